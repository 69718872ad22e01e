"""Second path (no repository code) for thesis.ch4.lemmaC.6.2 (Lemma C.6.2, (C.235), seed 003 L6401-L6403).

One Gaussian group N(0, s^2 I_2), K = 1, W* = w: U = w/|w|, and the third-order score of Definition C.1.1 projected on
U is S_3(x)(U, U, U) = (z^3 - 3z)/s^3 with z = U^T x / s. R_3 = E[y S_3] (y ~ Bernoulli(sigmoid(w^T x))) by
Gauss-Hermite quadrature, R^_3 the sample mean. tau = 1, D_6(Psi) = 1 and delta_1(W*) = |w| do not depend on s, so the
printed right side of (C.235) is the same at every s for a given n; the left side grows like s^-3.
"""

import numpy as np


def _r3_pop(w_norm: float, s: float) -> float:
    z, wts = np.polynomial.hermite_e.hermegauss(120)
    wts = wts / wts.sum()
    p = 1 / (1 + np.exp(-w_norm * s * z))
    return float(np.sum(wts * p * (z**3 - 3 * z))) / s**3


def _median_dev(w_norm: float, s: float, n: int, reps: int, rng: np.random.Generator) -> float:
    r3 = _r3_pop(w_norm, s)
    devs = []
    for _ in range(reps):
        z = rng.normal(size=n)
        y = rng.random(n) < 1 / (1 + np.exp(-w_norm * s * z))
        devs.append(abs(float(np.mean(y * (z**3 - 3 * z))) / s**3 - r3))
    return float(np.median(devs))


def test_c235_lhs_scales_like_sigma_minus_3():
    rng = np.random.default_rng(0)
    n, w_norm = 4000, 0.9
    shape = w_norm**2 * np.sqrt(np.log(n) / n)  # delta_1^2 tau^6 sqrt(D_6) sqrt(log n / n) with tau = D_6 = 1
    ratios = [_median_dev(w_norm, s, n, 15, rng) / shape for s in (1.0, 0.3, 0.1)]
    # the printed shape is the same at every s: a bounded ratio would need these to stay within a constant
    assert ratios[1] > 10 * ratios[0] and ratios[2] > 300 * ratios[0], ratios
    # and the growth is the s^-3 of the score: ratio * s^3 stays within a factor 4
    scaled = [r * s**3 for r, s in zip(ratios, (1.0, 0.3, 0.1), strict=True)]
    assert max(scaled) < 4 * min(scaled), scaled


def test_c233_lhs_scales_like_sigma_minus_2():
    """(C.233), L6393: one group N(0, s^2 I_1), K = 1; projected S_2 = (z^2 - 1)/s^2; the shape is s-free (tau = 1,
    D_2 = D_4 = 1), the error grows like s^-2."""
    rng = np.random.default_rng(1)
    n, w = 4000, 0.9
    z, wts = np.polynomial.hermite_e.hermegauss(120)
    wts = wts / wts.sum()
    out = []
    for s in (1.0, 0.3, 0.1):
        q2 = float(np.sum(wts / (1 + np.exp(-w * s * z)) * (z**2 - 1))) / s**2
        devs = []
        for _ in range(15):
            x = rng.normal(size=n)
            y = rng.random(n) < 1 / (1 + np.exp(-w * s * x))
            devs.append(abs(float(np.mean(y * (x**2 - 1))) / s**2 - q2))
        out.append(float(np.median(devs)))
    assert out[2] > 30 * out[0], out
