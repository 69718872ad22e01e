"""Round 11 (factrecall): the moment step L1715 of the proof of Lemma 14 (App. F, L1697-L1729) of Nichani, Lee &
Bietti. Pure functions of plain numbers (no torch); the claim is in ``checks/papers/factrecall/r11_factrecall.py``.
The left side is the ratio E[|f - E f|^q]^{1/q} / Var(f)^{1/2}; q = 2 log(1/delta) (L1719), p = deg f.
"""

from __future__ import annotations

import math


def l1715_printed(q: float, p: int) -> float:
    """L1715: E[|f - E f|^q]^{1/q} <= q^{p/2} Var(f)^{1/2} (the ratio's bound q^{p/2})."""
    return q ** (p / 2)


def l1715_corrected(q: float, p: int) -> float:
    """max(1, q)^{p/2}: for q <= 2 the L^q norm is at most the L^2 norm (Lyapunov), for q >= 2 hypercontractivity
    (Lemma 13 in its range q >= 2) gives (q - 1)^{p/2} <= q^{p/2}."""
    return max(1.0, q) ** (p / 2)


def l1715_no_growth(q: float, p: int) -> float:  # noqa: ARG001
    """Mutant of the correction: 1 (the growth in q dropped; wrong for q > 2)."""
    return 1.0


def l1715_printed_as_mutant(q: float, p: int) -> float:
    """Mutant of the correction: the printed q^{p/2} (wrong for q < 1)."""
    return q ** (p / 2)


def l896_printed(q: int, delta_p: float) -> float:
    """L896: 2^{4q+2} log^{4q+2}(1/delta') e^{-1} Var(gamma_sra)/E[gamma_sra]^2 <= 1, as a bound on the ratio:
    e / (2^{4q+2} log^{4q+2}(1/delta'))."""
    return math.exp(1.0 - (4 * q + 2) * (math.log(2.0) + math.log(math.log(1.0 / delta_p))))


def l896_log_power_2q(q: int, delta_p: float) -> float:
    """Mutant: the log's power 2q + 1 in place of 4q + 2 (a larger bound: the crossing must still be found)."""
    return math.exp(1.0 - (4 * q + 2) * math.log(2.0) - (2 * q + 1) * math.log(math.log(1.0 / delta_p)))


# ------------------------------------------------ L879 (round 10's erratum): the correction divided by the exact mean


def _l879_printed_r10(S: int, R: int, p: int, k: int, d: int, q: int, cc: float, m: float, c2: float, b2: float) -> float:
    from thmcheck.bounds.factrecall.r10_factrecall import l879_printed

    return l879_printed(S, R, p, k, d, q, cc, m, c2, b2)


def l879_printed_m(
    S: int, R: int, p: int, k: int, d: int, q: int, cc: float, m: float, c2: float, b2: float, mean: float
) -> float:
    """L879 as printed (``mean`` = E gamma_sra is not used: the print divides by c_{p+k}^2 2^{-2(p+k)})."""
    del mean
    return _l879_printed_r10(S, R, p, k, d, q, cc, m, c2, b2)


def l879_corrected_mean(
    S: int, R: int, p: int, k: int, d: int, q: int, cc: float, m: float, c2: float, b2: float, mean: float
) -> float:
    """Var/E^2 <~ (c_{p+k}^2 2^{-2(p+k)} (L879's right side) + B^2/d) / E[gamma_sra]^2: the variance bound (L866
    with the diagonal's O(1/d) kept) over the exact mean (L808), which vanishes at some sigma (a root of E gamma in
    c_{p+k+2} at fixed d), where round 10's B^2 4^{p+k}/(c^2 d) stays bounded."""
    var = c2 / 4.0 ** (p + k) * _l879_printed_r10(S, R, p, k, d, q, cc, m, c2, b2) + b2 / d
    return var / mean**2


def l879_r10_correction(
    S: int, R: int, p: int, k: int, d: int, q: int, cc: float, m: float, c2: float, b2: float, mean: float
) -> float:
    """Mutant of the correction: round 10's printed + B^2 4^{p+k}/(c^2 d) (E gamma replaced by its limit
    c_{p+k} 2^{-p-k}: unbounded ratio near a root of E gamma)."""
    del mean
    return _l879_printed_r10(S, R, p, k, d, q, cc, m, c2, b2) + b2 * 4.0 ** (p + k) / (c2 * d)


def l879_corrected_mean_d2(
    S: int, R: int, p: int, k: int, d: int, q: int, cc: float, m: float, c2: float, b2: float, mean: float
) -> float:
    """Mutant of the correction: B^2/d^2 in place of B^2/d (a wrong power of d)."""
    var = c2 / 4.0 ** (p + k) * _l879_printed_r10(S, R, p, k, d, q, cc, m, c2, b2) + b2 / d**2
    return var / mean**2


def l898_printed(delta_p: float) -> float:
    """L898: 'with probability 1 - delta' we have gamma_sra > 0': P(gamma_sra <= 0) <= delta'."""
    return delta_p


def l898_almost_sure(delta_p: float) -> float:  # noqa: ARG001
    """A wrong bound: gamma_sra > 0 almost surely (P(gamma_sra <= 0) <= 0)."""
    return 0.0


def l860_printed(cross: float, square: float) -> float:
    """L860-L861: E[gamma_sra^2] = sum_{s',r'} ((m-1)/m E[omega_is'r' omega_js'r'] + (1/m) E[omega_is'r'^2]) (the two
    sums as measured: ``cross`` the first, ``square`` the second)."""
    return cross + square


def l860_no_square(cross: float, square: float) -> float:  # noqa: ARG001
    """A wrong expansion: without the diagonal (1/m) sum E[omega_is'r'^2]."""
    return cross
