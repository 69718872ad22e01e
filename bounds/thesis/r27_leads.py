"""Bounds of the thesis' round-27 claims (helper leads): ``checks/papers/thesis/r27_leads.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds import num as bnum


def l840_budget(N: Any, **_: Any) -> Any:
    """The labels available: |L| <= N (L is a set of nodes of V, |V| = N)."""
    return N


def l840_mut_sqrtN(N: Any, **_: Any) -> Any:
    """Planted (a wrong budget): sqrt(N) labels."""
    return bnum.sqrt(N)


def l840_reading_budget(N: Any, **_: Any) -> Any:
    """Under the reading poly(Z) >= sqrt(N log N) the same budget N (the reading changes the instances)."""
    return N
