"""Second paths of chenli's round-13 checks (helper chenliA), sharing no code with the claims' measurements
(checks/papers/chenli/r13_chenliA.py): L1166's event probability by exact integer arithmetic."""

from __future__ import annotations

import math
from fractions import Fraction

from thmcheck.checks.papers.chenli import r13_chenliA as M


def _row_exit_prob(n: int, thr2: float) -> Fraction:
    """P[(2A - n)^2 > thr2 n^2] for A ~ Bin(n, 1/2), by summing C(n, a)/2^n over the a with (2a - n)^2 > thr2 n^2."""
    tot = sum(math.comb(n, a) for a in range(n + 1) if (2 * a - n) ** 2 > thr2 * n * n)
    return Fraction(tot, 2**n)


def test_l1166_second_path() -> None:
    """L1166 by exact integer arithmetic: k = 2, d2 = d = 2000, delta = 1/d^{1.5}. The printed threshold t^2 =
    log(k/delta)/d2 (natural log: P[E^c] > 30 delta; base 2: > 4 delta) leaves P[E^c] = 1 - (1 - q)^2 above delta; the claim's measure
    agrees; the threshold sqrt(2 log(2k/delta)/d2) (Hoeffding) gives P[E^c] <= delta."""
    k, n = 2, 2000
    delta = n ** -1.5
    for log, factor in ((math.log, 30), (math.log2, 4)):
        q = _row_exit_prob(n, log(k / delta) / n)
        pe = 1 - (1 - q) ** k
        assert float(pe) > factor * delta
    q = _row_exit_prob(n, math.log(k / delta) / n)
    pe = float(1 - (1 - q) ** k)
    got = M.l1166_parts({"k": k, "d2": n, "p": 1.5})
    assert math.isclose(got["lhs"], pe, rel_tol=1e-6)
    assert got["terms"]["d2_slack"] > 0 and got["terms"]["c_slack"] > 0
    qh = _row_exit_prob(n, 2 * math.log(2 * k / delta) / n)
    assert float(1 - (1 - qh) ** k) <= delta
    assert pe <= min(1.0, 2 * math.sqrt(k * delta))


def test_l1186_second_path() -> None:
    """L1186 by a second path: every X in {+-1}^{2 x 7} (d1 = 4, d2 = 3), Theta = (F/2) diag([[0, 1], [-1, 0]] x 2) on
    S_[1], F = 5: the printed left side (1/d2) |1_[2]^T (E[X^T S X] - 2 Id) 1_[2]| is 1 (Tr S = 1 for every X), the left
    side with J (L1113, (55)) is 0; the claim's closed form agrees."""
    import itertools as it

    import numpy as np

    k, d1, d2, F = 2, 4, 3, 5.0
    d = d1 + d2
    T = np.zeros((d, d))
    for b in range(0, d1, 2):
        T[b, b + 1], T[b + 1, b] = F / 2, -F / 2
    one = np.r_[np.zeros(d1), np.ones(d2)]
    acc, acc_j, n = np.zeros((d, d)), np.zeros((d, d)), 0
    J = np.ones((k, k))
    for bits in it.product((1.0, -1.0), repeat=k * d):
        X = np.array(bits).reshape(k, d)
        L = X @ T @ X.T
        S = np.exp(L) / np.exp(L).sum(axis=1, keepdims=True)
        assert abs(np.trace(S) - 1.0) < 1e-12
        acc += X.T @ S @ X
        acc_j += X.T @ J @ S @ X
        n += 1
    lhs = abs(one @ (acc / n - k * np.eye(d)) @ one) / d2
    lhs_j = abs(one @ (acc_j / n - k * np.eye(d)) @ one) / d2
    assert abs(lhs - 1.0) < 1e-9 and lhs_j < 1e-9
    got = M.l1186_parts({"k": 2, "d2": 10**14, "p": 1.0, "F": 1e3})
    assert got["lhs"] == 1.0 and got["q"]["trace_m"] == 1.0
    assert all(v > 0 for key, v in got["terms"].items() if key.endswith("slack"))
