"""Second paths of thmcheck.checks.papers.thesis.r20_thesisD (round 20, helper thesisD): own numpy code, none of the
claims' bound or measure functions."""

from __future__ import annotations

import math

import numpy as np


def _l7424_ratio(p: float, seed: int, n: int = 40000, eta: float = 1e-3) -> float:
    """One node (A* = [p], x = 1, q = 1), m1 = m2 = 16, Table D.2's sigma_w = m1^{-0.99}, sigma_v = m2^{-0.51}, W'' = 0,
    every column of V'' at ||v''_j|| = 1 (tau_{v,inf} = 1): Monte Carlo over (W^rho, V^rho) of |P - P'|/eta^2 with P the
    network (D.84) at W + W^rho, V + V^rho + eta Sigma V'' (relu at the perturbed point) and P' (D.85) the same with
    the signs of W + W^rho, V + V^rho; divided by q^T A* 1 ||A*||^4 (tau_{w,inf}^2 m1/sigma_w + (tau_{w,inf}^2 +
    tau_{v,inf}^2/m1) m2/sigma_v) at tau_{w,inf} = 1e-6 (||A*||_2 = ||A*||_inf = p). Common random numbers across p."""
    m1 = m2 = 16
    sw, sv = m1**-0.99, m2**-0.51
    rng = np.random.default_rng(seed)
    W = rng.normal(0.0, m1**-0.5, m1)
    b = rng.normal(0.0, m1**-0.5, m1)
    V = rng.normal(0.0, m2**-0.5, (m1, m2))
    c = rng.normal(0.0, 1.0, m2)
    sig = rng.choice([-1.0, 1.0], m1)
    V2 = rng.standard_normal((m1, m2))
    V2 /= np.linalg.norm(V2, axis=0, keepdims=True)
    tot = 0.0
    done = 0
    while done < n:
        k = min(5000, n - done)
        Wr = W[None, :] + rng.normal(0.0, sw, (k, m1))
        Vr = V[None, :, :] + rng.normal(0.0, sv, (k, m1, m2))
        h = p * np.maximum(p * Wr + b[None, :], 0.0)  # A*(A* X W + B_1)_+, one node
        y0 = np.einsum("kl,klj->kj", h, Vr)
        y1 = y0 + eta * np.einsum("kl,lj->kj", h * sig[None, :], V2)
        P = p * (np.maximum(y1, 0.0) @ c)
        Pp = p * ((y1 * (y0 >= 0.0)) @ c)
        tot += float(np.abs(P - Pp).sum())
        done += k
    lhs = tot / n / eta**2
    tw, tv = 1e-6, 1.0
    shape = p * p**4 * (tw * tw * m1 / sw + (tw * tw + tv * tv / m1) * m2 / sv)
    return lhs / shape


def test_l7424_astar_finite_eta_one_node() -> None:
    """The ratio lhs/shape grows like p^{-3} as A* = [p] shrinks (x ~1000 per decade) and crosses 1 by p = 0.01."""
    r = {p: np.median([_l7424_ratio(p, s) for s in range(3)]) for p in (0.1, 0.01)}
    assert r[0.01] > 100.0, r
    assert r[0.01] / r[0.1] > 300.0, r


def _d70_one(p: float, m1: int, m2: int, tv: float, seed: int) -> float:
    """One node (A* = [p], x = 1, q = 1): W' = 0, V' = tau_v e_{l*} g/||g|| on the row l* of the largest ||G_l|| (fixed
    from the initialization), Sigma drawn after it; |f(W0, V0 + Sigma V') - f(W0, V0)| over (D.70)'s error at tau_w =
    m1^{-3/2}: (tau_v sqrt(m2/m1) + m1^{9/5} tau_w^{16/5} sqrt(m2) + tau_w^{8/5} m1^{9/10}) ||q^T A*||_1 ||A*||_inf^2."""
    rng = np.random.default_rng(seed)
    w, b1 = rng.normal(0.0, m1**-0.5, m1), rng.normal(0.0, m1**-0.5, m1)
    V0, b2 = rng.normal(0.0, m2**-0.5, (m1, m2)), rng.normal(0.0, m2**-0.5, m2)
    c = rng.normal(0.0, 1.0, m2)
    z = p * np.maximum(p * w + b1, 0.0)
    y0 = z @ V0 + b2
    G = np.outer(z, c * (y0 >= 0.0)) * p
    ls = int(np.argmax(np.linalg.norm(G, axis=1)))
    Vp = np.zeros((m1, m2))
    Vp[ls] = tv * G[ls] / np.linalg.norm(G[ls])
    s = rng.choice([-1.0, 1.0], m1)
    f0 = p * float(np.maximum(y0, 0.0) @ c)
    f1 = p * float(np.maximum(z @ (V0 + s[:, None] * Vp) + b2, 0.0) @ c)
    tw = m1**-1.5
    err = (tv * math.sqrt(m2 / m1) + m1**1.8 * tw**3.2 * math.sqrt(m2) + tw**1.6 * m1**0.9) * p * p * p
    return abs(f1 - f0) / err


def test_d70_astar_one_node() -> None:
    """Median over 15 draws: the ratio to (D.70)'s error grows like 1/p (> 100 at p = 1e-3, x ~10 per decade)."""
    med = {p: float(np.median([_d70_one(p, 256, 8, 1.0, 500 + k) for k in range(15)])) for p in (1e-2, 1e-3)}
    assert med[1e-3] > 100.0, med
    assert 5.0 < med[1e-3] / med[1e-2] < 20.0, med


def _star_centre_w2(D: int, m1: int, m2: float, K: int = 2000, seed: int = 7) -> tuple[float, float]:
    """r at a star's centre (D leaves, self-loops, A = D^{-1/2}(Adj + I)D^{-1/2}, features e_1): given (w, b), r ~ N(0,
    s^2), s^2 = sum_l u_l^2/m2, u_l = a_cc relu(h_c w_l + b_l) + D a_cl relu(h_l w_l + b_l), w_l, b_l ~ N(0, 1/m1);
    law(r) the mixture over K draws of s. Returns (min over sigma of W2(law(r), N(0, sigma^2)) by the monotone map
    T(z) = F^{-1}(Phi(z)) (Newton, exact mixture cdf) and trapezoid in z, ||A||_inf). A non-zero mean only adds."""
    from scipy.special import ndtr

    acc, acl = 1.0 / (D + 1.0), 1.0 / math.sqrt(2.0 * (D + 1.0))
    hc, hl = acc + D * acl, 0.5 + acl
    rng = np.random.default_rng(seed)
    s = np.empty(K)
    for k in range(K):
        w, b = rng.normal(0.0, m1**-0.5, m1), rng.normal(0.0, m1**-0.5, m1)
        u = acc * np.maximum(hc * w + b, 0.0) + D * acl * np.maximum(hl * w + b, 0.0)
        s[k] = math.sqrt(float(u @ u) / m2)
    z = np.linspace(-8.0, 8.0, 801)
    target = ndtr(z)
    x = z * math.sqrt(float(np.mean(s * s)))
    for _ in range(25):
        F = ndtr(x[:, None] / s[None, :]).mean(axis=1)
        f = (np.exp(-0.5 * (x[:, None] / s[None, :]) ** 2) / s[None, :]).mean(axis=1) / math.sqrt(2.0 * math.pi)
        x = x - (F - target) / np.maximum(f, 1e-300)
    phi = np.exp(-0.5 * z * z) / math.sqrt(2.0 * math.pi)
    dz = z[1] - z[0]
    sig = float(np.sum(x * z * phi) * dz) / float(np.sum(z * z * phi) * dz)
    w2 = math.sqrt(float(np.sum((x - sig * z) ** 2 * phi) * dz))
    return w2, hc


def test_l7129_in_m_star_centre() -> None:
    """At m1 = M0 = 256 fixed, m2 = ||A||_inf^4, p2 = S = 1: W2 to the best Gaussian over L7129's S p2/sqrt(m1 m2) +
    sqrt(p2) ||A||_inf (1 + ||A||_inf)/(m2 S) grows ~10x per decade of ||A||_inf and is > 1 at D = 1e8 leaves."""
    m1 = 256
    r = {}
    for D in (10**6, 10**8):
        a = 0.5 + 1.0 / math.sqrt(2.0 * (D + 1.0))
        ainf = max(a, 1.0 / (D + 1.0) + D / math.sqrt(2.0 * (D + 1.0)))
        m2 = ainf**4
        w2, _ = _star_centre_w2(D, m1, m2)
        r[D] = w2 / (1.0 / math.sqrt(m1 * m2) + ainf * (1.0 + ainf) / m2)
    assert r[10**8] > 5.0, r
    assert 5.0 < r[10**8] / r[10**6] < 20.0, r


def _l7305_one(p: float, m1: int, m2: int, tv: float, seed: int) -> int:
    """One node (A* = [p], x = 1): V' built explicitly (columns along u, the cheapest units first, ||V'||_F <= tau_v),
    W' = W^rho = V^rho = 0; the number of second-layer units whose sign at V0 + V' differs from V0's."""
    rng = np.random.default_rng(seed)
    w, b1 = rng.normal(0.0, m1**-0.5, m1), rng.normal(0.0, m1**-0.5, m1)
    V0, b2 = rng.normal(0.0, m2**-0.5, (m1, m2)), rng.normal(0.0, m2**-0.5, m2)
    u = p * np.maximum(p * w + b1, 0.0)
    y0 = u @ V0 + b2
    need = 1.001 * np.abs(y0) / np.linalg.norm(u)
    order = np.argsort(need)
    k = int(np.searchsorted(np.cumsum(need[order] ** 2), tv * tv, side="right"))
    Vp = np.zeros((m1, m2))
    for i in order[:k]:
        Vp[:, i] = -np.sign(y0[i]) * need[i] * u / np.linalg.norm(u)
    assert np.linalg.norm(Vp) <= tv * (1.0 + 1e-12)
    return int(np.sum(np.sign(u @ (V0 + Vp) + b2) != np.sign(y0)))


def test_l7305_astar_one_node() -> None:
    """m1 = 32, m2 = 8192, tau_v = 1: the count over L7305's m2 ||A*||^{2/3} (||A*|| tau_v)^{2/3} (tau_w = m1^{-5/4},
    sigma_v -> 0) grows like p^{-2/3} (> 50 at p = 1e-3, x ~4.6 per decade)."""
    m1, m2 = 32, 8192
    tw = m1**-1.25
    r = {}
    for p in (1e-2, 1e-3):
        cnt = float(np.median([_l7305_one(p, m1, m2, 1.0, 900 + s) for s in range(5)]))
        r[p] = cnt / (m2 * p ** (2.0 / 3.0) * (p + p * tw * m1**0.25 * 2.0) ** (2.0 / 3.0))
    assert r[1e-3] > 50.0, r
    assert 2.5 < r[1e-3] / r[1e-2] < 9.0, r


def test_l7107_in_m_star_centre() -> None:
    """At m1 = m2 = M0 = 256 fixed, p2 = 1: W2 to the best centred Gaussian over L7107's p2^{2/3}/(m1^{1/6} sqrt(m2))
    grows ~10x per decade of ||A||_inf (D = 1e6 -> 1e8 leaves) and is > 5 at D = 1e8."""
    m1 = m2 = 256
    r = {D: _star_centre_w2(D, m1, float(m2))[0] / (1.0 / (m1 ** (1.0 / 6.0) * math.sqrt(m2))) for D in (10**6, 10**8)}
    assert r[10**8] > 5.0, r
    assert 5.0 < r[10**8] / r[10**6] < 20.0, r
