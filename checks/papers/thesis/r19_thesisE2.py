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

Round 20 (thesisE): the lhs is now the certified level of the display's side over the runs
(r18_thesisE2.certified_quantile, as thesis.ch6.eq6.13-delta): the k-th least (E.63)/(E.64) side or the k-th largest
(E.67) hinge, k the least count of runs whose Wilson lower 95 % bound exceeds 1/M1. It crosses the printed side iff
the Wilson share test of round 19 fails (the same verdict), but it is continuous, so planted stricter displays (F >= 1
+ eps, hinge <= eps^3) are killed by the ci search (round 19's lhs was 0 whenever no run failed: no mutant could die).

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. The printed sides: :mod:`thmcheck.bounds.thesis.r20_thesisE`.
"""

from __future__ import annotations

import math
from functools import lru_cache

from thmcheck.bounds.thesis.r20_thesisE import e63_mutant_margin, e63_rhs, e67_mutant_cube, e67_rhs
from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.r18_thesisE import _eps, _wilson_lower, ood_train
from thmcheck.checks.papers.thesis.r18_thesisE2 import certified_quantile
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
        """lhs = the certified level (round 20, thesisE: r18_thesisE2.certified_quantile) of the display's side over
        the runs: 'e63' the k-th least over the runs of min F over the label +1 training prompts, 'e64' the k-th least
        of -max F over the label -1 prompts, k the least count of runs whose Wilson lower 95 % bound exceeds 1/M1 (4
        runs: the 3rd; 16 runs: the 8th). lhs < 1 iff the display fails on a share of runs certified above 1/M1
        (the round-19 Wilson share test, same verdict), and lhs is continuous, so a stricter display can be killed."""
        runs = tr_runs(inst, ID_RUNS_CI if active_profile() == "ci" else ID_RUNS)
        if which == "e63":
            side = [r["Fp_min"] for r in runs]
        else:
            side = [-r["Fm_max"] for r in runs]
        bad = [r["seed"] for r, v in zip(runs, side) if v < 1.0]
        neg, k = certified_quantile([-v for v in side], inst["M1"])
        lower = _wilson_lower(len(bad), len(runs))
        q = _common_q(inst, runs, bad, lower)
        q.update({
            "certified level: the k-th least side, k": k,
            "min F over z = +1 training prompts by run": str([float(f"{r['Fp_min']:.3g}") for r in runs]),
            "max F over z = -1 training prompts by run": str([float(f"{r['Fm_max']:.3g}") for r in runs]),
            "share of z = +1 prompts with F < 1 by run": str([float(f"{r['share +1 below 1']:.3g}") for r in runs]),
            "share of z = -1 prompts with F > -1 by run": str([float(f"{r['share -1 above -1']:.3g}") for r in runs]),
            "training-distribution hinge by run": str([float(f"{r['hinge']:.3g}") for r in runs])})
        return Measurement(-neg, {"M1": inst["M1"]}, q)

    return measure


def _e67_measure(inst: dict, ctx_: Ctx) -> Measurement:
    """lhs = the certified level (round 20, thesisE) of the in-domain hinge loss over the runs (the mean over
    r19_thesisE's 400 in-domain testing prompts over every task f in T): its k-th largest value, k the least count of
    runs whose Wilson lower 95 % bound exceeds 1/M1; lhs > eps iff the runs with hinge > eps form a share certified
    above 1/M1 (the round-19 test, same verdict)."""
    runs = id_runs(inst, ID_RUNS_CI if active_profile() == "ci" else ID_RUNS)
    eps = _eps(inst)
    bad = [r["seed"] for r in runs if r["hinge"] > eps]
    lower = _wilson_lower(len(bad), len(runs))
    level, k = certified_quantile([r["hinge"] for r in runs], inst["M1"])
    q = _common_q(inst, runs, bad, lower)
    q["certified level: the k-th largest hinge, k"] = k
    q["in-domain hinge by run"] = str([float(f"{r['hinge']:.3g}") for r in runs])
    q["largest in-domain hinge / eps"] = max(r["hinge"] for r in runs) / eps
    return Measurement(level, {"M1": inst["M1"]}, q)


_TR_TEXT = ("on N_TR = 400 prompts of the training distribution (the cyclic training tasks, a fraction alpha of the "
            "contexts on the task's patterns, l_tr contexts), the model trained for T of (E.62) SGD steps (c_T = 40; "
            "the printed 'for some large C > 1' is the Theta constant of (E.62), not drawn further: T grows linearly "
            "in it) to near-zero training loss. Read as Theorem 6.3.3's 'with high probability' over the training: "
            "the share of independent trained runs on which the display fails for some prompt is at most 1/M1, "
            "checked on the certified level (round 20): lhs = the k-th least over the runs of the display's side (min "
            "F over the label +1 prompts; -max F over the label -1 prompts), k the least count of runs whose Wilson "
            "lower 95 % bound exceeds 1/M1 (16 runs: the 8th; 4 under ci: the 3rd), >= 1.")

E63 = Claim(
    id="thesis.ch6.eqE.63-whp", paper=PAPER, kind="step", comparison=">=",
    source=_src("(E.63), proof of Theorem 6.3.3 (App. E.4.3): 'as long as (E.62) for some large C > 1, we can obtain'; "
                "Theorem 6.3.3's 'with a high probability'", "L8223-L8227, L1816"),
    statement="(E.63): F(Psi; P^n) >= 1 for every training prompt P^n of label z^n = +1, " + _TR_TEXT,
    statement_tex=r"F(\Psi; \mathbf{P}^n) \geq 1",
    bound=e63_rhs, measure=_train_measure("e63"), strategy=_instances(), assumptions=_ASSUME, domain=_DOMAIN,
    mutants={"F >= 1 + eps (a margin the training does not give; round 20)": e63_mutant_margin}, auto_mutant=False,
    expect="holds",
    second_path=SP + "test_eqE63_64_second_path",
    notes="float64 torch SGD for T of (E.62) steps (r18_thesisE.ood_train, cached per seed, shared with "
          "thesis.ch6.eqE.65-whp / eqE.74-whp); 400 fresh training-distribution prompts per run.",
    settings=_SETTINGS,
)

E64 = Claim(
    id="thesis.ch6.eqE.64-whp", paper=PAPER, kind="step", comparison=">=",
    source=_src("(E.64), proof of Theorem 6.3.3 (App. E.4.3): 'Similarly, we can derive that for z^n = -1'; Theorem "
                "6.3.3's 'with a high probability'", "L8229-L8231, L1816"),
    statement="(E.64): F(Psi; P^n) <= -1 (read -F >= 1) for every training prompt P^n of label z^n = -1, " + _TR_TEXT,
    statement_tex=r"F(\Psi; \mathbf{P}^n) \leq -1",
    bound=e63_rhs, measure=_train_measure("e64"), strategy=_instances(), assumptions=_ASSUME, domain=_DOMAIN,
    mutants={"-F >= 1 + eps (a margin the training does not give; round 20)": e63_mutant_margin}, auto_mutant=False,
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
                  "the display fails for some testing prompt", "the estimated expectation exceeds eps") + " Round 20: "
              "checked on the certified level, lhs = the k-th largest in-domain hinge over the runs, k the least count "
              "of runs whose Wilson lower 95 % bound exceeds 1/M1 (16 runs: the 8th; 4 under ci: the 3rd), <= eps (the "
              "same verdict as the Wilson share test, and a stricter bound can be killed).",
    statement_tex=r"\mathbb{E}_{\mathbf{x}_{query} \sim \mathcal{D}, f \in \mathcal{T}} [\ell(\Psi; \mathbf{P}, y)] "
                  r"\leq \epsilon",
    bound=e67_rhs, measure=_e67_measure, strategy=_instances(), assumptions=_ASSUME, domain=_DOMAIN,
    mutants={"eps^3 (a faster rate; round 20)": e67_mutant_cube}, auto_mutant=False,
    expect="holds",
    notes="the runs and in-domain prompts of thesis.ch6.eqE.65-whp (cached); 400 prompts estimate the expectation.",
    settings=_SETTINGS,
)

CLAIMS: list[Claim] = [E63, E64, E67]
