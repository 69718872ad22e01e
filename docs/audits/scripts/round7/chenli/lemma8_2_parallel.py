"""Audit chenli.display.lemma8.2-parallel-distance (L2778-L2780): 'its distance to the span ... is ||Theta_1||_F sum_a nu_a'.
Theta_1 = M = e_1, M^(1) = cos t e_1 + sin t e_2 (nu_1 = sin t): M^par = <M^(1), M> M^(1)."""
import numpy as np
for t in [0.3, 1.0]:
    Th = np.array([1.0, 0, 0]); M = Th.copy(); M1 = np.array([np.cos(t), np.sin(t), 0])
    Mpar = (M1 @ M) * M1
    dist = np.linalg.norm(Mpar - (Mpar @ Th) * Th)
    print(f"t={t}: distance = {dist:.4f}, printed ||Theta_1|| nu_1 = {np.sin(t):.4f}, '=' holds: {np.isclose(dist, np.sin(t))}, '<=' holds: {dist <= np.sin(t)}")
