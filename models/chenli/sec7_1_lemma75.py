"""chenli Lemmas 7.5/7.6 (Section 7.1.2-7.1.3, L2489-L2555): exact laws of x^T Theta x and x^T Theta y for heads
whose entries sit on disjoint coordinate pairs (each row and column holds at most one off-diagonal entry) in two weight
classes, plus a diagonal block carrying the trace: the forms are sums of independent Rademacher variables in two
weight classes, so their law is the convolution of two binomials (Chen & Li, shared/seeds/000_7ee2e1d97e13a266.txt).
"""

from __future__ import annotations

import math

import numpy as np
from scipy import special


def _log_binom_pmf(n: int) -> np.ndarray:
    """log P[Bin(n, 1/2) = j], j = 0..n."""
    j = np.arange(n + 1)
    return special.gammaln(n + 1) - special.gammaln(j + 1) - special.gammaln(n - j + 1) - n * math.log(2)


def two_class_log_tail(n1: int, w1: float, n2: int, w2: float, shift: float, tau: float) -> float:
    """log P[|shift + w1 S1 + w2 S2| > tau] for independent S_c = 2 Bin(n_c, 1/2) - n_c (exact convolution of the
    two binomial laws in log space; n_c may be 0)."""
    lp1, lp2 = _log_binom_pmf(n1), _log_binom_pmf(n2)
    s1 = w1 * (2 * np.arange(n1 + 1) - n1)
    s2 = w2 * (2 * np.arange(n2 + 1) - n2)
    val = shift + s1[:, None] + s2[None, :]
    lp = lp1[:, None] + lp2[None, :]
    mask = np.abs(val) > tau
    if not mask.any():
        return -math.inf
    return float(special.logsumexp(lp[mask]))


def pair_head(n1: int, w1: float, n2: int, w2: float, n_diag: int, w_diag: float, t_diag: int) -> np.ndarray:
    """The head whose law :func:`two_class_log_tail` gives, as an explicit d x d matrix (d = 2(n1 + n2) + n_diag; for
    tests): entries w1 (n1 of them) and w2 (n2) at (2p, 2p+1) on disjoint coordinate pairs, and a diagonal block of
    n_diag entries +-w_diag summing to t_diag w_diag (trace), so x^T Theta x = Tr + w1 S1 + w2 S2 exactly (the
    pair products x_{2p} x_{2p+1} are independent signs) and x^T Theta y = w1 S1 + w2 S2 + w_diag S3 in law."""
    d = 2 * (n1 + n2) + n_diag
    th = np.zeros((d, d))
    for p in range(n1 + n2):
        th[2 * p, 2 * p + 1] = w1 if p < n1 else w2
    u = (n_diag + t_diag) // 2
    for q in range(n_diag):
        th[2 * (n1 + n2) + q, 2 * (n1 + n2) + q] = w_diag if q < u else -w_diag
    return th
