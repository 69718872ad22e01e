"""Second paths of the round-7 step claims of Appendices A-B (``thmcheck.checks.papers.thesis.r7_thesisAB``): each
recomputes the display at explicit instances from the printed formulas, with no code of the claims (no bound, no
measurement, no engine): exact rational products instead of the claims' logarithms."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np


def _q_norm_squared(K: list[Fraction]) -> Fraction:
    """||q_1(T)||^2 = prod_{l < T} (1 + K(l)) ||q_1||^2 by (A.34)/(B.20), ||q_1|| = 1, as an exact Fraction."""
    out = Fraction(1)
    for k in K:
        out *= 1 + k
    return out


def test_a46_product_square_root_halves_the_exponent() -> None:
    """(A.46)/(B.43) first '>~': with K(l) = 1/10 for every l, (1 + min K)^T over ||q_1(T)|| is (11/10)^{T/2}
    (squared: (11/10)^T exactly), so no constant c has ||q_1(T)|| >= c (1 + min K)^T for all T; the corrected
    (1 + min K)^{T/2} is met with equality. T = 1 and K(0) -> inf gives the second direction."""
    k = Fraction(1, 10)
    ratios = []
    for T in (10, 100, 1000):
        q2 = _q_norm_squared([k] * T)
        rhs = (1 + k) ** T
        assert q2 == (1 + k) ** T                       # the corrected bound holds with equality (squared)
        ratios.append(math.sqrt(float(rhs * rhs / q2)))  # rhs / ||q_1(T)||
    assert abs(ratios[1] - 117.3908528) < 1e-6          # 1.1^50
    assert ratios[2] > 4.9e20
    for K0 in (Fraction(10**4), Fraction(10**8)):
        q = math.sqrt(float(_q_norm_squared([K0])))
        assert (1 + K0) / Fraction(q) > Fraction(math.isqrt(int(K0))) * Fraction(99, 100)   # ratio sqrt(1 + K)
    # a non-constant K(l) in [0.1, 0.102]: the squared ratio is (1 + min K)^{2T} / prod (1 + K) > 10^8 at T = 200
    K = [Fraction(1, 10) + Fraction(j, 100000) for j in range(200)]
    q2 = _q_norm_squared(K)
    assert (1 + min(K)) ** 400 / q2 >= (1 + min(K)) ** 400 / (1 + max(K)) ** 200 > 10**8


def test_a179_hoeffding_step_misses_with_constant_probability() -> None:
    """(A.179) first '<=': V = (1/B) sum_n eps_n / a with Rademacher eps_n (numpy Monte Carlo, 20000 batches, a = 1):
    Pr(|V| > 1/sqrt(B)) stays near Pr(|N(0,1)| > 1) = 0.317 as B grows (it does not vanish), and the 0.99-quantile
    of sqrt(B)|V| is near 2.58, not <= 1. B = 2 by enumeration: |V| = 1 > 1/sqrt(2) for half the sign patterns."""
    rng = np.random.default_rng(179)
    for B in (100, 1000):
        K = rng.binomial(B, 0.5, size=20000)             # number of + signs
        v = np.abs(2 * K - B) / B
        miss = float(np.mean(v > 1 / math.sqrt(B) + 1e-12))
        assert 0.2 < miss < 0.4
        assert 2.3 < float(np.quantile(v * math.sqrt(B), 0.99)) < 2.9
    patterns = [(s1, s2) for s1 in (-1, 1) for s2 in (-1, 1)]
    big = [abs(s1 + s2) / 2 for s1, s2 in patterns if abs(s1 + s2) / 2 > 1 / math.sqrt(2)]
    assert len(big) == 2 and big[0] == 1.0


def test_a115_last_step_drops_a_factor_above_one() -> None:
    """(A.115): with phi_n, nu_n of Definition A.2.2 evaluated by hand at |S_1| = R = 1, the middle member e^{2cq} phi R
    exceeds phi R by e^{2cq} (e at c = 0.5, q = 1), while nu R <= e^{2cq} phi R (the middle '<~' with constant 1)."""
    for c, q in ((0.5, 1.0), (1.0, 5.0), (0.01, 2.0)):
        e_plus, e_minus = math.e ** (q * q + c * q), math.e ** (q * q - c * q)
        phi_r, nu_r = 1 / (e_plus + 1), 1 / (e_minus + 1)
        middle = math.e ** (2 * c * q) * phi_r
        assert nu_r <= middle * (1 + 1e-12)
        assert middle / phi_r > 1 + c * q                      # e^{2cq} > 1 + cq: the last '<=' fails
    assert abs((math.e ** 1.0 / (math.e ** 1.5 + 1)) / (1 / (math.e ** 1.5 + 1)) - math.e) < 1e-12


def test_b124_last_step_needs_exp_at_most_one() -> None:
    """(B.124): x <= y with x = e^{2 delta q} y and y > 0 means e^{2 delta q} <= 1; in exact rationals the Taylor lower
    bound 1 + 2 delta q already exceeds 1 for delta = 1/10, q = 1 (e^{0.2} = 1.2214 by math.exp)."""
    delta, q = Fraction(1, 10), Fraction(1)
    assert 1 + 2 * delta * q > 1
    assert abs(math.exp(0.2) - 1.2214027581601699) < 1e-15


def test_b177_t1_without_bias_breaks_the_split() -> None:
    """(B.177) on a hand-made 3-node instance in exact rationals (weights given directly as softmax outputs): node 0 in
    N (the hop group z) and 'other', node 1 outside N and 'other', node 2 outside N and in S_#. P_2 uses the biased
    weights w, T_1 as printed the unbiased w0: P_2 = 1/8 = T_1(w) + T_2 + T_3 = 0 + 0 + 1/8, while T_1(w0) = -1/6."""
    v = [Fraction(1), Fraction(2), Fraction(-1)]
    w = [Fraction(1, 2), Fraction(1, 4), Fraction(1, 4)]          # with the biases (b_z differ)
    w0 = [Fraction(1, 3), Fraction(1, 3), Fraction(1, 3)]        # without them
    inN, sharp = [True, False, False], [False, False, True]
    W_N = sum(w[s] for s in range(3) if inN[s])
    W_out = 1 - W_N
    # P_2 (B.170), S_* empty: A(N) W(S - N) - A(S - N) W(N)
    P2 = sum(v[s] * w[s] for s in range(3) if inN[s]) * W_out - sum(v[s] * w[s] for s in range(3) if not inN[s]) * W_N
    rest = [not sharp[s] for s in range(3)]

    def t1(ww: list) -> Fraction:
        return (sum(v[s] * ww[s] for s in range(3) if inN[s] and rest[s]) * W_out
                - sum(v[s] * ww[s] for s in range(3) if not inN[s] and rest[s]) * W_N)

    T2 = (sum(v[s] * w[s] for s in range(3) if inN[s] and sharp[s]) * sum(w[s] for s in range(3) if not inN[s] and sharp[s])
          - sum(v[s] * w[s] for s in range(3) if not inN[s] and sharp[s]) * sum(w[s] for s in range(3) if inN[s] and sharp[s]))
    T3 = (sum(v[s] * w[s] for s in range(3) if inN[s] and sharp[s]) * sum(w[s] for s in range(3) if not inN[s] and not sharp[s])
          - sum(v[s] * w[s] for s in range(3) if not inN[s] and sharp[s]) * sum(w[s] for s in range(3) if inN[s] and not sharp[s]))
    assert P2 == t1(w) + T2 + T3                                   # with the bias: exact
    assert t1(w0) + T2 + T3 == Fraction(-1, 24) != P2              # as printed
    assert P2 == Fraction(1, 8)


def test_a18_unlucky_v_is_not_below_one_over_sqrt_b_a_m() -> None:
    """(A.18): B = 1 (one sample, a term of size 1/a with a = 1): |V_i| = 1 surely, against 1/(1 * 1 * M) = 1/2 at
    M = 2; B = 400, M = 10, a = 1 (numpy Monte Carlo): Pr(|V_i| > 1/(sqrt(B) a M)) is about Pr(|N(0,1)| > 0.1) = 0.92."""
    assert 1.0 > 1 / (1 * 1 * 2)
    rng = np.random.default_rng(18)
    B, M = 400, 10
    v = np.abs(2 * rng.binomial(B, 0.5, size=20000) - B) / B
    assert float(np.mean(v > 1 / (math.sqrt(B) * M) + 1e-12)) > 0.85


def test_a41_split_coefficient() -> None:
    """(A.41) first '=' in exact rationals: |S^n| = 2, S_1^n = {token 0}, one lucky neuron per token with activation 1,
    a = 1, m = 4: left (1/2)(1 + 1) = 1, printed right (1/2)(1) + (1/4)(1) = 3/4; with 1/(a|S^n|) = 1/2: 1."""
    L, a, m = Fraction(2), Fraction(1), Fraction(4)
    left = (1 + 1) / (L * a)
    assert left == 1
    assert 1 / (L * a) + 1 / m == Fraction(3, 4) != left
    assert 1 / (L * a) + 1 / (L * a) == left


def test_b39_adds_a_nonnegative_sum() -> None:
    """(B.39) first '=': X = X + Y with Y = sum of activations over W_n(t); one activation 1 (a = 1): 1 != 2."""
    X, Y = Fraction(1), Fraction(1)
    assert X != X + Y


def test_a177_dropped_term_dominates_at_t0() -> None:
    """(A.177) at t = 0 (||q_1|| = 1), |S_1| = 1, |S_2| = 2, |S| = 3, |lambda| = 0.9, delta + tau = 0.5, a = 1, by hand:
    nu = 1/(e^{0.5} + 2), p = e^{0.5} nu; -|S_1| p/|S| + |S_2| 0.9 nu (|S| - |S_1|)/|S| = (3.6 - e^{0.5}) nu / 3 > 0."""
    e = math.exp(0.5)
    nu = 1 / (e + 2)
    middle = (-1 * e * nu + 2 * 0.9 * nu * 2) / 3
    assert middle > 0.17
    assert abs(middle - (3.6 - e) * nu / 3) < 1e-15


def test_a92_c0_gap_is_order_eta_to_minus_half() -> None:
    """(A.92)/(B.99): with y(0) = xi = 1, rho = kappa = 1, C_0 = 1 - int_{-inf}^0 e^{-eta u^2} du (scipy quadrature);
    1 - C_0 grows like eta^{-1/2} (x10 per factor 100 in eta), so it is not >~ eta^{-1}."""
    from scipy import integrate

    gaps = []
    for eta in (1e-2, 1e-4, 1e-6):
        val, _ = integrate.quad(lambda v: math.exp(-v * v), -np.inf, 0.0)
        c0 = 1 - val / math.sqrt(eta)
        gaps.append(1 - c0)
    assert abs(gaps[0] - 10 * math.sqrt(math.pi) / 2) < 1e-6
    for g0, g1 in zip(gaps, gaps[1:], strict=False):
        assert abs(g1 / g0 - 10) < 1e-6
    assert (1 / 1e-6) / gaps[-1] > 1e3


def test_lemmaB33_K_grows_like_T() -> None:
    """L4856 'K = Theta(1)': K >= X/K with X = eta^4 t^6 (rho = 1) gives K >= eta^2 T^3; at eta T = 1 this is 1/eta, found
    here by bisection on K^2 - X = 0 (no closed form used) for eta = 1e-2, 1e-4: K_min = 100, 1e4."""
    for eta, want in ((1e-2, 100.0), (1e-4, 1e4)):
        T = 1 / eta
        X = eta**4 * T**6
        lo, hi = 0.0, 1e12
        for _ in range(200):
            mid = (lo + hi) / 2
            if mid >= X / mid if mid > 0 else False:
                hi = mid
            else:
                lo = mid
        assert abs(hi / want - 1) < 1e-9


def test_a88_printed_exponent_is_ode_exponent_over_a() -> None:
    """(A.88) against (A.87): integrate y' = alpha + eta t r (P/2) y numerically (scipy solve_ivp, eta = 0.01, r = 1,
    P = 2, alpha = 1, y(0) = 1) to t = 30 and read d log y / d(t^2) near the end: about eta r P/4 = 0.005, while (A.88)
    prints eta r P/(4a) = 0.0005 at a = 10."""
    from scipy.integrate import solve_ivp

    eta, r, P, a = 0.01, 1.0, 2.0, 10.0
    sol = solve_ivp(lambda t, y: 1.0 + eta * t * r * (P / 2) * y, (0.0, 30.0), [1.0], rtol=1e-10, atol=1e-12,
                    dense_output=True)
    t1, t2 = 28.0, 30.0
    rate = (math.log(sol.sol(t2)[0]) - math.log(sol.sol(t1)[0])) / (t2 * t2 - t1 * t1)
    assert abs(rate - eta * r * P / 4) < 5e-4
    assert rate / (eta * r * P / (4 * a)) > 8


def test_b117_gradient_vanishes_for_a_fitted_node() -> None:
    """(B.117): one target node (y = 1), two sampled nodes, d = m_b = m_a = m = 1, a_1 = 1, W_O = 10 (margin > 1): the
    hinge loss is 0 near W_Q, so its finite-difference W_Q gradient is 0, while the printed formula (without 1[yF < 1])
    gives (-y) W_O sum_s W_V x_s p_s (W_K x_s - sum_r p_r W_K x_r) x_l != 0."""
    x = np.array([1.0, -0.5])
    xl, wk, wv, wo, bias = 0.7, 1.3, 0.8, 10.0, np.array([0.2, -0.1])

    def parts(wq: float) -> tuple[float, np.ndarray]:
        s = wk * x * wq * xl + bias
        p = np.exp(s - s.max())
        p /= p.sum()
        return wo * wv * float(p @ x), p

    def loss(wq: float) -> float:
        f = max(parts(wq)[0], 0.0)                               # a_1 Relu(W_O V), a_1 = 1
        return max(1 - f, 0.0)

    wq, h = 0.4, 1e-6
    fd = (loss(wq + h) - loss(wq - h)) / (2 * h)
    F, p = parts(wq)
    assert F > 1 and fd == 0.0
    kx = wk * x
    printed = -1 * wo * float(np.sum(wv * x * p * (kx - p @ kx))) * xl
    assert abs(printed) > 1e-2


def test_b202_indicator_at_x_l_differs() -> None:
    """(B.202): m = m_a = d = 1, a_1 = 1, W_O = W_V = 1, target feature x_l = -1, two sampled nodes x = (2, 1) with equal
    weights: W_O W_V x_l = -1 < 0 (the printed indicator 0) while the attention output W_O sum_s W_V x_s p_s = 1.5 >= 0;
    F = 1.5, y = -1 (hinge active): the true dLoss/dW_V = -y a_1 W_O sum_s p_s x_s = 1.5 (by a finite difference), the
    printed formula gives 0."""
    x, p = np.array([2.0, 1.0]), np.array([0.5, 0.5])

    def loss(wv: float) -> float:
        f = max(wv * float(p @ x), 0.0)
        return max(1 - (-1.0) * f, 0.0)

    h = 1e-6
    fd = (loss(1 + h) - loss(1 - h)) / (2 * h)
    assert abs(fd - 1.5) < 1e-6
    y, a1, wo, wv, x_l = -1.0, 1.0, 1.0, 1.0, -1.0
    printed = -y * a1 * (1.0 if wo * wv * x_l >= 0 else 0.0) * wo * float(p @ x)
    assert printed == 0.0


def test_a174_gradient_vanishes_for_a_fitted_sample() -> None:
    """(A.174): one sample, one token, all dimensions 1, a = 1, W_O = 10, W_V = 1, x = 1, y = 1: F = 10 > 1, so the hinge
    loss is 0 near W_V (finite difference 0) while the printed -y a 1[W_O V >= 0] W_O x = -10."""
    def loss(wv: float) -> float:
        return max(1 - 1.0 * max(10.0 * wv * 1.0, 0.0), 0.0)

    h = 1e-6
    assert (loss(1 + h) - loss(1 - h)) / (2 * h) == 0.0
    assert -1.0 * 1.0 * 1.0 * 10.0 * 1.0 == -10.0


def test_b33_unlucky_v_lower_quantile() -> None:
    """(B.33): V = (1/B) sum_n eps_n / a, a = sqrt(m), Rademacher eps_n. B = 100, m = 1: by exact enumeration of the
    binomial (math.comb), Pr(V < -0.1) = Pr(K < 45) ~ 0.136 > 1e-3: the printed -1/sqrt(Ba) = -0.1 is crossed with
    probability above any small delta; at m = 1e4 (a = 100) Pr(V < -1/sqrt(B a)) = Pr(K < 5) is below 1e-20 (the
    crossing goes away as m grows); every sign -1 gives V = -1/a, below -1/sqrt(Ba) only while m < B^2."""
    B = 100

    def p_below(thr: float, a: float) -> float:     # Pr((2K - B) / (B a) < thr)
        return sum(math.comb(B, k) for k in range(B + 1) if (2 * k - B) / (B * a) < thr - 1e-15) / 2**B

    assert 0.1 < p_below(-1 / math.sqrt(B * 1.0), 1.0) < 0.2
    a = math.sqrt(1e4)
    assert p_below(-1 / math.sqrt(B * a), a) < 1e-20
    assert -1 / math.sqrt(B**2 / 2) < -1 / math.sqrt(B * math.sqrt(B**2 / 2))
    assert -1 / math.sqrt(2.0 * B**2) > -1 / math.sqrt(B * math.sqrt(2.0 * B**2))


def test_a77_union_bound_does_not_give_mb() -> None:
    """(A.77)'s 'with probability at least 1 - (mB)^{-c}': the event of (A.75) alone fails with a probability that does
    not depend on m. Exact enumeration with math.comb: B = 2, Pr(|mean y| >= sqrt(log 2 / 2)) = 1/2; B = 100, about
    0.04 (> 100^{-1}); so for c = 1/2, (mB)^{-c} < Pr(fail) once m >= 2 at B = 100, and for any c once m is large."""
    def fail(B: int) -> Fraction:
        thr = math.sqrt(math.log(B) / B)
        return Fraction(sum(math.comb(B, k) for k in range(B + 1) if abs(2 * k - B) / B >= thr), 2**B)

    assert fail(2) == Fraction(1, 2)
    p100 = float(fail(100))
    assert 0.03 < p100 < 0.05
    for c in (0.1, 0.5, 1.0):
        m = 10 ** math.ceil((math.log10(1 / p100) / c) - 2 + 1)   # (100 m)^{-c} < p100
        assert (100 * m) ** (-c) < p100


def test_a58_uniform_attention_gives_one_minus_alpha() -> None:
    """(A.58): with equal logits the softmax puts 1/L on each of L tokens; one label-relevant token gives p_n = 1/L
    (computed as a softmax with numpy at logits 0), zeta = 1/L = alpha_*, and (1 - zeta)/(alpha_*(1 - alpha_*)) = L:
    no constant bounds it."""
    for L in (10, 1000, 100000):
        w = np.exp(np.zeros(L))
        w = w / w.sum()
        zeta = float(w[:1].sum())
        alpha = 1 / L
        assert abs(zeta - alpha) < 1e-12
        assert abs((1 - zeta) / (alpha * (1 - alpha)) - L) < 1e-6 * L


def test_b52_deficit_is_eta_to_the_c_over_two() -> None:
    """(B.52) second '>=': with (3.8)'s T = eta^{-1/2} (eps_0 = delta = 0) and C = 2, x = T^2 = 1/eta exactly, so the
    deficit 1 - x/(x + 1) = eta/(1 + eta) (Fractions), against eta^C = eta^2: the ratio 1/(eta(1 + eta)) grows
    without bound."""
    ratios = []
    for k in (2, 4, 8):
        eta = Fraction(1, 10**k)
        x = 1 / eta
        deficit = 1 - x / (x + 1)
        assert deficit == eta / (1 + eta)
        ratios.append(deficit / eta**2)
    assert ratios[0] > 99 and ratios[2] > 10**7


def test_a50_phi_tail_is_eta_to_three_c_over_five() -> None:
    """(A.50): |S| = 2, |S_1| = 1, delta + tau = 0, C = 1 (e^{||q||^2} = T), T = eta^{-3/5}/alpha = 2 eta^{-3/5}:
    phi_n(T)(|S| - |S_1|) = 1/(T + 1) (Definition A.2.2 by hand), against eta: with eta = 10^{-5k} (T exact: 2 10^{3k})
    the ratio (1/(T + 1))/eta = 10^{5k}/(2 10^{3k} + 1) grows like 10^{2k}/2."""
    ratios = []
    for k in (1, 2, 3):
        eta = Fraction(1, 10 ** (5 * k))
        T = 2 * 10 ** (3 * k)
        ratios.append(Fraction(1, T + 1) / eta)
    assert ratios[0] > 49 and ratios[2] > 4.9e5
