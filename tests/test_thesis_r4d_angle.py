"""Second paths (numpy sampling, scipy quadrature; no thmcheck code) for the premise
'E[theta_{l,n}^i] = 0' in the proof of Lemma A.5.2 (thesis seed 003, L3560): the mean angle is pi/2; and for the
Gaussian integral of (A.89) / (B.96)."""

from __future__ import annotations

import math

import numpy as np


def test_mean_angle_of_uniform_direction_is_pi_over_2() -> None:
    rng = np.random.default_rng(20261128)
    for ma in (2, 3, 10):
        w = rng.standard_normal((200_000, ma))
        v = np.zeros(ma)
        v[0] = 1.0
        theta = np.arccos(np.clip(w @ v / np.linalg.norm(w, axis=1), -1.0, 1.0))
        assert abs(theta.mean() - math.pi / 2) < 0.01          # E[theta] = pi/2, not 0
        lucky = theta[theta < math.pi / 2]
        assert lucky.mean() > 0.7                                # the lucky half: pi/4 (m_a=2), 1 (m_a=3), ~1.3


def test_gaussian_integral_is_sqrt_pi_over_c() -> None:
    """(A.89) L3060 / (B.96) L4309: int e^{-c u^2} du = sqrt(pi/c), not sqrt(2 pi)/c (equal only at c = 2)."""
    from scipy import integrate

    for c in (0.01, 1.0, 2.0, 50.0):
        v, _ = integrate.quad(lambda u, c=c: math.exp(-c * u * u), -math.inf, math.inf)
        assert abs(v - math.sqrt(math.pi / c)) < 1e-8 * max(1.0, v)
        printed = math.sqrt(2 * math.pi) / c
        assert (abs(v / printed - 1) < 1e-8) == (c == 2.0)
    half, _ = integrate.quad(lambda u: math.exp(-0.01 * u * u), -math.inf, 0.0)      # (A.90)/(B.97): Theta(c^{-1/2})
    assert abs(half - 0.5 * math.sqrt(math.pi / 0.01)) < 1e-6


def test_small_ball_probability_does_not_shrink_with_xi() -> None:
    """(A.84) L3042 / (B.92) L4284: Pr(||W|| <= xi) for W ~ N(0, xi^2 I/m_a) (resp. entries N(0, xi^2)) is the same
    number for every xi, so it is not <= C xi as xi -> 0 (numpy sampling, fixed generator)."""
    rng = np.random.default_rng(7)
    for ma in (1, 8):
        ps_scaled, ps_plain = [], []
        for xi in (0.1, 1e-3, 1e-5):
            w = rng.standard_normal((100_000, ma))
            nrm = np.linalg.norm(w, axis=1)
            ps_scaled.append(float(np.mean(nrm * xi / math.sqrt(ma) <= xi)))
            ps_plain.append(float(np.mean(nrm * xi <= xi)))
        assert max(ps_scaled) - min(ps_scaled) < 0.02 and min(ps_scaled) > 0.45
        assert min(ps_plain) > (0.6 if ma == 1 else 1e-4)
        assert ps_scaled[-1] / 1e-5 > 4e4                     # ratio to xi at xi = 1e-5


def test_a49_second_step_needs_T_above_1_over_eta() -> None:
    """(A.49) L2866: T^C/(T^C + b) >= 1 - b eta^C fails at Theorem 1's T = eta^{-3/5} (alpha = 1/2, C = 1, eta = 0.01)."""
    from fractions import Fraction

    eta, C, b = 0.01, 1, 1.0
    T = eta ** -0.6
    lhs = T**C / (T**C + b)
    assert abs(lhs - 0.9407) < 1e-3 and lhs < 1 - b * eta**C          # 0.9407 < 0.99
    T_int, eta_q = 15, Fraction(1, 100)                                 # exact: T = 15
    assert Fraction(T_int, T_int + 1) < 1 - eta_q
