"""Second paths for the softlin errata: each reproduces the violation at an explicit instance WITHOUT the claim's
bound (thmcheck.bounds.softlin) or measurement (thmcheck.models.softlin, thmcheck.checks.papers.softlin): the data sets are rebuilt here from
the printed definitions, and the quantities are computed by numpy, exact fractions, mpmath or brute force.

Paper: shared/seeds/001_afd2d45b92d0ae3d.txt (Deng, Song, Yuan, Zhou, "Why Softmax Attention Outperforms Linear
Attention"); line numbers Lnnn refer to it.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import mpmath
import numpy as np


def _def_d1(n: int, d: int, a: float, b: float, c: float, j3: int) -> np.ndarray:
    """Definition D.1 (L522-L556), rebuilt: column 1 = a sqrt(log n) e_{j3}; columns 2..d-1 = t stacked I_{d-2}
    times b sqrt(log n); column d = c sqrt(log n) (0-based j3)."""
    t = n // (d - 2)
    assert (d - 2) * t == n
    s = math.sqrt(math.log(n))
    A = np.zeros((n, d))
    A[j3, 0] = a * s
    for k in range(n):
        A[k, 1 + k % (d - 2)] = b * s
    A[:, d - 1] = c * s
    return A


def _softmax_rows(S: np.ndarray) -> np.ndarray:
    E = np.exp(S - S.max(axis=1, keepdims=True))
    return E / E.sum(axis=1, keepdims=True)


def test_lemmaD_3_part5_fails_at_the_type2_column_of_j3() -> None:
    """softlin.lemmaD.3 (Lemma D.3 Part 5, L676-L772): c_exp(j0, i) <= (t/n) b sqrt(log n) for j0 != j3 and every
    Type-II column i. At the paper's setting n = 200, d = 12 (t = 20), a1 = 1.2, b = 0.2, c = 0.8, X = 1, V = I,
    the column i' holding j3 has c(j0, i') = b s (n^{a1} + t - 1)/(n^{a1} + n - 1) = 0.3536, 7.7 x the bound."""
    n, d, a, b, c, j3 = 200, 12, 1.2, 0.2, 0.8, 0
    t = n // (d - 2)
    A = _def_d1(n, d, a, b, c, j3)
    C = _softmax_rows(A @ np.ones((d, d)) @ A.T) @ A  # V = I
    s = math.sqrt(math.log(n))
    ip = 1 + j3 % (d - 2)
    bound = t / n * b * s
    j0 = 5
    assert C[j0, ip] > 7.5 * bound
    # the same entry by a closed form at 50 digits: row j0 != j3 has weight n^{a}/(n^a + n - 1) at j3
    mpmath.mp.dps = 50
    N = mpmath.mpf(n)
    closed = mpmath.mpf(b) * mpmath.sqrt(mpmath.log(N)) * (N ** mpmath.mpf(a) + t - 1) / (N ** mpmath.mpf(a) + N - 1)
    assert abs(C[j0, ip] - float(closed)) < 1e-12
    assert abs(float(closed) - 0.3536) < 1e-4 and abs(bound - 0.0460) < 1e-4


def test_lemmaE_1_part1a_and_part2_counts() -> None:
    """softlin.lemmaE.1 (Lemma E.1, L1598-L1709), X = I_d, b^2 + c^2 = 1, a1 >= 1, b in (0, 0.2).
    Part 1a prints u(j3, j3) = n^{(1+a1)^2}; exactly, log u(j3,j3) / log n = a1^2 + b^2 + c^2 = 1 + a1^2 (2, not 4,
    at a1 = 1). Part 2 prints t-1 indices j1 with u(j0, j1) = n^{b^2+c^2} for a row j0 != j3; exactly there are t
    (the whole Type-II group of j0, j0 included). Exact rational arithmetic (sqrt(log n) factored out of A):
    b = 20/101, c = 99/101 (a Pythagorean triple, so b^2 + c^2 = 1 exactly), n = 90, d = 11, t = 10."""
    n, d, j3 = 90, 11, 4
    t = n // (d - 2)
    a, b, c = Fraction(1), Fraction(20, 101), Fraction(99, 101)
    assert b * b + c * c == 1 and b < Fraction(1, 5)
    rows = []
    for k in range(n):  # A / sqrt(log n), Def D.1 with Section E's parameters
        r = [Fraction(0)] * d
        r[0] = a if k == j3 else Fraction(0)
        r[1 + k % (d - 2)] = b
        r[d - 1] = c
        rows.append(r)

    def expo(i: int, j: int) -> Fraction:  # log u(i, j) / log n with X = I: <A_i, A_j> / log n
        return sum((x * y for x, y in zip(rows[i], rows[j], strict=True)), Fraction(0))

    assert expo(j3, j3) == 1 + a * a == 2
    assert (1 + a) ** 2 == 4  # the printed exponent
    j0 = (j3 + 1) % n
    high = sum(1 for j1 in range(n) if expo(j0, j1) == b * b + c * c)
    low = sum(1 for j1 in range(n) if expo(j0, j1) == c * c)
    assert high == t and low == n - t  # printed: t - 1 and n - t


def test_lemma5_2_failure_exponent_below_one_for_small_C() -> None:
    """softlin.lemma5.2 (Lemma 5.2, L225-L243, with Def 3.7 L112-L116: m = C log(n/delta), C > 1 some constant).
    On D1 with z_j = 4 log n and the others at 1.4 log n, <f_exp(z), y> > tau (tau < 1/4) iff y_j = +1 (brute force
    over every sign vector at n = 6), so Pr[F_exp(A) = 0] = 2^{-m} exactly. With C = 1.2 (natural log), n = 100,
    delta = 1e-200: m = ceil(1.2 ln(1e202)) = 559 and 2^{-559} = 10^{-168.3} > delta, so the failure exceeds
    delta/poly(n) for every poly(n) >= 1; in general failure/delta ~ delta^{C ln 2 - 1} is unbounded as delta -> 0
    whenever C < 1/ln 2. (With C >= 1/ln 2, or m = C log_2(n/delta), 2^{-m} <= delta/n: the reading question.)"""
    n6 = 6
    z = np.full(n6, 1.4 * math.log(n6))
    z[2] = 4 * math.log(n6)
    f = np.exp(z - z.max())
    f /= f.sum()
    tau = 0.2499
    for sig in itertools.product([-1.0, 1.0], repeat=n6):
        assert (float(f @ np.array(sig)) > tau) == (sig[2] > 0)
    mpmath.mp.dps = 50
    n, C = 100, 1.2
    fail_over_delta = []
    for k in (50, 100, 200):
        delta = mpmath.mpf(10) ** -k
        m = int(mpmath.ceil(C * mpmath.log(n / delta)))
        fail_over_delta.append(mpmath.mpf(2) ** -m / delta)
    assert fail_over_delta[-1] > 1  # failure > delta >= delta/poly(n)
    assert fail_over_delta[0] < fail_over_delta[1] < fail_over_delta[2]
    # the exponent in delta: log(failure) / log(delta) -> C ln 2 = 0.832 < 1
    k1, k2 = 100, 200
    m1 = math.ceil(C * (math.log(n) + k1 * math.log(10)))
    m2 = math.ceil(C * (math.log(n) + k2 * math.log(10)))
    slope = (m2 - m1) * math.log(2) / ((k2 - k1) * math.log(10))
    assert abs(slope - C * math.log(2)) < 0.01 and slope < 1


def test_tau_window_is_empty_at_the_toy_sizes() -> None:
    """softlin.toy.tau_window (derived, not printed): Lemma 5.1 needs tau >= C sqrt(log(n/delta))/n^{0.1} (Lemma 4.1
    Part 2, L137-L162) and Lemma 5.2 needs tau < 1/4 (Lemma 4.2 Part 2, L166-L207). For every n in [100, 2000]
    (Fig. 3, L325-L336), delta < 0.1 and C > 1 the lower end exceeds 1/4 (it grows as C grows or delta shrinks, so
    C = 1, delta = 0.1 is the least case); with mpmath at 30 digits its minimum over n is 1.47 (n = 2000)."""
    mpmath.mp.dps = 30
    lows = [mpmath.sqrt(mpmath.log(mpmath.mpf(n) / mpmath.mpf("0.1"))) / mpmath.mpf(n) ** mpmath.mpf("0.1")
            for n in range(100, 2001)]
    assert min(lows) > 1.4
    assert float(min(lows)) > 0.25 * 5
    # the window first opens (C = 1, delta = 0.01) only between n = 1e13 and 1e14
    lo = lambda n: math.sqrt(math.log(n / 0.01)) / n**0.1  # noqa: E731
    assert lo(1e13) > 0.25 > lo(1e14)


def test_class_separation_linear_network_distinguishes_by_brute_force() -> None:
    """softlin.meta.class_separation (title, abstract L20, Thms 1.1/1.2 read at the class level; Def C.1/C.2
    L413-L514): a linear-attention network of exactly the paper's architecture (X = 1_{dxd}, V = n e1 e1^T,
    tau = 0.5 sqrt(log n), Rademacher y in {+-1}^{d x m}) has F_lin = 0 on every element of D0 and F_lin > 0 on
    every element of D1 for exactly a 1 - 2^{-m} fraction of y. Brute force over ALL y at n = 6, d = 4, m = 2
    (256 draws, every j3): success 3/4 > 1/2."""
    n, d, m, a0, a1, b, c = 6, 4, 2, 0.01, 1.2, 0.5, 0.5
    s = math.sqrt(math.log(n))
    tau = 0.5 * s
    V = np.zeros((d, d))
    V[0, 0] = n

    def rows(a: float, j3: int) -> np.ndarray:
        A = _def_d1(n, d, a, b, c, j3)
        S = A @ np.ones((d, d)) @ A.T
        return (S / S.sum(axis=1, keepdims=True)) @ A @ V

    R0 = [rows(a0, j) for j in range(n)]
    R1 = [rows(a1, j) for j in range(n)]
    ok = 0
    ys = list(itertools.product([-1.0, 1.0], repeat=d * m))
    for y in ys:
        Y = np.array(y).reshape(d, m)
        F0 = [np.maximum(Cm @ Y - tau, 0).sum() for Cm in R0]
        F1 = [np.maximum(Cm @ Y - tau, 0).sum() for Cm in R1]
        ok += all(v == 0 for v in F0) and all(v > 0 for v in F1)
    assert ok * 4 == 3 * len(ys)


def test_lemma5_1_failure_tends_to_one_as_delta_vanishes() -> None:
    """softlin.lemma5.1 (L215-L223, Def 3.5/3.7): for A in D0 with z = Ax constant (f = 1/n), n = 16, tau = 0.2,
    a unit fires iff sum_i y_i > 16 tau = 3.2, i.e. Bin(16, 1/2) > 9.6: p = sum_{j >= 10} C(16, j)/2^16 (exact
    integers). With C = 2, m = ceil(2 log(16/delta)) units, the failure 1 - (1 - p)^m tends to 1 as delta -> 0,
    so it is not <= c delta/poly(n) for any constant c."""
    p = Fraction(sum(math.comb(16, j) for j in range(10, 17)), 2**16)
    assert abs(float(p) - 0.22725) < 1e-4
    fails = []
    for delta in (1e-2, 1e-10, 1e-40):
        m = math.ceil(2 * math.log(16 / delta))
        fails.append(1 - float((1 - p) ** m))
    assert fails[0] < fails[1] <= fails[2]
    assert fails[1] > 0.99
    assert fails[1] / 1e-10 > 1e9


def test_lemma5_1_m_exceeds_delta() -> None:
    """softlin.display.lemma5.1-m-union (L223): 'm <= delta/poly(n)' with m = C log(n/delta), C > 1: for n >= 1 and
    delta < 0.1, m > log 10 > 2.3 > delta, and m/delta -> infinity as delta -> 0."""
    for n in (1, 2, 1000):
        for delta in (0.0999, 1e-5, 1e-100):
            m = 1.0001 * math.log(n / delta)
            assert m > 2.3 > delta
    assert 1.0001 * math.log(1 / 1e-100) / 1e-100 > 1e100


def _brute_fire_probability(C: np.ndarray, tau: float) -> Fraction:
    """Pr_y[max_j0 <c_j0, y> > tau] for y uniform on {-1, +1}^d, by enumerating every sign vector (exact count)."""
    d = C.shape[1]
    sig = np.array(list(itertools.product([-1.0, 1.0], repeat=d)))
    hits = int(((sig @ C.T) > tau).any(axis=1).sum())
    return Fraction(hits, 2**d)


def _failure_over_delta(p: Fraction, n: int, Cm: float, ks: tuple[int, ...]) -> list:
    """(1 - p)^m / delta at delta = 10^-k, m = ceil(Cm ln(n/delta)) (a unit fires with probability p; F = 0 iff
    none of the m independent units fires), at 50 digits."""
    mpmath.mp.dps = 50
    out = []
    for k in ks:
        delta = mpmath.mpf(10) ** -k
        m = int(mpmath.ceil(Cm * mpmath.log(n / delta)))
        out.append((1 - mpmath.mpf(p.numerator) / p.denominator) ** m / delta)
    return out


def _assert_diverges(p: Fraction, n: int, Cm: float) -> None:
    L = -math.log(1 - float(p))
    assert Cm * L < 1  # the failure is (delta/n)^{Cm L}: failure/delta ~ delta^{Cm L - 1} -> infinity
    r = _failure_over_delta(p, n, Cm, (50, 100, 200, 400))
    assert r[0] < r[1] < r[2] < r[3] and r[3] > 1e10 * r[0] and r[2] > 1


def test_thmD_5_failure_over_delta_diverges_for_small_m_constant() -> None:
    """softlin.thmD.5 (Theorem D.5, L844-L866): with m = O(log(n/delta)), Pr_y[F_exp(A) > 0] >= 1 - delta/poly(n).
    Def D.1 data rebuilt densely at n = 60, d = 8 (t = 10), a1 = 0.87, b = c = 0.5, X = 1, V = I; the exact
    probability that one unit fires (max over rows of <c_exp(j0), y> > (c + 0.1) sqrt(log n)), by enumerating all
    2^8 sign vectors, is 97/256 = 0.379. F = 0 iff none of the m units fires, so the failure is (1 - p)^m; with
    m = ceil(1.5 ln(n/delta)) (Def 3.7's 'C > 1', C = 1.5) the failure is about (delta/n)^{0.71} and
    failure/delta is unbounded as delta -> 0 (> 1 already at delta = 1e-200): no constant c and no poly(n) >= 1
    give failure <= c delta/poly(n)."""
    n, d = 60, 8
    A = _def_d1(n, d, 0.87, 0.5, 0.5, 0)
    C = _softmax_rows(A @ np.ones((d, d)) @ A.T) @ A
    p = _brute_fire_probability(C, 0.6 * math.sqrt(math.log(n)))
    assert p == Fraction(97, 256)
    _assert_diverges(p, n, 1.5)


def test_thmE_4_failure_over_delta_diverges_for_small_m_constant() -> None:
    """softlin.thmE.4 (Theorem E.4, L1877-L1903): Def D.1 data with X = I_d, b^2 + c^2 = 1 (b = 0.1), a1 = 1, at
    n = 60, d = 8; the exact one-unit firing probability over all 2^8 sign vectors (every row) is 1/4, and with
    m = ceil(2 ln(n/delta)) the failure (3/4)^m ~ (delta/n)^{0.58} over delta is unbounded as delta -> 0."""
    n, d, b = 60, 8, 0.1
    c = math.sqrt(1 - b * b)
    A = _def_d1(n, d, 1.0, b, c, 0)
    C = _softmax_rows(A @ A.T) @ A
    p = _brute_fire_probability(C, (c + 0.1) * math.sqrt(math.log(n)))
    assert p == Fraction(1, 4)
    _assert_diverges(p, n, 2.0)


def test_thmF_5_failure_over_delta_diverges_for_small_m_constant() -> None:
    """softlin.thmF.5 (Theorem F.5, L2121-L2141): Def F.1 (L1913-L1953) D1 data rebuilt densely at n = 63, d = 8
    (n = (d - 1) t, t = 9), a1 = 1.5, j2 = 2, j3 = 5, X = V = I (columns 2..d of A1 all log n, of A2 the stacked
    I_{d-1}); the exact one-unit firing probability (max over rows of <c_exp(j0), y> > 0.9) over all 2^8 sign
    vectors is 65/256, and with m = ceil(2 ln(n/delta)) failure/delta is unbounded as delta -> 0."""
    n, d, a = 63, 8, 1.5
    L = math.log(n)
    A1 = np.full((n, d), L)
    A1[:, 0] = 0.0
    A1[2, 0] = a * L
    A2 = np.zeros((n, d))
    A2[5, 0] = 1.0
    for k in range(n):
        A2[k, 1 + k % (d - 1)] = 1.0
    C = _softmax_rows(A1 @ A2.T) @ A2
    p = _brute_fire_probability(C, 0.9)
    assert p == Fraction(65, 256)
    _assert_diverges(p, n, 2.0)


def _flin_fire_probability(n: int, d: int, a1: float, b: float, c: float) -> float:
    """Pr_y[<c_lin(j0), y> > (c + 0.1) sqrt(log n)] for Def D.1 data, X = 1_{dxd}, V = I, linear attention, from the
    definitions: S = A 1 A^T has entries r_j r_k (r_k the row sums of A), so every row of f_lin = S / rowsum is
    r / sum(r) and every output row is c = sum_k f_k A_k: c[0] = f_{j3} a1 s, c[j3's Type-II column] =
    b s (f_{j3} + (t - 1) f_o), the other d - 3 Type-II columns t f_o b s, c[d-1] = c s. The probability sums the
    8 sign patterns of the three special coordinates against an exact Bin(d - 3, 1/2) tail (scipy)."""
    from scipy.stats import binom

    t = n // (d - 2)
    s = math.sqrt(math.log(n))
    r3, ro = (a1 + b + c) * s, (b + c) * s
    tot = r3 + (n - 1) * ro
    f3, fo = r3 / tot, ro / tot
    spec = [f3 * a1 * s, b * s * (f3 + (t - 1) * fo), c * s]
    v, N = t * fo * b * s, d - 3
    tau = (c + 0.1) * s
    p = 0.0
    for sig in itertools.product([-1.0, 1.0], repeat=3):
        x = float(np.dot(sig, spec))
        # x + v (2J - N) > tau  <=>  J > (tau - x + v N) / (2 v)
        j = math.floor((tau - x + v * N) / (2 * v))
        p += binom.sf(j, N, 0.5) / 8
    return p


def test_thmD_13_flin_fires_with_constant_probability_for_large_a1() -> None:
    """softlin.thmD.13 (Theorem D.13, L1330-L1350): Pr_y[F_lin(A) = 0] >= 1 - delta/poly(n) for every A in D1 (Def D.1
    asks only a1 >= 0.7). At a1 = 98.85, b = 0.888671875, c = 1 - b, along d = 2 + n/2 (t = 2), one unit fires with
    probability >= 0.4 from n = 100 to n = 20000 (it does not decay), so Pr[F_lin > 0] >= p stays of order 1; with
    a1 = sqrt(n) (allowed by Def D.1 at every n) it stays of order 1 up to n = 2e6. The proof of Lemma D.12 uses
    a1 = O(1) (L1317); with a1 = 1 the probability decays."""
    b = 0.888671875
    c = 1 - b
    ps = [_flin_fire_probability(n, 2 + n // 2, 98.85, b, c) for n in (100, 1000, 20000)]
    assert min(ps) > 0.4 and ps[-1] >= ps[0] - 0.1
    big = [_flin_fire_probability(n, 2 + n // 2, math.sqrt(n), b, c) for n in (10**4, 2 * 10**6)]
    assert min(big) > 0.3
    small = [_flin_fire_probability(n, 2 + n // 2, 1.0, b, c) for n in (100, 20000)]
    assert small[-1] < 1e-3 * max(small[0], 1e-300) or small[-1] < 1e-12
