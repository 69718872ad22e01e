"""Second paths for round 17 (helper thesisC2) on thesis App. C, sharing no code with the claims' measurements."""

from __future__ import annotations

import math

import numpy as np


def test_c192_rare_heavy_group_hessian_mgf() -> None:
    """(C.192) L6181's end at d = 2, K = 1, W = W* = e_1, v = e_2: the Hessian of the cross-entropy (4.3) with H =
    sigmoid(w^T x) is sigmoid'(w^T x) x x^T (checked by central differences of the loss), so G = sigmoid'(x_1) x_2^2 -
    E[.]. Groups N(0, I_2) (1 - eps) and N(0, diag(1, 1/eps)) (eps): S = 2 - eps. theta = eps (inside 27/(4e) S and
    27/(8e S)). E[exp(theta G)] - 1 = E[expm1(theta G)] by nested scipy quad over (x_1, x_2) in each group; the ratio
    to |e theta|^2 S^2 grows like 1/eps."""
    from scipy.integrate import quad
    from scipy.stats import norm

    def sig(a: float) -> float:
        return 1.0 / (1.0 + math.exp(-a))

    def loss(w1: float, x1: float, y: int) -> float:
        h = sig(w1 * x1)
        return -y * math.log(h) - (1 - y) * math.log(1 - h)

    for x1 in (-1.3, 0.2, 2.0):  # d^2 loss / d w_1^2 = sigmoid'(w_1 x_1) x_1^2 at w_1 = 1, both labels
        for y in (0, 1):
            h = 1e-4
            d2 = (loss(1 + h, x1, y) - 2 * loss(1.0, x1, y) + loss(1 - h, x1, y)) / h**2
            assert abs(d2 - sig(x1) * (1 - sig(x1)) * x1 * x1) < 1e-5

    def dphi(x: float) -> float:
        return sig(x) * (1 - sig(x))

    Ed = quad(lambda x: dphi(x) * norm.pdf(x), -40, 40)[0]
    def inner(x1: float, s: float, theta: float, m: float) -> float:
        def g(x2: float) -> float:  # expm1(theta G) times the density, the exponent in logs (no overflow)
            lp = norm.logpdf(x2, scale=s)
            return math.exp(theta * (dphi(x1) * x2 * x2 - m) + lp) - math.exp(lp)
        return quad(g, -30 * s, 30 * s, points=(0.0,), limit=100, epsrel=1e-9)[0] * norm.pdf(x1)

    ratios = []
    for eps in (1e-1, 1e-2, 1e-3):
        groups = ((1 - eps, 1.0), (eps, 1.0 / math.sqrt(eps)))
        m = Ed * sum(lam * s * s for lam, s in groups)
        theta = eps
        S = sum(lam * max(1.0, s) ** 2 for lam, s in groups)
        assert theta <= 27 / (8 * math.e * S) <= 27 / (4 * math.e) * S

        val = sum(lam * quad(inner, -12, 12, args=(s, theta, m), limit=100, epsrel=1e-8)[0] for lam, s in groups)
        ratios.append(val / ((math.e * theta) ** 2 * S * S))
    assert ratios[1] > 5 * ratios[0] and ratios[2] > 5 * ratios[1] and ratios[2] > 1.0, ratios


def test_c195_rare_heavy_group_hessian_tail() -> None:
    """(C.195) L6189-L6193 for the Hessian G_i = sigmoid'(x_1) x_2^2 - m of test_c192 (d = 2, K = 1, W = W* = e_1,
    v = e_2). Groups N(0, I_2) (1 - eps) and N(0, diag(1, M^2)) (eps), eps = n^-2, M = n, t = 1: S = 2 - eps. Since
    G_i >= -m, one sample with sigmoid'(x_1) x_2^2 >= n (t/6 + m) lifts the average to >= t/6, so P >= 1 - (1 -
    p1)^n, p1 by scipy quad of the chi^2_1 survival function. (a) Monte Carlo at n = 30 (eps = 1/900): the empirical
    P is at least the lower bound. (b) -log P_lb / min{n t^2/(144 S^2), n S t} falls like (log n)/n over n = 1e2 ..
    1e6: no constant c keeps the printed exp(-c min{...}) above P."""
    from scipy.integrate import quad
    from scipy.stats import chi2, norm

    def dphi(x: float) -> float:
        e = math.exp(-abs(x))
        return e / (1 + e) ** 2

    Ed = quad(lambda x: dphi(x) * norm.pdf(x), -40, 40)[0]

    def log_p_lb(n: float, t: float) -> tuple[float, float]:
        eps, M = n**-2.0, n
        m = Ed * ((1 - eps) + eps * M * M)
        c = n * (t / 6 + m)
        p1 = sum(lam * quad(lambda x, s2=s2: chi2.sf(c / (dphi(x) * s2), 1) * norm.pdf(x), -40, 40, limit=200)[0]
                 for lam, s2 in ((1 - eps, 1.0), (eps, M * M)))
        return math.log(-math.expm1(n * math.log1p(-p1))), (1 - eps) + eps * M * M

    # (a) Monte Carlo: the average exceeds t/6 at least as often as the lower bound says
    rng = np.random.default_rng(7)
    n, t, reps = 30, 1.0, 200_000
    eps, M = n**-2.0, float(n)
    heavy = rng.random((reps, n)) < eps
    x1 = rng.normal(size=(reps, n))
    x2 = rng.normal(size=(reps, n)) * np.where(heavy, M, 1.0)
    s = 1.0 / (1.0 + np.exp(-x1))
    m = Ed * ((1 - eps) + eps * M * M)
    G = s * (1 - s) * x2 * x2 - m
    hits = int(np.sum(G.mean(axis=1) >= t / 6))
    lp, _ = log_p_lb(n, t)
    p_lb = math.exp(lp)
    assert hits >= reps * p_lb - 4 * math.sqrt(reps * p_lb), (hits, reps * p_lb)
    assert hits > 50

    # (b) the ratio to the printed exponent's shape vanishes
    ratios = []
    for n in (1e2, 1e4, 1e6):
        lp, S = log_p_lb(n, 1.0)
        ratios.append(-lp / min(n / (144 * S * S), n * S))
    assert ratios[1] < 0.1 * ratios[0] and ratios[2] < 0.1 * ratios[1], ratios


def test_c45_rare_heavy_group_hessian_concentration() -> None:
    """Lemma C.4.5 L5855-L5859 at d = 2, K = 1, W = W* = e_1, x ~ (1 - eps) N(0, I_2) + eps N(0, diag(1, M^2)), eps
    = n^-2, M = n, n = 1e5 (S = 2 - eps). Per run: the empirical Hessian (1/n) sum_i sigmoid'(x_i1) x_i x_i^T of the
    cross-entropy (labels drop out) against the population one diag(E[sigmoid'(x_1) x_1^2], E[sigmoid'(x_1)] (1 - eps
    + eps M^2)) (scipy quad), spectral norm of the difference. Over 64 runs the share with norm >= 4 S sqrt(dK log n /
    n) (C_6 = 4) has a Wilson lower bound far above d^-10 = 2^-10."""
    from scipy.integrate import quad
    from scipy.stats import norm

    def dphi(x: float) -> float:
        e = math.exp(-abs(x))
        return e / (1 + e) ** 2

    n = 100_000
    eps, M = n**-2.0, float(n)
    h11 = quad(lambda x: dphi(x) * x * x * norm.pdf(x), -40, 40)[0]
    h22 = quad(lambda x: dphi(x) * norm.pdf(x), -40, 40)[0] * ((1 - eps) + eps * M * M)
    Hbar = np.diag([h11, h22])
    S = (1 - eps) + eps * M * M
    bound = 4.0 * S * math.sqrt(2 * 1 * math.log(n) / n)
    rng = np.random.default_rng(11)
    runs, hits = 64, 0
    for _ in range(runs):
        heavy = rng.random(n) < eps
        x = rng.normal(size=(n, 2))
        x[:, 1] *= np.where(heavy, M, 1.0)
        s = 1.0 / (1.0 + np.exp(-x[:, 0]))
        Hn = (x * (s * (1 - s))[:, None]).T @ x / n
        hits += int(np.linalg.norm(Hn - Hbar, 2) >= bound)
    zq = 3.0
    p = hits / runs
    lo = (p + zq * zq / (2 * runs) - zq * math.sqrt(p * (1 - p) / runs + zq * zq / (4 * runs * runs))) / (
        1 + zq * zq / runs)
    assert lo > 2.0**-10 and hits >= 60, (hits, lo, bound)
