"""Round 20 (helper thesisC): second paths for thesis Chapter 4 / Appendix C claims of r20_thesisC.

test_c215_conclusion_tau1_second_path: (C.215)'s conclusion P(B'_t) <= delta/2 (seed 003 L6303-L6306) inside tau = 1
(every covariance I) and along the lemma's delta = d^-10. Own mpmath code, independent of the claim's quadrature and
root finding: d, K = 1, W = W* = e_1, v = e_2, x ~ (1 - e) N(0, I_d) + e N(M e_2, I_d), y ~ Bern(phi(x_1)),
G' = (phi(x_1) - y) x_2; P(B'_t) >= n e (1 - e)^(n-1) (1/2) P(|G'_rare| >= n t/3). At t = C_13 times (C.215)'s max the
ratio of that lower bound to delta/2 exceeds 1 from some d on (delta = d^-10), for every C_13.

test_property4_claims_l5403_l5421_l5451: the in-text Claims of Property 4 (2)'s proof (seed 003 L5403, L5421, L5451)
by the substitution t = a + u: e^{a^2/2} int_a^inf (t - c)^p e^{-t^2/2} dt = int_0^inf (u + a - c)^p e^{-a u - u^2/2} du
(mpmath.quad; no erfc), against the printed right sides.
"""

from __future__ import annotations

import mpmath

from thmcheck.checks.papers.thesis import r20_thesisC as R20

mpmath.mp.dps = 20


def _tail(c: mpmath.mpf, M: mpmath.mpf) -> mpmath.mpf:
    """P(|(phi(u) - y)(M + z)| >= c), u, z ~ N(0, 1), y ~ Bern(phi(u)), by mpmath.quad over u (erfc for z)."""
    def absz(a):  # noqa: ANN001, ANN202
        return (mpmath.erfc((a - M) / mpmath.sqrt(2)) + mpmath.erfc((a + M) / mpmath.sqrt(2))) / 2

    def f(u):  # noqa: ANN001, ANN202
        p = 1 / (1 + mpmath.exp(-u))
        return mpmath.npdf(u) * (p * absz(c / (1 - p)) + (1 - p) * absz(c / p))
    return mpmath.quad(f, [-30, -6, -2, 0, 2, 6, 30])


def _ratio(d: int, C13: float, n0: float = 1000.0, delta: mpmath.mpf | None = None) -> mpmath.mpf:
    """P_low(B'_t) / (delta/2) at t = C13 max{sqrt(S Lg/n), Lg/(sqrt(S) n)}; delta = d^-10 unless given, n = n0 d log d /
    (2 log 2), n e = 20 delta, e M^2 = 1, r/eps = 36 d^2 n / delta (the lemma's eps with C_9 = 1)."""
    d = mpmath.mpf(d)
    delta = d ** -10 if delta is None else mpmath.mpf(delta)
    n = n0 * d * mpmath.log(d) / (2 * mpmath.log(2))
    e = 20 * delta / n
    M = 1 / mpmath.sqrt(e)
    S = (1 - e) + e * (M + 1) ** 2
    Lg = d * mpmath.log(18 * 36 * d ** 2 * n / delta) + mpmath.log(4 / delta)
    t = C13 * max(mpmath.sqrt(S) * mpmath.sqrt(Lg / n), Lg / (mpmath.sqrt(S) * n))
    P1 = n * e * (1 - e) ** (n - 1)
    return P1 * _tail(n * t / 3, M) / 2 / (delta / 2)


def test_c215_conclusion_tau1_second_path() -> None:
    # n e = 20 delta caps P_low at ~20 delta (ratio <= 20); the refutation is that for every C_13 the ratio exceeds 1
    # from some d on (delta = d^-10): the least sufficient t outgrows every multiple of (C.215)'s max
    first = {}
    ds = (2, 8, 32, 128, 256)
    for C13 in (1.0, 1000.0):
        r = [_ratio(d, C13) for d in ds]
        above = [i for i, x in enumerate(r) if x > 1]
        assert above, (C13, r)
        assert all(x > 1 for x in r[above[0]:]), (C13, r)  # stays above 1 once crossed
        assert r[-1] > 15, (C13, r)
        first[C13] = above[0]
    assert first[1.0] < first[1000.0] <= len(ds) - 1, first
    # delta -> 0 at d = 2 with the same family, C_13 = 1e4 fixed: crossed from some delta on
    r = [_ratio(2, 1e4, delta=mpmath.mpf(x)) for x in ("1e-8", "1e-16", "1e-24", "1e-32")]
    assert r[0] < 1 < r[-1], r


def test_c215_conclusion_tau1_claim_agrees() -> None:
    # the claim's certified t_low at d = 8 (delta = 8^-10) is where the mpmath lower bound crosses delta/2
    claim = R20.CLAIMS[0]
    inst = R20._move_d({"d": 2.0, "n": 1000.0, "delta": 1e-4, "p": 1e-3, "M": 10.0, "r_eps": 1.0}, 8.0)
    m = claim.measure(inst, None)
    ratio = m.lhs / claim.bound(**m.quantities)
    assert 300 < ratio < 2000
    assert abs(_ratio(8, ratio * 0.98) - 1) < 1 and _ratio(8, ratio * 1.02) < 1 < _ratio(8, ratio * 0.98)


def _scaled_tail(a: float, shift: float = 0.0, power: int = 0) -> mpmath.mpf:
    """e^{a^2/2} int_a^inf (t - a + shift)^power e^{-t^2/2} dt = int_0^inf (u + shift)^power e^{-a u - u^2/2} du."""
    a = mpmath.mpf(a)
    return mpmath.quad(lambda u: (u + shift) ** power * mpmath.exp(-a * u - u * u / 2), [0, 1 / (1 + a), 1, mpmath.inf])


def _r5403(mu: float, s: float, k1: float) -> mpmath.mpf:
    # left e^{-(|mu| + 2s)^2/2} T, right e^{-2|mu|s - 2s^2} s^{-k1}: ratio e^{-mu^2/2} T s^{k1}
    return mpmath.exp(-mpmath.mpf(mu) ** 2 / 2) * _scaled_tail(abs(mu) + 2 * s) * mpmath.mpf(s) ** k1


def _r5421(mu: float, s: float, k2: float) -> mpmath.mpf:
    return mpmath.exp(-mpmath.mpf(mu) ** 2 / 2) * _scaled_tail(abs(mu) + s) * mpmath.mpf(s) ** k2


def _r5451(s: float, k2: float) -> mpmath.mpf:
    # int_s^inf (t - s)^2 e^{-t^2/2} dt = e^{-s^2/2} int_0^inf u^2 e^{-s u - u^2/2} du
    return _scaled_tail(s, 0.0, 2) * mpmath.mpf(s) ** k2


def test_property4_claims_l5403_l5421_l5451() -> None:
    # L5403 ('> ... for k1 > 1'): fails at small sigma (mu = 0) and at large |mu| for every moderate sigma
    r = [_r5403(0.0, s, 1.5) for s in (0.1, 0.5, 1.0, 2.0)]
    assert all(x < 1 for x in r) and abs(r[0] - 0.034) < 0.001
    assert _r5403(0.0, 5.0, 1.5) > 1 and _r5403(0.0, 10.0, 1.5) > 1.5  # the large-sigma end the proof means
    assert all(_r5403(3.0, s, 1.5) < 0.2 for s in (1.0, 10.0, 100.0, 1e3))
    # L5421 ('< ... for k2 <= 1'): fails for small k2 at small sigma; holds on k2 in (1/2, 1]
    assert _r5421(0.0, 1e-4, -2.0) > 1e8 and _r5421(0.0, 0.01, 0.01) > 1.15
    worst = max(_r5421(mu, s, k2) for k2 in (0.51, 0.75, 1.0) for mu in (0.0, 0.3, 2.0)
                for s in (1e-3, 0.01, 0.1, 0.5, 1.0, 3.0, 10.0, 1e2, 1e3))
    assert worst < 1
    # L5451 ('<', k2 < 3 by (C.50)): k2 = 2.9 fails on sigma in ~[2.6, 1e3], holds beyond (ratio ~ 2 sigma^{k2 - 3})
    r = [_r5451(s, 2.9) for s in (1.0, 3.0, 10.0, 100.0, 1e4)]
    assert r[0] < 1 < r[1] and r[2] > 1.4 and r[3] > 1.2 and r[4] < 0.85
    assert max(_r5451(s, 2.5) for s in (1.0, 2.0, 3.0, 5.0, 10.0, 100.0)) < 0.75
