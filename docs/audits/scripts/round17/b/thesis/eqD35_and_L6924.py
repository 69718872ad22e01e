"""Auditor B, round 17: thesis Lemma D.2.3 (1) / (D.35) chain end and (2) / L6924 chain end.

Printed (L6897-L6898, L6918, L6924): sum_i |c'_i| E_{x~N(0,1)}[|h_i(x)| 1[|x| >= b]] <= eps/8 sqrt(t^2+1) and
sum_i |c'_i| |E[|h_i(b)| 1[|x| >= b]]| <= eps/8 sqrt(t^2+1), 'for any eps > 0 and t <= O(1)', with
b = 100 i^{1/2} theta_i, theta_i = 1 + sqrt(log(1/eps_i^2 sqrt(t^2+1)/t^{1-i}))/(10 sqrt i), eps_i^2 =
sqrt(t^2+1)/t^{1-i} eps^2 (so the log's argument is 1/eps^2), c'_i = c_i/p'_i (D.26), p'_i of Lemma D.2.2
(D.29)-(D.30), phi(x_1) = sum c_i x_1^i, ||x|| <= t (= a of Lemma D.2.1), Lemma D.2.1's range
eps in (0, 1/(C(phi,a) sqrt(a^2+1))), C = C_eps (5.2) or C_s (5.3), C* 'sufficiently large constant'.

Own computation: phi(z) = lam z (c_1 = lam, all other c_i = 0).
p'_1 from its definition (D.30): E_{w0,b0}[h_1(alpha_1) 1[alpha >= -b0/t] 1[|b0| <= t/2]] = p'_1 x_1 with
alpha_1 = alpha x_1/t + beta sqrt(1 - x_1^2/t^2); E_beta gives alpha x_1/t, E_alpha[alpha 1[alpha >= -b0/t]] =
phi_N(b0/t), so p'_1 = (1/t) int_{-t/2}^{t/2} phi_N(b0/t) phi_N(b0) db0 (checked by Monte Carlo at t = 0.7).
Tail (1): E|x| 1[|x| >= b] = 2 phi_N(b) exactly.  (2): |h_1(b)| P(|x| >= b) = b erfc(b/sqrt 2).
"""
import mpmath as mp
import numpy as np

mp.mp.dps = 60
phiN = lambda z: mp.exp(-z * z / 2) / mp.sqrt(2 * mp.pi)  # noqa: E731


def pprime1(t):
    t = mp.mpf(t)
    return mp.quad(lambda u: phiN(u) * phiN(t * u), [-0.5, 0, 0.5])  # b0 = t u substitution of the integral above


def mc_check(t=0.7, x1=0.4, n=4_000_000, seed=1):
    rng = np.random.default_rng(seed)
    a, be, b0 = rng.normal(size=(3, n))
    al1 = a * x1 / t + be * np.sqrt(1 - x1**2 / t**2)
    val = np.mean(al1 * (a >= -b0 / t) * (np.abs(b0) <= t / 2))
    return val / x1, float(pprime1(t))


def C_eps(lam, t, eps, Cs):  # (5.2) for phi = lam z (i = 1 term only; c_0 = 0)
    return ((Cs * t) + mp.sqrt(mp.log(1 / eps)) * Cs * t) * lam


def C_s(lam, t, Cs):  # (5.3)
    return Cs * mp.mpf(2) ** 1.75 * t * lam


def run(log10t, eps, Cstar, frac=0.5, b_reading="lemma"):
    t = mp.mpf(10) ** log10t
    eps = mp.mpf(eps)
    # largest lam allowed by BOTH readings of C: eps < 1/(C sqrt(t^2+1))
    per_lam = max(C_eps(1, t, eps, Cstar), C_s(1, t, Cstar))
    lam = frac / (eps * per_lam * mp.sqrt(t * t + 1))
    slack_eps = 1 / (C_eps(lam, t, eps, Cstar) * mp.sqrt(t * t + 1)) - eps
    slack_s = 1 / (C_s(lam, t, Cstar) * mp.sqrt(t * t + 1)) - eps
    assert slack_eps > 0 and slack_s > 0 and 0 < eps < 1 and 0 < t <= 10
    if b_reading == "lemma":   # Lemma D.2.3: theta_1 = 1 + sqrt(log(1/eps^2))/10
        b = 100 * (1 + mp.sqrt(mp.log(1 / eps**2)) / 10)
    else:                      # Lemma D.2.1's B_1 = 100 + 10 sqrt(log(sqrt(t^2+1)/eps))
        b = 100 + 10 * mp.sqrt(mp.log(mp.sqrt(t * t + 1) / eps))
    p1 = pprime1(t)
    assert p1 >= 1 / (100 * mp.sqrt(t * t + 1))  # Lemma D.2.2's lower bound, i = 1
    c1p = lam / p1
    lhs1 = c1p * 2 * phiN(b)
    lhs2 = c1p * b * mp.erfc(b / mp.sqrt(2))
    rhs = eps / 8 * mp.sqrt(t * t + 1)
    return dict(log10t=log10t, eps=float(eps), Cstar=Cstar, b=float(b), log10lam=float(mp.log10(lam)),
                p1=float(p1), log10_lhs1=float(mp.log10(lhs1)), log10_lhs2=float(mp.log10(lhs2)),
                log10_rhs=float(mp.log10(rhs)), log10_ratio1=float(mp.log10(lhs1 / rhs)),
                log10_ratio2=float(mp.log10(lhs2 / rhs)))


if __name__ == "__main__":
    print("MC check of p'_1 formula (t=0.7):", mc_check())
    for args in [(-3000, 0.5, 1.0), (-2700, 0.5, 1.0), (-2720, 0.5, 1.0), (-3000, 0.5, 1e6), (-3000, 1e-3, 1.0),
                 (-5000, 0.99, 100.0), (0, 0.5, 1.0), (-50, 0.5, 1.0)]:
        print(run(*args))
    print("Lemma D.2.1's B_1 reading:", run(-3000, 0.5, 1.0, b_reading="proof"))
    # unit-scale phi (|c_1| <= 1): any t
    t = mp.mpf(10) ** -3000
    print("unit-scale lam=1, t=1e-3000, eps=0.5: log10(lhs1/rhs) =",
          float(mp.log10((1 / pprime1(t)) * 2 * phiN(100 * (1 + mp.sqrt(mp.log(4)) / 10)) / (mp.mpf(0.5) / 8))))
