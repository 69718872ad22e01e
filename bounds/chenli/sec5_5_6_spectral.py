"""Bounds of chenli (Chen & Li, "Provably learning a multi-head attention layer") Sections 5.5-5.6 (Relating
restricted norm to spectral norm; combining the bounds): Lemmas 5.20/5.21 (flat decompositions), 5.22,
Theorem 5.1 and its informal statement Eq. (2) of Section 2.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Each function is a printed bound, a pure function of named
quantities (no torch); the pairing with measurements and instance strategies is in
``checks/papers/chenli/sec5_5_6_spectral.py``.
"""

from __future__ import annotations

import math


def lemma5_20() -> float:
    """Lemma 5.20 (flat decompositions), L1244-L1276. Kind: construction, hidden O(log(d/eps)) made explicit from
    the proof's construction (checked as the largest normalised ratio, which must be <= 1):
    ||v - sum_j w_j|| / eps, ||w_j|| / 0.9^{j-1} (||v|| <= 1), pieces(w_j) / (2 ceil(log2(sqrt(2d)/eps))), and
    n / ceil(log(sqrt 2 ||v||/eps)/log(2/sqrt 3)) (the proof's per-step contraction sqrt(3/4)). Returns 1."""
    return 1.0


def lemma5_20_pieces(d: int, eps: float) -> int:
    """Buckets the construction can make at eps' = eps/sqrt 2: every kept entry is in (eps'/sqrt d, 1] and bucket
    tops at least halve, so at most ceil(log2(sqrt d/eps')) buckets per sign (the catalog's 2 ceil(log2(sqrt d/eps))
    + 2 is this bound rounded up)."""
    return 2 * max(0, math.ceil(math.log2(math.sqrt(2 * d) / eps)))


def lemma5_20_steps(vnorm: float, eps: float) -> int:
    """Steps of the iteration until the residual is <= eps/sqrt 2, with the proof's contraction sqrt(3/4)."""
    ep = eps / math.sqrt(2)
    return 0 if vnorm <= ep else math.ceil(math.log(vnorm / ep) / math.log(2 / math.sqrt(3)))


def lemma5_22_log_exponent() -> float:
    """Lemma 5.22, L1278-L1314. Kind: deterministic, hidden constant; checked as a rate: ||M||_op <~ xi log d, so
    ||M||_op / xi(M) grows at most like (log d)^1: its fitted exponent in log d must not exceed 1."""
    return 1.0


def thm5_1_exponent() -> float:
    """Theorem 5.1, L511 (proof L1316-L1350). Kind: rate, hidden constants and exponent C. The core estimate
    ||E[X^T J softmax(X Theta X^T) X] - k I||_op <= Theta~(k^5/r_Theta^{1/12} + k^5 upsilon r_Theta/d^{C/2}) decays
    along r_Theta = d (upsilon = 1) like d^{-min(1/12, C/2 - 1)}-ish; the weakest consequence checked: the fitted
    exponent of the deviation in r_Theta must not exceed 0."""
    return 0.0


def eq2_exponent() -> float:
    """Eq. (2), L190: (1/k) E[X^T J Y] ~ sum_i W_i. Kind: rate (informal form of Theorem 5.1): the relative Frobenius
    error's fitted exponent in r_Theta must not exceed 0."""
    return 0.0


def lemma5_22_shape(xi: float, d: float) -> float:
    """Lemma 5.22, L1278-L1314, as a uniform shape (issue 31): ||M||_op <~ xi log d, xi the smallest xi meeting
    (58)."""
    return xi * math.log(d)
