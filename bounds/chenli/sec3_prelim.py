"""Bounds of chenli (Chen & Li, "Provably learning a multi-head attention layer") Section 3 (Technical
preliminaries): concentration (Lemma 3.2, Theorem 3.1), anti-concentration (Lemma 3.5, Theorems 3.3, 3.4)
and softmax properties (Lemmas 3.6-3.9 and Eq. (4)).

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Each function is a printed bound, a pure function of named
quantities (no torch); the pairing with measurements and instance strategies is in
``checks/papers/chenli/sec3_prelim.py``.
"""

from __future__ import annotations

from fractions import Fraction

from thmcheck.bounds.chenli._common import _is_mp
from thmcheck.bounds.num import exp, expm1, log, log1p


def lemma3_6(k: int, tau: float) -> float:
    """Lemma 3.6 (1-sparse softmax), L339-L349. Kind: deterministic, explicit constants.

    Statement (as printed): Let v in R^k. If a* = argmax_a |v_a| and v_{a*} - v_a >= tau for all
    a != a*, then ||softmax(v) - e_{a*}||_1 <= (k-1)/(e^tau + k - 1).
    Assumptions: a* = argmax_a |v_a|; v_{a*} - v_a >= tau for every a != a*.
    Returns the right-hand side (k-1)/(e^tau + k-1).
    """
    if tau > 700:  # e^tau overflows in float64; the bound is (k-1) e^{-tau} to double precision
        return (k - 1) * exp(-tau)
    return (k - 1) / (exp(tau) + k - 1)


E_CONST = 2.718281828459045


def _e(*like: object) -> object:
    import mpmath

    return mpmath.e if _is_mp(*like) else E_CONST


def thm3_3(d: int) -> Fraction:
    """Theorem 3.3 ([DK22] Thm 1.1), L321. Kind: deterministic (exact probabilities), explicit constant.

    Statement: for w in S^{d-1} and z ~ Unif{+-1}^d, P[<w,z> >= 1] > 3/32 (strict). The right-hand side 3/32
    (``d`` is unused; it is passed so that replacement bounds may depend on it)."""
    return Fraction(3, 32)


def lemma3_2(t: float, sigma: float) -> float:
    """Lemma 3.2, L307-L315, as printed. Kind: deterministic inequality over exact probabilities.

    Statement: M symmetric, x ~ Unif{+-1}^d, t > 0: P[|x^T M x - Tr M| > t] <= exp(-t/e).
    ``sigma`` = sqrt(V[x^T M x]) = sqrt(2 sum_{i != j} M_ij^2) is unused by the printed bound (it has no scale)."""
    return exp(-t / _e(t, sigma))


def lemma3_2_corrected(t: float, sigma: float) -> float:
    """What the proof's hypercontractivity argument supports, with the missing normalisation by
    sigma = sqrt(V[p]) restored: with tau = t/sigma, P <= min(1, 1/tau^2 [Chebyshev], exp(-tau/e) for tau >= e
    [Bonami: ||p||_q <= (q-1)||p||_2, Markov at q = tau/e + 1 gives e^{-1-tau/e}])."""
    if sigma == 0:
        return 0.0 * t  # p is constant: the event is empty for t > 0
    tau = t / sigma
    b = min(1, 1 / tau**2)
    if tau >= _e(t, sigma):
        b = min(b, exp(-tau / _e(t, sigma)))
    return b


def lemma3_7(eps: float) -> float:
    """Lemma 3.7 (2-sparse softmax), L351-L361. Kind: deterministic, explicit.

    Statement: a1, a2 = indices of the largest and second largest entries of v in R^k; if
    v_{a1} - v_{a'} >= log(2k/eps) for all a' != a1, a2 then ||softmax(v) - (e^b/(e^b+1) e_{a1} + 1/(e^b+1) e_{a2})||_1
    <= eps with b = v_{a1} - v_{a2}. Returns eps."""
    return eps


def lemma3_8(eps: float) -> float:
    """Lemma 3.8 (log-ratio stability), L363-L371, as printed. Kind: deterministic, explicit.

    Statement: 0 <= eps <= 1/6, v, v' in the simplex, ||v - v'||_inf <= eps, v_i, v_j >= 1/3:
    |log(v_i/v_j) - log(v'_i/v'_j)| <= 6 eps. Returns 6 eps."""
    return 6 * eps


def lemma3_8_corrected(eps: float) -> float:
    """The exact supremum of the left-hand side of Lemma 3.8 under its hypotheses (k >= 3):
    log((1+3eps)/(1-3eps)) = 2 atanh(3 eps), attained at v_i = v_j = 1/3, v'_i = 1/3 + eps, v'_j = 1/3 - eps.
    (It is <= 6 log(3) eps ~ 6.59 eps on [0, 1/6] by convexity of atanh.)"""
    return log1p(3 * eps) - log1p(-3 * eps)


_LOG2 = 0.6931471805599453


def _log_expm1(x: float) -> float:
    """log(e^x - 1) for x > 0 without overflow: x + log(1 - e^{-x})."""
    return x + log(-expm1(-x))


def eq4_log(k: int, C: float, R: float, eta: float) -> float:
    """Eq. (4) in the proof of Lemma 3.9, L391, as printed, in log space (both sides underflow for large R).

    Statement: for b = (b_1, a_2, ..., a_k) with |a_1 - b_1| <= eta R and |a_i - a_j| >= C R (i != j):
    ||softmax(a) - softmax(b)||_inf <= k e^{-CR} min(1, e^{eta R} - 1). Returns log of the right-hand side."""
    x = eta * R
    return log(k) - C * R + (_log_expm1(x) if x < _LOG2 else 0 * x)


def eq4_log_corrected(k: int, C: float, R: float, eta: float) -> float:
    """A bound that holds (log space): ||.||_inf <= (k-1) e^{-CR} (e^{eta R} - 1).

    Proof: d softmax_j / d b_1 is s_1(1 - s_1) (j = 1) or -s_1 s_j, both <= min(s_1, 1 - s_1) in absolute value;
    along b_1 = t between a_1 and b_1, 1 - s_1(t) <= (k-1) e^{-CR} e^{a_1 - t} if a_1 is the largest entry of a,
    s_1(t) <= e^{-CR} e^{t - a_1} otherwise; integrating over |t - a_1| <= eta R gives (k-1) e^{-CR}(e^{eta R}-1).
    The printed min(1, .) is wrong: the proof's step S/(e^{b_1}+S) <= k e^{-CR} fails when b_1 << a_1."""
    return log(k - 1) - C * R + _log_expm1(eta * R)


def lemma3_6_corrected(k: int, tau: float) -> float:
    """Lemma 3.6 corrected: the bound the proof actually gives. The L1 distance is 2(1 - w_{a*}) <= 2(k-1)/(e^tau +
    k - 1), twice the printed right-hand side."""
    return 2 * lemma3_6(k, tau)


def lemma3_9_shape(k: int, eta: float, C: float, R: float) -> float:
    """Lemma 3.9 (softmax stability), L375-L383, as printed. Kind: hidden constant, checked uniformly.

    Statement: for R > 0, 0 < eta, C <= 1, |a_i - b_i| <= eta R, |a_i - a_j| >= C R (i != j) and
    eta log(1/eta) <= C: ||softmax(a) - softmax(b)||_inf <~ k^2 eta log(1/eta)/C. Returns the printed shape
    k^2 eta log(1/eta)/C (the constant is left to the uniform check). ``R`` is not part of the shape.
    log(1/eta) is computed as -log(eta) (no rounding of 1/eta near eta = 1)."""
    return k**2 * eta * (-log(eta)) / C


def lemma3_9_shape_corrected(k: int, eta: float, C: float, R: float) -> float:
    """A shape believed to hold uniformly: k^2 eta (1 + log(1/eta))/C (the log replaced by 1 + log, which stays
    >= 1 as eta -> 1 where the printed log(1/eta) vanishes).

    Why it holds (sketch): one coordinate at a time, |d softmax_j/d b_1| <= min(s_1, 1 - s_1) gives per change
    (k-1) e^{-CR}(e^{eta R}-1) (the corrected Eq. (4)); for eta R <= 1 this is <= (e-1)(k-1) e^{-CR} eta R <=
    (k-1) eta/C; for eta R > 1 it is <= (k-1) e^{-(C-eta)R}, which is <= (k-1) eta/C up to a constant when
    C >= 2 eta, while for C < 2 eta the left side <= 1 < 2 eta/C. Summing over k coordinates gives k^2 eta/C."""
    return k**2 * eta * (1 - log(eta)) / C


# ------------------------------------------------------------------------------ part A: Sections 3, 5, App. C

BE_KOLMOGOROV = 0.56
"""Shevtsova (2010): sup_x |P[S/sigma <= x] - Phi(x)| <= 0.56 sum E|Y_i|^3/sigma^3 for independent, not
necessarily identically distributed, mean-zero Y_i. An interval is a difference of two CDF values: x 2."""


def lemma3_5(L: float, rho: float) -> float:
    """Lemma 3.5 (Berry-Esseen), L327-L335. Kind: probabilistic (exact laws), hidden constant (<~) made explicit
    with the best known constant: |P[Y/sqrt(V[Y]) in I] - P[Z in I]| <= 2 * 0.56 * L, with
    L = sum_i E|Y_i|^3 / V[d Y]^{3/2} (Lyapunov ratio). ``rho`` = max_i |Y_i| / V[dY]^{1/2} (the second form,
    <~ rho, follows since L <= rho); unused by this bound."""
    return 2 * BE_KOLMOGOROV * L


def thm3_1_exponent() -> float:
    """Theorem 3.1 (Hanson-Wright on the cube), L303. Kind: probabilistic, hidden constants.
    P[|x^T M x - Tr M| > t] <~ exp(-Omega(min(t/||M||_op, t^2/||M||_F^2))): the rate r(d) = min over the tail of
    -log P / min(t/||M||_op, t^2/||M||_F^2) stays bounded below, i.e. its fitted exponent in d is >= 0."""
    return 0.0


def thm3_4_shape(t: float, sigma_over_M: float) -> float:
    """Theorem 3.4, L325, as a uniform shape: the loss delta = log(1 - Phi(t)) - log P[sum X_i > t sigma] <~ (Mt/sigma)
    (1 + t^2) (the -log of (1 - O(Mt/sigma)) exp(-O(Mt^3/sigma)) in its non-vacuous range)."""
    return t / sigma_over_M * (1.0 + t * t)


def thm3_4_exponent() -> float:
    """Theorem 3.4 (Kolmogorov / [Nag02] Cor 20.1.4), L325. Kind: probabilistic, hidden constants in both O(.).
    P[sum X_i > t sigma] > (1 - Phi(t))(1 - O(Mt/sigma)) exp(-O(Mt^3/sigma)) for 1.7 < t <= 0.04 sigma/M: the loss
    delta = log(1 - Phi(t)) - log P[sum X_i > t sigma] is O(M/sigma) uniformly over t in a fixed window (1.7, t_hi],
    so it vanishes as sigma/M grows. Checked (weakest form): the fitted exponent of sup_t delta in sigma/M is <= 0."""
    return 0.0


def thm3_1_rate() -> float:
    """Theorem 3.1 (Hanson-Wright), L303-L307. Kind: rate (hidden constants in '<~' and Omega).

    Statement: for any M in R^{d x d}, x ~ U_d and t > 0, P[|x^T M x - Tr(M)| > t] <~ exp(-Omega(t/||M||_op ^
    t^2/||M||_F^2)). Consequence checked: -log P >= c m(t) - log K with m(t) = min(t/||M||_op, t^2/||M||_F^2), so the
    least-squares slope of -log P in m (free intercept) is positive; the bound is that sign."""
    return 0.0


def thm3_1_shape(t: float, op: float, fro: float) -> float:
    """Theorem 3.1 (Hanson-Wright), L303-L307, as a uniform shape (issue 31).

    P[|x^T M x - Tr M| > t] <~ exp(-Omega(m)), m = min(t/||M||_op, t^2/||M||_F^2), is "there are K, c > 0 with
    P <= K e^{-c m}", which is equivalent to "m <= c' (1 - log P) for one c'" (take c' = max(1, log K)/c; conversely
    -log P >= m/c' - 1). The checked lhs is 1 - log P, this shape m is the printed exponent, comparison '>='."""
    return min(t / op, t * t / (fro * fro))
