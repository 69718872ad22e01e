"""An own numpy model of Chapter 3's graph transformer for the second paths of thesis App. B
(tests/test_thesis_r14_thesisAB.py, tests/test_thesis_r17_thesisB.py, tests/test_thesis_r18_thesisB2.py): the Section
3.5.1 graph builder and the initialisation of models.graph_transformer are shared with the claims; the aggregation
over distances 0, 1, 2 with a bias per distance, the forward pass of (3.1) and the hand-written gradient of the hinge
(3.3) are written here from the paper, sharing no code with the claims' measures."""

from __future__ import annotations

import numpy as np
import torch


def build(inst: dict, m: int, N: int | None = None) -> dict:
    """The graph of ``inst`` (seed, N, M, gamma_d, deg, eps_S, xi) and the initial weights at width m: pats, y, C (the
    (N, 3, M) pattern counts at distance 0, 1, 2), a, pdir = polar(W_V^(0)) and W = [W_Q, W_K, W_V, W_O, b]."""
    from thmcheck.models import graph_transformer as GT

    N, M = inst["N"] if N is None else N, inst["M"]
    rng = np.random.default_rng(inst["seed"])
    pats, y, adj = GT.build_graph(N, M, inst["gamma_d"], inst["deg"], inst["eps_S"], rng)
    Adj = np.zeros((N, N))
    for n, nb in enumerate(adj):
        Adj[n, list(nb)] = 1.0
    D2 = ((Adj @ Adj > 0) & (Adj == 0) & (np.eye(N) == 0)).astype(float)   # distance exactly 2
    onehot = np.eye(M)[pats]                                                 # (N, M)
    C = np.stack([onehot, Adj @ onehot, D2 @ onehot], axis=1)                # (N, 3, M)
    g = torch.Generator().manual_seed(inst["seed"])
    p = GT.init_params(M, m, 3, 0.1, 0.2, inst["xi"], g)
    W = [x.detach().numpy().astype(float).copy() for x in (p.WQ, p.WK, p.WV, p.WO, p.b)]
    U, _, Vt = np.linalg.svd(W[2])
    return {"N": N, "M": M, "pats": pats, "y": y, "C": C, "a": p.a.numpy().astype(float), "pdir": U @ Vt, "W": W}


def forward(g: dict, W: list) -> tuple:
    """(3.1) on every node: the softmax weights s (N, 3, M), the aggregation xbar (N, M), the pre-activations (N, m) and
    the outputs F (N,)."""
    WQ, WK, WV, WO, b = W
    lg = (WK.T @ WQ)[:, g["pats"]].T[:, None, :] + b[None, :, None]
    w = g["C"] * np.exp(lg)
    s = w / w.sum((1, 2), keepdims=True)
    xbar = s.sum(1)
    pre = xbar @ WV.T @ WO.T
    return s, xbar, pre, np.maximum(pre, 0) @ g["a"]


def step(g: dict, W: list, fw: tuple, gF: np.ndarray, eta: float) -> tuple[np.ndarray, list]:
    """One gradient step with dLoss/dF = gF per node at the forward pass ``fw`` = forward(g, W): returns dLoss/dpre
    (N, m) and the updated [W_Q, W_K, W_V, W_O, b]."""
    WQ, WK, WV, WO, b = W
    s, xbar, pre, _ = fw
    gpre = gF[:, None] * g["a"][None, :] * (pre > 0)
    dWO = gpre.T @ (xbar @ WV.T)
    dV = gpre @ WO
    dWV = dV.T @ xbar
    dxbar = dV @ WV
    dlg = s * (dxbar[:, None, :] - (s * dxbar[:, None, :]).sum((1, 2), keepdims=True))
    dG = np.zeros((g["M"], g["M"]))
    for n in range(g["N"]):
        dG[:, g["pats"][n]] += dlg[n].sum(0)
    db = dlg.sum((0, 2))
    dWK, dWQ = WQ @ dG.T, WK @ dG
    return gpre, [WQ - eta * dWQ, WK - eta * dWK, WV - eta * dWV, WO - eta * dWO, b - eta * db]


def hop_counts(adj: list, pats: np.ndarray, M: int) -> tuple:
    """Sparse adjacency A, the exact distance-2 indicator D2 (two hops, not adjacent, not the node) and the per-node
    pattern counts at distance 0, 1, 2 (N, 3, M), from the neighbour lists adj."""
    from scipy.sparse import csr_matrix, identity

    N = len(adj)
    r = np.fromiter((u for u, nb in enumerate(adj) for _ in nb), np.int64)
    c = np.fromiter((w for nb in adj for w in nb), np.int64)
    A = csr_matrix((np.ones(len(c)), (r, c)), shape=(N, N))
    A2 = (A @ A).tocsr()
    A2.data[:] = 1
    D2 = (A2 - A2.multiply(A) - A2.multiply(identity(N))).tocsr()
    D2.eliminate_zeros()
    oh = np.eye(M)[pats]
    return A, D2, np.stack([oh, A @ oh, D2 @ oh], axis=1)


def eta_path_graph(eta: float, seed: int, eps: float, nodes_per_c: int) -> dict:
    """Theorem 3.4.4's sizes with every hidden constant equal to C = (0.2/eta)^{1/4} (thesis.ch3.eqB.64-eta's audited
    path): N = ceil(nodes_per_c C) nodes (more where |L| = 0.8 N >= BT needs them), M = 4, m = ceil(C M^2 ln N),
    B = ceil(C eps^-2 ln N); the own graph of :func:`build`; V_d = the nodes whose own margin at the winning core
    distance z_m is > 0, eps_0 = 1 - |V_d|/N; T = ceil(C (B.59)) with delta = 0.2 (the init's); the labelled nodes
    (a seeded 80 %). Shared by the (B.61)/(B.62) and (B.64) second paths."""
    import math

    C = (0.2 / eta) ** 0.25
    N, M = math.ceil(nodes_per_c * C), 4
    while 0.8 * N < math.ceil(C * eps**-2 * math.log(N)) * (C * 1.6 * eta**-0.5 + 1):   # |L| >= BT with room
        N = int(N * 1.1)
    m = math.ceil(C * M**2 * math.log(N))
    B = math.ceil(C * eps**-2 * math.log(N))
    g = build({"seed": seed, "N": N, "M": M, "gamma_d": 0.4, "deg": 8, "eps_S": 0.1, "xi": 0.01}, m)
    y, Cn = g["y"].astype(float), g["C"]
    rel = np.where(y > 0, 0, 1)
    conf = 1 - rel
    idx = np.arange(N)
    marg = {z: Cn[idx, z, rel] - Cn[idx, z, conf] for z in (1, 2)}          # Delta_n(z): relevant minus confusion
    z_m = max(marg, key=lambda z: marg[z].mean())
    vd = marg[z_m] > 0
    eps0 = 1 - vd.mean()
    T = math.ceil(C * eta**-0.5 * 0.8**-0.5 * (1 - 2 * eps0) ** -0.5)    # C (B.59)
    lab = np.random.default_rng(seed + 1).permutation(N)[: int(0.8 * N)]
    assert len(lab) >= B * T, (len(lab), B, T)
    return {"g": g, "y": y, "N": N, "m": m, "B": B, "T": T, "C": C, "vd": vd, "eps0": eps0, "lab": lab}
