"""Audit thesis.ch6.eqE.174 / eqE.175 (seed 003 L8859, L8863) at t = 0, own Ch. 6 model (as eqE15_E18.py).
S_W = (1/B) sum_n z^n sum_{i in W_n} a_i 1[W_O(i) V^n >= 0] mix_n^T p_j   (the printed -(...)(-z^n), eta cancels)
S_U = same over U_n. (E.174): S_W >~ beta^2 (1 - gamma_t); (E.175): S_U <= S_W/(beta^2 + 1).
Readings: H = p_j one fixed label-q context token of prompt 0 (helper's); P = p_j^n per prompt (the display's
superscript n): a label-q context token of prompt n (first one; prompts without one are skipped)."""
import numpy as np
def build(seed, M1=3, M2=2, dy=2, m=40, l=10, B=20000, alpha=0.5, beta=1.0, delta=0.1, K=0.5):
    rng = np.random.default_rng(seed); dx = M1 + M2; D = dx + dy
    E = np.eye(dx) * beta; mu, nu = E[:M1], E[M1:]; q = np.zeros(dy); q[0] = 1.0
    WO = rng.normal(0, 1 / np.sqrt(m), (m, D)); a = rng.choice([1 / m, -1 / m], m)
    task = rng.integers(0, M1, B); pa, pb = task, (task + 1) % M1
    probs = np.full((B, M1), (1 - alpha) / (M1 - 2)); probs[np.arange(B), pa] = alpha / 2; probs[np.arange(B), pb] = alpha / 2
    cpat = (rng.random((B, l, 1)) > probs.cumsum(1)[:, None, :]).sum(-1)
    lab = np.where(cpat == pa[:, None], 1.0, np.where(cpat == pb[:, None], -1.0, rng.choice([1.0, -1.0], (B, l))))
    qd = rng.integers(0, 2, B); qpat = np.where(qd == 0, pa, pb); z = np.where(qd == 0, 1.0, -1.0)
    def feats(pat, shape):
        k = rng.integers(0, M2, shape); kap = rng.uniform(-K, K, shape); return mu[pat] + kap[..., None] * nu[k]
    X = feats(cpat, (B, l)); xq = feats(qpat, (B,))
    P = np.zeros((B, l + 1, D)); P[:, :l, :dx] = X; P[:, :l, dx:] = lab[..., None] * q; P[:, l, :dx] = xq
    sc = delta ** 2 * np.einsum('bsd,bd->bs', P[:, :, :dx], xq); sm = np.exp(sc - sc.max(1, keepdims=True)); sm /= sm.sum(1, keepdims=True)
    mix = np.einsum('bs,bsd->bd', sm, P); V = delta * mix
    O1 = V[:, :dx] @ WO[:, :dx].T; O2 = V[:, dx:] @ WO[:, dx:].T; gate = (V @ WO.T >= 0)
    W = (O1 > 0) & (O2 > 0) & (a > 0); U = (O1 > 0) & (O2 > 0) & (a < 0)
    same = cpat == qpat[:, None]; omg = (sm[:, :l] * same).sum(1)
    return dict(P=P, lab=lab, z=z, a=a, gate=gate, W=W, U=U, mix=mix, gamma=1 - omg.min(), beta=beta, l=l)
for seed in range(4):
    d = build(seed); z, a, gate, W, U, mix, P, lab = d['z'], d['a'], d['gate'], d['W'], d['U'], d['mix'], d['P'], d['lab']
    shape = d['beta'] ** 2 * (1 - d['gamma'])
    cw = (W & gate) @ a; cu = (U & gate) @ a           # per-prompt sum_i a_i 1[.]
    # reading H: fixed p_j (prompt 0's label-q tokens, worst)
    res = []
    for j in np.where(lab[0] == 1)[0]:
        ov = mix @ P[0, j]; SW = np.mean(z * cw * ov); SU = np.mean(z * cu * ov); res.append((SW, SU))
    SW, SU = min(res)
    # reading P: per-prompt p_j^n
    has = (lab == 1).any(1); jn = np.argmax(lab == 1, 1)
    ovn = np.einsum('bd,bd->b', mix, P[np.arange(len(z)), jn])
    SWp = np.sum((z * cw * ovn)[has]) / len(z); SUp = np.sum((z * cu * ovn)[has]) / len(z)
    print(f"seed {seed}: shape beta^2(1-gamma_0)={shape:.3f} | H: S_W={SW:+.4f} S_U={SU:+.4f} S_W/(b^2+1)={SW/2:+.4f} "
          f"| P: S_W={SWp:+.4f} S_U={SUp:+.4f} S_W/(b^2+1)={SWp/2:+.4f}")
