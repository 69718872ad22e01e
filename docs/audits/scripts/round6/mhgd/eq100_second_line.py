"""Audit mhgd.eq100-second-line (seed 004 L1158-L1171; P1-P3 L176-L181: ||theta_*|| = sqrt2; model L101:
Phi(X; W, U) = <U, softmax(X W X^T) X>, softmax row-wise). H = 1, n = 1, y = 1, eps = 1, B_Phi = max(1, |Phi(theta_0)|)
(the least admissible in P2). theta_* = sqrt2 grad/||grad|| (P3 with gamma = sqrt2 ||grad||). Own finite differences."""
import numpy as np


def phi(th, X, T, d):
    U = th[:T * d].reshape(T, d); W = th[T * d:].reshape(d, d)
    A = X @ W @ X.T; A = np.exp(A - A.max(1, keepdims=True)); A /= A.sum(1, keepdims=True)
    return float(np.sum(U * (A @ X)))


def grad(f, th, h=1e-6):
    g = np.zeros_like(th)
    for i in range(len(th)):
        e = np.zeros_like(th); e[i] = h; g[i] = (f(th + e) - f(th - e)) / (2 * h)
    return g


for seed, T, d in [(0, 2, 2), (1, 3, 2), (2, 2, 3)]:
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(T, d)); th0 = rng.normal(size=T * d + d * d)
    f = lambda th: phi(th, X, T, d)
    p0 = f(th0); g = grad(f, th0)
    Bphi = max(1.0, abs(p0)); gamma = np.sqrt(2) * np.linalg.norm(g)
    thstar = np.sqrt(2) * g / np.linalg.norm(g)
    g0 = (2 * Bphi + np.log(1 / 1.0)) / gamma
    Delta = g0 * thstar
    r = f(th0 + Delta) - p0 - g @ Delta          # = (1/2)<Delta, Hess(theta') Delta>
    hmin = 2 * abs(r) / (Delta @ Delta)          # ||Hess(theta')||_2 >= hmin
    gap = Bphi - abs(p0)
    lhs_excess = 0.5 * hmin * (Delta @ Delta - g0 ** 2)
    print(f"seed={seed} T={T} d={d}: Phi0={p0:.4f} B_Phi={Bphi:.4f} gamma={gamma:.4f} g0={g0:.4f} ||Delta||^2={Delta@Delta:.4f}"
          f" (= 2 g0^2 {2*g0*g0:.4f}); remainder r={r:.4e}; link needs B_Phi-|Phi0| = {gap:.4f} >= (1/2) h (||Delta||^2 - g0^2)"
          f" >= {lhs_excess:.4e}: {'VIOL' if lhs_excess > gap else 'ok'}")
