"""thesis, Chapter 6 (one-layer transformer for in-context learning) and Appendix E: Condition 6.3.2's remark,
Theorems 6.3.3, 6.3.4, 6.3.7, Corollary 6.4.3, Propositions 6.4.1, 6.4.5, Lemmas E.4.5, E.4.9-E.4.11, the Section
6.5 / Figure E.1 mechanism, and the record of Lemma E.4.3. The Chernoff steps (E.42), (E.146) are in
``appEF_tails``.

Catalog: ``shared/claims/thesis_ch5-7.md``; thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Bounds in
``thmcheck.bounds.thesis.ch6``; models ``thmcheck.models.icl``.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
from fractions import Fraction
from functools import lru_cache

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.thesis import ch6 as B
from thmcheck.bounds.thesis import r6_thesisH as B6
from thmcheck.bounds.thesis import r7_thesisH as B7
from thmcheck.bounds.thesis import r11_ch6 as B11
from thmcheck.checks.claim import (
    Assumption,
    BatchMeasurement,
    Ceiling,
    Claim,
    Ctx,
    Direction,
    Measurement,
    Reading,
    SolverFailure,
    uncertified,
)
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE, SP2
from thmcheck.checks.papers.thesis._dirs57 import _ICL_M1_TIED, give_directions
from thmcheck.checks.profiles import active_profile
from thmcheck.checks.stats import clopper_pearson
from thmcheck.checks.strategies import SEEDS, log_uniform
from thmcheck.models import icl as ICL
from thmcheck.models.device import generator


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"



# -------------------------------------------------- Condition 6.3.2 remark (L1824) and Lemma E.4.11 (L8291)


@st.composite
def _m1_instances(draw: st.DrawFn) -> dict:
    return {"M1": draw(st.integers(2, 300))}


def _remark_measure(inst: dict, ctx: Ctx) -> Measurement:
    M1 = inst["M1"]
    tr = ICL.cyclic_tasks(M1)
    plus, minus = ICL.condition6_3_2_counts(tr, M1)
    frac = Fraction(len(tr), len(ICL.all_tasks(M1)))
    return Measurement(float(frac), {"M1": M1}, {"cond_met": float(bool((plus == 1).all() and (minus == 1).all()))})


COND632 = Claim(
    id="thesis.ch6.condition6.3.2", paper=PAPER,
    source=_src("Condition 6.3.2 and insight 1 after Theorem 6.3.3, Sec. 6.3", "L1802-L1806, L1824"),
    statement="Condition 6.3.2 can hold with |T_tr| = M1 (cyclic tasks); 'then the number of training tasks is "
              "only a fraction (M1-1)^{-1/2} of the total number of in-domain tasks in T'.",
    kind="deterministic", comparison="==", bound=B.remark_task_fraction, measure=_remark_measure,
    strategy=_m1_instances, expect="erratum",
    assumptions=(Assumption("condition", "the cyclic T_tr satisfies Condition 6.3.2", lambda q: q["cond_met"] - 1),),
    evidence="|T| = M1(M1-1) (Def. 6.3.1) and |T_tr| = M1, so the fraction is exactly 1/(M1-1), not (M1-1)^{-1/2}: "
             "M1 = 6 gives 0.2 vs 0.447 (exact rational arithmetic, the cyclic family verified to satisfy the "
             "Condition).",
    corrected=B.remark_task_fraction_corrected,
    mutants={"as printed, (M1-1)^{-1/2}": B.remark_task_fraction, "1/M1": lambda M1: 1 / M1},
    domain=(Param("M1", 2, math.inf, integer=True, text="M1 >= 2 IDR patterns (|T| = M1 (M1 - 1))",
                  unreached="the search ends at its first confirmed violation (erratum); M1 up to 300 is drawn; 1/(M1-1) < (M1-1)^{-1/2} for every M1 >= 3"),),
    second_path=SP2 + "test_condition632_fraction_is_one_over_M1_minus_1",
    settings={"ci": {"max_examples": 20, "budget_s": 2.0}},
)


def _e411_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Smallest |T_tr| satisfying Condition 6.3.2 over every subset of the M1 (M1 - 1) tasks, by an exact integer
    program (thmcheck.models.icl.min_condition_tasks: HiGHS MILP, its minimiser re-checked with integer counts; against
    the brute force over all subsets for M1 <= 5 in tests); the cyclic family of size M1 is verified too."""
    M1 = inst["M1"]
    best, _ = ICL.min_condition_tasks(M1)
    plus, minus = ICL.condition6_3_2_counts(ICL.cyclic_tasks(M1), M1)
    cyc = bool((plus == 1).all() and (minus == 1).all())
    return Measurement(best, {"M1": M1}, {"cyclic_ok": float(cyc)})


@st.composite
def _e411_instances(draw: st.DrawFn) -> dict:
    return {"M1": draw(st.one_of(st.integers(2, 6), st.builds(int, log_uniform(2, 120))))}


LEMMA_E411 = Claim(
    id="thesis.ch6.lemmaE.4.11", paper=PAPER,
    source=_src("Lemma E.4.11, App. E; Condition 6.3.2", "L8291-L8299, L1802-L1806"),
    statement="Condition 6.3.2 requires |T_tr| >= M1, and |T_tr| = M1 suffices (tasks mu_i -> +1, mu_{i+1} -> -1).",
    kind="construction", comparison="==", bound=B.lemmaE_4_11_min_tasks, measure=_e411_measure,
    strategy=_e411_instances,
    domain=(Param("M1", 2, math.inf, integer=True, text="M1 >= 2 IDR patterns",
                  unreached="M1 <= 120 (200, two decades above M1 = 2, is not reached): the integer program has M1 (M1 - 1) binary variables (0.3 s at M1 = 100, 3 s at M1 = 200)"),),
    assumptions=(Assumption("cyclic", "the cyclic family satisfies Condition 6.3.2", lambda q: q["cyclic_ok"] - 1),),
    mutants={"M1 - 1 tasks": lambda M1: M1 - 1, "M1 + 1 tasks": lambda M1: M1 + 1},
    notes="Exact minimum over all subsets of the M1 (M1 - 1) tasks of Def. 6.3.1 by an integer program (binary x per "
          "task, integer r >= 1, every pattern mapped to +1 and to -1 by exactly r tasks, minimise |T_tr|), M1 from 2 "
          "to 120 (log-uniform, small M1 drawn explicitly); formerly brute force over subsets of size <= M1 for M1 <= 5 "
          "(kept as the test's reference path).",
    settings={"ci": {"max_examples": 60, "budget_s": 4.0, "min_valid": 10}},
)


# ------------------------------------------------------------------- Lemma E.4.9 lucky neurons (L8101-L8125)


@st.composite
def _e49_instances(draw: st.DrawFn) -> dict:
    return {"m": int(draw(log_uniform(1, 4096))), "dx": int(draw(log_uniform(2, 200))),
            "dy": int(draw(log_uniform(1, 50))), "seed": draw(SEEDS)}


def _e49_measure(inst: dict, ctx: Ctx) -> Measurement:
    """|W_n| at initialisation, as Definition E.4.8 prints it: W_O(i,.) = (O_{i,1}, O_{i,2}, 0) with O_{i,1} in
    R^{d_x} and O_{i,2} in R^{d_y} two disjoint blocks of the N(0, xi^2) row (xi = 1/sqrt(m) here; the scale does not
    enter a sign), V^n(0) = (V_{n,1}, V_{n,2}, 0) (drawn, nonzero), a_i = +-1/sqrt(m) (Subroutine 2): the lucky set
    (E.31) is {O_{i,1} V_{n,1} > 0, O_{i,2} V_{n,2} > 0, a_i > 0}. The blocks are independent, so the expected
    fraction is exactly 1/2 * 1/2 * 1/2 = 1/8, whatever V^n(0)."""
    g = generator(inst["seed"])
    m, dx, dy = int(inst["m"]), int(inst["dx"]), int(inst["dy"])
    if m * (dx + dy) > 10**7:  # a path extension ends here (a capped move would read as a plateau)
        raise SolverFailure(f"m (d_x + d_y) = {m * (dx + dy)}: beyond this machine's cap 1e7 Gaussian entries")
    O1 = torch.randn(m, dx, generator=g, dtype=torch.float64) / math.sqrt(m)
    O2 = torch.randn(m, dy, generator=g, dtype=torch.float64) / math.sqrt(m)
    v1 = torch.randn(dx, generator=g, dtype=torch.float64)
    v2 = torch.randn(dy, generator=g, dtype=torch.float64)
    a = torch.where(torch.rand(m, generator=g, dtype=torch.float64) < 0.5, 1.0, -1.0)
    lucky = int(((O1 @ v1 > 0) & (O2 @ v2 > 0) & (a > 0)).sum())
    lo, hi = clopper_pearson(lucky, m, confidence=1 - 1e-6)
    return Measurement(float(lucky), {"m": m, "dx": dx, "dy": dy},
                       {"fraction": lucky / m, "fraction_interval": (lo, hi), "p_exact": 0.125})


def _e49_move_m(inst: dict, t: float) -> dict:
    return {**inst, "m": int(round(t))}


def _e49_move_dx(inst: dict, t: float) -> dict:
    """d_x = t with m = 100 sqrt(t) (m grows too: Omega(m) is read for m large)."""
    return {**inst, "dx": int(round(t)), "m": int(100 * math.sqrt(t))}


LEMMA_E49 = Claim(
    id="thesis.ch6.lemmaE.4.9", paper=PAPER,
    source=_src("Lemma E.4.9 (E.36)-(E.37), Definition E.4.8 (E.30)-(E.32); proof (E.214)-(E.217)",
                "L8101-L8107, L8085-L8089, L9056-L9074"),
    statement="|W_n|, |U_n| >= Omega(m): lucky neurons with O_{i,1} V_{n,1} > 0, O_{i,2} V_{n,2} > 0, a_i > 0 (O_{i,1}, "
              "O_{i,2} the d_x and d_y blocks of W_O(i,.)).",
    kind="probabilistic", comparison=">=", bound=B6.lemmaE49_shape, measure=_e49_measure,
    strategy=_e49_instances, constants="hidden", uniform=True, eventually=("m",),
    directions=(
        Direction("m -> inf", "m", math.inf, how="path", move=_e49_move_m, points=(64, 256, 1024, 4096),
                  grows=("m",)),
        Direction("d_x -> inf with m = 100 sqrt(d_x)", "dx", math.inf, how="path", move=_e49_move_dx,
                  points=(2, 5, 20, 50, 200, 500, 2000), grows=("m",),
                  reason="the sign of a Gaussian projection does not depend on the dimension: the ratio is flat"),
        Direction("d_y", "dy", math.inf, how="search", reason="d_y log-uniform in [1, 50] (as d_x)")),
    mutants={"Omega(m^2) (wrong along m)": B6.lemmaE49_mut_m2,
             "Omega(m sqrt(d_x)) (wrong along d_x)": B6.lemmaE49_mut_dx},
    domain=(Param("m", 1, math.inf, integer=True, text="m neurons (|W_n| >= Omega(m), m large)", far=4096,
                  unreached="m <= 4096 drawn, the m path to 4096 (m (d_x + d_y) <= 1e7 Gaussian entries)"),
            Param("dx", 1, math.inf, integer=True, text="d_x, the feature block of W_O(i,.)", far=200,
                  unreached="d_x <= 200 drawn, the path to 2000: the sign of a Gaussian projection does not depend "
                            "on the dimension"),
            Param("dy", 1, math.inf, integer=True, text="d_y, the label block of W_O(i,.)",
                  unreached="d_y <= 50: as d_x")),
    evidence="|W_n|/m -> 1/8 (the three independent signs): along m -> inf the ratio m/|W_n| levels off at 8, and "
             "along d_x it is flat.",
    notes="Uniform shape check (round 6; formerly the fraction |W_n|/m against the exact expectation 1/8 with a "
          "1 - 1e-6 Clopper-Pearson interval, now a term): lhs = |W_n| at one m, shape m, '>=', Omega(m) read as "
          "m -> inf (eventually m: at small m the count can be 0). Round 4: the two conditions of (E.31) use the two "
          "disjoint blocks O_{i,1} (d_x) and O_{i,2} (d_y) of W_O's row (Definition E.4.8, L8091), which are "
          "independent: formerly one shared row against two vectors of one space (Sheppard's angle formula, a "
          "fraction that vanishes for opposite vectors), which is not the printed set.",
    settings={"ci": {"max_examples": 12, "budget_s": 1.0}},
)


# ------------------------------------------------------ Lemma E.4.10 lucky neurons stay activated (L8109-L8125)


def _icl_checks(cfg: ICL.ICLConfig) -> dict:
    """The checkable hypotheses of Theorem 6.3.3 on a training configuration, as terms: Condition 6.3.2 on the
    training tasks thmcheck.models.icl.train uses (the cyclic T_tr, |T_tr| = M1): slack 0 when every mu_j is mapped to +1 by
    exactly |T_tr|/M1 (>= 1) tasks and to -1 by as many, negative otherwise; and the step size (eta <= 1)."""
    tasks = ICL.cyclic_tasks(cfg.M1)
    plus, minus = ICL.condition6_3_2_counts(tasks, cfg.M1)
    share = Fraction(len(tasks), cfg.M1)
    dev = max(abs(Fraction(int(c)) - share) for c in [*plus.tolist(), *minus.tolist()])
    return {"Condition 6.3.2 slack": float(-dev - max(Fraction(0), 1 - share)), "eta_train": float(cfg.eta)}


def _icl_checks_min(cfgs: list[ICL.ICLConfig]) -> dict:
    """:func:`_icl_checks` over every trained model of a sweep: the smallest slack and the largest step size."""
    cs = [_icl_checks(c) for c in cfgs]
    return {"Condition 6.3.2 slack": min(c["Condition 6.3.2 slack"] for c in cs),
            "eta_train": max(c["eta_train"] for c in cs)}


_ICL_CHECKED = (
    Assumption("Condition 6.3.2", "the training tasks map every mu_j to +1 and to -1 by |T_tr|/M1 (>= 1) tasks each "
               "(L1804; checked on the cyclic T_tr the training draws from)", lambda q: q["Condition 6.3.2 slack"]),
    Assumption("eta <= 1", "step size eta <= 1 (Theorem 6.3.3, L1820)", lambda q: 1 - q["eta_train"]),
)
_LTS_ALPHA = Assumption("l_ts >= 1/alpha' (6.9)", "every test prompt of length l_ts has an alpha'/2 fraction of "
                        "same-pattern contexts with l_ts >= 1/alpha' (one such context: alpha' = 2/l_ts)",
                        lambda q: q["l_ts - 1/alpha' (min)"])


# ------------------- models tied to M1 by (6.9)-(6.10) (round 11: Theorems 6.3.3, 6.3.7, Cor. 6.4.3, Prop. 6.4.5)

_M1_PATH = (2.0, 3.0, 4.0, 6.0, 8.0, 12.0, 16.0, 20.0)  # a decade of M1 (M2 = 4 M1)
_M1_CAPS = {"ci": 8, "dev": 12, "deep": 20}  # the largest M1 a profile trains (CPU: 2.6 s at 8, ~15 s at 12, ~1 min at 20)
_M1_T_CONST = 60.0  # (6.10)'s hidden constant: T = 60 M1 sqrt(ln M1) / eta (eta = 1; alpha, beta fixed)


def _m1_cfg(M1: int, seed: int) -> ICL.ICLConfig:
    """The training configuration at M1 on the uniform path: M2 = 4 M1 (M2 = O(M1), L1762), m, B, l_tr tied to M1 by
    (6.9) with the shared model's constants (r9_thesisH.scaled_cfg: m ~ M1^2 log M1, B ~ M1 log M1, l_tr ~ log M1),
    and T = 60 M1 sqrt(ln M1) ((6.10) with one constant for every M1; the shared model's T = 250 at M1 = 6 is
    (6.10) with 42, which leaves the run unconverged at M1 >= 12: hinge 0.88 at T = 589)."""
    from thmcheck.checks.papers.thesis.r9_thesisH import scaled_cfg

    cap = _M1_CAPS.get(active_profile(), 8)
    if M1 > cap:
        raise SolverFailure(f"M1 = {M1} > {cap}: this profile does not train the tied model there (m ~ M1^2 log M1)")
    return dataclasses.replace(scaled_cfg(M1, seed), T=math.ceil(_M1_T_CONST * M1 * math.sqrt(math.log(M1))))


def _m1_move(inst: dict, t: float) -> dict:
    """The path M1 -> inf (M2 = 4 M1; m, B, l_tr, T follow (6.9)-(6.10) in _m1_cfg)."""
    return {**inst, "M1": max(2, int(round(t)))}


def _m1_model(M1: int, seed: int) -> ICL.ICLModel:
    return ICL.trained(_m1_cfg(int(M1), int(seed)), "cpu")  # float64 on the CPU (cached per configuration)


_M1_DIRS = (
    Direction("M1 -> inf (M2 = 4 M1; m, B, l_tr, T tied to M1 by (6.9)-(6.10))", "M1", math.inf, how="path",
              move=_m1_move, points=_M1_PATH, grows=("M1", "M2")),
    Direction("M2 (M2 = O(M1))", "M2", math.inf, how="unsearched",
              reason="M2 = O(M1) (L1762) ties M2 to M1; the path takes M2 = 4 M1, the thesis' ratio"),
)


@st.composite
def _e410_instances(draw: st.DrawFn) -> dict:
    """M1 in {2, 3, 4, 6} with the tied configuration of thesis.ch6.theorem6.3.7 ((6.9)-(6.10)), the width at 1 or 2
    times the tied m (m >~ M1^2 log M1 is a lower bound: a wider model meets it too), a training and a probe seed."""
    return {"M1": draw(st.sampled_from([2, 3, 4, 6])), "m_mult": draw(st.sampled_from([1, 2])),
            "train_seed": draw(st.sampled_from([0, 1])), "probe_seed": draw(SEEDS)}


def _e410_move_m(inst: dict, t: float) -> dict:
    """The width m = t times the tied m at the instance's M1 and seeds (round 22, the m path)."""
    return {**inst, "m_mult": max(int(inst.get("m_mult", 1)), int(round(t)))}


def _e410_measure(inst: dict, ctx: Ctx) -> Measurement:
    base = _m1_cfg(int(inst["M1"]), int(inst["train_seed"]))
    cfg = dataclasses.replace(base, m=base.m * int(inst.get("m_mult", 1)))
    n_probe = int(inst.get("n_probe", 64))
    r = ICL.lucky_activation(cfg, n_probe=n_probe, probe_seed=inst["probe_seed"], device="cpu")
    return Measurement(r["e38_off_fraction"], {}, {**r, "M1": cfg.M1, "M2": cfg.M2, "B": cfg.B, "l_tr": cfg.l_tr,
                                                   "T": cfg.T, "M1^2 log M1": cfg.M1 ** 2 * math.log(cfg.M1),
                                                   "n_probe": n_probe, **_icl_checks(cfg)})


LEMMA_E410 = Claim(
    id="thesis.ch6.lemmaE.4.10", expect="erratum", paper=PAPER, catalog_id="thesis.ch6.lemmaE.4.9",
    source=_src("Lemma E.4.10 (E.38)-(E.41), App. E; lucky sets (E.30)-(E.32), Definition E.4.8", "L8079-L8125"),
    statement="Under m >~ M1^2 log M1: (1) for all t >= 0, 1[W_O(i)^(t) V^n(t)] = 1 for i in W_n when z^n = +1 (E.38) "
              "and for i in U_n when z^n = -1 (E.39); (2) for t >= Theta(1) the same for every i in W = U_n W_n (E.40) "
              "and U (E.41).",
    kind="algorithmic", comparison="<=", bound=B.lemmaE_4_10_off_fraction, measure=_e410_measure,
    strategy=_e410_instances, constants="hypotheses",
    escalate=lambda inst, level: {**inst, "n_probe": 64 * 2**level},  # more probe prompts, same run
    assumptions=_ICL_CHECKED,
    eventually=("m",),
    directions=(
        Direction("m -> infinity (m = m_mult times the tied m of (6.9); the width requirement m >~ M1^2 log M1 read "
                  "as 'm large enough')", "m_mult", math.inf, how="path", move=_e410_move_m, points=(2, 4, 8, 16),
                  grows=("m",),
                  reason="the width requirement's constant is unspecified: a crossing is followed outwards in m at the "
                         "instance's M1 and seeds, with everything else (B, l_tr, T of (6.9)-(6.10)) as tied (round "
                         "22: ci to 16 times the tied m, dev half-decades further)"),
    ),
    second_path="tests/test_thesis_r22_undecided2.py::test_e410_lucky_neurons_switch_off_along_m",
    no_correction_reason="(E.38)-(E.39) are the lemma's conclusion 'every lucky neuron stays active at every t'; the "
                         "runs show a falling but non-zero share of lucky pairs switched off, and the text states no "
                         "fraction or probability that could replace it",
    evidence="Round 22 (undecided2): the width requirement m >~ M1^2 log M1 is read as 'm large enough' (eventually m; "
             "no requirement granted) and a crossing is followed outwards in m (m_mult times the tied m, B, l_tr, T "
             "tied by (6.9)-(6.10)): ci, M1 = 2 (M2 = 8, T = 100), train seed 0, probe seed 0: the (E.38)-(E.39) "
             "off fraction is 0.58 at the tied m = 20 and stays > 0 at every point to 16 times it (0.21 at m = 320): "
             "the crossing persists over 1.2 decades (violated); dev follows it to 160 times the tied m (m = 3200): "
             "0.020 there, 7 points over 2.2 decades, persisting. Second path (own numpy V^n(t) from the run's "
             "weights at EVERY step, tests/test_thesis_r22_undecided2.py): 590 of 2639 lucky pairs switch off at m "
             "= 320 (581 of 2649 with the query column in (E.30)'s sum), 711 of 10156 at m = 1280 (717 of 10186), "
             "genuine sign changes (least W_O(i) V^n(t) -0.25 and -0.0079 from positive starts). The earlier "
             "objection that the width path is confounded (round 21: at (6.10)'s T a wide model barely trains) "
             "does not rescue (E.38): a model that moves less switches fewer lucky neurons off, and they still "
             "switch off; 'for all t >= 0, 1[...] = 1 for i in W_n' fails at every width measured. Round 16 (undecided): stays conditional. Granted is only the width's constant (m >~ M1^2 log M1), a "
             "'large enough' requirement a path in m can approach; round 14's m-path at M1 = 3 (1 .. 256 times the "
             "tied m, T = 189) has the (E.38)-(E.39) off fraction 0.19, 0.16, 0.17, 0.033, 0.0053 at m = 31 .. 7936: "
             "it falls ~35x over the last decade, so the crossing does not (yet) persist as m grows, and whether "
             "it reaches 0 needs m >~ 3e4 (a lead: m_mult as an eventually path in dev/deep; the count of switched-"
             "off lucky neurons, not the fraction, decides the 'for all i' of (E.38)). Round 16 (undecided2): the "
             "COUNT of switched-off lucky pairs (n, i) (64 probes, probe seed 1, train seed 0, tracked every 10 steps "
             "to the tied T) along m at fixed M1: M1 = 3 (T = 189): 50, 170, 684, 526, 334, 257, 101 at 1, 4, 16, 64, "
             "256, 1024, 4096 times the tied m = 31 (m = 126976 last; fraction 1.0e-4 of 1.0e6 lucky pairs); M1 = 4 "
             "(T = 283): 88, 1246, 409 at 1, 16, 256 times m = 69. The count rises to ~16x the tied m, then falls "
             "(~m^-0.65 over the last decade at M1 = 3; the fraction ~m^-1.65): the 'for all i' is consistent with "
             "holding once m is large enough (count < 1 extrapolates to m ~ 1e8, beyond any run here), so the "
             "granted width constant stays granted: conditional. Round 21 (thesisEF): that m-path is confounded: it holds T = "
             "189 (M1 = 3, (6.10) with constant 60) while m grows, and with a_i = +-1/m the model does not train at "
             "those widths (thesis.ch6.eq6.14-width: hinge 0 up to m = 248, then 0.96, 0.9999, 0.99999 at m = 496, "
             "1984, 7936; max ||r_i^(T)|| 0.26, 0.040, 0.022), so the falling count of switched-off lucky pairs "
             "from 16 times the tied m on measures an untrained model whose W_O barely moves, not the lemma's "
             "trained iterates; the width requirement is met there, and what fails at those widths is (6.10)'s "
             "iteration count (thesis.ch6.theorem6.3.3-width). A fair width path needs T growing with m, which the "
             "printed (6.10) does not allow: the verdict stays conditional, the evidence for 'large m' is void.",
    no_mutant_reason="the bound is 0 (no lucky neuron of its sample ever switches off): a stricter bound would be "
                     "negative, below any fraction, and a looser one is not a statement of the lemma",
    domain=(Param("m", 1, math.inf, integer=True, text="m >~ M1^2 log M1 neurons",
                  unreached="m = 1 or 2 times the tied m (20 .. 400 at M1 = 2 .. 6) drawn (each instance reruns the "
                            "SGD run with probes every 10 steps); the m path reaches 16 times the tied m under ci, 160 "
                            "times under dev (round 22)"),
            Param("M1", 2, math.inf, integer=True, text="M1 relevant patterns",
                  unreached="M1 in {2, 3, 4, 6} (M2 = 4 M1; m, B, l_tr, T tied by (6.9)-(6.10) as in "
                            "thesis.ch6.theorem6.3.7)")),
    notes="Round 11: the conclusion is explicit (the fraction is 0; the hidden constants sit in m >~ M1^2 log M1 "
          "and t >= Theta(1)), so constants='hypotheses' (formerly 'hidden' on the one shared model M1 = 6, m in {50, "
          "200, 400}, T = 250). Instances now on the tied models of thesis.ch6.theorem6.3.7 (m, B, l_tr by (6.9), T = "
          "60 M1 sqrt(ln M1) by (6.10)), M1 in {2, 3, 4, 6}, width 1 or 2 times the tied m. Measured (seed 0, 64 "
          "probes, probe seed 1, tied m): the (E.38)-(E.39) off fraction is 0.47, 0.19, 0.15, 0.23, 0.13 at M1 = "
          "2, 3, 4, 6, 8 (m = 20, 31, 69, 200, 413) and the (E.40) fraction at T 0.46, 0.12, 0.22, 0.21, 0.15: it "
          "does not vanish as M1 (and with it the width margin) grows, a lead for an erratum once a path along M1 "
          "spans a decade (dev/deep) and a second path rebuilds the lucky sets. Earlier: 0.20 of the lucky pairs "
          "switch off at m = 200 (0.17 at m = 50) on the shared model. Round 14: the granted requirement is the "
          "width's constant; along the width at M1 = 3 (tied T = 189, probe seed 1) the (E.38)-(E.39) fraction falls "
          "0.19, 0.16, 0.17, 0.033, 0.0053 at m = 31, 124, 496, 1984, 7936 (1 .. 256 times the tied m): consistent "
          "with a large constant (conditional stays), while the (E.40) term rises 0.12, 0.17, 0.25, 0.34, 0.34; "
          "(E.40)/(E.41) are checked on their own over every training prompt at zero loss with m grown "
          "(thesis.ch6.eqE.40, erratum).",
    settings={"ci": {"max_examples": 3, "budget_s": 30.0, "min_valid": 1, "path_starts": 1, "path_decades": 0.0},
              "dev": {"path_starts": 2, "path_decades": 1.0}},
)


# ---------------------------------------------------------------------- trained ICL model (Theorem 6.3.3 ...)

ICL_CFG = ICL.ICLConfig(T=250)


def _icl_model(seed: int, device: str) -> ICL.ICLModel:
    return ICL.trained(ICL.ICLConfig(T=ICL_CFG.T, seed=seed), device)


_ICL_REQS = (
    uncertified("m >= Omega(M1^2 log M1)", "width requirement of Theorem 6.3.3 (6.9), hidden constant (m = 200 "
                "here, M1^2 log M1 = 64.5 at M1 = 6)",
                    why='(6.9) writes m >= Omega(M1^2 log M1); the constant of Omega is never given, so no finite m can be checked against it'),
    uncertified("B > Omega(max{eps^-2, M1} log M1)", "batch requirement (6.9), hidden constant (B = 64 here)",
        why='(6.9) writes B > Omega(...); the Omega constant is unspecified'),
    uncertified("l_tr >= max{Omega(log M1/alpha), Omega(1/(beta^2 alpha))}", "prompt-length requirement (6.9), hidden "
                "constants (l_tr = 20 here)",
                    why='both lower bounds of (6.9) are Omega(.) with unspecified constants'),
    uncertified("T = Theta(eta^-1 M1 alpha^-2/3 beta^-2/3 sqrt(log M1)) (6.10)", "iteration count, hidden constant "
                "(T = 250 SGD steps here)",
                    why='(6.10) fixes T only up to the unspecified constants of Theta(.)'),
)


_ICL_FIXED_DOMAIN = (
    Param("M1", 2, math.inf, integer=True, text="M1 in-domain-relevant patterns",
          unreached="one trained model (M1 = 6, M2 = 24, m = 200) serves every ci instance; the M1-scaling of the "
                    "trained quantities is checked by thesis.ch6.prop6.4.1 / lemmaE.4.5 (M1 = 4..12)"),
    Param("M2", 1, math.inf, integer=True, text="M2 irrelevant patterns",
          unreached="fixed M2 = 24 = 4 M1 (the paper's ratio) in the shared trained model"),
)


@st.composite
def _icl_adv_instances(draw: st.DrawFn) -> dict:
    """Adversarial-but-legal test prompts on the tied model at M1: one same-pattern context and l_ts - 1 contexts of
    the opposite decisive pattern ('opp'; the 'irr' family of non-decisive distractors does not exist at M1 = 2,
    where both patterns are decisive, so the M1 path could not start there); the paths grow l_ts and M1."""
    seeds = [0] if active_profile() == "ci" else [0, 1]
    return {"M1": draw(st.sampled_from([2, 3, 4, 6])), "train_seed": draw(st.sampled_from(seeds)),
            "eval_seed": draw(SEEDS), "mode": "opp", "n": 200,
            "l_ts": draw(st.sampled_from([10, 20, 50, 100]))}


_LTS_CAPS = {"ci": 1000, "dev": 1000, "deep": 4000}  # the longest test prompt a profile builds (a path past its grid)


def _adv_eval(inst: dict) -> tuple[ICL.ICLConfig, dict]:
    """Hinge, 0-1 error and attention mass on N_* of the tied model at M1 on n prompts of length l_ts (averaged over
    n_rep batches: the escalation)."""
    cap = _LTS_CAPS.get(active_profile(), 1000)
    if int(inst["l_ts"]) > cap:
        raise SolverFailure(f"l_ts = {inst['l_ts']} > {cap}: this profile does not build longer prompts (n l_ts (dx + "
                            "dy) floats per batch)")
    model = _m1_model(inst["M1"], inst["train_seed"])
    gen = generator(inst["eval_seed"])
    evs = []
    for _ in range(int(inst.get("n_rep", 1))):
        c, p, z, s = ICL.make_prompts(model.cfg, inst["n"], ICL.all_tasks(model.cfg.M1), int(inst["l_ts"]), 0.8, gen,
                                      adversarial=inst["mode"], device="cpu")
        if _n_same(inst) > 1:
            c, s = _more_same(model.cfg, c, p, z, s, _n_same(inst), gen)
        evs.append(ICL.evaluate(model, c, p, z, s))
    return model.cfg, {k: float(np.mean([e[k] for e in evs])) for k in evs[0]}


def _n_same(inst: dict) -> int:
    """The number of same-pattern contexts: 1 (alpha' = 2/l_ts), or k = alpha' l_ts / 2 (rounded, >= 1) when the
    instance fixes alpha' ('alpha_p': the reading alpha' = Theta(1))."""
    if "alpha_p" not in inst:
        return 1
    return max(1, math.floor(float(inst["alpha_p"]) * int(inst["l_ts"]) / 2 + 0.5))


def _more_same(cfg: ICL.ICLConfig, ctx: torch.Tensor, pq: torch.Tensor, z: torch.Tensor, same: torch.Tensor, k: int,
               gen: torch.Generator) -> tuple[torch.Tensor, torch.Tensor]:
    """Turn k - 1 more (random) distractor contexts of an 'opp' prompt into contexts of the query's pattern: their IDR
    part becomes the query's (mu_{query}, the first M1 coordinates; the IDI noise kappa nu_k stays) and their label
    the query's (the task maps the query's pattern to z)."""
    n, l = same.shape
    score = torch.rand(n, l, generator=gen, dtype=torch.float64)
    score[same.cpu()] = -1.0
    idx = score.topk(k - 1, dim=1).indices
    rows = torch.arange(n)[:, None]
    ctx = ctx.clone()
    same = same.clone()
    ctx[rows, idx, : cfg.M1] = pq[:, None, : cfg.M1]
    ctx[rows, idx, cfg.dx] = z[:, None]
    same[rows, idx] = True
    return ctx, same


def _adv_escalate(inst: dict, level: int) -> dict:
    """Sequential confirmation: the same instance averaged over 2^level batches of n fresh test prompts each."""
    return {**inst, "n_rep": 2**level}


def _adv_terms(cfg: ICL.ICLConfig, ev: dict, l_ts: int, k: int = 1) -> dict:
    """Terms of an adversarial instance: Condition 6.3.2 and eta <= 1 of the trained model, l_ts - 1/alpha' (k
    same-pattern contexts in l_ts: alpha' = 2k/l_ts), the tied sizes and the evaluation."""
    return {**_icl_checks(cfg), "l_ts - 1/alpha' (min)": l_ts - l_ts / (2 * k), "alpha'": 2 * k / l_ts, "l_ts": l_ts,
            "M1": cfg.M1, "M2": cfg.M2, "m": cfg.m, "B": cfg.B, "l_tr": cfg.l_tr, "T": cfg.T,
            **{k: round(v, 5) for k, v in ev.items()}}


def _lts_move(inst: dict, t: float) -> dict:
    """The path l_ts -> inf (alpha' = 2/l_ts -> 0 with l_ts >= 1/alpha'; the model and M1 stay)."""
    return {**inst, "l_ts": int(round(t))}


_LTS_PATH = (10.0, 15.0, 20.0, 30.0, 50.0, 70.0, 100.0, 150.0, 200.0, 300.0, 500.0, 700.0, 1000.0)  # 2 decades
_LTS_DIR = Direction("l_ts -> inf (one same-pattern context: alpha' = 2/l_ts -> 0, l_ts >= 1/alpha' kept)", "l_ts",
                     math.inf, how="path", move=_lts_move, points=_LTS_PATH)
_ADV_MODE_DIR = Direction("distractors", "mode", math.inf, how="unsearched",
                          reason="the l_ts - 1 other contexts carry the opposite decisive pattern ('opp'), which keeps "
                                 "the alpha'/2 assumption (L1794) and is the family the statement must cover; the "
                                 "gentler non-decisive family does not exist at M1 = 2 (no non-decisive pattern)")
_ADV_DOMAIN = (
    Param("l_ts", 1, math.inf, integer=True, text="l_ts >= 1/alpha' (6.9), alpha' in (0, 1] (L1794)",
          unreached="l_ts in {10, 20, 50, 100} drawn, the path 10 .. 1000 (deep: extended to 4000; alpha' = 2/l_ts >= 0.002); the prompts with "
                    "one same-pattern context have alpha' = 2/l_ts, so alpha' near 1 is not drawn (that is the "
                    "standard-prompt eps of thesis.ch6.theorem6.3.7)"),
    Param("M1", 2, math.inf, integer=True, text="M1 in-domain-relevant patterns",
          unreached="M1 in {2, 3, 4, 6} drawn, the tied path to 20 (ci trains up to 8, dev 12, deep 20): the tied "
                    "width m ~ M1^2 log M1 and T ~ M1 sqrt(log M1) make M1 = 20 a minute of CPU"),
    Param("M2", 1, math.inf, integer=True, text="M2 irrelevant patterns",
          unreached="M2 = 4 M1 (M2 = O(M1), L1762) on every instance"),
)


# ---- round 11 (helper ch6): the literal statements have no alpha' floor; the reading alpha' = Theta(1) (the proof's)

_AUDITS_633 = ("Independent audits (docs/audits/round11/thesis.md, auditors A and B, both CONFIRMED: A 'as printed'): "
               "nothing in (i)-(iv) of Theorem 6.3.3 depends on alpha', so one trained Psi must serve every admissible "
               "test family; with finite trained weights the single matching context among l_ts gets attention mass "
               "e^{s1}/(e^{s1} + (l_ts - 1) e^{s2}) -> 0, so the leakage -> 1 and the prediction follows the l_ts - 1 "
               "opposite-label distractors, for EVERY trained model (every m, B, l_tr, T): the failure does not hinge "
               "on the hidden sizes of (6.9)-(6.10). Auditor A (own simulation, zero-loss models, in-distribution "
               "held-out hinge 0.002-0.004, M1 = 4, M2 = 8, m = 100): leakage 0.17 ... 0.98 and test hinge 0 ... 3.56 "
               "at l_ts = 5 ... 1000; auditor B (M1 = 4 and 6, m = 100-150, B = 30-120, two seeds): leakage 0.53-0.58 "
               "... 0.93-0.98 and hinge 0.24-0.59 ... 2.20-2.53 at l_ts = 10 ... 5000 (error rate -> 1), against "
               "eps-scale sqrt(log M1/B) = 0.11-0.21. The proof keeps 1 - ((2 - alpha')/alpha') Theta(1/M1) in (E.71) "
               "L8265 and assumes alpha' bounded below (L8393 '(2 - alpha)/alpha = Theta(1) since alpha = Theta(1)'; "
               "L8452 alpha' >= M1^{-1/2}); the statements drop it. ")
_ALPHA_CONST_TEXT = ("alpha' read as a constant (Theta(1)), what the proof assumes (L8393; (E.71) L8265 keeps (2 - alpha')"
                     "/alpha'): alpha' in {0.2, 0.4, 1} fixed per instance, the test prompts have k = alpha' l_ts / 2 "
                     "contexts of the query's pattern and l_ts - k of the opposite decisive pattern, l_ts -> inf at "
                     "fixed alpha'; the Omega/Theta sizes of (6.9)-(6.10) stay granted (uncertified), so a crossing "
                     "(along M1) is at most conditional")
_ALPHA_CONST_LTS_DIR = Direction("l_ts -> inf at fixed alpha' (k = alpha' l_ts / 2 same-pattern contexts)", "l_ts",
                                 math.inf, how="path", move=_lts_move,
                                 points=(10.0, 20.0, 30.0, 50.0, 100.0, 200.0, 300.0, 500.0, 1000.0))
_ALPHA_CONST_ALPHA_DIR = Direction("alpha' (a constant)", "alpha_p", 0.0, how="unsearched",
                                   reason="the reading holds alpha' at a constant (drawn from {0.2, 0.4, 1}); alpha' "
                                          "-> 0 is the literal statement's l_ts path")


def _alpha_const_domain() -> tuple[Param, ...]:
    return (Param("l_ts", 1, math.inf, integer=True, text="l_ts >= 1/alpha' (6.9) at fixed alpha' = Theta(1)",
                  unreached="l_ts in {10, 20, 50, 100} drawn, the path 10 .. 1000 at fixed alpha'"),
            Param("alpha_p", 0, 1, lo_closed=False, text="alpha' in (0, 1], read as a constant",
                  unreached="alpha' in {0.2, 0.4, 1} (k = alpha' l_ts / 2 an integer on the l_ts grid); alpha' -> 0 "
                            "is the literal statement's path"),
            *_ADV_DOMAIN[1:])


@st.composite
def _icl_alpha_const_instances(draw: st.DrawFn) -> dict:
    """The reading alpha' = Theta(1): the adversarial instances with alpha' in {0.2, 0.4, 1} fixed (k = alpha' l_ts /
    2 same-pattern contexts)."""
    return {**draw(_icl_adv_instances()), "alpha_p": draw(st.sampled_from([0.2, 0.4, 1.0]))}


def _cor643_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = 1 - sum_{s in N_*} attn_s (the leakage, averaged over the prompts); the shape's M1^{-C}."""
    cfg, ev = _adv_eval(inst)
    return Measurement(max(1 - ev["mass"], 0.0), {"M1": cfg.M1, "C": float(inst["C"]), "l_ts": int(inst["l_ts"])},
                       _adv_terms(cfg, ev, int(inst["l_ts"]), _n_same(inst)))


@st.composite
def _cor643_instances(draw: st.DrawFn) -> dict:
    return {**draw(_icl_adv_instances()), "C": draw(st.floats(1.01, 4.0))}


@st.composite
def _cor643_alpha_const_instances(draw: st.DrawFn) -> dict:
    return {**draw(_icl_alpha_const_instances()), "C": draw(st.floats(1.01, 4.0))}


_COR643_C_DIR = Direction("C", "C", math.inf, how="search",
                          reason="C in [1.01, 4] drawn: M1^{-C} only shrinks as C grows (M1 >= 2), so a crossing at "
                                 "one C is one at every larger C")
_COR643_C_PARAM = Param("C", 1, math.inf, lo_closed=False, text="any constant C > 1",
                        unreached="C <= 4 drawn: a larger C only lowers the bound")


COR643 = Claim(
    id="thesis.ch6.cor6.4.3", paper=PAPER,
    source=_src("Corollary 6.4.3 (6.20), Sec. 6.4; test assumption of Theorem 6.3.3 (6.9)", "L1891-L1897, L1808-L1828"),
    statement="For any test query, with N_* the contexts sharing its IDR/ODR pattern, for any constant C > 1: "
              "sum_{s in N_*} attn_s >= 1 - Theta(1/M1^C) (6.20); test prompts need only an alpha'/2 fraction of "
              "same-pattern contexts and l_ts >= 1/alpha'. Checked: the leakage 1 - sum_{N_*} attn_s <= c M1^{-C} "
              "for one c (per C) over l_ts, alpha' and M1 (uniform shape).",
    kind="rate", comparison="<=", bound=B11.cor6_4_3_leak_shape, measure=_cor643_measure,
    strategy=_cor643_instances, constants="hidden", uniform=True, expect="erratum as printed",
    escalate=_adv_escalate,
    # literal: requirement-free (the failure along l_ts does not hinge on the hidden sizes of (6.9)-(6.10)); the
    # reading alpha' = Theta(1) keeps them granted (uncertified)
    assumptions=(*_ICL_CHECKED, _LTS_ALPHA),
    directions=(_LTS_DIR, *_M1_DIRS, _ADV_MODE_DIR, _COR643_C_DIR),
    readings=(Reading("alpha' = Theta(1)", _ALPHA_CONST_TEXT, strategy=_cor643_alpha_const_instances,
                      assumptions=(*_ICL_CHECKED, _LTS_ALPHA, *_ICL_REQS),
                      domain=(*_alpha_const_domain(), _COR643_C_PARAM),
                      directions=(_ALPHA_CONST_LTS_DIR, _ALPHA_CONST_ALPHA_DIR, *_M1_DIRS, _ADV_MODE_DIR, _COR643_C_DIR)),),
    evidence="Literal (L1891-L1897 with the test family of L1794, (6.9): alpha' in (0, 1], l_ts >= 1/alpha'): false "
             "without any granted size. Test prompts with ONE context of the query's pattern and l_ts - 1 of the "
             "opposite decisive pattern (alpha' = 2/l_ts, l_ts >= 1/alpha' met, slack l_ts/2) on the tied trained "
             "models (m, B, l_tr by (6.9), T = 60 M1 sqrt(ln M1) by (6.10); Condition 6.3.2 and eta <= 1 checked): "
             "the leakage 1 - sum_{N_*} attn grows along l_ts = 10 ... 1000 at fixed M1 (ci: ratio to M1^{-C} "
             "x13-x19 over 2 decades, leakage 0.6-0.7 at l_ts = 1000 against M1^{-C} = 0.03-0.13), while Theta(M1^{-C}) does "
             "not involve l_ts or alpha'. " + _AUDITS_633 + "Not the encoding: the measure is the softmax of (6.2) "
             "over the contexts on prompts of the printed family, and the second path recomputes it in numpy from "
             "the trained weights. Reading alpha' = Theta(1) (sizes granted): never violated (at fixed alpha' the "
             "leakage is flat along l_ts; it still grows along the tied M1 path, l_ts = 10: 0.006 -> 0.053 at M1 = 2 "
             "-> 8, less than a decade of M1 under ci).",
    no_correction_reason="the reading alpha' = Theta(1) is the corrected statement (the proof's own assumption, "
                         "L8393, with (E.71)'s (2 - alpha')/alpha' factor absorbed); it is checked as a Reading in the "
                         "same run, where the sizes of (6.9)-(6.10) stay granted",
    second_path="tests/test_thesis_r11_ch6.py::test_trained_model_leakage_rises_with_l_ts",
    mutants={"M1^{-C} 10/l_ts (a spurious decay along l_ts at fixed alpha')": B11.cor6_4_3_mut_lts},
    domain=(*_ADV_DOMAIN, _COR643_C_PARAM),
    notes=("Round 11 (ch6, after audits A and B): erratum as printed. The literal run grants nothing (only Condition "
           "6.3.2, eta <= 1 and l_ts >= 1/alpha' are checked) and is violated along l_ts; the reading alpha' = "
           "Theta(1) (k = alpha' l_ts / 2 matching contexts, alpha' in {0.2, 0.4, 1}) grants the sizes of (6.9)-"
           "(6.10): its leakage is flat along l_ts (M1 = 4: 0.030 at alpha' = 0.2, 0.004 at alpha' = 1, l_ts = 10 .. "
           "1000; M1 = 6: 0.054, 0.007) and grows along the tied M1 path, which spans less than a decade under ci "
           "(potential there; deep's M1 = 20 would decide conditional vs no counterexample). Mutants: a spurious "
           "10/l_ts decay at fixed alpha' (formerly M1^{-2C}, which the reading's sub-decade M1 path cannot kill). "
           "Round 11 (uniform): formerly the fitted exponent of the leakage in l_ts on the one shared model (M1 = 6, "
           "m = 200, T = 250), exponent 0.71 with its CI above 0 (conditional). Now lhs = the leakage at one (M1, "
           "l_ts) on the tied models of thesis.ch6.theorem6.3.7 (m, B, l_tr by (6.9), T = 60 M1 sqrt(ln M1) by (6.10)), "
           "shape M1^{-C}, paths l_ts -> inf (10 .. 1000) and M1 -> inf (2 .. 20, ci trains up to 8). Condition "
           "6.3.2, eta <= 1 and l_ts >= 1/alpha' are checked; the Omega/Theta requirements of (6.9)-(6.10) stay "
           "granted (uncertified), so a crossing is conditional. Measured (seed 0, 'opp', 200 prompts, eval seed 1), "
           "leakage at l_ts = 10, 20, 50, 100, 200, 400: M1 = 2: 0.006, 0.012, 0.030, 0.059, 0.11, 0.195; M1 = 4: "
           "0.030, 0.059, 0.127, 0.203, 0.300, 0.414; M1 = 6: 0.054, 0.104, 0.214, 0.325, 0.446, 0.562; M1 = 8: "
           "0.053, 0.103, 0.215, 0.332, 0.460, 0.579. The leakage grows with l_ts at every M1 (finite trained logits: "
           "l_ts - 1 distractors outweigh one context; the proof's (E.71) keeps a factor (2 - alpha')/alpha' the "
           "statement drops), and at fixed l_ts = 10 (alpha' = 0.2) it grows with M1 on the tied path (0.006 -> "
           "0.053 at M1 = 2 -> 8) where M1^{-C} falls: a candidate erratum along both directions (the M1 path "
           "needs dev/deep for its decade; an erratum needs a second path and a reading for alpha' constant)."),
    settings={"ci": {"max_examples": 6, "budget_s": 20.0, "min_valid": 3}},
)


def _thm633_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = the hinge loss on the adversarial prompts; the shape's eps = sqrt(log M1 / B)."""
    cfg, ev = _adv_eval(inst)
    return Measurement(ev["hinge"], {"M1": cfg.M1, "B": cfg.B, "l_ts": int(inst["l_ts"])},
                       _adv_terms(cfg, ev, int(inst["l_ts"]), _n_same(inst)))


_THM633_EPS_DIR = Direction("eps -> 0", "B", math.inf, how="unsearched",
                            reason="eps enters only through (6.9)(ii), B > Omega(max{eps^-2, M1} log M1): a smaller eps "
                                   "is a larger batch, i.e. another training run; on the tied path B ~ M1 log M1 sets "
                                   "eps = sqrt(log M1 / B), which the shape uses")


THM633 = Claim(
    id="thesis.ch6.theorem6.3.3", paper=PAPER,
    source=_src("Theorem 6.3.3 (6.9)-(6.11), Sec. 6.3", "L1808-L1828"),
    statement="Under Condition 6.3.2, m >= Omega(M1^2 log M1), B > Omega(max{eps^-2, M1} log M1), l_tr >= "
              "max{Omega(log M1/alpha), Omega(1/(beta^2 alpha))}, l_ts >= alpha'^{-1} (6.9), T = Theta(eta^-1 M1 "
              "alpha^{-2/3} beta^{-2/3} sqrt(log M1)) (6.10): E_{x_query, f in T} l(Psi; P, z) <= O(eps) (6.11). "
              "Checked: the uniform shape E l <= c eps with eps = sqrt(log M1 / B), the smallest eps that (6.9)(ii) "
              "allows at the tied batch B (its Omega constant in c), over l_ts, alpha' and M1.",
    kind="rate", comparison="<=", bound=B11.theorem6_3_3_hinge_shape, measure=_thm633_measure,
    strategy=_icl_adv_instances, constants="hidden", uniform=True, expect="erratum as printed",
    escalate=_adv_escalate,
    # literal: requirement-free (see thesis.ch6.cor6.4.3); the reading alpha' = Theta(1) keeps the sizes granted
    assumptions=(*_ICL_CHECKED, _LTS_ALPHA),
    directions=(_LTS_DIR, *_M1_DIRS, _ADV_MODE_DIR, _THM633_EPS_DIR),
    readings=(Reading("alpha' = Theta(1)", _ALPHA_CONST_TEXT, strategy=_icl_alpha_const_instances,
                      assumptions=(*_ICL_CHECKED, _LTS_ALPHA, *_ICL_REQS), domain=_alpha_const_domain(),
                      directions=(_ALPHA_CONST_LTS_DIR, _ALPHA_CONST_ALPHA_DIR, *_M1_DIRS, _ADV_MODE_DIR, _THM633_EPS_DIR)),),
    evidence="Literal (L1808-L1828 with the test family of L1794, (6.9): alpha' in (0, 1], l_ts >= 1/alpha'): false "
             "without any granted size. Test prompts with ONE context of the query's pattern and l_ts - 1 of the "
             "opposite decisive pattern (alpha' = 2/l_ts, l_ts >= 1/alpha' met, slack l_ts/2) on the tied trained "
             "models (m, B, l_tr by (6.9), T = 60 M1 sqrt(ln M1) by (6.10); Condition 6.3.2 and eta <= 1 checked): "
             "the hinge grows along l_ts = 10 ... 1000 at fixed M1 (ci: ratio to eps = sqrt(log M1/B) 0.072 -> 5.87, "
             "x81.6 over 2 decades, last point hinge 1.20 against eps = 0.205), while O(eps) does not involve l_ts "
             "or alpha'. " + _AUDITS_633 + "Not the encoding: the measure is the hinge of (6.2) on prompts of the "
             "printed family, and the second path recomputes it in numpy from the trained weights. Reading alpha' = "
             "Theta(1): conditional at most (sizes granted), never violated.",
    no_correction_reason="the reading alpha' = Theta(1) is the corrected statement (the proof's own assumption, "
                         "L8393, with (E.71)'s (2 - alpha')/alpha' factor absorbed); it is checked as a Reading in the "
                         "same run, where the sizes of (6.9)-(6.10) stay granted",
    second_path="tests/test_thesis_r11_ch6.py::test_trained_model_leakage_rises_with_l_ts",
    mutants={"O(eps) 10/l_ts (a spurious decay along l_ts at fixed alpha')": B11.theorem6_3_3_mut_lts},
    domain=_ADV_DOMAIN,
    notes=("Round 11 (ch6, after audits A and B): erratum as printed, as thesis.ch6.cor6.4.3 (literal run without "
           "granted sizes, violated along l_ts; reading alpha' = Theta(1) with the sizes granted: the hinge is flat "
           "along l_ts at fixed alpha', M1 = 4: 0.015 at alpha' = 0.2, 0 at alpha' = 1; M1 = 6: 0.041, 0; potential "
           "under ci along the sub-decade M1 path). Mutant: a spurious 10/l_ts decay at fixed alpha' (formerly "
           "O(eps/M1)). Round 11 (uniform): formerly the fitted exponent of the hinge in l_ts on the one shared model (M1 = 6, "
           "m = 200, T = 250): 1.02 with its CI above 0 (conditional). Now lhs = the hinge at one (M1, l_ts) on the "
           "tied models of thesis.ch6.theorem6.3.7, shape eps = sqrt(log M1 / B), paths l_ts -> inf (10 .. 1000) and "
           "M1 -> inf (2 .. 20, ci trains up to 8). The Omega/Theta requirements of (6.9)-(6.10) stay granted "
           "(uncertified): a crossing is conditional. Measured (seed 0, 'opp', 200 prompts, eval seed 1), hinge at "
           "l_ts = 10, 20, 50, 100, 200, 400: M1 = 2: 0, 0, 0, 0, 0.016, 0.188; M1 = 3: 0.007, 0.034, 0.082, 0.142, "
           "0.218, 0.327; M1 = 4: 0.015, 0.065, 0.182, 0.326, 0.537, 0.80; M1 = 6: 0.041, 0.127, 0.362, 0.616, "
           "0.89, 1.15; M1 = 8: 0.047, 0.117, 0.318, 0.62, 0.965, 1.23 (eps = sqrt(log M1 / B) = 0.21 .. 0.14): "
           "the loss grows with l_ts (alpha' = 2/l_ts -> 0) at every M1, and at fixed l_ts it does not fall with "
           "M1, so the crossing persists along the tied path as far as ci trains (a candidate erratum: the proof's "
           "(E.71) keeps (2 - alpha')/alpha'; an erratum needs a second path and a reading with alpha' constant). "
           "Round 5 (thesisEF, outside ci): with a = +-1/m and a fixed T = 250 the hinge on standard prompts rises "
           "with m (0.0002, 0.43, 0.999 at m = 200, 400, 800): (6.10) is m-free but the run is not."),
    settings={"ci": {"max_examples": 6, "budget_s": 20.0, "min_valid": 3}},
)


@st.composite
def _icl_eval_instances(draw: st.DrawFn) -> dict:
    return {"train_seed": draw(st.sampled_from([0, 1])), "eval_seed": draw(SEEDS),
            "n": draw(st.sampled_from([500, 1000])), "S1": draw(st.floats(1.0, 1.28)),
            "Kp": draw(st.sampled_from([0.01, 0.25, 0.5])), "sign": draw(st.sampled_from([1, -1]))}


def _thm634_measure(inst: dict, ctx: Ctx) -> Measurement:
    model = _icl_model(inst["train_seed"], ctx.device)
    cfg = model.cfg
    gen = generator(inst["eval_seed"])
    c, p, z, s = ICL.make_prompts(cfg, inst["n"], ICL.all_tasks(cfg.M1), 20, 0.8, gen, device=ctx.device)
    eps_id = ICL.evaluate(model, c, p, z)["hinge"]
    S1 = inst["S1"]
    # a + b = S1, a^2 + b^2 = 0.82
    disc = max(0.0, 2 * 0.82 - S1 * S1)
    a_ = (S1 + inst["sign"] * math.sqrt(disc)) / 2
    b_ = S1 - a_
    Rp = ICL.ood_patterns(cfg, a_, b_, ctx.device)
    _, nu, _ = ICL.patterns(cfg, ctx.device)
    tasks = [(0, 1), (1, 0), (0, 2), (2, 0)]
    c, p, z, s = ICL.make_prompts(cfg, inst["n"], tasks, 20, 0.8, gen, R=Rp, Nu=nu, Kx=inst["Kp"], device=ctx.device)
    ev = ICL.evaluate(model, c, p, z, s)
    return Measurement(ev["hinge"], {"eps_id": eps_id, "S1": S1}, {"a": a_, "b": b_, "ood_err": ev["err"],
                                                          "mass": ev["mass"], "M1": cfg.M1, "M2": cfg.M2,
                                                          **_icl_checks(cfg)})


def _thm634_move_s1(inst: dict, t: float) -> dict:
    """S_1 = t (the same a^2 + b^2 = 0.82 circle, the same branch ``sign``); every other field held."""
    return {**inst, "S1": float(t)}


THM634 = Claim(
    id="thesis.ch6.theorem6.3.4", paper=PAPER,
    source=_src("Theorem 6.3.4 (6.12)-(6.13), Sec. 6.3; OOD family of Sec. 6.5", "L1832-L1844, L1913-L1949"),
    statement="If mu'_j = sum_i k_{j,i} mu_i with S_j = sum_i k_{j,i} >= 1 and nu'_k in span(nu), then E_{x~D', f in "
              "T'} l(Psi; P, z) <= O(eps) (6.13).",
    kind="algorithmic", comparison="<=", bound=B7.thm634_shape, measure=_thm634_measure,
    strategy=_icl_eval_instances, constants="hidden", uniform=True,
    assumptions=(*_ICL_CHECKED, *_ICL_REQS),
    directions=(
        Direction("S_1 -> 1 (the edge of S_j >= 1)", "S1", 1.0, how="path", move=_thm634_move_s1,
                  points=(1.28, 1.2, 1.1, 1.05, 1.02, 1.01, 1.003, 1.001),
                  reason="O(eps) is one constant for every S_j >= 1: the ratio must stay bounded up to the edge"),
        Direction("K' (scale of nu')", "Kp", 0.0, how="search",
                  reason="K' in {0.01, 0.25, 0.5} drawn (K' = O(1), its constant hidden)"),
        Direction("M1 -> inf", "M1", math.inf, how="unsearched", reason=_ICL_M1_TIED),
        Direction("M2 -> inf", "M2", math.inf, how="unsearched", reason="M2 = 4 M1 (M2 = O(M1), L1762) follows M1")),
    mutants={"O(eps (S_1 - 1)) (wrong along S_1 -> 1)": B7.thm634_mut_s1},
    domain=(Param("S1", 1, math.inf, text="S_j = sum_i k_{j,i} >= 1",
                  unreached="S1 = a + b with a^2 + b^2 = 0.82 (the norm of the in-domain patterns, so mu'_1 stays on "
                            "their scale) caps S1 at sqrt(1.64) = 1.28"),
            Param("Kp", 0, math.inf, lo_closed=False, text="nu'_k in span(nu), scale K' = O(1)",
                  unreached="K' > 1 leaks through the untrained nu-block of W_K^T W_Q (notes): K' <= 0.5 drawn"),
            *_ICL_FIXED_DOMAIN),
    notes="Uniform shape check (round 7; formerly the OOD hinge against eps_id + 0.1, the catalog's 'small' predicate "
          "fixed before measuring, with the O(eps) constant granted): lhs = the OOD hinge on tasks involving mu'_1 = "
          "a mu_1 + b mu_2 (S1 = a + b in [1, 1.28], a^2 + b^2 = 0.82, K' in {0.01, 0.25, 0.5}), shape eps = the "
          "in-domain hinge of the same model on fresh prompts; the path S_1 -> 1 follows the edge of the hypothesis. "
          "Round 4 finding, kept: at S1 = 1.0 (a = 0.1, b = 0.9, K' in {0.25, 0.5}) the OOD hinge is 0.105 against "
          "the in-domain 0.0005 (ratio ~200: O(eps) needs a large constant at S1 = 1, which the uniform check allows "
          "as long as the ratio stays bounded). The 'necessity' of S_j >= 1 (Fig 6.3A, classification error) is not "
          "part of the theorem; the catalog finds error 0 down to S1 = -0.9 on the one-layer model. K' = 5 (the "
          "paper's) leaks through the untrained nu-block of W_K^T W_Q (catalog), so K' <= 0.5 is drawn, as K' = O(1) "
          "hides this constant.",
    settings={"ci": {"max_examples": 12, "budget_s": 15.0, "min_valid": 4}},
)


@st.composite
def _prune_instances(draw: st.DrawFn) -> dict:
    """Theorem 6.3.7's instances: M1 in {2, 3, 4, 6} (the path grows it), training seed 0 (1 too outside ci), an
    evaluation seed, n fresh prompts."""
    seeds = [0] if active_profile() == "ci" else [0, 1]
    return {"M1": draw(st.sampled_from([2, 3, 4, 6])), "train_seed": draw(st.sampled_from(seeds)),
            "eval_seed": draw(SEEDS), "n": draw(st.sampled_from([500, 1000]))}


def _prune_measure(inst: dict, ctx: Ctx) -> Measurement:
    """(6.15): lhs = the in-domain hinge after pruning L^c = {||r_i|| <= M2^{-1/2}}; eps = the hinge of the unpruned
    model on the same fresh prompts (the shape's eps)."""
    model = _m1_model(inst["M1"], inst["train_seed"])
    cfg = model.cfg
    gen = generator(inst["eval_seed"])
    c, p, z, _ = ICL.make_prompts(cfg, inst["n"], ICL.all_tasks(cfg.M1), 20, 0.8, gen, device="cpu")
    eps_id = ICL.evaluate(model, c, p, z)["hinge"]
    nr = ICL.neuron_norms(model)
    small = nr <= 1 / math.sqrt(cfg.M2)
    mask0 = model.mask.clone()
    try:
        model.mask = (~small).double()
        after = ICL.evaluate(model, c, p, z)["hinge"]
    finally:
        model.mask = mask0
    return Measurement(after, {"eps_id": eps_id, "M2": cfg.M2}, {"pruned_fraction": float(small.double().mean()),
                                                               "M1": cfg.M1, "m": cfg.m, "B": cfg.B, "T": cfg.T,
                                                               **_icl_checks(cfg)})


THM637 = Claim(
    id="thesis.ch6.theorem6.3.7", paper=PAPER,
    source=_src("Theorem 6.3.7 (6.14)-(6.15), Sec. 6.3", "L1848-L1866"),
    statement="There is L with |L| = Omega(m), ||r_i|| >= Omega(1) on L and ||r_i|| <= 1/sqrt(M2) on L^c (6.14); "
              "pruning L^c gives E l(Psi_{L^c}) <= O(eps + M2^{-1/2}) (6.15). Checked: (6.15) as the uniform shape "
              "eps + M2^{-1/2} (one constant for every M1, M2 = 4 M1) on L^c = {||r_i|| <= M2^{-1/2}}.",
    kind="algorithmic", comparison="<=", bound=B.theorem6_3_7_small_prune, measure=_prune_measure,
    strategy=_prune_instances, constants="hidden", uniform=True, assumptions=(*_ICL_CHECKED, *_ICL_REQS),
    directions=_M1_DIRS,
    ceiling=Ceiling(3.5, "thesis.ch6.eq6.15-certificate",
                    "the hinge is 1-Lipschitz in F, |a_i| = 1/m and ||sum_s attn_s p_s|| <= sqrt(beta^2 (1 + K^2) + "
                    "1), so pruning L^c raises each prompt's hinge by at most (|L^c|/m) sqrt(beta^2 (1 + K^2) + 1) "
                    "M2^{-1/2}: lhs <= eps_id + 3.5 M2^{-1/2} <= 3.5 (eps_id + M2^{-1/2}) on every model of this "
                    "claim (beta = 3, K = 1/2; eps_id the measured unpruned hinge, as this claim's shape reads eps)"),
    mutants={"the shape eps + M2^{-1/2} - 1/2 (an offset: <= 0 for M2 >= 4, so lhs <= 0 would be needed)":
             lambda eps_id, M2: eps_id + M2 ** -0.5 - 0.5},
    domain=(Param("M1", 2, math.inf, integer=True, text="M1 in-domain-relevant patterns",
                  unreached="M1 <= 20 (the path; ci trains up to 8, dev 12, deep 20): the tied width m ~ M1^2 log M1 "
                            "and T ~ M1 sqrt(log M1) make M1 = 20 a minute of CPU"),
            Param("M2", 1, math.inf, integer=True, text="M2 irrelevant patterns",
                  unreached="M2 = 4 M1 (M2 = O(M1), L1762) on every instance")),
    notes="Round 11 (uniform): (6.15) as the uniform shape eps + M2^{-1/2} (formerly constant 1 at the one shared "
          "model, M1 = 6). Instances M1 in {2, 3, 4, 6}; path M1 = 2 .. 20 (a decade; ci trains up to M1 = 8, dev 12, "
          "deep 20) on models whose m, B, l_tr follow (6.9) with the shared model's constants (r9_thesisH.scaled_cfg) "
          "and T = 60 M1 sqrt(ln M1) ((6.10), one constant: the tied T of round 9 was (6.10) with 42 and left M1 = 12 "
          "unconverged). ci (seed 0): lhs = eps (pruning changes nothing: pruned fraction ~4-5 %); the path from M1 = 4 has 3 points (M1 = 4, 6, 8; ci trains up to 8), ratio 5.3e-5 -> 4.0e-3 (x75), potential (too short, peak far below 1): lhs = eps < eps + M2^{-1/2} bounds the ratio by 1, so only pruning that raises the hinge can cross; the ratio grows because the unpruned hinge eps does (3.6e-4 -> 2.9e-3 at M1 = 4 .. 8 under T = 100 M1). L^c is the printed split; the "
          "large-first lower bound (6.16) and Fig 6.5 are not encoded. Round 21 (thesisEF): the potential is settled "
          "as holds by a proof, checked as thesis.ch6.eq6.15-certificate: the hinge is 1-Lipschitz in F, |a_i| = 1/m "
          "and ||sum_s attn_s p_s|| <= sqrt(beta^2 (1 + K^2) + 1), so pruning L^c moves each prompt's loss by at most "
          "(|L^c| / m) M2^{-1/2} sqrt(beta^2 (1 + K^2) + 1): this claim's ratio is at most max(1, sqrt(beta^2 (1 + "
          "K^2) + 1)) = 3.5 (beta = 3, K = 1/2) on every model, every M1, M2, m and T, in and out of domain, with no "
          "granted requirement; the engine's path verdict stays 'potential' only because the ratio (below 0.004) "
          "rises with the unpruned eps along the tied M1 path. Round 21 (thesisEF2): auditor A refuted that 'holds': "
          "the certificate is relative to the unpruned hinge and gives (6.15) only where (6.11)/(6.13) hold; at widths "
          "m >= (eta P T)^2 (allowed by (i)) every row is in L^c, the pruned hinge is exactly 1 and the ratio to eps + "
          "M2^{-1/2} grows like sqrt(M1): thesis.ch6.theorem6.3.7-width (same catalog row) is the erratum. This "
          "claim's own search keeps the tied width of (6.9) and its verdict (potential) is what that search says. "
          "Round 23 (undecidedP): settled in the run by the claim's ceiling (3.5, certified by "
          "thesis.ch6.eq6.15-certificate, whose explicit bound this claim's ratio cannot exceed at any model): the "
          "M1 path's ratio (below 0.004) rises but stays under it, so the verdict is holds for this encoding (eps read "
          "as the measured unpruned hinge); the width erratum stays thesis.ch6.theorem6.3.7-width.",
    settings={"ci": {"max_examples": 8, "budget_s": 20.0, "min_valid": 4}},
)


def _align_measure(which: str):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        """lhs = 1 - min cos over the top (1 - top) norm neurons (a proxy for L, |L| = Omega(m)) of the tied model
        at M1; the shape's M = M2 (dx, (6.21)) or M1 (dy, (6.22))."""
        model = _m1_model(inst["M1"], inst["train_seed"])
        cm, cq = ICL.alignment(model)
        nr = ICL.neuron_norms(model)
        big = nr > torch.quantile(nr, inst["top"])
        cos = cm if which == "dx" else cq
        worst = float(cos[big].min())
        return Measurement(1 - worst, {"M2": model.cfg.M2}, {
            "cos_min": worst, "cos_median": float(cos[big].median()), "(1 - cos_min) M2": (1 - worst) * model.cfg.M2,
            "M1": model.cfg.M1, "m": model.cfg.m, "B": model.cfg.B, "T": model.cfg.T, "L_size": int(big.sum()),
            **_icl_checks(model.cfg)})
    return measure


@st.composite
def _align_instances(draw: st.DrawFn) -> dict:
    seeds = [0] if active_profile() == "ci" else [0, 1]
    return {"M1": draw(st.sampled_from([2, 3, 4, 6])), "train_seed": draw(st.sampled_from(seeds)),
            "top": draw(st.floats(0.5, 0.8))}


PROP645 = Claim(
    id="thesis.ch6.prop6.4.5", paper=PAPER,
    source=_src("Proposition 6.4.5 (6.21)-(6.22), Sec. 6.4", "L1903-L1909"),
    statement="For i in L: cos(r_{i,dx}, mu_bar) >= 1 - Theta(1)/M2 (6.21) and cos(r_{i,dy}, sign(a_i) q) >= "
              "1 - Theta(1)/M1 (6.22). Checked: (6.21) as the uniform shape 1 - min_{i in L} cos <= c / M2 for one "
              "c over every M1 (M2 = 4 M1).",
    kind="algorithmic", comparison="<=", bound=B.prop6_4_5_gap_shape, measure=_align_measure("dx"),
    strategy=_align_instances, constants="hidden", uniform=True, assumptions=(*_ICL_CHECKED, *_ICL_REQS),
    directions=(*_M1_DIRS,
                Direction("|L| / m (the top-norm proxy of L)", "top", 0.8, how="search",
                          reason="top in [0.5, 0.8] drawn: L = the top 20-50 % of the neurons by norm, |L| = Omega(m)")),
    mutants={"Theta(1)/M2 - 1/8 (an offset: <= 0 from M2 = 8 on, so 1 - cos <= 0 would be needed)":
             lambda M2: 1 / M2 - 1 / 8},
    domain=(Param("M1", 2, math.inf, integer=True, text="M1 in-domain-relevant patterns",
                  unreached="M1 <= 20 (the path; ci trains up to 8, dev 12, deep 20): the tied width m ~ M1^2 log M1 "
                            "and T ~ M1 sqrt(log M1) make M1 = 20 a minute of CPU"),
            Param("M2", 1, math.inf, integer=True, text="M2 irrelevant patterns",
                  unreached="M2 = 4 M1 (M2 = O(M1), L1762) on every instance")),
    notes="Round 11 (uniform): (6.21) as the uniform shape 1/M2 (formerly (1 - min cos) M2 <= 1, the catalog's "
          "constant 1, at the one shared model M1 = 6), on the tied models of thesis.ch6.theorem6.3.7 (m, B, l_tr by "
          "(6.9), T = 60 M1 sqrt(ln M1) by (6.10)); instances M1 in {2, 3, 4, 6}, path M1 = 2 .. 20 (ci trains up to "
          "8). ci (seed 0): the path M1 = 2 .. 8 from the best instance, ratio 1.52 -> 2.50 (x1.64 over 0.6 decade): holds. Measured with T = max(scaled T, 100 M1) (seed 0 / seed 1), (1 - min cos) M2 over the top 50 %: 1.53 / 6.60, 1.04 / 0.87, 0.93 / 0.45, 0.47 / 0.22, 2.44 / 0.36 at M1 = 2, 3, 4, 6, 8, and 7.6 at M1 = 12 (m = 1109, B = 178, T = 1200, converged: hinge 6.8e-4; top 20 %: 0.93): the minimum over the top half is noisy (seed 1, M1 = 2: 6.6) and a rise at M1 = 12 is a lead for the dev path (M1 <= 12) and deep (<= 20); the proxy L (top norms) is not the proof's lucky set, so a rise there is a lead, "
          "not an erratum, until L is built as in the proof. (6.22) holds with more margin (catalog: cos >= 0.997).",
    settings={"ci": {"max_examples": 12, "budget_s": 20.0, "min_valid": 3}},
)


def _proj_measure(inst: dict, ctx: Ctx) -> Measurement:
    model = _icl_model(inst["train_seed"], ctx.device)
    own, other = ICL.projections(model)
    return Measurement(other / own, {"M1": model.cfg.M1, "M2": model.cfg.M2}, {"own": own, "other": other})


def _sibling_members(inst: dict, axes: dict[str, tuple], B: int, seed_key: str) -> list[dict]:
    """B instances around a drawn one: itself first, then its siblings that differ only in the categorical ``axes``
    (they read the same cached trained models), then the same with the training seed advanced by 1, 2, ..."""
    combos = [dict(zip(axes, v, strict=True)) for v in itertools.product(*axes.values())]
    first = {k: inst[k] for k in axes}
    combos = [first] + [c for c in combos if c != first]
    return [{**inst, **combos[i % len(combos)], seed_key: inst[seed_key] + i // len(combos)} for i in range(B)]


def _sibling_batch(measure, axes: dict[str, tuple], seed_key: str, span_key: str):  # noqa: ANN001, ANN202
    """``measure_batch`` of a claim whose instances share trained models: member i is ``_sibling_members(...)[i]``
    (a concrete instance: it replays through ``measure``); the span key carries the union of the members' sweeps."""
    def measure_batch(inst: dict, ctx: Ctx, B: int) -> BatchMeasurement:
        mem = _sibling_members(inst, axes, B, seed_key)
        ms = [measure(m, ctx) for m in mem]
        terms: dict = {}
        for k in ms[0].terms:
            if k == span_key:
                continue
            vals = [m.terms[k] for m in ms]
            if all(repr(v) == repr(vals[0]) for v in vals[1:]):
                terms[k] = tuple(vals[0]) if isinstance(vals[0], list) else vals[0]  # shared (a tuple: not per member)
            else:
                arr = np.empty(B, dtype=object)
                arr[:] = vals
                terms[k] = arr
        span = np.unique(np.concatenate([np.asarray(m.terms[span_key], float) for m in ms]))
        if len(span) == B:  # a shared array of length B would read as per-member values
            span = np.r_[span, span[:1]]
        terms[span_key] = span
        return BatchMeasurement(np.array([m.lhs for m in ms], float), {}, terms,
                                lhs_interval=(np.array([m.lhs_interval[0] for m in ms], float),
                                              np.array([m.lhs_interval[1] for m in ms], float)),
                                members=mem, stat=[m.stat for m in ms])
    return measure_batch


@st.composite
def _proj_instances(draw: st.DrawFn) -> dict:
    """One tied model (M1 in {2, 3, 4, 6}, a training seed), the pair (p, W) of Prop. 6.4.1 ((p_query, W_Q) or
    (p_i, W_K)) and the bounded part ((6.18) other relevant patterns a, (6.19) irrelevant patterns b)."""
    seeds = [0] if active_profile() == "ci" else [0, 1]
    return {"M1": draw(st.sampled_from([2, 3, 4, 6])), "train_seed": draw(st.sampled_from(seeds)),
            "which": draw(st.sampled_from(["Q", "K"])), "part": draw(st.sampled_from(["a", "b"]))}


def _proj_scaling_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = the ratio (6.18)/(6.17) = max |[mu_k; 0]^T W p| / min [mu_j; 0]^T W p (part a; part b: (6.19)/(6.17),
    the irrelevant patterns nu_k) over p = (mu_j, 0) for W = W_Q, p = (mu_j, +-q) for W = W_K, on the tied model at
    M1 (the sqrt(log M1) factors of (6.17)-(6.19) cancel); the shape's 1/M1 + 1/M2."""
    model = _m1_model(inst["M1"], inst["train_seed"])
    own, other = ICL.projections(model, inst["which"], inst["part"])
    cfg = model.cfg
    return Measurement(other / own, {"M1": cfg.M1, "M2": cfg.M2}, {
        "W": f"W_{inst['which']}", "bounded part": "(6.18) other relevant a" if inst["part"] == "a" else
        "(6.19) irrelevant b", "own projection": own, "other projection": other, "ratio * M1": other / own * cfg.M1,
        "m": cfg.m, "B": cfg.B, "l_tr": cfg.l_tr, "T": cfg.T, **_icl_checks(cfg)})


PROP641 = Claim(
    id="thesis.ch6.prop6.4.1", paper=PAPER,
    source=_src("Proposition 6.4.1 (6.17)-(6.19), Sec. 6.4", "L1877-L1887"),
    statement="For (p, W) in {(p_query, W_Q^(T)), (p_i, W_K^(T))}: ||[XDR(p)^T, 0] W p|| >= Omega(sqrt(log M1)) (6.17); "
              "||[a^T, 0] W p|| <= O(sqrt(log M1)(1/M1 + 1/M2)) for any other relevant pattern a (6.18) and "
              "||[b^T, 0] W p|| <= O(sqrt(log M1)(1/M1 + 1/M2)) for any irrelevant pattern b (6.19). Checked: the "
              "ratio (6.18)/(6.17) (resp. (6.19)/(6.17)) <= c (1/M1 + 1/M2) for one c over M1 (uniform shape, M2 = 4 "
              "M1).",
    kind="rate", comparison="<=", bound=B.prop6_4_1_ratio, measure=_proj_scaling_measure,
    strategy=_proj_instances, constants="hidden", uniform=True, assumptions=(*_ICL_CHECKED, *_ICL_REQS),
    directions=(*_M1_DIRS,
                Direction("(p, W) and the bounded part", "which", math.inf, how="search",
                          reason="W_Q / W_K and (6.18) / (6.19) drawn (the four printed cases)")),
    mutants={"1/M1 + 1/M2 - 1/2 (an offset: <= 0 from M1 = 3 on, so a ratio <= 0 would be needed)":
             lambda M1, M2: 1 / M1 + 1 / M2 - 0.5},
    domain=(Param("M1", 2, math.inf, integer=True, text="M1 relevant patterns",
                  unreached="M1 in {2, 3, 4, 6} drawn, the tied path to 20 (ci trains up to 8, dev 12, deep 20): the "
                            "tied width m ~ M1^2 log M1 and T ~ M1 sqrt(log M1) make M1 = 20 a minute of CPU"),
            Param("M2", 1, math.inf, integer=True, text="M2 irrelevant patterns",
                  unreached="M2 = 4 M1 (M2 = O(M1), L1762) on every instance")),
    notes="Round 11 (uniform): formerly the fitted exponent of the ratio in M1 on models with m = 200, T = 250 held "
          "for every M1 (M1 = 4..40 by escalation: ratio 0.347 .. 0.40, exponent 0.03, conditional), which leaves "
          "(6.9)-(6.10) as M1 grows. Now lhs = the ratio at one M1 on the tied models of thesis.ch6.theorem6.3.7 (m, "
          "B, l_tr by (6.9), T = 60 M1 sqrt(ln M1) by (6.10)), shape 1/M1 + 1/M2, path M1 = 2 .. 20 (ci trains up "
          "to 8). Measured (seed 0), ratio * M1 for (W_Q, a), (W_Q, b), (W_K, a), (W_K, b): M1 = 2: 1.32, 0.035, "
          "1.51, 0.041; 3: 2.27, 0.24, 2.78, 0.096; 4: 1.39, 0.017, 1.38, 0.030; 6: 2.35, 0.016, 2.29, 0.019; 8: "
          "2.99, 0.012, 2.99, 0.016: part (b) decays faster than 1/M2, part (a) grows slowly against 1/M1 (x2.3 "
          "over M1 = 2 .. 8, a lead for the dev/deep path to M1 = 20). Partners on the training tasks do not decay "
          "as (E.7)/(E.11) predict on the untied models (the hinge indicator 1[zF < 1] dropped in (E.110): once "
          "margins reach 1 training freezes).",
    settings={"ci": {"max_examples": 12, "budget_s": 10.0, "min_valid": 3}},
)


@st.composite
def _e45_instances(draw: st.DrawFn) -> dict:
    """One tied model (M1 in {2, 3, 4, 6}, a training seed), W_Q or W_K, and the component: other relevant patterns
    ((E.8)/(E.12), shape 1/M1) or irrelevant patterns ((E.9)/(E.13), shape 1/M2)."""
    seeds = [0] if active_profile() == "ci" else [0, 1]
    return {"M1": draw(st.sampled_from([2, 3, 4, 6])), "train_seed": draw(st.sampled_from(seeds)),
            "which": draw(st.sampled_from(["Q", "K"])), "component": draw(st.sampled_from(["other", "idi"]))}


def _e45_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = the worst ratio (component / own) of the accumulated update Delta = W^(T) - W^(0) applied to the query
    (other relevant patterns, or irrelevant ones) on the tied model at M1; the shape's M = M1 (other) or M2 (idi)."""
    model = _m1_model(inst["M1"], inst["train_seed"])
    cfg = model.cfg
    r = ICL.update_projections(model, inst["which"])
    other = inst["component"] == "other"
    lhs = r["other_ratio"] if other else r["idi_ratio"]
    M = cfg.M1 if other else cfg.M2
    return Measurement(lhs, {"M": M}, {"W": f"W_{inst['which']}", "component": inst["component"],
                                       "ratio * M": lhs * M, "M1": cfg.M1, "M2": cfg.M2, "m": cfg.m, "B": cfg.B,
                                       "T": cfg.T, **{k: round(v, 6) for k, v in r.items()}, **_icl_checks(cfg)})


LEMMA_E45 = Claim(
    id="thesis.ch6.lemmaE.4.5", paper=PAPER,
    source=_src("Lemma E.4.5 (E.6)-(E.13), App. E; Lemmas E.4.6-E.4.7 (E.14)-(E.27)", "L8005-L8099"),
    statement="Accumulated W_Q (W_K) updates applied to the query: the mu_j component grows as >~ eta (1/M1) sum_b zeta_b "
              "delta gamma_b beta^4 (E.6); the components on the same-task partner are <~ e^{-Theta((eta t0/M1)^2)} "
              "(E.7), on other relevant patterns <~ 1/M1 (E.8) and on irrelevant patterns <~ 1/M2 (E.9) times it. "
              "Checked: (E.8) and (E.9) (and (E.12)-(E.13) for W_K) as the uniform shapes other / own <= c / M1 and "
              "irrelevant / own <= c / M2 over M1 (M2 = 4 M1).",
    kind="rate", comparison="<=", bound=B.lemmaE_4_5_shape, measure=_e45_measure,
    strategy=_e45_instances, constants="hidden", uniform=True, assumptions=(*_ICL_CHECKED, *_ICL_REQS),
    directions=(*_M1_DIRS,
                Direction("W and the component", "which", math.inf, how="search",
                          reason="W_Q / W_K and other relevant / irrelevant patterns drawn (the printed cases)")),
    mutants={"1/M - 1/6 (an offset: <= 0 for M >= 6, so a ratio <= 0 would be needed)": lambda M: 1 / M - 1 / 6},
    domain=(Param("M1", 2, math.inf, integer=True, text="M1 relevant patterns",
                  unreached="M1 in {2, 3, 4, 6} drawn, the tied path to 20 (ci trains up to 8, dev 12, deep 20): the "
                            "tied width m ~ M1^2 log M1 and T ~ M1 sqrt(log M1) make M1 = 20 a minute of CPU"),
            Param("M2", 1, math.inf, integer=True, text="M2 irrelevant patterns",
                  unreached="M2 = 4 M1 (M2 = O(M1), L1762) on every instance")),
    notes="Round 11 (uniform): formerly the fitted exponent in M1 of M1 x (other / own) and M2 x (irrelevant / own) "
          "on models with m = 200, T = 250 held for every M1 (escalated to M1 = 40: the M2-scaled W_K ratio grew like "
          "M1^1.43, conditional), which leaves (6.9)-(6.10) as M1 grows. Now lhs = the ratio at one M1 on the tied "
          "models of thesis.ch6.theorem6.3.7 (m, B, l_tr by (6.9), T = 60 M1 sqrt(ln M1) by (6.10)), shape 1/M1 "
          "(other) or 1/M2 (irrelevant), path M1 = 2 .. 20 (ci trains up to 8). Measured (seed 0): other x M1 (W_Q / "
          "W_K) = 0, 0, 0.50 / 0.52, 0.39 / 0.47, 0.34 / 0.35 at M1 = 2, 3, 4, 6, 8 (no other relevant pattern "
          "outside the training-task partners at M1 <= 3: ratio 0); irrelevant x M2 = 0.21 / 0.23, 0.96 / 0.37, "
          "0.094 / 0.12, 0.091 / 0.10, 0.065 / 0.071: both bounded or falling on the tied path (the untied growth "
          "was outside the hypotheses). The partner ratio (E.7) is a term (same training freeze as "
          "thesis.ch6.prop6.4.1); the W_Q update on the label columns is exactly 0 ((E.153), term label_cols_max). "
          "Lemmas E.4.6-E.4.7 (W_V, W_O) are not encoded.",
    settings={"ci": {"max_examples": 12, "budget_s": 10.0, "min_valid": 3}},
)


# ---------------------------------------------------------- Sec. 6.5 / Fig E.1 mechanism: T vs alpha (L1828, L7920)


def _icl_l_tr(alpha: float) -> int:
    """l_tr >= Omega(log M1/alpha) ((6.9)): l_tr = max(20, ceil(6/alpha)) (6/alpha = 3.3 log(M1)/alpha at M1 = 6), so
    the alpha -> 0 direction stays inside the hypotheses (l_tr = 20 for alpha >= 0.3, 30 at 0.2, 60 at 0.1)."""
    return max(20, math.ceil(6 / alpha - 1e-9))


def _icl_alpha_cfg(alpha: float, seed: int) -> ICL.ICLConfig:
    if active_profile() == "deep":  # the catalog's Fig E.1 sweep: m = 200, eta = 0.2
        return ICL.ICLConfig(alpha=alpha, m=200, eta=0.2, seed=seed, l_tr=_icl_l_tr(alpha))
    return ICL.ICLConfig(alpha=alpha, m=50, eta=1.0, seed=seed, l_tr=_icl_l_tr(alpha))


@lru_cache(maxsize=64)
def _icl_t_needed(alpha: float, seed: int, deep: bool) -> int:
    model, t = ICL.train(_icl_alpha_cfg(alpha, seed), stop_below=0.05, t_max=20000 if deep else 3000)
    return (t + 1) if t is not None else -1  # -1: not converged within the cap (censored; left out of the fit)


_ALPHA_GRID = (1.0, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.15, 0.095)  # the runs a path and the draws share (cached)


@st.composite
def _icl_alpha_instances(draw: st.DrawFn) -> dict:
    # one alpha of the grid and a training seed; the path alpha -> 0 moves alpha along the same grid, so under ci one
    # training seed (8) keeps every path point a cached run (10 runs, ~6 s of CPU); dev/deep draw seeds 0-9
    seed = draw(st.just(8) if active_profile() == "ci" else st.integers(0, 9))
    return {"seed": seed, "alpha": draw(st.sampled_from(_ALPHA_GRID)), "n_seeds": 1}


def _icl_alpha_move(inst: dict, t: float) -> dict:
    """The path alpha -> 0 (l_tr = max(20, ceil(6/alpha)) follows (6.9); m, eta, M1, beta stay)."""
    return {**inst, "alpha": float(t)}


def _icl_alpha_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = T_needed(alpha): iterations until the training hinge EMA < 0.05, averaged over ``n_seeds`` consecutive
    training seeds; the shape's parameters (eta, M1, beta) are those of the run."""
    deep = active_profile() == "deep"
    alpha = float(inst["alpha"])
    if alpha < min(_ALPHA_GRID) - 1e-12 and not deep:  # a path extension past the grid: known censored, not trained
        raise SolverFailure(f"alpha = {alpha:.3g} < {min(_ALPHA_GRID)}: the m = 50, eta = 1 run does not reach the EMA "
                            "0.05 within 3000 steps there (alpha = 0.08 is censored)")
    seeds = [int(inst["seed"]) + i for i in range(int(inst.get("n_seeds", 1)))]
    runs = [_icl_t_needed(alpha, s, deep) for s in seeds]
    if min(runs) < 0:
        raise SolverFailure(f"training run not converged within the cap at alpha = {alpha} (censored)")
    cfg = _icl_alpha_cfg(alpha, seeds[0])
    T = float(np.mean(runs))
    return Measurement(T, {"alpha": alpha, "eta": cfg.eta, "M1": cfg.M1, "beta": cfg.beta},
                       {**_icl_checks_min([_icl_alpha_cfg(alpha, s) for s in seeds]), "seeds": len(seeds),
                        "T_needed per seed": runs, "m": cfg.m, "l_tr": cfg.l_tr,
                        "T * alpha^(2/3)": round(T * alpha ** (2 / 3), 2)})


REMARK_MECH = Claim(
    id="thesis.ch6.remark.mechanism-experiments", paper=PAPER,
    source=_src("Theorem 6.3.3 insight 3 (L1828), (6.10), Fig E.1 (L7920-L7929); Sec. 6.5", "L1828, L1913-L1949, "
                "L7920-L7929"),
    statement="'The required number of iterations and the training samples is proportional to alpha^{-2/3}' (L1828); "
              "Fig E.1: 'the required number of training iterations is linear in alpha^{-2/3}' (T = Theta(eta^-1 M1 "
              "alpha^{-2/3} beta^{-2/3} sqrt(log M1)), (6.10)). Checked as the uniform shape: T_needed >= c "
              "eta^-1 M1 alpha^{-2/3} beta^{-2/3} sqrt(log M1) for one c > 0 over alpha in (0, 1] (the side of "
              "'proportional' that a flatter T_needed breaks; the upper side T_needed <~ shape falls along the same path, see the notes).",
    kind="rate", comparison=">=", bound=B.theorem6_3_3_T_shape, measure=_icl_alpha_measure,
    strategy=_icl_alpha_instances, constants="hidden", uniform=True,
    # sequential confirmation: T_needed averaged over 1 + level consecutive training seeds (ci stops at 2 seeds)
    escalate=lambda inst, level: {**inst, "n_seeds": 1 + (min(level, 1) if active_profile() == "ci" else level)},
    assumptions=(*_ICL_CHECKED, *_ICL_REQS),
    directions=(
        Direction("alpha -> 0 (l_tr = max(20, ceil(6/alpha)) follows (6.9))", "alpha", 0.0, how="path",
                  move=_icl_alpha_move, points=(1.0, 0.6, 0.4, 0.3, 0.2, 0.15, 0.095)),
        Direction("eta, M1, beta", "M1", math.inf, how="unsearched",
                  reason="the statement (L1828, Fig E.1) is the dependence on alpha at fixed eta, M1, beta (the "
                         "figure's sweep holds them); their own rates in (6.10) are thesis.ch6.theorem6.3.3's"),
    ),
    mutants={"alpha^{-2} in place of alpha^{-2/3} (a wrong power)":
             lambda alpha, eta, M1, beta: B.theorem6_3_3_T_shape(alpha, eta, M1, beta) * alpha ** (-4 / 3),
             "a spurious (1 + log(1/alpha))^4 factor (a polylog the statement does not print)":
             lambda alpha, eta, M1, beta: B.theorem6_3_3_T_shape(alpha, eta, M1, beta) * (1 + math.log(1 / alpha)) ** 4},
    domain=(Param("alpha", 0, 1, lo_closed=False, text="alpha in (0, 1] (fraction of relevant context examples)",
                  unreached="alpha >= 0.095 (a decade), with l_tr = max(20, ceil(6/alpha)) as (6.9) requires; at "
                            "alpha = 0.08 (l_tr = 75) the m = 50, eta = 1 run does not reach the EMA 0.05 within "
                            "3000 steps (a censored run is a SolverFailure)"),),
    notes="Round 11 (uniform): the fitted-exponent check (exponent == -2/3) is replaced by the uniform shape check "
          "(issue 'hidden constants'): lhs = T_needed(alpha) (iterations until the training hinge EMA < 0.05; model "
          "(6.2), M1 = 6, M2 = 24, cyclic |T_tr| = M1, B = 64, a = +-1/m, ci: m = 50, eta = 1; deep: the catalog's "
          "m = 200, eta = 0.2), shape (6.10) with the run's eta, M1, beta; the path alpha -> 0 over "
          "1 .. 0.095 (a decade) reads the cached runs. Formerly conditional: the fitted exponent -0.52 [-0.63, "
          "-0.42] (seeds 0, 2, 8) excluded -2/3, read as an equality of exponents. As a hidden-constant statement "
          "'proportional' is two one-sided bounds with one constant each: along the path shape / T_needed grows only "
          "like alpha^{-0.15} (x1.4 over the decade; T_needed = 68, 73, 76, 80, 85, 94, 113, 137, 170, 201 for "
          "alpha = 1 .. 0.095, seed 8; ci path ratio shape / T_needed 0.054 -> 0.083, x1.5), far from the x10 a "
          "divergence needs: holds. The upper side (not encoded: its ratio T_needed / shape falls along the same "
          "path, ~18 -> 12, so it cannot diverge there; a reading with the other comparison would let every "
          "planted shape survive as 'violated as printed') holds too. The exponent gap stays a measured fact (a flatter T_needed than "
          "alpha^{-2/3} on the reachable decade), not a refutation of a Theta(.) statement. Round 10's notes: l_tr "
          "follows (6.9), l_tr = max(20, ceil(6/alpha)), which makes the alpha -> 0 direction reachable.",
    settings={"ci": {"max_examples": 6, "budget_s": 20.0, "min_valid": 3}},
)


_REAL = [COND632, LEMMA_E411, LEMMA_E49, LEMMA_E410, COR643, THM633, THM634, THM637, PROP645, PROP641, REMARK_MECH, LEMMA_E45]
CLAIMS = _REAL  # Lemma E.4.3 is a uniform check in appEF_uniform
give_directions(CLAIMS)  # every hidden-constant claim lists the directions of its printed domain

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-21 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch6.theorem6.3.7': 'auditor A: refuted the proposed verdict change potential -> holds (the pruning certificate is right but carries (6.11)/(6.13), which fail inside the printed hypotheses as m -> inf); the claim stays potential on its tied-width path, and thesis.ch6.theorem6.3.7-width (auditor B: confirmed) is the erratum along the width',
}, 'docs/audits/round21/thesis.md')

# ---- round-22 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch6.lemmaE.4.10': "auditor B: confirmed as printed (the deterministic 'every lucky neuron stays on for all t' fails at every finite m on the path; the switched-off fraction falls with m, so a with-high-probability reading in m may hold: not encoded, the label stays erratum)",
}, 'docs/audits/round22/thesis.md')


# ---- round-23 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch6.theorem6.3.7': "auditor A: confirmed (holds as encoded, eps read as the unpruned hinge; the certificate's 3.5 covers in-domain prompts with beta = 3, K = 1/2, ||q|| = 1, the encoding's draw)",
}, 'docs/audits/round23/thesis.md')
