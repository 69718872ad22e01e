"""chenli Theorems 3.1 (Hanson-Wright on the cube, L303-L307) and 5.6 (on cube x slices, L583-L589): exact laws of
x^T M x - E x^T M x for structured M at large d (Chen & Li, shared/seeds/000_7ee2e1d97e13a266.txt).

Every family is a sum of at most two independent parts, each with an exact one-dimensional law (values, log-pmf):
* pairs: M_sym has w/2 at (2p, 2p+1) and (2p+1, 2p) on disjoint pairs: the form is sum_p w_p x_{2p} x_{2p+1}, a sum of
  independent signs (two weight classes: two binomials);
* block: c J_n/n on a block of n cube coordinates: c (S_n^2 - n)/n with S_n = 2 Bin(n, 1/2) - n;
* B equal blocks J_n/n: sum_b (S_b^2 - n)/n, the B-fold convolution of the law of S_n^2 on the integers;
* slice split: on a slice block of size n with n_+ entries +1, A = alpha 1_A 1_A^T + beta 1_B 1_B^T + gamma (1_A 1_B^T
  + 1_B 1_A^T) (A the first a coordinates, B the rest): x^T A x = alpha P^2 + beta Q^2 + 2 gamma P Q with P = 2K - a,
  Q = (2 n_+ - n) - P, K ~ Hypergeometric(n, n_+, a);
* cross: (c/2)(1_{S1} 1_{S2}^T + 1_{S2} 1_{S1}^T) between a cube block of n1 and a slice block (sum mu n2): c S_{n1} mu n2.
The tail P[|U + V| >= t] of two independent parts is summed exactly: outer sum over the smaller support, inner tails by
binary search in the other (sorted) law with log-cumulative sums."""

from __future__ import annotations

import math

import numpy as np
from scipy import special, stats

Law = tuple[np.ndarray, np.ndarray]  # (values, log-pmf)


def _sorted(law: Law) -> Law:
    v, lp = law
    o = np.argsort(v, kind="stable")
    return v[o], lp[o]


def point_law() -> Law:
    """The law of 0 (a missing part)."""
    return np.zeros(1), np.zeros(1)


def binomial_law(n: int, w: float) -> Law:
    """w S_n, S_n = 2 Bin(n, 1/2) - n."""
    j = np.arange(n + 1)
    return w * (2 * j - n).astype(float), stats.binom.logpmf(j, n, 0.5)


def block_law(n: int, c: float) -> Law:
    """c (S_n^2 - n)/n (the centred form x^T (c J_n/n) x - c)."""
    j = np.arange(n + 1)
    s = (2 * j - n).astype(float)
    return c * (s * s - n) / n, stats.binom.logpmf(j, n, 0.5)


def blocks_law(B: int, n: int) -> Law:
    """sum_{b <= B} (S_b^2 - n)/n for B independent blocks of n coordinates: S^2 lives on the integers 0..n^2, so
    the law is the B-fold convolution of its pmf (positive terms only: relative accuracy kept in the tails)."""
    j = np.arange(n + 1)
    pmf1 = np.zeros(n * n + 1)
    np.add.at(pmf1, (2 * j - n) ** 2, stats.binom.pmf(j, n, 0.5))
    out, base, e = np.ones(1), pmf1, B
    while e:
        if e & 1:
            out = np.convolve(out, base)
        e >>= 1
        if e:
            base = np.convolve(base, base)
    k = np.arange(out.size)
    keep = out > 0
    return (k[keep] - B * n) / n, np.log(out[keep])


def slice_split_law(n: int, n_plus: int, a: int, alpha: float, beta: float, gamma: float) -> Law:
    """x^T A x for the slice split (not centred; see :func:`centred`)."""
    ks = np.arange(max(0, a - (n - n_plus)), min(a, n_plus) + 1)
    P = (2 * ks - a).astype(float)
    Q = (2 * n_plus - n) - P
    return alpha * P * P + beta * Q * Q + 2 * gamma * P * Q, stats.hypergeom.logpmf(ks, n, n_plus, a)


def centred(law: Law) -> Law:
    """The law minus its mean (the mean computed from the law itself)."""
    v, lp = law
    return v - float(np.sum(np.exp(lp) * v)), lp


def log_tail(u: Law, v: Law, ts: np.ndarray, rtol: float = 1e-9) -> np.ndarray:
    """log P[|U + V| >= t] for independent U ~ u, V ~ v, each t (ties within rtol * t count as >=)."""
    if u[0].size > v[0].size:
        u, v = v, u
    vv, vlp = _sorted(v)
    left = np.logaddexp.accumulate(vlp)  # log P[V <= vv[i]]
    right = np.logaddexp.accumulate(vlp[::-1])[::-1]  # log P[V >= vv[i]]
    out = []
    for t in np.atleast_1d(ts):
        tol = rtol * max(t, 1e-300)
        i_hi = np.searchsorted(vv, t - u[0] - tol, side="left")  # V >= t - U
        i_lo = np.searchsorted(vv, -t - u[0] + tol, side="right") - 1  # V <= -t - U
        r = np.where(i_hi < vv.size, right[np.minimum(i_hi, vv.size - 1)], -np.inf)
        lft = np.where(i_lo >= 0, left[np.maximum(i_lo, 0)], -np.inf)
        # |U + V| >= t is the disjoint union of the two events when t > 0
        out.append(float(special.logsumexp(u[1] + np.logaddexp(r, lft))))
    return np.array(out)


def max_abs(u: Law, v: Law) -> float:
    """The largest |U + V| on the support."""
    return float(max(abs(u[0].max() + v[0].max()), abs(u[0].min() + v[0].min())))


def rank2_norms(alpha: float, beta: float, gamma: float, a: int, b: int) -> tuple[float, float]:
    """(||A||_op, ||A||_F) of the slice split matrix: its nonzero spectrum is that of [[alpha a, gamma sqrt(ab)],
    [gamma sqrt(ab), beta b]]."""
    g = gamma * math.sqrt(a * b)
    ev = np.linalg.eigvalsh(np.array([[alpha * a, g], [g, beta * b]]))
    return float(np.abs(ev).max()), float(math.sqrt((ev * ev).sum()))
