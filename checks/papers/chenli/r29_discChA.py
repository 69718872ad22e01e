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

import math

import mpmath as mp
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r29_discChA as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
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
    Q = float(math.floor(math.exp(lq))) if lq < 36.0 else math.exp(lq)  # floor irrelevant beyond 2^52
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
             "product >= 0.99991 against exp(-sqrt 8) = 0.059; the second path finds, for a Gaussian Theta at d = 6, "
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
