"""Bounds of chenli's round-10 step claims (helper chenli7; ``checks/papers/chenli/r10_chenli7.py``).
Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. The L2345 claim
compares natural logs of probabilities (the probabilities are far below float64's range); log is monotone."""

from __future__ import annotations

from typing import Any


def l2345_printed(log_p_aprime: float, **_: Any) -> float:
    """L2345, as printed: P[|X_1 Theta_{i*} X_2^T| < alpha C | A] <= P[A]^{-1} P[A'] (A' of L2349, threshold
    (C/sqrt(Z))(1 - alpha/(Z ||Theta_{i*}||_F^2))); ``log_p_aprime`` = log(P[A']/P[A])."""
    return log_p_aprime


def l2345_corrected(log_p_a2: float, **_: Any) -> float:
    """L2345 with A' matched to the printed alpha C: A'': X_1 Theta' X_2^T > C/sqrt(Z) - alpha C/(Z ||Theta_{i*}||_F^2)
    (what the inclusion gives); ``log_p_a2`` = log(P[A'']/P[A])."""
    return log_p_a2


def l2345_mutant_no_alpha(log_p_a0: float, **_: Any) -> float:
    """Planted: A' without its alpha term, X_1 Theta' X_2^T > C/sqrt(Z); ``log_p_a0`` = log(P[A0]/P[A])."""
    return log_p_a0
