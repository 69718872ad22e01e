"""Chen & Li, "Provably learning a multi-head attention layer" (arXiv Feb 2024).

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt`` (line numbers ``Lnnn`` below). Each function is one
printed bound, a pure function of named quantities (no torch). Kind and assumptions are listed in the
docstring; the pairing with measurements and instance strategies is in ``checks/papers/chenli.py``.
"""

from __future__ import annotations

import math
from fractions import Fraction

from bounds.num import exp, expm1, log, log1p


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


# ------------------------------------------------------------------------------------- Section 3 (preliminaries)

def _is_mp(*xs: object) -> bool:
    return any(hasattr(x, "_mpf_") for x in xs)


def _cos(x: object) -> object:
    import math

    import mpmath

    return mpmath.cos(x) if _is_mp(x) else math.cos(x)


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


def lemma3_9_exponent() -> float:
    """Lemma 3.9 (softmax stability), L375-L419. Kind: hidden constant; checked as a rate.

    Statement: ||softmax(a) - softmax(b)||_inf <~ k^2 eta log(1/eta)/C. The ratio LHS/(k^2 eta log(1/eta)/C)
    must stay bounded as eta -> 0: its fitted exponent in 1/eta must not exceed 0."""
    return 0.0


# ------------------------------------------------------------------------------------------- Section 5, App. B/C

def fact5_3(d: int, a: int) -> Fraction:
    """Fact 5.3, L543. Kind: deterministic identity (exact). x ~ uniform on the slice with a = (1+mu)d/2 entries
    +1, i != j: E[x_i x_j] = (mu^2 d - 1)/(d - 1), mu = (2a - d)/d."""
    mu = Fraction(2 * a - d, d)
    return (mu * mu * d - 1) / (d - 1)


def factB_5_det(kappa: float, m: int, prod_norm_sq: float) -> float:
    """Fact B.5, L3816-L3822 (determinant part). Kind: deterministic, explicit. If kappa <= 1/m and the
    pairwise coherences |<v_i,v_j>|/(|v_i||v_j|) <= kappa then det(V V^T) >= (1 - kappa m)^m prod_i |v_i|^2."""
    return (1 - kappa * m) ** m * prod_norm_sq


def lemmaB_2_density(x: float) -> float:
    """Lemma B.2's density formula, L3718, as printed. Kind: deterministic identity.
    (1/2pi) int max(0, 1-|l|) e^{-i l x} dl = (1 - |cos x|)/(pi x^2)."""
    import math

    import mpmath

    if _is_mp(x):
        return (1 - abs(mpmath.cos(x))) / (mpmath.pi * x * x)
    return (1 - abs(math.cos(x))) / (math.pi * x * x)


def lemmaB_2_density_corrected(x: float) -> float:
    """The Fejer density (1 - cos x)/(pi x^2), the actual inverse Fourier transform of max(0, 1-|l|)."""
    import math

    import mpmath

    if _is_mp(x):
        return (1 - mpmath.cos(x)) / (mpmath.pi * x * x)
    return (1 - math.cos(x)) / (math.pi * x * x)


def appC_2(lam: tuple, A: tuple) -> float:
    """Appendix C.2, L3856-L3865, as printed. Kind: deterministic identity.
    E_y exp(i <lam, V y>) = prod_{i<=m} prod_{j in T} cos(lam_i <x,(Theta_i)_{:,j}>), A[i][j] = <x,(Theta_i)_{:,j}>."""
    out = 1
    for li, row in zip(lam, A, strict=True):
        for a in row:
            out = out * _cos(li * a)
    return out


def appC_2_corrected(lam: tuple, A: tuple) -> float:
    """The characteristic function as it is: <lam, V y> = sum_j y_j (sum_i lam_i A_ij), so
    E_y exp(i <lam, V y>) = prod_{j in T} cos(sum_i lam_i A_ij)."""
    out = 1
    for j in range(len(A[0])):
        s = 0
        for li, row in zip(lam, A, strict=True):
            s = s + li * row[j]
        out = out * _cos(s)
    return out


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


def lemma5_20() -> float:
    """Lemma 5.20 (flat decompositions), L1244-L1276. Kind: construction, hidden O(log(d/eps)) made explicit from
    the proof's construction (checked as the largest normalised ratio, which must be <= 1):
    ||v - sum_j w_j|| / eps, ||w_j|| / 0.9^{j-1} (||v|| <= 1), pieces(w_j) / (2 ceil(log2(sqrt(2d)/eps))), and
    n / ceil(log(sqrt 2 ||v||/eps)/log(2/sqrt 3)) (the proof's per-step contraction sqrt(3/4)). Returns 1."""
    return 1.0


def lemma5_20_pieces(d: int, eps: float) -> int:
    """Buckets the construction can make at eps' = eps/sqrt 2: every kept entry is in (eps'/sqrt d, 1] and bucket
    tops at least halve, so at most ceil(log2(sqrt d/eps')) buckets per sign (the catalog's 2 ceil(log2(sqrt d/eps))
    + 2 is this bound rounded up)."""
    return 2 * max(0, math.ceil(math.log2(math.sqrt(2 * d) / eps)))


def lemma5_20_steps(vnorm: float, eps: float) -> int:
    """Steps of the iteration until the residual is <= eps/sqrt 2, with the proof's contraction sqrt(3/4)."""
    ep = eps / math.sqrt(2)
    return 0 if vnorm <= ep else math.ceil(math.log(vnorm / ep) / math.log(2 / math.sqrt(3)))


def def5_10_cylinder(d1: int, n2: int, a2: int, n3: int, a3: int, i1: int, p2: int, m2: int, p3: int,
                     m3: int) -> Fraction:
    """Definition 5.10, L761-L776. Kind: construction (exact law). Probability under the target
    pi^s_{mu',nu'} (block 1 uniform on {+-1}^{d1}, block 2 uniform on the slice with a2 entries +1 out of n2,
    block 3 likewise) of the cylinder event fixing i1 coordinates of block 1, p2 coordinates of block 2 to +1 and m2
    to -1, p3 / m3 likewise in block 3. The coupling's x' must have exactly this law."""
    def block(n: int, a: int, p: int, m: int) -> Fraction:
        if p > a or m > n - a:
            return Fraction(0)
        return Fraction(math.comb(n - p - m, a - p), math.comb(n, a))

    return Fraction(1, 2**i1) * block(n2, a2, p2, m2) * block(n3, a3, p3, m3)


def lemma5_22_log_exponent() -> float:
    """Lemma 5.22, L1278-L1314. Kind: deterministic, hidden constant; checked as a rate: ||M||_op <~ xi log d, so
    ||M||_op / xi(M) grows at most like (log d)^1: its fitted exponent in log d must not exceed 1."""
    return 1.0


def thm5_1_exponent() -> float:
    """Theorem 5.1, L511 (proof L1316-L1350). Kind: rate, hidden constants and exponent C. The core estimate
    ||E[X^T J softmax(X Theta X^T) X] - k I||_op <= Theta~(k^5/r_Theta^{1/12} + k^5 upsilon r_Theta/d^{C/2}) decays
    along r_Theta = d (upsilon = 1) like d^{-min(1/12, C/2 - 1)}-ish; the weakest consequence checked: the fitted
    exponent of the deviation in r_Theta must not exceed 0."""
    return 0.0


def eq2_exponent() -> float:
    """Eq. (2), L190: (1/k) E[X^T J Y] ~ sum_i W_i. Kind: rate (informal form of Theorem 5.1): the relative Frobenius
    error's fitted exponent in r_Theta must not exceed 0."""
    return 0.0


def lemmaC_1_exponent() -> float:
    """Lemma C.1, L3830-L3834. Kind: probabilistic, hidden constants. x in {+-1}^d, v = v' + (sigma/sqrt d) gamma,
    c sigma = Omega(1/sqrt d): P[|cos(c<x,v>) - 1| >= Omega(1/sqrt d)] >~ Omega(1). For fixed hidden constants
    (c sigma = C0/sqrt d, threshold c1/sqrt d) the probability must stay bounded away from 0 as d grows: the
    fitted exponent of -log P in d must be <= 0."""
    return 0.0


def lemmaC_3_exponent() -> float:
    """Lemma C.3, L3840-L3852. Kind: probabilistic, hidden constants. Smoothed Theta_i (entries Theta'_i + N(0,
    sigma^2/d), columns of Theta'_i of norm <= alpha), r sigma >= Omega(sqrt(m/d)): w.h.p., for all T with |T| >=
    (1 - o(1))d, sup_{r <= ||lambda|| <= R} prod_i prod_{j in T} |cos(lambda_i <x, (Theta_i)_{:,j}>)| <=
    e^{-Theta(sqrt d)}. Checked consequence: -log of the sup grows at least like sqrt(d), so for any one admissible
    lambda (a lower bound of the sup) the fitted exponent in d of -log prod is >= 1/2."""
    return 0.5


def factC_2_exponent() -> float:
    """Fact C.2, L3836. Kind: probabilistic, hidden constants. For mu in [0, 2 pi) and tau = Omega(1/sqrt d):
    P_{zeta ~ N(mu, tau^2)}[dist(zeta, 2 pi Z) >= Omega(1/sqrt d)] >= Omega(1): fitted exponent of -log P in d <= 0."""
    return 0.0


def def5_10(d1: int, n2: int, a2: int, n3: int, a3: int, i1: int, p2: int, m2: int, p3: int, m3: int,
            s2: int, s3: int) -> Fraction:
    """:func:`def5_10_cylinder` with the source slices' counts s2, s3 passed along (unused by the target law;
    planted mutants that forget the coupling's move use them)."""
    return def5_10_cylinder(d1, n2, a2, n3, a3, i1, p2, m2, p3, m3)


def thm3_1_exponent() -> float:
    """Theorem 3.1 (Hanson-Wright on the cube), L303. Kind: probabilistic, hidden constants.
    P[|x^T M x - Tr M| > t] <~ exp(-Omega(min(t/||M||_op, t^2/||M||_F^2))): the rate r(d) = min over the tail of
    -log P / min(t/||M||_op, t^2/||M||_F^2) stays bounded below, i.e. its fitted exponent in d is >= 0."""
    return 0.0


def cor5_7_exponent(claimed_exponent: float) -> float:
    """Corollary 5.7, L593. Kind: probabilistic, hidden constants. ||Xv|| <= c sqrt(k) + O(sqrt(k log(k/delta)))
    w.p. >= 1 - delta: the fitted exponent in k of the (1 - delta)-quantile of ||Xv|| may not exceed the exponent of
    the bound's growth (its faster term sqrt(k log(k/delta)), fitted on the same k grid: ``claimed_exponent``)."""
    return claimed_exponent


def thm5_4_exponent() -> float:
    """Theorem 5.4 ([FKMW18] Cor 5.11), L563. Kind: probabilistic, hidden constants (an absolute C > 0 and the
    constant of <~). sup_r |P[p(x) <= r] - P[p(gamma) <= r]| <~ tau^C: the Kolmogorov distance decays as a power of
    tau = ||v||_inf/||v||_2, so its fitted exponent in tau must be > 0."""
    return 0.0


def thm3_4_exponent() -> float:
    """Theorem 3.4 (Kolmogorov / [Nag02] Cor 20.1.4), L325. Kind: probabilistic, hidden constants in both O(.).
    P[sum X_i > t sigma] > (1 - Phi(t))(1 - O(Mt/sigma)) exp(-O(Mt^3/sigma)) for 1.7 < t <= 0.04 sigma/M: the loss
    delta = log(1 - Phi(t)) - log P[sum X_i > t sigma] is O(M/sigma) uniformly over t in a fixed window (1.7, t_hi],
    so it vanishes as sigma/M grows. Checked (weakest form): the fitted exponent of sup_t delta in sigma/M is <= 0."""
    return 0.0
