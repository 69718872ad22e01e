"""Bounds of the thesis Ch. 2 training-grid claims (Remarks 2-3, Lemma A.3.1): separations and trends whose
printed form has hidden constants, so the bound is the sign of a paired effect (shared/seeds/003_84cf0eb31e2dc802.txt).

Pure Python: no torch, no Hypothesis."""

from __future__ import annotations

from bounds import num


def no_worse(**_: object) -> float:
    """Remark 2 (L618-L624) / Remark 3 (L626), kind: separation, hidden constants.

    The paired effect (test hinge without minus with the sparsification; log T*(worse init) - log T*(better init);
    for random dropping: test hinge with minus without) is >= 0. Returns 0."""
    return 0.0


def grows(**_: object) -> float:
    """Lemma A.3.1 Claim 2, (A.34) and (A.48) (L2760-L2801), kind: algorithmic, hidden constants.

    ||q_1(t)||^2 = prod_{l<t}(1 + K(l)) ||q_1||^2 with K(l) > 0 grows (Theta(log t)): the slope of
    ||W_K^(t) mu_1||^2 against log t before the training hinge saturates is > 0. Returns 0."""
    return 0.0


def halves(base: float, **_: object) -> float:
    """Planted wrong version (a mutant): the effect is at least half the baseline value."""
    return base / 2


def doubles(**_: object) -> float:
    """Planted wrong version (a mutant): the worse initial model needs at least twice the iterations."""
    return float(num.log(2.0))
