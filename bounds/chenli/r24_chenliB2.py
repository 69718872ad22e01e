"""Bounds of chenli's round-24 claims (helper chenliB2): ``checks/papers/chenli/r24_chenliB2.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds import num as bnum

# Lemma 7.6 (L2543) on the bilinear-chaos family, as a uniform shape


def lemma7_6_chaos_shape(a: Any, **_: Any) -> Any:
    """Lemma 7.6, P[D_{a,i*}] <= exp(-Omega(a^2)) + m exp(-Omega(m r_Theta)), as a uniform shape: the left side is
    c* a^2 with c* the largest c such that P <= exp(-c a^2) + m exp(-c m r_Theta) (one constant for both Omegas, the
    smaller of the two); the printed statement is 'c* >= c > 0 uniformly', i.e. lhs >= c a^2."""
    return a * a


def lemma7_6_chaos_mut_cube(a: Any, **_: Any) -> Any:
    """Planted: exp(-Omega(a^3)) (a wrong power of a): wrong along a -> inf."""
    return a**3


def lemma7_6_chaos_mut_rank(a: Any, r_Theta: Any, **_: Any) -> Any:
    """Planted: exp(-Omega(a^2 sqrt(r_Theta))) (a stable-rank factor): wrong along r_Theta -> inf."""
    return a * a * bnum.sqrt(r_Theta)
