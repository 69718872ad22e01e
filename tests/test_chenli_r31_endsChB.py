"""Second paths for round 31's chenli ends (helper endsChB): own numpy/scipy, nothing imported from bounds/, models/
or checks/papers."""

from __future__ import annotations

import itertools
import math

import numpy as np
from scipy.stats import binom, norm


def test_eq17_small_d3_exhaustive_levels() -> None:
    """(17) at d_3 in {2, 3}: sum_{i != j in S_[3]} G_ij f_3 >= -2 ||A||_op^2 - ||P_[3] A||_F^2 for every slice level
    nu = j/d_3 (f_3 = (nu^2 d_3 - 1)/(d_3 - 1)), random integer A with extra rows outside S_[3] and aligned /
    antipodal S_[3] rows (the extremes of 1^T G 1)."""
    rng = np.random.default_rng(31)
    worst = math.inf
    for d3, rows_out, cols in itertools.product((2, 3), (0, 2, 5), (1, 2, 4)):
        for trial in range(40):
            A = rng.integers(-3, 4, size=(rows_out + d3, cols)).astype(float)
            if trial % 3 == 1:
                A[rows_out:] = A[rows_out]  # S_[3] rows equal: 1^T G 1 = d_3^2 |a|^2
            elif trial % 3 == 2 and d3 == 2:
                A[rows_out + 1] = -A[rows_out]  # antipodal: 1^T G 1 = 0
            G = A @ A.T
            S = slice(rows_out, rows_out + d3)
            off = G[S, S].sum() - np.trace(G[S, S])
            op2 = np.linalg.eigvalsh(G).max()
            p3 = (A[S] ** 2).sum()
            for j in range(-d3, d3 + 1, 2):
                f3 = ((j / d3) ** 2 * d3 - 1) / (d3 - 1)
                worst = min(worst, off * f3 - (-2 * op2 - p3))
    assert worst >= -1e-9


def test_lemma3_5_lattice_ratio_small_L() -> None:
    """Lemma 3.5 with the constant 2 x 0.56 at L -> 0 (the printed end L -> 0 the run reaches only to 0.07): n equal
    Rademacher summands (L = 1/sqrt(n)), sup over intervals of |P[S/sqrt(n) in I] - P[Z in I]| / (1.12 L) stays near
    0.712 < 1 up to n = 1e5 (L ~ 3e-3)."""
    for n in (200, 10_000, 100_000):
        k = np.arange(n + 1)
        x = (2 * k - n) / math.sqrt(n)
        p = binom.pmf(k, n, 0.5)
        F = np.cumsum(p)
        D = np.r_[F - norm.cdf(x), F - p - norm.cdf(x)]
        ratio = (D.max() - D.min()) * math.sqrt(n) / 1.12
        assert 0.70 < ratio < 0.72
