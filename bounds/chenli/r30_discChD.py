"""Bounds of chenli's round-30 claims (helper discChD): ``checks/papers/chenli/r30_discChD.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def a9_log_inv_p(logInvP: Any, **_: Any) -> Any:
    """Lemma A.9's conclusion (L3431) as a uniform shape: t^2/E f <= C log(1/P[f <= E f - t])."""
    return logInvP


def a9_wrong_over_d(logInvP: Any, d: Any, **_: Any) -> Any:
    """A planted wrong shape: log(1/P)/d (exp(-Omega(d t^2/E f)))."""
    return logInvP / d


def a9_wrong_over_mean(logInvP: Any, Ef: Any, **_: Any) -> Any:
    """A planted wrong shape: log(1/P)/E f (exp(-Omega(t^2)) read as exp(-Omega(t^2/E f^2)))."""
    return logInvP / max(Ef, 1e-300)


def b5_lower(r1: Any, kappa: Any, m: Any, **_: Any) -> Any:
    """Fact B.5 (L3816): the smallest eigenvalue of V V^T is at least (1 - kappa m) r1^2 (the '>=' side as a bound)."""
    return (1 - kappa * m) * r1 * r1


def b5_lower_wrong(r1: Any, kappa: Any, m: Any, **_: Any) -> Any:
    """A planted wrong lower end: (1 - kappa m / 2) r1^2 (half the coherence loss)."""
    return (1 - 0.5 * kappa * m) * r1 * r1


def b5_upper(r2: Any, kappa: Any, m: Any, **_: Any) -> Any:
    """Fact B.5 (L3816): the largest eigenvalue of V V^T is at most (1 + kappa m) r2^2."""
    return (1 + kappa * m) * r2 * r2


def b5_upper_wrong(r2: Any, kappa: Any, m: Any, **_: Any) -> Any:
    """A planted wrong upper end: (1 + kappa m / 2) r2^2."""
    return (1 + 0.5 * kappa * m) * r2 * r2
