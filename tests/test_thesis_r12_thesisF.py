"""Second paths for the round-12 claims of thesis App. F (thmcheck.checks.papers.thesis.r12_thesisF).

The tests share no code with the claims' bounds or measurements: the Chapter 7 model (training prompts (7.1) with K
steps, the ICL prompt (7.8), the softmax attention, SGD on the squared loss with the gradient by hand) is written out
again in numpy from the thesis's text.
"""

from __future__ import annotations

import math

import numpy as np


def _orders(rng: np.random.Generator, n: int, M: int) -> tuple[np.ndarray, np.ndarray]:
    order = np.argsort(rng.random((n, M)), 1)
    return order, np.argsort(order, 1)


def _shift(order: np.ndarray, pos: np.ndarray, x: np.ndarray, s: int) -> np.ndarray:
    """The pattern s places after x in each prompt's cyclic order (the training task f_k is the shift by k)."""
    M = order.shape[1]
    r = np.arange(order.shape[0]).reshape((-1,) + (1,) * (x.ndim - 1))
    return order[r, (pos[r, x] + s) % M]


def _train_prompts(rng: np.random.Generator, n: int, M: int, K: int, l: int, alpha: float) -> tuple[np.ndarray, ...]:
    """(7.1) on one-hot patterns: l examples of K columns (x_{k-1}; x_k; e_k), x_k = f_k(x_{k-1}); a query step k
    uniform in 1..K with input v_{k-1} (the query chain), the earlier query columns as keys. Returns (keys (n, lK + K,
    D), mask, query (n, D), label (n, M))."""
    order, pos = _orders(rng, n, M)
    xq = rng.integers(0, M, n)
    same = rng.random((n, l)) < alpha
    x = np.where(same, xq[:, None], (xq[:, None] + 1 + rng.integers(0, M - 1, (n, l))) % M)
    ch, qch = [x], [xq]
    for k in range(1, K + 1):
        ch.append(_shift(order, pos, ch[-1], k))
        qch.append(_shift(order, pos, qch[-1], k))
    eye, pe = np.eye(M), np.eye(K)
    cols = [np.concatenate([eye[ch[k - 1]], eye[ch[k]], np.broadcast_to(pe[k - 1], (n, l, K))], -1) for k in range(1, K + 1)]
    ctx = np.stack(cols, 2).reshape(n, l * K, 2 * M + K)
    qc = np.stack([np.concatenate([eye[qch[k - 1]], eye[qch[k]], np.broadcast_to(pe[k - 1], (n, K))], -1)
                   for k in range(1, K + 1)], 1)
    kk = rng.integers(1, K + 1, n)
    r = np.arange(n)
    qry = np.concatenate([eye[np.stack(qch, 1)[r, kk - 1]], np.zeros((n, M)), pe[kk - 1]], -1)
    mask = np.concatenate([np.ones((n, l * K), bool), np.arange(K)[None, :] < (kk - 1)[:, None]], 1)
    return np.concatenate([ctx, qc], 1), mask, qry, eye[np.stack(qch, 1)[r, kk]]


def _softmax(s: np.ndarray, mask: np.ndarray) -> np.ndarray:
    s = np.where(mask, s, -np.inf)
    a = np.exp(s - s.max(1, keepdims=True))
    return a / a.sum(1, keepdims=True)


def _train(M: int, K: int, l: int, alpha: float, eta: float, B: int, T: int, xi: float, seed: int) -> np.ndarray:
    """SGD on 1/2 ||sum_i a_i y_i - z||^2 (the output block of the keys), gradient by hand: dL/ds_i = a_i (y_i -
    out)^T (out - z), dL/dW = sum_i dL/ds_i p_i q^T, averaged over the batch; W^(0) entries N(0, xi^2)."""
    rng = np.random.default_rng(seed)
    D = 2 * M + K
    W = xi * rng.standard_normal((D, D))
    for _ in range(T):
        keys, mask, qry, z = _train_prompts(rng, B, M, K, l, alpha)
        a = _softmax(np.einsum("nld,de,ne->nl", keys, W, qry), mask)
        y = keys[..., M: 2 * M]
        out = np.einsum("nl,nlm->nm", a, y)
        ds = a * np.einsum("nlm,nm->nl", y - out[:, None, :], out - z)
        W -= eta * np.einsum("nl,nld,ne->de", ds, keys, qry) / B
    return W


def _icl_mass(W: np.ndarray, rng: np.random.Generator, n: int, M: int, K: int, l: int, alpha: float) -> np.ndarray:
    """The S_K^* mass on n ICL prompts (7.8): E_i = ((x_i; y_{i,K}) + c_1, then K - 1 zero columns + c_k), query
    (x_query; 0) + c_1, y_{i,K} = f(x_i), f the shift by K in the prompt's cyclic order (a noise-free task), S_K^* the examples with x_i = x_query."""
    order, pos = _orders(rng, n, M)
    xq = rng.integers(0, M, n)
    same = rng.random((n, l)) < alpha
    x = np.where(same, xq[:, None], (xq[:, None] + 1 + rng.integers(0, M - 1, (n, l))) % M)
    y = x
    for _ in range(K):  # f_k = the next pattern in the prompt's cyclic order (f = the shift by K, not the identity)
        y = _shift(order, pos, y, 1)
    eye, pe = np.eye(M), np.eye(K)
    keys = np.zeros((n, l, K, 2 * M + K))
    keys[:, :, 0, :M], keys[:, :, 0, M: 2 * M] = eye[x], eye[y]
    keys[..., 2 * M:] = pe
    keys = keys.reshape(n, l * K, -1)
    qry = np.concatenate([eye[xq], np.zeros((n, M)), np.broadcast_to(pe[0], (n, K))], -1)
    a = _softmax(np.einsum("nld,de,ne->nl", keys, W, qry), np.ones(keys.shape[:2], bool))
    star = np.zeros((n, l, K), bool)
    star[:, :, 0] = same
    star = star.reshape(n, l * K)
    return (a * star).sum(1)[star.any(1)]


def test_eqF55_icl_mass_below_one_minus_eps() -> None:
    """(F.55) L9559 at K = 2 (M = 3, alpha = 0.8, eta = 0.9 < 1, l_tr = 6, xi = 1e-4): with Theorem 3's B = max(eps^-2,
    M) log M (F.19) and T = T_1 + T_2 + T_3 (F.34), the least S_K^* attention mass over fresh ICL prompts is far below
    1 - eps at eps = 0.05, and 1 - mass falls far slower than eps between eps = 0.9 and 0.05 (not O(eps)). At K = 1
    (the ICL prompt (7.8) is then (7.1)) the same."""
    M, l, alpha, eta = 3, 6, 0.8, 0.9
    for K in (2, 1):
        deficit = {}
        for eps in (0.9, 0.05):
            B = math.ceil(max(eps**-2, M) * math.log(M))
            T = math.ceil((K**3 * math.log(K / eps) / alpha**2 + K * M / alpha + K * M / eps) / eta)
            W = _train(M, K, l, alpha, eta, B, T, 1e-4, 21)
            deficit[eps] = 1 - float(_icl_mass(W, np.random.default_rng(4), 400, M, K, l, alpha).min())
        assert deficit[0.05] > 4 * 0.05, (K, deficit)
        assert deficit[0.05] / 0.05 > 6 * deficit[0.9] / 0.9, (K, deficit)


def test_eqF55_matches_the_claim_measure() -> None:
    """The claim's ICL prompts: at K = 2 every example's first column carries c_1 and the input/K-step output, the
    other column is zero with c_2; S_K^* marks exactly the first columns whose input is the query's."""
    from thmcheck.checks.papers.thesis.r12_thesisF import icl_prompts
    from thmcheck.models.cot import CoTConfig

    cfg = CoTConfig(d=3, M=3, Mp=2, K=2, l_tr=5, alpha=0.6)
    keys, qry, star = (t.numpy() for t in icl_prompts(cfg, 50, 3))
    d = 3
    assert keys.shape == (50, 10, 2 * d + 2)
    assert np.all(keys[:, 1::2, : 2 * d] == 0) and np.all(keys[:, 1::2, 2 * d + 1] == 1)
    assert np.all(keys[:, 0::2, 2 * d] == 1)
    same_in = np.einsum("nld,nd->nl", keys[..., :d], qry[:, :d]) > 0.5
    assert np.array_equal(star, same_in)
    # y_{i,K} = the shift by K = 2 of x_i in the prompt's cyclic order: never x_i itself
    assert not np.any(np.all(keys[:, 0::2, :d] == keys[:, 0::2, d: 2 * d], -1))


def test_eqF47_same_pattern_score_does_not_vanish() -> None:
    """(F.47) L9523 as printed, lambda = I (TSR = TRR) and i' = j: the sum is the same-pattern score ((e_q; e_y) + c_1)^T
    W ((e_q; 0) + c_1) of the trained model (K = 2, M = 3, alpha = 0.8, eta = 0.9, l_tr = 6, B and T of (F.19),
    (F.34)); it does not fall with eps while eps log(K/eps) does (0.72 at eps = 0.9, 0.18 at eps = 0.05)."""
    M, K, l, alpha, eta = 3, 2, 6, 0.8, 0.9
    ratio = {}
    for eps in (0.9, 0.05):
        B = math.ceil(max(eps**-2, M) * math.log(M))
        T = math.ceil((K**3 * math.log(K / eps) / alpha**2 + K * M / alpha + K * M / eps) / eta)
        W = _train(M, K, l, alpha, eta, B, T, 1e-4, 5)
        score = max(W[np.ix_([q, M + y, 2 * M], [q, 2 * M])].sum() for q in range(M) for y in range(M) if y != q)
        assert score > 1.0
        ratio[eps] = score / (eps * math.log(K / eps))
    assert ratio[0.05] > 4 * ratio[0.9]


def test_f152_explicit_bound_on_random_states() -> None:
    """(F.152)'s every-state bound |term| <= 24 (1 - p)^2 (thesis.ch7.eqF.152.explicit), checked on random attention
    vectors over random one-hot columns (x_i, y_i, k_i) with the 'same' columns (the query's x and k) carrying y = z:
    term = (p~_query^T p~) sum_i a_i (c_i - c_bar) p~'^T p~_i, c_i = (F - z)^T y_i, F = sum_i a_i y_i. numpy only."""
    import numpy as np

    rng = np.random.default_rng(152)
    worst = 0.0
    for _ in range(3000):
        M, K, L = int(rng.integers(3, 6)), int(rng.integers(2, 4)), int(rng.integers(4, 40))
        xq, kq, zq = int(rng.integers(M)), int(rng.integers(K)), int(rng.integers(M))
        xs, ks, ys = rng.integers(0, M, L), rng.integers(0, K, L), rng.integers(0, M, L)
        same = (xs == xq) & (ks == kq)
        ys[same] = zq
        logits = rng.normal(0, 1, L) + np.where(same, rng.uniform(0, 12), 0.0)
        a = np.exp(logits - logits.max())
        a /= a.sum()
        p = float(a[same].sum())
        eye = np.eye(M)
        F = (a[:, None] * eye[ys]).sum(0)
        c = (F - eye[zq]) @ eye[ys].T
        w = a * (c - (a * c).sum())
        for xp in range(M):
            for yp in range(M):
                for kp in range(K):
                    if xp != xq or kp == kq:
                        continue  # (F.152)'s case: p~' shares only the TRR pattern with p~ = (x_q, ., k_q)
                    overlap = (xs == xp).astype(float) + (ys == yp) + (ks == kp)
                    term = 2.0 * float(w @ overlap)
                    worst = max(worst, abs(term) / (24 * (1 - p) ** 2) if p < 1 else 0.0)
    assert worst <= 1.0 + 1e-12
    assert worst > 0.05  # the states reach a fair fraction of the bound
