"""Bounds of chenli's round-8 step claims (helper chenliR; ``checks/papers/chenli/r8_chenliR.py``).
Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import exp, log, sqrt


def l2655_printed(k: int, N: int, d: int, omega: float, F: float, sumW: float, **_: Any) -> float:
    """L2655: sqrt(k^3 N d) exp(-omega sqrt(log d) ||Theta_1||_F) sum_i ||W_i||_F (||Theta_1||_F inside the exp)."""
    return sqrt(k**3 * N * d) * exp(-omega * sqrt(log(d)) * F) * sumW


def l2655_outside(k: int, N: int, d: int, omega: float, F: float, sumW: float, **_: Any) -> float:
    """sqrt(N) times (130)'s right side: sqrt(k^3 N d) exp(-omega sqrt(log d)) ||Theta_1||_F sum_i ||W_i||_F."""
    return sqrt(k**3 * N * d) * exp(-omega * sqrt(log(d))) * F * sumW


def l2655_no_sqrt_n(k: int, N: int, d: int, omega: float, F: float, sumW: float, **_: Any) -> float:  # noqa: ARG001
    """Planted: L2655 without the sqrt(N) of the N samples (one sample's (130))."""
    return sqrt(k**3 * d) * exp(-omega * sqrt(log(d)) * F) * sumW



def eq131_printed(k: int, N: int, d: int, omega: float, F: float, sumW: float, **_: Any) -> float:
    """(131): 2 sqrt(k^3 N d) exp(-omega sqrt(log d) ||Theta_1||_F) sum_i ||W_i||_F."""
    return 2 * l2655_printed(k, N, d, omega, F, sumW)


def eq131_outside(k: int, N: int, d: int, omega: float, F: float, sumW: float, **_: Any) -> float:
    """(131) with ||Theta_1||_F outside the exponential (twice sqrt(N) times (130)'s right side)."""
    return 2 * l2655_outside(k, N, d, omega, F, sumW)



def value(value: float, **_: Any) -> float:
    """The display's right side, computed in the measurement (exact sums over Omega) and passed as ``value``."""
    return value


def half_value(value: float, **_: Any) -> float:
    """Planted: half the right side."""
    return value / 2


def value_minus_005(value: float, **_: Any) -> float:
    """Planted: the right side shifted down by 0.05."""
    return value - 0.05


def abs_value(value: float, abs_value: float, **_: Any) -> float:  # noqa: ARG001
    """(53) with absolute values: |E[Y | E]| + delta E[|Y| | E^c] (passed as ``abs_value``)."""
    return abs_value
