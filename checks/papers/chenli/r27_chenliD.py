"""Round 27 (helper chenliD): whether Assumption 11's set of head counts is empty, and chenli's fact rows re-read.

- ``chenli.display.sec4-assump11-nonempty`` (L501-L505 with Eq. (7), L437-L441): Assumption 11 asks m <= min(m1_bar,
  m2_bar) with m2_bar = Theta(kappa^9 d^3/(v^6 log^3(d) k^{O(1/kappa)})) and kappa = c lambda^{13/2}/(m^{13/2}
  log^2 d). The seven Lemma 6.4 displays grant m <= m2_bar (docs/conditionals_chenli_r26.md). This claim asks of the
  hypothesis itself whether any m >= 1 meets it: min_{m >= 1} m/m2_bar(m) bounded by one constant over the printed
  domain (d -> inf). m/m2_bar(m) increases in m (kappa falls in m, so every factor of m v^6 log^3 d k^{a/kappa}/
  (kappa^9 d^3) rises), so the minimum is m = 1; the measurement evaluates m = 1..8 and takes the least. As printed
  the d-path diverges like exp(a log 2 log^2 d/c): the set is empty for all large d at every fixed a, c > 0 (not only
  for constant m, chenli.display.sec4-assump11-constant-m). Under the reading k^{O(1/lambda)} (the round-2 record's
  likely intent) m = 1 is admitted for d large enough at fixed lambda, k, v: the ratio falls like log^21(d)/d^3.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.chenli import r27_chenliD as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

# ------------------------------------------------ Assumption 11 admits some m >= 1 (L501-L505 with (7), L437-L441)

_M_MAX = 8


def _log_ratio(m: int, inst: dict, exponent: str) -> float:
    """log(m/m2_bar(m)), m2_bar = kappa^9 d^3/(v^6 log^3 d k^{a E}) with E = 1/kappa (as printed) or 1/lambda (the
    reading), kappa = c lambda^{13/2}/(m^{13/2} log^2 d) (Eq. (7)); Theta and O read with constants 1 and a."""
    lam, k, ups, c, a, L = (inst[n] for n in ("lam", "k", "ups", "c", "a", "log_d"))
    log_kappa = math.log(c) + 6.5 * math.log(lam) - 6.5 * math.log(m) - 2.0 * math.log(L)
    E = math.exp(-log_kappa) if exponent == "kappa" else 1.0 / lam
    log_m2 = 9.0 * log_kappa + 3.0 * L - 6.0 * math.log(ups) - 3.0 * math.log(L) - a * E * math.log(k)
    return math.log(m) - log_m2


def _measure_for(exponent: str):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        logs = [_log_ratio(m, inst, exponent) for m in range(1, _M_MAX + 1)]
        best = min(logs)
        if best > 700:
            raise SolverFailure(f"min_m m/m2_bar = e^{best:.0f} overflows float64")
        return Measurement(math.exp(best), {"log_d": inst["log_d"]},
                           {"argmin_m": 1 + logs.index(best), "log_ratio_m1": logs[0],
                            "increasing_in_m": float(all(x < y for x, y in zip(logs, logs[1:])))})
    measure.__name__ = f"assump11_nonempty_{exponent}"
    return measure


def _move_d(inst: dict, t: float) -> dict:
    """t = exp(log^2 d): the printed ratio grows like exp(a' log^2 d), a power of t."""
    return {**inst, "log_d": math.sqrt(math.log(t)), "t": float(t)}


def _a11_strategy():  # noqa: ANN202
    return st.fixed_dictionaries({
        "lam": with_edges(st.floats(0.1, 0.999), 0.999), "k": with_edges(st.integers(2, 10**4), 2),
        "ups": with_edges(log_uniform(1.0, 10.0), 1.0), "c": with_edges(log_uniform(1e-3, 1.0), 1.0),
        "a": with_edges(log_uniform(1e-2, 1.0), 1e-2), "log_d": st.floats(2.0, 21.0), "seed": SEEDS,
    }).map(lambda i: {**i, "t": math.exp(i["log_d"] ** 2)})


_DIRS = (
    Direction("d -> inf", "t", INF, how="path", move=_move_d, points=(1e3, 1e6, 1e12, 1e25, 1e50, 1e100, 1e200),
              grows=("log_d",), reason="path parameter t = exp(log^2 d)"),
    Direction("lambda, k, v, c, a", "c", 0.0, how="search",
              reason="drawn (lambda in [0.1, 0.999], k <= 1e4, v in [1, 10], c in [1e-3, 1], a in [1e-2, 1]); a "
                     "smaller lambda or c, a larger k, v or a only shrinks m2_bar, so the d-path from the most "
                     "favourable corner (lambda -> 1, k = 2, v = 1, c = 1, a small) decides"),
)

_DOMAIN = (
    Param("d", 1, INF, key="log_d", text="d (large; log d drawn in [2, 21])",
          unreached="log d <= 21.5 on the path (t = exp(log^2 d) <= 1e200); the ratio only grows beyond"),
    Param("lambda", 0.0, 1.0, key="lam", lo_closed=False, hi_closed=False, text="lambda in (0, 1) (Assumption 1)",
          unreached="lambda in [0.1, 0.999]: a smaller lambda only shrinks kappa and m2_bar (and overflows float64)"),
    Param("k", 1, INF, integer=True, text="k (sequence length)", unreached="k in [2, 1e4]: m2_bar falls in k; k = 1 "
          "makes k^{O(1/kappa)} = 1, excluded by Section 4.3's m <~ k with chi <= sqrt(log k) (Assumption 5) needing k >= 2"),
    Param("v", 1.0, INF, key="ups", text="v >= 1 (Assumption 4)", unreached="v in [1, 10]: m2_bar falls like v^-6"),
    Param("c", 0.0, INF, lo_closed=False, text="c of (7), 'an arbitrarily small constant'",
          unreached="c in [1e-3, 1]: a smaller c only shrinks m2_bar"),
)

_READING = Reading(
    "k^{O(1/lambda)}",
    "the exponent O(1/kappa) read as O(1/lambda) (the record chenli.assump11's likely typo, since round 2): "
    "m2_bar = Theta(kappa^9 d^3/(v^6 log^3 d k^{a/lambda})); at fixed lambda, k, v the ratio falls like "
    "log^21(d)/d^3, so m = 1 is admitted for d large enough (d is 'large' throughout Section 4)",
    measure=_measure_for("lambda"),
)

CLAIMS += [Claim(
    id="chenli.display.sec4-assump11-nonempty",
    catalog_id="chenli.assump11",
    paper=PAPER,
    source=f"Section 4, Assumption 11 with Eq. (7), {SEED_FILE} L501-L505, L437-L441 (applied in Lemma 6.4's proof "
           "L1861, L1972, L2044 and granted by the seven Lemma 6.4 displays)",
    statement="Assumption 11: 'There are quantities m1_bar, m2_bar for which m1_bar = Theta~(lambda log(d/v)/log k), "
              "m2_bar = Theta(kappa^9 d^3/(v^6 log^3(d) k^{O(1/kappa)})) such that the number of attention heads m "
              "satisfies m <= min(m1_bar, m2_bar)', kappa = c lambda^{13/2}/(m^{13/2} log^2 d) (7). Checked: the "
              "hypothesis admits some m >= 1, i.e. min_{m >= 1} m/m2_bar(m) <= C with one constant C over the "
              "printed domain as d grows (m1_bar only shrinks the set further).",
    kind="step", comparison="<=", bound=B.assump11_nonempty_shape, measure=_measure_for("kappa"),
    strategy=_a11_strategy,
    constants="hidden", uniform=True, eventually=("log_d",), directions=_DIRS,
    readings=(_READING,),
    expect="erratum as printed",
    evidence="As printed, 1/kappa = m^{6.5} log^2(d)/(c lambda^{6.5}) >= log^2(d)/c at m = 1, so k^{a/kappa} >= "
             "exp(a log 2 log^2(d)/c) outgrows d^3 for every fixed a, c > 0; m/m2_bar(m) increases in m, so "
             "min_{m >= 1} m/m2_bar = 1/m2_bar(1) -> inf: for every choice of the Theta and O constants the set "
             "{m >= 1 : m <= m2_bar} is empty for all large d (lambda = 0.999, k = 2, v = c = a = 1: log(1/m2_bar(1)) "
             "= 20 at log d = 3, 87 at 10, 300 at 21.5). This extends chenli.display.sec4-assump11-constant-m "
             "(constant m, audited round 4) to every m >= 1, so no head count, constant or growing with d, meets "
             "Assumption 11 at large d: every result that assumes it holds vacuously there. Under the reading "
             "k^{O(1/lambda)} the d-path falls (log^21 d/d^3) and the set holds m = 1 at large d. Audit pending "
             "(round 27).",
    second_path="tests/test_chenli_r27_chenliD.py::test_assump11_set_empty_at_large_d",
    no_correction_reason="the intended exponent is unknown; the reading k^{O(1/lambda)} (checked) is the likely one",
    mutants={"m2_bar's d^3 as d^7": B.assump11_nonempty_wrong_d4},
    domain=_DOMAIN,
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)]
