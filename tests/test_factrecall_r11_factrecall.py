"""Round 11 (factrecall) tests: second path of the moment step L1715 of Lemma 14's proof
(checks/papers/factrecall/r11_factrecall.py), from the closed form of Gaussian absolute moments (no quadrature, no code
shared with the claim's measure); the last test compares with the claim's measurement."""

from __future__ import annotations

import math

import numpy as np


def _gauss_abs_norm(q: float) -> float:
    """E[|Z|^q]^{1/q} for Z ~ N(0, 1): (2^{q/2} Gamma((q+1)/2)/sqrt(pi))^{1/q}."""
    return math.exp((q / 2 * math.log(2) + math.lgamma((q + 1) / 2) - 0.5 * math.log(math.pi)) / q)


def test_l1715_gaussian_small_q_exceeds_the_bound() -> None:
    """f = Z (degree p = 1, Var f = 1), delta = 0.95: q = 2 log(1/delta) = 0.1026 and E[|Z|^q]^{1/q} = 0.5625 >
    q^{1/2} = 0.3203 (L1715 printed); the geometric-mean limit exp((-gamma_E - log 2)/2) = 0.5300 as q -> 0."""
    delta = 0.95
    q = 2 * math.log(1 / delta)
    lhs = _gauss_abs_norm(q)
    assert abs(lhs - 0.56251) < 1e-4
    assert lhs > 1.7 * q**0.5
    assert abs(_gauss_abs_norm(1e-6) - math.exp((-np.euler_gamma - math.log(2)) / 2)) < 1e-5
    rng = np.random.default_rng(0)  # a Monte Carlo check of the closed form (seeded)
    z = rng.standard_normal(2_000_000)
    assert abs(np.mean(np.abs(z) ** q) ** (1 / q) - lhs) < 0.01


def test_l1715_holds_for_q_at_least_one() -> None:
    """The correction max(1, q)^{p/2}: for p = 1 the ratio is below max(1, q)^{1/2} on a grid of q in (0, 30]."""
    for q in np.linspace(0.01, 30.0, 300):
        assert _gauss_abs_norm(float(q)) <= max(1.0, float(q)) ** 0.5 + 1e-12


def test_l1715_matches_the_claim_measure() -> None:
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.factrecall.r11_factrecall import _l1715_measure

    m = _l1715_measure({"p": 1, "c": [0.0, 1.0], "delta": 0.95}, Ctx())
    assert abs(m.lhs - _gauss_abs_norm(2 * math.log(1 / 0.95))) < 1e-9


# ------------------------------------------------------------------ L896 (Lemma 3's final variance ratio)


def _he_coef(c: list[float]) -> np.ndarray:
    """sigma = sum_j c_j h_j, h_j = He_j/sqrt(j!) (Assumption 3), as He-coefficients."""
    return np.array([cj / math.sqrt(math.factorial(j)) for j, cj in enumerate(c)])


def _cond_mean_gamma(c: list[float], p: int, k: int, d: int, n: int, rng: np.random.Generator) -> np.ndarray:
    """E[gamma_sra | phi] for S = R = 1 as m -> inf (L788, L794): E_w[sigma(<w, u + v>) <He_{p+k}(w), u^p (x) v^k>]
    <phi(a*), phi(a*) - phi(a)>, u = Pi_P phi(s), v = Pi_Q phi(r) (P _|_ Q, dim floor(d/2)); the Hermite tensor
    contracts to |u|^p |v|^k He_p(z1) He_k(z2), z1, z2 independent N(0, 1) (2-D Gauss-Hermite, exact)."""
    from numpy.polynomial import hermite_e as He

    h = d // 2
    a1, b1, a2, b2 = rng.chisquare(h, n), rng.chisquare(d - h, n), rng.chisquare(h, n), rng.chisquare(d - h, n)
    nu, nv = np.sqrt(a1 / (a1 + b1)), np.sqrt(a2 / (a2 + b2))
    z, rest = rng.standard_normal(n), rng.chisquare(d - 1, n)
    t = z / np.sqrt(z * z + rest)
    x, wq = He.hermegauss(2 * len(c) + 4)
    wq = wq / math.sqrt(2 * math.pi)
    sig = _he_coef(c)
    hp, hk = He.hermeval(x, np.eye(p + 1)[p]), He.hermeval(x, np.eye(k + 1)[k])
    out = np.zeros(n)
    for i in range(len(x)):
        for j in range(len(x)):
            out += wq[i] * wq[j] * He.hermeval(nu * x[i] + nv * x[j], sig) * hp[i] * hk[j]
    return out * nu**p * nv**k * (1.0 - t)


def test_l896_ratio_monte_carlo_small_c() -> None:
    """L896 at p = k = 3, q = 8, sigma = sum_{j<=8} h_j with c_6 = 1/d, d = 101, S = R = 1, delta' = 1/3: Var(gamma)
    >= Var(E[gamma | phi]) (total variance), so Var/E^2 >= ~9.6, against e/(2^{34} log^{34} 3) = 6.5e-12; the
    claim's exact lower bound agrees within Monte Carlo error."""
    d, p = 101, 3
    c = [1.0] * 9
    c[6] = 1.0 / d
    em = _cond_mean_gamma(c, p, p, d, 200_000, np.random.default_rng(0))
    ratio = float(em.var() / em.mean() ** 2)
    bound = math.e / (2.0**34 * math.log(3.0) ** 34)
    assert abs(bound - 6.465e-12) < 1e-14
    assert ratio > 1e11 * bound
    assert 8.0 < ratio < 11.5


def test_l896_matches_the_claim_measure() -> None:
    """The claim's exact lower bound on Var/E^2 at the instance of the Monte Carlo test, against the Monte Carlo."""
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.factrecall.r11_factrecall import _l896_measure

    d, p = 101, 3
    c = [1.0] * 9
    c[6] = 1.0 / d
    em = _cond_mean_gamma(c, p, p, d, 200_000, np.random.default_rng(0))
    ratio = float(em.var() / em.mean() ** 2)
    inst = {"d": d, "p": p, "k": p, "c": c, "S": 1, "R": 1, "astar": [0], "a": 1, "m": 1e30, "delta_p": 1 / 3}
    exact = _l896_measure(inst, Ctx()).lhs
    assert abs(ratio - exact) < 0.15 * exact
