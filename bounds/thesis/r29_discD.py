"""Bounds of ``thmcheck.checks.papers.thesis.r29_discD`` (round 29, helper discD): App. D displays re-read as a
referee (issue #30, discovery).

(D.21) L6720, proof of Lemma D.1.3 (symmetric sampling, App. D.1.1): the chain
sum_{j in N_i} sqrt(p*_i p*_u) A_nj ~ ... <~ sqrt(p*_u p*_i) Psi(n, i) <= sqrt(p*_i) Psi(n, i) <= O(1/L); the bounds
are the right side of its exact '<=' link, from the quantities pi = p*_i, pu = p*_u (n in N_u) and Psi = Psi(n, i)
of (D.7)."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import sqrt


def eqD21_printed(pi: Any, Psi: Any, **_: object) -> Any:
    """(D.21) L6720, its third link as printed: sqrt(p*_u p*_i) Psi(n, i) <= sqrt(p*_i) Psi(n, i)."""
    return sqrt(pi) * Psi


def eqD21_mut_no_sqrt(pi: Any, Psi: Any, **_: object) -> Any:
    """Planted (against the reading p*_u <= 1): p*_i Psi(n, i), the square root dropped."""
    return pi * Psi


def eqD21_mut_pu_squared(pi: Any, pu: Any, Psi: Any, **_: object) -> Any:
    """Planted (against the reading p*_u <= 1): p*_u sqrt(p*_i) Psi(n, i), p*_u for sqrt(p*_u) on the right."""
    return pu * sqrt(pi) * Psi


def eqD21_corrected(pi: Any, Psi: Any, c2: Any, L: Any, psiu: Any, **_: object) -> Any:
    """(D.21)'s link with the factor (D.22) allows: sqrt(p*_u) <= max(1, c2/(L psi_u)), so sqrt(p*_u p*_i) Psi(n, i)
    <= max(1, c2/(L psi_u)) sqrt(p*_i) Psi(n, i)."""
    f = c2 / (L * psiu)
    return (f if f > 1 else 1) * sqrt(pi) * Psi


# ---------------------------------------------------------- (D.47) L6982, proof of Lemma D.2.4: g^(0) at (D.45)-(D.46)


def eqD47_shape(q1: Any, p1: Any, p2: Any, CsPhi: Any, Csphi: Any, ainf: Any, eps: Any, **_: object) -> Any:
    """(D.47)'s error term as printed, O(||q||_1 p1 p2^2 C_s(Phi, p2 C_s(phi, ||A||_inf)) C_s(phi, ||A||_inf)
    sqrt(||A||_inf^2 + 1) eps) (the shape; one hidden constant)."""
    return q1 * p1 * p2 * p2 * CsPhi * Csphi * sqrt(ainf * ainf + 1) * eps


def eqD47_mut_no_eps(q1: Any, p1: Any, p2: Any, CsPhi: Any, Csphi: Any, ainf: Any, eps: Any, **_: object) -> Any:
    """Planted: the printed shape divided by 1000 (a wrong, smaller constant; the claim is an erratum, so any smaller
    bound must fail too)."""
    return q1 * p1 * p2 * p2 * CsPhi * Csphi * sqrt(ainf * ainf + 1) * eps * 1e-3
