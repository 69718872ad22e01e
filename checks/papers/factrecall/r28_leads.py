"""factrecall, round 28 (helper leads): Theorem 4 at the far end of its printed sizes.

- ``factrecall.thm4-far``: Theorem 4 (L183-L191) with factrecall.thm4's existence witness and measurement
  (Theorem 11's heads, an MLP of width m = 4d fit by least squares, scored on fresh sequences on the embedding draws
  where the proof's high-probability event holds), at the sizes factrecall.thm4 does not draw (d > 129, S up to 32,
  R up to 8). Round 22 tried (d, S, R) = (257, 16, 8) and (257, 32, 8) by hand: Lemma 1's event failed on every draw
  (the instance is rejected, never scored). Here d reaches 513 and 1025, where it holds: (513, 16, 8) and (1025, 32,
  8) score accuracy 1 on every draw (22 s and 60 s an instance). Under dev/deep the strategy draws only such far
  instances; under ci (cost) one small instance (d = 33, S = R = 2) keeps the claim's wiring tested.
"""

from __future__ import annotations

from hypothesis import strategies as st

from thmcheck.bounds.factrecall import sec4_appC2_mlp as B
from thmcheck.checks.claim import Claim
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.papers.factrecall.sec4_appC2_mlp import THM4, _thm4_measure
from thmcheck.checks.profiles import active_profile
from thmcheck.checks.strategies import SEEDS

CLAIMS: list[Claim] = []

_FAR = ((257, 16, 4), (513, 16, 8), (513, 32, 4), (1025, 32, 8))


@st.composite
def _thm4_far_instances(draw: st.DrawFn) -> dict:
    """(d, S, R) from _FAR under dev/deep ((33, 2, 2) under ci), D = 2 answers per relation, p = 1, deg sigma q = 2 or
    3 (random Hermite coefficients, c_{2p} > 0), T in 3..6, m = 4d, 2 embedding draws."""
    import numpy as np

    d, S, R = (33, 2, 2) if active_profile() == "ci" else draw(st.sampled_from(_FAR))
    D, p = 2, 1
    q = 2 * p + draw(st.sampled_from([0, 1]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    coef = rng.uniform(0.2, 1.0, q + 1) * rng.choice([-1.0, 1.0], q + 1)
    coef[2 * p] = abs(coef[2 * p])
    astar = np.arange(R)[None] * D + rng.integers(0, D, (S, R))
    return {"d": d, "p": p, "q": q, "coef": [float(c) for c in coef], "S": S, "R": R, "D": D, "astar": astar,
            "n_noise": S + R, "T": draw(st.integers(3, 6)), "M": 1, "beta": 200.0, "m_per_d": 4, "draws": 2,
            "seed": seed}


CLAIMS.append(Claim(
    id="factrecall.thm4-far", catalog_id="factrecall.thm4", paper=PAPER,
    source=f"Theorem 4 (Attention + MLP, informal), Section 4, {SEED_FILE} L183-L191 (formal: Thm 11, App. C.2)",
    statement=THM4.statement + " Here at the far sizes: d in {257, 513, 1025}, S up to 32, R up to 8 (dev/deep).",
    kind="construction", comparison=">=", bound=B.thm4_accuracy, measure=_thm4_measure,
    strategy=_thm4_far_instances, assumptions=THM4.assumptions,
    domain=(Param("d", 17, INF, integer=True, text="embedding dimension d >= Omega~(1)", far=1025,
                  unreached="d <= 1025 (60 s an instance at S = 32, R = 8); ci draws d = 33 only"),
            Param("S", 1, INF, integer=True, text="S subjects", far=32,
                  unreached="S <= 32 (cost); ci draws S = 2 only"),
            Param("R", 1, INF, integer=True, text="R relations", far=8,
                  unreached="R <= 8 (cost); ci draws R = 2 only")),
    expect="holds",
    auto_mutant=False,
    no_mutant_reason=THM4.no_mutant_reason,
    notes="Round 28 (helper leads): factrecall.thm4's lead 'Theorem 4 with d > 257' (round 22: at d = 257 with S = "
          "16, R = 8 Lemma 1's event failed on all 4 draws). By hand (seed 11, q = 2, T = 4, 2 draws): (257, 16, 4): "
          "event on 1 of 2 draws, witness accuracy 1, the proof's own construction 0.977, 7 s; (513, 16, 8): event on "
          "both, witness 1, construction 1.0, 22 s; (1025, 32, 8): event on both, witness 1, construction 0.994, 60 s. "
          "The strategy reads the active profile (thmcheck.checks.profiles.active_profile): ci keeps one small "
          "instance (d = 33, S = R = 2, under a second), dev and deep draw the far sizes only.",
    settings={"ci": {"max_examples": 2, "budget_s": 2.0, "path_starts": 1},
              "dev": {"max_examples": 8, "budget_s": 240.0}},
))
