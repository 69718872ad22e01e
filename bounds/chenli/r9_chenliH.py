"""Bounds of chenli's round-9 uniform conversions (helper chenliH; ``checks/papers/chenli/r9_chenliH.py``).
Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any


def thm5_1_core_shape(k: int, upsilon: float, **_: Any) -> float:
    """Theorem 5.1, L513, one head (m = 1; proof L1316-L1350): ||E[X^T J softmax(X Theta X^T) X] - k Id|| <=
    Theta~(k^5/(r_Theta^{1/12} ^ (d^C/upsilon))), as its envelope over the existential C in (0, 1):
    k^5 max(r_Theta^{-1/12}, upsilon d^{-C}) <= k^5 upsilon (upsilon >= 1 >= r_Theta^{-1/12})."""
    return k**5 * upsilon


def thm5_1_core_mutant_over_d(k: int, upsilon: float, d: int, **_: Any) -> float:
    """Planted mutant (a rate in d the envelope does not claim): k^5 upsilon/d^2."""
    return k**5 * upsilon / d**2


def thm5_1_core_mutant_no_k(k: int, upsilon: float, **_: Any) -> float:
    """Planted mutant (a wrong power of the second parameter k): upsilon/k^5."""
    return upsilon / k**5


def eq2_mc_shape(m: int, k: int, upsilon: float, **_: Any) -> float:
    """Eq. (2), L190 ('see Theorem 5.1'): the relative error ||(1/k) E[X^T J Y] - sum_i W_i||_F/||sum_i W_i||_F
    <~ Theorem 5.1's envelope over C divided by k ||sum_i W_i||_F ~ k: m k^4 upsilon."""
    return m * k**4 * upsilon


def eq2_mc_mutant_over_d3(m: int, k: int, upsilon: float, d: int, **_: Any) -> float:
    """Planted mutant (a rate in d the envelope does not claim): m k^4 upsilon/d^3."""
    return m * k**4 * upsilon / d**3


def eq2_mc_mutant_no_k(m: int, k: int, upsilon: float, **_: Any) -> float:
    """Planted mutant (a wrong power of the second parameter k): m upsilon/k^4."""
    return m * upsilon / k**4


def lemma6_4_shape(xi: float, m: int, k: int, beta: float, lam: float, **_: Any) -> float:
    """Lemma 6.4, L1539-L1561: P[Items 1-3] >= Omega(xi)^m (k e^{beta^2})^{-O(m/lambda)}, the shape with the Omega and
    O constants left to the uniform check: xi^m (k e^{beta^2})^{-m/lambda} (along the xi- and F-paths the second
    factor is fixed, so its O-constant is one constant there)."""
    return xi**m * (k * math.exp(beta**2)) ** (-m / lam)


def lemma6_4_mutant_xi_power(xi: float, m: int, k: int, beta: float, lam: float, **_: Any) -> float:
    """Planted mutant (a wrong power of xi, the main direction): xi^{m-1} (k e^{beta^2})^{-m/lambda}."""
    return xi ** (m - 1) * (k * math.exp(beta**2)) ** (-m / lam)


def lemma6_4_mutant_over_f(xi: float, m: int, k: int, beta: float, lam: float, F: float, **_: Any) -> float:
    """Planted mutant (a missing factor of the second parameter ||Theta_1||_F): xi^m F (k e^{beta^2})^{-m/lambda}."""
    return xi**m * F * (k * math.exp(beta**2)) ** (-m / lam)
