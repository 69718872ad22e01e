"""Second paths for chenli's round-7 uniform conversions (helper chenliH): each recomputes a crossing from the
paper's definitions with its own code (no import of the claim's measurement or bound); the last tests check
building blocks of the round's uniform checks (exact tails, the shape's floor)."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest


def _expected_xjy(thetas: list[np.ndarray], ws: list[np.ndarray], k: int) -> np.ndarray:
    """E[X^T J Y] over X uniform on {+-1}^{k x d}, Y = sum_i softmax(X Theta_i X^T) X W_i (Eq. (1), L110), J the
    all-ones k x k matrix, by a plain loop over the 2^{kd} inputs."""
    d = thetas[0].shape[0]
    J = np.ones((k, k))
    total = np.zeros((d, d))
    for bits in itertools.product((-1.0, 1.0), repeat=k * d):
        X = np.array(bits).reshape(k, d)
        Y = np.zeros((k, d))
        for t, w in zip(thetas, ws, strict=True):
            a = X @ t @ X.T
            e = np.exp(a - a.max(axis=1, keepdims=True))
            Y += (e / e.sum(axis=1, keepdims=True)) @ X @ w
        total += X.T @ J @ Y
    return total / 2 ** (k * d)


def test_thm5_1_lhs_linear_in_w2() -> None:
    """Theorem 5.1 (L511-L515) at k = 3, d = 2, m = 2: Theta_1 = Theta_2 = diag(2, -1) + e_1 e_2^T (|Tr| = 1 <=
    sqrt(log 3) ||Theta||_F, Assumption 5), W_1 = I/sqrt 2 (||W_1||_F = 1), W_2 = s R/sqrt 2 with R the rotation by
    90 degrees (<W_1, W_2> = 0: Assumption 8 with any kappa' in (0, 1); Assumption 10 bounds ||W_2||_F = s only from
    below). The left side ||E[X^T J Y] - k (W_1 + W_2)||_F grows like s, while the printed bound has no W: it crosses
    m k^5 upsilon (the printed shape at constant 1 and any C, upsilon >= 1 here) by s = 1e5, and the ratio keeps
    growing x10 per decade (for every hidden constant)."""
    k = 3
    t = np.array([[2.0, 1.0], [0.0, -1.0]])
    fro = float(np.linalg.norm(t))
    assert abs(np.trace(t)) <= math.sqrt(math.log(k)) * fro
    ups = max(np.linalg.norm(t, axis=0).max(), np.linalg.norm(t, axis=1).max()) * math.sqrt(2) / fro
    w1 = np.eye(2) / math.sqrt(2)
    rot = np.array([[0.0, -1.0], [1.0, 0.0]]) / math.sqrt(2)
    lhs = {}
    for s in (1.0, 1e3, 1e5):
        ws = [w1, s * rot]
        lhs[s] = float(np.linalg.norm(_expected_xjy([t, t], ws, k) - k * (ws[0] + ws[1])))
    shape = 2 * k**5 * ups
    assert lhs[1e5] / lhs[1e3] > 99.0  # linear in s
    assert lhs[1e3] / lhs[1.0] > 300.0
    assert lhs[1e5] > shape  # crossed at constant 1
    assert lhs[1e5] / shape > 10 * lhs[1e3] / shape * 0.99


def test_thmA15_tails_against_monte_carlo_and_each_other() -> None:
    """Theorem A.15's exact tails (chenli.thmA.15's measurement): the two-eigenvalue quadrature at rho = 1 equals the
    chi^2_n tail, and both agree with a plain Monte Carlo of x^T A x for x ~ N(0, I_n)."""
    from thmcheck.checks.papers.chenli.r7_chenliH import _a15_chi2_log_tails, _a15_two_log_tails

    n, t = 10, 6.0
    exact = math.exp(_a15_chi2_log_tails(n, n - t, n + t))
    quad = math.exp(_a15_two_log_tails(5, 5, 1.0, t))
    assert quad == pytest.approx(exact, rel=1e-7)
    rng = np.random.default_rng(0)
    x = rng.standard_normal((200_000, n))
    q = (x[:, :5] ** 2).sum(1) - 0.5 * (x[:, 5:] ** 2).sum(1)
    mc = float(np.mean(np.abs(q - 2.5) >= 3.0))
    assert math.exp(_a15_two_log_tails(5, 5, -0.5, 3.0)) == pytest.approx(mc, abs=5 * math.sqrt(mc / 200_000))
    assert exact == pytest.approx(float(np.mean(np.abs((x**2).sum(1) - n) >= t)), abs=0.005)


def test_lemma5_15_ratio_is_bounded_by_r_to_the_twelfth() -> None:
    """Lemma 5.15 (L1058-L1062): delta*_c >= k^{8/3} c^{2/3} r^{-1/12}, so lhs/shape <= r^{1/12}/2^{8/3} for lhs <= 1
    (the fact the claim's evidence rests on), checked on a grid of the printed domain."""
    from thmcheck.bounds.chenli.r7_chenliH import lemma5_15_shape

    for d2, d3, r, c, k, v in itertools.product((16, 256, 4096), (4, 16), (4.0, 64.0, 1e6), (1.0, 2.0), (2, 5),
                                                (1.0, 3.0)):
        c = min(c, math.sqrt(min(r, d2, d3)) / 2)
        if c < 1:
            continue
        f = lemma5_15_shape(2 * d2, d2, d3, r, c, k, v, 1.0, 1.0)
        assert f >= k ** (8 / 3) * c ** (2 / 3) * r ** (-1 / 12) * (1 - 1e-12)


def test_thmA15_difference_of_chi2_2_is_laplace() -> None:
    """chi^2_2 - chi^2_2 (independent) is Laplace with scale 2: P[|X1 - X2| >= t] = exp(-t/2) exactly, and rho = 0
    reduces to chi^2_{n1}'s own tails (the quadrature of chenli.thmA.15 against closed forms)."""
    from thmcheck.checks.papers.chenli.r7_chenliH import _a15_chi2_log_tails, _a15_two_log_tails

    for t in (0.2, 3.0, 30.0, 300.0):
        assert _a15_two_log_tails(2, 2, -1.0, t) == pytest.approx(-t / 2, rel=1e-8, abs=1e-9)
    assert _a15_two_log_tails(200, 200, 1e-3, 2000.0) == pytest.approx(_a15_chi2_log_tails(200, -1800.0, 2200.0),
                                                                     rel=1e-6)
