"""Second paths of chenli's round-10 step claims (helper chenli7): explicit instances computed here with mpmath from
the paper's definitions, sharing no code with the claims' measurements or bounds (checks/papers/chenli/r10_chenli7.py,
bounds/chenli/r10_chenli7.py)."""

from __future__ import annotations

import math

import mpmath as mp


def _second_entry_logs(L: float, m: int, F: float, lam: float, gamma1: float = 1.0, omega: float = 1.0):
    """Lemma 7.2's second entry (L2343-L2349) for m equal-norm heads (norm F) on disjoint blocks, E = 0, in the
    Gaussian law of the forms V_i = X_1 Theta_i X_2^T ~ N(0, F^2) independent. Z = m/F^2, the weights 1/(Z F^2) = 1/m,
    so X_1 Theta~ X_2^T = (V_* + U)/m (U = sum_{i != i*} V_i ~ N(0, (m-1) F^2)), X_1 Theta' X_2^T = U/m. Computed by
    integrating over U (the claim integrates over V_*): returns log P[|V_*| < t | A] for t = alpha C (printed) and
    t = alpha C/sqrt(Z) (L2326), and log(P[A']/P[A])."""
    mp.mp.dps = 25
    L, F, lam = mp.mpf(L), mp.mpf(F), mp.mpf(lam)
    m = mp.mpf(m)
    C = gamma1 * omega * mp.sqrt(m * L) / lam**2
    alpha = lam**2 / 4
    Z = m / F**2
    thr = C / mp.sqrt(Z)  # A: (V_* + U)/m > thr
    sdU = F * mp.sqrt(m - 1)
    pA = mp.ncdf(-(m * thr) / (F * mp.sqrt(m)))  # V_* + U ~ N(0, m F^2)

    def p_window_and_A(t):  # P[|V_*| < t and V_* + U > m thr]
        # given U = u: V_* in (max(-t, m thr - u), t); nonempty iff u > m thr - t
        def integrand(u):
            lo = max(-t, m * thr - u)
            return mp.npdf(u, 0, sdU) * (mp.ncdf(-lo / F) - mp.ncdf(-t / F))  # upper tails: no cancellation

        # the density of U falls by e^{-C/sqrt(m)} per F: the mass sits within a few F/100 of the lowest u where the
        # window is met (u = m thr - t, or the tilt): geometric breakpoints from a, then every F to a + 2t + 20 F
        a = m * thr - t
        pts = [a] + [a + F * mp.mpf(10) ** (j / 2) for j in range(-8, 1)]
        pts += [a + j * F for j in range(2, int(mp.ceil(2 * t / F)) + 21)]
        return mp.quad(integrand, pts)

    thr_ap = thr * (1 - alpha / (Z * F**2))  # A': U/m > thr_ap
    pAp = mp.ncdf(-(m * thr_ap) / sdU)
    out = {"Z": Z, "C": C, "log_ratio_aprime": mp.log(pAp / pA)}
    for name, t in (("printed", alpha * C), ("bullet", alpha * C / mp.sqrt(Z))):
        out[name] = mp.log(p_window_and_A(t) / pA)
    return out


def _hypotheses_slacks(
    L: float,
    m: float,
    F: float,
    lam: float,
    k: float,
    log_r: float,
    c7: float,
    c8: float,
    omega: float = 1.0,
    gamma1: float = 1.0,
) -> dict:
    """Logs of (rhs/lhs) for every standing assumption on the family ('<<' as a factor 10); all must be >= 0."""
    lg = math.log
    log_kappa = lg(c7) + 6.5 * lg(lam) - 6.5 * lg(m) - 2 * lg(L)  # (7)
    C = gamma1 * omega * math.sqrt(m * L) / lam**2
    return {
        "A1 lambda >> m^1.5 log m/sqrt(r)": lg(lam) - lg(10 * m**1.5 * lg(m)) + 0.5 * log_r,
        "(8) lower": log_r - lg(10) - c8 * lg(L + lg(m) + lg(k)) - log_kappa - lg(lam),
        "(8) upper r << d^1/4": L / 4 - lg(10) - log_r,
        "block stable rank r <= d/m": L - lg(m) - log_r,
        "A4 nu = sqrt(m) << sqrt(d)/r^2": L / 2 - 2 * log_r - lg(10 * math.sqrt(m)),
        "A5 chi = 1 <= sqrt(log k)": lg(k) - 1,
        "A6 F >> log(kd/sqrt(lambda'))": lg(F) - lg(10 * (lg(k) + L + 0.5 * log_r)),
        "(110)": 1.75 * lg(lam) + 0.5 * (lg(m) + log_kappa + log_r - lg(L)) - lg(10 * omega),
        "(113) C^2 << beta m r": 2 * lg(m) + log_kappa - 0.5 * lg(lam) + log_r - lg(10) - 2 * lg(C),
        "m, k << d": L - lg(10) - max(lg(m), lg(k)),
        "L489 m <~ k (m <= 10 k)": lg(10 * k) - lg(m),
        "A11 m <= 10 log^3(log d) lambda log(d/nu)/log k": lg(10 * lg(L) ** 3 * lam * (L - 0.5 * lg(m)) / lg(k)) - lg(m),
    }


def test_l2345_second_entry_many_heads() -> None:
    """L2345 holds inside the hypotheses. (i) The inclusion: with V~ = V' + V_*/(Z F*^2) (A: V~ > C/sqrt(Z)), |V_*| <
    alpha C gives V' > C/sqrt(Z) - alpha C/(Z F*^2) >= (C/sqrt(Z))(1 - alpha/(Z F*^2)) (A') iff Z <= 1: checked in exact
    rationals on random points (Z <= 1 never fails; Z > 1 has points in the event and outside A'). (ii) Z <= 1 is
    forced: Z <= m/(lambda ||Theta_1||_F^2) (Assumption 1), ||Theta_1||_F >= 10 log(kd) (Assumption 6, lambda' <= 1),
    m <= 10 log^3(log d) lambda log(d/nu)/log k (Assumption 11, generous Theta~, nu >= 1): Z <= 0.14 on a grid of
    log d in [1, 1e6], k in [3, 1e6]. (iii) The Gaussian numbers at an instance inside every hypothesis (log d = 1000,
    k = 1000, m = 5000, F = 1.2e4, Z = 3.5e-5): printed and bullet events both below log(P[A']/P[A]); round 10's Z = 3
    crossing (m = 4.3e8, k = 3) breaks Assumption 11 and L489's m <~ k."""
    import random
    from fractions import Fraction as Fr

    rng = random.Random(7)
    bad_small, bad_large = 0, 0
    for _ in range(4000):
        F2 = Fr(rng.randint(1, 400), 100)  # F*^2
        alpha, C, s = Fr(rng.randint(1, 25), 100), Fr(rng.randint(1, 100), 10), Fr(rng.randint(1, 30), 10)  # s ~ sqrt Z
        Z = s * s  # rational sqrt(Z)
        vstar = Fr(rng.randint(-999, 999), 1000) * alpha * C  # |V_*| < alpha C
        thr_a = C / s
        vprime = thr_a - vstar / (Z * F2) + Fr(rng.randint(1, 1000), 10**6)  # just inside A
        in_aprime = vprime > (C / s) * (1 - alpha / (Z * F2))
        if Z <= 1 and not in_aprime:
            bad_small += 1
        if Z > 1 and not in_aprime:
            bad_large += 1
    assert bad_small == 0 and bad_large > 0

    lg = math.log
    worst = 0.0
    for L in [1.0 + 0.25 * j for j in range(40)] + [10.0 ** (1 + j / 10) for j in range(51)]:
        for k in (3.0, 10.0, 100.0, 1e3, 1e6):
            m_max = 10 * lg(L) ** 3 * L / lg(k)  # lambda cancels: Z <= m/(lambda F^2)
            worst = max(worst, m_max / (10 * (lg(k) + L)) ** 2)
    assert worst <= 0.14, worst

    L, lam, F, log_r = 1000.0, 0.5, 1.2e4, 235.0
    slacks = _hypotheses_slacks(L, 5000, F, lam, 1e3, log_r, c7=0.1, c8=5.0)
    assert min(slacks.values()) > 0, slacks
    r = _second_entry_logs(L, 5000, F, lam)
    assert r["Z"] < 1e-4 and r["printed"] <= r["log_ratio_aprime"] and r["bullet"] <= r["log_ratio_aprime"]
    m = round(3.0 * F * F)  # round 10's crossing: outside Assumption 11 and L489
    slacks = _hypotheses_slacks(L, m, F, lam, 3.0, log_r, c7=0.1, c8=5.0)
    assert slacks["A11 m <= 10 log^3(log d) lambda log(d/nu)/log k"] < 0 and slacks["L489 m <~ k (m <= 10 k)"] < 0
    r = _second_entry_logs(L, m, F, lam)
    assert abs(float(r["printed"] - r["log_ratio_aprime"]) - 632.66) < 0.1  # false there (e^{633}), as filed


def test_l2483_ratio_exponent_exact() -> None:
    """L2483's last step (chenli.display.lemma7.2-ratio-exponent) in exact rationals: with x = lambda/m in (0, 1] and
    eta, eta' <= x/10 (eta <~ eta' << lambda/m, '<<' a factor 10), the bracket (1 + x/2)/(1 + eta')^2 - 1/(1 - eta)^2
    falls in eta and eta', so its least value is g(x) at eta = eta' = x/10; g(x)/x >= 1/200 on a grid of (0, 1], tends
    to 1/10 as x -> 0, and a '<<' factor 4 (eta = eta' = x/4) makes it negative (the constant of '<<' matters)."""
    from fractions import Fraction as Fr

    def bracket(x: Fr, eta: Fr, etap: Fr) -> Fr:
        return (1 + x / 2) / (1 + etap) ** 2 - 1 / (1 - eta) ** 2

    worst = None
    for k in range(1, 401):
        x = Fr(k, 400)
        g = bracket(x, x / 10, x / 10)
        for eta_frac, etap_frac in ((Fr(0), Fr(1, 10)), (Fr(1, 10), Fr(0)), (Fr(1, 20), Fr(1, 20))):
            assert bracket(x, x * eta_frac, x * etap_frac) >= g  # monotone: the ceiling is the worst case
        r = g / x
        worst = r if worst is None else min(worst, r)
    assert worst >= Fr(1, 200)
    assert abs(float(bracket(Fr(1), Fr(1, 10), Fr(1, 10))) - 0.0051) < 2e-4  # g(1) = 1.5/1.21 - 1/0.81
    tiny = Fr(1, 10**9)
    assert abs(float(bracket(tiny, tiny / 10, tiny / 10) / tiny) - 0.1) < 1e-6
    assert bracket(Fr(1, 100), Fr(1, 400), Fr(1, 400)) < 0  # '<<' as a factor 4: the step fails
    # hence the exponent (C^2/2) g >= c C^2 lambda/m with c = 1/400 (C cancels)


def test_l2483_ratio_many_heads() -> None:
    """L2483 end to end (chenli.display.lemma7.2-ratio-many-heads) on the same Gaussian many-heads family, computed with
    mpmath (P[A] = P[N(0, m F^2) > m C/sqrt(Z)], P[A'] = P[U/m > (C/sqrt(Z))(1 - alpha/(Z F^2))], U = sum_{i != i*} V_i): inside every hypothesis,
    -log(P[A']/P[A]) is about (1 - lambda^2/2)/(2 lambda) times C^2 lambda/m, >= C^2 lambda/(4m) for lambda < 1."""
    L, F, k, log_r = 1000.0, 1.2e4, 1e3, 235.0  # m <= 10 k (L489) and Assumption 11: Z = m/F^2 < 1e-4
    for lam in (0.5, 0.99):
        for m in (2000, 5000, 9000):
            slacks = _hypotheses_slacks(L, m, F, lam, k, log_r, c7=0.1, c8=5.0)
            assert min(slacks.values()) > 0, (lam, m, slacks)
            mp.mp.dps = 25
            C = mp.sqrt(mp.mpf(m) * L) / mp.mpf(lam) ** 2
            alpha, Zx = mp.mpf(lam) ** 2 / 4, mp.mpf(m) / mp.mpf(F) ** 2
            thr = C / mp.sqrt(Zx)  # A: (V_* + U)/m > thr, V_* + U ~ N(0, m F^2)
            p_a = mp.ncdf(-(m * thr) / (F * mp.sqrt(m)))
            p_ap = mp.ncdf(-(m * thr * (1 - alpha / (Zx * F**2))) / (F * mp.sqrt(m - 1)))  # A': U/m > thr(1 - ...)
            ratio = -float(mp.log(p_ap / p_a)) / float(C * C * lam / m)
            assert ratio >= 0.25, (lam, m, ratio)
            assert abs(ratio - (1 - lam**2 / 2) / (2 * lam)) < 1e-3 * ratio, (lam, m, ratio)


def test_l2367_l2437_lower_bounds_explicit() -> None:
    """L2367 and L2437 on explicit matrices (numpy, d = 64): m heads with <Theta_i, Theta_j> = kappa n_i n_j (kappa of
    (7) with c = 1), norms n_i in [sqrt(lambda), 1], E = -mu Theta*/||Theta*||_F at (111)'s end (mu = lambda^{5/2}/(m^3
    log^2 d), omega = 1): sqrt(Z) ||Theta~||_F and ||Theta'||_F Z/sqrt(S') stay within 1e-2 of 1."""
    import numpy as np

    rng = np.random.default_rng(0)
    logd, d = 5.0, 64
    for m, lam in ((2, 0.5), (5, 0.9), (8, 0.1)):
        kappa = lam**6.5 / (m**6.5 * logd**2)
        mu = lam**2.5 / (m**3 * logd**2)
        n = np.concatenate([[1.0], rng.uniform(math.sqrt(lam), 1.0, m - 1)])
        G = np.outer(n, n) * ((1 - kappa) * np.eye(m) + kappa)  # PSD Gram matrix, off-diagonal kappa n_i n_j
        L = np.linalg.cholesky(G)
        basis, _ = np.linalg.qr(rng.standard_normal((d * d, m)))
        heads = [(basis @ L[i]).reshape(d, d) for i in range(m)]
        Z = float(sum(1 / np.sum(h * h) for h in heads))
        star = sum(h / np.sum(h * h) for h in heads) / Z
        tilde = star - mu * star / np.linalg.norm(star)
        assert abs(math.sqrt(Z) * np.linalg.norm(tilde) - 1) < 1e-2
        for ist in range(m):
            sp = sum(h / np.sum(h * h) for i, h in enumerate(heads) if i != ist) / Z
            prime = sp - mu * sp / np.linalg.norm(sp)
            S_ = sum(1 / np.sum(h * h) for i, h in enumerate(heads) if i != ist)
            assert abs(np.linalg.norm(prime) * Z / math.sqrt(S_) - 1) < 1e-2


def test_l2529_first_entry_exponent_exact() -> None:
    """L2529's exp(O(C^2 eta)) (chenli.display.lemma7.5-first-entry-exponent) in exact rationals: for eta in (0, 1/10]
    (eta << lambda/m <= 1, a factor 10), (1/2)[1/(1 - eta)^2 - 1/(1 + eta)^2] = 2 eta/(1 - eta^2)^2 <= 2.05 eta."""
    from fractions import Fraction as Fr

    for k in range(1, 1001):
        eta = Fr(k, 10000)
        val = (1 / (1 - eta) ** 2 - 1 / (1 + eta) ** 2) / 2
        assert val == 2 * eta / (1 - eta**2) ** 2
        assert val <= Fr(205, 100) * eta
    assert (1 / (1 - Fr(1, 2)) ** 2 - 1 / (1 + Fr(1, 2)) ** 2) / 2 > 2 * Fr(1, 2)  # K grows as eta leaves << 1


def test_l2557_absorb_worst_case() -> None:
    """L2557's absorbed term (chenli.display.lemma7.2-remaining-entries-absorb) at every hypothesis' ceiling (beta =
    1/10, beta m r_Theta at (8)'s floor 10 m^2/lambda^{3/2}, C^2 = beta m r_Theta/10, eta = lambda/(10 m)): (m r_Theta -
    log m - C^2 eta)/(beta m r_Theta) >= 9.8 for m = 1..10^6 and lambda in (0, 1)."""
    for m in (1, 2, 3, 10, 100, 10**4, 10**6):
        for lam in (1e-4, 0.01, 0.5, 0.9999):
            bmr = 10 * m * m / lam**1.5
            val = (bmr / 0.1 - math.log(m) - (bmr / 10) * lam / (10 * m)) / bmr
            assert val >= 9.8, (m, lam, val)


def test_eq120_eq127_worst_point() -> None:
    """(120)/(127) (chenli.eq120, chenli.eq127) at the worst point of event C on the many-heads family (log d = 1000,
    lambda = 1/2, F = 1.2e4, k = 1000, m = 5000 (Z = 3.5e-5), r_Theta = e^{235}, (7)'s c = 0.1): mpmath's log Q(C/sqrt(1 + beta)) is below
    -C^2/(2(1 + eta)^2) for eta's constant c_eta = 1e-3 and 10 (beta = m kappa/sqrt(lambda) with kappa of (7))."""
    L, lam, F, k, log_r = 1000.0, 0.5, 1.2e4, 1e3, 235.0
    m = 5000
    assert min(_hypotheses_slacks(L, m, F, lam, k, log_r, c7=0.1, c8=5.0).values()) > 0
    mp.mp.dps = 40
    kappa = mp.mpf(0.1) * mp.mpf(lam) ** 6.5 / (mp.mpf(m) ** 6.5 * mp.mpf(L) ** 2)
    beta = m * kappa / mp.sqrt(lam)
    C = mp.sqrt(mp.mpf(m) * L) / mp.mpf(lam) ** 2
    lhs = mp.log(mp.ncdf(-C / mp.sqrt(1 + beta)))
    for c_eta in (1e-3, 10.0):
        eta = c_eta * beta
        assert lhs < -(C**2) / (2 * (1 + eta) ** 2)
    assert -(C**2) / 2 - lhs > 5  # the Mills factor log(C sqrt(2 pi)) is the margin
    # (115) couples eta's constant to beta's: (1 + eta)^2 >= 1 + beta. Where C^2 beta is large (m = 2, log d = 150,
    # lambda = 0.999, gamma_1 = 100, omega = 10, (7)'s c = 1), (120) holds for c_eta = 1/2 (inside (115)) and fails
    # for c_eta = 1e-3 (outside (115): the claim rejects it).
    L, lam, F, k, log_r, m = 150.0, 0.999, 1700.0, 3.0, 35.0, 2
    slacks = _hypotheses_slacks(L, m, F, lam, k, log_r, c7=1.0, c8=2.0, omega=10.0, gamma1=100.0)
    assert min(slacks.values()) > 0, slacks
    kappa = mp.mpf(1) * mp.mpf(lam) ** 6.5 / (mp.mpf(m) ** 6.5 * mp.mpf(L) ** 2)
    beta = m * kappa / mp.sqrt(lam)
    C = 1000 * mp.sqrt(mp.mpf(m) * L) / mp.mpf(lam) ** 2
    lhs = mp.log(mp.ncdf(-C / mp.sqrt(1 + beta)))
    assert C**2 * beta > 100
    eta = beta / 2
    assert (1 + eta) ** 2 >= 1 + beta and lhs < -(C**2) / (2 * (1 + eta) ** 2)
    eta = beta / 1000
    assert (1 + eta) ** 2 < 1 + beta and lhs > -(C**2) / (2 * (1 + eta) ** 2)


def test_l2551_hoeffding_exponent_exact() -> None:
    """L2551 (chenli.display.lemma7.6-hoeffding-exponent) in exact rationals: (chi + a)^2 rho >= chi^2 + a^2 for chi
    in [1, sqrt(log k)], a >= 0, rho in [1, 1/lambda]; the planted a^3 and chi^4 shapes outgrow it."""
    from fractions import Fraction as Fr

    for chi in (Fr(1), Fr(3, 2), Fr(37, 10)):
        for a in (Fr(0), Fr(1, 100), Fr(1), Fr(50), Fr(10**4)):
            for rho in (Fr(1), Fr(2), Fr(10**4)):
                assert (chi + a) ** 2 * rho >= chi**2 + a**2
    a = Fr(10**4)
    assert (1 + a) ** 2 < (1 + a**3) / 100  # chi^2 + a^3: no constant
    chi = Fr(100)  # chi = sqrt(log k) at k = e^{10^4}, a = 1
    assert (chi + 1) ** 2 < (chi**4 + 1) / 100
