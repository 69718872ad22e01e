"""Section 5 building blocks of chenli (part B): exact expectations by enumeration for the hidden-constant lemmas.

* :func:`jsx_matrix_exact`: E[X^T J softmax(X Theta X^T) X] over X ~ Unif{+-1}^{k x d}, exactly (all 2^{kd} sign
  matrices, in float64; the law is invariant under X -> -X, so half of them suffice). Lemma 5.16 (L1108).
* :func:`restricted_deviation`: max over equal-or-disjoint (S, T) of |1_S^T D 1_T| / sqrt(|S||T|) (1/|S| for S = T,
  the corrected normalisation) with d2 = max(|S|, |T|) above a floor. Lemma 5.16.
* :func:`cube_slice_support` / :func:`small_ball_profile`: the exact law of the bilinear form x^T Theta y for
  x ~ pi^s_{mu,nu}, y ~ pi^s_{mu',nu'} (uniform on finite supports, enumerated) and its concentration function
  Q(s) = sup_t P[|x^T Theta y - t| <= s ||Theta||_F]. Lemmas 5.8 / 5.9 (L605, L708).
"""

from __future__ import annotations

import functools
import itertools

import numpy as np
import torch


def all_sign_matrices(k: int, d: int, half: bool = True, dtype: torch.dtype = torch.float64,
                      device: str = "cpu") -> torch.Tensor:
    """All X in {+-1}^{k x d} (or, with ``half``, one of each pair {X, -X}: the last entry fixed to -1)."""
    n = k * d
    m = 2 ** (n - 1) if half else 2**n
    idx = torch.arange(m, device=device)
    bits = ((idx[:, None] >> torch.arange(n, device=device)) & 1).to(dtype) * 2 - 1
    return bits.view(m, k, d)


@functools.lru_cache(maxsize=8)
def _sign_matrices_and_sums(k: int, d: int, dtype: torch.dtype, device: str) -> tuple[torch.Tensor, torch.Tensor]:
    """``all_sign_matrices(k, d)`` (half) and their column sums X^T 1, built once per (k, d, dtype, device): every
    instance of a sweep reuses them (read-only)."""
    X = all_sign_matrices(k, d, dtype=dtype, device=device)
    return X, X.sum(1)


def jsx_matrix_exact(theta: torch.Tensor, k: int, batch: int = 1 << 16) -> torch.Tensor:
    """E[X^T J softmax(X Theta X^T) X] for X uniform on {+-1}^{k x d}, by enumeration (k d <= 24).

    X^T J S X = (X^T 1)(1^T S X); the summand is even in X (X -> -X leaves X Theta X^T and the product unchanged),
    so averaging over the half with X_{k,d} = -1 is exact."""
    d = theta.shape[0]
    if k * d > 24:
        raise ValueError("enumeration limited to k d <= 24")
    Xall, Xsum = _sign_matrices_and_sums(k, d, theta.dtype, str(theta.device))
    acc = torch.zeros(d, d, dtype=theta.dtype, device=theta.device)
    for i in range(0, Xall.shape[0], batch):
        X = Xall[i: i + batch]
        Y = (X.reshape(-1, d) @ theta).view(X.shape)  # one GEMM instead of a batch of tiny products
        S = torch.softmax((Y.unsqueeze(2) * X.unsqueeze(1)).sum(-1), -1)  # softmax(X Theta X^T), rows
        acc += Xsum[i: i + batch].T @ (S.sum(1).unsqueeze(-1) * X).sum(1)  # (X^T 1)(1^T S X)
    return acc / Xall.shape[0]


def _pairs(d: int) -> tuple[torch.Tensor, torch.Tensor]:
    from thmcheck.models.chenli.sec5_slices import _assignments

    return _assignments(d)


def restricted_deviation(D: torch.Tensor, min_d2: float = 0.0, equal: bool = True) -> dict:
    """max over nonempty S = T of |1_S^T D 1_S|/|S| (only if ``equal``) and over nonempty disjoint S, T of
    |1_S^T D 1_T|/sqrt(|S||T|), restricted to pairs with d2 = max(|S|, |T|) >= min_d2 (3^d enumeration). Returns
    the max, and the argmax's (|S|, |T|) (|T| = 0 for S = T)."""
    d = D.shape[0]
    S, T = (x.to(device=D.device, dtype=D.dtype) for x in _pairs(d))
    ns, nt = S.sum(1), T.sum(1)
    SD = S @ D
    off = (SD * T).sum(1).abs() / torch.sqrt(torch.clamp(ns * nt, min=1.0))
    ok = (ns > 0) & (nt > 0) & (torch.maximum(ns, nt) >= min_d2)
    diag = (SD * S).sum(1).abs() / torch.clamp(ns, min=1.0)
    okd = (ns > 0) & (nt == 0) & (ns >= min_d2) & equal
    off = torch.where(ok, off, torch.full_like(off, -1.0))
    diag = torch.where(okd, diag, torch.full_like(diag, -1.0))
    io, idg = int(off.argmax()), int(diag.argmax())
    if off[io] >= diag[idg]:
        return {"xi": float(off[io]), "S": int(ns[io]), "T": int(nt[io])}
    return {"xi": float(diag[idg]), "S": int(ns[idg]), "T": 0}


def _slice_block(m: int, a: int) -> np.ndarray:
    """All strings in {+-1}^m with exactly a entries +1 (rows)."""
    if m == 0:
        return np.zeros((1, 0))
    out = -np.ones((0, m))
    rows = []
    for plus in itertools.combinations(range(m), a):
        z = -np.ones(m)
        z[list(plus)] = 1.0
        rows.append(z)
    return np.array(rows) if rows else out


def cube_slice_support(d1: int, d2: int, a2: int, d3: int, a3: int) -> np.ndarray:
    """The support of pi^s_{mu,nu;d1,d2,d3} (uniform on it): {+-1}^{d1} x S_{d2,mu} x S_{d3,nu}, with a2 = (1+mu)d2/2
    and a3 = (1+nu)d3/2 entries +1 in blocks 2 and 3. Rows are the points."""
    cube = np.array(list(itertools.product([-1.0, 1.0], repeat=d1))) if d1 else np.zeros((1, 0))
    b2, b3 = _slice_block(d2, a2), _slice_block(d3, a3)
    n = cube.shape[0] * b2.shape[0] * b3.shape[0]
    out = np.empty((n, d1 + d2 + d3))
    r = 0
    for c in cube:
        for u in b2:
            for w in b3:
                out[r] = np.r_[c, u, w]
                r += 1
    return out


def small_ball_profile(theta: np.ndarray, xs: np.ndarray, ys: np.ndarray, ss: np.ndarray) -> np.ndarray:
    """Q(s) = sup_t P[|x^T Theta y - t| <= s ||Theta||_F] for x uniform on the rows of ``xs`` and y (independent)
    uniform on the rows of ``ys``, exactly by enumeration of the pairs: the sup over t of the count in a closed
    window of width 2 s ||Theta||_F is attained with the window's left end at an atom (sorted values, searchsorted)."""
    z = np.sort((xs @ theta @ ys.T).ravel())
    F = float(np.linalg.norm(theta))
    n = z.size
    out = np.empty(len(ss))
    for i, s in enumerate(ss):
        hi = np.searchsorted(z, z + 2 * s * F * (1 + 1e-12), side="right")
        out[i] = float((hi - np.arange(n)).max()) / n
    return out
