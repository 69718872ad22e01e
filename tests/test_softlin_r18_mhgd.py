"""Second path of round 18's softlin claim (checks/papers/softlin/r18_mhgd.py)."""

from __future__ import annotations

import numpy as np


def test_thm62_printed_conditions_exclude_each_other() -> None:
    """L315: 'F_exp(A1) > 0, F_exp(A1) = 0'. F_exp = phi(...) with phi = ReLU is a real number >= 0; over a grid of
    its possible values (0, subnormal, tiny, large) the conjunction never holds: its probability is 0."""
    vals = np.concatenate([[0.0, 5e-324, 1e-300], np.logspace(-20, 20, 41), [np.finfo(float).max]])
    relu = np.maximum(vals, 0.0)
    both = (relu > 0) & (relu == 0)
    assert not both.any()
    assert 1.0 - both.mean() == 1.0  # failure probability 1 > delta/poly(n) for every delta < 0.1
