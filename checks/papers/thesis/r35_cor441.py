"""thesis, Chapter 4 (App. C), round 35 (helper cor441): Corollary 4.4.1 cases (i) and (ii) (L1166-L1172, Table 4.1
L1144-L1152), left out of thesis.ch4.corollary4.4.1 (case (iii) only).

- ``thesis.ch4.corollary4.4.1-case-i``: ||Sigma_l|| -> 0, every other group fixed: n_sc (B, (C.93)) and v (q, (C.96))
  increase, but the closed forms E_w, E, E_l of (C.97)-(C.99) DEcrease (Table 4.1's column ||Sigma_l|| = o(1) prints
  O(1) - Theta(||Sigma_l||^3), an increase): their numerators sqrt(S2), S2 fall linearly in s = ||Sigma_l^{1/2}|| while
  Gamma = sum_j lam_j s_j^2 rho_j keeps the fixed groups' share G0 > 0 and loses group l's share lam_l s^2 rho_l, of
  order s^2. The check takes, per pair of grid points, the lower function of rho_l most favourable to the claim
  (anything in (0, rho_l]: every zeta_s, zeta_s', C_s of (C.29)/(C.31)), so the failure holds for all of them.
- ``thesis.ch4.corollary4.4.1-case-ii``: ||Sigma_l|| increasing from a constant >= max(1, the others' s_j) (the proof's
  ||Sigma_l^{1/2}|| = sigma_max > zeta_s, L5710, and >= max{1, zeta_s}, L5722): all five increase, for every admissible
  L_s (the bound is the least favourable member of Property 3 (5b)'s class, free of rho).

Sigma_j = s_j^2 I; W* with kappa <= 4; rho by the variance forms (thmcheck.models.group_imbalance.rho_torch).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r35_cor441 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Expect, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.thesis._common import PAPER, _src
from thmcheck.checks.papers.thesis.ch4_group_imbalance import _kappa_capped
from thmcheck.checks.strategies import SEEDS, log_uniform
from thmcheck.models import group_imbalance as GI

CLAIMS: list[Claim] = []

_POINTS = 7


def _base(draw: st.DrawFn, s_lo: float = 0.5, s_hi: float = 2.0) -> dict:
    """The fixed part of the GMM: d in {2, 3}, K in [1, d], L in {2, 3}, W* (kappa <= 4), the other groups' means
    (norm up to ~2) and s_j in [s_lo, s_hi] (log-uniform; [0.5, 2] by default, round 35; cases (i)/(ii) draw [0.02,
    50] since round 36), lambda Dirichlet, group l's mean: norm 0 (atom) or in [0.05, 2] along a random direction."""
    d = draw(st.integers(2, 3))
    K = d - draw(st.integers(0, d - 1))
    L = draw(st.integers(2, 3))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    W = _kappa_capped(rng.normal(size=(d, K))) * draw(log_uniform(0.5, 2.0))
    mus = rng.normal(0, 1, (L, d)) * draw(st.floats(0.0, 2.0)) / math.sqrt(d)
    s = np.exp(rng.uniform(math.log(s_lo), math.log(s_hi), L))
    lam = rng.dirichlet(np.ones(L) * 2)
    group = draw(st.integers(0, L - 1))
    u = rng.normal(size=d)
    m_l = draw(st.one_of(st.just(0.0), st.floats(0.05, 2.0)))
    mus[group] = m_l * u / np.linalg.norm(u)
    return {"d": d, "K": K, "L": L, "Wstar": W, "mus": mus, "s": s, "lam": lam, "group": group, "m_l": m_l,
            "lam_min": float(lam.min()), "seed": seed}


# The other groups are fixed at arbitrary values (L1166-L1168): their s_j are drawn log-uniform over 3.4 decades
# (round 36, helper t41; round 35 drew [0.5, 2]). 0.02 .. 50 keeps delta_K s_j <= ~100, where rho_torch is accurate.
_S_FIXED = (0.02, 50.0)


def _fixed_range(inst: dict) -> dict:
    others = [float(x) for j, x in enumerate(inst["s"]) if j != inst["group"]]
    return {"s_fixed_min": min(others), "s_fixed_max": max(others)}


@st.composite
def _case_i_instances(draw: st.DrawFn) -> dict:
    """Case (i): s = ||Sigma_l^{1/2}|| on a geometric grid from s_top = top min(1, 2 min_{j != l} s_j), top in
    [0.03, 0.45] (below every other s_j: the o(1) end; round 35's draws, others >= 0.5, are unchanged), down to
    s_top/100."""
    inst = _base(draw, *_S_FIXED)
    fx = _fixed_range(inst)
    top = draw(st.one_of(st.just(0.3), log_uniform(0.03, 0.45))) * min(1.0, 2.0 * fx["s_fixed_min"])
    return {**inst, **fx, "s_top": top, "s_bot": top / 100}


@st.composite
def _case_ii_instances(draw: st.DrawFn) -> dict:
    """Case (ii): s from c = f max(1, max_{j != l} s_j), f in [1, 3] (zeta_s existential: drawn), up to c T, T in
    [4, 30]."""
    inst = _base(draw, *_S_FIXED)
    fx = _fixed_range(inst)
    c = max(1.0, fx["s_fixed_max"]) * draw(st.floats(1.0, 3.0))
    return {**inst, **fx, "s_bot": c, "s_top": c * draw(log_uniform(4.0, 30.0))}


def _measure(inst: dict, grid: np.ndarray) -> tuple[dict, dict]:
    W, mus, s0, lam, l = inst["Wstar"], inst["mus"], np.asarray(inst["s"], float), inst["lam"], inst["group"]
    dK = float(np.linalg.svd(W, compute_uv=False)[-1])
    L = len(s0)
    norms = np.linalg.norm(mus, axis=1)
    rho_o = {j: GI.rho_group(W, mus[j], s0[j], dK) for j in range(L) if j != l}
    G0 = float(sum(lam[j] * s0[j] ** 2 * rho_o[j] for j in rho_o))
    rho_l, S2, D12, tau, smax = [], [], [], [], []
    for x in grid:
        s = s0.copy()
        s[l] = x
        rho_l.append(GI.rho_group(W, mus[l], x, dK))
        S2.append(float((lam * (norms + s) ** 2).sum()))
        D12.append(float((lam * (norms / s + 1) ** 12).sum()))
        tau.append(float(s.max() / s.min()))
        smax.append(float(s.max()))
    q = {"s": grid.tolist(), "S2": S2, "D12": D12, "tau": tau, "smax": smax, "rho_l": rho_l, "G0": G0,
         "lam_l": float(lam[l]), "m_l": float(norms[l]), "K": int(inst["K"])}
    terms = {"rho_min": float(min(min(rho_l), min(rho_o.values()))), "tau_range": [min(tau), max(tau)]}
    return q, terms


def _case_i_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The closed forms' ingredients on the grid; lhs = 1 against 1 + the smallest relative increase (sup over L_s)."""
    grid = np.geomspace(inst["s_bot"], inst["s_top"], _POINTS)
    q, terms = _measure(inst, grid)
    args = {k: q[k] for k in ("s", "S2", "D12", "tau", "smax", "rho_l", "G0", "lam_l", "m_l", "K")}
    for g in ("sup", "rho", "inf"):
        terms[f"ratio_{g}"] = B.case_i_ratios(**args, gamma=g)
    # the largest drop of E_w with the literal rho: where, how much, at which tau
    full = q["G0"] + q["lam_l"] * np.asarray(q["s"]) ** 2 * np.asarray(q["rho_l"])
    ew = np.sqrt(q["S2"]) / full
    terms["E_w_literal_top_to_bottom"] = float(ew[0] / ew[-1])
    terms["G0_over_group_l_share_at_top"] = float(q["G0"] / (full[-1] - q["G0"]))
    return Measurement(1.0, q, terms)


def _case_ii_measure(inst: dict, ctx: Ctx) -> Measurement:
    grid = np.geomspace(inst["s_bot"], inst["s_top"], _POINTS)
    q, terms = _measure(inst, grid)
    terms["ratio_worst"] = B.case_ii_ratios(**q)
    terms["ratio_literal_rho"] = B.case_ii_literal(**q)
    r = np.asarray(q["rho_l"])
    s = np.asarray(q["s"])
    terms["rho_l_nonincreasing"] = bool(np.all(np.diff(r) <= 0))
    terms["s2rho_l_nonincreasing"] = bool(np.all(np.diff(s**2 * r) <= 0))
    return Measurement(1.0, q, terms)


_RHO_POS = Assumption("rho_j > 0", "Property 3 (1): every rho_j on the grid is positive (resolved in float64)",
                      lambda q: q["rho_min"])

_COMMON_DOMAIN = (
    Param("L", 2, INF, integer=True, far=3, text="L >= 2 groups (L1066)", unreached="L in {2, 3}"),
    Param("d", 1, INF, integer=True, far=3, text="x in R^d", unreached="d in {2, 3}: the closed forms are free of d"),
    Param("K", 1, INF, integer=True, far=3, text="1 <= K <= d", unreached="K <= d <= 3"),
    Param("lambda_min", 0, 1, lo_closed=False, key="lam_min", far=1e-3, text="lambda_j in (0, 1), sum 1",
          unreached="Dirichlet(2) weights"),
    Param("m_l", 0, INF, far=2.0, text="||mu_l|| >= 0 (fixed along the path)", unreached="[0, 2] drawn"),
    Param("s_j (fixed groups), smallest", 0, INF, lo_closed=False, key="s_fixed_min", far=0.05,
          text="the other groups' ||Sigma_j^{1/2}|| fixed at any positive value (L1166-L1168)",
          unreached="log-uniform in [0.02, 50] (round 36; [0.5, 2] in round 35): delta_K s_j stays where rho_torch is "
                    "accurate (<= ~100)"),
    Param("s_j (fixed groups), largest", 0, INF, lo_closed=False, key="s_fixed_max", far=20.0,
          text="the other groups' ||Sigma_j^{1/2}|| fixed at any positive value (L1166-L1168)",
          unreached="log-uniform in [0.02, 50] (round 36)"),
)

CLAIMS.append(Claim(
    id="thesis.ch4.corollary4.4.1-case-i", paper=PAPER,
    source=_src("Corollary 4.4.1 (i), L1166-L1172; Table 4.1 column ||Sigma_l|| = o(1), L1144-L1160; proof (C.93), (C.96)-(C.104), "
                "L5700-L5777; L_s of Property 3 (5), (C.27)-(C.31)"),
    statement="When we vary one parameter of group l and fix all the others, the sample complexity n_sc, the "
              "convergence rate v, ||W_n - W*P||_F, the average risk fbar and the group-l risk fbar_l all increase "
              "(Table 4.1: B = O(||Sigma_l||^-3), v = 1 - Theta(||Sigma_l||^3), E_w, E, E_l = O(1) - Theta("
              "||Sigma_l||^3)) if (i) ||Sigma_l|| approaches 0. Encoded on the closed forms B (C.93), 1/q (C.96), "
              "E_w, E, E_l (C.97)-(C.99) along s = ||Sigma_l^{1/2}|| -> 0: each form at s_a < s_b exceeds its value "
              "at s_b.",
    kind="deterministic", comparison="<", bound=B.case_i_growth, measure=_case_i_measure,
    strategy=_case_i_instances(), assumptions=(_RHO_POS,), constants="explicit", auto_mutant=False,
    expect=Expect.ERRATUM,
    evidence="E_w, E and E_l of (C.97)-(C.99) decrease as ||Sigma_l|| -> 0 with the other groups fixed, for every lower "
             "function 0 < L_s <= rho_l (every zeta_s, zeta_s', C_s), while B and 1/q increase (tau^12, tau^K, D_12 "
             "grow). Mechanism: S2 = sum_j lam_j (||mu_j|| + s_j)^2 falls by ~2 lam_l ||mu_l|| s (linear in s; lam_l "
             "s^2 at mu_l = 0), while Gamma = G0 + lam_l s^2 L_s falls at most by lam_l s^2 rho_l (G0 > 0 the fixed "
             "groups' share): at the o(1) end the numerators win. Example: two groups, K = d = 2, W* = I, mu_1 = "
             "(0.6, 0.8), mu_2 = (-0.5, 0.5), s_2 = 1, lambda = (1/2, 1/2): over s in [0.003, 0.3] the smallest "
             "form(s_a)/form(s_b), most favourable L_s, is 0.970 (E_w), 0.903 (E), 0.755 (E_l) (B 7.2e3, 1/q 2.26); "
             "E_w first falls between s = 0.2 and 0.1 (tau = 5 -> 10). At mu_l = 0, E_l ~ s -> 0 (ratio 0.009 over "
             "the grid's two decades). All 25 scratch draws fail; see docs/cor441_r35.md. "
             "Second path: tests/test_thesis_r35_cor441.py (mpmath quadrature of (C.6), no project code). Referees E and "
             "F (docs/audits/round35/, own scripts): CONFIRMED FALSE AS PRINTED for E_w, E, E_l (E: 0.978, 0.903, "
             "0.755 on this example; F: six instances, E - E(0+) ~ +c s for mu_l != 0); both add that with tau held "
             "constant, as the proof's poly(tau) factor treats it, v decreases too (q rises to a positive limit), "
             "and that B grows faster than the printed O(||Sigma_l||^-3).",
    second_path="tests/test_thesis_r35_cor441.py::test_case_i_ew_decreases_for_every_lower_function",
    corrected=B.case_i_corrected,
    corrected_text="As ||Sigma_l|| -> 0 with the others fixed, n_sc (B) and v (1/q) increase for every L_s of Property 3 "
                   "(5a) (s^-1 L_s increasing below zeta_s'; the grid read below zeta_s'; round 36: the round-35 check "
                   "over every 0 < L_s <= rho_l failed once the fixed s_j were widened); "
                   "E_w, E, E_l of (C.97)-(C.99) tend to finite limits from above (O(1) + Theta(||Sigma_l||^{1/2}) for "
                   "mu_l != 0), i.e. the bounds on ||W_n - W*P||_F, fbar and fbar_l decrease.",
    mutants={"E_w increases too (Table 4.1's sign of Theta(||Sigma_l||^3), literal rho)": B.case_i_mut_ew,
             "q without (C.96)'s tau^K": B.case_i_mut_notau},
    domain=(Param("s", 0, INF, lo_closed=False, key="s_bot", far=0.3,
                  text="s = ||Sigma_l^{1/2}|| -> 0 (the o(1) column)",
                  unreached="s >= 3e-4 (s_top/100, s_top >= 0.03): the decrease is set by the linear term of S2, plain "
                            "long before"),) + _COMMON_DOMAIN,
    notes="Round 35 (helper cor441). Score: lhs = 1 < 1 + the smallest relative increase, over the five forms and all "
          "grid pairs (7 points, s_top/100 .. s_top), of form(s_a)/form(s_b) (s_a < s_b) with group l's Gamma share "
          "taken most favourable to the claim per pair (0 at s_a, lam_l s_b^2 rho_b at s_b; Property 3 (5a) only "
          "restricts L_s further, so a failure here is a failure for every zeta_s, zeta_s', C_s). The fixed groups "
          "keep rho_j (their parameters are fixed; (C.96)'s r(...) keeps rho for the groups not varied); a smaller "
          "fixed share G0 (their own lower functions) makes E_w's denominator relatively more s-dependent: the "
          "term G0_over_group_l_share_at_top says how far G0 could shrink before the literal ratio flips. tau = "
          "sigma_max/sigma_min: Section 4.3 assumes tau = Theta(1) (L1126) for Theorem 2; the corollary does not "
          "restate it, and ||Sigma_l|| -> 0 with the others fixed sends tau -> inf; not encoded as an assumption "
          "(E_w, E, E_l are tau-free; in the evidence's example E_w first falls at tau = 5 -> 10). The "
          "tau-dependent poly(kappa, eta, tau, delta_1) of (4.10)-(4.12) is a separate factor; Table 4.1 rows are "
          "E_w, E, E_l themselves.",
    atol=1e-9, settings={"ci": {"max_examples": 12, "budget_s": 4.0}},
))

CLAIMS.append(Claim(
    id="thesis.ch4.corollary4.4.1-case-ii", paper=PAPER,
    source=_src("Corollary 4.4.1 (ii), L1166-L1172; Table 4.1 column ||Sigma_l|| = Omega(1), L1144-L1160; proof (C.93)-(C.96), "
                "(C.105)-(C.109), L5700-L5790; Property 3 (5b)"),
    statement="When we vary one parameter of group l and fix all the others, n_sc, v, ||W_n - W*P||_F, fbar and fbar_l "
              "all increase if (ii) ||Sigma_l|| increases from some constant (Table 4.1: B = O(||Sigma_l||^3), v = 1 - "
              "Theta(1/(1 + ||Sigma_l||)), E_w = O(sqrt(||Sigma_l||)), E, E_l = O(||Sigma_l||)). Encoded on the closed "
              "forms B (C.93), 1/q (C.96), E_w, E, E_l (C.97)-(C.99) along s = ||Sigma_l^{1/2}|| from c >= max(1, "
              "zeta_s, the others' s_j) upward.",
    kind="deterministic", comparison="<", bound=B.case_ii_growth, measure=_case_ii_measure,
    strategy=_case_ii_instances(), assumptions=(_RHO_POS,), constants="explicit", auto_mutant=False,
    mutants={"B without sigma_max^6 tau^12 (D_12/Gamma^2 alone)": B.case_ii_mut_d12,
             "E_w over (C.93)'s share lam_l s^2 L_s in place of (C.95)'s lam_l L_s": B.case_ii_mut_ew_s2},
    domain=(Param("s", 0, INF, key="s_top", far=20.0, text="s = ||Sigma_l^{1/2}|| increasing from a constant",
                  unreached="up to 30 x the start (<= 180): every ratio is a closed form in s, rho does not enter the "
                            "score"),) + _COMMON_DOMAIN,
    notes="Round 35 (helper cor441). The constant of (ii) is read from the proof: ||Sigma_l^{1/2}|| = sigma_max > zeta_s "
          "(B, L5710) and >= max{1, zeta_s} (v, L5722): the path starts at c = f max(1, others' s_j), f in [1, 3] "
          "(zeta_s drawn). Score: 1 + the smallest relative increase of the five forms between neighbouring grid "
          "points (7 points, c .. cT), least favourable over Property 3 (5b)'s class: (C.95) puts lam_l L_s "
          "(non-increasing) into Gamma for q and E_w, E, E_l (which 'follow the analysis of q', L5744): Gamma "
          "non-increasing, worst constant; (C.93) puts lam_l s^2 L_s into B: Gamma grows at most like s^2. Then "
          "E_w ~ sqrt(S2), E ~ S2, E_l ~ sqrt(S2)(||mu_l|| + s), 1/q ~ tau^K S2 and B ~ s^18 D_12 / s^4 increase "
          "for every admissible L_s (with s_l = sigma_max, s^18 D_12 rises since |d log D_12/d log s| < 12). rho "
          "enters only the terms: rho_l_nonincreasing, s2rho_l_nonincreasing (s^2 rho_l often rises first, from the "
          "start to ~2x it), and ratio_literal_rho (the forms with rho_l itself, (C.97)-(C.99) literally: E_w falls "
          "near the start in 21 of 30 scratch draws, down to 0.10 of its value between neighbouring points, as group "
          "l's share lam_l s^2 rho_l of Gamma first rises; as the literal forms of case (iii) do; a note, not an erratum: the thesis routes the "
          "monotonicity through L_s, (C.95)). Not "
          "encoded: a start below the others' sigma_max (the proof's sigma_max condition), where D_12's fall can "
          "make B decrease.",
    atol=1e-9, settings={"ci": {"max_examples": 12, "budget_s": 4.0}},
))
