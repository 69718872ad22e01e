"""thesis, Appendix C (round 12, helper thesisC): the d log^2 d sample sizes of Lemma C.3.3, Theorem 2 and Corollary
4.4.1 not covered in round 11, and the upper side of Lemma C.3.1's Hessian bound.

- (C.86) L5668 (Lemma C.3.3), (C.89) L5686 (proof of Theorem 2, "equivalent" to (C.88)), (C.100) L5752 and (C.110)
  L5789 (proof of Corollary 4.4.1, ||Sigma_l|| = o(1) and the ||mu_l|| regimes): the same slip as round 11's
  thesis.ch4.eqC.94 / eqC.105 / eqC.132: each requirement is n / ln n >= c^2 A (A the display's factor, d included),
  whose least solution is ~ c^2 A ln(c^2 A), and the display prints A log^2 d; the ratio grows like ln A / ln^2 d as
  a quantity the display leaves free (D_6(Psi), kappa, eps0, ||Sigma_L||^-1, ||mu_l||) grows at fixed d. Erratum as
  printed each; holds reading those quantities <= poly(d) (degree 1). (C.110)'s case ||mu_l|| <= 1 prints O(||mu_l||^4),
  which -> 0 as mu_l -> 0 while n_sc >= dK log dK (Lemma C.4.5) stays: false there too, read as O(1).
  Measures share round 11's Newton solver ``_c132_nstar`` (imported).
- (C.134) L5881 -> (C.135) L5885 (proof of Lemma C.3.1): (C.134) bounds ||Hess f_n|| by C_2 sum_l lambda_l (||mu_l|| +
  ||Sigma_l^{1/2}||)^2; (C.135) (and (C.83)) prints ||mu~_l||_inf (mu~_l = Lambda_l mu_l, Sigma_l = Lambda_l^T D_l
  Lambda_l) in place of ||mu_l||. At W = W*, K = 1, the population Hessian E[phi'(w*^T x) x x^T] has
  lambda_max >= E[phi'] ||mu_l||^2 for mu_l orthogonal to w*, so lambda_max / sum_l lambda_l (||mu~_l||_inf + ...)^2
  grows like d / ln d for Gaussian-drawn means (exactly d for flat ones): (C.135) erratum, (C.134) holds.
- (C.243) L6448-L6451 (proof of Lemma C.3.3): ||Q_2 - Q^_2|| / delta_K(Q_2) <~ sqrt(d log n/n) kappa^2 tau^6 sqrt(D_2
  D_4) needs delta_K(Q_2) >~ delta_K(W*)^2 (the proof writes '<~'); E[phi''(w_i*^T x)] -> 0 as the mixture tends to
  a symmetric one, so the ratio grows like 1/m along the means scale m -> 0: erratum (delta_K(Q_2) kept: corrected).
  (C.244) L6455-L6458, the symmetric case: delta_K(Q_3(I, I, alpha)) ~ w_1*^T alpha -> 0 for alpha tending to w_1*'s
  orthogonal complement ('for any arbitrary vector alpha'): erratum.
- Second session: (C.83) L5652's own upper side (the lemma's statement, (C.135)'s slip: erratum); Theorem 2's step
  eta_0 = O(1 / sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2) (L1117, L1132): eta_0 lambda_max(Hess) grows
  like d, so GD (4.6) is unstable at W_hat_n for any fixed constant (erratum, second path numpy logistic GD); the
  derived n -> inf constant of (4.10) / (C.84), sqrt(tr Hess fbar(W*)^-1) <~ K^{5/2} sqrt(S_2 d) / Gamma~ (holds).
- Third session: (C.178) L6095 and (C.182) L6114's lower sides, lambda_min(Hess fbar(W*P)) >= (4/K^2) Gamma~ resp.
  4(1 - eps_0)/K^2 Gamma~ with the explicit 4: crossed along Sigma -> t^2 Sigma (ratio 0.75 at t = 1/4, 6e-4 at
  t = 1/256 on d = K = 2, W* = I, one Gaussian): errata, no correction (the ratio ~ t^2, lemmaC.3.1's mechanism).

Bounds in ``thmcheck.bounds.thesis.r12_thesisC``; second paths in ``tests/test_thesis_r12_thesisC.py``.
"""

from __future__ import annotations

import math

import numpy as np
import scipy.linalg
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r12_thesisC as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers._audits import cite_audits
from thmcheck.checks.papers.thesis import appC_group_imbalance as AG
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.r11_thesisC import _c132_nstar
from thmcheck.checks.strategies import SEEDS, log_uniform

SP = "tests/test_thesis_r12_thesisC.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


def _d_draw() -> st.SearchStrategy[int]:
    return st.one_of(st.integers(2, 20), st.integers(21, 1000))


def _nstar(logA: float, c: float, floor: float = 0.0) -> tuple[float, float]:
    """(the least n with n / ln n >= c^2 e^logA, max of it and ``floor``)."""
    if logA > 690.0:
        raise SolverFailure(f"ln A = {logA:.0f}: n* beyond float64")
    n_sol = _c132_nstar(2.0 * math.log(c) + logA)
    return n_sol, max(n_sol, floor)


def _move(key: str, cast=float, **fixed):  # noqa: ANN001, ANN003, ANN202
    """Path move: ``key`` = t (d = max(d, K) when K moves), the other ``fixed`` fields set to their base values."""
    def move(inst: dict, t: float) -> dict:
        out = {**inst, **fixed, key: cast(t)}
        if key == "K":
            out["d"] = max(int(out["d"]), int(t))
        return out
    return move


_BASE = {"eps0": 0.1, "kappa": 1.0, "tau": 1.0, "K": 1, "c": 1.0}
_EPS0 = Param("eps0", 0, 0.25, lo_closed=False, hi_closed=False, text="eps0 in (0, 1/4) (Lemma C.3.1)",
              unreached="eps0 >= 1e-6 drawn, 1e-96 on the path (n* < e^709)")
_D = Param("d", 2, INF, integer=True, text="x in R^d, d >= 2", far=1000, unreached="d <= 1000 drawn, 1e4 on the path")
_K = Param("K", 1, INF, integer=True, text="K <= d neurons", far=10, unreached="K <= 10 drawn, 64 on the path")
_KAPPA = Param("kappa", 1, INF, text="kappa = delta_1/delta_K >= 1", far=4.0,
               unreached="kappa in [1, 4] drawn (a path to 1e24 for (C.86))")
_TAU = Param("tau", 1, INF, text="tau = sigma_max/sigma_min >= 1", far=4.0, unreached="tau in [1, 4] drawn")
_C = Param("c", 0, INF, lo_closed=False, text="the requirement's hidden constant", far=10.0,
           unreached="c in [0.1, 10]: enters n* only through ln(c^2 A)")
_EPS_ASSUMPTION = Assumption("eps0 < 1/4", "Lemma C.3.1: eps0 in (0, 1/4)", lambda q: q["eps0_slack"])


def _poly_reading(name: str, text: str, strategy, assumptions, directions, bound=None) -> Reading:  # noqa: ANN001
    return Reading(name, text, strategy=strategy, assumptions=assumptions, directions=directions,
                   **({"bound": bound} if bound is not None else {}))


def _evidence(display: str, req: str, A: str, free: str, example: str, hyp: str) -> str:
    return (
        f"Violated as printed: {display} is derived from {req}, i.e. n / ln n >= c^2 A with A = {A}; its least "
        "solution is n* = -c^2 A W_{-1}(-1/(c^2 A)) ~ c^2 A ln(c^2 A), and the display prints A log^2 d where A ln A "
        f"belongs (the slip of round 11's (C.94), (C.105), (C.132)). {free} {example} (second path: mpmath lambertw "
        f"at 50 digits). {hyp} Under the reading that every such quantity is <= poly(d) (degree 1) ln A = O(log d) "
        "and the printed shape holds.")


# ========================================================= (C.86) L5668: Lemma C.3.3's sample size


@st.composite
def _c86_instances(draw: st.DrawFn) -> dict:
    """d in 2..1000, K in 1..min(d, 10), kappa, tau in [1, 4], D_6(Psi) in [1, 1e6] (Definition C.2.4: >= 1,
    unbounded as ||mu_l|| / sigma_min -> inf), c in [0.1, 10] (the hidden constant of Lemma C.6.5's '<~')."""
    d = draw(_d_draw())
    return {"d": d, "K": draw(st.integers(1, min(d, 10))), "kappa": draw(log_uniform(1.0, 4.0)),
            "tau": draw(log_uniform(1.0, 4.0)), "D6": draw(log_uniform(1.0, 1e6)),
            "c": draw(st.one_of(st.just(1.0), log_uniform(0.1, 10.0)))}


def _c86_measure(inst: dict, ctx: Ctx) -> Measurement:
    """n* = the least n with n / ln n >= c^2 kappa^8 K^4 tau^12 D_6 d: Lemma C.6.5's hypotheses gamma_1, gamma_2 <~
    1/(kappa^2 sqrt K) with gamma_1 of (C.243) (sqrt(d log n/n) kappa^2 tau^6 sqrt(D_2 D_4)) and gamma_2 of (C.245)
    (kappa^2 tau^6 sqrt(D_6) sqrt(K^3 log n/n)), D_2 D_4 <= D_6 (Property 10), the larger of the two taken."""
    kappa, K, tau, D6, d, c = (float(inst[k]) for k in ("kappa", "K", "tau", "D6", "d", "c"))
    logA = B._log_c86(kappa, K, tau, D6, d)
    n_sol, n = _nstar(logA, c)
    q = {"kappa": kappa, "K": K, "tau": tau, "D6": D6, "d": d, "c": c}
    return Measurement(n, q, {"lnA": logA, "n_solve": n_sol, "ratio_to_A": n / math.exp(logA)})


@st.composite
def _c86_poly_instances(draw: st.DrawFn) -> dict:
    d = draw(_d_draw())
    return {"d": d, "K": draw(st.integers(1, min(d, 10))), "kappa": draw(log_uniform(1.0, 4.0)),
            "tau": draw(log_uniform(1.0, 4.0)), "D6": draw(log_uniform(1.0, float(d))),
            "c": draw(st.one_of(st.just(1.0), log_uniform(0.1, 10.0)))}


_C86_D6_POINTS = (1.0, 1e6, 1e12, 1e24, 1e48, 1e96, 1e192, 1e288)

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.86", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.86), Lemma C.3.3 (tensor initialization), App. C.3; derived in App. C.6.2 from (C.243)-(C.246) "
                "and Lemma C.6.5 (L6429), L6468", "L5668"),
    statement="(C.86): n >= kappa^8 K^4 tau^12 D_6(Psi) d log^2 d suffices for Lemma C.3.3 (the hypotheses "
              "gamma_1, gamma_2 <~ 1/(kappa^2 sqrt K) of Lemma C.6.5 with (C.243), (C.245)); encoded: the least n "
              "with n / ln n >= c^2 kappa^8 K^4 tau^12 D_6 d is <~ kappa^8 K^4 tau^12 D_6 d log^2 d, uniformly.",
    statement_tex=r"n^* \lesssim \kappa^8 K^4 \tau^{12} D_6(\Psi)\, d \log^2 d",
    bound=B.eqC86_shape, measure=_c86_measure, strategy=_c86_instances(), constants="hidden", uniform=True,
    expect="erratum as printed",
    readings=(_poly_reading(
        "kappa, tau, K, D_6 <= poly(d)",
        "the sample size read with D_6(Psi) <= d (kappa, tau <= 4, K <= 10 drawn): ln A = O(ln d)",
        _c86_poly_instances(), (Assumption("D_6 <= d", "the reading", lambda q: q["d"] * (1 + 1e-9) - q["D6"]),),
        (Direction("d -> inf with D_6 = d, K = min(d, 10)", "d", INF, how="path",
                   move=lambda inst, t: {**inst, "d": int(t), "D6": float(t), "K": min(int(t), 10)},
                   points=(4, 16, 64, 256, 1024, 4096), reason="ln A ~ 2 ln d: the ratio decays"),
         Direction("K -> inf with d = K, D_6 = 1", "K", INF, how="path",
                   move=lambda inst, t: {**inst, "K": int(t), "d": int(t), "D6": 1.0, "kappa": 1.0, "tau": 1.0},
                   points=(2, 8, 32, 128, 512, 2048), reason="ln A ~ 5 ln K: the ratio decays (K^4 in A)"),
         Direction("c (searched)", "c", INF, how="search", reason="c in [0.1, 10] drawn"))),),
    corrected=B.eqC86_corrected,
    corrected_text="n >= C kappa^8 K^4 tau^12 D_6(Psi) d log(kappa^8 K^4 tau^12 D_6(Psi) d) suffices; d log^2 d "
                   "suffices only when kappa, tau, K and D_6(Psi) are poly(d).",
    evidence=_evidence(
        "(C.86) L5668", "Lemma C.6.5's hypotheses gamma_1, gamma_2 <~ 1/(kappa^2 sqrt K) with (C.243) and (C.245) "
        "(L6446-L6468)", "kappa^8 K^4 tau^12 D_6(Psi) d",
        "D_6(Psi) = sum_l lambda_l (||mu_l|| / ||Sigma_l^-1||^-1/2 + 1)^6 (C.8) is >= 1 and unbounded over the model "
        "(||mu_l|| -> inf), kappa too, and no quantity of A is tied to d, so at fixed d the ratio n* / (A log^2 d) "
        "grows like ln(A) / ln^2 d:",
        "d = 10, K = kappa = tau = 1, c = 1 gives n*/(A ln^2 d) = 0.675, 3.60, 6.31, 11.6, 22.2, 43.2 at D_6 = 1, "
        "1e6, 1e12, 1e24, 1e48, 1e96;",
        "Every hypothesis holds: Lemma C.3.3 has none beyond the model's (D_6 >= 1, kappa, tau >= 1, K <= d)."),
    second_path=SP + "test_c86_c89_nstar_outgrows_log2d",
    mutants={"sqrt(D_6) in place of D_6 (reading)": B.eqC86_mut_D6sqrt, "K^3 in place of K^4 (reading)": B.eqC86_mut_K3},
    auto_mutant=False,
    directions=(
        Direction("D_6(Psi) -> inf (||mu_l|| -> inf)", "D6", INF, how="path", move=_move("D6", K=1, kappa=1.0, tau=1.0,
                  c=1.0), points=_C86_D6_POINTS, reason="ln D_6 enters n* but not log^2 d (logarithmic growth)"),
        Direction("kappa -> inf", "kappa", INF, how="path", move=_move("kappa", K=1, tau=1.0, c=1.0, D6=1.0),
                  points=(1.0, 1e3, 1e6, 1e12, 1e24), reason="8 ln kappa enters n* but not log^2 d"),
        Direction("K -> inf (d = max(d, K))", "K", INF, how="path", move=_move("K", int), points=(1, 4, 16, 64),
                  reason="K^4 in A"),
        Direction("d -> inf", "d", INF, how="path", move=_move("d", int), points=(10, 100, 1000, 10000),
                  reason="ln A ~ ln d while log^2 d grows: the printed shape is ample here"),
        Direction("tau (searched)", "tau", INF, how="search", reason="tau in [1, 4] drawn; enters like kappa"),
        Direction("c (searched)", "c", INF, how="search", reason="c in [0.1, 10] drawn"),
    ),
    domain=(_D, _K, _KAPPA, _TAU,
            Param("D6", 1, INF, text="D_6(Psi) >= 1 (C.8)", far=1e6, unreached="D_6 <= 1e6 drawn, 1e288 on the path"),
            _C),
    notes="The measure is the least real n meeting the requirement the proof derives (C.86) from (shared Newton "
          "solver of round 11); the hidden constant c of Lemma C.6.5's '<~' is drawn. thesis.ch4.lemmaC.3.3 "
          "checks the lemma's conclusion (C.87) (an erratum for its own reason: the magnitude step of Subroutine 1).",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
))


# ========================================================= (C.89) L5686: "equivalent" to (C.88)


@st.composite
def _c89_instances(draw: st.DrawFn) -> dict:
    """eps0 in (0, 1/4), kappa, tau in [1, 4], d in 2..1000, K in 1..min(d, 10), the model factor M of (C.89) in
    [1e-2, 1e6], c = 1/C_3 in [0.1, 10]."""
    d = draw(_d_draw())
    return {"eps0": draw(st.one_of(st.just(1e-2), log_uniform(1e-6, 0.24))), "d": d,
            "K": draw(st.integers(1, min(d, 10))), "kappa": draw(log_uniform(1.0, 4.0)),
            "tau": draw(log_uniform(1.0, 4.0)), "M": draw(log_uniform(1e-2, 1e6)),
            "c": draw(st.one_of(st.just(1.0), log_uniform(0.1, 10.0)))}


def _c89_measure(inst: dict, ctx: Ctx) -> Measurement:
    """n* = the least n meeting (C.88): kappa^6 K^{7/2} tau^6 sqrt(D_6) sqrt(d log n / n) delta_1 <= C_3 eps0 Gamma
    sigma_max^2 / (K^{7/2} (...)^{1/4}), i.e. n / ln n >= C_3^-2 eps0^-2 kappa^12 K^14 tau^12 M d (M the model factor)."""
    eps0, kappa, tau, K, M, d, c = (float(inst[k]) for k in ("eps0", "kappa", "tau", "K", "M", "d", "c"))
    logA = B._log_p(eps0, kappa, tau, K) + math.log(M) + math.log(d)
    n_sol, n = _nstar(logA, c)
    q = {"eps0": eps0, "kappa": kappa, "tau": tau, "K": K, "M": M, "d": d, "c": c, "eps0_slack": 0.25 - eps0}
    return Measurement(n, q, {"lnA": logA, "n_solve_88": n_sol})


@st.composite
def _c89_poly_instances(draw: st.DrawFn) -> dict:
    d = draw(_d_draw())
    return {"eps0": draw(log_uniform(1.0 / (4.0 * d), 0.24)), "d": d, "K": draw(st.integers(1, min(d, 10))),
            "kappa": draw(log_uniform(1.0, 4.0)), "tau": draw(log_uniform(1.0, 4.0)),
            "M": draw(log_uniform(1e-2, float(d))), "c": draw(st.one_of(st.just(1.0), log_uniform(0.1, 10.0)))}


_EPS_POINTS = (1e-1, 1e-3, 1e-6, 1e-12, 1e-24, 1e-48, 1e-96)

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.89", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.89) ('That is equivalent to the following condition'), proof of Theorem 2, App. C.3, from (C.88) "
                "L5682", "L5686"),
    statement="(C.88) <=> (C.89): n >= C_0 eps0^-2 tau^12 kappa^12 K^14 (sum_l lambda_l (||mu_l|| + "
              "||Sigma_l^{1/2}||)^4 sum_l lambda_l (...)^8)^{1/2} delta_1(W*)^2 D_6(Psi) Gamma(Psi)^-2 sigma_max^-4 "
              "d log^2 d; encoded (the sufficiency the proof uses): the least n meeting (C.88) (n / ln n >= C_3^-2 "
              "eps0^-2 kappa^12 K^14 tau^12 M d, M the model factor) is <~ eps0^-2 tau^12 kappa^12 K^14 M d log^2 d, "
              "uniformly (C_0 hidden).",
    statement_tex=r"n^* \lesssim \epsilon_0^{-2} \tau^{12} \kappa^{12} K^{14} M(\Psi)\, d \log^2 d",
    bound=B.eqC89_shape, measure=_c89_measure, strategy=_c89_instances(), constants="hidden", uniform=True,
    expect="erratum as printed",
    readings=(_poly_reading(
        "eps0^-1, M <= poly(d)", "the sample size read with eps0^-1 <= 4d and M <= d (kappa, tau <= 4, K <= 10)",
        _c89_poly_instances(),
        (_EPS_ASSUMPTION, Assumption("eps0^-1 <= 4d", "the reading", lambda q: q["eps0"] * 4.0 * q["d"] - 1.0 + 1e-12),
         Assumption("M <= d", "the reading", lambda q: q["d"] * (1 + 1e-9) - q["M"])),
        (Direction("d -> inf with eps0 = 1/(4d), M = d, K = min(d, 10)", "d", INF, how="path",
                   move=lambda inst, t: {**inst, "d": int(t), "eps0": 1.0 / (4.0 * float(t)), "M": float(t),
                                         "K": min(int(t), 10)},
                   points=(4, 16, 64, 256, 1024, 4096), reason="ln A ~ 4 ln d + const: the ratio decays"),
         Direction("c (searched)", "c", INF, how="search", reason="c in [0.1, 10] drawn"))),),
    corrected=B.eqC89_corrected,
    corrected_text="(C.88) holds for n >= C eps0^-2 tau^12 kappa^12 K^14 M d log(eps0^-2 tau^12 kappa^12 K^14 M d) "
                   "(M the model factor of (C.89)); it is not equivalent to (C.89), and log^2 d suffices only when "
                   "eps0^-1 and the model factor are poly(d).",
    evidence=_evidence(
        "(C.89) L5686", "(C.88) L5682 (squared)", "C_3^-2 eps0^-2 kappa^12 K^14 tau^12 M d (M = (...)^{1/2} "
        "delta_1^2 D_6 Gamma^-2 sigma_max^-4)",
        "eps0 is free in (0, 1/4) (Lemma C.3.1) and the model factor is fixed by the model, so at fixed model and d "
        "the ratio n*/(A log^2 d) grows like ln(1/eps0) / ln^2 d:",
        "d = 10, K = kappa = tau = M = 1, c = 1 gives 1.72, 3.60, 6.31, 11.6, 22.2, 43.2 at eps0 = 1e-1, 1e-3, 1e-6, "
        "1e-12, 1e-24, 1e-48;", "Every hypothesis holds: eps0 in (0, 1/4), K <= d, d >= 2."),
    second_path=SP + "test_c86_c89_nstar_outgrows_log2d",
    mutants={"eps0^-1 in place of eps0^-2 (reading)": B.eqC89_mut_eps1,
             "sqrt(M) in place of M (reading)": B.eqC89_mut_sqrtM},
    auto_mutant=False,
    assumptions=(_EPS_ASSUMPTION,),
    directions=(
        Direction("eps0 -> 0 (model fixed)", "eps0", 0.0, how="path", move=_move("eps0", M=1.0, **{
                  k: v for k, v in _BASE.items() if k != "eps0"}), points=_EPS_POINTS,
                  reason="ln(1/eps0) enters n* but not log^2 d (logarithmic growth)"),
        Direction("M -> inf (the model factor)", "M", INF, how="path", move=_move("M", **_BASE),
                  points=(1.0, 1e6, 1e12, 1e24, 1e48, 1e96), reason="ln M enters n* but not log^2 d"),
        Direction("K -> inf (d = max(d, K))", "K", INF, how="path", move=_move("K", int), points=(1, 4, 16, 64),
                  reason="K^14 in A"),
        Direction("d -> inf", "d", INF, how="path", move=_move("d", int), points=(10, 100, 1000, 10000),
                  reason="the printed shape is ample here"),
        Direction("kappa, tau (searched)", "kappa", INF, how="search", reason="kappa, tau in [1, 4] drawn"),
        Direction("c (searched)", "c", INF, how="search", reason="c in [0.1, 10] drawn"),
    ),
    domain=(_EPS0, _D, _K, _KAPPA, _TAU,
            Param("M", 0, INF, lo_closed=False, text="the model factor of (C.89) (> 0; unbounded as Gamma -> 0)",
                  far=1e6, unreached="M in [1e-2, 1e6] drawn, 1e96 on the path"), _C),
    notes="Measure: the least real n meeting (C.88) (round 11's Newton solver); M lumps the model quantities of "
          "(C.89) (only ln M enters the ratio). thesis.ch4.eqC.94 is the same requirement carried to (C.94)'s "
          "poly(...) B(Psi) shape; here the explicit eps0^-2 makes eps0 -> 0 a divergence at a fixed model.",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
))


# ================================================ (C.100) L5752: Corollary 4.4.1, ||Sigma_l|| = o(1)


@st.composite
def _c100_instances(draw: st.DrawFn) -> dict:
    """eps0, kappa, tau, K, d, c as (C.89); lambda_L in [0.01, 1], s_L = ||Sigma_L^{1/2}|| in [1e-3, 1] (the regime
    ||Sigma_l|| = o(1))."""
    d = draw(_d_draw())
    return {"eps0": draw(st.one_of(st.just(1e-2), log_uniform(1e-6, 0.24))), "d": d,
            "K": draw(st.integers(1, min(d, 10))), "kappa": draw(log_uniform(1.0, 4.0)),
            "tau": draw(log_uniform(1.0, 4.0)), "lamL": draw(log_uniform(0.01, 1.0)),
            "sL": draw(st.one_of(st.just(0.1), log_uniform(1e-3, 1.0))),
            "c": draw(st.one_of(st.just(1.0), log_uniform(0.1, 10.0)))}


def _c100_measure(inst: dict, ctx: Ctx) -> Measurement:
    """n_sc = the least n meeting (C.88) (n / ln n >= c^2 P b d, b = lambda_L / s_L^6: the corollary's own rate of the
    model factor, a lower bound on it since D_6 >= lambda_L ||mu_L||^6 / s_L^6) and Lemma C.4.5's n >= dK log dK."""
    eps0, kappa, tau, K, lamL, sL, d, c = (float(inst[k]) for k in ("eps0", "kappa", "tau", "K", "lamL", "sL", "d",
                                                                      "c"))
    logA = B._log_c100(eps0, kappa, tau, K, lamL, sL, d)
    n_sol, n = _nstar(logA, c, d * K * math.log(d * K))
    q = {"eps0": eps0, "kappa": kappa, "tau": tau, "K": K, "lamL": lamL, "sL": sL, "d": d, "c": c,
         "eps0_slack": 0.25 - eps0}
    return Measurement(n, q, {"lnA": logA, "n_solve_88": n_sol, "n_lemma_C45": d * K * math.log(d * K)})


@st.composite
def _c100_poly_instances(draw: st.DrawFn) -> dict:
    d = draw(_d_draw())
    return {"eps0": draw(log_uniform(1.0 / (4.0 * d), 0.24)), "d": d, "K": draw(st.integers(1, min(d, 10))),
            "kappa": draw(log_uniform(1.0, 4.0)), "tau": draw(log_uniform(1.0, 4.0)),
            "lamL": draw(log_uniform(0.01, 1.0)), "sL": draw(log_uniform(float(d) ** (-1.0 / 6.0), 1.0)),
            "c": draw(st.one_of(st.just(1.0), log_uniform(0.1, 10.0)))}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.100", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.100), proof of Corollary 4.4.1 (Table 4.1), regime ||Sigma_l|| = o(1); n_sc from (C.88)/(C.89)",
                "L5752"),
    statement="(C.100): if ||Sigma_l|| = o(1) (all else fixed), n_sc = C_0 eps0^-2 eta^2 tau^12 kappa^16 K^14 (...) "
              "d log^2 d <~ poly(eps0^-1, eta, tau, kappa, K, delta_1) d log^2 d O(lambda_L / ||Sigma_L^{1/2}||^6); "
              "encoded: the least n meeting (C.88) (n / ln n >= c^2 P (lambda_L / s_L^6) d) and n >= dK log dK is "
              "<~ P d log^2 d lambda_L / s_L^6, uniformly, s_L = ||Sigma_L^{1/2}|| in (0, 1].",
    statement_tex=r"n_{sc} \lesssim \mathrm{poly}(\epsilon_0^{-1}, \eta, \tau, \kappa, K, \delta_1)\, d \log^2 d\, "
                  r"\lambda_L \|\Sigma_L^{1/2}\|^{-6}",
    bound=B.eqC100_shape, measure=_c100_measure, strategy=_c100_instances(), constants="hidden", uniform=True,
    expect="erratum as printed",
    readings=(_poly_reading(
        "eps0^-1, ||Sigma_L||^-3 <= poly(d)", "the sample size read with eps0^-1 <= 4d and s_L^-6 <= d",
        _c100_poly_instances(),
        (_EPS_ASSUMPTION, Assumption("eps0^-1 <= 4d", "the reading", lambda q: q["eps0"] * 4.0 * q["d"] - 1.0 + 1e-12),
         Assumption("s_L^-6 <= d", "the reading", lambda q: q["d"] * (1 + 1e-9) - q["sL"] ** -6)),
        (Direction("d -> inf with eps0 = 1/(4d), s_L = d^(-1/6), K = min(d, 10)", "d", INF, how="path",
                   move=lambda inst, t: {**inst, "d": int(t), "eps0": 1.0 / (4.0 * float(t)),
                                         "sL": float(t) ** (-1.0 / 6.0), "K": min(int(t), 10)},
                   points=(4, 16, 64, 256, 1024, 4096), reason="ln A ~ 4 ln d + const: the ratio decays"),
         Direction("c (searched)", "c", INF, how="search", reason="c in [0.1, 10] drawn"))),),
    corrected=B.eqC100_corrected,
    corrected_text="n_sc <~ poly(...) (lambda_L / ||Sigma_L^{1/2}||^6) d log(poly(...) lambda_L ||Sigma_L^{1/2}||^-6 d) "
                   "(+ dK log dK); d log^2 d suffices only when ||Sigma_L||^-1 <= poly(d).",
    evidence=_evidence(
        "(C.100) L5752 (n_sc, the sample complexity of Theorem 4.4, defined there by (C.89)'s d log^2 d)",
        "(C.88)", "P (lambda_L / ||Sigma_L^{1/2}||^6) d (P the poly; the model factor's rate as Sigma_L -> 0 is the "
        "corollary's own, a lower bound since D_6 >= lambda_L ||mu_L||^6 / ||Sigma_L^{1/2}||^6)",
        "In the corollary's regime ||Sigma_L|| -> 0 with everything else fixed, the poly(...) is one number, so the "
        "ratio n_sc / (poly d log^2 d lambda_L s_L^-6) grows like 6 ln(1/s_L) / ln^2 d without bound:",
        "d = 10, K = kappa = tau = lambda_L = 1, eps0 = 0.1, c = 1 gives 1.72, 4.51, 7.20, 12.5, 23.1, 44.0 at s_L = "
        "1, 1e-1, 1e-2, 1e-4, 1e-8, 1e-16;",
        "Every hypothesis holds: eps0 in (0, 1/4), K <= d, ||Sigma_L|| = o(1) is the regime itself."),
    second_path=SP + "test_c100_c110_nsc_outgrows_log2d",
    mutants={"s_L^-2 in place of s_L^-6 (reading)": B.eqC100_mut_s2},
    auto_mutant=False,
    assumptions=(_EPS_ASSUMPTION,),
    directions=(
        Direction("||Sigma_L^{1/2}|| -> 0 (the regime)", "sL", 0.0, how="path", move=_move("sL", lamL=1.0, **_BASE),
                  points=(1.0, 1e-1, 1e-2, 1e-4, 1e-8, 1e-16, 1e-24, 1e-32),
                  reason="6 ln(1/s_L) enters n_sc but not log^2 d (logarithmic growth)"),
        Direction("eps0 -> 0", "eps0", 0.0, how="path", move=_move("eps0"), points=(1e-1, 1e-2, 1e-4, 1e-8),
                  reason="eps0^-2 in the poly (the poly absorbs ln(1/eps0) only with a higher degree)"),
        Direction("K -> inf (d = max(d, K))", "K", INF, how="path", move=_move("K", int), points=(1, 4, 16, 64),
                  reason="K^14 in the poly"),
        Direction("d -> inf", "d", INF, how="path", move=_move("d", int), points=(10, 100, 1000, 10000),
                  reason="the printed shape is ample here"),
        Direction("lambda_L, kappa, tau, c (searched)", "lamL", 0.0, how="search",
                  reason="lambda_L in [0.01, 1], kappa, tau in [1, 4], c in [0.1, 10] drawn (fixed in the regime)"),
    ),
    domain=(_EPS0, _D, _K, _KAPPA, _TAU,
            Param("lamL", 0, 1, lo_closed=False, text="lambda_L in (0, 1]", far=0.01,
                  unreached="lambda_L >= 0.01 drawn (a fixed constant of the regime)"),
            Param("sL", 0, 1, lo_closed=False, text="||Sigma_L^{1/2}|| = o(1), read s_L <= 1", far=1e-3,
                  unreached="s_L >= 1e-3 drawn, 1e-32 on the path (n* < e^709)"), _C),
    notes="Shares the measure's solver with thesis.ch4.eqC.105 (the regime ||Sigma_l|| = Omega(1)); the poly is "
          "taken as P = eps0^-2 kappa^12 K^14 tau^12 (eta = delta_1 = 1; any fixed poly changes ln A by a constant).",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
))


# ================================================ (C.110) L5789: Corollary 4.4.1, ||mu_l|| varies


@st.composite
def _c110_instances(draw: st.DrawFn) -> dict:
    """eps0, kappa, tau, K, d, c as (C.89); mu = ||mu_l|| in [1e-3, 100] (both cases of (C.110))."""
    d = draw(_d_draw())
    return {"eps0": draw(st.one_of(st.just(1e-2), log_uniform(1e-6, 0.24))), "d": d,
            "K": draw(st.integers(1, min(d, 10))), "kappa": draw(log_uniform(1.0, 4.0)),
            "tau": draw(log_uniform(1.0, 4.0)), "mu": draw(st.one_of(st.just(1.0), log_uniform(1e-3, 100.0))),
            "c": draw(st.one_of(st.just(1.0), log_uniform(0.1, 10.0)))}


def _c110_measure(inst: dict, ctx: Ctx) -> Measurement:
    """n_sc = the least n meeting (C.88) (n / ln n >= c^2 P b d, b = the case rate ||mu_l||^4 / ||mu_l||^12, a lower
    bound on the model factor: for ||mu_l|| <= 1 the factor stays >= a positive constant, for ||mu_l|| >= 1 D_6 and
    the (...)^{1/2} factor each grow like ||mu_l||^6 with Gamma bounded above) and Lemma C.4.5's n >= dK log dK."""
    eps0, kappa, tau, K, mu, d, c = (float(inst[k]) for k in ("eps0", "kappa", "tau", "K", "mu", "d", "c"))
    logA = B._log_c110(eps0, kappa, tau, K, mu, d)
    n_sol, n = _nstar(logA, c, d * K * math.log(d * K))
    q = {"eps0": eps0, "kappa": kappa, "tau": tau, "K": K, "mu": mu, "d": d, "c": c, "eps0_slack": 0.25 - eps0}
    return Measurement(n, q, {"lnA": logA, "n_solve_88": n_sol, "n_lemma_C45": d * K * math.log(d * K)})


@st.composite
def _c110_poly_instances(draw: st.DrawFn) -> dict:
    d = draw(_d_draw())
    return {"eps0": draw(log_uniform(1.0 / (4.0 * d), 0.24)), "d": d, "K": draw(st.integers(1, min(d, 10))),
            "kappa": draw(log_uniform(1.0, 4.0)), "tau": draw(log_uniform(1.0, 4.0)),
            "mu": draw(log_uniform(1e-3, float(d) ** (1.0 / 12.0))),
            "c": draw(st.one_of(st.just(1.0), log_uniform(0.1, 10.0)))}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.110", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.110), proof of Corollary 4.4.1 (Table 4.1), everything fixed except ||mu_l||; from (C.82) and "
                "(C.89)", "L5789"),
    statement="(C.110): n_sc <~ poly(eps0^-1, eta, tau, kappa, K, delta_1) d log^2 d {O(||mu_l||^4) if ||mu_l|| <= 1, "
              "O(||mu_l||^12) if ||mu_l|| >= 1}; encoded: the least n meeting (C.88) (n / ln n >= c^2 P b d, b the "
              "case rate) and n >= dK log dK is <~ P d log^2 d b, uniformly.",
    statement_tex=r"n_{sc} \lesssim \mathrm{poly}(\epsilon_0^{-1}, \eta, \tau, \kappa, K, \delta_1)\, d \log^2 d "
                  r"\cdot \{\|\mu_l\|^4 \ (\|\mu_l\| \le 1),\ \|\mu_l\|^{12} \ (\|\mu_l\| \ge 1)\}",
    bound=B.eqC110_shape, measure=_c110_measure, strategy=_c110_instances(), constants="hidden", uniform=True,
    expect="erratum as printed",
    readings=(_poly_reading(
        "||mu_l|| <= 1 case read O(1); eps0^-1, ||mu_l||^12 <= poly(d)",
        "the bound read as poly d log^2 d max(1, ||mu_l||)^12 with eps0^-1 <= 4d and ||mu_l||^12 <= d",
        _c110_poly_instances(),
        (_EPS_ASSUMPTION, Assumption("eps0^-1 <= 4d", "the reading", lambda q: q["eps0"] * 4.0 * q["d"] - 1.0 + 1e-12),
         Assumption("||mu_l||^12 <= d", "the reading", lambda q: q["d"] * (1 + 1e-9) - q["mu"] ** 12)),
        (Direction("d -> inf with eps0 = 1/(4d), ||mu_l|| = d^(1/12), K = min(d, 10)", "d", INF, how="path",
                   move=lambda inst, t: {**inst, "d": int(t), "eps0": 1.0 / (4.0 * float(t)),
                                         "mu": float(t) ** (1.0 / 12.0), "K": min(int(t), 10)},
                   points=(4, 16, 64, 256, 1024, 4096), reason="ln A ~ 4 ln d + const: the ratio decays"),
         Direction("mu -> 0 (the O(1) case)", "mu", 0.0, how="path", move=_move("mu"), points=(1.0, 1e-1, 1e-2, 1e-3),
                   reason="the reading's shape is constant in mu <= 1"),
         Direction("c (searched)", "c", INF, how="search", reason="c in [0.1, 10] drawn")),
        bound=B.eqC110_reading),),
    corrected=B.eqC110_corrected,
    corrected_text="n_sc <~ poly(...) max(1, ||mu_l||)^12 d log(poly(...) max(1, ||mu_l||)^12 d) (+ dK log dK): "
                   "O(1) in ||mu_l|| for ||mu_l|| <= 1, and d log^2 d suffices only when ||mu_l|| <= poly(d).",
    evidence=_evidence(
        "(C.110) L5789", "(C.88)", "P b d (b = ||mu_l||^12 for ||mu_l|| >= 1: D_6 and the (...)^{1/2} factor of (C.89) "
        "each grow like ||mu_l||^6 while Gamma stays bounded above)",
        "With everything else fixed the poly is one number, so as ||mu_l|| -> inf the ratio grows like "
        "12 ln||mu_l|| / ln^2 d without bound; and the case ||mu_l|| <= 1 prints O(||mu_l||^4) -> 0 as mu_l -> 0 while "
        "n_sc >= dK log dK (Lemma C.4.5) and the model factor of (C.89) stays >= a positive constant (D_6 >= 1): "
        "the ratio grows like ||mu_l||^-4 there:",
        "d = 10, K = kappa = tau = 1, eps0 = 0.1, c = 1 gives 1.72, 4.51, 7.20, 12.5, 23.1 at ||mu_l|| = 1, 10^0.5, "
        "10, 100, 1e4, and 43.4, 5.36e3, 4.34e5 at ||mu_l|| = 0.1, 0.03, 0.01 (= 0.00434 ||mu_l||^-4: n_sc = "
        "dK ln dK = 23.0 there);",
        "Every hypothesis holds: eps0 in (0, 1/4), K <= d; ||mu_l|| is the corollary's free quantity."),
    second_path=SP + "test_c100_c110_nsc_outgrows_log2d",
    mutants={"max(1, ||mu_l||)^8 in place of ^12 (reading)": B.eqC110_mut_mu8},
    auto_mutant=False,
    assumptions=(_EPS_ASSUMPTION,),
    directions=(
        Direction("||mu_l|| -> inf (case >= 1)", "mu", INF, how="path", move=_move("mu", **_BASE),
                  points=(1.0, 10.0 ** 0.5, 10.0, 100.0, 1e4, 1e8, 1e16, 1e22),
                  reason="12 ln||mu_l|| enters n_sc but not log^2 d (logarithmic growth)"),
        Direction("||mu_l|| -> 0 (case <= 1)", "mu", 0.0, how="path", move=_move("mu", **_BASE),
                  points=(1.0, 0.3, 0.1, 0.03, 0.01), reason="the printed ||mu_l||^4 -> 0 while n_sc >= dK log dK"),
        Direction("eps0 -> 0", "eps0", 0.0, how="path", move=_move("eps0"), points=(1e-1, 1e-2, 1e-4, 1e-8),
                  reason="eps0^-2 in the poly"),
        Direction("K -> inf (d = max(d, K))", "K", INF, how="path", move=_move("K", int), points=(1, 4, 16, 64),
                  reason="K^14 in the poly"),
        Direction("d -> inf", "d", INF, how="path", move=_move("d", int), points=(10, 100, 1000, 10000),
                  reason="the printed shape is ample here"),
        Direction("kappa, tau, c (searched)", "kappa", INF, how="search",
                  reason="kappa, tau in [1, 4], c in [0.1, 10] drawn"),
    ),
    domain=(_EPS0, _D, _K, _KAPPA, _TAU,
            Param("mu", 0, INF, text="||mu_l|| >= 0 (both cases)", far=100.0,
                  unreached="||mu_l|| in [1e-3, 100] drawn, 0.01 and 1e24 on the paths (mu = 0 exactly: the printed "
                            "bound is 0)"), _C),
    notes="The measure uses the case rate as the model factor (a lower bound on it, so the measured n_sc is at most the "
          "true one: a crossing only understates the gap).",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
))


# ======================================== (C.134) L5881 -> (C.135) L5885: the upper side of Hess f_n


_GH_X, _GH_W = np.polynomial.hermite_e.hermegauss(80)
_GH_W = _GH_W / math.sqrt(2.0 * math.pi)


def _dsig(z: np.ndarray) -> np.ndarray:
    e = np.exp(-np.abs(z))
    return e / (1.0 + e) ** 2


@st.composite
def _c135_instances(draw: st.DrawFn) -> dict:
    """K = 1 (w* = a u, u a seeded unit vector, a in [0.3, 3]), d in 2..400, L in {2, 3}, lambda Dirichlet, means
    mu_l with i.i.d. N(0, m^2) entries (m in [0.05, 3]) or flat (m times a seeded sign vector), Sigma_l = sigma_l^2
    diag(v), v in [0.5, 2] distinct (so Lambda_l is a signed permutation and ||mu~_l||_inf = ||mu_l||_inf), sigma_l in
    [0.3, 3]."""
    return {"d": draw(st.one_of(st.integers(2, 20), st.integers(21, 200))), "L": draw(st.integers(2, 3)),
            "seed": draw(SEEDS), "a": draw(log_uniform(0.3, 3.0)), "m": draw(log_uniform(0.05, 3.0)),
            "sig": draw(log_uniform(0.3, 3.0)), "flat": draw(st.booleans())}


def _c135_setup(inst: dict) -> dict:
    """Column-stable draws (separate generators per quantity, coordinates drawn one after another), so that along the
    d path the first coordinates of w*, the means and the variances keep their values."""
    d, L, seed = int(inst["d"]), int(inst["L"]), int(inst["seed"])
    u = np.random.default_rng([seed, 0]).standard_normal(d)
    w = float(inst["a"]) * u / np.linalg.norm(u)
    rng = np.random.default_rng([seed, 1])
    lam = rng.dirichlet(np.ones(L) * 2)
    sig = float(inst["sig"]) * rng.uniform(0.7, 1.4, L)
    rm = np.random.default_rng([seed, 2])
    if inst["flat"]:
        mus = float(inst["m"]) * rm.choice([-1.0, 1.0], size=(d, L)).T
    else:
        mus = float(inst["m"]) * rm.standard_normal((d, L)).T
    v = np.random.default_rng([seed, 3]).uniform(0.5, 2.0, (d, L)).T
    return {"w": w, "lam": lam, "mus": mus, "s2": sig[:, None] ** 2 * v}


def c135_population_hessian(w: np.ndarray, lam: np.ndarray, mus: np.ndarray, s2: np.ndarray) -> np.ndarray:
    """Hess fbar(W*) for K = 1 (labels integrated out: E[grad H grad H^T / (H(1 - H))] = E[phi'(w^T x) x x^T]),
    per component x ~ N(mu, diag(s2)) by conditioning on s = w^T x ~ N(m, v): x | s ~ N(mu + b (s - m), C), b = Sigma
    w / v, C = Sigma - v b b^T; E[phi'(s) x x^T] = g0 (C + mu mu^T) + g1 (mu b^T + b mu^T) + g2 b b^T with g_k =
    E[phi'(s) (s - m)^k] (80-node Gauss-Hermite in s)."""
    d = len(w)
    Hs = np.zeros((d, d))
    for lam_l, mu, sd in zip(lam, mus, s2, strict=True):
        Sw = sd * w
        v = float(w @ Sw)
        m = float(w @ mu)
        t = math.sqrt(v) * _GH_X
        f = _dsig(m + t) * _GH_W
        g0, g1, g2 = float(f.sum()), float((f * t).sum()), float((f * t * t).sum())
        b = Sw / v
        C = np.diag(sd) - v * np.outer(b, b)
        Hs += lam_l * (g0 * (C + np.outer(mu, mu)) + g1 * (np.outer(mu, b) + np.outer(b, mu)) + g2 * np.outer(b, b))
    return Hs


def _c135_measure(inst: dict, ctx: Ctx) -> Measurement:
    s = _c135_setup(inst)
    Hs = c135_population_hessian(s["w"], s["lam"], s["mus"], s["s2"])
    d = Hs.shape[0]
    ev = scipy.linalg.eigh((Hs + Hs.T) / 2, eigvals_only=True, subset_by_index=[d - 1, d - 1])
    if not np.all(np.isfinite(ev)):
        raise SolverFailure("Hessian eigenvalues not finite")
    lmax = float(ev[-1])
    sq = np.sqrt(s["s2"].max(axis=1))  # ||Sigma_l^{1/2}||
    s_inf = float(np.sum(s["lam"] * (np.abs(s["mus"]).max(axis=1) + sq) ** 2))
    s_two = float(np.sum(s["lam"] * (np.linalg.norm(s["mus"], axis=1) + sq) ** 2))
    s_mean = float(np.sum(s["lam"] * np.linalg.norm(s["mus"], axis=1) ** 2))
    q = {"s_inf": s_inf, "s_two": s_two, "s_mean": s_mean}
    return Measurement(lmax, q, {"d": int(inst["d"]), "ratio_two_over_inf": s_two / s_inf,
                                 "w_mu_max": float(np.max(np.abs(s["mus"] @ s["w"])))})


def _c135_move(key: str, cast=float):  # noqa: ANN001, ANN202
    def move(inst: dict, t: float) -> dict:
        return {**inst, key: cast(t)}
    return move


_C135_DIRECTIONS = (
    Direction("d -> inf (means with i.i.d. entries: ||mu_l|| ~ sqrt(d) ||mu_l||_inf)", "d", INF, how="path",
              move=_c135_move("d", int), points=(4, 8, 16, 32, 64, 128, 256, 512),
              reason="lambda_max >= E[phi'] ||mu_l||^2 (mu_l nearly orthogonal to w*) grows like d m^2, the (C.135) "
                     "side like m^2 log d (Gaussian entries) or m^2 (flat)"),
    Direction("mean scale m -> inf", "m", INF, how="path", move=_c135_move("m"), points=(0.3, 1.0, 3.0, 10.0, 30.0),
              reason="phi'(w*^T x) decays once w*^T mu_l grows; both sides ~ m^2 otherwise"),
    Direction("mean scale m -> 0", "m", 0.0, how="path", move=_c135_move("m"), points=(1.0, 0.1, 0.01, 0.001),
              reason="both sides tend to their Sigma parts"),
    Direction("sigma -> 0", "sig", 0.0, how="path", move=_c135_move("sig"), points=(1.0, 0.1, 0.01, 0.001),
              reason="the covariance part vanishes; the mean part remains"),
    Direction("sigma -> inf", "sig", INF, how="path", move=_c135_move("sig"), points=(1.0, 3.0, 10.0, 30.0),
              reason="Var(w*^T x) grows, E[phi'] ~ 1/sigma"),
    Direction("w* scale a (searched)", "a", INF, how="search", reason="a in [0.3, 3] drawn"),
    Direction("K > 1", "K", INF, how="unsearched",
              reason="K = 1 measured (closed form). For K > 1, v^T Hess fbar(W*) v = E[(sum_j phi'_j v_j^T x)^2 / (K^2 "
                     "H (1 - H))] <= (1/K) E[sum_j phi'_j (v_j^T x)^2] by Cauchy-Schwarz and sum_j phi_j (1 - phi_j) <= "
                     "K H (1 - H) (Jensen), so lambda_max <= ||E x x^T|| / (4K): (C.134)'s side only gains; the (C.135) "
                     "crossing needs one K"),
)

_C135_DOMAIN = (
    Param("d", 2, INF, integer=True, text="x in R^d", far=200, unreached="d <= 200 drawn, ~1000 on the path (a dense "
          "d x d eigenproblem per point)"),
    Param("m", 0, INF, text="mean scale", far=3.0, unreached="m in [0.05, 3] drawn, 1e-3 and 30 on the paths"),
    Param("sig", 0, INF, lo_closed=False, text="covariance scale", far=3.0,
          unreached="sigma in [0.3, 3] drawn, 1e-3 and 30 on the paths"),
    Param("a", 0, INF, lo_closed=False, text="||w*||", far=3.0, unreached="a in [0.3, 3] (enters through phi' only)"),
    Param("K", 1, INF, integer=True, text="K neurons", unreached="K = 1 (the Hessian in closed form by 1-D "
          "quadrature); K = 2..4 by K-dimensional quadrature in the -K twins (r22_thesisY2: thesis.ch4.eqC.134-K, "
          "eqC.135-K, eqC.83.upper-K, theorem2.eta0-K)"),
)

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.134", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.134), proof of Lemma C.3.1 (App. C.4.2), from (C.128), (C.129)", "L5881"),
    statement="(C.134): ||Hess f_n(W)|| <= C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 + C_6 (...) sqrt(dK "
              "log n / n) <= C_2 sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2; encoded at its n -> inf limit "
              "(W = W*, K = 1): lambda_max(Hess fbar(W*)) <~ sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2, "
              "uniformly.",
    statement_tex=r"\|\nabla^2 \bar f(W^*)\| \le C_2 \sum_l \lambda_l (\|\mu_l\| + \|\Sigma_l^{1/2}\|)^2",
    bound=B.eqC134_upper, measure=_c135_measure, strategy=_c135_instances(), constants="hidden", uniform=True,
    second_path=SP + "test_c134_c135_hessian_grows_like_d",
    mutants={"sqrt of the sum (wrong power of the scale)": B.eqC134_mut_sqrt,
             "||mu~_l||_inf in place of ||mu_l|| ((C.135)'s side)": B.eqC135_mut_inf_sq},
    auto_mutant=False, directions=_C135_DIRECTIONS, domain=_C135_DOMAIN,
    notes="Population Hessian at W* (the n -> inf limit of f_n; W* lies in every ball B(W* P, r)); E[phi' x x^T] <= "
          "(1/4) E[x x^T] gives the bound with C_2 = 1/4 (the lambda_max / shape ratio stays <= 1/4).",
    settings={"ci": {"max_examples": 15, "budget_s": 6.0, "path_decades": 0.3, "path_starts": 1}},
))

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.135", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.135) ('Combining (C.133) and (C.134)'), proof of Lemma C.3.1 (App. C.4.2); the same upper side as "
                "(C.83) L5652", "L5885"),
    statement="(C.135)'s upper side: Hess f_n(W) <= C_2 sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 I "
              "(mu~_l = Lambda_l mu_l, Sigma_l = Lambda_l^T D_l Lambda_l) w.p. >= 1 - d^-10; encoded at the n -> inf "
              "limit (W = W*, K = 1): lambda_max(Hess fbar(W*)) <~ sum_l lambda_l (||mu~_l||_inf + "
              "||Sigma_l^{1/2}||)^2, uniformly.",
    statement_tex=r"\nabla^2 f_n(W) \preceq C_2 \sum_l \lambda_l (\|\tilde\mu_l\|_\infty + \|\Sigma_l^{1/2}\|)^2 I",
    bound=B.eqC135_upper, measure=_c135_measure, strategy=_c135_instances(), constants="hidden", uniform=True,
    expect="erratum",
    corrected=B.eqC134_upper,
    corrected_text="Hess f_n(W) <= C_2 sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 I (the (C.134) form, Euclidean "
                   "norm of the mean); the infinity norm loses a factor up to d.",
    evidence=(
        "Violated: (C.134) proves the upper bound with ||mu_l|| (Euclidean), and (C.135) (as (C.83)) replaces it by "
        "||mu~_l||_inf <= ||mu_l||, which can be smaller by sqrt(d). At W = W*, K = 1 the population Hessian is "
        "E[phi'(w*^T x) x x^T] (labels integrated out), whose top eigenvalue is >= E[phi'(w*^T x)] ||mu_l||^2 lambda_l "
        "when mu_l is (nearly) orthogonal to w*: with means of i.i.d. entries the ratio lambda_max / sum_l lambda_l "
        "(||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 grows like d / log d, with flat means (entries +-m) like d. Second "
        "path (plain numpy Monte Carlo, 1e5 samples per component, no project code): L = 2, lambda = (1/2, 1/2), "
        "mu_1 = -mu_2 = (1, ..., 1), Sigma_l = diag(v), v = linspace(0.9, 1.1, d), w* = (e_1 - e_2)/sqrt 2: the "
        "Rayleigh quotient of the Hessian at mu_1/||mu_1|| (<= lambda_max) over (1 + ||Sigma^{1/2}||)^2 is 0.248, 0.850, "
        "3.24, 12.8 at d = 4, 16, 64, 256 (~ 0.05 d), while its ratio to (C.134)'s (sqrt d + ||Sigma^{1/2}||)^2 stays "
        "0.11 .. 0.19. The ci search: "
        "ratio 0.32 -> 28.8 along d = 4 .. 512 (log-slope 0.92). n -> inf is allowed ((C.82) is a lower bound on n) and "
        "Hess f_n -> Hess fbar, so the finite-n statement fails for large n with probability -> 1; W* lies in every "
        "ball B(W* P, r), eps0 plays no role in the upper side, and Lambda_l is a signed permutation (Sigma_l "
        "diagonal, distinct entries) so ||mu~_l||_inf = ||mu_l||_inf is unambiguous. "
        "Auditor A (docs/audits/round12/thesis.md) names the Euclidean ||mu_l|| of (C.134) as the reading under "
        "which it holds; that replaces the printed ||mu~_l||_inf (a correction, corrected= here), and auditor C shows "
        "that the infinity norm is the deliberate form of (C.83) and of eta_0 (Algorithm 1, Theorem 2), with an "
        "instance (distinct covariance eigenvalues, L = 2) where mu~_l is unambiguous, so the expectation stays "
        "erratum."),
    second_path=SP + "test_c134_c135_hessian_grows_like_d",
    mutants={"sqrt of the corrected sum": B.eqC134_mut_sqrt},
    auto_mutant=False, directions=_C135_DIRECTIONS, domain=_C135_DOMAIN,
    notes="Measure shared with thesis.ch4.eqC.134 (closed-form population Hessian, K = 1). The lower side of "
          "(C.135) (Omega(Gamma~/K^2)) is thesis.ch4.lemmaC.3.1's (C.83).",
    settings={"ci": {"max_examples": 15, "budget_s": 6.0, "path_decades": 0.3, "path_starts": 1}},
))


# =============================== (C.243) L6448-L6451 (proof of Lemma C.3.3): ||Q^_2 - Q_2|| / delta_K(Q_2) <~ (...)


@st.composite
def _c243_instances(draw: st.DrawFn) -> dict:
    """Round 11's (C.237) model (r11_thesisC._c237_setup: d in 2..6, K <= d, L in {2, 3}, W* = a G, means of scale
    m, diagonal variances in [0.25, 4], lambda Dirichlet) and n = nfac n_min, nfac in [1, 1e6], n_min the least n
    at which (C.233)'s bound meets Lemma C.6.4's hypothesis ||Q_2 - Q^_2|| <= delta_K(Q_2)/10."""
    d = draw(st.integers(2, 6))
    return {"d": d, "K": draw(st.integers(1, d)), "L": draw(st.integers(2, 3)), "seed": draw(SEEDS),
            "a": draw(log_uniform(0.3, 3.0)), "m": draw(st.one_of(st.just(1.0), log_uniform(1e-3, 2.0))),
            "nfac": draw(st.one_of(st.just(1.0), log_uniform(1.0, 1e6)))}


def _c243_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The step's middle term with ||Q^_2 - Q_2|| at its (C.233) bound (what the step plugs in): sqrt(d log n / n)
    delta_1^2 tau^6 sqrt(D_2 D_4) / delta_K(Q_2), Q_2 by Stein's identity (thmcheck.models.tensor_init.population_q)."""
    from thmcheck.checks.papers.thesis.r11_thesisC import _asymmetry, _c237_setup
    from thmcheck.models import tensor_init as TI

    s = _c237_setup({**inst, "r": 1.0, "eps": 1.0})
    W, K = s["W"], int(inst["K"])
    Q1, Q2, Q3 = TI.population_q(W, s["lam"], s["mus"], s["s2"])
    sv = np.linalg.svd(Q2, compute_uv=False)
    dKQ2 = float(sv[K - 1])
    if not np.isfinite(dKQ2):
        raise SolverFailure("Q_2 not finite")
    wsv = np.linalg.svd(W, compute_uv=False)
    smin_l = np.sqrt(s["s2"].min(axis=1))  # ||Sigma_l^-1||^-1/2
    smax_l = np.sqrt(s["s2"].max(axis=1))  # ||Sigma_l^1/2||
    ratio_l = np.linalg.norm(s["mus"], axis=1) / smin_l + 1.0
    D2, D4 = float(np.sum(s["lam"] * ratio_l**2)), float(np.sum(s["lam"] * ratio_l**4))
    tau = float(smax_l.max() / smin_l.min())
    d = float(W.shape[0])
    if not dKQ2 > 0:
        raise SolverFailure("delta_K(Q_2) = 0 in float64")
    c233 = float(wsv[0]) ** 2 * tau**6 * math.sqrt(D2 * D4)  # (C.233)'s bound is sqrt(d log n / n) c233
    n_min = max(_c132_nstar(math.log(d) + 2.0 * math.log(10.0 * c233 / dKQ2)), 3.0)
    n = float(inst["nfac"]) * n_min
    b233 = math.sqrt(d * math.log(n) / n) * c233
    lhs = b233 / dKQ2 if dKQ2 > 0 else math.inf
    q = {"n": n, "d": d, "delta1": float(wsv[0]), "deltaK": float(wsv[K - 1]), "tau": tau, "D2": D2, "D4": D4,
         "dKQ2": dKQ2}
    return Measurement(lhs, q, {"asymmetry": _asymmetry(s["lam"], s["mus"], s["s2"]), "Q2_norm": float(sv[0]),
                                "hyp_slack": dKQ2 / 10.0 - b233, "n_min": n_min,
                                "Q1_norm": float(np.linalg.norm(Q1)), "Q3_norm": float(np.linalg.norm(Q3)),
                                "deltaK_W_sq_over_deltaK_Q2": float(wsv[K - 1]) ** 2 / dKQ2 if dKQ2 > 0 else math.inf})


_C243_ASSUMPTIONS = (
    Assumption("not symmetric", "the mixture is not symmetric (C.4) (the case (C.243) is stated for)",
               lambda q: q["asymmetry"] - 1e-9),
    Assumption("Q_1, Q_3 nonzero", "Assumption C.1.2 (1)", lambda q: min(q["Q1_norm"], q["Q3_norm"]) - 1e-14),
    Assumption("Q_2 nonzero, delta_K(Q_2) > 0", "Assumption C.1.2 (2) (non-symmetric case); Lemma C.6.4's "
               "||Q_2 - Q^_2|| <= delta_K(Q_2)/10 needs delta_K(Q_2) > 0", lambda q: q["dKQ2"] - 1e-300),
    Assumption("||Q_2 - Q^_2|| <= delta_K(Q_2)/10 at (C.233)'s bound", "Lemma C.6.4's hypothesis, with ||Q_2 - "
               "Q^_2|| at (C.233)'s bound (n >= n_min by construction)",
               lambda q: q["hyp_slack"] + 1e-12 * q["dKQ2"]),
)

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.243", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.243), proof of Lemma C.3.3 (App. C.6.2), its second '<~' ('From Lemma C.6.1, Lemma C.6.4, "
                "delta_K(Q_2) <~ delta_K^2(W*)'), with (C.233) L6395", "L6448-L6451"),
    statement="(C.243): ||Q_2 - Q^_2|| / delta_K(Q_2) <~ sqrt(d log n / n) delta_1(W*)^2 / delta_K(W*)^2 tau^6 "
              "sqrt(D_2 D_4) (non-symmetric mixture); encoded with ||Q_2 - Q^_2|| at its (C.233) bound sqrt(d log n "
              "/ n) delta_1^2 tau^6 sqrt(D_2 D_4), uniformly (the step then needs delta_K(Q_2) >~ delta_K(W*)^2).",
    statement_tex=r"\frac{\|Q_2 - \hat Q_2\|}{\delta_K(Q_2)} \lesssim \sqrt{\frac{d \log n}{n}} "
                  r"\frac{\delta_1(W^*)^2}{\delta_K(W^*)^2} \tau^6 \sqrt{D_2(\Psi) D_4(\Psi)}",
    bound=B.eqC243_shape, measure=_c243_measure, strategy=_c243_instances(), constants="hidden", uniform=True,
    expect="erratum",
    corrected=B.eqC243_corrected,
    corrected_text="||Q_2 - Q^_2|| / delta_K(Q_2) <~ sqrt(d log n / n) delta_1(W*)^2 tau^6 sqrt(D_2 D_4) / "
                   "delta_K(Q_2): delta_K(Q_2) stays in the bound (it is not >~ delta_K(W*)^2 uniformly over the "
                   "non-symmetric mixtures).",
    evidence=(
        "Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/thesis.md, auditors A, B): confirmed. Violated: the step divides by delta_K(Q_2) using 'delta_K(Q_2) <~ delta_K^2(W*)' (an upper bound, the wrong "
        "direction); what it needs is delta_K(Q_2) >~ delta_K(W*)^2, false: Q_2 = (1/K) sum_i E[phi''(w_i*^T x)] "
        "w_i* w_i*^T (Stein) and phi'' is odd, so E[phi''(w_i*^T x)] -> 0 as the mixture tends to a symmetric one "
        "(means m mu_l^0, m -> 0, covariances and weights fixed: the mixture stays non-symmetric for every m > 0 "
        "while D_2, D_4, tau, delta_1, delta_K tend to finite limits). The ratio of the two sides is "
        "delta_K(W*)^2 / delta_K(Q_2) ~ 1/m (ci: the m -> 0 path). Second path (scipy quad of E[phi''] per "
        "component, no project code): d = 2, K = 1, w* = e_1, L = 2, lambda = (0.6, 0.4), mu_1 = m (1, 0), mu_2 = "
        "m (-1, 0.5), Sigma_1 = diag(0.5, 1), Sigma_2 = diag(1.5, 1): delta_K(W*)^2 / delta_K(Q_2) = "
        "1/|E[phi''(x_1)]| grows like 1/m (x10 per decade of m from m = 1e-1 to 1e-4). Every hypothesis holds: the "
        "mixture is not symmetric, Q_1, Q_2, Q_3 != 0 (Assumption C.1.2), and Lemma C.6.4's ||Q_2 - Q^_2|| <= "
        "delta_K(Q_2)/10 is met at (C.233)'s bound (n >= n_min, the least n meeting it, by construction; the ratio "
        "does not depend on n)."),
    second_path=SP + "test_c243_deltaK_Q2_vanishes_near_symmetry",
    mutants={"sqrt(D_2 D_4) dropped (corrected)": B.eqC243_mut_noD,
             "d log n / n without the root (corrected)": B.eqC243_mut_sqrtn},
    auto_mutant=False, assumptions=_C243_ASSUMPTIONS,
    directions=(
        Direction("means scale m -> 0 (towards a symmetric mixture)", "m", 0.0, how="path",
                  move=lambda inst, t: {**inst, "m": float(t)}, points=(1.0, 1e-1, 1e-2, 1e-3, 1e-4),
                  reason="E[phi''(w_i*^T x)] ~ m: delta_K(Q_2) -> 0 while the printed side stays"),
        Direction("means scale m -> inf", "m", INF, how="path", move=lambda inst, t: {**inst, "m": float(t)},
                  points=(1.0, 3.0, 10.0, 30.0), reason="D_2 D_4 ~ m^6 and E[phi''] decays: both sides grow"),
        Direction("n -> inf (n = nfac n_min)", "nfac", INF, how="path", move=lambda inst, t: {**inst, "nfac": float(t)},
                  points=(1.0, 1e2, 1e4, 1e6), reason="both sides carry sqrt(d log n / n): the ratio is n-free"),
        Direction("W* scale a", "a", INF, how="path", move=lambda inst, t: {**inst, "a": float(t)},
                  points=(0.3, 1.0, 3.0, 10.0), reason="E[phi''] of a widening w_i*^T x"),
        Direction("d, K, L, variances, lambda (searched)", "d", INF, how="search",
                  reason="d <= 6, K <= d, L in {2, 3}, variances in [0.25, 4], lambda Dirichlet drawn"),
    ),
    domain=(Param("d", 2, INF, integer=True, text="x in R^d", far=6, unreached="d <= 6"),
            Param("K", 1, INF, integer=True, text="K <= d neurons", far=6, unreached="K <= d <= 6"),
            Param("nfac", 1, INF, text="n = nfac n_min samples (n >= n_min: Lemma C.6.4's hypothesis)", far=1e6,
                  unreached="nfac <= 1e6 (the ratio is n-free)"),
            Param("m", 0, INF, lo_closed=False, text="scale of the group means (m = 0: symmetric, excluded)",
                  far=2.0, unreached="m in [1e-3, 2] drawn, 1e-4 and 30 on the paths"),
            Param("a", 0, INF, lo_closed=False, text="W* = a G", far=3.0, unreached="a in [0.3, 3] drawn, 10 on the "
                  "path")),
    notes="(C.244) L6455 (symmetric case, Q_3(I_d, I_d, alpha)) is the same step: thesis.ch4.eqC.244.",
    settings={"ci": {"max_examples": 30, "budget_s": 3.0}},
))


# ============================ (C.244) L6455-L6458 (proof of Lemma C.3.3, symmetric case): the same step with Q_3(I, I, alpha)


@st.composite
def _c244_instances(draw: st.DrawFn) -> dict:
    """Round 11's symmetric mixtures (r11_thesisC._c239_setup: L = 2 (+-mu) or L = 3 (a centred component and a pair),
    d in 2..6, K <= d, W* = a G, alpha a seeded Gaussian direction), alpha tilted towards w_1*'s orthogonal
    complement by t in (0, 1] (t = 1: the seeded alpha; (C.234)/(C.244) hold 'for any arbitrary vector alpha'), alpha
    normalised (Lemma C.6.2: a unit vector), n = nfac n_min as (C.243)."""
    d = draw(st.integers(2, 6))
    return {"d": d, "K": draw(st.integers(1, d)), "L": draw(st.integers(2, 3)), "seed": draw(SEEDS),
            "a": draw(log_uniform(0.3, 3.0)), "m": draw(st.one_of(st.just(1.0), st.floats(0.0, 2.0))),
            "lam1": draw(st.floats(0.1, 0.8)), "t": draw(st.one_of(st.just(1.0), log_uniform(1e-3, 1.0))),
            "nfac": draw(st.one_of(st.just(1.0), log_uniform(1.0, 1e6)))}


def _c244_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The step's middle term with ||Q_3(I,I,alpha) - Q^_3(I,I,alpha)|| at its (C.234) bound: sqrt(d log n / n)
    delta_1^2 tau^6 sqrt(D_2 D_4) / delta_K(Q_3(I, I, alpha)), Q_3 by Stein's identity (population_q)."""
    from thmcheck.checks.papers.thesis.r11_thesisC import _asymmetry, _c239_setup
    from thmcheck.models import tensor_init as TI

    s = _c239_setup(inst)
    W, K = s["W"], int(inst["K"])
    w1 = W[:, 0]
    a0 = s["alpha"]
    alpha = a0 - (1.0 - float(inst["t"])) * float(w1 @ a0) / float(w1 @ w1) * w1
    alpha = alpha / np.linalg.norm(alpha)
    Q1, Q2, Q3 = TI.population_q(W, s["lam"], s["mus"], s["s2"])
    M = np.einsum("abc,c->ab", Q3, alpha)
    sv = np.linalg.svd(M, compute_uv=False)
    dKM = float(sv[K - 1])
    if not (np.isfinite(dKM) and dKM > 0):
        raise SolverFailure("delta_K(Q_3(I, I, alpha)) not positive in float64")
    wsv = np.linalg.svd(W, compute_uv=False)
    smin_l = np.sqrt(s["s2"].min(axis=1))
    smax_l = np.sqrt(s["s2"].max(axis=1))
    ratio_l = np.linalg.norm(s["mus"], axis=1) / smin_l + 1.0
    D2, D4 = float(np.sum(s["lam"] * ratio_l**2)), float(np.sum(s["lam"] * ratio_l**4))
    tau = float(smax_l.max() / smin_l.min())
    d = float(W.shape[0])
    c234 = float(wsv[0]) ** 2 * tau**6 * math.sqrt(D2 * D4)
    n_min = max(_c132_nstar(math.log(d) + 2.0 * math.log(10.0 * c234 / dKM)), 3.0)
    n = float(inst["nfac"]) * n_min
    b234 = math.sqrt(d * math.log(n) / n) * c234
    q = {"n": n, "d": d, "delta1": float(wsv[0]), "deltaK": float(wsv[K - 1]), "tau": tau, "D2": D2, "D4": D4,
         "dKM": dKM}
    return Measurement(b234 / dKM, q, {"asymmetry": _asymmetry(s["lam"], s["mus"], s["s2"]), "M_norm": float(sv[0]),
                                       "hyp_slack": dKM / 10.0 - b234, "n_min": n_min,
                                       "w1_alpha_cos": float(w1 @ alpha) / float(np.linalg.norm(w1)),
                                       "Q1_norm": float(np.linalg.norm(Q1)), "Q3_norm": float(np.linalg.norm(Q3))})


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.244", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.244), proof of Lemma C.3.3 (App. C.6.2), symmetric case ('delta_K(Q_3(I_d, I_d, alpha)) <~ "
                "delta_K^2(W*) for any arbitrary vector alpha'), with (C.234) L6397", "L6455-L6458"),
    statement="(C.244): ||Q_3(I,I,alpha) - Q^_3(I,I,alpha)|| / delta_K(Q_3(I,I,alpha)) = sqrt(d log n / n) kappa^2 "
              "tau^6 sqrt(D_2 D_4) (symmetric mixture, any alpha); encoded with the numerator at its (C.234) bound "
              "sqrt(d log n / n) delta_1^2 tau^6 sqrt(D_2 D_4), '<~' uniformly (alpha a unit vector).",
    statement_tex=r"\frac{\|Q_3(I,I,\alpha) - \hat Q_3(I,I,\alpha)\|}{\delta_K(Q_3(I,I,\alpha))} \lesssim "
                  r"\sqrt{\frac{d \log n}{n}} \kappa^2 \tau^6 \sqrt{D_2(\Psi) D_4(\Psi)}",
    bound=B.eqC243_shape, measure=_c244_measure, strategy=_c244_instances(), constants="hidden", uniform=True,
    expect="erratum",
    corrected=B.eqC244_corrected,
    corrected_text="||Q_3(I,I,alpha) - Q^_3(I,I,alpha)|| / delta_K(Q_3(I,I,alpha)) <~ sqrt(d log n / n) delta_1^2 "
                   "tau^6 sqrt(D_2 D_4) / delta_K(Q_3(I,I,alpha)) (delta_K(Q_3(I,I,alpha)) >~ delta_K(W*)^2 fails: "
                   "it is 0 for alpha orthogonal to some w_i*).",
    evidence=(
        "Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/thesis.md, auditors A, B): confirmed. Violated: Q_3(I, I, alpha) = (1/K) sum_i E[phi'''(w_i*^T x)] (w_i*^T alpha) w_i* w_i*^T (Stein), so for a "
        "unit alpha tilted towards w_1*'s orthogonal complement (w_1*^T alpha ~ t -> 0; (C.244) is stated 'for any "
        "arbitrary vector alpha') delta_K(Q_3(I, I, alpha)) ~ t -> 0 while the printed side (kappa, tau, D_2, D_4, "
        "n) does not move: the ratio grows like 1/t (ci: the t -> 0 path). Second path (scipy quad, no project "
        "code): d = 2, K = 1, w* = e_1, L = 2, lambda = (1/2, 1/2), mu = +-(0.5, 0.3), Sigma = diag(1, 2), alpha = "
        "(t, sqrt(1 - t^2)): delta_1(Q_3(I, I, alpha)) = |E[phi'''(x_1)]| t, so delta_K(W*)^2 / delta_K(Q_3(I,I,alpha)) "
        "grows x10 per decade of t. Every hypothesis holds: the mixture is symmetric, Q_1, Q_3 != 0, "
        "delta_K(Q_3(I,I,alpha)) > 0 for t > 0, and Lemma C.6.4's hypothesis is met at (C.234)'s bound (n >= n_min)."),
    second_path=SP + "test_c244_deltaK_Q3_vanishes_for_alpha_orthogonal",
    mutants={"sqrt(D_2 D_4) dropped (corrected)": B.eqC244_mut_noD},
    auto_mutant=False,
    assumptions=(
        Assumption("symmetric", "the mixture is symmetric (C.4) (the case (C.244) is stated for)",
                   lambda q: 1e-9 - q["asymmetry"]),
        Assumption("Q_1, Q_3 nonzero", "Assumption C.1.2 (1)", lambda q: min(q["Q1_norm"], q["Q3_norm"]) - 1e-14),
        Assumption("||Q_3(I,I,alpha) - Q^_3(I,I,alpha)|| <= delta_K/10 at (C.234)'s bound", "Lemma C.6.4's "
                   "hypothesis (symmetric case), n >= n_min by construction",
                   lambda q: q["hyp_slack"] + 1e-12 * q["dKM"]),
    ),
    directions=(
        Direction("alpha -> w_1*'s orthogonal complement (t -> 0)", "t", 0.0, how="path",
                  move=lambda inst, t: {**inst, "t": float(t)}, points=(1.0, 1e-1, 1e-2, 1e-3, 1e-4, 1e-5),
                  reason="w_1*^T alpha ~ t: delta_K(Q_3(I, I, alpha)) -> 0 while the printed side stays"),
        Direction("means scale m -> inf", "m", INF, how="path", move=lambda inst, t: {**inst, "m": float(t)},
                  points=(1.0, 3.0, 10.0, 30.0), reason="D_2 D_4 ~ m^6: both sides grow"),
        Direction("n -> inf (n = nfac n_min)", "nfac", INF, how="path", move=lambda inst, t: {**inst, "nfac": float(t)},
                  points=(1.0, 1e2, 1e4, 1e6), reason="the ratio is n-free"),
        Direction("W* scale a", "a", INF, how="path", move=lambda inst, t: {**inst, "a": float(t)},
                  points=(0.3, 1.0, 3.0, 10.0), reason="E[phi'''] of a widening w_i*^T x"),
        Direction("d, K, L, lambda_1, variances (searched)", "d", INF, how="search",
                  reason="d <= 6, K <= d, L in {2, 3}, lambda_1 in [0.1, 0.8], variances in [0.25, 4] drawn"),
    ),
    domain=(Param("d", 2, INF, integer=True, text="x in R^d", far=6, unreached="d <= 6"),
            Param("K", 1, INF, integer=True, text="K <= d neurons", far=6, unreached="K <= d <= 6"),
            Param("t", 0, 1, lo_closed=False, text="alpha's component along w_1* (any alpha; t = 0: delta_K = 0)",
                  far=1e-3, unreached="t >= 1e-3 drawn, 1e-5 on the path (t = 0 makes the left side infinite)"),
            Param("m", 0, INF, text="scale of the pair's mean", far=2.0, unreached="m in [0, 2] drawn, 30 on the path"),
            Param("nfac", 1, INF, text="n = nfac n_min (n >= n_min: Lemma C.6.4's hypothesis)", far=1e6,
                  unreached="nfac <= 1e6 (the ratio is n-free)"),
            Param("a", 0, INF, lo_closed=False, text="W* = a G", far=3.0, unreached="a in [0.3, 3] drawn, 10 on the "
                  "path")),
    notes="Shares (C.243)'s shape; symmetric mixtures as round 11's (C.239).",
    settings={"ci": {"max_examples": 30, "budget_s": 3.0}},
))


# ======================= (C.83) L5652's upper side (Lemma C.3.1) and Theorem 2's step size eta_0 (L1117, L1132)


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.83.upper", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.83)'s upper side, Lemma C.3.1 (App. C.3) (the lemma's own statement; (C.135) L5885 is its proof's "
                "last line)", "L5652"),
    statement="(C.83)'s upper side: for all W in B(W* P, r), Hess f_n(W) <= C_2 sum_l lambda_l (||mu~_l||_inf + "
              "||Sigma_l^{1/2}||)^2 I_{dK} w.p. >= 1 - d^-10 once n satisfies (C.82); encoded at the n -> inf limit "
              "(W = W*, K = 1): lambda_max(Hess fbar(W*)) <~ sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2, "
              "uniformly.",
    statement_tex=r"\nabla^2 f_n(W) \preceq C_2 \sum_l \lambda_l (\|\tilde\mu_l\|_\infty + \|\Sigma_l^{1/2}\|)^2 I_{dK}",
    bound=B.eqC135_upper, measure=_c135_measure, strategy=_c135_instances(), constants="hidden", uniform=True,
    expect="erratum",
    corrected=B.eqC134_upper,
    corrected_text="Hess f_n(W) <= C_2 sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 I_{dK} (Euclidean norm of the "
                   "mean, as the proof's (C.134) L5881 has it).",
    evidence=(
        "Violated: the lemma's own display (C.83) carries the slip of its proof's last line (C.135) "
        "(thesis.ch4.eqC.135): the proof bounds ||Hess f_n|| by sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 "
        "((C.134), Euclidean), and the statement prints ||mu~_l||_inf, smaller by up to sqrt(d). At W = W*, K = 1 "
        "the population Hessian E[phi'(w*^T x) x x^T] has lambda_max >= E[phi'] lambda_l ||mu_l||^2 for mu_l "
        "orthogonal to w*: flat means mu_1 = -mu_2 = (1, ..., 1), w* = (e_1 - e_2)/sqrt 2, Sigma_l = diag(linspace("
        "0.9, 1.1, d)): lambda_max / sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 >= 0.248, 0.850, 3.24, 12.8 "
        "at d = 4, 16, 64, 256 (plain numpy Monte Carlo, second path). n -> inf is inside (C.82) (a lower bound on "
        "n) and Hess f_n -> Hess fbar uniformly on the ball, so the finite-n statement fails with probability -> 1; "
        "W* lies in every ball B(W* P, r); eps0 does not enter the upper side; Sigma_l diagonal with distinct "
        "entries makes Lambda_l a signed permutation, so ||mu~_l||_inf = ||mu_l||_inf is unambiguous. "
        "Auditor A (docs/audits/round12/thesis.md) names the Euclidean ||mu_l|| of (C.134) as the reading under "
        "which it holds; that replaces the printed ||mu~_l||_inf (a correction, corrected= here), and auditor C shows "
        "that the infinity norm is the deliberate form of (C.83) and of eta_0 (Algorithm 1, Theorem 2), with an "
        "instance (distinct covariance eigenvalues, L = 2) where mu~_l is unambiguous, so the expectation stays "
        "erratum."),
    second_path=SP + "test_c134_c135_hessian_grows_like_d",
    mutants={"sqrt of the corrected sum": B.eqC134_mut_sqrt},
    auto_mutant=False, directions=_C135_DIRECTIONS, domain=_C135_DOMAIN,
    notes="The statement-level twin of thesis.ch4.eqC.135 (same measure: closed-form population Hessian, K = 1). "
          "The lower side of (C.83) is thesis.ch4.lemmaC.3.1.",
    settings={"ci": {"max_examples": 15, "budget_s": 6.0, "path_decades": 0.3, "path_starts": 1}},
))


def _eta0_measure(inst: dict, ctx: Ctx) -> Measurement:
    """eta_0 lambda_max(Hess fbar(W*)) with eta_0 = 1 / sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 (the
    printed step without its constant c): GD (4.6) is locally stable at W_hat_n (-> W* as n -> inf) iff c times
    this is < 2."""
    m = _c135_measure(inst, ctx)
    return Measurement(m.lhs / m.quantities["s_inf"], m.quantities, m.terms)


CLAIMS.append(Claim(
    id="thesis.ch4.theorem2.eta0", paper=PAPER, kind="step", comparison="<=",
    source=_src("Theorem 2 (Section 4.4) and Algorithm 1 line 1: GD (4.6) with step eta_0 = O((sum_l lambda_l "
                "(||mu~_l||_inf + ||Sigma_l^{1/2}||)^2)^-1) converges linearly (4.8)", "L1117, L1132"),
    statement="Theorem 2: with eta_0 = c (sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2)^-1 (c an absolute "
              "constant: the O's), the iterates of (4.6) converge linearly to W_hat_n, which needs the local "
              "stability eta_0 lambda_max(Hess f_n(W_hat_n)) < 2; encoded at n -> inf (W_hat_n -> W*, K = 1): "
              "lambda_max(Hess fbar(W*)) / sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 = O(1), uniformly.",
    statement_tex=r"\eta_0 \lambda_{\max}(\nabla^2 f_n(\widehat W_n)) < 2,\ \eta_0 = c\,(\textstyle\sum_l \lambda_l "
                  r"(\|\tilde\mu_l\|_\infty + \|\Sigma_l^{1/2}\|)^2)^{-1}",
    bound=B.theorem2_eta0_const, measure=_eta0_measure, strategy=_c135_instances(), constants="hidden", uniform=True,
    expect="erratum",
    corrected=B.theorem2_eta0_corrected,
    corrected_text="eta_0 = c (sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2)^-1 (Euclidean norm of the mean, the "
                   "(C.134) form; then eta_0 lambda_max <= c/4 at W* and GD is stable for c < 8).",
    evidence=(
        "Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/thesis.md, auditors A, C): confirmed. Violated: local linear convergence of GD (4.6) to W_hat_n needs eta_0 lambda_max(Hess f_n(W_hat_n)) < 2 "
        "(otherwise I - eta_0 Hess has an eigenvalue < -1 and a generic start near W_hat_n is repelled along its "
        "eigenvector). lambda_max grows like ||mu_l||^2 (mu_l orthogonal to w*), while the printed step is c / sum_l "
        "lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2, so eta_0 lambda_max / c grows like d (flat means) or d / "
        "ln d (Gaussian entries): for any fixed c the step is d times too large at large d (the slip of (C.83), "
        "(C.135)). Second path (plain numpy logistic GD, no project code): K = 1, L = 2, mu_1 = -mu_2 = (1, ..., 1), "
        "Sigma_l = diag(linspace(0.9, 1.1, d)), w* = (e_1 - e_2)/sqrt 2, d = 64, n = 20000 samples, W_hat_n by "
        "Newton's method: lambda_max(Hess f_n(W_hat_n)) = 13.6 = 3.2 x the printed sum (4.20), so GD with eta_0 = 1 / "
        "sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 (c = 1) started ~1e-3 from W_hat_n moves to distance > 1 "
        "within 60 steps, while eta_0 = 1 / lambda_max contracts (< 5e-4 in 200 steps); at c = 1/4 the same happens "
        "once d ~ 4 x 64 (ratio ~ 0.05 d, the (C.135) second path). "
        "n -> inf is allowed ((4.7) is a lower bound on n) and Hess f_n(W_hat_n) -> Hess fbar(W*); xi = 0 (noise-free "
        "gradients) is inside xi >= 0."),
    second_path=SP + "test_theorem2_eta0_gd_diverges",
    mutants={"Sigma part dropped from the corrected sum (dies along m -> 0)": B.theorem2_eta0_mut_nosigma},
    auto_mutant=False, directions=_C135_DIRECTIONS, domain=_C135_DOMAIN,
    notes="Measure: thesis.ch4.eqC.135's closed-form population Hessian (K = 1) over the printed step's sum. The "
          "claim reads the O in eta_0 as an absolute constant (the theorem writes every Psi dependence out).",
    settings={"ci": {"max_examples": 15, "budget_s": 6.0, "path_decades": 0.3, "path_starts": 1}},
))


# ================== derived from Theorem 2 (4.10): sqrt(tr Hess fbar(W*)^-1) <~ K^{5/2} sqrt(S_2 d) / Gamma~ (n -> inf)


def _trinv_measure(inst: dict, ctx: Ctx) -> Measurement:
    """sqrt(tr Hess fbar(W*)^-1) (= lim sqrt(n E||W_hat_n - W*||_F^2): well-specified cross-entropy, Fisher = Hessian)
    from the singular values of the Hessian's Gram factor (round 6's lemmaC.3.1 machinery, same families)."""
    from thmcheck.checks.papers.thesis import appC_group_imbalance as AC
    from thmcheck.models import group_imbalance as GI

    m = AC._c31u_measure(inst, ctx)
    if not m.quantities["gamma_tilde"] > 0:  # rho > 0 (Property C.3): a zero is float64 underflow, ours
        raise SolverFailure(f"Gamma~ underflows to {m.quantities['gamma_tilde']} in float64")
    cfg = AC._c31_config()
    fam, d = inst["family"], inst["d"]
    nodes = (cfg["nodes2"] if d == 2 else cfg["nodes3"]).get(fam, cfg["nodes2_default" if d == 2 else "nodes3_default"])
    W, mus, s = AC._c31_point(inst, float(inst["t"]))
    sv = np.linalg.svd(GI.hessian_factor_at_wstar(W, mus, np.repeat(s[:, None] ** 2, d, 1), inst["lam"], nodes),
                       compute_uv=False)
    tr = float(np.sum(sv.astype(float) ** -2.0))
    if not math.isfinite(tr):
        raise SolverFailure("tr Hess^-1 not finite")
    return Measurement(math.sqrt(tr), {**m.quantities, "d": float(d)},
                       {**m.terms, "tr_Hinv": tr, "dK_over_lambda_min": d * inst["K"] / m.lhs})


def _trinv_domain():  # noqa: ANN202
    from thmcheck.checks.papers.thesis import appC_group_imbalance as AC
    return AC._c31_domain()


def _trinv_claim() -> Claim:
    from thmcheck.checks.papers.thesis import appC_group_imbalance as AC
    return Claim(
        id="thesis.ch4.theorem2.trinv", paper=PAPER, kind="deterministic", comparison="<=",
        derived="thesis.ch4.theorem2.eq4.8-4.10",
        source=_src("derived from Theorem 2 (4.10) (Section 4.4) through Lemma C.3.2's (C.84) (App. C.3) at n -> inf, "
                    "xi = 0", "L1156"),
        statement="n -> inf limit of (4.10) / (C.84) without the log n: sqrt(tr Hess fbar(W*)^-1) (= lim sqrt(n) "
                  "RMS ||W_hat_n - W*||_F) <~ K^{5/2} sqrt(sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2) sqrt(d) / "
                  "Gamma~, uniformly (Gamma~ the rho-sum of (C.83), carrying poly(kappa, eta, tau)).",
        statement_tex=r"\sqrt{\operatorname{tr} \nabla^2 \bar f(W^*)^{-1}} \lesssim K^{5/2} \sqrt{\textstyle\sum_l "
                      r"\lambda_l (\|\mu_l\| + \|\Sigma_l^{1/2}\|)^2}\, \sqrt d / \tilde\Gamma",
        bound=B.theorem2_trinv_shape, measure=_trinv_measure, strategy=AC._c31u_instances, constants="hidden",
        uniform=True, assumptions=AC._C31U_ASSUMPTIONS, auto_mutant=False, domain=AC._c31_domain(),
        directions=AC._c31u_directions(),
        mutants={"sqrt(Gamma~) in the denominator (wrong power along Sigma -> t^2 Sigma)": B.theorem2_trinv_mut_sqrtgamma},
        notes="Round 12 (thesisC), the lead left in thesis.ch4.theorem2.eq4.8-4.10's notes: the cheap n -> inf "
              "estimator of (4.10)'s constant. sqrt(tr H^-1) >= sqrt(1/lambda_min), and thesis.ch4.lemmaC.3.1 finds "
              "lambda_min ~ t^2 Gamma~/K^2 along Sigma -> t^2 Sigma; the bound's 1/Gamma~ carries t^-2 there as well. "
              "Round 19 (thesisC2): the group fractions reach both ends of (0, 1) (one drawn fraction scaled by "
              "10^-u, u in [0, 6], two draws in five) and a path lambda_j -> 0 (1 .. 1e-6, the others rescaled) is "
              "swept from the best instances: both sides tend to those of the mixture without group j (a positive "
              "definite Hessian and Gamma~ > 0 for any L - 1 >= 1 remaining groups; tau keeps group j's sigma), so "
              "the ratio levels off (scratch: 2.45e-3 -> 2.06e-3 over 1 .. 1e-6).",
        settings={"ci": {"max_examples": 8, "budget_s": 4.0}},
    )


CLAIMS.append(_trinv_claim())


# ================================= (C.178) L6095 and (C.182) L6114: the lower Hessian bound with its explicit 4


_C178_EVIDENCE = (
    "d = K = 2, W* = I (kappa = eta = 1), two identical groups (tau = 1, the law of one Gaussian), mu_l = (0.6, "
    "-0.3), Sigma_l = t^2 I: lambda_min(Hess fbar(W*)) / ((4/K^2) Gamma~) = 1.26, 1.01, 0.746, 0.143, 6.3e-4 at t = "
    "1, 1/2, 1/4, 1/16, 1/256 (and / (3 Gamma~/K^2) = 0.995 at t = 1/4, 8.4e-4 at t = 1/256); second path: numpy "
    "Gauss-Hermite Hessian at W* from (C.72)-(C.73) and mpmath rho of Definition C.2.2 (C.6), no project code. "
    "Inside every hypothesis: W* of rank K, Sigma_l positive definite, lambda_l > 0, L = 2 (L1066), Gamma~ > 0 "
    "(Property C.3); (C.178) is stated at W*P itself (no ball radius, no n); the population Hessian fbar is the "
    "display's own object. Why: at W* the Hessian is E[grad H grad H^T/(H(1-H))] (grad H = (phi'(w_j^T x) x/K)_j), "
    "to order t^2 of rank <= L(d+1) < dK, so lambda_min = Theta(t^4) while Gamma~ = Theta(t^2) (the same mechanism "
    "as thesis.ch4.lemmaC.3.1's Omega, which hides the constant; here the 4 is explicit, so even at t = 1/4 the "
    "printed side is crossed).")

_C178_NO_CORRECTION = (
    "no constant c makes lambda_min >= c Gamma~/K^2 along Sigma -> t^2 Sigma (ratio ~ t^2 where L(d+1) < dK: "
    "thesis.ch4.lemmaC.3.1's second path); a bound that holds needs another shape (e.g. a t^4 factor from the rank "
    "deficiency), which the proof does not supply")


def _c178_domain() -> tuple[Param, ...]:
    return AG._c31_domain()


@st.composite
def _c178_lead(draw: st.DrawFn) -> dict:
    """The family Sigma -> t^2 Sigma from one base of thesis.ch4.lemmaC.3.1's draw (d = K = 2, W* = I, two identical
    groups, mu_l = (0.6, -0.3), s_l = 1, lambda = (1/2, 1/2)) at t = 2^-k, k in 2..8 (the simplest draw is k = 8)."""
    k = 8 - draw(st.integers(0, 6))
    return {"d": 2, "K": 2, "L": 2, "Wstar": np.eye(2), "mus": np.array([[0.6, -0.3], [0.6, -0.3]]),
            "s": np.ones(2), "lam": np.array([0.5, 0.5]), "kind": "orthonormal", "family": "sigma_small",
            "identical": True, "seed": 0, "t": 2.0**-k, "lam_l": np.array([0.5, 0.5])}


def _c178_instances() -> st.SearchStrategy:
    """thesis.ch4.lemmaC.3.1's draw (the four families at a drawn point t = 2^-k), with the family Sigma -> t^2 Sigma
    of one of its bases put in front so that a ci run of a few instances reaches t << 1 (no narrowing: the general
    draw stays)."""
    return st.one_of(_c178_lead(), AG._c31u_instances(families=("sigma_small",)), AG._c31u_instances())


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.178.lower", paper=PAPER, kind="deterministic", comparison=">=",
    source=_src("(C.178)'s lower side, proof of Lemma C.3.1 (App. C.4.6), from (C.168)-(C.177)", "L6095"),
    statement="(4/K^2) sum_l lambda_l ||Sigma_l^-1||^-1/(eta tau^K kappa^2) rho(W*^T mu_l/(delta_K(W*) "
              "||Sigma_l^-1||^-1/2), delta_K(W*) ||Sigma_l^-1||^-1/2) I_{dK} <= Hess fbar(W* P), i.e. "
              "lambda_min(Hess fbar(W*)) >= (4/K^2) Gamma~ with the explicit constant 4.",
    statement_tex=r"\lambda_{\min}(\nabla^2 \bar f(W^* P)) \ge \frac{4}{K^2}\tilde\Gamma",
    bound=B.eqC178_lower, measure=AG._c31u_measure, strategy=_c178_instances(), constants="explicit",
    expect="erratum", evidence=_C178_EVIDENCE, no_correction_reason=_C178_NO_CORRECTION,
    second_path=SP + "test_c178_c182_explicit_constant_crossed",
    assumptions=AG._C31U_ASSUMPTIONS, domain=_c178_domain(),
    mutants={"(4/K) Gamma~ (wrong power of K)": B.eqC178_mut_K}, auto_mutant=False,
    notes="Measure and draw of thesis.ch4.lemmaC.3.1 (population Hessian at W* by tensor Gauss-Hermite, Gamma~ by "
          "rho's quadrature; the four families W* -> t W*, Sigma -> t^2 Sigma, mu -> mu/t, Sigma -> Sigma/t^2 at a "
          "drawn point t = 2^-k); here the constant is explicit, so each instance is a direct check.",
    settings={"ci": {"max_examples": 8, "budget_s": 4.0}},
))


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.182.lower", paper=PAPER, kind="deterministic", comparison=">=",
    source=_src("(C.182)'s lower side, proof of Lemma C.3.1 (App. C.4.6), from (C.180), (C.181)", "L6114"),
    statement="(4(1 - eps_0)/K^2) Gamma~ I <= Hess fbar(W) for W in B(W* P, r), eps_0 in (0, 1/4); encoded at "
              "W = W* P (in every ball) with the weakest eps_0 -> 1/4: lambda_min(Hess fbar(W*)) >= 3 Gamma~/K^2.",
    statement_tex=r"\lambda_{\min}(\nabla^2 \bar f(W^* P)) \ge \frac{4(1-\epsilon_0)}{K^2}\tilde\Gamma > "
                  r"\frac{3}{K^2}\tilde\Gamma",
    bound=B.eqC182_lower, measure=AG._c31u_measure, strategy=_c178_instances(), constants="explicit",
    expect="erratum", evidence=_C178_EVIDENCE.replace("(C.178) is stated at W*P itself (no ball radius, no n)",
                                                      "W*P lies in every ball B(W*P, r); eps_0 -> 1/4 is the "
                                                      "weakest printed side, 3 Gamma~/K^2"),
    no_correction_reason=_C178_NO_CORRECTION,
    second_path=SP + "test_c178_c182_explicit_constant_crossed",
    assumptions=AG._C31U_ASSUMPTIONS, domain=_c178_domain(),
    mutants={"(4/K) Gamma~ (wrong power of K)": B.eqC178_mut_K}, auto_mutant=False,
    notes="As thesis.ch4.eqC.178.lower; (C.182)'s upper side is (C.83)'s (thesis.ch4.eqC.83.upper).",
    settings={"ci": {"max_examples": 8, "budget_s": 4.0}},
))


# ===================== (C.180) L6102-L6103 and (C.181) L6105-L6110: the spectral norm of Hess fbar near W*P


def _c180_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lambda_max(Hess fbar(W*)) = ||Hess fbar(W*P)|| (the Hessian is PSD at W*), from thesis.ch4.lemmaC.3.1's
    measure."""
    m = AG._c31u_measure(inst, ctx)
    return Measurement(m.terms["lambda_max"], m.quantities, m.terms)


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.180", paper=PAPER, kind="deterministic", comparison=">=",
    source=_src("(C.180), proof of Lemma C.3.1 (App. C.4.6), from (C.178), (C.179)", "L6102-L6103"),
    statement="||Hess fbar(W)|| >= (4(1 - eps_0)/K^2) Gamma~ for W in B(W* P, r), eps_0 in (0, 1/4); encoded at W = "
              "W* P (in every ball) with the weakest eps_0 -> 1/4: ||Hess fbar(W*)|| >= 3 Gamma~/K^2.",
    statement_tex=r"\|\nabla^2 \bar f(W^* P)\| \ge \frac{4(1-\epsilon_0)}{K^2}\tilde\Gamma > \frac{3}{K^2}\tilde\Gamma",
    bound=B.eqC180_lower, measure=_c180_measure, strategy=_c178_instances(), constants="explicit",
    assumptions=AG._C31U_ASSUMPTIONS, domain=_c178_domain(),
    mutants={"sum_l lambda_l (||mu_l|| + ||Sigma_l^1/2||)^2 as the lower side": B.eqC180_mut_S2}, auto_mutant=False,
    notes="The spectral norm (largest eigenvalue), not lambda_min: so the t^4 rank deficiency that crosses (C.178)'s "
          "lower side (thesis.ch4.eqC.178.lower) does not reach this display. Measure and draw of "
          "thesis.ch4.eqC.178.lower.",
    settings={"ci": {"max_examples": 8, "budget_s": 4.0}},
))


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.181.upper", paper=PAPER, kind="deterministic", comparison="<=",
    source=_src("(C.181), proof of Lemma C.3.1 (App. C.4.6), from (C.178), (C.179)", "L6105-L6110"),
    statement="||Hess fbar(W)|| <= C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l^1/2||)^2 + (4/K^2) Gamma~ <~ C_4 sum_l "
              "lambda_l (||mu_l|| + ||Sigma_l^1/2||)^2 for W in B(W* P, r); encoded at W = W* P (in every ball): "
              "lambda_max(Hess fbar(W*)) <~ S2 + (4/K^2) Gamma~, uniformly (C_4 hidden).",
    statement_tex=r"\|\nabla^2 \bar f(W^* P)\| \lesssim C_4 \sum_l \lambda_l (\|\mu_l\| + \|\Sigma_l^{1/2}\|)^2 + "
                  r"\frac{4}{K^2}\tilde\Gamma",
    bound=B.eqC181_upper, measure=_c180_measure, strategy=AG._c31u_instances, constants="hidden", uniform=True,
    assumptions=AG._C31U_ASSUMPTIONS, domain=_c178_domain(), directions=AG._c31u_directions(),
    mutants={"(4/K^2) Gamma~ alone (C_4 S2 dropped)": B.eqC181_mut_gamma}, auto_mutant=False,
    notes="Measure and draw of thesis.ch4.lemmaC.3.1 (population Hessian at W* by tensor Gauss-Hermite, four "
          "families as path directions).",
    settings={"ci": {"max_examples": 8, "budget_s": 8.0}},
))


@st.composite
def _c179_instances(draw: st.DrawFn) -> dict:
    """thesis.ch4.lemmaC.3.1's draw (W*, mu, Sigma at a point of a family) plus W = W* + rho U, U a unit-Frobenius
    direction from the draw's seed, rho = 2^-j."""
    inst = draw(AG._c31u_instances())
    return {**inst, "rho": 2.0 ** -draw(st.integers(1, 10)), "useed": draw(st.integers(0, 2**16))}


def _c179_measure(inst: dict, ctx: Ctx) -> Measurement:
    """||Hess fbar(W) - Hess fbar(W*)||_2 by GI.population_hessian_gmm (tensor Gauss-Hermite) at W = W* + rho U."""
    from thmcheck.models import group_imbalance as GI
    d, K = inst["d"], inst["K"]
    Wst, mus, s = AG._c31_point(inst, float(inst["t"]))
    U = np.random.default_rng(inst["useed"]).standard_normal((d, K))
    U /= np.linalg.norm(U)
    W = Wst + inst["rho"] * U
    s2 = np.repeat(s[:, None] ** 2, d, 1)
    nodes = 40 if inst["family"] == "sigma_large" else (30 if d == 2 else 16)
    H1 = GI.population_hessian_gmm(W, Wst, mus, s2, inst["lam"], nodes)
    H0 = GI.population_hessian_gmm(Wst, Wst, mus, s2, inst["lam"], nodes)
    diff = float(np.linalg.norm(np.asarray(H1) - np.asarray(H0), 2))
    base = np.linalg.norm(mus, axis=1) + s
    q = {"K": K, "A4": float(np.sum(inst["lam"] * base**4)), "A8": float(np.sum(inst["lam"] * base**8)),
         "dist": float(inst["rho"]), "gamma_positive": 1.0}
    return Measurement(diff, q, {"family": inst["family"], "t": inst["t"], "rho": inst["rho"], "diff": diff})


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.179", paper=PAPER, kind="deterministic", comparison="<=",
    source=_src("(C.179)'s first inequality, proof of Lemma C.3.1 (App. C.4.6), from (C.127) of Lemma C.4.3",
                "L6098-L6100"),
    statement="||Hess fbar(W) - Hess fbar(W* P)|| <= C_5 K^{3/2} (sum_l lambda_l (||mu_l|| + ||Sigma_l^1/2||)^4 "
              "sum_l lambda_l (||mu_l|| + ||Sigma_l^1/2||)^8)^{1/4} ||W - W* P||_F (C_5 hidden; P = I); the second "
              "inequality (<= (4 eps_0/K^2) Gamma~) is the choice of r in (C.81), not checked here.",
    statement_tex=r"\|\nabla^2 \bar f(W) - \nabla^2 \bar f(W^*P)\| \lesssim K^{3/2} (A_4 A_8)^{1/4} \|W - W^*P\|_F",
    bound=B.eqC179_shape, measure=_c179_measure, strategy=_c179_instances, constants="hidden", uniform=True,
    domain=_c178_domain(),
    directions=(*AG._c31u_directions(),
                Direction("d (searched)", "d", INF, how="search", reason="d in {2, 3} drawn (tensor quadrature)"),
                Direction("K (searched)", "K", INF, how="search", reason="K in [1, d] drawn"),
                Direction("||W - W*P||_F -> 0", "dist", 0.0, how="path", move=lambda inst, t: {**inst, "rho": float(t)},
                          points=(0.5, 0.1, 0.02, 0.004), reason="the difference is linear in the distance")),
    mutants={"||W - W*P||_F^2 (wrong power)": B.eqC179_mut_dist2}, auto_mutant=False,
    notes="Population Hessian at W = W* + rho U and at W* (GI.population_hessian_gmm); families of "
          "thesis.ch4.lemmaC.3.1 as path directions.",
    settings={"ci": {"max_examples": 6, "budget_s": 10.0}},
))

CLAIMS = cite_audits(CLAIMS, {
    "thesis.ch4.eqC.86": "auditor A: confirmed as printed (log^2 d where ln A belongs)",
    "thesis.ch4.eqC.89": "auditor A: confirmed as printed (log^2 d where ln A belongs)",
    "thesis.ch4.eqC.100": "auditor A: confirmed as printed (log^2 d where ln A belongs)",
    "thesis.ch4.eqC.110": "auditor A: confirmed as printed (log^2 d where ln A belongs)",
    "thesis.ch4.eqC.135": "auditor A: confirmed as printed (the 2-norm of (C.134)); auditor C: confirmed (the "
                          "inf-norm is used deliberately, also in Theorem 2's step size; distinct covariance "
                          "eigenvalues and L = 2 close the loophole of an isotropic Sigma)",
    "thesis.ch4.eqC.83.upper": "auditor A: confirmed as printed; auditor C: confirmed (as for (C.135))",
    "thesis.ch4.eqC.178.lower": "auditors A, C: confirmed",
    "thesis.ch4.eqC.182.lower": "auditors A, C: confirmed",
}, "docs/audits/round12/thesis.md")
