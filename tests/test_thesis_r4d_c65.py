"""Second path (the Gaussian moment by scipy quadrature, the printed sum in exact rationals; no thmcheck code)
for the binomial step of the proof of Property 7, (C.65) L5542-L5543 of thesis seed
003: the sixth line's sum starts at k = 1 and drops the mu^{2t} term."""

from __future__ import annotations

import math
from fractions import Fraction

from scipy import integrate, stats


def _printed_line6(mu: Fraction, s: Fraction, t: int) -> Fraction:
    """sum_{k=1}^{2t} binom(2t, k) |mu|^{2t-k} [k even] (k-1)!! s^k (d = L = 1, lambda = 1)."""
    tot = Fraction(0)
    for k in range(2, 2 * t + 1, 2):
        tot += math.comb(2 * t, k) * abs(mu) ** (2 * t - k) * math.prod(range(k - 1, 0, -2)) * s**k
    return tot


def test_c65_binomial_step_drops_k0() -> None:
    mu, s, t = Fraction(1), Fraction(1, 2), 1
    line5, _ = integrate.quad(lambda x: x**2 * stats.norm.pdf(x, 1.0, 0.5), -math.inf, math.inf)
    assert abs(line5 - 1.25) < 1e-10                       # E x^2 = mu^2 + s^2
    assert _printed_line6(mu, s, t) == Fraction(1, 4)        # only s^2: the k = 0 term mu^2 is missing
    mu, s, t = Fraction(2), Fraction(1), 2
    line5, _ = integrate.quad(lambda x: x**4 * stats.norm.pdf(x, 2.0, 1.0), -math.inf, math.inf)
    assert abs(line5 - 43.0) < 1e-8                         # 16 + 6*4 + 3
    assert _printed_line6(mu, s, t) == 27                    # 43 - mu^4 = 27


def test_c145_sigma_norm_not_sqrt_fails() -> None:
    """(C.145) L5938 with ||Sigma|| in place of ||Sigma^{1/2}||: d = L = 1, mu = 0, Sigma = 1/4 (quadrature)."""
    s = 0.5
    m2, _ = integrate.quad(lambda x: x**2 * stats.norm.pdf(x, 0.0, s), -math.inf, math.inf)
    m4, _ = integrate.quad(lambda x: x**4 * stats.norm.pdf(x, 0.0, s), -math.inf, math.inf)
    assert m2 > 0.24 > (0 + s * s) ** 2                     # t = 1: 1 * 1!! * (||Sigma||)^2 = 0.0625
    assert m4 > 0.18 > 3 * (0 + s * s) ** 4                 # t = 2: 1 * 3!! * (||Sigma||)^4
    assert m2 <= (0 + s) ** 2 + 1e-12 and m4 <= 3 * s**4 + 1e-12    # with ||Sigma||^{1/2} it holds


def test_c231_noise_norm_event_is_certain() -> None:
    """(C.231) L6377: for nu_i with i.i.d. entries +-xi (zero mean, bounded by xi), (1/n) sum ||nu_i||_F >=
    sqrt(dK log n / n) xi happens with probability 1 (numpy sampling), not <~ d^{-10}."""
    import numpy as np

    rng = np.random.default_rng(3)
    for d, K, n, xi in ((10, 2, 50, 0.1), (100, 3, 200, 1.0)):
        nu = xi * rng.choice([-1.0, 1.0], size=(50, n, d, K))           # 50 repetitions
        assert abs(float(nu.mean())) < 0.01 * xi                          # zero mean
        mean_norm = np.linalg.norm(nu.reshape(50, n, -1), axis=2).mean(axis=1)
        freq = float(np.mean(mean_norm >= math.sqrt(d * K * math.log(n) / n) * xi))
        assert freq == 1.0 and freq > 1e3 * d**-10


def test_c191_binomial_moment_chain_fails_at_p2() -> None:
    """(C.191) L6165-L6177 at K = 1, x ~ N(0, 1), u = 1, p = 2: first line sum_{l=1}^2 binom(2, l) E x^{2l} (E x^2)^{2-l}
    = 2 + 3 = 5 against the end (E x^2)^2 = 1 (quadrature); the binomial sum alone is (2^p - 1) A^p."""
    m2, _ = integrate.quad(lambda x: x**2 * stats.norm.pdf(x), -math.inf, math.inf)
    m4, _ = integrate.quad(lambda x: x**4 * stats.norm.pdf(x), -math.inf, math.inf)
    first = math.comb(2, 1) * m2 * m2 + math.comb(2, 2) * m4
    assert abs(first - 5.0) < 1e-8 and abs(m2**2 - 1.0) < 1e-10
    for p in range(1, 8):
        assert sum(Fraction(math.comb(p, k)) for k in range(1, p + 1)) == 2**p - 1


def test_c40_third_member_drops_mu() -> None:
    """(C.40) L5396-L5397 at mu = 1, sigma = 1: the second member (scipy quad) is 0.00921, the printed third member
    (1/8) e^{2|mu| sigma + 2 sigma^2} P(Z >= 2 sigma) is 0.155."""
    mu, s = 1.0, 1.0
    second, _ = integrate.quad(lambda z: 2 * math.exp(-2 * s * z) / 16 * stats.norm.pdf(z + mu), 0, math.inf)
    third = math.exp(2 * abs(mu) * s + 2 * s * s) / 8 * stats.norm.sf(2 * s)
    assert abs(second - math.exp(2 * mu * s + 2 * s * s) / 8 * stats.norm.sf(mu + 2 * s)) < 1e-10
    assert third > 9 * second
