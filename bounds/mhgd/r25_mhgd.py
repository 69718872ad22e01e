"""Round 25 (helper mhgd): (81), rho(K) of Corollary 3 and (84) of Lemma 11 with 'd sqrt(T) d' as printed
(d^2 sqrt(T)); sec3_5_local.h_train / alpha_rho use the appendix's d sqrt(Td)."""

from __future__ import annotations

from math import sqrt


def h81_printed(T: int, d: int, R: float, g0K: float, gK: float) -> float:
    """Least H of (81) as printed (L975): sqrt(H) >= 36 d sqrt(T) d R^3 (3 sqrt(d) R^2 (3 g0(1/K) + g(1/K)) + 1)
    g0(1/K)^2."""
    return (36 * d * sqrt(T) * d * R**3 * (3 * sqrt(d) * R**2 * (3 * g0K + gK) + 1) * g0K**2) ** 2


def rho_printed(T: int, d: int, H: float, R: float, g0K: float, gK: float) -> float:
    """rho(K) as printed (L981): (2 d sqrt(T) d R^3/sqrt(H) + T R^2/4) alpha(K)^2, alpha(K) = 3 d sqrt(d) R^2
    [3 sqrt(T) R^3 (3 g0(1/K) + g(1/K)) + 2 sqrt(T) R] (L979)."""
    a = 3 * d * sqrt(d) * R**2 * (3 * sqrt(T) * R**3 * (3 * g0K + gK) + 2 * sqrt(T) * R)
    return (2 * d * sqrt(T) * d * R**3 / sqrt(H) + T * R**2 / 4) * a**2


def h84_printed(T: int, d: int, R: float, D: float, N: float) -> float:
    """Least H of (84) as printed (L1009): sqrt(H) >= 256 d sqrt(T) d R^3 (3 sqrt(d) R^2 (3 D + N) + 1) D^2,
    D = ||theta - theta0||, N = ||theta||_{2,inf}."""
    return (256 * d * sqrt(T) * d * R**3 * (3 * sqrt(d) * R**2 * (3 * D + N) + 1) * D**2) ** 2
