"""factrecall, round 7 (helper chenliH): hidden-constant statements converted to uniform shape checks (issue 31).

Each claim's bound is the printed shape (``thmcheck.bounds.factrecall.r7_chenliH``), its measurement the raw left
side; every free parameter of the printed domain is a direction.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.factrecall import r7_chenliH as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges

CLAIMS: list[Claim] = []

# ----------------------------------------------------------------------------- Theorem 2 (L78-L84)


def _log_cells(N: int, p: int) -> float:
    """log of an upper bound on the number of argmax labelings x -> argmax_y <A, u_y phi(e_x)^T> of N inputs over M = N
    outputs by A in R^p: the K = N C(N, 2) hyperplanes <A, (u_y - u_y') phi(e_x)^T> = 0 through the origin cut R^p into
    at most 2 sum_{i < p} C(K - 1, i) <= 2 min(2^{K-1}, (e (K - 1)/(p - 1))^{p-1}) regions."""
    n = N * N * (N - 1) // 2 - 1
    if n <= 0:
        return math.log(2.0)
    cells = n * math.log(2.0)
    if n >= p - 1:
        cells = min(cells, (p - 1) * (1.0 + math.log(n / (p - 1))))
    return math.log(2.0) + cells


def capacity_upper(d: int, q: int) -> tuple[int, int]:
    """An upper bound on the N for which a bijective f*: [N] -> [N] is stored with probability >= 1/2 over the
    embeddings by some F(e) = V^T sigma(W e), sigma a polynomial of degree q (Assumption 3, L467), any width m; and
    the dimension p = d C(d + q, q) of the model class {A phi(e)} (phi the monomials of degree <= q) that contains
    every such F. By exchangeability of the u_y, P[f* stored] = E[#stored bijections]/N! <= #labelings/N!.
    d = 1: the sphere S^0 = {-1, 1} gives at most two distinct inputs, so N <= 2 whatever sigma and m."""
    p = d * math.comb(d + q, q)
    if d == 1:
        return 2, p

    def ok(N: int) -> bool:
        return _log_cells(N, p) >= math.lgamma(N + 1) - math.log(2.0)

    lo, hi = 2, 4
    while ok(hi):
        lo, hi = hi, 2 * hi
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if ok(mid) else (lo, mid)
    return lo, p


@st.composite
def _thm2_instances(draw: st.DrawFn) -> dict:
    """Width m log-uniform over [1, 1e6], d over [1, 64] (edges 1, 2), the degree q of sigma over [1, 8]."""
    m = int(round(float(draw(with_edges(log_uniform(1.0, 1e6), 1.0, 1e6)))))
    d = int(round(float(draw(with_edges(log_uniform(1.0, 64.0), 1.0, 2.0, 64.0)))))
    return {"m": m, "d": d, "q": draw(with_edges(st.integers(1, 8), 1, 8))}


def _thm2_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = capacity_upper(d, q): an upper bound on the memory's capacity at probability 1/2 (a valid lhs for the
    printed '>=': the true capacity is at most this), independent of m; quantities m, d, q."""
    m, d, q = int(inst["m"]), int(inst["d"]), int(inst["q"])
    n_up, p = capacity_upper(d, q)
    return Measurement(float(n_up), {"m": m, "d": d, "q": q},
                       {"N_upper": n_up, "p = d C(d+q, q)": p, "md": m * d,
                        "md/ln^2(e md)": m * d / math.log(math.e * m * d) ** 2})


def _thm2_move(key: str):  # noqa: ANN202
    def move(inst: dict, t: float) -> dict:
        return {**inst, key: max(1, int(round(t)))}
    return move


THM2 = Claim(
    id="factrecall.thm2",
    paper=PAPER,
    source=f"Theorem 2 (Informal), Section 3.2, {SEED_FILE} L78-L84 (the model L76; Assumption 3 'for Theorem 2', "
           "L463-L467; formal Theorem 9, L471-L477)",
    statement="F(e) = V^T sigma(W e), V, W in R^{m x d}, sigma a polynomial of degree q (Assumption 3, 'for Theorem 2'); "
              "embeddings e_x, u_y i.i.d. uniform on the unit sphere of R^d. If md >~ N polylog N, then w.h.p. over "
              "the embeddings there exist V, W with argmax_y u_y^T V^T sigma(W e_x) = f*(x) for all x in [N]. Checked "
              "as a uniform capacity shape: N_max(m, d, q) >= c md/ln^2(e md) for one constant c over every m, d, q; "
              "lhs = an upper bound on N_max (probability 1/2, bijective f*).",
    kind="construction",
    comparison=">=",
    bound=B.thm2_capacity_shape,
    measure=_thm2_measure,
    strategy=_thm2_instances,
    constants="hidden", uniform=True,
    directions=(
        Direction("m -> infinity at fixed d >= 2 and q", "m", INF, how="path", move=_thm2_move("m"),
                  points=(10.0, 100.0, 1e3, 1e4, 1e5, 1e6, 1e8), grows=("m",), start=lambda inst: int(inst["d"]) >= 2,
                  reason="with sigma a polynomial of degree q every F = V^T sigma(W e) is A phi(e), phi the monomials "
                         "of degree <= q: d C(d + q, q) parameters whatever m, so the capacity stays bounded while "
                         "md/polylog(md) grows"),
        Direction("m -> infinity at d = 1 (any sigma)", "m", INF, how="path", move=_thm2_move("m"),
                  points=(10.0, 100.0, 1e3, 1e4, 1e5, 1e6, 1e8), grows=("m",), start=lambda inst: int(inst["d"]) == 1,
                  reason="S^0 = {-1, 1}: at most two distinct inputs, so no bijection on N >= 3 inputs is stored, "
                         "whatever sigma and m"),
        Direction("d -> infinity at fixed m", "d", INF, how="path", move=_thm2_move("d"),
                  points=(2.0, 4.0, 8.0, 16.0, 32.0, 64.0), grows=("d",),
                  reason="the dimension: capacity bound d C(d + q, q)-ish grows faster than md"),
        Direction("the degree q of sigma", "q", INF, how="search", reason="q in 1..8 drawn (Assumption 3: any fixed q)"),
        Direction("the polylog power", "k", INF, how="unsearched",
                  reason="read as ln^2; along m at fixed d the upper bound on N_max does not move while md/ln^k(md) "
                         "-> infinity for every fixed k, so every power diverges on the same path"),
        Direction("the number of outputs M", "M", INF, how="unsearched",
                  reason="M = N with f* a bijection is one admissible instance of 'any f*: [N] -> [M]'; a divergence "
                         "needs only one family"),
    ),
    readings=(Reading("Theorem 9's hypotheses", "with the formal version's d >= N^eps and q = C2/eps, C2 > 2 (L471-"
                      "L473): N <= d^{q/C2} < d^{q/2}, so the capacity to compare is min(md/ln^2(e md), d^{q/2})",
                      bound=B.thm2_capacity_theorem9),),
    expect="erratum as printed",
    evidence="The informal statement drops Theorem 9's d >= N^eps (and q = C2/eps): under Assumption 3 (sigma a "
             "polynomial of degree q, stated 'for Theorem 2', L463-L467) every MLP F(e) = V^T sigma(W e) is A phi(e) "
             "with phi the monomials of degree <= q, d C(d + q, q) parameters whatever the width m, so at fixed d "
             "the capacity is bounded while md/polylog(md) -> infinity. Counting argmax labelings (at most 2 sum_{i<p} "
             "C(K - 1, i) regions of K = N C(N, 2) hyperplanes in R^p) against the N! bijections: d = 2, q = 1 (p = "
             "6) stores no bijection on N >= 18 inputs (exact count; the closed form of the measurement: 19) with probability >= 1/2, for any m, while md >~ N polylog N "
             "admits N ~ 2m/ln^2(2e m) (6.3e4 at m = 1e7). d = 1 (S^0 = {-1, 1}, any sigma): N <= 2. Under the "
             "reading with Theorem 9's hypotheses no counterexample. Re-derived independently from the paper by an auditor's own script (docs/audits/round7/factrecall.md): confirmed as printed. ",
    second_path="tests/test_factrecall_r7_chenliH.py::test_thm2_fixed_d_capacity_is_bounded",
    corrected=B.thm2_capacity_corrected,
    corrected_text="With Theorem 9's hypotheses (d >= N^eps, q = C2/eps): the capacity is at most of the order of the "
                   "model class's dimension d C(d + q, q), i.e. min(md, d C(d + q, q))/polylog; md >~ N polylog N "
                   "alone does not suffice at fixed d.",
    mutants={"m d^2/ln^2(e md) (a wrong power of d)": B.thm2_mutant_d_squared,
             "m d (the polylog dropped)": B.thm2_mutant_no_log},
    notes="Uniform check (issue 31) replacing the exponent fit of trained ReLU memories (kept as factrecall.thm2.trained, "
          "Figure 1's MLP sweep, which fixes d and reads a lower bound on the capacity). The lhs here is an upper bound "
          "on the capacity of the polynomial-activation model of Assumption 3, computed in closed form (lenient: a "
          "larger lhs only helps the statement): P[f* stored] <= #labelings/N! for a bijective f* by exchangeability "
          "of the u_y, and #labelings <= 2 min(2^{K-1}, (e(K - 1)/(p - 1))^{p-1}) (the regions of a central "
          "arrangement of K = N C(N, 2) hyperplanes in R^p, p = d C(d + q, q)); N_upper the largest N with "
          "#labelings >= N!/2. Independent of m: the ratio md/ln^2(e md) / N_upper grows without bound along m.",
    settings={"ci": {"max_examples": 30, "budget_s": 2.0}},
    domain=(Param("m", 1, INF, integer=True, key="m", text="hidden width m (no upper limit)", far=1e8),
            Param("d", 1, INF, integer=True, key="d", text="embedding dimension d >= 1 (no upper limit)",
                  unreached="d <= 64 in the search (the capacity bound grows like d C(d + q, q) in d: the direction "
                            "along which the statement can fail is m)"),
            Param("q", 1, INF, integer=True, key="q", text="sigma a polynomial of degree q (Assumption 3)",
                  unreached="q <= 8: larger q only enlarges the model class at fixed d")),
)
CLAIMS.append(THM2)
