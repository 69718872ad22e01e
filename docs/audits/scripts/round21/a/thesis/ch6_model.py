"""Auditor A r21: own model of thesis ch. 6 (seed 003 L1690-L1860, L7907): ICL one-layer transformer (6.2),
data (6.6), Condition 6.3.2 cyclic training tasks, Section 6.2.3 initialisation, SGD (E.2). No repository code."""
import math
import numpy as np
import torch

torch.set_default_dtype(torch.float64)


class Setup:
    def __init__(s, M1=3, M2=12, dy=30, beta=3.0, K=0.5, alpha=0.8, l_tr=12, mb=None, ma=None):
        s.M1, s.M2, s.dy, s.beta, s.K, s.alpha, s.l = M1, M2, dy, beta, K, alpha, l_tr
        s.dx = M1 + M2
        s.D = s.dx + dy
        s.ma = ma or s.D + 5
        s.mb = mb or s.D + 5
        s.q = torch.zeros(dy); s.q[0] = 1.0  # ||q|| = 1
        s.tasks = [(i, (i + 1) % M1) for i in range(M1)]  # Condition 6.3.2 (L1797 example)

    def prompts(s, n, gen, all_tasks=False, decisive_query=False):
        """returns P (n, l, D) contexts, Pq (n, D) query column, z (n,)"""
        M1, M2, l = s.M1, s.M2, s.l
        if all_tasks:
            pairs = [(a, b) for a in range(M1) for b in range(M1) if a != b]
        else:
            pairs = s.tasks
        ti = gen.integers(len(pairs), size=n)
        ab = np.array([pairs[t] for t in ti])
        a, b = ab[:, 0], ab[:, 1]
        if decisive_query:
            qj = np.where(gen.random(n) < 0.5, a, b)
        else:
            qj = gen.integers(M1, size=n)
        def lab(j):
            r = np.where(gen.random(j.shape) < 0.5, 1.0, -1.0)
            return np.where(j == a[:, None] if j.ndim == 2 else j == a, 1.0,
                            np.where(j == b[:, None] if j.ndim == 2 else j == b, -1.0, r))
        z = lab(qj)
        # contexts: mu_a, mu_b w.p. alpha/2 each, others (1-alpha)/(M1-2)
        u = gen.random((n, l))
        other = gen.integers(M1 - 2, size=(n, l)) if M1 > 2 else np.zeros((n, l), int)
        # map 'other' index to patterns not in {a, b}
        rest = np.array([[j for j in range(M1) if j not in (a[i], b[i])] for i in range(n)]) if M1 > 2 else None
        cj = np.where(u < s.alpha / 2, a[:, None], np.where(u < s.alpha, b[:, None],
                      rest[np.arange(n)[:, None], other] if M1 > 2 else a[:, None]))
        cz = lab(cj)
        ck = gen.integers(M2, size=(n, l)); kap = gen.uniform(-s.K, s.K, size=(n, l))
        qk = gen.integers(M2, size=n); qkap = gen.uniform(-s.K, s.K, size=n)
        P = np.zeros((n, l, s.D)); Pq = np.zeros((n, s.D))
        ii = np.arange(n)[:, None]; ll = np.arange(l)[None, :]
        P[ii, ll, cj] = s.beta
        P[ii, ll, M1 + ck] = s.beta * kap
        P[:, :, s.dx:] = cz[:, :, None] * s.q.numpy()[None, None, :]
        Pq[np.arange(n), qj] = s.beta
        Pq[np.arange(n), M1 + qk] = s.beta * qkap
        return torch.tensor(P), torch.tensor(Pq), torch.tensor(z)

    def init(s, m, gen, delta=0.2, a_scale="1/m"):
        D, dx = s.D, s.dx
        WQ = torch.zeros(s.ma, D); WK = torch.zeros(s.ma, D); WV = torch.zeros(s.mb, D)
        for i in range(dx):
            WQ[i, i] = delta; WK[i, i] = delta
        for i in range(min(s.mb, D)):
            WV[i, i] = delta
        WO = torch.tensor(gen.standard_normal((m, s.mb)) / math.sqrt(m))
        sc = 1.0 / m if a_scale == "1/m" else 1.0 / math.sqrt(m)
        a = torch.tensor(np.where(gen.random(m) < 0.5, sc, -sc))
        return {"WQ": WQ, "WK": WK, "WV": WV, "WO": WO, "a": a}

    @staticmethod
    def forward(W, P, Pq):
        kq = torch.einsum("nld,ed->nle", P, W["WK"])
        qq = Pq @ W["WQ"].T
        att = torch.softmax(torch.einsum("nle,ne->nl", kq, qq), dim=1)
        v = torch.einsum("nl,nld->nd", att, P)  # sum_i p_i attn_i  (6.2)
        h = torch.relu(v @ W["WV"].T @ W["WO"].T)
        return h @ W["a"]

    def train(s, m, T, B, eta, seed, a_scale="1/m", delta=0.2):
        gen = np.random.default_rng(seed)
        W = s.init(m, gen, delta, a_scale)
        for k in ("WQ", "WK", "WV", "WO"):
            W[k].requires_grad_(True)
        for t in range(T):
            P, Pq, z = s.prompts(B, gen)
            F = s.forward(W, P, Pq)
            loss = torch.clamp(1 - z * F, min=0).mean()
            g = torch.autograd.grad(loss, [W[k] for k in ("WQ", "WK", "WV", "WO")])
            with torch.no_grad():
                for k, gk in zip(("WQ", "WK", "WV", "WO"), g):
                    W[k] -= eta * gk
        return {k: W[k].detach() for k in W}

    def rows(s, W):
        return torch.linalg.norm(W["WO"] @ W["WV"], dim=1)

    def hinge(s, W, n, seed, prune_mask=None, all_tasks=True):
        gen = np.random.default_rng(10_000 + seed)
        P, Pq, z = s.prompts(n, gen, all_tasks=all_tasks, decisive_query=True)
        W2 = dict(W)
        if prune_mask is not None:
            W2["a"] = W["a"] * (~prune_mask).double()
        F = s.forward(W2, P, Pq)
        return torch.clamp(1 - z * F, min=0).mean().item()
