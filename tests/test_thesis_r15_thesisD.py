"""Independent checks for the round-15 App. D claims of the thesis (``checks/papers/thesis/r15_thesisD.py``), sharing
no code with the claims' measurements or bounds."""

from __future__ import annotations

import mpmath as mp

mp.mp.dps = 50


def _chain(R: mp.mpf, K: int, p1: int, p2: int, c1: mp.mpf, c2: mp.mpf, eps: mp.mpf, deg: int) -> dict:
    """From (5.2), (5.3) with C* = 1 for phi = c1 z, Phi = c2 z: the range end of eps (L6946), C (D.40), C' (D.41),
    C'' (D.42), C0 (D.43, constant 1), the argument of M (L6948), M = (e (1 + arg)/eps)^deg, and (D.89)'s middle
    term ||q^T A||_1 ||A||^2 m1^{3/10} (C0/m1)(K sqrt(m1)/m2) m2 at m1 = m2 = M, ||q^T A||_1 = R (q = e_g at the
    largest row)."""
    def c_eps(c: mp.mpf, x: mp.mpf) -> mp.mpf:  # only the i = 1 coefficient: (x + sqrt(log(1/eps)) x) |c|
        return (x + mp.sqrt(mp.log(1 / eps)) * x) * abs(c)

    def c_s(c: mp.mpf, x: mp.mpf) -> mp.mpf:  # (1 + 1)^{1.75} x |c|
        return mp.mpf(2) ** mp.mpf("1.75") * x * abs(c)

    root = mp.sqrt(R**2 + 1)
    eps_end = 1 / (K * p1 * p2**2 * c_s(c2, p2 * c_s(c1, R)) * c_s(c1, R) * root)
    C = c_eps(c1, R) * root
    C2 = c_eps(c2, 10 * C * mp.sqrt(p2)) * root
    C0 = p1**2 * p2 * K**2 * C * C2
    arg = c_eps(c2, mp.sqrt(p2) * c_eps(c1, R) * root)
    M = (mp.e * (1 + arg) / eps) ** deg
    m1 = m2 = M
    middle = R * R**2 * m1 ** mp.mpf("0.3") * (C0 / m1) * (K * mp.sqrt(m1) / m2) * m2
    return {"eps_end": eps_end, "arg": arg, "M": M, "ratio": middle / eps}


def test_d89_last_step_grows_at_bounded_width() -> None:
    """(D.89)'s '<= eps' at m1 = m2 = M for the degree-8 polynomial M of (D.39)'s printed arguments: along ||A||_inf =
    10^j with phi = z/||A||^2 the argument of M stays in [9.8, 14.1] and eps = 0.01 stays in its range, while the
    ratio (middle term)/eps grows ~ ||A||^4; along K = 10^j with Phi = z/K the argument falls, eps's range end is
    K-free, and the ratio grows ~ K^2. Any fixed constant (C0's O~) is passed."""
    eps = mp.mpf("0.01")
    prev = None
    for j in range(5):
        R = mp.mpf(10) ** j
        out = _chain(R, 1, 1, 1, 1 / R**2, mp.mpf(1), eps, 8)
        assert eps < out["eps_end"]
        assert 9.8 <= out["arg"] <= 14.1
        if prev is not None:
            assert out["ratio"] / prev > 1e3 if j > 1 else out["ratio"] / prev > 10
        prev = out["ratio"]
    assert prev > 1e14
    prev = None
    for j in range(5):
        K = 10**j
        out = _chain(mp.mpf(1), K, 1, 1, mp.mpf(1), mp.mpf(1) / K, eps, 8)
        assert eps < out["eps_end"]
        assert out["arg"] <= 14.1
        if prev is not None:
            assert out["ratio"] / prev > 50
        prev = out["ratio"]
    assert prev > 1e8


def test_l7061_rescaled_p1_keeps_the_target() -> None:
    """L7061 as printed: P_1 = alpha P_3 + R_1 (D.54) with |alpha| <= L/sqrt(m1), |R_1| <= L sqrt(|S|/(m1 m2)), L =
    1 + log(m1 m2), and P_3 within L ||A||/sqrt(m2) of sqrt(|S|)/(sqrt(m2) C) Sigma (the first line): the rescaled
    |C sqrt(m2)/sqrt(tau m1) P_1| is at most an explicit U -> 0, so |rescaled P_1 - Sigma| >= Sigma - U, while the
    bound L ||A|| C/sqrt(tau m1) -> 0: the ratio grows like sqrt(m1)/log(m1) and passes 1e3 by m1 = 1e14 (regular graph, ||A|| = 1, phi = z, eps =
    0.01, Sigma >= 0.99, C* = 1, tau = 1/100, |S| <= 2 tau m1, m2 = 1e6)."""
    eps = mp.mpf("0.01")
    C = (1 + mp.sqrt(mp.log(1 / eps))) * mp.sqrt(2)
    assert eps < 1 / (mp.mpf(2) ** mp.mpf("1.75") * mp.sqrt(2))  # Lemma D.2.5's range at ||A|| = 1, phi = z
    sigma = 1 - eps
    tau, m2 = mp.mpf("0.01"), mp.mpf(10) ** 6
    ratios = []
    for k in range(6, 15):
        m1 = mp.mpf(10) ** k
        L = 1 + mp.log(m1 * m2)
        S = 2 * tau * m1
        P3_max = mp.sqrt(S) / (mp.sqrt(m2) * C) * (1 + eps) + L / mp.sqrt(m2)
        P1_max = L / mp.sqrt(m1) * P3_max + L * mp.sqrt(S / (m1 * m2))
        U = C * mp.sqrt(m2) / mp.sqrt(tau * m1) * P1_max
        bound = L * C / mp.sqrt(tau * m1)
        ratios.append((sigma - U) / bound)
    assert ratios[0] > 0 and all(b > 2.5 * a for a, b in zip(ratios, ratios[1:]))
    assert ratios[-1] > 1e3


def test_l7069_r2_grows_with_the_star() -> None:
    """L7069: R_2 = alpha (P_3 - sqrt(tau m1)/(sqrt(m2) C) Sigma) with the premise (L7059) P_3 = sqrt(|S|)/(sqrt(m2) C)
    Sigma + E at its printed size E = lg ||A||_inf/sqrt(m2): on a star (A built entrywise, degrees with self-loops,
    node 0 the centre, features all equal so a_j X w* = row sum of j), phi = z/||A||^2, |R_2| sqrt(m1 m2)/lg grows
    like ||A||_inf (~ sqrt(L/2)) at m1 = m2 = 1e6."""
    import numpy as np

    m1 = m2 = mp.mpf(10) ** 6
    tau = mp.mpf("0.01")
    lg = 1 + mp.log(m1 * m2)
    out = []
    for L in (10, 100, 1000, 10000):
        deg = np.array([L + 1] + [2] * L, dtype=float)
        row0 = np.array([1.0 / (L + 1)] + [1.0 / np.sqrt(2.0 * (L + 1))] * L)  # A_{0,j} = 1/sqrt(d_0 d_j)
        rows = row0.copy()  # row sums: node 0, then each leaf l: 1/d_l + 1/sqrt(d_l d_0)
        rows[1:] = 1.0 / deg[1:] + 1.0 / np.sqrt(deg[1:] * deg[0])
        ainf = mp.mpf(float(max(row0.sum(), rows[1:].max())))
        c1 = 1 / ainf**2
        eps = mp.mpf("0.001")
        assert eps < 1 / (mp.mpf(2) ** mp.mpf("1.75") * ainf * c1 * mp.sqrt(ainf**2 + 1))  # Lemma D.2.5's range
        C = (1 + mp.sqrt(mp.log(1 / eps))) * ainf * c1 * mp.sqrt(ainf**2 + 1)
        sig = c1 * mp.mpf(float(row0 @ np.concatenate(([row0.sum()], rows[1:]))))
        S = tau * m1 + (1 + mp.log(m1)) * mp.sqrt(tau * m1)
        alpha = lg / mp.sqrt(m1)
        E = lg * ainf / mp.sqrt(m2)
        R2 = alpha * ((mp.sqrt(S) - mp.sqrt(tau * m1)) / (mp.sqrt(m2) * C) * sig + E)
        out.append((ainf, abs(R2) * mp.sqrt(m1 * m2) / lg))
    for (a0, r0), (a1, r1) in zip(out, out[1:]):
        assert r1 / r0 > 0.9 * a1 / a0 > 2.5
    assert out[-1][1] > 50 * out[0][1] / out[0][0]


def test_d138_sample_size_falls_short_by_k2_p1_2() -> None:
    """(D.138): k = ||A||^4 (1 + C0)^2 K sqrt((1 + delta)^4 log N/|Omega|) (D.137, eps_c = 1) at |Omega| = the printed
    threshold eps0^{-2} ||A||^8 (1 + p1^4 p2^5 C_phi C_Phi) (||A|| + 1)^4 K^6 (1 + delta)^4 log N, with C_phi =
    C_eps(z, 1), C_Phi = C_eps(z, C_phi) (C* = 1, ||A|| = 1, p2 = 1), C0 = p1^2 K^2 C C'' (D.40)-(D.43), eps at half
    Theorem 5.3.1's range end: k/eps0 passes 1 and grows ~ K^2 (p1 = 1) and ~ p1^2 (K = 1)."""
    e0, delta, N = mp.mpf("0.01"), mp.mpf(0), mp.mpf(1000)

    def ratio(K: int, p1: int) -> mp.mpf:
        cs = mp.mpf(2) ** mp.mpf("1.75")
        eps = e0 / (K * p1 * (cs * cs) * cs) / 2  # Theorem 5.3.1: C_s(Phi, C_s(phi, 1)) C_s(phi, 1) = cs^2 cs
        g = 1 + mp.sqrt(mp.log(1 / eps))
        c_phi = g
        c_Phi = g * c_phi
        C = c_phi * mp.sqrt(2)
        C2 = g * 10 * C * mp.sqrt(2)
        C0 = p1**2 * K**2 * C * C2
        omega = e0**-2 * (1 + p1**4 * c_phi * c_Phi) * 2**4 * K**6 * (1 + delta) ** 4 * mp.log(N)
        k = (1 + C0) ** 2 * K * mp.sqrt((1 + delta) ** 4 * mp.log(N) / omega)
        return k / e0

    rk = [ratio(10**j, 1) for j in range(4)]
    rp = [ratio(1, 10**j) for j in range(4)]
    assert rk[0] > 1 and rp[0] > 1
    for r in (rk, rp):
        for a, b in zip(r, r[1:]):
            assert b / a > 90  # at least ~ the square of the step 10 (log factors only add)


def test_d51_first_term() -> None:
    """(D.51) on one node (A = [1]), d = 1, x = 1, m1 = |S| = 1, s = 1, in exact rationals: u = (1), alpha = w, beta =
    w - alpha = 0; with w + b >= 0 the S part is v (w + b); sigma's expansion gives v w + v b (true), the printed
    P_1 + P_2 gives v w/2 + v b: they differ by v w/2 != 0. A second, random instance (numpy, own loops) confirms
    the true expansion to rounding and the printed one off."""
    from fractions import Fraction

    import numpy as np

    w, b, v = Fraction(3, 5), Fraction(1, 7), Fraction(-2, 3)
    assert w + b >= 0
    lhs = v * (w + b)
    true = v * 1 * w * 1 / 1 + v * (0 + b)  # v 1[.] s alpha a X e_d/sqrt|S| + v 1[.] (a X beta + b)
    printed = v * 1 * w / (2 * 1) + v * (0 + b)  # v 1[.] (s/(2 sqrt|S|)) alpha + v 1[.] (a X beta + b)
    assert lhs == true and lhs - printed == v * w / 2 != 0

    rng = np.random.default_rng(5)
    N, d, m1 = 5, 3, 20
    adj = np.eye(N) + np.diag(np.ones(N - 1), 1) + np.diag(np.ones(N - 1), -1)  # a path graph with self-loops
    dg = adj.sum(1)
    A = adj / np.sqrt(np.outer(dg, dg))
    X = rng.standard_normal((N, d))
    X = X / np.linalg.norm(X, axis=1)[:, None]
    W = rng.standard_normal((d, m1)) / np.sqrt(m1)
    bias, vv = rng.standard_normal(m1) / np.sqrt(m1), rng.standard_normal(m1)
    S = [1, 4, 7, 11, 19]
    sg = [1.0, -1.0, -1.0, 1.0, 1.0]
    u = np.zeros(m1)
    for i, si in zip(S, sg):
        u[i] = si / np.sqrt(len(S))
    al = W[-1] @ u
    be = W.copy()
    be[-1] -= al * u
    n = 2
    lhs_f = tr = pr = 0.0
    for j in range(N):
        aj = A[j] @ X
        for i, si in zip(S, sg):
            z = aj @ W[:, i] + bias[i]
            on = 1.0 if z >= 0 else 0.0
            lhs_f += A[j, n] * vv[i] * max(z, 0.0)
            tr += A[j, n] * vv[i] * on * (al * si * aj[-1] / np.sqrt(len(S)) + aj @ be[:, i] + bias[i])
            pr += A[j, n] * vv[i] * on * (al * si / (2 * np.sqrt(len(S))) + aj @ be[:, i] + bias[i])
    assert abs(lhs_f - tr) < 1e-12
    assert abs(lhs_f - pr) > 1e-6


def test_l7460_literal_zprime_keeps_order_one() -> None:
    """L7460 with Z' as L7442 defines it (the whole masked pre-activation): one node (A = [1] after the self-loop
    normalisation), d = m1 = m2 = 1, x = 1, W + W^rho = 1/4, B_1 = 1/4, W'' = tau (||W''||_{2,inf} = tau), Sigma = 1,
    V + V^rho = 1, B_2 = 1, c_r = 1, q = 1. The case ||Z'_n||_0 = 1 holds (one neuron, active). Then q^T A (Z' eta
    (V + V^rho) . D_{v,rho}) c_r = eta (1/2 + eta tau) while eta ||q^T A||_1 ||A||_inf tau_{w,inf} = eta tau: the
    ratio is (1/2 + eta tau)/tau, beyond any constant (and any log(e m1 m2) = 1) as tau -> 0, for every eta."""
    for eta in (mp.mpf("1e-3"), mp.mpf("1e-9")):
        ratios = []
        for k in range(0, 8):
            tau = mp.mpf(10) ** (-k)
            a, x, w, b1, wpp, sig, v, b2, c, q = 1, 1, mp.mpf(1) / 4, mp.mpf(1) / 4, tau, 1, 1, 1, 1, 1
            pre_eta = a * x * (w + eta * wpp * sig) + b1
            pre_rho = a * x * w + b1
            zp = a * (pre_eta if pre_eta >= 0 else 0)  # Z' = A(...) . D_{w,rho,eta}
            assert zp != 0  # ||Z'_n||_0 = 1
            d_v = 1 if a * (pre_rho if pre_rho >= 0 else 0) * v + b2 >= 0 else 0
            lhs = abs(q * a * (zp * eta * v * d_v) * c)
            rhs = eta * abs(q * a) * a * tau
            ratios.append(lhs / rhs)
        assert all(r2 > 9 * r1 for r1, r2 in zip(ratios, ratios[1:]))
        assert ratios[-1] > 4e6


def test_l7319_preactivation_variance_on_the_path_graph() -> None:
    """L7316-L7319 on the path graph 0 - 1 - 2 with self-connections (degrees 2, 3, 2), A = D^{-1/2} A~ D^{-1/2}, d = 1,
    x_k = 1, node n = 0: a~_0 = (1/2, 1/sqrt 6, 0), row sum s = 1/2 + 1/sqrt 6 = 0.9082. The pre-activation a~_0 X w +
    b (w ~ N(0, 1/m1), b ~ N(0, 1/m1), L1485) has variance (s^2 + 1)/m1, while ||a~_0 X~||^2/m1 = 2 s^2/m1 (X~ = (X,
    1)): 1.8249/m1 against 1.6498/m1. Exact in mpmath, and a Monte Carlo of the pre-activation from the definitions
    (numpy, 4e6 draws, m1 = 1) lands on 1.8249 within 0.5%, 10% away from 1.6498."""
    import numpy as np

    s = mp.mpf(1) / 2 + 1 / mp.sqrt(6)
    pre_var, printed = s**2 + 1, 2 * s**2
    assert abs(pre_var - mp.mpf("1.82491")) < 1e-4 and abs(printed - mp.mpf("1.64983")) < 1e-4
    rng = np.random.default_rng(7319)
    At = np.array([[1.0, 1.0, 0.0], [1.0, 1.0, 1.0], [0.0, 1.0, 1.0]])
    deg = At.sum(1)
    a0 = (At / np.sqrt(np.outer(deg, deg)))[0]
    X = np.ones((3, 1))
    w = rng.standard_normal(4_000_000)
    b = rng.standard_normal(4_000_000)
    pre = (a0 @ X)[0] * w + b  # a~_0 X w + B_{1(0,i)}
    v = float(pre.var())
    assert abs(v - float(pre_var)) < 0.005 * float(pre_var)
    assert v > 1.08 * float(printed)


def test_l1375_cross_entropy_is_not_1_lipschitz() -> None:
    """L1375/(D.134): the cross-entropy -log(e^{z_y}/sum e^{z_k}) at K = 2, y = 0, z = (-5, 5), in mpmath from the
    definition: |CE(z, 0) - CE(0, 0)| = 9.3069 > ||z||_2 = 5 sqrt 2 = 7.0711; and the ratio stays <= sqrt 2 on a grid
    (the corrected constant), approaching it at z = (-s, s), s = 50."""
    def ce(z: list, y: int) -> mp.mpf:
        return -mp.log(mp.e ** z[y] / mp.fsum(mp.e ** zk for zk in z))

    z = [mp.mpf(-5), mp.mpf(5)]
    diff = abs(ce(z, 0) - ce([mp.mpf(0), mp.mpf(0)], 0))
    nz = mp.sqrt(mp.fsum(zk**2 for zk in z))
    assert abs(diff - mp.mpf("9.30690")) < 1e-4 and diff > mp.mpf("1.3") * nz
    for s in (mp.mpf(1), mp.mpf(10), mp.mpf(50)):
        for K in (2, 3, 7):
            zz = [mp.mpf(0)] * K
            zz[0], zz[1] = -s, s
            r = abs(ce(zz, 0) - mp.log(K)) / mp.sqrt(2 * s**2)
            assert r <= mp.sqrt(2)
    assert abs(ce([-mp.mpf(50), mp.mpf(50)], 0) - mp.log(2)) / (50 * mp.sqrt(2)) > mp.mpf("1.40")


def test_l1375_cross_entropy_is_1_lipschitz_in_l1() -> None:
    """The reading 'l1 norm' of thesis.ch5.L1375-cross-entropy-lipschitz: |CE(z, y) - CE(0, y)| <= ||z||_1, in mpmath
    from the definition, on random logits (K = 2..12, scales 1e-2..1e2) and the two-point family z = s(e_1 - e_0)."""
    import random

    def ce(z: list, y: int) -> mp.mpf:
        return mp.log(mp.fsum(mp.e ** zk for zk in z)) - z[y]

    rng = random.Random(7)
    for _ in range(300):
        K = rng.randint(2, 12)
        sc = 10 ** rng.uniform(-2, 2)
        z = [mp.mpf(rng.gauss(0, 1) * sc) for _ in range(K)]
        y = rng.randrange(K)
        assert abs(ce(z, y) - mp.log(K)) <= mp.fsum(abs(zk) for zk in z) * (1 + mp.mpf(10) ** -20)
    for s in (mp.mpf(1), mp.mpf(10), mp.mpf(50)):
        z = [-s, s]
        assert abs(ce(z, 0) - mp.log(2)) <= 2 * s
