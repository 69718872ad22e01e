"""Round 30 (factrecall, helper discFR): Lemma 3's own conclusion, its argmax (L780), decided over every network.

Round 29 left the lead 'L780 (Lemma 3's argmax): is the printed argmax statement true as printed?'. The row was covered
by factrecall.lemma3, which checks the proof's identity L808 only. Here the conclusion itself: at every instance of
the printed explicit hypotheses (d odd, P perp Q of dimension floor(d/2), q = deg sigma = C2/eps with C2 > 2,
d >= S^eps, R^eps, Assumption 1's disjoint answer sets) the probability over the embeddings that NO two-layer network
F(z) = sum_{i <= m} v_i sigma(w_i^T z) (any width m, any weights, any sigma of degree q) has
argmax_{a in V} phi(a)^T F(phi~(s) + phi~(r)) = a*(s, r) for all (s, r) is at most delta. The network's existence is
decided exactly by a max-margin LP over the span of the degree <= q monomials at the SR inputs
(models/factrecall/r30_discFR.py). The size conditions d, m, md >~ (C3 log(|V|/delta))^{C4/eps} (...) carry
unspecified universal constants C3, C4: granted (uncertified); the LP covers every width m at once.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.factrecall.r30_discFR import l780_mutant_square, l780_mutant_zero, l780_printed
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, SolverFailure, uncertified
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.stats import Binomial, clopper_pearson
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []


@st.composite
def _l780_inst(draw: st.DrawFn) -> dict:
    """q in 1..4, eps = (2/q)(1 + eta) (C2 = q eps in (2, 22]), d odd in {3, 5}, S, R <= floor(d^{1/eps}) (d >= S^eps,
    R^eps; at d = 5 at most 6 for cost), D answers per relation, N noise tokens, delta log-uniform in [1e-3, 0.9]."""
    q = draw(st.sampled_from([3, 4, 2, 1]))
    eta = draw(with_edges(log_uniform(1e-3, 10.0), 1e-3))
    eps = 2.0 / q * (1.0 + eta)
    d = draw(st.sampled_from([3, 3, 5]))
    smax = max(1, int(math.floor(d ** (1.0 / eps) + 1e-12)))
    cap = smax if d == 3 else min(smax, 6)
    S = draw(with_edges(st.integers(1, cap), cap))
    R = draw(with_edges(st.integers(1, cap), cap))
    return {"q": q, "eps": eps, "d": d, "S": S, "R": R, "D": draw(with_edges(st.integers(1, 3), 2)),
            "N": draw(with_edges(st.integers(1, 4), 1)),
            "delta": draw(with_edges(log_uniform(1e-3, 0.9), 1e-3, 0.9)),
            "draws": 6 if d == 3 else 3, "seed": draw(SEEDS)}


def _l780_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = the fraction of embedding draws on which no network exists (max margin t* <= 1e-9), Clopper-Pearson."""
    from thmcheck.models.factrecall.r30_discFR import LPFailure, lemma3_no_network

    n = int(inst["draws"]) * int(inst.get("mult", 1))
    fails, margins, rank = 0, [], 0
    for j in range(n):
        try:
            bad, t, rank = lemma3_no_network(inst["d"], inst["S"], inst["R"], inst["D"], inst["N"], inst["q"],
                                             (int(inst["seed"]) * 1000003 + 7919 * j) % 2**62)
        except LPFailure as e:
            raise SolverFailure(str(e)) from e
        fails += int(bad)
        margins.append(t)
    V = inst["S"] + inst["R"] + inst["R"] * inst["D"] + inst["N"] + 1
    return Measurement(fails / n, {"delta": inst["delta"]},
                       {"no_network_draws": fails, "draws": n, "max_margins": margins, "rank_col_M": rank,
                        "SR": inst["S"] * inst["R"], "|V|": V, "eps": inst["eps"], "C2 = q eps": inst["q"] * inst["eps"],
                        "d - max(S, R)^eps": inst["d"] - max(inst["S"], inst["R"]) ** inst["eps"]},
                       lhs_interval=clopper_pearson(fails, n), stat=Binomial(fails, n))


def _l780_escalate(inst: dict, level: int) -> dict:
    return {**inst, "mult": 4**level}


L780 = Claim(
    id="factrecall.display.lemma3-argmax", paper=PAPER, catalog_id="factrecall.lemma3", kind="construction",
    source=f"Lemma 3, Appendix C.2: L766-L782 (its conclusion L780; Assumption 1 L118-L120, Assumption 3 L465), "
           f"{SEED_FILE}",
    statement="Lemma 3: eps a fixed constant, q = C2/eps for some C2 > 2, d >= S^eps, R^eps, d odd, P, Q orthogonal "
              "floor(d/2)-dimensional, phi~(s) = Pi_P phi(s), phi~(r) = Pi_Q phi(r); if d >~ (C3 log(|V|/delta)/eps)"
              "^{C4/eps}, m >~ (C3 log(|V|/delta))^{C4/eps} max_a C(a), md >~ (C3 log(|V|/delta))^{C4/eps} SR, then "
              "with probability 1 - delta over the draw of the embeddings there exists a two-layer network F(z) = "
              "sum_{i in [m]} v_i sigma(w_i^T z) of width m with argmax_{a in V} phi(a)^T F(phi~(s) + phi~(r)) = "
              "a*(s, r) for all s, r [L780]. Checked: P(no such network of any width) <= delta, the existence decided "
              "exactly (max-margin LP over the degree <= q polynomial span at the SR inputs).",
    comparison="<=", bound=l780_printed, measure=_l780_measure, strategy=_l780_inst, escalate=_l780_escalate,
    constants="hypotheses",
    domain=(Param("d", 1, INF, integer=True, text="d odd, d >= S^eps, R^eps",
                  unreached="d in {3, 5}: the LP has SR (|V| - 1) rows (d = 5 at S = R = 11 takes 13 s a draw, dev "
                            "only by hand); d = 1 (P, Q are {0}, S^0 has two points, tokens coincide) not drawn"),
            Param("q", 1, INF, integer=True, text="deg sigma = q = C2/eps (Assumption 3)", unreached="q <= 4"),
            Param("eps", 0.0, INF, lo_closed=False, text="eps > 2/q (C2 = q eps > 2), no upper end printed",
                  unreached="eps <= (2/q) 11"),
            Param("S", 1, INF, integer=True, text="S <= d^{1/eps}", unreached="S <= floor(d^{1/eps}) <= 8"),
            Param("R", 1, INF, integer=True, text="R <= d^{1/eps}", unreached="R <= floor(d^{1/eps}) <= 8"),
            Param("D", 1, INF, integer=True, text="answers per relation (Assumption 1: disjoint A_r)",
                  unreached="D <= 3"),
            Param("N", 0, INF, integer=True, text="noise tokens |N|", unreached="1 <= |N| <= 4"),
            Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, text="failure probability delta",
                  unreached="delta in [1e-3, 0.9]")),
    assumptions=(Assumption("d_ge_S_R_eps", "d >= S^eps and d >= R^eps (explicit, L770)",
                            lambda q: q["d - max(S, R)^eps"]),
                 uncertified("size_conditions", "d >~ (C3 log(|V|/delta)/eps)^{C4/eps}, m >~ (C3 log(|V|/delta))^{C4/"
                             "eps} max_a C(a), md >~ (C3 log(|V|/delta))^{C4/eps} SR (L772-L776)",
                             why="C3, C4 are unspecified universal constants and '>~' hides another; the LP covers "
                                 "every width m, but the threshold on d cannot be fixed by any run")),
    expect="conditional",
    evidence="Audited (round 30, docs/audits/round30/factrecall.md): auditor A UNCLEAR, auditor B UNCLEAR. At d = 3 (P, Q lines), q = 3, eps = (2/3)(1.001), S = R = 5 (5^eps = 2.93 <= 3), "
             "D = 2, |N| = 1 (|V| = 26): the max-margin LP over the degree <= 3 polynomial span at the 25 inputs "
             "(rank 10) has optimum t* = 0 on every embedding draw tried, so no network of any width realises the "
             "argmax; S = R = 4 (t* = 0.03-0.05) and q = 8 at S = R = 5 (t* = 0.04-0.06) do have one. At d = 5, q = 3, "
             "S = R = 11 (11^{0.6673} = 4.95): t* = 0 on 6 of 6 draws (|V| 46-64, 6-13 s a draw). The lemma escapes "
             "only through its hidden threshold d >~ (C3 log(|V|/delta)/eps)^{C4/eps}; along S = R = floor(d^{1/eps}) "
             "that threshold is polylog(d) and is met eventually for any C3, C4, so a crossing persisting as "
             "d -> inf would refute the lemma as printed: d = 3, 5 persist, but d = 7 (S = R = 18, |V| = 74: a 23652 x "
             "561 LP, 240 s HiGHS limit in round 30) is decided in round 35 (docs/factrecall_argmax_r35.md, cutting "
             "planes on the claim's rows, primal and dual certificates, gap <= 1.2e-13): t* = 1.3e-3, 1.1e-4, 6.3e-4 > 0 "
             "on 3 of 3 draws, so a network exists and the crossing fades (no counterexample on that path at d = 7). "
             "The relaxation keeping only the same-relation answer "
             "as competitor is feasible with t* 0.01-0.07 (d = 5), 0.07-0.10 (d = 7), 0.08 (d = 9, S = R = 27), so "
             "the crossing comes from the other tokens of V and may vanish as d grows. Second path: a Gordan certificate (y >= 0, sum y = 1, M^T y = 0) from a kernel basis, "
             "tests/test_factrecall_r30_discFR.py.",
    second_path="tests/test_factrecall_r30_discFR.py::test_l780_no_network_gordan_certificate",
    mutants={"failure probability <= delta^2": l780_mutant_square,
             "the network exists on every draw (failure probability 0)": l780_mutant_zero},
    notes="Why exact: for sigma of degree q, span{sigma(w^T z)} over w is a sum of homogeneous-polynomial spaces of "
          "degree <= q (scale w), so every network's outputs at the SR inputs lie in col(M) (x) R^d, M the monomial "
          "evaluation matrix; a generic sigma (all monomial coefficients non-zero) reaches all of it at width >= SR. "
          "An infeasible LP (t* = 0) therefore excludes every width, weight and sigma of degree q; t* in (1e-9, 1e-7) "
          "raises SolverFailure. Inputs z_sr = Pi_P phi(s) + Pi_Q phi(r) in R^d; the argmax is over all of V "
          "(subjects, relations, answers, noise, EOS), answers a*(s, r) uniform in A_r.",
    settings={"ci": {"max_examples": 12, "budget_s": 2.0}},
)

CLAIMS.append(L780)
