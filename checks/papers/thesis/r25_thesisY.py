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
from functools import lru_cache

from thmcheck.bounds.thesis.r25_thesisY import constant_mutant_sign, f116_mutant_negated
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
    # round 35: no exact_fraction: at l_tr = infinity (models/cot_inf) every training prompt already has L2102's
    # per-prompt fraction alpha (the column law); the flag is not read there, and the cached runs stay shared
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


# ======================================================= (F.116) L9880-L9884 at K >= 3 (the base claim draws K <= 2)


def _f116k_instances():  # noqa: ANN202
    """r9_thesisF._f7_instances' draw with K in 3..6 (the base claim thesis.ch7.eqF.116 draws K in 1..2 for ci cost):
    M in K + 1 .. K + 3 (the model's step-k task is the shift by k in a random cyclic order of the M patterns: at k = M
    it is the identity, whose columns (e_x; e_x; e_k) are not the statement's 'another pattern' tokens y != x, so K <
    M keeps every step's columns of the statement's form), alpha in [0.3, 0.9], eta in [0.5, 1), l_tr in 2..8 (raised
    until round(alpha l_tr) < l_tr: realised alpha < 1, round 26), B = ceil(c_B M log M) with c_B in [1, 2], xi
    log-uniform in [1e-4, 0.1], eps log-uniform in [0.04, 0.9], t in 1..min(ceil(T_1), 80) (T_1 = eta^-1 alpha^-2
    K^3 log(K/eps): the O's constant read as 1; t B capped by the SGD work of a ci instance)."""
    from hypothesis import strategies as st

    from thmcheck.checks.papers.thesis.r10_thesisF import realised_alpha_below_one
    from thmcheck.checks.strategies import log_uniform

    @st.composite
    def draw(d: st.DrawFn) -> dict:
        K = d(st.integers(3, 6))
        M = d(st.integers(K + 1, K + 3))
        alpha, eta = d(st.floats(0.3, 0.9)), d(st.floats(0.5, 1.0, exclude_max=True))
        eps = d(log_uniform(0.04, 0.9))
        t1 = max(1, math.ceil(K**3 * math.log(K / eps) / (eta * alpha**2)))
        # round 26 (thesisEF): l_tr is raised until the model's exact fraction round(alpha l_tr) / l_tr is below 1
        # (at l_tr = 2 and alpha >= 0.75 every context example shared the query's pattern: realised alpha = 1)
        l_tr = realised_alpha_below_one(alpha, d(st.integers(2, 8)))
        return {"K": K, "M": M, "alpha": alpha, "eta": eta, "l_tr": l_tr,
                "B": max(1, math.ceil(d(st.floats(1.0, 2.0)) * M * math.log(M))), "t": d(st.integers(1, min(t1, 80))),
                "xi": d(log_uniform(1e-4, 0.1)), "seed": d(st.integers(0, 2**31 - 1))}

    return draw()


_NSEL, _NEST = 3, 6  # fresh batches of 2048 prompts: the pair is chosen on the first 3, measured on the next 6


@lru_cache(maxsize=64)
def _f116k_state(key: tuple) -> tuple:
    """r10_thesisF._f159_state's run (t SGD steps of Subroutine 3, batch B, exact fraction) followed by _NSEL +
    _NEST independent fresh batches of max(B, 2048) prompts at W^(t) (the generator continues): per batch, eta G and
    the p_n of its prompts."""
    import torch

    from thmcheck.models.cot import CoTConfig, batch_grad, single_thread
    from thmcheck.models.device import generator

    inst = dict(key)
    M, K = inst["M"], inst["K"]
    if inst["t"] * inst["B"] > 20_000:
        raise SolverFailure("t B > 2e4 (SGD work cap)")
    cfg = CoTConfig(d=M, M=M, Mp=M - 1, K=K, l_tr=inst["l_tr"], B=inst["B"], T=inst["t"], eta=inst["eta"],
                    xi=inst["xi"], alpha=inst["alpha"], seed=inst["seed"], exact_fraction=True,
                    same_step=inst.get("train") == "same")
    g = generator(cfg.seed)
    W = (cfg.xi * torch.randn(cfg.D, cfg.D, generator=g, dtype=torch.float64)).requires_grad_()
    out = []
    with single_thread():
        for _ in range(cfg.T):
            G = batch_grad(cfg, W, g, cfg.B)[0]
            with torch.no_grad():
                W -= cfg.eta * G
        for _ in range(_NSEL + _NEST):
            G, keys, qry, at = batch_grad(cfg, W, g, max(cfg.B, 2048))
            same = ((keys[..., 2 * M:] * qry[:, None, 2 * M:]).sum(-1) > 0.5) & (
                (keys[..., :M] * qry[:, None, :M]).sum(-1) > 0.5)
            same &= (torch.arange(keys.shape[1]) < cfg.l_tr * K)[None, :]
            out.append((cfg.eta * G.numpy(), tuple(float(v) for v in (at * same).sum(1))))
    return tuple(out)


def _f116k_measure(inst: dict, ctx_: Ctx) -> Measurement:
    """The population form of (F.116) with its CLT interval: the pair of column tokens (same step, another input
    pattern) with the least mean margin form - side over the first _NSEL fresh batches (sample splitting: the choice
    does not bias the estimate), then lhs = that pair's mean form over the next _NEST batches, with the standard error
    of its margin; the side is the bound at the p_n of those _NEST batches (their mean of the printed summand). The
    computation is r25_thesisY2.f116_split_measure with (F.116)'s right vector p (round 25's two helpers wrote it
    twice)."""
    from thmcheck.checks.papers.thesis.r25_thesisY2 import f116_split_measure

    return f116_split_measure(inst, ctx_)


def _f116k() -> Claim:
    from thmcheck.checks.papers.thesis import r10_thesisF as F

    base = next(c for c in F.CLAIMS if c.id == "thesis.ch7.eqF.116")
    return replace(
        base, id="thesis.ch7.eqF.116-K", catalog_id="thesis.ch7.eqF.116",
        statement=base.statement + " The far end K >= 3 (K in 3..6, M in K + 1 .. K + 3, alpha in [0.3, 0.9]) of "
                                   "thesis.ch7.eqF.116, which draws K <= 2.",
        strategy=_f116k_instances(), measure=_f116k_measure,
        mutants={"the side negated": f116_mutant_negated}, auto_mutant=False,
        domain=(
            Param("K", 1, math.inf, integer=True, far=6, text="K >= 1 steps",
                  unreached="K in 3..6 here (K = 1, 2: thesis.ch7.eqF.116); an instance costs t <= 80 SGD steps and "
                            "one gradient on 2048 prompts of K (l_tr + 1) columns"),
            Param("M", 2, math.inf, integer=True, far=9, text="M patterns",
                  unreached="M in K + 1 .. K + 3 (4..9): at M <= K the model's step M is the identity shift, its "
                            "columns have y = x and the tokens y != x the form is read on never occur at that step"),
            Param("alpha", 0, 1, lo_closed=False, hi_closed=False, text="alpha in (0, 1) (L2101)",
                  unreached="alpha in [0.3, 0.9]"),
            Param("eta", 0, 1, lo_closed=False, hi_closed=False, text="eta < 1", unreached="eta in [0.5, 1)"),
            Param("t", 1, math.inf, integer=True, text="1 <= t <= O(T_1)",
                  unreached="t <= min(ceil(T_1), 80) (the O's constant read as 1; SGD work)"),
        ),
        evidence="Round 25 (thesisY): the far end K >= 3 of thesis.ch7.eqF.116 (auditor B, round 10, found it holding "
                 "at K = 2, 3 by hand). Measured: K = 3, M = 3, t = 1 (alpha = 0.7, eta = 0.9, l_tr = 4, xi = 1e-3, "
                 "seed 0): -0.0124 against -0.0155; K = 5, M = 6, t = 1, 60: -0.0014, -0.0008 against -0.0061, "
                 "-0.0068; K = 4, M = 5, t = 40: -0.0038 against -0.0113.",
        notes="Round 25 (thesisY): the K >= 3 twin of thesis.ch7.eqF.116. Its base measures the form on one fresh "
              "batch of 2048 prompts, whose noise (~1e-3) is the size of the form's distance to the side at t = 1 "
              "(where W ~ 0 and the side is nearly tight): a first run of this twin with that measure 'crossed' at K "
              "= 3, M = 3, alpha = eta = 0.5, l_tr = 2, B = 4, t = 1, xi = 1e-4 (-0.00806 against -0.00668, seed 0), "
              "which 65536 prompts removed (margins +5.6e-4, +3e-5, +7e-5 at seeds 0, 1, 2). So here the population "
              "form with its CLT interval: 3 + 6 independent batches of 2048 prompts at W^(t) (sample splitting "
              "between the choice of the pair and its estimate), the side at the estimate batches' p_n. With that measure the "
              "search crossed again at K = 4, M = 3 (margin -0.0042, se 0.0003; -0.0020 at l_tr = 32), always at "
              "step 3: the model's step-3 task at M = 3 is the shift by 3, the identity, so its columns are (e_x; "
              "e_x; e_3) and the pairs (y != x) read there never occur in the data; with M > K (every step a "
              "non-identity shift) the search finds none (K = 4, M = 5, l_tr = 2, 16: margins +0.0032, +0.0031; K = 3 "
              "held even at M = 3: +0.0009, +0.0040 at l_tr = 2, 16).",
        settings={"ci": {"max_examples": 4, "budget_s": 4.0}, "dev": {"max_examples": 60, "budget_s": 300.0}},
    )


F116K = _f116k()
CLAIMS += [F116K]

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-25 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch7.eqF.52-inf-C': 'auditor B: confirmed',
}, 'docs/audits/round25/thesis.md')
