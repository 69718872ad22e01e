"""Train many small replicas of one model at once (issue #24: batched replicas).

A claim that trains a model per instance can train R instances in one pass: the R parameter sets are stacked
along a leading dimension (``torch.func.stack_module_state``) and every step is one ``torch.func.vmap`` of
``torch.func.grad`` over (parameters, data, learning rate). Each replica has its own data, initialisation and
learning rate; the update rules (full-batch gradient descent, Adam) are elementwise, so replica r follows the
same trajectory it follows when trained alone (up to the summation order of batched matrix products: the tests
check agreement to 1e-10 in float64).

Two entry points:

* :func:`stack_modules` + :func:`module_loss`: from R ``nn.Module`` replicas (built from drawn seeds) to stacked
  parameters and a pure loss ``loss(params, x, y)``;
* :func:`train_replicas`: runs ``steps`` updates of every replica; :func:`eval_replicas` evaluates any pure
  function of (params, x) per replica.

Layers: this module knows nothing of Hypothesis or of any paper; it is device-agnostic (the stacked tensors stay
on the device of the replicas).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import Any

import torch
from torch import nn
from torch.func import functional_call, grad, stack_module_state, vmap

Params = dict[str, torch.Tensor]


def stack_modules(modules: Sequence[nn.Module]) -> tuple[nn.Module, Params]:
    """R modules of one architecture (no buffers) -> (a stateless base module on the 'meta' device, stacked
    parameters {name: (R, ...)}). The stacked parameters are detached copies (the modules are untouched)."""
    if not modules:
        raise ValueError("stack_modules needs at least one module")
    params, buffers = stack_module_state(list(modules))
    if buffers:
        raise ValueError(f"stack_modules supports modules without buffers, got {sorted(buffers)}")
    params = {k: v.detach().clone() for k, v in params.items()}
    base = copy.deepcopy(modules[0]).to("meta")
    return base, params


def module_loss(base: nn.Module, loss: Callable[[torch.Tensor, torch.Tensor], torch.Tensor]
                ) -> Callable[[Params, torch.Tensor, torch.Tensor], torch.Tensor]:
    """The pure per-replica loss ``(params, x, y) -> loss(base(x), y)`` of a stateless base module."""
    def f(params: Params, x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
        return loss(functional_call(base, params, (x,)), y)
    return f


def _per_replica(v: float | Sequence[float] | torch.Tensor, R: int, like: torch.Tensor) -> torch.Tensor:
    t = torch.as_tensor(v, dtype=like.dtype, device=like.device)
    if t.ndim == 0:
        t = t.expand(R)
    if t.shape != (R,):
        raise ValueError(f"a per-replica value must be a scalar or have shape ({R},), got {tuple(t.shape)}")
    return t


def _bshape(lr: torch.Tensor, p: torch.Tensor) -> torch.Tensor:
    return lr.reshape((-1,) + (1,) * (p.ndim - 1))


def train_replicas(loss_fn: Callable[[Params, torch.Tensor, torch.Tensor], torch.Tensor], params: Params,
                   x: torch.Tensor, y: torch.Tensor, steps: int, lr: float | Sequence[float] | torch.Tensor,
                   method: str = "gd", betas: tuple[float, float] = (0.9, 0.999), eps: float = 1e-8,
                   weight_decay: float = 0.0, record: bool = False) -> tuple[Params, torch.Tensor | None]:
    """Full-batch training of R replicas at once: ``params`` {name: (R, ...)}, ``x`` (R, n, ...), ``y`` (R, n, ...)
    (replica r sees only its own data), ``lr`` a scalar or (R,). ``method``: "gd" (p -= lr (g + wd p)) or "adam"
    (torch.optim.Adam's update with L2 weight decay added to the gradient). Returns (the trained stacked
    parameters, the (steps + 1, R) losses along the way when ``record``, else None). The input is not modified."""
    if method not in ("gd", "adam"):
        raise ValueError(f"method must be 'gd' or 'adam', got {method!r}")
    p = {k: v.detach().clone() for k, v in params.items()}
    first = next(iter(p.values()))
    R = first.shape[0]
    lrs = _per_replica(lr, R, first)
    g_fn = vmap(grad(loss_fn), in_dims=(0, 0, 0))
    l_fn = vmap(loss_fn, in_dims=(0, 0, 0))
    losses = [l_fn(p, x, y).detach()] if record else None
    m = {k: torch.zeros_like(v) for k, v in p.items()} if method == "adam" else None
    v2 = {k: torch.zeros_like(v) for k, v in p.items()} if method == "adam" else None
    b1, b2 = betas
    with torch.no_grad():
        for step in range(1, steps + 1):
            with torch.enable_grad():
                g = g_fn(p, x, y)
            for k in p:
                gk = g[k] + weight_decay * p[k] if weight_decay else g[k]
                if method == "gd":
                    p[k] = p[k] - _bshape(lrs, p[k]) * gk
                else:
                    m[k] = b1 * m[k] + (1 - b1) * gk  # type: ignore[index]
                    v2[k] = b2 * v2[k] + (1 - b2) * gk * gk  # type: ignore[index]
                    mh = m[k] / (1 - b1**step)  # type: ignore[index]
                    vh = v2[k] / (1 - b2**step)  # type: ignore[index]
                    p[k] = p[k] - _bshape(lrs, p[k]) * mh / (vh.sqrt() + eps)
            if record:
                losses.append(l_fn(p, x, y).detach())  # type: ignore[union-attr]
    return p, (torch.stack(losses) if record else None)


def eval_replicas(fn: Callable[..., Any], params: Params, *args: torch.Tensor, in_dims: tuple[int | None, ...] | None
                  = None) -> Any:
    """``fn(params_r, *args_r)`` for every replica r at once (vmap; each arg batched on dim 0 unless ``in_dims``
    says None for a shared one)."""
    dims = (0,) + (in_dims if in_dims is not None else (0,) * len(args))
    with torch.no_grad():
        return vmap(fn, in_dims=dims)(params, *args)


def unstack(params: Params, r: int) -> Params:
    """Replica r's parameters (views)."""
    return {k: v[r] for k, v in params.items()}
