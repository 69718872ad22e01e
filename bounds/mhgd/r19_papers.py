"""Round 19 (helper papers): mhgd (58), proof of Prop. 5 (L735), with the paper's norms (L65)."""

from __future__ import annotations

from thmcheck.bounds.num import sqrt


def eq58(T: int, d: int, n2i: float, n1i: float, s_abs: float) -> float:
    """(58): 6 d^2 ||X||_{2,inf} ||X||_{1,inf}^3 sum_t ||X u_t||_inf + 2 d sqrt(Td) ||X||_{2,inf} ||X||_{1,inf}^2,
    n2i = ||X||_{2,inf} (the largest row norm), n1i = ||X||_{1,inf} (the largest entry), s_abs = sum_t ||X u_t||_inf."""
    return 6 * d**2 * n2i * n1i**3 * s_abs + 2 * d * sqrt(T * d) * n2i * n1i**2


def eq58_mutant_no_cross(T: int, d: int, n2i: float, n1i: float, s_abs: float) -> float:
    """Planted mutant: (58) without (57)'s term (the U-W cross block's bound)."""
    return 6 * d**2 * n2i * n1i**3 * s_abs


def eq58_mutant_power(T: int, d: int, n2i: float, n1i: float, s_abs: float) -> float:
    """Planted mutant: one power of ||X||_{1,inf} too many in each term."""
    return 6 * d**2 * n2i * n1i**4 * s_abs + 2 * d * sqrt(T * d) * n2i * n1i**3
