"""Second paths of chenli's round-8 step claims (helper chenliR): explicit instances computed here with plain numpy
and math, sharing no code with the claims' measurements or bounds (checks/papers/chenli/r8_chenliR.py,
bounds/chenli/r8_chenliR.py)."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest


def _one_sample() -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """k = 2, d = 4, m = 1, N = 1: X = (x; -x), x = 1_4, W_1 = I_4, softmax row p = (0.4, 0.6)."""
    x = np.ones(4)
    X = np.stack([x, -x])
    W = np.eye(4)
    p = np.array([0.4, 0.6])
    return X, W, p, np.array([0.0, 1.0])


def test_l2655_one_sample() -> None:
    """L2655 as printed: the sample meets L2637 (deviation 0.566 <= 2 e^{-sqrt(log 4)} 10 = 6.16) but its
    objective ||Y_1 - X_2 W_1|| = 1.6 exceeds sqrt(k^3 N d) exp(-sqrt(log 4) 10) ||W_1||_F = 8.7e-5."""
    X, W, p, e2 = _one_sample()
    k, d, N, omega, F = 2, 4, 1, 1.0, 10.0
    Y1 = p @ X @ W  # Eq. (1) with one head
    objective = np.linalg.norm(Y1 - X[1] @ W)
    dev = np.linalg.norm(p - e2)
    a = omega * math.sqrt(math.log(d))
    assert dev <= k * math.exp(-a) * F  # L2637's premise
    rhs = math.sqrt(k**3 * N * d) * math.exp(-a * F) * np.linalg.norm(W)
    assert objective == pytest.approx(1.6)
    assert rhs == pytest.approx(8.713e-5, rel=1e-3)
    assert objective > 1e4 * rhs
    # sqrt(N) times (130)'s right side (||Theta_1||_F outside) covers it
    assert objective <= math.sqrt(k**3 * N * d) * math.exp(-a) * F * np.linalg.norm(W)


def test_l2655_holds_under_lemma72() -> None:
    """With Lemma 7.2's own bound (||Theta_1||_F inside the exponential) the same sample shape gives at most the
    printed right side, with equality at the extreme deviation."""
    x = np.ones(4)
    X = np.stack([x, -x])
    W = np.eye(4)
    k, d, N, omega, F = 2, 4, 1, 1.0, 3.0
    a = omega * math.sqrt(math.log(d))
    t = k * math.exp(-a * F) / math.sqrt(2)  # deviation t (1, -1) of norm k e^{-aF}
    delta = np.array([t, -t])
    objective = np.linalg.norm(delta @ X @ W)
    rhs = math.sqrt(k**3 * N * d) * math.exp(-a * F) * np.linalg.norm(W)
    assert objective <= rhs * (1 + 1e-12)


def test_eq131_one_sample() -> None:
    """(131) as printed: with one sample the least squares fits Y_1 exactly, so ||X_2 (W^ - W_1)|| = ||Y_1 - X_2 W_1|| =
    1.6, above 2 sqrt(k^3 N d) exp(-sqrt(log 4) 10) ||W_1||_F = 1.74e-4."""
    X, W, p, _ = _one_sample()
    Y1 = p @ X @ W
    B = X[1:2]  # the rows X_2^(n), N = 1
    W_hat = np.linalg.lstsq(B, Y1[None, :], rcond=None)[0]
    lhs = np.linalg.norm(B @ (W_hat - W))
    rhs = 2 * math.sqrt(2**3 * 1 * 4) * math.exp(-math.sqrt(math.log(4)) * 10.0) * np.linalg.norm(W)
    assert lhs == pytest.approx(1.6)
    assert rhs == pytest.approx(1.7426e-4, rel=1e-3)
    assert lhs > rhs


@pytest.mark.parametrize("beta", [0.0, 0.3, 1.0])
def test_eq150_eq151_small_product(beta: float) -> None:
    """(150)'s symmetrisation and (151)'s association on {+-1}^2 x S_{3, a=1} x S_{2, a=1}, f = i.i.d. values, by
    a pair list built once (each unordered neighbour pair counted from both ends)."""
    rng = np.random.default_rng(7)
    cube = list(itertools.product((-1, 1), repeat=2))
    s2 = [(1, -1, -1), (-1, 1, -1), (-1, -1, 1)]
    s3 = [(1, -1), (-1, 1)]
    pts = [c + u + w for c in cube for u in s2 for w in s3]
    f = dict(zip(pts, rng.exponential(size=len(pts)) * 2.0, strict=True))
    sym = half = 0.0
    for x in pts:
        nbrs = [(x[:i] + (-x[i],) + x[i + 1:], 1.0) for i in range(2)]
        for lo, hi, w in ((2, 5, 1 / 3), (5, 7, 1 / 2)):
            for i, j in itertools.combinations(range(lo, hi), 2):
                y = list(x)
                y[i], y[j] = y[j], y[i]
                nbrs.append((tuple(y), w))
        for y, w in nbrs:
            term = (f[x] - f[y]) * (math.exp(-beta * f[y]) - math.exp(-beta * f[x]))
            sym += w * term
            half += w * (term if f[x] > f[y] else 0.0)
    assert sym == pytest.approx(2 * half, rel=1e-12, abs=1e-15)
    vals = np.array(list(f.values()))
    e = np.exp(-beta * vals)
    assert np.mean(e * vals) <= np.mean(e) * np.mean(vals) + 1e-15


def test_eq53_single_entry() -> None:
    """(53)'s split at k = 2, d_2 = d_3 = 3 (d_1 = 0), Theta = -4 e_1 e_5^T, delta = 0.9, threshold sqrt(log(2/0.9)/3):
    every X enumerated row by row with plain loops; E[Y] = -0.1110 exceeds E[Y | E] + delta E[Y | E^c] = -0.1534."""
    k, d, delta = 2, 6, 0.9
    theta = np.zeros((d, d))
    theta[0, 4] = -4.0
    t = math.sqrt(math.log(k / delta) / 3)
    ys, in_e = [], []
    for signs in itertools.product((-1.0, 1.0), repeat=k * d):
        X = np.array(signs).reshape(k, d)
        logits = X @ theta @ X.T
        S = np.exp(logits - logits.max(axis=1, keepdims=True))
        S = S / S.sum(axis=1, keepdims=True)
        mu = X[:, :3].mean(axis=1)
        nu = X[:, 3:].mean(axis=1)
        ys.append(float(np.ones(k) @ mu * (np.ones(k) @ S @ nu)))  # mu^T J S nu
        in_e.append(bool(np.all(np.abs(mu) <= t) and np.all(np.abs(nu) <= t)))
    y, e = np.array(ys), np.array(in_e)
    p_out = 1 - e.mean()
    assert p_out == pytest.approx(0.68359375)
    assert p_out <= delta
    lhs = y.mean()
    rhs = y[e].mean() + delta * y[~e].mean()
    assert lhs == pytest.approx(-0.1110366, abs=1e-6)
    assert rhs == pytest.approx(-0.1533856, abs=1e-6)
    assert lhs > rhs
    assert lhs <= abs(y[e].mean()) + delta * np.abs(y[~e]).mean()


def test_thm51_bookkeeping_powers() -> None:
    """Lemma 5.18's term k^5 v r/d^{1/6} (L1340) against Theorem 5.1's k^5 max(r^{-1/12}, v/d^C) for every C on a grid
    of (0, 1): d = 1e24, r = d^{1/4}/10 = 1e5, v = 1 meet r << d^{1/4} ('<<' as a factor 10) and v r^2 <= sqrt(d)/10;
    the ratio is >= 10 and grows like d^{1/12}."""
    def ratio(d: float) -> float:
        r, v = d**0.25 / 10, 1.0
        assert 10 * r <= d**0.25 * (1 + 1e-12) and 10 * v * r * r <= math.sqrt(d) * (1 + 1e-12)
        term = v * r / d ** (1 / 6)
        return min(term / max(r ** (-1 / 12), v / d**c) for c in np.linspace(0.001, 0.999, 999))

    assert ratio(1e24) >= 9.9
    assert ratio(1e48) >= 990.0
    assert ratio(1e48) / ratio(1e24) >= 90.0


def test_eq135_pythagoras_instance() -> None:
    """(135) on a hand instance: D = 3, V = span(e_1, e_2) (m = 3, dim 2), lambda = 0.5, v_i with ||Pi^perp v_i|| =
    0.28 < sqrt(0.5/6) = 0.2887 and ||v_i|| = 1: sum ||Pi v_i||^2 = 3 - 3 (0.0784) = 2.7648 > 3 - 0.25 = 2.75."""
    lam, m = 0.5, 3
    c = 0.28
    s = math.sqrt(1 - c**2)
    vs = [np.array([s, 0.0, c]), np.array([0.0, s, c]), np.array([s / math.sqrt(2), s / math.sqrt(2), -c])]
    proj = np.diag([1.0, 1.0, 0.0])
    assert all(abs(v[2]) < math.sqrt(lam / (2 * m)) * np.linalg.norm(vs[0]) for v in vs)
    lhs = sum(float(np.dot(proj @ v, proj @ v)) for v in vs)
    rhs = sum(float(np.dot(v, v)) for v in vs) - lam / 2 * float(np.dot(vs[0], vs[0]))
    assert lhs == pytest.approx(2.7648)
    assert rhs == pytest.approx(2.75)
    assert lhs > rhs
    # one vector's share lambda/(2m) instead of lambda/2 would fail here
    assert lhs < sum(float(np.dot(v, v)) for v in vs) - lam / (2 * m) * 1.0


def test_lemma64_step3_product() -> None:
    """L1913 at k = 4 (one row l = 4) and k = 10 (seven rows), every row failing with probability exactly 1/k:
    3/4 >= (3/4)^4 = 0.3164, (9/10)^7 = 0.4783 >= (9/10)^10 = 0.3487; a factor short ((1 - 1/k)^{k-4}) fails at k = 4."""
    for k, want in ((4, 0.75), (10, 0.4782969)):
        prob = 1.0
        for _ in range(4, k + 1):
            prob *= 1 - 1 / k
        assert prob == pytest.approx(want)
        assert prob >= (1 - 1 / k) ** k
    assert 0.75 < (1 - 1 / 4) ** (4 - 4)  # the planted (1 - 1/k)^{k-4} exceeds the k = 4 product
    assert (1 - 1 / 4) ** 4 == pytest.approx(81 / 256)


def test_l2461_binomial_tail() -> None:
    """L2461 at m = 2, i* = 1, ||Theta_1||_F = ||Theta_2||_F = 1, lambda = 1 (alpha = 1/4, Z = 2, Sigma = 1, f = 1/8),
    eta' = 0, C = 10, d = 10^6: X_1 Theta' has entries +-1/(2 sqrt(d)), A' is {#(+1) > (d + thr)/2}, thr =
    C (7/8) sqrt(2) sqrt(d); the exact tail (log-space sum of binomial terms) is e^{-80.01} > printed e^{-87.5}, and
    below Hoeffding's e^{-76.56}."""
    d, C, f, Z, Sigma = 10**6, 10.0, 1 / 8, 2.0, 1.0
    thr = C * (1 - f) * math.sqrt(Z) * math.sqrt(d)
    kmin = math.floor((d + thr) / 2) + 1
    # log of sum_{j >= kmin} binom(d, j) 2^{-d}, terms from the first (ratio (d - j)/(j + 1) < 1)
    log_first = math.lgamma(d + 1) - math.lgamma(kmin + 1) - math.lgamma(d - kmin + 1) - d * math.log(2)
    total, term, j = 0.0, 1.0, kmin
    while term > 1e-20:
        total += term
        term *= (d - j) / (j + 1)
        j += 1
    log_p = log_first + math.log(total)
    printed = -(C**2) / 2 * Z / Sigma * (1 - f)
    hoeffding = -(C**2) / 2 * Z / Sigma * (1 - f) ** 2
    assert printed == pytest.approx(-87.5)
    assert log_p == pytest.approx(-80.013, abs=0.005)
    assert log_p > printed + 7
    assert log_p < hoeffding


def test_eq125_bayes_d2() -> None:
    """(125) at d = 2 by hand (exact fractions over the 16 pairs): Theta~ = [[1, 0], [0, 2]], threshold 0 (A iff a_2 =
    b_2): both ratios for x = (1, 1), x' = (1, -1) are 1; Theta~ = [[1, 2], [0, 1]], threshold 0: #A per x_2 column is
    (2, 1, 1, 2) over (-1,-1), (-1,1), (1,-1), (1,1), so both ratios are 2; the planted half ratio fails."""
    from fractions import Fraction

    def ratios(th: list[list[int]], thr: int, x: tuple[int, int], xp: tuple[int, int]) -> tuple[Fraction, Fraction]:
        pts = [(a, b) for a in (-1, 1) for b in (-1, 1)]
        inside = {(u, v) for u in pts for v in pts
                  if sum(u[i] * th[i][j] * v[j] for i in range(2) for j in range(2)) > thr}
        joint = {v: Fraction(sum(1 for u in pts if (u, v) in inside), len(inside)) for v in pts}
        cond = {v: Fraction(sum(1 for u in pts if (u, v) in inside), 4) for v in pts}
        return joint[x] / joint[xp], cond[x] / cond[xp]

    lhs, rhs = ratios([[1, 0], [0, 2]], 0, (1, 1), (1, -1))
    assert lhs == rhs == 1
    lhs, rhs = ratios([[1, 2], [0, 1]], 0, (1, 1), (1, -1))
    assert lhs == rhs
    assert lhs != 1  # a non-trivial ratio: (125) is not vacuous here
    assert lhs / 2 != rhs  # the planted half ratio fails


def test_eq122_to_124_by_hand() -> None:
    """(122), (123)'s and (124)'s first links at d = 2 with exact fractions (no shared code): Theta~ = Theta_1 =
    [[1, 2], [0, 1]] (m = 1), A = {X_1 Theta~ X_2^T > 0}, B = {|X_1 Theta_1 X_1^T| > 1} (X_1 Theta X_1^T = 2 + 2 a_1
    a_2: B iff a_1 = a_2), C = {||X_1 Theta~||^2 <= 1.01 ||Theta~||_F^2 = 6.06}; ||X_1 Theta~||^2 = 1 + (2 a_1 + a_2)^2
    is 10 iff a_1 = a_2, so ~C = B and (124)'s link is tight."""
    from fractions import Fraction

    pts = [(a, b) for a in (-1, 1) for b in (-1, 1)]
    th = [[1, 2], [0, 1]]

    def form(u: tuple[int, int], v: tuple[int, int]) -> int:
        return sum(u[i] * th[i][j] * v[j] for i in range(2) for j in range(2))

    def in_b(u: tuple[int, int]) -> bool:
        return abs(form(u, u)) > 1

    def in_c(u: tuple[int, int]) -> bool:
        return sum(sum(u[i] * th[i][j] for i in range(2)) ** 2 for j in range(2)) <= Fraction(606, 100)

    pairs = [(u, v) for u in pts for v in pts]
    prob = Fraction(1, 16)
    p_ab = sum((prob for u, v in pairs if form(u, v) > 0 and in_b(u)), Fraction(0))
    p_abc = sum((prob for u, v in pairs if form(u, v) > 0 and in_b(u) and in_c(u)), Fraction(0))
    p_abnc = sum((prob for u, v in pairs if form(u, v) > 0 and in_b(u) and not in_c(u)), Fraction(0))
    p_nc = Fraction(sum(1 for u in pts if not in_c(u)), 4)
    p_b = Fraction(sum(1 for u in pts if in_b(u)), 4)
    assert p_ab == p_abc + p_abnc  # (122)
    assert p_abc == 0  # B ^ C is empty here: (123)'s first link is 0 <= 0
    assert p_b == p_nc == Fraction(1, 2)
    assert p_abnc == p_ab == Fraction(1, 4)  # X_1 = +-(1, 1): 2 of the 4 X_2 give a positive form
    assert p_abnc <= p_nc  # (124)'s first link
    assert p_abnc == 2 * p_nc * p_ab  # the planted independence product P[~C] P[A ^ B] fails by a factor 2


def test_l2663_two_heads() -> None:
    """L2663 against (131) at m = 2, ||W_1||_F = 1, ||W_2||_F = 2, k = 2, N = 3, d = 4, omega = 1, ||Theta_1||_F = 2
    (written out, no shared code): (131)'s bound 2 sqrt(96) e^{-2 sqrt(ln 4)} 3 exceeds L2663's 2 * 2 sqrt(96)
    e^{-2 sqrt(ln 4)}, so a left side between them contradicts neither; with ||W_2||_F = 1 they are equal."""
    k, n, d, omega, f = 2, 3, 4, 1.0, 2.0
    common = 2 * math.sqrt(k**3 * n * d) * math.exp(-omega * math.sqrt(math.log(d)) * f)
    bound131 = common * (1.0 + 2.0)
    lower2663 = 2 * common
    assert bound131 == pytest.approx(1.5 * lower2663)
    assert bound131 > lower2663
    assert common * (1.0 + 1.0) == pytest.approx(lower2663)
