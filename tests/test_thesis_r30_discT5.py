"""Second paths for thmcheck.checks.papers.thesis.r30_discT5 (round 30, helper discT5): plain numpy / mpmath,
nothing imported from bounds/ or models/.

(D.137) L7838 (seed 003): P(...) <= exp(-||A*||_inf^4 (eps_c + C_0)^2 K log N) <= N^{-K}, eps_c = 1 (Table D.2),
A* = A P* (5.6)-(5.7), 0 <= p*_l <= c1/(L psi_l) (5.8), psi_l = sqrt(d_L d_l) |N_l| / sum_i d_i |N_i| (5.9),
A = D^{-1/2} (Adj + I) D^{-1/2}.

L7325: the ratio of independent N(0, s^2/m1) and N(0, s^2 sigma_w^2) has density 1/(pi (sigma_w sqrt(m1) z^2 +
1/(sigma_w sqrt(m1)))).
"""

from __future__ import annotations

import math

import mpmath
import numpy as np


def test_d137_second_link() -> None:
    # one degree group: two disjoint triangles with self-loops (each node: degree 3), N = 6
    edges = [(a, b) for blk in ((0, 1, 2), (3, 4, 5)) for a in blk for b in blk]
    N = 6
    M = np.zeros((N, N))
    for a, b in edges:
        M[a, b] = 1.0
    deg = M.sum(axis=1)
    assert np.all(deg == 3)
    A = np.diag(deg ** -0.5) @ M @ np.diag(deg ** -0.5)
    psi = math.sqrt(3 * 3) * 6 / (3 * 6)          # (5.9) with L = 1: 1
    c1, L = 1.0, 1
    pstar = 0.5
    assert 0 <= pstar <= c1 / (L * psi)            # (5.8)
    Astar = A * pstar                               # every column in group 1 scaled by p*
    a_inf = np.abs(Astar).sum(axis=1).max()
    assert abs(a_inf - 0.5) < 1e-12
    C0, K, eps_c = 1.0, 1, 1.0
    c = a_inf ** 4 * (eps_c + C0) ** 2
    mid = mpmath.e ** (-c * K * mpmath.log(N))
    right = mpmath.mpf(N) ** (-K)
    assert abs(float(mid) - 6 ** -0.25) < 1e-12
    assert mid > 3 * right                          # 0.639 > 0.167: the link fails as printed
    # with ||A*||_inf >= 1 (p* = 1 here) the link holds
    c_one = (np.abs(A).sum(axis=1).max()) ** 4 * (eps_c + C0) ** 2
    assert mpmath.e ** (-c_one * K * mpmath.log(N)) <= right


def test_L7325_ratio_density() -> None:
    rng = np.random.default_rng(7)
    for m1, sw, s in ((1, 1.0, 1.0), (100, 1e-2 * 100 ** -0.25, 3.0), (10_000, 1e-5, 0.2)):
        sx, sy = s / math.sqrt(m1), s * sw
        g = sw * math.sqrt(m1)
        for z in (0.0, -2.0, 50.0, float(rng.uniform(-5, 5))):
            f = mpmath.quad(lambda y, z=z, sx=sx, sy=sy: abs(y) * mpmath.npdf(z * y, 0, sx) * mpmath.npdf(y, 0, sy),
                            [-mpmath.inf, 0, mpmath.inf])
            printed = 1 / (math.pi * (g * z * z + 1 / g))
            assert abs(float(f) / printed - 1) < 1e-8, (m1, sw, z, float(f), printed)
    # Monte Carlo sanity: Pr[|X/Y| <= 1] at m1 = 100, sigma_w = 0.02
    m1, sw = 100, 0.02
    x = rng.normal(0, 1 / math.sqrt(m1), 50_000)
    y = rng.normal(0, sw, 50_000)
    p = float(np.mean(np.abs(x / y) <= 1))
    assert abs(p - 2 / math.pi * math.atan(sw * math.sqrt(m1))) < 0.015


def test_d131_middle() -> None:
    # (D.131) L7801 middle link: |e_g^T A* A* (A* X W_T . D_w V_T) . D_v c_r| <= ||A*||^2 tau'_v tau'_w m1^{1/4}
    # sqrt(m2) eps_c. One triangle with self-loops (A = J/3, rows sum 1), one group (psi_1 = 1, L = 1), c1 = 100,
    # p* = 100 <= c1 (5.8): A* = 100 A. d = 1, X = (1, 1, 1)^T (unit rows), m1 = m2 = 1; an initialization with every
    # sign active (W0 = 1/2, B1 = 0, V0 = 1/2, B2 = 0: D_w = D_v = 1) and c_r = 1 (||c_r|| = sqrt(m2) eps_c).
    p, eps0, C0 = 100.0, 0.01, 1.0
    A = np.full((3, 3), 1.0 / 3.0)
    As = p * A
    X = np.ones((3, 1))
    W0, V0 = np.array([[0.5]]), np.array([[0.5]])
    Dw = (As @ X @ W0 >= 0).astype(float)
    Dv = (As @ np.maximum(As @ X @ W0, 0) @ V0 >= 0).astype(float)
    assert Dw.all() and Dv.all()
    m1 = m2 = 1
    tvp = m1 ** 0.495 / (math.sqrt(eps0) * math.sqrt(m2))
    twp = C0 / (eps0 ** 0.25 * m1 ** 0.745)
    WT = np.array([[eps0 ** 0.25 * twp]])            # ||W_T||_{2,4} = eps0^{1/4} tau'_w (D.126)
    VT = np.array([[eps0 ** 0.5 * tvp]])             # ||V_T||_F = eps0^{1/2} tau'_v (D.127)
    c = np.array([1.0])
    lhs = abs((As @ ((As @ ((As @ X @ WT) * Dw) @ VT) * Dv) @ c)[0])
    a_inf = np.abs(As).sum(axis=1).max()
    rhs = a_inf ** 2 * tvp * twp * m1 ** 0.25 * math.sqrt(m2) * 1.0
    assert abs(lhs / rhs - p * eps0 ** 0.75) < 1e-9    # = ||A*||_inf eps0^{3/4} = 3.162
    assert lhs > 3 * rhs


def test_d135_u_bound() -> None:
    # (D.135) L7826 first line: |u_i| <= 2 sqrt(K) ||A*||_inf^2 (eps_c + C_0). K = 2, L(z, y) = b_y + sqrt(1 + |z|^2)
    # - 1 with b = (0, 1) (nonnegative, convex, 1-Lipschitz, 1-smooth, L(0, y) in [0, 1]); A* = p* A, one triangle,
    # p* = 1e-3 <= c1 = 1 (5.8); any network output F with ||F|| <= 1e-3 (|F_r| <= ||A*||_inf times O(1) here);
    # D uniform over two samples with labels 1 and 2.
    K, p, C0 = 2, 1e-3, 1.0
    A = np.full((3, 3), 1.0 / 3.0)
    a_inf = np.abs(p * A).sum(axis=1).max()
    b = [0.0, 1.0]
    F = [np.array([1e-3, -5e-4]), np.array([2e-4, 7e-4])]
    losses = [b[y] + math.sqrt(1 + float(f @ f)) - 1 for y, f in zip((0, 1), F, strict=True)]
    mean = sum(losses) / 2
    u = [x - mean for x in losses]
    bound = 2 * math.sqrt(K) * a_inf ** 2 * (1.0 + C0)
    assert abs(bound - 2 * math.sqrt(2) * 1e-6 * 2) < 1e-15
    assert min(abs(x) for x in u) > 0.49 > 1e4 * bound
