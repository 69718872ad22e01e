"""Audit of thesis.ch4.eqC.202 (seed 003 L6230-L6242, proof of Lemma C.4.5, final step). Own arithmetic.
eps = delta/(C12 d^{3/2} K^{5/2} sqrt(A2 A4) n d K), delta = d^-10; S = sum_l lam_l (||mu_l|| + ||Sigma_l^{1/2}||)^2,
A2 = sum_l lam_l (||mu_l||_inf + ||Sigma_l^{1/2}||)^2, A4 = the same with power 4.
(C.197): t >= C6 max{ S sqrt(X/n), X/(S n) }, X = dK log(36 r/eps) + log(4/delta)   [P(B_t) <= delta/2]
(C.201): t >= C12 d^{3/2} K^{5/2} sqrt(A2 A4) eps/delta = 1/(ndK)                     [P(A_t) <= delta/2]
(C.202) as printed: t > max{ 1/(ndK), C6 S X'^{1/2} n^{-1/2}, X'^{1/2} (S n)^{-1/2} }, X' = dK log(36 r n d^{25/2} K^{7/2}
sqrt(A2 A4)) + log(4/delta) (C12 dropped inside the log; X' = X when C12 = 1)."""
import math

def reqs(d, K, lam, mus, sds, n, r, C6, C12):
    S = sum(l * (abs(m) * math.sqrt(d) if False else 0) for l, m in zip(lam, mus))  # placeholder, replaced below
    S = sum(l * (mn + sd)**2 for l, (mn, mi, sd) in zip(lam, zip(mus, mus, sds)))
    A2 = sum(l * (mi + sd)**2 for l, (mi, sd) in zip(lam, zip(mus, sds)))
    A4 = sum(l * (mi + sd)**4 for l, (mi, sd) in zip(lam, zip(mus, sds)))
    delta = d**-10.0
    eps = delta / (C12 * d**1.5 * K**2.5 * math.sqrt(A2 * A4) * n * d * K)
    X = d * K * math.log(36 * r / eps) + math.log(4 / delta)
    Xp = d * K * math.log(36 * r * n * d**12.5 * K**3.5 * math.sqrt(A2 * A4)) + math.log(4 / delta)
    c197 = C6 * max(S * math.sqrt(X / n), X / (S * n))
    c201 = 1 / (n * d * K)
    c202 = max(1 / (n * d * K), C6 * S * math.sqrt(Xp / n), math.sqrt(Xp / (S * n)))
    return dict(S=S, eps=eps, eps_lt_r=eps < r, X=X, Xp=Xp, need=max(c197, c201), printed=c202)

print("L = 2 groups (the chapter's data model), d = 2, K = 1, mu_1 = -mu_2 of norm m0 along e_1 (||.|| = ||.||_inf), "
      "Sigma_l = s^2 I, r = 1, C6 = C12 = 1 (C6 'large': larger C6 only widens the gap)")
for (m0, s, n) in ((0.0, 0.01, 10**4), (0.001, 0.01, 10**4), (0.05, 0.1, 10**4), (0.0, 0.01, 10**6), (0.3, 0.3, 10**3)):
    q = reqs(2, 1, [0.5, 0.5], [m0, m0], [s, s], n, 1.0, 1.0, 1.0)
    t = q["printed"] * 1.0001
    print(f"  mu={m0} s={s} n={n}: S={q['S']:.3g} eps={q['eps']:.3g} (<r: {q['eps_lt_r']}) X={q['X']:.4g}: (C.202) max = "
          f"{q['printed']:.4g}, (C.197)+(C.201) need {q['need']:.4g} -> t = 1.0001 x (C.202) "
          f"{'FAILS (C.197)' if t < q['need'] else 'meets (C.197)'}; need/printed = {q['need']/q['printed']:.3g}")
print("scale -> 0 along n -> inf with S n fixed (mu = 0, s = 0.1/sqrt(n/1e2)):")
for n in (10**2, 10**3, 10**4, 10**5, 10**6, 10**7):
    s = 0.1 / math.sqrt(n / 100)
    q = reqs(2, 1, [0.5, 0.5], [0.0, 0.0], [s, s], n, 1.0, 1.0, 1.0)
    print(f"  n={n:.0e}: need/printed = {q['need']/q['printed']:.4g}")
