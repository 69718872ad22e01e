"""Round 31 (helper endsMS): the printed domain's ends that round 30's ci run left unreached (issue #30, "the
printed domain's ends").

Every end of ``/work/coord/r31/ends_endsMS.txt`` (mhgd and softlin) was classified and, where its reason was cost or
convenience, computed at the end with a scratch script (the table is ``/work/coord/r31/ends_endsMS.out.tsv``). The
ends where a display comes close to its bound are encoded here as claims whose generator draws the unreached region
(and the old region's edge), with the old claim's measurement and bound imported, not copied:

- ``mhgd.display.eq70-eq76-endD``: (70) and (76) of Lemma 8's / Lemma 10's proofs as ||theta - theta_0|| = D -> 0
  (round 30 drew D = c in [0.02, 100]; the printed range is D > 0; drawn here in [1e-5, 0.02]). Both links tend to
  equality there (scratch: score 1 - 6e-7 at D = 1e-3, 1 - 1.5e-11 at D = 1e-5), so the small-D end is where a missing term would show.
- ``mhgd.display.lemma8-10-thm3-gd-chains-endD``: the other links of the GD chains (L882, (71), (72), L910, (77),
  L918, (78), L956, L958) at D -> 0 (scratch: 1 - 1e-5 at D = 1e-3).

The ends checked by scratch only (nothing near its bound, or an end outside the hypotheses) are listed in the tsv.
"""

from __future__ import annotations

import dataclasses

from hypothesis import strategies as st

from thmcheck.checks.claim import Claim
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd import r6_mhgdfr as R6
from thmcheck.checks.papers.mhgd._gd import _ETA_FRAC, _gd_domain
from thmcheck.checks.strategies import log_uniform

CLAIMS: list[Claim] = []


def _m70_eta(item: str, rhs: float, piece: float, b3_theta: float, b3_k: float, d2: float) -> float:
    """Planted: (70) with 1/eta for 1/(2 eta) (its distance piece doubled; (76) as printed)."""
    return rhs + piece if item == "70" else R6.gd_chain_steps(item, rhs, piece, b3_theta, b3_k, d2)


def _m70_small(item: str, rhs: float, piece: float, b3_theta: float, b3_k: float, d2: float) -> float:
    """Planted: (70)'s right side 1e-8 (relative) too small ((76) as printed)."""
    return rhs - 1e-8 * abs(rhs) if item == "70" else R6.gd_chain_steps(item, rhs, piece, b3_theta, b3_k, d2)

_D_LO, _D_EDGE = 1e-5, 0.02

_D_SMALL = Param("D", 0.0, INF, lo_closed=False, key="c", text="any target theta (D = ||theta - theta0|| > 0)",
                 unreached=f"D = c in [{_D_LO:g}, {_D_EDGE:g}] here (the small-D end; {_D_EDGE:g} is the old claim's "
                           f"lower edge): D in [{_D_EDGE:g}, 100] is the old claim's, and below {_D_LO:g} the links are "
                           "within float64 rounding: (70)'s piece (||th - th_k||^2 - ||th - th_{k+1}||^2)/(2 eta) is a "
                           "difference of squares of size D^2 whose rounding (~1e-16 ||theta|| D/eta, eta down to 1e-13 "
                           "on these runs) exceeds the links' slack (scratch: score 1 + 3e-12, 'potential', at D = 1e-6; "
                           "1 - 1.5e-11 at 1e-5; 1 - 3e-9 at 1e-4)")


def _small_d(strategy: st.SearchStrategy) -> st.SearchStrategy:
    """The old claim's runs with the target's distance c = D redrawn in [1e-5, 0.02] (both ends drawn as edges)."""
    c = st.one_of(st.just(_D_LO), st.just(_D_EDGE), log_uniform(_D_LO, _D_EDGE))
    return st.tuples(strategy, c).map(lambda p: {**p[0], "c": float(p[1])})


EQ70_76_END_D = dataclasses.replace(
    R6.EQ70_76,
    id="mhgd.display.eq70-eq76-endD",
    domain=_gd_domain((_ETA_FRAC, _D_SMALL)),
    strategy=lambda: _small_d(R6._chain_instances(R6._L8)),
    mutants={"(70) with 1/eta for 1/(2 eta)": _m70_eta, "(70) 1e-8 (relative) too small": _m70_small,
             "(76) without 2 eta L^(theta)": R6._mutant("(76) without 2 eta L^(theta)")},
    notes=R6.EQ70_76.notes + " Round 31 (endsMS): the same runs with D = ||theta - theta0|| = c drawn in [1e-5, 0.02] "
                             "(mhgd.display.eq70-eq76 draws c in [0.02, 100]): both links tend to equality as D -> 0.",
    settings={"ci": {"max_examples": 20, "budget_s": 1.5}},
)

GD_CHAINS_END_D = dataclasses.replace(
    R6.GD_CHAINS,
    id="mhgd.display.lemma8-10-thm3-gd-chains-endD",
    domain=_gd_domain((_ETA_FRAC, _D_SMALL)),
    strategy=lambda: _small_d(R6._chain_instances()),
    notes=R6.GD_CHAINS.notes + " Round 31 (endsMS): the same runs with D = c drawn in [1e-5, 0.02] "
                               "(mhgd.display.lemma8-10-thm3-gd-chains draws c in [0.02, 100]).",
    settings={"ci": {"max_examples": 30, "budget_s": 1.5}},
)

CLAIMS += [EQ70_76_END_D, GD_CHAINS_END_D]
