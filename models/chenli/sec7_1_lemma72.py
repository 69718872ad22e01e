"""Chen & Li, Lemma 7.2 (L2318-L2339): conditional on the proxy event A, every head's attention row of token 1
is within k exp(-omega sqrt(log d) ||Theta_1||_F) of e_2.

Heads (as in ``thmcheck.models.chenli.sec7_proxy``, extended): Theta_i = n_i diag(h_i)/sqrt(r) on an r-coordinate block, h_i in
{+-1}^r whose sign patterns (h_1j, ..., h_mj) are equidistributed over the 2^m patterns (Hadamard rows), so the family
is exactly Frobenius-orthogonal (kappa = 0), flat (stable rank r, column norms n_i/sqrt(r)); the trace of Theta_i is
n_i t_i/sqrt(r) with integer t_i (the pattern counts are split unevenly between a pattern and its negation, which
changes no inner product). The proxy Theta~ = Theta* + E with Theta* = (1/Z) sum_i Theta_i/n_i^2 and
||E||_F = mu n_1, E either 0, along one head (E = s mu n_1 Theta_j/n_j) or on r_e further coordinates
(E = s mu n_1 diag(h_e)/sqrt(r_e)).

All quantities are diagonal bilinear forms, so with y^(a) = X_1 * X_a (coordinatewise; i.i.d. uniform sign vectors
for a = 2..k, independent of X_1) only the class sums S_p = sum_{j in class p} h_1j y_j matter (classes: sign
patterns folded so that p_1 = +1; each S_p = 2 Bin(c_p, 1/2) - c_p, independent):
  logit of head i on token a >= 2: X_1 Theta_i X_a^T = (n_i/sqrt r) sum_p p_i S_p^(a);
  logit on token 1: X_1 Theta_i X_1^T = Tr(Theta_i) (exactly, Theta_i is diagonal);
  event A: X_1 Theta~ X_2^T > C/sqrt(Z)  <=>  sum_p w_p S_p^(2) + w_e S_e > C sqrt(r Z), w_p = sum_i p_i/n_i (+ the
  E-along term), w_e = Z mu n_1 sqrt(r/r_e) (E outside, S_e = 2 Bin(r_e, 1/2) - r_e).
So the law of (S_p^(2)) given A is exactly computable (enumeration of the class sums, binomial weights, exact tail of
S_e): P[A] is exact and token 2 is drawn from its exact conditional law (no rejection sampling, so P[A] may be 1e-20);
tokens 3..k are drawn unconditionally. Only the failure indicator is Monte Carlo (numpy generator from a seed).
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import numpy as np
from scipy import special, stats


@dataclass(frozen=True)
class Heads:
    """The instance of Lemma 7.2: norms n_1 >= ... >= n_m, block size r, integer trace counts t_i, token count k,
    omega, and the proxy error (mu, e_mode in {'none', 'along', 'outside'}, e_head, e_sign, r_e)."""

    ns: tuple[float, ...]
    r: int
    k: int
    omega: float
    traces: tuple[int, ...] = ()
    mu: float = 0.0
    e_mode: str = "none"
    e_head: int = 0
    e_sign: int = 1
    r_e: int = 0

    @property
    def m(self) -> int:
        return len(self.ns)

    @property
    def d(self) -> int:
        """The dimension of the model: the heads' block plus E's block (E outside)."""
        return self.r + (self.r_e if self.e_mode == "outside" else 0)

    @property
    def Z(self) -> float:
        return float(sum(1.0 / n**2 for n in self.ns))

    @property
    def eps(self) -> float:
        """The lemma's accuracy k exp(-omega sqrt(log d) ||Theta_1||_F)."""
        return self.k * math.exp(-self.omega * math.sqrt(math.log(self.d)) * self.ns[0])


def patterns(m: int) -> np.ndarray:
    """The 2^{m-1} folded sign patterns (P, m), first coordinate +1."""
    return np.array([(1,) + p for p in itertools.product((1, -1), repeat=m - 1)], dtype=float)


def class_sizes(h: Heads) -> np.ndarray:
    """c_p = r / 2^{m-1} (equidistributed patterns: exact orthogonality)."""
    P = 2 ** (h.m - 1)
    if h.r % (2 * P):
        raise ValueError("r must be a multiple of 2^m")
    return np.full(P, h.r // P, dtype=int)


def trace_values(h: Heads) -> np.ndarray:
    """Tr(Theta_i) = n_i t_i / sqrt(r); t_i must be realisable (checked by :func:`trace_realisable`)."""
    t = np.zeros(h.m) if not h.traces else np.asarray(h.traces, float)
    return np.asarray(h.ns, float) * t / math.sqrt(h.r)


def trace_realisable(h: Heads) -> bool:
    """Integer t_i = sum_j h_ij are realisable with equidistributed folded classes: each class p of size c_p holds
    u_p copies of +pattern and c_p - u_p of -pattern; t_i = sum_p p_i (2 u_p - c_p). Solved for small m by search."""
    if not h.traces or not any(h.traces):
        return True
    c = class_sizes(h)
    target = np.asarray(h.traces, int)
    # t = patterns^T v with v_p = 2u_p - c_p in {-c_p, -c_p + 2, ..., c_p}: m equations, 2^{m-1} unknowns
    if h.m == 1:
        return abs(target[0]) <= c[0] and (target[0] - c[0]) % 2 == 0
    if h.m == 2:  # v_1 = (t_1 + t_2)/2, v_2 = (t_1 - t_2)/2
        v = np.array([(target[0] + target[1]) / 2, (target[0] - target[1]) / 2])
        return bool(np.all(v == np.round(v)) and np.all(np.abs(v) <= c) and np.all((v - c) % 2 == 0))
    raise ValueError("traces implemented for m <= 2")


def a_weights(h: Heads) -> tuple[np.ndarray, float]:
    """(w_p, w_e): event A is sum_p w_p S_p + w_e S_e > C sqrt(r Z)."""
    pats = patterns(h.m)
    inv = 1.0 / np.asarray(h.ns, float)
    w = pats @ inv
    w_e = 0.0
    if h.e_mode == "along":  # E = s mu n_1 Theta_j / n_j: adds Z s mu n_1 h_j to g (g_j = sum_i h_ij/n_i + ...)
        w = w + h.Z * h.e_sign * h.mu * h.ns[0] * pats[:, h.e_head]
    elif h.e_mode == "outside":  # E = s mu n_1 diag(h_e)/sqrt(r_e): in units of 1/(Z sqrt r): Z mu n_1 sqrt(r/r_e)
        w_e = h.Z * h.mu * h.ns[0] * math.sqrt(h.r / h.r_e)
    return w, w_e


def proxy_error_norm(h: Heads) -> float:
    """||E||_F (= mu n_1 by construction), from the class representation (a second path for tests)."""
    if h.e_mode == "none" or h.mu == 0:
        return 0.0
    if h.e_mode == "along":
        return h.mu * h.ns[0]
    w_e = a_weights(h)[1]
    return w_e / (h.Z * math.sqrt(h.r)) * math.sqrt(h.r_e)


class ConditionalTable:
    """The exact law of the token-2 class sums (S_p) given A, for any threshold C."""

    def __init__(self, h: Heads) -> None:
        self.h = h
        c = class_sizes(h)
        grids = [np.arange(ci + 1) for ci in c]
        K = np.stack([g.ravel() for g in np.meshgrid(*grids, indexing="ij")], axis=1)  # (G, P) counts of +1
        self.S = 2 * K - c[None, :]
        logp = np.zeros(K.shape[0])
        for p, ci in enumerate(c):
            logp += stats.binom.logpmf(K[:, p], ci, 0.5)
        w, self.w_e = a_weights(h)
        self.stat = self.S @ w
        self.logp = logp
        order = np.argsort(-self.stat, kind="stable")
        self.S, self.stat, self.logp = self.S[order], self.stat[order], self.logp[order]
        self.top = float(self.logp.max())

    def threshold(self, C: float) -> float:
        return C * math.sqrt(self.h.r * self.h.Z)

    def log_weights(self, C: float) -> np.ndarray:
        """log P[S = s, A] for every cell (up to none: these are exact log-probabilities)."""
        T = self.threshold(C)
        if self.w_e == 0.0:
            out = np.where(self.stat > T, self.logp, -np.inf)
        else:
            re = self.h.r_e
            # S_e = 2K - r_e > (T - stat)/w_e  <=>  K >= floor(((T - stat)/w_e + r_e)/2) + 1
            kmin = np.floor(((T - self.stat) / self.w_e + re) / 2) + 1
            out = self.logp + stats.binom.logsf(kmin - 1, re, 0.5)
        return out

    def prob_A(self, C: float) -> float:
        lw = self.log_weights(C)
        return float(np.exp(special.logsumexp(lw))) if np.isfinite(lw).any() else 0.0

    def sample(self, C: float, n: int, rng: np.random.Generator) -> np.ndarray:
        """n draws of (S_p) from the exact conditional law given A (inverse-CDF on the cells)."""
        lw = self.log_weights(C)
        if not np.isfinite(lw).any():
            raise ValueError("event A is empty at this C")
        p = np.exp(lw - lw.max())
        cum = np.cumsum(p)
        idx = np.searchsorted(cum, rng.random(n) * cum[-1], side="right")
        return self.S[np.minimum(idx, len(cum) - 1)]


def head_logits(h: Heads, S2: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Logits (n, m, k) of token 1's row for every head: token 1 = trace, token 2 from S2 (n, P), tokens 3..k fresh."""
    pats = patterns(h.m)
    c = class_sizes(h)
    n = S2.shape[0]
    scale = np.asarray(h.ns, float) / math.sqrt(h.r)
    L = np.empty((n, h.m, h.k))
    L[:, :, 0] = trace_values(h)[None, :]
    L[:, :, 1] = (S2 @ pats) * scale[None, :]
    for a in range(2, h.k):
        Sa = 2 * rng.binomial(c[None, :], 0.5, size=(n, c.size)) - c[None, :]
        L[:, :, a] = (Sa @ pats) * scale[None, :]
    return L


def dist_to_e2(L: np.ndarray) -> np.ndarray:
    """||softmax(l) - e_2||_2 over the last axis, accurate when it is tiny: with u_a = exp(l_a - l_2) (a != 2) and
    U = sum u_a: softmax - e_2 has entries u_a/(1+U) (a != 2) and -U/(1+U)."""
    diff = np.delete(L, 1, axis=-1) - L[..., 1:2]
    u = np.exp(np.minimum(diff, 300.0))
    U = u.sum(-1)
    return np.sqrt(U**2 + (u**2).sum(-1)) / (1.0 + U)


def failures(h: Heads, table: ConditionalTable, C: float, n: int, rng: np.random.Generator) -> int:
    """# of n draws given A in which some head's row is farther than eps from e_2."""
    S2 = table.sample(C, n, rng)
    dist = dist_to_e2(head_logits(h, S2, rng))
    return int((dist.max(axis=1) > h.eps).sum())


def failure_curve(h: Heads, n: int, seed: int, step: float, c_cap: float, q_hi: float = 0.5,
                  min_fail: int = 20, pilot: int = 1000) -> dict:
    """q(C) = P[fail | A] on the grid C = step, 2 step, ... (<= c_cap): a cheap pilot of ``pilot`` draws skips the
    points with q clearly above q_hi; from the first point with pilot q <= 0.7 on, n draws per point; keep the points
    with q <= q_hi, stop at the first point with fewer than min_fail failures (or where A is empty)."""
    rng = np.random.default_rng(seed)
    table = ConditionalTable(h)
    Cs, fails, pA = [], [], []
    C, started = step, False
    while C <= c_cap + 1e-12:
        lw = table.log_weights(C)
        if not np.isfinite(lw).any():  # A empty (P[A] itself may underflow float64 first: e^{-C^2/2} at C ~ 38)
            break
        p = float(np.exp(special.logsumexp(lw)))
        if not started and failures(h, table, C, pilot, rng) > 0.7 * pilot:
            C = round(C + step, 12)
            continue
        started = True
        f = failures(h, table, C, n, rng)
        if f < min_fail:
            break
        if f <= q_hi * n:
            Cs.append(C)
            fails.append(f)
            pA.append(p)
        C = round(C + step, 12)
    return {"C": np.array(Cs), "fails": np.array(fails, dtype=int), "n": n, "P_A": np.array(pA)}
