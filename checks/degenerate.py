"""Degenerate comparisons (issue 35, point 3): an instance where both sides of the comparison are zero, or either is
not finite, says nothing about how close the claim comes to failing.

Both sides underflowing to 0 (softmax saturated at a large scale: lhs = 0, rhs = 0) used to score exactly 1 ("on the
bound") and count as *tight*: the summary then read "best score 1 ... tight: met with equality at 74 instances" for a
constant that was loose by a factor 2. The rule, written once here and applied by the engine
(``thmcheck.checks.engine.evaluate.judge_measurement`` and ``thmcheck.checks.engine.batch.score_batch``):

- *degenerate*: either side is not finite; or, in float arithmetic, both sides are zero at rounding level (within
  ``ZERO_ROUND`` = 2^-40 of zero, the scale below which the engine's zero-bound rule scores ``1 + gap``: "on the
  bound" whatever the values) and not both positive (two positive values, however small, still have a ratio). Both
  sides zero is the plainest case; 2e-74 against -1.5e-35 (an inner product that should be >= 0, rounded below) is
  another. An exact re-check (Fractions, mpmath) that finds both sides exactly zero is real equality.
- A degenerate instance is **not tight** and, when it holds, has **no score** (``-inf``, the engine's "no score", as
  for a rejected draw): it never sets the best score, which is the highest finite score of a non-degenerate
  instance. A degenerate *potential* crossing whose gap is within the claim's absolute tolerance (0 against
  -1e-271: rounding noise that no re-check could confirm) holds; a violated or conditional status is never changed.
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


ZERO_ROUND = 2.0**-40  # as thmcheck.checks.engine.scoring.ZERO_ROUND at |measured| = 0


def is_degenerate(lhs: Any, rhs: Any, exact: bool = False) -> bool:
    """Whether ``lhs`` against ``rhs`` is degenerate: either side not finite, or (in float arithmetic) both zero at
    rounding level and not both positive."""
    a, b = _float(lhs), _float(rhs)
    if a is None or b is None:
        return False  # not a number at all: the engine rejects it as bad input elsewhere
    if not (math.isfinite(a) and math.isfinite(b)):
        return True
    return not exact and abs(a) <= ZERO_ROUND and abs(b) <= ZERO_ROUND and not (a > 0 and b > 0)


def degenerate_mask(lhs: Any, rhs: Any) -> np.ndarray:
    """:func:`is_degenerate` over arrays (float arithmetic)."""
    a = np.asarray(lhs, dtype=np.float64)
    b = np.broadcast_to(np.asarray(rhs, dtype=np.float64), a.shape)
    with np.errstate(invalid="ignore"):
        small = (np.abs(a) <= ZERO_ROUND) & (np.abs(b) <= ZERO_ROUND) & ~((a > 0) & (b > 0))
    return ~np.isfinite(a) | ~np.isfinite(b) | small


def adjust(score: float, status: str, tight: bool, lhs: Any, rhs: Any, exact: bool = False,
           atol: float = 0.0, confirmable: bool = False) -> tuple[float, str, bool]:
    """The score, status and tight mark of one judged instance under the rule above: a degenerate instance is never
    tight; a potential one within ``atol`` holds, unless the claim can re-measure it exactly (``confirmable``: the
    exact re-check decides whether 0 against 0 is equality or a crossing, e.g. of a strict bound); one that holds
    has no score."""
    if not is_degenerate(lhs, rhs, exact):
        return score, status, tight
    if status == "potential" and not confirmable and _noise(lhs, rhs, atol):
        status = "holds"
    return (NO_SCORE if status == "holds" else score), status, False


def _noise(lhs: Any, rhs: Any, atol: float) -> bool:
    a, b = _float(lhs), _float(rhs)
    return a is not None and b is not None and math.isfinite(a - b) and abs(a - b) <= atol


def adjust_batch(scores: np.ndarray, codes: np.ndarray, tight: np.ndarray, lhs: Any, rhs: Any,
                 valid: np.ndarray | None = None, atol: float = 0.0,
                 confirmable: bool = False) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`adjust` over a batch (status codes 0 holds, 1 potential, 2 violated): scores, codes and the tight mask;
    counts the valid degenerate members (:func:`note`)."""
    deg = degenerate_mask(lhs, rhs)
    if not deg.any():
        return scores, codes, tight
    note(int((deg & (np.ones_like(deg) if valid is None else np.asarray(valid, bool))).sum()))
    a = np.asarray(lhs, dtype=np.float64)
    b = np.broadcast_to(np.asarray(rhs, dtype=np.float64), a.shape)
    with np.errstate(invalid="ignore"):
        noise = deg & (np.asarray(codes) == 1) & (np.abs(a - b) <= atol) & (not confirmable)
    codes = np.where(noise, 0, codes)
    scores = np.where(deg & (codes == 0), NO_SCORE, scores)
    return scores, codes, np.asarray(tight, bool) & ~deg


def note(n: int = 1) -> None:
    """Count ``n`` degenerate instances of the search in progress."""
    _COUNT[0] += int(n)


def take() -> int:
    """The degenerate instances counted since the last call (and reset the count)."""
    n, _COUNT[0] = _COUNT[0], 0
    return n
