"""Round 30 (factrecall, helper discFR3): bounds of ``checks/papers/factrecall/r30_discFR3.py`` (Lemma 14's moment
step L1715 with f on a sphere coordinate: the ratio E[|f - E f|^q]^{1/q}/Var(f)^{1/2}, q = 2 log(1/delta))."""

from __future__ import annotations


def l1715s_printed(q: float, p: int) -> float:
    """L1715: E[|f - E f|^q]^{1/q} <= q^{p/2} Var(f)^{1/2} (the ratio's bound q^{p/2})."""
    return q ** (p / 2)


def l1715s_corrected(q: float, p: int) -> float:
    """max(1, q)^{p/2} (Lyapunov for q <= 2; hypercontractivity (q - 1)^{p/2} <= q^{p/2} for q >= 2)."""
    return max(1.0, q) ** (p / 2)


def l1715s_no_growth(q: float, p: int) -> float:  # noqa: ARG001
    """Mutant of the correction: 1 (the growth in q dropped; wrong for q > 2)."""
    return 1.0


def l1715s_printed_as_mutant(q: float, p: int) -> float:
    """Mutant of the correction: the printed q^{p/2} (wrong for q < 1)."""
    return q ** (p / 2)


def l1504_printed(R: int, D: int, V: int) -> float:
    """Lemma 8 (L1504) as a bound on sum_r I(A_r; f^) - I(A_1, ..., A_R; f^): 2 R^2 D^2/|V|."""
    return 2.0 * R * R * D * D / V


def l1504_mutant_half(R: int, D: int, V: int) -> float:
    """Mutant: R(R - 1) D^2/(4|V|) (the gap's own order, halved: the identity learner at R = 2, D = 1, |V| = 4 has
    gap log(4/3) = 0.288 > 0.125)."""
    return R * (R - 1) * D * D / (4.0 * V)


def l1504_mutant_zero(R: int, D: int, V: int) -> float:  # noqa: ARG001
    """Mutant: 0 (no slack: the sets are dependent, sum_r H(A_r) > H(A_1, ..., A_R) for R >= 2)."""
    return 0.0
