"""Round 26 (helper literalCM): chenli's numbered results, printed statement against the encoded claim (issue #30,
'Discovery': readings resolved in the authors' favour).

- ``chenli.lemma5.22-d1`` (L1278-L1282): Lemma 5.22 as printed over its whole domain d >= 1 (M in R^{d x d}).
  chenli.lemma5.22 draws d >= 2 only and leaves d = 1 as an 'unsearched' direction (log d read as >= log 2): at
  d = 1 the printed shape xi log 1 = 0, while every M = [a] with a != 0 meets (58) with xi = |a| and has
  ||M||_op = |a|, so 'lhs <= C xi log d' fails for every constant C. chenli.lemma5.22's reading (d >= 2) is this
  claim's Reading.
"""

from __future__ import annotations

from hypothesis import strategies as st

from thmcheck.bounds.chenli import r26_literalCM as B
from thmcheck.checks.claim import Claim, Direction, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli import sec5_5_6_spectral as S56
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

# ------------------------------------------------------------------------- Lemma 5.22 at d = 1 (L1278-L1282)


@st.composite
def _l522_d1_instances(draw: st.DrawFn) -> dict:
    """d = 1 (every family of chenli.lemma5.22 at d = 1: M = [c a], xi(M) = ||M||_op = c |a|) or chenli.lemma5.22's
    own instances (d >= 2)."""
    if draw(st.booleans()):
        fam = draw(st.sampled_from(S56._L522_FAMILIES))
        return {"family": fam, "seed": draw(SEEDS), "d": 1.0,
                "c": float(draw(with_edges(log_uniform(1e-3, 1e3), 1.0)))}
    return draw(S56._lemma5_22_instances())


_L522_DIRECTIONS = tuple(dr for dr in S56.LEMMA5_22.directions if dr.how != "unsearched")

CLAIMS.append(Claim(
    id="chenli.lemma5.22-d1",
    catalog_id="chenli.lemma5.22",
    paper=PAPER,
    source=f"Lemma 5.22, Section 5.5, {SEED_FILE} L1278-L1282 (as printed, d >= 1)",
    statement="If for all equal or disjoint subsets S, T of [d] the matrix M in R^{d x d} satisfies |1_S^T M 1_T| <= "
              "xi sqrt(|S| |T|) (58), then ||M||_op <~ xi log d. Checked as printed over every d >= 1 (chenli.lemma5.22 "
              "draws d >= 2): a uniform shape xi log d, xi = xi(M) the smallest xi meeting (58).",
    statement_tex=r"If for all equal or disjoint subsets $S, T \subseteq [d]$, the matrix $M \in \mathbb{R}^{d "
                  r"\times d}$ satisfies the bound $$|\mathbb{1}_S^\top M \mathbb{1}_T| \leq \xi \sqrt{|S| "
                  r"\cdot |T|}, \quad (58)$$ then $\|M\|_{\text{op}} \lesssim \xi \log d$",
    kind="deterministic",
    comparison="<=",
    bound=B.lemma5_22_printed_shape,
    measure=S56._lemma5_22_measure,
    strategy=_l522_d1_instances(),
    constants="hidden",
    uniform=True,
    directions=(
        *_L522_DIRECTIONS,
        Direction("d = 1 (log d = 0)", "d", 1.0, how="search",
                  reason="d = 1 is drawn directly (half the draws, every family of chenli.lemma5.22): an integer end, "
                         "no path leads to it; there the shape is 0 and the sign alone decides"),
    ),
    readings=(
        Reading("d >= 2", "log d read as bounded away from 0 (d >= 2, log d >= log 2): chenli.lemma5.22 as encoded",
                strategy=S56._lemma5_22_instances(), domain=S56.LEMMA5_22.domain,
                directions=S56.LEMMA5_22.directions),
    ),
    expect="erratum as printed",
    evidence="Audit pending (round 26). d = 1, M = [a], a != 0 (e.g. a = 1): the only equal-or-disjoint pairs with "
             "nonempty S, T are S = T = {1}, so (58) reads |a| <= xi, met with xi = |a|; ||M||_op = |a| > 0 = C xi "
             "log 1 for every constant C. Every printed hypothesis holds (the lemma restricts neither d nor M). "
             "With d >= 2 (the reading; chenli.lemma5.22) the lemma holds on the searched span (H_d/(xi log d) -> "
             "~1/4 on the u_i = i^{-1/2} family). Not used at d = 1 by the paper (Section 5's d is huge).",
    second_path="tests/test_chenli_r26_literalCM.py::test_lemma522_d1",
    no_correction_reason="the correction is the reading 'd >= 2' (or log d replaced by max(1, log d)): chenli.lemma5.22 "
                         "as encoded (holds, uniform)",
    mutants={"without the log d (||M||_op <~ xi), wrong along d -> inf": B.lemma5_22_mut_nolog,
             "xi^2 log d (a wrong power of the scale), wrong along c -> 0": B.lemma5_22_mut_xi2},
    notes="Round 26 (helper literalCM): chenli.lemma5.22 kept d = 1 outside the search ('log d read as >= log 2', an "
          "unsearched direction); the printed statement quantifies over every d. Measurement and d >= 2 instances "
          "are chenli.lemma5.22's (xi(M) by enumeration of the equal-or-disjoint pairs; closed form on u u^T).",
    settings={"ci": {"max_examples": 20, "budget_s": 2.0}},
    domain=(Param("d", 1, INF, key="d", text="M in R^{d x d}, any d >= 1", integer=True,
                  unreached="d <= 8 (ci), 11 (deep) for enumerated families; inv_sqrt to 1e30 in closed form"),
            Param("c", 0.0, INF, lo_closed=False, key="c", text="the scale of M",
                  unreached="c in [1e-3, 1e3] in the search, to 1e-6 along the scale path")),
))
