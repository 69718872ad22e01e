"""Second paths for round 30's chenli claims (helper discChC): own numpy, nothing imported from bounds/, models/ or
checks/papers."""

from __future__ import annotations

import math

import numpy as np


def _lpcertify_constraints(theta: np.ndarray, W: np.ndarray, eps: float, lam_p: float, T: int, k: int,
                           rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """Algorithm 1 (L1458-L1473) Steps 7-12 at m = 1 with What = W_1 exact: T examples X ~ {+-1}^{k x d}, Y_1 =
    softmax(X_1 Theta X^T) X W; alpha* the least-squares combination (it is the softmax row, inside the simplex, when
    X W has full row rank, so it is the simplex argmin); Step 9's test, Step 10's alpha*_2, alpha*_3 >= 1/3, Step 11's
    s. Returns the constraint matrices X_1^T (X_2 - X_3) (as rows of length d^2) and the s's."""
    d = theta.shape[0]
    X = rng.choice([-1.0, 1.0], size=(T, k, d))
    logits = np.einsum("ti,ij,tkj->tk", X[:, 0], theta, X)
    v = np.exp(logits - logits.max(axis=1, keepdims=True))
    v /= v.sum(axis=1, keepdims=True)
    XW = X @ W
    Y1 = np.einsum("tk,tkd->td", v, XW)
    G = XW @ np.transpose(XW, (0, 2, 1))
    full = np.abs(np.linalg.det(G)) > 1e-9
    X, XW, Y1, G = X[full], XW[full], Y1[full], G[full]
    rhs = np.einsum("tkd,td->tk", XW, Y1)
    alpha = np.linalg.solve(G, rhs[..., None])[..., 0]
    resid = np.linalg.norm(np.einsum("tk,tkd->td", alpha, XW) - Y1, axis=1)
    ok = (resid < eps * math.sqrt(lam_p) / 2) & (alpha.min(axis=1) >= -1e-12)
    ok &= (alpha[:, 1] >= 1 / 3) & (alpha[:, 2] >= 1 / 3)
    s = np.log(alpha[ok, 1] / alpha[ok, 2])
    A = np.einsum("ti,tj->tij", X[ok, 0], X[ok, 1] - X[ok, 2]).reshape(-1, d * d)
    return A, s


def test_radial_point_in_K() -> None:
    """Corollary 6.16 (L2156-L2164) at m = 1 (K_Theta = {Theta_1}): every constraint has |s| <= log 2 (Step 10), so
    (1 - t) Theta_1 with t = 7 eps/max|s| >= 7 eps/log 2 meets every one of them (and the ball ||.|| <= 2 ||Theta_1||):
    it is in K, at distance t ||Theta_1||_F from K_Theta, and dist/eps grows linearly in ||Theta_1||_F, past the
    19 eps of Lemma 6.15's proof and any fixed multiple of eps."""
    rng = np.random.default_rng(0)
    d, k, eps, lam_p = 8, 3, 0.01, 0.5
    ratios = []
    for F in (0.5, 2.0, 8.0):
        G = rng.normal(size=(d, d))
        theta = F * G / np.linalg.norm(G)
        W = rng.normal(size=(d, d)) / math.sqrt(d)
        A, s = _lpcertify_constraints(theta, W, eps, lam_p, 20000, k, rng)
        assert s.size >= 100
        assert np.abs(s).max() <= math.log(2.0) + 1e-12
        v = A @ theta.ravel()
        assert np.abs(v - s).max() <= 1e-8  # exact W: s = X_1 Theta_1 (X_2 - X_3)^T
        t = min(1.0, 7 * eps / np.abs(s).max())
        assert t >= 7 * eps / math.log(2.0) - 1e-12
        radial = (1 - t) * theta.ravel()
        assert np.abs(A @ radial - s).max() <= 7 * eps + 1e-12
        assert np.linalg.norm(radial) <= 2 * np.linalg.norm(theta)
        ratios.append(t * F / eps)
    assert ratios[0] < ratios[1] < ratios[2]
    assert ratios[2] > 19.0 * 4  # 8 ||Theta_1||_F x 10.1 ~ 81 eps


def test_min_norm_point_shrinks() -> None:
    """Theorem 6.17 (II) (L2200-L2208): the minimum-norm point of K has norm <= ||(1 - t) Theta*||_F, so ||Theta* -
    hatTheta*||_F >= t ||Theta*||_F, t = eps/(log 2 + 6 eps) (Lemma 6.14's 6 eps). Against the printed shape
    sqrt(eps F/lambda) + kappa^{1/2} m^{1/4} lambda^{-3/4} F with kappa = c lambda^{13/2}/(m^{13/2} log^2 d) of (7)
    and F at Assumption 6's end 10 x 10 (log k + log d + log r/2), r_Theta = the least (8) allows (log^{c8} with c8
    = 1): the ratio grows without bound along log d (m = 1, lambda = 1/2, eps = 0.01, c = 1). Here also: at d = 8 the
    projected-gradient minimum-norm point of K (own iteration) is no longer than (1 - t) ||Theta_1||_F."""
    eps, lam, m, k, c = 0.01, 0.5, 1, 3, 1.0
    t = eps / (math.log(2.0) + 6 * eps)
    prev = 0.0
    for L in (200.0, 2e3, 2e4, 2e5):
        kappa = c * lam**6.5 / (m**6.5 * L * L)
        log_r = math.log(10.0) + math.log(L + math.log(m * k)) - math.log(kappa * lam)
        assert L / 4 - math.log(10.0) - log_r > 0  # (8) has room
        F = 100.0 * (math.log(k) + L + 0.5 * log_r)
        ratio = t * F / math.sqrt(m) / (math.sqrt(eps * F / lam) + math.sqrt(kappa) * m**0.25 * lam**-0.75 * F)
        assert ratio > prev
        prev = ratio
    assert prev > 50.0
    # the minimum-norm point at d = 8: Dykstra-free check, the radial point is feasible so min norm <= (1 - t) F
    rng = np.random.default_rng(3)
    d, F = 8, 6.0
    G = rng.normal(size=(d, d))
    theta = F * G / np.linalg.norm(G)
    A, s = _lpcertify_constraints(theta, rng.normal(size=(d, d)) / math.sqrt(d), eps, 0.5, 20000, 3, rng)
    best = None
    for tt in np.linspace(0.0, 1.0, 2001):
        x = (1 - tt) * theta.ravel()
        if np.abs(A @ x - s).max() <= 7 * eps:
            best = tt
    assert best is not None and best >= eps / (math.log(2.0) + 6 * eps)
    assert (1 - best) * F <= (1 - t) * F


def test_eq126_one_sided_rate() -> None:
    """L2591: P[not (126)] for the block heads is P[Bin(N, 1/2) > N(1 + beta)/2] (own log-binomial sum); the constant
    c with P <= exp(-c beta m r_Theta) must fall like beta: at beta^2 N = 40 fixed, c_needed = log(1/P)/(beta N)
    shrinks ~10x per decade of beta."""
    needed = []
    for beta in (0.2, 0.02, 0.002):
        N = int(round(40.0 / beta**2))
        k0 = math.floor(N * (1 + beta) / 2)
        j = np.arange(k0 + 1, min(N, k0 + 40 * int(math.sqrt(N)) + 50) + 1, dtype=np.float64)
        logs = (math.lgamma(N + 1) - np.array([math.lgamma(x + 1) + math.lgamma(N - x + 1) for x in j])
                - N * math.log(2.0))
        top = logs.max()
        logp = top + math.log(np.exp(logs - top).sum())
        assert -30.0 < logp < -15.0  # ~ -beta^2 N/2 = -20 (plus the Gaussian prefactor)
        needed.append(-logp / (beta * N))
    assert needed[0] > 5 * needed[1] > 25 * needed[2]
    assert needed[2] < 2e-3
