"""Sections 4-5: the toy softmax-regression model (Lemmas 4.1, 4.2 and their proof inequalities, Lemmas 5.1-5.4) and the derived tau window."""

from __future__ import annotations

import math

import mpmath
import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds import softlin as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.softlin._common import (
    _C_LARGE,
    _DELTA_P,
    DELTA,
    PAPER,
    _c_params,
    _c_strategy,
    _fit,
    _int_log,
    _src,
    _stops,
)
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models import softlin as M
from thmcheck.models.device import torch_dtype

# ===================================================================================== Section 3-5 toy


@st.composite
def _toy_instances(draw: st.DrawFn, d1: bool) -> dict:
    """z in the box [log n, 1.4 log n]^n (D0) or with one z_j = 4 log n (D1): random, all-low, one-high,
    a subset high (the catalog's adversarial corners), n log-uniform in [2, 1e6]."""
    n = draw(with_edges(_int_log(2, 10**6), 10**6, 2, 3, 4, 5000))
    mode = draw(st.sampled_from(["one_high", "random", "low", "subset", "high"]))
    frac = draw(st.floats(0.0, 1.0))
    return {"n": n, "mode": mode, "frac": frac, "seed": draw(SEEDS), "j": draw(st.integers(0, n - 1)),
            "d1": d1, "part": draw(st.sampled_from(["fj>=", "fi<="]))}


def _toy_z(inst: dict) -> np.ndarray:
    n = inst["n"]
    L = math.log(n)
    rng = np.random.default_rng(inst["seed"])
    u = {"random": rng.uniform(0, 1, n), "low": np.zeros(n), "high": np.ones(n),
         "one_high": np.eye(1, n, rng.integers(n)).ravel(),
         "subset": (rng.uniform(0, 1, n) < inst["frac"]).astype(float)}[inst["mode"]]
    z = L * (1 + 0.4 * u)
    if inst["d1"]:
        j = inst["j"]
        if inst["mode"] in ("one_high", "low"):
            z[:] = L * (1.4 if inst["mode"] == "one_high" else 1.0)
        z[j] = 4 * L
    return z


def _toy_measure(what: str):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        z = torch.as_tensor(_toy_z(inst), dtype=torch_dtype(ctx.dtype), device=ctx.device)
        n = inst["n"]
        kind = "lin" if what in ("4.1a", "4.2a") else "exp"
        f = M.toy_f(z, kind)
        q: dict = {"n": n}
        if what == "4.2b":
            j = inst["j"]
            others = torch.cat([f[:j], f[j + 1 :]])
            lhs = -float(f[j]) if inst["part"] == "fj>=" else float(others.max())
            q["part"] = inst["part"]
        elif what == "4.2":
            j = inst["j"]
            lhs = -(2 * float(f[j]) - 1)  # min over sigma of |<f, sigma>| (f_j > 1/2): f_j - sum_{i != j} f_i
        else:
            lhs = float(f.max())
        return Measurement(lhs, q, {"zmin": float(z.min()) / math.log(n)})
    return measure


def _toy_claim(cid: str, source: str, statement: str, bound, what: str, **kw) -> Claim:  # noqa: ANN001
    return Claim(id=cid, paper=PAPER, source=source, statement=statement, kind="deterministic", comparison="<=",
                 bound=bound, measure=_toy_measure(what), strategy=lambda: _toy_instances(what.startswith("4.2")),
                 settings={"ci": {"max_examples": 60, "budget_s": 2.0}}, domain=_TOY_DOMAIN, **kw)


_TOY_DOMAIN = (Param("n", 1, math.inf, integer=True, far=1e6,
                     text="n: the length of z = A x (Def 3.8); Lemma 4.2's proof uses n >= 4, the statements none",
                     unreached="n = 1: log n = 0, so D0's box is {0} and f_lin = 0/0; n >= 2 drawn"),)


I41a = _toy_claim("softlin.ineq4.1a", _src("Lemma 4.1 proof (P1)", "L135-L162"),
                  "z in [log n, 1.4 log n]^n: max_i f_lin(z)_i <= 1.4/n (the proof then uses <= 2/n).",
                  B.ineq4_1a, "4.1a", mutants={"1/n": lambda n: 1.0 / n},
                  notes="Exact maximum 1.4/(n+0.4): tight as n grows.")
I41b = _toy_claim("softlin.ineq4.1b", _src("Lemma 4.1 proof (P2)", "L135-L162"),
                  "z in [log n, 1.4 log n]^n: max_i f_exp(z)_i <= n^{-0.6}.",
                  B.ineq4_1b, "4.1b", mutants={"n^{-0.7}": lambda n: n ** -0.7},
                  notes="Exact maximum n^{0.4}/(n^{0.4}+n-1): tight as n grows.")
I42a = _toy_claim("softlin.ineq4.2a", _src("Lemma 4.2 proof (P1)", "L164-L207"),
                  "z in D1 (z_j = 4 log n, others in [log n, 1.4 log n]): max_i f_lin(z)_i <= 4/n.",
                  B.ineq4_2a, "4.2a", mutants={"3/n": lambda n: 3.0 / n}, notes="Exact maximum 4/(n+3).")
I42b = _toy_claim("softlin.ineq4.2b", _src("Lemma 4.2 proof (P2)", "L164-L207"),
                  "z in D1: f_exp(z)_j >= n^4/(n^{1.4}(n-1)+n^4) >= 1/2 and f_exp(z)_i <= n^{-2.6} for i != j.",
                  B.ineq4_2b, "4.2b", mutants={"f_i <= n^{-2.7}": lambda part, n: (
                      n ** -2.7 if part == "fi<=" else B.ineq4_2b(part, n))},
                  notes="f_i <= n^{-2.6} is tight (others at 1.4 log n, large n); f_j >= 1/2 has slack.")
L42 = _toy_claim("softlin.lemma4.2", _src("Lemma 4.2 Part 2 (and Part 3), Sec. 4", "L164-L207"),
                 "A in D1: |<f_exp(Ax), sigma>| >= 1/4 for every sigma in {+-1}^n (Part 3: its sign is sigma_j, so "
                 "each sign has probability exactly 1/2; Part 1 (linear, whp) is softlin.lemma4.2.part1).",
                 B.lemma4_2, "4.2", favourable=1.9,
                 notes="lhs = -min_sigma |<f, sigma>| = -(2 f_j - 1). The printed 1/4 has proven slack: over D1 the "
                       "minimum of 2 f_j - 1 is 2 n^4/(n^4 + (n-1) n^{1.4}) - 1 >= 0.7168 (n = 2), so the automatic "
                       "mutant is moved by 190 % (to 0.725), which the n = 2 corner kills.")


@st.composite
def _l52_instances(draw: st.DrawFn, reading: str = "literal") -> dict:
    c = (_c_strategy(_C_LARGE, 200.0, _C_LARGE) if reading == "large"
         else _c_strategy(1.0001, 200.0, 1.0001, 1.2, 1.44, 2.0).filter(lambda x: x > 1.0))
    return {"n": draw(with_edges(st.integers(2, 10**6), 2, 100, 1000, 10**6)), "C": draw(c),
            "delta": draw(with_edges(log_uniform(1e-250, 0.0999), 0.0999, 1e-3, 1e-30, 1e-250)),
            "tau": draw(with_edges(st.floats(0.0, 0.25, exclude_min=True, exclude_max=True), 0.2499, 1e-3)
                        if reading in ("large", "log2")
                        else with_edges(log_uniform(1e-4, 10.0), 1e-3, 0.2499, 0.6, 1.0, 2.0)),
            "log_base": 2.0 if reading == "log2" else math.e}


def _l52_m(inst: dict) -> int:
    """m = ceil(C log(n/delta)) (Def 3.7; log base inst['log_base'])."""
    lb = math.log(inst.get("log_base", math.e))
    return math.ceil(inst["C"] * (math.log(inst["n"]) - math.log(inst["delta"])) / lb)


def _l52_tau_margin(inst: dict, ctx: Ctx) -> float:
    n = inst["n"]
    L = math.log(n)
    z = torch.full((n,), 1.4 * L, dtype=torch_dtype(ctx.dtype), device=ctx.device)
    z[0] = 4 * L
    return float(2 * M.toy_f(z, "exp")[0] - 1) - inst["tau"]


def _l52_fire(inst: dict, exact: bool = False) -> float:
    """Pr_y[a unit fires] = Pr[<f_exp(A, x), y> > tau] on the worst D1 row (others at 1.4 log n), exact (round 30:
    tau over Def 3.5's tau > 0; softlin.display.lemma5.2-l241's enumeration / binomial tail). It is 1/2 exactly when
    tau < 2 f_j - 1 (a unit fires iff y_j = +1), less above, 0 from tau >= 1 on."""
    from thmcheck.checks.papers.softlin.r29_discFS import _unit_prob, _unit_prob_exact

    row = {"n": inst["n"], "tau": inst["tau"], "mode": "high", "seed": 0}
    return (_unit_prob_exact(row, 0.0) if exact else _unit_prob(row, 0.0))[0]


def _l52_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Worst D1 instance (others at 1.4 log n): Pr[F_exp(A) = 0] = (1 - q)^m, q = Pr[a unit fires], m = ceil(C
    log(n/delta)); if tau < 2 f_j - 1 a unit fires iff its sign at j is +1 (q = 1/2), so the failure is 2^{-m}
    exactly. lhs = that failure probability (0.0 where it underflows float64; the exact re-measurement keeps it), the
    shape's arguments delta and n as quantities."""
    m = _l52_m(inst)
    margin = _l52_tau_margin(inst, ctx)
    lhs = math.ldexp(1.0, -m) if margin > 1e-12 else (1.0 - _l52_fire(inst)) ** m
    return Measurement(lhs, {"delta": inst["delta"], "n": inst["n"]},
                       {"m": m, "tau_margin": margin, "C_ln2": inst["C"] * math.log(2),
                        "log2_ratio": -m - math.log2(inst["delta"])})


def _l52_exact(inst: dict) -> Measurement:
    m = _l52_m(inst)
    margin = _l52_tau_margin(inst, Ctx())
    with mpmath.workdps(50):
        lhs = mpmath.mpf(2) ** (-m) if margin > 1e-12 else (1 - _l52_fire(inst, exact=True)) ** m
        return Measurement(lhs, {"delta": mpmath.mpf(inst["delta"]), "n": inst["n"]},
                           {"m": m, "tau_margin": margin})


def _l52_move(param: str):  # noqa: ANN202
    def move(inst: dict, t: float) -> dict:
        return {**inst, param: (int(round(t)) if param == "n" else float(t))}
    return move


_L52_DOMAIN = (Param("n", 1, math.inf, integer=True, text="n: the length of A x (Def 3.8); no range printed",
                     far=1e6, unreached="n = 1: log n = 0, so D1's 4 log n equals D0's range (no D1 instance); "
                                        "n >= 2 drawn"),
               _c_params(False), _DELTA_P,
               Param("tau", 0.0, math.inf, lo_closed=False, far=10.0,
                     text="tau > 0 (Def 3.5, L102; Lemma 5.2 prints no range)",
                     unreached="tau > 10 not drawn: no unit fires from tau >= 1 on (<f_exp, y> <= 1)"))
_L52_TAU_READING = Param("tau", 0.0, 0.25, lo_closed=False, hi_closed=False,
                         text="tau in (0, 1/4) (the reading: below Lemma 4.2 Part 2's margin, as the proof presumes)")

L52_DIRECTIONS = (
    Direction("delta -> 0 at fixed n, C", "delta", 0.0, how="path", move=_l52_move("delta"),
              points=(1e-2, 1e-5, 1e-10, 1e-20, 1e-40, 1e-80, 1e-160)),
    Direction("n -> infinity at fixed delta, C", "n", math.inf, how="path", move=_l52_move("n"),
              points=(10.0, 100.0, 1e3, 1e4, 1e5, 1e6)),
    Direction("C over (1, inf)", "C", 1.0, how="search",
              reason="drawn log-uniformly over (1, 200] with the edges 1.0001, 1.2, 1.44, 2; the ratio is monotone "
                     "in C (a larger C only lowers 2^{-m})"),
    Direction("tau over (0, inf)", "tau", math.inf, how="search",
              reason="drawn log-uniformly over [1e-4, 10] with edges 1e-3, 0.2499, 0.6, 1, 2: the failure probability "
                     "is 2^{-m} for tau < 2 f_j - 1 and 1 from tau >= 1 on"),
)

L52 = Claim(
    id="softlin.lemma5.2", paper=PAPER, source=_src("Lemma 5.2 with Def 3.7 (m = C log(n/delta), C > 1)",
                                                    "L108-L116, L225-L243"),
    statement="For each A in D1, F_exp(A) > 0 with probability at least 1 - delta/poly(n) (proof: 1 - (1/2)^m >= "
              "1 - delta/poly(n) with m = C log(n/delta), C > 1). Encoded as the uniform shape: Pr[F_exp(A) = 0] "
              "<= c delta / poly(n) for one constant c over the whole domain; poly(n) read at its most lenient "
              "(degree 0), so the shape is delta.",
    kind="rate", comparison="<=", bound=B.lemma5_2_shape, measure=_l52_measure, exact=_l52_exact,
    strategy=_l52_instances,
    constants="hidden", uniform=True, directions=L52_DIRECTIONS,
    expect="erratum as printed",
    domain=_stops(_L52_DOMAIN),
    readings=(Reading("C large enough", "Def 3.7's 'C > 1 some constant' read as a sufficiently large constant, "
                      "as Lemmas 4.1/4.2 word it (C from 2 on; any C >= 1/ln 2 makes 2^{-m} <= delta/n), and tau "
                      "below Lemma 4.2 Part 2's margin 1/4, as the proof presumes",
                      strategy=lambda: _l52_instances("large"),
                      domain=(_L52_DOMAIN[0], _c_params(True), _L52_DOMAIN[2], _L52_TAU_READING)),
              Reading("log base 2", "m = C log_2(n/delta), every C > 1: 2^{-m} <= (delta/n)^C; tau in (0, 1/4)",
                      strategy=lambda: _l52_instances("log2"),
                      domain=(*_L52_DOMAIN[:3], _L52_TAU_READING))),
    second_path="tests/test_softlin_errata.py::test_lemma5_2_failure_exponent_below_one_for_small_C",
    evidence=("Pr[F_exp(A) = 0] = 2^{-m} exactly (a unit fires iff y_{l,j} = +1 when tau < 2 f_j - 1), i.e. "
              "(delta/n)^{C ln 2} up to the rounding of m. For C in (1, 1/ln 2 = 1.443) the exponent in delta is "
              "C ln 2 < 1, so failure/delta = delta^{C ln 2 - 1} n^{-C ln 2} -> infinity as delta -> 0 at fixed n: "
              "no constant and no poly(n) make 2^{-m} <= c delta/poly(n). E.g. C = 1.2, n = 2: the ratio grows "
              "like delta^{-0.168} (1e8 at delta = 1e-48). The proof's step 1 - (1/2)^m >= 1 - delta/poly(n) needs "
              "C >= 1/ln 2, not the stated C > 1. As printed only: with C a sufficiently large constant (as Lemmas "
              "4.1/4.2 word it) or with log base 2 it holds, for tau < 1/4. Round 30 (helper discMS): the declared "
              "domain is now Def 3.5's tau > 0 (it was (0, 1/4), with the unprinted hypothesis tau < 2 f_j - 1 as an "
              "assumption); for tau >= 1 no unit fires and Pr[F_exp(A) = 0] = 1 for every delta (the mechanism of "
              "softlin.display.lemma5.2-l241, audited round 29: both auditors note Lemma 5.2's conclusion fails as "
              "printed for tau >= 1); the readings keep tau in (0, 1/4)."),
    no_correction_reason="the printed shape holds under the readings 'C large enough' and 'log base 2' (C >= 1/ln 2)",
    corrected_text="Pr[F_exp(A) = 0] <= delta/n for m = C log(n/delta) with C >= 1/ln 2 (or m = C log_2(n/delta)).",
    notes="Uniform shape check (issue 31): bound = the printed shape f = delta (delta/poly(n) with the most lenient "
          "poly, degree 0); lhs = the exact failure probability 2^{-m}. The divergence path of the literal reading "
          "is delta -> 0 at fixed n and C < 1/ln 2. Planted shape mutants (run under 'C large enough', where the "
          "printed shape holds): delta^2 (a wrong power of delta: ratio delta^{C ln 2 - 2} grows along delta -> 0 "
          "for C < 2/ln 2) and delta/n^2 (a wrong power of the second parameter n: ratio n^{2 - C ln 2} grows along "
          "n -> infinity for C < 2/ln 2 = 2.885).",
    mutants={"delta^2 (wrong power of delta)": lambda delta, n: delta**2,
             "delta/n^2 (wrong power of n)": lambda delta, n: delta / n**2},
    auto_mutant=False,
    settings={"ci": {"max_examples": 30, "budget_s": 2.0}},
)


@st.composite
def _window_instances(draw: st.DrawFn, reading: str = "literal") -> dict:
    c = (_c_strategy(_C_LARGE, 200.0, _C_LARGE) if reading == "large"
         else _c_strategy(1.0001, 200.0, 1.0001).filter(lambda x: x > 1.0))
    return {"n": draw(with_edges(st.integers(100, 2000), 100, 1000, 2000)), "C": draw(c),
            "delta": draw(with_edges(log_uniform(1e-12, 0.0999), 0.0999, DELTA)),
            "log_base": 2.0 if reading == "log2" else math.e}


def _window_measure(inst: dict, ctx: Ctx) -> Measurement:
    lb = math.log(inst.get("log_base", math.e))
    lo = inst["C"] * math.sqrt(math.log(inst["n"] / inst["delta"]) / lb) / inst["n"] ** 0.1
    return Measurement(lo, {"n": inst["n"], "delta": inst["delta"], "C": inst["C"]})


_TAU_DOMAIN = (Param("n", 100, 2000, integer=True, text="the toy experiments' n in [100, 2000] (Fig. 3, L325-L336)"),
               _c_params(False), _DELTA_P)

TAU = Claim(
    id="softlin.toy.tau_window", paper=PAPER,
    source=_src("Derived from Lemmas 5.1-5.4 (implicit tau conditions) at the Fig. 3 sizes n in [100, 2000]",
                "L215-L267, L325-L336"),
    statement="Lemmas 5.1 and 5.2 hold together only if C sqrt(log(n/delta))/n^{0.1} <= tau < 1/4; at the paper's "
              "toy experiments (n in [100, 2000], delta in (0, 0.1), C > 1) this window is non-empty: lower end "
              "< 1/4.",
    kind="deterministic", comparison="<", bound=B.tau_window_upper, measure=_window_measure,
    strategy=_window_instances, expect="erratum",
    derived=("Not printed: derived from Lemma 5.1 (L215-L223; its proof applies Lemma 4.1 Part 2, L137-L162, "
             "which needs tau >= C sqrt(log(n/delta))/n^{0.1}) and Lemma 5.2 (L225-L243; its proof needs "
             "tau < 1/4 from Lemma 4.2 Part 2), at the toy experiments' sizes (Fig. 3, L325-L336). The paper never "
             "states a tau; a violation here is never an error of the paper, it says the toy lemmas are vacuous "
             "as proved at those sizes."),
    domain=_stops(_TAU_DOMAIN),
    readings=(Reading("C large enough", "the Hoeffding constant C read as a sufficiently large constant (Lemma 4.1 "
                      "words it so; drawn from 2): the lower end only grows",
                      strategy=lambda: _window_instances("large"),
                      domain=(_TAU_DOMAIN[0], _c_params(True), _DELTA_P)),
              Reading("log base 2", "log(n/delta) read as log_2: the lower end only grows",
                      strategy=lambda: _window_instances("log2"))),
    second_path="tests/test_softlin_errata.py::test_tau_window_is_empty_at_the_toy_sizes",
    no_mutant_reason=("derived and violated under every reading at every instance (the lower end is >= 1.2 > 1/4 "
                      "throughout); a planted stronger bound is violated trivially and tests nothing"),
    evidence=("The lower end C sqrt(log(n/delta))/n^{0.1} is >= 1.2 for every n <= 2000, C > 1, delta < 0.1 "
              "(n = 2000, C = 1, delta = 0.1: 3.15/2.14 = 1.47 > 1/4); at delta = 0.01 the window first opens at "
              "n = 6.7e13 (C = 1), 1.8e17 (C = 2), 4.2e20 (C = 4). The toy separation is vacuous as proved at the sizes of Fig. 3."),
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
)


# ------------------------------------------------------- Lemmas 4.1 P1, 5.3, 5.4: exact tails of the toy model


def _toy_ns() -> list[int]:
    return [int(round(x)) for x in np.logspace(2, 5, 7)]


@st.composite
def _toy_whp_instances(draw: st.DrawFn, which: str) -> dict:
    """The two-valued corners of Def 3.8 (k = frac (n - spike) entries at 1.4 log n, the rest at log n; D1 adds
    z_j = 4 log n): frac in [0, 1] with 0, 1/2, 1 as atoms; the Hoeffding constant C_tau of Lemmas 4.1/4.2 and
    Def 3.7's C (m = ceil(C log(n/delta))) in (1, 200]; delta in [1e-12, 0.1)."""
    return {"frac": draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0, 0.5)),
            "C_tau": draw(_c_strategy(1.0001, 200.0, 200.0, 1.0001, 2.0).filter(lambda x: x > 1.0)),
            "C": draw(_c_strategy(1.0001, 200.0, 200.0, 1.0001, 2.0).filter(lambda x: x > 1.0)),
            "delta": draw(with_edges(log_uniform(1e-12, 0.0999), 1e-12, DELTA, 0.0999)), "which": which}


def _toy_logfail(which: str, n: int, inst: dict) -> float:
    spike = which in ("5.4", "4.2")
    k = int(round(inst["frac"] * (n - (1 if spike else 0))))
    sp, hi, lo = M.toy_weights(n, k, spike, "lin")
    thr = inst["C_tau"] * math.sqrt(math.log(n / inst["delta"]) / n)
    n_low = n - k - (1 if spike else 0)
    if which in ("4.1", "4.2"):  # Pr_sigma[|<f_lin, sigma>| > C sqrt(log(n/delta))/sqrt(n)] (4.2: z_j = 4 log n)
        return M.log_tail_signed_sum(sp, k, hi, max(n_low, 0), lo, thr, True) if n_low else \
            M.log_tail_signed_sum(sp, 0, 0.0, k, hi, thr, True)
    # Lemma 5.3 / 5.4: F_lin(A) > 0 iff some unit l has <f_lin, y_l> > tau, tau = C_tau sqrt(log(n/delta)/n)
    lp = (M.log_tail_signed_sum(sp, k, hi, n_low, lo, thr, False) if n_low
          else M.log_tail_signed_sum(sp, 0, 0.0, k, hi, thr, False))
    m = max(1, math.ceil(inst["C"] * math.log(n / inst["delta"])))
    return M.log_any_of_m(lp, m)


_TOY_K = 2.0  # a failure at most delta n^{-2} meets 'delta/poly(n)' (poly(n) = n^2) and enters the fit at that level


def _toy_whp_measure(which: str):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        ns = _toy_ns()
        raw = [_toy_logfail(which, n, inst) for n in ns]
        lx = np.log(np.array(ns, dtype=float))
        ly = np.maximum(np.array(raw), math.log(inst["delta"]) - _TOY_K * lx)
        fit = _fit(lx, ly)
        return Measurement(fit.exponent, {}, {"failure_first": math.exp(raw[0]), "failure_last": math.exp(raw[-1]),
                                              "capped_points": int(np.sum(ly > np.array(raw))),
                                              "n": np.array(ns, dtype=float)},
                           lhs_interval=(fit.lo, fit.hi), stat=fit)
    return measure


def _toy_whp_domain(with_m: bool) -> tuple[Param, ...]:
    out = [Param("n", 1, math.inf, integer=True, far=1e5, text="n: the length of z = A x (Def 3.8)",
                 unreached="each instance is a family n = 1e2 ... 1e5 (the statements are asymptotic, 'delta/poly(n)'); "
                           "n < 1e2 is not swept"),
           Param("frac", 0.0, 1.0, text="z in [log n, 1.4 log n]^n (Def 3.8): the two-valued corners, a fraction "
                                        "frac of the entries at 1.4 log n"),
           Param("C_tau", 1.0, math.inf, lo_closed=False, far=100.0,
                 text="C > 1 a sufficiently large constant (Lemmas 4.1/4.2): every C > 1 is checked"),
           _DELTA_P]
    if with_m:
        out.append(_c_params(False))
    return tuple(out)


_TOY_WHP_NOTE = ("Hidden constants (C 'sufficiently large', poly(n)): lhs is the fitted log-log slope in n of the EXACT "
                 "probability (enumeration of the special sign and two binomial blocks, ``thmcheck.models.softlin."
                 "log_tail_signed_sum``) along n = 1e2 ... 1e5 at the two-valued corners of Def 3.8 (the box's "
                 "extreme points, where the variance of <f, sigma> is largest); a point whose failure is at most "
                 "delta n^{-2} already meets 'delta/poly(n)' (poly(n) = n^2) and enters the fit at delta n^{-2} "
                 "(far in the tail, e.g. 1e-64 at delta = 1e-12, the exact failure can still rise with n toward its "
                 "Gaussian regime (delta/n)^{C^2/2}, a pre-asymptotic effect, not a failure of the claim); violated "
                 "only if the whole 99 % interval of the slope is >= 0. Def 3.7's 'C > 1' and the Hoeffding 'C > 1 sufficiently large' are "
                 "drawn over every C in (1, 200] with the natural log: the other readings of the paper's phrase "
                 "('large enough', i.e. C >= 2; log base 2, i.e. C / ln 2 > 1.44 in natural-log units) are subsets "
                 "of that range, so a claim that holds as printed holds under them.")

# Uniform shape checks (issue 31): 'with probability >= 1 - delta/poly(n)' for every delta in (0, 0.1) is the
# shape f = delta (poly(n) at its most lenient, degree 0), one constant c over the whole printed domain. Lemmas
# 4.1/4.2 print 'Let C > 1 be a sufficiently large constant': an existential, instantiated at the constant the
# paper's own proof needs (|f_i| <= 2/n, Hoeffding: failure <= 2 (delta/n)^{C^2/8}, at most 2 delta for C^2 >= 8),
# C drawn from 2 sqrt 2; 'every C > 1' (Def 3.7's wording) is a reading. Lemmas 5.3/5.4 leave tau free (Def 3.5:
# tau > 0 a parameter) as Lemma 5.1 does: the literal claim draws tau, the reading ties it to delta as their proofs
# (Lemmas 4.1/4.2 Part 1) need.

_C_PROOF = 2.0 * math.sqrt(2.0)  # C^2 = 8: the proof's Hoeffding step (|f_i| <= 2/n) gives failure <= 2 delta/n^0


@st.composite
def _toy_u_instances(draw: st.DrawFn, which: str, reading: str = "literal") -> dict:
    """One point of the toy model: n log-uniform in [2, 1e5] (edges 2, 16, 1e5), the two-valued corner frac of
    Def 3.8's box, delta log-uniform in [1e-250, 0.1); Lemmas 4.1/4.2: C_tau from 2 sqrt 2 (reading 'every C > 1':
    from 1); Lemmas 5.3/5.4: Def 3.7's C in (1, 200] and tau log-uniform in [1e-4, 1.5] (reading 'tau as the proof
    needs': tau = C_tau sqrt(log(n/delta)/n), C_tau from 2 sqrt 2)."""
    lo = 1.0001 if reading == "every C" else _C_PROOF
    p = {"n": draw(with_edges(_int_log(2, 10**5), 2, 16, 10**5)),
         "frac": draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0, 0.5)),
         "C_tau": draw(_c_strategy(lo, 200.0, 200.0, lo)),
         "delta": draw(with_edges(log_uniform(1e-250, 0.0999), 0.0999, 1e-3, 1e-30, 1e-250)), "which": which}
    if which in ("5.3", "5.4"):
        p["C"] = draw(_c_strategy(1.0001, 200.0, 200.0, 1.0001, 2.0).filter(lambda x: x > 1.0))
        p["tau"] = (-1.0 if reading == "proof_tau" else
                    draw(with_edges(log_uniform(1e-4, 1.5), 1e-4, 0.01, 0.2499, 1.0)))
    return p


def _toy_u_tau(inst: dict) -> float:
    """tau of Lemmas 5.3/5.4: drawn (tau >= 0), or tied to delta (tau < 0 marks the reading): C_tau sqrt(log(n/delta)/n)."""
    if inst["tau"] >= 0:
        return float(inst["tau"])
    return inst["C_tau"] * math.sqrt((math.log(inst["n"]) - math.log(inst["delta"])) / inst["n"])


def _toy_u_measure(which: str):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        n, delta = int(inst["n"]), float(inst["delta"])
        spike = which in ("5.4", "4.2")
        k = int(round(inst["frac"] * (n - (1 if spike else 0))))
        sp, hi, lo = M.toy_weights(n, k, spike, "lin")
        n_low = n - k - (1 if spike else 0)
        blocks = (k, hi, n_low, lo) if n_low else (0, 0.0, k, hi)
        terms: dict = {"k": k}
        if which in ("4.1", "4.2"):
            thr = inst["C_tau"] * math.sqrt((math.log(n) - math.log(delta)) / n)
            lf = M.log_tail_signed_sum(sp, *blocks, thr, True)
        else:  # F_lin(A) > 0 iff some unit l has <f_lin, y_l> > tau
            tau = _toy_u_tau(inst)
            m = max(1, math.ceil(inst["C"] * (math.log(n) - math.log(delta))))
            lp = M.log_tail_signed_sum(sp, *blocks, tau, False)
            lf = M.log_any_of_m(lp, m)
            terms.update({"m": m, "tau_used": tau, "log_p_unit": lp})
        terms["log_failure"] = lf
        return Measurement(math.exp(lf), {"delta": delta, "n": n}, terms)
    return measure


def _toy_u_move(param: str):  # noqa: ANN202
    def move(inst: dict, t: float) -> dict:
        if param == "n,delta":
            return {**inst, "n": int(round(t)), "delta": DELTA}
        return {**inst, param: (int(round(t)) if param == "n" else float(t))}
    return move


def _toy_u_directions(which: str) -> tuple[Direction, ...]:
    out = [Direction("delta -> 0 at fixed n", "delta", 0.0, how="path", move=_toy_u_move("delta"),
                     points=(1e-2, 1e-5, 1e-10, 1e-20, 1e-40, 1e-80, 1e-160)),
           Direction("n -> infinity at delta = 0.01", "n", math.inf, how="path", move=_toy_u_move("n,delta"),
                     points=(16.0, 64.0, 256.0, 1e3, 4e3, 1.6e4), grows=("n",),
                     reason="at a fixed moderate delta: from a deep-tail instance (delta ~ 1e-68) the exact failure "
                            "climbs with n from 1e-280 toward its bounded Gaussian level, a growth of a ratio far "
                            "below 1 that the path judge would read as divergence"),
           Direction("the D0/D1 instance (the share frac of entries at 1.4 log n)", "frac", 0.5, how="search",
                     reason="drawn over [0, 1] with 0, 1/2, 1 as atoms (the two-valued corners of Def 3.8's box, "
                            "where the variance of <f, sigma> is largest)"),
           Direction("C_tau over [2 sqrt 2, inf)", "C_tau", math.inf, how="search",
                     reason="drawn log-uniformly over [2 sqrt 2, 200]; a larger C_tau only raises the threshold")]
    if which in ("5.3", "5.4"):
        out += [Direction("tau over (0, 1.5)", "tau", 0.0, how="search",
                          reason="drawn log-uniformly with edges 1e-4, 0.01, 0.2499, 1 (|<f, y>| <= 1)"),
                Direction("Def 3.7's C over (1, inf)", "C", 1.0, how="search",
                          reason="drawn log-uniformly over (1, 200] (m = ceil(C log(n/delta)); the hidden constant "
                                 "may depend on the fixed constant C)")]
    return tuple(out)


def _toy_u_domain(which: str, reading: str = "literal") -> tuple[Param, ...]:
    n_far = ("n > 1e5 is not drawn: the exact binomial tails cost O(n) (0.4 s at n = 1e6); the failure "
             "decays in n at every corner (the path n -> infinity sweeps to 1e5)")
    if which in ("4.1", "4.2") and reading != "every C":  # round 20 (papers): the end n -> inf in closed form
        n_far += ("; beyond 1e5 Hoeffding bounds the exact failure in closed form: Pr[|<f, sigma>| > C sqrt(log(n/"
                  "delta)/n)] <= 2 (delta/n)^{C^2/(2 n sum f^2)}, n sum f^2 <= 1.029 on D0 (Kantorovich: (1 + 1.4)^2/"
                  "(4 * 1.4)) and <= 1.57 on D1 (1.5625 at n = 5; every n, every corner), so with C^2 >= 8 the failure is <= 2 "
                  "delta^{1.54} n^{-2.54} delta < delta at every n >= 2: no n crosses the shape delta "
                  "(tests/test_softlin_r20_papers.py)")
    out = [Param("n", 2, math.inf, integer=True, far=1e5, text="n: the length of z = A x (Def 3.8); no range printed",
                 unreached=n_far),
           Param("frac", 0.0, 1.0, text="z in [log n, 1.4 log n]^n (Def 3.8): the two-valued corners, a fraction "
                                        "frac of the entries at 1.4 log n"),
           Param("C_tau", _C_PROOF if reading != "every C" else 1.0, math.inf, lo_closed=reading != "every C",
                 far=100.0, text=("C > 1 a sufficiently large constant (Lemmas 4.1/4.2): instantiated at the proof's "
                                  "C^2 >= 8" if reading != "every C" else "every C > 1 (reading)")),
           _DELTA_P]
    if which in ("5.3", "5.4"):
        out += [_c_params(False), Param("tau", 0.0, math.inf, lo_closed=False, far=1.5,
                                        text="Def 3.5: tau > 0 a parameter (Lemmas 5.3/5.4 leave it free)",
                                        unreached="tau > 1.5 not drawn: |<f, y>| <= ||f||_1 = 1, so every tau >= 1 "
                                                  "gives failure 0")]
    return tuple(out)


def _toy_lemma(cid: str, which: str, source: str, statement: str, **kw) -> Claim:  # noqa: ANN003
    return Claim(id=cid, paper=PAPER, source=source, statement=statement, kind="probabilistic", comparison="<=",
                 bound=B.toy_whp_shape, measure=_toy_u_measure(which), strategy=lambda: _toy_u_instances(which),
                 constants="hidden", uniform=True, directions=_toy_u_directions(which), **kw)


_TOY_U_NOTE = ("Uniform shape check (issue 31): bound = the printed shape delta (delta/poly(n), poly at degree 0); "
               "lhs = the EXACT failure probability (enumeration of the special sign and two binomial blocks, "
               "``thmcheck.models.softlin.log_tail_signed_sum``, in log space) at the two-valued corners of Def 3.8 "
               "(the box's extreme points, where the variance of <f, sigma> is largest). Replaces last round's "
               "exponent fit along n = 1e2 ... 1e5. ")

L41 = _toy_lemma(
    "softlin.lemma4.1", "4.1", _src("Lemma 4.1 Part 1, Sec. 4", "L135-L162"),
    "A in D0, sigma uniform on {+-1}^n, C > 1 sufficiently large, delta in (0, 0.1): "
    "Pr[|sum_i f_lin(A, x)_i sigma_i| <= C sqrt(log(n/delta))/sqrt(n)] >= 1 - delta/poly(n). Encoded as the uniform "
    "shape: Pr[failure] <= c delta over every n, delta and D0 corner, C instantiated from the proof's 2 sqrt 2. "
    "Part 2 (f_exp, threshold C sqrt(log(n/delta))/n^{0.1}) is vacuous for n <~ 1e14: its threshold exceeds "
    "1 >= |<f, sigma>| (failure exactly 0); its entry bound is softlin.ineq4.1b.",
    domain=_toy_u_domain("4.1"),
    readings=(Reading("every C > 1", "'C > 1' read as every C > 1 (Def 3.7's wording) instead of 'sufficiently "
                      "large': C_tau drawn from 1", strategy=lambda: _toy_u_instances("4.1", "every C"),
                      domain=_toy_u_domain("4.1", "every C")),),
    mutants={"delta/n^20 (poly(n) of degree 20: wrong along n)": B.toy_whp_n20},
    notes=_TOY_U_NOTE + "Under 'every C > 1' the failure is about (delta/n)^{C^2/(2 n sum f^2)} with n sum f^2 "
                        "<= 1.03: for C < 1.44 failure/delta is unbounded as delta -> 0 (not an error of the "
                        "printed words, which ask C sufficiently large).",
    settings={"ci": {"max_examples": 10, "budget_s": 1.5}})
L42P1 = _toy_lemma(
    "softlin.lemma4.2.part1", "4.2", _src("Lemma 4.2 Part 1, Sec. 4", "L164-L207"),
    "A in D1 (z_j = 4 log n, the others in [log n, 1.4 log n]), sigma uniform, C > 1 sufficiently large, "
    "delta in (0, 0.1): Pr[|sum_i f_lin(A, x)_i sigma_i| <= C sqrt(log(n/delta)/n)] >= 1 - delta/poly(n). Encoded "
    "as the uniform shape delta, C instantiated from the proof's 2 sqrt 2 (the spike's sign enumerated). Its "
    "entry bound is softlin.ineq4.2a; Parts 2/3 are softlin.lemma4.2.",
    catalog_id="softlin.lemma4.2", domain=_toy_u_domain("4.2"),
    readings=(Reading("every C > 1", "'C > 1' read as every C > 1 (Def 3.7's wording): C_tau drawn from 1",
                      strategy=lambda: _toy_u_instances("4.2", "every C"), domain=_toy_u_domain("4.2", "every C")),),
    mutants={"delta/n^20 (poly(n) of degree 20: wrong along n)": B.toy_whp_n20},
    notes=_TOY_U_NOTE, settings={"ci": {"max_examples": 10, "budget_s": 1.5}})

_TOY_TAU_READING = ("tau tied to delta as the proof's call of Lemma 4.1/4.2 Part 1 needs: tau = C_tau "
                    "sqrt(log(n/delta)/n) with C_tau >= 2 sqrt 2 (drawn to 200)")


def _toy_f0(cid: str, which: str, source: str, statement: str, evidence: str, second_path: str) -> Claim:
    return _toy_lemma(
        cid, which, source, statement, domain=_stops(_toy_u_domain(which)),
        readings=(Reading("tau as the proof needs", _TOY_TAU_READING,
                          strategy=lambda: _toy_u_instances(which, "proof_tau")),),
        expect="erratum as printed", evidence=evidence, second_path=second_path,
        no_correction_reason="under the reading 'tau as the proof needs' the printed statement holds; no other shape "
                             "is proposed",
        corrected_text=("With tau >= C sqrt(log(n/delta)/n), C >= 2 sqrt 2 (Lemma 4.1/4.2 Part 1), F_lin(A) = 0 with "
                        "probability at least 1 - delta/poly(n)."),
        mutants={"delta/n^20 (poly(n) of degree 20: wrong along n)": B.toy_whp_n20,
                 "delta^8 (wrong power of delta)": B.toy_whp_delta8},
        notes=_TOY_U_NOTE + "Mutants run under the reading 'tau as the proof needs' (where the printed shape holds).",
        settings={"ci": {"max_examples": 10, "budget_s": 1.5}})


L53 = _toy_f0(
    "softlin.lemma5.3", "5.3", _src("Lemma 5.3 with Def 3.5, 3.7 and Lemma 4.1 Part 1, Sec. 5",
                                    "L100-L116, L135-L162, L247-L255"),  # L257 is Lemma 5.4's header (round 18)
    "For each A in D0, F_lin(A) = 0 with probability at least 1 - delta/poly(n) (m = C log(n/delta), C > 1; tau is "
    "Def 3.5's free parameter tau > 0). Encoded as the uniform shape: Pr_y[F_lin(A) > 0] = 1 - (1 - p)^m exactly, "
    "p = Pr[<f_lin, y> > tau], at most c delta over the whole domain.",
    "Each unit fires (<f_lin, y_l> > tau) with a probability p > 0 that does not depend on delta whenever tau < 1 "
    "(all signs aligned give <f, y> = 1), so Pr[F_lin != 0] = 1 - (1 - p)^m with m = C log(n/delta) tends to 1 as "
    "delta -> 0 at fixed n. E.g. n = 16, frac = 0 (z constant, f = 1/16), tau = 0.2, C = 2: p = Pr[Bin(16, 1/2) > "
    "9.6] = 0.2272, and at delta = 1e-10 (m = 52) the failure is 0.9999985 (ratio 1e10). Holds with tau tied to "
    "delta as the proof's call of Lemma 4.1 Part 1 needs; the lemma and Def 3.5 leave tau free. As printed only; "
    "Re-derived independently from the paper by an auditor's own script (docs/audits/round4/softlin.md): confirmed as printed. ",
    "tests/test_softlin_whp_uniform.py::test_lemma5_3_and_5_4_linear_unit_fires_with_delta_free_probability")
L54 = _toy_f0(
    "softlin.lemma5.4", "5.4", _src("Lemma 5.4 with Def 3.5, 3.7 and Lemma 4.2 Part 1, Sec. 5",
                                    "L100-L116, L164-L207, L257-L267"),
    "For each A in D1, F_lin(A) = 0 with probability at least 1 - delta/poly(n) (m = C log(n/delta), tau Def 3.5's "
    "free parameter). Encoded as the uniform shape: the exact Pr_y[F_lin(A) > 0] (the spike z_j = 4 log n "
    "enumerated) at most c delta.",
    "As for Lemma 5.3 with the D1 spike: p > 0 is delta-free for tau < 1, so the failure 1 - (1 - p)^m -> 1 as "
    "delta -> 0. E.g. n = 16, z = (4 log n, log n, ..., log n) (f_j = 4/19, the others 1/19), tau = 0.2, C = 2: "
    "p = 0.2588 (exact enumeration), failure 0.9999998 at delta = 1e-10 (m = 52). As printed only; Re-derived independently from the paper by an auditor's own script (docs/audits/round4/softlin.md): confirmed as printed. ",
    "tests/test_softlin_whp_uniform.py::test_lemma5_3_and_5_4_linear_unit_fires_with_delta_free_probability")


# ----------------------------------------------------------------- Lemma 5.1 (L215-L223) and its proof's step


@st.composite
def _l51_instances(draw: st.DrawFn, reading: str = "literal") -> dict:
    n = draw(with_edges(st.integers(2, 10**6), 2, 16, 100, 1000, 10**6))
    C = draw(_c_strategy(1.0001, 200.0, 1.0001, 2.0).filter(lambda x: x > 1.0))
    delta = draw(with_edges(log_uniform(1e-250, 0.0999), 0.0999, 1e-3, 1e-30, 1e-250))
    if reading == "proof_tau":  # Lemma 4.1 Part 2: tau >= C sqrt(log(n/delta)) / n^{0.1}
        tau = C * math.sqrt(math.log(n / delta)) / n**0.1 * draw(st.floats(1.0, 2.0))
    else:  # Def 3.5: tau > 0 a parameter, never fixed
        tau = draw(with_edges(log_uniform(1e-4, 1.5), 1e-4, 0.01, 0.2499, 1.0))
    return {"n": n, "C": C, "delta": delta, "tau": tau, "k_frac": draw(with_edges(st.floats(0.0, 1.0), 0.0, 0.5, 1.0))}


def l51_unit_fire(n: int, k: int, tau: float) -> float:
    """Pr_y[<f_exp(z), y> > tau] exactly, for the D0 instance with k entries of z at 1.4 log n and n - k at log n
    (f = softmax(z): weight a = n^{0.4}/Z on the k, b = 1/Z on the rest, Z = k n^{0.4} + n - k), y Rademacher:
    a (2 j1 - k) + b (2 j2 - (n - k)) > tau with j1 ~ Bin(k, 1/2), j2 ~ Bin(n - k, 1/2)."""
    from scipy.stats import binom

    Z = k * n**0.4 + (n - k)
    a, b = n**0.4 / Z, 1.0 / Z
    j1 = np.arange(k + 1)
    x = ((tau - a * (2 * j1 - k)) / b + (n - k)) / 2.0  # j2 > x
    return float(np.sum(binom.pmf(j1, k, 0.5) * binom.sf(np.floor(x), n - k, 0.5)))


def _l51_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Pr_y[F_exp(A) != 0] = 1 - (1 - p)^m (F_exp > 0 iff some unit has <f, y_l> > tau), m = ceil(C log(n/delta)),
    p the exact per-unit firing probability of the D0 instance drawn (k entries at the top of D0's range)."""
    n = int(inst["n"])
    k = int(round(inst["k_frac"] * n))
    p = l51_unit_fire(n, k, float(inst["tau"]))
    m = math.ceil(inst["C"] * math.log(n / inst["delta"]))
    fail = -math.expm1(m * math.log1p(-p)) if p < 1 else 1.0
    return Measurement(fail, {"delta": inst["delta"], "n": n}, {"p_unit": p, "m": m, "k": k})


def _l51_move(param: str):  # noqa: ANN202
    def move(inst: dict, t: float) -> dict:
        return {**inst, param: (int(round(t)) if param == "n" else float(t))}
    return move


_L51_DOMAIN = (Param("n", 2, math.inf, integer=True, text="n: the length of A x (Def 3.8)", far=1e6),
               _c_params(False), _DELTA_P,
               Param("tau", 0.0, math.inf, lo_closed=False, text="Def 3.5: tau > 0 a parameter (never fixed)",
                     far=1.5, unreached="tau > 1.5 not drawn: |<f, y>| <= ||f||_1 = 1, so every tau >= 1 gives "
                                        "failure 0"))

L51 = Claim(
    id="softlin.lemma5.1", paper=PAPER, source=_src("Lemma 5.1, Sec. 5", "L215-L223 (Def 3.5 L100-L102, Def 3.7 "
                                                                        "L112-L116)"),
    statement=("For each data A from D0, F_exp(A) = 0 with probability at least 1 - delta/poly(n). Encoded as the "
               "uniform shape: Pr_y[F_exp(A) != 0] <= c delta/poly(n) for one constant c over the whole domain "
               "(poly(n) at its most lenient, degree 0: shape delta); tau is Def 3.5's parameter tau > 0, which the "
               "lemma leaves free."),
    kind="probabilistic", comparison="<=", bound=B.lemma5_1_shape, measure=_l51_measure,
    strategy=_l51_instances, constants="hidden", uniform=True,
    directions=(
        Direction("delta -> 0 at fixed n, tau, C", "delta", 0.0, how="path", move=_l51_move("delta"),
                  points=(1e-2, 1e-5, 1e-10, 1e-20, 1e-40, 1e-80)),
        Direction("n -> infinity at fixed delta, tau", "n", math.inf, how="path", move=_l51_move("n"),
                  points=(16.0, 100.0, 1e3, 1e4, 1e5, 1e6)),
        Direction("tau over (0, 1.5)", "tau", 0.0, how="search",
                  reason="drawn log-uniformly with edges 1e-4, 0.01, 0.2499, 1"),
        Direction("the D0 instance (k entries at 1.4 log n)", "k_frac", 0.5, how="search",
                  reason="the share of D0's entries at the top of its range, drawn over [0, 1]"),
        Direction("C over (1, inf)", "C", 1.0, how="search", reason="drawn log-uniformly over (1, 200]"),
    ),
    domain=_stops(_L51_DOMAIN),
    readings=(Reading("tau as the proof needs", "tau tied to delta as Lemma 4.1 Part 2 (called at L221) needs: "
                      "tau >= C sqrt(log(n/delta))/n^{0.1} (drawn up to twice that)",
                      strategy=lambda: _l51_instances("proof_tau")),),
    expect="erratum as printed",
    evidence=("Each of the m units fires (<f_exp, y_l> > tau) with a probability p > 0 that does not depend on "
              "delta whenever tau < 1 (all signs aligned give <f, y> = 1), so Pr[F_exp != 0] = 1 - (1 - p)^m with "
              "m = C log(n/delta) tends to 1 as delta -> 0 at fixed n: the ratio to delta/poly(n) is unbounded. "
              "E.g. n = 16, k = 0 (z constant), tau = 0.2, C = 2: p = Pr[Bin(16, 1/2) > 9.6] = 0.227, and at "
              "delta = 1e-10 (m = 52) the failure is 0.9999985. Lemma 5.1 holds only with tau tied to delta as in "
              "Lemma 4.1 Part 2 (tau >= C sqrt(log(n/delta))/n^{0.1}, which exceeds 1 -- failure exactly 0 -- at "
              "every n <= 1e14, softlin.toy.tau_window); the lemma and Def 3.5 leave tau free. Re-derived independently from the paper by an auditor's own script (docs/audits/softlin.md): confirmed as printed. "),
    second_path="tests/test_softlin_errata.py::test_lemma5_1_failure_tends_to_one_as_delta_vanishes",
    no_correction_reason=("under the reading 'tau as the proof needs' the printed statement holds; no other "
                          "shape is proposed"),
    corrected_text=("With tau >= C sqrt(log(n/delta))/n^{0.1} (Lemma 4.1 Part 2), F_exp(A) = 0 with probability at "
                    "least 1 - delta/poly(n)."),
    no_mutant_reason=("under the reading where the lemma holds (tau as the proof needs) tau > 1 >= |<f, y>| at "
                      "every n <= 1e14, so the failure is exactly 0 and no wrong shape can be exposed there"),
    notes=("Worst D0 instances: k entries of z = A x at 1.4 log n, the rest at log n (k drawn); the per-unit "
           "firing probability p is computed exactly from two binomials (scipy), the failure 1 - (1 - p)^m "
           "in closed form. Replaces the record of the last round (its reason said tau is never specified and "
           "the failure grows with m: that is the finding)."),
    settings={"ci": {"max_examples": 30, "budget_s": 3.0}},
)


def _l51m_measure(inst: dict, ctx: Ctx) -> Measurement:
    return Measurement(inst["C"] * math.log(inst["n"] / inst["delta"]), {"delta": inst["delta"], "n": inst["n"]},
                       {})


L51_M_UNION = Claim(
    id="softlin.display.lemma5.1-m-union", paper=PAPER, catalog_id="softlin.lemma5.1",
    source=_src("Proof of Lemma 5.1, Sec. 5", "L223 (m from Def 3.7, L114)"),
    statement=("'Since m <= delta/poly(n), we are allowed to take union bound over all l in [m]', with m = "
               "C log(n/delta) (Def 3.7). Encoded as the uniform shape m <= c delta/poly(n) (poly at degree 0)."),
    kind="step", comparison="<=", bound=B.lemma5_1_shape, measure=_l51m_measure, strategy=_l51_instances,
    constants="hidden", uniform=True,
    directions=(
        Direction("delta -> 0", "delta", 0.0, how="path", move=_l51_move("delta"),
                  points=(1e-2, 1e-4, 1e-8, 1e-16, 1e-32)),
        Direction("n -> infinity", "n", math.inf, how="path", move=_l51_move("n"), points=(10.0, 1e2, 1e3, 1e4, 1e6)),
        Direction("C over (1, inf)", "C", 1.0, how="search", reason="drawn log-uniformly over (1, 200]"),
    ),
    domain=_stops(_L51_DOMAIN[:3]),
    expect="erratum",
    evidence=("m = C log(n/delta) > log(10) = 2.30 for every n >= 1, delta < 0.1, C > 1, while delta/poly(n) < 0.1: "
              "the displayed inequality fails at every instance, and m/delta grows without bound as delta -> 0. "
              "The union bound needs m times the per-unit failure probability to be small, not m itself. Audit "
              "pending."),
    second_path="tests/test_softlin_errata.py::test_lemma5_1_m_exceeds_delta",
    no_correction_reason=("the union bound needs m * Pr[unit l fires] <= delta/poly(n), a statement about another "
                          "quantity (the per-unit probability), not a corrected bound on m"),
    corrected_text="m * max_l Pr[phi_tau(<f_exp, y_l>) > 0] <= delta/poly(n) (what the union bound needs).",
    mutants={"delta/n (wrong power of n)": lambda delta, n: delta / n},
    notes="No reading makes m <= delta/poly(n) true (m > 2.3 > delta); the mutant is wrong along n as well.",
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
)

RECORDS: list[Claim] = []
