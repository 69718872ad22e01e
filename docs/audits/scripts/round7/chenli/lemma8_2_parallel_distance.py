"""Audit chenli.display.lemma8.2-parallel-distance (seed 000 L2776-L2780). Matrices flattened to vectors (Frobenius)."""
import numpy as np
rng = np.random.default_rng(0)
def dist_to_span(v, basis):
    Q, _ = np.linalg.qr(np.array(basis).T)
    return np.linalg.norm(v - Q @ (Q.T @ v))
# smallest instance: m = 1, Theta_1 = M = e1, l = 1, M^(1) = cos t e1 + sin t e2, E^(1) = sin t e2 (nu_1 = sin t)
for t in (0.3, 0.8, 1.2):
    e1, e2 = np.eye(3)[0], np.eye(3)[1]
    M1 = np.cos(t) * e1 + np.sin(t) * e2
    Mpar = (M1 @ e1) * M1
    print(f"t={t}: distance {dist_to_span(Mpar, [e1]):.4f} vs printed ||Theta_1|| nu_1 = {np.sin(t):.4f}")
# random: d = 4 (16-dim), m = 3 Theta's, l = 2 orthonormal M^(a) with small components off the span; M in conv hull
worst = 0
for _ in range(2000):
    Th = rng.normal(size=(3, 16)); Th = Th[np.argsort(-np.linalg.norm(Th, axis=1))]  # Theta_1 largest
    Q, _ = np.linalg.qr(Th.T)
    Ma = []
    for a in range(2):
        v = Q @ rng.normal(size=3) + 0.2 * rng.normal(size=16)
        Ma.append(v)
    Ma, _ = np.linalg.qr(np.array(Ma).T); Ma = Ma.T
    nu = [np.linalg.norm(v - Q @ (Q.T @ v)) for v in Ma]  # nu_a = ||E^(a)|| exactly
    w = rng.dirichlet(np.ones(3)); M = w @ Th
    Mpar = sum((v @ M) * v for v in Ma)
    d = dist_to_span(Mpar, list(Th)); p = np.linalg.norm(Th[0]) * sum(nu)
    worst = max(worst, d / p)
print("random: max distance / (||Theta_1|| sum nu_a) =", round(worst, 4), "(< 1: 'at most' holds, '=' fails)")
