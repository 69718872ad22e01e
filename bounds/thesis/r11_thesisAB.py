"""Hongkang Li, PhD thesis (RPI 2024), Appendices A and B (Chapters 2-3): displays inside the proofs, round 11
(step claims of ``thmcheck.checks.papers.thesis.r11_thesisAB``).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities (no torch, no
Hypothesis).
"""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import exp, sqrt

# -------------------- (A.93) L3074-L3078 / (B.100) L4325-L4329: the last link e^{X} xi >~ X xi + xi of the chain


def eqA93_shape(xi: Any, X: Any, **_: Any) -> Any:
    """The printed right-hand side of the last link: xi X + xi, X the exponent of the middle term (the constant of
    '>~' hidden)."""
    return xi * X + xi


def eqA93_mut_sqrt_xi(xi: Any, X: Any, **_: Any) -> Any:
    """Mutant: sqrt(xi) (X + 1) (the scale xi to the power 1/2: wrong along xi -> 0)."""
    return sqrt(xi) * (X + 1)


def eqA93_mut_exp(xi: Any, X: Any, **_: Any) -> Any:
    """Mutant: xi (1 + X) e^{X} (the middle term times 1 + X: wrong along t -> infinity)."""
    return xi * (1 + X) * exp(X)


# -------------------- (B.41) L4060: |sum_{K-} (1/a) Relu(W_O(i) V_n(t))| <~ sum_{K+} (1/a) Relu(W_O(i) V_n(t))


def eqB41_failure_rate(fail_prob: Any, **_: Any) -> Any:
    """Theorem 3.4.4's failure probability 1 - 0.99: the rate of training runs on which (B.41) fails for some node
    (K+ sum 0 while the K- sum is positive: no constant of '<~' serves) may be at most 0.01."""
    return fail_prob

