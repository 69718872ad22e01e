"""thesis, round 29 (helper leads): Chapter 7 Theorem 5 (a) on the training set F = {g} with test errors that return to
the input.

- ``thesis.ch7.theorem5a-self-errors-single``: Theorem 5 (a) (L2197-L2209) on thmcheck.models.cot_r27.self_error_task
  (f_k = shift by 1 with probability p, step errors (-2, +1, +1) returning to the input, so argmax_j B^f(i, j) = i !=
  f(i) at every row: Condition 7.3.2 fails everywhere), with the model trained on the one training set that meets L2100
  under every reading, F = {g} (thmcheck.models.thesis.r28_ch7.trained_same(single=True)), and the TSR basis U either
  the repository's fixed one (thmcheck.models.cot_inf) or Haar-random (r28_ch7.random_tsr). Round 27's
  thesis.ch7.theorem5a-self-errors (erratum, audited) trains on 'shiftk'; round 28's thesis.ch7.theorem5a-random-U
  draws random tasks, which rarely return to the input.

Second path: tests/test_thesis_r29_leads.py (own single-g SGD and own noisy ICL prompts).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r28_ch7 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, SolverFailure, uncertified
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.ch7_cot import _COT_ETA
from thmcheck.checks.papers.thesis.r21_ch7 import _b_train, _t_cap, _t_train, eps_min
from thmcheck.checks.strategies import SEEDS
from thmcheck.models import cot as COT
from thmcheck.models import cot_inf as CI
from thmcheck.models import cot_r27 as CR
from thmcheck.models.thesis import r28_ch7 as R

CLAIMS: list[Claim] = []
SP = "tests/test_thesis_r29_leads.py::"


def _inst() -> st.SearchStrategy[dict]:
    @st.composite
    def draw(d: st.DrawFn) -> dict:
        # p over (1/3, 0.447): (7.12) needs p > 1/3, Condition 7.3.2 fails at every row below ~0.447 (checked)
        p = d(st.one_of(st.sampled_from([0.34, 0.40, 0.42, 0.44, 0.446]), st.floats(0.335, 0.447)))
        return {"p": round(p, 8), "ap": d(st.one_of(st.sampled_from([0.2, 0.5, 0.8, 1.0]), st.floats(0.05, 1.0))),
                "perm_seed": d(st.integers(0, 3)), "u": d(st.one_of(st.just(-1), SEEDS)),
                "T": d(st.sampled_from(_t_train())), "B": d(st.sampled_from(_b_train()))}
    return draw()


def _measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = R_ICL (7.9) at l_ts = l_tr = infinity over the M' = 10 queries of self_error_task (thmcheck.models.cot_r27
    .icl_limit_tasks), the model trained on F = {g} (every step of every training task applies one bijection g)."""
    T = int(inst["T"])
    if T > _t_cap():
        raise SolverFailure(f"T = {T} beyond the longest training run here ({_t_cap()} steps): not measured")
    # round 35: no exact_fraction: at l_tr = infinity (models/cot_inf) every training prompt already has L2102's
    # per-prompt fraction alpha (the column law); the flag is not read there, and the cached runs stay shared
    cfg = COT.CoTConfig(T=T, B=int(inst["B"]), eta=_COT_ETA)
    W = R.trained_same(cfg, True)
    loss = R.final_loss_same(cfg, True)
    u = int(inst["u"])
    U = CI.trained_inf(cfg)[2].numpy() if u < 0 else R.random_tsr(u, cfg.Mp, cfg.M)
    perm = np.random.default_rng(int(inst["perm_seed"])).permutation(cfg.Mp)
    p = float(inst["p"])
    fs, As = CR.self_error_task(p, cfg.Mp, perm)
    kq = CR.k_step_quantities(fs, As)
    r = CR.icl_limit_tasks(W, U, cfg, fs, As, float(inst["ap"]))
    terms = {"least relative label margin": r["margin"], "rows where Condition 7.3.2 holds (share)": kq["cond_732"],
             "rho^f (7.12, j != j*)": R.step_primacy(fs, As), "mu'^T W[out, in] mu' (mean)": CR.out_in_diagonal(W, U, cfg),
             "U": "cot_inf's fixed basis" if u < 0 else f"Haar, seed {u}", "eta_train": float(cfg.eta),
             "eps_min (7.15), (iii) at constant 1": eps_min(T, int(inst["B"])),
             "final training loss (l_tr = inf)": loss, "l_tr": math.inf, "l_ts": math.inf,
             "orthonormality residual of M'": float(np.abs(U @ U.T - np.eye(U.shape[0])).max())}
    return Measurement(r["icl_err"], {"Mp": cfg.Mp}, terms)


CLAIMS.append(Claim(
    id="thesis.ch7.theorem5a-self-errors-single", paper=PAPER, catalog_id="thesis.ch7.theorem5",
    source=f"Theorem 5 (a), Condition 7.3.2 (7.21), Sec. 7.3.5, {SEED_FILE} L2098-L2131, L2197-L2209 (training tasks "
           "L2098-L2100, TSR patterns L2108, Theorem 3 L2145-L2153, (7.4) L2036)",
    statement="Theorem 5 (a) as printed: given a model trained as in Theorem 3 and (7.19), for the testing task f in T', "
              "if Condition 7.3.2 does not hold, then R_ICL^f >= Omega(1) (R_ICL^f >= 1/M' over M' equally likely "
              "queries, for every constant). Checked on the training set F = {g} (one bijection g at every step of "
              "every training task: L2100 under every reading) with tasks f = f_3 o f_2 o f_1 whose step errors "
              "return to the input (f_k = shift by 1 w.p. p in (1/3, 0.447), errors (-2, +1, +1)), U fixed or "
              "Haar, at l_tr = l_ts = infinity along T -> inf.",
    statement_tex=r"\bar{R}_{ICL}^f(\Psi) \geq \Omega(1)",
    kind="algorithmic", comparison=">=", bound=B.icl_error_positive, measure=_measure, strategy=_inst,
    constants="hypotheses",
    assumptions=(Assumption("eta < 1 ((iii) of Theorem 3)", "step size eta < 1 (L2150)", lambda q: 1 - q["eta_train"]),
                 Assumption("(7.19) and M' orthonormal", "mu'_j in span(M) (U's rows in R^M), orthonormal",
                            lambda q: 1e-9 - q["orthonormality residual of M'"]),
                 Assumption("Condition 7.3.2 does not hold", "TSR(f(mu'_i)) != argmax_j B^f_(i,j) for some i (7.21)",
                            lambda q: 0.5 - q["rows where Condition 7.3.2 holds (share)"]),
                 Assumption("(7.12)", "f_k's entry the largest of every row of A_k^f: rho^f in (0, 1)",
                            lambda q: min(q["rho^f (7.12, j != j*)"], 1 - q["rho^f (7.12, j != j*)"])),
                 uncertified("Theorem 3 (ii), (iii)", "T >= Omega(eta^-1 alpha^-2 K^3 log(K/eps) + eta^-1 M K (alpha^-1 "
                             "+ eps^-1)) (7.15), B >= Omega(max(eps^-2, M) log M) (iii)",
                             why="hidden constants (the instance meets both at constant 1 with eps = eps_min, a term)"),
                 Assumption("(7.4), (7.14)", "l_ts <= l_tr = infinity", lambda q: 0.0 if q["l_tr"] == math.inf else -1.0)),
    directions=(Direction("T -> inf ((7.15)'s hidden constant)", "T", math.inf, how="search",
                          reason="drawn in {800, 3200, 12800, 51200} under dev/deep (800 under ci); the requirement is "
                                 "granted (uncertified), so a crossing would be conditional"),
                Direction("B -> inf ((iii)'s hidden constant)", "B", math.inf, how="search",
                          reason="drawn in {64, 512} under dev/deep (64 under ci)"),
                Direction("alpha' -> 0", "ap", 0.0, how="search", reason="drawn in [0.05, 1]")),
    mutants={"error at least 1.1": lambda **_: 1.1}, auto_mutant=False,
    domain=(Param("p", 1 / 3, 0.447, lo_closed=False, hi_closed=False,
                  text="A_k(i, f_k(i)) = p, two errors (1 - p)/2: (7.12) needs p > 1/3; Condition 7.3.2 fails below "
                       "~0.447", unreached="p in [0.335, 0.447]"),
            Param("ap", 0, 1, lo_closed=False, text="alpha' in (0, 1]", unreached="alpha' in [0.05, 1]"),
            Param("T", 1, INF, integer=True, text="T >= Omega(.) of (7.15)",
                  unreached="T in {800, 3200, 12800, 51200} (800 under ci; the path to 8000)"),
            Param("B", 1, INF, integer=True, text="B >= Omega(max{eps^-2, M} log M) (iii)",
                  unreached="B in {64, 512} (64 under ci)"),
            Param("l_tr", 1, INF, text="l_tr >= Omega(alpha^-1), l_ts <= l_tr", unreached="l_tr = l_ts = infinity")),
    notes="Round 29 (leads). On F = {g} the self-error task does not reproduce round 27's crossing: own scan (T = 800, "
          "B = 64, alpha' = 0.8, M' = 10, p in {0.36, 0.40, 0.42, 0.44}, perm seeds 0-1, U fixed and Haar seeds "
          "5000-5002): R_ICL = 0.5-0.9 on every draw (relative label margins -0.28 .. -0.68): the single-g model does "
          "not decode the chain at all on this task. On the within-task reading of L2100 ('same': f_k = g per task, g "
          "random per task) the round-27 crossing reappears with Haar U as with shiftk: R_ICL = 0 at p = 0.42-0.44 "
          "(margins +0.02 .. +0.11) on every U tried, 0.1-0.3 at p = 0.40, 1.0 at p = 0.36 (the round-27 claim "
          "thesis.ch7.theorem5a-self-errors, audited, covers that mechanism; not re-encoded).",
    second_path=SP + "test_single_g_self_errors_icl",
    settings={"ci": {"max_examples": 2, "budget_s": 1.0, "min_valid": 1, "shrink": False, "followup": 0,
                     "path_starts": 1},
              "dev": {"max_examples": 40, "budget_s": 240.0}},
))
