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
             "(L3825-L3830) is far below exp(d)). Audited (round 29, docs/audits/round29/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED.",
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
    """The largest integer r with r^4 <= d (floor of the fourth root, exactly)."""
    return math.isqrt(math.isqrt(int(d)))


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


# ------------------- Lemma 5.15's proof (L1070-L1090): does the event E give Lemma 3.9's Item 1 for the first rows?


def _e_parts(inst: dict) -> dict:
    """The construction: k = 2, d2 = d3 = n = j^2, cube block d1 in {0, n}; X_1 has -1 on f coordinates of S_[2] (f
    the largest even integer <= c sqrt(n)), X'_1 = X_1 with those f set to +1 (mu_1 = -f/n, mu'_1 = f/n: one coupling
    step of Definition 5.10), X_2 = X'_2 with +1 on those f coordinates (mu_2 = 0), S_[3] balanced (nu = 0);
    delta = X'_1 - X_1; Theta = (F/sqrt r) U W^T with U's first column delta/||delta||, W's first column the part of
    X_2 orthogonal to delta, every column of W orthogonal to delta (so Theta delta = 0: every event B_{a,b} of (47)
    holds with left side 0), the other columns Haar from the seed; stable rank exactly r."""
    import numpy as np

    j, r, cube, c = int(inst["j"]), int(inst["r"]), int(inst["cube"]), float(inst["c"])
    n = j * j
    d1 = cube * n
    d = d1 + 2 * n
    rng = np.random.default_rng(int(inst["seed"]))
    f = int(math.floor(c * j + 1e-9))
    f -= f % 2
    f = min(f, n // 2 - (n // 2) % 2)
    if f < 2:
        raise SolverFailure(f"f = {f}: no coupling step (c sqrt(d2) < 2)")
    S2 = np.arange(d1, d1 + n)
    S3 = np.arange(d1 + n, d)
    flip = S2[:f]
    rest2 = S2[f:]
    X1 = np.empty(d)
    X2 = np.empty(d)
    X1[:d1] = rng.choice([-1.0, 1.0], size=d1)
    X2[:d1] = rng.choice([-1.0, 1.0], size=d1)
    X1[flip] = -1.0
    X2[flip] = 1.0
    for X, plus in ((X1, (n - f) // 2), (X2, n // 2 - f)):
        v = -np.ones(n - f)
        v[rng.permutation(n - f)[:plus]] = 1.0
        X[rest2] = v
        w = -np.ones(n)
        w[rng.permutation(n)[: n // 2]] = 1.0
        X[S3] = w
    X1p = X1.copy()
    X1p[flip] = 1.0
    delta = X1p - X1
    e = delta / np.linalg.norm(delta)
    G = rng.normal(size=(d, r))
    G[:, 0] = e
    U = np.linalg.qr(G)[0]
    U[:, 0] *= np.sign(U[:, 0] @ e)
    H = rng.normal(size=(d, r))
    H[:, 0] = X2
    H -= np.outer(e, e @ H)  # every column orthogonal to delta
    Wm = np.linalg.qr(H)[0]
    F = float(inst["F"])
    X = np.stack([X1, X2])
    Xp = np.stack([X1p, X2])
    mus = [float(X[i, S2].mean()) for i in range(2)] + [float(Xp[i, S2].mean()) for i in range(2)]
    nus = [float(X[i, S3].mean()) for i in range(2)] + [float(Xp[i, S3].mean()) for i in range(2)]
    return {"X": X, "Xp": Xp, "F": F, "n": n, "d": d, "f": f, "mus": mus, "nus": nus, "U": U, "Wm": Wm}


def _e_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = max_b |X_1 Theta X_b - X'_1 Theta X'_b|/||Theta||_F (the first rows' logits, Lemma 3.9's a_b and b_b as
    the reading 'entries of the argument of softmax(X Theta X^T)_1'); the events: B's largest left side (0 by
    construction) and A's least gap |X'_a Theta (X_b - X_c)|/||Theta||_F, against the s that C' = lhs/eta0 (the least
    constant Item 1 would need) gives, s = k^{-1/3} (C' eta0)^{2/3} (the proof's choice, L1094)."""
    import numpy as np

    p = _e_parts(inst)
    X, Xp, F = p["X"], p["Xp"], p["F"]
    r = int(inst["r"])

    def bil(A: np.ndarray, Bm: np.ndarray) -> np.ndarray:  # A Theta Bm^T with Theta = (F/sqrt r) U W^T, never formed
        return (F / math.sqrt(r)) * (A @ p["U"]) @ (Bm @ p["Wm"]).T

    L, Lp = bil(X, X), bil(Xp, Xp)
    lhs = float(np.abs(L[0] - Lp[0]).max()) / F
    Bmax = float(np.abs(bil(Xp, X - Xp)).max()) / F
    G = bil(Xp, X[:1] - X[1:])
    gaps = [abs(float(G[a, 0])) / F for a in range(2)]
    s_needed = 2.0 ** (-1.0 / 3.0) * lhs ** (2.0 / 3.0)
    c, n = float(inst["c"]), p["n"]
    rows = np.linalg.norm(p["U"], axis=1) * F / math.sqrt(r)
    cols = np.linalg.norm(p["Wm"], axis=1) * F / math.sqrt(r)
    ups = math.sqrt(p["d"]) * float(max(rows.max(), cols.max())) / F
    return Measurement(lhs, {"c": c, "r": float(r), "d2": n, "d3": n},
                       {"B_max": Bmax, "A_min_gap": min(gaps), "s_at_needed_C'": s_needed,
                        "A_slack": min(gaps) - s_needed, "f": p["f"], "d": p["d"],
                        "c_slack": min(c - 1.0, math.sqrt(min(r, n)) / 2 - c),
                        "mean_slack": c / math.sqrt(n) - max(abs(m) for m in p["mus"]),
                        "nu_slack": c / math.sqrt(n) - max(abs(v) for v in p["nus"]),
                        "scale_slack": p["d"] ** 0.25 - r, "upsilon": ups,
                        "upsilon r^2/sqrt d (<< 1)": ups * r * r / math.sqrt(p["d"])})


@st.composite
def _e_inst(draw: st.DrawFn) -> dict:
    j = 2 * draw(with_edges(st.integers(5, 20), 5))
    cube = draw(st.sampled_from([1, 0]))
    n = j * j
    d = (cube + 2) * n
    r = draw(with_edges(st.integers(4, max(4, int(d ** 0.25))), 4))
    cmax = math.sqrt(min(r, n)) / 2
    c = 1.0 + draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0)) * max(cmax - 1.0, 0.0)
    return {"j": j, "cube": cube, "r": r, "c": c, "F": float(draw(with_edges(log_uniform(0.5, 8.0), 1.0))),
            "seed": draw(SEEDS)}


def _e_move_d(inst: dict, t: float) -> dict:
    """d2 = d3 = j^2 -> inf (t = j, even) with the cube block, r = 4, c = 1."""
    return {**inst, "j": 2 * max(5, round(t / 2)), "cube": 1, "r": 4, "c": 1.0}


CLAIMS += [Claim(
    id="chenli.display.lemma5.15-event-item1",
    catalog_id="chenli.lemma5.15",
    paper=PAPER,
    source=f"Proof of Lemma 5.15, Section 5.4, {SEED_FILE} L1088-L1090 (the invocation of Lemma 3.9 'for any X, X' "
           "satisfying the event E'; the events A_{a,b,c} and B_{a,b} (47) L1070-L1080; Lemma 3.9 L377-L383)",
    statement="Derived from the proof of Lemma 5.15: on the event E (every A_{a,b,c}: |X'_a Theta X_b - X'_a Theta X_c| "
              ">= s ||Theta||_F, and every B_{a,b} (47): |X'_a Theta X_b - X'_a Theta X'_b| <= C' eta0 ||Theta||_F, "
              "eta0 = sqrt(c) r^{1/4}/min(d2, d3)^{1/4} + c^2/r^{1/4}), Lemma 3.9 is invoked on the first rows with R = "
              "||Theta||_F, eta = C' eta0, C = s; its Item 1 |a_b - b_b| <= eta R then needs max_b |X_1 Theta X_b - "
              "X'_1 Theta X'_b| <= C' eta0 ||Theta||_F (the a's read as the logits, the argument of softmax(X Theta "
              "X^T)_1; as printed they are the softmax entries). Checked: the ratio bounded by one C' (uniform) over "
              "X, X' in E, Theta and the lemma's parameters.",
    kind="step", comparison="<=", bound=B.lemma515_item1_shape, measure=_e_measure, strategy=lambda: _e_inst(),
    constants="hidden", uniform=True,
    derived="the invocation of Lemma 3.9 on the event E in the proof of Lemma 5.15 (L1088-L1090): its hypothesis Item 1 "
            "for the first rows, which E's events B_{a,b} (47) are meant to supply",
    assumptions=(
        Assumption("c", "1 <= c <= sqrt(min(r_Theta, d2, d3))/2", lambda q: q["c_slack"] + 1e-12),
        Assumption("means", "|mu_i|, |mu'_i| <= c/sqrt(d2) (exact slice counts)", lambda q: q["mean_slack"] + 1e-12),
        Assumption("first case", "|nu_i|, |nu'_i| <= c/sqrt(d3) (the case the proof treats first)",
                   lambda q: q["nu_slack"] + 1e-12),
        Assumption("B events", "every B_{a,b} of (47) holds for every C' > 0: max |X'_a Theta (X_b - X'_b)| = 0",
                   lambda q: 1e-9 - q["B_max"]),
        Assumption("A events", "every A_{a,b,c} holds at s = k^{-1/3}(C' eta0)^{2/3} for every C' up to the one Item 1 "
                   "would need (so E holds wherever Item 1 fails)", lambda q: q["A_slack"]),
        Assumption("scales", "r_Theta <= d^{1/4} ((8), factor 1)", lambda q: q["scale_slack"] + 1e-9),
        uncertified("section4", "Assumptions 3-4's hidden '<<' and Pi_S^perp parts (upsilon << sqrt(d)/r^2 is met "
                    "along d: upsilon ~ (d/(r f))^{1/2}, f ~ c sqrt(d2))",
                    why="a '<<' with an unspecified constant and a sup over 2^d sets S")),
    directions=(
        Direction("d2 = d3 -> inf (r = 4, c = 1)", "j", INF, how="path", move=_e_move_d,
                  points=(10.0, 20.0, 40.0, 70.0, 100.0),
                  reason="the first-argument change (X_1 - X'_1)^T Theta X_2 = -2 sqrt(f) w_1.X_2 F/sqrt(r) ~ "
                         "2 sqrt(f d) F/sqrt(r) grows like d^{3/4}, while E's B events see only X'_a Theta (X_b - X'_b) "
                         "= 0 and eta0 stays >= c^2/r^{1/4}"),
        Direction("c, r_Theta, the cube block, ||Theta||_F", "c", INF, how="search",
                  reason="c over [1, sqrt(min(r, d2, d3))/2], r in [4, d^{1/4}], d1 in {0, d2}, F in [1/2, 8] (the "
                         "logit ratio is homogeneous in F)"),
        Direction("k and the other means", "k", INF, how="unsearched",
                  reason="k = 2 (one changed row): more rows only add first-argument changes"),
    ),
    expect="conditional",
    evidence="Derived step, not a printed display. The event B_{a,b} of (47) compares X'_a Theta X_b with X'_a Theta X'_b "
             "(the second argument only), while the first rows' logits X_1 Theta X_b and X'_1 Theta X'_b also differ in "
             "the first argument. With one coupling step (X'_1 = X_1 + 2 1_F on f ~ c sqrt(d2) coordinates of S_[2]) "
             "and Theta delta = 0, every B holds with left side 0 and every A holds, yet (X_1 - X'_1)^T Theta X_2 ~ "
             "2 sqrt(f d) ||Theta||_F/sqrt(r): Item 1 needs C' >~ d^{3/4}/(sqrt(r) eta0) (ci path: r = 4, c = 1, "
             "d2 = d3 = 100 .. 10^4). So E as printed does not give Lemma 3.9's hypothesis; the proof needs also the "
             "events |(X_a - X'_a)^T Theta X_b| <= C' eta0 ||Theta||_F (Lemma 5.11 applied to Theta^T, which "
             "Assumptions 3-4 allow symmetrically), as the second case's event (L1098) and Lemma 5.17's B_{a,b} (L1206) compare both arguments; only the first case (|nu|, |nu'| <= c/sqrt(d3)) has the gap. Lemma 5.15 "
             "itself is not refuted by this (chenli.lemma5.15). Conditional on Section 4's '<<' and Pi_S^perp parts "
             "(granted as for chenli.lemma5.15; upsilon r^2/sqrt(d) falls from 2.7 to 0.8 along the path). As printed the a's are the softmax entries (L1088); "
             "the check reads them as the logits. Audited (round 29, docs/audits/round29/chenli.md): auditor A CONFIRMED, auditor B CONFIRMED AS PRINTED.",
    second_path="tests/test_chenli_r29_discChA.py::test_lemma515_event_misses_first_argument",
    no_correction_reason="the repair adds events to E (both arguments, as Lemma 5.17's B_{a,b}); under it Item 1 "
                         "holds by definition, so no other bound is proposed",
    no_mutant_reason="a uniform shape refuted along d by a ratio growing like d^{3/4}; any planted shape that does not "
                     "grow like d^{3/4} is refuted by the same path",
    auto_mutant=False,
    domain=(Param("d2", 1, INF, integer=True, key="j", text="d2 = d3 = j^2", unreached="j <= 100 on the path"),
            Param("r_Theta", 1, INF, key="r", text="r_Theta", unreached="4 <= r <= d^{1/4}"),
            Param("c", 1.0, INF, key="c", text="1 <= c <= sqrt(min(r, d2, d3))/2",
                  unreached="c <= sqrt(r)/2 <= 2.2 at r <= d^{1/4}")),
    settings={"ci": {"max_examples": 4, "budget_s": 1.0, "path_starts": 1, "path_decades": 0.0}},
)]
