"""Round 25 (helper engine): the divergence engine's level-off rule on ratios that tend to a finite limit.

A ratio r(y) along a path (y = 1/eta -> inf as eta -> 0, the shape round 24's helper thesisX saw: a rise to a plateau of
~270 over 8 points and 5 decades judged unbounded) that rises to a plateau L is bounded: the engine must never call it
violated, wherever on the path the plateau is reached, with or without Monte Carlo-like noise; log, power and
y log y growth must stay violated, and sqrt(log y) potential, as before. Paper-agnostic: synthetic paths judged by
``judge_path`` directly (no search), and one end-to-end run."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import strategies as st

from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
from thmcheck.checks.engine import run_claim
from thmcheck.checks.engine.divergence import DivergencePath, PathPoint, judge_path

IN_01 = Assumption("eta in (0,1)", "0 < eta < 1", lambda q: min(q["eta"], 1 - q["eta"]))


def _shape(eta: float) -> float:
    return 1.0


def _toy(measure=None, **kw) -> Claim:  # noqa: ANN001
    base = dict(id="toy.plateau25", paper="toy", source="toy", statement="lhs <~ 1 as eta -> 0", kind="deterministic",
                comparison="<=", bound=lambda eta: _shape(eta),
                measure=measure or (lambda inst, ctx: Measurement(1.0, {"eta": inst["eta"]})),
                strategy=st.fixed_dictionaries({"eta": st.floats(1e-6, 0.5)}), assumptions=(IN_01,),
                constants="hidden", uniform=True, no_mutant_reason="toy")
    base.update(kw)
    return Claim(**base)


CLAIM = _toy()

# the rise to a plateau L (u = y / y0): 1 - exp(-u), 1 - 1/u (clipped), u/(1+u) and its powers, a logistic in log u
PLATEAUS = {
    "1-exp(-u)": lambda u: 1 - np.exp(-u),
    "1-1/u": lambda u: np.maximum(1 - 1 / u, 1e-3),
    "u/(1+u)": lambda u: u / (1 + u),
    "(u/(1+u))^2": lambda u: (u / (1 + u)) ** 2,
    "(u/(1+u))^0.5": lambda u: (u / (1 + u)) ** 0.5,
    "(u/(1+u))^0.3": lambda u: (u / (1 + u)) ** 0.3,
    "logistic": lambda u: 1 / (1 + u**-2.0),
}
DIVERGENT = {  # (form, whether violated: each grows at least x10 over the paths below)
    "log y": lambda y: np.log(10 * y),
    "log^2 y": lambda y: np.log(10 * y) ** 2,
    "y^0.2": lambda y: y**0.2,
    "y^0.5": lambda y: y**0.5,
    "y": lambda y: y,
    "y^2": lambda y: y**2,
    "y log y": lambda y: y * np.log(10 * y),
}
GRIDS = [(8, 5), (6, 3), (10, 6), (12, 8), (16, 4), (9, 4), (21, 10), (7, 3)]  # (points, decades)


def judge(ys: np.ndarray, rs: np.ndarray, tested: int = 200) -> DivergencePath:
    """The path eta = 1/y -> 0 (far point first) with ratios rs, judged as the engine judges a swept path."""
    pts = [PathPoint(1 / y, 1 / y, {"eta": 1 / y}, float(r), 1.0, float(r)) for y, r in zip(ys, rs, strict=True)]
    return judge_path(CLAIM, DivergencePath("eta -> 0", "eta", 0.0, (), pts, 0), tested)


def reached(ys: np.ndarray, v: np.ndarray, within: float = 0.03) -> bool:
    """Whether the path's last half decade (at least three points: two steps) lies within ``within`` of the plateau."""
    k = 3
    while k < len(ys) and math.log10(ys[-1] / ys[-k]) < 0.5 - 1e-9:
        k += 1
    return bool(np.all(v[-k:] >= 1 - within))


def test_a_plateau_over_two_steps_levels_off_but_one_flat_step_decides_nothing() -> None:
    """8 points over 5 decades rising to 270 (1 - exp(-y/y0)): with the plateau held over the last two steps
    (208.8 -> 270 -> 270) the path levels off; with it entered only at the last point (130.9 -> 261.3 -> 270, the
    shape helper thesisX saw) the 8 points alone stay violated, since one flat last step is also what a divergence by
    records shows (the running minimum of m norms, thesis.ch3.eqB.11: 74 -> 317 -> 333 over m = 4096 .. 51811, whose
    minimum tends to 0): the sweep's extension decides it (test_a_plateau_end_to_end)."""
    ys = 10 ** np.linspace(0, 5, 8)
    p = judge(ys, 270 * (1 - np.exp(-ys / 10**3.4)))
    assert p.status != "violated" and "levels off" in p.why, (p.status, p.why)
    p = judge(ys, 270 * (1 - np.exp(-ys / 10**3.75)))
    assert p.status == "violated", (p.status, p.why)
    xs = np.array([42.0, 256.0, 1024.0, 4096.0, 16384.0, 51811.0])
    rs = np.array([2.375, 7.581, 11.96, 74.19, 317.37, 332.9])
    pts = [PathPoint(x, x, {"m": x}, r, 1.0, r) for x, r in zip(xs, rs, strict=True)]
    rec = judge_path(CLAIM, DivergencePath("m -> inf", "m", math.inf, (), pts, 0), 60)
    assert "levels off" not in rec.why, rec.why


@pytest.mark.parametrize("npts,dec", GRIDS)
def test_a_reached_plateau_is_never_violated(npts: int, dec: float) -> None:
    """Every rise, every plateau position along the path (the knee from before the path to its end): a path whose
    last half decade (two steps or more) is within 3 % of its plateau L is never violated (of the 7128 noise-free
    paths over these grids and three levels whose last two points are within 10 % of L, 236 were violated before
    round 25 and 146 after: those enter the plateau in the last step, which decides nothing alone)."""
    ys = 10 ** np.linspace(0, dec, npts)
    n = 0
    for name, f in PLATEAUS.items():
        for frac in np.linspace(-0.2, 1.3, 41):
            v = f(ys / 10 ** (frac * dec))
            if not reached(ys, v):
                continue
            n += 1
            p = judge(ys, 270 * v)  # the judgement is scale-free above MIN_CROSSING: one level L
            assert p.status != "violated", (name, frac, p.summary(), p.why)
    assert n > 0


@pytest.mark.parametrize("npts,dec", GRIDS)
def test_a_noisy_plateau_reached_over_a_decade_is_never_violated(npts: int, dec: float) -> None:
    """1 % multiplicative noise (Monte Carlo points without intervals), the plateau reached (within 1 %) over the last
    two decades. Over the last decade only, a noisy draw can still read as growth at a quarter of the fitted rate
    (what is left of the rise is then as large as the noise): points without intervals decide nothing finer."""
    rng = np.random.default_rng(25)
    ys = 10 ** np.linspace(0, dec, npts)
    for name, f in PLATEAUS.items():
        for frac in np.linspace(-0.2, 1.3, 16):
            v = f(ys / 10 ** (frac * dec))
            if not np.all(v[ys >= ys[-1] / 100] >= 0.99):
                continue
            for rep in range(2):
                rs = 270 * v * np.exp(0.01 * rng.standard_normal(npts))
                p = judge(ys, rs)
                assert p.status != "violated", (name, frac, rep, p.summary(), p.why)


@pytest.mark.parametrize("npts,dec", GRIDS)
def test_divergences_do_not_level_off(npts: int, dec: float) -> None:
    """log, log^2, powers and y log y along the same grids, noise-free and with 1 % noise: the level-off rule never
    fires on them, and each is violated wherever the ratio grows at least x12 (and crosses 1) over at least four
    decades (shorter log^2 paths fail the slope interval, as before round 25); sqrt(log y) is at most potential."""
    rng = np.random.default_rng(7)
    ys = 10 ** np.linspace(0, dec, npts)
    for name, f in DIVERGENT.items():
        r = f(ys)
        for scale in (1e-3, 1.0, 1e3):
            for sig in (0.0, 0.01):
                rs = scale * r * np.exp(sig * rng.standard_normal(npts))
                p = judge(ys, rs)
                assert "levels off" not in p.why, (name, scale, sig, p.summary(), p.why)
                if r[-1] / r[0] >= 12 and rs.max() > 1 and dec >= 4 and name != "log^2 y":
                    assert p.status == "violated", (name, scale, sig, p.summary(), p.why)
    p = judge(ys, 1e3 * np.sqrt(np.log(10 * ys)))
    assert p.status != "violated", p.why


def test_a_plateau_end_to_end() -> None:
    """The search and the sweep: lhs / f = 270 (1 - exp(-y/y0)) along eta = 1/y -> 0 on the thesisX grid (the plateau
    entered at its last point): the sweep extends a path while its ratio grows, which adds plateau points, and the
    path levels off."""
    grid = tuple(10.0 ** -k for k in np.linspace(0, 5, 8))

    def measure(inst: dict, ctx: Ctx) -> Measurement:
        y = 1 / inst["eta"]
        return Measurement(270 * (1 - math.exp(-y / 10**3.75)), {"eta": inst["eta"]})

    to0 = Direction("eta -> 0", "eta", 0.0, how="path", move=lambda inst, t: {**inst, "eta": float(t)},
                    points=grid[1:])
    res = run_claim(_toy(measure, directions=(to0,), settings={"ci": {"max_examples": 8}}), "ci")
    assert str(res.verdict) != "violated", res.message
    assert res.path is not None and "levels off" in res.path.why, res.path.why


def test_a_divergence_after_a_dip_is_judged_from_its_lowest_point() -> None:
    """thesis.ch4.eqC.259's ci path (r -> inf inside x^T v = const): the ratio dips where lhs passes through 0, then
    grows as r^4; the whole path's slope interval includes 0, the part from its lowest ratio on is violated. A rise
    after a dip that ends on a plateau only x2.2 above the first point (thesis.ch4.eqC.107's ||Sigma|| path) is not."""
    r = np.array([1.0, 10.0, 100.0, 1000.0, 3162.0, 10000.0, 31623.0, 100000.0])
    rs = np.array([0.2692, 0.1938, 0.04405, 623.0, 6.424e4, 6.443e6, 6.444e8, 6.443e10])
    pts = [PathPoint(t, t, {"r": t}, q, 1.0, q) for t, q in zip(r, rs, strict=True)]
    p = judge_path(CLAIM, DivergencePath("r -> inf", "r", math.inf, (), pts, 0), 169)
    assert p.status == "violated" and "lowest ratio" in p.why, (p.status, p.why)
    s1 = np.array([1.0, 3.0, 10.0, 30.0, 100.0, 316.0, 1000.0, 3162.0, 10000.0])
    rs = np.array([1994.1, 215.0, 357.4, 888.3, 1998.4, 3392.2, 3733.1, 4423.6, 4423.7])
    pts = [PathPoint(t, t, {"s1": t}, q, 1.0, q) for t, q in zip(s1, rs, strict=True)]
    p = judge_path(CLAIM, DivergencePath("s1 -> inf", "s1", math.inf, (), pts, 0), 19)
    assert p.status != "violated", (p.status, p.why)
