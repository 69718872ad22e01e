"""Attention-layer quantities of Chen & Li, Section 6 (the certification step), and the soundness probe.

``F(X) = sum_i softmax(X Theta_i X^T) X W_i``; the certification looks at the first row only:
``s_i = softmax(X_{1:} Theta_i X^T)`` and ``Y_{1:} = sum_i s_i^T X W_i``. The event E of Eq. (65) is
Prop. 6.1 (``max_j ||X_{j:} Delta|| <= eps/4 min ||W_i||``) and Lemma 6.2 in its exact spectral form
(``spec(G G^T) in [0.9, 1.1]``, ``G = vstack_i U^T X W_i / ||W_i||_F``, U an orthonormal basis of 1^perp).
Torch float64 for the layer; the probe programs run through cvxpy (thmcheck.models.lpcert conventions). No Hypothesis.
"""

from __future__ import annotations

from dataclasses import dataclass

import cvxpy as cp
import mpmath
import numpy as np
import torch


def first_row_patterns(X: torch.Tensor, thetas: torch.Tensor) -> torch.Tensor:
    """s_i = softmax(X_{1:} Theta_i X^T) for every head: (m, k)."""
    logits = torch.einsum("d,mde,ke->mk", X[0], thetas, X)
    return torch.softmax(logits, dim=-1)


def first_row_output(X: torch.Tensor, thetas: torch.Tensor, Ws: torch.Tensor) -> torch.Tensor:
    """Y_{1:} = sum_i s_i^T X W_i: (d,)."""
    S = first_row_patterns(X, thetas)
    return torch.einsum("mk,kd,mde->e", S, X, Ws)


def isometry_spectrum(X: torch.Tensor, Ws: torch.Tensor) -> tuple[float, float]:
    """Extreme eigenvalues of G G^T (the exact form of Lemma 6.2's event)."""
    k = X.shape[0]
    U = torch.linalg.svd(torch.eye(k, dtype=X.dtype) - 1.0 / k)[0][:, : k - 1]
    G = torch.cat([U.T @ X @ W / torch.linalg.norm(W) for W in Ws], 0)
    ev = torch.linalg.eigvalsh(G @ G.T)
    return float(ev.min()), float(ev.max())


def prop61_value(X: torch.Tensor, delta: torch.Tensor) -> float:
    """sup over the simplex of ||alpha^T X Delta|| = max_j ||X_{j:} Delta|| (convexity)."""
    return float(torch.linalg.norm(X @ delta, dim=1).max())


@dataclass
class Witness:
    """A verified accepted alpha far from a head pattern."""

    alpha: np.ndarray
    head: int
    distance: float  # ||alpha - s_head||
    residual: float  # ||alpha^T M - y|| (< radius)


class SoundnessProbe:
    """(P4) of the harness: max h^T alpha s.t. alpha in simplex, ||alpha^T M - y|| <= r. Built once per (k, d)."""

    def __init__(self, k: int, d: int, solver: str = "CLARABEL") -> None:
        self.k, self.d, self.solver = k, d, solver
        self.M = cp.Parameter((k, d))
        self.y = cp.Parameter(d)
        self.h = cp.Parameter(k)
        self.r = cp.Parameter(nonneg=True)
        self.a = cp.Variable(k)
        self.problem = cp.Problem(cp.Maximize(self.h @ self.a),
                                  [self.a >= 0, cp.sum(self.a) == 1, cp.norm(self.M.T @ self.a - self.y, 2) <= self.r])
        self.solves = 0
        self.statuses: dict[str, int] = {}

    def farthest(self, M: np.ndarray, y: np.ndarray, r: float, S: np.ndarray, anchor: np.ndarray,
                 directions: np.ndarray) -> Witness | None:
        """The accepted alpha (residual < r, verified in float64) farthest from some head pattern among the
        maximizers of h^T alpha; ``anchor`` is a strictly accepted alpha (e.g. the QP-1 argmin) used to pull a
        boundary answer strictly inside. None when no accepted alpha exists."""
        self.M.value, self.y.value, self.r.value = M, y, r
        best: Witness | None = None
        for h in directions:
            self.h.value = h
            try:
                self.problem.solve(solver=self.solver)
            except cp.error.SolverError:
                self.statuses["solver_error"] = self.statuses.get("solver_error", 0) + 1
                continue
            self.solves += 1
            st = self.problem.status
            self.statuses[st] = self.statuses.get(st, 0) + 1
            if st != cp.OPTIMAL or self.a.value is None:
                continue  # infeasible / inaccurate: no witness from this direction (classified in statuses)
            a = np.clip(np.asarray(self.a.value, float), 0.0, None)
            a /= a.sum()
            for t in (1.0, 1 - 1e-9, 1 - 1e-7, 1 - 1e-5, 1 - 1e-3):  # pull strictly inside along the anchor
                c = anchor + t * (a - anchor)
                c = np.clip(c, 0.0, None)
                c /= c.sum()
                res = float(np.linalg.norm(c @ M - y))
                if res < r:
                    break
            else:
                continue
            dists = np.linalg.norm(S - c[None], axis=1)
            i = int(np.argmax(dists))
            if best is None or dists[i] > best.distance:
                best = Witness(c, i, float(dists[i]), res)
        return best


def witness_exact(alpha: np.ndarray, X: np.ndarray, thetas: np.ndarray, Ws: np.ndarray, delta: np.ndarray,
                  head: int) -> tuple[mpmath.mpf, mpmath.mpf]:
    """(residual ||alpha^T X What - Y_1||, ||alpha - s_head||) at 60 digits, alpha taken as its exact floats
    (renormalized exactly), softmax computed in mpmath."""
    with mpmath.workdps(60):
        k, d = X.shape
        a = [mpmath.mpf(float(v)) for v in alpha]
        tot = mpmath.fsum(a)
        a = [v / tot for v in a]
        Xm = [[mpmath.mpf(float(v)) for v in row] for row in X]
        S = []
        for th in thetas:
            u = [mpmath.fsum(Xm[0][p] * float(th[p, q]) for p in range(d) if th[p].any()) for q in range(d)]
            logits = [mpmath.fsum(u[q] * Xm[b][q] for q in range(d)) for b in range(k)]
            mx = max(logits)
            e = [mpmath.exp(v - mx) for v in logits]
            z = mpmath.fsum(e)
            S.append([v / z for v in e])
        What = Ws.sum(0) + delta
        XW = [[mpmath.fsum(Xm[b][p] * float(What[p, q]) for p in range(d)) for q in range(d)] for b in range(k)]
        XWi = [[[mpmath.fsum(Xm[b][p] * float(W[p, q]) for p in range(d)) for q in range(d)] for b in range(k)]
               for W in Ws]
        res2 = mpmath.mpf(0)
        for q in range(d):
            v = mpmath.fsum(a[b] * XW[b][q] for b in range(k))
            y = mpmath.fsum(S[i][b] * XWi[i][b][q] for i in range(len(Ws)) for b in range(k))
            res2 += (v - y) ** 2
        dist = mpmath.sqrt(mpmath.fsum((a[b] - S[head][b]) ** 2 for b in range(k)))
        return mpmath.sqrt(res2), dist
