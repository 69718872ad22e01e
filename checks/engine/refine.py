"""Refinement (``Claim.refine``): after the search, its best distinct instances are pushed up the score, by autograd
ascent in relative coordinates when the claim gives a differentiable twin of its measurement (the bound, pure python,
differentiated by central differences) or by a derivative-free random-probe ascent through ``Claim.measure``
otherwise; every refined instance stays inside the assumptions (``Refine.project``, penalties) and is judged and
confirmed like a search candidate by the ``check`` callback the search passes in.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import numpy as np

from thmcheck.checks.claim import (
    Claim,
    Ctx,
    Instance,
    Measurement,
    finite_real,
)
from thmcheck.checks.engine.batchdata import to_numpy as _np
from thmcheck.checks.engine.batchdata import to_python as _py
from thmcheck.checks.engine.confirm import CROSSED
from thmcheck.checks.engine.evaluate import bound_value
from thmcheck.checks.engine.results import REJECTED, BadInput, ClaimResult, Evaluated, StopSearch
from thmcheck.checks.engine.scoring import torch_score
from thmcheck.checks.engine.state import SearchState


def _bound_tensor(torch: Any, claim: Claim, bound: Any, m: Measurement, inst: Instance, like: Any) -> Any:
    """The bound at the measurement's quantities as a tensor; quantities that are tensors with a gradient
    get the bound's partial derivatives by central differences (bounds are pure python, not torch)."""
    names = [k for k, v in m.quantities.items() if hasattr(v, "requires_grad") and v.requires_grad]
    fixed = {k: (_py(_np(v)) if k not in names else None) for k, v in m.quantities.items()}
    fixed = {k: v for k, v in fixed.items() if k not in names}

    def f(vals: list[float]) -> float:
        q = {**fixed, **dict(zip(names, vals))}
        return finite_real(bound_value(claim, bound, Measurement(0.0, q), inst))

    if not names:
        return torch.as_tensor(f([]), dtype=like.dtype, device=like.device)

    class _BoundFD(torch.autograd.Function):
        @staticmethod
        def forward(ctx: Any, *xs: Any) -> Any:  # noqa: ANN401
            vals = [float(x) for x in xs]
            grads = []
            for j, x in enumerate(vals):
                h = 1e-6 * max(1.0, abs(x))
                up, dn = list(vals), list(vals)
                up[j], dn[j] = x + h, x - h
                grads.append((f(up) - f(dn)) / (2 * h))
            ctx.grads = grads
            return torch.as_tensor(f(vals), dtype=like.dtype, device=like.device)

        @staticmethod
        def backward(ctx: Any, g: Any) -> Any:  # noqa: ANN401
            return tuple(g * gi for gi in ctx.grads)

    return _BoundFD.apply(*[m.quantities[k].reshape(()) for k in names])


def _with_params(inst: Instance, values: dict[str, Any]) -> Instance:
    """The instance with its refined parameters, each in its original python/numpy type."""
    out = dict(inst)
    for k, v in values.items():
        v = np.asarray(_np(v), dtype=np.float64)
        orig = inst[k]
        if isinstance(orig, np.ndarray):
            out[k] = v.reshape(orig.shape).astype(orig.dtype)
        else:
            out[k] = float(v.reshape(()))
    return out


def refine_autograd(claim: Claim, bound: Any, start: Evaluated, ctx: Ctx, deadline: float,
                    check: Any, clock: Callable[[], float]) -> Evaluated:
    """Gradient ascent of the score over ``claim.refine.params`` with a step that grows on success and
    halves on failure (monotone, so a narrow peak is climbed, not jumped over), each step projected
    back inside the assumptions. The gradient is taken in relative coordinates (each parameter scaled
    by its magnitude); a differentiable assumption slack below zero is penalised."""
    import torch

    from thmcheck.models.device import torch_dtype

    R = claim.refine
    assert R is not None and R.measure is not None
    dt, dev = torch_dtype(ctx.dtype), ctx.device
    inst = dict(start.instance)

    def tensors(values: dict[str, Any]) -> dict[str, Any]:
        return {k: torch.tensor(np.asarray(_np(v), dtype=np.float64), dtype=dt, device=dev, requires_grad=True)
                for k, v in values.items()}

    def objective(p: dict[str, Any]) -> Any:
        m = R.measure(p, inst, ctx)  # type: ignore[misc]
        lhs = torch.as_tensor(m.lhs, dtype=dt, device=dev)
        obj = torch_score(torch, claim.comparison, lhs, _bound_tensor(torch, claim, bound, m, inst, lhs),
                          claim.rtol, claim.atol)
        view = {**inst, **p, **m.quantities, **m.terms}
        for a in claim.assumptions:
            try:
                s = a.slack(view)
            except Exception:
                continue
            if hasattr(s, "requires_grad") and s.requires_grad:
                obj = obj - R.penalty * torch.relu(-s).sum()
        return obj

    params = tensors({k: inst[k] for k in R.params})
    scale = {k: max(float(p.detach().abs().mean()), 1e-3) for k, p in params.items()}
    obj = objective(params)
    if not obj.requires_grad or not bool(torch.isfinite(obj)):
        return start
    obj.backward()
    eta, best, moved = R.lr, start, False
    every = max(1, R.steps // 8)
    for step in range(R.steps):
        if clock() > deadline or eta < 1e-12:
            break
        g = {k: (p.grad if p.grad is not None else torch.zeros_like(p)) * scale[k] for k, p in params.items()}
        norm = math.sqrt(sum(float((x * x).sum()) for x in g.values()))
        if not math.isfinite(norm) or norm == 0:
            break
        cand = {k: (p.detach() + eta * scale[k] * g[k] / norm) for k, p in params.items()}
        if R.project is not None:
            proj = R.project(_with_params(inst, cand))
            cand = {k: proj[k] for k in R.params}
        cand = tensors(cand)
        obj_c = objective(cand)
        if bool(torch.isfinite(obj_c)) and float(obj_c.detach()) > float(obj.detach()):
            if obj_c.requires_grad:
                obj_c.backward()
            params, obj, moved = cand, obj_c, True
            eta *= 1.5
        else:
            eta *= 0.5
        if moved and ((step + 1) % every == 0 or step == R.steps - 1 or eta < 1e-12):
            moved = False
            ev = check(_with_params(inst, params))
            if ev.status in CROSSED:
                return ev
            if ev.status != REJECTED and ev.score > best.score:
                best = ev
    if moved:
        ev = check(_with_params(inst, params))
        if ev.status in CROSSED or (ev.status != REJECTED and ev.score > best.score):
            best = ev
    return best


def refine_free(claim: Claim, bound: Any, start: Evaluated, deadline: float, check: Any,
                rng: np.random.Generator, clock: Callable[[], float]) -> Evaluated:
    """Derivative-free ascent through ``Claim.measure``: random +-delta probes, step on improvement."""
    R = claim.refine
    assert R is not None
    inst = dict(start.instance)
    x = {k: np.asarray(inst[k], dtype=np.float64) for k in R.params}
    scale = {k: max(float(np.abs(v).mean()), 1e-3) for k, v in x.items()}
    step = R.lr
    best = start
    for _ in range(R.steps):
        if clock() > deadline or step < 1e-9:
            break
        delta = {k: rng.choice([-1.0, 1.0], size=v.shape) * step * scale[k] for k, v in x.items()}
        improved = False
        for sign in (1.0, -1.0):
            cand = _with_params(inst, {k: x[k] + sign * delta[k] for k in x})
            if R.project is not None:
                cand = R.project(cand)
            ev = check(cand)
            if ev.status in CROSSED:
                return ev
            if ev.status != REJECTED and ev.score > best.score:
                best, improved = ev, True
                inst = cand
                x = {k: np.asarray(cand[k], dtype=np.float64) for k in R.params}
                break
        step = step * 1.5 if improved else step * 0.6
    return best


def run_refinement(claim: Claim, bound: Any, ctx: Ctx, st: SearchState, res: ClaimResult, deadline: float,
                   check: Callable[[Instance], Evaluated], seed_: int, clock: Callable[[], float]) -> None:
    """Refine the search's best instances (``Claim.refine``); a confirmed violation becomes the result. ``check``
    evaluates, counts and settles one refined instance (the search's :meth:`Search.check_refined`)."""
    R = claim.refine
    assert R is not None
    before = st.worst.score if st.worst else -math.inf
    rng = np.random.default_rng([seed_ & 0xFFFFFFFF, len(claim.id)])

    starts = [e for e in st.top if all(k in e.instance for k in R.params)]
    if len(starts) < len(st.top):
        res.notes.append("refinement skipped instances without the parameters "
                         f"{', '.join(R.params)} (virtual batch members?)")
    for ev0 in starts:
        if clock() > deadline:
            break
        res.refine_starts += 1
        try:
            if R.measure is not None:
                ev = refine_autograd(claim, bound, ev0, ctx, deadline, check, clock)
            else:
                ev = refine_free(claim, bound, ev0, deadline, check, rng, clock)
        except StopSearch:
            break
        except BadInput as e:
            res.notes.append(f"refinement stopped: {e}")
            break
        except Exception as e:  # a refinement fault never loses the search's result
            res.notes.append(f"refinement stopped: {type(e).__name__}: {e}")
            break
        if ev.status in CROSSED:
            st.shrunk = st.best_crossing = ev
            res.notes.append("violation found by gradient refinement of a search instance (not shrunk).")
            break
    after = st.worst.score if st.worst else -math.inf
    if math.isfinite(before) and math.isfinite(after):
        res.refine_gain = after - before
        res.notes.append(f"refinement of {res.refine_starts} instance(s): best score {before:.6g} -> {after:.6g}.")


