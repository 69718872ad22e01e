"""thesis, Appendix B, round 20 (helper thesisB4): the corrected bound of (B.126) and its planted mutant
(checks/papers/thesis/r20_thesisB4.py)."""

from __future__ import annotations


def b126_corrected(cap: float, **_: object) -> float:
    """Corrected (B.126): |zeta'_p| <= beta_1^n(t) (the attention masses on the non-mu_1 patterns sum to beta_1): the
    ratio |zeta'_p| / (beta_1 |S_p| / (|S| - |S_1|)) is at most cap = (|S^{n,t}| - |S_1^{n,t}|) / |S_p^{n,t}| at the
    reported pair."""
    return cap


def b126_mut_half(ref: float, **_: object) -> float:
    """Planted: half the constant (a wrong shape)."""
    return 0.5 * ref
