"""Second path for thesis.ch4.lemmaC.3.2's reading 'sigma scale constant (L1104)' (Lemma C.3.2 (C.85), App. C.3,
L5656-L5664): with Sigma kept at its drawn scale, along mu -> mu/t (W*, Sigma, lambda fixed, so kappa, eta, tau
fixed) the contraction margin's ratio r = (2 lambda_min/lambda_max) / (Gamma~/(K^2 S_2)), S_2 = sum_l lambda_l
(||mu_l|| + ||Sigma_l^1/2||)^2, stays bounded below: the reading holds along this path (unlike Lemma C.3.1's, see
tests/test_thesis_r19_thesisC3.py) FOR THE OPTIMAL STEP 2/(lambda_min + lambda_max) only. Round 19 (thesisC5, auditor
A's REFUTED): Algorithm 1's step is eta_0 = O(1/S_2inf), far below the optimal one on this path, and with it (C.85)
fails under this reading too (tests/test_thesis_r19_thesisC5.py); these tests keep the optimal-step facts.

Mechanism: r = 2 K^2 (lambda_min/Gamma~) (S_2/lambda_max). lambda_min/Gamma~ decays at most like t^2 (Lemma C.3.1's
reading), S_2 ~ ||mu||^2/t^2, and lambda_max ~ exp(-2 c_min/t)/t^2 where c_min = min_j |w_j^T mu| (the neuron whose
logit grows slowest carries the Hessian's top eigenvalue). So r grows like exp(2 c_min/t) when every logit grows
(c_min > 0), and the worst case is a neuron orthogonal to mu (c_min = 0): there S_2/lambda_max tends to a positive
constant and so does r (Gamma~ gets no (u_j^2 + 1) credit from that neuron: rho's min over j meets u_j = 0).

Independent of the claim's code: the Gram-matrix eigenvalues and rho of Definition C.2.2 in 90-digit mpmath (the
helpers of tests/test_thesis_r19_thesisC3.py: tensor Gauss-Hermite + mpmath.eigsy, rho by mpmath.quad)."""

from __future__ import annotations

import mpmath

from tests.test_thesis_r19_thesisC3 import DPS, _lambda_min_max, _rho


def _r32(mu: list[float], s: float, nodes: int) -> mpmath.mpf:
    """W* = I_2 (delta_K = kappa = eta = 1), one Gaussian N(mu, s^2 I) (two identical groups, tau = 1): Gamma~ = s^2
    rho(mu/s, s), K = 2, S_2 = (||mu|| + s)^2; r = (2 lambda_min/lambda_max)/(Gamma~/(K^2 S_2))."""
    lmin, lmax = _lambda_min_max([[1.0, 0.0], [0.0, 1.0]], mu, s, nodes)
    assert lmin > 0 and lmin / lmax > mpmath.mpf(10) ** (-DPS + 30)  # resolved far above mpmath's precision
    gam = mpmath.mpf(s) ** 2 * _rho([mpmath.mpf(m) / s for m in mu], mpmath.mpf(s))
    S2 = (mpmath.sqrt(sum(mpmath.mpf(m) ** 2 for m in mu)) + s) ** 2
    return 2 * lmin / lmax / (gam / (4 * S2))


def test_c32_reading_sigma_fixed_ratio_levels_off_with_a_neuron_orthogonal_to_mu() -> None:
    # The worst case of mu -> mu/t (c_min = 0): W* = I, s = 0.6, mu = (0, 1)/t, t = 2^-2 .. 2^-6.
    s = 0.6
    r = {}
    for k in (2, 4, 6):
        t = 2.0**-k
        r[k] = _r32([0.0, 1.0 / t], s, 24)
        assert abs(_r32([0.0, 1.0 / t], s, 32) / r[k] - 1) < 1e-6  # Gauss-Hermite converged (24 vs 32 nodes)
    # 218.13, 193.92, 183.70 (the float64 measure: 218.1, 207.1, 193.9, 187.0 at 2^-2 .. 2^-5): from 2^-4 on the
    # steps halve with t (6.9, 3.3 per halving: an O(t) correction), so r levels off near 180; at 2^-7 lambda_min/
    # lambda_max ~ 1e-115 is past 90 digits
    assert min(r.values()) > 150
    assert 0.8 < r[6] / r[4] < 1.0 and abs(r[6] / r[4] - 1) < abs(r[4] / r[2] - 1)


def test_c32_reading_sigma_fixed_ratio_grows_when_every_logit_grows() -> None:
    # Lemma C.3.1's crossing instance (mu = (0.4, -3.66)/t): C.3.1's ratio decays like t^2, (C.85)'s margin ratio
    # grows like exp(2 * 0.4/t) (c_min = 0.4), so the same path is no counterexample to (C.85).
    s = 0.6
    r = {t: _r32([0.4 / t, -3.66 / t], s, 24) for t in (0.25, 0.0625)}
    assert r[0.0625] > 100 * r[0.25]
