"""Bounds of chenli (Chen & Li, "Provably learning a multi-head attention layer") Section 8 (Extracting the
span from the approximate affine hull): Lemmas 8.1-8.4.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Each function is a printed bound, a pure function of named
quantities (no torch); the pairing with measurements and instance strategies is in
``checks/papers/chenli/sec8_span.py``.
"""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import sqrt

# ----------------------------------------------------------------------------- Lemma 8.3 (L2740-L2754)


def lemma8_3(lam: float, m: int) -> Any:
    """Lemma 8.3: min over subspaces V (dim <= m-1) of max_i ||Pi_{V^perp} v_i|| / ||v_1|| >= sqrt(lambda/(2m))."""
    return sqrt(lam / (2 * m))


# ----------------------------------------------------------------------------- Lemma 8.4 (L2812-L2850)


def lemma8_4(nu: float, m: int, theta1: float) -> Any:
    """Lemma 8.4 with the proof's explicit constants: M_1..M_m orthonormal, ||Pi_att^perp(M_i)||_F <= nu <= 1/sqrt(2m)
    => for every i some lambda~ with ||lambda~|| <= sqrt(8) ||Theta_1||_F (the proof's ||A^{-1}||_op bound) has
    ||sum_j lambda~_j M_j - Theta_i||_F <= sqrt(8) nu sqrt(m) ||Theta_1||_F (the printed '<~' with the constant
    sqrt(8) of A A^T >= ||Theta_1||^{-2}/8 and ||[E_j]||_op <= sqrt(m) nu)."""
    return sqrt(8) * nu * sqrt(m) * theta1


def alg4_line8_norm(lam: float, m: int, d: int, F1: float) -> float:
    """The proof of Lemma 8.2 (L2798-L2800): 'any matrix in K*_{ij,s} trivially has Frobenius norm at least rho/d',
    rho = sqrt(lambda/2m) ||Theta_1||_F (L2757). Bound: rho/d. The claim's left side is the smallest norm of a matrix
    in the body Algorithm 4 line 8 queries (threshold sqrt(lambda)/(d sqrt(2m)), as printed)."""
    from thmcheck.bounds.num import sqrt

    return sqrt(lam / (2 * m)) * F1 / d


def alg4_line8_norm_corrected(lam: float, m: int, d: int, F1: float) -> float:
    """What Algorithm 4 line 8's printed threshold guarantees: ||B||_F >= |B_ij| >= sqrt(lambda)/(d sqrt(2m))."""
    from thmcheck.bounds.num import sqrt

    return sqrt(lam / (2 * m)) / d
