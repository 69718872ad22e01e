"""Lemma 5.15 of chenli (Section 5.4, L1050-L1107): the change of E[softmax(X Theta X^T)] between two slice
conditionings, by a paired Monte Carlo over the coupling of Definition 5.10.

Rows ``X_i ~ pi^s_{mu_i, nu_i; d1, d2, d3}`` (uniform cube block d1, uniform slices of the d2 and d3 blocks with
``a2_i``/``a3_i`` entries +1) and ``X'_i ~ pi^s_{mu'_i, nu'_i}`` paired by Definition 5.10: each slice block draws
i.i.d. uniform keys, X has +1 on the a smallest keys and X' on the a' smallest. Given X, the extra (or removed) +1
positions of X' are then a uniform subset of the -1 (or +1) positions of X, which is exactly the coupling (L761-L777),
and each marginal is the uniform slice. (A minimal sampler of this scope; a batched pi^s / coupling sampler is being
written in models/chenli/sec5_3_coupling.py by another helper and the two can be merged.)
"""

from __future__ import annotations

import math

import numpy as np
import torch

from thmcheck.models.chenli.sec5_3_coupling import coupled_slice_rows
from thmcheck.models.device import generator, torch_dtype


def _qr(G: np.ndarray) -> np.ndarray:
    """The Q factor of a reduced QR (torch's LAPACK call: numpy's was 30x slower here under a loaded BLAS)."""
    return torch.linalg.qr(torch.from_numpy(np.ascontiguousarray(G, dtype=np.float64)))[0].numpy()


def aligned_theta(d1: int, d2: int, d3: int, r: float, F: float, family: str, alpha: float,
                  rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Theta = U diag(sigma) W^T of stable rank exactly r (R = ceil(r) singular values s, ..., s, s t with
    R - 1 + t^2 = r) and Frobenius norm F; the top singular pair is aligned with the slice directions:
    family '22': u_1 = w_1 = 1_[2]/sqrt(d2); '23': u_1 = 1_[2]/sqrt(d2), w_1 = 1_[3]/sqrt(d3); '33': both
    1_[3]/sqrt(d3); each mixed with weight sqrt(1 - alpha^2) of a random unit vector orthogonal to 1_[2], 1_[3]
    (alpha = 1: exactly aligned). The other singular vectors are random (Gaussian, orthonormalised) in the complement
    of 1_[2], 1_[3] and u_1 (resp. w_1): delocalised. Returns (U, sigma, W) with U, W of shape (d, R)."""
    d = d1 + d2 + d3
    R = math.ceil(r - 1e-12)
    t = math.sqrt(r - (R - 1))
    s = F / math.sqrt(r)
    sigma = np.full(R, s)
    sigma[-1] = s * t
    e2 = np.zeros(d)
    e2[d1:d1 + d2] = 1 / math.sqrt(d2)
    e3 = np.zeros(d)
    if d3:
        e3[d1 + d2:] = 1 / math.sqrt(d3)
    first = {"22": (e2, e2), "23": (e2, e3), "33": (e3, e3)}[family]
    mats = []
    for base in first:
        G = rng.normal(size=(d, R + 1))
        G -= np.outer(e2, e2 @ G) + np.outer(e3, e3 @ G)  # orthogonal to both slice directions
        Q = _qr(G)
        u1 = alpha * base + math.sqrt(max(0.0, 1 - alpha**2)) * Q[:, 0]
        rest = Q[:, 1:] - np.outer(u1, u1 @ Q[:, 1:])
        rest = _qr(rest)[:, :R - 1]
        mats.append(np.column_stack([u1, rest]))
    return mats[0], sigma, mats[1]


def coupled_softmax_difference(U: np.ndarray, sigma: np.ndarray, W: np.ndarray, d1: int, d2: int, d3: int,
                               a2: list[int], a3: list[int], b2: list[int], b3: list[int], n: int, seed: int,
                               dtype: str = "float64", device: str = "cpu", chunk: int = 2000) -> dict:
    """Paired Monte Carlo of E[Delta(X, X')] = E softmax(X Theta X^T) - E softmax(X' Theta X'^T) (row softmax),
    rows X_i with a2[i], a3[i] entries +1 in the slice blocks, X'_i with b2[i], b3[i], coupled by Definition 5.10.
    Returns the k x k mean, its per-entry standard error, the max-entry |mean| with the standard error of that entry,
    and n."""
    dt = torch_dtype(dtype)
    g = generator(seed, device)
    k = len(a2)
    Ut = torch.as_tensor(U * sigma, dtype=dt, device=device)
    Wt = torch.as_tensor(W, dtype=dt, device=device)
    A2, A3, B2, B3 = (torch.as_tensor(v, device=device) for v in (a2, a3, b2, b3))
    s1 = torch.zeros(k, k, dtype=dt, device=device)
    s2 = torch.zeros(k, k, dtype=dt, device=device)
    done = 0
    while done < n:
        m = min(chunk, n - done)
        x1 = (torch.randint(0, 2, (m, k, d1), generator=g, device=device) * 2 - 1).to(dt)
        x2, y2 = coupled_slice_rows(m, k, d2, A2, B2, g, dt, device)
        x3, y3 = coupled_slice_rows(m, k, d3, A3, B3, g, dt, device)
        X = torch.cat([x1, x2, x3], -1)
        Y = torch.cat([x1, y2, y3], -1)
        LX = (X @ Ut) @ (X @ Wt).transpose(1, 2)
        LY = (Y @ Ut) @ (Y @ Wt).transpose(1, 2)
        D = torch.softmax(LX, -1) - torch.softmax(LY, -1)
        s1 += D.sum(0)
        s2 += (D * D).sum(0)
        done += m
    mean = s1 / n
    var = (s2 / n - mean**2).clamp_min(0) * n / max(n - 1, 1)
    se = (var / n).sqrt()
    i = int(mean.abs().argmax())
    return {"mean": mean.cpu().numpy(), "se": se.cpu().numpy(), "max": float(mean.abs().flatten()[i]),
            "max_se": float(se.flatten()[i]), "z_max": float((mean.abs() / se.clamp_min(1e-300)).max()), "n": n}


def coupled_softmax_difference_many(thetas: list[tuple[np.ndarray, np.ndarray, np.ndarray]], d1: int, d2: int,
                                    d3: int, a2: list[int], a3: list[int], b2: list[int], b3: list[int], n: int,
                                    seed: int, dtype: str = "float64", device: str = "cpu",
                                    chunk: int = 2000) -> list[dict]:
    """:func:`coupled_softmax_difference` for B thetas ``(U, sigma, W)`` at once on the SAME paired draws (common
    random numbers): the generator is consumed exactly as there (same seed, same chunks), so member b's result
    equals ``coupled_softmax_difference(*thetas[b], ...)`` up to the summation order of the batched matrix
    products. The thetas' ranks may differ (zero columns pad them to the largest: they add exact zeros to the
    logits). One tensor call per chunk for the whole batch; returns one dict per theta."""
    dt = torch_dtype(dtype)
    g = generator(seed, device)
    k, B = len(a2), len(thetas)
    d = d1 + d2 + d3
    R = max(len(s) for _, s, _ in thetas)
    Up = np.zeros((B, d, R))
    Wp = np.zeros((B, d, R))
    for i, (U, s, W) in enumerate(thetas):
        Up[i, :, :len(s)] = U * s
        Wp[i, :, :len(s)] = W
    # (d, B R): one matrix product for all members
    Ut = torch.as_tensor(Up.transpose(1, 0, 2).reshape(d, B * R), dtype=dt, device=device)
    Wt = torch.as_tensor(Wp.transpose(1, 0, 2).reshape(d, B * R), dtype=dt, device=device)
    A2, A3, B2, B3 = (torch.as_tensor(v, device=device) for v in (a2, a3, b2, b3))
    s1 = torch.zeros(B, k, k, dtype=dt, device=device)
    s2 = torch.zeros(B, k, k, dtype=dt, device=device)

    def probs(X: torch.Tensor) -> torch.Tensor:
        m = X.shape[0]
        XU = (X @ Ut).reshape(m, k, B, R).permute(2, 0, 1, 3)  # (B, m, k, R)
        XW = (X @ Wt).reshape(m, k, B, R).permute(2, 0, 1, 3)
        return torch.softmax(XU @ XW.transpose(-1, -2), -1)  # (B, m, k, k)

    done = 0
    while done < n:
        m = min(chunk, n - done)
        x1 = (torch.randint(0, 2, (m, k, d1), generator=g, device=device) * 2 - 1).to(dt)
        x2, y2 = coupled_slice_rows(m, k, d2, A2, B2, g, dt, device)
        x3, y3 = coupled_slice_rows(m, k, d3, A3, B3, g, dt, device)
        D = probs(torch.cat([x1, x2, x3], -1)) - probs(torch.cat([x1, y2, y3], -1))
        s1 += D.sum(1)
        s2 += (D * D).sum(1)
        done += m
    mean = s1 / n
    var = (s2 / n - mean**2).clamp_min(0) * n / max(n - 1, 1)
    se = (var / n).sqrt()
    out = []
    for b in range(B):
        mb, sb = mean[b], se[b]
        i = int(mb.abs().argmax())
        out.append({"mean": mb.cpu().numpy(), "se": sb.cpu().numpy(), "max": float(mb.abs().flatten()[i]),
                    "max_se": float(sb.flatten()[i]), "z_max": float((mb.abs() / sb.clamp_min(1e-300)).max()),
                    "n": n})
    return out
