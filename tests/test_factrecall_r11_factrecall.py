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


# ---------------------------------- L879's correction (round 10): a second path near a root of E gamma_sra (L808)


def _l879_moments(c: list[float], p: int, k: int, d: int) -> tuple[float, float]:
    """E G and E G^2, G = g(X + Y) X^p Y^k, g(t) = E_Z sigma^{(p+k)}(Z sqrt t), sigma = sum_j c_j He_j/sqrt(j!),
    X, Y ~ Beta(n/2, (d - n)/2) independent, n = floor(d/2): numpy HermiteE derivative, Gauss-HermiteE in Z and
    Gauss-Jacobi in X, Y (exact for these polynomials); no code shared with the claim's rational Beta moments."""
    from numpy.polynomial import hermite_e as He
    from scipy.special import roots_jacobi

    coef = np.array([cj / math.sqrt(math.factorial(j)) for j, cj in enumerate(c)])
    der = He.hermeder(coef, p + k)
    z, wz = He.hermegauss(40)
    wz = wz / wz.sum()
    n = d // 2
    a, b = n / 2, (d - n) / 2
    u, wu = roots_jacobi(20, b - 1, a - 1)
    x, wx = (1 + u) / 2, wu / wu.sum()
    X, Y = np.meshgrid(x, x, indexing="ij")
    W = np.outer(wx, wx)
    T = X + Y
    g = np.tensordot(He.hermeval(np.multiply.outer(np.sqrt(T), z), der), wz, axes=([2], [0]))
    G = g * X**p * Y**k
    return float((W * G).sum()), float((W * G**2).sum())


def test_l879_round10_correction_fails_near_a_root_of_the_mean() -> None:
    """d = 11, p = k = 3, S = R = 1, sigma = sum_{j<=7} h_j + c_8 h_8 (every c_j != 0, c_6 = 1 > 0): E gamma is affine
    in c_8 with root c* = -0.908688; at c_8 = c* + t the ratio Var/E^2 >= (m-1)/m (E G^2 (1 + 1/d) - (E G)^2)/(E G)^2
    grows like 1/t^2 while round 10's corrected bound (printed + B^2 4^{p+k}/(c^2 d)) stays ~7.2e3; the new
    correction (L866's variance over the exact mean^2) holds."""
    from thmcheck.bounds.factrecall.r11_factrecall import l879_corrected_mean, l879_r10_correction

    d, p, k, N = 11, 3, 3, 6

    def sig(c8: float) -> list[float]:
        return [1.0] * 8 + [c8]

    e0, e1 = _l879_moments(sig(0.0), p, k, d)[0], _l879_moments(sig(1.0), p, k, d)[0]
    root = -e0 / (e1 - e0)
    assert abs(root + 0.908688) < 1e-5
    c2 = math.factorial(N)  # c_{p+k}^2 = (E sigma^{(6)}(Z))^2 = (c_6 sqrt(6!))^2
    m = 1e3 * 2.0**32 * d**3 / c2
    prev = None
    for t in (1e-2, 1e-3, 1e-4):
        c = sig(root + t)
        mean, m2 = _l879_moments(c, p, k, d)
        lhs = (m - 1) / m * (m2 * (1 + 1 / d) - mean**2) / mean**2
        a = [c[N + 2 * h] * math.sqrt(math.factorial(N + 2 * h)) / math.factorial(2 * h) * math.prod(range(2 * h - 1, 0, -2))
             for h in range(2)]
        q = {"S": 1, "R": 1, "p": p, "k": k, "d": d, "q": 8, "cc": 1.0, "m": m, "c2": c2, "b2": sum(map(abs, a)) ** 2,
             "mean": mean}
        if t <= 1e-3:
            assert lhs > 100 * l879_r10_correction(**q)
        assert lhs <= l879_corrected_mean(**q)
        if prev is not None:
            assert 50 < lhs / prev < 200  # ~ 1/t^2
        prev = lhs


def test_l879_second_path_matches_the_claim_measure() -> None:
    from thmcheck.checks.papers.factrecall import r10_factrecall as R

    d, p, k = 11, 3, 3
    c = [1.0] * 8 + [-0.9]
    inst = {"d": d, "p": p, "k": k, "c": c, "S": 1, "R": 1, "astar": [0], "a": 1, "m": 1e6}
    meas = R._l879_measure(inst, None)
    mean, m2 = _l879_moments(c, p, k, d)
    assert abs(meas.quantities["mean"] - mean) < 1e-9 * max(1.0, abs(mean))
    lhs = (1e6 - 1) / 1e6 * (m2 * (1 + 1 / d) - mean**2) / mean**2
    assert abs(meas.lhs - lhs) < 1e-6 * lhs


# ---------------------------------- L898: P(gamma_sra <= 0) <= delta' (m -> inf), the family with c_8 = -1


def test_l898_failure_probability_monte_carlo() -> None:
    """L898 at p = k = 3, q = 8, sigma = sum_{j <= 7} h_j - h_8 with c_6 = 1/d, S = R = 1, delta' = 1/3, m -> inf:
    P(E[gamma_sra | phi] <= 0) by Monte Carlo over phi (2-D Gauss-Hermite over w, no Stein step) is ~0.45 at
    d = 101 and ~0.48 at d = 1001; the 99.99% binomial interval lies above delta' = 1/3."""
    n = 60_000
    for d, expect in ((101, 0.4494), (1001, 0.4840)):
        c = [1.0] * 8 + [-1.0]
        c[6] = 1.0 / d
        em = _cond_mean_gamma(c, 3, 3, d, n, np.random.default_rng(7))
        frac = float((em <= 0).mean())
        half = 4.0 * math.sqrt(frac * (1 - frac) / n)
        assert frac - half > 1 / 3
        assert abs(frac - expect) < half


def test_l898_holds_with_c6_fixed_and_d_large() -> None:
    """The reading 'constants depend on sigma': c_6 = 0.01 fixed, d = 2e7 + 1: no failure in the Monte Carlo
    (the root of g sits at s0 = 1 + 2.7e-3, 12 standard deviations of |u|^2 + |v|^2 away)."""
    c = [1.0] * 8 + [-1.0]
    c[6] = 0.01
    em = _cond_mean_gamma(c, 3, 3, 20_000_001, 20_000, np.random.default_rng(8))
    assert float((em <= 0).mean()) == 0.0


def test_l898_matches_the_claim_measure() -> None:
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.factrecall.r11_factrecall import _l898_family, _l898_measure

    assert abs(_l898_measure(_l898_family(101), Ctx()).lhs - 0.44944) < 1e-4
    assert abs(_l898_measure(_l898_family(1001), Ctx()).lhs - 0.48401) < 1e-4


# ---------------------------------- L860-L861: the E[gamma_sra^2] expansion (mixed pairs vanish for p, k odd)


def test_l860_mixed_pairs_vanish_for_odd_p_and_show_for_even_p() -> None:
    """The claim's Monte Carlo sees the mixed pairs' sum at 0 for p = k = 1 (the sign flip), and non-zero when p is
    even (no flip: a power check of the measure, not of the paper)."""
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.factrecall.r11_factrecall import _l860_measure

    base = {"d": 5, "k": 1, "S": 2, "R": 1, "astar": [0, 0], "a": 1, "m": 2, "n": 200_000, "seed": 1}
    odd = _l860_measure({**base, "p": 1, "c": [1.0] * 5}, Ctx()).terms
    even = _l860_measure({**base, "p": 2, "c": [1.0] * 6}, Ctx()).terms
    assert abs(odd["mixed_mean"]) < 4 * odd["mixed_se"]
    assert even["mixed_mean"] > 3 * even["mixed_se"]
