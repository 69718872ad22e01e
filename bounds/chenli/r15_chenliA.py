"""Bounds of chenli's round-15 checks (helper chenliA; ``checks/papers/chenli/r15_chenliA.py``): the elementary steps
(48) and (51) of Section 5.4. Pure functions of named quantities (no torch). Seed:
``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any


def eq48(delta: Any, cond_max: Any) -> Any:
    """(48), L1086: ||E[Delta(X, X')]||_max <= delta + ||E[Delta(X, X') | E]||_max (P[E] >= 1 - delta)."""
    return delta + cond_max


def eq48_mutant(delta: Any, cond_max: Any) -> Any:
    """Mutant: the failure probability dropped (||E[Delta]||_max <= ||E[Delta | E]||_max)."""
    return cond_max


def eq51(delta_star: Any) -> Any:
    """(51), L1136: ||M_{mu, nu} - M||_max <= delta*_c, given ||M_{mu, nu} - M_{mu', nu'}||_max <= delta*_c for all
    (mu, nu), (mu', nu') in E (Lemma 5.15) and M = E[M_{mu', nu'} | E] (Jensen)."""
    return delta_star


def eq51_mutant(delta_star: Any) -> Any:
    """Mutant: delta*_c/2 (a point at pairwise distance delta* from the rest of E stays delta* (1 - w) from M)."""
    return delta_star / 2


def thm12_phase1_printed(d: Any, eps1: Any, L: Any) -> Any:  # noqa: ARG001
    """L2980 (proof of Theorem 1.2, phase 1), the printed sample count's shape: poly(d, 1/eps_1) sqrt(log(1/delta)),
    the poly read as d/eps_1 (at fixed d, eps_1 any poly is a constant: the shape's dependence on delta is what the
    check tests), L = log(1/delta); both sides are checked divided by d (a positive unit: floats)."""
    return L**0.5 / eps1


def thm12_phase1_corrected(d: Any, eps1: Any, L: Any) -> Any:  # noqa: ARG001
    """The corrected count's shape: poly(d, 1/eps_1) log(1/delta) (Hoeffding/Bernstein: N ~ log(1/delta)/eps_1^2),
    divided by d as the printed one."""
    return L / eps1


def thm12_phase1_corrected_mutant(d: Any, eps1: Any, L: Any) -> Any:  # noqa: ARG001
    """Mutant of the correction: log(1/delta)^{3/4} (still sublinear in log(1/delta))."""
    return L**0.75 / eps1


# ------------------------------------------------------------------ Lemma 5.15's proof, the choice of s (L1094)
# Every quantity is passed as log10 (d reaches 10^1200 on the paths); LOG10E converts exp(-r).

_LOG10E = 0.4342944819032518


def _lse10(*xs: float) -> float:
    """log10(sum 10^x) of finite or -inf logs."""
    m = max(xs)
    if m == float("-inf"):
        return m
    return m + math.log10(sum(10.0 ** (x - m) for x in xs))


def _delta_star_log10(lk: float, lc: float, lr: float, lv: float, ld: float, ld2: float, ld3: float,
                      k_exp: float = 8 / 3, use_min: bool = False) -> float:
    """log10 of delta*_c (L1062) with the indicator 1 = 1 (the first case), constants and polylogs 1:
    k^{8/3}(sqrt(c) r^{1/4}/d2^{1/4} + c^2/r^{1/4} + r^{1/8} v d3^{3/2}/sqrt(d) + r^{1/8} sqrt(c v d3)/d^{1/4})^{1/3}
    + k^{7/3} min(d2^{1/12} r^{1/24} c^{1/3}/d^{1/4}, r^{5/24}/(c^{1/6} d^{1/4}), r^{1/12} sqrt(c)/(v^{1/3} sqrt(d3)
    d^{1/12}), r^{1/12} c^{1/3}/(v^{1/6} d3^{1/6} d^{1/6})) + k^3 (c^2 v sqrt(r)/sqrt(d))^c. ``k_exp``/``use_min``
    give the corrected shapes (k^{17/6}; min(d2, d3) in the first term)."""
    l2 = min(ld2, ld3) if use_min else ld2
    inner = _lse10(0.5 * lc + 0.25 * lr - 0.25 * l2, 2 * lc - 0.25 * lr,
                   lr / 8 + lv + 1.5 * ld3 - ld / 2, lr / 8 + 0.5 * (lc + lv + ld3) - ld / 4)
    t1 = k_exp * lk + inner / 3
    t2 = 7 / 3 * lk + min(ld2 / 12 + lr / 24 + lc / 3 - ld / 4, 5 * lr / 24 - lc / 6 - ld / 4,
                          lr / 12 + lc / 2 - lv / 3 - ld3 / 2 - ld / 12, lr / 12 + lc / 3 - lv / 6 - ld3 / 6 - ld / 6)
    lx = 2 * lc + lv + lr / 2 - ld / 2  # log10(c^2 v sqrt(r)/sqrt(d)) < 0 under (8) and Assumption 4
    t3 = 3 * lk + 10.0 ** min(lc, 300.0) * lx
    return min(_lse10(t1, t2, t3), 300.0)  # capped at 1e300 (a vacuous bound: the d3 terms when d3 >> d^{1/3})


def l1094_delta_star(lk: float, lc: float, lr: float, lv: float, ld: float, ld2: float, ld3: float) -> float:
    """L1094 (proof of Lemma 5.15, first case): 'If we take s = k^{-1/3}(...)^{2/3}, then combining Eqs. (48) and (49),
    we obtain the desired bound': the desired bound is delta*_c of L1062 (first case, 1 = 1), the printed shape."""
    return 10.0 ** _delta_star_log10(lk, lc, lr, lv, ld, ld2, ld3)


def l1094_corrected(lk: float, lc: float, lr: float, lv: float, ld: float, ld2: float, ld3: float) -> float:
    """What the printed s gives: Theta~(k^{17/6}(sqrt(c) r^{1/4}/min(d2, d3)^{1/4} + c^2/r^{1/4} + ...)^{1/3} + ... +
    k^3 (c^2 v sqrt(r)/sqrt(d))^c) (the optimal s = k^{-2/3}(...)^{2/3} restores k^{8/3}; the min stays)."""
    return 10.0 ** _delta_star_log10(lk, lc, lr, lv, ld, ld2, ld3, k_exp=17 / 6, use_min=True)


def l1094_mutant_k83(lk: float, lc: float, lr: float, lv: float, ld: float, ld2: float, ld3: float) -> float:
    """Mutant of the correction: k^{8/3} (delta*_c's power of k) with the min kept (dies along k)."""
    return 10.0 ** _delta_star_log10(lk, lc, lr, lv, ld, ld2, ld3, k_exp=8 / 3, use_min=True)


def l1094_mutant_d2(lk: float, lc: float, lr: float, lv: float, ld: float, ld2: float, ld3: float) -> float:
    """Mutant of the correction: k^{17/6} with d2 in place of min(d2, d3) (dies along r_Theta with d3 << d2)."""
    return 10.0 ** _delta_star_log10(lk, lc, lr, lv, ld, ld2, ld3, k_exp=17 / 6, use_min=False)


# ------------------------------------------------------------------ Lemma 9.1's proof (L2961): Theorem 9.5 at N = P sqrt(log(1/delta))


def l2961_printed(eps: Any, d: Any, k: Any, m: Any, w1: Any, P: Any, L: Any) -> Any:  # noqa: ARG001
    """L2961: 'Applying Theorem 9.5, taking N = poly(m, d, k) sqrt(log(1/delta)), ... we conclude that the solution
    w^ ... achieves test loss O(eps^2 d^3 k^3 m ||W_1||_F^2)': the printed shape (P = poly(m, d, k), L = log(1/delta)
    do not enter)."""
    return eps**2 * d**3 * k**3 * m * w1**2


def l2961_corrected(eps: Any, d: Any, k: Any, m: Any, w1: Any, P: Any, L: Any) -> Any:
    """What Theorem 9.5 gives at the printed N = P sqrt(L) (constants 1): eps^2 d^3 k^3 m ||W_1||^2 + (m^{3/2} d k
    L^{-1/4} + m d k ||W_1||^2 L^{1/4})/sqrt(P); the printed O(eps^2 d^3 k^3 m ||W_1||^2) needs N >~ (m^3 + L) poly/eps^4."""
    return eps**2 * d**3 * k**3 * m * w1**2 + (m**1.5 * d * k / L**0.25 + m * d * k * w1**2 * L**0.25) / P**0.5


def l2961_mutant_l18(eps: Any, d: Any, k: Any, m: Any, w1: Any, P: Any, L: Any) -> Any:
    """Mutant of the correction: log(1/delta)^{1/8} (dies along delta -> 0)."""
    return eps**2 * d**3 * k**3 * m * w1**2 + (m**1.5 * d * k / L**0.25 + m * d * k * w1**2 * L**0.125) / P**0.5


def l2961_mutant_p(eps: Any, d: Any, k: Any, m: Any, w1: Any, P: Any, L: Any) -> Any:
    """Mutant of the correction: 1/P for 1/sqrt(P) (dies along d, which grows P = (m d k)^p)."""
    return eps**2 * d**3 * k**3 * m * w1**2 + (m**1.5 * d * k / L**0.25 + m * d * k * w1**2 * L**0.25) / P


# ------------------------------------------------------------ Theorem 6.17's proof (L2210): (103) from (107) and beta


def l2210_printed(m: Any) -> Any:  # noqa: ARG001
    """L2210: '[xi], together with our choice of beta, ... satisfies Eq. (103)': (103)'s left side over its right side
    sqrt(m/lambda') (xi ||Theta_1||_F/2 + 2k e^{-beta ||Theta_1||_F})/(eps sqrt(lambda')/5) is at most 1 (a constant:
    the hidden constants sit in (107)'s '<<' and beta's asymp)."""
    return 1.0 + 0.0 * m
