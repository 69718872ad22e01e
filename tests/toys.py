"""Toy claims (not registered) with known answers, for testing the engine itself."""

from __future__ import annotations

import math
from fractions import Fraction

from hypothesis import strategies as st

from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement

XS = st.fixed_dictionaries({"x": st.floats(0.0, 10.0), "seed": st.integers(0, 2**32 - 1)})


def square(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = x^2, quantity x."""
    return Measurement(inst["x"] ** 2, {"x": inst["x"]})


def square_exact(inst: dict) -> Measurement:
    return Measurement(Fraction(inst["x"]) ** 2, {"x": Fraction(inst["x"])})


def true_bound(x: float) -> float:
    """x^2 <= x^2 + 1: holds everywhere."""
    return x * x + 1


def tight_bound(x: float) -> float:
    """x^2 <= x^2: tight everywhere (equality)."""
    return x * x


def false_bound(x: float) -> float:
    """x^2 <= 10 x: false for x > 10? no: false for x in (10, ...); with x <= 10 false nowhere -> use 5x."""
    return 5 * x


def toy(bound=true_bound, **kw) -> Claim:  # noqa: ANN001
    base = dict(id="toy.lemma1", paper="toy", source="toy", statement="x^2 <= bound(x)", kind="deterministic",
                comparison="<=", bound=bound, measure=square, strategy=XS)
    base.update(kw)
    return Claim(**base)


def nan_bound(x: float) -> float:
    return math.nan


def raising_bound(x: float) -> float:
    raise RuntimeError("boom")


def vector_bound(x: float):  # noqa: ANN201
    import numpy as np

    return np.array([x, x])


def string_bound(x: float) -> str:
    return "big"


NEVER = Assumption("never", "an assumption no instance meets", lambda q: -1.0)
