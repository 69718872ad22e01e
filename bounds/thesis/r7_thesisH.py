"""Shapes of the thesis's hidden-constant claims converted to uniform checks in round 7 (issue 31, thesisH): each
bound is the printed shape f(parameters), the constant left to the uniform check; mutants are wrong shapes along a
second direction of the printed domain."""

from __future__ import annotations

# ------------------------------------------------------------ Theorem 6.3.4 (6.13): OOD loss <= O(eps)


def thm634_shape(eps_id: float, **_: object) -> float:
    """(6.13)'s shape eps: the in-domain hinge loss of the same trained model (the eps that (6.11) reaches)."""
    return float(eps_id)


def thm634_mut_s1(eps_id: float, S1: float, **_: object) -> float:
    """Mutant wrong along S_1 -> 1 (the edge of the hypothesis S_j >= 1): O(eps (S_1 - 1)), which vanishes there."""
    return float(eps_id) * (float(S1) - 1.0)
