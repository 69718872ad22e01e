"""Round 27 (softlin, helper literalFS): bounds of ``checks/papers/softlin/r27_literalFS.py`` (the alpha bullets of
Claims C.3 and C.5)."""

from __future__ import annotations


def c5_alpha_printed(printed: float, with_a2t: float, no_exp: float, x_transposed: float) -> float:  # noqa: ARG001
    """Claim C.5's second bullet as printed: <(exp((A1)_{j0,*} Q K^T A2)^T)^T, 1_n> (A2, not A2^T; n = d)."""
    return printed


def c5_alpha_a2t(printed: float, with_a2t: float, no_exp: float, x_transposed: float) -> float:  # noqa: ARG001
    """The reading: <exp((A1)_{j0,*} Q K^T A2^T), 1_n>, the first bullet's form."""
    return with_a2t


def c5_alpha_no_exp(printed: float, with_a2t: float, no_exp: float, x_transposed: float) -> float:  # noqa: ARG001
    """Mutant of the reading: the linear alpha <(A1)_{j0,*} Q K^T A2^T, 1_n> (exp dropped)."""
    return no_exp


def c5_alpha_xt(printed: float, with_a2t: float, no_exp: float, x_transposed: float) -> float:  # noqa: ARG001
    """Mutant of the reading: Q K^T transposed, <exp((A1)_{j0,*} K Q^T A2^T), 1_n>."""
    return x_transposed


def c3_alpha_printed(printed: float, with_exp: float, x_transposed: float) -> float:  # noqa: ARG001
    """Claim C.3's second bullet: alpha_lin(A, x)_{j0} = <((A1)_{j0,*} Q K^T A2^T)^T, 1_n>."""
    return printed


def c3_alpha_exp(printed: float, with_exp: float, x_transposed: float) -> float:  # noqa: ARG001
    """Mutant: the softmax alpha <exp((A1)_{j0,*} Q K^T A2^T), 1_n>."""
    return with_exp


def c3_alpha_xt(printed: float, with_exp: float, x_transposed: float) -> float:  # noqa: ARG001
    """Mutant: Q K^T transposed."""
    return x_transposed
