"""Bounds of chenli's round-27 claims (helper leads): ``checks/papers/chenli/r27_leads.py``. Pure functions of named
quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds import num as bnum


def l115_item3_shape(d: Any, M: Any, **_: Any) -> Any:
    """Lemma 11.5 Item 3 (L3081), as printed: ||v|| = Theta(M sqrt(d) log d); the shape M sqrt(d) log d (natural log,
    the paper's convention; > 0 for d >= 2)."""
    return M * bnum.sqrt(d) * bnum.log(d)


def l115_rho_w_exact(rho: Any, wnorm: Any, **_: Any) -> Any:
    """What the proof's v = rho w has: ||v|| = rho ||w|| (the correction: Item 3 read for this construction)."""
    return rho * wnorm


def l115_mut_lower_full_w(d: Any, M: Any, rho: Any, **_: Any) -> Any:
    """Planted (wrong lower shape for the proof's v): rho M sqrt(d), as if ||w|| were always of order M sqrt(d)."""
    return rho * M * bnum.sqrt(d)


def l115_mut_upper_logd(d: Any, M: Any, wnorm: Any, **_: Any) -> Any:
    """Planted (wrong upper shape for the proof's v): log(8d) ||w||, as if rho did not grow with M."""
    return bnum.log(8 * d) * wnorm


def l115_item3_upper_reading(d: Any, M: Any, **_: Any) -> Any:
    """Lemma 11.5 Item 3 under the round-27 audits' reading (round 28): an upper bound with log(dM) for log d,
    ||v|| <~ M sqrt(d) log(dM) (> 0 for d >= 2, M >= 1)."""
    return M * bnum.sqrt(d) * bnum.log(d * M)
