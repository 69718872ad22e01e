"""factrecall, round 28 (helper lits): Lemma 3's checked identity (L808) at larger S, R.

- ``factrecall.lemma3-far``: factrecall.lemma3's identity E[gamma_sra] = E_Z[sigma^{(p+k)}(Z sqrt(|phi~(s)|^2 +
  |phi~(r)|^2)) |phi~(s)|^{2p} |phi~(r)|^{2k}] with its measurement (Monte Carlo over every embedding, the
  w-expectation of each (s', r') term integrated exactly), at S, R in 4..16 (factrecall.lemma3 draws S, R <= 3 for
  cost). |V| = S + R + n_ans >= S + R + 1, n_ans in 1..SR. By hand (p = k = 1, q = 4, 300 draws): S = R = 8, d = 5:
  1.7 s, z = -0.23; S = 16, R = 8, d = 9: 2.2 s, z = -0.36. Under dev/deep the strategy draws only such far
  instances; under ci one (S = R = 4, d = 5) keeps the wiring tested. Dev run (seed 916380179): 15 instances, no
  counterexample, best score 0.61 (122 s).
"""

from __future__ import annotations

import dataclasses

from hypothesis import strategies as st

from thmcheck.checks.claim import Claim
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall.sec4_appC2_mlp import LEMMA3, lemma3_answers
from thmcheck.checks.profiles import active_profile

CLAIMS: list[Claim] = []


@st.composite
def _far_instances(draw: st.DrawFn) -> dict:
    """S, R in 4..16 under dev/deep (S = R = 4 under ci), d odd in 5..33, p, k in {1, 3}, q in p + k + {0, 1, 2},
    n_ans in 1..SR answers, a any token other than a*(s0, r0), 300 draws."""
    ci = active_profile() == "ci"
    S = 4 if ci else draw(st.integers(4, 16))
    R = 4 if ci else draw(st.integers(4, 16))
    d = 5 if ci else draw(st.one_of(st.just(5), st.integers(2, 16).map(lambda j: 2 * j + 1)))
    p = 1 if ci else draw(st.sampled_from([1, 3]))
    k = 1 if ci else draw(st.sampled_from([1, 3]))
    q = p + k + draw(st.sampled_from([2, 0, 1]))
    return {"d": d, **lemma3_answers(draw, p, k, q, S, R), "draws": 300}


_WHY = "Monte Carlo over all S + R + n_ans embeddings, 300 draws (~2 s an instance at S = 16, R = 8)"

CLAIMS.append(dataclasses.replace(
    LEMMA3,
    id="factrecall.lemma3-far",
    catalog_id="factrecall.lemma3",
    statement=LEMMA3.statement + " Here at S, R in 4..16, |V| = S + R + n_ans (dev/deep; ci: S = R = 4).",
    strategy=_far_instances,
    domain=(Param("d", 1, INF, integer=True, text="d odd", unreached="d <= 33; " + _WHY),
            Param("S", 1, INF, integer=True, far=16, text="S >= 1", unreached="4 <= S <= 16 (S <= 3: "
                  "factrecall.lemma3); ci draws S = 4 only; " + _WHY),
            Param("R", 1, INF, integer=True, far=16, text="R >= 1", unreached="4 <= R <= 16 (R <= 3: "
                  "factrecall.lemma3); ci draws R = 4 only; " + _WHY),
            Param("n_ans", 1, INF, integer=True, text="answers; |V| = S + R + n_ans >= S + R + 1",
                  unreached="n_ans <= SR <= 256")),
    mutants={},
    auto_mutant=False,
    no_mutant_reason="the planted mutants are factrecall.lemma3's, killed at S = R = 1 where the Monte Carlo is "
                     "tight; at S R >= 16 the cross terms widen the interval",
    notes=LEMMA3.notes + " Round 28 (helper lits): the same identity at S, R in 4..16 (factrecall.lemma3 stops at 3).",
    settings={"ci": {"max_examples": 1, "budget_s": 2.0, "path_starts": 1},
              "dev": {"max_examples": 20, "budget_s": 120.0}},
))
