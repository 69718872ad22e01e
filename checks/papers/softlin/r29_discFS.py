"""Round 29 (softlin, helper discFS): Lemma 5.2's proof step L233-L237 with tau over Def 3.5's whole range.

Lemma 5.2 (L225-L243): for A in D1, F_exp(A) > 0 with probability >= 1 - delta/poly(n). Its proof: "By Part 2 and 3
of Lemma 4.2, we have phi_tau(<f_exp(A, x), y_l>) > 1/4 with probability 1/2. Since all l in [m] are independent,
thus there exists one l in [m] such that phi_tau(<f_exp(A, x), y_l>) > 1/4 [L235], the probability is 1 - (1/2)^m".
phi_tau(z) = max{z - tau, 0} (L98) and tau > 0 is a free parameter of the network (Def 3.5, L102): the event needs
<f_exp, y_l> > 1/4 + tau, while Lemma 4.2 gives only |<f_exp, y_l>| >= 1/4 (and <f_exp, y> <= ||f_exp||_1 = 1). The
existing ``softlin.lemma5.2`` draws tau in (0, 1/4) only ("the proof's step needs tau < 1/4"); this claim draws tau
over (0, inf) as Def 3.5 prints it, and reads "tau < 1/4" as a Reading.

The probability is exact: for n <= 14 every sign pattern of y_l is enumerated (D1 rows with the non-special
coordinates anywhere in Def 3.8's box [log n, 1.4 log n]); for larger n the non-special coordinates are equal (both
box corners), so <f_exp, y_l> = +-f_j + g (2K - (n - 1)) with K ~ Bin(n - 1, 1/2) and the event is a binomial tail.
"""

from __future__ import annotations

import itertools
import math

import mpmath
import numpy as np
from hypothesis import strategies as st
from scipy import stats

from thmcheck.bounds.softlin import lemma5_2_shape
from thmcheck.bounds.softlin_r29_discFS import (
    l235_corrected,
    l235_corrected_half_unit,
    l235_corrected_no_quarter,
    l235_printed,
)
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.softlin._common import PAPER, _int_log, _src
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

SP = "tests/test_softlin_r29_discFS.py::"
_ENUM_MAX = 14  # n up to which every sign pattern is enumerated


@st.composite
def _l235_instances(draw: st.DrawFn, reading: str = "literal") -> dict:
    tau = (with_edges(st.floats(0.0, 0.25, exclude_min=True, exclude_max=True), 1e-3, 0.2499) if reading == "small"
           else with_edges(log_uniform(1e-4, 10.0), 1e-3, 0.2499, 0.6, 1.0, 2.0))
    return {"n": draw(with_edges(_int_log(2, 10**6), 2, 3, 4, _ENUM_MAX, 10**6)),
            "mode": draw(st.sampled_from(["high", "low", "random"])), "seed": draw(SEEDS), "tau": draw(tau),
            "C": draw(with_edges(log_uniform(1.0001, 200.0), 1.0001, 2.0)),
            "delta": draw(with_edges(log_uniform(1e-250, 0.0999), 0.0999, 1e-3))}


def _others(inst: dict) -> np.ndarray:
    """Def 3.8's D1 row: z_j = 4 log n and the other n - 1 entries in [log n, 1.4 log n] (at a corner or random)."""
    n, L = inst["n"], math.log(inst["n"])
    if inst["mode"] == "random" and n <= _ENUM_MAX:
        return np.random.default_rng(inst["seed"]).uniform(L, 1.4 * L, n - 1)
    return np.full(n - 1, (1.4 if inst["mode"] in ("high", "random") else 1.0) * L)


def _m(inst: dict) -> int:
    """m = C log(n/delta) units (Def 3.7), rounded up to an integer count."""
    return math.ceil(inst["C"] * (math.log(inst["n"]) - math.log(inst["delta"])))


def _unit_prob(inst: dict, level: float = 0.25) -> tuple[float, float]:
    """Pr_y[phi_tau(<f_exp(A, x), y>) > level] = Pr[<f_exp, y> > level + tau] for one Rademacher column y (level
    1/4: L235; level 0: the unit fires, L241), and the D1 margin 2 f_j - 1."""
    n, tau = inst["n"], inst["tau"]
    z = np.concatenate([[4.0 * math.log(n)], _others(inst)])
    u = np.exp(z - z.max())
    f = u / u.sum()
    if n <= _ENUM_MAX:
        signs = np.array(list(itertools.product((-1.0, 1.0), repeat=n)))
        v = signs @ f
        return float(np.mean(v - tau > level)), float(2 * f[0] - 1)
    fj, g, N = float(f[0]), float(f[1]), n - 1
    p = 0.0
    for s in (1.0, -1.0):  # sigma_j = s; <f, y> = s f_j + g (2K - N), K ~ Bin(N, 1/2); need > 1/4 + tau
        kmin = math.floor(((level + tau - s * fj) / g + N) / 2) + 1
        p += 0.5 * float(stats.binom.sf(kmin - 1, N, 0.5))
    return p, 2 * fj - 1


def _l235_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p1, margin = _unit_prob(inst)
    m = _m(inst)
    lhs = 0.0 if p1 <= 0.0 else -math.expm1(m * math.log1p(-p1))
    return Measurement(lhs, {"m": m, "tau": inst["tau"], "margin": margin},
                       {"Pr one unit > 1/4": p1, "tau slack (1/4 - tau)": 0.25 - inst["tau"], "n": inst["n"]})


def _unit_prob_exact(inst: dict, level: float) -> tuple[mpmath.mpf, mpmath.mpf]:
    """_unit_prob at 50 digits (mpmath): f_exp, the enumeration or the binomial tail (regularized beta)."""
    n = inst["n"]
    with mpmath.workdps(50):
        tau = mpmath.mpf(inst["tau"])
        others = _others(inst)
        if n > _ENUM_MAX:  # the n - 1 equal coordinates in closed form
            others = others[:1]
        u = [mpmath.mpf(n) ** 4] + [mpmath.exp(mpmath.mpf(float(x))) for x in others]
        tot = u[0] + (mpmath.fsum(u[1:]) if n <= _ENUM_MAX else (n - 1) * u[1])
        f = [x / tot for x in u]
        if n <= _ENUM_MAX:  # float64 sorts the patterns; those within 1e-9 of the threshold are redone at 50 digits
            signs = np.array(list(itertools.product((-1.0, 1.0), repeat=n)))
            gap = signs @ np.array([float(x) for x in f]) - float(tau) - level
            hits = int(np.sum(gap > 1e-9)) + sum(
                1 for sg in signs[np.abs(gap) <= 1e-9]
                if mpmath.fsum(int(s) * x for s, x in zip(sg, f)) - tau > mpmath.mpf(level))
            p1 = mpmath.mpf(hits) / 2**n
        else:
            N, p1 = n - 1, mpmath.mpf(0)
            for s in (1, -1):
                kmin = int(mpmath.floor(((mpmath.mpf(level) + tau - s * f[0]) / f[1] + N) / 2)) + 1
                tail = (mpmath.mpf(1) if kmin <= 0 else mpmath.mpf(0) if kmin > N
                        else mpmath.betainc(kmin, N - kmin + 1, 0, mpmath.mpf(1) / 2, regularized=True))
                p1 += tail / 2
        return p1, 2 * f[0] - 1


def _l235_exact(inst: dict) -> Measurement:
    m = _m(inst)
    with mpmath.workdps(50):
        p1, margin = _unit_prob_exact(inst, 0.25)
        return Measurement(1 - (1 - p1) ** m, {"m": m, "tau": mpmath.mpf(inst["tau"]), "margin": margin})


def _l241_exact(inst: dict) -> Measurement:
    m = _m(inst)
    with mpmath.workdps(50):
        q, _ = _unit_prob_exact(inst, 0.0)
        return Measurement((1 - q) ** m, {"delta": mpmath.mpf(inst["delta"]), "n": inst["n"]})


_N = Param("n", 1, INF, integer=True, text="n: the length of A x (Def 3.8); no range printed", far=1e6,
           unreached="n = 1 has no D1 row (4 log 1 = 0 = log 1); n in [2, 1e6] drawn, random box rows for n <= 14, "
                     "the box corners beyond")
_TAU = Param("tau", 0.0, INF, lo_closed=False, text="tau > 0, a parameter of the network (Def 3.5, L102)", far=10.0,
             unreached="tau > 10 not drawn: the unit probability is already 0 from tau >= 3/4 on (<f_exp, y> <= 1)")
_C = Param("C", 1.0, INF, lo_closed=False, text="Def 3.7: C > 1 some constant", far=200.0,
           unreached="C > 200 not drawn: a larger m only moves both sides toward 1")
_DELTA = Param("delta", 0.0, 0.1, lo_closed=False, hi_closed=False, text="delta in (0, 0.1) (Lemmas 4.1/4.2)",
               unreached="delta >= 1e-250 drawn")

L235 = Claim(
    id="softlin.display.lemma5.2-l235", paper=PAPER, catalog_id="softlin.lemma5.2",
    source=_src("Proof of Lemma 5.2, Sec. 5.1 (phi_tau of L98, tau of Def 3.5, m of Def 3.7)", "L229-L237"),
    statement="For A in D1: 'By Part 2 and 3 of Lemma 4.2, we have phi_tau(<f_exp(A, x), y_l>) > 1/4 with probability "
              "1/2. Since all l in [m] are independent, thus there exists one l in [m] such that phi_tau(<f_exp(A, "
              "x), y_l>) > 1/4 [L235], the probability is 1 - (1/2)^m', phi_tau(z) = max{z - tau, 0}, tau > 0 "
              "(Def 3.5), m = C log(n/delta) (Def 3.7). Checked: Pr_y[exists l: phi_tau(<f_exp(A, x), y_l>) > 1/4] "
              ">= 1 - (1/2)^m (the probability never exceeds it: a unit with y_{l,j} = -1 has <f_exp, y_l> < 0, so "
              "'>=' decides the printed '=').",
    kind="step", comparison=">=", bound=l235_printed, measure=_l235_measure, exact=_l235_exact,
    strategy=_l235_instances, rtol=1e-9,
    domain=(_N, _TAU, _C, _DELTA),
    expect="erratum as printed",
    readings=(Reading("tau < 1/4", "tau read as below Lemma 4.2 Part 2's margin 1/4 (the regime the proof's "
                      "'phi_tau(.) > 1/4 with probability 1/2' presumes; softlin.lemma5.2 draws this range)",
                      strategy=lambda: _l235_instances("small"),
                      assumptions=(Assumption("tau < 1/4", "the reading's range of tau",
                                              lambda q: 0.25 - float(q["tau"])),),
                      domain=(_N, Param("tau", 0.0, 0.25, lo_closed=False, hi_closed=False,
                                        text="tau in (0, 1/4) (the reading)"), _C, _DELTA)),),
    evidence=("phi_tau(<f_exp, y_l>) > 1/4 needs <f_exp, y_l> > 1/4 + tau, but <f_exp, y_l> <= ||f_exp||_1 = 1, so "
              "for tau >= 3/4 no unit ever clears it: the probability is 0, not 1 - (1/2)^m (e.g. n = 4, tau = 1, "
              "m = ceil(1.2 log(4/0.05)) = 6: 0 against 0.984). Between, a unit clears it with y_{l,j} = +1 only "
              "when tau < 2 f_j - 1 - 1/4: n = 2 (the other coordinate at 1.4 log 2), tau = 0.6: per unit 1/4 "
              "instead of 1/2. Def 3.5 leaves tau > 0 free and Lemma 5.2 states no range; the proof's step holds "
              "for every tau < 1/4 (2 f_j - 1 >= 0.7168 on D1, so the margin clears 1/4 + tau): the reading 'tau < "
              "1/4' holds. Lemma 5.2's conclusion F_exp(A) > 0 itself fails for tau >= 1 (no unit fires at all), "
              "which the existing softlin.lemma5.2 (tau in (0, 1/4)) does not draw. Audited (round 29, docs/audits/round29/softlin.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED."),
    second_path=SP + "test_l235_units_never_clear_for_large_tau",
    corrected=l235_corrected,
    corrected_text="Pr[exists l: phi_tau(<f_exp, y_l>) > 1/4] = 1 - (1/2)^m for tau < 2 f_j - 5/4 (every tau < 1/4 "
                   "on D1), and 0 for tau >= 3/4.",
    mutants={"the correction without the 1/4 (tau < 2 f_j - 1)": l235_corrected_no_quarter,
             "the correction with 1 - (1/4)^m (units firing w.p. 3/4)": l235_corrected_half_unit},
    auto_mutant=False,
    notes="Exact probabilities (enumeration of 2^n signs for n <= 14, binomial tail beyond); m rounded up to an "
          "integer number of units. The per-unit probability 1/2 of L233 is the same event at m = 1.",
    settings={"ci": {"max_examples": 40, "budget_s": 1.0, "shrink": False}},
)

CLAIMS.append(L235)


@st.composite
def _l241_instances(draw: st.DrawFn, reading: str = "literal") -> dict:
    inst = draw(_l235_instances("small" if reading == "small" else "literal"))
    if reading in ("small", "large"):
        inst["C"] = draw(with_edges(log_uniform(2.0, 200.0), 2.0))
    return inst


def _l241_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = Pr[F_exp(A, x) = 0] = (1 - q)^m, q = Pr_y[<f_exp, y> > tau] (a unit fires: phi_tau(.) > 0 and phi of a
    sum of nonnegative terms is > 0 iff one term is), exact as for L235."""
    q, margin = _unit_prob(inst, 0.0)
    m = _m(inst)
    return Measurement((1.0 - q) ** m, {"delta": inst["delta"], "n": inst["n"]},
                       {"m": m, "Pr one unit fires": q, "tau": inst["tau"], "margin": margin,
                        "tau slack (1/4 - tau)": 0.25 - inst["tau"]})


def _l241_move(param: str):  # noqa: ANN202
    def move(inst: dict, t: float) -> dict:
        return {**inst, param: (int(round(t)) if param == "n" else float(t))}
    return move


L241 = Claim(
    id="softlin.display.lemma5.2-l241", paper=PAPER, catalog_id="softlin.lemma5.2",
    source=_src("Lemma 5.2's conclusion at the end of its proof (phi_tau of L98, tau of Def 3.5)", "L239-L243"),
    statement="'Thus, with probability 1 - delta/poly(n), we have F_exp(A, x) = phi(sum_{l=0}^m phi_tau(<f_exp(A, x), "
              "y_l>)) > 0 holds' [L241], for A in D1, tau > 0 (Def 3.5), m = C log(n/delta). Checked as the uniform "
              "shape Pr[F_exp(A, x) = 0] <= c delta (poly(n) at its most lenient, degree 0) over tau > 0 as well.",
    kind="step", comparison="<=", bound=lemma5_2_shape, measure=_l241_measure, exact=_l241_exact,
    strategy=_l241_instances,
    constants="hidden", uniform=True,
    directions=(
        Direction("delta -> 0 at fixed n, C, tau", "delta", 0.0, how="path", move=_l241_move("delta"),
                  points=(1e-2, 1e-5, 1e-10, 1e-20, 1e-40, 1e-80, 1e-160)),
        Direction("n -> infinity at fixed delta, C, tau", "n", INF, how="path", move=_l241_move("n"),
                  points=(10.0, 100.0, 1e3, 1e4, 1e5, 1e6)),
        Direction("tau over (0, inf)", "tau", INF, how="search", reason="drawn log-uniformly over [1e-4, 10] with "
                  "edges 0.2499, 0.6, 1, 2; from tau >= 1 on no unit fires"),
        Direction("C over (1, inf)", "C", 1.0, how="search", reason="drawn log-uniformly over (1, 200]"),
    ),
    domain=(_N, _TAU, _C, _DELTA),
    expect="erratum as printed",
    readings=(Reading("C large (tau as printed)", "Def 3.7's C a sufficiently large constant (from 2), tau > 0 as "
                      "Def 3.5 prints it: isolates the tau mechanism from softlin.lemma5.2's C < 1/ln 2 one",
                      strategy=lambda: _l241_instances("large"),
                      domain=(_N, _TAU, Param("C", 2.0, INF, text="C >= 2 (the reading)", far=200.0), _DELTA)),
              Reading("tau < 1/4, C large", "tau below Lemma 4.2's margin 1/4 and Def 3.7's C a sufficiently large "
                      "constant (from 2), the ranges softlin.lemma5.2 checks",
                      strategy=lambda: _l241_instances("small"),
                      assumptions=(Assumption("tau < 1/4", "the reading's range of tau",
                                              lambda q: 0.25 - float(q["tau"])),),
                      domain=(_N, Param("tau", 0.0, 0.25, lo_closed=False, hi_closed=False,
                                        text="tau in (0, 1/4) (the reading)"),
                              Param("C", 2.0, INF, text="C >= 2 (the reading)", far=200.0), _DELTA)),),
    evidence=("For tau >= 1 no unit fires (<f_exp, y_l> <= ||f_exp||_1 = 1), so Pr[F_exp(A, x) = 0] = 1 for every "
              "delta and m, and no c delta/poly(n) bounds it as delta -> 0 (e.g. n = 4, tau = 1: failure 1 against "
              "delta). Lemma 5.2 and its restatement here give no tau range (Def 3.5: tau > 0 a parameter). "
              "softlin.lemma5.2 draws tau in (0, 1/4) only (its own erratum as printed, C < 1/ln 2, also crosses "
              "here, and is what the ci path finds first); the reading 'C large (tau as printed)' is still violated (by tau >= 1 "
              "alone), the reading 'tau < 1/4, C large' holds. Audited (round 29, docs/audits/round29/softlin.md, within both auditors' entries for softlin.display.lemma5.2-l235): A and B each note that Lemma 5.2's conclusion F_exp > 0 fails as printed for tau >= 1 (no unit can fire)."),
    second_path=SP + "test_l241_no_unit_fires_for_tau_one",
    no_correction_reason="under the reading 'tau < 1/4, C large' the printed shape holds (failure exactly 2^{-m})",
    corrected_text="Pr[F_exp(A, x) > 0] = 1 - 2^{-m} >= 1 - delta/n for tau < 2 f_j - 1 (every tau < 1/4 on D1) and "
                   "C >= 1/ln 2; = 0 for tau >= 1.",
    mutants={"delta^2 (wrong power of delta)": lambda delta, n: delta**2},
    auto_mutant=False,
    notes="Exact probabilities as for softlin.display.lemma5.2-l235 (level 0 instead of 1/4).",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0, "shrink": False}},
)

CLAIMS.append(L241)
