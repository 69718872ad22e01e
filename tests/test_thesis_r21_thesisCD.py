"""Tests of thmcheck.checks.papers.thesis.r21_thesisCD (round 21, helper thesisCD): the floor-free W2 of a Gaussian
scale mixture to the centred Gaussians against an independent mpmath computation (the W2 integral in x at 50
digits), and the readings of L7107 / L7129 along their paths."""

from __future__ import annotations

import math

import mpmath as mp
import numpy as np
import pytest

from thmcheck.checks.papers.thesis import r18_thesisD as D18
from thmcheck.checks.papers.thesis import r21_thesisCD as R21


def _mp_mixture_w2(scales: list[float], weights: list[float]) -> float:
    """min over s of W2(sum_k w_k N(0, S_k^2), N(0, s^2)) in mpmath (50 digits): W2^2(s) = E r^2 - 2 s c + s^2 with
    c = int_0^1 Q_r(p) Phi^{-1}(p) dp, minimised at s = c, so W2^2 = E r^2 - c^2; c = 2 int_0^inf x Phi^{-1}(F(x))
    f(x) dx is integrated in x with 50 digits (the cancellation E r^2 - c^2 then keeps ~30 digits)."""
    mp.mp.dps = 50
    S = [mp.mpf(s) for s in scales]
    W = [mp.mpf(w) for w in weights]
    er2 = sum(w * s * s for w, s in zip(W, S, strict=True))

    def f(x):  # noqa: ANN001, ANN202
        return sum(w * mp.npdf(x / s) / s for w, s in zip(W, S, strict=True))

    def G(x):  # noqa: ANN001, ANN202  (the survival function, no cancellation in the tail)
        return sum(w * mp.ncdf(-x / s) for w, s in zip(W, S, strict=True))

    def z_of(x):  # noqa: ANN001, ANN202  (Phi^{-1}(F(x)) = -Phi^{-1}(G(x)) = sqrt(2) erfinv(1 - 2 G(x)))
        return mp.sqrt(2) * mp.erfinv(1 - 2 * G(x))

    smax = max(S)
    c = 2 * mp.quad(lambda x: x * z_of(x) * f(x), mp.linspace(0, 14 * smax, 8))
    return float(mp.sqrt(er2 - c * c))


@pytest.mark.parametrize("scales,weights", [
    ([1.0, 1.01], [0.5, 0.5]),
    ([0.7, 0.9, 1.0, 1.2, 2.0], [0.1, 0.2, 0.4, 0.2, 0.1]),
    ([1.0, 1.0001], [0.3, 0.7]),
])
def test_mixture_w2_against_mpmath(scales: list[float], weights: list[float]) -> None:
    # the mixture as a sample of K = 1000 equally weighted scales
    K = 1000
    counts = [round(w * K) for w in weights]
    S = np.repeat(np.array(scales), counts)
    got = R21.mixture_w2_quantile(S)[0]
    ref = _mp_mixture_w2(scales, [c / K for c in counts])
    assert got == pytest.approx(ref, rel=1e-6)


def test_mixture_w2_atom_at_zero() -> None:
    """An atom of r at 0 (S = 0 with probability 0.3): the kink at z0 is a panel edge; agrees with round 18's
    trapezoid (accurate here: the distance is large) and with 48 panels."""
    S = np.array([0.0] * 300 + [1.0] * 500 + [1.3] * 200)
    got = R21.mixture_w2_quantile(S)[0]
    assert got == pytest.approx(R21.mixture_w2_quantile(S, 48)[0], rel=1e-10)
    assert got == pytest.approx(D18.gauss_mixture_w2(S)[0], rel=1e-3)


def test_no_floor_star_centre() -> None:
    """At the star's centre (D = 1e4, ||A||_inf = 70.7), the relative distance follows ~1.4/m1 from m1 = 256 to
    16384 (round 18's measure stays at ~2.2e-3 from m1 ~ 700 on)."""
    a, Y, _ = D18.star_row_aligned(10000)
    for m1 in (256, 2048, 16384):
        d, rms, _ = R21.mixture_w2_quantile(D18.d26_scales(a, Y, m1, 1, 1000, 0))
        assert 1.0 < d / rms * m1 < 2.0, (m1, d / rms * m1)


def test_readings_bounded_along_paths() -> None:
    """The readings 'M grows with ||A||_inf' of L7107 (m1 >= ||A||^{6/5}) and L7129 (m1 >= ||A||^2) along their paths
    with the new measure: lhs/shape stays below 1.3 (L7107: 0.80, 1.06, 1.18, 1.22, 1.20, 1.16 up to D = 1e8, m1 =
    41664) and below 0.11 (L7129, falling like m1^{-1/2} after D = 100)."""
    import thmcheck.checks.papers.thesis as T

    claims = {c.id: c for c in T.CLAIMS}
    base = {"graph": "star", "aligned": True, "D": 1, "N": 2, "p_edge": 0.0, "d": 1, "m1": 64, "p2": 1, "m2": 64.0,
            "seed": 0, "S": 1, "phis0": [("lin", 1.0, 0.0)]}
    for cid, pts, cap in (("thesis.ch5.lemmaD.2.6-L7107-inM", (1e4, 1e6, 1e7), 1.3),
                          ("thesis.ch5.lemmaD.2.6-L7129-inM", (100.0, 1e4), 0.11)):
        c = claims[cid]
        r = c.readings[0]
        d = r.directions[0]
        for t in pts:
            inst = d.move(base, t)
            m = r.measure(inst, None)
            ratio = m.lhs / c.bound(**m.quantities)
            assert 0.0 < ratio < cap, (cid, t, ratio)
            assert math.isfinite(ratio)


def _sigmoid(z: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-z))


def test_c228_upper_second_path() -> None:
    """(C.228)'s H_max = C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2 at d = K = 1 (logistic regression), mu = 0,
    Sigma = t, w* = 1: own Gauss-Hermite E[phi'(x) x^2] ~ t/4 against H_max's shape t^2 (ratio ~ 1/(4t), unbounded),
    while the reading (||mu|| + ||Sigma^{1/2}||)^2 = t keeps it below 1/4; and a Monte Carlo empirical Hessian
    (1/n) sum_i phi'(w x_i) x_i^2 (label-free for K = 1) at t = 1e-3, n = 1e5, at w* and at w = 1.5, agrees."""
    z, wz = np.polynomial.hermite_e.hermegauss(80)
    wz = wz / math.sqrt(2.0 * math.pi)
    ratios = []
    for t in (1.0, 1e-1, 1e-2, 1e-3, 1e-4):
        x = math.sqrt(t) * z
        p = _sigmoid(x)
        lam = float(np.sum(wz * p * (1 - p) * x * x))
        ratios.append(lam / t**2)
        assert lam / t <= 0.25 + 1e-12
    assert ratios[0] == pytest.approx(0.1442, rel=1e-3)
    assert ratios[-1] == pytest.approx(2499.8, rel=1e-4)
    assert all(b > 9.0 * a for a, b in zip(ratios[1:-1], ratios[2:], strict=False))
    rng = np.random.default_rng(1)
    t = 1e-3
    x = rng.normal(0.0, math.sqrt(t), 100000)
    for w in (1.0, 1.5):
        p = _sigmoid(w * x)
        hess = float(np.mean(p * (1 - p) * x * x))
        assert hess / t**2 > 240.0


def test_l7321_second_path() -> None:
    """L7321: one node (A = [1], the self-loop), x = e_1, W^rho entries N(0, sigma_w^2) and B_1 unsmoothed (Algorithm
    2): a~ X~ w~^rho = x^T w^rho has variance sigma_w^2, half the printed ||a~ X~||^2 sigma_w^2 = 2 sigma_w^2 (Monte
    Carlo, 2e5 draws); and a 3-node path's end node 0 (own normalized adjacency)."""
    rng = np.random.default_rng(7)
    sw = 0.3
    w = rng.normal(0.0, sw, (200000, 2))
    x = np.array([1.0, 0.0])
    v = np.var(w @ x)
    assert v == pytest.approx(sw**2, rel=0.02)
    assert v / (2 * sw**2) == pytest.approx(0.5, rel=0.02)
    adj = np.array([[0, 1, 0], [1, 0, 1], [0, 1, 0]], float) + np.eye(3)
    dg = adj.sum(1)
    A = adj / np.sqrt(np.outer(dg, dg))
    X = np.array([[1.0, 0.0], [0.0, 1.0], [0.6, 0.8]])
    aX, a1 = A[0] @ X, A[0].sum()
    wr = rng.normal(0.0, sw, (200000, 2))
    v = np.var(wr @ aX)
    assert v == pytest.approx(float(aX @ aX) * sw**2, rel=0.02)
    assert v < 0.75 * (float(aX @ aX) + a1**2) * sw**2
