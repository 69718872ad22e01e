"""thesis, Chapter 6 (App. E.4), round 33 (helper ch6): the M1 -> 2 end of (E.64)'s printed domain.

- ``thesis.ch6.eqE.64-endM1``: (E.64) L8229-L8231 (F(Psi; P^n) <= -1 on every training prompt of label -1, read as
  Theorem 6.3.3's 'with high probability' over the training runs) at M1 = 2, the printed domain's end (round 19's
  thesis.ch6.eqE.64-whp trains M1 = 4 only). Round 32's lead at M1 = 2 (3 of 4 runs failing at delta = 0.2) is
  re-measured: the display fails on a share of runs whose Wilson lower bound stays below 1/M1 = 1/2, so the w.h.p.
  reading holds at the end.

The measurement, the bound and the hypotheses are round 19's (``r19_thesisE2``), imported unchanged; only the
generator moves M1 (and M2 = 2 M1, OOD_FIRST's ratio) to the end.
"""

from __future__ import annotations

import dataclasses
import math

from hypothesis import strategies as st

from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r19_thesisE2 as R19
from thmcheck.checks.papers.thesis.r18_thesisE import OOD_FIRST

CLAIMS = []

_E64 = R19.E64


@st.composite
def _e64_end_instances(draw: st.DrawFn) -> dict:
    """OOD_FIRST's family at M1 = 2, M2 = 4 (m = 80 >= 2 M1^2 log M1, c_B = 8, c_l = 10, c_T = 40), delta in {0.2,
    0.02} (ci: 0.2 first: at 0.02 two of seeds 5..20 do not reach near-zero training loss by T), alpha' drawn."""
    inst = {**OOD_FIRST, "M1": 2, "M2": 4, "delta": draw(st.sampled_from((0.2, 0.02))),
            "alpha_p": draw(st.sampled_from((0.8, 1.0)))}
    del inst["family"]
    return inst


CLAIMS.append(dataclasses.replace(
    _E64, id="thesis.ch6.eqE.64-endM1",
    statement=_E64.statement + " Round 33: at the M1 -> 2 end of the printed domain (M2 = 2 M1 = 4).",
    strategy=_e64_end_instances(),
    expect="holds",
    evidence="Round 33 (ch6), scratch /work/coord/r33/ch6_scratch/end_m1_2.py (the claim's own tr_runs, M1 = 2, M2 = 4, "
             "OOD_FIRST otherwise, seeds 5..20): max F over the label -1 training prompts is above -1 on 8 of 16 runs "
             "at delta = 0.2 (seeds 6, 7, 10, 13, 16, 17, 18, 19, all but 18 (-0.999) above 0; Wilson lower 0.28) and "
             "on 7 of the 14 runs at near-zero training loss at delta = 0.02 (seeds 6, 7, 10, 11, 16, 17, 19): below the 1/M1 = 1/2 the w.h.p. reading "
             "allows, so the end holds. Each failing run misclassifies 1-2 of its 400 prompts, prompts with exactly 9 "
             "of their 18 contexts on the query's pattern (a tie with the other decisive pattern) or none; at M1 = 2 "
             "L1792's (1 - alpha)/(M1 - 2) is undefined and make_prompts puts 1/2 on each decisive pattern.",
    notes=_E64.notes + " Round 33: the generator draws the M1 = 2 end (M2 = 4); measure, bound and hypotheses are "
          "round 19's.",
    domain=(*[p for p in _E64.domain if p.name != "M1"],
            Param("M1", 2, math.inf, integer=True, far=2, text="M1 IDR patterns",
                  unreached="M1 = 2 only (the end; M1 = 4: thesis.ch6.eqE.64-whp)")),
))
