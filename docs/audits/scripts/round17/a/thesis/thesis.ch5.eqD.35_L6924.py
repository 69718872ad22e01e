"""Audit of thesis.ch5.eqD.35 and thesis.ch5.lemmaD.2.3-L6924 (seed 003 L6918, L6924; Lemma D.2.3 (1)-(2) L6897-L6898). Own mpmath.
Chain end: sum_i |c'_i| E[|h_i(z)| 1[|x| >= b]] <= eps/8 sqrt(t^2+1) (D.35) and sum_i |c'_i| |E[|h_i(b)| 1[|x| >= b]]| <= eps/8 sqrt(t^2+1) (L6924),
c'_i = c_i/p'_i, b = 100 sqrt(i) theta_i, theta_i = 1 + sqrt(log(1/eps^2))/(10 sqrt i) (eps_i as printed). phi(z) = lam z, eps = 1/2, C* = 1,
Lemma D.2.1's range eps < 1/(C(phi, t) sqrt(t^2+1)) with C = C_s (5.3) and C_eps (5.2); t <= O(1)."""
import mpmath as mp
mp.mp.dps = 40
eps = mp.mpf(1) / 2
b = 100 * (1 + mp.sqrt(mp.log(1 / eps**2)) / 10)
for log10t in (-2700, -2710, -2720, -3000):
    t = mp.mpf(10) ** log10t
    lam = mp.mpf("0.297") / t                       # c_1 = lam
    Cs = 2**mp.mpf(1.75) * t * lam                   # C_s(phi, t), C* = 1
    Ceps = (t + mp.sqrt(mp.log(1 / eps)) * t) * lam  # C_eps(phi, t)
    pp1 = mp.quad(lambda u: mp.npdf(t * u) * mp.npdf(u), [-0.5, 0.5])   # p'_1 (D.30) with b0 = t u
    tail_D35 = 2 * mp.npdf(b)                        # E[|z| 1[|z| >= b]]
    tail_6924 = b * mp.erfc(b / mp.sqrt(2))          # |He_1(b)| P(|x| >= b)
    rhs = eps / 8 * mp.sqrt(t * t + 1)
    print(f"t=1e{log10t}: eps C_s sqrt(t^2+1)={mp.nstr(eps*Cs,4)}, eps C_eps sqrt(t^2+1)={mp.nstr(eps*Ceps,4)} (< 1: inside D.2.1's range); "
          f"p'_1={mp.nstr(pp1,5)}; log10 first member / (eps/8): (D.35) {mp.nstr(mp.log10(lam*tail_D35/pp1/rhs),5)}, "
          f"(L6924) {mp.nstr(mp.log10(lam*tail_6924/pp1/rhs),5)}")
print("unit scale (lam = 1, t = 1): log10 ratio (D.35)", mp.nstr(mp.log10(2*mp.npdf(b)/mp.quad(lambda u: mp.npdf(u)*mp.npdf(u), [-0.5,0.5])/(eps/8*mp.sqrt(2))), 6))
