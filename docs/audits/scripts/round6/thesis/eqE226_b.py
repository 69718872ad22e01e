# Audit (b) of thesis.ch6.eqE.226 at t = 0 (and hence, by continuity, for small eta at t = 1):
# (1/B) sum_{n' in B_b} (1/a) sum_s softmax(p_s^T W_K^T W_Q p_query) delta p_s^T W_O(i)^T > 0 for i in W_n (E.31), n in B_b.
# Own implementation of the Ch. 6 model (6.1)-(6.2), data (6.6)-(6.7), training prompts, init Sec. 6.2.3.
import numpy as np
def sample_prompt(rng, M1, M2, beta, K, alpha, l, task):
    a_, b_ = task; dx = M1 + M2
    mu = beta*np.eye(dx)[:M1]; nu = beta*np.eye(dx)[M1:]
    def x_of(j): return mu[j] + rng.uniform(-K, K)*nu[rng.integers(M2)]
    def lab(j): return 1 if j == a_ else (-1 if j == b_ else rng.choice([1, -1]))
    others = [j for j in range(M1) if j not in task]
    def ctx_pattern():
        u = rng.random()
        if u < alpha/2: return a_
        if u < alpha: return b_
        return others[rng.integers(len(others))]
    jq = rng.integers(M1); z = lab(jq)
    cols = []
    for _ in range(l):
        j = ctx_pattern(); cols.append(np.concatenate([x_of(j), [lab(j)]]))   # d_y = 1, q = 1
    cols.append(np.concatenate([x_of(jq), [0.0]]))
    return np.array(cols).T, z
def run(M1=3, M2=1, beta=1.0, K=0.5, alpha=0.5, l=5, delta=0.2, m=64, B=8, reps=200, include_query=True, seed=0):
    rng = np.random.default_rng(seed); dx = M1 + M2; dy = 1; D = dx + dy; ma = mb = D + 1
    neg = tot = 0; worst = np.inf
    for r in range(reps):
        WQ = np.zeros((ma, D)); WK = np.zeros((ma, D)); WV = np.zeros((mb, D))
        for i in range(dx): WQ[i, i] = WK[i, i] = delta
        for i in range(D): WV[i, i] = delta
        WO = rng.normal(0, 1/np.sqrt(m), (m, mb)); a = rng.choice([1/m, -1/m], m)
        tasks = [(i, j) for i in range(M1) for j in range(M1) if i != j]
        V = []
        for n in range(B):
            P, z = sample_prompt(rng, M1, M2, beta, K, alpha, l, tasks[rng.integers(len(tasks))])
            cols = P if include_query else P[:, :-1]
            lg = (WK @ cols).T @ (WQ @ P[:, -1]); sm = np.exp(lg - lg.max()); sm /= sm.sum()
            V.append(WV @ cols @ sm)           # V^n(0) (E.30); W_V = delta I so this = delta sum softmax p_s
        V = np.array(V)                        # B x mb
        for n in range(B):
            Wn = [i for i in range(m) if WO[i, :dx] @ V[n, :dx] > 0 and WO[i, dx:dx+dy] @ V[n, dx:dx+dy] > 0 and a[i] > 0]
            for i in Wn:
                s = np.mean(WO[i] @ V.T)       # batch average of W_O(i) V^{n'}(0)
                tot += 1; neg += s <= 0; worst = min(worst, s)
    return neg, tot, worst
for kw in [dict(), dict(include_query=False), dict(M1=2, alpha=1.0), dict(M1=4, M2=2, l=10, B=16)]:
    neg, tot, worst = run(**kw)
    print(kw, f"pairs (n, i in W_n) with batch average <= 0: {neg}/{tot} ({neg/tot:.3f}); most negative {worst:.4f}")
