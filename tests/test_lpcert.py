"""The LP component (thmcheck.models.lpcert) on problems with known answers: feasible, infeasible with a Farkas
certificate (also exact, in rationals), unbounded, the ball/min-norm variants, and QP-1 against its exact path."""

from __future__ import annotations

import numpy as np
import pytest

from thmcheck.models.lpcert import (
    INFEASIBLE,
    OPTIMAL,
    UNBOUNDED,
    ConicLP,
    SimplexLS,
    farkas_check,
    farkas_exact,
    feasible_exact,
    simplex_ls_batch,
)

A2 = np.array([[1.0, 2.0], [3.0, 1.0], [-1.0, 0.0], [0.0, -1.0]])
B2 = np.array([4.0, 6.0, 0.0, 0.0])


@pytest.mark.parametrize("solver", ["CLARABEL", "HIGHS"])
def test_feasible_lp_known_optimum(solver: str) -> None:
    lp = ConicLP(2, 4, 1, solver=solver)
    r = lp.solve(c=np.array([-1.0, -1.0]), A=A2, b=B2)
    assert r.status == OPTIMAL and r.solver == solver
    assert r.value == pytest.approx(-14 / 5, abs=1e-7) and np.allclose(r.x, [1.6, 1.2], atol=1e-6)
    assert r.gap <= 1e-6 and r.primal_residual <= 1e-7 and r.dual_sign_violation <= 1e-9
    assert r.lower_bound == pytest.approx(-14 / 5, abs=1e-6)
    # the same program re-solved with an equality row (parameters only: no rebuild)
    r = lp.solve(c=np.array([-1.0, -1.0]), A=A2, b=B2, E=np.array([[1.0, -1.0]]), f=np.array([0.0]))
    assert r.status == OPTIMAL and r.value == pytest.approx(-8 / 3, abs=1e-7)


@pytest.mark.parametrize("solver", ["CLARABEL", "HIGHS"])
def test_infeasible_lp_has_verified_farkas_certificate(solver: str) -> None:
    A = np.array([[1.0, 1.0], [-1.0, 0.0], [0.0, -1.0]])
    b = np.array([-1.0, 0.0, 0.0])  # x >= 0 and x1 + x2 <= -1
    r = ConicLP(2, 3, solver=solver).solve(c=np.array([1.0, 0.0]), A=A, b=b)
    assert r.status == INFEASIBLE
    assert farkas_check(A, b, np.zeros((0, 2)), np.zeros(0), r.y, np.zeros(0))[0]
    assert farkas_exact(A, b, r.y)
    # a wrong certificate is refused, in float and exactly
    assert not farkas_check(A, b, np.zeros((0, 2)), np.zeros(0), np.array([1.0, 0.0, 0.0]), np.zeros(0))[0]
    assert not farkas_exact(A, b, np.array([1.0, 0.0, 0.0]))


def test_infeasible_with_ball() -> None:
    r = ConicLP(2, 1, objective="feasibility", ball=True).solve(A=np.array([[-1.0, -1.0]]), b=np.array([-2.0]),
                                                                R=1.0)
    assert r.status == INFEASIBLE  # the half-plane x1 + x2 >= 2 misses the unit disc (distance sqrt 2)


@pytest.mark.parametrize("solver", ["CLARABEL", "HIGHS"])
def test_unbounded_lp_has_point_and_ray(solver: str) -> None:
    A, b = np.array([[0.0, 1.0]]), np.array([1.0])
    r = ConicLP(2, 1, solver=solver).solve(c=np.array([-1.0, 0.0]), A=A, b=b)
    assert r.status == UNBOUNDED
    ray = r.certificate
    assert ray is not None and ray[0] > 0 and (A @ ray).max() <= 1e-9
    assert feasible_exact(r.x, A, b) >= 0


def test_min_norm_and_support_function() -> None:
    lp = ConicLP(2, 1, objective="norm", ball=True)
    r = lp.solve(A=np.array([[-1.0, -1.0]]), b=np.array([-2.0]), R=5.0)
    assert r.status == OPTIMAL and r.value == pytest.approx(np.sqrt(2), abs=1e-7) and r.gap < 1e-6
    sup = ConicLP(2, 1, ball=True).solve(c=np.array([0.0, -1.0]), A=np.array([[-1.0, -1.0]]), b=np.array([-2.0]),
                                         R=2.0)
    assert sup.status == OPTIMAL and -sup.value == pytest.approx(2.0, abs=1e-6)


def test_scs_is_refused() -> None:
    with pytest.raises(ValueError):
        ConicLP(2, 1, solver="SCS")


def test_qp1_matches_exact_support_enumeration() -> None:
    rng = np.random.default_rng(3)
    sl = SimplexLS(3, 16)
    M, y = rng.normal(size=(40, 3, 16)), rng.normal(size=(40, 16))
    a_b, v_b = simplex_ls_batch(M, y)
    for i in range(40):
        r = sl.solve(M[i], y[i])
        assert r.status == OPTIMAL and r.fw_gap <= 1e-8 * max(1.0, r.value**2 / 2)
        assert r.value == pytest.approx(v_b[i], rel=1e-8) and np.allclose(r.alpha, a_b[i], atol=1e-6)
    # a vertex answer (y equal to a row of M) and an interior one (y = the barycentre)
    r = sl.solve(M[0], M[0][1])
    assert r.status == OPTIMAL and np.allclose(r.alpha, [0, 1, 0], atol=1e-9)
    r = sl.solve(M[0], M[0].mean(0))
    assert np.allclose(r.alpha, [1 / 3] * 3, atol=1e-7) and r.value < 1e-7
