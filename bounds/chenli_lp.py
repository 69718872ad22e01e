"""chenli (part B): bounds and exact formulas of Sections 6-11 of Chen & Li, "Provably learning a multi-head
attention layer" (shared/seeds/000_7ee2e1d97e13a266.txt). Pure functions of named quantities; no torch.

Every function works on floats and on mpmath numbers (bounds.num), so the engine's exact re-check can evaluate
it at 60 digits; the Section 11 identities also accept Fractions where they are rational.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import mpmath

from bounds.num import exp


def _tanh(x: Any) -> Any:
    import math

    return mpmath.tanh(x) if isinstance(x, mpmath.mpf) else math.tanh(x)


def phi(z: Any) -> Any:
    """phi(z) = z tanh(z/2) (Section 11, L3055)."""
    return z * _tanh(z / 2)


# ----------------------------------------------------------------------------- Proposition 11.3 (L3057-L3067)


def prop11_3(z: float) -> Any:
    """Prop. 11.3 as printed: |phi(z) - z| <= e^{-z/3} for ANY real z."""
    return exp(-z / 3)


def prop11_3_corrected(z: float) -> Any:
    """What the proof shows (it treats z >= 0 only, by 'symmetry'): |phi(z) - |z|| <= e^{-|z|/3}. In terms of the
    printed left side: |phi(z) - z| <= e^{-|z|/3} + 2 max(0, -z)."""
    a = abs(z)
    return exp(-a / 3) + (2 * a if z < 0 else 0)


# ----------------------------------------------------------------------------- Proposition 11.4 (L3069-L3075)


def prop11_4(a_row: int, a1: int, a2: int, tau: float, inner: float, s: int) -> Any:
    """Row ``a_row`` of the gadget: a_row * {phi((a1-a2)tau + <v,z1-z2>) + s phi((a2-a1)tau + <v,z1-z2>)}."""
    return a_row * (phi((a1 - a2) * tau + inner) + s * phi((a2 - a1) * tau + inner))


# ----------------------------------------------------------------------------- Lemma 11.5, Item 4 (L3077-L3095)


def lemma11_5(h_val: float) -> Any:
    """Item 4: the phi-network equals h(<w,x>) (even h: sum of the two terms; odd h: their difference)."""
    return h_val


# ----------------------------------------------------------------------------- Lemma 11.6 (L3143-L3151)


def lemma11_6(m: int, i: int, j: int) -> Fraction:
    """Entry (i, j) (0-based) of the printed inverse of the path distance matrix D_ij = |i - j|, m > 2."""
    last = m - 1
    if (i, j) in ((0, 0), (last, last)):
        return Fraction(2 - m, 2 * m - 2)
    if (i, j) in ((0, last), (last, 0)):
        return Fraction(1, 2 * m - 2)
    if i == j:
        return Fraction(-1)
    if abs(i - j) == 1:
        return Fraction(1, 2)
    return Fraction(0)


# ----------------------------------------------------------------------------- Lemma 11.10 (L3206-L3222)


def lemma11_10(t_mod_q: int) -> int:
    """<w, x> mod q equals <w'/2, z_1[x] - z_2[x]> mod q (w'_{j,i} = (w_1)_j 2^i): the right side, reduced."""
    return t_mod_q


# ----------------------------------------------------------------------------- Section 11.3 parity (L3238-L3240)


def sq_parity(parity: int) -> int:
    """h(<1_S, z_1 - z_2>/2) with h(t) = (-1)^{1[t even]} equals the parity z_T up to sign: exactly -z_T."""
    return -parity


# ----------------------------------------------------------------------------- Lemma 6.3 (L1493-L1533)


def lemma6_3_soundness() -> float:
    """Soundness: every accepted alpha has ||alpha - s_i||_2 <= eps for all heads (measured in units of eps)."""
    return 1.0
