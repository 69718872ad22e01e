"""Second path for chenli.thm5.6-two-slices (round 27, helper literalM): the exact product law of x^T A x on two
slice blocks against brute-force enumeration of both slices (own numpy, nothing from bounds/ or models/)."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest


def _slice_points(n: int, n_plus: int) -> np.ndarray:
    pts = []
    for plus in itertools.combinations(range(n), n_plus):
        x = -np.ones(n)
        x[list(plus)] = 1.0
        pts.append(x)
    return np.array(pts)


def _tail_enum(n2, p2, a2, n3, p3, a3, t):
    X2, X3 = _slice_points(n2, p2), _slice_points(n3, p3)
    s2, s3 = X2[:, :a2].sum(1), X3[:, :a3].sum(1)
    q = np.multiply.outer(s2, s3).ravel()  # x^T A x for A = (1/2)(1_{A2} 1_{A3}^T + 1_{A3} 1_{A2}^T)
    return float(np.mean(np.abs(q - q.mean()) >= t - 1e-12))


@pytest.mark.slow  # imports the paper's claim modules (~8 s)
def test_slice_cross_law_matches_enumeration():
    from thmcheck.checks.papers.chenli import r27_literalM as R
    from thmcheck.models.chenli.sec3_5_quadratic import log_tail

    for n2, s2, a2, n3, s3, a3 in [(6, 0, 3, 7, 1, 4), (8, 2, 5, 6, -2, 2), (5, -1, 5, 8, 0, 3)]:
        inst = {"family": "slice_cross", "n2": n2, "n3": n3, "s2": s2, "s3": s3, "a2": a2, "a3": a3, "d1": 0}
        u, v, op, fro = R._laws(inst)
        assert math.isclose(op, math.sqrt(a2 * a3) / 2) and math.isclose(fro, math.sqrt(a2 * a3 / 2))
        # the norms of A from its matrix
        d = n2 + n3
        A = np.zeros((d, d))
        A[:a2, n2:n2 + a3] = 0.5
        A[n2:n2 + a3, :a2] = 0.5
        ev = np.linalg.eigvalsh(A)
        assert math.isclose(op, np.abs(ev).max(), rel_tol=1e-9) and math.isclose(fro, np.linalg.norm(A), rel_tol=1e-9)
        for t in (0.5, 1.0, 3.0, 6.0):
            p = float(np.exp(log_tail(u, v, np.array([t]))[0]))
            assert math.isclose(p, _tail_enum(n2, (n2 + s2) // 2, a2, n3, (n3 + s3) // 2, a3, t), abs_tol=1e-9)


def test_thm34_antithetic_pairs():
    """Theorem 3.4 as printed (no independence): n Rademacher X_i, half of them in antithetic pairs. Own scipy
    binomial tail; the loss delta = log(1 - Phi(t)) - log P[sum X_i > t sigma] stays ~ q t^2/(2(1 - q)) while the
    printed shape (M t/sigma)(1 + t^2) -> 0 as sigma grows (t fixed, 1.7 < t <= 0.04 sigma)."""
    from scipy import stats

    t = 3.0
    ratios = []
    for n in (10**4, 10**6, 10**8):
        sigma = math.sqrt(n)  # sigma^2 = sum_i E X_i^2 = n (each X_i is a sign, pairs included)
        assert 1.7 < t <= 0.04 * sigma
        n_ind = n - 2 * (n // 4)  # n/4 antithetic pairs cover half the X_i; their sum is 0
        # sum X_i = 2K - n_ind with K ~ Bin(n_ind, 1/2): sum > t sigma <=> K > (t sigma + n_ind)/2
        k = math.floor((t * sigma + n_ind) / 2)
        log_p = float(stats.binom.logsf(k, n_ind, 0.5))
        delta = float(stats.norm.logsf(t)) - log_p
        ratios.append(delta / (t / sigma * (1 + t * t)))
        assert delta > 4.0  # 4.87, 4.81, 4.81: bounded away from 0
    assert ratios[1] > 5 * ratios[0] and ratios[2] > 5 * ratios[1]  # ratio ~ sigma: no constant works
