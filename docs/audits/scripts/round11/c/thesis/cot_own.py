"""Auditor C's own implementation (numpy, no repository code) of the Chapter 7 model of the thesis
(shared/seeds/003, Sec. 7.2-7.3.2, Subroutine 3): one-layer single-head attention F(P) = sum_i W_V p~_i softmax(p~_i^T W p~_q),
W_V = (0 I) (value = the output block), squared loss, SGD on W, W^(0) ~ N(0, xi^2).
Tokens p~ = (e_in; e_out; c_k): x-block (M), y-block (M), positional block (K). This is the embedding d_x = M + K with
c_k in the unused coordinates of the first block: c_k orthonormal, (mu_i, 0) perp c_k, W_V c_k = 0 (L2028, L2098).
Tasks: per prompt a random relabelling sigma of [M] and shifts j_k in {1..M-1}: f_k(x) = sigma(sigma^-1(x) + j_k mod M)
(permutations; two different f_k differ at every point, L2102). Context: l_tr examples of K steps (7.1); exactly
round(alpha l_tr) (>= 1) share the query's first input x_q (so their whole chain equals the query's), the others have
inputs uniform over the other M-1 patterns. Query step k uniform in [K]; prompt = l_tr K context columns + the k-1 query
columns (z_{j-1}; z_j) + c_j, query (z_{k-1}; 0) + c_k, label z_k.
"""
import numpy as np


def prompts(rng, n, M, K, l_tr, alpha):
    sig = np.argsort(rng.random((n, M)), 1)
    inv = np.argsort(sig, 1)
    sh = rng.integers(1, M, (n, K))
    rows = np.arange(n)[:, None]

    def f(k, x):  # x (n, m) pattern indices -> f_k(x)
        return sig[rows, (inv[rows, x] + sh[:, k - 1:k]) % M]

    xq = rng.integers(0, M, n)
    nsame = max(1, round(alpha * l_tr))
    pos = np.argsort(rng.random((n, l_tr)), 1) < nsame
    other = (xq[:, None] + rng.integers(1, M, (n, l_tr))) % M
    xc = np.where(pos, xq[:, None], other)
    ch = [xc]
    qc = [xq[:, None]]
    for k in range(1, K + 1):
        ch.append(f(k, ch[-1]))
        qc.append(f(k, qc[-1]))
    ch = np.stack(ch, 2)              # (n, l_tr, K+1)
    qc = np.concatenate(qc, 1)        # (n, K+1)
    kq = rng.integers(1, K + 1, n)
    D = 2 * M + K
    L = l_tr * K + K - 1
    P = np.zeros((n, L, D))
    mask = np.zeros((n, L), bool)
    info = np.zeros((n, L, 3), int)   # (in, out, step) of each column
    c = 0
    for s in range(l_tr):
        for k in range(1, K + 1):
            info[:, c] = np.stack([ch[:, s, k - 1], ch[:, s, k], np.full(n, k)], 1)
            mask[:, c] = True
            c += 1
    for j in range(1, K):
        info[:, c] = np.stack([qc[:, j - 1], qc[:, j], np.full(n, j)], 1)
        mask[:, c] = j < kq
        c += 1
    r = np.arange(n)[:, None]
    cols = np.arange(L)[None, :]
    P[r, cols, info[..., 0]] = 1
    P[r, cols, M + info[..., 1]] = 1
    P[r, cols, 2 * M + info[..., 2] - 1] = 1
    P[~mask] = 0
    q = np.zeros((n, D))
    zq_in = qc[np.arange(n), kq - 1]
    q[np.arange(n), zq_in] = 1
    q[np.arange(n), 2 * M + kq - 1] = 1
    z = np.zeros((n, M))
    z[np.arange(n), qc[np.arange(n), kq]] = 1
    # S_1^n: context columns (not query columns) with the query's input pattern and step
    ctx = np.zeros((n, L), bool)
    ctx[:, : l_tr * K] = True
    S1 = ctx & (info[..., 0] == zq_in[:, None]) & (info[..., 2] == kq[:, None])
    return dict(P=P, mask=mask, q=q, z=z, xq=zq_in, kq=kq, S1=S1, info=info, M=M, K=K)


def attend(W, d):
    s = np.einsum('nld,de,ne->nl', d['P'], W, d['q'])
    s = np.where(d['mask'], s, -np.inf)
    s -= s.max(1, keepdims=True)
    a = np.exp(s)
    a /= a.sum(1, keepdims=True)
    M = d['M']
    F = np.einsum('nl,nlm->nm', a, d['P'][..., M:2 * M])
    return a, F


def per_prompt_A(W, d):
    """A_n = sum_i a_i (c_i - cbar) p~_i with c_i = (F - z)^T W_V p~_i: dl_n/dW = A_n q_n^T (chain rule by hand)."""
    a, F = attend(W, d)
    M = d['M']
    c = np.einsum('nm,nlm->nl', F - d['z'], d['P'][..., M:2 * M])
    g = a * (c - (a * c).sum(1, keepdims=True))
    A = np.einsum('nl,nld->nd', g, d['P'])
    p = (a * d['S1']).sum(1)
    loss = 0.5 * ((F - d['z']) ** 2).sum(1)
    return A, p, loss


def train(M, K, l_tr, alpha, eta, B, T, xi, seed, record=None):
    rng = np.random.default_rng(seed)
    D = 2 * M + K
    W = xi * rng.standard_normal((D, D))
    for t in range(T):
        if record is not None and t in record:
            record[t] = W.copy()
        d = prompts(rng, B, M, K, l_tr, alpha)
        A, _, _ = per_prompt_A(W, d)
        G = np.einsum('nd,ne->de', A, d['q']) / B
        W = W - eta * G
    if record is not None and T in record:
        record[T] = W.copy()
    return W


def tok(M, K, x, y, k):
    v = np.zeros(2 * M + K)
    if x is not None:
        v[x] = 1
    if y is not None:
        v[M + y] = 1
    v[2 * M + k - 1] = 1
    return v


def grad_check(seed=0):
    """finite-difference check of dl_n/dW = A_n q_n^T"""
    rng = np.random.default_rng(seed)
    M, K = 3, 2
    W = 0.3 * rng.standard_normal((2 * M + K,) * 2)
    d = prompts(rng, 3, M, K, 5, 0.6)
    A, _, L0 = per_prompt_A(W, d)
    G = np.einsum('nd,ne->nde', A, d['q'])
    h = 1e-6
    err = 0
    for (i, j) in [(0, 1), (2, 2 * M), (M + 1, 2 * M + 1), (4, 0)]:
        E = np.zeros_like(W); E[i, j] = h
        _, _, Lp = per_prompt_A(W + E, d)
        _, _, Lm = per_prompt_A(W - E, d)
        err = max(err, np.abs((Lp - Lm) / (2 * h) - G[:, i, j]).max())
    return err
