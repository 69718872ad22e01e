"""Own checks of round 11's thesis App. A-B claims (helper thesisAB): the (A.93)/(B.100) exponent and last link
recomputed from the printed displays with plain loops and mpmath (no code shared with the claims' bound), and the
(B.222) instance strategy's domain."""

from __future__ import annotations

import math

import mpmath
import numpy as np
from hypothesis import find

from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.thesis import r10_thesisAB as R10
from thmcheck.checks.papers.thesis import r11_thesisAB as R11


def _exponent_loops(eta: float, t: int, r: list[float], p: list[float], m: int, eps0: float, chapter: int) -> float:
    """X of (A.93) / (B.100) summed term by term, a = sqrt(m), |B_b| = len(r)."""
    B, a = len(r), math.sqrt(m)
    if chapter == 2:
        first = sum(eta * (t + 1) ** 2 * rn for rn in r) / (a * B)
        second = sum(rn * m / a * pn for rn, pn in zip(r, p, strict=True)) / (4 * B)
        return first * second
    inner = (1 - 2 * eps0) / (4 * B) * sum(m / a * pn for pn in p)
    return sum(eta * (t + 1) ** 2 * inner for _ in r) / (a * B)


def test_a93_b100_exponent_and_last_link() -> None:
    """The claims' X agrees with the term-by-term sum, and e^X xi >= xi X + xi (equality only at X = 0) at 40 digits."""
    rng = np.random.default_rng(0)
    for k in range(40):
        inst = {
            "seed": k,
            "eta": float(10 ** rng.uniform(-6, 0)),
            "t": int(rng.integers(0, 41)),
            "B": int(rng.integers(1, 65)),
            "m": int(rng.integers(1, 4097)),
            "xi": float(10 ** rng.uniform(-6, 0)),
            "r_lo": float(rng.uniform(1e-3, 1)),
            "p_hi": float(rng.uniform(0, 1)),
            "eps0": float(rng.uniform(0, 0.5)),
        }
        g = np.random.default_rng(k)
        r = g.uniform(inst["r_lo"], 1.0, inst["B"]).tolist()
        p = (g.uniform(0.0, 1.0, inst["B"]) * inst["p_hi"]).tolist()
        for chapter in (2, 3):
            X = _exponent_loops(inst["eta"], inst["t"], r, p, inst["m"], inst["eps0"], chapter)
            meas = R11._a93_measure(chapter)(inst, Ctx())
            assert math.isclose(meas.quantities["X"], X, rel_tol=1e-12, abs_tol=1e-300)
            with mpmath.workdps(40):
                xm, xi = mpmath.mpf(X), mpmath.mpf(inst["xi"])
                assert mpmath.exp(xm) * xi >= xi * xm + xi
    with mpmath.workdps(40):
        assert mpmath.exp(0) * 1 == 0 * 1 + 1  # X = 0 (p_n(t) = 0): the link is tight, c = 1 is the best constant


def test_b222_strategy_first_draw_and_domain() -> None:
    """(B.222)'s strategy draws the known eta = 0.5 instance first; it meets Lemma B.3.6's width, B >= ln N and eta < 1."""
    first = find(R10._b222_instances(), lambda _: True)
    assert first == R10.B222_KNOWN
    k = R10.B222_KNOWN
    assert 0 < k["eta"] < 1
    assert k["m"] >= k["M"] ** 2 * math.log(k["N"])
    assert k["Bsz"] >= math.log(k["N"])
