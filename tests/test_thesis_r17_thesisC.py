"""Second paths for round 17 (helper thesisC) on thesis App. C, sharing no code with the claims' measurements."""

from __future__ import annotations

import math

import numpy as np


def _sigmoid(a: np.ndarray) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-a))


def _ce_loss(w: float, x: float, y: int) -> float:
    """(4.3) at d = K = 1: -y log H - (1 - y) log(1 - H), H = sigmoid(w x)."""
    h = 1.0 / (1.0 + math.exp(-w * x))
    return -y * math.log(h) - (1 - y) * math.log(1 - h)


def test_c200_eq_sup_of_average() -> None:
    """(C.200) L6215-L6222's '=' at d = K = 1, w* = 1, r = 1, eps = 0.1 (cover centres 0.1, 0.3, ..., 1.9), x ~ (1/2)
    N(1, 1) + (1/2) N(-1, 1), n = 64. The Hessian of (4.3) in w is sigmoid'(w x) x^2 for both labels (checked by
    central differences of the loss itself). Per replicate: the n one-sample sups over [0, 2] (a fine grid: lower
    bounds) and the sup of the average (the grid plus a Lipschitz slack |x|^3 max|sigmoid''| h / 2: an upper bound).
    E[one-sample sup] - E[sup of the average] > 0 with 6 standard errors to spare: the '=' fails, '<=' holds."""
    for w, x, y in ((0.7, 1.3, 0), (0.7, -2.1, 1), (1.9, 0.4, 1)):
        e = 1e-4
        fd = (_ce_loss(w + e, x, y) - 2 * _ce_loss(w, x, y) + _ce_loss(w - e, x, y)) / e**2
        s = _sigmoid(w * x)
        assert abs(fd - s * (1 - s) * x * x) < 1e-5, (fd, w, x, y)

    rng = np.random.default_rng(2026)
    grid = np.linspace(0.0, 2.0, 20_001)
    h = grid[1] - grid[0]
    near = np.clip(np.floor(grid / 0.2), 0, 9) * 0.2 + 0.1  # the centre of each grid point's cell
    lip2 = 1.0 / (6.0 * math.sqrt(3.0))
    diffs, rights = [], []
    for _rep in range(60):
        x = np.where(rng.random(64) < 0.5, 1.0, -1.0) + rng.normal(size=64)
        sp = lambda u: _sigmoid(u) * (1 - _sigmoid(u))  # noqa: E731
        D = x[:, None] ** 2 * (sp(near[None, :] * x[:, None]) - sp(grid[None, :] * x[:, None]))
        one = np.abs(D).max(1)  # lower bounds of the one-sample sups
        avg_up = np.abs(D.mean(0)).max() + np.mean(np.abs(x) ** 3) * lip2 * h / 2  # upper bound of sup |average|
        diffs.append(one.mean() - avg_up)
        rights.append(one.mean())
    d, se = float(np.mean(diffs)), float(np.std(diffs, ddof=1) / math.sqrt(len(diffs)))
    assert 0.035 < float(np.mean(rights)) < 0.046, np.mean(rights)
    assert d - 6 * se > 0, (d, se)
    assert d / float(np.mean(rights)) > 0.03, d


def test_c202_condition_misses_c197() -> None:
    """(C.202) L6236-L6242 against (C.197) L6201 and (C.201) L6226 at d = 2, K = 1, one group N(0, 0.01^2 I_2)
    (S = A2 = 1e-4, A4 = 1e-8), n = 1e4, r = 1, C_6 = C_12 = 1, delta = d^-10, eps = delta / (C_12 d^{3/2} K^{5/2}
    sqrt(A2 A4) n d K) (L6230): eps <= r, and t = 10 meets (C.202)'s condition but not (C.197)'s."""
    d, K, n, r, c6, c12 = 2, 1, 10_000, 1.0, 1.0, 1.0
    sd = 0.01
    S, A2, A4 = sd**2, sd**2, sd**4
    delta = d**-10.0
    root = math.sqrt(A2 * A4)
    eps = delta / (c12 * d**1.5 * K**2.5 * root * n * d * K)
    assert abs(eps - 100 / 2**12.5) < 1e-12 and eps < r
    covering = d * K * math.log(36 * r / eps) + math.log(4 / delta)  # (C.197)'s numerator
    need_197 = c6 * max(S * math.sqrt(covering / n), covering / (S * n))
    need_201 = c12 * d**1.5 * K**2.5 * root * eps / delta
    assert abs(need_201 - 1 / (n * d * K)) < 1e-15
    printed_x = d * K * math.log(36 * r * n * d**12.5 * K**3.5 * root) + math.log(4 / delta)
    printed = max(1 / (n * d * K), c6 * S * math.sqrt(printed_x / n), math.sqrt(printed_x / (S * n)))
    assert abs(covering - 23.60) < 0.01 and abs(printed - 4.858) < 1e-3, (covering, printed)
    t = 10.0
    assert t > printed and t < need_197
    # a smaller data scale at the same n (d = 8 keeps eps <= r): the ratio X/(S n) : sqrt(X/(S n)) grows like 1/sd
    d, sd2 = 8, 1e-3
    delta = d**-10.0
    eps2 = delta / (c12 * d**1.5 * K**2.5 * sd2**3 * n * d * K)
    assert eps2 < r
    x2 = d * K * math.log(36 * r / eps2) + math.log(4 / delta)
    assert (x2 / (sd2**2 * n)) / math.sqrt(x2 / (sd2**2 * n)) > 40


def test_c136_a0_as_printed() -> None:
    """(C.136)-(C.138) L5893-L5897 at d = k = 1, mu = 1, sigma = 1, r = 1: the left side E[x^2 phi'(x)^2] over
    (1/2) N(1, 1) + (1/2) N(-1, 1) is ~0.0294, the printed A_0 = E[x^3 phi'(x)^2] is 0, B_0 is an empty sum."""
    from scipy.integrate import quad

    def dens(x: float) -> float:
        return 0.5 * (math.exp(-((x - 1) ** 2) / 2) + math.exp(-((x + 1) ** 2) / 2)) / math.sqrt(2 * math.pi)

    def dphi(u: float) -> float:
        e = math.exp(-abs(u))
        return e / (1 + e) ** 2

    lhs = quad(lambda x: x * x * dphi(x) ** 2 * dens(x), -40, 40, limit=200)[0]
    a0 = quad(lambda x: x**3 * dphi(x) ** 2 * dens(x), -40, 40, limit=200)[0]
    assert abs(lhs - 0.02936) < 5e-5, lhs
    assert abs(a0) < 1e-10, a0


def _c214_one_tail(s: float, lam: tuple[float, ...], sds: tuple[float, ...]) -> float:
    """P(|(phi(x_1) - y) x_2| >= s), x_1 ~ N(0, 1), y ~ Bern(phi(x_1)), x_2 ~ N(0, sd^2) in group l, by scipy quad."""
    from scipy.integrate import quad
    from scipy.stats import norm

    def inner(x1: float, sd: float) -> float:
        p = 1.0 / (1.0 + math.exp(-x1))
        return norm.pdf(x1) * (p * 2 * norm.sf(s / ((1 - p) * sd)) + (1 - p) * 2 * norm.sf(s / (p * sd)))

    return sum(lam_l * quad(inner, -30, 30, args=(sd,), limit=200, epsabs=0)[0] for lam_l, sd in zip(lam, sds,
                                                                                                       strict=True))


def test_c214_rare_heavy_group_tail() -> None:
    """(C.214) L6301 at d = 2, K = 1, W = W* = e_1, v = e_2: G' = (phi(x_1) - y) x_2 (the cross-entropy gradient (4.3)
    is (phi(w^T x) - y) x). (a) Monte Carlo of the average of n = 10 samples, groups N(0, I) (weight 0.99) and N(0,
    diag(1, 100)) (weight 0.01), t = 3: P(|mean| >= t/6) is at least the bound (1/2) P(|G'_1| >= n t/6) used by the
    claim. (b) Along n -> inf with eps = n^-2, M = n (S ~ 2), t = 1: -log(P_lb/2) / min{n t^2/(144 S), n sqrt(S t)}
    falls like log(n)/n: below 0.02 at n = 1e6, so no constants C_14, C_15 serve every n."""
    rng = np.random.default_rng(214)
    n, t, reps = 10, 3.0, 200_000
    heavy = rng.random((reps, n)) < 0.01
    x1 = rng.normal(size=(reps, n))
    x2 = rng.normal(size=(reps, n)) * np.where(heavy, 10.0, 1.0)
    p = 1.0 / (1.0 + np.exp(-x1))
    y = rng.random((reps, n)) < p
    mean = ((p - y) * x2).mean(1)
    hits = int(np.sum(np.abs(mean) >= t / 6))
    p_lb = 0.5 * _c214_one_tail(n * t / 6, (0.99, 0.01), (1.0, 10.0))
    assert 1e-3 < p_lb < 1e-2, p_lb
    assert hits / reps - 4 * math.sqrt(hits) / reps > p_lb, (hits / reps, p_lb)

    ratios = []
    for n in (10, 100, 10_000, 1_000_000):
        eps = float(n) ** -2
        S = (1 - eps) * 1.0 + eps * float(n) ** 2
        p_lb = 0.5 * _c214_one_tail(n * 1.0 / 6, (1 - eps, eps), (1.0, float(n)))
        ratios.append(-math.log(p_lb / 2) / min(n / (144 * S), n * math.sqrt(S)))
    assert all(a > b for a, b in zip(ratios, ratios[1:], strict=False)), ratios
    assert ratios[-1] < 0.02 and ratios[-1] < ratios[0] / 20, ratios


def test_c212_rare_heavy_group_moment() -> None:
    """(C.212) L6295 on the family of test_c214: E|G'|^p with G' = (phi(x_1) - y) x_2, groups N(0, I) (weight 1 - eps)
    and N(0, diag(1, M^2)) (weight eps), S = (1 - eps) + eps M^2. (a) Monte Carlo at eps = 0.05, M = 4, p = 4 agrees
    with E|zeta|^4 * 3 * ((1 - eps) + eps M^4) (E|zeta|^4 by quad). (b) With M = eps^-1/2 (S ~ 2), E|G'|^4 / S^2
    grows like 1/eps: > 1e6 at eps = 1e-9."""
    from scipy.integrate import quad
    from scipy.stats import norm

    def ezeta(p: float) -> float:
        def f(x: float) -> float:
            q = 1.0 / (1.0 + math.exp(-x))
            return norm.pdf(x) * (q * (1 - q) ** p + (1 - q) * q**p)
        return quad(f, -30, 30, limit=200)[0]

    e4 = ezeta(4)
    assert 0.07 < e4 < 0.075, e4
    rng = np.random.default_rng(212)
    m = 2_000_000
    x1 = rng.normal(size=m)
    q = 1.0 / (1.0 + np.exp(-x1))
    y = rng.random(m) < q
    x2 = rng.normal(size=m) * np.where(rng.random(m) < 0.05, 4.0, 1.0)
    mc = float(np.mean(((q - y) * x2) ** 4))
    exact = e4 * 3 * (0.95 + 0.05 * 4.0**4)
    assert abs(mc / exact - 1) < 0.05, (mc, exact)
    for eps, floor in ((1e-3, 50.0), (1e-9, 1e7)):
        S = (1 - eps) + eps * (eps**-0.5) ** 2
        val = e4 * 3 * ((1 - eps) + eps * eps**-2)
        assert val / S**2 > floor, (eps, val / S**2)


def test_c213_rare_heavy_group_mgf() -> None:
    """(C.213) L6297 on the family of test_c214, theta = 0.25 (inside the printed range 27/(4e) sqrt(S') and the
    corrected 27/(8e sqrt(S)) ~ 0.88 at S ~ 2): E exp(theta G') = sum_l lambda_l E[exp(theta^2 zeta^2 M_l^2 / 2)]
    (x_2 Gaussian given the group, zeta = phi(x_1) - y); with eps = 1/q, M = sqrt(q) the ratio (E exp(theta G') - 1)
    / (e theta^2 S) explodes as q grows (S stays ~ 2)."""
    from scipy.integrate import quad
    from scipy.stats import norm

    theta = 0.25

    def mgf(eps: float, M: float) -> float:
        def f(x: float, s: float) -> float:
            q = 1.0 / (1.0 + math.exp(-x))
            a = q * math.exp(0.5 * (theta * (1 - q) * s) ** 2)
            b = (1 - q) * math.exp(0.5 * (theta * q * s) ** 2)
            return norm.pdf(x) * (a + b)
        return sum(lam * quad(f, -30, 30, args=(s,), limit=200)[0] for lam, s in ((1 - eps, 1.0), (eps, M)))

    ratios = []
    for q in (10.0, 100.0, 1000.0):
        eps, M = 1 / q, math.sqrt(q)
        S = (1 - eps) + eps * M * M
        assert theta <= 27 / (8 * math.e * math.sqrt(S))
        ratios.append((mgf(eps, M) - 1) / (math.e * theta**2 * S))
    assert ratios[0] < 1.0 and ratios[2] > 1e6 * ratios[0], ratios


def test_c155_unweighted_mixture() -> None:
    """(C.155) L5978-L5985's last '<=' with x from the literal 'sum_l N(mu_l, Sigma_l)' (equal weights): d = K = 1,
    b = a_j = a_l = 1, groups N(0, 1) and N(0, 1/eps) with lambda = (1 - eps, eps). The left side (E x^4 E x^8)^{1/4}
    over the equal-weight mixture against (S4 S8)^{1/4} with the printed weights: the ratio grows like eps^{-1/2};
    with the weights (the reading) it stays bounded."""

    def m4(v: float) -> float:
        return 3.0 * v * v

    def m8(v: float) -> float:
        return 105.0 * v**4

    ratios, weighted = [], []
    for eps in (1e-2, 1e-4, 1e-6, 1e-8):
        v = (1.0, 1.0 / eps)
        lam = (1.0 - eps, eps)
        s4 = sum(lam_l * math.sqrt(v_l) ** 4 for lam_l, v_l in zip(lam, v, strict=True))
        s8 = sum(lam_l * math.sqrt(v_l) ** 8 for lam_l, v_l in zip(lam, v, strict=True))
        rhs = (s4 * s8) ** 0.25
        e4 = 0.5 * (m4(v[0]) + m4(v[1]))
        e8 = 0.5 * (m8(v[0]) + m8(v[1]))
        ratios.append((e4 * e8) ** 0.25 / rhs)
        e4w = lam[0] * m4(v[0]) + lam[1] * m4(v[1])
        e8w = lam[0] * m8(v[0]) + lam[1] * m8(v[1])
        weighted.append((e4w * e8w) ** 0.25 / rhs)
    for a, b in zip(ratios, ratios[1:], strict=False):
        assert 9.0 < b / a < 11.0, ratios
    assert ratios[-1] > 2.9e4, ratios
    assert max(weighted) < 5.0, weighted
