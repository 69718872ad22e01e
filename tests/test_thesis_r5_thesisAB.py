"""Second paths of the round-5 step claims of Appendices A-B (``thmcheck.checks.papers.thesis.r5_thesisAB``): each
recomputes the display at an explicit instance from the printed formulas, with no code of the claims (no bound, no
measurement, no engine)."""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath


def _root(f, lo: float, hi: float) -> float:  # noqa: ANN001
    """Plain bisection (f(lo) < 0 < f(hi)), 200 halvings."""
    for _ in range(200):
        mid = (lo + hi) / 2
        if f(mid) < 0:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def test_a142_product_is_below_half_the_exponent() -> None:
    """(A.142)/(B.146): prod_{b<=t} sqrt(1 + K) against e^{t K} (||q_1(0)|| = 1), 40-digit arithmetic."""
    mpmath.mp.dps = 40
    ratios = []
    for t in (100, 400, 1600, 6400):
        K = mpmath.mpf(1) / mpmath.sqrt(t)                 # K(b) = t^{-1/2} -> 0+
        lhs = mpmath.sqrt(1 + K) ** t
        rhs = mpmath.e ** (t * K)
        ratios.append(rhs / lhs)
        assert lhs <= mpmath.e ** (t * K / 2)             # 1 + x <= e^x
    assert abs(ratios[0] - mpmath.mpf("187.6335783792")) < 1e-6
    assert all(b > 100 * a for a, b in zip(ratios, ratios[1:], strict=False))   # e^{sqrt(t)/2}-type growth
    assert ratios[-1] > 1e15


def test_a135_p0_is_far_below_e_minus_c_for_a_small_fraction() -> None:
    """(A.135): p_n(0) with ||q_1(0)|| = 1 (Definition A.2.2) for |S_1| = 1, |S| = 10^4, delta = tau = 0."""
    e = Fraction(27182818284590452354, 10**19)
    p0 = e / (e + 10**4 - 1)
    assert abs(float(p0) - 2.7183e-4) < 1e-7
    assert 1 / p0 > 3600                                  # against e^{-(delta + tau)} = 1
    # with a constant fraction |S_1|/|S| >= 1/10 the ratio stays below 1 + 9/e
    for S in (10, 100, 10**6):
        q = e * (S // 10) / (e * (S // 10) + S - S // 10)
        assert 1 / q <= 1 + 9 / e + Fraction(1, 10**6)


def test_a138_threshold_misses_the_sigma_term() -> None:
    """(A.137)-(A.138): sigma = 0.3, tau = delta = 0, alpha_nd = 0, alpha_* = 0.6 meets (A.138) but (A.137) fails
    for every batch size B (alpha_# = 1 - alpha_* - alpha_nd)."""
    s, a_nd, a_star = 0.3, 0.0, 0.6
    assert a_star >= (1 - a_nd) / (1 + (1 - s) * math.exp(0.0))          # (A.138): 0.6 >= 0.588
    a_hash = 1 - a_star - a_nd
    for Bn in (2, 10, 10**3, 10**6, 10**12):
        r = math.sqrt(math.log(Bn) / Bn)
        left = math.exp(0.0) * (1 - s) * (a_star - r - s)
        right = r + a_hash
        assert left < right                                               # (A.137) fails
    # the least alpha_* meeting (A.137) as B -> inf solves 0.7 (x - 0.3) = 1 - x: x = 1.21 / 1.7
    x = _root(lambda a: 0.7 * (a - 0.3) - (1 - a), 0.0, 1.0)
    assert abs(x - 1.21 / 1.7) < 1e-12 and x > 1 / 1.7 + 0.1


def test_b54_printed_p_prime_gives_one_minus_eps() -> None:
    """(B.53)-(B.54): one non-discriminative node with 3 class-relevant and 1 confusion neighbours, no
    discriminative node: eps_S = 1/4 but |E p' - 1| = 3/4."""
    a, b = 3, 1
    p_prime = Fraction(b, a + b)                    # (B.53) as printed: the confusion count on top
    eps = Fraction(b, a + b)
    gamma = Fraction(0)
    assert abs(p_prime - 1) == Fraction(3, 4)
    assert abs(p_prime - 1) > (1 - gamma) * eps
    # a mixed population: D = 5 discriminative nodes (p' = 1) and nodes (1, 2), (4, 1), (7, 0)
    nodes = [(1, 2), (4, 1), (7, 0)]
    D = 5
    fr = [Fraction(bb, aa + bb) for aa, bb in nodes]
    Ep = (D + sum(fr)) / (D + len(nodes))
    g, e = Fraction(D, D + len(nodes)), sum(fr) / len(nodes)
    assert 0 < e < Fraction(1, 2)
    assert abs(Ep - 1) == (1 - g) * (1 - e) > (1 - g) * e


def _b44_solution(T: float, delta: float) -> float:
    """x with x = (1 + e^{-(x^2 - delta x)})^T, by bisection on log x - T log(1 + e^{-(x^2 - delta x)})."""
    mpmath.mp.dps = 30
    T, delta = mpmath.mpf(T), mpmath.mpf(delta)

    def f(x: float) -> float:
        x = mpmath.mpf(x)
        return float(mpmath.log(x) - T * mpmath.log1p(mpmath.e ** (-(x * x - delta * x))))
    return _root(f, 1.0, 50.0)


def test_b45_ratio_bounded_on_assumption_B21() -> None:
    """(B.44)-(B.45) on Assumption B.2.1's delta < 1/2: x / sqrt((1 - delta) log T) stays below 2.6 (largest at T = 2,
    delta -> 1/2) and tends to (1 - delta)^{-1/2} as T grows; beyond B.2.1 (delta -> 1, not the thesis' setting) it
    would blow up."""
    worst = 0.0
    for T in (2.0, 3.0, 10.0, 1e2, 1e4, 1e6, 1e9, 1e12):
        for delta in (0.0, 0.1, 0.25, 0.4, 0.49, 0.4999):
            x = _b44_solution(T, delta)
            worst = max(worst, x / math.sqrt((1 - delta) * math.log(T)))
    assert 1.0 < worst < 2.6
    x = _b44_solution(1e12, 0.49)
    assert abs(x / math.sqrt(0.51 * math.log(1e12)) - 1 / math.sqrt(0.51)) < 0.1
    x = _b44_solution(1e6, 1 - 1e-4)                                  # outside B.2.1: the factor would matter
    assert x / math.sqrt(1e-4 * math.log(1e6)) > 100


def test_a48_fixed_point_is_theta_log_t() -> None:
    """(A.47)-(A.48): x^2 / log T tends to 1 (c = delta + tau = 0.5); with (A.46)'s eta = 1/T the solution stays
    bounded (the reading under which (A.48)'s lower half fails)."""
    for T in (1e3, 1e30, 1e100):
        x = _b44_solution(T, 0.5)
        assert 0.8 < x * x / math.log(T) < 2.5
    mpmath.mp.dps = 30
    for T in (1e3, 1e30, 1e100):
        Tm = mpmath.mpf(T)

        def f(x: float, Tm: mpmath.mpf = Tm) -> float:
            x = mpmath.mpf(x)
            return float(mpmath.log(x) - Tm * mpmath.log1p(mpmath.e ** (-(x * x - x / 2)) / Tm))
        x = _root(f, 1.0, 50.0)
        assert x < 1.6


def test_a75_hoeffding_exponent_stays_above_one_half() -> None:
    """(A.75)/(B.83): exact binomial sums (math.comb) give Pr <= B^{-1/2} for B = 2..400."""
    for Bn in range(2, 401):
        x = math.sqrt(Bn * math.log(Bn))
        tail = sum(math.comb(Bn, k) for k in range(Bn + 1) if abs(2 * k - Bn) >= x)
        p = Fraction(tail, 2**Bn)
        assert p <= Fraction(1) / math.sqrt(Bn) + Fraction(1, 10**12), Bn


def test_a68_gradient_vanishes_for_a_fitted_sample() -> None:
    """(A.68): one sample, one token, scalars, m = 1 so a = 1/sqrt(m) = 1 (the model's a_(l)i, L2650): x = 1,
    W_V = 1, W_O = 2, y = 1, so F = 2 and the hinge max{1 - yF, 0} is 0 near W_O = 2 (central difference 0), while
    the printed formula gives -y a 1[W_O V >= 0] V = -1."""
    def loss(wo: float) -> float:
        v = 1.0 * 1.0                            # W_V X softmax(.) with one token: softmax = 1
        return max(1 - 1.0 * (1.0 * max(wo * v, 0.0)), 0.0)
    h = 1e-6
    fd = (loss(2 + h) - loss(2 - h)) / (2 * h)
    printed = -1.0 * 1.0 * 1.0 * 1.0             # -(1/B) y (1/|S|) a 1[W_O V >= 0] V
    assert fd == 0.0 and printed == -1.0
    # with an active hinge (W_O = 0.5, F = 0.5) the two agree
    assert abs((loss(0.5 + h) - loss(0.5 - h)) / (2 * h) - (-1.0)) < 1e-8


def test_a195_smallest_lucky_projection_shrinks_with_m() -> None:
    """(A.195)/(B.215): draw W_O^(0) rows N(0, xi^2/m_a I) (xi = 1, m_a = 4) against V = p_1; the smallest positive
    projection (a lucky neuron) has median ~ sqrt(2 pi) g (1 - 2^{-1/m}), g = 1/2: it falls like 1/m."""
    import numpy as np

    rng = np.random.default_rng(12345)
    med = {}
    for m in (100, 10_000):
        mins = []
        for _ in range(200):
            proj = rng.standard_normal(m) * 0.5            # W_O(i) p_1 with ||W_O(i)|| ~ xi, m_a = 4
            mins.append(proj[proj > 0].min())
        med[m] = float(np.median(mins))
    assert med[10_000] < 0.03 * med[100]                   # ~ 1/100
    assert med[10_000] < 2e-4                               # against xi = 1
    assert abs(med[10_000] / (math.sqrt(2 * math.pi) * 0.5 * (1 - 2 ** (-1 / 10_000))) - 1) < 0.3


def test_a67_middle_member_is_not_nu_times_Sj() -> None:
    """(A.67) at |S| = 10, |S_1| = |S_j| = 5, q = 2, delta = 1/2, tau = 0."""
    S, S1, Sj, q, d, t = 10, 5, 5, 2.0, 0.5, 0.0
    middle = Sj * math.exp(d * q) / ((S - S1) * math.exp(d * q) + S1 * math.exp(q * q - d * q))
    nu = 1 / (S1 * math.exp(q * q - (d + t) * q) + S - S1)          # Definition A.2.2 (2)
    assert abs(middle - 0.1192) < 1e-4 and abs(nu * Sj - 0.0474) < 1e-4
    assert middle > 2 * nu * Sj
    t = d                                                               # tau = delta: equal
    assert abs(middle - Sj / (S1 * math.exp(q * q - (d + t) * q) + S - S1)) < 1e-15


def test_claim3_token_spread_grows_with_training() -> None:
    """Lemma A.3.1 Claim 3's mechanism by its own small ViT and hand-written SGD (no repository model): the
    half-diameter of {W_V^(t) x_j : j in S_1^n} bounds max_j ||z_j(t)|| from below (the W_O-row sums shift every j by
    one vector); training stretches W_V and the spread more than doubles. (This instance has sigma = 0 < tau, outside
    Theorem 1's tau <= min(sigma, delta), so it is not a counterexample to (A.39); the claim's search, inside those
    hypotheses, finds none.)"""
    import torch

    g = torch.Generator().manual_seed(7)
    d, M, N, L, m, eta = 6, 4, 12, 8, 48, 0.5
    mu = torch.eye(d, dtype=torch.float64)[:M]
    pats = torch.stack([torch.tensor([0, 0, 0, 0, 1, 2, 3, 2]) if n % 2 == 0 else torch.tensor([1, 1, 1, 1, 0, 2, 3, 3])
                        for n in range(N)])
    y = torch.tensor([1.0 if n % 2 == 0 else -1.0 for n in range(N)], dtype=torch.float64)
    X = mu[pats] + 0.05 * torch.randn(N, L, d, generator=g, dtype=torch.float64)
    WV = torch.eye(d, dtype=torch.float64).requires_grad_()           # sigma = 0: W_V mu_j = p_j = mu_j exactly
    WK = torch.eye(d, dtype=torch.float64).requires_grad_()
    WQ = torch.eye(d, dtype=torch.float64).requires_grad_()
    WO = (0.01 * torch.randn(m, d, generator=g, dtype=torch.float64)).requires_grad_()
    a = (torch.randint(0, 2, (L, m), generator=g).double() * 2 - 1) / math.sqrt(m)
    tau = float((X - mu[pats]).norm(dim=-1).max())

    def half_diameter() -> float:
        with torch.no_grad():
            Z = X @ WV.T
            return max(float(torch.cdist(Z[n][pats[n] == 0], Z[n][pats[n] == 0]).max()) / 2 for n in range(N))

    start = half_diameter()
    assert start <= tau                                                 # t = 0: the split holds
    for _ in range(200):
        att = torch.softmax(torch.einsum("nsd,ed,ef,nlf->nsl", X, WK, WQ, X), dim=1)
        out = torch.einsum("nsl,nsa->nla", att, X @ WV.T)
        F = (torch.relu(out @ WO.T) * a).sum(-1).mean(1)
        loss = torch.clamp(1 - y * F, min=0).mean()
        grads = torch.autograd.grad(loss, [WV, WK, WQ, WO])
        with torch.no_grad():
            for w, gr in zip((WV, WK, WQ, WO), grads, strict=True):
                w -= eta * gr
    assert half_diameter() > 2 * start


def test_b76_gradient_has_one_term_per_node() -> None:
    """(B.76): two nodes, scalars (d = m = m_b = 1), T^1 = {1, 2}, T^2 = {2}, W_K = W_Q = 0 (uniform softmax), b = 0,
    W_V = 1, x = (1, 3), a = 1 (= 1/sqrt(m), as the model fixes), y_1 = 1, W_O = 0.1, batch {node 1}: V_1 = 2, V_2 = 3,
    F(x_1) = 0.2 < 1, so the gradient in W_O is -y a V_1 = -2 (central difference), while (B.76) gives
    -a (V_1 + V_2) = -5."""
    def loss(wo: float) -> float:
        v1 = (1.0 + 3.0) / 2                       # uniform attention over T^1 = {1, 2}
        return max(1 - 1.0 * 1.0 * max(wo * v1, 0.0), 0.0)
    h = 1e-6
    fd = (loss(0.1 + h) - loss(0.1 - h)) / (2 * h)
    printed = -1.0 * (1.0 * 1.0 * 2.0 + 1.0 * 1.0 * 3.0)
    assert abs(fd - (-2.0)) < 1e-8 and abs(printed - (-5.0)) < 1e-12
