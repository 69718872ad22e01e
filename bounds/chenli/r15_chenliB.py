"""Bounds of chenli's round-15 displays (helper chenliB; ``checks/papers/chenli/r15_chenliB.py``). Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any

from thmcheck.bounds import num

# ---------------------------------------------- L2042: (164)'s left side in Case (B) Step 2


def l2042_shape(m: int, lam: float, ld: float, c7: float, **_: Any) -> float:
    """L2042 as printed, both sides divided by V log^{3/2}(d)/d^{3/2} with the printed V = max(v^3, d^{3/2}/(v^3
    d^{3/2})): O~(m^6/lambda^3), the O~ hiding a polylog(d) of some degree. The witness: log^6(d) (log d/10)^{39/2}
    (with the divided log^{3/2} d, log^{27} d): rho^3 carries kappa^{-3} ~ m^{39/2} log^6(d)/(c^3 lambda^{39/2}), and
    Assumption 11 (m <= lambda log d/(10 log k)) gives 1/lambda <= log d/(10 log k), m^{18}/lambda^{39/2} <= (log
    d/10)^{39/2}. c of (7) is a fixed constant of the paper: its c^{-3} is part of the hidden constant."""
    return m**6 * ld**6 * (ld / 10.0) ** 19.5 / (lam**3 * c7**3)


def l2042_mut_c2(m: int, lam: float, ld: float, c7: float, **_: Any) -> float:
    """Planted: c^{-2} for c^{-3} (wrong along c of (7) -> 0)."""
    return m**6 * ld**6 * (ld / 10.0) ** 19.5 / (lam**3 * c7**2)


def l2042_mut_lam2(m: int, lam: float, ld: float, c7: float, **_: Any) -> float:
    """Planted: lambda^2 for lambda^3 (wrong along log d -> inf with lambda at Assumption 11's floor ~ 1/log d)."""
    return m**6 * ld**6 * (ld / 10.0) ** 19.5 / (lam**2 * c7**3)


# ---------------------------------------------- L2032: (163)'s second argument in Case (B) Step 2


def l2032_shape(m: int, lxi: float, **_: Any) -> float:
    """L2032 as printed, its xi-dependence: k^{O(m/lambda)}/||Theta_1||_F O(1/xi)^{m+1}, over its value at xi = 1
    (k, lambda, ||Theta_1||_F and the O-constants cancel): (1/xi)^{m+1}, xi = e^{-lxi}."""
    return num.exp((m + 1) * lxi)


def l2032_corrected(m: int, lxi: float, **_: Any) -> float:
    """The count with m + 1 vectors v_1, ..., v_{m+1} and the prefactor 1/xi_low: (1/xi)^{m+2}."""
    return num.exp((m + 2) * lxi)


def l2032_mut(m: int, lxi: float, **_: Any) -> float:
    """Planted (against the corrected count): (1/xi)^{m+3/2} (a wrong power of 1/xi)."""
    return num.exp((m + 1.5) * lxi)


def l2038_shape(m: int, lk: float, lam: float, lxi: float, **_: Any) -> float:
    """L2038 as printed, -log of (||Theta_1||_F k^{-O(m/lambda)} xi^{Theta(m)})^m over ||Theta_1||_F^m: O(m^2 log k/
    lambda) + Theta(m^2) log(1/xi), the shape m^2 (log k/lambda + log(1/xi)) (one hidden constant for both)."""
    return m * m * (lk / lam + lxi)


def l2038_mut_xi(m: int, lk: float, lam: float, lxi: float, **_: Any) -> float:
    """Planted: the xi factor dropped, m^2 log k/lambda (wrong along xi -> 0)."""
    return m * m * lk / lam


def l2038_mut_m(m: int, lk: float, lam: float, lxi: float, **_: Any) -> float:
    """Planted: one power of m, m (log k/lambda + log(1/xi)) (wrong along m)."""
    return m * (lk / lam + lxi)


# ---------------------------------------------- L1312: Lemma 5.22's remainder terms


def l1312_shape(eps: float, xi: float, d: int, **_: Any) -> float:
    """L1312: the three remainder terms of (59) are <~ eps xi d (hidden constant)."""
    return eps * xi * d


def l1312_mut_sqrtd(eps: float, xi: float, d: int, **_: Any) -> float:
    """Planted: eps xi sqrt(d) (wrong along d: ||M||_op reaches d xi at the all-equal M)."""
    return eps * xi * math.sqrt(d)


def l1312_mut_eps2(eps: float, xi: float, d: int, **_: Any) -> float:
    """Planted: eps^2 xi d (wrong along eps -> 0: the cross terms are linear in ||delta||)."""
    return eps**2 * xi * d


# ---------------------------------------------- L2170: Corollary 6.16's union bound


def l2170_fraction(**_: Any) -> float:
    """L2170 in its equivalent form: (O(sqrt(mkd lambda')/eps)^{km} exp(-Omega(r_W/m)) + delta*)/(Omega(xi)^m (k
    e^{beta^2})^{-O(m/lambda)}) stays below a constant (< 1): the shape 1."""
    return 1.0


# ---------------------------------------------- L1336: Theorem 5.1's proof, Lemma 5.18's case (v != w)


def l1336_shape(k: float, v: float, r: float, ld: float, **_: Any) -> float:
    """L1336 as printed: Theta~(k^4/sqrt(r_Theta) + k^5 v r_Theta/d^{1/6}) (d = e^{ld})."""
    return k**4 / math.sqrt(r) + k**5 * v * r * math.exp(-ld / 6.0)


def l1336_corrected(k: float, v: float, r: float, ld: float, **_: Any) -> float:
    """The step with (56)'s third term kept: Theta~(k^4/sqrt(r_Theta) + k^5 v r_Theta/d^{1/6} + k^5 v^3 r_Theta^3/
    sqrt(d))."""
    return l1336_shape(k, v, r, ld) + k**5 * v**3 * r**3 * math.exp(-ld / 2.0)


def l1336_mut_v(k: float, v: float, r: float, ld: float, **_: Any) -> float:
    """Planted (against the corrected bound): v for v^3 in the third term (wrong along v)."""
    return l1336_shape(k, v, r, ld) + k**5 * v * r**3 * math.exp(-ld / 2.0)


# ---------------------------------------------- L1328/L1332: Theorem 5.1's proof, Lemma 5.16's case


def l1332_shape(k: float, lr: float, lv: float, ld: float, C: float, **_: Any) -> float:
    """L1328/L1332 as printed: Theta~(k^5 [1/r^{1/12} + r^{1/24} v^{1/6}/d^{1/12} + v^C r^{C/2}/d^{C/2}]) (r = e^{lr},
    v = e^{lv}, d = e^{ld})."""
    return k**5 * (math.exp(-lr / 12.0) + math.exp(lr / 24.0 + lv / 6.0 - ld / 12.0)
                   + math.exp(C * (lv + lr / 2.0 - ld / 2.0)))


def l1332_mut_r(k: float, lr: float, lv: float, ld: float, C: float, **_: Any) -> float:
    """Planted: 1/r^{1/6} for 1/r^{1/12} (wrong along r_Theta)."""
    return k**5 * (math.exp(-lr / 6.0) + math.exp(lr / 24.0 + lv / 6.0 - ld / 12.0)
                   + math.exp(C * (lv + lr / 2.0 - ld / 2.0)))


def l1332_mut_k(k: float, lr: float, lv: float, ld: float, C: float, **_: Any) -> float:
    """Planted: k^4 for k^5 (wrong along k: delta*'s last term carries k^5)."""
    return l1332_shape(k, lr, lv, ld, C) / k


# ---------------------------------------------- L1066: Lemma 5.15's second alternative with the proof's polylog


def _l1066_log_eta(d2: float, r: float, c: float) -> float:
    """log(1/eta), eta = sqrt(c) r^{1/4}/d2^{1/4} + c^2/r^{1/4}: the bracket the proof feeds to Lemma 3.9 as its eta
    (L1088; in the second case the bracket of L1098 with its d3 terms, whose printed form the indicator drops), at
    least 1."""
    eta = math.sqrt(c) * r**0.25 / d2**0.25 + c**2 / r**0.25
    return max(1.0, math.log(1.0 / eta))


def l1066_polylog_shape(d: float, d2: float, d3: float, r: float, c: float, k: int, v: float, ind: float,
                        **_: Any) -> float:
    """Lemma 5.15 (L1060-L1066) as printed, delta*_c with its Theta~ polylog the proof's: Lemma 3.9 (L375-L380)
    gives k^2 eta log(1/eta)/C, so (49) and its second-case twin (L1092, L1102) carry one log(1/eta), and with s =
    eta^{2/3}/k^{1/3} (L1096, L1106) delta*_c = Theta(k^{8/3} eta^{1/3} log(1/eta) + ...). The whole printed delta*_c
    (indicator 0 in the second alternative) times log(1/eta) (generous: the k^3 (...)^c term gets it too)."""
    from thmcheck.bounds.chenli.sec5_4_conclude import delta_star

    return delta_star(d, d2, d3, r, c, k, v, ind) * _l1066_log_eta(d2, r, c)


def l1066_polylog_corrected(d: float, d2: float, d3: float, r: float, c: float, k: int, v: float, **_: Any) -> float:
    """The reading: the indicator's bracket kept in the second alternative (1 read as 1 there: the d3 terms of L1098
    stay, as the proof's second case needs), with the same log(1/eta)."""
    from thmcheck.bounds.chenli.sec5_4_conclude import delta_star

    return delta_star(d, d2, d3, r, c, k, v, 1.0) * _l1066_log_eta(d2, r, c)


def l1066_polylog_mut_over_f(d: float, d2: float, d3: float, r: float, c: float, k: int, v: float, F: float,
                             **_: Any) -> float:
    """Planted (against the reading): the reading's bound over ||Theta||_F (wrong along ||Theta||_F -> inf)."""
    return l1066_polylog_corrected(d, d2, d3, r, c, k, v) / F


# ------------------------------------------------------------------ L1438 (64): the fixed bracket [0.95, 1.05]
# lhs = (r_W/m)/log(1/P[fail]): 'P[fail] <= exp(-Omega(r_W/m))' is lhs <= 1/c (one hidden constant).

def l1438_shape(**_: Any) -> float:
    """(64) as printed: (r_W/m)/log(1/P[Z outside the bracket]) <= O(1) (the Omega's constant)."""
    return 1.0


def l1438_corrected(wide: float, **_: Any) -> float:
    """(63)'s bracket [0.95 (1 - m kappa'), 1.05 (1 + m kappa')] S: its (r_W/m)/log(1/P[fail]) <= O(1), written as the
    printed lhs <= O(1) x (printed lhs / (63)'s lhs) (the measure passes that ratio as 'wide')."""
    return wide


def l1438_mut_r(r: float, **_: Any) -> float:
    """Planted: failure exp(-Omega(r_W^2/m)) (a wrong power of r_W)."""
    return 1.0 / float(r)
