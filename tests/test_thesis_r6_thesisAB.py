"""Second paths of the round-6 step claims of Appendices A-B (``thmcheck.checks.papers.thesis.r6_thesisAB``): each
recomputes the display at explicit instances from the printed formulas, with no code of the claims (no bound, no
measurement, no engine): quadrature and Monte Carlo instead of the claims' closed forms and inverse functions."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
from scipy import integrate


def test_a90_half_gaussian_integral_is_order_eta_to_minus_half() -> None:
    """(A.90)/(B.97): int_{-inf}^0 e^{-eta u^2} du by scipy quadrature (kappa = 1); eta^{-1} over it grows like
    eta^{-1/2}, so no constant c has the integral >= c / eta for every eta in (0, 1]."""
    ratios = []
    for eta in (1e-2, 1e-4, 1e-6, 1e-8):
        scale = 1 / math.sqrt(eta)                                   # substitute u = scale * v
        val, err = integrate.quad(lambda v: math.exp(-v * v), -np.inf, 0.0)
        lhs = scale * val
        assert err < 1e-7
        ratios.append((1 / eta) / lhs)
    assert abs(ratios[0] - 100 / (10 * math.sqrt(math.pi) / 2)) < 1e-5        # 11.28 at eta = 1e-2
    for a, b in zip(ratios, ratios[1:], strict=False):
        assert abs(b / a - 10) < 1e-5                                # x10 per factor 100 in eta: eta^{-1/2}
    assert ratios[-1] > 1e4


def test_a85_min_row_norm_falls_with_m() -> None:
    """(A.85)/(B.93): m rows W_O(i,.)^(0) with i.i.d. N(0, xi^2/m_a) entries, m_a = 2, xi = 1 (Monte Carlo, 200
    draws per m): the median of min_i ||W_O(i,.)|| falls like m^{-1/2} (sqrt(ln 2 / m) in closed form)."""
    rng = np.random.default_rng(20261129)
    ma, meds = 2, []
    for m in (10, 1000, 100000):
        mins = [np.sqrt((rng.standard_normal((m, ma)) ** 2).sum(axis=1) / ma).min() for _ in range(200)]
        meds.append(float(np.median(mins)))
    assert abs(meds[0] / math.sqrt(math.log(2) / 10) - 1) < 0.15
    assert meds[2] < 0.005 and meds[0] / meds[2] > 50                  # >~ xi fails: ratio ~ sqrt(10^4) = 100
    assert float(np.mean(np.array(mins) >= 0.01)) < 0.5               # m = 1e5: even Pr(min >= xi/100) < 1/2


def test_a86_min_projection_falls_like_one_over_m() -> None:
    """(A.86): W_O(i,.)^(0) p_1 with p_1 = e_1 is N(0, xi^2/m_a); for m_a = 4, xi = 1 the median of min_i over m rows
    (Monte Carlo, 2000 draws) is about sqrt(pi/2) ln 2 / (m sqrt(m_a)), far below xi."""
    rng = np.random.default_rng(7)
    ma = 4
    for m in (100, 10000):
        mins = np.abs(rng.standard_normal((2000, m)) / math.sqrt(ma)).min(axis=1)
        med = float(np.median(mins))
        assert abs(med / (math.sqrt(math.pi / 2) * math.log(2) / (m * math.sqrt(ma))) - 1) < 0.1
        assert med < 0.01
    one_row = np.abs(rng.standard_normal(20000) / math.sqrt(10**4))     # a fixed neuron, m_a = 1e4
    assert float(np.median(one_row)) < 0.01                             # 0.674 / 100: fails along m_a too


def test_a107_norm_keeps_the_initial_component_outside_span_p() -> None:
    """(A.107)/(B.114): m_a = 3, M = 2, p_1, p_2 a random orthonormal pair (numpy QR), W^(0) drawn from
    N(0, xi^2 I / m_a) plus an update in span(p_1, p_2): ||W||^2 exceeds sum_l (W p_l)^2 by the initial row's
    component along the normal of span(P) (cross product)."""
    rng = np.random.default_rng(3)
    xi = 1.0
    P, _ = np.linalg.qr(rng.standard_normal((3, 2)))
    normal = np.cross(P[:, 0], P[:, 1])
    gaps = []
    for _ in range(50):
        w0 = rng.standard_normal(3) * xi / math.sqrt(3)
        w = w0 + P @ (10 * rng.standard_normal(2))
        gap = float(w @ w - sum((w @ P[:, k]) ** 2 for k in range(2)))
        assert abs(gap - float(w0 @ normal) ** 2) < 1e-9 * (1 + float(w @ w))
        gaps.append(gap)
    assert np.mean(gaps) > 0.1 * xi**2 and min(gaps) >= -1e-9          # E gap = xi^2 / 3 > 0: the '=' fails


def test_b66_p0_falls_with_the_class_relevant_fraction() -> None:
    """(B.66) first case: softmax weights e^1 on the A class-relevant nodes and e^0 on the other N_tot - A (the
    initial attention of Section 3.3 with ||q_1|| = 1, b = 0), summed directly; for A = 1 it falls like e / N_tot."""
    vals = []
    for ntot in (100, 10000):
        logits = np.zeros(ntot)
        logits[:1] = 1.0
        w = np.exp(logits - logits.max())
        vals.append(float(w[:1].sum() / w.sum()))
    assert abs(vals[0] - math.e / (math.e + 99)) < 1e-12
    assert vals[1] < 3e-4 and vals[0] / vals[1] > 90


def test_a216_hinge_gradient_vanishes_beyond_the_margin() -> None:
    """(A.216): a one-neuron, one-token instance in closed form (m = m_a = d = L = 1: softmax = 1, F = a Relu(w v x)
    with a = (1, 1)/sqrt(1), y = (1, 1)); with w v x = 2, y^T F = 4 > 1, so the hinge loss is flat (gradient 0 by a
    finite difference) while the printed -y_1 dF_1/dw - y_2 dF_2/dw = -2 v x is not."""
    v, x, w = 1.0, 2.0, 1.0

    def loss(wv: float) -> float:
        f = max(wv * v * x, 0.0)
        return max(1 - (f + f), 0.0)

    h = 1e-6
    fd = (loss(w + h) - loss(w - h)) / (2 * h)
    printed = -(v * x) - (v * x)
    assert fd == 0.0 and printed == -4.0
    w_small = 0.1                                              # y^T F = 0.4 < 1: active, they agree
    fd2 = (loss(w_small + h) - loss(w_small - h)) / (2 * h)
    assert abs(fd2 - printed) < 1e-6


def test_b51_last_step_counts_the_wrong_nodes() -> None:
    """(B.51) last '>=': the middle member as a softmax mass of the class-relevant nodes (logits log x + b_z for the
    S_* and S_# nodes, b_z for the others), summed node by node in exact rationals where b = 0."""
    from fractions import Fraction

    # one distance: 1 class-relevant node, 3 confusion nodes, x = 10^6, b = 0
    x = Fraction(10**6)
    weights = [x] * 1 + [x] * 3                       # e^{log x + 0} for the 4 sampled S_* / S_# nodes
    mid = sum(weights[:1]) / sum(weights)
    printed = Fraction(3, 4) - 1 / x                   # |N cap S_#| / (|S_*| + |S_#|) - x^{-1} e^0
    assert mid == Fraction(1, 4) and mid < printed
    # S_* numerator (the reading), two distances: (10 S_*, 0 S_#) at z_m, (0, 10) at z with b_z = b_zm - 0.01
    w2 = math.exp(-0.01)
    mid2 = 10 * 1e6 / (10 * 1e6 + 10 * 1e6 * w2)
    assert abs(mid2 - 0.502499) < 1e-5 and mid2 < 1 - 1.02e-6


def test_b200_node_margin_can_peak_off_the_core_distance() -> None:
    """(B.200) last step: an explicit graph, every label +1 (D_* = the pattern-1 nodes, D_# empty). Node 0 sees 3
    pattern-1 nodes at distance 1 and 1 at distance 2; the average margin over all 11 nodes (3.5)-(3.6) is larger
    at distance 2, so z_m = 2, yet node 0's margin is larger at distance 1 (Delta_0(2) = 1 > 0: node 0 is in V_d)."""
    edges = [(0, 1), (0, 2), (0, 3), (1, 4), (5, 6), (6, 7), (6, 8), (6, 9), (6, 10)]
    n = 11
    pattern1 = {1, 2, 3, 4, 7, 8, 9, 10}                               # others: pattern 3 (non-discriminative)
    adj: dict[int, set[int]] = {v: set() for v in range(n)}
    for u, v in edges:
        adj[u].add(v)
        adj[v].add(u)

    def margins(s: int) -> list[int]:
        dist, frontier = {s: 0}, [s]
        while frontier:
            nxt = []
            for u in frontier:
                for v in adj[u]:
                    if v not in dist:
                        dist[v] = dist[u] + 1
                        nxt.append(v)
            frontier = nxt
        return [sum(1 for v, d in dist.items() if d == z and v in pattern1) for z in (1, 2)]

    table = [margins(s) for s in range(n)]
    avg = [sum(r[k] for r in table) / n for k in range(2)]
    assert table[0] == [3, 1] and avg[1] > avg[0]                     # z_m = 2 (averages 0.82, 2.09)
    assert table[0][1] > 0 and table[0][1] - table[0][0] == -2        # node 0: in V_d, gap -2 < 0


def test_b217_mean_angle_is_pi_over_2() -> None:
    """(B.217): the angle between a fixed unit vector and W_O(i,:)^(0) ~ N(0, I) in R^{m_a} (Monte Carlo, 100000
    rows): its mean is pi/2, not 0, and over the lucky half (angle < pi/2) it stays far from 0."""
    rng = np.random.default_rng(11)
    for ma in (2, 3, 10):
        w = rng.standard_normal((100_000, ma))
        th = np.arccos(w[:, 0] / np.linalg.norm(w, axis=1))
        assert abs(th.mean() - math.pi / 2) < 0.01
        assert th[th < math.pi / 2].mean() > 0.7


def test_a175_attention_mass_below_p_n() -> None:
    """(A.175) at t = 0: W_K = W_Q = I, mu_j = e_j; |S| = 10 tokens, |S_1| = 5, tau = delta = 0.1. Query mu_1 + tau mu_2,
    four S_1 tokens mu_1 - tau u (u the query's direction), five pattern-2 tokens mu_2 + tau mu_1 (all within tau
    of their pattern). The softmax mass on S_1, summed with mpmath, is below p_n(0) of Definition A.2.2."""
    import mpmath

    mpmath.mp.dps = 30
    tau = mpmath.mpf("0.1")
    q = [mpmath.mpf(1), tau, mpmath.mpf(0)]
    nq = mpmath.sqrt(sum(v * v for v in q))
    s1 = [q] + [[1 - tau * q[0] / nq, -tau * q[1] / nq, mpmath.mpf(0)] for _ in range(4)]
    s2 = [[tau, mpmath.mpf(1), mpmath.mpf(0)] for _ in range(5)]
    logit = [sum(a * b for a, b in zip(x, q, strict=True)) for x in s1 + s2]
    w = [mpmath.e ** v for v in logit]
    mass = sum(w[:5]) / sum(w)
    a = 5 * mpmath.e ** (1 - 2 * tau)                    # |S_1| e^{||q_1||^2 - (delta + tau)||q_1||}, ||q_1|| = 1
    p0 = a / (a + 5)
    assert abs(mass - mpmath.mpf("0.67318")) < 1e-4 and abs(p0 - mpmath.mpf("0.68997")) < 1e-4
    assert mass < p0


def test_a188_lucky_probability_is_one_half_not_a_smaller_cap() -> None:
    """(A.188)/(A.190): Monte Carlo in R^3 (200000 Gaussian rows, V = e_1): Pr(w . V > 0) is 1/2 (the lucky set (A.8)),
    while the cap of colatitude pi/2 - 0.1 has area fraction (1 - cos(pi/2 - 0.1))/2 = 0.4501 (Archimedes)."""
    rng = np.random.default_rng(5)
    w = rng.standard_normal((200_000, 3))
    cos = w[:, 0] / np.linalg.norm(w, axis=1)
    assert abs(float((cos > 0).mean()) - 0.5) < 0.005
    phi = math.pi / 2 - 0.1
    cap = float((cos > math.cos(phi)).mean())
    assert abs(cap - (1 - math.cos(phi)) / 2) < 0.005 and cap < 0.46


def test_b18_unlucky_projection_beats_the_smallest_lucky_norm() -> None:
    """(B.18) at t = 0: m = 512 rows N(0, I/2) in R^2 (xi = 1, m_a = 2), V_1 = e_1, V_2 = e_2 (lucky: w_1 > 0, resp.
    w_2 > 0; unlucky: both <= 0), z = sigma (1, -1)/sqrt 2. In 200 draws the largest unlucky |w . z| exceeds sigma times
    the smallest lucky norm almost always."""
    rng = np.random.default_rng(9)
    sigma = 0.1
    z = sigma * np.array([1.0, -1.0]) / math.sqrt(2)
    viol = 0
    for _ in range(200):
        W = rng.standard_normal((512, 2)) / math.sqrt(2)
        lucky = W[:, 0] > 0
        unl = (W[:, 0] <= 0) & (W[:, 1] <= 0)
        viol += int(np.abs(W[unl] @ z).max() > sigma * np.linalg.norm(W[lucky], axis=1).min())
    assert viol >= 190


def test_a199_a_boundary_lucky_row_points_away_from_the_lucky_sum() -> None:
    """(A.199)/(B.219) at t = 1: m = 512 rows N(0, I/5) in R^5, V = (1, 1, 1, 1, 1)/sqrt 5, lucky = {w . V > 0}; in 100
    draws some lucky row has a negative inner product with the sum of the lucky rows in >= 90 of them, while the
    average lucky row has a positive one in all."""
    rng = np.random.default_rng(13)
    V = np.ones(5) / math.sqrt(5)
    some_negative, mean_positive = 0, 0
    for _ in range(100):
        W = rng.standard_normal((512, 5)) / math.sqrt(5)
        L = W[W @ V > 0]
        prods = L @ L.sum(axis=0)
        some_negative += int(prods.min() < 0)
        mean_positive += int(prods.mean() > 0)
    assert some_negative >= 90 and mean_positive == 100


def test_b184_core_share_of_d1_below_the_node_share() -> None:
    """(B.184) '<=': 12 nodes; node 0 (label +1, pattern 3) joined to leaves 1..5 (leaf 1 pattern 1, leaves 2..5
    pattern 3, labels -1), nodes 6..11 isolated with pattern 1 (label -1). Margins (3.5) over distances 1, 2 sum to
    1 and -4, so z_m = 1; node 0 has Delta_0(1) = 1 > 0, yet |D_1 cap N_1^0| / |D_1| = 1/6 < |N_1^0| / N = 5/12."""
    n = 12
    adj: dict[int, set[int]] = {v: set() for v in range(n)}
    for leaf in range(1, 6):
        adj[0].add(leaf)
        adj[leaf].add(0)
    d1 = {1, 6, 7, 8, 9, 10, 11}
    d1.discard(6)                                                     # |D_1| = 6: leaf 1 and nodes 7..11
    label = {v: -1 for v in range(n)}
    label[0] = 1

    def at(s: int, z: int) -> set[int]:
        dist, frontier = {s: 0}, [s]
        while frontier:
            nxt = []
            for u in frontier:
                for v in adj[u]:
                    if v not in dist:
                        dist[v] = dist[u] + 1
                        nxt.append(v)
            frontier = nxt
        return {v for v, d in dist.items() if d == z}

    def margin(s: int, z: int) -> int:                               # D_2 is empty: D_* / D_# by the label
        cnt = len(at(s, z) & d1)
        return cnt if label[s] == 1 else -cnt

    sums = [sum(margin(s, z) for s in range(n)) for z in (1, 2)]
    assert sums == [1, -4]                                            # z_m = 1
    assert margin(0, 1) == 1
    assert len(at(0, 1) & d1) / len(d1) == 1 / 6 < len(at(0, 1)) / n == 5 / 12


def test_a198_lucky_mean_angle_gap_is_order_one_over_sqrt_ma() -> None:
    """(A.198)/(B.218): Monte Carlo of the angle between e_1 and a Gaussian row in R^{m_a}, kept when it is below
    pi/2 (the lucky set): pi/2 minus the mean is about 0.80/sqrt(m_a), far above 1/m_a (m_a = M)."""
    rng = np.random.default_rng(17)
    scaled = []
    for ma in (25, 400):
        w = rng.standard_normal((100_000, ma))
        th = np.arccos(w[:, 0] / np.linalg.norm(w, axis=1))
        gap = math.pi / 2 - float(th[th < math.pi / 2].mean())
        assert abs(gap * math.sqrt(ma) - 0.80) < 0.05
        scaled.append(gap * ma)                                        # gap / (1/M) with M = m_a
    assert scaled[1] > 3 * scaled[0] > 3 * 3                          # unbounded: ~ 0.8 sqrt(m_a)


def test_a76_noise_tail_fails_at_two_neurons() -> None:
    """(A.76)/(B.84): a noise vector of the allowed radius s along p_1 (a point-mass law) has |z^T p_1| = s, above
    s sqrt(log 2) at m = 2 (probability 1 > 2^{-c}), below s sqrt(log m) for every m >= 3 (probability 0)."""
    for s in (0.5, 1.0, 0.1):
        z = np.array([s, 0.0, 0.0])
        hits = [abs(z[0]) >= s * math.log(m) ** 0.5 for m in range(2, 200)]
        assert hits[0] and not any(hits[1:])
    assert abs(math.sqrt(math.log(2)) - 0.8326) < 1e-4


def test_a52_power_sum_constant_falls_with_o1() -> None:
    """(A.52)/(B.47): sum_{b<=T} b^{o_1} / T^{o_1+1} by exact integer arithmetic (T = 200): about 1/(o_1 + 1), so no
    constant serves every o_1 >= 0; at o_1 <= 5 it stays >= 1/6."""
    T = 200
    ratios = {o: Fraction(sum(b**o for b in range(1, T + 1)), T ** (o + 1)) for o in (0, 1, 5, 10, 100, 400)}
    assert ratios[0] == 1 and all(r >= Fraction(1, 6) for o, r in ratios.items() if o <= 5)
    assert ratios[10] < Fraction(1, 10) and ratios[100] < Fraction(1, 60) and ratios[400] < Fraction(1, 150)


def test_b59_a1_of_b46_is_a_quarter_of_1_minus_2eps0() -> None:
    """(B.59) second '=': (B.46)'s eta T^2 term written out node by node in exact rationals (a = sqrt(m), m = 16, so
    a = 4; xi = 1/4 = 1/sqrt(m); every p_n = 1; sigma = 0; batch of 3), divided by eta T^2: a_1 = (1 - 2 eps_0)/4."""
    m, a, xi, batch, sigma = 16, 4, Fraction(1, 4), 3, 0
    for eps0 in (Fraction(0), Fraction(1, 10), Fraction(2, 5)):
        eta, T = Fraction(1, 100), 7
        p = [Fraction(1)] * batch
        term = Fraction(0)
        for pn in p:
            inner = (1 - 2 * eps0) / (4 * batch) * sum(p) - sigma
            term += xi * eta * T**2 * m / a**2 * inner * pn
        a1 = Fraction(m, a) * term / batch / (eta * T**2)
        assert a1 == (1 - 2 * eps0) / 4
        assert a1 != 1 - 2 * eps0                       # (B.59) uses a_1 = 1 - 2 eps_0: T off by a factor 2


def test_a91_batch_member_can_be_negative() -> None:
    """(A.91)/(B.98): one sample per batch in exact rationals, noise within 1/M (M = 10)."""
    alpha, p0, sig, tau = Fraction(1, 10), Fraction(1, 10), Fraction(1, 40), Fraction(1, 40)
    assert sig < Fraction(1, 10) and tau < Fraction(1, 10) and alpha > sig + tau
    assert alpha * p0 - (sig + tau) == Fraction(-1, 25)
    eps0, p, sig3 = Fraction(45, 100), Fraction(1, 10), Fraction(1, 20)
    assert p * (1 - 2 * eps0) - sig3 == Fraction(-1, 25)


def test_a64_a65_small_alpha() -> None:
    """(A.64)/(A.65) at alpha_* = 10^-k, sigma + tau = 0, N = 10^6, in exact rationals (log N / N by float only)."""
    prev64 = prev65 = None
    for k in (1, 2, 3, 4):
        a = Fraction(1, 10**k)
        left = abs(1 - a * a) + Fraction(math.sqrt(math.log(1e6) / 1e6))
        r64 = left / a                                   # (A.64): lhs / alpha_*
        r65 = (a * a) ** 2 / (a - 1 + a * a) ** 2        # (A.65): middle member / shape
        if prev64 is not None:
            assert r64 > 9 * prev64 and r65 < prev65 / 9000
        prev64, prev65 = r64, r65
    assert prev64 > 9000 and prev65 < 1e-15


def test_b63_relative_deviation_with_autograd() -> None:
    """(B.63): per-node hinge gradients d l/d W_O by torch autograd of an own masked forward of (3.1) on a hand-made
    two-community graph (no code of the claim); batches of B = 16, eps = 0.5 (e^{-B eps^2} = e^{-4} = 0.018): the
    relative deviation exceeds eps in about 22 % of batches, twelve times the bound."""
    import torch

    gen = torch.Generator().manual_seed(3)
    N, d, m = 60, 3, 16
    pats = np.array([0] * 20 + [1] * 20 + [2] * 20)
    y = np.where(pats == 0, 1, np.where(pats == 1, -1, np.where(np.arange(N) % 2 == 0, 1, -1)))
    adj = np.zeros((N, N), dtype=bool)
    for v in range(N):                                                  # a ring per pattern, plus self
        same = np.where(pats == pats[v])[0]
        k = int(np.where(same == v)[0][0])
        for j in (same[(k + 1) % len(same)], same[(k - 1) % len(same)], v):
            adj[v, j] = adj[j, v] = True
    for v in range(40, 60):                                             # non-discriminative nodes see their class
        adj[v, 0 if y[v] == 1 else 20] = adj[0 if y[v] == 1 else 20, v] = True
    X = torch.eye(d, dtype=torch.float64)[torch.as_tensor(pats)]
    WV = torch.linalg.qr(torch.randn(d, d, generator=gen, dtype=torch.float64))[0]
    a = (torch.randint(0, 2, (m,), generator=gen) * 2 - 1).double() / m**0.5
    WO0 = 0.3 * torch.randn(m, d, generator=gen, dtype=torch.float64)
    mask = torch.as_tensor(adj)
    grads = []
    for n in range(N):
        WO = WO0.clone().requires_grad_()
        logits = (X @ X[n]).masked_fill(~mask[n], float("-inf"))
        v = torch.softmax(logits, 0) @ (X @ WV.T)
        F = torch.relu(WO @ v) @ a
        loss = torch.clamp(1 - float(y[n]) * F, min=0)
        loss.backward()
        grads.append(WO.grad.flatten().clone())
    G = torch.stack(grads).numpy()
    E = G.mean(0)
    rng = np.random.default_rng(0)
    B, eps = 16, 0.5
    dev = np.array([np.linalg.norm(G[rng.integers(0, N, B)].mean(0) - E) for _ in range(400)])
    frac = float((dev >= eps * np.linalg.norm(E)).mean())
    assert frac > 0.15 > 5 * math.exp(-B * eps**2)      # measured 0.2175 (400 batches) against 0.018


def test_a55_a1_of_a51_is_a_quarter() -> None:
    """(A.55): (A.51)'s eta (t+1)^2 term term by term in exact rationals (m = 9, a = 3, xi = 1/3, alpha = 1/2, two
    samples with p_n = 1, sigma = tau = 0), divided by eta T^2: a_1 = alpha^3/4, the printed expression alpha^2."""
    m, a, xi, alpha = 9, 3, Fraction(1, 3), Fraction(1, 2)
    p = [Fraction(1), Fraction(1)]
    eta, T = Fraction(1, 7), 5
    inner = sum(alpha * q for q in p) / (4 * len(p))
    term = alpha * m / a * sum(xi * eta * T**2 * alpha * m / a**2 * inner * q for q in p) / len(p)
    a1 = term / (eta * T**2)
    printed = alpha * sum((alpha * q - 0) * q for q in p) / len(p)
    assert a1 == Fraction(1, 32) and printed == Fraction(1, 4)


def test_b72_t_is_order_one_over_gamma_d() -> None:
    """(B.72): (B.46)'s eta T^2 coefficient in exact rationals with p_n = gamma_d (m = 4, a = 2, xi = 1/2, batch of 2,
    sigma = 0, eps_0 = 0): a_1 = gamma_d^2 / 4, so T^2 = 4 / (eta gamma_d^2), against the printed 1/(eta gamma_d^4)."""
    for k in (1, 2, 3):
        g = Fraction(1, 10**k)
        p = [g, g]
        m, a, xi = 4, 2, Fraction(1, 2)
        inner = sum(p) / (4 * len(p))
        a1 = Fraction(m, a) * sum(xi * m / Fraction(a * a) * inner * q for q in p) / len(p)
        assert a1 == g * g / 4
        ratio_sq = (1 / a1) / (1 / g**4)                 # (T / printed T)^2 at eta = 1, delta = 0
        assert ratio_sq == 4 * g * g
