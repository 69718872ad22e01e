"""Audit A, r13: thesis (C.253) L6502-L6506, first '<~': E[|Gp_i|^p] <~ (E_x[sigma_min^-6 (x^T alpha)(x^T v)^2])^p, for
the p >= 2 that (C.254)'s series sums over. Instance: symmetric GMM N(0, I) (mu = 0, tau = 1, sigma_min = 1), alpha = e_1,
v = e_2, K = 1, w* = e_1, y ~ Bern(sigmoid(x_1)): Gp = y x_1 (x_2^2 - 1) (S_3(x)(v, v, alpha) = x_1(x_2^2 - 1), mean 0).
E|Gp|^p = E[sigmoid(Z)|Z|^p] E|Z^2 - 1|^p = (E|Z|^p/2) E|Z^2-1|^p (sigmoid(z) + sigmoid(-z) = 1). Right side: as printed
E[x_1 x_2^2] = 0; with |x^T alpha| (favourable) E|x_1| x_2^2 = sqrt(2/pi)."""
import mpmath as mp
mp.mp.dps = 30
Zabs = lambda p: 2 ** (mp.mpf(p) / 2) * mp.gamma((p + 1) / mp.mpf(2)) / mp.sqrt(mp.pi)
def chi_dev(p):
    return 2 * mp.quad(lambda z: abs(z * z - 1) ** p * mp.npdf(z), [0, 1, mp.inf])
for p in (2, 4, 8, 16, 32):
    lhs = Zabs(p) / 2 * chi_dev(p)
    R = mp.sqrt(2 / mp.pi)
    print(f"p = {p:2d}: E|Gp|^p = {mp.nstr(lhs, 5)}; printed right side (E[x_1 x_2^2])^p = 0; with |.|: ratio = "
          f"{mp.nstr(lhs / R**p, 5)}, p-th root {mp.nstr((lhs / R**p) ** (mp.mpf(1) / p), 5)}")
