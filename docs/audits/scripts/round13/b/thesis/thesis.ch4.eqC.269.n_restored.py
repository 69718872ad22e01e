"""Independent audit of thesis (C.269), L6567-L6569 (proof of Lemma C.6.2), with the n of (C.255) restored on the
theta^2 term (the printed display lacks it; that form is a separate erratum):
   P((1/n) sum_i Gr_i >= t) <= exp(-n theta t + C18 n theta^2 (tau^6 sqrt(D_6))^2)   for some constant C18 > 0,
Gr_i = <v, B_i(x_i) - E[B_i] v>, B_i the flattening of T_i(x) = [phi(w_i*^T x) S_3(x)](U^, U^, U^) (C.264).
Minimising the exponent over theta: -log P >= n t^2/(4 C18 S^2), S = tau^6 sqrt(D_6). So 4 C18 S^2 >= n t^2/(-log P)
for every n, t; a rigorous lower bound P_low <= P makes n t^2/(-log P_low) a lower bound on the needed 4 C18 S^2.
Instance inside Lemma C.6.2's setting: d = K = 1, symmetric GMM (C.4) with mu = 0 (1/2 N(0,1) + 1/2 N(0,1)):
sigma_min = sigma_max = 1, tau = 1, D_6 = sum_l lambda_l (||mu_l||/... + 1)^6 = 1 (C.8), so S = 1; w* = 1, U^ = 1,
phi = sigmoid, v = 1; S_3(x) = He_3(x) = x^3 - 3x (third-order score of N(0,1)), so Gr = sigmoid(x) He_3(x) - E[.].
P_low = P(Gr_1 >= 2 n t) * P(sum_{i>=2} Gr_i >= -n t); the first by monotonicity of sigmoid(a) He_3(a) for
a >= sqrt 3 (P(Z >= a*)), the second by Cantelli: >= (n t)^2/((n-1) Var + (n t)^2)."""
import mpmath as mp
mp.mp.dps = 40
sig = lambda x: 1 / (1 + mp.e ** (-x))
g = lambda x: sig(x) * (x ** 3 - 3 * x)
phi = lambda x: mp.e ** (-x * x / 2) / mp.sqrt(2 * mp.pi)
EB = mp.quad(lambda x: g(x) * phi(x), [-mp.inf, 0, mp.inf])
VarB = mp.quad(lambda x: g(x) ** 2 * phi(x), [-mp.inf, 0, mp.inf]) - EB ** 2
def log_plow(n, t):
    u = 2 * n * t
    a = mp.findroot(lambda x: g(x) - EB - u, max(mp.sqrt(3) + 0.1, mp.cbrt(u + EB) + 0.5))
    assert a >= mp.sqrt(3) and abs(g(a) - EB - u) < 1e-20
    tail = mp.log(mp.ncdf(-a))
    cant = mp.log((n * t) ** 2 / ((n - 1) * VarB + (n * t) ** 2))
    return tail + cant
print(f"E[B] = {float(EB):.4f} (Gr = B - E[B] has mean 0), Var = {float(VarB):.3f}")
t = 1
for n in (10 ** 2, 10 ** 4, 10 ** 6, 10 ** 8, 10 ** 10):
    lp = log_plow(mp.mpf(n), t)
    print(f"t = 1, n = {n:.0e}: -log P_low = {float(-lp):.1f}; needed 4 C18 S^2 >= n t^2/(-log P_low) = {float(n * t * t / -lp):.3g}")
n = 10
for t in (10, 100, 1000, 10000):
    lp = log_plow(mp.mpf(n), mp.mpf(t))
    print(f"n = 10, t = {t}: needed 4 C18 S^2 >= {float(n * t * t / -lp):.3g}")
# the regime (C.270) uses: t = delta^2 S sqrt(log n / n): n t^2 = log n, and the one-big-jump exponent (2 n t)^{2/3}/2
for n in (10 ** 4, 10 ** 8):
    tt = mp.sqrt(mp.log(n) / n)
    print(f"(C.270)'s t at n = {n:.0e}: n t^2 = {float(n*tt*tt):.1f}, -log P_low = {float(-log_plow(mp.mpf(n), tt)):.1f} (no crossing there)")
