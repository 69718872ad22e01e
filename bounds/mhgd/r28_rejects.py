"""Round 28 (helper rejects): bounds of checks/papers/mhgd/r28_rejects.py."""

from __future__ import annotations

from thmcheck.bounds.mhgd.sec3_5_local import lemma15


def lemma15_p3_gamma_floor(S: float, T: int, zeta: float, M: int, Zmu: float, Znu: float, Z: float,
                           P: float) -> float:  # noqa: ARG001
    """Lemma 15's conclusion 'P3 holds with gamma = gamma_*/2' needs gamma > 0 (P3, L181): the floor 0 that the
    conclusion's gamma must exceed."""
    return 0.0


def lemma15_double(S: float, T: int, zeta: float, M: int, Zmu: float, Znu: float, Z: float, P: float) -> float:
    """Planted slip (against the reading): P3 with gamma = 2 gamma_* instead of gamma_*/2."""
    return 4 * lemma15(S, T, zeta, M, Zmu, Znu, Z, P)
