"""factrecall Theorem 3 / 10 (attention-only construction stores all facts) as a rate at a fixed polylog argument.

Catalog: ``shared/claims/factrecall.md`` (2.3); paper: ``shared/seeds/002_60f5937820eee378.txt`` L175-L181
(Theorem 3, informal), L696-L762 (Theorem 10 and its proof). The sampler (the M = 1, d_h = d, beta -> infinity
construction's success event from the Gram matrix of the embeddings) and the sweep are in
``models/factrecall/sec4_appC1_thm3.py``; the bound in ``bounds/factrecall/sec4_appC1_thm3.py``; the d_min bisection (Clopper-Pearson
certificate) is ``thmcheck.models.factrecall.sec4_scaling.d_min``, as for ``factrecall.lemma1``.

Profiles: ``ci`` measures the two ends of the grid, m = max(R, D) = 8 and 16, three repetitions each (~6-7 CPU s);
``deep`` measures m = 8, 12, 16, 24 at a larger L, two repetitions each (~1-2 CPU min). The planted mutant (claimed
exponent 1/2) is killed under ci: the ci fit's 99 % interval lies above 1/2.
"""

from __future__ import annotations

import functools
import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.factrecall import sec4_appC1_thm3 as B
from thmcheck.bounds.factrecall.sec4_appC1_thm3 import delta_at_fixed_argument, polylog_argument
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.profiles import experiment_scale
from thmcheck.checks.stats import fit_exponent
from thmcheck.checks.strategies import SEEDS
from thmcheck.models.factrecall.sec4_appC1_thm3 import THM3_CONFIG, thm3_dmin, thm3_sweep

PAPER = "factrecall"
SEED_FILE = "shared/seeds/002_60f5937820eee378.txt"


def _instances() -> st.SearchStrategy:
    def build() -> st.SearchStrategy:
        # tight cases first: a* with |A_r| = D (surjective), the largest delta (cheapest certificate)
        return st.fixed_dictionaries({"scale": st.just(experiment_scale()),
                                      "law": st.sampled_from(["surjective", "uniform"]),
                                      "delta_max": st.sampled_from([0.25, 0.1]),
                                      "seed": SEEDS})
    return build  # a factory: the profile is read when the search starts


@functools.lru_cache(maxsize=16)
def _sweep(scale: str, delta_max: float, law: str, seed: int) -> tuple[dict, ...]:
    """The sweep is a pure function of the instance: cached, so re-checks and mutant runs reuse it."""
    return tuple(thm3_sweep(scale, delta_max, law, seed))


def _measure(inst: dict, ctx: Ctx) -> Measurement:
    rows = [dict(r) for r in _sweep(inst["scale"], float(inst["delta_max"]), inst["law"], int(inst["seed"]))]
    m = np.array([r["m"] for r in rows], float)
    dm = np.array([r["d_min"] for r in rows], float)
    fit = fit_exponent(m, dm)
    logs = [r["log_L"] for r in rows]
    affine = [r["d_min"] / (2 * r["R"] + 2 * r["D"] - 5) for r in rows]
    terms = {"grid": rows, "constant_C": float(np.exp(fit.intercept)), "r2": fit.r2,
             "ratio_min": float(min(dm / m)), "ratio_max": float(max(dm / m)),
             "ratio_2R+2D-5_min": float(min(affine)), "ratio_2R+2D-5_max": float(max(affine)),
             "log_L": logs[0], "log_L_spread": max(logs) - min(logs),
             "S_minus_D_min": min(r["S"] - r["D"] for r in rows),
             "S_grid": np.asarray([r["S"] for r in rows], float), "R_grid": np.asarray([r["R"] for r in rows], float),
             "D_grid": np.asarray([r["D"] for r in rows], float)}
    return Measurement(fit.exponent, {}, terms, lhs_interval=(fit.lo, fit.hi), stat=fit)


_S_AT = {8: 54, 12: 30, 16: 16}  # S per m = R = D keeping |V| S R within 1 % (81648, 82440, 82176): one polylog argument


def _thm3_L(delta_max: float) -> float:
    return max(polylog_argument(S, m, m, delta_max) for m, S in _S_AT.items())


@st.composite
def _thm3_u_instances(draw: st.DrawFn) -> dict:
    """One grid point m = R = D in {8, 12, 16} (S from _S_AT), the answer law, delta_max (the polylog argument
    L = max |V| S R / delta_max) and a seed."""
    return {"m": draw(st.sampled_from([16, 8, 12])), "law": draw(st.sampled_from(["surjective", "uniform"])),
            "delta_max": draw(st.sampled_from([0.25, 0.1])), "seed": draw(SEEDS)}


def _thm3_u_measure(inst: dict, ctx: Ctx) -> Measurement:
    """d_min at one point (S, R = D = m) of the fixed-L grid: doubling + bisection over d (ci precision), success
    certified by Clopper-Pearson over max(trials, 6/delta) draws (thmcheck.models.factrecall.sec4_appC1_thm3.thm3_dmin)."""
    m = int(inst["m"])
    if m not in _S_AT:
        raise SolverFailure(f"m = {m}: outside the fixed-argument grid reachable here (m <= 16)")
    S = _S_AT[m]
    L = _thm3_L(float(inst["delta_max"]))
    delta = delta_at_fixed_argument(S, m, m, L)
    d, failures, trials = _thm3_dmin_cached(m, float(inst["delta_max"]), str(inst["law"]), int(inst["seed"]),
                                            int(inst.get("trials_mult", 1)))
    return Measurement(float(d), {"m": m, "log_L": math.log(L)},
                       {"S": S, "delta": delta, "d_min_over_m": d / m, "failures": failures, "trials": trials})


@functools.lru_cache(maxsize=64)
def _thm3_dmin_cached(m: int, delta_max: float, law: str, seed: int, trials_mult: int) -> tuple[int, int, int]:
    """(d_min, failures, trials) at one grid point, computed once per run (a path point at the start's own m, the
    float64 re-check and a repeated draw reuse it: the measurement is a deterministic function of these keys)."""
    S, cfg = _S_AT[m], THM3_CONFIG["ci"]
    delta = delta_at_fixed_argument(S, m, m, _thm3_L(delta_max))
    trials = max(cfg["trials"], math.ceil(THM3_CONFIG["trials_per_delta"] / delta)) * trials_mult
    r = thm3_dmin(S, m, m, delta, trials, cfg["confidence"], cfg["rel_precision"], cfg["d_start_per_m"] * m,
                  (seed * 7919 + 104729 * m) % 2**62, law)
    return int(r.d), int(r.failures), int(r.trials)


def _thm3_u_move(inst: dict, t: float) -> dict:
    return {**inst, "m": int(round(t))}


THM3 = Claim(
    id="factrecall.thm3",
    paper=PAPER,
    source=f"Theorem 3 (informal) L175-L181; Theorem 10 (formal) and proof L696-L762, App. C.1, {SEED_FILE}",
    statement=("Assume d >= Omega~(max(R, D)) and H d_h >= Omega~(S + R) (formal, Theorem 10: d >~ max(R, D) "
               "log^6(|V| S R / delta), H d_h >~ S log^6(|V| S R / delta)). With probability 1 - delta over the "
               "embeddings (i.i.d. uniform on the sphere) there is a single-layer attention-only transformer with "
               "embedding dimension d, H heads and head dimension d_h with P[argmax_z phi(z)^T F_TF(X) = z_{T+1}] = 1. "
               "Checked as the uniform shape of Theorem 10: for the proof's construction (M = 1: one head per subject "
               "/ relation, d_h = d, beta -> infinity), the smallest d with success probability >= 1 - delta "
               "(Clopper-Pearson-certified), d_min <= c max(R, D) log^6(|V| S R / delta) for one c; the path "
               "m = max(R, D) -> infinity at a fixed argument |V| S R / delta."),
    kind="rate",
    comparison="<=",
    bound=B.thm3_shape,
    measure=_thm3_u_measure,
    strategy=_thm3_u_instances,
    uniform=True, escalate=lambda inst, level: {**inst, "trials_mult": 1 + level},
    directions=(
        Direction("m = max(R, D) -> infinity at a fixed polylog argument", "m", INF, how="path", move=_thm3_u_move,
                  points=(8.0, 12.0, 16.0), grows=("m",)),
        Direction("the polylog argument |V| S R / delta", "delta_max", 0.0, how="search",
                  reason="delta_max in {0.25, 0.1}; d_min grows at most like log(|V|/delta) (Lemma 1's attention "
                         "part) while the shape carries log^6, so this direction only loosens the ratio"),
        Direction("S, |V| at fixed m", "S", INF, how="unsearched",
                  reason="they enter only through the polylog argument (the construction's margins do not depend "
                         "on S once every subject has its own head, M = 1)")),
    domain=(Param("m", 1, INF, integer=True, text="m = max(R, D) (R = D = m, the tight case), R, D >= 1",
                  unreached=("m in {8, 12, 16} (0.3 decade): each point is a bisection for d_min with Clopper-"
                             "Pearson-certified success over up to 6/delta draws of the whole construction (d_min ~ "
                             "60 m); below 8 the attention-order part (a polylog alone) dominates d_min; the deep "
                             "grid of the old fit reached m = 24 (d_min/m flat at 69-72.5 from m = 12)")),),
    constants="hidden",
    mutants={"sqrt(max(R, D)) log^6 (a wrong power of m)": lambda m, log_L: math.sqrt(m) * log_L**6,
             "max(R, D) alone (the polylog dropped)": B.thm3_shape_no_polylog},
    notes=("Uniform shape check (issue 31): lhs = d_min at one point (S, R = D = m) of a grid that keeps |V| S R / "
           "delta fixed (S = 54, 30, 16 at m = 8, 12, 16), shape = max(R, D) log^6(|V| S R / delta) (Theorem 10's "
           "printed power); along the m-path the log^6 factor is a constant, so the check asks whether d_min/m stays "
           "bounded. The earlier rounds' exponent fit (kept below for the record of its measurements) read a local "
           "slope 1.2 over the same 0.3 decade as 'potential'. Earlier: lhs = fitted exponent (99 % t-interval, stat=ExponentFit) of d_min against "
           "m = max(R, D) = R = D over the grid of THM3_CONFIG[profile] (models/factrecall/sec4_appC1_thm3.py); the subjects S "
           ">= D are chosen so that |V| S R is nearly equal across the grid and delta_i = |V_i| S_i R_i / L exactly, "
           "L = max |V| S R / delta_max: the polylog factor is one constant. m >= 8: below it the attention-order "
           "part (Lemma 1 with one token per head, a polylog alone) is a large share of d_min and would lower the "
           "fitted exponent (a check that could not see superlinear growth). d_min: doubling + bisection over d "
           "(5 % in ci, 3 % in deep) from 72 m (80 m in deep), success at d certified when the Clopper-Pearson "
           "upper bound (95 % two-sided) of the failure rate over max(trials, 6 / delta) fresh draws is <= delta. "
           "The event (attention order + margins over all of V, for every fact) is computed from the Gram matrix of "
           "the embeddings (Bartlett) and c_z = (d/d_h)(1 - <phi(z), phi(EOS)>^2) sum t_i^2; tests compare it to "
           "thmcheck.models.factrecall.sec4_scaling.thm3_success on the same draws (1e-15) and that sampler is tested against the "
           "dense construction. The answer map a* is drawn surjective (|A_r| = D, the tight case, first) or "
           "uniform (|A_r| < D, easier). Measured (ci, surjective, delta_max 0.25, seeds 0-2): d_min = 432-486 at "
           "m = 8 (S = 54), 1008-1188 at m = 16 (S = 16), exponent 1.23 [1.01, 1.46], 1.19 [0.98, 1.40], 1.22 "
           "[0.86, 1.58] (99 %): mean d_min / m rises 57.8 -> 67.0 while mean d_min / (2R + 2D - 5) (the margin "
           "noise variance times d) rises only 17.1 -> 18.2 (local exponent 1.08 against it; the rest presumably "
           "the log of the effective number of near-competitor events, not measured separately; the variance "
           "(2R + 2D - 5)/d of a margin against a near competitor was checked by sampling: 25 +- 2 at R = D = 8, "
           "60 at R = D = 16). The local exponent of the ci grid is thus above 1 by "
           "about the lower-order offset; a whole interval above 1 (seed 0, the derandomized ci draw) is reported "
           "as potential (uncertified asymptotic regime), never violated. Deep grid (m = 8, 12, 16, 24 at S = 137, 92, 59, 24, "
           "ln L = 14.25, seed 0, ~90 CPU s): d_min = 530, 490 | 825, 870 | 1100, 1160 | 1710, 1680, d_min / m = 61-66 "
           "at m = 8 and 69-72.5 from m = 12 on (flat), exponent 1.09 [0.94, 1.23]: no counterexample. The planted "
           "exponent 1/2 is excluded by the ci fit."),
    settings={"ci": {"max_examples": 2, "budget_s": 8.0}, "dev": {"max_examples": 6, "budget_s": 120.0},
              "deep": {"max_examples": 12, "budget_s": 1800.0}},
)

CLAIMS = [THM3]
