"""Second path for thesis.ch4.corollary4.4.1-case-iv and -case-v (round 35, helper cor441b): rho of Definition C.2.2
(C.6) by mpmath quadrature (sigmoid), the closed forms of Theorem 2 ((C.93) B, (C.96) q, (C.97)-(C.99) E_w, E, E_l) and
the proof's forms of (C.115)-(C.124) written out again from the printed formulas; no project code.

Two groups, K = d = 2, W* = I (delta_K = delta_1 = kappa = eta = 1), equal mean norms ||mu_1|| = ||mu_2|| = 0,
constant covariances Sigma_1 = 0.25 I (group 1: sigma_min) and Sigma_2 = I (group 2: sigma_max). lambda_1 moves from
0.05 to 0.95 (lambda_2 = 1 - lambda_1, every mu_j, Sigma_j fixed). Corollary 4.4.1 (iv) for l = 1 says the five forms
increase as lambda_1 decreases; (v) for l = 2 says they increase as lambda_2 increases, i.e. also as lambda_1
decreases. All five forms instead increase WITH lambda_1, under Theorem 2's forms and under the proof's."""

import mpmath as mp

S = (mp.mpf("0.5"), mp.mpf(1))  # s_j = ||Sigma_j^(1/2)||
M = 0  # ||mu_j||, equal for both groups (mu_j = 0)
K = 2
LO, HI = mp.mpf("0.05"), mp.mpf("0.95")


def _sig(x):
    return 1 / (1 + mp.exp(-x))


def _phi1(x):  # phi'(x) for the sigmoid
    return _sig(x) * (1 - _sig(x))


def _rho0(sig):
    """(C.6) at u = 0 (W*^T mu_j = 0), d = 2: min{(0 + 1)(beta_0 - alpha_0^2), beta_2 - alpha_2^2/(0 + 1)} with
    z ~ N(0, 1), alpha_q = E[phi'(sig z) z^q], beta_q = E[phi'(sig z)^2 z^q]."""
    mp.mp.dps = 25

    def e(f):
        return mp.quad(lambda z: f(z) * mp.npdf(z), [-mp.inf, 0, mp.inf])

    a0 = e(lambda z: _phi1(sig * z))
    a2 = e(lambda z: _phi1(sig * z) * z**2)
    b0 = e(lambda z: _phi1(sig * z) ** 2)
    b2 = e(lambda z: _phi1(sig * z) ** 2 * z**2)
    return min(b0 - a0**2, b2 - a2**2)


def _forms(lam1, s, delta_k=1, proof=False):
    """The five forms up to lambda-free positive factors (tau, sigma_max, eta, kappa, K, delta_1 do not move with
    lambda). Theorem 2: Gamma = sum_j lambda_j s_j^2 rho_j, B = D_12/Gamma^2; the proof of (iv)/(v): Gamma =
    sum_j lambda_j rho_j ((C.115)), B's numerator (S4 S8)^(1/2) D6 ((C.89))."""
    lam = (lam1, 1 - lam1)
    rho = [_rho0(delta_k * sj) for sj in s]
    gam = sum(lam[j] * (1 if proof else s[j] ** 2) * rho[j] for j in range(2))

    def sp(p):
        return sum(lam[j] * (M + s[j]) ** p for j in range(2))

    def dp(p):
        return sum(lam[j] * (M / s[j] + 1) ** p for j in range(2))

    num = mp.sqrt(sp(4) * sp(8)) * dp(6) if proof else dp(12)
    tau = max(s) / min(s)
    return {"B": num / gam**2, "1/q": tau**K * sp(2) / gam, "E_w": mp.sqrt(sp(2)) / gam, "E": sp(2) / gam,
            "E_l(1)": mp.sqrt(sp(2)) * (M + s[0]) / gam, "E_l(2)": mp.sqrt(sp(2)) * (M + s[1]) / gam}


def _rises(s, delta_k=1, proof=False):
    lo, hi = _forms(LO, s, delta_k, proof), _forms(HI, s, delta_k, proof)
    return {f: hi[f] / lo[f] for f in lo}


def test_rho_positive_and_literal_h_ordering():
    r1, r2 = _rho0(S[0]), _rho0(S[1])
    assert 0 < r1 < r2  # 3.18e-4, 2.14e-3
    # h_j = (m + s_j)^2 / (s_j^2 rho_j): the sigma_min group has the LARGER h (below the U's minimum)
    assert (M + S[0]) ** 2 / (S[0] ** 2 * r1) > 5 * (M + S[1]) ** 2 / (S[1] ** 2 * r2)


def test_case_iv_all_five_forms_reverse():
    """(iv), l = 1 (Sigma_1 = sigma_min^2 I): decreasing lambda_1 must raise all five; it lowers all five."""
    for proof, floor in ((False, {"B": 100, "1/q": 3, "E_w": 5, "E": 3, "E_l(1)": 5}),
                         (True, {"B": 2, "1/q": 1.4, "E_w": 2.5, "E": 1.4, "E_l(1)": 2.5})):
        up = _rises(S, proof=proof)
        for f, x in floor.items():
            assert up[f] > x, (proof, f, up[f])  # form(lambda_1 = 0.95) / form(0.05): 125, 3.34, 6.1 (2.1, 1.5, 2.7)


def test_case_v_all_five_forms_reverse():
    """(v), l = 2 (Sigma_2 = sigma_max^2 I): increasing lambda_2 (= decreasing lambda_1) must raise all five; it lowers
    all five (E_l for group 2)."""
    for proof in (False, True):
        up = _rises(S, proof=proof)
        for f in ("B", "1/q", "E_w", "E", "E_l(2)"):
            assert up[f] > 1.3, (proof, f, up[f])


def test_scale_free_in_delta_k_s():
    """Sigma = (I, 4I) with W* = I/2 (delta_K = 1/2): the same directions (at m = 0 every form's lambda-dependence is
    a function of delta_K s_j up to a common factor), so ||Sigma_j|| >= 1 does not rescue (iv)/(v)."""
    up = _rises((mp.mpf(1), mp.mpf(2)), delta_k=mp.mpf("0.5"))
    base = _rises(S)
    for f in ("B", "1/q", "E_w", "E"):
        assert mp.almosteq(up[f], base[f], rel_eps=mp.mpf("1e-15")), (f, up[f], base[f])


def test_large_covariances_hold():
    """Past the U's minimum (Sigma = (9I, 25I)) the printed directions hold: all five fall with lambda_1."""
    up = _rises((mp.mpf(3), mp.mpf(5)))
    for f in ("B", "1/q", "E_w", "E", "E_l(1)"):
        assert up[f] < 1, (f, up[f])
