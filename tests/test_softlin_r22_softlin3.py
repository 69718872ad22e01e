"""Round 22 (helper mhgd3): the n = 1 end of the exp entry-wise lemmas (``softlin.exp-lemmas.n1``), recomputed with
numpy from Definitions D.1 / F.1 (no model code): log 1 = 0, so the softmax weights are 1 and the output rows are 0
(self-attention) or A3's row (cross-attention); the linear weights are 0/0."""

from __future__ import annotations

import math

import numpy as np
import pytest

from thmcheck.checks.claim import Ctx
from thmcheck.checks.registry import get


def _self_n1(a: float, b: float, c: float, X: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    s = math.sqrt(math.log(1))
    A = np.array([[a * s, b * s, c * s]])  # Def D.1, d = 3, t = 1, j3 = 0
    S = A @ X @ A.T
    f = np.exp(S) / np.exp(S).sum(axis=1, keepdims=True)
    return S, f, f @ A


def test_self_n1_exp_weights_are_one_and_rows_zero() -> None:
    for X in (np.ones((3, 3)), np.eye(3)):
        S, f, C = _self_n1(1.2, 0.2, 0.8, X)
        assert S.tolist() == [[0.0]] and f.tolist() == [[1.0]] and not C.any()
        with np.errstate(invalid="ignore"):
            assert np.isnan(S / S.sum(axis=1, keepdims=True)).all()  # the linear weights: 0/0


def test_cross_n1_rows() -> None:
    L = math.log(1)
    A1 = np.array([[3.0 * L, L]])  # Def F.1, d = 2, t = 1, j2 = j3 = 0
    A2 = np.array([[1.0, 1.0]])
    S = A1 @ A2.T
    f = np.exp(S) / np.exp(S).sum(axis=1, keepdims=True)
    assert f.tolist() == [[1.0]] and (f @ A2).tolist() == [[1.0, 1.0]]


@pytest.mark.parametrize("cid, part, lhs", [("softlin.lemmaD.2", "f33>=", -1.0), ("softlin.lemmaD.6", "f33<=", 1.0),
                                             ("softlin.lemmaD.3", "P1>=", 0.0), ("softlin.lemmaF.7", "c21<=", 1.0),
                                             ("softlin.lemmaE.2", "P3<=", 0.0), ("softlin.lemmaD.2", "u33<=", 1.0)])
def test_claim_measures_n1(cid: str, part: str, lhs: float) -> None:
    c = get("softlin.exp-lemmas.n1")
    fam = "E" if ".lemmaE." in cid else ("D0" if cid.endswith((".6", ".7")) else "D1")
    inst = {"lemma": cid, "part": part, "n": 1, "t": 1, "a": 0.05 if fam == "D0" else 1.2, "b": 0.125, "c": 0.875,
            "j3": 0, "j2": 0, "mode": "dense", "d": 2 if "lemmaF" in cid else 3, "family": fam}
    if fam == "E":
        inst["c"] = math.sqrt(1 - 0.125**2)
    m = c.measure(inst, Ctx())
    assert float(m.lhs) == pytest.approx(lhs, abs=1e-15)
    assert float(m.lhs) <= c.bound(**m.quantities) + 1e-12


def test_reason_texts_say_what_n1_is() -> None:
    lin = next(p for p in get("softlin.lemmaD.10").domain if p.name == "n")
    exp = next(p for p in get("softlin.lemmaD.2").domain if p.name == "n")
    assert "0/0" in lin.unreached and "softlin.exp-lemmas.n1" in exp.unreached


def test_bounds_are_the_lemmas_own() -> None:
    from thmcheck.bounds import softlin as SB
    from thmcheck.checks.papers.softlin.r22_softlin3 import _LEMMAS

    for cid in _LEMMAS:
        b = get(cid).bound
        assert getattr(SB, b.__name__) is b, cid


@pytest.mark.parametrize("d, t, j3, part", [(3, 5, 2, "u33<="), (5, 4, 7, "cnt3hi>="), (6, 3, 1, "cntkhi<="),
                                             (4, 6, 0, "fkhi<="), (7, 2, 5, "P5all<="), (5, 3, 4, "P1>="),
                                             (6, 4, 9, "P2<="), (4, 5, 3, "f33>=")])
def test_e_rows_measure_matches_dense_model(d: int, t: int, j3: int, part: str) -> None:
    from thmcheck.checks.papers.softlin.r22_softlin3 import _e_rows_measure

    inst = {"n": (d - 2) * t, "d": d, "t": t, "a": 1.3, "b": 0.15, "c": math.sqrt(1 - 0.15**2), "j3": j3,
            "part": part, "family": "E", "mode": "dense"}
    dense = get("softlin.lemmaE.1" if part[:1] in "uf" or part.startswith("cnt") else "softlin.lemmaE.2")
    m0, m1 = dense.measure(inst, Ctx()), _e_rows_measure(dict(inst, mode="rows"), Ctx())
    assert float(m1.lhs) == pytest.approx(float(m0.lhs), rel=1e-9, abs=1e-12)


def test_e_large_reaches_large_n() -> None:
    c = get("softlin.lemmaE.2-n")
    inst = {"n": 22 * 10**6, "d": 24, "t": 10**6, "a": 2.0, "b": 0.1, "c": math.sqrt(0.99), "j3": 5, "part": "P5all<=",
            "family": "E", "mode": "rows"}
    m = c.measure(inst, Ctx())
    assert float(m.lhs) <= c.bound(**m.quantities)
