"""Bounds of chenli's round-26 claims (helper chenliB): ``checks/papers/chenli/r26_chenliB.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds import num as bnum


def nu_shape(**_: Any) -> Any:
    """L2405's / (129)'s nu part as printed: (nu/sqrt(d)) C^3 sqrt(m/lambda) (resp. times t) <= c for one absolute c
    (a '<<' made a constant); the shape is 1."""
    return 1.0


def nu_mut_lambda(lam: Any, m: Any, kappa: Any, r: Any, **_: Any) -> Any:
    """Planted (a wrong shape): lambda^{-1/4} m^{7/2} kappa^{3/2} r_Theta^{-1/2}, i.e. the value of L2405's left side at
    (110)'s and Assumption 4's ends (lambda^{-5/4} m^{7/2} kappa^{3/2} r_Theta^{-1/2}, constants 1) with one power of
    lambda too many: wrong as lambda -> 0 (log d -> inf at (110)'s end)."""
    return lam ** -0.25 * m**3.5 * kappa**1.5 / bnum.sqrt(r)


def nu129_mut_lambda(lam: Any, m: Any, kappa: Any, r: Any, L: Any, **_: Any) -> Any:
    """Planted (a wrong shape) for (129)'s nu part: the left side's value at (110)'s and Assumption 4's ends
    (lambda^{-13/4} m^4 kappa^{3/2} r_Theta^{-1/2} sqrt(log d), constants 1) with one power of lambda too many."""
    return lam ** -2.25 * m**4 * kappa**1.5 * bnum.sqrt(L) / bnum.sqrt(r)


def l2222_shape(**_: Any) -> Any:
    """L2222's 'by triangle inequality' with (108)'s O(.) a constant K: the least K for which (108)'s negation and
    ||hatTheta* - Theta||_F <= eps* imply ||Theta* - Theta||_F^2 > eta ||Theta_1||_F^2 + Theta(kappa sqrt(m)/
    lambda^{3/2}) ||v_1||^2 (eta = 3 eps*/(lambda ||Theta_1||_F)) is bounded by one absolute constant; the shape
    is 1."""
    return 1.0


def l2990_shape(**_: Any) -> Any:
    """L2990's 'log(1/xi) >> log d' as a uniform lower shape: log(1/xi)/log d >= c for one absolute c > 0 (the weakest
    form of '>>'); the shape is 1."""
    return 1.0


def c2_shape(**_: Any) -> Any:
    """L2312-L2314's 'C^2 << beta m r_Theta by Eq. (110)': C^2/(beta m r_Theta) <= c for one absolute c; shape 1."""
    return 1.0


def c2_mut_lambda(lam: Any, **_: Any) -> Any:
    """Planted (a wrong shape): C^2/(beta m r_Theta) <~ lambda (one lambda too many): wrong as lambda -> 0."""
    return lam
