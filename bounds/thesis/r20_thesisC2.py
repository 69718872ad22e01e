"""Bounds of round 20 (helper thesisC2), thesis App. C: the prose facts of L5163 (after Definitions C.2.2-C.2.4)
'Gamma goes to zero if all ||mu_l|| or all sigma_l goes to infinity', checked through the rate 1/t along the
path mu_l -> t mu_l (resp. Sigma_l -> t^2 Sigma_l): Gamma(Psi_t) <~ Gamma(Psi_1) / t (a stronger form: it implies
the limit 0; a Gamma that stays at a positive level refutes the limit itself)."""

from __future__ import annotations

from typing import Any


def gamma_over_t(gamma1: float, t: float, **_: object) -> Any:
    """The shape Gamma(Psi_1) / t (hidden constant)."""
    return gamma1 / t


def gamma_mut_t4(gamma1: float, t: float, **_: object) -> Any:
    """Wrong: Gamma(Psi_1) / t^4 (faster than Gamma's sigma^-3 decay along Sigma_l -> t^2 Sigma_l)."""
    return gamma1 / t**4


def gamma_mut_exp(gamma1: float, t: float, c: float, **_: object) -> Any:
    """Wrong: Gamma(Psi_1) e^{-4 c t}, c = min_l max_i |w_i*^T mu_l(1)| (twice the exponent of Gamma's decay inside W*'s
    span: the slowest group's term falls like phi'(c t)^2 ~ e^{-2 c t})."""
    from thmcheck.bounds.num import exp

    return gamma1 * exp(-4 * c * t)


# ---------------------------------------------------------------------------------- L6112 (after (C.181))

def max_sigma(maxSigma: float, **_: object) -> Any:
    """The shape max_l ||Sigma_l|| of L6112's 'C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 = Omega(max_l
    ||Sigma_l||)' (hidden constant C_4 and Omega's)."""
    return maxSigma


def max_sigma_over_tau2(maxSigma: float, tau: float, **_: object) -> Any:
    """Corrected: max_l ||Sigma_l|| / tau^2 = sigma_min^2 <= min_l lambda_min(Sigma_l) <= sum_l lambda_l ||Sigma_l||
    <= sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 (constant 1)."""
    return maxSigma / tau**2


def max_sigma_mut_sq(maxSigma: float, **_: object) -> Any:
    """Wrong: max_l ||Sigma_l||^2 (the wrong power)."""
    return maxSigma**2
