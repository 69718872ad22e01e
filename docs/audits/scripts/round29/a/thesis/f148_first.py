# Auditor A r29: thesis (F.148) first '<=' (L10036-L10038): per-prompt term <= -4 p_n(t)(1 - p_n(t))^2 + eps for p~ sharing the
# query's TRR pattern and positional encoding. Own numpy CoT model (7.1)-(7.2), squared loss, Subroutine 3 SGD on W. No repo imports.
import numpy as np, sys
def make_tasks(M, K, ntask, rng): return [[rng.permutation(M) for _ in range(K)] for _ in range(ntask)]
def prompt(task, M, K, l, alpha, rng, k=None, xq_pat=None):
    D = 2*M + K
    def col(inp, out, step):
        v = np.zeros(D); v[inp] = 1.0
        if out is not None: v[M + out] = 1.0
        v[2*M + step] = 1.0; return v
    k = rng.integers(K) if k is None else k               # query step (0-based): query input z_{k}, label z_{k+1}
    xq = rng.integers(M) if xq_pat is None else xq_pat    # TRR pattern of the query's step-k input
    # query chain: need z_0 with z_k = xq: invert f_k..f_1
    z = [None]*(K+1); z[k] = xq
    for j in range(k-1, -1, -1): z[j] = int(np.where(task[j] == z[j+1])[0][0])
    for j in range(k, K): z[j+1] = int(task[j][z[j]])
    cols = []
    nsame = int(round(alpha*l))
    for i in range(l):
        if i < nsame: yk = xq                              # example's step-k input shares the query's TRR pattern
        else: yk = rng.choice([p for p in range(M) if p != xq])
        y = [None]*(K+1); y[k] = yk
        for j in range(k-1, -1, -1): y[j] = int(np.where(task[j] == y[j+1])[0][0])
        for j in range(K): y[j+1] = int(task[j][y[j]])
        for j in range(K): cols.append(col(y[j], y[j+1], j))
    for j in range(k): cols.append(col(z[j], z[j+1], j))   # the query's earlier steps
    pq = col(z[k], None, k)
    lab = np.zeros(M); lab[z[k+1]] = 1.0
    return np.array(cols), pq, lab, k, xq
def forward(W, P, pq, M):
    s = P @ W @ pq; a = np.exp(s - s.max()); a /= a.sum()
    WVp = P[:, M:2*M]                                      # W_V p~_i = output block
    return WVp.T @ a, a
def grad_W(W, P, pq, lab, M):
    F, a = forward(W, P, pq, M)
    c = P[:, M:2*M] @ (F - lab)                            # (F - z)^T W_V p~_i
    pbar = P.T @ a
    u = ((a*c)[:, None]*(P - pbar)).sum(0)                 # dl/dW = u p~_query^T
    return np.outer(u, pq), u, F, a
def run(M=5, K=2, ntask=6, alpha=0.5, eta=0.63, l=16, B=16, xi=0.01, tsteps=(191, 353, 706), seed=0, neval=256):
    rng = np.random.default_rng(seed); D = 2*M + K
    tasks = make_tasks(M, K, ntask, rng)
    W = xi*rng.standard_normal((D, D)); out = {}
    # finite-difference check of the gradient formula once
    P, pq, lab, k, xq = prompt(tasks[0], M, K, l, alpha, rng)
    G, *_ = grad_W(W, P, pq, lab, M); E = np.zeros((D, D)); E[1, 2] = 1e-6
    lf = lambda W_: 0.5*((forward(W_, P, pq, M)[0] - lab)**2).sum()
    assert abs((lf(W + E) - lf(W - E))/2e-6 - G[1, 2]) < 1e-8
    for t in range(1, max(tsteps) + 1):
        Gs = np.zeros((D, D))
        for bi in range(B):                                # balanced over TRR pattern and step
            P, pq, lab, k, xq = prompt(tasks[rng.integers(ntask)], M, K, l, alpha, rng, k=bi % K, xq_pat=(bi // K) % M)
            Gs += grad_W(W, P, pq, lab, M)[0]
        W -= eta*Gs/B
        if t in tsteps:
            evr = np.random.default_rng(seed + 7919); worst = -np.inf; worst_own = -np.inf; other_mass = 0.0; recs = []
            for _ in range(neval):
                P, pq, lab, k, xq = prompt(tasks[evr.integers(ntask)], M, K, l, alpha, evr)
                G, u, F, a = grad_W(W, P, pq, lab, M)
                stepcols = P[:, 2*M + k] == 1
                other_mass = max(other_mass, a[~stepcols].sum())
                pn = a[stepcols & (P[:, xq] == 1)].sum()       # (F.6): same TRR pattern, same step as the query
                for y in range(M):
                    pt = np.zeros(D); pt[xq] = 1.0; pt[M + y] = 1.0; pt[2*M + k] = 1.0
                    term = (pt @ u)*(pq @ pt)
                    recs.append((term, pn, y == int(lab.argmax())))
            eps = max(K*np.exp(-t*eta*alpha**2/K**3), other_mass)   # least eps with t >= T_1(eps) and (F.12)
            T1 = K**3/(eta*alpha**2)*np.log(K/eps)
            marg = [term - (-4*pn*(1-pn)**2 + eps) for term, pn, own in recs]
            marg_own = [term - (-4*pn*(1-pn)**2 + eps) for term, pn, own in recs if own]
            out[t] = (eps, T1, max(marg), max(marg_own))
            print(f"  t={t}: eps={eps:.4f} (T_1(eps)={T1:.1f} <= t), largest term - side over all p~ (any output y) = {max(marg):+.4f}, "
                  f"own column (y = label) = {max(marg_own):+.4f}", flush=True)
    return out
if __name__ == "__main__":
    for cfg in [dict(seed=0), dict(seed=1), dict(seed=0, B=32), dict(seed=0, l=32)]:
        print(cfg); run(**cfg)
