"""Bounds of chenli (Chen & Li, "Provably learning a multi-head attention layer") Section 5.3 (Estimates via
coupling): Definition 5.10 (the coupling D), Lemma 5.11, Lemma 5.14.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Each function is a printed bound, a pure function of named
quantities (no torch); the pairing with measurements and instance strategies is in
``checks/papers/chenli/sec5_3_coupling.py``.

Chen & Li, Section 5.3 coupling perturbation bounds: Lemma 5.11 (bullet (i)) and the threshold scales of
Lemmas 5.13 / 5.14.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt`` (line numbers ``Lnnn``). The constants are hidden (Omega in
the
threshold, <~ in the probability), so the checks in ``checks/papers/chenli/sec5_3_coupling.py`` compare a fitted exponent of
the empirical tail quantile of the deviation (in units of ||Theta||_F) along a sweep in d with the asymptotic
d-exponent of the printed threshold scale; the scale itself is given here for the reported ratios.
"""

from __future__ import annotations

import math
from fractions import Fraction

from thmcheck.bounds.num import log, sqrt


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


def def5_10(d1: int, n2: int, a2: int, n3: int, a3: int, i1: int, p2: int, m2: int, p3: int, m3: int,
            s2: int, s3: int) -> Fraction:
    """:func:`def5_10_cylinder` with the source slices' counts s2, s3 passed along (unused by the target law;
    planted mutants that forget the coupling's move use them)."""
    return def5_10_cylinder(d1, n2, a2, n3, a3, i1, p2, m2, p3, m3)


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


def lemma5_14_scale(upsilon: float, d: float, d2: float, d3: float) -> float:
    """Lemma 5.14, L1022-L1026: upsilon (d2 + d3)^{3/2}/sqrt(d) (units of ||Theta||_F)."""
    return upsilon * (d2 + d3) ** 1.5 / sqrt(d)


def lemma5_14_shape(r: float, c: float, d: int) -> float:
    """Lemma 5.14 (L1022-L1026), as printed. Kind: hidden constants, checked uniformly.

    Statement: for mu, mu' multiples of 1/d2 and nu, nu' of 1/d3 and (x, x') ~ D_{mu,nu,mu',nu'}:
    P[|x^T Theta x - x'^T Theta x'| > Omega(upsilon (d2 + d3)^{3/2}/sqrt d) ||Theta||_F] <~ 1/r_Theta^{1/2}.
    The Omega's constant c is a parameter of the instance (the threshold is c upsilon (d2 + d3)^{3/2}
    ||Theta||_F/sqrt d); returns the shape 1/sqrt(r_Theta) of the probability (the <~ constant is left to the
    uniform check). ``c`` and ``d`` are not part of the shape."""
    return 1.0 / sqrt(r)


def lemma5_14_shape_corrected(r: float, c: float, d: int) -> float:
    """What the proof gives (t = s = r_Theta^{1/4} in its last line): the threshold needs a factor r_Theta^{1/4};
    at a threshold without it, the probability is only O(1) (a bound of 1 always holds)."""
    return 1.0
