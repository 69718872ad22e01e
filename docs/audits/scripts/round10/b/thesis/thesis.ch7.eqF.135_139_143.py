"""Audit B, thesis.ch7.eqF.135 / F.139 / F.143 (proof of Lemma F.3.6, L9982, L9998, L10014):
    s_2, s_5, s_6 >= eta sum_{b=0}^t (1 - p_n(b))^2 2 alpha^2 / K^3      (t >= 1, L9970)
The s_i are defined only through the denominators of (F.133), (F.137), (F.142), (F.144): with groups of context
columns A (the query's example class x_i = x_query, the query's step; |A| = alpha l_tr, mass p_n), B (same class,
other steps; (K-1) alpha l_tr), C (other class, query's step; (1-alpha) l_tr), D (other class, other steps),
(F.133) weighs D by e^{-s_2} relative to A, (F.137) weighs C by e^{s_5} relative to B, (F.142) weighs D by e^{-s_6}
relative to C; for groups with unequal logits inside, read each group by its log-mean-exp logit x_G, so
s_2 = x_A - x_D, s_5 = x_C - x_B, s_6 = x_C - x_D (exact when each group is constant).
Own SGD of Sec. 7.2 (same model as my thesis.ch7.eqF.48.py, rewritten here: no shared code)."""
import numpy as np, math, sys

def batch(rng, B, M, K, l_tr, alpha):
    D = 2 * M + K
    nsame = max(1, round(alpha * l_tr))
    perm = np.array([rng.permutation(M) for _ in range(B)]); inv = np.argsort(perm, 1)
    bi = np.arange(B)
    def f(s, idx):
        if idx.ndim == 2: return perm[bi[:, None], (inv[bi[:, None], idx] + s) % M]
        return perm[bi, (inv[bi, idx] + s) % M]
    k = rng.integers(1, K + 1, B); z0 = rng.integers(0, M, B)
    x = np.empty((B, l_tr), int); same = np.zeros((B, l_tr), bool)
    for b in range(B):
        others = rng.choice([j for j in range(M) if j != z0[b]], l_tr - nsame)
        o = rng.permutation(l_tr)
        x[b] = np.concatenate([np.full(nsame, z0[b]), others])[o]; same[b] = (np.arange(l_tr) < nsame)[o]
    ys = [x]; zs = [z0]
    for s in range(1, K + 1):
        ys.append(f(s, ys[-1])); zs.append(f(s, zs[-1]))
    L = l_tr * K; ncol = L + K - 1
    P = np.zeros((B, ncol, D)); mask = np.zeros((B, ncol), bool)
    step = np.zeros(L, int); cls = np.zeros((B, L), bool)
    for s in range(1, K + 1):
        cols = np.arange(l_tr) * K + (s - 1); step[cols] = s
        P[bi[:, None], cols[None, :], ys[s - 1]] = 1; P[bi[:, None], cols[None, :], M + ys[s]] = 1
        P[:, cols, 2 * M + s - 1] = 1; mask[:, cols] = True; cls[:, cols] = same
    for j in range(1, K):
        c = L + j - 1; use = k > j
        P[use, c, zs[j - 1][use]] = 1; P[use, c, M + zs[j][use]] = 1; P[use, c, 2 * M + j - 1] = 1; mask[use, c] = True
    q = np.zeros((B, D)); zq = np.array([zs[kk - 1][b] for b, kk in enumerate(k)])
    q[bi, zq] = 1; q[bi, 2 * M + k - 1] = 1
    lab = np.zeros((B, M)); lab[bi, [zs[kk][b] for b, kk in enumerate(k)]] = 1
    samestep = step[None, :] == k[:, None]
    groups = {"A": cls & samestep, "B": cls & ~samestep, "C": ~cls & samestep, "D": ~cls & ~samestep}
    return P, mask, q, lab, groups, L

def logits(P, mask, q, W):
    s = np.einsum('bcd,de,be->bc', P, W, q); s[~mask] = -np.inf; return s

def run(M=6, K=2, alpha=0.5, cl=4.0, cB=8.0, eta=0.5, xi=1e-4, T=40, seed=0, nev=64):
    rng = np.random.default_rng(seed)
    l_tr = max(2, math.ceil(cl / alpha)); Bsz = max(1, math.ceil(cB * M * math.log(M)))
    D = 2 * M + K; W = rng.normal(0, xi, (D, D))
    Pe, me, qe, _, ge, L = batch(np.random.default_rng(seed + 999), nev, M, K, l_tr, alpha)
    if any(g.sum(1).min() == 0 for g in ge.values()): raise SystemExit("empty group")
    p_hist, s_hist = [], []
    def rec(W):
        s = logits(Pe, me, qe, W); a = np.exp(s - s.max(1, keepdims=True)); a /= a.sum(1, keepdims=True)
        p_hist.append((a[:, :L] * ge["A"]).sum(1))
        x = {}
        for G, g in ge.items():
            sg = np.where(g, s[:, :L], -np.inf); m = sg.max(1, keepdims=True)
            x[G] = (m[:, 0] + np.log(np.exp(sg - m).sum(1))) - np.log(g.sum(1))
        s_hist.append((x["A"] - x["D"], x["C"] - x["B"], x["C"] - x["D"]))
    for t in range(T):
        rec(W)
        P, mask, q, lab, _, _ = batch(rng, Bsz, M, K, l_tr, alpha)
        s = logits(P, mask, q, W); a = np.exp(s - s.max(1, keepdims=True)); a /= a.sum(1, keepdims=True)
        Y = P[:, :, M:2 * M]; r = lab - np.einsum('bc,bcm->bm', a, Y)
        h = -np.einsum('bm,bcm->bc', r, Y); g = a * (h - (a * h).sum(1, keepdims=True))
        W = W - eta * np.einsum('bc,bcd,be->de', g, P, q) / Bsz
    rec(W)
    p = np.array(p_hist).T                                   # (nev, T+1)
    S = np.cumsum((1 - p) ** 2, 1)                          # S[n, t] = sum_{b<=t}
    rhs = S * 2 * eta * alpha ** 2 / K ** 3
    out = {}
    for i, name in enumerate(("s2 (F.135)", "s5 (F.139)", "s6 (F.143)")):
        sv = np.array([h[i] for h in s_hist]).T             # (nev, T+1): s at W^(b)
        lhs = sv[:, 2:]; r_ = rhs[:, 1:-1]                  # s at W^(t+1) vs sum_{b=0}^t, t = 1..T-1
        out[name] = (float((lhs / r_).min()), int((lhs < r_).sum()), lhs.size)
    return l_tr, Bsz, out, float(p[:, -1].mean())

if __name__ == "__main__":
    for (M, K, alpha, cl, cB, eta, T) in [(4, 2, 0.5, 1, 1, 0.5, 40), (4, 2, 0.5, 4, 8, 0.5, 40),
                                          (6, 2, 0.5, 4, 8, 0.5, 40), (8, 2, 0.5, 4, 16, 0.5, 40),
                                          (6, 3, 0.5, 4, 8, 0.9, 40), (8, 2, 0.3, 4, 8, 0.9, 40)]:
        for seed in (0, 1):
            l_tr, Bsz, out, pend = run(M, K, alpha, cl, cB, eta, T=T, seed=seed)
            print(f"M={M} K={K} alpha={alpha} eta={eta} l_tr={l_tr} B={Bsz} seed={seed} p_end={pend:.3f}: " +
                  "  ".join(f"{k}: min ratio {v[0]:.2f}, {v[1]}/{v[2]} below" for k, v in out.items()), flush=True)
