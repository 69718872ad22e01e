"""Round 8 (frsl) tests for factrecall: the written-out training and flow arithmetic against autograd and
torch.optim.Adam (the ci cost cuts of factrecall.thm2.trained and fig5.plateau), and second paths of the round's
proof displays (checks/papers/factrecall/r8_frsl.py), sharing no code with the claims' bounds or measurements."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from thmcheck.models.device import generator
from thmcheck.models.factrecall import sec5_appD_flow as F
from thmcheck.models.factrecall.sec3_appB_memories import margins, mlp_logits, sphere, train_memory


def _reference_training(kind: str, N: int, d: int, seed: int, steps: int, m: int = 0) -> list[float]:
    """The former implementation: autograd and torch.optim.Adam, float64; returns the accuracy history."""
    g = generator(seed)
    E, U = sphere(N, d, g).double(), sphere(N, d, g).double()
    f = torch.arange(N)
    if kind == "linear":
        params = [torch.randn(d, d, generator=g, dtype=torch.float64) / math.sqrt(d)]
    else:
        params = [torch.randn(m, d, generator=g, dtype=torch.float64) / math.sqrt(d),
                  torch.randn(m, d, generator=g, dtype=torch.float64) / math.sqrt(m)]
    for p in params:
        p.requires_grad_(True)
    opt = torch.optim.Adam(params, lr=1e-2)
    hist = []
    for t in range(1, steps + 1):
        logits = (E @ params[0].T @ U.T) if kind == "linear" else mlp_logits(params[1], params[0], E, U)
        if t % 8 == 0 or t == 1 or t == steps:
            hist.append(float((margins(logits.detach(), f) > 0).double().mean()))
        loss = torch.nn.functional.cross_entropy(logits, f)
        opt.zero_grad()
        loss.backward()
        opt.step()
    return hist


@pytest.mark.parametrize(("kind", "N", "d", "m", "seed"), [("mlp", 40, 8, 16, 3), ("mlp", 90, 6, 30, 11),
                                                         ("linear", 30, 6, 0, 5)])
def test_written_out_adam_matches_autograd(kind: str, N: int, d: int, m: int, seed: int) -> None:
    """train_memory's written-out gradient and Adam step give autograd + torch.optim.Adam's accuracy history."""
    steps = 120
    ref = _reference_training(kind, N, d, seed, steps, m)
    got = train_memory(kind, N, d, seed, steps, m=m, target=2.0, eval_every=8, dtype=torch.float64).history
    assert got == ref


def test_flow_gradient_matches_autograd() -> None:
    """The dense-product population gradient (grad_lemma4 through residual) equals autograd of the loss."""
    rng = np.random.default_rng(0)
    task = F.make_task(5, 3, 4, 6, 5, F.answer_table(5, 3, 4, "random", 1))
    Wov = torch.as_tensor(rng.standard_normal((task.A, task.V)))
    Wkq = torch.as_tensor(rng.standard_normal(task.V))
    a = Wov.clone().requires_grad_(True)
    b = Wkq.clone().requires_grad_(True)
    lg = (a * b[None, :]).T[task.tokens].sum(1)  # the former gather over the T positions
    nll = torch.logsumexp(lg, 1) - lg.gather(1, task.tgt[:, None]).squeeze(1)
    gA, gB = torch.autograd.grad((task.w * nll).sum(), (a, b))
    hA, hB = F.grad_lemma4(Wov, Wkq, task)
    assert torch.allclose(hA, gA, atol=1e-13) and torch.allclose(hB, gB, atol=1e-13)
