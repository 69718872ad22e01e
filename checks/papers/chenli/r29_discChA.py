"""Round 29 (helper discChA): discovery in chenli L1-L1999 (Sections 1-6 up to Lemma 6.4's Case (B)).

- ``chenli.display.sec4-assump7-nonempty`` (L465-L471, Assumption 7): asks, for every lambda in R^m with sqrt(m) <=
  ||lambda|| <= exp(d^{O(1)}), prod_{i <= m} prod_{j in T} |cos(lambda_i <x, Theta_{:,j}>)| <= exp(-Omega(sqrt d)).
  Checked as printed: whether ANY Theta meets it, i.e. sup over Theta of -log(sup over admissible lambda of the
  product) >= c sqrt(d) with one c > 0 as d grows. Dirichlet's simultaneous approximation gives, for EVERY real
  Theta, x and T (fewer factors only raise the product), an integer 1 <= q <= Q^{md} with ||q <x, Theta_{:,j}>/pi||
  <= 1/Q for all i, j; lambda = q (1, ..., 1) has ||lambda|| = q sqrt(m) in [sqrt(m), sqrt(m) Q^{md}] and every
  factor is >= cos(pi/Q). So the measured left side, m d (-log cos(pi/Q)) with Q the largest integer with
  sqrt(m) Q^{md} <= exp(d^C), is an upper bound valid for every Theta (a certificate, no search over Theta needed).
  C is the exponent of exp(d^{O(1)}); for C > 1, log Q ~ d^{C-1}/m grows and the bound falls like e^{-2 d^{C-1}/m}.
"""

from __future__ import annotations

import functools
import math

import mpmath as mp
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r29_discChA as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, SolverFailure, uncertified
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

# ------------------------------------------------ Assumption 7 admits some Theta (L465-L471), as printed


def _a7_logQ(d: int, m: int, C: float) -> float:
    """log of the real Q_r with sqrt(m) Q_r^{md} = exp(d^C): log Q_r = (d^C - log(m)/2)/(m d)."""
    return math.exp((C - 1.0) * math.log(d) - math.log(m)) - 0.5 * math.log(m) / (m * d)


def _a7_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    d, m, C = int(inst["d"]), int(inst["m"]), float(inst["C"])
    lq = _a7_logQ(d, m, C)
    if lq < math.log(3.0):
        raise SolverFailure(f"Dirichlet's certificate needs Q >= 3 (log Q = {lq:.3f}): no finite bound here")
    if lq > 345.0:
        raise SolverFailure(f"log Q = {lq:.0f}: m d (-log cos(pi/Q)) underflows float64")
    Q = float(math.floor(math.exp(lq) * (1.0 - 1e-12))) if lq < 36.0 else math.exp(lq)  # floor irrelevant past 2^52
    per = -math.log1p(-2.0 * math.sin(math.pi / (2.0 * Q)) ** 2)  # -log cos(pi/Q)
    return Measurement(m * d * per, {"log_d": math.log(d)},
                       {"log_Q": math.log(Q), "d": float(d), "m": m, "C": C,
                        "product_lower_bound": math.exp(-m * d * per)})


def _a7_exact(inst: dict) -> Measurement:
    d, m, C = int(inst["d"]), int(inst["m"]), mp.mpf(inst["C"])
    with mp.workdps(40 + int(_a7_logQ(d, m, float(C)))):  # cos(pi/Q) = 1 - O(Q^-2) needs ~0.87 log Q digits
        lq = (mp.mpf(d) ** C - mp.log(m) / 2) / (m * d)
        Q = mp.floor(mp.e ** lq)
        return Measurement(m * d * (-mp.log(mp.cos(mp.pi / Q))), {"log_d": math.log(d)}, {}, exact=True)


def _a7_d_of(m: int, C: float, s: float) -> int:
    """The least integer d >= 2 with d^{C-1}/m >= s (then log Q >= s - log(m)/(2md) > log 3 for s >= 1.2)."""
    return max(2, math.ceil((m * s) ** (1.0 / (C - 1.0)) * (1.0 + 1e-12)))


@st.composite
def _a7_inst(draw: st.DrawFn) -> dict:
    m = draw(with_edges(st.integers(1, 4), 1))
    C = draw(with_edges(st.floats(1.05, 3.0), 2.0, 1.05))
    s = draw(log_uniform(1.2, 30.0))
    d = _a7_d_of(m, C, s)
    return {"m": m, "C": C, "s": s, "d": d, "log_d": math.log(d), "seed": draw(SEEDS)}


def _a7_move(inst: dict, t: float) -> dict:
    """d -> inf at fixed m, C: t = d^{C-1}/m (log Q ~ t)."""
    d = _a7_d_of(int(inst["m"]), float(inst["C"]), t)
    return {**inst, "s": float(t), "d": d, "log_d": math.log(d)}


CLAIMS += [Claim(
    id="chenli.display.sec4-assump7-nonempty",
    catalog_id="chenli.appC.2",
    paper=PAPER,
    source=f"Section 4.1, Assumption 7, {SEED_FILE} L465-L471 (with L463's 'a generic property')",
    statement="Assumption 7: 'With probability at least 1 - exp(-d^{Theta(1)}) over x in {+-1}^d, for all T subset "
              "[d] of size (1 - o(1))d, prod_{i=1}^m prod_{j in T} |cos(lambda_i <x, Theta_{:,j}>)| <= "
              "exp(-Omega(sqrt d)) for all lambda in R^m for which sqrt(m) <= ||lambda|| <= exp(d^{O(1)})'. Checked "
              "as printed: the hypothesis admits some Theta, i.e. sup_Theta -log(sup_{admissible lambda} product) >= "
              "c sqrt(d) with one c > 0 as d grows; the O(1) exponent C drawn in (1, 3] (exp(poly(d))).",
    statement_tex=r"\prod_{i=1}^m \prod_{j \in T} |\cos(\lambda_i \langle x, \Theta_{:,j} \rangle)| \leq "
                  r"\exp(-\Omega(\sqrt{d})) \text{ for all } \lambda \in \mathbb{R}^m,\ \sqrt{m} \leq \|\lambda\| "
                  r"\leq \exp(d^{O(1)})",
    kind="step", comparison=">=", bound=B.assump7_nonempty_shape, measure=_a7_measure, exact=_a7_exact,
    strategy=lambda: _a7_inst(),
    constants="hidden", uniform=True, eventually=("log_d",),
    directions=(
        Direction("d -> inf", "s", INF, how="path", move=_a7_move,
                  points=(1.5, 3.0, 6.0, 12.0, 25.0, 50.0, 100.0, 200.0), grows=("log_d",),
                  reason="path parameter s = d^{C-1}/m at fixed m, C: Dirichlet's bound m d pi^2/(2 Q^2) with "
                         "log Q ~ s falls like e^{-2s} while sqrt(d) grows"),
        Direction("m, C", "C", INF, how="search",
                  reason="m in 1..4 and C in [1.05, 3] drawn; a larger m only needs a larger d (log Q ~ d^{C-1}/m)"),
    ),
    expect="erratum",
    evidence="For every real Theta, every x and every T, Dirichlet's theorem on the m |T| <= m d numbers "
             "<x, Theta_{:,j}>/pi gives 1 <= q <= Q^{md} with every |cos(q <x, Theta_{:,j}>)| >= cos(pi/Q), and "
             "lambda = q (1, ..., 1) is admissible once sqrt(m) Q^{md} <= exp(d^C): the product is >= "
             "cos(pi/Q)^{md} >= exp(-m d pi^2/Q^2) with log Q ~ d^{C-1}/m. For an exponent C > 1 this tends to 1, so "
             "no Theta satisfies Assumption 7 at large d, for any constant in the Omega(sqrt d) and any probability "
             "over x: every result assuming it holds vacuously there (m = 1, C = 2: d = 8 gives Q = 2980, "
             "product >= 0.999995 against exp(-sqrt 8) = 0.059; the second path finds, for a Gaussian Theta at d = 6, "
             "an integer lambda <= 1e6 with product >= 0.74 >= cos(pi/10)^6). chenli.display.assump7-generic shows "
             "the same for smoothed Theta by lattice witnesses; this claim is the certificate for all Theta. "
             "Harmless if the O(1) exponent is at most 1 (Dirichlet then certifies nothing; the proof's r_2 "
             "(L3825-L3830) is far below exp(d)). Audit pending (round 29).",
    second_path="tests/test_chenli_r29_discChA.py::test_assump7_dirichlet_every_theta",
    no_correction_reason="the likely intent is an exponent of exp(d^{O(1)}) at most 1 (chenli.display.assump7-generic's "
                         "reading), where Dirichlet certifies nothing and no Theta is certified here either",
    mutants={"Omega(d) in place of Omega(sqrt d)": B.assump7_nonempty_wrong_d},
    domain=(Param("d", 1, INF, integer=True, text="x in {+-1}^d, d large",
                  unreached="d >= (1.2 m)^{1/(C-1)} (Dirichlet's certificate needs Q >= 3); the path reaches "
                            "d^{C-1}/m = 200"),
            Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 4 drawn: m is at most polylog(d) "
                  "(Assumption 11's m1_bar), and a larger m only delays the certificate (log Q ~ d^{C-1}/m)"),
            Param("C", 0.0, INF, lo_closed=False, text="the exponent of exp(d^{O(1)})",
                  unreached="C in [1.05, 3]: for C <= 1 Dirichlet gives no finite bound (Q < 3) and the set may be "
                            "non-empty (the intended reading); C > 3 only enlarges lambda's range")),
    settings={"ci": {"max_examples": 25, "budget_s": 1.0}},
)]


# --------------------------------- Lemma 5.11's second display (L789-L793): the second bullet, as printed


def _b2_r_max(d: int) -> int:
    r = int(d ** 0.25)
    while (r + 1) ** 4 <= d:
        r += 1
    while r**4 > d:
        r -= 1
    return r


@st.composite
def _b2_inst(draw: st.DrawFn) -> dict:
    """d2 = j^2 (j even in 28..36), a cube block d1 in {0, j^2}, a small slice block d3 (even, 4..8); Theta of rank r
    with equal singular values (4 <= r, r^4 <= d), Haar or with its top pair aligned with the block means of x and of
    y - y'; c as a fraction of [1, sqrt(min(r, d2, d3))/2]; mu, mu', mu'' as fractions of c/sqrt(d2); nu, nu', nu''
    anywhere in [-1, 1] (the second bullet bounds d3, not the nu's); s the display's free s."""
    j = 2 * draw(with_edges(st.integers(14, 18), 18, 14))
    cube = draw(st.sampled_from([1, 1, 0]))
    d3 = 2 * draw(with_edges(st.integers(2, 4), 2))
    d = (cube + 1) * j * j + d3
    return {"family": draw(st.sampled_from(["haar", "haar", "aligned"])), "j": j, "cube": cube, "d3": d3,
            "r": draw(with_edges(st.integers(4, max(4, _b2_r_max(d))), 4)),
            "cfrac": float(draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0))),
            "fmu": draw(st.tuples(*[with_edges(st.floats(-1.0, 1.0), -1.0, 1.0)] * 3)),
            "fnu": draw(st.one_of(st.sampled_from([(1.0, 1.0, -1.0), (-1.0, 1.0, -1.0), (0.0, 1.0, -1.0)]),
                                  st.tuples(*[with_edges(st.floats(-1.0, 1.0), -1.0, 1.0)] * 3))),
            "s": float(draw(with_edges(log_uniform(1e-3, 10.0), 1e-3, 1.0))), "seed": draw(SEEDS)}


def _b2_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The Monte Carlo quantile (cached: it does not depend on the display's free s) with s added."""
    from thmcheck.checks.profiles import experiment_scale

    key = tuple((k, inst[k]) for k in ("family", "j", "cube", "d3", "r", "cfrac", "fmu", "fnu", "seed")) + (
        ("effort", int(inst.get("effort", 1))), ("scale", experiment_scale()))
    q, quant, terms = _b2_quantile(key)
    return Measurement(q, {**quant, "s": float(inst["s"])}, dict(terms))


@functools.lru_cache(maxsize=64)
def _b2_quantile(key: tuple) -> tuple:
    inst = dict(key)
    m = _b2_measure_raw(inst)
    return m.lhs, {k: v for k, v in m.quantities.items() if k != "s"}, tuple(m.terms.items())


def _b2_measure_raw(inst: dict) -> Measurement:
    """lhs = the empirical (1 - r^{-1/4})-quantile of |x^T Theta (y - y')|/||Theta||_F over n draws of x ~ pi^s_{mu,
    nu} independent of (y, y') ~ D_{mu',nu',mu'',nu''} (Definition 5.10), as chenli.lemma5.11 measures its first
    bullet (the same samplers); upsilon = the smallest Assumption 4 admits (max(1, sqrt(d) max column/row norm/
    ||Theta||_F))."""
    import torch

    from thmcheck.models.chenli.sec5_3_coupling import (
        bilinear_deviation,
        low_rank_theta,
        theta_stats,
        upper_quantile,
    )
    from thmcheck.models.device import generator

    j, r, cube, d3 = int(inst["j"]), int(inst["r"]), int(inst["cube"]), int(inst["d3"])
    d1, d2 = cube * j * j, j * j
    d = d1 + d2 + d3
    c = 1.0 + float(inst["cfrac"]) * max(math.sqrt(min(r, d2, d3)) / 2 - 1.0, 0.0)
    k2 = math.floor(c * math.sqrt(d2) / 2 + 1e-9)
    while k2 > 0 and 4 * k2 * k2 > c * c * d2 * (1 + 1e-12):
        k2 -= 1
    a2 = [d2 // 2 + round(f * k2) for f in inst["fmu"]]
    a3 = [d3 // 2 + round(f * d3 / 2) for f in inst["fnu"]]
    mus = [(2 * a - d2) / d2 for a in a2]
    nus = [(2 * a - d3) / d3 for a in a3]
    gen = generator(int(inst["seed"]))
    u1 = torch.zeros(d, dtype=torch.float64)
    v1 = torch.zeros(d, dtype=torch.float64)
    u1[d1:d1 + d2], u1[d1 + d2:] = mus[0], nus[0]
    v1[d1:d1 + d2], v1[d1 + d2:] = mus[1] - mus[2], nus[1] - nus[2]
    for w in (u1, v1):
        if float(w.norm()) == 0.0:
            w[d1:] = 1.0
        w /= w.norm()
    U, sv, V = low_rank_theta(d, r, 1.0, inst["family"], gen, u1, v1)
    n = {"ci": 200, "deep": 4000}.get(inst["scale"], 400) * int(inst.get("effort", 1))
    z = bilinear_deviation(U, sv, V, (d1, d2, d3), (a2[0], a3[0]), (a2[1], a2[2], a3[1], a3[2]), n, gen)
    tail = r ** -0.25
    q = upper_quantile(z, tail)
    st_ = theta_stats(U, sv, V)
    ups = max(1.0, st_["upsilon"])
    return Measurement(q, {"c": c, "r": float(r), "d2": d2, "d3": d3, "d": d, "ups": ups},
                       {"n": n, "tail": tail, "c_slack": min(c - 1.0, math.sqrt(min(r, d2, d3)) / 2 - c),
                        "mean_slack": c - max(abs(m) for m in mus) * math.sqrt(d2),
                        "bullet2_slack": min(d / (8 * ups * ups), math.sqrt(d * r) / (8 * c * ups)) - d3,
                        "stable_rank_slack": st_["stable_rank"] - r, "scale_slack": d ** 0.25 - r,
                        "nus": nus, "upsilon r^2/sqrt d (<< 1)": ups * r * r / math.sqrt(d)})


def _b2_move_s(inst: dict, t: float) -> dict:
    return {**inst, "s": float(t)}


def _b2_move_d(inst: dict, t: float) -> dict:
    """d2 = j^2 -> inf (j even, t = j) with the cube block, d3 = 4, r = 4, c = 1 (the second bullet's d3 bound then
    holds for Haar Theta)."""
    return {**inst, "j": 2 * max(14, round(t / 2)), "cube": 1, "d3": 4, "r": 4, "cfrac": 0.0, "family": "haar"}


CLAIMS += [Claim(
    id="chenli.display.lemma5.11-bullet2",
    catalog_id="chenli.lemma5.11",
    paper=PAPER,
    source=f"Lemma 5.11's second display (the second bullet), Section 5.3, {SEED_FILE} L789-L793 (hypotheses "
           "L779-L785; proof L866-L880)",
    statement="Lemma 5.11, second bullet: 1 <= c <= sqrt(min(r_Theta, d2, d3))/2, |mu|, |mu'|, |mu''| <= c/sqrt(d2), "
              "d3 <= min(d/(8 v^2), sqrt(d r_Theta)/(8 c v)): P_{x ~ pi^s_{mu,nu}, (y, y') ~ D_{mu',nu',mu'',nu''}}"
              "[|x^T Theta (y - y')| > Omega(sqrt(c) r^{1/8}/d2^{1/4} + c(c + sqrt(log r))/r^{3/8} + r^{1/8} v "
              "sqrt(d3)(d3 + sqrt(log r))/sqrt(d) + r^{1/8}(sqrt(c v d3) + sqrt(c s)(log r)^{1/4})/d^{1/4}) "
              "||Theta||_F] <~ 1/r^{1/4} (the printed nu of the threshold and of the d3 bound read as Assumption 4's v; "
              "s free as printed, drawn in [1e-3, 10]; the slice means nu, nu', nu'' anywhere in [-1, 1]). Checked "
              "as chenli.lemma5.11 checks the first bullet: the (1 - r^{-1/4})-quantile against the threshold.",
    kind="probabilistic", comparison="<=", bound=B.lemma511_bullet2_shape, measure=_b2_measure,
    strategy=lambda: _b2_inst(),
    constants="hidden", uniform=True,
    shape_below="the tail level is r^{-1/4} (the '<~' constant taken as 1), as in chenli.lemma5.11",
    assumptions=(Assumption("c", "1 <= c <= sqrt(min(r_Theta, d2, d3))/2", lambda q: q["c_slack"] + 1e-12),
                 Assumption("means", "|mu|, |mu'|, |mu''| <= c/sqrt(d2) (integer slice counts)",
                            lambda q: q["mean_slack"] + 1e-9),
                 Assumption("bullet 2", "d3 <= min(d/(8 v^2), sqrt(d r_Theta)/(8 c v)), v the smallest value "
                            "Assumption 4 admits (at least 1)", lambda q: q["bullet2_slack"] + 1e-9),
                 Assumption("rank", "||Theta||_F^2 >= r_Theta ||Theta||_op^2 (r equal singular values)",
                            lambda q: q["stable_rank_slack"] + 1e-9),
                 Assumption("scales", "r_Theta <= d^{1/4} ((8), factor 1, as chenli.lemma5.11)",
                            lambda q: q["scale_slack"] + 1e-9),
                 uncertified("section4", "Assumptions 3-4's hidden '<<' and their Pi_S^perp parts (as chenli.lemma5.11)",
                             why="a '<<' with an unspecified constant and a sup over 2^d sets S")),
    directions=(
        Direction("d2 -> inf (d3 = 4, r = 4, c = 1)", "j", INF, how="path", move=_b2_move_d,
                  points=(28.0, 40.0), reason="the d-terms of the threshold decay, c(c + sqrt(log r))/"
                  "r^{3/8} stays; the deviation's S3 part (nu' - nu'' up to 2) is bounded by v d3^{3/2}/sqrt(d)"),
        Direction("s -> inf (the display's free s)", "s", INF, how="path", move=_b2_move_s,
                  points=(1e-3, 1e-2, 0.1, 1.0, 10.0), reason="the threshold rises with s (its sqrt(c s) term), the "
                  "deviation does not depend on s: the ratio can only fall"),
        Direction("c, mu's, nu's, d3, r_Theta, Theta", "c_frac", 1.0, how="search",
                  reason="drawn: c over its range, mu's at +-c/sqrt(d2), nu's at +-1 and 0, d3 in 4..8, r in "
                         "[4, d^{1/4}], Haar or aligned Theta, s in [1e-3, 10]"),
        Direction("||Theta||_F", "F", INF, how="unsearched", reason="homogeneous in Theta's scale"),
    ),
    expect="holds",
    evidence="Encoded in round 29 (discChA): the second bullet's display (L790) was covered by chenli.lemma5.11, "
             "which checks the first bullet only ('bullet (ii) is not encoded'). The deviation's part from the S3 "
             "slice (nu', nu'' free) is 2 x^T Theta 1_[3] on the S3 block, at most 2 v d3^{3/2}/sqrt(d) ||Theta||_F "
             "(Assumption 4's rows), which the printed third term covers; the free s only enlarges the threshold.",
    mutants={"threshold over s^3": B.lemma511_bullet2_wrong_over_s},
    escalate=lambda inst, level: {**inst, "effort": 4**level},
    domain=(Param("d2", 1, INF, integer=True, key="j", text="d2 = j^2", unreached="j <= 44 (Monte Carlo cost)"),
            Param("d3", 1, INF, integer=True, key="d3", text="d3 <= min(d/(8 v^2), sqrt(d r)/(8 c v))",
                  unreached="d3 in 4..8 (c >= 1 needs d3 >= 4; the bound caps d3 near sqrt(d r)/(8 v))"),
            Param("r_Theta", 1, INF, key="r", text="r_Theta", unreached="4 <= r <= d^{1/4} <= 7 at d <= 2600"),
            Param("s", 0.0, INF, key="s", lo_closed=False, text="the display's free s",
                  unreached="s in [1e-3, 10]: the threshold rises with s")),
    settings={"ci": {"max_examples": 2, "budget_s": 1.0, "followup": 0, "path_decades": 0.0, "path_starts": 1}},
)]
