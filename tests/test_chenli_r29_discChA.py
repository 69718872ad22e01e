"""Second paths for round 29's chenli claims (helper discChA): own numpy/mpmath, nothing imported from bounds/,
models/ or checks/papers."""

from __future__ import annotations

import math

import numpy as np


def test_assump7_dirichlet_every_theta() -> None:
    """Assumption 7 (L465-L471) at m = 1, d = 6: for Gaussian Theta (three seeds, two scales) and a random sign x,
    a brute-force scan of the integers lambda = 1..10^6 (admissible: 1 <= lambda <= exp(d^2)) finds a product
    prod_j |cos(lambda <x, Theta_{:,j}>)| >= cos(pi/10)^6 = 0.74 (Dirichlet with Q = 10, Q^6 = 10^6), far above
    exp(-sqrt 6) = 0.086; and Dirichlet's bound m d (-log cos(pi/Q)) with sqrt(m) Q^{md} <= exp(d^C) falls to 0 in d
    at C = 2 while sqrt(d) grows."""
    d = 6
    lam = np.arange(1, 10**6 + 1, dtype=np.float64)
    for seed in (0, 1, 2):
        for scale in (1.0, 7.3):
            rng = np.random.default_rng(seed)
            theta = scale * rng.normal(size=(d, d)) / math.sqrt(d)
            x = rng.choice([-1.0, 1.0], size=d)
            a = x @ theta
            prod = np.ones_like(lam)
            for aj in a:
                prod *= np.abs(np.cos(lam * aj))
            best = float(prod.max())
            assert best >= math.cos(math.pi / 10) ** 6 > 0.74 > math.exp(-math.sqrt(d))
    prev = None
    for dd in (3, 5, 8, 12, 16):
        Q = math.floor(math.exp(dd**2 / dd))
        bound = dd * -math.log(math.cos(math.pi / Q))
        r = bound / math.sqrt(dd)
        assert prev is None or r < prev
        prev = r
    assert prev < 1e-10


def test_lemma515_event_misses_first_argument() -> None:
    """Lemma 5.15's proof (L1070-L1090): E's events B_{a,b} compare X'_a Theta X_b with X'_a Theta X'_b only. Own
    construction (k = 2, d2 = d3 = n, cube block n): X'_1 = X_1 with f = sqrt(n) coordinates of S_[2] flipped -1 -> +1
    (means -f/n -> f/n, within c/sqrt(n) at c = 1), X_2 = X'_2 balanced; Theta = u v^T + (orthonormal rest) with
    u = the flip indicator (normalised) and every right factor orthogonal to the flip: every B is 0, every A's gap is
    large, but |X_1 Theta X_2 - X'_1 Theta X'_2|/||Theta||_F grows like d^{3/4}, against eta0 = 1/n^{1/4} + 1/sqrt(2)
    at r = 4, c = 1."""
    ratios = []
    for n in (100, 400, 1600, 6400):
        rng = np.random.default_rng(7)
        d, r, f = 3 * n, 4, int(math.isqrt(n))
        f -= f % 2
        x1 = rng.choice([-1.0, 1.0], size=d)
        x2 = rng.choice([-1.0, 1.0], size=d)
        s2 = np.arange(n, 2 * n)
        s3 = np.arange(2 * n, 3 * n)
        for x, plus in ((x1, (n - f) // 2), (x2, n // 2 - f)):
            blk = -np.ones(n - f)
            blk[rng.permutation(n - f)[:plus]] = 1.0
            x[s2[f:]] = blk
            b3 = -np.ones(n)
            b3[rng.permutation(n)[: n // 2]] = 1.0
            x[s3] = b3
        x1[s2[:f]] = -1.0
        x2[s2[:f]] = 1.0
        x1p = x1.copy()
        x1p[s2[:f]] = 1.0
        assert abs(x1[s2].mean()) <= 1 / math.sqrt(n) + 1e-12 and abs(x1p[s2].mean()) <= 1 / math.sqrt(n) + 1e-12
        e = (x1p - x1) / np.linalg.norm(x1p - x1)
        left = np.linalg.qr(np.column_stack([e, rng.normal(size=(d, r - 1))]))[0]
        right_raw = np.column_stack([x2, rng.normal(size=(d, r - 1))])
        right_raw -= np.outer(e, e @ right_raw)
        right = np.linalg.qr(right_raw)[0]
        def form(p: np.ndarray, q: np.ndarray, lf: np.ndarray = left, rt: np.ndarray = right, rk: int = r) -> float:
            """p^T Theta q with Theta = lf rt^T/sqrt(rk) (||Theta||_F = 1, stable rank rk), never formed."""
            return float((p @ lf) @ (q @ rt)) / math.sqrt(rk)

        xs, xps = [x1, x2], [x1p, x2]
        b_max = max(abs(form(xps[a], xs[b] - xps[b])) for a in range(2) for b in range(2))
        a_gap = min(abs(form(xps[a], x1 - x2)) for a in range(2))
        change = max(abs(form(x1, xs[b]) - form(x1p, xps[b])) for b in range(2))
        eta0 = r**0.25 / n**0.25 + 1 / r**0.25
        assert b_max < 1e-9 and a_gap > 1.0
        ratios.append(change / eta0)
    assert all(a < b for a, b in zip(ratios, ratios[1:]))
    assert ratios[-1] / ratios[0] > 20  # ~ (64)^{3/4} = 22.6
