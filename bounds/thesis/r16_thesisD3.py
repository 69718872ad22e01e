"""thesis, Section 5.3 (round 16, helper thesisD3): the remark L1562 '(5.8) implies ||A*||_inf is O(1)', encoded by
``thmcheck.checks.papers.thesis.r16_thesisD3``.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (no torch).
"""

from __future__ import annotations

from typing import Any


def l1562_shape(ainf: Any, **_: object) -> Any:
    """The remark's right side: O(1) (a hidden constant times 1)."""
    return 1.0 + 0.0 * ainf


def l1562_corrected(a_inf: Any, pmax: Any, **_: object) -> Any:
    """Corrected: ||A*||_inf <= ||A||_inf max_l p_l* (A* = A P*, (5.6)-(5.7); A* = P* A P* gives the same bound with
    sqrt(p) on both sides)."""
    return a_inf * pmax


def l1562_mut_A(a_inf: Any, **_: object) -> Any:
    """Planted (corrected side): ||A||_inf alone (drops max_l p_l*)."""
    return a_inf


def l1562_mut_p(a_inf: Any, pmax: Any, **_: object) -> Any:
    """Planted (corrected side): ||A||_inf sqrt(max_l p_l*) (a wrong power of max_l p_l*)."""
    return a_inf * pmax**0.5
