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
    """Shortest-path distances by BFS, capped at ``cap`` (distances >= cap reported as cap)."""
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
                 every: int = 0, stop_below: float | None = None) -> tuple[int, list[float]]:
    """Algorithm 4 with the sampler restricted to the boolean (N, N) matrix ``agg`` (row n: the nodes n may
    sample; e.g. SPD 1..2 for the experiments, SPD == z_m for the oracle / GCN of Theorems 3.4.6 and 3.4.8), n itself
    prepended when ``include_self``, and only the ``trainable`` parameters updated. Every ``every`` steps the mean
    hinge of the labeled nodes (whole aggregation set, T^n = ``agg`` row + self) is logged; with ``stop_below``
    training stops at the first log below it. Returns (steps run, log)."""
    lens = agg.sum(1)
    if int(lens[labeled].min()) == 0:
        raise ValueError("a labeled node has an empty aggregation set")
    order = torch.argsort((~agg).to(torch.int8), dim=1, stable=True)
    full = agg.clone()
    if include_self:
        full.fill_diagonal_(True)
    opt = torch.optim.SGD([getattr(p, k) for k in trainable], lr=eta)
    log: list[float] = []
    with single_thread():
        for t in range(1, T + 1):
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
            cand = [int(w) for w in grp if w != v and w not in adj[v]]
            for w in rng.permutation(cand)[: max(0, min(k, len(grp) - 1) - have)]:
                adj[int(v)].add(int(w))
                adj[int(w)].add(int(v))
