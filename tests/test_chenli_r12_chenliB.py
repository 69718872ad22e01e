"""Second paths for round 12's chenliB claims (checks/papers/chenli/r12_chenliB.py), recomputed from the paper's
definitions in mpmath without the claim's code."""

from __future__ import annotations

import mpmath as mp


def _eq77_first(ld: float, lam: float, m: int = 1, k: float = 3.0, beta: float = 1.0, c7: float = 1.0,
                g: float = 10.0) -> dict:
    """(7) kappa = c lambda^{13/2}/(m^{13/2} log^2 d); xi at (69)'s end, xi = g (k e^{beta^2})^{1/lambda} /
    e^{lambda/(m kappa)} (every Theta(1/lambda) exponent 1, '>>' a factor g); Q = (k e^{beta^2})^{1/lambda}/xi;
    c_* = 1/(m log Q) (72); exp(1/nu) = c_*^{-2} ((76): exp(-1/(2 nu)) = c_*); returns m kappa exp(1/nu)/lambda and
    the hypotheses' numbers (all in logs: d = e^{ld})."""
    with mp.workdps(60):
        ld, lam, k, beta = mp.mpf(ld), mp.mpf(lam), mp.mpf(k), mp.mpf(beta)
        kappa = mp.mpf(c7) * lam ** mp.mpf(6.5) / (mp.mpf(m) ** mp.mpf(6.5) * ld**2)
        log_R = mp.log(k) + beta**2
        log_xi = mp.log(g) + log_R / lam - lam / (m * kappa)
        log_Q = log_R / lam - log_xi
        c_star = 1 / (m * log_Q)
        e_inv_nu = c_star ** (-2)
        lhs = m * kappa * e_inv_nu / lam
        # (8) with '<<' a factor 10 at both ends (c of (8) = 3): 10 log^3(dmk)/(kappa lambda) <= d^{1/4}/10
        log_r_lo = mp.log(10) + 3 * mp.log(ld + mp.log(m) + mp.log(k)) - mp.log(kappa) - mp.log(lam)
        log_r_hi = ld / 4 - mp.log(10)
        # (68): xi <= R^{-1/lambda}/10
        slack68 = (-log_R / lam - mp.log(10)) - log_xi
        # Assumption 11's m1_bar (v = 1, a factor 10) and m2_bar read with k^{1/lambda}
        slack_m1 = lam * ld / (10 * mp.log(k)) - m
        log_m2 = 9 * mp.log(kappa) + 3 * ld - 3 * mp.log(ld) - mp.log(k) / lam - mp.log(10)
        return {"lhs": lhs, "r_window": log_r_hi - log_r_lo, "slack68": slack68, "slack_m1": slack_m1,
                "slack_m2": log_m2 - mp.log(m), "nu": 1 / mp.log(e_inv_nu)}


def test_eq77_first_second_path() -> None:
    """(77)'s first part m kappa << lambda exp(-1/nu) fails at (69)'s end of the xi window: at log d = 1000 with
    lambda at Assumption 11's floor 10 log 3/1000 the ratio is ~ 6e16; with lambda = 1/2 fixed it grows like log^2 d
    (x ~ 100 from log d = 200 to 2000); every hypothesis encoded by the claim holds."""
    lam = 10 * mp.log(3) / 1000
    r = _eq77_first(1000.0, float(lam))
    assert r["lhs"] > 1e16
    assert r["r_window"] > 0 and r["slack68"] > 0 and r["slack_m1"] >= -1e-30 and r["slack_m2"] > 0 and r["nu"] > 0
    assert 0 < lam < 1
    a, b = _eq77_first(200.0, 0.5), _eq77_first(2000.0, 0.5)
    for x in (a, b):
        assert x["r_window"] > 0 and x["slack68"] > 0 and x["slack_m1"] > 0 and x["slack_m2"] > 0
    assert a["lhs"] > 1e3 and 90 < b["lhs"] / a["lhs"] < 110  # ~ m lambda/kappa ~ log^2 d


def test_eq77_first_holds_in_the_corrected_window() -> None:
    """With log Q <= sqrt(lambda/(m^3 kappa)) (the corrected lower bound on xi) the ratio is <= 1."""
    with mp.workdps(40):
        m, lam, ld = 2, mp.mpf("0.5"), mp.mpf(1000)
        kappa = lam ** mp.mpf(6.5) / (m ** mp.mpf(6.5) * ld**2)
        log_Q = mp.sqrt(lam / (m**3 * kappa))
        assert abs(m * kappa * (m * log_Q) ** 2 / lam - 1) < 1e-30


def test_eq77_first_claim_matches() -> None:
    """The claim's measurement agrees with the second path at one instance (lambda at its floor)."""
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.chenli.r12_chenliB import _l1638_q, _measure_l1638

    inst = {"ld": 1000.0, "m": 1, "k": 3.0, "c7": 1.0, "c8": 3.0, "beta": 1.0, "tl": 0.0, "u": 1.0}
    lam = _l1638_q(inst)["lam"]
    assert abs(lam - 10 * float(mp.log(3)) / 1000) < 1e-12
    got = _measure_l1638(inst, Ctx()).lhs
    want = float(_eq77_first(1000.0, lam)["lhs"])
    assert abs(got / want - 1) < 1e-6


def _eq165_log_ratio(m: int, k: float, lam: float, ld: float, beta: float = 1.0, c68: float = 1.0,
                     c7: float = 1.0) -> dict:
    """(165) with Lemma 6.4's choices (L1825-L1829): xi_j = xi_bar = xi_low = xi F, ||v_j|| = F (||Theta_1||_F = F
    cancels), ||a|| = sqrt(m) F (sqrt(10 log k) + beta), r = sqrt((1 - 2 kappa) lambda) F, kappa of (7); xi at (68)'s
    end: xi = k^{-c68/lambda} e^{-c68 beta^2/lambda}/10. Returns log(lhs/rhs) and the hypotheses' numbers."""
    with mp.workdps(50):
        m_, k, lam, ld, beta = mp.mpf(m), mp.mpf(k), mp.mpf(lam), mp.mpf(ld), mp.mpf(beta)
        kappa = mp.mpf(c7) * lam ** mp.mpf(6.5) / (m_ ** mp.mpf(6.5) * ld**2)
        F = mp.mpf(1)
        xi = k ** (-c68 / lam) * mp.e ** (-c68 * beta**2 / lam) / 10
        a = mp.sqrt(m_) * F * (mp.sqrt(10 * mp.log(k)) + beta)
        r2 = (1 - 2 * kappa) * lam * F**2
        lhs = m_ * a / r2 * (mp.sqrt(m_) * xi * F * (xi * F / F) ** m + xi * F)
        log_ratio = mp.log(lhs) + a**2 / (4 * r2)
        # (69): xi >= 10 (k e^{beta^2})^{1/lambda} e^{-lambda/(m kappa)}; Assumption 11's m1_bar (a factor 10, v = 1)
        log_69 = mp.log(10) + (mp.log(k) + beta**2) / lam - lam / (m_ * kappa)
        return {"log_ratio": log_ratio, "slack69": mp.log(xi) - log_69,
                "slack_m1": lam * ld / (10 * mp.log(k)) - m_,
                "r_window": (ld / 4 - mp.log(10)) - (mp.log(10) + 3 * mp.log(ld + mp.log(m_) + mp.log(k))
                                                     - mp.log(kappa) - mp.log(lam))}


def test_eq165_second_path() -> None:
    """L1867 '(68) ensures (165)': at m = 8, k = 8, lambda = 1/2, log d = 2000 the ratio is e^{121}; it grows like
    m log k/lambda along m (Assumption 11 admitting m), inside (68)-(69), (8) and m1_bar."""
    r = _eq165_log_ratio(8, 8.0, 0.5, 2000.0)
    assert 115 < r["log_ratio"] < 125
    assert r["slack69"] > 0 and r["slack_m1"] > 0 and r["r_window"] > 0
    prev = None
    for m in (1, 2, 4, 8, 16, 32):
        k = max(3.0, float(m))
        x = _eq165_log_ratio(m, k, 0.5, max(2000.0, 40 * m * float(mp.log(k))))
        assert x["slack69"] > 0 and x["slack_m1"] > 0 and x["r_window"] > 0
        if prev is not None:
            assert x["log_ratio"] > prev + 5
        prev = x["log_ratio"]
    assert prev > 700


def _eq165_caseB_log_ratio(m: int, k: float, lam: float, ld: float, beta: float = 1.0, c68: float = 1.0,
                           ca: float = 1.0, c7: float = 1.0) -> mp.mpf:
    """Case (B) Step 2 (L2000-L2016, L2046-L2050): m + 1 vectors, xi_bar = xi F, ||a|| = ca sqrt(m log k) F ((100)),
    r^2 = (1 - 2 kappa) lambda F^2, kappa of (7); xi at (68)'s end. log of (165)'s xi_bar term over exp(-||a||^2/4r^2)."""
    with mp.workdps(50):
        m_, k, lam, ld = mp.mpf(m), mp.mpf(k), mp.mpf(lam), mp.mpf(ld)
        kappa = mp.mpf(c7) * lam ** mp.mpf(6.5) / (m_ ** mp.mpf(6.5) * ld**2)
        F = mp.mpf(3)  # cancels
        xi = k ** (-c68 / lam) * mp.e ** (-c68 * mp.mpf(beta) ** 2 / lam) / 10
        a = ca * mp.sqrt(m_ * mp.log(k)) * F
        r2 = (1 - 2 * kappa) * lam * F**2
        return mp.log(m_ * a / r2 * xi * F) + a**2 / (4 * r2)


def test_eq165_caseB_second_path() -> None:
    """L2046-L2050 (Case (B)'s '(68) ensures (165)'): with (100)'s constant 1 the xi_bar term's log ratio is e^{4.0} at
    m = 8 and grows like m log k/(4 lambda) along m (k = max(3, m), lambda = 1/2, log d = max(2000, 40 m log k))."""
    r8 = _eq165_caseB_log_ratio(8, 8.0, 0.5, 2000.0)
    assert 3.5 < r8 < 4.5
    prev = None
    for m in (1, 2, 4, 8, 16, 32, 64, 128):
        k = max(3.0, float(m))
        x = _eq165_caseB_log_ratio(m, k, 0.5, max(2000.0, 40 * m * float(mp.log(k))))
        # the hypotheses along the path, from their printed forms: (69)'s lower end, m1_bar, (8)'s r_Theta window
        y = _eq165_log_ratio(m, k, 0.5, max(2000.0, 40 * m * float(mp.log(k))))
        assert y["slack69"] > 0 and y["slack_m1"] > 0 and y["r_window"] > 0
        if prev is not None:
            assert x > prev
        prev = x
    assert prev > 250


def test_eq165_caseB_claim_matches() -> None:
    """The claim's measurement agrees with the second path at m = 8 (xi at (68)'s end)."""
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.chenli.r12_chenliB import _measure_l2046

    inst = {"m": 8, "k": 8.0, "lam": 0.5, "ld": 2000.0, "beta": 1.0, "c68": 1.0, "c7": 1.0, "c8": 3.0, "u": 1.0,
            "ca": 1.0}
    assert abs(_measure_l2046(inst, Ctx()).lhs - float(_eq165_caseB_log_ratio(8, 8.0, 0.5, 2000.0))) < 1e-6


def test_l1675_second_path() -> None:
    """L1675: 'v d' log(d)/sqrt(d) << kappa by (77)' with d' := kappa sqrt(d)/(nu sqrt(log d)) of (75). Recomputed in
    mpmath from (7), (69), (72), (75), (76): at m = 1, k = 3, beta = 1, c of (7) = 1, lambda = 0.999, xi at (69)'s end,
    v = 1 the ratio to kappa is ~ 874 at log d = 1000 (>= sqrt(log d) = 31.6 for any nu <= 1), grows along log d,
    and (77)'s second part nu d' sqrt(log(d)/d) <= kappa holds with equality; the hypotheses of (77)'s first-part
    test hold at these numbers."""
    ratios = []
    for ld_ in (200, 1000, 10000):
        with mp.workdps(60):
            ld, lam, m = mp.mpf(ld_), mp.mpf("0.999"), 1
            kappa = lam ** mp.mpf(6.5) / ld**2  # (7), c = 1, m = 1
            log_R = mp.log(3) + 1
            log_xi = mp.log(10) + log_R / lam - lam / (m * kappa)  # (69)'s end, '>>' a factor 10
            log_Q = log_R / lam - log_xi
            c_star = 1 / (m * log_Q)  # (72)
            nu = -1 / (2 * mp.log(c_star))  # (76)
            sqrt_d = mp.e ** (ld / 2)
            dprime = kappa * sqrt_d / (nu * mp.sqrt(ld))  # (75)
            v = 1
            lhs = v * dprime * ld / sqrt_d
            assert 0 < nu < 1
            assert abs(nu * dprime * mp.sqrt(ld) / sqrt_d - kappa) <= mp.mpf(10) ** -40 * kappa  # (77) second part
            assert lhs / kappa >= mp.sqrt(ld)
            ratios.append(float(lhs / kappa))
    assert 850 < ratios[1] < 900
    assert ratios[0] < ratios[1] < ratios[2]
    assert ratios[2] > 10 * ratios[0]


def test_item4_large_v_second_path() -> None:
    """Lemma 6.8 Item 4 (L1659) at v near Assumption 4's top (the round-12 widening of chenli.lemma6.8-item4, whose
    family now puts |S| = floor(d')^{1 - ts} heavy diagonal entries): at d = e^{10000} (m = 1, lambda = 1/2, c of (7)
    = 1, c of (8) = 3, nu = 1, k = 3, heavy mass 4 kappa F^2, |S| = floor(d')^{0.05}) every checkable hypothesis holds as
    printed ('<<' a factor 10), v is within e^{30} of sqrt(d)/(10 r^2), and the deviation is still 4 kappa F^2 >
    2 kappa F^2 (for a diagonal Theta the S^c-restricted norm is x-independent)."""
    with mp.workdps(60):
        D = mp.e ** mp.mpf(10000)
        lam, c7, c8, nu, k, m = mp.mpf("0.5"), mp.mpf(1), 3, mp.mpf(1), mp.mpf(3), 1
        L = mp.log(D)
        kap = c7 * lam ** mp.mpf(6.5) / (m ** mp.mpf(6.5) * L**2)  # (7)
        dprime = kap * mp.sqrt(D) / (nu * mp.sqrt(L))  # (75)
        S = mp.floor(mp.floor(dprime) ** mp.mpf("0.05"))
        F2 = D
        mu = 4 * kap
        a2 = mu * F2 / S
        b2max = 4 * (1 - mu) * F2 / (D - S)
        r = 20 * mp.log(D * m * k) ** c8 / (kap * lam)
        v = max(mp.mpf(1), 2 * mp.sqrt(D * a2 / (F2 - a2)))
        assert 1 <= S <= dprime <= D and a2 >= b2max and mu < 1
        assert 10 * mp.log(k) <= lam * mp.log(D / v)  # Assumption 11 m1_bar
        assert 10 * r <= D ** mp.mpf(0.25)  # (8) upper
        assert F2 >= r * a2 and F2 - a2 >= r * a2  # Assumption 3
        assert 1 <= v and 10 * v * r**2 <= mp.sqrt(D)  # Assumption 4
        assert mp.log(mp.sqrt(D) / (10 * r**2)) - mp.log(v) < 30  # v near Assumption 4's top
        assert mp.log(v) > L / 4 + 2000  # far past the d^{1/4} scale of the proof's step
        assert mp.sqrt(a2) <= v * mp.sqrt(F2 - a2) / mp.sqrt(D)
        assert 2 * mp.sqrt(a2) <= mp.sqrt(F2)  # Assumption 5
        assert 10 * mp.log(k * D * mp.sqrt(r)) <= mp.sqrt(F2) <= k * D  # Assumption 6
        assert 10 * m * kap <= lam * mp.e ** (-1 / nu)  # (77) first part
        dev = S * a2
        assert dev / (2 * kap * F2) > mp.mpf("1.99")


def test_item4_large_v_claim_matches() -> None:
    """The claim's measure at the same instance (ts = 0.95) gives the same ratio 4 and meets its assumptions."""
    from thmcheck.checks.papers.chenli import r11_chenli6 as M

    c = next(c for c in M.CLAIMS if c.id == "chenli.lemma6.8-item4")
    inst = {"ld": 1e4, "lam": 0.5, "c7": 1.0, "c8": 3.0, "nu": 1.0, "k": 3.0, "g": 2.0, "ts": 0.95}
    q = {**inst, **M._item4_q(inst)}
    assert all(a.slack(q) >= 0 for a in c.assumptions if a.certifiable)
    assert abs(c.measure(inst, None).lhs - 4.0) < 1e-9
