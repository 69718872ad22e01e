"""chenli (part B): bounds and exact formulas of Sections 6-11 of Chen & Li, "Provably learning a multi-head
attention layer" (shared/seeds/000_7ee2e1d97e13a266.txt). Pure functions of named quantities; no torch.

Every function works on floats and on mpmath numbers (bounds.num), so the engine's exact re-check can evaluate
it at 60 digits; the Section 11 identities also accept Fractions where they are rational.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import mpmath

from bounds.num import exp, sqrt


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


# ----------------------------------------------------------------------------- Lemma 6.3 (L1493-L1533)


def lemma6_3_soundness() -> float:
    """Soundness: every accepted alpha has ||alpha - s_i||_2 <= eps for all heads (measured in units of eps)."""
    return 1.0


# ----------------------------------------------------------------------------- Fact 6.7 (L1615-L1625)


def fact6_7(nu: float, dprime: int) -> Any:
    """Fact 6.7: when no S with |S| <= d' leaves a flat rest (||v|_{S^c}||_inf^2 <= ||v|_{S^c}||^2/(nu d')),
    some S with |S| <= d' leaves mass ||v|_{S^c}||^2/||v||^2 <= exp(-1/nu)."""
    return exp(-1 / nu)


# ----------------------------------------------------------------------------- Lemma 8.3 (L2740-L2754)


def lemma8_3(lam: float, m: int) -> Any:
    """Lemma 8.3: min over subspaces V (dim <= m-1) of max_i ||Pi_{V^perp} v_i|| / ||v_1|| >= sqrt(lambda/(2m))."""
    return sqrt(lam / (2 * m))


# ----------------------------------------------------------------------------- Lemma 6.18 via Eq. (109) (L2236-L2258)


def lemma6_18_eq109(eta: float, vstar_sq: float, kappa: float, alpha: float, delta_l1: float) -> Any:
    """Eq. (109), the explicit step of Lemma 6.18 (units of ||v_1||^2):
    ||v - v*||^2 <= eta ||v*||^2 + 2 kappa ||delta||_1 ||v_1||^2 / alpha (alpha = ||v_m|| / ||v_1||, printed)."""
    return eta * vstar_sq + 2 * kappa * delta_l1 / alpha


# ----------------------------------------------------------------------------- Eq. (71) (L1567-L1577)


def eq71_exponent() -> float:
    """Eq. (71): sum_i |alpha_i| <~ (1/lambda) ||Theta'||_F / ||Theta_1||_F with a constant free of m: the sup
    ratio over the ball ||Theta'|| <= 2||Theta_1|| must stay bounded as m grows: fitted exponent in m <= 0."""
    return 0.0


def eq71_exponent_corrected() -> float:
    """What the proof's summation gives: sum |alpha_i| <= sqrt(m/(lambda - (m-1) kappa)) ||Theta'|| / ||Theta_1||;
    against (1/lambda)||Theta'||/||Theta_1|| at fixed lambda the ratio grows like m^{1/2}."""
    return 0.5


# ----------------------------------------------------------------------------- Lemma 9.3 (L2917-L2931)


def lemma9_3(eps: float, d: int, k: int, m: int, w1_sq: float) -> Any:
    """Lemma 9.3 as printed: ||Z w* - y||^2 <= eps^2 d^3 k^3 m ||W_1||_F^2."""
    return eps**2 * d**3 * k**3 * m * w1_sq


def lemma9_3_corrected(eps: float, d: int, k: int, m: int, w1_sq: float) -> Any:
    """The proof with the sum over heads kept (sum_i ||w_i*|| <= m ||W_1||_F) and softmax's l2-Lipschitz constant
    1/2 (Jacobian diag(s) - s s^T): ||Z w* - y||^2 <= eps^2 d^3 k^3 m^2 ||W_1||_F^2 / 4 (attained as eps -> 0 at
    k = 2)."""
    return eps**2 * d**3 * k**3 * m**2 * w1_sq / 4


# ----------------------------------------------------------------------------- Lemma 9.4 (L2933-L2945)


def lemma9_4_y(m: int, d: int, k: int) -> Any:
    """Lemma 9.4 (label part) as printed: |y| = ||F(X)_{:,1}|| <= sqrt(m d k) (||W_1||_F = 1 >= ||W_i||_F)."""
    return sqrt(m * d * k)


def lemma9_4_y_corrected(m: int, d: int, k: int) -> Any:
    """|y_r| <= sqrt(d) sum_i ||w_i*|| <= m sqrt(d): ||y|| <= m sqrt(d k)."""
    return m * sqrt(d * k)


# ----------------------------------------------------------------------------- Lemma 7.3 (L2353-L2413)


def lemma7_3(C: float, eta: float) -> Any:
    """Lemma 7.3 as printed: P[A] >= exp(-C^2 / (2 (1 - eta)^2))."""
    return exp(-C**2 / (2 * (1 - eta) ** 2))


# ----------------------------------------------------------------------------- Lemma 6.14 (L2084-L2098)


def lemma6_14() -> float:
    """Lemma 6.14: every Theta eps/(2d)-close to conv(Theta_i) satisfies |<A, Theta> - s| <= 7 eps (units of eps)."""
    return 7.0


# ----------------------------------------------------------------------------- Algorithm 1 / Eq. (102)


def alg1_membership() -> float:
    """K of Eq. (102) contains B(Theta_i, eps/(2d)): every point of the balls meets every slab |<A,Theta> - s| <= 7 eps
    (units of eps)."""
    return 7.0


# ----------------------------------------------------------------------------- Lemma 7.4 (L2415-L2483)


def lemma7_4(C: float, lam: float, m: int, eta_p: float) -> Any:
    """Lemma 7.4 as printed, first term: P[A'] <= exp(-C^2 (1 + lambda/(2m)) / (2 (1 + eta')^2)) (+ exp(-Omega(beta m
    r_Theta)), a hidden-constant term not evaluated here: the caller reads it as 0, under an uncertified assumption)."""
    return exp(-C**2 * (1 + lam / (2 * m)) / (2 * (1 + eta_p) ** 2))


# ----------------------------------------------------------------------------- Lemma 6.9 (L1691-L1703)


def lemma6_9() -> Fraction:
    """Lemma 6.9, P[||E'^T x||^2 >= ||Theta_1||_F^2/2] >= Omega(1) (||E'||_F = ||Theta_1||_F), with the proof's
    Paley-Zygmund constant: P[Z >= E Z/2] >= (1/4)(E Z)^2/E[Z^2] >= (1/4)/(1 + 2) = 1/12 (V[Z] <= 2 ||E'||_F^4)."""
    return Fraction(1, 12)


# ----------------------------------------------------------------------------- Lemma 8.4 (L2812-L2850)


def lemma8_4(nu: float, m: int, theta1: float) -> Any:
    """Lemma 8.4 with the proof's explicit constants: M_1..M_m orthonormal, ||Pi_att^perp(M_i)||_F <= nu <= 1/sqrt(2m)
    => for every i some lambda~ with ||lambda~|| <= sqrt(8) ||Theta_1||_F (the proof's ||A^{-1}||_op bound) has
    ||sum_j lambda~_j M_j - Theta_i||_F <= sqrt(8) nu sqrt(m) ||Theta_1||_F (the printed '<~' with the constant
    sqrt(8) of A A^T >= ||Theta_1||^{-2}/8 and ||[E_j]||_op <= sqrt(m) nu)."""
    return sqrt(8) * nu * sqrt(m) * theta1


# ----------------------------------------------------------------------------- Lemma 6.2 (L1386-L1452)


def lemma6_2_exponent() -> float:
    """Lemma 6.2: P[event fails] <= O(sqrt(mkd lambda')/eps)^{km} exp(-Omega(r_W/m)) (hidden constants). Checked as a
    trend: -log P[fails] must grow with r_W/m (its fitted exponent in r_W/m is > 0, i.e. the failure probability
    vanishes)."""
    return 0.0
