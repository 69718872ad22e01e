"""Audit thesis.ch2.eqA.94 ("I_2 = 0", L3082, I_2 of (A.73) L3004) and thesis.ch2.eqA.80 ("I_3 = 0", L3028, I_3 of
(A.74) L3006) at t = 0 on a small Ch. 2 style instance (own code): M = 3 orthonormal patterns p_1..p_3 in R^8, L = 4 tokens
per sample; y = +1: two p_1, one p_2, one p_3 tokens; y = -1: two p_2, one p_1, one p_3 (|S_*| > |S_#|); tokens
x = p + N(0, 0.05^2); W_V = I, W_K^T W_Q = c I (c = 0 uniform, c = 2 pattern-selective); W_O ~ N(0, xi^2), a_i = +-1/sqrt(m).
V_l = W_V X softmax(X^T W_K^T W_Q x_l). I_2 = (1/B) sum_n y^n (1/|S|) sum_l a_i 1[W_O(i) V_l >= 0] (sum_{s in S_l} softmax_s) p_l^T p_j,
S_l = tokens of token l's pattern. I_3 = (1/B) sum_n y^n (1/|S|) sum_{l not of pattern 1} a_i 1[.] (softmax mass of l on
p_1 tokens) (= sum_{k != l} W_l p_k^T p_1 in (A.71)'s decomposition). eta = 1."""
import numpy as np
def run(seed, B, c, m=8, xi=0.01, d=8):
    rng = np.random.default_rng(seed)
    Pm = np.eye(d)[:3]
    y = rng.choice([1, -1], B)
    pats = np.where(y[:, None] == 1, np.array([0, 0, 1, 2]), np.array([1, 1, 0, 2]))   # B x 4
    X = Pm[pats] + rng.normal(0, 0.05, (B, 4, d))
    sc = c * np.einsum('bsd,bld->bls', X, X); sm = np.exp(sc - sc.max(-1, keepdims=True)); sm /= sm.sum(-1, keepdims=True)
    V = np.einsum('bls,bsd->bld', sm, X)                      # B x l x d
    WO = rng.normal(0, xi, (m, d)); a = rng.choice([1, -1], m) / np.sqrt(m)
    # a lucky neuron of sample 0 (y=+1 wanted): W_O(i) V_l > 0 for some l in S_1
    n0 = int(np.argmax(y == 1)); lucky = [i for i in range(m) if (WO[i] @ V[n0, 0]) > 0]
    res = {}
    for i in lucky:
        gate = (np.einsum('d,bld->bl', WO[i], V) >= 0)
        same = (pats[:, :, None] == pats[:, None, :])          # B x l x s
        mass_same = (sm * same).sum(-1)                        # sum_{s in S_l} softmax
        for j in (1, 2):
            t2 = y * (a[i] * gate * mass_same * (pats == j)).sum(1) / 4
            res[(i, 'I2', j)] = t2.mean()
        mass_p1 = (sm * (pats[:, None, :] == 0)).sum(-1)
        t3 = y * (a[i] * gate * mass_p1 * (pats != 0)).sum(1) / 4
        res[(i, 'I3', 0)] = t3.mean()
    return res, 1 / np.sqrt(m)
for c in (0.0, 2.0):
    for B in (32, 10000):
        r, term = run(0, B, c)
        i2 = max(abs(v) for k, v in r.items() if k[1] == 'I2'); i3 = max(abs(v) for k, v in r.items() if k[1] == 'I3')
        i2p2 = max(abs(v) for k, v in r.items() if k[1] == 'I2' and k[2] == 1)
        print(f"c={c} B={B}: max|I_2| over lucky i, p_j in {{p_2,p_3}} = {i2:.4f} (p_2 alone {i2p2:.4f}); max|I_3| = {i3:.4f}; one term's size 1/sqrt(m) = {term:.3f}")
