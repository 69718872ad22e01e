"""Second path for thmcheck.checks.papers.thesis.r29_discF (round 29, helper discF): own numpy, importing nothing
from bounds/ or models/.

Seed 003 (F.60) L9581: l_ts >~ max{(rho_o alpha' min_i B_(i,TSR(f(mu'_i))))^-1 log M, (...)^-2 log M}
= (rho_o alpha' tau_o)^-2 log M, tau_o = min_i max_j B_(i,j) (7.18), under Condition 7.3.2 (7.21).
"""

from __future__ import annotations

import math

import numpy as np


def test_f60_closing_equality() -> None:
    rng = np.random.default_rng(60)
    worst = 0.0
    for _ in range(2000):
        Mp = int(rng.integers(2, 7))
        Bf = rng.dirichlet(np.ones(Mp), size=Mp)
        g = np.argmax(Bf, axis=1)  # Condition 7.3.2: the true output is each row's argmax
        rho, alpha, M = rng.uniform(1e-3, 0.999), rng.uniform(1e-3, 1.0), int(rng.integers(2, 10**6))
        x = rho * alpha * Bf[np.arange(Mp), g].min()
        lhs = max(math.log(M) / x, math.log(M) / x**2)
        rhs = math.log(M) / (rho * alpha * Bf.max(axis=1).min()) ** 2
        worst = max(worst, abs(lhs - rhs) / rhs)
    assert worst < 1e-12
    # without (7.21) the '=' can fail: true output not the argmax of its row
    Bf = np.array([[0.7, 0.3], [0.2, 0.8]])
    x = 0.5 * 1.0 * min(Bf[0, 1], Bf[1, 1])  # g = (1, 1): row 0's true output is not its argmax
    assert 1 / x**2 > 1 / (0.5 * Bf.max(axis=1).min()) ** 2


def test_f70_coefficients_of_F_sum_to_one() -> None:
    """(F.70) L9631: F = sum_i softmax_i y_i with distinct one-hot labels y_i; its coordinates sum to 1, so the
    largest is >= 1/l > e^{-c xi}/l for every c > 0, xi > 0."""
    rng = np.random.default_rng(70)
    for _ in range(200):
        ell, d, xi = int(rng.integers(2, 17)), int(rng.integers(2, 9)), float(rng.uniform(1e-3, 4.0))
        P, q, W = rng.uniform(-1, 1, (ell, d)), rng.uniform(-1, 1, d), xi * rng.normal(size=(d, d))
        z = P @ W @ q
        a = np.exp(z - z.max())
        a /= a.sum()
        F = np.eye(ell).T @ a  # sum_i a_i e_i
        assert abs(F.sum() - 1) < 1e-12
        assert F.max() > math.exp(-1e-3 * xi) / ell


def test_f56_decoding_is_the_tsr_pattern() -> None:
    """(F.56) L9563: argmin_{y in M'} ||F - y|| for F = sum lambda_i mu'_i is mu'_{argmax lambda}, not the TRR
    pattern mu_{argmax lambda} when M' is a rotation of the TRR patterns."""
    th = 0.3
    mu = np.eye(2)
    mup = np.array([[math.cos(th), -math.sin(th)], [math.sin(th), math.cos(th)]])
    lam = np.array([0.7, 0.3])
    F = mup @ lam
    j = int(np.argmin([np.linalg.norm(F - mup[:, k]) for k in range(2)]))
    assert j == 0
    assert np.linalg.norm(mup[:, j] - mu[:, 0]) > 0.29  # 2 sin(0.15) = 0.299: the printed mu_0 is not the output
    rng = np.random.default_rng(56)
    for _ in range(300):
        d = int(rng.integers(2, 9))
        Q, _ = np.linalg.qr(rng.normal(size=(d, d)))
        Mp = int(rng.integers(2, d + 1))
        lam = rng.dirichlet(np.ones(Mp))
        F = Q[:, :Mp] @ lam
        j = int(np.argmin([np.linalg.norm(F - Q[:, k]) for k in range(Mp)]))
        assert j == int(np.argmax(lam))
