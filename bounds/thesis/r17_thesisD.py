"""thesis, Appendix D (round 17, helper thesisD): the printed right sides of (D.132) and (D.133) (proof of Theorem
5.3.1, L7806, L7810), encoded by ``thmcheck.checks.papers.thesis.r17_thesisD``.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (no torch).
"""

from __future__ import annotations

from typing import Any


def d132_shape(ainf: Any, eps_c: Any, C0: Any, **_: object) -> Any:
    """(D.132) / (D.133)'s right side: O~(||A*||_inf^2 (eps_c + C0)) (hidden constant; the O~'s polylog(m1 m2), L6742,
    is fixed on every path but the width path)."""
    return ainf**2 * (eps_c + C0)


def d132_corrected(ainf: Any, eps_c: Any, C0: Any, **_: object) -> Any:
    """Corrected: O~(||A*||_inf (||A*||_inf (||A*||_inf + 1) + 1) eps_c + ||A*||_inf^2 C0): (D.130)'s corrected bound
    (thesis.ch5.thm5.3.1-D.130.corrected, one more factor ||A*||_inf) plus (D.131)'s C0 ||A*||_inf^2."""
    return ainf * (ainf * (ainf + 1.0) + 1.0) * eps_c + ainf**2 * C0


def d132_mut_m(ainf: Any, eps_c: Any, C0: Any, m1: Any, **_: object) -> Any:
    """Planted (corrected side): the corrected bound over m1 (wrong along the widths)."""
    return d132_corrected(ainf, eps_c, C0) / m1


def d132_mut_A(ainf: Any, eps_c: Any, C0: Any, **_: object) -> Any:
    """Planted (corrected side): ||A*||_inf^{5/2} eps_c + ||A*||_inf^2 C0 (a wrong power of ||A*||_inf)."""
    return ainf**2.5 * eps_c + ainf**2 * C0
