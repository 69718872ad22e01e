"""thesis, Appendix E (round 23, helper potentials2): (E.157) L8753 and (E.159) L8761 along M1 = M2 to 40 with Monte
Carlo path points.

thesis.ch6.eqE.157 / eqE.159 (r16_thesisE2) read the uniform '<~ 1/M1' ('<~ 1/M2') on the median over 8 runs and
stopped their path at M1 = 24 for time: potential. Here the same quantity (per run: max over q and the non-partner j
of |A_jq| / |A_qq| for (E.157), max over q, k of |N_kq| / |A_qq| for (E.159), G_Q the batch gradient of W_Q at W^(t0)
of the run's batch t0; the median over the runs whose batch t0 meets (E.146)) is computed by the closed-form batched
gradient of models/icl_grad.py (equal to models/icl.train's autograd to ~1e-16 relative, tests), and each path point
carries its distribution-free interval of the median (checks.stats.RunMedian), so the engine's Monte Carlo path rule
(checks/engine/divergence.py) decides growth on the intervals: the far point's lower bound above the near point's
upper bound. ci: M1 = 4 .. 12 (24 runs a point, a cheap look); dev: M1 = 4 .. 40 (64 runs a point, the seeds 0..63
of round 22's by-hand run).

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``.
"""

from __future__ import annotations

import math
from functools import lru_cache

from hypothesis import strategies as st

from thmcheck.bounds.thesis.r16_thesisE2 import e157_mutant_sign, e157_shape, e159_mutant_sign, e159_shape
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r16_thesisE2 as E2
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.stats import RunMedian

CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


@lru_cache(maxsize=64)
def wq_rows_mc(key: tuple) -> dict:
    """For nruns independent runs (seeds seed + r, r < nruns): the W_Q batch gradient G_Q at W^(t0) of the run's
    batch t0 (models/icl_grad.sgd_wq_grads: the trajectory of models/icl.train, closed-form gradients), A[j, q] =
    (mu_j; 0)^T G_Q (mu_q; 0), N[k, q] = (nu_k; 0)^T G_Q (mu_q; 0) (x_query = mu_q, kappa = 0). Per run: (E.157)'s max
    over q and the non-partner j (j != q, q +- 1 of the cyclic T_tr) of |A_jq| / |A_qq|, (E.159)'s max over q, k of
    |N_kq| / |A_qq|, the fraction of q with A_qq <= 0, and whether batch t0 meets (E.146) (every pattern queried at
    least B / (2 M1) times)."""
    import torch

    from thmcheck.checks.papers.thesis.r12_thesisE import sizes
    from thmcheck.models.icl import ICLConfig, patterns
    from thmcheck.models.icl_grad import sgd_wq_grads

    inst = dict(key)
    m, B, l_tr = sizes(inst)
    M1, M2, t0 = inst["M1"], inst["M2"], int(inst["t0"])
    cfg = ICLConfig(M1=M1, M2=M2, dy=2, beta=inst["beta"], alpha=inst["alpha"], l_tr=l_tr, m=m, delta=inst["delta"],
                    eta=inst["eta"], B=B, T=t0 + 1, seed=inst["seed"] % 2**31)
    mu, nu, _ = patterns(cfg)
    MU = torch.cat([mu, torch.zeros(M1, cfg.ma - cfg.dx, dtype=torch.float64)], 1)
    NU = torch.cat([nu, torch.zeros(M2, cfg.ma - cfg.dx, dtype=torch.float64)], 1)
    P = torch.cat([mu, torch.zeros(M1, cfg.dy, dtype=torch.float64)], 1)
    nonpartner = torch.ones(M1, M1, dtype=torch.bool)
    q_ = torch.arange(M1)
    for d in (0, 1, -1):
        nonpartner[(q_ + d) % M1, q_] = False  # [j, q]: j not in {q, q +- 1}
    seeds = [(inst["seed"] + r) % 2**31 for r in range(int(inst["nruns"]))]
    out = []
    for got in sgd_wq_grads(cfg, seeds, (t0,)):
        G, qpat = got[t0]["GQ"], got[t0]["qpat"]
        A, N = MU @ G @ P.T, NU @ G @ P.T
        own = A.diagonal().abs()
        r157 = float(((A.abs() * nonpartner).max(0).values / own).max()) if M1 >= 4 else math.nan
        r159 = float((N.abs().max(0).values / own).max())
        counts = torch.bincount(qpat, minlength=M1)
        out.append((r157, r159, float((A.diagonal() <= 0).double().mean()), bool((counts >= B / (2 * M1)).all())))
    return {"runs": out, "m": m, "B": B, "l_tr": l_tr}


def _measure(which: int):  # noqa: ANN202
    def measure(inst: dict, ctx_: Ctx) -> Measurement:
        import statistics

        v = wq_rows_mc(tuple(sorted(inst.items())))
        ok = [r for r in v["runs"] if r[3]]
        if len(ok) < 4:
            raise SolverFailure(f"only {len(ok)} of {len(v['runs'])} batches t0 meet (E.146) with c = 1/2")
        M1, M2 = inst["M1"], inst["M2"]
        vals = tuple(r[which] for r in ok)
        stat = RunMedian(vals)
        med = stat.estimate
        lo, hi = stat.interval(0.99)
        M = M1 if which == 0 else M2
        return Measurement(med, {"M1": M1} if which == 0 else {"M2": M2},
                           {"median ratio over runs": med, f"ratio times M{which + 1}": med * M,
                            f"99 % interval of the median, times M{which + 1}": f"[{lo * M:.4g}, {hi * M:.4g}]",
                            "fraction of q with (mu_q; 0) G_Q (mu_q; 0) <= 0 (median)":
                                statistics.median(r[2] for r in ok),
                            "batches meeting (E.146)": len(ok), "runs": len(v["runs"]), "largest ratio": max(vals),
                            "t0": int(inst["t0"]), "m": v["m"], "B": v["B"], "l_tr": v["l_tr"],
                            "m / (M1^2 log M1)": v["m"] / (M1**2 * math.log(M1)),
                            "B / (M1 log M1)": v["B"] / (M1 * math.log(M1)) + 1e-9, "M2 / M1": M2 / M1,
                            "l_tr alpha beta^2": v["l_tr"] * inst["alpha"] * inst["beta"] ** 2},
                           stat=stat)

    return measure


_NRUNS = 24  # runs per instance in the search (ci); the path's move sets its own


def _instances() -> st.SearchStrategy:
    """r16_thesisE2's draw of (E.157) (M1 in [4, 8], M2 in [M1, 2 M1], beta in [1, 3], alpha in [0.6, 1], delta in
    [0.05, 0.2], eta in [0.5, 1], c_m in [2, 4], c_B in [6, 12], c_l in [8, 12], t0 in {1, 2, 5, 10, 20}) with 24
    runs per instance."""
    return E2._rows_instances().map(lambda inst: {**inst, "nruns": _NRUNS})


_CI_CAP, _CI_RUNS, _DEV_RUNS = 12, 24, 64


def _move(inst: dict, t: float) -> dict:
    """M1 = M2 = t in r16_thesisE2's path family (beta = 1, alpha = 0.8, delta = 0.1, eta = 1, c_m = 2, c_B = 6, c_l =
    8, t0 = 5, seed 0: the seeds 0 .. nruns - 1, those of round 22's by-hand run). The effort scales with the profile
    (checks.profiles.active_profile): under ci 24 runs a point and M1 capped at 12 (a capped point repeats the one
    before and leaves the path), under dev / deep 64 runs a point to M1 = 40."""
    from thmcheck.checks.profiles import active_profile

    ci = active_profile() == "ci"
    M = min(int(t), _CI_CAP) if ci else int(t)
    return {**E2._rows_move_M(inst, M), "nruns": _CI_RUNS if ci else _DEV_RUNS}


_POINTS = (4, 6, 8, 12, 16, 24, 32, 40)
_DOMAIN = (
    Param("M1", 2, math.inf, integer=True, far=40, text="M1 >= 2 patterns (M1 >= 4 for a non-partner pattern)",
          unreached="ci's path M1 <= 12 (24 runs a point, seconds); dev's path M1 <= 40 (64 runs a point: m = 2 M1^2 "
                    "log M1 = 11805 neurons at 40, ~2 CPU-s per SGD step and run, ~13 CPU-min the point)"),
    Param("M2", 1, math.inf, integer=True, far=40, text="M2 = O(M1) IDI patterns (L1762)",
          unreached="M2 = M1 on the path (<= 12 in ci, <= 40 in dev); the search draws M2 in [M1, 2 M1]"),
    *E2._ROWS_DOMAIN[2:],
)
_SETTINGS = {"ci": {"max_examples": 2, "budget_s": 10.0, "path_starts": 1, "path_decades": 0.0},
             "dev": {"max_examples": 2, "budget_s": 3600.0, "path_starts": 1, "path_decades": 0.0},
             "deep": {"max_examples": 6, "budget_s": 7200.0, "path_starts": 1, "path_decades": 0.0}}
_FAR = (" The dev path's far points (same family and seeds, ~7 and ~8 min wall on this machine): (E.157) 38.3 [24.8, "
        "67.0], 55.5 [32.4, 97.9] at M1 = 32, 40 (54, 50 runs meet (E.146)); (E.159) 16.9 [8.53, 27.3], 21.6 [10.1, "
        "38.4]. The engine's Monte Carlo rule on the six points 4, 8, 16, 24, 32, 40 (judge_path, tested 10 .. 20): "
        "VIOLATED for both: one decade, medians x24.8 ((E.157)) and x16.7 ((E.159)), the far point's ratio interval "
        "above the near one's at 1 - 0.01/40 ((E.157) [22.1, 164] against [0.75, 5.24]; (E.159) [7.62, 66.9] "
        "against [0.51, 2.93]; the least-squares slope interval of (E.159) includes 0 from tested = 12 on: the noisy "
        "medians alone would not decide it). So the uniform '<~ 1/M1' ('<~ 1/M2') fails along M1 = M2 at t0 = 5 "
        "(the mechanism of thesis.ch6.eqE.152: the own entry (mu_q; 0) G_Q (mu_q; 0) near 0 or negative for a third "
        "to a half of the q). ci cannot reach the decade (M1 = 40 costs ~13 CPU-min with 64 runs): round 24 "
        "(undecidedB) makes the expectation per profile, erratum (violated) under dev / deep, potential under ci "
        "(Claim.expect_by_profile); audited (round 23, auditor A: confirmed).")
_NOTES = ("float64 torch: the closed-form batched gradients of models/icl_grad.py replaying models/icl.train (same "
          "generator and draws; equal to its autograd to ~1e-16 relative, tests/test_thesis_r23_potentials2.py); the "
          "per-run values of one instance cached and shared by (E.157) and (E.159); the median over the runs whose "
          "batch t0 meets (E.146), with its distribution-free order-statistic interval (checks.stats.RunMedian), so "
          "the engine judges the path on the points' intervals (the far point's lower bound above the near point's "
          "upper bound, at 1 - 0.01/(2 tested)). ci's path (M1 = 4, 6, 8, 12; 24 runs) spans half a decade: at most "
          "potential there; the decade is dev's (M1 = 4 .. 40, 64 runs a point, ~35 CPU-min). Round 23 (this helper; "
          "the dev path's family and seeds 0..63, measured point by point with wq_rows_mc, median over the runs "
          "meeting (E.146) of the per-run ratio times M1 [99 % order-statistic interval]): (E.157) 2.24 [1.11, "
          "5.00], 5.65 [2.68, 9.11], 18.5 [5.87, 41.1], 22.6 [15.1, 35.4] at M1 = M2 = 4, 8, 16, 24 (50, 49, 53, 50 "
          "of 64 runs meet (E.146)); (E.159) times M2 1.29 [0.77, 2.36], 1.80 [1.06, 3.51], 8.05 [2.15, 16.6], 10.1 "
          "[7.69, 16.4]: round 22's by-hand numbers exactly (the closed-form gradients replay the autograd runs). "
          "Judged by the engine's Monte Carlo rule on these four points (tested = 12): both potential, for the span "
          "only (0.78 decade): the far interval already lies above the near one at 1 - 0.01/24 ((E.157) [13.8, "
          "41.6] against [0.83, 5.12]; (E.159) [5.6, 22.4] against [0.55, 2.92]). Second path (own numpy, seeds "
          "1000..1023, tests): (E.157) x18, (E.159) x8 from M1 = 4 to 16." + _FAR)


def _claim(which: int) -> Claim:
    base = E2.E157 if which == 0 else E2.E159
    P = "1/M1" if which == 0 else "1/M2"
    return Claim(
        id=base.id + "-M1", paper=PAPER, kind="step", comparison="<=",
        source=base.source, statement=base.statement.replace("median over independent runs",
                                                             "median over 24 (ci) / 64 (dev path) independent runs, "
                                                             "with its order-statistic interval,")
        + f" The far end M1 = M2 -> infinity of {base.id}, on Monte Carlo path points.",
        statement_tex=base.statement_tex,
        bound=e157_shape if which == 0 else e159_shape, measure=_measure(which), strategy=_instances(),
        assumptions=E2._ROWS_ASSUME, constants="hidden", uniform=True,
        directions=(
            Direction("M1 = M2 -> infinity", "M1", math.inf, how="path", move=_move, points=_POINTS),
            base.directions[1],
        ),
        domain=_DOMAIN,
        mutants={f"-{P}": e157_mutant_sign if which == 0 else e159_mutant_sign}, auto_mutant=False,
        notes=_NOTES, settings=_SETTINGS,
        expect="erratum", expect_by_profile={"ci": "potential"}, expect_settled=_SETTLED[which],
        evidence=_EVIDENCE[which], no_correction_reason=_NO_CORRECTION,
        second_path="tests/test_thesis_r23_potentials2.py::test_second_path_ratio_times_M1_grows_from_4_to_16",
    )


_SETTLED = (
    "dev's path M1 = M2 = 4, 8, 16, 24, 32, 40 (64 runs a point, seeds 0..63, t0 = 5): median ratio times M1 2.24, "
    "5.65, 18.5, 22.6, 38.3, 55.5 (x24.8 over the decade); the engine's Monte Carlo path rule: violated, the far "
    "point's ratio interval [22.1, 164] above the near one's [0.75, 5.24] at 1 - 0.01/40 "
    "(tests/test_thesis_r23_potentials2.py::test_recorded_dev_path_is_violated_under_the_monte_carlo_rule). ci's "
    "path (M1 <= 12, 24 runs) spans half a decade: potential.",
    "dev's path M1 = M2 = 4, 8, 16, 24, 32, 40 (64 runs a point, seeds 0..63, t0 = 5): median ratio times M2 1.29, "
    "1.80, 8.05, 10.1, 16.9, 21.6 (x16.7 over the decade); the engine's Monte Carlo path rule: violated, the far "
    "point's ratio interval [7.62, 66.9] above the near one's [0.51, 2.93] at 1 - 0.01/40 "
    "(tests/test_thesis_r23_potentials2.py::test_recorded_dev_path_is_violated_under_the_monte_carlo_rule). ci's "
    "path (M1 <= 12, 24 runs) spans half a decade: potential.",
)
_EVIDENCE = (
    "(E.157) L8753 as printed, '<~ 1/M1' uniform in M1 (no constant depends on M1): along M1 = M2 (beta = 1, alpha = "
    "0.8, delta = 0.1, eta = 1, m = 2 M1^2 log M1, B = 6 M1 log M1, l = 8 log M1/alpha, t0 = 5) the median over runs "
    "of max_q max_(j non-partner) |(mu_j; 0)^T G_Q (mu_q; 0)| / |(mu_q; 0)^T G_Q (mu_q; 0)| times M1 grows x24.8 from "
    "M1 = 4 to 40 (2.24 -> 55.5, 64 runs a point; the 99 % order-statistic intervals separate). Mechanism: the own "
    "entry (mu_q; 0)^T G_Q (mu_q; 0) is near 0 or negative for a third to a half of the q (the mechanism of "
    "thesis.ch6.eqE.152), so the ratio's denominator is not of order 1/M1 larger than the off-pattern entries. "
    "Second path: own numpy re-implementation of the model and SGD (seeds 1000..1023): x18 from M1 = 4 to 16. "
    "Audited round 23 (auditor A: confirmed). ci reaches only M1 <= 12 (potential); dev's path reaches the decade.",
    "(E.159) L8761 as printed, '<~ 1/M2' uniform: along M1 = M2 (same family as (E.157), t0 = 5) the median over runs "
    "of max_q max_k |(nu_k; 0)^T G_Q (mu_q; 0)| / |(mu_q; 0)^T G_Q (mu_q; 0)| times M2 grows x16.7 from M2 = 4 to 40 "
    "(1.29 -> 21.6, 64 runs a point; the 99 % order-statistic intervals separate). Mechanism: one with (E.157), the "
    "own entry near 0 or negative for a third to a half of the q. Second path: own numpy (seeds 1000..1023): x8 from "
    "M1 = 4 to 16. Audited round 23 (auditor A: confirmed). ci reaches only M1 <= 12 (potential); dev's path reaches "
    "the decade.",
)
_NO_CORRECTION = ("the ratio's denominator, the own entry (mu_q; 0)^T G_Q (mu_q; 0), is near 0 or negative for a third "
                  "to a half of the q at t0 = 5, so no rate in M1 bounds the ratio; the step needs a lower bound on "
                  "the own entry that the run does not have (a repaired argument, not a rate, is what is missing)")


E157M = _claim(0)
E159M = _claim(1)
CLAIMS += [E157M, E159M]

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-23 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch6.eqE.157-M1': "auditor A: confirmed (false: median ratios grow along M1 = M2, A_qq <= 0 for about half of the q; the dev path's verdict is violated, ci's potential)",
    'thesis.ch6.eqE.159-M1': "auditor A: confirmed (false: median ratios grow along M1 = M2, one mechanism with (E.157); the dev path's verdict is violated, ci's potential)",
}, 'docs/audits/round23/thesis.md')
# ---- round-24 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch6.eqE.157-M1': "auditor A (round 24): confirmed as printed (false under both query laws; under the proof's decisive-query law it fails only slowly and holds for x_query = mu_q or B >~ M1^2); the label 'erratum' follows Subroutine 2's literal query law, the one the claim draws",
    'thesis.ch6.eqE.159-M1': "auditor A (round 24): confirmed as printed (false under Subroutine 2's literal query law, the claim's; holds under the proof's decisive-query law in the auditor's runs to M2 = 256); the label 'erratum' follows the literal law",
}, 'docs/audits/round24/thesis.md')
