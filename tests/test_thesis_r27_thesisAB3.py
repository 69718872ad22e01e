"""Second paths of checks/papers/thesis/r27_thesisAB3.py (thesis App. A-B, round 27, helper thesisAB3), sharing no code
with the claims' measures or bounds: (A.77) on a hand-built one-token ViT and a three-token one by loops, (B.184)'s
first '=' on a path graph, (A.197)/(B.217) with Gaussian rows drawn directly."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np


def _softmax(v: np.ndarray) -> np.ndarray:
    w = np.exp(v - v.max())
    return w / w.sum()


def test_a77_label_following_noise_defeats_the_product_bound():
    """|S^n| = 1: a y = 1 sample is the token (1 + tau) e_1, a y = -1 sample e_2 - tau e_1 (each within tau < kappa/4
    of its pattern, kappa = sqrt 2); W_V = I, so z = y tau e_1 and z^T p_1 = y tau. A neuron w = (1, 1, 0, 0) is active
    on both, a = +1/sqrt(m): I_1 = (1/B) sum_n eta y^n a y^n tau = eta tau / sqrt(m), whatever the labels; (A.75)-(A.76)'s
    events both hold. Every printed hypothesis met (round 27 audit): M = 3 < m_a = 4 (a fourth, inert coordinate),
    tau = 0.3 < kappa/4, sigma = delta = tau, m = 128 >= M^2 log N at N = B = 1e5."""
    B, tau, eta = 100_000, 0.3, 1.0
    m = 128
    assert 2 < 3 < 4 and tau < math.sqrt(2) / 4 and m >= 9 * math.log(B)
    rng = np.random.default_rng(3)
    y = rng.choice([-1.0, 1.0], size=B)
    w = np.array([1.0, 1.0, 0.0, 0.0])
    e = np.eye(4)
    xs = {1.0: (1 + tau) * e[0], -1.0: e[1] - tau * e[0]}
    pats = {1.0: e[0], -1.0: e[1]}
    total = 0.0
    for yn in (1.0, -1.0):
        x = xs[yn]
        V = x                                                  # one token: softmax weight 1
        z = x - pats[yn]
        assert np.linalg.norm(z) <= tau + 1e-15 and w @ V >= 0
        total += float((y == yn).sum()) * eta * yn * (1 / math.sqrt(m)) * (z @ e[0])
    I1 = total / B
    sigma = tau                                                # Theorem 1's tau <= min(sigma, delta): (2.6) with
    bound = eta * (sigma + tau) / math.sqrt(m) * math.sqrt(math.log(m) * math.log(B) / B)   # sigma = delta = tau
    assert abs(I1 - eta * tau / math.sqrt(m)) < 1e-12
    assert I1 > 20 * bound                                     # 0.0265 against 0.00120
    assert abs(y.mean()) < math.sqrt(math.log(B) / B) * 3      # the labels are the fair coin of (A.75)
    assert tau < (sigma + tau) * math.sqrt(math.log(m))        # (A.76)'s event |z^T p_1| < (sigma + tau) sqrt(log m)


def test_a77_three_tokens_by_loops():
    """|S^n| = 3 (two label-relevant tokens, one mu_3), attention softmax(x_s^T x_l), a neuron active on every token and
    output weights (+, +, -)/sqrt(m): I_1 = eta tau (1/3)/sqrt(m) for every label draw, above the bound at B = 1e5
    (tau = 0.25 < kappa/4, m = 128 >= M^2 log N at N = B)."""
    m, B, tau, eta = 128, 100_000, 0.25, 0.1
    e = np.eye(3)
    a = np.array([1.0, 1.0, -1.0]) / math.sqrt(m)
    w = np.array([1.0, 1.0, 1.0])
    rng = np.random.default_rng(5)
    y = rng.choice([-1.0, 1.0], size=B)
    acc = 0.0
    for yn in y:
        k = [0, 0, 2] if yn > 0 else [1, 1, 2]
        X = [e[j] + yn * tau * e[0] for j in k]
        c = 0.0
        for ell in range(3):
            sm = _softmax(np.array([X[s] @ X[ell] for s in range(3)]))
            V = sum(sm[s] * X[s] for s in range(3))
            z = sum(sm[s] * (X[s] - e[k[s]]) for s in range(3))
            assert w @ V >= 0
            c += a[ell] * (z @ e[0])
        acc += eta * yn * c / 3
    I1 = acc / B
    bound = eta * tau / math.sqrt(m) * math.sqrt(math.log(m) * math.log(B) / B)
    assert abs(I1 - eta * tau / (3 * math.sqrt(m))) < 1e-12
    assert I1 > 3 * bound and m >= 9 * math.log(B) and tau < math.sqrt(2) / 4


def test_b184_first_equality_fails_on_a_small_graph():
    """A path 0-1-2-3-4, node 0 of pattern 1 with y = 1, the others of pattern 3 (non-discriminative): D_1 u D_2 = {0}
    and N_z^0 = {z}; at every distance z in 1..4 the left member is 0/1 and the right 1/5, so the '=' fails at z_m
    whichever z it is."""
    N = 5
    pat = [1, 3, 3, 3, 3]
    disc = {v for v in range(N) if pat[v] in (1, 2)}
    for z in range(1, 5):
        ring = {z}                                              # distance z from node 0 on the path
        lhs = Fraction(len(disc & ring), len(disc))
        rhs = Fraction(len(ring), N)
        assert lhs == 0 and rhs == Fraction(1, 5)


def test_a197_lucky_mean_angle_stays_away_from_the_bound():
    """Rows w_i ~ N(0, I/m_a) in R^3, V a fixed unit vector: the lucky rows (w_i V > 0) have mean angle ~ 1 (= the exact
    E[theta | theta < pi/2] at m_a = 3), so ||mean - pi/2|| ~ 0.571 and ||mean|| ~ 1 against sqrt(log 2 / 2e4) =
    0.0059, in every one of 5 draws."""
    ma, m, N = 3, 20_000, 2
    bound = math.sqrt(math.log(N) / m)
    for seed in range(5):
        rng = np.random.default_rng(100 + seed)
        W = rng.standard_normal((m, ma)) / math.sqrt(ma)
        V = rng.standard_normal(ma)
        V /= np.linalg.norm(V)
        cos = (W @ V) / np.linalg.norm(W, axis=1)
        th = np.arccos(cos[cos > 0])
        mean = th.mean()
        assert abs(mean - 1.0) < 0.02
        assert abs(mean - math.pi / 2) > 50 * bound and abs(mean) > 100 * bound


def _cliques(blocks: list[list[tuple[int, int]]]) -> tuple[list[int], list[int], list[set[int]]]:
    """Disjoint cliques of (pattern, label) nodes: patterns, labels, neighbour sets."""
    pat, lab, nb = [], [], []
    for b in blocks:
        ids = list(range(len(pat), len(pat) + len(b)))
        for p, y in b:
            pat.append(p)
            lab.append(y)
        for i in ids:
            nb.append(set(ids) - {i})
    return pat, lab, nb


def _ring(nb: list[set[int]], s: int, z: int) -> set[int]:
    seen, front = {s}, {s}
    for _ in range(z):
        front = {v for u in front for v in nb[u]} - seen
        seen |= front
    return front


def _core_distance(pat: list[int], lab: list[int], nb: list[set[int]], zmax: int) -> int:
    """z_m = argmax_z of the average winning margin (3.5)-(3.6)."""
    best, zm = None, 0
    for z in range(1, zmax + 1):
        tot = 0
        for n in range(len(pat)):
            ring = _ring(nb, n, z)
            star, hsh = (1, 2) if lab[n] == 1 else (2, 1)
            tot += sum(pat[v] == star for v in ring) - sum(pat[v] == hsh for v in ring)
        if best is None or tot > best:
            best, zm = tot, z
    return zm


def test_b186_dense_family_gap_grows():
    """k = 20: l (pattern 1) in a clique with one more pattern-1 node and 20 pattern-3 nodes, a separate clique of 20
    pattern-1 nodes, one of 22 pattern-2 nodes: z_m = 1, Delta_l(1) = 1, the class-relevant ratio 21 against
    |V - N|/|N| = 43/21."""
    k = 20
    alt = [(3, 1 if j % 2 == 0 else -1) for j in range(k)]
    pat, lab, nb = _cliques([[(1, 1), (1, 1)] + alt, [(1, 1)] * k, [(2, -1)] * (k + 2)])
    N = len(pat)
    assert abs(sum(lab)) <= 2                                   # balanced
    zm = _core_distance(pat, lab, nb, 2)
    assert zm == 1
    ring = _ring(nb, 0, zm)
    assert sum(pat[v] == 1 for v in ring) - sum(pat[v] == 2 for v in ring) == 1
    d1_in = sum(pat[v] == 1 for v in ring)
    d1_out = sum(pat[v] == 1 for v in range(N) if v not in ring)
    lhs = Fraction(d1_out, d1_in)
    mid = Fraction(N - len(ring), len(ring))
    assert lhs == k + 1 and mid == Fraction(2 * k + 3, k + 1)
    assert lhs - mid > k - 2
    assert min(len(s) for s in nb) * 6 >= N                    # every |N_1^n| >= N/6


def test_b187_dense_family_gap_grows():
    """k = 20: l in a clique with 21 pattern-1 nodes, 20 pattern-2 nodes and one pattern-3 node; separate cliques of 20
    pattern-1, 20 pattern-2 and 20 pattern-3 nodes: z_m = 1, Delta_l(1) = 1, the pattern-3 ratio 20 against the
    confusion ratio 1."""
    k = 20
    alt = [(3, 1 if j % 2 == 0 else -1) for j in range(k)]
    pat, lab, nb = _cliques([[(1, 1)] + [(1, 1)] * (k + 1) + [(2, -1)] * k + [(3, 1)],
                             [(1, 1)] * k, [(2, -1)] * k, alt])
    N = len(pat)
    assert abs(sum(lab)) <= 3
    assert _core_distance(pat, lab, nb, 2) == 1
    ring = _ring(nb, 0, 1)
    assert sum(pat[v] == 1 for v in ring) - sum(pat[v] == 2 for v in ring) == 1
    out = [v for v in range(N) if v not in ring]
    r3 = Fraction(sum(pat[v] == 3 for v in out), sum(pat[v] == 3 for v in ring))
    r2 = Fraction(sum(pat[v] == 2 for v in out), sum(pat[v] == 2 for v in ring))
    assert r3 == k and r2 == 1
    assert min(len(s) for s in nb) * 6 >= N
