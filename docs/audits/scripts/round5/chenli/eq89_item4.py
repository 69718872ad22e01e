"""Audit chenli.eq89 (L1801-L1803) and chenli.display.lemma6.8-item4-rows (L1673). Exhaustive / exact."""
import itertools
import numpy as np
# eq89: P over X_{2,S} in {+-1}^|S| of sgn(<u, X_S>) * sgn(sum alpha - 1) >= 0
for u, sa in [((1, 1), 1.5), ((1, 1), 1.0), ((1, 2, 3), 0.5), ((0.3, 1.1, 0.7), 1.2)]:
    pts = list(itertools.product([-1, 1], repeat=len(u)))
    P = sum(np.sign(np.dot(u, x)) * np.sign(sa - 1) >= 0 for x in pts) / len(pts)
    print(f"eq89 u={u} sum alpha={sa}: P = {P}  (printed 1/2; >= 1/2: {P >= 0.5})")
# item 4: Theta = [[1,2],[0,1]], x = (1,1), S = {1} (index 0)
T = np.array([[1., 2.], [0., 1.]]); x = np.array([1., 1.]); S = [0]; Sc = [1]
lhs = np.linalg.norm(x @ T[:, Sc]) ** 2
rows = np.linalg.norm(x @ T) ** 2 - sum((T[j, :] @ x) ** 2 for j in S)
cols = np.linalg.norm(x @ T) ** 2 - sum((T[:, j] @ x) ** 2 for j in S)
print(f"item4: ||x^T Theta_(:,S^c)||^2 = {lhs}, printed (rows) = {rows}, with columns = {cols}")
