# Auditor A r26: chenli.factB.5-printed (seed 000 L3816-L3822). Own numpy.
import numpy as np
V = np.array([[1.0]]); kappa = -0.5; m = 1; r1 = r2 = 1.0
G = V @ V.T
print(f"m = 1, v_1 = (1), kappa = {kappa} (<= 1/m; the pair condition is void): det(VV^T) = {np.linalg.det(G):.3f} vs (1 - kappa m)^m prod ||v_i||^2 = {(1 - kappa*m)**m:.3f};"
      f" eigenvalue {np.linalg.eigvalsh(G)[0]:.3f} vs interval [{(1 - kappa*m)*r1**2:.3f}, {(1 + kappa*m)*r2**2:.3f}] (empty)")
rng = np.random.default_rng(0); bad = 0; n = 0
for _ in range(20000):
    m = rng.integers(1, 6); d = rng.integers(m, m + 4); V = rng.standard_normal((m, d))*rng.uniform(0.5, 2, (m, 1))
    Vn = V/np.linalg.norm(V, axis=1, keepdims=True); C = np.abs(Vn @ Vn.T - np.eye(m)).max() if m > 1 else 0.0
    kappa = max(C, rng.uniform(0, 1/m)) if m > 1 else rng.uniform(0, 1)               # kappa >= 0 (coherence bound), <= 1/m when possible
    if kappa > 1/m: continue
    n += 1; G = V @ V.T; norms = np.linalg.norm(V, axis=1); r1, r2 = norms.min(), norms.max(); ev = np.linalg.eigvalsh(G)
    ok = np.linalg.det(G) >= (1 - kappa*m)**m*np.prod(norms**2) - 1e-9 and ev.min() >= (1 - kappa*m)*r1**2 - 1e-9 and ev.max() <= (1 + kappa*m)*r2**2 + 1e-9
    bad += not ok
print(f"reading kappa >= 0: {n} random admissible instances (m = 1..5), violations of det or eigenvalue bounds: {bad}")
