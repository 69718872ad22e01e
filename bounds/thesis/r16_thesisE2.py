"""Hongkang Li, PhD thesis (RPI 2024), Appendix E, round 16 (thesisE2): the printed sides of the claims of
``thmcheck.checks.papers.thesis.r16_thesisE2`` ((E.108) L8454, the pruned trained model's output, proof of Proposition
6.4.5 / Theorem 6.3.7, App. E.5.4) and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations


def e108_rhs(eps: float, R: float, alpha: float, alpha_p: float, M1: int) -> float:
    """(E.108) L8454: (1 + eps)(1 - R) (1 - 2/(alpha' M1)) / (1 - 2/(alpha M1))."""
    return (1.0 + eps) * (1.0 - R) * (1.0 - 2.0 / (alpha_p * M1)) / (1.0 - 2.0 / (alpha * M1))


def e108_mutant_half(eps: float, R: float, alpha: float, alpha_p: float, M1: int) -> float:
    """Mutant: half the printed side (too small)."""
    return 0.5 * e108_rhs(eps, R, alpha, alpha_p, M1)


def e108_mutant_R2(eps: float, R: float, alpha: float, alpha_p: float, M1: int) -> float:
    """Mutant: (1 - R)^2 in place of (1 - R) (too small for every R in (0, 1))."""
    return e108_rhs(eps, R, alpha, alpha_p, M1) * (1.0 - R)


def e157_shape(M1: int) -> float:
    """(E.157) L8753: the shape 1/M1 of |(mu_j; 0) G_Q (x_query; 0)| / |(mu_q; 0) G_Q (x_query; 0)| at t = t0."""
    return 1.0 / M1


def e157_mutant_sign(M1: int) -> float:
    """Mutant: -1/M1 (a wrong sign: no nonnegative left side is at most a negative multiple; the 1/M1^3 power mutant
    cannot die in ci, whose path spans less than a decade for time)."""
    return -1.0 / M1


def e159_shape(M2: int) -> float:
    """(E.159) L8761: the shape 1/M2 of |(nu_k; 0) G_Q (x_query; 0)| / |(mu_q; 0) G_Q (x_query; 0)| at t = t0."""
    return 1.0 / M2


def e159_mutant_sign(M2: int) -> float:
    """Mutant: -1/M2 (a wrong sign, as e157_mutant_sign)."""
    return -1.0 / M2


def excess_zero(scale: float) -> float:
    """(E.147) L8680-L8687, (E.148) L8691-L8698 moved to one side: |(mu_j; 0) G_Q (x_query; 0)| - c (mu_q; 0) G_Q
    (x_query; 0) <= 0 (the right sides signed, as printed), the measured side divided by max_q |(mu_q; 0) G_Q (mu_q;
    0)| > 0."""
    del scale
    return 0.0


def excess_mutant_half(scale: float) -> float:
    """Mutant: the excess at most -1/2 (too strict)."""
    del scale
    return -0.5


def whp_fail_rhs(M1: int) -> float:
    """(E.140) L8625-L8631 read as a 'with high probability' event: the failure probability allowed, M1^{-C} with C >= 1
    read at its largest, 1/M1 (the paper's w.h.p. events, (E.133), (E.146), have probability 1 - M1^{-C}, C > 1)."""
    return 1.0 / M1


def whp_fail_mutant(M1: int) -> float:
    """Mutant: 1/M1^3 (too strict)."""
    return float(M1) ** -3
