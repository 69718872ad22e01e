"""Round 25 (helper mhgd): the exact NNLS SVM of mhgd.def1-n (against its weak-duality certificate, a closed form and
cvxpy), the hand-differentiated explicit margin (against autograd), and the printed (81)/(84) thresholds
(recomputed from the printed text, own arithmetic)."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from thmcheck.models.mhgd import r25_mhgd as MS


def test_svm_ldp_closed_form_one_sample() -> None:
    f = np.array([[3.0, -4.0, 0.0]])
    s = MS.svm_ldp(f, np.array([-1.0]))
    # one sample: theta_* = sqrt(2) y f/||f||, margin sqrt(2) ||f|| = 5 sqrt(2)
    assert s.gamma == pytest.approx(5 * math.sqrt(2), rel=1e-12)
    assert s.gamma_ub == pytest.approx(5 * math.sqrt(2), rel=1e-12)
    assert np.linalg.norm(s.theta_star) == pytest.approx(math.sqrt(2), rel=1e-14)
    assert s.status.startswith("optimal")


def test_svm_ldp_certifies_non_separable() -> None:
    f = np.array([[1.0, 2.0], [1.0, 2.0], [0.5, -1.0]])
    s = MS.svm_ldp(f, np.array([1.0, -1.0, 1.0]))  # y f_1 = -y f_2: 0 in the hull, no margin
    assert s.gamma == 0.0 and s.gamma_ub < 1e-12 and s.status.startswith("not separable")


def test_svm_ldp_matches_cvxpy_and_kkt() -> None:
    cp = pytest.importorskip("cvxpy")
    rng = np.random.default_rng(3)
    F = rng.standard_normal((30, 60))
    y = np.where(rng.random(30) < 0.5, 1.0, -1.0)
    s = MS.svm_ldp(F, y)
    A = y[:, None] * F
    w = cp.Variable(60)
    cp.Problem(cp.Minimize(cp.sum_squares(w)), [A @ w >= 1]).solve(solver=cp.CLARABEL)
    g_cvx = math.sqrt(2) / float(np.linalg.norm(w.value))  # best margin at ||theta|| = sqrt(2)
    assert s.gamma == pytest.approx(g_cvx, rel=1e-6)
    assert s.gamma <= s.gamma_ub * (1 + 1e-12) and s.gamma_ub - s.gamma < 1e-9 * s.gamma_ub
    assert s.kkt_slack < 1e-8
    assert float((A @ s.theta_star).min()) == pytest.approx(s.gamma, rel=1e-14)


def test_explicit_margin_matches_autograd() -> None:
    g = torch.Generator().manual_seed(7)
    n, T, d, H = 3, 3, 2, 2
    X = torch.randn(n, T, d, generator=g, dtype=torch.float64)
    y = torch.tensor([1.0, -1.0, 1.0], dtype=torch.float64)
    U, W = (torch.randn(H, T, d, generator=g, dtype=torch.float64), torch.randn(H, d, d, generator=g, dtype=torch.float64))
    dU, dW = (torch.randn(H, T, d, generator=g, dtype=torch.float64), torch.randn(H, d, d, generator=g, dtype=torch.float64))

    def phi(U_: torch.Tensor, W_: torch.Tensor) -> torch.Tensor:  # own model: sum_h sum_t (softmax(x_t^T W X^T) X) . u_t
        out = torch.zeros(n, dtype=torch.float64)
        for i in range(n):
            for h in range(H):
                A = torch.softmax(X[i] @ W_[h] @ X[i].T, dim=-1)
                out = out + torch.nn.functional.one_hot(torch.tensor(i), n) * (A @ X[i] * U_[h]).sum()
        return out / math.sqrt(H)

    J = torch.autograd.functional.jacobian(phi, (U, W))
    ref = y * ((J[0] * dU).flatten(1).sum(1) + (J[1] * dW).flatten(1).sum(1))
    got = MS.explicit_margin(X, y, U, W, dU, dW)
    assert torch.allclose(got, ref, rtol=1e-12, atol=1e-13)


def test_printed_81_84_thresholds() -> None:
    """(81) and (84) with 'd sqrt(T) d' (L975, L1009) recomputed from the printed text: d sqrt(T) d = d^2 sqrt(T),
    so the printed least H is d times the appendix form's (d sqrt(Td))."""
    from thmcheck.bounds.mhgd import r25_mhgd as B25
    from thmcheck.bounds.mhgd import sec3_5_local as B

    T, d, R, g0, g = 5, 7, 1.3, 2.0, 3.5
    own81 = (36 * d * math.sqrt(T) * d * R**3 * (3 * math.sqrt(d) * R**2 * (3 * g0 + g) + 1) * g0**2) ** 2
    assert B25.h81_printed(T, d, R, g0, g) == pytest.approx(own81, rel=1e-14)
    assert B25.h81_printed(T, d, R, g0, g) == pytest.approx(d * B.h_train(T, d, R, g0, g), rel=1e-13)
    assert B25.h84_printed(T, d, R, g0, g) == pytest.approx(d * B.h_train(T, d, R, g0, g, const=256.0), rel=1e-13)
    H = 1e20
    alpha = 3 * d * math.sqrt(d) * R**2 * (3 * math.sqrt(T) * R**3 * (3 * g0 + g) + 2 * math.sqrt(T) * R)
    own_rho = (2 * d * math.sqrt(T) * d * R**3 / math.sqrt(H) + T * R**2 / 4) * alpha**2
    assert B25.rho_printed(T, d, H, R, g0, g) == pytest.approx(own_rho, rel=1e-14)
    assert B25.rho_printed(T, d, H, R, g0, g) >= B.alpha_rho(T, d, H, R, g0, g)[1]


def test_svm_ldp_fewer_features_than_samples() -> None:
    """q < n (the least-distance program, not the Gram path) on separable data: against cvxpy."""
    cp = pytest.importorskip("cvxpy")
    rng = np.random.default_rng(5)
    F = rng.standard_normal((40, 6))
    y = np.sign(F @ rng.standard_normal(6))
    s = MS.svm_ldp(F, y)
    assert "ldp" in s.status and s.status.startswith("optimal")
    A = y[:, None] * F
    w = cp.Variable(6)
    cp.Problem(cp.Minimize(cp.sum_squares(w)), [A @ w >= 1]).solve(solver=cp.CLARABEL)
    assert s.gamma == pytest.approx(math.sqrt(2) / float(np.linalg.norm(w.value)), rel=1e-6)


def test_prop7_n_second_path_duplicated_samples_T1() -> None:
    """Second path of mhgd.prop7-n (own numpy, no project code): n = 512 copies of one sample (X = x^T, one token,
    ||x|| = 1, y = +1), an antisymmetric init of H explicit heads (U_h, W_h), (-U_h, W_h). With one token the softmax is
    1, so Phi~(X; theta) = H^{-1/2} sum_h <x, u_h> is linear in theta: Phi~(theta0) = 0, its gradient f has ||f|| =
    ||x|| = 1 (the U-blocks x/sqrt(H)), the best P3 margin with ||theta_*|| = sqrt(2) is gamma = sqrt(2), and the least
    loss on the ball ||theta - theta0|| <= r is exactly log(1 + e^{-r}) (attained along f; the n copies share it).
    Prop. 7's g0 = (2 B_Phi + log(1/eps))/gamma with B_Phi = 1 then leaves loss log(1 + e^{-g0}) > eps at eps = 1e-12:
    no point within g0 of theta0 reaches loss eps, while sqrt(2) g0 (the correction) does."""
    rng = np.random.default_rng(0)
    n, d, H = 512, 14, 6
    x = rng.standard_normal(d)
    x /= np.linalg.norm(x)
    X = np.repeat(x[None], n, 0)
    y = np.ones(n)
    U = rng.standard_normal((H // 2, d)) * 0.1
    U = np.concatenate([U, -U])

    def phi(Uh: np.ndarray) -> np.ndarray:  # one token: softmax = 1, Phi = <x, u>
        return (X @ Uh.T).sum(1) / math.sqrt(H)

    assert np.abs(phi(U)).max() < 1e-15
    f = np.tile(x, H) / math.sqrt(H)  # gradient in the U-blocks (W-blocks 0)
    assert np.linalg.norm(f) == pytest.approx(1.0, rel=1e-14)
    gamma = math.sqrt(2) * np.linalg.norm(f)
    eps = 1e-12
    g0 = (2 * 1.0 + math.log(1 / eps)) / gamma
    step = (g0 * f / np.linalg.norm(f)).reshape(H, d)  # the loss minimiser on the ball of radius g0
    loss_best = float(np.mean(np.log1p(np.exp(-y * phi(U + step)))))
    assert loss_best == pytest.approx(math.log1p(math.exp(-g0)), rel=1e-9)
    assert loss_best > 700 * eps  # 7.9e-10: the printed g0 fails by a factor ~790
    wit = (math.sqrt(2) * g0 * f / np.linalg.norm(f)).reshape(H, d)
    assert float(np.mean(np.log1p(np.exp(-y * phi(U + wit))))) <= eps  # sqrt(2) g0 reaches it
