"""thesis, Appendix C (round 11, helper thesisC): the printed sides of (C.237) L6421 and (C.238) L6425 (Lemma C.6.4,
the subspace step of the Tensor Initialization Method, Subroutine 1), and of (C.188) L6148 and (C.209) L6283 (the
net arguments of the proofs of Lemmas C.4.5 and C.5.1), encoded by ``thmcheck.checks.papers.thesis.r11_thesisC``.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (no torch).
"""

from __future__ import annotations

# ------------------------------------------------------------- (C.237) L6421 / (C.238) L6425: the subspace error


def eqC237_shape(ratio: float, eps: float, **_: object) -> float:
    """(C.237)'s printed shape ||Q2^ - Q2|| / delta_K(Q2) + eps (``ratio`` = the first term); the hidden constant of
    '<~' is the uniform check's."""
    return ratio + eps


def eqC238_shape(ratio: float, eps: float, wnorm: float, **_: object) -> float:
    """(C.238)'s printed shape (||Q2 - Q2^|| / delta_K(Q2) + eps) ||w_i*||."""
    return (ratio + eps) * wnorm


def eqC237_mut_sq(ratio: float, eps: float, **_: object) -> float:
    """Planted: the ratio squared (wrong power: a perturbation of size t moves the subspace by ~t, not t^2)."""
    return ratio**2 + eps


def eqC237_mut_eps(ratio: float, eps: float, **_: object) -> float:
    """Planted: the perturbation term dropped (eps only)."""
    return eps


def eqC238_mut_sq(ratio: float, eps: float, wnorm: float, **_: object) -> float:
    """Planted: (ratio^2 + eps) ||w_i*|| (wrong power)."""
    return (ratio**2 + eps) * wnorm


def eqC238_mut_w(ratio: float, eps: float, wnorm: float, **_: object) -> float:
    """Planted: the factor ||w_i*|| squared (wrong scaling in W*)."""
    return (ratio + eps) * wnorm**2


# ------------------------------------------------ (C.188) L6148 and (C.209) L6283: norms through a net's sup


def net_factor_two(sup: float, **_: object) -> float:
    """(C.188)/(C.209)'s right side 2 sup_{v in the net} |<v, A v>| (resp. |<g, v>|) (``sup``)."""
    return 2.0 * sup


def net_mut_one(sup: float, **_: object) -> float:
    """Planted: the factor 2 dropped (the sup over a net alone)."""
    return sup


def net_mut_43(sup: float, **_: object) -> float:
    """Planted: the factor 4/3 (the eps-net constant 1/(1 - eps) of a 1/4-net for vectors, for a quadratic form)."""
    return 4.0 / 3.0 * sup
