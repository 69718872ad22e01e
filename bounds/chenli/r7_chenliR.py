"""Bounds of chenli's round-7 step claims (helper chenliR; ``checks/papers/chenli/r7_chenliR.py``).
Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any


def eq19_line1(F: float, op2: float, c: float, **_: Any) -> float:
    """Eq. (19)/(20)/L656's first right side: ||A||_F^2 - 3 c^2 ||A||_op^2 (A = Theta_[1], Theta_[k] Pi^perp)."""
    return F - 3 * c * c * op2


def eq19_wrong(F: float, op2: float, c: float, **_: Any) -> float:
    """Planted: ||A||_F^2 - c^2 ||A||_op^2/2 (the 3 c^2 cut below the true worst case 2 c^2)."""
    return F - 0.5 * c * c * op2


def eq21_line1(F: float, op2: float, c: float, P3F: float, n3: float, **_: Any) -> float:
    """Eq. (21)/L662/L664's first right side: ||A||_F^2 - (c^2 + 2) ||A||_op^2 - ||P_[3] A||_F^2 - c ||A^T 1_[3]||
    ||A||_op."""
    return F - (c * c + 2) * op2 - P3F - c * n3 * op2**0.5


def eq21_line1_no_p3(F: float, op2: float, c: float, P3F: float, n3: float, **_: Any) -> float:  # noqa: ARG001
    """Planted: without the -||P_[3] A||_F^2 and cross terms."""
    return F - 0.5 * op2


def eq21_line2(F: float, TF: float, d: int, d3: int, v: float, r: float, c: float, **_: Any) -> float:
    """Eq. (21)'s second right side: (1 - d_3 v^2/d) ||Theta_[1]||_F^2 - ((c^2 + 2)/r_Theta + c d_3 v/sqrt(r_Theta
    d)) ||Theta||_F^2."""
    return (1 - d3 * v * v / d) * F - ((c * c + 2) / r + c * d3 * v / (r * d) ** 0.5) * TF


def eq21_line2_wrong(F: float, TF: float, d: int, d3: int, v: float, r: float, c: float, **_: Any) -> float:
    """Planted: (1 - d_3 v^2/d) ||Theta_[1]||_F^2 - (c^2 + 2)/(2 r_Theta) ||Theta||_F^2 (the cross term dropped,
    half the operator term)."""
    return (1 - d3 * v * v / d) * F - (c * c + 2) / (2 * r) * TF


def l728_expansion(F: float, f2: float, P2F: float, a2: float, f3: float, P3F: float, a3: float, mu: float,
                   nu: float, ab: float, **_: Any) -> float:
    """L728's first line: ||A||_F^2 - f2 ||P_[2] A||_F^2 + f2 ||A^T 1_[2]||^2 - f3 ||P_[3] A||_F^2 + f3 ||A^T 1_[3]||^2
    + 2 mu nu <A^T 1_[2], A^T 1_[3]> (f_k = (mu_k^2 d_k - 1)/(d_k - 1))."""
    return F - f2 * P2F + f2 * a2 - f3 * P3F + f3 * a3 + 2 * mu * nu * ab


def l728_expansion_one_cross(F: float, f2: float, P2F: float, a2: float, f3: float, P3F: float, a3: float,
                             mu: float, nu: float, ab: float, **_: Any) -> float:
    """Planted: mu nu in place of 2 mu nu."""
    return F - f2 * P2F + f2 * a2 - f3 * P3F + f3 * a3 + mu * nu * ab


def l728_step(F: float, P2F: float, P3F: float, a2n: float, a3n: float, r: float, **_: Any) -> float:
    """L728's second line: (1 - 4/r_Theta) ||Theta_[1]||_F^2 - ||P_[2] Theta_[1]||_F^2 - ||P_[3] Theta_[1]||_F^2 -
    ||Theta_[1]^T 1_[2]|| ||Theta_[1]^T 1_[3]||."""
    return (1 - 4 / r) * F - P2F - P3F - a2n * a3n


def l728_step_wrong(F: float, P2F: float, P3F: float, a2n: float, a3n: float, r: float, **_: Any) -> float:  # noqa: ARG001
    """Planted: (1 - 4/r_Theta) ||Theta_[1]||_F^2 alone (the block terms dropped)."""
    return (1 - 4 / r) * F


def l876_first(p2: float, p3: float, P2w: float, P3w: float, off2: float, off3: float, cross: float,
               **_: Any) -> float:
    """L876's first '<=': (|mu'' - mu'|/2) ||P_[2] w||^2 + (|nu'' - nu'|/2) ||P_[3] w||^2 + ((mu'' - mu')/2)^2
    |sum_{i != j in S_[2]} w_i w_j| + ((nu'' - nu')/2)^2 |sum_{i != j in S_[3]} w_i w_j| + 2 |(mu'' - mu')/2|
    |(nu'' - nu')/2| |sum_{S_[2] x S_[3]} w_i w_j| (p_k the halved differences)."""
    return p2 * P2w + p3 * P3w + p2 * p2 * abs(off2) + p3 * p3 * abs(off3) + 2 * p2 * p3 * abs(cross)


def l876_first_corrected(p2: float, p3: float, P2w: float, P3w: float, off2: float, off3: float, cross: float,
                         **_: Any) -> float:
    """With the entries of y - y' of size 2 (Definition 5.10): 4 times the printed right side."""
    return 4.0 * l876_first(p2, p3, P2w, P3w, off2, off3, cross)


def l876_first_half(p2: float, p3: float, P2w: float, P3w: float, off2: float, off3: float, cross: float,
                    **_: Any) -> float:
    """Planted (for the corrected bound's companion): twice the printed right side."""
    return 2.0 * l876_first(p2, p3, P2w, P3w, off2, off3, cross)


def l876_second(c: float, d2: int, d3: int, TF: float, a2: float, a3: float, wn: float, **_: Any) -> float:
    """L876's second '<=': (c/sqrt(d_2)) ||Theta||_F^2 + (c^2/d_2) <w, 1_[2]>^2 + <w, 1_[3]>^2 + (2c/sqrt(d_3)) ||w||
    |<w, 1_[3]>| (a_k = <w, 1_[k]>, wn = ||w||)."""
    return c / d2**0.5 * TF + c * c / d2 * a2 * a2 + a3 * a3 + 2 * c / d3**0.5 * wn * abs(a3)


def l876_second_quarter(c: float, d2: int, d3: int, TF: float, a2: float, a3: float, wn: float, **_: Any) -> float:
    """Planted: a quarter of the printed right side."""
    return l876_second(c, d2, d3, TF, a2, a3, wn) / 4.0


def l892_first(F: float, g22: float, g33: float, g23: float, **_: Any) -> float:
    """L892's first '<=': ||Theta_[2,3]||_F^2 + 1_[2]^T G 1_[2] + 1_[3]^T G 1_[3] + 2 1_[2]^T G 1_[3], G = Theta_[2,3]
    Theta_[2,3]^T (signed, as printed)."""
    return F + g22 + g33 + 2 * g23


def l892_first_corrected(F: float, g22: float, g33: float, g23: float, **_: Any) -> float:
    """2 ||Theta_[2,3]||_F^2 + 1_[2]^T G 1_[2] + 1_[3]^T G 1_[3] + 2 |1_[2]^T G 1_[3]| (f (1^T G 1 - tr G) <= 1^T G 1 +
    tr G for f in [-1/(d-1), 1], |mu nu| <= 1)."""
    return 2 * F + g22 + g33 + 2 * abs(g23)


def l892_first_half(F: float, g22: float, g33: float, g23: float, **_: Any) -> float:
    """Planted: the corrected bound halved."""
    return l892_first_corrected(F, g22, g33, g23) / 2


def l986_printed(w2sq: float, w3sq: float, s2: float, s3: float, n2: int, n3: int, m2p: float, m3p: float,
                 **_: Any) -> float:
    """L986's '=': ||w||^2 + sum_{i != j in S_[2] \\ U_[2]} ((m2'^2 n2 - 1)/(n2 - 1)) w_i w_j + (the same on S_[3]) +
    sum_{S_[2] \\ U_[2] x S_[3] \\ U_[3]} m2' m3' w_i w_j, with the printed means m2' = (mu - mu')/(2 + mu - mu'),
    m3' = (nu - nu')/(2 + nu - nu') and n_k = |S_[k] \\ U_[k]|."""
    def f(m: float, n: int) -> float:
        return (m * m * n - 1) / (n - 1) if n > 1 else 0.0

    return w2sq + w3sq + f(m2p, n2) * (s2 * s2 - w2sq) + f(m3p, n3) * (s3 * s3 - w3sq) + m2p * m3p * s2 * s3


def l986_corrected(w2sq: float, w3sq: float, s2: float, s3: float, n2: int, n3: int, m2: float, m3: float,
                   **_: Any) -> float:
    """The sum of the two block moments with the slice means of S_[k] \\ U_[k], m2 = (mu + mu')/(2 + mu - mu'), m3 =
    (nu + nu')/(2 + nu - nu'), and no cross term."""
    def f(m: float, n: int) -> float:
        return (m * m * n - 1) / (n - 1) if n > 1 else 0.0

    return w2sq + w3sq + f(m2, n2) * (s2 * s2 - w2sq) + f(m3, n3) * (s3 * s3 - w3sq)


def l986_corrected_cross(w2sq: float, w3sq: float, s2: float, s3: float, n2: int, n3: int, m2: float, m3: float,
                         **_: Any) -> float:
    """Planted: the corrected moments plus a cross term m2 m3 s2 s3."""
    return l986_corrected(w2sq, w3sq, s2, s3, n2, n3, m2, m3) + m2 * m3 * s2 * s3 + 1.0 * abs(s2 * s3)


def l1264_chain(**_: Any) -> float:
    """L1264-L1268: each of ||r_i||/(0.9 ||r_{i-1}||), ||w_i||/||r_{i-1}||, ||r_{i-1}||/(0.9^{i-1} ||v||) is at most 1
    (r_i := v - sum_{j <= i} (w_j + delta_j))."""
    return 1.0


def l1264_chain_tight(**_: Any) -> float:
    """Planted: the ratios at most 0.85 (the contraction 0.9 and ||w_i|| <= ||r_{i-1}|| are attained)."""
    return 0.85


def eq44(v: float, d2: int, d3: int, d: int, TF: float, **_: Any) -> float:
    """Eq. (44): E[(y_[0]^T Theta (1_U2 + 1_U3))^2] <= v^2 (d_2 + d_3)^2/d ||Theta||_F^2."""
    return v * v * (d2 + d3) ** 2 / d * TF


def eq44_wrong_power(v: float, d2: int, d3: int, d: int, TF: float, **_: Any) -> float:
    """Planted: v^2 (d_2 + d_3)/d ||Theta||_F^2 (a wrong power of d_2 + d_3)."""
    return v * v * (d2 + d3) / d * TF


def eq59(ww: float, dw: float, wd: float, dd: float, **_: Any) -> float:
    """Eq. (59)'s right side: sum_{i,j} w_i^T M w'_j + delta^T (sum_j M w'_j) + (sum_i w_i^T M) delta' + delta^T M
    delta'."""
    return ww + dw + wd + dd


def eq59_no_dd(ww: float, dw: float, wd: float, dd: float, **_: Any) -> float:  # noqa: ARG001
    """Planted: without delta^T M delta'."""
    return ww + dw + wd


def l2929_printed(eps: float, d: int, k: int, wnorm: float, wsum: float, **_: Any) -> float:  # noqa: ARG001
    """L2929 as printed: |<x, w*> - y| <= eps d sqrt(k) ||X w*|| <= eps d^{3/2} k ||w*|| (one head's difference)."""
    return eps * d**1.5 * k * wnorm


def l2929_summed(eps: float, d: int, k: int, wnorm: float, wsum: float, **_: Any) -> float:  # noqa: ARG001
    """L2929 with the sum over heads kept: |<x, w*> - y| <= sum_i eps d sqrt(k) ||X w_i*|| <= eps d^{3/2} k sum_i
    ||w_i*|| (w_i* the i-th block of w*)."""
    return eps * d**1.5 * k * wsum


def l2929_summed_mean(eps: float, d: int, k: int, wnorm: float, wsum: float, m: int, **_: Any) -> float:  # noqa: ARG001
    """Planted: the summed bound averaged over the m heads (eps d^{3/2} k (1/m) sum_i ||w_i*||)."""
    return eps * d**1.5 * k * wsum / m


def l2395_printed(t: float, **_: Any) -> float:
    """L2395 as printed ('By Hoeffding's inequality'): Pr[|(X_1 Theta~)_j| > t (v/sqrt(d) + mu) ||Theta_1||_F] <=
    exp(-t^2/2)."""
    return math.exp(-t * t / 2)


def l2395_two_sided(t: float, **_: Any) -> float:
    """Two-sided Hoeffding: 2 exp(-t^2/2) (the column's norm is at most (v/sqrt(d) + mu) ||Theta_1||_F)."""
    return 2 * math.exp(-t * t / 2)


def l2395_two_sided_wrong_power(t: float, **_: Any) -> float:
    """Planted: 2 exp(-t^2) (a wrong power of the scale t)."""
    return 2 * math.exp(-t * t)


def unit(**_: Any) -> float:
    """A ratio's bound 1 (lhs a ratio of the printed left side to the printed right side)."""
    return 1.0


def unit_half(**_: Any) -> float:
    """Planted: the ratio at most 1/2."""
    return 0.5


def l1426_shape(m: int, rW: float, S: float, **_: Any) -> float:
    """L1426's last link (constant hidden): ||Theta||_F <~ (m/r_W) sum_j ||M_j||_F^2."""
    return m / rW * S


def l1426_shape_corrected(m: int, rW: float, S: float, **_: Any) -> float:
    """What the links before it give: sum_j ||M_j||_op ||M_j||_F <= sqrt(m (1 + m kappa')/r_W) sum_j ||M_j||_F^2 (L1418),
    i.e. ||Theta||_F <~ sqrt(m/r_W) sum_j ||M_j||_F^2."""
    return math.sqrt(m / rW) * S


def l1426_shape_corrected_max(m: int, rW: float, S: float, Smax: float, **_: Any) -> float:  # noqa: ARG001
    """Planted: sqrt(m/r_W) max_j ||M_j||_F^2 (the sum over the k tokens lost)."""
    return math.sqrt(m / rW) * Smax


def unit_ratio(**_: Any) -> float:
    """A chain checked as the largest ratio of a link's left side to its right side: 1."""
    return 1.0


def ratio_nine_tenths(**_: Any) -> float:
    """Planted: every link with 10 % to spare."""
    return 0.9


def l1434_dev(mk: float, **_: Any) -> float:
    """L1434 via (63): |sum_j ||M_j||_F^2 / sum_i ||lambda_i||^2 ||W_i||_F^2 - 1| <= m kappa' (the o(1))."""
    return mk


def l1434_dev_wrong(mk: float, m: int, **_: Any) -> float:
    """Planted: kappa' without the factor m."""
    return mk / m


def l1521_printed(eps: float, wmin: float, **_: Any) -> float:
    """L1521's second link: 1.1 (sum_i ||delta_i||^2 ||W_i||_F^2)^{1/2} <= (eps/4) min_i ||W_i||_F."""
    return eps / 4 * wmin


def l1521_wrong(eps: float, wmin: float, **_: Any) -> float:
    """Planted: (eps/8) min_i ||W_i||_F."""
    return eps / 8 * wmin


def l3099_target(target: float, **_: Any) -> float:
    """L3099/L3103: sum_i lambda_i phi(tau_i + <v, x>) = (1/2) h(<w, x>) (h even), -(1/2) h(<w, x>) (h odd)."""
    return target


def l3099_target_flipped(target: float, **_: Any) -> float:
    """Planted: the other sign."""
    return -target


def l2780_value(t1: float, nu_sum: float, **_: Any) -> float:
    """L2780: the distance of M^par to span(Theta_1, ..., Theta_m) 'is' ||Theta_1||_F sum_{a <= l} nu_a."""
    return t1 * nu_sum


def l2780_value_half(t1: float, nu_sum: float, **_: Any) -> float:
    """Planted (under the reading 'at most'): half of it."""
    return 0.5 * t1 * nu_sum


def l3482_omega(rhs_omega: float, rhs_A: float, **_: Any) -> float:  # noqa: ARG001
    """L3482 with L3478's 'the minimum is over all probability measures over Omega': min_y sum_i P_{x' ~ y}[x_i !=
    x'_i]^2 over measures y on Omega (0: the point mass at x)."""
    return rhs_omega


def l3482_A(rhs_omega: float, rhs_A: float, **_: Any) -> float:  # noqa: ARG001
    """L3482 with y a probability measure over A (Definition A.8's min over y in A, convexified)."""
    return rhs_A


def l3482_A_half(rhs_omega: float, rhs_A: float, **_: Any) -> float:  # noqa: ARG001
    """Planted (under the reading): half of it."""
    return 0.5 * rhs_A
