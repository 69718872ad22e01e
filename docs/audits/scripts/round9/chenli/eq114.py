"""Audit note chenli.display.eq114 ((114) L2359-L2363): ||Theta~||_F = (1 +- O((m kappa + mu sqrt m)/sqrt(lambda))) / sqrt(Z).
Theta~ = Theta* + E, Theta* = (1/Z) sum Theta_i/||Theta_i||_F^2 (L2264-L2268: ||E||_F <~ mu ||Theta_1||_F; L2282 prints the norm
unsubscripted).  Frobenius reading: worst E = -mu ||Theta_1||_F Theta*/||Theta*||_F (shrinks the norm most); operator-norm reading:
E = -mu ||Theta_1||_F Theta*/||Theta*||_op (Frobenius norm up to sqrt(d) times larger).  Heads: m matrices proportional to I on
disjoint diagonal blocks (kappa = 0), norms with ratio >= lambda.  Ratio = |sqrt(Z) ||Theta~||_F - 1| / ((m kappa + mu sqrt m)/sqrt(lambda)).
"""
import numpy as np

rng = np.random.default_rng(0)
for d in [12, 48, 192, 768]:
    m, lam, mu = 3, 0.5, 0.01
    blk = d // m
    norms = np.array([1.0, np.sqrt(lam) * 1.2, np.sqrt(lam) * 1.05]) * 50  # ||Theta_i||_F, ratios >= lambda
    heads = []
    for i in range(m):
        T = np.zeros((d, d))
        T[i * blk:(i + 1) * blk, i * blk:(i + 1) * blk] = np.eye(blk) * norms[i] / np.sqrt(blk)
        heads.append(T)
    Z = sum(1 / n**2 for n in norms)
    Ts = sum(T / n**2 for T, n in zip(heads, norms)) / Z
    kappa = 0.0
    den = (m * kappa + mu * np.sqrt(m)) / np.sqrt(lam)
    out = []
    for name, scale in [("F", np.linalg.norm(Ts)), ("op", np.linalg.norm(Ts, 2))]:
        E = -mu * norms[0] * Ts / scale
        r = abs(np.sqrt(Z) * np.linalg.norm(Ts + E) - 1) / den
        out.append(f"{name}-reading ratio {r:.3g}")
    print(f"d={d}: " + "; ".join(out))
