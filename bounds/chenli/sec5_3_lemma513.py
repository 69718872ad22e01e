"""Bounds of chenli (Chen & Li, "Provably learning a multi-head attention layer") Section 5.3 (Estimates via
coupling): Lemma 5.13.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Each function is a printed bound, a pure function of named
quantities (no torch); the pairing with measurements and instance strategies is in
``checks/papers/chenli/sec5_3_lemma513.py``.

Chen & Li, Section 5.3 coupling perturbation bounds: Lemma 5.11 (bullet (i)) and the threshold scales of
Lemmas 5.13 / 5.14.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt`` (line numbers ``Lnnn``). The constants are hidden (Omega in
the
threshold, <~ in the probability), so the checks in ``checks/papers/chenli/sec5_3_lemma513.py`` compare a fitted exponent of
the empirical tail quantile of the deviation (in units of ||Theta||_F) along a sweep in d with the asymptotic
d-exponent of the printed threshold scale; the scale itself is given here for the reported ratios.
"""

from __future__ import annotations

from thmcheck.bounds.num import sqrt


def lemma5_13_scale(c: float, r: float, d2: float, d3: float) -> float:
    """Lemma 5.13, first case, L918-L924: sqrt(c) r^{1/4}/min(d2, d3)^{1/4} + c/r^{1/4} (units of ||Theta||_F)."""
    return sqrt(c) * r**0.25 / min(d2, d3) ** 0.25 + c / r**0.25


# ---------------------------------------------------------------------------------------------------- Lemma 5.13
# The family of checks/papers/chenli_lemma513.py: r_Theta -> infinity with c = kappa r^beta (kappa = 1/2 for
# beta > 0, kappa = 1 for beta = 0) and d = r^gamma, d2 = d3 = d/4. Every scale below is then a sum of exact powers
# of r, and its exponent along the family is the largest exponent of its terms.


def lemma5_13_scale_corrected(c: float, r: float, d2: float, d3: float) -> float:
    """Lemma 5.13, first case, with the proof's Cauchy-Schwarz step repaired (L995-L1000: (c^2/d3)<1, w>^2 <= c^2
    ||w||^2, not (c^2/r)||w||^2): c^{3/2} r^{1/4}/min(d2, d3)^{1/4} + c^2/r^{1/4} (units of ||Theta||_F)."""
    return c**1.5 * r**0.25 / min(d2, d3) ** 0.25 + c**2 / r**0.25


def lemma5_13_exponent(beta: float, gamma: float) -> float:
    """Lemma 5.13, first case, as printed (L918-L920). Kind: probabilistic, hidden constants (Omega, <~).

    Statement: 1 <= c <= sqrt(min(r_Theta, d2, d3))/2, |mu|, |mu'| <= c/sqrt(d2), |nu|, |nu'| <= c/sqrt(d3);
    (x, x') ~ D_{mu,nu,mu',nu'} (Definition 5.10): P[|x^T Theta x - x'^T Theta x'| > Omega(sqrt(c) r^{1/4}/min(d2,
    d3)^{1/4} + c/r^{1/4}) ||Theta||_F] <~ r^{-1/4}. Assumptions 3-4 (Section 4).

    Checked consequence: along a family r -> infinity with c = kappa r^beta, d = r^gamma, d2 = d3 = d/4, any
    (1 - r^{-1/4})-quantile (and for a deterministic deviation its value) of |x^T Theta x - x'^T Theta x'|/||Theta||_F
    is O(scale), so its exponent in r is at most the scale's: max(beta/2 + 1/4 - gamma/4, beta - 1/4)."""
    return max(beta / 2 + 0.25 - gamma / 4, beta - 0.25)


def lemma5_13_exponent_corrected(beta: float, gamma: float) -> float:
    """The exponent in r of :func:`lemma5_13_scale_corrected` along the same family:
    max(3 beta/2 + 1/4 - gamma/4, 2 beta - 1/4)."""
    return max(1.5 * beta + 0.25 - gamma / 4, 2 * beta - 0.25)
