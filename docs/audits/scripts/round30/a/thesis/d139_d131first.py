"""Auditor A r30: thesis (D.139) first link and (D.131) first link.  Own Fractions / numpy, no repo imports."""
from fractions import Fraction as Fr
import numpy as np
# ---- (D.139): from (D.125) sample <= (1+g) OPT + e0 and (D.138) |pop - sample| <= e0, the printed pop <= (1+g) OPT + e0
e0 = Fr(1, 100); g = Fr(0)
for (sample, pop) in [(Fr(1, 2), Fr(1, 2) + Fr(99, 10000)), (Fr(3, 10), Fr(3, 10) + Fr(1, 100))]:
    OPT = (sample - e0) / (1 + g)                     # (D.125) with equality
    assert sample <= (1 + g) * OPT + e0 and abs(pop - sample) <= e0 and g <= e0 and 0 <= pop <= 1
    print(f"(D.139): sample {float(sample)}, population {float(pop):.4f}, OPT {float(OPT):.4f}: printed bound {(1+g)*OPT+e0} -> "
          f"{'VIOLATED' if pop > (1 + g) * OPT + e0 else 'ok'}; (1+g)OPT + 2e0 = {float((1+g)*OPT+2*e0):.4f} holds: {pop <= (1+g)*OPT+2*e0}")
# ---- (D.131) first link: |g^(b,b) with sign patterns at the perturbed weights| <= |same expression with the init patterns D^(0)|
rng = np.random.default_rng(1311)
N, d, m1, m2, eps0, C0 = 3, 2, 4, 4, 0.01, 1.0
M = np.ones((N, N)); A = M / 3                          # triangle with self-loops: D^{-1/2}(Adj+I)D^{-1/2} = J/3; A* = A (p* = 1)
relu = lambda z: np.maximum(z, 0)
tvp = m1 ** (0.5 - 0.005) / (np.sqrt(eps0) * np.sqrt(m2)); twp = C0 / (eps0 ** 0.25 * m1 ** (0.75 - 0.005))   # Table D.2
sw = 1 / m1 ** (1 - 0.01); sv = 1 / m2 ** (0.5 + 0.01)
worse = 0; total = 0; best = 0
for seed in range(400):
    X = rng.standard_normal((N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
    W0 = rng.standard_normal((d, m1)) / np.sqrt(m1); V0 = rng.standard_normal((m1, m2)) / np.sqrt(m2)
    B1 = np.ones((N, 1)) @ rng.standard_normal((1, m1)) / np.sqrt(m1); B2 = np.ones((N, 1)) @ rng.standard_normal((1, m2)) / np.sqrt(m2)
    c = rng.standard_normal(m2)
    WT = rng.standard_normal((d, m1)); WT *= eps0 ** 0.25 * twp / (np.sum(np.linalg.norm(WT, axis=0) ** 4) ** 0.25)   # (D.126) equality
    VT = rng.standard_normal((m1, m2)); VT *= eps0 ** 0.5 * tvp / np.linalg.norm(VT)                                  # (D.127) equality
    Wr = sw * rng.standard_normal((d, m1)); Vr = sv * rng.standard_normal((m1, m2)); Sg = np.diag(rng.choice([-1.0, 1.0], m1))
    # init patterns
    H0 = A @ X @ W0 + B1; Dw0 = (H0 >= 0).astype(float); Dv0 = ((A @ relu(H0) @ V0 + B2) >= 0).astype(float)
    # patterns at the perturbed point W0 + Wr + WT Sg, V0 + Vr + Sg VT
    Hp = A @ X @ (W0 + Wr + WT @ Sg) + B1; Dwp = (Hp >= 0).astype(float)
    Dvp = ((A @ relu(Hp) @ (V0 + Vr + Sg @ VT) + B2) >= 0).astype(float)
    def gbb(Dw, Dv, q):
        return q @ A @ ((A @ ((A @ X @ WT) * Dw) @ VT) * Dv) @ c
    for gn in range(N):
        q = np.eye(N)[gn]
        left = abs(gbb(Dwp, Dvp, q)); right = abs(gbb(Dw0, Dv0, q))
        total += 1
        if left > right * (1 + 1e-12) + 1e-15:
            worse += 1; best = max(best, left / max(right, 1e-300))
print(f"(D.131) first link: |g^(b,b)| (perturbed patterns) > |init-pattern expression| at {worse} of {total} (seed, node) pairs; "
      f"largest ratio {best:.3g}")
