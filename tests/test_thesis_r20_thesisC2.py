"""Round 20 (helper thesisC2): second paths for the prose facts of seed 003 L5163 ('Gamma goes to zero if all ||mu_l||
or all sigma_l goes to infinity'), Gamma of (C.7) L5157 and rho of (C.6) L5153.

test_gamma_blind_to_orthogonal_means: own mpmath quadrature (no code of the claim): K = 1, d = 2, L = 1, W* = (a, 0)^T,
Sigma = s^2 I (tau = kappa = eta = 1), so Gamma = rho(W*^T mu/(a s), a s) with rho(u, sigma) = beta_2 - alpha_2^2/(u^2 + 1)
(K = 1: no pair j != i). A mean mu = t e_2, orthogonal to W*, gives W*^T mu = 0: Gamma(Psi_t) = rho(0, a s) > 0 for every
t, so Gamma does not go to zero as ||mu|| = t -> inf. A mean with a part in span(W*) (mu = t (cos th, sin th)) makes
Gamma fall to 0 (the reading of Property 1).

test_gamma_sigma_limit_decays: the same quadrature along Sigma -> t^2 Sigma: rho(u/t, a s t) t^3 tends to a constant
(0.0858 (a s)^-3 at u = 0), so Gamma -> 0.
"""

from __future__ import annotations

import math

import mpmath

from thmcheck.checks.papers.thesis import r20_thesisC2 as R

mpmath.mp.dps = 30


def _dphi(x):  # noqa: ANN001, ANN202
    e = mpmath.exp(-abs(x))
    return e / (1 + e) ** 2


def _E(u, sigma, power, q):  # noqa: ANN001, ANN202
    """E_{z ~ N(u, 1)}[phi'(sigma z)^power z^q] by mpmath.quad in x = sigma z (breakpoints at 0 and sigma u)."""
    u, sigma = mpmath.mpf(u), mpmath.mpf(sigma)

    def f(x):  # noqa: ANN001, ANN202
        z = x / sigma
        return _dphi(x) ** power * z**q * mpmath.npdf(z, u, 1) / sigma
    pts = sorted({-mpmath.inf, mpmath.mpf(0), sigma * u, mpmath.inf})
    return mpmath.quad(f, pts)


def _rho_k1(u, sigma):  # noqa: ANN001, ANN202
    a2, b2 = _E(u, sigma, 1, 2), _E(u, sigma, 2, 2)
    return b2 - a2**2 / (mpmath.mpf(u) ** 2 + 1)


def test_gamma_blind_to_orthogonal_means() -> None:
    a, s = mpmath.mpf("1.7"), mpmath.mpf("0.8")
    def gamma(mu):  # noqa: ANN001, ANN202
        return _rho_k1((a * mu[0] + 0 * mu[1]) / (a * s), a * s)  # W*^T mu / (delta_K s), delta_K s

    g1 = gamma((0, 1))
    assert g1 > 1e-4
    for t in (10, 1e3, 1e6):
        gt = gamma((0, mpmath.mpf(t)))  # ||mu|| = t, W*^T mu = 0
        assert abs(t * gt / g1 - t) <= 1e-20 * t  # the ratio to the 1/t rate grows like t: no decay at all
    # a part in span(W*): mu = t (cos th, sin th), u = t cos th / s: Gamma falls to 0
    th = mpmath.mpf("1.2")
    vals = [_rho_k1(t * mpmath.cos(th) / s, a * s) for t in (1, 10, 100)]
    assert vals[0] > 0 and vals[2] < 1e-20 * vals[0], vals
    # the claim's code agrees with this quadrature on both families (K = 1, d = 2, L = 1)
    inst = {"K": 1, "d": 2, "seed": 0, "lam": [1.0], "s": [0.8], "b": [1.0], "theta": [math.pi / 2], "t": 1e3}
    assert abs(R.gamma(inst, mu_scale=1e3) - R.gamma(inst)) <= 1e-15 * R.gamma(inst)
    W, _ = R._parts(inst)
    aa = float(abs(W[0, 0]))
    assert abs(R.gamma(inst) - float(_rho_k1(0, aa * 0.8))) <= 1e-8 * float(_rho_k1(0, aa * 0.8))


def test_gamma_sigma_limit_decays() -> None:
    a, s = mpmath.mpf("1.7"), mpmath.mpf("0.8")
    scaled = [_rho_k1(mpmath.mpf("0.9") / (s * t), a * s * t) * t**3 for t in (10, 100, 1000)]
    assert abs(scaled[2] / scaled[1] - 1) < 0.01, scaled  # rho ~ C t^-3: Gamma -> 0 along Sigma -> t^2 Sigma
    assert abs(scaled[2] * (a * s) ** 3 - mpmath.mpf("0.0858")) < 0.001, scaled


def test_l6112_light_group_of_large_covariance() -> None:
    """L6112's 'C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l^1/2||)^2 = Omega(max_l ||Sigma_l||)': N(0, I_d) with weight
    1 - 1/M^2 beside N(0, M^2 I_d) with weight 1/M^2 (own numpy, d = 3)."""
    import numpy as np

    ratios = []
    for M in (10.0, 100.0, 1000.0):
        lam = np.array([1 - 1 / M**2, 1 / M**2])
        covs = [np.eye(3), M**2 * np.eye(3)]
        S = sum(lm * (0.0 + np.sqrt(np.linalg.eigvalsh(C).max())) ** 2 for lm, C in zip(lam, covs, strict=True))
        mx = max(np.linalg.eigvalsh(C).max() for C in covs)
        ratios.append(mx / S)
        tau2 = mx / min(np.linalg.eigvalsh(C).min() for C in covs)
        assert S >= mx / tau2 * (1 - 1e-12)  # the corrected form holds
    assert ratios[0] > 50 and ratios[1] > 4.9e3 and ratios[2] > 4.9e5, ratios  # grows like M^2: no constant
