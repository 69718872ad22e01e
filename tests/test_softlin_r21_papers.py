"""Second paths of round 21's softlin claims (checks/papers/softlin/r21_papers.py): Definition F.1's matrices built
here entry by entry (own loops, mpmath logs), not with the claims' model code."""

from __future__ import annotations

from fractions import Fraction

import mpmath
import pytest

from thmcheck.checks.papers.softlin.r21_papers import F11_PRINTED, F14_PRINTED


def _def_f1(n: int, d: int, j2: int, j3: int, a: float) -> tuple[list[list], list[list]]:
    """A1, A2 (= A3) of Definition F.1 (L1913-L1936) at 40 digits, entry by entry."""
    with mpmath.workdps(40):
        ln = mpmath.log(n)
        A1 = [[(mpmath.mpf(a) * ln if (c == 0 and r == j2) else (0 if c == 0 else ln)) for c in range(d)]
              for r in range(n)]
        A2 = [[(1 if (c == 0 and r == j3) else (1 if (c >= 1 and (c - 1) == r % (d - 1)) else 0)) for c in range(d)]
              for r in range(n)]
    return A1, A2


def _u_f_c(n: int, d: int, j2: int, j3: int, a: float) -> tuple[list[list], list[list], list[list]]:
    A1, A2 = _def_f1(n, d, j2, j3, a)
    with mpmath.workdps(40):
        U = [[mpmath.fsum(A1[i][k] * A2[j][k] for k in range(d)) for j in range(n)] for i in range(n)]  # QK^T = I
        F = [[x / mpmath.fsum(row) for x in row] for row in U]
        C = [[mpmath.fsum(F[i][r] * A2[r][c] for r in range(n)) for c in range(d)] for i in range(n)]  # V = I
    return U, F, C


@pytest.mark.parametrize(("d", "t", "j2", "j3", "a0"), [(3, 1, 0, 1, 0.05), (4, 3, 2, 7, 1e-3), (2, 5, 4, 0, 0.0999)])
def test_lemmaF11_row_j2_is_among_j0_ne_j3(d: int, t: int, j2: int, j3: int, a0: float) -> None:
    """Lemma F.11 as printed (D0 data, rows 'j0 != j3'): the row j0 = j2 != j3 has c(j2, 1) = (1+a0)/(n+a0) > 1/n
    (Part 3) and, for d >= 3, c(j2, i0) = (t+a0)/(n+a0) > t/n at the Type-II column holding j3 (Part 4)."""
    n = (d - 1) * t
    _, _, C = _u_f_c(n, d, j2, j3, a0)
    assert j2 != j3
    with mpmath.workdps(40):
        assert C[j2][0] > mpmath.mpf(1) / n  # Part 3 fails
        assert abs(C[j2][0] - (1 + mpmath.mpf(a0)) / (n + mpmath.mpf(a0))) < mpmath.mpf(10) ** -30
        col = 1 + j3 % (d - 1)
        if d >= 3:
            assert C[j2][col] > mpmath.mpf(t) / n  # Part 4 fails
        # Parts 1-2 (row j3) hold for every a1 > 1
        assert C[j3][0] <= mpmath.mpf(2) / n and max(C[j3][1:]) <= mpmath.mpf(2) * t / n
        # every other row is uniform: Parts 3-4 hold there
        k = next(r for r in range(n) if r not in (j2, j3)) if n > 2 else None
        if k is not None:
            assert abs(C[k][0] - mpmath.mpf(1) / n) < mpmath.mpf(10) ** -30


def test_lemmaF11_claim_reports_the_same_crossing() -> None:
    inst = {"part": "P3", "d": 3, "t": 1, "n": 2, "j2": 0, "j3": 1, "a0": 0.05, "a1": 2.0, "data": "D0"}
    m = F11_PRINTED.exact(inst)
    assert m.lhs == (1 + Fraction(0.05)) / (2 + Fraction(0.05))
    assert m.lhs > F11_PRINTED.bound(**m.quantities)
    assert F11_PRINTED.corrected(**m.quantities) >= m.lhs


def test_lemmaF14_printed_parts_fail_on_D1_data() -> None:
    """Lemma F.14 as printed (D1 data, rows j3, values with a0): Part 1 u(j3,j3)/log n = 1 (j2 != j3) or 1 + a1
    (j2 = j3), never 1 + a0; Part 5 (rows j0 != j3 uniform) fails at j0 = j2 != j3; Part 3 fails at j2 = j3."""
    n, d, a1, a0 = 2, 3, 2.0, 0.05
    U, F, _ = _u_f_c(n, d, 0, 1, a1)  # j2 = 0 != j3 = 1
    with mpmath.workdps(40):
        ln = mpmath.log(n)
        assert abs(U[1][1] / ln - (1 + mpmath.mpf(a0))) > mpmath.mpf(0.04)  # Part 1
        assert abs(F[0][1] - mpmath.mpf(1) / n) > mpmath.mpf(0.2)  # Part 5 at j0 = j2
        U2, F2, _ = _u_f_c(n, d, 1, 1, a1)  # j2 = j3 = 1
        assert abs(U2[1][1] / ln - (1 + mpmath.mpf(a0))) > 1  # Part 1
        assert F2[1][1] > (1 + mpmath.mpf(a0)) / n  # Part 3
    m = F14_PRINTED.exact({"part": "P5", "d": 3, "t": 1, "n": 2, "j2": 0, "j3": 1, "a0": a0, "a1": a1, "data": "D1"})
    assert m.lhs == Fraction(3, 4) - Fraction(1, 2)


def test_lemmaD14_with_printed_identity_qk() -> None:
    """Lemma D.14 with its printed QK^T = I_d (L1364): u_lin = A A^T on Definition D.1's D0 rows, built entry by
    entry at 40 digits; Part 1a's (1+a0)^2 log n is never met (the proof's value is that of QK^T = 1_{dxd})."""
    from thmcheck.checks.papers.softlin.r21_papers import D14_PRINTED

    d, t, j3, a0, b = 4, 3, 1, 0.05, 0.9
    n, c = (d - 2) * t, 1 - b
    with mpmath.workdps(40):
        s = mpmath.sqrt(mpmath.log(n))
        A = [[(mpmath.mpf(a0) * s if r == j3 else 0), *[(mpmath.mpf(b) * s if (r % (d - 2)) == k else 0)
                                                        for k in range(d - 2)], mpmath.mpf(c) * s] for r in range(n)]
        U = [[mpmath.fsum(A[i][k] * A[j][k] for k in range(d)) for j in range(n)] for i in range(n)]
        L = mpmath.log(n)
        assert abs(U[j3][j3] / L - (1 + mpmath.mpf(a0)) ** 2) > mpmath.mpf(0.1)  # Part 1a
        k = next(r for r in range(n) if r != j3 and r % (d - 2) == j3 % (d - 2))
        row = [x / mpmath.fsum(U[k]) for x in U[k]]
        assert max(row) > mpmath.mpf(1) / n  # Part 4b
        ones = [[mpmath.fsum(A[i]) * mpmath.fsum(A[j]) for j in range(n)] for i in range(n)]  # QK^T = 1_{dxd}
        assert abs(ones[j3][j3] / L - (1 + mpmath.mpf(a0)) ** 2) < mpmath.mpf(10) ** -30  # the proof's value
    m = D14_PRINTED.exact({"part": "P1a", "d": 3, "t": 2, "n": 2, "j3": 0, "a0": 0.05, "b": 0.5})
    assert m.lhs > D14_PRINTED.bound(**m.quantities)


def test_lemmaE2_printed_hypotheses_part4() -> None:
    """Lemma E.2 with its printed hypotheses (D1 of Definition D.1: b + c = 1, a1 >= 0.7; QK^T = 1_{dxd}; V = I_d):
    the scores are exp((sum of row j0)(sum of row j1)), row sums (a1 [j0 = j3] + b + c) sqrt(log n), built here
    entry by entry; c(j0, 1) = f(j0, j3) a1 sqrt(log n) for j0 != j3 exceeds Part 4's n^{b^2-1} a1 sqrt(log n)."""
    from thmcheck.checks.papers.softlin.r21_papers import E2_PRINTED

    n, d, t, a1, b = 200, 12, 20, 1.2, 0.2
    c = 1 - b
    j3, k = 0, 5
    with mpmath.workdps(40):
        s = mpmath.sqrt(mpmath.log(n))
        rows = [[(mpmath.mpf(a1) * s if r == j3 else 0), *[(mpmath.mpf(b) * s if r % (d - 2) == i else 0)
                                                          for i in range(d - 2)], mpmath.mpf(c) * s] for r in range(n)]
        sums = [mpmath.fsum(r) for r in rows]
        u = [mpmath.exp(sums[k] * sums[j]) for j in range(n)]  # row k of exp(A 1_{dxd} A^T)
        f = [x / mpmath.fsum(u) for x in u]
        c_k1 = mpmath.fsum(f[j] * rows[j][0] for j in range(n))  # (A3 V)_{:,1} = A's first column
        bound = mpmath.mpf(n) ** (mpmath.mpf(b) ** 2 - 1) * mpmath.mpf(a1) * s
        assert c_k1 > 100 * bound
        assert abs(f[j3] - mpmath.mpf(n) ** mpmath.mpf(a1) / (mpmath.mpf(n) ** mpmath.mpf(a1) + n - 1)) < 1e-12  # b + c = 1 to float rounding
    assert abs(E2_PRINTED.bound(part="P4<=", n=n, t=t, a=a1, b=b, c=c) - float(bound)) < 1e-12  # the printed bound


@pytest.mark.parametrize(("d", "t", "j2", "j3", "a1"), [(3, 1, 0, 1, 2.0), (5, 2, 3, 3, 1.0 + 1e-6), (2, 7, 6, 1, 9.0)])
def test_lemmaF2_part4a_printed_row_j2(d: int, t: int, j2: int, j3: int, a1: float) -> None:
    """Lemma F.2 Part 4a as printed ('For j0 = j2, f_exp(A,x)_{j0,j1} = 1/n'): the row j2 of softmax(A1 A2^T)
    (Definition F.1's D1, QK^T = I_d), built entry by entry at 40 digits, is never uniform."""
    n = (d - 1) * t
    A1, A2 = _def_f1(n, d, j2, j3, a1)
    with mpmath.workdps(40):
        e = [mpmath.exp(mpmath.fsum(A1[j2][k] * A2[j][k] for k in range(d))) for j in range(n)]
        f = [x / mpmath.fsum(e) for x in e]
        assert abs(f[j3] - mpmath.mpf(1) / n) > mpmath.mpf(1) / 10
        assert f[j3] >= mpmath.mpf(1) / 2  # the lemma's own Part 3a


def test_lemmaE3_printed_a1_below_one() -> None:
    """Lemma E.3 Part 1 with its printed hypotheses (Definition D.1's D1: a1 = 0.7, b + c = 1; Section E's QK^T = I_d):
    row j3 of softmax(A A^T) A built row by row at 40 digits; a Hoeffding bound on the d - 3 small Type-II columns
    shows Pr[<c_exp(j3), sigma> >= (c + 0.1) sqrt(log n)] <= 1e-50 < 1/10 (no enumeration)."""
    from thmcheck.checks.papers.softlin.r21_papers import E3_PRINTED

    n, t, a1, b = 1998, 1, 0.7, 0.1
    d, j3 = n + 2, 0
    with mpmath.workdps(40):
        a1m, bm = mpmath.mpf(a1), mpmath.mpf(b)
        cm, s = 1 - bm, mpmath.sqrt(mpmath.log(n))

        def row(r: int) -> dict:  # the nonzero entries of A's row r
            out = {1 + r % (d - 2): bm * s, d - 1: cm * s}
            if r == j3:
                out[0] = a1m * s
            return out

        R = [row(r) for r in range(n)]
        z = [mpmath.fsum(v * R[j3][k] for k, v in R[r].items() if k in R[j3]) for r in range(n)]  # (A A^T)_{j3, r}
        e = [mpmath.exp(x) for x in z]
        Z = mpmath.fsum(e)
        c = [mpmath.mpf(0)] * d
        for r in range(n):
            for k, v in R[r].items():
                c[k] += e[r] / Z * v
        thr = (cm + mpmath.mpf("0.1")) * s
        g = 1 + j3 % (d - 2)
        small = [c[i] for i in range(1, d - 1) if i != g]
        margin = thr - (abs(c[0]) + abs(c[g]) + abs(c[d - 1]))  # the rest must supply at least this
        assert margin > 0
        hoeffding = mpmath.exp(-margin**2 / (2 * mpmath.fsum(x * x for x in small)))
        assert hoeffding < mpmath.mpf(10) ** -50
        assert e[j3] / Z < mpmath.mpf("0.03")  # f(j3, j3) -> 0: a1^2 + b^2 < 1
    m = E3_PRINTED.measure({"n": n, "d": d, "t": t, "a1": a1, "b": b, "j3": j3, "family": "t1"}, None)
    assert -m.lhs < 0.1


@pytest.mark.parametrize(("d", "t", "j2", "j3", "a0"), [(3, 1, 0, 1, 0.05), (4, 3, 2, 7, 1e-3), (6, 2, 9, 0, 0.0999)])
def test_lemmaF7_row_j2_is_among_j0_ne_j3(d: int, t: int, j2: int, j3: int, a0: float) -> None:
    """Lemma F.7 as printed (D0, exp, rows 'j0 != j3'): the row j0 = j2 != j3 of softmax(A1 A2^T) A3, built entry by
    entry at 40 digits, has c(j2, 1) > 1/n (Part 4) and c(j2, i0) > t/n at the column holding j3 (Part 5)."""
    n = (d - 1) * t
    A1, A2 = _def_f1(n, d, j2, j3, a0)
    with mpmath.workdps(40):
        e = [mpmath.exp(mpmath.fsum(A1[j2][k] * A2[j][k] for k in range(d))) for j in range(n)]
        f = [x / mpmath.fsum(e) for x in e]
        c = [mpmath.fsum(f[r] * A2[r][col] for r in range(n)) for col in range(d)]
        assert c[0] > mpmath.mpf(1) / n
        assert c[1 + j3 % (d - 1)] > mpmath.mpf(t) / n
        assert c[0] <= mpmath.mpf(n) ** (mpmath.mpf(a0) - 1)  # the correction (Part 1's bound) holds


def test_lemmaF6_part4a_printed_row_j2() -> None:
    """Lemma F.6 Part 4a as printed: the row j2 of softmax(A1 A2^T) is not uniform, with D0 (a0) or D1 (a1) data."""
    for a in (0.05, 2.0):
        n, d, j2, j3 = 2, 3, 0, 1
        A1, A2 = _def_f1(n, d, j2, j3, a)
        with mpmath.workdps(40):
            e = [mpmath.exp(mpmath.fsum(A1[j2][k] * A2[j][k] for k in range(d))) for j in range(n)]
            f3 = e[j3] / mpmath.fsum(e)
            assert abs(f3 - mpmath.mpf(1) / n) > mpmath.mpf("0.008")
