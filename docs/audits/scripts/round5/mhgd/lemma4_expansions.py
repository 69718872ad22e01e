"""Audit mhgd.display.lemma4-proof-expansions: seed 004 L531 (and (32), (34)). mpmath, remainder / s^2 as s -> 0."""
import mpmath as mp
mp.mp.dps = 50
X = [mp.mpf(1), mp.mpf(2)]; u = [mp.mpf(1), mp.mpf(1)]; xt = X[0]; W = mp.mpf(1) / 2
def f(w):
    sc = [x * w * xt for x in X]; e = [mp.e ** s for s in sc]; Z = sum(e)
    return sum(u[i] * X[i] * e[i] / Z for i in range(2))   # u_t^T X^T phi(X W^T x_t), u_t^T X^T = sum_s u_s? (d=1: u_t scalar)
# with d = 1: u_t^T X^T phi = u_t * sum_s X_s phi_s
f = lambda w, f0=f: f0(w)
def lin(w, D):
    sc = [x * w * xt for x in X]; e = [mp.e ** s for s in sc]; Z = sum(e); p = [a / Z for a in e]
    J = [[(p[i] if i == j else 0) - p[i] * p[j] for j in range(2)] for i in range(2)]
    dv = [J[i][0] * X[0] * D * xt + J[i][1] * X[1] * D * xt for i in range(2)]
    return f(w) + sum(X[i] * dv[i] for i in range(2))
for s in [mp.mpf(10) ** -k for k in (2, 4, 6, 8)]:
    r = f(W + s) - lin(W, s)
    print(f"Delta={mp.nstr(s,3)}: remainder/Delta^2 = {mp.nstr(r / s**2, 12)}")
print("f''(W)/2 =", mp.nstr(mp.diff(f, W, 2) / 2, 12))
