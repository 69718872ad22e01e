"""Tests of thmcheck.checks.papers.thesis.r28_ch7 (round 28, helper ch7).

Second paths (importing nothing from bounds/ or models/; own trainer, own prompts, from the thesis text only):

test_second_path_random_U_cot: Theorem 4 (L2179-L2187) with the literal training set of L2100 (F = {g}: one
bijection g, a cycle of the M TRR patterns, at every step of every training task, so 'f_k(x) != f_k'(x') iff x != x''
holds exactly), (iii) (x uniform, g a bijection: every TRR pattern equally likely in every step): own one-layer model
(7.2) trained by own SGD on finite prompts (7.1) (M = 8, d = 12, K = 2, alpha = 0.4, l_tr = 30, B = 32, T = 600,
eta = 0.9); TSR patterns mu' = Q mu with Q a random orthonormal M' x M matrix (M' = 6, (7.19) exactly); testing
tasks with derangement steps f_1, f_2 and one random error target per row (A_k(i, f_k(i)) = p, rho^f = (2p - 1)/p);
own noisy test prompts (7.4)/(7.11) (||delta|| = 0.3, delta perp M'), l_ts = 4000, alpha' = 0.8, greedy decoding
(7.5), CoT per (7.6). The CoT error is positive at p = 0.6 and 0.7 (rho^f = 0.33, 0.57) for most seeds, and 0 at
p = 0.95.

test_second_path_random_U_icl: Theorem 5 (b) (L2205-L2211) with the same own model and the same task family, ICL
prompts (7.8) with the zero padding columns: Condition 7.3.2 holds strictly, the ICL error is positive at p = 0.7.

test_single_training_crossing: the claim's own measurement on the literal training set (thmcheck.models.thesis.r28_ch7
'single') at T = 800, which ci does not draw (ci draws the shared 'shiftk' model only); slow (the training run).

test_second_path_f8_f10_gradient_forms: Lemma F.3.5 (F.8), (F.10) (L9327-L9352) with the gradient form itself: own
prompts (7.1) and torch autograd, K = 2, M = 3, alpha = 0.7, eta = 0.9, l_tr = 16, one SGD step (B = 5), 3000 fresh
prompts: every (F.8) pair's form is above the printed upper side; (F.10)'s forms leave both printed sides.
"""

from __future__ import annotations

import functools
import math

import numpy as np
import pytest
import torch


def _own_train_single(M: int = 8, d: int = 12, K: int = 2, alpha: float = 0.4, l_tr: int = 30, B: int = 32,
                      T: int = 600, eta: float = 0.9, xi: float = 0.01, seed: int = 0) -> torch.Tensor:
    g = torch.Generator().manual_seed(seed)
    D = 2 * d + K
    W = (xi * torch.randn(D, D, generator=g, dtype=torch.float64)).requires_grad_()
    E = torch.eye(d, dtype=torch.float64)
    P = torch.eye(K, dtype=torch.float64)
    order = torch.randperm(M, generator=torch.Generator().manual_seed(seed + 99))
    gmap = torch.empty(M, dtype=torch.long)
    gmap[order] = order[(torch.arange(M) + 1) % M]  # one M-cycle g: F = {g}
    for _ in range(T):
        xq = torch.randint(M, (B, 1), generator=g)
        same = torch.rand(B, l_tr, generator=g) < alpha
        other = (xq + 1 + torch.randint(M - 1, (B, l_tr), generator=g)) % M
        ins = torch.where(same, xq.expand(B, l_tr), other)
        keys = []
        for k in range(1, K + 1):
            outs = gmap[ins]
            keys.append(torch.cat([E[ins], E[outs], P[k - 1].expand(B, l_tr, K)], -1))
            ins = outs
        keys = torch.cat(keys, 1)
        kk = int(torch.randint(1, K + 1, (1,), generator=g))
        z = xq
        for _k in range(1, kk):
            z = gmap[z]
        target = gmap[z]
        q = torch.cat([E[z[:, 0]], torch.zeros(B, d, dtype=torch.float64), P[kk - 1].expand(B, K)], -1)
        s = torch.einsum("bld,de,be->bl", keys, W, q)
        out = torch.einsum("bl,bld->bd", torch.softmax(s, -1), keys[..., d: 2 * d])
        loss = 0.5 * ((out - E[target[:, 0]]) ** 2).sum(1).mean()
        loss.backward()
        with torch.no_grad():
            W -= eta * W.grad
            W.grad = None
    return W.detach()


@functools.lru_cache(maxsize=1)
def _own_W() -> torch.Tensor:
    return _own_train_single()


def _own_setup(p: float, rng: np.random.Generator, M: int, d: int, K: int, Mp: int
               ) -> tuple[np.ndarray, np.ndarray, list, list]:
    Q = np.linalg.qr(rng.standard_normal((M, M)))[0][:, :Mp].T
    mup = np.zeros((Mp, d))
    mup[:, :M] = Q  # mu'_j = sum_i Q[j, i] mu_i: orthonormal, in span(mu) (7.19)
    basis = np.linalg.qr(np.concatenate([mup.T, rng.standard_normal((d, d - Mp))], 1))[0][:, Mp:]
    fs, As = [], []
    for _ in range(K):
        while True:
            f = rng.permutation(Mp)
            if np.all(f != np.arange(Mp)):
                break
        A = np.zeros((Mp, Mp))
        for i in range(Mp):
            A[i, f[i]] += p
            A[i, rng.choice([j for j in range(Mp) if j != f[i]])] += 1 - p
        fs.append(f)
        As.append(A)
    return mup, basis, fs, As


def _noisy(idx: np.ndarray, mup: np.ndarray, basis: np.ndarray, noise: float, rng: np.random.Generator) -> np.ndarray:
    c = rng.standard_normal((len(idx), basis.shape[1]))
    return mup[idx] + (c / np.linalg.norm(c, axis=1, keepdims=True) * noise) @ basis.T  # delta perp M', ||delta|| fixed


def _context_inputs(q0: int, Mp: int, ap: float, l_ts: int, rng: np.random.Generator) -> np.ndarray:
    ns = math.ceil(ap * l_ts)
    return np.concatenate([np.full(ns, q0), rng.choice([j for j in range(Mp) if j != q0], l_ts - ns)])


def _step(A: np.ndarray, x: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    u = rng.random(len(x))
    return (u[:, None] > np.cumsum(A[x], 1)).sum(1).clip(max=A.shape[0] - 1)


def _own_cot_error(W: torch.Tensor, p: float, M: int = 8, d: int = 12, K: int = 2, Mp: int = 6, ap: float = 0.8,
                   l_ts: int = 4000, noise: float = 0.3, seed: int = 1) -> tuple[float, float]:
    """(CoT error (7.7) over the M' queries, rho^f of (7.12) over j != j*)."""
    rng = np.random.default_rng(seed)
    mup, basis, fs, As = _own_setup(p, rng, M, d, K, Mp)
    rho = min(1 - np.delete(A[i], f[i]).max() / A[i, f[i]] for f, A in zip(fs, As, strict=True) for i in range(Mp))
    Wn = W.numpy()
    wrong = 0
    for q0 in range(Mp):
        chain = [_context_inputs(q0, Mp, ap, l_ts, rng)]
        for k in range(K):
            chain.append(_step(As[k], chain[-1], rng))
        toks = [_noisy(c, mup, basis, noise, rng) for c in chain]
        keys = np.concatenate([np.concatenate([toks[k], toks[k + 1], np.tile(np.eye(K)[k], (l_ts, 1))], 1)
                               for k in range(K)], 0)
        v, truth = q0, q0
        for k in range(1, K + 1):
            s = keys @ (Wn @ np.concatenate([mup[v], np.zeros(d), np.eye(K)[k - 1]]))
            a = np.exp(s - s.max())
            a /= a.sum()
            v = int(np.argmax(mup @ (a @ keys[:, d: 2 * d])))  # greedy decoding (7.5) over the clean TSR patterns
            truth = int(fs[k - 1][truth])
            wrong += v != truth
    return wrong / (Mp * K), float(rho)


@pytest.mark.slow
def test_second_path_random_U_cot() -> None:
    W = _own_W()
    bad6 = [_own_cot_error(W, 0.6, seed=s) for s in range(6)]
    bad7 = [_own_cot_error(W, 0.7, seed=s) for s in range(6)]
    good = [_own_cot_error(W, 0.95, seed=s) for s in range(3)]
    assert all(0 < r < 1 for _, r in bad6 + bad7 + good)  # (7.12): rho^f in (0, 1)
    assert sum(e > 0 for e, _ in bad6) >= 4, bad6  # Theorem 4 says 0
    assert sum(e > 0 for e, _ in bad7) >= 3, bad7
    assert max(e for e, _ in good) == 0, good


def _own_icl_error(W: torch.Tensor, p: float, M: int = 8, d: int = 12, K: int = 2, Mp: int = 6, ap: float = 0.8,
                   l_ts: int = 4000, noise: float = 0.3, seed: int = 1) -> tuple[float, bool]:
    """(ICL error (7.9) over the M' queries, Condition 7.3.2 strictly) with the prompts (7.8): columns (x; y_K; c_1)
    and the K - 1 zero padding columns (0; 0; c_k) per example."""
    rng = np.random.default_rng(seed)
    mup, basis, fs, As = _own_setup(p, rng, M, d, K, Mp)
    Bm = As[0]
    ft = fs[0]
    for f, A in zip(fs[1:], As[1:], strict=True):
        Bm = Bm @ A
        ft = f[ft]
    cond = all(Bm[i, ft[i]] > max(Bm[i, j] for j in range(Mp) if j != ft[i]) for i in range(Mp))
    Wn = W.numpy()
    wrong = 0
    for q0 in range(Mp):
        x = _context_inputs(q0, Mp, ap, l_ts, rng)
        y = x
        for k in range(K):
            y = _step(As[k], y, rng)
        cols = [np.concatenate([_noisy(x, mup, basis, noise, rng), _noisy(y, mup, basis, noise, rng),
                                np.tile(np.eye(K)[0], (l_ts, 1))], 1)]
        cols += [np.concatenate([np.zeros((l_ts, 2 * d)), np.tile(np.eye(K)[k], (l_ts, 1))], 1) for k in range(1, K)]
        keys = np.concatenate(cols, 0)
        s = keys @ (Wn @ np.concatenate([mup[q0], np.zeros(d), np.eye(K)[0]]))
        a = np.exp(s - s.max())
        a /= a.sum()
        wrong += int(np.argmax(mup @ (a @ keys[:, d: 2 * d]))) != ft[q0]
    return wrong / Mp, cond


@pytest.mark.slow
def test_second_path_random_U_icl() -> None:
    W = _own_W()
    bad = [_own_icl_error(W, 0.7, seed=s) for s in range(6)]
    good = [_own_icl_error(W, 0.95, seed=s) for s in range(3)]
    assert all(c for _, c in bad + good)  # Condition 7.3.2 holds strictly
    assert sum(e > 0 for e, _ in bad) >= 4, bad  # Theorem 5 (b) says 0
    assert max(e for e, _ in good) == 0, good


@pytest.mark.slow
def test_single_training_crossing() -> None:
    from thmcheck.checks.papers.thesis import r28_ch7 as C

    inst = {"train": "single", "T": 800, "B": 64, "u_seed": 5000, "task_seed": 0, "Mp": 10, "kind": "derangement",
            "n_err": 1, "ps": [0.7, 0.7, 0.7], "p_min": 0.7, "ap": 0.8}
    m = C._cot_measure(inst, None)
    q = {**inst, **m.quantities, **m.terms}
    claim = next(c for c in C.CLAIMS if c.id == "thesis.ch7.theorem4-random-U")
    assert all(a.slack(q) >= 0 for a in claim.assumptions)
    assert m.terms["fixed points of the f_k"] == 0  # derangements: no identity mechanism
    assert m.lhs > 0 and m.terms["least log-vote margin (correct prefix)"] < 0


# ------------------------------------------------------------ (F.8), (F.10): Lemma F.3.5 with the gradient form

def _own_prompts(g: torch.Generator, n: int, M: int, K: int, l_tr: int, alpha: float
                 ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """Training prompts (7.1), own code: task f_k = shift by k in a random order of the M patterns (d = M, one-hot),
    round(alpha l_tr) context examples with the query's input, the query at a uniform step kk with its kk - 1
    earlier reasoning columns; returns (keys, mask, query, label)."""
    E, P = torch.eye(M, dtype=torch.float64), torch.eye(K, dtype=torch.float64)
    D = 2 * M + K
    keys = torch.zeros(n, l_tr * K + K - 1, D, dtype=torch.float64)
    mask = torch.zeros(n, l_tr * K + K - 1, dtype=torch.bool)
    qry = torch.zeros(n, D, dtype=torch.float64)
    lab = torch.zeros(n, M, dtype=torch.float64)
    n_same = max(1, round(alpha * l_tr))
    for i in range(n):
        order = torch.randperm(M, generator=g)
        pos = torch.argsort(order)

        def f(k: int, x: int, order: torch.Tensor = order, pos: torch.Tensor = pos) -> int:
            return int(order[(pos[x] + k) % M])

        xq = int(torch.randint(M, (1,), generator=g))
        same = torch.randperm(l_tr, generator=g) < n_same
        for s in range(l_tr):
            x = xq if same[s] else (xq + 1 + int(torch.randint(M - 1, (1,), generator=g))) % M
            for k in range(1, K + 1):
                y = f(k, x)
                keys[i, s * K + k - 1] = torch.cat([E[x], E[y], P[k - 1]])
                x = y
        mask[i, : l_tr * K] = True
        kk = int(torch.randint(1, K + 1, (1,), generator=g))
        z = xq
        for k in range(1, kk):
            y = f(k, z)
            keys[i, l_tr * K + k - 1] = torch.cat([E[z], E[y], P[k - 1]])
            mask[i, l_tr * K + k - 1] = True
            z = y
        qry[i] = torch.cat([E[z], torch.zeros(M, dtype=torch.float64), P[kk - 1]])
        lab[i] = E[f(kk, z)]
    return keys, mask, qry, lab


def _own_grad(W: torch.Tensor, keys: torch.Tensor, mask: torch.Tensor, qry: torch.Tensor, lab: torch.Tensor, M: int
              ) -> tuple[torch.Tensor, torch.Tensor]:
    Wl = W.clone().requires_grad_()
    s = torch.einsum("nld,de,ne->nl", keys, Wl, qry).masked_fill(~mask, -torch.inf)
    a = torch.softmax(s, -1)
    out = torch.einsum("nl,nld->nd", a, keys[..., M: 2 * M])
    (0.5 * ((out - lab) ** 2).sum(-1).mean()).backward()
    return Wl.grad.detach(), a.detach()


@pytest.mark.slow
def test_second_path_f8_f10_gradient_forms() -> None:
    M, K, alpha, eta, l_tr, B = 3, 2, 0.7, 0.9, 16, 5
    g = torch.Generator().manual_seed(3)
    W = 1e-3 * torch.randn(2 * M + K, 2 * M + K, generator=g, dtype=torch.float64)
    G, _ = _own_grad(W, *_own_prompts(g, B, M, K, l_tr, alpha), M)
    W = W - eta * G  # t = 1 <= T_1
    keys, mask, qry, lab = _own_prompts(g, 3000, M, K, l_tr, alpha)
    G, a = _own_grad(W, keys, mask, qry, lab, M)
    eG = (eta * G).numpy()
    same = (keys[..., 2 * M:] @ qry[:, 2 * M:, None])[..., 0] * (keys[..., :M] @ qry[:, :M, None])[..., 0] > 0.5
    same[:, l_tr * K:] = False
    p = (a * same).sum(1).numpy()  # p_n(t), (F.6)
    toks = [(x, y, k) for x in range(M) for y in range(M) for k in range(K) if y != x]

    def vec(t: tuple[int, int, int]) -> np.ndarray:
        v = np.zeros(2 * M + K)
        v[[t[0], M + t[1], 2 * M + t[2]]] = 1
        return v

    def forms(same_trr: bool) -> list[float]:
        return [float(vec(w) @ eG @ vec(v)) for v in toks for w in toks if (w[0] == v[0]) == same_trr and w[2] != v[2]]

    a2 = alpha**2 / K**2
    f8_up = eta * np.mean((-4 - (3 * K - 2) * (1 - p) * (1 + a2)) * p * (1 - p) / (K * M) + p * (1 - p) ** 2 * (1 + a2) / K)
    f10_lo = eta * np.mean(p * (1 - p) ** 2 * (1 + (2 - K) * a2) / (K * M) + (1 - p) ** 2 * alpha**2 / K**3)
    f10_up = eta * np.mean(p * (1 - p) ** 2 * (2 - K + (2 - K) * a2) / (K * M) + (1 - p) ** 2 * p * (1 + a2) / K)
    f8, f10 = forms(True), forms(False)
    print(f"F.8 forms {min(f8):.4f}..{max(f8):.4f} upper {f8_up:.4f}; F.10 forms {min(f10):.4f}..{max(f10):.4f} sides {f10_lo:.4f}, {f10_up:.4f}")
    assert min(f8) > f8_up + 0.05, (min(f8), f8_up)  # every (F.8) pair is above the printed upper side
    assert max(f10) > f10_up + 0.05, (max(f10), f10_up)
    assert min(f10) < f10_lo - 0.005, (min(f10), f10_lo)
