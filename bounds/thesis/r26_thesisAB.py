"""Bounds of ``thmcheck.checks.papers.thesis.r26_thesisAB`` (round 26, helper thesisAB): Remark 1 of Theorem 3.4.4
(L883, the dependence of (3.9)'s sample complexity on gamma_d, eps_S, sigma) and Lemma A.3.1 Claim 3's (A.37)-(A.39)
for the tokens of S_2^n and of the non-discriminative patterns."""

from __future__ import annotations

from typing import Any


def remark1_shape(gamma_d: Any, eps_S: Any, sigma: Any, **_: object) -> Any:
    """Remark 1 (L883): 'the sample complexity in (3.9) scales with 1/gamma_d^2, (1 - eps_S)^{-2} and (Theta(1) -
    sigma)^{-2}' (Theta(1) read as 1; (3.9)'s common factor (1 + delta_zm^2) log N divided out of both sides)."""
    return gamma_d ** -2 * (1 - eps_S) ** -2 * (1 - sigma) ** -2


def remark1_mut_half(gamma_d: Any, eps_S: Any, sigma: Any, **_: object) -> Any:
    """Planted: (1/2 - eps_S)^{-2} for (1 - eps_S)^{-2} (grows faster than (3.9) as eps_S -> 1/2 at gamma_d = Theta(1))."""
    return gamma_d ** -2 * (0.5 - eps_S) ** -2 * (1 - sigma) ** -2


def remark1_mut_root(gamma_d: Any, eps_S: Any, sigma: Any, **_: object) -> Any:
    """Planted: a spurious factor (1/2 - eps_S)^{-1/2} (unbounded against (3.9) as eps_S -> 1/2 at gamma_d = Theta(1))."""
    return gamma_d ** -2 * (1 - eps_S) ** -2 * (1 - sigma) ** -2 * (0.5 - eps_S) ** -0.5


def claim3_printed(sigma: Any, tau: Any, **_: Any) -> Any:
    """(A.39): ||z_j(t)|| <= sigma + tau (the instance's Assumption 2.3.1 / (2.5) constants)."""
    return sigma + tau


def claim3_mut_tau(sigma: Any, tau: Any, **_: Any) -> Any:
    """Planted: tau alone (sigma dropped)."""
    return tau + 0 * sigma


def claim3_mut_quarter(sigma: Any, tau: Any, **_: Any) -> Any:
    """Planted: (sigma + tau)/4."""
    return (sigma + tau) / 4


def a55_last_shape(alpha: Any, **_: Any) -> Any:
    """(A.55)'s last member over eta^{-3/5}: 1 / E[|S_*^n|/|S^n|] = 1/alpha (the Theta's constant hidden)."""
    return 1 / alpha


def a55_corrected(alpha: Any, c1: Any, c2: Any, one_minus_zeta: Any, s: Any, **_: Any) -> Any:
    """The middle member without its sampling term (N under (A.57)): 1/(alpha - c'(1 - zeta) - c''(sigma + tau)),
    the tau-dependence Remark 2 (L620) states for T."""
    return 1 / (alpha - c1 * one_minus_zeta - c2 * s)


def a55_mut_root(alpha: Any, c1: Any, c2: Any, one_minus_zeta: Any, s: Any, **_: Any) -> Any:
    """Planted (against the correction): a square root on the gap."""
    return (alpha - c1 * one_minus_zeta - c2 * s) ** -0.5


def a55_mut_noise_dropped(alpha: Any, c1: Any, c2: Any, one_minus_zeta: Any, s: Any, **_: Any) -> Any:
    """Planted (against the correction): the c''(sigma + tau) term dropped (the printed last member, up to 1 - zeta)."""
    return 1 / (alpha - c1 * one_minus_zeta) + 0 * c2 * s


def fn11_shape(**_: Any) -> float:
    """Footnote 11 (L883): (3.9)'s first term dominates its second, F1 >~ B T (ratio >= a hidden constant)."""
    return 1.0


def fn11_mut_half(eps0: Any, **_: Any) -> Any:
    """Planted (against the reading eta = Theta(1)): ratio >~ (1 - 2 eps0)^{-1/2}."""
    return (1 - 2 * eps0) ** -0.5


def fn11_mut_quarter(eps0: Any, **_: Any) -> Any:
    """Planted (against the reading eta = Theta(1)): ratio >~ (1 - 2 eps0)^{-1/4}."""
    return (1 - 2 * eps0) ** -0.25


def a191_shape(**_: Any) -> float:
    """(A.191)'s end: '>= Theta(1)' (a positive constant, hidden)."""
    return 1.0


def a191_mut_ma(ma: Any, **_: Any) -> Any:
    """Planted: >= m_a (a spurious growth factor)."""
    return ma


def a24_one(**_: Any) -> float:
    """Assumption A.2.4 after the scaling L2707 allows: max different-feature x_i^T x_j / min same-feature x_i^T x_j
    < 1 (then the scale 1/min puts the same-feature products >= 1 and the others <= lambda < 1)."""
    return 1.0


def a24_mut_tight(**_: Any) -> float:
    """Planted (against the orthonormal reading): a ratio below 1/50 (as if the token noise did not enter: with tau
    <= 1/(4M) the different-feature products reach ~2 tau)."""
    return 0.02


def b21_mut_half(**_: Any) -> float:
    """Planted (against the equal-norm reading): a ratio below 1/2 (the largest cosine between patterns is not bounded
    by 1/2)."""
    return 0.5


def a21_tau(tau: Any, **_: Any) -> Any:
    """Assumption A.2.1 from Assumption 2.3.1 and (2.5) by the triangle inequality: each token's error exceeds its
    pattern's (sigma for W_V, delta for W_K, W_Q) by at most tau."""
    return tau


def a21_mut_half(tau: Any, **_: Any) -> Any:
    """Planted: tau/2."""
    return tau / 2


def a231_second(second: Any, **_: Any) -> Any:
    """(A.231)'s second member, (1/|S^n|) sum_l a_(l)^T Relu(sum_h W_Oh sum_s W_Vh x_s softmax(.))."""
    return second


def a231_mut_drop(second_drop_last: Any, **_: Any) -> Any:
    """Planted: the second member with the last head dropped from the sum over h."""
    return second_drop_last
