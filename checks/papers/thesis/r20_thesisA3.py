"""thesis, App. A (proof of Theorem 1, Chapter 2's shallow ViT), the update coordinates of (A.144) L3331, (A.145)
L3335, (A.151) L3357 and (A.154)-(A.155) L3365-L3369 (round 20, helper thesisA3; until now 'uncomputable' rows:
'existential split').

The same exact coordinate method and the same runs as r20_thesisA2 (``coef_run``: noise-free tokens, tau = 0; A_t row
p = the coordinates of W_Q mu_p's one-step update in the basis q_a(t) = W_K^(t) mu_a, C_t row p = those of W_K mu_p's
update in the basis r_a(t) = W_Q^(t) mu_a; both unique, fit residual ~1e-15, the Theta(1) n_j(t) / o_j(t) terms of the
update are 0). As in thesisA2 the printed coefficient of an update term is the update's coordinate (K(t) = A_t[1, 1],
Q(t) = C_t[1, 1]). Checked as printed:

- (A.144), j in S_l^n, l >= 3: W_Q^(t+1) x_j = q_l(t) + Theta(1) n_j(t) + Theta(1) sum_b K(b) q_1(b) + sum_{l=2}^M
  gamma'_l q_l(t): the q_1 coordinate of the mu_l query's update is Theta(1) K(t), i.e. A_t[l, 1]/K(t) >= c > 0 (a
  hidden constant; the q_1 part is outside the gamma' sum, which starts at l = 2);
- (A.145), j in S_2^n: ... + sum_b |K_e(b)| q_1(b) + sum_{l=2}^M gamma'_l q_l(t): the q_1 coordinate of the mu_2
  query's update is printed |K_e| >= 0 (the sum over l = 2..M leaves q_1 to the |K_e| term alone);
- (A.151), j in S_2^n: W_K^(t+1) x_j ~ (1 + Q(t)) q_2(t) + ...: the r_2(t) = W_Q^(t) mu_2 coordinate of the mu_2 key's
  update (q_2 in r_2's direction, (A.128)) is Q(t), Q(t) > 0 by (A.148) (the gamma' sum starts at l = 3);
- (A.154)-(A.155), j in S_z^n, z >= 3: the r_1(t), r_2(t) coefficients of the mu_z key's update are printed
  +- c_k lambda |Q_f(t)| with 0 < c_k < 1 and lambda < 1, so |Q_f(t)| > |coordinate|, and (A.155) |Q_f(t)| <~ Q(t):
  Q(t)/|C_t[z, a]| >= c > 0 (a = 1, 2; one hidden constant).

Second paths in ``tests/test_thesis_r20_thesisA3.py`` (thesisA2's own token-level torch model, autograd, own
projections of every query and key update)."""

from __future__ import annotations

import numpy as np

from thmcheck.bounds.thesis import r20_thesisA2 as B
from thmcheck.checks.claim import Claim, Ctx, Measurement, SolverFailure
from thmcheck.checks.papers.thesis import r20_thesisA2 as A2
from thmcheck.checks.papers.thesis._common import PAPER, _src

CLAIMS: list[Claim] = []

SP = "tests/test_thesis_r20_thesisA3.py::"
M = A2.M
_CI = {"ci": {"max_examples": 2, "budget_s": 3.0, "min_valid": 1, "path_starts": 1},
       "dev": {"max_examples": 20, "min_valid": 5, "path_starts": 2}}
_CI_SIGN = {"ci": {"max_examples": 2, "budget_s": 3.0, "min_valid": 1}, "dev": {"max_examples": 20}}


def _terms(inst: dict, rows: tuple) -> dict:
    return {**A2._run_terms(inst, rows), "max key fit residual": max(r[7] for r in rows)}


def _ratio_measure(inst: dict, ctx: Ctx, which: str) -> Measurement:  # noqa: ARG001
    """lhs = the least ratio (printed coefficient at constant 1) / coordinate over the steps t' < t: 'A144' A_t[l, 1]
    / K(t) over l = 3..M (Theta(1) K(t) printed: the ratio must be >= c > 0); 'A155' Q(t) / |C_t[z, a]| over z = 3..M,
    a = 1, 2 (|Q_f(t)| > |C_t[z, a]| by (A.154), |Q_f(t)| <~ Q(t) by (A.155)). Pairs with a denominator below 1e-9 of
    the step's scale are skipped. ``exact``: a negative ratio with both parts above 1e-6 of the scale and the fit's
    residual below 1e-9."""
    rows = A2.coef_run(inst)
    best = None
    for row in rows:
        A, C = row[1], row[6]
        if which == "A144":
            sc, res, K = float(np.abs(A).max()), row[2], float(A[0, 0])
            pairs = [(float(A[lk, 0]), K, lk, 0) for lk in range(2, M)]
        else:
            sc, res, K = float(np.abs(C).max()), row[7], float(C[0, 0])
            pairs = [(K, abs(float(C[z, a])), z, a) for z in range(2, M) for a in (0, 1)]
        if sc <= 0:
            continue
        for num, den, i, a in pairs:
            if abs(den) <= 1e-9 * sc or (which == "A144" and abs(num) <= 1e-9 * sc):
                continue
            r = num / den
            if best is None or r < best[0]:
                best = (r, row, num, den, i, a, sc, res)
    if best is None:
        raise SolverFailure("no step moved the coordinates compared (no pattern-l token in any batch, or zero hinge)")
    r, row, num, den, i, a, sc, res = best
    exact = bool(r < 0 and min(abs(num), abs(den)) > 1e-6 * sc and res < 1e-9)
    names = ("A_t'[l, 1] (q_1 coord. of the mu_l query update)", "K(t')") if which == "A144" else \
        ("Q(t')", "|C_t'[z, a]| (r_a coord. of the mu_z key update)")
    return Measurement(r, {"ref": 1.0, "L": float(inst["L"])},
                       {"t'": row[0], names[0]: num, names[1]: den, "pattern l / z (0-based)": i,
                        "a (0-based)": a, "update scale": sc, **_terms(inst, rows)}, exact=exact)


def _sign_measure(inst: dict, ctx: Ctx, which: str) -> Measurement:  # noqa: ARG001
    """lhs = the least signed coordinate / the row's scale over the steps t' < t whose row moved: 'A145' A_t[2, 1]
    (the q_1 coordinate of the mu_2 query's update, printed |K_e| >= 0); 'A151' C_t[2, 2] (the r_2 coordinate of the
    mu_2 key's update, printed Q(t) > 0). ``exact``: negative above 1e-6 of the scale, fit residual below 1e-9."""
    rows = A2.coef_run(inst)
    mv = []
    for row in rows:
        Mx, res = (row[1], row[2]) if which == "A145" else (row[6], row[7])
        sc = float(np.abs(Mx[1]).max())
        if sc > 0:
            v = float(Mx[1, 0] if which == "A145" else Mx[1, 1])
            mv.append((v / sc, row, v, sc, res))
    if not mv:
        raise SolverFailure("no step moved the mu_2 query / key (no mu_2 token in any batch, or zero hinge)")
    v, row, c, sc, res = min(mv, key=lambda e: e[0])
    return Measurement(v, {"L": float(inst["L"])},
                       {"t'": row[0], "coordinate": c, "row scale": sc, "K(t') = Q(t')": float(row[1][0, 0]),
                        "steps negative": sum(1 for e in mv if e[0] < -1e-9), "steps moved": len(mv),
                        **_terms(inst, rows)}, exact=bool(v < -1e-6 and res < 1e-9))


_NOTE = ("Round 20 (thesisA3): the row was 'uncomputable' (the proof's 'existential split'). Same method and runs as "
         "r20_thesisA2: on noise-free orthonormal patterns (tau = 0, inside tau <= min(sigma, delta)) every query "
         "update lies exactly in span{q_a(t) = W_K^(t) mu_a} and every key update in span{r_a(t) = W_Q^(t) mu_a} (fit "
         "residual ~1e-15), so the printed coefficients of the update terms are its unique coordinates.")

_RUN = ("N = B = 40 (batches drawn with replacement), m = 128, eta = 0.5, sigma = 0.1, delta = 0.2, alpha* = 1/2, tau = "
        "0, 30 steps")
EV = {
    "A144": "A sign crossing, certain in float64 (fit residual ~1e-15): the q_1 coordinate of the mu_l query's update "
            "(l >= 3), printed Theta(1) K(t), has the sign opposite to K(t), also at steps with K(t) > 0 (so not only "
            "by thesis.ch2.eqA.126-K). " + _RUN + ": seed 0, |S^n| = 12, t' = 0: K(0) = +1.23e-3, A_0[4, 1] = "
            "-6.42e-4 (ratio -0.52); seed 1, |S^n| = 12, t' = 0: K(0) = +9.4e-5, A_0[3, 1] = -1.08e-3 (ratio -11.4); "
            "seed 1, |S^n| = 48: ratio -0.12 at t' = 3 (K > 0); seed 2, |S^n| = 12 / 48: ratios -18.3 / -7.7 (K(t') "
            "< 0, coordinate > 0). All six (seed, |S^n|) runs cross. Second path: own token-level model, true full "
            "batch, autograd: a step with K(t) > 0 and a negative q_1 coordinate of a mu_l (l >= 3) query update.",
    "A155": "A sign crossing, certain in float64 (key fit residual ~1e-15), by Q(t) < 0 (thesis.ch2.eqA.148, Q(t) = "
            "K(t) exactly): (A.154)'s r_1 / r_2 coefficients of the mu_z key's update (z >= 3) are +- c_k lambda "
            "|Q_f(t)| with c_k, lambda < 1, so |Q_f(t)| exceeds them and is > 0 while (A.155)'s right side Q(t) is "
            "< 0. " + _RUN + ": seed 2, |S^n| = 12, t' = 8: Q(8) = -6.07e-4, |C_8[4, 1]| = 4.97e-6 (ratio -122); "
            "seed 0, |S^n| = 48, t' = 0: Q(0) = -1.31e-3, |C_0[4, 2]| = 2.18e-5 (ratio -60); seed 2, |S^n| = 48: "
            "ratio -79. On the runs with Q(t) > 0 throughout (seed 0, |S^n| = 12; seed 1, |S^n| = 12, 48) the least "
            "ratio is 0.33, 0.063, 1.6 (not claimed). Second path: own token-level model, Q(0) < 0 with nonzero r_1, "
            "r_2 coordinates of the mu_3..mu_5 key updates.",
    "A145": "A sign crossing, certain in float64 (fit residual ~1e-15): the q_1 coordinate of the mu_2 query's update, "
            "printed as the |K_e(b)| term (>= 0; the gamma' sum of (A.145) starts at l = 2), is negative. " + _RUN +
            ": negative at 17, 27, 15, 3, 26, 29 of 30 steps (seeds 0, 1, 2 x |S^n| = 12, 48); seed 1, |S^n| = 12, "
            "t' = 3: -4.85e-4 = -max|A_3[2, :]|; seed 2, |S^n| = 12, t' = 1: -7.51e-4 (-0.71 of the row's scale). "
            "Second path: own token-level model, true full batch, autograd: negative q_1 coordinate of W_Q e_2's "
            "update at several steps.",
    "A151": "A sign crossing, certain in float64 (key fit residual ~1e-15): the r_2(t) = W_Q^(t) mu_2 coordinate of the "
            "mu_2 key's update, printed (1 + Q(t)) q_2(t) with Q(t) > 0 ((A.148)), is negative (it equals the q_2 "
            "coordinate of the mu_2 query's update: C_t = A_t^T). " + _RUN + ": negative at 13 of 30 steps (seed 0, "
            "|S^n| = 48; = -max|C_16[2, :]| at t' = 16), 5 (seed 1, |S^n| = 12), 26 (seed 1, |S^n| = 48, from t' = "
            "0: -1.33e-3 = -max|C_0[2, :]|); never on seed 0 |S^n| = 12 and seed 2. Second path: own token-level "
            "model, true full batch: negative W_Q e_2 coordinate of W_K e_2's update.",
}


def _claims() -> list[Claim]:
    out = []
    for which, cid, line, stmt, tex in (
        ("A144", "thesis.ch2.eqA.144", "(A.144) L3331",
         "(A.144): for j in S_l^n, l >= 3, W_Q^(t+1) x_j = q_l(t) + Theta(1) n_j(t) + Theta(1) sum_{b=0}^{t-1} K(b) "
         "q_1(b) + sum_{l=2}^M gamma'_l q_l(t). Checked as printed: the q_1 coordinate of the mu_l query's update "
         "(l >= 3; unique in the basis q_a(t) = W_K^(t) mu_a on noise-free tokens) is Theta(1) K(t), K(t) the q_1 "
         "coordinate of the mu_1 query's update ((A.126)): least ratio A_t[l, 1]/K(t) over steps and l >= c > 0.",
         r"\mathbf{W}_Q^{(t+1)} \mathbf{x}_j = \mathbf{q}_l(t) + \Theta(1) \cdot \mathbf{n}_j(t) + \Theta(1) \cdot "
         r"\sum_{b=0}^{t-1} K(b) \mathbf{q}_1(b) + \sum_{l=2}^M \gamma'_l \mathbf{q}_l(t)"),
        ("A155", "thesis.ch2.eqA.155", "(A.155) L3369 with (A.154) L3365",
         "(A.154)-(A.155): for j in S_z^n, z >= 3, W_K^(t+1) x_j ~ (1 +- c_k1 lambda|Q_f(t)|) q_l(t) + Theta(1) o_j^n(t) "
         "+- c_k2 lambda sum_b |Q_f(b)| r_1(b) +- c_k3 lambda sum_b |Q_f(b)| r_2(b) + sum_{i=3}^M gamma'_i r_i(t), 0 < "
         "c_k < 1, lambda < 1, and |Q_f(t)| <~ Q(t). Checked as printed: |Q_f(t)| > |r_a(t) coordinate of the mu_z "
         "key's update| (a = 1, 2), so Q(t)/|C_t[z, a]| >= c > 0 for one hidden constant, Q(t) = (A.147)'s r_1 "
         "coordinate of the mu_1 key's update (all unique on noise-free tokens).",
         r"|Q_f(t)| \lesssim Q(t), \quad \mathbf{W}_K^{(t+1)} \mathbf{x}_j \approx (1 \pm c_{k_1} \lambda |Q_f(t)|) "
         r"\mathbf{q}_l(t) + \cdots \pm c_{k_2} \lambda \sum_{b=0}^{t-1} |Q_f(b)| \mathbf{r}_1(b) \pm c_{k_3} \lambda "
         r"\sum_{b=0}^{t-1} |Q_f(b)| \mathbf{r}_2(b) + \cdots")):
        out.append(Claim(
            id=cid, paper=PAPER, kind="step", comparison=">=",
            source=_src(f"{line} (with (A.126) L3255, (A.147)-(A.148) L3343-L3347; noise-free tokens tau = 0)"),
            statement=stmt, statement_tex=tex, bound=B.a131_ref,
            measure=(lambda inst, ctx, w=which: _ratio_measure(inst, ctx, w)), strategy=A2.instances(),
            domain=A2.DOMAIN, directions=A2.DIRECTIONS, constants="hidden", uniform=True,
            mutants={"the shape times |S^n|^2": B.a131_mut_big},
            expect="erratum", evidence=EV.get(which, ""), no_correction_reason=NOCORR[which],
            second_path=SP + TESTS[which], notes=_NOTE + " " + A2._MECH, settings=_CI))
    for which, cid, line, stmt, tex in (
        ("A145", "thesis.ch2.eqA.145", "(A.145) L3335",
         "(A.145): for j in S_2^n, W_Q^(t+1) x_j = (1 + K(t)) q_2(t) + Theta(1) n_j(t) + sum_{b=0}^{t-1} |K_e(b)| "
         "q_1(b) + sum_{l=2}^M gamma'_l q_l(t). Checked as printed: the q_1 coordinate of the mu_2 query's update (the "
         "|K_e| term alone carries q_1) is >= 0 at every step t' < t (unique in the basis q_a(t) on noise-free tokens).",
         r"\mathbf{W}_Q^{(t+1)} \mathbf{x}_j = (1 + K(t)) \mathbf{q}_2(t) + \Theta(1) \cdot \mathbf{n}_j(t) + "
         r"\sum_{b=0}^{t-1} |K_e(b)| \mathbf{q}_1(b) + \sum_{l=2}^M \gamma'_l \mathbf{q}_l(t)"),
        ("A151", "thesis.ch2.eqA.151", "(A.151) L3357",
         "(A.151): for j in S_2^n, W_K^(t+1) x_j ~ (1 + Q(t)) q_2(t) + Theta(1) o_j^n(t) +- sum_b |Q_e(b)|(1 - lambda) "
         "r_1(b) + sum_{l=3}^M gamma'_l r_l(t), Q(t) > 0 ((A.148)). Checked as printed: the r_2(t) = W_Q^(t) mu_2 "
         "coordinate of the mu_2 key's update (q_2 in r_2's direction, (A.128)) is >= 0 at every step t' < t.",
         r"\mathbf{W}_K^{(t+1)} \mathbf{x}_j \approx (1 + Q(t)) \mathbf{q}_2(t) + \Theta(1) \cdot \mathbf{o}_j^n(t) "
         r"\pm \sum_{b=0}^{t-1} |Q_e(b)|(1 - \lambda) \mathbf{r}_1(b) + \sum_{l=3}^M \gamma'_l \mathbf{r}_l(t)")):
        out.append(Claim(
            id=cid, paper=PAPER, kind="step", comparison=">=",
            source=_src(f"{line} (with (A.126) L3255, (A.148) L3347; noise-free tokens tau = 0)"),
            statement=stmt, statement_tex=tex, bound=B.a126_zero,
            measure=(lambda inst, ctx, w=which: _sign_measure(inst, ctx, w)), strategy=A2.instances(),
            domain=A2.DOMAIN, directions=(A2.DIRECTIONS[1],), mutants={"> 1 (beyond the row scale)": B.a126_mut_one},
            auto_mutant=False, expect="erratum", evidence=EV.get(which, ""), no_correction_reason=NOCORR[which],
            second_path=SP + TESTS[which], notes=_NOTE + " " + A2._MECH, settings=_CI_SIGN))
    return out


TESTS = {"A144": "test_a144_q1_coordinate_opposite_to_K_own_model", "A155": "test_a155_Q_negative_key_coords_own_model",
         "A145": "test_a145_q1_coordinate_negative_own_model", "A151": "test_a151_r2_coordinate_negative_own_model"}
NOCORR = {
    "A144": "the ratio A_t[l, 1]/K(t) takes both signs on one run (K(t) itself has no fixed sign, "
            "thesis.ch2.eqA.126-K); no Theta(1) relation to K(t) is proposed",
    "A155": "Q(t) = K(t) has no fixed sign (thesis.ch2.eqA.148); with |Q(t)| no settled constant was measured this round",
    "A145": "the q_1 coordinate of the mu_2 query's update takes both signs on one run; the printed |K_e(b)| would need "
            "a signed K_e(b), which changes the (A.156)-type products the proof builds on it",
    "A151": "the r_2 coordinate takes both signs on one run (it is the mu_2 analogue of K(t), thesis.ch2.eqA.126-K)",
}


CLAIMS += _claims()

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-20 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch2.eqA.144': 'auditor C: confirmed',
    'thesis.ch2.eqA.145': 'auditor C: confirmed',
    'thesis.ch2.eqA.151': 'auditor C: confirmed',
    'thesis.ch2.eqA.155': 'auditor C: confirmed',
}, 'docs/audits/round20/thesis.md')
