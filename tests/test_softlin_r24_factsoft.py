"""Round 24 (helper factsoft): Section E's lemmas at any d from three row classes (``softlin.lemmaE.1.corrected-d``,
``softlin.lemmaE.2-d``). The class closed forms are compared with the distinct-row computation (d <= 24) and with a
dense numpy model of Def D.1 (X = I_d, V = I_d) written here from the definition (no model code)."""

from __future__ import annotations

import math

import mpmath
import numpy as np
import pytest

from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.softlin._entrywise import _self_exact_sets
from thmcheck.checks.papers.softlin.r24_factsoft import _e_class_sets
from thmcheck.checks.registry import get


def _inst(d: int, t: int, a: float, b: float, j3: int = 0) -> dict:
    return {"n": (d - 2) * t, "d": d, "t": t, "a": a, "b": b, "c": math.sqrt(1 - b * b), "j3": j3, "family": "E"}


@pytest.mark.parametrize(("d", "t"), [(3, 2), (4, 1), (4, 3), (5, 2), (7, 4), (24, 2)])
def test_classes_equal_distinct_rows(d: int, t: int) -> None:
    for a, b in ((1.0, 0.199), (3.7, 0.05), (100.0, 1e-3)):
        inst = _inst(d, t, a, b, j3=(d - 2) * t - 1)
        with mpmath.workdps(40):
            A, B = _self_exact_sets(inst, "exp"), _e_class_sets(inst)
            assert set(A) == set(B)
            for k in A:
                assert bool(A[k]) == bool(B[k]), k
                for fn in (max, min):
                    if A[k]:
                        assert abs(fn(A[k]) - fn(B[k])) <= mpmath.mpf(10) ** -30 * (1 + abs(fn(A[k]))), (k, d, t)


def _dense(d: int, t: int, a: float, b: float, j3: int) -> tuple[np.ndarray, np.ndarray]:
    """Def D.1 with X = I_d, V = I_d: A's row j3 = s (a e_1 + b e_{1+g3} + c e_d), row k = s (b e_{1+(k mod d-2)}
    + c e_d); weights softmax(A A^T) row-wise (float64), output rows f A."""
    n, c = (d - 2) * t, math.sqrt(1 - b * b)
    s = math.sqrt(math.log(n))
    A = np.zeros((n, d))
    A[np.arange(n), 1 + np.arange(n) % (d - 2)] = b * s
    A[:, d - 1] = c * s
    A[j3, 0] = a * s
    S = A @ A.T
    W = np.exp(S - S.max(axis=1, keepdims=True))
    f = W / W.sum(axis=1, keepdims=True)
    return f, f @ A


@pytest.mark.parametrize(("d", "t"), [(3, 5), (4, 2), (6, 3), (9, 1)])
def test_classes_equal_dense_numpy(d: int, t: int) -> None:
    a, b = 1.3, 0.15
    j3 = 1
    f, C = _dense(d, t, a, b, j3)
    n = (d - 2) * t
    K = [k for k in range(n) if k != j3]
    ip = 1 + j3 % (d - 2)
    rest = [i for i in range(1, d - 1) if i != ip]
    with mpmath.workdps(30):
        v = _e_class_sets(_inst(d, t, a, b, j3))
    dense = {"f33": [f[j3, j3]], "f3k": f[j3, K], "P1": [C[j3, 0]], "P2'": [C[j3, ip]], "P2": C[j3, rest],
             "P3": [C[j3, d - 1]], "P4": C[K, 0], "P5all": C[np.ix_(K, list(range(1, d - 1)))].ravel(),
             "fkk": f[np.ix_(K, K)].ravel()}
    for k, x in dense.items():
        x = np.asarray(x, dtype=float)
        assert bool(x.size) == bool(v[k]), k
        if x.size:
            assert math.isclose(x.max(), float(max(v[k])), rel_tol=1e-9, abs_tol=1e-300), k
            assert math.isclose(x.min(), float(min(v[k])), rel_tol=1e-9, abs_tol=1e-300), k


@pytest.mark.parametrize("cid", ["softlin.lemmaE.1.corrected-d", "softlin.lemmaE.2-d"])
def test_far_end_d_1e6_holds(cid: str) -> None:
    c = get(cid)
    parts = {"softlin.lemmaE.2-d": ("P1>=", "P2'>=", "P2<=", "P4<=", "P5all<="),
             "softlin.lemmaE.1.corrected-d": ("cntkhi<=", "cnt3hi>=", "f33>=", "f3k<=", "fkhi<=", "fklo<=")}[cid]
    for t in (2, 10**6):
        for part in parts:
            inst = {**_inst(10**6, t, 100.0, 0.199), "part": part, "mode": "classes"}
            m = c.measure(inst, Ctx())
            q = m.quantities
            bnd = c.bound(q["part"], q["n"], q["t"], q["a"], q["b"], q["c"])
            assert m.lhs <= bnd + 1e-9 * abs(bnd) + 1e-12, part
