"""Auditor C: factrecall proof of Lemma 3 (L896-L898): 'by Lemma 14, with probability 1 - delta' gamma_sra > 0'.
S = R = 1, p = k = 3 (odd), q = 8 (C2 = 8 > 2 at eps = 1). As m -> inf (any m above the width is allowed) gamma_sra ->
E[gamma | embeddings] = g(X + Y) X^p Y^k (1 - <phi(a*), phi(a)>) (the proof's own conditional mean, L800-L830), with
X = ||Pi_P phi(s)||^2, Y = ||Pi_Q phi(r)||^2, phi uniform on S^{d-1}, P, Q orthogonal floor(d/2)-dim subspaces:
X, Y ~ Beta(h/2, (d-h)/2) independent, and g(t) = E sigma^{(6)}(Z sqrt t) = A6 + A8 (t - 1)/2 (A_n = E sigma^{(n)}(Z);
E He_2(Z sqrt t) = t - 1; odd orders vanish). sigma degree 8 with every Hermite coefficient nonzero, A6 = c_{p+k} = 1/d > 0,
A8 = -1. P(gamma <= 0) -> P(X + Y >= 1 + 2 A6/|A8|). Exact (numerical convolution) + Monte Carlo on actual sphere draws."""
import numpy as np
from scipy import stats, integrate
rng = np.random.default_rng(0)
for d in [11, 101, 1001, 10001, 100001]:
    h = d // 2
    Bt = stats.beta(h / 2, (d - h) / 2)
    thr = 1 + 2 * (1 / d) / 1.0
    # P(X + Y >= thr) = int f_X(x) P(Y >= thr - x) dx
    pr = integrate.quad(lambda x: Bt.pdf(x) * Bt.sf(thr - x), 0, 1, limit=400, points=[0.5])[0]
    if d <= 10001:
        n = 20000 if d <= 1001 else 4000
        v = rng.standard_normal((n, d)); v /= np.linalg.norm(v, axis=1, keepdims=True)
        w = rng.standard_normal((n, d)); w /= np.linalg.norm(w, axis=1, keepdims=True)
        X = (v[:, :h] ** 2).sum(1); Y = (w[:, h:2 * h] ** 2).sum(1)
        g = 1 / d - (X + Y - 1) / 2
        mc = f"{(g <= 0).mean():.3f} (n = {n})"
    else:
        mc = "-"
    print(f"d = {d}: P(gamma_sra <= 0) -> {pr:.4f} (Monte Carlo on sphere draws: {mc}) vs delta' = 1/3")
# fixed sigma (A6 = 0.05, A8 = -1): the failure probability vanishes once d >> (A8/A6)^2 -- sigma-dependent threshold
for d in [11, 101, 1001, 3001, 10001]:
    h = d // 2; Bt = stats.beta(h / 2, (d - h) / 2); thr = 1 + 2 * 0.05
    pr = integrate.quad(lambda x: Bt.pdf(x) * Bt.sf(thr - x), 0, 1, limit=400, points=[0.5])[0]
    print(f"fixed sigma A6 = 0.05, A8 = -1, d = {d}: P(gamma <= 0) -> {pr:.3g}")
