"""Round 26 (factrecall, helper factsoft): bounds of ``checks/papers/factrecall/r26_factsoft.py`` (Theorem 8's proof,
L1484: the total loss through the per-fact losses)."""

from __future__ import annotations


def l1484_printed(p_sr: float, ell_sr: float) -> float:
    """L1484 as printed: L = p(s, r) . ell(s, r) (one pair (s, r), no sum)."""
    return p_sr * ell_sr


def l1484_sum(sum_p_ell: float, mean_ell: float, sum_p_ell_drop_max: float) -> float:  # noqa: ARG001
    """L1484 read with the sum of (18) (L323): L = sum_{s,r} p(s, r) ell(s, r)."""
    return sum_p_ell


def l1484_unweighted(sum_p_ell: float, mean_ell: float, sum_p_ell_drop_max: float) -> float:  # noqa: ARG001
    """Mutant of the reading: the unweighted mean (1/(SR)) sum_{s,r} ell(s, r) (wrong for a non-uniform p)."""
    return mean_ell


def l1484_drop_max(sum_p_ell: float, mean_ell: float, sum_p_ell_drop_max: float) -> float:  # noqa: ARG001
    """Mutant of the reading: the sum without its largest term p(s, r) ell(s, r)."""
    return sum_p_ell_drop_max


def l706_error(SR: int) -> int:  # noqa: ARG001
    """The remark after Theorem 10 (L704-L706): at R >= D, H d d_h >~ SR polylog(|V| SR/delta) gives 100 % accuracy:
    error 0."""
    return 0
