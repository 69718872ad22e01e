"""Second paths (no claim code) for chenli's round-5 step claims of Sections 6-11 (helper chenli2): each rebuilds the
smallest instance from the paper's definitions with its own arithmetic (fractions, mpmath, plain numpy)."""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np


def test_eq63_middle_signed_square() -> None:
    """(63), L1414: a_i = (lambda_i)_j ||W_i||_F with lambda_1 = e_1 - e_2, lambda_2 = e_2 - e_1 (both in Delta - Delta),
    ||W_1|| = ||W_2|| = 1, j = 1: sum_{i != i'} |a_i a_i'| = 2 while (sum_i a_i)^2 = 0; (sum |a_i|)^2 = 4 bounds it."""
    a = [Fraction(1), Fraction(-1)]
    cross = sum(abs(a[i] * a[t]) for i in range(2) for t in range(2) if i != t)
    assert cross == 2 and sum(a) ** 2 == 0 and sum(abs(x) for x in a) ** 2 == 4
    assert cross <= 2 * (a[0] ** 2 + a[1] ** 2)  # the last link m kappa' sum a_i^2 still holds


def test_lemma612_op_exceeds_m_max() -> None:
    """L1771 at m = 1: V' V'^T - Z' = [[a, b], [b, 0]] (the appended row is normalised to ||Theta_1||_F, so its diagonal
    entry vanishes), whose top |eigenvalue| reaches (1 + sqrt 5)/2 max(|a|, |b|) > 1 * max|entry| = m ||.||_max. Built
    here from Gaussian Theta_1, a Gaussian E' projected off Theta_1, x in {+-1}^8, S empty (60 seeds)."""
    worst = 0.0
    for seed in range(60):
        rng = np.random.default_rng(1000 + seed)
        th = rng.normal(size=(8, 8))
        E = rng.normal(size=(8, 8))
        E -= (E * th).sum() / (th * th).sum() * th
        x = rng.choice([-1.0, 1.0], size=8)
        v1 = x @ th
        u = x @ E
        v2 = np.linalg.norm(th) * u / np.linalg.norm(u)
        A = np.array([[v1 @ v1 - (th * th).sum(), v1 @ v2], [v1 @ v2, v2 @ v2 - (th * th).sum()]])
        assert abs(A[1, 1]) < 1e-9 * (th * th).sum()
        worst = max(worst, float(max(abs(np.linalg.eigvalsh(A)))) / float(np.abs(A).max()))
    assert 1.2 < worst <= (1 + math.sqrt(5)) / 2 + 1e-12


def test_lemma618_expansion_extra_term() -> None:
    """L2246 with v_1 = e_1, v_2 = e_2 (Z = 2, lambda* = (1/2, 1/2)), lambda = (1, 0): the left side is
    1 - 1/2 - 1/2 = 0, the printed right side 0 - (1/4 + 1/4) = -1/2 (exact fractions)."""
    lam_s = [Fraction(1, 2), Fraction(1, 2)]
    lam = [Fraction(1), Fraction(0)]
    delta = [lam[i] - lam_s[i] for i in range(2)]
    G = [[1, 0], [0, 1]]
    v2 = sum(lam[i] * lam[t] * G[i][t] for i in range(2) for t in range(2))
    vs2 = sum(lam_s[i] * lam_s[t] * G[i][t] for i in range(2) for t in range(2))
    d2 = sum(delta[i] * delta[t] * G[i][t] for i in range(2) for t in range(2))
    cross = sum((delta[i] * lam_s[t] + delta[t] * lam_s[i]) * G[i][t] for i in range(2) for t in range(2))
    printed = cross - sum(delta[i] ** 2 * G[i][i] for i in range(2))
    assert v2 - vs2 - d2 == 0 and cross == 0 and printed == Fraction(-1, 2)


def test_lemma618_gershgorin_alpha_squared() -> None:
    """L2252: v_1 = e_1, v_2 = alpha e_2 (kappa = 0, alpha >= 2 m kappa): sigma_min(V V^T) = alpha^2 < alpha."""
    for alpha in (Fraction(1, 10), Fraction(1, 2), Fraction(9, 10)):
        gram = [[1, 0], [0, alpha * alpha]]
        smin = min(gram[0][0], gram[1][1])
        assert smin == alpha * alpha < alpha - 2 * 0


def test_softmax_l2_equal_gaps() -> None:
    """L2337 at 50 digits: k logits 0, -g, ..., -g: ||softmax - e_2||_2 = sqrt(k (k - 1))/(k - 1 + e^g) > (k - 1)/(k - 1
    + e^g) (k = 2, g = 2: 0.16858 vs 0.11920)."""
    with mpmath.workdps(50):
        for k, g in ((2, 2), (3, 0.5), (10, 5)):
            g = mpmath.mpf(g)
            den = 1 + (k - 1) * mpmath.exp(-g)
            p2, pa = 1 / den, mpmath.exp(-g) / den
            l2 = mpmath.sqrt((1 - p2) ** 2 + (k - 1) * pa**2)
            assert l2 > (k - 1) / (k - 1 + mpmath.exp(g)) * (1 + mpmath.mpf(10) ** -3)
            assert abs(l2 - mpmath.sqrt(k * (k - 1)) / (k - 1 + mpmath.exp(g))) < mpmath.mpf(10) ** -40
    assert abs(float(mpmath.sqrt(2) / (1 + mpmath.e**2)) - 0.168578) < 1e-6


def test_sec71_margin_quarter() -> None:
    """L2331 at m = 1 (Z = 1/||Theta_1||^2): alpha C/sqrt(Z) = (lambda^2/4)(gamma_1 omega sqrt(log d)/lambda^2)
    ||Theta_1|| = gamma_1 omega sqrt(log d) ||Theta_1||/4, a quarter of the printed first term."""
    lam, g1, om, log_d, F = 0.5, 10.0, 2.0, 9.0, 3.0
    alpha, C = lam**2 / 4, g1 * om * math.sqrt(1 * log_d) / lam**2
    first = alpha * C / math.sqrt(1 / F**2)
    assert abs(first - g1 * om * math.sqrt(log_d) * F / 4) < 1e-9
    assert abs(first - g1 * om * math.sqrt(log_d) * F) > 40


def test_avg_norm_equal_heads() -> None:
    """L2359 / L2425: m equal-norm heads with all <Theta_i, Theta_i'> = kappa (unit norms), realised as vectors
    (Cholesky of I + kappa (J - I)); Z = m; Z ||(1/Z) sum Theta_i||^2 - 1 = (m - 1) kappa > m kappa/(2 sqrt lambda) at
    m = 3, lambda = 0.9; with i* left out (m = 5, lambda = 0.95): (m - 2) kappa > m kappa/(2 sqrt lambda)."""
    kappa = 1e-3
    for m, lam, drop in ((3, 0.9, False), (5, 0.95, True)):
        G = np.eye(m) + kappa * (np.ones((m, m)) - np.eye(m))
        L = np.linalg.cholesky(G)  # rows: the heads as vectors
        keep = list(range(1, m)) if drop else list(range(m))
        Z = float(m)
        S = float(len(keep))
        tot = L[keep].sum(0) / Z
        dev = float(tot @ tot) * Z * Z / S - 1
        assert abs(dev - (len(keep) - 1) * kappa) < 1e-12
        assert dev > m * kappa / (2 * math.sqrt(lam)) * 1.1


def test_holder_step_reversed() -> None:
    """L2373 / L2377 at m = 1, E = 0: Theta~ = Theta_1/||Theta_1||_F^2 with singular values (2, 1, 1, 1, 1, 1):
    ||Theta~||_op = 2/9 > 1/7 = <Theta~, Theta_1>/||Theta_1||_tr; stable rank 9/4 < Z ||Theta_1||_tr^2 = 49/9."""
    s = [Fraction(2)] + [Fraction(1)] * 5
    F2 = sum(x * x for x in s)
    tr = sum(s)
    op_tilde = s[0] / F2
    ip = (F2 / F2) / tr  # <Theta_1/F2, Theta_1> / ||Theta_1||_tr
    assert op_tilde == Fraction(2, 9) and ip == Fraction(1, 7) and op_tilde > ip
    srank = F2 / (s[0] ** 2)
    assert srank == Fraction(9, 4) and (1 / F2) * tr * tr == Fraction(49, 9) and srank < (1 / F2) * tr * tr


def test_lemma115_matrix_a() -> None:
    """L3135-L3137: A = [[rho Id_{2dM+1}, 0], [e_1^T/(2dM+1), 1/(2dM+1)]]; mpmath eigenvalues of A A^T: the printed
    numbers are squared singular values, and sigma_min(A) stays near 1/(2dM+1) for rho = 1, 10, 100 (not >~ rho/dM)."""
    with mpmath.workdps(40):
        for dM in (1, 3):
            n = 2 * dM + 2
            c = mpmath.mpf(1) / (n - 1)
            smins = []
            for rho in (1, 10, 100):
                A = mpmath.zeros(n, n)
                for i in range(n - 1):
                    A[i, i] = rho
                A[n - 1, 0] = A[n - 1, n - 1] = c
                ev = sorted(mpmath.eigsy(A * A.T, eigvals_only=True))
                printed = c * c + mpmath.mpf(rho) ** 2 / 2 - mpmath.sqrt(c**4 + mpmath.mpf(rho) ** 4 / 4)
                assert abs(ev[0] - printed) < mpmath.mpf(10) ** -25  # eigenvalue of A A^T = sigma^2
                smins.append(mpmath.sqrt(ev[0]))
            assert max(smins) < 1.01 * c * mpmath.sqrt(2) and min(smins) > c / 2
            assert smins[2] / smins[0] < 1.5  # while rho/dM grew 100x
        # M^ = A D at dM = 2, rho = 1 and 100: sigma_min of the product does not grow with rho either
        n = 6
        D = np.abs(np.subtract.outer(np.arange(n), np.arange(n))).astype(float)
        vals = []
        for rho in (1.0, 100.0):
            A = np.zeros((n, n))
            A[: n - 1, : n - 1] = rho * np.eye(n - 1)
            A[n - 1, 0] = A[n - 1, n - 1] = 1 / (n - 1)
            vals.append(np.linalg.svd(A @ D, compute_uv=False).min())
        assert vals[1] / vals[0] < 2


def test_lemma1110_wprime() -> None:
    """L3220: q = 4, (w_1)_j = 3, i = 1: w'_{j,i} = 3 * 2 = 6 > q = 4 (and > q/2)."""
    q = 4
    wp = [w * 2**i for w in range(q) for i in range(2)]
    assert max(wp) == 6 > q
    assert max(wp) == (q - 1) * q // 2


def test_lemma1110_chain_mod_q() -> None:
    """L3216-L3218: q = 4, d = 1, w_1 = 1, w_2 = -w_1 mod 4 = 3, x_1 = 0, x_2 = 1 (bits: 0 -> (-1, -1), 1 -> (1, -1)):
    <w, x> = 3 but sum_i (1/2) w_1 2^i (z_1 - z_2)_i = -1; they agree modulo q; with w_2 = -1 over Z both are -1."""
    q, w1, x1, x2 = 4, 1, 0, 1

    def bits(t: int) -> list[int]:
        return [2 * ((t >> i) & 1) - 1 for i in range(2)]

    z1, z2 = bits(x1), bits(x2)
    last = sum(Fraction(1, 2) * w1 * 2**i * (z1[i] - z2[i]) for i in range(2))
    assert w1 * x1 + ((-w1) % q) * x2 == 3 and last == -1 and (3 - last) % q == 0
    assert w1 * x1 + (-w1) * x2 == last


def test_lemma63_completeness_large_w2() -> None:
    """Lemma 6.3 completeness (L1495-L1501) with ||W_2||_F = 100 (Assumption 10 allows it): m = 2, k = 3, d = 128,
    X three Hadamard rows (X X^T = d I), W_1 = Q_1/sqrt(d), W_2 = 100 Q_2/sqrt(d), Theta_i = 0 (s_i uniform), Delta = 0,
    lambda' = 1, eps = 0.1. E holds (spectrum of the sum-zero isometry checked here), alpha = s + r u with r the printed
    radius and u the sum-zero direction maximising ||u^T X (W_1 + W_2)||: residual > (eps/2) min ||W_i||_F."""
    from scipy.linalg import hadamard

    rng = np.random.default_rng(7)
    d, k, eps, lamp = 256, 3, 0.1, 1e-4
    X = hadamard(d)[[1, 5, 9]].astype(float)
    Q1, Q2 = (np.linalg.qr(rng.normal(size=(d, d)))[0] for _ in range(2))
    W1, W2 = Q1 / math.sqrt(d), 1e4 * Q2 / math.sqrt(d)
    basis = np.array([[1.0, -1.0, 0.0], [1.0, 1.0, -2.0]])
    basis /= np.linalg.norm(basis, axis=1, keepdims=True)  # orthonormal sum-zero basis (rows)
    G = np.concatenate([basis @ X @ (Wi / np.linalg.norm(Wi)) for Wi in (W1, W2)])
    ev = np.linalg.eigvalsh(G @ G.T)
    assert 0.9 <= ev.min() and ev.max() <= 1.1
    s = np.full(k, 1 / 3)
    y = s @ X @ (W1 + W2)
    r = eps * math.sqrt(lamp) * 1.0 / (5 * math.sqrt(2))  # min ||W_i||_F = ||W_1||_F = 1
    c = np.linalg.svd(basis @ X @ (W1 + W2))[0][:, 0]
    u = basis.T @ c
    alpha = s + r * u / np.linalg.norm(u)
    assert alpha.min() >= 0 and np.linalg.norm(alpha - s) <= r * (1 + 1e-12)
    residual = np.linalg.norm(alpha @ X @ (W1 + W2) - y)
    assert residual > 5 * (eps / 2) * 1.0


def test_eq89_ties() -> None:
    """(89): with sum_i alpha_i = 1 the sign factor is 0 and the event '>= 0' is sure (P = 1); with u = x^T E'_S = (1, 1)
    and sum_i alpha_i > 1, P[sgn(<u, X_S>) >= 0] = 3/4 (X_S in {+-1}^2: sums 2, 0, 0, -2)."""
    sums = [a + b for a in (-1, 1) for b in (-1, 1)]
    sgn = [(v > 0) - (v < 0) for v in sums]
    assert Fraction(sum(1 for v in sgn if v * 1 >= 0), 4) == Fraction(3, 4)
    assert Fraction(sum(1 for v in sgn if v * 0 >= 0), 4) == 1


def test_lemma68_rows_vs_columns() -> None:
    """L1673: Theta = [[1, 2], [0, 1]], x = (1, 1), S = {1}: ||x^T Theta_{:,S^c}||^2 = 9 while the printed right side
    (rows) is 10 - 9 = 1; with columns 10 - 1 = 9."""
    th = [[1, 2], [0, 1]]
    x = [1, 1]
    xt = [sum(x[p] * th[p][q] for p in range(2)) for q in range(2)]  # x^T Theta = (1, 3)
    lhs = xt[1] ** 2
    row = sum(th[0][q] * x[q] for q in range(2)) ** 2
    col = sum(th[p][0] * x[p] for p in range(2)) ** 2
    assert lhs == 9 and sum(v * v for v in xt) - row == 1 and sum(v * v for v in xt) - col == 9


def test_l1418_shared_top_direction() -> None:
    """L1418 at m = 3, kappa' = 0.3: W_i = diag(1, c_i) with c_i in R^{3L} spread (entries <= 1), ||c_i||^2 = 7 and
    <c_i, c_i'> = -3.4, so ||W_i||_F^2 = 8 = r_W (op norm 1) and <W_i, W_i'> = -2.4 = -0.3 * 8. With (lambda_i)_j = 1:
    M = diag(3, sum c_i), ||M||_op^2 = 9, ||M||_F^2 = 9 + 21 - 20.4 = 9.6 > 0, and (3/8)(1 + 0.9) 9.6 = 6.84 < 9."""
    gram = np.array([[7.0, -3.4, -3.4], [-3.4, 7.0, -3.4], [-3.4, -3.4, 7.0]])
    w, V = np.linalg.eigh(gram)
    Y = V * np.sqrt(np.clip(w, 0, None))
    L = 20
    C = np.repeat(Y, L, axis=1) / math.sqrt(L)
    assert np.abs(C).max() <= 1 and np.allclose(C @ C.T, gram)
    W = [np.diag(np.concatenate([[1.0], C[i]])) for i in range(3)]
    for i in range(3):
        assert abs(np.linalg.norm(W[i]) ** 2 - 8) < 1e-9 and abs(np.linalg.norm(W[i], 2) - 1) < 1e-12
        for t in range(i):
            assert abs((W[i] * W[t]).sum() + 0.3 * 8) < 1e-9
    M = sum(W)
    op2, F2 = np.linalg.norm(M, 2) ** 2, np.linalg.norm(M) ** 2
    assert abs(op2 - 9) < 1e-9 and abs(F2 - 9.6) < 1e-9
    assert op2 > 3 / 8 * (1 + 3 * 0.3) * F2


def test_wstar_norm() -> None:
    """L2903: m = 2, W_1 = E_11 (||W_1||_F = 1), W_2 = 10 E_11 (||W_2||_F = 10): w* = ((W_1)_{:,1}, (W_2)_{:,1}) =
    (1, 10) (d = 1), ||w*|| = sqrt(101) > sqrt(2)."""
    wstar = [1.0, 10.0]
    assert math.sqrt(sum(v * v for v in wstar)) > math.sqrt(2) * 7


def test_eq78_identity_head() -> None:
    """(78) at m = 1, d = 144, Theta_1 = I/12, x = 1, S = {1}, d' = 1, nu = 0.4: E' has column 1 equal to b e_1 and
    columns j >= 2 equal to -c (e_j - 1/d), c = b d/(d - 1)^2 (so <Theta_1, E'> = 0 and x^T E'_{S^c} = 0: Case (A)),
    b fixed by ||E'||_F = 1. |<Theta_1, E'_S>| = b/12 against nu d'/sqrt d = 0.4/12."""
    d, nu, dp = 144, 0.4, 1
    kappa = nu * dp * math.sqrt(math.log(d)) / math.sqrt(d)
    assert kappa <= math.exp(-1 / nu)
    b = 1 / math.sqrt(1 + (d - 1) * (d / (d - 1) ** 2) ** 2 * (1 - 1 / d))
    c = b * d / (d - 1) ** 2
    E = np.zeros((d, d))
    E[0, 0] = b
    for j in range(1, d):
        E[:, j] = -c * (np.eye(d)[j] - 1 / d)
    th = np.eye(d) / 12
    x = np.ones(d)
    assert abs(np.linalg.norm(E) - 1) < 1e-12 and abs((th * E).sum()) < 1e-12
    assert np.linalg.norm(x @ E[:, 1:]) < 1e-10
    lhs = abs(th[:, 0] @ E[:, 0])
    assert lhs > 2 * nu * dp / math.sqrt(d)
    assert nu * dp / math.sqrt(d) <= kappa


def test_l2256_two_correlated_vectors() -> None:
    """L2256 at m = 2: v_1 = e_1, v_2 = (1/4, sqrt(15)/4) (unit norms, alpha = 1 = 2 m kappa with kappa = 1/4), v* = (v_1 +
    v_2)/2, lambda = (1/2 + t, 1/2 - t) on the boundary ||v||^2 = (1 + eta)||v*||^2, eta = 0.99: sqrt(2)||lambda|| + 1 >
    sqrt(2/alpha) + 1."""
    kappa, eta = 0.25, 0.99
    v1, v2 = np.array([1.0, 0.0]), np.array([kappa, math.sqrt(1 - kappa**2)])
    vs = (v1 + v2) / 2
    t = math.sqrt(eta * (1 + kappa) / (4 * (1 - kappa)))
    lam = np.array([0.5 + t, 0.5 - t])
    v = lam[0] * v1 + lam[1] * v2
    assert abs(lam.sum() - 1) < 1e-15
    assert v @ v <= (1 + eta) * (vs @ vs) + 1e-12
    assert abs(v1 @ v2) <= kappa + 1e-15 and 1.0 >= 2 * 2 * kappa
    lhs = math.sqrt(2) * np.linalg.norm(lam) + 1
    assert lhs > math.sqrt(2) + 1 + 0.2
