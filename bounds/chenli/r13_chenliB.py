"""Bounds of chenli's round-13 displays (helper chenliB; ``checks/papers/chenli/r13_chenliB.py``). Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any

# ------------------------------------------------------------------------------- (115) and (118): Lemmas 7.3, 7.4


def eq115_shape(m: int, kappa: float, mu: float, lam: float, **_: Any) -> float:
    """(115) (L2385), as printed: | ||X_1 Theta~|| - 1/sqrt(Z) | <= eta/sqrt(Z), eta ~ (m kappa + mu sqrt(m))/sqrt(lambda)
    (Lemma 7.3, L2353); with lhs = |sqrt(Z) ||X_1 Theta~|| - 1| the shape is (m kappa + mu sqrt(m))/sqrt(lambda)."""
    return (m * kappa + mu * math.sqrt(m)) / math.sqrt(lam)


def eq118_shape(m: int, kappa: float, mu: float, lam: float, **_: Any) -> float:
    """(118) (L2455), as printed: ||X_1 Theta'|| = (1 +- eta') (1/Z) sqrt(S'), eta' ~ (m kappa + mu sqrt(m + 1/lambda))/
    sqrt(lambda) (Lemma 7.4, L2415); with lhs = |Z ||X_1 Theta'||/sqrt(S') - 1| the shape is eta'."""
    return (m * kappa + mu * math.sqrt(m + 1.0 / lam)) / math.sqrt(lam)


def mut_mu_no_root(m: int, kappa: float, mu: float, lam: float, **_: Any) -> float:
    """Planted: the mu part without its root ((m kappa + mu)/sqrt(lambda)); wrong along m -> inf."""
    return (m * kappa + mu) / math.sqrt(lam)


def mut_kappa_only(m: int, kappa: float, lam: float, **_: Any) -> float:
    """Planted: the mu part dropped (m kappa/sqrt(lambda)); wrong where mu sqrt(m) >> m kappa (small c of (7))."""
    return m * kappa / math.sqrt(lam)


# ------------------------------------------------------------------------------------- L1827: ||a|| in Case (A)


def one(**_: Any) -> float:
    """The shape 1 of '||a|| = Theta(sqrt(m) ||Theta_1||_F (sqrt(10 log k) + beta))' (lhs already divided by it)."""
    return 1.0


def a_norm_mut_log(ld: float, **_: Any) -> float:
    """Planted: log d (a wrong shape that grows along d, but only polylogarithmically)."""
    return ld


def a_norm_mut_quarter(ld: float, **_: Any) -> float:
    """Planted: d^{1/8} (grows along d, slower than the heavy sum's d^{1/4}/polylog)."""
    return math.exp(ld / 8.0)


# ------------------------------------------------------ L1859 (Case (A)) and L1970 (Case (B)): (164)'s left side


def l1859_shape(m: int, lam: float, beta: float, **_: Any) -> float:
    """L1859/L1970 as printed, both sides divided by V log^{3/2}(d)/d^{3/2} (V = v^3 in Case (A), max(v^3, d^{3/2}/(v^3
    d'^3)) in Case (B)): O~(V poly(m) beta^3/(lambda^3 d^{3/2})) with poly(m) = m^{9/2} and the polylog log^{3/2} d (the
    powers the left side has)."""
    return m**4.5 * beta**3 / lam**3


def l1859_corrected(m: int, lam: float, beta: float, k: float, **_: Any) -> float:
    """The reading: beta^3 read as (sqrt(log k) + beta)^3 (||a|| ~ sqrt(m) ||Theta_1||_F (sqrt(10 log k) + beta))."""
    return m**4.5 * (math.sqrt(math.log(k)) + beta) ** 3 / lam**3


def l1859_mut_m3(m: int, lam: float, beta: float, k: float, **_: Any) -> float:
    """Planted (against the reading): poly(m) = m^3 (wrong along m)."""
    return m**3 * (math.sqrt(math.log(k)) + beta) ** 3 / lam**3


def l1859_mut_lam2(m: int, lam: float, beta: float, k: float, **_: Any) -> float:
    """Planted (against the reading): lambda^2 for lambda^3 (wrong along lambda -> 0)."""
    return m**4.5 * (math.sqrt(math.log(k)) + beta) ** 3 / lam**2


# ------------------------------------------------------------------------ L1845: sqrt(m) ||a||/r^2 (Case (A), (163))


def l1845_shape(m: int, lam: float, beta: float, k: float, **_: Any) -> float:
    """L1845, as printed: sqrt(m) ||a||/r^2 ~ m (sqrt(log k) + beta)/(lambda ||Theta_1||_F); both sides times
    ||Theta_1||_F: m (sqrt(log k) + beta)/lambda (the same shape for the upper and the lower part of the '~')."""
    return m * (math.sqrt(math.log(k)) + beta) / lam


def l1845_mut_lam_half(m: int, lam: float, beta: float, k: float, **_: Any) -> float:
    """Planted (upper part): lambda^{1/2} for lambda (wrong along lambda -> 0)."""
    return m * (math.sqrt(math.log(k)) + beta) / lam**0.5


def l1845_mut_sqrt_m(m: int, lam: float, beta: float, k: float, **_: Any) -> float:
    """Planted (upper part): sqrt(m) for m (wrong along m)."""
    return math.sqrt(m) * (math.sqrt(math.log(k)) + beta) / lam


def l1845_mut_lower_m2(m: int, lam: float, beta: float, k: float, **_: Any) -> float:
    """Planted (lower part): m^2 for m (wrong along m)."""
    return m**2 * (math.sqrt(math.log(k)) + beta) / lam


# ---------------------------------------------- L1949: rho of (160) in Case (B) for the last row v_{m+1} ~ x^T E'_{S^c}


def l1949_rho(log_rho_a: float, log_rho_b: float, **_: Any) -> float:
    """L1949, as printed: rho = max(sqrt(d)/(nu d'), nu sqrt(log d)) (its two branches given as logs)."""
    return math.exp(max(log_rho_a, log_rho_b))


def l1949_corrected(log_rho_c: float, **_: Any) -> float:
    """(160) for a row with ||u||_inf^2 <= ||u||^2/(nu d') (Case (B)'s bullet) needs rho >= sqrt(d/(nu d'))."""
    return math.exp(log_rho_c)


def l1949_mut_half(log_rho_c: float, **_: Any) -> float:
    """Planted: sqrt(d/(nu d'))/2."""
    return 0.5 * math.exp(log_rho_c)


def l1949_mut_pow(log_rho_c: float, **_: Any) -> float:
    """Planted: (d/(nu d'))^{0.45}."""
    return math.exp(0.9 * log_rho_c)


# ------------------------------------------------------------------------ L2006: |a_{m+1}| in Case (B) Step 2


def l2006_shape(nu: float, **_: Any) -> float:
    """L2006, as printed: |a_{m+1}| <~ exp(1/2nu) ||Theta_1||_F (sigma/eps*) (2s + xi F); over F (sigma/eps*) (2s + xi F)
    (a_{m+1}'s own factor): exp(1/(2 nu))."""
    return math.exp(0.5 / nu)


def l2006_mut_quarter(nu: float, **_: Any) -> float:
    """Planted: exp(1/(4 nu)) (wrong along nu -> 0)."""
    return math.exp(0.25 / nu)
