"""Second path for round 36's Table 4.1 order claims (helper t41): rho of Definition C.2.2 (C.6) by mpmath quadrature,
the closed forms (C.93), (C.96)-(C.99) and D_12 (C.8) written out again from the printed formulas, no project code.

Instance (round 35's example): two groups, K = d = 2, W* = I (delta_K = 1, kappa = eta = 1), lambda = (1/2, 1/2); group
1 varies: mu_1 = (0.6, 0.8) (||mu_1|| = 1), Sigma_1 = s^2 I; group 2 fixed: mu_2 = (-0.5, 0.5), Sigma_2 = I.
Group 1's share g of Gamma = sum_j lambda_j ||Sigma_j^-1||^-1 rho_j is any 0 < g <= lambda_1 s^2 rho_1 (Property 3
(5)'s lower functions); each check takes the g most favourable to the printed order.
"""

import mpmath as mp

MU1, MU2, LAM, K = (mp.mpf("0.6"), mp.mpf("0.8")), (mp.mpf("-0.5"), mp.mpf("0.5")), mp.mpf("0.5"), 2
# rho(u, sigma) <= beta_2 <= (2 pi)^-1/2 sigma^-3 int y^2 phi'(y)^2 dy (an upper bound, used for large sigma)


def _dphi(x):
    e = mp.exp(-abs(x))
    return e / (1 + e) ** 2


def _rho(u, sig):
    """(C.6): min over i != j of (u_j^2 + 1)(beta_0 - alpha_0^2) and beta_2 - alpha_2^2/(u_i^2 + 1), z_i ~ N(u_i, 1)."""
    mp.mp.dps = 40
    vals = []
    for i, ui in enumerate(u):
        def mom(f, q, ui=ui):
            return mp.quad(lambda z: f(sig * (ui + z)) * (ui + z) ** q * mp.npdf(z), [-mp.inf, -ui, 0, mp.inf])
        a0, a2 = mom(_dphi, 0), mom(_dphi, 2)
        b0, b2 = mom(lambda x: _dphi(x) ** 2, 0), mom(lambda x: _dphi(x) ** 2, 2)
        vals += [(uj ** 2 + 1) * (b0 - a0 ** 2) for j, uj in enumerate(u) if j != i]
        vals.append(b2 - a2 ** 2 / (ui ** 2 + 1))
    return min(vals)


def _rho_ub(sig):
    mp.mp.dps = 40
    c = mp.quad(lambda y: y ** 2 * _dphi(y) ** 2, [-mp.inf, 0, mp.inf]) / mp.sqrt(2 * mp.pi)
    return c / sig ** 3


def _parts(s):
    m1, m2 = mp.norm(MU1), mp.norm(MU2)
    g0 = LAM * 1 * _rho(list(MU2), mp.mpf(1))  # group 2: ||Sigma_2^-1||^-1 = 1, sigma = 1
    S2 = LAM * (m1 + s) ** 2 + LAM * (m2 + 1) ** 2
    S2_0 = LAM * m1 ** 2 + LAM * (m2 + 1) ** 2
    D12 = LAM * (m1 / s + 1) ** 12 + LAM * (m2 + 1) ** 12
    smax, tau = max(s, 1), max(s, 1) / min(s, 1)
    return m1, g0, S2, S2_0, D12, smax, tau


def _ghi(s):
    """The largest admissible share of group 1, lambda_1 s^2 rho_1 (rho by quadrature for s <= 30, above by its upper
    bound C s^-3 >= rho: at least as favourable to an upper bound on B)."""
    r = _rho([x / s for x in MU1], s) if s <= 30 else _rho_ub(s)
    return LAM * s ** 2 * r


def _slope(xs, ys):
    lx, ly = [mp.log(x) for x in xs], [mp.log(y) for y in ys]
    n = len(xs)
    mx, my = sum(lx) / n, sum(ly) / n
    return float(sum((a - mx) * (b - my) for a, b in zip(lx, ly)) / sum((a - mx) ** 2 for a in lx))


SMALL = [mp.mpf(10) ** -k for k in (1, 2, 3, 4)]
LARGE = [mp.mpf(10) ** k for k in (1, 2, 3, 4)]


def test_small_sigma_B_outgrows_sigma_inv3():
    """Table 4.1, ||Sigma_l|| = o(1): B = O(||Sigma_l||^-3) = O(s^-6). With the largest share (the smallest B), B s^6
    grows like s^-18 as printed ((C.93): tau^12 D12) and like s^-6 with tau held at Theta(1) (D12 ~ (||mu_1||/s)^12)."""
    pr, th = [], []
    for s in SMALL:
        m1, g0, S2, S2_0, D12, smax, tau = _parts(s)
        gam = g0 + _ghi(s)
        pr.append(smax ** 6 * tau ** 12 * D12 / gam ** 2 * s ** 6)
        th.append(D12 / gam ** 2 * s ** 6)
    assert _slope(SMALL, pr) < -17.5 and _slope(SMALL, th) < -5.5, (_slope(SMALL, pr), _slope(SMALL, th))
    assert th[-1] > 1e17 * th[0]


def test_small_sigma_v_not_one_minus_sigma_cube():
    """v = 1 - Theta(||Sigma_l||^3): q = K^2 (1 - v) = O(s^6) fails: with g -> 0 (the smallest q), q ~ s^K
    ((C.96)'s tau^K) and q -> G0/S2(0) > 0 with tau held."""
    pr, th = [], []
    for s in SMALL:
        m1, g0, S2, S2_0, D12, smax, tau = _parts(s)
        pr.append(g0 / (tau ** K * S2) / s ** 6)
        th.append(g0 / S2 / s ** 6)
    assert abs(_slope(SMALL, pr) + (6 - K)) < 0.01 and abs(_slope(SMALL, th) + 6) < 0.01


def test_small_sigma_E_deviation_is_order_s_not_s6():
    """E_w, E, E_l = O(1) - Theta(||Sigma_l||^3): |F(s) - F(0+)| with the share g in [0, lambda_1 s^2 rho_1] making
    it smallest is ~ s (||mu_1|| = 1 > 0), so |F - F(0+)| / s^6 grows like s^-5."""
    devs = {"E_w": [], "E": [], "E_l": []}
    for s in SMALL:
        m1, g0, S2, S2_0, D12, smax, tau = _parts(s)
        gh = _ghi(s)
        for f, num, num0 in (("E_w", mp.sqrt(S2), mp.sqrt(S2_0)), ("E", S2, S2_0),
                             ("E_l", mp.sqrt(S2) * (m1 + s), mp.sqrt(S2_0) * m1)):
            f0 = num0 / g0
            hi, lo = num / g0, num / (g0 + gh)  # F at g = 0 and at g = g_hi
            best = mp.mpf(0) if lo <= f0 <= hi else min(abs(hi - f0), abs(lo - f0))
            devs[f].append(best / s ** 6)
    for f, d in devs.items():
        assert abs(_slope(SMALL, d) + 5) < 0.05, (f, _slope(SMALL, d))
        assert d[-1] > 1e14 * d[0], f


def test_large_sigma_B_and_v_as_printed():
    """||Sigma_l|| = Omega(1): B = O(||Sigma_l||^3) = O(s^6) and q >~ 1/(1 + ||Sigma_l||) fail as printed ((C.93)'s
    sigma_max^6 tau^12 = s^18, (C.96)'s tau^K): B / s^6 grows like s^12 with the largest share (rho_1 <= C s^-3), and
    q (1 + s^2) falls like s^-K with the largest share; with tau held both hold (B / s^6 and q (1 + s^2) bounded)."""
    bp, bt, qp, qt = [], [], [], []
    for s in LARGE:
        m1, g0, S2, S2_0, D12, smax, tau = _parts(s)
        gam_hi = g0 + _ghi(s)
        bp.append(smax ** 6 * tau ** 12 * D12 / gam_hi ** 2 / s ** 6)
        bt.append(smax ** 6 * D12 / g0 ** 2 / s ** 6)  # tau held, smallest share (largest B)
        qp.append(gam_hi / (tau ** K * S2) * (1 + s ** 2))
        qt.append(g0 / S2 * (1 + s ** 2))  # tau held, smallest share (smallest q)
    assert _slope(LARGE, bp) > 11.9 and _slope(LARGE, qp) < -1.99, (_slope(LARGE, bp), _slope(LARGE, qp))
    assert max(bt) / min(bt) < 1.1 and max(qt) / min(qt) < 1.5
