"""Audit r14 A: thesis (A.97) L3088 and (A.104) L3120, proof of Lemma A.3.1 Claim 1:
 |I_5| <~ (eta^2 t m/(sqrt(B) a^2)) xi ||p||^2 + (eta^2/a) sum_{b=1}^t sqrt(log m log B/B) (1/2B) sum_{n in B_b}
          (|S_2^n| m/(|S^n| a)) p_n(.) xi ||p||,
 I_5 = (1/B) sum_{n in B_b} eta y^n (1/|S^n|) sum_l a_(l)i 1[W_O(i)^(t) V_l^n(t) >= 0] (W_V-update part from neurons
 k not in W_{l,n}(0), (A.66)) applied to X^n softmax_l, projected on p_j   (A.70).
(A.97): lucky i (in W_{l,n}(0)), p_j != p_1; (A.104): i outside W_{l,n}(0) u U_{l,n}(0), any p_j.
Own simplified model of (2.1) (NOT the repo's): d = M = 3 orthonormal patterns p_1 (class +), p_2 (class -), p_3
(irrelevant) plus small token noise tau, L = 6 tokens, W_V = W_K = W_Q = I at t = 0 (initial model error sigma = 0),
W_O entries N(0, xi^2), a_(l) entries +-1/sqrt(m), a = sqrt(m), hinge loss, SGD on W_O and W_V (W_K, W_Q frozen: a
simplification), batches of B fresh samples (Algorithm 3: |B_t| = B). p_n(.) <= 1 is used in the right side (it only
enlarges it). The B -> inf limit of I_5 is a population mean that the y^n factor does not cancel, because the indicators
and the W_V update depend on the class."""
import math
import numpy as np

d, L, M = 3, 6, 3

def sample(rng, n, tau):
    y = rng.choice([-1, 1], size=n)
    X = np.zeros((n, L, d)); s1 = np.zeros(n); s2 = np.zeros(n)
    for q in range(n):
        if y[q] > 0:
            c1 = rng.integers(2, 5); c2 = rng.integers(0, 2)
        else:
            c2 = rng.integers(2, 5); c1 = rng.integers(0, 2)
        pats = [0] * c1 + [1] * c2 + [2] * (L - c1 - c2)
        rng.shuffle(pats)
        X[q, np.arange(L), pats] = 1.0
        s1[q], s2[q] = c1, c2
    X += tau * rng.normal(size=X.shape)
    X /= np.linalg.norm(X, axis=2, keepdims=True)                       # unit-norm tokens
    return X, y, s1, s2

def attn_avg(X):
    """X^n softmax(X^nT x_l) for every l: (n, L, d)."""
    logits = np.einsum('nsd,nld->nls', X, X)
    w = np.exp(logits - logits.max(2, keepdims=True)); w /= w.sum(2, keepdims=True)
    return np.einsum('nls,nsd->nld', w, X)

def run(B, m=256, xi=0.1, eta=1.0, t=1, tau=0.05, seed=0, n_chunks=1):
    rng = np.random.default_rng(seed)
    WO = rng.normal(size=(m, d)) * xi
    A = rng.choice([-1.0, 1.0], size=(L, m)) / math.sqrt(m)
    WV = np.eye(d)
    WO0 = WO.copy()
    contrib = np.zeros((m, d, d))             # accumulated W_V update, split by neuron k
    for b in range(t):
        X, y, s1, s2 = sample(rng, B, tau)
        XS = attn_avg(X)
        pre = np.einsum('nld,md->nlm', XS @ WV.T, WO)                  # W_O W_V X softmax_l
        F = np.einsum('lm,nlm->n', A, np.maximum(pre, 0)) / L
        act = (1 - y * F > 0).astype(float)
        coef = y * act / B
        ind = (pre > 0).astype(float)
        # dLoss/dW_O(k) = -(sum_n coef_n (1/L) sum_l a_lk ind (W_V XS_l)); dLoss/dW_V = -sum_k W_O(k)^T g_k
        g = np.einsum('n,lk,nlk,nld->kd', coef, A, ind, XS) / L       # g_k (row, in X-space)
        dWO = np.einsum('n,lk,nlk,nld->kd', coef, A, ind, XS @ WV.T) / L
        upd_k = eta * np.einsum('ka,kd->kad', WO, g)                   # eta W_O(k)^T g_k
        contrib += upd_k
        WV = WV + upd_k.sum(0)
        WO = WO + eta * dWO
    # iteration t: fresh batch, lucky sets from t = 0 quantities
    X, y, s1, s2 = sample(rng, B, tau)
    XS = attn_avg(X)
    V0 = XS                                   # W_V^(0) = I
    tok = np.argmax(np.abs(X), axis=2)        # the pattern of each token (noise is small)
    pre0 = np.einsum('nld,md->nlm', V0, WO0)
    Wl = (pre0 > 0) & (tok == 0)[:, :, None]  # W_{l,n}(0): l in S_1^n
    Ul = (pre0 > 0) & (tok == 1)[:, :, None]  # U_{l,n}(0): l in S_2^n
    ind = (np.einsum('nld,md->nlm', XS @ WV.T, WO) >= 0).astype(float)
    # (sum_{k not in W_{l,n}(0)} contrib_k) XS_l, projected on p_j: per (n, l, j)
    proj_k = np.einsum('kad,nld->nlka', contrib, XS)                   # (n, l, k, a)
    U5 = np.einsum('nlka,nlk->nla', proj_k, (~Wl).astype(float))       # (n, l, j)
    I5 = eta * np.einsum('n,lm,nlm,nlj->mj', y.astype(float), A, ind, U5) / (B * L)   # (neuron i, pattern j)
    lucky = Wl.any((0, 1)); neither = ~(Wl.any((0, 1)) | Ul.any((0, 1)))
    lhs97 = np.abs(I5[lucky][:, 1:]).max() if lucky.any() else float('nan')
    lhs104 = np.abs(I5[neither]).max() if neither.any() else float('nan')
    a = math.sqrt(m)
    rhs = (eta**2 * t * m / (math.sqrt(B) * a**2) * xi
           + (eta**2 / a) * t * math.sqrt(math.log(m) * math.log(B) / B) * 0.5 * np.mean(s2 * m / (L * a)) * 1.0 * xi)
    return lhs97, lhs104, rhs, int(lucky.sum()), int(neither.sum())

if __name__ == "__main__":
    import sys
    full = "--full" in sys.argv          # --full: the table of the audit entry (3 settings, 3 seeds, B to 32768; minutes)
    settings = ((0.1, 1.0, 1), (0.1, 1.0, 2), (1.0, 0.5, 2)) if full else ((0.1, 1.0, 2),)
    Bs = (32, 128, 512, 2048, 8192, 32768) if full else (32, 512, 8192)
    seeds = range(3) if full else range(1)
    for (xi, eta, t) in settings:
        print(f"xi={xi} eta={eta} t={t}, m=256 (>= M^2 ln N up to N = e^28):")
        for B in Bs:
            r = [run(B, xi=xi, eta=eta, t=t, seed=s) for s in seeds]
            l97 = np.median([q[0] for q in r]); l104 = np.median([q[1] for q in r]); rhs = r[0][2]
            print(f"  B={B:6d}: median max|I_5| (A.97 lucky, j != 1) = {l97:.3e}, (A.104 neither) = {l104:.3e};"
                  f" printed side = {rhs:.3e}; ratios {l97/rhs:.3f}, {l104/rhs:.3f} (lucky {r[0][3]}, neither {r[0][4]})")
