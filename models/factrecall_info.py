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
