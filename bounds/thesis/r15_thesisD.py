"""thesis, Appendix D (round 15, helper thesisD): the printed sides of (D.89)'s last step (proof of Lemma D.2.12),
encoded by ``thmcheck.checks.papers.thesis.r15_thesisD``.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (no torch).
"""

from __future__ import annotations

from typing import Any

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
