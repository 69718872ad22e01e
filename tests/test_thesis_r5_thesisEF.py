"""Second paths and unit checks for checks/papers/thesis/r5_thesisEF.py (thesis Apps. E-F,
shared/seeds/003_84cf0eb31e2dc802.txt). The erratum tests below write the printed lines out by hand, in exact
rationals or mpmath, and import no code of the claims."""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import pytest


def test_eqE56_recursion_step_fails() -> None:
    """L8191-L8193 (E.56): gamma_T <= ((2-alpha)/alpha) e^{-(h sum_{b<T} gamma_b)^2} at every T does not give
    gamma_T <= gamma_{T-1} e^{-h^2 (2 gamma_{T-1} sum_{b<=T-2} gamma_b + gamma_{T-1}^2)}."""
    mpmath.mp.dps = 40
    alpha, h = mpmath.mpf(1), mpmath.mpf(1)

    def cap(S: mpmath.mpf) -> mpmath.mpf:
        return (2 - alpha) / alpha * mpmath.exp(-(h * S) ** 2)

    g0 = mpmath.mpf(1)
    assert g0 <= cap(0)
    g1 = mpmath.mpf("0.01")
    assert g1 <= cap(g0)  # e^{-1} = 0.37
    g2 = cap(g0 + g1)  # at its bound: e^{-1.0201}
    last = g1 * mpmath.exp(-h**2 * (2 * g1 * g0 + g1**2))
    assert abs(g2 - mpmath.mpf("0.36055888")) < 1e-7
    assert abs(last - mpmath.mpf("0.00980100")) < 1e-7
    assert g2 > 30 * last
    # with every gamma_t at its bound (the (E.57) regime) the last '=' is an identity
    gs = [cap(0)]
    for _ in range(4):
        gs.append(cap(sum(gs)))
    for T in range(2, 5):
        assert abs(gs[T] - gs[T - 1] * mpmath.exp(-h**2 * (2 * gs[T - 1] * sum(gs[:T - 1]) + gs[T - 1] ** 2))) < 1e-30


def _e107(M1: int, al: Fraction, ap: Fraction, eps: Fraction, sqrt_m1: Fraction) -> tuple[Fraction, Fraction]:
    """The first two lines of (E.107) with 1/sqrt(M1) given (a rational enclosure suffices: both lines are
    monotone in it the same way)."""
    a, c = 2 / (ap * M1), 2 / (al * M1)
    b = 1 / sqrt_m1
    return 1 - (1 - a) * (1 - eps) / (1 - c) * (1 - b), 1 - (1 - a) * (1 - eps) * (1 - b)


@pytest.mark.parametrize(("M1", "al", "ap", "eps"), [
    (3, Fraction(9, 10), Fraction(3, 5), Fraction(1, 10)),  # 2/(alpha' M1) = 10/9 > 1, alpha' = 0.6 >= 3^{-1/2}
    (100, Fraction(1), Fraction(1), Fraction(2)),  # eps = 2 > 1
    (10, Fraction(1, 10), Fraction(1), Fraction(1, 10)),  # 1 - 2/(alpha M1) = -1 < 0
])
def test_eqE107_first_step_fails_outside_small_regime(M1: int, al: Fraction, ap: Fraction, eps: Fraction) -> None:
    """L8444-L8450: line 1 <= line 2 of (E.107) fails; sqrt(M1) is bracketed by rationals."""
    assert ap * ap * M1 >= 1  # alpha' >= M1^{-1/2}
    r = mpmath.sqrt(M1)
    lo, hi = Fraction(int(r * 10**9), 10**9), Fraction(int(r * 10**9) + 1, 10**9)
    for s in (lo, hi):
        one, two = _e107(M1, al, ap, eps, s)
        assert one > two
    one, two = _e107(3, Fraction(9, 10), Fraction(3, 5), Fraction(1, 10), Fraction(17320508, 10**7))
    assert abs(float(one) - 1.1630) < 1e-3 and abs(float(two) - 1.0423) < 1e-3


def test_eqE107_first_step_holds_in_small_regime() -> None:
    """The same lines with every small quantity in (0, 1): line 1 <= line 2."""
    for M1 in (4, 10, 1000):
        for al in (Fraction(1, 2) + Fraction(2, M1), Fraction(1)):
            for eps in (Fraction(1, 100), Fraction(99, 100)):
                ap = Fraction(1)
                s = Fraction(int(mpmath.sqrt(M1) * 10**9), 10**9)
                one, two = _e107(M1, al, ap, eps, s)
                assert one <= two


def test_poly_identities_hold_by_hand() -> None:
    """(F.81), (F.100), (F.138) expanded by hand at a few rational points."""
    for K in (1, 2, 5):
        for M in (1, 3, 7):
            for a in (Fraction(1, 3), Fraction(1)):
                for p in (Fraction(1, 5), Fraction(2, 3)):
                    a2 = a * a / K**2
                    l = 7
                    f81_1 = (-4 * p * (1 - p) ** 2 * (1 + a2) + Fraction(1, l) * (1 - a) / K * (-4 * p)
                             + Fraction(1, l) * (1 - a) / K * (1 - p) * (-2 - 4 * p) * (K - 1))
                    f81_2 = (-4 * p * (1 - p) ** 2 * (1 + a2)
                             + Fraction(2, l * K) * (1 - a) * (-(K - 1) - (K + 1) * p + 2 * p * p * (K - 1)))
                    assert f81_1 == f81_2
                    f100_1 = (Fraction(1, K * M) * (-4 - 2 * (K - 1) * (1 - p) * (1 + a2)) * p * (1 - p)
                              + (Fraction(1, K) - Fraction(1, M)) * p * (1 - p) ** 2 * (1 + a2))
                    f100_2 = (Fraction(1, K * M) * (-4 - (3 * K - 2) * (1 - p) * (1 + a2)) * p * (1 - p)
                              + Fraction(1, K) * p * (1 - p) ** 2 * (1 + a2))
                    assert f100_1 == f100_2
                    f138_1 = -Fraction(1, M) * ((-4 - (3 * K - 2) * (1 - p) * (1 + a2)) * p * (1 - p)
                                                - (2 - K) * (1 + a2) * p * (1 - p) ** 2)
                    f138_2 = Fraction(1, M) * (4 + 2 * K * (1 - p) * (1 + a2)) * p * (1 - p)
                    assert f138_1 == f138_2


# test_claims_run_and_mutants_die (round 27, perf: removed): it ran thesis.ch7.eqF.81, eqF.24, ch6.eqE.100,
# eqE.107-last (expect holds) and eqE.56 (erratum as printed) under ci and one planted mutant of each of the first
# four: the ci run (`pytest checks --thmcheck-profile ci`, their expectations) and tests/test_mutants.py (every
# planted mutant of every claim under ci) run exactly these, and more.


def test_eqE227_angle_hoeffding_tail_is_large_at_small_d() -> None:
    """L9116-L9120 (E.227): d_X = M1 + M2 = 3 (M1 = 2, M2 = 1), m = ceil(M^2 log M1) = 7 neurons. In R^3 the angle to
    a fixed axis has density sin(theta)/2, so given theta < pi/2 its mean is int_0^{pi/2} theta sin(theta) = 1 exactly.
    Pr(|mean over W_n - 1| > sqrt(log 2/7)) is far above 2^{-10}."""
    import numpy as np

    rng = np.random.default_rng(20261129)
    m, reps = 7, 20000
    t = float(np.sqrt(np.log(2) / m))
    v = rng.normal(size=(reps, m, 3))
    cos = v[..., 0] / np.linalg.norm(v, axis=-1)
    ang = np.arccos(cos)
    pos = cos > 0
    n = pos.sum(axis=1)
    keep = n > 0
    mean = (ang * pos).sum(axis=1)[keep] / n[keep]
    frac = float(np.mean(np.abs(mean - 1.0) > t))
    assert frac > 0.1 > 2.0**-10
    # the exact conditional mean, by the closed form [sin - theta cos]_0^{pi/2} = 1
    assert abs(float(np.mean(ang[pos])) - 1.0) < 0.01


def test_eqF71_depends_on_p_i() -> None:
    """L9633-L9635 (F.71): p~^T p~_query does not involve p~_i, its printed right side does. Orthonormal coordinates:
    x block e_0, e_1; y block e_2, e_3; positional encodings e_4, e_5 (orthogonal to patterns and labels)."""
    def e(*idx: int) -> list[int]:
        v = [0] * 6
        for i in idx:
            v[i] += 1
        return v

    def dot(u: list[int], v: list[int]) -> int:
        return sum(a * b for a, b in zip(u, v, strict=True))

    p = e(0, 2, 4)  # TRR mu_1, label mu_1, PE c_1
    q = e(0, 4)  # query: TRR mu_1, label 0, PE c_1
    for pe_i, rhs in ((4, 2), (5, 1)):  # p~_i at c_1, then at c_2
        p_i = e(1, 3, pe_i)
        printed = int(p[0] == q[0] == 1) + int(p[4:] == p_i[4:])  # 1[TRR(p) = TRR(q)] + 1[PE(p) = PE(p_i)]
        assert printed == rhs
        assert dot(p, q) == 2
    assert dot(p, q) != 1  # the printed right side with p~_i at c_2


def test_eqF82_ratio_grows_with_K() -> None:
    """L9675-L9679 (F.82): at p = alpha/K and l = ceil(C sqrt(K)/alpha) the ratio of the two printed sides grows like
    sqrt(K); exact rationals (sqrt(K) taken at perfect squares)."""
    alpha = Fraction(1, 2)
    ratios = []
    for r in (10, 100, 1000):
        K = r * r
        p = alpha / K
        ell = 2 * r  # ceil(1 * sqrt(K)/alpha)
        lhs = Fraction(2, K * ell) * (1 - alpha) * K * (1 - p)
        rhs = abs((-(1 - p) * p + (1 - p) ** 2 * alpha**2 / K**2) * (1 - p))
        ratios.append(lhs / rhs)
    assert ratios[1] > 9 * ratios[0] and ratios[2] > 9 * ratios[1]
    assert float(ratios[2]) > 400


def test_u_growth_sentence_fails_without_K() -> None:
    """L9422-L9424: u(t+1) = u(t) + (eta/(KM)) (1-p)^2 p, p = 1/(1 + c e^{-u}), c = (1-alpha)/alpha, u(0) = 0. By the ODE
    du/ds = c^2 e^{-2u} (1 + c e^{-u})^{-3} (s = eta t/(KM)), e^{2u} ~ 2 c^2 s: the sentence's bound (1/2) log(eta c^2 t/M)
    exceeds u by ~ (1/2) log(K/2). Integrated here with a different method (RK4 on the ODE in s) and compared."""
    alpha, K, M, eta, t = 0.5, 10, 1, 1.0, 10**4
    c = (1 - alpha) / alpha
    s_end = eta * t / (K * M)

    def f(u: float) -> float:
        p = 1 / (1 + c * math.exp(-u))
        return (1 - p) ** 2 * p

    u, n = 0.0, 4000
    ds = s_end / n
    for _ in range(n):
        k1 = f(u)
        k2 = f(u + ds * k1 / 2)
        k3 = f(u + ds * k2 / 2)
        k4 = f(u + ds * k3)
        u += ds * (k1 + 2 * k2 + 2 * k3 + k4) / 6
    printed = 0.5 * float(mpmath.log(eta * c**2 * t / M))
    with_k = 0.5 * float(mpmath.log(eta * c**2 * t / (K * M)))
    assert abs(u - 3.729) < 0.02
    assert u < printed - 0.8
    assert u > with_k


def _softmax_groups(K: int, n: int, a: int, x: tuple) -> dict:
    """Softmax of one column per group for l = K n columns: A (a columns), B ((K-1) a), C (n - a), D ((K-1)(n - a))."""
    counts = {"A": a, "B": (K - 1) * a, "C": n - a, "D": (K - 1) * (n - a)}
    logit = dict(zip("ABCD", x, strict=True))
    Z = sum(counts[g] * mpmath.exp(logit[g]) for g in counts)
    return {g: mpmath.exp(logit[g]) / Z for g in counts}


def test_eqF142_softmax_group_weight() -> None:
    """L10010 (F.142): K = 3, alpha = 1/2 (n = 2, a = 1), l = 6, all logits 0: every column has softmax 1/6; the
    printed value is (1/6)/(1/6 + 1/6 + (1/3 - 1/6)(1 + 2)) = 1/5."""
    sm = _softmax_groups(3, 2, 1, (0, 0, 0, 0))
    assert all(abs(v - mpmath.mpf(1) / 6) < 1e-30 for v in sm.values())
    K, al, ell = 3, Fraction(1, 2), 6
    printed = 1 / (ell * (al / K + al / K + (Fraction(1, K) - al / K) * (1 + (K - 1))))
    assert printed == Fraction(1, 5)


def test_eqF144_softmax_group_weight() -> None:
    """L10018 (F.144): the same prompt; the printed value (1/6)/(1/6 + (1/3 - 1/6)(2 + 1) + 1/6) = 1/5, not 1/6; at
    K = 2 (one other step) the group weight alpha/K is right and the value is exact."""
    K, al, ell = 3, Fraction(1, 2), 6
    printed = 1 / (ell * (al / K + (Fraction(1, K) - al / K) * (K - 1 + 1) + al / K))
    assert printed == Fraction(1, 5)
    sm = _softmax_groups(2, 2, 1, (0.3, -0.2, 0.5, 0.1))
    s2, s4, s6 = 0.3 - 0.1, -0.2 - 0.1, 0.5 - 0.1
    val = 1 / (4 * (0.25 * mpmath.exp(s2) + 0.25 * (1 + mpmath.exp(s6)) + 0.25 * mpmath.exp(s4)))
    assert abs(val - sm["D"]) < 1e-12


def test_eqE48_sum_b_zero_at_T1() -> None:
    """L8157-L8159 (E.48): at T = 1 the middle line eta sum_{b=0}^{0} (...) b is 0 while the right side
    delta^2 (beta^2+1) alpha^2 (eta T)^3 M1/a^2 is 1 (all parameters 1, beta = 0); for T >= 2 the ratio is (T-1)/(8T)."""
    def middle(T: int, M1: int, d: Fraction, be: Fraction, al: Fraction, eta: Fraction, a: Fraction) -> Fraction:
        tot = Fraction(0)
        for b in range(T):
            tot += M1 * d * d * (be * be + 1) * (al * eta * T / (2 * a)) * (al * eta * b / (2 * a))
        return eta * tot

    one = Fraction(1)
    assert middle(1, 1, one, Fraction(0), one, one, one) == 0
    right = one**2 * (0 + 1) * one**2 * (one * 1) ** 3 * 1 / one**2
    assert right == 1
    for T in (2, 3, 10, 101):
        d, be, al, eta, a, M1 = Fraction(1, 3), Fraction(2), Fraction(1, 2), Fraction(1, 4), Fraction(5), 7
        r = d * d * (be * be + 1) * al * al * (eta * T) ** 3 * M1 / (a * a)
        assert middle(T, M1, d, be, al, eta, a) / r == Fraction(T - 1, 8 * T)


def test_eqF26_last_link_gap() -> None:
    """L9424 (F.26): line 2 + (eta/(KM))(1-p)^2 p >= line 3 needs (eta/(KM))(1-p)^2 p >= (1/2) log(2 eta (t+1)/t);
    at eta = K = M = 1 the left side is at most 4/27 < (1/2) log 2, for every p and t (mpmath, p on a grid)."""
    mpmath.mp.dps = 30
    alpha = mpmath.mpf(1) / 4
    c2 = ((1 - alpha) / alpha) ** 2
    for t in (1, 7, 100, 10**5):
        for k in range(1, 200):
            p = mpmath.mpf(k) / 200
            line2 = mpmath.log(c2 * t / 2) / 2 + (1 - p) ** 2 * p
            line3 = mpmath.log(c2 * (t + 1)) / 2
            assert line3 - line2 > mpmath.log(2) / 2 - mpmath.mpf(4) / 27 - mpmath.mpf(10) ** -20
    assert mpmath.log(2) / 2 - mpmath.mpf(4) / 27 > mpmath.mpf("0.198")


def test_eqE112_count_at_its_mean() -> None:
    """L8487, L8493 (E.112), (E.115): a Binomial(l, p) count is <= (and >=) its mean l p with probability >= ~1/2,
    by exact sums of math.comb terms; M1^{-C} < 1/2 once M1 > 2^{1/C}, for every C > 0 (and l = M1 log M1 only grows)."""
    from math import comb

    for ell in (4, 25, 300, 1001):
        half = Fraction(1, 2) ** ell
        below = sum(comb(ell, k) for k in range(ell // 2 + 1)) * half  # Pr(X <= l/2), p = 1/2 (alpha = 1)
        above = sum(comb(ell, k) for k in range(-(-ell // 2), ell + 1)) * half  # Pr(X >= l/2), p = 1/M2 = 1/2
        assert below >= Fraction(1, 2) and above >= Fraction(1, 2)
    for ell in (100, 400, 1200):  # alpha = 1/2: p = 1/4, Pr(X <= l/4)
        pr = sum(comb(ell, k) * Fraction(1, 4) ** k * Fraction(3, 4) ** (ell - k) for k in range(ell // 4 + 1))
        assert pr > Fraction(2, 5)
    for C in (0.1, 1.0, 10.0):
        M1 = int(2 ** (1 / C)) + 2
        assert M1 ** (-C) < 0.5
