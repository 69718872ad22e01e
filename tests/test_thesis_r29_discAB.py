"""Round 29 (discAB): second path of thesis.ch2.eqA.163 ((A.163) L3410: 'At the final step, sum_{b=0}^{t-1} K(b)
||q_1(b)|| >= T / e^{||q_1(T)||^2 - (delta + tau)||q_1(T)||}').

Own data, own init and own token-level model of (2.1), written here (nothing from bounds/, models/ or checks/):
noise-free one-hot tokens mu_a = e_a (tau = 0), alpha* L label-relevant tokens, one confusion token, the rest
non-discriminative; W_V = orthogonal + sigma-noise, W_K = W_Q = I + delta-noise (normalised to spectral norm <= 1),
W_O ~ N(0, 1/M), a_(l) = +-1/sqrt(m); float64 torch autograd of the full-batch mean hinge, gradient descent until the
first step with zero hinge on every sample (T). K(b) = the W_K^(b) e_1 coordinate of the e_1 query's update (least
squares on the columns W_K^(b) e_a, a = 1..M: exact), q_1(b) = W_K^(b) e_1, delta = 0 (the smallest right side)."""

from __future__ import annotations

import math

import numpy as np
import torch

M = 5


def _own_run(seed: int, L: int = 8, N: int = 20, m: int = 64, eta: float = 0.5, d: int = 8, sigma: float = 0.1,
             delta: float = 0.2, a_star: float = 1 / 3, t_max: int = 3000) -> tuple[float, int, float]:
    rng = np.random.default_rng(seed)
    na = int(round(a_star * L))
    X = np.zeros((N, L, d))
    y = np.empty(N)
    for n in range(N):
        y[n] = 1.0 if n % 2 == 0 else -1.0
        rel, conf = (0, 1) if y[n] > 0 else (1, 0)
        pats = np.concatenate([np.full(na, rel), [conf], rng.integers(2, M, L - na - 1)])
        X[n, np.arange(L), rng.permutation(pats)] = 1.0
    U = np.linalg.qr(rng.standard_normal((d, d)))[0]
    mats = [np.eye(d) + delta / math.sqrt(d) * rng.standard_normal((d, d)) for _ in range(2)]
    mats.append(U + sigma / math.sqrt(d) * rng.standard_normal((d, d)))
    mats = [w / max(1.0, float(np.linalg.norm(w, 2))) for w in mats]
    W = [torch.tensor(w, requires_grad=True) for w in mats]                 # W_Q, W_K, W_V
    W.append(torch.tensor(rng.standard_normal((m, d)) / math.sqrt(M), requires_grad=True))  # W_O
    A_out = torch.tensor((rng.integers(0, 2, (L, m)) * 2 - 1) / math.sqrt(m))
    Xt, yt = torch.tensor(X), torch.tensor(y)
    cum = 0.0
    for t in range(t_max):
        WQ, WK, WV, WO = W
        S = torch.einsum("nsd,ed,ef,nlf->nsl", Xt, WK, WQ, Xt)
        hid = torch.relu(torch.einsum("nsl,nsa->nla", torch.softmax(S, dim=1), Xt @ WV.T) @ WO.T)
        h = torch.clamp(1 - yt * (hid * A_out[None]).sum(-1).mean(1), min=0)
        if float(h.detach().max()) <= 0:
            nq = float(np.linalg.norm(W[1].detach().numpy()[:, 0]))
            return cum, t, nq
        grads = torch.autograd.grad(h.mean(), W)
        q0, k0 = W[0].detach().numpy()[:, :M].copy(), W[1].detach().numpy()[:, :M].copy()
        with torch.no_grad():
            for w, gr in zip(W, grads, strict=True):
                w -= eta * gr
        dq = W[0].detach().numpy()[:, 0] - q0[:, 0]
        coef, *_ = np.linalg.lstsq(k0, dq, rcond=None)
        assert np.linalg.norm(k0 @ coef - dq) <= 1e-9 * max(np.linalg.norm(dq), 1e-300)
        cum += float(coef[0]) * float(np.linalg.norm(k0[:, 0]))
    raise AssertionError("no zero-hinge step")


def test_a163_sum_far_below_right_side_own_model() -> None:
    """(A.163)'s first '>=' fails at the end of training: sum_b K(b) ||q_1(b)|| is O(1) while T / e^{||q_1(T)||^2}
    (delta = tau = 0) is >= 10 times larger (seed 0: sum 0.386, T = 59, ||q_1(T)|| = 1.28, right side 11.4; seeds 1,
    2 alike)."""
    nthreads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        cum, T, nq = _own_run(0)
    finally:
        torch.set_num_threads(nthreads)
    rhs = T / math.exp(nq * nq)
    assert cum < 0.1 * rhs, (cum, T, nq, rhs)
