"""Round 31 (helper endsChB): the printed domain's unreached finite ends, second half of chenli's claims.

- ``chenli.eq17-endd_3`` (L638-L648, Eq. (17) 'in general'): (17) is printed for every d_3 > 1 and nu in [-1, 1] (a
  multiple of 1/d_3); chenli.eq17 draws d_3 in [4, 12] through Lemma 5.8's block strategy (whose c >= 1 forces
  min(d_2, d_3) >= 4, a constraint (17) itself does not have). Here d_3 in {2, 3, 4, 5} (4, 5: the old region's edge),
  every slice level j_3 of the parity, d_2 in [1, 6], the same measurement and bound as chenli.eq17 (imported).

The classification of every unreached end of this helper's list is in /work/coord/r31/ends_endsChB.out.tsv (round-31
coordination); generator widenings done in place: chenli.eq154 (d >= 1, was d >= 2) and chenli.lemma11.10 (bits >= 1,
was bits >= 2).
"""

from __future__ import annotations

from hypothesis import strategies as st

from thmcheck.bounds.chenli import r5_chenli1 as B
from thmcheck.checks.claim import Claim
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli import r5_chenli1 as R5
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, with_edges

CLAIMS: list[Claim] = []


@st.composite
def _eq17_small_d3(draw: st.DrawFn) -> dict:
    """d_3 in [2, 5] (2 first), nu = j_3/d_3 over every level of the slice parity (the extremes first), d_1 in [0, 3],
    d_2 in [1, 6]; A as chenli.eq17's (_A: integer rows, structures random / zero_sum / neg_cross / aligned)."""
    d3 = draw(with_edges(st.integers(2, 5), 2, 3))
    levels = [j for j in range(-d3, d3 + 1) if (j - d3) % 2 == 0]
    j3 = draw(st.one_of(st.sampled_from([levels[0], levels[-1]]), st.sampled_from(levels)))
    d2 = draw(st.integers(1, 6))
    return {"d1": draw(st.integers(0, 3)), "d2": d2, "d3": d3, "c4": 4, "j2": d2 % 2, "j3": j3,
            "da": draw(st.integers(1, 6)),
            "structure": draw(st.sampled_from(["random", "zero_sum", "neg_cross", "aligned"])),
            "offset": draw(st.integers(0, 2)), "seed": draw(SEEDS)}


CLAIMS.append(Claim(
    id="chenli.eq17-endd_3",
    catalog_id="chenli.lemma5.8",
    paper=PAPER,
    source=f"Proof of Lemma 5.8, Eq. (17) and the lines after it, Section 5.2, {SEED_FILE} L638-L648 (the end d_3 = 2, 3)",
    statement="For any nu in [-1, 1] (a multiple of 1/d_3, d_3 > 1): sum_{i != j in S_[3]} (A A^T)_{ij} (nu^2 d_3 - 1)/"
              "(d_3 - 1) = f_3 1_[3]^T (A A^T) 1_[3] - f_3 ||P_[3] A||_F^2 >= -2 ||A||_op^2 - ||P_[3] A||_F^2, at the "
              "printed domain's small end d_3 in {2, 3} (chenli.eq17 draws d_3 >= 4).",
    statement_tex=r"$$\sum_{i, j \in S_{[3]}: i \neq j} (\mathbf{A}\mathbf{A}^\top)_{ij} \cdot \frac{\nu^2 d_3 - 1}{d_3 "
                  r"- 1} = \dots \geq -2 \|\mathbf{A}\|_{\text{op}}^2 - \|P_{[3]} \mathbf{A}\|_F^2, \quad (17)$$",
    kind="step", comparison=">=", bound=B.rhs, measure=R5._eq17_measure, strategy=_eq17_small_d3,
    expect="holds",
    evidence="f_3 = (nu^2 d_3 - 1)/(d_3 - 1) >= -1/(d_3 - 1) >= -1 and 1^T G 1 <= d_3 ||A||_op^2 with d_3/(d_3 - 1) <= 2 "
             "(L648) hold at d_3 = 2, 3 as well (f_3 = -1 at d_3 = 2, nu = 0: lhs = ||P_[3] A||_F^2 - 1^T G 1 >= rhs). "
             "Round-31 scratch: every instance of "
             "d_1 <= 3, d_2 <= 6, d_3 in {2, 3}, all levels, 4 structures, 6 widths, 8 seeds (32256): min gap lhs - rhs = 0.0, at A = 0 on the blocks only.",
    mutants={"-||A||_op^2/2 - ||P_[3] A||_F^2/4": lambda rhs, **_: rhs / 4,
             "rhs/10": lambda rhs, **_: rhs / 10},
    auto_mutant=False,
    notes="The measurement and bound are chenli.eq17's (integer A, float64 spectra).",
    domain=(Param("nu", -1.0, 1.0, key="j3", text="nu in [-1, 1], multiple of 1/d_3"),
            Param("d_3", 2, INF, integer=True, key="d3", text="d_3 > 1",
                  unreached="d_3 <= 5 here (2, 3: the end; 4, 5: the edge of chenli.eq17's region, which goes to 12)")),
    settings={"ci": {"max_examples": 40, "budget_s": 0.5}},
))
