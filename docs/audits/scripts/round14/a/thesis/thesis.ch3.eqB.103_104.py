"""Audit r14 A: thesis (B.103) L4337 and (B.104) L4341, proof of Lemma B.3.1 (case p_j != p_1, lucky neuron i):
 |H_4| <= (eta^2/a) sum_b sqrt(log m log B/B) (1/2B) sum_n (m/a) p_n(b) W_O(i)^T p_j,
 |H_5| <~ (eta^2 t m/(sqrt(B) a^2)) W_O(k)^T p_1 + (eta^2/a) sum_b sqrt(log m log B/B) (1/2B) sum_n (m/a) p_n(t) W_O(i)^T p_2,
 H_4 / H_5 = (1/B) sum_{n in B_b} eta y_n a_i 1[W_O(i) V_n(t) >= 0] (-eta) (W_V-update part of the lucky / non-lucky
 neurons k) . p_j  ((B.77)/(B.78)).
Own simplified node model of (3.1) (not the repository's): node n of class y has feature p_1 (y = +1) or p_2 (y = -1) and
6 neighbours with class-dependent pattern counts (the majority pattern of its class, 0-1 of the other, the rest p_3),
token noise 0.05, unit norm; V_n = W_V sum_s x_s softmax_n(x_s^T W_K^T W_Q x_n) over the node and its neighbours with
W_K = W_Q = I, no positional bias (b^(0) = 0); F(n) = sum_i a_i Relu(W_O(i) V_n), a_i = +-1/sqrt(m), a = sqrt(m), m = 256,
hinge loss, t SGD steps on W_O and W_V (others frozen: a simplification) with fresh batches of B labeled nodes.
Lucky: a_i > 0 and W_O(i) V_n(0) > 0 on a p_1 node. Printed sides at an upper bound (p_n <= 1, most favourable neurons)."""
import math
import numpy as np

d, K = 3, 7   # patterns; node + 6 neighbours

def sample(rng, n, tau=0.05):
    y = rng.choice([-1, 1], size=n)
    X = np.zeros((n, K, d))
    for q in range(n):
        own = 0 if y[q] > 0 else 1
        cm = rng.integers(2, 5); co = rng.integers(0, 2)
        pats = [own] * cm + [1 - own] * co + [2] * (K - 1 - cm - co)
        rng.shuffle(pats)
        X[q, 0, own] = 1.0
        X[q, 1 + np.arange(K - 1), pats] = 1.0
    X += tau * rng.normal(size=X.shape)
    X /= np.linalg.norm(X, axis=2, keepdims=True)
    return X, y

def agg(X):
    lg = np.einsum('nsd,nd->ns', X, X[:, 0, :]); w = np.exp(lg - lg.max(1, keepdims=True)); w /= w.sum(1, keepdims=True)
    return np.einsum('ns,nsd->nd', w, X)

def run(B, m=256, xi=0.1, eta=1.0, t=2, seed=0):
    rng = np.random.default_rng(seed)
    WO = rng.normal(size=(m, d)) * xi
    a = rng.choice([-1.0, 1.0], size=m) / math.sqrt(m)
    WV = np.eye(d)
    Xr, yr = sample(rng, 4000)
    V0 = agg(Xr)
    lucky = (a > 0) & ((V0 @ WO.T > 0) & (yr > 0)[:, None]).any(0)
    contrib = np.zeros((m, d, d))
    for b in range(t):
        X, y = sample(rng, B)
        xb = agg(X)
        pre = (xb @ WV.T) @ WO.T
        F = np.maximum(pre, 0) @ a
        coef = y * (1 - y * F > 0) / B
        ind = (pre > 0).astype(float)
        g = np.einsum('n,k,nk,nd->kd', coef, a, ind, xb)
        dWO = eta * np.einsum('n,k,nk,nd->kd', coef, a, ind, xb @ WV.T)
        up = eta * np.einsum('ka,kd->kad', WO, g)
        contrib += up; WV = WV + up.sum(0); WO = WO + dWO
    X, y = sample(rng, B)
    xb = agg(X)
    ind = ((xb @ WV.T) @ WO.T >= 0).astype(float)
    out = {}
    for name, part in (("H4", lucky), ("H5", ~lucky)):
        DW = contrib[part].sum(0)
        proj = xb @ DW.T                                        # (n, j): (DW xbar_n) . p_j
        H = eta * np.einsum('n,k,nk,nj->kj', y.astype(float), a, ind, proj) / B
        out[name] = np.abs(H[lucky][:, 1:]).max()
    am = math.sqrt(m)
    conc = t * math.sqrt(math.log(m) * math.log(B) / B)
    side103 = (eta**2 / am) * conc * 0.5 * (m / am) * np.abs(WO[lucky][:, 1:]).max()
    side104 = (eta**2 * t * m / (math.sqrt(B) * am**2)) * np.abs(WO[~lucky][:, 0]).max() \
        + (eta**2 / am) * conc * 0.5 * (m / am) * np.abs(WO[lucky][:, 1]).max()
    return out["H4"], side103, out["H5"], side104

if __name__ == "__main__":
    for (xi, eta, t) in ((0.1, 1.0, 2), (1.0, 0.5, 3)):
        print(f"xi={xi} eta={eta} t={t}, m=256:")
        for B in (32, 512, 8192):
            h4, s3, h5, s4 = run(B, xi=xi, eta=eta, t=t)
            print(f"  B={B:5d}: |H_4| = {h4:.3e} vs (B.103) side {s3:.3e} (ratio {h4/s3:.3f}); |H_5| = {h5:.3e} vs (B.104) side {s4:.3e} (ratio {h5/s4:.3f})")
