"""Second paths for round 18 (helper thesisC) on thesis App. C, sharing no code with the claims' measurements."""

from __future__ import annotations

import math

import mpmath
import numpy as np
from scipy.optimize import minimize


def _sig(z: np.ndarray) -> np.ndarray:
    return 0.5 * (1.0 + np.tanh(0.5 * z))


def _wilson_lower(k: int, n: int, z: float = 3.0) -> float:
    p = k / n
    c = p + z * z / (2 * n)
    r = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (c - r) / (1 + z * z / n)


def _rare(d: int, n: int, q: float, s: float) -> tuple[mpmath.mpf, float]:
    eps = mpmath.mpf(q) * mpmath.mpf(d) ** -10 / n
    return eps, float(s / mpmath.sqrt(eps))


def test_c51_rare_heavy_group_gradient_quantile() -> None:
    """Lemma C.5.1 (C.204) L6262 on x ~ (1 - eps) N(0, I_d) + eps N(M e_2, I_d), K = 1, W* = e_1, nu_i = 0: simulate
    the full d-dimensional gradient (1/n) sum_i (sigmoid(x_i1) - y_i) x_i at W* (grad fbar(W*) = 0) conditional on
    exactly one heavy sample; P(||grad|| >= t) >= P(one heavy) * P(||grad|| >= t | one heavy), the first exact
    (mpmath binomial), the second a Wilson lower bound. With t = 100 x sqrt(S') sqrt(d log n / n) this exceeds d^-10
    at d = 8 and 16 (so the (1 - d^-10)-quantile is >= 100 x the shape), and the certified ratio grows with d."""
    rng = np.random.default_rng(7)
    ratios = []
    for d in (8, 16):
        n, q, s = 10 * d * d, 4.0, 1.0
        eps, M = _rare(d, n, q, s)
        S = float((1 - eps) + eps * (M + 1) ** 2)
        shape = math.sqrt(S) * math.sqrt(d * math.log(n) / n)
        p_one = n * eps * (1 - eps) ** (n - 1)
        reps, hits = 400, []
        for _ in range(reps):
            x = rng.normal(size=(n, d))
            x[0, 1] += M  # the one heavy sample
            y = (rng.random(n) < _sig(x[:, 0])).astype(float)
            g = ((_sig(x[:, 0]) - y)[:, None] * x).mean(0)
            hits.append(float(np.linalg.norm(g)))
        hits = np.array(hits)
        t = 100.0 * shape
        k = int((hits >= t).sum())
        lower = p_one * _wilson_lower(k, reps)
        assert lower > mpmath.mpf(d) ** -10, (d, k, lower)
        # the largest t with P >= d^-10 certified: the quantile of the conditional law at the Wilson level
        level = float(mpmath.mpf(d) ** -10 / p_one)
        qs = np.sort(hits)[::-1]
        j = next(i for i in range(reps) if _wilson_lower(i + 1, reps) > level)
        ratios.append(qs[j] / shape)
    assert ratios[1] > 10 * ratios[0], ratios


def test_c31_rare_heavy_group_hessian_upper() -> None:
    """Lemma C.3.1 (C.83)'s upper side on the same family: the empirical Hessian at W* = e_1 (K = 1) is (1/n) sum_i
    sigmoid'(x_i1) x_i x_i^T (the second derivative of the cross-entropy, both labels; checked by finite differences
    on one sample). With at least one heavy sample (exact probability 1 - (1 - eps)^n in mpmath, > d^-10), its top
    eigenvalue (numpy eigvalsh) exceeds 10 x sum_l lambda_l (||mu_l||_inf + 1)^2 in at least 30 % of 200 simulated
    data sets (Wilson), so the (1 - d^-10)-quantile is >= 10 x the factor at d = 4, and >= 1e6 x at d = 8."""
    def loss(w: np.ndarray, x: np.ndarray, yy: float) -> float:
        h = _sig(np.array([w @ x]))[0]
        return -yy * math.log(h) - (1 - yy) * math.log(1 - h)

    xs, w0, hh = np.array([0.3, -1.2, 0.7]), np.array([1.0, 0.0, 0.0]), 1e-4
    for yy in (0.0, 1.0):
        e0, e1 = np.eye(3)[0], np.eye(3)[1]
        fd = (loss(w0 + hh * e0 + hh * e1, xs, yy) - loss(w0 + hh * e0 - hh * e1, xs, yy)
              - loss(w0 - hh * e0 + hh * e1, xs, yy) + loss(w0 - hh * e0 - hh * e1, xs, yy)) / (4 * hh * hh)
        sp = _sig(np.array([xs[0]]))[0]
        assert abs(fd - sp * (1 - sp) * xs[0] * xs[1]) < 1e-5
    rng = np.random.default_rng(3)
    for d, factor in ((4, 10.0), (8, 1e6)):
        n, q, s = 10 * d * d, 3.0, 1.0
        eps, M = _rare(d, n, q, s)
        S_inf = float((1 - eps) + eps * (M + 1) ** 2)
        p_some = 1 - (1 - eps) ** n
        reps, k = 200, 0
        for _ in range(reps):
            x = rng.normal(size=(n, d))
            x[0, 1] += M
            sp = _sig(x[:, 0])
            Hs = (x * (sp * (1 - sp))[:, None]).T @ x / n
            k += float(np.linalg.eigvalsh(Hs)[-1]) >= factor * S_inf
        assert k / reps >= 0.3
        assert p_some * _wilson_lower(k, reps) > mpmath.mpf(d) ** -10


def _fn_grad(Wv: np.ndarray, x: np.ndarray, y: np.ndarray, d: int, K: int) -> tuple[float, np.ndarray]:
    W = Wv.reshape(d, K)
    z = x @ W
    p = _sig(z)
    h = np.clip(p.mean(1), 1e-300, 1 - 1e-16)
    f = float(-(y * np.log(h) + (1 - y) * np.log1p(-h)).mean())
    c = (h - y) / (h * (1 - h)) / K  # d loss / d z_j = c phi'(z_j)
    g = x.T @ (c[:, None] * p * (1 - p)) / x.shape[0]
    return f, g.reshape(-1)


def test_c225_spectral_cauchy_schwarz() -> None:
    """(C.225) L6349's first '<=' with ||.|| the spectral norm: own numpy loss f_n (H = mean_j sigmoid(w_j^T x),
    cross-entropy), its gradient (checked by central differences), W_hat_n by scipy BFGS from W* then Newton steps
    with a central-difference Hessian (gradient norm < 1e-10), d = K = 2, x ~ (1/2) N(0, diag(0.3, 0.4)) + (1/2)
    N(0, diag(0.35, 0.15)), W* = [[1.34, -1.55], [6.71, 1.13]], xi = 0 (no noise): among 60 data sets of n = 300 at
    least one has |<G, Delta>| > 1.01 ||G||_2 ||Delta||_F, and none has it above ||G||_F ||Delta||_F."""
    d = K = 2
    Ws = np.array([[1.34, -1.55], [6.71, 1.13]])
    sd = np.sqrt(np.array([[0.26, 0.42], [0.37, 0.14]]))
    rng = np.random.default_rng(11)
    x0 = rng.normal(size=(5, d))
    y0 = (rng.random(5) < 0.5).astype(float)
    f0, g0 = _fn_grad(Ws.reshape(-1), x0, y0, d, K)
    for i in range(d * K):
        e = np.zeros(d * K)
        e[i] = 1e-6
        fd = (_fn_grad(Ws.reshape(-1) + e, x0, y0, d, K)[0] - _fn_grad(Ws.reshape(-1) - e, x0, y0, d, K)[0]) / 2e-6
        assert abs(fd - g0[i]) < 1e-7
    best = 0.0
    for _ in range(60):
        n = 300
        grp = rng.random(n) < 0.17
        x = rng.normal(size=(n, d)) * np.where(grp[:, None], sd[0], sd[1])
        y = (rng.random(n) < _sig(x @ Ws).mean(1)).astype(float)
        res = minimize(_fn_grad, Ws.reshape(-1), args=(x, y, d, K), jac=True, method="BFGS",
                       options={"gtol": 1e-12, "maxiter": 5000})
        w = res.x
        for _ in range(20):  # Newton polish with a central-difference Hessian
            g = _fn_grad(w, x, y, d, K)[1]
            if np.linalg.norm(g) < 1e-12:
                break
            Hm = np.array([(_fn_grad(w + e, x, y, d, K)[1] - _fn_grad(w - e, x, y, d, K)[1]) / 2e-6
                           for e in np.eye(d * K) * 1e-6])
            w = w - np.linalg.solve((Hm + Hm.T) / 2, g)
        if np.linalg.norm(_fn_grad(w, x, y, d, K)[1]) > 1e-10 or np.linalg.norm(w - Ws.reshape(-1)) > 3.0:
            continue
        G = _fn_grad(Ws.reshape(-1), x, y, d, K)[1].reshape(d, K)
        D = (w - Ws.reshape(-1)).reshape(d, K)
        ip = abs(float(np.sum(G * D)))
        assert ip <= np.linalg.norm(G) * np.linalg.norm(D) * (1 + 1e-9)
        best = max(best, ip / (np.linalg.norm(G, 2) * np.linalg.norm(D)))
    assert best > 1.01, best



def test_c130_middle_member_negative() -> None:
    """(C.130) L5865's middle member Hess fbar(W) - ||Hess fbar(W) - Hess f_n(W)|| I at W = W* = e_1, K = 1, x ~ (1 -
    eps) N(0, I_2) + eps N(s n e_2, I_2), eps = n^-2, s = 2: Hess fbar(W*) = diag(E[sig'(z) z^2], E[sig'(z)] (1 + s^2))
    by scipy quad (x_1 ~ N(0, 1) in both groups, independent of x_2); Hess f_n(W*) = (1/n) sum_i sig'(x_i1) x_i x_i^T
    simulated with no heavy sample (probability (1 - eps)^n, exact). In >= 90 % of 40 data sets the middle member's
    lambda_min (numpy eigvalsh) is below -0.5, while the right side of (C.130) is positive for large n: P > 2^-10."""
    from scipy.integrate import quad
    from scipy.stats import norm

    def dsig(z: float) -> float:
        p = 1.0 / (1.0 + math.exp(-z))
        return p * (1 - p)

    a0 = quad(lambda z: dsig(z) * norm.pdf(z), -40, 40)[0]
    a2 = quad(lambda z: dsig(z) * z * z * norm.pdf(z), -40, 40)[0]
    s, n = 2.0, 20000
    Hbar = np.diag([a2, a0 * (1 + s * s)])
    rng = np.random.default_rng(5)
    neg = 0
    for _ in range(40):
        x = rng.normal(size=(n, 2))
        sp = _sig(x[:, 0])
        Hn = (x * (sp * (1 - sp))[:, None]).T @ x / n
        mid = Hbar - np.linalg.norm(Hbar - Hn, 2) * np.eye(2)
        neg += float(np.linalg.eigvalsh(mid)[0]) < -0.5
    assert neg >= 36
    p_none = (1 - mpmath.mpf(n) ** -2) ** n
    assert p_none * _wilson_lower(neg, 40) > mpmath.mpf(2) ** -10


def test_c32_rare_heavy_group_gd_first_step() -> None:
    """Lemma C.3.2 (C.85) L5662 on the rare heavy group (K = 1, W* = e_1, x ~ (1 - eps) N(0, I_d) + eps N(M e_2, I_d),
    n eps = 4 d^-10, M = eps^-1/2, n = 10 d^2): conditional on one heavy sample, the ERM of the logistic loss (scipy
    trust-exact with its own gradient and Hessian) and one gradient-descent step from W_0 = W* with eta_0 = c /
    S_inf (S_inf = (1 - eps) + eps (M + 1)^2): at d = 8 with c = 0.1 and at d = 12 with c = 0.01 the first iterate is
    farther from W_hat_n than W_0 in all 20 data sets, and P(one heavy) x Wilson(20/20) > d^-10: GD with a step
    c / S_inf does not contract with probability > d^-10, for a c that shrinks with d."""
    def fg(w: np.ndarray, x: np.ndarray, y: np.ndarray) -> tuple[float, np.ndarray]:
        z = x @ w
        return float(np.mean(np.logaddexp(0.0, z) - y * z)), x.T @ (_sig(z) - y) / len(y)

    def hess(w: np.ndarray, x: np.ndarray, y: np.ndarray) -> np.ndarray:
        p = _sig(x @ w)
        return (x * (p * (1 - p))[:, None]).T @ x / len(y)

    rng = np.random.default_rng(13)
    for d, c in ((8, 0.1), (12, 0.01)):
        n = 10 * d * d
        eps = mpmath.mpf(4) * mpmath.mpf(d) ** -10 / n
        M = float(1 / mpmath.sqrt(eps))
        S_inf = float((1 - eps) + eps * (M + 1) ** 2)
        ws = np.zeros(d)
        ws[0] = 1.0
        k = 0
        for _ in range(20):
            x = rng.normal(size=(n, d))
            x[0, 1] += M
            y = (rng.random(n) < _sig(x[:, 0])).astype(float)
            res = minimize(fg, ws, args=(x, y), jac=True, hess=hess, method="trust-exact",
                           options={"gtol": 1e-12 * M / n, "maxiter": 2000})
            assert np.linalg.norm(fg(res.x, x, y)[1]) < 1e-9 * max(1.0, M / n)
            w1 = ws - c / S_inf * fg(ws, x, y)[1]
            k += np.linalg.norm(w1 - res.x) > np.linalg.norm(ws - res.x)
        assert k == 20, (d, k)
        p_one = n * eps * (1 - eps) ** (n - 1)
        assert p_one * _wilson_lower(k, 20) > mpmath.mpf(d) ** -10
