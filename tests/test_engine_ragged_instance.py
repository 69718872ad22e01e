"""An instance whose fields hold sequences of different lengths (specs such as ('exp', a, b) beside ('poly', c0, c1,
c2), as thesis.ch5.lemmaD.2.4-L6964's phi1/phi2 lists) must go through the engine: the search's instance files, a
divergence path (its record and its ``.path.npz``) and the replay. numpy >= 1.24 refuses ``np.ndim`` of such a list
(inhomogeneous shape), which crashed the path record."""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
from thmcheck.checks.engine import VIOLATED, replay, run_claim
from thmcheck.checks.instances import load_instance, save_instance

RAGGED = [("exp", 1.0, 0.5), ("poly", 0.1, 0.2, 0.3)]


def _measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs -> k^2/2 as eta -> 1 while the shape k^2 eta log(1/eta) vanishes (violated along the path); the specs only
    ride along (their count enters k)."""
    k, eta = len(inst["specs"]), inst["eta"]
    return Measurement(k * k * eta / 2, {"eta": eta, "k": k}, {"specs": inst["specs"]})


def _shape(eta: float, k: int) -> float:
    return k * k * eta * math.log(1 / eta)


def _set_eta(inst: dict, t: float) -> dict:
    return {**inst, "eta": float(t)}


def _claim() -> Claim:
    strat = st.fixed_dictionaries({"eta": st.floats(1e-3, 0.5), "specs": st.just(RAGGED),
                                   "Phi": st.just(("cos", 1.0, 0.0))})
    return Claim(id="toy.ragged", paper="toy", source="toy", statement="lhs <~ k^2 eta log(1/eta)",
                 kind="deterministic", comparison="<=", bound=_shape, measure=_measure, strategy=strat,
                 constants="hidden", uniform=True, no_mutant_reason="toy",
                 directions=(Direction("eta -> 1", "eta", 1.0, how="path", move=_set_eta,
                                       points=(0.9, 0.99, 0.999, 0.9999)),))


def test_a_ragged_instance_is_saved_and_replays(tmp_path) -> None:  # noqa: ANN001
    f = save_instance(tmp_path / "toy.worst.npz", {"eta": 0.9999, "specs": RAGGED, "Phi": ("cos", 1.0, 0.0)})
    inst = load_instance(f)
    assert inst["specs"] == RAGGED and inst["Phi"] == ("cos", 1.0, 0.0)
    ev = replay(_claim(), inst)
    assert ev.measurement is not None and ev.measurement.lhs == 2.0 * 0.9999


def test_a_path_through_ragged_instances_is_recorded_saved_and_replays(tmp_path) -> None:  # noqa: ANN001
    res = run_claim(_claim(), "ci")
    assert str(res.verdict) == "violated", res.message
    p = res.path
    assert p is not None and p.status == VIOLATED
    pts = res.record_fields()["path"]["points"]  # the record keeps the point's scalars, leaves the ragged lists out
    assert pts[0]["instance"]["eta"] == 0.9 and "specs" not in pts[0]["instance"]
    f = p.save(tmp_path / "toy.path.npz")
    flat = load_instance(f)
    assert flat["p0:specs"] == RAGGED
    ev = replay(_claim(), flat, tested=res.tested)
    assert ev.status == VIOLATED and "path 'eta -> 1'" in ev.confirmed_by[-1]
