"""Round 22 (helper mhgdA): the closed-form numpy GD of models/mhgd/r22_mhgdA.py against the autograd GD of
models/mhgd/sec2_model.py / sec4_gd.py (gradients, trajectories, leave-one-out stability), and the wide claims
(checks/papers/mhgd/r22_mhgdA.py) on fixed instances."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from thmcheck.models.mhgd import r22_mhgdA as F
from thmcheck.models.mhgd import sec2_model as M
from thmcheck.models.mhgd import sec4_gd as MG


@pytest.mark.parametrize(("n", "T", "d", "init"), [(1, 1, 1, "antisym"), (5, 3, 4, "antisym"), (7, 2, 3, "random"),
                                                   (4, 4, 2, "zero")])
def test_grad_matches_autograd(n: int, T: int, d: int, init: str) -> None:
    P = MG.make_problem(n, T, d, 4, init, 1.0, 11 + n, x_norm=1.7)
    g = torch.Generator().manual_seed(3)
    U = P.U0 + torch.randn(P.U0.shape, generator=g, dtype=torch.float64)
    W = P.W0 + torch.randn(P.W0.shape, generator=g, dtype=torch.float64)
    m = torch.arange(1, U.shape[0] + 1, dtype=torch.float64) * 3
    gU, gW, L = M.per_head_grad(P.Xs, P.ys, U, W, m)
    a = F.grad(P.Xs.numpy(), P.ys.numpy(), U.numpy(), W.numpy(), m.numpy())
    assert np.allclose(a[0], gU.numpy(), rtol=1e-10, atol=1e-14)
    assert np.allclose(a[1], gW.numpy(), rtol=1e-10, atol=1e-14)
    assert abs(a[2] - L) <= 1e-13
    assert abs(F.loss(P.Xs.numpy(), P.ys.numpy(), U.numpy(), W.numpy(), m.numpy())
               - float(M.emp_loss(P.Xs, P.ys, U, W, m))) <= 1e-13


def test_trajectory_matches_autograd_gd() -> None:
    P = MG.make_problem(4, 3, 2, 4, "antisym", 2.0, 5)
    m = torch.full((4,), 25.0, dtype=torch.float64)
    tr = MG.gd_trajectory(P.Xs, P.ys, P.U0, P.W0, m, 0.3, 6)
    Ut, Wt = P.U0 + 0.1, P.W0 - 0.2
    mine = F.trajectory(P.Xs.numpy(), P.ys.numpy(), P.U0.numpy(), P.W0.numpy(), m.numpy(), 0.3, 6, Ut.numpy(),
                        Wt.numpy())
    assert np.allclose(mine["L"], tr["losses"], rtol=1e-12)
    assert np.allclose(mine["gsq"], tr["grad_sq"], rtol=1e-10)
    assert np.allclose(mine["A"], MG.dists(tr["Us"], tr["Ws"], Ut, Wt, m), rtol=1e-12)
    assert np.allclose(mine["B"], MG.dists(tr["Us"], tr["Ws"], P.U0, P.W0, m), rtol=1e-12, atol=1e-15)
    assert np.allclose(mine["nrm"], MG.nrm_2inf(tr["Us"], tr["Ws"]), rtol=1e-12)


def test_loo_stability_matches_autograd() -> None:
    P = MG.make_problem(3, 2, 2, 2, "antisym", 1.0, 9)
    m = torch.full((2,), 8.0, dtype=torch.float64)
    K, eta = 5, 0.7
    full = M.gd(P.Xs, P.ys, P.U0, P.W0, m, eta, K)
    stab = []
    for i in range(3):
        w = torch.ones(3, dtype=torch.float64)
        w[i] = 0.0
        loo = M.gd(P.Xs, P.ys, P.U0, P.W0, m, eta, K, weights=w)
        stab.append(M.full_dist(full["U"], full["W"], loo["U"], loo["W"], m))
    mine = F.loo_stability(P.Xs.numpy(), P.ys.numpy(), P.U0.numpy(), P.W0.numpy(), m.numpy(), eta, K)
    assert mine[0] == 0.0
    assert abs(mine[-1] - np.mean(stab)) <= 1e-12 * max(1.0, np.mean(stab))
