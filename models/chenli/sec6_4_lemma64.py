"""Lemma 6.4 of Chen & Li (helpful 2-sparse attention patterns): Monte Carlo rates of its event in xi.

Event (paper L1539-L1561), for X in {+-1}^{k x d} uniform, x := X_{1:}, F := ||Theta_1||_F, g_i(a, b) :=
x^T Theta_i (X_{a:} - X_{b:})^T:
  Item 1: g_i(2, 3) in [s, s + xi F] for every head i;
  Item 2 (optional, for a given Theta'): x^T Theta' (X_2 - X_3)^T not in [s - mu, s + xi F + mu] (mu: the Theta(eps*));
  Item 3: g_i(2, a) >= beta F for every head i and every a in {1, 4, ..., k} (printed "..., m": a typo, the rows
          other than 2 and 3).
Estimator (a U-statistic, unbiased): for each independent x a pool of R independent uniform rows; every ordered pair
(j2, j3) of distinct pool rows plays (X_2, X_3), and for k >= 4 every ordered (k-3)-tuple of further distinct pool rows
plays (X_4, ..., X_k) (counted in closed form: a falling factorial of the number of rows that pass Item 3 for j2).
The per-x rate f(x) is the exact average over all these tuples, so E f(x) = P[event]; the f(x) of distinct x are
i.i.d. (their spread gives the standard error). Counts for several xi come from one pass (Item 1 is nested in xi).
torch, float64; no Hypothesis.
"""

from __future__ import annotations

import math

import numpy as np
import torch

from thmcheck.models.device import generator


def _falling(n: torch.Tensor, r: int) -> torch.Tensor:
    """n (n - 1) ... (n - r + 1) elementwise (1 for r = 0), as float64; 0 once n < r."""
    out = torch.ones_like(n, dtype=torch.float64)
    for t in range(r):
        out = out * (n - t).clamp(min=0).to(torch.float64)
    return out


def affine_split(thetas: torch.Tensor, theta_p: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """(Theta^par, Theta^perp): Theta^par is the Frobenius projection of Theta' onto the affine hull K_Theta = {sum_i
    l_i Theta_i : sum_i l_i = 1} (KKT system of the constrained least squares), Theta^perp = Theta' - Theta^par."""
    m = thetas.shape[0]
    V = thetas.reshape(m, -1)
    base = V[0]
    if m == 1:
        par = base
    else:
        D = V[1:] - base  # directions of the hull
        c = torch.linalg.lstsq(D @ D.T, D @ (theta_p.reshape(-1) - base)).solution
        par = base + c @ D
    par = par.reshape(theta_p.shape)
    return par, theta_p - par


def event_rates(thetas: torch.Tensor, k: int, s: float, beta: float, xis: np.ndarray, *, n_x: int, pool: int,
                seed: int, theta_p: torch.Tensor | None = None, mu: float = 0.0, batch: int = 8) -> np.ndarray:
    """Per-x rates f(x)[j] of the Lemma 6.4 event (Items 1 and 3, and Item 2 when ``theta_p`` is given) at xi = xis[j].

    thetas: (m, d, d) float64; F = ||thetas[0]||_F. Returns an (n_x, J) float64 array; its column means estimate
    P[event](xi_j) without bias."""
    if k < 3:
        raise ValueError("Lemma 6.4 needs k >= 3 rows")
    m, d, _ = thetas.shape
    dev, dt = thetas.device, thetas.dtype
    F = float(torch.linalg.matrix_norm(thetas[0]))
    xis_t = torch.as_tensor(np.asarray(xis, float), dtype=dt, device=dev)
    xmax = float(xis_t.max())
    R = int(pool)
    g = generator(seed, "cpu")
    out = np.zeros((n_x, len(xis)))
    norm = R * (R - 1) * float(_falling(torch.tensor(R - 2), k - 3))
    lo_thr, bF = s, beta * F
    for b0 in range(0, n_x, batch):
        B = min(batch, n_x - b0)
        x = (torch.randint(0, 2, (B, d), generator=g).to(dt) * 2 - 1).to(dev)
        P = (torch.randint(0, 2, (B, R, d), generator=g).to(dt) * 2 - 1).to(dev)
        U = torch.einsum("bd,mde->bme", x, thetas)  # rows x^T Theta_i
        w = torch.einsum("bme,bre->bmr", U, P)  # x^T Theta_i X_j^T for pool rows j
        q = torch.einsum("bme,be->bm", U, x)  # x^T Theta_i x
        item3_self = ((w - q[:, :, None]) >= bF).all(dim=1)  # (B, R): Item 3 with a = 1 for X_2 = row j2
        # Only pool rows passing Item 3 with a = 1 can play X_2: restrict the j2 axis to them (padded to the
        # largest count in this batch; the pad is masked), which leaves every counted tuple and its weight as in
        # the full (B, m, R, R) pass and skips the pairs that cannot count.
        L = max(1, int(item3_self.sum(dim=1).max()))
        idx = torch.sort((~item3_self).to(torch.int8), dim=1, stable=True).indices[:, :L]  # passing rows first
        valid = torch.gather(item3_self, 1, idx)  # (B, L)
        w2 = torch.gather(w, 2, idx[:, None, :].expand(B, m, L))  # (B, m, L)
        diff = w2[:, :, :, None] - w[:, :, None, :]  # (B, m, L, R3)
        if m == 1:
            lo, hi = diff[:, 0], diff[:, 0]
        else:
            lo, hi = diff.amin(dim=1), diff.amax(dim=1)
        need = (hi - s) / F  # the smallest xi for which the Item-1 windows contain the pair
        distinct = idx[:, :, None] != torch.arange(R, device=dev)[None, None, :]
        ok = (lo >= lo_thr) & (need <= xmax) & valid[:, :, None] & distinct
        bi, li, j3 = torch.nonzero(ok, as_tuple=True)
        nd = need[bi, li, j3]
        hit = nd[:, None] <= xis_t[None, :]
        if theta_p is not None:  # Item 2: g' < s - mu, or g' > s + xi F + mu  <=>  xi < (g' - s - mu)/F
            wp = torch.einsum("bd,de,bre->br", x, theta_p, P)
            gp = wp[bi, idx[bi, li]] - wp[bi, j3]
            up = torch.where(gp < s - mu, torch.full_like(gp, math.inf), (gp - s - mu) / F)
            hit &= xis_t[None, :] < up[:, None]
        hit = hit.to(dt)
        if k > 3:  # rows a >= 4: x^T Theta_i X_a <= x^T Theta_i X_2 - beta F for all i
            good = (diff >= bF).all(dim=1) & distinct  # good[b, l, j]: row j may serve as an X_a (a >= 4) for j2
            G = good.sum(dim=2)  # (B, L)
            # exclude j3 from the (k-3)-tuples
            hit = hit * _falling(G[bi, li] - good[bi, li, j3].to(torch.int64), k - 3)[:, None]
        acc = torch.zeros((B, len(xis)), dtype=dt, device=dev)
        acc.index_add_(0, bi, hit)  # integer-valued weights: the sums are exact in any order
        out[b0:b0 + B] = (acc / norm).cpu().numpy()
    return out


def iid_event_counts(thetas: torch.Tensor, k: int, s: float, beta: float, xis: np.ndarray, *, n: int, seed: int,
                     theta_p: torch.Tensor | None = None, mu: float = 0.0, batch: int = 100_000) -> np.ndarray:
    """Plain Monte Carlo (the second path): counts of the event over n i.i.d. X ~ {+-1}^{k x d} at each xi."""
    m, d, _ = thetas.shape
    F = float(torch.linalg.matrix_norm(thetas[0]))
    g = generator(seed, "cpu")
    counts = np.zeros(len(xis), dtype=np.int64)
    for b0 in range(0, n, batch):
        B = min(batch, n - b0)
        X = torch.randint(0, 2, (B, k, d), generator=g).to(thetas.dtype) * 2 - 1
        r = torch.einsum("bd,mde,bke->bmk", X[:, 0], thetas, X)  # x^T Theta_i X_a^T
        g23 = r[:, :, 1] - r[:, :, 2]
        rest = torch.cat([r[:, :, :1], r[:, :, 3:]], dim=2)
        item3 = ((r[:, :, 1:2] - rest) >= beta * F).all(dim=2).all(dim=1)
        lo_ok = (g23 >= s).all(dim=1)
        top = g23.amax(dim=1)
        gp = None
        if theta_p is not None:
            rp = torch.einsum("bd,de,bke->bk", X[:, 0], theta_p, X)
            gp = rp[:, 1] - rp[:, 2]
        for j, xi in enumerate(xis):
            ev = item3 & lo_ok & (top <= s + xi * F)
            if gp is not None:
                ev &= (gp < s - mu) | (gp > s + xi * F + mu)
            counts[j] += int(ev.sum())
    return counts


def lattice_hits(theta_int: np.ndarray, scale: float, s: float, width: float) -> bool:
    """Whether the window [s, s + width] can contain a value x^T Theta (y - z) at all when Theta = scale * (integer
    matrix): every such value is scale * (an even integer), so the window must contain a multiple of 2 * scale. With
    no such multiple, P[Item 1] = 0 exactly (Assumption 7 excludes this lattice collapse)."""
    assert np.all(np.asarray(theta_int) == np.round(theta_int))
    step = 2.0 * scale
    return math.floor((s + width) / step) >= math.ceil(s / step)
