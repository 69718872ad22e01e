"""Bounds of chenli's round-12 displays (helper chenliB; ``checks/papers/chenli/r12_chenliB.py`` and the uniform
re-encoding of Lemma 7.2 in ``checks/papers/chenli/sec7_proxy.py``). Pure functions of named quantities (no torch).
Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any


def lemma7_2_gamma1_shape(omega: float, n1: float, **_: Any) -> float:
    """Lemma 7.2 (L2318-L2322) read uniformly: 'for any gamma > 0 there is a choice of the constants gamma_1, gamma_2
    in Eq. (113)' (absolute constants: one choice serves every instance of the domain). At gamma = 1 the gamma_1 an
    instance needs (the least gamma_1 with P[fail | A] <= 1/d at C = gamma_1 omega sqrt(m log d)/lambda^2) is at most
    a constant: the shape is 1 (omega, ||Theta_1||_F = n1 are named for the mutants only)."""
    del omega, n1
    return 1.0


def lemma7_2_mutant_omega2(omega: float, n1: float, **_: Any) -> float:
    """Planted: gamma_1 <~ 1/omega^2 (a wrong power of omega: the needed gamma_1 tends to a constant as omega grows)."""
    del n1
    return 1.0 / (omega * omega)


def lemma7_2_mutant_n1(omega: float, n1: float, **_: Any) -> float:
    """Planted: gamma_1 <~ 1/||Theta_1||_F (wrong along the norm: the event, the target and every logit scale with
    ||Theta_1||_F together, so the needed gamma_1 does not move with it)."""
    del omega
    return 1.0 / n1




def one(**_: Any) -> float:
    """The shape 1 of a '<<' whose left side is already divided by its right side."""
    return 1.0


def eq77a_corrected_shape(log_q: float, m: int, log_kappa: float, lam: float, **_: Any) -> float:
    """Correction of (77)'s first part: m kappa exp(1/nu)/lambda = m^3 kappa log^2(Q)/lambda with exp(-1/nu) = c_*^2
    ((76)) and c_* = 1/(m log Q) ((72)), so it is <~ 1 exactly when log Q <~ sqrt(lambda/(m^3 kappa)): the shape
    max(1, m^3 kappa log^2(Q)/lambda)."""
    return max(1.0, math.exp(3.0 * math.log(m) + log_kappa + 2.0 * math.log(log_q) - math.log(lam)))


def eq77a_mut_sqrt(log_q: float, m: int, log_kappa: float, lam: float, **_: Any) -> float:
    """Planted (against the correction): max(1, sqrt(m^3 kappa/lambda) log Q) (the square root of the right shape)."""
    return max(1.0, math.exp(0.5 * (3.0 * math.log(m) + log_kappa - math.log(lam)) + math.log(log_q)))


def eq77a_mut_no_m(log_q: float, m: int, log_kappa: float, lam: float, **_: Any) -> float:
    """Planted (against the correction): max(1, kappa log^2(Q)/lambda) (the m^3 lost; wrong along m)."""
    del m
    return max(1.0, math.exp(log_kappa + 2.0 * math.log(log_q) - math.log(lam)))


def cor6_10_shape(v: float, dprime: float, d: float, F: float, **_: Any) -> float:
    """Corollary 6.10 (79), L1705-L1707: |x^T (Theta_i)_{:,S^c} z_S| <~ v d' sqrt(log d) ||Theta_i||_F/sqrt(d)."""
    return v * dprime * math.sqrt(math.log(d)) * F / math.sqrt(d)


def cor6_10_mut_no_dprime(v: float, dprime: float, d: float, F: float, **_: Any) -> float:
    """Planted (against the reading with S): v sqrt(log d) ||Theta_i||_F/sqrt(d) (Hoelder's factor |S| <= d' lost)."""
    del dprime
    return v * math.sqrt(math.log(d)) * F / math.sqrt(d)


def eq165_corrected_shape(log_need: float, **_: Any) -> float:
    """Correction of L1867, on the log of (165)'s ratio (lhs := log(lhs(165)/exp(-||a||^2/(4 r^2)))): lhs <~ max(1,
    log(xi/xi_need)) with xi_need := lambda exp(-m (sqrt(10 log k) + beta)^2/(4 lambda (1 - 2 kappa)))/(m^{3/2}
    (sqrt(10 log k) + beta)) (log_need = log(xi/xi_need)): (165) holds when xi <~ (k e^{beta^2})^{-Theta(m/lambda)}/
    poly(m), an exponent with m in it."""
    return max(1.0, log_need)


def eq165_mut_cbrt(log_need: float, **_: Any) -> float:
    """Planted (against the correction): max(1, log(xi/xi_need)^{1/3}) (a wrong power)."""
    return max(1.0, max(log_need, 0.0) ** (1.0 / 3.0))


def l1675_corrected_shape(v: float, ld: float, nu: float, **_: Any) -> float:
    """Correction of L1675: with d' of (75), v d' log(d)/sqrt(d) = kappa v sqrt(log d)/nu, so (v d' log d/sqrt d)/kappa
    <~ max(1, v sqrt(log d)/nu) (>= sqrt(log d) for v >= 1, nu <= 1: never << 1)."""
    return max(1.0, v * math.sqrt(ld) / nu)


def l1675_mut_v_only(v: float, ld: float, nu: float, **_: Any) -> float:
    """Planted (against the correction and the reading "nu"): max(1, v) (sqrt(log d)/nu lost; wrong along d under
    both readings)."""
    del ld, nu
    return max(1.0, v)


def l1675_mut_no_logd(v: float, ld: float, nu: float, **_: Any) -> float:
    """Planted (against the correction): max(1, v/nu) (the sqrt(log d) lost; wrong along d)."""
    del ld
    return max(1.0, v / nu)
