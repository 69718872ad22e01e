"""Second path of thmcheck.checks.papers.thesis.r20_thesisD3 (round 20, helper thesisD3): own numpy code (Gauss-Hermite
expectations of the sigmoid's derivatives), none of the claim's bound or measure functions nor thmcheck.models."""

from __future__ import annotations

import math

import numpy as np


def _phi_mean(w: np.ndarray, lam: list, mus: list, var: list, order: int) -> float:
    """E[phi^(order)(w^T x)] (order 1, 2, 3) for the sigmoid phi, x ~ sum_l lam_l N(mu_l, diag var_l), 200-node
    Gauss-Hermite."""
    z, wz = np.polynomial.hermite_e.hermegauss(200)
    wz = wz / math.sqrt(2 * math.pi)
    tot = 0.0
    for lm, mu, v in zip(lam, mus, var, strict=True):
        u = float(w @ mu) + math.sqrt(float(w**2 @ v)) * z
        s = 1.0 / (1.0 + np.exp(-u))
        d1 = s * (1 - s)
        f = {1: d1, 2: d1 * (1 - 2 * s), 3: d1 * (1 - 6 * s * (1 - s))}[order]
        tot += lm * float(wz @ f)
    return tot


def _W(eps: float) -> np.ndarray:
    """d = K = 3: w_1* = e_1, w_2* = -e_1 + eps e_2, w_3* = (0.3, 0.2, 1) (a generic third neuron)."""
    return np.array([[1.0, -1.0, 0.3], [0.0, eps, 0.2], [0.0, 0.0, 1.0]])


def test_l6446_deltaK_Q2_over_deltaK_W_sq_grows() -> None:
    """L6446 'delta_K(Q_2) <~ delta_K^2(W*)': W* = _W(eps), x ~ 0.6 N((0.5, 0, 0.2), I) + 0.4 N((-0.2, 0.3, 0),
    diag(2, 1, 0.5)) (not symmetric): Q_2 = (1/3) sum_i E[phi''(w_i*^T x)] w_i* w_i*^T; ||Q_1||, ||Q_2||, ||Q_3|| stay of
    order one while delta_3(Q_2) / delta_3(W*)^2 grows x10 per decade of eps -> 0; delta_3(Q_2) <= delta_1(W*)
    delta_3(W*) / (6 sqrt 3) (the corrected form) holds."""
    lam = [0.6, 0.4]
    mus = [np.array([0.5, 0.0, 0.2]), np.array([-0.2, 0.3, 0.0])]
    var = [np.ones(3), np.array([2.0, 1.0, 0.5])]
    ratios = []
    for eps in (1e-1, 1e-2, 1e-3, 1e-4):
        W = _W(eps)
        c = [_phi_mean(W[:, i], lam, mus, var, 2) for i in range(3)]
        assert c[0] * c[1] < 0
        Q2 = sum(c[i] * np.outer(W[:, i], W[:, i]) for i in range(3)) / 3
        Q1 = sum(_phi_mean(W[:, i], lam, mus, var, 1) * W[:, i] for i in range(3)) / 3
        assert np.linalg.norm(Q1) > 0.05 and np.linalg.norm(Q2, 2) > 1e-3
        sq = np.linalg.svd(Q2, compute_uv=False)
        sw = np.linalg.svd(W, compute_uv=False)
        ratios.append(sq[2] / sw[2] ** 2)
        assert sq[2] <= sw[0] * sw[2] / (6 * math.sqrt(3)) * (1 + 1e-9)
    for r0, r1 in zip(ratios, ratios[1:], strict=False):
        assert 8.0 < r1 / r0 < 12.0
    assert ratios[-1] > 10.0


def test_l6446_deltaK_Q3_alpha_over_deltaK_W_sq_grows() -> None:
    """L6446's companion 'delta_K(Q_3(I_d, I_d, alpha)) <~ delta_K^2(W*)' (symmetric mixture x ~ 0.5 N(mu, D) + 0.5
    N(-mu, D), mu = (0.5, -0.3, 0.4), D = diag(1, 2, 0.5)), W* = _W(eps), unit alpha = (1, 1, 1)/sqrt 3:
    Q_3(I, I, alpha) = (1/3) sum_i E[phi'''(w_i*^T x)] (w_i*^T alpha) w_i* w_i*^T; the ratio grows x10 per decade of
    eps -> 0, and doubles with alpha (linear in alpha); the corrected ||alpha|| delta_1^2 delta_3 / 8 holds."""
    mu = np.array([0.5, -0.3, 0.4])
    lam, mus, var = [0.5, 0.5], [mu, -mu], [np.array([1.0, 2.0, 0.5])] * 2
    alpha = np.ones(3) / math.sqrt(3)
    ratios = []
    for eps in (1e-1, 1e-2, 1e-3, 1e-4):
        W = _W(eps)
        c = [_phi_mean(W[:, i], lam, mus, var, 3) * float(W[:, i] @ alpha) for i in range(3)]
        assert c[0] * c[1] < 0

        def M(al: np.ndarray, W: np.ndarray = W) -> np.ndarray:
            return sum(_phi_mean(W[:, i], lam, mus, var, 3) * float(W[:, i] @ al) * np.outer(W[:, i], W[:, i])
                       for i in range(3)) / 3

        sq = np.linalg.svd(M(alpha), compute_uv=False)
        sw = np.linalg.svd(W, compute_uv=False)
        ratios.append(sq[2] / sw[2] ** 2)
        assert sq[2] <= sw[0] ** 2 * sw[2] / 8 * (1 + 1e-9)
        assert math.isclose(np.linalg.svd(M(2 * alpha), compute_uv=False)[2], 2 * sq[2], rel_tol=1e-9)
    for r0, r1 in zip(ratios, ratios[1:], strict=False):
        assert 8.0 < r1 / r0 < 12.0
    assert ratios[-1] > 10.0


def _decompose2(T: np.ndarray) -> np.ndarray:
    """Directions of a 2 x 2 x 2 rank-2 symmetric tensor by simultaneous diagonalisation of T(I, I, e_1), T(I, I, e_2)
    (own code): eigenvectors of T(I, I, e_1) T(I, I, e_2)^{-1}, unit columns."""
    A, Bm = T[:, :, 0], T[:, :, 1]
    _, V = np.linalg.eig(A @ np.linalg.inv(Bm))
    V = np.real(V)
    return V / np.linalg.norm(V, axis=0)


def test_c245_first_step_direction_error_exceeds() -> None:
    """(C.245)'s first step '||U^^T w-bar_j* - v^_j|| <= K^{3/2}/delta_K^2(W*) ||R_3 - R^_3||': K = d = 2, W* = a I
    (U^ = I, v_j = e_j), x ~ 0.6 N((0.5, -0.2), I) + 0.4 N((-0.3, 0.4), diag(2, 0.5)), R_3 = (1/2) sum_j
    E[phi'''(a x_j)] a^3 e_j^{x3}; R^_3 moves e_1 to unit(e_1 + 1e-5 e_2). The decomposition of R^_3 returns the moved
    direction; its error over K^{3/2}/a^2 ||R_3 - R^_3||_F is 8.4 at a = 1 and grows x10 per decade of a below 0.1
    (E[phi'''(a x_j)] -> phi'''(0) = -1/8)."""
    lam = [0.6, 0.4]
    mus = [np.array([0.5, -0.2]), np.array([-0.3, 0.4])]
    var = [np.ones(2), np.array([2.0, 0.5])]
    delta = 1e-5
    ratios = []
    for a in (1.0, 0.1, 0.01, 0.001):
        W = a * np.eye(2)
        c = np.array([_phi_mean(W[:, j], lam, mus, var, 3) * a**3 / 2 for j in range(2)])
        V = np.eye(2)
        Vh = V.copy()
        Vh[:, 0] = np.array([1.0, delta]) / math.hypot(1.0, delta)
        R3 = np.einsum("i,ai,bi,ci->abc", c, V, V, V)
        R3h = np.einsum("i,ai,bi,ci->abc", c, Vh, Vh, Vh)
        rec = _decompose2(R3h)
        err = max(min(min(np.linalg.norm(V[:, j] - rec[:, i]), np.linalg.norm(V[:, j] + rec[:, i])) for i in range(2))
                  for j in range(2))
        assert math.isclose(err, float(np.linalg.norm(V[:, 0] - Vh[:, 0])), rel_tol=1e-3)
        ratios.append(err / (2**1.5 / a**2 * float(np.linalg.norm(R3 - R3h))))
    assert ratios[0] > 1.0  # 8.4 at a = 1
    for r0, r1 in zip(ratios[1:], ratios[2:], strict=False):  # 33, 327, 3266 at a = 0.1, 0.01, 0.001
        assert 8.0 < r1 / r0 < 12.0
