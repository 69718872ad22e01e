"""thesis, round 25 (helper thesisY): (F.52) L9543 at l_tr = l_ts = infinity along Theorem 3's hidden constants,
thesis.ch7.eqF.52-inf-C.

thesis.ch7.eqF.52-inf (r21_ch7) checks (F.52) with Theorem 3's (7.15) and (iii) at constant 1 and grants the constants
beyond 1 (conditional). Those constants are hidden (Omega with no value): they cannot be computed, but they can be
followed. As thesis.ch7.prop3-inf-C (r24_undecidedB) does for (7.23), the constant is here the measured quantity: for
a run (T, B) with (F.52)-deficit d = 1 - (least mass on S_k^* of (F.52)'s query (v_{k-1}; v_k) + c_k, the decoded
v_k filled in), every eps < d is violated by the run, and the run meets (7.15) and (iii) for eps -> d up to the
constant C*(T, B) = min(T / t_need(d), B / (max(d^-2, M) log M)) (r21_ch7.constant_met). (F.52) holds for some
constant C0 iff C* stays bounded: the uniform check 'C* <~ 1' along T with B keeping up (B_OF_T of r24_undecidedB).

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``.
"""

from __future__ import annotations

import math
from dataclasses import replace

from thmcheck.bounds.thesis.r25_thesisY import constant_mutant_sign
from thmcheck.checks.claim import Claim, Ctx, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r21_ch7 as R
from thmcheck.checks.papers.thesis import r24_undecidedB as U
from thmcheck.checks.papers.thesis._common import SEED_FILE
from thmcheck.checks.profiles import active_profile

CLAIMS: list[Claim] = []


def _t_cap() -> int:
    """ci stops at T = 1600 (runs of B T <= 2.3e5 samples, ~5 CPU-s alone; thesis.ch7.prop3-inf-C's ci path to 3200
    shares the runs when both are in one process), dev / deep at 16000 as r24_undecidedB."""
    return 1600 if active_profile() == "ci" else 16000


def _f52_constant_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = C*(T, B) for (F.52)'s query: the largest Theorem 3 constant up to which the run is a counterexample to
    (F.52) (eps -> the run's deficit: 1 - the least mass on S_k^* over the M' queries and the steps k of the query
    (v_{k-1}; v_k) + c_k at l_ts = l_tr = infinity)."""
    T, B = int(inst["T"]), int(inst["B"])
    if T > _t_cap():
        raise SolverFailure(f"T = {T} beyond this profile's longest run ({_t_cap()} steps)")
    W, cfg, Um = R.CI.trained_inf(R.COT.CoTConfig(T=T, B=B, eta=R._COT_ETA))
    r = R.CI.cot_limit(W.numpy(), Um.numpy(), cfg, R.CS, float(inst["pc"]), float(inst["ap"]), R._perm(inst, cfg.Mp))
    d = r["off_star_f52"]
    c_T = R.constant_met(T, 10**15, d)
    c_B = R.constant_met(10**15, B, d)
    return Measurement(min(c_T, c_B), {"T": T},
                       {"deficit d = 1 - least mass on S_k^* ((F.52)'s query)": d,
                        "(7.23)'s query (v_{k-1}; 0): deficit": r["off_star"],
                        "C met by T ((7.15) at eps = d)": c_T, "C met by B ((iii) at eps = d)": c_B,
                        "CoT error (7.24)": r["cot_err"], "train T": T, "train B": B,
                        "eps_min (7.15), (iii) at constant 1": R.eps_min(T, B),
                        "final training loss (l_tr = inf)": R.CI.final_loss_inf(cfg), "l_tr": math.inf,
                        "l_ts": math.inf, **R._trained_checks(cfg, Um)})


# dev's path at p_c = 0.501, alpha' = 0.2, cyclic order 0 (this helper, models/cot_inf; the deficit of (F.52)'s query
# and C*): tests/test_thesis_r25_thesisY.py judges it with the engine's path rule
F52_DEV_PATH = ((320, 0.56500), (800, 1.23570), (1600, 2.20128), (3200, 3.89399), (8000, 8.21500), (16000, 14.34154))

F52_C = replace(
    U.PROP3_C, id="thesis.ch7.eqF.52-inf-C", catalog_id="thesis.ch7.eqF.52",
    source=f"Theorem 4's proof (App. F.4.2), (F.52), {SEED_FILE} L9543; Theorem 3 (ii), (iii) L2149-L2153 (their "
           f"Omega constants); (7.4) L2036",
    statement="(F.52) for some constant of Theorem 3: there is C0 such that every model trained with T and B meeting "
              "(7.15) and (iii) at constant C0 for eps has sum_{j in S_k^*} softmax(p~_j^T W^(T) ((v_{k-1}; v_k) + "
              "c_k)) >= 1 - eps (the k-th query column with its decoded output v_k). Checked as: C*(T, B) <~ 1 "
              "uniformly, C* the largest constant for which T meets (7.15) and B meets (iii) at eps = the run's "
              "deficit 1 - (least mass over queries and steps) (every eps below it is violated by the run), at l_tr "
              "= l_ts = infinity, structured tasks p_c in (1/2, 1), alpha' in (0, 1].",
    statement_tex=R.F52_INF.statement_tex,
    measure=_f52_constant_measure,
    mutants={"-1 (sign)": constant_mutant_sign}, auto_mutant=False,
    domain=(
        *U.PROP3_C.domain[:2],
        Param("T", 1, math.inf, integer=True, far=16000, text="(7.15)",
              unreached="T <= 1600 under ci (runs of B T <= 2.3e5 samples), <= 16000 under dev / deep (B = 1800: "
                        "~3e7 samples, ~2-6 CPU-min)"),
        U.PROP3_C.domain[3],
    ),
    notes="float64 torch SGD at l_tr = infinity (models/cot_inf.py, resumable runs), l_ts = infinity (cot_limit's "
          "off_star_f52: (F.52)'s query with the decoded v_k). Round 25 (thesisY): thesis.ch7.eqF.52-inf grants "
          "Theorem 3's constants beyond 1 (hidden Omega constants: not computable); this claim follows them as "
          "thesis.ch7.prop3-inf-C does for (7.23). Filling in v_k moves the deficit by < 0.004 (0.6273 against "
          "0.6269 for (7.23)'s query at T = 320, 0.2992 against 0.2961 at T = 3200).",
    expect="erratum", expect_by_profile={"ci": "potential"},
    expect_settled="dev's path (p_c = 0.501, alpha' = 0.2, cyclic order 0): C* = 0.565, 1.236, 2.201, 3.894, 8.215, "
                   "14.34 at (T, B) = (320, 40), (800, 80), (1600, 140), (3200, 240), (8000, 560), (16000, 1800) "
                   "((F.52)-deficit 0.627, 0.483, 0.383, 0.299, 0.214, 0.165): x25 over 1.7 decades, violated by the "
                   "engine's path rule (tests/test_thesis_r25_thesisY.py::test_recorded_f52_dev_path_is_violated); "
                   "ci's path stops at T = 1600 (0.7 decade, x3.9): potential.",
    evidence="(F.52) L9543 as printed with Theorem 3's (7.15) and (iii) (their Omega constants unspecified): for every "
             "constant C the run trained at l_tr = infinity with T, B meeting (7.15) and (iii) at C for eps just below "
             "its (F.52)-deficit d has least mass 1 - d < 1 - eps on S_k^* for (F.52)'s query (v_{k-1}; v_k) + c_k "
             "(l_ts = infinity, structured test task p_c = 0.501, alpha' = 0.2). The constant reached grows without "
             "a sign of levelling: C* = 0.565, 1.236, 2.201, 3.894, 8.215, 14.34 at T = 320 .. 16000 with B = 40 .. "
             "1800 (d = 0.627, 0.483, 0.383, 0.299, 0.214, 0.165). Mechanism (that of thesis.ch7.prop3-inf-C, "
             "audited round 24): the deficit decays only like T^-0.4 at small alpha', while (7.15)'s eta^-1 M K "
             "eps^-1 term lets eps fall like 1/T, so C* ~ T^0.6 .. T^0.8, and (iii) needs only B ~ T^1.2; filling in "
             "v_k (the only difference from (7.23)'s query) moves the deficit by < 0.004. thesis.ch7.eqF.52-inf "
             "stays conditional (it grants the constants); this claim follows them. Second path: own torch/numpy l = "
             "infinity trainer and CoT limit with (F.52)'s query (own U and cyclic order, seed 7, B = 140): deficit "
             "0.618, 0.453 and C* 0.561, 1.197 at T = 320, 800.",
    no_correction_reason="the attention deficit at small alpha' decays like T^-0.4, slower than (7.15)'s eps ~ 1/T "
                         "allows (the mechanism of thesis.ch7.prop3-inf-C: (F.52)'s query differs from (7.23)'s only "
                         "by v_k, which moves the mass by < 0.004); a corrected (F.52) needs eps falling no faster "
                         "than about T^-1/2 in (7.15), which the argument does not provide: no bound is proposed",
    second_path="tests/test_thesis_r25_thesisY.py::test_second_path_f52_constant_grows_along_T",
)

CLAIMS += [F52_C]
