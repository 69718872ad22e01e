"""Auditor A, round 12: chenli L1230-L1233 (proof of Lemma 5.18): (1/(d2 d3)) 1_[2]^T E_X[X^T softmax(X Theta X^T) X] 1_[3]
 = E_{mu,nu}[mu^T J M_{mu,nu} nu], mu = X 1_[2]/d2, nu = X 1_[3]/d3, M_{mu,nu} = E[softmax | block means] (50), J all-ones.
Own enumeration of all X in {+-1}^{k x d}: left = E[mu^T S nu]; right = E[mu^T J M_{mu,nu} nu] = E[mu^T J S nu] (tower; also
computed literally by grouping X by (mu, nu)).  Lemma 5.18's statement (L1220) has X^T J softmax X on the left."""
import itertools
from collections import defaultdict
import numpy as np
def sm(A):
    A = A - A.max(1, keepdims=True); E = np.exp(A); return E / E.sum(1, keepdims=True)
rng = np.random.default_rng(5)
for (k, d1, d2, d3) in [(2, 0, 1, 1), (2, 1, 2, 1), (3, 1, 1, 2), (2, 2, 2, 2)]:
    d = d1 + d2 + d3
    Th = rng.standard_normal((d, d)) * 1.5
    one2 = np.zeros(d); one2[d1:d1 + d2] = 1; one3 = np.zeros(d); one3[d1 + d2:] = 1
    J = np.ones((k, k))
    left = 0.0; leftJ = 0.0; groups = defaultdict(list)
    Xs = [np.array(b, float).reshape(k, d) for b in itertools.product([-1, 1], repeat=k * d)]
    for X in Xs:
        S = sm(X @ Th @ X.T); mu = X @ one2 / d2; nu = X @ one3 / d3
        left += mu @ S @ nu; leftJ += mu @ J @ S @ nu
        groups[(tuple(mu), tuple(nu))].append(S)
    left /= len(Xs); leftJ /= len(Xs)
    right = sum(len(v) * (np.array(key[0]) @ J @ np.mean(v, 0) @ np.array(key[1])) for key, v in groups.items()) / len(Xs)
    print(f"k={k} d=({d1},{d2},{d3}): printed left (no J) {left:+.5f}   right E[mu^T J M nu] {right:+.5f}   left with J {leftJ:+.5f}")
