"""Round 19 (helper papers): chenli Lemma 5.16's proof, its v != w conclusion as printed (L1162, no J)."""

from __future__ import annotations

from thmcheck.bounds.chenli.r6_chenliH import lemma5_16_shape
from thmcheck.bounds.num import log, sqrt


def l1162_shape(k: int, d: int, d2: int, srank: float, upsilon: float, F: float) -> float:
    """L1162's right side delta* sqrt(log(k/delta)) k^2 + 3 delta k^{5/2} log(k/delta), at its least over delta in
    (0, 1) bounded below by delta* sqrt(log k) k^2 (both terms are >= 0 and sqrt(log(k/delta)) >= sqrt(log k)), with
    delta* the shape of chenli.lemma5.16 (no existential C-term, no polylogs, the most favourable r_Theta): a shape
    below the printed right side for every delta and every C."""
    return lemma5_16_shape(k, d, d2, srank, upsilon, F) * k**2 * sqrt(log(k))


def l1162_mutant_over_f2(k: int, d: int, d2: int, srank: float, upsilon: float, F: float) -> float:
    """Planted mutant (wrong along the scale ||Theta||_F): the shape divided by ||Theta||_F^2."""
    return l1162_shape(k, d, d2, srank, upsilon, F) / F**2
