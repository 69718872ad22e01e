"""thesis, Chapter 7 / App. F (round 20, thesisE2): Theorem 4's proof display (F.52) L9543 as printed, per prompt.

- (F.52) L9543: sum_{j in S_k^*} softmax(p~_j^T W^(T) ((v_{k-1}^T, v_k^T)^T + c_k)) >= 1 - eps, a statement about the
  test prompt at hand (the induction of Theorem 4's proof runs per prompt: 'Suppose that the k-th step generates a
  zero testing error', L9539), with the query column carrying its decoded output v_k in the second slot.

The inventory row (F.52) was 'covered' by thesis.ch7.prop3 ('(7.23) comes from (F.52)', L9609), which measures a
different quantity: the MEAN over test prompts of the mass per step (the least of the K per-step means), with (7.23)'s
query q~_k = (v_{k-1}; 0) + c_k. Here (F.52) is checked as printed: the least over test prompts and steps k of the
mass on S_k^* with the printed query ((v_{k-1}; v_k) + c_k), both readings' masses reported. Same trained model,
prompts, eps (the model's final training loss, Theorem 3's eps) and granted requirements as thesis.ch7.prop3.

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Measurement: :mod:`thmcheck.models.cot_f52`.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.thesis import ch7 as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.papers.thesis._dirs57 import directions_from_domain
from thmcheck.checks.papers.thesis.ch7_cot import (
    _COT_EVAL_DOMAIN,
    _COT_REQS,
    _ETA_LT_1,
    _R35,
    _SPAN_719,
    _cot_cfg,
    _trained_checks,
)
from thmcheck.checks.strategies import SEEDS
from thmcheck.models import cot as COT

SP = "tests/test_thesis_r20_thesisE2.py::"


@st.composite
def _f52_instances(draw: st.DrawFn) -> dict:
    """thesis.ch7.prop3's test prompts: structured errors c in {(1,1,1), (1,2,4)}, p_c in {0.7, 0.8, 0.9}, alpha' = 0.8,
    noise in {0, 0.2}, l_ts in {100, 150, 300}, nq in {10, 20} test prompts."""
    return {"eval_seed": draw(SEEDS), "nq": draw(st.sampled_from([10, 20])), "pc": draw(st.sampled_from([0.7, 0.8, 0.9])),
            "noise": draw(st.sampled_from([0.0, 0.2])), "cs": draw(st.sampled_from(["111", "124"])),
            "l_ts": draw(st.sampled_from([100, 150, 300]))}


def _f52_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = min over the nq test prompts and k in [K] of (F.52)'s mass with the printed query ((v_{k-1}; v_k) + c_k)."""
    from thmcheck.models.cot_f52 import f52_masses

    W, cfg, U = COT.trained(_cot_cfg())
    r = f52_masses(W, cfg, U, cs=tuple(int(c) for c in inst["cs"]), pc=inst["pc"], ap=0.8, lvl=inst["noise"],
                   l_ts=inst["l_ts"], nq=inst["nq"], seed=inst["eval_seed"])
    m52, m723 = r["mass_f52"], r["mass_723"]
    eps = COT.final_loss(cfg)
    return Measurement(float(m52.min()), {"eps_train": eps}, {
        "1 - eps": 1 - eps, "(F.52) least per prompt": float(m52.min()),
        "(F.52) share of (prompt, step) pairs below 1 - eps": float((m52 < 1 - eps).mean()),
        "(F.52) per-step mean": [round(float(x), 4) for x in m52.mean(0)],
        "(7.23) query (v_{k-1}; 0): least per prompt": float(m723.min()),
        "(7.23) query: least per-step mean (thesis.ch7.prop3's lhs)": float(m723.mean(0).min()),
        "v_k correct (F.53)": float(r["correct"].mean()), "T": cfg.T, "l_ts": inst["l_ts"], "nq": inst["nq"],
        **_trained_checks(cfg, U)})


F52 = Claim(
    id="thesis.ch7.eqF.52", paper=PAPER, kind="algorithmic", comparison=">=", expect="conditional",
    source=f"Theorem 4's proof (App. F.4.2), (F.52): 'sum_{{j in S_k^*}} softmax(p~_j^T W^(T) ((v_{{k-1}}^T, v_k^T)^T + "
           f"c_k^T)^T) >= 1 - eps', the induction on the k-th step of a test prompt, {SEED_FILE} L9543 (Proposition 3's proof: "
           f"'(7.23) comes from (F.52)')",
    statement="(F.52) as printed, per test prompt: for every test prompt (7.4) of thesis.ch7.prop3's tasks and every "
              "step k in [K], the attention of the trained W^(T) with the query ((v_{k-1}; v_k) + c_k) (the k-th "
              "query column with its decoded output v_k, as printed) on S_k^* (the step-k context columns whose step-k "
              "input has the TSR pattern of v_{k-1}) is >= 1 - eps, eps the trained model's final training loss "
              "(Theorem 3's eps). lhs = the least such mass over the nq test prompts and the K steps (the display "
              "is per prompt: the induction 'Suppose that the k-th step generates a zero testing error' runs on one "
              "prompt), rhs = 1 - eps. Theorem 3's training requirements (l_tr, T, B with hidden constants) and "
              "(7.20)'s l_ts constant are granted as in thesis.ch7.prop3.",
    statement_tex=r"\sum_{j \in \mathcal{S}_k^*} \text{softmax}(\tilde{\mathbf{p}}_j^\top \mathbf{W}^{(T)} "
                  r"((\mathbf{v}_{k-1}^\top, \mathbf{v}_k^\top)^\top + \mathbf{c}_k^\top)^\top) \geq 1 - \epsilon",
    bound=B.prop3_mass, measure=_f52_measure, strategy=_f52_instances(), constants="hypotheses",
    assumptions=(_ETA_LT_1, _SPAN_719, *_COT_REQS),
    escalate=lambda inst, level: {**inst, "nq": int(inst["nq"]) * 2**level},
    mutants={"mass >= 1 - eps/10": lambda eps_train: 1 - eps_train / 10},
    evidence="Round 20 (thesisE2): the per-prompt (F.52) crosses under the granted training requirements, like "
             "thesis.ch7.prop3's per-step mean and lower: the shared ci model (T = 800, eta = 0.9, final loss eps = "
             "0.01405, 1 - eps = 0.986), seed 3, nq = 20, l_ts = 150: least per-prompt mass with the printed query "
             "0.7955 / 0.7915 at p_c = 0.7 (c = (1,1,1) / (1,2,4)), 0.920 at p_c = 0.9; per-step means 0.970, 0.919, "
             "0.854 (p_c = 0.7), decreasing with k; (7.23)'s query (v_{k-1}; 0) gives 0.7925 / 0.790 (v_k filled in "
             "moves the mass by < 0.004); every v_k correct ((F.53) holds). Conditional, not an erratum: the crossing "
             "is under granted Omega requirements (T, B, l_tr of Theorem 3; thesis.ch7.prop3's round-5 path has "
             "deficit/eps growing along T with B fixed, B >= Omega(eps^-2 log M) not reachable).",
    domain=(*_COT_EVAL_DOMAIN,
            Param("l_ts", 1, math.inf, integer=True, text="l_ts >= Omega((alpha' tau rho)^-2 log M) (7.20)",
                  unreached="l_ts in {100, 150, 300}: (7.20) at constant 1 needs ~120 for p_c = 0.7")),
    notes="Round 20 (thesisE2): the row (F.52) L9543 was covered by thesis.ch7.prop3, which takes the mean over test "
          "prompts per step and (7.23)'s query without v_k; (F.52) is per prompt with v_k in the query column. "
          "One cached training run (COT.trained, shared with thesis.ch7.prop3/theorem4/theorem5 in one process: "
          "~33 s alone, then ~0.3 s an instance). " + _R35,
    settings={"ci": {"max_examples": 6, "budget_s": 12.0, "min_valid": 1}},
)

F52.directions = directions_from_domain(F52, extra=(
    Direction("l_ts constant of (7.20)", "l_ts", math.inf, how="search",
              reason="l_ts in {100, 150, 300} drawn around (7.20) at constant 1 (~122 at p_c = 0.7)"),
    Direction("Theorem 3's training constants (T, B, l_tr) -> inf", "T", math.inf, how="unsearched",
              reason="granted (one shared model, T = 800), as thesis.ch7.prop3; its round-5 path has deficit/eps "
                     "growing along T with B fixed"),))

CLAIMS: list[Claim] = [F52]



# ======================================== (F.65) L9603: Theorem 5's proof, Condition 7.3.2 AND (F.60) both failing

from dataclasses import replace  # noqa: E402

from thmcheck.checks.papers.thesis.ch7_cot import THM5  # noqa: E402
from thmcheck.checks.stats import Binomial, clopper_pearson  # noqa: E402

_F65_LTS = (1, 2, 5, 10, 20, 40)


@st.composite
def _f65_instances(draw: st.DrawFn) -> dict:
    """Condition 7.3.2 fails (structured errors c = (1,1,1), p_c < 3/4, drawn down to 0.3) and (F.60) fails (l_ts in
    {1, ..., 40}, below (rho alpha' tau)^-2 log M at constant 1 (~122 at p_c = 0.7, more for smaller p_c))."""
    return {"eval_seed": draw(SEEDS), "nq": draw(st.sampled_from([20, 30])),
            "pc": draw(st.sampled_from([0.3, 0.5, 0.7, 0.72])), "noise": draw(st.sampled_from([0.0, 0.2])),
            "l_ts": draw(st.sampled_from(_F65_LTS))}


def _f65_measure(inst: dict, ctx: Ctx) -> Measurement:
    # round 35: L2102's per-prompt fraction (was Bernoulli(alpha)); the shared model of ch7_cot._cot_sep
    W, cfg, U = COT.trained(COT.CoTConfig(T=800, eta=0.9, exact_fraction=True))
    r = COT.separation(W, cfg, U, cs=(1, 1, 1), pc=inst["pc"], ap=0.8, lvl=inst["noise"], l_ts=int(inst["l_ts"]),
                       nq=inst["nq"], seed=inst["eval_seed"])
    k = round(r["icl_err"] * inst["nq"])
    lo, hi = clopper_pearson(k, inst["nq"])
    return Measurement(r["icl_err"], {"c0": 0.5}, {"cot_err": r["cot_err"], "Condition 7.3.2 holds": r["cond"],
                                                   "l_ts": int(inst["l_ts"]), **_trained_checks(cfg, U)},
                       lhs_interval=(lo, hi), stat=Binomial(k, inst["nq"]))


F65 = replace(
    THM5,
    id="thesis.ch7.eqF.65",
    source=f"Theorem 5's proof (App. F.4.3), (F.65): 'When both Condition 7.3.2 and (F.60) do not hold, ... R_ICL >= "
           f"Omega(1)', {SEED_FILE} L9603",
    statement="(F.65) as printed: under Theorem 3's training and (7.19), when Condition 7.3.2 fails AND (F.60) fails "
              "(l_ts below (rho alpha' tau)^-2 log M), the ICL error on x_query in M' is >= Omega(1) (one c > 0 for "
              "every such instance: uniform, the shape a constant). Structured errors c = (1,1,1), p_c in {0.3, 0.5, "
              "0.7, 0.72} (< 3/4: Condition 7.3.2 fails), l_ts in {1, 2, 5, 10, 20, 40} (< 122: (F.60) fails at "
              "constant 1), alpha' = 0.8, noise in {0, 0.2}; lhs = the ICL error over nq test queries.",
    statement_tex=r"\bar{R}_{ICL, \mathbf{x} \in \mathcal{M}', f \in \mathcal{T}'}^f(\Psi) \geq \Omega(1)",
    measure=_f65_measure, strategy=_f65_instances(),
    directions=(Direction("p_c -> 3/4", "pc", 0.75, how="path", move=lambda inst, t: {**inst, "pc": float(t)},
                          points=(0.7, 0.74, 0.749, 0.7499),
                          reason="the edge of Condition 7.3.2's failure (p_c < 3/4)"),
                Direction("l_ts -> 1", "l_ts", 1, how="path", move=lambda inst, t: {**inst, "l_ts": int(t)},
                          points=(40, 10, 3, 1), reason="(F.60) fails the more the shorter the prompt"),
                Direction("noise", "noise", math.inf, how="search", reason="drawn in {0, 0.2}")),
    domain=(*_COT_EVAL_DOMAIN,
            Param("l_ts", 1, math.inf, integer=True, text="l_ts with (F.60) failing",
                  unreached="l_ts in [1, 40]: (F.60) fails below ~122 at constant 1 (p_c = 0.7); between 40 and "
                            "(F.60)'s unknown constant not drawn")),
    notes="Round 20 (thesisE2): the row (F.65) L9603 was covered by thesis.ch7.theorem5, which holds l_ts = 150 (where "
          "(F.60) holds at constant 1: that is (F.62)'s case), never (F.65)'s case with (F.60) failing too. Probe "
          "(ci model T = 800, eta = 0.9, c = (1,1,1), nq = 30, seeds 0-2): ICL error 0.97-1.0 at p_c = 0.3, 0.8-1.0 "
          "at 0.5, 0.47-0.77 at 0.7, 0.4-0.77 at 0.74 over l_ts = 1..60: bounded away from 0 (holds where reached). "
          + _R35,
    settings={"ci": {"max_examples": 8, "budget_s": 6.0, "min_valid": 1}},
)

CLAIMS += [F65]
