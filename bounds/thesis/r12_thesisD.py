"""thesis, Appendix D (round 12, helper thesisD): the printed shapes of (D.88) and L7506 (proof of Lemma D.2.12, App.
D.2), encoded by ``thmcheck.checks.papers.thesis.r12_thesisD``.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (no torch).
"""

from __future__ import annotations

from typing import Any

# ---------------------------------------------- (D.88), proof of Lemma D.2.12: ||D'_{n,v}||_0 <= O~(m2 ||A||^2 (eps/C0)^Theta(1))

D88_EXPONENT = 1.0  # the Theta(1) exponent of (eps/C0): one fixed positive value (every c > 0 gives the same verdict)


def d88_shape(m: Any, ainf: Any, e: Any, **_: object) -> Any:
    """(D.88)'s right side without its O~: m2 ||A||_inf^2 (eps/C0)^c at m2 = m, e = eps/C0, c = D88_EXPONENT."""
    return m * ainf * ainf * e**D88_EXPONENT


def d88_mut_m(m: Any, ainf: Any, e: Any, **_: object) -> Any:
    """Planted: m2^{0.9} instead of m2 (a wrong power of the width)."""
    return m**0.9 * ainf * ainf * e**D88_EXPONENT


def d88_mut_a(m: Any, ainf: Any, e: Any, **_: object) -> Any:
    """Planted: ||A||_inf instead of ||A||_inf^2 (a wrong power of ||A||_inf)."""
    return m * ainf * e**D88_EXPONENT


# ------------------------------------ L7506, proof of Lemma D.2.12: O~(tau_w^{4/5} m1^{6/5}) << O~(m1)


def l7506_shape(m1: Any, **_: object) -> Any:
    """L7506's right side O~(m1) without its O~."""
    return m1


def l7506_mut_m1(m1: Any, **_: object) -> Any:
    """Planted: m1^{0.7} instead of m1 (a wrong power of m1)."""
    return m1**0.7


def l7506_mut_tw(m1: Any, tw: Any, **_: object) -> Any:
    """Planted: tau_w m1^{6/5} (tau_w's power 1 instead of 4/5: ratio tau_w^{-1/5}, large at the lower end)."""
    return tw * m1**1.2
