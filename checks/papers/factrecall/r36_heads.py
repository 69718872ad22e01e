"""Round 36 (factrecall, helper fr3): Theorem 3's H d_h direction (L175-L181, the display L179), r36.

- ``factrecall.thm3-heads``: Theorem 3 (informal) assumes d >= Omega~(max(R, D)) and H d_h >= Omega~(S + R) and
  concludes accuracy 1 (display (8), L179); formal Theorem 10 (L696-L700): H d_h >~ S log^6(|V| S R / delta).
  factrecall.thm3 checks the d direction only (H d_h = (S + R) d there, far above the threshold). Here: the proof's
  construction (App. C.1, L707-L762: one head per group of <= M subjects / relations, head dimension d_h; the code
  of factrecall.thm10, ``sec4_appC1_attention._thm10_run`` with ``margins_all_vocab``) at a fixed width d far above
  its own threshold (R, D <= 3), and per embedding draw the smallest d_h at which the construction's accuracy over
  every one of the S R facts (decoding over all of V) is exactly 1: (H d_h)_min = H(M) d_h,min. Over a grid of S + R
  (S = 4M 2^k; 1 decade in ci, 1.15 under dev/deep) and 2-3 independent draws per point, the exponent p of
  y = (H d_h)_min / ln^2(|V| S R / delta) against S + R is fitted (99 % t-interval). 'H d_h >= C (S + R) polylog
  suffices' for one C gives p <= 1; the claim fails if the whole interval lies above 1. ln^2 is below the printed
  log^6 (and below the ln^4 of Lemma 2's degree-4 chaos), so the check is stricter than the statement
  (POLYLOG_POWER).

Measured (r36, the ci grid, d = 512): see docs/factrecall_heads_r36.md.
"""

from __future__ import annotations

import functools
import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.factrecall import r36_heads as B
from thmcheck.bounds.factrecall.sec4_appC1_thm3 import polylog_argument, vocab_size
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.profiles import active_profile
from thmcheck.checks.stats import fit_exponent
from thmcheck.checks.strategies import SEEDS

# grid per profile: S = M 2^k (every subject head holds exactly M subjects), k = 2, 3, ... (at least 4 subject heads:
# below, the ratio (H d_h)_min / ((S + R) ln L) is still rising towards its plateau, which a fit over the whole range
# reads as an exponent above 1 although lower ratios at small S cannot refute 'one C') until S + R reaches
# `decades` decades above its first value (ci: 1 decade, the least span of a fitted exponent; dev / deep: 1.15,
# to S + R = 258 at M = 2, 4);
# independent embedding draws per point; delta of the polylog argument ln(|V| S R / delta) (thm3's delta_max); the
# relative precision of the d_h bisection; the sequence length T and the noise fillings per fact
HEADS_CONFIG: dict[str, dict] = {
    "ci": {"decades": 1.0, "draws": 2},
    "dev": {"decades": 1.15, "draws": 3},
    "delta": 0.25, "rel_precision": 0.125, "T": 4, "fillings": 1, "beta": 200.0,
}

# The polylog divided out: ln^2(|V| S R / delta). Lemma 2's cross-talk phi(a)^T W phi(z) - 1(a in A_z) is a Gaussian
# chaos of degree 4 (<phi(a), phi(a')> <phi(z), w_i> <w_i, phi(z')>), whose union bound over N events needs deviations
# sigma (ln N)^2 (hypercontractive tails exp(-c (t/sigma)^{1/2})), i.e. d_h >~ M ln^4 N, the mechanism of the printed
# log^6 (L632-L642, L696-L700). Power 2 is below both (a stricter check than the statement); power 1 (the Gaussian
# union bound) is kept as a term (exponent_ln1): it reads the rise of the ratio over the first points of a grid as a
# local exponent 1.1-1.2 (intervals containing 1 in every run, r36).
POLYLOG_POWER = 2


def s_grid(scale: str, M: int, R: int) -> list[int]:
    """S = M 2^k, k = 2, 3, ..., up to the first S with S + R >= 10^decades (4 M + R)."""
    out = [4 * M]
    while out[-1] + R < 10 ** HEADS_CONFIG[scale]["decades"] * (4 * M + R) - 1e-9:
        out.append(2 * out[-1])
    return out


def _scale() -> str:
    return "ci" if active_profile() == "ci" else "dev"


def _accuracy_one(S: int, R: int, D: int, M: int, d: int, d_h: int, seed: int) -> tuple[bool, int]:
    """(accuracy over all S R facts == 1, H) for the App. C.1 construction (factrecall.thm10's run, beta = 200:
    hardmax attention), one embedding draw (``seed``) with |N| = S + R noise tokens."""
    from thmcheck.checks.papers.factrecall.sec4_appC1_attention import _thm10_run
    from thmcheck.models.factrecall.sec4_transformer import margins_all_vocab

    cfg = HEADS_CONFIG
    inst = {"S": S, "R": R, "D": D, "M": M, "d": d, "d_h": d_h, "T": cfg["T"], "n_noise": S + R,
            "fillings": cfg["fillings"], "beta": cfg["beta"], "seed": seed, "heads": "construction",
            "s0": 0, "r0": 0, "t": 1e-6}
    task, F, _att, tgt, _chain, _eps, H = _thm10_run(inst, Ctx())
    return bool((margins_all_vocab(F, task.Phi, tgt) > 0).all()), int(H)


@functools.lru_cache(maxsize=256)
def dh_min(S: int, R: int, D: int, M: int, d: int, seed: int) -> tuple[int, int, int]:
    """(d_h,min, H, runs): doubling from d_h = 1, then bisection to HEADS_CONFIG['rel_precision'], of the smallest
    d_h <= d with accuracy exactly 1 on the draw ``seed`` (the embeddings are the same draw at every d_h; the W_h
    rows are drawn per d_h). d_h,min = d + 1 when d_h = d still fails (never met at the sizes drawn)."""
    lo, hi, runs = 0, 1, 0
    while True:
        ok, H = _accuracy_one(S, R, D, M, d, hi, seed)
        runs += 1
        if ok:
            break
        if hi >= d:
            return d + 1, H, runs
        lo, hi = hi, min(2 * hi, d)
    while hi - lo > max(1.0, HEADS_CONFIG["rel_precision"] * hi):
        mid = (lo + hi) // 2
        ok, _ = _accuracy_one(S, R, D, M, d, mid, seed)
        runs += 1
        if ok:
            hi = mid
        else:
            lo = mid
    return hi, H, runs


def heads_sweep(scale: str, M: int, R: int, D: int, d: int, seed: int, draws_mult: int = 1) -> list[dict]:
    """One row per grid point S + R and draw: S, R, H, d_h,min, (H d_h)_min, ln(|V| S R / delta) and the ratios."""
    cfg = HEADS_CONFIG[scale]
    rows = []
    for i, S in enumerate(s_grid(scale, M, R)):
        n = S + R
        logL = math.log(polylog_argument(S, R, D, HEADS_CONFIG["delta"]))
        for k in range(cfg["draws"] * draws_mult):
            dh, H, runs = dh_min(S, R, D, M, d, (seed * 7919 + 104729 * i + 15485863 * k) % 2**62)
            rows.append({"S": S, "R": R, "D": D, "M": M, "n": n, "V": vocab_size(S, R, D), "H": H, "d_h_min": dh,
                         "Hdh_min": H * dh, "log_L": logL, "ratio": H * dh / n, "ratio_polylog": H * dh / (n * logL),
                         "runs": runs})
    return rows


def _measure(inst: dict, ctx: Ctx) -> Measurement:
    rows = heads_sweep(str(inst["scale"]), int(inst["M"]), int(inst["R"]), int(inst["D"]), int(inst["d"]),
                       int(inst["seed"]), int(inst.get("draws_mult", 1)))
    x = np.array([r["n"] for r in rows], float)
    y = np.array([r["Hdh_min"] / r["log_L"] ** POLYLOG_POWER for r in rows], float)
    fit = fit_exponent(x, y)
    raw = fit_exponent(x, np.array([r["Hdh_min"] for r in rows], float))
    ln1 = fit_exponent(x, np.array([r["Hdh_min"] / r["log_L"] for r in rows], float))
    ratios = [r["ratio"] for r in rows]
    terms = {"grid": rows, "exponent_raw": raw.exponent, "exponent_raw_interval": (raw.lo, raw.hi),
             "exponent_ln1": ln1.exponent, "exponent_ln1_interval": (ln1.lo, ln1.hi),
             "constant_C": float(np.exp(fit.intercept)), "r2": fit.r2, "ratio_min": min(ratios),
             "ratio_max": max(ratios), "d_h_cap_hit": sum(r["d_h_min"] > int(inst["d"]) for r in rows),
             "runs": sum(r["runs"] for r in rows)}
    return Measurement(fit.exponent, {}, terms, lhs_interval=(fit.lo, fit.hi), stat=fit)


def _instances() -> st.SearchStrategy:
    def build() -> st.SearchStrategy:
        # ci: M = 1 (one run per draw: H d_h = S + R exactly at d_h = 1; ~1 s), M = 2 after it (S = 8 .. 128,
        # ~8-15 s: reached only with more examples); dev / deep: M = 4 first (the largest group per head: the most
        # cross-talk per head dimension), then 2, 1; d = 512 (at d = 256, S + R = 10-34, M = 2, d_h,min was lower
        # than at 512 and the fit steeper: d near its own threshold, the d direction, is factrecall.thm3's)
        scale = _scale()
        Ms, ds = ([1, 2], [512]) if scale == "ci" else ([4, 2, 1], [512])
        return st.fixed_dictionaries({"scale": st.just(scale), "M": st.sampled_from(Ms),
                                      "R": st.sampled_from([2, 3]), "D": st.sampled_from([2, 3]),
                                      "d": st.sampled_from(ds), "seed": SEEDS})
    return build  # a factory: the profile is read when the search starts


_UNREACHED = ("S = 4M .. 2^k 4M: S + R over 1 decade under ci (to 66 at M = 1), 1.15 decades under dev / deep (to "
              "258 at M = 2, 4; 514 at M = 4, R = 3): each point is a doubling + bisection over d_h (~6-9 runs of the "
              "full construction over all S R facts) per embedding draw; S < 4M (fewer than 4 subject heads) not "
              "fitted (module note)")

THM3_HEADS = Claim(
    id="factrecall.thm3-heads", catalog_id="factrecall.thm3",
    paper=PAPER,
    source=(f"Theorem 3 (informal) L175-L181 (display (8) L179; hypothesis H d_h >= Omega~(S + R) L177); Theorem 10 "
            f"(formal) L696-L700 and its construction L707-L762, App. C.1, {SEED_FILE}"),
    statement=("Assume d >= Omega~(max(R, D)) and H d_h >= Omega~(S + R) (formal, Theorem 10: d >~ max(R, D) "
               "log^6(|V| S R / delta), H d_h >~ S log^6(|V| S R / delta)). With high probability over the "
               "embeddings there is a single-layer attention-only transformer with embedding dimension d, H heads and "
               "head dimension d_h with P[argmax_z phi(z)^T F_TF(X) = z_{T+1}] = 1 (L179). Checked in the H d_h "
               "direction for the proof's construction (groups of <= M subjects / relations per head, H = ceil(S/M) "
               "+ ceil(R/M), W_h rows uniform on phi(EOS)^perp, beta = 200) at fixed d >> max(R, D): (H d_h)_min, the "
               "smallest H d_h with accuracy exactly 1 over all S R facts on an embedding draw, is <= C (S + R) "
               "polylog(|V| S R / delta) for one C: the fitted exponent of (H d_h)_min / ln^2(|V| S R / delta) "
               "(a polylog below the printed log^6) against S + R is <= 1."),
    kind="rate",
    comparison="<=",
    bound=B.thm3_heads_exponent,
    measure=_measure,
    strategy=_instances(),
    constants="hidden",
    escalate=lambda inst, level: {**inst, "draws_mult": 1 + level},
    directions=(
        Direction("S + R -> infinity (S grows at fixed R, D, M, d)", "n", INF, how="fit",
                  reason="each measurement fits the exponent of (H d_h)_min / ln^2(|V| S R / delta) over the grid "
                         "S = 4M .. 2^k 4M (1 decade of S + R in ci, 1.15 in dev / deep), 2-3 embedding draws a point"),
        Direction("M (subjects / relations per head: H and d_h traded)", "M", INF, how="search",
                  reason="M in {1, 2, 4} drawn: H = ceil(S/M) + ceil(R/M), d_h,min grows with M (cross-talk of the M "
                         "keys in d_h dimensions, Lemma 2)"),
        Direction("d (the width, above its own threshold)", "d", INF, how="unsearched",
                  reason="d = 512 >= 170 max(R, D) fixed: a larger d only lowers the embedding cross-talk that the "
                         "d hypothesis controls; the d direction itself is factrecall.thm3's"),
        Direction("R, D", "R", INF, how="search",
                  reason="R, D in {2, 3} drawn; R and D enter the d hypothesis (factrecall.thm3), here only through "
                         "S + R and the polylog"),
        Direction("T (sequence length)", "T", INF, how="unsearched",
                  reason="on Lemma 1's event (measured by the run) the hardmax attention of every head reads only "
                         "its own token or EOS, so F_MHSA, and the accuracy, do not depend on T or on the noise "
                         "tokens of the sequence; T = 4"),
        Direction("d_h, H (the product is the measured quantity)", "d_h", INF, how="fit",
                  reason="d_h is bisected per draw (d_h,min); H = ceil(S/M) + ceil(R/M) follows from M"),
    ),
    domain=(Param("n", 2, INF, integer=True, text="S + R with S, R >= 1 (no upper limit)", unreached=_UNREACHED),
            Param("M", 1, INF, integer=True, text="group size M >= 1 of the construction (H = ceil(S/M) + ceil(R/M))",
                  unreached="M in {1, 2, 4}: larger M needs d_h ~ 16 M per head and d well above it (Lemma 1's "
                            "attention with M keys per head)"),
            Param("d_h", 1, INF, integer=True, text="head dimension 1 <= d_h <= d", unreached="bisected up to d"),
            Param("d", 1, INF, integer=True, text="d >= Omega~(max(R, D))",
                  unreached="d = 512 (>= 170 max(R, D)); the d direction is factrecall.thm3's"),
            Param("R", 1, INF, integer=True, text="R >= 1 relations", unreached="R in {2, 3} (S grows instead)"),
            Param("D", 1, INF, integer=True, text="D >= 1 answers per relation", unreached="D in {2, 3}"),
            Param("T", 3, INF, integer=True, text="sequence length T >= 3",
                  unreached="T = 4 with one noise filling per fact (hardmax attention: the output depends on the "
                            "sequence only through the attended tokens)")),
    mutants={"(S + R)^{1/4} polylog (a wrong power of S + R)": B.thm3_heads_exponent_quarter,
             "polylog alone (the factor S + R dropped)": B.thm3_heads_exponent_polylog_only},
    notes=("Per draw, accuracy 1 is evaluated exactly over every one of the S R facts (one noise filling each, "
           "decoding over all of V), as factrecall.thm10 does, not certified by Clopper-Pearson: the draws are the "
           "repetitions of the fit (2 per point under ci, 3 under dev), and the fit's 99 % t-interval carries their "
           "scatter and the bisection's 12.5 % precision. The polylog: ln^2 of Theorem 10's argument |V| S R / delta "
           "(delta = 1/4, |V| = S + R + R D + (S + R) + 1) is divided out (POLYLOG_POWER: below the printed log^6); "
           "without it (the raw exponent, a term) the growth of the number of competing facts (a union over S R "
           "events) shows as a local exponent 1.3-1.5, with ln^1 (a term) as 1.1-1.2 with intervals containing 1 "
           "(r33's scratch: failures only below a constant times S + R at S + R = 7). The (S + R)^{1/2} mutant "
           "cannot be killed at the cheap ci instance (M = 1: exponent 0.53 with ln^2 divided out), hence 1/4. At "
           "M = 1 the construction succeeds at d_h = 1 (each head's output is phi-exact up to a scale), so "
           "(H d_h)_min = S + R there; M = 2, 4 exercise the cross-talk of Lemma 2. r36 measurements: see "
           "docs/factrecall_heads_r36.md."),
    settings={"ci": {"max_examples": 1, "budget_s": 6.0}, "dev": {"max_examples": 4, "budget_s": 600.0},
              "deep": {"max_examples": 6, "budget_s": 1800.0}},
)

CLAIMS = [THM3_HEADS]
