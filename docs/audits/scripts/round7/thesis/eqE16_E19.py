"""Audit thesis.ch6.eqE.16 / eqE.19 (Lemma E.4.6, L8033-L8043) at b = 0 (inside (E.14)'s b range 0..t0).
Own implementation from the text: prompts (6.1), data (6.6), tasks Definition 6.3.1 with Condition 6.3.2's cyclic T_tr,
model (6.2), hinge loss (L1707-L1709), init of Section 6.2.3 (L1727): W_V = delta*I, W_Q, W_K = delta on the first d_X
diagonal entries, W_O ~ N(0, 1/m), a_i ~ U{+-1/m}. V_i = coefficient of W_O(i) in (1/B) sum_n dl/dW_V p_j (E.14):
V_i = (1/B) sum_n (dl/dF)_n a_i 1[W_O(i) V^n > 0] (sum_s attn_s^n p_s^n)^T p_j. Lucky sets (E.31)/(E.32) of the prompt n that
contains p_j. float64 numpy (no autograd shared with anything)."""
import numpy as np

def run(seed, M1=3, M2=3, dy=2, beta=1.5, alpha=0.6, l=10, delta=0.1, m=60, B=8, K=0.5, label=+1, want_internals=False):
    rng = np.random.default_rng(seed)
    dx = M1 + M2; D = dx + dy
    mu = beta * np.eye(dx)[:M1]; nu = beta * np.eye(dx)[M1:]
    q = np.zeros(dy); q[0] = 1.0
    tasks = [(i, (i + 1) % M1) for i in range(M1)]          # Condition 6.3.2 example (L1806-ish)
    WV = delta * np.eye(D); WQ = np.zeros((D, D)); WQ[:dx, :dx] = delta * np.eye(dx); WK = WQ.copy()
    WO = rng.normal(0, 1 / np.sqrt(m), (m, D)); WO[:, dx + dy:] = 0
    a = rng.choice([1 / m, -1 / m], m)
    prompts = []
    for _ in range(B):
        ta, tb = tasks[rng.integers(len(tasks))]
        def lab(j):
            return 1 if j == ta else (-1 if j == tb else rng.choice([1, -1]))
        probs = np.full(M1, (1 - alpha) / (M1 - 2)); probs[ta] = probs[tb] = alpha / 2
        cols = []
        for _ in range(l):
            j = rng.choice(M1, p=probs); x = mu[j] + rng.uniform(-K, K) * nu[rng.integers(M2)]
            cols.append((np.concatenate([x, lab(j) * q]), j))
        jq = rng.choice([ta, tb]); xq = mu[jq] + rng.uniform(-K, K) * nu[rng.integers(M2)]
        z = 1 if jq == ta else -1
        prompts.append((cols, np.concatenate([xq, np.zeros(dy)]), z))
    def fwd(cols, pq):
        P = np.array([c for c, _ in cols])
        s = (WK @ P.T).T @ (WQ @ pq); w = np.exp(s - s.max()); w /= w.sum()
        ctx = (w[:, None] * P).sum(0)                # sum_s attn_s p_s
        Vn = WV @ ctx                                 # V^n = W_V sum attn p
        h = WO @ Vn
        F = a @ np.maximum(h, 0)
        return ctx, Vn, h, F
    outs = [fwd(c, pq) for c, pq, _ in prompts]
    # p_j: a context column of prompt 0 with the requested label embedding (+q for E.16, -q for E.19)
    cols0 = prompts[0][0]
    cand = [c for c, _ in cols0 if np.sign(c[dx]) == label]
    if not cand:
        return None
    pj = cand[0]
    V = np.zeros(m)
    for (cols, pq, z), (ctx, Vn, h, F) in zip(prompts, outs):
        dldF = -z if 1 - z * F > 0 else 0.0
        V += dldF * a * (h > 0) * (ctx @ pj)
    V /= B
    ctx0, Vn0, h0, F0 = outs[0]
    O1 = WO[:, :dx] @ Vn0[:dx]; O2 = WO[:, dx:dx + dy] @ Vn0[dx:dx + dy]
    W = np.where((O1 > 0) & (O2 > 0) & (a > 0))[0]; U = np.where((O1 > 0) & (O2 > 0) & (a < 0))[0]
    if len(W) == 0 or len(U) == 0:
        return None
    if want_internals:
        return V, W, U
    if label > 0:   # (E.16): -V_i <= V_j/(beta^2+1), i in U, j in W
        lhs, rhs = (-V[U]).max(), V[W].min() / (beta ** 2 + 1)
        e15 = (-V[W]).min()   # (E.15) needs -V_j(W) > 0
    else:           # (E.19): -V_i <= V_j/(beta^2+1), i in W, j in U
        lhs, rhs = (-V[W]).max(), V[U].min() / (beta ** 2 + 1)
        e15 = (-V[U]).min()   # (E.18)
    return lhs, rhs, e15, prompts[0][2]

for label, name in [(+1, "E.16"), (-1, "E.19")]:
    tot = viol = 0; ex = None; signs = []
    for seed in range(200):
        r = run(seed, label=label)
        if r is None:
            continue
        tot += 1; lhs, rhs, e15, z0 = r; signs.append(e15 > 0)
        if lhs > rhs:
            viol += 1; ex = ex or (seed, lhs * 60, rhs * 60, z0)
    print(f"({name}) b = 0: violated in {viol}/{tot} seeds; first: seed {ex[0]}, lhs*m = {ex[1]:.4f} > rhs*m = {ex[2]:.4f} (z of prompt 0 = {ex[3]});"
          f" the companion sign claim (E.15/E.18: -V > 0 on the lucky set) holds in {sum(signs)}/{tot}")

# magnitude reading |V_i| <= |V_j|/(beta^2+1): max over the other lucky set vs min over the claimed-dominant one
for label, name in [(+1, "E.16"), (-1, "E.19")]:
    tot = viol = 0
    for seed in range(200):
        r = run(seed, label=label, want_internals=True)
        if r is None:
            continue
        V, W, U = r
        big, small = (U, W) if label > 0 else (W, U)
        tot += 1; viol += bool(np.abs(V[big]).max() > np.abs(V[small]).min() / (1.5 ** 2 + 1))
    print(f"({name}) magnitude reading at b = 0: violated in {viol}/{tot}")
