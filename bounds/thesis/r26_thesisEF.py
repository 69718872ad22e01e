"""thesis, round 26 (helper thesisEF): shapes of Proposition 6.4.1 (6.18)-(6.19) and Proposition 6.4.5 (6.22) as
printed (pure Python, thmcheck.bounds.num)."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import log, sqrt


def eq6_18_shape(M1: Any, M2: Any) -> Any:
    """(6.18)/(6.19), L1881-L1883: ||[a^T, 0^T] W p|| <= O(sqrt(log M1) (1/M1 + 1/M2)) (log natural), the shape."""
    return sqrt(log(M1)) * (1 / M1 + 1 / M2)


def eq6_18_mutant_offset(M1: Any, M2: Any) -> Any:
    """A wrong shape: sqrt(log M1)(1/M1 + 1/M2) - 1/2 (an offset: <= 0 from M1 = 3 on (M2 = 4 M1), so a projection
    <= 0 would be needed)."""
    return sqrt(log(M1)) * (1 / M1 + 1 / M2) - 1 / 2


def eq6_22_shape(M1: Any) -> Any:
    """(6.22), L1907: cos(r_{i,dy}, q_e) >= 1 - Theta(1)/M1 for i in L, i.e. 1 - min_{i in L} cos <= c / M1."""
    return 1 / M1


def eq6_22_mutant(M1: Any) -> Any:
    """A wrong shape: 1/M1 - 1/2 (an offset: <= 0 from M1 = 2 on, so 1 - cos <= 0 would be needed)."""
    return 1 / M1 - 1 / 2


def f159k_mutant_offset(p: Any, M: Any, eta: Any) -> Any:
    """A wrong shape of (F.159) L10115: eta (1/B) sum_n (1/(2M)) (p_n (1 - p_n)^2 - 1/20) (an offset: <= 0 once the
    mean of p_n (1 - p_n)^2 is below 1/20, i.e. for t >= T_1, so a left side <= 0 would be needed)."""
    return eta / (2 * M) * (sum(q * (1 - q) ** 2 for q in p) / len(p) - 1 / 20)
