"""Audit thesis.ch6.eqE.17 / eqE.20 (seed 003 L8037, L8045), literal reading: p_j a context token of prompt n (label q
for E.17, -q for E.20), i not in W_n u U_n, b = 0. Same model as eqE15_E18.py (own code, from the text): prompts
(6.1)/(6.6), tasks Def. 6.3.1 + Condition 6.3.2, init Sec. 6.2.3 (a_i = +-1/m, so 1/a = 1/m), softmax over l+1 columns.
V_i = (1/B) sum_n (-z^n) a_i 1[W_O(i) V^n >= 0] mix_n^T p_j. Prompts are a fixed pool; B takes its first B prompts."""
import numpy as np
M1, M2, dy, m, l, alpha, beta, delta, K = 3, 2, 2, 40, 10, 0.5, 1.0, 0.1, 0.5
Bmax = 300000
rng = np.random.default_rng(1)
dx = M1 + M2; D = dx + dy
E = np.eye(dx) * beta; mu, nu = E[:M1], E[M1:]; q = np.zeros(dy); q[0] = 1.0
WO = rng.normal(0, 1 / np.sqrt(m), (m, D)); a = rng.choice([1 / m, -1 / m], m)
task = rng.integers(0, M1, Bmax); pa, pb = task, (task + 1) % M1
probs = np.full((Bmax, M1), (1 - alpha) / (M1 - 2)); probs[np.arange(Bmax), pa] = alpha / 2; probs[np.arange(Bmax), pb] = alpha / 2
cpat = (rng.random((Bmax, l, 1)) > probs.cumsum(1)[:, None, :]).sum(-1)
lab = np.where(cpat == pa[:, None], 1.0, np.where(cpat == pb[:, None], -1.0, rng.choice([1.0, -1.0], (Bmax, l))))
qd = rng.integers(0, 2, Bmax); qpat = np.where(qd == 0, pa, pb); z = np.where(qd == 0, 1.0, -1.0)
def feats(pat, shape):
    k = rng.integers(0, M2, shape); kap = rng.uniform(-K, K, shape); return mu[pat] + kap[..., None] * nu[k]
X = feats(cpat, (Bmax, l)); xq = feats(qpat, (Bmax,))
P = np.zeros((Bmax, l + 1, D), dtype=np.float64); P[:, :l, :dx] = X; P[:, :l, dx:] = lab[..., None] * q; P[:, l, :dx] = xq
sc = delta ** 2 * np.einsum('bsd,bd->bs', P[:, :, :dx], xq); sm = np.exp(sc - sc.max(1, keepdims=True)); sm /= sm.sum(1, keepdims=True)
mix = np.einsum('bs,bsd->bd', sm, P); del P
Vn = delta * mix; gate = (Vn @ WO.T >= 0).astype(np.float64)
n = 0
O1 = WO[:, :dx] @ Vn[n, :dx]; O2 = WO[:, dx:] @ Vn[n, dx:]
lucky = (O1 > 0) & (O2 > 0); other = np.where(~lucky)[0]
Pn = np.zeros((l, D)); Pn[:, :dx] = X[n]; Pn[:, dx:] = lab[n][:, None] * q
for label, name in ((1.0, "E.17"), (-1.0, "E.20")):
    js = np.where(lab[n] == label)[0]
    rows = []
    for B in (300, 1000, 3000, 10000, 30000, 100000, 300000):
        ov = mix[:B] @ Pn[js].T                          # B x |js|
        Vij = -(a[other][:, None] * ((z[:B, None] * gate[:B][:, other]).T @ ov) / B)   # |other| x |js|
        worst = np.abs(Vij).max(); shape = np.sqrt(np.log(B) / B) / m
        rows.append((B, worst, shape, worst / shape))
    print(f"{name}: prompt 0, |non-lucky| = {len(other)}, {len(js)} context tokens of label {label:+.0f}")
    for B, w, s, r in rows:
        print(f"   B={B:>6}: max|V_i| = {w:.3e} (a|V_i| = {w*m:.4f})  sqrt(log B/B)/a = {s:.3e}  ratio = {r:.2f}")
    Bs = np.array([r[0] for r in rows]); rs = np.array([r[3] for r in rows])
    print(f"   log-log slope of ratio in B: {np.polyfit(np.log(Bs), np.log(rs), 1)[0]:.3f} (0.5 ~ no decay of |V_i|)")
