"""Hongkang Li, PhD thesis (RPI 2024), Appendix E, round 15 (thesisE): the printed sides of the claims of
``thmcheck.checks.papers.thesis.r15_thesisE`` (the induction step t = t0 + 1 and part (2) of the proof of Lemma
E.4.10, App. E.5.9: (E.231)-(E.234), (E.236)-(E.238)) and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations


def sign_zero(scale: float) -> float:
    """The printed right side 0 of a strict '> 0' display ((E.231)-(E.234) at t = t0 + 1, (E.236)-(E.238) at t >~
    Theta(beta)): the measured side is the smallest value over the lucky pairs."""
    del scale
    return 0.0


def sign_mutant_floor(scale: float) -> float:
    """Mutant: a positive floor, the largest value over the pairs (too strict)."""
    return scale


def sign_mutant_double(scale: float) -> float:
    """Mutant: a positive floor, twice the largest |value| (too strict)."""
    return 2.0 * abs(scale)


def e190_printed(printed: float, update: float) -> float:
    """(E.190) L8944-L8948: delta (p^T, 0^T)^T + sum_b eta (sum_i V_i(b) W_O(i)^(b))^T with V_i(b) as (E.177) denotes
    it (the coefficient of W_O(i)^(b) in eta times the W_V GRADIENT applied to p), at one entry."""
    del update
    return printed


def e190_corrected(printed: float, update: float) -> float:
    """(E.190) with the gradient step's sign: delta (p^T, 0^T)^T - sum_b eta (sum_i V_i(b) W_O(i)^(b))^T (= the same
    with V_i read as the UPDATE's coefficient), at the same entry."""
    del printed
    return update


def e190_mutant_scale(printed: float, update: float) -> float:
    """Mutant: the corrected side 10 % too large."""
    del printed
    return 1.1 * update


def e76_printed(printed: float, update: float) -> float:
    """(E.76) L8307 / (E.78) L8315, the first '=': (a^T, 0^T) (W_Q^(0) + eta (1/B) sum_b sum_n dl/dW_Q^(b)) v as
    printed (the gradient ADDED; (E.78) with v = p_query on the right), at one (a, prompt)."""
    del update
    return printed


def e76_corrected(printed: float, update: float) -> float:
    """The same with Subroutine 2's step (E.2): (a^T, 0^T) (W_Q^(0) - eta (1/B) sum_b sum_n dl/dW_Q^(b)) v (for (E.78)
    with the left side's vector (mu_j, 0) on the right too)."""
    del printed
    return update


def e86_printed(M1: float, delta: float) -> float:
    """(E.86) L8347: (mu_j^T, 0^T) W_K^(T) p_q >= sqrt(log M1) + delta (explicit; natural log)."""
    import math

    return math.sqrt(math.log(M1)) + delta


def e86_mutant_double(M1: float, delta: float) -> float:
    """Mutant: twice the printed right side (too strict)."""
    import math

    return 2.0 * (math.sqrt(math.log(M1)) + delta) + 10.0


def e222_printed(printed: float, reading: float) -> float:
    """(E.222) L9098 at t = 1: W_O(i)^(0) W_O(i)^(t)T + eta (1/B) sum_{n in B_b} (1/a) sum_s softmax(.) (delta p_s^nT
    W_O(i)^(t)T + sum_b eta (sum_i' V_i'(b) W_O(i')^(b))^T W_O(i)^(t)T), as printed, at one pair (n, i in W_n)."""
    del reading
    return printed


def e222_reading(printed: float, reading: float) -> float:
    """(E.222) without the leading W_O(i)^(0) W_O(i)^(t)T and the batch prefactor eta (1/B) sum_n (1/a): sum_s
    softmax(.) (delta p_s^nT W_O(i)^(t)T + sum_b eta (...)^T W_O(i)^(t)T) at the prompt n itself ((E.190) with the
    update's sign, applied to V^n(t))."""
    del printed
    return reading


def e222_mutant_scale(printed: float, reading: float) -> float:
    """Mutant: the reading's side 10 % too large."""
    del printed
    return 1.1 * reading
