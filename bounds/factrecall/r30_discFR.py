"""Round 30 (factrecall, helper discFR): bounds of ``checks/papers/factrecall/r30_discFR.py`` (Lemma 3's argmax,
L780): the probability over the embeddings that no network realises the argmax is at most delta."""

from __future__ import annotations


def l780_printed(delta: float) -> float:
    """Lemma 3: 'with probability 1 - delta ... there exists a two-layer network': failure probability <= delta."""
    return delta


def l780_mutant_square(delta: float) -> float:
    """Mutant: failure probability <= delta^2."""
    return delta * delta


def l780_mutant_zero(delta: float) -> float:
    """Mutant: the network exists on every embedding draw (failure probability 0)."""
    return 0.0
