"""Bounds of ``thmcheck.checks.papers.thesis.r28_literalCD`` (round 28, helper literalCD): App. D.1's entrywise
rewrites of the sampled and effective aggregation matrices, (D.3), (D.4) L6632-L6638 (Section 5.3.2's A P^s, A P*)
and (D.19), (D.20) L6714-L6716 (Section D.1.1's P^s A P^s, P* A P*), as printed.

Every bound is one entry (n, j) of the printed row, from the quantities of the instance: A_nj (the normalised
adjacency entry, 0 when n, j are not connected), Nk = |N_k|, lk = l_k (sampled nodes of j's group k), pk = p*_k, and
for the two-sided rows Nu, lu, pu of n's group u; jsel, nsel are 1 when j (resp. n) is sampled in this iteration."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import sqrt


def eqD19_printed(Anj: Any, Nk: Any, lk: Any, pk: Any, Nu: Any, lu: Any, pu: Any, jsel: Any, nsel: Any = 1,
                  **_: object) -> Any:
    """(D.19) L6714 as printed: a~^t_{n,j} = sqrt(|N_k||N_u|/(l_k l_u)) p*_k p*_u A_nj if n, j are connected, j is
    selected and n in N_u, j in N_k; 0 else (n's own selection is not a condition)."""
    return sqrt(Nk * Nu / (lk * lu)) * pk * pu * Anj * jsel


def eqD19_reading(Anj: Any, Nk: Any, lk: Any, pk: Any, Nu: Any, lu: Any, pu: Any, jsel: Any, nsel: Any = 1,
                  **_: object) -> Any:
    """(D.19) read as the entry of P^s A P^s (Section D.1.1, L6686: P^s_ii = sqrt(p*_l N_l/S_l) for a sampled node,
    0 for an unsampled one): sqrt(|N_k||N_u|/(l_k l_u)) sqrt(p*_k p*_u) A_nj if n and j are both selected."""
    return sqrt(Nk * Nu / (lk * lu)) * sqrt(pk * pu) * Anj * jsel * nsel


def eqD19_sqrt_only(Anj: Any, Nk: Any, lk: Any, pk: Any, Nu: Any, lu: Any, pu: Any, jsel: Any, nsel: Any = 1,
                    **_: object) -> Any:
    """(D.19) with only the evident typo read: sqrt(p*_k p*_u) for p*_k p*_u, the case list ('j is selected') as
    printed."""
    return sqrt(Nk * Nu / (lk * lu)) * sqrt(pk * pu) * Anj * jsel


def eqD19_mut_one_sided(Anj: Any, Nk: Any, lk: Any, pk: Any, Nu: Any, lu: Any, pu: Any, jsel: Any, nsel: Any = 1,
                        **_: object) -> Any:
    """Planted (against the reading): the one-sided scaling of (D.3), |N_k|/l_k p*_k A_nj, carried over."""
    return Nk / lk * pk * Anj * jsel * nsel


def eqD19_mut_no_nsel(Anj: Any, Nk: Any, lk: Any, pk: Any, Nu: Any, lu: Any, pu: Any, jsel: Any, nsel: Any = 1,
                      **_: object) -> Any:
    """Planted (against the reading): the square roots right, n's selection dropped (a row of an unsampled n kept)."""
    return sqrt(Nk * Nu / (lk * lu)) * sqrt(pk * pu) * Anj * jsel


def rows_printed(which: Any, Anj: Any, Nk: Any, lk: Any, pk: Any, Nu: Any, lu: Any, pu: Any, jsel: Any,
                 **_: object) -> Any:
    """The printed entry of (D.3) (which = 0): |N_k|/l_k p*_k A_nj if j is selected (Section 5.3.2's A^s = A P^s);
    (D.4) (which = 1): p*_k A_nj ((5.6) A* = A P*); (D.20) (which = 2): sqrt(p*_k p*_u) A_nj ((D.14) A* = P* A P*)."""
    if which == 0:
        return Nk / lk * pk * Anj * jsel
    if which == 1:
        return pk * Anj
    return sqrt(pk * pu) * Anj


def rows_mut_no_scaling(which: Any, Anj: Any, Nk: Any, lk: Any, pk: Any, Nu: Any, lu: Any, pu: Any, jsel: Any,
                        **_: object) -> Any:
    """Planted: the compensation N_k/l_k dropped from (D.3) and the square root from (D.20)."""
    if which == 0:
        return pk * Anj * jsel
    if which == 1:
        return pk * Anj
    return pk * pu * Anj


def rows_mut_sqrt(which: Any, Anj: Any, Nk: Any, lk: Any, pk: Any, Nu: Any, lu: Any, pu: Any, jsel: Any,
                  **_: object) -> Any:
    """Planted: square roots on every scaling (the symmetric method's form put into (D.3), (D.4))."""
    if which == 0:
        return sqrt(Nk / lk * pk) * Anj * jsel
    if which == 1:
        return sqrt(pk) * Anj
    return sqrt(pk * pu) * Anj
