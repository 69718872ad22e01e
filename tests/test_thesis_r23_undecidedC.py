"""Round 23 (undecidedC): second paths and module tests for the thesis `conditional` verdicts re-examined this round.

- thesis.ch2.eqA.43-trained ((A.43) L2829 over the training, re-encoded in place in r18_thesisA with the printed token
  mixes): an own torch ViT (2.1), no thmcheck code: one-hot tokens with one dominant non-discriminative pattern,
  W_Q = W_K = I, W_V orthogonal (Assumption 2.3.1 with zero errors), W_O ~ N(0, xi^2), a = +-1/sqrt(m) frozen,
  FULL-BATCH gradient descent on the mean hinge (the B -> inf end of Algorithm 3), lucky sets from the initial model;
  the S_2-token U-neuron Relu sum exceeds (|S_2|/|S_1|) times the S_1-token W-neuron sum at every checkpoint.
- thesis.ch3.eqB.64-eta ((B.64) L4151 along eta -> 0 with every hidden constant of Theorem 3.4.4 grown): the own numpy
  graph transformer of tests/gt_own.py (the graph builder and init shared, forward and gradient own), one pass of SGD
  for T = C (3.8) steps: the V_d hinge stays near its initial ~1 above eps.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))


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


# ----------------------------------------------------------------------------------------------- (B.64) along eta

def _own_b64_eta(eta: float, eps: float = 0.8, seed: int = 0) -> dict:
    """(B.64) with Theorem 3.4.4's hidden constants all equal to C = (0.2/eta)^{1/4}, on the own numpy graph
    transformer of tests/gt_own.py (aggregation over distances 0..2, hand-written hinge gradient; no label flips):
    N = ceil(1200 C) nodes (more where |L| >= BT needs them), 80 % labelled, m = ceil(C M^2 ln N), B = ceil(C eps^-2 ln N), T = ceil(C eta^-1/2 (1 -
    2 eps_0)^-1/2 (1 - delta)^-1/2) with eps_0 = 1 - |V_d|/N (V_d: own winning margins at the own core distance)
    and delta = 0.2 (the init's), one pass of SGD over fresh labels; the hinge over the labeled nodes of V_d at t = 0,
    T/2, T."""
    import gt_own
    import numpy as np

    P = gt_own.eta_path_graph(eta, seed, eps, 1200)
    g, y, N, B, T, vd, eps0, lab = P["g"], P["y"], P["N"], P["B"], P["T"], P["vd"], P["eps0"], P["lab"]
    ev = lab[vd[lab]]
    W = [w.copy() for w in g["W"]]

    def hinge() -> float:
        F = gt_own.forward(g, W)[3]
        return float(np.maximum(1 - y[ev] * F[ev], 0).mean())

    hs = [hinge()]
    for t in range(T):
        fw = gt_own.forward(g, W)
        gF = np.zeros(N)
        bt = lab[t * B:(t + 1) * B]
        gF[bt] = -y[bt] * (1 - y[bt] * fw[3][bt] > 0) / B
        W = gt_own.step(g, W, fw, gF, eta)[1]
        if t + 1 in (math.ceil(T / 2), T):
            hs.append(hinge())
    return {"hinge": hs, "T": T, "eta T": eta * T, "N": N, "B": B, "eps_0": eps0}


def test_b64_eta_own_model_crosses() -> None:
    """thesis.ch3.eqB.64-eta: with every hidden constant of Theorem 3.4.4 at C = (0.2/eta)^{1/4} (1, 1.78, 2.37 at eta
    = 0.2, 0.02, 0.006), the own model's V_d hinge stays above eps = 0.8 at every checkpoint, and its end value does
    not fall as eta -> 0 (eta T = C eta^{1/2} (...) -> 0: the weights barely move)."""
    ends = []
    for eta in (0.2, 0.02, 0.006):
        r = _own_b64_eta(eta)
        assert min(r["hinge"]) > 0.8, (eta, r)
        ends.append(r["hinge"][-1])
    assert ends[2] >= ends[0] - 1e-3, ends
