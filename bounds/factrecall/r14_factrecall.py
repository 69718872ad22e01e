"""Round 14 (factrecall, helper factrecall): the proof of Theorem 1 (App. B, L440-L453: E[gamma_xy] and Var(gamma_xy)
of the one-step construction) and the proof of Theorem 7 (App. E.1, L1446-L1466: the information chain) of Nichani,
Lee & Bietti. Pure functions of plain numbers (no torch); the claims are in
``checks/papers/factrecall/r14_factrecall.py``.
"""

from __future__ import annotations

from typing import Any


def thm1_mean(d: int, N: int) -> Any:  # noqa: ARG001
    """L440-L442: E[gamma_xy] = 1 (every y != f*(x), every d, N)."""
    return 1.0


def thm1_mean_mutant(d: int, N: int) -> Any:  # noqa: ARG001
    """Mutant: E[gamma_xy] = 1 + 1/d (the z = x term's second moment for its mean)."""
    return 1.0 + 1.0 / d


def thm1_var(d: int, N: int, y_in_image: bool) -> Any:  # noqa: ARG001
    """L453 (as printed, every y != f*(x)): Var(gamma_xy) = 2/d + 1/d^2 + 2(N - 2)/d^2."""
    return 2 / d + 1 / d**2 + 2 * (N - 2) / d**2


def thm1_var_corrected(d: int, N: int, y_in_image: bool) -> Any:
    """Var(gamma_xy) = E[gamma^2] - 1 with the corrected second moment (factrecall.display.thm1-moments): as printed
    when y = f*(z') for some z' != x, and 1/d + 2(N - 1)/d^2 when y is outside f*([N]) (possible when M > N)."""
    if y_in_image:
        return 2 / d + 1 / d**2 + 2 * (N - 2) / d**2
    return 1 / d + 2 * (N - 1) / d**2


def thm1_var_corrected_mutant(d: int, N: int, y_in_image: bool) -> Any:
    """Mutant of the correction: 2(N - 1)/d^2 dropped outside the image (wrong for N >= 2)."""
    if y_in_image:
        return 2 / d + 1 / d**2 + 2 * (N - 2) / d**2
    return 1 / d


def thm7_link(item: str, member: Any) -> Any:  # noqa: ARG001
    """A link 'lhs <= member' of Theorem 7's proof (L1446-L1466), the printed right member evaluated by the
    measurement; every '>=' of the proof is written with its sides swapped, the equality L1454 as |difference| <= 0."""
    return member


def thm7_link_mutant(item: str, member: Any) -> Any:  # noqa: ARG001
    """Mutant: the right member lowered by a tenth of its size and 1e-6 (wrong on every tight link, and on the
    equality L1454, whose right member is 0)."""
    return member - 0.1 * abs(member) - 1e-6


def thm9_mean(k: int, c_k1: float) -> Any:  # noqa: ARG001
    """L506-L508 (proof of Theorem 9, as printed): E[gamma_xy] = c_{k+1}."""
    return c_k1


def thm9_mean_corrected(k: int, c_k1: float) -> Any:
    """E[gamma_xy] = sqrt(k + 1) c_{k+1} (h_j orthonormal, L1733: sigma' = sum_j sqrt(j + 1) c_{j+1} h_j)."""
    return (k + 1) ** 0.5 * c_k1


def thm9_mean_mutant(k: int, c_k1: float) -> Any:  # noqa: ARG001
    """Mutant: E[gamma_xy] = (k + 1) c_{k+1} (the factor squared, as in E[omega omega'])."""
    return (k + 1) * c_k1


def thm9_mean_mutant_zero(k: int, c_k1: float) -> Any:  # noqa: ARG001
    """Mutant: E[gamma_xy] = 0 (the z = x term dropped with the z != x ones)."""
    return 0.0


def lemma1_hoeffding(n: int, delta: float, d: int) -> Any:
    """L626 (proof of Lemma 1), the printed shape: w.p. 1 - delta', |gamma_z| <~ sqrt(|V^(h)| log(1/delta')/d)."""
    from math import log, sqrt

    return sqrt(n * log(1 / delta) / d)


def lemma1_hoeffding_no_n(n: int, delta: float, d: int) -> Any:  # noqa: ARG001
    """Mutant: the factor |V^(h)| dropped (wrong along |V^(h)| -> infinity)."""
    from math import log, sqrt

    return sqrt(log(1 / delta) / d)


def lemma1_hoeffding_over_d(n: int, delta: float, d: int) -> Any:
    """Mutant: 1/d for 1/sqrt(d) (wrong along d -> infinity)."""
    from math import log, sqrt

    return sqrt(n * log(1 / delta)) / d
