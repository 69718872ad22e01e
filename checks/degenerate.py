"""Degenerate comparisons (issue 35, point 3): an instance where both sides of the comparison are zero, or either is
not finite, says nothing about how close the claim comes to failing.

Both sides underflowing to 0 (softmax saturated at a large scale: lhs = 0, rhs = 0) used to score exactly 1 ("on the
bound") and count as *tight*: the summary then read "best score 1 ... tight: met with equality at 74 instances" for a
constant that was loose by a factor 2. The rule, written once here and applied by the engine
(``checks.engine.evaluate.judge_measurement`` and ``checks.engine.batch.score_batch``):

- *degenerate*: both sides are zero in float arithmetic, or either side is not finite. An exact re-check (Fractions,
  mpmath) that finds both sides exactly zero is real equality, not degenerate.
- A degenerate instance that holds is **not tight** and has **no score** (``-inf``, the engine's "no score", as for a
  rejected draw): it never sets the best score, which is the highest finite score of a non-degenerate instance. Its
  status is left alone, so a degenerate crossing (``0 < 0`` for a strict bound) is never hidden.
- The search counts degenerate instances (:func:`note` / :func:`take`), and the claim's record says how many
  (``degenerate``).
"""

from __future__ import annotations

import math
from typing import Any

import numpy as np

NO_SCORE = -math.inf
_COUNT = [0]


def _float(x: Any) -> float | None:
    try:
        return float(x)
    except (TypeError, ValueError, OverflowError):
        return None


def is_degenerate(lhs: Any, rhs: Any, exact: bool = False) -> bool:
    """Whether ``lhs`` against ``rhs`` is degenerate: either side not finite, or (in float arithmetic) both zero."""
    a, b = _float(lhs), _float(rhs)
    if a is None or b is None:
        return False  # not a number at all: the engine rejects it as bad input elsewhere
    if not (math.isfinite(a) and math.isfinite(b)):
        return True
    return not exact and a == 0.0 and b == 0.0


def degenerate_mask(lhs: Any, rhs: Any) -> np.ndarray:
    """:func:`is_degenerate` over arrays (float arithmetic)."""
    a = np.asarray(lhs, dtype=np.float64)
    b = np.broadcast_to(np.asarray(rhs, dtype=np.float64), a.shape)
    return ~np.isfinite(a) | ~np.isfinite(b) | ((a == 0.0) & (b == 0.0))


def adjust(score: float, status: str, tight: bool, lhs: Any, rhs: Any, exact: bool = False) -> tuple[float, bool]:
    """The score and tight mark of one judged instance under the rule above: a degenerate instance is never tight,
    and one that holds has no score."""
    if not is_degenerate(lhs, rhs, exact):
        return score, tight
    return (NO_SCORE if status == "holds" else score), False


def adjust_batch(scores: np.ndarray, codes: np.ndarray, tight: np.ndarray, lhs: Any, rhs: Any,
                 valid: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """:func:`adjust` over a batch (status code 0 = holds); counts the valid degenerate members (:func:`note`)."""
    deg = degenerate_mask(lhs, rhs)
    if not deg.any():
        return scores, tight
    note(int((deg & (np.ones_like(deg) if valid is None else np.asarray(valid, bool))).sum()))
    scores = np.where(deg & (np.asarray(codes) == 0), NO_SCORE, scores)
    return scores, np.asarray(tight, bool) & ~deg


def note(n: int = 1) -> None:
    """Count ``n`` degenerate instances of the search in progress."""
    _COUNT[0] += int(n)


def take() -> int:
    """The degenerate instances counted since the last call (and reset the count)."""
    n, _COUNT[0] = _COUNT[0], 0
    return n
