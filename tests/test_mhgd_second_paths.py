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
    """mhgd.display.prop7-witness (L1167-L1179): the witness theta^(eps) = theta0 + g0 theta_* has ||theta^(eps) - theta0|| =
    g0 ||theta_*|| = sqrt(2) g0 (P3 fixes ||theta_*|| = sqrt(2), L181), not <= g0 as the proof reads off."""
    mp.mp.dps = 50
    _, g0, _ = _one_token_model(1e-4)
    theta_star = [mp.mpf(1), mp.mpf(1)]  # any vector of norm sqrt(2)
    dist = g0 * mp.sqrt(sum(t * t for t in theta_star))
    assert dist > g0 and abs(dist / g0 - mp.sqrt(2)) < mp.mpf("1e-45")


def test_prop7_statement_fails_at_small_eps() -> None:
    """mhgd.prop7 (the statement; catalog also mhgd.assump2; Prop. 7 L1155-L1161 with Assumption 2 L169): no theta within
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


def test_lemma18_negative_threshold_allows_no_saturation() -> None:
    """mhgd.lemma18 (App. E, L1486-L1496): r_1..r_L >= A, the rest <= B, A > 2B (A, B in R), any eps > 0 and
    Gamma >= (2/A) log((T/L - 1)/eps) give sum_{i > L} softmax(Gamma r)_i <= eps. T = 2, L = 1, r = (-1, -1),
    A = B = -1 (A > 2B), eps = 0.1: the threshold is -2 log 10 = -4.61, Gamma = 0 is allowed, the leak is 1/2."""
    T, L, A, B, eps = 2, 1, -1.0, -1.0, 0.1
    assert A > 2 * B
    threshold = (2 / A) * math.log((T / L - 1) / eps)
    Gamma = 0.0
    assert threshold < -4.6 and Gamma >= threshold
    r = [-1.0, -1.0]
    w = [math.exp(Gamma * ri) for ri in r]
    leak = Fraction(1, 2) if w[0] == w[1] else w[1] / sum(w)
    assert leak == Fraction(1, 2) and leak > eps


def _dm1_noiseless_rows(T: int, L: int, M: int, S: float, Gamma: float) -> tuple[float, float]:
    """Noise-free DM1 with y = +1 (canonical patterns mu_+ = S e_1, mu_- = S e_2, nu_l = S e_{2+l}), the relevant
    tokens first, the irrelevant ones all nu_1; W_* = mu_+ mu_+^T + mu_- mu_-^T + sum_l nu_l (mu_+ + mu_-)^T (L247),
    W_opt = W_*/(S^2 sqrt(2(M+1))), U_opt = 1_T (mu_+ - mu_-)^T/(S sqrt(2T)) (eq. (9), L275). Returns (the largest
    softmax mass on irrelevant tokens over rows t, y Phi(X; U_opt, Gamma W_opt)), in plain Python."""
    d = M + 2
    e = [[S * (i == j) for j in range(d)] for i in range(d)]
    mup, mum = e[0], e[1]
    Wst = [[mup[i] * mup[j] + mum[i] * mum[j] + sum(e[2 + l][i] * (mup[j] + mum[j]) for l in range(M))
            for j in range(d)] for i in range(d)]
    c = Gamma / (S**2 * math.sqrt(2 * (M + 1)))
    X = [mup] * L + [e[2]] * (T - L)
    u = [(mup[j] - mum[j]) / (S * math.sqrt(2 * T)) for j in range(d)]
    leak, phi = 0.0, 0.0
    for t in range(T):
        logits = [c * sum(X[t][i] * Wst[i][j] * X[s][j] for i in range(d) for j in range(d)) for s in range(T)]
        mx = max(logits)
        w = [math.exp(v - mx) for v in logits]
        a = [v / sum(w) for v in w]
        leak = max(leak, sum(a[L:]))
        phi += sum(u[j] * sum(a[s] * X[s][j] for s in range(T)) for j in range(d))
    return leak, phi


def test_prop3_negative_threshold() -> None:
    """mhgd.prop3 (Sec. 5.3, L279-L285): Z_mu = Z_nu <= S^2/8, Gamma >= (8 sqrt(2(M+1))/(3 S^2)) log((1/zeta - 1)/eps)
    gives a leak <= eps (10). T = 10, |R| = 9 (zeta = 0.9), M = 1, S = 1, no noise, eps = 0.5: the threshold is
    (16/3) log(0.2222) = -8.02 < 0, and at Gamma = threshold the leak is 0.86 > 0.5."""
    T, L, M, S, eps = 10, 9, 1, 1.0, 0.5
    zeta = L / T
    threshold = 8 * math.sqrt(2 * (M + 1)) / (3 * S**2) * math.log((1 / zeta - 1) / eps)
    assert abs(threshold - (-8.0215)) < 1e-3
    leak, _ = _dm1_noiseless_rows(T, L, M, S, threshold)
    assert 0.85 < leak < 0.87 and leak > eps


def test_sec7_threshold_too_small() -> None:
    """mhgd.sec7.restatement (Sec. 7, L381-L383): y Phi(X; U_opt, Gamma W_opt) = (S sqrt(T)/sqrt(2))((1 - eps) -
    2 eps Z_mu/S) for all Gamma >= log((1/zeta - 1)/eps)/S. T = 10, |R| = 1, M = 1, S = 1, no noise, eps = 0.01:
    Gamma = log 900 = 6.80 puts softmax weight 0.77 on the relevant token, so y Phi = 1.72 < 2.21 (not even >=)."""
    T, L, M, S, eps = 10, 1, 1, 1.0, 0.01
    Gamma = math.log((T / L - 1) / eps) / S
    leak, phi = _dm1_noiseless_rows(T, L, M, S, Gamma)
    printed = S * math.sqrt(T) / math.sqrt(2) * (1 - eps)
    assert abs(1 - leak - 0.7692) < 1e-3 and abs(phi - 1.7201) < 1e-3 and phi < printed - 0.4


def test_lemma12_failure_probability_one() -> None:
    """mhgd.lemma12 (App. D.2.2, L1251-L1253): w.p. >= 1 - delta, |Phi~(X; theta~^(1))| <= T R (S + P) sqrt(2 log(1/delta))
    at the first-phase point (102): W_h = 0, U_h = alpha_h 1_T (zeta/2 u_* + p)^T, alpha_h = +-1. With W = 0 the
    softmax is uniform, so Phi~ = H^{-1/2} sum_h alpha_h (zeta/2 u_* + p) . sum_t x_t. H = 1, T = 2, |R| = 1,
    S = 1, no noise (R = 1), y = 1: x_1 = mu_+ = e_1, x_2 = nu_1 = e_3, u_* = e_1 - e_2, p of norm P = 1 along
    sum_t x_t: |Phi~| = 1/4 + sqrt(2) = 1.664 for both signs of alpha, above the radius 2 * 1 * 2 * sqrt(2 log(1/0.95))
    = 1.281 at delta = 0.95: failure probability 1 > delta."""
    T, S, P, R, delta, zeta = 2, 1.0, 1.0, 1.0, 0.95, 0.5
    s = [1.0, 0.0, 1.0]  # sum_t x_t = e_1 + e_3
    u = [1.0, -1.0, 0.0]
    p = [P * v / math.sqrt(2) for v in s]
    c = sum((zeta / 2 * u[j] + p[j]) * s[j] for j in range(3))
    radius = T * R * (S + P) * math.sqrt(2 * math.log(1 / delta))
    fail = sum(Fraction(1, 2) for alpha in (-1, 1) if abs(alpha * c) > radius)
    assert abs(c - (0.25 + math.sqrt(2))) < 1e-12 and abs(radius - 1.2812) < 1e-3 and fail == 1 > delta


def test_lemma2_p_does_not_vanish() -> None:
    """mhgd.lemma2 (Sec. 5.1, L219-L227): after the first GD step from 0 (step alpha_h sqrt(H)), U_h^(1) = alpha_h 1_T
    (zeta/2 u_*^T + p^T) with ||p|| <= C (2S + Z)(sqrt(d/n1) + sqrt(log(1/delta)/n1)) -> 0 as n1 grows. An own
    autograd step (one head, alpha = 1, noise-free DM1, T = 2, |R| = 1, S = 1, d = 3, random labels) gives
    p . u_* = -zeta S^2/2 exactly for every n1, so ||p|| >= zeta S/(2 sqrt 2) = 0.1768 at n1 = 10, 1000, 100000
    (it tends to (zeta/4)||u_*||, not 0): no constant C makes (6) hold for large n1."""
    import numpy as np
    import torch

    T, d, S, zeta = 2, 3, 1.0, 0.5
    u = torch.tensor([S, -S, 0.0], dtype=torch.float64)
    for n1 in (10, 1000, 100000):
        rng = np.random.default_rng(n1)
        y = torch.tensor(rng.choice([-1.0, 1.0], size=n1))
        X = torch.zeros(n1, T, d, dtype=torch.float64)
        X[:, 0, 0] = torch.where(y > 0, S, 0.0)  # relevant token mu_y
        X[:, 0, 1] = torch.where(y > 0, 0.0, S)
        X[:, 1, 2] = S  # irrelevant token nu_1
        U = torch.zeros(T, d, dtype=torch.float64, requires_grad=True)
        W = torch.zeros(d, d, dtype=torch.float64, requires_grad=True)
        out = ((torch.softmax(X @ W @ X.transpose(1, 2), dim=-1) @ X) * U).sum((1, 2))
        (gU,) = torch.autograd.grad(torch.log1p(torch.exp(-y * out)).mean(), U)
        row = -gU[0]  # U^(1) = -alpha sqrt(H) grad, H = alpha = 1; rows are identical
        assert torch.allclose(-gU, row.expand(T, d), atol=1e-15)
        p = row - zeta / 2 * u
        assert abs(float(p @ u) + zeta * S**2 / 2) < 1e-12
        assert float(p.norm()) >= zeta * S / (2 * math.sqrt(2)) - 1e-12


def test_sec5_ordering_printed_gamma_star() -> None:
    """mhgd.sec5.ordering (Sec. 5.3, L287): gamma_attn >= gamma_* >= gamma_lin with gamma_* of Lemma 13 (L1289) or
    eq. (7) (L237), gamma_lin = (S sqrt(T)/sqrt 2)(zeta - 2(1 - zeta) Z_mu/S^2), gamma_attn = S sqrt(T)/sqrt 2.
    No noise (Z_bar = Z_mu = 0), P = 0. (a) S = 10, T = 10, zeta = 1/2, M = 1: Lemma 13 gives 1562.5 + 11.18 =
    1573.7 and eq. (7) 1105.8, both above gamma_attn = 22.36. (b) eq. (7) at S = 1, T = 10, zeta = 0.1, M = 2:
    0.0185 < gamma_lin = 0.2236."""
    def lin(S: float, T: int, zeta: float) -> float:
        return S * math.sqrt(T) / math.sqrt(2) * zeta

    def lemma13(S: float, T: int, zeta: float, M: int) -> float:
        return T * (1 - zeta) * zeta / (4 * math.sqrt(2 * (M + 1))) * zeta * S**4 + lin(S, T, zeta)

    def eq7(S: float, T: int, zeta: float, M: int) -> float:
        return (T * (1 - zeta) * zeta * zeta * S**4 + lin(S, T, zeta)) / (4 * math.sqrt(2) * (M + 1))

    attn = 10 * math.sqrt(10) / math.sqrt(2)
    assert abs(lemma13(10, 10, 0.5, 1) - 1573.68) < 0.01 and lemma13(10, 10, 0.5, 1) > attn
    assert abs(eq7(10, 10, 0.5, 1) - 1105.8) < 0.1 and eq7(10, 10, 0.5, 1) > attn
    assert abs(eq7(1, 10, 0.1, 2) - 0.01848) < 1e-4 and eq7(1, 10, 0.1, 2) < lin(1, 10, 0.1)
