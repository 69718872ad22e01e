"""thesis, Appendix D (round 13, helper thesisD): Lemma D.2.11's proof (App. D.2), L7484.

- ``thesis.ch5.lemmaD.2.11-L7484.corrected`` written by hand (replaces the generated companion of the round-12
  erratum): the Cauchy-Schwarz correction holds for every draw, so it is checked with the explicit constant 1. As a
  generated hidden-constant companion its path m2 -> inf at m1 = 64 read 'potential' (the ratio rises like
  sqrt(2 log m2 / m1) towards its ceiling 1 and cannot pass it: |<u, v>| <= ||u|| ||v||).

Bounds in ``thmcheck.bounds.thesis.r13_thesisD``; tests in ``tests/test_thesis_r13_thesisD.py``.
"""

from __future__ import annotations

from dataclasses import replace

from thmcheck.bounds.thesis import r12_thesisD as B12
from thmcheck.checks.claim import Claim
from thmcheck.checks.corrections import companion
from thmcheck.checks.papers.thesis import r12_thesisD

SP = "tests/test_thesis_r13_thesisD.py::"

CLAIMS: list[Claim] = []


# ============================ L7484 (proof of Lemma D.2.11): the correction with its explicit constant 1, by hand


def _l7484_corrected_explicit() -> Claim:
    """thesis.ch5.lemmaD.2.11-L7484.corrected written by hand: the generated companion with constants explicit
    (constant 1). Per draw, |(Z Sigma V'')_{n,j}| <= ||Z_n||_2 ||V''_{:,j}||_2 and |(T3 (V + V^rho))_{n,j}| <=
    ||T3_n||_2 ||(V + V^rho)_{:,j}||_2 (Cauchy-Schwarz), so max_n ||delta^(1)_n||_inf <= cs_v + cs_w in every draw,
    and the median of the left side is at most the median of the right side (order statistics are monotone)."""
    base = companion(next(c for c in r12_thesisD.CLAIMS if c.id == "thesis.ch5.lemmaD.2.11-L7484"))
    return replace(
        base, constants="explicit", uniform=False, directions=(), eventually=(), auto_mutant=True,
        no_mutant_reason="",
        statement="Correction of thesis.ch5.lemmaD.2.11-L7484: lim_{eta -> 0} ||delta_n||_inf / eta <= ||Z_n||_2 "
                  "max_j ||V''_{:,j}||_2 + ||(A((A X W'' Sigma) . D_{w,rho}))_n||_2 max_j ||(V + V^rho)_{:,j}||_2 "
                  "(Cauchy-Schwarz per draw, constant 1; the median over the draws of the left side against the "
                  "median of the right side)",
        mutants={"corrected's V'' part only (term 3 dropped)": B12.l7484_mut_v_only,
                 "corrected's W'' part only (term 2 dropped)": B12.l7484_mut_w_only},
        notes="Companion of the erratum thesis.ch5.lemmaD.2.11-L7484 (hand-written, round 13 thesisD): the corrected "
              "bound with the explicit constant 1, which implies the O~ correction. The generated hidden-constant "
              "companion read 'potential' on its path m2 -> inf at m1 = 64 (ratio 0.087 -> 0.40): there term 3, "
              "sum_i c_i sigma_i V_{ij} over m2 columns, has max_j ~ ||c|| sqrt(2 log m2 / m2) against the Cauchy-"
              "Schwarz ||c|| max_j ||V_{:,j}|| ~ ||c|| sqrt(m1/m2), a ratio sqrt(2 log m2 / m1) that rises until it "
              "meets its ceiling 1 (m2 ~ e^{m1/2}) and never passes it. The measure's per-draw lhs and cs are "
              "computed from the same draw, so lhs <= cs holds draw by draw (second path: "
              + SP + "test_l7484_cauchy_schwarz_holds_draw_by_draw). "
              + base.notes.removeprefix("Companion of the erratum thesis.ch5.lemmaD.2.11-L7484: its corrected bound, "
                                        "checked as a claim that must hold. "),
    )


CLAIMS.append(_l7484_corrected_explicit())
