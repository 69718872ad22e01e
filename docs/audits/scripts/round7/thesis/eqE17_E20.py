"""Audit thesis.ch6.eqE.17 / eqE.20 (L8037, L8045): |V_i(b)| <~ sqrt(log B/B) (1/a), i not in W_n u U_n, at b = 0.
Own vectorised Chapter-6 model (same construction as eqE16_E19.py, written afresh): prompts (6.1), data (6.6), cyclic T_tr,
init Section 6.2.3, hinge loss; V_i = (1/B) sum_n (dl/dF)_n a_i 1[W_O(i) V^n > 0] (sum_s attn p_s^n)^T p_j. a_i = +-1/m, so
'1/a' is read as 1/m (|a_i| = 1/m); the check is the ratio |V_i| m / sqrt(log B / B) along B -> infinity."""
import numpy as np

def setup(seed, M1, M2, dy, beta, delta, m):
    rng = np.random.default_rng(seed)
    dx = M1 + M2; D = dx + dy
    WO = rng.normal(0, 1 / np.sqrt(m), (m, D)); a = rng.choice([1 / m, -1 / m], m)
    return rng, dx, D, WO, a

def prompts(rng, B, M1, M2, dy, beta, alpha, l, K=0.5):
    dx = M1 + M2
    tasks = np.array([(i, (i + 1) % M1) for i in range(M1)])
    t = tasks[rng.integers(len(tasks), size=B)]
    probs = np.full((B, M1), (1 - alpha) / (M1 - 2)); probs[np.arange(B), t[:, 0]] = alpha / 2; probs[np.arange(B), t[:, 1]] = alpha / 2
    cum = probs.cumsum(1); u = rng.random((B, l)); pat = (u[..., None] > cum[:, None, :]).sum(-1)
    lab = np.where(pat == t[:, [0]], 1, np.where(pat == t[:, [1]], -1, rng.choice([1, -1], (B, l))))
    X = np.zeros((B, l, dx)); X[np.arange(B)[:, None], np.arange(l)[None, :], pat] = beta
    nuidx = rng.integers(M2, size=(B, l)); kap = rng.uniform(-K, K, (B, l))
    X[np.arange(B)[:, None], np.arange(l)[None, :], M1 + nuidx] += kap * beta
    Y = np.zeros((B, l, dy)); Y[..., 0] = lab
    P = np.concatenate([X, Y], -1)
    jq = np.where(rng.random(B) < 0.5, t[:, 0], t[:, 1]); z = np.where(jq == t[:, 0], 1, -1)
    xq = np.zeros((B, dx)); xq[np.arange(B), jq] = beta
    xq[np.arange(B), M1 + rng.integers(M2, size=B)] += rng.uniform(-K, K, B) * beta
    return P, xq, z

def V_coeffs(P, xq, z, WO, a, delta, dx, pj):
    s = delta ** 2 * np.einsum("bld,bd->bl", P[..., :dx], xq)   # (W_K p_i)^T W_Q p_q with W_Q = W_K = delta on the first dx
    w = np.exp(s - s.max(1, keepdims=True)); w /= w.sum(1, keepdims=True)
    ctx = np.einsum("bl,bld->bd", w, P); Vn = delta * ctx      # W_V = delta I
    h = Vn @ WO.T; F = np.maximum(h, 0) @ a
    dldF = np.where(1 - z * F > 0, -z, 0.0)
    return ((dldF[:, None] * (h > 0)) * (ctx @ pj)[:, None]).mean(0) * a, Vn

M1, M2, dy, beta, alpha, l, delta, m = 3, 2, 2, 3.0, 0.5, 6, 0.2, 20
for label, name in [(1, "E.17"), (-1, "E.20")]:
    rows = []
    for seed in [1, 2, 3]:
        rng, dx, D, WO, a = setup(seed, M1, M2, dy, beta, delta, m)
        P0, xq0, z0 = prompts(rng, 1, M1, M2, dy, beta, alpha, l)
        cand = np.where(P0[0, :, dx] == label)[0]
        if len(cand) == 0:
            continue
        pj = P0[0, cand[0]]
        _, Vn0 = V_coeffs(P0, xq0, z0, WO, a, delta, dx, pj)
        O1 = WO[:, :dx] @ Vn0[0, :dx]; O2 = WO[:, dx:] @ Vn0[0, dx:]
        lucky = (O1 > 0) & (O2 > 0)
        other = np.where(~lucky)[0]
        for B in [10 ** 3, 10 ** 4, 10 ** 5]:
            P, xq, z = prompts(rng, B - 1, M1, M2, dy, beta, alpha, l)
            P = np.concatenate([P0, P]); xq = np.concatenate([xq0, xq]); z = np.concatenate([z0, z])
            V, _ = V_coeffs(P, xq, z, WO, a, delta, dx, pj)
            r = np.abs(V[other]).max() * m
            rows.append((seed, B, r, r / np.sqrt(np.log(B) / B)))
    for seed, B, r, ratio in rows:
        print(f"({name}) seed {seed} B={B:>6}: max_(i not lucky) |V_i| m = {r:.4f}, ratio to sqrt(log B/B) = {ratio:.2f}")
