"""Bounds of ``thmcheck.checks.papers.thesis.r19_thesisD`` (round 19, helper thesisD)."""

from __future__ import annotations

from typing import Any

CAP = 1e300  # the printed C0 above this is capped (a smaller bound: a pass stands)


# ---------------------------------------------- Lemma D.2.4 with X~ = (X, 1): the printed C0 of (D.43)


def c0_shape(p1: Any, p2: Any, K: Any, Ceps: Any, Cpp: Any, **_: object) -> Any:
    """(D.43) C0 = O~(p1^2 p2 K^2 C C'') with C = C_eps(phi, ||A||_inf) sqrt(||A||_inf^2 + 1) (D.40), C'' = C_eps(Phi,
    C') sqrt(||A||_inf^2 + 1) (D.42), C' = 10 C sqrt(p2) (D.41) (hidden constant; C_eps of (5.2) enters through the
    instance's lower bound of it, the first series sum_i (C^* R)^i |c_i|). Where it exceeds 1e300 (C_eps(Phi, C') with
    C' >= 10 sqrt 2 overflows a float at most instances) it is capped at 1e300: a smaller bound, so a pass stands."""
    v = p1 * p1 * p2 * K * K * Ceps * Cpp
    return v if v < CAP else CAP


def c0_mut_width(p1: Any, p2: Any, K: Any, m1: Any, **_: object) -> Any:
    """Planted: p1^2 p2 K^2/m1 (a C0 that decays with the width, as if ||W^||_{2,inf} <= C0/m1^2)."""
    return p1 * p1 * p2 * K * K / m1


def c0_mut_inv(p1: Any, p2: Any, K: Any, Ceps: Any, Cpp: Any, **_: object) -> Any:
    """Planted: the reciprocal of the printed C0."""
    return 1.0 / c0_shape(p1, p2, K, Ceps, Cpp)



# ---------------------------------------------- (D.88) with (5.17)'s width m >= (C0/eps)^{1500} (normalised by m ||A||^2)


def d88n_shape(e: Any, **_: object) -> Any:
    """(D.88)'s right side over m2 ||A||_inf^2: (eps/C0)^{Theta(1)}, Theta(1) read as 1 (hidden constant)."""
    return e


def d88n_mut_pow(e: Any, **_: object) -> Any:
    """Planted: (eps/C0)^{1.5} (a larger exponent than the width pays for)."""
    return e**1.5


def d88n_mut_a(e: Any, ainf: Any, **_: object) -> Any:
    """Planted: (eps/C0)/||A||_inf (one power of ||A||_inf too many)."""
    return e / ainf


# ---------------------------------------------- L7500 (Lemma D.2.12): E[G^(b,b)] <= OPT + eps


def l7500_mut_below(opt: Any, K: Any, q1: Any, p1: Any, p2: Any, CsPhi: Any, Csphi: Any, ainf: Any,
                    **_: object) -> Any:
    """Planted: OPT + eps - 1 (below 0: a G^(b,b) that vanishes crosses it)."""
    from thmcheck.bounds.thesis.r18_thesisD2 import d24_loss_rhs

    return d24_loss_rhs(opt, K, q1, p1, p2, CsPhi, Csphi, ainf) - 1.0
