"""Hongkang Li, PhD thesis (RPI 2024), Appendices E and F: displays inside the proofs (step claims).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``; catalog: ``shared/claims/thesis_ch5-7.md``. Pure functions of an
instance's named quantities (no torch, no Hypothesis); ``thmcheck.bounds.num`` so the 60-digit re-check evaluates the bound
itself.
"""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import exp, log, sqrt

# ---------------------------------------------------------------- Lemma E.4.1 (E.3) / Lemma F.3.1 (F.3), upper tail
# In log form: the claims compare log Pr (exact binomial tails underflow float64 long before they matter).


def chernoff_upper_printed(m: int, p: Any, gamma: Any) -> Any:
    """log of (E.3) L7985 / (F.3) L9240, as restated: for gamma in [0, 1/p - 1], Pr(p_hat >= (1 + gamma) p) <=
    exp(-m p gamma^2 / 3); returned: -m p gamma^2 / 3."""
    return -m * p * gamma * gamma / 3


def chernoff_upper_corrected(m: int, p: Any, gamma: Any) -> Any:
    """log of the multiplicative Chernoff upper tail valid for every gamma >= 0, exp(-m p gamma^2 / (2 + gamma))
    (equal to the printed exp(-m p gamma^2/3) at gamma = 1, weaker beyond)."""
    return -m * p * gamma * gamma / (2 + gamma)


def chernoff_upper_mutant(m: int, p: Any, gamma: Any) -> Any:
    """A wrong corrected bound: exp(-m p gamma^2 / (1 + gamma)) (twice the exponent for small gamma); log form."""
    return -m * p * gamma * gamma / (1 + gamma)


# ---------------------------------------------------------------------------------- (E.55): softmax chain, step 2


def eqE55_printed(n1: int, n2: int, X: Any, c: Any, M1: int) -> Any:
    """(E.55) L8213, last step: the middle expression is >= 1 - ((2 - alpha)/alpha) exp(-X^2), where
    (2 - alpha)/alpha = n2/n1 (|N_j| = alpha l/2 contexts of the query's pattern, n2 = l - n1 others) and
    X = eta sum_b gamma_b Delta_T."""
    return 1 - n2 * exp(-X * X) / n1


def eqE55_corrected(n1: int, n2: int, X: Any, c: Any, M1: int) -> Any:
    """What the middle expression does satisfy: >= 1 - (n2/n1) exp(-(1 - 1/M1) X^2 - c)."""
    return 1 - n2 * exp(X * X / M1 - X * X - c) / n1


def eqE55_mutant(n1: int, n2: int, X: Any, c: Any, M1: int) -> Any:
    """A wrong corrected bound: exponent -(1 - 1/M1) X^2 - 2c (the Theta(delta^2) counted twice)."""
    return 1 - n2 * exp(X * X / M1 - X * X - 2 * c) / n1


# ------------------------------------------------------------------------------ (E.109): the pruning lower bound


def eqE109_printed(R: Any, a: Any, v: Any) -> Any:
    """(E.109) L8456, fourth line: R + a - R a - (1 - R - a)(eps + (4 + 4 eps)/(alpha M1)), with a = 2/(alpha' M1)
    and v = eps + (4 + 4 eps)/(alpha M1). Claimed <= the third line 1 - (1 - R - a + R a)(1 + v)."""
    return R + a - R * a - (1 - R - a) * v


def eqE109_corrected(R: Any, a: Any, v: Any) -> Any:
    """The third line itself expanded: R + a - R a - (1 - R - a + R a) v."""
    return R + a - R * a - (1 - R - a + R * a) * v


def eqE109_mutant(R: Any, a: Any, v: Any) -> Any:
    """A wrong corrected step: R + a - (1 - R - a + R a) v (the -R a term dropped)."""
    return R + a - (1 - R - a + R * a) * v


# ------------------------------------------------------------------- (E.80), (E.106): equalities between roots


def eqE106_printed(M1: int, M2: int) -> Any:
    """(E.106) L8423: sqrt(1/M1 + (1/M2^2) M2) = 1/sqrt(M2)."""
    return 1 / sqrt(M2)


def eqE106_corrected(M1: int, M2: int) -> Any:
    """The left side itself: sqrt(1/M1 + 1/M2)."""
    return sqrt(1 / M1 + 1 / M2)


def eqE106_mutant(M1: int, M2: int) -> Any:
    """A wrong closed form: sqrt(1/M1 + 1/M2^2)."""
    return sqrt(1 / M1 + 1 / M2**2)


def eqE80_printed(M1: int, M2: int, G: Any) -> Any:
    """(E.80) L8349-L8351, right side of the equality: sqrt(1 + 1/M1 + 1/M2) G."""
    return sqrt(1 + 1 / M1 + 1 / M2) * G


def eqE80_corrected(M1: int, M2: int, G: Any) -> Any:
    """The left side under the intended reading (G outside the root): sqrt(1 + 1/M1 + 1/M1^2 + 1/M2) G."""
    return sqrt(1 + 1 / M1 + 1 / M1**2 + 1 / M2) * G


def eqE80_literal_lhs(M1: int, M2: int, G: Any) -> Any:
    """The left side of (E.80) as typeset (G under the root in the last term only): sqrt(1 + 1/M1 + 1/M1^2 + G/M2)."""
    return sqrt(1 + 1 / M1 + 1 / M1**2 + G / M2)


def eqE80_mutant(M1: int, M2: int, G: Any) -> Any:
    """A wrong closed form: sqrt(1 + 1/M1^2 + 1/M2) G."""
    return sqrt(1 + 1 / M1**2 + 1 / M2) * G


# ----------------------------------------------------------------------------- E.5.9 (L9116): E[theta] = 0


def angle_mean_printed(d: int) -> float:
    """L9116: the angle theta between a uniformly random direction on the sphere and a fixed vector has
    E[theta] = 0."""
    return 0.0


def angle_mean_corrected(d: int) -> Any:
    """E[theta] = pi/2 (theta and pi - theta have the same law)."""
    import math

    return math.pi / 2


def angle_mean_mutant(d: int) -> Any:
    """A wrong closed form: pi/3."""
    import math

    return math.pi / 3


# ------------------------------------------------- (E.112)-(E.115): Chernoff at zero deviation, a hidden constant C


def zero_deviation_shape(M1: int, M2: int) -> Any:
    """(E.112)-(E.115) L8487-L8493: Pr(...) <= e^{-C log M1} = M1^{-C} for some C > 0, i.e. -log Pr >= C log M1:
    the printed shape log M1 (uniform, Omega)."""
    return log(M1)


def zero_deviation_mutant_M2(M1: int, M2: int) -> Any:
    """A wrong shape: log(M1) M2 (an extra factor of a second parameter)."""
    return log(M1) * M2


# --------------------------------------------------------------------- Lemma E.4.3 (E.5) / Lemma F.3.3 (F.5)


def hoeffding_shape(t: Any, K: Any, a_norm: Any) -> Any:
    """(E.5) L7993 / (F.5) L9278: Pr(|sum a_i X_i| >= t) <= e exp(-c t^2/(K^2 ||a||^2)) for an absolute c > 0,
    i.e. log(e / Pr) >= c t^2 / (K^2 ||a||^2): the printed shape t^2/(K^2 ||a||^2) (uniform, Omega)."""
    return t * t / (K * K * a_norm * a_norm)


def hoeffding_mutant_t4(t: Any, K: Any, a_norm: Any) -> Any:
    """A wrong shape: t^4/(K^4 ||a||^4) (a wrong power of the deviation)."""
    s = t * t / (K * K * a_norm * a_norm)
    return s * s


def hoeffding_mutant_K(t: Any, K: Any, a_norm: Any) -> Any:
    """A wrong shape: t^2/||a||^2 (the sub-Gaussian norm K dropped: a missing factor of a second parameter)."""
    return t * t / (a_norm * a_norm)


# ------------------------------------------------------------------ (F.59): the Hoeffding step of Theorem 5's proof


def eqF59_printed(l_ts: int, rho: Any, c: Any, ap: Any, B1: Any) -> Any:
    """log of (F.59) L9581-L9587, last step: Pr(mean >= alpha' B(q,q2) + c rho alpha' B(q,q1)) <= e^{-l_ts rho c^2
    alpha' B(q,q1)} ('by Lemma F.3.3 and (7.13) for some constant c > 0'); returned: -l_ts rho c^2 alpha' B1."""
    return -l_ts * rho * c * c * ap * B1


def eqF59_corrected(l_ts: int, rho: Any, c: Any, ap: Any, B1: Any) -> Any:
    """log of Hoeffding's bound for a mean of l_ts [0, 1] variables exceeding its mean by t = c rho alpha' B1:
    exp(-2 l_ts t^2)."""
    t = c * rho * ap * B1
    return -2 * l_ts * t * t


def eqF59_mutant(l_ts: int, rho: Any, c: Any, ap: Any, B1: Any) -> Any:
    """A wrong corrected bound: exp(-4 l_ts t^2) (twice Hoeffding's exponent)."""
    t = c * rho * ap * B1
    return -4 * l_ts * t * t


# ------------------------------------------------------------------------- (F.10): a two-sided bound of Lemma F.3.5


def eqF10_upper(p: Any, alpha: Any, K: int, M: int) -> Any:
    """(F.10) L9346-L9352, the upper bound per prompt (the common factor eta/B and the sum dropped):
    (1/(KM)) p (1-p)^2 (2 - K + (2-K) alpha^2/K^2) + (1-p)^2 p (1 + alpha^2/K^2)/K."""
    a2 = alpha * alpha / (K * K)
    return p * (1 - p) ** 2 * (2 - K + (2 - K) * a2) / (K * M) + (1 - p) ** 2 * p * (1 + a2) / K


def eqF10_upper_mutant(p: Any, alpha: Any, K: int, M: int) -> Any:
    """A wrong upper bound: the last term dropped."""
    a2 = alpha * alpha / (K * K)
    return p * (1 - p) ** 2 * (2 - K + (2 - K) * a2) / (K * M)


def identity_zero() -> float:
    """An identity checked as 'relative difference == 0': the bound 0."""
    return 0.0


# --------------------------------------------------------------- (E.217): the spherical-cap chain of Lemma E.4.9


def eqE217_integral_printed(M: int) -> Any:
    """(E.217) L9074, the '=' step: int_{1-1/M}^1 (1-t)^{-1/2} dt written as 2/sqrt(M) - 2/M."""
    return 2 / sqrt(M) - 2 / M


def eqE217_integral_corrected(M: int) -> Any:
    """int_{1-1/M}^1 (1-t)^{-1/2} dt = 2/sqrt(M)."""
    return 2 / sqrt(M)


def eqE217_integral_mutant(M: int) -> Any:
    """A wrong closed form: 2/M."""
    return 2 / M


def eqE217_first_step_printed(d: int, M: int) -> Any:
    """(E.217) L9074, first step: I_{sin^2 phi}((d-1)/2, 1/2) >= I_{cos^2(1/M)}((d-1)/2, 1/2); returned: the right
    side (the regularized incomplete beta at cos^2(1/M))."""
    import math

    from scipy.special import betainc

    return float(betainc((d - 1) / 2, 0.5, math.cos(1 / M) ** 2))


# ---------------------------------------------------------------------- (F.25), proof of Theorem 3 (L9420)


def eqF25_shape(alpha: Any, u: Any) -> Any:
    """(F.25), L9420: 1 - p_n(t+1) >= (1 - alpha)/(alpha e^u + (1 - alpha)) >~ ((1 - alpha)/alpha) e^{-u}; the
    printed shape of the '>~' (uniform: one constant for every alpha in (0, 1) and u >= 0)."""
    return (1 - alpha) / alpha * exp(-u)


def eqF25_corrected(alpha: Any, u: Any) -> Any:
    """What holds uniformly: (1 - alpha)/(alpha e^u + 1 - alpha) = x/(1 + x) >= min(1, x)/2 with x = ((1 - alpha)/
    alpha) e^{-u}."""
    x = (1 - alpha) / alpha * exp(-u)
    return x if x < 1 else 1 + 0 * x


def eqF25_mutant_half_rate(alpha: Any, u: Any) -> Any:
    """Mutant of the correction: e^{-u/2} in place of e^{-u} (wrong along u -> inf)."""
    x = (1 - alpha) / alpha * exp(-u / 2)
    return x if x < 1 else 1 + 0 * x


def eqF25_mutant_no_one_minus_alpha(alpha: Any, u: Any) -> Any:
    """Mutant of the correction: the factor (1 - alpha) dropped (wrong along alpha -> 1)."""
    x = exp(-u) / alpha
    return x if x < 1 else 1 + 0 * x
