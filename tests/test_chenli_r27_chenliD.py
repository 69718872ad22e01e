"""Second paths for round 27's chenli claims (helper chenliD): own mpmath arithmetic, nothing imported from bounds/,
models/ or checks/papers."""

from __future__ import annotations

import mpmath


def _log_m_over_m2(m: int, L: mpmath.mpf, lam: str = "0.999", k: int = 2, v: int = 1, c: int = 1, a: str = "1",
                   exponent: str = "kappa") -> mpmath.mpf:
    """log(m/m2_bar) with m2_bar = kappa^9 d^3/(v^6 log^3 d k^{a E}), kappa = c lambda^{13/2}/(m^{13/2} log^2 d),
    E = 1/kappa (Assumption 11 as printed, L503 with (7) L439) or 1/lambda (the k^{O(1/lambda)} reading)."""
    lam_, a_ = mpmath.mpf(lam), mpmath.mpf(a)
    kappa = c * lam_ ** mpmath.mpf("6.5") / (mpmath.mpf(m) ** mpmath.mpf("6.5") * L**2)
    E = 1 / kappa if exponent == "kappa" else 1 / lam_
    log_m2 = 9 * mpmath.log(kappa) + 3 * L - 6 * mpmath.log(v) - 3 * mpmath.log(L) - a_ * E * mpmath.log(k)
    return mpmath.log(m) - log_m2


def test_assump11_set_empty_at_large_d() -> None:
    """As printed, no m >= 1 meets m <= m2_bar once d is large: m/m2_bar increases in m (checked for m <= 64) and
    its least value, at m = 1, diverges in log d for every fixed a (also a = 0.01, from log d ~ 600 on); under the
    k^{O(1/lambda)} reading it falls like log^21(d)/d^3 (m = 1 is admitted at large d)."""
    mpmath.mp.dps = 50
    for L in (mpmath.mpf(3), mpmath.mpf(10), mpmath.mpf(21)):
        vals = [_log_m_over_m2(m, L) for m in range(1, 65)]
        assert all(x < y for x, y in zip(vals, vals[1:]))
    lows = [_log_m_over_m2(1, mpmath.mpf(L)) for L in (3, 10, 21, 40)]
    assert lows[0] > 19 and lows[1] > 80 and lows[2] > 250 and lows[3] > 1000
    assert _log_m_over_m2(1, mpmath.mpf(2000), a="0.01") > 0
    read = [_log_m_over_m2(1, mpmath.mpf(L), exponent="lambda") for L in (8, 20, 40, 80)]
    assert read[0] > read[1] > read[2] > read[3] and read[3] < -140


def test_l3000_eps_grows_as_delta_falls() -> None:
    """L3000 (proof of Theorem 1.2, stage 4): eps = k d^{-cm} (m log k/lambda + log(d/delta) + log log F)^{1/2} against
    (kd)^{-c'm}: at k = 2, d = 2^10, m = 1, lambda = 1/2, F = kd, c = 1, c' = 1/2 the ratio is ~0.3 at delta = 1/2 and
    grows like sqrt(log(1/delta)) without bound (> 1 from log(1/delta) ~ 130 on); at log(1/delta) = d^{6(c - c')}
    it grows with d."""
    mpmath.mp.dps = 50
    k, m, lam, c, cp = 2, 1, mpmath.mpf("0.5"), 1, mpmath.mpf("0.5")

    def ratio(log_d: mpmath.mpf, log_inv_delta: mpmath.mpf) -> mpmath.mpf:
        d = mpmath.e**log_d
        X = m * mpmath.log(k) / lam + log_d + log_inv_delta + mpmath.log(mpmath.log(k * d))
        return k * d ** (-c * m) * mpmath.sqrt(X) / (k * d) ** (-cp * m)

    L = 10 * mpmath.log(2)
    r = [ratio(L, mpmath.mpf(x)) for x in ("0.6931", "1e2", "1e4", "1e8", "1e16")]
    assert r[0] < 0.5 and all(a < b for a, b in zip(r, r[1:])) and r[-1] > 1e5
    assert abs(r[-1] / r[-2] - 1e4) / 1e4 < 1e-3  # sqrt growth: x1e4 per 1e8 in log(1/delta)
    j = [ratio(mpmath.mpf(t), mpmath.e ** (6 * (c - cp) * m * mpmath.mpf(t))) for t in (5, 10, 20, 40)]
    assert all(a < b for a, b in zip(j, j[1:])) and j[-1] > 1e17  # ~ d^{2(c - c')m} = e^40


def test_case_b_box_not_sufficient() -> None:
    """L1937-L1943 (Lemma 6.4, Case (B) Step 1) at m = 1 with an explicit diagonal Theta_1 (own numpy): the printed
    corner a_1 = ||Theta_1||_F sqrt(10 log k) + beta - <v_1, X_{2,S^c}> makes the box event '2 <v_1, y> in [c, c + w]'
    (c = F sqrt(10 log k) + beta); on it, with X_{2,S} chosen so that x^T (Theta_1)_S X_{2,S} <= 0, x^T Theta_1 X_2 is
    below the bullet interval [F (sqrt(10 log k) + beta), ...]. Case (A)'s corner (L1823) has no such point."""
    import itertools

    import numpy as np

    d, s, k, beta, xi = 12, 2, 2, 0.5, 0.5
    theta = np.linspace(1.0, 2.0, d)  # Theta_1 = diag(theta); x = 1: x^T Theta_1 = theta
    F = float(np.linalg.norm(theta))
    v1 = theta[s:]
    c = F * np.sqrt(10 * np.log(k)) + beta
    w = xi * F
    lo = F * (np.sqrt(10 * np.log(k)) + beta)
    worst, worst_case_a, hits = 0.0, 0.0, 0
    for y in itertools.product([-1.0, 1.0], repeat=d - s):
        u = float(np.dot(v1, y))
        for z in itertools.product([-1.0, 1.0], repeat=s):
            s0 = float(np.dot(theta[:s], z))
            t = s0 + u
            dist = max(lo - t, t - (lo + w), 0.0) / F
            if c <= 2 * u <= c + w:  # the printed box
                hits += 1
                worst = max(worst, dist)
            if lo - s0 <= u <= lo - s0 + w:  # Case (A)'s corners
                worst_case_a = max(worst_case_a, dist)
    assert hits > 0 and worst > 0.5 and worst_case_a == 0.0
