"""Theorem 2's critical-point solver (issue 32): the trust-region Newton of thmcheck.models.group_imbalance reaches, from an
indefinite Hessian, the strict local minimiser that Algorithm 1's gradient descent reaches; a failure of the solver is
a SolverFailure (unknown), never a rejection; a descent that escapes to infinity drops its n from the fit."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from thmcheck.checks.claim import SolverFailure
from thmcheck.checks.papers.thesis import ch4_group_imbalance as M
from thmcheck.models import group_imbalance as GI


def _indefinite_sample() -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """d = K = 2, x ~ N(0, 0.3 I), n = 2000: the empirical Hessian at W* has lambda_min ~ -8e-5 < 0."""
    rng = np.random.default_rng(1)
    W = rng.normal(size=(2, 2)) * 0.6
    gen = torch.Generator().manual_seed(1)
    x, _ = GI.sample_gmm(2000, np.array([1.0]), np.zeros((1, 2)), np.full((1, 2), 0.3), gen)
    Ws = torch.as_tensor(W)
    return Ws, x, GI.sample_labels(Ws, x, gen)


def test_newton_from_an_indefinite_hessian_reaches_the_gradient_descent_limit() -> None:
    Ws, x, y = _indefinite_sample()
    _, Hs, _ = GI.erm_grad_hess(Ws, x, y)
    ev = torch.linalg.eigvalsh(Hs)
    assert float(ev[0]) < 0  # the case the former shift max(0, 1e-8 - lambda_min) could not handle
    Wh, gn, lmin = GI.newton_critical_point(Ws, x, y)
    assert gn < 1e-8 and lmin > 0  # a strict local minimiser
    W = Ws.clone()  # Algorithm 1 (xi = 0) with eta_0 = 1 / lambda_max from W*, independently of the solver
    for _ in range(6000):
        W = W - GI.erm_grad(W, x, y) / float(ev[-1])
    assert float((W - Wh).norm()) < 1e-5


def _rows(esc: list[float], err: list[float]) -> dict:
    n = np.repeat([1000.0, 2000.0, 4000.0, 8000.0], 2)
    err_a = np.array(err)
    return {"n": n, "err": err_a, "lmin": np.where(np.isfinite(err_a), 1e-3, np.nan),
            "grad": np.where(np.isfinite(err_a), 1e-12, np.nan), "escaped": np.array(esc),
            "gd_rate": np.full(8, 0.9), "pred_rate": np.full(8, 0.9)}


def test_a_solver_failure_is_unknown_not_a_rejection() -> None:
    r = _rows([0, 0, math.nan, 0, 0, 0, 0, 0], [1, 1, math.nan, 1, 1, 1, 1, 1])
    with pytest.raises(SolverFailure):
        M._t2_terms(r, {"d": 2, "K": 2, "L": 1})


def test_an_escaping_descent_drops_its_n_and_every_smaller_one() -> None:
    r = _rows([0, 1, 0, 0, 0, 0, 0, 0], [1, math.nan, 1, 1, 1, 1, 1, 1])
    _, use, terms = M._t2_terms(r, {"d": 2, "K": 2, "L": 1})
    assert terms["escaped"] == 1 and terms["largest_escaped_n"] == 1000.0
    assert terms["n_levels_fitted"] == 3 and not use[:2].any() and use[2:].all()


def test_c39_limit_of_rho_keeps_the_u_i_factor() -> None:
    """(C.39) second path (no repository code): rho of Definition C.2.2 (C.6) from its definition by mpmath
    quadrature at 30 digits (no cancellation at sigma = 1e-2), u = (1, 0.5): rho / sigma^4 ~ 0.0234, while (C.39)
    prints min_j (u_j^2 + 1)/128 = 0.0098."""
    import mpmath as mp

    mp.mp.dps = 30
    sigma = mp.mpf("0.01")
    u = [mp.mpf(1), mp.mpf("0.5")]

    def dphi(t):  # noqa: ANN001, ANN202
        return mp.exp(-t) / (1 + mp.exp(-t)) ** 2

    def mom(f, mu):  # noqa: ANN001, ANN202
        return mp.quad(lambda z: f(z) * mp.npdf(z, mu, 1), [-mp.inf, mu - 8, mu, mu + 8, mp.inf])

    vals = []
    for i in range(2):
        j = 1 - i
        a0 = mom(lambda z: dphi(sigma * z), u[i])
        b0 = mom(lambda z: dphi(sigma * z) ** 2, u[i])
        a2 = mom(lambda z: dphi(sigma * z) * z**2, u[i])
        b2 = mom(lambda z: dphi(sigma * z) ** 2 * z**2, u[i])
        vals += [(u[j] ** 2 + 1) * (b0 - a0**2), b2 - a2**2 / (u[i] ** 2 + 1)]
    rho = min(vals) / sigma**4
    printed = min(x**2 + 1 for x in u) / 128
    assert abs(rho - mp.mpf("0.0234")) < mp.mpf("0.0003")
    assert rho > 2 * printed
