"""Bounds of chenli's round-26 claims (helper chenliA): ``checks/papers/chenli/r26_chenliA.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import log


def lemma3_9_one_coord_shape(k: int, eta: float, C: float, R: float) -> Any:  # noqa: ARG001
    """Proof of Lemma 3.9, L385-L387 as printed: 'it suffices to show ||softmax(a_1, ..., a_k) - softmax(b_1, a_2, ...,
    a_k)||_inf <~ k eta log(1/eta)/C' (one coordinate changed). Returns the printed shape k eta log(1/eta)/C, with
    log(1/eta) as -log(eta) (no rounding of 1/eta near eta = 1); R is not part of the shape."""
    return k * eta * (-log(eta)) / C


def lemma3_9_one_coord_shape_corrected(k: int, eta: float, C: float, R: float) -> Any:  # noqa: ARG001
    """A shape believed to hold uniformly for one changed coordinate: k eta (1 + log(1/eta))/C (the corrected (4),
    (k - 1) e^{-CR}(e^{eta R} - 1), capped by 1, is <~ eta/C for every R; see chenli.lemma3.9.corrected)."""
    return k * eta * (1 - log(eta)) / C


def lemma3_2_variance(var_closed: Any, **_: Any) -> Any:
    """Proof of Lemma 3.2, L313: V[p] = E[(x^T N x)^2] = (sum_i N_ii)^2 + 2 sum_{i != j} N_ij^2 = 2 sum_{i != j} M_ij^2
    (N := M - Tr(M) Id/d). Returns the printed right end 2 sum_{i != j} M_ij^2 (computed by the measurement from M)."""
    return var_closed


def lemma3_2_variance_mid(var_mid: Any, **_: Any) -> Any:
    """The middle member of L313, (sum_i N_ii)^2 + 2 sum_{i != j} N_ij^2 (computed by the measurement from N)."""
    return var_mid


def lemma3_6_step_rhs(rest_mass: Any, **_: Any) -> Any:
    """Proof of Lemma 3.6, L345: (k - 1) e^{-tau} w_{a*} >= sum_{a != a*} w_a = 1 - w_{a*}. Returns sum_{a != a*} w_a."""
    return rest_mass


def lemma3_7_chain_rhs(rest_mass: Any, **_: Any) -> Any:
    """Proof of Lemma 3.7, L357: (eps/2) w_{a1} >= ((k - 2) eps/(2k)) w_{a1} >= sum_{a' != a1, a2} w_{a'}. Returns the
    right end sum_{a' != a1, a2} w_{a'} (the middle member is checked against it by the measurement's lhs choice)."""
    return rest_mass


def eq37_first_shape(A: Any, fro2: Any, theta2_fro2: Any, theta_1_3_sq: Any, **_: Any) -> Any:
    """Proof of Lemma 5.13, (37)'s first '<~' (L950-L952) as printed: E[(y_[0]^T Theta (1_U2 + 1_U3))^2] <~ (c/sqrt(d_2)
    + c^2/r_Theta) ||Theta||_F^2 + ||Theta_[2]||_F^2 + 1~_[3]^T Theta^T Theta 1~_[3]. Returns that right side (the
    shape; A := c/sqrt(d_2) + c^2/r_Theta)."""
    return A * fro2 + theta2_fro2 + theta_1_3_sq


def eq37_first_shape_corrected(A: Any, fro2: Any, theta2_fro2: Any, theta_1_3_sq: Any, theta3_fro2: Any,
                               **_: Any) -> Any:
    """The same with ||Theta_[3]||_F^2 added (the P_[3] part of (35)'s first term, which the printed ||Theta_[2]||_F^2
    does not bound when nu' - nu is of order 1)."""
    return A * fro2 + theta2_fro2 + theta3_fro2 + theta_1_3_sq


def lemma5_13_y_rhs(rhs: Any, **_: Any) -> Any:
    """Proof of Lemma 5.13, L932: y = y_[0] + 1_T2 - 1'_2 + 1_T3 - 1'_3. Returns <W, right side> for the measurement's
    random integer vector W (the left side is <W, y>)."""
    return rhs


def lemma5_11_threshold_shape(c: Any, r: Any, d2: Any, d3: Any, **_: Any) -> Any:
    """Lemma 5.11, first bullet (L779-L785) as printed: the threshold's shape sqrt(c) r_Theta^{1/8}/min(d_2, d_3)^{1/4}
    + c (c + sqrt(log r_Theta))/r_Theta^{3/8} (in units of ||Theta||_F; the Omega constant is the uniform one)."""
    from thmcheck.bounds.num import sqrt

    m = d2 if d2 < d3 else d3
    return sqrt(c) * r ** 0.125 / m ** 0.25 + c * (c + sqrt(log(r))) / r ** 0.375
