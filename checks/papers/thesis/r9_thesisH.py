"""thesis, round 9 (helper thesisH): groundwork for Chapter 6 trained-network claims made uniform (issue 31).

The Chapter 6 checks read one shared trained model (M1 = 6, M2 = 24, m = 200, B = 64, l_tr = 20, T = 250). A
uniform check needs a path along the printed parameter M1 on which the hypotheses (6.9)-(6.10) stay met for one
choice of their hidden constants: ``scaled_cfg`` ties M2 = 4 M1 (M2 = O(M1), L1762), m = c_m M1^2 log M1,
B = c_B M1 log M1, l_tr = c_l log M1 ((6.9) at fixed eps, alpha, beta) and T = c_T M1 sqrt(log M1) / eta ((6.10)),
the constants those of the shared model at M1 = 6. Each configuration trains once per process (``trained_scaled``).

No claim uses it yet (round 9 measured why): along this path the in-domain hinge of the trained model (n = 1000
fresh prompts) is 0, 1.2e-4, 6.9e-4 at M1 = 2, 4, 8 (seed 0), lhs = eps there (pruning changes nothing), and 0.88-0.91
at M1 = 12 (T = 589; classification error 0, median margin ~0.1: not converged; at m = 1109, B = 64, T = 1200 it
reaches 1.5e-4 in 15 s), and a converged point at M1 = 20 costs ~25 s of training (T = 2000), far over a ci
claim's budget.
"""

from __future__ import annotations

import math
from functools import lru_cache

from hypothesis import strategies as st

from thmcheck.checks.claim import Claim, Ctx, Measurement, SolverFailure
from thmcheck.checks.papers.thesis.r8_thesisH import memo_measure
from thmcheck.checks.strategies import SEEDS
from thmcheck.models import icl as ICL
from thmcheck.models.device import generator

CLAIMS: list[Claim] = []

M1_CAP = 20  # a path point past it (the engine's extension of a growing path) is unknown: m ~ 3.7e3, T ~ 1.1e3 at 20


def scaled_cfg(M1: int, seed: int) -> ICL.ICLConfig:
    """The ICL training configuration at M1 with (6.9)-(6.10)'s scalings tied to the shared model's constants."""
    if M1 > M1_CAP:
        raise SolverFailure(f"M1 = {M1} > {M1_CAP}: the tied width m ~ M1^2 log M1 is past the CPU cap")
    base = ICL.ICLConfig()
    if M1 == base.M1:
        return ICL.ICLConfig(seed=seed)
    r = M1 / base.M1
    lg = math.log(M1) / math.log(base.M1)
    return ICL.ICLConfig(M1=M1, M2=4 * M1, m=max(20, round(base.m * r * r * lg)),
                         B=max(16, round(base.B * r * lg)), l_tr=max(10, round(base.l_tr * lg)),
                         T=max(50, round(base.T * r * math.sqrt(lg))), seed=seed)


@lru_cache(maxsize=16)
def trained_scaled(M1: int, seed: int) -> ICL.ICLModel:
    """The trained model of :func:`scaled_cfg` (CPU, float64), once per process."""
    return ICL.trained(scaled_cfg(M1, seed), "cpu")


def m1_move(inst: dict, t: float) -> dict:
    """Path along M1 (M2 = 4 M1, m and T following (6.9)-(6.10))."""
    return {**inst, "M1": max(2, int(round(t)))}


@st.composite
def prune_instances(draw: st.DrawFn) -> dict:
    """Theorem 6.3.7's instances: M1 in {2, 3, 4, 6} (the path grows it), a training and an evaluation seed."""
    return {"M1": draw(st.sampled_from([2, 3, 4, 6])), "train_seed": draw(st.sampled_from([0, 1])),
            "eval_seed": draw(SEEDS), "n": draw(st.sampled_from([500, 1000]))}


@memo_measure
def prune_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Theorem 6.3.7 (6.15): the in-domain hinge after pruning L^c = {||r_i|| <= M2^{-1/2}} (lhs), eps = the hinge
    of the unpruned model on the same fresh prompts; float64 on the CPU whatever ``ctx`` says."""
    from thmcheck.checks.papers.thesis.ch6_icl import _icl_checks

    model = trained_scaled(int(inst["M1"]), int(inst["train_seed"]))
    cfg = model.cfg
    gen = generator(inst["eval_seed"])
    c, p, z, _ = ICL.make_prompts(cfg, inst["n"], ICL.all_tasks(cfg.M1), 20, 0.8, gen, device="cpu")
    eps_id = ICL.evaluate(model, c, p, z)["hinge"]
    small = ICL.neuron_norms(model) <= 1 / math.sqrt(cfg.M2)
    mask0 = model.mask.clone()
    try:
        model.mask = (~small).double()
        after = ICL.evaluate(model, c, p, z)["hinge"]
    finally:
        model.mask = mask0
    return Measurement(after, {"eps_id": eps_id, "M2": cfg.M2},
                       {"pruned_fraction": float(small.double().mean()), "M1": cfg.M1, "m": cfg.m, "T": cfg.T,
                        **_icl_checks(cfg)})
