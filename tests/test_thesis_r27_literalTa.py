"""Second path for thmcheck.checks.papers.thesis.r27_literalTa (round 27, helper literalTa), from the thesis text only:
own graph (homophilous communities, own BFS), own graph transformer (3.1) with the one-hot relative PE (3.2), own
Algorithm 4 (SGD on the hinge (3.3), S^{n,t} uniform over the whole graph, b^(0) = 0; torch autograd), importing
nothing from bounds/ or models/.

test_l347_printed_index_own_training: Lemma 3.4.7 (3.14) L917-L923. After training, b's largest entry is the weight
of the core distance z_m itself (SPD z_m), so under (3.2)'s index (b_z = e_z = the weight of SPD z - 1)
b_{z_m} - b_{z_m + 1} = w(SPD z_m - 1) - w(SPD z_m) < 0 although Delta_bar(z_m) > Delta_bar(z_m + 1), while under the
appendix's reading (b_z = the weight of SPD z) b_{z_m} - b_z > 0 for every z in [Z-1] below the pooled bin.
"""

from __future__ import annotations

import numpy as np
import pytest
import torch


def _graph(N: int, deg: int, cross: int, gamma_d: float, M: int, rng: np.random.Generator):
    y = np.where(np.arange(N) < N // 2, 1, -1)
    adj = [set() for _ in range(N)]
    same = {1: np.nonzero(y == 1)[0], -1: np.nonzero(y == -1)[0]}
    for n in range(N):
        for w in rng.choice(same[int(y[n])], deg // 2, replace=False):
            if w != n:
                adj[n].add(int(w))
                adj[int(w)].add(n)
        for w in rng.choice(N, cross, replace=False):
            if w != n:
                adj[n].add(int(w))
                adj[int(w)].add(n)
    disc = rng.random(N) < gamma_d
    pats = np.where(disc, np.where(y == 1, 0, 1), rng.integers(2, M, N))
    return y, adj, pats


def _bfs(adj: list[set[int]], cap: int) -> np.ndarray:
    N = len(adj)
    D = np.full((N, N), cap, dtype=np.int64)
    for s in range(N):
        D[s, s] = 0
        frontier, dist = [s], 0
        while frontier and dist < cap - 1:
            dist += 1
            nxt = []
            for u in frontier:
                for w in adj[u]:
                    if D[s, w] == cap:
                        D[s, w] = dist
                        nxt.append(w)
            frontier = nxt
    return D


def _margins(pats: np.ndarray, y: np.ndarray, D: np.ndarray, Z: int) -> dict[int, float]:
    """Definition 3.4.1: Delta_bar(z) = mean_n |D_*^n cap N_z^n| - |D_#^n cap N_z^n|, absolute counts."""
    rel = np.where(y[:, None] == 1, pats[None, :] == 0, pats[None, :] == 1)
    conf = np.where(y[:, None] == 1, pats[None, :] == 1, pats[None, :] == 0)
    return {z: float(((D == z) & rel).sum(1).mean() - ((D == z) & conf).sum(1).mean()) for z in range(1, Z)}


def _train_b(seed: int, N: int = 400, Z: int = 5, T: int = 900, B: int = 4, s: int = 10, m: int = 20,
             d: int = 6, M: int = 5, eta: float = 0.05) -> tuple[np.ndarray, dict[int, float]]:
    rng = np.random.default_rng(seed)
    y, adj, pats = _graph(N, 6, 1, 0.5, M, rng)
    D = _bfs(adj, Z)  # exact SPD below Z; (3.2) pools SPD >= Z - 1 in the last PE entry
    marg = _margins(pats, y, D, Z)
    g = torch.Generator().manual_seed(seed)
    X = torch.eye(d, dtype=torch.float64)[pats] + 0.01 * torch.randn(N, d, generator=g, dtype=torch.float64)
    WQ = (torch.eye(d, dtype=torch.float64) + 0.1 * torch.randn(d, d, generator=g, dtype=torch.float64)).requires_grad_()
    WK = (torch.eye(d, dtype=torch.float64) + 0.1 * torch.randn(d, d, generator=g, dtype=torch.float64)).requires_grad_()
    WV = (torch.eye(d, dtype=torch.float64) + 0.05 * torch.randn(d, d, generator=g, dtype=torch.float64)).requires_grad_()
    WO = (0.01 * torch.randn(m, d, generator=g, dtype=torch.float64)).requires_grad_()
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1).double() / m**0.5
    b = torch.zeros(Z, dtype=torch.float64, requires_grad=True)
    Dt = torch.as_tensor(np.minimum(D, Z - 1))
    Y = torch.as_tensor(y, dtype=torch.float64)
    opt = torch.optim.SGD([WQ, WK, WV, WO, b], lr=eta)
    for _ in range(T):
        n = torch.randint(0, N, (B,), generator=g)
        S = torch.randint(0, N, (B, s), generator=g)  # uniform over the whole graph (Algorithm 4, L789)
        U = torch.nn.functional.one_hot(Dt[n[:, None], S], Z).double()
        logit = torch.einsum("bsd,kd,kf,bf->bs", X[S], WK, WQ, X[n]) + U @ b
        att = torch.softmax(logit, 1)
        h = torch.relu(torch.einsum("bs,bsd->bd", att, X[S] @ WV.T) @ WO.T)
        loss = torch.clamp(1 - Y[n] * (h @ a), min=0).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
    return b.detach().numpy(), marg


@pytest.mark.slow  # 900 SGD steps of an own torch model on N = 400 nodes: ~20-50 s on a loaded machine
def test_l347_printed_index_own_training() -> None:
    Z = 5
    b, marg = _train_b(0, Z=Z)
    z_m = max(marg, key=lambda z: marg[z])
    assert z_m < Z - 2, (z_m, marg)  # a z_m + 1 exists below the pooled bin
    assert marg[z_m] > marg[z_m + 1]
    # printed (3.2) index: b_z = weight of SPD z - 1
    printed_gap = b[z_m - 1] - b[z_m]  # b_{z_m} - b_{z_m + 1}
    assert printed_gap < 0, (b, marg)
    # reading: b_z = weight of SPD z, every z in [Z-1] below the pooled bin
    assert all(b[z_m] - b[z] > 0 for z in range(1, Z - 1) if z != z_m), (b, marg)
