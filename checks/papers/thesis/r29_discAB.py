"""thesis, Apps. A-B (proofs of Chapters 2-3): round-29 discovery re-read (helper discAB).

(A.163) L3410, in the proof of Claim 2 of Lemma A.3.1: 'At the final step, we have sum_{b=0}^{t-1} K(b)||q_1(b)|| >=
T / e^{||q_1(T)||^2 - (delta + tau)||q_1(T)||} >= Theta(sqrt(log T))'. The row was a record 'uncomputable' (K(b) an
existential witness); since round 21 (r21_thesisA: thesis.ch2.eqA.45, thesis.ch2.eqA.161) K(t) is computed as the
unique q_1(t) coordinate of the mu_1 query's update on noise-free tokens (tau = 0) and q_1(t) = W_K^(t) mu_1 (Table
A.1), so both sides of the first '>=' are numbers of a trained run. This module checks that '>=' as printed (no
constant) at the end of training T* (Algorithm 3's first step with zero hinge on every training sample) on
r21_thesisA's runs. Second path: ``tests/test_thesis_r29_discAB.py`` (own full-batch token-level model)."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r29_discAB as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r20_thesisA2 as A2
from thmcheck.checks.papers.thesis import r21_thesisA as R21
from thmcheck.checks.papers.thesis._common import PAPER, _src

CLAIMS: list[Claim] = []

SP = "tests/test_thesis_r29_discAB.py::"


def _a163_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = sum_{b < T*} K(b) ||q_1(b)|| / (T* / e^{||q_1(T*)||^2 - delta ||q_1(T*)||}) on r21_thesisA's run to the end
    of training T*: K(b) = the q_1(b) coordinate of the mu_1 query's update at step b (exact fit, residual ~1e-15),
    q_1(b) = W_K^(b) mu_1, tau = 0, delta = Assumption 2.3.1's delta measured on the init (the least admissible delta,
    which gives the smallest right side). ``exact``: the ratio is below 1/2 (the fits are exact, the sums float64)."""
    rows, T, reached = R21._late_run(int(inst["seed"]), int(inst["L"]), float(inst["a_star"]), float(inst["sigma"]),
                                     float(inst["delta"]), int(inst["N"]), int(inst["B"]), int(inst["m"]),
                                     float(inst["eta"]))
    q = {"T* (end of training)": T, "T* reached (zero training hinge)": reached}
    if not rows:
        return Measurement(1.0, {"ref": 1.0, "L": float(inst["L"])}, q)
    dl = R21._delta_meas(inst)
    lhs = sum(float(r[1][0, 0]) * float(np.linalg.norm(r[10][:, 0])) for r in rows)
    lhs_abs = sum(abs(float(r[1][0, 0])) * float(np.linalg.norm(r[10][:, 0])) for r in rows)
    nq = float(np.linalg.norm(rows[-1][12][:, 0]))
    mid = T / math.exp(nq * nq - dl * nq)
    ratio = lhs / mid
    return Measurement(ratio, {"ref": 1.0, "L": float(inst["L"])},
                       {**q, "sum_b K(b) ||q_1(b)||": lhs, "sum_b |K(b)| ||q_1(b)||": lhs_abs,
                        "T / e^{||q_1(T)||^2 - delta ||q_1(T)||}": mid, "||q_1(T)||": nq,
                        "delta (measured)": dl, "sqrt(log T)": math.sqrt(math.log(max(T, 2)))},
                       exact=bool(reached and ratio < 0.5))


REACH = Assumption("the run reaches T*", "Algorithm 3 reaches zero training hinge within T_max = 2000 steps (the "
                   "final step T of (A.163) exists)", lambda q: 1.0 if q["T* reached (zero training hinge)"] else -1.0)

DOMAIN = (
    A2.DOMAIN[0],
    Param("eta", 0, math.inf, lo_closed=False, text="step size eta > 0",
          unreached="eta in [0.1, 1.6] drawn (below 0.1 T* may pass T_max = 2000 steps; above ~3 SGD on the hinge "
                    "is erratic); the ratio falls as eta decreases (T* grows, the sum does not)"),
    A2.DOMAIN[3],
)

EV163 = ("Audited (round 29, docs/audits/round29/thesis.md): auditor A CONFIRMED, auditor B CONFIRMED. Scratch and claim runs (r21_thesisA's model: |S^n| = 8 or 24, alpha* = 1/3, "
         "sigma = 0.1, delta = 0.2 at init, tau = 0, N = 20, m = 64, B in {8, N}, eta in {0.1, 0.5}, seeds 0-1, all "
         "reaching T*): the left side sum_{b<T*} K(b) ||q_1(b)|| is 0.21 .. 0.53 (with |K(b)|: 0.63 .. 1.5), while "
         "T* / e^{||q_1(T*)||^2 - delta ||q_1(T*)||} is 11 .. 300 (||q_1(T*)|| = 1.22 .. 1.70, T* = 90 .. 1162), a "
         "ratio 1e-3 .. 2e-2; e.g. seed 0, |S^n| = 8, B = 8, eta = 0.1: T* = 446, sum = 0.232, ||q_1(T*)|| = 1.378, "
         "delta_meas = 0.335, right side 106 (ratio 2.2e-3). The ratio falls as eta decreases (T* grows linearly, "
         "the sum stays O(1)), so no constant rescues the '>=' either. Grid |S^n| in {48, 96}, alpha* in {1/3, 2/3}, eta in "
         "{0.1, 0.5, 1.6}, B = 8, seeds 0-1: ratio 3.3e-3 .. 0.47, largest at the largest eta. Another reading of K(b) "
         "(through (A.34), 1 + K(b) = ||q_1(b+1)||^2 / ||q_1(b)||^2 with q_1(b) = W_K^(b) mu_1): the sum is 0.9 .. 2.7 "
         "and the ratio 5.7e-3 at eta = 0.1, |S^n| = 8, but 2.1 at |S^n| = 48, eta = 1.6 (holds there); along eta -> 0 "
         "it falls like eta in both readings. The printed second '>=' (T / e^{...} >= "
         "Theta(sqrt(log T))) holds on these runs (the middle member is >> sqrt(log T*) = 2.1 .. 2.7). Second path: "
         "own full-batch token-level torch model, own projections (delta = 0, the smallest right side).")

CLAIMS.append(Claim(
    id="thesis.ch2.eqA.163", paper=PAPER, kind="step", comparison=">=",
    source=_src("(A.163) L3410, proof of Claim 2 of Lemma A.3.1, App. A.4 ('At the final step'); K(t), q_1(t) as "
                "r21_thesisA (noise-free tokens tau = 0)"),
    statement="(A.163): at the final step, sum_{b=0}^{t-1} K(b) ||q_1(b)|| >= T / e^{||q_1(T)||^2 - (delta + tau)"
              "||q_1(T)||} >= Theta(sqrt(log T)). Checked: the first '>=' as printed (no constant) at the end of "
              "training T* (zero hinge on every training sample), K(b) the unique q_1(b) coordinate of the mu_1 "
              "query's update, q_1(b) = W_K^(b) mu_1, delta measured on the init, tau = 0.",
    statement_tex=r"\sum_{b=0}^{t-1} K(b) \|\mathbf{q}_1(b)\| \geq \frac{T}{e^{\|\mathbf{q}_1(T)\|^2 - (\delta + "
                  r"\tau)\|\mathbf{q}_1(T)\|}} \geq \Theta(\sqrt{\log T})",
    bound=B.a163_ref, measure=_a163_measure, strategy=R21.late_instances(), domain=DOMAIN, assumptions=(REACH,),
    mutants={"the ratio >= |S^n|": B.a163_mut_big},
    expect="erratum", evidence=EV163,
    no_correction_reason="the left side stays O(1) while T / e^{...} grows with T on every run; the display's own "
                         "derivation (from (A.45)-(A.46)) gives no other printed form, and (A.45)'s K(t) > 0 already "
                         "fails (thesis.ch2.eqA.45)",
    second_path=SP + "test_a163_sum_far_below_right_side_own_model",
    notes="Round 29 (discAB): the row was 'uncomputable' ('K(b) an existential witness'); with round 21's exact "
          "coordinates the display has computable sides. The step fails while Theorem 1 (thesis.ch2.theorem1) is "
          "checked separately. " + R21._NOTE,
    settings={"ci": {"max_examples": 2, "budget_s": 3.0, "min_valid": 1, "shrink": False},
              "dev": {"max_examples": 20, "min_valid": 5}}))


# ====================== (A.156) L3373 (last member) and (A.157) L3379: rows 'uncomputable' until now ('the proof's
# existential split'); on noise-free tokens K(t), Q(t) are the updates' unique coordinates (r20_thesisA2) and the
# scores x_j^T W_K^(t+1)T W_Q^(t+1) x_l are inner products of the trained key and query features.

def _a156_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """(A.156), j, l in S_1^n (key and query mu_1), its last member: lhs = the least ratio x_j^T W_K^(t+1)T W_Q^(t+1)
    x_l / [(1 + K(t) + Q(t))||q_1(t)||^2 - (delta + tau)||q_1(t)||] over the late busy steps (r21_thesisA, Claim 2's
    't large enough before the end of training') whose right side is > 0; K(t), Q(t) the unique coordinates, q_1(t) =
    W_K^(t) mu_1, tau = 0, delta = 1/2 (the supremum of the admissible delta: the smallest right side). One hidden
    constant c > 0 must make it >= c (ref = 1)."""
    late, T, reached, _n = R21.late_rows(inst)
    best, n_pos = None, 0
    for row in late:
        nq = float(np.linalg.norm(row[10][:, 0]))
        rhs = (1.0 + float(row[1][0, 0]) + float(row[6][0, 0])) * nq * nq - R21.DELTA_SUP * nq
        if rhs <= 1e-12:
            continue
        n_pos += 1
        lhs = float(row[12][:, 0] @ row[13][:, 0])
        if best is None or lhs / rhs < best[0]:
            best = (lhs / rhs, row, lhs, rhs, nq)
    q = {"T* (end of training)": T, "T* reached (zero training hinge)": reached, "late busy steps compared": n_pos}
    if best is None:
        return Measurement(1.0, {"ref": 1.0, "L": float(inst["L"])}, q)
    r, row, lhs, rhs, nq = best
    return Measurement(r, {"ref": 1.0, "L": float(inst["L"])},
                       {**q, "t": row[0], "score mu_1 key . mu_1 query at t+1": lhs, "right side (constant 1)": rhs,
                        "K(t)": float(row[1][0, 0]), "Q(t)": float(row[6][0, 0]), "||q_1(t)||": nq},
                       exact=bool(lhs < -1e-9 and rhs > 1e-9))


def _a157_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """(A.157), l in S_1^n (query mu_1), j not in S_1^n (keys mu_2 .. mu_M): lhs = the largest ratio x_j^T
    W_K^(t+1)T W_Q^(t+1) x_l / [Q_f(t)||q_1(t)||^2 + (delta + tau)||q_1(t)||] over the late busy steps and j, with
    Q_f(t) read at the bound (A.155) gives it, |Q_f(t)| <~ Q(t), taken as |Q(t)| (the hidden constant absorbs (A.155)'s),
    tau = 0 and delta = 1/2 (the supremum of the admissible delta: the largest right side). One hidden constant C must
    make it <= C (ref = 1)."""
    late, T, reached, _n = R21.late_rows(inst)
    best = None
    for row in late:
        nq = float(np.linalg.norm(row[10][:, 0]))
        rhs = abs(float(row[6][0, 0])) * nq * nq + R21.DELTA_SUP * nq
        for j in range(1, A2.M):
            lhs = float(row[12][:, j] @ row[13][:, 0])
            if best is None or lhs / rhs > best[0]:
                best = (lhs / rhs, row, lhs, rhs, nq, j)
    q = {"T* (end of training)": T, "T* reached (zero training hinge)": reached, "late busy steps compared": len(late)}
    if best is None:
        return Measurement(0.0, {"ref": 1.0, "L": float(inst["L"])}, q)
    r, row, lhs, rhs, nq, j = best
    return Measurement(r, {"ref": 1.0, "L": float(inst["L"])},
                       {**q, "t": row[0], "key pattern j (0-based)": j, "score mu_j key . mu_1 query at t+1": lhs,
                        "right side (constant 1)": rhs, "Q(t)": float(row[6][0, 0]), "||q_1(t)||": nq})


def _path_instances() -> st.SearchStrategy:
    """r21_thesisA's late instances (the whole drawn span), and as often the same with eta in [0.4, 1.6], the family
    the |S^n| path starts from (at eta < 0.4 and |S^n| = 768 the run may not reach T* within T_max = 2000 steps)."""
    return st.one_of(R21.late_instances(), R21.late_instances().flatmap(
        lambda d: st.floats(0.4, 1.6).map(lambda e: {**d, "eta": e})))


DIRS = (
    Direction("|S^n| -> inf", "L", math.inf, move=lambda inst, x: {**inst, "L": int(x)}, points=A2.L_PATH,
              grows=("L",), start=lambda inst: float(inst["eta"]) >= 0.4,
              reason="|S^n| >= Omega(1) (2.9) without upper limit; the hidden constant must not depend on it; the path "
                     "starts from instances with eta >= 0.4 (the run reaches T* at |S^n| = 768)"),
    A2.DIRECTIONS[1],
)

_SET = {"ci": {"max_examples": 2, "budget_s": 3.0, "min_valid": 1, "path_starts": 1, "path_decades": 0.0,
               "shrink": False},
        "dev": {"max_examples": 20, "min_valid": 5, "path_starts": 2, "path_decades": 0.5}}

_RD = ("Round 29 (discAB): the row was 'uncomputable' ('the proof's existential split'); since round 20 K(t), Q(t) "
       "are the updates' unique coordinates on noise-free tokens, so the display's last member has computable sides. ")

CLAIMS.append(Claim(
    id="thesis.ch2.eqA.156-last", paper=PAPER, kind="step", comparison=">=",
    source=_src("(A.156) L3373 (its last member; j, l in S_1^n; K(t), Q(t), q_1(t) as r20_thesisA2 / r21_thesisA, "
                "noise-free tokens tau = 0)"),
    statement="(A.156): for l in S_1^n and j in S_1^n, x_j^T W_K^(t+1)T W_Q^(t+1) x_l >~ ... >~ (1 + K(t) + Q(t)) "
              "||q_1(t)||^2 - (delta + tau)||q_1(t)||. Checked: the first member against the last with one hidden "
              "constant at every late busy step (T*/2 <= t < T*, >= 5 samples of positive hinge) whose right side is "
              "> 0, delta = 1/2, tau = 0; the middle members (K_e, Q_e, gamma_l) are not checked.",
    statement_tex=r"\mathbf{x}_j^{n\top} \mathbf{W}_K^{(t+1)\top} \mathbf{W}_Q^{(t+1)} \mathbf{x}_l^n \gtrsim "
                  r"(1 + K(t) + Q(t)) \|\mathbf{q}_1(t)\|^2 - (\delta + \tau) \|\mathbf{q}_1(t)\|",
    bound=B.shape_one, measure=_a156_measure, strategy=_path_instances(), domain=R21.DOMAIN,
    assumptions=(R21.LATE,), directions=DIRS, constants="hidden", uniform=True,
    mutants={"the ratio growing like |S^n|^2": B.mut_times_L2},
    notes=_RD + "Scratch (round 29): least ratio 0.78 .. 1.66 over 32 runs (|S^n| in {8, 48}, B in {8, N}, eta in "
                "{0.1, 0.5}, seeds 0-3) and 0.79 .. 1.09 along |S^n| = 12 .. 768 (eta = 0.5, B = 8): flat.",
    settings=_SET))

CLAIMS.append(Claim(
    id="thesis.ch2.eqA.157", paper=PAPER, kind="step", comparison="<=",
    source=_src("(A.157) L3379 (l in S_1^n, j not in S_1^n; Q_f(t) of (A.154) L3365 at (A.155) L3369's bound; q_1(t) "
                "as r21_thesisA, noise-free tokens tau = 0)"),
    statement="(A.157): if j not in S_1^n (l in S_1^n), x_j^T W_K^(t+1)T W_Q^(t+1) x_l <~ Q_f(t)||q_1(t)||^2 + "
              "(delta + tau)||q_1(t)||. Checked with one hidden constant at every late busy step and every key pattern "
              "mu_2 .. mu_M against the query mu_1, Q_f(t) read as |Q(t)| (the bound (A.155) puts on it), delta = 1/2 "
              "(the largest right side), tau = 0.",
    statement_tex=r"\mathbf{x}_j^{n\top} \mathbf{W}_K^{(t+1)\top} \mathbf{W}_Q^{(t+1)} \mathbf{x}_l^n \lesssim "
                  r"Q_f(t) \|\mathbf{q}_1(t)\|^2 + (\delta + \tau) \|\mathbf{q}_1(t)\|",
    bound=B.shape_one, measure=_a157_measure, strategy=_path_instances(), domain=R21.DOMAIN,
    assumptions=(R21.LATE,), directions=DIRS, constants="hidden", uniform=True,
    mutants={"a negative right side": B.mut_neg},
    notes=_RD + "Q_f(t) is printed without a value ((A.154) names it, (A.155) bounds it by Q(t)); |Q(t)| is its "
                "largest value (A.155) allows up to the constant. Scratch (round 29, all steps, delta measured): the "
                "confusion key mu_2's score on the mu_1 query reaches 0.4 .. 2.8 at the last steps, largest ratio 0.7 "
                ".. 3.5 along |S^n| = 12 .. 768 (eta = 0.5, B = 8, seeds 0, 3): no clear trend. Round 30 (undecT27, "
                "the ci potential: path ratio 0.047, 0.34, 0.25, 0.87 at |S^n| = 12 .. 768, peak < 1, log-slope "
                "interval [-2.1, 2.5]): the same measure continued by hand past ci's path: ci's path start (seed "
                "1883900, eta = 0.424, B = 16, m = 128, alpha* = 2/3) 1.16, 1.75 at |S^n| = 1536, 3072 (T* = 891, "
                "1849); seed 0 (eta = 0.8, B = 8, m = 64, alpha* = 1/3) 0.44, 1.21, 2.39, 1.48 and seed 7 (eta = 1.2, "
                "B = N = 20, alpha* = 1/2) 1.50, 0.77, 1.53, 1.63 at |S^n| = 48, 192, 768, 3072; at |S^n| >= 6144 "
                "the run does not reach T* within T_max = 2000 (outside the late-step hypothesis). The ratio stays "
                "of order 1 (0.05 .. 2.4) with run-to-run noise and no growth over the last 1.2 decades: evidence "
                "for 'holds', but no 1 % plateau and no certificate bounding the confusion score, so the engine "
                "leaves it potential (undecided, as expected).",
    settings=_SET))
