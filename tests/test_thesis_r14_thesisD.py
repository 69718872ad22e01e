"""Independent checks for the round-14 App. D claims of the thesis (``checks/papers/thesis/r14_thesisD.py`` and the
re-encoded ``thesis.ch5.lemmaD.2.6-S-choice``), sharing no code with the claims' measurements or bounds."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any


def _l7129_terms(m1: int, m2: int, p2: int, A: Fraction) -> tuple[Fraction, Fraction, Fraction]:
    """L7129's two terms at S^3 = m1/p2 and Lemma D.2.6's shape p2^{2/3}/(m1^{1/6} sqrt(m2)), all divided by the
    common factor p2^{2/3}/(m1^{1/6} sqrt m2) in exact arithmetic: m1, m2, p2 chosen as perfect 6th powers so that
    every root is rational. Returns (first/shape, second/shape, 1)."""
    r1, r2, rp = (round(x ** (1 / 6)) for x in (m1, m2, p2))
    assert r1**6 == m1 and r2**6 == m2 and rp**6 == p2
    S = Fraction(r1**2, rp**2)  # (m1/p2)^{1/3}
    shape = Fraction(rp**4, r1 * r2**3)  # p2^{2/3} / (m1^{1/6} m2^{1/2})
    first = S * p2 / (r1**3 * r2**3)  # S p2 / sqrt(m1 m2)
    second = Fraction(rp**3) * A * (1 + A) / (m2 * S)  # sqrt(p2) A (1 + A) / (m2 S)
    return first / shape, second / shape, Fraction(1)


def test_d26_s_choice_ratio_grows_like_graph_norm_squared() -> None:
    """At m1 = m2 = 10^6 (= 10^6 as a 6th power: 10^1 each root), p2 = 1: first term = shape exactly, second/shape =
    A (1 + A) (p2/m1)^{1/6} / sqrt(m2) = A (1 + A) / 10^4; at A = 10^k it passes any constant. And with phi(z) =
    z/A^2 the argument of (D.39)'s M, sqrt(p2) C_eps(phi, A) sqrt(A^2 + 1) = (1 + sqrt(log 10)) A (1/A^2)
    sqrt(A^2 + 1) (C* = 1, eps = 0.1), stays in [g, g sqrt 2], g = 1 + sqrt(log 10); eps = 0.1 is inside the lemma's
    range 1/(C_s(phi, A) sqrt(A^2 + 1)) = A/(2^1.75 sqrt(A^2 + 1)) >= 0.21."""
    m = 10**6
    ratios = []
    for k in range(0, 5):
        A = Fraction(10) ** k
        f, s, _ = _l7129_terms(m, m, 1, A)
        assert f == 1
        assert s == A * (1 + A) / Fraction(10) ** 4
        ratios.append(f + s)
        g = 1.0 + math.log(10.0) ** 0.5
        arg = g * float(A / A**2) * (float(A) ** 2 + 1) ** 0.5
        assert g <= arg <= g * 2**0.5 + 1e-12
        assert float(A) / (2**1.75 * (float(A) ** 2 + 1) ** 0.5) > 0.1
    assert ratios[-1] > 10**3 * ratios[0]  # 1.0002 -> 10002
    # a larger fixed width only delays it: m1 = m2 = 10^12, A = 10^8 gives second/shape = 10^16 (1 + 10^-8)/10^8
    f, s, _ = _l7129_terms(10**12, 10**12, 1, Fraction(10) ** 8)
    assert s > 10**7


def test_d26_s_choice_bounded_graph_norm_holds() -> None:
    """Under ||A||_inf <= 4: (first + second)/shape <= 1 + 20 (p2/m1)^{1/6} m2^{-1/2} <= 21 for p2 <= m1, m2 >= 1."""
    for m1, m2, p2 in [(1, 1, 1), (64, 1, 64), (64, 1, 1), (10**6, 1, 10**6), (10**12, 64, 729)]:
        for A in (Fraction(1), Fraction(2), Fraction(4)):
            f, s, _ = _l7129_terms(m1, m2, p2, A)
            assert f + s <= 21


def test_d24_construction_norms_from_the_matrices() -> None:
    """(D.45)-(D.46) built as matrices (d = 3, m1 = 400, m2 = 300, p1 = 3, p2 = 5, K = 4, eps_c = 1, C0 = p1^2 p2 K^2
    C C'' with constant 1): h_{phi,j} in [-C, C] and Lemma D.2.7's h in [-C'', C''] drawn uniformly in their ranges
    and at their caps, unit columns of V*_2, |c*_k| <= 1, C ~ N(0, 1), v in {-1, 1}^{m1}. The largest column norms
    against C0/m1 and sqrt(m1)/m2: the W^ ratio is <= 1/(p1 K), the V^ ratio <= max_i |sum_r c_{i,r}|/(sqrt(p2) K)."""
    import numpy as np

    rng = np.random.default_rng(14)
    d, m1, m2, p1, p2, K = 3, 400, 300, 3, 5, 4
    C, C2 = 2.5, 7.0
    C0 = p1**2 * p2 * K**2 * C * C2
    e_d = np.zeros(d)
    e_d[-1] = 1.0
    for caps in (False, True):
        v2 = np.abs(rng.standard_normal(p2)) if caps else rng.standard_normal(p2)
        v2 /= np.linalg.norm(v2)
        h = C * (np.ones((m1, p2)) if caps else rng.uniform(-1, 1, (m1, p2)))
        v = rng.choice([-1.0, 1.0], m1)
        W = np.sqrt(C0 * C2 / C) / m1 * (v * (h @ v2))[None, :] * e_d[:, None]  # d x m1, column i
        cstar = np.ones(p1) if caps else rng.uniform(-1, 1, p1)
        hv = C2 * (np.ones(m2) if caps else rng.uniform(-1, 1, m2))
        Cout = rng.standard_normal((m2, K))
        V = (C0 * C2 / C) ** -0.5 * cstar.sum() / m2 * np.outer(v, hv * Cout.sum(axis=1))  # m1 x m2, column i
        rw = np.linalg.norm(W, axis=0).max() / (C0 / m1)
        rv = np.linalg.norm(V, axis=0).max() / (np.sqrt(m1) / m2)
        assert rw <= 1.0 / (p1 * K) + 1e-12
        assert rv <= np.abs(Cout.sum(axis=1)).max() / (np.sqrt(p2) * K) + 1e-12
        if caps:  # at the caps with v*_2 positive the W^ ratio is ||v*_2||_1/(sqrt(p2) p1 K), the V^ bound exact
            assert abs(rw - np.abs(v2).sum() / (np.sqrt(p2) * p1 * K)) < 1e-12
            assert abs(rv - np.abs(Cout.sum(axis=1)).max() / (np.sqrt(p2) * K)) < 1e-12


def test_l7464_x_grows_with_graph_norm() -> None:
    """x = eta0 ||A||_inf tau m1/sigma_w at eta0 = (m1 m2)^{-8}, m1 = m2 = 2, tau = 1, sigma_w = m1^{-0.99}: exact in
    the rational part (||A||_inf tau m1/(m1 m2)^8) times 2^{0.99}; passes 1 at ||A||_inf ~ 1.65e4 and is linear in it.
    ||A||_inf of a star with L leaves (self-loops, D^{-1/2}(A~ + I)D^{-1/2}) computed from its rows: the centre's
    row sum 1/(L+1) + L/sqrt(2(L+1)) ~ sqrt(L/2)."""
    import math

    def star_norm(L: int) -> float:
        return max(1.0 / (L + 1) + L / math.sqrt(2.0 * (L + 1)), 1.0 / math.sqrt(2.0 * (L + 1)) + 0.5)

    def x(A: float) -> float:
        return float(Fraction(2, 4**8)) * A * 2**0.99

    assert x(1.6e4) < 1.0 < x(1.7e4)
    L = 6 * 10**8
    assert star_norm(L) > 1.7e4 and x(star_norm(L)) > 1.0
    assert x(1e12) / x(1e2) == 1e10 or abs(x(1e12) / x(1e2) - 1e10) < 1e-3
    # bounded graphs: ||A||_inf <= 4, k = 2: x <= 4 m1^{1.99 - 2} m2^{-2} <= 4
    for m1 in (2.0, 1e3, 1e8):
        for m2 in (2.0, 1e4):
            assert 4.0 * m1 * m1**0.99 / (m1 * m2) ** 2 <= 4.0


def test_d21_a_holds_b_fails_inside_the_ball() -> None:
    """h(alpha, b0) = sqrt(2 pi (1 + a^2)) clip(alpha, -10, 10), phi(z) = z, a = 1, by Monte Carlo with an actual
    3-dimensional w ~ N(0, I), b0 ~ N(0, 1) (4e6 draws, common random numbers): at ||x|| = a (x = (0.6, 0.8, 0),
    x1 = w*^T x = 0.6 with w* = e_1) the response is phi(0.6) within the Monte Carlo error ((a) holds), at x = 0.5 w*
    (||x|| = 0.5 < a) it is 0.5 sqrt(2/1.25) = 0.632, an error of 0.13 ((b) fails)."""
    import math

    import numpy as np

    rng = np.random.default_rng(2024)
    n = 4_000_000
    w = rng.standard_normal((n, 3))
    b0 = rng.standard_normal(n)
    h = math.sqrt(2 * math.pi * 2.0) * np.clip(w[:, 0], -10, 10)  # h(w^T w*, b0), w* = e_1
    se = 4.0 * h.std() / math.sqrt(n)

    def response(x: np.ndarray) -> float:
        return float(np.mean((w @ x + b0 >= 0) * h))

    on_sphere = response(np.array([0.6, 0.8, 0.0]))
    assert abs(on_sphere - 0.6) < se
    inside = response(np.array([0.5, 0.0, 0.0]))
    assert abs(inside - 0.5 * math.sqrt(2 / 1.25)) < se
    assert inside - 0.5 > 0.12


def _l7193_sample(X: Any, A: Any, n: int, m1: int, m2: int, T: int, seed: int) -> tuple[float, float, float]:
    """Monte Carlo of r~_{n,i} (L7189) from the paper's definitions: W ~ N(0, I/m1), one bias row b ~ N(0, 1/m1)
    shared by the nodes, v_{:,i} ~ N(0, 1/m2) (L1485), sigma = ReLU. Returns (sample Var(r~), E||u||^2, E||u||)."""
    import numpy as np

    rng = np.random.default_rng(seed)
    N, d = X.shape
    W = rng.standard_normal((T, d, m1)) / math.sqrt(m1)
    b = rng.standard_normal((T, 1, m1)) / math.sqrt(m1)
    v = rng.standard_normal((T, m1)) / math.sqrt(m2)
    pre = np.einsum("nd,tdj->tnj", A @ X, W) + b  # a_m X w_j + b_j for every node m
    s = np.einsum("m,tmj->tj", A[:, n], np.maximum(pre, 0.0))  # sum_m a_{m,n} sigma(a_m X w_j + b_j)
    u = np.maximum(np.einsum("d,tdj->tj", A[n] @ X, W) + b[:, 0, :], 0.0)  # sigma(a~_n X w_j + b_j)
    nu = np.linalg.norm(u, axis=1)
    Eu = float(nu.mean())
    ok = nu > 0  # r~ is undefined at u = 0 (probability 2^{-m1}): the variance given ||u|| > 0
    r = np.einsum("tj,tj->t", v[ok], s[ok]) / nu[ok] * Eu
    return float(r.var()), float((nu**2).mean()), Eu


def test_l7193_variance_is_squared_mean_not_second_moment() -> None:
    """L7193 with ||.||_inf the maximum absolute row sum (L1333): on a 4-regular circulant graph (10 nodes,
    self-loops, A = (Adj + I)/5, ||a~_n||_inf = sum_k a_{n,k} = 1) with equal node features and m1 = 2, Var(r~) is
    E[||u||]^2/m2, below the printed ||a~_n||_inf^2 E[||u||^2]/m2 by the factor E[||u||]^2/E[||u||^2] (~0.51 at
    m1 = 2, from an own Monte Carlo of W, b, v and u; the measure's quadrature gives 0.5074); under the max-entry
    reading (1/(D+1))^2 the print would be ~25 times too small instead."""
    import numpy as np

    N, D, d, m1, m2 = 10, 4, 5, 2, 7
    adj = np.zeros((N, N))
    for k in range(N):
        for off in (-2, -1, 0, 1, 2):
            adj[k, (k + off) % N] = 1.0
    A = adj / (D + 1)
    assert np.allclose(A.sum(axis=1), 1.0) and np.allclose(A.sum(axis=0), 1.0)
    row_inf = float(np.abs(A[0]).sum())  # ||a~_n||_inf, the absolute row sum (L1333)
    x = np.full(d, 0.6 / math.sqrt(d))
    var, Eu2, Eu = _l7193_sample(np.tile(x, (N, 1)), A, 0, m1, m2, 60000, 7193)
    printed = row_inf**2 * Eu2 / m2
    assert abs(Eu2 - (0.36 + 1.0) / 2.0) < 0.03  # E||u||^2 = (||x||^2 + 1)/2
    assert abs(var / (Eu * Eu / m2) - 1.0) < 0.03  # the law's variance is the squared mean
    ratio = var / printed
    assert 0.45 < ratio < 0.58  # printed too wide by E||u||^2/E[||u||]^2 ~ 1.97 at m1 = 2
    # the ratio tends to 1 as m1 grows (printed = true (1 + O(1/m1))): m1 = 200
    var_w, Eu2_w, Eu_w = _l7193_sample(np.tile(x, (N, 1)), A, 0, 200, m2, 6000, 7195)
    assert 0.94 < var_w / (row_inf**2 * Eu2_w / m2) < 1.06
    assert Eu_w**2 / Eu2_w > 0.99
    # the max-entry reading of ||a~_n||_inf (1/(D+1)) would put the print ~25 times below the truth
    assert var_w / ((1.0 / (D + 1)) ** 2 * Eu2_w / m2) > 22.0
