"""Round 6 (thesisH): companions of the thesis's hidden-constant claims converted to uniform shape checks (issue 31).
The converted claims stay in their chapter modules; what is new lives here: the lower half of Property C.4 (1)."""

from __future__ import annotations

from thmcheck.bounds.thesis import r6_thesisH as B6
from thmcheck.checks.claim import Claim, Direction
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import _BIG_D, INF, PAPER, _src
from thmcheck.checks.papers.thesis.appC_group_imbalance import (
    PROP_C4_SIGMA_PATH,
    _rho_move_u,
    _rho_small_instances,
    _rho_small_measure,
)

CLAIMS: list[Claim] = []


CLAIMS.append(Claim(
    id="thesis.ch4.propertyC.4.lower", paper=PAPER, catalog_id="thesis.ch4.propertyC.4",
    source=_src("Property 4 (1) (small variance), App. C.2, L5345-L5400 (C.39)"),
    statement="lim_{sigma -> 0+} rho(u, sigma) = Theta(sigma^4): the lower half, rho(u, sigma) >~ sigma^4 as "
              "sigma -> 0+ (checked uniformly over u as well: the constant need not depend on u).",
    kind="deterministic", comparison=">=", bound=B6.propC4_shape, measure=_rho_small_measure,
    strategy=_rho_small_instances, constants="hidden", uniform=True, expect="holds",
    directions=(PROP_C4_SIGMA_PATH,
                Direction("u = (0, t, ...) -> inf", "u", INF, how="path", move=_rho_move_u,
                          points=(1.0, 3.0, 10.0, 30.0, 100.0),
                          reason="a zero coordinate with a growing one: the weakest term of the minimum stays "
                                 "(m6 - m4^2/m2) sigma^4/256 = 6 sigma^4/256"),
                Direction("u (direction and scale), d", "d", INF, how="search",
                          reason="u drawn with scale log-uniform in [0.01, 5], d in 2..4")),
    mutants={"rho >~ sigma^3 (wrong power of sigma)": B6.propC4_mut_sigma3,
             "rho >~ sigma^4 (1 + ||u||^2) (wrong along u)": B6.propC4_mut_unorm},
    evidence="sigma^4/rho stays below 256/6: the minimum in (C.6) has a term (beta_2 - alpha_2^2/(mu^2+1) at a zero "
             "coordinate, ~ 6 sigma^4/256) and the others are at least sigma^4/128; no path grows.",
    notes="Uniform shape check (round 6): the Omega half of the Theta that thesis.ch4.propertyC.4 checks as '<~'; "
          "the same instances and measurement. atol = 0 (round 8): rho is measured as a minimum of variance forms "
          "(weighted sums of squares with positive weights, models.group_imbalance.rho_gaps), so its sign is exact and "
          "its relative error at rounding level (sigma^4/rho = 128.0 +- 1e-5 from sigma = 1e-2 down to 1e-5); the "
          "default atol 1e-12 had put every rho ~ sigma^4/128 < 1e-12 'inside the tolerance' of the sign check "
          "rho > 0 (the ci potential). Second path: " + "tests/test_thesis_r8_thesisCD.py::test_prop_c4_lower_rho_mpmath.",
    atol=0.0,
    domain=(Param("sigma", 0, INF, lo_closed=False, text="sigma -> 0+ (the limit)", far=0.03,
                  unreached="sigma in [1e-4, 0.03] drawn, the path to 1e-5: the statement is a limit sigma -> 0+"),
            Param("u", -INF, INF, text="u in R^d", far=100.0, unreached="scale <= 5 drawn; the u path to 100"),
            Param("d", 2, INF, integer=True, text="u in R^d", unreached="d <= 4: " + _BIG_D)),
    settings={"ci": {"max_examples": 15, "budget_s": 1.0}},
))
