"""Round 29 (factrecall, helper discFS): bounds of ``checks/papers/factrecall/r29_discFS.py`` (Theorem 6's proof,
L1398), in logarithms (alpha = eps e^{-iota}/sqrt(|A| + 1) underflows)."""

from __future__ import annotations

import math


def l1398_printed(log_gap: float, iota: float) -> float:
    """log of (1/300) iota^{-1} min_r ||p*(. | r) - p0|| (the right side of L1398), plus iota (both sides are
    shifted by iota: the left side is log(T alpha) + iota = log T + log eps - log(|A| + 1)/2)."""
    return log_gap - math.log(300.0) - math.log(iota) + iota


def l1398_mutant_exp(log_gap: float, iota: float) -> float:
    """Mutant: the right side also decaying like e^{-iota} (then no iota is large enough)."""
    return log_gap - math.log(300.0) - math.log(iota)


def l1398_mutant_iota_sq(log_gap: float, iota: float) -> float:
    """Mutant: iota^{-1} replaced by e^{-iota} iota (the right side as small as alpha up to a factor iota)."""
    return log_gap + math.log(iota)
