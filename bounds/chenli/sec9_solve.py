"""Bounds of chenli (Chen & Li, "Provably learning a multi-head attention layer") Section 9 (Solve for
projection matrices): Algorithm 5, Lemmas 9.1, 9.3, 9.4, Theorems 9.5/9.6.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Each function is a printed bound, a pure function of named
quantities (no torch); the pairing with measurements and instance strategies is in
``checks/papers/chenli/sec9_solve.py``.
"""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import sqrt

# ----------------------------------------------------------------------------- Lemma 9.3 (L2917-L2931)


def lemma9_3(eps: float, d: int, k: int, m: int, w1_sq: float) -> Any:
    """Lemma 9.3 as printed: ||Z w* - y||^2 <= eps^2 d^3 k^3 m ||W_1||_F^2."""
    return eps**2 * d**3 * k**3 * m * w1_sq


def lemma9_3_corrected(eps: float, d: int, k: int, m: int, w1_sq: float) -> Any:
    """The proof with the sum over heads kept (sum_i ||w_i*|| <= m ||W_1||_F) and softmax's l2-Lipschitz constant
    1/2 (Jacobian diag(s) - s s^T): ||Z w* - y||^2 <= eps^2 d^3 k^3 m^2 ||W_1||_F^2 / 4 (attained as eps -> 0 at
    k = 2)."""
    return eps**2 * d**3 * k**3 * m**2 * w1_sq / 4


# ----------------------------------------------------------------------------- Lemma 9.4 (L2933-L2945)


def lemma9_4_y(m: int, d: int, k: int) -> Any:
    """Lemma 9.4 (label part) as printed: |y| = ||F(X)_{:,1}|| <= sqrt(m d k) (||W_1||_F = 1 >= ||W_i||_F)."""
    return sqrt(m * d * k)


def lemma9_4_y_corrected(m: int, d: int, k: int) -> Any:
    """|y_r| <= sqrt(d) sum_i ||w_i*|| <= m sqrt(d): ||y|| <= m sqrt(d k)."""
    return m * sqrt(d * k)


def lemma9_1_shape(eps: float, d: int, k: int, m: int, w1: float) -> float:
    """Lemma 9.1, L2860-L2889, as a uniform shape: E[(F^(X) - F(X))^2] <~ eps^2 d^4 k^3 m ||W_1||_F^2."""
    return eps * eps * d**4 * k**3 * m * w1 * w1


def lemma9_1_eps_exponent() -> float:
    """Lemma 9.1, L2860-L2873. Kind: rate (hidden constant, and a hidden poly(m, k, d) number of samples).

    Statement: if ||Theta^_i - Theta_i||_F <= eps for all i, Algorithm 5 outputs W^_i with E[(F^(X) - F(X))^2] <~
    eps^2 d^4 k^3 m ||W_1||_F^2 with probability 1 - delta. Consequence checked: at fixed (d, k, m, W) the test loss
    is O(eps^2) as eps -> 0, so its fitted exponent in eps is at least 2; the bound is that exponent."""
    return 2.0
