"""Second path of round 20's chenli claim (checks/papers/chenli/r20_chenli.py): Dirichlet's pigeonhole witness for
Assumption 7's product found by brute force over q (numpy), no lattice reduction and no code shared with the claim."""

from __future__ import annotations

import math

import numpy as np


def _best_q(alpha: np.ndarray, q_max: int) -> tuple[int, float]:
    """The q in 1..q_max maximising sum_j log|cos(2 pi q alpha_j)| (brute force, in blocks)."""
    best_q, best = 1, -math.inf
    for lo in range(1, q_max + 1, 200_000):
        q = np.arange(lo, min(lo + 200_000, q_max + 1), dtype=np.float64)
        frac = np.mod(q[:, None] * alpha[None, :], 1.0)  # q alpha_j mod 1, exact enough for q <= 1e7, |alpha| <= 1
        lp = np.log(np.abs(np.cos(2 * np.pi * frac))).sum(axis=1)
        i = int(np.argmax(lp))
        if lp[i] > best:
            best_q, best = int(q[i]), float(lp[i])
    return best_q, best


def test_assump7_dirichlet_witness_brute_force() -> None:
    """Assumption 7 (L465-L467) with m = 1, T = [d]: for a Gaussian Theta (entries N(0, 1/d)) and a sign vector x,
    alpha_j = <x, Theta_{:,j}>/(2 pi). Dirichlet: some q <= Q^d has |q alpha_j - p_j| <= 1/Q for all j, so
    prod_j |cos(2 pi q alpha_j)| >= cos(2 pi/Q)^d. At Q = ceil(2 pi sqrt(d)) (capped so that 2 pi Q^d <= exp(d^2))
    that is >= 1/e, with ||lambda|| = 2 pi q <= exp(d^2) (inside exp(d^{O(1)}) for the exponent 2). Brute force over
    q <= Q^d finds it for d = 3..5, and -log(product)/sqrt(d) at the best q stays far below any fixed c > 0 the assumption
    would need as d grows: the product does not decay like exp(-c sqrt d)."""
    rng = np.random.default_rng(20)
    ratios = []
    for d in (3, 4, 5):
        theta = rng.normal(0.0, 1.0 / math.sqrt(d), size=(d, d))
        x = rng.choice([-1.0, 1.0], size=d)
        alpha = (x @ theta) / (2 * np.pi)
        Q = min(math.ceil(2 * math.pi * math.sqrt(d)), int((math.exp(d * d) / (2 * math.pi)) ** (1 / d)))
        assert Q >= 10  # cos(2 pi/10)^d >= 1/e for d <= 4; Q >= 13 for d >= 4
        q_max = Q**d
        assert q_max <= 10_000_000
        q, lp = _best_q(alpha, q_max)
        assert lp >= d * math.log(math.cos(2 * math.pi / Q)) - 1e-9  # Dirichlet's pigeonhole guarantee
        assert lp >= -1.0  # the product is at least 1/e
        assert math.log(2 * math.pi * q) <= d * d  # lambda = 2 pi q lies in sqrt(m) <= ||lambda|| <= exp(d^2)
        ratios.append(-lp / math.sqrt(d))
    assert max(ratios) < 0.5  # -log(product) <= sqrt(d)/2: exp(-c sqrt d) fails for every c >= 1/2 already here
    # the exponent-1 range is where the pigeonhole bound is not enough: Q^d = (2 pi sqrt d)^d > e^d for d >= 1
    assert all(d * math.log(math.ceil(2 * math.pi * math.sqrt(d))) > d for d in (3, 4, 5))
