"""thesis, Apps. A-B, round 24 (helper thesisX): hidden constants in the limits the earlier claims did not walk.

- (A.93) L3074-L3078 (proof of Lemma A.3.1, Claim 1), its first two links composed: for a lucky neuron i in
  W_{l,n}(0) (A.8), W_O(i,.)^(t+1) p_1 >~ y(t) >~ e^{X} xi with X = (1/(aB)) sum_{n in B_b} eta (t+1)^2
  |S_1^n|/|S^n| (1/(4B)) sum_{n in B_b} |S_1^n| m/(|S^n| a) p_n(t). thesis.ch2.eqA.93 checks only the last link
  (e^X xi >~ xi X + xi, between explicit quantities); the row's display starts with the trained weights.
  thesis.ch2.eqA.93-middle measures W_O(i,.)^(t+1) p_1 on r15_thesisA's trained model (the Section 2.4.1 model of
  thesis.ch2.eqA.95, Algorithm 3 on all four matrices) against e^X xi: as printed (every lucky neuron) a lucky neuron
  with W_O(i)^(t+1) p_1 < 0 crosses at any constant (thesis.ch2.eqA.19's mechanism), and along t -> inf (b in [T])
  even the most favourable lucky neuron (the reading) falls behind e^X, X ~ eta t^2: W_O(i) p_1 stops moving once the
  training hinge is 0 (~2 at t = 64) while e^X xi ~ 1e26.

Bounds in ``thmcheck.bounds.thesis.r24_thesisX``; second paths in ``tests/test_thesis_r24_thesisX.py``."""

from __future__ import annotations

import math

from thmcheck.bounds.thesis import r24_thesisX as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r12_thesisAB as R12
from thmcheck.checks.papers.thesis import r15_thesisA as R15
from thmcheck.checks.papers.thesis._common import INF, PAPER, ProfilePoints, _src

CLAIMS: list[Claim] = []

SP = "tests/test_thesis_r24_thesisX.py::"


# ====================== (A.93) L3074-L3078: W_O(i)^(t+1) p_1 >~ y(t) >~ e^X xi on the trained model

def _a93_middle_measure(best: bool = False):  # noqa: ANN202
    """lhs = the least (``best``: the largest) W_O(i,.)^(t+1) p_1 over W_{l,n}(0) (A.8) after t + 1 SGD steps of
    r15_thesisA's model (p_1 = polar(W_V^(0)) mu_1, ||p_1|| = 1); the right side's X with p_n(t) of Definition A.2.2
    (3) read at the model after t + 1 steps (p_n depends on ||q_1|| only, as thesis.ch2.eqA.100 reads it) and the
    batch B_b drawn after the last step."""
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        t = int(inst["t"])
        r = R15._trained(inst, t + 1)
        if not bool(r["W"].any()):
            raise SolverFailure("the lucky set W_{l,n}(0) of this draw is empty")
        vals = r["WO"][r["W"]] @ r["p1"]
        pn = R15._pn_def(r["s1"], r["L"], r["q1"])
        s1frac, s1p = R15._batch_means(r, pn)
        M = int(inst["M"])
        lhs = float(vals.max()) if best else float(vals.min())
        X = float(r["eta"]) * (t + 1) ** 2 * s1frac * s1p / 4.0
        return Measurement(lhs, {"xi": float(inst["xi"]), "eta": r["eta"], "tt": float(t + 1), "s1frac": s1frac,
                                 "s1p": s1p},
                           {"t": t, "SGD steps (t + 1)": t + 1, "X": X, "lucky": int(r["W"].sum()),
                            "negative W_O(i) p_1": int((vals < 0).sum()), "max W_O(i) p_1": float(vals.max()),
                            "min W_O(i) p_1": float(vals.min()), "m": r["m"], "N": r["N"], "B": r["B"],
                            "||q_1||": r["q1"], "m_minus_M2lnN": r["m"] - M ** 2 * math.log(r["N"])})
    return measure


def _move_t(inst: dict, t: float) -> dict:
    return {**inst, "t": int(t)}


_A93M_T = ProfilePoints((4, 8, 12, 16, 20, 24, 28, 32, 40), (2, 4, 6, 8, 10, 12, 14, 16, 20, 24, 28, 32, 36, 40))

_A93M_TDIR = Direction(
    "t -> inf (b in [T])", "t", INF, move=_move_t, points=_A93M_T, grows=("t",),
    reason="Claim 1 is stated for b in [T] and (A.93) is its induction step at every t; X grows like eta t^2 while "
           "Algorithm 3 moves W_O by at most O(eta/a) per step and stops once the training hinge is 0")


def _a93_reading_strategy():  # noqa: ANN202
    """r15_thesisA's instances with B <= 64 (N = max(32, B)): the reading's crossing is along t, not B, and a path of
    40 steps at B = 4096 costs seconds."""
    return R15._strategy(0).map(lambda d: {**d, "B": min(int(d["B"]), 64)})


_A93M_DOMAIN = (
    Param("t", 0, INF, integer=True, far=40, text="iteration t >= 0 (b in [T]; (A.93) is the induction step t -> t + 1)",
          unreached="t in [0, 6] drawn, to 40 on the t path (X = eta (t+1)^2 ... reaches ~340 at eta = 1; e^X "
                    "overflows float64 beyond X ~ 709)"),
    Param("B", 2, INF, integer=True, far=R12.A95_BMAX, text="batch B >= 2 ('B >= Omega(1)')",
          unreached="B <= 4096 drawn and on the B path (N = max(32, B) samples)"),
    Param("eta", 0, INF, lo_closed=False, text="step size eta > 0 ('when eta is very small')",
          unreached="eta in {0.1, 0.5, 1} (r12_thesisAB's draw); the t path's X grows like eta t^2 at every eta"),
    Param("L", 2, INF, integer=True, far=12, text="|S^n| tokens", unreached="L in [4, 12] drawn"),
)

CLAIMS.append(Claim(
    id="thesis.ch2.eqA.93-middle", paper=PAPER, kind="step", comparison=">=", catalog_id="thesis.ch2.eqA.93",
    source=_src("(A.93), proof of Lemma A.3.1 (Claim 1), App. A.4, L3074-L3078; lucky set W_{l,n}(0): (A.8) L2695; "
                "p_n(t): Definition A.2.2 (3); xi: L2650; a = sqrt(m)"),
    statement="(A.93), first two links composed: for a lucky neuron i in W_{l,n}(0), W_O(i,.)^(t+1) p_1 >~ y(t) >~ "
              "e^{X} xi, X = (1/(aB)) sum_{n in B_b} eta (t+1)^2 |S_1^n|/|S^n| (1/(4B)) sum_{n in B_b} |S_1^n| m/"
              "(|S^n| a) p_n(t). Checked: the least W_O(i,.)^(t+1) p_1 over W_{l,n}(0) after t + 1 SGD steps of "
              "Algorithm 3 on " + R15._MODEL + ", against xi e^X (one hidden constant for every t >= 0, B, m), a = "
              "sqrt(m), ||p_1|| = 1.",
    statement_tex=r"\mathbf{W}_{O_{(i,\cdot)}}^{(t+1)} \mathbf{p}_1 \gtrsim y(t) \gtrsim e^{\frac{1}{aB} \sum_{n "
                  r"\in \mathcal{B}_b} \frac{\eta(t+1)^2 |\mathcal{S}_1^n|}{|\mathcal{S}^n|} \frac{1}{4B} \sum_{n "
                  r"\in \mathcal{B}_b} \frac{|\mathcal{S}_1^n|m}{|\mathcal{S}^n|a} p_n(t)} \xi",
    bound=B.eqA93_middle, measure=_a93_middle_measure(), strategy=R15._strategy(0),
    constants="hidden", uniform=True, assumptions=R15._HYP,
    directions=(
        _A93M_TDIR,
        *R15._dirs(),
    ),
    domain=_A93M_DOMAIN,
    readings=(Reading("the most favourable lucky neuron",
                      "'for the lucky neuron i' read as some i in W_{l,n}(0) (the largest W_O(i,.)^(t+1) p_1), "
                      "which removes the sign crossing of neurons lucky through their other components",
                      measure=_a93_middle_measure(best=True), strategy=_a93_reading_strategy,
                      directions=(_A93M_TDIR, R15._dirs()[1])),),
    mutants={"e^{2X} xi": B.eqA93_middle_mut_sq},
    expect="erratum",
    evidence=(
        "Two mechanisms, both certain in float64 on r15_thesisA's trained model. (1) As printed (every lucky neuron), "
        "the sign: W_{l,n}(0) (A.8) only asks W_O(i)^(0) V_l^n(0) > 0 on one p_1 token, V_l^n(0) carries the other "
        "patterns' attention share, so a neuron with W_O(i)^(0) p_1 < 0 is lucky through its other components and "
        "W_O(i)^(t+1) p_1 stays negative while xi e^X > 0 (thesis.ch2.eqA.19's crossing): seed 0, L = 8, |S_1| = 5, "
        "|S_2| = 2, M = 3, B = N = 64, m = 38, eta = 0.5, xi = 1/sqrt(3), t = 0 (one step): least W_O(i)^(1) p_1 = "
        "-0.406 against xi e^X = 0.586; the same neuron stays at -0.39 to t = 256. (2) Along t -> inf, also for the "
        "reading (the most favourable lucky neuron): X = eta (t+1)^2 s1frac s1p/4 grows like t^2 while the largest "
        "W_O(i)^(t+1) p_1 saturates once the training hinge is 0: seed 0, B = 32 (N = 32, m = 32), eta = 0.5: t = 4, "
        "16, 64: X = 0.36, 4.2, 61.6, max W_O(i) p_1 = 1.74, 1.82, 2.09, log10(xi e^X / max) = -0.32, 1.32, 26.2 (t = "
        "256: X = 963, 417.6); seed 0 B = 64 and seed 1 B = 8 alike (29.3, 25.0 at t = 64). Mechanism: (A.87)'s ODE "
        "has a growth rate eta t y(t) without Algorithm 3's step factor eta on the drift, so y(t) = e^{Theta(eta t^2)} "
        "(A.88); the discrete update changes W_O(i) p_1 by at most eta ||V_l^n(t)||/a per step (hinge derivative "
        "<= 1) and not at all once every training hinge is 0. Second path (tests/test_thesis_r24_thesisX.py, own "
        "numpy, one-hot tokens, W_V = W_K = W_Q = I): (1) one step of Algorithm 3 on W_O (W_O^(1) depends only on "
        "the model at t = 0): a lucky neuron with W_O(i)^(1) p_1 < 0 for some of seeds 0-7; (2) every step's "
        "increment of W_O(i) p_1 is at most eta ||V||/sqrt(m) (the W_O-only dynamics, 200 steps), so max_i W_O(i)^(t) "
        "p_1 <= max_i W_O(i)^(0) p_1 + eta t/sqrt(m) while xi e^X grows like e^{c eta t^2}."),
    no_correction_reason="the growth the proof needs is polynomial ((A.19) prints xi (1 + X) with the same X), and its "
                         "sign fails over W_{l,n}(0) as printed (thesis.ch2.eqA.19); a corrected lucky set and rate "
                         "were not derived this round",
    second_path=SP + "test_a93_middle_sign_and_growth_own_numpy",
    notes="Round 24 (thesisX): the row L3074-L3078 was covered by thesis.ch2.eqA.93, which checks only the last link "
          "between explicit quantities; this claim computes the display's left side. p_n(t) and the batch B_b as "
          "thesis.ch2.eqA.100 reads them (at the model after t + 1 steps).",
    # path_decades 0: the t path stops at t = 40 (a growing path would be extended to t = 400, X ~ 1e4: e^X overflows)
    settings={"ci": {"max_examples": 2, "budget_s": 4.0, "min_valid": 1, "path_starts": 1, "path_decades": 0.0},
              "dev": {"max_examples": 20, "path_decades": 0.0}, "deep": {"path_decades": 0.0}},
))
