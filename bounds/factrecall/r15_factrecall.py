"""Round 15 (factrecall, helper chenliA): Theorem 1's union bound (App. B, L459) and Theorem 5's final loss chain
(App. D.2, L1090-L1097) of Nichani, Lee & Bietti. Pure functions of plain numbers (no torch); the claims are in
``checks/papers/factrecall/r15_factrecall.py``.
"""

from __future__ import annotations

from typing import Any


def thm1_union(delta: Any) -> Any:
    """L459's last member: delta."""
    return delta


def thm1_union_mutant(delta: Any) -> Any:
    """Mutant: delta/2 (N (M - 1) delta' = delta (M - 1)/M exceeds it for M >= 3)."""
    return delta / 2


def thm5_logloss(eps: Any, alpha: Any, p: Any, A: Any) -> Any:
    """L1090-L1091: E[-log p_hat(a*(s, r) | z_{1:T}) | s, r in z_{1:T}] <= 2 eps alpha^{-1} p(s, r)^{-1} |A|."""
    return 2 * eps / alpha / p * A


def thm5_logloss_mutant(eps: Any, alpha: Any, p: Any, A: Any) -> Any:
    """Mutant: without the factor 2 (-log(1 - y) > y for y > 0, so a loss concentrated on y = 1/2 crosses it)."""
    return eps / alpha / p * A


def thm5_total(eps: Any, alpha: Any, A: Any, S: Any, R: Any, delta: Any, item: str) -> Any:
    """L1095-L1097: the loss sum_{s, r} p(s, r) E[-log p_hat(a*(s, r) | z) | s, r in z] <= 2 eps alpha^{-1} |A| S R
    (item 'first') and 2 eps alpha^{-1} |A| S R <= delta (item 'second')."""
    return 2 * eps / alpha * A * S * R if item == "first" else delta


def thm5_total_mutant(eps: Any, alpha: Any, A: Any, S: Any, R: Any, delta: Any, item: str) -> Any:
    """Mutant: the factor 2 dropped in the first member, delta/2 in the second."""
    return eps / alpha * A * S * R if item == "first" else delta / 2


def lemma9_member(member: Any) -> Any:
    """L1631-L1636: the next member of the chain (passed as a quantity: both members are closed forms of the law)."""
    return member


def lemma9_member_mutant(member: Any) -> Any:
    """Mutant: the next member raised by a tenth of its size and 1e-6 (a '>=' that is too strong)."""
    return member + abs(member) / 10 + 1e-6
