"""Round 26 (undecided): the second path of thesis.ch3.eqB.64-T38 and a check of its run.

Second path: an own Chapter-3 graph-transformer simulator written here (after round-25 auditor B's b64_fixedT.py;
no repository code): a Section 3.5.1-type graph (M = 4 one-hot patterns, gamma_d = 0.4, degree 8, construction eps_S
0.1, a fraction q = 0.45 of the non-discriminative labels flipped), its own z_m and V_d from distance-1, -2 counts,
(3.1) with SPD bias (distance 0, 1, 2), hinge loss, Algorithm-4 SGD on W_O, W_V, W_K, W_Q, b by autograd, |S^{n,t}| = n
+ 10 uniform from the 1-2-hop set, |L| = 0.8 N >= BT asserted, B = ceil(eps^-2 ln N), m = ceil(M^2 ln N), eta = 0.2,
and T = round(C38 eta^-1/2 (1 - 2 eps_0)^-1/2 (1 - delta)^-1/2) at ONE constant C38 = 2.5 (delta = 0.2): the hinge
over the labelled V_d nodes stays far above eps at fixed T as N and B grow (eps = 0.3 at N = 2400, eps = 0.15 at N =
9600: B 4x larger), i.e. (B.64) fails at this (3.8) constant for every eps below it; and the population hinge f
(3.4), estimated on the unlabeled nodes, exceeds Theorem 3.4.4's (3.10) 2 eps_0 + eps on two independent runs
(thesis.ch3.theorem3.4.4-T38).
"""

from __future__ import annotations

import math

import numpy as np


def _build(N: int, q: float, seed: int, gamma: float = 0.4, eps_s: float = 0.1, deg: int = 8, M: int = 4) -> dict:
    import scipy.sparse as sp

    rng = np.random.default_rng(seed)
    pat = rng.choice(M, size=N, p=[gamma / 2, gamma / 2] + [(1 - gamma) / (M - 2)] * (M - 2))
    y = np.where(pat == 0, 1, np.where(pat == 1, -1, rng.choice([1, -1], size=N)))
    nd = np.where(pat >= 2)[0]
    P1, P2 = np.where(pat == 0)[0], np.where(pat == 1)[0]
    rows, cols = [], []
    nconf = rng.binomial(deg, eps_s, size=len(nd))
    for i, n in enumerate(nd):
        rel, conf = (P1, P2) if y[n] == 1 else (P2, P1)
        tgt = np.concatenate([rng.choice(rel, deg - nconf[i], replace=False), rng.choice(conf, nconf[i], replace=False)])
        rows += [n] * len(tgt)
        cols += list(tgt)
    A = sp.coo_matrix((np.ones(len(rows)), (rows, cols)), shape=(N, N)).tocsr()
    A = ((A + A.T) > 0).astype(np.float64)
    for P in (P1, P2):
        need = np.maximum(deg - np.asarray(A[P].sum(1)).ravel(), 0).astype(int)
        r2, c2 = [], []
        for n, k in zip(P, need, strict=True):
            if k > 0:
                r2 += [n] * k
                c2 += list(rng.choice(P, k, replace=False))
        if r2:
            E = sp.coo_matrix((np.ones(len(r2)), (r2, c2)), shape=(N, N)).tocsr()
            A = ((A + E + E.T) > 0).astype(np.float64)
    A.setdiag(0)
    A.eliminate_zeros()
    A2 = ((A @ A) > 0).astype(np.float64)
    A2 = A2 - A2.multiply(A)
    A2.setdiag(0)
    A2.eliminate_zeros()
    flip = rng.choice(nd, int(round(q * len(nd))), replace=False)
    y = y.copy()
    y[flip] *= -1
    oh = np.zeros((N, M))
    oh[np.arange(N), pat] = 1

    def margin(Ad):  # noqa: ANN001, ANN202
        c = Ad @ oh
        return np.where(y == 1, c[:, 0] - c[:, 1], c[:, 1] - c[:, 0])

    D1, D2 = margin(A), margin(A2)
    zm = 2 if D2.mean() > D1.mean() else 1
    Vd = (D2 if zm == 2 else D1) > 0
    return {"N": N, "M": M, "pat": pat, "y": y, "A": A.tocsr(), "A2": A2.tocsr(), "Vd": Vd, "rng": rng}


def _sample(g: dict, nodes: np.ndarray, k: int = 10) -> tuple[np.ndarray, np.ndarray]:
    S, D = [], []
    for n in nodes:
        a = g["A"].indices[g["A"].indptr[n]:g["A"].indptr[n + 1]]
        b = g["A2"].indices[g["A2"].indptr[n]:g["A2"].indptr[n + 1]]
        allp, dist = np.concatenate([a, b]), np.concatenate([np.ones(len(a), int), 2 * np.ones(len(b), int)])
        i = g["rng"].choice(len(allp), k, replace=len(allp) < k)
        S.append(np.concatenate([[n], allp[i]]))
        D.append(np.concatenate([[0], dist[i]]))
    return np.array(S), np.array(D)


def own_fixed_T(N: int, eps: float, C38: float = 2.5, q: float = 0.45, seed: int = 0) -> dict:
    import torch

    g = _build(N, q, seed)
    M, d, Z, eta, delta = g["M"], 8, 3, 0.2, 0.2
    eps0 = 1 - float(g["Vd"].mean())
    T = round(C38 * eta ** -0.5 * (1 - 2 * eps0) ** -0.5 * (1 - delta) ** -0.5)
    B, m = math.ceil(eps ** -2 * math.log(N)), math.ceil(M ** 2 * math.log(N))
    gen = torch.Generator().manual_seed(seed)
    X = torch.zeros(N, d, dtype=torch.float64)
    X[torch.arange(N), torch.tensor(g["pat"])] = 1.0
    WV = torch.linalg.qr(torch.randn(d, d, generator=gen, dtype=torch.float64))[0]
    WK, WQ = torch.eye(d, dtype=torch.float64), torch.eye(d, dtype=torch.float64)
    WO = 0.01 * torch.randn(m, d, generator=gen, dtype=torch.float64)
    a = (torch.randint(0, 2, (m,), generator=gen).double() * 2 - 1) / math.sqrt(m)
    b = torch.zeros(Z, dtype=torch.float64)
    yv = torch.tensor(g["y"], dtype=torch.float64)
    L = g["rng"].permutation(N)[: int(0.8 * N)]
    assert len(L) >= B * T

    def F(nodes, S, D, WO, WV, WK, WQ, b):  # noqa: ANN001, ANN202, N803
        xs, xn = X[torch.tensor(S)], X[torch.tensor(nodes)]
        at = torch.softmax(torch.einsum("bkd,ed,ef,bf->bk", xs, WK, WQ, xn) + b[torch.tensor(D)], 1)
        return torch.relu(torch.einsum("bk,bkd->bd", at, xs @ WV.T) @ WO.T) @ a

    for t in range(T):
        batch = L[t * B:(t + 1) * B]
        S, D = _sample(g, batch)
        P = [w.clone().requires_grad_(True) for w in (WO, WV, WK, WQ, b)]
        loss = torch.clamp(1 - yv[torch.tensor(batch)] * F(batch, S, D, *P), min=0).mean()
        gr = torch.autograd.grad(loss, P)
        WO, WV, WK, WQ, b = [(w - eta * gw).detach() for w, gw in zip((WO, WV, WK, WQ, b), gr, strict=True)]
    Lv = np.array([n for n in L if g["Vd"][n]])
    S, D = _sample(g, Lv)
    with torch.no_grad():
        h = torch.clamp(1 - yv[torch.tensor(Lv)] * F(Lv, S, D, WO, WV, WK, WQ, b), min=0)
    U = np.setdiff1d(np.arange(N), L)                  # the unlabeled nodes: the population risk f (3.4)
    S, D = _sample(g, U)
    with torch.no_grad():
        f = torch.clamp(1 - yv[torch.tensor(U)] * F(U, S, D, WO, WV, WK, WQ, b), min=0)
    return {"T": T, "B": B, "eps_0": eps0, "hinge": float(h.mean()), "min hinge": float(h.min()), "f": float(f.mean())}


def test_b64_fixed_T_own_simulator() -> None:
    r1, r2 = own_fixed_T(2400, 0.3), own_fixed_T(9600, 0.15)
    assert r1["eps_0"] < 0.5 and r2["eps_0"] < 0.5
    assert r1["T"] == r2["T"] or abs(r1["T"] - r2["T"]) <= 1     # one (3.8) constant: T fixed
    assert r2["B"] >= 4 * r1["B"] - 10
    assert r1["hinge"] > 0.3 and r2["hinge"] > 0.15 * 4            # ~0.9 at both: flat in N and B at fixed T
    assert abs(r1["hinge"] - r2["hinge"]) < 0.1


def test_t310_fixed_T_own_simulator() -> None:
    """(3.10) f <= 2 eps_0 + eps at C38 = 2.5 (f: the hinge over the unlabeled nodes; eps_0 = 1 - |V_d|/N): on two
    independent runs (seeds 0, 1) at eps = 0.2, f - 2 eps_0 = 0.255, 0.287 > eps (T = 11, eps_0 0.35, 0.33); without
    flips (q = 0, eps_0 = 0.14, T = 7) f - 2 eps_0 = 0.685 > eps = 0.3."""
    for seed in (0, 1):
        r = own_fixed_T(4800, 0.2, seed=seed)
        assert r["eps_0"] < 0.5 and r["f"] - 2 * r["eps_0"] > 0.2
    r = own_fixed_T(2400, 0.3, q=0.0)
    assert r["f"] - 2 * r["eps_0"] > 0.3


def test_b64t_run_meets_hypotheses() -> None:
    from thmcheck.checks.papers.thesis.r25_undecidedA import _b64s_graph_cached
    from thmcheck.checks.papers.thesis.r26_undecided import b64t_run, hidden_g, n_min

    inst = {"seed": 0, "flip": 0.45 * 0.6, "q": 0.45, "gamma_d": 0.4, "eps_S": 0.1, "eps": 0.3, "C38": 2.5, "N": 2000}
    assert n_min(0.3, 2.5) <= 2000
    r = b64t_run(inst, _b64s_graph_cached(2000, 0.4, 0.1, 0, 0.27))
    assert r["labels"] >= r["BT"] and r["B"] >= hidden_g(2000) * 0.3 ** -2 * math.log(2000)
    assert abs(r["T"] - 2.5 * r["(3.8) shape"]) <= 0.5 and 0 < r["eps_S (3.7) realised"] < 0.5
    assert r["hinge"] > 0.9 and r["smallest hinge in L cap V_d"] > 0.5
