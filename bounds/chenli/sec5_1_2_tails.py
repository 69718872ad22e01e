"""Bounds of chenli (Chen & Li, "Provably learning a multi-head attention layer") Sections 5.1-5.2 (Tail
bounds for product of slice and cube; applying the tail bounds): Fact 5.3, Theorems 5.4, 5.6, Lemma 5.5,
Corollary 5.7, Lemmas 5.8, 5.9 (bilinear anti-concentration on cube x slices, by exact enumeration; every
constant hidden, so each is a fitted exponent with its interval).

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Each function is a printed bound, a pure function of named
quantities (no torch); the pairing with measurements and instance strategies is in
``checks/papers/chenli/sec5_1_2_tails.py``.
"""

from __future__ import annotations

import math
from fractions import Fraction

# ------------------------------------------------------------------------------------------- Section 5, App. B/C

def fact5_3(d: int, a: int) -> Fraction:
    """Fact 5.3, L543. Kind: deterministic identity (exact). x ~ uniform on the slice with a = (1+mu)d/2 entries
    +1, i != j: E[x_i x_j] = (mu^2 d - 1)/(d - 1), mu = (2a - d)/d."""
    mu = Fraction(2 * a - d, d)
    return (mu * mu * d - 1) / (d - 1)


def cor5_7_shape(k: int, delta: float, c: float) -> float:
    """Corollary 5.7, L593, as a uniform shape: ||Xv|| - c sqrt(k) <~ sqrt(k log(k/delta)) (at the (1 - delta)-quantile)."""
    return math.sqrt(k * math.log(k / delta))


def cor5_7_corrected(k: int, delta: float, c: float) -> float:
    """Corollary 5.7 corrected: the mean shift is up to sqrt(2) c per row, so ||Xv|| - c sqrt(k) <~ (sqrt 2 - 1) c sqrt(k)
    + sqrt(k log(2k/delta)) (round 31: Lemma 5.5's factor 2 kept in the union bound; with log(k/delta) the form fails at
    k = 1 as delta -> 1, chenli.cor5.7-enddelta)."""
    return (math.sqrt(2) - 1) * c * math.sqrt(k) + math.sqrt(k * math.log(2 * k / delta))


def cor5_7_exponent(claimed_exponent: float) -> float:
    """Corollary 5.7, L593. Kind: probabilistic, hidden constants. ||Xv|| <= c sqrt(k) + O(sqrt(k log(k/delta)))
    w.p. >= 1 - delta: the fitted exponent in k of the (1 - delta)-quantile of ||Xv|| may not exceed the exponent of
    the bound's growth (its faster term sqrt(k log(k/delta)), fitted on the same k grid: ``claimed_exponent``)."""
    return claimed_exponent


def thm5_4_shape(tau: float, m: int) -> float:
    """Theorem 5.4, L563, as a uniform statement over its unspecified exponent C: dist <= K tau^C for some C, K > 0 is
    log(1/tau)/log(1/dist) <~ 1 (the measured lhs is that reciprocal effective exponent)."""
    return 1.0


def thm5_4_exponent() -> float:
    """Theorem 5.4 ([FKMW18] Cor 5.11), L563. Kind: probabilistic, hidden constants (an absolute C > 0 and the
    constant of <~). sup_r |P[p(x) <= r] - P[p(gamma) <= r]| <~ tau^C: the Kolmogorov distance decays as a power of
    tau = ||v||_inf/||v||_2, so its fitted exponent in tau must be > 0."""
    return 0.0


def lemma5_8_small_ball_exponent() -> float:
    """Lemma 5.8, L605-L706. Kind: probabilistic, hidden constants (<~, absolute 0 < C < 1, Omega).

    Statement: mu, mu' multiples of 1/d2, nu, nu' of 1/d3, |mu|, |mu'| <= c/sqrt(d2) with 1 <= c <=
    sqrt(min(r_Theta, d2, d3))/2, and (i) |nu|, |nu'| <= c/sqrt(d3) or (ii) |nu|, |nu'| <= 0.9 and d3 <= min(d/(8
    upsilon^2), sqrt(d r_Theta)/(8 c upsilon)); x ~ pi^s_{mu,nu}, y ~ pi^s_{mu',nu'} independent; s, t > 0:
    P[|x^T Theta y - t| <= s ||Theta||_F] <~ s^{1/2} + (c^2 upsilon sqrt(r_Theta)/sqrt(d))^C + exp(-Omega(r_Theta)).
    Checked where the s-free terms are negligible: the concentration function Q(s) = sup_t P[...] decays at least
    like s^{1/2}, i.e. its fitted exponent in s is >= 1/2."""
    return 0.5


def lemma5_9_small_ball_exponent() -> float:
    """Lemma 5.9, L708-L755. Kind: probabilistic, hidden constants. Any slices mu, mu' (multiples of 1/d2), nu, nu'
    (of 1/d3), d2, d3 <~ r_Theta^2: P[|x^T Theta y - t| <= s ||Theta||_F] <~ s^{1/2} + upsilon^3 r_Theta^3/sqrt(d).
    Checked as Lemma 5.8: the fitted exponent of Q(s) in s is >= 1/2."""
    return 0.5


def lemma5_5_rate() -> float:
    """Lemma 5.5, L577-L581. Kind: rate (hidden constant Omega; the prefactor 2 is printed).

    Statement: for any v in R^d, x ~ pi^s_{mu, nu; d1, d2, d3} (uniform cube block x two slice blocks) and t > 0,
    P[|<v, x> - <v, mu 1_[2] + nu 1_[3]>| >= t] <= 2 exp(-Omega(t^2/||v||^2)). Consequence checked: with s =
    t/||v||, -log(P/2) >= c s^2, so the least-squares slope of -log(P/2) in s^2 over a ladder of s is positive
    (an intercept absorbs the sub-leading log(s) of the exact tails); the bound is that sign."""
    return 0.0


def thm5_6_rate() -> float:
    """Theorem 5.6, L583-L589. Kind: rate (hidden constants C, '<~', and c in |mu| <= c/sqrt(d2)).

    Statement: for |mu| <= c/sqrt(d2), |nu| <= c/sqrt(d3), any A and x ~ pi^s_{mu, nu; d1, d2, d3},
    P[|x^T A x - E x^T A x| > t] <~ exp(-C min(t/||A||_op, t^2/||A||_F^2)). Consequence checked: the least-squares
    slope of -log P in m(t) = min(t/||A||_op, t^2/||A||_F^2) (free intercept) is positive; the bound is that sign."""
    return 0.0


def thm5_6_shape(t: float, op: float, fro: float) -> float:
    """Theorem 5.6, L583-L589, as a uniform shape (issue 31): P <~ exp(-C min(t/||A||_op, t^2/||A||_F^2)) is
    'm <= c'(1 - log P) for one c'', m = min(t/||A||_op, t^2/||A||_F^2); checked lhs 1 - log P, comparison '>='."""
    return min(t / op, t * t / (fro * fro))


def lemma5_5_shape(t: float, norm_v: float, vinf: float) -> float:
    """Lemma 5.5, L577-L581, as a uniform shape (issue 31): P <= 2 exp(-Omega(t^2/||v||^2)) is '-log(P/2) >= c
    t^2/||v||^2 for one c > 0'; checked lhs -log(P/2), comparison '>=' (``vinf`` is for the mutants)."""
    return (t / norm_v) ** 2
