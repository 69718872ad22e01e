"""Round 23 (helper chenli5): bounds for Lemma 11.5 (L3077-L3099) read as printed."""

from __future__ import annotations

from typing import Any


def lemma11_5_h_domain(d: int, **_: Any) -> int:
    """Lemma 11.5 (L3081, L3091), as printed: h is defined on {-d, ..., d} and Item 4 evaluates h(<w, x>) for every
    x in {-1, 0, 1}^d, so Item 4 is meaningful only if max_x |<w, x>| <= d."""
    return d


def lemma11_5_h_domain_corrected(d: int, M: int, **_: Any) -> int:
    """h on {-dM, ..., dM} (the range the proof itself uses, L3112: <v, x> ranges over rho {-dM, ..., dM})."""
    return d * M


def lemma11_5_h_domain_mut(d: int, M: int, **_: Any) -> int:
    """Planted: {-(dM - 1), ..., dM - 1} (one short of the corrected range)."""
    return d * M - 1


def lemma11_5_item2_printed(**_: Any) -> float:
    """Lemma 11.5 Item 2 (L3085), as printed: sum_{i=1}^d lambda_i = 0 (index to d, not m), checked as |sum| <= 0."""
    return 0.0


def lemma11_5_tau_nonneg(**_: Any) -> float:
    """Lemma 11.5 (L3083), as printed: tau_1, ..., tau_m >= 0, checked as min_i tau_i >= 0."""
    return 0.0
