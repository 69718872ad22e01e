"""Audit thesis.ch2.eqA.101 (seed 003 L3110): W_O(i)^(t) p <~ (1/sqrt B) W_O(i)^(t) p_2, p in P minus {p_2}, i in U_{l,n}(0).
Own Ch. 2 style instance (as eqA94_A80.py: majority-vote samples over p_1, p_2, p_3, uniform attention, W_V = I),
F(X) = (1/|S|) sum_l sum_i a_i relu(W_O(i) V_l), hinge loss, W_O ~ N(0, xi^2), a_i = +-1/sqrt(m), m = ceil(9 ln B), t = 0
and t = 1 (one SGD step on W_O with the batch of B samples, eta = 0.1). U neurons: a_i < 0, W_O(i) V_l > 0 for a p_2 token
l of a y = +1 sample (U_{l,n}(0), (A.9)), with W_O(i) p_2 > 0 at time t. Ratio = max_p W_O(i)p / ((1/sqrt B) W_O(i)p_2)."""
import numpy as np
def run(seed, B, xi=0.01, eta=0.1, d=8):
    rng = np.random.default_rng(seed); m = int(np.ceil(9 * np.log(B)))
    Pm = np.eye(d)[:3]; y = rng.choice([1, -1], B)
    pats = np.where(y[:, None] == 1, np.array([0, 0, 1, 2]), np.array([1, 1, 0, 2]))
    X = Pm[pats] + rng.normal(0, 0.05, (B, 4, d)); V = X.mean(1, keepdims=True).repeat(4, 1)   # uniform attention
    WO = rng.normal(0, xi, (m, d)); a = rng.choice([1, -1], m) / np.sqrt(m)
    n0 = int(np.argmax(y == 1)); l2 = 2                                   # the p_2 token of a y = +1 sample
    U = [i for i in range(m) if a[i] < 0 and WO[i] @ V[n0, l2] > 0]
    act = np.einsum('md,bld->bml', WO, V)
    F = (a[None, :, None] * np.maximum(act, 0)).sum(1).mean(1)
    hinge = (y * F < 1).astype(float)
    G = np.einsum('b,bml,bld->md', -y * hinge, (act >= 0) * a[None, :, None], V) / (4 * B)
    out = {}
    for t, W in ((0, WO), (1, WO - eta * G)):
        rs = []
        for i in U:
            if W[i] @ Pm[1] <= 0: continue
            rs.append(max(W[i] @ Pm[0], W[i] @ Pm[2]) / (W[i] @ Pm[1] / np.sqrt(B)))
        out[t] = (len(U), len(rs), np.median(rs) if rs else np.nan, np.mean(np.array(rs) > 1) if rs else np.nan)
    return m, out
for B in (10 ** 2, 10 ** 3, 10 ** 4, 10 ** 5, 10 ** 6):
    m, out = run(0, B)
    print(f"B={B:>7} m={m}: " + " | ".join(f"t={t}: |U|={u}, with W_O p_2>0: {k}, median ratio={r:.1f}, frac(ratio>1)={f:.2f}" for t, (u, k, r, f) in out.items()))
