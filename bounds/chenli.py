"""Chen & Li, "Provably learning a multi-head attention layer" (arXiv Feb 2024).

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt`` (line numbers ``Lnnn`` below). Each function is one
printed bound, a pure function of named quantities (no torch). Kind and assumptions are listed in the
docstring; the pairing with measurements and instance strategies is in ``checks/papers/chenli.py``.
"""

from __future__ import annotations

from bounds.num import exp


def lemma3_6(k: int, tau: float) -> float:
    """Lemma 3.6 (1-sparse softmax), L339-L349. Kind: deterministic, explicit constants.

    Statement (as printed): Let v in R^k. If a* = argmax_a |v_a| and v_{a*} - v_a >= tau for all
    a != a*, then ||softmax(v) - e_{a*}||_1 <= (k-1)/(e^tau + k - 1).
    Assumptions: a* = argmax_a |v_a|; v_{a*} - v_a >= tau for every a != a*.
    Returns the right-hand side (k-1)/(e^tau + k-1).
    """
    if tau > 700:  # e^tau overflows in float64; the bound is (k-1) e^{-tau} to double precision
        return (k - 1) * exp(-tau)
    return (k - 1) / (exp(tau) + k - 1)
