"""Bounds of ``thmcheck.checks.papers.thesis.r20_thesisD`` (round 20, helper thesisD): Lemma D.2.11 (L7424) and
Lemma D.2.9 (D.70) with the lemmas' A = A* = p A (Theorem 5.3.1's use; (5.8) allows every p_l* in [0, c1/(L psi_l)])."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

from thmcheck.bounds.thesis import r18_thesisD as B18

# ------------------------------------------------ Lemma D.2.11 (L7424) at A = A* (the eta -> 0 limit of E|P - P'|/eta^2)


def l7424_shape(qA1: Any, anorm: Any, m1: Any, m2: Any, tinf: Any, tvinf: Any, sigma_w: Any, sigma_v: Any,
                **_: object) -> Any:
    """L7424's right side at A = A*, without O_p(eta): q^T A* 1 ||A*||^4 (tau_{w,inf}^2 m1/sigma_w + (tau_{w,inf}^2 +
    tau_{v,inf}^2/m1) m2/sigma_v), ||A*|| the spectral norm as printed (hidden constant)."""
    return B18.d211_shape(qA1, anorm, m1, m2, tinf, tvinf, sigma_w, sigma_v)


def l7424_shape_inf(qA1: Any, ainf: Any, m1: Any, m2: Any, tinf: Any, tvinf: Any, sigma_w: Any, sigma_v: Any,
                    **_: object) -> Any:
    """The reading ||A*|| = ||A*||_inf (the norm of the proof's steps)."""
    return B18.d211_shape(qA1, ainf, m1, m2, tinf, tvinf, sigma_w, sigma_v)


def l7424_mut_sq(qA1: Any, ainf: Any, m1: Any, m2: Any, tinf: Any, tvinf: Any, sigma_w: Any, sigma_v: Any,
                 **_: object) -> Any:
    """Planted: ||A*||_inf^2 for ||A*||^4 (still too small as ||A*|| -> 0: the V'' flip mass is ~ q^T A* 1 ||A*||_inf)."""
    return qA1 * ainf**2 * (tinf * tinf * m1 / sigma_w + (tinf * tinf + tvinf * tvinf / m1) * m2 / sigma_v)


# ------------------------------------------------------------------------- (D.70) at A = A*, W' = 0, V' before Sigma


def d70a_shape(m1: Any, m2: Any, tw: Any, tv: Any, qA1n: Any, ainf: Any, **_: object) -> Any:
    """(D.70)'s error at A = A*: O~((tau_v sqrt(m2/m1) + m1^{9/5} tau_w^{16/5} sqrt(m2) + tau_w^{8/5} m1^{9/10})
    ||q^T A*||_1 ||A*||_inf^2) (hidden constant)."""
    return B18.d70_direct_shape(m1, m2, tw, tv, qA1n, ainf)


def d70a_corrected(m1: Any, m2: Any, tw: Any, tv: Any, qA1n: Any, ainf: Any, **_: object) -> Any:
    """Corrected: round 18's corrected error (the W' Sigma - V^(0) cross term added) with ||A*||_inf^2 replaced by
    max(||A*||_inf, ||A*||_inf^2) and a sqrt(log) factor: the term q^T A* ((Z Sigma V') . D_v) c has Z = A*((A* X W^(0)
    + B_1) . D_w), whose bias part A* (B_1 . D_w) carries ||A*||_inf once (B_1 is not multiplied by A*)."""
    g = float(np.maximum(ainf, ainf * ainf))
    return (B18.d70_direct_corrected(m1, m2, tw, tv, qA1n, 1.0) * g) * math.sqrt(math.log(m1 * m2 + 1.0) + 1.0)


def d70a_mut_m2(m1: Any, m2: Any, tw: Any, tv: Any, qA1n: Any, ainf: Any, **_: object) -> Any:
    """Planted: the corrected error over sqrt(m2) (a wrong power of m2)."""
    return d70a_corrected(m1, m2, tw, tv, qA1n, ainf) / math.sqrt(m2)


def d70a_mut_A(m1: Any, m2: Any, tw: Any, tv: Any, qA1n: Any, ainf: Any, **_: object) -> Any:
    """Planted: ||A*||^2 for max(||A*||, ||A*||^2) (round 18's correction with the sqrt(log) factor; too small as
    ||A*|| -> 0)."""
    g = float(ainf * ainf)
    return (B18.d70_direct_corrected(m1, m2, tw, tv, qA1n, 1.0) * g) * math.sqrt(math.log(m1 * m2 + 1.0) + 1.0)


# ----------------------------------------- Lemma D.2.10 (1), L7305: ||D'_{n,v}||_0 at A = A* (second-layer sign changes)


def l7305_shape(ainf: Any, sv: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """L7305's right side: m2^{3/2} sigma_v (||A*|| + ||A*|| tau_w m1^{1/4}) + m2 ||A*||^{2/3} (||A*|| tau_v + ||A*||
    tau_w m1^{1/4} (1 + tau_v))^{2/3} (hidden constant)."""
    x = tw * m1**0.25
    return m2**1.5 * sv * ainf * (1.0 + x) + m2 * ainf ** (2.0 / 3.0) * (ainf * tv + ainf * x * (1.0 + tv)) ** (2.0 / 3.0)


def l7305_corrected(ainf: Any, sv: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Corrected: the tau term as m2 (max(||A*||, ||A*||^2) (tau_v + tau_w m1^{1/4} (1 + tau_v)))^{2/3} (the second-layer
    input carries ||A*|| once when ||A*|| < 1: B_1 is not multiplied by A*; B_2 keeps the pre-activation's density at 0
    of order sqrt(m2)), times log(m1 m2) for the O~."""
    x = tw * m1**0.25
    g = float(np.maximum(ainf, ainf * ainf))
    lg = math.log(m1 * m2 + 2.0)
    return (m2**1.5 * sv * ainf * (1.0 + x) + m2 * (g * (tv + x * (1.0 + tv))) ** (2.0 / 3.0)) * lg


def l7305_mut_A(ainf: Any, sv: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted: max(||A*||, ||A*||^2)^{2/3} replaced by max(||A*||^{1.5}, ||A*||^2)^{2/3} (too small as ||A*|| -> 0)."""
    x = tw * m1**0.25
    g = float(np.maximum(ainf**1.5, ainf * ainf))
    lg = math.log(m1 * m2 + 2.0)
    return (m2**1.5 * sv * ainf * (1.0 + x) + m2 * (g * (tv + x * (1.0 + tv))) ** (2.0 / 3.0)) * lg


def l7305_mut_m2(ainf: Any, sv: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted: the corrected side over m2^{1/2} (a wrong power of m2)."""
    return l7305_corrected(ainf, sv, tw, tv, m1, m2) / math.sqrt(m2)
