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


# ----------------------------------------------------------------------------- Proposition 6.1 (L1376-L1384)


def prop6_1_shape(k: int, delta_star: float, d: int) -> float:
    """Proposition 6.1 with Eq. (60), L1360 and L1376, as printed. Kind: hidden constant, checked uniformly.

    Statement: there is an absolute c > 0 such that every Delta with ||Delta||_F <= c eps/sqrt(log(k/delta*))
    min_i ||W_i||_F has P_X[max_j ||X_{j:} Delta|| <= (eps/4) min_i ||W_i||_F] >= 1 - delta* (X uniform in
    {+-1}^{k x d}). The measured left side is the largest admissible c on the instance, c*(inst); the statement
    says c*(inst) >~ 1 uniformly, so the shape is the constant 1 (comparison '>=')."""
    return 1.0


def prop6_1_shape_corrected(k: int, delta_star: float, d: int) -> float:
    """Believed to hold: Eq. (60) with sqrt(1 + log(k/delta*)) in place of sqrt(log(k/delta*)), i.e. in the printed
    normalisation c*(inst) >~ sqrt(log(k/delta*)/(1 + log(k/delta*))) (which vanishes as k/delta* -> 1)."""
    import math

    L = math.log(k / delta_star)
    return math.sqrt(L / (1.0 + L))
