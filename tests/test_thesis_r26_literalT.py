"""Second paths for thmcheck.checks.papers.thesis.r26_literalT (round 26, helper literalT), from the thesis text only:
own prompts (6.1)/(6.6), own model (6.2), own initialisation (Sec. 6.2.3) and own SGD on the hinge loss (torch
autograd), importing nothing from bounds/ or models/.

test_eq619_own_training: Proposition 6.4.1 (6.19) L1877-L1886 with the tokens' IDI noise: after training, the
largest |[nu_k'; 0]^T W_Q p_query| over p_query = (mu_j + kappa nu_k; 0), kappa = +-K, stays near its initial value
delta K beta^2 at every M1, while sqrt(ln M1)(1/M1 + 1/M2) falls: the ratio rises with M1.
"""

from __future__ import annotations

import math

import torch


def _train(M1: int, m: int, B: int, l: int, T: int, seed: int, beta: float = 3.0, K: float = 0.5,
           delta: float = 0.2, dy: int = 8, alpha: float = 0.8) -> tuple[torch.Tensor, dict]:
    g = torch.Generator().manual_seed(1000 + seed)
    M2 = 4 * M1
    dx = M1 + M2
    D = dx + dy
    mu = beta * torch.eye(dx, dtype=torch.float64)[:M1]
    nu = beta * torch.eye(dx, dtype=torch.float64)[M1:]
    q = torch.zeros(dy, dtype=torch.float64)
    q[0] = 1.0
    WQ = torch.zeros(D, D, dtype=torch.float64)
    WK = torch.zeros(D, D, dtype=torch.float64)
    WQ[range(dx), range(dx)] = delta
    WK[range(dx), range(dx)] = delta
    WV = delta * torch.eye(D, dtype=torch.float64)
    WO = torch.randn(m, D, generator=g, dtype=torch.float64) / math.sqrt(m)
    a = torch.where(torch.rand(m, generator=g, dtype=torch.float64) < 0.5, 1.0 / m, -1.0 / m).double()
    ps = [w.requires_grad_() for w in (WQ, WK, WV, WO)]
    tasks = [(j, (j + 1) % M1) for j in range(M1)]  # cyclic training tasks (Condition 6.3.2 with |T_tr| = M1)
    for _ in range(T):
        ti = torch.randint(M1, (B,), generator=g)
        A = torch.tensor([tasks[i][0] for i in ti])
        Bb = torch.tensor([tasks[i][1] for i in ti])
        z = torch.where(torch.rand(B, generator=g) < 0.5, 1.0, -1.0).double()
        qp = torch.where(z > 0, A, Bb)
        w = torch.full((B, M1), (1 - alpha) / max(M1 - 2, 1), dtype=torch.float64)
        w[torch.arange(B), A] = alpha / 2
        w[torch.arange(B), Bb] = alpha / 2
        cp = torch.multinomial(w, l, replacement=True, generator=g)
        cl = torch.where(torch.rand(B, l, generator=g) < 0.5, 1.0, -1.0).double()
        cl = torch.where(cp == A[:, None], 1.0, torch.where(cp == Bb[:, None], -1.0, cl))
        kq = torch.randint(M2, (B,), generator=g)
        kc = torch.randint(M2, (B, l), generator=g)
        sq = (2 * torch.rand(B, 1, generator=g, dtype=torch.float64) - 1) * K
        sc = (2 * torch.rand(B, l, 1, generator=g, dtype=torch.float64) - 1) * K
        xq = mu[qp] + sq * nu[kq]
        xc = mu[cp] + sc * nu[kc]
        ctx = torch.cat([xc, cl[..., None] * q], -1)
        pq = torch.cat([xq, torch.zeros(B, dy, dtype=torch.float64)], -1)
        kqv = (pq @ WQ.T) @ WK  # W_K^T W_Q p_query
        s = torch.einsum("bld,bd->bl", ctx, kqv)
        at = torch.softmax(s, -1)
        v = torch.einsum("bl,bld->bd", at, ctx) @ WV.T
        F = torch.relu(v @ WO.T) @ a
        loss = torch.clamp(1 - z * F, min=0).mean()
        for p in ps:
            p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in ps:
                p -= p.grad
    WQ = WQ.detach()
    vals = []
    for j in range(M1):
        for k in range(M2):
            for s_ in (K, -K):
                p = torch.cat([mu[j] + s_ * nu[k], torch.zeros(dy, dtype=torch.float64)])
                Wp = WQ @ p
                vals.append(float((torch.cat([nu, torch.zeros(M2, dy, dtype=torch.float64)], 1) @ Wp).abs().max()))
    return torch.tensor(vals), {"M2": M2, "loss": float(loss.detach())}


def test_eq619_own_training() -> None:
    ratios = []
    got = []
    for M1, m, B, l, T in ((2, 20, 16, 10, 100), (8, 200, 64, 23, 300)):
        vals, info = _train(M1, m, B, l, T, seed=0)
        lhs = float(vals.max())
        shape = math.sqrt(math.log(M1)) * (1 / M1 + 1 / info["M2"])
        assert abs(lhs - 0.2 * 0.5 * 9.0) < 0.15, (M1, lhs)  # the initial delta K beta^2 = 0.9, kept by SGD
        ratios.append(lhs / shape)
        got.append((M1, lhs, info["loss"]))
    print(got, ratios)  # measured: lhs 0.95 (M1 = 2), 0.91 (M1 = 8), ratio 1.83 -> 4.03
    assert ratios[1] > 1.8 * ratios[0], ratios  # shape ratio 2.3 between M1 = 2 and 8 at a constant lhs
