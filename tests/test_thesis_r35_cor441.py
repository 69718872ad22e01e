"""Second path for thesis.ch4.corollary4.4.1-case-i (round 35, helper cor441): rho of Definition C.2.2 (C.6) by mpmath
quadrature (sigmoid), the closed forms (C.93), (C.96)-(C.99) written out again, no project code.

Two groups, K = d = 2, W* = I (delta_K = 1, kappa = eta = 1), lambda = (1/2, 1/2); group 1: mu_1 = (0.6, 0.8), Sigma_1 =
s^2 I with s -> 0; group 2 fixed: mu_2 = (-0.5, 0.5), Sigma_2 = I. Along s = 0.3 -> 0.03 the closed forms E_w, E, E_l
decrease for every lower function 0 < L_s <= rho_1 of group 1 (the existential zeta_s, zeta_s', C_s of (C.29)/(C.31)),
while B and 1/q increase (Corollary 4.4.1 (i) / Table 4.1 print an increase for all five)."""

import mpmath as mp

MU1, MU2, S2FIX, LAM = (0.6, 0.8), (-0.5, 0.5), 1.0, 0.5


def _dphi(x):
    e = mp.exp(-abs(x))
    return e / (1 + e) ** 2


def _rho(u, sig):
    """(C.6): min over i != j of (u_j^2 + 1)(beta_0 - alpha_0^2) and beta_2 - alpha_2^2/(u_i^2 + 1), z_i ~ N(u_i, 1)."""
    mp.mp.dps = 30
    vals = []
    for i, ui in enumerate(u):
        def mom(f, q, ui=ui):
            return mp.quad(lambda z: f(sig * (ui + z)) * (ui + z) ** q * mp.npdf(z), [-mp.inf, -ui, 0, mp.inf])
        a0, a2 = mom(_dphi, 0), mom(_dphi, 2)
        b0, b2 = mom(lambda x: _dphi(x) ** 2, 0), mom(lambda x: _dphi(x) ** 2, 2)
        vals += [(uj ** 2 + 1) * (b0 - a0 ** 2) for j, uj in enumerate(u) if j != i]
        vals.append(b2 - a2 ** 2 / (ui ** 2 + 1))
    return min(vals)


def _forms(s, g1):
    """The five forms up to s-free positive factors, with group 1's Gamma share g1 (= LAM s^2 L(s), 0 < L <= rho_1)."""
    m1, m2 = mp.sqrt(sum(x * x for x in MU1)), mp.sqrt(sum(x * x for x in MU2))
    g0 = LAM * S2FIX ** 2 * _rho(MU2, S2FIX)
    gam = g0 + g1
    S2 = LAM * (m1 + s) ** 2 + LAM * (m2 + S2FIX) ** 2
    D12 = LAM * (m1 / s + 1) ** 12 + LAM * (m2 / S2FIX + 1) ** 12
    smax, tau = max(s, S2FIX), max(s, S2FIX) / min(s, S2FIX)
    return {"B": smax ** 6 * tau ** 12 * D12 / gam ** 2, "1/q": tau ** 2 * S2 / gam, "E_w": mp.sqrt(S2) / gam,
            "E": S2 / gam, "E_l": mp.sqrt(S2) * (m1 + s) / gam}


def test_case_i_ew_decreases_for_every_lower_function():
    sb, sa = mp.mpf("0.3"), mp.mpf("0.03")
    rb = _rho([x / sb for x in MU1], sb)  # W*^T mu_1/(delta_K s), delta_K s
    ra = _rho([x / sa for x in MU1], sa)
    assert rb > 0 and ra > 0
    # most favourable to the claim: at s_a group 1's share -> 0 (largest forms), at s_b its largest, LAM s_b^2 rho_b
    hi_a = _forms(sa, mp.mpf(0))
    lo_b = _forms(sb, LAM * sb ** 2 * rb)
    for f in ("E_w", "E", "E_l"):
        assert hi_a[f] < lo_b[f], (f, hi_a[f], lo_b[f])  # the claim needs form(s_a) > form(s_b)
    drop = {f: float(hi_a[f] / lo_b[f]) for f in ("E_w", "E", "E_l")}
    assert drop["E_w"] < 0.99 and drop["E"] < 0.95 and drop["E_l"] < 0.8, drop  # 0.985, 0.915, 0.780
    # literal rho (the printed (C.97)-(C.99)) decreases too; B and 1/q increase even least favourably
    lit_a, lit_b = _forms(sa, LAM * sa ** 2 * ra), _forms(sb, LAM * sb ** 2 * rb)
    assert lit_a["E_w"] < lit_b["E_w"]
    lo_a, hi_b = _forms(sa, LAM * sa ** 2 * ra), _forms(sb, mp.mpf(0))
    assert lo_a["B"] > 1e6 * hi_b["B"] and lo_a["1/q"] > 5 * hi_b["1/q"]
