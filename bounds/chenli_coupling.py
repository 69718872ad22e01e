"""Chen & Li, Section 5.3 coupling perturbation bounds: Lemma 5.11 (bullet (i)) and the threshold scales of
Lemmas 5.13 / 5.14.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt`` (line numbers ``Lnnn``). The constants are hidden (Omega in the
threshold, <~ in the probability), so the checks in ``checks/papers/chenli_coupling.py`` compare a fitted exponent of
the empirical tail quantile of the deviation (in units of ||Theta||_F) along a sweep in d with the asymptotic
d-exponent of the printed threshold scale; the scale itself is given here for the reported ratios.
"""

from __future__ import annotations

from bounds.num import log, sqrt


def lemma5_11_scale(c: float, r: float, d2: float, d3: float) -> float:
    """Lemma 5.11, bullet (i), L779-L797: the threshold scale (in units of ||Theta||_F)
    sqrt(c) r^{1/8}/min(d2, d3)^{1/4} + c (c + sqrt(log r))/r^{3/8}."""
    return sqrt(c) * r**0.125 / min(d2, d3) ** 0.25 + c * (c + sqrt(log(r))) / r**0.375


def lemma5_11_exponent() -> float:
    """Lemma 5.11, L779-L797. Kind: probabilistic, hidden constants (Omega, <~).

    Statement (bullet (i)): 1 <= c <= sqrt(min(r_Theta, d2, d3))/2, |mu|, |mu'|, |mu''| <= c/sqrt(d2), |nu|, |nu'|,
    |nu''| <= c/sqrt(d3); x ~ pi^s_{mu,nu} independent of (y, y') ~ D_{mu',nu',mu'',nu''} (Definition 5.10):
    P[|x^T Theta (y - y')| > Omega(sqrt(c) r^{1/8}/min(d2, d3)^{1/4} + c (c + sqrt(log r))/r^{3/8}) ||Theta||_F]
    <~ r^{-1/4}. Assumptions 3-4 of Section 4 (stable rank >= r_Theta, delocalised rows and columns).

    Checked consequence: along a sweep d -> infinity with d2, d3 proportional to d and (r_Theta, c) fixed, the
    (1 - r^{-1/4})-quantile of |x^T Theta (y - y')|/||Theta||_F is O(scale), and the scale's d-exponent is
    max(-1/4, 0) = 0 (the second term does not depend on d): the quantile's fitted d-exponent is <= 0."""
    return 0.0


def lemma5_13_scale(c: float, r: float, d2: float, d3: float) -> float:
    """Lemma 5.13, first case, L918-L924: sqrt(c) r^{1/4}/min(d2, d3)^{1/4} + c/r^{1/4} (units of ||Theta||_F)."""
    return sqrt(c) * r**0.25 / min(d2, d3) ** 0.25 + c / r**0.25


def lemma5_14_scale(upsilon: float, d: float, d2: float, d3: float) -> float:
    """Lemma 5.14, L1022-L1026: upsilon (d2 + d3)^{3/2}/sqrt(d) (units of ||Theta||_F)."""
    return upsilon * (d2 + d3) ** 1.5 / sqrt(d)
