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
