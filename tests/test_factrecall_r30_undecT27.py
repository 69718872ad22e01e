"""Round 30 (undecT27): the exact re-measure of factrecall.display.lemma6-l1358's reading 'the fourth member squared'.

The reading's '=' links (items 1358, 1360, 1361) were potential under ci (float64 rounding inside rtol = 1e-7); the
reading now re-measures its candidates at 60 digits (models/factrecall/r30_undecT27.l1358_members_exact). Checked
here: on a stage-3 state of the flow the exact members agree with the float64 ones to ~1e-12 (the same quantities),
the '=' links are equal at 60 digits, and link 1362's crossing on an RK4 state is reported as the integrator's
(SolverFailure), never as a violation."""

from __future__ import annotations

import mpmath
import pytest

from thmcheck.checks.claim import Ctx, SolverFailure
from thmcheck.checks.papers.factrecall import r13_factrecall as M

_INST = {"S": 16, "R": 2, "D": 2, "T": 4, "Nn": 2, "seed": 0, "amode": "random", "pmode": "uniform", "alpha": 1e-08,
         "eps_frac": 1.0, "sm_frac": 1.0, "eps_min_frac": 1.0, "t_cap": 100.0, "h": 0.5, "against": "printed"}


def _state() -> tuple:
    from thmcheck.models.factrecall.r30_undecT27 import l1358_members_exact

    keep: dict = {}

    def visit(t: float, task: object, W: object, K: object, par: dict) -> bool:
        if t >= max(par["t1"]) and "W" not in keep:
            keep.update(task=task, W=W.clone(), K=K.clone(), eps=par["eps"])
            return True
        return False

    M._lemma6_states(_INST, Ctx("float64", "cpu"), visit)
    assert "W" in keep
    with mpmath.workdps(60):
        ex = l1358_members_exact(keep["task"], keep["W"], keep["K"], keep["eps"], True)
    fl = M._l1358_members(keep["task"], keep["W"], keep["K"], keep["eps"], True)
    return ex, fl


def test_exact_members_match_float_and_identities_hold() -> None:
    ex, fl = _state()
    for e, f in zip(ex, fl, strict=True):
        assert abs(float(e) - f) <= 1e-10 * abs(f) + 1e-300, (e, f)
    with mpmath.workdps(60):
        for i in (0, 2, 3):  # links 1358 (A1 = A2), 1360 (A3 = A4), 1361 squared (A4 = A5)
            assert abs(ex[i] - ex[i + 1]) <= mpmath.mpf(10) ** -50 * abs(ex[i]), (i, ex[i], ex[i + 1])
        assert ex[1] <= ex[2]  # 1359: -||grad L||^2 <= -sum_r ||d_{W_OV(., r)} L||^2
        assert ex[5] <= ex[6]  # 1363


def test_link_1362_integrator_crossing_is_a_solver_failure() -> None:
    inst = {**_INST, "item": "1362"}
    M._l1358_measure_as(True)(inst, Ctx("float64", "cpu"))
    with mpmath.workdps(60), pytest.raises(SolverFailure, match="integrator"):
        M._l1358_exact_as(True)(inst)
