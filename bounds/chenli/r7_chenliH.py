"""Bounds of chenli's round-7 uniform conversions (helper chenliH): the printed SHAPES of hidden-constant statements
(issue 31), pure functions of named quantities; the constant is left to the engine's uniform check. Seed:
``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from thmcheck.bounds.chenli.sec5_4_conclude import delta_star
from thmcheck.bounds.num import log, sqrt

# ----------------------------------------------------------------------------- Theorem 5.1 (L511-L515)


def thm5_1_shape(m: int, k: int, upsilon: float, d: int, w_max: float) -> float:  # noqa: ARG001
    """Theorem 5.1, L513: ||E[X^T J Y] - k sum_i W_i||_F <= Theta~(m k^5/(r_Theta^{1/12} ^ (d^C/upsilon))) for some
    constant 0 < C < 1, as its envelope over C: m k^5 max(r_Theta^{-1/12}, upsilon d^{-C}) <= m k^5 upsilon for every
    C in (0, 1) (upsilon >= 1 >= r_Theta^{-1/12}); a divergence of lhs/shape refutes every C at once."""
    return m * k**5 * upsilon


def thm5_1_corrected(m: int, k: int, upsilon: float, d: int, w_max: float) -> float:  # noqa: ARG001
    """Theorem 5.1 with the proof's own last step (L1346-L1350: sum_i Delta_Theta_i W_i and the triangle inequality):
    the envelope times max_i ||W_i||_F, which Assumption 10 (L495) normalises only for i = 1."""
    return m * k**5 * upsilon * max(1.0, w_max)


def thm5_1_mutant_over_d(m: int, k: int, upsilon: float, d: int, w_max: float) -> float:  # noqa: ARG001
    """Planted mutant (wrong along d, a rate the envelope does not claim): m k^5 upsilon/d^2."""
    return m * k**5 * upsilon / d**2


def thm5_1_mutant_no_k(m: int, k: int, upsilon: float, d: int, w_max: float) -> float:  # noqa: ARG001
    """Planted mutant (a missing factor of the second parameter k): m upsilon/k^5."""
    return m * upsilon / k**5


# ----------------------------------------------------------------------------- Eq. (2) (L190)


def eq2_shape(m: int, k: int, upsilon: float, d: int, w_max: float) -> float:  # noqa: ARG001
    """Eq. (2), L190: E[(1/k) X^T J Y] ~ sum_i W_i, '(see Theorem 5.1)': the relative Frobenius error <~ Theorem 5.1's
    envelope over C divided by k, m k^4 upsilon (a scale-free reading of the informal '~')."""
    return m * k**4 * upsilon


def eq2_mutant_over_w(m: int, k: int, upsilon: float, d: int, w_max: float) -> float:  # noqa: ARG001
    """Planted mutant (wrong along ||W_i||_F -> inf): m k^4 upsilon/max_i ||W_i||_F."""
    return m * k**4 * upsilon / max(1.0, w_max)


# ----------------------------------------------------------------------------- Lemma 5.15 (L1056-L1066)


def lemma5_15_shape(d: int, d2: int, d3: int, r: float, c: float, k: int, v: float, ind: float, F: float) -> float:  # noqa: ARG001
    """Lemma 5.15, L1058-L1062: ||E Delta(X, X')||_max <= delta*_c = Theta~(k^{8/3}(sqrt(c) r^{1/4}/d2^{1/4} +
    c^2/r^{1/4} + [r^{1/8} v d3^{3/2}/sqrt(d) + r^{1/8} sqrt(c v d3)/d^{1/4}] 1)^{1/3} + 1 k^{7/3} min(...) + k^3
    (c^2 v sqrt(r)/sqrt(d))^c): the printed shape, every Theta~ constant and polylog set to 1 (the uniform check
    finds the constant). ``ind`` is the printed indicator 1[|nu|, |nu'| <= c/sqrt(d3)]; ``F`` = ||Theta||_F does
    not enter."""
    return delta_star(d, d2, d3, r, c, k, v, ind)


def lemma5_15_mutant_over_f(d: int, d2: int, d3: int, r: float, c: float, k: int, v: float, ind: float,
                            F: float) -> float:
    """Planted mutant (wrong along ||Theta||_F -> inf, a direction other than d): delta*_c/max(1, ||Theta||_F)."""
    return lemma5_15_shape(d, d2, d3, r, c, k, v, ind, F) / max(1.0, F)


def lemma5_15_mutant_over_d(d: int, d2: int, d3: int, r: float, c: float, k: int, v: float, ind: float,
                            F: float) -> float:
    """Planted mutant (a rate in d the lemma does not claim): delta*_c/d."""
    return lemma5_15_shape(d, d2, d3, r, c, k, v, ind, F) / d


# ----------------------------------------------------------------------------- Lemma 5.11 (L779-L797)


def lemma5_11_shape(c: float, r: float, d2: int, d3: int, d: int) -> float:  # noqa: ARG001
    """Lemma 5.11, bullet (i), L783-L787: P[|x^T Theta (y - y')| > Omega(g) ||Theta||_F] <~ r_Theta^{-1/4} with
    g = sqrt(c) r^{1/8}/min(d2, d3)^{1/4} + c (c + sqrt(log r))/r^{3/8}: the printed threshold shape g (its Omega
    constant left to the uniform check), against the (1 - r^{-1/4})-quantile of |x^T Theta (y - y')|/||Theta||_F."""
    return sqrt(c) * r**0.125 / min(d2, d3) ** 0.25 + c * (c + sqrt(log(r))) / r**0.375


def lemma5_11_mutant_over_d2(c: float, r: float, d2: int, d3: int, d: int) -> float:
    """Planted mutant (a rate in d2 = d3 the lemma does not claim): the threshold over min(d2, d3)^2."""
    return lemma5_11_shape(c, r, d2, d3, d) / min(d2, d3) ** 2


def lemma5_11_mutant_over_r(c: float, r: float, d2: int, d3: int, d: int) -> float:
    """Planted mutant (a wrong power of the second parameter r_Theta): the threshold over r_Theta."""
    return lemma5_11_shape(c, r, d2, d3, d) / r


# ----------------------------------------------------------------------------- Theorem A.15 (L3558-L3562)


def thmA15_exponent(t: float, op: float, fro: float, K: float) -> float:
    """The printed exponent's argument min(t/(K^2 ||A||_op), t^2/(2 K^4 ||A||_F^2)) of Theorem A.15 (L3560)."""
    return min(t / (K * K * op), t * t / (2 * K**4 * fro * fro))


def thmA15_shape(t: float, op: float, fro: float, K: float, n: int) -> float:  # noqa: ARG001
    """Theorem A.15, L3558-L3562: P[|x^T A x - E x^T A x| >= t] <= 2 exp(-c min(t/(K^2 ||A||_op), t^2/(2 K^4
    ||A||_F^2))) for an absolute c > 0. With lhs = 1/c_needed = min(...)/log(2/P) (the reciprocal of the largest c
    the instance allows), the statement is lhs <= 1/c uniformly: the shape is the constant 1."""
    return 1.0


def thmA15_mutant_op_for_fro(t: float, op: float, fro: float, K: float, n: int) -> float:  # noqa: ARG001
    """Planted mutant (||A||_F replaced by ||A||_op in the Gaussian term, wrong along n for A = I_n): the bound on
    1/c_needed this wrong exponent implies, min(...)/min(t/(K^2 op), t^2/(2 K^4 op^2))."""
    return thmA15_exponent(t, op, fro, K) / min(t / (K * K * op), t * t / (2 * K**4 * op * op))


def thmA15_mutant_max(t: float, op: float, fro: float, K: float, n: int) -> float:  # noqa: ARG001
    """Planted mutant (max in place of min: a sub-Gaussian tail at every t, wrong along t -> inf): min(...)/max(...)."""
    return thmA15_exponent(t, op, fro, K) / max(t / (K * K * op), t * t / (2 * K**4 * fro * fro))


# ----------------------------------------------------------------------------- Lemma 6.2's rate (L1386-L1394)


def lemma6_2_rate_shape(r: float, m: int, k: int, d: int) -> float:  # noqa: ARG001
    """Lemma 6.2, L1388: P[fail] <= O(sqrt(mkd lambda')/eps)^{km} exp(-Omega(r_W/m)); with lhs = (r_W/m)/log(1/P[fail])
    (the reciprocal of the rate constant the instance needs with the prefactor taken as 1), the rate part is lhs <=
    1/c uniformly: the shape is the constant 1."""
    return 1.0


def lemma6_2_rate_mutant_square(r: float, m: int, k: int, d: int) -> float:  # noqa: ARG001
    """Planted mutant (rate exp(-Omega(r_W^2/m)), a wrong power of r_W): m/r_W (so lhs/shape = (r_W/m)^2 .../log)."""
    return m / r
