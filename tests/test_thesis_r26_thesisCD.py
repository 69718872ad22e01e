"""Second paths for checks/papers/thesis/r26_thesisCD.py (own numpy / mpmath; nothing from bounds/ or models/)."""

from __future__ import annotations

import math

import mpmath
import numpy as np


def _middle(sigma: float, k1: float, k2: float, c2: float) -> mpmath.mpf:
    """(1/(8 sqrt(2 pi))) sigma^{-k1} - c2 sigma^{-2 k2} at 40 digits."""
    with mpmath.workdps(40):
        s = mpmath.mpf(sigma)
        return 1 / (8 * mpmath.sqrt(2 * mpmath.pi)) * s ** (-k1) - c2 * s ** (-2 * k2)


def _slope(sigmas: list[float], ratios: list[float]) -> float:
    return float(np.polyfit(np.log(sigmas), np.log(ratios), 1)[0])


def test_c44_gtrsim_ratio_falls_for_k1_above_1_plus_eps() -> None:
    """(C.44) L5425: k1 = 1.9, k2 = 1 (2 k2 > k1 > 1, k2 <= 1, as the parenthesis allows), eps = 0.1: the middle side
    is positive from sigma = (8/sqrt(2 pi))^10 ~ 1.1e5 on and middle * sigma^{1+eps} falls like sigma^{-0.8} (no c > 0 serves); with k1 = 1 +
    eps (the reading) it levels off at 1/(8 sqrt(2 pi))."""
    sig = [1e10, 1e12, 1e14, 1e16]
    r = [float(_middle(s, 1.9, 1.0, 1 / (2 * math.pi)) * mpmath.mpf(s) ** 1.1) for s in sig]
    assert all(x > 0 for x in r)
    assert r[-1] < 1e-4 * r[0]
    assert abs(_slope(sig, r) + 0.8) < 0.05  # the sigma^{-0.1} correction of 2 k2 - k1 = 0.1
    lev = [float(_middle(s, 1.1, 1.0, 1 / (2 * math.pi)) * mpmath.mpf(s) ** 1.1) for s in (1e8, 1e12, 1e16)]
    assert abs(lev[-1] - 1 / (8 * math.sqrt(2 * math.pi))) < 1e-3 * lev[-1]
    assert min(lev) > 0.02


def test_c50_gtrsim_ratio_falls_for_k1_above_3_1() -> None:
    """(C.50) L5453: k1 = 5, k2 = 2.9 (2 k2 > k1 > 3, k2 < 3), mu = 0: middle * sigma^{3.1} falls like sigma^{-1.9}."""
    sig = [1e3, 1e4, 1e6, 1e8]
    r = [float(_middle(s, 5.0, 2.9, 2 / math.pi) * mpmath.mpf(s) ** 3.1) for s in sig]
    assert all(x > 0 for x in r)
    assert r[-1] < 1e-8 * r[0]
    assert abs(_slope(sig, r) + 1.9) < 0.02


def test_c4_odd_form_has_L_minus_2_components() -> None:
    """(C.4) L5088, odd L: lambda_1 N(0, Sigma_1) + sum_{l=2}^{(L-1)/2} (two components per l): count by listing the
    terms; and at L = 3 the printed form is one Gaussian while 1/2 N(0, 1) + 1/4 (N(2, 1) + N(-2, 1)) is not
    Gaussian (its kurtosis differs from 3)."""
    for L in (3, 5, 7, 21):
        terms = ["N(0)"] + [s for l in range(2, (L - 1) // 2 + 1) for s in (f"N(+mu{l})", f"N(-mu{l})")]
        assert len(terms) == L - 2
    for L in (2, 4, 10):
        assert len([s for l in range(1, L // 2 + 1) for s in (f"N(+mu{l})", f"N(-mu{l})")]) == L
    w, m = np.array([0.5, 0.25, 0.25]), np.array([0.0, 2.0, -2.0])
    m2 = float(w @ (m**2 + 1))
    m4 = float(w @ (m**4 + 6 * m**2 + 3))
    assert abs(m4 / m2**2 - 3) > 0.1


def test_l7113_blocks_leave_m1() -> None:
    """L7113: S_{j,l} = {(j-1) m1/p2 + (l-1)(m1/p2) S + k : k = 1..m1/(p2 S)}; p2 = 1, S = 2, m1 = 4: S_{1,2} =
    {9, 10} (outside [4]); p2 = 2, S = 3, m1 = 12: largest index 6 + 2*6*3 + 2 = 44 > 12. The offset (l-1) m1/(p2 S)
    tiles [m1]."""
    def union(p2: int, S: int, m1: int, off: int) -> list[int]:
        return [(j - 1) * m1 // p2 + (l - 1) * off + k for j in range(1, p2 + 1) for l in range(1, S + 1)
                for k in range(1, m1 // (p2 * S) + 1)]
    assert sorted(union(1, 2, 4, 4 // 1 * 2)) == [1, 2, 9, 10]
    assert max(union(2, 3, 12, 12 // 2 * 3)) == 44
    for p2, S, m1 in ((1, 2, 4), (2, 3, 12), (3, 4, 24)):
        assert sorted(union(p2, S, m1, m1 // (p2 * S))) == list(range(1, m1 + 1))


def test_c15_c16_limits_by_mpmath() -> None:
    """(C.15)-(C.16): at sigma = 2 the three printed expressions at u_i = h approach their u_i = 0 values like h^2
    (mpmath quadrature in z at 30 digits)."""
    def mom(u: float, s: float, p: int, q: int) -> mpmath.mpf:
        def f(z: mpmath.mpf) -> mpmath.mpf:
            return (1 / (4 * mpmath.cosh(s * z / 2) ** 2)) ** p * z**q * mpmath.npdf(z - u)
        return mpmath.quad(f, [-14, -1, 0, 1, 14])

    with mpmath.workdps(30):
        s = 2.0
        lim15 = mom(0, s, 2, 0) - mom(0, s, 1, 0) ** 2
        lim16 = mom(0, s, 2, 2) - mom(0, s, 1, 2) ** 2
        ds = []
        for h in (1e-1, 1e-2):
            b0, a0, b2, a2 = mom(h, s, 2, 0), mom(h, s, 1, 0), mom(h, s, 2, 2), mom(h, s, 1, 2)
            ds.append(max(abs(b0 - a0**2 - lim15), abs(b2 - a2**2 / (h * h + 1) - lim16),
                          abs(b2 - (a2 / (h * h + 1)) ** 2 - lim16)))
        assert ds[0] < 0.1 * 0.1
        assert 50 < ds[0] / ds[1] < 200  # ~ h^2


def test_l1375_cross_entropy_at_zero_is_log_K() -> None:
    """L1375: -log softmax(0)_y = log K (numpy), > 1 for K >= 3."""
    for K in (2, 3, 10):
        z = np.zeros(K)
        ce = -(z[0] - np.log(np.exp(z).sum()))
        assert abs(ce - math.log(K)) < 1e-15
        assert (ce > 1) == (K >= 3)


def test_l1375_l2_loss_is_not_1_lipschitz() -> None:
    """L1375: ||z - y||^2/2 at y = 0, z = 3 e_1, z' = 0: 4.5 > 3; on ||z - y|| <= 1 the differences stay below
    ||z - z'|| (a grid in one dimension)."""
    assert 0.5 * 3.0**2 - 0.0 > 3.0
    grid = np.linspace(-1.0, 1.0, 201)
    for a in grid:
        for b in grid[::10]:
            assert abs(0.5 * a * a - 0.5 * b * b) <= abs(a - b) + 1e-15


def test_table51_lambda_w_against_tableD2() -> None:
    """Table 5.1 lambda_w = 2 eps0 m1^{2.998}/C0^4 against Table D.2's 2/(C0/(eps0^{1/4} m1^{0.745}))^4: ratio
    m1^{0.018} (mpmath)."""
    with mpmath.workdps(30):
        for m1 in (mpmath.mpf(10) ** 6, mpmath.mpf(10) ** 8):
            e0, C0 = mpmath.mpf("0.01"), mpmath.mpf(3)
            t51 = 2 * e0 * m1 ** (3 - mpmath.mpf("0.002")) / C0**4
            tau = C0 / (e0 ** mpmath.mpf("0.25") * m1 ** (mpmath.mpf("0.75") - mpmath.mpf("0.005")))
            d2 = 2 / tau**4
            assert abs(t51 / d2 - m1 ** mpmath.mpf("0.018")) < mpmath.mpf(10) ** -20
            assert t51 / d2 > 1.2
