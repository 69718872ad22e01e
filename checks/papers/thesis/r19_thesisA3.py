"""thesis, Appendix A (Chapter 2, the shallow ViT), proof of Lemma A.3.1 Claim 2 (App. A.4.2), round 19 (helper
thesisA3): the bounds on the split coefficient beta_1^n(t) of (A.113): (A.114) L3187 beta_1^n(t) >~ phi_n(t)(|S^n| -
|S_1^n|) (a row left 'open') and the first '<~' of (A.115) L3189 beta_1^n(t) <~ nu_n(t)(|S^n| - |S_1^n|) (its middle
'<~' and last '<=' are thesis.ch2.eqA.115-middle / -last, r7_thesisAB).

As in thesis.ch2.eqA.134 (r19_thesisA): with beta_2^n(t) of the form (A.116), whose a = 1 term is -A_1 r_1(t) and
r_1(t) = q_1(t)/k_1(t) by (A.127), the coefficient is beta_1 = 1 - A_1 + A_1/k_1(t), A_1 = sum_{r in S_1^n}
softmax(x_r^T W_K^(t)T W_Q^(t) x_l) (s, r, l in S_1^n): fixed by the trained weights once the witnesses k_1(t) > 0
and ||q_1(t)|| >= 1 are. As printed each display is decided at its best witnesses:
- (A.115) first '<~' (an upper bound on beta_1): k_1 -> inf (beta_1 -> 1 - A_1, its least value) and ||q_1(t)|| = 1
  (nu_n largest): max_t (1 - A_1) against R/(|S_1| e^{1 - (delta + tau)} + R), one hidden constant along |S^n| and m.
- (A.114) (a lower bound on beta_1): any k_1 <= 1 gives beta_1 >= 1 (k_1 -> 0+ makes it unbounded); at k_1 = 1 (the
  identification r_1(t) = q_1(t) the last step of (A.126) uses), beta_1 = 1 against phi_n(t) R at ||q_1(t)|| = 1 (its
  largest value).
Natural-witness readings (||q_1(t)|| = ||W_K^(t) mu_1||, beta_1 = 1 - A_1, the a = 1 term of (A.116) read as
excluded, as thesis.ch2.eqA.134's reading): the ratios (1 - A_1)/(nu_n R) and phi_n R/(1 - A_1) against one hidden
constant along |S^n| and m.

Measured on Section 2.4.1's model trained by Algorithm 3 (thmcheck.models.vit_window; the cached runs and attention
pass of thesis.ch2.eqA.134, r19_thesisA.a134_run), every step t < T*, samples with y^n = 1, queries l in S_1^n.

Bounds in ``thmcheck.bounds.thesis.r19_thesisA3``; second path in ``tests/test_thesis_r19_thesisA3.py``."""

from __future__ import annotations

from thmcheck.bounds.thesis import r19_thesisA as BA
from thmcheck.bounds.thesis import r19_thesisA3 as B
from thmcheck.checks.claim import Claim, Ctx, Measurement, Reading
from thmcheck.checks.papers.thesis import r19_thesisA as A
from thmcheck.checks.papers.thesis._common import PAPER, _src

CLAIMS: list[Claim] = []

SP = "tests/test_thesis_r19_thesisA3.py::"
DT = A.A117_CFG["delta"] + 0.1          # delta + tau of Section 2.4.1's model (as thesis.ch2.eqA.134)


def _run(inst: dict) -> dict:
    return A.a134_run(int(inst["seed"]), float(inst["eta"]), int(inst["B"]), int(inst["m"]), int(inst["L"]),
                      int(inst["N"]))


def _a115_measure(natural: bool):  # noqa: ANN202
    """As printed (best witnesses k_1 -> inf, ||q_1|| = 1): lhs = max_t (1 - A_1(t)), quantities S1, R, dt, m.
    ``natural``: lhs = max_t (1 - A_1(t)) (S1 e^{q^2 - dt q} + R) / R, q = ||W_K^(t) mu_1|| (bound 1)."""
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        import numpy as np

        r = _run(inst)
        v = r["beta1"]
        if natural:
            q = r["nq"]
            v = v * (r["S1"] * np.exp(q * q - DT * q) + r["R"]) / r["R"]
        k = int(np.argmax(v))
        return Measurement(float(v[k]), {} if natural else {"S1": float(r["S1"]), "R": float(r["R"]), "dt": DT,
                                                           "m": float(inst["m"])},
                           {"t of the extreme": k, "1 - A_1 there": float(r["beta1"][k]),
                            "||W_K^(t) mu_1|| there": float(r["nq"][k]), "T*": r["T_star"]})
    return measure


def _a114_measure(natural: bool):  # noqa: ANN202
    """As printed (witness k_1 = 1: beta_1 = 1; ||q_1|| = 1, phi_n largest): lhs = phi_n R = R/(S1 e^{1 + dt} + R),
    quantities beta1 = 1, L, m. ``natural``: lhs = max_t phi_n(q_t) R / (1 - A_1(t)), q_t = ||W_K^(t) mu_1|| (bound
    1)."""
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        import numpy as np

        r = _run(inst)
        S1, R = r["S1"], r["R"]
        if not natural:
            return Measurement(float(BA.a134_side(S1, R, DT)),
                               {"beta1": 1.0, "L": float(S1 + R), "m": float(inst["m"])}, {"T*": r["T_star"]})
        q = r["nq"]
        v = R / (S1 * np.exp(q * q + DT * q) + R) / r["beta1"]
        k = int(np.argmax(v))
        return Measurement(float(v[k]), {}, {"t of the extreme": k, "1 - A_1 there": float(r["beta1"][k]),
                                             "||W_K^(t) mu_1|| there": float(r["nq"][k]), "T*": r["T_star"]})
    return measure


_SETTINGS = {"ci": {"max_examples": 1, "budget_s": 2.0, "min_valid": 1, "path_starts": 1, "path_decades": 0.0},
             "dev": {"max_examples": 12}}

CLAIMS.append(Claim(
    id="thesis.ch2.eqA.115-first", paper=PAPER, kind="step", comparison="<=",
    source=_src("(A.115) L3189 (its first '<~') with (A.113) L3183, (A.116) L3191, (A.127) L3259, Definition A.2.2 "
                "L2681, proof of Lemma A.3.1 Claim 2 (App. A.4.2)"),
    statement="(A.115), first '<~': beta_1^n(t) <~ nu_n(t)(|S^n| - |S_1^n|), nu_n(t) = 1/(|S_1^n| e^{||q_1(t)||^2 - "
              "(delta + tau)||q_1(t)||} + |S^n| - |S_1^n|), beta_1^n(t) the q_1(t)-coefficient of the split (A.113) "
              "with beta_2 of the form (A.116): beta_1 = 1 - A_1 + A_1/k_1(t) (k_1(t) > 0 of (A.127)), A_1 = sum_{r in "
              "S_1^n} softmax(x_r^T W_K^(t)T W_Q^(t) x_l). As printed at the best witnesses (k_1 -> inf: beta_1 -> 1 - "
              "A_1; ||q_1(t)|| = 1, the largest nu), one hidden constant for every |S^n| and m, every step t < T*, "
              "samples with y^n = 1, queries l in S_1^n.",
    statement_tex=r"\beta_1^n(t) \lesssim \nu_n(t)(|\mathcal{S}^n| - |\mathcal{S}_1^n|)",
    bound=B.a115_first_side, measure=_a115_measure(False), strategy=A._instances(),
    constants="hidden", uniform=True, directions=A._a134_directions(), domain=A.A134_DOMAIN, eventually=("m",),
    mutants={"side / (100 |S^n|^3 m^3)": B.a115_first_mut_tiny},
    expect="holds",
    evidence="As printed (best witnesses) the ratio (1 - A_1)/(nu(1) R) stays O(1): 1 - A_1 <= 1 and nu(1) R = 0.7/"
             "(0.3 e^{0.7} + 0.7) = 0.54 in Section 2.4.1's model (by hand, seed 0, eta = 1, full batch: 1.069, 1.073, "
             "1.027, 1.053 at (L, m) = (10, 80), (20, 113), (40, 160), (80, 226)): holds. Natural-witness reading "
             "(||q_1(t)|| = ||W_K^(t) mu_1||, beta_1 = 1 - A_1): the ratio (1 - A_1)(S1 e^{q^2 - (delta+tau) q} + R)/R "
             "grows with ||W_K mu_1||, i.e. with T*(|S^n|): 1.72, 1.54, 3.16, 14.5 on the same runs (the mechanism of "
             "thesis.ch2.eqA.134's reading; ||W_K mu_1|| max 1.90 -> 2.45, min 1 - A_1 0.173 -> 0.102): violated "
             "along the (L, m) path (not an error of the printed words).",
    second_path=SP + "test_a115_first_and_a114",
    notes="Round 19 (thesisA3): the first '<~' of (A.115) was not encoded (the row's middle and last steps are "
          "thesis.ch2.eqA.115-middle / -last); same witnesses and runs as thesis.ch2.eqA.134.",
    settings=_SETTINGS,
    readings=(Reading("natural witness ||q_1(t)|| = ||W_K^(t) mu_1||, beta_1 = 1 - A_1",
                      "q_1(t) read as the model's key feature W_K^(t) mu_1, the a = 1 term of (A.116) read as "
                      "excluded (beta_1 = 1 - A_1): ratio beta_1 / (nu_n(t) R) against one hidden constant along "
                      "|S^n| and m", bound=BA.one, measure=_a115_measure(True)),),
))

CLAIMS.append(Claim(
    id="thesis.ch2.eqA.114", paper=PAPER, kind="step", comparison="<=",
    source=_src("(A.114) L3187 with (A.113) L3183, (A.116) L3191, (A.126) L3255, (A.127) L3259, Definition A.2.2 "
                "L2679, proof of Lemma A.3.1 Claim 2 (App. A.4.2)"),
    statement="(A.114): beta_1^n(t) >~ phi_n(t)(|S^n| - |S_1^n|) (read as phi_n R <~ beta_1), phi_n(t) = 1/(|S_1^n| "
              "e^{||q_1(t)||^2 + (delta + tau)||q_1(t)||} + |S^n| - |S_1^n|), beta_1 = 1 - A_1 + A_1/k_1(t) as in "
              "thesis.ch2.eqA.134. As printed at the witness k_1 = 1 (beta_1 = 1; every k_1 <= 1 gives beta_1 >= 1) "
              "and ||q_1(t)|| = 1 (the largest phi), one hidden constant for every |S^n| and m.",
    statement_tex=r"\beta_1^n(t) \gtrsim \phi_n(t)(|\mathcal{S}^n| - |\mathcal{S}_1^n|)",
    bound=B.a114_side, measure=_a114_measure(False), strategy=A._instances(),
    constants="hidden", uniform=True, directions=A._a134_directions(), domain=A.A134_DOMAIN, eventually=("m",),
    mutants={"beta_1 / (100 |S^n|^3 m^3)": B.a114_mut_tiny},
    expect="holds",
    evidence="As printed the witnesses decide it: k_1(t) <= 1 gives beta_1 >= 1 > phi_n R (k_1 -> 0+ makes beta_1 "
             "unbounded); at k_1 = 1 (r_1(t) = q_1(t), the identification of (A.126)'s last step) the ratio is phi(1) R "
             "= 0.39 for every |S^n| (|S_1^n| = 0.3 |S^n|): holds, close to vacuous. Natural-witness reading "
             "(||q_1(t)|| = ||W_K^(t) mu_1||, beta_1 = 1 - A_1): max_t phi_n(t) R/(1 - A_1) = 0.89, 0.83, 0.88, 0.80 at "
             "(L, m) = (10, 80), (20, 113), (40, 160), (80, 226) (seed 0, eta = 1, full batch): the attention mass "
             "outside S_1^n falls no faster than phi_n R as ||W_K mu_1|| grows: holds along the path. With the "
             "same natural witnesses (A.115)'s first '<~' and (A.134) fail (thesis.ch2.eqA.115-first, .134 readings): "
             "beta_1 = 1 - A_1 sits between phi R and nu R only up to factors that grow with T*.",
    second_path=SP + "test_a115_first_and_a114",
    notes="Round 19 (thesisA3): the row was 'open' (round 19 thesisA re-read it as computable given the witnesses).",
    settings=_SETTINGS,
    readings=(Reading("natural witness ||q_1(t)|| = ||W_K^(t) mu_1||, beta_1 = 1 - A_1",
                      "q_1(t) read as W_K^(t) mu_1, the a = 1 term of (A.116) excluded (beta_1 = 1 - A_1): ratio "
                      "phi_n(t) R / beta_1 against one hidden constant along |S^n| and m", bound=BA.one,
                      measure=_a114_measure(True)),),
))
