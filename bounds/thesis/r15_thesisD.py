"""thesis, Appendix D (round 15, helper thesisD): the printed sides of (D.89)'s last step (proof of Lemma D.2.12),
encoded by ``thmcheck.checks.papers.thesis.r15_thesisD``.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (no torch).
"""

from __future__ import annotations

from typing import Any

from thmcheck.bounds import num

# ------------------------------------------------------------- (D.89), proof of Lemma D.2.12: the last '<= eps'


def d89_shape(eps: Any, **_: object) -> Any:
    """(D.89)'s right end: eps (the hidden constant is C0's O~, D.43)."""
    return eps


def d89_mut_K(eps: Any, K: Any, **_: object) -> Any:
    """Planted (reading side): eps/K (wrong along K)."""
    return eps / K


def d89_mut_ainf(eps: Any, ainf: Any, **_: object) -> Any:
    """Planted (reading side): eps/||A||_inf (wrong along ||A||_inf)."""
    return eps / ainf


# ------------------------------------------------- L7061, proof of Lemma D.2.5: the rescaled P_1 against the target


def l7061_shape(ainf: Any, C: Any, tau: Any, m1: Any, m2: Any, **_: object) -> Any:
    """L7061's right side O~(||A||_inf C/sqrt(tau m1)), the O~ as one factor log(e m1 m2) (L6742)."""
    return ainf * C * (1.0 + num.log(m1 * m2)) / (tau * m1) ** 0.5


def l7061_mut_m1(ainf: Any, C: Any, tau: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted (reading side): ||A||_inf C log(e m1 m2)/(tau m1) (a wrong power of m1)."""
    return ainf * C * (1.0 + num.log(m1 * m2)) / (tau * m1)


def l7061_mut_C(ainf: Any, C: Any, tau: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted (reading side): ||A||_inf log(e m1 m2)/(C sqrt(tau m1)) (C in the denominator: wrong along C)."""
    return ainf * (1.0 + num.log(m1 * m2)) / (C * (tau * m1) ** 0.5)
