"""Bounds of the chenli LPCERTIFY K-level probes (Eq. (102), Section 6.5): the accuracy their certificates must reach.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt`` L2068-L2082 (K of Eq. (102), Definition 6.13), L2200-L2206 (the
minimum-norm point of K in Theorem 6.17 (II)). The paper treats these probes as exact; the claims in
``checks/papers/chenli/sec6_5_probes.py`` bound the independently certified error of each answer, relative to the
ball radius R = 2 ||Theta_1||_F of K. The tolerances are explicit and far below the finest printed scale of K (the
eps/(2d) balls of Lemma 6.14, >= 1e-3 R in the checked range).
"""

from __future__ import annotations


def eq102_probe_gap() -> float:
    """Support function / minimum-norm point of K: the certified duality gap (exactly feasible primal point vs weak
    duality bound) and the probe's own value stay within 1e-6 R of each other."""
    return 1e-6


def eq102_membership_error() -> float:
    """Membership oracle of K: it never disagrees with the exact rational decision on a query whose exact slack
    exceeds 1e-9 R in magnitude (closer queries may round either way in float64)."""
    return 1e-9
