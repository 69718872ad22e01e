"""Round 26 (helper mhgd): discovery re-reads of mhgd's auto-covered rows; L1247's equality cases.

- ``mhgd.display.l1247-p1-chain`` (r24_mhgd, exact re-measure r25_engine): the search itself now measures in mpmath
  (``_l1247_search_measure``: the same instance as ``r25_engine._l1247_exact``, 60 digits, ``exact=True``). Why: the
  float64 measure meets item 1 (p = 0 or p along +u_*) and item 2 (p = 0, ||u_*|| = sqrt(2) S) with equality and
  lands one ulp above the bound at about 1 instance in 8; the engine confirms each such candidate exactly and counts
  it tight (verdict and ``potential_instances`` are right), but ``claims/<id>.draws.jsonl`` and the plots drawn from
  it record the unconfirmed float64 status (the draws wrapper sees ``claim.measure`` only, not ``claim.exact``), so
  the run's tables showed 'potential' instances after the exact re-measure. Measured in mpmath, every draw is judged
  exactly (tolerance 1e-40 relative against an mpmath bound) and the draws record 'holds' (tight).
"""

from __future__ import annotations

import mpmath

from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.engine.results import EXACT_DPS
from thmcheck.checks.papers.mhgd import r24_mhgd, r25_engine

CLAIMS: list[Claim] = []


def _l1247_search_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """L1247's measurement in mpmath at the engine's exact precision (``r25_engine._l1247_exact``)."""
    with mpmath.workdps(EXACT_DPS):
        m = r25_engine._l1247_exact(inst)
    m.exact = True
    return m


r24_mhgd.L1247.measure = _l1247_search_measure
