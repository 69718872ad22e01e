"""Hongkang Li, PhD thesis (RPI 2024), Appendices E and F, round 8 (thesisEF): the printed sides (shapes) of the
claims of ``thmcheck.checks.papers.thesis.r8_thesisEF`` and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations

import math
from typing import Any

from thmcheck.bounds.num import exp


def e15_shape(beta: float, one_minus_gamma: float, a: float) -> float:
    """(E.15) L8033 / (E.18) L8041: -V_i(b) >~ beta^2 (1 - gamma_t) / a, i in W_n (resp. U_n): the printed shape
    (uniform, Omega; a the output scale, |a_i| = 1/a)."""
    return beta**2 * one_minus_gamma / a


def e15_mutant_a(beta: float, one_minus_gamma: float, a: float) -> float:
    """A wrong shape: beta^2 (1 - gamma_t) a (a in place of 1/a: a wrong power of the output scale)."""
    return beta**2 * one_minus_gamma * a


def grad_identity_zero() -> float:
    """(E.153)/(E.156), (E.160), (E.167): a gradient identity checked as 'relative difference == 0': the bound 0."""
    return 0.0


def e174_shape(beta: float, one_minus_gamma: float) -> float:
    """(E.174) L8859: -eta (1/B) sum_n (-z^n) sum_{i in W_n} a_i 1[.] sum_s softmax_s p_s^T p_j >~ eta beta^2
    (1 - gamma_t): the printed shape (eta > 0 cancels from both sides)."""
    return beta**2 * one_minus_gamma


def e174_mutant(beta: float, one_minus_gamma: float) -> float:
    """A wrong shape: beta^4 (1 - gamma_t) (a wrong power of beta)."""
    return beta**4 * one_minus_gamma


def e175_printed(SW: float, beta: float) -> float:
    """(E.175) L8863: the U-sum <= (1/(beta^2 + 1)) times the W-sum SW (eta > 0 cancels)."""
    return SW / (beta**2 + 1)


def e175_mutant(SW: float, beta: float) -> float:
    """Wrong: (SW - |SW|)/(beta^2 + 1) - 1/10 (below the printed bound everywhere)."""
    return (SW - abs(SW)) / (beta**2 + 1) - 0.1


def e176_shape(B: int, W_sum: float) -> float:
    """(E.176) L8867: the non-lucky batch sum <~ sqrt(log B / B) times the W_n batch sum W_sum = eta (1/B) sum_n (-z^n)
    sum_{j in W_n} a_j 1[.] sum_s softmax_s p_s^nT p_j (eta = 1): the printed shape (uniform, O)."""
    return math.sqrt(math.log(B) / B) * W_sum


def e176_mutant(B: int, W_sum: float) -> float:
    """A wrong shape: (log B / B) W_sum (the square root dropped: a wrong power of B)."""
    return math.log(B) / B * W_sum


def e192_floor(alpha: float, delta: float, beta: float, a: float) -> float:
    """(E.192) L8956-L8961: eta (1/B) sum_n dl/dW_O(i) (mu_a; q) >= alpha eta delta (beta^2 + 1)/(2a) (eta = 1)."""
    return alpha * delta * (beta**2 + 1) / (2 * a)


def e192_mutant(alpha: float, delta: float, beta: float, a: float) -> float:
    """Wrong: the printed floor + 1 (above every value the left side takes)."""
    return e192_floor(alpha, delta, beta, a) + 1.0


def e193_196_side(G_ref: float, factor: float) -> float:
    """(E.193)-(E.196) L8965-L8971: the printed right side factor x eta (1/B) sum_n dl/dW_O(i) (mu_a; q)."""
    return factor * G_ref


def e193_196_mutant(G_ref: float, factor: float) -> float:
    """Wrong: factor G_ref - |G_ref| - 1 (below the printed side everywhere)."""
    return factor * G_ref - abs(G_ref) - 1.0


def f68_printed(l: int, xi: Any, zmax: Any) -> Any:
    """(F.68) L9625: softmax(p_i^T W^(0) p_query) >= e^{-Theta(xi)}/(l e^{Theta(xi)}), Theta(xi) read as (F.67)'s
    max_r |p_r^T W^(0) p_query| (the quantity it abbreviates): e^{-2 zmax}/l."""
    return exp(-2 * zmax) / l + 0 * xi


def f68_mutant(l: int, xi: Any, zmax: Any) -> Any:
    """Wrong: e^{-zmax}/l (half the exponent)."""
    return exp(-zmax) / l + 0 * xi


def f21_printed(K: int, M: int, eta: Any, alpha: Any, ps: tuple) -> Any:
    """(F.21) L9404: u >~ (eta/(K M)) sum_{b=0}^t (1 - p_n(b))^2 p_n(b) (checked with constant 1)."""
    return (eta / (K * M)) * sum((1 - p) ** 2 * p for p in ps) + 0 * alpha


def f21_mutant(K: int, M: int, eta: Any, alpha: Any, ps: tuple) -> Any:
    """Wrong: K^2 times the printed side (a wrong power of K)."""
    return K * K * f21_printed(K, M, eta, alpha, ps)


def f149_last(p: Any, eps: Any) -> Any:
    """(F.149) L10046: the last member eps (checked with constant 1)."""
    return eps + 0 * p


def f149_mutant(p: Any, eps: Any) -> Any:
    """Wrong: eps/2."""
    return eps / 2 + 0 * p


def f46_zero(Mp: int) -> float:
    """(F.46) L9519, second '=': the relative gap between its two members is 0 (Mp unused)."""
    return 0.0 * Mp


def f140_printed(K: int) -> float:
    """(F.140) L10002: (K - 1) e^{-s_4} + e^{s_5} > K: the printed right side K."""
    return float(K)


def _f131_batch(eta: Any, ps: tuple, term: Any) -> Any:
    return eta * sum(term(p) for p in ps) / len(ps)


def f131_line1(K: int, M: int, eta: Any, alpha: Any, ps: tuple) -> Any:
    """(F.131) L9962, the line before its '=': eta (1/B) sum_n ((1/(KM)) p(1-p)^2 (1 + (2-K) a^2/K^2) + (1-p)^2 p
    (1 + a^2/K^2)(1/K) + (1/K)(1-p)^2 (-p + (1-p) a^2/K^2)), p = p_n(t)."""
    a2 = alpha * alpha
    return _f131_batch(eta, ps, lambda p: p * (1 - p) ** 2 * (1 + (2 - K) * a2 / K**2) / (K * M)
                       + (1 - p) ** 2 * p * (1 + a2 / K**2) / K + (1 - p) ** 2 * (-p + (1 - p) * a2 / K**2) / K)


def f131_printed(K: int, M: int, eta: Any, alpha: Any, ps: tuple) -> Any:
    """(F.131) L9962, its last line: eta (1/B) sum_n ((1/(KM)) p(1-p)^2 (1 + (2-K) a^2/K^2) + (1-p)^2 a^2/K^3)."""
    a2 = alpha * alpha
    return _f131_batch(eta, ps, lambda p: p * (1 - p) ** 2 * (1 + (2 - K) * a2 / K**2) / (K * M)
                       + (1 - p) ** 2 * a2 / K**3)


def f131_mutant(K: int, M: int, eta: Any, alpha: Any, ps: tuple) -> Any:
    """Wrong: the last term (1-p)^2 a^2/K^2 (a wrong power of K)."""
    a2 = alpha * alpha
    return _f131_batch(eta, ps, lambda p: p * (1 - p) ** 2 * (1 + (2 - K) * a2 / K**2) / (K * M)
                       + (1 - p) ** 2 * a2 / K**2)


def f43_shape(xi: float, d: int) -> float:
    """(F.43) L9507: (delta_i^T, 0^T) W^(0) p~_i <~ xi: the printed shape (uniform, O; the dimension d unused)."""
    return xi + 0.0 * d


def f43_mutant(xi: float, d: int) -> float:
    """A wrong shape: xi/d (a spurious decay in the dimension d)."""
    return xi / d


def f32_printed(K: int, eps: float) -> float:
    """(F.32) L9448: p~_i^T W^(T_1) p~_query >= log(K/eps), the printed right side."""
    return math.log(K / eps)


def f32_mutant_k3(K: int, eps: float) -> float:
    """A wrong right side: K^3 log(K/eps) (T_1's K^3 carried into the score: a wrong power of K)."""
    return K**3 * math.log(K / eps)


def f33_shape(K: int, eps: float) -> float:
    """(F.33) L9450-L9452: p~_i^T W^(T_1 + T_2 + T_3) p~_query >= Theta(1) log(K/eps): the printed shape log(K/eps)
    (uniform, the Omega side of the Theta)."""
    return math.log(K / eps)


def f33_mutant_eps(K: int, eps: float) -> float:
    """A wrong shape: log(K/eps) / eps^2 (a spurious power of 1/eps: a wrong power of the scale eps)."""
    return math.log(K / eps) / eps**2
