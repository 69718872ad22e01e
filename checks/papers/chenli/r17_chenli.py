"""Round 17 (helper chenli): Lemma 9.4's proof, its label chain (L2941), inside the projection matrices' Assumptions
8-10.

- ``chenli.display.lemma9.4-label-chain`` (L2941): ||F(X)_{:1}|| = ||softmax(X theta X^T) X w*|| <= sqrt(dk) ||w*||
  <= sqrt(mdk). F(X)_{:1} = sum_i softmax(X Theta_i X^T) X w_i* = Z w* has m heads; with X's rows equal (uniform
  attention) and the heads' first columns aligned with x, ||F(X)_{:1}|| = sqrt(dk) sum_i ||w_i*|| = sqrt(m) sqrt(dk)
  ||w*||, inside Assumptions 8-10 (chenli.lemma9.4's instances): the first '<=' fails by sqrt(m) for m >= 2 (erratum;
  Cauchy-Schwarz over the heads gives sqrt(mdk) ||w*||). The lemma's end bound sqrt(mdk) still holds under
  Assumption 9 (chenli.lemma9.4).
"""

from __future__ import annotations

import numpy as np

from thmcheck.bounds.chenli import r17_chenli as B
from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.papers.chenli.sec9_solve import LEMMA9_4, _l94_build, _l94_y, _lemma9_4_instances

CLAIMS: list[Claim] = []


def _l2941_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = ||F(X)_{:1}|| = ||sum_i softmax(X Theta_i X^T) X w_i*|| on chenli.lemma9.4's instances (Assumptions 8-10)."""
    b = _l94_build(inst)
    y = _l94_y(b["X"], float(inst["t"]), b["A"], b["B"], b["w"])
    m, d, k = int(inst["m"]), int(inst["d"]), int(inst["k"])
    wn = float(np.linalg.norm(b["w"]))
    return Measurement(float(np.linalg.norm(y)), {"m": m, "d": d, "k": k, "wnorm": wn},
                       {"stable rank min_i ||W_i||_F^2/||W_i||_op^2": b["srank"], "||W_1||_F": float(b["n"][0]),
                        "10 m^3 k log d (Assumption 9's floor)": b["r_w_floor"], "kappa' (Assumption 8)": b["kappa_p"],
                        "max ||W_i||_F": float(b["n"].max()), "||w*||": wn,
                        "||F_{:1}||/(sqrt(dk) ||w*||)": float(np.linalg.norm(y)) / (np.sqrt(d * k) * wn) if wn > 0
                        else 0.0})


CLAIMS.append(Claim(
    id="chenli.display.lemma9.4-label-chain",
    catalog_id="chenli.lemma9.4",
    paper=PAPER,
    source=f"Proof of Lemma 9.4, Section 9, {SEED_FILE} L2941 (F(X)_{{:1}} = Z w*: Definition 9.2 L2893-L2905, w* (141))",
    statement="||F(X)_{:1}|| = ||softmax(X theta X^T) X w*|| <= sqrt(dk) ||w*|| <= sqrt(mdk); checked: the first "
              "'<=', ||F(X)_{:1}|| <= sqrt(dk) ||w*||, F the m-head model and w* of (141).",
    statement_tex=r"$$\|F(\mathbf{X})_{:1}\| = \|\text{softmax}(\mathbf{X}\boldsymbol{\theta}\mathbf{X}^T)\mathbf{X}w^*\| "
                  r"\leq \sqrt{dk} \|w^*\| \leq \sqrt{mdk}.$$",
    kind="step", comparison="<=", bound=B.l2941_middle, measure=_l2941_measure,
    # round 18: chenli.lemma9.4's generator now spans ||W_i||_F > 1 (Assumption 10 as printed) and proposes it first;
    # the ratio ||F_{:1}||/(sqrt(dk)||w*||) is scale-free and largest (sqrt(m)) at equal head norms, so this display
    # keeps the equal/spread norms of rounds 1-17 (all inside the printed Assumption 10)
    strategy=_lemma9_4_instances(wide=False), assumptions=LEMMA9_4.assumptions,
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/chenli.md, auditors A, B): confirmed as printed. With m heads F(X)_{:1} = sum_i softmax(X Theta_i X^T) X w_i* (Definition 9.2: y = Z w*), and the printed "
             "middle term treats it as one head. Instance inside Assumptions 8-10 (chenli.lemma9.4's generator; "
             "every slack in the report): X with k equal rows x (each attention row uniform, whatever Theta_i), W_i "
             "= [c u, s R_i] with u = x/sqrt(d), c^2 = 1/r_W at Assumption 9's floor r_W = 10 m^3 k log d, R_i "
             "orthonormal columns of u^perp with R_2 = R_1 J (cyclic shift: <W_1, W_2> = c^2 = kappa' = 1/r_W <= "
             "1/(10 m)), ||W_i||_F = 1: y_r = sqrt(d) sum_i c, so ||F(X)_{:1}|| = sqrt(dk) m c = sqrt(m) sqrt(dk) "
             "||w*||; e.g. m = 2, k = 2, d = 1164: ratio 1.41421 = sqrt 2 (m = 4: 2). Not the encoding: the ratio is "
             "sqrt(m) exactly, and a dense-matrix second path reproduces it. Harmless for Lemma 9.4 itself: under "
             "Assumption 9 ||w*|| <= sqrt(m/r_W), so even sqrt(mdk) ||w*|| <= sqrt(mdk) m/sqrt(r_W) < sqrt(mdk) "
             "(chenli.lemma9.4 holds)." +
             " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
             "constant: Assumption 9 r_W >= 10 m^3 k log d, Assumption 8 kappa' <= 1/(10 m) (factors 10). "
             "Outcome (a) the crossing survives every admissible value of the constant: the ratio is sqrt(m) "
             "exactly, at r_W = C m^3 k log d and kappa' = c^2 = 1/r_W <= 1/(C m) for any constant C (at a d "
             ">= r_W): the construction does not depend on the constant (as round 28's chenli.lemma9.4).",
    corrected=B.l2941_corrected,
    corrected_text="||F(X)_{:1}|| <= sum_i ||softmax(X Theta_i X^T) X w_i*|| <= sqrt(dk) sum_i ||w_i*|| <= sqrt(mdk) "
                   "||w*|| (Cauchy-Schwarz over the m blocks of w*).",
    second_path="tests/test_chenli_r17_chenli.py::test_lemma9_4_inside_assumption9",
    mutants={"sqrt(dk) m^{1/4} ||w*|| (wrong along m)": B.l2941_mut_quarter},
    notes="chenli.lemma9.4's instances and measure (first columns only, rank-one Theta_i; the dense W_i are built in "
          "the test). The corrected bound is attained (equal rows, aligned first columns).",
    settings={"ci": {"max_examples": 30, "budget_s": 8.0}},
    domain=(Param("m", 1, INF, text="m heads", integer=True,
                  unreached="m <= 4 (Assumption 9 forces d ~ 1e5 at m = 4, k = 6); the ratio sqrt(m) is exact for every m"),
            Param("k", 2, INF, text="k tokens", integer=True, unreached="k <= 6 (as m)"),
            Param("d", 1, INF, text="dimension d", integer=True,
                  unreached="d >= 10 m^3 k log d + 1 (Assumption 9 needs it), up to 2 times that")),
))
