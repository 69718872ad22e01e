"""Second path for thesis.ch4.eqC.215-conclusion ((C.215)'s conclusion P(B'_t) <= delta/2, seed 003 L6303-L6306):
the rare heavy Gaussian group (auditor A, round 19). Own mpmath code, independent of the claim's quadrature and
root finding: d = 2, K = 1, W = W* = e_1, v = e_2, x ~ (1 - e) N(0, I) + e N(0, diag(1, M^2)), y ~ Bern(phi(x_1)),
G' = (phi(x_1) - y) x_2; P(B'_t) >= n e (1 - e)^(n-1) (1/2) P(|G'_heavy| >= n t/3). At t = C_13 times (C.215)'s
max, the ratio of that lower bound to delta/2 exceeds 1 and grows without bound along delta -> 0 for every C_13."""

from __future__ import annotations

import mpmath

mpmath.mp.dps = 40


def _tail(c: mpmath.mpf, M: mpmath.mpf) -> mpmath.mpf:
    """P(|(phi(u) - y) M z| >= c), u, z ~ N(0, 1), y ~ Bern(phi(u)): by mpmath.quad over u."""
    def f(u):  # noqa: ANN001, ANN202
        p = 1 / (1 + mpmath.exp(-u))
        return mpmath.npdf(u) * (p * mpmath.erfc(c / ((1 - p) * M) / mpmath.sqrt(2))
                                 + (1 - p) * mpmath.erfc(c / (p * M) / mpmath.sqrt(2)))
    return mpmath.quad(f, [-30, -6, -2, 0, 2, 6, 30])


def _ratio(delta: float, C13: float, n: int = 1000, m0: float | None = 1e3) -> mpmath.mpf:
    """n e = sqrt(delta), r/eps = 1, dK = 2, M = m0 sqrt(n) (auditor A's family) or, m0 None, e M^2 = 1 (the
    claim's path: S = 2 - e bounded): P_low(B'_t) / (delta/2)."""
    delta = mpmath.mpf(delta)
    e = mpmath.sqrt(delta) / n
    M = m0 * mpmath.sqrt(n) if m0 is not None else 1 / mpmath.sqrt(e)
    S = (1 - e) + e * M ** 2
    Lg = 2 * mpmath.log(18) + mpmath.log(4 / delta)
    t = C13 * max(mpmath.sqrt(S) * mpmath.sqrt(Lg / n), Lg / (mpmath.sqrt(S) * n))
    P1 = n * e * (1 - e) ** (n - 1)
    return P1 * _tail(n * t / 3, M) / 2 / (delta / 2)


def test_c215_conclusion_one_heavy_sample() -> None:
    # auditor A: 67, 9.6e3, 9.9e5, 9.9e7 (C_13 = 1) and 37, 4.4e5, 5.2e7 (C_13 = 100, delta = 1e-8 .. 1e-16)
    r1 = [_ratio(d, 1.0) for d in (1e-4, 1e-8, 1e-12, 1e-16)]
    assert abs(r1[0] / 67 - 1) < 0.05 and abs(r1[1] / 9.6e3 - 1) < 0.05 and abs(r1[3] / 9.9e7 - 1) < 0.05
    r100 = [_ratio(d, 100.0) for d in (1e-8, 1e-12, 1e-16)]
    assert abs(r100[0] / 37 - 1) < 0.1 and r100[2] > 1e7
    # the claim's path (e M^2 = 1): for every C_13 the ratio eventually grows like delta^{-1/2}
    for C13, ds in ((1.0, (1e-8, 1e-12, 1e-16)), (1e2, (1e-24, 1e-28, 1e-32)), (1e4, (1e-48, 1e-52, 1e-56))):
        r = [_ratio(d, C13, m0=None) for d in ds]
        assert r[1] / r[0] > 30 and r[2] / r[1] > 30 and r[2] > 1, (C13, r)
