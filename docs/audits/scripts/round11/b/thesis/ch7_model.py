"""Own implementation of the thesis Chapter 7 model (Section 7.2, Subroutine 3), numpy only.
Patterns mu_j = e_j in R^d (d = M); column p~ = (top; bottom; e_k) in R^{2d+K} (PE in separate dims, orthonormal,
orthogonal to patterns; W_V = (0 I 0) reads the bottom half, (F.71)-(F.73)). Task f = K random permutations of [M].
Training prompt for step k (7.1): l_tr examples E_i (columns (y_{i,j-1}; y_{i,j}; c_j), j = 1..K), then Q_k's
columns (z_{j-1}; z_j; c_j), j < k, then the query (z_{k-1}; 0; c_k). round(alpha l_tr) examples have x_i = z_0
(input sharing the query input's TRR pattern at step k, f_k injective), the rest x_i uniform over the other patterns.
F = sum_{i < len} W_V p~_i softmax(p~_i^T W p~_q) (7.2), loss 1/2 ||z - F||^2, SGD (F.1), W^(0) ~ N(0, xi^2)."""
import numpy as np


def make_prompt(rng, M, K, l_tr, alpha, k, xq):
    d = M
    D = 2 * d + K
    perms = [rng.permutation(M) for _ in range(K)]
    n_same = int(round(alpha * l_tr))
    xs = [xq] * n_same + [int(rng.choice([j for j in range(M) if j != xq])) for _ in range(l_tr - n_same)]
    rng.shuffle(xs)
    cols, meta = [], []  # meta: (top idx, bottom idx or -1, pe idx)
    def col(top, bot, pe):
        v = np.zeros(D)
        v[top] = 1.0
        if bot >= 0:
            v[d + bot] = 1.0
        v[2 * d + pe] = 1.0
        return v
    for x in xs:
        y = x
        for j in range(K):
            ny = int(perms[j][y])
            cols.append(col(y, ny, j)); meta.append((y, ny, j))
            y = ny
    z = [xq]
    for j in range(K):
        z.append(int(perms[j][z[-1]]))
    for j in range(k - 1):
        cols.append(col(z[j], z[j + 1], j)); meta.append((z[j], z[j + 1], j))
    q = col(z[k - 1], -1, k - 1)
    label = np.zeros(d); label[z[k]] = 1.0
    return np.array(cols), np.array(meta), q, label, (z[k - 1], k - 1)


def forward(W, cols, q, d):
    s = cols @ W @ q
    s = s - s.max()
    a = np.exp(s); a /= a.sum()
    F = a @ cols[:, d:2 * d]
    return a, F


def grad(W, cols, q, label, d):
    a, F = forward(W, cols, q, d)
    c = cols[:, d:2 * d] @ (F - label)          # c_i = (F - z)^T W_V p~_i
    A = (a * (c - a @ c)) @ cols                # sum_i a_i (c_i - cbar) p~_i
    return np.outer(A, q), A, a, F


def batch(rng, M, K, l_tr, alpha, B):
    """Every TRR pattern and every step equally likely in the batch (cyclic assignment)."""
    out = []
    off = rng.integers(M * K)
    for b in range(B):
        idx = (off + b) % (M * K)
        out.append(make_prompt(rng, M, K, l_tr, alpha, idx % K + 1, idx // K))
    return out


def train(seed, M, K, l_tr, alpha, B, T, eta, xi):
    rng = np.random.default_rng(seed)
    d = M; D = 2 * d + K
    W = xi * rng.standard_normal((D, D))
    for _ in range(T):
        G = np.zeros((D, D))
        for cols, meta, q, label, _ in batch(rng, M, K, l_tr, alpha, B):
            G += grad(W, cols, q, label, d)[0]
        W -= eta * G / B
    return W, rng


def p_n(a, meta, qinfo):
    xq, kq = qinfo
    ctx = np.arange(len(meta))
    m = (meta[:, 0] == xq) & (meta[:, 2] == kq)
    return float(a[m].sum())


def check_grad(seed=0):
    rng = np.random.default_rng(seed)
    M, K = 3, 2; d = M; D = 2 * d + K
    W = 0.5 * rng.standard_normal((D, D))
    cols, meta, q, label, _ = make_prompt(rng, M, K, 5, 0.6, 2, 1)
    G = grad(W, cols, q, label, d)[0]
    def loss(W):
        a, F = forward(W, cols, q, d)
        return 0.5 * np.sum((F - label) ** 2)
    num = np.zeros_like(W); h = 1e-6
    for i in range(D):
        for j in range(D):
            E = np.zeros_like(W); E[i, j] = h
            num[i, j] = (loss(W + E) - loss(W - E)) / (2 * h)
    return np.abs(num - G).max()
