"""Second reading for E.15: lucky = aligned with +q (O_{i,2} q > 0), O_{i,1} V_{n,1} > 0, a_i > 0; sign of -V_i at b=0."""
import numpy as np, importlib.util, sys
spec = importlib.util.spec_from_file_location("m", "eqE15_E18.py"); src = open("eqE15_E18.py").read().split("for seed in range(3):")[0]
ns = {}; exec(src, ns)
# monkeypatch: rerun with a custom lucky set by copying the run body
def run2(seed, M1=3, M2=2, dy=2, m=200, l=10, B=20000, alpha=0.5, beta=1.0, delta=0.1, K=0.5):
    rng = np.random.default_rng(seed); dx = M1 + M2; D = dx + dy
    E = np.eye(dx) * beta; mu, nu = E[:M1], E[M1:]; q = np.zeros(dy); q[0] = 1.0
    WO = rng.normal(0, 1 / np.sqrt(m), (m, D)); a = rng.choice([1 / m, -1 / m], m)
    task = rng.integers(0, M1, B); pa, pb = task, (task + 1) % M1
    probs = np.full((B, M1), (1 - alpha) / (M1 - 2)); probs[np.arange(B), pa] = alpha / 2; probs[np.arange(B), pb] = alpha / 2
    cum = probs.cumsum(1); cpat = (rng.random((B, l, 1)) > cum[:, None, :]).sum(-1)
    lab = np.where(cpat == pa[:, None], 1.0, np.where(cpat == pb[:, None], -1.0, rng.choice([1.0, -1.0], (B, l))))
    qd = rng.integers(0, 2, B); qpat = np.where(qd == 0, pa, pb); z = np.where(qd == 0, 1.0, -1.0)
    def feats(pat, shape):
        k = rng.integers(0, M2, shape); kap = rng.uniform(-K, K, shape); return mu[pat] + kap[..., None] * nu[k]
    X = feats(cpat, (B, l)); xq = feats(qpat, (B,))
    P = np.zeros((B, l + 1, D)); P[:, :l, :dx] = X; P[:, :l, dx:] = lab[..., None] * q; P[:, l, :dx] = xq
    sc = delta ** 2 * np.einsum('bsd,bd->bs', P[:, :, :dx], xq); sm = np.exp(sc - sc.max(1, keepdims=True)); sm /= sm.sum(1, keepdims=True)
    mix = np.einsum('bs,bsd->bd', sm, P); V = delta * mix; gate = (V @ WO.T >= 0)
    n = 0; j = int(np.where(lab[n] == 1)[0][0]); ov = mix @ P[n, j]
    sel = np.where((WO[:, :dx] @ V[n, :dx] > 0) & (WO[:, dx:] @ q > 0) & (a > 0))[0]
    mV = np.array([(a[i] * z * gate[:, i] * ov).mean() for i in sel])
    return len(sel), (mV < 0).sum(), mV.min() * m
for s in range(3):
    print("seed", s, "aligned-with-+q reading: |set|, #(-V_i<0), min -V_i*a:", run2(s))
