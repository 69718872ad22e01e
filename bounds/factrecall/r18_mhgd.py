"""Round 18 (factrecall, helper mhgd): pure bound functions of checks/papers/factrecall/r18_mhgd.py."""

from __future__ import annotations


def lemma2_constant_shape() -> float:
    """Lemma 2 (L632-L642) with the constants of its '>~' unspecified: the smallest constant each instance needs,
    c*(inst), is bounded by one constant over all instances (the shape 1 of a uniform check)."""
    return 1.0


def subset_error(M: int) -> int:  # noqa: ARG001
    """Sec. 4's remark (L197): with H d d_h = Omega~(M) the M stored facts are recalled with 100 % accuracy: error 0."""
    return 0


def hermite_delta_ij(i: int, j: int, k: int) -> int:  # noqa: ARG001
    """App. F.1 L1735 as printed: <h_i, h_k>_{L2(mu)} = delta_ij."""
    return 1 if i == j else 0


def hermite_delta_ik(i: int, j: int, k: int) -> int:  # noqa: ARG001
    """The reading delta_ik (orthonormality of the normalized Hermite polynomials)."""
    return 1 if i == k else 0
