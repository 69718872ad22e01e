"""Audit A, r13: thesis (C.269) L6567-L6569 with the n of (C.255) restored (the intended form; the claim is 'derived'):
 P((1/n) sum_i Gr_i >= t) <= exp(-n theta t + C18 n theta^2 (tau^6 sqrt(D_6))^2), i.e. P <= exp(-n t^2/(4 C18 S^2)) at the
best theta. Gr_i = <v, B_i(x_i) - E[B_i] v>, B_i the flattening of T_i = [phi(w_i*^T x) S_3(x)](U^, U^, U^) (C.264).
Instance (Lemma C.6.2, symmetric GMM N(0, 1): d = K = 1, w* = 1, U^ = U = 1, v = 1, tau = 1, S = 1 as the claim takes
D_6 = 1): S_3(x) = x^3 - 3x (He_3), Gr = phi(x) He_3(x) - c, c = E[phi(Z) He_3(Z)]. Own rigorous lower bound (n = 1):
P(Gr >= t) >= P(Z >= u_t), u_t the root of (1/2)(u^3 - 3u) = t + c (phi >= 1/2 for x >= 0, He_3 increasing for u >= 1)."""
import mpmath as mp
mp.mp.dps = 30
phi = lambda z: 1 / (1 + mp.e ** (-z))
c = mp.quad(lambda z: phi(z) * (z**3 - 3 * z) * mp.npdf(z), [-mp.inf, 0, mp.inf])
print(f"c = E[phi(Z) He_3(Z)] = {mp.nstr(c, 6)} (Stein: E[phi'''(Z)])")
for t in (10, 100, 1000, 10000):
    u = mp.findroot(lambda u: (u**3 - 3 * u) / 2 - (t + c), (2 * t) ** (mp.mpf(1) / 3) + 1)
    P = mp.erfc(u / mp.sqrt(2)) / 2
    C = mp.mpf(t) ** 2 / (4 * (-mp.log(P)))
    print(f"t = {t}: u_t = {mp.nstr(u, 5)}, -log P <= {mp.nstr(-mp.log(P), 5)}, least C18 >= {mp.nstr(C, 4)}")
