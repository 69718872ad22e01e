"""Information-theoretic quantities of Section 6 of Nichani, Lee & Bietti (factual recall).

* Explicit B-bit learners for Theorem 7 and their exact expected cross-entropy loss.
* The LP behind the bit-allocation bound (cvxpy, CLARABEL or HIGHS), with its closed form.
* Entropies of the random answer sets of Lemmas 8 and 9 (lgamma arithmetic) and the mutual
  informations of Lemma 11 on a joint pmf.

No torch is needed here except for the joint-pmf quantities (float64 tensors); exact versions use
``fractions.Fraction`` and mpmath.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

import mpmath
import numpy as np
import torch

# ------------------------------------------------------------------------------------ Theorem 7 learners


def greedy_parts(N: int, M: int, B: int) -> list[int]:
    """Parts per input of the greedy B-bit learner: the most probable inputs first, each told which of K_x
    near-equal parts of [M] holds f*(x), with prod_x K_x <= 2^B (one joint B-bit message encodes them)."""
    cap, prod, out = 2**B, 1, []
    for _ in range(N):
        k = max(1, min(M, cap // prod))
        out.append(k)
        prod *= k
    return out


def random_parts(N: int, M: int, B: int, rng: np.random.Generator) -> list[int]:
    """A random feasible learner: inputs visited in random order, each taking a random number of parts
    that still fits in the budget (prod K_x <= 2^B)."""
    cap, prod, out = 2**B, 1, [1] * N
    for x in rng.permutation(N):
        room = min(M, cap // prod)
        k = int(rng.integers(1, room + 1)) if room > 1 else 1
        out[int(x)] = k
        prod *= k
    return out


def bits_used(parts: Sequence[int]) -> float:
    """log2 of the number of messages the learner needs (<= B for a feasible learner)."""
    return float(sum(math.log2(k) for k in parts))


def _part_sizes(M: int, K: int) -> list[tuple[int, int]]:
    """[(size, count)] of K near-equal parts of [M]."""
    q, r = divmod(M, K)
    return [(q + 1, r), (q, K - r)] if r else [(q, K)]


def input_loss(M: int, K: int, unit: str) -> float:
    """Expected -log f_hat(x)_{f*(x)} when f*(x) ~ Unif[M] and the learner predicts uniformly on the part
    (of K near-equal parts) that holds f*(x): sum_parts (s/M) log s."""
    lg = math.log2 if unit == "bits" else math.log
    return sum(c * s / M * lg(s) for s, c in _part_sizes(M, K) if s > 1)


def input_loss_exact(M: int, K: int, unit: str) -> Any:
    """Exact version of :func:`input_loss`: a Fraction when every part size is a power of two in bits,
    else an mpmath number at the working precision."""
    sizes = _part_sizes(M, K)
    if unit == "bits" and all(s & (s - 1) == 0 for s, _ in sizes):
        return sum((Fraction(c * s, M) * (s.bit_length() - 1) for s, c in sizes), Fraction(0))
    lg = (lambda s: mpmath.log(s) / mpmath.log(2)) if unit == "bits" else mpmath.log
    return mpmath.fsum(mpmath.mpf(c * s) / M * lg(s) for s, c in sizes if s > 1)


def learner_loss(p: Sequence[float], M: int, parts: Sequence[int], unit: str) -> float:
    """E_{f*, f_hat}[L(f_hat)] of the partition learner, exactly (no sampling): sum_x p(x) loss_x."""
    return float(sum(px * input_loss(M, k, unit) for px, k in zip(p, parts, strict=True)))


def learner_loss_exact(weights: Sequence[int], M: int, parts: Sequence[int], unit: str, dps: int = 60) -> Any:
    """Exact expected loss with p = weights / sum(weights) as Fractions (mpmath where logs are irrational)."""
    with mpmath.workdps(dps):
        tot = sum(int(w) for w in weights)
        terms = [(Fraction(int(w), tot), input_loss_exact(M, k, unit)) for w, k in zip(weights, parts, strict=True)]
        if all(isinstance(t, Fraction) for _, t in terms):
            return sum((px * t for px, t in terms), Fraction(0))
        return mpmath.fsum(mpmath.mpf(px.numerator) / px.denominator * t for px, t in terms)


# ------------------------------------------------------------------------------------ the LP (Theorem 7)


def allocation_lp(p: Sequence[float], M: int, B: int, unit: str, solver: str = "CLARABEL") -> tuple[float, str]:
    """min_I sum_x p(x)(log M - I_x) s.t. sum_x I_x <= B', 0 <= I_x <= log M (B' = B bits in the unit).

    The proof of Theorem 7 bounds the loss by this LP (I_x = I(f*(x); f_hat)). Returns (value, status),
    re-checking feasibility of the solver's point instead of trusting its status."""
    import cvxpy as cp

    lm = math.log2(M) if unit == "bits" else math.log(M)
    budget = B if unit == "bits" else B * math.log(2)
    pv = np.asarray(p, dtype=float)
    x = cp.Variable(pv.size)
    prob = cp.Problem(cp.Minimize(pv @ (lm - x)), [cp.sum(x) <= budget, x >= 0, x <= lm])
    prob.solve(solver=solver)
    if x.value is None:
        return math.nan, str(prob.status)
    xv = np.clip(x.value, 0.0, lm)
    if xv.sum() > budget + 1e-7 * max(1.0, budget):  # scale back onto the budget: stays feasible
        xv *= budget / xv.sum()
    return float(pv @ (lm - xv)), str(prob.status)


# ---------------------------------------------------------------------------------- Lemmas 8, 9, 11


def _lbinom(n: int, k: int) -> float:
    return math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1)


def lemma8_entropy_gap(R: int, D: int, V: int) -> float:
    """sum_r H(A_r) - H(A_1..A_R) in nats for A_r uniform size-D subsets of [V] conditioned on being
    pairwise disjoint: R log C(V, D) - sum_{r<R} log C(V - rD, D)."""
    return R * _lbinom(V, D) - sum(_lbinom(V - r * D, D) for r in range(R))


def lemma8_entropy_gap_mp(R: int, D: int, V: int, dps: int = 60) -> Any:
    """High-precision :func:`lemma8_entropy_gap` (exact binomials, mpmath log)."""
    with mpmath.workdps(dps):
        num = math.comb(V, D) ** R
        den = math.prod(math.comb(V - r * D, D) for r in range(R))
        return mpmath.log(mpmath.mpf(num)) - mpmath.log(mpmath.mpf(den))


def lemma9_entropy_gap(D: int, V: int) -> float:
    """sum_i H(z_i) - H(z_1..z_D) = log(V^D/(V)_D) for D distinct uniform draws z_i from [V] (nats)."""
    return D * math.log(V) - (math.lgamma(V + 1) - math.lgamma(V - D + 1))


def lemma9_entropy_gap_mp(D: int, V: int, dps: int = 60) -> Any:
    """High-precision :func:`lemma9_entropy_gap`."""
    with mpmath.workdps(dps):
        return mpmath.log(mpmath.mpf(V) ** D / mpmath.mpf(math.perm(V, D)))


def _entropy(p: torch.Tensor) -> torch.Tensor:
    p = p.reshape(-1)
    q = p[p > 0]
    return -(q * q.log()).sum()


def mutual_informations(P: torch.Tensor) -> dict[str, float]:
    """I(X,Y;Z), I(X;Z), I(Y;Z), I(X;Y) (nats) of a joint pmf P[x, y, z]."""
    hx, hy, hz = _entropy(P.sum((1, 2))), _entropy(P.sum((0, 2))), _entropy(P.sum((0, 1)))
    hxy, hxz, hyz, hxyz = _entropy(P.sum(2)), _entropy(P.sum(1)), _entropy(P.sum(0)), _entropy(P)
    return {"i_xy_z": float(hxy + hz - hxyz), "i_xz": float(hx + hz - hxz), "i_yz": float(hy + hz - hyz),
            "i_xy": float(hx + hy - hxy)}


def mutual_informations_mp(P: np.ndarray, dps: int = 60) -> dict[str, Any]:
    """High-precision :func:`mutual_informations` (the pmf's float64 entries taken exactly)."""
    with mpmath.workdps(dps):
        a = np.vectorize(lambda v: mpmath.mpf(float(v)), otypes=[object])(P)

        def H(q: np.ndarray) -> Any:
            return -mpmath.fsum(v * mpmath.log(v) for v in q.reshape(-1) if v > 0)

        hx, hy, hz = H(a.sum((1, 2))), H(a.sum((0, 2))), H(a.sum((0, 1)))
        hxy, hxz, hyz, hxyz = H(a.sum(2)), H(a.sum(1)), H(a.sum(0)), H(a)
        return {"i_xy_z": hxy + hz - hxyz, "i_xz": hx + hz - hxz, "i_yz": hy + hz - hyz, "i_xy": hx + hy - hxy}


def _poly_mul(a: list, b: list) -> list:
    out = [Fraction(0)] * (len(a) + len(b) - 1)
    for i, x in enumerate(a):
        if x:
            for j, y in enumerate(b):
                out[i + j] += x * y
    return out


def one_dim_moment(n: int, domain: str, d: int = 1) -> Fraction:
    """E t^n, exact: t ~ N(0,1) ((n-1)!! for even n), or t = x_1 of x uniform on S^{d-1} (Beta law:
    E t^{2k} = prod_{j<k} (2j+1)/(d+2j)); odd moments vanish."""
    if n % 2:
        return Fraction(0)
    out = Fraction(1)
    for j in range(n // 2):
        out *= Fraction(2 * j + 1) if domain == "gauss" else Fraction(2 * j + 1, d + 2 * j)
    return out


def poly_power_mean(coeffs: list, q: int, domain: str, d: int = 1) -> Fraction:
    """E[f(t)^q] exactly for f(t) = sum_j coeffs[j] t^j (rational coefficients) and t as in one_dim_moment."""
    c = [Fraction(x) for x in coeffs]
    acc = [Fraction(1)]
    for _ in range(q):
        acc = _poly_mul(acc, c)
    return sum((a * one_dim_moment(n, domain, d) for n, a in enumerate(acc) if a), Fraction(0))


# ------------------------------------------------------------------------ Lemma 10 and Theorem 8 (E.2)


def lemma10_terms(V: int, D: int, Q: Sequence[Sequence[Any]], fhat: Sequence[Sequence[Any]],
                  exact: bool = False, dps: int = 60) -> tuple[Any, Any]:
    """(I(a*; f_hat | A_r), l) in nats for one (s, r), by exact enumeration of the answer set A_r.

    A_r is a uniform size-D subset of [V], a* = a*(s, r) uniform on A_r, the learner's message F in [K] has
    law Q[a][F] given a* = a (the Markov chain A_r -> a* -> F -> f_hat), and f_hat = fhat[F] in Delta_V (a
    function of F; messages with identical rows are merged, so the information is about f_hat itself).
    l = E[-log f_hat_{a*}] (inf when f_hat puts no mass on a reachable a*). Floats (numpy) or, with exact=True,
    rational inputs and mpmath logs at ``dps`` digits."""
    import itertools

    rows = [tuple(r) for r in fhat]
    groups: dict[tuple, list[int]] = {}
    for F, r in enumerate(rows):
        groups.setdefault(r, []).append(F)
    ids = list(groups.values())
    ctx = mpmath.workdps(dps) if exact else _NullCtx()
    with ctx:
        if exact:
            conv, log, zero, inf = _to_mp, mpmath.log, mpmath.mpf(0), mpmath.inf
        else:
            conv, log, zero, inf = float, math.log, 0.0, math.inf
        Qc = [[conv(x) for x in row] for row in Q]
        fc = [[conv(x) for x in row] for row in fhat]
        PG = [[sum((Qc[a][F] for F in g), zero) for g in ids] for a in range(V)]  # P(f_hat = g | a*)
        subsets = list(itertools.combinations(range(V), D))
        info_sum = zero
        for A in subsets:  # I(a*; G | A_r = A) with a* uniform on A
            pg = [sum((PG[a][j] for a in A), zero) / D for j in range(len(ids))]
            for a in A:
                for j in range(len(ids)):
                    if PG[a][j] > 0:
                        info_sum += PG[a][j] / D * log(PG[a][j] / pg[j])
        mi = info_sum / len(subsets)
        # l: a* is marginally uniform on [V] (every a lies in the same number of subsets)
        ell = zero
        for a in range(V):
            for F in range(len(rows)):
                if Qc[a][F] > 0:
                    if fc[F][a] <= 0:
                        return mi, inf
                    ell += Qc[a][F] / V * (-log(fc[F][a]))
        return mi, ell


def _to_mp(x: Any) -> Any:
    return mpmath.mpf(x.numerator) / x.denominator if isinstance(x, Fraction) else mpmath.mpf(x)


class _NullCtx:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *a: object) -> None:
        return None


def _stirling2_row(n: int, kmax: int | None = None) -> list[int]:
    """S(n, k) for k = 0..min(n, kmax) (Stirling numbers of the second kind; the recursion S(m, k) = k S(m-1, k) +
    S(m-1, k-1) needs only k <= kmax of the previous row)."""
    top = n if kmax is None else min(n, kmax)
    row = [1]  # n = 0
    for m in range(1, n + 1):
        new = [0] * (min(m, top) + 1)
        for k in range(1, min(m, top) + 1):
            new[k] = k * (row[k] if k < len(row) else 0) + row[k - 1]
        row = new
    return row


def distinct_count_pmf(S: int, D: int) -> list[Fraction]:
    """P(k distinct values) for S i.i.d. uniform draws from D values, k = 0..D (exact)."""
    st2 = _stirling2_row(S, D)
    out = [Fraction(0)] * (D + 1)
    for k in range(1, min(S, D) + 1):
        out[k] = Fraction(math.comb(D, k) * math.factorial(k) * st2[k], D**S)
    if S == 0:
        out[0] = Fraction(1)
    return out


def astar_entropy_bits(S: int, R: int, D: int, V: int, dps: int = 60) -> Any:
    """H(a*) in bits for Theorem 8's generator: A_1..A_R uniform size-D subsets of [V] conditioned on pairwise
    disjointness, a*(s, r) i.i.d. uniform on A_r. Exact (mpmath at ``dps`` digits), from
    H(a*) = H(A, a*) - H(A | a*) = log N_tot + SR log D - E log N_compat(a*), where given a* every compatible
    A is equally likely and N_compat = (V - K)! / ((V - RD)! prod_r (D - k_r)!) with k_r the number of
    distinct answers of relation r among the S subjects (independent across r) and K = sum_r k_r."""
    if V < R * D:
        raise ValueError("need |V| >= RD for disjoint answer sets")
    with mpmath.workdps(dps):
        pk = distinct_count_pmf(S, D)
        # distribution of K = sum_r k_r and E[sum_r log (D - k_r)!] = R E[log (D - k)!]
        dist = {0: Fraction(1)}
        for _ in range(R):
            nd: dict[int, Fraction] = {}
            for K, pK in dist.items():
                for k, p in enumerate(pk):
                    if p:
                        nd[K + k] = nd.get(K + k, Fraction(0)) + pK * p
            dist = nd
        lf = mpmath.loggamma
        e_log_fact = mpmath.fsum(mpmath.mpf(p.numerator) / p.denominator * lf(D - k + 1) for k, p in enumerate(pk) if p)
        e_log_vk = mpmath.fsum(mpmath.mpf(p.numerator) / p.denominator * lf(V - K + 1) for K, p in dist.items())
        e_log_compat = e_log_vk - lf(V - R * D + 1) - R * e_log_fact
        log_ntot = mpmath.fsum(lf(V - r * D + 1) - lf(D + 1) - lf(V - r * D - D + 1) for r in range(R))
        h_nats = log_ntot + S * R * mpmath.log(D) - e_log_compat
        return h_nats / mpmath.log(2)


def astar_entropy_bits_bruteforce(S: int, R: int, D: int, V: int) -> float:
    """Second path for tiny instances: the pmf of the table a* by enumerating every ordered tuple of disjoint
    answer sets and every table (S*R entries), then its entropy in bits."""
    import itertools

    tuples = []

    def rec(r: int, used: frozenset, acc: list) -> None:
        if r == R:
            tuples.append(list(acc))
            return
        for A in itertools.combinations([v for v in range(V) if v not in used], D):
            rec(r + 1, used | set(A), acc + [A])

    rec(0, frozenset(), [])
    pmf: dict[tuple, Fraction] = {}
    w = Fraction(1, len(tuples) * D ** (S * R))
    for As in tuples:
        for cols in itertools.product(*[itertools.product(A, repeat=S) for A in As]):
            pmf[cols] = pmf.get(cols, Fraction(0)) + w
    return -sum(float(p) * math.log2(float(p)) for p in pmf.values())
