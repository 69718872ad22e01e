"""Second paths for the round-10 claims of thesis App. F (thmcheck.checks.papers.thesis.r10_thesisF).

The tests share no code with the claims' measurement: the Chapter 7 model (prompts (7.1) with K steps, the softmax
attention, the squared loss and its gradient by hand) is written out again in numpy from the thesis's text.
"""

from __future__ import annotations

import math

import numpy as np

from thmcheck.bounds.thesis.r10_thesisF import s_lower_mutant_alpha, s_lower_mutant_k, s_lower_printed


def _prompts(rng: np.random.Generator, n: int, M: int, K: int, l: int, alpha: float) -> dict:
    """n prompts of (7.1): a random cyclic order of the M one-hot patterns per prompt, f_k = k places on in it;
    round(alpha l) of the l examples start at the query's pattern, the rest at a uniform other one; the query at a
    uniform step k in 1..K, its earlier steps' tokens visible. Tokens (e_in, e_out, e_step)."""
    order = np.argsort(rng.random((n, M)), 1)
    pos = np.argsort(order, 1)
    rows = np.arange(n)[:, None]

    def f(x: np.ndarray, k: int) -> np.ndarray:
        return order[rows, (pos[rows, x] + k) % M]

    xq = rng.integers(0, M, (n, 1))
    same = np.argsort(rng.random((n, l)), 1) < max(1, round(alpha * l))
    xc = np.where(same, xq, (xq + 1 + rng.integers(0, M - 1, (n, l))) % M)
    ch, qc = [xc], [xq]
    for k in range(1, K + 1):
        ch.append(f(ch[-1], k))
        qc.append(f(qc[-1], k))
    eye, pe = np.eye(M), np.eye(K)
    D = 2 * M + K
    keys = np.zeros((n, l * K + K, D))
    grp = np.zeros((n, l * K), dtype=int)  # 0 A, 1 B, 2 C, 3 D
    kq = rng.integers(1, K + 1, n)
    for k in range(1, K + 1):
        keys[:, (k - 1) : l * K : K] = np.concatenate(
            [eye[ch[k - 1]], eye[ch[k]], np.broadcast_to(pe[k - 1], (n, l, K))], -1
        )
        keys[:, l * K + k - 1] = np.concatenate(
            [eye[qc[k - 1][:, 0]], eye[qc[k][:, 0]], np.broadcast_to(pe[k - 1], (n, K))], -1
        )
        grp[:, (k - 1) : l * K : K] = np.where(same, 0, 2) + np.where(kq[:, None] == k, 0, 1)
    mask = np.ones((n, l * K + K), dtype=bool)
    mask[:, l * K :] = np.arange(1, K + 1)[None, :] < kq[:, None]
    qin = np.take_along_axis(np.concatenate(qc, 1), (kq - 1)[:, None], 1)[:, 0]
    qry = np.concatenate([eye[qin], np.zeros((n, M)), pe[kq - 1]], -1)
    z = eye[np.take_along_axis(np.concatenate(qc, 1), kq[:, None], 1)[:, 0]]
    return {"keys": keys, "mask": mask, "qry": qry, "z": z, "grp": grp, "M": M, "l": l, "K": K}


def _softmax(W: np.ndarray, P: dict) -> tuple[np.ndarray, np.ndarray]:
    s = np.einsum("nld,de,ne->nl", P["keys"], W, P["qry"])
    s = np.where(P["mask"], s, -np.inf)
    a = np.exp(s - s.max(1, keepdims=True))
    return s, a / a.sum(1, keepdims=True)


def _grad(W: np.ndarray, P: dict) -> np.ndarray:
    """d/dW of mean_n 1/2 ||sum_i a_i y_i - z||^2: dL/ds_i = a_i (y_i - out)^T (out - z), ds_i/dW = p_i q^T."""
    M = P["M"]
    _, a = _softmax(W, P)
    y = P["keys"][..., M : 2 * M]
    out = np.einsum("nl,nlm->nm", a, y)
    g = a * np.einsum("nlm,nm->nl", y - out[:, None, :], out - P["z"])
    return np.einsum("nl,nld,ne->de", g, P["keys"], P["qry"]) / len(g)


def _gaps(W: np.ndarray, P: dict) -> tuple[np.ndarray, dict]:
    s, a = _softmax(W, P)
    L = P["l"] * P["K"]
    x = []
    for gi in range(4):
        m = P["grp"] == gi
        v = np.where(m, s[:, :L], -np.inf)
        top = v.max(1, keepdims=True)
        x.append(top[:, 0] + np.log(np.exp(v - top).sum(1) / m.sum(1)))
    p = (a[:, :L] * (P["grp"] == 0)).sum(1)
    return p, {"s2": x[0] - x[3], "s5": x[2] - x[1], "s6": x[2] - x[3]}


def test_s_gaps_beat_the_printed_rate_in_population() -> None:
    """One SGD step from W = 0 with the population gradient (20000 prompts): s_2, s_5, s_6 at W^(1) exceed (1 -
    p_n(0))^2 2 eta alpha^2/K^3 by a factor > 1.5 on every fresh prompt (the printed rate is not too large)."""
    rng = np.random.default_rng(0)
    for K, M, alpha, eta, l in ((2, 8, 0.5, 0.9, 8), (3, 6, 0.6, 0.9, 10)):
        D = 2 * M + K
        grad = np.mean([_grad(np.zeros((D, D)), _prompts(rng, 5000, M, K, l, alpha)) for _ in range(4)], 0)
        W1 = -eta * grad
        P = _prompts(rng, 128, M, K, l, alpha)
        p0, _ = _gaps(np.zeros((D, D)), P)
        _, gaps = _gaps(W1, P)
        rhs = (1 - p0) ** 2 * 2 * eta * alpha**2 / K**3
        for name, v in gaps.items():
            assert np.min(v / rhs) > 1.5, (K, M, name, float(np.min(v / rhs)))


def test_s_gaps_cross_with_a_tiny_batch() -> None:
    """With B = ceil(M log M) = 6 prompts a batch (c_B = 1) and l_tr = 2 (c_l = 1 at alpha = 1/2), the SGD noise
    drives some gap below the printed sum on some fresh prompt within 30 steps, for most seeds."""
    crossed = 0
    for seed in range(5):
        rng = np.random.default_rng(100 + seed)
        K, M, alpha, eta, l = 2, 4, 0.5, 0.5, 2
        D = 2 * M + K
        W = 1e-4 * rng.standard_normal((D, D))
        P = _prompts(rng, 64, M, K, l, alpha)
        B = math.ceil(M * math.log(M))
        S = np.zeros(64)
        worst = np.inf
        for t in range(30):
            p, _ = _gaps(W, P)
            S += (1 - p) ** 2
            W = W - eta * _grad(W, _prompts(rng, B, M, K, l, alpha))
            if t >= 1:
                _, gaps = _gaps(W, P)
                worst = min(
                    worst, min(float(np.min(v - S * 2 * eta * alpha**2 / K**3)) for v in gaps.values())
                )
        crossed += worst < 0
    assert crossed >= 3, crossed


def test_bounds_and_mutants() -> None:
    assert math.isclose(s_lower_printed(S=2.0, eta=0.5, alpha=0.5, K=2), 2.0 * 2 * 0.5 * 0.25 / 8)
    assert s_lower_mutant_k(S=1.0, eta=0.5, alpha=0.5, K=2) > s_lower_printed(S=1.0, eta=0.5, alpha=0.5, K=2)
    assert s_lower_mutant_alpha(S=1.0, eta=0.5, alpha=0.9, K=3) > s_lower_printed(
        S=1.0, eta=0.5, alpha=0.9, K=3
    )


def _cot_prompts(rng: np.random.Generator, n: int, M: int, K: int, l: int, alpha: float) -> tuple[np.ndarray, ...]:
    """K-step CoT prompts (7.1) in numpy, from the text: one-hot patterns e_0..e_{M-1}, a random cyclic order per
    prompt, step k maps x to the pattern k places further in the order; exactly round(alpha l) (>= 1) of the l
    examples start at the query's input; the query sits at a uniform step kk with its own chain's earlier steps as
    extra columns. Returns (keys (n, lK + K, 2M + K), key mask, query tokens, labels z, S_1 masks)."""
    order = np.argsort(rng.random((n, M)), 1)
    pos = np.argsort(order, 1)
    rows = np.arange(n)[:, None]

    def step(x: np.ndarray, k: int) -> np.ndarray:
        return order[rows, (pos[rows, x] + k) % M]

    xq = rng.integers(0, M, n)
    same = np.argsort(rng.random((n, l)), 1) < max(1, round(alpha * l))
    xc = np.where(same, xq[:, None], (xq[:, None] + 1 + rng.integers(0, M - 1, (n, l))) % M)
    ch, qch = [xc], [xq[:, None]]
    for k in range(1, K + 1):
        ch.append(step(ch[-1], k))
        qch.append(step(qch[-1], k))
    kk = rng.integers(1, K + 1, n)
    eM, eK = np.eye(M), np.eye(K)
    ctx = np.concatenate([np.concatenate([eM[ch[k - 1]], eM[ch[k]], np.broadcast_to(eK[k - 1], (n, l, K))], -1)
                          for k in range(1, K + 1)], 1)  # (n, K l, D): step-major (the order is immaterial)
    qc = np.concatenate([np.concatenate([eM[qch[k - 1]], eM[qch[k]], np.broadcast_to(eK[k - 1], (n, 1, K))], -1)
                         for k in range(1, K + 1)], 1)
    keys = np.concatenate([ctx, qc], 1)
    mask = np.concatenate([np.ones((n, K * l), bool), np.arange(1, K + 1)[None, :] < kk[:, None]], 1)
    qin = np.stack([q[:, 0] for q in qch], 1)
    qry = np.concatenate([eM[qin[np.arange(n), kk - 1]], np.zeros((n, M)), eK[kk - 1]], -1)
    z = eM[qin[np.arange(n), kk]]
    s1 = np.zeros((n, K * l + K), bool)
    s1[:, : K * l] = (keys[:, : K * l, :M].argmax(-1) == qin[np.arange(n), kk - 1][:, None]) & (
        keys[:, : K * l, 2 * M:].argmax(-1) == (kk - 1)[:, None])
    return keys, mask, qry, z, s1


def _cot_grad(W: np.ndarray, keys: np.ndarray, mask: np.ndarray, qry: np.ndarray, z: np.ndarray, M: int
              ) -> tuple[np.ndarray, np.ndarray]:
    """The batch-mean gradient of 1/2 ||sum_i a_i y_i - z||^2 in W by hand, and the attention a."""
    s = np.where(mask, np.einsum("nld,de,ne->nl", keys, W, qry), -np.inf)
    a = np.exp(s - s.max(1, keepdims=True))
    a /= a.sum(1, keepdims=True)
    y = keys[..., M: 2 * M]
    out = np.einsum("nl,nlm->nm", a, y)
    ds = a * np.einsum("nlm,nm->nl", y - out[:, None, :], out - z)
    return np.einsum("nl,nld,ne->de", ds, keys, qry) / len(qry), a


def test_eqF116_gradient_form_below_printed_lower_side() -> None:
    """(F.116) L9880-L9884 by hand at K = 2, M = 3, alpha = 0.7, eta = 0.9, l_tr = 16: W^(1) after one SGD step (batch
    64, xi = 1e-3), then on 4000 fresh prompts the least eta p~'^T G p~ over token pairs with the same step and
    another input pattern lies below the printed lower side eta mean_n (...)."""
    M, K, l, alpha, eta = 3, 2, 16, 0.7, 0.9
    rng = np.random.default_rng(5)
    W = 1e-3 * rng.standard_normal((2 * M + K, 2 * M + K))
    G, _ = _cot_grad(W, *_cot_prompts(rng, 64, M, K, l, alpha)[:4], M)
    W = W - eta * G
    keys, mask, qry, z, s1 = _cot_prompts(rng, 4000, M, K, l, alpha)
    G, a = _cot_grad(W, keys, mask, qry, z, M)
    p = (a * s1).sum(1)
    a2 = alpha**2 / K**2
    r2 = (1 - p) ** 2
    lower = eta * np.mean((-a2 + (K - 1 + (2 * K - 1) * a2) * p) * r2 / (K * M) - r2 * a2 / K + r2 * (-p + (1 - p) * a2) / K)

    def tok(x: int, y: int, k: int) -> np.ndarray:
        v = np.zeros(2 * M + K)
        v[[x, M + y, 2 * M + k]] = 1.0
        return v

    toks = [(x, y, k) for x in range(M) for y in range(M) for k in range(K) if y != x]
    least = min(eta * tok(*w) @ G @ tok(*v) for v in toks for w in toks if w[0] != v[0] and w[2] == v[2])
    assert lower < 0
    assert least < lower - 0.01, (least, lower)


def test_eqF115_gradient_form_above_printed_upper_side() -> None:
    """(F.115) L9868-L9876 (= (F.9)'s upper side) by hand, M = 3, alpha = 0.7, eta = 0.9, l_tr = 64 (l_tr alpha =
    45): W^(1) after one SGD step (batch 64, xi = 1e-3), then on 4000 fresh prompts the largest eta p~'^T G p~ over
    token pairs with the same step and another input pattern lies above the printed upper side eta mean_n
    ((1/(KM))(-a + (K - 1 + (2K - 1) a) p_n)(1 - p_n)^2 - (1 - p_n)^2 alpha^2/K^3), a = alpha^2/K^2, at K = 1 and 2."""
    M, l, alpha, eta = 3, 64, 0.7, 0.9
    for K in (1, 2):
        rng = np.random.default_rng(7 + K)
        W = 1e-3 * rng.standard_normal((2 * M + K, 2 * M + K))
        G, _ = _cot_grad(W, *_cot_prompts(rng, 64, M, K, l, alpha)[:4], M)
        W = W - eta * G
        keys, mask, qry, z, s1 = _cot_prompts(rng, 4000, M, K, l, alpha)
        G, a = _cot_grad(W, keys, mask, qry, z, M)
        p = (a * s1).sum(1)
        a2 = alpha**2 / K**2
        r2 = (1 - p) ** 2
        upper = eta * np.mean((-a2 + (K - 1 + (2 * K - 1) * a2) * p) * r2 / (K * M) - r2 * a2 / K)

        def tok(x: int, y: int, k: int, K: int = K) -> np.ndarray:
            v = np.zeros(2 * M + K)
            v[[x, M + y, 2 * M + k]] = 1.0
            return v

        toks = [(x, y, k) for x in range(M) for y in range(M) for k in range(K) if y != x]
        largest = max(eta * tok(*w) @ G @ tok(*v) for v in toks for w in toks if w[0] != v[0] and w[2] == v[2])
        assert largest > upper + 0.02, (K, largest, upper)
