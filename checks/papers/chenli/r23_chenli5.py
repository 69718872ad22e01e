"""Round 23 (helper chenli5): Lemma 11.5 (L3077-L3099) read as printed.

- ``chenli.display.lemma11.5-h-domain``: the printed h: {-d, ..., d} -> {+-1} is evaluated in Item 4 at <w, x> for
  every x in {-1, 0, 1}^d with w in Z^d, ||w||_inf <= M; max_x |<w, x>| = ||w||_1 (x = sign(w)), which reaches dM. The
  claim checks max_x |<w, x>| <= d (Item 4 well-defined as printed).
"""

from __future__ import annotations

import itertools

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r23_chenli5 as B5
from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import with_edges

CLAIMS: list[Claim] = []


@st.composite
def _hdom_instances(draw: st.DrawFn) -> dict:
    """d in [1, 8], M in [1, 1000] (both edges), w in Z^d with ||w||_inf = M exactly: either every entry +-M (||w||_1
    = dM, the far end) or random entries in [-M, M] with one entry forced to +-M."""
    d = int(draw(with_edges(st.integers(1, 8), 1, 8)))
    M = int(draw(with_edges(st.integers(1, 1000), 1, 1000)))
    full = draw(st.booleans())
    if full:
        w = [M * s for s in draw(st.lists(st.sampled_from([-1, 1]), min_size=d, max_size=d))]
    else:
        w = draw(st.lists(st.integers(-M, M), min_size=d, max_size=d))
        w[draw(st.integers(0, d - 1))] = M * draw(st.sampled_from([-1, 1]))
    return {"d": d, "M": M, "w": w, "full": full}


def _hdom_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = max over x in {-1, 0, 1}^d of |<w, x>| (exact integers; enumerated for d <= 6, else ||w||_1, attained at
    x = sign(w))."""
    w = [int(v) for v in inst["w"]]
    d = len(w)
    if d <= 6:
        best = max(abs(sum(a * b for a, b in zip(w, x, strict=True))) for x in itertools.product((-1, 0, 1), repeat=d))
    else:
        best = sum(abs(v) for v in w)
    return Measurement(best, {"d": d, "M": int(inst["M"])},
                       {"||w||_1": sum(abs(v) for v in w), "||w||_inf": max(abs(v) for v in w)})


LEMMA11_5_H_DOMAIN = Claim(
    id="chenli.display.lemma11.5-h-domain", paper=PAPER, catalog_id="chenli.lemma11.5",
    source=f"Lemma 11.5, Section 11.2, {SEED_FILE} L3080 (the items; h's domain at L3077, Item 4 at L3083-L3091)",
    statement="d, M in N, w in Z^d with ||w||_inf <= M, h: {-d, -d+1, ..., d} -> {+-1}; Item 4 evaluates h(<w, x>) "
              "for all x in {-1, 0, 1}^d, so as printed it needs <w, x> in {-d, ..., d}: max_x |<w, x>| <= d.",
    kind="step", comparison="<=", bound=B5.lemma11_5_h_domain, measure=_hdom_measure,
    exact=lambda inst: _hdom_measure(inst, Ctx()), strategy=_hdom_instances, rtol=0.0, atol=0.0,
    expect="erratum",
    evidence=("As printed (L3081: 'h : {-d, -d+1, ..., d-1, d} -> {+-1}'), Item 4 (L3089-L3095) reads h(<w, x>) for "
              "every x in {-1, 0, 1}^d, but <w, x> reaches +-||w||_1 (x = sign(w)), up to dM. Smallest instance: "
              "d = 1, M = 2, w = (2), x = (1): <w, x> = 2 outside {-1, 0, 1}, so h(<w, x>) is undefined; at every "
              "M >= 2 with w = (M, ..., M) the excess is d(M - 1). For M = 1 the printed domain is exactly right. "
              "The proof (L3112) uses <v, x> in rho {-dM, ..., dM} and solves (145) for h(l), l in {-dM, ..., dM}: "
              "the intended domain is {-dM, ..., dM} (corrected bound, which holds with equality at w = (M, ..., M)). "
              "chenli.lemma11.5 already draws h on {-dM, ..., dM} (the intended reading)."),
    corrected=B5.lemma11_5_h_domain_corrected,
    corrected_text="h : {-dM, ..., dM} -> {+-1} (the range of <w, x>, as the proof uses at L3112)",
    second_path="tests/test_chenli_r23_chenli5.py::test_h_domain_second_path",
    auto_mutant=False,
    mutants={"dM - 1 (one short of the corrected range)": B5.lemma11_5_h_domain_mut},
    notes="lhs exact (integers), enumerated over all 3^d points x for d <= 6, ||w||_1 (attained at x = sign(w)) above.",
    settings={"ci": {"max_examples": 60, "budget_s": 2.0}},
    domain=(Param("d", 1, INF, text="d in N, w in Z^d", integer=True,
                  unreached="d <= 8: max_x |<w, x>| = ||w||_1 at every d (x = sign(w)); the crossing d(M - 1) > 0 "
                            "needs only M >= 2"),
            Param("M", 1, INF, text="||w||_inf <= M, M in N", integer=True,
                  unreached="M <= 1000: the crossing grows linearly in M")),
)
CLAIMS.append(LEMMA11_5_H_DOMAIN)


# ---------------------------------------------------------------- Item 2's index set and tau_i >= 0 on the proof's construction

def _construction(inst: dict) -> tuple[np.ndarray, np.ndarray]:
    from thmcheck.models.chenli import sec11_lower as L

    return L.interpolation(int(inst["d"]) * int(inst["M"]), float(inst["rho"]), inst["h"], bool(inst["odd"]))


def _item2_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    lam, tau = _construction(inst)
    d = int(inst["d"])
    return Measurement(abs(float(lam[:d].sum())), {},
                       {"sum_{i=1}^m lambda_i (the proof's all-ones row)": float(lam.sum()), "m": lam.size, "d": d,
                        "odd": bool(inst["odd"]), "rho": float(inst["rho"])})


def _tau_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    _, tau = _construction(inst)
    return Measurement(float(tau.min()), {}, {"dM": int(inst["d"]) * int(inst["M"]), "rho": float(inst["rho"]),
                                               "tau_1 = -rho dM": -float(inst["rho"]) * int(inst["d"]) * int(inst["M"])})


def _lemma11_5_instances() -> st.SearchStrategy:
    from thmcheck.checks.papers.chenli.sec11_lower import _lemma11_5_instances as inst

    return inst()


_L115_DOMAIN = (Param("d", 1, INF, text="d in N, w in Z^d", integer=True,
                      unreached="d <= 4 (chenli.lemma11.5's instances: the (2dM + 2)-node system is solved in float64)"),
                Param("M", 1, INF, text="||w||_inf <= M, M in N", integer=True, unreached="M <= 3 (as d)"))

LEMMA11_5_ITEM2 = Claim(
    id="chenli.display.lemma11.5-item2-printed", paper=PAPER, catalog_id="chenli.lemma11.5",
    source=f"Lemma 11.5 Item 2, Section 11.2, {SEED_FILE} L3080 (construction at L3107-L3141)",
    statement="Item 2 as printed, sum_{i=1}^d lambda_i = 0 (index set [d], not [m]), on the proof's lambda (v = rho w, "
              "tau = rho(-dM, ..., dM + 1), (146) solved): |sum_{i=1}^d lambda_i| <= 0.",
    kind="step", comparison="<=", bound=B5.lemma11_5_item2_printed, measure=_item2_measure,
    strategy=_lemma11_5_instances(), rtol=0.0, atol=1e-9,
    expect="erratum",
    evidence=("The proof's (146) has an all-ones last row, which enforces sum_{i=1}^m lambda_i = 0 (m = 2dM + 2), not "
              "the printed sum_{i=1}^d lambda_i = 0. Instance: d = 1, M = 1, w = (1), h = parity restricted to "
              "{-1, 0, 1} (h(0) = -1, h(+-1) = 1, even), rho = log 8 + 1: lambda_1 = -0.2059 (sum over all m = 4: "
              "-3e-17). Only the proof's construction fails the printed index set: the lemma is existential and "
              "replacing the all-ones row by the indicator of lambda_1..lambda_d gives a solvable system whose "
              "solution satisfies Item 4 and the printed Item 2 (second path, own numpy, d = 1, 2). Item 2 with index "
              "to m is what Lemma 11.7 uses (the gadgets' sum lambda_i = 0), so the index 'd' reads as a typo for m."),
    no_correction_reason=("the corrected Item 2, sum_{i=1}^m lambda_i = 0, is what the proof's all-ones row enforces; "
                          "chenli.lemma11.5 reports it (sum_lambda) on the same construction."),
    second_path="tests/test_chenli_r23_chenli5.py::test_item2_second_path",
    auto_mutant=False,
    no_mutant_reason="the printed bound (0) is crossed by the construction; a planted bound below 0 is crossed the same way",
    notes="lhs = |sum of the first d entries of the proof's lambda| (float64 solve; conditioning ~ dM/rho).",
    settings={"ci": {"max_examples": 30, "budget_s": 3.0}},
    domain=_L115_DOMAIN,
)

LEMMA11_5_TAU = Claim(
    id="chenli.display.lemma11.5-tau-nonneg", paper=PAPER, catalog_id="chenli.lemma11.5",
    source=f"Lemma 11.5, Section 11.2, {SEED_FILE} L3080 (the items; tau_i >= 0 at L3077, construction at L3109)",
    statement="tau_1, ..., tau_m >= 0 as printed, on the proof's tau = rho(-dM, ..., dM, dM + 1): min_i tau_i >= 0.",
    kind="step", comparison=">=", bound=B5.lemma11_5_tau_nonneg, measure=_tau_measure,
    strategy=_lemma11_5_instances(), rtol=0.0, atol=0.0,
    expect="erratum",
    evidence=("The proof takes tau = rho(-dM, ..., dM, dM + 1) (L3107), so tau_1 = -rho dM < 0 for every rho > 0, d, "
              "M >= 1 (e.g. d = M = 1, rho = log 8 + 1: tau_1 = -3.079), against the printed tau_i >= 0 (L3083). Only "
              "the proof fails: phi is even, so phi(tau + u) + phi(-tau + u) is even in tau and phi(tau + u) - "
              "phi(-tau + u) odd; replacing tau_i by |tau_i| (and, for odd h, lambda_i by -lambda_i where tau_i < 0) "
              "keeps Item 4, Item 1 and Item 3 (v unchanged). For even h no lambda changes, so Item 2 (index to m) is "
              "kept too and the lemma survives (second path: folded taus give the same Item 4 values to 1e-12). For odd "
              "h the sign flips can move sum_i lambda_i; the tau = 0 node (i = dM + 1) contributes nothing to the odd "
              "combination and can absorb it, but whether Item 1's |lambda_i| <~ dM then survives is not settled here."),
    no_correction_reason=("the statement's tau_i >= 0 is attainable by folding (see the evidence); the proof's own "
                          "construction is checked as chenli.lemma11.5 with its negative taus."),
    second_path="tests/test_chenli_r23_chenli5.py::test_tau_second_path",
    auto_mutant=False,
    no_mutant_reason="the printed bound (0) is crossed by the construction at every instance (tau_1 = -rho dM)",
    notes="lhs = min_i tau_i of the proof's construction = -rho dM.",
    settings={"ci": {"max_examples": 20, "budget_s": 2.0}},
    domain=_L115_DOMAIN,
)
CLAIMS += [LEMMA11_5_ITEM2, LEMMA11_5_TAU]

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-23 audits
CLAIMS = cite_audits(CLAIMS, {
    'chenli.display.lemma11.5-h-domain': 'auditor A: confirmed as printed',
    'chenli.display.lemma11.5-item2-printed': 'auditor A: confirmed as printed',
    'chenli.display.lemma11.5-tau-nonneg': 'auditor A: confirmed as printed',
}, 'docs/audits/round23/chenli.md')
