"""Deng, Song, Yuan, Zhou, "Why Softmax Attention Outperforms Linear Attention": the paper's objects.

* the toy softmax-regression model (Sec. 3-5): ``toy_f``;
* the data sets of Def D.1 (self-attention) and Def F.1 (cross-attention): ``selfattn_data``, ``crossattn_data``;
* the attention layer + ReLU readout of Def C.1/C.2/C.4/C.6: ``attention`` and ``network_output``;
* closed forms of the output rows (catalog 1.6) for large n: ``rows_self_x1``, ``row_j3_self_xi``, ``rows_cross``;
* exact probabilities over Rademacher readouts y: rows that share one block of equal coordinates are
  enumerated over the signs of the few special coordinates and a binomial for the block (``fire_logprob``).

Conventions: natural log; s = sqrt(log n); 0-based indices; vec is row-major (C order).
Torch parts are float64 by default and device-agnostic; the enumeration is numpy float64 in log space.
"""

from __future__ import annotations

import math

import numpy as np
import torch
from scipy.special import expit, gammaln, logsumexp

# ------------------------------------------------------------------------------------------- data sets


def type2_col(k: int, d: int) -> int:
    """0-based Type-II column of row k in Def D.1 (columns 1..d-2 hold t stacked copies of I_{d-2})."""
    return 1 + (k % (d - 2))


def selfattn_data(n: int, d: int, a: float, b: float, c: float, j3: int, dtype: torch.dtype = torch.float64,
                  device: str = "cpu") -> torch.Tensor:
    """Definition D.1 (L522-L556): A in R^{n x d}, n = (d-2) t; column 0 = a s e_{j3} (Type I), columns
    1..d-2 = t stacked copies of b s I_{d-2} (Type II), column d-1 = c s (Type III). j3 is 0-based."""
    assert d >= 3 and n % (d - 2) == 0, "Def D.1 needs n = (d-2) t"
    t = n // (d - 2)
    s = math.sqrt(math.log(n))
    A = torch.zeros(n, d, dtype=dtype, device=device)
    A[j3, 0] = a * s
    A[:, 1 : d - 1] = torch.eye(d - 2, dtype=dtype, device=device).repeat(t, 1) * (b * s)
    A[:, d - 1] = c * s
    return A


def crossattn_data(n: int, d: int, a: float, j2: int, j3: int, dtype: torch.dtype = torch.float64,
                   device: str = "cpu") -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Definition F.1 (L1913-L1953), columns 2..d reading: A1[:,0] = a log n e_{j2}, A1[:,1:] = log n;
    A2 = A3 with A2[:,0] = e_{j3} and A2[:,1:] = t stacked copies of I_{d-1}; n = (d-1) t."""
    assert d >= 2 and n % (d - 1) == 0, "Def F.1 needs n = (d-1) t"
    t = n // (d - 1)
    L = math.log(n)
    A1 = torch.zeros(n, d, dtype=dtype, device=device)
    A1[j2, 0] = a * L
    A1[:, 1:] = L
    A2 = torch.zeros(n, d, dtype=dtype, device=device)
    A2[j3, 0] = 1.0
    A2[:, 1:] = torch.eye(d - 1, dtype=dtype, device=device).repeat(t, 1)
    return A1, A2, A2.clone()


# ----------------------------------------------------------------------------------------- the network


def attention(A1: torch.Tensor, A2: torch.Tensor, A3: torch.Tensor, X: torch.Tensor, V: torch.Tensor,
              kind: str) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """Scores S = A1 X A2^T, weights f (row softmax for 'exp', S / rowsum(S) for 'lin') and output rows
    C = f A3 V (Def C.1 / C.4). Returns (S, f, C); log u_exp = S."""
    S = A1 @ X @ A2.T
    if kind == "exp":
        f = torch.softmax(S, dim=1)
    elif kind == "lin":
        f = S / S.sum(dim=1, keepdim=True)
    else:
        raise ValueError(kind)
    return S, f, f @ (A3 @ V)


def network_output(C: torch.Tensor, Y: torch.Tensor, tau: float) -> torch.Tensor:
    """F = phi(sum_{j0,l} phi_tau(<c_{j0}, y_l>)) for Y in {+-1}^{d x m} (Def C.2 / C.6)."""
    return torch.clamp(C @ Y - tau, min=0).sum().clamp(min=0)


def toy_f(z: torch.Tensor, kind: str) -> torch.Tensor:
    """Toy model (Def 3.2/3.3): f_lin(z) = z/<z,1>, f_exp(z) = softmax(z)."""
    return torch.softmax(z, dim=-1) if kind == "exp" else z / z.sum(dim=-1, keepdim=True)


def kron_rowmajor(A1: torch.Tensor, A2: torch.Tensor, X: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """(vec(A1 X A2^T), (A1 kron A2) vec(X)) with row-major vec (Fact A.1 / Claims C.3, C.5)."""
    return (A1 @ X @ A2.T).reshape(-1), torch.kron(A1, A2) @ X.reshape(-1)


# ---------------------------------------------------------------------- closed forms of the output rows


def _weights_spike(n: int, e_spike: float) -> tuple[float, float]:
    """A softmax row of n entries: one at exponent e_spike*log n above the n-1 others. Returns
    (spike weight, each other weight), computed without cancellation (the scalar case of ``_spike_weights``)."""
    f, g = _spike_weights(n, np.float64(e_spike))
    return float(f), float(g)


def rows_self_x1(n: int, d: int, a: float, b: float, c: float, kind: str, ip: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """Closed form (catalog 1.6) of the rows of C for Def D.1 data with X = 1_{dxd}, V = I: (row j3, row j0 != j3);
    every row j0 != j3 is the same; ip is the Type-II column holding j3."""
    t = n // (d - 2)
    s = math.sqrt(math.log(n))
    if kind == "exp":
        f33, g3 = _weights_spike(n, a * (1 + a))
        fs, g = _weights_spike(n, a)
    else:
        f33 = fs = (1 + a) / (n + a)
        g3 = g = 1 / (n + a)

    def row(fj3: float, go: float) -> np.ndarray:
        r = np.empty(d)
        r[0] = a * s * fj3
        r[1 : d - 1] = b * s * t * go
        r[ip] = b * s * (fj3 + (t - 1) * go)
        r[d - 1] = c * s
        return r

    return row(f33, g3), row(fs, g)


def row_j3_self_xi(n: int, d: int, a: float, b: float, c: float, ip: int = 1) -> np.ndarray:
    """Closed form of row j3 of C_exp for Def D.1 data with X = I_d, V = I_d (Section E): weights proportional to
    n^{a^2+b^2+c^2} (j3), n^{b^2+c^2} (t-1 rows of j3's group), n^{c^2} (n-t others)."""
    t = n // (d - 2)
    L = math.log(n)
    s = math.sqrt(L)
    e = np.array([a * a + b * b + c * c, b * b + c * c, c * c]) * L
    cnt = np.array([1.0, float(t - 1), float(n - t)])
    lz = logsumexp(e, b=cnt)
    w = np.exp(e - lz)  # per-entry weight of each class
    r = np.empty(d)
    r[0] = a * s * w[0]
    r[1 : d - 1] = b * s * t * w[2]
    r[ip] = b * s * (w[0] + (t - 1) * w[1])
    r[d - 1] = c * s
    return r


def rows_self_xi_all(n: int, d: int, a: float, b: float, c: float, kind: str) -> np.ndarray:
    """Closed form of the distinct rows of C for Def D.1 data with X = I_d, V = I_d (Section E), j3 in the group of
    Type-II column 1 (0-based): rows (j3, a row j0 != j3 of j3's group, a row of another group, whose Type-II
    column is 2). Scores are log n (a^2 [i = j = j3] + b^2 [same group] + c^2); weights softmax ('exp') or
    score / row sum ('lin'). d >= 4."""
    assert d >= 4
    t = n // (d - 2)
    L = math.log(n)
    s = math.sqrt(L)
    e3 = np.array([a * a + b * b + c * c, b * b + c * c, c * c])
    cnt3 = np.array([1.0, float(t - 1), float(n - t)])
    eo = np.array([b * b + c * c, c * c])
    cnto = np.array([float(t), float(n - t)])
    if kind == "exp":
        w3 = np.exp(e3 * L - logsumexp(e3 * L, b=cnt3))
        wo = np.exp(eo * L - logsumexp(eo * L, b=cnto))
    else:
        w3 = e3 / float(np.dot(e3, cnt3))
        wo = eo / float(np.dot(eo, cnto))
    R = np.empty((3, d))
    R[:, 1 : d - 1] = b * s * t * np.array([[w3[2]], [wo[1]], [wo[1]]])
    R[:, d - 1] = c * s
    R[0, 0], R[0, 1] = a * s * w3[0], b * s * (w3[0] + (t - 1) * w3[1])
    R[1, 0], R[1, 1] = a * s * wo[0], b * s * t * wo[0]
    R[2, 0], R[2, 2] = a * s * wo[1], b * s * t * wo[0]
    return R


def rows_cross(n: int, d: int, a: float, kind: str, ip: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """Closed form of the rows of C for Def F.1 data, X = V = I_d: (row j2, rows j0 != j2 (uniform))."""
    t = n // (d - 1)
    if kind == "exp":
        fs, g = _weights_spike(n, a)
    else:
        fs, g = (1 + a) / (n + a), 1 / (n + a)
    r = np.empty(d)
    r[0] = fs
    r[1:] = t * g
    r[ip] = fs + (t - 1) * g
    u = np.empty(d)
    u[0] = 1 / n
    u[1:] = t / n
    return r, u


def entry_sets_self_x1(n: int, d: int, a: float, b: float, c: float, j3: int, kind: str) -> dict[str, np.ndarray]:
    """Every entry set the Appendix D lemmas (X = 1_{dxd}, V = I) quantify over, as its DISTINCT values, from the
    closed forms (catalog 1.6): scores S/log n (row sums of A times each other, as the dense model forms them),
    weights and output rows. With X = 1 an entry depends only on whether its row and column are j3 (and, for C,
    on the column type), so these arrays hold every value the n x n model takes; works for any n."""
    L = math.log(n)
    s = math.sqrt(L)
    r3s, rks = a * s + b * s + c * s, b * s + c * s  # row sums of A: row j3, any other row
    if kind == "exp":
        f33, g3 = _weights_spike(n, a * (1 + a))
        fs, g = _weights_spike(n, a)
    else:
        f33 = fs = (1 + a) / (n + a)
        g3 = g = 1 / (n + a)
    ip = type2_col(j3, d)
    r3, ro = rows_self_x1(n, d, a, b, c, kind, ip)
    rest = [i for i in range(1, d - 1) if i != ip]
    one = np.array
    out = {"u33": one([r3s * r3s / L]), "u3k": one([r3s * rks / L]), "uk3": one([rks * r3s / L]),
           "ukk": one([rks * rks / L]), "f33": one([f33]), "f3k": one([g3]), "fk3": one([fs]), "fkk": one([g]),
           "P1": r3[[0]], "P2'": r3[[ip]], "P2": r3[rest], "P2all": r3[1 : d - 1], "P3": r3[[d - 1]],
           "P4": ro[[0]], "P5'": ro[[ip]], "P5": ro[rest], "P5all": ro[1 : d - 1], "P6": ro[[d - 1]],
           "c1": one([r3[0], ro[0]]), "cII": np.concatenate([r3[1 : d - 1], ro[1 : d - 1]]),
           "cd": one([r3[d - 1], ro[d - 1]])}
    return out


def entry_sets_cross(n: int, d: int, a: float, j3: int, kind: str) -> dict[str, np.ndarray]:
    """As :func:`entry_sets_self_x1` for Def F.1 data with X = V = I_d (Appendix F): scores S/log n, weights and
    output rows as their distinct values, from the closed forms; any n."""
    L = math.log(n)
    if kind == "exp":
        fs, g = _weights_spike(n, a)
    else:
        fs, g = (1 + a) / (n + a), 1 / (n + a)
    ip = 1 + (j3 % (d - 1))
    r, u = rows_cross(n, d, a, kind, ip)
    rest = [i for i in range(1, d) if i != ip]
    one = np.array
    return {"u23": one([(a * L + L) / L]), "uoff": one([L / L]), "f23": one([fs]), "f2k": one([g]),
            "fk": one([1.0 / n]), "c21": r[[0]], "c2'": r[[ip]], "c2": r[rest], "c2i": r[1:], "ck1": u[[0]],
            "cki": u[1:]}


# ------------------------------------------------------------------- exact probabilities over the signs


def sign_configs(n_block: int, n_special: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every configuration of Rademacher signs on n_special coordinates and the sum S of n_block more:
    (signs (K, n_special), S (K,), log weight (K,)); the weights sum to 1."""
    sp = np.array(np.meshgrid(*([[-1.0, 1.0]] * n_special), indexing="ij")).reshape(n_special, -1).T \
        if n_special else np.zeros((1, 0))
    j = np.arange(n_block + 1)
    lb = gammaln(n_block + 1) - gammaln(j + 1) - gammaln(n_block - j + 1) - n_block * math.log(2)
    K = sp.shape[0] * j.size
    signs = np.repeat(sp, j.size, axis=0)
    S = np.tile(2.0 * j - n_block, sp.shape[0])
    lw = np.tile(lb, sp.shape[0]) - n_special * math.log(2)
    assert signs.shape[0] == K
    return signs, S, lw


def row_values(rows: np.ndarray, specials: list[int]) -> tuple[np.ndarray, np.ndarray]:
    """<r, y> for every configuration (K, R) and the log weights (K,), for rows constant off `specials`."""
    rows = np.atleast_2d(np.asarray(rows, dtype=float))
    d = rows.shape[1]
    block = [i for i in range(d) if i not in specials]
    if block:
        bv = rows[:, block]
        assert np.allclose(bv, bv[:, :1], rtol=1e-12, atol=0), "rows must be constant on the block"
        bval = bv[:, 0]
    else:
        bval = np.zeros(rows.shape[0])
    signs, S, lw = sign_configs(len(block), len(specials))
    vals = signs @ rows[:, specials].T + S[:, None] * bval[None, :]
    return vals, lw


def fire_logprob(rows: np.ndarray, specials: list[int], tau: float, strict: bool = True) -> float:
    """log Pr_y[max_r <r, y> > tau] (>= tau if not strict), exactly (log-space sum of configuration weights)."""
    vals, lw = row_values(rows, specials)
    fire = (vals > tau) if strict else (vals >= tau)
    hit = fire.any(axis=1)
    return float(logsumexp(lw[hit])) if hit.any() else -math.inf


def prob_abs_below(row: np.ndarray, specials: list[int], thr: float) -> float:
    """Pr_y[|<r, y>| < thr] exactly."""
    vals, lw = row_values(row, specials)
    ok = np.abs(vals[:, 0]) < thr
    return float(np.exp(logsumexp(lw[ok]))) if ok.any() else 0.0


def log_any_of_m(logp: float, m: int) -> float:
    """log Pr[at least one of m independent units fires] = log(1 - (1-p)^m)."""
    if logp == -math.inf:
        return -math.inf
    p = math.exp(logp)
    if p >= 1.0:
        return 0.0
    return math.log(-math.expm1(m * math.log1p(-p))) if p > 1e-300 else logp + math.log(m)


def log_none_of_m(logp: float, m: int) -> float:
    """log Pr[none of m independent units fires] = m log(1 - p)."""
    p = math.exp(logp) if logp > -math.inf else 0.0
    return -math.inf if p >= 1.0 else m * math.log1p(-p)


def joint_failure_logprob(groups: list[tuple[np.ndarray, bool]], specials: list[int], tau: list[float],
                          m: int) -> float:
    """log Pr_y[not E] for E = 'every network marked good has F > 0 and every other has F = 0', one shared
    draw of y (m i.i.d. units). groups: (rows of the network, good?), tau per network. With per-unit
    P_bad = Pr[some bad network's unit fires] and P_none = Pr[no unit of any network fires]:
    Pr[E] = (1 - P_bad)^m - P_none^m, so Pr[not E] = 1 - (1 - P_bad)^m + P_none^m, exactly, in log space."""
    allrows = np.vstack([np.atleast_2d(r) for r, _ in groups])
    vals, lw = row_values(allrows, specials)
    bad = np.zeros(len(lw), bool)
    good = np.zeros(len(lw), bool)
    col = 0
    for (r, is_good), tu in zip(groups, tau, strict=True):
        k = np.atleast_2d(r).shape[0]
        fires = (vals[:, col : col + k] > tu).any(axis=1)
        col += k
        if is_good:
            good |= fires
        else:
            bad |= fires
    lbad = float(logsumexp(lw[bad])) if bad.any() else -math.inf
    lnone = float(logsumexp(lw[~bad & ~good])) if (~bad & ~good).any() else -math.inf
    terms = [log_any_of_m(lbad, m)]
    if lnone > -math.inf:
        terms.append(m * lnone)
    return float(logsumexp(terms)) if any(x > -math.inf for x in terms) else -math.inf


def two_point_sum_tail(a: list, b: list, p: list, t: object) -> object:
    """Exact Pr[|X - E X| >= t] for X = sum_i X_i, X_i independent, X_i = b_i w.p. p_i and a_i otherwise.

    Arguments are Fractions (or ints); the law of X is enumerated by convolution (at most 2^n atoms), so
    the result is an exact Fraction. Pure Python: this is the exact reference, not a torch computation.
    """
    from fractions import Fraction

    law: dict[Fraction, Fraction] = {Fraction(0): Fraction(1)}
    for ai, bi, pi in zip(a, b, p, strict=True):
        ai, bi, pi = Fraction(ai), Fraction(bi), Fraction(pi)
        nxt: dict[Fraction, Fraction] = {}
        for x, q in law.items():
            nxt[x + ai] = nxt.get(x + ai, Fraction(0)) + q * (1 - pi)
            nxt[x + bi] = nxt.get(x + bi, Fraction(0)) + q * pi
        law = nxt
    mean = sum((x * q for x, q in law.items()), Fraction(0))
    t = Fraction(t)  # type: ignore[arg-type]
    return sum((q for x, q in law.items() if abs(x - mean) >= t), Fraction(0))


# ----------------------------------------------------------- exact tails of the toy model (Sections 4-5)


def _log_binom_pmf(N: int) -> np.ndarray:
    j = np.arange(N + 1)
    return gammaln(N + 1) - gammaln(j + 1) - gammaln(N - j + 1) - N * math.log(2)


def log_tail_signed_sum(special: list[float], n1: int, w1: float, n2: int, w2: float, thr: float,
                        two_sided: bool) -> float:
    """log Pr[X > thr] (or Pr[|X| > thr] if two_sided), exactly, for X = sum_i special_i sigma_i
    + w1 (sigma_1 + ... over n1 signs) + w2 (... over n2 signs), all signs Rademacher and independent (w2 > 0).

    The specials are enumerated; the first block B1 ~ Bin(n1, 1/2) is summed over (in log space); for each value the
    second block's tail is a prefix/suffix of Bin(n2, 1/2), read from its cumulative log sums. No underflow: the
    result may be far below 1e-308 (e.g. -5000)."""
    assert w2 > 0
    if two_sided and thr < 0:
        return 0.0  # |X| > thr always
    lp1, lp2 = _log_binom_pmf(n1), _log_binom_pmf(n2)
    suf = np.logaddexp.accumulate(lp2[::-1])[::-1]  # suf[j] = log Pr[B2 >= j]
    pre = np.logaddexp.accumulate(lp2)  # pre[j] = log Pr[B2 <= j]
    b1 = np.arange(n1 + 1)
    terms = []
    ns = len(special)
    for signs in (np.array(np.meshgrid(*([[-1.0, 1.0]] * ns), indexing="ij")).reshape(ns, -1).T if ns
                  else np.zeros((1, 0))):
        x = float(np.dot(signs, special)) + w1 * (2.0 * b1 - n1)  # the rest of X: w2 (2 B2 - n2)
        hi_start = np.floor(((thr - x) / w2 + n2) / 2.0) + 1  # B2 >= this  <=>  w2 (2 B2 - n2) > thr - x
        up = np.where(hi_start <= 0, 0.0, np.where(hi_start > n2, -np.inf,
                                                    suf[np.clip(hi_start, 0, n2).astype(np.int64)]))
        tot = up
        if two_sided:
            lo_end = np.ceil(((-thr - x) / w2 + n2) / 2.0) - 1  # B2 <= this  <=>  ... < -thr - x
            down = np.where(lo_end >= n2, 0.0, np.where(lo_end < 0, -np.inf,
                                                        pre[np.clip(lo_end, 0, n2).astype(np.int64)]))
            tot = np.logaddexp(up, down)
        terms.append(lp1 + tot - ns * math.log(2))
    allt = np.concatenate(terms)
    return float(logsumexp(allt)) if np.isfinite(allt).any() else -math.inf


def toy_weights(n: int, k_high: int, spike: bool, kind: str) -> tuple[list[float], float, float]:
    """The toy model's weights f(z) (Def 3.2/3.3) for the two-valued corners of Def 3.8: k_high entries at
    1.4 log n, the others at log n, and (D1, spike=True) one more entry z_j = 4 log n among the n (so n - 1 - k_high
    low entries). Returns (special weights [f_j] or [], the high weight, the low weight)."""
    L = math.log(n)
    n_low = n - k_high - (1 if spike else 0)
    assert n_low >= 0
    if kind == "lin":
        tot = 4.0 * spike + 1.4 * k_high + n_low
        return ([4.0 / tot] if spike else []), 1.4 / tot, 1.0 / tot
    e = np.array([4.0, 1.4, 1.0]) * L
    cnt = np.array([1.0 if spike else 0.0, float(k_high), float(n_low)])
    lz = logsumexp(e, b=cnt)
    w = np.exp(e - lz)
    return ([float(w[0])] if spike else []), float(w[1]), float(w[2])


# --------------------------------------------- batched exact probabilities (many parameter sets at one (n, d))
#
# Every row here is constant off a few special coordinates, with a non-negative block value v: for a sign
# configuration of the specials (value x there) the row's value is x + v (2J - N), J ~ Bin(N, 1/2) the number of
# +1 signs in the block. It is monotone in J, so each event below is a tail of J per configuration, read from the
# cumulative log sums of the binomial (computed once per N): O(N) per (n, d), then O(rows * 2^specials) per member.


def sign_matrix(s: int) -> np.ndarray:
    """All 2^s sign vectors of {-1, 1}^s, shape (2^s, s) (the order of ``sign_configs``)."""
    if not s:
        return np.zeros((1, 0))
    return np.array(np.meshgrid(*([[-1.0, 1.0]] * s), indexing="ij")).reshape(s, -1).T


_TAILS: dict[int, tuple[np.ndarray, np.ndarray]] = {}


def binom_log_tails(N: int) -> tuple[np.ndarray, np.ndarray]:
    """J ~ Bin(N, 1/2): (suf, pre), both of length N + 2, suf[k] = log Pr[J >= k] and pre[k] = log Pr[J <= k - 1]
    for k = 0..N+1 (suf[N+1] = pre[0] = -inf), exactly in log space; cached per N, read-only."""
    out = _TAILS.get(N)
    if out is None:
        lp = _log_binom_pmf(N)
        suf = np.concatenate((np.logaddexp.accumulate(lp[::-1])[::-1], [-np.inf]))
        pre = np.concatenate(([-np.inf], np.logaddexp.accumulate(lp)))
        suf.setflags(write=False)
        pre.setflags(write=False)
        if len(_TAILS) > 256:
            _TAILS.clear()
        out = _TAILS[N] = (suf, pre)
    return out


def _lse(x: np.ndarray, axis: int = -1) -> np.ndarray:
    """logsumexp along `axis`, -inf where every entry is -inf (no warnings)."""
    m = np.max(x, axis=axis, keepdims=True)
    safe = np.where(np.isfinite(m), m, 0.0)
    with np.errstate(divide="ignore"):
        out = np.log(np.sum(np.exp(x - safe), axis=axis)) + np.squeeze(safe, axis=axis)
    return np.where(np.isfinite(np.squeeze(m, axis=axis)), out, -np.inf)


def _config_values(sp: np.ndarray, s: int) -> np.ndarray:
    """sp (B, R, s): the rows' sum over the specials for every sign configuration, (B, R, 2^s)."""
    return np.einsum("brs,cs->brc", sp, sign_matrix(s)) if s else np.zeros(sp.shape[:2] + (1,))


def _upper_start(x: np.ndarray, v: np.ndarray, thr: np.ndarray, N: int, strict: bool) -> np.ndarray:
    """Smallest j in [0, N+1] with x + v (2j - N) > thr (>= if not strict); N + 1: never. x (B,R,C), v (B,R,1),
    thr broadcastable; v >= 0."""
    def fires(j: np.ndarray) -> np.ndarray:
        val = x + v * (2.0 * j - N)
        return val > thr if strict else val >= thr

    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        q = np.nan_to_num(((thr - x) / v + N) / 2.0, nan=0.0, posinf=N + 1.0, neginf=-1.0)
    k = np.clip(np.floor(q) + 1 if strict else np.ceil(q), 0, N + 1)
    k = np.where(v > 0, k, np.where(fires(np.zeros_like(k)), 0, N + 1))
    k = np.where((k <= N) & ~fires(k), k + 1, k)  # one rounding step either way (the event is monotone in j)
    k = np.where((k >= 1) & fires(k - 1), k - 1, k)
    return k.astype(np.int64)


def _lower_end(x: np.ndarray, v: np.ndarray, thr: np.ndarray, N: int) -> np.ndarray:
    """Largest j in [-1, N] with x + v (2j - N) <= -thr; -1: never."""
    def low(j: np.ndarray) -> np.ndarray:
        return x + v * (2.0 * j - N) <= -thr

    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        q = np.nan_to_num(((-thr - x) / v + N) / 2.0, nan=0.0, posinf=N + 1.0, neginf=-2.0)
    k = np.clip(np.floor(q), -1, N)
    k = np.where(v > 0, k, np.where(low(np.zeros_like(k)), N, -1))
    k = np.where((k >= 0) & ~low(k), k - 1, k)
    k = np.where((k + 1 <= N) & low(k + 1), k + 1, k)
    return k.astype(np.int64)


def fire_logprob_batch(sp: np.ndarray, v: np.ndarray, N: int, tau: np.ndarray | float) -> np.ndarray:
    """Per member b: log Pr_y[max_r <row_r, y> > tau_b], exactly (as ``fire_logprob``, strict). sp (B, R, s): the
    rows' values at the special coordinates; v (B, R) >= 0: their value on the N block coordinates; tau scalar or
    (B,). Returns (B,)."""
    s = sp.shape[-1]
    x = _config_values(sp, s)
    thr = np.asarray(tau, float).reshape(-1, 1, 1)
    U = _upper_start(x, v[..., None], thr, N, strict=True).min(axis=1)  # (B, C): union over the rows
    suf, _ = binom_log_tails(N)
    return _lse(suf[U] - s * math.log(2))


def abs_ge_logprob_batch(sp: np.ndarray, v: np.ndarray, N: int, thr: np.ndarray | float) -> np.ndarray:
    """Per member: max over the rows of log Pr_y[|<row_r, y>| >= thr], exactly (the worse row, as the whp lemmas
    D.8/D.12/D.16/F.8/F.16 quantify every row). Shapes as ``fire_logprob_batch``."""
    s = sp.shape[-1]
    x = _config_values(sp, s)
    t = np.asarray(thr, float).reshape(-1, 1, 1)
    U = _upper_start(x, v[..., None], t, N, strict=False)  # (B, R, C)
    L = _lower_end(x, v[..., None], t, N)
    suf, pre = binom_log_tails(N)
    per = np.where(L >= U - 1, 0.0, np.logaddexp(suf[U], pre[np.clip(L + 1, 0, N + 1)]))
    return _lse(per - s * math.log(2)).max(axis=1)


def joint_failure_logprob_batch(sp: np.ndarray, v: np.ndarray, N: int, good: np.ndarray, tau: np.ndarray | float,
                                m: np.ndarray) -> np.ndarray:
    """Per member: log Pr_y[not E] as ``joint_failure_logprob`` (one tau for every network), rows of all networks
    stacked on axis 1, good (R,) marking the rows of the networks that must fire; m (B,) units."""
    s = sp.shape[-1]
    x = _config_values(sp, s)
    thr = np.asarray(tau, float).reshape(-1, 1, 1)
    k = _upper_start(x, v[..., None], thr, N, strict=True)  # (B, R, C)
    good = np.asarray(good, bool)
    Ub = k[:, ~good].min(axis=1)
    Ug = k[:, good].min(axis=1)
    suf, pre = binom_log_tails(N)
    lbad = _lse(suf[Ub] - s * math.log(2))
    lnone = _lse(pre[np.minimum(Ub, Ug)] - s * math.log(2))
    return np.logaddexp(log_any_of_m_batch(lbad, m), np.where(lnone > -np.inf, np.asarray(m, float) * lnone, -np.inf))


def log_any_of_m_batch(logp: np.ndarray, m: np.ndarray) -> np.ndarray:
    """``log_any_of_m`` elementwise: log(1 - (1 - p)^m)."""
    logp, m = np.asarray(logp, float), np.asarray(m, float)
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        p = np.exp(logp)
        mid = np.log(-np.expm1(m * np.log1p(-np.minimum(p, 1.0))))
        out = np.where(p > 1e-300, mid, logp + np.log(m))
    return np.where(logp == -np.inf, -np.inf, np.where(p >= 1.0, 0.0, out))


def log_none_of_m_batch(logp: np.ndarray, m: np.ndarray) -> np.ndarray:
    """``log_none_of_m`` elementwise: m log(1 - p)."""
    logp, m = np.asarray(logp, float), np.asarray(m, float)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = np.where(logp > -np.inf, np.exp(logp), 0.0)
        return np.where(p >= 1.0, -np.inf, m * np.log1p(-np.minimum(p, 1.0)))


def _spike_weights(n: int, e: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Softmax rows of n entries, one at exponent e*log n above the n-1 others, for an array of spike exponents e:
    (spike weight, each other weight), computed without cancellation (spike weight = 1 / (1 + e^x))."""
    x = math.log(n - 1) - e * math.log(n)
    return expit(-x), expit(x) / (n - 1)


def _specials_of(col0: np.ndarray, block: np.ndarray, ipv: np.ndarray, last: np.ndarray, d: int, ip: int,
                 specials: list[int], ip_wins: bool = False) -> np.ndarray:
    """The values at `specials` of rows built as r[0] = col0, r[1:d-1] = block, r[ip] = ipv, r[d-1] = last
    (assigned in that order, as the scalar closed forms do; ip_wins: r[d-1] before r[ip]): (B, s)."""
    cols = []
    for j in specials:
        if ip_wins and j == ip:
            cols.append(ipv)
        else:
            cols.append(last if j == d - 1 else col0 if j == 0 else ipv if j == ip else block)
    return np.stack(cols, axis=-1)


def rows_self_x1_batch(n: int, d: int, a: np.ndarray, b: np.ndarray, c: np.ndarray, kind: str, specials: list[int],
                       ip: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """``rows_self_x1`` for arrays a, b, c (B,), compressed: (values at `specials` (B, 2, s), block value (B, 2)) of
    (row j3, row j0 != j3)."""
    t = n // (d - 2)
    s = math.sqrt(math.log(n))
    if kind == "exp":
        f33, g3 = _spike_weights(n, a * (1 + a))
        fs, g = _spike_weights(n, a)
    else:
        f33 = fs = (1 + a) / (n + a)
        g3 = g = 1 / (n + a)
    out, blocks = [], []
    for fj3, go in ((f33, g3), (fs, g)):
        block = b * s * t * go
        out.append(_specials_of(a * s * fj3, block, b * s * (fj3 + (t - 1) * go), c * s + 0 * a, d, ip, specials))
        blocks.append(block)
    return np.stack(out, axis=1), np.stack(blocks, axis=1)


def row_j3_self_xi_batch(n: int, d: int, a: np.ndarray, b: np.ndarray, c: np.ndarray, specials: list[int],
                         ip: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """``row_j3_self_xi`` for arrays a, b, c (B,), compressed: ((B, 1, s), (B, 1))."""
    t = n // (d - 2)
    L = math.log(n)
    s = math.sqrt(L)
    e = np.stack([a * a + b * b + c * c, b * b + c * c, c * c], axis=-1) * L
    cnt = np.array([1.0, float(t - 1), float(n - t)])
    w = np.exp(e - logsumexp(e, b=cnt, axis=-1, keepdims=True))
    block = b * s * t * w[:, 2]
    sp = _specials_of(a * s * w[:, 0], block, b * s * (w[:, 0] + (t - 1) * w[:, 1]), c * s, d, ip, specials)
    return sp[:, None, :], block[:, None]


def rows_cross_batch(n: int, d: int, a: np.ndarray, kind: str, specials: list[int],
                     ip: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """``rows_cross`` for an array a (B,), compressed: ((B, 2, s), (B, 2)) of (row j2, rows j0 != j2)."""
    t = n // (d - 1)
    if kind == "exp":
        fs, g = _spike_weights(n, a)
    else:
        fs, g = (1 + a) / (n + a), 1 / (n + a)
    one = np.ones_like(a)
    r = _specials_of(fs, t * g, fs + (t - 1) * g, t * g, d, ip, specials, ip_wins=True)
    u = _specials_of(one / n, one * t / n, one * t / n, one * t / n, d, ip, specials)
    return np.stack([r, u], axis=1), np.stack([t * g, one * t / n], axis=1)
