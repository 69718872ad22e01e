# Auditor C, round 14: chenli Lemma 6.15 'we will reach Step 12' via Algorithm 1 Step 9 (L1471, L2100-L2132).
# Own script. Part 1: concrete finite instance (m=1,k=3) showing min_alpha ||alpha X W^ - Y_1|| >= ||Delta||_F
# with Prop 6.1's event and Lemma 6.2's event checked numerically. Part 2: the ratio ||Delta||_F/(eps sqrt(lam')/2)
# under (60), Assumption 10 (lam' <= 1/r_Theta), (8) (r_Theta << d^{1/4}) is unbounded as d -> inf.
import numpy as np
from scipy.optimize import minimize
rng = np.random.default_rng(7)
k, d, m = 3, 1500, 1
l, lp = 0, 1                      # X column l constant; W zero row l and zero column lp; Theta zero row/col l
eps, c, delstar = 1e-2, 0.1, 0.25
# W_1: d x d with ||W_1||_F = 1, high stable rank; zero row l and zero column lp
W = rng.standard_normal((d, d)) / d
W[l, :] = 0; W[:, lp] = 0; W /= np.linalg.norm(W)
sr = np.linalg.norm(W)**2 / np.linalg.norm(W, 2)**2
Th = rng.standard_normal((d, d)); Th[l, :] = 0; Th[:, l] = 0; Th *= 3.0 / np.linalg.norm(Th) * np.sqrt(d) / 30
X = rng.choice([-1.0, 1.0], size=(k, d)); X[:, l] = 1.0
logits = X[0] @ Th @ X.T; v = np.exp(logits - logits.max()); v /= v.sum()
Y1 = v @ X @ W                                        # F(X)_1 for m = 1
t = c * eps / np.sqrt(np.log(k / delstar)) * 1.0      # (60) at equality, min_i ||W_i||_F = ||W_1||_F = 1
Delta = np.zeros((d, d)); Delta[l, lp] = t
What = W + Delta
# hypotheses checks
XD = X @ Delta
prop61 = max(np.linalg.norm(XD[j]) for j in range(k))   # sup over simplex = max over vertices (convexity)
print("||Delta||_F=t=%.3e  Prop6.1 sup||alpha X Delta||=%.3e <= eps/4=%.3e : %s" % (t, prop61, eps/4, prop61 <= eps/4))
M = X @ W @ W.T @ X.T
B = np.linalg.qr(np.array([[1, -1, 0], [1, 0, -1]], float).T)[0]   # basis of sum-zero subspace (contains Delta-Delta)
ev = np.linalg.eigvalsh(B.T @ M @ B)
print("Lemma 6.2 (m=1): ||lam X W||^2/||lam||^2 over sum-zero lam in [%.4f, %.4f] (need within [0.9,1.1]); stable rank %.0f" % (ev.min(), ev.max(), sr))
# minimise over the simplex
def f(z):
    a = np.exp(z - z.max()); a /= a.sum()
    return np.linalg.norm(a @ X @ What - Y1)
best = min(minimize(f, rng.standard_normal(k), method="Nelder-Mead", options={"xatol":1e-12,"fatol":1e-15,"maxiter":4000}).fun for _ in range(8))
grid = min(np.linalg.norm(np.array([a, b, 1-a-b]) @ X @ What - Y1) for a in np.linspace(0,1,101) for b in np.linspace(0,1,101) if a+b <= 1)
print("min_alpha ||alpha X W^ - Y_1||: optimiser %.6e, grid %.6e, t %.6e ; value at alpha=v: %.6e" % (best, grid, t, f(np.log(v))))
print("column lp of residual for alpha = vertices:", [float((np.eye(k)[j] @ X @ What - Y1)[lp]) for j in range(k)])
# generic Delta (not the planted one), same ||Delta||_F: shows it is not a measure-zero pathology
Dg = rng.standard_normal((d, d)); Dg *= t / np.linalg.norm(Dg)
Xg = rng.choice([-1.0, 1.0], size=(k, d)); lg = Xg[0] @ Th @ Xg.T; vg = np.exp(lg - lg.max()); vg /= vg.sum()
Y1g = vg @ Xg @ W
fg = lambda z: np.linalg.norm((np.exp(z - z.max())/np.exp(z - z.max()).sum()) @ Xg @ (W + Dg) - Y1g)
bg = min(minimize(fg, rng.standard_normal(k), method="Nelder-Mead", options={"xatol":1e-12,"fatol":1e-15,"maxiter":4000}).fun for _ in range(8))
print("generic random Delta, random X: min_alpha residual %.3e = %.3f t" % (bg, bg / t))
# Part 2: Step 9 threshold eps sqrt(lam')/2 with lam' <= 1/r_Theta (Assumption 10), r_Theta up to d^{1/4}/10 ((8))
print("threshold on this instance with lam' = 1/r_Theta:")
for logd in [40, 60, 100, 200]:
    r = np.exp(logd / 4) / 10
    ratio = t / (eps * np.sqrt(1 / r) / 2)
    print("  log d=%d r_Theta=%.3e  t/(eps sqrt(lam')/2) = 2c sqrt(r/log(k/delta*)) = %.3e  Step9 passes: %s" % (logd, r, ratio, ratio < 1))
