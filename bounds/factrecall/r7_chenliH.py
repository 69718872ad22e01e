"""Bounds of factrecall's round-7 uniform conversions (helper chenliH): printed SHAPES of hidden-constant statements
(issue 31), pure functions of named quantities. Seed: ``shared/seeds/002_60f5937820eee378.txt``."""

from __future__ import annotations

import math

# ----------------------------------------------------------------------------- Theorem 2 (L78-L84, Assumption 3 L463-L467)


def thm2_capacity_shape(m: int, d: int, q: int) -> float:  # noqa: ARG001
    """Theorem 2 (informal), L80: 'md >~ N polylog N' solved for N: an MLP memory of width m stores N >= c md/ln^2(e md)
    associations (the polylog read as ln^2; neither d alone nor the degree q of sigma enters the printed condition)."""
    return m * d / math.log(math.e * m * d) ** 2


def thm2_capacity_theorem9(m: int, d: int, q: int) -> float:
    """The reading 'with Theorem 9's hypotheses' (L471-L473): d >= N^eps with q = C2/eps, C2 > 2, so N <= d^{q/C2} <
    d^{q/2}: min(md/ln^2(e md), d^{q/2})."""
    return min(thm2_capacity_shape(m, d, q), d ** (q / 2))


def thm2_capacity_corrected(m: int, d: int, q: int) -> float:
    """Corrected shape: the capacity is capped by the dimension of the model class, F(e) = A phi(e) with phi the
    monomials of degree <= q in e (d C(d + q, q) linear parameters, whatever m): min(md, d C(d+q, q))/ln^2(e md)."""
    return min(m * d, d * math.comb(d + q, q)) / math.log(math.e * m * d) ** 2


def thm2_mutant_d_squared(m: int, d: int, q: int) -> float:  # noqa: ARG001
    """Planted mutant (a wrong power of d, wrong along d): m d^2/ln^2(e md)."""
    return m * d * d / math.log(math.e * m * d) ** 2


def thm2_mutant_no_log(m: int, d: int, q: int) -> float:  # noqa: ARG001
    """Planted mutant (the polylog dropped): m d."""
    return float(m * d)
