"""Round 21 (thesisB): second path of thesis.ch3.eqB.42 ((B.42)'s first-to-last member K(t) >~ 1/e^{||q_1(t)||^2 -
delta ||q_1(t)||} at t = 0), on the own numpy graph transformer of tests/gt_own.py (one-hot tokens x_j = e_pattern,
aggregation over the whole distance-0/1/2 neighbourhood with one bias per distance, the hand-written hinge gradient),
sharing no code with the claim's measure (models.graph_transformer's sampled aggregation, Algorithm 4's batches, torch
autograd, r20_thesisB3.first_step).

The first step here is full-batch (dLoss/dF averaged over all nodes), the B -> inf limit of the claim's batches. K(0)
is recomputed by numpy as the q_1(0) = W_K^(0) e_0 projection of the W_Q update of e_0, and the printed right side
exp(-(||q_1(0)||^2 - delta ||q_1(0)||)) with math.exp at delta near both ends of (0, 1/2) and at 0.2."""

from __future__ import annotations

import math
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))


def _k0(seed: int, m: int, eta: float = 0.1) -> tuple[float, float, float]:
    """K(0), ||q_1(0)|| and the update scale of the own model's full-batch first step."""
    import gt_own

    inst = {"seed": seed, "N": 64, "M": 4, "gamma_d": 0.4, "deg": 8, "eps_S": 0.1, "xi": 0.01}
    g = gt_own.build(inst, m=m)
    W = g["W"]
    fw = gt_own.forward(g, W)
    hinge = np.maximum(1 - g["y"] * fw[3], 0)
    gF = -g["y"] * (hinge > 0) / g["N"]
    _, W2 = gt_own.step(g, W, fw, gF, eta)
    q1 = W[1][:, 0]
    dQ = W2[0][:, 0] - W[0][:, 0]
    n2 = float(q1 @ q1)
    return float(dQ @ q1) / n2, math.sqrt(n2), float(np.linalg.norm(dQ)) / math.sqrt(n2)


def test_b42_K0_times_exp_negative_full_batch_own_model():
    """thesis.ch3.eqB.42: the printed right side e^{-(||q_1||^2 - delta ||q_1||)} is positive for every delta in (0,
    1/2), while K(0) < 0 (by far more than rounding) on a share of the networks at every width m = 177 .. 8000 in the
    full-batch step, so K(0) >= c e^{-(...)} fails for every c > 0 there; the ratio's sign does not depend on delta."""
    for m in (177, 2000, 8000):
        neg = 0
        for seed in range(8):
            K, qn, sc = _k0(seed, m)
            rs = [math.exp(-(qn * qn - d * qn)) for d in (1e-6, 0.2, 0.5 - 1e-6)]
            assert all(r > 0 for r in rs)
            if K < -1e-6 * sc:
                neg += 1
                assert all(K / r < 0 for r in rs)
        assert neg >= 2, (m, neg)


def _own_key_coords(seeds: int = 6, steps: int = 6) -> list[tuple[np.ndarray, float]]:
    """Own batches of 32 draws with replacement, eta = 0.5, width 200 (deg 8, eps_S 0.1): per step the coordinates
    C[p, l] of W_K^(t+1) e_p - W_K^(t) e_p in the basis r_l(t) = W_Q^(t) e_l (numpy least squares) and the step's
    scale (the largest |coordinate| of the W_Q update in the basis q_l(t) = W_K^(t) e_l)."""
    import gt_own

    out = []
    for seed in range(seeds):
        inst = {"seed": seed, "N": 64, "M": 4, "gamma_d": 0.4, "deg": 8, "eps_S": 0.1, "xi": 0.01}
        g = gt_own.build(inst, m=200)
        W = g["W"]
        rng = np.random.default_rng(seed + 23)
        for _ in range(steps):
            fw = gt_own.forward(g, W)
            c = np.bincount(rng.integers(0, g["N"], 32), minlength=g["N"])
            gF = -g["y"] * (1 - g["y"] * fw[3] > 0) * c / 32
            _, W2 = gt_own.step(g, W, fw, gF, 0.5)
            C, res = np.linalg.lstsq(W[0], W2[1] - W[1], rcond=None)[:2]
            A = np.linalg.lstsq(W[1], W2[0] - W[0], rcond=None)[0]
            out.append((C.T, float(np.abs(A).max())))
            W = W2
    return out


def test_b125_Qe_negative_own_model():
    """thesis.ch3.eqB.125: (B.125)'s 'for some Q_e(t) > 0 and gamma'_l > 0' with Q_e(t) the r_2(t) coordinate of the
    mu_1 key's update (unique for one-hot tokens): negative (by far more than rounding) at 3/4 or more of the own
    steps, so the display's strict positivity fails; the fits are exact (the update lies in span{r_l(t)})."""
    S = _own_key_coords()
    neg = sum(C[0, 1] < -1e-6 * sc for C, sc in S if sc > 0)
    assert neg >= 0.75 * len(S), (neg, len(S))


def test_b131_lucky_neuron_q1_term_negative_own_model():
    """thesis.ch3.eqB.131 at t = 0: on the own model (aggregation over the whole distance-0/1/2 neighbourhood, weights
    s[l, z, a] per distance z and pattern a), for each mu_1 node l whose neighbourhood holds another pattern and each
    lucky neuron i (pre-activation W_O(i) V_l(0) > 0, (B.4)), the left side sum_{z, a} s[l, z, a] W_O(i) W_V e_a
    (q_1^T W_K e_a - sum s q_1^T W_K e_.) is negative for a fifth or more of the pairs, while the right side is
    positive (sigma small): no constant of '>~' holds."""
    import gt_own

    for m in (200, 2000):
        for seed in range(4):
            inst = {"seed": seed, "N": 64, "M": 4, "gamma_d": 0.4, "deg": 8, "eps_S": 0.1, "xi": 0.01}
            g = gt_own.build(inst, m=m)
            WQ, WK, WV, WO, _b = g["W"]
            s, _xbar, pre, _F = gt_own.forward(g, g["W"])
            q1 = WK[:, 0]
            proj = WK.T @ q1                        # (M,): q_1^T W_K e_a
            VO = WV.T @ WO.T                        # (M, m): W_O(i) W_V e_a
            neg = tot = 0
            for lq in np.flatnonzero(g["pats"] == 0):
                sa = s[lq].sum(0)                   # (M,): softmax mass on each pattern
                if sa[1:].sum() <= 1e-12:
                    continue
                c = sa * (proj - sa @ proj)
                L = c @ VO                          # (m,)
                luck = pre[lq] > 0
                neg += int((L[luck] < -1e-12 * np.abs(L).max()).sum())
                tot += int(luck.sum())
            assert tot > 0 and neg >= 0.2 * tot, (m, seed, neg, tot)


def _own_terms(seed: int, m: int) -> list[tuple[np.ndarray, np.ndarray]]:
    """Per mu_1 node l of the own model (whole distance-0/1/2 neighbourhood) holding another pattern: (B.131)'s
    per-neuron left side L (m,) at t = 0 and the lucky mask (pre-activation > 0, (B.4))."""
    import gt_own

    inst = {"seed": seed, "N": 64, "M": 4, "gamma_d": 0.4, "deg": 8, "eps_S": 0.1, "xi": 0.01}
    g = gt_own.build(inst, m=m)
    _WQ, WK, WV, WO, _b = g["W"]
    s, _xbar, pre, _F = gt_own.forward(g, g["W"])
    proj = WK.T @ WK[:, 0]
    VO = WV.T @ WO.T
    out = []
    for lq in np.flatnonzero(g["pats"] == 0):
        sa = s[lq].sum(0)
        if sa[1:].sum() <= 1e-12:
            continue
        out.append(((sa * (proj - sa @ proj)) @ VO, pre[lq] > 0))
    return out


def test_b133_unlucky_term_as_large_as_lucky_own_model():
    """thesis.ch3.eqB.133 at t = 0: on every mu_1 node with a positive lucky term, the largest unlucky neuron's term
    (pre-activation <= 0) is at least 0.4 of the largest lucky one's; the ratio has no B in it, so (B.133)'s sqrt(B)
    times it is unbounded as B grows (0.4 sqrt(B) or more)."""
    for m in (200, 2000):
        for seed in range(4):
            rs = [float(L[~lk].max() / L[lk].max()) for L, lk in _own_terms(seed, m) if lk.any() and (~lk).any()
                  and L[lk].max() > 0]
            assert rs and min(rs) >= 0.4, (m, seed, rs)


def test_b53_discriminative_p_below_one_mpmath():
    """thesis.ch3.eqB.53: Definition B.2.3's p_n(t) for n in D_2 (S_* = S_2, rest term |(N_z cap S_*) - S_1| = |N_z cap
    S_2|) is sum_z A_z e^{x + b_z} / (sum_z A_z e^{x + b_z} + sum_z A_z e^{b_z}) = e^x/(e^x + 1) < 1, recomputed with
    mpmath at 50 digits for a few counts and biases; and with (B.50)'s rest term (every sampled node outside S_1) a D_1
    node with one other sampled node has p_n < 1 too. (B.53) asserts p_n(T) >= 1 for n in D_1 u D_2."""
    import mpmath as mp

    mp.mp.dps = 50
    for qn, sigma in ((1.0, 0.1), (3.3, 0.2), (8.0, 0.49)):
        x = mp.mpf(qn) ** 2 - mp.mpf(sigma) * qn
        for A, b in (([3, 1, 0], [0.0, 1.5, -2.0]), ([1, 7, 2], [4.0, -3.0, 0.5])):
            num = sum(a * mp.e ** (x + bz) for a, bz in zip(A, b))
            rest = sum(a * mp.e ** bz for a, bz in zip(A, b))
            p = num / (num + rest)
            assert p < 1 and mp.almosteq(p, mp.e ** x / (mp.e ** x + 1), rel_eps=mp.mpf(10) ** -40)
        # (B.50)'s rest term, n in D_1: one non-mu_1 node sampled at distance 1 with bias 0
        p1 = 3 * mp.e ** x / (3 * mp.e ** x + 1)
        assert p1 < 1
    assert 1 - mp.e ** mp.mpf(0.9) / (mp.e ** mp.mpf(0.9) + 1) > mp.mpf("0.28")


def test_b132_positive_term_without_mu2_own_model():
    """thesis.ch3.eqB.132 at t = 0: on the own model, a mu_1 node l whose sampled set holds no mu_2 node (here: every
    node of l's distance-0/1/2 neighbourhood except the mu_2 ones, a set Algorithm 4's uniform sampler can draw), so
    that the right side ... phi |S_2| beta_1 ||q_1||^2 is 0, has lucky neurons (pre-activation over the whole
    neighbourhood > 0, (B.4)/(B.5)) whose (B.131)-type term over that set is positive: the left side > 0 = right side,
    on a quarter or more of the (mu_1 node, lucky neuron) pairs of each of seeds 0-3 at m = 200 and 2000."""
    import gt_own

    for m in (200, 2000):
        for seed in range(4):
            inst = {"seed": seed, "N": 64, "M": 4, "gamma_d": 0.4, "deg": 8, "eps_S": 0.1, "xi": 0.01}
            g = gt_own.build(inst, m=m)
            WQ, WK, WV, WO, b = g["W"]
            _s, _xbar, pre, _F = gt_own.forward(g, g["W"])
            proj = WK.T @ WK[:, 0]
            VO = WV.T @ WO.T
            pos = tot = 0
            for lq in np.flatnonzero(g["pats"] == 0):
                Cs = g["C"][lq].copy()
                Cs[:, 1] = 0                                        # no mu_2 node sampled
                if Cs[:, 2:].sum() == 0:
                    continue
                lg = (WK.T @ WQ)[:, 0][None, :] + b[:, None]        # (3, M): score of a pattern-a key at distance z
                w = Cs * np.exp(lg)
                sa = (w / w.sum()).sum(0)
                L = (sa * (proj - sa @ proj)) @ VO
                luck = pre[lq] > 0
                pos += int((L[luck] > 1e-9 * np.abs(L).max()).sum())
                tot += int(luck.sum())
            assert tot > 0 and pos >= 0.25 * tot, (m, seed, pos, tot)
