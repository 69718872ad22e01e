"""Round 24 (helper chenliA): second paths for chenli.display.lemma5.16-eq54-twin-vw and chenli.display.lemma8.2-l0
(own numpy / math only, none of the claims' measure or bound code)."""

from __future__ import annotations

import math

import numpy as np


def test_twin_family_exceeds_printed() -> None:
    """L1182 (v = w twin of (54)) from (51), (52) and E: k = 1000, L = log(k/delta) = 2.5 log(k) + 5, d_2 = ceil(4L),
    delta* = 1/k. The family M_mu = U + (delta*/2) sign(sum mu) (sign(mu_j) - mean_j sign(mu_j)) (every row) meets
    (51), (52); E[mu^T J M_mu mu | E] = E[(sum mu)^2] + (k delta*/2) E[|sum mu| sum_j |mu_j| - sign(sum mu)
    mean(sign mu) (sum mu)^2], computed as k E[|mu_1| |mu_1 + S|] and E[sign(mu_1) sign(mu_1 + S) (mu_1 + S)^2] with
    the law of S (k - 1 copies) from numpy's rfft power; laws from math.comb truncated to E."""
    k = 1000
    L = 2.5 * math.log(k) + 5.0
    d = math.ceil(4 * L)
    t = math.sqrt(L) / math.sqrt(d)
    a = np.array([2 * b - d for b in range(d + 1)], dtype=float)
    pmf = np.array([math.comb(d, b) / 2**d if abs((2 * b - d) / d) <= t + 1e-12 else 0.0 for b in range(d + 1)])
    pmf /= pmf.sum()
    n = (k - 1) * d + 1
    law = np.fft.irfft(np.fft.rfft(pmf, n) ** (k - 1), n).clip(0.0)
    law /= law.sum()
    s = 2.0 * np.arange(n) - (k - 1) * d
    e1 = sum(p * abs(x) * float((np.abs(x + s) * law).sum()) for x, p in zip(a, pmf, strict=True) if p > 0) / d**2
    e2 = sum(p * np.sign(x) * float((np.sign(x + s) * (x + s) ** 2 * law).sum())
             for x, p in zip(a, pmf, strict=True) if p > 0) / d**2
    second = k * float((a**2 * pmf).sum()) / d**2
    dstar = 1.0 / k
    lhs = second + k * dstar / 2 * (k * e1 - e2)
    delta = k * math.exp(-L)
    printed = k / d + (dstar * math.sqrt(L) * k**2 + 2 * delta * k**2.5 * L) / d
    assert lhs > 1.5 * printed
    assert abs(lhs - 122.47) < 0.5


def test_lemma8_2_l0_one_query_defeated() -> None:
    """Lemma 8.2 at l = 0: N = Theta(.)^0 = 1. Every deterministic one-query algorithm (query point X, output A_b on
    answer bit b) is defeated: m = 1, d = 2, lambda = 1, ||Theta_1||_F = 1, eps* = 1e-2 -> eps = eps*/(2 (d)) =
    2.5e-3 ((134) at m = 1), nu_1 = 2d sqrt(2) eps; Theta_1 a unit 2 x 2 matrix orthogonal to A_0, A_1 (one left in
    R^4), K = the zeta-ball around Theta_1 with zeta = eps/(1 + eps) (items 2-4 of Definition 6.13: ||Pi^perp M||/||M||
    <= zeta/(1 - zeta) = eps). Whatever X is, the answer's output is at distance 1 from span(Theta_1)."""
    rng = np.random.default_rng(7)
    d, eps = 2, 1e-2 / (2 * 2)
    nu1 = 2 * d * math.sqrt(2.0) * eps
    zeta = eps / (1 + eps)
    for _ in range(20):
        A = rng.standard_normal((2, d * d))
        A /= np.linalg.norm(A, axis=1, keepdims=True)
        _, _, vt = np.linalg.svd(A)
        theta = vt[-1]  # orthogonal to both rows of A (the last right singular vector; rank 2 < 4)
        assert abs(A @ theta).max() < 1e-12
        for X in (rng.standard_normal(d * d), theta, theta + 0.5 * zeta * vt[2]):
            b = int(np.linalg.norm(X - theta) <= zeta)
            out = A[b]
            dist = float(np.linalg.norm(out - (out @ theta) * theta))
            assert dist > 0.999 > nu1
    # the point oracle: one query K cap {<B, G> >= t}; heads Theta_1 = -alpha G + sqrt(1 - alpha^2) w, K = conv({0} u
    # B(Theta_1, zeta)): max <B, G> over K = max(0, -alpha + zeta) = 0, so the answer is 0 (t <= 0) or nothing.
    alpha = 0.5
    for _ in range(20):
        G, F = rng.standard_normal((2, d * d))
        G /= np.linalg.norm(G)
        F /= np.linalg.norm(F)
        q, _ = np.linalg.qr(np.stack([G, F, rng.standard_normal(d * d)]).T)
        w = q[:, 2]
        theta = -alpha * G + math.sqrt(1 - alpha**2) * w
        z = min(eps * alpha / (1 + eps), alpha / 2)
        assert max(0.0, float(theta @ G) + z) == 0.0
        dist = float(np.linalg.norm(F - (F @ theta) * theta))
        assert dist >= math.sqrt(1 - alpha**2) - 1e-12 > nu1
