"""Round 18 (thesisE) second paths: (E.60) L8213 and (E.95) L8377's many-seed share, recomputed on numpy SGD runs with
hand-derived gradients (tests/test_thesis_r15_thesisE._numpy_sgd), sharing no code with the claims' measures."""

from __future__ import annotations

import math

import numpy as np

from tests.test_thesis_r15_thesisE import _numpy_sgd

_A: dict = {}  # the output weights a (a_i = +-1/m, masked) of the last own run per seed


def _own_run_batches(M1: int, M2: int, beta: float, alpha: float, delta: float, eta: float, m: int, cB: float,
                     cl: float, seed: int, t_max: int = 2000, stop_below: float | None = 0.02) -> tuple:
    """SGD of the Chapter 6 model to zero loss (the EMA of the batch loss below ``stop_below``; None: exactly t_max
    steps) (the prompts from models/icl.train, the weights recomputed by _numpy_sgd and checked against torch); returns
    (cfg, W0, WT, batches); the run's output weights a go to _A[seed]."""
    from thmcheck.models.icl import ICLConfig, train

    B = math.ceil(cB * M1 * math.log(M1))
    l_tr = math.ceil(cl * max(math.log(M1) / alpha, 1 / (beta * beta * alpha)))
    cfg = ICLConfig(M1=M1, M2=M2, dy=2, beta=beta, K=0.5, alpha=alpha, l_tr=l_tr, m=m, delta=delta, eta=eta, B=B,
                    T=t_max, seed=seed)
    got: dict = {"batches": []}

    def hook(b: int, model, batch) -> None:
        if b == 0:
            got["W0"] = tuple(p.detach().numpy().copy() for p in model.params())
            got["a"] = (model.a * model.mask).numpy().copy()
        got["batches"].append(tuple(x.numpy().copy() for x in batch[:3]))

    model, stop = train(cfg, stop_below=stop_below, t_max=t_max, step_hook=hook)
    assert stop is not None or stop_below is None
    WT = _numpy_sgd(got["W0"], got["a"], got["batches"], cfg.eta)
    assert np.abs(WT[0] - model.WQ.detach().numpy()).max() < 1e-8
    assert np.abs(WT[3] - model.WO.detach().numpy()).max() < 1e-8
    _A[seed] = got["a"]
    return cfg, got["W0"], WT, got["batches"]


def _outside_values(cfg, W0: tuple, WT: tuple, batches: list) -> np.ndarray:
    """x = W_O(i)^(T) W_V^(T) p for the neurons i outside W u U ((E.31), (E.32), (E.35): some training prompt n with
    O_{i,1}^(0) V_{n,1}(0) > 0 and O_{i,2}^(0) V_{n,2}(0) > 0, V^n(0) = W_V^(0) sum_s softmax_s p_s) and the tokens p =
    (beta e_j + kappa beta e_{M1+k}; y e_1), kappa = +-K, y = +-1."""
    WQ0, WK0, WV0, WO0 = W0
    dx, dy = cfg.M1 + cfg.M2, cfg.dy
    lucky = np.zeros(WO0.shape[0], bool)
    for ctx, pq, _ in batches:
        s = np.einsum("nld,nd->nl", ctx, (pq @ WQ0.T) @ WK0)
        att = np.exp(s - s.max(1, keepdims=True))
        att /= att.sum(1, keepdims=True)
        V = np.einsum("nl,nld->nd", att, ctx) @ WV0.T
        o1 = V[:, :dx] @ WO0[:, :dx].T
        o2 = V[:, dx:dx + dy] @ WO0[:, dx:dx + dy].T
        lucky |= ((o1 > 0) & (o2 > 0)).any(0)
    rows = (WT[3] @ WT[2])[~lucky]
    toks = []
    for j in range(cfg.M1):
        for k in range(cfg.M2):
            for kap in (-cfg.K, cfg.K):
                for y in (1.0, -1.0):
                    p = np.zeros(rows.shape[1])
                    p[j], p[cfg.M1 + k], p[dx] = cfg.beta, kap * cfg.beta, y
                    toks.append(p)
    return rows @ np.array(toks).T


def test_eqE60_second_path() -> None:
    """thesis.ch6.eqE.60 (erratum): at delta = 0.2, E1_FIRST's family (M1 = 3, seed 342) and E83_FIRST's (M1 = 4,
    seed 5) both have neurons outside W u U with a positive and a negative value x: x <= c x / sqrt(M1) needs c >= 2
    (M1 = 4, x > 0) and c <= sqrt(3) (M1 = 3, x < 0)."""
    cfg3, W0, WT, bt = _own_run_batches(3, 4, 1.0, 1.0, 0.2, 1.0, 50, 6.0, 24.0, 342)
    X3 = _outside_values(cfg3, W0, WT, bt)
    cfg4, W0, WT, bt = _own_run_batches(4, 8, 2.0, 0.8, 0.2, 0.9, 80, 8.0, 10.0, 5)
    X4 = _outside_values(cfg4, W0, WT, bt)
    assert X3.size and X4.size
    assert X3.min() < -1.0 and X4.max() > 1.0, (X3.min(), X4.max())
    c_lo, c_hi = math.sqrt(4), math.sqrt(3)
    assert c_lo > c_hi


def _wilson_lower(k: int, n: int, z: float = 1.96) -> float:
    p = k / n
    return (p + z * z / (2 * n) - z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))) / (1 + z * z / n)


def test_eqE95_whp_second_path() -> None:
    """thesis.ch6.eqE.95-whp (erratum as printed until round 29, conditional since: m, B constants granted): in E79_FIRST's family at delta = 0.015 (M1 = 4, M2 = 8, beta = 2,
    alpha = 0.8, eta = 0.9, m = 80, B = 45, l_tr = 18, seeds 5..20, all zero-loss runs), the own numpy W_Q^(T)'s mu
    block has, on at least 8 of the 16 runs, an admissible ODR coefficient vector k (||k|| = 1, sum k >= 1; found by an
    own grid over the cap) with k^T W_Q k < 0 while k = e_j gives > 0: with kappa' = 0 the out-of-domain query (mu'; 0),
    mu' = beta sum_i k_i e_i, has value exactly 0 somewhere on the (connected) cap. Wilson lower 95 % bound of 8/16 is
    0.28 > 1/M1 = 0.25."""
    rng = np.random.default_rng(0)
    G = rng.normal(size=(60000, 4))
    G /= np.linalg.norm(G, axis=1, keepdims=True)
    G = G[G.sum(1) >= 1.0]
    zeros = []
    for seed in range(5, 21):
        cfg, _, WT, _ = _own_run_batches(4, 8, 2.0, 0.8, 0.015, 0.9, 80, 8.0, 10.0, seed, t_max=4000)
        A = WT[0][:4, :4]
        vals = np.einsum("ni,ij,nj->n", G, A, G)
        own = np.diag(A)
        if vals.min() < 0 < own.max():
            zeros.append(seed)
    assert len(zeros) >= 8, zeros
    assert _wilson_lower(len(zeros), 16) > 0.25


def test_eqE73_eqE72_second_path() -> None:
    """thesis.ch6.eqE.73 / thesis.ch6.eqE.72 (out-of-domain, delta = 0.02): the ch.6 model of OOD_FIRST's family (M1 =
    4, M2 = 8, beta = 2, alpha = 0.8, eta = 0.9, m = 80, B = 45, l_tr = 18, seed 5) trained for T of (E.62) with c_T =
    40 (T = 2077 steps, own numpy SGD), on own out-of-domain prompts with Householder ODR patterns mu'_j = sum_i K_ji
    mu_i, K = I - 2 v v^T, v orthogonal to 1 (own random v, up to 8 tried; S_j = 1, orthogonal, norm beta), ODI the
    nu's rotated, kappa' ~ U(-1, 1), the cyclic ODR tasks (j, j + 1), contexts on the task's patterns with probability
    alpha'/2 = 0.4 each and on the others 0.1 each: some prompt of label +1 has F < 0, below any positive multiple of
    (E.73)'s right side. Round 33 (ch6): the prompts meet L1794 (at least alpha'/2 of the contexts on the query's
    pattern: rejection); the round-18 path (pairs family, seed 6, i.i.d. prompts) met the display once they do."""
    M1, M2, beta, alpha, delta, eta = 4, 8, 2.0, 0.8, 0.02, 0.9
    T = math.ceil(40.0 * M1 * math.sqrt(math.log(M1)) / (eta * (delta * beta * alpha) ** (2 / 3)))
    assert T == 2077
    cfg, _, (WQ, WK, WV, WO), _ = _own_run_batches(M1, M2, beta, alpha, delta, eta, 80, 8.0, 10.0, 5, t_max=T,
                                                   stop_below=None)
    a, l = _A[5], cfg.l_tr
    dx = M1 + M2
    rng = np.random.default_rng(1)
    Q, _ = np.linalg.qr(rng.normal(size=(M2, M2)))
    nup = np.zeros((M2, dx))
    nup[:, M1:] = beta * Q
    need = math.ceil(0.4 * l - 1e-9)
    found = []
    for _v in range(8):
        v = rng.normal(size=M1)
        v -= v.mean()
        v /= np.linalg.norm(v)
        R = np.zeros((M1, dx))
        R[:, :M1] = beta * (np.eye(M1) - 2 * np.outer(v, v))
        Fmin = np.inf
        for _ in range(200):
            jp = int(rng.integers(M1))
            jm = (jp + 1) % M1
            w = np.full(M1, 0.1)
            w[[jp, jm]] = 0.4
            pat = rng.choice(M1, size=l, p=w)
            while (pat == jp).sum() < need:
                pat = rng.choice(M1, size=l, p=w)
            ys = np.where(pat == jp, 1.0, np.where(pat == jm, -1.0, rng.choice([-1.0, 1.0], size=l)))
            X = R[pat] + rng.uniform(-1, 1, size=(l, 1)) * nup[rng.integers(0, M2, size=l)]
            ctx = np.concatenate([X, ys[:, None] * np.eye(2)[0][None, :]], 1)
            pq = np.concatenate([R[jp] + rng.uniform(-1, 1) * nup[rng.integers(0, M2)], np.zeros(2)])
            sc = (ctx @ WK.T) @ (WQ @ pq)
            att = np.exp(sc - sc.max())
            att /= att.sum()
            Fmin = min(Fmin, float(a @ np.maximum(WO @ (WV @ (att @ ctx)), 0.0)))
        found.append(Fmin)
        if Fmin < -0.05:
            break
    assert min(found) < -0.05, found


def test_eqE72_second_path() -> None:
    """thesis.ch6.eqE.72 (out-of-domain, delta = 0.02): on OOD_FIRST's family at seed 5 (own numpy SGD for T = 2077
    steps, own lucky union W of (E.31)/(E.35) over the run's prompts, a_i > 0), some Householder ODR family mu'_j = sum_i
    K_ji mu_i (K = I - 2 v v^T, v a unit vector orthogonal to 1: orthogonal, S_j = 1) has every neuron i in W negative
    on some context token (mu'_j + kappa' nu'; +q), kappa' = +-1: max_{i in W} min_p W_O(i) W_V p < 0, below any
    positive multiple of (E.72)'s right side."""
    cfg, W0, WT, bt = _own_run_batches(4, 8, 2.0, 0.8, 0.02, 0.9, 80, 8.0, 10.0, 5, t_max=2077)
    WQ0, WK0, WV0, WO0 = W0
    dx, M1, M2, beta = cfg.M1 + cfg.M2, cfg.M1, cfg.M2, cfg.beta
    lucky = np.zeros(WO0.shape[0], bool)
    for ctx, pq, _ in bt:
        s = np.einsum("nld,nd->nl", ctx, (pq @ WQ0.T) @ WK0)
        att = np.exp(s - s.max(1, keepdims=True))
        att /= att.sum(1, keepdims=True)
        V = np.einsum("nl,nld->nd", att, ctx) @ WV0.T
        lucky |= ((V[:, :dx] @ WO0[:, :dx].T > 0) & (V[:, dx:dx + 2] @ WO0[:, dx:dx + 2].T > 0)).any(0)
    rows = (WT[3] @ WT[2])[lucky & (_A[5] > 0)]
    assert len(rows)
    rng = np.random.default_rng(0)
    best = np.inf
    for _ in range(200):
        v = rng.normal(size=M1)
        v -= v.mean()
        v /= np.linalg.norm(v)
        K = np.eye(M1) - 2 * np.outer(v, v)
        assert np.allclose(K.sum(1), 1.0)
        toks = []
        for j in range(M1):
            for k in range(M2):
                for kap in (-1.0, 1.0):
                    p = np.zeros(dx + cfg.dy)
                    p[:M1], p[M1 + k], p[dx] = beta * K[j], kap * beta, 1.0
                    toks.append(p)
        best = min(best, float((rows @ np.array(toks).T).min(1).max()))
    assert best < 0, best

