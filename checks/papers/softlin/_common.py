"""Shared constants and helpers of the softlin claims: the paper's Def 3.7 phrase 'C > 1 some constant, m = C log(n/delta)' (read the same way everywhere), sources, dyadic grids, exponent fits, records."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np
from hypothesis import strategies as st
from scipy import stats

from thmcheck.checks.claim import Claim
from thmcheck.checks.domain import Param
from thmcheck.checks.stats import ExponentFit
from thmcheck.checks.strategies import log_uniform, with_edges

PAPER = "softlin"
SEED_FILE = "shared/seeds/001_afd2d45b92d0ae3d.txt"
DELTA = 0.01


# Def 3.7 (L112-L116): "Let C > 1 denote some constant. Let m = C log(n/delta)". Read the same way in every claim
# that uses it (softlin.lemma5.2, softlin.toy.tau_window, and the Lemma 4.1 / 5.3 / 5.4 thresholds
# C sqrt(log(n/delta)) ...): as printed, EVERY constant C > 1 with the natural log (the paper's convention,
# s = sqrt(log n) with n^a = exp(a log n)); the reasonable other readings are "C a sufficiently large constant" (as
# Lemmas 4.1/4.2, L137/L166, word it; encoded by drawing C from 2 to 200: any C0 >= 1/ln 2 = 1.443 is a valid
# 'large enough' for Lemma 5.2) and "log base 2" (every C > 1, m = C log_2(n/delta)).
_C_LARGE = 2.0


def _c_strategy(lo: float, hi: float = 200.0, *edges: float) -> st.SearchStrategy[float]:
    return with_edges(log_uniform(lo, hi), *edges) if edges else log_uniform(lo, hi)


def _c_params(large: bool) -> Param:
    if large:
        return Param("C", _C_LARGE, math.inf, text="C a sufficiently large constant (reading; drawn from 2)",
                     far=100.0, unreached="C < 2 is not 'sufficiently large' under this reading (any C0 >= 1/ln 2 "
                                          "is; the reading is checked from C = 2 on)")
    return Param("C", 1.0, math.inf, lo_closed=False, text="Def 3.7: C > 1 some constant", far=100.0)


_DELTA_P = Param("delta", 0.0, 0.1, lo_closed=False, hi_closed=False,
                 text="delta in (0, 0.1) (Lemmas 4.1/4.2, L137/L166)")


def _src(what: str, lines: str) -> str:
    return f"{what}, {SEED_FILE} {lines}"


def _dy(x: float, bits: int = 10) -> float:
    """Round to the dyadic grid 2^-bits so that b + (1 - b) == 1 exactly, kept inside Def D.1's [0.1, 0.9]."""
    q = 2.0**-bits
    return min(math.floor(0.9 / q) * q, max(math.ceil(0.1 / q) * q, round(x / q) * q))


# ====================================================================================== instance strategies


def _int_log(lo: int, hi: int) -> st.SearchStrategy[int]:
    """Integers spread evenly in log scale on [lo, hi], both ends as atoms."""
    return log_uniform(float(lo), float(hi)).map(lambda x: max(lo, min(hi, round(x))))


_STOPS = "an erratum: the search stops at its first confirmed violation (the second-path test gives the instance)"


def _stops(params: tuple[Param, ...]) -> tuple[Param, ...]:
    """An erratum's domain: ends its (violated, hence stopped) search may leave unreached are explained."""
    return tuple(p if p.unreached else replace(p, unreached=_STOPS) for p in params)


# ======================================================================== whp claims: decay along families


def _fit(lx: np.ndarray, ly: np.ndarray) -> ExponentFit:
    """OLS slope of ly on lx with a 99 % t-interval (``thmcheck.checks.stats.ExponentFit``; fit on logs here: the failures
    underflow). Fewer than 3 points: a degenerate fit at slope -1e3 (no finite interval)."""
    dec = float(np.ptp(lx)) / math.log(10) if lx.size else math.nan  # the span the engine's fit rule reads
    if lx.size < 3:
        return ExponentFit(-1e3, -1e3, -1e3, 0.0, 1.0, int(lx.size), decades=dec)
    res = stats.linregress(lx, ly)
    slope, se = float(res.slope), float(res.stderr)
    if not np.isfinite(se):
        return ExponentFit(slope, slope, slope, float(res.intercept), 1.0, int(lx.size), decades=dec)
    half = float(stats.t.ppf(0.995, lx.size - 2)) * se
    return ExponentFit(slope, slope - half, slope + half, float(res.intercept), float(res.rvalue) ** 2,
                       int(lx.size), stderr=se, decades=dec, x=tuple(np.exp(lx).tolist()), y=tuple(np.exp(ly).tolist()))


@dataclass(frozen=True)
class _Negated:
    """The statistic of a negated fitted exponent (lhs = -p): intervals negated and swapped."""

    fit: ExponentFit

    def interval(self, confidence: float) -> tuple[float, float]:
        lo, hi = self.fit.interval(confidence)
        return -hi, -lo


def _record(cid: str, source: str, statement: str, kind: str, reason: str) -> Claim:
    return Claim(id=cid, paper=PAPER, source=source, statement=statement, kind=kind, comparison="<=", bound=None,
                 measure=None, checkable=False, not_checkable_reason=reason)
