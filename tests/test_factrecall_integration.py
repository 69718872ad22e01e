"""factrecall's gradient-flow claims: an RK4 run that drifts off Lemma 4's invariant is repeated at a halved step,
and one that still drifts is our integrator's failure (an unknown evaluation), never a rejected instance."""

from __future__ import annotations

import pytest

from thmcheck.checks.claim import Ctx, SolverFailure
from thmcheck.checks.papers.factrecall import sec5_appD_flow as M

# alpha = 1, peaked p: RK4 at h = 0.5 drifts ~0.24 off the invariant, at h/16 ~1e-4 (measured)
STIFF = {"S": 3, "R": 2, "D": 2, "T": 5, "Nn": 1, "seed": 350, "amode": "skewed", "pmode": "peaked",
         "alpha": 1.0, "t_end": 40.0, "h": 0.5}


def test_a_drifting_run_is_repeated_at_a_smaller_step_until_it_is_trusted() -> None:
    keys = ("S", "R", "D", "T", "Nn", "seed", "amode", "pmode")
    _, coarse = M._trajectory(tuple((k, STIFF[k]) for k in keys), 1.0, 40.0, 0.5, "cpu")
    assert M._invariant_drift(coarse) > M.DRIFT_MAX
    _, traj = M._run(STIFF, Ctx("float64", "cpu"))
    assert M._invariant_drift(traj) <= M.DRIFT_MAX


def test_an_untrusted_run_is_a_solver_failure_not_a_rejection() -> None:
    assert M._INTEGRATION.slack({"invariant_drift": 1e-5}) > 0
    with pytest.raises(SolverFailure):
        M._INTEGRATION.slack({"invariant_drift": 0.05})
