"""Second paths for thmcheck.checks.papers.thesis.r29_discD (round 29, helper discD): plain Python, nothing imported
from bounds/ or models/.

(D.21) L6720, proof of Lemma D.1.3 (seed 003): for n in N_u, '... <~ sqrt(p*_u p*_i) Psi(n, i) <= sqrt(p*_i) Psi(n, i)
<= O(1/L)', Psi(n, i) = sqrt(d_n/d_i) d_i |N_i| / sum_l d_l |N_l| (D.7); the hypotheses on p*_l are p*_l >= 0
(L6686), (D.16) p*_l <= c2/(L^2 psi_l^2) and (D.22) sqrt(p*_l) <= c2/(L Psi(L, l)), psi_l = sqrt(d_L d_l) |N_l| /
sum_i d_i |N_i| (5.9).
"""

from __future__ import annotations

import math


def _clique_union_degrees(groups: list[tuple[int, int]]) -> tuple[list[int], list[int]]:
    """groups = [(clique size, number of cliques)]: build the edge list of the disjoint cliques with self-loops and
    count each node's degree (self-connection included)."""
    edges = []
    node = 0
    members = []
    for size, count in groups:
        ids = []
        for _ in range(count):
            block = list(range(node, node + size))
            node += size
            ids += block
            edges += [(a, b) for a in block for b in block]      # every pair, a == b the self-connection
        members.append(ids)
    deg = [0] * node
    for a, _ in edges:
        deg[a] += 1
    degrees = []
    for ids in members:
        ds = {deg[v] for v in ids}
        assert len(ds) == 1
        degrees.append(ds.pop())
    return degrees, [len(ids) for ids in members]


def test_d21_pu_link() -> None:
    d, N = _clique_union_degrees([(2, 1), (10, 10)])
    assert d == [2, 10] and N == [2, 100]
    L, c2 = 2, 1.0
    total = sum(a * b for a, b in zip(d, N))
    assert total == 1004
    psi = [math.sqrt(d[-1] * d[l]) * N[l] / total for l in range(L)]
    cap16 = [c2 / (L ** 2 * psi[l] ** 2) for l in range(L)]
    cap22 = [(c2 / (L * psi[l])) ** 2 for l in range(L)]
    p = [100.0, 0.25]
    for l in range(L):                           # every printed hypothesis on p*
        assert 0 <= p[l] <= cap16[l] and p[l] <= cap22[l]
    assert cap16[0] > 3000 and 0.25 < cap16[1] < 0.26
    u, i = 0, 1                                  # n in group 1 (d_n = 2), the sum over group 2
    Psi = math.sqrt(d[u] / d[i]) * d[i] * N[i] / total
    assert math.isclose(Psi, 0.44543186802784657, rel_tol=1e-12)
    left = math.sqrt(p[u] * p[i]) * Psi
    right = math.sqrt(p[i]) * Psi
    assert left > 9.99 * right                  # the printed '<=' fails by the factor sqrt(p*_u) = 10
    assert math.isclose(left / right, 10.0, rel_tol=1e-12)


def test_d21_one_group() -> None:
    # L = 1: psi_1 = 1, (D.16) p* <= c2 and (D.22) p* <= c2^2; c2 = 4 (sufficiently large) allows p* = 4 > 1
    d, N = _clique_union_degrees([(3, 2)])
    psi = math.sqrt(d[0] * d[0]) * N[0] / (d[0] * N[0])
    assert psi == 1.0
    c2, p = 4.0, 4.0
    assert p <= c2 / psi ** 2 and p <= (c2 / psi) ** 2
    Psi = 1.0 * d[0] * N[0] / (d[0] * N[0])     # Psi(n, 1) with d_n = d_1
    assert math.sqrt(p * p) * Psi > math.sqrt(p) * Psi


def test_d21_holds_for_pu_at_most_one() -> None:
    for pu in (0.0, 0.3, 1.0):
        for pi in (0.0, 0.5, 7.0):
            assert math.sqrt(pu * pi) <= math.sqrt(pi) + 1e-15


def test_d47_k2() -> None:
    """(D.47) L6982 at K_2 with opposite unit features: A X = 0, so the pseudo network (D.39) is 0 at any (W^, V^)
    (here (D.45)-like W^ with rows on e_d and a random V^), while the last line's main term is e; the error term is
    linear in eps, so the ratio grows like 1/eps."""
    import numpy as np

    adj = np.array([[1.0, 1.0], [1.0, 1.0]])            # K_2 with self-connections
    deg = adj.sum(1)
    A = adj / np.sqrt(np.outer(deg, deg))
    x = np.array([0.6, 0.8])
    X = np.stack([x, -x])
    assert np.allclose(A @ X, 0.0)
    rng = np.random.default_rng(3)
    m1, m2, d = 16, 8, 2
    W0 = rng.normal(0, m1 ** -0.5, (d, m1))
    B1 = rng.normal(0, m1 ** -0.5, (2, m1))
    V0 = rng.normal(0, m2 ** -0.5, (m1, m2))
    B2 = rng.normal(0, m2 ** -0.5, (2, m2))
    c = rng.normal(0, 1.0, m2)
    What = np.zeros((d, m1))
    What[-1, :] = rng.choice([-1.0, 1.0], m1) / m1        # (D.45): each column along e_d, size 1/m1 (C0 = 1)
    Vhat = rng.standard_normal((m1, m2)) * math.sqrt(m1) / m2 / math.sqrt(m1)
    AX = A @ X
    r = A @ np.maximum(AX @ W0 + B1, 0.0) @ V0
    g = 0.0
    q = np.array([1.0, 0.0])
    for n in range(2):                                   # (D.39) term by term
        for i in range(m2):
            if r[n, i] + B2[n, i] >= 0:
                inner = 0.0
                for j in range(2):
                    for l in range(m1):
                        if AX[j] @ W0[:, l] + B1[j, l] >= 0:
                            inner += A[n, j] * Vhat[l, i] * (AX[j] @ What[:, l])
                g += (q @ A[:, n]) * c[i] * inner
    assert g == 0.0
    # the main term with phi = cos, Phi = exp, p1 = p2 = K = 1, v* = c* = 1, w* = e_1
    w = np.array([1.0, 0.0])
    P1 = A @ np.cos(AX @ w)                              # a~_n phi(A X w*) = (A 1)_n = 1
    main = sum((q @ A[:, n]) * math.exp(P1[n]) * P1[n] for n in range(2))
    assert math.isclose(main, math.e, rel_tol=1e-12)
    # the error term's shape is eps/eps_sup (< 1 on Lemma D.2.4's range): the ratio |g - main| / shape = e/f
    for f in (1e-2, 1e-6, 1e-10):
        assert abs(g - main) / f > 2.7 / f
