"""Bounds of chenli's round-25 claims (helper chenli): ``checks/papers/chenli/r25_chenli.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds import num as bnum

# Lemma 7.4 (L2415-L2419) with coherence kappa > 0 and E != 0, as a uniform shape in eta'


def lemma7_4_eta_shape(m: Any, kappa: Any, mu: Any, lam: Any, **_: Any) -> Any:
    """Lemma 7.4's eta' as printed: eta' ~ (m kappa + mu sqrt(m + 1/lambda))/sqrt(lambda). The left side is the
    eta' the instance needs: c* s with c* the least c such that P[A'] <= exp(-C^2(1 + lambda/2m)/(2(1 + c s)^2)) +
    exp(-(beta m r_Theta)/c), s this shape and beta = m kappa/sqrt(lambda) (one constant c for the '~' of eta',
    the '~' of beta and the Omega); the printed statement is 'c* <= c uniformly', i.e. lhs <= c s."""
    return (m * kappa + mu * bnum.sqrt(m + 1 / lam)) / bnum.sqrt(lam)


def lemma7_4_eta_mut_no_kappa(m: Any, kappa: Any, mu: Any, lam: Any, **_: Any) -> Any:  # noqa: ARG001
    """Planted: eta' ~ mu sqrt(m + 1/lambda)/sqrt(lambda) (the coherence term m kappa dropped): wrong along mu -> 0
    at kappa > 0."""
    return mu * bnum.sqrt(m + 1 / lam) / bnum.sqrt(lam)


# L2405 (proof of Lemma 7.3): 'mu << 1/(C^3 sqrt(m/lambda)) by Eq. (111)', as a uniform shape


def l2405_mu_shape(**_: Any) -> Any:
    """L2405's '<<' as printed: mu C^3 sqrt(m/lambda) <= c for one absolute c (the left side at (111)'s end, mu =
    lambda^{5/2}/(omega^3 m^3 log^2 d), and (113)'s C = omega sqrt(m log d)/lambda^2, constants 1); the shape is 1."""
    return 1.0
