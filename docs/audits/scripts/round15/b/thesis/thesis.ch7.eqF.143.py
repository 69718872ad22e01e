"""Auditor B, round 15: thesis (F.139) s_5 >= eta sum_{b=0}^t (1-p_n(b))^2 2 alpha^2/K^3 and (F.143) s_6 >= same,
proof of Lemma F.3.6 (App. F.5.2, L9998, L10014), on my own numpy model of Chapter 7 (7.1)-(7.3), Subroutine 3 (F.1).

Model (from the text): orthonormal TRR patterns e_1..e_M (d_x = M); a column of example i at step k is
(y_{i,k-1}; y_{i,k}) + c_k with c_k orthonormal PEs orthogonal to the patterns (extra K coordinates, |c_k| = 1);
the query at step k: (z_{k-1}; 0) + c_k, its earlier columns (z_{j-1}; z_j) + c_j (j < k) are keys (7.1); W_V reads the
output half; F = sum_i W_V p~_i softmax(p~_i^T W p~_q); squared loss; W^(0) ~ N(0, xi^2), xi = 1e-4; k uniform in [K];
round(alpha l) examples with x_i = x_query, the others a uniform other pattern.
B -> infinity (B >= Omega(M log M) with its constant grown): population GD, gradient averaged on NB fresh prompts
per step. Tasks f = f_K o ... o f_1: three families: 'shift' f_k = k places along a random cyclic order (the claim's),
'same' f_k = one random permutation g for every k, 'indep' independent uniform random permutations.
Groups (example-level reading of 'shares the TRR pattern'): A same-pattern example, query's step; B same-pattern
example, other step; C other example, query's step; D other example, other step. x_G = log-mean-exp of the logits.
s_5 = x_C - x_B (F.137), s_6 = x_C - x_D (F.142). The printed right side at W^(t+1): eta sum_{b=0}^t (1-p(b))^2 2a^2/K^3.
"""
import sys
import numpy as np


def perms(rng, n, M, K, fam):
    """f[k] : (n, M) int array, f_k as a map on pattern indices, k = 1..K."""
    out = {}
    if fam == "shift":
        order = np.argsort(rng.random((n, M)), 1)
        pos = np.argsort(order, 1)
        for k in range(1, K + 1):
            out[k] = np.take_along_axis(order, (pos + k) % M, 1)
    elif fam == "same":
        g = np.argsort(rng.random((n, M)), 1)
        for k in range(1, K + 1):
            out[k] = g
    else:
        for k in range(1, K + 1):
            out[k] = np.argsort(rng.random((n, M)), 1)
    return out


def make(rng, n, M, K, l, alpha, fam):
    f = perms(rng, n, M, K, fam)
    r = np.arange(n)[:, None]
    xq = rng.integers(0, M, n)
    nsame = max(1, int(round(alpha * l)))
    other = (xq[:, None] + 1 + rng.integers(0, M - 1, (n, l))) % M
    issame = np.zeros((n, l), bool)
    issame[:, :nsame] = True
    x = np.where(issame, xq[:, None], other)
    chain = [x]; qchain = [xq]
    for k in range(1, K + 1):
        chain.append(f[k][r, chain[-1]])
        qchain.append(f[k][np.arange(n), qchain[-1]])
    D = 2 * M + K
    kq = rng.integers(1, K + 1, n)
    ncol = l * K + K
    keys = np.zeros((n, ncol, D))
    grp = np.full((n, ncol), -1)
    valid = np.zeros((n, ncol), bool)
    for k in range(1, K + 1):
        cols = np.arange(l) * K + (k - 1)
        keys[r, cols[None, :], chain[k - 1]] = 1.0
        keys[r, cols[None, :], M + chain[k]] = 1.0
        keys[:, cols, 2 * M + k - 1] = 1.0
        valid[:, cols] = True
        samestep = (kq == k)[:, None]
        grp[:, cols] = np.where(issame, np.where(samestep, 0, 1), np.where(samestep, 2, 3))
        qc = l * K + k - 1  # query chain column of step k, visible iff k < kq
        vis = k < kq
        keys[vis, qc, qchain[k - 1][vis]] = 1.0
        keys[vis, qc, M + qchain[k][vis]] = 1.0
        keys[vis, qc, 2 * M + k - 1] = 1.0
        valid[vis, qc] = True
    qry = np.zeros((n, D))
    qin = np.stack(qchain, 1)[np.arange(n), kq - 1]
    qry[np.arange(n), qin] = 1.0
    qry[np.arange(n), 2 * M + kq - 1] = 1.0
    z = np.eye(M)[np.stack(qchain, 1)[np.arange(n), kq]]
    return dict(keys=keys, valid=valid, qry=qry, z=z, grp=grp, kq=kq, M=M)


def attn(W, P):
    s = np.einsum("nid,de,ne->ni", P["keys"], W, P["qry"])
    s = np.where(P["valid"], s, -np.inf)
    a = np.exp(s - s.max(1, keepdims=True))
    return s, a / a.sum(1, keepdims=True)


def grad(W, P):
    M = P["M"]
    s, a = attn(W, P)
    v = P["keys"][:, :, M:2 * M]
    F = np.einsum("ni,nim->nm", a, v)
    dlds = a * np.einsum("nim,nm->ni", v - F[:, None, :], F - P["z"])
    return np.einsum("ni,nid,ne->de", dlds, P["keys"], P["qry"]) / len(dlds)


def stats(W, P):
    s, a = attn(W, P)
    p = (a * (P["grp"] == 0)).sum(1)
    x = []
    for g in range(4):
        m = P["grp"] == g
        sg = np.where(m, s, -np.inf)
        mx = sg.max(1, keepdims=True)
        x.append(mx[:, 0] + np.log(np.where(m, np.exp(sg - mx), 0).sum(1) / m.sum(1)))
    return p, {"s5": x[2] - x[1], "s6": x[2] - x[3], "s2": x[0] - x[3]}


def run(K, M, alpha, eta, l, steps, fam, NB=2000, NE=512, seed=0):
    rng = np.random.default_rng(seed)
    D = 2 * M + K
    W = 1e-4 * rng.standard_normal((D, D))
    E = make(rng, NE, M, K, l, alpha, fam)
    S = np.zeros(NE)
    res = []
    for t in range(steps):
        p, _ = stats(W, E)
        S += (1 - p) ** 2
        W = W - eta * grad(W, make(rng, NB, M, K, l, alpha, fam))
        if t >= 1:  # printed for t >= 1 (L9970): W^(t+1) against sum_{b=0}^t
            p1, g = stats(W, E)
            rhs = eta * S * 2 * alpha ** 2 / K ** 3
            for nm in ("s5", "s6"):
                for k in range(1, K + 1):
                    sel = E["kq"] == k
                    d = g[nm][sel] - rhs[sel]
                    res.append((t, nm, k, g[nm][sel].mean(), rhs[sel].mean(), d.mean(),
                                d.std() / np.sqrt(sel.sum()), (d < 0).mean(), p[sel].mean()))
    return res


if __name__ == "__main__":
    cases = [(2, 4, 0.3, 0.3, 170, 3, "shift"), (2, 4, 0.3, 0.3, 170, 3, "same"), (2, 4, 0.3, 0.3, 170, 3, "indep"),
             (2, 4, 0.3, 0.3, 340, 2, "shift"), (2, 8, 0.3, 0.3, 170, 2, "shift"), (2, 8, 0.3, 0.3, 170, 2, "indep"),
             (2, 4, 0.5, 0.5, 170, 2, "shift")]
    if len(sys.argv) > 1:
        cases = [cases[int(i)] for i in sys.argv[1:]]
    for c in cases:
        print("K M alpha eta l steps fam =", c)
        for t, nm, k, sm, rm, dm, se, fr, pm in run(*c):
            print(f"  t={t} {nm} query-step {k}: mean s={sm:.5f} printed side={rm:.5f} gap={dm:+.5f} +- {se:.5f}"
                  f" frac<0={fr:.2f} (p_n(t) mean {pm:.3f})")
