"""Round 8 (frsl) tests for softlin: the 60-digit re-measurement of the Lemma D.2/D.6/D.10/D.14 display chains
(checks/papers/softlin/r7_frsl.py) against the float64 one, and second paths of round 8's softlin step claims."""

from __future__ import annotations

import math

import mpmath
import pytest

from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.softlin.r7_frsl import _entries_exact, _entries_measure


@pytest.mark.parametrize("item", ["D2:643:le", "D2:643:ge", "D2:610:le", "D2:660:ge", "D6:950:le", "D10:1220:le",
                                  "D14:1463:le", "D2:669:le"])
def test_chain_exact_matches_float(item: str) -> None:
    """The exact entries equal the float64 ones to rounding (the baseline's potential was a float64 tie at L643)."""
    inst = {"item": item, "d": 20, "t": 390, "n": 7020, "a1": 0.7, "a": 0.7 if item[:2] in ("D2", "D1") else 0.05,
            "b": 0.1, "j3": 1034, "k": 824}
    if item.startswith("D14") or item.startswith("D6"):
        inst["a"] = 0.05
    e, m = _entries_exact(inst), _entries_measure(inst, Ctx())
    assert isinstance(e.lhs, mpmath.mpf)
    assert math.isclose(float(e.lhs), m.lhs, rel_tol=1e-12, abs_tol=1e-12)
