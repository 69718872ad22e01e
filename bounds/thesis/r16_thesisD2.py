"""thesis, Appendix D (round 16, helper thesisD2): the printed right side of (D.130) (proof of Theorem 5.3.1, L7797),
encoded by ``thmcheck.checks.papers.thesis.r16_thesisD2``.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (no torch).
"""

from __future__ import annotations

from typing import Any


def d130_shape(ainf: Any, eps_c: Any, **_: object) -> Any:
    """(D.130)'s right side: O~(||A*||_inf (||A*||_inf + 1) eps_c) (hidden constant; the O~'s polylog(m1 m2), L6742,
    is fixed on every path but the width path)."""
    return ainf * (ainf + 1.0) * eps_c


def d130_corrected(ainf: Any, eps_c: Any, **_: object) -> Any:
    """Corrected: O~(||A*||_inf (||A*||_inf (||A*||_inf + 1) + 1) eps_c), (D.129)'s middle member
    ||A*|| (||A*||_inf O~(1)) O~(1) kept (one more factor ||A*||_inf than the printed '<= ||A*||_inf')."""
    return ainf * (ainf * (ainf + 1.0) + 1.0) * eps_c


def d130_mut_m(ainf: Any, eps_c: Any, m1: Any, **_: object) -> Any:
    """Planted (corrected side): the corrected shape over m1 (wrong along the widths)."""
    return d130_corrected(ainf, eps_c) / m1


def d130_mut_A(ainf: Any, eps_c: Any, **_: object) -> Any:
    """Planted (corrected side): ||A*||_inf^{5/2} eps_c (a wrong power of ||A*||_inf)."""
    return ainf**2.5 * eps_c
