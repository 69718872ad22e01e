"""Printed sides of thesis round 17 (thesisE1b): (E.70) L8261 of the proof of Theorem 6.3.4 (App. E.4.4)."""

from __future__ import annotations

import math


def e70_shape(M1: int, M2: int, S: float, delta: float) -> float:
    """(E.70) L8261: (1/M1 + 1/M2) S, S the same-pattern score (W_K^(T) p_s^n)^T (W_Q^(T) p_query^n)."""
    del delta
    return (1.0 / M1 + 1.0 / M2) * S


def e70_mutant_neg(M1: int, M2: int, S: float, delta: float) -> float:
    """Mutant (too strict where the left side is positive): the shape minus |S| + 1."""
    return e70_shape(M1, M2, S, delta) - abs(S) - 1.0


def e53_floor(M1: int, S: float, delta: float) -> float:
    """(E.53) L8181: the printed right side (eta sum_{b<T} gamma_b Delta_T + delta)^2 at its least value over the
    gamma_b in [0, 1] (Definition E.4.4) with Delta_T >= 0: delta^2 (a crossing of it is a crossing of the display)."""
    del M1, S
    return delta * delta


def e53_mutant(M1: int, S: float, delta: float) -> float:
    """Mutant (too strict): delta^2 + |S| + 1 (above the left side everywhere)."""
    return e53_floor(M1, S, delta) + abs(S) + 1.0


def e69_shape(M1: int, S: float, delta: float) -> float:
    """(E.69) L8257, its last line: log M1."""
    del S, delta
    return math.log(M1)


def e69_mutant(M1: int, S: float, delta: float) -> float:
    """Mutant (too strict): log M1 + |S| + 1 (above the left side everywhere)."""
    return e69_shape(M1, S, delta) + abs(S) + 1.0
