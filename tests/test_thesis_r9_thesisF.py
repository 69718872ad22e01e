"""Second paths for the round-9 claims of thesis App. F (thmcheck.checks.papers.thesis.r9_thesisF).

Each test shares no code with the claim's bound or measurement: the Chapter 7 model is written out again in numpy
(prompts, the softmax attention, the squared loss and its gradient by hand), from the thesis's text.
"""

from __future__ import annotations

import math

import numpy as np
import pytest


def _prompts(rng: np.random.Generator, n: int, M: int, l: int, alpha: float) -> tuple[np.ndarray, ...]:
    """K = 1 prompts of (7.1) on one-hot patterns e_0..e_{M-1}: a random cyclic order per prompt, f = the next
    pattern in it; each context input equals the query's with probability alpha, else a uniform other pattern.
    Returns (context tokens (n, l, 2M + 1), query tokens (n, 2M + 1), labels (n, M), S_1^* masks (n, l))."""
    order = np.argsort(rng.random((n, M)), 1)
    pos = np.argsort(order, 1)
    nxt = order[np.arange(n)[:, None], (pos + 1) % M]  # nxt[j, x] = f_j(x)
    xq = rng.integers(0, M, n)
    other = (xq[:, None] + 1 + rng.integers(0, M - 1, (n, l))) % M
    same = rng.random((n, l)) < alpha
    xc = np.where(same, xq[:, None], other)
    yc = nxt[np.arange(n)[:, None], xc]
    eye = np.eye(M)
    ctx = np.concatenate([eye[xc], eye[yc], np.ones((n, l, 1))], -1)
    qry = np.concatenate([eye[xq], np.zeros((n, M)), np.ones((n, 1))], -1)
    return ctx, qry, eye[nxt[np.arange(n), xq]], xc == xq[:, None]


def _attention(W: np.ndarray, ctx: np.ndarray, qry: np.ndarray) -> np.ndarray:
    s = np.einsum("nld,de,ne->nl", ctx, W, qry)
    a = np.exp(s - s.max(1, keepdims=True))
    return a / a.sum(1, keepdims=True)


def _train(M: int, l: int, alpha: float, eta: float, B: int, T: int, xi: float, seed: int) -> np.ndarray:
    """SGD on 1/2 ||sum_i a_i y_i - z||^2 with the gradient by hand: dL/ds_i = a_i (y_i - out)^T (out - z),
    dL/dW = sum_i dL/ds_i p_i q^T, averaged over the batch."""
    rng = np.random.default_rng(seed)
    D = 2 * M + 1
    W = xi * rng.standard_normal((D, D))
    for _ in range(T):
        ctx, qry, z, _ = _prompts(rng, B, M, l, alpha)
        a = _attention(W, ctx, qry)
        y = ctx[..., M: 2 * M]
        out = np.einsum("nl,nlm->nm", a, y)
        ds = a * np.einsum("nlm,nm->nl", y - out[:, None, :], out - z)
        W -= eta * np.einsum("nl,nld,ne->de", ds, ctx, qry) / B
    return W


def test_eqF49_s1_mass_below_one_minus_eps() -> None:
    """(F.49) L9531: at eps = 0.05, with Theorem 3's batch B = max(eps^-2, M) log M (F.19) and T = T_1 + T_2 + T_3
    (F.34) (K = 1, M = 3, alpha = 0.8, eta = 0.9 < 1, l = 6), the least S_1^* attention mass over fresh prompts is
    far below 1 - eps = 0.95, and 1 - mass barely moves between eps = 0.9 and eps = 0.05 (not O(eps))."""
    M, K, l, alpha, eta = 3, 1, 6, 0.8, 0.9
    deficit = {}
    for eps in (0.9, 0.05):
        B = math.ceil(max(eps**-2, M) * math.log(M))
        T = math.ceil((K**3 * math.log(K / eps) / alpha**2 + K * M / alpha + K * M / eps) / eta)
        W = _train(M, l, alpha, eta, B, T, 1e-3, 11)
        ctx, qry, _, star = _prompts(np.random.default_rng(5), 400, M, l, alpha)
        mass = (_attention(W, ctx, qry) * star).sum(1)[star.any(1)]
        deficit[eps] = 1 - mass.min()
    assert 1 - deficit[0.05] < 0.8 < 1 - 0.05
    assert deficit[0.05] / 0.05 > 10 * deficit[0.9] / 0.9


def test_eqF8_lower_exceeds_upper_small_p() -> None:
    """(F.8) L9327-L9333 by hand (eta = 1, B = 1): at K = M = 1, alpha = 1, p = 1/10 the lower side exceeds the upper
    by 0.648; at p = alpha/K (the reading) the sides are ordered, below alpha^2/(K^2 + alpha^2) they are not."""
    def sides(p: float, a: float, K: int, M: int) -> tuple[float, float]:
        head = (-4.0 - (3 * K - 2) * (1 - p) * (1 + a**2 / K**2)) * p * (1 - p) / (K * M)
        return head + a**2 * (1 - p) ** 2 / K**3, head + p * (1 - p) ** 2 * (1 + a**2 / K**2) / K
    lo, up = sides(0.1, 1.0, 1, 1)
    assert lo - up == pytest.approx(0.648, abs=1e-12)
    for K, M, a in [(2, 3, 1.0), (5, 2, 0.3), (12, 24, 0.9)]:
        lo, up = sides(a / K, a, K, M)
        assert lo <= up + 1e-15
        lo, up = sides(0.5 * a**2 / (K**2 + a**2), a, K, M)
        assert lo > up


def test_eqF9_lower_exceeds_upper_small_p() -> None:
    """(F.9) L9337-L9343 by hand: the lower side minus the upper is (1/K)(1 - p)^2 (-p + (1 - p) alpha^2/K^2) (the two
    sides share everything else), positive for p < alpha^2/(K^2 + alpha^2): K = M = 1, alpha = eta = 1, p = 1/10."""
    def sides(p: float, a: float, K: int, M: int) -> tuple[float, float]:
        shared = (-(a**2) / K**2 + (K - 1 + (2 * K - 1) * a**2 / K**2) * p) * (1 - p) ** 2 / (K * M)
        shared -= (1 - p) ** 2 * a**2 / K**3
        return shared + (1 - p) ** 2 * (-p + (1 - p) * a**2 / K**2) / K, shared
    lo, up = sides(0.1, 1.0, 1, 1)
    assert lo - up == pytest.approx(0.648, abs=1e-12)
    for K, M, a in [(2, 3, 1.0), (5, 2, 0.3), (12, 24, 0.9)]:
        lo, up = sides(a / K, a, K, M)
        assert lo <= up + 1e-15
        lo, up = sides(0.5 * a**2 / (K**2 + a**2), a, K, M)
        assert lo > up


def test_eqF51_score_stays_while_log_one_over_eps_vanishes() -> None:
    """(F.51) L9539, O half, at K = 1 toward eps = 1: Theorem 3's T = T_1 + T_2 + T_3 (F.34) and B = max(eps^-2, M)
    log M (F.19) do not shrink below K M/(eta alpha) + K M steps and M log M prompts, so the trained same-pattern
    score p~_j^T W p~_query (p~_j = (e_q; e_y; 1), query (e_q; 0; 1)) stays bounded away from 0 while log(1/eps) -> 0
    (M = 3, alpha = 0.7, eta = 0.9, l = 4, numpy by hand)."""
    M, K, l, alpha, eta = 3, 1, 4, 0.7, 0.9
    ratio = {}
    for eps in (0.99, 0.9999):
        B = math.ceil(max(eps**-2, M) * math.log(M))
        T = math.ceil((K**3 * math.log(K / eps) / alpha**2 + K * M / alpha + K * M / eps) / eta)
        W = _train(M, l, alpha, eta, B, T, 1e-3, 3)
        score = max(W[q, q] + W[M + y, q] + W[2 * M, q] + W[q, 2 * M] + W[M + y, 2 * M] + W[2 * M, 2 * M]
                    for q in range(M) for y in range(M) if y != q)
        assert score > 0.3
        ratio[eps] = score / math.log(K / eps)
    assert ratio[0.9999] > 50 * ratio[0.99]


def test_eqF7_gradient_form_above_printed_side() -> None:
    """(F.7) L9317-L9321 by hand (K = 1, M = 3, alpha = 0.7, eta = 0.9, l = 4, W^(1) after one step from xi = 1e-3):
    on a batch of 4000 prompts even the smallest eta p~^T G p~ over the column tokens (e_x; e_y; 1), y != x, lies
    above the printed right side (a negative number ~ -0.15); G = mean_n sum_l dl_n/ds_l p_l q_n^T, dl/ds_l = a_l
    (y_l - out)^T (out - z)."""
    M, l, alpha, eta = 3, 4, 0.7, 0.9
    W = _train(M, l, alpha, eta, 64, 1, 1e-3, 21)
    ctx, qry, z, star = _prompts(np.random.default_rng(8), 4000, M, l, alpha)
    a = _attention(W, ctx, qry)
    y = ctx[..., M: 2 * M]
    out = np.einsum("nl,nlm->nm", a, y)
    ds = a * np.einsum("nlm,nm->nl", y - out[:, None, :], out - z)
    G = np.einsum("nl,nld,ne->de", ds, ctx, qry) / len(qry)
    p = (a * star).sum(1)
    a2 = alpha**2
    rhs = eta * np.mean((1 - p) ** 2 * (-4 * p * (1 + a2) + a2) / M - a2 * (1 - p) ** 2)
    forms = []
    for x in range(M):
        for yy in range(M):
            if yy != x:
                v = np.zeros(2 * M + 1)
                v[[x, M + yy, 2 * M]] = 1.0
                forms.append(eta * v @ G @ v)
    assert rhs < -0.1
    assert min(forms) > rhs + 0.05


def _hand_forms(M: int, l: int, alpha: float, eta: float, t: int, seed: int) -> tuple[list[float], np.ndarray]:
    """K = 1: W^(t) after t hand-gradient SGD steps (batch 64, xi = 1e-3), then on 4000 fresh prompts the forms eta
    p~^T G p~ over the column tokens (e_x; e_y; 1), y != x, and the p_n of the prompts."""
    W = _train(M, l, alpha, eta, 64, t, 1e-3, seed)
    ctx, qry, z, star = _prompts(np.random.default_rng(seed + 1), 4000, M, l, alpha)
    a = _attention(W, ctx, qry)
    y = ctx[..., M: 2 * M]
    out = np.einsum("nl,nlm->nm", a, y)
    ds = a * np.einsum("nlm,nm->nl", y - out[:, None, :], out - z)
    G = np.einsum("nl,nld,ne->de", ds, ctx, qry) / len(qry)
    forms = []
    for x in range(M):
        for yy in range(M):
            if yy != x:
                v = np.zeros(2 * M + 1)
                v[[x, M + yy, 2 * M]] = 1.0
                forms.append(eta * v @ G @ v)
    return forms, (a * star).sum(1)


def test_eqF13_F15_gradient_forms_after_T1() -> None:
    """(F.13) L9368 and (F.15) L9376 by hand at K = 1, M = 3, alpha = 0.7, eta = 0.9, l = 4, eps = 0.2, t = T_1 + T_2 +
    T_3 = 26 >= T_1 = 4: the largest form is above -(eta/(2M)) mean 4 p (1 - p)^2 ((F.13)) and the largest |form|
    is several times (eta/(2M)) mean p (1 - p)^2 ((F.15))."""
    M, l, alpha, eta, eps = 3, 4, 0.7, 0.9, 0.2
    t = math.ceil((math.log(1 / eps) / alpha**2 + M / alpha + M / eps) / eta)
    assert t >= math.log(1 / eps) / (eta * alpha**2)
    forms, p = _hand_forms(M, l, alpha, eta, t, 31)
    assert max(forms) > -eta / (2 * M) * np.mean(4 * p * (1 - p) ** 2) + 1e-3
    assert max(abs(f) for f in forms) > 3 * eta / (2 * M) * np.mean(p * (1 - p) ** 2)
