"""Bounds of chenli's round-26 claims (helper literalCM: numbered results, printed vs encoded):
``checks/papers/chenli/r26_literalCM.py``. Pure functions of named quantities (no torch).
Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds import num as bnum


def lemma5_22_printed_shape(xi: Any, d: Any, **_: Any) -> Any:
    """Lemma 5.22, L1278-L1282, as printed: ||M||_op <~ xi log d, with d >= 1 (M in R^{d x d}); at d = 1 the shape
    is 0."""
    return xi * bnum.log(d)


def lemma5_22_mut_nolog(xi: Any, d: Any, **_: Any) -> Any:
    """Planted (a wrong shape): ||M||_op <~ xi (the log d dropped), wrong along d -> inf."""
    return xi


def lemma5_22_mut_xi2(xi: Any, d: Any, **_: Any) -> Any:
    """Planted (a wrong shape): xi^2 log d (a wrong power of the scale), wrong along c -> 0."""
    return xi * xi * bnum.log(d)


def lemma5_20_printed_shape(d: Any, eps: Any, **_: Any) -> Any:
    """Lemma 5.20, L1244, as printed: the number n of pieces (and each piece's flat count) is <= O(log(d/eps)), for
    every d >= 1 and eps > 0; the shape is log(d/eps)."""
    return bnum.log(d / eps)


def lemma5_20_reading_shape(d: Any, eps: Any, **_: Any) -> Any:
    """The reading O(log(d/eps)) as O(1 + log(d/eps)) (kept away from 0): max(1, log(d/eps))."""
    x = bnum.log(d / eps)
    return x if x > 1 else 1.0


def lemma5_20_mut_eps(d: Any, eps: Any, **_: Any) -> Any:
    """Planted (a wrong shape): eps/d, which vanishes as eps -> 0 while one piece is always needed."""
    return eps / d


def lemma11_5_d1_residual(**_: Any) -> Any:
    """Lemma 11.5, L3077-L3091, Item 4 is an identity: the least sup-residual max_x |network(x) - h(<w, x>)| must be
    0."""
    return 0


def factB5_violation(**_: Any) -> Any:
    """Fact B.5, L3816-L3822, read as one check: the largest relative violation of its three conclusions (det(V V^T)
    >= (1 - kappa m)^m prod ||v_i||^2, lambda_min >= (1 - kappa m) r1^2, lambda_max <= (1 + kappa m) r2^2) is <= 0."""
    return 0.0


def factB5_mut_margin(**_: Any) -> Any:
    """Planted: the conclusions with a relative margin 1e-6 (wrong: orthogonal rows with kappa = 0 attain the
    determinant bound, and equal norms the eigenvalue ends)."""
    return -1e-6


def lemma11_5_d1_residual_floor(**_: Any) -> Any:
    """Round 28: Item 4's 0 under the reading log(dM) for log d in Item 3, for the proof's construction solved in
    float64: its residual must be at the solve's floor, 1e-9 (chenli.lemma11.5's atol is 1e-8)."""
    return 1e-9
