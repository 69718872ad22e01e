"""Hongkang Li, PhD thesis (RPI 2024), Appendices E and F, round 6 (thesisEF): the printed sides of the step claims
of ``thmcheck.checks.papers.thesis.r6_thesisEF`` and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any


def f18_printed(B: int, eps: float, r2: float) -> float:
    """(F.18)'s first '<=': e^{-B eps^2} (r2 unused: the printed bound has no variance)."""
    return math.exp(-B * eps**2)


def f18_mutant(B: int, eps: float, r2: float) -> float:
    """Wrong: e^{-4 B eps^2} (a larger exponent; r2 unused)."""
    return math.exp(-4 * B * eps**2)


def f18_chebyshev(B: int, eps: float, r2: float) -> float:
    """Chebyshev (Markov on the squared norm): Pr(||mean_B - E|| >= eps ||E||) <= r2 / (B eps^2), r2 = E||G - E G||^2 /
    ||E G||^2 (the per-prompt relative variance); capped at 1."""
    return min(1.0, r2 / (B * eps**2))


def e45_printed(B: int, eps: float, r2: float) -> float:
    """(E.45)'s first '<=': e^{-B eps^2} (r2 unused: the printed bound has no variance)."""
    return math.exp(-B * eps**2)


def e45_mutant(B: int, eps: float, r2: float) -> float:
    """Wrong: e^{-4 B eps^2} (a larger exponent; r2 unused)."""
    return math.exp(-4 * B * eps**2)


def e45_chebyshev(B: int, eps: float, r2: float) -> float:
    """Chebyshev, as :func:`f18_chebyshev`: min(1, r2/(B eps^2))."""
    return min(1.0, r2 / (B * eps**2))


def e114_shape(M1: int, M2: int) -> float:
    """(E.114) L8491: Pr(sum 1[m_i = mu_t] >= l/M1) <= e^{-C log M1 ...} = M1^{-C} for some C > 0, i.e. -log Pr >= C
    log M1: the printed shape log M1 (uniform, Omega)."""
    return math.log(M1)


def e114_mutant_M2(M1: int, M2: int) -> float:
    """A wrong shape: log(M1) M2 (an extra factor of a second parameter)."""
    return math.log(M1) * M2


def f73_printed(same_lab: int, same_pe: int) -> int:
    """(F.73) L9641: (W_V p~)^T W_V p~_i = 1[lab(p~) = lab(p~_i)] (same_pe unused)."""
    return same_lab


def f73_mutant(same_lab: int, same_pe: int) -> int:
    """Wrong under W_V c_k = 0: 1[lab] + 1[PE]."""
    return same_lab + same_pe


def e52_sign(N: int, m: int) -> float:
    """(E.52) L8177: zeta_b >~ delta^2 (beta^2 + 1) alpha eta T/(2a) + delta^2 (beta^2 + 1) alpha^2 (eta T)^3 M1/a^2, a
    positive right side, so for any constant c > 0 it needs zeta_b > 0: the sign consequence zeta_b >= 0 (N, m unused)."""
    return 0.0


def e52_mutant(N: int, m: int) -> float:
    """Wrong: zeta_b >= 1/m (a positive floor that the reading's max over neurons need not reach)."""
    return 1.0 / m


def zero_floor(N: int, m: int) -> float:
    """(E.47) L8153 / (E.221) L9094: the printed right side 0 (N, m unused)."""
    return 0.0


def unit_floor(N: int, m: int) -> float:
    """Wrong: 1 in place of 0."""
    return 1.0


def e51_printed(g_n: float) -> float:
    """(E.51) L8171: gamma_T >= 1 - sum_{s in N_*} softmax(...) = gamma_{T,n} for the prompt n."""
    return g_n


def e51_mutant(g_n: float) -> float:
    """Wrong: gamma_T >= gamma_{T,n} + 1/4."""
    return g_n + 0.25


def e111_printed(rhs: int) -> int:
    """(E.111) L8483: the right side p_s^T W_K^T W_Q p_query, computed by the measurement (an exact integer)."""
    return rhs


def e111_mutant(rhs: int) -> int:
    """Wrong: twice the right side."""
    return 2 * rhs


def e221_mutant(N: int, m: int) -> float:
    """Wrong: every squared row norm above its mean m_a/m = 60/m (m_a = 60 at these sizes)."""
    return 60.0 / m


def f20_printed(L: int, alpha: float, K: int, eps: float, u: float) -> float:
    """(F.20) L9400: (1/l) / (alpha/K + (1 - 1/K) eps + (1/K - alpha/K) e^{-u}), l = L columns."""
    return 1.0 / (L * (alpha / K + (1 - 1 / K) * eps + (1 / K - alpha / K) * math.exp(-u)))


def f20_mutant(L: int, alpha: float, K: int, eps: float, u: float) -> float:
    """Wrong: without the (1 - 1/K) eps term."""
    return 1.0 / (L * (alpha / K + (1 / K - alpha / K) * math.exp(-u)))


def f20_corrected(L: int, alpha: float, K: int, eps: float, u: float) -> float:
    """(1/l)(1 - eps)/(alpha/K + (1/K - alpha/K) e^{-u}): the other-step mass as a factor."""
    return (1 - eps) / (L * (alpha / K + (1 / K - alpha / K) * math.exp(-u)))


def f22_printed(L: int, alpha: float, K: int, eps: float, u: float) -> float:
    """(F.22) L9408: (1/l) / ((alpha/K) e^u + (1 - 1/K) eps + (1/K - alpha/K)), l = L columns."""
    return 1.0 / (L * (alpha / K * math.exp(u) + (1 - 1 / K) * eps + (1 / K - alpha / K)))


def f22_mutant(L: int, alpha: float, K: int, eps: float, u: float) -> float:
    """Wrong: without the (1 - 1/K) eps term."""
    return 1.0 / (L * (alpha / K * math.exp(u) + (1 / K - alpha / K)))


def f22_corrected(L: int, alpha: float, K: int, eps: float, u: float) -> float:
    """(1/l)(1 - eps)/((alpha/K) e^u + 1/K - alpha/K): the other-step mass as a factor."""
    return (1 - eps) / (L * (alpha / K * math.exp(u) + (1 / K - alpha / K)))


def e125_printed(gamma_t: float, gamma_tn: float) -> float:
    """(E.125) L8543, the middle '>=': ... >= gamma_t (= max_n gamma_{t,n}, Definition E.4.4)."""
    return gamma_t


def e125_own_prompt(gamma_t: float, gamma_tn: float) -> float:
    """The reading: gamma_{t,n} of the prompt n itself."""
    return gamma_tn


def e125_mutant(gamma_t: float, gamma_tn: float) -> float:
    """Wrong under the reading: gamma_{t,n} + 1/10."""
    return gamma_tn + 0.1


def e226_mutant(N: int, m: int) -> float:
    """Wrong: a floor 1 (far above the initial scale delta beta/sqrt(m))."""
    return 1.0


def f44_printed(T: int) -> float:
    """(F.44) L9511: the projection is 0 (T unused)."""
    return 0.0


def f44_mutant(T: int) -> float:
    """Wrong: 1/10 in place of 0."""
    return 0.1


def f148_sign(p: float, eps: float) -> float:
    """(F.148) L10038, the last '<~': -4p(1-p)^2 + eps <~ -4p(1-p)^2 < 0, so for any constant C > 0 the left side must be
    negative: the sign consequence, bound 0 (p, eps unused)."""
    return 0.0


def f148_mutant(p: float, eps: float) -> float:
    """Wrong under the reading: -3p(1-p)^2 (fails when eps > p(1-p)^2)."""
    return -3 * p * (1 - p) ** 2


def f151_printed(p: Any, eps: Any, M: int) -> Any:
    """(F.151) L10063's '=': -(1/(2M)) 4p(1-p)^2 (eps unused)."""
    return -Fraction(1, 2 * M) * 4 * p * (1 - p) ** 2 if isinstance(p, Fraction) else -4 * p * (1 - p) ** 2 / (2 * M)


def f151_half(p: Any, eps: Any, M: int) -> Any:
    """The reading's bound: half the right side, -(1/(2M)) 2p(1-p)^2 ('<~' with the constant 1/2)."""
    return f151_printed(p, eps, M) / 2


def f151_mutant(p: Any, eps: Any, M: int) -> Any:
    """Wrong under the reading: the right side itself scaled by 3/4."""
    return f151_printed(p, eps, M) * 3 / 4


def f157_shape(p: float, M: int) -> float:
    """(F.157) L10103's last '<~': the shape p_n(t)(1 - p_n(t))^2 (M unused)."""
    return p * (1 - p) ** 2


def f157_mutant_M(p: float, M: int) -> float:
    """A wrong shape: p(1-p)^2 / M (an extra factor of a second parameter)."""
    return p * (1 - p) ** 2 / M


def e22_printed(Vi: float, M2: int) -> float:
    """(E.22) L8053: |V'_i(b)| <= |V_i(b)| / M2 (Vi = |V_i(b)| of the measured neuron)."""
    return Vi / M2


def e22_mutant(Vi: float, M2: int) -> float:
    """Wrong: |V_i(b)| / (4 M2) (a wrong power of the scale M2 would also die; this one is smaller everywhere)."""
    return Vi / (4 * M2)


# (F.76), (F.77), (F.79), (F.80) L9653-L9669: the case ranges of Q = p~^T (p~_i - sum_r softmax_r p~_r) p~_query^T p~.
F7680_SIDES: dict[str, tuple[str, str]] = {
    "F.76": ("-4 p", "2 - 6 p"), "F.77": ("-2 - 4 p", "-6 p"), "F.79": ("0", "1 - p"), "F.80": ("-1", "-p")}


def f7680_side(p: Fraction, display: str, side: str) -> Fraction:
    """The printed lower (side 'lower') or upper ('upper') end of the range in ``display``, as a function of p =
    p_n(t) (exact)."""
    lo, hi = {"F.76": (-4 * p, 2 - 6 * p), "F.77": (-2 - 4 * p, -6 * p), "F.79": (Fraction(0), 1 - p),
              "F.80": (Fraction(-1), -p)}[display]
    return lo if side == "lower" else hi


def f7680_mutant(p: Fraction, display: str, side: str) -> Fraction:
    """Wrong: the printed end moved inwards by 4 (a range no value of Q can meet)."""
    v = f7680_side(p, display, side)
    return v + 4 if side == "lower" else v - 4


# (F.88), (F.89), (F.91), (F.92), (F.94), (F.95) L9713-L9741: the case ranges of p~'^T (p~_i - sum_r s_r p~_r) p~_query^T p~.
F8895_SIDES: dict[str, tuple[str, str]] = {
    "F.88": ("0", "2 (1 - p)"), "F.89": ("-2", "-2 p"), "F.91": ("-2 p", "1 - p"), "F.92": ("-1 - 2 p", "-p"),
    "F.94": ("p", "1"), "F.95": ("-1 + p", "0")}


def f8895_side(p: Fraction, display: str, side: str) -> Fraction:
    """The printed lower ('lower') or upper ('upper') end of the range in ``display``, p = p_n(t) (exact)."""
    lo, hi = {"F.88": (Fraction(0), 2 * (1 - p)), "F.89": (Fraction(-2), -2 * p), "F.91": (-2 * p, 1 - p),
              "F.92": (-1 - 2 * p, -p), "F.94": (p, Fraction(1)), "F.95": (-1 + p, Fraction(0))}[display]
    return lo if side == "lower" else hi


def f8895_mutant(p: Fraction, display: str, side: str) -> Fraction:
    """Wrong: the printed end moved inwards by 4."""
    v = f8895_side(p, display, side)
    return v + 4 if side == "lower" else v - 4


def e27_shape(M1: int, delta: float, beta: float, alpha: float, eta: float, t0: int, a: float) -> float:
    """(E.27) L8071: ||W_O(i)^(t0)|| >~ sqrt(M1) delta (beta^2 + 1)^{1/2} alpha eta t0 / (2a): the printed shape
    (uniform, Omega; a the output scale, |a_i| = 1/a)."""
    return math.sqrt(M1) * delta * math.sqrt(beta**2 + 1) * alpha * eta * t0 / (2 * a)


def e27_mutant_M1(M1: int, delta: float, beta: float, alpha: float, eta: float, t0: int, a: float) -> float:
    """A wrong shape: M1^{3/2} in place of sqrt(M1) (a wrong power of a second parameter)."""
    return e27_shape(M1, delta, beta, alpha, eta, t0, a) * M1
