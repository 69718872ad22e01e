"""Round 35, ch4 ends: mpmath evaluation (50-110 digits) of the App. C quantities from their printed definitions.

No repository import. Seed: shared/seeds/003_84cf0eb31e2dc802.txt.
  phi = sigmoid (L1066); phi'(t) = phi(t)(1 - phi(t)); phi''(t) = phi'(t)(1 - 2 phi(t)).
  Definition C.2.2 (L5151-L5153): z_i ~ N(u_i, 1), alpha_q(i) = E[phi'(sigma z_i) z_i^q], beta_q(i) = E[phi'^2 z_i^q],
  rho(u, sigma) = min_{i, j in [d], j != i} {(u_j^2 + 1)(beta_0(i) - alpha_0(i)^2), beta_2(i) - alpha_2(i)^2/(u_i^2 + 1)}.
  (C.24) L5289: L_m = min_{v_i in [0, u_i]} rho(W*^T v/(sigma delta_K), sigma delta_K), v_j = u_j (j != i).
  Property 3 (3) L5197: C_s(v) = lim_{sigma -> 0} rho(v/sigma, sigma).
  Lemma C.4.1 (C.125) L5837-L5841: E_{x ~ 1/2 N(mu, I) + 1/2 N(-mu, I)}[(sum_{i<=k} r_i^T x phi'(sigma x_i))^2]
  >= rho(mu, sigma) ||R||_F^2, i.e. lambda_min(M) >= rho(mu, sigma), M[(i,a),(l,b)] = E[phi'(s x_i) phi'(s x_l) x_a x_b].

Moments: E_{z ~ N(u,1)}[h(z)] = int phi_N(t) h(u + t) dt on [-L, L] (L with exp(-L^2/2) < 10^-(dps+5)), composite
Gauss-Legendre at working precision; every call returns the value at two resolutions (n and 2n nodes per panel)
so the quadrature error is measured, not assumed.
"""
from __future__ import annotations

import functools

import mpmath as mp


def dphi(t):
    e = mp.exp(-abs(t))
    return e / (1 + e) ** 2


def ddphi(t):
    p = 1 / (1 + mp.exp(-t))
    return p * (1 - p) * (1 - 2 * p)


@functools.lru_cache(maxsize=None)
def _gl(n: int, dps: int):
    with mp.workdps(dps + 10):
        xs, ws = [], []
        for k in range(1, n + 1):  # Newton on P_n from the Chebyshev-like guess
            x = mp.cos(mp.pi * (k - mp.mpf(1) / 4) / (n + mp.mpf(1) / 2))
            for _ in range(100):
                p0, p1 = mp.mpf(1), x
                for m in range(2, n + 1):
                    p0, p1 = p1, ((2 * m - 1) * x * p1 - (m - 1) * p0) / m
                dp = n * (x * p1 - p0) / (x * x - 1)
                dx = p1 / dp
                x -= dx
                if abs(dx) < mp.mpf(10) ** (-(dps + 8)):
                    break
            p0, p1 = mp.mpf(1), x
            for m in range(2, n + 1):
                p0, p1 = p1, ((2 * m - 1) * x * p1 - (m - 1) * p0) / m
            dp = n * (x * p1 - p0) / (x * x - 1)
            xs.append(x)
            ws.append(2 / ((1 - x * x) * dp * dp))
        return xs, ws


@functools.lru_cache(maxsize=None)
def _gh(n: int, dps: int):
    with mp.workdps(dps + 10):
        X, W = mp.gauss_quadrature(n, "hermite")
        return [mp.sqrt(2) * x for x in X], [w / mp.sqrt(mp.pi) for w in W]


GH_BELOW = mp.mpf("0.02")  # below this s, Gauss-Hermite (n/2 resp. n nodes): phi'(s z) is analytic in |Im z| < pi/s


def _moments_once(u, s, n, panel):
    """(alpha0, beta0, alpha2, beta2) at z ~ N(u, 1), scale s: n GL nodes per panel of width ~panel, or for
    s < GH_BELOW, 2n Gauss-Hermite nodes on t = z - u."""
    if abs(s) < GH_BELOW:
        xs, ws = _gh(2 * n, mp.mp.dps)
        a0 = b0 = a2 = b2 = mp.mpf(0)
        for t, w in zip(xs, ws):
            z = u + t
            g = dphi(s * z)
            z2 = z * z
            a0 += w * g
            b0 += w * g * g
            a2 += w * g * z2
            b2 += w * g * g * z2
        return a0, b0, a2, b2
    dps = mp.mp.dps
    L = mp.sqrt(2 * (dps + 8) * mp.log(10))
    npan = int(mp.ceil(2 * L / panel))
    h = 2 * L / npan
    xs, ws = _gl(n, dps)
    a0 = b0 = a2 = b2 = mp.mpf(0)
    c = 1 / mp.sqrt(2 * mp.pi)
    for p in range(npan):
        mid = -L + (p + mp.mpf(1) / 2) * h
        for x, w in zip(xs, ws):
            t = mid + h / 2 * x
            wt = w * h / 2 * c * mp.exp(-t * t / 2)
            z = u + t
            g = dphi(s * z)
            z2 = z * z
            a0 += wt * g
            b0 += wt * g * g
            a2 += wt * g * z2
            b2 += wt * g * g * z2
    return a0, b0, a2, b2


CHECK = {"on": True, "maxrel": mp.mpf(0)}


def _terms_from(u, s, n, panel):
    d = len(u)
    out = []
    for i in range(d):
        a0, b0, a2, b2 = _moments_once(u[i], s, n, panel)
        out.append(("B", i, i, b2 - a2 * a2 / (u[i] ** 2 + 1)))
        for j in range(d):
            if j != i:
                out.append(("A", i, j, (u[j] ** 2 + 1) * (b0 - a0 * a0)))
    return out


def rho_terms(u, s, n=16):
    """The terms of (C.6): the B-family (beta2 - alpha2^2/(u_i^2+1)) per i and the A-family per (i, j), the cancelling
    differences taken at working precision from 2n Gauss-Legendre nodes per panel. With CHECK["on"], the terms are
    also computed with n nodes and CHECK["maxrel"] keeps the largest relative difference of a term (the measured
    quadrature + cancellation error)."""
    u = [mp.mpf(x) for x in u]
    s = mp.mpf(s)
    panel = min(mp.mpf(1), mp.mpf(1) / (abs(s) + mp.mpf(1) / 10**6))
    hi = _terms_from(u, s, 2 * n, panel)
    if CHECK["on"]:
        lo = _terms_from(u, s, n, panel)
        for a, b in zip(hi, lo):
            CHECK["maxrel"] = max(CHECK["maxrel"], abs(a[3] - b[3]) / abs(a[3]))
    return hi


def rho(u, s, n=16):
    return min(v[3] for v in rho_terms(u, s, n))


def moments(u, s, n=16):
    s = mp.mpf(s)
    panel = min(mp.mpf(1), mp.mpf(1) / (abs(s) + mp.mpf(1) / 10**6))
    return _moments_once(mp.mpf(u), s, 2 * n, panel)


def cs_closed(b):
    """C_s(b) = lim_{s -> 0} rho(b/s, s) for b with no zero entry: (min_j b_j^2)(min_i phi''(b_i)^2)
    (= min over i and j != i of {b_j^2, b_i^2} phi''(b_i)^2)."""
    return min(x * x for x in b) * min(ddphi(x) ** 2 for x in b)


def c41_matrix(mu, s, k, n=24):
    """M[(i,a),(l,b)] = E_{x ~ 1/2 N(mu,I) + 1/2 N(-mu,I)}[phi'(s x_i) phi'(s x_l) x_a x_b], i, l < k, a, b < d
    (the sign of the mean is shared by all coordinates; given it, the coordinates are independent)."""
    d = len(mu)
    M = mp.zeros(k * d, k * d)
    for sgn in (1, -1):
        mom = []
        for c in range(d):
            uc = sgn * mp.mpf(mu[c])
            a0, b0, a2, b2 = moments(uc, s, n)
            # odd moments: E[g z] , E[g^2 z]
            a1, b1 = _odd(uc, s, n)
            mom.append({(0, 0): mp.mpf(1), (0, 1): uc, (0, 2): uc * uc + 1,
                        (1, 0): a0, (1, 1): a1, (1, 2): a2, (2, 0): b0, (2, 1): b1, (2, 2): b2})
        for i in range(k):
            for a in range(d):
                for l in range(k):
                    for bb in range(d):
                        v = mp.mpf(1)
                        for c in range(d):
                            f = (c == i) + (c == l)
                            p = (c == a) + (c == bb)
                            v *= mom[c][(f, p)]
                        M[i * d + a, l * d + bb] += v / 2
    return M


def _odd(u, s, n):
    dps = mp.mp.dps
    L = mp.sqrt(2 * (dps + 8) * mp.log(10))
    panel = min(mp.mpf(1), mp.mpf(1) / (abs(mp.mpf(s)) + mp.mpf(1) / 10**6))
    npan = int(mp.ceil(2 * L / panel))
    h = 2 * L / npan
    xs, ws = _gl(2 * n, dps)
    a1 = b1 = mp.mpf(0)
    c = 1 / mp.sqrt(2 * mp.pi)
    for p in range(npan):
        mid = -L + (p + mp.mpf(1) / 2) * h
        for x, w in zip(xs, ws):
            t = mid + h / 2 * x
            wt = w * h / 2 * c * mp.exp(-t * t / 2)
            z = u + t
            g = dphi(s * z)
            a1 += wt * g * z
            b1 += wt * g * g * z
    return a1, b1


def lam_min(M):
    E = mp.eigsy(M, eigvals_only=True)
    return min(E)


def lm_min(W, u, i, s_scale, sigma, grid=33, refine=60):
    """L_m of (C.24): min over v_i in [0, u_i] (v_j = u_j) of rho(W^T v/(sigma dK), sigma dK), W a d x K list,
    dK given as s_scale (delta_K). Grid, then golden-section refinement in the best cell.
    Returns (L_m, argmin v_i, rho at v_i = u_i)."""
    d, K = len(W), len(W[0])
    S = mp.mpf(sigma) * s_scale

    def f(t):
        v = list(u)
        v[i] = t
        b = [sum(W[r][c] * v[r] for r in range(d)) for c in range(K)]
        return rho([x / S for x in b], S)

    hi = mp.mpf(u[i])
    ts = [hi * q / (grid - 1) for q in range(grid)]
    fs = [f(t) for t in ts]
    q = min(range(grid), key=lambda k: fs[k])
    a, bnd = ts[max(q - 1, 0)], ts[min(q + 1, grid - 1)]
    gr = (mp.sqrt(5) - 1) / 2
    x1, x2 = bnd - gr * (bnd - a), a + gr * (bnd - a)
    f1, f2 = f(x1), f(x2)
    for _ in range(refine):
        if f1 < f2:
            bnd, x2, f2 = x2, x1, f1
            x1 = bnd - gr * (bnd - a)
            f1 = f(x1)
        else:
            a, x1, f1 = x1, x2, f2
            x2 = a + gr * (bnd - a)
            f2 = f(x2)
    best = min([(fs[q], ts[q]), (f1, x1), (f2, x2)], key=lambda p: p[0])
    return best[0], best[1], fs[-1]
