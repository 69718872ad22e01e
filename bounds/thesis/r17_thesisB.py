"""Bounds of checks/papers/thesis/r17_thesisB.py (thesis App. B, round 17, helper thesisB). Pure functions, no torch.

(B.110)/(B.111) reuse the upper bounds of their case-(2) twins (B.103)/(B.104) (``thmcheck.bounds.thesis.r14_thesisAB``,
the same printed sides with W_O(i) an unlucky neuron); (B.128) is a sign check of a ratio measured in the claim."""

from __future__ import annotations


def b128_one(ref: float, **_: object) -> float:
    """(B.128): the least ratio of the left side to the printed right side (computed in the measure over the node, the
    lucky neuron, the sampled mu_1 node and t' = 0..t where the side is positive) against the constant shape 1 (a
    hidden constant c > 0 must make ratio >= c)."""
    return ref


def b128_mut(ref: float, B: float, **_: object) -> float:
    """Planted: the shape times B (a wrong rate along B)."""
    return ref * B
