"""Building blocks of the thesis Ch. 2-3 experiment claims against second paths, (the planted mutants
are run by tests/test_mutants.py -k thesis.ch3.B.49)."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest

from thmcheck.checks.papers import thesis as P
from thmcheck.models import dependent_mgf as DM

IDS = ["thesis.ch2.prop1", "thesis.ch3.lemma3.4.5", "thesis.ch3.B.49"]
GRID_IDS = ["thesis.ch2.remark2", "thesis.ch2.remark3", "thesis.ch2.lemmaA.3.1", "thesis.ch3.theorem3.4.4",
            "thesis.ch3.theorem3.4.6", "thesis.ch3.theorem3.4.8"]  # real checks in thesis.ch2_training_grids / ch3_training_grids


def test_scope_ids_registered_once() -> None:
    from thmcheck.checks.registry import registry

    assert sorted(c.id for c in P.CLAIMS if c.id in IDS) == sorted(IDS)
    reg = registry()
    assert all(reg[i].checkable for i in IDS + GRID_IDS)


def _single(c: int, kind: str = "clique", mult: int = 1) -> DM.Template:
    return DM.Template(DM.component(kind, c, np.random.default_rng(0)), np.ones(c, dtype=bool), mult)


def test_log_mgf_closed_forms() -> None:
    """Independent Bernoulli(q): log E e^{s(xi - q)} = log(q e^{s(1-q)} + (1-q) e^{-sq}), times the count;
    a clique whose p_n all equal xi_0: c identical copies, i.e. s -> c s."""
    q, s = 0.3, 0.7
    one = math.log(q * math.exp(s * (1 - q)) + (1 - q) * math.exp(-s * q))
    assert DM.log_mgf([_single(1, mult=5)], 0, "self", q, s) == pytest.approx(5 * one, rel=1e-12)
    assert DM.log_mgf([_single(4)], 0, "self", q, s) == pytest.approx(4 * one, rel=1e-12)
    c = 6
    cl = math.log(q * math.exp(c * s * (1 - q)) + (1 - q) * math.exp(-c * s * q))
    assert DM.log_mgf([_single(c)], 1, "first", q, s) == pytest.approx(cl, rel=1e-12)
    # mean over the whole clique: X = sum of the xi, independent again
    assert DM.log_mgf([_single(c)], 1, "mean", q, s) == pytest.approx(c * one, rel=1e-12)


@pytest.mark.parametrize("func", DM.FUNCS)
@pytest.mark.parametrize("kind", ["path", "star", "random"])
def test_log_mgf_float_vs_mp(func: str, kind: str) -> None:
    t = DM.Template(DM.component(kind, 7, np.random.default_rng(3)), np.array([1, 0, 1, 1, 0, 1, 1], bool), 3)
    a = DM.log_mgf([t], 1, func, 0.375, -1.3)
    b = DM.log_mgf_mp([t], 1, func, Fraction(3, 8), -1.3)
    assert a == pytest.approx(float(b), rel=1e-10, abs=1e-14)


def test_graph_stats_path_and_clique() -> None:
    g = DM.graph_stats([_single(6, "path")], 1)
    assert g["deltas"] == [2] and g["D_printed"] == 5 and g["dep_max"] == 5
    g = DM.graph_stats([_single(5, "clique", mult=10)], 1)
    assert g["L"] == 50 and g["deltas"] == [4] and g["dep_max"] == 5 and g["D_printed"] == 17


def test_b49_best_score_is_hoeffding() -> None:
    """The printed bound is 8x loose in the exponent: one Bernoulli(1/2) node at small s reaches 1/8."""
    lhs = DM.log_mgf([_single(1)], 0, "self", 0.5, 1e-3)
    assert lhs / (1e-3) ** 2 == pytest.approx(1 / 8, rel=1e-6)
