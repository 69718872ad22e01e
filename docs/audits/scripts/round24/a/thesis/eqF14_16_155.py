"""Auditor A, round 24: thesis Lemma F.3.7 (F.14), (F.16) (seed 003 L9366-L9380) and (F.155) (L10083-L10088).

Own model of Chapter 7 (no repository code):
  patterns mu_i = e_i (i <= M) in R^d, d = M + K; positional encodings c_k = (e_{M+k}; 0) in R^{2d} (orthonormal,
  orthogonal to (mu_i; 0) and to the output half, so W_V c_k = 0); W_V = (0 I) fixed; W = W_K^T W_Q trained,
  W^(0) ~ N(0, xi^2).  Tasks (Section 7.5): a random permutation p of [M], f_k(mu_{p_i}) = mu_{p_{(i+k) mod M}}, fresh per
  prompt.  Prompt (7.1): l_tr examples of K columns (y_{i,j-1}; y_{i,j}) + c_j, query Q_k (k uniform in [K]) with
  columns (z_{j-1}; z_j) + c_j, j < k, and the query column (z_{k-1}; 0) + c_k; label z_k.  ceil(alpha l_tr) examples
  have x_i = z_0 (the query input's TRR pattern), the others a uniform other pattern.
  F = sum_{i < len} W_V p~_i softmax_i(p~_i^T W p~_query) (7.2); squared loss; SGD (Algorithm 3) with batch B.
Quantity: G = eta (1/B) sum_{n in B_t} dl/dW at t (the batch of step t).  Column tokens p~ = (mu_a; mu_b) + c_k over
all a, b in [M], k in [K] (every column any task can produce).  Literal (F.14)/(F.16): |p~'^T G p~'| over every
column token (for K >= 2 each column is a p~' for some p~).  Mixed reading (the proof's (F.155): p~'^T G p~):
max |p~'^T G p~| over pairs with the same top (TRR) pattern and different k (F.14, F.155), different top and
different k (F.16).  Compared with eta eps at t = T_1 = eta^-1 alpha^-2 K^3 log(K/eps) (and later t).
"""
import math
import sys

import numpy as np
import torch

torch.set_default_dtype(torch.float64)


def make_batch(rng, B, M, K, l, alpha):
    d = M + K
    toks_all, masks, qs, zs = [], [], [], []
    L = l * K + K - 1          # max number of attended columns
    T = np.zeros((B, L, 2 * d)); Mk = np.zeros((B, L), dtype=bool); Q = np.zeros((B, 2 * d)); Z = np.zeros((B, d))
    for n in range(B):
        perm = rng.permutation(M)
        pos = np.empty(M, dtype=int); pos[perm] = np.arange(M)
        f = lambda a, k: perm[(pos[a] + k) % M]           # f_k on pattern indices
        k = rng.integers(1, K + 1)
        z0 = rng.integers(M)
        nmatch = int(math.ceil(alpha * l))
        xs = [z0] * nmatch + [rng.choice([a for a in range(M) if a != z0]) for _ in range(l - nmatch)]
        rng.shuffle(xs)
        c = 0
        for x in xs:
            y = x
            for j in range(1, K + 1):
                ynew = f(y, j)
                T[n, c, y] = 1.0; T[n, c, d + ynew] = 1.0; T[n, c, M + j - 1] += 1.0
                Mk[n, c] = True; c += 1
                y = ynew
        z = z0
        for j in range(1, k):
            znew = f(z, j)
            T[n, c, z] = 1.0; T[n, c, d + znew] = 1.0; T[n, c, M + j - 1] += 1.0
            Mk[n, c] = True; c += 1
            z = znew
        Q[n, z] = 1.0; Q[n, M + k - 1] += 1.0
        Z[n, f(z, k)] = 1.0
    return torch.tensor(T), torch.tensor(Mk), torch.tensor(Q), torch.tensor(Z)


def loss_fn(W, batch, d):
    T, Mk, Q, Z = batch
    sc = torch.einsum("bld,de,be->bl", T, W, Q)
    sc = sc.masked_fill(~Mk, -1e300)
    at = torch.softmax(sc, 1)
    F = torch.einsum("bl,bld->bd", at, T[:, :, d:])
    return 0.5 * ((Z - F) ** 2).sum(1).mean(), at


def tokens(M, K):
    d = M + K
    out, meta = [], []
    for a in range(M):
        for b in range(M):
            for k in range(K):
                v = np.zeros(2 * d); v[a] = 1; v[d + b] = 1; v[M + k] += 1
                out.append(v); meta.append((a, b, k))
    return torch.tensor(np.array(out)), meta


def run(eps_list, M=3, K=2, alpha=0.9, eta=0.99, l=6, B=7, xi=1e-4, seed=0, later=(1, 8)):
    rng = np.random.default_rng(seed)
    torch.manual_seed(seed)
    d = M + K
    W = (torch.randn(2 * d, 2 * d) * xi).requires_grad_()
    T1s = {e: int(math.ceil(K ** 3 * math.log(K / e) / (eta * alpha ** 2))) for e in eps_list}
    checks = sorted(set(m * T for T in T1s.values() for m in later))
    P, meta = tokens(M, K)
    same_top_diffk = [(i, j) for i, (a, b, k) in enumerate(meta) for j, (a2, b2, k2) in enumerate(meta) if a == a2 and k != k2]
    diff_top_diffk = [(i, j) for i, (a, b, k) in enumerate(meta) for j, (a2, b2, k2) in enumerate(meta) if a != a2 and k != k2]
    res = {}
    for t in range(max(checks) + 1):
        batch = make_batch(rng, B, M, K, l, alpha)
        loss, at = loss_fn(W, batch, d)
        g = torch.autograd.grad(loss, W)[0]
        if t in checks:
            G = eta * g
            quad = torch.einsum("id,de,ie->i", P, G, P).abs()
            mixed = P @ G @ P.T            # (i, j) -> p_i^T G p_j
            m14 = max(abs(float(mixed[j, i])) for i, j in same_top_diffk)   # p~'^T G p~ with p~' = j
            m16 = max(abs(float(mixed[j, i])) for i, j in diff_top_diffk)
            Praw = P.clone(); Praw[:, M:M + K] = 0.0                 # p without its positional encoding
            mraw = P @ G @ Praw.T                                  # (j, i) -> p~_j^T G p_i
            m155 = max(abs(float(mraw[j, i])) for i, j in same_top_diffk)
            # attention on the query's own step and TRR: p_n(t), and off-step mass
            T_, Mk, Q, Z = batch
            res[t] = dict(lit=float(quad.max()), mix14=m14, mix16=m16, m155=m155, loss=float(loss))
        with torch.no_grad():
            W -= eta * g
    return T1s, res


if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else "base"
    eps_list = [1e-2, 1e-3, 1e-4, 1e-6]
    cfgs = {"base": dict(), "bigB": dict(B=70), "bigl": dict(l=30), "bigBl": dict(B=70, l=30),
            "K3": dict(K=3, M=4, alpha=0.5, B=20, l=12)}
    cfg = cfgs[mode]
    print("config", mode, cfg, flush=True)
    for seed in range(int(sys.argv[2]) if len(sys.argv) > 2 else 3):
        T1s, res = run(eps_list, seed=seed, **cfg)
        eta = 0.99
        for e in eps_list:
            T1 = T1s[e]
            r = res[T1]; r8 = res[8 * T1]
            print(f"seed {seed} eps {e:.0e} T1 {T1:5d}: literal max|p'Gp'| {r['lit']:.3e}  mixed F.14 {r['mix14']:.3e} "
                  f"F.16 {r['mix16']:.3e} F.155(p raw) {r['m155']:.3e}  vs eta*eps {eta*e:.1e} (ratios {r['lit']/(eta*e):.3g}, {r['mix14']/(eta*e):.3g}, "
                  f"{r['mix16']/(eta*e):.3g}, {r['m155']/(eta*e):.3g}) | at 8 T1: {r8['lit']:.2e} {r8['mix14']:.2e} {r8['mix16']:.2e} loss {r8['loss']:.2e}",
                  flush=True)


def k3_check():
    """K = 3, M = 4, alpha = 0.5, B = 20, l_tr = 12, measured at T_1 only (eps = 1e-2, 1e-4)."""
    eta = 0.99
    for e in (1e-2, 1e-4):
        T1s, res = run([e], K=3, M=4, alpha=0.5, B=20, l=12, later=(1,))
        r = res[T1s[e]]
        print(f"K=3 eps {e:.0e} T1 {T1s[e]}: literal {r['lit']:.3e} mixed F.14 {r['mix14']:.3e} F.16 {r['mix16']:.3e} "
              f"F.155 {r['m155']:.3e} vs eta*eps {eta*e:.1e}", flush=True)
