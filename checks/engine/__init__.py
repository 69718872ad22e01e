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

* :mod:`checks.engine.results`: status words, :class:`Evaluated`, :class:`ClaimResult`, :class:`BadInput`;
* :mod:`checks.engine.scoring`: the one score and judge (scalars, exact values, numpy, torch);
* :mod:`checks.engine.evaluate`: one instance measured, its assumptions and bound evaluated and judged;
* :mod:`checks.engine.batch`: batched evaluation (``Claim.measure_batch``);
* :mod:`checks.engine.confirm`: float64 and exact confirmation, multiplicity of statistical claims, replay;
* :mod:`checks.engine.refine`: gradient and derivative-free refinement (``Claim.refine``);
* :mod:`checks.engine.search`: :func:`run_claim`, the Hypothesis loop and the verdict.

Every name other code imports is re-exported here, so ``from checks.engine import run_claim`` keeps working.
"""

from checks.engine.batch import Batch, _BatchPlan, _np, _py, as_batch, score_batch
from checks.engine.confirm import (
    CANDIDATES,
    CROSSED,
    FAMILY_ERROR,
    MIN_FIT_DECADES,
    MIN_FIT_POINTS,
    _multiplicity,
    confirm,
    fit_too_weak,
    replay,
)
from checks.engine.evaluate import (
    BATCH_KEYS,
    _bound_value,
    _device,
    _set_torch_threads,
    _slacks,
    describe_instance,
    evaluate,
    judge_measurement,
)
from checks.engine.refine import _refine_autograd, _refine_free, _run_refinement
from checks.engine.results import (
    CONDITIONAL,
    EXACT_DPS,
    HOLDS,
    POTENTIAL,
    REJECTED,
    SCORE_CAP,
    VIOLATED,
    BadInput,
    ClaimResult,
    Evaluated,
    _Counterexample,
    _Stop,
)
from checks.engine.scoring import (
    _CODES,
    CODES,
    _exactify,
    _torch_score,
    judge,
    judge_batch,
    judge_tight,
    ordered_score,
    score_status,
    torch_score,
)
from checks.engine.search import SCORES_KEPT, _State, _verdict, _without_source_constants, run_claim

__all__ = [
    "CANDIDATES", "CONDITIONAL", "CROSSED", "MIN_FIT_DECADES", "MIN_FIT_POINTS", "fit_too_weak", "judge_tight",
    "BATCH_KEYS", "CODES", "EXACT_DPS", "FAMILY_ERROR", "HOLDS", "POTENTIAL", "REJECTED", "SCORES_KEPT",
    "SCORE_CAP", "VIOLATED", "BadInput", "Batch", "ClaimResult", "Evaluated", "_BatchPlan", "_CODES",
    "_Counterexample", "_State", "_Stop", "_bound_value", "_device", "_exactify", "_multiplicity", "_np", "_py",
    "_refine_autograd", "_refine_free", "_run_refinement", "_set_torch_threads", "_slacks", "_torch_score",
    "_verdict", "_without_source_constants", "as_batch", "confirm", "describe_instance", "evaluate", "judge",
    "judge_batch", "judge_measurement", "ordered_score", "replay", "run_claim", "score_batch", "score_status",
    "torch_score",
]
