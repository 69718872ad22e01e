"""Second paths for round 14's chenliA claims (checks/papers/chenli/r14_chenliA.py and the re-encoded
chenli.display.thm5.1-linearity), recomputed from the paper's definitions without the claims' code."""

from __future__ import annotations

import itertools
import math

import numpy as np


def _softmax(a: np.ndarray) -> np.ndarray:
    e = np.exp(a - a.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def _delta(theta: np.ndarray, k: int, xs: list) -> np.ndarray:
    """Delta_Theta = E[X^T J softmax(X Theta X^T) X] - k Id (L1320), exactly over every X."""
    J = np.ones((k, k))
    return np.mean([X.T @ J @ _softmax(X @ theta @ X.T) @ X for X in xs], axis=0) - k * np.eye(theta.shape[0])


def _rotations(d: int, tau: float) -> tuple[np.ndarray, np.ndarray]:
    """tau Rot_A (pairs (0, 1), (2, 3)) and tau Rot_B (pairs (0, 2), (1, 3)) on S_[1] = {0..3} of R^{d x d}."""
    rot_a, rot_b = np.zeros((d, d)), np.zeros((d, d))
    for a, b in ((0, 1), (2, 3)):
        rot_a[a, b], rot_a[b, a] = tau, -tau
    for a, b in ((0, 2), (1, 3)):
        rot_b[a, b], rot_b[b, a] = tau, -tau
    return rot_a, rot_b


def _all_inputs(k: int, d: int) -> np.ndarray:
    """Every X in {+-1}^{k x d}, stacked (2^{kd} x k x d)."""
    n = k * d
    idx = np.arange(2**n)[:, None]
    return (1.0 - 2.0 * ((idx >> np.arange(n)[None]) & 1)).reshape(-1, k, d)


def _smx_all(X: np.ndarray, T: np.ndarray) -> np.ndarray:
    """softmax(X T X^T) row-wise, for every stacked input."""
    L = np.einsum("bid,de,bje->bij", X, T, X)
    e = np.exp(L - L.max(-1, keepdims=True))
    return e / e.sum(-1, keepdims=True)


def _xjsx(X: np.ndarray, S: np.ndarray) -> np.ndarray:
    """E[X^T J S X] = E[(X^T 1)(c^T X)], c the column sums of S (J = 1 1^T), over the stacked inputs."""
    return np.einsum("ba,bd->ad", X.sum(1), np.einsum("bj,bjd->bd", S.sum(1), X)) / X.shape[0]


def test_thm5_1_linearity_printed_second_path() -> None:
    """L1348 as printed (one head-less Delta_Theta) at k = 3 (Assumption 5), d = 2, m = 2, by enumerating the 2^6
    inputs: Theta_2 = P Theta_1 P^T (P the coordinate swap; Section 4's assumptions are permutation invariant) has
    Delta_{Theta_2} = P Delta_{Theta_1} P^T, the left side E[X^T J Y] - k (W_1 + W_2) equals Delta_1 W_1 + Delta_2 W_2
    (the reading) and differs from Delta_Theta (W_1 + W_2) for both choices Theta in {Theta_1, Theta_2}."""
    k, d = 3, 2
    rng = np.random.default_rng(3)
    th1 = np.array([[0.3, 1.7], [-0.9, -0.2]])
    assert abs(np.trace(th1)) <= math.sqrt(math.log(k)) * np.linalg.norm(th1)  # Assumption 5 (chi = sqrt(log 3))
    P = np.array([[0.0, 1.0], [1.0, 0.0]])
    th2 = P @ th1 @ P.T
    w1, w2 = rng.normal(size=(d, d)), rng.normal(size=(d, d))
    xs = [np.array(s, float).reshape(k, d) for s in itertools.product((-1.0, 1.0), repeat=k * d)]
    J = np.ones((k, k))
    lhs = np.mean([X.T @ J @ (_softmax(X @ th1 @ X.T) @ X @ w1 + _softmax(X @ th2 @ X.T) @ X @ w2) for X in xs],
                  axis=0) - k * (w1 + w2)
    d1, d2 = _delta(th1, k, xs), _delta(th2, k, xs)
    assert np.allclose(d2, P @ d1 @ P.T, atol=1e-13)
    assert np.allclose(lhs, d1 @ w1 + d2 @ w2, atol=1e-13)
    for dl in (d1, d2):
        assert np.linalg.norm(lhs - dl @ (w1 + w2)) > 1e-2


def test_l1348_scale_second_path() -> None:
    """The bookkeeping and the first-order formula of chenli.display.thm5.1-linearity-scale by exact enumeration at a
    small size (k = 3, S_[1] = 4 coordinates, S_[2] = {4}, S_[3] = {5}: all 2^18 inputs): Theta_1 = -lam e_4 e_5^T +
    tau Rot_A (pairs (0, 1), (2, 3)), Theta_2 = tau Rot_B (pairs (0, 2), (1, 3)), W_1 = diag(+-1)/sqrt(6), W_2 =
    Id/sqrt(6), probe P(A) = sqrt(6) A[4, 5]. P(E[X^T J Y] - k Sum W_i) - P(Delta_1 (W_1 + W_2)) = q(Theta_2) -
    q(Theta_1) with q(Theta) = Delta_Theta[4, 5], q(Theta_2) = 0, and q(Theta_1) = -lam sum E[S (1 - S)] (S = softmax
    of the rotation's logits) up to lam^2 367/2, the claim's remainder bound; the claim's closed-form lower bound of
    E[S_11 (1 - S_11)] (0.167 P[|R_12| <= 1, R_13 <= 0]) is below the enumerated value."""
    from thmcheck.checks.papers.chenli import r14_chenliA as M

    k, d, tau = 3, 6, 0.7
    rot_a, rot_b = _rotations(d, tau)
    X = _all_inputs(k, d)
    J = np.ones((k, k))

    def delta(S: np.ndarray) -> np.ndarray:
        return _xjsx(X, S) - k * np.eye(d)

    S0 = _smx_all(X, rot_a)
    coef = float((S0 * (1 - S0)).sum((1, 2)).mean())
    s11 = float((S0[:, 0, 0] * (1 - S0[:, 0, 0])).mean())
    R = np.einsum("bid,de,bje->bij", X, rot_a, X)
    p = float(((np.abs(R[:, 0, 1]) <= 1) & (R[:, 0, 2] <= 0)).mean())
    assert s11 >= M._S_LOW * p
    w1, w2 = np.diag([1.0, -1.0, 1.0, -1.0, 1.0, -1.0]) / math.sqrt(d), np.eye(d) / math.sqrt(d)
    S2 = _smx_all(X, rot_b)
    d2 = delta(S2)
    assert abs(d2[4, 5]) < 1e-14
    for lam in (1e-3, 0.1):
        th1 = rot_a.copy()
        th1[4, 5] = -lam
        S1 = _smx_all(X, th1)
        d1 = delta(S1)
        # E[X^T J Y] with Y = sum_i softmax(X Theta_i X^T) X W_i, computed per input (not through Delta)
        Y = np.einsum("bij,bjd,de->bie", S1, X, w1) + np.einsum("bij,bjd,de->bie", S2, X, w2)
        lhs = np.einsum("bia,ij,bje->ae", X, J, Y, optimize=True) / X.shape[0] - k * (w1 + w2)
        diff = math.sqrt(d) * (lhs[4, 5] - (d1 @ (w1 + w2))[4, 5])
        assert math.isclose(diff, d2[4, 5] - d1[4, 5], abs_tol=1e-12)
        assert abs(d1[4, 5] + lam * coef) <= lam * lam * M._Q2 / 2
        assert d1[4, 5] < 0


def test_thm5_1_scale_second_path() -> None:
    """chenli.thm5.1-scale's lower bound by exact enumeration at a small size (k = 3, d = 6, all 2^18 inputs):
    Theta_1 = tau Rot_A on S_[1] = {0..3}, Theta_2 = -lam e_4 e_5^T + tau Rot_B, W_1 = diag(+-1)/sqrt(6), W_2 = s
    Id/sqrt(6): the [4, 5] entry of E[X^T J Y] - k (W_1 + W_2) (computed from Y = F(X) per input) is s Delta_2[4, 5]/
    sqrt(6) (head 1 contributes 0 there), Delta_2[4, 5] < 0, and the Frobenius norm of the left side grows linearly in
    s (>= s |Delta_2[4, 5]|/sqrt(6))."""
    k, d, tau, lam = 3, 6, 0.7, 0.05
    rot_a, rot_b = _rotations(d, tau)
    th2 = rot_b.copy()
    th2[4, 5] = -lam
    X = _all_inputs(k, d)

    S1, S2 = _smx_all(X, rot_a), _smx_all(X, th2)
    col = X.sum(1)
    delta2 = _xjsx(X, S2) - k * np.eye(d)
    assert delta2[4, 5] < 0
    w1 = np.diag([1.0, -1.0, 1.0, -1.0, 1.0, -1.0]) / math.sqrt(d)
    norms = []
    for s in (1.0, 10.0, 100.0):
        w2 = s * np.eye(d) / math.sqrt(d)
        Y = np.einsum("bij,bjd,de->bie", S1, X, w1) + np.einsum("bij,bjd,de->bie", S2, X, w2)
        lhs = np.einsum("ba,be->ae", col, Y.sum(1)) / X.shape[0] - k * (w1 + w2)
        assert math.isclose(lhs[4, 5], s * delta2[4, 5] / math.sqrt(d), rel_tol=1e-9, abs_tol=1e-15)
        norms.append(float(np.linalg.norm(lhs)))
        assert norms[-1] >= s * abs(delta2[4, 5]) / math.sqrt(d)
    assert norms[2] > 5 * norms[1] > 25 * norms[0]
