"""Round 23 (undecidedC): second paths and module tests for the thesis `conditional` verdicts re-examined this round.

- thesis.ch2.eqA.43-trained ((A.43) L2829 over the training, re-encoded in place in r18_thesisA with the printed token
  mixes): an own torch ViT (2.1), no thmcheck code: one-hot tokens with one dominant non-discriminative pattern,
  W_Q = W_K = I, W_V orthogonal (Assumption 2.3.1 with zero errors), W_O ~ N(0, xi^2), a = +-1/sqrt(m) frozen,
  FULL-BATCH gradient descent on the mean hinge (the B -> inf end of Algorithm 3), lucky sets from the initial model;
  the S_2-token U-neuron Relu sum exceeds (|S_2|/|S_1|) times the S_1-token W-neuron sum at every checkpoint.
"""

from __future__ import annotations

import math


def _own_a43_full_batch(seed: int, m: int, counts: tuple[int, ...] = (9, 1, 200), xi: float = 0.01,
                        eta: float = 1.0, steps: int = 60, every: int = 10, N: int = 8) -> list[float]:
    """Largest lhs_n/R_n over the y = +1 samples at t = 0, every, ..., steps of full-batch descent (own model)."""
    import torch

    g = torch.Generator().manual_seed(31_000 + seed)
    d = max(8, len(counts))
    L = sum(counts)
    E = torch.eye(d, dtype=torch.float64)
    X = torch.empty(N, L, d, dtype=torch.float64)
    P = torch.empty(N, L, dtype=torch.long)
    y = torch.tensor([1.0 if n % 2 == 0 else -1.0 for n in range(N)], dtype=torch.float64)
    for n in range(N):
        rel, conf = (0, 1) if y[n] > 0 else (1, 0)
        pats = torch.cat([torch.full((counts[0],), rel), torch.full((counts[1],), conf)]
                         + [torch.full((c,), 2 + k) for k, c in enumerate(counts[2:])])
        P[n] = pats[torch.randperm(L, generator=g)]
        X[n] = E[P[n]]
    WK = E.clone().requires_grad_()
    WQ = E.clone().requires_grad_()
    WV = torch.linalg.qr(torch.randn(d, d, generator=g, dtype=torch.float64))[0].clone().requires_grad_()
    WO = (xi * torch.randn(m, d, generator=g, dtype=torch.float64)).requires_grad_()
    a = (torch.randint(0, 2, (L, m), generator=g) * 2 - 1).to(torch.float64) / m**0.5

    def values() -> torch.Tensor:
        s = (X @ WK.T) @ (X @ WQ.T).transpose(1, 2)          # s[n, j, l] = x_j^T W_K^T W_Q x_l
        att = torch.softmax(s, dim=1)                       # over keys j
        return att.transpose(1, 2) @ (X @ WV.T)             # V_l^n = sum_j att[n, j, l] W_V x_j  (N, L, d)

    with torch.no_grad():
        lucky = values() @ WO.T > 0                          # W_{l,n}(0), U_{l,n}(0) of (A.8)-(A.9)
    out = []
    for t in range(steps + 1):
        if t % every == 0:
            with torch.no_grad():
                act = torch.relu(values() @ WO.T) * lucky
                best = 0.0
                for n in range(0, N, 2):
                    lhs = float(act[n][P[n] == 1].sum())
                    R = (counts[1] / counts[0]) * float(act[n][P[n] == 0].sum())
                    best = max(best, lhs / R)
                out.append(best)
        if t == steps:
            break
        F = (torch.relu(values() @ WO.T) * a).sum(-1).mean(-1)
        loss = torch.clamp(1 - y * F, min=0).mean()
        for W in (WK, WQ, WV, WO):
            W.grad = None
        loss.backward()
        with torch.no_grad():
            for W in (WK, WQ, WV, WO):
                W -= eta * W.grad
    return out


def test_a43_trained_own_full_batch() -> None:
    """thesis.ch2.eqA.43-trained: with one dominant non-discriminative pattern (counts (9, 1, 200): |S_1| = 9 > |S_2| =
    1, 200 tokens of mu_3) and full-batch descent (B -> inf), (A.43)'s left side exceeds its right side at every
    checkpoint t = 0, 10, ..., 60, at m = 256 and m = 2048, seeds 0-1; the t = 0 noise-free limit ||V_2||/||V_1||
    (closed form) is 1.058 > 1."""
    import torch

    torch.set_num_threads(1)
    w = [9.0, 1.0, 200.0]

    def vnorm(k: int) -> float:
        u = list(w)
        u[k] *= math.e
        return math.sqrt(sum(x * x for x in u)) / sum(u)

    assert 1.05 < vnorm(1) / vnorm(0) < 1.07
    for m in (256, 2048):
        for seed in (0, 1):
            r = _own_a43_full_batch(seed, m)
            assert min(r) > 1.0, (m, seed, r)
