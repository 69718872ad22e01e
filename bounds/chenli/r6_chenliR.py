"""Bounds of chenli's round-6 step claims (helper chenliR; ``checks/papers/chenli/r6_chenliR.py``).
Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math

import mpmath


def eqL2866_shape(eps: float, d: int, k: int, m: int, w1: float) -> float:
    """Lemma 9.1's conclusion (L2866-L2870) for the estimator as printed (F^ with X W^_i^T), as a uniform shape:
    E||F^(X) - F(X)||_F^2 <~ eps^2 d^4 k^3 m ||W_1||_F^2."""
    return eps * eps * d**4 * k**3 * m * w1 * w1


def eqL2866_eps3(eps: float, d: int, k: int, m: int, w1: float) -> float:
    """Planted: a wrong power of eps (eps^3), wrong along eps -> 0."""
    return eps**3 * d**4 * k**3 * m * w1 * w1


def eqL2866_d_flipped(eps: float, d: int, k: int, m: int, w1: float) -> float:
    """Planted: the power of d flipped (d^-4), wrong along d -> inf."""
    return eps * eps * k**3 * m * w1 * w1 / d**4


def def92_y(y: float, y_transposed: float) -> float:
    """Definition 9.2's observation (L2895-L2901): with Theta^_i = Theta_i, (Z w*)_r = y_r = F(X)_{r,1}."""
    return y


def l806_middle(middle: float, abs_middle: float) -> float:
    """Lemma 5.11's proof, L806, the first '<=' as printed: 2 mu nu |sum_{S_[2] x S_[3]} (Theta Theta^T)_{ij}| <=
    (2c/sqrt(d_2)) 1_[2]^T (Theta Theta^T) 1_[3] (``middle``, the bilinear form without absolute value)."""
    return middle


def l806_abs(middle: float, abs_middle: float) -> float:
    """L806 corrected: the right side with the absolute value, (2c/sqrt(d_2)) |1_[2]^T (Theta Theta^T) 1_[3]|."""
    return abs_middle


def l2848_printed(m: int, d: int, lam: float, e_star: float, theta1: float) -> float:
    """Proof of Lemma 8.1, L2848: nu_m <= eps*/(2 sqrt(m) ||Theta_1||_F)."""
    return e_star / (2 * math.sqrt(m) * theta1)


def l2848_corrected(m: int, d: int, lam: float, e_star: float, theta1: float) -> float:
    """L2848 corrected: nu_m = c (1 + c)^{m-1} eps <= (1 + c)^m eps with c = 2d sqrt(2m/lambda) (Eq. (132)) and eps of
    Eq. (134), i.e. nu_m <= (2 sqrt(2)/m + sqrt(lambda)/(d m^{3/2}))^m eps*/(2 sqrt(m) ||Theta_1||_F)."""
    return (2 * math.sqrt(2) / m + math.sqrt(lam) / (d * m**1.5)) ** m * e_star / (2 * math.sqrt(m) * theta1)


def l2848_no_one(m: int, d: int, lam: float, e_star: float, theta1: float) -> float:
    """Planted: the corrected bound without the '+ 1' (c^m eps), wrong for m >= 2."""
    return (2 * math.sqrt(2) / m) ** m * e_star / (2 * math.sqrt(m) * theta1)


def eq145_zero(target: float) -> float:
    """(145) after the reindexing of L3115: the residual max_l |sum_i mu_i phi(rho(i - l)) - h(l)/2| is 0."""
    return target


def eq145_half(target: float) -> float:
    """Planted: a residual as large as h/2 itself accepted."""
    return target + 0.5


def l1252_delta(eps: float, d: int) -> float:
    """Lemma 5.21 (L1248) and its proof's delta (L1252): ||delta|| <= eps."""
    return eps


def l1252_delta_half(eps: float, d: int) -> float:
    """Planted: ||delta|| <= eps/2 (the entries of magnitude <= eps/sqrt(d) can reach eps in norm)."""
    return eps / 2


def l1533_four(m: int, eps: float) -> float:
    """Proof of Lemma 6.3 (soundness), L1533, the upper end as printed: sum_i ||lambda_i||^2 <= 4."""
    return 4.0


def l1533_two_m(m: int, eps: float) -> float:
    """L1533 corrected: ||alpha - p||^2 <= 2 for alpha, p in the simplex, so sum_i ||lambda_i||^2 <= 2m."""
    return 2.0 * m


def l1533_m(m: int, eps: float) -> float:
    """Planted: sum_i ||lambda_i||^2 <= m (a factor 2 missing), wrong at lambda_i near a difference of vertices."""
    return float(m)


def l3181_two_eps2(eps: float) -> float:
    """Proof of Lemma 11.7, L3181, the last link as printed: E[||F - F^||_F^2 | a_1 != a_2] = 2 eps^2."""
    return 2.0 * eps * eps


def l3181_le_two_eps2(eps: float) -> float:
    """L3181 corrected ('<='): E[||F - F^||_F^2 | a_1 != a_2] <= 2 eps^2 (the same right side, relation '<=')."""
    return 2.0 * eps * eps


def l3181_eps2(eps: float) -> float:
    """Planted: '<= eps^2' (the factor 2 = 1/P[a_1 != a_2] dropped)."""
    return eps * eps


def l2409_exp(s: float) -> float:
    """L2409's last '>=': exp(-s^2/2), s = C/(1 - eta)."""
    return math.exp(-s * s / 2.0)


def l2409_const(s: float) -> float:
    """Planted: '1 - Phi(s) >= 0.99' (too strong near s = 1.7, where P[g <= s] = 0.955)."""
    return 0.99


def _scaled_cdf(s: float, C: float) -> float:
    """P[g <= s] exp(C^2/2) (s >= 0; float64 up to C ~ 37)."""
    return (1.0 - 0.5 * math.erfc(s / math.sqrt(2.0))) * math.exp(C * C / 2.0)


def _scaled_tail(s: float, C: float) -> float:
    """P[g > s] exp(C^2/2) = erfcx(s/sqrt 2)/2 exp((C^2 - s^2)/2) (no underflow)."""
    from scipy.special import erfcx

    return 0.5 * float(erfcx(s / math.sqrt(2.0))) * math.exp((C * C - s * s) / 2.0)


def l2409_first_tail_phi(C: float, eta: float) -> float:
    """L2409's first link with L2401's Phi (upper tail), both sides times exp(C^2/2): P[A] exp(C^2/2) >~ (1 - Phi(s))
    exp(C^2/2) = P[g <= s] exp(C^2/2), s = C/(1 - eta) (a uniform shape)."""
    return _scaled_cdf(C / (1.0 - eta), C)


def l2409_first_cdf_phi(C: float, eta: float) -> float:
    """The reading Phi = CDF (Theorem 3.4): P[A] exp(C^2/2) >~ P[g > s] exp(C^2/2)."""
    return _scaled_tail(C / (1.0 - eta), C)


def l2409_first_cdf_phi_C2(C: float, eta: float) -> float:
    """Planted: the reading's shape times C^2 (wrong along C -> inf)."""
    return C * C * _scaled_tail(C / (1.0 - eta), C)


def l3714_eps(eps: float, m: int) -> float:
    """L3714's term for E's third summand, as printed: exp(-Omega(m)) eps, shape eps (exp(-Omega(m)) <= 1 dropped,
    which only enlarges the right side)."""
    return eps


def l3714_sqrt_eps(eps: float, m: int) -> float:
    """L3714 corrected: (2 pi)^{-m/2} exp(-gamma^2 sigma_min(Q)/2m) = (2 pi)^{-m/2} sqrt(eps) at the chosen gamma:
    shape sqrt(eps)."""
    return math.sqrt(eps)


def l3714_eps06(eps: float, m: int) -> float:
    """Planted: eps^0.6 (a wrong power of eps), wrong along eps -> 0."""
    return eps**0.6



def _l1849_gap(k: float, beta: float) -> float:
    """(sqrt(10 ln k) + beta)^2 - 10 ln k: how ||a||^2/(m ||Theta_1||^2) grows from beta = 0."""
    s = math.sqrt(10.0 * math.log(k))
    return (s + beta) ** 2 - s * s


def l1849_beta_factor(beta: float, m: int, lam: float, k: float) -> float:
    """Lemma 6.4's proof, Case A (L1849), the beta-dependence of the printed right side: exp(-O(m beta^2/lambda))
    relative to beta = 0, at its largest (the O-constant 0): 1."""
    return 1.0


def l1849_beta_factor_corrected(beta: float, m: int, lam: float, k: float) -> float:
    """L1849 corrected: exp(+O(m beta^2/lambda)) relative to beta = 0, as the shape exp(4 m ((sqrt(10 ln k) + beta)^2
    - 10 ln k)/lambda) (4 bounds the drawn u_a^2/(1 - 2 kappa)); exponent capped at 700 (the measurement stops there)."""
    return math.exp(min(700.0, 4.0 * m * _l1849_gap(k, beta) / lam))


def l1849_beta_factor_mutant(beta: float, m: int, lam: float, k: float) -> float:
    """Planted: a power of beta instead of an exponential, (1 + beta)^4 (wrong along beta -> inf)."""
    return (1.0 + beta) ** 4


def l1855_k_factor(k: float, m: int, lam: float, beta: float) -> float:
    """Lemma 6.4's proof, Case A (L1855), the k-dependence of the printed right side of (163): k^{Theta(m/lambda)}
    inside the m-th power, relative to k = 4, at its smallest (the Theta-constant -> 0): 1."""
    return 1.0


def l1855_k_factor_corrected(k: float, m: int, lam: float, beta: float) -> float:
    """L1855 corrected (Case B's sign, L2038): k^{-Theta(m^2/lambda)} relative to k = 4, as the shape exp(-4 m^2
    ((sqrt(10 ln k) + beta)^2 - (sqrt(10 ln 4) + beta)^2)/lambda) (4 bounds the drawn u_a^2/(1 - 2 kappa))."""
    x = -4.0 * m * m * (_l1849_gap(float(k), float(beta)) - _l1849_gap(4.0, float(beta))
                        + 10.0 * math.log(float(k) / 4.0)) / float(lam)
    # an mpmath k (the measurement's exact branch past float64, round 21): the exponential in mpmath (the exponent
    # itself in float64, ~1e-16 relative)
    return mpmath.exp(x) if isinstance(k, mpmath.mpf) else math.exp(x)


def l1855_k_factor_mutant(k: float, m: int, lam: float, beta: float) -> float:
    """Planted: (k/4)^{+1} (the printed sign with an explicit exponent), too large along k -> inf."""
    return k / 4.0


def eq54_printed(k: int, L: float, d2: int, d3: int, dstar: float) -> float:
    """(54)'s error term as printed (L1154-L1158): delta* sqrt(log(k/delta)) k^2/sqrt(d_2 d_3) + 2 delta k^{5/2}
    log(k/delta)/sqrt(d_2 d_3), L = log(k/delta) (delta = k e^{-L})."""
    delta = k * math.exp(-L)
    return (dstar * math.sqrt(L) * k * k + 2.0 * delta * k**2.5 * L) / math.sqrt(d2 * d3)


def eq54_corrected(k: int, L: float, d2: int, d3: int, dstar: float) -> float:
    """(54) from (51), (52) and E by Cauchy-Schwarz: ||mu|| ||J||_op ||M_{mu,nu} - M*||_op ||nu|| <= sqrt(k L/d_2) k
    (k delta* + 2 delta sqrt(k)) sqrt(k L/d_3) = (delta* k^3 L + 2 delta k^{5/2} L)/sqrt(d_2 d_3)."""
    delta = k * math.exp(-L)
    return (dstar * k**3 * L + 2.0 * delta * k**2.5 * L) / math.sqrt(d2 * d3)


def eq54_corrected_mutant(k: int, L: float, d2: int, d3: int, dstar: float) -> float:
    """Planted: the corrected first term with k^2 instead of k^3 (and no delta term)."""
    return dstar * k * k * L / math.sqrt(d2 * d3)


def eq129_tail_phi_last(s: float) -> float:
    """(129)'s last '>~' (L2599) with L2401's Phi, the O-factors at 1: [1 - Phi(s)] >~ exp(-s^2/2), shape exp(-s^2/2)."""
    return math.exp(-s * s / 2.0)


def eq129_tail_phi_mutant(s: float) -> float:
    """Planted: s (a growing power of s for the decaying exp(-s^2/2)), wrong along C -> inf."""
    return s


def l3582_link1(mass: float, op2: float, fro2: float, d2: int) -> float:
    """Theorem 5.6's proof (L3582), first link on the exponents: ||(A + A^T) v||^2 <~ (mu^2 d_2 + nu^2 d_3) ||A||_op^2
    (``mass`` = mu^2 d_2 + nu^2 d_3 = ||v||^2, ``op2`` = ||A||_op^2), a uniform shape."""
    return mass * op2


def l3582_link2(mass: float, op2: float, fro2: float, d2: int) -> float:
    """L3582, second link: (mu^2 d_2 + nu^2 d_3) ||A||_op^2 <~ ||A||_F^2 (mu^2 d_2, nu^2 d_3 <~ 1), a uniform shape."""
    return fro2


def l3582_link1_mutant(mass: float, op2: float, fro2: float, d2: int) -> float:
    """Planted: the first link's shape divided by d_2 (a spurious 1/d_2), wrong along d_2 -> inf."""
    return mass * op2 / d2


def l3582_link2_mutant(mass: float, op2: float, fro2: float, d2: int) -> float:
    """Planted: ||A||_op^2/d_2 for ||A||_F^2 (wrong along d_2 at A = I)."""
    return op2 / d2
