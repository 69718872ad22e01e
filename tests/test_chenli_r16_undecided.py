"""Own checks of round 16 (helper undecided) for chenli.lemma7.7: the meet-in-the-middle law of P[A | X_2 = x]
(records_r4._l77_law_mitm, used past d = 11) against a brute force written here from the lemma's definition."""

from __future__ import annotations

import itertools

import numpy as np

from thmcheck.checks.papers.chenli import records_r4 as R


def _law_brute(tl: np.ndarray, thr: float) -> np.ndarray:
    """P_{X_1}[X_1 Theta~ x^T > thr] for every x in {+-1}^d, X_1 uniform on {+-1}^d: both cubes by itertools."""
    d = tl.shape[0]
    cube = np.array(list(itertools.product((1.0, -1.0), repeat=d)))
    return np.array([float(np.mean(cube @ tl @ x > thr)) for x in cube])


def test_l77_mitm_law_equals_brute_force() -> None:
    """The multiset of P[A | X_2 = x] (sorted) is the same, exactly, for Gaussian, low-rank and integer Theta~ (ties at
    the threshold: strict >) at d = 2 .. 9, odd and even d (unequal halves)."""
    rng = np.random.default_rng(16)
    for d in (2, 3, 5, 8, 9):
        for kind in ("gauss", "low", "int"):
            if kind == "gauss":
                tl = rng.normal(size=(d, d))
            elif kind == "low":
                tl = rng.normal(size=(d, 2)) @ rng.normal(size=(2, d))
            else:
                tl = rng.integers(-2, 3, size=(d, d)).astype(float)
            for thr in (0.0, 0.37, 2.0):
                a = np.sort(_law_brute(tl, thr))
                b = np.sort(R._l77_law_mitm(tl, thr, batch=7))
                assert a.shape == b.shape
                assert np.array_equal(a, b), (d, kind, thr)


def test_l77_values_past_the_table() -> None:
    """At d = 12 (past the 4^d table) _l77_values runs the meet-in-the-middle law and returns a finite log ratio at
    least the d = 11 one on the ci path's instance (round 17: with Assumption 3's r_Theta = ||.||_F^2/||.||_op^2 the
    Omega budget is larger and the d = 11 log ratio 4.30; 5.25 with the old trace-norm r_Theta)."""
    inst = {"d": 11, "m": 3, "lam": 1.0, "rank": "full", "mu": 1e-4, "omega": 1.0, "gamma1": 1.0, "F": 0.3, "seed": 0}
    v11 = R._l77_values(inst)
    v12 = R._l77_values({**inst, "d": 12})
    assert v12["d"] == 12 and v12["P[A]"] > 0 and np.isfinite(v12["log_ratio"])
    assert abs(v11["log_ratio"] - 4.30406509320417) < 1e-9
    assert v12["log_ratio"] >= v11["log_ratio"]


def test_l345_median_of_runs() -> None:
    """thesis.ch3.lemma3.4.5 (round 16): the measure's lhs is the median of the replicate runs' deficits (ci: 3 runs,
    seeds seed + 100003 j), and its terms are the median run's."""
    from thmcheck.checks.papers.thesis import ch3_graph_transformer as C

    inst = {"seed": 0, "gamma_d": 0.4, "eps_S": 0.1, "scale": 0.1}
    m = C._l345_measure(inst, None)
    one = [C._l345_measure_one({**inst, "seed": s}, None).lhs for s in (0, 100003, 200006)]
    assert m.terms["replicate_deficits"] == [round(x, 5) for x in one]
    assert m.lhs == sorted(one)[1]
