"""Round 28 (helper lits): App. F.4.1 (proof of Theorem 3), a link with no check so far.

- ``thesis.ch7.eqF.26-middle``: (F.26)'s first '>=' (line 1 -> line 2): (eta/(KM)) sum_{b=0}^{t_0} (1 - p_n(b))^2
  p_n(b) + (eta/(KM)) (1 - p_n(t))^2 p_n(t) >= (1/2) log((1-alpha)^2 t/(2 alpha^2 K M)) + (eta/(KM)) (1 - p_n(t))^2
  p_n(t). Measured on the smallest u the proof allows ((F.21), (F.24) with equality: u(b+1) = u(b) + (eta/(KM)) (1 -
  p(b))^2 p(b), p(b) = e^u/(e^u + (1-alpha)/alpha), u(0) = 0), as thesis.ch7.display.thm3-u-growth does. The sum
  grows like (1/2) log(2 eta c^2 t/(KM)) (c = (1-alpha)/alpha), line 2's term like (1/2) log(c^2 t/(2KM)): the link
  fails for eta < 1/4 at large t. (F.26)'s last link (thesis.ch7.eqF.26-last) fails for eta >~ 1/2, so the printed
  chain needs 1/4 <= eta <~ 1/2; under the reading (line 2 = the induction hypothesis with eta and K) it holds.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.thesis import r28_lits as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

CLAIMS: list[Claim] = []

_T_CAP = 12_000


@st.composite
def _inst(draw: st.DrawFn) -> dict:
    """alpha in (0, 1), K, M in 1..10, eta in (0, 1]; t with s = eta t/(K M) in [10^2, 10^4] ('t large'), t <= 1.2e4."""
    alpha = draw(st.one_of(st.just(0.5), st.floats(0.05, 0.95)))
    K, M = draw(st.integers(1, 10)), draw(st.integers(1, 10))
    eta = draw(st.one_of(st.sampled_from([1.0, 0.2, 0.05]), log_uniform(1e-3, 1.0)))
    h = eta / (K * M)
    s = draw(log_uniform(1e2, 1e4))
    return {"alpha": alpha, "K": K, "M": M, "eta": eta, "t": int(min(_T_CAP, max(2, math.ceil(s / h))))}


def _measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = line 1 = (eta/(KM)) sum_{b=0}^{t-1} (1-p(b))^2 p(b) + x on the recursion (the sum is u(t)), x = (eta/(KM))
    (1 - p(t))^2 p(t)."""
    alpha, K, M, eta, t = inst["alpha"], inst["K"], inst["M"], inst["eta"], inst["t"]
    c, h = (1 - alpha) / alpha, eta / (K * M)
    u = 0.0
    for _ in range(t):
        p = 1 / (1 + c * math.exp(-u))
        u += h * (1 - p) ** 2 * p
    p = 1 / (1 + c * math.exp(-u))
    x = h * (1 - p) ** 2 * p
    return Measurement(u + x, {"t": t, "alpha": alpha, "K": K, "M": M, "x": x, "eta": eta},
                       {"sum": u, "s = eta t/(KM)": h * t, "limit gap (1/2) log(4 eta)": 0.5 * math.log(4 * eta)})


def _mv_t(inst: dict, t: float) -> dict:
    return {**inst, "t": int(round(t))}


def _mv_t_long(inst: dict, t: float) -> dict:
    """The reading's t path: to 1.2e6 under dev / deep; under ci capped at _T_CAP = 1.2e4, the literal path's end (a
    capped point repeats the one before and leaves the path: ci's path and cost unchanged)."""
    from thmcheck.checks.profiles import active_profile

    return _mv_t(inst, min(t, _T_CAP) if active_profile() == "ci" else t)


# Round 29 (undecB): under the reading the crossing sits where s = eta t/(KM) is small (ci: alpha = 1/2, K = M = 1,
# eta = 1e-3, t = 1.2e4, s = 12: sum 1.001 against 1.243); the recursion continued (dev) leaves it from t ~ 1e5 on:
# line 1 - reading's line 2 = -0.24, -0.030, +0.129, +0.231, +0.281, +0.312 at t = 1.2e4, 4e4, 1.2e5, 4e5, 1.2e6, 4e6
# (-> (1/2) log 2 = 0.347), a crossing only where the 'large' t is small.
_F26_READING_DIRS = (Direction("t -> inf (ci: to 1.2e4, dev: to 1.2e6)", "t", math.inf, how="path", move=_mv_t_long,
                               points=(100, 1000, 4000, 12_000, 40_000, 120_000, 200_000, 400_000, 1_200_000),
                               grows=("t",)),)

F26_MIDDLE = Claim(
    id="thesis.ch7.eqF.26-middle", paper=PAPER, kind="step", comparison=">=",
    catalog_id="thesis.ch7.theorem3",
    source=f"(F.26)'s first '>=' (line 1 -> line 2), proof of Theorem 3, App. F.4.1, {SEED_FILE} L9424",
    statement="(F.26): (eta/(KM)) sum_{b=0}^{t_0} (1 - p_n(b))^2 p_n(b) + (eta/(KM)) (1 - p_n(t))^2 p_n(t) >= (1/2) "
              "log((1-alpha)^2 t/(2 alpha^2 K M)) + (eta/(KM)) (1 - p_n(t))^2 p_n(t) (t large, the induction "
              "hypothesis at t_0); eta in (0, 1] (Thm 3), alpha in (0, 1), K, M >= 1.",
    statement_tex=r"\frac{\eta}{KM} \sum_{b=0}^{t_0} (1 - p_n(b))^2 p_n(b) + \frac{\eta}{KM} (1 - p_n(t))^2 p_n(t) "
                  r"\geq \frac{1}{2} \log \frac{(1-\alpha)^2 t}{2\alpha^2 KM} + \frac{\eta}{KM} (1 - p_n(t))^2 p_n(t)",
    bound=B.f26_line2, measure=_measure, strategy=_inst(),
    eventually=("t",),
    directions=(Direction("t -> inf", "t", math.inf, how="path", move=_mv_t,
                          points=(100, 1000, 4000, 12_000), grows=("t",)),),
    readings=(Reading("line 2 = the induction hypothesis", "line 2's first term read as the hypothesis (1/2) "
                      "log(eta (1-alpha)^2 t/(alpha^2 K M)) ((F.26)'s last line, (F.30)): the sum exceeds it by ~ "
                      "(1/2) log 2 at large t; under dev its t path goes on to 1.2e6 (round 29)",
                      bound=B.f26_line2_hypothesis, directions=_F26_READING_DIRS),),
    expect="erratum as printed",
    evidence="Round 28 (helper lits), Audited (round 28, docs/audits/round28/thesis.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. On the smallest u the proof allows (the recursion "
             "with equality, as thesis.ch7.display.thm3-u-growth), e^{2 sum} ~ 2 eta c^2 t/(KM), so line 1 - line 2 "
             "-> (1/2) log(4 eta) < 0 for eta < 1/4: e.g. alpha = 1/2, K = M = 1, eta = 0.05, t = 2e4 (s = 10^3): "
             "sum = 3.73 (limit form 3.80), line 2's term (1/2) log(10^4) = 4.61, gap -0.88 (the common x cancels). "
             "Together with thesis.ch7.eqF.26-last (the next link fails for eta >~ 1/2), no eta makes both printed "
             "links hold at large t. Under the reading (line 2 = the induction hypothesis with eta, K, no 2) it "
             "holds with margin ~ (1/2) log 2.",
    second_path="tests/test_thesis_r28_lits.py::test_f26_middle_link",
    no_correction_reason="line 2 is a slip for the induction hypothesis (1/2) log(eta (1-alpha)^2 t/(alpha^2 K M)) "
                         "(with eta, without the 2): the reading",
    mutants={"(1/2) log(4 eta ...) under the reading": B.f26_line2_mutant}, auto_mutant=False,
    domain=(Param("t", 1, math.inf, integer=True, far=1.2e4, text="t large enough (iteration)",
                  unreached="t <= 1.2e4 steps (s = eta t/(KM) <= 10^4); the gap converges (O(s^{-1/2}))"),
            Param("eta", 0, 1, lo_closed=False, text="step size eta in (0, 1]",
                  unreached="eta >= 1e-3 (t <= 1.2e4 caps s there)"),
            Param("alpha", 0, 1, lo_closed=False, hi_closed=False, text="alpha in (0, 1)",
                  unreached="alpha in [0.05, 0.95]"),
            Param("K", 1, math.inf, integer=True, far=10, text="K >= 1", unreached="K <= 10: K cancels in the gap"),
            Param("M", 1, math.inf, integer=True, far=10, text="M >= 1", unreached="M <= 10: M cancels in the gap")),
    notes="float64 recursion of up to 1.2e4 steps (the gap is O(1), far above rounding).",
    settings={"ci": {"max_examples": 6, "budget_s": 1.0, "path_decades": 0.0, "path_starts": 1}},
)

CLAIMS += [F26_MIDDLE]
