"""Bounds of chenli's round-10 Appendix A.2 displays (helper chenliX; ``checks/papers/chenli/r10_chenliX.py``).
Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any


def zero(**_: Any) -> float:
    """L3466 as printed, (1/eta) d/dbeta log h(beta) <~ E_pi[f]: its left side is <= 0 for every eta > 0, which is
    <= C E_pi[f] for every constant C > 0; the bound checked is the common floor 0."""
    return 0.0


def minus_mean_over_eta(Ef: float, eta: float, **_: Any) -> float:
    """Planted mutant of L3466 as printed: -E_pi[f]/eta (the beta = 0 value; the tilted mean is below E_pi[f])."""
    return -Ef / eta


def mean_f(Ef: float, **_: Any) -> float:
    """L3466 read with beta for eta: d/dbeta (log h(beta)/beta) <~ E_pi[f] (the shape E_pi[f])."""
    return Ef


def mean_f_beta(Ef: float, beta: float, **_: Any) -> float:
    """Planted mutant (wrong along beta -> 0): beta E_pi[f]."""
    return beta * Ef


def mean_f_sq_over_c(Ef: float, c: float, **_: Any) -> float:
    """Planted mutant (wrong along P[A] -> 1, A = Omega minus a point, where E f = c/(d 2^d)): E_pi[f]^2/c."""
    return Ef**2 / c


def beta2_mean_f(Ef: float, beta: float, **_: Any) -> float:
    """L3470: log E_pi[exp(beta(E f - f))] <= O(beta^2 E_pi[f]) (the shape beta^2 E_pi[f])."""
    return beta**2 * Ef


def beta3_mean_f(Ef: float, beta: float, **_: Any) -> float:
    """Planted mutant (wrong along beta -> 0): beta^3 E_pi[f]."""
    return beta**3 * Ef


def beta2_mean_f_sq_over_c(Ef: float, beta: float, c: float, **_: Any) -> float:
    """Planted mutant (wrong along P[A] -> 1, A = Omega minus a point): beta^2 E_pi[f]^2/c."""
    return beta**2 * Ef**2 / c


def log_inv_p(logInvP: float, **_: Any) -> float:
    """(153): P[x in A] exp(c' E d_T^2) <= 1, i.e. E_pi[d_T(., A)^2] <= (1/c') log(1/P[A]) (the shape log 1/P[A])."""
    return logInvP


def log_inv_p_sq(logInvP: float, **_: Any) -> float:
    """Planted mutant (wrong along P[A] -> 1): log(1/P[A])^2."""
    return logInvP**2


def log_inv_p_over_d(logInvP: float, d: int, **_: Any) -> float:
    """Planted mutant (wrong along P[A] -> 0, A a point): log(1/P[A])/d."""
    return logInvP / max(d, 1)


def log2(t: float) -> float:
    """log_2 t (a path's dimension from |Omega| = 2^d)."""
    return math.log2(t)


def one(**_: Any) -> float:
    """(152) on the cube block: Gamma(d_T(., A))(x)^2 <= sum_i alpha~_i^2 <= 1 (the chain's explicit end before <~ 1);
    L3496: Gamma(f)^2/d_T^2 <~ 1 (the shape 1)."""
    return 1.0


def quarter(**_: Any) -> float:
    """Planted mutant of (152): 1/4."""
    return 0.25


def one_over_d(d: int, **_: Any) -> float:
    """Planted mutant (wrong along d, A a point): 1/d."""
    return 1.0 / max(d, 1)


def log_inv_p_over_mean(logInvP: float, Ef: float, **_: Any) -> float:
    """Planted mutant of Lemma A.9's conclusion (wrong along d, A a point, where E f = c d/2): log(1/P)/E f."""
    return logInvP / Ef


def lemma_a10_lip(**_: Any) -> float:
    """Lemma A.10's second hypothesis of Lemma A.9 (L3488: 'it suffices to take c <= 1/2'): |f(x) - f(y)| <= 1."""
    return 1.0


def lemma_a10_lip_mutant(**_: Any) -> float:
    """Planted mutant: 0.4 (below the 1/2 reached at a neighbour of a point set, c = 1/2)."""
    return 0.4
