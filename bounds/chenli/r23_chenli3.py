"""Bounds of round 23 (helper chenli3): Lemma 7.1's (112) with the proof's sum_i ||W_i||_F kept."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.chenli import sec7_proxy as B


def lemma7_1_with_w(m: int, d: int, k: int, omega: float, F1: float, W2: float) -> Any:
    """Corrected (112): 2 d k^{3/2} exp(-omega sqrt(log d) ||Theta_1||_F) (||W_1||_F + ||W_2||_F) with ||W_1||_F = 1
    (Assumption 10), i.e. the printed shape times (1 + ||W_2||_F)/m (the proof's (131) before L2664 replaces
    sum_i ||W_i||_F by m). Hidden constant e^{O(omega^2)} checked uniformly."""
    return B.lemma7_1_shape(m, d, k, omega, F1, W2) * (1.0 + W2) / m


def lemma7_1_mutant_doubled(m: int, d: int, k: int, omega: float, F1: float, W2: float) -> Any:
    """Planted: (112) with a doubled exponent exp(-2 omega sqrt(log d) ||Theta_1||_F)."""
    from math import exp, log, sqrt
    return B.lemma7_1_shape(m, d, k, omega, F1, W2) * exp(-omega * sqrt(log(d)) * F1)
