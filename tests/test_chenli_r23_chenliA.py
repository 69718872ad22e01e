"""Own checks of round 23 (helper chenliA): the integer-threshold binomial law of chenli.thm3.3-d and
chenli.lemma6.9-d against brute force over all of {+-1}^d (float w, no code of the claims), and the far-end values
(the Gaussian limits, the 7/64 and 1/4 extremisers)."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from thmcheck.checks.papers.chenli import r23_chenliA as R


def _brute(u: list[int], M: int, two_sided: bool) -> float:
    w = np.array(list(u) + [1] * M, dtype=float)
    w /= np.linalg.norm(w)
    X = np.array(list(itertools.product((-1.0, 1.0), repeat=len(w))))
    t = X @ w
    if two_sided:
        return float(np.mean(t * t >= 0.5 - 1e-12))
    return float(np.mean(t >= 1.0 - 1e-12))


@pytest.mark.parametrize(("u", "M"), [([], 9), ([1, 1, 1, 1], 0), ([1] * 6, 0), ([3, 1], 5), ([2, 5, 1], 7),
                                      ([4, 4, 1], 3), ([7], 8), ([1, 1, 1], 0), ([2, 2], 4)])
def test_tail_probability_matches_enumeration(u: list[int], M: int) -> None:
    for two in (False, True):
        den = 2 if two else 1
        p, _ = R.tail_probability(u, M, den, two)
        pe, _ = R.tail_probability(u, M, den, two, exact=True)
        b = _brute(u, M, two)
        assert abs(p - b) < 1e-12, (u, M, two, p, b)
        assert abs(float(pe) - b) < 1e-12


def test_far_end_values() -> None:
    from scipy.stats import norm

    p, _ = R.tail_probability([], 10**7, 1, False)
    assert abs(p - norm.sf(1.0)) < 1e-3  # the Gaussian limit of Theorem 3.3's probability
    p2, _ = R.tail_probability([], 10**7, 2, True)
    assert abs(p2 - 2 * norm.sf(math.sqrt(0.5))) < 1e-3
    assert R.tail_probability([1] * 6, 0, 1, False)[0] == pytest.approx(7 / 64, abs=1e-15)
    assert R.tail_probability([1, 1, 1], 0, 2, True)[0] == pytest.approx(1 / 4, abs=1e-15)


def test_isqrt_ceil() -> None:
    for num in range(200):
        for den in (1, 2):
            t = R._isqrt_ceil(num, den)
            assert den * t * t >= num and (t == 0 or den * (t - 1) ** 2 < num)


# ------------------------------------------------------------------ chenli.eq53's Section-4 grant (round 23, chenliA)


def _eq53_sides(T: np.ndarray, k: int, d1: int, d2: int, d3: int, delta: float) -> tuple[float, float, float]:
    """Own enumeration of (53) (no code of the claim): lhs = E[Y], rhs = E[Y | E] + delta E[Y | E^c], P[E^c], Y = mu^T
    J softmax(X T X^T) nu, mu = X 1_[2]/d2, nu = X 1_[3]/d3, E = {|mu_i| <= sqrt(log(k/delta)/d2), |nu_i| <=
    sqrt(log(k/delta)/d3)}, X uniform on {+-1}^{k x d}."""
    d = d1 + d2 + d3
    Xs = np.array(list(itertools.product((-1.0, 1.0), repeat=k * d))).reshape(-1, k, d)
    L = np.einsum("bid,de,bje->bij", Xs, T, Xs)
    S = np.exp(L - L.max(-1, keepdims=True))
    S /= S.sum(-1, keepdims=True)
    mu = Xs[:, :, d1:d1 + d2].mean(-1)
    nu = Xs[:, :, d1 + d2:].mean(-1)
    Y = mu.sum(-1) * np.einsum("bjl,bl->b", S, nu)
    E = (np.abs(mu) <= math.sqrt(math.log(k / delta) / d2) + 1e-12).all(-1) & \
        (np.abs(nu) <= math.sqrt(math.log(k / delta) / d3) + 1e-12).all(-1)
    return float(Y.mean()), float(Y[E].mean() + delta * Y[~E].mean()), float(1.0 - E.mean())


def test_eq53_sign_flip_antisymmetry() -> None:
    """The Section-4 grant of chenli.eq53 cannot rescue (53)'s '<=': D = diag(1_[1], 1_[2], -1_[3]) maps X -> X D (the
    uniform law is kept), so for D Theta D the softmax is unchanged, mu is unchanged, nu -> -nu, E is unchanged and Y
    -> -Y pointwise: lhs, E[Y | E], E[Y | E^c] and hence rhs - lhs all change sign, P[E^c] stays. So (53) holds for both
    Theta and D Theta D only with equality. D Theta D keeps every quantity Section 4's hypotheses read (norms,
    singular values, row/column norms, Tr, diag; Assumption 7's product at x equals Theta's at D x). Checked on Gaussian
    full-rank Theta (k = 2, d = 5): one of the pair crosses."""
    rng = np.random.default_rng(23)
    k, d1, d2, d3 = 2, 1, 2, 2
    d = d1 + d2 + d3
    D = np.diag([1.0] * (d1 + d2) + [-1.0] * d3)
    tested = 0
    for _ in range(3):
        T = rng.standard_normal((d, d)) * 2.0
        TD = D @ T @ D
        assert np.allclose(np.linalg.svd(T, compute_uv=False), np.linalg.svd(TD, compute_uv=False))
        assert np.allclose(np.linalg.norm(T, axis=0), np.linalg.norm(TD, axis=0))
        assert np.allclose(np.linalg.norm(T, axis=1), np.linalg.norm(TD, axis=1))
        assert np.allclose(np.diag(T), np.diag(TD))
        for delta in (0.6, 0.75, 0.9, 0.99):
            lhs, rhs, p = _eq53_sides(T, k, d1, d2, d3, delta)
            lhs2, rhs2, p2 = _eq53_sides(TD, k, d1, d2, d3, delta)
            assert p == p2
            if p > delta:  # outside the hypothesis P[E] >= 1 - delta at this size
                continue
            tested += 1
            assert abs(lhs + lhs2) < 1e-12 and abs(rhs + rhs2) < 1e-12
            gap = rhs - lhs
            assert abs(gap) > 1e-6  # generic Theta: strict, so exactly one of the pair crosses
            assert min(rhs - lhs, rhs2 - lhs2) < 0
    assert tested >= 3
