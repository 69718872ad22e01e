"""Auditor A r21: thesis ch.3 (seed 003 L752-L880, App. B L3804-L4502) at t = 0: (B.42), (B.131), (B.132), (B.133).
Own model (torch, no repository code): GT (3.1), one-hot patterns mu_j = e_j (d = M), W_V, W_K, W_Q = [I; 0] (m_a = m_b = M + 2;
Assumption B.2.1 with zero noise, q_j = r_j = p_j = e_j, norms 1), W_O ~ N(0, xi^2), a uniform +-1/sqrt(m), b = 0 (so the PE
term vanishes at t = 0), hinge loss, Algorithm 4's first step.  Graph: N nodes, patterns categorical (gamma_d/2, gamma_d/2,
rest uniform), random geometric-free graph (each node linked to deg random nodes), labels: mu_1 -> +1, mu_2 -> -1, others by
the majority of mu_1 vs mu_2 among their 1-hop neighbours; S^{n,0} = n + s_size uniform nodes of its distance-<=2 set."""
import sys
import numpy as np
import torch
torch.set_default_dtype(torch.float64)


def build(N=200, M=4, gamma=0.4, deg=8, seed=0):
    g = np.random.default_rng(seed)
    pat = g.choice(M, size=N, p=[gamma / 2, gamma / 2] + [(1 - gamma) / (M - 2)] * (M - 2))
    adj = [set() for _ in range(N)]
    for n in range(N):
        for j in g.choice(N, size=deg, replace=False):
            if j != n:
                adj[n].add(int(j)); adj[int(j)].add(n)
    y = np.zeros(N)
    for n in range(N):
        if pat[n] == 0: y[n] = 1
        elif pat[n] == 1: y[n] = -1
        else:
            c = sum(1 if pat[j] == 0 else (-1 if pat[j] == 1 else 0) for j in adj[n])
            y[n] = np.sign(c) if c != 0 else g.choice([-1, 1])
    nb2 = []
    for n in range(N):
        s = set(adj[n])
        for j in adj[n]: s |= adj[j]
        s.discard(n); nb2.append(sorted(s))
    return pat, y, adj, nb2


def sample_sets(nb2, N, s_size, g):
    return [np.concatenate([[n], g.choice(nb2[n], size=min(s_size, len(nb2[n])), replace=False)]) for n in range(N)]


class GT:
    def __init__(s, M, m, xi, seed):
        g = np.random.default_rng(1000 + seed)
        s.M, s.m = M, m
        E = torch.zeros(M + 2, M); E[:M, :M] = torch.eye(M)
        s.WV, s.WK, s.WQ = E.clone(), E.clone(), E.clone()
        s.WO = torch.tensor(g.standard_normal((m, M + 2)) * xi)
        s.a = torch.tensor(np.where(g.random(m) < 0.5, 1.0, -1.0) / np.sqrt(m))

    def attn(s, l, S, pat, WK=None, WQ=None):
        WK = s.WK if WK is None else WK; WQ = s.WQ if WQ is None else WQ
        X = torch.eye(s.M)[pat[S]]  # tokens of S (rows)
        xl = torch.eye(s.M)[pat[l]]
        sc = (X @ WK.T) @ (WQ @ xl)  # b = 0
        return torch.softmax(sc, 0), X

    def F(s, l, S, pat, WO=None, WV=None, WK=None, WQ=None):
        WO = s.WO if WO is None else WO; WV = s.WV if WV is None else WV
        w, X = s.attn(l, S, pat, WK, WQ)
        V = WV @ (X.T @ w)
        return s.a @ torch.relu(WO @ V)
