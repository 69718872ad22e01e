"""Own checks of round 26 (helper chenliB): the nu/sqrt(d) parts of L2405 and (129) (own mpmath over the section's
hypotheses), and Lemma 7.1 with mu > 0 (own numpy Algorithm 2 with Theta~ = exact + E; no bounds/ or models/ code),
plus the claims' measurements against the same quantities."""

from __future__ import annotations

import math

import numpy as np
import pytest

from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.chenli import r26_chenliB as R


def _nu_lhs(L: float, m: int, c: float, lam_frac: float, r_frac: float, om_frac: float, with_t: bool):
    """(nu/sqrt d) C^3 sqrt(m/lambda) (times t) from its factors at mpmath precision, every hypothesis asserted."""
    import mpmath as mpm

    mpm.mp.dps = 60
    L, m, c = mpm.mpf(L), mpm.mpf(m), mpm.mpf(c)
    r_hi = mpm.e ** (L / 4) / 10
    lam_min = (10 * m ** mpm.mpf(2.75) * L ** mpm.mpf(1.5) / mpm.sqrt(c * r_hi)) ** (mpm.mpf(1) / 5)
    lam = lam_min ** (1 - mpm.mpf(lam_frac)) * (1 + mpm.mpf(10) ** -30)
    kappa = c * lam ** mpm.mpf(6.5) / (m ** mpm.mpf(6.5) * L**2)  # (7)
    lo = max(10 * (L + 2 * mpm.log(m)) / (kappa * lam),  # (8), c' = 1, k = m
             (10 / lam ** mpm.mpf(1.75)) ** 2 * L / (m * kappa),  # (110) at omega = 1
             (10 * m ** mpm.mpf(1.5) * mpm.log(m) / lam) ** 2 if m > 1 else mpm.mpf(0))  # Assumption 1
    assert lo <= r_hi
    r = lo ** (1 - mpm.mpf(r_frac)) * r_hi ** mpm.mpf(r_frac) * (1 + mpm.mpf(10) ** -30)
    r = min(r, r_hi)
    om_max = lam ** mpm.mpf(1.75) * mpm.sqrt(m * kappa * r / L) / 10
    assert om_max >= 1
    om = om_max ** mpm.mpf(om_frac) * (1 - mpm.mpf(10) ** -30)
    nu_sd = 1 / r**2  # Assumption 4's end
    assert nu_sd * mpm.sqrt(mpm.e**L) >= 1  # nu >= 1
    assert 0 < lam < 1 and r >= 10 * (L + 2 * mpm.log(m)) / (kappa * lam) and om >= 1
    C = om * mpm.sqrt(m * L) / lam**2
    val = nu_sd * C**3 * mpm.sqrt(m / lam)
    if with_t:
        val *= mpm.sqrt(m * L) / lam**2
    return val, {"lam": lam, "kappa": kappa, "r": r, "m": m, "L": L}


@pytest.mark.parametrize("with_t", [False, True])
def test_nu_parts_are_tiny_over_the_hypotheses(with_t: bool) -> None:
    """Own mpmath: at (110)'s and Assumption 4's ends, over a grid of log d, m, c and lambda, the nu part is far below
    1, and equals the closed form 10^{-3} m^{7/2} kappa^{3/2}/(lambda^{5/4} sqrt(r_Theta)) (times sqrt(m log d)/
    lambda^2 with t)."""
    import mpmath as mpm

    worst = mpm.mpf(0)
    for L in (300, 600, 1200):
        for m in (1, 2, 16):
            for c in (1.0, 1e-4):
                for lf in (0.0, 0.5, 0.95):
                    val, q = _nu_lhs(L, m, c, lf, 1.0, 1.0, with_t)
                    closed = mpm.mpf(10) ** -3 * q["m"] ** mpm.mpf(3.5) * q["kappa"] ** mpm.mpf(1.5) / (
                        q["lam"] ** mpm.mpf(1.25) * mpm.sqrt(q["r"]))
                    if with_t:
                        closed *= mpm.sqrt(q["m"] * q["L"]) / q["lam"] ** 2
                    assert abs(val / closed - 1) < mpm.mpf(10) ** -20
                    worst = max(worst, val)
    assert worst < 1e-20


def test_nu_measure_matches_own_path() -> None:
    """The claims' measurements equal the own mpmath value (float64 relative 1e-9)."""
    for inst in ({"L": 400.0, "m": 2, "c": 1.0, "s": 0.5, "q": 1.0, "w": 1.0},
                 {"L": 900.0, "m": 8, "c": 1e-3, "s": 0.2, "q": 1.0, "w": 1.0}):
        for with_t, meas in ((False, R._l2405_nu_measure), (True, R._eq129_nu_measure)):
            m = meas(inst, Ctx())
            val, _ = _nu_lhs(inst["L"], inst["m"], inst["c"], inst["s"], 1.0, 1.0, with_t)
            assert m.lhs == pytest.approx(float(val), rel=1e-6)
            for key in ("s110", "s8", "s1", "s_rhi", "s_om", "lam_lt_1"):
                assert m.terms[key] >= -1e-8, key


def _own_alg2(d: int, k: int, F1: float, lam: float, omega: float, cC: float, N: int, mu: float, ts: tuple[float, ...],
              seed: int) -> tuple[list[float], float]:
    """Algorithm 2 by hand with Theta~ = (1/Z) sum_i Theta_i/||Theta_i||_F^2 + E, E = -mu ||Theta_1||_F Theta_2/||
    Theta_2||_F (against head 2): traceless orthogonal heads, orthogonal W's, rejection loop of line 3, normal
    equations. Returns the errors at ||W_2||_F = t and (112)'s shape without e^{O(omega^2)}."""
    rng = np.random.default_rng(seed)
    G = [rng.standard_normal((d, d)) for _ in range(4)]
    for g in G[:2]:
        g -= np.trace(g) / d * np.eye(d)
    T1 = G[0] / np.linalg.norm(G[0])
    T2 = G[1] - np.vdot(G[1], T1) * T1
    T1, T2 = F1 * T1, math.sqrt(lam) * F1 * T2 / np.linalg.norm(T2)
    V1 = G[2] / np.linalg.norm(G[2])
    V2 = G[3] - np.vdot(G[3], V1) * V1
    V2 /= np.linalg.norm(V2)
    Z = 1 / F1**2 + 1 / (lam * F1**2)
    E = -mu * F1 * T2 / np.linalg.norm(T2)
    assert np.linalg.norm(E) == pytest.approx(mu * F1)
    Tt = (T1 / F1**2 + T2 / (lam * F1**2)) / Z + E
    C = cC * omega * math.sqrt(2 * math.log(d)) / lam**2
    samples = []
    while len(samples) < N:
        X = rng.choice([-1.0, 1.0], size=(k, d))
        if X[0] @ Tt @ X[1] > C / math.sqrt(Z):
            samples.append(X)
    B = np.array([X[1] for X in samples])
    heads = []
    for T in (T1, T2):
        rows = []
        for X in samples:
            z = X[0] @ T @ X.T
            a = np.exp(z - z.max())
            rows.append((a / a.sum()) @ X)
        heads.append(np.array(rows))
    errs = []
    for t in ts:
        Y1 = heads[0] @ V1 + heads[1] @ (t * V2)
        What = np.linalg.solve(B.T @ B, B.T @ Y1)
        errs.append(float(np.linalg.norm(What - V1 - t * V2)))
    return errs, 2 * 2 * d * k**1.5 * math.exp(-omega * math.sqrt(math.log(d)) * F1)


def test_lemma71_mu_second_path() -> None:
    """chenli.lemma7.1-mu: with E != 0 at (111)'s shape (constant 1: mu = lambda^{5/2}/(omega^3 m^3 log^2 d)), the
    error over (112)'s shape still grows linearly in ||W_2||_F (the printed (112) fails as at mu = 0), while the
    corrected bound's ratio (sum_i ||W_i||_F kept) stays bounded along the same path."""
    d, lam, om = 6, 0.5, 1.0
    mu = lam**2.5 / (om**3 * 8 * math.log(d) ** 2)
    ts = (1.0, 1e3, 1e5, 1e7)
    errs, shape = _own_alg2(d, 3, 2.0, lam, om, 0.2, 60, mu, ts, seed=2026)
    ratios = [e / shape for e in errs]
    assert ratios[3] / ratios[2] == pytest.approx(100.0, rel=1e-4)
    assert ratios[3] > 1e5
    corr = [e / (shape * (1 + t) / 2) for e, t in zip(errs, ts, strict=True)]
    assert max(corr) / min(corr) < 10.0


def test_lemma71_mu_measure_meets_the_hypotheses() -> None:
    """The claim's measurement: certified slacks >= 0 (with (111) at constant 1), P[A] > 0, ||E||_op <= ||E||_F, and
    the error affine in ||W_2||_F."""
    inst = {"d": 5, "k": 3, "m": 2, "F1": 1.5, "lam": 0.6, "omega": 1.0, "cC": 0.1, "Nfac": 6, "seed": 11, "u": 1.0}
    for ek in range(4):
        ms = [R._l71_measure({**inst, "ekind": ek, "W2": t}, Ctx()) for t in (1e4, 1e5, 1e6)]
        for m in ms:
            assert m.terms["P[A]"] > 0 and m.terms["mu"] > 0
            assert m.terms["mu_cap"] - m.terms["mu"] >= 0
            assert m.terms["||E||_op/(mu ||Theta_1||_F)"] <= 1.0 + 1e-12
            for key in ("assumption1_slack", "assumption2_slack", "assumption5_slack", "assumption8_slack",
                        "assumption10_slack"):
                assert m.terms[key] >= 0, key
        assert ms[2].lhs / ms[1].lhs == pytest.approx(10.0, rel=1e-2)


def test_l2222_kstar_own_path() -> None:
    """chenli.display.thm6.17-l2222-triangle, own mpmath: (108)'s negation at its threshold D = eps + K sqrt(eps F/
    lambda + kappa' F^2) with ||hatTheta* - Theta|| = eps* on a line gives ||Theta* - Theta|| = D - eps*; the least K
    with (D - eps*)^2 > 3 eps* F/lambda + kappa' F^2 grows without bound along log d (m = 1, k = 2, c = 1, lambda =
    1/2, eps = 1e-30 lambda F, F = 10 log(k d sqrt(r_Theta)), r_Theta = d^{1/4}/10, xi = (107)'s upper end/10)."""
    import mpmath as mpm

    mpm.mp.dps = 80
    out = []
    for L in (100, 10_000, 1_000_000):
        L = mpm.mpf(L)
        m, k, c, lam = 1, mpm.mpf(2), mpm.mpf(1), mpm.mpf("0.5")
        kappa = c * lam ** mpm.mpf(6.5) / (m ** mpm.mpf(6.5) * L**2)  # (7)
        r = mpm.e ** (L / 4) / 10
        assert r >= 10 * (L + mpm.log(k)) / (kappa * lam)  # (8)'s lower end
        F = 10 * (mpm.log(k) + L + mpm.log(r) / 2)  # Assumption 6 (lambda' = 1/r_Theta), factor 10
        assert mpm.log(F) <= m * (mpm.log(k) + L)  # <= (kd)^m
        eps = mpm.mpf(10) ** -30 * lam * F
        beta = mpm.log(k / (eps * mpm.sqrt(lam))) / F
        RR = k * mpm.e ** (beta**2)
        xi = min(RR ** (-1 / lam**2), 1 / F) / 10
        assert RR ** (1 / lam) / mpm.e ** (lam / (m * kappa)) * 10 < xi  # (107)'s lower end, factor 10
        eps_star = max(eps, m * mpm.log(RR ** (1 / lam) / xi) * (mpm.mpf(1) / 2 + 1 / lam) * xi * F)
        kp = kappa * mpm.sqrt(m) / lam ** mpm.mpf(1.5)
        rhs = 3 * eps_star * F / lam + kp * F**2  # eta ||Theta_1||^2 + kappa' ||v_1||^2
        # least K: eps + K sqrt(eps F/lam + kp F^2) - eps* = sqrt(rhs)
        K = (eps_star - eps + mpm.sqrt(rhs)) / mpm.sqrt(eps * F / lam + kp * F**2)
        D = eps + K * 1.000001 * mpm.sqrt(eps * F / lam + kp * F**2)
        assert (D - eps_star) ** 2 > rhs  # just above K* the step holds, just below it fails
        D = eps + K * 0.999999 * mpm.sqrt(eps * F / lam + kp * F**2)
        assert (D - eps_star) ** 2 < rhs
        out.append(K)
        inst = {"L": float(L), "m": m, "k": 2, "c": 1.0, "lam": 0.5, "u": 1e-30, "f": 0.0, "p": 1.0}
        assert R._l2222_measure(inst, Ctx()).lhs == pytest.approx(float(K), rel=1e-6)
    assert out[0] > 50 and out[1] > 10 * out[0] and out[2] > 10 * out[1]


def _own_logxi(L: float, c8: float, m: int = 1, k: int = 2, c: float = 1.0, lam: float = 0.5):
    """log(1/xi) for (142) read with e^{-lambda/(m kappa)}, eps of L2984 from eps_1 of L2978 (constants 1), r_Theta at
    (8)'s lower end 10 log^{c8}(dmk)/(kappa lambda), ||Theta_1||_F = 10 log(k d sqrt(r_Theta)), delta = 0.01; own
    mpmath, every hypothesis asserted."""
    import mpmath as mpm

    mpm.mp.dps = 60
    L, m, k, c, lam, c8 = (mpm.mpf(v) for v in (L, m, k, c, lam, c8))
    kappa = c * lam ** mpm.mpf(6.5) / (m ** mpm.mpf(6.5) * L**2)  # (7)
    r = 10 * (L + mpm.log(m * k)) ** c8 / (kappa * lam) * (1 + mpm.mpf(10) ** -20)  # (8)'s lower end
    assert mpm.log(r) <= L / 4 - mpm.log(10)  # (8)'s upper end
    eps1 = m * k**5 / r ** (mpm.mpf(1) / 12)  # r^{1/12} < dc/nu since nu <= sqrt(d)/r^2
    F = 10 * (mpm.log(k) + L + mpm.log(r) / 2)  # Assumption 6's lower end, lambda' = 1/r_Theta
    eps = eps1 * mpm.sqrt(m / lam * mpm.log(k) + L + mpm.log(100) + mpm.log(F))  # L2984, log(d/delta) = L + log 100
    assert eps <= lam * F  # (II)'s eps <= O(lambda ||Theta_1||_F)
    beta = mpm.log(k / (eps * mpm.sqrt(lam))) / F
    RR = k * mpm.e ** (beta**2)
    big = -lam / (m * kappa)  # log e^{-lambda/(m kappa)}
    small = mpm.log(eps * mpm.log(m * F))
    assert small > big  # the max of (142) is eps log(m ||Theta_1||_F)
    return -(mpm.log(RR) / lam + max(big, small))


def test_l2990_logxi_own_path() -> None:
    """chenli.display.thm1.2-logxi-gg-logd under the sign chenli.eq142 resolves (142) with: log(1/xi) < 0 at (8)'s
    exponent 1 (eps > 1, so xi > 1), and log(1/xi)/log d -> 0 at exponent 12 (log(1/xi) = O(log log d)); the claim's
    reading measurement agrees."""
    neg = [_own_logxi(L, 1.0) for L in (1e4, 1e8, 1e16)]
    assert all(v < 0 for v in neg)
    pos = [_own_logxi(L, 12.0) / L for L in (1e8, 1e12, 1e16)]
    assert all(v > 0 for v in pos) and pos[1] < 1e-3 * pos[0] and pos[2] < 1e-3 * pos[1] and pos[2] < 1e-14
    for L, c8 in ((1e4, 1.0), (1e12, 12.0)):
        inst = {"L": L, "m": 1, "k": 2, "c": 1.0, "lam": 0.5, "c8": c8, "q": 0.0}
        got = R._l2990_measure_sign(inst, Ctx()).lhs * L
        assert got == pytest.approx(float(_own_logxi(L, c8)), rel=1e-6, abs=1e-6)


def test_c2_beta_is_110_squared() -> None:
    """chenli.display.eq113-c2-beta: C^2/(beta m r_Theta) equals (110)'s ratio omega/(lambda^{7/4} sqrt(m kappa
    r_Theta/log d)) squared (own arithmetic in logs), <= 1/100 at (110)'s end with factor 10."""
    for inst in ({"L": 400.0, "m": 2, "c": 1.0, "s": 0.3, "q": 1.0, "w": 1.0},
                 {"L": 1200.0, "m": 16, "c": 1e-3, "s": 0.7, "q": 0.5, "w": 0.5}):
        m = R._c2_measure(inst, Ctx())
        t = m.terms
        lam = m.quantities["lam"]
        log_ratio110 = t["log omega"] - 1.75 * math.log(lam) - 0.5 * (
            math.log(inst["m"]) + (t["log beta"] - math.log(inst["m"]) + 0.5 * math.log(lam)) + t["log r_Theta"]
            - math.log(inst["L"]))
        assert math.log(m.lhs) == pytest.approx(2 * log_ratio110, abs=1e-9)
        assert m.lhs <= 1e-2 * (1 + 1e-9)
