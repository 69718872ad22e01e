"""Second paths for round 19 (helper thesisC) on thesis App. C, sharing no code with the claims' measurements."""

from __future__ import annotations

import math
from itertools import permutations

import numpy as np

# d = 2, K = 2, x ~ (1/2) N(mu, I_2) + (1/2) N(-mu, I_2); W* with distinct, non-orthogonal columns
_W = np.array([[1.0, 0.3], [0.2, 1.1]])
_MU = np.array([0.5, -0.2])


def _sig(z: np.ndarray) -> np.ndarray:
    return 0.5 * (1.0 + np.tanh(0.5 * z))


def _e_dphi(w: np.ndarray) -> float:
    """E[phi'(w^T x)] over the symmetric mixture: w^T x ~ (1/2) N(+-w^T mu, ||w||^2), 80-node Gauss-Hermite."""
    z, wt = np.polynomial.hermite.hermgauss(80)
    wt = wt / math.sqrt(math.pi)
    s, m = float(np.linalg.norm(w)), float(w @ _MU)
    out = 0.0
    for sign in (1.0, -1.0):
        t = sign * m + math.sqrt(2.0) * s * z
        p = _sig(t)
        out += 0.5 * float(np.sum(wt * p * (1 - p)))
    return out


def _jennrich_dirs(V: np.ndarray, c: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Unit eigenvectors of T(I, I, a) T(I, I, b)^-1 for T = sum_j c_j v_j^(x3) (own construction of the tensor)."""
    K = V.shape[1]
    T = np.einsum("j,aj,bj,cj->abc", c, V, V, V)
    a, b = rng.normal(size=K), rng.normal(size=K)
    Ma, Mb = np.einsum("abc,c->ab", T, a), np.einsum("abc,c->ab", T, b)
    _, E = np.linalg.eig(Ma @ np.linalg.inv(Mb))
    E = np.real(E)
    return E / np.linalg.norm(E, axis=0, keepdims=True)


def _order(dirs: np.ndarray, wbar: np.ndarray) -> tuple[int, ...]:
    K = wbar.shape[1]
    return max(permutations(range(K)), key=lambda p: sum(abs(float(dirs[:, p[i]] @ wbar[:, i])) for i in range(K)))


def test_c247_order_of_the_decomposition_is_not_w_star() -> None:
    """(C.247) L6470 as printed (no P*), in the population limit (exact moments; the most favourable n): the columns
    of the decomposition come in an order unrelated to W*'s (both orders occur over the random contraction vectors
    of Jennrich's method in a basis of span(W*)), so ||W_0 - W*|| has a floor at every n for (i) the printed magnitude alpha_j = E[phi'(w_j^T
    x)] ||w_j|| / K (the least-squares coefficient of Q_1 on the directions) and (ii) the link-inverted magnitude
    ||w_j|| (consistent up to P*: min_P ||W_0 - W* P|| = 0, yet ||W_0 - W*|| = ||W* - W* P_swap|| > 0). The shape
    kappa^6 K^3 sqrt(d log n / n) ||W*|| -> 0, so the ratio grows like sqrt(n / log n) for both."""
    K, d = 2, 2
    norms = np.linalg.norm(_W, axis=0)
    wbar = _W / norms
    e = np.array([_e_dphi(_W[:, j]) for j in range(K)])
    q1 = (_W * e).sum(1) / K  # Q_1 = (1/K) sum_j E[phi'(w_j^T x)] w_j
    c = np.array([0.7, -1.3])  # any nonzero coefficients of the rank-K tensor
    orders = []
    swapped = None
    for seed in range(200):
        # Subroutine 1 decomposes R_3 = Q_3(U, U, U) in the coordinates of an orthonormal basis U of span(W*) taken
        # from an eigen-decomposition (any rotation of it is as good): a random rotation R here, then dirs = R v
        rng = np.random.default_rng(seed)
        R = np.linalg.qr(rng.normal(size=(K, K)))[0]
        dirs = R @ _jennrich_dirs(R.T @ wbar, c, rng)
        alpha = np.linalg.lstsq(dirs, q1, rcond=None)[0]
        dirs, alpha = dirs * np.sign(alpha), np.abs(alpha)  # signs from Q_1 (Subroutine 1)
        p = _order(dirs, wbar)
        orders.append(p)
        if p != (0, 1) and swapped is None:
            swapped = (dirs, alpha)
    share = sum(p != (0, 1) for p in orders) / len(orders)
    assert 0.05 < share < 0.95, share  # both orders occur: nothing ties the decomposition to W*'s labelling
    dirs, alpha = swapped
    W0 = dirs * alpha  # the printed output, its own order
    WL = dirs * np.array([norms[j] for j in (1, 0)])  # the link-inverted magnitudes (exact ||w_j||), swapped order
    assert np.allclose(np.abs(alpha), np.array([e[1] * norms[1], e[0] * norms[0]]) / K, atol=1e-10)
    sv = np.linalg.svd(_W, compute_uv=False)
    kappa, wnorm = sv[0] / sv[-1], sv[0]
    no_p = float(np.linalg.norm(W0 - _W, 2))
    min_p = min(float(np.linalg.norm(W0 - _W[:, list(p)], 2)) for p in permutations(range(K)))
    link_no_p = float(np.linalg.norm(WL - _W, 2))
    link_min_p = min(float(np.linalg.norm(WL - _W[:, list(p)], 2)) for p in permutations(range(K)))
    assert no_p >= min_p > 0.5 * wnorm
    assert link_min_p < 1e-9  # consistent up to the permutation
    assert abs(link_no_p - float(np.linalg.norm(_W[:, [1, 0]] - _W, 2))) < 1e-9 and link_no_p > 0.9
    ratios = [link_no_p / (kappa**6 * K**3 * math.sqrt(d * math.log(n) / n) * wnorm) for n in (1e3, 1e5, 1e7, 1e9)]
    assert all(b > 5 * a for a, b in zip(ratios, ratios[1:]))
    assert ratios[-1] > 300.0 * ratios[0]  # x sqrt(n / log n): no hidden constant absorbs it


def test_c52_last_and_c54_fail_at_small_mean() -> None:
    """(C.52)'s last '>=' L5463 and (C.54) L5469 as printed (every mu > 0, sigma fixed, any eps > 0): at mu = 0.5,
    sigma = 1, eps = 0.5 the left members are 0.0156 ((C.52)'s third member, by scipy's erfcx) and 0.0255 ((C.54)'s
    integral, scipy quad) against right sides 0.1245 and 0.498; at a large mean (mu = 8) both hold."""
    from scipy.integrate import quad
    from scipy.special import erfcx

    def third(mu: float, s: float) -> float:  # (1/(8 sqrt(2 pi))) e^{2 mu s + 2 s^2} int_{mu + 2s}^inf e^{-t^2/2} dt
        a = mu + 2 * s
        return math.exp(-mu * mu / 2) * math.sqrt(math.pi / 2) * erfcx(a / math.sqrt(2)) / (8 * math.sqrt(2 * math.pi))

    def dphi(x: float) -> float:
        e = math.exp(-abs(x))
        return e / (1 + e) ** 2

    def c54_left(mu: float, s: float) -> float:
        f = lambda z: dphi(s * z) ** 2 * z * z * math.exp(-(z - mu) ** 2 / 2) / math.sqrt(2 * math.pi)  # noqa: E731
        return quad(f, -np.inf, 0)[0] + quad(f, 0, mu)[0] + quad(f, mu, np.inf)[0]

    c = 1 / (8 * math.sqrt(2 * math.pi))
    mu, s, eps = 0.5, 1.0, 0.5
    assert abs(third(mu, s) - 0.01559) < 1e-4
    assert third(mu, s) < c * math.exp(-mu * mu / 2) * mu ** -(1 + eps)
    assert abs(c54_left(mu, s) - 0.02547) < 1e-4
    assert c54_left(mu, s) < c * math.exp(-mu * mu / 2) * mu ** -(3 + eps)
    assert c54_left(mu, s) <= (1 + mu * mu) / 16  # phi' <= 1/4
    mu = 8.0
    assert third(mu, s) >= c * math.exp(-mu * mu / 2) * mu ** -(1 + eps)
    assert c54_left(mu, s) >= c * math.exp(-mu * mu / 2) * mu ** -(3 + eps)


def test_c199_c217_thresholds_miss_the_factor_3() -> None:
    """(C.199) L6211 and (C.217) L6313: with the population term X <= B (the display before) and C_t = {X >= t/3}
    ((C.187), (C.208)), the printed threshold t >= B neither forces the event (X = 0, t = B: 0 < t/3) nor excludes it
    (X = B = t: X >= t/3); t > 3B excludes it for every X <= B."""
    from fractions import Fraction as F

    B = F(7, 3)  # any positive value of the right side
    assert not (F(0) >= B / 3)  # literal 'C_t holds' fails at X = 0, t = B
    assert B >= B / 3  # 'C_t avoided' fails at X = B, t = B
    t = 3 * B + F(1, 10**9)
    assert all(X < t / 3 for X in (F(0), B / 2, B))


def test_c215_threshold_from_c214() -> None:
    """(C.215) L6305 from (C.214) as printed: the least t with log(cover) + log 2 + max{-C_14 n t^2/(144 S), -C_15 n
    sqrt(S t)} <= log(delta/2), found by bisection, over (C.215)'s max{sqrt(S) sqrt(Lg/n), Lg/(sqrt(S) n)} grows like
    S^-1/2 as S -> 0; with the exponent -C_15 n sqrt(S) t it stays below max(12/sqrt(C_14), 1/C_15)."""
    n, dK, r_eps, delta, c14, c15 = 1000.0, 4, 100.0, 1e-3, 1.0, 1.0
    cover = dK * math.log(18 * r_eps)
    Lg = cover + math.log(4 / delta)

    def least_t(S: float, printed: bool) -> float:
        def ok(t: float) -> bool:
            e2 = c15 * n * (math.sqrt(S * t) if printed else math.sqrt(S) * t)
            return cover + math.log(2) + max(-c14 * n * t * t / (144 * S), -e2) <= math.log(delta / 2)
        lo, hi = 0.0, 1.0
        while not ok(hi):
            hi *= 2
        for _ in range(200):
            mid = (lo + hi) / 2
            lo, hi = (lo, mid) if ok(mid) else (mid, hi)
        return hi

    def shape(S: float) -> float:
        return max(math.sqrt(S) * math.sqrt(Lg / n), Lg / (math.sqrt(S) * n))

    r = [least_t(S, True) / shape(S) for S in (1e-4, 1e-6, 1e-8)]
    assert r[1] > 9 * r[0] and r[2] > 9 * r[1]  # x10 per two decades of S: no C_13
    assert all(least_t(S, False) / shape(S) <= max(12 / math.sqrt(c14), 1 / c15) * (1 + 1e-9)
               for S in (1e2, 1.0, 1e-2, 1e-4, 1e-6))
