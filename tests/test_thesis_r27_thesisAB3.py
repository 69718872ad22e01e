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
    """|S^n| = 1: a y = 1 sample is the token (1 + tau) e_1, a y = -1 sample e_2 - tau e_1 (each within tau of its
    pattern); W_V = I, so z = y tau e_1 and z^T p_1 = y tau. A neuron w = (1, 1, 0) is active on both, a = +1/sqrt(m):
    I_1 = (1/B) sum_n eta y^n a y^n tau = eta tau / sqrt(m), whatever the labels; (A.75)-(A.76)'s events both hold."""
    m, B, tau, eta = 3, 1000, 0.5, 1.0
    rng = np.random.default_rng(3)
    y = rng.choice([-1.0, 1.0], size=B)
    w = np.array([1.0, 1.0, 0.0])
    e = np.eye(3)
    total = 0.0
    for yn in y:
        x = (1 + tau) * e[0] if yn > 0 else e[1] - tau * e[0]
        pattern = e[0] if yn > 0 else e[1]
        V = x                                                  # one token: softmax weight 1
        z = x - pattern
        assert np.linalg.norm(z) <= tau + 1e-15 and w @ V >= 0
        total += eta * yn * (1 / math.sqrt(m)) * 1.0 * (z @ e[0])
    I1 = total / B
    bound = eta * tau / math.sqrt(m) * math.sqrt(math.log(m) * math.log(B) / B)
    assert abs(I1 - eta * tau / math.sqrt(m)) < 1e-12
    assert I1 > 10 * bound                                     # 0.2887 against 0.0241
    assert abs(y.mean()) < math.sqrt(math.log(B) / B) * 3      # the labels are the fair coin of (A.75)
    assert tau < tau * math.sqrt(math.log(m))                  # (A.76)'s event |z^T p_1| < (sigma + tau) sqrt(log m)


def test_a77_three_tokens_by_loops():
    """|S^n| = 3 (two label-relevant tokens, one mu_3), attention softmax(x_s^T x_l), a neuron active on every token and
    output weights (+, +, -)/sqrt(m): I_1 = eta tau (1/3)/sqrt(m) for every label draw, above the bound at B = 3000."""
    m, B, tau, eta = 4, 3000, 0.25, 0.1
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
    assert I1 > 3 * bound


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
