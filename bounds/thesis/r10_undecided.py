"""Bounds of the thesis claims re-encoded by round-10 helper 'undecided' (pure functions, no torch)."""

from __future__ import annotations


def f12_printed(eps: float, **_: object) -> float:
    """(F.12) L9367 (Lemma F.3.6): a step-k query's softmax mass on the context columns not in step k is <= eps, for
    t >~ T_1 (F.11); the printed right side eps (the uniform check lets one constant C multiply it)."""
    return float(eps)


def f12_corrected(eps: float, **_: object) -> float:
    """The rate the measurement supports at t = T_1 + T_2 + T_3 with (F.19)'s batch: eps^(1/3) (a hidden constant)."""
    return float(eps) ** (1.0 / 3.0)


def f12_mutant_eps2(eps: float, **_: object) -> float:
    """A wrong right side: eps^2 (a wrong power of eps)."""
    return float(eps) ** 2


def f12_mutant_ltr(eps: float, l_tr: int, **_: object) -> float:
    """A wrong right side: eps (6 / l_tr)^2 (a spurious decay in the prompt length l_tr)."""
    return float(eps) * (6.0 / float(l_tr)) ** 2
