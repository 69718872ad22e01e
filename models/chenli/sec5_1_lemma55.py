"""chenli Lemma 5.5 (Section 5.1, L577-L581): exact deviation laws of <v, x> for x ~ pi^s = U_{d1} (x) U_{d2,mu}
(x) U_{d3,nu} and two-valued v (Chen & Li, shared/seeds/000_7ee2e1d97e13a266.txt).

Three families, each with a one- or two-dimensional exact law (no Monte Carlo, any d up to ~10^6):
* cube: v = alpha on a set A of a cube coordinates, beta on the other b = d1 - a; <v, x> = alpha S_a + beta S_b with
  independent S_n = 2 Bin(n, 1/2) - n;
* slice: v = alpha on A (a coordinates of a slice block of size n with n_+ entries +1), beta on the rest of the block:
  <v, x> - E = 2 (alpha - beta)(K - a n_+/n), K ~ Hypergeometric(n, n_+, a);
* mixed: v = alpha on A in a slice block plus gamma on every cube coordinate: 2 alpha (K - E K) + gamma S_{d1}.
Tails are summed in log space (scipy binomial / hypergeometric log-sf and log-cdf; the outer sum over the smaller
support)."""

from __future__ import annotations

import math

import numpy as np
from scipy import special, stats


def _upper_table(n: int) -> np.ndarray:
    """U[k] = log P[Bin(n, 1/2) >= k] for k = 0..n+1 (U[n+1] = -inf): a reversed log-cumulative sum of the log-pmf,
    exact down to the last atom (no underflow: 2^-n is far above the smallest double's log)."""
    lp = stats.binom.logpmf(np.arange(n + 1), n, 0.5)
    return np.r_[np.logaddexp.accumulate(lp[::-1])[::-1], -np.inf]


def _binom_two_sided_log(n: int, c: float, lo: np.ndarray, hi: np.ndarray, table: np.ndarray | None = None
                         ) -> np.ndarray:
    """log P[c S_n <= lo or c S_n >= hi] elementwise (c > 0, lo < hi), S_n = 2 Bin(n, 1/2) - n."""
    if n == 0:
        return np.where((lo >= 0) | (hi <= 0), 0.0, -np.inf)
    U = _upper_table(n) if table is None else table
    k_hi = np.clip(np.ceil((hi / c + n) / 2 - 1e-9), 0, n + 1).astype(np.int64)  # S >= hi/c <=> Bin >= (hi/c + n)/2
    k_lo = np.floor((lo / c + n) / 2 + 1e-9)  # S <= lo/c  <=>  Bin <= (lo/c + n)/2
    down_idx = np.clip(n - k_lo, 0, n + 1).astype(np.int64)  # P[Bin <= k] = P[Bin >= n - k] at p = 1/2
    return np.logaddexp(U[k_hi], U[down_idx])


def cube_log_tail(a: int, alpha: float, b: int, beta: float, ts: np.ndarray) -> np.ndarray:
    """log P[|alpha S_a + beta S_b| >= t] for each t (alpha, beta > 0; the smaller block is summed over)."""
    if a > b:
        a, alpha, b, beta = b, beta, a, alpha
    j = np.arange(a + 1)
    lp = stats.binom.logpmf(j, a, 0.5)
    s = alpha * (2 * j - a)
    U = _upper_table(b)
    out = []
    for t in np.atleast_1d(ts):
        out.append(special.logsumexp(lp + _binom_two_sided_log(b, beta, -t - s, t - s, U)))
    return np.array(out)


def slice_log_tail(n: int, n_plus: int, a: int, diff: float, ts: np.ndarray) -> np.ndarray:
    """log P[|2 diff (K - a n_+/n)| >= t], K ~ Hypergeometric(n, n_+, a) (diff = alpha - beta != 0)."""
    mean = a * n_plus / n
    c = 2 * abs(diff)
    out = []
    for t in np.atleast_1d(ts):
        hi = math.ceil(mean + t / c - 1e-9)
        lo = math.floor(mean - t / c + 1e-9)
        out.append(float(np.logaddexp(stats.hypergeom.logsf(hi - 1, n, n_plus, a),
                                      stats.hypergeom.logcdf(lo, n, n_plus, a))))
    return np.array(out)


def mixed_log_tail(n: int, n_plus: int, a: int, alpha: float, d1: int, gamma: float, ts: np.ndarray) -> np.ndarray:
    """log P[|2 alpha (K - E K) + gamma S_{d1}| >= t] (alpha, gamma > 0), K ~ Hypergeometric(n, n_+, a)."""
    ks = np.arange(max(0, a - (n - n_plus)), min(a, n_plus) + 1)
    lp = stats.hypergeom.logpmf(ks, n, n_plus, a)
    s = 2 * alpha * (ks - a * n_plus / n)
    U = _upper_table(d1)
    out = []
    for t in np.atleast_1d(ts):
        out.append(special.logsumexp(lp + _binom_two_sided_log(d1, gamma, -t - s, t - s, U)))
    return np.array(out)


def max_deviation(family: str, p: dict) -> float:
    """The largest |<v, x> - E<v, x>| on the support (the ladder of t stays below it)."""
    if family == "cube":
        return p["alpha"] * p["a"] + p["beta"] * p["b"]
    mean = p["a"] * p["n_plus"] / p["n"]
    k_lo, k_hi = max(0, p["a"] - (p["n"] - p["n_plus"])), min(p["a"], p["n_plus"])
    dk = max(k_hi - mean, mean - k_lo)
    if family == "slice":
        return 2 * abs(p["diff"]) * dk
    return 2 * p["alpha"] * dk + p["gamma"] * p["d1"]
