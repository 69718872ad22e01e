"""Own checks of round 12's thesis App. B claims (helper thesisAB): (B.73) L4199 recomputed from the printed display
and Algorithm 4's sampling (L789) with exact laws (scipy's Binomial cdf, exact hypergeometric moments), sharing no
code with the claim's Monte Carlo measure."""

from __future__ import annotations

import math

from scipy.stats import binom, hypergeom


def _T(eta: float, eps0: float, delta: float, gamma_d: float) -> int:
    """(B.72): T = eta^{-1/2} (1 - 2 eps_0)^{-1/2} (1 - delta)^{-1/2} gamma_d^{-2} (rounded up)."""
    return math.ceil(1.0 / (math.sqrt(eta) * math.sqrt(1 - 2 * eps0) * math.sqrt(1 - delta) * gamma_d ** 2))


def _prob_dev_at_least_one_s1(N: int, K: int, T: int, B: int) -> float:
    """|S^{n,T}| = 1: each sampled fraction is Bernoulli(K/N), so the sum over the T B batch nodes is Binomial(TB, K/N)
    and the member inside (B.73)'s |.| is (X - TB K/N)/B; Pr(|.| >= 1) = Pr(|X - mean| >= B) exactly."""
    n, p = T * B, K / N
    mean = n * p
    return float(binom.cdf(math.floor(mean - B), n, p) + binom.sf(math.ceil(mean + B) - 1, n, p))


def test_b73_as_printed_fails_with_probability_above_half() -> None:
    """The claim's shrunk instance (eta = 2.26e-8, gamma_d = 1, eps_0 = 1e-3, delta = 0.2: T = 7441; N = 89292,
    B = 12 >= ln N = 11.4, one pass B T = N; |D_* cap N_z|/N = 1/4, |S^{n,T}| = 1) and a milder one (eta = 1e-3,
    gamma_d = 0.2, eps_0 = 0.1, N = 1e6, B = 14 >= ln N = 13.8, T = 989, B T < N, |D_* cap N_z|/N = 0.05): Pr(|dev|
    >= 1) > 1/2, so no eps_* < 1 bounds (B.73)'s left side with probability even 1/2. The hypotheses (B.70) (sqrt(log
    N/N) + sigma <= gamma_d^2 at sigma = 0), (B.71) at constant 1 (delta_{z_m} = 1) and |L| = N >= BT are met."""
    for eta, g, eps0, delta, N, B, p in ((2.26244e-08, 1.0, 1e-3, 0.2, 89292, 12, 0.25),
                                         (1e-3, 0.2, 0.1, 0.2, 10**6, 14, 0.05)):
        T = _T(eta, eps0, delta, g)
        K = int(p * N)
        assert B >= math.log(N) and B * T <= N
        assert math.sqrt(math.log(N) / N) <= g ** 2                          # (B.70), sigma = 0
        assert N >= 2 * math.log(N) / g ** 4                                 # (B.71), delta_{z_m} = 1
        assert K <= g * N / 2                                                # |D_* cap N_z| <= |D_*|
        prob = _prob_dev_at_least_one_s1(N, K, T, B)
        assert prob > 0.5, (eta, T, prob)
    assert _T(2.26244e-08, 1e-3, 0.2, 1.0) == 7441


def test_b73_paley_zygmund_with_larger_samples() -> None:
    """|S^{n,T}| = 8 (hypergeometric fractions): exact central moments of one term (scipy's hypergeom pmf summed), the
    sum's second and fourth moments, and Paley-Zygmund: Pr(dev^2 > 1) >= (1 - 1/E dev^2)^2 (E dev^2)^2 / E dev^4 >
    0.3 at eta = 1e-8, gamma_d = 0.5, N = 2e6, B = 15, s = 8, |D_* cap N_z|/N = 0.2 (w.h.p. fails at any reading with
    failure probability below 0.3)."""
    eta, g, eps0, delta, N, B, s = 1e-8, 0.5, 0.01, 0.2, 2 * 10**6, 15, 8
    K = int(0.2 * N)
    T = _T(eta, eps0, delta, g)
    assert B >= math.log(N) and B * T <= N
    assert math.sqrt(math.log(N) / N) <= g ** 2 and N >= 2 * math.log(N) / g ** 4   # (B.70), (B.71)
    law = hypergeom(N, K, s)
    mu = K / N * s
    m2 = sum(law.pmf(k) * ((k - mu) / s) ** 2 for k in range(s + 1))
    m4 = sum(law.pmf(k) * ((k - mu) / s) ** 4 for k in range(s + 1))
    n = T * B
    e2 = n * m2 / B ** 2
    e4 = (n * m4 + 3 * n * (n - 1) * m2 ** 2) / B ** 4
    assert e2 > 1
    pz = (1 - 1 / e2) ** 2 * e2 ** 2 / e4
    assert pz > 0.3, (T, e2, pz)
