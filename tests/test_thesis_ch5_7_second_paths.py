"""Second paths for the errata of thesis Chapters 5-7 (shared/seeds/003_84cf0eb31e2dc802.txt).

Each test reproduces a violation at an explicit instance without importing the claim's measurement (models/) or its
bound (bounds/): closed forms, exact rational arithmetic, an analytic inequality or another numerical algorithm.
"""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np
import pytest
from scipy import integrate, sparse
from scipy.stats import norm


def _binom_cdf_exact(k: int, n: int, p: Fraction) -> Fraction:
    """Pr(Binomial(n, p) <= k) as an exact rational (direct sum of the pmf)."""
    return sum((Fraction(math.comb(n, j)) * p ** j * (1 - p) ** (n - j) for j in range(k + 1)), Fraction(0))


# ------------------------------------------------------------------ uses of Lemma E.4.1 (E.42), (E.146), (F.37), (F.58)

def _lower_tail(n: int, p: Fraction, c: Fraction) -> Fraction:
    return _binom_cdf_exact(math.floor((1 - c) * p * n), n, p)


def test_chernoff_use_E42_exceeded() -> None:
    # (E.42) L8133: Pr(mean <= (1-c) alpha/2) <= e^{-l_tr c^2 alpha/2}; l_tr = 1000, alpha = 0.2, c = 0.3
    l_tr, alpha, c = 1000, Fraction(1, 5), Fraction(3, 10)
    tail = _lower_tail(l_tr, alpha / 2, c)
    printed = math.exp(-l_tr * float(c) ** 2 * float(alpha) / 2)
    assert float(tail) > 4 * printed  # 5.7e-4 > e^-9 = 1.2e-4
    assert float(tail) <= math.exp(-l_tr * float(alpha / 2) * float(c) ** 2 / 2)  # Lemma E.4.1 (E.4) holds


def test_chernoff_use_E146_exceeded() -> None:
    # (E.146) L8674: Pr(sum <= B(1-c)/M1) <= e^{-c^2 B/M1}; M1 = 10, B = 10^4, c = 0.1 (exact Pr ~ 3.8e-4 > 4.5e-5)
    B_, M1, c = 10_000, 10, Fraction(1, 10)
    k = math.floor((1 - c) * B_ / M1)  # 900; Pr(X <= k) = I_{1-p}(B - k, k + 1) (regularised incomplete beta)
    with mpmath.workdps(40):
        tail = float(mpmath.betainc(B_ - k, k + 1, 0, 1 - mpmath.mpf(1) / M1, regularized=True))
    printed = math.exp(-float(c) ** 2 * B_ / M1)
    assert tail == pytest.approx(3.8e-4, rel=0.1)
    assert tail > 5 * printed
    assert tail <= math.exp(-B_ / M1 * float(c) ** 2 / 2)


def test_chernoff_use_F37_exceeded() -> None:
    # (F.37) L9472: Pr(mean <= (1 - rho/2) p) <= e^{-l_ts rho^2 p}; l_ts = 1000, p = 0.1, rho = 0.4
    n, p, rho = 1000, Fraction(1, 10), Fraction(2, 5)
    tail = _lower_tail(n, p, rho / 2)
    assert float(tail) > 1e4 * math.exp(-n * float(rho) ** 2 * float(p))
    assert float(tail) <= math.exp(-n * float(p) * float(rho / 2) ** 2 / 2)


def test_chernoff_use_F58_exceeded() -> None:
    # (F.58) L9571: Pr(mean <= (1 - rho_o/2) p) <= e^{-l_ts rho_o p}; l_ts = 1000, p = 0.1, rho_o = 0.2
    n, p, rho = 1000, Fraction(1, 10), Fraction(1, 5)
    tail = _lower_tail(n, p, rho / 2)
    assert float(tail) > 1e6 * math.exp(-n * float(rho) * float(p))
    assert float(tail) <= math.exp(-n * float(p) * float(rho / 2) ** 2 / 2)


# ------------------------------------------------------------------------------ Condition 6.3.2 remark (L1824)

def test_condition632_fraction_is_one_over_M1_minus_1() -> None:
    M1 = 6
    tasks = [(a, b) for a in range(M1) for b in range(M1) if a != b]  # Def. 6.3.1: |T| = M1 (M1 - 1)
    cyclic = [(i, (i + 1) % M1) for i in range(M1)]  # mu_i -> +1, mu_{i+1} -> -1
    assert all(sum(a == i for a, _ in cyclic) == 1 and sum(b == i for _, b in cyclic) == 1 for i in range(M1))
    frac = Fraction(len(cyclic), len(tasks))
    assert frac == Fraction(1, M1 - 1) == Fraction(1, 5)
    assert abs(float(frac) - (M1 - 1) ** -0.5) > 0.2  # printed (M1-1)^{-1/2} = 0.447


# ------------------------------------------------------------------------------ (7.12) primacy, j = j* included

def test_def712_primacy_with_j_star_forces_rho_nonpositive() -> None:
    A1 = [[Fraction(3, 5), Fraction(2, 5)], [Fraction(2, 5), Fraction(3, 5)]]  # Example 1, f_1 = id
    fstar = [0, 1]
    for rho in (Fraction(1, 100), Fraction(1, 3), Fraction(99, 100)):
        # the printed condition for j = j*: A(i, j*) >= A(i, j*)/(1 - rho) fails for every rho in (0, 1)
        assert not all(A1[i][fstar[i]] >= A1[i][fstar[i]] / (1 - rho) for i in range(2))
    # with j != j* (the intended definition) the largest rho is 1/3 (Example 1)
    best = min(1 - A1[i][1 - fstar[i]] / A1[i][fstar[i]] for i in range(2))
    assert best == Fraction(1, 3)


def test_def713_primacy_of_example1_B() -> None:
    # B^f = A1 A2 of Example 1 = [[14/25, 11/25], [16/25, 9/25]], j* = argmax = column 0 in both rows
    A1 = [[Fraction(3, 5), Fraction(2, 5)], [Fraction(2, 5), Fraction(3, 5)]]
    A2 = [[Fraction(2, 5), Fraction(3, 5)], [Fraction(4, 5), Fraction(1, 5)]]
    Bm = [[sum(A1[i][k] * A2[k][j] for k in range(2)) for j in range(2)] for i in range(2)]
    assert Bm == [[Fraction(14, 25), Fraction(11, 25)], [Fraction(16, 25), Fraction(9, 25)]]
    jstar = [0, 0]
    rho = Fraction(1, 10)
    assert not all(Bm[i][jstar[i]] >= Bm[i][jstar[i]] / (1 - rho) for i in range(2))  # j = j*: any rho > 0 fails
    assert min(1 - Bm[i][1] / Bm[i][0] for i in range(2)) == Fraction(3, 14)  # j != j*: rho_o = 3/14


# -------------------------------------------------------------------------- (D.82): ||W^(0)|| <= 1 'we know that'

def test_init_spectral_norm_exceeds_one() -> None:
    rng = np.random.default_rng(0)
    d, m1 = 64, 64
    norms = [np.linalg.svd(rng.standard_normal((d, m1)) / math.sqrt(m1), compute_uv=False)[0] for _ in range(5)]
    assert min(norms) > 1.5  # ~ 1 + sqrt(d/m1) = 2
    # the corrected 1 + sqrt(d/m1) + t/sqrt(m1) with t = 6 holds on the same draws
    assert max(norms) <= 1 + math.sqrt(d / m1) + 6 / math.sqrt(m1)


# -------------------------------------------------------------------------------------------- Lemma D.2.2

def test_lemmaD22_even_i_coefficient_below_printed_bound() -> None:
    # p'_2 of (D.29): with alpha_1 = (x1/t) alpha + sqrt(1 - x1^2/t^2) beta, E_beta[He_2(alpha_1)] = (x1/t)^2 He_2(alpha)
    # and int_u^inf (a^2 - 1) phi(a) da = u phi(u), so p'_2 = t^-2 int_{-t/4}^0 phi(b) (-b/t) phi(b/t) db
    # <= t^-3 phi(0) int_{-inf}^0 |b| phi(b) db = t^-3 / (2 pi)  (phi(b/t) <= phi(0)).
    t = 1e4
    upper = t ** -3 / (2 * math.pi)
    with mpmath.workdps(40):
        p2 = t ** -2 * mpmath.quad(lambda b: mpmath.npdf(b) * (-b / t) * mpmath.npdf(b / t), [-t / 4, -8, 0])
    assert 0 < float(p2) <= upper * (1 + 1e-12)
    # the same inner integral by Monte Carlo over alpha (no antiderivative): E[(a^2 - 1) 1[a >= u]] = u phi(u)
    rng = np.random.default_rng(1)
    a = rng.standard_normal(2_000_000)
    u = 0.2
    assert float(((a * a - 1) * (a >= u)).mean()) == pytest.approx(u * norm.pdf(u), abs=3e-3)
    printed = t ** (1 - 2) / math.sqrt(t * t + 1) * 1 / (100 * 2 ** 2)  # (i-1)!! = 1
    assert printed > 100 * upper


# -------------------------------------------------------------------------------------------- Lemma D.2.3

def _p1(t: float) -> float:
    """p'_1 of (D.30): E[He_1(alpha_1) 1[alpha >= -b0/t] 1[|b0| <= t/2]] / x1 = t^-1 int_{|b| <= t/2} phi(b) phi(b/t) db."""
    val, _ = integrate.quad(lambda b: norm.pdf(b) * norm.pdf(b / t), -t / 2, t / 2, epsabs=0, epsrel=1e-12)
    return val / t


def test_lemmaD23_item3_constant_grows_like_one_over_t() -> None:
    # phi(x) = x (c_1 = 1): the i = 1 term of item 3 alone is E|z| / p'_1 (the indicator |z| <= B_1 >= 100 is
    # immaterial); C_eps(phi, t) sqrt(t^2+1) = (C t + sqrt(log 1/eps) C t) sqrt(t^2+1): the smallest C* is
    eps = 1e-2
    ez = math.sqrt(2 / math.pi)

    def cmin(t: float) -> float:
        return ez / _p1(t) / (t * (1 + math.sqrt(math.log(1 / eps))) * math.sqrt(t * t + 1))

    lim = norm.pdf(0) * (2 * norm.cdf(0.5) - 1)
    assert _p1(1e-3) == pytest.approx(lim, rel=1e-4)
    c = [cmin(2.0 ** -k) for k in range(1, 7)]
    assert all(c[k + 1] / c[k] > 1.9 for k in range(5))  # doubles when t halves: no constant C* works
    assert c[-1] > 50


# -------------------------------------------------------------------------------------------- Lemma D.2.1

def _eg2(a: float, x1: float) -> float:
    """E[g^2], g = Phi((alpha1 x1 + b0)/s) - Phi((b0 - alpha1 x1)/s), s = sqrt(a^2 - x1^2), alpha1, b0 ~ N(0, 1):
    Gauss-Legendre in alpha1 on [-9, 9] (400 nodes) and adaptive vector quadrature (quad_vec) in b0."""
    s = math.sqrt(a * a - x1 * x1)
    nodes, weights = np.polynomial.legendre.leggauss(400)
    al, wal = 9 * nodes, 9 * weights * norm.pdf(9 * nodes)

    def f(b: float) -> np.ndarray:
        return (norm.cdf((al * x1 + b) / s) - norm.cdf((b - al * x1) / s)) ** 2 * norm.pdf(b)

    w = 9 * x1 + 12 * s
    v, _ = integrate.quad_vec(f, -w, w, epsabs=1e-15, epsrel=1e-10)
    return float(v @ wal)


def test_lemmaD21_second_moment_constant_grows_as_a_shrinks() -> None:
    # phi(x) = x, eps -> 0: (a) at x1 and -x1 gives E[g h] >= 2 x1, so E[h^2] >= (2 x1)^2 / E[g^2] (Cauchy-Schwarz);
    # the lemma asks E[h^2] <= C_s(phi, a)^2 (a^2 + 1) with C_s = C* 2^1.75 a |c_1|: the smallest C* at x1 = a/2
    def cmin(a: float) -> float:
        x1 = a / 2
        lb = (2 * x1) ** 2 / _eg2(a, x1)
        return math.sqrt(lb) / (2 ** 1.75 * a * math.sqrt(a * a + 1))

    c = [cmin(a) for a in (1 / 16, 1 / 64, 1 / 256)]
    assert c[1] / c[0] > 1.8 and c[2] / c[1] > 1.8  # ~ a^{-1/2}: doubles per factor 4 in a
    # Monte Carlo cross-check of E[g^2] at one point
    rng = np.random.default_rng(2)
    al, b = rng.standard_normal((2, 1_000_000))
    a, x1 = 1 / 16, 1 / 32
    s = math.sqrt(a * a - x1 * x1)
    mc = float(((norm.cdf((al * x1 + b) / s) - norm.cdf((b - al * x1) / s)) ** 2).mean())
    assert mc == pytest.approx(_eg2(a, x1), rel=0.05)


# ------------------------------------------------------------------------------ Lemmas D.1.2 / D.1.3 and (5.8)

def _circulant(N: int, d: int) -> sparse.csr_matrix:
    """d-regular circulant graph (d even) with self-loops, normalised D^-1/2 (A~ + I) D^-1/2: entries 1/(d+1)."""
    rows, cols = [], []
    for off in [0] + [k for j in range(1, d // 2 + 1) for k in (j, -j)]:
        rows.extend(range(N))
        cols.extend((i + off) % N for i in range(N))
    return sparse.csr_matrix((np.full(len(rows), 1.0 / (d + 1)), (rows, cols)), shape=(N, N))


@pytest.mark.parametrize("symmetric", [False, True])
def test_lemmaD12_D13_sampling_ratio_grows_linearly(symmetric: bool) -> None:
    # one group (L = 1), d-regular: psi = 1, p* = c (5.8)/(D.16). S = N - m sampled nodes: the printed condition
    # l >= N/(1 + c1 poly/(L p* psi)) admits poly = pi := L p* psi (N/S - 1) = c m/(N - m). Any row n with an unsampled
    # neighbour j has |A^t - A*|_nj = A_nj p* = c/(d+1) (asymmetric: P^t_j = 0; symmetric: P^t_n A_nj P^t_j = 0
    # against sqrt(p*) A_nj sqrt(p*)), so ||A^t - A*||_inf / pi >= (N - m)/(m (d + 1)): linear in N.
    d, m, c = 4, 2, 0.5
    ratios = []
    for N in (64, 256, 1024, 4096):
        A = _circulant(N, d)
        rng = np.random.default_rng(N)
        unsampled = rng.choice(N, m, replace=False)
        sampled = np.ones(N, bool)
        sampled[unsampled] = False
        S = N - m
        if symmetric:
            pt = np.where(sampled, math.sqrt(c * N / S), 0.0)
            diff = abs(sparse.diags(pt) @ A @ sparse.diags(pt) - c * A)
        else:
            pt = np.where(sampled, c * N / S, 0.0)
            diff = abs(A @ sparse.diags(pt - c))
        dist = float(diff.sum(1).max())
        pi = c * (N / S - 1)
        ratios.append(dist / pi)
        assert dist / pi >= (N - m) / (m * (d + 1)) * (1 - 1e-12)
    assert ratios[-1] / ratios[0] > 50


def test_cond58_row_sum_grows_with_N_for_a_small_group() -> None:
    # group 1: circulant of degree d1 on N1 nodes; group 2: s nodes, each joined to d2 distinct group-1 nodes.
    # p*_l = c1/(L psi_l) at the maximum (5.8) allows, psi_l = sqrt(d_L d_l) N_l / sum_i d_i N_i (d_L = max degree).
    d1, d2, s, c1 = 4, 2, 5, 1.0
    out = []
    for N1 in (100, 1000, 10_000):
        n = N1 + s
        rows = [i for i in range(N1) for _ in range(d1)] + list(range(n))
        cols = [(i + o) % N1 for i in range(N1) for o in (1, -1, 2, -2)] + list(range(n))
        for j in range(s):
            for k in range(d2):
                u = (j * d2 + k) * 7 % N1
                rows += [N1 + j, u]
                cols += [u, N1 + j]
        At = sparse.csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(n, n))
        At.data[:] = 1.0
        deg = np.asarray(At.sum(1)).ravel()
        A = sparse.diags(deg ** -0.5) @ At @ sparse.diags(deg ** -0.5)
        tot = d1 * N1 + d2 * s
        dL = max(d1, d2)
        psi = [math.sqrt(dL * d1) * N1 / tot, math.sqrt(dL * d2) * s / tot]
        p = np.array([c1 / (2 * psi[0])] * N1 + [c1 / (2 * psi[1])] * s)
        out.append(float((A @ p).max()) / c1)
    assert out[1] / out[0] > 8 and out[2] / out[1] > 8  # ~ linear in N: not O(1)
