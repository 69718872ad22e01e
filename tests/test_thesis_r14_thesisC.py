"""Second paths for round 14 (helper thesisC) on thesis App. C, sharing no code with the claims' measurements."""

from __future__ import annotations

import mpmath
import numpy as np
import torch


def _exact_log_tail(n: int, t, p1, s=1):  # noqa: ANN001, ANN202
    """log P((1/n) sum_i G_i >= t) for G_i = y_i (z_i^2 - 1)/s^2 (y_i ~ Bern(p1), z_i ~ N(0, 1) independent), exactly:
    given k = #{y_i = 1} ~ Bin(n, p1), sum_i G_i = (chi^2_k - k)/s^2, so P = sum_k Bin(k) P(chi^2_k >= k + n t s^2)."""
    terms = []
    for k in range(1, n + 1):
        x = k + n * t * s * s
        logsf = mpmath.log(mpmath.gammainc(mpmath.mpf(k) / 2, x / 2, mpmath.inf, regularized=True))
        terms.append(mpmath.log(mpmath.binomial(n, k)) + k * mpmath.log(p1) + (n - k) * mpmath.log(1 - p1) + logsf)
    top = max(terms)
    return top + mpmath.log(sum(mpmath.exp(u - top) for u in terms))


def test_c262_bernstein_reading_holds_and_printed_form_fails() -> None:
    """(C.262) L6537-L6539 (the non-symmetric GMM 0.5 N(e_1, I) + 0.5 N(0, I), v = e_2, K = 1, w* = e_1): Gp' =
    y (x_2^2 - 1) exactly (see test_thesis_r13_thesisC.py::test_c255_c262_tails_by_mpmath), so P(mean Gp' >= t) is a
    binomial mixture of chi-square tails (exact, mpmath). At n = 10, S = tau^4 D_2 = 2.5: n t^2/(-log P) / S^2 (the
    least 4 C17 the printed form needs) grows like t over t = 1 .. 1e4 (erratum as printed), while n t^2/(-log P) /
    (S max(S, t)) (the Bernstein form of (C.195), the reading) stays within a factor 3 of its value at t = 1."""
    mpmath.mp.dps = 40
    p1 = mpmath.quad(lambda z: (mpmath.npdf(z, 1, 1) + mpmath.npdf(z, 0, 1)) / 2 / (1 + mpmath.exp(-z)),
                     [-mpmath.inf, mpmath.inf])
    S = mpmath.mpf("2.5")
    n = 10
    printed, bern = {}, {}
    for t in (1, 10, 100, 1000, 10000):
        need = n * mpmath.mpf(t) ** 2 / -_exact_log_tail(n, mpmath.mpf(t), p1)
        printed[t] = need / S**2
        bern[t] = need / (S * max(S, t))
    assert printed[10000] / printed[1] > 1000, printed
    assert max(bern.values()) / min(bern.values()) < 3, bern
    # the Cramer-Chernoff exponent (for every n) dominates the exact ratio: t^2/Lambda*(t) >= n t^2/(-log P)
    for t in (1, 100):
        t = mpmath.mpf(t)

        def neg(th, t=t):  # noqa: ANN001, ANN202
            return -(th * t - mpmath.log(1 - p1 + p1 * mpmath.exp(-th) / mpmath.sqrt(1 - 2 * th)))

        th = mpmath.findroot(lambda u, neg=neg: mpmath.diff(neg, u), (mpmath.mpf("1e-6"), mpmath.mpf("0.5") - mpmath.mpf("1e-12")),
                             solver="anderson")
        lam = -neg(th)
        assert t * t / lam >= n * t * t / -_exact_log_tail(n, t, p1) * (1 - mpmath.mpf("1e-20"))


def _dfact(k: int) -> int:  # E Z^(2k) = (2k - 1)!!
    r = 1
    for j in range(1, 2 * k, 2):
        r *= j
    return r


def test_c260_first_moments_exact() -> None:
    """(C.260) L6533, first step: E|Gp'|^p / (E[x_2^2])^p = p_1 E(x_2^2 - 1)^p (even p, exact integer moments) for the
    GMM 0.5 N(e_1, I) + 0.5 N(0, I), v = e_2, y ~ Bern(sigmoid(x_1)): Gp' = y (x_2^2 - 1) (S_2(x)(v, v) = x_2^2 - 1,
    checked from the density's second derivative). Its p-th root grows like p: no C (nor C^p) serves."""
    from math import comb

    mpmath.mp.dps = 30
    ns = [(mpmath.mpf(1) / 2, 1), (mpmath.mpf(1) / 2, 0)]

    def dens(a, b):  # noqa: ANN001, ANN202
        return sum(w * mpmath.exp(-((a - m) ** 2 + b**2) / 2) / (2 * mpmath.pi) for w, m in ns)

    for x in ((0.3, 1.7), (-1.2, 0.5)):
        assert abs(mpmath.diff(dens, x, (0, 2)) / dens(*x) - (x[1] ** 2 - 1)) < 1e-12
    p1 = mpmath.quad(lambda z: sum(w * mpmath.npdf(z, m, 1) for w, m in ns) / (1 + mpmath.exp(-z)),
                     [-mpmath.inf, mpmath.inf])
    roots = {}
    for p in (4, 8, 16, 32):
        e2 = sum(comb(p, k) * (-1) ** (p - k) * _dfact(k) for k in range(p + 1))  # E (Z^2 - 1)^p, an integer
        roots[p] = (p1 * e2) ** (mpmath.mpf(1) / p)
    assert roots[8] > 1.8 * roots[4] and roots[16] > 1.8 * roots[8] and roots[32] > 1.8 * roots[16], roots
    assert roots[32] > 20, roots
    # the corrected shape p^p: E|Gp'|^p / p^p stays bounded (falls) along p
    assert all((roots[p] / p) < 1 for p in roots), roots


def test_c267_first_moments_by_mpmath() -> None:
    """(C.267) L6563, first step: d = K = 1, N(0, 1) (symmetric GMM, mu = 0), w* = 1, U^ = 1, v = 1, phi = sigmoid:
    S_3 = He_3 (from the density's third derivative), Gr = sigmoid(x) He_3(x) - E[...]; E|Gr|^p / (E|x|^3)^p by mpmath
    quadrature: its p-th root grows like p^(3/2), and E|Gr|^p / (p^(3/2) E|x|^3)^p stays bounded."""
    mpmath.mp.dps = 20
    dens = lambda x: mpmath.exp(-x * x / 2) / mpmath.sqrt(2 * mpmath.pi)  # noqa: E731
    for x in (0.4, -1.7):
        assert abs(-mpmath.diff(dens, x, 3) / dens(x) - (x**3 - 3 * x)) < 1e-12
    B = lambda x: (x**3 - 3 * x) / (1 + mpmath.exp(-x))  # noqa: E731
    pts = [-mpmath.inf, -6, -mpmath.sqrt(3), 0, mpmath.sqrt(3), 6, mpmath.inf]
    EB = mpmath.quad(lambda x: B(x) * dens(x), pts)
    R = mpmath.quad(lambda x: abs(x) ** 3 * dens(x), [-mpmath.inf, 0, mpmath.inf])
    assert abs(R - 2 * mpmath.sqrt(2 / mpmath.pi)) < 1e-15
    roots = {}
    for p in (4, 8, 16, 32):
        em = mpmath.quad(lambda x, p=p: abs(B(x) - EB) ** p * dens(x),
                         [-mpmath.inf, -mpmath.sqrt(3 * p), -mpmath.sqrt(3), 0, mpmath.sqrt(3), mpmath.sqrt(3 * p),
                          mpmath.inf])
        roots[p] = (em / R**p) ** (mpmath.mpf(1) / p)
    assert roots[8] > 2.5 * roots[4] and roots[16] > 2.5 * roots[8] and roots[32] > 2.5 * roots[16], roots
    assert roots[32] > 100, roots
    assert all(roots[p] / p**1.5 < 1 for p in roots), roots


def test_c103_mvt_ratio_near_half_and_gradient_by_differences():
    """(C.103)'s mean-value step near W*: the ratio (fbar_l(W_t) - fbar_l(W*)) / <grad fbar_l(W_t), W_t - W*> is close
    to the quadratic's 1/2, with the gradient term re-derived by central differences of fbar_l (not autograd)."""
    from thmcheck.checks.papers.thesis.r14_thesisC import _fbar_group

    rng = np.random.default_rng(5)
    Ws = np.linalg.qr(rng.normal(size=(2, 2)))[0]
    mu, s2 = np.array([0.4, -0.2]), np.array([1.0, 0.8])
    D = rng.normal(size=(2, 2))
    D *= 0.01 / np.linalg.norm(D)

    def f(W: np.ndarray) -> float:
        return float(_fbar_group(torch.as_tensor(W), Ws, mu, s2, 40))

    h = 1e-5
    g = (f(Ws + D + h * D) - f(Ws + D - h * D)) / (2 * h)  # directional derivative along D at W_t
    ratio = (f(Ws + D) - f(Ws)) / g
    assert g > 0
    assert 0.45 < ratio < 0.55
