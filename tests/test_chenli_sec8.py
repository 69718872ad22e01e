"""Exact spectral facts behind the record chenli.lemmaA.3 (thmcheck.models.chenli.appA_walks), and the lemma 8.2 proof-step
arithmetic (exact fractions) reported with the record chenli.lemma8.2."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from thmcheck.models.chenli.appA_walks import cube_walk, poincare_constant, product_walk, slice_walk


@pytest.mark.parametrize("d", [2, 3, 5, 8])
def test_cube_walk_poincare_constant_is_d(d: int) -> None:
    P = cube_walk(d)
    assert np.allclose(P.sum(axis=1), 1.0)
    assert poincare_constant(P) == pytest.approx(d, rel=1e-12)


@pytest.mark.parametrize(("d", "k"), [(4, 2), (6, 3), (7, 2), (9, 4)])
def test_slice_swap_walk_poincare_constant(d: int, k: int) -> None:
    P, leak = slice_walk(d, k, "swap")
    assert leak == 0.0 and np.allclose(P.sum(axis=1), 1.0)
    assert poincare_constant(P) == pytest.approx((d - 1) / 2, rel=1e-12)


@pytest.mark.parametrize(("d", "k"), [(4, 2), (6, 3), (5, 1)])
def test_printed_flip_both_bits_leaves_the_slice(d: int, k: int) -> None:
    """Lemma A.4 as printed ('flips bits i and j') does not keep S_{d,mu}: a pair with equal bits changes the sum
    by +-4. The leaked mass from the uniform law is P[x_i = x_j] = (C(k,2) + C(d-k,2))/C(d,2)."""
    _, leak = slice_walk(d, k, "flip")
    expected = (k * (k - 1) / 2 + (d - k) * (d - k - 1) / 2) / (d * (d - 1) / 2)
    assert leak == pytest.approx(expected, rel=1e-12) and leak > 0


def test_product_walk_poincare_is_max_ratio() -> None:
    """Corollary A.5's chain: C_P(P_lambda) = max_a C_P(P_a)/lambda_a (the Poincare analogue of Fact A.2)."""
    Ps = [cube_walk(3), slice_walk(4, 2)[0], slice_walk(5, 2)[0]]
    lams = [0.5, 0.3, 0.2]
    want = max(poincare_constant(P) / la for P, la in zip(Ps, lams, strict=True))
    assert poincare_constant(product_walk(Ps, lams)) == pytest.approx(want, rel=1e-10)


def test_lemma8_2_proof_step_is_short_but_statement_holds() -> None:
    """m = 2, d = 2, lambda = 1 (sqrt(2m/lambda) = 2), ||Theta_1|| = 1, eps = 1/100, ell = 0, and a valid
    enclosure containing M' = E_11/4 (norm rho/d): the proof's '(sum nu_a + 2 eps)||Theta_1|| <= (nu_1/2)||M*||'
    fails by a factor 2, while the lemma's conclusion dist(M*, span)/||M*|| <= nu_1 holds (the direct bound
    d sqrt(2m/lambda)(sum nu_a + 2 eps) <= nu_{ell+1} needs only sum nu_a >= 0)."""
    d, m, lam, eps, th1 = 2, 2, Fraction(1), Fraction(1, 100), Fraction(1)
    root = Fraction(2)  # sqrt(2m/lambda)
    assert root * root == 2 * m / lam
    nu1 = 2 * d * root * (0 + eps)
    rho_over_d = th1 / root / d  # rho = sqrt(lambda/2m) ||Theta_1||
    lhs, rhs = (0 + 2 * eps) * th1, nu1 / 2 * rho_over_d
    assert lhs == 2 * rhs  # the printed proof step fails by exactly a factor 2
    assert d * root * (0 + 2 * eps) <= nu1  # the direct every-element bound


def test_lemma8_4_sharp_constant_at_m1_and_claim_ratio() -> None:
    """Lemma 8.4 at m = 1: M_1 = sqrt(1 - nu^2) Theta_1/||Theta_1|| + nu e (e orthogonal): the distance of Theta_1
    to span(M_1) is exactly nu ||Theta_1||, the sharp constant 1 (the claim uses the proof's sqrt(8))."""
    import torch

    from thmcheck.models.chenli.sec6_5_hull import subspace_residuals

    rng = np.random.default_rng(0)
    th = rng.normal(size=(1, 4, 4)) * 3.0
    t = th.ravel() / np.linalg.norm(th)
    e = rng.normal(size=16)
    e -= (e @ t) * t
    e /= np.linalg.norm(e)
    for nu in (1e-3, 0.3, 1 / np.sqrt(2)):
        M = (np.sqrt(1 - nu**2) * t + nu * e).reshape(1, 4, 4)
        r = float(subspace_residuals(torch.as_tensor(th), torch.as_tensor(M))[0])
        assert abs(r - nu * np.linalg.norm(th)) < 1e-12 * np.linalg.norm(th)
