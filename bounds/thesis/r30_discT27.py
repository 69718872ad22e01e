"""Bounds of ``thmcheck.checks.papers.thesis.r30_discT27`` (round 30, helper discT27): Chapters 2, 3, 6, 7's old
covered rows re-read as a referee (issue #30, discovery).

(B.66) L4166-L4171, proof of Theorem 3.4.6 (App. B): its SECOND case (n not in S_1^{n,t} cup S_2^{n,t}),
p_n(0) = sum_z |S_*^{n,t} cap N_z^n| / (sum_z (|S^{n,t}| - |S^{n,t} cap N_z^n|) + sum_z |N_z^n cap S_l^{n,t}|_e),
'= Theta(1)'. The quantities: frac = A/|S^{n,t}| (A = sum_z |S_*^{n,t} cap N_z^n|), Z = |Z| (the number of
distances z)."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import sqrt


def eqB66_case2_shape(**_: Any) -> Any:
    """(B.66), second case: the printed order Theta(1) of p_n(0) (its '>~' half: the shape 1)."""
    return 1


def eqB66_case2_corrected(frac: Any, Z: Any, **_: Any) -> Any:
    """What the second case gives under Theorem 3.4.6's S^{n,t} subset N_{z_m}^n with the undefined |.|_e term at 0
    (its most favourable value): p_n(0) = (A/|S^{n,t}|)/(|Z| - 1), an order frac/(|Z| - 1), not Theta(1)."""
    return frac / (Z - 1)


def eqB66_case2_mut_sqrt_frac(frac: Any, Z: Any, **_: Any) -> Any:
    """Mutant of the correction: sqrt(frac)/(|Z| - 1) (a wrong rate along frac -> 0)."""
    return sqrt(frac) / (Z - 1)


def eqB66_case2_mut_sqrt_Z(frac: Any, Z: Any, **_: Any) -> Any:
    """Mutant of the correction: frac/sqrt(|Z| - 1) (a wrong rate along |Z| -> inf)."""
    return frac / sqrt(Z - 1)


def eq716_shape(eps: Any, xi: Any, **_: Any) -> Any:
    """(7.16) L2155 / (F.35) L9460: E_{x_query, f}[l(Psi; P, z)] <= O(eps), the printed shape eps (uniform)."""
    del xi
    return eps


def eq716_mut_xi(eps: Any, xi: Any, **_: Any) -> Any:
    """A wrong shape: eps sqrt(xi/0.1) (a spurious power of the initialisation scale xi)."""
    return eps * sqrt(xi / 0.1)


def eq716_mut_eps(eps: Any, xi: Any, **_: Any) -> Any:
    """A wrong shape: eps^3 (a wrong power of eps)."""
    del xi
    return eps**3
