"""Second paths for the errata of mhgd (Deora et al.): each reproduces a printed statement's failure at an explicit
instance by closed forms and exact arithmetic (fractions, mpmath), importing neither the claims' measurements
(models/) nor their bounds (bounds/). Paper: shared/seeds/004_fdca0756fccde960.txt."""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath as mp


def test_dm1_printed_R_below_one() -> None:
    """mhgd.dm1 (L211, Assumption 1 at L125): 'Assumption 1 is satisfied with R = sqrt(S^2 + Z^2 + 2 Z_nu/M)'.

    S = 1/20, no noise (Z = Z_nu = 0), M = 1: every token is mu_y or nu_1, of norm S, so R^2 = S^2 = 1/400 < 1,
    while Assumption 1 asks R >= 1 (literal reading fails). Under the evident reading max(1, R) the token norms
    S <= max(1, R) = 1 hold."""
    S, Z, Znu, M = Fraction(1, 20), Fraction(0), Fraction(0), 1
    R2 = S**2 + Z**2 + 2 * Znu / M
    assert R2 == Fraction(1, 400) and R2 < 1  # printed R = 1/20 < 1: Assumption 1's R >= 1 fails
    token_norm2 = S**2  # ||mu_y||^2 = ||nu_1 + 0||^2 = S^2
    assert token_norm2 <= R2  # the token-norm part holds (tight)
    assert token_norm2 <= max(Fraction(1), R2)  # the max(1, .) reading holds


def test_eq24_loss_above_one() -> None:
    """mhgd.eq24 (L500-L504): 'L^'(theta) <= L^(theta) <= 1' for the logistic loss, any theta and data.

    One sample with margin y Phi = -2: L^ = log(1 + e^2) = 2.1269... > 1 (60 digits)."""
    mp.mp.dps = 60
    L = mp.log(1 + mp.e**2)
    assert L > 1 and abs(L - mp.mpf("2.126928011042972496")) < mp.mpf("1e-17")
    # the two other parts hold there: |l'(-2)| = sigmoid(2) <= L^, l''(-2) <= 1/4
    assert 1 / (1 + mp.e ** (-2)) <= L and mp.e**2 / (1 + mp.e**2) ** 2 <= mp.mpf(1) / 4
    # L^ <= 1 fails exactly when the margin is below -log(e - 1) = -0.5413
    assert abs(-mp.log(mp.e - 1) - mp.mpf("-0.541324854612918108")) < mp.mpf("1e-17")


def _one_token_model(eps: float) -> tuple[mp.mpf, mp.mpf, mp.mpf]:
    """n = 1, T = d = 1, x = y = 1, H heads in antisymmetric pairs (U_h = +-u, any W_h): with one token the softmax is
    1, so Phi~(theta) = H^{-1/2} sum_h U_h is linear in theta, Phi~(theta0) = 0 (B_Phi = 1 allowed), grad Phi~ =
    H^{-1/2} (1, ..., 1) on the U-coordinates (norm 1), and P3 with ||theta_*|| = sqrt(2) along it gives gamma =
    sqrt(2), for every H (so (98)'s condition on H can be met without changing anything below).
    Returns (gamma, g0 of Prop. 7, ||grad Phi~||)."""
    gamma, BPhi, grad_norm = mp.sqrt(2), mp.mpf(1), mp.mpf(1)
    g0 = (2 * BPhi + mp.log(1 / mp.mpf(eps))) / gamma
    return gamma, g0, grad_norm


def test_prop7_witness_is_sqrt2_g0_from_theta0() -> None:
    """mhgd.prop7 (L1167-L1179): the witness theta^(eps) = theta0 + g0 theta_* has ||theta^(eps) - theta0|| =
    g0 ||theta_*|| = sqrt(2) g0 (P3 fixes ||theta_*|| = sqrt(2), L181), not <= g0 as the proof reads off."""
    mp.mp.dps = 50
    _, g0, _ = _one_token_model(1e-4)
    theta_star = [mp.mpf(1), mp.mpf(1)]  # any vector of norm sqrt(2)
    dist = g0 * mp.sqrt(sum(t * t for t in theta_star))
    assert dist > g0 and abs(dist / g0 - mp.sqrt(2)) < mp.mpf("1e-45")


def test_prop7_statement_fails_at_small_eps() -> None:
    """mhgd.prop7.statement (catalog mhgd.assump2; Prop. 7 L1155-L1161 with Assumption 2 L169): no theta within
    g0(eps) of theta0 has L^(theta) <= eps. In the one-token model L^ is l of a linear function, so its least value
    on the ball of radius g0 is l(g0 ||grad Phi~||) = log(1 + e^{-g0}) (Cauchy-Schwarz, attained along grad Phi~).
    At eps = 1e-6: g0 = (2 + log 1e6)/sqrt(2) = 11.18325, least loss 1.3905e-5 = 13.9 eps."""
    mp.mp.dps = 50
    eps = mp.mpf("1e-6")
    _, g0, gn = _one_token_model(1e-6)
    least = mp.log(1 + mp.exp(-g0 * gn))
    assert abs(g0 - mp.mpf("11.183255")) < mp.mpf("1e-6")
    assert least > 13 * eps and abs(least - mp.mpf("1.3905e-5")) < mp.mpf("1e-8")
    # the threshold: the statement fails for every eps with log(1 + e^{-g0(eps)}) > eps, e.g. eps = 7e-3, not 1e-1
    for e, fails in ((mp.mpf("7e-3"), True), (mp.mpf("1e-1"), False)):
        g = (2 + mp.log(1 / e)) / mp.sqrt(2)
        assert (mp.log(1 + mp.exp(-g)) > e) is fails
    assert math.isclose(float(mp.sqrt(2)), 1.4142135623730951)


def test_appg_gd_margin_below_gamma_attn() -> None:
    """mhgd.appG.dm1-margin (App. G, L1586-L1590): 'for smaller H, GD indeed achieves margin gamma_attn = S sqrt(T)/
    sqrt(2)' = 4.472 on DM1 (T = 10, one relevant token, d = 4, M = 2, S = 2, noise N(0, 0.01 I), n = 100,
    theta = 0, eta = 1). An independent H = 1 run (own sampler with numpy, own model and autograd loss; no project
    code): after 1000 GD steps the margin normalised by ||U||_F is about 0.84 gamma_attn, below 0.95 gamma_attn."""
    import numpy as np
    import torch

    rng = np.random.default_rng(123)
    n, T, d, S = 100, 10, 4, 2.0
    y = rng.choice([-1.0, 1.0], size=n)
    X = S * np.eye(d)[2 + rng.integers(0, 2, size=(n, T))] + 0.1 * rng.standard_normal((n, T, d))
    pos = rng.integers(0, T, size=n)
    X[np.arange(n), pos] = np.where(y[:, None] > 0, S * np.eye(d)[0], S * np.eye(d)[1])
    Xt, yt = torch.tensor(X), torch.tensor(y)
    U = torch.zeros(T, d, dtype=torch.float64, requires_grad=True)
    W = torch.zeros(d, d, dtype=torch.float64, requires_grad=True)

    def outputs() -> torch.Tensor:  # Phi(X_i; U, W) = <U, softmax(X W X^T) X>, row t: softmax_t'(x_t^T W x_t')
        A = torch.softmax(Xt @ W @ Xt.transpose(1, 2), dim=-1)
        return ((A @ Xt) * U).sum((1, 2))

    for _ in range(1000):
        loss = torch.log1p(torch.exp(-yt * outputs())).mean()
        gU, gW = torch.autograd.grad(loss, (U, W))
        with torch.no_grad():
            U -= gU
            W -= gW
    with torch.no_grad():
        ratio = float((yt * outputs()).min() / U.norm()) / (S * math.sqrt(T) / math.sqrt(2))
    assert 0.7 < ratio < 0.95


def test_fact2_failure_probability_exceeds_delta() -> None:
    """mhgd.fact2 (App. D, L1225-L1227): for IID X_h with |X| <= B, w.p. >= 1 - delta |mean - mu| <= 2B sqrt(log(1/delta)
    / (2H)). H = 1, X = +-B with probability 1/2 each (mu = 0), delta = 0.9: the radius is 2B sqrt(log(1/0.9)/2) =
    0.459 B < B = |X_1 - mu| on both outcomes, so the failure probability is exactly 1 > delta."""
    B, delta = 1.0, 0.9
    radius = 2 * B * math.sqrt(math.log(1 / delta) / 2)
    fail = sum(Fraction(1, 2) for x in (-B, B) if abs(x - 0.0) > radius)
    assert abs(radius - 0.4590) < 1e-4 and fail == 1 and fail > delta
