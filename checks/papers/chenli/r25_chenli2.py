"""Round 25 (helper chenli2): chenli covered rows re-read from L1541 on.

- ``chenli.display.thm6.17-beta`` (L2178-L2180): Theorem 6.17 sets beta ~ log(k/(eps sqrt(lambda)))/||Theta_1||_F for
  'any eps > 0' and notes 'by Assumption 6, beta <~ 1'. Assumption 6 (L461) is log(kd/sqrt(lambda')) << ||Theta_1||_F
  <= (kd)^{O(m)}: it bounds ||Theta_1||_F below by a quantity free of eps, so along eps -> 0 at a fixed instance
  beta grows like log(1/eps)/||Theta_1||_F. Checked as a uniform shape: lhs = beta with the '~' constant 1, shape 1,
  Assumption 6 held with factor 10, path log(1/eps) -> inf.
- ``chenli.display.thm6.17-xi-range`` (L2182-L2184): 'by Eq. (7) in Assumption 2, there is a nonempty range of xi
  satisfying both bounds' of (107), R^{Theta(1/lambda)}/e^{lambda/(m kappa)} << xi << min(R^{-Theta(1/lambda^2)},
  1/||Theta_1||_F), R = k e^{beta^2}: log R grows like log^2(1/eps)/||Theta_1||_F^2 along eps -> 0 while lambda/(m
  kappa) of (7) does not involve eps. Uniform shape: lhs = (log(R)/lambda + max(log(R)/lambda^2, log ||Theta_1||_F))/
  (lambda/(m kappa)) (Theta constants 1), shape 1.

Helper chenli3 (after auditor B, /work/coord/r25/audit/B_chenli.md: both confirmed as printed): every instance now
sits inside Assumptions 1 (lambda in (0, 1)), 2 ((7)), 3 ((8), C = 10), 6 and 10 (lambda' <= 1/r_Theta), in log
space (log d in [3000, 1e6]); both are 'erratum as printed' with the auditor's reading 'for eps with log(1/eps) <~
||Theta_1||_F', checked as a Reading (log(1/eps) = a ||Theta_1||_F, a in [0, 1]) that holds.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.chenli import r25_chenli2 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges

CLAIMS: list[Claim] = []


@st.composite
def _beta_instances(draw: st.DrawFn) -> dict:
    """Inside every printed assumption (round 25, helper chenli3, after auditor B): Ld = log d in [3000, 1e6]
    (log-uniform; (8) needs log^C(dmk)/(kappa lambda) << r_Theta << d^{1/4}, so d is huge and is handled in log space),
    k in [3, 1e6] (Assumption 5's 1 <= chi <= sqrt(log k) needs k >= 3), m in [1, 8], lambda in [1e-4, 0.999]
    (Assumption 1's open (0, 1)), (7)'s c in [1e-6, 1], log r_Theta = Ld/4 - 2 log Ld - v with v in [0, Ld/8]
    ((8)'s '<< d^{1/4}' with margin log^2 d at v = 0), log(1/lambda') = log r_Theta + w, w in [0, 10]
    (Assumption 10's lambda' <= 1/r_Theta, its end at w = 0), ||Theta_1||_F = 10 log(kd/sqrt(lambda')) (1 + u),
    u in [0, 100] (Assumption 6 with margin 10 at u = 0), Le = log(1/eps) in [-log(k)/2, 200]."""
    k = int(draw(with_edges(st.integers(3, 10**6), 3, 10**6)))
    Ld = float(draw(with_edges(log_uniform(3000.0, 1e6), 3000.0, 1e6)))
    return {"k": k, "Ld": Ld, "m": int(draw(with_edges(st.integers(1, 8), 1, 8))),
            "lam": float(draw(with_edges(log_uniform(1e-4, 0.999), 0.5, 0.999, 1e-4))),
            "c7": float(draw(with_edges(log_uniform(1e-6, 1.0), 1.0, 1e-6))),
            "v": float(draw(with_edges(st.floats(0.0, Ld / 8.0), 0.0))),
            "w": float(draw(with_edges(st.floats(0.0, 10.0), 0.0))),
            "u": float(draw(with_edges(st.floats(0.0, 100.0), 0.0))),
            "Le": float(draw(with_edges(st.floats(-0.5 * math.log(k), 200.0), 10.0, 200.0)))}


def _instance_terms(inst: dict) -> dict:
    """Log-space quantities of an instance and the slack of each printed assumption (>= 0: holds)."""
    k, m, Ld = int(inst["k"]), int(inst["m"]), float(inst["Ld"])
    lam, c7 = float(inst["lam"]), float(inst["c7"])
    lr = Ld / 4.0 - 2.0 * math.log(Ld) - float(inst["v"])  # log r_Theta
    llamp = -(lr + float(inst["w"]))  # log lambda'
    a6 = math.log(k) + Ld - 0.5 * llamp  # log(kd/sqrt(lambda'))
    F = 10.0 * a6 * (1.0 + float(inst["u"]))
    lkappa = math.log(c7) + 6.5 * math.log(lam) - 6.5 * math.log(m) - 2.0 * math.log(Ld)  # log kappa of (7)
    return {"||Theta_1||_F": F, "log(kd/sqrt(lambda'))": a6, "log r_Theta": lr, "log lambda'": llamp,
            "log kappa": lkappa,
            "a1_lam": (1.0 - lam) * lam,  # lambda in (0, 1)
            # Assumption 1: lambda >> m^{3/2} log m/sqrt(r_Theta) (margin 10)
            "a1_gg": math.log(lam) - math.log(10.0) - 1.5 * math.log(m) - math.log(max(math.log(m), 1e-300))
            + lr / 2.0 if m > 1 else 1.0,
            # (8): log^C(dmk)/(kappa lambda) << r_Theta << d^{1/4}, C = 10, margin 10 on the left
            "a3_low": lr - (10.0 * math.log(Ld + math.log(m * k)) - lkappa - math.log(lam) + math.log(10.0)),
            "a3_high": Ld / 4.0 - lr - math.log(10.0),
            "a10": -llamp - lr,  # lambda' <= 1/r_Theta
            "a6_low": F - 10.0 * a6,
            "a6_high": m * (math.log(k) + Ld) - math.log(F)}


def _beta_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """beta = log(k/(eps sqrt(lambda)))/||Theta_1||_F = (log k + log(1/eps) - log(lambda)/2)/F, F at Assumption 6's
    lower end (margin 10) times (1 + u)."""
    k, lam, Le = int(inst["k"]), float(inst["lam"]), float(inst["Le"])
    t = _instance_terms(inst)
    F = t["||Theta_1||_F"]
    beta = (math.log(k) + Le - 0.5 * math.log(lam)) / F
    return Measurement(beta, {"k": k, "Ld": float(inst["Ld"]), "Le": Le},
                       {**t, "log(1/eps)": Le, "beta": beta, "log_arg": math.log(k) + Le - 0.5 * math.log(lam)})


_ASSUMPTIONS = (
    Assumption("Assumption 1 lambda", "lambda in (0, 1)", lambda q: q["a1_lam"]),
    Assumption("Assumption 1 lower", "lambda >> m^{3/2} log m/sqrt(r_Theta) (margin 10)", lambda q: q["a1_gg"]),
    Assumption("Assumption 3 (8) lower", "log^C(dmk)/(kappa lambda) << r_Theta (C = 10, margin 10; kappa of (7))",
               lambda q: q["a3_low"]),
    Assumption("Assumption 3 (8) upper", "r_Theta << d^{1/4} (margin 10)", lambda q: q["a3_high"]),
    Assumption("Assumption 10", "lambda' <= 1/r_Theta", lambda q: q["a10"] + 1e-9),
    Assumption("Assumption 6 lower", "log(kd/sqrt(lambda')) << ||Theta_1||_F (margin 10)",
               lambda q: q["a6_low"] + 1e-9),
    Assumption("Assumption 6 upper", "||Theta_1||_F <= (kd)^{O(m)} (read (kd)^m)", lambda q: q["a6_high"]),
    Assumption("beta > 0", "log(k/(eps sqrt(lambda))) >= 0 (beta ~ a positive quantity)", lambda q: q["log_arg"]),
)


@st.composite
def _reading_instances(draw: st.DrawFn) -> dict:
    """The auditor's reading 'for eps with log(1/eps) <~ ||Theta_1||_F': _beta_instances' draws with log(1/eps) =
    a ||Theta_1||_F, a in [0, 1] (the '<~' constant 1; a = 1 its end)."""
    base = draw(_beta_instances())
    a = float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0)))
    return {**base, "Le": a * _instance_terms(base)["||Theta_1||_F"]}


def _reading_move(inst: dict, t: float) -> dict:
    """Along log d -> inf with log(1/eps) at the reading's end ||Theta_1||_F."""
    new = {**inst, "Ld": float(t)}
    return {**new, "Le": _instance_terms(new)["||Theta_1||_F"]}


_READING_DIRECTIONS = (
    Direction("log d -> inf, log(1/eps) = ||Theta_1||_F", "Ld", INF, how="path", move=_reading_move,
              points=(3e3, 3e4, 3e5, 3e6, 3e7),
              reason="the reading's end log(1/eps) = ||Theta_1||_F carried along log d -> inf"),
    Direction("k, d, m, lambda, lambda', c, ||Theta_1||_F, eps", "k", INF, how="search",
              reason="drawn inside every printed assumption with log(1/eps) in [0, ||Theta_1||_F]"),
)


def _reading(text_extra: str) -> Reading:
    return Reading("log(1/eps) <~ ||Theta_1||_F",
                   "auditor B's reading: 'take any eps > 0' read as 'for eps with log(1/eps) <~ ||Theta_1||_F' "
                   "(true for the stage-2 eps of L2984, inverse-polynomial in r_Theta); " + text_extra,
                   strategy=_reading_instances(), directions=_READING_DIRECTIONS)


_EPS_PATH_POINTS = (10.0, 1e2, 1e4, 1e6, 1e8, 1e10, 1e12)


CLAIMS.append(Claim(
    id="chenli.display.thm6.17-beta",
    catalog_id="chenli.thm6.17",
    paper=PAPER,
    source=f"Theorem 6.17, Section 6.5, {SEED_FILE} L2176-L2180 ('Take any eps > 0', beta of L2178, 'Note that by "
           "Assumption 6, beta <~ 1'; Assumptions 1-3 L429-L449, 6 L461, 10 L485)",
    statement="Theorem 6.17 as printed: for any eps > 0, beta ~ (1/||Theta_1||_F) log(k/(eps sqrt(lambda))) and 'by "
              "Assumption 6 (log(kd/sqrt(lambda')) << ||Theta_1||_F <= (kd)^{O(m)}), beta <~ 1'. Checked as a uniform "
              "shape: lhs = beta with the '~' constant 1, shape 1, on instances inside Assumptions 1 (lambda in (0, "
              "1), lambda >> m^{3/2} log m/sqrt(r_Theta)), 2 ((7)'s kappa), 3 ((8)), 6 (margin 10, (kd)^m) and 10 "
              "(lambda' <= 1/r_Theta), in log space.",
    statement_tex=r"$$\beta \asymp \frac{1}{\|\Theta_1\|_F} \cdot \log\left(\frac{k}{\varepsilon\sqrt{\lambda}}\right)"
                  r" \quad \text{and} \quad R := ke^{\beta^2}.$$ Note that by Assumption 6, $\beta \lesssim 1$.",
    kind="step", comparison="<=", bound=B.thm6_17_beta_shape, measure=_beta_measure, strategy=_beta_instances(),
    constants="hidden", uniform=True, assumptions=_ASSUMPTIONS,
    directions=(
        Direction("eps -> 0 (log(1/eps) -> inf)", "Le", INF, how="path",
                  move=lambda inst, t: {**inst, "Le": float(t)}, points=_EPS_PATH_POINTS,
                  reason="'Take any eps > 0': Assumption 6 does not involve eps, so beta = (log k + log(1/eps) - "
                         "log(lambda)/2)/||Theta_1||_F grows linearly in log(1/eps) at a fixed instance"),
        Direction("k, log d, lambda, lambda', r_Theta, ||Theta_1||_F, m", "k", INF, how="search",
                  reason="drawn inside every printed assumption: k to 1e6, log d in [3000, 1e6], lambda in [1e-4, "
                         "0.999], r_Theta from d^{1/4}/log^2 d down by e^{log d/8}, lambda' from 1/r_Theta down by "
                         "e^10, ||Theta_1||_F from Assumption 6's end (margin 10) to 101 times it, m in [1, 8]; at "
                         "fixed eps beta <= (log k + log(1/eps) + log(1/lambda)/2)/(10 log(kd/sqrt(lambda'))) stays "
                         "bounded along them"),
    ),
    readings=(_reading("then beta <= a + (log k + log(1/lambda)/2)/||Theta_1||_F <~ 1"),),
    expect="erratum as printed",
    evidence="Auditor B (round 25, /work/coord/r25/audit/B_chenli.md): confirmed as printed. Assumption 6 (L461) bounds "
             "||Theta_1||_F below by log(kd/sqrt(lambda')), which does not involve eps, and Theorem 6.17 takes 'any "
             "eps > 0'. Inside every printed assumption (auditor's instance): log d = 3000, k = 3, m = 1, lambda = 1/2, "
             "r_Theta = d^{1/4}/log^2 d, lambda' = 1/r_Theta (Assumption 10's end), ||Theta_1||_F = 10 log(kd/"
             "sqrt(lambda')) = 3.37e4 (Assumption 6 with margin 10, <= (kd)^m): beta = 3.4e-4, 0.30, 29.7, 2.97e4 at "
             "eps = e^-10, e^-1e4, e^-1e6, e^-1e9: linear in log(1/eps), so no absolute constant serves (the search's "
             "path reaches log(1/eps) = 1e12). Not the encoding: beta ||Theta_1||_F = log(k/(eps sqrt(lambda))) "
             "exactly. In the paper's stage-4 use (L2998-L3000, eps = (kd)^{-c' m}) beta = c' m log(kd)/"
             "||Theta_1||_F = 0.89 m at c' = 10 (auditor). Why 'as printed': the note holds for eps with log(1/eps) "
             "<~ ||Theta_1||_F (the reading; stage 2's eps, L2984, is inverse-polynomial in r_Theta), and Theorem "
             "6.17's results are written in R (Lemma 6.4 needs only beta << min(d, ||Theta_1||_F), L1539)." +
             " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
             "constant: Assumptions 1, 3 ((8)), 6 (margins 10). Outcome (a) the crossing survives every "
             "admissible value of the constant: the eps path moves eps, which none of them involves; beta "
             "||Theta_1||_F = log(k/(eps sqrt(lambda))) exactly, linear in log(1/eps) at every admissible F.",
    second_path="tests/test_chenli_r25_chenli2.py::test_thm617_beta_grows_as_eps_to_0",
    no_correction_reason="the failure is a missing hypothesis (log(1/eps) <~ ||Theta_1||_F), checked as the reading; "
                         "beta <~ 1 + log(1/eps)/||Theta_1||_F is the definition itself",
    corrected_text="beta <~ 1 + log(1/eps)/||Theta_1||_F; beta <~ 1 under the extra hypothesis log(1/eps) <~ "
                   "||Theta_1||_F (the reading).",
    no_mutant_reason="the printed shape (a constant) is crossed along eps -> 0 at every instance; a planted smaller "
                     "constant is crossed the same way",
    auto_mutant=False,
    notes="Round 25 (helper chenli2), found re-reading the covered row L2178 (covered:chenli.thm6.17, whose claim "
          "grants beta and T). Closed form. Helper chenli3 (after auditor B): instances moved inside Assumptions 1, "
          "2, 3, 6, 10 (the first encoding's k = d = 2, lambda = lambda' = 1 sat outside Assumption 1's open (0, 1)); "
          "'erratum' -> 'erratum as printed' with the auditor's reading.",
    domain=(Param("log(1/eps)", -INF, INF, key="Le", text="log(1/eps) (eps > 0 any)",
                  unreached="log(1/eps) in [-log(k)/2, 200] drawn (eps <= sqrt(k): beta >= 0), to 1e12 on the path; "
                            "eps > sqrt(k/lambda) makes beta negative, outside '~' of a positive quantity"),
            Param("k", 3, INF, integer=True, key="k", text="k tokens", unreached="k in [3, 1e6] (Assumption 5's "
                  "chi in [1, sqrt(log k)] needs k >= 3)"),
            Param("log d", 3000, INF, key="Ld", text="log of the dimension d",
                  unreached="log d in [3000, 1e6] drawn (d huge: (8) needs log^C(dmk)/(kappa lambda) << r_Theta << "
                            "d^{1/4}; checked with C = 10), to 3e7 on the reading's path"),
            Param("lambda", 0, 1, key="lam", text="lambda of Assumption 1 (open (0, 1))",
                  unreached="lambda in [1e-4, 0.999]"),),
    settings={"ci": {"max_examples": 10, "budget_s": 0.5}},
))


def _xi_range_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = (log(R)/lambda + max(log(R)/lambda^2, log F))/(lambda/(m kappa)), R = k e^{beta^2}, kappa of (7) =
    c lambda^{13/2}/(m^{13/2} log^2 d), beta and F as in _beta_measure."""
    b = _beta_measure(inst, ctx)
    k, m, lam = int(inst["k"]), int(inst["m"]), float(inst["lam"])
    beta, F = b.terms["beta"], b.terms["||Theta_1||_F"]
    lR = math.log(k) + beta * beta
    room = m**5.5 * float(inst["Ld"]) ** 2 / (float(inst["c7"]) * lam**5.5)  # lambda/(m kappa)
    need = lR / lam + max(lR / lam**2, math.log(F))
    return Measurement(need / room, b.quantities,
                       {**b.terms, "log R": lR, "lambda/(m kappa)": room, "(107)'s two ends need": need})


CLAIMS.append(Claim(
    id="chenli.display.thm6.17-xi-range",
    catalog_id="chenli.thm6.17",
    paper=PAPER,
    source=f"Theorem 6.17, Section 6.5, {SEED_FILE} L2176-L2184 ((107) and 'Note that by Eq. (7) in Assumption 2, "
           "there is a nonempty range of xi satisfying both bounds'; beta, R of L2178; (7) L439; Assumptions 1-3 "
           "L429-L449, 6 L461, 10 L485)",
    statement="Theorem 6.17 as printed: for any eps > 0, with beta ~ log(k/(eps sqrt(lambda)))/||Theta_1||_F, R = k "
              "e^{beta^2}, '(107) R^{Theta(1/lambda)}/e^{lambda/(m kappa)} << xi << min(R^{-Theta(1/lambda^2)}, 1/"
              "||Theta_1||_F): by Eq. (7) there is a nonempty range of xi satisfying both bounds'. Checked as a "
              "uniform shape: lhs = (log(R)/lambda + max(log(R)/lambda^2, log ||Theta_1||_F))/(lambda/(m kappa)) "
              "(the Theta constants 1, kappa of (7)), shape 1; instances inside Assumptions 1, 2, 3, 6, 10 as for "
              "chenli.display.thm6.17-beta.",
    statement_tex=r"$$R^{\Theta(1/\lambda)} / e^{\lambda/(m\kappa)} \ll \xi \ll \min(R^{-\Theta(1/\lambda^2)}, "
                  r"1/\|\Theta_1\|_F) \quad (107)$$ Note that by Eq. (7) in Assumption 2, there is a nonempty range "
                  r"of $\xi$ satisfying both bounds.",
    kind="step", comparison="<=", bound=B.thm6_17_xi_range_shape, measure=_xi_range_measure,
    strategy=_beta_instances(), constants="hidden", uniform=True, assumptions=_ASSUMPTIONS,
    directions=(
        Direction("eps -> 0 (log(1/eps) -> inf)", "Le", INF, how="path",
                  move=lambda inst, t: {**inst, "Le": float(t)}, points=_EPS_PATH_POINTS,
                  reason="log R = log k + beta^2 grows like log^2(1/eps)/||Theta_1||_F^2; (7)'s lambda/(m kappa) = "
                         "m^{11/2} log^2 d/(c lambda^{11/2}) does not involve eps"),
        Direction("k, log d, m, lambda, lambda', r_Theta, c, ||Theta_1||_F", "Ld", INF, how="search",
                  reason="drawn as for chenli.display.thm6.17-beta with c in [1e-6, 1]: at fixed eps the room "
                         "lambda/(m kappa) grows like log^2 d, so large d only helps"),
    ),
    readings=(_reading("then R ~ k and (7)'s room lambda/(m kappa) = m^{11/2} log^2 d/(c lambda^{11/2}) exceeds (107)'s "
                       "two ends"),),
    expect="erratum as printed",
    evidence="Auditor B (round 25, /work/coord/r25/audit/B_chenli.md): confirmed as printed (same root as "
             "chenli.display.thm6.17-beta). (7) fixes lambda/(m kappa) = m^{11/2} log^2 d/(c lambda^{11/2}), free of "
             "eps, while Theorem 6.17 takes any eps > 0 and R = k e^{beta^2}: (107) needs log(1/xi) >= Theta(log "
             "R/lambda^2) and <= lambda/(m kappa) - Theta(log R/lambda), empty once log R ~ log^2(1/eps)/"
             "||Theta_1||_F^2 outgrows lambda/(m kappa) for whatever Theta constants. Inside every printed assumption "
             "(auditor's instance): log d = 3000, k = 3, m = 1, lambda = 1/2, c = 1, r_Theta = d^{1/4}/log^2 d, "
             "lambda' = 1/r_Theta, ||Theta_1||_F = 3.37e4: lambda/(m kappa) = 4.07e8; the ratio need/room is 3.1e-8 "
             "at eps = e^-10 and 0.13 at e^-1e8, 1.17 at e^-3e8 (the window, with constants 1, is EMPTY: auditor's "
             "W = -6.9e7), 13 at e^-1e9, 1.3e3 at e^-1e10, 1.3e7 at e^-1e12: growth like log^2(1/eps). Why 'as printed': the window "
             "closes only once beta ~ lambda^{3/2}/sqrt(m kappa), where Lemma 6.4's own beta << ||Theta_1||_F fails "
             "anyway; for eps with log(1/eps) <~ ||Theta_1||_F (the reading; the stage-2 and stage-4 eps of L2984, "
             "L3000) the range is nonempty." +
             " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
             "constant: Assumptions 1, 3 ((8)), 6 (margins 10). Outcome (a) the crossing survives every "
             "admissible value of the constant: the eps path moves eps only; lambda/(m kappa) is free of eps "
             "and log R ~ log^2(1/eps)/F^2 grows without bound at every admissible (d, F).",
    second_path="tests/test_chenli_r25_chenli2.py::test_thm617_xi_range_empty_as_eps_to_0",
    no_correction_reason="the failure is a missing lower bound on eps (log(1/eps) <~ ||Theta_1||_F suffices), checked "
                         "as the reading, not a bound that can be restated in the quantities the theorem allows",
    corrected_text="a nonempty range of xi exists when (log k + beta^2)(1/lambda + 1/lambda^2) + log ||Theta_1||_F << "
                   "lambda/(m kappa), e.g. for log(1/eps) <~ ||Theta_1||_F (the reading).",
    no_mutant_reason="the printed shape (a constant) is crossed along eps -> 0 at every instance; a planted smaller "
                     "constant is crossed the same way",
    auto_mutant=False,
    notes="Round 25 (helper chenli2), found re-reading L2178-L2192 (covered:chenli.thm6.17, which grants xi and T). "
          "Closed form. chenli.display.thm6.17-eq103 (r15_chenliA, L2210) draws eps = s min(k/sqrt(lambda), lambda F)"
          " with s >= 1e-6 and grants beta <= 3 and a nonempty (107): the eps -> 0 end is here. Helper chenli3 (after "
          "auditor B): instances moved inside Assumptions 1, 2, 3, 6, 10 (the first encoding's d = 3, lambda = "
          "lambda' = 1 sat outside them); 'erratum' -> 'erratum as printed' with the auditor's reading.",
    domain=(Param("log(1/eps)", -INF, INF, key="Le", text="log(1/eps) (eps > 0 any)",
                  unreached="log(1/eps) in [-log(k)/2, 200] drawn, to 1e12 on the path"),
            Param("log d", 3000, INF, key="Ld", text="log of the dimension d",
                  unreached="log d in [3000, 1e6] drawn ((8) with C = 10 needs d huge), to 3e7 on the reading's "
                            "path"),
            Param("lambda", 0, 1, key="lam", text="lambda of Assumption 1 (open (0, 1))",
                  unreached="lambda in [1e-4, 0.999]"),),
    settings={"ci": {"max_examples": 10, "budget_s": 0.5}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-25 audits
CLAIMS = cite_audits(CLAIMS, {
    'chenli.display.thm6.17-beta': 'auditor B: confirmed as printed',
    'chenli.display.thm6.17-xi-range': 'auditor B: confirmed as printed',
}, 'docs/audits/round25/chenli.md')
