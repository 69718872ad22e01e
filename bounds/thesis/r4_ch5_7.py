"""thesis, Appendix D (proof of Lemma D.2.2, L6850-L6893): the printed sides of the displays (D.31), (D.32) and the
unnumbered chain for |c_0| (L6884), encoded by ``thmcheck.checks.papers.thesis.r4_ch5_7``.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (float or mpmath).
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import mpmath

from thmcheck.bounds.num import exp, log, sqrt


def _mp(*xs: Any) -> bool:
    return any(isinstance(x, mpmath.mpf) for x in xs)


def _pi(*xs: Any) -> Any:
    return mpmath.pi if _mp(*xs) else math.pi


def _ncdf(x: Any) -> Any:
    """Standard normal CDF Phi(x)."""
    return mpmath.ncdf(x) if _mp(x) else 0.5 * math.erfc(-x / math.sqrt(2.0))


def dfact(n: int) -> int:
    """The double factorial n!! (1 for n <= 0)."""
    return math.prod(range(n, 0, -2)) if n > 0 else 1


# ------------------------------------------------------------------ (D.31) L6868: the last step, even i


def eqD31_printed(i: int, t: Any) -> Any:
    """(D.31)'s right end: t^{1-i} (i-1)!! / (100 i^2)."""
    return t ** (1 - i) * dfact(i - 1) / (100 * i * i)


def eqD31_corrected(i: int, t: Any) -> Any:
    """A bound that the line before it does meet: t^{1-i} (i-1)!! / (100 i^2 + 12.5 t^2) (from 1 - e^{-x} >= x/(1 + x)
    and 3 (100 i^2 + 12.5 t^2) >= 8 pi (8 i^2 + t^2 + 1) for i >= 1)."""
    return t ** (1 - i) * dfact(i - 1) / (100 * i * i + 12.5 * t * t)


def eqD31_mutant(i: int, t: Any) -> Any:
    """A wrong constant: t^{1-i} (i-1)!! / (10 i^2)."""
    return t ** (1 - i) * dfact(i - 1) / (10 * i * i)


def eqD31_line_before(i: int, t: Any) -> Any:
    """(D.31)'s line before the last: t^{-i} t/(t^2+1) (i-1)!! 3/(8 pi) (1 - exp(-(t^2+1)/(8 i^2)))."""
    pi = _pi(t)
    return t ** (-i) * t / (t * t + 1) * dfact(i - 1) * 3 / (8 * pi) * (1 - exp(-(t * t + 1) / (8 * i * i)))


# ------------------------------------------------------------------ L6884: the chain for |c_0|, odd i


def c0chain_printed(i: int) -> Any:
    """L6884's last link, its right side: 3/(2 pi i)."""
    return 3 / (2 * math.pi * i)


def c0chain_mutant(i: int) -> Any:
    """A wrong right side: 3/(2 pi i^2)."""
    return 3 / (2 * math.pi * i * i)


# ------------------------------------------------------------------ (D.32) L6886-L6893, odd i


def _d32_common(i: int, t: Any) -> Any:
    """t^{-i} (i-1)!! 3/(4 pi^2 i) t/sqrt(t^2+1) sqrt(2 pi), the factor shared by (D.32)'s lines 3-5."""
    pi = _pi(t)
    return t ** (-i) * dfact(i - 1) * 3 / (4 * pi * pi * i) * t / sqrt(t * t + 1) * sqrt(2 * pi)


def eqD32_line3(i: int, t: Any) -> Any:
    """(D.32) line 3 (L6890): the common factor times (2 Phi(sqrt(t^2+1)/(2i)) - 1)."""
    return _d32_common(i, t) * (2 * _ncdf(sqrt(t * t + 1) / (2 * i)) - 1)


def eqD32_line4(i: int, t: Any) -> Any:
    """(D.32) line 4 (L6891): the common factor times (2 Phi(sqrt(t^2+1)/2) - 1)/i."""
    return _d32_common(i, t) * (2 * _ncdf(sqrt(t * t + 1) / 2) - 1) / i


def eqD32_line4_mutant(i: int, t: Any) -> Any:
    """A wrong line 4: the division by i dropped."""
    return _d32_common(i, t) * (2 * _ncdf(sqrt(t * t + 1) / 2) - 1)


def eqD32_last(i: int, t: Any) -> Any:
    """(D.32)'s right end (L6892): t^{1-i}/sqrt(t^2+1) (i-1)!!/(100 i^2)."""
    return t ** (1 - i) / sqrt(t * t + 1) * dfact(i - 1) / (100 * i * i)


def eqD32_last_mutant_constant(i: int, t: Any) -> Any:
    """A wrong constant: 1/(10 i^2)."""
    return t ** (1 - i) / sqrt(t * t + 1) * dfact(i - 1) / (10 * i * i)


def eqD32_last_mutant_t(i: int, t: Any) -> Any:
    """Wrong along t: the factor 1/sqrt(t^2+1) dropped."""
    return t ** (1 - i) * dfact(i - 1) / (100 * i * i)


def eqD32_geq_reading(i: int, t: Any) -> Any:
    """The reading '=' as '>=' written for the claim's '==' comparison: line 3 == max(line 3, line 4) holds exactly
    when line 3 >= line 4."""
    a, b = eqD32_line3(i, t), eqD32_line4(i, t)
    return a if a >= b else b


# ------------------------------------------------------------------ Lemma D.2.3's proof: Hermite bounds (L6906, D.37)


def hermite_sum_from1(i: int, x: Any) -> Any:
    """L6906's right side: sum_{j=1}^{floor(i/2)} |x|^{i-2j} i^{2j} / j!."""
    ax = abs(x)
    return sum(ax ** (i - 2 * j) * i ** (2 * j) / math.factorial(j) for j in range(1, i // 2 + 1))


def hermite_sum_from0(i: int, x: Any) -> Any:
    """The same sum from j = 0 (the leading term |x|^i included): a valid bound on |He_i(x)|."""
    ax = abs(x)
    return sum(ax ** (i - 2 * j) * i ** (2 * j) / math.factorial(j) for j in range(0, i // 2 + 1))


def hermite_sum_from1_no_factorial(i: int, x: Any) -> Any:
    """A wrong variant: L6906's sum without the 1/j!."""
    ax = abs(x)
    return sum(ax ** (i - 2 * j) * i ** (2 * j) for j in range(1, i // 2 + 1))


def eqD37_printed(i: int, x: Any) -> Any:
    """(D.37)'s right side: sum_{j=0}^{floor(i/2)} |x|^{i-2j} i^{2j}."""
    ax = abs(x)
    return sum(ax ** (i - 2 * j) * i ** (2 * j) for j in range(0, i // 2 + 1))


def eqD37_corrected(i: int, x: Any) -> Any:
    """i times the bound on |He_{i-1}| (He_i' = i He_{i-1}): i sum_{j=0}^{floor((i-1)/2)} |x|^{i-1-2j} i^{2j}/j!."""
    ax = abs(x)
    return i * sum(ax ** (i - 1 - 2 * j) * i ** (2 * j) / math.factorial(j) for j in range(0, (i - 1) // 2 + 1))


def eqD37_mutant(i: int, x: Any) -> Any:
    """A wrong variant: the sum of (D.37) from j = 1."""
    ax = abs(x)
    return sum(ax ** (i - 2 * j) * i ** (2 * j) for j in range(1, i // 2 + 1))


# ------------------------------------------------------------------ (D.28) L6840: the third step, proof of Lemma D.2.1


def _coef(c0: Any, c1: Any, c2: Any, c3: Any, c4: Any, c5: Any) -> list[Any]:
    return [c0, c1, c2, c3, c4, c5]


def eqD28_printed(t: Any, c0: Any, c1: Any, c2: Any, c3: Any, c4: Any, c5: Any) -> Any:
    """(D.28)'s third line without the common (eps^2 + c_0^2): (sum_{i>=0} (i+1)^{1.75} |c_i| t^i sqrt(t^2+1))^2."""
    c = _coef(c0, c1, c2, c3, c4, c5)
    return (sum((i + 1) ** 1.75 * abs(ci) * t**i for i, ci in enumerate(c)) * sqrt(t * t + 1)) ** 2


def eqD28_corrected(t: Any, c0: Any, c1: Any, c2: Any, c3: Any, c4: Any, c5: Any) -> Any:
    """The third line divided by t^2 (each term t^{2i-2} of the second line then sits under a square's diagonal)."""
    return eqD28_printed(t, c0, c1, c2, c3, c4, c5) / (t * t)


def eqD28_mutant(t: Any, c0: Any, c1: Any, c2: Any, c3: Any, c4: Any, c5: Any) -> Any:
    """A wrong variant: the third line with exponent 1.5 instead of 1.75."""
    c = _coef(c0, c1, c2, c3, c4, c5)
    return (sum((i + 1) ** 1.5 * abs(ci) * t**i for i, ci in enumerate(c)) * sqrt(t * t + 1)) ** 2


# ------------------------------------------------------------------ (E.132) L8584: a Gaussian small-ball 'property'


def eqE132_printed(beta: Any, xi: Any, kappa: Any) -> Any:
    """(E.132)'s right side: beta xi."""
    return beta * xi


def eqE132_corrected(beta: Any, xi: Any, kappa: Any) -> Any:
    """The Gaussian small-ball bound Pr(|N(0, s^2)| <= r) <= sqrt(2/pi) r/s at r = beta xi, s = xi ||x_query|| =
    xi beta sqrt(1 + kappa^2): sqrt(2/pi)/sqrt(1 + kappa^2) (xi and beta cancel)."""
    return sqrt(2 / _pi(beta, xi, kappa)) / sqrt(1 + kappa * kappa)


def eqE132_mutant(beta: Any, xi: Any, kappa: Any) -> Any:
    """A wrong variant: sqrt(2/pi) beta xi."""
    return sqrt(2 / _pi(beta, xi, kappa)) * beta * xi


# ------------------------------------------------------------------ (E.102) L8417: 1/sqrt(1 + xi) >= 1 - Theta(1)/M1


def eqE102_shape(M1: int, xi: Any) -> Any:
    """(E.102)'s printed shape for the gap 1 - 1/sqrt(1 + xi): Theta(1)/M1, i.e. 1/M1."""
    return 1 / M1


def eqE102_corrected(M1: int, xi: Any) -> Any:
    """A shape the gap meets (1 - 1/sqrt(1 + xi) <= xi/2): xi."""
    return xi


def eqE102_mutant_M1(M1: int, xi: Any) -> Any:
    """Wrong along M1: xi/M1."""
    return xi / M1


def eqE102_mutant_xi(M1: int, xi: Any) -> Any:
    """Wrong along xi -> 0: xi^2."""
    return xi * xi


# ------------------------------------------------------------------ (E.96) L8385: the Cauchy-Schwarz step


def eqE96_printed(M1: int, M2: int) -> Any:
    """(E.96)'s right end: sqrt(log M1) (1/M1 + 1/M2)."""
    return sqrt(log(M1)) * (1 / M1 + 1 / M2)


def eqE96_corrected(M1: int, M2: int) -> Any:
    """What Cauchy-Schwarz gives (sum |k_ai k_ji| <= ||k_a|| ||k_j|| = 1): 1/M1 + 1/M2."""
    return 1 / M1 + 1 / M2


def eqE96_mutant(M1: int, M2: int) -> Any:
    """A wrong variant: 1/M1 + 1/M2^2."""
    return 1 / M1 + 1 / (M2 * M2)


# ------------------------------------------------------------------ (F.136) L9984: the lower bound on s_3, last step


def eqF136_line1(K: int, M: int, eta: Any, alpha: Any, ps: tuple) -> Any:
    """(F.136)'s first line: -(eta/(K M)) sum_b (1 - p_b)^2 (-4 p_b (1 + alpha^2/K^2) + (alpha^2/K)(1 + 2(K-1)/K)
    + alpha^2/K^2 - (K - 1 + (2K - 1) alpha^2/K^2) p_b)."""
    a2 = alpha * alpha
    return -(eta / (K * M)) * sum((1 - p) ** 2 * (-4 * p * (1 + a2 / K**2) + (a2 / K) * (1 + 2 * (K - 1) / K)
                                                  + a2 / K**2 - (K - 1 + (2 * K - 1) * a2 / K**2) * p) for p in ps)


def eqF136_printed(K: int, M: int, eta: Any, alpha: Any, ps: tuple) -> Any:
    """(F.136)'s last line: (eta/(K M)) sum_b (1 - p_b)^2 p_b (3 + alpha^2/K^2)(4 + (2K - 1)/K^2)."""
    a2 = alpha * alpha
    return (eta / (K * M)) * sum((1 - p) ** 2 * p * (3 + a2 / K**2) * (4 + (2 * K - 1) / K**2) for p in ps)


def eqF136_corrected(K: int, M: int, eta: Any, alpha: Any, ps: tuple) -> Any:
    """A last line that the first line meets whenever p_b >= alpha/K, alpha in (0, 1]: (eta/(K M)) sum_b (1 - p_b)^2 p_b
    (3 + alpha^2/K^2) (the second factor dropped; per term p K + p alpha^2 (2K+2)/K^2 >= alpha^2 (3K-1)/K^2)."""
    a2 = alpha * alpha
    return (eta / (K * M)) * sum((1 - p) ** 2 * p * (3 + a2 / K**2) for p in ps)


def eqF136_mutant(K: int, M: int, eta: Any, alpha: Any, ps: tuple) -> Any:
    """A wrong variant: the factor (3 + alpha^2/K^2) replaced by (K + 4)."""
    return (eta / (K * M)) * sum((1 - p) ** 2 * p * (K + 4) for p in ps)


def eqF136_premise_printed(K: int, alpha: Any, p: Any) -> Any:
    """L9986's premise, its right side: 4 alpha^2/K^2 (claimed <= K p_n(b) whenever p_n(b) >= alpha/K)."""
    return 4 * alpha * alpha / (K * K)


def eqF136_premise_corrected(K: int, alpha: Any, p: Any) -> Any:
    """What p >= alpha/K gives: K p >= alpha >= alpha^2."""
    return alpha * alpha


def eqF136_premise_mutant(K: int, alpha: Any, p: Any) -> Any:
    """A wrong variant: 4 alpha/K."""
    return 4 * alpha / K


# ------------------------------------------------------------------ App. F.5.1, proof of Lemma F.3.5: the '=' steps
# Every function takes K, M, eta, alpha and ps (the values p_n(t) over the batch; (1/B) sum_n over them) and returns
# eta (1/B) sum_n of the printed per-sample term.


def _batch(eta: Any, ps: tuple, term: Any) -> Any:
    return eta * sum(term(p) for p in ps) / len(ps)


def eqF86_line1(K: int, M: int, eta: Any, alpha: Any, ps: tuple) -> Any:
    """(F.86)'s line before the '=': (1/(KM))(1-p)^2(-4p(1 + a^2/K^2) + 2(K-1)a^2/K^2) + (1/K - 1/M)(1-p)^2 a^2/K^2."""
    a2 = alpha * alpha
    return _batch(eta, ps, lambda p: (1 - p) ** 2 * (-4 * p * (1 + a2 / K**2) + 2 * (K - 1) * a2 / K**2) / (K * M)
                  + (_q(1, K) - _q(1, M)) * (1 - p) ** 2 * a2 / K**2)


def eqF86_printed(K: int, M: int, eta: Any, alpha: Any, ps: tuple) -> Any:
    """(F.86)'s last line: (1/(KM))(1-p)^2(-4p(1 + a^2/K^2) + (a^2/K)(1 + 2(K-1)/K)) - (a^2/K^3)(1-p)^2."""
    a2 = alpha * alpha
    return _batch(eta, ps, lambda p: (1 - p) ** 2 * (-4 * p * (1 + a2 / K**2) + (a2 / K) * (1 + _q(2 * (K - 1), K)))
                  / (K * M) - a2 / K**3 * (1 - p) ** 2)


def eqF86_mutant(K: int, M: int, eta: Any, alpha: Any, ps: tuple) -> Any:
    """A wrong variant of (F.86)'s line 1: the last line with only the sign of a^2/K^3 repaired."""
    a2 = alpha * alpha
    return _batch(eta, ps, lambda p: (1 - p) ** 2 * (-4 * p * (1 + a2 / K**2) + (a2 / K) * (1 + _q(2 * (K - 1), K)))
                  / (K * M) + a2 / K**3 * (1 - p) ** 2)


def _q(a: int, b: int) -> Any:
    """a/b as an exact Fraction (it then mixes with floats and Fractions alike)."""
    return Fraction(a, b)


def eqF108_end(p: Any) -> Any:
    """(F.108)'s chain end as printed: 1 (3 - p_n(t)) '= 2'."""
    return 2 + 0 * p


def eqF108_corrected(p: Any) -> Any:
    """What 1 (3 - p_n(t)) equals."""
    return 3 - p


def eqF108_mutant(p: Any) -> Any:
    """A wrong variant: 3 - 2 p."""
    return 3 - 2 * p


def eqF115_line1(K: int, M: int, eta: Any, alpha: Any, ps: tuple) -> Any:
    """(F.115)'s line before the '=': (1/(KM))(-a^2/K^2 + (K-1)(1 + a^2/K^2)p)(1-p)^2 - (1/K - 1/M)(1-p)^2 a^2/K^2."""
    a2 = alpha * alpha
    return _batch(eta, ps, lambda p: (-a2 / K**2 + (K - 1) * (1 + a2 / K**2) * p) * (1 - p) ** 2 / (K * M)
                  - (_q(1, K) - _q(1, M)) * (1 - p) ** 2 * a2 / K**2)


def eqF115_printed(K: int, M: int, eta: Any, alpha: Any, ps: tuple) -> Any:
    """(F.115)'s last line: (1/(KM))(-a^2/K^2 + (K - 1 + (2K-1)a^2/K^2)p)(1-p)^2 - (1-p)^2 a^2/K^3."""
    a2 = alpha * alpha
    return _batch(eta, ps, lambda p: (-a2 / K**2 + (K - 1 + (2 * K - 1) * a2 / K**2) * p) * (1 - p) ** 2 / (K * M)
                  - (1 - p) ** 2 * a2 / K**3)


def eqF115_mutant(K: int, M: int, eta: Any, alpha: Any, ps: tuple) -> Any:
    """A wrong variant of (F.115)'s line 1: (2K-1) replaced by (2K-2) in the last line."""
    a2 = alpha * alpha
    return _batch(eta, ps, lambda p: (-a2 / K**2 + (K - 1 + (2 * K - 2) * a2 / K**2) * p) * (1 - p) ** 2 / (K * M)
                  - (1 - p) ** 2 * a2 / K**3)


def eqF130_line1(K: int, M: int, eta: Any, alpha: Any, ps: tuple) -> Any:
    """(F.130)'s line before the '=': (1/(KM))(-p(1-p)(-2 + 2p) + (3-K)(1-p)^2 (a^2/K^2) p) + (1/K - 1/M)(1-p)^2 p
    (1 + a^2/K^2)."""
    a2 = alpha * alpha
    return _batch(eta, ps, lambda p: (-p * (1 - p) * (-2 + 2 * p) + (3 - K) * (1 - p) ** 2 * a2 / K**2 * p) / (K * M)
                  + (_q(1, K) - _q(1, M)) * (1 - p) ** 2 * p * (1 + a2 / K**2))


def eqF130_printed(K: int, M: int, eta: Any, alpha: Any, ps: tuple) -> Any:
    """(F.130)'s last line: (1/(KM)) p(1-p)^2 (2 - K + (2-K)a^2/K^2) + (1-p)^2 p (1 + a^2/K^2)/K."""
    a2 = alpha * alpha
    return _batch(eta, ps, lambda p: p * (1 - p) ** 2 * (2 - K + (2 - K) * a2 / K**2) / (K * M)
                  + (1 - p) ** 2 * p * (1 + a2 / K**2) / K)


def eqF130_mutant(K: int, M: int, eta: Any, alpha: Any, ps: tuple) -> Any:
    """A wrong variant of (F.130)'s line 1: (3 - 2K) a^2/K^2 with 3 replaced by 4."""
    a2 = alpha * alpha
    return _batch(eta, ps, lambda p: p * (1 - p) ** 2 * (2 - K + (4 - 2 * K) * a2 / K**2) / (K * M)
                  + (1 - p) ** 2 * p * (1 + a2 / K**2) / K)


# ------------------------------------------------------------------ (F.69) L9631: the softmax upper bound at t = 0


def eqF69_printed(l: int, xi: Any, zmax: Any) -> Any:
    """(F.69)'s bound e^{-Theta(xi)}/(l e^{Theta(xi)}) = e^{-Theta(xi)}/l at its most favourable constant (Theta(xi)
    -> 0+): 1/l (for every positive constant the bound is smaller)."""
    return 1 / (l + 0 * xi)


def eqF69_corrected(l: int, xi: Any, zmax: Any) -> Any:
    """softmax_i = e^{z_i}/sum_r e^{z_r} <= e^{z_i - min_r z_r}/l <= e^{2 max_r |z_r|}/l (and max |z_r| <~ xi, (F.67))."""
    return exp(2 * zmax) / l


def eqF69_mutant(l: int, xi: Any, zmax: Any) -> Any:
    """A wrong variant: e^{max_r |z_r|/2}/l."""
    return exp(zmax / 2) / l


# ------------------------------------------------------------------ (D.95) L7588: the fourth power of a perturbed norm


def _dot(u: tuple, v: tuple) -> Any:
    return sum(a * b for a, b in zip(u, v, strict=True))


def eqD95_printed(w: tuple, b: tuple, s: Any) -> Any:
    """(D.95)'s first right side with sqrt(eta) = s and b = W_hat Sigma_i: ||w||^4 + s^4 ||b||^4 + 4 s^2 (w.b)^2 +
    2 s^2 ||w||^2 ||b||^2."""
    ww, bb, wb = _dot(w, w), _dot(b, b), _dot(w, b)
    return ww * ww + s**4 * bb * bb + 4 * s * s * wb * wb + 2 * s * s * ww * bb


def eqD95_corrected(w: tuple, b: tuple, s: Any) -> Any:
    """The full expansion of ||w + s b||^4: the printed terms plus the odd ones 4 s ||w||^2 (w.b) + 4 s^3 ||b||^2 (w.b)."""
    ww, bb, wb = _dot(w, w), _dot(b, b), _dot(w, b)
    return eqD95_printed(w, b, s) + 4 * s * ww * wb + 4 * s**3 * bb * wb


def eqD95_sign_average(w: tuple, b: tuple, s: Any) -> Any:
    """The reading 'averaged over the sign of Sigma_i' (E over a symmetric Sigma): (||w + s b||^4 + ||w - s b||^4)/2 =
    printed, written for the measured ||w + s b||^4 as ||w + s b||^4 == 2 printed - ||w - s b||^4."""
    n2 = sum((x - s * y) ** 2 for x, y in zip(w, b, strict=True))
    return 2 * eqD95_printed(w, b, s) - n2 * n2


def eqD95_mutant(w: tuple, b: tuple, s: Any) -> Any:
    """A wrong variant of the full expansion: without 4 s^3 ||b||^2 (w.b)."""
    ww, wb = _dot(w, w), _dot(w, b)
    return eqD95_printed(w, b, s) + 4 * s * ww * wb


# ------------------------------------------------------------------ L6862-L6866: the even-i coefficient sum of Lemma D.2.2


def lemmaD22_even_c(i: int, r: int) -> Fraction:
    """c_r = (-1)^{(i-1-r)/2}/r!! binom(i/2 - 1, (r-1)/2) for even i and odd r (L6860), exact."""
    return Fraction((-1) ** ((i - 1 - r) // 2), dfact(r)) * math.comb(i // 2 - 1, (r - 1) // 2)


def lemmaD22_ratio_printed(i: int, x: Any) -> Any:
    """L6862's bound on |c_r x^r/(c_{r-2} x^{r-2})|: 1/(4i)."""
    return Fraction(1, 4 * i) if isinstance(x, Fraction) else 1 / (4 * i)


def lemmaD22_ratio_mutant(i: int, x: Any) -> Any:
    """A wrong variant: (i-2)/(30 i^2) (below the ratio's value (i-2)/(24 i^2) at r = 3, x = 1/(2i))."""
    return (i - 2) / Fraction(30 * i * i) if isinstance(x, Fraction) else (i - 2) / (30 * i * i)


def lemmaD22_sum_printed(i: int, x: Any) -> Any:
    """L6866's bound on |sum_{r odd} c_r x^r|: (3/4)|x| (x = -b_0/t)."""
    return 3 * abs(x) / 4


def lemmaD22_sum_mutant(i: int, x: Any) -> Any:
    """A wrong variant: |x| (the leading term alone; the next term has the opposite sign)."""
    return abs(x)


# ------------------------------------------------------------------ (D.137) L7836: the Chernoff exponent at the chosen s, k


def eqD137_printed(c: Any, K: int, delta: Any, N: int, Omega: int) -> Any:
    """(D.137)'s exponent: -||A*||^4 (eps_c + C_0)^2 K log N = -c K log N (the bound is its exp)."""
    return -c * K * log(N + 0 * c)


def eqD137_corrected(c: Any, K: int, delta: Any, N: int, Omega: int) -> Any:
    """What (D.136)'s exponent equals at the printed s and k: -c K log N / 4."""
    return -c * K * log(N + 0 * c) / 4


def eqD137_mutant(c: Any, K: int, delta: Any, N: int, Omega: int) -> Any:
    """A wrong variant of the corrected exponent: -c K log N / 3."""
    return -c * K * log(N + 0 * c) / 3


# ------------------------------------------------------------------ (D.135) L7826: the sub-Gaussian tail of u_i


def eqD135_printed(t: Any, K: int, A: Any, e: Any) -> Any:
    """(D.135)'s right end exp(1 - t^2/(4 K ||A*||_inf^4 (eps_c + C_0)^2)), claimed >= 1."""
    return exp(1 - t * t / (4 * K * A**4 * e * e))


def eqD135_mutant(t: Any, K: int, A: Any, e: Any) -> Any:
    """A wrong variant (for the reading t <= B): exp(1/2 - t^2/B^2)."""
    return exp(0.5 - t * t / (4 * K * A**4 * e * e))


# ------------------------------------------------------------------ (E.133) L8588: the Gaussian tail at beta xi log M1


def eqE133_printed(M1: int, beta: Any, xi: Any, kappa: Any) -> Any:
    """(E.133)'s bound M1^{-C} for some C > 1, at its most favourable constant C -> 1+: 1/M1."""
    return 1 / (M1 + 0 * xi)


def eqE133_corrected(M1: int, beta: Any, xi: Any, kappa: Any) -> Any:
    """A bound that holds at every M1 >= 2 and |kappa| <= 1/2: M1^{-1/2} (the tail erfc(log M1/sqrt(2 (1 + kappa^2)))
    is at most 0.535 at M1 = 2 and decays faster than any power)."""
    return 1 / sqrt(M1 + 0 * xi)


def eqE133_mutant(M1: int, beta: Any, xi: Any, kappa: Any) -> Any:
    """A wrong variant: M1^{-2}."""
    return 1 / (M1 * M1 + 0 * xi)


# ------------------------------------------------------------------ L7830 (text before (D.136)): the mgf of u_i


def mgfD136_printed(s: Any, K: int, A: Any, e: Any) -> Any:
    """The printed mgf bound E e^{s u_i} <= e^{||A*||_inf^4 (eps_c + C_0)^2 s^2}."""
    return exp(A**4 * e * e * s * s)


def mgfD136_corrected(s: Any, K: int, A: Any, e: Any) -> Any:
    """Hoeffding's lemma for a centered u_i with |u_i| <= B = 2 sqrt(K) ||A*||^2 (eps_c + C_0): e^{s^2 B^2/2} =
    e^{2 K ||A*||^4 (eps_c + C_0)^2 s^2}."""
    return exp(2 * K * A**4 * e * e * s * s)


def mgfD136_mutant(s: Any, K: int, A: Any, e: Any) -> Any:
    """A wrong variant: e^{K ||A*||^4 (eps_c + C_0)^2 s^2} (half of Hoeffding's exponent)."""
    return exp(K * A**4 * e * e * s * s)
