"""Round 35 (helper boxes-enum): why round 27's enumerated box claims and referee G agree or not.

Runs the claims' own measures (checks/papers/chenli/r27_chenliD.py::_box_measure, r27_leads2.py::_step2_measure_for)
(1) on draws from their strategies' ranges, counting box points per instance, empty boxes, and crossings (lhs > 0);
(2) on referee G's d = 24 / d = 20 instance construction (docs/audits/scripts/round35/G/boxes_check.py, part1),
fed through the same measure code by handing it G's x and Theta_1 in place of its seeded draws.
Usage: python docs/audits/scripts/round35/enum/boxes_enum.py [N]
"""
from __future__ import annotations

import math
import sys

import numpy as np

from thmcheck.checks.papers.chenli import r27_chenliD as D
from thmcheck.checks.papers.chenli import r27_leads2 as L

_REAL_RNG = np.random.default_rng

MEAS = {"B-step1": D._box_measure, "A-step2": L._step2_measure_for("A"), "B-step2": L._step2_measure_for("B")}


def draw(case: str, r: np.random.Generator) -> dict:
    if case == "B-step1":
        return {"dc": int(r.integers(8, 14)), "s": int(r.integers(1, 4)), "k": int(r.integers(2, 51)),
                "beta": r.uniform(0, 3), "xi": r.uniform(0.05, 1), "F": math.exp(r.uniform(math.log(.5), math.log(20))),
                "heavy": r.uniform(2, 6), "sgn": float(r.choice([-1, 1])), "seed": int(r.integers(2**31))}
    return {"dc": int(r.integers(9, 12)), "nS": int(r.integers(1, 4)), "k": int(r.integers(2, 4)),
            "beta": r.uniform(0, .4), "xi": r.uniform(.2, 1), "F": r.uniform(.5, 20), "cs": r.uniform(.01, .3),
            "ch": r.uniform(.01, .3), "q": r.uniform(1e-3, .1), "heavy": r.uniform(2, 6),
            "sgn": float(r.choice([-1, 1])), "seed": int(r.integers(2**31))}


def valid(case: str, q: dict) -> bool:
    if q["heavy_slack"] <= 0:
        return False
    return case == "B-step1" or (q["x2_meeting_bullets"] > .5 and q["x3S_in_conditioning"] > .5)


def part1(n: int) -> None:
    r = np.random.default_rng(35)
    for case, meas in MEAS.items():
        rows = []
        for _ in range(n):
            inst = draw(case, r)
            m = meas(inst, None)
            rows.append((valid(case, m.terms), m.lhs, int(m.terms["box_points"]), m.terms.get("worst_intended_corner", 0.)))
        v = [x for x in rows if x[0]]
        if not v:
            print(f"{case}: {n} draws, 0 valid")
            continue
        ne = [x for x in v if x[2] > 0]
        cr = [x for x in ne if x[1] > 1e-12]
        print(f"{case}: {n} draws, {len(v)} valid; box non-empty on {len(ne)}, empty on {len(v) - len(ne)}; "
              f"crossing (lhs > 0) on {len(cr)} of the non-empty; box points per valid instance: "
              f"min {min(x[2] for x in v)}, median {int(np.median([x[2] for x in v]))}, max {max(x[2] for x in v)}, "
              f"total {sum(x[2] for x in v)}; max lhs/F {max(x[1] for x in v):.4f}; "
              f"lhs on empty boxes: {sorted({x[1] for x in v if x[2] == 0})}; "
              f"max worst_intended {max(x[3] for x in v):.2e}")


def g_instance(d: int, nS: int = 2, s_scale: float = .05, seed: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """G's part1 construction verbatim: x, Theta_1 with x^T Theta_1 = w, ||Theta_1||_F = ||w||, S = first nS."""
    rng = np.random.default_rng(seed)
    x = rng.choice([-1, 1], d)
    what = rng.choice([-1, 1], d) * rng.uniform(0.5, 1.5, d)
    what[:nS] *= s_scale
    N = rng.standard_normal((d, d))
    N -= N.mean(axis=0, keepdims=True)
    N *= np.linalg.norm(what) * np.sqrt(1 - 1 / d) / np.linalg.norm(N)
    Th = x[:, None] * (np.outer(np.ones(d), what) / d + N)
    return x.astype(float), Th


class FakeRng:
    """Answers the measure's draws with G's x, Theta_1 (and a seeded E' whose S columns the measure makes heavy)."""
    def __init__(self, case: str, x: np.ndarray, Th: np.ndarray, seed: int = 7) -> None:
        self.case, self.x, self.Th, self.d = case, x, Th, len(x)
        self.real = _REAL_RNG(seed)
        self.n_normal = self.n_choice = 0

    def standard_normal(self, shape):  # noqa: ANN001, ANN201
        self.n_normal += 1
        if self.n_normal == 1:  # B Step 1 scales Theta_1 to F itself; Steps 2 divide this draw by d
            return self.Th.copy() * (1.0 if self.case == "B-step1" else self.d)
        E = self.real.standard_normal(shape)  # E': G's S = the first two columns must be its top-|S| columns
        E[:, :2] = self.x[:, None] * (1.0 + 0.1 * self.real.random((1, 2)))
        return E

    def choice(self, a, size=None, replace=True):  # noqa: ANN001, ANN201
        if size == self.d and len(a) == 2:
            self.n_choice += 1
            return self.x.copy() if self.n_choice == 1 else np.ones(self.d)
        return self.real.choice(a, size=size, replace=replace)

    def uniform(self, lo, hi, size=None):  # noqa: ANN001, ANN201  (A/B Step 2: r = x^T Theta_1 sqrt(d))
        return (self.x @ self.Th) * math.sqrt(self.d)


def on_g(case: str, d: int, xi: float, s_scale: float) -> None:
    x, Th = g_instance(d, s_scale=s_scale)
    F = float(np.linalg.norm(Th))
    orig = np.random.default_rng
    np.random.default_rng = lambda seed=None: FakeRng(case, x, Th)  # noqa: ARG005
    try:
        if case == "B-step1":
            inst = {"dc": d - 2, "s": 2, "k": 3, "beta": 0.0, "xi": xi, "F": F, "heavy": 6.0, "sgn": 1.0, "seed": 0}
        else:
            inst = {"dc": d - 2, "nS": 2, "k": 3, "beta": 0.0, "xi": xi, "F": F, "cs": .05, "ch": .01, "q": .01,
                    "heavy": 6.0, "sgn": 1.0, "seed": 0}
        m = MEAS[case](inst, None)
    finally:
        np.random.default_rng = orig
    t = m.terms
    print(f"G instance d={d} S-scale={s_scale} xi={xi} {case}: valid {valid(case, t)}; box points {int(t['box_points'])}; "
          f"lhs/F {m.lhs:.4f}; " + ", ".join(f"{k_} {v:.4g}" for k_, v in t.items() if k_ != "box_points"))


if __name__ == "__main__":
    part1(int(sys.argv[1]) if len(sys.argv) > 1 else 60)
    for sc in (.05, .5):
        for xi in (.2, .05):
            on_g("B-step1", 24, xi, sc)
            for case in ("A-step2", "B-step2"):
                on_g(case, 20, xi, sc)
