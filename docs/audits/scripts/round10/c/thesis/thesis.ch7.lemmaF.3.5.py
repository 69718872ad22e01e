"""Auditor C, round 10: thesis Ch. 7, Lemma F.3.6 (F.11)-(F.12) (stage-1 conclusion of Lemma F.3.5), App. F, seed
L9301-L9380: for t >~ T_1 = eta^-1 alpha^-2 K^3 log(K/eps), with B >= Omega(M log M), l_tr >= Omega(1/alpha), a query in
step k puts softmax mass <= eps on the context columns not in step k.

Own vectorised trainer of Sec. 7.2 (the model of my thesis.ch7.eqF.48.py: prompt (7.1), positions on extra coordinates,
W_V = (0 I), squared loss, SGD on W = W_K^T W_Q, W^(0) ~ N(0, xi^2), k uniform, training tasks f_k = shift by k in a
random cyclic order of M orthonormal patterns, round-up alpha l_tr examples sharing the query's input pattern).
t = T_1 + T_2 + T_3 of (F.34) (constants 1), B = ceil(max(eps^-2, M) log M) (F.19), l_tr = ceil(6 (0.9/eps)^(1/6)) so
that alpha l_tr grows along eps -> 0 (B/(M log M), t/T_1 grow too): if a constant C made mass <= C eps, mass/eps would
stay bounded along the path.
Measured: the largest and the mean, over 1024 fresh step-k training prompts, of the softmax mass on the context-example
columns whose step is not k.
"""
import math

import numpy as np
import torch

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)


def batch(rng, B, M, K, l_tr, alpha):
    D = 2 * M + K
    order = np.argsort(rng.random((B, M)), axis=1)
    inv = np.argsort(order, axis=1)
    rows = np.arange(B)[:, None]

    def f(k, x):  # x: (B, n) pattern indices
        return order[rows, (inv[rows, x] + k) % M]
    k = rng.integers(1, K + 1, B)
    xq = rng.integers(0, M, B)
    nsame = math.ceil(alpha * l_tr - 1e-9)
    other = (xq[:, None] + rng.integers(1, M, (B, l_tr - nsame))) % M
    xs = np.concatenate([np.repeat(xq[:, None], nsame, 1), other], 1)
    xs = np.take_along_axis(xs, np.argsort(rng.random((B, l_tr)), 1), 1)
    ncol = l_tr * K + K - 1
    P = np.zeros((B, ncol, D))
    mask = np.zeros((B, ncol), dtype=bool)
    stepcol = np.full((B, ncol), -1)
    colinp = np.full((B, ncol), -1)
    cur = xs
    for j in range(1, K + 1):
        nxt = f(j, cur)
        cols = np.arange(l_tr) * K + (j - 1)
        P[rows, cols[None, :], cur] = 1
        P[rows, cols[None, :], M + nxt] = 1
        P[:, cols, 2 * M + j - 1] = 1
        mask[:, cols] = True
        stepcol[:, cols] = j
        colinp[:, cols] = cur
        cur = nxt
    curq = xq[:, None]
    for j in range(1, K):  # the query's first k-1 steps (present only where j < k)
        nxt = f(j, curq)
        col = l_tr * K + j - 1
        have = k > j
        P[have, col, curq[have, 0]] = 1
        P[have, col, M + nxt[have, 0]] = 1
        P[have, col, 2 * M + j - 1] = 1
        mask[have, col] = True
        curq = np.where(have[:, None], nxt, curq)
    Q = np.zeros((B, D))
    Q[np.arange(B), curq[:, 0]] = 1
    Q[np.arange(B), 2 * M + k - 1] = 1
    Z = np.zeros((B, M))
    Z[np.arange(B), f(k[:, None], curq)[:, 0] if False else order[np.arange(B), (inv[np.arange(B), curq[:, 0]] + k) % M]] = 1
    batch.last = (colinp, curq[:, 0], xq)
    return (torch.tensor(P), torch.tensor(mask), torch.tensor(Q), torch.tensor(Z), k, stepcol)


def attn(W, P, mask, Q):
    s = torch.einsum("bcd,de,be->bc", P, W, Q).masked_fill(~mask, -1e300)
    return torch.softmax(s, dim=1)


def run(eps, M=3, K=2, alpha=0.8, eta=0.9, xi=1e-4, seed=0, cT=1.0):
    l_tr = math.ceil(6 * (0.9 / eps) ** (1 / 6) - 1e-9)
    T1 = K**3 * math.log(K / eps) / (eta * alpha**2)
    T = math.ceil(cT * (T1 + (K * M / alpha + K * M / eps) / eta))
    Bsz = math.ceil(max(eps**-2, M) * math.log(M))
    rng = np.random.default_rng(seed)
    D = 2 * M + K
    W = torch.tensor(xi * rng.standard_normal((D, D)), requires_grad=True)
    for _ in range(T):
        P, mask, Q, Z, _, _ = batch(rng, Bsz, M, K, l_tr, alpha)
        out = torch.einsum("bc,bcm->bm", attn(W, P, mask, Q), P[:, :, M:2 * M])
        loss = 0.5 * ((Z - out) ** 2).sum(1).mean()
        (g,) = torch.autograd.grad(loss, W)
        with torch.no_grad():
            W -= eta * g
    P, mask, Q, Z, k, stepcol = batch(np.random.default_rng(12345), 1024, M, K, l_tr, alpha)
    with torch.no_grad():
        a = attn(W, P, mask, Q).numpy()
    other = ((stepcol >= 1) & (stepcol != k[:, None]))  # context-example columns of another step
    mass = (a * other).sum(1)
    return float(mass.max()), float(mass.mean()), T, Bsz, l_tr, T / T1


if __name__ == "__main__":
    print("K = 2, M = d = 3, alpha = 0.8, eta = 0.9, xi = 1e-4, seed 0")
    for eps in (0.9, 0.3, 0.1, 0.05, 0.03, 0.02):
        mx, mean, T, Bsz, l_tr, r = run(eps)
        print(f"  eps = {eps}: T = {T} (t/T_1 = {r:.2f}), B = {Bsz} (B/(M log M) = {Bsz / (3 * math.log(3)):.1f}), "
              f"l_tr = {l_tr} (alpha l_tr = {0.8 * l_tr:.1f}): largest other-step mass {mx:.4f} (/eps = {mx / eps:.3f}),"
              f" mean {mean:.4f} (/eps = {mean / eps:.3f})")
    print("longer training (4 T, same B): does the mass fall below eps?")
    for eps in (0.05, 0.02):
        mx, mean, T, Bsz, l_tr, r = run(eps, cT=4.0)
        print(f"  eps = {eps}: T = {T} (t/T_1 = {r:.2f}), B = {Bsz}: largest {mx:.4f} (/eps = {mx / eps:.3f}), mean {mean:.4f}")
