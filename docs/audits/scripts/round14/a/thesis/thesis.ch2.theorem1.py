"""Audit r14 A (re-audit): thesis Theorem 1 (L576-L606): after T = Theta(eta^{-3/5} alpha*^{-1}) iterations of Algorithm
3 the population hinge risk is 0. Own simplified model of (2.1) (my thesis.ch2.eqA.97_104.py sampler and attention;
W_K, W_Q frozen: a simplification): mini-batch SGD on W_O, W_V from W_O ~ N(0, xi^2), a_(l) entries +-1/sqrt(m); T*(eta) =
first step with zero TRAINING hinge on all N samples (necessary for zero population risk). Also the a-priori argument:
each step moves the parameters by <= eta G, so after C eta^{-3/5} steps they moved <= C G eta^{2/5} -> 0."""
import importlib.util, math, os
import numpy as np

spec = importlib.util.spec_from_file_location("m97", os.path.join(os.path.dirname(__file__), "thesis.ch2.eqA.97_104.py"))
m97 = importlib.util.module_from_spec(spec); spec.loader.exec_module(m97)
d, L = m97.d, m97.L

def tstar(eta, N=40, B=8, m=128, xi=0.1, seed=3, cap=200000):
    rng = np.random.default_rng(seed)
    X, y, _, _ = m97.sample(rng, N, 0.05)
    XS = m97.attn_avg(X)
    WO = rng.normal(size=(m, d)) * xi
    A = rng.choice([-1.0, 1.0], size=(L, m)) / math.sqrt(m)
    WV = np.eye(d)
    move, WO0, WV0 = 0.0, WO.copy(), WV.copy()
    for T in range(cap):
        preA = np.einsum('nld,md->nlm', XS @ WV.T, WO)
        FA = np.einsum('lm,nlm->n', A, np.maximum(preA, 0)) / L
        if np.all(y * FA >= 1):
            return T, math.sqrt(np.sum((WO - WO0)**2) + np.sum((WV - WV0)**2))
        idx = rng.choice(N, B, replace=True)
        pre = preA[idx]; F = FA[idx]; yy = y[idx]
        coef = yy * (1 - yy * F > 0) / B
        ind = (pre > 0).astype(float)
        XSb = XS[idx]
        g = np.einsum('n,lk,nlk,nld->kd', coef, A, ind, XSb) / L
        dWO = np.einsum('n,lk,nlk,nld->kd', coef, A, ind, XSb @ WV.T) / L
        WV = WV + eta * np.einsum('ka,kd->ad', WO, g)
        WO = WO + eta * dWO
    return None, None

if __name__ == "__main__":
    for eta in (1.6, 0.4, 0.1, 0.025, 0.00625):
        T, mv = tstar(eta)
        print(f"eta={eta}: T* = {T}, eta T* = {eta*T:.1f}, T* eta^(3/5) = {T*eta**0.6:.1f} (alpha* fixed), "
              f"parameter distance moved {mv:.3f}")
