"""Independent check for ``checks/papers/thesis/r19_thesisD4.py``: (D.88)'s first '<=' (Lemma D.2.10 (1)'s L7305
against (D.88)'s first line) with A = A*, rebuilt in mpmath from the printed displays and Table D.2's choices,
sharing no code with the claim's measure or bound."""

from __future__ import annotations

import mpmath as mp


def _ratio(A: mp.mpf, sv: mp.mpf, tw: mp.mpf, tv: mp.mpf, m1: mp.mpf, m2: mp.mpf) -> mp.mpf:
    """L7305's right side over (D.88)'s first line (both with their O~ constant 1)."""
    q = tw * mp.root(m1, 4)
    tau = m2 * mp.cbrt(A) ** 2 * mp.cbrt(A * tv + A * q * (1 + tv)) ** 2
    l7305 = m2 * mp.sqrt(m2) * sv * (A + A * q) + tau
    d88 = m2 * mp.sqrt(m2) * sv * (A**2 + A**2 * q) + tau
    return l7305 / d88


def test_d88_first_astar_ratio_grows_like_a_to_minus_one_third() -> None:
    """At Table D.2's choices (m1 = m2 = 1e7: sigma_v = m^{-0.51}, tau_w = m^{-0.74}, tau_v = m^{-0.001}) and at
    sigma_v = m2^{-1/2}/2, tau_w = m1^{-3/2}, tau_v = 1e-6, m1 = m2 = 1e4, the ratio is 1 at ||A*||_inf = 1, <= 1
    above, and grows like ||A*||^{-1/3} as ||A*||_inf -> 0 (A* = A P*, (5.8) allows p* -> 0)."""
    mp.mp.dps = 40
    m = mp.mpf(10) ** 7
    tab = (m ** mp.mpf("-0.51"), m ** mp.mpf("-0.74"), m ** mp.mpf("-0.001"), m, m)
    m4 = mp.mpf(10) ** 4
    edge = (1 / (2 * mp.sqrt(m4)), m4 ** mp.mpf("-1.5"), mp.mpf("1e-6"), m4, m4)
    for pars in (tab, edge):
        assert abs(_ratio(mp.mpf(1), *pars) - 1) < mp.mpf("1e-30")
        assert _ratio(mp.mpf(10), *pars) < 1 and _ratio(mp.mpf(10) ** 4, *pars) < 1
        r9, r12 = _ratio(mp.mpf(10) ** -9, *pars), _ratio(mp.mpf(10) ** -12, *pars)
        assert 9 < r12 / r9 < 11  # ~ ||A*||^{-1/3}: a factor 10 per three decades
    # the numbers in the claim's evidence
    assert abs(_ratio(mp.mpf("1e-3"), *tab) - mp.mpf("9.520")) < 1e-3
    assert abs(_ratio(mp.mpf("1e-6"), *tab) - mp.mpf("87.01")) < 1e-2
    assert abs(_ratio(mp.mpf("1e-12"), *tab) - mp.mpf("8603.2")) < 0.1
    assert abs(_ratio(mp.mpf("1e-3"), *edge) - mp.mpf("910.07")) < 1e-2
    assert abs(_ratio(mp.mpf("1e-12"), *edge) / mp.mpf("1.0109e7") - 1) < 1e-3


def _d82_ratio(A: mp.mpf, m1: mp.mpf, sw: mp.mpf, tw: mp.mpf, tv: mp.mpf, m2: mp.mpf) -> mp.mpf:
    """(D.82)'s line before the last over its last line, both with eta ||q^T A||_1 = 1, m read as m1."""
    r = 1 / mp.sqrt(m1)
    before = A * (A * (r + sw + tw) + r) * tv * mp.sqrt(m2)
    last = A**2 * tv * mp.sqrt(m2) * r
    return before / last


def test_d82_last_astar_ratio_is_one_over_a() -> None:
    """At m1 = m2 = 1e7, tau_w = m1^{-1/2}, sigma_w = tau_w m1^{-1/4}, tau_v = 1e-3 the ratio is 1 + m1^{1/2}(sigma_w
    + tau_w) + 1/||A*||: bounded (<= 4) for ||A*|| >= 1, ~ 1/||A*|| as ||A*||_inf -> 0."""
    mp.mp.dps = 40
    m1 = mp.mpf(10) ** 7
    tw = 1 / mp.sqrt(m1)
    sw = tw / mp.root(m1, 4)
    for A in (1, 10, 10**4):
        assert _d82_ratio(mp.mpf(A), m1, sw, tw, mp.mpf("1e-3"), m1) <= 4
    base = 2 + mp.root(m1, 4) ** -1
    assert abs(_d82_ratio(mp.mpf(1), m1, sw, tw, mp.mpf("1e-3"), m1) - (base + 1)) < mp.mpf("1e-30")
    for k in (3, 6, 12):
        A = mp.mpf(10) ** -k
        r = _d82_ratio(A, m1, sw, tw, mp.mpf("1e-3"), m1)
        assert abs(r - (mp.mpf(10) ** k + base)) < mp.mpf("1e-20") * mp.mpf(10) ** k
    assert abs(_d82_ratio(mp.mpf("1e-3"), m1, sw, tw, mp.mpf("1e-3"), m1) - mp.mpf("1002.018")) < 1e-3
