"""Bounds of ``thmcheck.checks.papers.chenli.r29_leads2`` (round 29, helper leads2): Lemma 11.7's projection norms."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds import num


def l117_proj_printed(d: Any, M: Any, **_: Any) -> Any:
    """The printed shape of the projection norms (L3177): d^{3/2} M log(dM)."""
    return d * num.sqrt(d) * M * num.log(d * M)


def l117_proj_corrected(d: Any, M: Any, **_: Any) -> Any:
    """The order measured: d M (|lambda_i| ~ 1/(rho dM) times |tau_i| ~ rho dM, up to the nu part)."""
    return d * M


def l117_proj_mut(d: Any, M: Any, **_: Any) -> Any:
    """A planted wrong shape: d^3 M^2 log(dM) (too large: its lower side fails faster)."""
    return d * d * d * M * M * num.log(d * M)
