"""Bounds of Lemma 3 / Theorems 4 and 11 of Nichani, Lee & Bietti (factual recall, App. C.2). Pure Python.

Conventions: sigma = sum_j coef[j] h_j with h_j = He_j / sqrt(j!) orthonormal (Assumption 3, F.1); the proof's
c_{p+k} := E[sigma^{(p+k)}(z)] (L790) equals sqrt((p+k)!) coef[p+k]. phi~ = Pi_P phi with P of dimension
n = floor(d/2) and phi uniform on S^{d-1}, so |phi~|^2 ~ Beta(n/2, (d-n)/2).
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import mpmath


def _beta_moment(j: int | float, d: int) -> Fraction | float:
    """E X^j for X = |Pi_P phi|^2 ~ Beta(n/2, (d-n)/2), n = floor(d/2): prod_{i<j} (n/2 + i)/(d/2 + i) for
    integer j (a rational), Gamma(n/2 + j) Gamma(d/2) / (Gamma(n/2) Gamma(d/2 + j)) otherwise (float)."""
    n = d // 2
    if isinstance(j, float) and not j.is_integer():
        return math.exp(math.lgamma(n / 2 + j) + math.lgamma(d / 2) - math.lgamma(n / 2) - math.lgamma(d / 2 + j))
    out = Fraction(1)
    for i in range(int(j)):
        out *= Fraction(n + 2 * i, d + 2 * i)
    return out


def _dfact(n: int) -> int:
    """(n-1)!! = E Z^n for even n >= 0."""
    return math.prod(range(n - 1, 0, -2)) if n else 1


def _scale(coef: Any, j: int, N: int) -> Any:
    """coef[j] sqrt(j!)/(j - N)!: the He_{j-N} coefficient of sigma^{(N)} (h_j' = sqrt(j) h_{j-1})."""
    c = coef[j]
    if isinstance(c, mpmath.mpf):
        return c * mpmath.sqrt(math.factorial(j)) / math.factorial(j - N)
    return float(c) * math.sqrt(math.factorial(j)) / math.factorial(j - N)


def lemma3_mean(d: int, p: int, k: int, coef: tuple) -> Any:
    """E[gamma_sra] by the proof's display (L808); see :func:`lemma3_mean_general`."""
    return lemma3_mean_general(d, p, k, coef)


def lemma3_mean_general(d: int, p: int, k: int, coef: tuple, xpow: float | None = None,
                        ypow: float | None = None, norm_in_argument: bool = True) -> Any:
    """E[gamma_sra] by the proof's display (L808): E[sigma^{(p+k)}(Z sqrt(X + Y)) X^p Y^k], X = |phi~(s)|^2 and
    Y = |phi~(r)|^2 independent Beta(n/2, (d-n)/2), Z ~ N(0, 1).

    Statement: Lemma 3 proof, L800-L808 (identity of expectations over the embeddings and the w_i). Kind: exact.
    Assumptions: p, k odd; tokens s, r and the answers distinct, embeddings i.i.d. uniform on S^{d-1}.
    Evaluated exactly: E_Z He_l(tau Z) = (tau^2 - 1)^{l/2} (l-1)!! (l even), then Beta moments in rationals;
    only coef[j] sqrt(j!) is irrational (mpmath when coef holds mpf numbers)."""
    N = p + k
    xp = p if xpow is None else xpow
    yk = k if ypow is None else ypow
    total: Any = 0
    for j in range(N, len(coef)):
        l = j - N  # noqa: E741
        if l % 2 or coef[j] == 0:
            continue
        h = l // 2 if norm_in_argument else 0  # without the norm: E_Z He_l(Z) = 0 unless l = 0
        if not norm_in_argument and l:
            continue
        # E[(X + Y - 1)^h X^p Y^k] = sum_{a+b+c=h} h!/(a! b! c!) (-1)^c E X^{p+a} E Y^{k+b}
        rat = Fraction(0)
        for a in range(h + 1):
            for b in range(h - a + 1):
                c = h - a - b
                rat += (Fraction(math.factorial(h), math.factorial(a) * math.factorial(b) * math.factorial(c))
                        * (-1) ** c * _beta_moment(xp + a, d) * _beta_moment(yk + b, d))
        sc = _scale(coef, j, N)
        if isinstance(rat, Fraction) and isinstance(sc, mpmath.mpf):
            total = total + sc * _dfact(l) * mpmath.mpf(rat.numerator) / rat.denominator
        else:
            total = total + sc * _dfact(l) * float(rat)
    return total


def c_pk(p: int, k: int, coef: tuple) -> Any:
    """The proof's c_{p+k} := E[sigma^{(p+k)}(z)] = sqrt((p+k)!) coef[p+k] (0 when deg sigma < p + k)."""
    N = p + k
    return _scale(coef, N, N) if N < len(coef) else 0.0


def lemma3_limit(d: int, p: int, k: int, coef: tuple) -> Any:
    """c_{p+k} 2^{-p-k}: the d -> infinity limit of E[gamma_sra] (L812, |E gamma - c 2^{-p-k}| <~ 1/d)."""
    return c_pk(p, k, coef) / 2 ** (p + k)


def thm11_heads(S: int, R: int, M: int, d: int, d_h: int) -> int:
    """H = H'(N_S + N_R), H' = ceil(d/d_h), N_S = ceil(S/M), N_R = ceil(R/M): the number of heads of the proof of
    Theorem 11 (L929, L955). Kind: explicit bookkeeping (the construction fits in this many heads)."""
    return -(-d // d_h) * (-(-S // M) + -(-R // M))


def thm4_noise_exponent() -> float:
    """Claimed decay exponent of the noise-to-signal ratio Var(gamma)/E[gamma]^2 of the composed construction in d
    with m proportional to d (proof of Lemma 3, L866-L896: every term is O(1/m) + O(SR/(md)) + O(d^{-min(p,k)}))."""
    return -1.0


def thm4_accuracy() -> float:
    """Theorem 4 (L183-L191): the argmax prediction is right with probability 1 (accuracy 1 over every fact)."""
    return 1.0
