"""thesis, App. F (round 33, helper ch7): (F.46) L9519's last links, seed 003 L9517-L9521.

- ``thesis.ch7.eqF.46-link``: the printed link 'Theta(log(K/eps)) - eps = Theta(log(K/eps))' as its own step, a
  uniform hidden-constant check over the printed domain K >= 1, eps in (0, 1): the left Theta is c0 log(K/eps) for a
  fixed (drawn) constant c0 > 0, the right one one constant c serving every (K, eps). At K = 1, eps -> 1 the left
  member c0 log(1/eps) - eps is negative for every c0 (log(1/eps) -> 0 while eps -> 1): erratum as printed; the
  reading 'eps small enough' (eps <= eps0(c0), eps0 / log(1/eps0) = c0 / 2) holds with c = c0 / 2.
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
    """K in 1..64 (atom 1), the left Theta's constant c0 log-uniform in [0.5, 20] (atom 1), eps in (0, 1): atoms 0.9,
    0.99, 1 - 1e-6 and log-uniform in [1e-8, 0.5] or uniform in [0.5, 1 - 1e-9]. ``small``: eps <= eps0(c0) (the
    reading), log-uniform in [1e-8, eps0(c0)]."""
    K = draw(st.one_of(st.just(1), st.integers(1, 64)))
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


_EPS_UP = Direction("eps -> 1 at K = 1", "eps", 1.0, how="path", move=_move_eps_k1,
                    points=(0.5, 0.9, 0.99, 0.999, 0.9999))
_EPS_DOWN = Direction("eps -> 0", "eps", 0.0, how="path", move=_move_eps, points=(1e-2, 1e-4, 1e-6, 1e-8))
_K_DIR = Direction("K -> inf", "K", math.inf, how="search",
                   reason="the strategy draws K in 1..64; the ratio (c0 log(K/eps) - eps)/log(K/eps) = c0 - "
                          "eps/log(K/eps) rises to c0 as K grows")

F46_LINK = Claim(
    id="thesis.ch7.eqF.46-link", paper=PAPER, kind="step", comparison=">=",
    source=_src("(F.46), proof of Theorem 4 (App. F.4.2), its last link '>= Theta(log(K/eps)) - eps = "
                "Theta(log(K/eps))'", "L9517-L9521"),
    statement="(F.46)'s last link as printed: Theta(log(K/eps)) - eps = Theta(log(K/eps)) over Theorem 3's domain "
              "(K >= 1 steps, eps in (0, 1)); the left Theta is c0 log(K/eps) for one constant c0 > 0 (Theorem 3's, "
              "drawn), the right one needs one constant c > 0 with c0 log(K/eps) - eps >= c log(K/eps) for every "
              "(K, eps) (the Omega half; the O half, c0 log(K/eps) - eps <= c0 log(K/eps), is trivial). Measured: "
              "c0 log(K/eps) - eps against the shape log(K/eps).",
    statement_tex=r"\Theta(\log \frac{K}{\epsilon}) - \epsilon = \Theta(\log \frac{K}{\epsilon})",
    bound=B.f46_link_shape, measure=_link_measure, strategy=_link_instances(), constants="hidden", uniform=True,
    directions=(_EPS_UP, _EPS_DOWN, _K_DIR),
    domain=(Param("eps", 0, 1, lo_closed=False, hi_closed=False, far=1e-8,
                  text="the target error eps in (0, 1) (Theorem 3 prints 'for any eps > 0'; at eps >= K the shape "
                       "log(K/eps) <= 0 and Theta(log(K/eps)) is void)",
                  unreached="eps >= 1 (outside the reading: log(K/eps) <= 0 at K = 1); eps < 1e-8 (the ratio "
                            "c0 - eps/log(K/eps) tends to c0 there)"),
            Param("K", 1, math.inf, integer=True, far=64, text="K >= 1 reasoning steps",
                  unreached="K > 64 (the ratio rises to c0 in K)")),
    expect="erratum as printed",
    readings=(Reading("eps small enough", "the link read for eps <= eps0(c0), eps0 = (c0/2) log(1/eps0) (the proof "
                      "needs the score Theta(log(K/eps)) for small eps only): c0 log(K/eps) - eps >= (c0/2) "
                      "log(K/eps)", strategy=_link_instances(small=True), directions=(_EPS_DOWN, _K_DIR),
                      domain=(Param("eps", 0, 1, lo_closed=False, hi_closed=False, far=1e-8,
                                    text="eps in (0, eps0(c0)]", unreached="eps < 1e-8"),
                              Param("K", 1, math.inf, integer=True, far=64, text="K >= 1",
                                    unreached="K > 64"))),),
    evidence="Round 33 (helper ch7), from round 32's scratch (notes_leadsT item 1). At K = 1 the middle member "
             "c0 log(1/eps) - eps is negative wherever eps > c0 log(1/eps): eps > 0.567 at c0 = 1 (e.g. eps = 0.9: "
             "log(1/0.9) - 0.9 = -0.795), eps > 0.9995 at c0 = 20 (eps = 1 - 1e-6: 20e-6 - 1 < 0), so no c > 0 "
             "serves (every c0: log(1/eps) -> 0 as eps -> 1). The sign alone refutes every c. At K >= 2 it "
             "holds iff c0 > eps/log(K/eps) (c0 > 1.44 at K = 2, eps -> 1). Harmless: the trained score "
             "itself stays positive there (thesis.ch7.eqF.46-last-endeps), and the proof needs small eps; the "
             "reading 'eps <= eps0(c0)' holds with c = c0/2. Second path: tests/test_thesis_r33_ch7.py.",
    no_correction_reason="the reading (eps small enough, or K >= 2 with c0 > 1/log 2) is the repair; the link as "
                         "printed has no uniform constant near K = 1, eps -> 1",
    mutants={"sqrt(K/eps)": B.f46_link_mut_sqrt, "K/eps": B.f46_link_mut_inv}, auto_mutant=False,
    second_path=SP + "test_f46_link_middle_member_negative_at_k1",
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
    evidence="Round 33 (helper ch7): encoded from round 32's scratch (K = 1, M = d = 3, alpha = 0.5, eta = 0.5, "
             "c_B = 1, l_tr = 2, xi = 1e-4, seed 3200: score 0.31 - 0.45 at eps = 0.9 against log(1/0.9) = 0.105).",
    settings={"ci": {"max_examples": 3, "budget_s": 0.3, "path_starts": 1}},
)
CLAIMS.append(F46_ENDEPS)
