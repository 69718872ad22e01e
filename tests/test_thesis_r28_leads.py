"""Round 28 (helper leads): second paths for the readings of thesis.ch2.eqA.197 / thesis.ch3.eqB.217-bound.

Own numpy (nothing from thmcheck.bounds or thmcheck.models): the lucky rows' angles theta^i with V(0) for W_O rows
drawn as isotropic Gaussians in R^{m_a} (the rows themselves, not the angle law the claim samples), the lucky set
{i : W_O(i) V > 0}, and E[theta | lucky] by a plain Riemann sum of sin^{m_a - 2}.
"""

from __future__ import annotations

import math

import numpy as np


def _lucky_mean_dev(ma: int, m: int, rng: np.random.Generator, mu: float) -> float:
    W = rng.standard_normal((m, ma))
    v = np.zeros(ma)
    v[0] = 1.0
    c = W @ v / np.linalg.norm(W, axis=1)
    lucky = c > 0
    if not lucky.any():
        return 0.0
    return abs(float(np.arccos(c[lucky]).mean()) - mu)


def _lucky_angle_mean(ma: int) -> float:
    t = np.linspace(0.0, math.pi / 2, 200001)
    w = np.sin(t) ** (ma - 2)
    return float((t * w).sum() / w.sum())


def test_a197_lucky_mean_reading_median_holds_but_not_at_probability_one_minus_n_pow_minus_10() -> None:
    """m_a = 3 (ch3's smallest, M = 2 < m_a), m = 400, N = 2: the median of ||mean_lucky theta - E[theta | lucky]||
    is well below sqrt(log N / m) (the reading the claim's median check grants), but the deviation exceeds it in
    about a tenth of the initialisations, far above the printed N^{-10} = 1/1024."""
    ma, m, N, n = 3, 400, 2, 600
    mu = _lucky_angle_mean(ma)
    assert abs(mu - 1.0) < 1e-4  # m_a = 3: theta has density sin(theta)/2, E[theta | theta < pi/2] = 1
    rng = np.random.default_rng(28)
    dev = np.array([_lucky_mean_dev(ma, m, rng, mu) for _ in range(n)])
    bound = math.sqrt(math.log(N) / m)
    assert np.median(dev) < 0.6 * bound
    rate = float((dev > bound).mean())
    assert rate > 0.05, rate  # the 99.9 % lower Clopper-Pearson end is far above 1/1024
    assert rate > 20 * N ** -10.0


def test_b186_ratio_of_expectations_reading_is_an_identity() -> None:
    """Under footnote 9's i.i.d. pattern law with the graph fixed, E|S cap (V - N)| / E|S cap N| = p (N - n) / (p n)
    for every pattern class: (B.186)'s and (B.187)'s gaps are 0 on the dense family's sizes (here checked on its
    k = 128 sizes with the class fractions of the family)."""
    from fractions import Fraction

    for k in (4, 32, 128):
        N = 3 * k + 4
        n_in = k + 1  # l's distance-1 neighbourhood in the (B.186) family
        for p in (Fraction(k + 2, N), Fraction(k + 2, N), Fraction(k, N)):
            assert (p * (N - n_in)) / (p * n_in) - Fraction(N - n_in, n_in) == 0
