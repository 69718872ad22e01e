"""Bounds of chenli's round-14 displays (helper chenliB; ``checks/papers/chenli/r14_chenliB.py``) and the reading added
to round 13's chenli.display.lemma6.4-B-rho. Pure functions of named quantities (no torch). Seed:
``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any

# ---------------------------------------------- L1949: the reading of rho with the bullet's sqrt(nu d')


def l1949_rho_reading(log_rho_b: float, log_rho_c: float, **_: Any) -> float:
    """L1949 read with its first branch's nu d' as sqrt(nu d') (what Case (B)'s bullet L1645 gives): rho = max(sqrt(d/
    (nu d')), nu sqrt(log d)) (both branches as logs)."""
    return math.exp(max(log_rho_b, log_rho_c))


# ---------------------------------------------- Lemma 6.6 (L1595): Item 2's margin Theta(eps*) in units of eps*


def l1595_item2_shape(**_: Any) -> float:
    """Item 2 of Lemma 6.4 (L1555) as printed: x^T Theta' (X_2 - X_3)^T lies outside [s - Theta(eps*), s + xi
    ||Theta_1||_F + Theta(eps*)]: the margin over eps* is at least an absolute constant (shape 1)."""
    return 1.0


def l1595_corrected(m: int, L: float, lam: float, K: float, u: float, **_: Any) -> float:
    """The margin the proof of Lemma 6.6 (L1601, with (73)) delivers, over eps*: c_*/2 - (1/2 + 1/lambda) xi
    ||Theta_1||_F/eps*, c_* = 1/(K m L) ((72) with its constant K), u = xi ||Theta_1||_F/eps*."""
    return 1.0 / (2.0 * K * m * L) - (0.5 + 1.0 / lam) * u


def l1595_mut_m(m: int, L: float, lam: float, K: float, u: float, **_: Any) -> float:
    """Planted: the corrected margin times m (c_* without its m; wrong along m -> inf)."""
    return m * l1595_corrected(m, L, lam, K, u)


def l1595_mut_lam(m: int, L: float, lam: float, K: float, u: float, **_: Any) -> float:
    """Planted: the corrected margin over lambda (wrong along lambda -> 0)."""
    return l1595_corrected(m, L, lam, K, u) / lam


# ---------------------------------------------- L2130: completeness of Lemma 6.3 re-scaled in Lemma 6.15's proof

from thmcheck.bounds import num  # noqa: E402


def l2130_printed(m: int, log_eta: Any, log_lamp: Any, **_: Any) -> Any:
    """L2130, as printed: ||alpha X W^ - Y_1|| <= (5/2) sqrt(m/lambda') eta, eta = xi ||Theta_1||_F/2 + 2k e^{-beta
    ||Theta_1||_F} (given as logs)."""
    return 2.5 * num.sqrt(m) * num.exp(log_eta - log_lamp / 2)


def l2130_with_delta(m: int, log_eta: Any, log_lamp: Any, eps: Any, **_: Any) -> Any:
    """Completeness with its Delta term kept (L1517, Proposition 6.1's event, ||W_i||_F = 1): (5/2) sqrt(m/lambda')
    eta + (eps/4) min_i ||W_i||_F."""
    return l2130_printed(m, log_eta, log_lamp) + eps / 4


def l2130_corrected(m: int, log_eta: Any, log_lamp: Any, t: Any, **_: Any) -> Any:
    """Completeness's triangle inequality with the Delta term: (5/2) sqrt(m/lambda') eta + ||alpha X Delta|| (t; <= (eps/4)
    min_i ||W_i||_F by Proposition 6.1's event)."""
    return l2130_printed(m, log_eta, log_lamp) + t


def l2130_mut_half(m: int, log_eta: Any, log_lamp: Any, t: Any, **_: Any) -> Any:
    """Planted: the Delta term halved."""
    return l2130_printed(m, log_eta, log_lamp) + t / 2


def l2130_mut_lamp(m: int, log_eta: Any, log_lamp: Any, t: Any, **_: Any) -> Any:
    """Planted: the Delta term times sqrt(lambda') (min_i ||W_i||_F read as sqrt(lambda') where ||W_i||_F = 1)."""
    return l2130_printed(m, log_eta, log_lamp) + t * num.exp(log_lamp / 2)


# ---------------------------------------------- L1827's lower part: ||a|| >~ sqrt(m) ||Theta_1||_F (sqrt(10 log k) + beta)


def a_low_mut_eighth(ld: float, **_: Any) -> float:
    """Planted: d^{-1/8} (falls along d slower than the least ||a||'s d^{-1/4} polylog)."""
    return math.exp(-ld / 8.0)


def a_low_mut_sixth(ld: float, **_: Any) -> float:
    """Planted: d^{-1/6}."""
    return math.exp(-ld / 6.0)


# ---------------------------------------------- L2010's lower part: planted shapes falling along c_* = exp(-1/2nu)


def l2010_low_mut_sqrt_cstar(nu: float, **_: Any) -> float:
    """Planted: sqrt(c_*) = exp(-1/4nu) (falls along nu -> 0 slower than the least ||a||/(F sqrt(log k)) ~ c_*)."""
    return math.exp(-0.25 / nu)


def l2010_low_mut_cbrt_cstar(nu: float, **_: Any) -> float:
    """Planted: c_*^{1/3} = exp(-1/6nu)."""
    return math.exp(-1.0 / (6.0 * nu))


def l2130_step9(log_lamp: Any, eps: Any, **_: Any) -> Any:
    """Algorithm 1's Step 9 threshold (L1471): eps sqrt(lambda')/2."""
    return eps * num.exp(log_lamp / 2) / 2
