"""thesis, Appendix D (round 25, helper thesisX): (D.97) L7602, a step of Lemma D.2.13's proof, the row left 'open'
since round 18 because its W^, V^ were taken for an uncomputable existential pair.

- ``thesis.ch5.lemmaD.2.13-D.97-Astar``: (D.97) E_{W^rho, V^rho}|f_r - g_r| at the update W_t + sqrt(eta) W^ Sigma,
  V_t + sqrt(eta) Sigma V^ <= O~(||q^T A*||_1 ||A*||_inf^2 eps0 eta) + O_p(eta^{1.5}), with the lemma's A* = A P*
  ((D.93)-(D.94) are written with A*; (5.8) allows p_l* = p for every l, A* = p A). Its eta -> 0 limit over eta is
  Lemma D.2.11's limit with eta' = sqrt(eta), W'' = W^, V'' = V^ (the proof says so: 'By Lemma D.2.11'), computed by
  round 18/20's closed form of the second-layer sign-change part (a lower bound) at A* = p A. W^, V^ are the proof's
  pair: (D.45)-(D.46) (Lemma D.2.4's construction, which the proof of Lemma D.2.13 improves on through [58]'s
  C.32-C.34) fix V^ = (C0 C''/C)^{-1/2} sum_k c_k*/m2 (v h(...) sum_r c_{i,r})_i, whose scale does not vanish with p
  (h must reproduce Phi(0) != 0 in expectation, L7141). At any V^ whose scale does not shrink with p, the left side
  is ~ p^2 (the second-layer input Z = A*((A* X W + B_1) . D_w) ~ p: B_1 is not multiplied by A*; the flip density
  ~ 1/||Z|| ~ 1/p; the value change ~ p; q^T A* ~ p), the right side ~ p^3: the ratio grows like 1/p.

Bounds in ``thmcheck.bounds.thesis.r25_thesisX``; second path in ``tests/test_thesis_r25_thesisX.py``.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r25_thesisX as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r18_thesisD as D18
from thmcheck.checks.papers.thesis import r20_thesisD as R20
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r25_thesisX.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ====================================== (D.97) L7602 at A = A*: lim_{eta -> 0} E|f_r - g_r| / eta


def _d97_measure_n(inst: dict, n_rho: int) -> Measurement:
    """Round 20's Lemma D.2.11-at-A* rows (thesis.ch5.lemmaD.2.11-L7424-Astar) with W'' = W^ (column norms tinf) and
    V'' = V^ (column norms tvinf): the median over 5 initializations of the second-layer sign-change part of lim_{eta
    -> 0} E_{W^rho, V^rho}|f_r - g_r|/eta at W_t = 0, V_t = 0 (a lower bound on (D.97)'s left side over eta)."""
    rows, q = R20._l7424_rows(inst, n_rho)
    m1, m2 = float(inst["m1"]), float(inst["m2"])
    return Measurement(float(np.median([r[0] for r in rows])),
                       {"qA1n": q["qA1"], "ainf": q["ainf"], "eps0": float(inst["eps0"])},
                       {"per initialization": [float(f"{r[0]:.6e}") for r in rows],
                        "skipped units (Z_n' = 0)": sum(r[1] for r in rows), "p (A* = p A)": q["p"],
                        "||W^||_F": float(inst["tinf"]) * math.sqrt(m1),
                        "||V^||_F": float(inst["tvinf"]) * math.sqrt(m2), "graph": inst["graph"]})


def _d97_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    return _d97_measure_n(inst, D18.D211_RHO)


def _d97_exact(inst: dict) -> Measurement:
    """Re-measure with 4 times the W^rho draws."""
    return _d97_measure_n(inst, 4 * D18.D211_RHO)


@st.composite
def _d97_instances(draw: st.DrawFn) -> dict:
    """Round 18's graphs (hub family or G(N, p)), m1 in 2..64, m2 in 1..64 (its _d211_instances), p log-uniform in
    [1e-4, 1e2] (atoms 1e-4, 1e-2, 1), eps0 log-uniform in [1e-3, 1) (atom 0.5), V^'s column norm tvinf at a
    log-position of [1e-6, 1/sqrt(m2)] (||V^||_F <= 1), W^'s column norm tinf in {0} or log-uniform in [1e-6,
    1/sqrt(m1)] (||W^||_F <= 1)."""
    base = draw(D18._d211_instances())
    m1, m2 = int(base["m1"]), int(base["m2"])
    tv_hi, tw_hi = 1.0 / math.sqrt(m2), 1.0 / math.sqrt(m1)
    tv = draw(st.one_of(st.just(tv_hi), log_uniform(1e-6 * tv_hi, tv_hi)))
    tw = draw(st.one_of(st.just(0.0), log_uniform(1e-6 * tw_hi, tw_hi)))
    return {**base, "tinf": float(tw), "tvinf": float(tv), "p": float(draw(R20._p_draw())),
            "eps0": float(draw(st.one_of(st.just(0.5), log_uniform(1e-3, 0.999))))}


_D97_BASE = {"graph": "hubs", "k": 4, "H": 16, "N": 2, "p_edge": 0.0, "d": 1, "m1": 16, "m2": 16, "seed": 0,
             "tinf": 0.0, "tvinf": 0.25, "eps0": 0.5}


def _mv97_p(inst: dict, t: float) -> dict:
    """p = t -> 0 on the hub graph k = 4, H = 16, m1 = m2 = 16, W^ = 0, V^ of column norm 1/4 (||V^||_F = 1),
    eps0 = 1/2."""
    return {**inst, **_D97_BASE, "p": float(t)}


def _mv97_p_small(inst: dict, t: float) -> dict:
    """The same with ||V^||_F = 1e-3 (column norm 2.5e-4) and ||W^||_F = 1e-3: a smaller fixed pair moves the ratio
    by its square and the 1/p growth stays."""
    return {**inst, **_D97_BASE, "tvinf": 2.5e-4, "tinf": 2.5e-4, "p": float(t)}


def _mv97_p_gnp(inst: dict, t: float) -> dict:
    """p = t -> 0 on G(5, 0.6) with unit features in R^2 (seed 3), m1 = 32, m2 = 8, W^ = 0, ||V^||_F = 1."""
    return {**inst, **_D97_BASE, "graph": "gnp", "N": 5, "p_edge": 0.6, "d": 2, "seed": 3, "m1": 32, "m2": 8,
            "tvinf": 8**-0.5, "p": float(t)}


def _mv97_m(inst: dict, t: float) -> dict:
    """m1 = m2 = t at p = 1e-2 on the hub graph, W^ = 0, ||V^||_F = 1 (column norm 1/sqrt(m2))."""
    m = int(round(t))
    return {**inst, **_D97_BASE, "m1": m, "m2": m, "tvinf": m**-0.5, "p": 1e-2}


_D97_DIRS = (
    Direction("||A*|| -> 0 (p -> 0), hub graph, ||V^||_F = 1, W^ = 0", "p", 0.0, how="path", move=_mv97_p,
              points=(1.0, 1e-1, 1e-2, 1e-3, 1e-4),
              reason="the flip mass of a second-layer unit is (q^T A*)_n' |c_j| p_y(0) E delta^2/2 with delta = Z Sigma "
                     "V^ ~ p (Z = A*((A* X W + B_1) . D_w) ~ p) and p_y(0) ~ 1/p: the limit is ~ p^2 against "
                     "||q^T A*||_1 ||A*||_inf^2 eps0 ~ p^3"),
    Direction("p -> 0 with a small fixed pair (||V^||_F = ||W^||_F = 1e-3)", "p", 0.0, how="path",
              move=_mv97_p_small, points=(1.0, 1e-1, 1e-2, 1e-3, 1e-4),
              reason="the limit is a quadratic form in (W^, V^): a smaller pair fixed before p moves only the level"),
    Direction("p -> 0 on G(5, 0.6), d = 2", "p", 0.0, how="path", move=_mv97_p_gnp,
              points=(1.0, 1e-1, 1e-2, 1e-3, 1e-4), reason="the same mechanism on a graph with unit features"),
    Direction("eps0 -> 0 (searched)", "eps0", 0.0, how="search",
              reason="drawn over [1e-3, 1): the right side is linear in eps0 while the left side does not depend on "
                     "it at a fixed pair; at a fixed width the ratio grows like 1/eps0, which Theorem 5.3.1's m >= "
                     "poly(1/eps) (5.17) may absorb (as thesis.ch5.lemmaD.2.12-D.88), so it is not a path here"),
    Direction("graph, widths, the pair's norms (searched)", "k", INF, how="search",
              reason="round 18's hub family and G(N, p) graphs, m1, m2, ||W^||_F, ||V^||_F <= 1 drawn, p over [1e-4, "
                     "1e2]"),
    Direction("m1 = m2 -> inf at p = 1e-2", "m1", INF, how="path", move=_mv97_m,
              points=(4.0, 8.0, 16.0, 32.0, 64.0), grows=("m1", "m2"),
              reason="the widths at a fixed p: Table D.2's sigma_v = m2^{-0.51} and ||V^||_F = 1 spread over m1 m2 "
                     "entries; (D.97)'s right side has no width"),
    Direction("m2 (searched)", "m2", INF, how="search", reason="1..64 drawn"),
    Direction("||W^||_F (searched)", "tinf", 0.0, how="search",
              reason="{0} u [1e-6, 1] drawn: the W^ part of the flip mass is ~ p^4 (round 20), below the V^ part"),
    Direction("||V^||_F (searched)", "tvinf", 0.0, how="search",
              reason="[1e-6, 1] drawn: the limit is quadratic in the pair, the right side does not see it"),
    Direction("p -> inf (searched)", "p", INF, how="search", reason="drawn up to 1e2 (c1 'sufficiently large' in "
                                                                    "(5.8)); Z ~ p^2 there"),
)

_D97_DOMAIN = D18._D211_DOMAIN[:3] + (
    Param("tinf", 0, INF, text="W^ with ||W^||_F <= 1 (Lemma D.2.13); 'tau_{w,inf} <= 1/m1^{1000}' (L7598)",
          unreached="||W^||_F in {0} u [1e-6, 1] drawn (column norm tinf = ||W^||_F/sqrt(m1)); L7598's cap "
                    "m1^{-1000} is not in float range: the limit is a quadratic form in (W^, V^), so at the caps it "
                    "is the drawn value times the caps' squares and the 1/p growth is the same (crossing below p ~ "
                    "m^{-4000})"),
    Param("tvinf", 0, INF, lo_closed=False, text="V^ with ||V^||_F <= 1 (Lemma D.2.13); 'tau_{v,inf} <= "
          "1/m2^{2000}' (L7598)",
          unreached="||V^||_F in [1e-6, 1] drawn (column norm tvinf = ||V^||_F/sqrt(m2)); L7598's cap m2^{-2000} is "
                    "not in float range (quadratic, as tinf); (D.46)'s construction has columns ~ sqrt(m1)/m2 "
                    "(Lemma D.2.4), inside the drawn range"),
    Param("p", 0, INF, lo_closed=False, far=1e3, text="p_l* = p for every l ((5.8): 0 <= p_l* <= c1/(L psi_l)), "
          "A* = p A", unreached="[1e-4, 1e2] drawn and on the paths; non-uniform P* not drawn (the uniform one "
                                "already crosses)"),
    Param("eps0", 0, 1, lo_closed=False, hi_closed=False, text="eps0 in (0, 1) (Lemma D.2.13)",
          unreached="[1e-3, 0.999] drawn; eps0 -> 0 at a fixed width is searched, not a path (see the direction)"),
)

CLAIMS.append(Claim(
    id="thesis.ch5.lemmaD.2.13-D.97-Astar", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.97), proof of Lemma D.2.13, App. D.2 (g_r, f_r (D.93)-(D.94) L7552-L7556 with A*; the update "
                "W_t + sqrt(eta) W^ Sigma, V_t + sqrt(eta) Sigma V^ L7572-L7576; ||W^||_F, ||V^||_F <= 1 L7546; "
                "'By Lemma D.2.11' L7600; W^, V^ of (D.45)-(D.46) L6976-L6978; A* = A P* (5.6) L1421, (5.8) L1441; "
                "Table D.2's sigma_w, sigma_v; initialization L1485)", "L7598-L7602, L1552, L1590"),
    statement="(D.97): for every r, E_{W^rho, V^rho}[|f_r(q, A*, X, W + W^rho + W~ Sigma, V + V^rho + Sigma V~) - "
              "g_r(...)|] <= O~(||q^T A*||_1 ||A*||_inf^2 eps0 eta) + O_p(eta^{1.5}), W~ = W_t + sqrt(eta) W^ Sigma, "
              "V~ = V_t + sqrt(eta) Sigma V^ (f_r with the sign patterns at the update, g_r at W_t, V_t), at the "
              "lemma's A* = A P* (p_l* = p for every l: A* = p A, (5.8)). O_p(eta^{1.5})/eta -> 0, so lim_{eta -> 0} "
              "lhs/eta <= C ||q^T A*||_1 ||A*||_inf^2 eps0 with one constant for every graph, width, eps0 and p, "
              "and for the proof's pair (W^, V^), fixed before p (its (D.46) scale does not vanish with p). "
              "Checked at W_t = V_t = 0: the second-layer sign-change part of the limit (a lower bound), median over "
              "5 initializations, q = e_root.",
    statement_tex=r"\mathbb{E}_{\mathbf{W}^\rho, \mathbf{V}^\rho} [|f_r - g_r|] \leq \tilde{O}(\|\mathbf{q}^\top "
                  r"\mathbf{A}^*\|_1 \|\mathbf{A}^*\|_\infty^2 \epsilon_0 \eta) + O_p(\eta^{1.5})",
    bound=B.d97_shape, measure=_d97_measure, exact=_d97_exact, strategy=_d97_instances(),
    constants="hidden", uniform=True, expect="erratum", rtol=1e-6, atol=0.0,
    directions=_D97_DIRS, domain=_D97_DOMAIN,
    evidence=(
        "(D.97) is stated 'By Lemma D.2.11' (L7600): its eta -> 0 limit over eta is Lemma D.2.11's limit with "
        "eta' = sqrt(eta), W'' = W^, V'' = V^, and the proof applies it with A* (the network (D.93)-(D.94)). With "
        "A* = p A ((5.8) allows every p_l* = p in (0, c1/(L psi)]) the second-layer input Z = A*((A* X (W + W^rho) + "
        "B_1) . D_w) is ~ p (B_1 is not multiplied by A*), the density of a second-layer pre-activation at 0 ~ 1/p, "
        "the change delta = Z Sigma V^ ~ p and q^T A* ~ p, so lim lhs/eta ~ p^2 while ||q^T A*||_1 ||A*||_inf^2 "
        "eps0 ~ p^3. ci path (hub graph k = 4, H = 16, m1 = m2 = 16, W^ = 0, ||V^||_F = 1, eps0 = 1/2, median of 5 "
        "initializations): lhs/shape = 0.0158, 0.119, 1.20, 12.0, 120; with ||V^||_F = ||W^||_F = 1e-3: 2.5e-7, 1.6e-7, 1.2e-6, 1.2e-5, 1.2e-4; G(5, 0.6), d = 2, m1 = 32, "
        "m2 = 8: 0.0079, 0.088, 0.88, 8.9, 88.5 at p = 1, 0.1, 0.01, 1e-3, 1e-4: the ratio grows like 1/p at every fixed width (along m1 = m2 = 4 .. 64 at p = 1e-2 it falls only slowly, 1.29, 1.03, 1.20, 0.67, 0.46, and (5.17)'s width m >= poly(..., ||A*||_inf, 1/eps) does not grow as ||A*||_inf -> 0: its polynomial increases in ||A*||_inf, Figure 5.2 L1590, as round 19's thesis.ch5.lemmaD.2.12-D.88-Astar takes it) (the ci run extends the first path to p = 1e-6, log-slope -0.99). Second path (own numpy, one node, Monte Carlo at eta = 1e-4): |f - g|/(eta p^3 eps0) = 0.046, 0.20, 2.3, 19 at p = 1 .. 1e-3. The pair: the lemma only says "
        "||W^||_F, ||V^||_F <= 1 (L7546); the proof takes them from [58]'s C.32-C.34 and Lemma D.2.4's (D.45)-"
        "(D.46), V^ = (C0 C''/C)^{-1/2} sum_k c_k*/m2 (v h(sqrt(m2) sum_j v*_{1,j} alpha_{i,j}, B_2(i)) sum_r "
        "c_{i,r})_i, a formula with no p in it but through C0, C'', C (complexities that tend to constants as "
        "||A*||_inf -> 0) and Lemma D.2.7's h (L7141, bounded by C''); and the pair is what gives (D.92)'s first "
        "branch its decrease: (D.98)'s first-order term eta G^(b,b)(q, A*, X, W^, V^) is linear in the pair, so a pair "
        "shrinking with p shrinks that gain with it. (D.97) could hold only for a V^ shrinking like p^{1/2}, "
        "which nothing printed provides; the flip mass is a quadratic form in (W^, V^), so the "
        "'tau_{w,inf} <= m1^{-1000}, tau_{v,inf} <= m2^{-2000}' of L7598 (which contradict Lemma D.2.4's ||W^||_{2,inf} "
        "<= C0/m1, ||V^||_{2,inf} <= sqrt(m1)/m2) lower the level by their squares and leave the 1/p growth (crossing "
        "below p ~ m^{-4000} there). The same mechanism as round 20's thesis.ch5.lemmaD.2.11-L7424-Astar and "
        "thesis.ch5.lemmaD.2.9-D.70-Astar (a fixed V' against ||q^T A*||_1 ||A*||_inf^2: ratio ~ 1/p). Second path: "
        "tests/test_thesis_r25_thesisX.py::test_d97_astar_one_node (own numpy: one node, A* = [p], finite eta, Monte "
        "Carlo over W^rho, V^rho of |f - g|/eta against p^3)."),
    no_correction_reason="the left side is ~ ||q^T A*||_1 ||Z|| (||V^||^2-scale) with ||Z|| ~ ||A*||_inf (||A*||_inf "
                         "+ ||B_1||): a bound needs ||A*||_inf^1-type factors (as round 20 found for Lemma D.2.11 at "
                         "A*) and the first-layer part (not computed here) its own derivation; none is proposed",
    second_path=SP + "test_d97_astar_one_node",
    mutants={"||A*||_inf^3 for ||A*||_inf^2 (smaller still as ||A*|| -> 0)": B.d97_mut_cube},
    auto_mutant=False,
    notes="Round 25 (thesisX): the row L7602 was 'open' (rounds 18-20: W^, V^ an existential pair, the scale in p "
          "not printed). The pair is the proof's (D.45)-(D.46) (Lemma D.2.4's construction), whose scale does not "
          "depend on p; round 19's eps0 -> 0 at fixed m (absorbed by (5.17)'s width, as (D.88)) is a searched "
          "direction only. W_t = V_t = 0 is one of the lemma's 'any W_t, V_t' (its loss window L' in [(1 + gamma) "
          "OPT + Omega(q^T A* 1 ||A*||_inf^4 eps0/gamma), O~(1)] has a lower end ~ p^5 -> 0).",
    settings={"ci": {"max_examples": 6, "budget_s": 5.0, "path_starts": 1}},
))
