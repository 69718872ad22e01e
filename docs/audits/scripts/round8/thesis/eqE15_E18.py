"""Audit thesis.ch6.eqE.15 / eqE.18 (Lemma E.4.6, seed 003 L8033, L8041) at the initialisation b = 0.
Own model from the text: (6.1) prompts, (6.6) x = mu_j + kappa nu_k, kappa ~ U(-K, K); Definition 6.3.1 tasks, Condition
6.3.2 cyclic training tasks (task i: mu_i -> +1, mu_{i+1} -> -1); contexts' IDR pattern: decisive ones w.p. alpha/2
each, others (1-alpha)/(M1-2); query: a decisive pattern of its task (label z = f(x_query)); label embedding +-q.
Init Sec. 6.2.3: W_V = delta I, W_Q = W_K = delta diag(1_dx, 0_dy), W_O ~ N(0, 1/m), a_i = +-1/m.
Softmax over the l+1 columns (E.30). Hinge active at init (|F| << 1), so the W_V-gradient applied to p_j has
coefficient on W_O(i)^T:  V_i = (1/B) sum_n (-z^n) a_i 1[W_O(i) V^n >= 0] (sum_s softmax_s p_s^n)^T p_j.
Lucky sets (E.31)/(E.32) of prompt n. Shape beta^2 (1 - gamma_0)/a > 0."""
import numpy as np

def run(seed, M1=3, M2=2, dy=2, m=40, l=10, B=20000, alpha=0.5, beta=1.0, delta=0.1, K=0.5):
    rng = np.random.default_rng(seed)
    dx = M1 + M2; D = dx + dy
    E = np.eye(dx) * beta; mu, nu = E[:M1], E[M1:]
    q = np.zeros(dy); q[0] = 1.0
    WO = rng.normal(0, 1 / np.sqrt(m), (m, D)); a = rng.choice([1 / m, -1 / m], m)
    task = rng.integers(0, M1, B); pa, pb = task, (task + 1) % M1
    probs = np.full((B, M1), (1 - alpha) / (M1 - 2) if M1 > 2 else 0.0)
    probs[np.arange(B), pa] = alpha / 2; probs[np.arange(B), pb] = alpha / 2
    cum = probs.cumsum(1); u = rng.random((B, l, 1))
    cpat = (u > cum[:, None, :]).sum(-1)  # B x l
    lab = np.where(cpat == pa[:, None], 1.0, np.where(cpat == pb[:, None], -1.0, rng.choice([1.0, -1.0], (B, l))))
    qd = rng.integers(0, 2, B); qpat = np.where(qd == 0, pa, pb); z = np.where(qd == 0, 1.0, -1.0)
    def feats(pat, shape):
        k = rng.integers(0, M2, shape); kap = rng.uniform(-K, K, shape)
        return mu[pat] + kap[..., None] * nu[k]
    X = feats(cpat, (B, l)); xq = feats(qpat, (B,))
    P = np.zeros((B, l + 1, D)); P[:, :l, :dx] = X; P[:, :l, dx:] = lab[..., None] * q; P[:, l, :dx] = xq
    sc = delta ** 2 * np.einsum('bsd,bd->bs', P[:, :, :dx], xq)
    sm = np.exp(sc - sc.max(1, keepdims=True)); sm /= sm.sum(1, keepdims=True)
    mix = np.einsum('bs,bsd->bd', sm, P)            # sum_s softmax_s p_s
    V = delta * mix                                  # V^n(0) (W_V = delta I)
    gate = (V @ WO.T >= 0)                           # B x m
    same = np.array([(cpat[n] == qpat[n]) for n in range(B)])
    one_minus_gamma = (sm[:, :l] * same).sum(1)      # N_*: contexts with the query's IDR pattern
    res = []
    for n in range(20):                              # prompts n whose lucky sets we test
        O1 = WO[:, :dx] @ V[n, :dx]; O2 = WO[:, dx:] @ V[n, dx:]
        Wn = np.where((O1 > 0) & (O2 > 0) & (a > 0))[0]; Un = np.where((O1 > 0) & (O2 > 0) & (a < 0))[0]
        for label, S in ((1.0, Wn), (-1.0, Un)):
            js = np.where(lab[n] == label)[0]
            if len(S) == 0 or len(js) == 0: continue
            for j in js:
                pj = P[n, j]
                ov = mix @ pj                          # B
                minusV = np.array([(a[i] * z * gate[:, i] * ov).mean() for i in S])  # -V_i
                res.append((n, label, j, minusV.min(), beta ** 2 * one_minus_gamma.max() / m, V[n, dx]))
    return res

for seed in range(3):
    r = run(seed)
    for lbl, name in ((1.0, "E.15 (label q, i in W_n)"), (-1.0, "E.18 (label -q, i in U_n)")):
        rr = [x for x in r if x[1] == lbl]
        neg = [x for x in rr if x[3] < 0]
        w = min(rr, key=lambda x: x[3])
        print(f"seed {seed} {name}: {len(neg)}/{len(rr)} (prompt, token) pairs with min_i -V_i < 0; worst -V_i*a = {w[3]*40:.4f} "
              f"(prompt {w[0]}, its label mixture V_n2 = {w[5]:+.3f}); shape*a = beta^2(1-gamma_0) = {w[4]*40:.3f}")
