"""thesis, App. C.6.2 (round 20, helper thesisD3): the in-text fact of the proof of Lemma C.3.3 (L6446) 'delta_K(Q_2)
<~ delta_K^2(W*)', read as printed (an upper bound).

Round 12's thesis.ch4.eqC.243 checks the use (C.243) makes of it (dividing by delta_K(Q_2) needs the lower bound,
false near symmetric mixtures). This module checks the printed upper bound itself: Q_2 = (1/K) sum_i E[phi''(w_i*^T
x)] w_i* w_i*^T (Stein) and phi'' is odd, so two nearly antiparallel neurons w_2* = -b w_1* + eps g carry
coefficients of opposite sign; Q_2 is then indefinite with delta_K(Q_2) ~ eps while delta_K(W*)^2 ~ eps^2.

- ``thesis.ch4.L6446-deltaKQ2-upper``: delta_K(Q_2) <~ delta_K(W*)^2 as a uniform check (hidden absolute constant):
  erratum (ratio ~ 1/eps ~ kappa along eps -> 0); corrected delta_K(Q_2) <~ kappa delta_K(W*)^2 (holds).
- ``thesis.ch4.L6446-deltaKQ3-upper``: the same sentence's delta_K(Q_3(I_d, I_d, alpha)) <~ delta_K^2(W*) for any
  alpha (symmetric mixtures): erratum (linear in alpha; antiparallel neurons as above, phi''' even and w^T alpha
  odd); corrected ||alpha|| delta_1(W*)^2 delta_K(W*) (holds).
- ``thesis.ch4.eqC.245-first``: (C.245)'s first step (L6462, "by Theorem 3 in [267]") ||U^^T w-bar_j* - v^_j|| <=
  K^{3/2}/delta_K^2(W*) ||R_3 - R^_3||: erratum (the error scales with 1/min_j |c_j|, c_j ~ a^3 against delta_K^2 ~ a^2;
  exact rank-K perturbations, any decomposition method); no correction.

Bounds in ``thmcheck.bounds.thesis.r20_thesisD3``; second path in ``tests/test_thesis_r20_thesisD3.py``.
"""

from __future__ import annotations

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r20_thesisD3 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform

SP = "tests/test_thesis_r20_thesisD3.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


@st.composite
def _l6446_instances(draw: st.DrawFn) -> dict:
    """Round 11's (C.237) model (r11_thesisC._c237_setup: d in 2..6, K in 2..d, L in {2, 3}, W* = a G, means of scale
    m, diagonal variances in [0.25, 4], lambda Dirichlet) with W*'s second column replaced by -b w_1* + eps g_2 (g_2
    the drawn second column): eps in [1e-4, 10] (eps = 10: a generic W*; eps -> 0: two antiparallel neurons, kappa ->
    inf), b in [0.3, 3] with b = 1 as an atom."""
    d = draw(st.integers(2, 6))
    return {"d": d, "K": draw(st.integers(2, d)), "L": draw(st.integers(2, 3)), "seed": draw(SEEDS),
            "a": draw(log_uniform(0.3, 3.0)), "m": draw(st.one_of(st.just(1.0), log_uniform(1e-2, 2.0))),
            "b": draw(st.one_of(st.just(1.0), log_uniform(0.3, 3.0))),
            "eps": draw(st.one_of(st.just(1.0), log_uniform(1e-4, 10.0)))}


def _l6446_measure(inst: dict, ctx: Ctx) -> Measurement:
    """delta_K(Q_2), the K-th singular value of Q_2 = (1/K) sum_i E[phi''(w_i*^T x)] w_i* w_i*^T (Stein's closed
    form of Definition C.1.1, thmcheck.models.tensor_init.population_q, Gauss-Hermite per component)."""
    from thmcheck.checks.papers.thesis.r11_thesisC import _asymmetry, _c237_setup
    from thmcheck.models import tensor_init as TI

    s = _c237_setup({**inst, "r": 1.0, "eps": 1.0})
    W = s["W"].copy()
    W[:, 1] = -float(inst["b"]) * W[:, 0] + float(inst["eps"]) * W[:, 1]
    K = int(inst["K"])
    Q1, Q2, Q3 = TI.population_q(W, s["lam"], s["mus"], s["s2"])
    sv = np.linalg.svd(Q2, compute_uv=False)
    wsv = np.linalg.svd(W, compute_uv=False)
    if not (np.all(np.isfinite(sv)) and np.all(np.isfinite(wsv))):
        raise SolverFailure("Q_2 or W* not finite")
    deltaK = float(wsv[K - 1])
    if not deltaK > 0:
        raise SolverFailure("delta_K(W*) = 0 in float64")
    q = {"delta1": float(wsv[0]), "deltaK": deltaK, "kappa": float(wsv[0]) / deltaK}
    return Measurement(float(sv[K - 1]), q, {"asymmetry": _asymmetry(s["lam"], s["mus"], s["s2"]),
                                             "Q1_norm": float(np.linalg.norm(Q1)), "Q2_norm": float(sv[0]),
                                             "Q3_norm": float(np.linalg.norm(Q3))})


_L6446_ASSUMPTIONS = (
    Assumption("not symmetric", "the mixture is not symmetric (C.4) (the case (C.243), where L6446 is used)",
               lambda q: q["asymmetry"] - 1e-9),
    Assumption("Q_1, Q_3 nonzero", "Assumption C.1.2 (1)", lambda q: min(q["Q1_norm"], q["Q3_norm"]) - 1e-14),
    Assumption("Q_2 nonzero", "Assumption C.1.2 (2) (non-symmetric case)", lambda q: q["Q2_norm"] - 1e-14),
)

CLAIMS.append(Claim(
    id="thesis.ch4.L6446-deltaKQ2-upper", paper=PAPER, kind="step", comparison="<=",
    source=_src("proof of Lemma C.3.3 (App. C.6.2), the in-text fact before (C.243): 'From Lemma C.6.1, Lemma C.6.4, "
                "delta_K(Q_2) <~ delta_K^2(W*) and delta_K(Q_3(I_d, I_d, alpha)) <~ delta_K^2(W*) for any arbitrary "
                "vector alpha, we have'", "L6446"),
    statement="delta_K(Q_2) <~ delta_K(W*)^2 (as printed: an upper bound with a hidden absolute constant), Q_2 of "
              "Definition C.1.1 for a non-symmetric Gaussian mixture and any W* of rank K.",
    statement_tex=r"\delta_K(\mathbf{Q}_2) \lesssim \delta_K^2(\mathbf{W}^*)",
    bound=B.l6446_shape, measure=_l6446_measure, strategy=_l6446_instances(), constants="hidden", uniform=True,
    expect="erratum",
    corrected=B.l6446_corrected,
    corrected_text="delta_K(Q_2) <~ delta_1(W*) delta_K(W*) = kappa delta_K(W*)^2 (sigma_K(W* C W*^T) <= sigma_K(W*) "
                   "||C|| sigma_1(W*), C = diag(E[phi''(w_i*^T x)])/K, |phi''| <= 1/(6 sqrt 3)).",
    evidence=(
        "Violated along eps -> 0: with w_2* = -b w_1* + eps g_2 the coefficients E[phi''(w_i*^T x)] of Q_2 = (1/K) "
        "sum_i E[phi''(w_i*^T x)] w_i* w_i*^T have opposite signs (phi'' odd: at b = 1 they are exactly opposite), "
        "so w_1* w_1*^T - w_2* w_2*^T ~ eps (w_1* g^T + g w_1*^T) and delta_K(Q_2) ~ eps while delta_K(W*)^2 ~ "
        "eps^2: the ratio delta_K(Q_2) / delta_K(W*)^2 grows like 1/eps ~ kappa. Measured (project code, d = 3, K = "
        "2, L = 2, seed 0, a = m = b = 1): ratio 0.029, 0.20, 1.9, 19.0, 189 at eps = 1, 1e-1, ..., 1e-4 (kappa 6 to "
        "4.7e4; at K = 2, b = 1 the pair's rank-one parts cancel and ||Q_2|| -> 0 with eps). Second path (own "
        "numpy, Gauss-Hermite, no project code): d = K = 3, w_1* = e_1, w_2* = -e_1 + eps e_2, w_3* = (0.3, 0.2, 1), "
        "x ~ 0.6 N((0.5, 0, 0.2), I) + 0.4 N((-0.2, 0.3, 0), diag(2, 1, 0.5)): ||Q_2|| = 0.0045 for every eps while "
        "delta_3(Q_2) / delta_3(W*)^2 = 0.087, 0.87, 8.65, 86.5 at eps = 1e-1, ..., 1e-4. Every hypothesis holds (non-symmetric mixture, Q_1, Q_2, Q_3 != 0). The use in (C.243) needs the reverse "
        "direction (thesis.ch4.eqC.243, erratum, round 12); this is the printed direction itself. Holds with kappa: "
        "the corrected bound."),
    second_path=SP + "test_l6446_deltaK_Q2_over_deltaK_W_sq_grows",
    mutants={"kappa^(1/2) in place of kappa (corrected)": B.l6446_mut_kappa_half},
    auto_mutant=False, assumptions=_L6446_ASSUMPTIONS,
    directions=(
        Direction("antiparallel neurons eps -> 0 (kappa -> inf)", "eps", 0.0, how="path",
                  move=lambda inst, t: {**inst, "eps": float(t)}, points=(1.0, 1e-1, 1e-2, 1e-3, 1e-4),
                  reason="opposite-sign coefficients: delta_K(Q_2) ~ eps, delta_K(W*)^2 ~ eps^2"),
        Direction("eps -> inf (generic W*, large second neuron)", "eps", INF, how="path",
                  move=lambda inst, t: {**inst, "eps": float(t)}, points=(1.0, 3.0, 10.0, 30.0),
                  reason="E[phi''] of a widening w_2*^T x decays"),
        Direction("means scale m -> 0 (towards a symmetric mixture)", "m", 0.0, how="path",
                  move=lambda inst, t: {**inst, "m": float(t)}, points=(1.0, 1e-1, 1e-2, 1e-3),
                  reason="E[phi''] ~ m: delta_K(Q_2) -> 0"),
        Direction("W* scale a", "a", INF, how="path", move=lambda inst, t: {**inst, "a": float(t)},
                  points=(0.3, 1.0, 3.0, 10.0), reason="both sides scale; E[phi''] of a widening w_i*^T x"),
        Direction("d, K, L, b, variances, lambda (searched)", "d", INF, how="search",
                  reason="d <= 6, K in 2..d, L in {2, 3}, b in [0.3, 3], variances in [0.25, 4], lambda drawn"),
    ),
    domain=(Param("d", 2, INF, integer=True, text="x in R^d", far=6, unreached="d <= 6"),
            Param("K", 2, INF, integer=True, text="K <= d neurons (K = 1 has no second neuron)", far=6,
                  unreached="K <= d <= 6; K = 1: delta_1(Q_2) = |E phi''| ||w*||^2 <= 0.1 delta_1(W*)^2 holds"),
            Param("eps", 0, INF, lo_closed=False, text="w_2* = -b w_1* + eps g_2 (eps -> 0: rank deficient W*)",
                  far=10.0, unreached="eps in [1e-4, 10] drawn, 30 on the path"),
            Param("m", 0, INF, lo_closed=False, text="scale of the group means (m = 0: symmetric, excluded)",
                  far=2.0, unreached="m in [1e-2, 2] drawn, 1e-3 on the path"),
            Param("a", 0, INF, lo_closed=False, text="W* = a G", far=3.0, unreached="a in [0.3, 3] drawn, 10 on the "
                  "path")),
    notes="At K = 2 and b = 1 the pair's w_1* w_1*^T terms cancel (Q_2 -> 0 with eps); for K >= 3 the other neurons "
          "keep ||Q_1||, ||Q_2||, ||Q_3|| of order one while the ratio still grows like 1/eps. The companion for "
          "Q_3(I_d, I_d, alpha) (symmetric case) is thesis.ch4.L6446-deltaKQ3-upper.",
    settings={"ci": {"max_examples": 20, "budget_s": 4.0, "path_decades": 0.5, "path_starts": 1}},
))


# ======================= L6446's companion (symmetric case): delta_K(Q_3(I_d, I_d, alpha)) <~ delta_K^2(W*), any alpha


@st.composite
def _l6446q3_instances(draw: st.DrawFn) -> dict:
    """Round 11's symmetric mixtures (r11_thesisC._c239_setup: L = 2 (+-mu) or L = 3 (a centred component and a
    pair), d in 2..6, K in 2..d, W* = a G, alpha the seeded Gaussian direction) with W*'s second column replaced by -b
    w_1* + eps g_2 as in thesis.ch4.L6446-deltaKQ2-upper, and alpha = s alpha_0 / ||alpha_0|| ('any arbitrary vector
    alpha': s in [1e-2, 1e2], s = 1 as an atom)."""
    d = draw(st.integers(2, 6))
    return {"d": d, "K": draw(st.integers(2, d)), "L": draw(st.integers(2, 3)), "seed": draw(SEEDS),
            "a": draw(log_uniform(0.3, 3.0)), "m": draw(st.one_of(st.just(1.0), st.floats(0.0, 2.0))),
            "lam1": draw(st.floats(0.1, 0.8)), "b": draw(st.one_of(st.just(1.0), log_uniform(0.3, 3.0))),
            "eps": draw(st.one_of(st.just(1.0), log_uniform(1e-4, 10.0))),
            "s": draw(st.one_of(st.just(1.0), log_uniform(1e-2, 1e2)))}


def _l6446q3_measure(inst: dict, ctx: Ctx) -> Measurement:
    """delta_K(Q_3(I_d, I_d, alpha)), Q_3(I, I, alpha) = (1/K) sum_i E[phi'''(w_i*^T x)] (w_i*^T alpha) w_i* w_i*^T
    (Stein's closed form, thmcheck.models.tensor_init.population_q)."""
    from thmcheck.checks.papers.thesis.r11_thesisC import _asymmetry, _c239_setup
    from thmcheck.models import tensor_init as TI

    s = _c239_setup(inst)
    W = s["W"].copy()
    W[:, 1] = -float(inst["b"]) * W[:, 0] + float(inst["eps"]) * W[:, 1]
    K = int(inst["K"])
    alpha = float(inst["s"]) * s["alpha"] / np.linalg.norm(s["alpha"])
    Q1, Q2, Q3 = TI.population_q(W, s["lam"], s["mus"], s["s2"])
    M = np.einsum("abc,c->ab", Q3, alpha)
    sv = np.linalg.svd(M, compute_uv=False)
    wsv = np.linalg.svd(W, compute_uv=False)
    if not (np.all(np.isfinite(sv)) and np.all(np.isfinite(wsv))):
        raise SolverFailure("Q_3 or W* not finite")
    deltaK = float(wsv[K - 1])
    if not deltaK > 0:
        raise SolverFailure("delta_K(W*) = 0 in float64")
    q = {"delta1": float(wsv[0]), "deltaK": deltaK, "kappa": float(wsv[0]) / deltaK,
         "alpha_norm": float(np.linalg.norm(alpha))}
    return Measurement(float(sv[K - 1]), q, {"asymmetry": _asymmetry(s["lam"], s["mus"], s["s2"]),
                                             "Q1_norm": float(np.linalg.norm(Q1)),
                                             "Q3_norm": float(np.linalg.norm(Q3))})


_L6446Q3_ASSUMPTIONS = (
    Assumption("symmetric", "the mixture is symmetric (C.4) (the case (C.244), where the fact is used)",
               lambda q: 1e-9 - q["asymmetry"]),
    Assumption("Q_1, Q_3 nonzero", "Assumption C.1.2 (1)", lambda q: min(q["Q1_norm"], q["Q3_norm"]) - 1e-14),
)

CLAIMS.append(Claim(
    id="thesis.ch4.L6446-deltaKQ3-upper", paper=PAPER, kind="step", comparison="<=",
    source=_src("proof of Lemma C.3.3 (App. C.6.2), the in-text fact before (C.243): '... and delta_K(Q_3(I_d, I_d, "
                "alpha)) <~ delta_K^2(W*) for any arbitrary vector alpha in R^d'", "L6446"),
    statement="delta_K(Q_3(I_d, I_d, alpha)) <~ delta_K(W*)^2 for any arbitrary vector alpha in R^d (as printed: an "
              "upper bound with a hidden absolute constant), Q_3 of Definition C.1.1, a symmetric Gaussian mixture.",
    statement_tex=r"\delta_K(\mathbf{Q}_3(\mathbf{I}_d, \mathbf{I}_d, \boldsymbol{\alpha})) \lesssim "
                  r"\delta_K^2(\mathbf{W}^*)",
    bound=B.l6446q3_shape, measure=_l6446q3_measure, strategy=_l6446q3_instances(), constants="hidden",
    uniform=True, expect="erratum",
    corrected=B.l6446q3_corrected,
    corrected_text="delta_K(Q_3(I_d, I_d, alpha)) <~ ||alpha|| delta_1(W*)^2 delta_K(W*) (sigma_K(W* D W*^T) <= "
                   "sigma_K(W*) ||D|| sigma_1(W*), D = diag(E[phi'''(w_i*^T x)] w_i*^T alpha)/K, |phi'''| <= 1/8).",
    evidence=(
        "Violated along two paths. (i) alpha -> s alpha: Q_3(I, I, alpha) is linear in alpha, so for 'any arbitrary "
        "vector alpha' delta_K grows like s while delta_K(W*)^2 does not (Lemma C.6.2 takes alpha a unit vector; "
        "the growth along eps below is at s = 1). (ii) Antiparallel neurons w_2* = -b w_1* + eps g_2 (b = 1): phi''' "
        "is even and the mixture symmetric, so E[phi'''(w_2*^T x)] -> E[phi'''(w_1*^T x)] while w_2*^T alpha -> "
        "-w_1*^T alpha: the pair's coefficients have opposite signs, delta_K(Q_3(I, I, alpha)) ~ eps against "
        "delta_K(W*)^2 ~ eps^2. Measured (project code, d = 3, K = 2, seed 0, a = m = 1, unit alpha): ratio 0.0043, "
        "0.30, 29.6 at eps = 1, 1e-2, 1e-4 (L = 2); 0.024, 2.6, 262 (L = 3, lam1 = 0.3). Second path (own numpy): "
        "d = K = 3, W* as thesis.ch4.L6446-deltaKQ2-upper's, x ~ 0.5 N(mu, D) + 0.5 N(-mu, D), mu = (0.5, -0.3, "
        "0.4), D = diag(1, 2, 0.5), alpha = (1, 1, 1)/sqrt 3: ||Q_3(I, I, alpha)|| = 0.021 for every eps while the "
        "ratio is 0.116, 1.25, 12.6, 125.8 at eps = 1e-1, ..., 1e-4, and doubling alpha doubles delta_3. Every "
        "hypothesis holds (symmetric mixture, Q_1, Q_3 != 0)."),
    second_path=SP + "test_l6446_deltaK_Q3_alpha_over_deltaK_W_sq_grows",
    mutants={"||alpha|| dropped (corrected)": B.l6446q3_mut_noalpha},
    auto_mutant=False, assumptions=_L6446Q3_ASSUMPTIONS,
    directions=(
        Direction("antiparallel neurons eps -> 0 (kappa -> inf)", "eps", 0.0, how="path",
                  move=lambda inst, t: {**inst, "eps": float(t)}, points=(1.0, 1e-1, 1e-2, 1e-3, 1e-4),
                  reason="opposite-sign coefficients: delta_K ~ eps, delta_K(W*)^2 ~ eps^2"),
        Direction("alpha scale s -> inf ('any arbitrary vector alpha')", "s", INF, how="path",
                  move=lambda inst, t: {**inst, "s": float(t)}, points=(1.0, 10.0, 100.0, 1000.0),
                  reason="Q_3(I, I, alpha) is linear in alpha"),
        Direction("alpha scale s -> 0", "s", 0.0, how="path", move=lambda inst, t: {**inst, "s": float(t)},
                  points=(1.0, 1e-1, 1e-2, 1e-3), reason="linear in alpha: the left side -> 0"),
        Direction("W* scale a", "a", INF, how="path", move=lambda inst, t: {**inst, "a": float(t)},
                  points=(0.3, 1.0, 3.0, 10.0), reason="cubic in W* times E[phi'''] of a widening w_i*^T x"),
        Direction("d, K, L, b, m, lam1, variances (searched)", "d", INF, how="search",
                  reason="d <= 6, K in 2..d, L in {2, 3}, b in [0.3, 3], m in [0, 2], lam1 in [0.1, 0.8] drawn"),
    ),
    domain=(Param("d", 2, INF, integer=True, text="x in R^d", far=6, unreached="d <= 6"),
            Param("K", 2, INF, integer=True, text="K <= d neurons (K = 1 has no second neuron)", far=6,
                  unreached="K <= d <= 6; K = 1 is rank one (delta_1 of a rank-one form, alpha-linear)"),
            Param("eps", 0, INF, lo_closed=False, text="w_2* = -b w_1* + eps g_2 (eps -> 0: rank deficient W*)",
                  far=10.0, unreached="eps in [1e-4, 10] drawn"),
            Param("s", 0, INF, lo_closed=False, text="||alpha|| (any arbitrary vector alpha)", far=100.0,
                  unreached="s in [1e-2, 1e2] drawn, 1e-3 and 1e3 on the paths"),
            Param("a", 0, INF, lo_closed=False, text="W* = a G", far=3.0, unreached="a in [0.3, 3] drawn, 10 on the "
                  "path")),
    notes="Companion of thesis.ch4.L6446-deltaKQ2-upper (same in-text sentence, symmetric case); the use in (C.244) "
          "needs the reverse direction (thesis.ch4.eqC.244).",
    settings={"ci": {"max_examples": 20, "budget_s": 4.0, "path_decades": 0.5, "path_starts": 1}},
))


# ============== (C.245) L6462, first step ('by Theorem 3 in [267]'): ||U^^T w-bar_j* - v^_j|| <= K^{3/2}/delta_K^2(W*) ||R_3 - R^_3||


@st.composite
def _c245f_instances(draw: st.DrawFn) -> dict:
    """Round 11's (C.237) model (d in 2..6, K in 2..d, L in {2, 3}, W* = a G, a in [1e-3, 3]), U^ = U (an orthonormal
    basis of W*'s columns: Lemma C.6.2's ||UU^T - U^U^^T|| <= 1/4 holds), and R^_3 = R_3 with its first rank-one
    term's direction v_1 = U^T w-bar_1* moved to unit(v_1 + delta u) (u a seeded unit vector orthogonal to v_1,
    delta in [1e-6, 1e-2]): R^_3 - R_3 is then a perturbation of norm ~ 3 |c_1| delta."""
    d = draw(st.integers(2, 6))
    return {"d": d, "K": draw(st.integers(2, d)), "L": draw(st.integers(2, 3)), "seed": draw(SEEDS),
            "a": draw(st.one_of(st.just(1.0), log_uniform(1e-3, 3.0))),
            "m": draw(st.one_of(st.just(1.0), log_uniform(1e-2, 2.0))), "delta": draw(log_uniform(1e-6, 1e-2))}


def _c245f_measure(inst: dict, ctx: Ctx) -> Measurement:
    """R_3 = Q_3(U, U, U) = (1/K) sum_i E[phi'''(w_i*^T x)] ||w_i*||^3 v_i^{x3}, v_i = U^T w-bar_i* (Stein's closed
    form); R^_3 the same with v_1 -> v^_1. The rank-K decomposition of R^_3 (linearly independent v's: unique up to
    order and sign) is recovered by Jennrich's method (thmcheck.models.tensor_init.jennrich) and matched to v_j; lhs =
    max_j min_sign ||v_j - v^_j||; ||R_3 - R^_3||_F."""
    from thmcheck.checks.papers.thesis.r11_thesisC import _c237_setup
    from thmcheck.models import tensor_init as TI

    s = _c237_setup({**inst, "r": 1.0, "eps": 1.0})
    W, K = s["W"], int(inst["K"])
    U = np.linalg.qr(W)[0]
    cn = np.linalg.norm(W, axis=0)
    V = U.T @ (W / cn)
    c = TI.phi_deriv_means(W, s["lam"], s["mus"], s["s2"])[2] * cn**3 / K
    rng = np.random.default_rng(int(inst["seed"]) + 1)
    u = rng.standard_normal(K)
    u -= (u @ V[:, 0]) * V[:, 0]
    u /= np.linalg.norm(u)
    Vh = V.copy()
    Vh[:, 0] = V[:, 0] + float(inst["delta"]) * u
    Vh[:, 0] /= np.linalg.norm(Vh[:, 0])
    R3 = np.einsum("i,ai,bi,ci->abc", c, V, V, V)
    R3h = np.einsum("i,ai,bi,ci->abc", c, Vh, Vh, Vh)
    rec = TI.jennrich(R3h, np.random.default_rng(int(inst["seed"]) + 2))
    err_rec = max(min(min(np.linalg.norm(V[:, j] - rec[:, i]), np.linalg.norm(V[:, j] + rec[:, i]))
                      for i in range(K)) for j in range(K))
    err = float(np.linalg.norm(V[:, 0] - Vh[:, 0]))
    if not (np.isfinite(err_rec) and abs(err_rec - err) <= 1e-3 * err + 1e-12):
        raise SolverFailure(f"Jennrich's decomposition of R^_3 not recovered ({err_rec:.3g} vs {err:.3g})")
    sw = np.linalg.svd(W, compute_uv=False)
    q = {"K": float(K), "deltaK": float(sw[K - 1]), "Enorm": float(np.linalg.norm(R3 - R3h)),
         "kappa": float(sw[0] / sw[K - 1])}
    return Measurement(err_rec, q, {"c_min": float(np.abs(c).min()), "err_construction": err})


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.245-first", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.245)'s first step, proof of Lemma C.3.3 (App. C.6.2): 'in which the first step is by Theorem 3 in "
                "[267]'", "L6462"),
    statement="(C.245), first step: ||U^^T w-bar_j* - v^_j|| <= K^{3/2} / delta_K^2(W*) ||R_3 - R^_3|| (explicit '<='), "
              "v^_j the directions of the rank-K decomposition of R^_3, R_3 = Q_3(U^, U^, U^).",
    statement_tex=r"\left\| \hat{\mathbf{U}}^\top \bar{\mathbf{w}}_j^* - \hat{\mathbf{v}}_j \right\| \leq "
                  r"\frac{K^{\frac{3}{2}}}{\delta_K^2(\mathbf{W}^*)} \|\mathbf{R}_3 - \hat{\mathbf{R}}_3\|",
    bound=B.c245first_printed, measure=_c245f_measure, strategy=_c245f_instances(), expect="erratum",
    no_correction_reason="a decomposition's direction error scales with ||R_3 - R^_3|| / min_j |c_j|, c_j = "
                         "E[phi'''(w_j*^T x)] ||w_j*||^3 / K (the rank-one weights of R_3), which delta_K^2(W*) does "
                         "not bound from below (c_j ~ a^3 against delta_K^2 ~ a^2, and E[phi'''] can vanish); [267]'s "
                         "Theorem 3 is not restated with its own constants.",
    evidence=(
        "Violated, for every decomposition method: R^_3 = sum_j c_j v^_j^{x3} with v^_1 = unit(v_1 + delta u) is an "
        "exactly rank-K tensor with linearly independent directions, whose decomposition is unique (Kruskal), so "
        "any exact method returns v^_1 (Jennrich's method recovers it in the measure); ||v_1 - v^_1|| ~ delta while "
        "||R_3 - R^_3||_F ~ 3 |c_1| delta, c_1 = E[phi'''(w_1*^T x)] ||w_1*||^3 / K. The ratio lhs / printed side is "
        "~ delta_K^2(W*) / (3 K^{3/2} |c_1|): for W* = a G it grows like 1/a as a -> 0 (E[phi'''] -> phi'''(0) = "
        "-1/8, c_1 ~ a^3, delta_K^2 ~ a^2). Measured (project code, Jennrich on a random symmetric perturbation, "
        "d = 3, K = 2, seed 0, m = 1, relative size 1e-6): ratio 2.4, 17, 169 at a = 1, 0.1, 0.01. Second path "
        "(own numpy: K = d = 2, W* = a I, own 2 x 2 simultaneous diagonalisation, delta = 1e-5): ratio 8.4, 33, "
        "327, 3266 at a = 1, 0.1, 0.01, 0.001. ||.|| is taken as the Frobenius norm (>= the spectral and flattening norms), so the "
        "crossing holds under each norm reading. Every hypothesis of Lemma C.6.2 holds (U^ = U)."),
    second_path=SP + "test_c245_first_step_direction_error_exceeds",
    mutants={"K^{3/2} dropped": B.c245first_mut_noK},
    auto_mutant=False,
    domain=(Param("d", 2, INF, integer=True, text="x in R^d", far=6, unreached="d <= 6"),
            Param("K", 2, INF, integer=True, text="K <= d neurons (K = 1: v = +-1, both sides' lhs 0)", far=6,
                  unreached="K <= d <= 6"),
            Param("a", 0, INF, lo_closed=False, text="W* = a G", far=3.0, unreached="a in [1e-3, 3]"),
            Param("delta", 0, INF, lo_closed=False, text="size of the perturbation (direction moved by delta)",
                  far=1e-2, unreached="delta in [1e-6, 1e-2] (first-order regime; larger perturbations leave "
                  "Lemma C.6.2's small-error regime)")),
    notes="(C.245)'s second step is thesis.ch4.eqC.245-second (algebra, holds).",
    settings={"ci": {"max_examples": 20, "budget_s": 4.0}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-20 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch4.L6446-deltaKQ2-upper': 'auditor D: confirmed',
    'thesis.ch4.L6446-deltaKQ3-upper': 'auditor D: confirmed',
    'thesis.ch4.eqC.245-first': 'auditor D: confirmed',
}, 'docs/audits/round20/thesis.md')
