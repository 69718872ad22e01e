"""Hermite expansions and exact laws of low-degree polynomials of a Gaussian or a sphere coordinate.

Conventions of Nichani, Lee & Bietti (Appendix F.1): ``h_k`` are the *orthonormal* (probabilists')
Hermite polynomials, ``<h_i, h_k>_{L^2(N(0,1))} = delta_ik``, i.e. ``h_k = He_k / sqrt(k!)``.

Used by the factrecall checks: the MLP associative memory (Hermite coefficients of the activation),
Lemma 14 (anti-concentration; exact ``P(f <= 0)`` for a polynomial of one Gaussian or of one sphere
coordinate) and Lemma 15 (Mehler). float64/numpy or torch for search, mpmath for the exact re-check.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import mpmath
import numpy as np
import torch
from numpy.polynomial import hermite_e as He
from numpy.polynomial import polynomial as P


def he_monic(n: int, t: torch.Tensor) -> torch.Tensor:
    """He_n(t), the monic probabilists' Hermite polynomial (He_{j+1} = t He_j - j He_{j-1}; torch)."""
    h0 = torch.ones_like(t)
    if n == 0:
        return h0
    h1 = t.clone()
    for j in range(1, n):
        h0, h1 = h1, t * h1 - j * h0
    return h1


def hermite_orthonormal(k: int, t: torch.Tensor) -> torch.Tensor:
    """h_k(t) = He_k(t)/sqrt(k!) (torch)."""
    return he_monic(k, t) / math.sqrt(math.factorial(k))


def hermite_series(coef: Sequence[float], t: torch.Tensor) -> torch.Tensor:
    """sigma(t) = sum_k coef[k] h_k(t) (orthonormal Hermite expansion), evaluated in torch."""
    out = torch.zeros_like(t)
    for k, c in enumerate(coef):
        if c != 0:
            out = out + float(c) * hermite_orthonormal(k, t)
    return out


def hermite_to_power(coef: Sequence[float]) -> np.ndarray:
    """Power-basis coefficients (lowest degree first) of sum_k coef[k] h_k."""
    scaled = [float(c) / math.sqrt(math.factorial(k)) for k, c in enumerate(coef)]
    return He.herme2poly(scaled) if len(scaled) > 1 else np.array(scaled, dtype=float)


def hermite_to_power_mp(coef: Sequence[float]) -> list:
    """Power-basis coefficients of sum_k coef[k] h_k in mpmath (exact conversion of float64 input)."""
    n = len(coef)
    # He_k coefficients are integers: build them exactly
    polys: list[list[int]] = [[1], [0, 1]]
    for j in range(1, n):
        a, b = polys[j], polys[j - 1]
        nxt = [0] + a  # t * He_j
        for i, v in enumerate(b):
            nxt[i] -= j * v
        polys.append(nxt)
    out = [mpmath.mpf(0)] * n
    for k, c in enumerate(coef):
        ck = mpmath.mpf(float(c)) / mpmath.sqrt(mpmath.factorial(k))
        for i, v in enumerate(polys[k]):
            out[i] += ck * v
    return out


def _sign_intervals(power: Sequence, roots: list, lo, hi, mid) -> list[tuple]:  # noqa: ANN001
    """Intervals of [lo, hi] (lo/hi may be +-inf) where the polynomial is <= 0, from its sorted real roots."""
    pts = [lo] + sorted(roots) + [hi]
    out = []
    for a, b in zip(pts[:-1], pts[1:], strict=True):
        x = mid(a, b)
        val = sum(c * x**i for i, c in enumerate(power))
        if val <= 0:
            out.append((a, b))
    return out


def _real_roots_np(power: np.ndarray, lo: float, hi: float) -> list[float]:
    p = np.trim_zeros(np.asarray(power, dtype=float), "b")
    if p.size <= 1:
        return []
    r = P.polyroots(p)
    scale = max(1.0, float(np.abs(r).max()))
    return sorted(float(x.real) for x in r if abs(x.imag) <= 1e-9 * scale and lo <= x.real <= hi)


def _real_roots_mp(power: list, lo, hi) -> list:  # noqa: ANN001
    p = list(power)
    while len(p) > 1 and p[-1] == 0:
        p.pop()
    if len(p) <= 1:
        return []
    r = mpmath.polyroots(list(reversed(p)), maxsteps=400, extraprec=400)
    r = r if isinstance(r, list) else [r]
    tol = mpmath.mpf(10) ** (-(mpmath.mp.dps // 2))
    return sorted(mpmath.re(x) for x in r if abs(mpmath.im(x)) <= tol and lo <= mpmath.re(x) <= hi)


def gaussian_poly_prob_nonpos(coef: Sequence[float]) -> float:
    """P(f(g) <= 0) for f = sum_k coef[k] h_k and g ~ N(0, 1), from the real roots of f (float64)."""
    from scipy.special import ndtr

    power = hermite_to_power(coef)
    if np.all(power[1:] == 0):
        return 1.0 if power[0] <= 0 else 0.0
    roots = _real_roots_np(power, -np.inf, np.inf)

    def mid(a: float, b: float) -> float:
        if np.isinf(a) and np.isinf(b):
            return 0.0
        if np.isinf(a):
            return b - 1.0
        if np.isinf(b):
            return a + 1.0
        return 0.5 * (a + b)

    return float(sum(ndtr(b) - ndtr(a) for a, b in _sign_intervals(power, roots, -np.inf, np.inf, mid)))


def gaussian_poly_prob_nonpos_mp(coef: Sequence[float], dps: int = 60) -> mpmath.mpf:
    """High-precision version of :func:`gaussian_poly_prob_nonpos` (mpmath roots and normal CDF)."""
    with mpmath.workdps(dps):
        power = hermite_to_power_mp(coef)
        if all(c == 0 for c in power[1:]):
            return mpmath.mpf(1) if power[0] <= 0 else mpmath.mpf(0)
        roots = _real_roots_mp(power, -mpmath.inf, mpmath.inf)

        def mid(a, b):  # noqa: ANN001, ANN202
            if mpmath.isinf(a) and mpmath.isinf(b):
                return mpmath.mpf(0)
            if mpmath.isinf(a):
                return b - 1
            if mpmath.isinf(b):
                return a + 1
            return (a + b) / 2

        return mpmath.fsum(mpmath.ncdf(b) - mpmath.ncdf(a)
                           for a, b in _sign_intervals(power, roots, -mpmath.inf, mpmath.inf, mid))


def sphere_coord_moment(d: int, j: int) -> float:
    """E[u_1^j] for u uniform on S^{d-1}: 0 for odd j, prod_{i<j/2} (2i+1)/(d+2i) for even j."""
    if j % 2:
        return 0.0
    out = 1.0
    for i in range(j // 2):
        out *= (2 * i + 1) / (d + 2 * i)
    return out


def sphere_poly_mean_var(power: Sequence[float], d: int) -> tuple[float, float]:
    """Mean and variance of f(u_1) = sum_j power[j] u_1^j, u uniform on S^{d-1} (exact moment formula)."""
    n = len(power)
    mean = sum(power[j] * sphere_coord_moment(d, j) for j in range(n))
    sq = sum(power[i] * power[j] * sphere_coord_moment(d, i + j) for i in range(n) for j in range(n))
    return mean, max(sq - mean * mean, 0.0)


def sphere_poly_prob_nonpos(power: Sequence[float], d: int) -> float:
    """P(f(u_1) <= 0), u uniform on S^{d-1}; (1 + u_1)/2 ~ Beta((d-1)/2, (d-1)/2) (float64)."""
    from scipy.special import betainc

    a = (d - 1) / 2

    def cdf(t: float) -> float:
        return float(betainc(a, a, min(max((1 + t) / 2, 0.0), 1.0)))

    roots = _real_roots_np(np.asarray(power, dtype=float), -1.0, 1.0)
    return float(sum(cdf(b) - cdf(a_) for a_, b in
                     _sign_intervals(power, roots, -1.0, 1.0, lambda x, y: 0.5 * (x + y))))


def sphere_poly_prob_nonpos_mp(power: Sequence[float], d: int, dps: int = 60) -> mpmath.mpf:
    """High-precision version of :func:`sphere_poly_prob_nonpos`."""
    with mpmath.workdps(dps):
        pw = [mpmath.mpf(float(c)) for c in power]
        a = mpmath.mpf(d - 1) / 2

        def cdf(t):  # noqa: ANN001, ANN202
            return mpmath.betainc(a, a, 0, (1 + t) / 2, regularized=True)

        roots = _real_roots_mp(pw, mpmath.mpf(-1), mpmath.mpf(1))
        return mpmath.fsum(cdf(b) - cdf(a_) for a_, b in
                           _sign_intervals(pw, roots, mpmath.mpf(-1), mpmath.mpf(1), lambda x, y: (x + y) / 2))


def sphere_poly_mean_var_mp(power: Sequence[float], d: int, dps: int = 60) -> tuple:
    """Mean and variance of f(u_1) in mpmath (moments are rational in d)."""
    with mpmath.workdps(dps):
        def mom(j: int):  # noqa: ANN202
            if j % 2:
                return mpmath.mpf(0)
            out = mpmath.mpf(1)
            for i in range(j // 2):
                out *= mpmath.mpf(2 * i + 1) / (d + 2 * i)
            return out

        pw = [mpmath.mpf(float(c)) for c in power]
        n = len(pw)
        mean = mpmath.fsum(pw[j] * mom(j) for j in range(n))
        sq = mpmath.fsum(pw[i] * pw[j] * mom(i + j) for i in range(n) for j in range(n))
        return mean, sq - mean * mean
