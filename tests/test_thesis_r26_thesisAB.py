"""Second paths of checks/papers/thesis/r26_thesisAB.py (thesis Chs. 2-3, Apps. A-B, round 26, helper thesisAB),
sharing no code with the claims' measures or bounds: Remark 1 of Theorem 3.4.4 against (3.9) in exact arithmetic,
and the half-diameter lower bound that (A.37)/(A.38) rest on, in numpy."""

from __future__ import annotations

from fractions import Fraction

import numpy as np


def _first_term(g: Fraction, e: Fraction, s: Fraction) -> Fraction:
    """(3.9)'s first term over (1 + delta_zm^2) log N, L875: 1 / (1 - 2 eps_S (1 - gamma_d) - sigma)^2."""
    return 1 / (1 - 2 * e * (1 - g) - s) ** 2


def test_remark1_first_term_bounded_in_gamma_d():
    """Remark 1 (L885) says (3.9) scales with 1/gamma_d^2; as printed, (3.9)'s first term stays below (1 - 2 eps_S -
    sigma)^{-2} for every gamma_d in (0, 1], so (first term) / (gamma_d^{-2} (1 - eps_S)^{-2} (1 - sigma)^{-2}) falls
    like gamma_d^2: no constant c > 0 gives first term >= c gamma_d^{-2} (...)."""
    for e, s in ((Fraction(1, 4), Fraction(0)), (Fraction(2, 5), Fraction(1, 20)), (Fraction(1, 1024), Fraction(1, 10))):
        cap = 1 / (1 - 2 * e - s) ** 2
        ratios = []
        for k in range(0, 13, 2):
            g = Fraction(1, 2**k)
            t = _first_term(g, e, s)
            assert t <= cap                                   # bounded as gamma_d -> 0
            ratios.append(t * g**2 * (1 - e) ** 2 * (1 - s) ** 2)
        assert all(b < a for a, b in zip(ratios, ratios[1:], strict=False)), ratios
        assert ratios[-1] < ratios[0] / 10**5                 # ~ gamma_d^2 over 12 halvings of gamma_d
    # where gamma_d is bounded below (the reading gamma_d = Theta(1), L815) the two agree within a constant: at
    # gamma_d = 1/2, sigma = 0 the denominator is exactly 1 - eps_S
    for e in (Fraction(1, 4), Fraction(499, 1000)):
        assert _first_term(Fraction(1, 2), e, Fraction(0)) == 1 / (1 - e) ** 2


def test_half_diameter_lower_bound():
    """(A.37)/(A.38)'s lhs: for points v_1..v_k and ANY shared shift w, max_j ||v_j + w|| >= diam/2 (triangle
    inequality); checked against a numerical minimisation over w (the minimum enclosing ball's radius)."""
    rng = np.random.default_rng(0)
    for _ in range(20):
        k, d = rng.integers(2, 7), rng.integers(2, 6)
        V = rng.standard_normal((k, d))
        diam = max(np.linalg.norm(V[a] - V[b]) for a in range(k) for b in range(k))
        w = -V.mean(0)
        for _it in range(3000):                                  # Badoiu-Clarkson iterations for the enclosing ball
            far = int(np.argmax(np.linalg.norm(V + w, axis=1)))
            w = w + (-(V[far]) - w) / (_it + 2)
        radius = float(np.linalg.norm(V + w, axis=1).max())
        assert radius >= diam / 2 - 1e-12
        assert radius <= diam * (d / (2 * (d + 1))) ** 0.5 + 1e-3  # Jung's theorem


def test_a55_last_ratio():
    """(A.55)'s last '=' (L2901): Theta(1/(alpha - sqrt(log N/N) - c'(1 - zeta) - c''(sigma + tau))) = Theta(1/alpha).
    With c' = c'' = 1, alpha = 1/2, 1 - zeta = eta^10 (eta = 1/10), sigma + tau = u (alpha - eta^10) and N = K/gap^2
    ((A.57) with constant K), the ratio of the middle member to the last grows like 1/(1 - u), at every K."""
    import mpmath

    mpmath.mp.dps = 40
    alpha, omz = mpmath.mpf(1) / 2, mpmath.mpf(10) ** -10
    for K in (mpmath.mpf(10) ** 4, mpmath.mpf(10) ** 8, mpmath.mpf(10) ** 12):
        prev = None
        for k in range(1, 7):
            u = 1 - mpmath.mpf(10) ** -k
            s = u * (alpha - omz)
            gap = alpha - omz - s
            N = K / gap**2
            den = gap - mpmath.sqrt(mpmath.log(N) / N)
            assert den > 0
            ratio = alpha / den
            assert ratio > 10**k * (1 - mpmath.mpf(1) / 10)          # ~ 1/(1 - u)
            if prev is not None:
                assert ratio > 9 * prev
            prev = ratio


def test_footnote11_eta():
    """Footnote 11 (L883): under eps_0 < 1/2 - delta_zm^-4 eps^-4 / 2, (3.9)'s first term (1 + delta_zm^2) log N/(1 -
    2 eps_S(1 - gamma_d) - sigma)^2 is said to dominate BT = eps^-2 log N * eta^{-1/2}(1 - 2 eps_0)^{-1/2}(1 -
    delta)^{-1/2} ((3.8), B >= Omega(eps^-2 log N)); the ratio falls like eta^{1/2} as the step size eta -> 0."""
    eps, dz, e0, delta = Fraction(1, 2), 4, Fraction(1, 4), Fraction(0)
    assert e0 < Fraction(1, 2) - Fraction(1, dz**4) / eps**4 / 2
    F1 = 1 + dz * dz                                                 # gamma_d = 1, sigma = 0: denominator 1
    prev = None
    for k in (1, 2, 4, 6, 8):
        eta = 10.0**-k
        BT = float(eps) ** -2 * eta**-0.5 * float(1 - 2 * e0) ** -0.5 * float(1 - delta) ** -0.5
        r = F1 / BT
        assert abs(r - 17 * 0.25 * 0.5**0.5 * eta**0.5) < 1e-12
        if prev is not None:
            assert r < prev
        prev = r
    assert prev < 1e-3


def test_a191_last_member():
    """(A.191) L3530: the fifth member 1 - Theta(2/M)/(1/((m_a - 1)/2)), with Theta(2/M) = int_{cos^2(1/M)}^1 (1 -
    t)^{-1/2} dt = 2 sin(1/M) (scipy-free: closed form by substitution u = 1 - t, and a midpoint sum), is not bounded
    below by a positive constant for m_a = Theta(M) >= M."""
    import math

    def tail(M: int, n: int = 200000) -> float:
        a = math.sin(1.0 / M) ** 2                    # 1 - cos^2(1/M)
        h = a / n
        return sum((h * (k + 0.5)) ** -0.5 for k in range(n)) * h   # int_0^a u^{-1/2} du = 2 sqrt(a)

    for M in (2, 10, 100):
        assert abs(tail(M) - 2 * math.sin(1.0 / M)) < 1e-2 * 2 * math.sin(1.0 / M)
    vals = [1 - 2 * math.sin(1.0 / M) * (M - 1) / 2 for M in (2, 10, 100, 1000)]
    assert vals[0] > 0.5 and vals[-1] < 2e-3 and all(b < a for a, b in zip(vals, vals[1:], strict=False))
    for M in (10, 100):
        assert 1 - 2 * math.sin(1.0 / M) * (2 * M - 1) / 2 < -0.4          # m_a = 2M: negative


def test_a24_not_equivalent():
    """Assumption A.2.4 (L2699-L2707) is said to be equivalent to (2.5) after scaling the tokens: a scaling exists iff
    every same-feature x_i^T x_j exceeds every different-feature one. Two counterexamples of (2.5) in R^2 (noise-free
    tokens, tau = 0 < kappa/4): mu_2 = 3 mu_1, and unit patterns at angle 0.4 with tokens at distance tau < kappa/4."""
    mu1, mu2 = np.array([1.0, 0.0]), np.array([3.0, 0.0])
    assert np.linalg.norm(mu1 - mu2) > 0 and mu1 @ mu1 < mu1 @ mu2          # same < different: no scaling
    th = 0.4
    m1, m2 = np.array([1.0, 0.0]), np.array([np.cos(th), np.sin(th)])
    kappa = np.linalg.norm(m1 - m2)
    tau = 0.24 * kappa                                                      # < kappa/4 (and < 1/M for M <= 10)
    x1, x1b = m1 * (1 - tau), m1 * (1 - tau)                                # two mu_1 tokens at distance tau
    assert np.linalg.norm(x1 - m1) <= tau + 1e-15
    assert x1 @ x1b < m1 @ m2                                               # 0.824 < 0.921
    # orthonormal patterns with small tau: a scaling exists
    e1, e2, t = np.array([1.0, 0.0]), np.array([0.0, 1.0]), 0.05
    assert (1 - t) ** 2 > 2 * t + t * t and e1 @ e2 == 0
