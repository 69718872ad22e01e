"""Bounds of ``thmcheck.checks.papers.thesis.r19_thesisD4`` (round 19, helper thesisD, task thesisD4)."""

from __future__ import annotations

from typing import Any

import numpy as np

# ---------------- (D.88)'s first '<=' ('By Lemma D.2.10'), proof of Lemma D.2.12, with A = A* (||A*||_inf in (0, inf))


def _second(ainf: Any, tw: Any, tv: Any, m1: Any, m2: Any) -> Any:
    """The tau term m2 ||A||^{2/3} (||A|| tau_v + ||A|| tau_w m1^{1/4} (1 + tau_v))^{2/3} (the same in L7305 and (D.88))."""
    x = tw * m1**0.25
    return m2 * ainf ** (2.0 / 3.0) * (ainf * tv + ainf * x * (1.0 + tv)) ** (2.0 / 3.0)


def d88first_shape(ainf: Any, sv: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """(D.88)'s first line as printed: m2^{3/2} sigma_v (||A||^2 + ||A||^2 tau_w m1^{1/4}) + m2 ||A||^{2/3} (||A||
    tau_v + ||A|| tau_w m1^{1/4} (1 + tau_v))^{2/3} (the O~ constant left out)."""
    x = tw * m1**0.25
    return m2**1.5 * sv * ainf * ainf * (1.0 + x) + _second(ainf, tw, tv, m1, m2)


def d88first_corrected(ainf: Any, sv: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Corrected: the first term with max(||A||, ||A||^2) (covers both Lemma D.2.10's statement, ||A||, and its
    proof's L7357, ||A||^2, at every ||A*||_inf in (0, inf))."""
    x = tw * m1**0.25
    return m2**1.5 * sv * np.maximum(ainf, ainf * ainf) * (1.0 + x) + _second(ainf, tw, tv, m1, m2)


def d88first_mut_small(ainf: Any, sv: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted: max(||A||^{1.2}, ||A||^2) in the first term (too small as ||A*||_inf -> 0)."""
    x = tw * m1**0.25
    return m2**1.5 * sv * np.maximum(ainf**1.2, ainf * ainf) * (1.0 + x) + _second(ainf, tw, tv, m1, m2)


def d88first_mut_m2(ainf: Any, sv: Any, tw: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted: the corrected side over m2^{1/2} (a wrong power of m2)."""
    return d88first_corrected(ainf, sv, tw, tv, m1, m2) / m2**0.5


# ------------------------ (D.82)'s last '<=', proof of Lemma D.2.10 (2), with A = A* (||A*||_inf in (0, inf)), m = m1


def d82last_shape(ainf: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """(D.82)'s last line as printed, eta ||q^T A||_1 = 1: ||A||_inf^2 tau_v m2^{1/2} m1^{-1/2} (O~ constant left
    out)."""
    return ainf * ainf * tv * m2**0.5 * m1**-0.5


def d82last_corrected(ainf: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Corrected: max(||A||_inf, ||A||_inf^2) tau_v m2^{1/2} m1^{-1/2} (the '+ m^{-1/2}' term carries ||A|| once)."""
    return np.maximum(ainf, ainf * ainf) * tv * m2**0.5 * m1**-0.5


def d82last_mut_small(ainf: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted: max(||A||^{1.5}, ||A||^2) (too small as ||A*||_inf -> 0)."""
    return np.maximum(ainf**1.5, ainf * ainf) * tv * m2**0.5 * m1**-0.5


def d82last_mut_m1(ainf: Any, tv: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted: the corrected side with m1^{-3/4} (a wrong power of m1)."""
    return np.maximum(ainf, ainf * ainf) * tv * m2**0.5 * m1**-0.75
