"""Second paths for the round-6 step claims of thesis Apps. E-F (thmcheck.checks.papers.thesis.r6_thesisEF).

Each test shares no code with the claim's bound or measurement: its own gradients (torch autograd through the
model's forward pass) and its own counting.
"""

from __future__ import annotations

import math

import torch

from thmcheck.models.cot import CoTConfig, forward, train_batch
from thmcheck.models.device import generator


def _autograd_grads(cfg: CoTConfig, W0: torch.Tensor, n: int, seed: int) -> torch.Tensor:
    """Per-prompt gradients of 0.5 ||F - z||^2 by autograd, one prompt at a time."""
    keys, mask, qry, z = train_batch(cfg, n, generator(seed))
    out = []
    for i in range(n):
        W = W0.clone().requires_grad_()
        f, _ = forward(cfg, W, keys[i: i + 1], mask[i: i + 1], qry[i: i + 1])
        (0.5 * ((f - z[i: i + 1]) ** 2).sum()).backward()
        out.append(W.grad.detach().clone())
    return torch.stack(out)


def test_eqF18_relative_deviation_is_likely_with_autograd() -> None:
    """(F.18): M = 5 patterns, K = 2, l_tr = 4, alpha = 0.4, W^(0) = 0.01 N(0, 1), B = 12, eps = 0.5: the batch mean of
    the per-prompt gradients misses E grad by >= eps ||E grad|| in far more than e^{-B eps^2} = e^{-3} ~ 0.05 of the
    batches (E grad from 3000 prompts; 60 batches)."""
    cfg = CoTConfig(d=5, M=5, K=2, l_tr=4, alpha=0.4, xi=0.01)
    W0 = 0.01 * torch.randn(cfg.D, cfg.D, generator=generator(11), dtype=torch.float64)
    ref = _autograd_grads(cfg, W0, 3000, 12)
    mean = ref.mean(0)
    B, eps, R = 12, 0.5, 60
    g = _autograd_grads(cfg, W0, B * R, 13)
    hits = sum(float(torch.linalg.norm(g[r * B: (r + 1) * B].mean(0) - mean)) >= eps * float(torch.linalg.norm(mean))
               for r in range(R))
    assert hits / R > 0.5 > math.exp(-B * eps**2)
