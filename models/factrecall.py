"""Associative memories of Nichani, Lee & Bietti (Section 3): linear and MLP memories, their one-step
constructions and their training, margins, and the capacity search of Figure 1.

Embeddings are i.i.d. uniform on the unit sphere S^{d-1}; decoding is argmax_y u_y^T F(e_x) with ties counted
as failures. float64 by default, any device; all randomness from a seeded ``torch.Generator``.
Every hyper-parameter of the capacity reproduction lives in :data:`CAPACITY_CONFIG`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import torch

from models.device import generator

# ------------------------------------------------------------------------------------------ embeddings


def sphere(n: int, d: int, gen: torch.Generator, dtype: torch.dtype = torch.float64, device: str = "cpu",
           batch: tuple[int, ...] = ()) -> torch.Tensor:
    """n i.i.d. points uniform on S^{d-1} (rows), optionally with leading batch dimensions."""
    x = torch.randn(*batch, n, d, generator=gen, dtype=dtype, device=gen.device).to(device)
    return x / x.norm(dim=-1, keepdim=True)


# ------------------------------------------------------------------------------------- linear memories


def linear_construction(E: torch.Tensor, U: torch.Tensor, f: torch.Tensor) -> torch.Tensor:
    """W = sum_x u_{f*(x)} e_x^T (Theorem 1); E (N, d) input embeddings, U (M, d) outputs, f (N,) targets."""
    return U[f].transpose(-1, -2) @ E


def linear_logits(W: torch.Tensor, E: torch.Tensor, U: torch.Tensor) -> torch.Tensor:
    """logits[x, y] = u_y^T W e_x."""
    return E @ W.transpose(-1, -2) @ U.transpose(-1, -2)


def margins(logits: torch.Tensor, f: torch.Tensor) -> torch.Tensor:
    """Per-input margin min_{y != f*(x)} (logit_{f*(x)} - logit_y) (> 0 iff x is stored, ties fail)."""
    true = logits.gather(-1, f.unsqueeze(-1))
    other = logits.scatter(-1, f.unsqueeze(-1), -math.inf)
    return (true - other.amax(-1, keepdim=True)).squeeze(-1)


def construction_gamma(E: torch.Tensor, U: torch.Tensor, f: torch.Tensor, x: int, y: int) -> torch.Tensor:
    """gamma_xy = (u_{f*(x)} - u_y)^T W e_x for W the linear construction (batched over leading dims)."""
    a = U[..., f[x], :] - U[..., y, :]  # (..., d)
    Uf = U[..., f, :]  # (..., N, d)
    s = (Uf @ a.unsqueeze(-1)).squeeze(-1)  # (..., N): a^T u_{f(z)}
    c = (E @ E[..., x, :].unsqueeze(-1)).squeeze(-1)  # (..., N): e_z^T e_x
    return (s * c).sum(-1)


def construction_stores_all(N: int, d: int, seed: int, M: int | None = None, device: str = "cpu") -> bool:
    """Whether the one-step construction stores f*(x) = x (M = N) for fresh embeddings (100 % accuracy)."""
    g = generator(seed)
    M = M or N
    E, U = sphere(N, d, g).to(device), sphere(M, d, g).to(device)
    f = torch.arange(N, device=device)
    return bool((margins(linear_logits(linear_construction(E, U, f), E, U), f) > 0).all())


# ----------------------------------------------------------------------------------------- MLP memory


def mlp_logits(V: torch.Tensor, W: torch.Tensor, E: torch.Tensor, U: torch.Tensor,
               act: Callable[[torch.Tensor], torch.Tensor] = torch.relu) -> torch.Tensor:
    """logits[x, y] = u_y^T V^T act(W e_x), V, W in R^{m x d}."""
    return act(E @ W.T) @ V @ U.T


# ----------------------------------------------------------------------------------- training (Fig. 1)

CAPACITY_CONFIG: dict = {
    # Figure 1 of the paper (L100-L104, details L418-L420): f*(x) = x (M = N), fresh sphere embeddings per
    # (m, d, N), cross-entropy over all M outputs, Adam lr 1e-2, 2^14 full-batch steps, standard init,
    # success = max accuracy during training >= 99 %, binary search on N, 5 seeds.
    "lr": 1e-2,
    "accuracy": 0.99,
    "eval_every": 32,
    "construction_d": [8, 12, 16, 24, 32, 48, 64],  # Thm 1's one-step construction (cheap, ci)
    "construction_seeds": [0, 1, 2],
    "ci": {"steps": 384, "linear_d": [4, 6, 8], "mlp_d": 8, "mlp_m": [8, 16, 32], "seeds": [0],
           "rel_precision": 1 / 4},
    "deep": {"steps": 2048, "linear_d": [6, 8, 12, 16, 24], "mlp_d": 8, "mlp_m": [4, 8, 16, 32, 64],
             "seeds": [0, 1], "rel_precision": 1 / 8},
    "paper": {"steps": 2**14, "seeds": [0, 1, 2, 3, 4]},
}


@dataclass
class TrainResult:
    """Best accuracy reached during training and the steps it took."""

    best_accuracy: float
    steps: int
    history: list[float] = field(default_factory=list)


def train_memory(kind: str, N: int, d: int, seed: int, steps: int, m: int = 0, lr: float = 1e-2,
                 target: float = 0.99, eval_every: int = 32, device: str = "cpu",
                 dtype: torch.dtype = torch.float32) -> TrainResult:
    """Train a linear (W in R^{d x d}) or MLP (V^T relu(W e), V, W in R^{m x d}) memory on f*(x) = x with
    full-batch cross-entropy and Adam; stop as soon as the accuracy reaches ``target``."""
    g = generator(seed)
    E = sphere(N, d, g).to(device=device, dtype=dtype)
    U = sphere(N, d, g).to(device=device, dtype=dtype)
    f = torch.arange(N, device=device)
    if kind == "linear":
        params = [(torch.randn(d, d, generator=g, dtype=torch.float64) / math.sqrt(d)).to(device, dtype)]
    elif kind == "mlp":
        params = [(torch.randn(m, d, generator=g, dtype=torch.float64) / math.sqrt(d)).to(device, dtype),
                  (torch.randn(m, d, generator=g, dtype=torch.float64) / math.sqrt(m)).to(device, dtype)]
    else:
        raise ValueError(f"kind must be 'linear' or 'mlp', got {kind!r}")
    for p in params:
        p.requires_grad_(True)
    opt = torch.optim.Adam(params, lr=lr)
    best, hist = 0.0, []
    for t in range(1, steps + 1):
        logits = (E @ params[0].T @ U.T) if kind == "linear" else mlp_logits(params[1], params[0], E, U)
        if t % eval_every == 0 or t == 1 or t == steps:
            with torch.no_grad():
                acc = float((margins(logits.detach(), f) > 0).double().mean())
            best = max(best, acc)
            hist.append(acc)
            if best >= target:
                return TrainResult(best, t, hist)
        loss = torch.nn.functional.cross_entropy(logits, f)
        opt.zero_grad()
        loss.backward()
        opt.step()
    return TrainResult(best, steps, hist)


def max_stored(stores: Callable[[int], bool], start: int, rel_precision: float = 1 / 16,
               cap: int = 1 << 16) -> int:
    """Largest N with ``stores(N)`` by doubling from ``start`` then bisection to relative precision
    (Figure 1's binary search). Returns 0 if even N = 1 fails."""
    lo, hi = 0, max(1, start)
    while hi <= cap and stores(hi):
        lo, hi = hi, 2 * hi
    if lo == 0:
        hi2 = hi
        lo2 = 0
        while hi2 - lo2 > 1:
            mid = (lo2 + hi2) // 2
            if stores(mid):
                lo2 = mid
            else:
                hi2 = mid
        return lo2
    while hi - lo > max(1, int(lo * rel_precision)):
        mid = (lo + hi) // 2
        if stores(mid):
            lo = mid
        else:
            hi = mid
    return lo
