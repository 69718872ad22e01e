"""Audit thesis Lemma C.4.2 (C.126). Lower bound of the sup: the limit W' -> W = W*P (P = I, W* in the ball),
i.e. ||D(Hess l)(W*)[Delta]|| for a unit direction Delta. l = cross entropy (4.3), H = (1/K) sum phi(w_j^T x)."""
import mpmath as mp, numpy as np, torch
torch.set_default_dtype(torch.float64)
mp.mp.dps = 30
# ---- K = d = 1, L = 2, means 0, variances t^2, 2 t^2 (lambda 0.5, 0.5): d^3 l / dw^3 = phi''(w x) x^3 (y-free)
phi = lambda z: 1/(1+mp.exp(-z))
phi2 = lambda z: phi(z)*(1-phi(z))*(1-2*phi(z))
def lhs_K1(t):
    f = lambda x: (0.5*mp.npdf(x, 0, t) + 0.5*mp.npdf(x, 0, mp.sqrt(2)*t))*abs(phi2(x))*abs(x)**3
    return mp.quad(f, [-mp.inf, -5*t, 0, 5*t, mp.inf])
def rhs_shape(mu_inf, Snorm, lam, d, K):
    A2 = sum(l*(m+s)**2 for l, m, s in zip(lam, mu_inf, Snorm)); A4 = sum(l*(m+s)**4 for l, m, s in zip(lam, mu_inf, Snorm))
    return d**1.5*K**2.5*mp.sqrt(A2*A4)
print("K = d = 1: lhs >= E|phi''(x)||x|^3; literal ||Sigma|| = spectral norm of covariance; alt reading ||Sigma^(1/2)||")
for t in [1, 0.1, 0.01, 0.001]:
    t = mp.mpf(t); L = lhs_K1(t)
    lit = rhs_shape([0, 0], [t**2, 2*t**2], [0.5, 0.5], 1, 1)
    alt = rhs_shape([0, 0], [t, mp.sqrt(2)*t], [0.5, 0.5], 1, 1)
    print(f" t={float(t):g}: lhs={float(L):.4e}  literal shape={float(lit):.4e} ratio={float(L/lit):.4e}   "
          f"sqrt reading shape={float(alt):.4e} ratio={float(L/alt):.4e}")
# ---- K = d = 2 (generic W*), means 0, Sigma_l = t^2 I, 2 t^2 I: directional derivative of the Hessian at W*, MC over x, y
rng = np.random.default_rng(7)
W = torch.tensor([[0.223, 1.119], [-0.258, 0.188]])   # columns w_1, w_2
def loss(Wflat, x, y):
    Wm = Wflat.reshape(2, 2); H = torch.sigmoid(x @ Wm).mean(-1)
    return -(y*torch.log(H) + (1-y)*torch.log(1-H))
Delta = torch.randn(4, generator=torch.Generator().manual_seed(3)); Delta /= Delta.norm()
def dhess_norm(x, y):
    w = W.reshape(-1).clone().requires_grad_(True)
    g = torch.autograd.grad(loss(w, x, y), w, create_graph=True)[0]
    Hrows = [torch.autograd.grad(g[i], w, create_graph=True)[0] for i in range(4)]
    Hd = torch.stack([torch.autograd.grad(Hrows[i] @ Delta, w, retain_graph=True)[0] for i in range(4)])  # d/dDelta Hess
    return torch.linalg.matrix_norm(Hd, 2).item()
print("K = d = 2, W* =", W.tolist(), " (200 MC draws; lhs lower bound = E ||D Hess[Delta]||)")
for t in [1.0, 0.1, 0.01, 0.001]:
    vals = []
    for _ in range(200):
        s = t if rng.random() < 0.5 else np.sqrt(2)*t
        x = torch.tensor(rng.normal(0, s, 2)); p = torch.sigmoid(x @ W).mean().item()
        y = float(rng.random() < p)
        vals.append(dhess_norm(x, y))
    L = np.mean(vals)
    lit = float(rhs_shape([0, 0], [t**2, 2*t**2], [0.5, 0.5], 2, 2)); alt = float(rhs_shape([0, 0], [t, np.sqrt(2)*t], [0.5, 0.5], 2, 2))
    print(f" t={t:g}: lhs~{L:.4e} literal shape={lit:.4e} ratio={L/lit:.4e}   sqrt-reading ratio={L/alt:.4e}")
