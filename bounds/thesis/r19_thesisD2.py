"""Bounds of ``thmcheck.checks.papers.thesis.r19_thesisD2`` (round 19, helper thesisD2)."""

from __future__ import annotations

from typing import Any

# ---------------------------------------------- (D.66) from Lemma D.2.7 as printed ((D.57): no eps in its error term


def d66_err_shape(F: Any, eps: Any, **_: object) -> Any:
    """(D.66)'s error term without its O~: p2^2 C_s(Phi, p2 C_s(phi, ||A||_inf)) C_s(phi, ||A||_inf) (sqrt(||A||_inf^2
    + 1) eps) = F eps (hidden constant)."""
    return F * eps


def d66_err_corrected(F: Any, **_: object) -> Any:
    """(D.66) with the error term Lemma D.2.7 prints ((D.57): F, no eps), i.e. the step without the factor eps."""
    return F


def d66_mut_sqrt_eps(F: Any, eps: Any, **_: object) -> Any:
    """Planted: F sqrt(eps) (still vanishing with eps: must be killed along eps -> 0)."""
    return F * eps**0.5


def d66_mut_pow(F: Any, **_: object) -> Any:
    """Planted: F^{1/2} (the shape without eps but too small in F: killed along F -> inf)."""
    return F**0.5
