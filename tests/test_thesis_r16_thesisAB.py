"""Second paths of checks/papers/thesis/r16_thesisAB.py (thesis App. A, round 16, helper thesisAB), in numpy, sharing
no code with the claims' measures: the noise-free Section 2.4.1 data and the initial model of Assumption A.2.1 with
W_V = W_K = W_Q = I (one-hot tokens mu_j = e_j, p_j = q_j = e_j, sigma = delta = tau = 0, ||q_1|| = 1), W_O entries
N(0, xi^2), xi = 1/sqrt(M) (L2650), at t = 0 (the start of Claim 2's induction), built by the numpy model of
tests/test_thesis_r15_thesisA.py (its own data and softmax, no thmcheck code)."""

from __future__ import annotations

import numpy as np

from tests.test_thesis_r15_thesisA import _model


def _lucky_pairs(d: dict):  # noqa: ANN202
    """(n, l, i) with n positive, l in S_1^n and W_O(i) V_l^n(0) > 0 (A.8)."""
    sel = (d["pre"] > 0) & ((d["y"][:, None] > 0) & (d["pats"] == 0))[:, :, None]
    return np.argwhere(sel)


def test_a118_lucky_token_negative() -> None:
    """(A.118) L3205 at t = 0: for i in W_{l,n}(0), s, l in S_1^n, W_O(i) W_V x_s softmax(x_s^T W_K^T W_Q x_l) =
    W_O(i) e_1 att[n, s, l] (one-hot tokens, W_V = I) is negative for a lucky neuron with W_O(i) e_1 < 0, while the
    printed side at t = 0, (p_n/|S_1|) xi eta (|S_1|/|S|)(m/a^2)((|S_1|/|S|) p_n/4 - sigma - tau), sigma = tau = 0
    here, is positive (the t-sum is empty)."""
    eta = 0.5
    hits = []
    for seed in range(8):
        d = _model(seed)
        n1, L = int(d["s1"][0]), d["L"]
        pn = n1 * np.e / (n1 * np.e + L - n1)          # Definition A.2.2 (3) with ||q_1|| = 1, delta + tau = 0
        f = n1 / L
        side = pn / n1 * d["xi"] * eta * f * 1.0 * (f * pn / 4)
        assert side > 0 and d["m"] >= d["M"] ** 2 * np.log(d["B"])
        lo = np.inf
        for n, l, i in _lucky_pairs(d):
            s1 = np.nonzero(d["pats"][n] == 0)[0]
            lo = min(lo, float((d["WO"][i, 0] * d["att"][n, s1, l]).min()))
        hits.append(lo)
    assert sum(h < 0 for h in hits) >= 4, hits


def test_a119_a120_sign_crossing() -> None:
    """(A.119) L3209 / (A.120) L3213 at t = 0: for a lucky (n, l, i), s in S_2^n (resp. a token of p_3..p_M) and j in
    S_1^n, the left side W_O(i) e_2 att[n, s, l] (resp. W_O(i) e_k att) is positive while the right side W_O(i) e_1
    att[n, j, l] phi_n |S_1|/p_n (/sqrt(B)) is negative: phi_n = 1/(|S_1| e^{||q_1||^2} + |S| - |S_1|) > 0 and p_n > 0,
    so no constant of '<~' repairs the sign."""
    found119 = found120 = 0
    for seed in range(8):
        d = _model(seed)
        n1, L = int(d["s1"][0]), d["L"]
        pn = n1 * np.e / (n1 * np.e + L - n1)
        phi = 1.0 / (n1 * np.e + L - n1)
        for n, l, i in _lucky_pairs(d):
            pats = d["pats"][n]
            rhs = d["WO"][i, 0] * d["att"][n, pats == 0, l].min() * phi * n1 / pn
            if rhs >= 0:
                continue
            if (d["WO"][i, 1] * d["att"][n, pats == 1, l]).max() > 0:
                found119 += 1
            other = pats >= 2
            if other.any() and (d["WO"][i, pats[other]] * d["att"][n, other, l]).max() > 0:
                found120 += 1
    assert found119 > 0 and found120 > 0, (found119, found120)


def test_b129_b130_sign_crossing() -> None:
    """(B.129) L4466 / (B.130) L4470 at t = 0 on the graph transformer: a node l of D_1 (pattern mu_1) whose sampled
    set S^{l,0} holds l, 3 mu_1 nodes, 2 mu_2 nodes (SPD 2 through non-discriminative nodes) and 2 mu_3 nodes;
    one-hot features, W_V = W_K = W_Q = I, b^(0) = 0, so softmax_l(s) is proportional to e^{x_s^T x_l} (e for mu_1, 1
    otherwise); W_O rows N(0, xi^2 I), xi = 0.01. Lucky: W_O(i) V_l(0) > 0. The left side W_O(i) e_2 att (e_3 att)
    is positive and the right side W_O(i) e_1 att phi_l |S_1|/p_l negative (phi_l, p_l > 0) for some lucky row."""
    r = np.random.default_rng(0)
    pats = np.array([0, 0, 0, 0, 1, 1, 2, 2])
    w = np.where(pats == 0, np.e, 1.0)
    att = w / w.sum()
    E = np.eye(4)[pats]                                      # x_s = e_{pattern}
    V = att @ E                                              # V_l(0) = W_V X softmax
    WO = 0.01 * r.standard_normal((400, 4))
    lucky = WO @ V > 0
    c129 = lucky & (WO[:, 0] < 0) & (WO[:, 1] > 0)
    c130 = lucky & (WO[:, 0] < 0) & (WO[:, 2] > 0)
    assert c129.sum() > 10 and c130.sum() > 10, (int(lucky.sum()), int(c129.sum()), int(c130.sum()))


def test_b10_b14_b17_sign() -> None:
    """(B.10) L3951, (B.14) L3963, (B.17) L3973 at t = 0 (the start of Lemma B.3.1's induction) on the graph
    transformer: one-hot features, W_V = W_K = W_Q = I (p_j = e_j), b^(0) = 0; a D_1 node l whose aggregation set holds
    l, 3 mu_1, 2 mu_2 (SPD 2) and 2 mu_3 nodes, a D_2 node l' with the roles of mu_1, mu_2 swapped; W_O rows N(0,
    xi^2 I), xi = 0.01, M = 4. W_l(0) = {i : W_O(i) V_l(0) > 0}, U_l'(0) likewise, unlucky = neither."""
    r = np.random.default_rng(1)

    def v_of(pats: np.ndarray, own: int) -> np.ndarray:
        w = np.where(pats == own, np.e, 1.0)                 # softmax of x_s^T x_l (b = 0)
        return (w / w.sum()) @ np.eye(4)[pats]

    Vl = v_of(np.array([0, 0, 0, 0, 1, 1, 2, 2]), 0)
    Vk = v_of(np.array([1, 1, 1, 1, 0, 0, 2, 2]), 1)
    WO = 0.01 * r.standard_normal((400, 4))
    W, U = WO @ Vl > 0, WO @ Vk > 0
    B = 4
    b10 = W & (WO[:, 0] / np.sqrt(B) <= 0) & (WO[:, 1:].max(1) > 0)
    b14 = U & (WO[:, 0] / np.sqrt(B) <= 0) & (WO[:, 2:].max(1) > 0)
    unl = ~(W | U)
    ref = min(WO[W, 0].min(), WO[U, 1].min()) / np.sqrt(B)
    assert b10.sum() > 10 and b14.sum() > 10, (int(b10.sum()), int(b14.sum()))
    assert unl.any() and ref < 0 < WO[unl].max(), (int(unl.sum()), ref)
