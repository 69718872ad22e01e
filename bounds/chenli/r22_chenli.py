"""Bounds of chenli's round-22 claims (helper chenli): far ends of narrowed domains (``checks/papers/chenli/
r22_chenli.py``). Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def factB_5_root(kappa: float, m: int, **_: Any) -> Any:
    """Fact B.5 (L3816-L3822), det(V V^T) >= (1 - kappa m)^m prod_i |v_i|^2, in its equivalent m-th root form on the
    normalised Gram matrix G (det(V V^T) = det(G) prod_i |v_i|^2 exactly, both sides >= 0 since kappa m <= 1):
    det(G)^{1/m} >= 1 - kappa m."""
    return 1 - kappa * m


def factB_5_root_mut_one_minus_kappa(kappa: float, m: int, **_: Any) -> Any:
    """Planted: (1 - kappa)^m, i.e. 1 - kappa in the m-th root form (m moved out of Gershgorin's radius: too strong at
    the coherence edge kappa m -> 1 with negative correlations, where det G = (1 + 1/m)^{m-1}/m ~ e/m, its m-th root
    ~ 1 - log(m)/m < 1 - 1/m for m >= 3)."""
    return 1 - kappa


def factB_5_root_mut_no_kappa(kappa: float, m: int, **_: Any) -> Any:
    """Planted: kappa dropped, det(V V^T) >= prod_i |v_i|^2 (Hadamard's inequality reversed: false for any c != 0)."""
    return 1 + 0 * kappa * m


def l1669_shape_entrywise(t: float, op2: float, n4_entry: float, **_: Any) -> Any:
    """L1669 (proof of Lemma 6.8 Item 4) as printed, P[| ||x^T Theta_i||^2 - ||Theta_i||_F^2 | > t] <~ exp(-Omega(t/
    ||Theta_i||_op^2 ^ t^2/||Theta_i||_4^4)), as a uniform shape (the form of chenli.thm3.1: lhs 1 - log P >~ the
    exponent), with ||Theta_i||_4 read literally as the entrywise l4 norm (||.||_4 is defined nowhere in the paper;
    ||.||_1, ||.||_2 are entrywise vector norms there, matrix norms are named op, F, tr): (sum_jk Theta_jk^4)."""
    return min(t / op2, t * t / n4_entry)


def l1669_shape_schatten(t: float, op2: float, n4_schatten: float, **_: Any) -> Any:
    """The reading ||Theta_i||_4 = Schatten-4 norm, ||Theta_i||_4^4 = tr((Theta_i Theta_i^T)^2) = ||Theta_i
    Theta_i^T||_F^2: Theorem 3.1 for M = Theta_i Theta_i^T exactly."""
    return min(t / op2, t * t / n4_schatten)
