"""Second paths for thmcheck.checks.papers.thesis.r30_discT27 (round 30, helper discT27): plain Python, nothing
imported from bounds/ or models/.

(B.66) L4166-L4171, proof of Theorem 3.4.6 (seed 003), second case (n not in S_1^{n,t} cup S_2^{n,t}):
p_n(0) = sum_z |S_* cap N_z| / (sum_z (|S| - |S cap N_z|) + sum_z |N_z cap S_l|_e) '= Theta(1)'; Theorem 3.4.6 takes
every S^{n,t} inside N_{z_m}^n (L905), the N_z^n are the disjoint distance-z neighbourhoods (Table 3.1 L862).
"""

from __future__ import annotations

from fractions import Fraction


def _p0_case2(dist_of_sampled: list[int], relevant: list[bool], distances: list[int], e_term: int = 0) -> Fraction:
    """p_n(0) of (B.66)'s second case from an explicit list of sampled nodes: dist_of_sampled[k] is the distance of
    the k-th sampled node from n, relevant[k] whether it is class-relevant; e_term >= 0 the undefined '|.|_e' sum."""
    size = len(dist_of_sampled)
    num = sum(sum(1 for d, r in zip(dist_of_sampled, relevant, strict=True) if r and d == z) for z in distances)
    den = sum(size - sum(1 for d in dist_of_sampled if d == z) for z in distances) + e_term
    return Fraction(num, den)


def test_b66_case2_p0_falls_with_the_number_of_distances() -> None:
    # every sampled node at the core distance z_m = 1 and class-relevant; the distances Z = {1..Zc}
    for zc, expect in ((2, Fraction(1, 1)), (11, Fraction(1, 10)), (10**4 + 1, Fraction(1, 10**4))):
        p = _p0_case2([1] * 5, [True] * 5, list(range(1, zc + 1)))
        assert p == expect
        # any nonnegative value of the undefined term only lowers it
        assert _p0_case2([1] * 5, [True] * 5, list(range(1, zc + 1)), e_term=7) < p
    # |Z| = 2 (z_m = 1), one class-relevant node among 10^4 sampled: p_n(0) = 1e-4, no Theta(1) lower bound
    p = _p0_case2([1] * 10**4, [True] + [False] * (10**4 - 1), [1, 2])
    assert p == Fraction(1, 10**4)
    # the reading (|Z| <= 10, fraction >= 1/10) keeps it at least 1/90
    worst = min(_p0_case2([1] * s, [True] * a + [False] * (s - a), list(range(1, z + 1)))
                for z in range(2, 11) for s in (10, 100) for a in (s // 10, s))
    assert worst == Fraction(1, 90)
