"""Bounds of chenli's round-23 claims (helper chenliB): ``checks/papers/chenli/r23_chenliB.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds import num as bnum


def value(value: Any, **_: Any) -> Any:
    """The display's other side, computed by the measurement from the instance (its explicit formula)."""
    return value


# L1695 (Lemma 6.9's variance chain)


def l1695_mut_no_two(value: Any, **_: Any) -> Any:
    """Planted: ||E'||_F^4 (the factor 2 dropped; V = 2(n^2 - n) > n^2 for rank one with n > 2 equal weights)."""
    return value / 2


def l1695_id_mut_no_two(value: Any, **_: Any) -> Any:
    """Planted: sum_{i != j} (E'E'^T)_{ij}^2 (the pairing count 2 dropped)."""
    return value / 2


def l1695_id_mut_diag(value: Any, diag2: Any = 0, **_: Any) -> Any:
    """Planted: 2 ||E'E'^T||_F^2 in place of the off-diagonal sum (the diagonal kept)."""
    return value + 2 * diag2


# L1622 (Fact 6.7's chain)


def l1622_bound(nu: float, **_: Any) -> Any:
    """The chain's last right side exp(-1/nu)."""
    return bnum.exp(-1.0 / nu)


def l1622_mut_two_over_nu(nu: float, **_: Any) -> Any:
    """Planted: exp(-2/nu) (below (1 - 1/(nu d'))^{d'} for every d')."""
    return bnum.exp(-2.0 / nu)


def l1622_mut_power_d_plus_one(nu: float, dprime: int, **_: Any) -> Any:
    """Planted: (1 - 1/(nu d'))^{d' + 1} (one factor more than the d' the hypothesis supplies)."""
    return (1.0 - 1.0 / (nu * dprime)) ** (dprime + 1)


# L1286 (Lemma 5.22's indicator split)


def l1286_mut_no_cap(value: Any, cap: Any = 0, **_: Any) -> Any:
    """Planted: 1_S = 1_{S minus T} (the 1_{S cap T} term dropped)."""
    return value - cap
