"""Bounds of ``thmcheck.checks.papers.thesis.r30_leads3`` (round 30, helper leads3): two App. D links of Theorem
5.3.1's proof, each as printed.

(D.139) L7846, its first '<=': E_D[L(...)] <= (1 + gamma) OPT + eps0, from (D.125) (the empirical loss <= (1 +
gamma) OPT + eps0) and (D.138) (|E_D[L] - empirical| <= eps0).

(D.131) L7799, its first '<=': |g_r^(b,b)(e_g, A*, X, W_T, V_T)| (sign patterns D + D' at the perturbed weights,
(D.69) L7213 / L7369) <= |e_g^T A* A* (A* X W_T . D_w^(0) V_T) . D_v^(0) c_r| (the initialization's patterns)."""

from __future__ import annotations

from typing import Any


def eqD139_first_printed(opt: Any, gamma: Any, eps0: Any, **_: object) -> Any:
    """(D.139) L7846, first link as printed: (1 + gamma) OPT + eps0."""
    return (1 + gamma) * opt + eps0


def eqD139_first_corrected(opt: Any, gamma: Any, eps0: Any, **_: object) -> Any:
    """(D.125) + (D.138): (1 + gamma) OPT + 2 eps0."""
    return (1 + gamma) * opt + 2 * eps0


def eqD139_first_mut(opt: Any, gamma: Any, eps0: Any, **_: object) -> Any:
    """Planted (against the corrected bound): (1 + gamma) OPT + 1.9 eps0."""
    return (1 + gamma) * opt + 1.9 * eps0


def eqD131_first_printed(rhs: Any, **_: object) -> Any:
    """(D.131) L7799, first link as printed: the same chain with the initialization's sign patterns D^(0)."""
    return rhs


def eqA78_zero(**_: object) -> float:
    """(A.78) L3022 as printed: the left side > 0."""
    return 0.0
