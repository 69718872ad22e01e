"""Round 16 (helper thesisC, continuation) on thesis App. C: own computations for (C.227) and (C.198), sharing no
code with the claims' measurements (numpy / torch autograd from the paper's definitions (4.1)-(4.3), (4.6))."""

from __future__ import annotations

import numpy as np
import torch

from thmcheck.bounds.thesis import r16_thesisC2 as B


def _fn(W: torch.Tensor, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """f_n(W) = (1/n) sum_i CE(y_i, H(W, x_i)), H(W, x) = (1/K) sum_j sigma(w_j^T x) (4.1)-(4.3)."""
    H = torch.sigmoid(x @ W).mean(1)
    return -(y * torch.log(H) + (1 - y) * torch.log1p(-H)).mean()


def test_c227_identity_by_autograd() -> None:
    """(C.227) L6357 at d = K = 2, n = 2000: W_hat_n by scipy BFGS from W* and a Newton polish on autograd's f_n (gradient < 1e-12), one step
    (4.6) with Uniform noise from W_t = W_hat_n + 0.1 D, the Hessian integral by Simpson's rule on 41 points:
    both '=' hold to 1e-6 (relative)."""
    torch.manual_seed(3)
    d, K, n, eta0, xi = 2, 2, 2000, 0.7, 0.5
    Ws = torch.tensor([[1.0, -0.5], [0.3, 1.2]], dtype=torch.float64)
    x = torch.randn(n, d, dtype=torch.float64) + torch.tensor([0.5, 0.0], dtype=torch.float64)
    y = (torch.rand(n, dtype=torch.float64) < torch.sigmoid(x @ Ws).mean(1)).double()
    grad = lambda W: torch.autograd.functional.jacobian(lambda V: _fn(V, x, y), W)  # noqa: E731
    hess = lambda W: torch.autograd.functional.hessian(lambda V: _fn(V, x, y), W).reshape(d * K, d * K)  # noqa: E731
    from scipy.optimize import minimize

    res = minimize(lambda w: float(_fn(torch.as_tensor(w).reshape(d, K), x, y)), Ws.numpy().ravel(),
                   jac=lambda w: grad(torch.as_tensor(w).reshape(d, K)).numpy().ravel(), method="BFGS",
                   options={"gtol": 1e-9})
    Wh = torch.as_tensor(res.x).reshape(d, K)
    for _ in range(10):  # Newton polish
        g = grad(Wh)
        if float(g.norm()) < 1e-13:
            break
        Wh = Wh - torch.linalg.solve(hess(Wh), g.reshape(-1)).reshape(d, K)
    assert float(grad(Wh).norm()) < 1e-12
    D = torch.randn(d, K, dtype=torch.float64)
    Wt = Wh + 0.1 * D / D.norm()
    nubar = (torch.rand(n, d, K, dtype=torch.float64) * 2 - 1).mul(xi).mean(0)
    Wnext = Wt - eta0 * (grad(Wt) + nubar)
    mid = Wt - eta0 * (grad(Wt) + nubar) - (Wh - eta0 * grad(Wh))
    gs = np.linspace(0, 1, 41)  # composite Simpson on 41 points
    ws = np.full(41, 2.0)
    ws[1::2], ws[0], ws[-1] = 4.0, 1.0, 1.0
    Hint = sum(float(w) / 120 * hess(float(g) * Wh + (1 - float(g)) * Wt) for g, w in zip(gs, ws, strict=True))
    right = ((torch.eye(d * K, dtype=torch.float64) - eta0 * Hint) @ (Wt - Wh).reshape(-1)).reshape(d, K) - eta0 * nubar
    scale = float((Wt - Wh).norm())
    assert float((Wnext - Wh - mid).norm()) / scale < 1e-9
    assert float((mid - right).norm()) / scale < 1e-6


def test_c198_shape_units() -> None:
    """(C.198)'s printed shape is linear in eps and homogeneous of degree 3 in the data scale (means x t, covariances
    x t^2); Lemma C.4.2's literal factor (||Sigma||) is not (degree 6 at zero means)."""
    mus, s2, lam = np.array([0.0, 0.0]), np.array([1.0, 2.0]), np.array([0.5, 0.5])
    f = B.c198_shape(3, 2, mus, s2, lam, 0.1)
    assert abs(B.c198_shape(3, 2, mus, s2, lam, 0.2) / f - 2) < 1e-12
    assert abs(B.c198_shape(3, 2, mus * 0.1, s2 * 0.01, lam, 0.1) / f - 1e-3) < 1e-12
    g = B.c198_lemma_sigma(3, 2, mus, s2, lam, 0.1)
    assert abs(B.c198_lemma_sigma(3, 2, mus, s2 * 0.01, lam, 0.1) / g - 1e-6) < 1e-15
