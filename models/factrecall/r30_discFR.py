"""Round 30 (factrecall, helper discFR): Lemma 3's conclusion (L780) decided over every two-layer network.

Lemma 3 asserts that some F(z) = sum_{i <= m} v_i sigma(w_i^T z), sigma a polynomial of degree q (Assumption 3),
satisfies argmax_{a in V} phi(a)^T F(phi~(s) + phi~(r)) = a*(s, r) for all (s, r). For a polynomial sigma of degree
q, span{sigma(w^T z): w in R^d} is a sum of spaces of homogeneous polynomials of degree <= q (scaling w separates
the degrees), so at the SR inputs z_sr every width-m network's outputs F(z_sr) lie in col(M) (x) R^d, M the SR x
(monomials of degree <= q) evaluation matrix, for every m, every sigma of degree q and every (v_i, w_i); and every
element of col(M) (x) R^d is reached by a generic sigma with all monomial coefficients non-zero once m >= SR.
So such an F exists (some width, some weights) iff the homogeneous system
    (phi(a*(s, r)) - phi(a))^T O_sr > 0 for all (s, r), a != a*(s, r),  O = B Y, B an orthonormal basis of col(M)
has a solution Y; the max-margin LP (max t s.t. every margin >= t, |Y_ij| <= 1) decides it: t* > 0 iff it exists.
"""

from __future__ import annotations

from itertools import combinations_with_replacement

import numpy as np


class LPFailure(RuntimeError):
    """HiGHS did not return an optimum, or the optimum is inside its tolerance (undecided)."""


def lemma3_instance(d: int, S: int, R: int, D: int, N: int, seed: int) -> dict:
    """Embeddings phi(z) iid uniform on S^{d-1} for the S subjects, R relations, R D answers (A_r = answers
    r D .. r D + D - 1, disjoint: Assumption 1), N noise tokens and EOS; P, Q orthogonal floor(d/2)-dimensional
    (a random orthonormal frame); phi~(s) = Pi_P phi(s), phi~(r) = Pi_Q phi(r); a*(s, r) uniform in A_r."""
    rng = np.random.default_rng(seed)
    V = S + R + R * D + N + 1
    phi = rng.standard_normal((V, d))
    phi /= np.linalg.norm(phi, axis=1, keepdims=True)
    frame, _ = np.linalg.qr(rng.standard_normal((d, d)))
    h = d // 2
    P, Q = frame[:, :h], frame[:, h:2 * h]
    u = phi[:S] @ P @ P.T
    v = phi[S:S + R] @ Q @ Q.T
    Z = (u[:, None, :] + v[None, :, :]).reshape(-1, d)
    astar = np.arange(R)[None, :] * D + rng.integers(0, D, (S, R))
    return {"phi": phi, "Z": Z, "target": (S + R + astar).reshape(-1), "V": V}


def monomial_basis(Z: np.ndarray, q: int) -> np.ndarray:
    """Orthonormal basis of the span of the degree <= q monomials evaluated at the rows of Z (SVD, relative cut 1e-9)."""
    n, d = Z.shape
    cols = [np.ones(n)]
    for j in range(1, q + 1):
        for c in combinations_with_replacement(range(d), j):
            cols.append(np.prod(Z[:, list(c)], axis=1))
    M = np.stack(cols, 1)
    U, sv, _ = np.linalg.svd(M, full_matrices=False)
    return U[:, sv > 1e-9 * sv[0]]


def max_margin(phi: np.ndarray, B: np.ndarray, target: np.ndarray) -> float:
    """t* = max t s.t. (phi(a*_i) - phi(a))^T (B Y)_i >= t for all i, a != a*_i, |Y| <= 1 (HiGHS)."""
    from scipy.optimize import linprog

    n, rk = B.shape
    V, d = phi.shape
    diffs = phi[None, :, :] - phi[target][:, None, :]
    keep = np.ones((n, V), bool)
    keep[np.arange(n), target] = False
    rows = (B[:, None, :, None] * diffs[:, :, None, :])[keep].reshape(-1, rk * d)
    A = np.hstack([rows, np.ones((rows.shape[0], 1))])
    c = np.zeros(rk * d + 1)
    c[-1] = -1.0
    res = linprog(c, A_ub=A, b_ub=np.zeros(rows.shape[0]), bounds=[(-1.0, 1.0)] * (rk * d) + [(0.0, None)],
                  method="highs", options={"time_limit": 20.0})
    if res.status != 0:
        raise LPFailure(f"HiGHS status {res.status}: {res.message}")
    return float(-res.fun)


def lemma3_no_network(d: int, S: int, R: int, D: int, N: int, q: int, seed: int, tol: float = 1e-9,
                      gray: float = 1e-7) -> tuple[bool, float, int]:
    """(no network exists, t*, rank of col(M)) on one embedding draw; t* in (tol, gray) is undecided (LPFailure)."""
    inst = lemma3_instance(d, S, R, D, N, seed)
    B = monomial_basis(inst["Z"], q)
    t = max_margin(inst["phi"], B, inst["target"])
    if tol < t < gray:
        raise LPFailure(f"max margin {t:.3g} inside the LP's tolerance")
    return t <= tol, t, B.shape[1]
