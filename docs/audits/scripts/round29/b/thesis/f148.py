# Auditor B r29: thesis (F.148) (seed 003 L10036-L10038, proof of Lemma F.3.7): for t >= T_1 and p~ sharing the query's TRR pattern
# and positional encoding, (F - z)^T sum_i s_i W_V p~_i p~^T (p~_i - sum_r s_r p~_r) p~_query^T p~ <= -4 p_n(t)(1 - p_n(t))^2 + eps.
# Own numpy CoT model (7.1)-(7.2), W = W_K^T W_Q trained by SGD, W_V = (0 I) fixed, PE orthonormal and orthogonal to the data.
import sys, numpy as np
def run(seed=0, M=5, K=2, alpha=0.5, eta=0.63, l=16, B=16, xi=0.01, T=191, n_eval=256, shifts=(1, 2, 3)):
    rng = np.random.default_rng(seed)
    D = 2 * M + K                                           # p~ = (x; y; c_k): c_k orthonormal, orthogonal to (mu, 0) and (0, mu)
    E = np.eye(M)
    tasks = [(a, b) for a in shifts for b in shifts]        # f = f_2 o f_1, f_k = cyclic shift (a permutation of the patterns)
    def step(task, k, x): return (x + task[k - 1]) % M
    def col(x, y, k):                                        # x, y pattern indices (y = None: zero label part); k in 1..K
        v = np.zeros(D); v[x] = 1
        if y is not None: v[M + y] = 1
        v[2 * M + (k - 1)] = 1; return v
    def prompt():
        task = tasks[rng.integers(len(tasks))]; k = int(rng.integers(1, K + 1)); xq = int(rng.integers(M))
        cols, meta = [], []
        for i in range(l):
            x = xq if rng.random() < alpha else int(rng.choice([j for j in range(M) if j != xq]))
            ys = [x]
            for kk in range(1, K + 1): ys.append(step(task, kk, ys[-1]))
            for kk in range(1, K + 1): cols.append(col(ys[kk - 1], ys[kk], kk)); meta.append((ys[kk - 1], kk))
        zs = [xq]
        for kk in range(1, K + 1): zs.append(step(task, kk, zs[-1]))
        for kk in range(1, k): cols.append(col(zs[kk - 1], zs[kk], kk)); meta.append((zs[kk - 1], kk))
        q = col(zs[k - 1], None, k)
        return np.array(cols), q, E[zs[k]], zs[k - 1], k, meta
    def fwd(W, Pt, q):
        a = Pt @ W @ q; s = np.exp(a - a.max()); s /= s.sum()
        V = Pt[:, M:2 * M]; F = s @ V; return F, s, V
    def u_vec(W, Pt, q, z):
        F, s, V = fwd(W, Pt, q); g = V @ (F - z); mean = s @ Pt
        return (s * g) @ (Pt - mean), F, s                   # dl/dW = u q^T, l = 1/2 ||z - F||^2
    W = xi * rng.standard_normal((D, D))
    # gradient check once (central differences)
    Pt, q, z, _, _, _ = prompt(); u, _, _ = u_vec(W, Pt, q, z); G = np.outer(u, q)
    Gfd = np.zeros_like(W); h = 1e-6
    for i in range(D):
        for j in range(D):
            Wp = W.copy(); Wp[i, j] += h; Wm = W.copy(); Wm[i, j] -= h
            Gfd[i, j] = (0.5 * np.sum((z - fwd(Wp, Pt, q)[0])**2) - 0.5 * np.sum((z - fwd(Wm, Pt, q)[0])**2)) / (2 * h)
    gerr = np.abs(G - Gfd).max()
    for t in range(T):
        Gs = np.zeros_like(W)
        for _ in range(B):
            Pt, q, z, _, _, _ = prompt(); u, _, _ = u_vec(W, Pt, q, z); Gs += np.outer(u, q)
        W -= eta * Gs / B
    # evaluation
    eps_T1 = K * np.exp(-T * eta * alpha**2 / K**3)          # least eps with t >= T_1(eps) = eta^-1 alpha^-2 K^3 log(K/eps)
    ev = [prompt() for _ in range(n_eval)]
    offmass = max(sum(s_i for s_i, (xx, kk) in zip(fwd(W, Pt, q)[1], meta) if kk != k) for Pt, q, z, xq, k, meta in ev)
    eps = max(eps_T1, offmass)
    best_own, best_foreign, pn_all = -np.inf, -np.inf, []
    for Pt, q, z, xq, k, meta in ev:
        u, F, s = u_vec(W, Pt, q, z)
        pn = sum(s_i for s_i, (xx, kk) in zip(s, meta) if xx == xq and kk == k); pn_all.append(pn)
        rhs = -4 * pn * (1 - pn)**2 + eps
        for y in range(M):
            pt = col(xq, y, k); lhs = (pt @ u) * (q @ pt)
            mg = lhs - rhs
            if y == int(np.argmax(z)): best_own = max(best_own, mg)
            else: best_foreign = max(best_foreign, mg)
    print(f"seed={seed} M={M} K={K} alpha={alpha} eta={eta} l={l} B={B} t={T}: grad check {gerr:.1e}; eps_T1={eps_T1:.3f}, (F.12) off-step mass {offmass:.3f} -> eps={eps:.3f}; "
          f"p_n in [{min(pn_all):.3f}, {max(pn_all):.3f}] | max over prompts of LHS - RHS: own-label column {best_own:+.4f}, foreign-output column {best_foreign:+.4f}", flush=True)
if __name__ == "__main__":
    for seed in (0, 1, 2):
        run(seed=seed)
    run(seed=0, l=8); run(seed=0, l=32); run(seed=0, B=32); run(seed=0, T=400); run(seed=0, T=800)
