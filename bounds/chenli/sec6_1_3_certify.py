"""Bounds of chenli (Chen & Li, "Provably learning a multi-head attention layer") Sections 6.1-6.3 (Success
conditions, LP-based certification, completeness and soundness): Proposition 6.1, Lemmas 6.2, 6.3 and
Algorithm 1 (LPCERTIFY, with the membership slab of Eq. (102)).

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Each function is a printed bound, a pure function of named
quantities (no torch); the pairing with measurements and instance strategies is in
``checks/papers/chenli/sec6_1_3_certify.py``.
"""

from __future__ import annotations

# ----------------------------------------------------------------------------- Lemma 6.3 (L1493-L1533)


def lemma6_3_soundness() -> float:
    """Soundness: every accepted alpha has ||alpha - s_i||_2 <= eps for all heads (measured in units of eps)."""
    return 1.0


# ----------------------------------------------------------------------------- Algorithm 1 / Eq. (102)


def alg1_membership() -> float:
    """K of Eq. (102) contains B(Theta_i, eps/(2d)): every point of the balls meets every slab |<A,Theta> - s| <= 7 eps
    (units of eps)."""
    return 7.0


# ----------------------------------------------------------------------------- Lemma 6.2 (L1386-L1452)


def lemma6_2_exponent() -> float:
    """Lemma 6.2: P[event fails] <= O(sqrt(mkd lambda')/eps)^{km} exp(-Omega(r_W/m)) (hidden constants). Checked as a
    trend: -log P[fails] must grow with r_W/m (its fitted exponent in r_W/m is > 0, i.e. the failure probability
    vanishes)."""
    return 0.0
