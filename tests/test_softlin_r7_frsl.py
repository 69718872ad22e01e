"""Round 7 (frsl) tests for softlin: second paths of the Lemma D.2/D.3 proof displays (checks/papers/softlin/
r7_frsl.py), sharing no code with the claims: the dense attention D^{-1} exp(A1 QK^T A2^T) A3 V of Eq. (1) on the
matrices of Definition D.1, built here with numpy."""

from __future__ import annotations

import math

import numpy as np
import pytest


def _dataset1(n: int, d: int, t: int, j3: int, a1: float, b: float) -> np.ndarray:
    """A1 = A2 = A3 of D1 (Definition D.1): first column e_j3 a1 s, columns 2..d-1 the stacked I_{d-2} b s, last
    column 1_n c s, s = sqrt(log n), c = 1 - b."""
    s = math.sqrt(math.log(n))
    a = np.zeros((n, d))
    a[j3, 0] = a1 * s
    a[:, 1:d - 1] = np.vstack([np.eye(d - 2)] * t) * b * s
    a[:, d - 1] = (1 - b) * s
    return a


def _attention(a: np.ndarray) -> np.ndarray:
    """D^{-1} exp(A1 1_{dxd} A2^T) A3 V with V = I_d (rows normalised by their sums)."""
    d = a.shape[1]
    logits = a @ np.ones((d, d)) @ a.T
    w = np.exp(logits - logits.max(axis=1, keepdims=True))
    return (w / w.sum(axis=1, keepdims=True)) @ a


@pytest.mark.parametrize(("d", "t"), [(4, 1), (12, 20)])
def test_l757_dense_attention(d: int, t: int) -> None:
    """L757's '=' c(k, i0) = t b s/n fails both ways for k != j3: above it on the Type-II column holding j3, below
    it on another Type-II column (a1 = 0.7, b = 0.1)."""
    n, j3, k, a1, b = t * (d - 2), 0, 1, 0.7, 0.1
    a = _dataset1(n, d, t, j3, a1, b)
    c = _attention(a)
    printed = t * b * math.sqrt(math.log(n)) / n
    col_j3 = 1 + j3 % (d - 2)
    col_other = 1 + (j3 + 1) % (d - 2)
    assert c[k, col_j3] > 1.2 * printed
    assert c[k, col_other] < 0.9 * printed
    # the correction of Lemma D.3's own erratum covers the column holding j3
    assert c[k, col_j3] <= (n ** (a1 - 1) + (t - 1) / n) * b * math.sqrt(math.log(n))


def test_d2_scores_dense() -> None:
    """Lemma D.2's scores from the dense logits: u(j3,j3) = n^{(1+a1)^2}, u(j3,k) = n^{1+a1}, u(k,k') = n."""
    n, d, t, a1, b = 30, 5, 10, 0.9, 0.3
    a = _dataset1(n, d, t, 4, a1, b)
    logits = a @ np.ones((d, d)) @ a.T
    ln = math.log(n)
    assert abs(logits[4, 4] - (1 + a1) ** 2 * ln) < 1e-9
    assert abs(logits[4, 7] - (1 + a1) * ln) < 1e-9
    assert abs(logits[5, 7] - ln) < 1e-9


def test_e1_rows_dense() -> None:
    """Lemma E.1 (QK^T = I_d) on the dense rows: L1659's printed exponent (b s + c s)(b s + c s)^2 is not the score
    (b^2 + c^2) log n, and L1679's '=' misses (t = 20 < n = 40): the dense f(j3,j3) exceeds the printed fraction."""
    n, d, t, a1, b = 40, 4, 20, 1.0, 0.6
    c = math.sqrt(1 - b * b)
    s = math.sqrt(math.log(n))
    a = np.zeros((n, d))
    a[0, 0] = a1 * s
    a[:, 1:d - 1] = np.vstack([np.eye(d - 2)] * t) * b * s
    a[:, d - 1] = c * s
    logits = a @ a.T
    same = 2  # row 2 is in row 0's Type-II group (d - 2 = 2)
    assert abs(logits[0, same] - (b * b + c * c) * math.log(n)) < 1e-9
    assert abs(logits[0, same] - (b * s + c * s) * (b * s + c * s) ** 2) > 10
    w = np.exp(logits[0] - logits[0].max())
    f00 = float(w[0] / w.sum())
    top = a1 * a1 + b * b + c * c
    printed = n**top / (n**top + (n - 1) * n ** (b * b + c * c))
    assert f00 > printed + 0.1
    assert f00 >= 0.5


def test_e2_l1790_dense() -> None:
    """L1790's '=' c(k, i) = t b s/n (QK^T = I_d, Lemma E.1's scores) fails both ways: above on k's Type-II group,
    below on a third group (n = 60, d = 5, t = 20, a1 = 1, b = 0.6); L1791's t b s/n^{1-b^2} covers both."""
    n, d, t, a1, b = 60, 5, 20, 1.0, 0.6
    c = math.sqrt(1 - b * b)
    s = math.sqrt(math.log(n))
    a = np.zeros((n, d))
    a[0, 0] = a1 * s
    a[:, 1:d - 1] = np.vstack([np.eye(d - 2)] * t) * b * s
    a[:, d - 1] = c * s
    logits = a @ a.T
    w = np.exp(logits - logits.max(axis=1, keepdims=True))
    out = (w / w.sum(axis=1, keepdims=True)) @ a  # V = I_d
    k = 1
    printed = t * b * s / n
    assert out[k, 1 + k % 3] > 1.5 * printed  # k's own group
    assert out[k, 1 + 2] < 0.6 * printed  # the group of neither j3 = 0 nor k = 1
    assert max(out[k, 1 + k % 3], out[k, 3]) <= t * b * s / n ** (1 - b * b)


def test_f7_part2_dense() -> None:
    """Lemma F.7's proof line L2272, <f_exp(A,x)_j0, (A3 V)_i0> <= 1/n^{1-a0}, on the dense cross attention of
    Definition F.1 (D0): a t-sparse Type-II column sums t weights (d = 3, t = 20, n = 40, a0 = 0.05); Part 2's own
    t/n^{1-a0} holds."""
    d, t, a0 = 3, 20, 0.05
    n = t * (d - 1)
    ln = math.log(n)
    j2, j3 = 0, 5
    a1m = np.full((n, d), ln)  # A1: first column a0 log n at j2, the rest log n
    a1m[:, 0] = 0.0
    a1m[j2, 0] = a0 * ln
    a2 = np.zeros((n, d))  # A2 = A3: first column e_j3, then the stacked I_{d-1}
    a2[j3, 0] = 1.0
    a2[:, 1:] = np.vstack([np.eye(d - 1)] * t)
    logits = a1m @ a2.T
    w = np.exp(logits - logits.max(axis=1, keepdims=True))
    c = (w / w.sum(axis=1, keepdims=True)) @ a2  # V = I_d
    col = 1 + j3 % (d - 1)
    assert c[j2, col] > 5 * n ** (a0 - 1)
    assert c[1, 1 + 1 % (d - 1)] > 5 * n ** (a0 - 1)
    assert max(c[j2, 1:].max(), c[1, 1:].max()) <= t * n ** (a0 - 1)


def test_e3_cs_dense() -> None:
    """L1867 with Lemma E.1's scores (QK^T = I_d): for j0 != j3 in j3's Type-II group, c(j0,1) + c(j0,d) (the largest
    |<c_{j0,S}, sigma>|) exceeds (c + 0.05) sqrt(log n) (n = 40, d = 22, t = 2, a1 = 1, b = 0.6)."""
    n, d, t, a1, b = 40, 22, 2, 1.0, 0.6
    c = math.sqrt(1 - b * b)
    s = math.sqrt(math.log(n))
    a = np.zeros((n, d))
    a[0, 0] = a1 * s
    a[:, 1:d - 1] = np.vstack([np.eye(d - 2)] * t) * b * s
    a[:, d - 1] = c * s
    logits = a @ a.T
    w = np.exp(logits - logits.max(axis=1, keepdims=True))
    out = (w / w.sum(axis=1, keepdims=True)) @ a
    j0 = d - 2  # row 20: j3 = 0's group
    assert out[j0, 0] + out[j0, d - 1] > (c + 0.05) * s + 0.02
