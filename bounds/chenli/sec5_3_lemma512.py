"""Bounds of chenli (Chen & Li, "Provably learning a multi-head attention layer") Section 5.3 (Estimates via
coupling): Lemma 5.12.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Each function is a printed bound, a pure function of named
quantities (no torch); the pairing with measurements and instance strategies is in
``checks/papers/chenli/sec5_3_lemma512.py``.

Chen & Li, Lemma 5.12 (Section 5.3, coupling perturbation for any slice means, "for small d2").

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt`` L886-L916 (statement L886-L888, proof L890-L916). The constant
in
"<~" is hidden, so the claim is checked as a rate: the exponent in d of a fixed quantile of |x^T Theta (y - y')| /
(upsilon ||Theta||_F), d2, d3 fixed. The pairing with measurements and strategies is in
``checks/papers/chenli/sec5_3_lemma512.py``.
"""

from __future__ import annotations

from thmcheck.bounds.num import sqrt


def lemma5_12_quantile_exponent() -> float:
    """Lemma 5.12 as printed, L886-L888. Kind: probabilistic, hidden constant (<~).

    Statement: mu, mu', mu'' in [-1, 1] multiples of 1/d2; x ~ pi^s_{mu,nu}, (y, y') ~ D_{mu',nu',mu'',nu''}
    (Definition 5.10); for any s, s', s'' > 0:
    P[|x^T Theta y - x^T Theta y'| > (s'' upsilon (d2 + d3)/d)(s + s' sqrt(d2 + d3)) ||Theta||_F] <~ 1/s^2 + 1/s'^2
    + 1/s''^2. Assumptions: Assumption 4 (upsilon), Assumption 3 (r_Theta) of Section 4.
    Consequence checked: fix s = s' = s'' so large that C (3/s^2) <= 1 - q; then the upper q-quantile of |x^T Theta
    (y - y')| is at most K_q upsilon ||Theta||_F / d for all d (d2, d3 fixed), i.e. its fitted exponent in d is <= -1.
    """
    return -1.0


def lemma5_12_quantile_exponent_corrected() -> float:
    """The threshold the proof derives (L900-L916: E||Theta_[2,3]^T x||^2 <~ upsilon^2 (d2 + d3)^2 ||Theta||_F^2 / d,
    so the Markov steps give (s'' upsilon (d2 + d3)/sqrt(d))(s + s' sqrt(d2 + d3)) ||Theta||_F): the q-quantile is
    at most K_q upsilon ||Theta||_F / sqrt(d), exponent <= -1/2."""
    return -0.5


def lemma5_12_threshold(s: float, s1: float, s2: float, upsilon: float, d: int, d2: int, d3: int,
                        frob: float) -> float:
    """The printed threshold (s'' upsilon (d2 + d3)/d)(s + s' sqrt(d2 + d3)) ||Theta||_F (s1 = s', s2 = s'')."""
    return s2 * upsilon * (d2 + d3) / d * (s + s1 * sqrt(d2 + d3)) * frob


def lemma5_12_threshold_corrected(s: float, s1: float, s2: float, upsilon: float, d: int, d2: int, d3: int,
                                  frob: float) -> float:
    """The proof's threshold: the printed one with 1/d replaced by 1/sqrt(d)."""
    return s2 * upsilon * (d2 + d3) / sqrt(d) * (s + s1 * sqrt(d2 + d3)) * frob


def lemma5_12_rhs(s: float, s1: float, s2: float) -> float:
    """The printed right side without its hidden constant: 1/s^2 + 1/s'^2 + 1/s''^2."""
    return 1 / s**2 + 1 / s1**2 + 1 / s2**2
