"""Thesis (B.49), App. B L4097: the moment generating function of a sum of dependent bounded variables.

Variables p_n in [0, 1] on a graph: every node v carries an independent xi_v ~ Bernoulli(q), and p_n is a
function of xi on the closed ball B_r(n) (the SPD <= r neighbourhood), so p_n and p_j are dependent only when
their balls meet. The graph is a disjoint union of copies of a few small component templates; the MGF of
sum_{n in L} (p_n - E p_n) factorises over components and each factor is an exact enumeration of the 2^c
assignments of the component's xi (c <= 12). No Monte Carlo error: float64 (torch) and 60-digit (mpmath) paths.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from fractions import Fraction

import mpmath
import numpy as np
import torch

FUNCS = ("first", "max", "mean", "self")
"""p_n = xi of the lowest-index node of B_r(n) / max of xi on B_r(n) / mean of xi on B_r(n) / xi_n."""


@dataclass(frozen=True)
class Template:
    """A connected component: adjacency (c x c, 0/1), which nodes are labeled, and its multiplicity."""

    adj: np.ndarray
    labeled: np.ndarray
    mult: int


def component(kind: str, c: int, rng: np.random.Generator) -> np.ndarray:
    """Adjacency of a connected component of c nodes: clique, path, star, or a random connected graph."""
    A = np.zeros((c, c), dtype=np.int64)
    if kind == "clique":
        A[:] = 1
    elif kind == "path":
        for i in range(c - 1):
            A[i, i + 1] = 1
    elif kind == "star":
        A[0, 1:] = 1
    else:  # random spanning tree plus random extra edges
        for i in range(1, c):
            A[int(rng.integers(0, i)), i] = 1
        A = A | (np.triu(rng.random((c, c)) < 0.3, 1)).astype(np.int64)
    A = np.triu(A, 1)
    A = A + A.T
    return A


def spd(adj: np.ndarray) -> np.ndarray:
    """All-pairs shortest-path distances of a small connected graph (BFS); unreachable = c."""
    c = adj.shape[0]
    D = np.full((c, c), c, dtype=np.int64)
    for s in range(c):
        D[s, s] = 0
        frontier = [s]
        while frontier:
            nxt = []
            for u in frontier:
                for w in np.nonzero(adj[u])[0]:
                    if D[s, w] > D[s, u] + 1:
                        D[s, w] = D[s, u] + 1
                        nxt.append(int(w))
            frontier = nxt
    return D


def graph_stats(templates: list[Template], r: int) -> dict[str, int]:
    """|L|, delta_z = max_n |N_z^n| for z = 1..r (over all nodes), and the largest dependency count
    max_{n in L} #{j in L : B_r(j) meets B_r(n)} (n itself included)."""
    L = sum(int(t.labeled.sum()) * t.mult for t in templates)
    deltas = [0] * r
    dep = 0
    for t in templates:
        D = spd(t.adj)
        for z in range(1, r + 1):
            deltas[z - 1] = max(deltas[z - 1], int((D == z).sum(1).max()))
        lab = np.nonzero(t.labeled)[0]
        for n in lab:
            dep = max(dep, int(sum(1 for j in lab if D[n, j] <= 2 * r)))
    return {"L": L, "deltas": deltas, "dep_max": dep, "D_printed": 1 + sum(d * d for d in deltas)}


def _p_values(adj: np.ndarray, r: int, func: str, xi: torch.Tensor) -> torch.Tensor:
    """p_n for every assignment (rows of xi, shape (S, c)) and node: shape (S, c)."""
    ball = torch.as_tensor(spd(adj) <= r, dtype=xi.dtype, device=xi.device)  # (c, c), ball[n, v]
    if func == "self":
        return xi
    if func == "mean":
        return (xi @ ball.T) / ball.sum(1)
    if func == "max":
        return ((xi @ ball.T) > 0).to(xi.dtype)
    first = torch.argmax((ball > 0).to(torch.int64), dim=1)  # lowest index in each ball
    return xi[:, first]


def log_mgf_component(t: Template, r: int, func: str, q: float, s: float, dtype: torch.dtype = torch.float64,
                      device: str = "cpu") -> tuple[float, float]:
    """log E exp(s (X - E X)) for X = sum_{labeled n} p_n on one copy of the template; also E X."""
    c = t.adj.shape[0]
    xi = torch.tensor(list(itertools.product([0.0, 1.0], repeat=c)), dtype=dtype, device=device)
    k = xi.sum(1)
    logw = k * math.log(q) + (c - k) * math.log1p(-q) if 0 < q < 1 else None
    P = _p_values(t.adj, r, func, xi)
    X = P[:, torch.as_tensor(t.labeled, device=device)].sum(1)
    if logw is None:  # degenerate q: a point mass
        return 0.0, float(X[0 if q == 0 else -1])
    w = torch.exp(logw)
    EX = float((w * X).sum())
    return float(torch.logsumexp(logw + s * (X - EX), 0)), EX


def log_mgf(templates: list[Template], r: int, func: str, q: float, s: float, dtype: torch.dtype = torch.float64,
            device: str = "cpu") -> float:
    """log E exp(s (sum_{n in L} p_n - sum_{n in L} E p_n)) over the whole graph (independent components)."""
    return sum(t.mult * log_mgf_component(t, r, func, q, s, dtype, device)[0] for t in templates)


def log_mgf_mp(templates: list[Template], r: int, func: str, q: Fraction, s: float, dps: int = 60) -> mpmath.mpf:
    """The same at ``dps`` digits: exact rational weights and p-values, mpmath exponentials."""
    with mpmath.workdps(dps):
        total = mpmath.mpf(0)
        for t in templates:
            c = t.adj.shape[0]
            D = spd(t.adj)
            ball = D <= r
            lab = np.nonzero(t.labeled)[0]
            rows = []
            for bits in itertools.product([0, 1], repeat=c):
                k = sum(bits)
                w = q**k * (1 - q) ** (c - k)
                X = Fraction(0)
                for n in lab:
                    vals = [bits[v] for v in range(c) if ball[n, v]]
                    if func == "self":
                        X += bits[n]
                    elif func == "mean":
                        X += Fraction(sum(vals), len(vals))
                    elif func == "max":
                        X += max(vals)
                    else:
                        X += bits[int(np.nonzero(ball[n])[0][0])]
                rows.append((w, X))
            EX = sum(w * X for w, X in rows)
            m = mpmath.fsum(mpmath.mpf(w.numerator) / w.denominator
                            * mpmath.exp(mpmath.mpf(s) * (mpmath.mpf(X.numerator) / X.denominator
                                                          - mpmath.mpf(EX.numerator) / EX.denominator))
                            for w, X in rows if w)
            total += t.mult * mpmath.log(m)
        return total
