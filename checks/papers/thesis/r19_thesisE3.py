"""thesis, Chapter 7 (round 19, task thesisE3): Theorem 4's 'the CoT error on x_query in M' is 0' (L2179-L2187) as
printed, exactly 0, along the hidden constant of (7.20).

thesis.ch7.theorem4 checks the printed conclusion as a step-averaged error <= 0.05 at l_ts = 150 (constant ~1 of
(7.20)). Here the error must be exactly 0 on every step of every evaluation prompt, and l_ts >= Omega((alpha' tau^f
rho^f)^{-2} log M) is followed as a path l_ts = c * 150 with c -> inf (c = 1, 2, 4, 8, 16): a hidden constant allows
any large c, so the verdict is the tail of the path (the largest CoT error at c in {8, 16}, l_ts = 1200 and 2400),
with the whole path in the terms. Reuses thesis.ch7.theorem4's trained model and measure (ch7_cot._cot_sep).

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.thesis.r19_thesisE3 import exact_zero
from thmcheck.checks.claim import Claim, Ctx, Measurement, uncertified
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.ch7_cot import _COT_EVAL_DOMAIN, _ETA_LT_1, _R35, _SPAN_719, _cot_sep
from thmcheck.checks.strategies import SEEDS

L1 = 150  # l_ts at c = 1: >= (alpha' tau rho)^{-2} log M ~ 122 at p_c = 0.7 (thesis.ch7.theorem4's notes)
PATH = (1, 2, 4, 8, 16)  # c along l_ts = c * L1
TAIL = (8, 16)  # the verdict: the path's tail


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    return {"eval_seed": draw(SEEDS), "nq": draw(st.sampled_from([20, 30, 40])), "pc": draw(st.sampled_from([0.7, 0.72])),
            "noise": draw(st.sampled_from([0.0, 0.2]))}


def _measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = the largest CoT error (share of wrong steps over nq prompts x K = 3 steps) over the path's tail c in
    TAIL; terms: the error and its count of wrong steps at every c of the path."""
    errs, r = {}, {}
    for c in PATH:
        r = _cot_sep(inst, ctx, (1, 1, 1), c * L1)
        errs[c] = r["cot_err"]
    q = {f"CoT error at c = {c} (l_ts = {c * L1})": e for c, e in errs.items()}
    q.update({f"wrong steps at c = {c}": round(e * inst["nq"] * 3) for c, e in errs.items()})
    q.update({"eta_train": r["eta_train"], "span_residual (7.19)": r["span_residual (7.19)"], "cond": r["cond"]})
    return Measurement(max(errs[c] for c in TAIL), {}, q)


_TRAIN_HIDDEN = uncertified(
    "Theorem 3 training", "the model is trained as in Theorem 3 (B, T, l_tr with Omega/Theta constants)",
    why="the Omega/Theta constants of Theorem 3's B, T, l_tr are unspecified: no instance can say whether it is above "
        "them (the l_ts constant of (7.20) is the path c -> inf, not granted)")

THM4_EXACT = Claim(
    id="thesis.ch7.theorem4-exact", paper=PAPER,
    source=f"Theorem 4 (7.19)-(7.20), Sec. 7.3, {SEED_FILE} L2179-L2187",
    statement="Theorem 4 as printed: given a model trained as in Theorem 3, every mu'_j in span(mu) and l_ts >= "
              "Omega((alpha' tau^f rho^f)^{-2} log M), the CoT error on x_query in M' is 0 (exactly: every step of "
              "every evaluation prompt), along l_ts = c * 150 with the hidden constant c -> inf (c = 1..16).",
    statement_tex=r"\text{CoT error} = 0",
    kind="algorithmic", comparison="<=", bound=exact_zero, measure=_measure, strategy=_instances(),
    assumptions=(_ETA_LT_1, _SPAN_719, _TRAIN_HIDDEN),
    mutants={"error below 0": lambda *_: -1e-9}, auto_mutant=False,  # 0 scaled by 0.9 is 0: no planted scale
    domain=(*_COT_EVAL_DOMAIN,
            Param("l_ts", 150, math.inf, integer=True, text="l_ts >= Omega((alpha' tau rho)^-2 log M) (7.20): the "
                  "path l_ts = c * 150, c -> inf",
                  unreached="c <= 16 (l_ts <= 2400); the verdict is the largest error at c in {8, 16}")),
    expect="holds",
    notes="Same trained W as thesis.ch7.theorem4 (d = 30, M = 20, M' = 10, K = 3, eta = 0.9, T = 800); structured "
          "errors c = (1,1,1), p_c in {0.7, 0.72}, alpha' = 0.8, noise in {0, 0.2}. Probes (round 19): at l_ts = 150 "
          "(c = 1) 7 of 40 evaluation seeds have a non-zero error (seed 5799: 0.033); 0 at every l_ts in 300..2400 "
          "at seed 5799 and on 40 of 40 seeds at l_ts = 1200; "
          "round-19 sweep (80 instances: eval seeds 1000..1039 at (p_c, noise) = (0.7, 0.2) and (0.72, 0), 40 prompts "
          "each): a non-zero error on 4 of 80 at c = 1, on 0 of 80 at every c in {2, 4, 8, 16}; dev (40 drawn "
          "instances) holds: eventually exactly 0 along the path (holds). " + _R35,
    settings={"ci": {"max_examples": 4, "budget_s": 4.0, "min_valid": 1},
              "dev": {"max_examples": 40, "budget_s": 60.0}},
)

CLAIMS = [THM4_EXACT]
