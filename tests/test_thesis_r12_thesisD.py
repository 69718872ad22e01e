"""Independent checks for the round-12 App. D claims of the thesis (``checks/papers/thesis/r12_thesisD.py``): the
displays rebuilt from Table D.2 (L6766-L6780) and Lemma D.2.10 (L7299-L7303) in mpmath at widths no float reaches,
sharing no code with the claims' measurements or bounds."""

from __future__ import annotations

import mpmath as mp


def _d88_middle_over_shape(m: mp.mpf, A: mp.mpf) -> mp.mpf:
    """(D.88)'s first line at Table D.2's choices, m1 = m2 = m, divided by m2 ||A||_inf^2 (the shape without
    (eps/C0)^{Theta(1)})."""
    sigma_v = m ** (-(mp.mpf(1) / 2 + mp.mpf("0.01")))
    tau_w = 1 / m ** (mp.mpf(3) / 4 - mp.mpf("0.01"))
    tau_v = m ** (mp.mpf(1) / 2 - mp.mpf("0.001")) / m ** (mp.mpf(1) / 2)
    q = m ** (mp.mpf(1) / 4)
    first = m ** (mp.mpf(3) / 2) * sigma_v * (A**2 + A**2 * tau_w * q)
    second = m * A ** (mp.mpf(2) / 3) * (A * tau_v + A * tau_w * q * (1 + tau_v)) ** (mp.mpf(2) / 3)
    return (first + second) / (m * A**2)


def test_d88_factor_is_paid_by_the_width_at_rate_one_over_1500() -> None:
    """The factor (eps/C0)^{Theta(1)} of (D.88) has to come from m: at ||A||_inf = 1 the middle over m2 ||A||^2 is
    m^{-0.01} + m^{-1/1500} (1 + o(1)) (1.86 at m = 1e6), so at eps/C0 = 1/100 with exponent 1 the step needs m of order
    10^{3000}: the ratio to m ||A||^2 (eps/C0) is above 1 at m = 10^{2900} and below 1 at m = 10^{3100}."""
    mp.mp.dps = 40
    one = mp.mpf(1)
    r6 = _d88_middle_over_shape(mp.mpf(10) ** 6, one)
    approx = mp.mpf(10) ** (-6 * mp.mpf("0.01")) + mp.mpf(10) ** (-6 * (mp.mpf(2) / 3) * mp.mpf("0.001"))
    assert abs(r6 / approx - 1) < 5e-3 and 1.8 < r6 < 1.9
    for e in (1000, 10**4, 10**5):
        m = mp.mpf(10) ** e
        slope = mp.log(_d88_middle_over_shape(m, one)) / mp.log(m)
        assert abs(slope + mp.mpf(2) / 3 * mp.mpf("0.001")) < 1e-4
    eps_over_c0 = mp.mpf(1) / 100
    assert _d88_middle_over_shape(mp.mpf(10) ** 2900, one) / eps_over_c0 > 1
    assert _d88_middle_over_shape(mp.mpf(10) ** 3100, one) / eps_over_c0 < 1


def test_d88_ratio_falls_with_the_graph_norm() -> None:
    """At fixed m the middle over m2 ||A||_inf^2 falls with ||A||_inf towards the sigma_v part m^{-0.01} (1 +
    m^{-0.49}); what is left above it falls like ||A||_inf^{-2/3} (the tau part carries ||A||^{4/3})."""
    mp.mp.dps = 30
    m = mp.mpf(10) ** 8
    lim = m ** -mp.mpf("0.01") * (1 + m ** -mp.mpf("0.49"))
    vals = [_d88_middle_over_shape(m, mp.mpf(a)) for a in (1, 10, 100, 1000)]
    assert all(b < a for a, b in zip(vals, vals[1:], strict=False)) and vals[-1] > lim
    for a, b in zip(vals, vals[1:], strict=False):
        assert abs(mp.log((b - lim) / (a - lim)) / mp.log(10) + mp.mpf(2) / 3) < 1e-20


def test_l7506_ratio_is_at_most_m1_to_minus_one_fifth() -> None:
    """Over Lemma D.2.10's tau_w in [m1^{-3/2}, m1^{-1/2}], tau_w^{4/5} m1^{6/5} / m1 <= m1^{-1/5}, equality at the
    top of the range (exact in mpmath on a grid of m1 and log-positions)."""
    mp.mp.dps = 30
    for e in (0, 1, 3, 6, 12, 20):
        m1 = mp.mpf(10) ** e
        for k in range(11):
            tau_w = m1 ** (mp.mpf(-3) / 2 + mp.mpf(k) / 10)
            ratio = tau_w ** (mp.mpf(4) / 5) * m1 ** (mp.mpf(6) / 5) / m1
            assert ratio <= m1 ** (-mp.mpf(1) / 5) * (1 + mp.mpf(10) ** -25)
        top = (m1 ** (-mp.mpf(1) / 2)) ** (mp.mpf(4) / 5) * m1 ** (mp.mpf(1) / 5)
        assert abs(top - m1 ** (-mp.mpf(1) / 5)) < mp.mpf(10) ** -25
