"""Bounds of ``thmcheck.checks.papers.thesis.r29_discE`` (round 29, helper discE: discovery in App. E, Chapter 6's
proofs): (E.1) L7876-L7880 (the multi-head output 'a concatenation of the output of each head, i.e.' the norm of the
sum over heads), (E.228) L9122 as printed (the centred mean lucky-neuron angle within Theta(1/M1)) and Definition E.4.4
L7997's one asserted fact (an active neuron for every prompt and step)."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import sqrt


def e1_concat_norm(hn2: Any, **_: object) -> Any:
    """(E.1)'s sentence: the layer output is the concatenation (o_1; ...; o_H) of the head outputs, whose norm is
    sqrt(sum_h ||o_h||^2) (hn2 = sum_h ||o_h||^2); the display prints ||sum_h o_h||."""
    return sqrt(hn2)


def e1_mut_sum_of_norms(hn2: Any, hn1: Any, **_: object) -> Any:
    """Planted (wrong under the disjoint-block reading): sum_h ||o_h|| (the triangle inequality's side)."""
    return hn1 + 0 * hn2


def e1_mut_h_times(hn2: Any, H: Any, **_: object) -> Any:
    """Planted (wrong under the disjoint-block reading): sqrt(H sum_h ||o_h||^2) (a spurious factor sqrt(H))."""
    return sqrt(H * hn2)


def e228_shape(M1: Any, M2: Any, m: Any, **_: object) -> Any:
    """(E.228) L9122: the printed right side's shape 1/M1 (Theta's constant left out)."""
    return 1.0 / M1 + 0 * M2 + 0 * m


def e228_mut_power(M1: Any, M2: Any, m: Any, **_: object) -> Any:
    """Planted: 1/M1^3 (a wrong power of M1)."""
    return 1.0 / M1**3 + 0 * M2 + 0 * m


def e228_mut_m(M1: Any, M2: Any, m: Any, **_: object) -> Any:
    """Planted: 1/m (a spurious decay in the number of neurons; the deviation falls only like m^{-1/2})."""
    return 1.0 / m + 0 * M1 + 0 * M2


def defE44_zero(**_: object) -> float:
    """Definition E.4.4: 'for any data index n and iteration t, we can find i with zeta_{i,n,t} > 0': the fraction of
    (prompt, step) pairs with no active neuron is 0."""
    return 0.0


def e183_zero(**_: object) -> float:
    """(E.183) is an identity: the relative residual of its right side against the left side is 0."""
    return 0.0
