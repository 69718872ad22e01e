"""thesis, Chapters 4 and 6 (Apps. C, E), round 32 (helper endsT2): the printed domain's ends (issue #30).

Every end of a printed domain that round 31's ci run left unreached in these chapters was classified (the table is
``/work/coord/r32/ends_T2.out.tsv``, copied to ``docs/ends_r32_T2.tsv``); the cheap ends of cost / convenience were
computed with scratch scripts. One end crossed, and is a claim here:

- ``thesis.ch6.eqE.73-endM1``: (E.73)'s first line (proof of Theorem 6.3.4, L8271-L8275) at the M1 = 2 end of the
  printed M1 >= 2 (round 18's thesis.ch6.eqE.73 draws M1 = 4 only). With M1 = 2, M2 = 4 (= 2 M1), m = 50, the
  Householder ODR family (a swap of mu_1, mu_2 at M1 = 2, S_j = 1) and alpha' = 0.8, the trained model reaches
  near-zero training loss but gives F = -1.0 on some out-of-domain prompts of label +1 at delta = 0.1 and 0.2 (not
  only at round 18's delta = 0.02), and the crossing survives m, c_B, c_T x4. At M1 = 2, M2 = 2 it holds (F = 0.994).

The measurement, the bound and the hypotheses are round 18's (``r18_thesisE``), imported unchanged.
"""

from __future__ import annotations

import dataclasses

from hypothesis import strategies as st

from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.thesis import r18_thesisE as R18
from thmcheck.checks.profiles import active_profile

CLAIMS = []

_E73 = next(c for c in R18.CLAIMS if c.id == "thesis.ch6.eqE.73")

_M1_2 = {**R18.OOD_FIRST, "M1": 2, "M2": 4, "m": 50, "alpha_p": 0.8, "family": "householder", "cT": 60.0}


@st.composite
def _e73_end_instances(draw: st.DrawFn) -> dict:
    """The M1 = 2 end of (E.73): OOD_FIRST's family at M1 = 2, M2 = 4 (M2 <= 2 M1), m = 50 (>= M1^2 log M1 x 36),
    delta in {0.2, 0.1, 0.05}, alpha' in {0.8, 1}, c_T in {60, 40}, the Householder ODR family (at M1 = 2 the only
    Householder mixing orthogonal to 1: the swap), the seed (5 an atom; ci draws the first instance only)."""
    if active_profile() == "ci":
        return {**_M1_2, "delta": 0.2}
    return {**_M1_2, "seed": draw(st.one_of(st.just(5), st.integers(0, 200))),
            "delta": draw(st.sampled_from((0.2, 0.1, 0.05))), "alpha_p": draw(st.sampled_from((0.8, 1.0))),
            "cT": draw(st.sampled_from((60.0, 40.0)))}


CLAIMS.append(dataclasses.replace(
    _E73, id="thesis.ch6.eqE.73-endM1",
    statement=_E73.statement + " Round 32: at the M1 = 2 end of the printed M1 >= 2 (M2 = 4 = 2 M1).",
    strategy=_e73_end_instances(),
    expect="conditional",
    evidence="Round 32 (endsT2), audit pending; independent second path pending (a numpy re-training of the ICL "
             "model). Crossing with every certifiable hypothesis met (slacks: l_tr alpha beta^2 - 8 = 20.8, l_ts "
             "alpha' - 1 = 6.2, near-zero training loss (EMA 0.9 of the batch hinge loss < 0.05 by T) 1.7, S_j = 1): "
             "OOD_FIRST's family at M1 = 2, M2 = 4, m = 50, Householder ODR (the swap), alpha' = 0.8, c_T = 60, seed "
             "5: min F over the z = +1 OOD prompts = -1.062 at delta = 0.2, -1.008 at delta = 0.1 (seed 6: -1.042), "
             "while the printed side (1 - gamma_T) x shape is >= 0 (gamma_T = 1 on the worst prompt, median gamma' "
             "0.0015): no c > 0 serves. With m = 200, c_B = 32, c_T = 240 (x4, delta = 0.2): F = -1.009, so the "
             "crossing does not rest on round 18's constants; the granted Theorem 6.3.3 constants (m >~ M1^2 log M1, "
             "B, T) remain uncertifiable, hence conditional like thesis.ch6.eqE.73. Same family at M1 = 4 (seed 5, "
             "delta = 0.1): F = +0.953 (holds); at M1 = 2, M2 = 2: F = +0.994 (holds): the crossing needs M2 = 2 M1 "
             "at M1 = 2.",
    notes=_E73.notes + " Round 32: the generator draws the M1 = 2 end (M2 = 4); measure, bound and hypotheses are "
          "round 18's. Why gamma_T = 1 on some prompt (the attention leaves the query's ODR pattern entirely) is "
          "not yet explained: a lead for the audit (does (6.8)'s OOD prompt set at M1 = 2 meet every hypothesis of "
          "Theorem 6.3.4?).",
    settings={"ci": {"max_examples": 1, "budget_s": 30.0, "path_starts": 1, "path_decades": 0.0},
              "dev": {"max_examples": 8, "budget_s": 400.0, "path_starts": 2, "path_decades": 0.3}},
    domain=(Param("delta", 0, 0.2, lo_closed=False, text="delta in (0, 0.2] (Sec. 6.2.3)",
                  unreached="delta in {0.05, 0.1, 0.2} drawn (crosses at 0.1 and 0.2 already)"),
            Param("alpha_p", 0, 1, lo_closed=False, text="alpha' in (0, 1], l_ts >= 1/alpha'",
                  unreached="alpha' in {0.8, 1} (alpha' >= M1^{-1/2} = 0.71 at M1 = 2)"),
            Param("M1", 2, INF, integer=True, far=4, text="M1 IDR patterns", unreached="M1 = 2 only (M1 = 4: "
                  "thesis.ch6.eqE.73)")),
))
