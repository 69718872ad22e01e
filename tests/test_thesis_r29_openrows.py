"""Second paths for thmcheck.checks.papers.thesis.r29_openrows (round 29, helper openrows): own numpy, nothing
imported from bounds/ or models/."""

from __future__ import annotations

import numpy as np


def _prompts(rng: np.random.Generator, n: int, d: int, K: int, L: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """n prompts of L context columns (e_x; e_y; e_k), y != x, a query (e_x; 0; e_k) and a label e_z."""
    D = 2 * d + K
    keys = np.zeros((n, L, D))
    qry = np.zeros((n, D))
    z = np.zeros((n, d))
    for m in range(n):
        for i in range(L):
            x = rng.integers(d)
            y = (x + 1 + rng.integers(d - 1)) % d
            keys[m, i, [x, d + y, 2 * d + rng.integers(K)]] = 1.0
        qry[m, [rng.integers(d), 2 * d + rng.integers(K)]] = 1.0
        z[m, rng.integers(d)] = 1.0
    return keys, qry, z


def _loss(W: np.ndarray, keys: np.ndarray, qry: np.ndarray, z: np.ndarray, d: int) -> float:
    s = np.einsum("nld,de,ne->nl", keys, W, qry)
    a = np.exp(s - s.max(1, keepdims=True))
    a /= a.sum(1, keepdims=True)
    F = np.einsum("nl,nld->nd", a, keys[..., d:2 * d])
    return float(0.5 * ((F - z) ** 2).sum(1).mean())


def test_f151_first_equality_p_against_ptilde() -> None:
    """(F.151)'s first '=' (L10059-L10061): p~^T (1/B) sum_n dl/dW p (p without its positional encoding) against
    (1/B) sum_n (F - z)^T sum_i W_V p~_i a_i p~^T (p~_i - sum_r a_r p~_r) p~_query^T p~. The gradient by central
    finite differences of an own numpy model: the right side equals p~^T G p~, not p~^T G p."""
    rng = np.random.default_rng(0)
    d, K, L, n = 3, 2, 8, 24
    D = 2 * d + K
    W = 0.7 * rng.normal(size=(D, D))
    keys, qry, z = _prompts(rng, n, d, K, L)
    h = 1e-6
    G = np.zeros((D, D))
    for a in range(D):
        for b in range(D):
            E = np.zeros((D, D))
            E[a, b] = h
            G[a, b] = (_loss(W + E, keys, qry, z, d) - _loss(W - E, keys, qry, z, d)) / (2 * h)
    pt = np.zeros(D)
    pt[[0, d + 1, 2 * d + 0]] = 1.0  # p~ = (e_0; e_1; c_1)
    p = pt.copy()
    p[2 * d:] = 0.0  # p = p~ - c
    s = np.einsum("nld,de,ne->nl", keys, W, qry)
    at = np.exp(s - s.max(1, keepdims=True))
    at /= at.sum(1, keepdims=True)
    F = np.einsum("nl,nld->nd", at, keys[..., d:2 * d])
    kbar = np.einsum("nl,nld->nd", at, keys)
    rhs = np.mean([sum(at[m, i] * ((F[m] - z[m]) @ keys[m, i, d:2 * d]) * (pt @ (keys[m, i] - kbar[m]))
                       for i in range(L)) * (qry[m] @ pt) for m in range(n)])
    lhs = pt @ G @ p
    assert abs(pt @ G @ pt - rhs) < 1e-7 * max(1.0, abs(rhs))  # the printed right side is p~^T G p~
    assert abs(lhs - rhs) > 0.05 * abs(rhs)  # ... and not the printed left side p~^T G p


def _gt_forward(P: dict, X: np.ndarray, Dm: np.ndarray, agg: np.ndarray, nodes: np.ndarray
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Own graph transformer (3.1): att_n = softmax over agg[n] of x_s^T W_K^T W_Q x_n + b[SPD]; V_n = W_V X^T att_n;
    F_n = a^T relu(W_O V_n). Returns (F, att (N, N) rows of nodes, XA = X^T att_n)."""
    logits = (X @ P["WK"].T @ P["WQ"] @ X.T).T + P["b"][Dm]
    logits = np.where(agg, logits, -np.inf)
    att = np.exp(logits - logits.max(1, keepdims=True))
    att /= att.sum(1, keepdims=True)
    XA = att @ X
    F = np.maximum(XA[nodes] @ P["WV"].T @ P["WO"].T, 0) @ P["a"]
    return F, att, XA


def test_b216_drift_own_numpy() -> None:
    """(B.216) L4933 at t = 1 with thesis.ch3.eqB.216's reading, on an own 12-node graph: one full-batch step of
    Algorithm 4 (every parameter, gradients by central finite differences), then per lucky (i, l), l of pattern mu_1:
    the drift W_O(i)^(1) (W_V^(1) - W_V^(0)) X^T att^(1)_l against -eta sum_k w_k c V_k(0) W_O(i)^(1) W_O(k)^(0)T,
    V_k(0) = G_k . e_1 (w_k = 1 on W_l(0), lambda off it): no lambda in [0, 1], c in [0, 5] closes the gap."""
    rng = np.random.default_rng(3)
    N, d, m, Z, eta = 12, 4, 16, 4, 1.0
    pats = np.array([0, 0, 0, 0, 1, 1, 1, 1, 2, 3, 2, 3])
    y = np.array([1, 1, 1, 1, -1, -1, -1, -1, 1, 1, -1, -1], dtype=float)
    edges = {(i, (i + 1) % N) for i in range(N)} | {(0, 8), (1, 9), (2, 8), (4, 10), (5, 11), (3, 9)}
    A = np.zeros((N, N), bool)
    for i, j in edges:
        A[i, j] = A[j, i] = True
    Dm = np.full((N, N), Z - 1)
    for s in range(N):  # BFS, capped at Z - 1
        Dm[s, s], front, dist = 0, [s], 0
        while front and dist < Z - 2:
            dist += 1
            nxt = [w for u in front for w in np.nonzero(A[u])[0] if Dm[s, w] > dist]
            for w in nxt:
                Dm[s, w] = dist
            front = nxt
    agg = Dm <= 2
    X = np.eye(d)[pats]
    P = {"WQ": np.eye(d) + 0.2 / 2 * rng.normal(size=(d, d)), "WK": np.eye(d) + 0.2 / 2 * rng.normal(size=(d, d)),
         "WV": np.linalg.qr(rng.normal(size=(d, d)))[0] + 0.1 / 2 * rng.normal(size=(d, d)),
         "WO": 0.3 * rng.normal(size=(m, d)), "b": np.zeros(Z), "a": rng.choice([-1.0, 1.0], m) / np.sqrt(m)}
    nodes = np.arange(N)

    def loss(Q: dict) -> float:
        return float(np.maximum(1 - y * _gt_forward(Q, X, Dm, agg, nodes)[0], 0).mean())

    h = 1e-6
    grads = {}
    for k in ("WQ", "WK", "WV", "WO", "b"):
        g = np.zeros_like(P[k])
        for idx in np.ndindex(P[k].shape):
            Qp = {**P, k: P[k].copy()}
            Qm = {**P, k: P[k].copy()}
            Qp[k][idx] += h
            Qm[k][idx] -= h
            g[idx] = (loss(Qp) - loss(Qm)) / (2 * h)
        grads[k] = g
    F, att0, XA0 = _gt_forward(P, X, Dm, agg, nodes)
    pre = XA0 @ P["WV"].T @ P["WO"].T
    act = (1 - y * F > 0).astype(float)
    coef = -(y * act)[:, None] * P["a"][None, :] * (pre >= 0) / N
    G = coef.T @ XA0
    assert np.abs(grads["WV"] - P["WO"].T @ G).max() < 1e-7  # the per-neuron form of the W_V gradient
    P1 = {**P, **{k: P[k] - eta * grads[k] for k in grads}}
    _, att1, XA1 = _gt_forward(P1, X, Dm, agg, nodes)
    dW = P1["WV"] - P["WV"]
    ls = np.nonzero(pats == 0)[0]
    lucky = (XA0[ls] @ P["WV"].T @ P["WO"].T) > 0
    li, ii = np.nonzero(lucky)
    T = ((P1["WO"][ii] @ dW) * XA1[ls][li]).sum(1)
    C = P1["WO"][ii] @ P["WO"].T
    Vk = G[:, 0]
    PW = -eta * (C * Vk[None, :] * lucky[li]).sum(1)
    PU = -eta * (C * Vk[None, :] * (~lucky[li])).sum(1)
    lams, cs = np.linspace(0, 1, 101), np.linspace(0, 5, 2001)
    res = min(float(np.abs(T[None, :] - cs[:, None] * (PW + lam * PU)[None, :]).max(1).min()) for lam in lams)
    assert T.size > 0 and res / np.abs(T).max() > 0.05


def _cot_batch(rng: np.random.Generator, n: int, M: int, K: int, l_tr: int, alpha: float
               ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Own Chapter 7 prompts (7.1): per prompt a random cyclic order of the M patterns (e_1..e_M, d = M), f_k = shift
    by k in it; l_tr context chains of K steps (round(alpha l_tr) of them start at the query's input, the rest
    elsewhere), columns (e_x; e_y; c_k); the query at a uniform step k: (e_x; 0; c_k) with its earlier query steps as
    further keys; label e_(f_k(x)). Returns keys (n, L, D), mask (n, L), query (n, D), label index, the query step."""
    D = 2 * M + K
    L = l_tr * K + K
    keys = np.zeros((n, L, D))
    mask = np.zeros((n, L), bool)
    qry = np.zeros((n, D))
    lab = np.zeros(n, int)
    kq = np.zeros(n, int)
    for j in range(n):
        order = rng.permutation(M)
        pos = np.argsort(order)

        def f(x: int, k: int) -> int:
            return int(order[(pos[x] + k) % M])  # noqa: B023

        xq = int(rng.integers(M))
        same = np.zeros(l_tr, bool)
        same[rng.permutation(l_tr)[:max(1, round(alpha * l_tr))]] = True
        for s in range(l_tr):
            x = xq if same[s] else int((xq + 1 + rng.integers(M - 1)) % M)
            for k in range(1, K + 1):
                yk = f(x, k)
                keys[j, s * K + k - 1, [x, M + yk, 2 * M + k - 1]] = 1.0
                x = yk
        mask[j, :l_tr * K] = True
        k_star = int(rng.integers(1, K + 1))
        x = xq
        for k in range(1, K + 1):
            yk = f(x, k)
            if k < k_star:
                keys[j, l_tr * K + k - 1, [x, M + yk, 2 * M + k - 1]] = 1.0
                mask[j, l_tr * K + k - 1] = True
            elif k == k_star:
                qry[j, [x, 2 * M + k - 1]] = 1.0
                lab[j] = yk
            x = yk
        kq[j] = k_star - 1
    return keys, mask, qry, lab, kq


def _cot_grad(W: np.ndarray, keys: np.ndarray, mask: np.ndarray, qry: np.ndarray, lab: np.ndarray, M: int
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per prompt u_n with dl_n/dW = u_n q_n^T (l = 0.5 ||F - z||^2, F = sum_i a_i (output block of p~_i)), and the
    attention a: (u, a)."""
    s = np.where(mask, np.einsum("nld,de,ne->nl", keys, W, qry), -np.inf)
    a = np.exp(s - s.max(1, keepdims=True))
    a /= a.sum(1, keepdims=True)
    F = np.einsum("nl,nld->nd", a, keys[..., M:2 * M])
    r = F - np.eye(M)[lab]
    w = a * np.einsum("nd,nld->nl", r, keys[..., M:2 * M])
    kbar = np.einsum("nl,nld->nd", a, keys)
    u = np.einsum("nl,nld->nd", w, keys) - w.sum(1)[:, None] * kbar
    return u, a, r


def test_f148_first_foreign_column_crossing() -> None:
    """(F.148)'s first '<=' (L10036-L10038) on an own numpy SGD run of the Chapter 7 model (M = 5, K = 2, alpha = 0.5,
    eta = 0.63, l_tr = 16, B = 16, xi = 0.01, t = 191 >= T_1): eps = the largest (F.12) other-step context mass of a
    fresh batch (>= K exp(-t eta alpha^2/K^3), so t >= T_1(eps)); for some prompt n and a column p~ = (e_(x_q); e_y;
    c_(k_q)) of the query's input and step but an output other than n's label, (p~^T u_n)(p~_query^T p~) > -4 p_n
    (1 - p_n)^2 + eps, while for p~ the prompt's own column (y = its label) the display holds."""
    rng = np.random.default_rng(5)
    M, K, alpha, eta, l_tr, B, t = 5, 2, 0.5, 0.63, 16, 16, 191
    D = 2 * M + K
    W = 0.01 * rng.normal(size=(D, D))
    for _ in range(t):
        keys, mask, qry, lab, _ = _cot_batch(rng, B, M, K, l_tr, alpha)
        u, _, _ = _cot_grad(W, keys, mask, qry, lab, M)
        W -= eta * np.einsum("nd,ne->de", u, qry) / B
    keys, mask, qry, lab, kq = _cot_batch(rng, 256, M, K, l_tr, alpha)
    u, a, _ = _cot_grad(W, keys, mask, qry, lab, M)
    ctx = np.arange(keys.shape[1]) < l_tr * K
    step_k = keys[..., 2 * M:].argmax(-1) == kq[:, None]
    xin = keys[..., :M].argmax(-1) == qry[:, :M].argmax(1)[:, None]
    p = (a * (step_k & xin & ctx)).sum(1)
    eps = max(float((a * (~step_k & ctx)).sum(1).max()), K * np.exp(-t * eta * alpha**2 / K**3))
    assert t >= K**3 * np.log(K / eps) / (eta * alpha**2) and eps < 1
    xq = qry[:, :M].argmax(1)
    worst_foreign, worst_own = -np.inf, -np.inf
    for j in range(256):
        for y in range(M):
            if y == xq[j]:
                continue
            v = np.zeros(D)
            v[[xq[j], M + y, 2 * M + kq[j]]] = 1.0
            margin = (v @ u[j]) * (qry[j] @ v) - (-4 * p[j] * (1 - p[j]) ** 2 + eps)
            if y == lab[j]:
                worst_own = max(worst_own, margin)
            else:
                worst_foreign = max(worst_foreign, margin)
    assert worst_foreign > 0 > worst_own, (worst_foreign, worst_own)
