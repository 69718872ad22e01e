"""Round 28 (helper rejects): second path for checks/papers/mhgd/r28_rejects.py (own arithmetic, no repository bound,
model or measure code): Lemma 15 (L1418-L1428) at a DM1 instance where gamma_* of (119) is negative."""

from __future__ import annotations

import math


def _gamma_star_119(S: float, T: int, zeta: float, M: int, Zmu: float, Znu: float, Z: float, P: float) -> float:
    """(119), L1420: T(1-zeta)zeta/(4 sqrt2 (M+1)) (zeta S^4 - 7 Zb S^2 - 12 Zb^2 - 16 Zb^3/S^2) - P T^{5/2}(S+Z)^3
    + (S sqrt(T)/sqrt2)(zeta - 2(1-zeta) Z_mu/S^2), Zb = max(Z_mu, Z_nu)."""
    Zb = max(Zmu, Znu)
    bracket = zeta * S**4 - 7 * Zb * S**2 - 12 * Zb**2 - 16 * Zb**3 / S**2
    return (T * (1 - zeta) * zeta / (4 * math.sqrt(2) * (M + 1)) * bracket - P * T**2.5 * (S + Z) ** 3
            + S * math.sqrt(T) / math.sqrt(2) * (zeta - 2 * (1 - zeta) * Zmu / S**2))


def test_lemma15_negative_gamma_star() -> None:
    """T = 10, |R| = 5 (zeta = 1/2), M = 1, S = 1, Z_mu = Z_nu = Z = 1, P = 0 (Assumption 3 asks nothing more: zeta in
    (0, 1), orthogonal equal-energy means, bounded noise): gamma_* = -8.74 < 0. Lemma 15's hypothesis' right side
    4 (2R^3 T(S+P) + sqrt(TR)) sqrt(2 log(n/delta))/gamma_* is then negative (n = 1, delta = 1/2, R = sqrt(S^2 + Z^2 +
    2 Z_nu/M) of Assumption 3): H = 1 meets it, and the conclusion's gamma = gamma_*/2 < 0 cannot be P3's gamma > 0."""
    S, T, zeta, M, Zmu, Znu, Z, P = 1.0, 10, 0.5, 1, 1.0, 1.0, 1.0, 0.0
    g = _gamma_star_119(S, T, zeta, M, Zmu, Znu, Z, P)
    assert abs(g - (-2.5 / (8 * math.sqrt(2)) * 34.5 - math.sqrt(5) * 0.5)) < 1e-12
    assert g < -8.7
    R = math.sqrt(S**2 + Z**2 + 2 * Znu / M)
    n, delta = 1, 0.5
    rhs = 4 * (2 * R**3 * T * (S + P) + math.sqrt(T * R)) * math.sqrt(2 * math.log(n / delta)) / g
    assert rhs < 0 <= math.sqrt(1)  # H = 1 meets the printed hypothesis
    assert g / 2 <= 0  # the conclusion's gamma is no P3 margin (P3 asks gamma > 0)
    # and with gamma_* > 0 (the reading) nothing is claimed here: zeta = 0.9, S = 3, no noise gives gamma_* > 0
    assert _gamma_star_119(3.0, 10, 0.9, 1, 0.0, 0.0, 0.0, 0.0) > 0
