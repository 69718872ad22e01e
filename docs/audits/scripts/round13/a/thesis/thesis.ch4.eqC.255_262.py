"""Audit A, r13: thesis (C.255) L6513-L6515 and (C.262) L6537-L6539:
 P((1/n) sum_i Gp_i >= t) <= exp(-n theta t + C n theta^2 S^2) (for some constant C; S = tau^6 sqrt(D2 D4), resp. tau^4 D2),
i.e. at the best theta, P <= exp(-n t^2/(4 C S^2)) for every t > 0: a sub-Gaussian tail for means of polynomials of
Gaussians. Own lower bounds (mpmath, rigorous events inside {mean >= t}; n = 1 for simplicity, the claim also at n > 1):
 (C.255) symmetric GMM N(0, I) (L = 2, mu = 0: (C.4) with tau = 1), alpha = e_1, v = e_2, K = 1, w* = e_1:
   S_3(x)(v, v, alpha) = x_1 (x_2^2 - 1), E[y S_3(v,v,alpha)] = 0, so Gp = y x_1 (x_2^2 - 1);
   P(Gp >= t) >= P(x_1 >= t^{1/3}) (1/2) P(x_2^2 >= 1 + t^{2/3})  (y ~ Bern(sigmoid(x_1)) >= 1/2 there).
 (C.262) GMM 0.5 N(e_1, I) + 0.5 N(0, I) (not symmetric), v = e_2: S_2(x)(v, v) = x_2^2 - 1, Gp' = y (x_2^2 - 1),
   P(Gp' >= t) = P(y = 1) 2 P(Z >= sqrt(1 + t)) (x_2 independent of x_1, y).
The least constant C compatible with the printed bound is C >= t^2/(4 S^2 (-log P)), which grows without bound."""
import mpmath as mp
mp.mp.dps = 30
Phibar = lambda z: mp.erfc(z / mp.sqrt(2)) / 2
sig = lambda z: 1 / (1 + mp.e ** (-z))
# D_2, D_4 for N(0, I): the thesis's D_m(Psi) are moments normalised to 1 at N(0, I) (claim's reading); S = 1 for (C.255)
S255 = 1
py1 = mp.quad(lambda z: 0.5 * (sig(z + 1) + sig(z)) * mp.npdf(z), [-mp.inf, mp.inf])     # P(y = 1) in the (C.262) GMM
S262 = 2.5                                                                                   # tau^4 D_2 with D_2 = 0.5 (1+1)^2 + 0.5 (claim's value)
for t in (10, 100, 1000, 10000):
    t = mp.mpf(t)
    P255 = Phibar(t ** (mp.mpf(1) / 3)) * 0.5 * 2 * Phibar(mp.sqrt(1 + t ** (mp.mpf(2) / 3)))
    P262 = py1 * 2 * Phibar(mp.sqrt(1 + t))
    C255 = t**2 / (4 * S255**2 * (-mp.log(P255)))
    C262 = t**2 / (4 * S262**2 * (-mp.log(P262)))
    print(f"t = {mp.nstr(t, 5)}: (C.255) -log P >= ... <= {mp.nstr(-mp.log(P255), 5)}, least C >= {mp.nstr(C255, 4)};   "
          f"(C.262) -log P = {mp.nstr(-mp.log(P262), 5)}, least C >= {mp.nstr(C262, 4)}")
