"""Auditor A, round 12: thesis Appendix C sample sizes (C.86) L5668, (C.89) L5686, (C.100) L5752, (C.110) L5789.
Each is derived from a requirement of the form sqrt(d log n / n) * F <= G (Lemma C.6.5's gamma_1, gamma_2 via (C.243),
(C.245) for (C.86); (C.88) for (C.89), and through (C.89) for (C.100), (C.110)), i.e. n / ln n >= c^2 A with A = (F/G)^2 d.
Least solution (own mpmath, Lambert W): n* = -c^2 A W_{-1}(-1/(c^2 A)) ~ c^2 A ln(c^2 A).  The displays print A log^2 d.
Ratio R = n*/(A ln^2 d) at fixed d as the display's free model quantity grows (c = 1)."""
import mpmath as mp
mp.mp.dps = 60

def nstar(lnA, c=1):
    x = c * c * mp.e ** lnA
    return -x * mp.lambertw(-1 / x, -1).real

def ratio(lnA, d):
    return nstar(lnA) / (mp.e ** lnA * mp.log(d) ** 2)

d = 10
print("(C.86): A = kappa^8 K^4 tau^12 D_6(Psi) d, K = kappa = tau = 1, d = 10; D_6 = sum_l lambda_l(||mu_l||/||Sigma_l^-1||^-1/2 + 1)^6 >= 1, unbounded as ||mu_l|| grows")
print("   ", [f"D6=1e{e}: {mp.nstr(ratio(mp.log(d) + e * mp.log(10), d), 4)}" for e in (0, 6, 12, 24, 48, 96, 192)])
print("(C.89): A = C0 eps0^-2 tau^12 kappa^12 K^14 (...)^{1/2} delta_1^2 D_6 Gamma^-2 sigma_max^-4 d; all model factors 1, C0 = 1, d = 10, eps0 in (0, 1/4)")
print("   ", [f"eps0=1e-{e}: {mp.nstr(ratio(mp.log(d) + 2 * e * mp.log(10), d), 4)}" for e in (1, 3, 6, 12, 24, 48, 96)])
print("(C.100): regime ||Sigma_l|| = o(1): printed n_sc <~ poly(...) d log^2 d O(lambda_L/||Sigma_L^{1/2}||^6); the C.89 factor grows like ||Sigma_L||^-3 (rho_L ~ ||Sigma_L||... as the display's own rate), d = 10")
print("   ", [f"||Sigma_L||=1e-{e}: {mp.nstr(ratio(mp.log(d) + 3 * e * mp.log(10), d), 4)}" for e in (1, 4, 8, 16, 32, 64)])
print("(C.110): ||mu_l|| >= 1: printed O(||mu_l||^12) d log^2 d; A ~ ||mu_l||^12 d, d = 10")
print("   ", [f"||mu||=1e{e}: {mp.nstr(ratio(mp.log(d) + 12 * e * mp.log(10), d), 4)}" for e in (0, 2, 4, 8, 16)])
print("(C.110), ||mu_l|| <= 1: printed O(||mu_l||^4) d log^2 d -> 0 as ||mu_l|| -> 0, while n_sc (the C.89 expression) at mu_l = 0 is a")
print("   positive constant times d log^2 d (the Sigma-terms of (C.89) stay): ratio n_sc/(||mu||^4 d log^2 d) = const/||mu||^4 ->",
      [f"{mp.nstr(mp.mpf(1)/mp.mpf(10)**(-4*e),3)}" for e in (1, 2, 4)], "(const = 1)")
print("reading 'every such quantity <= d' (poly(d), degree 1): A = d^2, ratio along d:",
      [f"d={dd}: {mp.nstr(ratio(2 * mp.log(dd), dd), 3)}" for dd in (4, 16, 64, 256, 1024, 4096)])
