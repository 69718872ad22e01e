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


def thm51_envelope(k: float, v: float, r: float, d: float, **_: Any) -> float:  # noqa: ARG001
    """Theorem 5.1's per-head shape k^5/(r^{1/12} ^ (d^C/v)) = k^5 max(r^{-1/12}, v/d^C), at its most favourable C -> 0:
    k^5 max(r^{-1/12}, v) = k^5 v (v >= 1)."""
    return k**5 * v


def thm51_with_l1340(k: float, v: float, r: float, d: float, **_: Any) -> float:
    """The shape that keeps Lemma 5.18's term: k^5 (1/r^{1/12} + v r/d^{1/6})."""
    return k**5 * (r ** (-1.0 / 12) + v * r / d ** (1.0 / 6))


def thm51_with_l1340_no_r(k: float, v: float, r: float, d: float, **_: Any) -> float:
    """Planted (against the correction): Lemma 5.18's term without its factor r_Theta."""
    return k**5 * (r ** (-1.0 / 12) + v / d ** (1.0 / 6))


def eq135(sum_sq: float, lam: float, v1_sq: float, **_: Any) -> float:
    """(135)'s right side: sum_i ||v_i||^2 - (lambda/2) ||v_1||^2."""
    return sum_sq - lam / 2 * v1_sq


def eq135_over_m(sum_sq: float, lam: float, v1_sq: float, m: int, **_: Any) -> float:
    """Planted: sum_i ||v_i||^2 - (lambda/(2m)) ||v_1||^2 (one vector's share of the slack)."""
    return sum_sq - lam / (2 * m) * v1_sq


def eq135_no_slack(sum_sq: float, **_: Any) -> float:
    """Planted: sum_i ||v_i||^2 (the slack term dropped)."""
    return sum_sq


def one_minus_inv_k_pow_k(k: int, **_: Any) -> float:
    """L1913 / L2062: (1 - 1/k)^k."""
    return (1 - 1 / k) ** k


def one_minus_inv_2k_pow_k(k: int, **_: Any) -> float:
    """Planted: (1 - 1/(2k))^k (half the per-row failure)."""
    return (1 - 1 / (2 * k)) ** k


def one_minus_inv_k_pow_k_minus_4(k: int, **_: Any) -> float:
    """Planted: (1 - 1/k)^{k - 4} (one factor fewer than the k - 3 rows l = 4..k)."""
    return (1 - 1 / k) ** (k - 4)


def l2461_printed(C: float, eta: float, Z: float, Sigma: float, f: float, **_: Any) -> float:
    """L2461: exp{-C^2/(2(1 + eta')^2) Z Sigma^{-1} (1 - f)}, f = alpha/(Z ||Theta_{i*}||_F^2) (linear in 1 - f)."""
    return exp(-(C**2) / (2 * (1 + eta) ** 2) * Z / Sigma * (1 - f))


def l2461_hoeffding(C: float, eta: float, Z: float, Sigma: float, f: float, **_: Any) -> float:
    """Hoeffding at the threshold (C/sqrt(Z))(1 - f) with ||w|| <= (1 + eta') sqrt(Sigma)/Z: the factor (1 - f)^2."""
    return exp(-(C**2) / (2 * (1 + eta) ** 2) * Z / Sigma * (1 - f) ** 2)


def l2461_hoeffding_no_z(C: float, eta: float, Z: float, Sigma: float, f: float, **_: Any) -> float:  # noqa: ARG001
    """Planted (against the correction): Hoeffding's exponent with (Z/Sigma)^2 in place of Z/Sigma (too strong)."""
    return exp(-(C**2) / (2 * (1 + eta) ** 2) * (Z / Sigma) ** 2 * (1 - f) ** 2)


def value_times_ab(value: float, AB: float, **_: Any) -> float:  # noqa: N803
    """Planted: P[~C] P[A ^ B] (A ^ B taken independent of ~C)."""
    return value * AB


def l2663_m(m: int, **_: Any) -> float:
    """L2663 over (131)'s common factor 2 sqrt(k^3 N d) exp(-omega sqrt(log d) ||Theta_1||_F): m."""
    return float(m)


def l2663_half_m(m: int, **_: Any) -> float:
    """Planted: m/2."""
    return m / 2


def l2663_sum_w(sumW: float, **_: Any) -> float:  # noqa: N803
    """Corrected: sum_i ||W_i||_F (the contrary hypothesis scaled by (131)'s own factor)."""
    return sumW


def l2663_half_sum_w(sumW: float, **_: Any) -> float:  # noqa: N803
    """Planted (against the correction): sum_i ||W_i||_F / 2."""
    return sumW / 2
