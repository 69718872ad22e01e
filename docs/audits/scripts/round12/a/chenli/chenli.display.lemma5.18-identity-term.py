"""Auditor A, round 12: chenli L1230-L1236 (proof of Lemma 5.18, v != w): the first term of L1235,
 E_{mu,nu}[mu^T J M* nu] = (1/(d2 d3)) 1_[2]^T (k Id) 1_[2],  mu = X 1_[2]/d2, nu = X 1_[3]/d3, X ~ {+-1}^{k x d},
 M* = E[softmax(X Theta X^T)] (L1124), J the all-ones k x k matrix.  Exact enumeration of X for small k, d, random Theta;
 also the full left side of L1233 (1/(d2 d3)) 1_[2]^T E[X^T softmax(X Theta X^T) X] 1_[3] for reference."""
import itertools
import numpy as np

def softmax_rows(A):
    A = A - A.max(1, keepdims=True); E = np.exp(A); return E / E.sum(1, keepdims=True)

rng = np.random.default_rng(11)
for (k, d1, d2, d3) in [(2, 1, 2, 1), (2, 2, 2, 2), (3, 1, 2, 2), (2, 3, 3, 1)]:
    d = d1 + d2 + d3
    Th = rng.standard_normal((d, d)) * 1.5
    one2 = np.zeros(d); one2[d1:d1 + d2] = 1; one3 = np.zeros(d); one3[d1 + d2:] = 1
    Xs = [np.array(b, float).reshape(k, d) for b in itertools.product([-1, 1], repeat=k * d)]
    Mstar = sum(softmax_rows(X @ Th @ X.T) for X in Xs) / len(Xs)
    J = np.ones((k, k))
    first = np.mean([(X @ one2 / d2) @ J @ Mstar @ (X @ one3 / d3) for X in Xs])
    full = np.mean([one2 @ X.T @ softmax_rows(X @ Th @ X.T) @ X @ one3 for X in Xs]) / (d2 * d3)
    printed = k * d2 / (d2 * d3)
    print(f"k={k} d=({d1},{d2},{d3}): E[mu^T J M* nu] = {first:.2e}  printed (1/(d2 d3)) 1_[2]^T (k Id) 1_[2] = {printed:.4f}  "
          f"(reading 1_[3] on the right: {k * (one2 @ one3) / (d2 * d3):.1f});  full L1233 left side = {full:.4f}")
