"""Round 12 (helper chenliB): chenli Section 6.4's xi window and the first part of (77).

- ``chenli.display.eq77-first`` (L1638, used at L1765-L1767): 'm kappa << lambda exp(-1/nu) ... where the former
  inequality follows by Eq. (69)'. nu is not free: (75) defines it as Theta(log m + log log Q)^{-1} with Q :=
  (k e^{beta^2})^{Theta(1/lambda)}/xi, and (76) fixes its constant so that exp(-1/(2 nu)) = c_* = Theta(m log Q)^{-1}
  ((72)), i.e. exp(-1/nu) = c_*^2. (69) only gives log Q <~ lambda/(m kappa); at (69)'s end of the xi window
  m kappa exp(1/nu)/lambda ~ m^3 kappa (lambda/(m kappa))^2/lambda = m lambda/kappa ~ m^{15/2} log^2 d/(c lambda^{11/2})
  (kappa of (7)), unbounded in d. Uniform check with every Theta(1) read as 1 and every '<<' / '>>' as a factor 10.

- ``chenli.display.eq165-by-eq68`` (L1863-L1867): '(68) ensures' Theorem B.4's (165); the xi_bar term is first order in
  xi against exp(-||a||^2/4r^2) = (k e^{beta^2})^{-Theta(m/lambda)}, while (68)'s exponent has no m: fails as m grows
  (m up to Assumption 11's m1_bar).
- ``chenli.cor6.10`` (L1705-L1707): Corollary 6.10's printed hidden-constant shape (literal S^c: identically 0; reading
  S: Hoelder from Item 2).

The lemma's other hypotheses are encoded (Assumption 1, (7), (8), Assumption 11's m1_bar, (68), Section 4.3), and
Assumption 11's m2_bar under the reading k^{O(1/lambda)} (as printed, k^{O(1/kappa)}, it admits no m >= 1 at large d:
chenli.display.sec4-assump11-constant-m).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r12_chenliB as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges

CLAIMS: list[Claim] = []

_LOG10 = math.log(10.0)


def _l1638_q(inst: dict) -> dict:
    """The printed parameters at the instance, in logs. lambda between its floor ((8) at r_Theta <= d^{1/4}/10 and
    Assumption 11's m <= lambda log d/(10 log k), v = 1) and 0.999 at fraction tl; kappa of (7); R = k e^{beta^2};
    log Q = log(R^{1/lambda}/xi) between (68)'s end (xi = R^{-1/lambda}/10) and (69)'s end (xi = 10 R^{1/lambda}/
    e^{lambda/(m kappa)}) at fraction u (u = 1: (69)'s end, the smallest xi)."""
    ld, m, k, c7, c8 = float(inst["ld"]), int(inst["m"]), float(inst["k"]), float(inst["c7"]), float(inst["c8"])
    beta = float(inst["beta"])
    llog = c8 * math.log(ld + math.log(m) + math.log(k))  # log of log^c(dmk)
    l_floor8 = (math.log(100.0) + llog + 6.5 * math.log(m) + 2.0 * math.log(ld) - math.log(c7) - ld / 4.0) / 7.5
    l_floor11 = math.log(10.0 * m * math.log(k) / ld)
    l_floor = max(l_floor8, l_floor11)
    l_top = math.log(0.999)
    llam = l_floor + float(inst["tl"]) * (l_top - l_floor)
    lam = math.exp(llam)
    lk = math.log(c7) + 6.5 * llam - 6.5 * math.log(m) - 2.0 * math.log(ld)  # (7)
    log_r_lo = _LOG10 + llog - lk - llam  # (8)'s lower end, '<<' a factor 10
    log_r_hi = ld / 4.0 - _LOG10  # (8)'s upper end
    log_R = math.log(k) + beta * beta
    lam_over_mk = math.exp(llam - math.log(m) - lk)  # lambda/(m kappa)
    lq_lo = 2.0 * log_R / lam + _LOG10  # (68): xi <= R^{-1/lambda}/10
    lq_hi = lam_over_mk - _LOG10  # (69): xi >= 10 R^{1/lambda} e^{-lambda/(m kappa)}
    log_q = lq_lo + float(inst["u"]) * (lq_hi - lq_lo)
    return {"lam": lam, "log_lam_floor": l_floor, "log_kappa": lk, "log_r_lo": log_r_lo, "log_r_hi": log_r_hi,
            "lq_lo": lq_lo, "lq_hi": lq_hi, "log_q": log_q, "lam_over_mk": lam_over_mk, "m": m, "ld": ld,
            "m1_bar": lam * ld / (10.0 * math.log(k))}


def _measure_l1638(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = m kappa exp(1/nu)/lambda with exp(1/nu) = c_*^{-2} = (m log Q)^2 ((72), (76); Theta's constant 1)."""
    q = _l1638_q(inst)
    m = int(inst["m"])
    l_enu = 2.0 * math.log(m * q["log_q"])  # log exp(1/nu)
    l_lhs = math.log(m) + q["log_kappa"] + l_enu - math.log(q["lam"])
    return Measurement(math.exp(l_lhs), {"log_q": q["log_q"], "m": m, "log_kappa": q["log_kappa"], "lam": q["lam"]},
                       {"lambda": q["lam"], "log kappa": q["log_kappa"], "log Q": q["log_q"],
                        "log Q at (69)'s end": q["lq_hi"], "log Q at (68)'s end": q["lq_lo"],
                        "nu": 1.0 / l_enu if l_enu > 0 else math.inf, "c_*": 1.0 / (m * q["log_q"]),
                        "lambda/(m kappa)": q["lam_over_mk"], "m1_bar": q["m1_bar"],
                        "log r_Theta window": (q["log_r_lo"], q["log_r_hi"])})


def _exact_l1638(inst: dict) -> Measurement:
    """The same in mpmath at 50 digits, from (7), (68), (69), (72), (76) directly (lambda from the float floor)."""
    import mpmath as mp

    q = _l1638_q(inst)
    with mp.workdps(50):
        ld, m, k, c7 = mp.mpf(inst["ld"]), int(inst["m"]), mp.mpf(inst["k"]), mp.mpf(inst["c7"])
        lam = mp.e ** (mp.mpf(q["log_lam_floor"]) + mp.mpf(inst["tl"]) * (mp.log(mp.mpf("0.999"))
                                                                         - mp.mpf(q["log_lam_floor"])))
        kap = c7 * lam ** mp.mpf(6.5) / (m ** mp.mpf(6.5) * ld**2)
        logR = mp.log(k) + mp.mpf(inst["beta"]) ** 2
        lo = 2 * logR / lam + mp.log(10)
        hi = lam / (m * kap) - mp.log(10)
        logQ = lo + mp.mpf(inst["u"]) * (hi - lo)
        lhs = m * kap * (m * logQ) ** 2 / lam
    return Measurement(float(lhs), {"log_q": float(logQ), "m": m, "log_kappa": float(mp.log(kap)), "lam": float(lam)},
                       {}, exact=True)


def _l1638_instances() -> st.SearchStrategy:
    @st.composite
    def draw(d: st.DrawFn) -> dict:
        m = int(d(st.one_of(st.sampled_from([1, 2, 3]), st.integers(1, 12))))
        return {
            "ld": float(d(with_edges(log_uniform(150.0, 1e4), 400.0, 1000.0))),
            "m": m,
            "k": float(d(with_edges(log_uniform(max(2.0, float(m)), 1e6), max(3.0, float(m))))),
            "c7": float(d(with_edges(log_uniform(1e-3, 1.0), 1.0))),
            "c8": float(d(with_edges(st.floats(1.0, 10.0), 3.0))),
            "beta": float(d(with_edges(st.floats(0.01, 3.0), 1.0))),
            "tl": float(d(with_edges(st.floats(0.0, 1.0), 0.0, 1.0))),
            "u": float(d(with_edges(st.floats(0.0, 1.0), 1.0, 0.0))),
        }

    return draw()


def _slacks(q: dict) -> dict:
    """The hypotheses' slacks, recomputed from the instance's own fields (the slack dict holds them)."""
    P = _l1638_q(q)
    m, k, lam = int(q["m"]), float(q["k"]), P["lam"]
    return {
        "(8)": P["log_r_hi"] - P["log_r_lo"],
        "A1": min(1.0 - lam, lam - 10.0 * m**1.5 * math.log(m) * math.exp(-0.5 * P["log_r_hi"])),
        "A11": (P["m1_bar"] - m) / m + 1e-12,
        "4.3": min(k - m, P["log_r_hi"] - math.log(k)),
        "window": min(P["lq_hi"] - P["log_q"] + 1e-9 * P["lq_hi"], P["log_q"] - P["lq_lo"] + 1e-9 * P["log_q"],
                      P["lq_hi"] - P["lq_lo"]),
        "nu": 1.0 - 1.0 / (m * P["log_q"]),
        # m2_bar read with k^{O(1/lambda)} (the printed k^{O(1/kappa)} admits no m >= 1 at large d:
        # chenli.display.sec4-assump11-constant-m), v = 1, Theta and O as 1, '<=' with a factor 10
        "m2": 9.0 * P["log_kappa"] + 3.0 * P["ld"] - 3.0 * math.log(P["ld"]) - math.log(k) / lam - _LOG10 - math.log(m),
    }


_L1638_ASSUMPTIONS = (
    Assumption("(8) ('<<' a factor 10 at both ends)", "10 log^c(dmk)/(kappa lambda) <= r_Theta <= d^{1/4}/10 for "
               "some r_Theta (the window is non-empty; r_Theta enters nothing else here)",
               lambda q: _slacks(q)["(8)"]),
    Assumption("Assumption 1", "0 < lambda < 1 and lambda >= 10 m^{3/2} log m/sqrt(r_Theta) at r_Theta = d^{1/4}/10",
               lambda q: _slacks(q)["A1"]),
    Assumption("Assumption 11, m <= m1_bar (Theta~ a factor 10, v = 1)", "m <= lambda log d/(10 log k)",
               lambda q: _slacks(q)["A11"]),
    Assumption("Section 4.3", "m <= k <= r_Theta (m <~ k <~ r_Theta^{Theta(1)})", lambda q: _slacks(q)["4.3"]),
    Assumption("(68) and (69) ('<<', '>>' factors 10; Theta(1/lambda) and O(.) as 1)",
               "10 R^{1/lambda}/e^{lambda/(m kappa)} <= xi <= R^{-1/lambda}/10, R = k e^{beta^2} (the window non-empty)",
               lambda q: _slacks(q)["window"]),
    Assumption("beta << min(d, ||Theta_1||_F), beta <~ 1 (Theorem 6.17)", "0 < beta <= 3 (||Theta_1||_F free up to "
               "(kd)^{O(m)}, Assumption 6)", lambda q: 3.0 - float(q["beta"])),
    Assumption("(75)-(76): nu > 0", "c_* = 1/(m log Q) <= 1 (exp(-1/nu) = c_*^2 <= 1)", lambda q: _slacks(q)["nu"]),
    Assumption("Assumption 11, m <= m2_bar, read with k^{O(1/lambda)}", "10 m <= kappa^9 d^3/(v^6 log^3 d "
               "k^{1/lambda}), v = 1 (as printed, k^{O(1/kappa)}, it admits no m >= 1 at large d: "
               "chenli.display.sec4-assump11-constant-m, whose record names k^{O(1/lambda)} as the likely intent)",
               lambda q: _slacks(q)["m2"]),
)


def _l1638_move_d(inst: dict, t: float) -> dict:
    """log d = t with xi at (69)'s end (u = 1)."""
    return {**inst, "ld": float(t), "u": 1.0}


def _l1638_move_u(inst: dict, t: float) -> dict:
    """xi's position: u = 1 - t (t -> 0: xi -> (69)'s end), at log d = 2000."""
    return {**inst, "ld": 2000.0, "u": 1.0 - float(t)}


def _l1638_move_m(inst: dict, t: float) -> dict:
    """m = t heads (k >= m, Section 4.3) at log d = 5000, lambda = 0.999, xi at (69)'s end."""
    m = int(round(t))
    return {**inst, "m": m, "k": max(float(inst["k"]), float(m)), "ld": 5000.0, "tl": 1.0, "u": 1.0}


CLAIMS += [
    Claim(
        id="chenli.display.eq77-first",
        catalog_id="chenli.lemma6.4",
        paper=PAPER,
        source=f"Lemma 6.4's proof, Eq. (77) first part, {SEED_FILE} L1638-L1640 (used at L1765-L1767; (69) L1545, "
               "(68) L1541, (72) L1581, (75) L1628, (76) L1632, kappa of (7) L439)",
        statement="'Observe that these satisfy m kappa << lambda exp(-1/nu) (77) ... where the former inequality "
                  "follows by Eq. (69)' (L1638-L1640; L1765-L1767 uses it as kappa exp(1/nu) ||Theta_1||_F^2 << "
                  "(lambda/m) ||Theta_1||_F^2), with nu of (75) whose constants (76) fixes (exp(-1/(2 nu)) = c_* = "
                  "Theta(m log Q)^{-1}, Q = (k e^{beta^2})^{Theta(1/lambda)}/xi) and xi any value in the window "
                  "(68)-(69): one absolute C with m kappa exp(1/nu)/lambda <= C over the lemma's hypotheses.",
        statement_tex=r"$$m\kappa \ll \lambda \cdot \exp(-1/\nu)$$",
        kind="step",
        comparison="<=",
        bound=B.one,
        measure=_measure_l1638,
        exact=_exact_l1638,
        strategy=_l1638_instances(),
        assumptions=_L1638_ASSUMPTIONS,
        constants="hidden",
        uniform=True,
        directions=(
            Direction("d -> inf with xi at (69)'s end", "ld", INF, move=_l1638_move_d,
                      points=(200.0, 400.0, 1000.0, 2000.0, 4000.0, 10000.0),
                      reason="log Q -> lambda/(m kappa): the ratio ~ m lambda/kappa = m^{15/2} log^2 d/(c lambda^{11/2})"),
            Direction("xi -> (69)'s end (u -> 1) at log d = 2000", "u", 0.0, move=_l1638_move_u,
                      points=(0.5, 0.1, 0.03, 0.01, 1e-3),
                      reason="the ratio grows like log^2 Q as xi falls through the window"),
            Direction("m -> inf at log d = 5000 (lambda = 0.999, xi at (69)'s end)", "m", INF, move=_l1638_move_m,
                      points=(1.0, 3.0, 10.0, 30.0),
                      reason="the ratio ~ m^{15/2} log^2 d/(c lambda^{11/2}) grows with m too"),
            Direction("lambda inside its window (tl), m, k, c of (7), c8 of (8), beta", "tl", 0.0, how="search",
                      reason="tl in [0, 1] (0: lambda at the floor (8) and m1_bar allow), m <= 12, k <= 1e6, c7 in "
                             "[1e-3, 1], c8 in [1, 10], beta in [0.01, 3]"),
        ),
        mutants={"max(1, sqrt(m^3 kappa/lambda) log Q) (the correction's square root)": B.eq77a_mut_sqrt,
                 "max(1, kappa log^2(Q)/lambda) (the correction without m^3)": B.eq77a_mut_no_m},
        expect="erratum",
        evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/chenli.md, auditor A): confirmed. (77)'s first part does not follow from (69). (76) fixes nu's constant: exp(-1/(2 nu)) = c_* = "
                 "Theta(m log Q)^{-1} with Q = (k e^{beta^2})^{Theta(1/lambda)}/xi ((72)), so exp(1/nu) = c_*^{-2} = "
                 "Theta(m log Q)^2 (with nu^{-1} = C(log m + log log Q) + C0, (76) forces C = 2). (69), xi >> "
                 "(k e^{beta^2})^{Theta(1/lambda)}/e^{lambda/(m kappa)}, gives only log Q <= lambda/(m kappa) - O(1), "
                 "and at that end of the window m kappa exp(1/nu)/lambda = m^3 kappa log^2(Q)/lambda ~ m lambda/kappa "
                 "= m^{15/2} log^2 d/(c lambda^{11/2}) (kappa of (7)): unbounded as d grows, whatever the Theta "
                 "constants (they rescale the ratio by a constant). Instance: m = 1, k = 3, beta = 1, c of (7) = 1, "
                 "c of (8) = 3, log d = 1000, lambda at the floor of (8) and Assumption 11 (lambda = 10 log 3/1000 "
                 "= 0.011), xi at (69)'s end (factor 10): m kappa exp(1/nu)/lambda = 6.0e16 (1.0e6 already at "
                 "lambda = 0.999), growing at least like log^2 d along d (4.1e10 at log d = 200, 1.9e24 at 1e4); "
                 "every encoded hypothesis holds ((7), (8) with r_Theta in its window, Assumption 1, Assumption 11's "
                 "m1_bar, and its m2_bar read with k^{O(1/lambda)} (as printed it admits no instance: "
                 "chenli.display.sec4-assump11-constant-m), Section 4.3, (68)-(69), beta <~ 1). The (69) "
                 "end of the window is allowed by Lemma 6.4 and by Theorem 6.17's (107). Consequence: L1765-L1767's "
                 "last step kappa exp(1/nu) F^2 << (lambda/m) F^2 (hence (83)-(85) in Case (B)) fails for xi near "
                 "(69)'s end; it holds when log Q <~ sqrt(lambda/(m^3 kappa)), i.e. with (69) strengthened to xi >> "
                 "(k e^{beta^2})^{Theta(1/lambda)} exp(-c sqrt(lambda/(m^3 kappa)))." +
                 " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
                 "constant: (8), Assumption 1, m1_bar, Section 4.3, (68)-(69) (factors 10), m2_bar (reading). "
                 "Outcome (a) the crossing survives every admissible value of the constant: along d -> inf every "
                 "factor-10 hypothesis holds for every constant eventually (kappa ~ 1/log^2 d, m = 1), (69)'s "
                 "constant moves log Q additively, and the ratio m kappa exp(1/nu)/lambda grows like log^2 d for "
                 "every choice of the Theta constants (they rescale it by a constant).",
        corrected=B.eq77a_corrected_shape,
        corrected_text="With exp(1/nu) = c_*^{-2} = Theta(m log Q)^2 ((72), (76)): m kappa exp(1/nu)/lambda <~ "
                       "max(1, m^3 kappa log^2(Q)/lambda); so (77)'s first part holds exactly when log Q <~ "
                       "sqrt(lambda/(m^3 kappa)), i.e. under the stronger lower bound xi >> (k e^{beta^2})^{Theta(1/"
                       "lambda)} exp(-c sqrt(lambda/(m^3 kappa))) in place of (69) (a non-empty window with (68), since "
                       "lambda/(m^3 kappa) ~ m^{7/2} log^2 d/lambda^{11/2} >> log R/lambda).",
        second_path="tests/test_chenli_r12_chenliB.py::test_eq77_first_second_path",
        domain=(
            Param("log d", 1.0, INF, key="ld", text="log d", unreached="log d in [150, 1e4] drawn, 1e4 on the path"),
            Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 12 drawn, 30 on its path"),
            Param("k", 2.0, INF, text="k", unreached="k <= 1e6: enters through log k"),
            Param("c", 0.0, 1.0, lo_closed=False, key="c7", text="c of (7) ('arbitrarily small')",
                  unreached="c >= 1e-3 drawn: a smaller c only lowers kappa and raises the ratio"),
            Param("c8", 0.0, INF, lo_closed=False, key="c8", text="c of (8) ('sufficiently large')",
                  unreached="c in [1, 10]: any fixed c is met at large enough log d (polylog vs d^{1/4})"),
            Param("beta", 0.0, INF, lo_closed=False, key="beta", text="beta << min(d, ||Theta_1||_F)",
                  unreached="beta in [0.01, 3] (Theorem 6.17: beta <~ 1); beta enters only (68)'s end of the window"),
            Param("tl", 0.0, 1.0, key="tl", text="lambda's position in [its floor, 0.999] (log scale)",
                  unreached="both ends drawn"),
            Param("u", 0.0, 1.0, key="u", text="xi's position in the (68)-(69) window (log Q scale; 1 = (69)'s end)",
                  unreached="both ends drawn"),
        ),
        settings={"ci": {"max_examples": 60, "budget_s": 4.0}},
    ),
]


# ------------------------------------------- Corollary 6.10, (79) (L1705-L1707): Hoelder from Lemma 6.8's Item 2
#
# As printed the left side is x^T (Theta_i)_{:,S^c} z_S: with the paper's shorthand (L1709: M_{:,S} zeroes the columns
# of M outside S) (Theta_i)_{:,S^c} keeps only the columns outside S, while z_S is supported on S, so the product is
# identically 0 and (79) holds trivially. Its use at L1825-L1827 (a_i = ... - x^T (Theta_i)_S X_{2,S}) needs
# (Theta_i)_{:,S} z_S: the reading "S". Under Item 2 (||Theta_i^T x||_inf <~ v sqrt(log d) ||Theta_i||_F/sqrt(d),
# its '<~' read as a factor 2) Hoelder gives |x^T (Theta_i)_{:,S} z_S| <= |S| ||Theta_i^T x||_inf. Instances: Theta
# Gaussian (or with a few columns at Assumption 4's cap v ||Theta||_F/sqrt(d)), x uniform signs, S the d' coordinates
# with the largest |(Theta^T x)_j| and z_S = their signs (the worst S and z: 'for any z'); v := Assumption 4's least
# v for this Theta (largest row/column norm times sqrt(d)/||Theta||_F, at least 1).


def _cor610_parts(inst: dict) -> dict:
    import numpy as np

    d, dp = int(inst["d"]), int(inst["dprime"])
    rng = np.random.default_rng(int(inst["seed"]))
    th = rng.standard_normal((d, d))
    if inst["kind"] == "heavy":  # a few columns at the largest norm Assumption 4 allows with v = vcap
        h = max(1, int(inst["n_heavy"]))
        th[:, :h] *= float(inst["vcap"])
    th *= float(inst["F"]) / np.linalg.norm(th)
    x = rng.choice([-1.0, 1.0], size=d)
    F = float(np.linalg.norm(th))
    v = max(1.0, math.sqrt(d) * max(float(np.linalg.norm(th, axis=0).max()), float(np.linalg.norm(th, axis=1).max()))
            / F)
    w = th.T @ x
    S = np.argsort(-np.abs(w))[:dp]
    z = rng.choice([-1.0, 1.0], size=d)
    z[S] = np.sign(w[S])
    zS = np.zeros(d)
    zS[S] = z[S]
    th_Sc = th.copy()
    th_Sc[:, S] = 0.0  # (Theta)_{:,S^c}: the columns outside S^c (those in S) zeroed
    th_S = th - th_Sc
    return {"d": d, "dprime": dp, "F": F, "v": v, "lit": abs(float(x @ th_Sc @ zS)), "rd": abs(float(x @ th_S @ zS)),
            "w_inf": float(np.abs(w).max())}


def _cor610_measure(lhs_key: str):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        P = _cor610_parts(inst)
        return Measurement(P[lhs_key], {"v": P["v"], "dprime": float(P["dprime"]), "d": float(P["d"]), "F": P["F"]},
                           {"||Theta^T x||_inf": P["w_inf"], "|x^T Theta_{:,S} z_S|": P["rd"],
                            "item2_scale": P["v"] * math.sqrt(math.log(P["d"])) * P["F"] / math.sqrt(P["d"])})
    return measure


def _cor610_instances() -> st.SearchStrategy:
    @st.composite
    def draw(dr: st.DrawFn) -> dict:
        d = int(dr(st.sampled_from([256, 64, 128, 512])))
        return {"d": d, "dprime": int(dr(with_edges(st.integers(1, d // 4), d // 4, 1))),
                "F": float(dr(with_edges(log_uniform(1.0, 100.0), 1.0))),
                "kind": dr(st.sampled_from(["gauss", "heavy"])), "n_heavy": int(dr(st.integers(1, 4))),
                "vcap": float(dr(st.floats(1.0, 4.0))), "seed": int(dr(st.integers(0, 2**31 - 1)))}

    return draw()


_COR610_ASSUMPTIONS = (
    Assumption("Lemma 6.8 Item 2 (E_1; '<~' a factor 2)", "||Theta_i^T x||_inf <= 2 v sqrt(log d) ||Theta_i||_F/sqrt(d)",
               lambda q: 2.0 * q["item2_scale"] - q["||Theta^T x||_inf"]),
    Assumption("|S| <= d' <= d", "1 <= d' <= d", lambda q: min(q["dprime"] - 1.0, q["d"] - q["dprime"])),
)

_COR610_DIRECTIONS = (
    Direction("d' -> large (|S| = d', d = 1024)", "dprime", INF,
              move=lambda inst, t: {**inst, "d": 1024, "dprime": int(round(t))}, points=(1.0, 4.0, 16.0, 64.0, 256.0),
              reason="Hoelder's sum over S has d' terms of size <= ||Theta^T x||_inf"),
    Direction("d -> large (d' = d/8)", "d", INF,
              move=lambda inst, t: {**inst, "d": int(round(t)), "dprime": max(1, int(round(t)) // 8)},
              points=(64.0, 128.0, 256.0, 512.0, 1024.0),
              reason="Item 2's scale sqrt(log d)/sqrt(d) per coordinate"),
    Direction("||Theta_i||_F (F), v (heavy columns), the seed", "F", INF, how="search",
              reason="F in [1, 100] (both sides scale with it), v from Gaussian (~1.2) to 4 (heavy columns)"),
)

CLAIMS += [
    Claim(
        id="chenli.cor6.10",
        catalog_id="chenli.lemma6.4",
        paper=PAPER,
        source=f"Corollary 6.10, Eq. (79), {SEED_FILE} L1705-L1707 (proof L1709: Item 2 of Lemma 6.8 L1653 and "
               "Hoelder; used at L1825-L1827 and L1945)",
        statement="Corollary 6.10: under E_1, for any z in {+-1}^d, |x^T (Theta_i)_{:,S^c} z_S| <~ v d' sqrt(log d) "
                  "||Theta_i||_F/sqrt(d) (79), with the paper's shorthand M_{:,S} (the d x d matrix with the columns "
                  "outside S zeroed) and |S| <= d'. As printed the left side is identically 0 ((Theta_i)_{:,S^c} "
                  "zeroes the columns in S, z_S lives on S); the reading 'S' ((Theta_i)_{:,S} z_S, the term the proof "
                  "subtracts at L1825) is Hoelder from Item 2.",
        statement_tex=r"$$|x^\top(\Theta_i)_{:,S^c} z_S| \lesssim \frac{vd' \sqrt{\log d}}{\sqrt{d}} \|\Theta_i\|_F.$$",
        kind="step",
        comparison="<=",
        bound=B.cor6_10_shape,
        measure=_cor610_measure("lit"),
        strategy=_cor610_instances(),
        assumptions=_COR610_ASSUMPTIONS,
        constants="hidden",
        uniform=True,
        directions=_COR610_DIRECTIONS,
        readings=(Reading("S", "(Theta_i)_{:,S} z_S: the columns in S (the term x^T (Theta_i)_S X_{2,S} of a_i at L1825, "
                          "for which the proof cites (79)); Hoelder with Item 2 gives <= 2 v d' sqrt(log d) "
                          "||Theta_i||_F/sqrt(d)", measure=_cor610_measure("rd")),),
        expect="holds",
        no_mutant_reason="as printed the left side is identically 0 ((Theta_i)_{:,S^c} z_S: the kept columns and "
                         "the support of z_S are disjoint), so no positive shape can be crossed; the reading 'S' "
                         "carries the content (its ratio to the shape is at most Item 2's factor 2, reached up to "
                         "the spread of the top-d' entries)",
        notes="The Corollary (L1705) with its printed hidden-constant shape, uniform over d, d', v, ||Theta_i||_F; chenli.eq79 "
              "(round 5) checks (79) as the explicit Hoelder step at Item 2's realised value. Literal lhs = 0 for every instance (the claim holds trivially). Reading 'S': lhs = sum_{j in S} "
              "|(Theta^T x)_j| with S the top-d' coordinates and z_S their signs (the worst S and z), <= d' "
              "||Theta^T x||_inf <= 2 v d' sqrt(log d) ||Theta||_F/sqrt(d) under Item 2 read with a factor 2. d' is "
              "drawn free in [1, d/4]: (75)'s d' = kappa sqrt(d)/(nu sqrt(log d)) is < 1 at every computable d, and "
              "Hoelder does not use (75). Lead (not encoded): L1825-L1827 combine (79) with (77)'s second part, "
              "nu d' sqrt(log(d)/d) <= kappa, which has nu of (75), not Assumption 4's v; (79) then gives "
              "|x^T (Theta_i)_S X_{2,S}| <~ (v/nu) kappa ||Theta_i||_F, and v/nu is not bounded by the hypotheses.",
        domain=(
            Param("d", 2, INF, integer=True, text="d", unreached="d in [64, 512] drawn, 1024 on the paths (dense Gaussian Theta)"),
            Param("d'", 1, INF, integer=True, key="dprime", text="d' (|S| <= d')",
                  unreached="d' <= d/4 drawn, up to 256 on its path"),
            Param("F", 0.0, INF, lo_closed=False, key="F", text="||Theta_i||_F", unreached="F in [1, 100]"),
            Param("v", 1.0, INF, key="v", text="v of Assumption 4 (the least for the drawn Theta)",
                  unreached="v up to ~4 sqrt(d/(d + 15 n_heavy)) (heavy columns)"),
        ),
        settings={"ci": {"max_examples": 8, "budget_s": 3.0, "path_starts": 1}},
    ),
]


# ------------------------------------ L1865-L1867: '(68) ensures' Theorem B.4's (165) in Lemma 6.4's Case (A), Step 1
#
# (165) (L3752): (m ||a||/r^2) (sqrt(m) xi_low prod_j xi_j/||v_j|| + xi_bar) <~ exp(-||a||^2/(4 r^2)), applied with
# xi_low = xi_bar = xi_j = xi ||Theta_1||_F (L1825), ||a|| = Theta(sqrt(m) ||Theta_1||_F (sqrt(10 log k) + beta)) (L1827),
# r_low = sqrt((1 - 2 kappa) lambda) ||Theta_1||_F (L1829). The xi_bar term alone is m^{3/2} (sqrt(10 log k) + beta) xi/
# ((1 - 2 kappa) lambda), while exp(-||a||^2/(4 r^2)) = exp(-m (sqrt(10 log k) + beta)^2/(4 (1 - 2 kappa) lambda)) =
# (k e^{beta^2})^{-Theta(m/lambda)}. (68) bounds xi only by k^{-Theta(1/lambda)} exp(-O(beta^2/lambda)): an exponent
# without m. m is not a constant (Assumption 11 allows m up to m1_bar ~ lambda log(d/v)/log k), so at (68)'s end of
# the window the ratio grows like exp(Theta(m log k/lambda)).


def _l1865_q(inst: dict) -> dict:
    """The printed parameters in logs: lambda, m, k, beta drawn; log d; kappa of (7); xi at position u of the window
    between (69)'s end (u = 0) and (68)'s end (u = 1: xi = k^{-c/lambda} e^{-c beta^2/lambda}/10, c = c68 the Theta/O
    constant of (68))."""
    ld, m, k, lam, beta = float(inst["ld"]), int(inst["m"]), float(inst["k"]), float(inst["lam"]), float(inst["beta"])
    c68, c7, c8 = float(inst["c68"]), float(inst["c7"]), float(inst["c8"])
    lk = math.log(c7) + 6.5 * math.log(lam) - 6.5 * math.log(m) - 2.0 * math.log(ld)  # (7)
    kappa = math.exp(lk)
    log_R = math.log(k) + beta * beta
    lxi_hi = -c68 * log_R / lam - _LOG10  # (68)
    lxi_lo = _LOG10 + log_R / lam - math.exp(math.log(lam) - math.log(m) - lk)  # (69)
    lxi = lxi_hi - (1.0 - float(inst["u"])) * (lxi_hi - lxi_lo)  # exact at u = 1 (lxi_lo ~ -1e17)
    s = math.sqrt(10.0 * math.log(k)) + beta
    one_k = 1.0 - 2.0 * kappa
    l_pre = 1.5 * math.log(m) + math.log(s) - math.log(one_k * lam)  # log(m ||a||/r^2) + log ||Theta_1||_F
    l_terms = float(np.logaddexp(0.5 * math.log(m) + (m + 1) * lxi, lxi))  # sqrt(m) xi^{m+1} + xi
    l_rhs = -m * s * s / (4.0 * one_k * lam)  # log exp(-||a||^2/(4 r^2))
    llog = c8 * math.log(ld + math.log(m) + math.log(k))
    return {"lam": lam, "m": m, "k": k, "ld": ld, "log_kappa": lk, "lxi": lxi, "lxi_hi": lxi_hi, "lxi_lo": lxi_lo,
            "log_lhs": l_pre + l_terms - l_rhs, "log_need": l_pre + lxi - l_rhs,
            "log_r_lo": _LOG10 + llog - lk - math.log(lam), "log_r_hi": ld / 4.0 - _LOG10,
            "m1_bar": lam * ld / (10.0 * math.log(k)),
            "log_m2_bar": 9.0 * lk + 3.0 * ld - 3.0 * math.log(ld) - math.log(k) / lam - _LOG10}


def _measure_l1865(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = log of (165)'s left side over its right side exp(-||a||^2/(4 r^2)) (both with the printed parameters): the
    ratio is bounded iff its log is bounded above, and the log stays a float where the ratio (e^{m log m}) does not."""
    q = _l1865_q(inst)
    return Measurement(q["log_lhs"], {"log_need": q["log_need"]},
                       {"log xi": q["lxi"], "log xi at (68)'s end": q["lxi_hi"], "log xi at (69)'s end": q["lxi_lo"],
                        "log kappa": q["log_kappa"], "log ratio": q["log_lhs"], "m1_bar": q["m1_bar"],
                        "log m2_bar": q["log_m2_bar"], "log r_Theta window": (q["log_r_lo"], q["log_r_hi"])})


def _l1865_slacks(q: dict) -> dict:
    P = _l1865_q(q)
    m, k, lam = P["m"], P["k"], P["lam"]
    return {"(8)": P["log_r_hi"] - P["log_r_lo"],
            "A1": min(1.0 - lam, lam - 10.0 * m**1.5 * math.log(m) * math.exp(-0.5 * P["log_r_hi"])),
            "A11": (P["m1_bar"] - m) / m + 1e-12, "m2": P["log_m2_bar"] - math.log(10.0 * m),
            "4.3": min(k - m, P["log_r_hi"] - math.log(k)),
            "window": min(P["lxi_hi"] - P["lxi"] + 1e-9 * abs(P["lxi_hi"]), P["lxi"] - P["lxi_lo"] + 1e-9 * abs(P["lxi"]),
                          P["lxi_hi"] - P["lxi_lo"])}


def _l1865_instances() -> st.SearchStrategy:
    @st.composite
    def draw(dr: st.DrawFn) -> dict:
        m = int(dr(st.one_of(st.sampled_from([1, 2, 4, 8]), st.integers(1, 40))))
        k = float(dr(with_edges(log_uniform(max(2.0, float(m)), 1e4), max(3.0, float(m)))))
        lam = float(dr(with_edges(st.floats(0.05, 0.999), 0.5, 0.999)))
        ld0 = float(dr(log_uniform(300.0, 3e4)))
        return {"m": m, "k": k, "lam": lam, "ld": max(ld0, 20.0 * m * math.log(k) / lam),
                "beta": float(dr(with_edges(st.floats(0.01, 3.0), 1.0))),
                "c68": float(dr(with_edges(st.floats(1.0, 10.0), 1.0, 10.0))),
                "c7": float(dr(with_edges(log_uniform(1e-3, 1.0), 1.0))), "c8": float(dr(with_edges(st.floats(1.0, 6.0), 3.0))),
                "u": float(dr(with_edges(st.floats(0.0, 1.0), 1.0)))}

    return draw()


def _l1865_move_m(inst: dict, t: float) -> dict:
    """m = t heads at lambda = 1/2, k = max(3, m) (Section 4.3), xi at (68)'s end, and log d raised to where Assumption
    11 admits m with a margin growing like m (round 29, hhC: log d >= 20 m^2 log k/lambda, so m1_bar/m = lambda log
    d/(10 m log k) >= 2 m and m <= lambda log d/(C log k) holds for every constant C eventually; until round 28 log d
    >= 20 m log k/lambda, m1_bar = 2 m, i.e. only constants C <= 20). d enters the ratio only through kappa of (7)."""
    m = int(round(t))
    k = max(3.0, float(m))
    return {**inst, "m": m, "k": k, "lam": 0.5, "u": 1.0,
            "ld": max(float(inst["ld"]), 20.0 * m * m * math.log(k) / 0.5)}


CLAIMS += [
    Claim(
        id="chenli.display.eq165-by-eq68",
        catalog_id="chenli.lemma6.4",
        paper=PAPER,
        source=f"Lemma 6.4's proof, Case (A) Step 1, {SEED_FILE} L1863-L1867 ((165) of Theorem B.4 L3752; xi_j, ||a||, "
               "r: L1825-L1829; (68) L1541, (69) L1545, Assumption 11 L501-L505)",
        statement="'Eq. (165): The left-hand side is given by (m ||a||/r^2) (sqrt(m) xi_low prod_j xi_j/||v_j|| + "
                  "xi_bar) <= (m^2 sqrt(log k) + m^{3/2} beta) (xi/lambda)^{O(m)}. The assumed bound in Eq. (68) "
                  "ensures that this is upper bounded by exp(-||a||^2/4r^2)' (L1863-L1867), with xi_j = xi "
                  "||Theta_1||_F (L1825), ||a|| = sqrt(m) ||Theta_1||_F (sqrt(10 log k) + beta) (L1827), r = "
                  "sqrt((1 - 2 kappa) lambda) ||Theta_1||_F (L1829): one absolute C with lhs(165) <= C exp(-||a||^2/"
                  "4r^2) for every xi meeting (68)-(69), over Lemma 6.4's hypotheses; checked on the log: "
                  "log(lhs(165)/exp(-||a||^2/4r^2)) <= log C (bounded above iff the ratio is bounded).",
        statement_tex=r"$$\frac{m\|a\|}{\underline{r}^2} \cdot (\sqrt{m}\underline{\xi} \cdot \prod_j \xi_j/\|v_j\| + "
                      r"\bar{\xi}) \lesssim \exp(-\|a\|^2/4\underline{r}^2)$$",
        kind="step",
        comparison="<=",
        bound=B.one,
        measure=_measure_l1865,
        strategy=_l1865_instances(),
        assumptions=(
            Assumption("(8) ('<<' a factor 10 at both ends)", "10 log^c(dmk)/(kappa lambda) <= d^{1/4}/10",
                       lambda q: _l1865_slacks(q)["(8)"]),
            Assumption("Assumption 1", "0 < lambda < 1, lambda >= 10 m^{3/2} log m/sqrt(r_Theta) at r_Theta = d^{1/4}/10",
                       lambda q: _l1865_slacks(q)["A1"]),
            Assumption("Assumption 11, m <= m1_bar (Theta~ a factor 10, v = 1)", "m <= lambda log d/(10 log k)",
                       lambda q: _l1865_slacks(q)["A11"]),
            Assumption("Assumption 11, m <= m2_bar, read with k^{O(1/lambda)}", "10 m <= kappa^9 d^3/(log^3 d "
                       "k^{1/lambda}) (as printed, k^{O(1/kappa)}, no m >= 1 at large d: "
                       "chenli.display.sec4-assump11-constant-m)", lambda q: _l1865_slacks(q)["m2"]),
            Assumption("Section 4.3", "m <= k <= r_Theta", lambda q: _l1865_slacks(q)["4.3"]),
            Assumption("(68)-(69) ('<<', '>>' factors 10; the Theta/O constant of (68) c68 in [1, 10], of (69) 1)",
                       "10 (k e^{beta^2})^{1/lambda} e^{-lambda/(m kappa)} <= xi <= k^{-c68/lambda} e^{-c68 beta^2/"
                       "lambda}/10", lambda q: _l1865_slacks(q)["window"]),
            Assumption("beta << min(d, ||Theta_1||_F)", "beta <= 3 (||Theta_1||_F >> log(kd/sqrt(lambda')) >= log d "
                       "by Assumption 6, and ||Theta_1||_F enters nothing else: the ratio is scale-free)",
                       lambda q: 3.0 - float(q["beta"])),
        ),
        constants="hidden",
        uniform=True,
        directions=(
            Direction("m -> inf at lambda = 1/2, k = max(3, m), xi at (68)'s end (log d raised so that Assumption 11 "
                      "admits m)", "m", INF, move=_l1865_move_m, points=(1.0, 2.0, 4.0, 8.0, 16.0, 32.0),
                      reason="log ratio ~ m (sqrt(10 log k) + beta)^2/(4 lambda) - c68 log(k e^{beta^2})/lambda"),
            Direction("lambda, k, beta, c68, c of (7), c8 of (8), log d, xi's position u", "lam", 0.0, how="search",
                      reason="drawn: lambda in [0.05, 0.999], k <= 1e4, beta <= 3, c68 in [1, 10], c7 in [1e-3, 1], "
                             "c8 in [1, 6], log d up to 3e4 (at least 20 m log k/lambda), u in [0, 1]; ||Theta_1||_F "
                             "cancels (xi_j/||v_j|| and m ||a|| xi_bar/r^2 are scale-free)"),
        ),
        mutants={"max(1, log(xi/xi_need)^{1/3}) (a wrong power)": B.eq165_mut_cbrt},
        expect="erratum",
        evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/chenli.md, auditor A): confirmed. (68) does not ensure (165) once m grows. The xi_bar term alone gives lhs(165)/exp(-||a||^2/4r^2) >= "
                 "m^{3/2} (sqrt(10 log k) + beta) xi exp(m (sqrt(10 log k) + beta)^2/(4 (1 - 2 kappa) lambda))/"
                 "((1 - 2 kappa) lambda): the right side of (165) is (k e^{beta^2})^{-Theta(m/lambda)} (as (93) says), "
                 "while (68) only bounds xi by k^{-Theta(1/lambda)} exp(-O(beta^2/lambda)) (no m). For any fixed "
                 "constant c68 of (68) the ratio grows like exp((10 m/4 - c68) log k/lambda) in m; m is free up to "
                 "Assumption 11's m1_bar = Theta~(lambda log(d/v)/log k) (L501-L505), which grows with d. Instance: "
                 "m = 8, k = 8, lambda = 1/2, beta = 1, c68 = 1, xi at (68)'s end (k^{-2} e^{-2}/10), log d = 2000 "
                 "(m1_bar = 48), c of (7) = 1, c of (8) = 3: ratio e^{121} (e^{5}, e^{15}, e^{42}, e^{311}, e^{755} at m = 1, 2, 4, 16, 32 "
                 "with k = max(3, m), log d = max(2000, 40 m log k)); every encoded hypothesis of Lemma 6.4 holds ((7), "
                 "(8), Assumption 1, Assumption 11's m1_bar and its m2_bar read with k^{O(1/lambda)}, Section 4.3, "
                 "(68)-(69), beta << min(d, ||Theta_1||_F); ||Theta_1||_F cancels from the ratio). Theorem 6.17 adds "
                 "xi << 1/||Theta_1||_F, not a hypothesis of Lemma 6.4. The display's own "
                 "'(xi/lambda)^{O(m)}' hides that the xi_bar term is first order in xi. Only a constant of (68) that grows "
                 "with m (Theta(m/lambda) in place of Theta(1/lambda)) would cover it; the paper's constants are "
                 "absolute and m is not constant under Assumption 11. The same step is repeated in "
                 "Case (B) (L2046-L2050) with the same (68)." +
                 " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
                 "constant: (8), Assumption 1, m1_bar m <= lambda log d/(10 log k), (68)-(69) ('<<' factors 10; "
                 "c68 drawn in [1, 10]), beta <= 3. Outcome (a), the path re-encoded with the constant drawn and "
                 "grown along it: until round 28 the m path raised log d only to 20 m log k/lambda, i.e. m1_bar = "
                 "2 m: the path's tail met Assumption 11 for constants C <= 20 only. Now it raises log d to 20 m^2"
                 " log k/lambda (m1_bar/m >= 2 m: every constant eventually); d enters the ratio only through "
                 "kappa -> 0, and the ci path is unchanged in its ratios (4.96 -> 1.6e5 along m = 1 .. 3200, log d"
                 " to 3.3e9). The other constants: the log ratio grows like (10 m/4 - c68) log k/lambda for every "
                 "fixed c68, (68)'s '<<' constant multiplies xi (ratio ~ xi) by 1/C only, and (8), Assumption 1, "
                 "(69) hold for every constant as d grows.",
        corrected=B.eq165_corrected_shape,
        corrected_text="log(lhs(165)/exp(-||a||^2/4r^2)) <~ max(1, log(xi/xi_need)), xi_need = lambda exp(-m (sqrt(10 log k) + "
                       "beta)^2/(4 (1 - 2 kappa) lambda))/(m^{3/2} (sqrt(10 log k) + beta)): (165) holds under (68) "
                       "with the exponent Theta(m/lambda), xi << (k e^{beta^2})^{-Theta(m/lambda)}/poly(m), which (69)'s "
                       "lower end still leaves room for (e^{-lambda/(m kappa)} is far smaller).",
        second_path="tests/test_chenli_r12_chenliB.py::test_eq165_second_path",
        domain=(
            Param("m", 1, INF, integer=True, text="m heads (<= min(m1_bar, m2_bar))",
                  unreached="m <= 40 drawn, 32 on the path"),
            Param("k", 2.0, INF, text="k", unreached="k <= 1e4 drawn"),
            Param("lambda", 0.0, 1.0, lo_closed=False, hi_closed=False, key="lam", text="lambda",
                  unreached="lambda in [0.05, 0.999]"),
            Param("log d", 1.0, INF, key="ld", text="log d", unreached="log d <= 3e4 (and >= 20 m log k/lambda)"),
            Param("beta", 0.0, INF, lo_closed=False, key="beta", text="beta", unreached="beta <= 3"),
            Param("c68", 0.0, INF, lo_closed=False, key="c68", text="the Theta/O constant of (68)",
                  unreached="c68 in [1, 10]: any fixed constant is overtaken along m"),
            Param("c", 0.0, 1.0, lo_closed=False, key="c7", text="c of (7)", unreached="c >= 1e-3"),
            Param("c8", 0.0, INF, lo_closed=False, key="c8", text="c of (8)", unreached="c8 in [1, 6]"),
            Param("u", 0.0, 1.0, key="u", text="xi's position in the (69)-(68) window (1 = (68)'s end)",
                  unreached="both ends drawn"),
        ),
        settings={"ci": {"max_examples": 60, "budget_s": 4.0}},
    ),
]


# ------------------------------ L2046-L2050: the Case (B) twin of '(68) ensures (165)' (Lemma 6.4, Case (B), Step 2)
#
# Step 2 of Case (B) applies Theorem B.4 to m + 1 vectors with xi_low = xi_bar = xi_j = xi ||Theta_1||_F (L2000-L2002),
# ||a|| asymp ||Theta_1||_F Theta(sqrt(m log k)) (100) (L2014) and r_low = sqrt((1 - 2 kappa) lambda) ||Theta_1||_F (L2016).
# The xi_bar term of (165)'s left side alone is m ||a|| xi/((1 - 2 kappa) lambda ||Theta_1||_F) (the product term is >= 0,
# so it is a lower bound of the left side); the right side exp(-||a||^2/(4 r^2)) = k^{-c_a^2 m/(4 (1 - 2 kappa) lambda)}
# with ||a|| = c_a sqrt(m log k) ||Theta_1||_F (c_a the Theta constant of (100), drawn). (68) bounds xi by
# k^{-Theta(1/lambda)} e^{-O(beta^2/lambda)}: no m in the exponent, so for every fixed c_a and c68 the log ratio grows
# like m log k/lambda along m.


def _l2046_q(inst: dict) -> dict:
    P = _l1865_q(inst)
    m, k, lam, ca = P["m"], P["k"], P["lam"], float(inst["ca"])
    one_k = 1.0 - 2.0 * math.exp(P["log_kappa"])
    l_a = math.log(ca) + 0.5 * math.log(m * math.log(k))  # log(||a||/||Theta_1||_F), (100)
    log_lhs = math.log(m) + l_a - math.log(one_k * lam) + P["lxi"] + math.exp(2.0 * l_a) / (4.0 * one_k * lam)
    return {**P, "log_lhs": log_lhs, "log_need": log_lhs}


def _measure_l2046(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = log of (165)'s xi_bar term over exp(-||a||^2/(4 r^2)) (a lower bound of the log ratio of (165))."""
    q = _l2046_q(inst)
    return Measurement(q["log_lhs"], {"log_need": q["log_need"]},
                       {"log xi": q["lxi"], "log xi at (68)'s end": q["lxi_hi"], "log xi at (69)'s end": q["lxi_lo"],
                        "log kappa": q["log_kappa"], "log ratio (xi_bar term)": q["log_lhs"], "m1_bar": q["m1_bar"],
                        "log m2_bar": q["log_m2_bar"], "log r_Theta window": (q["log_r_lo"], q["log_r_hi"])})


def _l2046_instances() -> st.SearchStrategy:
    @st.composite
    def draw(dr: st.DrawFn) -> dict:
        base = dr(_l1865_instances())
        return {**base, "ca": float(dr(with_edges(log_uniform(0.25, 4.0), 1.0, 0.25)))}

    return draw()


_L2046_ASSUMPTIONS = (
    Assumption("(8) ('<<' a factor 10 at both ends)", "10 log^c(dmk)/(kappa lambda) <= d^{1/4}/10",
               lambda q: _l1865_slacks(q)["(8)"]),
    Assumption("Assumption 1", "0 < lambda < 1, lambda >= 10 m^{3/2} log m/sqrt(r_Theta) at r_Theta = d^{1/4}/10",
               lambda q: _l1865_slacks(q)["A1"]),
    Assumption("Assumption 11, m <= m1_bar (Theta~ a factor 10, v = 1)", "m <= lambda log d/(10 log k)",
               lambda q: _l1865_slacks(q)["A11"]),
    Assumption("Assumption 11, m <= m2_bar, read with k^{O(1/lambda)}", "10 m <= kappa^9 d^3/(log^3 d k^{1/lambda})",
               lambda q: _l1865_slacks(q)["m2"]),
    Assumption("Section 4.3", "m <= k <= r_Theta", lambda q: _l1865_slacks(q)["4.3"]),
    Assumption("(68)-(69) ('<<', '>>' factors 10; the Theta/O constant of (68) c68 in [1, 10], of (69) 1)",
               "10 (k e^{beta^2})^{1/lambda} e^{-lambda/(m kappa)} <= xi <= k^{-c68/lambda} e^{-c68 beta^2/lambda}/10",
               lambda q: _l1865_slacks(q)["window"]),
    Assumption("beta << min(d, ||Theta_1||_F)", "beta <= 3 (the ratio is scale-free in ||Theta_1||_F)",
               lambda q: 3.0 - float(q["beta"])),
)

CLAIMS += [
    Claim(
        id="chenli.display.eq165-by-eq68-caseB",
        catalog_id="chenli.lemma6.4",
        paper=PAPER,
        source=f"Lemma 6.4's proof, Case (B) Step 2, {SEED_FILE} L2046-L2050 ((165) of Theorem B.4 L3752; xi_j L2000-"
               "L2002, ||a|| (100) L2014, r L2016; (68) L1541, (69) L1545, Assumption 11 L501-L505)",
        statement="'Eq. (165): The left-hand side is given by (m ||a||/r^2) (sqrt(m) xi_low prod_j xi_j/||v_j|| + "
                  "xi_bar) <= (xi/lambda)^{O(m)}. The assumed bound in Eq. (68) ensures that this is upper bounded by "
                  "exp(-||a||^2/4r^2)' (L2046-L2050), with xi_low = xi_bar = xi_j = xi ||Theta_1||_F (L2002), ||a|| "
                  "asymp ||Theta_1||_F Theta(sqrt(m log k)) (100), r = sqrt((1 - 2 kappa) lambda) ||Theta_1||_F: one "
                  "absolute C with lhs(165) <= C exp(-||a||^2/4r^2) for every xi meeting (68)-(69), over Lemma 6.4's "
                  "hypotheses; checked on the log of the xi_bar term's ratio (a lower bound of (165)'s).",
        statement_tex=r"$$\frac{m\|a\|}{\underline{r}^2} \cdot (\sqrt{m}\underline{\xi} \cdot \prod_j \xi_j/\|v_j\| + "
                      r"\bar{\xi}) \lesssim \exp(-\|a\|^2/4\underline{r}^2)$$",
        kind="step",
        comparison="<=",
        bound=B.one,
        measure=_measure_l2046,
        strategy=_l2046_instances(),
        assumptions=_L2046_ASSUMPTIONS,
        constants="hidden",
        uniform=True,
        directions=(
            Direction("m -> inf at lambda = 1/2, k = max(3, m), xi at (68)'s end (log d raised so that Assumption 11 "
                      "admits m)", "m", INF, move=_l1865_move_m, points=(1.0, 2.0, 4.0, 8.0, 16.0, 32.0),
                      reason="log ratio ~ c_a^2 m log k/(4 lambda) - c68 log(k e^{beta^2})/lambda"),
            Direction("c_a of (100), lambda, k, beta, c68, c of (7), c8 of (8), log d, u", "ca", 0.0, how="search",
                      reason="drawn: c_a in [1/4, 4], lambda in [0.05, 0.999], k <= 1e4, beta <= 3, c68 in [1, 10], "
                             "log d up to 3e4, xi's position u in [0, 1]"),
        ),
        mutants={"max(1, log(xi/xi_need)^{1/3}) (a wrong power)": B.eq165_mut_cbrt},
        expect="erratum",
        evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/chenli.md, auditor A): confirmed. As in Case (A) (chenli.display.eq165-by-eq68), (68) does not ensure (165) once m grows. The xi_bar "
                 "term alone gives lhs(165)/exp(-||a||^2/4r^2) >= m ||a|| xi exp(||a||^2/(4 (1 - 2 kappa) lambda "
                 "||Theta_1||^2))/((1 - 2 kappa) lambda ||Theta_1||_F), with ||a|| = c_a sqrt(m log k) ||Theta_1||_F "
                 "((100)): the right side of (165) is k^{-Theta(m/lambda)}, (68) bounds xi only by k^{-Theta(1/lambda)} "
                 "e^{-O(beta^2/lambda)} (no m). For every fixed c_a and c68 the log ratio grows like (c_a^2 m/4 - c68) "
                 "log k/lambda in m, and m is free up to Assumption 11's m1_bar ~ lambda log(d/v)/log k. Instance: c_a = "
                 "1, k = max(3, m), lambda = 1/2, beta = 1, c68 = 1, xi at (68)'s end, log d = max(2000, 40 m log k), "
                 "c of (7) = 1, c of (8) = 3: log ratio -5.2, -3.6, -1.4, 4.0, 17.7, 50.7 at m = 1, 2, 4, 8, 16, 32 "
                 "(c_a = 1/2: 8.5 at m = 32, 71.7 at m = 128); every encoded hypothesis of Lemma 6.4 holds ((7), (8), "
                 "Assumption 1, Assumption 11's m1_bar and its m2_bar read with k^{O(1/lambda)}, Section 4.3, (68)-(69), "
                 "beta << min(d, ||Theta_1||_F); ||Theta_1||_F cancels). The measured lhs is a lower bound of (165)'s "
                 "left side (the product term is dropped), so it is not the encoding." +
                 " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
                 "constant: as chenli.display.eq165-by-eq68. Outcome (a), the path re-encoded with the constant "
                 "drawn and grown along it: the m path (shared with chenli.display.eq165-by-eq68) now raises log d"
                 " to 20 m^2 log k/lambda, so m1_bar holds for every constant eventually (until round 28: "
                 "constants <= 20); ratio 0.63 -> 1.3e4 along m = 4 .. 3200; the log ratio grows like (c_a^2 m/4 -"
                 " c68) log k/lambda for every fixed c_a, c68, and ||Theta_1||_F cancels.",
        corrected=B.eq165_corrected_shape,
        corrected_text="log(lhs(165)/exp(-||a||^2/4r^2)) <~ max(1, log(xi/xi_need)), xi_need = (1 - 2 kappa) lambda "
                       "exp(-||a||^2/(4 r^2))/(m ||a||/||Theta_1||_F): (165) holds under (68) with the exponent "
                       "Theta(m/lambda), xi << k^{-Theta(m/lambda)}/poly(m) (the correction of Case (A)).",
        second_path="tests/test_chenli_r12_chenliB.py::test_eq165_caseB_second_path",
        domain=(
            Param("m", 1, INF, integer=True, text="m heads (<= min(m1_bar, m2_bar))",
                  unreached="m <= 40 drawn, 32 on the path"),
            Param("k", 2.0, INF, text="k", unreached="k <= 1e4 drawn"),
            Param("lambda", 0.0, 1.0, lo_closed=False, hi_closed=False, key="lam", text="lambda",
                  unreached="lambda in [0.05, 0.999]"),
            Param("log d", 1.0, INF, key="ld", text="log d", unreached="log d <= 3e4 (and >= 20 m log k/lambda)"),
            Param("beta", 0.0, INF, lo_closed=False, key="beta", text="beta", unreached="beta <= 3"),
            Param("c_a", 0.0, INF, lo_closed=False, key="ca", text="the Theta constant of (100)",
                  unreached="c_a in [1/4, 4]: any fixed constant is overtaken along m"),
            Param("c68", 0.0, INF, lo_closed=False, key="c68", text="the Theta/O constant of (68)",
                  unreached="c68 in [1, 10]"),
            Param("c", 0.0, 1.0, lo_closed=False, key="c7", text="c of (7)", unreached="c >= 1e-3"),
            Param("c8", 0.0, INF, lo_closed=False, key="c8", text="c of (8)", unreached="c8 in [1, 6]"),
            Param("u", 0.0, 1.0, key="u", text="xi's position in the (69)-(68) window (1 = (68)'s end)",
                  unreached="both ends drawn"),
        ),
        settings={"ci": {"max_examples": 40, "budget_s": 3.0}},
    ),
]


# --------------------------------------- L1675: Lemma 6.8 Item 4's 'v d' log(d)/sqrt(d) << kappa by (77)'
#
# (75) defines d' := kappa sqrt(d)/(nu sqrt(log d)), so v d' log(d)/sqrt(d) = kappa v sqrt(log d)/nu: the ratio to
# kappa is v sqrt(log d)/nu, which is >= sqrt(log d) since v >= 1 (Assumption 4) and nu <= 1 ((75)-(76): exp(-1/(2 nu))
# = c_* = Theta(m log Q)^{-1}). (77)'s second part is nu d' sqrt(log(d)/d) <= kappa (equality at (75)), one factor
# sqrt(log d) and the factor v/nu short of what L1675 cites it for. Instances: the (77)-first-part machinery
# (_l1638_q: lambda, kappa of (7), the (68)-(69) window, nu from (76)) plus Assumption 4's v in [1, min(v_max, 1e6)],
# v_max = sqrt(d)/(10 r_Theta^2) at (8)'s lowest r_Theta. The reading "nu": the symbol at L1675 is Fact 6.7's nu (seed
# (78) writes nu d'/sqrt(d) where Assumption 4's v is meant; the two are overloaded): nu d' log d/sqrt(d) = kappa
# sqrt(log d), still not << kappa.


def _l1675_logv(inst: dict) -> tuple[float, float]:
    q = _l1638_q(inst)
    lv_max = min(float(inst["ld"]) / 2.0 - _LOG10 - 2.0 * q["log_r_lo"], 6.0 * _LOG10)
    return float(inst["tv"]) * max(lv_max, 0.0), lv_max


def _l1675_parts(inst: dict) -> dict:
    q = _l1638_q(inst)
    m, ld = int(inst["m"]), float(inst["ld"])
    # (76) with (72): exp(-1/(2 nu)) = c_* = 1/(m log Q) (an instance with m log Q <= 1 fails the "nu" assumption)
    nu = 1.0 / (2.0 * math.log(max(m * q["log_q"], 1.0 + 1e-9)))
    lv, _ = _l1675_logv(inst)
    log_dp = q["log_kappa"] + ld / 2.0 - math.log(nu) - 0.5 * math.log(ld)  # (75)
    log_ratio = lv + log_dp + math.log(ld) - ld / 2.0 - q["log_kappa"]  # v d' log d/sqrt(d), over kappa
    return {"q": q, "nu": nu, "v": math.exp(lv), "log_dp": log_dp, "ratio": math.exp(log_ratio)}


def _measure_l1675(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = (v d' log(d)/sqrt(d))/kappa with d' of (75) and nu of (75)-(76) (Theta's constants 1)."""
    p = _l1675_parts(inst)
    return Measurement(p["ratio"], {"v": p["v"], "ld": float(inst["ld"]), "nu": p["nu"]},
                       {"v": p["v"], "nu": p["nu"], "log d'": p["log_dp"], "log kappa": p["q"]["log_kappa"],
                        "log Q": p["q"]["log_q"], "lambda": p["q"]["lam"]})


def _measure_l1675_nu(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Reading "nu": (nu d' log(d)/sqrt(d))/kappa = sqrt(log d) with d' of (75)."""
    p = _l1675_parts(inst)
    ld = float(inst["ld"])
    r = math.exp(math.log(p["nu"]) + p["log_dp"] + math.log(ld) - ld / 2.0 - p["q"]["log_kappa"])
    return Measurement(r, {"v": p["v"], "ld": ld, "nu": p["nu"]}, {"nu": p["nu"], "log d'": p["log_dp"]})


def _l1675_instances() -> st.SearchStrategy:
    @st.composite
    def draw(d: st.DrawFn) -> dict:
        base = d(_l1638_instances())
        return {**base, "tv": float(d(with_edges(st.floats(0.0, 1.0), 0.0, 1.0)))}

    return draw()


_L1675_ASSUMPTIONS = (
    *_L1638_ASSUMPTIONS,
    Assumption("Assumption 4 (v >= 1, v << sqrt(d)/r_Theta^2 a factor 10, r_Theta at (8)'s lower end)",
               "1 <= v <= sqrt(d)/(10 r_Theta^2)", lambda q: _l1675_logv(q)[1] - _l1675_logv(q)[0]),
    Assumption("Assumption 11, m <= m2_bar with this v", "10 m v^6 <= kappa^9 d^3/(log^3 d k^{1/lambda})",
               lambda q: _slacks(q)["m2"] - 6.0 * _l1675_logv(q)[0]),
)


def _l1675_move_d(inst: dict, t: float) -> dict:
    """log d = t, v = 1, xi at (69)'s end, c of (8) = 3, lambda = 0.999."""
    return {**inst, "ld": float(t), "tv": 0.0, "u": 1.0, "c8": 3.0, "tl": 1.0}


def _l1675_move_v(inst: dict, t: float) -> dict:
    """v = 10^t (tv = t/6, up to 1e6) at log d = 1000, xi at (69)'s end, c of (8) = 3, lambda = 0.999."""
    return {**inst, "ld": 1000.0, "tv": float(t) / 6.0, "u": 1.0, "c8": 3.0, "tl": 1.0}


CLAIMS += [
    Claim(
        id="chenli.display.lemma6.8-item4-dprime",
        catalog_id="chenli.lemma6.4",
        paper=PAPER,
        source=f"Lemma 6.8 Item 4's proof, {SEED_FILE} L1673-L1675 (d' and nu of (75) L1628, (76) L1632, (77) L1638, "
               "Assumption 4 L453)",
        statement="'... = ||Theta_i||_F^2 (1 +- (kappa + (d' log d/d) v^2)) = ||Theta_i||_F^2 (1 +- 2 kappa), where we "
                  "used the fact that v d' log(d)/sqrt(d) << kappa by (77)' (L1673-L1675), with d' := kappa sqrt(d)/"
                  "(nu sqrt(log d)) of (75), nu of (75)-(76) and Assumption 4's v >= 1: one absolute C with "
                  "(v d' log(d)/sqrt(d))/kappa <= C over the lemma's hypotheses.",
        statement_tex=r"$$v d' \log(d)/\sqrt{d} \ll \kappa$$",
        kind="step",
        comparison="<=",
        bound=B.one,
        measure=_measure_l1675,
        strategy=_l1675_instances(),
        assumptions=_L1675_ASSUMPTIONS,
        constants="hidden",
        uniform=True,
        directions=(
            Direction("d -> inf (v = 1, xi at (69)'s end)", "ld", INF, move=_l1675_move_d,
                      points=(200.0, 400.0, 1000.0, 2000.0, 4000.0, 10000.0),
                      reason="the ratio v sqrt(log d)/nu grows like sqrt(log d) (and 1/nu with log log Q)"),
            Direction("v -> 1e6 (Assumption 4; t = log10 v) at log d = 1000", "tv", INF, move=_l1675_move_v,
                      points=(0.5, 1.0, 2.0, 3.0, 4.0, 6.0),
                      reason="the ratio is linear in v"),
            Direction("xi -> (69)'s end (u -> 1) at log d = 2000, v = 1", "u", 0.0,
                      move=lambda inst, t: {**inst, "ld": 2000.0, "tv": 0.0, "u": 1.0 - float(t)},
                      points=(0.5, 0.1, 0.03, 0.01, 1e-3),
                      reason="1/nu = 2 log(m log Q) grows (slowly) as xi falls through the window"),
            Direction("lambda, m, k, c of (7), c8, beta", "tl", 0.0, how="search",
                      reason="as chenli.display.eq77-first"),
        ),
        readings=(Reading("nu", "the symbol v at L1675 is Fact 6.7's nu (overloaded with Assumption 4's v; seed (78) "
                          "writes nu d'/sqrt(d) for Assumption 4's parameter): (nu d' log d/sqrt(d))/kappa = "
                          "sqrt(log d)", measure=_measure_l1675_nu),),
        mutants={"max(1, v) (sqrt(log d)/nu lost)": B.l1675_mut_v_only,
                 "max(1, v/nu) (sqrt(log d) lost)": B.l1675_mut_no_logd},
        expect="erratum",
        evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/chenli.md, auditors A, B): confirmed. With d' := kappa sqrt(d)/(nu sqrt(log d)) of (75), v d' log(d)/sqrt(d) = kappa v sqrt(log d)/nu, "
                 "identically in the other parameters; v >= 1 (Assumption 4) and nu <= 1 ((76): exp(-1/(2 nu)) = c_* = "
                 "Theta(m log Q)^{-1} < 1), so the left side is at least kappa sqrt(log d): never << kappa, and "
                 "unbounded over kappa along d. (77)'s second part, nu d' sqrt(log(d)/d) <= kappa, is an equality "
                 "at (75) and gives only v d' log d/sqrt(d) = (v/nu) sqrt(log d) kappa. Instance: m = 1, k = 3, "
                 "beta = 1, c of (7) = 1, c of (8) = 3, log d = 1000, lambda = 0.999, xi at (69)'s end, v = 1: "
                 "ratio 874 = 2 sqrt(1000) log(log Q) (nu = 0.036; >= sqrt(1000) = 31.6 whatever nu <= 1; 300 at "
                 "log d = 200, 3685 at 1e4), growing along log d and linearly in v; every encoded hypothesis holds (those of chenli.display.eq77-first plus "
                 "Assumption 4's v window and m2_bar with v). Under the reading that the symbol is Fact 6.7's nu the "
                 "ratio is sqrt(log d), still unbounded. Not the encoding: the ratio is a closed form in v, nu, log d. "
                 "What Item 4's display uses is the smaller (d' log d/d) v^2 <~ kappa, i.e. v^2 sqrt(log d) <~ nu "
                 "sqrt(d), which holds for v <~ d^{1/4} sqrt(nu)/(log d)^{1/4} (not for all of Assumption 4's v << "
                 "sqrt(d)/r_Theta^2)." +
                 " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
                 "constant: (8), Assumption 1, m1_bar, Section 4.3, (68)-(69), Assumption 4, m2_bar (factors 10). "
                 "Outcome (a) the crossing survives every admissible value of the constant: v d' log(d)/sqrt(d) = "
                 "kappa v sqrt(log d)/nu identically, >= kappa sqrt(log d) for every v >= 1 and nu <= 1: the ratio"
                 " >= sqrt(log d) at every admissible instance, and every factor-10 hypothesis holds for every "
                 "constant as d grows.",
        corrected=B.l1675_corrected_shape,
        corrected_text="(v d' log(d)/sqrt(d))/kappa = v sqrt(log d)/nu with d' of (75): <~ max(1, v sqrt(log d)/nu), "
                       ">= sqrt(log d); the proof's display needs only (d' log d/d) v^2 <~ kappa, i.e. v^2 sqrt(log d) "
                       "<~ nu sqrt(d).",
        second_path="tests/test_chenli_r12_chenliB.py::test_l1675_second_path",
        domain=(
            Param("log d", 1.0, INF, key="ld", text="log d", unreached="log d in [150, 1e4] drawn, 1e4 on the path"),
            Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 12 drawn"),
            Param("k", 2.0, INF, text="k", unreached="k <= 1e6"),
            Param("c", 0.0, 1.0, lo_closed=False, key="c7", text="c of (7)", unreached="c >= 1e-3"),
            Param("c8", 0.0, INF, lo_closed=False, key="c8", text="c of (8)", unreached="c in [1, 10]"),
            Param("beta", 0.0, INF, lo_closed=False, key="beta", text="beta", unreached="beta in [0.01, 3]"),
            Param("tl", 0.0, 1.0, key="tl", text="lambda's position", unreached="both ends drawn"),
            Param("u", 0.0, 1.0, key="u", text="xi's position in the (68)-(69) window", unreached="both ends drawn"),
            Param("tv", 0.0, 1.0, key="tv", text="log v's position in [0, log min(v_max, 1e6)] (Assumption 4)",
                  unreached="v <= 1e6 (a float method limit; the ratio is linear in v, so larger v only raises it)"),
        ),
        settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
    ),
]
