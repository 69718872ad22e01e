"""Audit chenli.display.def5.10-support (L766-L774) and chenli.display.sec5-overview-target (L521-L525). Exhaustive."""
import itertools
import numpy as np
# def5.10: d2 = 2, mu = -1 <= mu' = 0: x_[2] = (-1,-1); coupling sets (mu'-mu)/2 * d2 = 1 entry (outside T) to +1
x = np.array([-1, -1]); diffs = set()
for i in range(2):
    xp = x.copy(); xp[i] = 1; diffs.update(int(v) for v in (xp - x))
print("def5.10: entries of x'-x:", sorted(diffs), " printed set {0, (-1)^{1[mu<=mu']} 2} =", sorted({0, (-1) ** 1 * 2}))
# overview: E[X^T J Delta X] over X in {+-1}^{k x d}, exhaustive
for k, d in [(1, 2), (2, 2), (2, 3)]:
    rng = np.random.default_rng(k * 10 + d)
    Delta = rng.random((k, k)); Delta /= Delta.sum(1, keepdims=True); J = np.ones((k, k))
    E = np.zeros((d, d)); n = 0
    for bits in itertools.product([-1, 1], repeat=k * d):
        X = np.array(bits, float).reshape(k, d); E += X.T @ J @ Delta @ X; n += 1
    E /= n
    v, w = np.eye(d)[0], np.eye(d)[1]
    print(f"k={k} d={d}: E[X^T J Delta X] = {np.round(E[0,0],6)} Id (offdiag max {np.abs(E-np.diag(np.diag(E))).max():.1e}); "
          f"disjoint v,w: {v @ E @ w / (np.linalg.norm(v)*np.linalg.norm(w)):.3f} vs printed k = {k}; equal v=w: {v @ E @ v:.3f}")
