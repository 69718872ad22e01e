"""Auditor A, round 24: thesis (A.124) (seed 003 L3247), Chapter 2 (ViT), at t = 0.

Own model: orthonormal patterns mu_j = e_j (j <= M) in R^d; initial model W_V = W_K = W_Q = I (Assumption 2.3.1 with
P = Q = R = {e_j}, sigma = delta = 0, norms <= 1), so q_1(0) = e_1; tokens x = normalise(mu_j + noise), ||noise|| <= tau
< kappa/4 (2.5); W_O rows iid N(0, xi^2) (Section 2.2).  For sample n: l a non-discriminative token, k in S_1^n,
j in S_1^g of another sample g.  (A.124) as printed:
  left  = |W_O(i) . a|,  a = sum_s W_V x_s sm_l(s) q_1^T (W_K x_s - sum_r sm_l(r) W_K x_r) (x_l^T x_j^g)
  right = |W_O(i) . b|,  b = sum_s W_V x_s sm_k(s) q_1^T (W_K x_s - sum_r sm_l(r) W_K x_r) (x_k^T x_j^g)
  sm_u(s) = softmax_s(x_s^T W_K^T W_Q x_u).  The display has a free neuron index i: reported max_i left/right over m
  neurons (median over 16 networks), and the 'summed over neurons' reading sum_i left / sum_i right.
"""
import numpy as np

rng = np.random.default_rng(0)


def sample_tokens(pats, tau, d):
    X = []
    for j in pats:
        v = np.zeros(d); v[j] = 1.0
        nz = rng.normal(size=d); nz[j] = 0.0
        nz *= tau * rng.random() / np.linalg.norm(nz)
        x = v + nz
        X.append(x / np.linalg.norm(x))
    return np.array(X)


def vectors(M=4, d=12, tau=0.05, nS1=3, nS2=2, nother=3):
    pats = [0] * nS1 + [1] * nS2 + list(rng.integers(2, M, size=nother))
    X = sample_tokens(pats, tau, d)                 # L x d, rows x_s
    Xg = sample_tokens([0], tau, d)[0]              # x_j^g, a mu_1 token of another sample
    l = nS1 + nS2                                   # first non-discriminative token
    k = 0                                           # a mu_1 token
    q1 = np.zeros(d); q1[0] = 1.0
    sm = lambda u: np.exp(X @ X[u] - (X @ X[u]).max()) / np.exp(X @ X[u] - (X @ X[u]).max()).sum()
    sl, sk = sm(l), sm(k)
    cen = X - sl @ X                                # W_K x_s - sum_r sm_l(r) W_K x_r
    w = cen @ q1
    a = (sl * w) @ X * (X[l] @ Xg)
    b = (sk * w) @ X * (X[k] @ Xg)
    return a, b


for tau in (0.05, 0.2):
    print(f"tau = {tau}")
    for m in (64, 256, 1024, 4096, 16384):
        mx, sums = [], []
        for net in range(16):
            a, b = vectors(tau=tau)
            WO = rng.normal(size=(m, len(a)))       # xi cancels in the ratio
            L, R = np.abs(WO @ a), np.abs(WO @ b)
            mx.append((L / R).max()); sums.append(L.sum() / R.sum())
        cos = abs(a @ b) / np.linalg.norm(a) / np.linalg.norm(b)
        print(f"  m = {m:6d}: median over 16 networks of max_i left/right = {np.median(mx):9.3f} "
              f"[{np.quantile(mx, .1):8.3f}, {np.quantile(mx, .9):9.3f}];  summed over neurons {np.median(sums):.4f}; "
              f"|cos(a,b)| (last) {cos:.4f}, |a|/|b| {np.linalg.norm(a)/np.linalg.norm(b):.4f}")
