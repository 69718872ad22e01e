"""Auditor B r27: chenli Lemma 6.4 proof, Step 2 boxes for X_3 (Case (A) L1889-L1895, Case (B) L1990-L2002) vs X_3's first
bullet (L1785): x^T Theta_i X_3 in [x^T Theta_i X_2 - s - xi F, x^T Theta_i X_2 - s], F = ||Theta_1||_F. Boolean X, m = 1,
exhaustive over X_{3,S^c}; X_2 any bitstring meeting its first bullet (L1781); X_{3,S} any of the 4 sign patterns (the
conditioning on X_{3,S} only involves E', which is free here)."""
import itertools, numpy as np
d, S = 12, [0, 1]; Sc = [j for j in range(d) if j not in S]
Th = np.diag(np.linspace(1, 1.2, d)); x = np.ones(d); F = np.linalg.norm(Th)
k, beta, xi, s = 2, 0.0, 0.5, 0.05
v = x @ Th[:, Sc]; vS = x @ Th[:, S]
lo2 = F * (np.sqrt(10 * np.log(k)) + beta)
X2s = [np.array(X) for X in itertools.product([-1, 1], repeat=d) if lo2 <= x @ Th @ np.array(X) <= lo2 + xi * F]
print(f"F = {F:.3f}; {len(X2s)} bitstrings X_2 meet the X_2 bullet")
X3c_all = [np.array(X) for X in itertools.product([-1, 1], repeat=len(Sc))]
res = {}
for name in ['A printed (var X_3,S^c)', 'B printed', 'intended']:
    worst, npts, nbad = 0.0, 0, 0
    for X2 in X2s[:40]:
        for X3S in itertools.product([-1, 1], repeat=len(S)):
            X3S = np.array(X3S)
            if name.startswith('A'): a = v @ X2[Sc] - s - xi * F                     # a_i := x^T Theta_i X_{2,S^c} - s - xi F
            elif name.startswith('B'): a = vS @ X2[S] - s - xi * F                   # a_i := x^T Theta_i X_{2,S} - s - xi F
            else: a = x @ Th @ X2 - vS @ X3S - s - xi * F                            # x^T Theta_i X_2 - x^T(Theta_i)_S X_{3,S} - s - xi F
            lo3, hi3 = x @ Th @ X2 - s - xi * F, x @ Th @ X2 - s
            for X3c in X3c_all:
                inner = v @ X3c
                if a <= inner <= a + xi * F:
                    npts += 1; full = vS @ X3S + inner
                    if not (lo3 - 1e-12 <= full <= hi3 + 1e-12):
                        nbad += 1; worst = max(worst, max(lo3 - full, full - hi3) / F)
    res[name] = (npts, nbad, worst)
    print(f"{name}: box points {npts}, of which {nbad} miss X_3's bullet; largest distance outside {worst:.3f} F")
