"""Round 36 (helper boxa): the sign that X_3's second bullet (L1785) asks in Lemma 6.4's Case (A) Step 2 (L1880-L1905),
referee L's side note (docs/audits/round36/referee_L.md, last section) checked as a claim.

Case (A) Step 1 conditions on the sign event (89) (L1803: sgn(x^T E'_S X_{2,S}) sgn(sum alpha - 1) >= 0). Case (A)
Step 2 conditions only on the size, |x^T E'_S X_{3,S}| >~ ||Theta_1||_F (L1885 'with probability Omega(1)', L1891
'Henceforth condition on any X_{3,S} such that |x^T E'_S X_{3,S}| >~ ||Theta_1||_F'), and on (94)'s |x^T E'_{S^c}
X_{3,S^c}| <= eta ||Theta_1||_F (printed with E'_S, read with E'_{S^c} as chenli.eq94 does), and concludes (L1887-L1889)
that X_3's second bullet holds: x^T E' X_3 >= eta ||Theta_1||_F + sigma ||Theta_1||_F/eps* (2s + xi ||Theta_1||_F) if
sum alpha <= 1, <= -(...) if sum alpha > 1. Nothing fixes sgn(x^T E'_S X_{3,S}) against sgn(1 - sum alpha).

- ``chenli.display.lemma6.4-A-step2-box-scale-sign.corrected``: the conditioning as printed (with referee G's corrected
  corner, as ``chenli.display.lemma6.4-A-step2-box-scale.corrected``): X_{3,S}'s sign free;
- ``chenli.display.lemma6.4-A-step2-box-scale-signfix.corrected``: the same with the sign event of (89)'s form for
  X_3, sgn(x^T E'_S X_{3,S}) sgn(1 - sum alpha) >= 0 (probability 1/2 of the printed Omega(1) event, by the symmetry
  X_{3,S} -> -X_{3,S}, which leaves |x^T E'_S X_{3,S}| unchanged).

Same instance generator, measured hypotheses and corrected corner as the A2 corrected claim: this module imports
``r36_boxes._instances('A')``, ``_assumptions('A')``, ``_DOMAIN``, ``_measure_for('A2')``, ``_lin``, ``_lower`` and
``r35_boxes._instance_parts`` (Case (A): x^T E'_{S^c} = 0, |x^T E'_S X_{3,S}| = gamma ||Theta_1||_F, gamma = 1/2, the
S bit X_{3,j0} drawn as ``x3_sign``). Added atoms (exact rational coefficients, mpmath intervals over the ball of
perturbations): eta in [0, gamma/10] ||Theta_1||_F (L1799 'eta << 1', '<<' as the factor 10 against the '>~' constant
gamma); the threshold sigma ||Theta_1||_F/eps* (2s + xi ||Theta_1||_F) in [0, gamma/10] ||Theta_1||_F (L1887: eps*/
(sigma (2s + xi ||Theta_1||_F)) 'an arbitrarily large constant', read as 10/gamma); the S^c part y = x^T E'_{S^c}
X_{3,S^c} anywhere in (94)'s event [-eta, eta] ||Theta_1||_F (the instance has y = 0; the interval covers Case (A)'s
every E'_{S^c}).

lhs = the excess need - achieved, need = eta F1 + threshold, achieved = sgn(1 - sum alpha) (x^T E'_S X_{3,S} + y), in
units ||Theta_1^0||_F: for the printed conditioning the lower end over all atoms (a crossing is then valid for every
member and every admissible eta, threshold, y); for the sign-fixed twin the upper end (holding is then valid for all).
The first bullet (the window) is the A2 claim's; its excess is carried in the terms (exactly 0).
"""

from __future__ import annotations

from fractions import Fraction

import mpmath as mp

from thmcheck.bounds.chenli import r36_boxa as B
from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.papers.chenli import r35_boxes as R35
from thmcheck.checks.papers.chenli import r36_boxes as RB
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE

CLAIMS: list[Claim] = []

GAMMA = RB.GAMMA
ETA_MAX = Fraction(1, 20)  # eta <= gamma/10 (L1799 'eta << 1')
THR_MAX = Fraction(1, 20)  # sigma F1/eps* (2s + xi F1) <= gamma/10 F1 (L1887 'arbitrarily large constant')

_A2_MEASURE = RB._measure_for("A2")


def _sign_forms(sg: int, x3: int) -> RB.Form:
    """need - achieved = eta + thr - sg (x3 ES + y), sg = sgn(1 - sum alpha), x^T E'_S X_{3,S} = x3 ES."""
    return RB._lin((1, "eta"), (1, "thr"), (-sg * x3, "ES"), (-sg, "y"))


def _measure_for(fix: bool):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        """lhs: X_3's second-bullet excess (units ||Theta_1^0||_F): lower end (printed conditioning) or upper end
        (sign fixed) over the ball and over eta, the threshold and the S^c part in their admissible ranges."""
        base = _A2_MEASURE(inst, ctx)
        p = R35._instance_parts(inst, "A")
        F, delta = p["F"], p["delta"]
        iv = mp.iv
        iv.dps = R35._DPS
        F1 = iv.mpf([F, F * mp.sqrt(1 + delta**2)])
        sgn = int(inst["sgn"])  # sgn(sum alpha - 1)
        sg = -sgn  # sgn(1 - sum alpha): +1 when sum alpha <= 1 (bullet asks >=), -1 when > 1 (asks <=)
        x3 = sg if fix else int(inst["x3_sign"])
        atoms = {"ES": iv.mpf(GAMMA) * F1, "eta": iv.mpf([0, ETA_MAX.numerator / ETA_MAX.denominator]) * F1,
                 "thr": iv.mpf([0, THR_MAX.numerator / THR_MAX.denominator]) * F1,
                 "y": iv.mpf([-ETA_MAX.numerator / ETA_MAX.denominator, ETA_MAX.numerator / ETA_MAX.denominator]) * F1}
        form = _sign_forms(sg, x3)
        lo = RB._lower(form, atoms)
        hi = -RB._lower({k: -v for k, v in form.items()}, atoms)
        lhs = (hi if fix else lo) / F
        terms = dict(base.terms)
        terms.update({"sign excess lower (units F)": float(lo / F), "sign excess upper (units F)": float(hi / F),
                      "sgn(1 - sum alpha)": sg, "X_{3,j0} (sign of x^T E'_S X_{3,S})": x3,
                      "wrong sign": sg * x3 < 0, "A2 window excess (units xi F)": float(base.lhs),
                      "eta max (units F)": float(ETA_MAX), "threshold max (units F)": float(THR_MAX)})
        return Measurement(float(lhs), dict(base.quantities), terms)

    measure.__name__ = "lemma64_A2_signfix_corrected" if fix else "lemma64_A2_sign_corrected"
    return measure


_SRC = (f"Lemma 6.4's proof, Section 6.4.4, Case (A) Step 2, {SEED_FILE} L1880-L1905 (size event L1885, L1891; (94) "
        "L1883; conclusion L1887-L1889; box L1893-L1899); X_3's second bullet L1785 (Section 6.4.3); eta's "
        "'eta << 1' L1799; referee L's side note (docs/audits/round36/referee_L.md); Step 1's sign event for comparison")
_COMMON = ("Derived (the paper prints no such statement: it asserts the bullet at L1887-L1889). Same instance, generator "
           "and measured Section 4 hypotheses as chenli.display.lemma6.4-A-step2-box-scale.corrected (imported from "
           "r36_boxes; d = 1e400 .. 1e1000, Assumption 7 granted: it enters only the box event's probability). Report: "
           "docs/chenli_boxa_r36.md.")
_EV_SIGN = ("Search result (ci): crossing (derived; conditional only because Assumption 7 is granted for the box event "
            "to be non-empty). With X_{3,S} conditioned only through |x^T E'_S X_{3,S}| >~ ||Theta_1||_F (L1891), the "
            "wrong sign (x^T E'_S X_{3,S} against sgn(1 - sum alpha)) gives sgn(1 - sum alpha) x^T E' X_3 <= -gamma "
            "||Theta_1||_F + eta ||Theta_1||_F < 0, below X_3's threshold: lhs = gamma - eta_max = 0.45 (units "
            "||Theta_1^0||_F) at every wrong-sign instance, e.g. d = 1e400, m = 1, sum alpha > 1, X_{3,j0} = +1 "
            "(x^T E'_S X_{3,S} = +||Theta_1||_F/2). Exactly referee L's side note; the printed Omega(1) event loses "
            "only a factor 1/2 when the sign is conditioned on too (the -signfix twin holds), so the lemma's "
            "probability bound is unaffected. Not a crossing of a printed statement: the bullet claim of L1887-L1889 "
            "is a proof step whose missing condition costs a constant factor. Referee M (docs/audits/round36/"
            "referee_M.md, own exact enumeration at d = 10, no repository code): CONFIRMED FALSE AS PRINTED: nothing in "
            "Case (A) (alpha, S, E_2, (94), eta > 0) controls the sign; X_{3,S} -> -X_{3,S} keeps every printed "
            "condition and reverses it, so half the conditioned set fails (e.g. 384 of 768, by 0.6-1.19 F); the signed "
            "condition repairs it at a factor 1/2.")
_EV_FIX = ("Search result (ci): holds on every valid instance; room gamma - 2 eta_max - thr_max = 0.35 ||Theta_1^0||_F "
           "(upper end over the ball); the planted mutants (room gamma, 0.9 gamma) are killed.")

CLAIMS += [
    Claim(
        id="chenli.display.lemma6.4-A-step2-box-scale-sign.corrected", paper=PAPER, source=_SRC,
        statement="Case (A) Step 2 with referee G's corrected corner a_i = x^T Theta_i X_2 - x^T (Theta_i)_S X_{3,S} - s - "
                  "xi ||Theta_1||_F, conditioned as printed: on X_2 meeting its bullets, on X_{3,S} with |x^T E'_S "
                  "X_{3,S}| >~ ||Theta_1||_F (L1891; sign free) and on (94) (|x^T E'_{S^c} X_{3,S^c}| <= eta "
                  "||Theta_1||_F, eta << 1): over that event X_3's second bullet holds (L1887-L1889, L1785): x^T E' "
                  "X_3 >= eta ||Theta_1||_F + sigma ||Theta_1||_F/eps* (2s + xi ||Theta_1||_F) if sum alpha <= 1, <= "
                  "-(...) if sum alpha > 1. lhs: the excess (lower end), units ||Theta_1^0||_F.",
        kind="step", comparison="<=", bound=B.sign_bullet_met, measure=_measure_for(False),
        strategy=RB._instances("A"), assumptions=RB._assumptions("A"), expect="conditional",
        evidence=_EV_SIGN + " " + _COMMON,
        second_path="tests/test_chenli_r36_boxa.py::test_case_a_step2_sign_by_enumeration",
        derived="Lemma 6.4's proof, Case (A) Step 2's conclusion L1887-L1889 with the conditioning of L1885/L1891 (the "
                "paper does not print it as a statement)",
        mutants={"excess <= gamma/2 (half of |x^T E'_S X_{3,S}|)": B.mutant_half_es}, auto_mutant=False,
        domain=RB._DOMAIN, settings={"ci": {"max_examples": 20, "budget_s": 3.0}}),
    Claim(
        id="chenli.display.lemma6.4-A-step2-box-scale-signfix.corrected", paper=PAPER, source=_SRC,
        statement="As -sign.corrected with X_{3,S} conditioned also on sgn(x^T E'_S X_{3,S}) sgn(1 - sum alpha) >= 0 "
                  "((89)'s form for X_3; probability 1/2 of L1885's event by X_{3,S} -> -X_{3,S}): over the event X_3's "
                  "second bullet holds. lhs: the excess (upper end), units ||Theta_1^0||_F.",
        kind="step", comparison="<=", bound=B.sign_bullet_met, measure=_measure_for(True),
        strategy=RB._instances("A"), assumptions=RB._assumptions("A"), expect="holds",
        evidence=_EV_FIX + " " + _COMMON,
        second_path="tests/test_chenli_r36_boxa.py::test_case_a_step2_sign_by_enumeration",
        derived="the repair of Case (A) Step 2's conditioning (sign event as (89)); the paper does not print it",
        mutants={"room gamma (excess <= -gamma)": B.mutant_full_room,
                 "room 0.9 gamma": B.mutant_nine_tenths_room}, auto_mutant=False,
        domain=RB._DOMAIN, settings={"ci": {"max_examples": 20, "budget_s": 3.0}}),
]
