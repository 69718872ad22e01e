"""Round 18 (softlin, helper mhgd): Theorem 6.2's printed D1 display as printed.

- ``softlin.display.thm6.2-literal``: L315 prints, for any A1 from D1 and with probability 1 - delta/poly(n),
  'F_exp(A1) > 0, F_exp(A1) = 0' (the second is presumably F_exp(A0) = 0 for A0 from D0, which is the intended
  reading ``softlin.thm6.2`` checks, itself an erratum). As printed the two conditions on the one number F_exp(A1)
  exclude each other: the event is empty for every network, data set and draw of y, so its probability is 0.
"""

from __future__ import annotations

from hypothesis import strategies as st

from thmcheck.bounds.softlin_r18_mhgd import thm62_literal_shape
from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.softlin._common import _DELTA_P, PAPER, _src
from thmcheck.checks.strategies import log_uniform


def _lit_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Pr[not (F_exp(A1) > 0 and F_exp(A1) = 0)] over y: F_exp(A1) is one real number for each draw, and the
    conjunction is false for every real value (0 fails '> 0', every positive value fails '= 0', F = phi(.) >= 0
    (ReLU)), so the failure probability is 1 whatever the distribution of F_exp(A1); evaluated on the values F
    can take (0 and the drawn positive value)."""
    vals = (0.0, float(inst["F"]))
    holds = [v > 0 and v == 0 for v in vals]
    return Measurement(1.0 - sum(holds) / len(holds), {"n": inst["n"], "delta": inst["delta"]},
                       {"values_tried": len(vals)})


SOFTLIN_T62_LIT = Claim(
    id="softlin.display.thm6.2-literal",
    catalog_id="softlin.thm6.2",
    paper=PAPER,
    kind="step",
    source=_src("Theorem 6.2 (main, informal version of Section D), Sec. 6, its D1 display", "L315"),
    statement="For any A1 from D1, with probability 1 - delta/poly(n): F_exp(A1) > 0, F_exp(A1) = 0 (as printed: "
              "both conditions on F_exp(A1)).",
    statement_tex=r"F_{\exp}(A_{1})>0,~F_{\exp}(A_{1})=0",
    comparison="<=",
    bound=thm62_literal_shape,
    measure=_lit_measure,
    strategy=lambda: st.fixed_dictionaries({
        "n": st.one_of(st.sampled_from([2, 10**6]), st.integers(2, 10**6)),
        "delta": st.one_of(st.sampled_from([0.0999, 1e-12]), log_uniform(1e-12, 0.0999)),
        "F": st.one_of(st.just(1.0), log_uniform(1e-300, 1e300))}),
    expect="erratum",
    evidence="As printed, L315 asks F_exp(A1) > 0 and F_exp(A1) = 0 of the same number F_exp(A1) (A1 from D1): no real "
             "number meets both, so the event has probability 0 < 1 - delta/poly(n) for every n, delta, network and "
             "y. The intended display (F_exp(A0) = 0 for A0 from D0, as L319 pairs F_lin(A1) with F_lin(A0)) is "
             "softlin.thm6.2, which is itself an erratum (the D0 unit fires with a delta-free probability).",
    second_path="tests/test_softlin_r18_mhgd.py::test_thm62_printed_conditions_exclude_each_other",
    no_correction_reason="the intended reading is softlin.thm6.2 (F_exp(A0) = 0 for A0 from D0), itself an erratum",
    domain=(Param("n", 2, INF, integer=True, far=1e6, text="n (no range printed)", unreached="n <= 1e6 drawn"),
            _DELTA_P,
            Param("F", 0.0, INF, text="the value of F_exp(A1) >= 0 (phi = ReLU)", unreached="0 and (1e-300, 1e300)")),
    notes="The measurement needs no model: the printed event is empty for every value of F_exp(A1).",
    auto_mutant=False,
    no_mutant_reason="the failure probability is 1 at every instance: every bound below 1 is violated like the "
                     "printed one, and a failure level >= 1 bounds nothing",
    settings={"ci": {"max_examples": 20, "budget_s": 0.5}},
)

CLAIMS: list[Claim] = [SOFTLIN_T62_LIT]

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-18 audits
CLAIMS = cite_audits(CLAIMS, {
    'softlin.display.thm6.2-literal': 'auditor A: confirmed as printed',
}, 'docs/audits/round18/softlin.md')
