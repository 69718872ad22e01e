"""Round 28 (helper lits): (F.26)'s middle link (proof of Theorem 3, App. F.4.1), pure Python."""

from __future__ import annotations

from thmcheck.bounds import num


def f26_line2(t: int, alpha: float, K: int, M: int, x: float, eta: float) -> float:  # noqa: ARG001
    """(F.26)'s second line as printed: (1/2) log((1-alpha)^2 t/(2 alpha^2 K M)) + x, x = (eta/(KM)) (1-p_n(t))^2 p_n(t)
    (eta enters only through x)."""
    return 0.5 * num.log((1 - alpha) ** 2 * t / (2 * alpha**2 * K * M)) + x


def f26_line2_hypothesis(t: int, alpha: float, K: int, M: int, x: float, eta: float) -> float:
    """Reading: line 2's first term as the induction hypothesis with K, (1/2) log(eta (1-alpha)^2 t/(alpha^2 K M))."""
    return 0.5 * num.log(eta * (1 - alpha) ** 2 * t / (alpha**2 * K * M)) + x


def f26_line2_mutant(t: int, alpha: float, K: int, M: int, x: float, eta: float) -> float:
    """Mutant of the reading: (1/2) log(4 eta (1-alpha)^2 t/(alpha^2 K M)) (above the recursion's limit 2 eta)."""
    return 0.5 * num.log(4 * eta * (1 - alpha) ** 2 * t / (alpha**2 * K * M)) + x
