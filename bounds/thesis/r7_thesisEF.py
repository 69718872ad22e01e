"""Hongkang Li, PhD thesis (RPI 2024), Appendices E and F, round 7 (thesisEF): the printed sides of the step claims
of ``thmcheck.checks.papers.thesis.r7_thesisEF`` and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations

import math
from fractions import Fraction

# (F.102)-(F.110) L9801-L9835 (p~' with another TRR pattern and p~'s PE) and (F.117)-(F.125) L9888-L9920 (p~' with
# another TRR pattern and another PE): the printed (lower, upper) ends of Q' = p~'^T (p~_i - sum_r s_r p~_r)
# p~_query^T p~, as functions of p = p_n(t). (F.108)'s lower end is its printed first link 1 (3 - p_n(t)).
F102_125_SIDES: dict[str, tuple[str, str]] = {
    "F.102": ("4", "2 (3 - p)"), "F.103": ("0", "2 (1 - p)"), "F.104": ("-2", "-2 p"),
    "F.105": ("2 + p", "3"), "F.106": ("p", "1"), "F.107": ("-1 + p", "0"),
    "F.108": ("3 - p", "3 - p"), "F.109": ("0", "1 - p"), "F.110": ("-1", "-p"),
    "F.117": ("4 + 2 p", "6"), "F.118": ("2 p", "2"), "F.119": ("-2 + 2 p", "0"),
    "F.120": ("2", "3"), "F.121": ("0", "1"), "F.122": ("-1", "0"),
    "F.123": ("2 + p", "3"), "F.124": ("p", "1"), "F.125": ("-1 + p", "0")}


def f102_125_side(p: Fraction, display: str, side: str) -> Fraction:
    """The printed lower ('lower') or upper ('upper') end of the range in ``display``, p = p_n(t) (exact)."""
    one = Fraction(1)
    lo, hi = {"F.102": (4 * one, 2 * (3 - p)), "F.103": (0 * one, 2 * (1 - p)), "F.104": (-2 * one, -2 * p),
              "F.105": (2 + p, 3 * one), "F.106": (p, one), "F.107": (-1 + p, 0 * one),
              "F.108": (3 - p, 3 - p), "F.109": (0 * one, 1 - p), "F.110": (-one, -p),
              "F.117": (4 + 2 * p, 6 * one), "F.118": (2 * p, 2 * one), "F.119": (-2 + 2 * p, 0 * one),
              "F.120": (2 * one, 3 * one), "F.121": (0 * one, one), "F.122": (-one, 0 * one),
              "F.123": (2 + p, 3 * one), "F.124": (p, one), "F.125": (-1 + p, 0 * one)}[display]
    return lo if side == "lower" else hi


def f102_125_mutant(p: Fraction, display: str, side: str) -> Fraction:
    """Wrong: the printed end moved inwards by 4 (a range no value of Q' can meet)."""
    v = f102_125_side(p, display, side)
    return v + 4 if side == "lower" else v - 4


def e16_printed(Vj: float, beta: float) -> float:
    """(E.16) L8035 / (E.19) L8043: -V_i(b) <= V_j(b) / (beta^2 + 1) (Vj = V_j(b) of the lucky neuron j of the other
    sign class)."""
    return Vj / (beta**2 + 1)


def e16_mutant(Vj: float, beta: float) -> float:
    """Wrong: (V_j - |V_j|)/(beta^2 + 1) - 1/10 (below the printed bound everywhere)."""
    return (Vj - abs(Vj)) / (beta**2 + 1) - 0.1


def e17_shape(B: int, a: float) -> float:
    """(E.17) L8037 / (E.20) L8045: |V_i(b)| <~ sqrt(log B / B) (1/a), i not in W_n u U_n: the printed shape (uniform,
    O; a the output scale, |a_i| = 1/a)."""
    return math.sqrt(math.log(B) / B) / a


def e17_mutant_a(B: int, a: float) -> float:
    """A wrong shape: 1/a^2 in place of 1/a (a wrong power of the second scale a)."""
    return math.sqrt(math.log(B) / B) / a**2


def e95_last(M1: int) -> float:
    """(E.95) L8377, its last '>=': sum_i |k_ji| sqrt(log M1) >= sqrt(log M1): the right side."""
    return math.sqrt(math.log(M1))


def e95_mutant(M1: int) -> float:
    """Wrong: 2 sqrt(log M1)."""
    return 2 * math.sqrt(math.log(M1))
