"""Round 6 (mhgdfr2): displays inside the proof of Theorem 9 (App. B) encoded as printed as ``kind="step"``
claims with an ``item`` per display; exact in logs. The numbered result keeps its own claim (``catalog_id``)."""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.factrecall.r6_mhgdfr import l570_l558_power, l570_printed
from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE

_L570_ITEMS = ("570-a", "570-b", "574")


@st.composite
def _l570_inst(draw: st.DrawFn) -> dict:
    """eps over (0, 1) with the reciprocals 1/n (where (a) is tight at N = C1) and points just above them; N = C1(eps)
    t, t >= 1 (t = 1 included); d = N^eps s, s >= 1 (the worst case s = 1 included: (a) increases in d)."""
    n = draw(st.integers(2, 60))
    eps = draw(st.one_of(st.floats(1e-2, 1.0, exclude_max=True), st.just(1.0 / n),
                         st.floats(0.0, 1e-3).map(lambda x, n=n: min(1.0 / n + x, 0.999999))))
    return {"item": draw(st.sampled_from(_L570_ITEMS)), "eps": eps,
            "log_t": draw(st.one_of(st.just(0.0), st.floats(0.0, 60.0))),
            "log_s": draw(st.one_of(st.just(0.0), st.floats(0.0, 30.0)))}


def _l570_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Logs of both printed sides: k = 2 ceil(1/eps), C1(eps) = (4/eps)^{1+2/eps}, log N = log C1 + log t, log d =
    eps log N + log s (d >= N^eps, Theorem 9's hypothesis, L473)."""
    item, eps = inst["item"], inst["eps"]
    k = 2 * math.ceil(1 / eps)
    log_c1 = (1 + 2 / eps) * math.log(4 / eps)
    log_n = log_c1 + inst["log_t"]
    log_d = eps * log_n + inst["log_s"]
    middle = log_n - log_c1  # log N/(4/eps)^{1+2/eps}
    if item == "570-a":
        lhs, rhs = middle, k * log_d - (k + 1) * math.log(2 * k) - log_n
    elif item == "570-b":
        lhs, rhs = 0.0, middle
    else:  # "574": L566's middle term (2k)^{k+1} N/d^{k+1} is at most its first, 1/d ("and so", L572-L574)
        lhs, rhs = (k + 1) * math.log(2 * k) + log_n - (k + 1) * log_d, -log_d
    return Measurement(lhs, {"item": item, "rhs": rhs, "k": k},
                       {"eps": eps, "k": k, "log_N": log_n, "log_d": log_d})


L570_CHAIN = Claim(
    id="factrecall.display.thm9-k-choice",
    catalog_id="factrecall.thm9",
    paper=PAPER,
    kind="step",
    domain=(Param("eps", 0, 1, text="eps in (0, 1) (Theorem 9, L473)", unreached="eps >= 1e-2 (k <= 200)"),
            Param("N", 1, INF, key="log_t", text="N >= C1(eps), read as C1(eps) = (4/eps)^{1+2/eps}; drawn as "
                  "N = C1 t", unreached="t <= e^60"),
            Param("d", 1, INF, key="log_s", text="d >= N^eps (L473), drawn as d = N^eps s (d real: a superset of "
                  "the integer d, the bound increases in d)", unreached="s <= e^30")),
    source=f"Proof of Theorem 9, App. B: L568-L574, {SEED_FILE}",
    statement="Choose k = 2 ceil(1/eps); then d^k/((2k)^{k+1} N) >= N/(4/eps)^{1+2/eps} >= 1 for N >= C1(eps) "
              "(with d >= N^eps, Theorem 9), and so (L574) Var(gamma_xy) <~ 1/d + 2^{3q+3k} N/(m d): L566's term "
              "(2k)^{k+1} N/d^{k+1} <= 1/d.",
    comparison="<=",
    bound=l570_printed,
    measure=_l570_measure,
    strategy=_l570_inst(),
    rtol=1e-9,
    expect="holds",
    evidence="Both links hold with C1(eps) = (4/eps)^{1+2/eps} (the least N for the second '>='): d^k >= N^{eps k} "
             ">= N^2, and at eps = 1/n, N = C1, d = N^eps the first '>=' is an equality ((2k)^{k+1} = (4/eps)^{1+2/"
             "eps}); for eps just above 1/n, (2k)^{k+1} > (4/eps)^{1+2/eps} and the surplus N^{eps k - 2} at N = C1 "
             "covers it. L574 drops L566's middle term because (2k)^{k+1} N/d^{k+1} <= 1/d (the first link; the '<~' of "
             "L574 then holds given L566's, with a factor 2). The ci verdict is `potential` only because of these exact equalities (crossings inside "
             "rtol, at eps = 1/n, N = C1).",
    second_path="tests/test_factrecall_r6_mhgdfr.py::test_l570_chain_integers",
    notes="C1(eps) is not given in the paper; the encoding exhibits (4/eps)^{1+2/eps}, the smallest value the second "
          "'>=' allows, so the check is the harshest one the text permits. Exact in logs (k up to 200).",
    mutants={"L558's (2k+2)^{k+1} for (2k)^{k+1}": l570_l558_power,
             "C1 halved": lambda item, rhs, k: rhs - math.log(2) if item == "570-b" else rhs,
             "L574 with 1/(2d)": lambda item, rhs, k: rhs - math.log(2) if item == "574" else rhs},
    auto_mutant=False,
    settings={"ci": {"max_examples": 200, "budget_s": 0.6}},
)

CLAIMS: list[Claim] = [L570_CHAIN]
