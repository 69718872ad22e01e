"""Second paths of checks/papers/thesis/r24_thesisX.py (thesis Apps. A-B, round 24, helper thesisX), in numpy, sharing
no code with the claims' measures or bounds."""

from __future__ import annotations

import numpy as np


def _vit_model(seed: int, L: int = 8, n1: int = 5, n2: int = 2, M: int = 3, B: int = 64) -> dict:
    """Section 2.4.1's noise-free data (one-hot tokens mu_j = e_j, d = M), W_V = W_K = W_Q = I (p_j = e_j), W_O
    entries N(0, xi^2) with App. A's xi = 1/sqrt(M) (L2650), a_(l)i = +-1/sqrt(m) per position, labels alternating,
    m = ceil(M^2 ln N) with N = B."""
    r = np.random.default_rng(seed)
    m = int(np.ceil(M ** 2 * np.log(B)))
    y = np.where(np.arange(B) % 2 == 0, 1.0, -1.0)
    pats = np.zeros((B, L), dtype=int)
    X = np.zeros((B, L, M))
    for n in range(B):
        rel, conf = (0, 1) if y[n] > 0 else (1, 0)
        pats[n] = r.permutation(np.array([rel] * n1 + [conf] * n2 + list(r.integers(2, M, L - n1 - n2))))
        X[n, np.arange(L), pats[n]] = 1.0
    S = np.einsum("nsd,nld->nsl", X, X)
    att = np.exp(S) / np.exp(S).sum(1, keepdims=True)
    V = np.einsum("nsl,nsd->nld", att, X)                       # V_l^n = W_V X^n softmax(.)_l, (B, L, M)
    xi = 1 / np.sqrt(M)
    WO = xi * r.standard_normal((m, M))
    a = r.choice([-1.0, 1.0], size=(L, m)) / np.sqrt(m)
    W = (((V @ WO.T) > 0) & ((y[:, None] > 0) & (pats == 0))[:, :, None]).any(0).any(0)   # (A.8) at t = 0
    s1 = (pats == 0).sum(1)
    return dict(L=L, M=M, B=B, m=m, y=y, V=V, xi=xi, WO=WO, a=a, W=W, s1=s1)


def _wo_step(d: dict, WO: np.ndarray, eta: float) -> np.ndarray:
    """One full-batch step of Algorithm 3 on W_O (hinge loss, F = (1/L) sum_l sum_i a_(l)i Relu(W_O(i) V_l))."""
    pre = d["V"] @ WO.T                                          # (B, L, m)
    F = (np.maximum(pre, 0) * d["a"][None]).sum(-1).mean(1)
    act = (1 - d["y"] * F > 0).astype(float)
    return WO + eta * np.einsum("n,lm,nlm,nld->md", d["y"] * act, d["a"], (pre >= 0).astype(float), d["V"]) / (
        d["B"] * d["L"])


def test_a93_middle_sign_and_growth_own_numpy() -> None:
    """(A.93) L3074: W_O(i)^(t+1) p_1 >~ e^X xi, X = eta (t+1)^2 mean(|S_1|/|S|) mean(|S_1|/|S| p_n)/4 (a = sqrt(m)),
    p_n of Definition A.2.2 with ||q_1|| = 1 and delta + tau = 0. (1) t = 0: W_O^(1) is Algorithm 3's first step (it
    depends only on the model at t = 0); some lucky neuron has W_O(i)^(1) p_1 < 0 < xi e^X. (2) Along t: each step
    moves W_O(i) p_1 by at most eta max||V|| / sqrt(m), so the largest lucky component grows at most linearly, while
    xi e^X grows like e^{c t^2}: at t = 64 the ratio exceeds 1e10 on every seed (W_O-only dynamics)."""
    eta = 0.5
    neg = 0
    for seed in range(8):
        d = _vit_model(seed)
        pn = d["s1"] * np.e / (d["s1"] * np.e + d["L"] - d["s1"])
        c = np.mean(d["s1"] / d["L"]) * np.mean(d["s1"] / d["L"] * pn) / 4
        WO = _wo_step(d, d["WO"], eta)
        assert d["xi"] * np.exp(eta * c) > 0
        neg += int((WO[d["W"], 0] < 0).any())
        if seed >= 2:
            continue
        vmax = np.linalg.norm(d["V"], axis=-1).max()
        top0 = d["WO"][d["W"], 0].max()
        for t in range(1, 65):
            WO = _wo_step(d, WO, eta)                            # WO is W_O^(t+1)
            assert WO[d["W"], 0].max() <= top0 + eta * (t + 1) * vmax / np.sqrt(d["m"]) + 1e-12
        ratio = d["xi"] * np.exp(eta * 65 ** 2 * c) / WO[d["W"], 0].max()
        assert ratio > 1e10, ratio
    assert neg >= 1, neg


def test_b100_middle_lucky_p1_component_negative_own_numpy() -> None:
    """(B.100) L4325 at t = 0: W_O(i)^(1) p_1 >~ e^X xi >= xi > 0 for i in W_l(0) ((B.4): a_i > 0, W_O(i)^(0) V_n(0)
    > 0 on a mu_1 node n). Own graph: N = 200 nodes, each linked to 2 random others (undirected), half of the nodes
    discriminative (mu_1 label +1, mu_2 label -1), the rest of patterns 3..M with random labels; node features e_k,
    W_K = W_Q = W_V = I (p_k = e_k), each node aggregating the nodes within distance 2 and itself with softmax of
    x_s^T x_l = 1[same pattern]; W_O entries N(0, 0.01^2), a_i = +-1/sqrt(m), m = ceil(M^2 ln N); one full-batch step
    of the hinge loss (every hinge active at this scale). Some neuron of W_l(0) has W_O(i)^(1) e_1 < 0."""
    N, M, eta, xi = 200, 3, 0.1, 0.01
    m = int(np.ceil(M ** 2 * np.log(N)))
    found = 0
    for seed in range(6):
        r = np.random.default_rng(100 + seed)
        pats = np.where(r.random(N) < 0.5, r.integers(0, 2, N), r.integers(2, M, N))
        y = np.where(pats == 0, 1.0, np.where(pats == 1, -1.0, r.choice([-1.0, 1.0], N)))
        A = np.zeros((N, N), dtype=bool)
        for n in range(N):
            for u in r.choice(N, 2, replace=False):
                if u != n:
                    A[n, u] = A[u, n] = True
        R = A | (A.astype(int) @ A.astype(int) > 0) | np.eye(N, dtype=bool)   # within distance 2, itself included
        E = np.eye(M)[pats]
        logit = E @ E.T                                              # (l, s): 1[same pattern]
        w = np.where(R, np.exp(logit), 0.0)
        V = (w / w.sum(1, keepdims=True)) @ E                        # V_n = sum_s softmax_s e_{pattern(s)}
        WO = xi * r.standard_normal((m, M))
        a = r.choice([-1.0, 1.0], m) / np.sqrt(m)
        pre = V @ WO.T
        F = np.maximum(pre, 0) @ a
        assert np.all(1 - y * F > 0)
        WO1 = WO + eta * ((y[:, None] * (pre >= 0)).T @ V) * a[:, None] / N
        lucky = (a > 0) & ((pre > 0) & (pats == 0)[:, None]).any(0)
        found += int((WO1[lucky, 0] < 0).any())
    assert found >= 1, found


def _a124_network(seed: int, m: int, L: int = 8, M: int = 5, d: int = 8, N: int = 20, c0: float = 0.001) -> float:
    """(A.124) L3247 at t = 0, per neuron: noisy tokens x = e_pattern + c0 N(0, I) (3 mu_1, 2 mu_2 tokens, the rest of
    patterns 3..M), W_K = W_Q = W_V = I (q_1 = e_1), W_O rows N(0, I/M); for the first 8 samples n, every
    non-discriminative query l, k in S_1^n, j in S_1^g (every sample): max over the m neurons of |left| / |right|."""
    r = np.random.default_rng(seed)
    pats = np.stack([r.permutation(np.r_[[0] * 3, [1] * 2, r.integers(2, M, L - 5)]) for _ in range(N)])
    X = np.eye(d)[pats] + c0 * r.standard_normal((N, L, d))
    WO = r.standard_normal((m, d)) / np.sqrt(M)
    X1 = X[pats == 0]
    best = 0.0
    for n in range(8):
        sc = X[n] @ X[n].T
        at = np.exp(sc - sc.max(0))
        at /= at.sum(0)                                          # [s, query]: softmax over the keys s
        for l in np.flatnonzero(pats[n] >= 2):
            c = (X[n] - at[:, l] @ X[n])[:, 0]                   # q_1^T (x_s - sum_r softmax_l(r) x_r)
            u = WO @ (X[n].T @ (at[:, l] * c))
            for k in np.flatnonzero(pats[n] == 0):
                v = WO @ (X[n].T @ (at[:, k] * c))
                rj = (np.abs(X1 @ X[n, l]) / np.abs(X1 @ X[n, k])).max()
                best = max(best, float((np.abs(u) / np.abs(v)).max() * rj))
    return best


def test_a124_per_neuron_ratio_grows_with_m_own_numpy() -> None:
    """The two sides of (A.124) are linear forms <W_O(i), u>, <W_O(i), v> of a Gaussian row with u, v not parallel:
    their ratio is Cauchy-like, so the largest over m neurons grows like m. Median over 16 networks: x > 50 from m =
    64 to 4096 (no constant of '<~' serves every neuron)."""
    med = {m: float(np.median([_a124_network(s, m) for s in range(16)])) for m in (64, 4096)}
    assert med[4096] > 50 * med[64], med
