"""Scoring and judging, written once: :func:`score_status` turns a measured value and a bound into the search's
scale-free score (> 1 exactly where the claim fails) and a status code (0 holds, 1 potential, 2 violated). It is
written over array-like values through a small table of operations (``where``, ``maximum``, ``minimum``, ``abs``),
so the same rule serves Python scalars, Fractions and mpmath numbers (:func:`judge`, exact arithmetic stays exact),
numpy arrays (:func:`judge_batch`, a whole batch at once) and torch tensors (:func:`torch_score`, differentiable
for refinement). The zero-bound rule (:func:`ordered_score`) and the tolerances live here and nowhere else.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import numpy as np

from thmcheck.checks.claim import Comparison
from thmcheck.checks.engine.results import HOLDS, POTENTIAL, SCORE_CAP, VIOLATED

CODES = {0: HOLDS, 1: POTENTIAL, 2: VIOLATED}


def exactify(x: Any) -> Any:
    """A Fraction for exact arithmetic (ints, Fractions and floats convert exactly)."""
    if isinstance(x, Fraction | int):
        return Fraction(x)
    if hasattr(x, "man_exp"):  # an mpmath mpf: its exact binary value
        man, exp = x.man_exp  # the mantissa carries no sign
        man = -abs(int(man)) if x < 0 else abs(int(man))
        return Fraction(int(man)) * (Fraction(2) ** int(exp))
    return Fraction(float(x))


def _py_where(cond: Any, x: Any, y: Any) -> Any:
    return x if cond else y


class Ops:
    """The four array operations the judge needs, for one kind of value."""

    def __init__(self, where: Any, maximum: Any, minimum: Any, absolute: Any = abs) -> None:
        self.where, self.maximum, self.minimum, self.abs = where, maximum, minimum, absolute


PY = Ops(_py_where, max, min)  # Python scalars, Fractions, mpmath numbers
NP = Ops(np.where, np.maximum, np.minimum, np.abs)


def torch_ops(torch: Any) -> Ops:
    return Ops(torch.where, torch.maximum, lambda x, cap: torch.clamp(x, max=cap), torch.abs)


ROUND = 4 * 2.0**-52  # float64 rounding: a few ulps, relative
ZERO_ROUND = 2.0**-40  # a bound within ZERO_ROUND * (1 + |measured|) of zero is zero at rounding level


def ordered_score(a: Any, b: Any, where: Any = _py_where, bound_first: bool = False) -> Any:
    """The search's scale-free score of ``a <= b`` (> 1 exactly where it fails), written once for scalars
    (``where`` = a Python conditional; Fractions work), numpy arrays (``np.where``) and torch tensors
    (``torch.where``, differentiable for refinement). ``bound_first``: ``a`` is the bound (a claim ``lhs >= bound``
    read as ``bound <= lhs``), else ``b`` is.

    Both sides non-negative and the bound non-zero: the ratio a / b. A zero bound has no scale:
    1 + (a - b)/(1 + |measured|), which target() can climb from either side (for ``lhs <= 0``: 1 + lhs/(1 + |lhs|);
    for ``lhs >= 0``: 1/(1 + lhs), rising to 1 as lhs shrinks to 0, where a ratio would be 0 everywhere and leave
    the search blind). The same zero-bound rule holds for a bound that crosses zero at rounding level
    (``|bound| <= ZERO_ROUND (1 + |measured|)`` on the wrong side of zero): a bound of -1e-17 against a measured 0
    is not scored 2.0 (opposite signs) but 1 + 1e-17. Otherwise 1 + (a - b)/(|a| + |b|).
    """
    bound, measured = (a, b) if bound_first else (b, a)
    den = abs(a) + abs(b)
    other = where(den > 0, 1 + (a - b) / where(den > 0, den, 1.0), 1.0)
    # an exact (Fraction) side stays exact: a float factor would convert it to float, which overflows past 1e308
    zr = Fraction(ZERO_ROUND) if isinstance(measured, Fraction) else ZERO_ROUND
    zero = abs(bound) <= zr * (1 + abs(measured))
    other = where(zero, 1 + (a - b) / (1 + abs(measured)), other)
    return where((b > 0) & (a >= 0) & (bound != 0), a / where(b > 0, b, 1.0), other)


def score_status(comparison: Comparison, lhs: Any, rhs: Any, lo: Any, hi: Any, rtol: Any, atol: Any,
                 ops: Ops = PY, exact: bool = False, status: bool = True) -> tuple[Any, Any, Any]:
    """Score (capped at ``SCORE_CAP``) and status code (0 holds, 1 potential, 2 violated) of ``lhs <comparison> rhs``,
    elementwise over whatever ``ops`` handles. ``lo``, ``hi``: the measurement's interval (``lhs``, ``lhs`` for a
    point value).

    The third value marks *tight* instances: a non-strict bound (``<=``, ``>=``) met with equality, i.e. the
    point gap within float64 rounding (``ROUND`` relative; in exact mode within the exact tolerance). A float64
    crossing that small stays 'potential' here so that an exact re-check can still settle it; confirmation turns a
    tight one that no re-check confirmed into 'holds' (noted as tight).

    ``=``: the distance in units of the interval's half-width plus the tolerance; violated when the bound lies
    outside the interval widened by the tolerance. Ordered comparisons: :func:`ordered_score`; violated needs the
    conservative end of the interval beyond the bound by more than the tolerance; a point estimate beyond the bound
    (or within tolerance of a strict bound) is only potential. ``exact``: the values are exact (Fractions): a
    non-strict tight case with a gap below the tolerance is equality, and with ``rtol == 0`` a strict bound met with
    equality is violated. ``status=False`` skips the status (torch: the score alone).
    """
    w = ops.where
    if exact:  # a float tolerance would turn the exact values into floats (-1/3 - 0.0 < -1/3 is then True)
        rtol, atol = Fraction(rtol), Fraction(atol)
    if comparison is Comparison.EQ:
        tol = rtol * ops.maximum(ops.abs(lhs), ops.abs(rhs)) + atol
        half = (hi - lo) / 2
        dist = ops.abs(lhs - rhs)
        den = half + tol
        score = w(den > 0, dist / w(den > 0, den, 1.0), w(dist == 0, 0.0, SCORE_CAP))
        code = w((rhs < lo - tol) | (rhs > hi + tol), 2, 0) if status else None
        return ops.minimum(score, SCORE_CAP), code, False
    upper = comparison in (Comparison.LE, Comparison.LT)
    strict = comparison in (Comparison.LT, Comparison.GT)
    a, b = (lhs, rhs) if upper else (rhs, lhs)  # oriented as a <= b
    score = ordered_score(a, b, w, bound_first=not upper)
    if not status:
        return ops.minimum(score, SCORE_CAP), None, None
    a_c, b_c = (lo, rhs) if upper else (rhs, hi)
    tol = rtol * ops.maximum(ops.abs(a), ops.abs(b)) + atol
    gap, gap_c = a - b, a_c - b_c
    violated = gap_c > tol
    if exact and strict and rtol == 0:
        violated = violated | (gap_c >= 0)
    # an exact/60-digit re-check settles a non-strict tight case: a gap below its own precision is equality
    potential = gap > tol if exact and not strict else gap > 0
    if strict:
        potential = potential | (gap >= -tol)
        tight = False
    else:
        rnd = tol if exact else ROUND * ops.maximum(ops.abs(a), ops.abs(b))
        tight = (gap <= rnd) & (gap >= -rnd)
    return ops.minimum(score, SCORE_CAP), w(violated, 2, w(potential, 1, 0)), tight


def judge(comparison: Comparison, lhs: Any, rhs: Any, interval: tuple[float, float] | None,
          rtol: float, atol: float, exact: bool = False) -> tuple[float, str]:
    """Scale-free score and status (holds, potential or violated): :func:`judge_tight` without the tight mark."""
    score, status, _ = judge_tight(comparison, lhs, rhs, interval, rtol, atol, exact)
    return score, status


FLOAT_BOUND_RTOL = 2.0**-40
"""In exact mode, the relative tolerance of a bound computed in float64: its own rounding (a few ulps per operation,
over the bound's operations) cannot be removed by measuring the left side exactly, so a crossing within ~1e-12 of
a float bound is not certified (write the bound with ``thmcheck.bounds.num`` or Fractions to judge it exactly)."""


def judge_tight(comparison: Comparison, lhs: Any, rhs: Any, interval: tuple[float, float] | None,
                rtol: float, atol: float, exact: bool = False) -> tuple[float, str, bool]:
    """Scale-free score (> 1: the claim fails at this instance) and status: holds, potential or violated
    (:func:`score_status` on scalars).

    In exact mode the comparison is done in rationals; a bound computed in float64 keeps a relative tolerance of
    ``FLOAT_BOUND_RTOL`` (its own rounding), a Fraction none, an mpmath value 1e-40.
    """
    if exact:
        # the bound's own precision sets the tolerance: rational (none), mpmath (40 digits), float64 (4 ulps)
        rtol = 0.0 if isinstance(rhs, Fraction | int) else (1e-40 if hasattr(rhs, "man_exp") else FLOAT_BOUND_RTOL)
        atol = 0.0
        lhs, rhs = exactify(lhs), exactify(rhs)
        if interval is not None:
            interval = (exactify(interval[0]), exactify(interval[1]))
    lo, hi = interval if interval is not None else (lhs, lhs)
    score, code, tight = score_status(comparison, lhs, rhs, lo, hi, rtol, atol, PY, exact=exact)
    return min(float(score), SCORE_CAP), CODES[int(code)], bool(tight)


def judge_batch(comparison: Comparison, lhs: np.ndarray, rhs: Any, interval: tuple[Any, Any] | None,
                rtol: float, atol: float, tight: list[Any] | None = None) -> tuple[np.ndarray, np.ndarray]:
    """Vectorised :func:`judge` (float mode): scores and status codes (0 holds, 1 potential, 2 violated);
    ``tight``, a list, receives the tight mask."""
    lhs = np.asarray(lhs, dtype=np.float64)
    rhs = np.broadcast_to(np.asarray(rhs, dtype=np.float64), lhs.shape)
    lo, hi = (lhs, lhs) if interval is None else (np.asarray(interval[0], float), np.asarray(interval[1], float))
    with np.errstate(all="ignore"):
        score, code, t = score_status(comparison, lhs, rhs, lo, hi, rtol, atol, NP)
    if tight is not None:
        tight.append(np.broadcast_to(np.asarray(t, bool), lhs.shape))
    return score, np.asarray(code)


def torch_score(torch: Any, comparison: Comparison, lhs: Any, rhs: Any, rtol: float = 0.0,
                atol: float = 0.0) -> Any:
    """The judge's score as a differentiable torch expression (:func:`score_status` on tensors)."""
    if comparison is Comparison.EQ and rtol == 0 and atol == 0:
        rtol = 2.0**-52  # an exact '=' claim has no scale: measure the distance in units of float64 rounding
    score, _, _ = score_status(comparison, lhs, rhs, lhs, lhs, rtol, atol, torch_ops(torch), status=False)
    return score

