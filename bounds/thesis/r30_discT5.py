"""Bounds of ``thmcheck.checks.papers.thesis.r30_discT5`` (round 30, helper discT5): Chapter 5 / App. D displays
re-read as a referee (issue #30, discovery).

(D.137) L7838, proof of Theorem 5.3.1: P(|(1/|Omega|) sum_i u_i| >= k) <= exp(-||A*||_inf^4 (eps_c + C_0)^2 K log N)
<= N^{-K}; the bounds are the right side of its last link, from the quantities N (nodes), K (classes) and
c = ||A*||_inf^4 (eps_c + C_0)^2.

L7325, proof of Lemma D.2.10 (1): the density of z = a~X~w~^(0) / a~X~w~^rho is p(z) = 1/(pi (sigma_w sqrt(m1) z^2 +
1/(sigma_w sqrt(m1)))); the bound is that closed form at (sigma_w, m1, z)."""

from __future__ import annotations

import math
from typing import Any

from thmcheck.bounds.num import sqrt


def eqD137_printed(N: Any, K: Any, **_: object) -> Any:
    """(D.137) L7838, its last link as printed: exp(-c K log N) <= N^{-K}."""
    return N ** (-K)


def eqD137_corrected(N: Any, K: Any, c: Any, **_: object) -> Any:
    """exp(-c K log N) = N^{-c K} <= N^{-min(c, 1) K} (equality where c <= 1)."""
    return N ** (-min(c, 1.0) * K)


def eqD137_mut_small(N: Any, K: Any, c: Any, **_: object) -> Any:
    """Planted (against the corrected bound): 0.9 N^{-min(c, 1) K}, a constant a little too small."""
    return 0.9 * N ** (-min(c, 1.0) * K)


def eqD137_mut_exponent(N: Any, K: Any, c: Any, **_: object) -> Any:
    """Planted (against the corrected bound): N^{-min(c, 1) K - 1/10}, the exponent a little too large."""
    return N ** (-min(c, 1.0) * K - 0.1)


def L7325_density(sw: Any, m1: Any, z: Any, **_: object) -> Any:
    """L7325 as printed: p(z) = 1/(pi (sigma_w sqrt(m1) z^2 + 1/(sigma_w sqrt(m1))))."""
    g = sw * sqrt(m1)
    return 1 / (math.pi * (g * z * z + 1 / g))


def L7325_mut_no_sqrt(sw: Any, m1: Any, z: Any, **_: object) -> Any:
    """Planted: sigma_w m1 for sigma_w sqrt(m1) (the wrong power of m1)."""
    g = sw * m1
    return 1 / (math.pi * (g * z * z + 1 / g))


def L7325_mut_half(sw: Any, m1: Any, z: Any, **_: object) -> Any:
    """Planted: the one-sided density 2 p(z) (a missing factor 1/2)."""
    g = sw * sqrt(m1)
    return 2 / (math.pi * (g * z * z + 1 / g))


def eqD131_mid_printed(Ainf: Any, tvp: Any, twp: Any, m1: Any, m2: Any, **_: object) -> Any:
    """(D.131) L7801, its middle link as printed: ||A*||_inf^2 tau'_v tau'_w m1^{1/4} sqrt(m2) eps_c, eps_c = 1."""
    return Ainf ** 2 * tvp * twp * m1 ** 0.25 * sqrt(m2)


def eqD131_mid_corrected(Ainf: Any, tvp: Any, twp: Any, m1: Any, m2: Any, cnorm: Any, **_: object) -> Any:
    """The chain's own bound: ||A*||_inf^3 tau'_v tau'_w m1^{1/4} ||c_r||_2 (three A* factors, ||c_r||_2 for
    sqrt(m2) eps_c)."""
    return Ainf ** 3 * tvp * twp * m1 ** 0.25 * cnorm


def eqD131_mid_mut_small(Ainf: Any, tvp: Any, twp: Any, m1: Any, m2: Any, cnorm: Any, eps0: Any,
                         **_: object) -> Any:
    """Planted (against the corrected bound): the budgets' eps0^{3/4} put into it, ||A*||^3 eps0^{3/4} ... /20."""
    return Ainf ** 3 * tvp * twp * m1 ** 0.25 * cnorm * eps0 ** 0.75 / 20


def eqD135_u_printed(K: Any, Ainf: Any, C0: Any, **_: object) -> Any:
    """(D.135) L7826, its first line as printed: |u_i| <= 2 sqrt(K) ||A*||_inf^2 (eps_c + C_0), eps_c = 1."""
    return 2 * sqrt(K) * Ainf ** 2 * (1 + C0)


def eqD135_u_corrected(K: Any, Ainf: Any, C0: Any, Fmax: Any, **_: object) -> Any:
    """What L(0, y) in [0, 1] and the 1-Lipschitz L give: |u_i| <= 1 + 2 max ||lambda F||_2 (the spread of L(0, y)
    plus twice the Lipschitz deviation)."""
    return 1 + 2 * Fmax


def eqD135_u_mut(K: Any, Ainf: Any, C0: Any, Fmax: Any, **_: object) -> Any:
    """Planted (against the corrected bound): the spread of L(0, y) halved, 1/2 + 2 max ||lambda F||_2, minus 1/4."""
    return 0.25 + 2 * Fmax
