"""(C.267) L6563 first step: E|Gr_i|^p <~ (E[sigma_min^-6 (v^T U^T x)^3])^p, for every p >= 2 used in (C.268)'s series.
Instance: L = 1 (odd case of (C.4): lambda_1 N(0, Sigma_1)), d = K = 1, Sigma = 1 (sigma_min = 1, tau = 1), w* = 1,
U^ = U = 1, v = 1, phi = sigmoid; S_3(x) = x^3 - 3x (from the (C.248) formula with mu = 0, Sigma = 1);
T(x) = phi(x) S_3(x); Gr = T - E[T]. mpmath quadrature; R read with |.| (E[x^3] = 0 otherwise)."""
import mpmath as mp
mp.mp.dps = 30
sig = lambda x: 1 / (1 + mp.e ** (-x))
pdf = lambda x: mp.e ** (-x * x / 2) / mp.sqrt(2 * mp.pi)
T = lambda x: sig(x) * (x ** 3 - 3 * x)
ET = mp.quad(lambda x: T(x) * pdf(x), [-mp.inf, -5, 0, 5, mp.inf])
R = mp.quad(lambda x: abs(x) ** 3 * pdf(x), [-mp.inf, 0, mp.inf])
print(f"E[T] = {mp.nstr(ET, 6)} (Gr centred), R = E|x|^3 = {mp.nstr(R, 6)}, E[x^3] = 0")
for p in (2, 4, 8, 16, 24, 32):
    pts = [-mp.inf] + [mp.mpf(t) for t in range(-40, 41, 2)] + [mp.inf]
    Em = mp.quad(lambda x: abs(T(x) - ET) ** p * pdf(x), pts)
    r = Em / R ** p
    print(f"p={p:2d}: E|Gr|^p = {mp.nstr(Em, 6)}  ratio to R^p = {mp.nstr(r, 6)}  p-th root = {mp.nstr(r ** (mp.mpf(1)/p), 5)}"
          f"  root/p^1.5 = {mp.nstr(r ** (mp.mpf(1)/p) / mp.mpf(p) ** 1.5, 4)}")

# second instance, a genuine L = 2 symmetric GMM (C.4): 0.5 N(mu, 1) + 0.5 N(-mu, 1), mu = 0.5, d = K = 1, w* = 1;
# S_3 by the (C.248) formula: p(x)^-1 sum_l lambda_l N_l(x) ((x - mu_l)^3 - 3 (x - mu_l))
mu = mp.mpf('0.5')
N = lambda x, m: mp.e ** (-(x - m) ** 2 / 2) / mp.sqrt(2 * mp.pi)
px = lambda x: (N(x, mu) + N(x, -mu)) / 2
S3 = lambda x: (N(x, mu) * ((x - mu) ** 3 - 3 * (x - mu)) + N(x, -mu) * ((x + mu) ** 3 - 3 * (x + mu))) / (2 * px(x))
T2 = lambda x: sig(x) * S3(x)
pts = [-mp.inf] + [mp.mpf(t) for t in range(-40, 41, 2)] + [mp.inf]
ET2 = mp.quad(lambda x: T2(x) * px(x), pts)
R2 = mp.quad(lambda x: abs(x) ** 3 * px(x), pts)
print(f"L = 2, mu = +-0.5: E[T] = {mp.nstr(ET2, 6)}, R = E|x|^3 = {mp.nstr(R2, 6)}")
for p in (2, 8, 16, 32):
    r = mp.quad(lambda x: abs(T2(x) - ET2) ** p * px(x), pts) / R2 ** p
    print(f"  p={p:2d}: ratio = {mp.nstr(r, 6)}, p-th root = {mp.nstr(r ** (mp.mpf(1)/p), 5)}")
