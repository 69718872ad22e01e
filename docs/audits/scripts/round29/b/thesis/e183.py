# Auditor B r29: thesis (E.183) (seed 003 L8895-L8904, proof of Lemma E.4.6): the last sum's index set 'i notin W u U'
# (W, U = unions over all training prompts, (E.35)) against the gradient of (E.182). Own numpy model of (6.2).
import itertools, numpy as np
def setup(seed, M1=3, M2=3, dy=2, beta=1.0, l=10, m=20, N=32, B=16, delta=0.2, xi=1.0, alpha=0.8, K=0.5, nsum="l+1"):
    rng = np.random.default_rng(seed)
    dx = M1 + M2; d = dx + dy; mb = ma = d + 2
    E = np.eye(dx) * beta; mu, nu = E[:M1], E[M1:]
    q = np.zeros(dy); q[0] = 1.0
    tasks = [(a, b) for a in range(M1) for b in range(M1) if a != b]
    def x_of(j): return mu[j] + rng.uniform(-K, K) * nu[rng.integers(M2)]
    prompts = []
    for n in range(N):
        a, b = tasks[rng.integers(len(tasks))]
        jq = a if rng.random() < .5 else b
        z = 1 if jq == a else -1
        others = [j for j in range(M1) if j not in (a, b)]
        P = []
        for s in range(l):
            r = rng.random()
            j = a if r < alpha / 2 else b if r < alpha else others[rng.integers(len(others))] if others else a
            lab = 1 if j == a else -1 if j == b else (1 if rng.random() < .5 else -1)
            P.append(np.concatenate([x_of(j), lab * q]))
        P.append(np.concatenate([x_of(jq), np.zeros(dy)]))
        prompts.append((np.array(P), z))
    WV = np.zeros((mb, d)); WV[np.arange(d), np.arange(d)] = delta          # all diagonal entries delta
    WK = np.zeros((ma, d)); WK[np.arange(dx), np.arange(dx)] = delta        # first d_x diagonal entries
    WQ = WK.copy()
    WO = xi * rng.standard_normal((m, mb))
    a_ = np.where(rng.random(m) < .5, 1.0, -1.0) / np.sqrt(m)
    return dict(prompts=prompts, WV=WV, WK=WK, WQ=WQ, WO=WO, a=a_, dx=dx, dy=dy, B=B, N=N, m=m, nsum=nsum, l=l)
def attn_mix(S, P, WV, WK, WQ):
    L = P.shape[0] if S["nsum"] == "l+1" else S["l"]
    sc = (P[:L] @ WK.T) @ (WQ @ P[-1]); w = np.exp(sc - sc.max()); w /= w.sum()
    return P[:L].T @ w                       # c_n = sum_s softmax_s p_s
def F(S, P, WV, WK, WQ, WO):
    return S["a"] @ np.maximum(WO @ (WV @ attn_mix(S, P, WV, WK, WQ)), 0)
def loss(S, idx, WV, WK, WQ, WO):
    return np.mean([max(0.0, 1 - S["prompts"][n][1] * F(S, S["prompts"][n][0], WV, WK, WQ, WO)) for n in idx])
def coeffs(S, idx, WV, WK, WQ, WO, pj):
    # per-neuron coefficient V_k of (E.182): (1/B) sum_n (-z_n) 1[hinge active] a_k 1[W_O(k) h_n >= 0] c_n^T p_j
    V = np.zeros(S["m"])
    for n in idx:
        P, z = S["prompts"][n]; c = attn_mix(S, P, WV, WK, WQ); h = WV @ c
        if 1 - z * F(S, P, WV, WK, WQ, WO) > 0:
            V += -z * S["a"] * (WO @ h >= 0) * (c @ pj)
    return V / len(idx)
def lucky(S, WV, WK, WQ, WO):
    dx, dy = S["dx"], S["dy"]; Wn, Un = [], []
    for P, z in S["prompts"]:
        Vn = WV @ attn_mix(S, P, WV, WK, WQ)            # (E.30) at t = 0, split (V_{n,1}, V_{n,2}, 0)
        o1 = WO[:, :dx] @ Vn[:dx] > 0; o2 = WO[:, dx:dx + dy] @ Vn[dx:dx + dy] > 0
        Wn.append(set(np.where(o1 & o2 & (S["a"] > 0))[0])); Un.append(set(np.where(o1 & o2 & (S["a"] < 0))[0]))
    return Wn, Un
def run(seed, eta=0.1, t0=1, **kw):
    S = setup(seed, **kw)
    WV, WK, WQ, WO = S["WV"].copy(), S["WK"], S["WQ"], S["WO"].copy()
    Wn, Un = lucky(S, WV, WK, WQ, WO)
    W = set().union(*Wn); U = set().union(*Un)
    n0 = 0; P0 = S["prompts"][n0][0]
    js = [s for s in range(P0.shape[0] - 1) if P0[s, S["dx"]] < 0]       # contexts with label embedding -q
    pj = P0[js[0]]
    B, m = S["B"], S["m"]
    lhs = np.zeros(WV.shape[0]); rhs_pr = np.zeros_like(lhs); rhs_ok = np.zeros_like(lhs); fd_err = 0.0
    printed = set(Wn[n0]) | set(Un[n0]) | (set(range(m)) - W - U)
    fixed = set(Wn[n0]) | set(Un[n0]) | (set(range(m)) - set(Wn[n0]) - set(Un[n0]))
    dropped = sorted((W | U) - set(Wn[n0]) - set(Un[n0]))
    params = dict(WK=WK, WQ=WQ)
    for b in range(t0 + 1):
        idx = list(range(b * B, (b + 1) * B))           # batch B_b (prompts n in [N], N = (t0+1) B)
        # gradient dL/dW_V by central differences (own), times p_j
        G = np.zeros_like(WV); h = 1e-6
        for r in range(WV.shape[0]):
            for c in range(WV.shape[1]):
                Wp = WV.copy(); Wp[r, c] += h; Wm = WV.copy(); Wm[r, c] -= h
                G[r, c] = (loss(S, idx, Wp, WK, WQ, WO) - loss(S, idx, Wm, WK, WQ, WO)) / (2 * h)
        V = coeffs(S, idx, WV, WK, WQ, WO, pj)
        full = sum(V[k] * WO[k] for k in range(m))
        fd_err = max(fd_err, np.abs(G @ pj - full).max() / np.abs(G @ pj).max())
        lhs += eta * G @ pj
        rhs_pr += eta * sum(V[k] * WO[k] for k in printed)
        rhs_ok += eta * sum(V[k] * WO[k] for k in fixed)
        Vd = [V[k] for k in dropped]
        # SGD step (Algorithm: all of W_V, W_O updated; W_K, W_Q kept, they do not enter this identity)
        GO = np.zeros_like(WO)
        for n in idx:
            P, z = S["prompts"][n]; cvec = attn_mix(S, P, WV, WK, WQ); hv = WV @ cvec
            if 1 - z * F(S, P, WV, WK, WQ, WO) > 0:
                GO += np.outer(-z * S["a"] * (WO @ hv >= 0), hv) / B
        WV = WV - eta * G; WO = WO - eta * GO
    rel = np.linalg.norm(lhs - rhs_pr) / np.linalg.norm(lhs); rel_ok = np.linalg.norm(lhs - rhs_ok) / np.linalg.norm(lhs)
    print(f"seed {seed} {kw}: t0={t0} |W_n0|={len(Wn[n0])} |U_n0|={len(Un[n0])} |W u U|={len(W | U)} dropped={len(dropped)} "
          f"(|V| of dropped at b=t0: max {max(map(abs, Vd)) if Vd else 0:.3g}) | coeff-vs-FD gradient rel err {fd_err:.1e} | "
          f"||LHS - printed RHS||/||LHS|| = {rel:.3f}, with (E.14)'s set: {rel_ok:.1e}")
    return rel
for seed in range(4):
    run(seed)
run(0, nsum="l"); run(1, M1=4, M2=4, m=40, N=48, B=16, t0=2)
