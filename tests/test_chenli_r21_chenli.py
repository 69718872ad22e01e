"""Own checks of round 21 (helper chenli): Lemma 9.1's failure probability with Algorithm 5's N ~ sqrt(log(1/delta)),
by a path that shares no code with the claim's measure (dense random Theta, Theta^, W_i; Definition 9.2's Z by
loops; own softmax and least squares; the exact loss over all 2^{kd} inputs; the crossing's arithmetic in integers
and mpmath)."""

from __future__ import annotations

import itertools
import math

import mpmath
import numpy as np


def _softmax(v: np.ndarray) -> np.ndarray:
    e = np.exp(v - v.max())
    return e / e.sum()


def _heads(X: np.ndarray, thetas: list[np.ndarray]) -> list[np.ndarray]:
    """A_i X for each head, A_i = row-wise softmax(X Theta_i X^T)."""
    return [np.array([_softmax(X[r] @ th @ X.T) for r in range(X.shape[0])]) @ X for th in thetas]


def _F(X: np.ndarray, thetas: list[np.ndarray], Ws: list[np.ndarray]) -> np.ndarray:
    """Eq. (1): F(X) = sum_i softmax(X Theta_i X^T) X W_i."""
    return sum(H @ W for H, W in zip(_heads(X, thetas), Ws))


def _alg5(samples: list[np.ndarray], thetas_hat: list[np.ndarray], Ys: list[np.ndarray], m: int, d: int) -> list:
    """Algorithm 5: for each column s the least squares over the stacked Z_a (Z_{r,i,j} of (140) by loops), the
    minimum-norm minimiser; column s of W^_i = block i."""
    Zs = []
    for X in samples:
        k = X.shape[0]
        Z = np.zeros((k, m * d))
        for r in range(k):
            for i in range(m):
                p = _softmax(X[r] @ thetas_hat[i] @ X.T)
                for j in range(d):
                    Z[r, i * d + j] = sum(p[ell] * X[ell, j] for ell in range(k))
        Zs.append(Z)
    Zall = np.vstack(Zs)
    W_hat = [np.zeros((d, d)) for _ in range(m)]
    for s in range(d):
        y = np.concatenate([Y[:, s] for Y in Ys])
        w, *_ = np.linalg.lstsq(Zall, y, rcond=None)
        assert np.linalg.norm(w) <= math.sqrt(m)  # Algorithm 5's constraint is inactive
        for i in range(m):
            W_hat[i][:, s] = w[i * d:(i + 1) * d]
    return W_hat


def test_delta_floor_equal_rows() -> None:
    """All N samples equal X0 (k equal rows): the exact loss of Algorithm 5's output over all 2^{kd} inputs is >= the
    Theta-free floor 2^{-(k-1) d} k sum_s (||u_s||^2 - (x0 . u_s)^2/d) > 0, for random dense Theta, Theta^, W; then the
    crossing's arithmetic at the claim's instance (m = 1, k = 2, d = 92, c = p = 1)."""
    rng = np.random.default_rng(21)
    for m, k, d in ((1, 2, 3), (2, 2, 3), (2, 3, 2)):
        thetas = [3.0 * rng.normal(size=(d, d)) for _ in range(m)]
        eps = 1e-3
        thetas_hat = []
        for th in thetas:
            U = rng.normal(size=(d, d))
            thetas_hat.append(th + eps * U / np.linalg.norm(U))
        Ws = [rng.normal(size=(d, d)) for _ in range(m)]
        Ws = [W / (np.linalg.norm(W) * math.sqrt(m)) for W in Ws]
        inputs = [np.array(b, dtype=float).reshape(k, d) for b in itertools.product((-1.0, 1.0), repeat=k * d)]
        for x0 in itertools.product((-1.0, 1.0), repeat=d):
            x0 = np.array(x0)
            X0 = np.tile(x0, (k, 1))
            N = 5
            W_hat = _alg5([X0] * N, thetas_hat, [_F(X0, thetas, Ws)] * N, m, d)
            loss = np.mean([np.sum((_F(X, thetas_hat, W_hat) - _F(X, thetas, Ws)) ** 2) for X in inputs])
            u = sum(Ws)  # u_s = column s of sum_i W_i
            floor = 2.0 ** (-(k - 1) * d) * k * sum(float(u[:, s] @ u[:, s]) - float(x0 @ u[:, s]) ** 2 / d
                                                   for s in range(d))
            assert floor > 1e-6
            assert loss >= floor * (1 - 1e-9), (m, k, d, loss, floor)
    # the cyclic-shift family's floor: sum_s (||u_s||^2 - (x0 . u_s)^2/d) >= sum_i n_i^2 (1 - m/d) for every x0
    for m, d in ((1, 12), (3, 12), (4, 9)):
        norms = [1.0] + [float(v) for v in rng.uniform(0.1, 1.0, size=m - 1)]
        P = np.roll(np.eye(d), 1, axis=0)
        Ws = [n * np.linalg.matrix_power(P, i) / math.sqrt(d) for i, n in enumerate(norms)]
        for i in range(m):
            assert abs(np.linalg.norm(Ws[i]) - norms[i]) < 1e-12
            assert abs(np.linalg.norm(Ws[i]) ** 2 / np.linalg.norm(Ws[i], 2) ** 2 - d) < 1e-9  # stable rank d
            for j in range(i + 1, m):
                assert abs(float((Ws[i] * Ws[j]).sum())) < 1e-12  # kappa' = 0
        u = sum(Ws)
        for x0 in itertools.product((-1.0, 1.0), repeat=d):
            x0 = np.array(x0)
            val = sum(float(u[:, s] @ u[:, s]) - float(x0 @ u[:, s]) ** 2 / d for s in range(d))
            assert val >= sum(n * n for n in norms) * (1 - m / d) - 1e-12
    # the arithmetic at the claim's instance (m = 1, k = 2, log d = 300, eps = 0.1 2^{-d/2}/d^2, C = c = p = 1):
    # log P_fail >= ln 2 d (1 - k N) with N = ceil(c (m d k)^p sqrt(L)), against log delta = -L
    m, k = 1, 2
    with mpmath.workdps(80):
        d = mpmath.exp(300)
        assert d >= 10 * m**3 * k * mpmath.log(d)  # Assumption 9's floor ('>>' a factor 10), stable rank d
        floor_scaled = k * 1 * (1 - m / d)  # 2^{(k-1) d} x the loss floor
        shape_scaled = 1 * mpmath.mpf("0.1") ** 2 * k**3 * m  # 2^{(k-1) d} C eps^2 d^4 k^3 m, eps = 0.1 2^{-d/2}/d^2
        assert floor_scaled > shape_scaled
        for lnL, crosses in ((1000, False), (1202, False), (1203, True), (1300, True)):
            L = mpmath.exp(lnL)
            N = mpmath.ceil(m * d * k * mpmath.sqrt(L))
            log_p = d * mpmath.log(2) * (1 - k * N)
            assert (log_p > -L) == crosses, (lnL, log_p)


def test_item1_m1_exact_binomial() -> None:
    """Lemma 6.8 Item 1 at m = 1 (O(sqrt(log m)) = 0): P[|x^T Theta x| > chi ||Theta||_F] is a constant, not arbitrarily
    small. (a) The pair family Theta = alpha Id + beta Pi by its exact law (a binomial; own code, exact integers) at d up
    to 6000, against the normal value the claim uses; (b) the x^T Theta x law by brute force over {+-1}^d at d = 12; (c) a
    dense Gaussian symmetric zero-diagonal Theta by Monte Carlo at d = 400 (no lattice structure: the constant is
    the same); (d) the claim's instance value 2 Phi-bar(1/sqrt 2) = 0.4795 at chi = 1, tau = 0 in mpmath."""
    # (a) exact binomial: x^T Theta x = tau chi + 2 beta S_n, S_n = 2B - n, B ~ Bin(n, 1/2), ||Theta||_F = 1
    for n, chi, tau in ((3_000, 1.0, 0.0), (3_000, 1.0, 0.5), (2_000, 1.5, 0.3), (3_000, 3.7169, 0.0)):
        d = 2 * n
        alpha = tau * chi / d
        beta = math.sqrt(1.0 / d - alpha * alpha)
        bad = 0
        for b in range(n + 1):
            if abs(alpha * d + 2.0 * beta * (2 * b - n)) > chi:
                bad += math.comb(n, b)
        p_exact = bad / 2**n
        sigma = math.sqrt(2.0 * (1.0 - (alpha * math.sqrt(d)) ** 2))
        p_norm = 0.5 * math.erfc((chi - tau * chi) / sigma / math.sqrt(2)) + 0.5 * math.erfc(
            (chi + tau * chi) / sigma / math.sqrt(2))
        assert abs(p_exact - p_norm) <= 2 * 0.4748 / math.sqrt(n), (n, chi, tau, p_exact, p_norm)
        assert p_exact > 0.008
    # (b) brute force at d = 12 on the same family (chi = 1, tau = 0): every sign vector
    d, n = 12, 6
    beta = math.sqrt(1.0 / d)
    Th = np.zeros((d, d))
    for p in range(n):
        Th[2 * p, 2 * p + 1] = Th[2 * p + 1, 2 * p] = beta
    assert abs(np.linalg.norm(Th) - 1.0) < 1e-12
    vals = [float(np.array(x) @ Th @ np.array(x)) for x in itertools.product((-1.0, 1.0), repeat=d)]
    p_brute = sum(abs(v) > 1.0 for v in vals) / len(vals)
    assert p_brute > 0.3  # exactly P[|S_6| > sqrt(3)] = P[|S_6| >= 2] = 1 - C(6,3)/64 = 0.6875
    assert abs(p_brute - (1 - math.comb(6, 3) / 64)) < 1e-12
    # (c) dense Gaussian symmetric zero-diagonal Theta (||Theta||_F = 1, no lattice), Monte Carlo
    rng = np.random.default_rng(2021)
    d = 400
    G = rng.normal(size=(d, d))
    Th = (G + G.T) / 2.0
    np.fill_diagonal(Th, 0.0)
    Th /= np.linalg.norm(Th)
    X = rng.choice((-1.0, 1.0), size=(6_000, d))
    q = np.einsum("ij,jk,ik->i", X, Th, X)
    p_mc = float(np.mean(np.abs(q) > 1.0))
    assert abs(p_mc - 0.4795) < 0.04, p_mc
    # (d) the claim's instance value
    with mpmath.workdps(30):
        assert abs(float(2 * (1 - mpmath.ncdf(1 / mpmath.sqrt(2)))) - 0.4795001) < 1e-6
