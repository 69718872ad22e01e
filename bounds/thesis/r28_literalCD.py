"""Bounds of ``thmcheck.checks.papers.thesis.r28_literalCD`` (round 28, helper literalCD): Lemma C.3.3 (C.86)-(C.87)
with every printed factor, and App. D.1's entrywise
rewrites of the sampled and effective aggregation matrices, (D.3), (D.4) L6632-L6638 (Section 5.3.2's A P^s, A P*)
and (D.19), (D.20) L6714-L6716 (Section D.1.1's P^s A P^s, P* A P*), as printed.

Every bound is one entry (n, j) of the printed row, from the quantities of the instance: A_nj (the normalised
adjacency entry, 0 when n, j are not connected), Nk = |N_k|, lk = l_k (sampled nodes of j's group k), pk = p*_k, and
for the two-sided rows Nu, lu, pu of n's group u; jsel, nsel are 1 when j (resp. n) is sampled in this iteration."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import log, sqrt


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


def c33_literal_shape(d: Any, K: Any, n: Any, Wnorm: Any, kappa: Any, tau: Any, D6: Any, **_: object) -> Any:
    """(C.87) L5672 as printed, every factor kept: kappa^6 K^3 tau^6 sqrt(D_6(Psi)) sqrt(d log n/n) ||W*|| (the
    hidden constant of '<~' is the uniform constant; log natural)."""
    return kappa ** 6 * K ** 3 * tau ** 6 * sqrt(D6) * sqrt(d * log(n) / n) * Wnorm


def c33_corrected(Wnorm: Any, **_: object) -> Any:
    """The correction of round 5 (thesis.ch4.lemmaC.3.3's): the printed Subroutine 1's error does not grow with n,
    ||W_0 - W* P*|| <~ ||W*||."""
    return Wnorm


def c33_mut_decaying(d: Any, n: Any, Wnorm: Any, **_: object) -> Any:
    """Planted (a wrong corrected bound): ||W*|| sqrt(d log n/n), an error that vanishes as n grows."""
    return Wnorm * sqrt(d * log(n) / n)


def c86_threshold(d: Any, K: Any, kappa: Any, tau: Any, D6: Any, **_: object) -> Any:
    """(C.86) L5668: the printed sample size kappa^8 K^4 tau^12 D_6(Psi) d log^2 d (no constant; log natural)."""
    return kappa ** 8 * K ** 4 * tau ** 12 * D6 * d * log(d) ** 2
