"""Bounds of chenli (Chen & Li, "Provably learning a multi-head attention layer") Section 11 (Computational
lower bound) and Theorem 1.3 (its informal statement in Section 1): the attention gadget (Propositions
11.3, 11.4), the interpolation (Lemmas 11.5, 11.6), the reduction (Lemma 11.7), the cryptographic and SQ
lower bounds (Lemma 11.10, Definitions 11.8/11.11, Conjecture 11.9, the parity SQ bound).

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Each function is a printed bound, a pure function of named
quantities (no torch); the pairing with measurements and instance strategies is in
``checks/papers/chenli/sec11_lower.py``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import mpmath

from thmcheck.bounds.num import exp


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


# ----------------------------------------------------------------------------- Lemma 11.7, proof (L3157-L3183)


def lemma11_7(layer: float, layer_repaired: float, label_shift: float) -> Any:
    """The proof's claim F(X) = Y, read at one entry: the label Y equals the printed layer's value ``layer``."""
    return layer


def lemma11_7_corrected(layer: float, layer_repaired: float, label_shift: float) -> Any:
    """Repaired reduction: the layer with the interpolation's parameters halved, (tau_i/2, nu/2), equals the label
    Y' = Y + label_shift, where Y' = Y for even h and Y' = y (1, -1)^T e_1^T whenever a_1 != a_2 for odd h (the
    odd gadget is symmetric under swapping a_1, a_2; the learner only reads the ordering a = (1, -1)). As a bound
    on the printed label Y: Y = layer_repaired - label_shift."""
    return layer_repaired - label_shift


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
