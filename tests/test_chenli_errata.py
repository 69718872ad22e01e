"""Second paths for the chenli errata (issue #17 item 4, issue #26 item 5).

Each test reproduces the printed statement's violation at an explicit instance by a route that imports neither the
claim's bound (``bounds/``) nor its measurement (``models/``): closed forms, exact integers/Fractions, mpmath,
scipy quadrature, numpy written here from the paper's definitions. Paper: shared/seeds/000_7ee2e1d97e13a266.txt
(line numbers in each docstring). The printed right-hand side is re-typed here from the paper, not imported.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import mpmath
import numpy as np
import pytest
from scipy import integrate
from scipy.linalg import hadamard


def _softmax(v: np.ndarray) -> np.ndarray:
    e = np.exp(v - v.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


# ------------------------------------------------------------------------------------ Section 3


def test_lemma3_2_second_path() -> None:
    """Lemma 3.2 (L307-L315): P[|x^T M x - Tr M| > t] <= exp(-t/e). d = 2, M = [[0,1],[1,0]], t = 1: the centred
    form is 2 x_1 x_2 = +-2 on all four points (integer enumeration), so P = 1 > exp(-1/e) = 0.692. Also under the
    reading with the proof's normalisation t sqrt(V[p]) (claim reading 't in units of sqrt(V[p])'): P = 1 at t = 0.95."""
    M = [[0, 1], [1, 0]]
    vals = [sum(M[i][j] * x[i] * x[j] for i in range(2) for j in range(2)) - (M[0][0] + M[1][1])
            for x in itertools.product((-1, 1), repeat=2)]
    p = Fraction(sum(1 for v in vals if abs(v) > 1), 4)
    assert p == 1
    with mpmath.workdps(50):
        assert mpmath.mpf(p.numerator) / p.denominator > mpmath.exp(-1 / mpmath.e) + mpmath.mpf("0.3")
    # the reading with the proof's normalisation, P[|p - E p| > t sqrt(V[p])] <= exp(-t/e): V[p] = 2 sum_{i != j}
    # M_ij^2 = 4, and |p - E p| = 2 = sqrt(V[p]) always, so P = 1 for every t < 1 while exp(-t/e) < 1
    var = 2 * sum(M[i][j] ** 2 for i in range(2) for j in range(2) if i != j)
    assert var == 4 and all(abs(v) == 2 for v in vals)
    t = Fraction(19, 20)
    assert Fraction(sum(1 for v in vals if v * v > t * t * var), 4) == 1
    assert math.exp(-0.95 / math.e) < 0.71


def test_lemma3_6_second_path() -> None:
    """Lemma 3.6 (L339-L349): ||softmax(v) - e_{a*}||_1 <= (k-1)/(e^tau + k - 1). k = 2, v = (0, 0), tau = 0
    (a* = 1 is an argmax of |v| and of v, so under both readings; the gap is 0 >= tau): softmax = (1/2, 1/2) exactly, L1 distance 1 > 1/2.
    Also k = 3, equal gaps tau = log 2 (exact): w_{a*} = 2/(2 + 2) = 1/2, distance 1 > 2/(2 + 2) = 1/2."""
    w = [Fraction(1, 2), Fraction(1, 2)]
    assert abs(w[0] - 1) + abs(w[1]) == 1 > Fraction(1, 2)  # rhs (k-1)/(e^0 + k - 1) = 1/2
    # k = 3, v = (log 2, 0, 0): e^v = (2, 1, 1), gap tau = log 2, e^tau = 2
    ev = [Fraction(2), Fraction(1), Fraction(1)]
    w = [e / sum(ev) for e in ev]
    lhs = abs(w[0] - 1) + w[1] + w[2]
    rhs = Fraction(3 - 1, 2 + 3 - 1)
    assert lhs == 1 and rhs == Fraction(1, 2) and lhs == 2 * rhs


def test_lemma3_8_second_path() -> None:
    """Lemma 3.8 (L363-L371): eps = 1/6, k = 3, v = (1/3, 1/3, 1/3), v' = (1/2, 1/6, 1/3) (||v - v'||_inf = 1/6,
    v_1, v_2 >= 1/3): |log(v_1/v_2) - log(v'_1/v'_2)| = log 3 = 1.0986 > 6 eps = 1."""
    eps = Fraction(1, 6)
    v = [Fraction(1, 3)] * 3
    vp = [Fraction(1, 2), Fraction(1, 6), Fraction(1, 3)]
    assert sum(vp) == 1 and max(abs(a - b) for a, b in zip(v, vp, strict=True)) == eps
    with mpmath.workdps(50):
        lhs = abs(mpmath.log(mpmath.mpf(1)) - mpmath.log(mpmath.mpf(vp[0].numerator * vp[1].denominator)
                                                          / (vp[0].denominator * vp[1].numerator)))
        assert abs(lhs - mpmath.log(3)) < mpmath.mpf(10) ** -40
        assert lhs > 6 * mpmath.mpf(eps.numerator) / eps.denominator + mpmath.mpf("0.09")


def test_eq4_second_path() -> None:
    """Eq. (4) (L385-L393): ||softmax(a) - softmax(b)||_inf <= k e^{-CR} min(1, e^{eta R} - 1), b differing from a
    in one coordinate. k = 2, C = 1, eta = 1/2, R = 20, a = (0, -20), b = (-10, -20) (|a_1 - b_1| = eta R,
    |a_1 - a_2| = CR, eta log(1/eta) = 0.35 <= C): two-point softmax in closed form at 50 digits."""
    with mpmath.workdps(50):
        C, eta, R = mpmath.mpf(1), mpmath.mpf(1) / 2, mpmath.mpf(20)
        assert eta * mpmath.log(1 / eta) <= C
        a1, a2, b1, b2 = mpmath.mpf(0), -C * R, -eta * R, -C * R
        sa = 1 / (1 + mpmath.exp(a2 - a1))  # softmax(a)_1
        sb = 1 / (1 + mpmath.exp(b2 - b1))  # softmax(b)_1
        lhs = abs(sa - sb)  # both coordinates move by the same amount
        rhs = 2 * mpmath.exp(-C * R) * min(1, mpmath.exp(eta * R) - 1)
        assert lhs > 1e4 * rhs  # 4.5e-5 against 4.1e-9


def test_lemma3_9_second_path() -> None:
    """Lemma 3.9 (L375-L383): ||softmax(a) - softmax(b)||_inf <~ k^2 eta log(1/eta)/C for R > 0, 0 < eta, C <= 1,
    |a_i - b_i| <= eta R, |a_i - a_j| >= C R, eta log(1/eta) <= C. k = 2, C = 1, eta = 1 - delta, R = delta^{-1/2},
    a = (0, -R), b = (-eta R, -R): every hypothesis holds (|a_1 - b_1| = eta R, |a_1 - a_2| = R = C R,
    eta log(1/eta) < 1). Two-point softmax in closed form at 60 digits: the left side is 1/(1 + e^{-R}) -
    1/(1 + e^{-delta R}) -> 1/2 while k^2 eta log(1/eta)/C ~ 4 delta, so the ratio grows like 1/(8 delta) without
    bound: no constant makes the printed shape an upper bound."""
    ratios = []
    with mpmath.workdps(60):
        for j in range(2, 10):
            delta = mpmath.mpf(10) ** -j
            C, eta, R, k = mpmath.mpf(1), 1 - delta, delta ** mpmath.mpf("-0.5"), 2
            assert eta * mpmath.log(1 / eta) <= C and 0 < eta <= 1
            a1, a2, b1, b2 = mpmath.mpf(0), -R, -eta * R, -R
            assert abs(a1 - b1) <= eta * R and abs(a2 - b2) <= eta * R and abs(a1 - a2) >= C * R
            lhs = abs(1 / (1 + mpmath.exp(a2 - a1)) - 1 / (1 + mpmath.exp(b2 - b1)))  # both entries move alike
            ratios.append(lhs / (k**2 * eta * mpmath.log(1 / eta) / C))
    assert all(r2 > 9 * r1 for r1, r2 in itertools.pairwise(ratios))  # x10 per decade of delta
    assert ratios[-1] > 1e7  # 1.25e7 at delta = 1e-8, 1.25e8 at 1e-9


# ------------------------------------------------------------------------------------ Section 5


def test_lemma5_12_second_path() -> None:
    """Lemma 5.12 (L886-L888; Definition 5.10 L761-L777): the threshold (s'' upsilon (d2+d3)/d)(s + s' sqrt(d2+d3))
    ||Theta||_F makes every upper quantile of |x^T Theta (y - y')| O(1/d) for fixed d2, d3. Instance: Theta =
    H/sqrt(d) (Sylvester Hadamard; every row and column has norm ||Theta||_F/sqrt(d), so Assumption 4's upsilon
    is a d-free constant), block 2 = coordinates {0, 1} (d2 = 2, d3 = 0), mu = 0, mu' = 1, mu'' = -1: y - y' =
    2(e_0 + e_1), Theta (y - y') = (2/sqrt d)(H_{:,0} + H_{:,1}) = 4/sqrt(d) on the even rows, 0 on the odd ones.
    x_0 = -x_1 (slice mu = 0) and x uniform elsewhere, so x^T Theta (y - y') = (4/sqrt d) S with S a sum of d/2
    independent signs: its exact 0.9-quantile over ||Theta||_F decays like d^{-1/2}, not d^{-1} (binomial law).
    (Assumption 7, non-arithmeticity, is used neither by the statement nor by the proof of Lemma 5.12; the claim
    adds the Appendix-C smoothing N(0, (0.1/sqrt d)^2) to meet Section 4 as a whole, which changes the scale by a
    factor 1 + O(sigma^2), not the exponent.)"""
    ds = [2**j for j in range(6, 17, 2)]
    qs = []
    for d in ds:
        n = d // 2
        # |S| = |2B - n|, B ~ Bin(n, 1/2): smallest q with P[|S| <= q] >= 0.9, exact integers
        tot, cum, q = 2**n, 0, None
        for b in range(n // 2, -1, -1):  # |S| = n - 2b for b <= n/2, counted twice except 0
            mult = math.comb(n, b) * (1 if 2 * b == n else 2)
            cum += mult
            if cum * 10 >= 9 * tot:
                q = n - 2 * b
                break
        frob = math.sqrt(d)  # ||H/sqrt d||_F
        qs.append(4 / math.sqrt(d) * q / frob)
    H = hadamard(ds[0])
    assert np.array_equal(H[:, 0] + H[:, 1], np.where(np.arange(ds[0]) % 2 == 0, 2, 0))
    slope = np.polyfit(np.log(ds), np.log(qs), 1)[0]
    assert -0.56 < slope < -0.44  # printed: <= -1
    assert qs[-1] * ds[-1] > 50 * qs[0] * ds[0] / 10  # quantile x d grows (by ~sqrt(2^10) = 32 over the ladder)


def _walsh_theta(d: int, R: int) -> tuple[np.ndarray, float]:
    """Lemma 5.13's structured Theta at d (d1 = d/2 cube block, d2 = d3 = m = d/4): sigma(u1 v1^T + sum_{k>=2}
    u_k v_k^T), u1 = 1_[2]/sqrt m, v1 = 1_[3]/sqrt m, u_k, v_k distinct normalised Walsh vectors on the cube block."""
    d1, m = d // 2, d // 4
    W = hadamard(d1) / math.sqrt(d1)
    F = 1.0
    sigma = F / math.sqrt(R)
    T = np.zeros((d, d))
    one2 = np.zeros(d)
    one2[d1:d1 + m] = 1 / math.sqrt(m)
    one3 = np.zeros(d)
    one3[d1 + m:] = 1 / math.sqrt(m)
    T += np.outer(one2, one3)
    for k in range(1, R):
        u, v = np.zeros(d), np.zeros(d)
        u[:d1], v[:d1] = W[2 * k - 1], W[2 * k]
        T += np.outer(u, v)
    return sigma * T, F


def test_lemma5_13_second_path() -> None:
    """Lemma 5.13 first case (L918-L924): P[|x^T Theta x - x'^T Theta x'| > Omega(sqrt(c) r^{1/4}/min(d2,d3)^{1/4}
    + c/r^{1/4}) ||Theta||_F] <~ r^{-1/4} for 1 <= c <= sqrt(min(r, d2, d3))/2. Dense Theta of stable rank R (the
    structured family), the coupling of Definition 5.10 written here (flip K = c sqrt(m) random negative
    coordinates of block 2 to +1; blocks 1, 3 unchanged), mu = -c/sqrt(d2) -> mu' = +c/sqrt(d2), nu = nu' =
    c/sqrt(d3): the deviation equals -2 c^2 ||Theta||_F/sqrt(R) on every draw. With R = 2r, c = sqrt(r)/2 (the
    largest c allowed) and d = r^5 the ratio deviation/printed scale is r^{1/4}/sqrt(2)(1 + o(1)) -> infinity, so
    the event has probability 1 for every choice of the hidden constants while r^{-1/4} -> 0."""
    rng = np.random.default_rng(1)
    d, R, c = 256, 16, 2
    m = d // 4
    theta, F = _walsh_theta(d, R)
    assert abs(np.linalg.norm(theta) - F) < 1e-12
    sv = np.linalg.svd(theta, compute_uv=False)
    assert abs((sv**2).sum() / sv[0] ** 2 - R) < 1e-9  # stable rank r_Theta = R
    assert c <= math.sqrt(min(R, m, m)) / 2
    K = c * math.isqrt(m)  # (mu' - mu)/2 d2 = c sqrt(m)
    for _ in range(20):
        x = rng.choice([-1.0, 1.0], d)
        blk2 = np.arange(d // 2, d // 2 + m)
        blk3 = np.arange(d // 2 + m, d)
        x[blk2] = -1.0
        x[rng.choice(blk2, (m - K) // 2, replace=False)] = 1.0  # (1 + mu)/2 d2 positives, mu = -c/sqrt(m)
        x[blk3] = -1.0
        x[rng.choice(blk3, (m + K) // 2, replace=False)] = 1.0  # (1 + nu)/2 d3 positives, nu = c/sqrt(m)
        xp = x.copy()
        neg = blk2[x[blk2] < 0]
        xp[rng.choice(neg, K, replace=False)] = 1.0
        assert x[blk2].sum() == -K and xp[blk2].sum() == K and x[blk3].sum() == K
        dev = x @ theta @ x - xp @ theta @ xp
        assert abs(dev - (-2 * c**2 * F / math.sqrt(R))) < 1e-9
    rs = [2.0**j for j in range(8, 33, 4)]
    ratios = []
    for r in rs:
        cc, dd = math.sqrt(r) / 2, r**5
        dev = 2 * cc**2 / math.sqrt(2 * r)
        scale = math.sqrt(cc) * r**0.25 / (dd / 4) ** 0.25 + cc / r**0.25  # printed, units of ||Theta||_F
        ratios.append(dev / scale)
    slope = np.polyfit(np.log(rs), np.log(ratios), 1)[0]
    assert abs(slope - 0.25) < 0.01 and ratios[-1] > 100


# ------------------------------------------------------------------------------------ Section 6 (Eq. (71))


def test_eq71_second_path() -> None:
    """Eq. (71) (L1563-L1577): sum_i |alpha_i| <~ (1/lambda)||Theta'||_F/||Theta_1||_F for Theta' = sum_i alpha_i
    Theta_i + E. Theta_i = E_ii/8 (orthogonal, equal norms, kappa = 0), Theta' = sum_i Theta_i: least squares
    (numpy lstsq on the flattened matrices) gives alpha = 1, so sum|alpha| = m while (1/lambda)||Theta'||/
    ||Theta_1|| = sqrt(m)/lambda: the ratio lambda sqrt(m) grows with exponent 1/2 in m for any lambda in (0, 1),
    so no m-free hidden constant exists."""
    lam = 0.9
    ms = [2, 4, 8, 16, 32]
    ratios = []
    for m in ms:
        th = np.zeros((m, 64, 64))
        for i in range(m):
            th[i, i, i] = 1 / 8
        tp = th.sum(axis=0)
        alpha = np.linalg.lstsq(th.reshape(m, -1).T, tp.ravel(), rcond=None)[0]
        ratios.append(np.abs(alpha).sum() / ((1 / lam) * np.linalg.norm(tp) / np.linalg.norm(th[0])))
    assert np.allclose(ratios, lam * np.sqrt(ms))
    slope = np.polyfit(np.log(ms), np.log(ratios), 1)[0]
    assert abs(slope - 0.5) < 1e-9  # printed (m-free constant): exponent <= 0


# ------------------------------------------------------------------------------------ Section 9


def _att_rows(X: np.ndarray, th: np.ndarray) -> np.ndarray:
    """softmax over l of X_r Theta X_l^T for each row r (k x k)."""
    return _softmax(X @ th @ X.T)


def test_lemma9_3_second_path() -> None:
    """Lemma 9.3 (L2917-L2931; Definition 9.2, Eqs. (140)-(141), L2890-L2915): ||Z w* - y||^2 <= eps^2 d^3 k^3 m
    ||W_1||_F^2. k = 2, d = 8, m = 12, eps = 1e-3, X = (x; -x), Theta_i = 0, Theta_hat_i = eps x x^T/d
    (||Theta_hat_i - Theta_i||_F = eps), W_i = x e_1^T/sqrt(d) (||W_i||_F = 1). Z by Eq. (140) with a loop,
    y = sum_i softmax(X Theta_i X^T) X w_i* (the label with Theta_hat = Theta), closed form 2 m^2 d tanh(eps d)^2.
    Round 17: these W_i have stable rank 1 and are parallel, outside Assumptions 8-9, so this is the arithmetic of a
    family outside the hypotheses, not an erratum (chenli.lemma9.3 holds inside them:
    tests/test_chenli_r17_chenli.py::test_lemma9_3_inside_assumption9)."""
    k, d, m, eps = 2, 8, 12, 1e-3
    x = np.array([1, -1, 1, 1, -1, -1, 1, -1], dtype=float)
    X = np.stack([x, -x])
    th = np.zeros((m, d, d))
    thh = np.stack([eps * np.outer(x, x) / d] * m)
    assert np.allclose(np.linalg.norm(thh - th, axis=(1, 2)), eps)
    W = np.zeros((m, d, d))
    W[:, :, 0] = x / math.sqrt(d)
    wstar = np.concatenate([W[i][:, 0] for i in range(m)])  # w*_{i,j} = (W_i)_{j,1}
    Z = np.zeros((k, m * d))
    Zt = np.zeros((k, m * d))
    for i in range(m):
        Sh, S = _att_rows(X, thh[i]), _att_rows(X, th[i])
        for r in range(k):
            for j in range(d):
                Z[r, i * d + j] = sum(Sh[r, l] * X[l, j] for l in range(k))
                Zt[r, i * d + j] = sum(S[r, l] * X[l, j] for l in range(k))
    y = Zt @ wstar
    lhs = float(((Z @ wstar - y) ** 2).sum())
    assert abs(lhs - 2 * m**2 * d * math.tanh(eps * d) ** 2) < 1e-12
    rhs = eps**2 * d**3 * k**3 * m * np.linalg.norm(W[0]) ** 2
    assert lhs > 2.9 * rhs  # 0.147450 against 0.049152


def test_lemma9_4_second_path() -> None:
    """Lemma 9.4 (L2933-L2945): |y| <= sqrt(mdk). k = 2, d = 4, m = 4, X = (x; x), W_i = x e_1^T/sqrt(d) (norm 1),
    any Theta_i (here random): every attention row averages equal rows, so y_r = sum_i <x, x>/sqrt(d) = m sqrt(d)
    and |y| = m sqrt(dk) = 11.31 > sqrt(32) = 5.66. Round 17: these W_i have stable rank 1 and are parallel, outside
    Assumptions 8-9, so this is the arithmetic of a family outside the hypotheses, not an erratum (chenli.lemma9.4
    holds inside them: tests/test_chenli_r17_chenli.py::test_lemma9_4_inside_assumption9)."""
    rng = np.random.default_rng(0)
    k, d, m = 2, 4, 4
    x = np.array([1.0, -1.0, -1.0, 1.0])
    X = np.stack([x, x])
    y = np.zeros(k)
    for _ in range(m):
        th = rng.normal(size=(d, d))
        W = np.zeros((d, d))
        W[:, 0] = x / math.sqrt(d)
        y += (_att_rows(X, th) @ X @ W)[:, 0]
    assert np.allclose(y, m * math.sqrt(d))
    assert np.linalg.norm(y) > 11.3 > math.sqrt(m * d * k) + 5.6
    # reading 'per-entry |y_r|': every y_r = m sqrt(d) = 8 > sqrt(mdk) = 5.66 (and ||y|| = 11.31 > k sqrt(md) = 8)
    assert (np.abs(y) > math.sqrt(m * d * k) + 2.3).all() and np.linalg.norm(y) > k * math.sqrt(m * d) + 3.3


# ------------------------------------------------------------------------------------ Section 11


def test_prop11_3_second_path() -> None:
    """Proposition 11.3 (L3057-L3067): |phi(z) - z| <= e^{-z/3}, phi(z) = z tanh(z/2). z = -3: phi(-3) = 3 tanh(1.5)
    = 2.7109, so |phi - z| = 5.7109 > e = 2.7183 (50 digits)."""
    with mpmath.workdps(50):
        z = mpmath.mpf(-3)
        lhs = abs(z * mpmath.tanh(z / 2) - z)
        assert abs(lhs - (3 * mpmath.tanh(mpmath.mpf("1.5")) + 3)) < mpmath.mpf(10) ** -45
        assert lhs > mpmath.exp(-z / 3) + 2.9


def _phi(z: np.ndarray) -> np.ndarray:
    return z * np.tanh(z / 2)


def _gadget(X: np.ndarray, tau: float, v: np.ndarray, s: int) -> np.ndarray:
    """Proposition 11.4 (L3069-L3075), first line: the softmax form with Theta = e_1 w^T, w = (tau, v), Theta' =
    e_1 w'^T, w' = (-tau, v); two tokens, rows (a_i, z_i)."""
    w, wp = np.r_[tau, v], np.r_[-tau, v]
    Th, Thp = np.outer(np.eye(len(w))[0], w), np.outer(np.eye(len(w))[0], wp)

    def head(T: np.ndarray, u: np.ndarray) -> np.ndarray:
        L = X @ T @ X.T
        return _softmax(L) @ X @ u - _softmax(-L) @ X @ u

    return head(Th, w) + s * head(Thp, wp)


def test_lemma11_7_second_path() -> None:
    """Lemma 11.7's proof (L3157-L3183): F(X) := sum_i lambda_i G^s_{tau_i, nu}(X) e_1^T with Lemma 11.5's
    parameters (m = 2dM + 2, tau = rho(-dM..dM+1), nu = rho w, lambda = mu reindexed, mu = M^{-1} h of (146))
    'equals Y'. d = 1, M = 1, w = (1), even h = (-1, 1, -1) on {-1, 0, 1}, rho = 8, s = +1: at X = ((1, z1),
    (-1, z2)) with z1 = -z2 the layer gives ~2 y (a_1, a_2), not Y = y (a_1, a_2): Item 4 is about
    phi(+-tau + <nu, x>) with x = (z1 - z2)/2, the gadget evaluates phi(2(+-tau) + <nu, z1 - z2>). Odd h: F(X) at
    a = (-1, 1) equals F at a = (1, -1) (swap symmetry) while Y changes sign. Everything solved here with numpy."""
    d, M, rho = 1, 1, 8.0
    dM = d * M
    w = np.array([1.0])
    ells = np.arange(-dM, dM + 1)

    def solve(h: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The proof's sufficient system: sum_j lambda_j phi(-tau_j + rho l) = h(l)/2 for l = -dM..dM and
        sum_j lambda_j = 0, tau_j = rho (j - 1 - dM), j = 1..2dM+2 (square, solved directly)."""
        tau = rho * np.arange(-dM, dM + 2)
        Mat = np.vstack([_phi(-tau[None, :] + rho * ells[:, None]), np.ones(len(tau))])
        lam = np.linalg.solve(Mat, np.r_[h / 2, 0.0])
        return lam, tau

    h_even = np.array([-1.0, 1.0, -1.0])
    lam, tau = solve(h_even)
    for ell in ells:  # Item 4 of Lemma 11.5 (even h) holds for these parameters: the interpolation is right
        val = (lam * (_phi(tau + rho * ell) + _phi(-tau + rho * ell))).sum()
        assert abs(val - h_even[ell + dM]) < 1e-6

    def layer(X: np.ndarray, s: int) -> np.ndarray:
        return sum(li * _gadget(X, ti, rho * w, s) for li, ti in zip(lam, tau, strict=True))

    X = np.array([[1.0, 1.0], [-1.0, -1.0]])  # a = (1, -1), z1 = 1, z2 = -1: <w/2, z1 - z2> = 1
    y = h_even[1 + dM]
    F = layer(X, +1)
    Y = y * np.array([1.0, -1.0])
    assert abs(F[0] / Y[0] - 2.0) < 0.05 and abs(F[0] - Y[0]) > 0.9
    # the halved parameters (tau/2, nu/2) repair it: F = Y at every input of the a_1 != a_2 kind
    Fh = sum(li * _gadget(X, ti / 2, rho * w / 2, +1) for li, ti in zip(lam, tau, strict=True))
    assert np.allclose(Fh, Y, atol=1e-6)
    # odd h (s = -1): swapping (a_1, a_2) leaves every G^{-1} unchanged while Y = y (a_1, a_2) flips sign, so F = Y
    # fails at one of the two orderings whatever lambda, tau, nu are (here those of the odd h (-1, 0, 1))
    h_odd = np.array([-1.0, 0.0, 1.0])
    lam, tau = solve(h_odd)
    Xa, Xb = np.array([[1.0, 1.0], [-1.0, -1.0]]), np.array([[-1.0, 1.0], [1.0, -1.0]])
    Fa, Fb = layer(Xa, -1), layer(Xb, -1)
    y = h_odd[1 + dM]
    assert np.allclose(Fa, Fb, atol=1e-9) and abs(y) == 1
    assert max(np.abs(Fa - y * np.array([1.0, -1.0])).max(), np.abs(Fb - y * np.array([-1.0, 1.0])).max()) >= 0.999


# ------------------------------------------------------------------------------------ Appendices B and C


def test_display_factA7_elementary_second_path() -> None:
    """Proof of Fact A.7 (L3405): 'for a, b > 0, (a - b)(e^a - e^b) <= max(0, a - b)^2 (e^a + e^b)'. a = 1, b = 2:
    the left side is (-1)(e - e^2) = e^2 - e = 4.67 (50 digits) while max(0, -1)^2 = 0."""
    with mpmath.workdps(50):
        a, b = mpmath.mpf(1), mpmath.mpf(2)
        lhs = (a - b) * (mpmath.e**a - mpmath.e**b)
        rhs = max(mpmath.mpf(0), a - b) ** 2 * (mpmath.e**a + mpmath.e**b)
        assert rhs == 0 and lhs > 4.6


def test_display_factA7_identity_second_path() -> None:
    """Proof of Fact A.7 (L3407): (1/2) E_{x,y}[(log f(x) - log f(y))^2 (f(x) + f(y))] = E_{x,y}[max(0, log f(x) -
    log f(y))^2 f(x)]. One-bit cube walk (x uniform on {0, 1}, y = 1 - x), f(0) = 1, f(1) = e: with log f = (0, 1)
    the pairs (0, 1) and (1, 0) each have probability 1/2; left side (1/2)(1/2)[(1)(1 + e) + (1)(e + 1)] = (1 + e)/2,
    right side (1/2)[0 + 1 * e] = e/2, exactly (1/2 apart)."""
    with mpmath.workdps(50):
        logf = [mpmath.mpf(0), mpmath.mpf(1)]
        f = [mpmath.e**v for v in logf]
        pairs = [(0, 1), (1, 0)]
        lhs = sum((logf[x] - logf[y]) ** 2 * (f[x] + f[y]) for x, y in pairs) / 2 / len(pairs)
        rhs = sum(max(0, logf[x] - logf[y]) ** 2 * f[x] for x, y in pairs) / len(pairs)
        assert abs(lhs - (1 + mpmath.e) / 2) < 1e-40 and abs(rhs - mpmath.e / 2) < 1e-40
        assert lhs - rhs > mpmath.mpf("0.49")


def test_display_lemmaA9_elementary_second_path() -> None:
    """Proof of Lemma A.9 (L3445): 'the elementary inequality e^z <= 2 max(0, z) for z in [0, 1]'. At z = 0, 1/2, 1:
    e^z = 1, 1.6487, 2.7183 against 0, 1, 2 (Fractions bound e^z below by its Taylor partial sums)."""
    for z in (Fraction(0), Fraction(1, 2), Fraction(1)):
        taylor = sum(z**n / math.factorial(n) for n in range(8))  # <= e^z for z >= 0
        assert taylor > 2 * max(Fraction(0), z)


def test_display_lemmaA9_derivative_second_path() -> None:
    """Proof of Lemma A.9 (L3462): with h(beta) = E[e^{-beta f}], (1/beta^2)(beta h'/h - log h) = (1/beta^2)(E[f e^{-beta
    f}]/E[e^{-beta f}] - log h). Two-point space, f = (0, 1) uniform, beta = 1/2: h' by a central difference (mpmath, 50
    digits); the two sides differ by (1 + beta) E[f e^{-beta f}]/(beta^2 h) = 2.265."""
    with mpmath.workdps(50):
        f = [mpmath.mpf(0), mpmath.mpf(1)]
        beta, eps = mpmath.mpf(1) / 2, mpmath.mpf(10) ** -20

        def h(b):  # noqa: ANN001, ANN202
            return sum(mpmath.exp(-b * v) for v in f) / 2

        hp = (h(beta + eps) - h(beta - eps)) / (2 * eps)
        first = (beta * hp / h(beta) - mpmath.log(h(beta))) / beta**2
        middle = (sum(v * mpmath.exp(-beta * v) for v in f) / 2 / h(beta) - mpmath.log(h(beta))) / beta**2
        assert abs(middle - first) > 2
        w = [mpmath.exp(-beta * v) for v in f]
        ent = sum(x * mpmath.log(x) for x in w) / 2 - h(beta) * mpmath.log(h(beta))
        assert abs(first - ent / h(beta) / beta**2) < 1e-30  # the chain's first and last expressions agree


def test_display_lemma3_8_ratio_second_path() -> None:
    """Proof of Lemma 3.8 (L369): |(v_i/v_j)(v'_j/v'_i) - 1| <= eps/((1/3)(1/3 + 1/6)) = 6 eps for v, v' in the simplex,
    ||v - v'||_inf <= eps <= 1/6, v_i, v_j >= 1/3. k = 3, v = (1/3, 1/3, 1/3), v' = (1/6, 1/2, 1/3), eps = 1/6 (exact
    Fractions): the left side is 2, the right side 1."""
    v = [Fraction(1, 3)] * 3
    vp = [Fraction(1, 6), Fraction(1, 2), Fraction(1, 3)]
    eps = Fraction(1, 6)
    assert sum(vp) == 1 and min(vp) >= 0 and max(abs(a - b) for a, b in zip(v, vp, strict=True)) <= eps
    lhs = abs(v[0] / v[1] * (vp[1] / vp[0]) - 1)
    assert lhs == 2 and eps / (Fraction(1, 3) * (Fraction(1, 3) + Fraction(1, 6))) == 6 * eps == 1


def test_display_appC2_inner_second_path() -> None:
    """Appendix C.2 (L3860): <lambda, V y> = sum_i lambda_i x^T (Theta_i)_{:,T} y = sum_i sum_{j in T} <x, (Theta_i)_{:,j}>
    y_j. m = 1, d = 1, Theta_1 = (1), x = y = (1), T = {1}, lambda = (2): the first two expressions are 2, the last 1."""
    lam, theta, x, y = [2], [[[1]]], [1], [1]
    V = [[sum(x[r] * theta[i][r][j] for r in range(1)) for j in range(1)] for i in range(1)]
    inner = sum(lam[i] * sum(V[i][j] * y[j] for j in range(1)) for i in range(1))
    printed = sum(sum(x[0] * theta[i][0][j] * y[j] for j in range(1)) for i in range(1))
    assert inner == 2 and printed == 1


def test_corB_3_second_path() -> None:
    """Corollary B.3 (L3724-L3726): P[S in R] <= P[S~ in R-bar] + eta, S~ = S + delta zeta, zeta with characteristic
    function prod_j max(0, 1 - |lambda_j|) (L3620-L3624), R-bar = R widened by delta/eta. m = 2, eta = 1/100, delta = 1,
    R = [-Delta/2, Delta/2]^2 with Delta = 1e-4, S = 0: P[S in R] = 1 and P[S~ in R-bar] = P[|zeta_1| <= w]^2 with
    w = Delta/2 + 1/eta, the Fejer tail integrated numerically (scipy quad of (1 - cos x)/(pi x^2) on [w, inf), the
    oscillatory QAWF routine): 1 - P[S~ in R-bar] = 0.01266 > eta."""
    eta, w = 0.01, 0.5e-4 + 100.0
    # int_w^inf (1 - cos x)/x^2 dx = 1/w - int_w^inf cos(x)/x^2 dx (the second by QAWF, weight cos)
    osc, err = integrate.quad(lambda x: 1.0 / x**2, w, np.inf, weight="cos", wvar=1.0)
    tail = 2 * (1.0 / w - osc) / math.pi  # P[|zeta_1| > w], symmetric
    assert err < 1e-8 and abs(tail - 2 / (math.pi * w)) < 2e-2 * tail  # ~ 2/(pi w) up to O(1/w^2)
    excess = 1 - (1 - tail) ** 2
    assert excess > 1.25 * eta


def test_display_thmB1_log_second_path() -> None:
    """Proof of Theorem B.1 (L3656): 'the elementary inequality |log(1 + x + xi) - (x + xi)| <= 6|xi| for all |x| <= 1/10
    and |xi| <= 1/100'. x = 1/10, xi = 0: |log(11/10) - 1/10| = 0.0046898 (50 digits) against 0."""
    with mpmath.workdps(50):
        x, xi = mpmath.mpf(1) / 10, mpmath.mpf(0)
        lhs = abs(mpmath.log(1 + x + xi) - (x + xi))
        assert lhs > mpmath.mpf("0.0046") and 6 * abs(xi) == 0


def test_display_lemmaB_2_density_second_path() -> None:
    """Density before Lemma B.2 (L3718-L3722): (1/2pi) int max(0, 1 - |l|) e^{-i l x} dl = (1 - |cos x|)/(pi x^2).
    At x = pi the integral (1/pi) int_0^1 (1 - l) cos(l pi) dl = 2/pi^3 = 0.0645 (scipy quad; closed form
    (1 - cos x)/(pi x^2)), while the printed formula gives 0."""
    x = math.pi
    val, err = integrate.quad(lambda lam: (1 - lam) * math.cos(lam * x), 0, 1)
    val /= math.pi
    assert err < 1e-12 and abs(val - 2 / math.pi**3) < 1e-12
    printed = (1 - abs(math.cos(x))) / (math.pi * x**2)
    assert printed == 0.0 and val > 0.06


def test_appC_2_second_path() -> None:
    """Appendix C.2 (L3856-L3865): E_y exp(i <lambda, V y>) = prod_i prod_{j in T} cos(lambda_i <x, (Theta_i)_{:,j}>).
    d = 1, x = (1), T = {1}, m = 2, Theta_1 = Theta_2 = [[pi/2]], lambda = (1, 1): V = (pi/2, pi/2)^T, and the
    average over y in {+-1} of exp(i (pi/2 + pi/2) y) is cos(pi) = -1, while the printed double product is
    cos(pi/2)^2 = 0."""
    with mpmath.workdps(50):
        A = [mpmath.pi / 2, mpmath.pi / 2]  # <x, (Theta_i)_{:,1}>
        lam = [1, 1]
        ev = sum(mpmath.exp(1j * sum(li * a * y for li, a in zip(lam, A, strict=True))) for y in (-1, 1)) / 2
        printed = mpmath.cos(lam[0] * A[0]) * mpmath.cos(lam[1] * A[1])
        assert abs(ev - (-1)) < mpmath.mpf(10) ** -40 and abs(printed) < mpmath.mpf(10) ** -40


@pytest.mark.parametrize("C0,c1", [(1.0, 1.0), (10.0, 0.01), (0.1, 1.0)])
def test_lemmaC_1_second_path(C0: float, c1: float) -> None:
    """Lemma C.1 (L3830-L3834): with c sigma = Omega(1/sqrt d), P[|cos(c<x,v>) - 1| >= Omega(1/sqrt d)] >~ Omega(1).
    v' = 0, c sigma = C0/sqrt d: theta = c<x,v> ~ N(0, C0^2/d) exactly (||x||^2 = d). The event |cos - 1| >= c1/sqrt d
    is dist(theta, 2 pi Z) >= a_d := arccos(1 - c1/sqrt d); P = sum over periods of normal tails (mpmath erfc).
    -log P grows like sqrt(d) (fitted exponent ~ 1/2 over d = 10^2..10^12): P -> 0 for these hidden constants."""
    ds = [10.0**e for e in range(2, 17, 2)]
    nl = []
    with mpmath.workdps(40):
        for d in ds:
            sd = mpmath.mpf(C0) / mpmath.sqrt(d)
            a = mpmath.acos(1 - mpmath.mpf(c1) / mpmath.sqrt(d))
            # P = P[|theta| > a] - sum_{n != 0} P[|theta - 2 pi n| < a] (each window is inside the two tails);
            # every term is a difference of erfc values of the same sign, no cancellation at any size
            tails = mpmath.erfc(a / sd / mpmath.sqrt(2))
            other = mpmath.mpf(0)
            for n in range(1, 60):
                lo, hi = (2 * mpmath.pi * n - a) / sd, (2 * mpmath.pi * n + a) / sd
                other += mpmath.erfc(lo / mpmath.sqrt(2)) - mpmath.erfc(hi / mpmath.sqrt(2))  # both signs of n
            P = tails - other
            assert 0 < P < 1
            nl.append(float(-mpmath.log(P)))
    slope = np.polyfit(np.log(ds[-4:]), np.log(nl[-4:]), 1)[0]
    assert 0.45 < slope < 0.55  # Omega(1) would need -log P bounded: exponent <= 0
    assert all(b > a for a, b in zip(nl, nl[1:], strict=False))
    assert nl[-1] > 50  # P < e^{-50} at d = 10^16 even for C0 = 10, c1 = 0.01


def test_lemmaC_3_second_path() -> None:
    """Lemma C.3 (L3840-L3852): w.h.p. sup_{r <= ||lambda|| <= R} prod_{i, j in T} |cos(lambda_i <x, (Theta_i)_{:,j}>)|
    <= e^{-Theta(sqrt d)} when r sigma >= Omega(sqrt(m/d)). m = 1, Theta' = 0, r sigma = 1/sqrt(d) (C0 = 1), lambda = r,
    T = [d]: the d factors are |cos(g_j/sqrt d)|, g_j i.i.d. N(0, 1) (exact law: ||x||^2 = d). Y_d = -log prod has
    mean d E[-log cos(g/sqrt d)] and variance d Var[...] (scipy quadrature): mean -> 1/2, sd -> 0, so by Chebyshev
    P[prod >= e^{-1.5}] >= 0.99 at every d = 10^2..10^8, while e^{-c sqrt d} -> 0 for every c > 0.
    A dense draw (d x d Gaussian Theta at d = 400, numpy) lands in the same window."""
    from scipy import stats

    for d in [10.0**e for e in range(2, 9)]:
        s = 1 / math.sqrt(d)

        def f(g: float, p: int, s: float = s) -> float:
            return (-math.log(math.cos(s * g))) ** p * stats.norm.pdf(g)

        m1 = integrate.quad(f, -12, 12, args=(1,), epsabs=0, epsrel=1e-9, points=[0])[0]
        m2 = integrate.quad(f, -12, 12, args=(2,), epsabs=0, epsrel=1e-9, points=[0])[0]
        mean, sd = d * m1, math.sqrt(d * (m2 - m1 * m1))
        assert 0.5 - 1e-6 <= mean <= 0.52 and sd <= 0.1
        assert (sd / (1.5 - mean)) ** 2 <= 0.01  # Chebyshev: P[Y_d >= 1.5] <= 1 %
    rng = np.random.default_rng(3)
    d = 400
    x = rng.choice([-1.0, 1.0], d)
    theta = rng.normal(scale=1 / math.sqrt(d), size=(d, d))  # sigma = 1: entries N(0, sigma^2/d)
    r = 1 / math.sqrt(d)
    y = -np.log(np.abs(np.cos(r * (x @ theta)))).sum()
    assert 0.2 < y < 1.0 and math.exp(-y) > 0.35


def test_prop6_1_second_path() -> None:
    """Proposition 6.1 with Eq. (60) (L1360, L1376): for a sufficiently small absolute c, ||Delta||_F <= c eps/
    sqrt(log(k/delta*)) min||W_i|| implies P[max_j ||X_j Delta|| <= (eps/4) min||W_i||] >= 1 - delta*. k = 1,
    d = 3, Delta = (t/sqrt 3) I with t = ||Delta||_F at the largest value (60) allows: ||x Delta|| = t for every
    x in {+-1}^3 (enumerated), so the event fails with probability 1 > delta* as soon as c/sqrt(log(1/delta*)) >
    1/4. For every c in a shrinking list, delta* = 1 - 1e-9 already exceeds exp(-16 c^2) down to c = 1e-3."""
    eps, wmin = Fraction(1, 10), Fraction(3)
    for c in (0.5, 0.1, 0.01, 0.001):
        ds = 1 - 1e-9
        assert ds > math.exp(-16 * c * c)
        t = c * float(eps) / math.sqrt(math.log(1 / ds)) * float(wmin)  # ||Delta||_F at the edge of (60)
        fails = 0
        for x in itertools.product((-1.0, 1.0), repeat=3):
            row = [xi * t / math.sqrt(3) for xi in x]
            fails += math.sqrt(sum(r * r for r in row)) > float(eps) / 4 * float(wmin)
        assert fails == 8  # P[fail] = 1 > delta*


def test_lemma5_14_second_path() -> None:
    """Lemma 5.14 (L1022-L1026): P[|x^T Theta x - x'^T Theta x'| > c upsilon (d2 + d3)^{3/2} ||Theta||_F/sqrt d]
    <~ 1/sqrt(r_Theta). d2 = d3 = 1, mu = nu = -1, mu' = nu' = 1: x = (y, -1, -1), x' = (y, 1, 1) (Definition 5.10).
    Theta built explicitly at d1 = 64: G = r^{-1/2} U V^T from Sylvester-Hadamard rows (not the all-ones row) and
    a column (1/d1) 1 at coordinate d1 + 1. The difference is computed directly from the matrix on sampled y and the
    probability from the exact centred binomial via math.comb: it does not fall with r_Theta (r = 2 .. 24), so
    P sqrt(r_Theta) grows like sqrt(r_Theta): no constant C works at c = 1."""
    d1 = 64
    H = hadamard(d1).astype(float) / math.sqrt(d1)
    rng = np.random.default_rng(0)
    vals = []
    for r in (2, 6, 24):
        Th = np.zeros((d1 + 2, d1 + 2))
        Th[:d1, :d1] = H[1:r + 1].T @ H[r + 1:2 * r + 1] / math.sqrt(r)
        Th[:d1, d1] = 1.0 / d1
        F = np.linalg.norm(Th)
        rT = F**2 / np.linalg.norm(Th, 2) ** 2
        ups = max(np.linalg.norm(Th, axis=0).max(), np.linalg.norm(Th, axis=1).max()) * math.sqrt(d1 + 2) / F
        thr = 1.0 * ups * 2**1.5 * F / math.sqrt(d1 + 2)
        y = rng.choice([-1.0, 1.0], size=(50, d1))
        x, xp = (np.hstack([y, s * np.ones((50, 2))]) for s in (-1.0, 1.0))
        diff = np.einsum("ni,ij,nj->n", x, Th, x) - np.einsum("ni,ij,nj->n", xp, Th, xp)
        assert np.allclose(diff, -2.0 / d1 * y.sum(1))  # the closed form of the difference
        t = thr / (2.0 / d1)  # |sum y| > t
        P = sum(math.comb(d1, b) for b in range(d1 + 1) if abs(2 * b - d1) > t) / 2**d1
        vals.append((rT, P))
    assert all(abs(P - vals[0][1]) < 1e-12 for _, P in vals)  # P does not move with r_Theta
    assert vals[0][1] > 0.15
    assert vals[-1][0] / vals[0][0] > 10  # r_Theta grows 12x while P stays: P sqrt(r_Theta) grows like sqrt(r)


def test_display_appC2_assumption7_second_path() -> None:
    """Appendix C.2 (L3864-L3866) with Assumption 7 (L465-L467): Assumption 7's product prod_i prod_j |cos(lambda_i
    <x, (Theta_i)_{:,j}>)| is read as a bound on |E_y exp(i <lambda, V y>)|. (a) m = 2, |T| = 1, A = (1, 1)^T,
    lambda = (1, 1): |cos 2| = 0.416 > cos(1)^2 = 0.292. (b) m = 2, |T| = 3, equal rows A = (0.7, 1.3, 2.1), lambda =
    (3, -3): <lambda, V y> = 0 for all y, the characteristic function is 1, the product is prod cos(3 a_j)^2."""
    with mpmath.workdps(40):
        ev = sum(mpmath.exp(1j * (1 * y + 1 * y)) for y in (-1, 1)) / 2
        assert abs(abs(ev) - abs(mpmath.cos(2))) < mpmath.mpf(10) ** -35
        assert abs(ev) > mpmath.cos(1) ** 2 + mpmath.mpf("0.12")
        a = [mpmath.mpf("0.7"), mpmath.mpf("1.3"), mpmath.mpf("2.1")]
        lam = (3, -3)
        tot = mpmath.mpf(0)
        for ys in itertools.product((-1, 1), repeat=3):
            tot += mpmath.cos(sum(li * aj * yj for li in lam for aj, yj in zip(a, ys, strict=True)))
        phi = tot / 8
        prod = mpmath.fprod(abs(mpmath.cos(li * aj)) for li in lam for aj in a)
        assert abs(phi - 1) < mpmath.mpf(10) ** -30 and prod < mpmath.mpf("0.14")


def test_lemma6_5_second_path() -> None:
    """Lemma 6.5 (L1583-L1605) with (70) (L1551) and (72) (L1581): orthogonal heads in R^{m} (Theta_i = g_i e_i e_i^T
    blocks, ||Theta_1||_F = F, ||Theta_i||_F^2 = lambda F^2), alpha alternating around (1 + sigma)/m, scaled so
    that ||Theta'||_F^2 = 4 F^2 - eps*^2 (E of norm eps* orthogonal to the heads). Item 1's worst case eta_i = -sign(alpha_i)
    xi/2 gives x^T Theta' u - S = Sum alpha_i (eta_i + S) - S; Item 2 needs it >= xi/2 + Theta(eps*). The need
    xi/2 - (that - sigma S) over the room sigma S = c_* eps*/2 (hidden constants 1) grows like sqrt(m lambda):
    no constant in (72) or in Item 2's Theta(eps*) absorbs it. ||Theta_1||_F = F inside the standing assumptions:
    Assumption 11 (m <= lambda log(d/v)/log k up to its constant, read as 1/10, v = 1) puts log d = 10 m log k/lambda
    (large enough for (8) at these m: d^{1/4} = e^{800} and more), r_Theta = d^{1/4}/10 ((8)'s largest), lambda' =
    1/r_Theta (Assumption 10), and Assumption 6 (log(k d/sqrt(lambda')) << F, a factor 10) sets F; the ratio does
    not depend on F."""
    lam, xi, k, beta, c = 0.5, 1e-6, 16, 1.0, 0.1
    ratios = []
    for m in (32, 2048):
        log_d = 10 * m * math.log(k) / lam
        log_r = log_d / 4 - math.log(10)
        F = 10 * (math.log(k) + log_d + 0.5 * log_r)
        L = math.log((k * math.exp(beta**2)) ** (1 / lam) / xi)
        eps = m * L * (0.5 + 1 / lam) * xi * F  # (70) at its edge
        S = c * min(1.0, F) + xi * F / 2
        sigma = eps / (m * L) / (2 * S)  # sigma = c_* eps*/(2s + xi F), c_* = 1/(m L)
        sgn = np.array([(-1.0) ** (i + 1) for i in range(m)])
        w = np.full(m, lam)
        w[0] = 1.0
        b = (1 + sigma) / m
        # largest a with sum w (b + a sgn)^2 = 4 - eps^2 (a root of the quadratic, by numpy.roots)
        roots = np.roots([np.sum(w), 2 * b * np.sum(w * sgn), b * b * np.sum(w) - 4 + (eps / F) ** 2])
        a = max(r.real for r in roots if abs(r.imag) < 1e-12)
        alpha = b + a * sgn
        assert abs(alpha.sum() - (1 + sigma)) < 1e-9 and np.sum(w * alpha**2) + (eps / F) ** 2 <= 4 + 1e-9
        eta = -np.sign(alpha) * xi * F / 2
        V = float(np.sum(alpha * (eta + S)) - S)
        need = xi * F / 2 - (V - sigma * S)
        ratios.append(need / (sigma * S))
    assert ratios[0] > 1 and ratios[1] > 40 and ratios[1] / ratios[0] > 6  # ~ sqrt(2048/32) = 8


def test_lemma7_3_second_path() -> None:
    """Lemma 7.3 (L2353-L2355): P[A] >= exp(-C^2/(2(1 - eta)^2)). m = 1, Theta_1 = diag(h) n/sqrt(r) with h a +-1
    Hadamard diagonal: X_1 Theta_1 X_2^T = (n/sqrt r) sum_j h_j x_j y_j, a scaled centred binomial; A = {Bin(r, 1/2) >
    (r + C sqrt r)/2}, exact integer counts. (a) r = 4096, C = 2: P[A] = 0.0219 < exp(-2) = 0.1353. (b) P[A]
    exp(C^2/2) falls like 1/(C sqrt(2 pi)) as C grows (r = 4096, C = 2, 3, 3.4), while the printed right side times
    exp(C^2/2) tends to 1 as eta -> 0 (eta ~ 1/log^2 d): no constant factor rescues the bound along C -> inf."""
    def tail(r: int, C: float) -> float:
        k0 = math.floor((r + C * math.isqrt(r)) / 2) + 1
        term = math.comb(r, k0)
        count = 0
        for k in range(k0, r + 1):  # C(r, k+1) = C(r, k) (r - k)/(k + 1), exact integers
            count += term
            term = term * (r - k) // (k + 1)
        return float(Fraction(count, 2**r))

    P = tail(4096, 2.0)
    assert 0.0218 < P < 0.0220 and P < math.exp(-2.0) / 6
    vals = [tail(4096, C) * math.exp(C * C / 2) for C in (2.0, 3.0, 3.4)]
    assert vals[0] > vals[1] > vals[2]
    for C, v in zip((2.0, 3.0, 3.4), vals, strict=True):
        assert 0.8 < v * C * math.sqrt(2 * math.pi) < 1.2  # ~ 1/(C sqrt(2 pi))


def test_thmB_4_second_path() -> None:
    """Theorem B.4 (L3732-L3794), lower bound: P[Vx in R] >~ 0.9^m prod Delta_j det(2 pi VV^T)^{-1/2} e^{-a^T (VV^T)^{-1}
    a/2}. m = 1, d = 16, v = (1/4, ..., 1/4) (||v|| = 1, rho = 1), a = 0, R = [0, Delta]: v^T x = (2K - 16)/4 with K ~
    Bin(16, 1/2), so P = P[K >= 8] = (2^15 + C(16, 8)/2)/2^16 = 0.598 for every Delta >= 4. (164)-(165): left sides
    carry ||a|| = 0. (163): Lambda(0, 1/Delta^2) = 1 (phi(0) = 1) against Delta^2 e^{-c}: met once Delta >= e^{c/2}.
    The right side 0.9 Delta/sqrt(2 pi) grows without bound: 35.9 at Delta = 100, 359 at Delta = 1000."""
    P = Fraction(sum(math.comb(16, k) for k in range(8, 17)), 2**16)
    assert P == Fraction(2**15 + math.comb(16, 8) // 2, 2**16)
    rhs = [0.9 * D / math.sqrt(2 * math.pi) for D in (100.0, 1000.0)]
    assert float(P) < 0.6 and rhs[0] / float(P) > 50 and rhs[1] / float(P) > 500


def test_display_alg4_line8_second_path() -> None:
    """Algorithm 4 line 8 (L2717) against L2798-L2800: m = 1, d = 2, Theta_1 = F E_11 (lambda = 1, rho = F/sqrt 2),
    K = {t E_11: |t| <= 2F} (convex, norms <= 2||Theta_1||, in the span, contains Theta_1 with a zeta-ball in the
    span). ell = 0: the queried body {B in K: B_11 >= sqrt(lambda)/(d sqrt(2m)) = 1/(2 sqrt 2)} contains B = E_11/(2
    sqrt 2), of Frobenius norm 0.354, while rho/d = F/(2 sqrt 2) = 35.4 at F = 100."""
    F = Fraction(100)
    thr_sq = Fraction(1, 8)  # (sqrt(1)/(2 sqrt 2))^2
    norm_sq = thr_sq  # B = thr E_11
    rho_over_d_sq = F * F / 2 / 4  # (F/sqrt 2 / 2)^2
    assert norm_sq * 10000 == rho_over_d_sq  # fails by the factor F = 100
    assert thr_sq <= 4 * F * F  # B is in K (|t| <= 2F)
