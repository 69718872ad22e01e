"""Second paths of chenli's round-12 checks (helper chenliA), sharing no code with the claims' measurements
(checks/papers/chenli/r12_chenliA.py): Assumption 4's least upsilon by a direct loop over the sets S (and under the
coordinate-projector reading), and (43)'s crossing in mpmath from the definitions."""

from __future__ import annotations

import itertools
import math

import numpy as np

from thmcheck.checks.papers.chenli import r12_chenliA as M


def _ups_direct(T: np.ndarray, proj: str) -> float:
    """The least upsilon of Assumption 4 by a plain loop over every nonempty S: proj 'Pi' (L297: I - 1_S 1_S^T/|S|)
    or 'P' (the coordinate projector onto [d] \\ S, L297's P_S^perp)."""
    d = T.shape[0]
    F = np.linalg.norm(T)
    best = max(np.linalg.norm(T, axis=0).max(), np.linalg.norm(T, axis=1).max()) * math.sqrt(d) / F
    for k in range(1, d + 1):
        for S in itertools.combinations(range(d), k):
            one = np.zeros(d)
            one[list(S)] = 1.0
            if proj == "Pi":
                Pp = np.eye(d) - np.outer(one, one) / k
            else:
                Pp = np.diag(1.0 - one)
            TP = T @ Pp
            f = np.linalg.norm(TP)
            cols = np.linalg.norm(TP, axis=0)
            if f < 1e-12:
                if cols.max() > 0:
                    return math.inf
                continue
            best = max(best, cols.max() * math.sqrt(d) / f)
    return max(1.0, best)


def test_assump4_least_upsilon_direct() -> None:
    """Assumption 4 as printed (L453, Pi_S^perp of L297, every S): a Gaussian, a Haar orthogonal matrix and I_d have
    a least upsilon <= 10 = sqrt(d)/(10 r^2) at r = d^{1/4}/10; the claim's enumeration agrees, and the certificate
    bounds it from above. I_d: exactly sqrt(d/(d-1)) (columns outside S have norm 1, ||Pi_S^perp||_F^2 = d - 1)."""
    for fam, d, seed in (("gaussian", 7, 3), ("orthogonal", 8, 1), ("identity", 9, 0), ("gaussian", 10, 5)):
        inst = {"d": d, "family": fam, "seed": seed}
        T = M._a4_theta(inst)
        direct = _ups_direct(T, "Pi")
        assert direct <= 10.0
        assert abs(M.upsilon_exact(T) - direct) < 1e-9
        assert M.upsilon_certificate(T) >= direct - 1e-9
        if fam == "identity":
            assert abs(direct - math.sqrt(d / (d - 1))) < 1e-12
    assert M.A4_SAT.measure({"d": 9, "family": "identity", "seed": 0}, None).lhs <= 10.0


def test_assump4_coordinate_projector_vacuous() -> None:
    """Under the other projector of L297 (P_S^perp, coordinates [d] \\ S) the clause is vacuous: S = [d] \\ {j}
    leaves the column j alone, so upsilon >= sqrt(d) for every nonzero Theta, above sqrt(d)/(10 r^2) (r >= 1)."""
    rng = np.random.default_rng(0)
    for d in (5, 8):
        T = rng.standard_normal((d, d))
        assert _ups_direct(T, "P") >= math.sqrt(d) - 1e-9
        assert _ups_direct(T, "Pi") < 3.0


def _family_1e32() -> tuple:
    """The mpmath family of the (43) / Lemma 5.13 second paths (50 digits): d = 1e32, n = d2 = d/4, r0 = d^{1/4}/10,
    a = sqrt(2/r0); returns (d, n, r0, a)."""
    import mpmath as mp

    mp.mp.dps = 50
    d = mp.mpf(10) ** 32
    n = d / 4
    r0 = d ** mp.mpf(0.25) / 10
    a = mp.sqrt(2 / r0)
    return d, n, r0, a


def test_eq43_crossing_second_path() -> None:
    """Second path of chenli.eq43's crossing (mpmath, from the definitions): d = 1e32, Theta = D + a 1_[2] e^T with
    D = diag((-1)^i), e_j = 1/sqrt(d) on S_[2] (one sign), n = d2 = d/4, a^2 = 2/r0 (r0 = d^{1/4}/10 = 1e7), c =
    sqrt(r0)/2, d3 = 4 c^2 (c <= sqrt(d3)/2), nu = nu' = 1 (general case: |nu| > c/sqrt(d3)), s = 1, mu' = the top
    slice <= c/sqrt(n), k2 = mu' n/2, mu = mu' - 2 k2/n. Given U, <w, y> = a (k2/sqrt(d)) (mu + mu') n/2 exactly.
    Hypotheses by sign-free inequalities: ||Theta||_F^2 = d + a^2 n (e constant on S_[2], D traceless off it up to
    1), ||Theta||_op <= 1 + a sqrt(n), every column (also of Theta Pi_S^perp) of norm <= 1 + a."""
    import mpmath as mp

    d, n, r0, a = _family_1e32()
    fro2_lo, fro2_hi = d + a * a * n - 2, d + a * a * n + 2
    op2 = (1 + a * mp.sqrt(n)) ** 2
    r = min(fro2_lo / op2 - 1, r0)
    ups = mp.sqrt((1 + a) ** 2 * d / (fro2_lo - op2))
    assert ups <= mp.sqrt(d) / (10 * r * r) and r <= r0
    c = mp.sqrt(r) / 2
    d3 = mp.ceil(4 * c * c)
    assert 1 <= c <= mp.sqrt(min(r, n, d3)) / 2 and 1 > c / mp.sqrt(d3)
    A = 2 * mp.floor(c * mp.sqrt(n) / 2)  # mu' n (n even): mu' = A/n <= c/sqrt(n)
    k2 = mp.floor(A / 2)
    mu_p, mu = A / n, (A - 2 * k2) / n
    assert abs(mu_p) <= c / mp.sqrt(n) and abs(mu) <= c / mp.sqrt(n)
    g = k2 / mp.sqrt(d)
    X = c / mp.sqrt(n) + c * c / r + d3 * ups * ups / d
    assert k2 + a * a * g * g * n + 2 * a * g <= X * fro2_lo  # the event (41), s = 1
    cond = (a * g * (mu + mu_p) * n / 2) ** 2
    printed = (c / mp.sqrt(n) + c * c / r + ups * ups * d3**3 / d) * fro2_hi
    assert cond > 1000 * printed
    corrected = (1 + d3) * X * fro2_lo
    assert cond <= corrected
    inst = {"d": 10**32, "nfrac": 1.0, "afrac": 1.0, "cfrac": 1.0, "d3mult": 1.0, "s": 1.0}
    p = M.l1004_parts(inst)
    assert p["lhs"] > 1000 * M.L1004.bound(**p["q"])


def test_l994_realized_second_path() -> None:
    """Second path of chenli.display.lemma5.13-s3-sum-realized. (1) The mechanism on a dense matrix (numpy): d = 560,
    S_[2] = [300, 556) (d2 = 256), S_[3] = [556, 560) (d3 = 4), c = 1, mu = -1/16, mu' = 1/16 (k = |U_2| = 16), Theta
    = D + a 1_[3] f^T, f = 1_F/4 on F = the first 16 coordinates of S_[2], a = 2, U_[2] = F, U_[3] empty: w = P_{S\\U}
    Theta 1_U has w_i = a sqrt(k) on S_[3], the left side d3^2 a^2 k = 1024 exceeds upsilon^2 d3^3/d ||Theta||_F^2
    with upsilon an upper bound on Assumption 4's least value (rows, columns, and every Pi_S^perp column <= 1 + a
    sqrt(d3/k) against ||Theta Pi_S^perp||_F^2 >= ||Theta||_F^2 - ||Theta||_op^2). (2) Every hypothesis at d = 1e20
    in mpmath (sign-free closed forms): (8)'s r_Theta <= d^{1/4}/10 needs large d."""
    d, d1, d2, d3, k, a = 560, 300, 256, 4, 16, 2.0
    D = np.diag([(-1.0) ** i for i in range(d)])
    f = np.zeros(d)
    F = np.arange(d1, d1 + k)
    f[F] = 1 / math.sqrt(k)
    one3 = np.zeros(d)
    one3[d1 + d2:] = 1.0
    T = D + a * np.outer(one3, f)
    oneU = np.zeros(d)
    oneU[F] = 1.0
    keep = np.ones(d)
    keep[:d1] = 0.0
    keep[F] = 0.0  # S \ U = (S_[2] \ U_[2]) u S_[3]
    w = keep * (T @ oneU)
    lhs = float(w[d1 + d2:].sum() ** 2)
    assert abs(lhs - d3**2 * a * a * k) < 1e-9
    fro2 = float((T**2).sum())
    op2 = float(np.linalg.eigvalsh(T.T @ T)[-1])
    ups2 = max(max(np.linalg.norm(T, axis=0).max(), np.linalg.norm(T, axis=1).max()) ** 2 * d / fro2,
               (1 + a * math.sqrt(d3 / k)) ** 2 * d / (fro2 - op2))
    assert lhs > 3 * ups2 * d3**3 / d * fro2
    assert lhs <= ups2 * d3 * d3 * k / d * fro2  # the corrected bound (|U| = k)

    import mpmath as mp

    mp.mp.dps = 50
    d = mp.mpf(10) ** 20
    r0 = d ** mp.mpf(0.25) / 10
    n = mp.floor(d / (4 * r0))
    c = mp.mpf(10)
    m = 4 * c * c  # d3
    kk = 2 * mp.floor(c * mp.sqrt(n) / 2)  # mu' = kk/(2n) -> mu = -mu': |mu| <= c/sqrt(n), |U_2| = kk
    assert kk / (2 * n) * 2 <= c / mp.sqrt(n) * 2
    a2 = mp.mpf("0.01") * kk / m
    fro2 = d + a2 * m  # D and a 1_[3] f^T have disjoint supports in every row of S_[3]
    op2 = 1 + (a2 * m + mp.sqrt(a2 * a2 * m * m + 4 * a2 * m)) / 2
    ups = max(1, mp.sqrt(max(1 + a2, 1 + a2 * m / kk) * d / fro2), mp.sqrt(d * (1 + mp.sqrt(a2 * m / kk)) ** 2 /
                                                                          (fro2 - op2)))
    r = mp.mpf("0.99") * min(fro2 / op2 - 1, r0, mp.sqrt(mp.sqrt(d) / (10 * ups)))
    assert 1 <= c <= mp.sqrt(min(r, n, m)) / 2 and 1 > c / mp.sqrt(m)  # c; the general case (nu = 1)
    assert ups <= mp.sqrt(d) / (10 * r * r)
    X = c / mp.sqrt(n) + c * c / r + m * ups * ups / d
    assert kk + a2 * kk * m <= X * fro2  # the event (41) with s = 1
    lhs = m * m * a2 * kk
    assert lhs > 1e4 * ups * ups * m**3 / d * fro2


def test_lemma513_general_second_path() -> None:
    """Second path of chenli.display.lemma5.13-general-case. (1) The coupling sampled literally on a dense matrix
    (numpy): d1 = 400, d2 = 256, d3 = 16, c = 2, mu' = 2c/sqrt(d2)/2 = 1/8 (A = 32), mu = mu' - 2 k2/d2 (k2 = 16), nu =
    nu' = 1, Theta = D + a 1_[2] e^T (e = +1/sqrt(d) on S_[2], random signs elsewhere); x from pi (cube, slice with
    (1 + mu) d2/2 ones, S_[3] all +1), U_[2] a uniform k2-subset of x's -1 positions in S_[2], x' = x + 2 1_U: Delta
    = x'^T Theta x' - x^T Theta x equals 4 a k2 (A - k2)/sqrt(d) + 2 a k2 (sum_{S1} e_j x_j + sum_{S3} e_j) on every
    draw. (2) At d = 1e32 (mpmath): the Hoeffding lower bound on the (1 - r^{-1/4})-quantile of |Delta|/||Theta||_F
    against the shape sqrt(c) r^{1/4}/d2^{1/4} + c/r^{1/4} + d3^{3/2} upsilon/sqrt(d)."""
    rng = np.random.default_rng(7)
    d1, d2, d3, k2, A = 400, 256, 16, 16, 32
    d = d1 + d2 + d3
    a = 0.3
    S1, S2, S3 = np.arange(d1), np.arange(d1, d1 + d2), np.arange(d1 + d2, d)
    e = rng.choice([-1.0, 1.0], d) / math.sqrt(d)
    e[S2] = 1 / math.sqrt(d)
    D = np.diag([(-1.0) ** i for i in range(d)])
    one2 = np.zeros(d)
    one2[S2] = 1.0
    T = D + a * np.outer(one2, e)
    ones2 = (d2 + A - 2 * k2) // 2  # (1 + mu) d2/2 with mu = (A - 2 k2)/d2
    for _ in range(20):
        x = np.empty(d)
        x[S1] = rng.choice([-1.0, 1.0], d1)
        x[S2] = -1.0
        x[rng.choice(S2, ones2, replace=False)] = 1.0
        x[S3] = 1.0
        U = rng.choice(S2[x[S2] < 0], k2, replace=False)
        xp = x.copy()
        xp[U] = 1.0
        delta = xp @ T @ xp - x @ T @ x
        closed = 4 * a * k2 * (A - k2) / math.sqrt(d) + 2 * a * k2 * (e[S1] @ x[S1] + e[S3].sum())
        assert abs(delta - closed) < 1e-9

    import mpmath as mp

    d, n, r0, a = _family_1e32()
    fro2_hi = d + a * a * n + 2
    op2 = (1 + a * mp.sqrt(n)) ** 2
    r = min((d + a * a * n - 2) / op2 - 1, r0)
    ups = mp.sqrt((1 + a) ** 2 * d / (d + a * a * n - 2 - op2))
    assert ups <= mp.sqrt(d) / (10 * r * r)
    c = mp.sqrt(r) / 2
    d3 = mp.ceil(4 * c * c)
    A = 2 * mp.floor(c * mp.sqrt(n) / 2)
    k2 = A / 2
    assert 1 <= c <= mp.sqrt(min(r, n, d3)) / 2 and A / n <= c / mp.sqrt(n)
    d1 = d - n - d3
    u = mp.sqrt(2 * d1 / d * mp.log(2 * r ** mp.mpf(0.25)))  # 2 exp(-u^2 d/(2 d1)) = r^{-1/4}
    q = (4 * a * k2 * (A - k2) / mp.sqrt(d) - 2 * a * k2 * (u + d3 / mp.sqrt(d))) / mp.sqrt(fro2_hi)
    shape = mp.sqrt(c) * r ** mp.mpf(0.25) / n ** mp.mpf(0.25) + c / r ** mp.mpf(0.25) + d3**1.5 * ups / mp.sqrt(d)
    assert q > 5 * shape


def test_union_bounds_second_path() -> None:
    """Second path of chenli.display.lemma5.13-union-extra/-general (mpmath, from the definitions): at d = 1e32 on the
    family of test_lemma513_general_second_path (whose Delta formula that test checks against the literal coupling
    sampler), t = s = s' = 2: the Hoeffding lower bound on P[|Delta| > threshold] exceeds 1/t^2 + 1/s^2 + 1/s'^2 =
    3/4 for both printed thresholds (L1010 with nu = nu' = 0 and d3 even; L1016 with nu = nu' = 1)."""
    import mpmath as mp

    d, n, r0, a = _family_1e32()
    fro = mp.sqrt(d + a * a * n + 2)
    op2 = (1 + a * mp.sqrt(n)) ** 2
    r = min((d + a * a * n - 2) / op2 - 1, r0)
    ups = mp.sqrt((1 + a) ** 2 * d / (d + a * a * n - 2 - op2))
    c = mp.sqrt(r) / 2
    d3 = 2 * mp.ceil(2 * c * c)  # even, >= 4 c^2
    assert 1 <= c <= mp.sqrt(min(r, n, d3)) / 2 and ups <= mp.sqrt(d) / (10 * r * r)
    A = 2 * mp.floor(c * mp.sqrt(n) / 2)
    k2 = A / 2
    D0 = 4 * a * k2 * (A - k2) / mp.sqrt(d)
    t = s = s2 = mp.mpf(2)
    X1 = c / mp.sqrt(min(n, d3)) + c * c / r
    thr_extra = 2 * fro * (t * mp.sqrt(X1) + s * s2 * mp.sqrt(1 + c * c / r) * mp.sqrt(X1))
    X = c / mp.sqrt(n) + c * c / r + d3 * ups * ups / d
    Y = c / mp.sqrt(n) + c * c / r + d3**3 * ups * ups / d
    thr_general = 2 * fro * (t * mp.sqrt(X) + s * s2 * mp.sqrt(Y))
    d1 = d - n - d3
    for thr in (thr_extra, thr_general):
        u = (D0 - thr) / (2 * a * k2) - d3 / mp.sqrt(d)
        assert u > 0
        p_lo = 1 - 2 * mp.exp(-u * u * d / (2 * d1))
        assert p_lo > mp.mpf(3) / 4 + mp.mpf("0.2")


def _l870_theta(d1: int, d2: int, d3: int, Bw: float) -> np.ndarray:
    """Theta = D + b 1_{S23} 1_[3]^T built entry by entry (D = +1 on S_[3], alternating signs elsewhere)."""
    b = math.sqrt(Bw / (d2 + d3))
    T = np.diag([(-1.0) ** i for i in range(d1 + d2)] + [1.0] * d3)
    T[d1:, d1 + d2:] += b
    return T


def test_l870_second_path() -> None:
    """L870's crossing, by a second path: (1) a small explicit Theta (numpy): x^T Theta 1_[3] is the same number d3 (1
    + b (A + d3)) for every sampled x with nu = 1 and slice sum A on S_[2], and the certificates (columns of Theta
    Pi_S^perp <= 1 + sqrt(B), ||Theta Pi_S^perp||_F >= sqrt(d - 1) - sqrt(B d3), ||.||_op <= 1 + sqrt(B d3)) hold on
    random S; (2) the path's end c = 64 recomputed in mpmath from the definitions: the level s* exceeds 100."""
    import mpmath as mp

    rng = np.random.default_rng(5)
    d1, d2, d3, Bw, A = 40, 16, 16, 9.0, 4
    T = _l870_theta(d1, d2, d3, Bw)
    b = math.sqrt(Bw / (d2 + d3))
    one3 = np.zeros(d1 + d2 + d3)
    one3[d1 + d2:] = 1.0
    for _ in range(50):
        x = np.concatenate([rng.choice([-1.0, 1.0], d1), rng.permutation([1.0] * ((d2 + A) // 2) +
                                                                          [-1.0] * ((d2 - A) // 2)), np.ones(d3)])
        assert abs(x @ T @ one3 - d3 * (1 + b * (A + d3))) < 1e-9
    d = T.shape[0]
    assert abs((T**2).sum() - (d + 2 * b * d3 + Bw * d3)) < 1e-9
    for _ in range(200):
        S = rng.choice(d, size=int(rng.integers(1, d)), replace=False)
        oneS = np.zeros(d)
        oneS[S] = 1.0
        TP = T @ (np.eye(d) - np.outer(oneS, oneS) / len(S))
        assert np.linalg.norm(TP, axis=0).max() <= 1 + math.sqrt(Bw) + 1e-9
        assert np.linalg.norm(TP) >= math.sqrt(d - 1) - math.sqrt(Bw * d3) - 1e-9
        assert np.linalg.norm(TP, 2) <= 1 + math.sqrt(Bw * d3) + 1e-9

    mp.mp.dps = 50
    c = 64
    d2 = d3 = 4 * c * c
    r = mp.mpf(4 * c * c)
    Bw = mp.mpf(10) ** 4
    b = mp.sqrt(Bw / (d2 + d3))
    A = 2 * c * c  # c sqrt(d2), same parity as d2
    dd = mp.ceil(max((10 * r) ** 4, (mp.mpf("1.1") * 10 * r * r * (1 + mp.sqrt(Bw))) ** 2))
    F2 = (dd - d3) + d3 * (1 + b) ** 2 + b * b * ((d2 + d3) * d3 - d3)  # entries squared: D off S3, diagonal, block
    v = max((1 + mp.sqrt(Bw)) * mp.sqrt(dd) / (mp.sqrt(dd - 1) - mp.sqrt(Bw * d3)),
            mp.sqrt((1 + 2 * b + Bw) * dd / F2))
    assert v <= mp.sqrt(dd) / (10 * r * r) and r <= dd ** mp.mpf(0.25) / 10
    assert (mp.sqrt(dd - 1) - mp.sqrt(Bw * d3)) ** 2 / (1 + mp.sqrt(Bw * d3)) ** 2 >= r
    assert d3 <= min(dd / (8 * v * v), mp.sqrt(dd * r) / (8 * c * v))
    X = d3 + b * d3 * (A + d3)
    s_star = X * mp.sqrt(dd) / (v * mp.sqrt(d3) * mp.sqrt(F2)) - d3
    assert s_star > 100
    assert s_star <= c * mp.sqrt(d3)  # the corrected mean term covers it


def test_l848_second_path() -> None:
    """(31) under the second bullet, by a second path: (1) a small explicit Theta = D + b 1_[3] 1_[2]^T (numpy):
    x^T Theta 1_[2] = b d2 d3 for every sampled x with mu = 0, nu = 1, and the certificates hold on random S; (2) the
    path's point r_Theta = 4096 (c = 1) recomputed in mpmath: every hypothesis holds and s* > 400."""
    import mpmath as mp

    rng = np.random.default_rng(7)
    d1, d2, d3, Bw = 40, 12, 10, 25.0
    d = d1 + d2 + d3
    b = math.sqrt(Bw / max(d2, d3))
    T = np.diag([(-1.0) ** i for i in range(d1)] + [1.0] * d2 + [(-1.0) ** i for i in range(d3)])
    T[d1 + d2:, d1:d1 + d2] += b
    one2 = np.zeros(d)
    one2[d1:d1 + d2] = 1.0
    for _ in range(50):
        x = np.concatenate([rng.choice([-1.0, 1.0], d1), rng.permutation([1.0] * (d2 // 2) + [-1.0] * (d2 // 2)),
                            np.ones(d3)])
        assert abs(x @ T @ one2 - b * d2 * d3) < 1e-9
    assert abs((T**2).sum() - (d + b * b * d2 * d3)) < 1e-9
    for _ in range(200):
        S = rng.choice(d, size=int(rng.integers(1, d)), replace=False)
        oneS = np.zeros(d)
        oneS[S] = 1.0
        TP = T @ (np.eye(d) - np.outer(oneS, oneS) / len(S))
        assert np.linalg.norm(TP, axis=0).max() <= 1 + b * math.sqrt(d3) + 1e-9
        assert np.linalg.norm(TP) >= math.sqrt(d - 1) - b * math.sqrt(d2 * d3) - 1e-9
        assert np.linalg.norm(TP, 2) <= 1 + b * math.sqrt(d2 * d3) + 1e-9

    mp.mp.dps = 50
    c, r, Bw = 1, mp.mpf(4096), mp.mpf(10) ** 4
    dd = mp.ceil((mp.mpf("1.1") * 10 * r * r * (1 + mp.sqrt(Bw))) ** 2)
    n = int(mp.floor(mp.mpf("0.9") * mp.sqrt(dd * r) / (8 * c * (1 + mp.sqrt(Bw)))))
    d2 = d3 = n - (n % 2)
    b = mp.sqrt(Bw / d2)
    F2 = dd + b * b * d2 * d3
    flo = mp.sqrt(dd - 1) - b * mp.sqrt(d2 * d3)
    v = max((1 + b * mp.sqrt(d3)) * mp.sqrt(dd) / flo, mp.sqrt((1 + b * b * d2) * dd / F2))
    assert v <= mp.sqrt(dd) / (10 * r * r) and r <= dd ** mp.mpf(0.25) / 10
    assert flo**2 / (1 + b * mp.sqrt(d2 * d3)) ** 2 >= r
    assert d3 <= min(dd / (8 * v * v), mp.sqrt(dd * r) / (8 * c * v)) and 2 * c <= mp.sqrt(min(r, d2, d3))
    s_star = b * d2 * d3 / (mp.sqrt(d2 / r) * mp.sqrt(F2)) - 2 * c
    assert s_star > 400
    assert s_star <= d3 * v * mp.sqrt(r / dd)  # L826's term covers it


def test_l1235_second_path() -> None:
    """L1235's identity term by a second path: E[mu_a nu_b] = 0 for every a, b by a direct loop over all X (k = 2, d1
    = 0, d2 = 2, d3 = 2), so E[mu^T J M* nu] = 0 for ANY fixed M*; the printed right side 1_[2]^T (k Id) 1_[2]/(d2 d3)
    = k/d3 = 1 != 0, the reading's 1_[2]^T (k Id) 1_[3] = 0."""
    k, d2, d3 = 2, 2, 2
    acc = np.zeros((k, k))
    count = 0
    for bits in itertools.product((1, -1), repeat=k * (d2 + d3)):
        X = np.array(bits, dtype=float).reshape(k, d2 + d3)
        acc += np.outer(X[:, :d2].sum(1) / d2, X[:, d2:].sum(1) / d3)
        count += 1
    assert np.abs(acc / count).max() < 1e-15
    one2, one3 = np.r_[np.ones(d2), np.zeros(d3)], np.r_[np.zeros(d2), np.ones(d3)]
    assert abs(one2 @ (k * np.eye(d2 + d3)) @ one2 / (d2 * d3) - k / d3) < 1e-15
    assert one2 @ (k * np.eye(d2 + d3)) @ one3 == 0


def test_l734_second_path() -> None:
    """L734 by a second path (plain Python sums): mu = nu = 1, column 1_[2] + 1_[3], d2 = d3 = 50: the inner product
    is 100 > sqrt(50) * sqrt(100) = 70.7 (the printed bound), <= sqrt(100) * sqrt(100) = 100 (Cauchy-Schwarz)."""
    d1, d2, d3 = 3, 50, 50
    col = [0.0] * d1 + [1.0] * (d2 + d3)
    mean = [0.0] * d1 + [1.0] * d2 + [1.0] * d3
    ip = sum(a * b for a, b in zip(col, mean))
    norm = math.sqrt(sum(a * a for a in col))
    assert ip == 100.0
    assert ip > math.sqrt(max(d2, d3)) * norm * 1.4
    assert ip <= math.sqrt(d2 + d3) * norm + 1e-12


def test_l1235_error_second_path() -> None:
    """L1235's error term by a second path (Monte Carlo with the matrices built explicitly): k = 100, d2 = d3 = 1,
    M_{mu,nu} = J/k + (delta/2) sign(sum mu) 1 (sign(nu) - mean sign(nu))^T, 2000 draws of X. The rows are in the
    simplex, |M - J/k| <= delta, the sample mean of M is J/k up to sampling error, and E[mu^T J (M - J/k) nu] is
    about 3.9 times the printed delta k^2/sqrt(d2 d3) (the claim's closed form: 3.95)."""
    rng = np.random.default_rng(12)
    k, n, delta = 100, 2000, 1.0 / 100
    mu = rng.choice((-1.0, 1.0), size=(n, k))
    nu = rng.choice((-1.0, 1.0), size=(n, k))
    s = np.sign(mu.sum(1))
    sig = np.sign(nu)
    w = sig - sig.mean(1, keepdims=True)
    D = (delta / 2) * s[:, None, None] * np.ones((n, k, 1)) * w[:, None, :]
    M = np.ones((k, k)) / k + D
    assert M.min() >= -1e-15 and np.abs(M.sum(2) - 1).max() < 1e-12
    assert np.abs(D).max() <= delta + 1e-15
    assert np.abs(D.mean(0)).max() < 6 * delta / np.sqrt(n)
    J = np.ones((k, k))
    vals = np.einsum("nb,nb->n", mu @ J, np.einsum("nbc,nc->nb", D, nu))
    mean, se = vals.mean(), vals.std() / np.sqrt(n)
    printed = delta * k * k
    assert mean - 4 * se > 3.5 * printed
    assert mean < delta * k**2.5  # the corrected bound


def test_l1232_second_path() -> None:
    """L1232's first '=' by a second path (plain loops): k = 2, d1 = 0, d2 = d3 = 1, Theta = [[0, 2], [-1, 0.5]].
    Each X is fixed by its block means (d2 = d3 = 1), so M_{mu,nu} = softmax(X Theta X^T) and the right side is
    E[sum_{a,c,b} mu_a S_cb nu_b]; the printed left side (no J) is E[sum_{a,b} mu_a S_ab nu_b]: they differ."""
    T = [[0.0, 2.0], [-1.0, 0.5]]
    k = 2
    left = right = 0.0
    n = 0
    for bits in itertools.product((1.0, -1.0), repeat=2 * k):
        X = [bits[0:2], bits[2:4]]
        L = [[sum(X[a][i] * T[i][j] * X[b][j] for i in range(2) for j in range(2)) for b in range(k)]
             for a in range(k)]
        S = [[math.exp(L[a][b]) / sum(math.exp(v) for v in L[a]) for b in range(k)] for a in range(k)]
        mu = [X[a][0] for a in range(k)]
        nu = [X[a][1] for a in range(k)]
        left += sum(mu[a] * S[a][b] * nu[b] for a in range(k) for b in range(k))
        right += sum(mu[a] * S[c][b] * nu[b] for a in range(k) for c in range(k) for b in range(k))
        n += 1
    left, right = left / n, right / n
    assert abs(left - right) > 0.05, (left, right)
