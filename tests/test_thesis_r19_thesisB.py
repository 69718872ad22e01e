"""Round 19 (thesisB): second path of thesis.ch3.eqB.138-last, (B.138)'s last member at t = 0.

Own graph (numpy, not models.graph_transformer.build_graph), own breadth-first counts, own Definition B.2.3 p_n(0),
phi_l(0) and own member: the member's sign is that of (1/(4B)) sum_n p_n(0) - sigma; the batch mean of p_n(0) falls
with gamma_d and does not depend on N at fixed gamma_d, so for every constant k_sigma of sigma = 1/(k_sigma M) a graph
with small gamma_d (and N, B as large as their constants ask) makes the member negative: the reading 'gamma_d tracked'
(test_b138_last_member_negative_own_counts). As printed (gamma_d = Theta(1), L815) the critical constant 4/(M pbar)
stays bounded at a fixed floor gamma_d >= gamma_0, so a small enough sigma constant makes the member positive
(test_b138_last_member_positive_at_fixed_gamma_d: the claim's 'conditional', auditor C's REFUTED of the erratum)."""

from __future__ import annotations

import math

import numpy as np


def _own_graph(N: int, M: int, gamma_d: float, deg: int, eps_S: float, seed: int):
    rng = np.random.default_rng(seed)
    n1 = max(2, round(gamma_d * N / 2))
    pats = np.concatenate([np.zeros(n1, int), np.ones(n1, int), rng.integers(2, M, N - 2 * n1)])
    y = np.where(pats == 0, 1, np.where(pats == 1, -1, rng.choice([-1, 1], N)))
    adj = [set() for _ in range(N)]
    D = {0: np.arange(n1), 1: np.arange(n1, 2 * n1)}
    k_rel, k_conf = round(deg * (1 - eps_S)), round(deg * eps_S)
    for v in range(2 * n1, N):
        own, oth = (D[0], D[1]) if y[v] == 1 else (D[1], D[0])
        for j in np.concatenate([rng.choice(own, min(k_rel, n1), replace=False),
                                 rng.choice(oth, min(k_conf, n1), replace=False)]):
            adj[v].add(int(j))
            adj[int(j)].add(v)
    for grp in D.values():     # same-pattern edges among the discriminative nodes
        for v in grp:
            for j in rng.choice(grp, min(deg, n1 - 1), replace=False):
                if int(j) != int(v):
                    adj[int(v)].add(int(j))
                    adj[int(j)].add(int(v))
    return pats, y, adj


def _rings(adj, n):
    r1 = set(adj[n])
    r2 = set()
    for v in r1:
        r2 |= adj[v]
    return r1, r2 - r1 - {n}


def _p_phi(pats, y, adj, n, sigma):
    """Definition B.2.3 at t = 0 (b = 0, ||q_1|| = 1), as printed; S_* the label's discriminative pattern."""
    r1, r2 = _rings(adj, n)
    nodes = [n, *r1, *r2]
    pt = pats[nodes]
    s = 0 if y[n] == 1 else 1
    ns, nh, nd = int((pt == s).sum()), int((pt == 1 - s).sum()), int((pt >= 2).sum())
    if pats[n] <= 1:
        rest = ns if s == 1 else 0
        p = ns * math.exp(1 - sigma) / (ns * math.exp(1 - sigma) + rest)
        phi = 1 / (ns * math.exp(1 + sigma) + rest)
    else:
        p = ns * math.exp(1 - sigma) / ((ns + nh) * math.exp(1 - sigma) + nd)
        phi = 1 / ((ns + nh) * math.exp(1 + sigma) + nd)
    return p, phi, len(nodes) - int((pt == 0).sum()), len(r1)


def _pbar(N, gamma_d, seed, M=3, deg=3, eps_S=0.1, B=400):
    pats, y, adj = _own_graph(N, M, gamma_d, deg, eps_S, seed)
    rng = np.random.default_rng(seed + 1)
    draws = rng.integers(0, N, B)
    cache = {}
    for n in set(draws.tolist()):
        cache[n] = _p_phi(pats, y, adj, n, 1.0 / (10 * M))[0]
    delta1 = max(len(a) for a in adj)
    return float(np.mean([cache[n] for n in draws])), pats, y, adj, delta1


def test_b138_last_member_negative_own_counts():
    M = 3
    # (1) the batch mean of p_n(0) falls with gamma_d (the discriminative share ~ gamma_d, and a non-discriminative
    # node's 2-hop neighbourhood holds ~deg^2/gamma_d non-discriminative nodes)
    pb = {g: _pbar(int(40 / g), g, 7)[0] for g in (0.2, 0.05, 0.0125)}
    assert pb[0.2] > pb[0.05] > pb[0.0125]
    assert pb[0.0125] < 0.1
    # ... about linearly: pbar / gamma_d stays bounded, so sigma = 1/(k M) with k ~ 1/gamma_d keeps pbar/(4 sigma) below 1
    assert max(pb[g] / g for g in pb) < 6.0
    # (2) at fixed gamma_d the batch mean does not depend on N (local counts): within 35 % over x 4 in N
    a, b = _pbar(800, 0.05, 11)[0], _pbar(3200, 0.05, 12)[0]
    assert abs(a - b) < 0.35 * max(a, b)
    # (3) the member at t = 0 for sigma = 1/(k M): sign of pbar/4 - sigma times positive factors; for every k up to
    # 4/(M pbar) the member is negative, and that bound grows without limit as gamma_d -> 0
    for g, k in ((0.2, 1.0), (0.05, 4.0), (0.0125, 12.0)):
        pbar, pats, y, adj, _ = _pbar(int(40 / g), g, 7)
        sigma = 1.0 / (k * M)
        eta, xi, eps0, m = 0.1, 0.01, 0.1, 100.0
        best = max((_p_phi(pats, y, adj, int(v), sigma) for v in np.where(pats == 0)[0][:10]),
                   key=lambda r: r[1] * r[2])
        factor = best[1] * best[2]
        member = eta * (m / math.sqrt(m)) * (1 - 2 * eps0) * xi * eta * (pbar / 4 - sigma) * factor
        assert factor > 0 and member < 0, (g, k, pbar, sigma, member)
        assert 4.0 / (M * pbar) > k
    assert 4.0 / (M * pb[0.0125]) > 4 * 4.0 / (M * pb[0.2])



def test_b138_last_member_positive_at_fixed_gamma_d():
    """At a fixed gamma_d = gamma_0 = 0.05 (the data model's Theta(1) floor of the re-encoded claim) the own batch mean
    of p_n(0) stays away from 0 as N grows x 4, so the largest k_sigma with a negative member, 4/(M pbar), is bounded;
    past it (k_sigma = 1000, the claim's path end) the own member is positive, below it (k_sigma = 1) negative."""
    M, g = 3, 0.05
    crit = []
    for N, seed in ((800, 21), (3200, 22)):
        pbar, pats, y, adj, _ = _pbar(N, g, seed, M=M, deg=3)
        assert pbar > 0.02, pbar
        crit.append(4.0 / (M * pbar))
        for k, sign in ((1.0, -1), (1000.0, 1)):
            sigma = 1.0 / (k * M)
            best = max((_p_phi(pats, y, adj, int(v), sigma) for v in np.where(pats == 0)[0][:10]),
                       key=lambda r: r[1] * r[2])
            eta, xi, eps0, m = 0.1, 0.01, 0.1, 100.0
            member = eta * (m / math.sqrt(m)) * (1 - 2 * eps0) * xi * eta * (pbar / 4 - sigma) * best[1] * best[2]
            assert best[1] * best[2] > 0 and sign * member > 0, (N, k, pbar, member)
    assert max(crit) < 100 and max(crit) < 1.5 * min(crit), crit

def test_b147_gradient_projection_negative_own_model():
    """(B.147) as printed on the own numpy graph transformer (tests/gt_own.py, thesis.ch3.eqB.104's model with one-hot
    tokens x_j = e_pattern): q_1(t) = W_K^(t) e_0, K(t) the q_1(t) coefficient of the W_Q update of e_0, and the printed
    left side <eta grad_{W_Q} e_j, q_1(t)> = -<W_Q^(t+1) e_j - W_Q^(t) e_j, q_1(t)> for the non-discriminative
    patterns j = 2, 3; own batches (32 draws with replacement) and own hinge gradient."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    import gt_own

    pos = neg = 0
    for seed in range(6):
        inst = {"seed": seed, "N": 64, "M": 4, "gamma_d": 0.4, "deg": 4, "eps_S": 0.1, "xi": 0.01}
        g = gt_own.build(inst, m=200)
        W = g["W"]
        rng = np.random.default_rng(seed + 7)
        for _ in range(6):
            fw = gt_own.forward(g, W)
            c = np.bincount(rng.integers(0, g["N"], 32), minlength=g["N"])
            gF = -g["y"] * (1 - g["y"] * fw[3] > 0) * c / 32
            _, W2 = gt_own.step(g, W, fw, gF, 0.5)
            q1, dQ = W[1][:, 0], W2[0] - W[0]
            K = float(dQ[:, 0] @ q1) / float(q1 @ q1)
            G = [-float(dQ[:, j] @ q1) for j in (2, 3)]
            if K > 0:
                pos += 1
                scale = float(np.linalg.norm(dQ)) * float(np.linalg.norm(q1))
                neg += min(G) < -1e-9 * scale
            W = W2
    assert pos >= 20
    assert neg >= 0.75 * pos, (neg, pos)


def test_b138_sparse_builder_law_and_counts():
    """r19_thesisB.sparse_graph keeps the Section 3.5.1 law (non-discriminative nodes link only to discriminative ones,
    at most round(deg(1 - eps_S)) of their label's pattern and round(deg eps_S) of the other; no mu_1-mu_2 edge) and
    sparse_counts equals a breadth-first count on the same edges."""
    from thmcheck.checks.papers.thesis import r19_thesisB as R

    N, M, deg, eps = 300, 5, 4, 0.25
    G = R.sparse_graph(N, M, 0.2, deg, eps, 5)
    pats, y, ip, ix = G["pats"], G["y"], G["indptr"], G["indices"]
    adj = [set(ix[ip[n]:ip[n + 1]].tolist()) for n in range(N)]
    for n in range(N):
        assert all(n in adj[v] for v in adj[n])
        if pats[n] >= 2:
            nb = np.array(sorted(adj[n]), int)
            assert (pats[nb] <= 1).all()
            s = 0 if y[n] == 1 else 1
            assert (pats[nb] == s).sum() <= round(deg * (1 - eps)) and (pats[nb] == 1 - s).sum() <= round(deg * eps)
        elif pats[n] == 0:
            assert not any(pats[v] == 1 for v in adj[n])
    for n in (0, 1, N // 2, N - 1):
        r1, r2 = _rings(adj, n)
        c = R.sparse_counts(G, n, M)
        assert c[1].sum() == len(r1) and c[2].sum() == len(r2)
        assert (c[2] == np.bincount(pats[list(r2)], minlength=M)).all() if r2 else c[2].sum() == 0
