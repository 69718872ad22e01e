"""Theorem 3 (informal, L175-L181) / Theorem 10 (formal, L696-L700) of Nichani, Lee & Bietti as a rate at a fixed
polylog argument.

Seed: ``shared/seeds/002_60f5937820eee378.txt``; catalog ``shared/claims/factrecall.md`` (2.3). Pure functions (no
torch); the measurement is in ``models/factrecall/sec4_appC1_thm3.py``, the claim in ``checks/papers/factrecall/sec4_appC1_thm3.py``.

Statement (formal): if d >~ max(R, D) log^6(|V| S R / delta) and H d_h >~ S log^6(|V| S R / delta), then with
probability 1 - delta over the embeddings an attention-only single-layer transformer has 100 % accuracy.
Kind: construction, probabilistic over the embeddings; hidden constant and hidden polylog. At a fixed argument
L = |V| S R / delta the polylog is a constant, so the smallest sufficient d grows at most linearly in max(R, D):
the bound on the fitted exponent is 1 (:func:`thm3_dmin_exponent`, shared with ``thmcheck.bounds.factrecall.sec4_appC1_lemma1``).
"""

from __future__ import annotations

from thmcheck.bounds.factrecall.sec4_appC1_lemma1 import thm3_dmin_exponent

__all__ = ["delta_at_fixed_argument", "polylog_argument", "thm3_dmin_exponent", "thm3_shape", "thm3_shape_no_polylog",
           "vocab_size"]


def vocab_size(S: int, R: int, D: int) -> int:
    """|V| = S + R + R D + |N| + 1 with |N| = S + R noise tokens (paper Section 4.4) and one EOS token."""
    return S + R + R * D + (S + R) + 1


def polylog_argument(S: int, R: int, D: int, delta: float) -> float:
    """L = |V| S R / delta, the argument of Theorem 10's log^6."""
    return vocab_size(S, R, D) * S * R / delta


def delta_at_fixed_argument(S: int, R: int, D: int, L: float) -> float:
    """The delta that puts the grid point (S, R, D) at polylog argument L: delta = |V| S R / L."""
    return vocab_size(S, R, D) * S * R / L


def thm3_shape(m: int, log_L: float) -> float:
    """Theorem 10 (formal, L696-L700), the printed shape of its requirement on d: max(R, D) log^6(|V| S R / delta)
    (m = max(R, D), log_L = ln(|V| S R / delta)); the uniform check asks for one c with d_min <= c m log_L^6."""
    return m * log_L**6


def thm3_shape_no_polylog(m: int, log_L: float) -> float:
    """Planted wrong shape: max(R, D) alone (the polylog dropped; wrong along the polylog argument)."""
    return float(m)
