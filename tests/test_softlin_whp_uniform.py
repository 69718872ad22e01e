"""Second paths of the softlin 'with probability >= 1 - delta/poly(n)' errata (uniform shape delta, issue 31).

Each test builds the paper's data (Def D.1 for self-attention with QK^T = 1_{dxd}, Def F.1 for cross-attention
with X = I_d), the attention rows c_j0 = f_j0 A3 V (V = I) by plain numpy, and enumerates every sign vector of
{-1, +1}^d: the failure of the whp statement is a delta-free positive probability, so failure/delta is unbounded as
delta -> 0 at fixed n (with m = 1, which is O(log(n/delta)), a theorem's failure is the one-unit probability).
Nothing here imports the claim code (``thmcheck.models.softlin``, ``thmcheck.checks.papers.softlin``).
"""

from __future__ import annotations

import itertools
import math

import numpy as np


def _self_rows(n: int, d: int, a: float, b: float, c: float, kind: str, j3: int = 0) -> np.ndarray:
    """Def D.1 data (A1 = A2 = A3), QK^T = 1_{dxd}, V = I_d: the n x d matrix of c rows."""
    s = math.sqrt(math.log(n))
    A = np.zeros((n, d))
    A[j3, 0] = a * s
    for j in range(n):
        A[j, 1 + j % (d - 2)] = b * s
    A[:, d - 1] = c * s
    scores = A @ np.ones((d, d)) @ A.T
    if kind == "exp":
        w = np.exp(scores - scores.max(axis=1, keepdims=True))
    else:
        w = scores
    f = w / w.sum(axis=1, keepdims=True)
    return f @ A


def _cross_rows(n: int, d: int, a: float, kind: str, j2: int = 0, j3: int = 0) -> np.ndarray:
    """Def F.1 data (A1 != A2 = A3), X = V = I_d: the n x d matrix of c rows."""
    L = math.log(n)
    A1 = np.zeros((n, d))
    A1[:, 1:] = L
    A1[j2, 0] = a * L
    A2 = np.zeros((n, d))
    A2[j3, 0] = 1.0
    for j in range(n):
        A2[j, 1 + j % (d - 1)] = 1.0
    scores = A1 @ A2.T
    w = np.exp(scores - scores.max(axis=1, keepdims=True)) if kind == "exp" else scores
    f = w / w.sum(axis=1, keepdims=True)
    return f @ A2


def _signs(d: int) -> np.ndarray:
    return np.array(list(itertools.product((-1.0, 1.0), repeat=d)))


def _abs_fail(rows: np.ndarray, tau: float) -> float:
    """max over rows of Pr_sigma[|<c_j0, sigma>| >= tau] (the lemmas' failure)."""
    v = np.abs(rows @ _signs(rows.shape[1]).T)
    return float((v >= tau).mean(axis=1).max())


def _unit_fires(rows: np.ndarray, tau: float) -> float:
    """Pr_y[some row has <c_j0, y> > tau] for one Rademacher readout y (shared by the rows): with m units,
    Pr[F(A) > 0] = 1 - (1 - this)^m >= this."""
    v = rows @ _signs(rows.shape[1]).T
    return float((v > tau).any(axis=0).mean())


_N, _D, _DC = 100, 4, 3  # n = (d - 2) t = 100 (t = 50), cross: n = (d - 1) t (t = 50)
_B, _C = 0.9, 0.1
_TAU_SELF = (_C + 0.1) * math.sqrt(math.log(_N))


def _assert_delta_free(fail: float, low: float) -> None:
    assert fail >= low
    for delta in (1e-2, 1e-6, 1e-12):
        assert fail / delta >= low / delta  # the failure does not move with delta: the ratio grows as 1/delta
    assert fail / 1e-12 > 1e10


def test_lemmaD_8_row_fails_with_delta_free_probability() -> None:
    rows = _self_rows(_N, _D, 1e-4, _B, _C, "exp")
    fail = _abs_fail(rows, _TAU_SELF)
    assert abs(fail - 0.5) < 1e-12
    _assert_delta_free(fail, 0.49)


def test_lemmaD_12_row_fails_with_delta_free_probability() -> None:
    _assert_delta_free(_abs_fail(_self_rows(_N, _D, 0.7, _B, _C, "lin"), _TAU_SELF), 0.49)


def test_lemmaD_16_row_fails_with_delta_free_probability() -> None:
    _assert_delta_free(_abs_fail(_self_rows(_N, _D, 1e-4, _B, _C, "lin"), _TAU_SELF), 0.49)


def test_thmD_9_one_unit_fires_with_delta_free_probability() -> None:
    _assert_delta_free(_unit_fires(_self_rows(_N, _D, 1e-4, _B, _C, "exp"), _TAU_SELF), 0.24)


def test_thmD_13_one_unit_fires_with_delta_free_probability() -> None:
    _assert_delta_free(_unit_fires(_self_rows(_N, _D, 0.7, _B, _C, "lin"), _TAU_SELF), 0.24)


def test_thmD_17_one_unit_fires_with_delta_free_probability() -> None:
    _assert_delta_free(_unit_fires(_self_rows(_N, _D, 1e-4, _B, _C, "lin"), _TAU_SELF), 0.24)


def test_thm6_2_and_1_1_success_fails_with_delta_free_probability() -> None:
    """E_success needs F_exp(A0) = 0: its failure is at least the D0 one-unit firing probability (same y, A0 and A1
    in the same or in different Type-II groups alike: A0's rows do not depend on A1)."""
    _assert_delta_free(_unit_fires(_self_rows(_N, _D, 1e-4, _B, _C, "exp", j3=1), _TAU_SELF), 0.24)


def test_lemmaF_8_row_fails_with_delta_free_probability() -> None:
    rows = _cross_rows(_N, _DC, 1e-4, "exp")
    np.testing.assert_allclose(rows[1], [1 / _N, 0.5, 0.5], rtol=1e-12)  # rows j0 != j2 are uniform
    _assert_delta_free(_abs_fail(rows, 0.5), 0.49)


def test_lemmaF_16_row_fails_with_delta_free_probability() -> None:
    _assert_delta_free(_abs_fail(_cross_rows(_N, _DC, 1e-4, "lin"), 0.5), 0.49)


def test_thmF_9_one_unit_fires_with_delta_free_probability() -> None:
    _assert_delta_free(_unit_fires(_cross_rows(_N, _DC, 1e-4, "exp"), 0.9), 0.24)


def test_thmF_13_one_unit_fires_with_delta_free_probability() -> None:
    _assert_delta_free(_unit_fires(_cross_rows(_N, _DC, 1.0001, "lin"), 0.9), 0.24)


def test_thmF_17_and_1_2_one_unit_fires_with_delta_free_probability() -> None:
    _assert_delta_free(_unit_fires(_cross_rows(_N, _DC, 1e-4, "lin"), 0.9), 0.24)


def test_lemma5_3_and_5_4_linear_unit_fires_with_delta_free_probability() -> None:
    """Toy model (Def 3.2, 3.6, 3.8), n = 16, tau = 0.2 (Def 3.5 leaves tau > 0 free), m = ceil(2 log(n/delta)):
    D0 with z constant (f = 1/16) and D1 with z = (4 log n, log n, ...) (f = (4, 1, ..., 1)/19). One unit fires
    with a delta-free probability (enumeration of all 2^16 signs), so the failure 1 - (1 - p)^m -> 1."""
    n, tau = 16, 0.2
    signs = _signs(n)
    for z, p_expect in ((np.ones(n), 0.2272491455078125), (np.r_[4.0, np.ones(n - 1)], 0.2587890625)):
        f = z / z.sum()
        p = float(((signs @ f) > tau).mean())
        assert abs(p - p_expect) < 1e-15
        m = math.ceil(2 * math.log(n / 1e-10))
        assert m == 52
        fail = 1 - (1 - p) ** m
        assert fail > 0.999998
        assert fail / 1e-10 > 1e9


def test_claimE_omitted_linear_unit_fires_with_delta_free_probability() -> None:
    """Section E (QK^T = I_d, b^2 + c^2 = 1), F_lin(D1) = 0 'whp' (omitted proofs, L1588-L1590): at a1 = 1,
    b = 0.15, n = 100, d = 4 one unit fires with probability 1/8 (Type-II and Type-III coordinates aligned reach
    (b + c) s > (c + 0.1) s), whatever delta."""
    n, d, b = 100, 4, 0.15
    c = math.sqrt(1 - b * b)
    s = math.sqrt(math.log(n))
    for kind, a in (("lin", 1.0), ("lin", 1e-4), ("exp", 1e-4)):  # F_lin(D1), F_lin(D0), F_exp(D0)
        A = np.zeros((n, d))
        A[0, 0] = a * s
        for j in range(n):
            A[j, 1 + j % (d - 2)] = b * s
        A[:, d - 1] = c * s
        scores = A @ A.T
        w = scores if kind == "lin" else np.exp(scores - scores.max(axis=1, keepdims=True))
        rows = (w / w.sum(axis=1, keepdims=True)) @ A
        q = _unit_fires(rows, (c + 0.1) * s)
        assert q >= 0.125 - 1e-12
        _assert_delta_free(q, 0.12)


def test_lemmaD_4_part2_row_j0_fires_for_a1_above_1() -> None:
    """Lemma D.4 Part 2 (L790-L792): a row j0 != j3 of c_exp for D1 (X = 1_{dxd}, V = I) should stay below
    (c + 0.1) s whp; at a1 = 2, b = c = 0.5, n = 100, d = 4 it reaches it with probability 1/2 (dense model, all
    16 signs), and its first coordinate a1 s f(j0, j3) -> a1 s as n grows (f(j0, j3) = n^a1/(n^a1 + n - 1))."""
    n, d, a1, b, c = 100, 4, 2.0, 0.5, 0.5
    rows = _self_rows(n, d, a1, b, c, "exp", j3=0)
    s = math.sqrt(math.log(n))
    tau = (c + 0.1) * s
    v = rows[1] @ _signs(d).T
    fail = float((v >= tau).mean())
    assert fail == 0.5
    np.testing.assert_allclose(rows[1, 0], a1 * s * n**a1 / (n**a1 + n - 1), rtol=1e-12)
    for big in (1e10, 1e100):
        assert a1 * big**a1 / (big**a1 + big - 1) > 1.99  # a1 f(j0, j3) s stays above (c + 0.1) s + c s
    _assert_delta_free(fail, 0.49)


def _section_e_rows(n: int, d: int, a: float, b: float) -> np.ndarray:
    """Section E: Def D.1 data with b^2 + c^2 = 1, QK^T = I_d, V = I_d, softmax; j3 = row 0."""
    c = math.sqrt(1 - b * b)
    s = math.sqrt(math.log(n))
    A = np.zeros((n, d))
    A[0, 0] = a * s
    for j in range(n):
        A[j, 1 + j % (d - 2)] = b * s
    A[:, d - 1] = c * s
    sc = A @ A.T
    w = np.exp(sc - sc.max(axis=1, keepdims=True))
    return (w / w.sum(axis=1, keepdims=True)) @ A


def test_lemmaE_3_part2_row_j0_fires_with_delta_free_probability() -> None:
    """Lemma E.3 Part 2 (L1818-L1820): rows j0 != j3 should stay below (c + 0.1) s whp; at b = 0.15, a1 = 1,
    n = 100, d = 4 they reach it with probability 1/8, at a1 = 100 with 1/4, whatever delta."""
    n, d = 100, 4
    for a1, b, expect in ((1.0, 0.15, 0.125), (100.0, 0.05, 0.25)):
        c = math.sqrt(1 - b * b)
        tau = (c + 0.1) * math.sqrt(math.log(n))
        rows = _section_e_rows(n, d, a1, b)[1:]
        fail = float(((rows @ _signs(d).T) >= tau).mean(axis=1).max())
        assert abs(fail - expect) < 1e-12
        _assert_delta_free(fail, expect - 0.01)


def test_lemmaF_4_part2_row_fails_with_delta_free_probability() -> None:
    """Lemma F.4 Part 2 (L2095-L2097): a row j0 != j3 (here j0 != j2 too) is (1/n, 1/2, 1/2) at n = 100, d = 3, so
    |<c, sigma>| >= 0.5 with probability 1/2."""
    rows = _cross_rows(_N, _DC, 1.0001, "exp", j2=0, j3=1)
    np.testing.assert_allclose(rows[2], [1 / _N, 0.5, 0.5], rtol=1e-12)
    fail = float((np.abs(rows[2:] @ _signs(_DC).T) >= 0.5).mean(axis=1).max())
    assert fail == 0.5
    _assert_delta_free(fail, 0.49)


def test_lemmaF_4_part1_row_j3_fires_with_1_16_at_d5() -> None:
    """Lemma F.4 Part 1 as printed ('If j0 = j3', L2094): the row j3 != j2 of c_exp for D1 (Def F.1, X = V = I) is
    (1/n, 1/4, 1/4, 1/4, 1/4) at d = 5, t = 3 (n = 12); <c, sigma> >= 0.9 only with all four Type-II signs +:
    probability 1/16 < 1/10. The special row j2 reaches it with probability >= 1/4."""
    n, d, a1 = 12, 5, 2.0
    rows = _cross_rows(n, d, a1, "exp", j2=0, j3=1)
    np.testing.assert_allclose(rows[1], [1 / n, 0.25, 0.25, 0.25, 0.25], rtol=1e-12)
    v = rows @ _signs(d).T
    assert float((v[1] >= 0.9).mean()) == 1 / 16
    assert float((v[0] >= 0.9).mean()) >= 0.25


def test_display_lemmaD_4_cS_fails_at_a1_07() -> None:
    """L834: max over sigma of |<c_exp(j0)_S, sigma>| = c(j0, 1) + c s should be <= (c + 0.05) s; at n = 100,
    d = 4, a1 = 0.7, b = c = 0.5 the dense model gives c(j0, 1) = 0.141 s."""
    n, d, a1, b, c = 100, 4, 0.7, 0.5, 0.5
    rows = _self_rows(n, d, a1, b, c, "exp", j3=0)
    s = math.sqrt(math.log(n))
    lhs = abs(rows[1, 0]) + abs(rows[1, d - 1])
    assert abs(rows[1, d - 1] - c * s) < 1e-12
    assert rows[1, 0] / s > 0.14
    assert lhs > (c + 0.05) * s * 1.1


def test_lemmaD_6_and_F_6_as_printed_with_D1_data() -> None:
    """Lemmas D.6 and F.6 print 'from dataset D1' (L879, L2154) but state a0-values: with D1 data the top score is
    n^{(1+a1)^2} (self, X = 1_{dxd}) and n^{1+a1} (cross, X = I), far from the printed n^{(1+a0)^2} and n^{1+a0}."""
    n, d, a1, a0, b, c = 4, 4, 0.7, 0.01, 0.5, 0.5
    s = math.sqrt(math.log(n))
    A = np.zeros((n, d))
    A[0, 0] = a1 * s
    for j in range(n):
        A[j, 1 + j % (d - 2)] = b * s
    A[:, d - 1] = c * s
    top = float((A @ np.ones((d, d)) @ A.T)[0, 0]) / math.log(n)  # log u(j3, j3) / log n
    assert abs(top - (1 + a1) ** 2) < 1e-12
    assert top > (1 + a0) ** 2 + 1.0
    L = math.log(n)
    A1 = np.zeros((n, 3))
    A1[:, 1:] = L
    A1[0, 0] = 2.0 * L  # a1 = 2 > 1 (Def F.1)
    A2 = np.zeros((n, 3))
    A2[1, 0] = 1.0
    for j in range(n):
        A2[j, 1 + j % 2] = 1.0
    top_cross = float((A1 @ A2.T)[0, 1]) / L
    assert abs(top_cross - 3.0) < 1e-12  # 1 + a1, printed 1 + a0 <= 1.1
