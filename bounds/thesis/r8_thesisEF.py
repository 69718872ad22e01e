"""Hongkang Li, PhD thesis (RPI 2024), Appendices E and F, round 8 (thesisEF): the printed sides (shapes) of the
claims of ``thmcheck.checks.papers.thesis.r8_thesisEF`` and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations


def e15_shape(beta: float, one_minus_gamma: float, a: float) -> float:
    """(E.15) L8033 / (E.18) L8041: -V_i(b) >~ beta^2 (1 - gamma_t) / a, i in W_n (resp. U_n): the printed shape
    (uniform, Omega; a the output scale, |a_i| = 1/a)."""
    return beta**2 * one_minus_gamma / a


def e15_mutant_a(beta: float, one_minus_gamma: float, a: float) -> float:
    """A wrong shape: beta^2 (1 - gamma_t) a (a in place of 1/a: a wrong power of the output scale)."""
    return beta**2 * one_minus_gamma * a


def grad_identity_zero() -> float:
    """(E.153)/(E.156), (E.160), (E.167): a gradient identity checked as 'relative difference == 0': the bound 0."""
    return 0.0
