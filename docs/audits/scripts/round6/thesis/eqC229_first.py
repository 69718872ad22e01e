"""Audit thesis.ch4.eqC.229-first (seed 003 L6357 (C.227), L6361-L6367 (C.228)-(C.229)). The first line claims
||A E - v||_F = ||A|| ||E||_F + ||v||_F with A = I - eta_0 Hbar, H_min I <= Hbar <= H_max I, eta_0 <= 1/H_max."""
import numpy as np
for Hbar, eta0, E, v in [(np.diag([1.0]), 0.5, np.array([1.0]), np.array([1.0])),
                         (np.diag([1.0, 3.0]), 0.25, np.array([0.0, 1.0]), np.zeros(2)),
                         (np.diag([1.0, 3.0]), 1 / 3, np.array([1.0, 0.0]), np.array([0.1, 0.0]))]:
    A = np.eye(len(E)) - eta0 * Hbar
    assert eta0 <= 1 / Hbar.max() + 1e-12
    left = np.linalg.norm(A @ E - v); right = np.linalg.norm(A, 2) * np.linalg.norm(E) + np.linalg.norm(v)
    print(f"Hbar={np.diag(Hbar)}, eta0={eta0:.4f}, E={E}, v={v}: left {left:.4f}, printed right {right:.4f}, '<=' holds: {left <= right + 1e-12}")
