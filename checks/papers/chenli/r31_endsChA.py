"""Round 31 (helper endsChA): the printed domain's ends of chenli's claims (the first half of the ids, with their
``.corrected`` companions) that round 30's ci run left unreached. Every end of the list is classified in
``/work/coord/r31/ends_endsChA.out.tsv``; the ends that needed a claim are here.

- ``chenli.cor5.7-enddelta`` (L591-L597, Corollary 5.7 at its delta -> 1 end): chenli.cor5.7 draws delta in [5e-3,
  0.5] ('delta >= 1 is void'), but the corollary is printed 'for any delta > 0' and its shape sqrt(k log(k/delta))
  vanishes as delta -> 1 at k = 1, while ||Xv|| does not: with v = e_1 on a cube coordinate (d_1 >= 1) ||Xv|| =
  sqrt(k) for every X, so the (1 - delta)-quantile of ||Xv|| - c sqrt(k) is (1 - c) sqrt(k) whatever delta is.
"""

from __future__ import annotations

from hypothesis import strategies as st

from thmcheck.bounds.chenli import r31_endsChA as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.papers.chenli.sec5_1_2_tails import _cor5_7_measure
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

# ------------------------------------------------ Corollary 5.7 (L591-L597) at delta -> 1 (k = 1, 2 and k >= 3)
#
# The instances are the two families of chenli.cor5.7 whose ||Xv|| is the same for every X (so the (1 - delta)-
# quantile is exact at every delta): v = e_1 on the single cube coordinate (d_1 = 1: ||Xv|| = sqrt(k)), and v along
# the slices' ones vectors (<v, X_i> = ((2 a2_i - d2) + (2 a3_i - d3))/sqrt(d2 + d3), the slice counts fixed). The
# measurement is chenli.cor5.7's own (sec5_1_2_tails._cor5_7_measure): lhs = the quantile minus c sqrt(k).


@st.composite
def _c57_end_inst(draw: st.DrawFn) -> dict:
    """delta = 1 - g, g log-uniform in [1e-12, 0.5] (the old claim's edge delta = 1/2 drawn); k in 1..4; c log-uniform
    in [1e-3, 2] (1 drawn often); d2, d3 in [4, 16]; the mean pattern of chenli.cor5.7; v = e_1 (d_1 = 1) or along the
    slices (d_1 = 0)."""
    vfam = draw(st.sampled_from(["cube", "slices"]))
    g = float(draw(with_edges(log_uniform(1e-12, 0.5), 0.5, 1e-12)))
    return {"d1": 1 if vfam == "cube" else 0, "d2": int(draw(with_edges(st.integers(4, 16), 4))),
            "d3": int(draw(with_edges(st.integers(4, 16), 4))),
            "c": float(draw(with_edges(log_uniform(1e-3, 2.0), 1.0, 1e-3, 2.0))),
            "k": int(draw(with_edges(st.integers(1, 4), 1, 3))),
            "means": draw(st.sampled_from(["extreme+", "extreme+-", "random", "zero"])), "vfam": vfam,
            "delta": 1.0 - g, "seed": draw(SEEDS)}


def _c57_end_measure(inst: dict, ctx: Ctx) -> Measurement:
    me = _cor5_7_measure(inst, ctx)
    q = dict(me.quantities)
    q["one_minus_delta"] = 1.0 - float(inst["delta"])
    return Measurement(me.lhs, q, {**me.terms, "vfam": inst["vfam"]})


def _c57_move_delta(inst: dict, t: float) -> dict:
    """delta = 1 - 1/t at k = 1, v = e_1 on the cube coordinate (||Xv|| = 1 for every X), c kept (< 1)."""
    return {**inst, "delta": 1.0 - 1.0 / float(t), "k": 1, "vfam": "cube", "d1": 1}


def _c57_move_delta_k3(inst: dict, t: float) -> dict:
    """delta = 1 - 1/t at k = 3 (the reading 'k >= 3'), v = e_1 on the cube coordinate (||Xv|| = sqrt 3), c <= 1/2."""
    return {**inst, "delta": 1.0 - 1.0 / float(t), "k": 3, "vfam": "cube", "d1": 1, "c": min(float(inst["c"]), 0.5)}


@st.composite
def _c57_end_inst_k3(draw: st.DrawFn) -> dict:
    """The reading 'k >= 3': _c57_end_inst with k in 3..6."""
    return {**draw(_c57_end_inst()), "k": int(draw(with_edges(st.integers(3, 6), 3)))}


def _c57_move_k(inst: dict, t: float) -> dict:
    """k = t rows at delta = 1/2, v = e_1 on the cube coordinate (||Xv|| = sqrt(k))."""
    return {**inst, "k": max(1, int(round(t))), "delta": 0.5, "vfam": "cube", "d1": 1, "d2": 4, "d3": 4}


_C57_HYP = (Assumption("means", "|mu_i| <= c/sqrt(d2), |nu_i| <= c/sqrt(d3) (slice counts chosen so)",
                       lambda q: q["c"] - q["max_sqrt(d_a)|mean_a|"] + 1e-12),)

_C57_DIRS_K3 = (
    Direction("delta -> 1 at k = 3 (v = e_1)", "delta", INF, how="path", move=_c57_move_delta_k3,
              points=(2.0, 10.0, 1e2, 1e4, 1e8, 1e12),
              reason="the reading 'k >= 3': the shape sqrt(3 log(3/delta)) -> sqrt(3 log 3), ||Xv|| - c sqrt 3 = (1 - c) "
                     "sqrt 3 (c <= 1/2 on the path)"),
)

_C57_DIRS = (
    Direction("delta -> 1 at k = 1 (v = e_1)", "delta", INF, how="path", move=_c57_move_delta,
              points=(2.0, 10.0, 1e2, 1e4, 1e8, 1e12), start=lambda inst: float(inst["c"]) < 0.9,
              reason="path variable t = 1/(1 - delta): the shape sqrt(k log(k/delta)) = sqrt(log(1/delta)) -> 0 at k = "
                     "1 while ||Xv|| - c = 1 - c for every X"),
    Direction("k -> inf at delta = 1/2 (v = e_1)", "k", INF, how="path", move=_c57_move_k,
              points=(3.0, 16.0, 64.0, 256.0),
              reason="||Xv|| = sqrt(k) exactly; the shape grows like sqrt(k log(2k))"),
    Direction("c, the means, d2, d3, v's family, k <= 4", "c", 0.0, how="search",
              reason="c in [1e-3, 2] (below c = 1 the cube family's lhs (1 - c) sqrt(k) is positive, above it the "
                     "slices' (sqrt 2 - 1) c sqrt(k)), d2, d3 in [4, 16], delta in [1/2, 1 - 1e-12]"),
)

COR57_END = Claim(
    id="chenli.cor5.7-enddelta",
    catalog_id="chenli.cor5.7",
    paper=PAPER,
    source=f"Corollary 5.7, Section 5.1, {SEED_FILE} L591-L597 (proof L599-L601), at the end delta -> 1 of 'for any "
           "delta > 0' (chenli.cor5.7 draws delta <= 1/2)",
    statement="v in S^{d-1}; mu_1..mu_k in [-c/sqrt d2, c/sqrt d2], nu_1..nu_k in [-c/sqrt d3, c/sqrt d3]; rows "
              "X_i ~ pi^s_{mu_i, nu_i; d1, d2, d3}. For any delta > 0: ||Xv|| <= c sqrt(k) + O(sqrt(k log(k/delta))) "
              "with probability >= 1 - delta. Checked at delta in [1/2, 1) as a uniform shape (hidden constant): the "
              "(1 - delta)-quantile of ||Xv|| minus c sqrt(k) is <~ sqrt(k log(k/delta)).",
    statement_tex=r"for any $\delta > 0$, $$\|\mathbf{X}v\| \leq c\sqrt{k} + O(\sqrt{k \log(k/\delta)})$$ with "
                  r"probability at least $1 - \delta$.",
    kind="probabilistic",
    comparison="<=",
    bound=B.cor5_7_end_shape,
    measure=_c57_end_measure,
    strategy=_c57_end_inst,
    assumptions=_C57_HYP,
    constants="hidden", uniform=True,
    directions=_C57_DIRS,
    expect="erratum as printed",
    evidence="Round 31 (helper endsChA); audits A and B (docs/audits/round31): CONFIRMED AS PRINTED. At k = 1 the printed O(sqrt(k log(k/delta))) is "
             "O(sqrt(log(1/delta))), which tends to 0 as delta -> 1, while ||Xv|| need not: with d_1 >= 1 and v = e_1 "
             "(a unit vector on a uniform +-1 coordinate) ||Xv|| = |X_11| = 1 for every X, so 'with probability >= 1 - "
             "delta, ||Xv|| <= c + C sqrt(log(1/delta))' needs C >= (1 - c)/sqrt(log(1/delta)), unbounded as delta "
             "-> 1 for every c < 1 (c = 1/2, delta = 1 - 1e-12: C >= 5e5). For c >= 1 the slices family does the "
             "same: v along 1_[2] + 1_[3] with both means at +c/sqrt(d_a) gives ||Xv|| = sqrt(2) c - O(1/sqrt(d_a)) "
             "deterministically (chenli.cor5.7's mean shift), so at a fixed c (the reading 'c an absolute constant' "
             "of chenli.cor5.7 included) the ratio still grows like 1/sqrt(log(1/delta)). The proof's last step takes "
             "t = O(sqrt(log(k/delta))) with 2 exp(-Omega(t^2)) <= delta/k, which needs log(2k/delta), not "
             "log(k/delta): the '2' of Lemma 5.5 is dropped. Every hypothesis holds exactly: v a unit vector, the "
             "slice counts integers with |mu_i| <= c/sqrt(d2), |nu_i| <= c/sqrt(d3) (checked), delta in (0, 1). "
             "Under the reading 'k >= 3' (Assumption 5's 1 <= chi <= sqrt(log k) forces log k >= 1, and k is the "
             "paper's token count) log(k/delta) >= log 3 and it holds; the paper applies it with delta = 1/poly(d): "
             "harmless downstream. chenli.cor5.7's corrected companion ((sqrt 2 - 1) c sqrt(k) + sqrt(k log(k/"
             "delta))) fails at the same end along delta -> 1 with c -> 0 (scratch: c = 1e-3, delta = 1 - 1e-12: "
             "ratio (1 - c)/((sqrt 2 - 1) c + 1e-6) = 2.4e3); with log(2k/delta) it holds (the (1 - delta)-quantile "
             "is at most the median for delta >= 1/2).",
    second_path="tests/test_chenli_r31_endsChA.py::test_cor57_k1_delta_to_one",
    corrected=B.cor5_7_end_corrected,
    corrected_text="||Xv|| <= sqrt(2) c sqrt(k) + O(sqrt(k log(2k/delta))) with probability >= 1 - delta (log(2k/delta) "
                   "from 2 exp(-C t^2) <= delta/k; the sqrt(2) c of chenli.cor5.7's correction); checked as ||Xv|| - c "
                   "sqrt(k) <~ (sqrt 2 - 1) c sqrt(k) + sqrt(k log(2k/delta)).",
    readings=(Reading("k >= 3", "k the paper's token count, k >= 3 (Assumption 5: 1 <= chi <= sqrt(log k)); then "
                      "log(k/delta) >= log 3 for every delta in (0, 1)",
                      strategy=_c57_end_inst_k3,
                      assumptions=(*_C57_HYP, Assumption("k >= 3", "k >= 3 (Assumption 5)", lambda q: q["k"] - 3.0)),
                      directions=(*_C57_DIRS_K3, *_C57_DIRS[1:])),),
    mutants={"sqrt(k log(1/delta)) (k dropped from the log; wrong along delta -> 1 at k >= 3)":
             B.cor5_7_end_mut_no_k_in_log},
    notes="Exact: both families have ||Xv|| independent of X (chenli.cor5.7's measurement, whose Monte Carlo sample is "
          "then constant, and whose slices family is in closed form). The old claim's region delta <= 1/2 is its edge "
          "here (delta = 1/2 drawn).",
    domain=(Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, key="delta",
                  text="any delta > 0 (probability 1 - delta)",
                  unreached="delta in [1/2, 1 - 1e-12] here (chenli.cor5.7 draws [5e-3, 1/2]); 1 - 1e-12 on the path"),
            Param("k", 1, INF, integer=True, key="k", text="k rows",
                  unreached="k <= 4 drawn, 256 on the k path (chenli.cor5.7 draws 1..64)"),
            Param("c", 0.0, INF, lo_closed=False, key="c", text="|mu_i| <= c/sqrt(d2), |nu_i| <= c/sqrt(d3)",
                  unreached="c in [1e-3, 2] (chenli.cor5.7 takes c to 100)")),
    settings={"ci": {"max_examples": 30, "budget_s": 1.0, "path_starts": 1}},
)

CLAIMS.append(COR57_END)
