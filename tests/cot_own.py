"""Own torch/numpy code (no repository model) shared by the second paths of Chapter 7's Proposition 3 / (F.52)
constants (tests/test_thesis_r24_undecidedB.py, tests/test_thesis_r25_thesisY.py): the one-layer model of (7.2)
with d = 30, M = 20 TRR patterns (mu_j = e_j), M' = 10, K = 3, alpha = 0.4, xi = 0.01, trained by SGD (eta = 0.9, B
random cyclic-order tasks a step, f_k = shift by k) on infinitely long prompts (the attention output is the ratio of
expectations over the column types (x_{k-1}, x_k, e_k), x of weight alpha when it is the query's input), squared
loss; the structured test tasks have p_c = 0.501 and an own orthonormal U and cyclic order."""

from __future__ import annotations

import math

import numpy as np
import torch

d, M, Mp, K, XI, ALPHA, ETA, PC = 30, 20, 10, 3, 0.01, 0.4, 0.9, 0.501


def own_setup(seed: int) -> tuple[torch.Tensor, torch.Generator, np.ndarray, list[np.ndarray]]:
    """(W, g, U, As): W = xi N(0, 1) (D x D, D = 2d + K) from the torch generator g (which then drives training),
    U (M' x M, rows orthonormal in span(mu)) and the K test transition matrices A_k (p_c on the k-shift, 1 - p_c on
    the (k + 1)-shift of an own cyclic order) from numpy's generator of the same seed."""
    D = 2 * d + K
    g = torch.Generator().manual_seed(seed)
    W = (XI * torch.randn(D, D, generator=g, dtype=torch.float64)).requires_grad_()
    rng = np.random.default_rng(seed)
    U = np.linalg.qr(rng.standard_normal((M, M)))[0][:, :Mp].T
    tperm = rng.permutation(Mp)
    tinv = np.argsort(tperm)
    As = []
    for k in range(1, K + 1):
        A = np.zeros((Mp, Mp))
        for i in range(Mp):
            A[i, tperm[(tinv[i] + k) % Mp]] += PC
            A[i, tperm[(tinv[i] + k + 1) % Mp]] += 1 - PC
        As.append(A)
    return W, g, U, As


def own_sgd_step(W: torch.Tensor, g: torch.Generator, B: int) -> None:
    """One SGD step of the squared loss on B random cyclic-order training tasks (in place on W)."""
    ar = torch.arange(M)
    lw = torch.log(torch.tensor([(1 - ALPHA) / (M - 1), ALPHA], dtype=torch.float64))
    perms = torch.argsort(torch.rand(B, M, generator=g), 1)
    inv = torch.argsort(perms, 1)
    chain = [ar.expand(B, M)]
    for k in range(1, K + 1):
        chain.append(torch.gather(perms, 1, (torch.gather(inv, 1, chain[-1]) + k) % M))
    ch = torch.stack(chain, 2)  # (B, M, K + 1)
    xq = torch.randint(M, (B,), generator=g)
    kk = torch.randint(1, K + 1, (B,), generator=g)
    rows = ch[torch.arange(B), xq]
    qin, z = rows[torch.arange(B), kk - 1], rows[torch.arange(B), kk]
    Wq = W[:, qin].T + W[:, 2 * d + kk - 1].T  # (B, D)
    s = (torch.gather(Wq, 1, ch[..., :K].reshape(B, -1)).reshape(B, M, K)
         + torch.gather(Wq, 1, d + ch[..., 1:].reshape(B, -1)).reshape(B, M, K) + Wq[:, 2 * d:][:, None, :])
    logw = lw[(ar[None, :] == xq[:, None]).long()]
    a = torch.softmax((s + logw[..., None]).reshape(B, -1), 1)
    o = torch.zeros(B, M, dtype=torch.float64).scatter_add(1, ch[..., 1:].reshape(B, -1), a)
    loss = 0.5 * ((o - torch.nn.functional.one_hot(z, M).double()) ** 2).sum(1).mean()
    loss.backward()
    with torch.no_grad():
        W -= ETA * W.grad
        W.grad = None


def own_constant(T: int, B: int, e: float) -> float:
    """The largest C with C (alpha^-2 K^3 log(K/e) + M K (1/alpha + 1/e)) / eta <= T and C max(e^-2, M) log M <= B."""
    return min(T * ETA / (ALPHA**-2 * K**3 * math.log(K / e) + M * K * (1 / ALPHA + 1 / e)),
               B / (max(e**-2, M) * math.log(M)))
