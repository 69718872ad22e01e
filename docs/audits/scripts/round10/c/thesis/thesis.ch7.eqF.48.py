"""Auditor C, round 10: thesis Ch. 7 (CoT), (F.48) in the proof of Theorem 4 (App. F.4.2, seed L9523-L9527).

(F.48): after training as in Theorem 3, for p~_i of a TSR pattern different from the query's,
        p~_i^T W^(T) p~_query <~ eps log(K/eps).
Own implementation of Sec. 7.2: prompt (7.1) with l_tr K-step examples and the first k steps of the query; columns
p~ = (input; output) + c_step, positions c_1..c_K orthonormal (placed on extra coordinates, orthogonal to the content);
F(P) = sum_i W_V p~_i softmax(p~_i^T W p~_query) with W_V = (0 I) (output block), W = W_K^T W_Q trained by SGD on the
squared loss (7.3), W^(0) entries N(0, xi^2), xi tiny; k uniform in [K] per prompt (Sec. 7.2.2); training tasks: f_k =
shift by k in a random cyclic order of the M orthonormal TRR patterns (f_k(x) != f_k'(x) for k != k', every pattern
equally likely at every step); an alpha fraction of the examples share the query's input pattern (Sec. 7.3.2).
Theorem 3 (7.14)-(7.15): l_tr >= 1/alpha, eta < 1, T = c_T (eta^-1 alpha^-2 K^3 log(K/eps) + eta^-1 M K (1/alpha + 1/eps)),
B = ceil(max(eps^-2, M) log M) (constants read as 1; c_T in {1, 4} to probe the hidden constant of T).
Measured: the largest score over the step k, the query pattern q, and a step-k column whose input x != q (output y =
any pattern != x) -- the clean one-hot columns of the test-time form, with the test patterns = the training patterns
(mu' = mu satisfies (7.19)).
"""
import math

import numpy as np
import torch

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)


def build_batch(rng, B, M, K, l_tr, alpha):
    D = 2 * M + K
    n_col = l_tr * K + K  # pad the query part to K columns, masked
    P = np.zeros((B, n_col, D))
    mask = np.zeros((B, n_col), dtype=bool)
    Q = np.zeros((B, D))
    Z = np.zeros((B, M))
    for b in range(B):
        order = rng.permutation(M)
        inv = np.argsort(order)

        def f(k, x):  # shift by k in the cyclic order
            return order[(inv[x] + k) % M]
        k = int(rng.integers(1, K + 1))
        xq = int(rng.integers(M))
        nsame = int(math.ceil(alpha * l_tr))
        xs = [xq] * nsame + [int(rng.choice([j for j in range(M) if j != xq])) for _ in range(l_tr - nsame)]
        rng.shuffle(xs)
        c = 0
        for x in xs:
            cur = x
            for j in range(1, K + 1):
                nxt = f(j, cur)
                P[b, c, cur] = 1
                P[b, c, M + nxt] = 1
                P[b, c, 2 * M + j - 1] = 1
                mask[b, c] = True
                c += 1
                cur = nxt
        cur = xq
        for j in range(1, k):  # query's first k-1 steps
            nxt = f(j, cur)
            P[b, c, cur] = 1
            P[b, c, M + nxt] = 1
            P[b, c, 2 * M + j - 1] = 1
            mask[b, c] = True
            c += 1
            cur = nxt
        Q[b, cur] = 1
        Q[b, 2 * M + k - 1] = 1
        Z[b, f(k, cur)] = 1
    return torch.tensor(P), torch.tensor(mask), torch.tensor(Q), torch.tensor(Z)


def forward(W, P, mask, Q, M):
    s = torch.einsum("bcd,de,be->bc", P, W, Q)
    s = s.masked_fill(~mask, -1e300)
    a = torch.softmax(s, dim=1)
    return torch.einsum("bc,bcm->bm", a, P[:, :, M:2 * M])


def train(eps, M=3, K=2, l_tr=6, alpha=0.8, eta=0.9, xi=1e-4, cT=1.0, seed=0):
    rng = np.random.default_rng(seed)
    T = math.ceil(cT * (alpha**-2 * K**3 * math.log(K / eps) + M * K * (1 / alpha + 1 / eps)) / eta)
    Bsz = math.ceil(max(eps**-2, M) * math.log(M))
    D = 2 * M + K
    W = torch.tensor(xi * rng.standard_normal((D, D)), requires_grad=True)
    for _ in range(T):
        P, mask, Q, Z = build_batch(rng, Bsz, M, K, l_tr, alpha)
        loss = 0.5 * ((Z - forward(W, P, mask, Q, M)) ** 2).sum(1).mean()
        (g,) = torch.autograd.grad(loss, W)
        with torch.no_grad():
            W -= eta * g
    return W.detach().numpy(), T, Bsz, float(loss.detach())


def scores(W, M, K):
    other, same = -np.inf, -np.inf
    for k in range(K):
        for q in range(M):
            qv = np.zeros(2 * M + K); qv[q] = 1; qv[2 * M + k] = 1
            for x in range(M):
                for y in range(M):
                    if y == x:
                        continue
                    pv = np.zeros(2 * M + K); pv[x] = 1; pv[M + y] = 1; pv[2 * M + k] = 1
                    v = float(pv @ W @ qv)
                    if x != q:
                        other = max(other, v)
                    else:
                        same = max(same, v)
    return other, same


if __name__ == "__main__":
    K = 2
    print("K = 2, M = d = 3, l_tr = 6, alpha = 0.8, eta = 0.9, xi = 1e-4; T, B of Theorem 3 with constants 1 (c_T x)")
    for cT in (1.0, 4.0):
        for eps in (0.9, 0.3, 0.1, 0.05):
            W, T, Bsz, loss = train(eps, K=K, cT=cT)
            o, s = scores(W, 3, K)
            ref = eps * math.log(K / eps)
            print(f"  c_T = {cT}, eps = {eps}: T = {T}, B = {Bsz}, last batch loss {loss:.3g}; other-pattern score "
                  f"{o:.3f} vs eps log(K/eps) = {ref:.3f} (ratio {o / ref:.2f}); same-pattern {s:.3f}; "
                  f"W(c_k, c_k) = {W[2 * 3, 2 * 3]:.3f}, {W[2 * 3 + 1, 2 * 3 + 1]:.3f}")
