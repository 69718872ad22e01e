"""thesis, Appendices C and D (round 9, helper thesisCD): the printed sides of the proof displays encoded by
``thmcheck.checks.papers.thesis.r9_thesisCD``: the algebra of Lemma D.2.10 (1)'s proof (L7343, (D.80) L7347).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities.
"""

from __future__ import annotations

from typing import Any

import numpy as np

# ------------------------------------------------------------------------ L7343 and (D.80) L7347: the algebra


def l7343_shape(tw: Any, m1: Any, **_: object) -> Any:
    """L7343's right side tau_w^{4/5} m1^{6/5} (the hidden constant left out)."""
    return tw**0.8 * m1**1.2


def l7343_mut_m1(tw: Any, m1: Any, **_: object) -> Any:
    """Planted: tau_w^{4/5} m1 (a wrong power of m1)."""
    return tw**0.8 * m1


def l7343_mut_tau(tw: Any, m1: Any, **_: object) -> Any:
    """Planted: tau_w^{6/5} m1^{6/5} (a wrong power of tau_w, the second direction)."""
    return tw**1.2 * m1**1.2


def d80_shape(a: Any, tw: Any, m1: Any, **_: object) -> Any:
    """(D.80)'s last right side ||A||_inf tau_w m1^{1/4} (the hidden constant left out)."""
    return a * tw * m1**0.25


def d80_mut_a(a: Any, tw: Any, m1: Any, **_: object) -> Any:
    """Planted: tau_w m1^{1/4} (the factor ||A||_inf missing)."""
    return tw * m1**0.25


def d80_mut_m1(a: Any, tw: Any, m1: Any, **_: object) -> Any:
    """Planted: ||A||_inf tau_w (the factor m1^{1/4} missing)."""
    return a * tw



# ----------------------------------------------------------------------------------------------- L7339, first '<='


def l7339_shape(s: Any, tw: Any, **_: object) -> Any:
    """L7339's first right side s^{1/4} tau_w (the hidden constant left out; s the number of flips by W')."""
    return s**0.25 * tw


def l7339_corrected(s: Any, tw: Any, c: Any, **_: object) -> Any:
    """Corrected: ||a~_n X~|| s^{1/4} tau_w (the pre-activations scale with ||a~_n X~|| <= sqrt(2) ||A||_inf for unit
    feature rows; the power-mean step ||g_F||_2 <= s^{1/4} ||g_F||_4 <= s^{1/4} ||a~_n X~|| tau_w)."""
    return c * s**0.25 * tw


def l7339_mut_c_m1(s: Any, tw: Any, c: Any, m1: Any, **_: object) -> Any:
    """Planted (corrected side): ||a~_n X~|| s^{1/4} tau_w / m1 (a wrong power of the width)."""
    return c * s**0.25 * tw / m1


def l7339_mut_tau(s: Any, tw: Any, c: Any, **_: object) -> Any:
    """Planted (corrected side): ||a~_n X~|| s^{1/4} tau_w^2 (a wrong power of tau_w)."""
    return c * s**0.25 * tw * tw


# ------------------------------------------------------------------------------------------------------- L7331


def l7331_count_shape(sw: Any, m1: Any, **_: object) -> Any:
    """L7331's first right side sigma_w m1^{3/2} (the hidden constant left out)."""
    return sw * m1**1.5


def l7331_count_mut_m1(sw: Any, m1: Any, **_: object) -> Any:
    """Planted: sigma_w m1 (a wrong power of m1)."""
    return sw * m1


def l7331_count_mut_sw(sw: Any, m1: Any, **_: object) -> Any:
    """Planted: sigma_w^3 m1^3 (a wrong power of sigma_w; equal to the shape at sigma_w = m1^{-3/4})."""
    return sw**3 * m1**3


def l7331_norm_shape(c: Any, sw: Any, m1: Any, **_: object) -> Any:
    """L7331's second right side ||a~_n X~|| sigma_w^{3/2} m1^{3/4} (the hidden constant left out)."""
    return c * sw**1.5 * m1**0.75


def l7331_norm_mut_m1(c: Any, sw: Any, m1: Any, **_: object) -> Any:
    """Planted: ||a~_n X~|| sigma_w^{3/2} m1^{1/4} (a wrong power of m1)."""
    return c * sw**1.5 * m1**0.25


def l7331_norm_mut_sw(c: Any, sw: Any, m1: Any, **_: object) -> Any:
    """Planted: ||a~_n X~|| sigma_w^2 m1^{9/8} (a wrong power of sigma_w; equal to the shape at sigma_w =
    m1^{-3/4})."""
    return c * sw**2 * m1**1.125


# ------------------------------------------------------------------------------------------ L7335 and L7337


def l7335_shape(s: Any, tw: Any, m1: Any, **_: object) -> Any:
    """L7335's right side tau_w s^{-1/4} m1^{3/2} (s'' m1^{3/2} with s'' = 2 tau_w/s^{1/4}; the constant left out)."""
    return tw * s**-0.25 * m1**1.5


def l7335_mut_m1(s: Any, tw: Any, m1: Any, **_: object) -> Any:
    """Planted: tau_w s^{-1/4} m1 (a wrong power of m1)."""
    return tw * s**-0.25 * m1


def l7335_mut_tau(s: Any, tw: Any, m1: Any, **_: object) -> Any:
    """Planted: tau_w^2 s^{-1/4} m1^{3/2} (a wrong power of tau_w)."""
    return tw * tw * s**-0.25 * m1**1.5


def l7337_shape(tw: Any, m1: Any, **_: object) -> Any:
    """L7337's right side tau_w^{4/5} m1^{6/5} (the constant left out)."""
    return tw**0.8 * m1**1.2


def l7337_mut_m1(tw: Any, m1: Any, **_: object) -> Any:
    """Planted: tau_w^{4/5} m1^{3/5} (a wrong power of m1)."""
    return tw**0.8 * m1**0.6


def l7337_mut_tau(tw: Any, m1: Any, **_: object) -> Any:
    """Planted: tau_w^{6/5} m1^{6/5} (a wrong power of tau_w)."""
    return tw**1.2 * m1**1.2


# ---------------------------------------------------------------------------------- L7287, its second '<='


def l7287_shape(q1: Any, ainf: Any, tw: Any, m1: Any, **_: object) -> Any:
    """L7287's right side ||q||_1 ||A||_inf tau_w^{8/5} m1^{9/10} (the constant left out)."""
    return q1 * ainf * tw**1.6 * m1**0.9


def l7287_corrected(q1: Any, ainf: Any, tw: Any, m1: Any, **_: object) -> Any:
    """Corrected: ||q||_1 ||A||_inf^2 tau_w^{8/5} m1^{9/10} (||q^T A||_1 <= ||q||_1 ||A||_1 = ||q||_1 ||A||_inf, A
    symmetric)."""
    return q1 * ainf * ainf * tw**1.6 * m1**0.9


def l7287_mut_m1(q1: Any, ainf: Any, tw: Any, m1: Any, **_: object) -> Any:
    """Planted: the corrected side with m1^{4/5} (a wrong power of m1)."""
    return q1 * ainf * ainf * tw**1.6 * m1**0.8


def l7287_mut_tau(q1: Any, ainf: Any, tw: Any, m1: Any, **_: object) -> Any:
    """Planted: the corrected side with tau_w^2 (a wrong power of tau_w)."""
    return q1 * ainf * ainf * tw**2 * m1**0.9


# -------------------------------------------------------------------------------------------------- L7293


def l7293_shape(qa1: Any, q1: Any, ainf: Any, tw: Any, tv: Any, m1: Any, **_: object) -> Any:
    """L7293's right side ||q^T A||_1 ||A||_inf tau_w^{8/5} m1^{9/10} + ||q||_1 ||A||_inf tau_w m1^{1/4} + ||q||_1 tau_v
    ||A||_inf tau_w m1^{1/4} (the constant left out)."""
    return qa1 * ainf * tw**1.6 * m1**0.9 + q1 * ainf * tw * m1**0.25 + q1 * tv * ainf * tw * m1**0.25


def l7293_corrected(qa1: Any, q1: Any, ainf: Any, tw: Any, tv: Any, m1: Any, **_: object) -> Any:
    """Corrected: ||q||_1 ||A||_inf^2 (tau_w^{8/5} m1^{9/10} + tau_w m1^{1/4}) + ||q||_1 tau_v ||A||_inf tau_w m1^{1/4}
    (||q^T A||_1 <= ||q||_1 ||A||_inf, A symmetric, and ||A||_inf >= 1, its spectral radius)."""
    return q1 * ainf**2 * (tw**1.6 * m1**0.9 + tw * m1**0.25) + q1 * tv * ainf * tw * m1**0.25


def l7293_mut_m1(qa1: Any, q1: Any, ainf: Any, tw: Any, tv: Any, m1: Any, **_: object) -> Any:
    """Planted: the corrected side with m1^{1/4} -> m1^{1/8} and m1^{9/10} -> m1^{3/4} (wrong powers of m1)."""
    return q1 * ainf**2 * (tw**1.6 * m1**0.75 + tw * m1**0.125) + q1 * tv * ainf * tw * m1**0.125


def l7293_mut_tau(qa1: Any, q1: Any, ainf: Any, tw: Any, tv: Any, m1: Any, **_: object) -> Any:
    """Planted: the corrected side with tau_w^2 m1^{1/4} in place of tau_w m1^{1/4} (a wrong power of tau_w)."""
    return q1 * ainf**2 * (tw**1.6 * m1**0.9 + tw * tw * m1**0.25) + q1 * tv * ainf * tw * tw * m1**0.25


# ----------------------------------------------------------------------------------------------- (D.77) L7297


def d77_shape(q1: Any, ainf: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """(D.77)'s error (tau_v sqrt(m2/m1) + m1^{9/5} tau_w^{16/5} sqrt(m2) + tau_w^{8/5} m1^{9/10}) ||q||_1 ||A||_inf
    (the constant left out)."""
    return (tv * (m2 / m1) ** 0.5 + m1**1.8 * tw**3.2 * m2**0.5 + tw**1.6 * m1**0.9) * q1 * ainf


def d77_corrected(q1: Any, ainf: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Corrected: every term of the three pieces with ||q||_1 ||A||_inf^2 (||q||_2 <= ||q||_1, ||q^T A||_1 <= ||q||_1
    ||A||_inf, ||A||_inf >= 1): (tau_v sqrt(m2/m1) + sqrt(m2) tau_w^{6/5} m1^{3/10} + sqrt(m2) (m1^{1/4} tau_w +
    m1^{9/10} tau_w^{8/5})^2 ||A||_inf + sqrt(m2) tau_v^{4/3} tau_w^{4/3} m1^{1/3} ||A||_inf^{1/3} + tau_w^{8/5}
    m1^{9/10} + tau_w m1^{1/4} (1 + tau_v)) ||q||_1 ||A||_inf^2."""
    return q1 * ainf**2 * (tv * (m2 / m1) ** 0.5 + m2**0.5 * tw**1.2 * m1**0.3
                           + m2**0.5 * (m1**0.25 * tw + m1**0.9 * tw**1.6) ** 2 * ainf
                           + m2**0.5 * tv ** (4 / 3) * tw ** (4 / 3) * m1 ** (1 / 3) * ainf ** (1 / 3)
                           + tw**1.6 * m1**0.9 + tw * m1**0.25 * (1 + tv))


def d77_mut_m1(q1: Any, ainf: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted: the corrected side over m1^{1/2} (a wrong power of m1)."""
    return d77_corrected(q1, ainf, tw, tv, m1, m2) / m1**0.5


def d77_mut_m2(q1: Any, ainf: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted: the corrected side over m2^{1/2} (a wrong power of m2)."""
    return d77_corrected(q1, ainf, tw, tv, m1, m2) / m2**0.5


# ----------------------------------------------------------------------------------- (D.75) L7273, second '<='


def d75_shape(ainf: Any, tw: Any, m1: Any, m2: Any, **_: object) -> Any:
    """(D.75)'s right side ||A||_inf m1^{9/10} tau_w^{8/5} m2^{-1/2} (the constant left out)."""
    return ainf * m1**0.9 * tw**1.6 * m2**-0.5


def d75_mut_m2(ainf: Any, tw: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted: ||A||_inf m1^{9/10} tau_w^{8/5} m2^{-1} (a wrong power of m2)."""
    return ainf * m1**0.9 * tw**1.6 / m2


def d75_mut_tau(ainf: Any, tw: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted: ||A||_inf m1^{9/10} tau_w^2 m2^{-1/2} (a wrong power of tau_w)."""
    return ainf * m1**0.9 * tw**2 * m2**-0.5


# ------------------------------------------------------------------------------- (D.70) L7219-L7225 (Lemma D.2.9)


def d70_shape(qa1: Any, ainf: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """(D.70)'s error (tau_v sqrt(m2/m1) + m1^{9/5} tau_w^{16/5} sqrt(m2) + tau_w^{8/5} m1^{9/10}) ||q^T A||_1
    ||A||_inf^2 (the constant left out)."""
    return (tv * (m2 / m1) ** 0.5 + m1**1.8 * tw**3.2 * m2**0.5 + tw**1.6 * m1**0.9) * qa1 * ainf**2


def d70_corrected(q1: Any, qa1: Any, ainf: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Corrected: every term of the proof's three pieces kept, with max(||q||_1, ||q^T A||_1) ||A||_inf^2: (tau_v
    sqrt(m2/m1) + sqrt(m2) tau_w^{6/5} m1^{3/10} + sqrt(m2) (m1^{1/4} tau_w + m1^{9/10} tau_w^{8/5})^2 ||A||_inf +
    sqrt(m2) tau_v^{4/3} tau_w^{4/3} m1^{1/3} ||A||_inf^{1/3} + tau_w^{8/5} m1^{9/10} + tau_w m1^{1/4} (1 + tau_v))
    max(||q||_1, ||q^T A||_1) ||A||_inf^2."""
    return np.maximum(q1, qa1) * ainf**2 * (tv * (m2 / m1) ** 0.5 + m2**0.5 * tw**1.2 * m1**0.3
                                   + m2**0.5 * (m1**0.25 * tw + m1**0.9 * tw**1.6) ** 2 * ainf
                                   + m2**0.5 * tv ** (4 / 3) * tw ** (4 / 3) * m1 ** (1 / 3) * ainf ** (1 / 3)
                                   + tw**1.6 * m1**0.9 + tw * m1**0.25 * (1 + tv))


def d70_mut_m1(q1: Any, qa1: Any, ainf: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted: the corrected side over m1^{1/2} (a wrong power of m1)."""
    return d70_corrected(q1, qa1, ainf, tw, tv, m1, m2) / m1**0.5


def d70_mut_a(q1: Any, qa1: Any, ainf: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted: the corrected side over ||A||_inf^2 (the graph factor missing)."""
    return d70_corrected(q1, qa1, ainf, tw, tv, m1, m2) / ainf**2


# ---------------------------------------------------------------------------------- (D.74) L7271 (Lemma D.2.9)


def d74_shape(ainf: Any, tw: Any, m1: Any, m2: Any, **_: object) -> Any:
    """(D.74)'s right side ||A||_inf m1^{1/4} tau_w m2^{-1/2}, its O~ read as one factor log(e m1 m2) (the constant
    left out)."""
    return ainf * m1**0.25 * tw * m2**-0.5 * np.log(np.e * m1 * m2)


def d74_mut_m2(ainf: Any, tw: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted: ||A||_inf m1^{1/4} tau_w m2^{-1} log(e m1 m2) (a wrong power of m2)."""
    return ainf * m1**0.25 * tw / m2 * np.log(np.e * m1 * m2)


def d74_mut_a(ainf: Any, tw: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted: m1^{1/4} tau_w m2^{-1/2} log(e m1 m2) (the factor ||A||_inf missing: the second direction)."""
    return m1**0.25 * tw * m2**-0.5 * np.log(np.e * m1 * m2)


# ------------------------------------------------------------------------- (D.71) L7239-L7241 (Lemma D.2.9)


def d71_shape(ainf: Any, tv: Any, m1: Any, **_: object) -> Any:
    """(D.71)'s outcome ||A||_inf m1^{-1/2} tau_v (L7241; (D.71) prints its square), its O~ read as one factor
    log(e m1) (the constant left out)."""
    return ainf * m1**-0.5 * tv * np.log(np.e * m1)


def d71_mut_m1(ainf: Any, tv: Any, m1: Any, **_: object) -> Any:
    """Planted: ||A||_inf m1^{-1} tau_v log(e m1) (a wrong power of m1)."""
    return ainf / m1 * tv * np.log(np.e * m1)


def d71_mut_a(ainf: Any, tv: Any, m1: Any, **_: object) -> Any:
    """Planted: m1^{-1/2} tau_v log(e m1) (the factor ||A||_inf missing: the second direction)."""
    return m1**-0.5 * tv * np.log(np.e * m1)


# ---------------------------------------------------------------------------------- (D.76) L7275 (Lemma D.2.9)


def d76_shape(ainf: Any, tw: Any, tv: Any, m1: Any, **_: object) -> Any:
    """(D.76)'s right side tau_v ||A||_inf tau_w m1^{1/4} (the constant left out)."""
    return tv * ainf * tw * m1**0.25


def d76_mut_m1(ainf: Any, tw: Any, tv: Any, m1: Any, **_: object) -> Any:
    """Planted: tau_v ||A||_inf tau_w m1^{-1/4} (a wrong power of m1)."""
    return tv * ainf * tw * m1**-0.25


def d76_mut_a(ainf: Any, tw: Any, tv: Any, m1: Any, **_: object) -> Any:
    """Planted: tau_v tau_w m1^{1/4} (the factor ||A||_inf missing: the second direction)."""
    return tv * tw * m1**0.25


# ---------------------------------------------------------------------------- (D.75) L7273, its first '<='


def d75a_shape(z: Any, s: Any, m1: Any, m2: Any, **_: object) -> Any:
    """(D.75)'s first right side ||Z_{2,n}|| m2^{-1/2} sqrt(s), its O~ read as one factor log(e m1 m2) (the constant
    left out)."""
    return z * m2**-0.5 * s**0.5 * np.log(np.e * m1 * m2)


def d75a_mut_m2(z: Any, s: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted: ||Z_{2,n}|| m2^{-1} sqrt(s) log(e m1 m2) (a wrong power of m2)."""
    return z / m2 * s**0.5 * np.log(np.e * m1 * m2)


def d75a_mut_s(z: Any, s: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted: ||Z_{2,n}|| m2^{-1/2} s^{-1/2} log(e m1 m2) (a wrong power of s: the second direction)."""
    return z * m2**-0.5 * s**-0.5 * np.log(np.e * m1 * m2)


# ------------------------------------------------------------------ Lemma D.2.10 (1) L7305 against its proof L7357


def l7305_shape(ainf: Any, sv: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """L7305's right side m2^{3/2} sigma_v (||A||_inf + ||A||_inf tau_w m1^{1/4}) + m2 ||A||_inf^{2/3} (||A||_inf
    tau_v + ||A||_inf tau_w m1^{1/4} (1 + tau_v))^{2/3} (the constant left out)."""
    x = tw * m1**0.25
    return m2**1.5 * sv * (ainf + ainf * x) + m2 * ainf ** (2 / 3) * (ainf * tv + ainf * x * (1 + tv)) ** (2 / 3)


def l7305_corrected(ainf: Any, sv: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Corrected: L7357's right side, ||A||_inf^2 in the first term (m2^{3/2} sigma_v (||A||_inf^2 + ||A||_inf^2 tau_w
    m1^{1/4}) + the same second term)."""
    x = tw * m1**0.25
    return m2**1.5 * sv * ainf**2 * (1 + x) + m2 * ainf ** (2 / 3) * (ainf * tv + ainf * x * (1 + tv)) ** (2 / 3)


def l7305_mut_m2(ainf: Any, sv: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted: the corrected side over m2^{1/2} (a wrong power of m2)."""
    return l7305_corrected(ainf, sv, tw, tv, m1, m2) / m2**0.5


def l7305_mut_a(ainf: Any, sv: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted: the corrected side over ||A||_inf (a wrong power of ||A||_inf)."""
    return l7305_corrected(ainf, sv, tw, tv, m1, m2) / ainf


# ------------------------------------------------------------- (C.166) L6035: the mixture expectation, component-wise


def eqC166_printed(rhs: float, **_: object) -> float:
    """(C.166) L6035's right side min_{||a||=1} sum_l lambda_l E_{N(mu_l, Sigma_l)}[(sum_j phi'(w_j^T x) a_j^T x)^2]
    (``rhs``: the smallest eigenvalue of sum_l lambda_l M_l, M_l the per-component second-moment matrix)."""
    return rhs


def eqC166_mut_unweighted(rhs_unweighted: float, **_: object) -> float:
    """Planted: the weights lambda_l dropped (sum_l E_l instead of sum_l lambda_l E_l)."""
    return rhs_unweighted


# ------------------------------------------------------- (C.171) L6051: B as E[t^2] times the variance of s


def eqC171_printed(rhs: float, **_: object) -> float:
    """(C.171) L6051's last member E[sum_{i=1}^{d-K} t_i^2 sum_k (U_perp)_{ki}^2 sigma_lk^2] (``rhs``)."""
    return rhs


def eqC171_mut_double(rhs: float, **_: object) -> float:
    """Planted: the last member doubled."""
    return 2.0 * rhs


# ------------------------------------------------------------------ (C.168) L6043: the square split as A + B + C


def eqC168_printed(A: float, B: float, C: float, **_: object) -> float:
    """(C.168) L6043's right side A + B + C ((C.169), (C.171)'s first line, (C.170)'s first line)."""
    return A + B + C


def eqC168_mut_no_cross(A: float, B: float, **_: object) -> float:
    """Planted: the cross term C dropped (A + B)."""
    return A + B


# ------------------------------------------------------- (C.174) L6067: A's first lower bound (||Sigma_l^{-1}|| in the exp)


def eqC174_first(rhs: float, **_: object) -> float:
    """(C.174) L6067's right side: int (2 pi)^{-K/2} |U^T Sigma_l U|^{-1/2} (sum_i b_i^T z phi'(v_i^T z))^2
    exp(-||Sigma_l^{-1}|| ||z - U^T mu_l||^2 / 2) dz (``rhs``)."""
    return rhs


def eqC174_mut_four(rhs: float, **_: object) -> float:
    """Planted: the right side times 4."""
    return 4.0 * rhs
