"""Round 20 (helper chenli): mhgd Sec. 5.1's concrete example (L241), the two orders it states.

'For a concrete example, suppose T v M = O(1) and Z v Zbar = O(S). Then, provided first-phase sample size
n_1 >~ S^2 d so that P = O(1), it holds gamma_* = gamma_lin + Omega(zeta^2 (1 - zeta) S^4), where gamma_lin =
Omega(zeta S) is the margin of a linear model for the same dataset (see App. F).'

Both are hidden-constant lower bounds: the left sides (gamma_* - gamma_lin, gamma_lin) are computed by the claims from
the printed closed forms (eq. (7), (119), Lemma 13, eq. (132)); these are the printed shapes.
"""

from __future__ import annotations


def gap_shape(S: float, zeta: float) -> float:
    """Omega(zeta^2 (1 - zeta) S^4): the shape of gamma_* - gamma_lin (constant 1)."""
    return zeta**2 * (1 - zeta) * S**4


def lin_shape(S: float, zeta: float) -> float:
    """Omega(zeta S): the shape of gamma_lin (constant 1)."""
    return zeta * S


def gap_shape_cubic(S: float, zeta: float) -> float:
    """Planted mutant of the reading: S^3 for S^4 (a shape the S -> 0 end would not separate from the P term)."""
    return zeta**2 * (1 - zeta) * S**3


# ------------------------------------------------------------ Cor. 2's rates in the text (L193, L241)


def inv_n(n: float) -> float:
    """O(1/n): the printed shape of 'after K ~ n GD steps the expected test loss is O(1/n)' (L193)."""
    return 1.0 / n


def polylog_over_n(n: float) -> float:
    """O~(1/n) read with the polylog Cor. 2 carries: (1 + log n)^6 / n."""
    from thmcheck.bounds.num import log

    return (1 + log(n)) ** 6 / n


def inv_n_gamma2(n: float, gamma_star: float) -> float:
    """O~(1/(n gamma_*^2)) at constant 1 (L241), the polylog(n) left to the path in S and d at fixed n."""
    return 1.0 / (n * gamma_star**2)


def polylog_over_n_gamma2(n: float, gamma_star: float) -> float:
    """The reading 'rate in n': (1 + log n)^6 / (n gamma_*^2)."""
    from thmcheck.bounds.num import log

    return (1 + log(n)) ** 6 / (n * gamma_star**2)
