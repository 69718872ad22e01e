"""Second paths of the round-5 chenli step claims of Sections 3-5 and Appendix A (checks/papers/chenli/r5_chenli1.py).

Each test recomputes its display from the paper's definitions with its own arithmetic (mpmath, fractions, numpy),
sharing no code with the claim's bound or measurement.
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import mpmath
import numpy as np


def _slice_corr(mu: Fraction, d: int) -> Fraction:
    """E[x_i x_j], i != j, for x uniform on the slice of {+-1}^d with mean mu, by counting (Fact 5.3's definition)."""
    a = int((1 + mu) * d / 2)
    tot = same = 0
    for x in itertools.combinations(range(d), a):
        s = set(x)
        v0 = 1 if 0 in s else -1
        v1 = 1 if 1 in s else -1
        tot += 1
        same += v0 * v1
    return Fraction(same, tot)


def test_l39_top_case_softmax_direct() -> None:
    """L403: k = 2, C = 0.4, eta = 0.5, R = 20, a = (0, -8), b = (-10, -8): (5) from the softmaxes at 50 digits vs
    the printed k e^{-CR} (e^{a_1} - e^{b_1})/(e^{a_1} + e^{a_2})."""
    mpmath.mp.dps = 50
    C, eta, R = mpmath.mpf("0.4"), mpmath.mpf("0.5"), mpmath.mpf(20)
    a = [mpmath.mpf(0), -C * R]
    b1 = -eta * R
    assert eta * mpmath.log(1 / eta) <= C and abs(a[0] - a[1]) >= C * R
    sm = lambda v: mpmath.exp(v[0]) / (mpmath.exp(v[0]) + mpmath.exp(v[1]))  # noqa: E731
    five = abs(sm(a) - sm([b1, a[1]]))
    printed = 2 * mpmath.exp(-C * R) * (mpmath.exp(a[0]) - mpmath.exp(b1)) / (mpmath.exp(a[0]) + mpmath.exp(a[1]))
    assert five > 1000 * printed
    assert abs(five - mpmath.mpf("0.8808")) < 1e-3


def _eq14_case(block_rows: list[int], d_b: int, j: int, c: Fraction) -> tuple[Fraction, Fraction]:
    """(14)/(15) for A in R^{d_b x 1} (only the block's rows matter): lhs and the middle term, exactly."""
    mu = Fraction(j, d_b)
    f = _slice_corr(mu, d_b)
    assert f == (mu * mu * d_b - 1) / (d_b - 1)  # Fact 5.3, by counting
    G = [[r * s for s in block_rows] for r in block_rows]
    off = sum(G[p][q] for p in range(d_b) for q in range(d_b) if p != q)
    ones = sum(sum(row) for row in G)
    return abs(off * f), c * c / d_b * ones


def test_eq14_zero_row_sum() -> None:
    lhs, mid = _eq14_case([1, -1, 0, 0], 4, 0, Fraction(1))
    assert mid == 0 and lhs == Fraction(2, 3)


def test_eq15_zero_row_sum() -> None:
    lhs, mid = _eq14_case([2, -1, -1, 0], 4, 0, Fraction(1))
    assert mid == 0 and lhs > 0


def test_eq16_opposite_rows() -> None:
    """(16): d_2 = d_3 = 16, c = 1, mu = nu = 1/4, A with rows 1 on S_[2] and -1 on S_[3] (d_a = 1)."""
    rows2, rows3 = [1] * 16, [-1] * 16
    cross = sum(r * s for r in rows2 for s in rows3)
    mu = nu = Fraction(1, 4)
    lhs = abs(cross * mu * nu)
    middle = Fraction(1, 16) * cross  # c^2/sqrt(d_2 d_3) = 1/16
    assert lhs == 16 and middle == -16
    assert lhs > middle


def test_eq28_centred_rows() -> None:
    """(28): d_2 = 16, c = 2, mu = 6/16, Theta = identity with its S_[2] rows centred: 1^T Theta Theta^T 1 = 0."""
    d1, d2, d3 = 0, 16, 16
    d = d1 + d2 + d3
    T = np.eye(d)
    T[:d2] -= T[:d2].mean(axis=0)
    G = T @ T.T
    one = G[:d2, :d2].sum()
    off = one - np.trace(G[:d2, :d2])
    mu = 6 / 16
    f = (mu**2 * d2 - 1) / (d2 - 1)
    s = np.linalg.svd(T, compute_uv=False)
    assert (s**2).sum() / s[0] ** 2 >= 16  # r_Theta >= 4 c^2
    assert abs(one) < 1e-12 and abs(off) * f > 0.9
    assert abs(off) * f <= 4 * s[0] ** 2  # the chain's end c^2 ||Theta||_op^2 holds


def test_l802_centred_rows() -> None:
    """L802 first '<=': nu = 1 (f = 1), d_3 = 4, d = 48: rows of S_[3] centred, identity elsewhere."""
    d1, d2, d3 = 40, 4, 4
    d = d1 + d2 + d3
    T = np.eye(d)
    T[d1 + d2:] -= T[d1 + d2:].mean(axis=0)
    G = T @ T.T
    blk = G[d1 + d2:, d1 + d2:]
    s = np.linalg.svd(T, compute_uv=False)
    r = (s**2).sum() / s[0] ** 2
    assert d3 <= min(d / 8, np.sqrt(d * r) / 8)  # the second bullet with nu = 1, c = 1
    assert abs(blk.sum()) < 1e-12 and abs(blk.sum() - np.trace(blk)) > 2.9


def _ups_bruteforce(T: np.ndarray) -> float:
    """Assumption 4's smallest nu, by a loop over every subset S and every column (no vectorisation)."""
    d = T.shape[0]
    F = np.linalg.norm(T)
    nu2 = max(max(np.linalg.norm(T[:, j]) ** 2 for j in range(d)), max(np.linalg.norm(T[j]) ** 2 for j in range(d)))
    nu2 *= d / F**2
    for k in range(1, d + 1):
        for S in itertools.combinations(range(d), k):
            one = np.zeros(d)
            one[list(S)] = 1.0
            P = np.eye(d) - np.outer(one, one) / k
            TP = T @ P
            fp = np.linalg.norm(TP) ** 2
            nu2 = max(nu2, max(np.linalg.norm(TP[:, j]) ** 2 for j in range(d)) * d / fp)
    return float(np.sqrt(max(nu2, 1.0)))


def _equal_block(d: int, d3: int) -> np.ndarray:
    """A Hadamard-based orthogonal matrix with its last d_3 columns replaced by its (d - d_3 + 1)-th column."""
    H = np.array([[1.0]])
    while H.shape[0] < d:
        H = np.block([[H, H], [H, -H]])
    T = H[:d, :d] / np.sqrt(d)
    T[:, d - d3:] = T[:, [d - d3]]
    return T


def test_eq30_equal_columns() -> None:
    d, d3 = 8, 4
    T = _equal_block(d, d3)
    nu = _ups_bruteforce(T)
    lhs = np.linalg.norm(T[:, d - d3:].sum(axis=1)) ** 2
    printed = d3 * nu**2 / d * np.linalg.norm(T) ** 2
    assert np.isfinite(nu) and lhs > 1.2 * printed
    assert lhs <= d3**2 * nu**2 / d * np.linalg.norm(T) ** 2


def test_l802_rowsum_equal_rows() -> None:
    d, d3 = 8, 4
    T = _equal_block(d, d3).T
    nu = _ups_bruteforce(T)
    lhs = np.linalg.norm(T[d - d3:].sum(axis=0)) ** 2
    assert lhs > 1.2 * d3 * nu**2 / d * np.linalg.norm(T) ** 2


def test_l59_column_split() -> None:
    """d_1 = 2, d_2 = 1, d_3 = 1: the printed sum over i = 3, ..., 1 is empty."""
    T = np.arange(1, 17).reshape(4, 4)
    theta1 = int((T[:, :2] ** 2).sum())
    printed = int((T**2).sum()) - sum(int((T[:, i - 1] ** 2).sum()) for i in range(3, 2))
    intended = int((T**2).sum()) - int((T[:, 2:] ** 2).sum())
    assert printed != theta1 and intended == theta1


def test_l826_rows_not_columns() -> None:
    d1, d2, d3 = 1, 3, 2
    d = d1 + d2 + d3
    T = np.zeros((d, d))
    T[d1 + d2:, d1:d1 + d2] = 1.0
    lhs = 1.0 * abs(T[d1 + d2:, d1:d1 + d2].sum())
    cols = np.sqrt(d2) * sum(np.linalg.norm(T[:, i]) for i in range(d1 + d2, d))
    rows = np.sqrt(d2) * sum(np.linalg.norm(T[i]) for i in range(d1 + d2, d))
    assert lhs == 6 and cols == 0 and lhs <= rows + 1e-12


def test_l1296_signed_coefficients() -> None:
    M = np.array([[0.0, 1.0], [0.0, 0.0]])
    u, v = np.array([1.0, 0.0]), np.array([0.0, -1.0])
    lam, mu = 1.0, -1.0
    lhs = abs(u @ M @ v)
    printed = lam * mu * abs(M[0, 1])
    assert lhs == 1 and printed == -1


def test_a14_one_coordinate() -> None:
    """L3540: d = 1, f(x) = x, s = -1, A = {-1}, x = 1: d_T(1, A) = max over alpha in S^0 of alpha * 1 = 1."""
    alphas = [-1.0, 1.0]
    d_T = max(min(a * (1 != y) for y in [-1]) for a in alphas)
    f_x, s = 1.0, -1.0
    assert d_T == 1.0 and f_x > s + d_T
    assert f_x <= s + 2 * d_T


def test_two_point_mlsi_constant() -> None:
    """The 2-point chain [[1 - q, q], [q, 1 - q]] (uniform pi): Ent(f)/E(f, log f) <= 1/(4 q), approached as f -> 1."""
    mpmath.mp.dps = 30
    q = mpmath.mpf("0.3")
    best = 0
    for s in [mpmath.mpf(10) ** (-k) for k in range(1, 8)] + [mpmath.mpf(x) / 4 for x in range(1, 80)]:
        a, b = mpmath.exp(s), mpmath.mpf(1)
        m = (a + b) / 2
        ent = (a * mpmath.log(a) + b * mpmath.log(b)) / 2 - m * mpmath.log(m)
        E = q / 2 * (a - b) * (mpmath.log(a) - mpmath.log(b))
        best = max(best, ent / E)
    assert best <= 1 / (4 * q)
    assert best > 0.999 / (4 * q)


def test_def510_support_sign() -> None:
    """Definition 5.10 with mu = -1 <= mu' = 0, d_2 = 2: x = (-1, -1), one of its -1's set to +1."""
    x = (-1, -1)
    for flipped in range(2):
        xp = tuple(1 if i == flipped else v for i, v in enumerate(x))
        diff = {b - a for a, b in zip(x, xp, strict=True)}
        printed = {0, (-1) ** 1 * 2}  # 1[mu <= mu'] = 1
        assert not diff <= printed and diff <= {0, 2}


def test_overview_disjoint_vectors() -> None:
    """k = 1, d = 2, Delta = (1), v = e_1, w = e_2: E[X^T J Delta X] = E[X^T X] = Id, so v^T (.) w = 0, not k = 1."""
    vals = [x1 * x2 for x1 in (-1, 1) for x2 in (-1, 1)]  # (X^T X)_{12} = x_1 x_2
    assert sum(vals) / 4 == 0


def test_eq37_orthogonal() -> None:
    """(37)'s '<=' with ||Theta||_F^2 restored on the first term (the first term then cancels): d_2 = 6, d_3 = 4,
    Theta = the orthogonal factor of a fixed 10 x 10 matrix, nu by brute force over all 1023 sets S."""
    d1, d2, d3 = 0, 6, 4
    d = d1 + d2 + d3
    T = np.linalg.qr(np.arange(1, d * d + 1, dtype=float).reshape(d, d) ** 0.5 + np.eye(d) * 3)[0]
    nu = _ups_bruteforce(T)
    F2 = np.linalg.norm(T) ** 2
    left = (T[:, d1:d1 + d2] ** 2).sum() + np.linalg.norm(T[:, d1 + d2:].sum(axis=1)) ** 2
    assert left > 2 * d3 * nu**2 / d * F2


def test_eq36_extreme_slices() -> None:
    """(36)'s '<=': d_2 = d_3 = 4, c = 1, mu = nu = -1/2, mu' = nu' = 1/2, Theta = I_8 (||.||_F^2 = 8, op = 1, r = 8)."""
    c, d2, d3, F2, op2, r = 1.0, 4, 4, 8.0, 1.0, 8.0
    dm = 1.0  # mu' - mu = nu' - nu
    left = max(dm, dm) * F2 + (d2 * (dm / 2) ** 2 + d3 * (dm / 2) ** 2) * op2
    right = (c / np.sqrt(min(d2, d3)) + c * c / r) * F2
    assert left == 10.0 and right == 5.0
    assert left <= 2 * right


def test_row_moment_s2_row() -> None:
    """L994's second '<=': d_2 = 16, U_2 a uniform 8-subset of S_[2], a row Theta_i = 1_[2]: E[<1_[2], 1_U2>^2] =
    E[|U_2|^2] = 64 by direct counting, against ||Theta_i||^2 + <Theta_i, 1_[3]>^2 = 16."""
    import itertools as it

    subsets = list(it.combinations(range(16), 8))[:200]  # <1_[2], 1_U2> = |U_2| = 8 for every subset
    vals = {sum(1 for _ in U) ** 2 for U in subsets}
    assert vals == {64} and 64 > 16 + 0
