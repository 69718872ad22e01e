"""Round 28 (perfA): the hand-written hinge gradients of models/icl (hinge_grads, used by _loop; _replica_hinge_grads,
used by train_replicas) are bit-identical to autograd's, and so are the training runs built on them: the reference
loops below are the round-27 autograd code, copied. Bit-identical with AVX2 kernels; within 1e-12 relative where
AVX-512 kernels round one product differently (tests/kernels.py)."""

from __future__ import annotations

import dataclasses
import math

import torch

from tests.kernels import same, same_list
from thmcheck.models import icl as ICL
from thmcheck.models.device import generator

CFG = ICL.ICLConfig(M1=4, M2=8, dy=2, beta=2.0, alpha=0.8, l_tr=18, m=80, delta=0.05, eta=0.9, B=45, T=30, seed=5)


def _perturbed(cfg: ICL.ICLConfig, seed: int, mask_zeros: bool = False) -> ICL.ICLModel:
    g = generator(seed)
    model = ICL.init_model(cfg, g)
    with torch.no_grad():
        for p in model.params():
            p += 0.05 * torch.randn(p.shape, generator=g, dtype=torch.float64)
    if mask_zeros:
        model.mask[::3] = 0.0
    return model


def test_hinge_grads_bit_identical_to_autograd() -> None:
    for cfg, seed, mz in ((CFG, 1, False), (CFG, 2, True), (dataclasses.replace(CFG, M1=6, M2=5, dy=3, m=30, l_tr=7,
                                                                                 B=13, ascale="sqrt"), 3, False)):
        model = _perturbed(cfg, seed, mz)
        batch = ICL.make_prompts(cfg, cfg.B, ICL.cyclic_tasks(cfg.M1), cfg.l_tr, cfg.alpha, generator(seed + 10))
        loss, grads = ICL.hinge_grads(model, *batch[:3])
        ref = ICL.hinge(model, *batch[:3])
        ref.backward()
        assert loss.item() == ref.item()
        for p, g in zip(model.params(), grads, strict=True):
            assert same(p.grad, g)


def _old_loop(cfg: ICL.ICLConfig) -> tuple[ICL.ICLModel, list[float]]:
    gen = generator(cfg.seed)
    model = ICL.init_model(cfg, gen)
    tasks = ICL.cyclic_tasks(cfg.M1)
    for _ in range(cfg.T):
        ctx, pq, z, _ = ICL.make_prompts(cfg, cfg.B, tasks, cfg.l_tr, cfg.alpha, gen)
        loss = ICL.hinge(model, ctx, pq, z)
        for p in model.params():
            p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in model.params():
                p -= cfg.eta * p.grad
        model.history.append(float(loss.detach()))
    return model, model.history


def test_train_bit_identical_to_the_autograd_loop() -> None:
    model, _ = ICL.train(CFG)
    ref, hist = _old_loop(CFG)
    assert same_list(model.history, hist)
    for p, q in zip(model.params(), ref.params(), strict=True):
        assert same(p.detach(), q.detach())


def _old_train_replicas(cfg: ICL.ICLConfig, R: int, seed: int) -> tuple[list[torch.Tensor], torch.Tensor]:
    gen = generator(seed)
    D = cfg.dx + cfg.dy
    base = ICL.init_model(cfg, generator(0), "cpu")
    sc = 1 / cfg.m if cfg.ascale == "m" else 1 / math.sqrt(cfg.m)
    W = {k: getattr(base, k).detach().expand(R, cfg.ma, D).clone() for k in ("WQ", "WK", "WV")}
    W["WO"] = torch.randn(R, cfg.m, cfg.ma, generator=gen, dtype=torch.float64) / math.sqrt(cfg.m)
    a = torch.where(torch.rand(R, cfg.m, generator=gen, dtype=torch.float64) < 0.5, sc, -sc).double()
    for k in ("WQ", "WK", "WV", "WO"):
        W[k].requires_grad_()
    n, hist = cfg.B, []
    for _ in range(cfg.T):
        ctx, pq, z, _ = ICL.make_prompts(cfg, R * n, ICL.cyclic_tasks(cfg.M1), cfg.l_tr, cfg.alpha, gen)
        F = ICL._replica_forward({**W, "a": a}, ctx.reshape(R, n, *ctx.shape[1:]), pq.reshape(R, n, D))
        loss = torch.clamp(1 - z.reshape(R, n) * F, min=0).mean(-1)
        loss.sum().backward()
        with torch.no_grad():
            for k in ("WQ", "WK", "WV", "WO"):
                W[k] -= cfg.eta * W[k].grad
                W[k].grad = None
        hist.append(loss.detach())
    return [W[k].detach() for k in ("WQ", "WK", "WV", "WO")], torch.stack(hist)


def test_train_replicas_bit_identical_to_the_autograd_loop() -> None:
    models, _, hist = ICL.train_replicas(CFG, 3, seed=11)
    ref, ref_hist = _old_train_replicas(CFG, 3, 11)
    assert same(hist, ref_hist)
    for r, m in enumerate(models):
        for p, q in zip(m.params(), ref, strict=True):
            assert same(p, q[r])
