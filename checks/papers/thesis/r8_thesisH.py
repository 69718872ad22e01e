"""thesis, round 8 (helper thesisH): ci cost of the trained-network claims.

``memo_measure`` caches a measurement per (profile, instance): the engine measures a candidate again for its
float64 re-check, a batch member again as a single instance, and a mutant run draws the same instances as its
claim; a trained-network measurement that computes in float64 whatever the context (``Ctx``) is the same
computation each time, so the repeat is served from the cache instead of training the same replicas again. Only
for measurements that ignore ``ctx`` (they compute in float64 on the CPU) and depend on the instance and the
profile alone.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from functools import wraps
from typing import Any

from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.profiles import active_profile

CLAIMS: list[Claim] = []

_CACHE_SIZE = 64


def _key(inst: dict) -> str:
    """A hashable, order-independent key of an instance (its items' reprs)."""
    return repr(sorted((str(k), repr(v)) for k, v in inst.items()))


def memo_measure(fn: Callable[..., Measurement]) -> Callable[..., Measurement]:
    """``fn(inst, ctx, *args)`` (a measurement, or a batch measurement with its size B) cached per (active profile,
    instance, args), the last ``_CACHE_SIZE`` kept. ``fn`` must compute in float64 on the CPU whatever ``ctx`` says
    (the cached value then IS the float64 re-check)."""
    cache: OrderedDict[tuple[str, str, str], Measurement] = OrderedDict()

    @wraps(fn)
    def measure(inst: dict, ctx: Ctx, *args: Any) -> Measurement:
        k = (active_profile(), _key(inst), repr(args))
        if k in cache:
            cache.move_to_end(k)
            return cache[k]
        m = fn(inst, ctx, *args)
        cache[k] = m
        if len(cache) > _CACHE_SIZE:
            cache.popitem(last=False)
        return m

    measure.cache = cache  # type: ignore[attr-defined]
    return measure


def memo_run(fn: Callable[[list[dict]], list[Any]]) -> Callable[[list[dict]], list[Any]]:
    """A batched run ``fn(insts) -> one result per instance`` cached per (active profile, instance): only the
    instances not seen before are trained (in one call, in their order). Only for runs in which an instance's result
    does not depend on the other instances of the batch (one random stream per instance)."""
    cache: OrderedDict[tuple[str, str], Any] = OrderedDict()

    @wraps(fn)
    def run(insts: list[dict]) -> list[Any]:
        prof = active_profile()
        keys = [(prof, _key(i)) for i in insts]
        todo = [i for i, k in zip(insts, keys, strict=True) if k not in cache]
        if todo:
            seen: set[tuple[str, str]] = set()
            fresh = []
            for i in todo:  # a repeated instance is trained once
                if (prof, _key(i)) not in seen:
                    seen.add((prof, _key(i)))
                    fresh.append(i)
            for i, r in zip(fresh, fn(fresh), strict=True):
                cache[(prof, _key(i))] = r
        out = []
        for k in keys:
            cache.move_to_end(k)
            out.append(cache[k])
        while len(cache) > _CACHE_SIZE:
            cache.popitem(last=False)
        return out

    run.cache = cache  # type: ignore[attr-defined]
    return run

