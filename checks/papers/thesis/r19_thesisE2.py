"""thesis, Appendix E (round 19, thesisE2): the last steps of the proof of Theorem 6.3.3 (App. E.4.3), as printed,
on the Chapter 6 model trained for T of (E.62) SGD steps, as shares of independent trained runs (the cached runs of
r18_thesisE.ood_train and r19_thesisE.id_eval).

- (E.63) L8227: 'for some large C > 1, we can obtain F(Psi; P^n) >= 1' (a training prompt of label z^n = +1);
- (E.64) L8231: 'Similarly, ... for z^n = -1, F(Psi; P^n) <= -1';
- (E.67) L8243: 'Therefore, E_{x_query ~ D, f in T}[ell(Psi; P, y)] <= eps' (no hidden constant, unlike (6.11)).

These rows were 'covered' by thesis.ch6.theorem6.3.3, which checks the expected hinge loss <= O(eps) of (6.11) with a
hidden constant (uniform shape); it does not compute the per-prompt displays (E.63)/(E.64) on the training prompts, nor
(E.67)'s explicit eps. (E.63)/(E.64) are read on prompts of the training distribution (Subroutine 2: the cyclic
training tasks of models/icl.train, a fraction alpha of the contexts on the task's patterns, l_tr contexts; fresh
prompts from their own generator, as the training prompts are fresh per step), 'with high probability' over the
training as the Wilson lower 95 % bound of the failure share of runs against 1/M1, as for (E.65).

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. The printed sides: :mod:`thmcheck.bounds.thesis.r18_thesisE2`.
"""

from __future__ import annotations

import math
from functools import lru_cache

from thmcheck.bounds.thesis.r18_thesisE2 import whp_level
from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.r18_thesisE import _eps, _wilson_lower, ood_train
from thmcheck.checks.papers.thesis.r19_thesisE import (
    _ASSUME,
    _DOMAIN,
    _SETTINGS,
    _TEXT,
    ID_RUNS,
    ID_RUNS_CI,
    _instances,
    id_runs,
)
from thmcheck.checks.profiles import active_profile

SP = "tests/test_thesis_r19_thesisE2.py::"

N_TR = 400  # prompts of the training distribution per run


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


@lru_cache(maxsize=64)
def tr_eval(key: tuple) -> dict:
    """The run of ood_train (cached; T of (E.62) steps) evaluated on N_TR prompts of its training distribution
    (models/icl.make_prompts on cyclic_tasks(M1), alpha, l_tr), from their own generator."""
    import torch

    from thmcheck.models.device import generator
    from thmcheck.models.icl import cyclic_tasks, make_prompts

    inst = dict(key)
    model, _, zero, T, B, l_tr, cfg = ood_train(tuple(sorted((k, v) for k, v in inst.items() if k != "alpha_p")))
    g = generator((3 * 10**6 + inst["seed"]) % 2**31)
    ctx, pq, z, _ = make_prompts(cfg, N_TR, cyclic_tasks(cfg.M1), l_tr, cfg.alpha, g)
    with torch.no_grad():
        F = model.forward(ctx, pq)
    return {"T": T, "zero": zero, "l_tr": l_tr, "Fp_min": float(F[z > 0].min()), "Fm_max": float(F[z < 0].max()),
            "share +1 below 1": float((F[z > 0] < 1).double().mean()),
            "share -1 above -1": float((F[z < 0] > -1).double().mean()),
            "hinge": float(torch.clamp(1 - z * F, min=0).mean())}


def tr_runs(inst: dict, n: int) -> list[dict]:
    return [{**tr_eval(tuple(sorted({**inst, "seed": s}.items()))), "seed": s}
            for s in range(inst["seed"], inst["seed"] + n)]


def _common_q(inst: dict, runs: list[dict], bad: list[int], lower: float) -> dict:
    M1 = inst["M1"]
    return {"runs": len(runs), "seeds": str([r["seed"] for r in runs]), "eps (M1^{-1/2})": _eps(inst),
            "alpha'": inst["alpha_p"], "delta": inst["delta"], "T (E.62)": runs[0]["T"],
            "least T / zero-loss step over the runs": min(r["T"] / r["zero"] if r["zero"] else 0.0 for r in runs),
            "m / (M1^2 log M1)": inst["m"] / (M1**2 * math.log(M1)),
            "l_tr alpha beta^2": runs[0]["l_tr"] * inst["alpha"] * inst["beta"] ** 2,
            "l_ts alpha'": runs[0]["l_tr"] * inst["alpha_p"],
            "failing seeds": str(bad), "failure share": len(bad) / len(runs), "its Wilson lower 95 % bound": lower}


def _train_measure(which: str) -> object:
    def measure(inst: dict, ctx_: Ctx) -> Measurement:
        """lhs = the Wilson lower 95 % bound of the share of runs on which the display fails on some prompt of the
        training distribution: 'e63' some label +1 prompt has F < 1; 'e64' some label -1 prompt has F > -1."""
        runs = tr_runs(inst, ID_RUNS_CI if active_profile() == "ci" else ID_RUNS)
        if which == "e63":
            bad = [r["seed"] for r in runs if r["Fp_min"] < 1.0]
        else:
            bad = [r["seed"] for r in runs if r["Fm_max"] > -1.0]
        lower = _wilson_lower(len(bad), len(runs))
        q = _common_q(inst, runs, bad, lower)
        q.update({
            "min F over z = +1 training prompts by run": str([float(f"{r['Fp_min']:.3g}") for r in runs]),
            "max F over z = -1 training prompts by run": str([float(f"{r['Fm_max']:.3g}") for r in runs]),
            "share of z = +1 prompts with F < 1 by run": str([float(f"{r['share +1 below 1']:.3g}") for r in runs]),
            "share of z = -1 prompts with F > -1 by run": str([float(f"{r['share -1 above -1']:.3g}") for r in runs]),
            "training-distribution hinge by run": str([float(f"{r['hinge']:.3g}") for r in runs])})
        return Measurement(lower, {"M1": inst["M1"]}, q)

    return measure


def _e67_measure(inst: dict, ctx_: Ctx) -> Measurement:
    """lhs = the Wilson lower 95 % bound of the share of runs whose in-domain hinge loss (the mean over r19_thesisE's
    400 in-domain testing prompts over every task f in T) exceeds eps = M1^{-1/2}."""
    runs = id_runs(inst, ID_RUNS_CI if active_profile() == "ci" else ID_RUNS)
    eps = _eps(inst)
    bad = [r["seed"] for r in runs if r["hinge"] > eps]
    lower = _wilson_lower(len(bad), len(runs))
    q = _common_q(inst, runs, bad, lower)
    q["in-domain hinge by run"] = str([float(f"{r['hinge']:.3g}") for r in runs])
    q["largest in-domain hinge / eps"] = max(r["hinge"] for r in runs) / eps
    return Measurement(lower, {"M1": inst["M1"]}, q)


_NO_MUTANT = ("the lhs is the Wilson lower 95 % bound of a share of failing runs, 0 whenever no run fails (the ci runs); "
              "the only stricter w.h.p. levels that 0 crosses are negative, which no share can fail to cross, so a "
              "planted level is either never or always killed and tests nothing (the sibling errata "
              "thesis.ch6.eqE.65-whp / 66-whp kill their 1/M1^3 mutant on the same runs)")

_TR_TEXT = ("on N_TR = 400 prompts of the training distribution (the cyclic training tasks, a fraction alpha of the "
            "contexts on the task's patterns, l_tr contexts), the model trained for T of (E.62) SGD steps (c_T = 40; "
            "the printed 'for some large C > 1' is the Theta constant of (E.62), not drawn further: T grows linearly "
            "in it) to near-zero training loss. Read as Theorem 6.3.3's 'with high probability' over the training: "
            "the share of independent trained runs on which the display fails for some prompt is at most 1/M1, "
            "checked as the Wilson lower 95 % bound of the share (16 runs, 4 under ci).")

E63 = Claim(
    id="thesis.ch6.eqE.63-whp", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.63), proof of Theorem 6.3.3 (App. E.4.3): 'as long as (E.62) for some large C > 1, we can obtain'; "
                "Theorem 6.3.3's 'with a high probability'", "L8223-L8227, L1816"),
    statement="(E.63): F(Psi; P^n) >= 1 for every training prompt P^n of label z^n = +1, " + _TR_TEXT,
    statement_tex=r"F(\Psi; \mathbf{P}^n) \geq 1",
    bound=whp_level, measure=_train_measure("e63"), strategy=_instances(), assumptions=_ASSUME, domain=_DOMAIN,
    auto_mutant=False, no_mutant_reason=_NO_MUTANT,
    expect="holds",
    second_path=SP + "test_eqE63_64_second_path",
    notes="float64 torch SGD for T of (E.62) steps (r18_thesisE.ood_train, cached per seed, shared with "
          "thesis.ch6.eqE.65-whp / eqE.74-whp); 400 fresh training-distribution prompts per run.",
    settings=_SETTINGS,
)

E64 = Claim(
    id="thesis.ch6.eqE.64-whp", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.64), proof of Theorem 6.3.3 (App. E.4.3): 'Similarly, we can derive that for z^n = -1'; Theorem "
                "6.3.3's 'with a high probability'", "L8229-L8231, L1816"),
    statement="(E.64): F(Psi; P^n) <= -1 for every training prompt P^n of label z^n = -1, " + _TR_TEXT,
    statement_tex=r"F(\Psi; \mathbf{P}^n) \leq -1",
    bound=whp_level, measure=_train_measure("e64"), strategy=_instances(), assumptions=_ASSUME, domain=_DOMAIN,
    auto_mutant=False, no_mutant_reason=_NO_MUTANT,
    expect="holds",
    second_path=SP + "test_eqE63_64_second_path",
    notes="the runs and prompts of thesis.ch6.eqE.63-whp (cached).",
    settings=_SETTINGS,
)

E67 = Claim(
    id="thesis.ch6.eqE.67-whp", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.67), proof of Theorem 6.3.3 (App. E.4.3): 'Therefore, E_{x_query ~ D, f in T}[ell(Psi; P, y)] <= "
                "eps'; Theorem 6.3.3's 'with a high probability'", "L8241-L8243, L1816"),
    statement="(E.67): E_{x_query ~ D, f in T}[ell(Psi; P, y)] <= eps with the printed eps (no hidden constant), the "
              "expectation estimated by the mean hinge loss on r19_thesisE's in-domain testing prompts, " + _TEXT.replace(
                  "the display fails for some testing prompt", "the estimated expectation exceeds eps"),
    statement_tex=r"\mathbb{E}_{\mathbf{x}_{query} \sim \mathcal{D}, f \in \mathcal{T}} [\ell(\Psi; \mathbf{P}, y)] "
                  r"\leq \epsilon",
    bound=whp_level, measure=_e67_measure, strategy=_instances(), assumptions=_ASSUME, domain=_DOMAIN,
    auto_mutant=False, no_mutant_reason=_NO_MUTANT,
    expect="holds",
    notes="the runs and in-domain prompts of thesis.ch6.eqE.65-whp (cached); 400 prompts estimate the expectation.",
    settings=_SETTINGS,
)

CLAIMS: list[Claim] = [E63, E64, E67]
