"""Round 20 (thesisB): second paths of the update-coordinate claims of App. B ((B.134), (B.148), (B.149), (B.151),
(B.155), (B.156)), on the own numpy graph transformer of tests/gt_own.py (thesis.ch3.eqB.104's model with one-hot
tokens x_j = e_pattern, aggregation over the whole distance-0/1/2 neighbourhood with one bias per distance, the
hand-written hinge gradient; own batches of 32 draws with replacement, eta = 0.5), sharing no code with the claims'
measures (which use models.graph_transformer's sampled aggregation and torch autograd).

The coordinates are recomputed here by numpy least squares from the own model's weights before and after a step:
A[p, l] the q_l(t) = W_K^(t) e_l coordinate of W_Q^(t+1) e_p - W_Q^(t) e_p, C[p, l] the r_l(t) = W_Q^(t) e_l
coordinate of W_K^(t+1) e_p - W_K^(t) e_p; K(t) = A[0, 0]. The graph has deg = 8, eps_S = 0.1 (one confusing edge a
non-discriminative node, as the claims' Section 3.5.1 graphs: with deg = 4 the rounding round(deg eps_S) = 0 leaves no
mu_2 node within two hops of a mu_1 node and the cross coordinates are exactly 0)."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))


def _own_steps(seeds: int = 6, steps: int = 6) -> list[tuple[np.ndarray, np.ndarray]]:
    import gt_own

    out = []
    for seed in range(seeds):
        inst = {"seed": seed, "N": 64, "M": 4, "gamma_d": 0.4, "deg": 8, "eps_S": 0.1, "xi": 0.01}
        g = gt_own.build(inst, m=200)
        W = g["W"]
        rng = np.random.default_rng(seed + 11)
        for _ in range(steps):
            fw = gt_own.forward(g, W)
            c = np.bincount(rng.integers(0, g["N"], 32), minlength=g["N"])
            gF = -g["y"] * (1 - g["y"] * fw[3] > 0) * c / 32
            _, W2 = gt_own.step(g, W, fw, gF, 0.5)
            A = np.linalg.lstsq(W[1], W2[0] - W[0], rcond=None)[0].T
            C = np.linalg.lstsq(W[0], W2[1] - W[1], rcond=None)[0].T
            out.append((A, C))
            W = W2
    return out


_STEPS: list | None = None


def _steps() -> list:
    global _STEPS
    if _STEPS is None:
        _STEPS = _own_steps()
    return _STEPS


def _neg(v: float, A: np.ndarray) -> bool:
    return v < -1e-9 * float(np.abs(A).max())


def test_coordinates_identities_own_model():
    """The mechanism: every row of A sums to 0 (softmax Jacobian) and C = A^T (both are -eta times the score gradient
    dLoss/d(W_K^T W_Q)), to rounding."""
    for A, C in _steps():
        sc = float(np.abs(A).max())
        assert np.abs(A.sum(1)).max() <= 1e-9 * sc
        assert np.abs(C - A.T).max() <= 1e-9 * sc


def test_b134_q2_coefficient_negative_own_model():
    """(B.134)'s printed |K_e|(t) >= 0 (the q_2(t) coordinate of the mu_1 query's update) is negative at most steps."""
    S = _steps()
    neg = sum(_neg(A[0, 1], A) for A, _ in S)
    assert neg >= 0.75 * len(S), (neg, len(S))


def test_b151_b155_key_cross_coefficients_negative_own_model():
    """(B.151)'s |Q_e(t)| r_2(t) (the r_2 coordinate of the mu_1 key's update) and (B.155)'s |Q_e(t)| r_1(t) (the r_1
    coordinate of the mu_2 key's update) are negative at most steps."""
    S = _steps()
    n151 = sum(_neg(C[0, 1], A) for A, C in S)
    n155 = sum(_neg(C[1, 0], A) for A, C in S)
    assert n151 >= 0.75 * len(S) and n155 >= 0.75 * len(S), (n151, n155, len(S))


def test_b156_r1_coefficient_of_other_key_negative_own_model():
    """(B.156)'s Theta(1)|Q_f(t)| r_1(t): the r_1 coordinate of a non-discriminative key's update is negative at most
    steps (for some pattern l >= 3)."""
    S = _steps()
    neg = sum(_neg(float(C[2:, 0].min()), A) for A, C in S)
    assert neg >= 0.75 * len(S), (neg, len(S))


def test_b149_q1_coefficient_of_mu2_query_negative_own_model():
    """(B.149)'s Theta(1) K(t) q_1(t): at steps with K(t) > 0 the q_1 coordinate of the mu_2 query's update is
    negative at most steps (no c > 0 with coordinate >= c K(t))."""
    S = [(A, C) for A, C in _steps() if A[0, 0] > 0]
    assert len(S) >= 20
    neg = sum(_neg(A[1, 0], A) for A, _ in S)
    assert neg >= 0.75 * len(S), (neg, len(S))


def test_b148_q1_coefficient_of_other_query_negative_own_model():
    """(B.148)'s Theta(1) K(t) q_1(t): at steps with K(t) > 0 the q_1 coordinate of some non-discriminative query's
    update is negative at a quarter of the steps or more."""
    S = [(A, C) for A, C in _steps() if A[0, 0] > 0]
    assert len(S) >= 20
    neg = sum(_neg(float(A[2:, 0].min()), A) for A, _ in S)
    assert neg >= 0.25 * len(S), (neg, len(S))


def test_b152_late_K_zero_while_loss_positive_own_model():
    """thesis.ch3.eqB.152-late: on the own numpy model (full-batch weights of 32 draws a step, eta = 0.5) the W_Q update
    of the mu_1 token e_0 is exactly 0 at a step whose batch holds a mu_1 node (so K(t) = 0, no positive q_1(t)
    coefficient) while the all-node mean hinge is still >= 0.1: the mu_1 nodes reach margin 1 first."""
    import gt_own

    found = 0
    for seed in range(4):
        inst = {"seed": seed, "N": 64, "M": 4, "gamma_d": 0.4, "deg": 8, "eps_S": 0.1, "xi": 0.01}
        g = gt_own.build(inst, m=200)
        W = g["W"]
        rng = np.random.default_rng(seed + 5)
        for _ in range(120):
            fw = gt_own.forward(g, W)
            hinge = np.maximum(1 - g["y"] * fw[3], 0)
            c = np.bincount(rng.integers(0, g["N"], 32), minlength=g["N"])
            gF = -g["y"] * (hinge > 0) * c / 32
            _, W2 = gt_own.step(g, W, fw, gF, 0.5)
            has1 = bool((c[g["pats"] == 0] > 0).any())
            if has1 and not np.any(W2[0][:, 0] - W[0][:, 0]) and hinge.mean() >= 0.1:
                found += 1
                break
            W = W2
    assert found >= 3, found
