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

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.factrecall import sec4_appC1_thm3 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, uncertified
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.profiles import experiment_scale
from thmcheck.checks.stats import fit_exponent
from thmcheck.checks.strategies import SEEDS
from thmcheck.models.factrecall.sec4_appC1_thm3 import thm3_sweep

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


THM3 = Claim(
    id="factrecall.thm3",
    paper=PAPER,
    source=f"Theorem 3 (informal) L175-L181; Theorem 10 (formal) and proof L696-L762, App. C.1, {SEED_FILE}",
    statement=("Assume d >= Omega~(max(R, D)) and H d_h >= Omega~(S + R) (formal, Theorem 10: d >~ max(R, D) "
               "log^6(|V| S R / delta), H d_h >~ S log^6(|V| S R / delta)). With probability 1 - delta over the "
               "embeddings (i.i.d. uniform on the sphere) there is a single-layer attention-only transformer with "
               "embedding dimension d, H heads and head dimension d_h with P[argmax_z phi(z)^T F_TF(X) = z_{T+1}] = 1. "
               "Checked as a rate: for the proof's construction (M = 1: one head per subject / relation, d_h = d, "
               "beta -> infinity), the smallest d with success probability >= 1 - delta (Clopper-Pearson-"
               "certified), d_min, grows at most linearly in max(R, D) at a fixed polylog argument |V| S R / delta."),
    kind="rate",
    comparison="<=",
    bound=B.thm3_dmin_exponent,
    measure=_measure,
    strategy=_instances(),
    domain=(Param("S", 1, INF, integer=True, key="S_grid", text="S >= 1 subjects", unreached=("each grid point is a bisection for d_min with Clopper-Pearson-certified success over up to 6/delta draws of the "
                             "whole construction: ci grid max(R, D) = 8..16, S = 16..54 (deep: to 64)")),
            Param("R", 1, INF, integer=True, key="R_grid", text="R >= 1 relations", unreached=("each grid point is a bisection for d_min with Clopper-Pearson-certified success over up to 6/delta draws of the "
                             "whole construction: ci grid max(R, D) = 8..16, S = 16..54 (deep: to 64)")),
            Param("D", 1, INF, integer=True, key="D_grid", text="D >= 1 answers per relation", unreached=("each grid point is a bisection for d_min with Clopper-Pearson-certified success over up to 6/delta draws of the "
                             "whole construction: ci grid max(R, D) = 8..16, S = 16..54 (deep: to 64)"))),
    assumptions=(
        Assumption("S >= D", "every grid point has S >= D, so a relation can have D distinct answers (|A_r| = D "
                   "under the surjective answer law)", lambda q: float(q["S_minus_D_min"])),
        Assumption("one polylog argument", "delta_i = |V_i| S_i R_i / L with one L for the whole grid",
                   lambda q: 1e-9 - float(q["log_L_spread"])),
        uncertified("asymptotic regime", "the requirement has a hidden constant and a hidden polylog power; the "
                    "finite grid (m = max(R, D) = 8..16 in ci, 8..24 in deep) carries lower-order terms: the "
                    "construction's margin noise has variance (2R + 2D - 5)/d, whose local exponent in m is > 1 "
                    "(1.13 between m = 8 and 16), so a fitted exponent above 1 is evidence, not a contradiction"),
    ),
    constants="hidden",
    mutants={"exponent 1/2 (d_min ~ sqrt(max(R, D)))": lambda: 0.5},
    notes=("Hidden constant and polylog: lhs = fitted exponent (99 % t-interval, stat=ExponentFit) of d_min against "
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
    settings={"ci": {"max_examples": 1, "budget_s": 60.0}, "dev": {"max_examples": 2, "budget_s": 120.0},
              "deep": {"max_examples": 2, "budget_s": 1800.0}},
)

CLAIMS = [THM3]
