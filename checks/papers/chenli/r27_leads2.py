"""Round 27 (helper leads2): Lemma 6.4's Step 2 boxes with the printed corners (the lead left by chenliD).

- ``chenli.display.lemma6.4-A-step2-box`` (L1891-L1895, Case (A) Step 2): the box for X_3 has corners a_i =
  x^T Theta_i X_{2,S^c} - s - xi ||Theta_1||_F; the bullet for X_3 (L1785) needs x^T Theta_i X_3 in [x^T Theta_i X_2 - s
  - xi F, x^T Theta_i X_2 - s], and x^T Theta_i X_3 = x^T (Theta_i)_S X_{3,S} + <v_i, X_{3,S^c}> with X_{3,S} conditioned
  (L1885), so the printed corner is the one needed only where x^T (Theta_i)_S X_{3,S} = x^T (Theta_i)_S X_{2,S}.
- ``chenli.display.lemma6.4-B-step2-box`` (L1990-L2000, Case (B) Step 2): corners a_i = x^T Theta_i X_{2,S} - s - xi F:
  the one needed only where x^T (Theta_i)_S X_{3,S} = x^T (Theta_i)_{S^c} X_{2,S^c}.
Same mechanism as chenli.display.lemma6.4-B-step1-box (r27_chenliD): the proof never states the inclusion for Step 2
in words, but its conclusion P[X_{3,S^c} satisfies its bullet points] >~ ... (L1905, L2018) is the box probability.
"""

from __future__ import annotations

import itertools
import math

from hypothesis import strategies as st

from thmcheck.bounds.chenli import r27_chenliD as BD
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, uncertified
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS

CLAIMS: list[Claim] = []

_MAX_X2 = 12


@st.composite
def _step2_instances(draw: st.DrawFn) -> dict:
    return {"dc": draw(st.integers(9, 11)), "nS": draw(st.integers(1, 3)), "k": draw(st.integers(2, 3)),
            "beta": draw(st.floats(0.0, 0.4)), "xi": draw(st.floats(0.2, 1.0)), "F": draw(st.floats(0.5, 20.0)),
            "cs": draw(st.floats(0.01, 0.3)), "ch": draw(st.floats(0.01, 0.3)), "q": draw(st.floats(1e-3, 0.1)),
            "heavy": draw(st.floats(2.0, 6.0)), "sgn": draw(st.sampled_from([-1.0, 1.0])), "seed": draw(SEEDS)}


def _step2_measure_for(case: str):  # noqa: ANN202, C901
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        """m = 1. x in {+-1}^d; Theta_1 with x^T Theta_1 = r, r flat (|r_j| ~ F/sqrt(d), ||r|| ~ ||Theta_1||_F, Lemma
        6.8 Item 4) so that X_2's bullet can be met at enumerable d; E' with its S columns heavy (||E'||_F = F).
        X_2: every assignment meeting its bullets (L1781-L1783, the second with eta = 0, which meets it for every
        eta >= 0; Case (B) also (96) and (99) as printed, both on X_2), up to 12 of them. X_{3,S}: every assignment
        in the conditioning (Case (A): |x^T E'_S X_{3,S}| >= ch ||Theta_1||_F, L1885; Case (B): (99) read on X_{3,S}).
        Box: every X_{3,S^c} in {+-1}^{S^c} (enumerated) with <v_1, X_{3,S^c}> in [a_1, a_1 + xi F] (Case (B) also
        <v_2, X_{3,S^c}> in [a_2, a_2 + xi F], v_2, a_2 as printed L1990-L1998 with sigma/eps* = q). lhs = the largest
        distance of x^T Theta_1 X_3 from X_3's first bullet interval over all of these, in units of ||Theta_1||_F."""
        import numpy as np

        rng = np.random.default_rng(inst["seed"])
        dc, nS = inst["dc"], inst["nS"]
        d = dc + nS
        k, beta, xi = inst["k"], inst["beta"], inst["xi"]
        x = rng.choice([-1.0, 1.0], size=d)
        G = rng.standard_normal((d, d)) / d
        r = rng.choice([-1.0, 1.0], size=d) * rng.uniform(0.9, 1.1, size=d) / math.sqrt(d)
        Th = G + np.outer(x, r - x @ G) / d  # x^T Theta = r
        F0 = float(np.linalg.norm(Th))
        F = inst["F"]
        Th *= F / F0
        E = rng.standard_normal((d, d))
        E[:, :nS] *= inst["heavy"]
        E *= F / np.linalg.norm(E)
        xT, xE = x @ Th, x @ E
        order = np.argsort(-np.abs(xE), kind="stable")
        S, Sc = np.sort(order[:nS]), np.sort(order[nS:])  # S: the top-|S| columns of |x^T E'|
        s = inst["cs"] * min(1.0, F)
        w = xi * F
        lo2 = F * (math.sqrt(10.0 * math.log(k)) + beta)
        X2all = np.array(list(itertools.product([-1.0, 1.0], repeat=d)))
        t2 = X2all @ xT
        ok = (t2 >= lo2) & (t2 <= lo2 + w) & (inst["sgn"] * (X2all @ xE) >= 0.0)
        if case == "B":
            ok &= inst["sgn"] * (X2all[:, Sc] @ xE[Sc]) >= 0.0  # (96)
            ok &= -inst["sgn"] * (X2all[:, S] @ xE[S]) >= 0.0  # (99) as printed (on X_{2,S})
        idx = np.flatnonzero(ok)
        n_x2 = len(idx)
        if n_x2 > _MAX_X2:
            idx = rng.choice(idx, size=_MAX_X2, replace=False)
        Z = np.array(list(itertools.product([-1.0, 1.0], repeat=nS)))
        if case == "A":
            Z = Z[np.abs(Z @ xE[S]) >= inst["ch"] * F]
        else:
            Z = Z[-inst["sgn"] * (Z @ xE[S]) >= 0.0]  # (99) read on X_{3,S}
        Y = np.array(list(itertools.product([-1.0, 1.0], repeat=dc)))
        u1 = Y @ xT[Sc]
        in2 = np.ones(len(Y), dtype=bool)
        if case == "B":
            nrm = float(np.linalg.norm(xE[Sc]))
            v2 = -inst["sgn"] * F * xE[Sc] / nrm  # sgn(1 - sum alpha) = -sgn
            a2 = F * F / nrm * inst["q"] * (2.0 * s + w)
            u2 = Y @ v2
            in2 = (u2 >= a2) & (u2 <= a2 + w)
        zS = Z @ xT[S]
        worst, worst_intended, n_box = 0.0, 0.0, 0
        for j in idx:
            X2 = X2all[j]
            T2 = float(X2 @ xT)
            a1 = (float(X2[Sc] @ xT[Sc]) if case == "A" else float(X2[S] @ xT[S])) - s - w
            box = in2 & (u1 >= a1) & (u1 <= a1 + w)
            n_box += int(box.sum())
            lo3, hi3 = T2 - s - w, T2 - s
            if box.any():
                t = zS[:, None] + u1[box][None, :]
                worst = max(worst, float(np.maximum(lo3 - t, t - hi3).clip(min=0.0).max()) / F)
            for z in zS:  # the intended corner x^T Theta X_2 - x^T (Theta)_S X_{3,S} - s - xi F: distance 0
                b = in2 & (u1 >= T2 - z - s - w) & (u1 <= T2 - z - s)
                if b.any():
                    t = z + u1[b]
                    worst_intended = max(worst_intended, float(np.maximum(lo3 - t, t - hi3).clip(min=0.0).max()) / F)
        heavy_slack = float(np.sort(np.abs(xE)[S])[0] - np.sort(np.abs(xE)[Sc])[-1])
        return Measurement(worst, {}, {"x2_meeting_bullets": float(n_x2), "x3S_in_conditioning": float(len(Z)),
                                       "box_points": float(n_box), "worst_intended_corner": worst_intended,
                                       "heavy_slack": heavy_slack, "s": s})
    measure.__name__ = f"lemma64_{case}_step2_box"
    return measure


def _assumptions(case: str) -> tuple:
    return (
        Assumption("some X_2 meets its bullets", "L1887/L1986: 'condition on any choice of X_2 satisfying its "
                   "respective bullet points' (at least one exists)", lambda q: q["x2_meeting_bullets"] - 0.5),
        Assumption("X_{3,S} conditioning non-empty", "L1885 (Case (A)) / (99) (Case (B))",
                   lambda q: q["x3S_in_conditioning"] - 0.5),
        Assumption(f"Case ({case})'s S", "S is the top-|S| set of |x^T E'| (the heavy columns)",
                   lambda q: q["heavy_slack"]),
        uncertified("Section 4, E_1, E_2, Lemma 6.8 and Theorem B.4's hypotheses",
                    "Assumptions 1-11 with (7)-(9), Lemma 6.8's Items, (75)/(88) for eta and nu, and (160)-(165)",
                    why="hidden constants ('<<', Theta, O) met only where (7)-(8) put log d in the hundreds; the box "
                        "event is enumerated at |S^c| <= 11. The crossing does not use them: the printed corner "
                        "misses the term x^T (Theta_1)_S (X_{3,S} - X_{2,S}) (Case (A)) or x^T (Theta_1)_S X_{3,S} - "
                        "<v_1, X_{2,S^c}> (Case (B)), which the conditioning leaves free"),
    )


_DOMAIN = (
    Param("|S^c|", 1, INF, key="dc", integer=True, text="|S^c| = d - |S|",
          unreached="9 .. 11 (every X_{3,S^c} enumerated); Section 4 needs d ~ e^{hundreds}"),
    Param("k", 2, INF, integer=True, text="k",
          unreached="k in {2, 3}: X_2's bullet sqrt(10 log k) F <= max x^T Theta_1 X_2 <= sqrt(d) F needs k small "
                    "at enumerable d"),
    Param("xi", 0.0, INF, lo_closed=False, text="xi", unreached="xi in [0.2, 1] (narrower boxes are empty at "
          "enumerable |S^c|)"),
    Param("m", 1, INF, integer=True, text="m heads", unreached="m = 1 (the printed corners are per head)"),
)

_COMMON_EVIDENCE = ("Conditional on the granted hypotheses (met only where (7)-(8) put log d in the hundreds), the "
                    "mechanism is size-free: the box fixes <v_1, X_{3,S^c}> to a window of width xi F set by the "
                    "printed corner, while the bullet needs x^T (Theta_1)_S X_{3,S} + <v_1, X_{3,S^c}> in a window "
                    "of the same width set by x^T Theta_1 X_2; the two differ by a term the conditioning does not "
                    "control. With the intended corner x^T Theta_1 X_2 - x^T (Theta_1)_S X_{3,S} - s - xi F the "
                    "distance is 0 (the measurement's worst_intended_corner). The step's probability bound "
                    "(L1905, L2018) is unaffected by the fix (a shift of the box corner by O(F sqrt(|S|)/sqrt(d)), "
                    "inside Theorem B.4's ||a|| budget). Audited (round 27, docs/audits/round27/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED.")

CLAIMS += [
    Claim(
        id="chenli.display.lemma6.4-A-step2-box",
        paper=PAPER,
        source=f"Lemma 6.4's proof, Section 6.4.4, Case (A) Step 2, {SEED_FILE} L1885-L1905 (the box L1891-L1895; "
               "X_3's bullets L1785; the conclusion L1905)",
        statement="'bound the probability that (<v_1, X_{2,S^c}>, ..., <v_m, X_{2,S^c}>) in A for A := prod_i [a_i + "
                  "xi_i] for a_i := x^T Theta_i X_{2,S^c} - s - xi ||Theta_1||_F and xi_i := xi ||Theta_1||_F' ... 'We "
                  "conclude that P[X_{3,S^c} satisfies its bullet points] >~ Omega(xi/k^{O(1/lambda)})^m'. Checked at "
                  "m = 1 with the box variable read as X_{3,S^c} (as printed it is X_{2,S^c}, fixed by the "
                  "conditioning, so the event says nothing about X_3): over the box event, every conditioned X_2 "
                  "and X_{3,S}, x^T Theta_1 X_3 lies in [x^T Theta_1 X_2 - s - xi F, x^T Theta_1 X_2 - s] (largest "
                  "distance 0).",
        kind="step", comparison="<=", bound=BD.box_sufficiency_zero, measure=_step2_measure_for("A"),
        strategy=_step2_instances, atol=1e-12, assumptions=_assumptions("A"),
        expect="conditional",
        evidence="As printed, a_i = x^T Theta_i X_{2,S^c} - s - xi F drops x^T (Theta_i)_S X_{2,S} from x^T Theta_i X_2 "
                 "and does not subtract x^T (Theta_i)_S X_{3,S}; the box event then puts x^T Theta_1 X_3 in X_3's "
                 "bullet window shifted by x^T (Theta_1)_S (X_{3,S} - X_{2,S}), which is non-zero for X_{3,S} != "
                 "X_{2,S} (X_{3,S} is any assignment with |x^T E'_S X_{3,S}| >~ F, L1885). " + _COMMON_EVIDENCE,
        second_path="tests/test_chenli_r27_leads2.py::test_case_a_step2_box_not_sufficient",
        no_mutant_reason="the bound is 0 (an inclusion of events); the measurement is a distance >= 0, so a wrong "
                         "bound is a negative number that every instance crosses",
        domain=_DOMAIN,
        settings={"ci": {"max_examples": 8, "budget_s": 2.0}},
    ),
    Claim(
        id="chenli.display.lemma6.4-B-step2-box",
        paper=PAPER,
        source=f"Lemma 6.4's proof, Section 6.4.5, Case (B) Step 2, {SEED_FILE} L1980-L2018 ((99) L1982, the box "
               "L1986-L2000, X_3's bullets L1785)",
        statement="'bound the probability that (<v_1, X_{3,S^c}>, ..., <v_{m+1}, X_{3,S^c}>) in A for A := "
                  "prod_{i=1}^{m+1} [a_i + xi_i] where a_1, ..., a_m = x^T Theta_i X_{2,S} - s - xi ||Theta_1||_F, "
                  "a_{m+1} = ||Theta_1||_F^2/||x^T E'_{S^c}|| sigma/eps* (2s + xi ||Theta_1||_F), and xi_1, ..., "
                  "xi_{m+1} = xi ||Theta_1||_F'. Checked at m = 1: over the box event, every conditioned X_2 and "
                  "X_{3,S}, x^T Theta_1 X_3 lies in [x^T Theta_1 X_2 - s - xi F, x^T Theta_1 X_2 - s] (largest "
                  "distance 0).",
        kind="step", comparison="<=", bound=BD.box_sufficiency_zero, measure=_step2_measure_for("B"),
        strategy=_step2_instances, atol=1e-12, assumptions=_assumptions("B"),
        expect="conditional",
        evidence="As printed, a_i = x^T Theta_i X_{2,S} - s - xi F keeps the S part of x^T Theta_i X_2 where the "
                 "S^c part belongs and does not subtract x^T (Theta_i)_S X_{3,S}; the box event then puts x^T "
                 "Theta_1 X_3 in X_3's bullet window shifted by x^T (Theta_1)_S X_{3,S} - <v_1, X_{2,S^c}>, which "
                 "(99) leaves free. " + _COMMON_EVIDENCE,
        second_path="tests/test_chenli_r27_leads2.py::test_case_b_step2_box_not_sufficient",
        no_mutant_reason="the bound is 0 (an inclusion of events); the measurement is a distance >= 0, so a wrong "
                         "bound is a negative number that every instance crosses",
        domain=_DOMAIN,
        settings={"ci": {"max_examples": 8, "budget_s": 2.0}},
    ),
]
