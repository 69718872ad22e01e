"""Round 29 (softlin, helper discFS): bounds of ``checks/papers/softlin/r29_discFS.py`` (Lemma 5.2's proof, L235)."""

from __future__ import annotations


def l235_printed(m: float, tau: float, margin: float) -> float:  # noqa: ARG001
    """L233-L237 as printed: Pr[exists l in [m]: phi_tau(<f_exp(A, x), y_l>) > 1/4] = 1 - (1/2)^m, for every
    tau > 0 (Def 3.5)."""
    return 1.0 - 0.5**m


def l235_corrected(m: float, tau: float, margin: float) -> float:
    """The probability is 1 - (1/2)^m when tau < 2 f_j - 1 - 1/4 (margin = 2 f_j - 1: a unit clears 1/4 + tau iff
    its sign at j is +1), in particular for every tau < 1/4 (2 f_j - 1 >= 0.7168 on D1); otherwise only >= 0."""
    return 1.0 - 0.5**m if tau < margin - 0.25 else 0.0


def l235_corrected_no_quarter(m: float, tau: float, margin: float) -> float:
    """Mutant of the correction: the '> 1/4' forgotten (tau < 2 f_j - 1 taken as enough)."""
    return 1.0 - 0.5**m if tau < margin else 0.0


def l235_corrected_half_unit(m: float, tau: float, margin: float) -> float:
    """Mutant of the correction: each unit taken to fire with probability 3/4 instead of 1/2."""
    return 1.0 - 0.25**m if tau < margin - 0.25 else 0.0
