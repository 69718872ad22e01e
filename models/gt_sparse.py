"""Lemma 3.4.5's measurement (thesis.ch3.lemma3.4.5, ``_l345_measure_one``) on sparse hop structure (round 24,
helper undecidedA).

The model reads distances only up to Z - 1 = 3 and both the sampler (1-2 hops) and the masses (T^n = {n} + 1-2 hops)
only the pairs at distance <= 2, so the N x N SPD matrix of ``_l345_measure_one`` (int8, with several N x N boolean
masks: ~6 N^2 bytes, 24 GB at N = 63,000) is replaced by the CSR list of the 1..2-hop pairs with their distance
(~250 N entries). The run is the same: the same torch generator stream (init, labels, per-stretch batch order,
node samples in chunks of 512 steps), the same hand-written gradient (r15_t346.gt_hinge_grads_np, passed in), the same masses;
tests/test_thesis_r24_undecidedA.py checks it equals ``_l345_measure_one`` on the same graph. ``same_pattern_edges``
is a fast equivalent in law of ``GT.add_same_pattern_edges`` (that one permutes the whole pattern group for every
node: O(N^2), 50 s at N = 220,000)."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np


def same_pattern_edges(adj: list[set[int]], pats: np.ndarray, k: int, rng: np.random.Generator) -> None:
    """Give every discriminative node at least ``k`` neighbours of its own pattern (in place), each new neighbour
    uniform over the own-pattern nodes not yet adjacent (rejection from the group; ``GT.add_same_pattern_edges``'s
    law, drawn without permuting the whole group)."""
    for pat in (0, 1):
        grp = np.nonzero(pats == pat)[0]
        need_all = min(k, len(grp) - 1)
        for v in grp:
            v = int(v)
            need = need_all - sum(1 for w in adj[v] if pats[w] == pat)
            while need > 0:
                w = int(grp[rng.integers(len(grp))])
                if w != v and w not in adj[v]:
                    adj[v].add(w)
                    adj[w].add(v)
                    need -= 1


def hop_csr(adj: list[set[int]]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The pairs (n, s) at distance 1 or 2, as CSR (indptr, indices increasing in each row, distance per entry)."""
    from scipy.sparse import csr_matrix, identity

    N = len(adj)
    lens = np.fromiter((len(nb) for nb in adj), dtype=np.int64, count=N)
    cols = np.fromiter((w for nb in adj for w in nb), dtype=np.int64, count=int(lens.sum()))
    A = csr_matrix((np.ones(len(cols), dtype=np.float32), cols, np.concatenate([[0], np.cumsum(lens)])), shape=(N, N))
    R2 = (A + A @ A).tocsr()          # within 2 hops (walks), diagonal included where a 2-walk returns
    R2.data[:] = 2.0
    R2 = (R2 - A.multiply(R2) * 0.5 - identity(N, format="csr") * 4.0).tocsr()   # 1 on edges, 2 at distance 2
    R2.data[R2.data < 0.5] = 0.0
    R2.eliminate_zeros()
    R2.sort_indices()
    return R2.indptr.astype(np.int64), R2.indices.astype(np.int64), np.rint(R2.data).astype(np.int8)


def l345_run(pats: np.ndarray, y: np.ndarray, adj: list[set[int]], cfg: dict, seed: int, gamma_d: float,
             grads: Callable) -> dict:
    """``_l345_measure_one`` after its graph: z_m, eps_0, eps_S (Definitions 3.4.1, 3.4.3, Assumption 3.4.2 on the
    exact distance-1, -2 neighbourhoods), the init and labels from torch.Generator(seed), cfg["checkpoints"] stretches
    of one-pass SGD (Algorithm 4, the 1-2-hop sampler plus the node itself), the masses on class-relevant nodes after
    each stretch; returns the deficit to the limits 1 - eta^C, 1 - eps_S - eta^C (C = cfg.get("C", 1)) and terms.
    ``grads``: the batch hinge and its gradient (the lemma's r15_t346.gt_hinge_grads_np, passed in: models import no
    checks)."""
    import torch

    from thmcheck.models import graph_transformer as GT

    N, Z = len(pats), int(cfg["Z"])
    ptr, idx, dist = hop_csr(adj)
    lens = np.diff(ptr)
    rows = np.repeat(np.arange(N), lens)
    relp = np.where(y == 1, 0, 1)                      # the class-relevant pattern of each node's label
    confp = 1 - relp
    counts = {}
    for z in (1, 2):
        sel = dist == z
        rel = np.bincount(rows[sel], weights=(pats[idx[sel]] == relp[rows[sel]]), minlength=N)
        conf = np.bincount(rows[sel], weights=(pats[idx[sel]] == confp[rows[sel]]), minlength=N)
        counts[z] = (rel, conf)
    zs = [z for z in range(1, Z - 1)]
    marg = {z: float(counts[z][0].mean() - counts[z][1].mean()) for z in zs}
    z_m = max(marg, key=marg.get)
    rel_m, conf_m = counts[z_m]
    eps0 = float(np.mean(rel_m - conf_m <= 0))
    nd = pats >= 2
    okc = nd & (rel_m + conf_m > 0)
    eps_S = float(np.mean(conf_m[okc] / (rel_m[okc] + conf_m[okc]))) if okc.any() else 0.0

    g = torch.Generator().manual_seed(seed % 2**63)
    d = cfg["d"]
    X = np.eye(d)[: cfg["M"]][pats]
    p = GT.init_params(d, cfg["m"], Z, 0.1, 0.2, 0.01, g)
    lab = torch.randperm(N, generator=g)[: int(N * cfg["lab_frac"])].numpy()
    labels, BT = len(lab), cfg["B"] * cfg["T"]
    out = {"labels": labels, "BT": BT, "z_m": z_m, "eps_0_inconsistent": eps0, "eps_S_measured": eps_S,
           "Delta_bar": marg, "N_nodes": N, "pairs_1_2_hops": int(len(idx))}
    if labels < BT:
        return out
    W = [t.detach().numpy().astype(np.float64).copy() for t in (p.WQ, p.WK, p.WV, p.WO, p.b)]
    a = p.a.detach().numpy().astype(np.float64)
    yf = y.astype(np.float64)
    B, ns, eta = int(cfg["B"]), int(cfg["n_sample"]), float(cfg["eta"])
    steps = cfg["T"] // cfg["checkpoints"]
    # T^n = {n} + 1..2 hops; the logit of (n, s) depends only on (pattern of n, distance, pattern of s), so the
    # masses and the aggregation need only the counts cnt[n, z, p] of pattern-p nodes at distance z (z = 0: n itself)
    M = int(cfg["M"])
    cnt = np.bincount(rows * (3 * M) + dist.astype(np.int64) * M + pats[idx], minlength=N * 3 * M).reshape(N, 3, M)
    cnt[np.arange(N), 0, pats] += 1
    E = np.eye(d)[:M]
    zb = np.minimum(np.arange(3), Z - 1)

    def masses() -> tuple[float, float, float, float]:
        """(mean class-relevant mass over discriminative nodes, over the others, the labeled nodes' mean hinge with
        T^n = {n} + 1-2 hops, the share of labeled nodes whose hinge is positive)."""
        Gp = E @ W[1].T @ W[0] @ E.T                   # Gp[p_s, p_n] = (W_K x_s)^T W_Q x_n
        lg = Gp.T[:, None, :] + W[4][zb][None, :, None]  # (p_n, z, p_s)
        lg = lg - lg.max((1, 2), keepdims=True)
        w = cnt * np.exp(lg)[pats]                     # (N, 3, M)
        tot = w.sum((1, 2))
        mass = w[np.arange(N), :, relp].sum(1) / tot
        xbar = w.sum(1) @ (E @ W[2].T) / tot[:, None]
        hin = 1.0 - yf[lab] * (np.maximum(xbar[lab] @ W[3].T, 0.0) @ a)
        disc = pats < 2
        return (float(np.mean(mass[disc])), float(np.mean(mass[~disc])), float(np.maximum(hin, 0).mean()),
                float(np.mean(hin > 0)))

    traj, hinge = [], []
    for c in range(cfg["checkpoints"]):
        labeled = lab[c * B * steps:(c + 1) * B * steps]
        order = labeled[torch.randperm(len(labeled), generator=g).numpy()]
        for t in range(1, steps + 1):
            k = (t - 1) % 512
            if k == 0:
                u_c = torch.rand(min(512, steps - t + 1), B, ns, generator=g, dtype=torch.float64).numpy()
            nodes, u = order[(t - 1) * B:t * B], u_c[k]
            pos = ptr[nodes][:, None] + (u * lens[nodes][:, None]).astype(np.int64)
            S = np.concatenate([nodes[:, None], idx[pos]], 1)
            spd = np.concatenate([np.zeros((len(nodes), 1), dtype=np.int64), dist[pos].astype(np.int64)], 1)
            _, gr = grads(X, nodes, S, np.clip(spd, 0, Z - 1), yf[nodes], *W, a)
            for w_, gw in zip(W, gr, strict=True):
                w_ -= eta * gw
        md, mn, h, act = masses()
        traj.append((md, mn))
        hinge.append((round(h, 5), round(act, 4)))
    m_disc, m_nd = traj[-1]
    Cc = float(cfg.get("C", 1.0))
    lim_disc, lim_nd = 1 - eta ** Cc, 1 - eps_S - eta ** Cc
    return {**out, "lhs": max(lim_disc - m_disc, lim_nd - m_nd), "mass_disc": m_disc, "mass_nondisc": m_nd,
            "limit_disc": lim_disc, "limit_nondisc": lim_nd, "trajectory_disc_nondisc": traj,
            "labeled hinge (mean, share positive) per stretch (full T^n)": hinge,
            "b": W[4].tolist(), "gamma_d": gamma_d}


def l345_graph(cfg: dict, gamma_d: float, eps_S: float, seed: int, fast: bool = True) -> tuple:
    """The Section 3.5.1 graph of ``_l345_measure_one`` (GT.build_graph from default_rng(seed), then >= 2 own-pattern
    neighbours per discriminative node: ``same_pattern_edges`` when ``fast``, else GT.add_same_pattern_edges, the
    lemma's own, which makes the graph identical to _l345_measure_one's)."""
    from thmcheck.models import graph_transformer as GT

    rng = np.random.default_rng(seed)
    pats, y, adj = GT.build_graph(cfg["N"], cfg["M"], gamma_d, cfg["deg"], eps_S, rng)
    (same_pattern_edges if fast else GT.add_same_pattern_edges)(adj, pats, 2, rng)
    return pats, y, adj
