"""mhgd, round 28 (helper rejects): Lemma 15 where its printed hypothesis admits gamma_* <= 0.

- ``mhgd.display.lemma15-gamma-sign``: mhgd.lemma15 rejected 50 of its 65 ci draws through an assumption
  'gamma_* > 0' that Lemma 15 (L1418-L1428) does not print. As printed, the hypothesis sqrt(H) >= 4 (2R^3 T(S+P) +
  sqrt(TR)) sqrt(2 log(n/delta))/gamma_* has a right side <= 0 when gamma_* < 0 (every H meets it), and the
  conclusion 'P3 holds with gamma = gamma_*/2' asks for a P3 margin gamma > 0 (P3, L181: 'there exists theta~_* and
  gamma > 0'). lhs = the conclusion's gamma = gamma_*/2 (gamma_* of (119) from the drawn DM1 parameters), > 0 needed,
  over DM1's printed domain (mhgd.lemma15's generator, no gamma_* filter). The reading 'gamma_* > 0 presumed' (the
  hypothesis divides by gamma_*) is mhgd.lemma15 itself: the measured delta-quantile of the margin >= gamma_*/2 at
  the admissible H.

Second path: ``tests/test_mhgd_r28_rejects.py`` ((119) in own numpy at a DM1 instance, the hypothesis' right side)."""

from __future__ import annotations

import math

from thmcheck.bounds.mhgd import r28_rejects as BR
from thmcheck.bounds.mhgd import sec3_5_local as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, Reading
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE, _dm1_build, _dm1_q
from thmcheck.checks.papers.mhgd.sec5_appD_F_dm1 import LEMMA15

CLAIMS: list[Claim] = []


def _lemma15_literal_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = gamma_*/2 (the conclusion's P3 gamma); the printed hypothesis on H as a slack (met by every H when
    gamma_* < 0: its right side is then negative; H as mhgd.lemma15 takes it when gamma_* > 0)."""
    dm, _, _ = _dm1_build(inst)
    q = _dm1_q(dm)
    P, delta, n = inst["P"], inst["delta"], inst["n"]
    g15 = B.gamma_star(15, **q, P=P)
    R = max(1.0, dm.R_printed)
    if g15 == 0:
        thr, H = math.inf, 1
    else:
        thr = B.lemma15_threshold(g15, R, dm.T, dm.S, P, n, delta)
        H = max(1, math.ceil(thr**2 * inst["H_mult"])) if g15 > 0 else max(1, round(inst["H_mult"]))
    return Measurement(g15 / 2, {**q, "P": P},
                       {"gamma15": g15, "H": float(H), "sqrt(H) threshold": thr,
                        "hyp_slack": math.sqrt(H) - thr if g15 != 0 else -1.0})


CLAIMS.append(Claim(
    id="mhgd.display.lemma15-gamma-sign",
    catalog_id="mhgd.lemma15",
    paper=PAPER,
    domain=LEMMA15.domain,
    source=f"Lemma 15 (Margin), App. D.2.3, L1418-L1428 (P3: L181), {SEED_FILE}",
    statement="With gamma_* of (119), if sqrt(H) >= 4 (2R^3 T(S+P) + sqrt(TR)) sqrt(2 log(n/delta))/gamma_*, then w.p. "
              "1 - delta, P3 holds with gamma = gamma_*/2 (P3, L181: there exist theta~_* with ||theta~_*|| = sqrt(2) "
              "and gamma > 0 with y_i <grad Phi~(X_i; theta~^(0)), theta~_*> >= gamma for all i). Checked as printed: "
              "the conclusion's gamma = gamma_*/2 is > 0 wherever the hypothesis holds (DM1 drawn over its printed "
              "domain, no condition on gamma_*).",
    kind="step",
    comparison=">",
    bound=BR.lemma15_p3_gamma_floor,
    measure=_lemma15_literal_measure,
    strategy=LEMMA15.strategy,
    assumptions=(Assumption("Lemma 15's H condition (printed)", "sqrt(H) >= 4 (2R^3 T(S+P) + sqrt(TR)) sqrt(2 "
                            "log(n/delta))/gamma_* (every H when gamma_* < 0)", lambda q: q["hyp_slack"]),),
    readings=(Reading("gamma_* > 0 presumed", "the hypothesis divides by gamma_* and P3 needs gamma > 0: gamma_* > 0 "
                      "taken as an unprinted hypothesis; then the lemma is mhgd.lemma15 (the exact delta-quantile over "
                      "alpha of the margin of Lemma 14's theta~_* against gamma_*/2 at the admissible H)",
                      bound=B.lemma15, measure=LEMMA15.measure, comparison=">=",
                      assumptions=LEMMA15.assumptions),),
    expect="erratum as printed",
    evidence="Round 28 (helper rejects), Audited (round 28, docs/audits/round28/mhgd.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. gamma_* of (119) is negative on much of DM1's "
             "printed domain (Assumption 3 puts no condition on S, zeta, Z_mu, Z_nu, P that keeps it positive; 50 of "
             "mhgd.lemma15's 65 ci draws). There the printed hypothesis on sqrt(H) has a negative right side (every H "
             "meets it) and the conclusion's gamma = gamma_*/2 < 0 is no P3 margin (P3 asks gamma > 0). E.g. T = 10, "
             "zeta = 1/2, M = 1, S = 1, Z_mu = Z_nu = Z = 1, P = 0: bracket zeta S^4 - 7 Zb S^2 - 12 Zb^2 - 16 Zb^3/S^2 "
             "= -34.5, gamma_* = -7.62 - 1.12 = -8.74. Proposition 2's third bullet (L235, '>~', gamma_* of (7)) "
             "has the same gap. Under the reading gamma_* > 0 the lemma holds (mhgd.lemma15: best score 0.5).",
    no_correction_reason="the correction is the added hypothesis gamma_* > 0, which is the reading (mhgd.lemma15)",
    second_path="tests/test_mhgd_r28_rejects.py::test_lemma15_negative_gamma_star",
    mutants={"P3 with gamma = 2 gamma_* (against the reading)": BR.lemma15_double},
    auto_mutant=False,
    notes="The literal side needs only gamma_* (a closed form of the drawn DM1 parameters); the reading runs "
          "mhgd.lemma15's measurement (exact binomial quantile over alpha of the NTK margin).",
    settings={"ci": {"max_examples": 6, "budget_s": 1.0, "shrink": False}},
))
