"""Appendix G (experiments): GD's normalised margin on DM1 for small H."""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.mhgd import sec3_5_local as B
from thmcheck.checks.claim import Claim, Ctx, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE
from thmcheck.checks.profiles import experiment_scale
from thmcheck.models.device import generator
from thmcheck.models.mhgd import sec5_dm1 as DM

# ------------------------------------------------------------------------ App. G: GD's margin on DM1

APPG_STEPS = {"ci": 1000, "deep": 20000}  # GD steps: the figure's horizon is not in the text (images only)
APPG_TOL = 0.05  # "achieves margin gamma_attn" read as: within 5 % of it


@st.composite
def _appg_instances(draw: st.DrawFn) -> dict:
    """One of the paper's trials (a data seed; 5 trials in the paper) and a small H (H in 1, 2, 4, 8)."""
    return {"H": draw(st.sampled_from([1, 2, 4, 8])), "seed": draw(st.integers(0, 4)),
            "K": APPG_STEPS[experiment_scale()]}


def _appg_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    g = generator(inst["seed"])
    X, y = DM.appg_data(100, g)
    marg = DM.appg_margins(X, y, inst["H"], 1.0, [inst["K"]])[0]
    gamma_attn = 2.0 * math.sqrt(10) / math.sqrt(2)  # S sqrt(T) / sqrt(2) at S = 2, T = 10
    return Measurement(marg / gamma_attn, {"tol": APPG_TOL},
                       {"margin": marg, "gamma_attn": gamma_attn, "H": inst["H"], "K": inst["K"]})


APPG = Claim(
    id="mhgd.appG.dm1-margin",
    catalog_id="mhgd.remark.zero-init",  # the catalog ties App. G's DM1 runs to this entry (section 8, item 15)
    paper=PAPER,
    source=f"App. G (Experiments, DM1), L1586-L1590: 'We also observe that at least for smaller H, GD indeed achieves "
           f"margin gamma_attn' (gamma_attn = S sqrt(T)/sqrt(2), eq. (11), L285-L287), {SEED_FILE}",
    statement="On DM1 with T = 10, zeta = 0.1, d = 4, M = 2, canonical-basis patterns, S = 2, noise N(0, 0.1^2 I), "
              "n = 100, theta~(0) = 0, GD with eta = 1, for small H: the normalised margin min_i y_i Phi~(X_i; "
              "theta~_K) / ||U~_K||_F reaches gamma_attn = S sqrt(T)/sqrt(2) = 4.472 (checked: >= (1 - 5 %) "
              "gamma_attn after K steps).",
    kind="reproduction",
    comparison=">=",
    bound=B.appg_margin_ratio,
    measure=_appg_measure,
    strategy=_appg_instances,
    expect="erratum as printed",
    readings=(Reading("in the limit", "'GD indeed achieves margin gamma_attn' read as: the normalised margin approaches "
                      "gamma_attn as K -> inf (gamma_attn is a supremum reached only as ||W|| -> inf, and the authors "
                      "leave convergence open, L307, L383); no finite run contradicts it (bound 0)",
                      bound=lambda tol: 0.0),),
    evidence="Independent audit: UNCLEAR between the two readings (Figure 2's horizon and axis are not in the text). "
             "GD from 0 on the paper's DM1 setting climbs only logarithmically towards gamma_attn: H = 1, eta = 1, "
             "normalised margin 3.26, 3.56, 3.72, 3.78, 3.83 after 1e2 .. 2e4 steps (73 % .. 86 % of 4.472); larger H "
             "is slower (H = 4: 2.79, 3.18 after 1e2, 1e3). gamma_attn is a supremum reached only as ||W|| -> inf "
             "(eq. (11)); the figure's horizon is not in the text (images only), so 'achieves' is read as within 5 % "
             "after the steps we can run (ci 1e3, deep 2e4).",
    second_path="tests/test_mhgd_second_paths.py::test_appg_gd_margin_below_gamma_attn",
    domain=(Param("H", 1, 8, integer=True, text="'smaller H' (the values of H are not in the text; 1, 2, 4, 8)",
                  unreached="the search stops at its first confirmed violation, usually at H = 1; larger H is "
                            "slower still (H = 4: 2.79, 3.18 after 1e2, 1e3 steps)"),
            Param("K", 1, INF, integer=True, text="GD steps (the figure's horizon is not in the text)",
                  unreached="K > 2e4: at ~3 ms a step the deep profile's 2e4 steps take a minute per trial; ci "
                            "runs 1e3. The margin grows like log K, so no feasible K reaches 95 %")),
    no_mutant_reason="a reproduction of one printed value (gamma_attn = 4.472 with a stated 5 % tolerance): a "
                     "planted wrong value is only a different number, and the erratum's violation is itself the "
                     "check's bite (the ratio is 0.84 at K = 1e3, not near the tolerance)",
    notes="Margin normalisation: gamma_attn is the margin of (U_opt, Gamma W_opt) with ||U_opt||_F = 1 (Prop. 3, "
          "eq. (11)), so GD's margin is normalised by ||U~_K||_F only (W free to grow). With theta~(0) = 0 all "
          "heads stay equal, so the run is exact with one group of multiplicity H (thmcheck.models.mhgd.sec2_model.gd) and the "
          "normalised margin equals min_i y_i Phi(X_i; U_1, W_1)/||U_1||_F for every H. Data: thmcheck.models.mhgd.sec5_dm1."
          "appg_data (the relevant token's position uniform; the text does not say where it sits).",
    auto_mutant=False,
    settings={"ci": {"max_examples": 3, "budget_s": 20.0}, "dev": {"max_examples": 5, "budget_s": 60.0}},
)


CLAIMS: list[Claim] = [APPG]
