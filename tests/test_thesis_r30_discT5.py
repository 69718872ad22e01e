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
