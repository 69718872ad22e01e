"""Second paths (no claim code) for chenli's round-7 step claims (helper chenliR): the second moments of the
cube-slice product by enumerating the support (plain Python), against the closed form the claims use."""

from __future__ import annotations

import itertools
import math


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


def test_l876_second_link_orthogonal() -> None:
    """L876's second '<=' at d_1 = 24, d_2 = d_3 = 4 (d = 32), c = 1, mu' = mu'' = 0, nu' = -1, nu'' = 1: the second
    bullet holds with nu = 1 and r_Theta = d (d_3 = 4 <= min(32/8, sqrt(32 * 32)/8)); Theta = Q, the Householder
    reflection swapping x/sqrt(d) and u = (e_{29} - e_{30})/sqrt 2 (a zero-sum unit vector on S_[3]); Q is orthogonal
    (stable rank d) and Theta^T x = sqrt(d) u. The middle of L876 is |nu''-nu'|/2 ||P_[3] w||^2 + 1 * |<w,1_[3]>^2 -
    ||P_[3] w||^2| = 2 ||w||^2 = 64 = 2 ||Theta||_F^2; the right side is (1/2) * 32 = 16."""
    import math

    d1, d2, d3 = 24, 4, 4
    d = d1 + d2 + d3
    x = [(-1.0) ** i for i in range(d)]  # each slice block has sum 0 (mu = nu = 0)
    t = [v / math.sqrt(d) for v in x]
    u = [0.0] * d
    u[d1 + d2], u[d1 + d2 + 1] = 1 / math.sqrt(2), -1 / math.sqrt(2)
    h = [a - b for a, b in zip(u, t, strict=True)]
    hh = sum(v * v for v in h)
    Q = [[(1.0 if i == j else 0.0) - 2 * h[i] * h[j] / hh for j in range(d)] for i in range(d)]
    # orthogonality (so ||Theta||_F^2 = d and ||Theta||_op = 1: r_Theta = d)
    for i in range(d):
        for j in range(d):
            dot = sum(Q[k][i] * Q[k][j] for k in range(d))
            assert abs(dot - (1.0 if i == j else 0.0)) < 1e-12
    w = [sum(Q[k][j] * x[k] for k in range(d)) for j in range(d)]
    TF = float(d)
    assert abs(sum(v * v for v in w) - TF) < 1e-9  # the event ||w||^2 <= 2 ||Theta||_F^2
    w3 = w[d1 + d2:]
    a2, a3 = sum(w[d1:d1 + d2]), sum(w3)
    assert abs(a2) < 1e-9 and abs(a3) < 1e-9
    p3 = abs(1 - (-1)) / 2
    P3w = sum(v * v for v in w3)
    middle = p3 * P3w + p3 * p3 * abs(a3 * a3 - P3w)
    c = 1.0
    right = c / math.sqrt(d2) * TF + c * c / d2 * a2 * a2 + a3 * a3 + 2 * c / math.sqrt(d3) * math.sqrt(TF) * abs(a3)
    assert abs(middle - 64.0) < 1e-8 and abs(right - 16.0) < 1e-8
    assert d3 <= min(d / 8, math.sqrt(d * d) / 8)


def test_l892_signed_cross_term() -> None:
    """L892 by enumeration: d_1 = 1, d_2 = d_3 = 2. (i) mu = 1, nu = -1 (x_[2] = (1, 1), x_[3] = (-1, -1)), A = Theta_[2,3]
    one column with rows (0; 1, 1; -1, -1): E (x^T A)^2 = 16 > ||A||_F^2 + (1_[2]^T A)^2 + (1_[3]^T A)^2 + 2 (1_[2]^T A)
    (1_[3]^T A) = 4 + 4 + 4 - 8 = 4. (ii) mu = nu = 0, rows (0; 1, -1; 0, 0): E = 4 > 2 + 0 + 0 + 0."""
    col = [0, 1, 1, -1, -1]
    xs = _support(1, 2, 2, 2, -2)
    lhs = sum(sum(a * b for a, b in zip(col, x, strict=True)) ** 2 for x in xs) / len(xs)
    s2, s3 = col[1] + col[2], col[3] + col[4]
    rhs = sum(a * a for a in col) + s2 * s2 + s3 * s3 + 2 * s2 * s3
    assert lhs == 16 and rhs == 4
    col = [0, 1, -1, 0, 0]
    xs = _support(1, 2, 0, 2, 0)
    lhs = sum(sum(a * b for a, b in zip(col, x, strict=True)) ** 2 for x in xs) / len(xs)
    rhs = sum(a * a for a in col) + 0 + 0 + 0
    assert lhs == 4 and rhs == 2


def test_l986_slice_mean() -> None:
    """L986 at d_2 = 4, mu = mu' = 1/2 (U_[2] empty; T_[2] has (1 + mu) d_2/2 = 3 entries, the rest -1): every arrangement
    of (+1, +1, +1, -1) has sum 2, so E[<1, 1_T - 1'>^2] = 4 by enumeration; the printed mean (mu - mu')/(2 + mu - mu') = 0
    gives ||w||^2 + ((0 - 1)/3) (16 - 4) = 0."""
    arrangements = {p for p in itertools.permutations((1, 1, 1, -1))}
    lhs = sum(sum(p) ** 2 for p in arrangements) / len(arrangements)
    m_printed, n = 0.0, 4
    printed = 4 + (m_printed**2 * n - 1) / (n - 1) * (16 - 4)
    assert lhs == 4 and abs(printed) < 1e-12
    m_true = (0.5 + 0.5) / (2 + 0.5 - 0.5)
    assert abs(4 + (m_true**2 * n - 1) / (n - 1) * (16 - 4) - lhs) < 1e-12


def test_l2929_antipodal_heads() -> None:
    """L2929 by hand (no model code): k = 2, X = (x; -x), theta_i = 0, theta^_i = eps x x^T/d, W_i = x e_1^T/sqrt(d)
    for m heads. Row 1's scores under theta^_i are (eps d, -eps d), so each head adds (p1 - p2) (x . x)/sqrt(d) =
    sqrt(d) tanh(eps d) and y = 0: |<x, w*> - y| = m sqrt(d) tanh(eps d) > eps d^{3/2} k ||w*|| (||w*|| = sqrt(m)) for
    m = 12, while the head-by-head sum eps d^{3/2} k m holds."""
    m, d, k, eps = 12, 8, 2, 1e-3
    x = [1.0 if (3 * j) % 5 < 3 else -1.0 for j in range(d)]
    rows = [x, [-t for t in x]]
    total = 0.0
    for _ in range(m):
        w = [t / math.sqrt(d) for t in x]
        scores = [eps * sum(rows[0][a] * x[a] for a in range(d)) * sum(x[b] * rows[l][b] for b in range(d)) / d
                  for l in range(k)]
        z = [math.exp(s - max(scores)) for s in scores]
        p = [t / sum(z) for t in z]
        total += sum(p[l] * sum(rows[l][j] * w[j] for j in range(d)) for l in range(k))  # true patterns give 0
    assert abs(total - m * math.sqrt(d) * math.tanh(eps * d)) < 1e-12
    printed = eps * d**1.5 * k * math.sqrt(m)
    assert total > 1.7 * printed
    assert total <= eps * d**1.5 * k * m


def test_l2395_sparse_column() -> None:
    """L2395 by hand: a column with one nonzero entry a (v = 1 at d = 1; mu = 0) gives |(X_1 Theta~)_j| = a for every
    sign, so Pr[|.| > t a] = 1 > exp(-t^2/2) at t = 0.99; two equal entries a/sqrt(2) (sum in {0, +-sqrt(2) a}): Pr = 1/2
    > exp(-t^2/2) at t = 1.3; the two-sided 2 exp(-t^2/2) holds in both, and for a flat column at d = 10 by enumeration."""
    t = 0.99
    assert 1.0 > math.exp(-t * t / 2)
    pairs = [abs(a + b) / math.sqrt(2) for a in (-1, 1) for b in (-1, 1)]
    p2 = sum(1 for s in pairs if s > 1.3) / 4
    assert p2 == 0.5 and p2 > math.exp(-1.3**2 / 2) and p2 <= 2 * math.exp(-1.3**2 / 2)
    d = 10
    for t in (0.5, 1.0, 1.5, 2.0, 2.5):
        sums = [abs(sum(x)) / math.sqrt(d) for x in itertools.product((-1, 1), repeat=d)]
        p = sum(1 for s in sums if s > t) / len(sums)
        assert p <= 2 * math.exp(-t * t / 2)


def test_l1426_identity_theta() -> None:
    """L1426's last '<~' by hand: m = k = 1, lambda = 1, W_1 = I_r (||W_1||_F^2 = r ||W_1||_op^2: r_W = r), M_1 = I_r,
    Theta = M_1 M_1^T = I_r: ||Theta||_F = sqrt(r) (sum of squared entries, entry by entry), (m/r_W) ||M_1||_F^2 = 1:
    the ratio sqrt(r) grows without bound; sqrt(m/r_W) ||M_1||_F^2 = sqrt(r) matches it."""
    for r in (4, 16, 64):
        theta = [[sum((1.0 if a == c else 0.0) * (1.0 if b == c else 0.0) for c in range(r)) for b in range(r)]
                 for a in range(r)]
        frob = math.sqrt(sum(x * x for row in theta for x in row))
        m_frob_sq = float(r)
        assert abs(frob - math.sqrt(r)) < 1e-12
        assert abs(frob / (1 / r * m_frob_sq) - math.sqrt(r)) < 1e-12
        assert abs(frob - math.sqrt(1 / r) * m_frob_sq) < 1e-12


def test_l1521_one_head() -> None:
    """L1521's second link by hand: m = 1, ||W_1||_F = 1, ||delta_1|| = eps (L1515's bound attained): 1.1 eps > eps/4;
    with the statement's radius eps sqrt(lambda')/(5 sqrt m) (lambda' = 1) it is 1.1 eps/5 = 0.22 eps <= eps/4."""
    for eps in (1e-3, 0.1, 1.0):
        assert 1.1 * math.sqrt(eps**2 * 1.0**2) > eps / 4
        assert 1.1 * eps / 5 <= eps / 4


def test_l2780_one_matrix() -> None:
    """L2780 by hand in R^3: span(Theta) = span(e_1), Theta_1 = e_1 (= M), M^(1) = cos t e_1 + sin t e_2 (nu_1 = sin t):
    M^par = cos t M^(1), whose distance to span(e_1) is cos t sin t < ||Theta_1||_F nu_1 = sin t (strict for t > 0)."""
    t = 0.3
    mpar = [math.cos(t) * math.cos(t), math.cos(t) * math.sin(t), 0.0]
    dist = math.hypot(mpar[1], mpar[2])
    assert abs(dist - math.cos(t) * math.sin(t)) < 1e-15
    assert dist < math.sin(t) - 1e-3


def test_l3482_point_mass() -> None:
    """L3482 by hand: d = 1, A = {+1}, x = -1. d_Gamma(x, A) = max_{alpha = +-1} alpha 1[x != +1] = 1; over all measures
    on Omega = {+-1} the point mass at x gives sum_i P[x_i != x'_i]^2 = 0 < 1; over measures on A it is 1 = d_Gamma^2."""
    x, A, omega = -1, [1], [-1, 1]
    dg = max(min(a * (1.0 if x != y else 0.0) for y in A) for a in (-1.0, 1.0))
    over_omega = min((1.0 if x != y else 0.0) ** 2 for y in omega)
    over_a = min((1.0 if x != y else 0.0) ** 2 for y in A)
    assert dg == 1.0 and over_omega == 0.0 < dg**2 and over_a == dg**2
