"""Hongkang Li, PhD thesis (RPI 2024), Chapter 7 (chain-of-thought) and Appendix F: bounds.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``; catalog: ``shared/claims/thesis_ch5-7.md``.
Pure functions of an instance's named quantities (no torch, no Hypothesis). ``thmcheck.bounds.num`` is used where the
exact (60-digit) re-check should evaluate the bound itself.
"""

from __future__ import annotations

import math
from typing import Any

# ------------------------------------------------------------------------------------------- Chapter 7


def def7_12_rho_positive(rho_printed: Any = 0, rho_corrected: Any = 0) -> int:
    """(7.12), L2122-L2131: there is rho^f in (0,1) with A_k(i, j*) >= A_k(i, j)/(1-rho^f) for all j in [M']
    (j = j* included as printed); the same for (7.13) with B^f. Returned: 0, the value the largest admissible rho must
    exceed. (The arguments are the measured largest admissible rho under the printed and the j != j* definition, so
    that the corrected bound can take the same signature.)"""
    return 0


def example1_value(name: str) -> float:
    """Example 1 (L2133-L2134, L2177): A1 = [[.6,.4],[.4,.6]], A2 = [[.4,.6],[.8,.2]]; claimed
    B = A1 A2 = [[.56,.44],[.64,.36]], tau^f = 0.36, tau_o^f = 0.56 (values to compare)."""
    return {"B00": 0.56, "B01": 0.44, "B10": 0.64, "B11": 0.36, "tau": 0.36, "tau_o": 0.56}[name]


def condition7_3_2_threshold() -> float:
    """Condition 7.3.2 (7.21), L2197-L2215, on the structured error model of the catalog (A_k(i, f_k(i)) = p_c,
    A_k(i, g_k(i)) = 1 - p_c, c = (1,1,1), K = 3): the Condition holds iff p_c^3 >= 3 p_c^2 (1-p_c),
    i.e. p_c >= 3/4. Returned: the threshold 3/4."""
    return 0.75


def condition7_3_2_holds(pc: float) -> float:
    """Condition 7.3.2 on the structured c = (1,1,1), K = 3 instance: holds (1.0) iff p_c >= 3/4."""
    return float(pc >= 0.75)


def theorem3_T_exponent_in_alpha() -> float:
    """Theorem 3 (7.15), L2139-L2157: T >= Omega(eta^{-1} alpha^{-2} K^3 log(K/eps) + ...) suffices. The
    measured T_needed must not grow faster than alpha^{-2}: fitted exponent in alpha >= -2."""
    return -2.0


def theorem3_T_formula(alpha: float, K: int, M: int, eps: float, eta: float) -> float:
    """The (7.15) expression without its hidden constant: eta^-1 (alpha^-2 K^3 log(K/eps) + M K (1/alpha + 1/eps))."""
    return (alpha ** -2 * K ** 3 * math.log(K / eps) + M * K * (1 / alpha + 1 / eps)) / eta


def theorem3_T_mutant_eps(alpha: float, K: int, M: int, eps: float, eta: float) -> float:
    """Mutant of (7.15): times (20 eps)^2 (wrong along 1/eps)."""
    return (alpha ** -2 * K ** 3 * math.log(K / eps) + M * K * (1 / alpha + 1 / eps)) / eta * (20 * eps) ** 2


def theorem3_T_mutant_eta(alpha: float, K: int, M: int, eps: float, eta: float) -> float:
    """Mutant of (7.15): eta^{+2} for eta^{-1} (wrong along 1/eta)."""
    return (alpha ** -2 * K ** 3 * math.log(K / eps) + M * K * (1 / alpha + 1 / eps)) * eta ** 2


def theorem3_ratio_exponent() -> float:
    """Theorem 3 (7.14)-(7.16), L2139-L2157: T >= Omega(7.15) iterations suffice for loss O(eps). Hidden constant
    checked as a bounded ratio: T_needed / (7.15) may not grow along any axis (fitted exponent <= 0)."""
    return 0.0


def theorem4_cot_error(eps: float) -> float:
    """Theorem 4 (7.20), L2179-L2187: for l_ts >= Omega((alpha' tau rho)^{-2} log M) the CoT error is 0.
    Checked: measured CoT error at l_ts = 4 (alpha' tau rho)^{-2} log M is <= eps (a small tolerance)."""
    return eps


def theorem5_icl_error_floor(c0: float) -> float:
    """Theorem 5 (a), L2197-L2215: if Condition 7.3.2 fails the ICL error is >= Omega(1); checked with c0."""
    return c0


def prop3_mass(eps_train: float) -> float:
    """Prop. 3 (7.23), L2231-L2239: attention on S_k^* >= 1 - eps (eps as in Theorem 3, the training loss)."""
    return 1 - eps_train


def lemmaF_3_6_log_exponent() -> float:
    """Lemma F.3.6 (F.11)-(F.12), L9360-L9366: for t >~ T1 = eta^-1 alpha^-2 K^3 log(K/eps) the attention on
    context columns of other steps is <= eps. Hidden constant: the first step t1(eps) at which the other-step
    mass is <= eps may grow at most linearly in log(K/eps); claimed exponent of t1 in log(K/eps): <= 1."""
    return 1.0


def primacy_corrected(rho_printed: float, rho_corrected: float) -> float:
    """The j != j* definition, written against the same lhs: rho_printed > rho_printed - rho_corrected holds exactly
    when the largest admissible rho over j != j* is positive."""
    return rho_printed - rho_corrected
