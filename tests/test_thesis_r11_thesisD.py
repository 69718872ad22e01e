"""Second paths for the round-11 App. D claims of the thesis (``checks/papers/thesis/r11_thesisD.py``): each builds
its quantities from the paper's definitions (the normalized adjacency from the graph, W^(0) drawn, exact rationals)
and shares no code with the claim's measurement or bound."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np


def _normalized_star(L: int) -> np.ndarray:
    """A = D^{-1/2} (Adj + I) D^{-1/2} of a star with L leaves (node 0 the centre), built from its edge list."""
    n = L + 1
    adj = np.eye(n)
    for k in range(1, n):
        adj[0, k] = adj[k, 0] = 1.0
    dinv = 1.0 / np.sqrt(adj.sum(axis=1))
    return dinv[:, None] * adj * dinv[None, :]


def _dropped_term_median(L: int, m1: int, s_size: int, d: int, draws: int, seed: int) -> tuple[float, float]:
    """Median over draws of |a_j X w_i^(0) - a_j X beta_i| sqrt(|S| m1) for i in S, j the star's centre, unit
    feature rows equal to e_d; W^(0) with N(0, 1/m1) entries, S a random subset with random signs s_i, u = s/sqrt(|S|)
    on S, alpha = u^T (e_d^T W^(0)), beta = W^(0) - alpha e_d u^T (L7019-L7025). Returns (median, ||A||_inf)."""
    A = _normalized_star(L)
    X = np.zeros((L + 1, d))
    X[:, d - 1] = 1.0
    rng = np.random.default_rng(seed)
    vals = []
    for _ in range(draws):
        W = rng.normal(0.0, 1.0 / math.sqrt(m1), (d, m1))
        idx = rng.choice(m1, size=s_size, replace=False)
        u = np.zeros(m1)
        u[idx] = rng.choice([-1.0, 1.0], size=s_size) / math.sqrt(s_size)
        alpha = float(u @ W[d - 1])
        beta = W - alpha * np.outer(np.eye(d)[d - 1], u)
        i = int(idx[0])
        full = float(A[0] @ X @ W[:, i])
        assert abs(full - (alpha * u[i] * float(A[0] @ X[:, d - 1]) + float(A[0] @ X @ beta[:, i]))) < 1e-12
        vals.append(abs(full - float(A[0] @ X @ beta[:, i])) * math.sqrt(s_size * m1))
    return float(np.median(vals)), float(np.abs(A).sum(axis=1).max())


def test_l7083_dropped_term_grows_with_star() -> None:
    """L7083: the term dropped into '± O~(1/sqrt(|S| m1))' is alpha u_i a_j X e_d; scaled by sqrt(|S| m1) its median
    is ~ 0.674 times the centre's row sum ~ sqrt(L/2) = ||A||_inf, so no constant works along stars (m1, |S| fixed);
    divided by ||A||_inf (the corrected side) it stays below 1."""
    meds = []
    for L in (4, 64, 1024):
        med, ainf = _dropped_term_median(L, m1=400, s_size=40, d=3, draws=400, seed=L)
        assert med / ainf < 1.0
        meds.append((med, ainf))
    (m_small, a_small), _, (m_big, a_big) = meds
    assert a_big > 22.0 and a_small < 2.0
    assert m_big > 10.0 * m_small  # grows ~ sqrt(L)
    assert m_big > 0.5 * 0.674 * a_big


def test_d26_s_choice_exact() -> None:
    """Lemma D.2.6's last step in exact rationals: m1 = m2 = 10^6, p2 = 1, S = (m1/p2)^{1/3} = 100: L7129's right side
    over the conclusion's p2^{2/3}/(m1^{1/6} sqrt(m2)) = 10^{-4} is 1 + ||A||_inf (1 + ||A||_inf)/10^4, unbounded in
    ||A||_inf."""
    m1 = m2 = 10**6
    S, root_m1m2, m1_6, root_m2 = 100, 10**6, 10, 10**3
    for A in (Fraction(1), Fraction(100), Fraction(10**4)):
        side = Fraction(S, root_m1m2) + A * (1 + A) / (m2 * S)
        ratio = side / Fraction(1, m1_6 * root_m2)
        assert ratio == 1 + A * (1 + A) / 10**4
    assert m1 == 10**6 and ratio > 10**4


def test_table_d2_inside_lemma_d210_ranges() -> None:
    """Table D.2 at m1 = m2 = m against Lemma D.2.10 in floats at several m (sigma_w = tau_w m^{-1/4} up to rounding)."""
    for m in (2.0, 10.0, 1e3, 1e6, 1e12):
        tv, tw = m**0.499 / m**0.5, 1.0 / m**0.74
        sv, sw = 1.0 / m**0.51, 1.0 / m**0.99
        assert 0.0 < tv <= 1.0
        assert m**-1.5 <= tw <= m**-0.5
        assert m**-1.5 <= sw <= tw / m**0.25 * (1 + 1e-12)
        assert 0.0 < sv < m**-0.5


def test_l7129_from_l7127_exact() -> None:
    """L7129 from L7127 in exact rationals (p read as p2): at S = 1, p2 = 1, ||A||_inf = 1, m1 = m2 = m = 10^{2k}, the
    J-part W2 bound L7127 gives (product coupling over j: 2/sqrt(m)) over L7129's right side (1/m + 2/m) is
    2 sqrt(m)/3, unbounded in the widths; with sqrt(m2 S) in L7129's second term the ratio is at most 1, and the
    proof's S = (m1/p2)^{1/3} is then the exact balance point of the two terms."""
    for k in (1, 3, 6):
        m = 10 ** (2 * k)
        root = 10**k
        j_part = Fraction(2, root)  # ||A|| (1 + ||A||)/sqrt(m2 S) at ||A|| = 1, S = 1
        printed = Fraction(1, m) + Fraction(2, m)  # S p2/sqrt(m1 m2) + sqrt(p2) ||A|| (1 + ||A||)/(m2 S)
        assert j_part / printed == Fraction(2 * root, 3)
        fixed = Fraction(1, m) + Fraction(2, root)
        assert j_part <= fixed
    # balance: S p2/sqrt(m1 m2) == sqrt(p2/(m2 S)) at S = (m1/p2)^{1/3} (squared): p2 = 8, m1 = 8e6, S = 100
    p2, m1, m2 = 8, 8 * 10**6, 10**4
    S = round((m1 / p2) ** (1 / 3))
    assert S**3 * p2 == m1
    lhs_sq = Fraction(S * S * p2 * p2, m1 * m2)
    rhs_sq = Fraction(p2, m2 * S)
    assert lhs_sq == rhs_sq
    assert lhs_sq == Fraction(1, 125000)


def test_d78_from_d82_d83_exact() -> None:
    """Lemma D.2.10 (2) in exact rationals (eta ||q^T A||_1 = 1, ||A||_inf = 1): m1 = m2 = 10^4, tau_w = m1^{-1/2} =
    1/100 (its range's top), sigma_w = m1^{-3/2} = 10^{-6}; (D.82)'s (||A|| (m^{-1/2} + sigma_w + tau_w) + m^{-1/2})
    tau_v sqrt(m2) plus (D.83)'s tau_w tau_v sqrt(m2) + 2 tau_w sqrt(m1) against (D.78)'s tau_v: the ratio is
    2/tau_v + O(1), so it grows without bound as tau_v -> 0 inside (0, 1]."""
    root_m = 100
    tw, sw = Fraction(1, 100), Fraction(1, 10**6)
    for k in (0, 2, 4, 6):
        tv = Fraction(1, 10**k)
        d82 = ((Fraction(1, root_m) + sw + tw) + Fraction(1, root_m)) * tv * root_m
        d83 = tw * tv * root_m + 2 * tw * root_m
        ratio = (d82 + d83) / tv
        assert ratio == 2 / tv + Fraction(40001, 10**4)
    assert ratio > 2 * 10**6
