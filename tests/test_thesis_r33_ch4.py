"""Second path for thesis.ch4.eqC.102-second-ends (round 33, helper ch4): rho of Definition C.2.2 (C.6) by mpmath
quadrature (sigmoid), no project code. (C.102)'s first line over K^{5/2}(1 + xi)(1 - ||Sigma_L||^3) grows like
||Sigma_L||^-3 = s^-6 as s -> 0 (two groups N(+-m e_1, s^2 I), W* = [I_K; 0], K = 3, the other constants 1)."""

import math

import mpmath as mp


def _rho(u, s):
    mp.mp.dps = 30

    def dphi(x):
        e = mp.exp(-x)
        return e / (1 + e) ** 2

    vals = []
    for i, ui in enumerate(u):
        a = [mp.quad(lambda z, ui=ui, q=q: dphi(s * (ui + z)) * z ** q * mp.npdf(z), [-mp.inf, 0, mp.inf]) for q in (0, 2)]
        b = [mp.quad(lambda z, ui=ui, q=q: dphi(s * (ui + z)) ** 2 * z ** q * mp.npdf(z), [-mp.inf, 0, mp.inf])
             for q in (0, 2)]
        vals += [(uj ** 2 + 1) * (b[0] - a[0] ** 2) for j, uj in enumerate(u) if j != i]
        vals.append(b[1] - a[1] ** 2 / (ui ** 2 + 1))
    return float(min(vals))


def _ratio(m, s):
    r = _rho([m / s, 0.0, 0.0], s)
    return (m + s) / (s * s * r) / (1 - s ** 6)


def test_c102_first_line_grows_like_sigma_inv3():
    r1, r2 = _ratio(1.0, 0.1), _ratio(1.0, 0.02)
    assert r2 / r1 > 1e3  # the printed O(1 - ||Sigma_L||^3) is bounded: the ratio must not grow
    slope = math.log(r2 / r1) / math.log(0.1 / 0.02)
    assert 5.5 < slope < 6.5, slope  # ~ s^-6 = ||Sigma_L||^-3
    assert 1e1 < r2 * 0.02 ** 6 < 1e3 and 1e1 < r1 * 0.1 ** 6 < 1e3  # the corrected O(||Sigma_L||^-3) keeps it bounded
