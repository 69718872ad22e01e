"""chenli.lemma5.16 as printed (round 5): the disjoint-pairs maximum by brute force (no shared code with the
model's 3^d enumeration), and the S = T numerators that the printed 1/sqrt(d2 d3) = 1/0 would divide."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
import torch

from thmcheck.models.chenli.sec5_exact import restricted_deviation


def test_restricted_deviation_disjoint_only_by_brute_force() -> None:
    rng = np.random.default_rng(7)
    d = 6
    D = rng.normal(size=(d, d))
    best = 0.0
    for lab in itertools.product(range(3), repeat=d):
        S = [i for i in range(d) if lab[i] == 1]
        T = [i for i in range(d) if lab[i] == 2]
        if S and T and max(len(S), len(T)) >= 3:
            best = max(best, abs(D[np.ix_(S, T)].sum()) / math.sqrt(len(S) * len(T)))
    got = restricted_deviation(torch.as_tensor(D), min_d2=3, equal=False)
    assert got["xi"] == pytest.approx(best, rel=1e-12)
    assert got["T"] > 0


def test_lemma5_16_equal_case_numerator_nonzero() -> None:
    """The claim's literal measurement reports nonzero S = T numerators (so the printed lhs is +inf there)."""
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.chenli.sec5_4_conclude import _lemma5_16_measure, _lemma5_16_measure_equal

    inst = {"family": "orthogonal", "F": 3.0, "seed": 0}  # F >= log(k d) (Assumption 6, checked since round 6)
    lit = _lemma5_16_measure(inst, Ctx())
    eq = _lemma5_16_measure_equal(inst, Ctx())
    nums = lit.terms["max |1_S^T D 1_S|, |S| >= d/2 (v = w: the printed numerator over 0)"]
    assert max(nums) > 1e-6
    assert all(a <= b + 1e-12 for a, b in zip(lit.terms["dense_dev"], eq.terms["dense_dev"]))
