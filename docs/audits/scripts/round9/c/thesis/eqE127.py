"""Audit C of thesis.ch6.eqE.127: (E.127) L8554 (proof of Lemma E.4.5, App. E.5.5), at t = 0.
t = 0: W_K = W_Q = delta I on the data block, 0 on the label block (Sec. 6.2.3, L1727), so
p_r^T W_K^T W_Q p_query = delta^2 x_r^T x_query and W_K p_s - W_K p_r = delta (x_s - x_r; 0).
Data x = mu_a + kappa nu_b (6.6), ||mu|| = ||nu|| = beta, pairwise orthogonal: x.x' = beta^2([a=a'] + kappa kappa'[b=b']).
Prompts as L8485: mu_j (query IDR) and mu_q (other decisive) w.p. alpha/2 each, others (1-alpha)/(M1-2), nu_k w.p. 1/M2.
Left: |(x_r^T,0) sum_r softmax_r (W_K p_s - W_K p_r)| with mu_r = mu_q (the 'IDR pattern with probability alpha/2').
 reading A: r runs over the mu_q contexts (x_r inside the sum);
 reading B: x_r one fixed mu_q context (the least over them), the sum over r' in [l] - N_j (B1) or over [l] (B2).
Right: (x_s^T,0) sum_{r in [l]-N_j} softmax_r (W_K p_s - W_K p_r) (1-alpha)/(1-alpha/2).
Softmax over the l contexts (6.2) [and over l+1 with the query, E.110, as a variant]. Ratio left/right, the LEAST over s in N_j.
"""
import numpy as np
from fractions import Fraction as Fr

def ip(x, y, beta):
    return beta**2 * ((x[0] == y[0]) + x[1] * y[1] * (x[2] == y[2]))

def ratios(ctx, q, alpha, beta, delta, with_query=False):
    toks = ctx + ([q] if with_query else [])
    lg = np.array([delta**2 * ip(t, q, beta) for t in toks]); w = np.exp(lg - lg.max()); w /= w.sum()
    w = w[:len(ctx)] if with_query else w
    Nj = [i for i, t in enumerate(ctx) if t[0] == q[0]]; off = [i for i in range(len(ctx)) if i not in Nj]
    Q = [i for i, t in enumerate(ctx) if t[0] == 'q']
    if not Nj or not Q:
        return None
    out = {}
    for s in Nj:
        xs = ctx[s]
        right = delta * sum(w[r] * (ip(xs, xs, beta) - ip(xs, ctx[r], beta)) for r in off) * (1 - alpha) / (1 - alpha / 2)
        A = delta * abs(sum(w[r] * (ip(ctx[r], xs, beta) - ip(ctx[r], ctx[r], beta)) for r in Q))
        B1 = min(delta * abs(sum(w[r2] * (ip(ctx[r], xs, beta) - ip(ctx[r], ctx[r2], beta)) for r2 in off)) for r in Q)
        B2 = min(delta * abs(sum(w[r2] * (ip(ctx[r], xs, beta) - ip(ctx[r], ctx[r2], beta)) for r2 in range(len(ctx)))) for r in Q)
        for k, v in (("A", A), ("B1", B1), ("B2", B2)):
            rr = v / right if right > 0 else np.inf
            out[k] = min(out.get(k, np.inf), rr)
    return out

# 1. explicit instance (helper's): contexts mu_j, mu_q, mu_q, mu_q (kappa = 0), query mu_j
for alpha in (0.5, 0.9):
    ctx = [('j', 0.0, 0), ('q', 0.0, 0), ('q', 0.0, 0), ('q', 0.0, 0)]
    print("explicit alpha", alpha, ratios(ctx, ('j', 0.0, 0), alpha, 2.0, 0.2), "expected", (1 - alpha/2)/(1 - alpha))
# 2. alpha = 1 exact: right side = 0 (1 - alpha = 0), left > 0 with any mu_q context
ctx = [('j', Fr(1, 4), 0), ('q', Fr(-1, 3), 1), ('q', Fr(1, 2), 0), ('j', 0, 1)]
print("alpha = 1 (K = 1/2, beta = 1, delta = 0.2):", ratios(ctx, ('j', Fr(1, 2), 0), 1.0, 1.0, 0.2))

# 3. random prompts as L8485
def draw(rng, M1, M2, l, alpha, K):
    pats = ['j', 'q'] + [f'o{i}' for i in range(M1 - 2)]
    pr = [alpha/2, alpha/2] + [(1 - alpha)/(M1 - 2)] * (M1 - 2)
    return [(pats[rng.choice(M1, p=pr)], rng.uniform(-K, K), int(rng.integers(M2))) for _ in range(l)]
rng = np.random.default_rng(12345)
for (M1, M2, beta, delta, K) in ((10, 10, 1.0, 0.2, 0.5), (20, 20, 2.0, 0.1, 0.5)):
    l = int(np.ceil(max(M1, M2) * np.log(M1)))
    for alpha in (0.5, 0.7, 0.8, 0.9, 0.99):
        res = {"A": [], "B1": [], "B2": [], "Aq": []}
        for _ in range(400):
            ctx = draw(rng, M1, M2, l, alpha, K); q = ('j', rng.uniform(-K, K), int(rng.integers(M2)))
            r = ratios(ctx, q, alpha, beta, delta); r2 = ratios(ctx, q, alpha, beta, delta, with_query=True)
            if r is None:
                continue
            for k in ("A", "B1", "B2"):
                res[k].append(r[k])
            res["Aq"].append(r2["A"])
        s = " ".join(f"{k}: med {np.median(v):.3f} viol {np.mean(np.array(v) > 1):.2f}" for k, v in res.items())
        print(f"M1={M1} M2={M2} l={l} beta={beta} delta={delta} alpha={alpha}: {s}  [(a/2)/(1-a) = {alpha/2/(1-alpha):.2f}]")
