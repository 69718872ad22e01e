"""Second paths (scipy quadrature and finite differences; no thmcheck code) for the steps (C.42), (C.43) and (C.53) of
the proof of Property C.4 (thesis App. C.2, seed 003 L5405-L5469). phi is the sigmoid: phi'(x) = 1/(e^x + e^-x + 2)."""

from __future__ import annotations

import math

from scipy import integrate, stats


def _dphi(x: float) -> float:
    if abs(x) > 700:
        return 0.0
    return 0.25 / math.cosh(x / 2) ** 2          # = 1/(e^x + e^-x + 2)


def _mean_dphi(sigma: float, mu: float) -> float:
    v, _ = integrate.quad(lambda z: _dphi(sigma * z) * stats.norm.pdf(z, mu, 1.0), -math.inf, math.inf,
                          points=None, limit=200, epsabs=1e-14, epsrel=1e-12)
    return v


def test_c42_derivative_misses_exp_factor() -> None:
    mu, s, k1, h = 1.5, 2.0, 1.5, 1e-5

    def f(x: float) -> float:
        tail = math.sqrt(math.pi / 2) * math.erfc((abs(mu) + 2 * x) / math.sqrt(2))
        return tail - math.exp(-2 * abs(mu) * x - 2 * x * x - k1 * math.log(x))

    fd = (f(s + h) - f(s - h)) / (2 * h)                      # central difference
    printed = math.exp(-2 * s * s) * ((2 * abs(mu) + 4 * s + k1 / s) * s**-k1 - 2 * math.exp(-mu * mu / 2))
    assert abs(fd / printed - math.exp(-2 * abs(mu) * s)) < 1e-5   # off by exactly e^{-2|mu| sigma}
    assert printed / fd > 400


def test_c43_chain_end_fails_at_mu3() -> None:
    sigma, mu = 1.0, 3.0
    end = 2 / math.sqrt(2 * math.pi) * math.exp(abs(mu) * sigma + sigma**2 / 2) * \
        math.sqrt(2 * math.pi) * stats.norm.sf(abs(mu) + sigma)
    assert _mean_dphi(sigma, 0.0) > 50 * end                  # printed left side, z ~ N(0, 1)
    assert _mean_dphi(sigma, mu) > 20 * end                   # the chain's own second expression, z ~ N(mu, 1)


def test_c53_end_fails_for_large_mu() -> None:
    sigma, eps = 1.0, 0.5
    ratios = []
    for mu in (3.0, 5.0):
        end = 2 / math.sqrt(2 * math.pi) * math.exp(-mu * mu / 2) * mu ** (-(1 - eps))
        ratios.append(_mean_dphi(sigma, mu) / end)
    assert ratios[0] > 10 and ratios[1] > 100 * ratios[0] / 10


def test_c55_end_fails_for_large_mu() -> None:
    sigma, eps, mu = 1.0, 0.5, 3.0
    v, _ = integrate.quad(lambda z: _dphi(sigma * z) * z * z * stats.norm.pdf(z, mu, 1.0), -math.inf, math.inf,
                          limit=200)
    end = 2 / math.sqrt(2 * math.pi) * math.exp(-mu * mu / 2) * mu ** (-(3 - eps))
    assert v > 100 * end


def test_a189_ratio_is_twice_half_beta() -> None:
    from scipy.special import betainc

    ma, phi = 3, math.pi / 4
    x = math.sin(phi) ** 2
    num, _ = integrate.quad(lambda t: t ** ((ma - 3) / 2) / math.sqrt(1 - t), 0, x)
    den, _ = integrate.quad(lambda t: t ** ((ma - 3) / 2) / math.sqrt(1 - t), 0, 1)
    assert abs(num / den - (1 - math.cos(phi))) < 1e-9          # m_a = 3: the ratio is 1 - cos(phi)
    assert abs(num / den - 2 * 0.5 * betainc(1.0, 0.5, x)) < 1e-9
    assert abs(0.5 * betainc(1.0, 0.5, x) / (num / den) - 0.5) < 1e-9


def test_a191_first_step_reversed() -> None:
    M, ma, phi = 5, 5, math.pi / 4                              # phi <= pi/2 - 1/M holds

    def ratio(x: float) -> float:
        num, _ = integrate.quad(lambda t: t ** ((ma - 3) / 2) / math.sqrt(1 - t), 0, x)
        den, _ = integrate.quad(lambda t: t ** ((ma - 3) / 2) / math.sqrt(1 - t), 0, 1)
        return num / den

    assert phi <= math.pi / 2 - 1 / M
    assert ratio(math.sin(phi) ** 2) < 0.2 < 0.7 < ratio(math.cos(1 / M) ** 2)
