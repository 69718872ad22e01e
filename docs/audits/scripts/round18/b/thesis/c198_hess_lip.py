"""Auditor B r18: thesis (C.198): sup_W ||E_x Hess l(W_j(W); x) - E_x Hess l(W; x)|| <= C12 d^{3/2} K^{5/2}
sqrt(sum_l lam_l (||mu_l||_inf + ||Sigma_l^{1/2}||)^2 sum_l lam_l (...)^4 [* eps]) (printed: eps INSIDE the sqrt).
Own model: H(W,x) = (1/K) sum_k sigmoid(w_k^T x), cross-entropy (4.3), y ~ Bernoulli(H(W*, x)); E_y Hess = E_x[M(x) (x) x x^T],
M_jk = A s'_j s'_k / K^2 + delta_jk Bv s''_k / K, A = H*/H^2 + (1-H*)/(1-H)^2, Bv = (H - H*)/(H(1-H)).
K = 1: Hess = sigmoid'(w^T x) x x^T exactly (canonical link), so the Lipschitz ratio <= sup|sigmoid''| E|x|^3
<= c d^{3/2} sqrt(sum lam (..)^2 sum lam (..)^4) by Cauchy-Schwarz: the eps-outside form holds with an absolute constant.
Numerics: Lipschitz ratio ||E Hess(W + e D) - E Hess(W)||/e (common random numbers) over the shape factor, along sigma -> 0."""
import numpy as np
sg = lambda z: 1 / (1 + np.exp(-z))
def hess(W, Ws, X):
    K = W.shape[1]; Z = X @ W; Zs = X @ Ws
    s = sg(Z); s1 = s * (1 - s); s2 = s1 * (1 - 2 * s)
    H = s.mean(1); Hs = sg(Zs).mean(1)
    A = Hs / H**2 + (1 - Hs) / (1 - H)**2; Bv = (H - Hs) / (H * (1 - H))
    d = X.shape[1]; out = np.zeros((K * d, K * d))
    xx = np.einsum('ni,nj->nij', X, X)
    for j in range(K):
        for k in range(K):
            c = A * s1[:, j] * s1[:, k] / K**2 + (j == k) * Bv * s2[:, k] / K
            out[j*d:(j+1)*d, k*d:(k+1)*d] = np.einsum('n,nij->ij', c, xx) / len(X)
    return out
def ratio(d, K, lam, mus, sig, r=0.1, e=1e-3, n=200000, seed=0, trials=4):
    rng = np.random.default_rng(seed)
    Ws = np.linalg.qr(rng.normal(size=(d, d)))[0][:, :K]
    g = rng.choice(len(lam), size=n, p=lam); X = np.array(mus)[g] + sig * rng.normal(size=(n, d))
    shape = d**1.5 * K**2.5 * np.sqrt(sum(l * (np.abs(m).max() + sig)**2 for l, m in zip(lam, mus)) * sum(l * (np.abs(m).max() + sig)**4 for l, m in zip(lam, mus)))
    best = 0
    for t in range(trials):
        D0 = rng.normal(size=(d, K)); W = Ws + r * D0 / np.linalg.norm(D0)
        D = rng.normal(size=(d, K)); D /= np.linalg.norm(D)
        L = np.linalg.norm(hess(W + e * D, Ws, X) - hess(W, Ws, X), 2) / e
        best = max(best, L)
    return best, shape
for K in [1, 2]:
    d = 3
    mus = [np.array([1.0, 0, 0]), np.array([0, 0.7, 0.7])]; lam = [0.5, 0.5]
    for sig in [1.0, 0.3, 0.1, 0.01, 0.001]:
        L, S = ratio(d, K, lam, mus, sig)
        print(f'K={K} sigma={sig:<6} Lipschitz ratio {L:.4g}  shape {S:.4g}  ratio/shape (eps outside sqrt) {L/S:.4g}', flush=True)
# rare heavy group (lambda small, ||mu|| = s lambda^-1/2), K = 2
for lamh in [0.05, 0.01, 1e-3, 1e-4]:
    mus = [np.zeros(3), np.array([0, 0, 1.0]) * lamh**-0.5]; lam = [1 - lamh, lamh]
    L, S = ratio(3, 2, lam, mus, 1.0, n=400000)
    print(f'K=2 heavy lam={lamh:<6} Lipschitz ratio {L:.4g} shape {S:.4g} ratio/shape {L/S:.4g}', flush=True)
