"""Second paths (round 3) for the scale errata of Lemma C.6.3 (C.236) and the proof display (C.267) of Lemma C.6.2,
thesis App. C.6 (seed 003, L6405-L6407, L6557-L6563). Independent of the claims' code: plain numpy / mpmath on the
one-dimensional mixture 0.3 N(t, t^2) + 0.7 N(-t/2, t^2) (L = 2 groups, d = K = 1, W* = 1, U = 1), for which
tau = 1 and D_m(Psi) = 0.3 * 2^m + 0.7 * 1.5^m do not depend on the data scale t."""

from __future__ import annotations

import math

import mpmath as mp
import numpy as np

LAM = (0.3, 0.7)
MEANS = (1.0, -0.5)  # times t


def _third_moment(t: float) -> float:
    """E x^3 of the mixture by quadrature (mpmath), not by the Gaussian moment formula."""
    tot = mp.mpf(0)
    for lam, m in zip(LAM, MEANS, strict=True):
        mu, s = mp.mpf(m) * t, mp.mpf(t)
        tot += lam * mp.quad(lambda x, mu=mu, s=s: x**3 * mp.npdf(x, mu, s), [mu - 12 * s, mu, mu + 12 * s])
    return float(tot)


def test_c267_third_moment_scales_like_t_minus_3() -> None:
    """(C.267): sigma_min^-6 E (v U^T x)^3 with v = 1 is 0.0625 t^-3, while tau^6 sqrt(D_6) = sqrt(0.3*64 +
    0.7*1.5^6) = 5.2128 at every t: the ratio is unbounded as t -> 0."""
    shape = math.sqrt(0.3 * 2**6 + 0.7 * 1.5**6)
    assert abs(shape - 5.2128) < 1e-3
    ratios = []
    for t in (1.0, 0.1, 0.01, 0.001):
        lhs = abs(_third_moment(t)) / t**6
        assert abs(lhs * t**3 - 0.0625) < 1e-6
        ratios.append(lhs / shape)
    assert ratios[-1] / ratios[0] > 1e8


def _q1_error(t: float, n: int, reps: int, rng: np.random.Generator) -> float:
    """Median |Q^_1 - Q_1| for the mixture at scale t: Q_1 = E[y S_1(x)], S_1 = -p'/p, y ~ Bern(phi(x)); Q_1 by
    quadrature (numpy trapezoid on a fine grid), Q^_1 the sample mean."""
    def score(x: np.ndarray) -> np.ndarray:
        comps = [lam * np.exp(-0.5 * ((x - m * t) / t) ** 2) for lam, m in zip(LAM, MEANS, strict=True)]
        dens = sum(comps)
        dp = sum(-c * (x - m * t) / t**2 for c, m in zip(comps, MEANS, strict=True))
        return -dp / dens

    grid = np.linspace(-12 * t, 12 * t, 200001)
    pdf = sum(lam * np.exp(-0.5 * ((grid - m * t) / t) ** 2) / (t * math.sqrt(2 * math.pi))
              for lam, m in zip(LAM, MEANS, strict=True))
    q1 = float(np.trapezoid(pdf / (1 + np.exp(-grid)) * score(grid), grid))
    errs = []
    for _ in range(reps):
        comp = rng.random(n) < LAM[0]
        x = np.where(comp, MEANS[0] * t, MEANS[1] * t) + t * rng.standard_normal(n)
        y = (rng.random(n) < 1 / (1 + np.exp(-x))).astype(float)
        errs.append(abs(float(np.mean(y * score(x))) - q1))
    return float(np.median(errs))


def test_c236_q1_error_scales_like_sigma_minus_1() -> None:
    """(C.236): tau^2 sqrt(D_2) sqrt(d log n / n) is the same at every scale t for a fixed n, but the error of Q^_1
    grows like 1/t (S_1 scales as 1/t): at n = 2000 it is > 20x larger at t = 0.01 than at t = 1."""
    rng = np.random.default_rng(236)
    e1 = _q1_error(1.0, 2000, 15, rng)
    e2 = _q1_error(0.01, 2000, 15, rng)
    shape = math.sqrt(0.3 * 2**2 + 0.7 * 1.5**2) * math.sqrt(math.log(2000) / 2000)
    assert e2 / e1 > 20
    assert e2 / shape > 10 * (e1 / shape)


def test_c126_third_derivative_scales_like_t3() -> None:
    """Lemma C.4.2 (C.126), L5843-L5846, as printed with ||Sigma_l|| (the covariance's spectral norm). For d = K = 1
    the loss l(w, x, y) = -y log phi(wx) - (1-y) log(1 - phi(wx)) has d^3 l / dw^3 = phi''(wx) x^3 (by hand: dl/dw =
    (phi(wx) - y) x, d^2 l/dw^2 = phi'(wx) x^2), so the Lipschitz ratio's limit at W = W' = w is |phi''(wx)| |x|^3.
    Mixture 0.3 N(0, t^2) + 0.7 N(0, t^2/4), w = 1: E|phi''(x) x^3| ~ t^4 / 8 E|z|^4-ish while the printed factor
    sqrt(sum lambda (0 + ||Sigma||)^2 sum lambda (0 + ||Sigma||)^4) ~ t^6: the ratio grows like t^-2."""
    def phi2(z: mp.mpf) -> mp.mpf:
        p = 1 / (1 + mp.e ** (-z))
        return p * (1 - p) * (1 - 2 * p)

    def lhs(t: float) -> float:
        tot = mp.mpf(0)
        for lam, s in ((0.3, t), (0.7, t / 2)):
            tot += lam * mp.quad(lambda x, s=s: abs(phi2(x) * x**3) * mp.npdf(x, 0, s), [-12 * s, 0, 12 * s])
        return float(tot)

    def shape(t: float) -> float:
        a = [(0.3, t**2), (0.7, t**2 / 4)]
        return math.sqrt(sum(lam * v**2 for lam, v in a) * sum(lam * v**4 for lam, v in a))

    r = [lhs(t) / shape(t) for t in (1.0, 0.1, 0.01)]
    assert r[1] / r[0] > 30 and r[2] / r[1] > 90  # ~t^-2 per decade (100x) once phi'' is linear


def test_c204_gradient_error_scales_like_t() -> None:
    """Lemma C.5.1 (C.204), L6262: with d = K = 1, W* = w = 1, means 0 and standard deviations t (L = 2 groups,
    lambda = (0.3, 0.7), sd t and t/2), the gradient of the cross-entropy is (phi(wx) - y) x (by hand) and the noise
    term adds (1/n) sum nu_i with nu_i = +-xi (zero mean, |nu_i| <= xi, L5051). At xi = 1 and n = 2000 the error stays ~ xi / sqrt(n) as t -> 0,
    while both readings of the right side (||Sigma_l|| = t^2, or ||Sigma_l^{1/2}|| = t, times (1 + xi)) -> 0."""
    rng = np.random.default_rng(204)
    n, xi = 2000, 1.0

    def err(t: float) -> float:
        out = []
        for _ in range(15):
            comp = rng.random(n) < 0.3
            x = np.where(comp, t, t / 2) * rng.standard_normal(n)
            y = (rng.random(n) < 1 / (1 + np.exp(-x))).astype(float)
            g = np.mean((1 / (1 + np.exp(-x)) - y) * x) + xi * np.mean(rng.choice([-1.0, 1.0], n))
            out.append(abs(g))
        return float(np.median(out))

    def shape(t: float, sqrt_sigma: bool) -> float:
        a = [(0.3, t if sqrt_sigma else t**2), (0.7, t / 2 if sqrt_sigma else t**2 / 4)]
        return math.sqrt(sum(lam * v**2 for lam, v in a)) * math.sqrt(math.log(n) / n) * (1 + xi)

    e1, e2 = err(1.0), err(0.001)
    assert e2 > 0.1 * xi / math.sqrt(n)
    assert (e2 / shape(0.001, True)) / (e1 / shape(1.0, True)) > 50
    assert (e2 / shape(0.001, False)) / (e1 / shape(1.0, False)) > 5e4


def test_a29_initial_rows_violate_one_over_b() -> None:
    """(A.29), L2771 (Lemma A.3.1 Claim 1), at t -> 0: the rows of W_O are i.i.d. N(0, xi^2 I_{m_a}) (Section 2.4.1's
    initialisation), lucky sets are decided by the signs of W_O(i,:) v_1 and W_O(i,:) v_2 for two fixed value vectors
    (A.8)-(A.9); an unlucky row is in neither. The largest unlucky squared norm exceeds the smallest lucky one (a
    ratio far above 1, growing with m), so '<= (1/B) min{...}' fails for every B >= 2."""
    rng = np.random.default_rng(29)
    ratios = []
    for m in (64, 1024, 16384):
        W = 0.01 * rng.standard_normal((m, 8))
        v1, v2 = rng.standard_normal(8), rng.standard_normal(8)
        lucky_w, lucky_u = W @ v1 > 0, W @ v2 > 0
        unlucky = ~(lucky_w | lucky_u)
        n2 = (W**2).sum(1)
        ratios.append(n2[unlucky].max() / min(n2[lucky_w].min(), n2[lucky_u].min()))
    assert min(ratios) > 4 and ratios[-1] > ratios[0]  # printed: <= 1/B <= 1/2 for B >= 2


def test_c268_c275_series_exceeds_theta_squared() -> None:
    """(C.268) L6565 / (C.275) L6593, the last '<=': sum_{p>=2} (e x)^p / p^p <= x^2 tau^k (tau = 1: <= x^2). Partial
    sums in exact rationals with e replaced by the lower bound 2.718 (the series only grows with e): at x = 1e-3 the
    left side is > 1.84 x^2, and at x = 5 it is > 30 x^2."""
    from fractions import Fraction

    def series(x: Fraction) -> Fraction:
        ex = Fraction(2718, 1000) * x
        return sum((ex**p / Fraction(p) ** p for p in range(2, 40)), Fraction(0))

    small, big = Fraction(1, 1000), Fraction(5)
    assert series(small) > Fraction(184, 100) * small**2
    assert series(big) > 30 * big**2


def test_c193_condition_allows_ratio_a_squared() -> None:
    """(C.193) L6185 and L6187: the consecutive-term ratio e theta A p^p/(p+1)^{p+1} at p = 2 is 4 e theta A / 27; at the
    printed edge theta = 27/(4e) A it equals A^2 (exact: the e's cancel), so A = 1 gives 1 > 1/2."""
    from fractions import Fraction

    for A in (Fraction(1), Fraction(3, 2), Fraction(10)):
        theta_e = Fraction(27, 4) * A            # e * theta at the printed edge
        ratio_p2 = theta_e * A * Fraction(2**2, 3**3)
        assert ratio_p2 == A * A and ratio_p2 > Fraction(1, 2)
