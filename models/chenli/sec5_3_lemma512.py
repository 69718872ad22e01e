"""chenli Lemma 5.12 (L886-L916): the exact law of x^T Theta y - x^T Theta y' under the coupling of Definition 5.10.

Theta = (F/d) D1 H D2 with H the d x d Sylvester Hadamard matrix (d a power of 2) and D1, D2 diagonal random signs:
Theta = (F/sqrt d) Q with Q orthogonal, so every row and column has norm exactly F/sqrt(d) (Assumption 4, upsilon = 1;
its Pi_S^perp clause needs upsilon = sqrt(d/(d-1)), see :func:`upsilon_needed`) and ||Theta||_op = F/sqrt(d).

Only the block-2/3 columns of Theta enter y - y' (P_[1](y - y') = 0), so the law is computed in O(d) per coupling
pattern, at any d, without forming Theta:

* y - y' = 2 s2 1_{U2} + 2 s3 1_{U3} with U2 a uniform subset of S_[2] of size |a' - a''| (a = number of +1 entries of
  a slice string, a = (1 + mu) d2/2), s2 = sign(a' - a''), likewise U3 (Definition 5.10, marginalised over y);
* w = Theta (y - y') = (2F/d) m with m = D1 * sum_{j in U} s_j D2_j h_j an INTEGER vector;
* x^T w = (2F/d) L with L = sum_{block 1} x_i m_i + c(x_[2,3]); the block-1 sum over uniform signs is, per weight
  magnitude v with n_v coordinates, v (2 Bin(n_v, 1/2) - n_v): an exact integer-lattice law (binomial pmfs,
  convolved); the block-2/3 strings x_[2,3] (slices) and the subsets U are enumerated, all equally likely.

:func:`coupling_difference_law` returns the pmf of L (mixture over U and x_[2,3]); :func:`dense_coupling_mc` is the
literal second path (dense Theta, y drawn from the slice, y' by the coupling's flips, x from pi^s) used by the tests.
:func:`DifferenceLaw.pz_lower` is the closed-form lower bound of P[|L| > t] (no convolution).

The lattice Theta violates Assumption 7 (non-arithmeticity, L465: <x, Theta_:j> lies in (2F/d)Z, so lambda = pi d/F
gives prod_j |cos(lambda <x, Theta_:j>)| = 1), so the claim measures on a SMOOTHED Theta (:class:`SmoothedTheta`,
Appendix C L3824-L3860: Theta' = the lattice Theta, every entry perturbed by an independent Gaussian), by Monte Carlo
(:func:`smoothed_coupling_mc`); the exact lattice law is the second path (sigma -> 0). :func:`upsilon_certificate`
and :func:`upsilon_bound_smoothed` certify Assumption 4 (with its Pi_S^perp clause) on the smoothed Theta.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass

import numpy as np
import torch
from scipy.signal import fftconvolve
from scipy.stats import binom, norm

from thmcheck.models.device import generator


def hadamard_columns(d: int, cols: np.ndarray) -> np.ndarray:
    """Columns ``cols`` of the d x d Sylvester Hadamard matrix: H[i, j] = (-1)^{popcount(i & j)} (d a power of 2)."""
    if d < 2 or d & (d - 1):
        raise ValueError("d must be a power of 2")
    i = np.arange(d, dtype=np.uint64)
    par = np.bitwise_count(i[:, None] & np.asarray(cols, dtype=np.uint64)[None, :]) & 1
    return 1 - 2 * par.astype(np.int64)


@dataclass(frozen=True)
class HadamardTheta:
    """Theta = (F/d) diag(D1) H diag(D2), D1, D2 in {+-1}^d from ``seed`` (orthogonal up to the factor F/sqrt d)."""

    d: int
    F: float
    seed: int

    def signs(self) -> tuple[np.ndarray, np.ndarray]:
        g = generator(self.seed)
        s = torch.randint(0, 2, (2, self.d), generator=g).numpy().astype(np.int64) * 2 - 1
        return s[0], s[1]

    def integer_columns(self, cols: np.ndarray) -> np.ndarray:
        """(d/F) Theta[:, cols]: integer (+-1) columns D1 * h_j * D2_j."""
        D1, D2 = self.signs()
        return D1[:, None] * hadamard_columns(self.d, cols) * D2[np.asarray(cols)][None, :]

    def dense(self) -> torch.Tensor:
        """The full matrix (small d only: tests)."""
        return torch.as_tensor(self.integer_columns(np.arange(self.d)) * (self.F / self.d), dtype=torch.float64)


def upsilon_needed(d: int) -> float:
    """Smallest upsilon of Assumption 4 for Theta = (F/sqrt d) Q, Q orthogonal: columns/rows have norm F/sqrt d
    (upsilon >= 1); for any S, Theta Pi_S^perp = (F/sqrt d) Q Pi_S^perp has squared Frobenius norm F^2 (d-1)/d and
    columns of norm <= F/sqrt d (Pi_S^perp e_j has norm <= 1), so upsilon >= sqrt(d/(d-1)) suffices (attained for j
    outside S)."""
    return math.sqrt(d / (d - 1))


def _slice_strings(n: int, a: int) -> np.ndarray:
    """All strings in {+-1}^n with exactly a entries +1 (rows), each equally likely under U_{n, mu}."""
    if n == 0:
        return np.zeros((1, 0), dtype=np.int64)
    out = []
    for pos in itertools.combinations(range(n), a):
        s = -np.ones(n, dtype=np.int64)
        s[list(pos)] = 1
        out.append(s)
    return np.array(out)


def _subsets(n: int, k: int) -> list[tuple[int, ...]]:
    return list(itertools.combinations(range(n), k))


def _rademacher_lattice_pmf(m: np.ndarray) -> tuple[np.ndarray, int]:
    """pmf of sum_i x_i m_i (x uniform signs, m integer) on the integers -M..M (M = sum |m_i|): array, offset M."""
    mags, counts = np.unique(np.abs(m[m != 0]), return_counts=True)
    pmf = np.ones(1)
    for v, n in zip(mags.tolist(), counts.tolist()):
        part = np.zeros(2 * v * n + 1)
        part[:: 2 * v] = binom.pmf(np.arange(n + 1), n, 0.5)  # value v (2k - n) sits at index 2 v k
        pmf = fftconvolve(pmf, part) if pmf.size > 1 else part
    pmf = np.clip(pmf, 0.0, None)
    return pmf / pmf.sum(), (pmf.size - 1) // 2


@dataclass
class DifferenceLaw:
    """The law of L = (d/(2F)) x^T Theta (y - y'): ``pmf[i]`` = P[L = i - offset]; ``sigma2`` = E L^2."""

    pmf: np.ndarray
    offset: int
    sigma2: float
    pz_lower: callable  # t -> Paley-Zygmund lower bound of P[|L| > t] (closed form, no convolution)

    def abs_tail(self, t: float) -> float:
        """P[|L| > t]."""
        vals = np.arange(self.pmf.size) - self.offset
        return float(self.pmf[np.abs(vals) > t].sum())

    def abs_quantile(self, q: float) -> int:
        """The smallest integer t >= 0 with P[|L| > t] <= 1 - q (the upper q-quantile of |L|)."""
        vals = np.abs(np.arange(self.pmf.size) - self.offset)
        dist = np.bincount(vals, weights=self.pmf)
        cdf = np.cumsum(dist)
        return int(np.searchsorted(cdf, q - 1e-12))


def coupling_difference_law(theta: HadamardTheta, d2: int, d3: int, a_x: int, b_x: int, a_y: int, a_y2: int,
                            b_y: int, b_y2: int) -> DifferenceLaw:
    """Exact law of L = (d/(2F)) (x^T Theta y - x^T Theta y') for x ~ pi^s_{mu,nu}, (y, y') ~ D_{mu',nu',mu'',nu''}.

    Slices are given by their numbers of +1 entries: x has a_x (block 2) and b_x (block 3); y has a_y, b_y and y'
    has a_y2, b_y2 (mu = (2a - d2)/d2 etc.). Blocks: S_[1] = 0..d1-1, S_[2] = d1..d1+d2-1, S_[3] = the last d3."""
    d = theta.d
    d1 = d - d2 - d3
    cols = np.arange(d1, d)
    Z = theta.integer_columns(cols)  # d x (d2 + d3) integer columns
    s2, s3 = int(np.sign(a_y - a_y2)), int(np.sign(b_y - b_y2))
    x23 = np.concatenate([np.repeat(_slice_strings(d2, a_x), max(1, math.comb(d3, b_x)), axis=0),
                          np.tile(_slice_strings(d3, b_x), (math.comb(d2, a_x), 1))], axis=1)
    laws, sig2, pz = [], [], []
    for U2 in _subsets(d2, abs(a_y - a_y2)):
        for U3 in _subsets(d3, abs(b_y - b_y2)):
            coef = np.zeros(d2 + d3, dtype=np.int64)
            coef[list(U2)] = s2
            coef[[d2 + j for j in U3]] = s3
            m = Z @ coef  # (d/(2F)) Theta (y - y') = m, integer
            pmf, off = _rademacher_lattice_pmf(m[:d1])
            c = x23 @ m[d1:]  # block-2/3 contributions, one per equally likely x_[2,3]
            laws.append((pmf, off, c))
            e2 = float((m[:d1].astype(float) ** 2).sum())
            e4 = float((m[:d1].astype(float) ** 4).sum())
            sig2.append(float(np.mean(e2 + c.astype(float) ** 2)))
            pz.append((e2, 3 * e2**2 - 2 * e4, c))
    M = max(off + int(np.abs(c).max()) for _, off, c in laws)
    total = np.zeros(2 * M + 1)
    w = 1.0 / (len(laws) * x23.shape[0])
    for pmf, off, c in laws:
        for ci, cnt in zip(*np.unique(c, return_counts=True)):
            start = M + int(ci) - off
            total[start:start + pmf.size] += w * cnt * pmf

    def pz_lower(t: float) -> float:
        """Mixture of per-pattern Paley-Zygmund bounds: for the symmetric block-1 sum A (E A^2 = e2, E A^4 = e4'),
        P[|A| > t] >= (1 - t^2/e2)_+^2 e2^2/e4' and P[|A + c| > t] >= P[|A| > t]/2 for any shift c (of +-|A| at
        least one lands beyond t), with no 1/2 when c = 0."""
        out = 0.0
        for e2, e4p, c in pz:
            base = max(0.0, 1.0 - t * t / e2) ** 2 * e2 * e2 / e4p if e2 > 0 else 0.0
            out += float(np.mean(np.where(c == 0, base, base / 2)))
        return out / len(pz)

    return DifferenceLaw(total, M, float(np.mean(sig2)), pz_lower)


def dense_coupling_mc(theta: HadamardTheta, d2: int, d3: int, a_x: int, b_x: int, a_y: int, a_y2: int, b_y: int,
                      b_y2: int, n: int, seed: int) -> torch.Tensor:
    """n draws of (d/(2F)) (x^T Theta y - x^T Theta y') by the literal definitions (second path, small d): dense
    Theta; x ~ pi^s_{mu,nu}; y ~ pi^s_{mu',nu'}; y' from y by Definition 5.10 (flip a uniform subset of the -1 (or +1)
    entries of each block of the needed size)."""
    d = theta.d
    d1 = d - d2 - d3
    g = generator(seed)
    T = theta.dense()

    def slice_rows(n_rows: int, size: int, plus: int) -> torch.Tensor:
        base = torch.cat([torch.ones(plus), -torch.ones(size - plus)]).to(torch.float64)
        perm = torch.argsort(torch.rand(n_rows, size, generator=g), dim=1)
        return base[perm]

    def draw(a: int, b: int) -> torch.Tensor:
        cube = torch.randint(0, 2, (n, d1), generator=g).to(torch.float64) * 2 - 1
        return torch.cat([cube, slice_rows(n, d2, a), slice_rows(n, d3, b)], dim=1)

    x, y = draw(a_x, b_x), draw(a_y, b_y)
    yp = y.clone()
    for lo, size, a, a2 in ((d1, d2, a_y, a_y2), (d1 + d2, d3, b_y, b_y2)):
        k = abs(a - a2)
        if k == 0:
            continue
        blk = yp[:, lo:lo + size]
        src = 1.0 if a > a2 else -1.0  # mu' > mu'': turn k of the +1 entries to -1; else k of the -1 entries to +1
        score = torch.rand(n, size, generator=g) + (blk != src).to(torch.float64) * 2.0  # eligible entries first
        idx = torch.argsort(score, dim=1)[:, :k]
        blk.scatter_(1, idx, -src)
    return ((x @ T) * (y - yp)).sum(1) * d / (2 * theta.F)


# ------------------------------------------------------------------------------------------- smoothed Theta (App. C)

SMOOTHING = 0.1
"""Default sigma: entries of Theta are perturbed by N(0, (sigma F/d)^2), i.e. Appendix C's variance sigma_C^2/d with
sigma_C = sigma alpha, alpha = F/sqrt(d) the column norm of the unperturbed Theta' (Lemma C.3 asks alpha >> sigma_C)."""


@dataclass(frozen=True)
class SmoothedTheta:
    """Theta = (F/d) D1 H D2 + G, G_ij iid N(0, (sigma F/d)^2) (Appendix C, Lemma C.3, L3840): the lattice
    :class:`HadamardTheta` (same seed) plus a Gaussian smoothing. Column j of G comes from its own generator, so any
    set of columns is drawn consistently without forming the d x d matrix."""

    d: int
    F: float
    seed: int
    sigma: float = SMOOTHING

    @property
    def lattice(self) -> HadamardTheta:
        return HadamardTheta(self.d, self.F, self.seed)

    def noise_columns(self, cols: np.ndarray) -> np.ndarray:
        out = np.empty((self.d, len(cols)))
        for k, j in enumerate(np.asarray(cols).tolist()):
            g = generator((int(self.seed) * 2654435761 + 97 * int(j) + 1) % (2**63))
            out[:, k] = torch.randn(self.d, generator=g, dtype=torch.float64).numpy()
        return out * (self.sigma * self.F / self.d)

    def columns(self, cols: np.ndarray) -> np.ndarray:
        """Theta[:, cols] (float64)."""
        return self.lattice.integer_columns(cols) * (self.F / self.d) + self.noise_columns(cols)

    def dense(self) -> torch.Tensor:
        """The full matrix (small d only: tests)."""
        return torch.as_tensor(self.columns(np.arange(self.d)), dtype=torch.float64)


def upsilon_certificate(T: np.ndarray) -> float:
    """An upsilon that provably covers every clause of Assumption 4 for this matrix: every column and row of T, and
    every column of T Pi_S^perp (any S; Pi_S^perp e_j has norm <= 1), has norm <= ||T||_op, while ||T||_F^2 >= ||T
    Pi_S^perp||_F^2 >= ||T||_F^2 - ||T||_op^2 (Pi_S^perp removes one direction). So upsilon = sqrt(d) ||T||_op /
    sqrt(||T||_F^2 - ||T||_op^2) works."""
    d = T.shape[0]
    op = float(np.linalg.norm(T, 2))
    fro2 = float((T**2).sum())
    return math.sqrt(d) * op / math.sqrt(fro2 - op * op)


def upsilon_bound_smoothed(d: int, sigma: float, t: float = 6.0) -> float:
    """Closed-form upper bound of :func:`upsilon_certificate` for :class:`SmoothedTheta`, valid with probability
    >= 1 - 2 exp(-t^2/2) over G: ||Theta||_op <= F/sqrt(d) + ||G||_op <= (F/sqrt d)(1 + sigma (2 + t/sqrt d))
    (Davidson-Szarek: ||G||_op <= tau (2 sqrt d + t) for a d x d Gaussian of entry std tau = sigma F/d), and
    ||Theta||_F^2 = F^2 + 2<Theta', G> + ||G||_F^2 >= F^2 (1 - 2 sigma t/d) (<Theta', G> ~ N(0, (sigma F^2/d)^2))."""
    op = 1 + sigma * (2 + t / math.sqrt(d))  # in units F/sqrt(d)
    return op / math.sqrt(1 - 2 * sigma * t / d - op * op / d)


def stable_rank_bound_smoothed(d: int, sigma: float, t: float = 6.0) -> float:
    """Lower bound (same event) of min(||Theta||_F^2/||Theta||_op^2, ||Theta Pi_S^perp||_F^2/||Theta Pi_S^perp||_op^2)
    (Assumption 3): >= (||Theta||_F^2 - ||Theta||_op^2)/||Theta||_op^2."""
    op = 1 + sigma * (2 + t / math.sqrt(d))
    return (d * (1 - 2 * sigma * t / d) - op * op) / (op * op)


@dataclass
class SmoothedSample:
    """n Monte Carlo draws of the deviation x^T Theta (y - y') (``dev``), and the closed-form moments per coupling
    pattern: block-1 Rademacher sum A (E A^2 = ``e2``, E A^4 = ``e4``) and the block-2/3 shifts ``c`` (one per
    equally likely x_[2,3]) and the block-1 third absolute moments ``e3``."""

    dev: np.ndarray
    e2: np.ndarray
    e4: np.ndarray
    c: list[np.ndarray]
    e3: np.ndarray  # sum_i |w_i|^3 over block 1, per pattern (Berry-Esseen)

    def second_moment(self) -> float:
        """E dev^2 (exact: mixture over patterns and x_[2,3] strings)."""
        return float(np.mean([e2 + float(np.mean(c**2)) for e2, c in zip(self.e2, self.c)]))

    def pz_lower(self, t: float) -> float:
        """Paley-Zygmund lower bound of P[|dev| > t] (per pattern: P[|A| > t] >= (1 - t^2/E A^2)_+^2 (E A^2)^2/E A^4;
        a shift c != 0 costs at most a factor 1/2), mixed over patterns and x_[2,3]."""
        out = 0.0
        for e2, e4, c in zip(self.e2, self.e4, self.c):
            base = max(0.0, 1.0 - t * t / e2) ** 2 * e2 * e2 / e4 if e2 > 0 else 0.0
            out += float(np.mean(np.where(c == 0, base, base / 2)))
        return out / len(self.e2)

    def pz_quantile_lower(self, q: float) -> float:
        """A t with P[|dev| > t] >= 1 - q by Paley-Zygmund, so the upper q-quantile of |dev| is >= t (bisection)."""
        lo, hi = 0.0, math.sqrt(float(np.max(self.e2)))
        if self.pz_lower(0.0) < 1 - q:
            return 0.0
        for _ in range(60):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if self.pz_lower(mid) >= 1 - q else (lo, mid)
        return lo

    def berry_esseen_quantile_lower(self, q: float) -> float:
        """A t with P[|dev| <= t] < q, so the upper q-quantile of |dev| is >= t: per pattern, Berry-Esseen (Shevtsova's
        constant 0.56 for independent non-identical summands) gives P[|A + c| <= t] <= P[|G + c| <= t] + 2 beta <=
        (2 Phi(t/sd_A) - 1) + 2 beta (Anderson: a shift lowers a centred Gaussian's mass), beta = 0.56 sum|w_i|^3/
        sd_A^3; mixed over patterns (bisection; 0 when the bound cannot reach q)."""
        sd, beta = np.sqrt(self.e2), 0.56 * self.e3 / np.maximum(self.e2, 1e-300) ** 1.5

        def bound(t: float) -> float:
            return float(np.mean(np.minimum(1.0, 2 * norm.cdf(t / sd) - 1 + 2 * beta)))

        if bound(0.0) >= q:
            return 0.0
        lo, hi = 0.0, 10.0 * float(sd.max())
        for _ in range(60):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if bound(mid) < q else (lo, mid)
        return lo

    def quantile_lower(self, q: float) -> float:
        """The larger of the Paley-Zygmund and Berry-Esseen lower bounds of the upper q-quantile of |dev|."""
        return max(self.pz_quantile_lower(q), self.berry_esseen_quantile_lower(q))

    def chebyshev_quantile_upper(self, q: float) -> float:
        """P[|dev| > t] <= E dev^2/t^2: the upper q-quantile of |dev| is <= sqrt(E dev^2/(1 - q))."""
        return math.sqrt(self.second_moment() / (1 - q))


def smoothed_coupling_mc(theta: SmoothedTheta, d2: int, d3: int, a_x: int, b_x: int, a_y: int, a_y2: int,
                         b_y: int, b_y2: int, n: int, seed: int, chunk: int | None = None) -> SmoothedSample:
    """n draws of x^T Theta (y - y') for x ~ pi^s_{mu,nu}, (y, y') ~ D_{mu',nu',mu'',nu''} (Definition 5.10), only the
    block-2/3 columns of Theta formed: y - y' = 2 s2 1_{U2} + 2 s3 1_{U3} (U2, U3 uniform subsets of the sizes the
    slices fix, as in :func:`coupling_difference_law`), w = Theta (y - y'), x^T w = x_[1]^T w_[1] + x_[2,3]^T w_[2,3]
    with x_[1] uniform signs and x_[2,3] a uniform slice string. Slices are given by +1-counts as there."""
    d = theta.d
    d1 = d - d2 - d3
    Z = theta.columns(np.arange(d1, d))
    s2, s3 = int(np.sign(a_y - a_y2)), int(np.sign(b_y - b_y2))
    x23 = np.concatenate([np.repeat(_slice_strings(d2, a_x), max(1, math.comb(d3, b_x)), axis=0),
                          np.tile(_slice_strings(d3, b_x), (math.comb(d2, a_x), 1))], axis=1).astype(float)
    W, cs = [], []
    for U2 in _subsets(d2, abs(a_y - a_y2)):
        for U3 in _subsets(d3, abs(b_y - b_y2)):
            coef = np.zeros(d2 + d3)
            coef[list(U2)] = 2 * s2
            coef[[d2 + j for j in U3]] = 2 * s3
            w = Z @ coef
            W.append(w)
            cs.append(x23 @ w[d1:])
    Wm = np.stack(W, axis=1)  # d x P
    W1 = torch.as_tensor(Wm[:d1])
    g = generator(seed)
    pat = torch.randint(0, Wm.shape[1], (n,), generator=g).numpy()
    strings = torch.randint(0, x23.shape[0], (n,), generator=g).numpy()
    C = np.stack(cs)  # P x (number of x_[2,3] strings)
    chunk = chunk or max(64, 2**22 // d1)  # rows of signs per block: ~32 MB of float64 at any d
    dev = np.empty(n)
    for lo in range(0, n, chunk):
        hi = min(n, lo + chunk)
        bits = torch.randint(0, 2, (hi - lo, d1), generator=g, dtype=torch.float64)
        a = (2 * (bits @ W1) - W1.sum(0)).numpy()  # (2 bits - 1) @ W1 for every pattern
        a = a[np.arange(hi - lo), pat[lo:hi]]
        dev[lo:hi] = a + C[pat[lo:hi], strings[lo:hi]]
    e2 = (Wm[:d1] ** 2).sum(0)
    e4 = 3 * e2**2 - 2 * (Wm[:d1] ** 4).sum(0)
    return SmoothedSample(dev, e2, e4, cs, (np.abs(Wm[:d1]) ** 3).sum(0))
