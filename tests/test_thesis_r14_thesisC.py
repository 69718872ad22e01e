"""Second paths for round 14 (helper thesisC) on thesis App. C, sharing no code with the claims' measurements."""

from __future__ import annotations

import mpmath


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
