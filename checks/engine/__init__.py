"""The search engine: draws instances, measures, compares with the bound, confirms, and gives a verdict.

It knows no paper. For each claim it runs a Hypothesis search whose test function

1. measures the instance (``claim.measure``) in the claim's search precision,
2. rejects the instance when an assumption's slack is negative (beyond ``assumption_atol``),
3. evaluates the bound (any exception, NaN, inf, or non-scalar makes the verdict ``unknown``),
4. steers the search with ``hypothesis.target`` on a scale-free score (> 1 means the claim fails there),
5. re-checks a candidate violation in float64 on the CPU and, where the claim offers it, exactly;
   only a confirmed violation fails the test function, so Hypothesis shrinks real violations only.

Search power (opt-in per claim): with ``Claim.measure_batch`` one Hypothesis
example draws the structure and the engine scores a whole batch of instances of that structure in one
call (vectorised bound, assumptions and judge), keeping the best member as a replayable instance; with
``Claim.refine`` the best instances of the search are refined by gradient ascent of the score, inside
the assumptions, and re-checked like any candidate. ``Evaluated.phase`` says which phase found an
instance: ``search`` (one instance per example), ``batch`` or ``refine``.

The modules, in the order a search uses them:

* :mod:`thmcheck.checks.engine.results`: status words, :class:`Evaluated`, :class:`ClaimResult`, :class:`BadInput`;
* :mod:`thmcheck.checks.engine.scoring`: the one score and judge (scalars, exact values, numpy, torch);
* :mod:`thmcheck.checks.engine.batchdata`: batch measurements normalised to numpy (:class:`Batch`);
* :mod:`thmcheck.checks.engine.evaluate`: one instance measured, its assumptions and bound evaluated and judged;
* :mod:`thmcheck.checks.engine.batch`: batched scoring (``Claim.measure_batch``);
* :mod:`thmcheck.checks.engine.divergence`: divergence paths of uniform (shape) claims (``Claim.uniform``, ``directions``);
* :mod:`thmcheck.checks.engine.confirm`: float64 and exact confirmation, multiplicity of statistical claims, replay;
* :mod:`thmcheck.checks.engine.sequential`: sequential confirmation of a potential crossing (``Claim.escalate``);
* :mod:`thmcheck.checks.engine.state`: the counters of a search (:class:`SearchState`);
* :mod:`thmcheck.checks.engine.refine`: gradient and derivative-free refinement (``Claim.refine``);
* :mod:`thmcheck.checks.engine.seeding`: each claim's seed from its id (public Hypothesis API);
* :mod:`thmcheck.checks.engine.search`: :class:`Search` (one method per phase) and :func:`run_claim`.

Every public name other code imports is re-exported here (no private names), so ``from thmcheck.checks.engine import
run_claim`` keeps working. The modules import each other in that order only (no import cycles).
"""


from thmcheck.checks.engine.batch import BatchPlan, score_batch
from thmcheck.checks.engine.batchdata import Batch, as_batch, to_numpy, to_python
from thmcheck.checks.engine.confirm import (
    CANDIDATES,
    CROSSED,
    MIN_FIT_DECADES,
    MIN_FIT_POINTS,
    confirm,
    fit_too_weak,
    is_statistical,
    judge_multiplicity,
    replay,
)
from thmcheck.checks.engine.divergence import DivergencePath, PathPoint, judge_path, replay_path, search_paths
from thmcheck.checks.engine.evaluate import (
    BATCH_KEYS,
    assumption_slacks,
    bound_value,
    choose_device,
    describe_instance,
    evaluate,
    judge_measurement,
    set_torch_threads,
)
from thmcheck.checks.engine.refine import refine_autograd, refine_free, run_refinement
from thmcheck.checks.engine.results import (
    CONDITIONAL,
    EXACT_DPS,
    FAMILY_ERROR,
    HOLDS,
    POTENTIAL,
    REJECTED,
    SCORE_CAP,
    UNKNOWN,
    VANISHING,
    VIOLATED,
    BadInput,
    ClaimResult,
    Counterexample,
    Evaluated,
    StopSearch,
)
from thmcheck.checks.engine.scoring import (
    CODES,
    exactify,
    judge,
    judge_batch,
    judge_tight,
    ordered_score,
    score_status,
    torch_score,
)
from thmcheck.checks.engine.search import (
    SCORES_KEPT,
    ClaimDatabase,
    Search,
    run_claim,
    verdict,
    without_source_constants,
)
from thmcheck.checks.engine.seeding import claim_seed
from thmcheck.checks.engine.sequential import follow_up
from thmcheck.checks.engine.state import SearchState, same_instance

__all__ = [
    "BATCH_KEYS", "CANDIDATES", "CODES", "CONDITIONAL", "CROSSED", "EXACT_DPS", "FAMILY_ERROR", "HOLDS",
    "MIN_FIT_DECADES", "MIN_FIT_POINTS", "POTENTIAL", "REJECTED", "SCORES_KEPT", "SCORE_CAP", "UNKNOWN", "VANISHING",
    "VIOLATED",
    "BadInput", "Batch", "BatchPlan", "ClaimDatabase", "ClaimResult", "Counterexample", "DivergencePath", "Evaluated",
    "PathPoint", "Search", "SearchState", "StopSearch", "as_batch", "assumption_slacks", "bound_value",
    "choose_device", "claim_seed", "confirm", "describe_instance", "evaluate", "exactify", "fit_too_weak",
    "follow_up", "is_statistical", "judge", "judge_batch", "judge_measurement", "judge_multiplicity", "judge_path",
    "judge_tight", "ordered_score", "refine_autograd", "refine_free", "replay", "replay_path", "run_claim",
    "run_refinement", "same_instance", "score_batch", "score_status", "search_paths", "set_torch_threads",
    "to_numpy", "to_python", "torch_score", "verdict", "without_source_constants",
]
