"""Measurements for the proof displays of mhgd (``checks/papers/mhgd/steps_displays.py``): loss/model derivatives of
the multi-head model by autograd (full Hessians on small instances), GD and leave-one-out GD iterates, the softmax's
second derivative in closed form."""

from __future__ import annotations

import math

import numpy as np
import torch


def mha_outputs(th: torch.Tensor, Xs: torch.Tensor, H: int, T: int, d: int) -> torch.Tensor:
    """Phi~(X_i; theta~) for every sample (eq. 2), theta~ flat = concat_h (vec U_h, vec W_h)."""
    p = T * d + d * d
    out = torch.zeros(Xs.shape[0], dtype=th.dtype)
    for h in range(H):
        U = th[h * p:h * p + T * d].reshape(T, d)
        W = th[h * p + T * d:(h + 1) * p].reshape(d, d)
        A = torch.softmax(Xs @ W @ Xs.transpose(1, 2), dim=-1)
        out = out + (U[None] * (A @ Xs)).sum((1, 2))
    return out / math.sqrt(H)


def loss_parts(Xs: torch.Tensor, ys: torch.Tensor, th: torch.Tensor, H: int) -> dict[str, float]:
    """grad/Hessian of every Phi~_i and of L^ (logistic), and the sums of the proof of Lemma 6 (L786-L806)."""
    n, T, d = Xs.shape
    gs, hs = [], []
    for i in range(n):
        f = (lambda t, i=i: mha_outputs(t, Xs[i:i + 1], H, T, d)[0])  # noqa: E731
        gs.append(torch.autograd.functional.jacobian(f, th))
        hs.append(torch.autograd.functional.hessian(f, th))
    z = ys * mha_outputs(th, Xs, H, T, d)
    l1 = -torch.sigmoid(-z)  # l'(z)
    l2 = torch.sigmoid(z) * torch.sigmoid(-z)  # l''(z)
    hess = sum(l2[i] * torch.outer(gs[i], gs[i]) + l1[i] * ys[i] * hs[i] for i in range(n)) / n
    gn = torch.stack([g.norm() for g in gs])
    hn = torch.stack([torch.linalg.matrix_norm(h, ord=2) for h in hs])
    ev = torch.linalg.eigvalsh(hess)
    return {"hess_norm": float(ev.abs().max()), "lmin": float(ev.min()),
            "g_lin": float((l2 * gn).mean()), "g_sq": float((l2 * gn**2).mean()),
            "h_lin": float((l1.abs() * hn).mean()), "h_sq": float((l1.abs() * hn**2).mean()),
            "signed": float((l1.abs() * ys * hn).mean()), "unsigned": float((l1.abs() * hn).mean())}


def single_hessian_norm(X: torch.Tensor, U: torch.Tensor, W: torch.Tensor) -> float:
    """||grad^2_theta Phi(X; theta)||_2 of one head (eq. 1), theta = (U, W)."""
    T, d = U.shape
    th = torch.cat([U.reshape(-1), W.reshape(-1)])
    hess = torch.autograd.functional.hessian(lambda t: mha_outputs(t, X[None], 1, T, d)[0], th)
    return float(torch.linalg.matrix_norm(hess, ord=2))


def gd_pair(Xs: torch.Tensor, ys: torch.Tensor, th0: torch.Tensor, H: int, eta: float, K: int,
            i: int) -> tuple[torch.Tensor, torch.Tensor]:
    """theta_K of GD on L^ and theta_K^{-i} of GD on L^{-i} = (1/n) sum_{j != i} l_j (App. C, L1003), from th0."""
    n, T, d = Xs.shape
    keep = torch.ones(n, dtype=th0.dtype)
    keep[i] = 0.0

    def loss(t: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
        return (w * torch.nn.functional.softplus(-ys * mha_outputs(t, Xs, H, T, d))).sum() / n

    a, b = th0.clone(), th0.clone()
    ones = torch.ones(n, dtype=th0.dtype)
    for _ in range(K):
        a = (a - eta * torch.autograd.functional.jacobian(lambda t: loss(t, ones), a)).detach()
        b = (b - eta * torch.autograd.functional.jacobian(lambda t: loss(t, keep), b)).detach()
    return a, b


def norm_2inf(th: np.ndarray, H: int) -> float:
    """||theta~||_{2,inf} = max_h ||theta_h|| (Sec. 2, L88)."""
    return float(np.linalg.norm(th.reshape(H, -1), axis=1).max())


def softmax_second(v: np.ndarray, delta: np.ndarray) -> np.ndarray:
    """D^2 phi(v)[delta, delta]: a_i ((delta_i - m)^2 - sum_j a_j (delta_j - m)^2), a = phi(v), m = <a, delta>."""
    a = np.exp(v - v.max())
    a = a / a.sum()
    m = float(a @ delta)
    c = (delta - m) ** 2
    return a * (c - float(a @ c))
