"""Round 20 (helper chenli2): Sec. 6.1's prose bound on beta_3 (L345), as printed.

- ``mhgd.display.sec6.1-beta3-control``: 'Using this [||theta_k - theta|| <= 3 ||theta - theta_0||] and the definition of
  beta_3(.) we can control beta_3(theta) v beta_3(theta_k) as (beta_3(theta) v beta_3(theta_k)) <~ ||theta - theta_0||
  + ||theta||_{2,inf}'. beta_3 (Cor. 1 (3), L133, as printed: 2 d sqrt(T) d R^3 (3 sqrt(d) R^2 ||theta||_{2,inf} + 1))
  keeps the '+ 1': at theta = theta_0 (theta_k = theta) with ||theta||_{2,inf} -> 0 the left side tends to 2 d^2 sqrt(T)
  R^3 > 0 while the right side tends to 0, at fixed T, d, R (whatever the hidden constant may depend on).
"""

from __future__ import annotations

from hypothesis import strategies as st

from thmcheck.bounds.mhgd import r20_chenli2 as B
from thmcheck.bounds.mhgd.sec3_5_local import beta3_main_text
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

CLAIMS: list[Claim] = []


def _norms(inst: dict) -> tuple[float, float]:
    sc = 1.0 / float(inst["inv"])
    return float(inst["dist0"]) * sc, float(inst["nrm0"]) * sc


def _measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = beta_3(theta) v beta_3(theta_k) at theta_k = theta (allowed: ||theta_k - theta|| = 0 <= 3 ||theta -
    theta_0||) and also at the worst theta_k the constraint allows (||theta_k||_{2,inf} <= ||theta||_{2,inf} + 3
    ||theta - theta_0||); the max is beta_3 at the latter norm. Any (dist, nrm) >= 0 is realised by some theta, theta_0."""
    T, d, R = int(inst["T"]), int(inst["d"]), float(inst["R"])
    dist, nrm = _norms(inst)
    lhs = max(beta3_main_text(T, d, R, nrm), beta3_main_text(T, d, R, nrm + 3.0 * dist))
    return Measurement(lhs, {"dist": dist, "nrm": nrm}, {"T": T, "d": d, "R": R, "plus_one_term": 2.0 * d * d * T**0.5 * R**3})


@st.composite
def _inst(draw: st.DrawFn) -> dict:
    return {"T": draw(st.one_of(st.just(1), st.integers(1, 64))), "d": draw(st.one_of(st.just(1), st.integers(1, 64))),
            "R": draw(st.one_of(st.just(1.0), log_uniform(1.0, 10.0))),
            "dist0": draw(st.one_of(st.just(1.0), st.just(0.0), log_uniform(1e-3, 1e3))),
            "nrm0": draw(st.one_of(st.just(1.0), log_uniform(1e-3, 1e3))),
            "inv": draw(st.one_of(st.just(1.0), log_uniform(1.0, 1e6)))}


def _mv_inv(inst: dict, t: float) -> dict:
    return {**inst, "inv": t}


BETA3_CONTROL = Claim(
    id="mhgd.display.sec6.1-beta3-control",
    catalog_id="mhgd.cor1",
    paper=PAPER,
    kind="step",
    source=f"Section 6.1 (Training analysis), {SEED_FILE} L345 ('we can control beta_3(theta) v beta_3(theta_k) as "
           "(beta_3(theta) v beta_3(theta_k)) <~ ||theta - theta_0|| + ||theta||_{2,inf}'), beta_3 of Corollary 1 (3), "
           "L133",
    statement="With ||theta_k - theta|| <= 3 ||theta - theta_0|| (Lemma 10), beta_3(theta) v beta_3(theta_k) <~ "
              "||theta - theta_0|| + ||theta||_{2,inf}, beta_3(theta) := 2 d sqrt(T) d R^3 (3 sqrt(d) R^2 "
              "||theta||_{2,inf} + 1) (as printed); checked as a uniform bound (hidden constant) at fixed T, d, R.",
    statement_tex=r"(\beta_3(\boldsymbol{\theta}) \vee \beta_3(\boldsymbol{\theta}_k)) \lesssim \|\boldsymbol{\theta} - "
                  r"\boldsymbol{\theta}_0\| + \|\boldsymbol{\theta}\|_{2, \infty}",
    comparison="<=",
    bound=B.beta3_shape,
    measure=_measure,
    strategy=lambda: _inst(),
    constants="hidden",
    uniform=True,
    directions=(
        Direction("theta -> theta_0 and ||theta||_{2,inf} -> 0 (both scaled by 1/t)", "inv", INF, how="path",
                  move=_mv_inv, points=(1.0, 10.0, 100.0, 1e3, 1e4, 1e6),
                  reason="the left side tends to beta_3's '+ 1' term 2 d^2 sqrt(T) R^3 > 0, the right side to 0"),
        Direction("||theta - theta_0||, ||theta||_{2,inf} (searched)", "dist0", INF, how="search",
                  reason="both drawn over six decades, ||theta - theta_0|| = 0 included"),
        Direction("||theta||_{2,inf} scale (searched)", "nrm0", INF, how="search",
                  reason="drawn over six decades; the path scales it to 1e-9"),
        Direction("T, d, R fixed along the path", "T", INF, how="search",
                  reason="T, d <= 64, R in [1, 10] drawn; the hidden constant may depend on them, so only paths at "
                         "fixed T, d, R are evidence"),
        Direction("d (searched)", "d", INF, how="search", reason="d <= 64 drawn; see T"),
        Direction("R (searched)", "R", INF, how="search", reason="R in [1, 10] drawn; see T"),
    ),
    expect="erratum",
    evidence="beta_3 keeps its '+ 1': beta_3(theta) >= 2 d^2 sqrt(T) R^3 for every theta, so no constant (even one "
             "depending on T, d, R) bounds beta_3(theta) v beta_3(theta_k) by ||theta - theta_0|| + ||theta||_{2,inf} "
             "as both tend to 0. T = d = R = 1, theta = theta_0 with ||theta||_{2,inf} = 1e-6: lhs = 2(3e-6 + 1) = "
             "2.000006, rhs shape 1e-6, ratio 2e6 (-> inf along the path). Harmless in the training analysis's "
             "regime ||theta - theta_0|| + ||theta||_{2,inf} >~ 1; the requirement derived from it ('sqrt(H) >~ "
             "||theta||_{2,inf} ||theta - theta_0||^3', same sentence) inherits the slip (against (74)'s 36 d sqrt(T "
             "d_bar) R^3 (... + 1) ||theta - theta_0||^2).",
    second_path="tests/test_mhgd_r20_chenli2.py::test_beta3_plus_one_term",
    corrected=B.beta3_shape_corrected,
    corrected_text="(beta_3(theta) v beta_3(theta_k)) <~ 1 + ||theta - theta_0|| + ||theta||_{2,inf} (constant "
                   "depending on T, d, R)",
    no_mutant_reason="a uniform shape refuted along a path by a closed form; a planted shape vanishing at theta = "
                     "theta_0, ||theta||_{2,inf} = 0 is refuted by the same path",
    auto_mutant=False,
    notes="beta_3 as printed in Cor. 1 (3) (2 d sqrt(T) d, read literally; the appendix's 2 d sqrt(T d) has the same "
          "'+ 1'). theta and theta_0 enter only through ||theta - theta_0|| and ||theta||_{2,inf}, and every pair of "
          "non-negative values is realised; theta_k is taken at theta and at the largest ||theta_k||_{2,inf} Lemma "
          "10's ball allows.",
    domain=(Param("inv", 1.0, INF, text="inverse scale of ||theta - theta_0|| and ||theta||_{2,inf}",
                  unreached="inv <= 1e6 drawn and on the path: the '+ 1' term dominates already at inv = 10"),
            Param("T", 1, INF, integer=True, text="T", unreached="T <= 64"),
            Param("d", 1, INF, integer=True, text="d", unreached="d <= 64"),
            Param("R", 1.0, INF, text="R >= 1 (Assumption 1)", unreached="R <= 10")),
    settings={"ci": {"max_examples": 20, "budget_s": 2.0, "path_decades": 0.0}},
)

CLAIMS += [BETA3_CONTROL]

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-20 audits
CLAIMS = cite_audits(CLAIMS, {
    'mhgd.display.sec6.1-beta3-control': 'auditor B: confirmed as printed',
}, 'docs/audits/round20/mhgd.md')
