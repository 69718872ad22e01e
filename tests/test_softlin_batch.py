"""The batched exact probabilities of the softlin whp families (binomial tails, many parameter sets at one (n, d))
against the one-at-a-time enumeration (``fire_logprob``, ``joint_failure_logprob``, ``_log_abs_ge``) and brute
force over every y in {+-1}^d."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from thmcheck.checks.papers.softlin._common import _fit
from thmcheck.checks.papers.softlin._families import (
    _family_eval,
    _family_measure,
    _family_points,
    _log_abs_ge,
    _logfail,
)
from thmcheck.models import softlin as M


def _close(a: float, b: float) -> bool:
    return a == b or abs(a - b) <= 1e-9 * max(1.0, abs(b))


@pytest.mark.parametrize("d", [3, 4, 7, 12, 300, 5000])
def test_batched_rows_and_tails_match_the_enumeration(d: int) -> None:
    rng = np.random.default_rng(d)
    B = 6
    for kind in ("exp", "lin"):
        t = int(rng.integers(1, 40))
        n = (d - 2) * t if (d - 2) * t >= 3 else 3 * (d - 2)
        a = np.exp(rng.uniform(math.log(1e-4), math.log(100.0), B))
        b = rng.uniform(0.1, 0.9, B)
        c = 1 - b
        sp = [0, 1, d - 1]
        S, V = M.rows_self_x1_batch(n, d, a, b, c, kind, sp)
        tau = (c + 0.1) * math.sqrt(math.log(n))
        fire, absge = M.fire_logprob_batch(S, V, d - 3, tau), M.abs_ge_logprob_batch(S, V, d - 3, tau)
        for i in range(B):
            rows = np.array(M.rows_self_x1(n, d, a[i], b[i], c[i], kind))
            assert np.allclose(rows[:, sp], S[i], rtol=1e-15)
            assert _close(fire[i], M.fire_logprob(rows, sp, tau[i]))
            assert _close(absge[i], _log_abs_ge(rows, sp, tau[i]))
        dc = max(d, 2)
        nc = (dc - 1) * t
        S, V = M.rows_cross_batch(nc, dc, a, kind, [0, 1])
        S2, V2 = M.rows_cross_batch(nc, dc, np.full(B, 0.05), "lin", [0, 1])
        m = rng.integers(1, 40, B)
        joint = M.joint_failure_logprob_batch(np.concatenate([S, S2], 1), np.concatenate([V, V2], 1), dc - 2,
                                              np.array([1, 1, 0, 0], bool), 0.9, m)
        for i in range(B):
            rows = np.array(M.rows_cross(nc, dc, a[i], kind))
            other = np.array(M.rows_cross(nc, dc, 0.05, "lin"))
            assert np.allclose(rows[:, [0, 1]], S[i], rtol=1e-15)
            assert _close(joint[i], M.joint_failure_logprob([(rows, True), (other, False)], [0, 1], [0.9] * 2,
                                                            int(m[i])))


def test_batched_tails_match_brute_force_at_small_d() -> None:
    n, d = 40, 8
    a, b = np.array([0.01, 1.2, 5.0]), np.array([0.2, 0.5, 0.875])
    c = 1 - b
    S, V = M.rows_self_x1_batch(n, d, a, b, c, "exp", [0, 1, d - 1])
    ys = np.array(list(itertools.product([-1.0, 1.0], repeat=d)))
    for thr in (0.3, 0.9 * math.sqrt(math.log(n)), 2.0):
        fire, absge = M.fire_logprob_batch(S, V, d - 3, thr), M.abs_ge_logprob_batch(S, V, d - 3, thr)
        for i in range(3):
            vals = ys @ np.array(M.rows_self_x1(n, d, a[i], b[i], c[i], "exp")).T
            p_fire = float((vals > thr).any(axis=1).mean())
            p_abs = float((np.abs(vals) >= thr).mean(axis=0).max())
            assert math.isclose(math.exp(fire[i]), p_fire, rel_tol=1e-12, abs_tol=1e-300)
            assert math.isclose(math.exp(absge[i]), p_abs, rel_tol=1e-12, abs_tol=1e-300)


@pytest.mark.parametrize("which", ["self.D5", "self.D8", "self.D13", "self.joint", "self.joint2", "self.E4",
                                   "cross.F5", "cross.F8", "cross.F17", "cross.joint"])
def test_family_batch_members_replay_and_match_the_scalar_path(which: str) -> None:
    inst = {"Cm": 3.0, "a0": 0.02, "delta": 0.01, "a1": 1.5, "b": 0.25, "c": 0.75, "gamma": 0.4, "gamma_u": 0.4,
            "which": which, "seed": 7}
    if which == "self.E4":
        inst.update(b=0.1, c=math.sqrt(1 - 0.01))
    if which.startswith("cross"):
        inst.update(b=0.0, c=0.0)
    batch = _family_eval(which, inst, 5)
    measure = _family_measure(which)
    off = 1 if which.startswith("cross") else 2
    for i in range(5):
        member = batch.members(i)
        assert member["gamma"] == inst["gamma"]
        m = measure(member, None)
        assert m.lhs == batch.lhs[i]
        lx, ly = [], []  # the one-at-a-time enumeration and scipy's regression
        for n, d in _family_points(member["gamma"], off):
            v = _logfail(which, n, d, member)
            if v > -math.inf:
                lx.append(math.log(n))
                ly.append(v)
        fit = _fit(np.array(lx), np.array(ly))
        assert _close(m.lhs, fit.exponent) and _close(m.lhs_interval[1], fit.hi)
    assert batch.members(0)["Cm"] == inst["Cm"]  # member 0 is the drawn instance
