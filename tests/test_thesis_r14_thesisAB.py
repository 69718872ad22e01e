"""Own checks of checks/papers/thesis/r14_thesisAB.py (round 14, helper thesisAB)."""

from __future__ import annotations

import numpy as np
import torch

from thmcheck.checks.papers.thesis import r14_thesisAB as R
from thmcheck.models import vit as VIT


def _setup(seed: int, N: int = 40, m: int = 128) -> tuple:
    g = torch.Generator().manual_seed(seed)
    X, _, y = VIT.make_data(N, 12, 0.5, 1.0 / 12, 8, 5, 0.01, g)
    p = VIT.init_params(8, m, 12, 0.1, 0.2, 0.01, g, normalize=True)
    return g, X, y, p


def test_numpy_gradient_equals_autograd() -> None:
    """vit_hinge_grads_np's hand-written gradient of the batch-mean hinge equals torch autograd's on the model (2.1)."""
    _, X, y, p = _setup(1)
    loss = VIT.hinge(VIT.forward(X[:8], p)[0], y[:8]).mean()
    loss.backward()
    val, grads = R.vit_hinge_grads_np(X[:8].numpy(), y[:8].numpy(),
                                      *(t.detach().numpy() for t in (p.WQ, p.WK, p.WV, p.WO, p.A)))
    assert abs(val - float(loss.detach())) < 1e-12
    for mine, t in zip(grads, p.trainable(), strict=True):
        ref = t.grad.numpy()
        assert np.abs(mine - ref).max() <= 1e-12 * max(1.0, np.abs(ref).max())


def test_numpy_tstar_equals_train_sgd() -> None:
    """vit_tstar_np (block-wise zero test with replay) returns exactly VIT.train_sgd's first step with zero training
    hinge, on the same data, init and generator, and the same as a step-by-step test."""
    for eta in (1.6, 0.2, 0.05):
        g, X, y, p = _setup(3)
        ref = VIT.train_sgd(X, y, p, eta, 8, 5000, g, stop_at_zero=True)
        for every in (1, 32):
            g, X, y, p = _setup(3)
            pr = tuple(t.detach().numpy() for t in (p.WQ, p.WK, p.WV, p.WO, p.A))
            assert R.vit_tstar_np(X.numpy(), y.numpy(), pr, eta, 8, 5000, g, check_every=every) == ref, (eta, every)


def test_theorem1_ratio_grows_along_eta() -> None:
    """T* eta^{3/5} alpha* (the claim's ratio) grows as eta falls, eta T* stays ~ constant (the eta^-1 law)."""
    from thmcheck.checks.claim import Ctx

    base = {"seed": 3, "a_star": 0.5, "sigma": 0.2, "delta": 0.2, "N": 40, "B": 8, "m": 128}
    ts = {eta: R.thm1_measure({**base, "eta": eta}, Ctx()).lhs for eta in (1.6, 0.1, 0.02)}
    ratio = {eta: t * eta ** 0.6 * 0.5 for eta, t in ts.items()}
    assert ratio[0.02] > 3 * ratio[1.6], ts
    assert all(30 < eta * t < 70 for eta, t in ts.items()), ts
