"""Audit B, thesis.ch7.eqF.48: (F.48) L9525-9527, proof of Theorem 4: after Theorem 3's training,
    p~_i^T W^(T) p~_query <~ eps log(K/eps)  for p~_i of a TSR pattern other than the query's.
Own implementation of Sec. 7.2 (L2000-2030): F(P) = sum_i W_V p~_i softmax(p~_i^T W p~_query), W_V = (0 I 0) picks
the output block, squared loss, SGD (step eta, batch B), W^(0) ~ N(0, xi^2), orthonormal positional c_k (extra
coordinates, orthogonal to the pattern blocks), training tasks f_k(mu_{p_i}) = mu_{p_{(i+k) mod M}} for a random
permutation p (L2249), k uniform in [K], alpha fraction of examples with x_i = x_query (so the step-k input equals
z_{k-1}), earlier query columns (z_{j-1}; z_j) + c_j in the context (7.1).
Test of (F.48) with mu'_j = mu_j (7.19 trivially; the score of clean one-hot tokens, as (F.45)-(F.48) write it):
the largest p~_i^T W p~_query over the query pattern q, step k and a same-step column (x; y; c_k), x != q.
Also checks the exact conservation law sum_k' c_k'^T W^(T) = sum_k' c_k'^T W^(0) (each SGD gradient is
sum_i g_i p~_i p~_q^T with sum_i g_i = 0), which forces c_k^T W c_k >= ((K-1)/K) * positional gap."""
import numpy as np, math, time

def train(M=8, K=2, alpha=0.5, l_tr=8, eta=0.9, xi=0.01, B=256, T=1000, seed=0, snapshots=()):
    rng = np.random.default_rng(seed)
    D = 2 * M + K
    W = rng.normal(0, xi, (D, D)); W0 = W.copy()
    nsame = max(1, round(alpha * l_tr))
    snaps = {}
    for t in range(1, T + 1):
        perm = np.array([rng.permutation(M) for _ in range(B)])           # task per prompt
        inv = np.argsort(perm, 1)
        def f(kstep, idx):   # f_k(mu_{p_i}) = mu_{p_{i+k}}
            b = np.arange(B)[:, None] if idx.ndim == 2 else np.arange(B)
            return perm[b, (inv[b, idx] + kstep) % M]
        k = rng.integers(1, K + 1, B)                                       # query step
        z0 = rng.integers(0, M, B)
        x = rng.integers(0, M, (B, l_tr))
        for b in range(B):                                                   # exactly nsame share the query's x
            others = rng.choice([j for j in range(M) if j != z0[b]], l_tr - nsame)
            x[b] = rng.permutation(np.concatenate([np.full(nsame, z0[b]), others]))
        ys = [x]; zs = [z0]
        for s in range(1, K + 1):
            ys.append(f(s, ys[-1])); zs.append(f(s, zs[-1]))
        # columns: context (y_{s-1}; y_s; c_s) for s in 1..K, then query columns j < k: (z_{j-1}; z_j; c_j)
        ncol = l_tr * K + K - 1
        P = np.zeros((B, ncol, D)); mask = np.zeros((B, ncol), bool)
        for s in range(1, K + 1):
            cols = np.arange(l_tr) * K + (s - 1)
            bi = np.arange(B)[:, None]
            P[bi, cols[None, :], ys[s - 1]] = 1; P[bi, cols[None, :], M + ys[s]] = 1; P[:, cols, 2 * M + s - 1] = 1
            mask[:, cols] = True
        for j in range(1, K):
            c = l_tr * K + j - 1
            use = k > j
            P[use, c, zs[j - 1][use]] = 1; P[use, c, M + zs[j][use]] = 1; P[use, c, 2 * M + j - 1] = 1
            mask[use, c] = True
        q = np.zeros((B, D)); zq = np.array([zs[kk - 1][b] for b, kk in enumerate(k)])
        q[np.arange(B), zq] = 1; q[np.arange(B), 2 * M + k - 1] = 1
        lab = np.zeros((B, M)); lab[np.arange(B), [zs[kk][b] for b, kk in enumerate(k)]] = 1
        s_ = np.einsum('bcd,de,be->bc', P, W, q); s_[~mask] = -np.inf
        a = np.exp(s_ - s_.max(1, keepdims=True)); a /= a.sum(1, keepdims=True)
        Y = P[:, :, M:2 * M]
        F = np.einsum('bc,bcm->bm', a, Y); r = lab - F
        loss = 0.5 * (r ** 2).sum(1).mean()
        h = -np.einsum('bm,bcm->bc', r, Y)
        g = a * (h - (a * h).sum(1, keepdims=True))                         # dL/ds, sums to 0 per prompt
        grad = np.einsum('bc,bcd,be->de', g, P, q) / B
        W -= eta * grad
        if t in snapshots:
            snaps[t] = (W.copy(), loss)
    return W0, W, snaps

def scores(W, M, K):
    """largest other-pattern same-step score, least same-pattern same-step score, positional entries"""
    best_other, least_same = -np.inf, np.inf
    for k in range(K):
        for qq in range(M):
            qv = np.zeros(2 * M + K); qv[qq] = 1; qv[2 * M + k] = 1
            for x in range(M):
                for y in range(M):
                    if y == x: continue
                    p = np.zeros(2 * M + K); p[x] = 1; p[M + y] = 1; p[2 * M + k] = 1
                    v = p @ W @ qv
                    if x != qq: best_other = max(best_other, v)
                    else: least_same = min(least_same, v)
    return best_other, least_same

if __name__ == "__main__":
    t0 = time.time()
    M, K = 8, 2
    snaps = (25, 50, 100, 200, 400, 800, 1600)
    W0, W, S = train(M=M, K=K, T=1600, B=128, snapshots=snaps)
    pos = slice(2 * M, 2 * M + K)
    print("conservation |sum_k' c_k'^T (W^T - W^0)| =", np.abs((W - W0)[pos].sum(0)).max(),
          " |sum_x mu_x^T (W^T-W^0)| =", np.abs((W - W0)[:M].sum(0)).max(),
          " |sum_y (0;mu_y)^T (W^T-W^0)| =", np.abs((W - W0)[M:2*M].sum(0)).max())
    for t in snaps:
        Wt, loss = S[t]
        other, same = scores(Wt, M, K)
        C = Wt[pos, pos]
        eps = loss  # Theorem 3: loss <= O(eps); take eps = the batch training loss reached
        print(f"t={t:5d} loss={loss:.4f}  max other-pattern score={other:+.3f}  min same-pattern={same:+.3f}  "
              f"c1'Wc1={C[0,0]:+.3f} c2'Wc1={C[1,0]:+.3f} c2'Wc2={C[1,1]:+.3f}  eps log(K/eps)={eps*math.log(K/eps):.4f}"
              f"  ratio={other/(eps*math.log(K/eps)):.1f}")
    print(f"{time.time()-t0:.1f}s")
