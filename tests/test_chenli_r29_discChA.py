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
