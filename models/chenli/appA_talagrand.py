"""Talagrand's convex distance for pi^s = U_{d1} x U_{d2,mu} x U_{d3,nu} (chenli Appendix A.2, L3411-L3530).

Exact enumeration, no Monte Carlo (numpy, float64; the support of pi^s has at most 2^12 points here).

* Definition A.8 (L3421): d_T(x, A) = max_{alpha in S^{d-1}} min_{y in A} sum_i alpha_i 1[x_i != y_i]. The vectors
  h_y = 1[x != y] are >= 0, so alpha may be taken >= 0 and ||alpha|| <= 1; a min of a linear function over A is its
  min over the convex hull, and by von Neumann's minimax theorem (bilinear, both sets convex compact)
  d_T(x, A) = min_{z in conv{h_y : y in A}} max_{alpha >= 0, ||alpha|| <= 1} <alpha, z> = min_{z in conv} ||z||:
  the distance from 0 to the hull, a min-norm-point problem. :func:`min_norm_point` solves it by Wolfe's algorithm
  (finite, exact up to rounding); :func:`convex_distance` returns, for every x, the CERTIFIED lower bound
  min_y <alpha, h_y> with alpha = z/||z|| (a feasible alpha of the printed max-min) and the upper bound ||z||
  (a point of the hull); they agree to ~1e-15.
* :func:`talagrand_b`: b_A = sup{b : P[A] E exp(b d_T(x, A)^2) <= 1} (Corollary A.12, L3508), the root of an
  increasing function; computed from the certified lower bounds of d_T it is an UPPER bound of the true b_A.
* :func:`neighbour_jump` and :func:`gamma_sq`: Lemma A.10's two hypotheses for f = c d_T^2 on the chain P of
  Corollary A.5 with lambda_i = d_i/d (cube: a uniform bit of block 1 flipped with probability 1/2; slice blocks:
  a uniform pair i < j transposed).
* :func:`family_set`: the sets A the search draws (Hamming balls, threshold sets, cylinders, points, random sets).
"""

from __future__ import annotations

import math

import numpy as np
from scipy.optimize import brentq
from scipy.special import logsumexp

from thmcheck.models.chenli.sec5_exact import cube_slice_support

FAMILIES = ("cylinder", "halfspace", "point", "ball", "weighted", "random")


def support(d1: int, d2: int, k2: int, d3: int, k3: int) -> np.ndarray:
    """All points of Omega = {+-1}^{d1} x S_{d2,mu} x S_{d3,nu} (k2 = (1+mu) d2/2, k3 = (1+nu) d3/2 entries +1),
    one per row; pi^s is uniform on them."""
    return cube_slice_support(d1, d2, k2, d3, k3)


def min_norm_point(P: np.ndarray, tol: float = 1e-13, max_iter: int = 10_000) -> np.ndarray:
    """The point of minimal Euclidean norm in the convex hull of the rows of P (Wolfe 1976: major cycles add the
    point minimising <x, p>, minor cycles move to the affine minimiser of the corral, dropping points whose weight
    would turn negative)."""
    sq = np.einsum("ij,ij->i", P, P)
    j = int(np.argmin(sq))
    S = [j]
    lam = np.array([1.0])
    x = P[j].copy()
    scale = max(1.0, float(sq.max()))
    for _ in range(max_iter):
        g = P @ x
        k = int(np.argmin(g))
        if float(x @ x - g[k]) <= tol * scale or k in S:
            return x
        S.append(k)
        lam = np.append(lam, 0.0)
        while True:
            Q = P[S]
            n = len(S)
            M = np.zeros((n + 1, n + 1))
            M[:n, :n] = Q @ Q.T
            M[:n, n] = M[n, :n] = 1.0
            rhs = np.zeros(n + 1)
            rhs[n] = 1.0
            try:
                mu = np.linalg.solve(M, rhs)[:n]
            except np.linalg.LinAlgError:
                mu = np.linalg.lstsq(M, rhs, rcond=None)[0][:n]
            if np.all(mu > 1e-14):
                lam, x = mu, mu @ Q
                break
            neg = mu <= 1e-14
            theta = float(np.min(lam[neg] / (lam[neg] - mu[neg])))
            lam = lam + theta * (mu - lam)
            keep = lam > 1e-14
            S = [s for s, kk in zip(S, keep, strict=True) if kk]
            lam = lam[keep] / lam[keep].sum()
            x = lam @ P[S]
    raise RuntimeError("min_norm_point did not converge")


def convex_distance(omega: np.ndarray, in_A: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(lo, hi) with lo <= d_T(x, A) <= hi for every row x of ``omega`` (0 on A): hi = ||z|| for z the min-norm
    point of conv{1[x != y] : y in A}, lo = min_{y in A} <z/||z||, 1[x != y]> (the printed max-min at that alpha)."""
    in_A = np.asarray(in_A, dtype=bool)
    if not in_A.any():
        raise ValueError("A must be nonempty (d_T(x, {}) = +inf)")
    A = omega[in_A]
    lo = np.zeros(omega.shape[0])
    hi = np.zeros(omega.shape[0])
    for i in np.flatnonzero(~in_A):
        H = (A != omega[i]).astype(float)
        z = min_norm_point(H)
        nz = float(np.linalg.norm(z))
        lo[i] = float((H @ (z / nz)).min())
        hi[i] = nz
    return np.minimum(lo, hi), hi


def talagrand_b(dT: np.ndarray, p_A: float) -> float:
    """b_A = sup{b >= 0 : p_A E exp(b dT^2) <= 1} (E over the uniform law on the given values, which include the
    zeros on A); +inf if dT vanishes everywhere."""
    d2 = np.asarray(dT, dtype=float) ** 2
    if not np.any(d2 > 0):
        return math.inf
    logn = math.log(d2.size)
    logp = math.log(p_A)

    def g(b: float) -> float:
        return logp + float(logsumexp(b * d2)) - logn

    hi = 1.0
    while g(hi) < 0:
        hi *= 2.0
    return float(brentq(g, 0.0, hi, xtol=1e-15, rtol=1e-15))


def codes(omega: np.ndarray) -> np.ndarray:
    """An integer code per point (bit i set where x_i = +1)."""
    return ((omega > 0).astype(np.int64) << np.arange(omega.shape[1], dtype=np.int64)).sum(1)


def neighbour_moves(omega: np.ndarray, d1: int, d2: int, d3: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The moves of the chain P of Corollary A.5 with lambda_i = d_i/d, from every point: (src, dst, prob) with
    prob the transition probability (cube: bit i of block 1 w.p. (d1/d)(1/d1)(1/2); slice blocks: pair i < j
    transposed w.p. (d_b/d)/C(d_b, 2), a move only where x_i != x_j). No-op steps are left out."""
    d = d1 + d2 + d3
    c = codes(omega)
    order = np.argsort(c)
    sc = c[order]
    src, dst, prob = [], [], []

    def lookup(newc: np.ndarray) -> np.ndarray:
        pos = np.searchsorted(sc, newc)
        assert np.all(sc[pos] == newc)
        return order[pos]

    idx = np.arange(omega.shape[0])
    for i in range(d1):
        src.append(idx)
        dst.append(lookup(c ^ (1 << i)))
        prob.append(np.full(idx.size, 0.5 / d))
    for start, m in ((d1, d2), (d1 + d2, d3)):
        if m < 2:
            continue
        p = (m / d) / math.comb(m, 2)
        for i in range(start, start + m):
            for j in range(i + 1, start + m):
                mv = omega[:, i] != omega[:, j]
                src.append(idx[mv])
                dst.append(lookup(c[mv] ^ ((1 << i) | (1 << j))))
                prob.append(np.full(int(mv.sum()), p))
    if not src:
        return np.zeros(0, int), np.zeros(0, int), np.zeros(0)
    return np.concatenate(src), np.concatenate(dst), np.concatenate(prob)


def neighbour_jump(lo: np.ndarray, hi: np.ndarray, moves: tuple[np.ndarray, np.ndarray, np.ndarray]) -> float:
    """A certified lower bound of max_{x, y in N(x)} |d_T(x, A)^2 - d_T(y, A)^2| (Lemma A.10: <= 2)."""
    s, t, _ = moves
    if s.size == 0:
        return 0.0
    return float(np.max(lo[s] ** 2 - hi[t] ** 2))  # the move set is symmetric, so this covers both signs


def gamma_sq(dT: np.ndarray, moves: tuple[np.ndarray, np.ndarray, np.ndarray], d: int) -> np.ndarray:
    """Gamma(d_T(., A))(x)^2 = d E_{y ~ x}[max(0, d_T(x) - d_T(y))^2] (Definition A.6) for every x."""
    s, t, p = moves
    out = np.zeros(dT.size)
    np.add.at(out, s, d * p * np.maximum(0.0, dT[s] - dT[t]) ** 2)
    return out


def family_set(omega: np.ndarray, blocks: tuple[int, int, int], family: str, q: float,
               rng: np.random.Generator) -> np.ndarray:
    """A set A (boolean mask over the rows of ``omega``), nonempty and proper when |Omega| >= 2.

    point: {x0}; ball: Hamming ball around x0 holding a share ~q; halfspace: {sum_i x_i <= t} (t the q-quantile);
    weighted: {<w, x> <= t}, w standard Gaussian; cylinder: x0's values fixed on the smallest block of size >= 2
    (on a cube-only Omega: on the first ceil(q d) coordinates); random: each point independently with
    probability q. x0 is a uniformly drawn point."""
    n, d = omega.shape
    x0 = omega[int(rng.integers(n))]
    if family == "point":
        A = np.all(omega == x0, axis=1)
    elif family == "ball":
        ham = (omega != x0).sum(1)
        A = ham <= np.quantile(ham, q, method="lower")
    elif family == "halfspace":
        s = omega.sum(1)
        A = s <= np.quantile(s, q, method="lower")
    elif family == "weighted":
        s = omega @ rng.normal(size=d)
        A = s <= np.quantile(s, q, method="lower")
    elif family == "cylinder":
        d1, d2, d3 = blocks
        slabs = [(d1, d2), (d1 + d2, d3)]
        slabs = [(a, m) for a, m in slabs if m >= 2]
        if slabs:
            a, m = min(slabs, key=lambda s: s[1])
            cols = np.arange(a, a + m)
        else:
            cols = np.arange(max(1, min(d, math.ceil(q * d))))
        A = np.all(omega[:, cols] == x0[cols], axis=1)
    elif family == "random":
        A = rng.random(n) < q
    else:
        raise ValueError(f"unknown family {family!r}")
    A = np.asarray(A, dtype=bool)
    if not A.any():
        A[int(np.argmin((omega != x0).sum(1)))] = True
    if A.all() and n >= 2:
        A[int(np.argmax((omega != x0).sum(1)))] = False
    return A


def majority_b(d: int) -> float:
    """b_A for the half-space A = {x in {+-1}^d : sum_i x_i <= 0} of the cube, in closed form at any d.

    By symmetry the min-norm point from x with j entries +1 (s = 2j - d > 0) is ceil(s/2)/j on each +1 coordinate
    and 0 elsewhere, so d_T(x, A)^2 = ceil(s/2)^2/j; the law of j is Binomial(d, 1/2). As d -> oo, d_T^2 -> g^2/2 on
    {g > 0} (g standard normal) and b_A -> 8/9 (from (1/2)(1/2 + (1/2)(1 - b)^{-1/2}) = 1): a family whose b_A
    DEcreases on every enumerable grid towards a positive limit."""
    from scipy.special import gammaln

    j = np.arange(d + 1)
    s = 2 * j - d
    logw = gammaln(d + 1) - gammaln(j + 1) - gammaln(d - j + 1) - d * math.log(2.0)
    in_A = s <= 0
    dt2 = np.where(in_A, 0.0, np.ceil(np.maximum(s, 0) / 2) ** 2 / np.maximum(j, 1))
    log_pA = float(logsumexp(logw[in_A]))

    def g(b: float) -> float:
        return log_pA + float(logsumexp(logw + b * dt2))

    hi = 1.0
    while g(hi) < 0:
        hi *= 2.0
    return float(brentq(g, 0.0, hi, xtol=1e-15, rtol=1e-15))
