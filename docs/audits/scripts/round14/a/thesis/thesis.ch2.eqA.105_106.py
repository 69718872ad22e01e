"""Audit r14 A: thesis (A.105) L3124-L3129 and (A.106) L3133, Lemma A.3.1 Claim 1 case (4) (i outside W_{l,n}(0) u
U_{l,n}(0)): (A.105) |<W_O(i)^(t+1), p> - <W_O(i)^(t), p>| <~ (eta/a)(||p|| + (sigma + tau) + sum_b (1/2B) sum_n
(|S_1^n| p_n(b) eta m/(|S^n| a)) W_O(i)^T p_j) sqrt(log m log B/B) ||p||; (A.106) W_O(i)^(t+1) p_j <~ (1/sqrt(B))
W_O(j)^(t+1) p_1, j in W_{l,n}(0). Same own simplified model as my thesis.ch2.eqA.97_104.py (its sampler reused)."""
import importlib.util, math, os
import numpy as np

spec = importlib.util.spec_from_file_location("m97", os.path.join(os.path.dirname(__file__), "thesis.ch2.eqA.97_104.py"))
m97 = importlib.util.module_from_spec(spec); spec.loader.exec_module(m97)
d, L = m97.d, m97.L

def run(B, m=256, xi=0.1, eta=1.0, t=2, tau=0.05, seed=0):
    rng = np.random.default_rng(seed)
    WO = rng.normal(size=(m, d)) * xi
    A = rng.choice([-1.0, 1.0], size=(L, m)) / math.sqrt(m)
    WV = np.eye(d); WO0 = WO.copy()
    # case (4) neurons from t = 0 quantities on a reference sample (lucky / unlucky sets (A.8)-(A.9))
    Xr, yr, _, _ = m97.sample(rng, 2000, tau)
    XSr = m97.attn_avg(Xr); tok = np.argmax(np.abs(Xr), axis=2)
    pre0 = np.einsum('nld,md->nlm', XSr, WO0)
    lucky = ((pre0 > 0) & (tok == 0)[:, :, None]).any((0, 1))
    unlucky = ((pre0 > 0) & (tok == 1)[:, :, None]).any((0, 1))
    neither = ~(lucky | unlucky)
    steps = []
    for b in range(t + 1):
        X, y, s1, s2 = m97.sample(rng, B, tau)
        XS = m97.attn_avg(X)
        pre = np.einsum('nld,md->nlm', XS @ WV.T, WO)
        F = np.einsum('lm,nlm->n', A, np.maximum(pre, 0)) / L
        coef = y * (1 - y * F > 0) / B
        ind = (pre > 0).astype(float)
        g = np.einsum('n,lk,nlk,nld->kd', coef, A, ind, XS) / L
        dWO = eta * np.einsum('n,lk,nlk,nld->kd', coef, A, ind, XS @ WV.T) / L
        WOold = WO.copy()
        WV = WV + eta * np.einsum('ka,kd->ad', WO, g)
        WO = WO + dWO
        steps.append((WOold, WO.copy(), s1))
    WOt, WOt1, s1 = steps[-1]
    a = math.sqrt(m)
    change = np.abs(WOt1 - WOt)[neither].max()                       # max over case-(4) i and p = p_k
    wj = np.abs(WOt[neither]).max()
    side = (eta / a) * (1 + tau + t * 0.5 * (s1.max() / L) * eta * m / a * wj) * math.sqrt(math.log(m) * math.log(B) / B)
    # (A.106): largest case-(4) component vs (1/sqrt(B)) times the largest lucky p_1 component (most favourable j)
    lhs106 = WOt1[neither].max()
    rhs106 = WOt1[lucky, 0].max() / math.sqrt(B)
    return change, side, lhs106, rhs106, int(neither.sum())

if __name__ == "__main__":
    for B in (32, 512, 8192):
        c, s, l, r, nn = run(B)
        print(f"B={B:5d}: (A.105) max one-step change {c:.3e} vs side (upper bound, p_n <= 1) {s:.3e}: ratio {c/s:.3f};"
              f" (A.106) max W_O(i)p_j = {l:.3e} vs max_j W_O(j)p_1/sqrt(B) = {r:.3e}: ratio {l/r:.2f} (case-4 neurons {nn})")
