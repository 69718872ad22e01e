"""thesis, App. F (round 33, helper ch7): (F.46) L9519's last links, seed 003 L9517-L9521.

- ``thesis.ch7.eqF.46-link``: the printed link 'Theta(log(K/eps)) - eps = Theta(log(K/eps))' as its own step, a
  uniform hidden-constant check over Theorem 4's domain K >= 2 (L2056), eps in (0, 1): the left Theta is c0 log(K/eps)
  for a fixed constant c0 > 0 ((F.32) prints c0 = 1; drawn), the right one one constant c serving every (K, eps). At
  K = 2, eps -> 1 the left member is below (c0 - 1/log 2) log(K/eps): negative for c0 <= 1/log 2, (F.32)'s c0 = 1
  included: erratum as printed (round 32's referee A moved it from K = 1, outside Theorem 4); the reading 'eps small
  enough' (eps <= eps0(c0), eps0 / log(1/eps0) = c0 / 2) holds with c = c0 / 2.
- ``thesis.ch7.eqF.46-last-endeps``: thesis.ch7.eqF.46-last (r29_discF) at the eps -> 1 end (eps in [0.5, 1)): the
  trained model's TSR-pattern score against Theta(log(K/eps)) where the link's middle member is negative.

Second path in ``tests/test_thesis_r33_ch7.py``.
"""

from __future__ import annotations

import dataclasses
import math

from hypothesis import strategies as st

from thmcheck.bounds.thesis import r33_ch7 as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r29_discF as R29
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform

SP = "tests/test_thesis_r33_ch7.py::"

CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ============================================ (F.46) L9519: Theta(log(K/eps)) - eps = Theta(log(K/eps))


def eps0(c0: float) -> float:
    """The eps0 in (0, 1) with eps0 = (c0 / 2) log(1/eps0) (bisection): for eps <= eps0, c0 log(K/eps) - eps >= (c0 /
    2) log(K/eps) at every K >= 1."""
    lo, hi = 1e-300, 1.0 - 1e-16
    for _ in range(200):
        mid = math.sqrt(lo * hi) if hi < 0.5 else 0.5 * (lo + hi)
        if mid <= 0.5 * c0 * math.log(1.0 / mid):
            lo = mid
        else:
            hi = mid
    return lo


@st.composite
def _link_instances(draw: st.DrawFn, small: bool = False) -> dict:
    """K in 2..64 (atom 2; Theorem 4's CoT error (7.7) is defined for K >= 2, L2056), the left Theta's constant c0
    log-uniform in [0.5, 20] (atom 1, (F.32)'s constant), eps in (0, 1): atoms 0.9,
    0.99, 1 - 1e-6 and log-uniform in [1e-8, 0.5] or uniform in [0.5, 1 - 1e-9]. ``small``: eps <= eps0(c0) (the
    reading), log-uniform in [1e-8, eps0(c0)]."""
    K = draw(st.one_of(st.just(2), st.integers(2, 64)))
    c0 = draw(st.one_of(st.just(1.0), log_uniform(0.5, 20.0)))
    if small:
        e0 = eps0(c0)
        eps = draw(st.one_of(st.just(e0), log_uniform(1e-8, e0)))
    else:
        eps = draw(st.one_of(st.sampled_from([0.9, 0.99, 1 - 1e-6]), log_uniform(1e-8, 0.5),
                             st.floats(0.5, 1 - 1e-9)))
    return {"K": K, "c0": c0, "eps": float(eps)}


def _link_measure(inst: dict, ctx_: Ctx) -> Measurement:
    K, c0, eps = inst["K"], inst["c0"], inst["eps"]
    lhs = c0 * math.log(K / eps) - eps
    return Measurement(lhs, {"K": K, "eps": eps}, {"c0": c0, "log(K/eps)": math.log(K / eps),
                                                   "ratio": lhs / math.log(K / eps)})


def _move_eps(inst: dict, t: float) -> dict:
    return {**inst, "eps": t}


def _move_eps_k1(inst: dict, t: float) -> dict:
    """eps -> t at K = 1 (where log(K/eps) -> 0 as eps -> 1)."""
    return {**inst, "K": 1, "eps": t}


def _move_eps_k2(inst: dict, t: float) -> dict:
    """eps -> t at K = 2 (the smallest K of Theorem 4, where log(K/eps) -> log 2) with (F.32)'s constant c0 = 1."""
    return {**inst, "K": 2, "c0": 1.0, "eps": t}


_EPS_UP = Direction("eps -> 1 at K = 2, c0 = 1 ((F.32))", "eps", 1.0, how="path", move=_move_eps_k2,
                    points=(0.5, 0.9, 0.99, 0.999, 0.9999))
_EPS_DOWN = Direction("eps -> 0", "eps", 0.0, how="path", move=_move_eps, points=(1e-2, 1e-4, 1e-6, 1e-8))
_K_DIR = Direction("K -> inf", "K", math.inf, how="search",
                   reason="the strategy draws K in 1..64; the ratio (c0 log(K/eps) - eps)/log(K/eps) = c0 - "
                          "eps/log(K/eps) rises to c0 as K grows")

F46_LINK = Claim(
    id="thesis.ch7.eqF.46-link", paper=PAPER, kind="step", comparison=">=",
    source=_src("(F.46), proof of Theorem 4 (App. F.4.2), its last link '>= Theta(log(K/eps)) - eps = "
                "Theta(log(K/eps))'", "L9517-L9521; K >= 2: L2056"),
    statement="(F.46)'s last link as printed: Theta(log(K/eps)) - eps = Theta(log(K/eps)) over Theorem 4's domain "
              "(K >= 2 steps: the CoT error (7.7) is defined for K >= 2, L2056; eps in (0, 1), Theorem 3's 'any eps > "
              "0'); the left Theta is c0 log(K/eps) for one constant c0 > 0 ((F.32) prints c0 = 1; drawn in [0.5, 20]), the right one needs one constant c > 0 with c0 log(K/eps) - eps >= c log(K/eps) for every "
              "(K, eps) (the Omega half; the O half, c0 log(K/eps) - eps <= c0 log(K/eps), is trivial). Measured: "
              "c0 log(K/eps) - eps against the shape log(K/eps).",
    statement_tex=r"\Theta(\log \frac{K}{\epsilon}) - \epsilon = \Theta(\log \frac{K}{\epsilon})",
    bound=B.f46_link_shape, measure=_link_measure, strategy=_link_instances(), constants="hidden", uniform=True,
    directions=(_EPS_UP, _EPS_DOWN, _K_DIR),
    domain=(Param("eps", 0, 1, lo_closed=False, hi_closed=False, far=1e-8,
                  text="the target error eps in (0, 1) (Theorem 3 prints 'for any eps > 0'; at eps >= K the shape "
                       "log(K/eps) <= 0 and Theta(log(K/eps)) is void)",
                  unreached="eps >= 1 (outside Theorem 3's target error); eps < 1e-8 (the ratio "
                            "c0 - eps/log(K/eps) tends to c0 there)"),
            Param("K", 2, math.inf, integer=True, far=64, text="K >= 2 reasoning steps (L2056)",
                  unreached="K > 64 (the ratio rises to c0 in K)")),
    expect="erratum as printed",
    readings=(Reading("eps small enough", "the link read for eps <= eps0(c0), eps0 = (c0/2) log(1/eps0) (the proof "
                      "needs the score Theta(log(K/eps)) for small eps only): c0 log(K/eps) - eps >= (c0/2) "
                      "log(K/eps)", strategy=_link_instances(small=True), directions=(_EPS_DOWN, _K_DIR),
                      domain=(Param("eps", 0, 1, lo_closed=False, hi_closed=False, far=1e-8,
                                    text="eps in (0, eps0(c0)]", unreached="eps < 1e-8"),
                              Param("K", 2, math.inf, integer=True, far=64, text="K >= 2",
                                    unreached="K > 64"))),),
    evidence="Round 33 (helper ch7), from round 32's scratch; round 32's referees A and C (docs/audits/round32/"
             "referee_A.md section 1, referee_C.md: CONFIRMED AS PRINTED; C: (F.33) at T prints only Theta(1), so "
             "c0 = 1 is (F.32)'s constant at T_1) moved it to Theorem 4's K >= 2 (L2056: the CoT error is defined for K "
             ">= 2; the first encoding's K = 1 is outside). For K >= 2 and eps < 1, log(K/eps) > log 2, so "
             "(c0 log(K/eps) - eps)/log(K/eps) > c0 - 1/log 2, with that infimum at K = 2, eps -> 1: the link fails "
             "for every c0 <= 1/log 2 = 1.443, including (F.32)'s printed c0 = 1 (log 2 - 1 = -0.307 at eps -> 1; "
             "log(2/0.9) - 0.9 = -0.101), and holds for c0 > 1.443. Harmless: eps is a free accuracy of the trained "
             "model and is absent from Theorem 4's conclusion; the proof needs one small eps, and the reading 'eps <= "
             "eps0(c0)' holds with c = c0/2. Second path: tests/test_thesis_r33_ch7.py.",
    no_correction_reason="the reading (eps small enough, or c0 > 1/log 2) is the repair; the link as printed has "
                         "no uniform constant at K = 2, eps -> 1 for (F.32)'s c0 = 1",
    mutants={"sqrt(K/eps)": B.f46_link_mut_sqrt, "K/eps": B.f46_link_mut_inv}, auto_mutant=False,
    second_path=SP + "test_f46_link_middle_member_negative_at_k2",
    notes="float64 arithmetic; c0 (the left Theta's constant, Theorem 3's) is drawn in [0.5, 20].",
    settings={"ci": {"max_examples": 40, "budget_s": 0.5}},
)
CLAIMS.append(F46_LINK)


# ============================================ (F.46)'s score at the eps -> 1 end


@st.composite
def _endeps_instances(draw: st.DrawFn) -> dict:
    """thesis.ch7.eqF.46-last's instances (r9_thesisF._f49_instances, K in 1..2, M in 3..4, ...) with eps redrawn in
    [0.5, 1) (atoms 0.9, 0.99; K = 1 an atom, where log(K/eps) -> 0) and the TSR seed useed."""
    base = draw(R29._f46_instances())
    eps = draw(st.one_of(st.sampled_from([0.9, 0.99]), st.floats(0.5, 1.0, exclude_max=True)))
    K = draw(st.one_of(st.just(1), st.just(base["K"])))
    return {**base, "K": K, "eps": float(eps), "useed": draw(st.one_of(st.just(3200), SEEDS))}


F46_ENDEPS = dataclasses.replace(
    R29.F46, id="thesis.ch7.eqF.46-last-endeps",
    statement=R29.F46.statement + " Round 33: at the eps -> 1 end (eps in [0.5, 1), K = 1 an atom), where the "
              "printed middle member Theta(log(K/eps)) - eps is negative (thesis.ch7.eqF.46-link).",
    strategy=_endeps_instances(),
    directions=(Direction("eps -> 1 at K = 1", "eps", 1.0, how="path", move=_move_eps_k1,
                          points=(0.6, 0.9, 0.99, 0.999)),
                *[d for d in R29.F46.directions if d.param != "eps"]),
    domain=(Param("eps", 0.5, 1, hi_closed=False, far=0.999, text="the target error eps in [0.5, 1) (the end)",
                  unreached="eps in (0, 0.5): thesis.ch7.eqF.46-last"),
            *[p for p in R29.F46.domain if p.name != "eps"]),
    mutants={"1/(1 - eps)": B.f46_end_mut_pole}, auto_mutant=False,
    expect="holds",
    evidence="Round 33 (helper ch7): the score stays positive and levels off as eps -> 1 while log(K/eps) -> 0 (the "
             "ratio grows): K = 1, M = d = 3, alpha = 0.5, eta = 0.5, c_B = 1, l_tr = 2, xi = 1e-4, seed 3200, useed "
             "3200: score 0.860, 0.820, 0.830, 0.830 at eps = 0.6, 0.9, 0.99, 0.999 (log(1/eps) = 0.511, 0.105, "
             "0.010, 0.001; T = 27, 20, 19, 19, B = 4; trained on the exact per-prompt fraction, round 33); useed 0: "
             "0.599, 0.534, 0.536, 0.536 (with the former Bernoulli(alpha) prompts: 0.548 .. 0.427 and 0.366 .. "
             "0.305). ci: no counterexample, "
             "mutant 1/(1 - eps) killed. The link's negative middle member (thesis.ch7.eqF.46-link) does not reach "
             "the score.",
    settings={"ci": {"max_examples": 3, "budget_s": 0.3, "path_starts": 1}},
)
CLAIMS.append(F46_ENDEPS)


# ============================================ (F.116) at M = 2 (K = 2): the L2100 training set


@st.composite
def _f116_m2_instances(draw: st.DrawFn) -> dict:
    """M = 2 TRR patterns, K in {1, 2} (atom 2), the training tasks f_k = shift by 1 at every step ('same': at M = 2 the
    swap; models.cot.CoTConfig.same_step), alpha in [0.3, 0.7] (atom 0.5), l_tr in 2..8 (atom 5) raised until the
    realised fraction round(alpha l_tr)/l_tr < 1, eta in [0.5, 1) (atom 0.7), B in {3, 14, 60} or c_B M log M, t in
    1..min(T_1, 40) (atom 20), xi log-uniform in [1e-4, 1e-2] (atom 1e-3), seed (atoms 5, 7: round 32's and this
    round's crossings on the shift-by-k training set)."""
    from thmcheck.checks.papers.thesis.r10_thesisF import realised_alpha_below_one

    K = draw(st.one_of(st.just(2), st.integers(1, 2)))
    alpha = draw(st.one_of(st.just(0.5), st.floats(0.3, 0.7)))
    eta = draw(st.one_of(st.just(0.7), st.floats(0.5, 1.0, exclude_max=True)))
    t1 = max(1, math.ceil(max(K, 2) ** 3 * math.log(max(K, 2) / 0.9) / (eta * alpha**2)))
    return {"K": K, "M": 2, "alpha": alpha, "eta": eta,
            "l_tr": realised_alpha_below_one(alpha, draw(st.one_of(st.just(5), st.integers(2, 8)))),
            "B": draw(st.sampled_from([3, 14, 60])), "t": draw(st.one_of(st.just(20), st.integers(1, min(t1, 40)))),
            "xi": draw(st.one_of(st.just(1e-3), log_uniform(1e-4, 1e-2))),
            "seed": draw(st.one_of(st.sampled_from([5, 7]), st.integers(0, 2**31 - 1))), "train": "same"}


def _f116_m2() -> Claim:
    from thmcheck.checks.papers.thesis.r25_thesisY import F116K

    return dataclasses.replace(
        F116K, id="thesis.ch7.eqF.116-endM2", catalog_id="thesis.ch7.eqF.116",
        statement=F116K.statement + " Round 33: the M = 2 end (K = 2 = M), on the training set that meets L2100 ('f_k(x) "
                  "!= f_k'(x') iff x != x' or f_k != f_k'', L2100) within a task: f_k = the swap at both steps.",
        strategy=_f116_m2_instances(),
        domain=(Param("M", 2, math.inf, integer=True, far=2, text="M patterns (M = Theta(d), M <= d)",
                      unreached="M = 2 only (the end; M >= 3: thesis.ch7.eqF.116, thesis.ch7.eqF.116-K)"),
                Param("K", 1, math.inf, integer=True, far=2, text="K >= 1 steps", unreached="K <= 2 = M"),
                Param("alpha", 0, 1, lo_closed=False, hi_closed=False, text="alpha in (0, 1) (L2101)",
                      unreached="alpha in [0.3, 0.7]"),
                Param("eta", 0, 1, lo_closed=False, hi_closed=False, text="eta < 1", unreached="eta in [0.5, 1)"),
                Param("t", 1, math.inf, integer=True, text="1 <= t <= O(T_1)",
                      unreached="t <= min(T_1, 40) (SGD work of a ci instance)")),
        expect="holds",
        evidence="Round 33 (helper ch7), from round 32's scratch (notes_leadsT item 2: margins -0.0096 (se 0.0017) "
                 "at K = M = 2, seed 5, B = 60). Encoding ruled out first: on the repository's default training set "
                 "('shiftk', f_k = shift by k in a random cyclic order) the step-2 task at M = 2 is the shift by 2, "
                 "the identity, so f_1(x) = f_2(x') for x != x' (swap vs identity) and the step-2 columns are (e_x; "
                 "e_x; e_2): outside L2100 (L2098-L2100) and the same artefact as thesis.ch7.eqF.116-K's M <= K note. "
                 "There (alpha = 0.5, l_tr = 5, t = 20, eta = 0.7, xi = 1e-3, B = 60, 3 + 6 x 2048 prompts) the "
                 "least margin form - side is -0.0096 (se 0.0017, seed 5), -0.0105 (0.0018, seed 7), -0.0046 "
                 "(0.0014, seed 8), +0.0053 (seed 3), +0.0121 (seed 6), every negative one on the step-1 pair (0, 1, "
                 "1) / (1, 0, 1). On the L2100 training set (f_k = swap at both steps, CoTConfig.same_step) the same "
                 "instances give +0.0441 (se 0.0001), +0.0447 (0.0002), +0.0442 (0.0002) at seeds 3, 5, 6: the "
                 "crossing belongs to the identity step of the shift-by-k set, not to (F.116).",
        notes=F116K.notes + " Round 33: M = 2 with the 'same' training tasks (inst['train'] = 'same').",
        settings={"ci": {"max_examples": 3, "budget_s": 4.0}, "dev": {"max_examples": 30, "budget_s": 200.0}},
    )


CLAIMS.append(_f116_m2())
