"""thesis, Appendix D (round 18, helper thesisD): printed right sides of Lemma D.2.6's conclusion (L7107) and Lemma
D.2.11's conclusion (L7424), encoded by ``thmcheck.checks.papers.thesis.r18_thesisD``.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (no torch).
"""

from __future__ import annotations

import math
from typing import Any

# ------------------------------------------------------------------ Lemma D.2.6 (L7107): W2(r_{n,i}, Gaussian)


def d26_w2_shape(m1: Any, m2: Any, p2: Any, **_: object) -> Any:
    """Lemma D.2.6's right side O~(p2^{2/3}/(m1^{1/6} sqrt(m2))) (hidden constant; the O~'s polylog(m1 m2), L6742, is
    fixed on every path but the width paths)."""
    return p2 ** (2.0 / 3.0) / (m1 ** (1.0 / 6.0) * math.sqrt(m2))


def d26_w2_corrected(ainf: Any, m2: Any, **_: object) -> Any:
    """Corrected (explicit, constant 1): the distance of law(r_{n,i}) to the nearest centred Gaussian is at most
    W2(law(r_{n,i}), delta_0) = sqrt(E r_{n,i}^2) <= ||A||_inf sqrt((||A||_inf^2 + 1)/(2 m2)) (E sigma(a_j X w + b)^2 =
    (||a_j X||^2 + 1)/(2 m1), Minkowski over j, ||a_j X|| <= ||A||_inf for unit features, sum_j |a_{n,j}| <=
    ||A||_inf)."""
    return ainf * math.sqrt((ainf * ainf + 1.0) / 2.0) / math.sqrt(m2)


def d26_mut_sqrtA(ainf: Any, m1: Any, m2: Any, p2: Any, **_: object) -> Any:
    """Planted: the printed shape times ||A||_inf^{1/2} (too small a power of ||A||_inf)."""
    return math.sqrt(ainf) * d26_w2_shape(m1, m2, p2)


def d26_mut_m2(ainf: Any, m2: Any, **_: object) -> Any:
    """Planted: the corrected bound over sqrt(m2) (wrong along m2)."""
    return d26_w2_corrected(ainf, m2) / math.sqrt(m2)


# ------------------------------------------------------- Lemma D.2.11 (L7424): E|P_{rho,eta} - P'_{rho,eta}|/eta^2


def d211_shape(qA1: Any, anorm: Any, m1: Any, m2: Any, tinf: Any, tvinf: Any, sigma_w: Any, sigma_v: Any,
               **_: object) -> Any:
    """Lemma D.2.11's right side without O_p(eta) (the limit eta -> 0): O~(q^T A 1 ||A||^4 (tau_{w,inf}^2 m1/sigma_w +
    (tau_{w,inf}^2 + tau_{v,inf}^2/m1) m2/sigma_v)), ||A|| the spectral norm (hidden constant)."""
    return qA1 * anorm**4 * (tinf * tinf * m1 / sigma_w + (tinf * tinf + tvinf * tvinf / m1) * m2 / sigma_v)


def d211_shape_inf(qA1: Any, ainf: Any, m1: Any, m2: Any, tinf: Any, tvinf: Any, sigma_w: Any, sigma_v: Any,
                   **_: object) -> Any:
    """The reading ||A|| = ||A||_inf (the norm of the proof's steps, L7460-L7488)."""
    return d211_shape(qA1, ainf, m1, m2, tinf, tvinf, sigma_w, sigma_v)


def d211_mut_inf2(qA1: Any, ainf: Any, m1: Any, m2: Any, tinf: Any, tvinf: Any, sigma_w: Any, sigma_v: Any,
                  **_: object) -> Any:
    """Planted: ||A||_inf^{1/2} for ||A||^4 (too small a power)."""
    return d211_shape(qA1, ainf**0.125, m1, m2, tinf, tvinf, sigma_w, sigma_v)


# ---------------------------------------------------------------- (D.65) L7197: W2(r_{n,i}, r~_{n,i})


def d65_shape(ainf: Any, m2: Any, **_: object) -> Any:
    """(D.65)'s right side O~(||A||_inf sqrt(||A||_inf^2 + 1)/sqrt(m2)) (hidden constant)."""
    return ainf * math.sqrt(ainf * ainf + 1.0) / math.sqrt(m2)


def d65_mut_big(ainf: Any, m2: Any, Tscale: Any, **_: object) -> Any:
    """Planted: the shape times (T/E r^2)^{1/8} (a bound growing with the truncation level, too slowly)."""
    return d65_shape(ainf, m2) * Tscale**0.125


def d65_mut_m2(ainf: Any, m2: Any, **_: object) -> Any:
    """Planted: the shape over sqrt(m2) (wrong along m2)."""
    return d65_shape(ainf, m2) / math.sqrt(m2)


# ---------------------------------------------------------------- (D.70) L7219, Lemma D.2.9's display, computed directly


def d70_direct_shape(m1: Any, m2: Any, tw: Any, tv: Any, qA1n: Any, ainf: Any, **_: object) -> Any:
    """(D.70)'s error O~((tau_v sqrt(m2)/sqrt(m1) + m1^{9/5} tau_w^{16/5} sqrt(m2) + tau_w^{8/5} m1^{9/10}) ||q^T A||_1
    ||A||_inf^2) (hidden constant)."""
    return (tv * math.sqrt(m2 / m1) + m1**1.8 * tw**3.2 * math.sqrt(m2) + tw**1.6 * m1**0.9) * qA1n * ainf**2


def d70_direct_corrected(m1: Any, m2: Any, tw: Any, tv: Any, qA1n: Any, ainf: Any, **_: object) -> Any:
    """Corrected: the printed error plus the first-order cross term of W' Sigma with the initialization V^(0): by
    Hoelder, sum_i ||w'_i|| ||g_i|| <= ||W'||_{2,4} m1^{3/4} max_i ||g_i|| <= tau_w m1^{3/4} ||q^T A||_1 ||A||_inf^2
    max_{n', i} |sum_j V0_{i,j} D_{v,n' j} c_j|, the last factor O(sqrt(log(m1 m2))) w.h.p."""
    return d70_direct_shape(m1, m2, tw, tv, qA1n, ainf) + tw * m1**0.75 * qA1n * ainf**2 * math.sqrt(
        math.log(m1 * m2) + 1.0)


def d70_mut_m1(m1: Any, m2: Any, tw: Any, tv: Any, qA1n: Any, ainf: Any, **_: object) -> Any:
    """Planted: the corrected bound with tau_w m1^{1/4} (the random-sign size) for tau_w m1^{3/4}."""
    return d70_direct_shape(m1, m2, tw, tv, qA1n, ainf) + tw * m1**0.25 * qA1n * ainf**2 * math.sqrt(
        math.log(m1 * m2) + 1.0)
