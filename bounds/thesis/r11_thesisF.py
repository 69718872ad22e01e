"""Hongkang Li, PhD thesis (RPI 2024), Appendix F, round 11 (thesisF): the printed sides of the claims of
``thmcheck.checks.papers.thesis.r11_thesisF`` and their planted mutants.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities: p = p_n(t) of the
prompt, alpha, K, l (the context length of the display's 1/l).
"""

from __future__ import annotations


def f96_upper(p: float, alpha: float, K: int, l: int) -> float:
    """(F.96) L9747-L9751: -4 p_n(t)(1 - p_n(t)) + (1/l)(1/K - alpha/K)(-2K)."""
    return -4 * p * (1 - p) + (1 / l) * (1 / K - alpha / K) * (-2 * K)


def f111_upper(p: float, alpha: float, K: int, l: int) -> float:
    """(F.111) L9839: 0 - 2(1 - p_n(t))^2 alpha^2/K^2 + (1/l)(1/K - alpha/K)(-2(K - 1))."""
    return 0 - 2 * (1 - p) ** 2 * alpha**2 / K**2 + (1 / l) * (1 / K - alpha / K) * (-2 * (K - 1))


def f126_upper(p: float, alpha: float, K: int, l: int) -> float:
    """(F.126) L9926-L9931: -p_n(t)(1 - p_n(t))(-2 + 2p_n(t)) + (1 - p_n(t))^2 (alpha^2/K^2) 2p_n(t) + (1/l)(1 -
    alpha)(-2 + 2p_n(t))."""
    return -p * (1 - p) * (-2 + 2 * p) + (1 - p) ** 2 * alpha**2 / K**2 * 2 * p + (1 / l) * (1 - alpha) * (-2 + 2 * p)


def mutant_minus_one(side):  # noqa: ANN001, ANN201
    """A wrong side: the printed one minus 1 (the term is not that far below it)."""

    def f(p: float, alpha: float, K: int, l: int) -> float:
        return side(p, alpha, K, l) - 1.0

    f.__doc__ = f"{side.__name__} minus 1"
    return f


def mutant_times_k(side):  # noqa: ANN001, ANN201
    """A wrong side: the printed one minus 1/K^2 (a spurious term in K)."""

    def f(p: float, alpha: float, K: int, l: int) -> float:
        return side(p, alpha, K, l) - 1.0 / K**2

    f.__doc__ = f"{side.__name__} minus 1/K^2"
    return f


def f160_sign(c0: float) -> float:
    """(F.160) L10119, the sign consequence of '>~ eps' (eps > 0): the term > 0 (c0 a dummy quantity, 0)."""
    return c0


def f160_mutant(p: float) -> float:
    """A wrong side for the reading: the term >= 0 (it is negative on most prompts)."""
    del p
    return 0.0


def f160_deficit(p: float) -> float:
    """(F.160) read '>~ -eps' with eps the prompt's deficit 1 - p_n(t): the term >= -(1 - p_n(t))."""
    return -(1 - p)


def f160_deficit_mutant(p: float) -> float:
    """A wrong side for the reading: the term >= -(1 - p_n(t))/20 (the term reaches -0.16 (1 - p_n))."""
    return -(1 - p) / 20


def eps_shape(eps: float) -> float:
    """(F.150), (F.154), (F.156), (F.158), (F.162): the printed shape eps of '<~ eps'."""
    return eps


def eps_mutant_fast(eps: float) -> float:
    """A wrong shape: e^{-2/eps} (vanishes far too fast as eps -> 0, also for eps the reached deficit)."""
    import math

    return math.exp(-2.0 / eps)


def f152_shape(p: float) -> float:
    """(F.152) L10071: the term >~ -2(1 - p_n(t))^2 p_n(t), i.e. -term <~ 2(1 - p)^2 p (the shape)."""
    return 2 * (1 - p) ** 2 * p


def f153_shape(p: float) -> float:
    """(F.153) L10075: the term >~ -(1 - p_n(t))(1 - p_n(t)) p_n(t), i.e. -term <~ (1 - p)^2 p."""
    return (1 - p) * (1 - p) * p


def f161_shape(p: float) -> float:
    """(F.161) L10125: the term >~ -(1 - p_n(t)) p_n(t), i.e. -term <~ (1 - p) p."""
    return (1 - p) * p


def lower_mutant_fast(p: float) -> float:
    """A wrong shape: (1 - p)^8 (vanishes far too fast as p_n(t) -> 1)."""
    return (1 - p) ** 8


def f163_shape(eps: float, eta: float) -> float:
    """(F.163) L10133: the printed shape eta eps of '<~ eta eps'."""
    return eta * eps


def f163_mutant(eps: float, eta: float) -> float:
    """A wrong shape: eta e^{-2/eps} (vanishes far too fast as eps -> 0)."""
    import math

    return eta * math.exp(-2.0 / eps)
