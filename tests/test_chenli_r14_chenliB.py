"""Second paths for round 14's chenliB claims (checks/papers/chenli/r14_chenliB.py), recomputed from the paper's
definitions (numpy, mpmath) without the claims' code."""

from __future__ import annotations

import math

import mpmath as mp
import numpy as np


def _lemma66_scalars(lx: float, m: int = 1, lam: float = 0.5, k: float = 2.0, beta: float = 0.0, c: float = 0.1,
                     K: float = 0.5, F: float = 1060.0, dps: int = 0) -> dict:
    """Lemma 6.6's worst value from the paper's definitions in mpmath: xi = e^{-lx}, L = log((k e^{beta^2})^{1/
    lambda}/xi) ((72), Theta(1/lambda) = 1/lambda), c_* = 1/(K m L), eps* at (70)'s edge m L (1/2 + 1/lambda) xi F,
    s = c, sigma = c_* eps*/(2s + xi F) (L1577); alpha = 1 + sigma, a = s + xi F (Item 1's top), e = -sigma (2s + xi F)
    (the lemma's condition with equality): value = alpha a + e, at log10(1/xi) + 60 digits."""
    with mp.workdps(dps or int(lx / math.log(10)) + 60):  # value - s is ~ xi F: lx/ln 10 digits cancel
        xi = mp.e ** (-mp.mpf(lx))
        L = (mp.log(k) + mp.mpf(beta) ** 2) / lam + lx
        cst = 1 / (K * m * L)
        eps = m * L * (mp.mpf(1) / 2 + 1 / mp.mpf(lam)) * xi * F
        s = mp.mpf(c)
        sigma = cst * eps / (2 * s + xi * F)
        value = (1 + sigma) * (s + xi * F) - sigma * (2 * s + xi * F)
        lo, hi = s, s + xi * F
        margin = max(value - hi, lo - value)
        eq73 = sigma * (s + xi * F / 2) - (mp.mpf(1) / 2 + 1 / mp.mpf(lam)) * xi * F
        return {"margin_over_eps": margin / eps, "L": L, "sigma": sigma, "eq73": eq73 / (xi * F), "eps_over_F": eps / F,
                "bound": 1 / (2 * K * m * L)}


def test_lemma6_6_second_path() -> None:
    """Lemma 6.6 (L1595) gives Item 2 no Theta(eps*) margin. (1) A matrix realisation at d = 64 (numpy, log(1/xi) = 10, 12, 14, where sigma <= 1 and float64 resolves the margin): Theta_1
    random with ||Theta_1||_F = F, a rank-one change along x u^T (u = X_2 - X_3) putting x^T Theta_1 u at s + xi F,
    E orthogonal to Theta_1 with ||E||_F = eps* and x^T E u = -sigma (2s + xi F), Theta' = (1 + sigma) Theta_1 + E:
    ||Theta'||_F <= 2F, ||Theta' - Theta_1||_F >= eps* (K_Theta = {Theta_1} at m = 1), Item 1 and the lemma's
    condition hold, and x^T Theta' u lies only sigma s - xi F below s (margin/eps* <= 1/(2 K m L)). (2) The same value
    in mpmath as log(1/xi) grows inside (68)-(69): margin/eps* falls like 1/L (to ~1e-5 at log(1/xi) = 1e5),
    while (73) holds at every point, so no absolute constant serves as Item 2's Theta(eps*)."""
    rng = np.random.default_rng(7)
    d, lam, K, c, F = 64, 0.5, 0.5, 0.1, 1060.0
    for lx in (10.0, 12.0, 14.0):
        S = _lemma66_scalars(lx, lam=lam, K=K, c=c, F=F, dps=30)
        xi = math.exp(-lx)
        L = float(S["L"])
        eps = L * (0.5 + 1 / lam) * xi * F
        sigma = (1 / (K * L)) * eps / (2 * c + xi * F)
        x = rng.choice([-1.0, 1.0], d)
        X2, X3 = rng.choice([-1.0, 1.0], d), rng.choice([-1.0, 1.0], d)
        u = X2 - X3
        T = rng.standard_normal((d, d))
        T *= F / np.linalg.norm(T)
        R = np.outer(x, u) / (float(x @ x) * float(u @ u))  # x^T R u = 1
        T = T + (c + xi * F - float(x @ T @ u)) * R  # x^T Theta_1 u = s + xi F
        assert abs(float(x @ T @ u) - (c + xi * F)) < 1e-9
        # E orthogonal to Theta_1 with x^T E u = target and ||E||_F = eps*: E = a P + b G, P the part of x u^T
        # orthogonal to Theta_1, G a unit direction orthogonal to Theta_1 and P (so x^T G u = <G, x u^T> = 0)
        target = -sigma * (2 * c + xi * F)
        Tn = T / np.linalg.norm(T)
        P = np.outer(x, u) - np.sum(np.outer(x, u) * Tn) * Tn
        G = rng.standard_normal((d, d))
        for B in (Tn, P / np.linalg.norm(P)):
            G -= np.sum(G * B) * B
        G /= np.linalg.norm(G)
        a = target / float(np.sum(P * np.outer(x, u)))
        b = math.sqrt(eps**2 - (a * np.linalg.norm(P)) ** 2)
        E = a * P + b * G
        assert abs(np.sum(E * T)) < 1e-9 * F * eps
        assert abs(float(x @ E @ u) - target) < 1e-6 * abs(target)
        assert abs(float(np.linalg.norm(E)) - eps) < 1e-9 * eps
        Tp = (1 + sigma) * T + E
        assert np.linalg.norm(Tp) <= 2 * F
        assert np.linalg.norm(Tp - T) >= eps * (1 - 1e-9)  # ||Theta^perp||_F >= eps* (K_Theta = {Theta_1})
        assert abs(float(x @ E @ u)) >= sigma * (2 * c + xi * F) * (1 - 1e-6)  # the lemma's condition
        v = float(x @ Tp @ u)
        margin = max(v - (c + xi * F), c - v)
        assert abs(margin - (sigma * c - xi * F)) < 1e-4 * eps
        assert 0 <= margin / eps <= 1 / (2 * K * L)
    out = [_lemma66_scalars(lx) for lx in (12.0, 1e2, 1e3, 1e4, 1e5)]
    for o in out:
        assert o["eq73"] >= -1e-60 and o["eps_over_F"] <= 1 and 0 <= o["margin_over_eps"] <= o["bound"]
    r = [float(o["margin_over_eps"]) for o in out]
    assert r[0] > 0.03 and r[-1] < 1e-5 and all(a > 5 * b for a, b in zip(r, r[1:]))


def test_lemma6_6_hypotheses_window() -> None:
    """(68), (69), (8) with (7) (c = 1), Assumptions 1, 11 and Section 4.3 all hold at m = 1, lambda = 1/2, k = 2,
    beta = 0 and log(1/xi) up to 1e5 + (68)'s edge once log d = 700 (each '<<' a factor 10): (69) allows log(1/xi)
    up to lambda/(m kappa) - (log k)/lambda - log 10 with kappa = lambda^{6.5}/log^2 d (7)."""
    lam, m, k, ld = 0.5, 1, 2.0, 700.0
    kappa = lam**6.5 / (m**6.5 * ld**2)
    r = math.exp(ld / 4) / 10  # r_Theta at (8)'s top, d^{1/4}/10
    assert 10 * (ld + math.log(m * k)) / (kappa * lam) <= r  # (8)'s lower end with c = 1, factor 10
    assert ld >= 10 * m * math.log(k) / lam and m <= k <= r  # Assumption 11 (m1_bar), Section 4.3
    edge68 = math.log(k) / lam + math.log(10)
    top69 = lam / (m * kappa) - math.log(k) / lam - math.log(10)
    assert edge68 + 1e5 <= top69


def _softmax(z: np.ndarray) -> np.ndarray:
    e = np.exp(z - z.max())
    return e / e.sum()


def test_l2130_second_path() -> None:
    """L2130's '||alpha X^ W^ - Y_1|| <= (5/2) sqrt(m/lambda') (xi F/2 + 2k e^{-beta F})' fails once W^ - W_1 = Delta is
    not 0: a concrete instance (numpy, k = 3, d = 32, m = 1), Theta_1 with logits (0, beta F + s, beta F) on X's rows
    (Item 1: s in [s, s + xi F]; Item 3: beta F + s >= beta F) and ||Theta_1||_F = F, ||W_1||_F = 1, alpha = p e_2 +
    (1 - p) e_3 (p = e^s/(e^s + 1), the proof's alpha), Delta = t e_l b^T with X_{2,l} = X_{3,l} and t = ||Delta||_F = c
    eps/sqrt(log(k/delta*)) ((60)), sup_j ||X_j Delta|| = t <= eps/4 (Proposition 6.1's event). The left side is ~t =
    2.5e-5 while the printed right side is ~1e-9; (103) holds; with the Delta term, (5/2) sqrt(m/lambda') eta + eps/4,
    it holds. At the sizes the standing assumptions need (log d = 93.7, lambda' = 1/r_Theta = 10 e^{-ld/4}, F = 1054,
    log(1/xi) = 106.5) (103) holds and the printed side is e^{-88.7}."""
    rng = np.random.default_rng(11)
    k, d, F, beta, s, xi, lamp = 3, 32, 30.0, 1.0, 0.05, 1e-12, 1e-3
    eps, c, ldel = 1e-3, 0.1, 16.0
    X = rng.choice([-1.0, 1.0], (k, d))
    ell = np.array([0.0, beta * F + s, beta * F])
    g = np.linalg.lstsq(X, ell, rcond=None)[0]  # X g = ell
    Q = np.linalg.qr(X.T)[0]
    h = rng.standard_normal(d)
    h -= Q @ (Q.T @ h)  # X h = 0
    # Theta_1 = x1 g'^T/d with g' = g + a h: logits X_1 Theta_1 X_j^T = (x1.x1/d) g'.X_j = ell_j; ||Theta_1||_F = ||g'||/sqrt d
    a = math.sqrt(max(0.0, F**2 * d - g @ g) / (h @ h))
    T = np.outer(X[0], g + a * h) / d
    assert abs(np.linalg.norm(T) - F) < 1e-9 * F
    logits = X[0] @ T @ X.T
    assert np.allclose(logits, ell, atol=1e-9)
    assert s <= logits[1] - logits[2] <= s + xi * F + 1e-9 and logits[1] - logits[0] >= beta * F  # Items 1, 3
    W = rng.standard_normal((d, d))
    W /= np.linalg.norm(W)
    v = _softmax(logits)
    Y1 = v @ X @ W
    p = math.exp(s) / (math.exp(s) + 1)
    alpha = np.array([0.0, p, 1 - p])
    eta = xi * F / 2 + 2 * k * math.exp(-beta * F)
    assert np.linalg.norm(alpha - v) <= eta
    l_idx = int(np.flatnonzero(X[1] == X[2])[0])
    b = rng.standard_normal(d)
    b /= np.linalg.norm(b)
    t = c * eps / math.sqrt(ldel)
    Delta = np.zeros((d, d))
    Delta[l_idx] = t * b
    assert max(np.linalg.norm(X[j] @ Delta) for j in range(k)) <= eps / 4  # Proposition 6.1's event (m = 1: min ||W|| = 1)
    assert abs(np.linalg.norm(Delta) - t) < 1e-15  # (60) with constant c
    lhs = float(np.linalg.norm(alpha @ X @ (W + Delta) - Y1))
    printed = 2.5 * math.sqrt(1 / lamp) * eta
    assert math.sqrt(1 / lamp) * eta <= eps * math.sqrt(lamp) / 5  # (103)
    assert lhs > 1e4 * printed and abs(lhs - t) < 1e-3 * t
    assert lhs <= printed + eps / 4
    # sizes of the claim's instance
    ld, lF, lx = 93.7491721914, math.log(1054.1513845748837), 106.49980967033027
    l_lamp = -(ld / 4 - math.log(10))
    l_eta = -lx + lF - math.log(2)  # 2k e^{-beta F} = 6 e^{-1054} is negligible
    assert 0.5 * (-l_lamp) + l_eta <= math.log(1e-3) + 0.5 * l_lamp - math.log(5)  # (103) at eps = 1e-3
    assert abs(math.log(2.5) - 0.5 * l_lamp + l_eta - (-88.75)) < 0.01


def test_a_norm_lower_second_path() -> None:
    """L1827's lower part (||a|| >~ sqrt(m) F (sqrt(10 log k) + beta)) fails for some assignment to X_{2,S}: (1) with
    |S| equal heavy diagonal entries a (numpy, |S| = 2001, F s/a = 157.3), a greedy choice of the signs X_{2,j} puts
    the S-sum x^T Theta_S X_{2,S} within a of F s, so |a_1| <= a; (2) at log d = 600 (lambda = 1/2, c of (7) = 1, nu =
    1, k = 3, g = 1/2, beta = 1; kappa of (7), d' of (75), mpmath) a/(F s) = sqrt(2 g kappa/floor(d'))/s = e^{-149.9},
    falling like d^{-1/4} (e^{-399.6} at log d = 1600)."""
    rng = np.random.default_rng(5)
    nS, a, Fs = 2001, 1.0, 157.3
    theta = a * rng.choice([-1.0, 1.0], nS)
    x = rng.choice([-1.0, 1.0], nS)
    total, X2 = 0.0, np.empty(nS)
    for j in range(nS):  # greedy: move the partial sum towards F s
        sgn = 1.0 if total < Fs else -1.0
        X2[j] = sgn * np.sign(theta[j] * x[j])
        total += theta[j] * x[j] * X2[j]
    assert abs(float(np.sum(theta * x * X2)) - total) < 1e-9
    assert abs(Fs - total) <= a
    for ld, want in ((600.0, -149.86), (1600.0, -399.62)):
        with mp.workdps(60):
            ld_ = mp.mpf(ld)
            kappa = mp.mpf(0.5) ** (mp.mpf(13) / 2) / ld_**2
            S = mp.floor(kappa * mp.sqrt(mp.e**ld_) / mp.sqrt(ld_))
            s = mp.sqrt(10 * mp.log(3)) + 1
            val = float(mp.log(mp.sqrt(kappa / S) / s))
        assert abs(val - want) < 0.05


def test_lemma6_5_margin_second_path() -> None:
    """Lemma 6.5 (L1583) gives Item 2 no Theta(eps*) margin as L -> inf. (1) A matrix realisation at d = 64 (numpy,
    log(1/xi) = 10, 12, 14): Theta_1 random with ||Theta_1||_F = F, a rank-one change along x u^T putting x^T Theta_1 u
    at s (Item 1's bottom), E orthogonal to Theta_1 and to x u^T (so x^T E u = 0, the sign condition) with ||E||_F =
    eps*, Theta' = (1 + sigma) Theta_1 + E: ||Theta'||_F <= 2F, Sum alpha = 1 + sigma, and x^T Theta' u = (1 + sigma) s
    lies only sigma s - xi F above s + xi F. (2) The same in mpmath from the paper's definitions as log(1/xi) grows:
    margin/eps* <= 1/(2 K L) -> 0 while (73) holds."""
    rng = np.random.default_rng(11)
    d, lam, K, c, F, k = 64, 0.5, 0.5, 0.1, 1060.0, 2.0
    for lx in (10.0, 12.0, 14.0):
        xi = math.exp(-lx)
        L = math.log(k) / lam + lx
        eps = L * (0.5 + 1 / lam) * xi * F
        sigma = (1 / (K * L)) * eps / (2 * c + xi * F)
        x = rng.choice([-1.0, 1.0], d)
        u = rng.choice([-1.0, 1.0], d) - rng.choice([-1.0, 1.0], d)
        T = rng.standard_normal((d, d))
        T *= F / np.linalg.norm(T)
        T = T + (c - float(x @ T @ u)) * np.outer(x, u) / (float(x @ x) * float(u @ u))
        assert abs(float(x @ T @ u) - c) < 1e-9
        G = rng.standard_normal((d, d))
        Q = np.outer(x, u)
        B1 = T / np.linalg.norm(T)
        B2 = Q - np.sum(Q * B1) * B1
        B2 /= np.linalg.norm(B2)
        for Bv in (B1, B2):
            G -= np.sum(G * Bv) * Bv
        E = eps * G / np.linalg.norm(G)
        assert abs(float(x @ E @ u)) < 1e-9 and abs(np.sum(E * T)) < 1e-9 * F * eps
        Tp = (1 + sigma) * T + E
        assert np.linalg.norm(Tp) <= 2 * F
        v = float(x @ Tp @ u)
        margin = min(v - (c + xi * F), c - v) if c <= v <= c + xi * F else max(v - (c + xi * F), c - v)
        assert abs(margin - (sigma * c - xi * F)) < 1e-6 * eps
        assert 0 < margin / eps <= 1 / (2 * K * L)
        assert sigma * (c + xi * F / 2) >= (1 - 1e-12) * (0.5 + 1 / lam) * xi * F  # (73), with equality at K = 1/2
    ratios = []
    for lx in (12.0, 1e2, 1e3, 1e4, 1e5):
        with mp.workdps(int(lx / math.log(10)) + 40):
            xi = mp.e ** (-mp.mpf(lx))
            L = mp.log(k) / lam + lx
            eps = L * (mp.mpf(1) / 2 + 1 / mp.mpf(lam)) * xi * F
            sigma = eps / (K * L) / (2 * mp.mpf(c) + xi * F)
            value = (1 + sigma) * mp.mpf(c)
            margin = value - (c + xi * F)
            assert sigma * (c + xi * F / 2) >= (1 - mp.mpf(10) ** -30) * (mp.mpf(1) / 2 + 1 / mp.mpf(lam)) * xi * F
            assert (1 + sigma) ** 2 + (eps / F) ** 2 <= 4
            ratios.append(float(margin / eps))
            assert 0 < ratios[-1] <= 1 / (2 * K * float(L))
    assert ratios[-1] < 2e-5 and all(a > b for a, b in zip(ratios, ratios[1:]))


def test_l2010_lower_second_path() -> None:
    """L2010's lower part (||Theta_1||_F sqrt(m log k) <~ ||a||) fails on a Case (B) instance. (1) numpy, d = 40: E' with
    single-entry columns c_j e_{p(j)} (A = 1.05 on S = 3 columns, 1 on n = 20 others, p a fixed-point-free shift),
    scaled to ||E'||_F = F; x random: |x^T E'| is A on S and 1 on the n columns (S the top set), ||E'^T x|| = F, and
    a_{m+1} = c_* F^2/||x^T E'_{S^c}|| equals c_* F sqrt(1 + |S| A^2/n); Theta diagonal with entries a on S: some
    X_{2,S} in {+-1}^3 puts x^T Theta_S X_{2,S} within a of s + xi F. (2) mpmath from (7), (75), (76), (77): at log d
    = 1000, lambda = 1/2, c of (7) = 1e-3, k = 3, n = d/4, A = 1.05, the bound (a + |a_{m+1}|)/(F sqrt(log k)) on
    ||a||/(F sqrt(m log k)) falls like c_* while (77) and Case (B) hold."""
    rng = np.random.default_rng(5)
    d, nS, n, A, F, cst = 40, 3, 20, 1.05, math.sqrt(40.0), 0.01
    cols = list(range(nS + n))
    E = np.zeros((d, d))
    for j in cols:
        E[(j + 1) % d, j] = A if j < nS else 1.0
    E *= F / np.linalg.norm(E)
    x = rng.choice([-1.0, 1.0], d)
    xe = np.abs(x @ E)
    assert np.all(xe[:nS] > xe[nS:].max()) and abs(np.linalg.norm(x @ E) - F) < 1e-9
    xsc = np.linalg.norm((x @ E)[nS:])
    assert abs(cst * F**2 / xsc - cst * F * math.sqrt(1 + nS * A * A / n)) < 1e-9
    a, target = 0.3, 0.1 + 1e-3 * F
    T = np.diag([a] * nS + [0.0] * (d - nS))
    best = min(abs(float(x @ T @ np.array(list(z) + [0.0] * (d - nS))) - target)
               for z in np.ndindex(2, 2, 2) for z in [tuple(2 * np.array(z) - 1)])
    assert best <= a
    out = []
    with mp.workdps(40):
        ld, lam, c7, k, g = mp.mpf(1000), mp.mpf(1) / 2, mp.mpf("1e-3"), mp.mpf(3), mp.mpf(1)
        kappa = c7 * lam ** mp.mpf(6.5) / ld**2
        for cs in (mp.mpf("0.3"), mp.mpf("0.01"), mp.mpf("3e-4")):
            nu = 1 / (2 * mp.log(1 / cs))
            ldp = mp.log(kappa) + ld / 2 - mp.log(nu) - mp.log(ld) / 2  # log d', (75)
            ln = ld - mp.log(4)
            assert 10 * kappa <= lam * mp.exp(-1 / nu)  # (77), first part, m = 1
            assert ln >= mp.log(nu) + ldp and ln + mp.log(mp.expm1(1 / nu)) > ldp + 2 * mp.log(A)  # Case (B), not (A)
            a_over_F = mp.sqrt(2 * g * kappa / mp.exp(ldp))
            am1 = cs * mp.sqrt(1 + mp.exp(ldp - ln) * A * A)
            out.append(float((a_over_F + am1) / mp.sqrt(mp.log(k))))
    assert out[0] < 0.3 and out[-1] < 3e-4 and out[0] / out[-1] > 500


def _simplex_min(A: np.ndarray, y: np.ndarray, iters: int = 20000) -> float:
    """min over alpha in the simplex of ||alpha A - y|| (projected gradient with a sort-based simplex projection)."""
    k = A.shape[0]
    G = A @ A.T
    step = 1.0 / max(np.linalg.eigvalsh(G)[-1], 1e-12)
    a = np.full(k, 1.0 / k)
    for _ in range(iters):
        z = a - step * (G @ a - A @ y)
        u = np.sort(z)[::-1]
        css = np.cumsum(u) - 1.0
        r = np.nonzero(u - css / np.arange(1, k + 1) > 0)[0][-1]
        a = np.maximum(z - css[r] / (r + 1), 0.0)
    return float(np.linalg.norm(a @ A - y))


def test_step9_second_path() -> None:
    """Step 9 (L1471) fails on auditor A's instance: W_1 (||W_1||_F = 1) with a zero row l and zero column l', Theta_1
    with zero row and column l, X_{:,l} = +1, W^ = W_1 + t e_l e_{l'}^T (t = c eps/sqrt(log(k/delta*)), (60); t <= eps/4,
    Proposition 6.1's event). numpy, k = 4, d = 40, m = 1: the least ||alpha X W^ - Y_1|| over the simplex (projected
    gradient) is t (>= t for every alpha: column l' is t alpha . X_{:,l}), above eps sqrt(lambda')/2 at lambda' = 1e-3.
    At the sizes of the claim's ci instance (log d = 93.75, r_Theta = d^{1/4}/10 = 1/lambda', c = 1/10, log(k/delta*) =
    16), t/(eps sqrt(lambda')/2) = 2 c sqrt(r_Theta/16) = e^{7.6} (mpmath)."""
    rng = np.random.default_rng(3)
    k, d, eps, c, ldel, lamp = 4, 40, 0.1, 0.1, 16.0, 1e-3
    l, lp = 7, 11
    X = rng.choice([-1.0, 1.0], (k, d))
    X[:, l] = 1.0
    T = rng.standard_normal((d, d)) / d
    T[l, :] = 0.0
    T[:, l] = 0.0
    W = rng.standard_normal((d, d))
    W[l, :] = 0.0
    W[:, lp] = 0.0
    W /= np.linalg.norm(W)
    logits = X[0] @ T @ X.T
    v = np.exp(logits - logits.max())
    v /= v.sum()
    Y1 = v @ X @ W
    t = c * eps / math.sqrt(ldel)
    What = W.copy()
    What[l, lp] += t
    assert max(np.linalg.norm(X[j] @ (What - W)) for j in range(k)) <= eps / 4
    best = _simplex_min(X @ What, Y1)
    assert abs(best - t) < 1e-6 * t
    for a in rng.dirichlet(np.ones(k), 200):  # every convex combination stays t away
        assert np.linalg.norm(a @ X @ What - Y1) >= t * (1 - 1e-12)
    assert best > eps * math.sqrt(lamp) / 2
    with mp.workdps(30):
        ld = mp.mpf("93.75")
        r = mp.exp(ld / 4) / 10
        ratio = (mp.mpf(c) * eps / mp.sqrt(ldel)) / (eps * mp.sqrt(1 / r) / 2)
        assert 7.5 < float(mp.log(ratio)) < 7.7
