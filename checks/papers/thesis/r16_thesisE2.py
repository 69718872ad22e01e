"""thesis, Appendix E (round 16, thesisE2): (E.108) L8454, the proof of Proposition 6.4.5 / Theorem 6.3.7 (App.
E.5.4): 'if we prune R fraction of neurons in W u U, given (E.45), we have for the trained model Psi, F(Psi; P^n) <=
(1 + eps)(1 - R) (1 - 2/(alpha' M1)) / (1 - 2/(alpha M1))'.

On SGD runs of the Chapter 6 model (models/icl.py, hinge loss, a_i = +-1/m) trained for the T of (E.62)/(6.10) under
Theorem 6.3.3's hypotheses (r12_thesisE's (E.61) family), W u U the lucky union (E.31)/(E.32)/(E.35) over every
training prompt of the run, F(Psi_S; P) the output with the neurons of S masked, on fresh in-domain test prompts with
z = +1 (f in T, alpha' = alpha, l_ts = l_tr).

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. The printed sides live in :mod:`thmcheck.bounds.thesis.r16_thesisE2`.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from hypothesis import strategies as st

from thmcheck.bounds.thesis.r16_thesisE2 import e108_mutant_half, e108_mutant_R2, e108_rhs
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE

SP = "tests/test_thesis_r16_thesisE2.py::"
_NTEST = 600  # fresh test prompts per run (about half with z = +1)


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


CLAIMS: list[Claim] = []


@lru_cache(maxsize=32)
def pruning_run(key: tuple) -> dict:
    """SGD of models/icl.train for exactly the T of (E.62) (r12_thesisE.e62_T; B = ceil(c_B M1 log M1), l_tr =
    ceil(c_l max(log M1/alpha, 1/(beta^2 alpha)))), the lucky union W u U (models/icl.lucky_union_hook); at W^(T) on
    _NTEST fresh in-domain prompts (all M1 (M1 - 1) tasks of Def. 6.3.1, alpha' = alpha, l_ts = l_tr, the instance's
    test seed): the per-neuron contributions c[n, i] = a_i Relu(W_O(i) W_V sum_s attn_s p_s) of the z = +1 prompts
    (F = sum_i c[n, i]), the norms ||r_i|| of the rows of W_O W_V, the EMA zero-loss step and the test hinge."""
    import torch

    from thmcheck.checks.papers.thesis.r12_thesisE import e62_T
    from thmcheck.models.device import generator
    from thmcheck.models.icl import ICLConfig, all_tasks, lucky_union_hook, make_prompts, train

    inst = dict(key)
    M1, a_, b_ = inst["M1"], inst["alpha"], inst["beta"]
    T = e62_T(inst)
    B = math.ceil(inst["cB"] * M1 * math.log(M1))
    l_tr = math.ceil(inst["cl"] * max(math.log(M1) / a_, 1 / (b_ * b_ * a_)))
    cfg = ICLConfig(M1=M1, M2=inst["M2"], dy=2, beta=b_, alpha=a_, l_tr=l_tr, m=int(inst["m"]), delta=inst["delta"],
                    eta=inst["eta"], B=B, T=T, seed=inst["seed"] % 2**31)
    hook, lucky = lucky_union_hook(cfg)
    model, _ = train(cfg, t_max=T, step_hook=hook)
    ema, zero = None, None
    for t, v in enumerate(model.history):
        ema = v if ema is None else 0.9 * ema + 0.1 * v
        if zero is None and t > 10 and ema < 0.05:
            zero = t + 1
    ctx, pq, z, _ = make_prompts(cfg, _NTEST, all_tasks(M1), l_tr, a_, generator(inst["test_seed"] % 2**31))
    with torch.no_grad():
        at = model.attn(ctx, pq)
        h = (torch.matmul(at[:, None, :], ctx)[:, 0] @ model.WV.T) @ model.WO.T
        c = torch.relu(h) * model.a  # (n, m)
        F = c.sum(1)
        hinge = float(torch.clamp(1 - z * F, min=0).mean())
        rn = (model.WO @ model.WV).norm(dim=1)
    return {"c": c[z > 0].numpy(), "lucky": lucky.numpy().copy(), "a": model.a.numpy().copy(), "rn": rn.numpy(),
            "T": T, "B": B, "l_tr": l_tr, "zero": zero, "hinge": hinge, "m": cfg.m}


def _eps(inst: dict) -> float:
    """eps of Theorem 6.3.3 (ii) B > Omega(max{eps^-2, M1} log M1) as the family reads it (r10_thesisE._e105_sizes):
    eps = 1/sqrt(M1), so B = ceil(c_B M1 log M1) with c_B >= 6 meets (ii) with the constant c_B."""
    return 1.0 / math.sqrt(inst["M1"])


def _pruned(v: dict, inst: dict, which: str) -> tuple[Any, int]:
    """F(Psi_S; P) over the z = +1 test prompts for the pruned set S (|S| = max(1, round(R |W u U|))) of W u U:
    'worst' the k neurons with the smallest mean contribution (any R fraction: the one the upper bound must survive),
    'random' the mean over 16 uniformly random R fractions, 'magnitude' the k of largest ||r_i||."""
    import numpy as np

    c, L = v["c"], np.flatnonzero(v["lucky"])
    k = max(1, int(round(inst["R"] * len(L))))
    F = c.sum(1)
    if which == "worst":
        S = L[np.argsort(c[:, L].mean(0), kind="stable")[:k]]
        return F - c[:, S].sum(1), k
    if which == "magnitude":
        S = L[np.argsort(-v["rn"][L], kind="stable")[:k]]
        return F - c[:, S].sum(1), k
    rng = np.random.default_rng(inst["test_seed"] % 2**31)
    outs = [F - c[:, rng.choice(L, size=k, replace=False)].sum(1) for _ in range(16)]
    return np.mean(outs, axis=0), k


def _measure(which: str):  # noqa: ANN202
    def measure(inst: dict, ctx_: Ctx) -> Measurement:
        import numpy as np

        v = pruning_run(tuple(sorted(inst.items())))
        if not v["lucky"].any():
            raise SolverFailure("W u U (the lucky union over the run's prompts) is empty")
        if len(v["c"]) < 50:
            raise SolverFailure(f"only {len(v['c'])} z = +1 test prompts")
        FS, k = _pruned(v, inst, which)
        M1, eps = inst["M1"], _eps(inst)
        med = float(np.median(FS))
        side = e108_rhs(eps, inst["R"], inst["alpha"], inst["alpha"], M1)
        F = v["c"].sum(1)
        L = v["lucky"]
        return Measurement(med, {"eps": eps, "R": inst["R"], "alpha": inst["alpha"], "alpha_p": inst["alpha"],
                                 "M1": M1},
                           {"median F(Psi_S; P) over z = +1 test prompts": med,
                            "fraction of prompts above the side": float((FS > side).mean()),
                            "median F(Psi; P) unpruned": float(np.median(F)), "min F unpruned": float(F.min()),
                            "eps the display would need: median F_S / ((1 - R) ratio) - 1": med / side * (1 + eps) - 1,
                            "|S|": k, "|W u U|": int(L.sum()), "|U| (a_i < 0)": int((L & (v["a"] < 0)).sum()),
                            "T (E.62)": v["T"], "B": v["B"], "l_tr": v["l_tr"], "m": v["m"],
                            "zero-loss step": v["zero"] if v["zero"] is not None else -1,
                            "T / zero-loss step": v["T"] / v["zero"] if v["zero"] else 0.0,
                            "test hinge (unpruned, z = +-1)": v["hinge"],
                            "m / (M1^2 log M1)": v["m"] / (M1**2 * math.log(M1)),
                            "B / (max(eps^-2, M1) log M1)": v["B"] / (max(eps**-2, M1) * math.log(M1)),
                            "l_tr alpha beta^2": v["l_tr"] * inst["alpha"] * inst["beta"] ** 2,
                            "alpha' M1 - 2": inst["alpha"] * M1 - 2})

    return measure


def _instances() -> st.SearchStrategy:
    """r12_thesisE's (E.61) family (Theorem 6.3.3's regime, T of (E.62) with c_T in [30, 60], c_l in [20, 40]), the
    pruned fraction R in (0, 1) (E108_FIRST first: R = 1/2) and a test seed."""
    from thmcheck.checks.papers.thesis.r12_thesisE import _e61_instances

    drawn = st.builds(lambda base, R, ts: {**base, "R": R, "test_seed": ts}, _e61_instances(),
                      st.one_of(st.just(0.5), st.floats(0.05, 0.95)), st.integers(0, 2**31 - 1))
    return st.one_of(st.just(E108_FIRST), drawn)


# the delta path family of thesis.ch6.eqE.61 (M1 = 3, beta = alpha = eta = 1, delta = 0.2, zero loss reached by T)
E108_FIRST = {"M1": 3, "M2": 4, "beta": 1.0, "alpha": 1.0, "delta": 0.2, "eta": 1.0, "m": 50, "cB": 6.0, "cl": 24.0,
              "cT": 40.0, "seed": 342, "R": 0.5, "test_seed": 7}

_ASSUME = (
    Assumption("m >= 2 M1^2 log M1", "Theorem 6.3.3 (i), the Omega constant read as 2",
               lambda q: q["m / (M1^2 log M1)"] - 2.0),
    Assumption("B >= 6 max(eps^-2, M1) log M1", "Theorem 6.3.3 (ii) with eps = 1/sqrt(M1), the constant read as 6",
               lambda q: q["B / (max(eps^-2, M1) log M1)"] - 6.0 + 1e-9),
    Assumption("l_tr alpha beta^2 >= 8", "(6.9) / (E.169), the constant read as 8", lambda q: q["l_tr alpha beta^2"] - 8.0),
    Assumption("near-zero training loss by T", "the EMA (0.9) of the batch hinge loss fell below 0.05 at or before "
               "the T of (E.62) (the trained model the proof takes)", lambda q: q["T / zero-loss step"] - 1.0),
    Assumption("alpha' M1 > 2", "1 - 2/(alpha' M1) > 0 (the printed factor positive)", lambda q: q["alpha' M1 - 2"]),
)
_DOMAIN = (
    Param("R", 0, 1, lo_closed=False, hi_closed=False, text="the pruned fraction R in (0, 1) of W u U (Theorem 6.3.7)"),
    Param("M1", 2, math.inf, integer=True, far=4, text="M1 IDR patterns",
          unreached="M1 in {3, 4} (an explicit side: one instance inside the hypotheses suffices)"),
    Param("delta", 0, 0.2, lo_closed=False, text="delta in (0, 0.2]", unreached="delta >= 0.1 (the (E.61) family)"),
    Param("beta", 1, math.inf, far=3.0, text="Theta(1) >= beta >= 1", unreached="beta is Theta(1): drawn in [1, 3]"),
    Param("alpha", 0, 1, far=0.6, text="alpha = Theta(1) in (0, 1]", unreached="alpha = Theta(1): drawn in [0.6, 1]"),
)
_HYP_T = ("under Theorem 6.3.3's hypotheses (m >= 2 M1^2 log M1, B = ceil(c_B M1 log M1) with c_B >= 6 (eps = "
          "1/sqrt(M1)), l_tr = ceil(c_l max(log M1 / alpha, 1/(beta^2 alpha))) with c_l >= 20, Condition 6.3.2 by the "
          "cyclic tasks, Theta(1) >= beta >= 1, alpha in [0.6, 1], delta in [0.1, 0.2], eta in [0.8, 1], a_i = +-1/m, T "
          "of (E.62) with c_T in [30, 60], near-zero training loss by T)")

E108 = Claim(
    id="thesis.ch6.eqE.108", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.108), proof of Proposition 6.4.5 / Theorem 6.3.7 (App. E.5.4): 'if we prune R fraction of neurons "
                "in W u U, given (E.45), we have for the trained model Psi'; Theorem 6.3.7 (R in (0, 1) a constant)",
                "L8454, L8452, L1858-L1862"),
    statement="(E.108): pruning an R fraction of the neurons of W u U, F(Psi; P^n) <= (1 + eps)(1 - R) (1 - 2/(alpha' "
              "M1)) / (1 - 2/(alpha M1)) for the trained model Psi (explicit). Read literally: for ANY R fraction S of "
              "W u U (|S| = round(R |W u U|)) the pruned output is below the side; checked at the S most favourable "
              "to the output (the k neurons of W u U with the smallest mean contribution a_i Relu(.) over the test "
              "prompts), the median of F(Psi_S; P) over fresh in-domain test prompts with z = +1 (alpha' = alpha, "
              "l_ts = l_tr), eps = 1/sqrt(M1) (B = c_B M1 log M1 meets Theorem 6.3.3 (ii) with it), " + _HYP_T + ".",
    statement_tex=r"F(\Psi; \mathbf{P}^n) \leq (1 + \epsilon)(1 - R) \cdot \frac{(1 - \frac{2}{\alpha' M_1})}{(1 - "
                  r"\frac{2}{\alpha M_1})}",
    bound=e108_rhs, measure=_measure("worst"), strategy=_instances(), assumptions=_ASSUME, domain=_DOMAIN,
    expect="erratum as printed",
    readings=(
        Reading("a random R fraction", "S a uniformly random R fraction of W u U (the mean of F(Psi_S; P) over 16 "
                "draws of S), not every R fraction", measure=_measure("random")),
        Reading("the largest-magnitude R fraction", "S the R fraction of W u U with the largest ||r_i|| = "
                "||W_O(i) W_V|| (the magnitude pruning of Theorem 6.3.7's S subset L)", measure=_measure("magnitude")),
    ),
    evidence="Violated at the first instance, inside every hypothesis (slacks in the record): M1 = 3, M2 = 4, beta = alpha = "
             "eta = 1, delta = 0.2, m = 50 (m / (M1^2 log M1) = 5.06 >= 2), B = 20 (>= 6 max(eps^-2, M1) log M1 = "
             "19.8 with eps = 1/sqrt(3)), l_tr = 27 (l_tr alpha beta^2 = 27 >= 8), T = 368 of (E.62) (c_T = 40; zero "
             "training loss at step 239 <= T), alpha' = alpha (alpha' M1 = 3 > 2), R = 1/2: |W u U| = 46, of which "
             "|U| = 26 neurons have a_i < 0; the R fraction S (23 neurons) of smallest contribution lies inside U, "
             "whose Relu is 0 on every z = +1 prompt (the proof's own remark, L8623), so F(Psi_S; P) = F(Psi; P): "
             "median 1.068 (min 1.007) over the z = +1 test prompts (test hinge 0) against the side (1 + 1/sqrt(3)) / "
             "2 = 0.789; the side would need eps = 1.14, so the display fails for every eps <= 1. Why: (E.108) "
             "bounds F after removing ANY R fraction of W u U, but only the W neurons carry F on z = +1 prompts, and "
             "(E.65) itself gives F(Psi; P) >= 1 - eps for the unpruned model: pruning from U (when R <= |U| / |W u "
             "U|) leaves F >= 1 - eps > (1 + eps)(1 - R) whenever R > 2 eps / (1 + eps). Not the encoding: the second "
             "path rebuilds W u U from W^(0) and the run's prompts, the prompts (6.1) and the forward pass (6.2) in "
             "numpy on the trained weights and finds the U neurons exactly inactive and F_S = F ~ 1.07. Readings: "
             "pruning the R fraction of largest ||r_i|| (Theorem 6.3.7's magnitude pruning) holds (best 0.87 in "
             "dev); a uniformly random R fraction holds in ci and crosses marginally in dev (0.769 against 0.75, M1 "
             "= 4, R = 1/2): the unpruned F overshoots 1 by a few percent and the neurons outside W u U keep their "
             "share.",
    no_correction_reason="the side needs the pruned neurons to carry an R share of F; for an arbitrary R fraction of W "
                         "u U nothing below F(Psi; P) >= 1 - eps (E.65) holds, since pruning U neurons (inactive on z = "
                         "+1 prompts) changes nothing: the repair is a restriction on S (the largest-magnitude R "
                         "fraction, the reading that holds), not another bound",
    second_path=SP + "test_eqE108_second_path",
    mutants={"half the side": e108_mutant_half, "(1 - R)^2 for (1 - R)": e108_mutant_R2}, auto_mutant=False,
    notes="float64 torch SGD of models/icl.train for exactly the T of (E.62), one run per instance (cached) serving "
          "the claim and its readings; " + str(_NTEST) + " fresh in-domain test prompts (seed test_seed).",
    settings={"ci": {"max_examples": 4, "budget_s": 12.0}, "dev": {"max_examples": 30, "budget_s": 200.0}},
)

CLAIMS += [E108]
