"""Hongkang Li, PhD thesis (RPI 2024), Appendix E, round 14 (thesisE): the printed sides of the claims of
``thmcheck.checks.papers.thesis.r14_thesisE`` (the W_O gradient formula (E.189) of the proof of Lemma E.4.7, App.
E.5.7) and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations


def e189_printed(printed: float, active: float, a: float) -> float:
    """(E.189) L8935-L8940: the printed right side eta (1/B) sum_n (-z^n) a_i 1[W_O(i) V^n >= 0] V^n at one entry (i,
    k) (the hinge's factor 1[z^n F < 1] absent, as printed)."""
    del active, a
    return printed


def e189_corrected(printed: float, active: float, a: float) -> float:
    """(E.189) with the hinge's derivative restored: eta (1/B) sum_n (-z^n) 1[z^n F(P^n) < 1] a_i 1[W_O(i) V^n > 0] V^n
    at the same entry."""
    del printed, a
    return active


def e189_mutant_scale(printed: float, active: float, a: float) -> float:
    """Mutant: the corrected side 10 % too large (a wrong constant)."""
    del printed, a
    return 1.1 * active


def e189_mutant_a(printed: float, active: float, a: float) -> float:
    """Mutant: the corrected side without the factor a_i = +-1/a (a wrong power of the width)."""
    del printed
    return active * a


def e40_zero() -> float:
    """Lemma E.4.10 (E.40)/(E.41) L8119-L8125: every i in W (resp. U) is active on every prompt of label +1 (resp.
    -1) once t >= Theta(1): the fraction of such pairs switched off is 0."""
    return 0.0


def e223_zero(scale: float) -> float:
    """(E.223) L9102: W_O(i)^(0) eta (1/B) sum_n (+z^n) a_i 1[W_O(i) V^n >= 0] V^n(0) > 0 for i in W_n: the printed
    right side 0 (strict)."""
    del scale
    return 0.0


def e223_mutant_floor(scale: float) -> float:
    """Mutant: a positive floor, the largest |value| over the batch's lucky neurons (too strict)."""
    return scale


def e224_zero(scale: float) -> float:
    """(E.224) L9106 at t = 1: W_O(i)^(0) W_O(i)^(t)T = sum_{b=0}^{t-1} W_O(i)^(b) W_O(i)^(t)T > 0 for i in W_n: the
    printed right side 0 (strict)."""
    del scale
    return 0.0


def e224_mutant_floor(scale: float) -> float:
    """Mutant: a positive floor, twice the largest ||W_O(i)^(0)||^2 over the lucky rows (too strict)."""
    return 2.0 * scale


def e229_zero(scale: float) -> float:
    """(E.229) L9126 at t = 1: W_O(i)^(0) sum_{b=0}^{t-1} sum_{i' in W_n} W_O(i')^(b)T > 0 for i in W_n: the printed
    right side 0 (strict)."""
    del scale
    return 0.0


def e229_mutant_floor(scale: float) -> float:
    """Mutant: a positive floor, the largest value over the batch's (n, i in W_n) pairs (too strict)."""
    return scale


def e230_zero(scale: float) -> float:
    """(E.230) L9130 at t = 1: eta (1/B) sum_{n in B_b} (1/a) sum_s softmax(p_s^nT W_K^(t)T W_Q^(t) p_query^n)
    sum_{b=0}^{t-1} eta (sum_{i'} V_i'(b) W_O(i')^(b))^T W_O(i)^(t) > 0 for i in W_n: the printed right side 0
    (strict)."""
    del scale
    return 0.0


def e230_mutant_floor(scale: float) -> float:
    """Mutant: a positive floor, the largest value over the batch's lucky rows (too strict)."""
    return scale


def e225_zero(scale: float) -> float:
    """(E.225) L9110 at t = 1: sum_{b=0}^{t-1} eta sum_{i' in W_n} V_i'(b) W_O(i')^(b) W_O(i)^(t)T > 0 for i in W_n: the
    printed right side 0 (strict)."""
    del scale
    return 0.0


def e225_mutant_floor(scale: float) -> float:
    """Mutant: a positive floor, the largest value over the batch's (n, i in W_n) pairs (too strict)."""
    return scale
