"""Sections 1 and 6: Theorems 1.1, 1.2, 6.2 (the paper's own network pairs) and the class-level reading of the title."""

from __future__ import annotations

import math

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds import softlin as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.softlin._common import PAPER, _dy, _src
from thmcheck.checks.papers.softlin._families import _EX_CROSS0, _EX_SELF0, _f0_evidence, _whp_f0
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models import softlin as M
from thmcheck.models.device import torch_dtype

T62 = _whp_f0("softlin.thm6.2", _src("Theorem 6.2 (main, informal; printed garbled), Sec. 6", "L307-L319"),
           "Intended: D.5 and D.9 and D.13 and D.17 with x = 1_{d^2}, V = I, tau = (c+0.1) sqrt(log n): whp (same y) "
           "F_exp(A1) > 0, F_lin(A1) = 0, F_exp(A0) = 0, F_lin(A0) = 0 (lhs: slope of the exact Pr[not E_success], "
           "A0 and A1 with j3 in the same Type-II group).", "self.joint",
           _f0_evidence("Pr_y[not E_success]", _EX_SELF0 + ", a1 = 0.7: >= the D0 one-unit firing probability "
                        "0.25, 0.99992 at Cm = 1, delta = 1e-12 (m = 33)"),
           "tests/test_softlin_whp_uniform.py::test_thm6_2_and_1_1_success_fails_with_delta_free_probability", kind="separation")
T11 = _whp_f0("softlin.thm1.1", _src("Theorem 1.1 (self-attention, informal of App. D)", "L36-L44"),
           "There exist D0, D1 and F_exp, F_lin (four-layer, softmax / linear attention + ReLU) such that whp over "
           "the weights F_exp distinguishes D0 and D1 and F_lin cannot. Checked for the paper's own pair "
           "(X = 1, V = I, tau = (c+0.1) sqrt(log n)): exact Pr[not E_success] with A0, A1 in different Type-II "
           "groups fails with probability <= delta/poly(n).", "self.joint2",
           _f0_evidence("Pr_y[not E_success]", _EX_SELF0 + ", a1 = 0.7: >= the D0 one-unit firing probability "
                        "0.25, 0.99992 at Cm = 1, delta = 1e-12 (m = 33)"),
           "tests/test_softlin_whp_uniform.py::test_thm6_2_and_1_1_success_fails_with_delta_free_probability", kind="separation",
           notes="Read with 'there exists F_lin' the second bullet is vacuous (tau = infinity); the class-level "
                 "reading is softlin.meta.class_separation (false).")
T12 = _whp_f0("softlin.thm1.2", _src("Theorem 1.2 (cross-attention, informal of App. F)", "L46-L52"),
           "There exist D0, D1 (cross-attention) and F_exp, F_lin such that whp F_exp distinguishes D0 and D1 and "
           "F_lin cannot. Checked for the paper's pair (X = V = I, tau = 0.9): exact Pr[not E_success] <= "
           "delta/poly(n) ('with high probability', read with the appendix's 1 - delta/poly(n)).",
           "cross.joint",
           _f0_evidence("Pr_y[not E_success]", _EX_CROSS0 + ", a1 = 1.0001: >= the D0 one-unit firing "
                        "probability 0.25, 0.99992 at Cm = 1, delta = 1e-12 (m = 33)"),
           "tests/test_softlin_whp_uniform.py::test_thmF_17_and_1_2_one_unit_fires_with_delta_free_probability", kind="separation",
           notes="See softlin.meta.class_separation for the class-level reading (false).")


T11.derived = ("Theorem 1.1 (L36-L44) is existential ('there exist two networks ... such that with high "
               "probability'); this claim is its instance with the paper's own pair of Section D and Section D's "
               "'with high probability 1 - delta/poly(n)' (Theorem 6.2, L307-L319): a failure of that pair does not "
               "refute the existential statement")
T12.derived = ("Theorem 1.2 (L46-L52) is existential; this claim is its instance with the paper's own pair of "
               "Section F and Section F's 'with high probability 1 - delta/poly(n)' (Theorems F.5-F.17): a failure "
               "of that pair does not refute the existential statement")


# ======================================================================= the class-level separation (F1)


@st.composite
def _sep_instances(draw: st.DrawFn) -> dict:
    """Either family over the whole range of Def D.1 / F.1 (n <= 240 for the dense all-rows check), m in [1, 80]."""
    setting = draw(st.sampled_from(["self", "cross"]))
    m = draw(with_edges(st.integers(1, 80), 1, 2, 15))
    if setting == "self":
        d = draw(st.integers(3, 22))
        t = draw(st.integers(1, 12))
        n = max(2, (d - 2) * t)
        b = _dy(draw(with_edges(st.floats(0.1, 0.9), 0.1, 0.2, 0.9)))
        return {"setting": setting, "n": n, "d": d, "m": m, "b": b, "c": 1.0 - b,
                "a0": draw(with_edges(st.floats(1e-4, 0.1, exclude_max=True), 0.01, 0.0999)),
                "a1": draw(with_edges(log_uniform(0.7, 20.0), 0.7, 1.2)), "seed": draw(SEEDS)}
    d = draw(st.integers(2, 22))
    t = draw(st.integers(1, 12))
    return {"setting": setting, "n": max(2, (d - 1) * t), "d": d, "m": m, "b": 0.0, "c": 0.0,
            "a0": draw(with_edges(st.floats(1e-4, 0.1, exclude_max=True), 0.01, 0.0999)),
            "a1": draw(with_edges(log_uniform(1.0001, 20.0), 1.0001, 3.0)), "seed": draw(SEEDS)}


def _sep_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Constructions L1 (self: X = 1_{dxd}, V = n e1 e1^T, tau = 0.5 sqrt(log n)) and L4 (cross: X = I,
    V = n e1 e1^T, tau midway between the D0 maximum and the D1 row-j2 value) of linear-attention networks
    of exactly Def C.1/C.2 with Rademacher y. The dense model is run on every element of D0 and D1 (all j3, or
    for cross-attention a seeded sample of (j2, j3) pairs incl. the corners). Every row of c_lin has a single
    non-zero coordinate (the first), so: if max over D0 of ||c||_1 <= tau, F_lin(D0) = 0 for EVERY y; if every
    D1 element has a row with first coordinate > tau, F_lin(D1) > 0 iff some y_{l,1} = +1. Then the
    probability (over y) of distinguishing all of D0 from all of D1 is exactly 1 - 2^{-m}."""
    n, d = inst["n"], inst["d"]
    dt = torch_dtype(ctx.dtype)
    V = torch.zeros(d, d, dtype=dt, device=ctx.device)
    V[0, 0] = n
    rng = np.random.default_rng(inst["seed"])
    if inst["setting"] == "self":
        X = torch.ones(d, d, dtype=dt, device=ctx.device)
        tau = 0.5 * math.sqrt(math.log(n))
        elems = [(j3,) for j3 in range(n)]

        def rows(a: float, e: tuple) -> torch.Tensor:
            A = M.selfattn_data(n, d, a, inst["b"], inst["c"], e[0], dt, ctx.device)
            return M.attention(A, A, A, X, V, "lin")[2]
    else:
        X = torch.eye(d, dtype=dt, device=ctx.device)
        tau = 0.5 * (n * (1 + inst["a0"]) / (n + inst["a0"]) + n * (1 + inst["a1"]) / (n + inst["a1"]))
        pairs = {(0, 0), (0, n - 1), (n - 1, 0), (n - 1, n - 1)} | {
            tuple(int(x) for x in rng.integers(0, n, 2)) for _ in range(12)}
        elems = sorted(pairs)

        def rows(a: float, e: tuple) -> torch.Tensor:
            return M.attention(*M.crossattn_data(n, d, a, e[0], e[1], dt, ctx.device), X, V, "lin")[2]
    max0, min1, offmass = -math.inf, math.inf, 0.0
    for e in elems:
        C0, C1 = rows(inst["a0"], e), rows(inst["a1"], e)
        max0 = max(max0, float(C0.abs().sum(dim=1).max()))
        min1 = min(min1, float(C1[:, 0].max()))
        offmass = max(offmass, float(C1[:, 1:].abs().max()) if d > 1 else 0.0)
    ok = max0 <= tau < min1 and offmass == 0.0
    success = 1.0 - 2.0 ** (-inst["m"]) if ok else 0.0
    return Measurement(success, {"m": inst["m"]}, {"tau": tau, "max_D0_l1": max0, "min_D1_first": min1,
                                                  "construction_valid": 1.0 if ok else 0.0})


SEP = Claim(
    id="softlin.meta.class_separation", paper=PAPER,
    source=_src("Title; abstract L20; Theorems 1.1/1.2 L36-L52 read at the class level; Def C.1/C.2 (L413-L514)",
                "L20, L36-L52"),
    statement="Class-level reading of the title and of 'datasets that can only be effectively classified using "
              "softmax attention' (L20): no linear-attention network of the architecture of Def C.1/C.2 (any X, V, "
              "tau; Rademacher y) distinguishes D0 from D1 with high probability. Encoded generously: the success "
              "probability of any such network is at most 1/2.",
    kind="separation", comparison="<=", bound=B.class_separation, measure=_sep_measure, strategy=_sep_instances,
    assumptions=(Assumption("construction valid", "the linear construction's deterministic conditions hold "
                            "(max over D0 of ||c||_1 <= tau < min over D1 of the first coordinate)",
                            lambda q: q["construction_valid"] - 0.5),),
    expect="erratum",
    second_path="tests/test_softlin_errata.py::test_class_separation_linear_network_distinguishes_by_brute_force",
    no_mutant_reason=("an erratum with no corrected bound: the printed 1/2 is crossed by every valid instance with "
                      "m >= 2 (success 1 - 2^{-m}); a planted stronger bound is crossed trivially, a weaker one "
                      "(>= 1 - 2^{-m}) would be the construction's own value, not a statement of the paper"),
    evidence=("Linear-attention networks of exactly the paper's architecture distinguish all of D0 from all of D1 with "
              "probability 1 - 2^{-m} (exact): self-attention L1 (the paper's X = 1_{dxd}, V = n e1 e1^T, "
              "tau = 0.5 sqrt(log n)): every row of c_lin is (n a(1+a) s/(n+a), 0, ..., 0), <= 0.111 s on D0 and "
              ">= 0.88 s on D1 (a1 >= 0.7, n >= 2); cross-attention L4 (X = I, V = n e1 e1^T, tau midway): "
              "c_lin(j2,1) = n(1+a)/(n+a), other rows 1. Verified by the dense float64 model on every element "
              "(self: all j3) over the whole parameter range; e.g. n=200, d=22, a0=0.01, a1=1.2, b=0.2, m=15: "
              "success 1 - 2^-15 = 0.99997 > 1/2 (the paper's softmax pair reaches ~0.89 there). The paper proves "
              "only that ONE linear network (its softmax weights with exp -> lin) fails."),
    domain=(Param("n", 1, math.inf, integer=True, far=200.0, text="n = (d-2) t (self) or (d-1) t (cross)",
                  unreached="the check runs the dense model on every element of D0 and D1 (all j3): n <= 264; the "
                            "construction's rows are (n a (1+a) s/(n+a), 0, ..., 0) for every n (evidence), and an "
                            "erratum's search stops at its first confirmed violation"),
            Param("m", 1, math.inf, integer=True, far=100.0, text="m = C log(n/delta) readout units (Def 3.7)",
                  unreached="m <= 80, the paper's largest experimental m (Fig. 4c); success 1 - 2^{-m} only grows"),
            Param("a0", 0.0, 0.1, lo_closed=False, hi_closed=False, text="a0 in (0, 0.1) (Def D.1 / F.1)",
                  unreached="an erratum's search stops at its first confirmed violation"),
            Param("a1", 0.7, math.inf, far=20.0, text="a1 >= 0.7 (Def D.1); a1 > 1 (Def F.1)",
                  unreached="an erratum's search stops at its first confirmed violation")),
    notes="The construction's own conditions are an assumption (rejected draws would mean the construction fails "
          "there); m = 1 gives success exactly 1/2 (on the bound).",
    settings={"ci": {"max_examples": 20, "budget_s": 3.0}},
)
