"""Round 35: second paths at the small-variance ends (sigma -> 0) of four App. C claims of the thesis, where the
float64 measures cancel catastrophically (docs/ch4_ends_r35.md; the mpmath paths of
docs/audits/scripts/round35/ch4ends/).

Independent of the claims' code: the quantities from their definitions in the seed (shared/seeds/
003_84cf0eb31e2dc802.txt): phi the sigmoid (L1066); rho of Definition C.2.2 (C.6), L5151-L5153; L_m of (C.24),
L5289; C_s of Property 3 (3), L5197; Lemma C.4.1 (C.125), L5837-L5841. Moments E_{z ~ N(u, 1)}[...] by
Gauss-Hermite at 50 digits (phi'(s z) is analytic in |Im z| < pi/s, so at s <= 1e-4 the rule is exact to far
below the cancellation), the differences of (C.6) taken at that precision.
"""

from __future__ import annotations

import functools

import mpmath as mp

DPS = 50


def _dphi(t: mp.mpf) -> mp.mpf:
    e = mp.exp(-abs(t))
    return e / (1 + e) ** 2


def _ddphi(t: mp.mpf) -> mp.mpf:
    p = 1 / (1 + mp.exp(-t))
    return p * (1 - p) * (1 - 2 * p)


@functools.cache
def _gh(n: int = 40) -> tuple[list, list]:
    with mp.workdps(DPS + 10):
        X, W = mp.gauss_quadrature(n, "hermite")
        return [mp.sqrt(2) * x for x in X], [w / mp.sqrt(mp.pi) for w in W]


def _mom(u: mp.mpf, s: mp.mpf) -> dict[tuple[int, int], mp.mpf]:
    """E_{z ~ N(u, 1)}[phi'(s z)^f z^p] for f in {1, 2}, p in {0, 1, 2}."""
    xs, ws = _gh()
    out = {(f, p): mp.mpf(0) for f in (1, 2) for p in (0, 1, 2)}
    for t, w in zip(xs, ws):
        z = u + t
        g = _dphi(s * z)
        for f in (1, 2):
            for p in (0, 1, 2):
                out[(f, p)] += w * g**f * z**p
    return out


def _rho(u: list, s: mp.mpf) -> mp.mpf:
    """(C.6): min over i, j != i of (u_j^2 + 1)(beta_0(i) - alpha_0(i)^2) and beta_2(i) - alpha_2(i)^2/(u_i^2 + 1)."""
    vals = []
    for i, ui in enumerate(u):
        m = _mom(ui, s)
        vals.append(m[(2, 2)] - m[(1, 2)] ** 2 / (ui * ui + 1))
        vals += [(uj * uj + 1) * (m[(2, 0)] - m[(1, 0)] ** 2) for j, uj in enumerate(u) if j != i]
    return min(vals)


def _cs_closed(b: list) -> mp.mpf:
    """lim_{s -> 0} rho(b/s, s) = (min_j b_j^2)(min_i phi''(b_i)^2) for b without zero entries: Var(phi'(s z)) ~
    s^2 phi''(b_i)^2 at z ~ N(b_i/s, 1), times (b_j/s)^2 + 1 (A-family) resp. (b_i/s)^2 + 1 (B-family)."""
    return min(x * x for x in b) * min(_ddphi(x) ** 2 for x in b)


def test_c28_rho_tends_to_cs_from_above_ratio_two() -> None:
    """thesis.ch4.eqC.28 (L5309) at its sigma -> 0 end: rho(b/s, s) > C_s(b)/2, b = W*^T u, s = sigma delta_K. At
    s = 1e-12, rho equals the closed form C_s(b) to 1e-15; at s = 1e-5 and 1e-9, rho >= C_s (approach from above,
    rho - C_s ~ 16.74 C_s s^2) and rho/(C_s/2) = 2 to 1e-8: the claim holds at the end with ratio -> 2."""
    with mp.workdps(DPS):
        b = [mp.mpf("0.4"), mp.mpf("-1.1")]
        cs = _cs_closed(b)
        far = mp.mpf("1e-12")  # rho - C_s ~ 16.7 C_s s^2; 50 digits keep ~26 after the s^2 cancellation
        assert abs(_rho([x / far for x in b], far) / cs - 1) < mp.mpf("1e-15")
        for s in (mp.mpf("1e-5"), mp.mpf("1e-9")):
            r = _rho([x / s for x in b], s)
            assert r > cs > cs / 2
            assert abs(r / (cs / 2) - 2) < mp.mpf("1e-8")
            assert abs((r - cs) / (cs * s * s) - mp.mpf("16.7412")) < mp.mpf("1e-3")


_W = [[mp.mpf("1.0"), mp.mpf("0.5")], [mp.mpf("-0.8"), mp.mpf("1.2")]]  # W*^T v = (v_0 - 0.48, 0.5 v_0 + 0.72)
_U = [mp.mpf("1.0"), mp.mpf("0.6")]  # u, varied coordinate i = 0; W*^T u = (0.52, 1.22); crossing at v_0 = 0.48


def _wtv(W: list, v: list) -> list:
    return [sum(W[r][c] * v[r] for r in range(len(W))) for c in range(len(W[0]))]


def test_c25_positive_holds_but_lm_is_order_s4_at_a_crossing() -> None:
    """thesis.ch4.eqC.25-positive (L5293, 0 < L_m) at the sigma -> 0 end, for a (W*, u, i) where a coordinate of
    W*^T v crosses 0 on v_i in [0, u_i]: at the crossing the B-term of that coordinate (mean 0) is s^4 (m6 - m4^2/
    m2)/256 = (3/128) s^4 (m_k = E z^k, z ~ N(0, 1)), so L_m <= (3/128) s^4 (1 + 1e-6): positive but not bounded
    away from 0 as s -> 0. Around the crossing (offsets of 0.5 s .. 3 s in W*^T v) rho/s^4 stays above 3/128, so
    rho > 0 on the whole dip (the minimum, at the crossing, is (3/128) s^4 > 0)."""
    with mp.workdps(DPS):
        s = mp.mpf("1e-6")  # sigma delta_K
        vstar = mp.mpf("0.48")
        at = _rho([x / s for x in _wtv(_W, [vstar, _U[1]])], s)
        assert at > 0
        assert abs(at / s**4 / (mp.mpf(3) / 128) - 1) < mp.mpf("1e-6")
        for k in (-3, -1, mp.mpf("-0.5"), mp.mpf("0.5"), 1, 3):
            r = _rho([x / s for x in _wtv(_W, [vstar + k * s, _U[1]])], s)
            assert r / s**4 > mp.mpf(3) / 128
        ru = _rho([x / s for x in _wtv(_W, _U)], s)  # rho at u -> C_s(W*^T u), O(1)
        assert at / ru < mp.mpf("1e-20")


def test_c25_upper_ratio_at_most_one_and_limit_without_crossing() -> None:
    """thesis.ch4.eqC.25 (L5293, L_m <= rho at u) at the sigma -> 0 end without a crossing (W*^T v = (v_0 + 0.48,
    0.5 v_0 + 0.72) > 0 on [0, 1]): the grid minimum over v_0 in [0, u_0] (u_0 included) of rho at s = 1e-7 is at
    most rho at u, and both are their closed-form limits min_v C_s(W*^T v) resp. C_s(W*^T u) to 1e-9: the ratio
    tends to min_v C_s/C_s(W*^T u) = 0.4878... <= 1."""
    with mp.workdps(DPS):
        W = [[mp.mpf("1.0"), mp.mpf("0.5")], [mp.mpf("0.8"), mp.mpf("1.2")]]
        s = mp.mpf("1e-7")
        grid = [_U[0] * q / 8 for q in range(9)]
        vals = [_rho([x / s for x in _wtv(W, [t, _U[1]])], s) for t in grid]
        lim = [_cs_closed(_wtv(W, [t, _U[1]])) for t in grid]
        ru = vals[-1]
        assert min(vals) <= ru
        for v, c in zip(vals, lim):
            assert abs(v / c - 1) < mp.mpf("1e-9")
        ratio = min(vals) / ru
        assert ratio <= 1 and abs(ratio - min(lim) / lim[-1]) < mp.mpf("1e-9")


def _c41_lambda_min(mu: list, s: mp.mpf, k: int) -> mp.mpf:
    """lambda_min of M[(i,a),(l,b)] = E_{x ~ 1/2 N(mu, I) + 1/2 N(-mu, I)}[phi'(s x_i) phi'(s x_l) x_a x_b] (so that
    vec(R)^T M vec(R) is the left side of (C.125)); given the sign, the coordinates are independent."""
    d = len(mu)
    M = mp.zeros(k * d, k * d)
    for sgn in (1, -1):
        moms = []
        for c in range(d):
            uc = sgn * mu[c]
            m = _mom(uc, s)
            m.update({(0, 0): mp.mpf(1), (0, 1): uc, (0, 2): uc * uc + 1})
            moms.append(m)
        for i in range(k):
            for a in range(d):
                for l in range(k):
                    for b in range(d):
                        v = mp.mpf(1)
                        for c in range(d):
                            v *= moms[c][((c == i) + (c == l), (c == a) + (c == b))]
                        M[i * d + a, l * d + b] += v / 2
    return min(mp.eigsy(M, eigvals_only=True))


def test_c41_corrected_holds_at_small_sigma() -> None:
    """thesis.ch4.lemmaC.4.1.corrected at the sigma -> 0 end (mu with one nonzero coordinate, the corrected bound is
    rho(mu, sigma)): at sigma = 1e-6 both sides are ~ sigma^4 (float64 keeps none of it). rho/sigma^4 equals the
    leading term of (C.36) for the A-family, (u_j^2 + 1)(1 + 2 u_i^2)/128 at i = 2nd coordinate (u_i = 0), j = 1st
    (u_j = 1.3): 2.69/128; lambda_min(M) >= rho with margin: lambda_min/rho - 1 = 0.3717... (not equality)."""
    with mp.workdps(DPS):
        mu = [mp.mpf("1.3"), mp.mpf(0)]
        s = mp.mpf("1e-6")
        r = _rho(mu, s)
        assert abs(r / s**4 / (mp.mpf("2.69") / 128) - 1) < mp.mpf("1e-9")
        lm = _c41_lambda_min(mu, s, 2)
        assert lm >= r
        assert abs(lm / r - 1 - mp.mpf("0.371747")) < mp.mpf("1e-5")
