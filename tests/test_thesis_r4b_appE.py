"""Second path for (E.132) (thesis App. E.5.5, shared/seeds/003_84cf0eb31e2dc802.txt L8582-L8584), encoded in
checks/papers/thesis/r4_ch5_7.py: Monte Carlo over W_O's row with numpy, no code of the claim imported."""

from __future__ import annotations

import math

import numpy as np


def test_eqE132_small_ball_probability_is_a_constant() -> None:
    """beta = 1, xi = 0.1, kappa = 0 and kappa = 1/2 (d_X = 6): Pr(|w . x| <= beta xi) ~ 0.68 / 0.63 > beta xi = 0.1."""
    rng = np.random.default_rng(20261128)
    beta, xi, n = 1.0, 0.1, 200_000
    for kappa, expected in ((0.0, math.erf(1 / math.sqrt(2))), (0.5, math.erf(1 / math.sqrt(2 * 1.25)))):
        x = np.zeros(6)
        x[0], x[3] = beta, kappa * beta
        w = rng.normal(0.0, xi, size=(n, 6))
        p = float(np.mean(np.abs(w @ x) <= beta * xi))
        assert abs(p - expected) < 0.01
        assert p > 6 * beta * xi


def test_eqE102_gap_times_M1_grows() -> None:
    """(E.102) L8417: at xi = 0.1 the gap 1 - 1/sqrt(1.1) = 0.0465 is fixed, so gap * M1 grows tenfold per decade of
    M1 (no Theta(1)/M1 bound); with xi = 1/M1 the gap is below 1/(2 M1)."""
    from fractions import Fraction

    gap = 1 - 1 / math.sqrt(1.1)
    ratios = [gap * M1 for M1 in (10, 100, 1000, 10_000)]
    assert all(b / a > 9.99 for a, b in zip(ratios, ratios[1:], strict=False)) and ratios[-1] > 400
    for M1 in (2, 10, 1000):
        xi = Fraction(1, M1)
        # 1/sqrt(1 + xi) >= 1 - xi/2  <=>  1 >= (1 - xi/2)^2 (1 + xi) = 1 - 3 xi^2/4 + xi^3/4
        assert (1 - xi / 2) ** 2 * (1 + xi) <= 1


def test_eqE96_cauchy_schwarz_step_fails_at_M1_2() -> None:
    """(E.96) L8385 at M1 = 2, M2 = 8: k_j = (1, 0), k_a = (cos 0.1, sin 0.1) (unit, sums >= 1, distinct):
    (1/2 + 1/8) * 0.995 > sqrt(log 2) (1/2 + 1/8); from M1 = 3 on, 1 <= sqrt(log M1)."""
    kj = np.array([1.0, 0.0])
    ka = np.array([math.cos(0.1), math.sin(0.1)])
    assert kj.sum() >= 1 and ka.sum() >= 1 and abs(ka @ ka - 1) < 1e-15
    lhs = (1 / 2 + 1 / 8) * float(np.abs(ka * kj).sum())
    assert lhs > 1.19 * math.sqrt(math.log(2)) * (1 / 2 + 1 / 8)
    assert math.sqrt(math.log(3)) >= 1


def test_eqE133_tail_exceeds_one_over_M1_at_M1_2() -> None:
    """(E.133) L8588: w ~ N(0, xi^2 I), x = beta (e_1 + kappa e_2) with kappa = 1/2, M1 = 2: Pr(|w.x| >= beta xi log 2) =
    0.535 > 1/2 >= 2^{-C} for every C > 1 (numpy Monte Carlo and the closed form by math.erfc)."""
    import math

    import numpy as np

    rng = np.random.default_rng(0)
    beta, xi, kappa, M1 = 2.0, 0.3, 0.5, 2
    w = rng.normal(0.0, xi, size=(400_000, 2))
    p = float(np.mean(np.abs(w @ np.array([beta, kappa * beta])) >= beta * xi * math.log(M1)))
    exact = math.erfc(math.log(M1) / math.sqrt(2 * (1 + kappa**2)))
    assert abs(p - exact) < 0.005 and exact > 0.53 > 1 / M1
