"""Second paths (no claim code) for chenli's round-7 step claims (helper chenliR): the second moments of the
cube-slice product by enumerating the support (plain Python), against the closed form the claims use."""

from __future__ import annotations

import itertools


def _support(d1: int, d2: int, j2: int, d3: int, j3: int) -> list[tuple[int, ...]]:
    """Every x in {+-1}^{d1} x S_{d2}(sum j2) x S_{d3}(sum j3) (all equally likely under pi^s)."""
    cube = list(itertools.product((-1, 1), repeat=d1))
    s2 = [p for p in itertools.product((-1, 1), repeat=d2) if sum(p) == j2]
    s3 = [p for p in itertools.product((-1, 1), repeat=d3) if sum(p) == j3]
    return [a + b + c for a in cube for b in s2 for c in s3]


def test_slice_second_moments_by_enumeration() -> None:
    """E||A^T x||^2 by enumeration equals (13)/L728's expansion ||A||_F^2 + f2 (1^T G 1 - tr G)_[2] + f3 (...)_[3] +
    2 mu nu 1_[2]^T G 1_[3] (G = A A^T, f = (mu^2 d - 1)/(d - 1)) for a fixed integer A, d1 = 2, d2 = d3 = 4."""
    d1, d2, d3, j2, j3 = 2, 4, 4, 2, -2
    d = d1 + d2 + d3
    A = [[(3 * i + 5 * k) % 7 - 3 for k in range(2)] for i in range(d)]
    xs = _support(d1, d2, j2, d3, j3)
    lhs = sum(sum(sum(A[i][k] * x[i] for i in range(d)) ** 2 for k in range(2)) for x in xs) / len(xs)
    G = [[sum(A[i][k] * A[j][k] for k in range(2)) for j in range(d)] for i in range(d)]
    s2, s3 = range(d1, d1 + d2), range(d1 + d2, d)
    mu, nu = j2 / d2, j3 / d3
    f2, f3 = (mu * mu * d2 - 1) / (d2 - 1), (nu * nu * d3 - 1) / (d3 - 1)
    off2 = sum(G[i][j] for i in s2 for j in s2 if i != j)
    off3 = sum(G[i][j] for i in s3 for j in s3 if i != j)
    cross = sum(G[i][j] for i in s2 for j in s3)
    rhs = sum(G[i][i] for i in range(d)) + f2 * off2 + f3 * off3 + 2 * mu * nu * cross
    assert abs(lhs - rhs) < 1e-9


def test_eq19_worst_case_rank_one() -> None:
    """(19)'s first '>=' at its near-worst case: d1 = 1, d2 = d3 = 4, c = 1, mu = 1/2, nu = -1/2 (first bullet), A with
    every row of S_[2] and S_[3] equal to 1: E||A^T x||^2 = 8 - 8 = 0 by enumeration, ||A||_F^2 = ||A||_op^2 = 8, so
    E - ||A||_F^2 = -||A||_op^2 >= -3 c^2 ||A||_op^2."""
    xs = _support(1, 4, 2, 4, -2)
    lhs = sum(sum(x[1:]) ** 2 for x in xs) / len(xs)
    assert abs(lhs - 0.0) < 1e-12
    assert lhs >= 8 - 3 * 8


def test_l876_enumerated_coupling() -> None:
    """L876 via Definition 5.10 by enumeration: d_1 = 1, d_2 = d_3 = 4, x's S_[2] block (+1, +1, -1, -1) (mu = 0),
    mu' = 0 -> mu'' = 1/2 flips one -1 of y to +1 ((mu'' - mu')/2 d_2 = 1 coordinate), nu' = nu''. Every y of the
    slice and every admissible flip, equally likely: E[<w, y - y'>^2] with w = e_2 (a coordinate of S_[2]) is 4 x P[the
    flipped coordinate is 2] = 4 x 1/4 = 1, while the printed right side is (1/4) ||P_[2] w||^2 = 1/4."""
    d2 = 4
    total, count = 0.0, 0
    for y2 in itertools.product((-1, 1), repeat=d2):
        if sum(y2) != 0:
            continue
        for k in range(d2):
            if y2[k] != -1:
                continue
            yp = list(y2)
            yp[k] = 1  # y' has mean mu'' = 1/2 on S_[2]
            diff = [a - b for a, b in zip(y2, yp, strict=True)]  # y - y': entries 0 or -2
            total += diff[0] ** 2  # <w, y - y'>^2 with w = e_{first coordinate of S_[2]}
            count += 1
    lhs = total / count
    printed = (0.5 / 2) * 1.0
    assert abs(lhs - 1.0) < 1e-12
    assert lhs > printed and abs(lhs - 4 * printed) < 1e-12
