"""Bounds of round 29's chenli discovery claims at L2000-L3865 (helper discChB), pure Python."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds import num


def eq154_log_rhs(beta: Any, rho: Any, eg2: Any, **_: Any) -> Any:
    """(154), in logs: beta/(1 - 8 rho beta) E_pi[c''^2 d_T(., A)^2]."""
    return beta / (1 - 8 * rho * beta) * eg2


def eq154_mut_no_denominator(beta: Any, eg2: Any, **_: Any) -> Any:
    """Planted: beta E[g^2] (the 1/(1 - 8 rho beta) dropped; Jensen makes the left side at least this)."""
    return beta * eg2


def eq104_one(**_: Any) -> float:
    """(104)'s latter condition normalised: min_{i, a != 2, 3} X_1 Theta_i (X_2 - X_a)^T/(beta ||Theta_1||_F) >= 1."""
    return 1.0


def eq104_mut_two(**_: Any) -> float:
    """Planted: the margin 2 beta ||Theta_1||_F."""
    return 2.0


def lemmaA4_zero(**_: Any) -> float:
    """Lemma A.4 (L3391): U_{d,mu} is stationary for P_slice: ||U P - U||_1 = 0."""
    return 0.0


def thmB1_large_rhs(rhs: Any, **_: Any) -> Any:
    """L3636's right side (1/delta)^m sup_{gamma <= ||lambda|| <= sqrt(m)/delta} |phi_S(lambda)| (computed)."""
    return rhs


def thmB1_large_mut_half(rhs: Any, **_: Any) -> Any:
    """Planted: (1/(2 delta))^m at m = 2 (a quarter of the printed right side)."""
    return rhs / 4


def l117_norm_printed(d: Any, M: Any, **_: Any) -> Any:
    """Lemma 11.7's proof (L3177): the attention matrices +-e_1 (+-tau_i, nu)^T have norm Theta(sqrt(d) log(dM))
    (the upper side, hidden constant)."""
    return num.sqrt(d) * num.log(d * M)


def l117_norm_corrected(d: Any, M: Any, **_: Any) -> Any:
    """The scale of tau_{m} = rho (dM + 1), rho = Theta(log dM): d M log(dM)."""
    return d * M * num.log(d * M)


def l117_norm_mut(d: Any, M: Any, **_: Any) -> Any:
    """Planted: sqrt(d) M log(dM) (the corrected shape without a factor sqrt(d))."""
    return num.sqrt(d) * M * num.log(d * M)
