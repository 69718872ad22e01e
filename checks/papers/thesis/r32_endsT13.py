"""thesis, Chapters 2, 3, 5 and 7 (Apps. A, B, D, F), round 32 (helper endsT13): the printed domain's ends (issue #30).

Every end of the printed domain that the round-31 ci run left unreached in these chapters is classified in
``docs/ends_r32_T13.tsv`` (class a: reached in effect, b: outside the reading, c: cost / convenience; the rows checked
at the end with the claim's own measurement carry the result). One end crossed, and is a claim here:

- ``thesis.ch2.eqA.164-endN``: (A.164) L3414 (Lemma A.3.1 Claim 2: the score gap (x_j - x_j')^T W_K^T W_Q x_l of an
  S_1 key over a non-discriminative key is positive 'when t is large enough ... before the final step of
  convergence') at the N -> 1 end of the sample count (printed N >= 1 with Theorem 1's N >= Omega(...) (2.11);
  round 18's thesis.ch2.eqA.164 draws N in {20, 40, 80}). At N = 2 .. 8 (full batch) the gap is negative at every
  step of the last tenth before T* on most seeds. (2.11)'s constant is hidden: the claim is conditional on it.

The measurement, the bound and the certifiable hypothesis are round 18's (``r18_thesisA``), imported unchanged.
"""

from __future__ import annotations

import dataclasses

from hypothesis import strategies as st

from thmcheck.checks.claim import uncertified
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.thesis import r18_thesisA as R18
from thmcheck.checks.strategies import SEEDS

CLAIMS = []

_A164 = next(c for c in R18.CLAIMS if c.id == "thesis.ch2.eqA.164")


@st.composite
def _a164_end_instances(draw: st.DrawFn) -> dict:
    """The N -> 1 end: N in [1, 8] (atoms 2 and 4), the full batch B = N (B -> inf's limit at this N), eta in {1,
    0.5}, m = 112 (>= M^2 ln N at constant 1), L = 10, the window's start f in [0.9, 0.99] (atom 0.9), the seed (0 an
    atom: the crossing of the scratch sweep)."""
    N = draw(st.one_of(st.sampled_from([2, 4]), st.integers(1, 8)))
    return {"seed": draw(st.one_of(st.just(0), SEEDS)), "eta": draw(st.sampled_from([1.0, 0.5])), "N": N, "B": N,
            "m": 112, "L": 10, "f": draw(st.one_of(st.just(0.9), st.floats(0.9, 0.99)))}


CLAIMS.append(dataclasses.replace(
    _A164, id="thesis.ch2.eqA.164-endN",
    statement=_A164.statement + " Round 32: at the N -> 1 end of the training-set size (full batch), with Theorem 1's "
              "N >= Omega(...) (2.11) granted.",
    strategy=_a164_end_instances,
    assumptions=(*_A164.assumptions,
                 uncertified("N >= Omega(...) (2.11)", "Theorem 1's sample complexity, a hidden constant",
                             "the constant of (2.11) is not printed")),
    expect="conditional",
    evidence="Round 32 (endsT13); audits (docs/audits/round31, referees B and C): CONDITIONAL (C's own model gives "
             "the same sign at N = 2 .. 20, a threshold in N that (2.11)'s unprinted constant governs). Scratch sweep of the unreached ends (claim's own measure, "
             "float64, full batch B = N, m = 112, L = 10, f = 0.9): the gap's minimum over the window [0.9 (T* - 1), "
             "T* - 1) is negative at N = 1, 2, 4 for seeds 0, 1, 2 and eta 1, 0.5 (all 18), and at N = 8 in 5 of 6; "
             "N = 20 seed 0 holds (min gap +0.70). E.g. N = 2, seed 0, eta = 1: min gap -3.84 at t = 52, T* = 54, "
             "window start 48, 5/5 steps of the window negative, training hinge 0.112 there; N = 4, seed 0: -0.488, "
             "T* = 76, 7/7 negative, hinge 0.020; N = 8, seed 2: -0.472, T* = 77, 7/7 negative. The window holds 5 - 7 "
             "steps (not a one-step artefact). Theorem 1's N >= Omega(...) (2.11) has a hidden constant: granted "
             "(uncertified), hence conditional. Second path: tests/test_thesis_r32_endsT13.py (own torch ViT, no "
             "thmcheck code): window minima -1.6 .. -2.8 at N = 2 and -0.26 .. -1.6 at N = 4 (seeds 0-2, every "
             "window step negative), mixed at N = 8 (1 of 3 seeds negative), positive at N = 20 (+0.3 .. +1.2).",
    second_path="tests/test_thesis_r32_endsT13.py::test_a164_gap_negative_late_at_small_n",
    notes=_A164.notes + " Round 32: the generator draws the N -> 1 end (full batch); measure, bound and the "
          "certifiable hypothesis are round 18's; (2.11) is granted.",
    settings={"ci": {"max_examples": 2, "budget_s": 6.0, "min_valid": 1}, "dev": {"max_examples": 12}},
    domain=(*[p for p in _A164.domain if p.name not in ("N", "B")],
            Param("N", 1, INF, integer=True, far=8, text="N >= Omega(...) (2.11)",
                  unreached="N in [1, 8] drawn (above: thesis.ch2.eqA.164's draw N in {20, 40, 80})"),
            Param("B", 1, INF, integer=True, far=8, text="B >= Omega(1) (2.9)",
                  unreached="B = N (the full batch) only: the mini-batch B < N at small N not drawn (convenience)")),
))
