"""Bounds of chenli's round-15 checks (helper chenliA; ``checks/papers/chenli/r15_chenliA.py``): the elementary steps
(48) and (51) of Section 5.4. Pure functions of named quantities (no torch). Seed:
``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def eq48(delta: Any, cond_max: Any) -> Any:
    """(48), L1086: ||E[Delta(X, X')]||_max <= delta + ||E[Delta(X, X') | E]||_max (P[E] >= 1 - delta)."""
    return delta + cond_max


def eq48_mutant(delta: Any, cond_max: Any) -> Any:
    """Mutant: the failure probability dropped (||E[Delta]||_max <= ||E[Delta | E]||_max)."""
    return cond_max


def eq51(delta_star: Any) -> Any:
    """(51), L1136: ||M_{mu, nu} - M||_max <= delta*_c, given ||M_{mu, nu} - M_{mu', nu'}||_max <= delta*_c for all
    (mu, nu), (mu', nu') in E (Lemma 5.15) and M = E[M_{mu', nu'} | E] (Jensen)."""
    return delta_star


def eq51_mutant(delta_star: Any) -> Any:
    """Mutant: delta*_c/2 (a point at pairwise distance delta* from the rest of E stays delta* (1 - w) from M)."""
    return delta_star / 2


def thm12_phase1_printed(d: Any, eps1: Any, L: Any) -> Any:  # noqa: ARG001
    """L2980 (proof of Theorem 1.2, phase 1), the printed sample count's shape: poly(d, 1/eps_1) sqrt(log(1/delta)),
    the poly read as d/eps_1 (at fixed d, eps_1 any poly is a constant: the shape's dependence on delta is what the
    check tests), L = log(1/delta); both sides are checked divided by d (a positive unit: floats)."""
    return L**0.5 / eps1


def thm12_phase1_corrected(d: Any, eps1: Any, L: Any) -> Any:  # noqa: ARG001
    """The corrected count's shape: poly(d, 1/eps_1) log(1/delta) (Hoeffding/Bernstein: N ~ log(1/delta)/eps_1^2),
    divided by d as the printed one."""
    return L / eps1


def thm12_phase1_corrected_mutant(d: Any, eps1: Any, L: Any) -> Any:  # noqa: ARG001
    """Mutant of the correction: log(1/delta)^{3/4} (still sublinear in log(1/delta))."""
    return L**0.75 / eps1
