"""Bounds of checks/papers/thesis/r24_thesisX.py (thesis App. A-B; round 24, helper thesisX). Pure functions, no torch."""

from __future__ import annotations

import math


def eqA93_middle(xi: float, eta: float, tt: float, s1frac: float, s1p: float, **_: object) -> float:
    """(A.93) L3074-L3078, the composed first two links: W_O(i,.)^(t+1) p_1 >~ y(t) >~ e^{X} xi with X = (1/(aB))
    sum_{n in B_b} eta (t+1)^2 |S_1^n|/|S^n| (1/(4B)) sum_{n in B_b} |S_1^n| m/(|S^n| a) p_n(t) = eta (t+1)^2 s1frac
    s1p (m/a^2)/4, a = sqrt(m); s1frac = mean_b |S_1^n|/|S^n|, s1p = mean_b (|S_1^n|/|S^n|) p_n(t); tt = t + 1."""
    return xi * math.exp(eta * tt ** 2 * s1frac * s1p / 4.0)


def eqA93_middle_mut_sq(xi: float, eta: float, tt: float, s1frac: float, s1p: float, **_: object) -> float:
    """Planted: e^{2X} xi (a wrong shape along t)."""
    return xi * math.exp(2.0 * eta * tt ** 2 * s1frac * s1p / 4.0)


def eqB100_middle(xi: float, eta: float, eps0: float, pbar: float, **_: object) -> float:
    """(B.100) L4325-L4329 at t = 0, the composed first two links: W_O(i,.)^(1) p_1 >~ e^{X} xi with X = (1/(aB))
    sum_{n in B_b} eta (1 - 2 eps_0)/(4B) sum_{n in B_b} (m/a) p_n(0) = eta (1 - 2 eps_0) pbar/4 (a = sqrt(m); pbar the
    batch mean of p_n(0))."""
    return xi * math.exp(eta * (1.0 - 2.0 * eps0) * pbar / 4.0)


def eqB100_middle_mut_b(xi: float, eta: float, eps0: float, pbar: float, B: float, **_: object) -> float:
    """Planted: the right side times sqrt(B) (wrong along N = B)."""
    return eqB100_middle(xi, eta, eps0, pbar) * B ** 0.5


def eqA124_one(**_: object) -> float:
    """(A.124) L3247 read per neuron as a ratio: |left side| / |right side| <~ 1 (the hidden constant of '<~')."""
    return 1.0


def eqA124_mut_over_m(m: float, **_: object) -> float:
    """Planted: the shape 64/m (wrong along m -> inf)."""
    return 64.0 / float(m)


def b32_mut_gamma3(gamma_d: float, **_: object) -> float:
    """Planted for thesis.ch3.lemmaB.3.2-gamma_d: the shape gamma_d^3 (wrong along gamma_d -> 0)."""
    return float(gamma_d) ** 3


def b154_mut_exp_m(m: float, **_: object) -> float:
    """Planted for thesis.ch3.eqB.154-m-mc: the shape exp(-(m - 512)/256) (wrong along m -> inf)."""
    return math.exp(-(float(m) - 512.0) / 256.0)


def mut_zero(**_: object) -> float:
    """Planted: the shape 0 (a positive left side crosses it for every constant)."""
    return 0.0
