"""Exact computations over the Boolean cube {+-1}^d by enumeration (torch float64 on small integers, so the
arithmetic is exact), plus integer/rational reference paths in numpy/Python for exact re-checks."""

from __future__ import annotations

import itertools
from fractions import Fraction

import mpmath
import numpy as np
import torch


def cube_points(d: int, dtype: torch.dtype = torch.float64, device: str = "cpu") -> torch.Tensor:
    """All 2^d points of {+-1}^d as a (2^d, d) tensor (row r has bit i of r mapped to -1/+1)."""
    r = torch.arange(2**d, device=device).unsqueeze(1)
    bits = (r >> torch.arange(d, device=device)) & 1
    return (2 * bits - 1).to(dtype)


def cube_points_int(d: int) -> np.ndarray:
    """All 2^d points of {+-1}^d as int64 (same order as :func:`cube_points`)."""
    r = np.arange(2**d, dtype=np.int64)[:, None]
    return (2 * ((r >> np.arange(d, dtype=np.int64)) & 1) - 1).astype(np.int64)


def linear_tail_count(u: torch.Tensor) -> int:
    """#{z in {+-1}^d : <u, z> >= ||u||_2} for an integer vector u with |u_i| <= 2^20 and d <= 16.

    Equivalent to <w, z> >= 1 for w = u/||u||; evaluated as s >= 0 and s^2 >= ||u||^2, all integers below
    2^53, hence exact in float64."""
    z = cube_points(u.shape[0], u.dtype, str(u.device))
    s = z @ u
    n2 = (u * u).sum()
    return int(((s >= 0) & (s * s >= n2)).sum().item())


def linear_tail_count_exact(u: np.ndarray) -> int:
    """Reference for :func:`linear_tail_count` in int64 numpy."""
    u = np.asarray(u, dtype=np.int64)
    s = cube_points_int(len(u)) @ u
    return int(np.count_nonzero((s >= 0) & (s * s >= int((u * u).sum()))))


def quad_centered_values_int(K: np.ndarray) -> np.ndarray:
    """x^T K x - Tr K = sum_{i != j} K_ij x_i x_j for every x in {+-1}^d (integer K, int64, exact)."""
    x = cube_points_int(K.shape[0])
    return np.einsum("ni,ij,nj->n", x, K, x) - int(np.trace(K))


def quad_tail_count(K: torch.Tensor, thr: float) -> int:
    """#{x : |x^T K x - Tr K| > thr} for an integer-valued symmetric K (float64 tensor, entries <= 2^20, d <= 16)."""
    x = cube_points(K.shape[0], K.dtype, str(K.device))
    q = ((x @ K) * x).sum(1) - torch.trace(K)
    return int((q.abs() > thr).sum().item())


def slice_pair_moment(d: int, a: int, i: int = 0, j: int = 1) -> Fraction:
    """E[x_i x_j] for x uniform on the slice of {+-1}^d with exactly a entries +1, by enumerating the slice."""
    tot, n = 0, 0
    for plus in itertools.combinations(range(d), a):
        s = set(plus)
        tot += (1 if i in s else -1) * (1 if j in s else -1)
        n += 1
    return Fraction(tot, n)


def char_fn_linear(lam: np.ndarray, A: np.ndarray) -> float:
    """E_y exp(i <lam, V y>) for y ~ Unif{+-1}^T, where (V y)_i = sum_j A_ij y_j, by enumerating y (float64);
    the imaginary part vanishes by symmetry y -> -y, so the real part is returned."""
    y = cube_points_int(A.shape[1]).astype(np.float64)
    phase = y @ (A.T @ lam)
    return float(np.cos(phase).mean())


def char_fn_linear_mp(lam: list, A: list, dps: int = 60) -> mpmath.mpf:
    """High-precision reference for :func:`char_fn_linear` (inputs converted exactly from float64)."""
    with mpmath.workdps(dps):
        m, t = len(A), len(A[0])
        c = [mpmath.fsum(mpmath.mpf(lam[i]) * mpmath.mpf(A[i][j]) for i in range(m)) for j in range(t)]
        tot = mpmath.mpf(0)
        for y in itertools.product((-1, 1), repeat=t):
            tot += mpmath.cos(mpmath.fsum(cj * yj for cj, yj in zip(c, y, strict=True)))
        return tot / 2**t


def hanson_wright_rate(K: np.ndarray, m_min: float = 2.0) -> tuple[float, float, int]:
    """min over atoms u > 0 of |x^T K x - Tr K| (x uniform on {+-1}^d, exact integer enumeration) with
    m(u) := min(u/||K||_op, u^2/||K||_F^2) >= m_min of -log P[|q| >= u] / m(u), i.e. the infimum over the tail
    t > 0 (t just below an atom) of -log P[|q| > t] / m(t) on {m >= m_min}. Returns (rate, m at the minimiser,
    number of atoms); rate = inf when no atom has m >= m_min. ``K`` is an integer matrix (symmetric)."""
    q = np.abs(quad_centered_values_int(np.asarray(K, dtype=np.int64)))
    vals, counts = np.unique(q, return_counts=True)
    ge = np.cumsum(counts[::-1])[::-1]  # #{|q| >= vals[j]}
    Kf = np.asarray(K, dtype=np.float64)
    op = float(np.abs(np.linalg.eigvalsh((Kf + Kf.T) / 2)).max())
    fro2 = float((Kf * Kf).sum())
    u = vals.astype(np.float64)
    m = np.minimum(u / op, u * u / fro2)
    ok = (u > 0) & (m >= m_min)
    if not ok.any():
        return float("inf"), float("nan"), int(vals.size)
    r = -np.log(ge[ok] / q.size) / m[ok]
    j = int(np.argmin(r))
    return float(r[j]), float(m[ok][j]), int(vals.size)
