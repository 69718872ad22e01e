"""Second paths for the proof displays of thesis Appendices E-F (shared/seeds/003_84cf0eb31e2dc802.txt) encoded in
checks/papers/thesis/appEF_steps.py.

Each test reproduces a violation at an explicit instance without importing the claim's measurement or bound: exact
rational arithmetic, closed forms, another integrator or Monte Carlo.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np


def _binom_upper_exact(k: int, n: int, p: Fraction) -> Fraction:
    """Pr(Binomial(n, p) >= k) as an exact rational."""
    return sum((Fraction(math.comb(n, j)) * p**j * (1 - p) ** (n - j) for j in range(k, n + 1)), Fraction(0))


def _check_upper_tail() -> None:
    """(E.3) L7985 / (F.3) L9240: for gamma in [0, 1/p - 1], Pr(p_hat >= (1 + gamma) p) <= e^{-m p gamma^2/3}."""
    for m, p in ((1, Fraction(1, 10)), (10, Fraction(1, 10)), (5, Fraction(1, 20))):
        gamma = 1 / p - 1  # the top of the printed range: threshold (1 + gamma) p = 1
        tail = _binom_upper_exact(math.ceil((1 + gamma) * p * m), m, p)
        assert tail == p**m
        assert float(tail) > math.exp(-m * float(p) * float(gamma) ** 2 / 3)
        # the valid form exp(-m p gamma^2/(2 + gamma)) holds there
        assert float(tail) <= math.exp(-m * float(p) * float(gamma) ** 2 / (2 + float(gamma)))
    # for gamma <= 1 the printed form holds (m = 200, p = 1/4, gamma = 1/2)
    m, p, gamma = 200, Fraction(1, 4), Fraction(1, 2)
    assert float(_binom_upper_exact(math.ceil((1 + gamma) * p * m), m, p)) <= math.exp(-m * 0.25 * 0.25 / 3)


def test_chernoff_upper_tail_E3_fails_for_gamma_above_one() -> None:
    _check_upper_tail()


def test_chernoff_upper_tail_F3_fails_for_gamma_above_one() -> None:
    # (F.3) restates (E.3) verbatim
    _check_upper_tail()


def test_eqE55_softmax_step_fails() -> None:
    # (E.55) L8189: n1 e^{c+X^2}/(n1 e^{c+X^2} + n2 e^{X^2/M1}) >= 1 - ((2-alpha)/alpha) e^{-X^2}
    # alpha = 1 (n1 = n2 = 5), M1 = 2, c = delta^2 = 0.04, X = 3; in 50-digit decimal arithmetic
    from decimal import Decimal, getcontext

    getcontext().prec = 50
    n1 = n2 = Decimal(5)
    X2, c, M1 = Decimal(9), Decimal("0.04"), Decimal(2)
    mid = n1 * (c + X2).exp() / (n1 * (c + X2).exp() + n2 * (X2 / M1).exp())
    printed = 1 - (n2 / n1) * (-X2).exp()
    assert mid < printed - Decimal("0.01")  # 0.98944 < 0.99988
    # the bound that does hold keeps e^{X^2/M1}: 1 - (n2/n1) e^{-(1 - 1/M1) X^2 - c}
    assert mid >= 1 - (n2 / n1) * (-(1 - 1 / M1) * X2 - c).exp()
    # and for every Theta(delta^2) constant the step fails once X^2/M1 exceeds it
    for kappa in (Decimal(1), Decimal(100), Decimal(10000)):
        c = kappa * Decimal("0.04")
        X2 = 2 * M1 * c + 10
        y = (n2 / n1) * (X2 / M1 - c - X2).exp()
        assert y / (1 + y) > (n2 / n1) * (-X2).exp()  # 1 - middle > 1 - printed bound (complements: no rounding)


def test_eqE109_expansion_step_fails() -> None:
    # (E.109) L8458, third -> fourth line; R = 1/2, alpha = alpha' = 1, M1 = 4, eps = 1/10
    R, alpha, alpha_p, M1, eps = Fraction(1, 2), Fraction(1), Fraction(1), 4, Fraction(1, 10)
    third = 1 - (1 - R - Fraction(2) / (alpha_p * M1) + 2 * R / (alpha_p * M1)) * (
        1 + eps + Fraction(4) / (alpha * M1) + 4 * eps / (alpha * M1))
    fourth = (R + Fraction(2) / (alpha_p * M1) - 2 * R / (alpha_p * M1)
              - (1 - R - Fraction(2) / (alpha_p * M1)) * (eps + (4 + 4 * eps) / (alpha * M1)))
    assert third == Fraction(9, 20) and fourth == Fraction(3, 4)
    assert not third >= fourth
    # the gap is exactly R * (2/(alpha' M1)) * (eps + (4 + 4 eps)/(alpha M1)) > 0 (random rationals)
    rng = np.random.default_rng(0)
    for _ in range(50):
        R, eps = Fraction(int(rng.integers(1, 99)), 100), Fraction(int(rng.integers(1, 99)), 100)
        al, alp = Fraction(int(rng.integers(1, 100)), 100), Fraction(int(rng.integers(1, 100)), 100)
        M1 = int(rng.integers(8, 1000))
        a, v = Fraction(2) / (alp * M1), eps + (4 + 4 * eps) / (al * M1)
        third = 1 - (1 - R - a + R * a) * (1 + v)
        fourth = R + a - R * a - (1 - R - a) * v
        assert fourth - third == R * a * v > 0


def test_eqE106_and_eqE80_equalities_fail() -> None:
    # (E.106) L8438: sqrt(1/M1 + (1/M2^2) M2) = 1/sqrt(M2); M1 = M2 = 4: sqrt(1/2) vs 1/2
    lhs_sq, rhs_sq = Fraction(1, 4) + Fraction(4, 16), Fraction(1, 4)
    assert lhs_sq == Fraction(1, 2) != rhs_sq
    # (E.80) L8323 with G outside the root: 1 + 1/M1 + 1/M1^2 + 1/M2 vs 1 + 1/M1 + 1/M2 (squares); M1 = M2 = 2
    assert Fraction(1) + Fraction(1, 2) + Fraction(1, 4) + Fraction(1, 2) != Fraction(1) + Fraction(1, 2) + Fraction(1, 2)
    # as typeset (G under the root in the last term): G = 1/10, M1 = M2 = 2
    G = Fraction(1, 10)
    assert Fraction(1) + Fraction(1, 2) + Fraction(1, 4) + G / 2 != (Fraction(2)) * G**2


def test_angle_mean_is_not_zero() -> None:
    # L9116: theta = angle between a uniform direction on S^{d-1} and a fixed vector; 'E[theta] = 0'
    rng = np.random.default_rng(1)
    for d in (2, 3, 10):
        w = rng.standard_normal((200_000, d))
        cos = w[:, 0] / np.linalg.norm(w, axis=1)
        theta = np.arccos(np.clip(cos, -1, 1))
        assert abs(theta.mean() - math.pi / 2) < 0.01  # Monte Carlo: pi/2
        pos = theta[cos > 0]  # given i in W_n (positive inner product)
        assert pos.mean() > 0.3
    assert abs(np.arccos(np.cos(np.linspace(0, math.pi, 100001))).mean() - math.pi / 2) < 1e-4  # d = 2 exactly


def test_zero_deviation_chernoff_tends_to_one_half() -> None:
    # (E.112) L8487 / (E.115) L8493: Pr(count <= l alpha/2) <= M1^{-C}, Pr(count >= l/M2) <= M1^{-C}, "for some C > 0",
    # given l >= Theta(max{M1, M2} log M1). At the mean the probability stays near 1/2 for every l (exact rationals).
    def cdf(k: int, n: int, p: Fraction) -> Fraction:
        return sum((Fraction(math.comb(n, j)) * p**j * (1 - p) ** (n - j) for j in range(k + 1)), Fraction(0))

    for n, p in ((400, Fraction(1, 4)), (1200, Fraction(1, 10)), (2000, Fraction(1, 2))):
        lower = cdf(math.floor(n * p), n, p)  # (E.112): Pr(S <= n p)
        upper = 1 - cdf(math.ceil(n * p) - 1, n, p)  # (E.115): Pr(S >= n p)
        assert lower > Fraction(1, 2) and upper > Fraction(1, 2)  # integer mean: the median
    # any fixed C > 0 fails once M1^{-C} < 1/2, e.g. C = 0.1 at M1 = 10^4: 0.398 < 1/2
    assert 1e4 ** -0.1 < 0.5


def test_eqF59_hoeffding_step_fails() -> None:
    # (F.59) L9577: Pr(mean >= alpha' B2 + c rho alpha' B1) <= e^{-l rho c^2 alpha' B1}
    # alpha' = 1, B1 = 1/2, B2 = 9/20 (= (1 - rho) B1), rho = 1/10, c = 1/2, l = 1000: exact rational tail
    n, p = 1000, Fraction(9, 20)
    thr = Fraction(9, 20) + Fraction(1, 2) * Fraction(1, 10) * Fraction(1, 2)  # 0.475
    k = math.ceil(thr * n)
    tail = sum((Fraction(math.comb(n, j)) * p**j * (1 - p) ** (n - j) for j in range(k, n + 1)), Fraction(0))
    printed = math.exp(-n * 0.1 * 0.25 * 0.5)  # e^{-12.5}
    assert float(tail) > 1e3 * printed
    assert float(tail) <= math.exp(-2 * n * 0.025**2)  # Hoeffding's exp(-2 l t^2) holds


def test_eqF10_lower_exceeds_upper() -> None:
    # (F.10) L9347-L9352 per prompt; K = 4, M = 3, alpha = 1, p = 1/2 (exact rationals)
    K, M, a, p = 4, 3, Fraction(1), Fraction(1, 2)
    r = a * a / K**2
    lower = Fraction(1, K * M) * p * (1 - p) ** 2 * (1 + (2 - K) * r) + (1 - p) ** 2 * a * a / K**3
    upper = Fraction(1, K * M) * p * (1 - p) ** 2 * (2 - K + (2 - K) * r) + (1 - p) ** 2 * p * (1 + r) / K
    assert lower > upper
    assert upper - lower == (1 - p) ** 2 / K * (p * (Fraction(1 - K, M) + 1 + r) - r)
    # K >= M + 1: incompatible for every p < 1 (grid)
    for K, M in ((2, 1), (5, 4), (12, 3)):
        r = a * a / K**2
        for j in range(1, 100):
            p = Fraction(j, 100)
            assert (1 - p) ** 2 / K * (p * (Fraction(1 - K, M) + 1 + r) - r) < 0


def test_eqE110_gradient_without_hinge_indicator() -> None:
    # (E.110) L8470-L8479: dl/dW_Q for l = max(0, 1 - zF) printed without 1[zF < 1]; numpy forward + central
    # differences (no torch, no claim code). d = 2, l = 1 context + query, m = 1 neuron with a_1 = +1, W_V = I.
    rng = np.random.default_rng(3)
    P = rng.standard_normal((2, 2))
    WK = rng.standard_normal((2, 2))
    pq = P[:, -1]
    WQ = 0.5 * np.eye(2)

    def att_of(W: np.ndarray) -> np.ndarray:
        x = P.T @ WK.T @ (W @ pq)
        e = np.exp(x - x.max())
        return e / e.sum()

    for wo_scale in (0.1, 1.0):  # F = 0.24 (active hinge) and F = 2.44 (z F > 1) with z = +1
        WO = wo_scale * np.array([1.0, 1.0])

        def loss(W: np.ndarray, WO: np.ndarray = WO) -> float:
            return max(0.0, 1 - max(0.0, float(WO @ (P @ att_of(W)))))

        att = att_of(WQ)
        vals = WO @ P  # W_O W_V p_s
        Kp = WK @ P
        printed = -1.0 * float(vals @ att >= 0) * np.outer((Kp - (Kp @ att)[:, None]) @ (vals * att), pq)
        h, fd = 1e-6, np.zeros((2, 2))
        for i in range(2):
            for j in range(2):
                E = np.zeros((2, 2))
                E[i, j] = h
                fd[i, j] = (loss(WQ + E) - loss(WQ - E)) / (2 * h)
        F = float(WO @ (P @ att))
        if F < 1:
            assert np.allclose(printed, fd, atol=1e-7)
        else:
            assert np.allclose(fd, 0.0) and np.linalg.norm(printed) > 1e-3  # the printed gradient is not 0


def test_eqE217_cap_chain() -> None:
    # (E.217) L9074: int_{1-1/M}^1 (1-t)^{-1/2} dt printed as 2/sqrt(M) - 2/M; mpmath quadrature
    import mpmath

    for M in (2, 4, 100):
        val = mpmath.quad(lambda t: (1 - t) ** -0.5, [1 - mpmath.mpf(1) / M, 1])
        assert abs(val - 2 / mpmath.sqrt(M)) < 1e-8  # tanh-sinh at the endpoint singularity
        assert abs(val - (2 / mpmath.sqrt(M) - mpmath.mpf(2) / M)) > 1e-3
        # the printed value is the integral over [1 - 1/M, 1 - 1/M^2]
        alt = mpmath.quad(lambda t: (1 - t) ** -0.5, [1 - mpmath.mpf(1) / M, 1 - mpmath.mpf(1) / M**2])
        assert abs(alt - (2 / mpmath.sqrt(M) - mpmath.mpf(2) / M)) < 1e-8
    # first step under (E.216) phi <= pi/2 - Theta(1/M): d = M = 10, phi = pi/4 (regularised incomplete beta by mpmath)
    d, M = 10, 10
    lhs = mpmath.betainc((d - 1) / 2, 0.5, 0, mpmath.sin(mpmath.pi / 4) ** 2, regularized=True)
    rhs = mpmath.betainc((d - 1) / 2, 0.5, 0, mpmath.cos(mpmath.mpf(1) / M) ** 2, regularized=True)
    assert lhs < rhs - 0.5


def test_eqF25_ratio_is_one_over_alpha_at_u_zero() -> None:
    """(F.25), L9420: 1 - p_n(t+1) >= (1 - alpha)/(alpha e^u + 1 - alpha) >~ ((1 - alpha)/alpha) e^{-u}. At u = 0 (exact
    rationals, no repository code) the middle term is 1 - alpha while the printed shape is (1 - alpha)/alpha: their
    ratio is exactly 1/alpha, unbounded as alpha -> 0, so no single constant makes the '>~' hold on alpha in (0, 1);
    with p_n(t+1) >= 1/2 (alpha e^u >= 1 - alpha) the ratio is at most 2."""
    from fractions import Fraction

    for k in range(1, 7):
        a = Fraction(1, 10**k)
        middle = (1 - a) / (a * 1 + (1 - a))  # e^0 = 1
        shape = (1 - a) / a
        assert middle == 1 - a
        assert shape / middle == 10**k
    # the regime p_n >= 1/2: alpha = 1/10, u with e^u = 9 (p_n = 1/2 exactly) and e^u = 90
    a = Fraction(1, 10)
    for eu in (Fraction(9), Fraction(90)):
        middle = (1 - a) / (a * eu + (1 - a))
        shape = (1 - a) / a / eu
        assert shape / middle <= 2
