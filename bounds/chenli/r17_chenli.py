"""Bounds of chenli's round-17 displays (helper chenli; ``checks/papers/chenli/r17_chenli.py``). Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import sqrt

# ------------------------------------------------------ L2941: the label chain in Lemma 9.4's proof


def l2941_middle(d: int, k: int, wnorm: float, **_: Any) -> Any:
    """As printed: ||F(X)_{:1}|| = ||softmax(X theta X^T) X w*|| <= sqrt(dk) ||w*||."""
    return sqrt(d * k) * wnorm


def l2941_corrected(d: int, k: int, wnorm: float, m: int, **_: Any) -> Any:
    """With the sum over the m heads kept (Cauchy-Schwarz over the blocks of w*): sqrt(m d k) ||w*||."""
    return sqrt(m * d * k) * wnorm


def l2941_mut_quarter(d: int, k: int, wnorm: float, m: int, **_: Any) -> Any:
    """Planted: m^{1/4} in place of sqrt(m) (the aligned instance's ratio is sqrt(m))."""
    return sqrt(sqrt(m) * d * k) * wnorm
