"""Round 4, chenli hidden constants: the measurement helpers the uniform conversions added, against independent
computations (brute-force enumeration)."""

from __future__ import annotations

import itertools
import math

import pytest

from thmcheck.checks.papers.chenli.sec7_proxy import two_class_log_tail_fast


@pytest.mark.parametrize(("n1", "w1", "n2", "w2", "shift", "tau"), [
    (5, 0.3, 3, 0.7, 0.0, 0.5), (6, 1.0, 0, 1.0, 0.25, 2.1), (0, 1.0, 7, 0.4, -0.3, 0.95), (8, 0.5, 4, 0.5, 0.0, 1.7),
    (7, 0.2, 5, 1.3, 1.1, 3.3), (4, 1.0, 4, 1.0, 0.0, 9.0),
])
def test_two_class_log_tail_fast_matches_enumeration(n1: int, w1: float, n2: int, w2: float, shift: float,
                                                     tau: float) -> None:
    """log P[|shift + w1 S1 + w2 S2| > tau] over all 2^(n1 + n2) sign vectors."""
    hits = sum(abs(shift + w1 * sum(e[:n1]) + w2 * sum(e[n1:])) > tau
               for e in itertools.product((-1, 1), repeat=n1 + n2))
    got = two_class_log_tail_fast(n1, w1, n2, w2, shift, tau)
    if hits == 0:
        assert got == -math.inf
    else:
        assert got == pytest.approx(math.log(hits) - (n1 + n2) * math.log(2), rel=1e-12, abs=1e-12)


@pytest.mark.parametrize("d", [2, 3, 5, 8])
def test_lemma5_22_inv_sqrt_closed_form_matches_enumeration(d: int) -> None:
    """||u u^T||_op and xi(u u^T), u_i = i^{-1/2}: closed forms (H_d, S_d^2/d) against brute force over every pair
    of equal or disjoint subsets."""
    import numpy as np

    from thmcheck.checks.papers.chenli.sec5_5_6_spectral import l522_inv_sqrt

    u = 1 / np.sqrt(np.arange(1, d + 1))
    M = np.outer(u, u)
    best = 0.0
    for lab in itertools.product((0, 1, 2, 3), repeat=d):  # 0: neither, 1: S only, 2: T only, 3: S = T
        S = [i for i in range(d) if lab[i] in (1, 3)]
        T = [i for i in range(d) if lab[i] in (2, 3)]
        if not S or not T or (set(S) & set(T) and set(S) != set(T)):
            continue
        best = max(best, abs(M[np.ix_(S, T)].sum()) / math.sqrt(len(S) * len(T)))
    op, xi = l522_inv_sqrt(d)
    assert op == pytest.approx(np.linalg.norm(M, 2), rel=1e-12)
    assert xi == pytest.approx(best, rel=1e-12)
