"""Bounds of ``thmcheck.checks.papers.thesis.r25_thesisX`` (round 25, helper thesisX): (A.196) L3558 (an equality: 0) and (D.97) L7602, the step of
Lemma D.2.13's proof that bounds the real-minus-pseudo network gap along the update W_t + sqrt(eta) W^ Sigma, at the
lemma's A* = A P* (Theorem 5.3.1's use; (5.8) allows every p_l* in [0, c1/(L psi_l)])."""

from __future__ import annotations

from typing import Any


def d97_shape(qA1n: Any, ainf: Any, eps0: Any, **_: object) -> Any:
    """(D.97)'s right side over eta in the limit eta -> 0 (O_p(eta^{1.5})/eta -> 0): ||q^T A*||_1 ||A*||_inf^2 eps0
    (hidden constant)."""
    return qA1n * ainf * ainf * eps0


def d97_mut_cube(qA1n: Any, ainf: Any, eps0: Any, **_: object) -> Any:
    """Planted: ||A*||_inf^3 for ||A*||_inf^2 (smaller still as ||A*|| -> 0)."""
    return qA1n * ainf**3 * eps0


def a196_zero(**_: object) -> float:
    """(A.196) is an equality: the relative residual of its drift term is 0."""
    return 0.0


def a196_mut_tol(**_: object) -> float:
    """Planted: a 1% tolerance on the relative residual."""
    return 0.01
