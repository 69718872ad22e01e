"""Bounds of ``thmcheck.checks.papers.thesis.r26_thesisAB`` (round 26, helper thesisAB): Remark 1 of Theorem 3.4.4
(L883, the dependence of (3.9)'s sample complexity on gamma_d, eps_S, sigma) and Lemma A.3.1 Claim 3's (A.37)-(A.39)
for the tokens of S_2^n and of the non-discriminative patterns."""

from __future__ import annotations

from typing import Any


def remark1_shape(gamma_d: Any, eps_S: Any, sigma: Any, **_: object) -> Any:
    """Remark 1 (L883): 'the sample complexity in (3.9) scales with 1/gamma_d^2, (1 - eps_S)^{-2} and (Theta(1) -
    sigma)^{-2}' (Theta(1) read as 1; (3.9)'s common factor (1 + delta_zm^2) log N divided out of both sides)."""
    return gamma_d ** -2 * (1 - eps_S) ** -2 * (1 - sigma) ** -2


def remark1_mut_half(gamma_d: Any, eps_S: Any, sigma: Any, **_: object) -> Any:
    """Planted: (1/2 - eps_S)^{-2} for (1 - eps_S)^{-2} (grows faster than (3.9) as eps_S -> 1/2 at gamma_d = Theta(1))."""
    return gamma_d ** -2 * (0.5 - eps_S) ** -2 * (1 - sigma) ** -2


def remark1_mut_root(gamma_d: Any, eps_S: Any, sigma: Any, **_: object) -> Any:
    """Planted: a spurious factor (1/2 - eps_S)^{-1/2} (unbounded against (3.9) as eps_S -> 1/2 at gamma_d = Theta(1))."""
    return gamma_d ** -2 * (1 - eps_S) ** -2 * (1 - sigma) ** -2 * (0.5 - eps_S) ** -0.5


def claim3_printed(sigma: Any, tau: Any, **_: Any) -> Any:
    """(A.39): ||z_j(t)|| <= sigma + tau (the instance's Assumption 2.3.1 / (2.5) constants)."""
    return sigma + tau


def claim3_mut_tau(sigma: Any, tau: Any, **_: Any) -> Any:
    """Planted: tau alone (sigma dropped)."""
    return tau + 0 * sigma


def claim3_mut_quarter(sigma: Any, tau: Any, **_: Any) -> Any:
    """Planted: (sigma + tau)/4."""
    return (sigma + tau) / 4
