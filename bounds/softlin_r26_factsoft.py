"""Round 26 (softlin, helper factsoft): bounds of ``checks/papers/softlin/r26_factsoft.py`` (the proof of Lemma F.4
Part 1, L2108's first '>=')."""

from __future__ import annotations

from thmcheck.bounds.num import exp, log


def l2108_middle(n: float, k: float, delta: float) -> float:
    """L2108's middle member 1/4 - delta/poly(n), poly(n) read as n^k (k >= 1)."""
    return 0.25 - delta * exp(-k * log(n))


def l2108_tenth(n: float, k: float, delta: float) -> float:  # noqa: ARG001
    """Lemma F.4 Part 1's own constant 1/10 (the chain's last member; softlin.lemmaF.4 checks it on the same rows)."""
    return 0.1


def l2108_tenth_mutant(n: float, k: float, delta: float) -> float:  # noqa: ARG001
    """Mutant of the corrected member: 0.18 (above the exact 11/64 = 0.171875 at n = 65, d = 6, a1 = 1.00016)."""
    return 0.18


def l1852_middle(n: float, k: float, delta: float) -> float:
    """L1852's middle member 1/8 - delta/poly(n), poly(n) read as n^k (k >= 1)."""
    return 0.125 - delta * exp(-k * log(n))


def l1852_mutant(n: float, k: float, delta: float) -> float:  # noqa: ARG001
    """Mutant: 0.26 (above the exact 1/4 that the search reaches, e.g. n = 6, d = 8, t = 1, a1 = 1, b = 0.001)."""
    return 0.26
