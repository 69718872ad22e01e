"""Auditor A, round 18: thesis (C.225) first '<=' (seed 003 L6349):
|grad f~_n(W*P)^T vec(W^_n - W*P)| <= ||grad f~_n(W*P)|| ||W^_n - W*P||_F, with ||Z|| = delta_1(Z) (Chapter 4 notation,
'The matrix norm ||Z|| = delta_1(Z)'), grad f~_n = (1/n) sum_i (grad l(W, x_i, y_i) + nu_i) a d x K matrix (footnote 35).
Own model (4.1)-(4.3): H(W, x) = (1/K) sum_j sigmoid(w_j^T x), y ~ Bernoulli(H(W*, x)), cross-entropy; x from a GMM;
nu_i zero-mean with entries bounded by xi (uniform on [-xi, xi]); W^_n = the local minimiser of f_n reached from W* by Newton.
"""
import numpy as np
np.seterr(over='ignore')
rng = np.random.default_rng(225)
sig = lambda z: 1 / (1 + np.exp(-z))

def grads(W, X, y):
    Z = X @ W                      # n x K
    K = W.shape[1]
    H = sig(Z).mean(1)
    H = np.clip(H, 1e-300, 1 - 1e-16)
    dH = sig(Z) * (1 - sig(Z)) / K # n x K
    c = (H - y) / (H * (1 - H))    # d loss / dH
    G = X.T @ (c[:, None] * dH) / len(y)
    return G

def hess_fd(W, X, y, h=1e-6):
    d, K = W.shape; n = d * K
    Hm = np.zeros((n, n))
    for a in range(n):
        E = np.zeros(n); E[a] = h
        Hm[:, a] = (grads(W + E.reshape(d, K), X, y) - grads(W - E.reshape(d, K), X, y)).ravel() / (2 * h)
    return (Hm + Hm.T) / 2

def trial(d=2, K=2, L=2, n=300, xi=1e-4):
    W = rng.normal(0, 2, (d, K))
    lam = rng.dirichlet(np.ones(L))
    mus = [np.zeros(d) for _ in range(L)]
    sds = [rng.uniform(0.1, 0.5, d) for _ in range(L)]
    g = rng.choice(L, size=n, p=lam)
    X = np.stack([mus[k] + sds[k] * rng.standard_normal(d) for k in g])
    y = (rng.random(n) < sig(X @ W).mean(1)).astype(float)
    nu = rng.uniform(-xi, xi, (n, d, K)).mean(0)
    G = grads(W, X, y) + nu                       # grad f~_n(W*)
    Wh = W.copy()
    for _ in range(50):                           # Newton to the critical point of f_n near W*
        try:
            step = np.linalg.solve(hess_fd(Wh, X, y), grads(Wh, X, y).ravel())
        except np.linalg.LinAlgError:
            return None
        if not np.all(np.isfinite(step)): return None
        Wh = Wh - step.reshape(d, K)
        if np.linalg.norm(step) < 1e-13: break
    gnorm = np.linalg.norm(grads(Wh, X, y))
    ev = np.linalg.eigvalsh(hess_fd(Wh, X, y)).min()
    Dl = Wh - W
    lhs = abs(np.sum(G * Dl))
    spec = np.linalg.norm(G, 2) * np.linalg.norm(Dl)
    frob = np.linalg.norm(G) * np.linalg.norm(Dl)
    return lhs, spec, frob, gnorm, ev, np.linalg.norm(Dl)

cross = 0; tot = 0; ex = None; worst = 0
for _ in range(400):
    r = trial()
    if r is None: continue
    lhs, spec, frob, gnorm, ev, dn = r
    if not (gnorm < 1e-10 and ev > 0 and dn < 5):   # keep certified local minimisers near W*
        continue
    tot += 1
    assert lhs <= frob * (1 + 1e-12)
    if lhs > spec:
        cross += 1
        if lhs / spec > worst: worst, ex = lhs / spec, (lhs, spec, frob)
print(f"certified instances {tot}: spectral-norm reading crossed in {cross} ({cross/tot:.1%}); Frobenius reading never; worst ratio {worst:.4f} {ex}")
# elementary fact behind it: |<G, D>| <= ||G||_2 ||D||_F fails e.g. for G = D = I_2
G = np.eye(2); print("G = D = I_2:", np.sum(G * G), "vs", np.linalg.norm(G, 2) * np.linalg.norm(G))

# the helper's configuration (W*, zero means, diagonal variances per group, lambda), many fresh data sets
def trial_fixed(W, var, lam, n=300, xi=1e-4):
    d, K = W.shape
    g = rng.choice(len(lam), size=n, p=lam)
    X = np.stack([np.sqrt(var[k]) * rng.standard_normal(d) for k in g])
    y = (rng.random(n) < sig(X @ W).mean(1)).astype(float)
    nu = rng.uniform(-xi, xi, (n, d, K)).mean(0)
    G = grads(W, X, y) + nu
    Wh = W.copy()
    for _ in range(60):
        try:
            Hm = hess_fd(Wh, X, y)
            step = np.linalg.solve(Hm, grads(Wh, X, y).ravel())
        except np.linalg.LinAlgError:
            return None
        if not np.all(np.isfinite(step)) or np.linalg.norm(step) > 50: return None
        Wh = Wh - step.reshape(d, K)
        if np.linalg.norm(step) < 1e-13: break
    if not (np.linalg.norm(grads(Wh, X, y)) < 1e-10 and np.linalg.eigvalsh(hess_fd(Wh, X, y)).min() > 0):
        return None
    Dl = Wh - W
    return abs(np.sum(G * Dl)), np.linalg.norm(G, 2) * np.linalg.norm(Dl), np.linalg.norm(G) * np.linalg.norm(Dl)
Wst = np.array([[1.339, -1.546], [6.714, 1.127]]); var = [np.array([0.263, 0.421]), np.array([0.365, 0.138])]; lam = np.array([0.170, 0.830])
cnt = tot = 0; best = None
for _ in range(300):
    r = trial_fixed(Wst, var, lam)
    if r is None: continue
    tot += 1
    if r[0] > r[1]:
        cnt += 1
        if best is None or r[0] / r[1] > best[0] / best[1]: best = r
    assert r[0] <= r[2] * (1 + 1e-12)
print(f"helper's configuration: certified {tot}, spectral reading crossed {cnt} ({cnt/max(tot,1):.1%}), worst (lhs, ||G||_2||D||_F, ||G||_F||D||_F) = {best}")
for n in (3000, 30000):
    cnt = tot = 0
    for _ in range(300 if n == 3000 else 150):
        r = trial_fixed(Wst, var, lam, n=n)
        if r is None: continue
        tot += 1; cnt += r[0] > r[1]
    print(f"helper's configuration, n = {n}: certified {tot}, spectral reading crossed {cnt} ({cnt/max(tot,1):.1%})")
