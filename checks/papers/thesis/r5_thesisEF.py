"""thesis, Appendices E and F (round 5): displays inside the proofs of Chapters 6-7, encoded as printed
(``kind="step"``).

- App. F.5.1 (proof of Lemma F.3.5): the closed-form '=' steps between polynomials in p_n(t), alpha, K, l, M of
  (F.74)-(F.128) and of (F.134), (F.138) (proof of Lemma F.3.6), each exact in rationals;
- App. F.4.1 (proof of Theorem 3): (F.24) the softmax mass 1 - ((1-alpha)/alpha) e^{-u} lower bound, the chain
  (F.27), (F.28) => (F.29) and (F.30) => (F.31);
- App. E.4.3 (proof of Theorem 6.3.3): (E.56), the recursion gamma_T <= gamma_{T-1} e^{-...} from the per-step bound;
- App. E.5.4 (proof of Proposition 6.4.5): (E.100)'s last step (uniform in M2) and the pruning chain (E.107);
- (round 5, thesisEF2) (E.48)'s second step (sum_{b<T} b = Theta(T^2), 0 at T = 1), (E.112)/(E.115) (a count on its
  own mean bounded by M1^{-C}), (F.26)'s last link, (F.38)'s Hoeffding link, (F.72)'s indicator identity.

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. The bounds are pure functions in this module (the printed lines).
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import mpmath
from hypothesis import strategies as st

from thmcheck.bounds.thesis.r5_thesisEF import (
    POLY,
    chernoff_lower_mutant,
    chernoff_lower_printed,
    e48_mutant,
    e48_zero,
    e56_mutant,
    e56_printed,
    e100_mutant_power,
    e100_mutant_square,
    e100_shape,
    e107_last_mutant,
    e107_last_shape,
    e107_line2,
    e107_line2_mutant,
    e107_line3,
    e107_line3_mutant,
    e107_lines,
    e123_mutant,
    e123_zero,
    e215_mutant,
    e215_printed,
    e227_bound,
    f24_bound,
    f24_mutant,
    f26_line3,
    f26_line3_mutant,
    f27_link1_bound,
    f27_link1_mutant,
    f27_link2_bound,
    f27_link2_mutant,
    f28_bound,
    f28_mutant,
    f30_bound,
    f30_mutant,
    f34_mutant,
    f34_printed,
    f38_mutant,
    f38_printed,
    f71_intended,
    f71_mutant,
    f71_printed,
    f72_mutant,
    f72_printed,
    f82_mutant,
    f82_shape,
    f133_printed,
    f137_printed,
    f142_corrected,
    f142_printed,
    f144_corrected,
    f144_printed,
    softmax_mutant,
    u_growth_mutant,
    u_growth_printed_bound,
    u_growth_with_K,
)
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r5_thesisEF.py::"


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


def _dy(x: float, bits: int = 16) -> Fraction:
    """Round to the dyadic grid 2^-bits (exact in float64 and as a Fraction)."""
    return Fraction(round(x * 2**bits), 2**bits)


# =========================================================== App. F.5.1: the closed-form '=' steps, exact


@st.composite
def _poly_instances(draw: st.DrawFn) -> dict:
    """p_n(t) in (0, 1) (alpha/K and both ends drawn too), alpha in (0, 1] (2^-10 and 1 drawn too), K in 1..30, l in
    1..10^4, M in 1..100 (M = K drawn too), eta in (0, 1], a batch of 1..4 values p_n(b); all dyadic floats (exact as
    Fractions: the exact re-check converts them)."""
    K = draw(st.one_of(st.integers(1, 4), st.integers(1, 30)))
    alpha = draw(st.one_of(st.sampled_from([1.0, 2.0**-10]), st.floats(2.0**-10, 1.0).map(_dy)))
    alpha = float(max(Fraction(alpha), Fraction(1, 2**10)))

    def one_p() -> float:
        u = draw(st.one_of(st.sampled_from([-1.0, 2.0**-16, 1 - 2.0**-16]), st.floats(2.0**-16, 1 - 2.0**-16)))
        return float(_dy(alpha / K)) if u < 0 else float(min(max(_dy(u), Fraction(1, 2**16)),
                                                                 Fraction(2**16 - 1, 2**16)))

    ps = tuple(one_p() for _ in range(draw(st.integers(1, 4))))
    eta = draw(st.one_of(st.sampled_from([1.0, 2.0**-10]), st.floats(2.0**-10, 1.0)))
    return {"p": ps[0], "alpha": alpha, "K": K, "l": int(draw(log_uniform(1, 10**4))),
            "M": draw(st.one_of(st.just(K), st.integers(1, 4), st.integers(1, 100))),
            "eta": float(max(_dy(eta), Fraction(1, 2**10))), "ps": ps}


_POLY_DOMAIN = {
    "p": Param("p", 0, 1, lo_closed=False, hi_closed=False,
               text="p_n(t) in (0, 1) (a softmax mass over l >= 2 examples; p_n(t) >= alpha/K drawn too)"),
    "alpha": Param("alpha", 0, 1, lo_closed=False, text="alpha in (0, 1] (fraction of same-pattern examples)"),
    "K": Param("K", 1, math.inf, integer=True, far=30, text="K >= 1 reasoning steps",
               unreached="K <= 30: both lines are explicit rational functions of K"),
    "l": Param("l", 1, math.inf, integer=True, far=10**4, text="l >= 1 context examples"),
    "M": Param("M", 1, math.inf, integer=True, far=100, text="M >= 1 TRR patterns",
               unreached="M <= 100: both lines are explicit rational functions of M"),
    "eta": Param("eta", 0, 1, lo_closed=False, text="step size eta in (0, 1] (it scales both lines)"),
    "ps": Param("p_b", 0, 1, lo_closed=False, hi_closed=False, key="p",
                text="p_n(b) in (0, 1) for b = 0..t (1..4 terms; the first one's is reported)"),
}


def _poly_measure(line1: Any, names: tuple[str, ...]) -> tuple:
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        q = {k: (tuple(float(x) for x in inst[k]) if k == "ps" else
                 (inst[k] if isinstance(inst[k], int) else float(inst[k]))) for k in names}
        return Measurement(line1(**q), q, {"p": float(inst["ps"][0] if "ps" in names else inst["p"])})

    def exact(inst: dict) -> Measurement:
        q = {k: (tuple(Fraction(x) for x in inst[k]) if k == "ps" else
                 (inst[k] if isinstance(inst[k], int) else Fraction(inst[k]))) for k in names}
        return Measurement(line1(**q), q, {"p": float(inst["ps"][0] if "ps" in names else inst["p"])}, exact=True)

    return measure, exact





_POLY_CHECKED = (
    "Checked exactly, in rationals (dyadic p_n(t), alpha, eta), on the whole printed range; the '=' holds "
    "identically (the search finds no instance where the two lines differ).")


def _poly_claim(row: tuple) -> Claim:
    key, lines, where, names, statement, tex, line1, line2, mutant = row
    measure, exact = _poly_measure(line1, names)
    proof = ("proof of Lemma F.3.6, App. F.5.2" if key in ("F.134", "F.138")
             else "proof of Lemma F.3.5, App. F.5.1")
    return Claim(
        id=f"thesis.ch7.eq{key}", paper=PAPER, kind="step", comparison="==",
        source=_src(f"{where}, {proof}", lines),
        statement=f"{where}: {statement} (the closed-form '=' of the display; the inner products it bounds are "
                  "not part of this step).",
        statement_tex=tex, bound=line2, measure=measure, exact=exact, strategy=_poly_instances(),
        domain=tuple(_POLY_DOMAIN[n] for n in names),
        evidence=_POLY_CHECKED, mutants={"a changed coefficient in the line after '='": mutant}, auto_mutant=False,
        notes="Both lines are evaluated from the printed expressions (exact when confirmed); the automatic 10 % "
              "mutant of an '=' is replaced by a planted changed coefficient.",
        settings={"ci": {"max_examples": 25, "budget_s": 1.0}},
    )


POLY_CLAIMS = [_poly_claim(row) for row in POLY]


# =========================================================== (F.24): p = e^u/(e^u + c) >~ 1 - c e^{-u}






@st.composite
def _f24_instances(draw: st.DrawFn) -> dict:
    return {"u": draw(st.one_of(st.just(0.0), st.floats(0.0, 50.0), log_uniform(1e-6, 1e3))),
            "alpha": draw(st.one_of(st.just(1.0), st.floats(1e-6, 1.0), log_uniform(1e-8, 1.0)))}


def _f24_measure(inst: dict, ctx: Ctx) -> Measurement:
    u, a = inst["u"], inst["alpha"]
    c = (1 - a) / a
    return Measurement(1 / (1 + c * math.exp(-u)), {"u": u, "alpha": a}, {"c": c})


def _f24_exact(inst: dict) -> Measurement:
    with mpmath.workdps(50):
        u, a = mpmath.mpf(inst["u"]), mpmath.mpf(inst["alpha"])
        eu = mpmath.exp(u)
        return Measurement(eu / (eu + (1 - a) / a), {"u": u, "alpha": a}, {}, exact=True)


F24 = Claim(
    id="thesis.ch7.eqF.24", paper=PAPER, kind="step", comparison=">=",
    source=_src("(F.24), proof of Theorem 3, App. F.4.1", "L9416"),
    statement="(F.24): p_n(t+1) = e^u/(e^u + (1-alpha)/alpha) >~ 1 - ((1-alpha)/alpha) e^{-u}, u >= 0 (u >~ a sum of "
              "non-negative terms, (F.21)), alpha in (0, 1]. Checked with constant 1 (which implies the printed '>~').",
    statement_tex=r"p_n(t+1) = \frac{e^u}{e^u + \frac{1-\alpha}{\alpha}} \gtrsim 1 - \frac{1-\alpha}{\alpha} e^{-u}",
    bound=f24_bound, measure=_f24_measure, exact=_f24_exact, strategy=_f24_instances(),
    domain=(Param("u", 0, math.inf, far=100, text="u >= 0 ((F.21): a sum of non-negative terms)"),
            Param("alpha", 0, 1, lo_closed=False, text="alpha in (0, 1]")),
    evidence="Holds with constant 1: 1 - e^u/(e^u + c) = c/(e^u + c) <= c e^{-u}, c = (1-alpha)/alpha >= 0.",
    mutants={"half the deficit": f24_mutant}, auto_mutant=False,
    notes="Explicit constant 1 is a stronger statement than the printed '>~' (the right side may be negative, so no "
          "ratio shape applies); the planted mutant halves the deficit c e^{-u}.",
    settings={"ci": {"max_examples": 40, "budget_s": 1.0}},
)


# =========================================================== (F.27): (1/2) log(1 + 1/t) <= 1/(2t) <= ... = 1/t










@st.composite
def _f27_instances(draw: st.DrawFn) -> dict:
    return {"t": int(draw(st.one_of(st.integers(1, 10), log_uniform(1, 1e12)))),
            "eta": draw(st.one_of(st.just(1.0), log_uniform(1e-6, 1.0))),
            "alpha": draw(st.one_of(st.sampled_from([0.5, 0.999, 1e-6]), st.floats(1e-3, 1 - 1e-3),
                                    log_uniform(1e-6, 0.999))),
            "K": draw(st.integers(1, 50)), "M": int(draw(log_uniform(1, 1e4)))}


def _f27_measure(link: int):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        t = inst["t"]
        if link == 1:
            return Measurement(0.5 * math.log1p(1 / t), {"t": t}, {})
        return Measurement(1 / (2 * t), {k: inst[k] for k in ("t", "eta", "alpha", "K", "M")}, {})

    def exact(inst: dict) -> Measurement:
        with mpmath.workdps(50):
            t = mpmath.mpf(inst["t"])
            if link == 1:
                return Measurement(mpmath.log(1 + 1 / t) / 2, {"t": t}, {}, exact=True)
            q = {"t": t, "eta": mpmath.mpf(inst["eta"]), "alpha": mpmath.mpf(inst["alpha"]), "K": inst["K"],
                 "M": inst["M"]}
            return Measurement(1 / (2 * t), q, {}, exact=True)

    return measure, exact


_F27_TEX = (r"\frac{1}{2} \log(1 + \frac{1}{t}) \leq \frac{1}{2t} \leq \frac{\eta}{KM} \cdot (\frac{1-\alpha}{\alpha})^2 "
            r"e^{-\log \frac{\eta(1-\alpha)^2 t}{\alpha^2 KM}}")


def _f27_claim(link: int) -> Claim:
    measure, exact = _f27_measure(link)
    dom = (Param("t", 1, math.inf, integer=True, far=1e9, text="iteration t >= 1"),)
    if link == 2:
        dom += (Param("eta", 0, 1, lo_closed=False, text="step size eta in (0, 1]"),
                Param("alpha", 0, 1, lo_closed=False, hi_closed=False,
                      text="alpha in (0, 1) (alpha = 1 makes the logarithm -inf)"),
                Param("K", 1, math.inf, integer=True, far=30, text="K >= 1 steps"),
                Param("M", 1, math.inf, integer=True, far=1000, text="M >= 1 TRR patterns"))
    return Claim(
        id=f"thesis.ch7.eqF.27-{'first' if link == 1 else 'second'}", paper=PAPER, kind="step", comparison="<=",
        source=_src("(F.27), proof of Theorem 3, App. F.4.1 (" + ("its first '<='" if link == 1 else "its second '<='")
                    + ")", "L9428"),
        statement="(F.27): " + ("(1/2) log(1 + 1/t) <= 1/(2t), t >= 1" if link == 1 else
                                "1/(2t) <= (eta/(KM)) ((1-alpha)/alpha)^2 e^{-log(eta (1-alpha)^2 t/(alpha^2 K M))} "
                                "(= 1/t)"),
        statement_tex=_F27_TEX,
        bound=f27_link1_bound if link == 1 else f27_link2_bound, measure=measure, exact=exact,
        strategy=_f27_instances(), domain=dom,
        evidence="Holds: log(1 + x) <= x; the right side of the second link simplifies to 1/t >= 1/(2t).",
        mutants={"1/(3t)": f27_link1_mutant} if link == 1 else {"the right side over 3": f27_link2_mutant},
        auto_mutant=link == 1,
        notes="Exact re-check at 50 digits." + ("" if link == 1 else " The link has a factor 2 of slack (1/(2t) against "
                                                "1/t), so the automatic 10 % mutant is replaced by the right side / 3."),
        settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
    )


F27 = [_f27_claim(1), _f27_claim(2)]


# =========================================================== (F.28) => (F.29); (F.30) => (F.31)






@st.composite
def _f29_instances(draw: st.DrawFn) -> dict:
    eps = draw(st.one_of(log_uniform(1e-12, 1.0), st.floats(1e-3, 1.0)))
    alpha = draw(st.one_of(st.floats(1e-3, 1.0), log_uniform(1e-8, 1.0)))
    excess = draw(st.one_of(st.just(0.0), log_uniform(1e-9, 10.0)))
    return {"eps": eps, "alpha": alpha, "excess": excess}


def _f29_u(eps: Any, alpha: Any, excess: Any, lg: Any) -> Any:
    """u at (F.29)'s threshold plus excess."""
    c = (1 - alpha) / alpha
    return lg(1 / eps) / 2 + (lg(c) if c > 0 else 0) + excess


def _f29_measure(inst: dict, ctx: Ctx) -> Measurement:
    eps, a = inst["eps"], inst["alpha"]
    u = _f29_u(eps, a, inst["excess"], math.log)
    return Measurement(((1 - a) / a) ** 2 * math.exp(-2 * u), {"eps": eps}, {"u": u, "alpha": a})


def _f29_exact(inst: dict) -> Measurement:
    with mpmath.workdps(50):
        eps, a, x = (mpmath.mpf(inst[k]) for k in ("eps", "alpha", "excess"))
        u = _f29_u(eps, a, x, mpmath.log)
        return Measurement(((1 - a) / a) ** 2 * mpmath.exp(-2 * u), {"eps": eps}, {"u": u}, exact=True)


F29 = Claim(
    id="thesis.ch7.eqF.29", paper=PAPER, kind="step", comparison="<=",
    source=_src("(F.28) => (F.29), proof of Theorem 3, App. F.4.1 ('Then, we get')", "L9432-L9436"),
    statement="(F.28)-(F.29): for u >= (1/2) log(1/epsilon) + log((1-alpha)/alpha), ((1-alpha)/alpha)^2 e^{-2u} <= "
              "epsilon; epsilon > 0, alpha in (0, 1]. Checked as: every u meeting (F.29) meets (F.28).",
    statement_tex=r"(\frac{1-\alpha}{\alpha})^2 e^{-2u} \leq \epsilon. \quad u \geq \frac{1}{2} \log \frac{1}{\epsilon} "
                  r"+ \log \frac{1-\alpha}{\alpha}",
    bound=f28_bound, measure=_f29_measure, exact=_f29_exact, strategy=_f29_instances(),
    domain=(Param("eps", 0, 1, lo_closed=False, text="epsilon > 0 (epsilon <= 1: a target error)"),
            Param("alpha", 0, 1, lo_closed=False, key="alpha", text="alpha in (0, 1] (alpha = 1: the log term is "
                  "-inf, (F.28) holds for every u)"),),
    evidence="Holds (equality at the threshold): e^{-2u} <= epsilon (alpha/(1-alpha))^2 there.",
    mutants={"epsilon/2": f28_mutant}, auto_mutant=False,
    notes="u is drawn at (F.29)'s threshold plus an excess >= 0; at the threshold both sides are equal (exact "
          "re-check at 50 digits).",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)






@st.composite
def _f31_instances(draw: st.DrawFn) -> dict:
    return {"eps": draw(log_uniform(1e-9, 1.0)), "alpha": draw(st.floats(1e-3, 1 - 1e-3)),
            "eta": draw(st.one_of(st.just(1.0), log_uniform(1e-6, 1.0))), "K": draw(st.integers(1, 50)),
            "M": int(draw(log_uniform(1, 1e4))), "mult": draw(st.one_of(st.just(1.0), log_uniform(1.0, 1e6)))}


def _f31_lhs(inst: dict, lg: Any, cast: Any) -> tuple:
    eps, a, eta, mult = (cast(inst[k]) for k in ("eps", "alpha", "eta", "mult"))
    K, M = inst["K"], inst["M"]
    t = mult * K * M / (eta * eps)  # t >= T_3 = eta^{-1} eps^{-1} K M
    return lg(eta * t / (K * M)) / 2 + lg((1 - a) / a), {"eps": eps, "alpha": a}, {"t": t}


def _f31_measure(inst: dict, ctx: Ctx) -> Measurement:
    lhs, q, terms = _f31_lhs(inst, math.log, float)
    return Measurement(lhs, q, terms)


def _f31_exact(inst: dict) -> Measurement:
    with mpmath.workdps(50):
        lhs, q, terms = _f31_lhs(inst, mpmath.log, mpmath.mpf)
        return Measurement(lhs, q, terms, exact=True)


F31 = Claim(
    id="thesis.ch7.eqF.31", paper=PAPER, kind="step", comparison=">=",
    source=_src("(F.30) => (F.31), proof of Theorem 3, App. F.4.1 ('we finally obtain')", "L9440-L9444"),
    statement="(F.30)-(F.31): for t >= T_3 = eta^{-1} epsilon^{-1} K M, (1/2) log(eta t/(KM)) + log((1-alpha)/alpha) >= "
              "(1/2) log(1/epsilon) + log((1-alpha)/alpha). Checked as: every t meeting (F.31) meets (F.30).",
    statement_tex=r"\frac{1}{2} \log \frac{\eta t}{KM} + \log \frac{1-\alpha}{\alpha} \geq \frac{1}{2} \log "
                  r"\frac{1}{\epsilon} + \log \frac{1-\alpha}{\alpha}, \quad t \geq T_3 := \eta^{-1} \epsilon^{-1} KM",
    bound=f30_bound, measure=_f31_measure, exact=_f31_exact, strategy=_f31_instances(),
    domain=(Param("eps", 0, 1, lo_closed=False, text="epsilon in (0, 1]"),
            Param("alpha", 0, 1, lo_closed=False, hi_closed=False, text="alpha in (0, 1) (the log needs alpha < 1)"),
            Param("t", 1, math.inf, key="t", far=1e9, text="t >= T_3 (t = mult T_3, mult >= 1)",
                  unreached="t >= T_3 = K M/(eta eps) >= 1 by the hypothesis; mult = 1 (t = T_3) is drawn")),
    evidence="Holds (equality at t = T_3).",
    mutants={"log(1/epsilon) for (1/2) log(1/epsilon)": f30_mutant}, auto_mutant=False,
    notes="Exact re-check at 50 digits.",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)


# =========================================================== (E.56): gamma_T <= gamma_{T-1} e^{-...}


def _e56_bound_t(alpha: Any, S: Any, h: Any, ex: Any) -> Any:
    """The per-step bound of (E.55)/(E.56)'s first line: ((2 - alpha)/alpha) e^{-(h S)^2}, h = eta Delta."""
    return (2 - alpha) / alpha * ex(-(h * S) ** 2)






@st.composite
def _e56_instances(draw: st.DrawFn, at_bound: bool = False) -> dict:
    """T in 1..12, alpha in (0, 1], h = eta Delta_T > 0, and fractions u_t in (0, 1] of each step's bound (capped at
    1: gamma is a softmax mass's complement); at_bound: the recursion of (E.57) with equality (u_t = 1, no cap)."""
    T = draw(st.integers(1, 12))
    alpha = draw(st.one_of(st.just(1.0), st.floats(1e-3, 1.0)))
    h = draw(log_uniform(1e-3, 10.0))
    us = [1.0 if at_bound else draw(st.one_of(st.just(1.0), st.floats(1e-6, 1.0), log_uniform(1e-9, 1.0)))
          for _ in range(T + 1)]
    return {"T": T, "alpha": alpha, "h": h, "us": tuple(us), "cap": not at_bound}


def _e56_gammas(inst: dict, ex: Any, cast: Any) -> list:
    alpha, h = cast(inst["alpha"]), cast(inst["h"])
    gs: list = []
    S = cast(0)
    for u in inst["us"]:
        b = _e56_bound_t(alpha, S, h, ex)
        g = cast(u) * (min(b, cast(1)) if inst["cap"] else b)
        gs.append(g)
        S = S + g
    return gs


def _e56_measure(inst: dict, ctx: Ctx) -> Measurement:
    gs = _e56_gammas(inst, math.exp, float)
    T = inst["T"]
    return Measurement(gs[T], {"gprev": gs[T - 1], "Sprev": sum(gs[:T - 1]), "h": inst["h"]},
                       {"T": T, "alpha": inst["alpha"], "gammas": tuple(gs)})


def _e56_exact(inst: dict) -> Measurement:
    with mpmath.workdps(50):
        gs = _e56_gammas(inst, mpmath.exp, mpmath.mpf)
        T = inst["T"]
        return Measurement(gs[T], {"gprev": gs[T - 1], "Sprev": mpmath.fsum(gs[:T - 1]), "h": mpmath.mpf(inst["h"])},
                           {"T": T}, exact=True)


E56 = Claim(
    id="thesis.ch6.eqE.56", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.56), proof of Theorem 6.3.3, App. E.4.3", "L8193"),
    statement="(E.56): gamma_T <= ((2-alpha)/alpha) e^{-(eta sum_{b=0}^{T-1} gamma_b Delta_T)^2} = ((2-alpha)/alpha) "
              "e^{-(eta sum_{b=0}^{T-2} gamma_b Delta_T)^2} e^{-eta^2 Delta_T^2 (2 gamma_{T-1} sum_{b=0}^{T-2} gamma_b + "
              "gamma_{T-1}^2)} = gamma_{T-1} e^{-eta^2 Delta_T^2 (2 gamma_{T-1} sum_{b=0}^{T-2} gamma_b + "
              "gamma_{T-1}^2)}. Checked as the step it makes: every sequence gamma_0..gamma_T in (0, 1] meeting the first "
              "'<=' at every t <= T (with h = eta Delta_T > 0 held fixed) meets gamma_T <= the last line.",
    statement_tex=r"\gamma_T \leq \frac{2 - \alpha}{\alpha} e^{-(\eta \sum_{b=0}^{T-1} \gamma_b \cdot \Delta_T)^2} = "
                  r"\frac{2 - \alpha}{\alpha} e^{-(\eta \sum_{b=0}^{T-2} \gamma_b \cdot \Delta_T)^2} \cdot "
                  r"e^{-\eta^2 \Delta_T^2 (2\gamma_{T-1} \sum_{b=0}^{T-2} \gamma_b + \gamma_{T-1}^2)} = \gamma_{T-1} "
                  r"\cdot e^{-\eta^2 \Delta_T^2 (2\gamma_{T-1} \sum_{b=0}^{T-2} \gamma_b + \gamma_{T-1}^2)}",
    bound=e56_printed, measure=_e56_measure, exact=_e56_exact, strategy=_e56_instances(),
    expect="erratum as printed",
    readings=(Reading("equality at every step ((E.57))", "gamma_t equal to ((2-alpha)/alpha) e^{-(eta sum_{b<t} "
                      "gamma_b Delta_T)^2} at every t (the regime 'the equality of (E.56) is close to being achieved' "
                      "of (E.57)); then the last '=' is an identity",
                      strategy=_e56_instances(at_bound=True)),),
    domain=(Param("T", 1, math.inf, integer=True, far=12, text="T >= 1 iterations",
                  unreached="T <= 12: the step is the same at every T (a two-term relation between T-1 and T)"),
            Param("alpha", 0, 1, lo_closed=False, key="alpha", text="alpha in (0, 1]"),
            Param("h", 0, math.inf, lo_closed=False, far=10, text="h = eta Delta_T > 0")),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round5/thesis.md): confirmed as printed. The last '=' replaces ((2-alpha)/alpha) e^{-(eta sum_{b=0}^{T-2} gamma_b Delta_T)^2} by "
             "gamma_{T-1}. The first '<=' at T-1 gives only gamma_{T-1} <= ((2-alpha)/alpha) e^{-(eta sum_{b=0}^{T-2} "
             "gamma_b Delta_{T-1})^2}, an upper bound, so the replacement goes the wrong way: a gamma_{T-1} below its "
             "bound makes the last line smaller than gamma_T may be. E.g. alpha = 1, h = eta Delta_T = 1, gamma_0 = 1, "
             "gamma_1 = 0.01 (its bound e^{-1} = 0.37), gamma_2 at its bound e^{-1.01^2} = 0.36 > gamma_1 e^{-(0.02 + "
             "0.0001)} = 0.0098. Under the reading of (E.57) (every gamma_t at its bound, one Delta) the '=' is an "
             "identity and the step holds. Theorem 6.3.3 keeps its own id and verdict.",
    no_correction_reason="the display is a recursion the proof then treats as approximate ((E.57)); a correct "
                         "statement is the first '<=' itself (gamma_T <= ((2-alpha)/alpha) e^{-(eta sum_{b<T} gamma_b "
                         "Delta_T)^2}), which is a different display",
    corrected_text="gamma_T <= ((2-alpha)/alpha) e^{-(eta sum_{b=0}^{T-1} gamma_b Delta_T)^2} (the first '<='); the "
                   "last '=' holds only when gamma_{T-1} equals its own bound with Delta_T (the (E.57) regime)",
    mutants={"twice the exponent (killed under the equality reading)": e56_mutant}, auto_mutant=False,
    second_path=SP + "test_eqE56_recursion_step_fails",
    notes="h = eta Delta_T is one positive number (the display uses Delta_T at every b); each gamma_t is drawn as a "
          "fraction u_t in (0, 1] of min(1, its bound). Exact re-check at 50 digits.",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
)


# =========================================================== (E.100): 1/sqrt(1 + M2/M2^2) >= 1 - Theta(1)/M2








def _e100_measure(inst: dict, ctx: Ctx) -> Measurement:
    M2 = inst["M2"]
    x = 1 / M2  # M2 / M2^2
    lhs = x / (math.sqrt(1 + x) * (1 + math.sqrt(1 + x)))  # 1 - 1/sqrt(1 + x) without cancellation
    return Measurement(lhs, {"M2": M2}, {"root": 1 / math.sqrt(1 + x)})


def _e100_move(inst: dict, t: float) -> dict:
    return {"M2": int(round(t))}


E100 = Claim(
    id="thesis.ch6.eqE.100", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.100), proof of Proposition 6.4.5, App. E.5.4 (its second '>=')", "L8409-L8411"),
    statement="(E.100): 1/sqrt(1 + (1/M2^2) M2) >= 1 - Theta(1)/M2, M2 >= 1. Checked uniformly: 1 - 1/sqrt(1 + 1/M2) "
              "<~ 1/M2 (one constant for every M2).",
    statement_tex=r"\geq \frac{1}{\sqrt{1 + \frac{1}{M_2^2} \cdot M_2}} \\ & \geq 1 - \frac{\Theta(1)}{M_2}",
    bound=e100_shape, measure=_e100_measure,
    strategy=st.fixed_dictionaries({"M2": st.one_of(st.integers(1, 10), log_uniform(1, 1e12).map(int))}),
    constants="hidden", uniform=True,
    directions=(Direction("M2 -> inf", "M2", math.inf, how="path", move=_e100_move,
                          points=(1, 10, 100, 10**3, 10**4, 10**6), grows=("M2",)),),
    domain=(Param("M2", 1, math.inf, integer=True, far=1e9, text="M2 >= 1 IDI patterns"),),
    evidence="Holds with Theta(1) = 1/2: 1 - (1 + x)^{-1/2} <= x/2.",
    mutants={"1/M2^2": e100_mutant_square, "1/M2^1.5": e100_mutant_power},
    notes="M2 is the statement's only parameter: both planted shapes decay too fast along M2 -> inf (the second at a "
          "different power). The first '>=' (a trained-model cosine) is not part of this step.",
    settings={"ci": {"max_examples": 30, "budget_s": 2.0}},
)


# =========================================================== (E.107): the pruning chain












@st.composite
def _e107_instances(draw: st.DrawFn, small: bool = False) -> dict:
    """M1 >= 2, alpha in (0, 1] with 1 - 2/(alpha M1) != 0, alpha' in [M1^{-1/2}, 1] (the proof's 'alpha' >=
    M1^{-1/2}'), eps > 0 ('for any eps > 0'); small: every one of 2/(alpha' M1), 2/(alpha M1), eps below 1."""
    M1 = int(draw(st.one_of(st.integers(2, 6), log_uniform(2, 1e6))))
    lo = M1**-0.5
    if small:
        lo = max(lo, 2 / M1 * (1 + 1e-9))
    alphap = draw(st.one_of(st.sampled_from([lo, 1.0]), st.floats(lo, 1.0))) if lo < 1 else 1.0
    alo = 2 / M1 * (1 + 1e-9) if small else 1e-3
    alpha = draw(st.one_of(st.just(1.0), st.floats(min(alo, 1.0), 1.0)))
    eps = draw(st.one_of(st.floats(1e-6, 1 - 1e-9), log_uniform(1e-9, 1 - 1e-9))) if small else \
        draw(st.one_of(st.sampled_from([1e-9, 5.0]), st.floats(1e-6, 1.0), log_uniform(1e-9, 10.0)))
    if abs(1 - 2 / (alpha * M1)) <= 1e-9:  # the denominator of the first line vanishes: step off it
        alpha = alpha * (1 - 2.0**-20)
    return {"M1": M1, "alpha": alpha, "alphap": min(max(alphap, lo), 1.0), "eps": eps}


def _e107_ok(q: Any) -> float:
    return abs(1 - 2 / (float(q["alpha"]) * float(q["M1"]))) - 1e-9


_E107_DEN = Assumption("denominator", "1 - 2/(alpha M1) != 0 (it divides in the first line)", _e107_ok)


def _e107_measure(link: int):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        lines = e107_lines(inst["M1"], inst["alpha"], inst["alphap"], inst["eps"], math.sqrt)
        q = {k: inst[k] for k in ("M1", "alpha", "alphap", "eps")}
        return Measurement(lines[link - 1], q, {"a = 2/(alpha' M1)": 2 / (inst["alphap"] * inst["M1"]),
                                                "c = 2/(alpha M1)": 2 / (inst["alpha"] * inst["M1"])})

    def exact(inst: dict) -> Measurement:
        with mpmath.workdps(50):
            q = {"M1": mpmath.mpf(inst["M1"]), **{k: mpmath.mpf(inst[k]) for k in ("alpha", "alphap", "eps")}}
            lines = e107_lines(q["M1"], q["alpha"], q["alphap"], q["eps"], mpmath.sqrt)
            return Measurement(lines[link - 1], q, {}, exact=True)

    return measure, exact


_E107_TEX = (r"\mathbb{E}_{\mathbf{x}_{query,f}} [\ell(\Psi; \mathbf{P}, y)] &\leq 1 - \left(1 - \frac{2}{\alpha' M_1}"
             r"\right) \frac{1 - \epsilon}{\left(1 - \frac{2}{\alpha M_1}\right)} \left(1 - \frac{1}{\sqrt{M_1}}\right) "
             r"\\ &\leq 1 - \left(1 - \frac{2}{\alpha' M_1}\right) (1 - \epsilon) \left(1 - \frac{1}{\sqrt{M_1}}\right) "
             r"\\ &\leq 1 - \left(1 - \frac{2}{\alpha' M_1} - \epsilon - \frac{1}{\sqrt{M_1}}\right)")

_E107_DOMAIN = (
    Param("M1", 2, math.inf, integer=True, far=1e5, text="M1 >= 2 IDR patterns (mu_a, mu_b, others)"),
    Param("alpha", 0, 1, lo_closed=False, text="alpha in (0, 1], 1 - 2/(alpha M1) != 0 (a denominator)"),
    Param("alphap", 0, 1, lo_closed=False, text="alpha' in [M1^{-1/2}, 1] (the proof's 'alpha' >= M1^{-1/2}')"),
    Param("eps", 0, math.inf, lo_closed=False, far=5, text="any eps > 0 (Theorem 6.3.7: 'for any eps > 0')"),
)


def _e107_claim(link: int) -> Claim:
    measure, exact = _e107_measure(link)
    small = Reading("the small-quantity regime", "2/(alpha' M1), 2/(alpha M1) and eps all in (0, 1) (the regime "
                    "of the proof's 'for small x > 0' in (E.109); with alpha' >= M1^{-1/2} it needs M1 >= 4 or "
                    "alpha' > 2/M1)",
                    strategy=_e107_instances(small=True))
    if link == 1:
        return Claim(
            id="thesis.ch6.eqE.107-first", paper=PAPER, kind="step", comparison="<=",
            source=_src("(E.107), proof of Proposition 6.4.5, App. E.5.4 (its second '<=': dropping the "
                        "denominator 1 - 2/(alpha M1))", "L8444-L8450"),
            statement="(E.107): 1 - (1 - 2/(alpha' M1)) (1 - eps)/(1 - 2/(alpha M1)) (1 - 1/sqrt(M1)) <= 1 - (1 - "
                      "2/(alpha' M1))(1 - eps)(1 - 1/sqrt(M1)), M1 >= 2, alpha in (0, 1], alpha' >= M1^{-1/2}, any "
                      "eps > 0.",
            statement_tex=_E107_TEX, bound=e107_line2, measure=measure, exact=exact, strategy=_e107_instances(),
            assumptions=(_E107_DEN,),
            expect="erratum as printed", readings=(small,), domain=_E107_DOMAIN,
            evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round5/thesis.md): confirmed as printed. Dropping the denominator 1 - 2/(alpha M1) in (0, 1) raises the product only when "
                     "the product (1 - 2/(alpha' M1))(1 - eps)(1 - 1/sqrt(M1)) is non-negative. It is negative when "
                     "eps > 1 ('for any eps > 0'), or when 2/(alpha' M1) > 1, which alpha' >= M1^{-1/2} allows at "
                     "M1 = 3 (alpha' in [0.577, 0.667)); and the denominator itself is negative when alpha < 2/M1. "
                     "E.g. M1 = 3, alpha = 0.9, alpha' = 0.6, eps = 0.1: line 1 = 1.1630 > line 2 = 1.0423; M1 = 100, "
                     "alpha = alpha' = 1, eps = 2: line 1 = 1.9 > line 2 = 1.882; M1 = 10, alpha = 0.1, alpha' = 1, "
                     "eps = 0.1: line 1 = 1.492 > line 2 = 0.508. "
                     "In the small-quantity regime (every one of 2/(alpha' M1), 2/(alpha M1), eps below 1) the step "
                     "holds. Proposition 6.4.5 / Theorem 6.3.7 keep their own ids and verdicts.",
            no_correction_reason="the repair is a hypothesis, not another bound: with (1 - 2/(alpha' M1))(1 - eps) >= 0 "
                                 "and 1 - 2/(alpha M1) > 0 the printed line 2 holds (the reading 'the small-quantity "
                                 "regime', no counterexample)",
            corrected_text="the step needs (1 - 2/(alpha' M1))(1 - eps) >= 0 and 1 - 2/(alpha M1) > 0, i.e. eps <= 1, "
                           "alpha' >= 2/M1 (for M1 >= 4 implied by alpha' >= M1^{-1/2}) and alpha > 2/M1",
            mutants={"the second line without (1 - eps)": e107_line2_mutant}, auto_mutant=False,
            second_path=SP + "test_eqE107_first_step_fails_outside_small_regime",
            notes="Exact re-check at 50 digits.",
            settings={"ci": {"max_examples": 60, "budget_s": 2.0}},
        )
    return Claim(
        id="thesis.ch6.eqE.107-second", paper=PAPER, kind="step", comparison="<=",
        source=_src("(E.107), proof of Proposition 6.4.5, App. E.5.4 (its third '<=')", "L8444-L8450"),
        statement="(E.107): 1 - (1 - 2/(alpha' M1))(1 - eps)(1 - 1/sqrt(M1)) <= 1 - (1 - 2/(alpha' M1) - eps - "
                  "1/sqrt(M1)), M1 >= 2, alpha' >= M1^{-1/2}, any eps > 0.",
        statement_tex=_E107_TEX, bound=e107_line3, measure=measure, exact=exact, strategy=_e107_instances(),
        assumptions=(_E107_DEN,), domain=_E107_DOMAIN,
        evidence="Holds: with x = 1 - 2/(alpha' M1) <= 1, y = 1 - eps < 1, z = 1 - 1/sqrt(M1) in (0, 1), x y z >= x + y + "
                 "z - 2 (for x, y in [0, 1] by (1-x)(1-y) >= 0 twice; for a negative factor directly).",
        mutants={"the third line without eps": e107_line3_mutant}, auto_mutant=False,
        notes="Exact re-check at 50 digits.",
        settings={"ci": {"max_examples": 40, "budget_s": 1.0}},
    )


E107 = [_e107_claim(1), _e107_claim(2)]






def _e107l_measure(inst: dict, ctx: Ctx) -> Measurement:
    M1, ap, eps = inst["M1"], inst["alphap"], inst["eps"]
    return Measurement(eps + M1**-0.5 + 1 / (ap * M1), {"M1": M1, "eps": eps}, {"alpha'": ap})


@st.composite
def _e107l_instances(draw: st.DrawFn) -> dict:
    M1 = int(draw(st.one_of(st.integers(2, 10), log_uniform(2, 1e12))))
    lo = M1**-0.5
    return {"M1": M1, "alphap": draw(st.one_of(st.sampled_from([lo, 1.0]), st.floats(lo, 1.0))),
            "eps": draw(st.one_of(st.sampled_from([1e-12, 5.0]), log_uniform(1e-12, 1.0), st.floats(1e-6, 5.0)))}


def _e107l_move(key: str):  # noqa: ANN202
    def move(inst: dict, t: float) -> dict:
        out = {**inst, key: int(round(t)) if key == "M1" else t}
        out["alphap"] = max(out["alphap"], out["M1"] ** -0.5)
        return out
    return move


E107_LAST = Claim(
    id="thesis.ch6.eqE.107-last", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.107), proof of Proposition 6.4.5, App. E.5.4 (its last '<=', 'from alpha' >= M1^{-1/2}')",
                "L8444-L8452"),
    statement="(E.107): O(eps + 1/sqrt(M1) + 1/(alpha' M1)) <= O(eps + 1/sqrt(M1)) by alpha' >= M1^{-1/2}. Checked "
              "uniformly: eps + 1/sqrt(M1) + 1/(alpha' M1) <~ eps + 1/sqrt(M1) over M1 >= 2, alpha' in [M1^{-1/2}, 1], "
              "eps > 0.",
    statement_tex=r"&\leq \mathcal{O}(\epsilon + \frac{1}{\sqrt{M_1}} + \frac{1}{\alpha' M_1}) \\ &\leq "
                  r"\mathcal{O}(\epsilon + \frac{1}{\sqrt{M_1}})",
    bound=e107_last_shape, measure=_e107l_measure, strategy=_e107l_instances(), constants="hidden", uniform=True,
    directions=(Direction("M1 -> inf", "M1", math.inf, how="path", move=_e107l_move("M1"),
                          points=(2, 20, 200, 2000, 2 * 10**4, 2 * 10**6), grows=("M1",)),
                Direction("eps -> 0", "eps", 0.0, how="path", move=_e107l_move("eps"),
                          points=(1.0, 1e-2, 1e-4, 1e-6, 1e-8)),
                Direction("alpha' -> M1^{-1/2}", "alphap", 0.0, how="search",
                          reason="the strategy draws alpha' at its lower end M1^{-1/2} and over [M1^{-1/2}, 1]")),
    domain=(Param("M1", 2, math.inf, integer=True, far=1e9, text="M1 >= 2"),
            Param("eps", 0, math.inf, lo_closed=False, far=5, text="any eps > 0"),
            Param("alphap", 0, 1, lo_closed=False, key="alpha'", text="alpha' in [M1^{-1/2}, 1]")),
    evidence="Holds with constant 2: 1/(alpha' M1) <= M1^{-1/2}.",
    mutants={"eps + 1/M1 (a wrong power of M1)": e107_last_mutant},
    notes="The mutant is wrong along M1 -> inf at small eps (the ratio grows like sqrt(M1)).",
    settings={"ci": {"max_examples": 30, "budget_s": 2.0}},
)


CLAIMS: list[Claim] = [*POLY_CLAIMS, F24, *F27, F29, F31, E56, E100, *E107, E107_LAST]


# =========================================================== (E.215): spherical cap fraction = (1/2) I_{sin^2 phi}






@st.composite
def _e215_instances(draw: st.DrawFn) -> dict:
    d = int(draw(st.one_of(st.integers(2, 8), log_uniform(2, 2000))))
    phi = draw(st.one_of(st.just(math.pi / 2), st.floats(0.0, math.pi / 2), log_uniform(1e-4, math.pi / 2)))
    return {"d": d, "phi": min(phi, math.pi / 2)}


def _cap_fraction(d: int, phi: Any, mp: bool) -> Any:
    """A_cap(phi)/A for the unit sphere in R^d: int_0^phi sin^{d-2} / int_0^pi sin^{d-2} (the colatitude's density)."""
    if mp:
        f = lambda x: mpmath.sin(x) ** (d - 2)  # noqa: E731
        return mpmath.quad(f, [0, phi]) / (2 * mpmath.quad(f, [0, mpmath.pi / 2]))
    from scipy.integrate import quad

    def g(x: float) -> float:
        return math.sin(x) ** (d - 2)

    num = quad(g, 0.0, phi, epsabs=0, epsrel=1e-12, limit=200)[0]
    den = 2 * quad(g, 0.0, math.pi / 2, epsabs=0, epsrel=1e-12, limit=200)[0]
    return num / den


def _e215_measure(inst: dict, ctx: Ctx) -> Measurement:
    d, phi = inst["d"], inst["phi"]
    return Measurement(_cap_fraction(d, phi, False), {"d": d, "phi": phi}, {})


def _e215_exact(inst: dict) -> Measurement:
    with mpmath.workdps(40):
        phi = mpmath.mpf(inst["phi"])
        return Measurement(_cap_fraction(inst["d"], phi, True), {"d": inst["d"], "phi": phi}, {}, exact=True)


E215 = Claim(
    id="thesis.ch6.eqE.215", paper=PAPER, kind="step", comparison="==",
    source=_src("(E.214)-(E.215), proof of Lemma E.4.9, App. E.5.8 ('By Equation 1 in [259]')", "L9060-L9064"),
    statement="(E.214)-(E.215): for W_O^(0)'s first d_X coordinates uniform on the (d_X - 1)-sphere, Pr(i in W_n) = "
              "A^cap_{d_X}(phi)/A_{d_X} = (1/2) I_{sin^2 phi}((d_X - 1)/2, 1/2) = int_0^{sin^2 phi} t^{(d_X-3)/2} "
              "(1-t)^{-1/2} dt / (2 int_0^1 t^{(d_X-3)/2} (1-t)^{-1/2} dt), phi the cap's colatitude in [0, pi/2] "
              "((E.216): phi <= pi/2 - Theta(1/M1)), d_X >= 2. Checked: the cap fraction (integral of the colatitude "
              "density sin^{d-2}) against the printed incomplete beta.",
    statement_tex=r"\Pr(i \in \mathcal{W}_n) = \frac{1}{2} I_{\sin^2 \phi} \left( \frac{d_{\mathcal{X}} - 1}{2}, "
                  r"\frac{1}{2} \right) = \frac{\int_0^{\sin^2 \phi} t^{\frac{d_{\mathcal{X}}-3}{2}} (1-t)^{-\frac{1}{2}} "
                  r"dt}{2 \int_0^1 t^{\frac{d_{\mathcal{X}}-3}{2}} (1-t)^{-\frac{1}{2}} dt}",
    bound=e215_printed, measure=_e215_measure, exact=_e215_exact, strategy=_e215_instances(),
    domain=(Param("d", 2, math.inf, integer=True, far=1000, text="d_X >= 2 (the feature dimension M1 + M2)"),
            Param("phi", 0, math.pi / 2, text="colatitude phi in [0, pi/2] ((E.216))")),
    evidence="Holds (S. Li, 'Concise formulas for the area and volume of a hyperspherical cap', Eq. 1): the two "
             "sides agree to quadrature precision on the whole range, pi/2 included (1/2).",
    mutants={"I(d/2, 1/2) for I((d-1)/2, 1/2)": e215_mutant}, auto_mutant=False,
    rtol=1e-8,
    notes="Both sides are computed independently: the cap fraction by quadrature of sin^{d-2} (scipy, then mpmath at "
          "40 digits), the printed side by the regularised incomplete beta. phi > pi/2 is outside the printed range "
          "(the formula there is 1 - (1/2) I).",
    settings={"ci": {"max_examples": 25, "budget_s": 2.0}},
)


# =========================================================== (E.227): Hoeffding for the mean angle, prob 1 - M1^{-10}


def _cond_angle_mean(d: int) -> float:
    """E[theta | theta < pi/2] for the angle theta between a uniform unit vector of R^d and a fixed one."""
    from scipy.integrate import quad

    def w(x: float) -> float:
        return math.sin(x) ** (d - 2)

    return quad(lambda x: x * w(x), 0, math.pi / 2)[0] / quad(w, 0, math.pi / 2)[0]




@st.composite
def _e227_instances(draw: st.DrawFn, C: float = 1.0) -> dict:
    M1 = int(draw(st.one_of(st.integers(2, 6), log_uniform(2, 100))))
    M2 = int(draw(st.one_of(st.integers(1, 6), log_uniform(1, 100))))
    K = draw(st.one_of(st.just(1.0), log_uniform(1.0, 10.0)))  # the constant of m >~ M^2 log M1
    M = M1 + M2
    m = int(math.ceil(K * M**2 * max(math.log(M1), 1.0)))
    return {"M1": M1, "M2": M2, "m": min(m, 3000), "reps": 1000, "seed": draw(st.integers(0, 2**31 - 1)), "C": C}


def _e227_measure(inst: dict, ctx: Ctx) -> Measurement:
    import numpy as np

    from thmcheck.checks.claim import SolverFailure
    from thmcheck.checks.stats import Binomial, clopper_pearson

    M1, M2, m, reps = inst["M1"], inst["M2"], inst["m"], inst["reps"]
    d = M1 + M2
    if reps * m > 4 * 10**7:
        raise SolverFailure(f"Monte Carlo of {reps} x {m} angles past the 4e7 cap")
    rng = np.random.default_rng(inst["seed"])
    mu = _cond_angle_mean(d)
    t = math.sqrt(inst.get("C", 1.0) * math.log(M1) / m)
    # cos theta of a uniform unit vector of R^d with a fixed axis: x1/||x||, x1 ~ N(0,1), ||x_rest||^2 ~ chi2(d-1)
    hits = 0
    done = 0
    while done < reps:
        r = min(reps - done, max(1, 2 * 10**6 // m))
        x1 = rng.standard_normal((r, m))
        rest = rng.chisquare(d - 1, (r, m)) if d > 1 else np.zeros((r, m))
        c = x1 / np.sqrt(x1**2 + rest)
        pos = c > 0  # i in W_n: a positive inner product
        theta = np.arccos(np.clip(c, -1, 1))
        n = pos.sum(axis=1)
        mean = np.where(n > 0, (theta * pos).sum(axis=1) / np.maximum(n, 1), mu)
        hits += int((np.abs(mean - mu) > t).sum())
        done += r
    lo, hi = clopper_pearson(hits, reps, 0.999)
    return Measurement(hits / reps, {"M1": M1}, {"d = M1 + M2": d, "m": m, "t": t, "E theta": mu, "hits": hits},
                       lhs_interval=(lo, hi), stat=Binomial(hits, reps))


def _e227_escalate(inst: dict, level: int) -> dict:
    return {**inst, "reps": inst["reps"] * 4**level}


E227 = Claim(
    id="thesis.ch6.eqE.227", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.227), proof of Lemma E.4.10, App. E.5.9 ('By Hoeffding's inequality (E.5) ... with probability of "
                "at least 1 - M1^{-10}')", "L9118"),
    statement="(E.227): theta_n^i, the angle between V^n(0)'s feature embedding and W_O^(0)'s (uniform on the "
              "(d_X - 1)-sphere), i in W_n (a positive inner product); |mean_{i in W_n} theta_n^i - E theta_n^i| <= "
              "sqrt(log M1/m) with probability at least 1 - M1^{-10}. Checked: Pr(|mean - E theta| > sqrt(log M1/m)) "
              "<= M1^{-10} with the true conditional mean E theta (the display's '=' uses E theta = 0, false: "
              "thesis.ch6.display.E.5.9-angle-mean), d_X = M1 + M2 (the lemma's 'd_X = M1 + M2'), m >= M^2 log M1.",
    statement_tex=r"\left\| \frac{1}{|\mathcal{W}_n|} \sum_{i \in \mathcal{W}_n} \theta_n^i - \mathbb{E}[\theta_n^i] "
                  r"\right\| = \left\| \frac{1}{|\mathcal{W}_n|} \sum_{i \in \mathcal{W}_n} \theta_n^i \right\| \leq "
                  r"\sqrt{\frac{\log M_1}{m}}",
    bound=e227_bound, measure=_e227_measure, strategy=_e227_instances(), escalate=_e227_escalate,
    expect="erratum as printed",
    readings=(Reading("a hidden constant in the deviation", "sqrt(C log M1/m) for an absolute C (the c of (E.5)): "
                      "checked with C = 40, enough for every d >= 2 (the angle's variance is at most pi^2/16)",
                      strategy=_e227_instances(C=40.0)),),
    domain=(Param("M1", 2, math.inf, integer=True, far=100, text="M1 >= 2 IDR patterns",
                  unreached="M1 <= 100: the failure needs d = M1 + M2 <~ 15 (the tail is ~ M1^{-0.7 d})"),
            Param("M2", 1, math.inf, integer=True, key="d = M1 + M2", far=100, text="d_X = M1 + M2 >= 3"),
            Param("m", 1, math.inf, integer=True, far=10**4, text="m >~ M^2 log M1 neurons (constant K in [1, 10])",
                  unreached="m <= 3000 (cap, ci cost); the crossing does not depend on m: t sqrt(m) is fixed")),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round5/thesis.md): confirmed as printed. The printed constants are explicit (no constant in sqrt(log M1/m), probability 1 - "
             "M1^{-10}). The mean of n ~ m/2 conditioned angles has standard deviation sigma_d/sqrt(m/2), so "
             "t/sd = sqrt(log M1/2)/sigma_d does not depend on m: for small d = M1 + M2 the tail is far above "
             "M1^{-10}. E.g. M1 = 2, M2 = 1 (d = 3), m = ceil(9 log 2) = 7: Monte Carlo Pr ~ 0.15 against 2^{-10} = 0.001 "
             "(the search: lhs 0.16, interval excluding 0.001). "
             "Under the reading with an absolute constant C in the deviation the statement holds (variance of an "
             "angle in [0, pi/2] is <= pi^2/16). Lemma E.4.10 keeps its own id and verdict.",
    no_correction_reason="the repair is the reading with an unspecified absolute constant in the deviation "
                         "(sqrt(C log M1/m)), or d_X >= ~15; both are other statements",
    corrected_text="|mean theta - E theta| <= sqrt(C log M1/m) with probability >= 1 - M1^{-10} for an absolute "
                   "constant C (e.g. C = 20 pi^2/16 by Hoeffding for values in [0, pi/2] and |W_n| >= m/4)",
    auto_mutant=False,
    no_mutant_reason="planted mutants run under the reading (C = 40), where the tail is below 1e-20 (t/sd >= 9.9): "
                     "no bound a Monte Carlo estimate can cross there is wrong; the literal claim is itself violated "
                     "by the search",
    second_path=SP + "test_eqE227_angle_hoeffding_tail_is_large_at_small_d",
    notes="Monte Carlo (1000 replicates, seeded by the Hypothesis draw; escalate: 4x per level) with a Clopper-"
          "Pearson interval; E theta given theta < pi/2 by quadrature. m is capped at 3000 (SolverFailure past "
          "4e7 angles).",
    settings={"ci": {"max_examples": 6, "budget_s": 3.0}},
)


CLAIMS += [E215, E227]


# =========================================================== (F.71): p~^T p~_query as indicators (Chapter 7 embeddings)








@st.composite
def _f71_instances(draw: st.DrawFn) -> dict:
    """M TRR patterns, K positions; p~ = (mu_a; mu_b) + c_u, p~_query = (mu_aq; 0) + c_uq, p~_i = (mu_ai; mu_bi) + c_ui."""
    M, K = draw(st.integers(1, 6)), draw(st.integers(1, 6))
    pick = lambda n: draw(st.integers(0, n - 1))  # noqa: E731
    return {"M": M, "K": K, "a": pick(M), "b": pick(M), "u": pick(K), "aq": pick(M), "uq": pick(K),
            "ai": pick(M), "bi": pick(M), "ui": pick(K)}


def _f71_vectors(inst: dict) -> tuple:
    """Columns in R^{2 d_x}, d_x = M + K: mu_j = e_j (x block), labels in the y block, c_k = e_{d_x + M + k} (in the
    y block, orthogonal to every (mu_j; 0) as printed, and to the labels (0; mu_j))."""
    import numpy as np

    M, K = inst["M"], inst["K"]
    dx = M + K

    def col(trr: int, lab: int | None, pe: int) -> Any:
        v = np.zeros(2 * dx, dtype=np.int64)
        v[trr] += 1
        if lab is not None:
            v[dx + lab] += 1
        v[dx + M + pe] += 1
        return v

    return (col(inst["a"], inst["b"], inst["u"]), col(inst["aq"], None, inst["uq"]),
            col(inst["ai"], inst["bi"], inst["ui"]))


def _f71_measure(inst: dict, ctx: Ctx) -> Measurement:
    p, q, _ = _f71_vectors(inst)
    quant = {"same_trr_q": int(inst["a"] == inst["aq"]), "same_pe_q": int(inst["u"] == inst["uq"]),
             "same_pe_i": int(inst["u"] == inst["ui"])}
    return Measurement(int(p @ q), quant, {}, exact=True)


_F71_DOMAIN = (Param("M", 1, math.inf, integer=True, far=6, text="M orthonormal TRR patterns",
                     unreached="M <= 6: the identity is per coordinate block"),
               Param("K", 1, math.inf, integer=True, far=6, text="K orthonormal positional encodings c_k",
                     unreached="K <= 6: the identity is per coordinate block"))

F71 = Claim(
    id="thesis.ch7.eqF.71", paper=PAPER, kind="step", comparison="==",
    source=_src("(F.71), proof of Lemma F.3.5, App. F.5.1", "L9635"),
    statement="(F.71): for a context column p~ = (x; y) + c (TRR pattern of x, label y, positional encoding c), "
              "p~^T p~_query = 1[TRR(p~) = TRR(p~_query)] + 1[PE(p~) = PE(p~_i)], with orthonormal TRR patterns and "
              "orthonormal c_k, (mu; 0) orthogonal to c_k (Sec. 7.2). Checked in an embedding where the c_k are "
              "orthogonal to the labels too (a case the printed setup allows).",
    statement_tex=r"\tilde{\mathbf{p}}^\top \tilde{\mathbf{p}}_{query} = \mathbb{1}[\text{TRR}(\tilde{\mathbf{p}}) = "
                  r"\text{TRR}(\tilde{\mathbf{p}}_{query})] + \mathbb{1}[\text{PE}(\tilde{\mathbf{p}}) = "
                  r"\text{PE}(\tilde{\mathbf{p}}_i)]",
    bound=f71_printed, measure=_f71_measure, exact=lambda inst: _f71_measure(inst, Ctx()),
    strategy=_f71_instances(), expect="erratum as printed",
    readings=(Reading("PE(p~_query)", "the second indicator compares PE(p~) with PE(p~_query) (the left side has no "
                      "p~_i); then the identity holds", bound=f71_intended),),
    domain=_F71_DOMAIN,
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round5/thesis.md): confirmed as printed. The left side does not involve p~_i, the right side does: with p~ and p~_query at the same "
             "position and p~_i elsewhere (M = K = 2: p~ = (mu_1; mu_1) + c_1, p~_query = (mu_1; 0) + c_1, p~_i at c_2) "
             "the left side is 2 and the right side 1. With PE(p~_query) in place of PE(p~_i) it is an identity "
             "(a typo: the next display (F.72) compares with p~_i, about p~^T p~_i).",
    corrected=f71_intended,
    corrected_text="p~^T p~_query = 1[TRR(p~) = TRR(p~_query)] + 1[PE(p~) = PE(p~_query)]",
    mutants={"twice the TRR indicator": f71_mutant}, auto_mutant=False,
    second_path=SP + "test_eqF71_depends_on_p_i",
    notes="Exact integer inner products. The corrected bound and the mutant take PE(p~_query).",
    settings={"ci": {"max_examples": 40, "budget_s": 1.0}},
)


# =========================================================== (F.82): the 1/l term is dominated, if l >= Omega(1/alpha)






@st.composite
def _f82_instances(draw: st.DrawFn, reading: bool = False) -> dict:
    """alpha in (0, 1), K in 1..10^4, p in (0, 1) (reading: [alpha/K, alpha]), l = ceil(C/alpha), C in [1, 100] (the
    constant of l >= Omega(1/alpha))."""
    alpha = draw(st.one_of(st.floats(1e-3, 1 - 1e-3), log_uniform(1e-4, 0.999)))
    K = int(draw(st.one_of(st.integers(1, 10), log_uniform(1, 1e4))))
    lo, hi = (alpha / K, alpha) if reading else (1e-6, 1 - 1e-6)
    p = draw(st.one_of(st.just(lo), st.floats(lo, hi)))
    C = draw(st.one_of(st.just(1.0), log_uniform(1.0, 100.0)))
    return {"alpha": alpha, "K": K, "p": p, "C": C, "l": int(math.ceil(C / alpha)), "reading": reading}


def _f82_measure(inst: dict, ctx: Ctx) -> Measurement:
    p, alpha, K, ell = inst["p"], inst["alpha"], inst["K"], inst["l"]
    lhs = 2 / (K * ell) * (1 - alpha) * K * (1 - p)
    return Measurement(lhs, {"p": p, "alpha": alpha, "K": K}, {"l": ell, "C = l alpha": ell * alpha})


def _f82_move_K(inst: dict, t: float) -> dict:
    """K -> inf at p = alpha/K with l = ceil(C sqrt(K)/alpha): l grows too (as sqrt K)."""
    K = int(round(t))
    return {**inst, "K": K, "p": inst["alpha"] / K, "l": int(math.ceil(inst["C"] * math.sqrt(K) / inst["alpha"]))}


def _f82_move_p(inst: dict, t: float) -> dict:
    """p -> 1 (1 - p = 1/t) with l = ceil(C sqrt(t)/alpha): l grows too."""
    return {**inst, "p": 1 - 1 / t, "l": int(math.ceil(inst["C"] * math.sqrt(t) / inst["alpha"]))}


F82 = Claim(
    id="thesis.ch7.eqF.82", paper=PAPER, kind="step", comparison="<=",
    source=_src("(F.82), proof of Lemma F.3.5, App. F.5.1 ('Note that ... if l >= Omega(alpha^{-1})')", "L9677"),
    statement="(F.82): (2/(Kl)) (1 - alpha) K (1 - p_n(t)) <~ |(-(1 - p_n(t)) p_n(t) + (1 - p_n(t))^2 alpha^2/K^2)(1 - "
              "p_n(t))| if l >= Omega(alpha^{-1}); p_n(t) in (0, 1), alpha in (0, 1), K >= 1. Checked uniformly: one "
              "constant for every (p, alpha, K), l large enough in units of 1/alpha (eventually l).",
    statement_tex=r"\frac{2}{Kl} \cdot (1 - \alpha) \cdot K(1 - p_n(t)) \lesssim |(-(1 - p_n(t))p_n(t) + (1 - p_n(t))^2 "
                  r"\frac{\alpha^2}{K^2})(1 - p_n(t))|",
    bound=f82_shape, measure=_f82_measure, strategy=_f82_instances(), constants="hidden", uniform=True,
    eventually=("l",), expect="erratum",
    directions=(Direction("K -> inf at p = alpha/K", "K", math.inf, how="path", move=_f82_move_K,
                          points=(10, 100, 1000, 10**4, 10**5, 10**6), grows=("K", "l")),
                Direction("p -> 1 (path parameter t = 1/(1 - p) -> inf)", "p", math.inf, how="path",
                          move=_f82_move_p, points=(10, 100, 1000, 10**4, 10**5), grows=("l",)),
                Direction("alpha, C, l = ceil(C/alpha)", "alpha", 0.0, how="search",
                          reason="alpha over (0, 1) and the constant C of l = C/alpha over [1, 100]: drawn; l is "
                                 "tied to them (l >= Omega(1/alpha)) and grows along both paths")),
    readings=(Reading("p_n(t) in [alpha/K, alpha]", "the range of the note before (F.81) ('< 0 for p_n(t) in "
                      "[alpha/K, alpha]'); the K path still diverges", strategy=_f82_instances(reading=True)),),
    domain=(Param("p", 0, 1, lo_closed=False, hi_closed=False, text="p_n(t) in (0, 1)"),
            Param("alpha", 0, 1, lo_closed=False, hi_closed=False, text="alpha in (0, 1)"),
            Param("K", 1, math.inf, integer=True, far=1e4, text="K >= 1 reasoning steps"),
            Param("l", 1, math.inf, integer=True, key="l", far=1e4, text="l >= Omega(1/alpha) (l = C/alpha)")),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round5/thesis.md): confirmed. The ratio of the two sides is 2 (1 - alpha)/(l (1 - p) |p - (1 - p) alpha^2/K^2|). At p = "
             "alpha/K (the lower end of the text's range) it is about 2 (1 - alpha) K/(l alpha): with l = C/alpha it "
             "grows like K for every constant C, and still like sqrt(K) when l grows as sqrt(K)/alpha; it also "
             "diverges as p -> 1 at l = C/alpha. The condition l >= Omega(1/alpha) does not involve K or p, so no "
             "constant makes (F.82) hold. (F.83)-(F.86) use it to drop the 1/l term. Lemma F.3.5 keeps its own id.",
    no_correction_reason="(F.82) is a requirement on l, not a bound with a missing factor: it holds once l >~ (1 - "
                         "alpha)/((1 - p) |p - (1 - p) alpha^2/K^2|), e.g. l >~ K/alpha at p = alpha/K, which the "
                         "proof's l >= Omega(1/alpha) does not give",
    corrected_text="the step needs l >~ (1 - alpha)/((1 - p_n(t)) |p_n(t) - (1 - p_n(t)) alpha^2/K^2|) (at p_n(t) = "
                   "alpha/K: l >~ K/alpha)",
    mutants={"the right side times alpha": f82_mutant},
    second_path=SP + "test_eqF82_ratio_grows_with_K",
    notes="lhs is the printed left side; the shape is the printed right side (uniform '<~'). l = ceil(C/alpha) with C "
          "drawn; along both paths l grows (eventually l).",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
)


# =========================================================== (F.34): T_1 + T_2 + T_3






@st.composite
def _f34_instances(draw: st.DrawFn) -> dict:
    return {"eta": draw(log_uniform(1e-4, 1.0)), "alpha": draw(log_uniform(1e-3, 1.0)), "K": draw(st.integers(1, 50)),
            "M": int(draw(log_uniform(1, 1e4))),
            "eps": draw(st.one_of(st.sampled_from([1e-6, 1.0]), log_uniform(1e-6, 1.0)))}


def _f34_lhs(inst: dict, cast: Any, lg: Any) -> tuple:
    eta, alpha, eps = cast(inst["eta"]), cast(inst["alpha"]), cast(inst["eps"])
    K, M = inst["K"], inst["M"]
    T1 = K**3 * lg(K / eps) / (eta * alpha**2)  # (F.11)/(F.147)
    T2 = K * M / (eta * alpha)  # (F.23)
    T3 = K * M / (eta * eps)  # (F.31)
    return T1 + T2 + T3, {"eta": eta, "alpha": alpha, "K": K, "M": M, "eps": eps}, {"T1": T1, "T2": T2, "T3": T3}


def _f34_measure(inst: dict, ctx: Ctx) -> Measurement:
    lhs, q, t = _f34_lhs(inst, float, math.log)
    return Measurement(lhs, q, {k: float(v) for k, v in t.items()})


def _f34_exact(inst: dict) -> Measurement:
    with mpmath.workdps(40):
        lhs, q, t = _f34_lhs(inst, mpmath.mpf, mpmath.log)
        return Measurement(lhs, q, {}, exact=True)


F34 = Claim(
    id="thesis.ch7.eqF.34", paper=PAPER, kind="step", comparison="==",
    source=_src("(F.34), proof of Theorem 3, App. F.4.1 (T := T_1 + T_2 + T_3 with (F.11), (F.23), (F.31))", "L9456"),
    statement="(F.34): T_1 + T_2 + T_3 = Theta(eta^-1 alpha^-2 K^3 log(K/eps) + eta^-1 M K (alpha^-1 + eps^-1)) with "
              "T_1 = eta^-1 alpha^-2 K^3 log(K/eps) (F.11), T_2 = eta^-1 K M alpha^-1 (F.23), T_3 = eta^-1 eps^-1 K M "
              "(F.31). Checked with Theta's constant 1 (an identity).",
    statement_tex=r"T := T_1 + T_2 + T_3 = \Theta(\eta^{-1}\alpha^{-2}K^3 \log \frac{K}{\epsilon} + \eta^{-1}MK(\alpha^{-1} "
                  r"+ \epsilon^{-1}))",
    bound=f34_printed, measure=_f34_measure, exact=_f34_exact, strategy=_f34_instances(), rtol=1e-12,
    domain=(Param("eta", 0, 1, lo_closed=False, text="eta in (0, 1]"),
            Param("alpha", 0, 1, lo_closed=False, text="alpha in (0, 1]"),
            Param("K", 1, math.inf, integer=True, far=30, text="K >= 1 steps"),
            Param("M", 1, math.inf, integer=True, far=1000, text="M >= 1 TRR patterns"),
            Param("eps", 0, 1, lo_closed=False, text="eps in (0, 1]")),
    evidence="Holds: the sum of the three defined times is the printed expression exactly.",
    mutants={"K^2 for K^3": f34_mutant}, auto_mutant=False,
    notes="Exact re-check at 40 digits.",
    settings={"ci": {"max_examples": 25, "budget_s": 1.0}},
)

CLAIMS += [F71, F82, F34]


# =========================================================== L9418-L9424: the growth of u(t) (proof of Theorem 3)








_U_T_CAP = 200_000


@st.composite
def _u_instances(draw: st.DrawFn) -> dict:
    """alpha in (0, 1), K in 1..10, M in 1..10, eta in (0, 1]; t steps with s = eta t/(K M) in [10^3, 10^4] ('t large
    enough'), t <= 2e5."""
    alpha = draw(st.one_of(st.just(0.5), st.floats(0.05, 0.95)))
    K, M = draw(st.integers(1, 10)), draw(st.integers(1, 10))
    eta = draw(st.one_of(st.just(1.0), st.floats(0.05, 1.0)))
    h = eta / (K * M)
    s = draw(log_uniform(1e3, 1e4))
    return {"alpha": alpha, "K": K, "M": M, "eta": eta, "t": int(min(_U_T_CAP, max(1, math.ceil(s / h))))}


def _u_measure(inst: dict, ctx: Ctx) -> Measurement:
    """u(0) = 0, u(t+1) = u(t) + (eta/(K M)) (1 - p(t))^2 p(t) with p(t) = e^u/(e^u + (1 - alpha)/alpha) ((F.24) with
    equality, (F.26)'s first line with equality: the smallest u the proof allows)."""
    alpha, K, M, eta, t = inst["alpha"], inst["K"], inst["M"], inst["eta"], inst["t"]
    c, h = (1 - alpha) / alpha, eta / (K * M)
    u = 0.0
    for _ in range(t):
        p = 1 / (1 + c * math.exp(-u))
        u += h * (1 - p) ** 2 * p
    return Measurement(u, {"t": t, "eta": eta, "alpha": alpha, "M": M, "K": K},
                       {"s = eta t/(K M)": h * t, "limit gap (1/2) log(2/K)": 0.5 * math.log(2 / K)})


_U_DOMAIN = (Param("alpha", 0, 1, lo_closed=False, hi_closed=False, text="alpha in (0, 1)"),
             Param("K", 1, math.inf, integer=True, far=10, text="K >= 1 steps",
                   unreached="K <= 10: the limit gap (1/2) log(2/K) is explicit"),
             Param("M", 1, math.inf, integer=True, far=10, text="M >= 1 TRR patterns",
                   unreached="M <= 10 (with eta/(K M) >= 5e-3 to reach s = eta t/(KM) >= 10^3 within 2e5 steps)"),
             Param("eta", 0, 1, lo_closed=False, text="eta in (0, 1]"),
             Param("t", 1, math.inf, integer=True, far=1e5, text="t large enough: eta t/(K M) in [10^3, 10^4]",
                   unreached="t <= 2e5 steps: the gap u(t) - bound converges (O(s^{-1/2})) to (1/2) log(2/K)"))

U_GROWTH = Claim(
    id="thesis.ch7.display.thm3-u-growth", paper=PAPER, kind="step", comparison=">=",
    source=_src("the claim before (F.26), proof of Theorem 3, App. F.4.1 ('when t is large enough, u(t) >= ...')",
                "L9422-L9424"),
    statement="Proof of Theorem 3: with u >= (eta/(KM)) sum_{b<=t} (1 - p_n(b))^2 p_n(b) ((F.21), (F.26)) and p_n(t) = "
              "e^u/(e^u + (1-alpha)/alpha) ((F.24)), 'when t is large enough, u(t) >= (1/2) log(eta (1-alpha)^2 t/"
              "(alpha^2 M))'. Checked on the smallest u the proof allows (both with equality: u(t+1) = u(t) + "
              "(eta/(KM))(1 - p)^2 p, u(0) = 0) at t with eta t/(KM) in [10^3, 10^4].",
    statement_tex=r"u(t) \geq \frac{1}{2} \log \frac{\eta(1-\alpha)^2 t}{\alpha^2 M}",
    bound=u_growth_printed_bound, measure=_u_measure,
    strategy=_u_instances(), expect="erratum as printed",
    readings=(Reading("with K ((F.26)'s last line, (F.30))", "(1/2) log(eta (1-alpha)^2 t/(alpha^2 K M)): the form "
                      "the induction (F.26) and (F.30) use", bound=u_growth_with_K),),
    domain=_U_DOMAIN,
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round5/thesis.md): confirmed as printed. Solving the recursion (as the ODE U' = (eta/(KM))(1 - p)^2 p): e^{2u} ~ 2 eta c^2 t/(KM), "
             "c = (1-alpha)/alpha, so u(t) - (1/2) log(eta c^2 t/M) -> (1/2) log(2/K) < 0 for K >= 3: the printed "
             "sentence (without K) fails at every large t. E.g. alpha = 1/2, K = 10, M = 1, eta = 1, t = 10^4: u = "
             "3.73, bound 4.61 (with K: 3.45). With K (the form (F.26)'s last line and (F.30) use) it holds, with margin (1/2) log 2. "
             "Theorem 3 keeps its own id.",
    no_correction_reason="the sentence is a slip for the form with K that the induction proves; that form is the "
                         "reading, no counterexample",
    corrected_text="u(t) >= (1/2) log(eta (1-alpha)^2 t/(alpha^2 K M)) for t large enough",
    mutants={"(1/2) log(4 eta (1-alpha)^2 t/(alpha^2 K M))": u_growth_mutant}, auto_mutant=False,
    second_path=SP + "test_u_growth_sentence_fails_without_K",
    notes="float64 recursion of up to 2e5 steps (the gap is 0.1-0.8, far above rounding). The mutant runs under the "
          "reading (with K) and dies: the limit is (1/2) log(2 eta c^2 t/(KM)), below (1/2) log(4 ...).",
    settings={"ci": {"max_examples": 12, "budget_s": 3.0}},
)

CLAIMS += [U_GROWTH]


# =========================================================== (E.123), (E.124): softmax-weighted sums regrouped


@st.composite
def _e123_instances(draw: st.DrawFn) -> dict:
    """l in 1..12 context columns plus the query (index l + 1), vectors W_K p_s in R^d (d in 1..5), logits, and the
    sets N (IDR mu_j) and M (IDI nu_k) as subsets of [l + 1], the query in both; all from a drawn seed."""
    return {"l": draw(st.integers(1, 12)), "d": draw(st.integers(1, 5)), "seed": draw(st.integers(0, 2**31 - 1)),
            "scale": draw(st.one_of(st.just(1.0), log_uniform(1e-3, 30.0))), "s_pick": draw(st.integers(0, 10**6))}


def _e123_data(inst: dict) -> tuple:
    import numpy as np

    rng = np.random.default_rng(inst["seed"])
    n = inst["l"] + 1
    Kp = rng.standard_normal((n, inst["d"]))  # W_K p_r, r = 1..l+1 (row n-1 is the query)
    logits = inst["scale"] * rng.standard_normal(n)
    sm = np.exp(logits - logits.max())
    sm = sm / sm.sum()
    N = rng.random(n) < 0.5
    M = rng.random(n) < 0.5
    N[-1] = M[-1] = True  # the query has IDR mu_j and IDI nu_k
    return Kp, sm, N, M


def _e123_measure(inst: dict, ctx: Ctx) -> Measurement:
    import numpy as np

    Kp, sm, N, M = _e123_data(inst)
    n = len(sm)
    s = inst["s_pick"] % n
    line1 = Kp[s] - sm @ Kp
    ctx_idx = np.arange(n) < n - 1  # [l]
    groups = [N & ~M, N & M, M & ~N, ctx_idx & ~N & ~M]
    line3 = sum(((sm * g) @ (Kp[s] - Kp)) for g in groups)
    err = float(np.max(np.abs(line1 - line3)))
    return Measurement(err, {"scale": float(np.max(np.abs(line1)))}, {"s": s, "|N|": int(N.sum()), "|M|": int(M.sum())})






E123 = Claim(
    id="thesis.ch6.eqE.123", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.123), proof of Lemma E.4.5, App. E.5.5", "L8525"),
    statement="(E.123): W_K p_s - sum_{r=1}^{l+1} softmax_r W_K p_r = sum_{r=1}^{l+1} softmax_r (W_K p_s - W_K p_r) = "
              "(sum_{r in N - M} + sum_{r in N cap M} + sum_{r in M - N} + sum_{r in [l] - N - M}) softmax_r (W_K p_s - "
              "W_K p_r), N = N_j^{n,i}, M = M_k^{n,i} subsets of [l+1] ((E.33)-(E.34)), the query (index l + 1) in "
              "both. Checked: the largest coordinate gap between the first and the last line is 0 (up to rounding).",
    statement_tex=r"\mathbf{W}_K^{(t)} \mathbf{p}_s^n - \sum_{r=1}^{l+1} \text{softmax}(\cdot) \mathbf{W}_K^{(t)} "
                  r"\mathbf{p}_r^n = \sum_{r=1}^{l+1} \text{softmax}(\cdot) (\mathbf{W}_K^{(t)} \mathbf{p}_s^n - "
                  r"\mathbf{W}_K^{(t)} \mathbf{p}_r^n) = \left( \sum_{r \in \mathcal{N}_j^{n,i} - \mathcal{M}_k^{n,i}} + "
                  r"\sum_{r \in \mathcal{N}_j^{n,i} \cap \mathcal{M}_k^{n,i}} + \sum_{r \in \mathcal{M}_k^{n,i} - "
                  r"\mathcal{N}_j^{n,i}} + \sum_{r \in [l] - \mathcal{N}_j^{n,i} - \mathcal{M}_k^{n,i}} \right) "
                  r"\text{softmax}(\cdot) (\mathbf{W}_K^{(t)} \mathbf{p}_s^n - \mathbf{W}_K^{(t)} \mathbf{p}_r^n)",
    bound=e123_zero, measure=_e123_measure, strategy=_e123_instances(), rtol=0.0, atol=1e-12,
    domain=(Param("l", 1, math.inf, integer=True, far=12, text="l >= 1 context columns",
                  unreached="l <= 12: the identity is a regrouping of l + 1 terms"),
            Param("d", 1, math.inf, integer=True, far=5, text="the dimension of W_K p",
                  unreached="d <= 5: the identity holds per coordinate")),
    evidence="Holds: the softmax weights sum to 1, and the four sets partition [l + 1] because the query index l + 1 "
             "lies in N cap M.",
    mutants={"a gap below -1e-3 of the scale": e123_mutant}, auto_mutant=False,
    notes="Random W_K p_r, logits and sets from the drawn seed, float64 (the gap is a rounding error, ~1e-16).",
    settings={"ci": {"max_examples": 25, "budget_s": 1.0}},
)


def _e124_measure(inst: dict, ctx: Ctx) -> Measurement:
    import numpy as np

    Kp, sm, N, _ = _e123_data(inst)
    out = ~N
    line1 = sum(sm[s] * (Kp[s] - sm @ Kp) for s in np.flatnonzero(N))
    R, S = sm[out].sum(), sm[N].sum()
    line3 = R * (sm[N] @ Kp[N]) - S * (sm[out] @ Kp[out])  # with the printed remainder n = 0
    line4 = sum(sm[s] * sm[r] * (Kp[s] - Kp[r]) for s in np.flatnonzero(N) for r in np.flatnonzero(out))
    line4 = line4 if isinstance(line4, np.ndarray) else np.zeros(Kp.shape[1])
    err = float(max(np.max(np.abs(line1 - line3)), np.max(np.abs(line1 - line4))))
    return Measurement(err, {"scale": float(np.max(np.abs(line1))) if np.ndim(line1) else 0.0},
                       {"|N|": int(N.sum())})


E124 = Claim(
    id="thesis.ch6.eqE.124", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.124), proof of Lemma E.4.5, App. E.5.5", "L8529-L8539"),
    statement="(E.124): sum_{s in N} softmax_s (W_K p_s - sum_{r=1}^{l+1} softmax_r W_K p_r) = sum_{r notin N} "
              "softmax_r sum_{s in N} softmax_s W_K p_s - sum_{s in N} softmax_s sum_{r notin N} softmax_r W_K p_r + n = "
              "sum_{s in N} softmax_s sum_{r notin N} softmax_r W_K (p_s - p_r) + n, N = N_j^{n,i}. Checked with the "
              "printed remainder n = 0 (the identity is exact without it): the largest coordinate gap between the "
              "first line and each of the last two is 0.",
    statement_tex=r"\sum_{s \in \mathcal{N}_j^{n,i}} \text{softmax}(\cdot) (\mathbf{W}_K^{(t)} \mathbf{p}_s^n - "
                  r"\sum_{r=1}^{l+1} \text{softmax}(\cdot) \mathbf{W}_K^{(t)} \mathbf{p}_r^n) = \sum_{s \in "
                  r"\mathcal{N}_j^{n,i}} \text{softmax}(\cdot) \cdot \sum_{r \notin \mathcal{N}_j^{n,i}} \text{softmax}"
                  r"(\cdot) \cdot \mathbf{W}_K^{(t)} (\mathbf{p}_s^n - \mathbf{p}_r^n) + \mathbf{n}",
    bound=e123_zero, measure=_e124_measure, strategy=_e123_instances(), rtol=0.0, atol=1e-12,
    domain=(Param("l", 1, math.inf, integer=True, far=12, text="l >= 1 context columns",
                  unreached="l <= 12: the identity is a regrouping of l + 1 terms"),
            Param("d", 1, math.inf, integer=True, far=5, text="the dimension of W_K p",
                  unreached="d <= 5: the identity holds per coordinate")),
    evidence="Holds with n = 0: with S = sum_{s in N} softmax_s = 1 - R, the first line is R A - S B (A, B the "
             "softmax-weighted sums of W_K p over N and its complement), which is the double sum. The printed '+ n' "
             "is not defined in the text; it can only be 0 for the '=' to hold.",
    mutants={"a gap below -1e-3 of the scale": e123_mutant}, auto_mutant=False,
    notes="Random W_K p_r, logits and N from the drawn seed, float64.",
    settings={"ci": {"max_examples": 25, "budget_s": 1.0}},
)

CLAIMS += [E123, E124]


# =========================================================== (E.4) / (F.4): the restated lower Chernoff tail






@st.composite
def _chl_instances(draw: st.DrawFn) -> dict:
    """m in 1..10^5, p in (0, 1] (dyadic), gamma = u (1/p - 1) over the printed range [0, 1/p - 1]; half the draws in
    the tight regime (p in [1e-4, 1e-2], gamma in [0.02, 0.2], m up to ~5e9)."""
    if draw(st.booleans()):  # the tight regime: small p and gamma, m p gamma^2 in [50, 200] (KL ~ p gamma^2/2)
        p = float(_dy(draw(log_uniform(1e-4, 1e-2)), 40))
        g = float(_dy(draw(st.floats(0.02, 0.2)), 30))
        m = int(math.ceil(draw(st.floats(50.0, 200.0)) / (p * g * g)))
        return {"m": m, "p": p, "gamma": g}
    m = int(draw(st.one_of(st.integers(1, 20), log_uniform(1, 1e5))))
    p = float(_dy(draw(st.one_of(st.sampled_from([1.0, 0.5]), log_uniform(1e-4, 1.0))), 30))
    p = min(max(p, 2.0**-30), 1.0)
    top = 1 / p - 1
    gamma = draw(st.one_of(st.sampled_from([0.0, min(1.0, top), top]), st.floats(0.0, min(1.0, top)),
                           st.floats(0.0, top) if top > 0 else st.just(0.0)))
    return {"m": m, "p": p, "gamma": float(_dy(min(max(gamma, 0.0), top), 30)) if top > 0 else 0.0}


def _chl_k(inst: dict) -> int:
    """The largest integer k with k/m <= (1 - gamma) p (exact, in rationals)."""
    return math.floor((1 - Fraction(inst["gamma"])) * Fraction(inst["p"]) * inst["m"])


def _chl_measure(inst: dict, ctx: Ctx) -> Measurement:
    from scipy.stats import binom

    m, p, g = inst["m"], inst["p"], inst["gamma"]
    k = _chl_k(inst)
    lhs = 0.0 if k < 0 else float(binom.cdf(k, m, p))
    return Measurement(lhs, {"m": m, "p": p, "gamma": g}, {"k": k})


def _chl_exact(inst: dict) -> Measurement:
    m, p, g = inst["m"], inst["p"], inst["gamma"]
    k = _chl_k(inst)
    with mpmath.workdps(50):
        pm = mpmath.mpf(p)
        if k < 0:
            lhs = mpmath.mpf(0)
        elif k >= m:
            lhs = mpmath.mpf(1)
        elif p >= 1:
            lhs = mpmath.mpf(0)
        else:  # pmf(k) by log-gamma, then pmf(j-1) = pmf(j) j (1-p)/((m-j+1) p) summed down to 1e-70 of the sum
            term = mpmath.exp(mpmath.loggamma(m + 1) - mpmath.loggamma(k + 1) - mpmath.loggamma(m - k + 1)
                              + k * mpmath.log(pm) + (m - k) * mpmath.log(1 - pm))
            lhs, j = term, k
            while j > 0 and term > lhs * mpmath.mpf("1e-70"):
                term = term * j * (1 - pm) / ((m - j + 1) * pm)
                lhs += term
                j -= 1
        return Measurement(lhs, {"m": m, "p": pm, "gamma": mpmath.mpf(g)}, {"k": k}, exact=True)


def _chl_claim(which: str) -> Claim:
    eq, lemma, lines, cid = {
        "E": ("(E.4)", "Lemma E.4.1, App. E.4.2", "L7987", "thesis.ch6.eqE.4"),
        "F": ("(F.4)", "Lemma F.3.1, App. F.3", "L9272", "thesis.ch7.eqF.4"),
    }[which]
    return Claim(
        id=cid, paper=PAPER, kind="step", comparison="<=",
        source=_src(f"{eq}, {lemma} (Multiplicative Chernoff bounds, 'Theorem D.4 of [270]')", lines),
        statement=f"{eq}: X_1..X_m independent with mean p and support in [0, 1]; for any gamma in [0, 1/p - 1], "
                  "Pr(p_hat <= (1 - gamma) p) <= e^{-m p gamma^2/2}. Checked with X_i ~ Bernoulli(p) (a distribution "
                  "the lemma covers), the exact binomial lower tail.",
        statement_tex=r"\Pr(\hat{p} \leq (1 - \gamma)p) \leq e^{-\frac{mp\gamma^2}{2}}",
        bound=chernoff_lower_printed, measure=_chl_measure, exact=_chl_exact, strategy=_chl_instances(),
        domain=(Param("m", 1, math.inf, integer=True, far=1e6, text="m >= 1 draws"),
                Param("p", 0, 1, lo_closed=False, text="mean p in (0, 1]"),
                Param("gamma", 0, math.inf, text="gamma in [0, 1/p - 1]", family="gamma = u (1/p - 1)", far=1e3)),
        evidence="Holds: the standard lower-tail Chernoff bound (for gamma >= 1 the event is {p_hat <= 0} or empty: "
                 "(1 - p)^m <= e^{-mp} <= e^{-mp/2}).",
        mutants={"exponent m p gamma^2/1.6": chernoff_lower_mutant}, auto_mutant=False,
        notes="k = floor((1 - gamma) p m) in rationals (p, gamma dyadic); the exact re-check is the "
              "sum of the binomial pmf from k downwards at 50 digits (terms below 1e-70 of the sum dropped). (E.3)/(F.3), the upper tail, are "
              "thesis.ch6.eqE.3 / thesis.ch7.eqF.3.",
        settings={"ci": {"max_examples": 40, "budget_s": 1.5}},
    )


CLAIMS += [_chl_claim("E"), _chl_claim("F")]


# =========================================================== (F.133), (F.137), (F.142), (F.144): softmax values


@st.composite
def _sm_instances(draw: st.DrawFn) -> dict:
    """K in 2..8 steps, n in 2..10^4 columns per step (l = K n), alpha = a/n (a in 1..n-1) of each step's columns share
    the query's TRR pattern; four group logits x_A (same TRR, same PE as the query), x_B (same TRR, other PE), x_C
    (other TRR, same PE), x_D (other TRR, other PE) in [-6, 6]."""
    K = draw(st.integers(2, 8))
    mode = draw(st.sampled_from(["alpha small", "alpha near 1", "any"]))
    n = 10**4 if mode != "any" else int(draw(st.one_of(st.integers(2, 6), log_uniform(2, 1e4))))
    a = {"alpha small": 1, "alpha near 1": n - 1}.get(mode) or draw(st.integers(1, n - 1))
    xs = [draw(st.one_of(st.just(0.0), st.floats(-6.0, 6.0))) for _ in range(4)]
    return {"K": K, "n": n, "a": a, "x": tuple(xs)}


def _sm_value(which: str):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx, mp: bool = False) -> Measurement:
        K, n, a = inst["K"], inst["n"], inst["a"]
        cast = mpmath.mpf if mp else float
        ex = mpmath.exp if mp else math.exp
        xA, xB, xC, xD = (cast(v) for v in inst["x"])
        counts = {"A": a, "B": (K - 1) * a, "C": n - a, "D": (K - 1) * (n - a)}  # columns per group, l = K n
        logit = {"A": xA, "B": xB, "C": xC, "D": xD}
        Z = sum(counts[g] * ex(logit[g]) for g in counts)
        q = {"K": K, "alpha": cast(a) / n, "l": K * n, "s1": xA - xB, "s2": xA - xD, "s3": xA - xC, "s4": xB - xD,
             "s5": xC - xB, "s6": xC - xD}
        return Measurement(ex(logit[which]) / Z, q, {"group": which}, exact=mp)
    return measure, lambda inst: measure(inst, Ctx(), True)


_SM_DOMAIN = (Param("K", 2, math.inf, integer=True, far=8, text="K >= 2 steps (the groups B, D need K >= 2)",
                    unreached="K <= 8: each value is an explicit sum of four groups"),
              Param("alpha", 0, 1, lo_closed=False, hi_closed=False, text="alpha in (0, 1) (a/n, counts integral)"),
              Param("l", 1, math.inf, integer=True, far=1e4, text="l = K n context columns",
                    unreached="l >= 4: with K >= 2 steps and n >= 2 columns per step (both TRR groups present)"))

_SM_SEMANTICS = ("s_1..s_6 read as the logit differences they stand for in (F.133) and (F.137) (the text only bounds "
                 "them from below): s1 = x_A - x_B, s2 = x_A - x_D, s3 = x_A - x_C, s4 = x_B - x_D (F.137: e^{-s4} for "
                 "D against B; (F.144): e^{s4} for B against D), s5 = x_C - x_B, s6 = x_C - x_D; the groups: A same TRR "
                 "and PE as the query (alpha/K of the l columns), B same TRR other PE ((K-1) alpha/K), C other TRR same "
                 "PE ((1-alpha)/K), D other TRR other PE ((K-1)(1-alpha)/K)")


def _sm_claim(key: str) -> Claim:
    group, lines, where, bound, tex = {
        "F.133": ("A", "L9976", "(F.133) (read with equality)", f133_printed,
                  r"\geq \frac{1}{l} \cdot \frac{1}{\frac{\alpha}{K} + \frac{(K-1)\alpha}{K} \cdot e^{-s_1} + (\frac{1}{K}"
                  r" - \frac{\alpha}{K})((K-1)e^{-s_2} + e^{-s_3})}"),
        "F.137": ("B", "L9988", "(F.137)", f137_printed,
                  r"\text{softmax}(\tilde{\mathbf{p}}_i^{n\top} \mathbf{W}^{(t+1)} \tilde{\mathbf{p}}_{query}^n) = "
                  r"\frac{1}{l} \cdot \frac{1}{\frac{\alpha}{K}e^{s_1} + \frac{(K-1)\alpha}{K} + (\frac{1}{K} - "
                  r"\frac{\alpha}{K})((K-1)e^{-s_4} + e^{s_5})}"),
        "F.142": ("C", "L10010", "(F.142)", f142_printed,
                  r"\text{softmax}(\tilde{\mathbf{p}}_i^n{}^\top \mathbf{W}^{(t+1)} \tilde{\mathbf{p}}_{query}^n) = "
                  r"\frac{1}{l} \cdot \frac{1}{\frac{\alpha}{K}e^{s_3} + \frac{\alpha}{K} \cdot e^{-s_4} + (\frac{1}{K}"
                  r" - \frac{\alpha}{K})(1 + (K - 1)e^{-s_6})}"),
        "F.144": ("D", "L10018", "(F.144)", f144_printed,
                  r"\text{softmax}(\tilde{\mathbf{p}}_i^n{}^\top \mathbf{W}^{(t+1)} \tilde{\mathbf{p}}_{query}^n) = "
                  r"\frac{1}{l} \cdot \frac{1}{\frac{\alpha}{K}e^{s_2} + (\frac{1}{K} - \frac{\alpha}{K})(K - 1 + "
                  r"e^{s_6}) + \frac{\alpha}{K}e^{s_4}}"),
    }[key]
    measure, exact = _sm_value(group)
    holds = key in ("F.133", "F.137")
    extra: dict[str, Any] = {}
    if holds:
        extra = {"evidence": "Holds: with the groups' counts and the logit differences above, the printed value is "
                             "the softmax exactly.",
                 "mutants": {"K e^{-s4} for (K-1) e^{-s4} in (F.137)": softmax_mutant}}
    else:
        corr = f142_corrected if key == "F.142" else f144_corrected
        ex_txt = ("the same-TRR, other-PE group B enters with weight alpha/K (it has (K-1) alpha/K of the columns, as "
                  "(F.133) and (F.137) count it) and at offset e^{-s4} = e^{x_D - x_B}, while a column of C sees B at "
                  "e^{x_B - x_C} = e^{s3 - s1}. E.g. K = 3, n = 2, a = 1 (alpha = 1/2, l = 6), logits x = (0, 0, 0, "
                  "0): the softmax is 1/6, (F.142) gives 1/5" if key == "F.142" else
                  "the same-TRR, other-PE group B enters with weight alpha/K, while it has (K-1) alpha/K of the "
                  "columns (as (F.133) and (F.137) count it): equal only at K = 2. E.g. K = 3, n = 2, a = 1, logits 0: "
                  "softmax 1/6, (F.144) gives 1/5")
        extra = {"expect": "erratum", "corrected": corr,
                 "corrected_text": ("(F.142): (1/l) / ((alpha/K) e^{s3} + ((K-1) alpha/K) e^{s3 - s1} + (1/K - alpha/K)"
                                    "(1 + (K-1) e^{-s6})), where e^{s3 - s1} = e^{x_B - x_C} = e^{-s5}: the middle term is ((K-1) alpha/K) "
                                    "e^{-s5}, by (F.137)'s bookkeeping" if key == "F.142" else
                                    "(F.144): (1/l) / ((alpha/K) e^{s2} + (1/K - alpha/K)(K - 1 + e^{s6}) + ((K-1) "
                                    "alpha/K) e^{s4})"),
                 "evidence": "Re-derived independently from the paper by an auditor's own script (docs/audits/round5/thesis.md): confirmed. " + ex_txt + ". Lemma F.3.6 keeps its own id and verdict (the values "
                             "enter only through their order of magnitude).",
                 "mutants": {"the corrected value with K e^{...} for (K-1) e^{...}": softmax_mutant},
                 "second_path": SP + f"test_eq{key.replace('.', '')}_softmax_group_weight"}
    return Claim(
        id=f"thesis.ch7.eq{key}", paper=PAPER, kind="step", comparison="==",
        source=_src(f"{where}, proof of Lemma F.3.6, App. F.5.2", lines),
        statement=f"{where}: the softmax value of a context column of group {group} after t+1 steps, as printed "
                  f"(see tex); {_SM_SEMANTICS}. Checked against the softmax of a prompt with those groups.",
        statement_tex=tex, bound=bound, measure=measure, exact=exact, strategy=_sm_instances(), domain=_SM_DOMAIN,
        auto_mutant=False, rtol=1e-12,
        notes="Exact re-check at 50 digits (mpmath). The s_i are not defined by an equality in the text ((F.134)-"
              "(F.139), (F.143) only bound them below); the reading here is the one under which (F.133) and (F.137) "
              "are identities.",
        settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
        **extra,
    )


CLAIMS += [_sm_claim(k) for k in ("F.133", "F.137", "F.142", "F.144")]


# =========================================================== (E.48): the second step, sum_{b<T} b = Theta(T^2)


@st.composite
def _e48_instances(draw: st.DrawFn, tmin: int = 1) -> dict:
    """T in tmin..10^4 (T = tmin drawn often), M1 in 1..10^4, delta, alpha, eta in (0, 1], beta in [0, 10], a in
    (0, 100]; all dyadic (exact as Fractions)."""
    T = int(draw(st.one_of(st.just(tmin), st.integers(tmin, 20), log_uniform(tmin, 1e4))))
    unit = st.floats(2.0**-10, 1.0).map(lambda x: float(_dy(x)))
    return {"T": max(T, tmin), "M1": int(draw(st.one_of(st.integers(1, 10), log_uniform(1, 1e4)))),
            "delta": draw(unit), "beta": float(_dy(draw(st.floats(0.0, 10.0)))), "alpha": draw(unit),
            "eta": draw(unit), "a": float(_dy(draw(st.floats(2.0**-10, 100.0))))}


def _e48_middle(inst: dict) -> Measurement:
    """The middle line eta sum_{b=0}^{T-1} M1 delta (beta^2+1)^{1/2} (alpha eta T/(2a)) delta (beta^2+1)^{1/2}
    (alpha eta b/(2a)), in rationals (the two square roots multiply to beta^2 + 1); the sum of b is summed literally."""
    q = {k: (Fraction(v) if isinstance(v, float) else v) for k, v in inst.items()}
    T, M1, d, be, al, eta, a = (q[k] for k in ("T", "M1", "delta", "beta", "alpha", "eta", "a"))
    sum_b = sum(range(T))  # sum_{b=0}^{T-1} b
    mid = eta * M1 * d**2 * (be**2 + 1) * (al * eta * T / (2 * a)) * (al * eta / (2 * a)) * sum_b
    return Measurement(mid, dict(q), {"sum_{b<T} b": sum_b}, exact=True)


def _e48_measure(inst: dict, ctx: Ctx) -> Measurement:
    m = _e48_middle(inst)
    q = {k: (float(v) if isinstance(v, Fraction) else v) for k, v in m.quantities.items()}
    return Measurement(float(m.lhs), q, m.terms)


E48 = Claim(
    id="thesis.ch6.eqE.48-second", paper=PAPER, kind="step", comparison=">",
    source=_src("(E.48)'s second step, proof of Theorem 6.3.3 (b), App. E.4.3 ('the second step is by sum_{b=0}^{T-1} "
                "b = Theta(T^2)')", "L8157-L8159"),
    statement="(E.48): eta sum_{b=0}^{T-1} M1 delta (beta^2+1)^{1/2} (alpha eta T/(2a)) delta (beta^2+1)^{1/2} "
              "(alpha eta b/(2a)) >~ delta^2 (beta^2+1) alpha^2 (eta T)^3 M1/a^2, 'by sum_{b=0}^{T-1} b = Theta(T^2)'. "
              "The right side is > 0, so the '>~' (middle >= c * right side, one constant c > 0) needs middle > 0: "
              "that necessary, constant-free consequence is checked over T >= 1 iterations.",
    statement_tex=r"\eta \sum_{b=0}^{T-1} M_1 \delta (\beta^2 + 1)^{\frac{1}{2}} \frac{\alpha \eta T}{2a} \cdot \delta "
                  r"(\beta^2 + 1)^{\frac{1}{2}} \frac{\alpha \eta b}{2a} > 0",
    bound=e48_zero, measure=_e48_measure, exact=_e48_middle, strategy=_e48_instances(),
    expect="erratum as printed",
    readings=(Reading("T >= 2", "T = Theta(eta^{-1} M1 alpha^{-2/3} beta^{-2/3} sqrt(log M1)) ((6.10)) read as at "
                      "least 2 iterations: the middle line is (T-1)/(8T) >= 1/16 times the right side",
                      strategy=_e48_instances(tmin=2)),),
    domain=(Param("T", 1, math.inf, integer=True, far=1e4, text="T >= 1 iterations ((6.10): T = Theta(...), eta <= 1)"),
            Param("M1", 1, math.inf, integer=True, far=1e4, text="M1 >= 1 IDR patterns"),
            Param("delta", 0, 1, lo_closed=False, text="delta in (0, 1]"),
            Param("beta", 0, math.inf, far=10, text="beta >= 0"),
            Param("alpha", 0, 1, lo_closed=False, text="alpha in (0, 1]"),
            Param("eta", 0, 1, lo_closed=False, text="step size eta in (0, 1]"),
            Param("a", 0, math.inf, lo_closed=False, far=100, text="a > 0")),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round5/thesis.md): confirmed as printed. Exactly, the middle line is delta^2 (beta^2+1) alpha^2 eta^3 M1 T^2 (T-1)/(8 a^2) = "
             "((T-1)/(8T)) times the right side: sum_{b=0}^{T-1} b = T(T-1)/2 is not >= c T^2 at T = 1 (it is 0), so "
             "at T = 1 (e.g. M1 = delta = alpha = eta = a = 1, beta = 0: middle 0, right side 1) the '>~' fails "
             "for every constant. For T >= 2 the ratio is >= 1/16 (the reading holds). Theorem 6.3.3 keeps its id.",
    no_correction_reason="only T = 1 fails (sum_{b<T} b = 0); for T >= 2, sum_{b<T} b >= T^2/4 and the step holds "
                         "with constant 1/16 (the reading T >= 2)",
    mutants={"the right side with explicit constant 1/10": e48_mutant}, auto_mutant=False,
    second_path=SP + "test_eqE48_sum_b_zero_at_T1",
    notes="Exact rationals (dyadic draws). The bound is 0: the constant-free necessary condition of '>~' with a "
          "positive right side. The mutant (middle >= right side/10) dies at T = 2 (ratio 1/16) under the reading.",
    settings={"ci": {"max_examples": 40, "budget_s": 1.0}},
)

CLAIMS += [E48]


# =========================================================== (F.26): the chain's last link (line 2 -> line 3)


@st.composite
def _f26_instances(draw: st.DrawFn, reading: bool = False) -> dict:
    """t in 1..10^6 (reading: eta t/(K M) >= 100, 't large enough'), eta in (0, 1] (1 drawn often), alpha in (0, 1),
    K, M in 1..20, p_n(t) in (0, 1) (the reading: p at the hypothesis' u)."""
    eta = draw(st.one_of(st.just(1.0), st.floats(1e-3, 1.0)))
    alpha = draw(st.one_of(st.just(0.5), st.floats(0.01, 0.99)))
    K, M = draw(st.integers(1, 20)), draw(st.integers(1, 20))
    t = int(draw(st.one_of(st.integers(1, 50), log_uniform(1, 1e6))))
    if reading:
        t = max(t, int(math.ceil(100 * K * M / eta)))
    return {"t": t, "eta": eta, "alpha": alpha, "K": K, "M": M, "p": draw(st.floats(1e-6, 1 - 1e-6)),
            "reading": reading}


def _f26_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Line 2 of (F.26) as printed, (1/2) log((1-alpha)^2 t/(2 alpha^2 K M)) + (eta/(KM)) (1-p)^2 p, p = p_n(t) drawn;
    the reading: line 2 as the induction hypothesis u = (1/2) log(eta (1-alpha)^2 t/(alpha^2 K M)) and p =
    e^u/(e^u + (1-alpha)/alpha) ((F.24) with equality at that u)."""
    t, eta, alpha, K, M = inst["t"], inst["eta"], inst["alpha"], inst["K"], inst["M"]
    c = (1 - alpha) / alpha
    if inst["reading"]:
        first = 0.5 * math.log(eta * c**2 * t / (K * M))
        p = 1 / (1 + c * math.exp(-first))
    else:
        first, p = 0.5 * math.log(c**2 * t / (2 * K * M)), inst["p"]
    x = eta / (K * M) * (1 - p) ** 2 * p
    return Measurement(first + x, {"t": t, "eta": eta, "alpha": alpha, "K": K, "M": M},
                       {"line 2 first term": first, "(eta/KM)(1-p)^2 p": x, "p": p})


def _f26_move_t(inst: dict, t: float) -> dict:
    return {**inst, "t": int(round(t))}


F26 = Claim(
    id="thesis.ch7.eqF.26-last", paper=PAPER, kind="step", comparison=">=",
    source=_src("(F.26)'s last '>=', proof of Theorem 3, App. F.4.1 (induction step, 'the last step is by (F.27)')",
                "L9424"),
    statement="(F.26): (1/2) log((1-alpha)^2 t/(2 alpha^2 K M)) + (eta/(KM)) (1 - p_n(t))^2 p_n(t) >= (1/2) log(eta "
              "(1-alpha)^2 (t+1)/(alpha^2 K M)), for t large enough; eta in (0, 1] (Thm 3), alpha in (0, 1), K, M >= 1, "
              "p_n(t) in (0, 1).",
    statement_tex=r"\frac{1}{2} \log \frac{(1-\alpha)^2 t}{2\alpha^2 KM} + \frac{\eta}{KM} (1 - p_n(t))^2 p_n(t) "
                  r"\geq \frac{1}{2} \log \frac{\eta(1-\alpha)^2 (t+1)}{\alpha^2 KM}",
    bound=f26_line3, measure=_f26_measure, strategy=_f26_instances(), eventually=("t",),
    expect="erratum as printed",
    directions=(Direction("t -> inf", "t", math.inf, how="path", move=_f26_move_t,
                          points=(10, 100, 1000, 10**4, 10**5, 10**6), grows=("t",)),),
    readings=(Reading("line 2 = the induction hypothesis", "line 2's first term read as the hypothesis (1/2) log(eta "
                      "(1-alpha)^2 t/(alpha^2 K M)) (with eta, without the 2), p_n(t) = e^u/(e^u + (1-alpha)/alpha) at "
                      "that u (the equality (F.27) uses), t large: eta t/(K M) >= 100",
                      strategy=_f26_instances(reading=True)),),
    domain=(Param("t", 1, math.inf, integer=True, far=1e6, text="t large enough (iteration)"),
            Param("eta", 0, 1, lo_closed=False, text="step size eta in (0, 1]"),
            Param("alpha", 0, 1, lo_closed=False, hi_closed=False, text="alpha in (0, 1)"),
            Param("K", 1, math.inf, integer=True, far=20, text="K >= 1 steps", unreached="K <= 20: the gap is "
                  "(1/2) log(2 eta (t+1)/t) - (eta/(KM))(1-p)^2 p, worst at K = 1"),
            Param("M", 1, math.inf, integer=True, far=20, text="M >= 1 TRR patterns", unreached="M <= 20 (as K)"),
            Param("p", 0, 1, lo_closed=False, hi_closed=False, text="p_n(t) in (0, 1)")),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round5/thesis.md): confirmed as printed. The link needs (eta/(KM)) (1 - p)^2 p >= (1/2) log(2 eta (t+1)/t), but the left side is "
             "<= 4 eta/(27 K M) <= 0.149 while the right side is >= (1/2) log 2 = 0.347 at eta = 1: it fails for "
             "every p and every t when eta >= ~0.6 (K = M = 1; e.g. t = 100, alpha = 1/2, p = 1/3: line 2 = 2.1042, "
             "line 3 = 2.3076, gap 0.2034). Line 2 drops the eta and adds a 2 relative to the induction hypothesis; "
             "read as the hypothesis (with p at that u) the link holds for eta t/(KM) >= 100. The sentence before "
             "(F.26) is thesis.ch7.display.thm3-u-growth; Theorem 3 keeps its id.",
    no_correction_reason="line 2 is a slip for the induction hypothesis (1/2) log(eta (1-alpha)^2 t/(alpha^2 K M)); "
                         "with it the link holds for t large (the reading)",
    mutants={"2 inside the log of line 3": f26_line3_mutant}, auto_mutant=False,
    second_path=SP + "test_eqF26_last_link_gap",
    notes="float64 (the gap is 0.2-0.35, far above rounding). The mutant runs under the reading and dies: there x ~ "
          "1/(t (1+q)^3) with q = sqrt(KM/(eta t)), short of (1/2) log(2 (t+1)/t).",
    settings={"ci": {"max_examples": 40, "budget_s": 1.5}},
)

CLAIMS += [F26]


# (E.112), (E.115) are thesis.ch6.eqE.112-chernoff and eqE.115-chernoff (appEF_tails, round 4): not encoded twice.


# =========================================================== (F.72): p~^T p~_i as three indicators


def _f72_measure(inst: dict, ctx: Ctx) -> Measurement:
    p, _, pi = _f71_vectors(inst)
    quant = {"same_trr": int(inst["a"] == inst["ai"]), "same_lab": int(inst["b"] == inst["bi"]),
             "same_pe": int(inst["u"] == inst["ui"])}
    return Measurement(int(p @ pi), quant, {}, exact=True)


F72 = Claim(
    id="thesis.ch7.eqF.72", paper=PAPER, kind="step", comparison="==",
    source=_src("(F.72), proof of Lemma F.3.5, App. F.5.1", "L9639"),
    statement="(F.72): for context columns p~ = (x; y) + c and p~_i = (x_i; y_i) + c_i (TRR pattern of x, label y, "
              "positional encoding c), p~^T p~_i = 1[TRR(p~) = TRR(p~_i)] + 1[lab(p~) = lab(p~_i)] + 1[PE(p~) = "
              "PE(p~_i)], with orthonormal TRR patterns and orthonormal c_k (Sec. 7.2). Checked in the embedding of "
              "thesis.ch7.eqF.71 (c_k orthogonal to the labels too).",
    statement_tex=r"\tilde{\mathbf{p}}^\top \tilde{\mathbf{p}}_i = \mathbb{1}[\text{TRR}(\tilde{\mathbf{p}}) = "
                  r"\text{TRR}(\tilde{\mathbf{p}}_i)] + \mathbb{1}[\text{lab}(\tilde{\mathbf{p}}) = "
                  r"\text{lab}(\tilde{\mathbf{p}}_i)] + \mathbb{1}[\text{PE}(\tilde{\mathbf{p}}) = "
                  r"\text{PE}(\tilde{\mathbf{p}}_i)]",
    bound=f72_printed, measure=_f72_measure, exact=lambda inst: _f72_measure(inst, Ctx()),
    strategy=_f71_instances(), domain=_F71_DOMAIN,
    evidence="Holds: an identity of orthonormal blocks (x block, label block, positional encodings), exact integers.",
    mutants={"without the label indicator": f72_mutant}, auto_mutant=False,
    notes="Exact integer inner products; shares the embedding of thesis.ch7.eqF.71. (F.73) involves the trained W_V "
          "and is not encoded.",
    settings={"ci": {"max_examples": 40, "budget_s": 1.0}},
)

CLAIMS += [F72]


# =========================================================== (F.38)'s last link: the Hoeffding upper tail


@st.composite
def _f38_instances(draw: st.DrawFn) -> dict:
    """l_ts in 1..200, p in (0, 1) (dyadic), t0 in (0, 1 - p] (dyadic)."""
    ell = draw(st.one_of(st.integers(1, 20), st.integers(1, 200)))
    p = float(_dy(draw(st.one_of(st.just(0.5), st.floats(2.0**-8, 1 - 2.0**-8))), 10))
    p = min(max(p, 2.0**-10), 1 - 2.0**-10)
    t0 = float(_dy(draw(st.floats(0.0, 1.0)) * (1 - p), 12))
    return {"l": ell, "p": p, "t0": min(max(t0, 2.0**-12), 1 - p)}


def _f38_exact(inst: dict) -> Measurement:
    """Pr(p_hat >= p + t0) for p_hat = Binomial(l, p)/l, an exact rational sum."""
    from math import ceil, comb

    ell, p, t0 = inst["l"], Fraction(inst["p"]), Fraction(inst["t0"])
    k0 = ceil((p + t0) * ell)
    lhs = sum((comb(ell, k) * p**k * (1 - p) ** (ell - k) for k in range(max(k0, 0), ell + 1)), Fraction(0))
    return Measurement(lhs, {"ell": ell, "t0": t0}, {"k0": k0, "p": p}, exact=True)


def _f38_measure(inst: dict, ctx: Ctx) -> Measurement:
    m = _f38_exact(inst)
    return Measurement(float(m.lhs), {"ell": inst["l"], "t0": inst["t0"]}, {"k0": m.terms["k0"], "p": inst["p"]})


F38 = Claim(
    id="thesis.ch7.eqF.38-last", paper=PAPER, kind="step", comparison="<=",
    source=_src("(F.38)'s last '<=', proof of Theorem 4, App. F.4.2 (Lemma F.3.3)", "L9479"),
    statement="(F.38), last link: for l_ts i.i.d. indicators with mean p = alpha' prod_k A_{k(u_{k-1}, u_k)}^f, "
              "Pr((1/l_ts) sum_i 1[...] >= p + t0) <= e^{-l_ts t0^2}. Checked with Bernoulli(p) indicators over p in "
              "(0, 1), t0 in (0, 1 - p], l_ts in 1..200 (exact). The first link (from the definition of rho_s^f) is "
              "not checked here.",
    statement_tex=r"\Pr\left(\frac{1}{l_{ts}} \sum_{i=1}^{l_{ts}} \mathbb{1}[\cdot] \geq p + t_0\right) \leq "
                  r"e^{-l_{ts} t_0^2}",
    bound=f38_printed, measure=_f38_measure, exact=_f38_exact, strategy=_f38_instances(),
    domain=(Param("l", 1, math.inf, integer=True, far=200, text="l_ts >= 1 test examples",
                  unreached="l_ts <= 200 (exact rational sums)"),
            Param("p", 0, 1, lo_closed=False, hi_closed=False, text="mean p in (0, 1)",
                  unreached="p in [2^-10, 1 - 2^-10] (dyadic); as p -> 1 the range (0, 1 - p] of t0 vanishes"),
            Param("t0", 0, 1, lo_closed=False, text="t0 in (0, 1 - p]",
                  unreached="t0 <= 1 - p <= 1 - 2^-10: the event p_hat >= p + t0 needs t0 <= 1 - p")),
    evidence="Holds: Hoeffding's inequality gives e^{-2 l t0^2}, twice the printed exponent.",
    mutants={"exponent 3 l t0^2": f38_mutant}, auto_mutant=False,
    notes="Exact rational binomial upper tail (dyadic p, t0); the float measurement converts it.",
    settings={"ci": {"max_examples": 40, "budget_s": 1.5}},
)

CLAIMS += [F38]
