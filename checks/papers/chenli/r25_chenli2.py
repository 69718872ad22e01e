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
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.chenli import r25_chenli2 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges

CLAIMS: list[Claim] = []


@st.composite
def _beta_instances(draw: st.DrawFn) -> dict:
    """k in [2, 1e6], d in [1, 1e9], m in [1, 8] (log-uniform), lambda, lambda' in [1e-4, 1], ||Theta_1||_F = 10
    log(kd/sqrt(lambda')) (1 + u) (Assumption 6's lower end with factor 10 at u = 0), u in [0, 100], Le = log(1/eps)
    in [-log(k)/2, 200] (eps up to sqrt(k), where log(k/(eps sqrt(lambda))) >= 0 still)."""
    k = int(draw(with_edges(st.integers(2, 10**6), 2, 3, 10**6)))
    return {"k": k, "d": int(draw(with_edges(st.integers(1, 10**9), 1, 2, 10**9))),
            "m": int(draw(with_edges(st.integers(1, 8), 1, 8))),
            "lam": float(draw(with_edges(log_uniform(1e-4, 1.0), 1.0, 1e-4))),
            "lamp": float(draw(with_edges(log_uniform(1e-4, 1.0), 1.0, 1e-4))),
            "u": float(draw(with_edges(st.floats(0.0, 100.0), 0.0))),
            "Le": float(draw(with_edges(st.floats(-0.5 * math.log(k), 200.0), 10.0, 200.0)))}


def _beta_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """beta = log(k/(eps sqrt(lambda)))/||Theta_1||_F = (log k + log(1/eps) - log(lambda)/2)/F, F at Assumption 6's
    lower end times (1 + u)."""
    k, d, m = int(inst["k"]), int(inst["d"]), int(inst["m"])
    lam, lamp, u, Le = float(inst["lam"]), float(inst["lamp"]), float(inst["u"]), float(inst["Le"])
    a6 = math.log(k) + math.log(d) - 0.5 * math.log(lamp)
    F = 10.0 * a6 * (1.0 + u)
    beta = (math.log(k) + Le - 0.5 * math.log(lam)) / F
    return Measurement(beta, {"k": k, "d": d, "Le": Le},
                       {"||Theta_1||_F": F, "log(kd/sqrt(lambda'))": a6, "log(1/eps)": Le, "beta": beta,
                        "a6_low": F - 10.0 * a6, "a6_high": m * (math.log(k) + math.log(d)) - math.log(F),
                        "log_arg": math.log(k) + Le - 0.5 * math.log(lam)})


CLAIMS.append(Claim(
    id="chenli.display.thm6.17-beta",
    catalog_id="chenli.thm6.17",
    paper=PAPER,
    source=f"Theorem 6.17, Section 6.5, {SEED_FILE} L2176-L2180 ('Take any eps > 0', beta of L2178, 'Note that by "
           "Assumption 6, beta <~ 1'; Assumption 6 L461)",
    statement="Theorem 6.17 as printed: for any eps > 0, beta ~ (1/||Theta_1||_F) log(k/(eps sqrt(lambda))) and 'by "
              "Assumption 6 (log(kd/sqrt(lambda')) << ||Theta_1||_F <= (kd)^{O(m)}), beta <~ 1'. Checked as a uniform "
              "shape: lhs = beta with the '~' constant 1, shape 1, Assumption 6 held (factor 10 for its '<<', "
              "(kd)^{m} for its O(m)).",
    statement_tex=r"$$\beta \asymp \frac{1}{\|\Theta_1\|_F} \cdot \log\left(\frac{k}{\varepsilon\sqrt{\lambda}}\right)"
                  r" \quad \text{and} \quad R := ke^{\beta^2}.$$ Note that by Assumption 6, $\beta \lesssim 1$.",
    kind="step", comparison="<=", bound=B.thm6_17_beta_shape, measure=_beta_measure, strategy=_beta_instances(),
    constants="hidden", uniform=True,
    assumptions=(
        Assumption("Assumption 6 lower", "log(kd/sqrt(lambda')) << ||Theta_1||_F (factor 10)",
                   lambda q: q["a6_low"] + 1e-9),
        Assumption("Assumption 6 upper", "||Theta_1||_F <= (kd)^{O(m)} (read (kd)^m)", lambda q: q["a6_high"]),
        Assumption("beta > 0", "log(k/(eps sqrt(lambda))) >= 0 (beta ~ a positive quantity)",
                   lambda q: q["log_arg"]),
    ),
    directions=(
        Direction("eps -> 0 (log(1/eps) -> inf)", "Le", INF, how="path",
                  move=lambda inst, t: {**inst, "Le": float(t)}, points=(10.0, 100.0, 1e3, 1e4, 1e5),
                  reason="'Take any eps > 0': Assumption 6 does not involve eps, so beta = (log k + log(1/eps) - "
                         "log(lambda)/2)/||Theta_1||_F grows linearly in log(1/eps) at a fixed instance"),
        Direction("k, d, lambda, lambda', ||Theta_1||_F, m", "k", INF, how="search",
                  reason="drawn: k to 1e6, d to 1e9, lambda, lambda' to 1e-4, ||Theta_1||_F from Assumption 6's end "
                         "(factor 10) to 101 times it, m in [1, 8]; at fixed eps beta <= (log k + log(1/eps) + "
                         "log(1/lambda)/2)/(10 log(kd/sqrt(lambda'))) stays bounded along them"),
    ),
    expect="erratum",
    evidence="Assumption 6 (L461) bounds ||Theta_1||_F below by log(kd/sqrt(lambda')), which does not involve eps, and "
             "Theorem 6.17 takes 'any eps > 0': at k = 2, d = 2, lambda = lambda' = 1, ||Theta_1||_F = 10 log 4 = "
             "13.86 (Assumption 6 with factor 10), beta = (log 2 + log(1/eps))/13.86 = 0.77 at eps = e^{-10}, 7.3 at "
             "e^{-100}, 72 at e^{-1000}: linear in log(1/eps), so no absolute constant serves. beta <~ 1 holds when "
             "log(1/eps) <~ ||Theta_1||_F, e.g. for eps >= sqrt(lambda'/lambda)/d (then log(k/(eps sqrt(lambda))) <= "
             "log(kd/sqrt(lambda')) << ||Theta_1||_F). Where Section 10 applies the theorem with eps = (kd)^{-Theta(m)},"
             " beta ~ m log(kd)/||Theta_1||_F, which Assumption 6 bounds by O(m), not O(1). The note is used where "
             "beta <~ 1 enters Lemma 6.4's proof ((92)-(93), read beta in [0, 1] there).",
    second_path="tests/test_chenli_r25_chenli2.py::test_thm617_beta_grows_as_eps_to_0",
    no_correction_reason="the failure is a missing hypothesis (log(1/eps) <~ ||Theta_1||_F, or eps >= sqrt(lambda'/"
                         "lambda)/d), not a bound on beta in the quantities Theorem 6.17 allows; beta <~ 1 + log(1/eps)"
                         "/||Theta_1||_F is the definition itself",
    corrected_text="beta <~ 1 + log(1/eps)/||Theta_1||_F; beta <~ 1 under the extra hypothesis log(1/eps) <~ "
                   "||Theta_1||_F (e.g. eps >= sqrt(lambda'/lambda)/d).",
    no_mutant_reason="the printed shape (a constant) is crossed along eps -> 0 at every instance; a planted smaller "
                     "constant is crossed the same way",
    auto_mutant=False,
    notes="Round 25 (helper chenli2), found re-reading the covered row L2178 (covered:chenli.thm6.17, whose claim "
          "grants beta and T). Closed form.",
    domain=(Param("log(1/eps)", -INF, INF, key="Le", text="log(1/eps) (eps > 0 any)",
                  unreached="log(1/eps) in [-log(k)/2, 200] drawn (eps <= sqrt(k): beta >= 0), to 1e5 on the path; "
                            "eps > sqrt(k/lambda) makes beta negative, outside '~' of a positive quantity"),
            Param("k", 2, INF, integer=True, key="k", text="k tokens", unreached="k <= 1e6"),
            Param("d", 1, INF, integer=True, key="d", text="dimension d", unreached="d <= 1e9"),),
    settings={"ci": {"max_examples": 10, "budget_s": 0.5}},
))


@st.composite
def _xi_range_instances(draw: st.DrawFn) -> dict:
    """_beta_instances' draws with d >= 3 (log d > 1) and (7)'s c in [1e-6, 1] (log-uniform)."""
    base = draw(_beta_instances())
    return {**base, "d": max(3, int(base["d"])), "c7": float(draw(with_edges(log_uniform(1e-6, 1.0), 1.0, 1e-6)))}


def _xi_range_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = (log(R)/lambda + max(log(R)/lambda^2, log F))/(lambda/(m kappa)), R = k e^{beta^2}, kappa of (7) =
    c lambda^{13/2}/(m^{13/2} log^2 d), beta and F as in _beta_measure."""
    b = _beta_measure(inst, ctx)
    k, d, m, lam = int(inst["k"]), int(inst["d"]), int(inst["m"]), float(inst["lam"])
    beta, F = b.terms["beta"], b.terms["||Theta_1||_F"]
    lR = math.log(k) + beta * beta
    room = m**5.5 * math.log(d) ** 2 / (float(inst["c7"]) * lam**5.5)  # lambda/(m kappa)
    need = lR / lam + max(lR / lam**2, math.log(F))
    return Measurement(need / room, {"k": k, "d": d, "Le": float(inst["Le"])},
                       {**b.terms, "log R": lR, "lambda/(m kappa)": room, "(107)'s two ends need": need})


CLAIMS.append(Claim(
    id="chenli.display.thm6.17-xi-range",
    catalog_id="chenli.thm6.17",
    paper=PAPER,
    source=f"Theorem 6.17, Section 6.5, {SEED_FILE} L2176-L2184 ((107) and 'Note that by Eq. (7) in Assumption 2, "
           "there is a nonempty range of xi satisfying both bounds'; beta, R of L2178; (7) L439; Assumption 6 L461)",
    statement="Theorem 6.17 as printed: for any eps > 0, with beta ~ log(k/(eps sqrt(lambda)))/||Theta_1||_F, R = k "
              "e^{beta^2}, '(107) R^{Theta(1/lambda)}/e^{lambda/(m kappa)} << xi << min(R^{-Theta(1/lambda^2)}, 1/"
              "||Theta_1||_F): by Eq. (7) there is a nonempty range of xi satisfying both bounds'. Checked as a "
              "uniform shape: lhs = (log(R)/lambda + max(log(R)/lambda^2, log ||Theta_1||_F))/(lambda/(m kappa)) "
              "(the Theta constants 1, kappa of (7)), shape 1; Assumption 6 held (factor 10).",
    statement_tex=r"$$R^{\Theta(1/\lambda)} / e^{\lambda/(m\kappa)} \ll \xi \ll \min(R^{-\Theta(1/\lambda^2)}, "
                  r"1/\|\Theta_1\|_F) \quad (107)$$ Note that by Eq. (7) in Assumption 2, there is a nonempty range "
                  r"of $\xi$ satisfying both bounds.",
    kind="step", comparison="<=", bound=B.thm6_17_xi_range_shape, measure=_xi_range_measure,
    strategy=_xi_range_instances(), constants="hidden", uniform=True,
    assumptions=(
        Assumption("Assumption 6 lower", "log(kd/sqrt(lambda')) << ||Theta_1||_F (factor 10)",
                   lambda q: q["a6_low"] + 1e-9),
        Assumption("Assumption 6 upper", "||Theta_1||_F <= (kd)^{O(m)} (read (kd)^m)", lambda q: q["a6_high"]),
        Assumption("beta > 0", "log(k/(eps sqrt(lambda))) >= 0", lambda q: q["log_arg"]),
    ),
    directions=(
        Direction("eps -> 0 (log(1/eps) -> inf)", "Le", INF, how="path",
                  move=lambda inst, t: {**inst, "Le": float(t)}, points=(10.0, 100.0, 1e3, 1e4, 1e5),
                  reason="log R = log k + beta^2 grows like log^2(1/eps)/||Theta_1||_F^2; (7)'s lambda/(m kappa) = "
                         "m^{11/2} log^2 d/(c lambda^{11/2}) does not involve eps"),
        Direction("k, d, m, lambda, lambda', c, ||Theta_1||_F", "d", INF, how="search",
                  reason="drawn as for chenli.display.thm6.17-beta with d >= 3 and c in [1e-6, 1]: at fixed eps the "
                         "room lambda/(m kappa) grows like log^2 d, so large d only helps"),
    ),
    expect="erratum",
    evidence="(7) fixes lambda/(m kappa) = m^{11/2} log^2 d/(c lambda^{11/2}), free of eps, while Theorem 6.17 takes any "
             "eps > 0 and R = k e^{beta^2} with beta ~ log(k/(eps sqrt(lambda)))/||Theta_1||_F: (107) needs log(1/xi) "
             ">= Theta(log R/lambda^2) and log(1/xi) <= lambda/(m kappa) - Theta(log R/lambda), empty once log R ~ "
             "log^2(1/eps)/||Theta_1||_F^2 exceeds lambda/(m kappa) for whatever Theta constants. k = 2, d = 3, m = 1, "
             "lambda = lambda' = 1, c = 1, ||Theta_1||_F = 10 log 6 = 17.9: lambda/(m kappa) = log^2 3 = 1.21; eps = "
             "e^{-10}: beta = 0.60, log R = 1.05, need 1.05 + log F = 3.9 (ratio 3.3); eps = e^{-1000}: beta = 55.9, "
             "need 6.2e3 (ratio 5.2e3); the ratio grows like log^2(1/eps). The nonempty range holds when log(1/eps) <~ "
             "||Theta_1||_F sqrt(lambda/(m kappa)) lambda, e.g. in Section 10's use only if eps is bounded below; same "
             "mechanism as chenli.display.thm6.17-beta (beta unbounded as eps -> 0).",
    second_path="tests/test_chenli_r25_chenli2.py::test_thm617_xi_range_empty_as_eps_to_0",
    no_correction_reason="the failure is a missing lower bound on eps (log(1/eps) <~ lambda ||Theta_1||_F sqrt(lambda/"
                         "(m kappa))), not a bound that can be restated in the quantities the theorem allows",
    corrected_text="a nonempty range of xi exists when (log k + beta^2)(1/lambda + 1/lambda^2) + log ||Theta_1||_F << "
                   "lambda/(m kappa), i.e. for eps bounded below (log(1/eps) <~ lambda ||Theta_1||_F sqrt(lambda/(m "
                   "kappa))).",
    no_mutant_reason="the printed shape (a constant) is crossed along eps -> 0 at every instance; a planted smaller "
                     "constant is crossed the same way",
    auto_mutant=False,
    notes="Round 25 (helper chenli2), found re-reading L2178-L2192 (covered:chenli.thm6.17, which grants xi and T). "
          "Closed form. chenli.display.thm6.17-eq103 (r15_chenliA, L2210) draws eps = s min(k/sqrt(lambda), lambda F)"
          " with s >= 1e-6 and grants beta <= 3 and a nonempty (107): the eps -> 0 end is here.",
    domain=(Param("log(1/eps)", -INF, INF, key="Le", text="log(1/eps) (eps > 0 any)",
                  unreached="log(1/eps) in [-log(k)/2, 200] drawn, to 1e5 on the path"),
            Param("d", 3, INF, integer=True, key="d", text="dimension d", unreached="d in [3, 1e9]; d = 1, 2 have "
                  "log^2 d <= 0.49 in (7) (d = 1: kappa undefined)"),),
    settings={"ci": {"max_examples": 10, "budget_s": 0.5}},
))
