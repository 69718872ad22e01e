"""Second paths of round 8's thesis App. A-B claims (helper thesisAB): each shares no code with its claim's bound or
measurement (exact integers, Fractions, math only)."""

from __future__ import annotations

import math


def _lower_quantile_exact(B: int, log10_delta: float) -> int:
    """The smallest x (same parity as B) with Pr(eps_1 + ... + eps_B < -x) <= delta for Rademacher eps, by exact
    integer counting: Pr(S < -x) = sum_{k: 2k - B < -x} C(B, k) / 2^B, compared in log10 of exact integers."""
    total_log10 = B * math.log10(2)
    cum = 0
    x = B
    # walk k = 0, 1, ...: S = 2k - B; Pr(S < -x) with x = B - 2k - 2 ... is the sum over k' <= k
    for k in range(B + 1):
        cum += math.comb(B, k)
        if math.log10(cum) - total_log10 > log10_delta:  # Pr(S <= 2k - B) > delta: x must cover 2k - B
            return B - 2 * k
        x = B - 2 * k - 2
    return x


def test_b33_width_log_n_is_not_enough_at_probability_n_minus_10() -> None:
    """(B.33) L4017 against the proof's own scale (L4941: probability 1 - N^{-10}, m >~ M^2 log N): M = 2, m = 4 ln N,
    a = sqrt(m), B = 1000. The delta = N^{-10} quantile of V = (1/B) sum eps_n / a lies below -1/sqrt(B a) at N = 1e8
    and further below (relative to it) at N = 1e20: the ratio grows, so no fixed width constant saves (B.33)."""
    B = 1000
    ratios = []
    for log10_N in (8, 20):
        m = 4 * log10_N * math.log(10)
        a = math.sqrt(m)
        x = _lower_quantile_exact(B, -10 * log10_N)
        v = -x / (B * a)
        bound = -1 / math.sqrt(B * a)
        assert v < bound
        ratios.append(v / bound)
        # the correction: Hoeffding's x <= sqrt(2 B log(1/delta))
        assert x <= math.sqrt(2 * B * 10 * log10_N * math.log(10))
    assert ratios[1] > ratios[0] > 1.5


def test_b33_small_instance() -> None:
    """B = 2, M = 2, N = 2, m = 4 ln 2, delta = 1e-6: Pr(both signs -1) = 1/4 > delta, so the quantile is V = -1/a
    = -0.6006 < -1/sqrt(2 a) = -0.5480."""
    a = math.sqrt(4 * math.log(2))
    assert abs(-1 / a + 0.600561) < 1e-6 and abs(-1 / math.sqrt(2 * a) + 0.547979) < 1e-6
    assert -1 / a < -1 / math.sqrt(2 * a)


def _sets_equal_concentration() -> tuple[set[int], set[int], set[int]]:
    """Nodes 0..5: S_1 = {0, 1, 2, 3} with {0, 1} in N; S_2 = {4, 5} with {4} in N; N = {0, 1, 4}."""
    return {0, 1, 2, 3}, {4, 5}, {0, 1, 4}


def test_b190_bracket_negative_when_equally_concentrated() -> None:
    """(B.190) L4777-L4783: counted from explicit sets, half of S_1 and half of S_2 lie in N (so (B.184) holds with
    equality, |S_1 cap N|/|S_1| = |N|/|S| = 1/2); sigma = 0.1: the bracket (1-s)^2 |S_1 cap N||S_2 - N| - (1+s)^2
    |S_1 - N||S_2 cap N| = 0.81*2 - 1.21*2 < 0 while the right member (1-s)^2 |S_1|(|S_1 cap N| - |S_2 cap N|) = 3.24 > 0;
    (B.191)'s T_4 with uniform weights and values v on S_1, w on S_2 is zero here for every v, w."""
    S1, S2, N = _sets_equal_concentration()
    S = S1 | S2
    s = 0.1
    left = (1 - s) ** 2 * len(S1 & N) * len(S2 - N) - (1 + s) ** 2 * len(S1 - N) * len(S2 & N)
    right = (1 - s) ** 2 * len(S1) * (len(S1 & N) - len(S2 & N))
    assert left < -0.79 and right > 3.2
    assert len(S1 & N) / len(S1) == len(N & S) / len(S)
    for v, w in ((1.0, 0.0), (2.5, -1.0), (0.3, 0.2)):
        val = {i: (v if i in S1 else w) for i in S}
        t4 = (sum(val[i] for i in S & N) * len(S - N - S1 - S2)
              - sum(val[i] for i in S - N) * len(S & N - S1 - S2)) / len(S) ** 2
        assert t4 == 0.0


def test_b195_bracket_negative_with_bias_ratio() -> None:
    """(B.195) L4813: the same sets, every K > 0 (K = 0.01, 1, 100): K (0.81*2 - 1.21*2)/(3K + 3)^2 < 0 < K 0.81*4*1/(3K + 3)^2."""
    S1, S2, N = _sets_equal_concentration()
    S = S1 | S2
    s = 0.1
    for K in (0.01, 1.0, 100.0):
        den = (K * len(S & N) + len(S - N)) ** 2
        left = ((1 - s) ** 2 * K * len(S1 & N) * len(S2 - N) - (1 + s) ** 2 * len(S1 - N) * K * len(S2 & N)) / den
        right = (1 - s) ** 2 * K * len(S1) * (len(S1 & N) - len(S2 & N)) / den
        assert left < 0 < right


def test_b50_deficit_is_eta_to_the_c_over_two() -> None:
    """(B.50) L4101: one relevant and one irrelevant node (equal biases), C = 2, eps_0 = delta = 0, T = eta^{-1/2} ((3.8)):
    e^{||q_1(T)||^2 - sigma||q_1(T)||} = T^2 = 1/eta, so 1 - p_n(T) = 1 - (1/eta)/(1/eta + 1) = eta/(1 + eta) exactly
    (Fractions), against eta^C = eta^2: the ratio 1/(eta (1 + eta)) is unbounded as eta -> 0."""
    from fractions import Fraction

    ratios = []
    for k in (2, 5, 9):
        eta = Fraction(1, 10**k)
        x = (1 / eta)                       # T^C with T = eta^{-1/2}, C = 2
        p = x * 1 / (x * 1 + 1)             # one relevant node against one irrelevant one
        assert 1 - p == eta / (1 + eta)
        ratios.append((1 - p) / eta**2)
    assert ratios[0] > 99 and ratios[2] > 10**8


def test_b143_literal_phi_ignores_s2() -> None:
    """(B.143) L4539 with Definition B.2.3 (1) L3913 as printed: for y_n = 1 (S_* = S_1) the set (N_z cap S_*) - S_1 is
    empty, so phi_n = 1/(|S_1 cap N| e^{q^2 + sigma q}); at t = 0 (q = 1), sigma = 0, |S_1 cap N| = 1: phi_n |S_2| =
    |S_2|/e, 36.79 at |S_2| = 100 and 3.68e5 at 1e6 (linear in |S_2|). With (N_z cap S) - S_1 instead, phi_n |S_2| =
    |S_2|/(e + |S_2|) < 1."""
    S1 = {0}
    for n2 in (100, 10**6):
        S2 = set(range(1, n2 + 1))
        S_star = S1
        second = len(S_star - S1)                      # |(N cap S_*) - S_1| with N holding every node
        phi = 1 / (len(S1) * math.e + second)
        assert second == 0
        assert abs(phi * len(S2) - n2 / math.e) < 1e-9 * n2
        phi_read = 1 / (len(S1) * math.e + len((S1 | S2) - S1))
        assert phi_read * len(S2) < 1


def test_a44_ratio_grows_like_sqrt_b_at_init() -> None:
    """(A.44) L2833-L2836 at t = 0, by hand: W_O rows xi (cos th_i, sin th_i) at m evenly spaced angles; three tokens,
    V = (1, 0) (S_1), (0, 1) (S_2), (-1, 0) (other); a_(l)i = +-1 alternating in i (K_- = odd i). Lucky sets: W =
    {i : W_O(i) V_{S_1} > 0} for the S_1 token, U likewise for the S_2 token, empty elsewhere. The left side over
    (|S_1| m/(|S| a))(1/sqrt(B)) W grows like sqrt(B/m), so along m = M^2 ln B (M = 3, N = B) it is unbounded."""
    def sides(m: int) -> tuple[float, float]:
        xi, a = 0.01, math.sqrt(m)
        rows = [(xi * math.cos(2 * math.pi * i / m), xi * math.sin(2 * math.pi * i / m)) for i in range(m)]
        toks = {"s1": (1.0, 0.0), "s2": (0.0, 1.0), "o": (-1.0, 0.0)}
        pre = {k: [r[0] * v[0] + r[1] * v[1] for r in rows] for k, v in toks.items()}
        lucky_u = {i for i in range(m) if pre["s2"][i] > 0}
        lhs = sum(max(pre[k][i], 0.0) / a for k in toks for i in range(m)
                  if i % 2 == 1 and not (k == "s2" and i in lucky_u)) / 3
        W = sum(max(pre["s1"][i], 0.0) / a for i in range(m) if pre["s1"][i] > 0) / 3
        return lhs, W

    ratios = []
    for B in (10**2, 10**5, 10**8):
        m = math.ceil(9 * math.log(B))
        lhs, W = sides(m)
        shape = (1 * m / (3 * math.sqrt(m))) / math.sqrt(B) * W
        ratios.append(lhs / shape)
    assert ratios[0] > 1 and ratios[1] > 10 * ratios[0] and ratios[2] > 10 * ratios[1]


def test_a99_one_step_ratio_grows_with_b() -> None:
    """(A.99) L3104: after t + 1 = 1 step the lucky row's components are its initial values plus eta times the batch
    gradient, whose mean does not depend on B (the batch mean of i.i.d. per-sample gradients; its spread shrinks
    like 1/sqrt(B)). With W_O(i) p_1 = 0.01 + eta g_1 and W_O(i) p_j = 0.02 + eta g_j, g_1 = 0.05, g_j = 0 (p_j
    orthogonal to every label-relevant direction), eta = 0.1: the ratio W_O(i) p_j / ((1/sqrt(B)) W_O(i) p_1) =
    sqrt(B) 0.02/0.015, 13.3 at B = 100 and 1333 at B = 1e6: no constant bounds it over B >= 1."""
    own, other = 0.01 + 0.1 * 0.05, 0.02 + 0.1 * 0.0
    r = [other / (own / math.sqrt(B)) for B in (10**2, 10**4, 10**6)]
    assert abs(r[0] - 13.333) < 1e-2 and abs(r[2] / r[0] - 100) < 1e-9


def test_a94_i2_is_a_signed_sum_not_zero() -> None:
    """(A.94) L3082 with I_2 of (A.73) L3004, by hand: one sample (B = 1, y = +1), |S| = 3 tokens with patterns
    (1, 2, 2) (p_1 relevant, two p_2 confusion tokens), orthonormal p's, softmax of query l over keys s given, a_(l)i =
    +1/sqrt(m) for every l, the indicator 1 for every l, eta = 1, j = 2: I_2 = (1/3)(1/sqrt m)(mass_2 + mass_3), the
    attention mass of tokens 2 and 3 on their own pattern, > 0 (not 0)."""
    m = 16
    pat = [1, 2, 2]
    soft = [[0.5, 0.2, 0.3], [0.25, 0.25, 0.5], [0.1, 0.6, 0.3]]   # soft[l][s], rows sum to 1
    I2 = 0.0
    for l in range(3):
        mass = sum(soft[l][s] for s in range(3) if pat[s] == pat[l])
        I2 += (1 / math.sqrt(m)) * 1.0 * mass * (1.0 if pat[l] == 2 else 0.0)
    I2 = 1.0 * 1.0 * I2 / 3
    assert abs(I2 - (0.75 + 0.9) / (3 * 4)) < 1e-12 and I2 > 0.13


def test_a80_i3_is_a_signed_sum_not_zero() -> None:
    """(A.80) L3028 with I_3 of (A.74) L3006 at j = 1, by hand: one sample (B = 1, y = +1), tokens of patterns (1, 2, 3),
    softmax rows given, a_(l)i = +1/sqrt(m), indicators 1, eta = 1: sum_{k != l} W_l p_k^T p_1 is query l's mass on the
    p_1 token for l = 2, 3 (0.25 and 0.1), so I_3 = (1/3)(1/4)(0.25 + 0.1) > 0."""
    m = 16
    pat = [1, 2, 3]
    soft = [[0.5, 0.2, 0.3], [0.25, 0.25, 0.5], [0.1, 0.6, 0.3]]   # soft[l][s]
    I3 = sum((1 / math.sqrt(m)) * sum(soft[l][s] for s in range(3) if pat[s] == 1) for l in range(3) if pat[l] != 1) / 3
    assert abs(I3 - 0.35 / 12) < 1e-12 and I3 > 0.02


def test_a101_initial_ratio_grows_with_b() -> None:
    """(A.101) L3110 as printed (W_O^(t), t >= 0) at t = 0: a U_{l,n}(0) neuron's components are its initial W_O row
    against p_2 and p, independent of B. With W_O(i) p_2 = 0.01 and W_O(i) p = 0.02 (two N(0, xi^2) draws, xi = 0.01),
    the ratio W_O(i) p / ((1/sqrt(B)) W_O(i) p_2) = 2 sqrt(B): 20 at B = 100, 2000 at B = 1e6 (no constant)."""
    own, other = 0.01, 0.02
    r = [other * math.sqrt(B) / own for B in (10**2, 10**6)]
    assert abs(r[0] - 20.0) < 1e-9 and abs(r[1] - 2000.0) < 1e-6


def test_b88_h3_is_a_sum_of_masses_not_zero() -> None:
    """(B.88) L4265 with H_3 of (B.82)/(B.79) at j = 1, by hand: two non-mu_1 nodes (a non-discriminative node with
    y = +1 aggregating a mu_1 node with weight 0.7, and a mu_2 node, y = -1, aggregating no mu_1 node), B = 2,
    a_i = +1/sqrt(m), indicators 1, eta = 1: H_3 = (1/2)(1/4)(0.7 - 0) > 0."""
    m = 16
    nodes = [(+1, 0.7), (-1, 0.0)]                       # (y_l, mass of l on mu_1 nodes)
    H3 = sum(yl * (1 / math.sqrt(m)) * mass for yl, mass in nodes) / len(nodes)
    assert abs(H3 - 0.7 / 8) < 1e-12 and H3 > 0.08


def test_b101_h2_on_mu2_nodes_is_one_signed() -> None:
    """(B.101) L4333 with H_2 of (B.81) at p_j = mu_2, by hand: three mu_2 nodes (all y = -1, Section 3.5.1) with own-
    pattern masses 0.9, 0.6, 1.0 among B = 4 batch nodes, a_i = +1/sqrt(m), indicators 1, eta = 1: every term has the
    same sign, H_2 = -(2.5)/(4 sqrt(m)) != 0."""
    m = 25
    masses = [0.9, 0.6, 1.0]
    H2 = sum(-1 * (1 / math.sqrt(m)) * s for s in masses) / 4
    assert abs(H2 + 2.5 / 20) < 1e-12 and H2 < -0.12


def test_b102_h3_one_signed_beats_printed_side() -> None:
    """(B.102) L4335 with H_3 of (B.82)/(B.79) at p_j = mu_2, by hand: B nodes of which half are non-discriminative
    nodes of class -1 (y = -1), each putting attention mass 1/2 on its mu_2 neighbours, a_i = +1/sqrt(m), indicators
    1, eta = 1: H_3 = -(1/2)(1/2)/sqrt(m), whatever B; the printed side with every nu_n at its largest value 1 is
    sqrt(log m log B / B)/sqrt(m), below |H_3| once B is a few hundred (m = 64, B = 1000: 0.170 < 0.25)."""
    m, B = 64, 1000
    terms = [-1 * (1 / math.sqrt(m)) * 0.5] * (B // 2)
    H3 = sum(terms) / B
    printed = 1.0 * math.sqrt(math.log(m) * math.log(B) / B) / math.sqrt(m)
    assert abs(H3 + 0.25 / math.sqrt(m)) < 1e-12
    assert abs(H3) > 1.4 * printed


def test_b99_batch_form_gap_by_quadrature() -> None:
    """(B.99) L4323 with (B.95)'s batch sums: B = 2 members p = (1, 1/2), eps_0 = sigma = 0, m = 4 (a = 2), xi = 1; the
    half Gaussian integral by scipy quadrature: 1 - C_0 = c_1 int_{-inf}^0 exp(-eta k u^2) du with c_1 = (1/aB)(3/2),
    k = (1/4)(m/a^2)(3/4); it grows x10 per factor 100 in eta (eta^{-1/2}), not x100."""
    from scipy import integrate

    c1, k = (1.5 / 4), (1 / 4) * 1.0 * 0.75
    gaps = []
    for eta in (1e-2, 1e-4, 1e-6):
        s = math.sqrt(eta * k)
        val, _ = integrate.quad(lambda v: math.exp(-v * v), -math.inf, 0.0)
        gaps.append(c1 * val / s)
    for g0, g1 in zip(gaps, gaps[1:], strict=False):
        assert abs(g1 / g0 - 10) < 1e-6
    assert (1 / 1e-6) / gaps[-1] > 1e2


def test_a92_batch_form_gap_by_quadrature() -> None:
    """(A.92) L3072 with (A.88)'s batch sums: B = 2 members r = (1/2, 1/4), p = (1, 1), sigma + tau = 0, m = 1 (a = 1),
    xi = 1: c_1 = (1/aB)(1/2 + 1/4), k = (1/(aB))((1/2 + 1/4)/(4B))((1/2 + 1/4) m/a); the half Gaussian integral by
    scipy quadrature grows x10 per factor 100 in eta (eta^{-1/2}), not x100."""
    from scipy import integrate

    c1 = 0.75 / 2
    k = (1 / 2) * (0.75 / 8) * 0.75
    gaps = []
    for eta in (1e-2, 1e-4, 1e-6):
        val, _ = integrate.quad(lambda v, e=eta: math.exp(-e * k * v * v), -math.inf, 0.0)
        gaps.append(c1 * val)
    assert abs(gaps[0] - c1 * 0.5 * math.sqrt(math.pi / (1e-2 * k))) < 1e-6 * gaps[0]
    for g0, g1 in zip(gaps, gaps[1:], strict=False):
        assert abs(g1 / g0 - 10) < 1e-5
    assert (1 / 1e-6) / gaps[-1] > 1e2
