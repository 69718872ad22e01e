"""Chapter 3 of Li's thesis: one-layer graph transformer (3.1) with shortest-path relative positional
encoding (3.2), its synthetic graph data model (Section 3.5.1) and Algorithm 4 (SGD with node sampling).

F(x_n) = a^T Relu(W_O sum_{s in T^n} W_V x_s softmax_n((W_K x_s)^T W_Q x_n + u_(s,n)^T b)), u_(s,n) = e_{min(SPD+1, Z)}.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import numpy as np
import torch


@contextmanager
def single_thread() -> Iterator[None]:
    """Tiny models train much faster on one intra-op thread (thread hand-offs dominate on a loaded machine);
    the previous setting is restored afterwards."""
    n = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(n)


def build_graph(N: int, M: int, gamma_d: float, deg: int, eps_S: float, rng: np.random.Generator
                ) -> tuple[np.ndarray, np.ndarray, list[set[int]]]:
    """Section 3.5.1: patterns (0 = mu_1, 1 = mu_2, >= 2 non-discriminative), labels (+1 for mu_1, -1 for mu_2,
    random for the rest); every non-discriminative node links to deg(1-eps_S) nodes of its class pattern and
    deg eps_S of the other; mu_1-mu_1 and mu_2-mu_2 edges fill degrees up to deg; no mu_1-mu_2 edges."""
    n1 = n2 = max(2, int(gamma_d * N / 2))
    pats = np.array([0] * n1 + [1] * n2 + list(rng.integers(2, M, N - n1 - n2)))
    y = np.where(pats == 0, 1, np.where(pats == 1, -1, rng.choice([-1, 1], N)))
    adj: list[set[int]] = [set() for _ in range(N)]
    D1, D2 = np.where(pats == 0)[0], np.where(pats == 1)[0]

    def add(i: int, j: int) -> None:
        if i != j:
            adj[i].add(int(j))
            adj[j].add(int(i))

    for v in np.where(pats >= 2)[0]:
        own, oth = (D1, D2) if y[v] == 1 else (D2, D1)
        for j in rng.choice(own, min(len(own), int(round(deg * (1 - eps_S)))), replace=False):
            add(int(v), int(j))
        for j in rng.choice(oth, min(len(oth), int(round(deg * eps_S))), replace=False):
            add(int(v), int(j))
    for grp in (D1, D2):
        for v in grp:
            tries = 0
            while len(adj[v]) < min(deg, len(grp) - 1) and tries < 10 * deg:
                add(int(v), int(rng.choice(grp)))
                tries += 1
    return pats, y, adj


def spd_matrix(adj: list[set[int]], cap: int) -> np.ndarray:
    """Shortest-path distances by BFS, capped at ``cap`` (distances >= cap reported as cap). For cap > 4 the BFS from
    every node is scipy's unweighted Dijkstra stopped at cap - 1 (``csgraph``, in C: equal to the Python BFS on every
    graph tried, 5-10 times faster at large caps; at small caps the Python BFS is as fast; round 21 cibudget)."""
    N = len(adj)
    D = np.full((N, N), cap, dtype=np.int64)
    if cap > 4 and N > 0:
        from scipy.sparse import csr_matrix
        from scipy.sparse.csgraph import dijkstra

        lens = np.fromiter((len(nb) for nb in adj), dtype=np.int64, count=N)
        cols = np.fromiter((w for nb in adj for w in nb), dtype=np.int64, count=int(lens.sum()))
        A = csr_matrix((np.ones(len(cols)), cols, np.concatenate([[0], np.cumsum(lens)])), shape=(N, N))
        S = dijkstra(A, directed=True, unweighted=True, limit=cap - 1)
        near = S < cap
        D[near] = S[near]
        np.fill_diagonal(D, 0)
        return D
    for s in range(N):
        D[s, s] = 0
        frontier, dist = [s], 0
        while frontier and dist < cap - 1:
            dist += 1
            nxt = []
            for u in frontier:
                for w in adj[u]:
                    if D[s, w] > dist:
                        D[s, w] = dist
                        nxt.append(w)
            frontier = nxt
    return D


def _core_counts(pats: np.ndarray, y: np.ndarray, D: np.ndarray, z: int) -> tuple[np.ndarray, np.ndarray]:
    """Per node n: |D_*^n cap N_z^n| (label-relevant discriminative nodes at distance z) and |D_#^n cap N_z^n|
    (confusing ones), Definition 3.4.1."""
    rel = np.where(y[:, None] == 1, (pats == 0)[None, :], (pats == 1)[None, :])
    conf = np.where(y[:, None] == 1, (pats == 1)[None, :], (pats == 0)[None, :])
    return ((D == z) & rel).sum(1), ((D == z) & conf).sum(1)


def winning_margins(pats: np.ndarray, y: np.ndarray, D: np.ndarray, zs: list[int]) -> dict[int, float]:
    """Definition 3.4.1: Delta_bar(z) = mean_n (|D_*^n cap N_z^n| - |D_#^n cap N_z^n|) (absolute counts)."""
    out = {}
    for z in zs:
        rel, conf = _core_counts(pats, y, D, z)
        out[z] = float(rel.mean() - conf.mean())
    return out


@dataclass
class GTParams:
    """W_Q, W_K (m_a x d), W_V (m_b x d), W_O (m x m_b), b (Z) trainable; a (m) frozen."""

    WQ: torch.Tensor
    WK: torch.Tensor
    WV: torch.Tensor
    WO: torch.Tensor
    b: torch.Tensor
    a: torch.Tensor


def init_params(d: int, m: int, Z: int, sigma: float, delta: float, xi: float, gen: torch.Generator,
                dtype: torch.dtype = torch.float64) -> GTParams:
    """As in Chapter 2 (Assumption B.2.1 in spirit), b^(0) = 0."""
    U = torch.linalg.qr(torch.randn(d, d, generator=gen, dtype=dtype))[0]
    WV = U + sigma / d**0.5 * torch.randn(d, d, generator=gen, dtype=dtype)
    WK = torch.eye(d, dtype=dtype) + delta / d**0.5 * torch.randn(d, d, generator=gen, dtype=dtype)
    WQ = torch.eye(d, dtype=dtype) + delta / d**0.5 * torch.randn(d, d, generator=gen, dtype=dtype)
    WO = xi * torch.randn(m, d, generator=gen, dtype=dtype)
    a = (torch.randint(0, 2, (m,), generator=gen) * 2 - 1).to(dtype) / m**0.5
    b = torch.zeros(Z, dtype=dtype)
    return GTParams(*(t.requires_grad_() for t in (WQ, WK, WV, WO, b)), a)


def forward(X: torch.Tensor, nodes: torch.Tensor, S: torch.Tensor, Dt: torch.Tensor, p: GTParams
            ) -> tuple[torch.Tensor, torch.Tensor]:
    """(3.1) for query nodes (B,) aggregating over sampled nodes S (B, s); returns F (B,) and attention (B, s)."""
    Z = p.b.shape[0]
    xs, xn = X[S], X[nodes]
    U = torch.nn.functional.one_hot(torch.clamp(Dt[nodes[:, None], S], max=Z - 1), Z).to(X.dtype)
    logits = torch.einsum("bsd,ed,ef,bf->bs", xs, p.WK, p.WQ, xn) + U @ p.b
    att = torch.softmax(logits, 1)
    out = torch.einsum("bs,bsd->bd", att, xs @ p.WV.T)
    return torch.relu(out @ p.WO.T) @ p.a, att


def train_sgd(X: torch.Tensor, Y: torch.Tensor, Dt: torch.Tensor, labeled: torch.Tensor, p: GTParams,
              eta: float, B: int, T: int, n_sample: int, gen: torch.Generator, max_dist: int = 2) -> None:
    """Algorithm 4: SGD on the hinge loss of labeled nodes; each step samples for every batch node itself and
    ``n_sample`` nodes uniformly from its distance-1..max_dist neighbourhood (the experiments' sampler);
    :func:`train_masked` with that neighbourhood, every parameter trained and no logging."""
    mask = (Dt >= 1) & (Dt <= max_dist)
    if int(mask.sum(1).min()) == 0:
        raise ValueError("a node has no neighbour within max_dist")
    train_masked(X, Y, Dt, labeled, p, eta, B, T, n_sample, gen, mask)


# ------------------------------------------------------------------ variants for Theorems 3.4.4 / 3.4.6 / 3.4.8

def flip_labels(pats: np.ndarray, y: np.ndarray, eps0: float, rng: np.random.Generator) -> np.ndarray:
    """Labels with round(eps0 N) non-discriminative nodes flipped (labels inconsistent with the majority vote of
    their core neighbourhood, Assumption 3.4.2); discriminative nodes keep mu_1 -> +1, mu_2 -> -1."""
    nd = np.nonzero(pats >= 2)[0]
    k = min(len(nd), int(round(eps0 * len(pats))))
    out = y.copy()
    out[rng.choice(nd, k, replace=False)] *= -1
    return out


def node_margins(pats: np.ndarray, y: np.ndarray, D: np.ndarray, z: int) -> np.ndarray:
    """Delta_n(z) of Definition 3.4.1 for every node (absolute counts)."""
    rel, conf = _core_counts(pats, y, D, z)
    return rel - conf


def gcn_params(p: GTParams) -> GTParams:
    """The GCN of Theorem 3.4.6: W_K = W_Q = 0 and b = 0 (uniform attention over the aggregation set); train
    only W_V, W_O (``train_masked(..., trainable=("WV", "WO"))``)."""
    with torch.no_grad():
        p.WQ.zero_()
        p.WK.zero_()
        p.b.zero_()
    return p


def hinge_all(X: torch.Tensor, Y: torch.Tensor, Dt: torch.Tensor, p: GTParams, agg: torch.Tensor) -> torch.Tensor:
    """Per-node hinge max(0, 1 - y F(x_n)) with T^n = the nodes of row n of the boolean matrix ``agg`` (N, N)."""
    with torch.no_grad():
        G = X @ p.WK.T @ p.WQ @ X.T  # G[s, n]
        Z = p.b.shape[0]
        logits = G.T + p.b[torch.clamp(Dt, max=Z - 1)]
        logits = logits.masked_fill(~agg, float("-inf"))
        att = torch.softmax(logits, 1)
        F = torch.relu(att @ (X @ p.WV.T) @ p.WO.T) @ p.a
        return torch.clamp(1 - Y * F, min=0)


def train_masked(X: torch.Tensor, Y: torch.Tensor, Dt: torch.Tensor, labeled: torch.Tensor, p: GTParams,
                 eta: float, B: int, T: int, n_sample: int, gen: torch.Generator, agg: torch.Tensor,
                 include_self: bool = True, trainable: tuple[str, ...] = ("WQ", "WK", "WV", "WO", "b"),
                 every: int = 0, stop_below: float | None = None, one_pass: bool = False) -> tuple[int, list[float]]:
    """Algorithm 4 with the sampler restricted to the boolean (N, N) matrix ``agg`` (row n: the nodes n may
    sample; e.g. SPD 1..2 for the experiments, SPD == z_m for the oracle / GCN of Theorems 3.4.6 and 3.4.8), n itself
    prepended when ``include_self``, and only the ``trainable`` parameters updated. Every ``every`` steps the mean
    hinge of the labeled nodes (whole aggregation set, T^n = ``agg`` row + self) is logged; with ``stop_below``
    training stops at the first log below it. With ``one_pass`` the batches are disjoint consecutive slices of a
    random order of ``labeled`` (one pass over fresh labels, as |L| >= BT of Theorem 3.4.4 (3.9) provides; needs
    len(labeled) >= B T); otherwise each batch is drawn with replacement. Returns (steps run, log)."""
    lens = agg.sum(1)
    if int(lens[labeled].min()) == 0:
        raise ValueError("a labeled node has an empty aggregation set")
    order = torch.argsort((~agg).to(torch.int8), dim=1, stable=True)
    full = agg.clone()
    if include_self:
        full.fill_diagonal_(True)
    opt = torch.optim.SGD([getattr(p, k) for k in trainable], lr=eta)
    log: list[float] = []
    if one_pass:
        if len(labeled) < B * T:
            raise ValueError(f"one pass needs |L| >= BT: {len(labeled)} < {B * T}")
        perm = labeled[torch.randperm(len(labeled), generator=gen)]
    with single_thread():
        for t in range(1, T + 1):
            if one_pass:
                idx = perm[(t - 1) * B:t * B]
            else:
                idx = labeled[torch.randint(0, len(labeled), (B,), generator=gen)]
            pick = (torch.rand(B, n_sample, generator=gen, dtype=torch.float64) * lens[idx, None]).long()
            S = torch.gather(order[idx], 1, pick)
            if include_self:
                S = torch.cat([idx[:, None], S], 1)
            F, _ = forward(X, idx, S, Dt, p)
            loss = torch.clamp(1 - Y[idx] * F, min=0).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            if every and t % every == 0:
                log.append(float(hinge_all(X, Y, Dt, p, full)[labeled].mean()))
                if stop_below is not None and log[-1] < stop_below:
                    return t, log
    return T, log


def add_same_pattern_edges(adj: list[set[int]], pats: np.ndarray, k: int, rng: np.random.Generator) -> None:
    """Give every discriminative node at least ``k`` neighbours of its own pattern (in place). In ``build_graph``
    a mu_1 node can collect deg edges from non-discriminative nodes and then gets no mu_1 neighbour, so its winning
    margin at SPD 1 is 0 and Assumption 3.4.2 counts it as inconsistent although its label is not."""
    for pat in (0, 1):
        grp = np.nonzero(pats == pat)[0]
        for v in grp:
            have = sum(1 for w in adj[v] if pats[w] == pat)
            keep = grp != v
            if adj[v]:
                keep &= ~np.isin(grp, np.fromiter(adj[v], dtype=np.int64, count=len(adj[v])))
            cand = grp[keep]   # grp's order, as the list it replaces (the same permutation draws; round 21 cibudget)
            for w in rng.permutation(cand)[: max(0, min(k, len(grp) - 1) - have)]:
                adj[int(v)].add(int(w))
                adj[int(w)].add(int(v))


# ----------------------------------------------------------------------------------------------------------------
# Replicated runs: R independent graph transformers (each its own graph, labels, init, aggregation sets, trainable
# parameters and mini-batch generator) trained in one batched computation; the leading axis of every tensor is the
# replica. The summed loss gives every replica exactly its own gradient, so one batched step is R independent
# Algorithm-4 steps of ``train_masked``; replica r draws its node samples from its own generator in the order
# ``train_masked`` does, so it trains as it would alone (up to float rounding of the batched products).

def stack_params(ps: list[GTParams]) -> GTParams:
    """R single-model parameter sets -> one replicated set (leading axis R), trainable leaves."""
    return GTParams(*(torch.stack([getattr(p, k).detach() for p in ps]).requires_grad_()
                      for k in ("WQ", "WK", "WV", "WO", "b")), torch.stack([p.a for p in ps]))


def _rows(T: torch.Tensor, idx: torch.Tensor, rows: torch.Tensor | None = None) -> torch.Tensor:
    """T[rows[a], idx[a, ...]] for T (R, N, ...), integer idx (A, ...) and replica ids ``rows`` (A,) (default
    0..R-1): one flat index_select (its backward is an index_add, much cheaper on CPU than multi-dimensional
    advanced indexing)."""
    R, N = T.shape[:2]
    rows = torch.arange(R, device=idx.device) if rows is None else rows
    off = (rows * N).view(-1, *[1] * (idx.dim() - 1))
    return T.reshape(R * N, *T.shape[2:]).index_select(0, (idx + off).reshape(-1)).view(*idx.shape, *T.shape[2:])


def forward_replicas(X: torch.Tensor, nodes: torch.Tensor, S: torch.Tensor, Dt: torch.Tensor, p: GTParams
                     ) -> torch.Tensor:
    """(3.1) for replicated parameters: X (R, N, d), query nodes (R, B), sampled nodes S (R, B, s), Dt (R, N, N)
    -> F (R, B). Keys, queries and values are projected once per node (W_K x_s, W_Q x_n, W_V x_s), then gathered;
    the PE term u_(s,n)^T b is read off b at min(SPD, Z-1) (= the one-hot product of ``forward``)."""
    N = X.shape[1]
    Z = p.b.shape[-1]
    K, Q, V = (X @ W.transpose(-1, -2) for W in (p.WK, p.WQ, p.WV))              # (R, N, .)
    spd = torch.clamp(_rows(Dt.reshape(Dt.shape[0], N * N), nodes[..., None] * N + S), max=Z - 1)
    pe = _rows(p.b[..., None], spd)[..., 0]                                     # (R, B, s)
    att = torch.softmax((_rows(K, S) * _rows(Q, nodes)[:, :, None, :]).sum(-1) + pe, -1)
    out = (att[..., None] * _rows(V, S)).sum(-2)                                # (R, B, m_b)
    return (torch.relu(out @ p.WO.transpose(-1, -2)) @ p.a[:, :, None])[..., 0]


def hinge_all_replicas(X: torch.Tensor, Y: torch.Tensor, Dt: torch.Tensor, p: GTParams, agg: torch.Tensor,
                       nodes: torch.Tensor | None = None) -> torch.Tensor:
    """:func:`hinge_all` for replicas: X (R, N, d), Y (R, N), Dt and agg (R, N, N) -> hinge (R, N), or (R, n) of
    the query ``nodes`` (R, n) only."""
    with torch.no_grad():
        R, N = Y.shape
        Z = p.b.shape[-1]
        rows = torch.arange(R, device=X.device)[:, None]
        nodes = torch.arange(N, device=X.device).expand(R, N) if nodes is None else nodes
        Q = X[rows, nodes] @ p.WQ.transpose(-1, -2)                               # (R, n, m_a)
        logits = Q @ (X @ p.WK.transpose(-1, -2)).transpose(-1, -2)               # [r, n, s]
        logits = logits + p.b[rows[..., None], torch.clamp(Dt[rows, nodes], max=Z - 1)]
        att = torch.softmax(logits.masked_fill(~agg[rows, nodes], float("-inf")), -1)
        V = att @ (X @ p.WV.transpose(-1, -2))
        F = (torch.relu(V @ p.WO.transpose(-1, -2)) @ p.a[:, :, None])[..., 0]
        return torch.clamp(1 - Y[rows, nodes] * F, min=0)


def train_masked_replicas(X: torch.Tensor, Y: torch.Tensor, Dt: torch.Tensor, labeled: torch.Tensor, p: GTParams,
                          eta: float, B: int, T: int, n_sample: int, gens: list[torch.Generator], agg: torch.Tensor,
                          trainable: list[tuple[str, ...]], include_self: bool = True, every: int = 0,
                          stop_below: float | None = None, one_pass: bool = False) -> tuple[list[int], list[list[float]]]:
    """:func:`train_masked` for R replicas at once: X (R, N, d), Y (R, N), Dt and agg (R, N, N), labeled (R, L),
    replicated parameters ``p`` (:func:`stack_params`), one generator and one tuple of trainable parameter names per
    replica. Every ``every`` steps each running replica logs the mean hinge of its labeled nodes (T^n = agg row +
    self) and, with ``stop_below``, stops at its first log below it (it then neither draws nor moves). With
    ``one_pass`` each replica's batches are disjoint consecutive slices of a random order of its labeled nodes (as
    ``train_masked(..., one_pass=True)``; needs L >= B T). Returns the steps run and the log of every replica."""
    R = X.shape[0]
    if len(gens) != R or len(trainable) != R:
        raise ValueError("one generator and one trainable tuple per replica")
    lens = agg.sum(-1)                                                          # (R, N)
    rows = torch.arange(R)[:, None]
    if int(lens[rows, labeled].min()) == 0:
        raise ValueError("a labeled node has an empty aggregation set")
    order = torch.argsort((~agg).to(torch.int8), dim=-1, stable=True)
    full = agg | torch.eye(agg.shape[-1], dtype=torch.bool)[None] if include_self else agg
    names = ("WQ", "WK", "WV", "WO", "b")
    leaves = [getattr(p, k) for k in names]
    masks = [torch.tensor([float(k in tr) for tr in trainable], dtype=X.dtype).view(-1, *[1] * (leaf.dim() - 1))
             for k, leaf in zip(names, leaves, strict=True)]
    steps, logs = [T] * R, [[] for _ in range(R)]
    active = list(range(R))
    act: torch.Tensor | None = None
    nL, N = labeled.shape[1], X.shape[1]
    order_flat = order.reshape(R, N * N, 1)
    if one_pass:
        if nL < B * T:
            raise ValueError(f"one pass needs |L| >= BT: {nL} < {B * T}")
        perms = [torch.randperm(nL, generator=g) for g in gens]
    with single_thread():
        for t in range(1, T + 1):
            if not active:
                break
            if act is None or len(act) != len(active):
                act = torch.tensor(active)
                ar = act[:, None]
            draws = [(perms[r][(t - 1) * B:t * B] if one_pass else torch.randint(0, nL, (B,), generator=gens[r]),
                      torch.rand(B, n_sample, generator=gens[r], dtype=torch.float64)) for r in active]
            idx = _rows(labeled[..., None], torch.stack([d[0] for d in draws]), act)[..., 0]   # (A, B)
            pick = (torch.stack([d[1] for d in draws]) * _rows(lens[..., None], idx, act)).long()
            S = _rows(order_flat, idx[..., None] * N + pick, act)[..., 0]           # (A, B, n_sample)
            if include_self:
                S = torch.cat([idx[..., None], S], 2)
            if len(active) == R:
                F = forward_replicas(X, idx, S, Dt, p)
            else:
                F = forward_replicas(X[act], idx, S, Dt[act], GTParams(*(leaf[act] for leaf in leaves), p.a[act]))
            loss = torch.clamp(1 - Y[ar, idx] * F, min=0).mean(-1).sum()
            for leaf in leaves:
                leaf.grad = None
            loss.backward()
            with torch.no_grad():
                for leaf, mk in zip(leaves, masks, strict=True):
                    leaf.add_(leaf.grad * mk, alpha=-eta)
            if every and t % every == 0:
                sub = GTParams(*(leaf.detach()[act] for leaf in leaves), p.a[act])
                hl = hinge_all_replicas(X[act], Y[act], Dt[act], sub, full[act], labeled[act]).mean(-1).tolist()
                still = []
                for r, v in zip(active, hl, strict=True):
                    logs[r].append(float(v))
                    if stop_below is not None and v < stop_below:
                        steps[r] = t
                    else:
                        still.append(r)
                active = still
    return steps, logs
