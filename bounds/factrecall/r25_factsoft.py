"""Round 25 (factrecall, helper factsoft): bounds of ``checks/papers/factrecall/r25_factsoft.py`` (Lemma 14's moment
step and Markov link at q in [92, 2000])."""

from __future__ import annotations


def l1715_q_mutant(q: float, p: int) -> float:
    """Mutant of the correction max(1, q)^{p/2}: max(1, q)^{(p-1)/2} (one power of sqrt(q) too few; wrong at large q)."""
    return max(1.0, q) ** ((p - 1) / 2)


def markov_ratio_one(q: float) -> float:  # noqa: ARG001
    """L1711, P(|f - E f|^q >= (E f)^q) <= E[|f - E f|^q]/(E f)^q, as the ratio of its sides <= 1 (the member reaches
    e^{1e5} at q = 2000 and e^{-3e4} at E f = 10: the measurement forms the ratio in logs)."""
    return 1.0


def markov_ratio_zero(q: float) -> float:  # noqa: ARG001
    """Mutant: the right member 0 (P(|f - E f| >= E f) > 0 for every non-constant polynomial f; the ratio is positive
    wherever it does not underflow, e.g. f = Z, E f = 1, q = 92: e^{-163})."""
    return 0.0
