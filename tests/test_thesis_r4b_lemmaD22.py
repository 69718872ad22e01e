"""Second paths for the displays in the proof of Lemma D.2.2 (thesis App. D, shared/seeds/003_84cf0eb31e2dc802.txt
L6850-L6893) encoded in checks/papers/thesis/r4_ch5_7.py.

No code of the claims is imported: the integrals are recomputed by quadrature from the integrands printed in the
displays, Phi by scipy, and the constants at 50 digits by mpmath.
"""

from __future__ import annotations

import math

import mpmath
from scipy import integrate, special, stats


def _double_factorial(n: int) -> int:
    out = 1
    while n > 1:
        out *= n
        n -= 2
    return out


def test_eqD31_last_step_fails_at_i2_t6() -> None:
    """(D.31) L6868 at i = 2, t = 6: the integral of its third line, by quadrature, is below t^{1-i}(i-1)!!/(100 i^2);
    so is its closed form (fourth line) -- the last '>=' is false."""
    i, t = 2, 6.0

    def integrand(b: float) -> float:  # (D.31) line 3, integrand in b0 on [-t/(2i), 0]
        return _double_factorial(i - 1) * math.exp(-b * b / 2 * (1 + 1 / t**2)) / (2 * math.pi) * 0.75 * (-b / t)

    val, err = integrate.quad(integrand, -t / (2 * i), 0.0, epsabs=1e-15, epsrel=1e-13)
    lhs = t ** (-i) * val
    closed = t ** (-i) * t / (t**2 + 1) * _double_factorial(i - 1) * 3 / (8 * math.pi) * (
        1 - math.exp(-(t**2 + 1) / (8 * i**2)))
    assert abs(lhs - closed) <= 1e-12 * closed  # the equalities of (D.31) hold
    rhs = t ** (1 - i) * _double_factorial(i - 1) / (100 * i**2)
    assert lhs < 0.9 * rhs  # 0.884 rhs
    # at t = 1 the step holds (the failure is the large-t end)
    t = 1.0
    closed = t ** (-i) * t / (t**2 + 1) * 3 / (8 * math.pi) * (1 - math.exp(-(t**2 + 1) / (8 * i**2)))
    assert closed > t ** (1 - i) / (100 * i**2)


def test_c0_chain_link_fails_for_odd_i_from_5() -> None:
    """L6884: (3/4) pi^{-(i-1)/2} >= 3/(2 pi i) fails for odd i >= 5 (holds at i = 3), while the chain's end holds
    for (3/4)|c_0| with c_0 = binom(i/2 - 1, -1/2) (the definition of c_r at r = 0)."""
    mpmath.mp.dps = 50
    assert mpmath.mpf(3) / 4 / mpmath.pi >= 3 / (2 * mpmath.pi * 3)
    for i in range(5, 60, 2):
        link = mpmath.mpf(3) / 4 * mpmath.pi ** (-mpmath.mpf(i - 1) / 2)
        assert link < 3 / (2 * mpmath.pi * i)
        c0 = abs(special.binom(i / 2 - 1, -0.5))
        assert 0.75 * c0 >= 3 / (2 * math.pi * i)


def test_eqD32_line3_differs_from_line4() -> None:
    """(D.32) L6890-L6891: 2 Phi(sqrt(t^2+1)/(2i)) - 1 and (2 Phi(sqrt(t^2+1)/2) - 1)/i differ (the common factor
    cancels); the first is the larger (the '>=' reading holds)."""
    for i, t in ((3, 1.0), (5, 0.5), (3, 100.0), (21, 10.0)):
        x = math.sqrt(t * t + 1)
        a = 2 * stats.norm.cdf(x / (2 * i)) - 1
        b = (2 * stats.norm.cdf(x / 2) - 1) / i
        assert a > b * (1 + 1e-3)
    x = math.sqrt(2.0)
    assert (2 * stats.norm.cdf(x / 6) - 1) / ((2 * stats.norm.cdf(x / 2) - 1) / 3) > 1.07


def _he(i: int):  # noqa: ANN202
    """He_i as a numpy HermiteE series (probabilists' Hermite polynomial, [58] Def. A.5)."""
    from numpy.polynomial import hermite_e

    return hermite_e.HermiteE.basis(i)


def test_hermite_bound_from_j1_fails() -> None:
    """L6906: h_i(x) <= sum_{j=1}^{floor(i/2)} |x|^{i-2j} i^{2j}/j! fails at i = 1 (empty sum) and at i = 2, x = 3;
    the sum from j = 0 bounds |h_i| on a grid."""
    assert _he(1)(1.0) == 1.0  # > 0, the empty sum
    assert _he(2)(3.0) == 8.0 and 8.0 > 3.0**0 * 2**2 / math.factorial(1)
    for i in range(1, 16):
        for x in (-7.5, -1.0, 0.0, 0.25, 2.0, 40.0):
            full = sum(abs(x) ** (i - 2 * j) * i ** (2 * j) / math.factorial(j) for j in range(i // 2 + 1))
            assert abs(_he(i)(x)) <= full * (1 + 1e-12)


def test_eqD37_fails_at_zero_for_odd_i() -> None:
    """(D.37): |h_i'(0)| > 0 = sum_{j} |0|^{i-2j} i^{2j} for odd i (every power i - 2j is odd)."""
    for i in (1, 3, 5, 7):
        d = _he(i).deriv()(0.0)
        rhs = sum(0.0 ** (i - 2 * j) * i ** (2 * j) for j in range(i // 2 + 1))
        assert rhs == 0.0 and abs(d) >= 1.0


def test_eqD28_third_step_fails_for_small_t() -> None:
    """(D.28) L6840, phi(x) = x (c_1 = 1, all other c_i = 0) at t = 1/4: the second line's sum, 1^{3.5} (t^2+1) t^0,
    exceeds the third line's square (2^{1.75} t sqrt(t^2+1))^2; with the factor t^{-2} it holds."""
    t = mpmath.mpf(1) / 4
    second = (t * t + 1) * t ** (2 * 1 - 2)
    third = (mpmath.mpf(2) ** mpmath.mpf(1.75) * t * mpmath.sqrt(t * t + 1)) ** 2
    assert second > third * mpmath.mpf("1.4")  # 1.0625 vs 0.7513
    assert second <= third / t**2
    # the step holds from t = 2^{-1.75} on
    t = mpmath.mpf(2) ** mpmath.mpf(-1.7)
    assert (t * t + 1) <= (mpmath.mpf(2) ** mpmath.mpf(1.75) * t) ** 2 * (t * t + 1)


def test_eqD95_expansion_drops_odd_terms() -> None:
    """(D.95) L7588: d = 1, w = b = 1, sqrt(eta) = 1/2: ||w + sqrt(eta) b||^4 = 81/16, the printed right side
    1 + 1/16 + 1 + 1/2 = 41/16; their sign-average (b -> -b) is exactly the printed side."""
    from fractions import Fraction as F

    w, b, s = F(1), F(1), F(1, 2)
    printed = w**4 + s**4 * b**4 + 4 * s**2 * (w * b) ** 2 + 2 * s**2 * w**2 * b**2
    assert (w + s * b) ** 4 == F(81, 16) and printed == F(41, 16)
    assert ((w + s * b) ** 4 + (w - s * b) ** 4) / 2 == printed


def test_eqD137_exponent_is_a_quarter() -> None:
    """(D.137) L7836: (D.136)'s exponent a |Omega| s^2 - |Omega| k s (a = c K (1+delta)^4) at s = k/(2a),
    k = c K sqrt((1+delta)^4 log N/|Omega|) is -c K log N/4, above the printed -c K log N."""
    import math

    for c, K, d, N, Om in ((1.0, 1, 0.0, 2, 7), (3.0, 4, 0.5, 1000, 10**5)):
        a = c * K * (1 + d) ** 4
        k = c * K * math.sqrt((1 + d) ** 4 * math.log(N) / Om)
        s = k / (2 * a)
        e = a * Om * s * s - Om * k * s
        assert math.isclose(e, -c * K * math.log(N) / 4, rel_tol=1e-12)
        assert e > -c * K * math.log(N)


def test_eqD135_middle_link_fails_beyond_B() -> None:
    """(D.135) L7826: with B^2 = 4 K ||A*||^4 (eps_c + C_0)^2, 1 <= exp(1 - t^2/B^2) fails at t = 2B (e^{-3})."""
    import math

    K, A, e = 3, 0.7, 1.5
    B2 = 4 * K * A**4 * e * e
    assert math.exp(1 - 4 * B2 / B2) < 1 <= math.exp(1 - 0.5 * B2 / B2)


def test_mgf_before_eqD136_fails_for_pm_B() -> None:
    """L7830: u = +-B (centered, |u| <= B, B = 2 sqrt(K) ||A*||^2 (eps_c + C_0)); K = ||A*|| = eps_c + C_0 = 1, s = 1/4:
    E e^{su} = cosh(1/2) = 1.1276 > e^{s^2} = 1.0645 (numpy Monte Carlo of the +-B law as well)."""
    import math

    import numpy as np

    K, A, e, s = 1, 1.0, 1.0, 0.25
    B = 2 * math.sqrt(K) * A**2 * e
    u = np.where(np.random.default_rng(1).random(200_000) < 0.5, B, -B)
    mc = float(np.mean(np.exp(s * u)))
    assert abs(mc - math.cosh(s * B)) < 0.01
    assert math.cosh(s * B) > math.exp(A**4 * e**2 * s**2) + 0.05
