"""thesis, Appendix D (round 11, helper thesisD): the printed sides of L7083 (proof of Lemma D.2.5), the choice
S = (m1/p2)^{1/3} in the proof of Lemma D.2.6 (L7129 -> L7137), and Table D.2's parameter choices against Lemma
D.2.10's hypotheses, encoded by ``thmcheck.checks.papers.thesis.r11_thesisD``.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (no torch).
"""

from __future__ import annotations

from typing import Any

# ------------------------------------------------------------------ L7083 (proof of Lemma D.2.5): the '+-' term


def l7083_shape(S: Any, m1: Any, **_: object) -> Any:
    """L7083's error shape 1/sqrt(|S| m1) (the hidden constant and log factors left out)."""
    return 1.0 / (S * m1) ** 0.5


def l7083_corrected(S: Any, m1: Any, ainf: Any, **_: object) -> Any:
    """Corrected: ||A||_inf / sqrt(|S| m1) (|a_j X e_d| <= ||a_j X|| <= ||A||_inf by Lemma D.1.1 for unit feature
    rows; |alpha| <= O~(m1^{-1/2}), |u_i| = 1/sqrt(|S|))."""
    return ainf / (S * m1) ** 0.5


def l7083_mut_S(S: Any, m1: Any, ainf: Any, **_: object) -> Any:
    """Planted (corrected side): ||A||_inf / (|S| sqrt(m1)) (a wrong power of |S|)."""
    return ainf / (S * m1**0.5)


def l7083_mut_m1(S: Any, m1: Any, ainf: Any, **_: object) -> Any:
    """Planted (corrected side): ||A||_inf / (sqrt(|S|) m1) (a wrong power of m1)."""
    return ainf / (S**0.5 * m1)


# ------------------------------------------------- Lemma D.2.6's last step: L7129's bound at S = (m1/p2)^{1/3}


def d26_shape(m1: Any, m2: Any, p2: Any, **_: object) -> Any:
    """Lemma D.2.6's conclusion (L7137) shape p2^{2/3} / (m1^{1/6} sqrt(m2))."""
    return p2 ** (2.0 / 3.0) / (m1 ** (1.0 / 6.0) * m2**0.5)


def d26_mut_m1(m1: Any, m2: Any, p2: Any, **_: object) -> Any:
    """Planted: p2^{2/3} / (m1^{1/3} sqrt(m2)) (a wrong power of m1: the first term already beats it)."""
    return p2 ** (2.0 / 3.0) / (m1 ** (1.0 / 3.0) * m2**0.5)


def d26_mut_p2(m1: Any, m2: Any, p2: Any, **_: object) -> Any:
    """Planted: p2^{1/3} / (m1^{1/6} sqrt(m2)) (a wrong power of p2)."""
    return p2 ** (1.0 / 3.0) / (m1 ** (1.0 / 6.0) * m2**0.5)


# ------------------------------------------------- Table D.2 (L6766-L6780) against Lemma D.2.10's hypotheses


def table_d2_one(**_: object) -> float:
    """10^(the largest log10-distance outside Lemma D.2.10's ranges) allowed: 1 (every range met)."""
    return 1.0


def table_d2_mut_strict(**_: object) -> float:
    """Planted: every range met with a margin of 1e-3 decades (sigma_w sits on its range's end)."""
    return 10.0**-1e-3


# ----------------------------------------- L7129 from L7127 (proof of Lemma D.2.6): the J-part summed over j in [p2]


def l7129_printed(m1: Any, m2: Any, p2: Any, S: Any, A: Any, **_: object) -> Any:
    """L7129's right side S p2/sqrt(m1 m2) + sqrt(p2) ||A||_inf (1 + ||A||_inf)/(m2 S) (log factors left out)."""
    return S * p2 / (m1 * m2) ** 0.5 + p2**0.5 * A * (1.0 + A) / (m2 * S)


def l7129_corrected(m1: Any, m2: Any, p2: Any, S: Any, A: Any, **_: object) -> Any:
    """Corrected: S p2/sqrt(m1 m2) + sqrt(p2) ||A||_inf (1 + ||A||_inf)/sqrt(m2 S) (L7127 summed over j in [p2] by
    the triangle inequality: p2 ||A||_inf (1 + ||A||_inf)/sqrt(m2 p2 S))."""
    return S * p2 / (m1 * m2) ** 0.5 + p2**0.5 * A * (1.0 + A) / (m2 * S) ** 0.5


def l7129_mut_m2(m1: Any, m2: Any, p2: Any, S: Any, A: Any, **_: object) -> Any:
    """Planted (corrected side): the second term over m2^{3/4} sqrt(S) (a wrong power of m2)."""
    return S * p2 / (m1 * m2) ** 0.5 + p2**0.5 * A * (1.0 + A) / (m2**0.75 * S**0.5)


def l7129_mut_m1(m1: Any, m2: Any, p2: Any, S: Any, A: Any, **_: object) -> Any:
    """Planted (corrected side): the second term with an extra m1^{-1/6} (a wrong power of m1)."""
    return S * p2 / (m1 * m2) ** 0.5 + p2**0.5 * A * (1.0 + A) / ((m2 * S) ** 0.5 * m1 ** (1.0 / 6.0))


# ------------------------------ Lemma D.2.10 (2) (D.78)'s |g'_r| bound from its proof's (D.82) and (D.83)


def d78_shape(ainf: Any, tv: Any, **_: object) -> Any:
    """(D.78)'s bound on the cross terms, eta ||q^T A||_1 ||A||_inf^2 tau_v at eta ||q^T A||_1 = 1."""
    return ainf * ainf * tv


def d78_corrected(ainf: Any, tv: Any, tw: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Corrected: eta ||q^T A||_1 ||A||_inf^2 (tau_v sqrt(m2/m1) + tau_w sqrt(m1)) (what (D.82) and (D.83) give)."""
    return ainf * ainf * (tv * (m2 / m1) ** 0.5 + tw * m1**0.5)


def d78_mut_m2(ainf: Any, tv: Any, tw: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted (corrected side): without the factor sqrt(m2/m1) on tau_v."""
    return ainf * ainf * (tv + tw * m1**0.5)


def d78_mut_m1(ainf: Any, tv: Any, tw: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted (corrected side): tau_w m1^{1/4} instead of tau_w sqrt(m1) (a wrong power of m1)."""
    return ainf * ainf * (tv * (m2 / m1) ** 0.5 + tw * m1**0.25)
