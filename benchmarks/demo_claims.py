"""Claims opted into batched evaluation and gradient refinement, for the benchmarks and the tests.

The paper modules belong to their authors: these are copies (``dataclasses.replace``) of registered
claims with a ``measure_batch`` (and a ``refine``) added here, plus one self-contained demo claim. A batch
member is materialised as an ordinary instance of the original claim (its drawn vector ``v`` and
``batch_index``), so ``measure``/``exact`` replay it unchanged.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.checks.claim import Assumption, BatchMeasurement, Claim, Ctx, Measurement, Refine
from thmcheck.checks.registry import get
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models.device import torch_dtype
from thmcheck.models.softmax import softmax_dist_to_vertex_l1

GRID = 2.0**24  # chenli's dyadic grid: differences of grid values below 2^30 are exact in float64


def _up(x: Any) -> Any:
    return np.ceil(np.asarray(x, dtype=float) * GRID) / GRID


def _down(x: Any) -> Any:
    return np.floor(np.asarray(x, dtype=float) * GRID) / GRID


# ------------------------------------------------------------------------------- chenli.lemma3.6, batched


@st.composite
def lemma3_6_structure(draw: st.DrawFn, weak: bool = False) -> dict:
    """The structure of a batch (k, tau, a*, mode, scale, top); the members' gaps are random fills.
    ``weak`` keeps every gap at least tau + 3 (no tight mode): a deliberately poor generator, used to
    show that refinement reaches the tight instances a generator misses."""
    k = draw(st.integers(2, 64))
    tau = float(_up(draw(with_edges(st.floats(0.0, 40.0), 0.0, 1e-3))))
    modes = ["random"] if weak else ["all_tight", "random", "one_tight"]
    return {"k": k, "tau": tau, "a_star": draw(st.integers(0, k - 1)), "mode": draw(st.sampled_from(modes)),
            "scale": draw(log_uniform(1e-3, 10.0)), "top": draw(st.floats(0.0, 100.0)), "seed": draw(SEEDS),
            "weak": weak}


def lemma3_6_vectors(s: dict, batch: int) -> np.ndarray:
    """The members' vectors (batch, k), a pure function of the structure (so members replay)."""
    k, tau, a = s["k"], s["tau"], s["a_star"]
    rng = np.random.default_rng([s["seed"], batch])
    if s["weak"]:
        extra = 3.0 + rng.exponential(2.0, (batch, k))
    elif s["mode"] == "all_tight":
        extra = np.zeros((batch, k))
    elif s["mode"] == "random":
        extra = rng.exponential(s["scale"], (batch, k))
    else:
        extra = rng.permuted(np.c_[np.zeros(batch), rng.exponential(5.0, (batch, k - 1))], axis=1)
    gaps = np.maximum(_up(tau + extra), tau)
    top = _up(np.maximum(s["top"], gaps.max(axis=1) / 2))
    v = top[:, None] - gaps
    v[:, a] = top
    return v


def _lemma3_6_terms(v: torch.Tensor, a: int) -> dict[str, Any]:
    others = torch.cat([v[..., :a], v[..., a + 1:]], dim=-1)
    top = v[..., a]
    return {"min_gap": (top - others.max(dim=-1).values), "max_abs_other": others.abs().max(dim=-1).values,
            "v_top": top}


def lemma3_6_batch(inst: dict, ctx: Ctx, batch: int) -> BatchMeasurement:
    """``measure_batch`` for chenli.lemma3.6: one softmax over a (batch, k) tensor."""
    v_np = lemma3_6_vectors(inst, batch)
    v = torch.as_tensor(v_np, dtype=torch_dtype(ctx.dtype), device=ctx.device)
    a = inst["a_star"]
    base = {"k": inst["k"], "tau": inst["tau"], "a_star": a, "mode": inst["mode"], "seed": inst["seed"]}
    return BatchMeasurement(softmax_dist_to_vertex_l1(v, a), {"k": inst["k"], "tau": inst["tau"]},
                            _lemma3_6_terms(v, a), members=lambda i: {**base, "v": v_np[i], "batch_index": i})


def lemma3_6_torch(p: dict[str, torch.Tensor], inst: dict, ctx: Ctx) -> Measurement:
    """Differentiable twin of the claim's measurement (for ``Refine``): lhs and terms are tensors of v."""
    v, a = p["v"], inst["a_star"]
    return Measurement(softmax_dist_to_vertex_l1(v, a), {"k": inst["k"], "tau": inst["tau"]}, _lemma3_6_terms(v, a))


def lemma3_6_project(inst: dict) -> dict:
    """Back inside the assumptions, exactly: v_{a*} >= tau/2 on the grid, others in [-v_{a*}, v_{a*} - tau]."""
    v, a, tau = np.array(inst["v"], dtype=float), inst["a_star"], inst["tau"]
    top = float(_up(max(v[a], tau / 2, 0.0)))
    others = np.delete(v, a)
    others = _down(np.clip(others, -top, top - tau))
    out = np.insert(others, a, top)
    return {**inst, "v": out}


def lemma3_6_demo(weak: bool = False) -> Claim:
    """chenli.lemma3.6 with batched evaluation and refinement (``weak``: the deliberately poor generator)."""
    c = get("chenli.lemma3.6")
    return replace(c, strategy=lemma3_6_structure(weak=weak), measure_batch=lemma3_6_batch,
                   refine=Refine(params=("v",), measure=lemma3_6_torch, project=lemma3_6_project))


# ------------------------------------------------------------------------------- chenli.lemma3.7, batched


@st.composite
def lemma3_7_structure(draw: st.DrawFn) -> dict:
    """Structure of a batch for chenli.lemma3.7: k, eps, which indices are the two largest, beta, top."""
    k = draw(st.integers(2, 64))
    a1 = draw(st.integers(0, k - 1))
    a2 = draw(st.integers(0, k - 2))
    a2 = a2 + (a2 >= a1)
    return {"k": k, "eps": draw(with_edges(log_uniform(1e-8, 4.0), 1.0, 1e-8)), "a1": a1, "a2": a2,
            "mode": draw(st.sampled_from(["tight", "random", "one_tight"])), "scale": draw(log_uniform(1e-3, 5.0)),
            "beta_frac": draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0)), "top": draw(st.floats(-50.0, 50.0)),
            "seed": draw(SEEDS)}


def lemma3_7_vectors(s: dict, batch: int) -> np.ndarray:
    k, a1, a2 = s["k"], s["a1"], s["a2"]
    rng = np.random.default_rng([s["seed"], batch])
    g = float(_up(math.log(2 * k / s["eps"]) + 2.0**-30))
    n = k - 2
    if s["mode"] == "tight" or n == 0:
        extra = np.zeros((batch, n))
    elif s["mode"] == "random":
        extra = rng.exponential(s["scale"], (batch, n))
    else:
        extra = rng.permuted(np.c_[np.zeros(batch), rng.exponential(3.0, (batch, n - 1))], axis=1)
    top = float(_up(s["top"]))
    beta = float(_up(s["beta_frac"] * g)) if g > 0 else 0.0
    others = top - _up(g + extra)
    v = np.empty((batch, k))
    idx = [i for i in range(k) if i not in (a1, a2)]
    v[:, idx] = others
    v[:, a1], v[:, a2] = top, top - min(beta, g)
    return v


def lemma3_7_batch(inst: dict, ctx: Ctx, batch: int) -> BatchMeasurement:
    """``measure_batch`` for chenli.lemma3.7 (the claim's formula, on a (batch, k) tensor)."""
    v_np = lemma3_7_vectors(inst, batch)
    v = torch.as_tensor(v_np, dtype=torch_dtype(ctx.dtype), device=ctx.device)
    a1, a2, k, eps = inst["a1"], inst["a2"], inst["k"], inst["eps"]
    w = torch.softmax(v, dim=-1)
    b = v[:, a1] - v[:, a2]
    t = torch.zeros_like(w)
    t[:, a1], t[:, a2] = torch.sigmoid(b), torch.sigmoid(-b)
    lhs = (w - t).abs().sum(dim=-1)
    mask = np.ones(k, dtype=bool)
    mask[[a1, a2]] = False
    others = v_np[:, mask]
    if others.shape[1] == 0:
        terms = {"gap_slack": 1.0, "first_slack": v_np[:, a1] - v_np[:, a2], "second_slack": 0.0}
    else:
        omax = others.max(axis=1)
        terms = {"gap_slack": v_np[:, a1] - omax - float(np.log(2 * k / eps)),
                 "first_slack": v_np[:, a1] - v_np[:, a2], "second_slack": v_np[:, a2] - omax}
    base = {"k": k, "eps": eps, "a1": a1, "a2": a2, "mode": inst["mode"], "seed": inst["seed"]}
    return BatchMeasurement(lhs, {"eps": eps}, terms, members=lambda i: {**base, "v": v_np[i], "batch_index": i})


def lemma3_7_demo() -> Claim:
    """chenli.lemma3.7 with batched evaluation."""
    return replace(get("chenli.lemma3.7"), strategy=lemma3_7_structure(), measure_batch=lemma3_7_batch)


# ------------------------------------------------------------------ demo: softmax entropy <= log k (standard)


def entropy_bound(k: int) -> float:
    """H(softmax(v)) <= log k (the uniform distribution maximises entropy)."""
    return math.log(k)


def _entropy(v: torch.Tensor) -> torch.Tensor:
    logw = torch.log_softmax(v, dim=-1)
    return -(logw.exp() * logw).sum(dim=-1)


ENTROPY_STRUCTURE = st.fixed_dictionaries({"k": st.integers(1, 64), "scale": log_uniform(1e-6, 10.0),
                                           "seed": SEEDS})


def entropy_vectors(s: dict, batch: int) -> np.ndarray:
    return s["scale"] * np.random.default_rng([s["seed"], batch]).standard_normal((batch, s["k"]))


def _entropy_measure(inst: dict, ctx: Ctx) -> Measurement:
    if "v" not in inst:  # a one-instance draw: the first member of a batch of one
        inst = {**inst, "v": entropy_vectors(inst, 1)[0]}
    v = torch.as_tensor(inst["v"], dtype=torch_dtype(ctx.dtype), device=ctx.device)
    return Measurement(_entropy(v).item(), {"k": inst["k"]})


def _entropy_batch(inst: dict, ctx: Ctx, batch: int) -> BatchMeasurement:
    v_np = entropy_vectors(inst, batch)
    v = torch.as_tensor(v_np, dtype=torch_dtype(ctx.dtype), device=ctx.device)
    return BatchMeasurement(_entropy(v), {"k": inst["k"]},
                            members=lambda i: {**inst, "v": v_np[i], "batch_index": i})


def entropy_demo(batched: bool = True) -> Claim:
    """A self-contained demo claim (not registered): the softmax entropy is at most log k."""
    return Claim(id="demo.entropy", paper="demo", source="standard fact", statement="H(softmax(v)) <= log k",
                 kind="deterministic", comparison="<=", bound=entropy_bound, measure=_entropy_measure,
                 strategy=ENTROPY_STRUCTURE, measure_batch=_entropy_batch if batched else None,
                 assumptions=(Assumption("k", "k >= 1", lambda q: q["k"] - 1),))
