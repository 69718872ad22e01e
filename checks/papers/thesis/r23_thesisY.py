"""thesis, App. F (round 23, helper thesisY): (F.33) along alpha -> 1.

- ``thesis.ch7.eqF.33-alpha``: (F.33) L9452, 'when t = T_1 + T_2 + T_3, p~_i^T W^(t) p~_query >= Theta(1) log(K/eps)'
  for the context columns sharing the query's pattern. ``thesis.ch7.eqF.33`` draws alpha in [0.5, 0.9] and
  ``thesis.ch7.eqF.33-paths`` follows alpha -> 0 only, while Theorem 3 allows every alpha in (0, 1) (the fraction of
  context examples sharing the query's pattern, L2088) with l_tr >= Omega(1/alpha) (7.14). This claim draws alpha up
  to 1 - 1e-4 (log-uniform in 1 - alpha) with K in {1, 2}, and sweeps alpha -> 1 at K = 1. The same trained model and
  measurement as ``thesis.ch7.eqF.33`` (models/cot.train, T = ceil(T_1 + T_2 + T_3) SGD steps, the least score over
  the query pattern q, the column's output r != q and the step k).

Second path in ``tests/test_thesis_r23_thesisY.py`` (a numpy re-implementation of the K = 1 model, its gradient by
hand, its own prompts).
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.thesis.r8_thesisEF import f33_mutant_eps, f33_shape
from thmcheck.checks.claim import Claim, Direction
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.r8_thesisEF import _f33_measure, f33_t
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r23_thesisY.py::"
CLAIMS: list[Claim] = []

_DRAW_CAP = 300  # SGD steps of a drawn instance (eps is drawn so that T_1 + T_2 + T_3 <= this cap)


@st.composite
def _alpha_instances(draw: st.DrawFn) -> dict:
    """K in {1, 2}, M in 3..5 (d = M), alpha = 1 - 10^-u with u uniform in [0.3, 4] (alpha in [0.5, 0.9999]), eta in
    [0.5, 1), eps log-uniform in [eps_min, 0.9 K] (eps_min the smallest eps >= 1e-3 with T_1 + T_2 + T_3 <= 300
    steps), B in M..12, l_tr in max(2, ceil(1/alpha))..16 ((7.14) at constant 1), xi log-uniform in [1e-4, 1e-2]
    ('a small constant', L9249), the seed."""
    K = draw(st.integers(1, 2))
    M = draw(st.integers(3, 5))
    u = draw(st.one_of(st.just(4.0), st.floats(0.3, 4.0)))
    alpha = 1.0 - 10.0 ** (-u)
    base = {"K": K, "M": M, "alpha": alpha, "eta": draw(st.floats(0.5, 1.0, exclude_max=True))}
    lo, hi = math.log(1e-3), math.log(0.9 * K)
    if f33_t({**base, "eps": 0.9 * K}) > _DRAW_CAP:
        lo = hi
    for _ in range(30):
        mid = 0.5 * (lo + hi)
        if f33_t({**base, "eps": math.exp(mid)}) <= _DRAW_CAP:
            hi = mid
        else:
            lo = mid
    eps = draw(log_uniform(math.exp(hi), 0.9 * K)) if math.exp(hi) < 0.9 * K else 0.9 * K
    return {**base, "eps": eps, "d": M, "B": draw(st.integers(M, 12)),
            "l_tr": draw(st.integers(max(2, math.ceil(1 / alpha)), 16)), "xi": draw(log_uniform(1e-4, 1e-2)),
            "seed": draw(st.integers(0, 2**31 - 1))}


F33_ALPHA_FIRST = {"K": 1, "M": 3, "d": 3, "alpha": 0.999, "eta": 0.9, "eps": 0.5, "B": 256, "l_tr": 4, "xi": 1e-3,
                   "seed": 1}  # B = 256: 58 times (iii)'s max{eps^-2, M} log M = 4.4 (not the small-batch noise)


def _move_alpha1(inst: dict, t: float) -> dict:
    """alpha -> t (toward 1) at K = 1, M = d = 3, eps = 0.5, B = 256 (T = T_1 + T_2 + T_3 stays ~11 .. 17 steps at
    eta = 0.9); eta, l_tr, xi and the seed kept."""
    return {**inst, "K": 1, "M": 3, "d": 3, "eps": 0.5, "B": 256, "alpha": float(t)}


F33_ALPHA = Claim(
    id="thesis.ch7.eqF.33-alpha", paper=PAPER, kind="step", comparison=">=",
    catalog_id="thesis.ch7.eqF.33",
    source=f"(F.33), proof of Theorem 3 (App. F.4.1): 'When t = T_1 + T_2 + T_3', p~_i^n sharing the query's TSR "
           f"pattern (L9446); T_1 (F.11) L9358, T_2 (F.23) L9412, T_3 (F.31) L9444; Theorem 3 (L2139-L2157): 'for "
           f"any eps > 0', l_tr >= Omega(alpha^-1) (7.14), eta < 1; alpha the fraction of context examples sharing "
           f"the query's pattern (L2088), {SEED_FILE} L9450-L9452",
    statement="(F.33): at t = T_1 + T_2 + T_3 (T_1 = eta^-1 alpha^-2 K^3 log(K/eps), T_2 = eta^-1 K M alpha^-1, T_3 = "
              "eta^-1 eps^-1 K M), p~_i^T W^(t) p~_query >= Theta(1) log(K/eps) for the context columns sharing the "
              "query's TSR pattern; checked uniformly (one constant c > 0 for every eps, K, M, alpha in (0, 1), eta) on "
              "the Chapter 7 model (models/cot.train) trained ceil(T_1 + T_2 + T_3) SGD steps, alpha drawn up to "
              "1 - 1e-4 and swept to 1 at K = 1: the least score over q, r != q and the step k against log(K/eps).",
    statement_tex=r"\tilde{\mathbf{p}}_i^n{}^\top \mathbf{W}^{(T_1+T_2+T_3)} \tilde{\mathbf{p}}_{query}^n \geq "
                  r"\Theta(1) \log \frac{K}{\epsilon}",
    bound=f33_shape, measure=_f33_measure, strategy=st.one_of(st.just(F33_ALPHA_FIRST), _alpha_instances()),
    constants="hidden", uniform=True,
    directions=(
        Direction("alpha -> 1 at K = 1 (alpha in (0, 1))", "alpha", 1.0, how="path", move=_move_alpha1,
                  points=(0.5, 0.9, 0.99, 0.999, 0.9999)),
        Direction("K, M, eta, eps, B, l_tr, xi", "K", 2, how="search",
                  reason="the strategy draws K in {1, 2}, M in 3..5, eta in [0.5, 1), eps down to T <= 300 steps, B in "
                         "M..12, l_tr in 2..16, xi in [1e-4, 1e-2]; eps -> 0 and K, M, eta, l_tr -> their ends are "
                         "thesis.ch7.eqF.33's and thesis.ch7.eqF.33-paths' paths"),
    ),
    domain=(Param("alpha", 0, 1, lo_closed=False, hi_closed=False, text="alpha in (0, 1) (L2088)",
                  unreached="alpha in [0.5, 1 - 1e-4] (alpha -> 0 is thesis.ch7.eqF.33-paths' path)"),
            Param("K", 1, math.inf, integer=True, far=2, text="K >= 1 reasoning steps",
                  unreached="K in {1, 2} (K -> inf is thesis.ch7.eqF.33-paths' path)"),
            Param("eps", 0, math.inf, lo_closed=False, far=0.04, text="eps > 0 (log(K/eps) > 0)",
                  unreached="T_1 + T_2 + T_3 <= 300 steps (eps -> 0 is thesis.ch7.eqF.33's path)")),
    expect="erratum",
    evidence="Fails as printed along alpha -> 1 (alpha in (0, 1), Theorem 3 for any eps > 0 with l_tr >= Omega(1/alpha)). "
             "At K = 1, M = d = 3, eps = 0.5 (log(K/eps) = 0.69), eta = 0.9, l_tr = 4, xi = 1e-3, B = 256 (58 times "
             "(iii)'s max{eps^-2, M} log M = 4.4, so not the small-batch SGD noise of thesis.ch7.eqF.33-paths' "
             "evidence), T = ceil(T_1 + T_2 + T_3) = 17, 12, 11, 11 steps: the least score / log(K/eps) (median over "
             "seeds 1-3) is 1.04, 0.20, 0.010, -0.0014 at alpha = 0.5, 0.9, 0.99, 0.999 (B = 1024: 1.08, 0.21, 0.019, "
             "0.001; B = 12: 0.83, 0.023, -0.040, -0.017): it falls like 1 - alpha to the initialisation's noise, of "
             "either sign, so no constant c > 0 has score >= c log(K/eps) for every alpha. The ci crossing is the sign "
             "one: alpha = 0.999, seed 1: least score -0.00095 < 0 < c log 2 for every c > 0 (confirmed in float64). "
             "Mechanism: at K = 1 a prompt whose context examples all share the query's input has every context "
             "output equal to the label (the same order within a prompt), so the output is right for every attention "
             "and its gradient is exactly 0; only the share 1 - alpha^{l_tr} of prompts (0.4 % at alpha = 0.999) "
             "trains W, while T_1 + T_2 + T_3 decreases in alpha. K = 2 keeps the score (0.88 at eps = 0.5, 0.52 at "
             "eps = 0.1 as alpha -> 1: the positional block is trained by the other steps' columns). Theorem 3's "
             "conclusion (7.16) is not refuted by this: with every example of the query's pattern the output is "
             "right whatever the attention, so the loss is small although the score is not (a failing step, its "
             "numbered result surviving). Read with Theta(1) allowed to depend on alpha (alpha 'a constant'), the "
             "sign crossing at alpha = 0.999 persists at xi = 1e-3 but not at smaller xi. Second path (numpy, own "
             "prompts and hand-written gradient): medians over 5 seeds 1.04, 0.19, 0.008, -0.004 at alpha = 0.5, "
             "0.9, 0.99, 0.999.",
    no_correction_reason="the trained part of the score scales with the share 1 - alpha^{l_tr} of prompts that carry "
                         "a gradient at K = 1 (about l_tr (1 - alpha) T eta times an O(1) rate); a bound with that "
                         "factor is not a display of the proof, and at alpha -> 1 the score is W^(0)'s, of either "
                         "sign, so no positive lower bound in log(K/eps) alone holds",
    second_path=SP + "test_eqF33_alpha_to_one_score_vanishes_numpy",
    mutants={"log(K/eps)/eps^2 (a spurious power of 1/eps)": f33_mutant_eps}, auto_mutant=False,
    notes="torch float64 SGD of models/cot.train via r8_thesisEF's cached fixture cot_trained (M' = M - 1, d = M), "
          "Bernoulli(alpha) same-pattern context examples (L2088).",
    settings={"ci": {"max_examples": 4, "budget_s": 2.0, "path_starts": 1, "path_decades": 0.0},
              "dev": {"max_examples": 40, "budget_s": 60.0, "path_starts": 2, "path_decades": 0.0}},
)

CLAIMS += [F33_ALPHA]
