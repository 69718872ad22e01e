"""thesis, App. D (round 29, helper discD): Chapter 5's proofs re-read as a referee (issue #30, discovery); a claim
per display whose record did not hold up.

- ``thesis.ch5.display.D.21-pu-link``: (D.21) L6720 in the proof of Lemma D.1.3 (symmetric sampling, App. D.1.1) was
  a 'not-a-fact' row (its first link is an unquantified '~'), but its third link is an exact inequality:
  sqrt(p*_u p*_i) Psi(n, i) <= sqrt(p*_i) Psi(n, i), i.e. p*_u <= 1 for n in N_u. Section D.1.1 asks only p*_l >= 0
  ('some non-negative constant', L6686) with (D.16) p*_l <= c2/(L^2 psi_l^2) ('c2 that can be sufficiently large')
  and (D.22) sqrt(p*_i) <= c2/(L Psi(L, i)); a group with a small psi_u admits p*_u > 1 for every c2 > 0 (the main
  text even names A* = c2 A, all p*_l equal to a constant, L1445). Drawn on unions of cliques (every node of group l
  in a clique of d_l nodes: degree d_l with its self-connection, L1369), p*_l over the whole of (D.16) and (D.22).

Bounds in ``thmcheck.bounds.thesis.r29_discD``; second path in ``tests/test_thesis_r29_discD.py``.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r29_discD as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r29_discD.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ------------------------------------------------------------ (D.21) L6720: sqrt(p*_u p*_i) Psi <= sqrt(p*_i) Psi


@st.composite
def _d21_instances(draw: st.DrawFn) -> dict:
    """L in 1..4 degree groups with distinct degrees d_1 < ... < d_L in 1..30, k_l in 1..20 cliques of d_l nodes in
    group l (|N_l| = k_l d_l), c2 > 0 (log-uniform on [1e-2, 1e2], 1 drawn), the group u of the node n and the group
    i of the sum, and p*_l = f_l * min(c2, c2^2)/(L^2 psi_l^2) with f_l in [0, 1] (0 and 1 drawn): every p*_l that
    (D.16) and (D.22) allow."""
    L = draw(st.integers(1, 4))
    degrees = sorted(draw(st.lists(st.integers(1, 30), min_size=L, max_size=L, unique=True)))
    cliques = draw(st.lists(st.integers(1, 20), min_size=L, max_size=L))
    fracs = draw(st.lists(st.one_of(st.sampled_from([0.0, 1.0]), log_uniform(1e-6, 1.0)), min_size=L, max_size=L))
    return {"L": L, "degrees": degrees, "cliques": cliques, "fracs": fracs,
            "c2": draw(st.one_of(st.just(1.0), log_uniform(1e-2, 1e2))),
            "u": draw(st.integers(1, L)), "i": draw(st.integers(1, L))}


def _d21_graph(inst: dict) -> tuple[list[int], list[int]]:
    """The degree d_l and size |N_l| of each group, read off the graph: group l is k_l disjoint cliques of d_l nodes
    with self-connections (Adj + I of a clique is the all-ones block), so each node's degree is its row sum."""
    degs, sizes = [], []
    for d, k in zip(inst["degrees"], inst["cliques"], strict=True):
        row_sums = np.ones((d, d)).sum(axis=1)       # Adj + I of one clique of d nodes
        assert np.all(row_sums == d)
        degs.append(int(row_sums[0]))
        sizes.append(k * d)
    return degs, sizes


def _d21_pstar(inst: dict, d: list[int], N: list[int]) -> tuple[list[float], list[float], list[float], float]:
    """psi_l (5.9), the (D.16) and (D.22) caps on p*_l (the latter squared: sqrt(p*_l) <= c2/(L Psi(L, l)) with
    Psi(L, l) = psi_l), and p*_l = f_l min(cap16, cap22) <= both caps (the product of f_l <= 1 never rounds above)."""
    L, c2 = inst["L"], inst["c2"]
    S = sum(dl * nl for dl, nl in zip(d, N, strict=True))
    psi = [math.sqrt(d[-1] * d[l]) * N[l] / S for l in range(L)]
    cap16 = [c2 / (L * L * psi[l] ** 2) for l in range(L)]
    cap22 = [(c2 / (L * psi[l])) ** 2 for l in range(L)]
    p = [f * min(a, b) for f, a, b in zip(inst["fracs"], cap16, cap22, strict=True)]
    return p, cap16, cap22, S


def _d21_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = sqrt(p*_u p*_i) Psi(n, i) for n in N_u (d_n = d_u), Psi(n, i) = sqrt(d_n/d_i) d_i |N_i| / sum_l d_l |N_l|
    (D.7); quantities p*_i, p*_u, Psi and the slacks of (D.16), (D.22) (least over the groups)."""
    d, N = _d21_graph(inst)
    p, cap16, cap22, S = _d21_pstar(inst, d, N)
    u, i = inst["u"] - 1, inst["i"] - 1
    Psi = math.sqrt(d[u] / d[i]) * d[i] * N[i] / S
    lhs = math.sqrt(p[u] * p[i]) * Psi
    return Measurement(lhs, {"pi": p[i], "pu": p[u], "Psi": Psi, "c2": inst["c2"], "L": inst["L"],
                             "psiu": math.sqrt(d[-1] * d[u]) * N[u] / S,
                             "slack_D16": min(a - x for a, x in zip(cap16, p, strict=True)),
                             "slack_D22": min(b - x for b, x in zip(cap22, p, strict=True)),
                             "pmin": min(p)},
                       {"degrees d_l": d, "sizes |N_l|": N, "p*_l": p, "sum_l d_l |N_l|": S,
                        "u (group of n)": inst["u"], "i": inst["i"], "sqrt(p*_u) (lhs/rhs)": math.sqrt(p[u])})


_D21_ASSUMPTIONS = (
    Assumption("p* >= 0", "p*_l >= 0, 'some non-negative constant' (L6686)", lambda q: q["pmin"]),
    Assumption("(D.16)", "0 <= p*_l <= c2/(L^2 psi_l^2) for every group l (L6698)", lambda q: q["slack_D16"]),
    Assumption("(D.22)", "sqrt(p*_l) <= c2/(L Psi(L, l)) for every group l (L6724, squared)",
               lambda q: q["slack_D22"]),
)

CLAIMS.append(Claim(
    id="thesis.ch5.display.D.21-pu-link", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.21), proof of Lemma D.1.3, App. D.1.1 (symmetric sampling), the third link of the chain "
                "'<~ sqrt(p*_u p*_i) Psi(n, i) <= sqrt(p*_i) Psi(n, i) <= O(1/L)', n in N_u", "L6720-L6722"),
    statement="(D.21): for n in N_u, sum_{j in N_i} sqrt(p*_i p*_u) A_{n,j} ~ sqrt(p*_u p*_i) (1/sqrt(d_i d_n)) "
              "(d_i |N_i| / sum_l d_l |N_l|) d_n <~ sqrt(p*_u p*_i) Psi(n, i) <= sqrt(p*_i) Psi(n, i) <= O(1/L), "
              "Psi(n, i) = sqrt(d_n/d_i) d_i |N_i| / sum_l d_l |N_l| (D.7); checked: the exact link sqrt(p*_u p*_i) "
              "Psi(n, i) <= sqrt(p*_i) Psi(n, i) for every p*_l >= 0 that (D.16) and (D.22) allow.",
    statement_tex=r"\sum_{j \in |\mathcal{N}_i|} \sqrt{p_i^* p_u^*} A_{n,j} \approx \sqrt{p_u^* p_i^*} "
                  r"\frac{1}{\sqrt{d_i d_n}} \cdot \frac{d_i |\mathcal{N}_i|}{\sum_{l=1}^L d_l |\mathcal{N}_l|} d_n "
                  r"\lesssim \sqrt{p_u^* p_i^*} \Psi(n, i) \leq \sqrt{p_i^*} \Psi(n, i) \leq O(1/L)",
    bound=B.eqD21_printed, measure=_d21_measure, strategy=_d21_instances, expect="erratum as printed",
    rtol=1e-9, constants="explicit", assumptions=_D21_ASSUMPTIONS,
    domain=(Param("L", 1, INF, integer=True, text="L (>= 1) groups of nodes (Lemma D.1.3)", far=4,
                  unreached="L <= 4: the link involves two groups u, i at a time"),
            Param("c2", 0, INF, lo_closed=False, text="c2 > 0 'that can be sufficiently large' (L6700)", far=1e2,
                  unreached="c2 in [1e-2, 1e2]: the crossing needs only p*_u > 1, which (D.16) allows for every "
                            "c2 > 0 on a graph with psi_u < sqrt(c2)/L"),
            Param("pu", 0, INF, text="p*_u >= 0 up to (D.16)'s and (D.22)'s caps (unbounded over graphs)", far=1e3)),
    readings=(Reading("p*_u <= 1", "the scaling factors read as at most 1 (as sampling probabilities would be), a "
                      "hypothesis the thesis does not print",
                      assumptions=_D21_ASSUMPTIONS + (Assumption("p*_u <= 1", "p*_u <= 1 (the reading)",
                                                                 lambda q: 1.0 - q["pu"]),)),),
    evidence="Audited (round 29, docs/audits/round29/thesis.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED. The link sqrt(p*_u p*_i) Psi(n, i) <= sqrt(p*_i) Psi(n, i) of (D.21) is "
             "p*_u <= 1 (both sides share sqrt(p*_i) Psi(n, i) > 0 where p*_i > 0). Section D.1.1 (L6686) takes "
             "p*_l 'some non-negative constant' with (D.16) p*_l <= c2/(L^2 psi_l^2) (L6698) and (D.22) sqrt(p*_i) "
             "<= c2/(L Psi(L, i)) (L6724), psi_l = sqrt(d_L d_l) |N_l| / sum_l d_l |N_l| (5.9): a group with a small "
             "psi_u admits p*_u > 1 for every c2 > 0, and the main text discusses p*_l > 1 ('Conversely, if p*_l > 1, "
             "the impact of nodes in group l in A* is enhanced', L1431) and constant p*_l (A* = c2 A, L1445). E.g. "
             "L = 2, group 1 one clique of d_1 = 2 nodes, group 2 ten cliques of d_2 = 10 nodes (|N| = (2, 100), "
             "sum d_l |N_l| = 1004), c2 = 1: psi = (0.00891, 0.996), caps p*_1 <= 3150, p*_2 <= 0.252; p* = (100, "
             "0.25), u = 1, i = 2: Psi(n, 2) = sqrt(2/10) * 1000/1004 = 0.4454, left 2.227 > right 0.2227 (ratio "
             "sqrt(p*_1) = 10). Every hypothesis holds (p* >= 0, (D.16), (D.22); the l_i condition of Lemma D.1.3 "
             "and (D.17) concern the sample sizes, which the link does not involve). Second path: plain Python "
             "arithmetic on the same graph, nothing imported from bounds/ or models/. The reading 'p*_u <= 1' holds "
             "(identically). Lemma D.1.3 itself has its own verdict (thesis.ch5.lemmaD.1.3); the chain's end, "
             "the row sum of A* = O(1), is what (D.21) feeds: with p*_u > 1 it picks up the factor sqrt(p*_u), "
             "bounded only through (D.16) by sqrt(c2)/(L psi_u).",
    corrected=B.eqD21_corrected,
    corrected_text="sqrt(p*_u p*_i) Psi(n, i) <= max(1, c2/(L psi_u)) sqrt(p*_i) Psi(n, i) (by (D.22) for u; the "
                   "printed link where p*_u <= 1)",
    second_path=SP + "test_d21_pu_link",
    mutants={"square root dropped (p*_i Psi)": B.eqD21_mut_no_sqrt,
             "p*_u for sqrt(p*_u) on the right": B.eqD21_mut_pu_squared},
    notes="Round 29 (discD): the row L6720 was 'not-a-fact' for its leading '~'; its '<=' links are exact. Drawn on "
          "unions of cliques (degree groups realised by a graph, degrees read off Adj + I), p*_l over the whole of "
          "(D.16) and (D.22) (f_l in [0, 1], log-uniform from 1e-6). The '<~' link before it is an identity "
          "(1/sqrt(d_i d_n) d_n = sqrt(d_n/d_i)); the '<= O(1/L)' after it is (D.22) itself.",
    settings={"ci": {"max_examples": 20, "budget_s": 0.5, "shrink": False}},
))


# ---------------------------------------------------------- (D.47) L6982, proof of Lemma D.2.4: g^(0) at (D.45)-(D.46)

from thmcheck.checks.claim import Direction  # noqa: E402
from thmcheck.checks.papers.thesis import r18_thesisD2 as _D24  # noqa: E402  (the twin blow-ups with A X = 0)


@st.composite
def _d47_instances(draw: st.DrawFn) -> dict:
    """Round 18's instances of Lemma D.2.4 (thesis.ch5.lemmaD.2.4-L6964: twin blow-ups with unit features summing to 0
    in each twin class, so A X = 0 exactly; targets of the class with exp / cos / quadratic phi, Phi; p1, p2, K in
    1..3; q = e_g or Gaussian; C^* in [1, 1e3]) and eps = f eps_sup, f in (0, 1) log-uniform from 1e-9: every eps of
    Lemma D.2.4's range (0, eps_sup)."""
    inst = draw(_D24._d24_instances())
    f = draw(st.one_of(st.sampled_from([0.5, 1e-3]), log_uniform(1e-9, 0.999)))
    return {**inst, "f": f}


def _d47_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = max_r |g_r^(0)(q, A, W^, V^, B) - main_r|, main_r = (D.47)'s last line without the error term, sum_n
    q^T a_n sum_k c*_{k,r} Phi(a~_n sum_j v*_{1,j} phi_{1,j}(A X w*_{1,j})) a~_n sum_l v*_{2,l} phi_{2,l}(A X w*_{2,l})
    (round 18's target with the outer A). A X = 0 exactly (checked in rationals), so every term of g^(0) carries
    a_j X W^_i = 0: g^(0) = 0 at (D.45)-(D.46)'s W^, V^ (at every W^, V^, every initialization and width)."""
    A, X, qn = _D24._setup(inst)
    main = _D24.target(inst, A, X)
    eps_sup = _D24.B.d24_eps_sup(**qn)
    if not eps_sup > 0.0:
        raise SolverFailure("C_s overflowed a float: eps's range is not representable")
    eps = float(inst["f"]) * eps_sup
    g_float = _D24.pseudo_network(A, X, np.array(inst["q"], float), int(inst["K"]), int(inst["m1"]),
                                  int(inst["m2"]), int(inst["seed"]))
    lhs = float(np.abs(main).max())       # |0 - main_r|, g^(0) = 0 exactly
    return Measurement(lhs, {**qn, "eps": eps, "f": float(inst["f"])},
                       {"main_r": [float(v) for v in main], "eps_sup (Lemma D.2.4's range)": eps_sup,
                        "g^(0) in float64 at a random init and (W^, V^) at the printed norms": float(np.abs(g_float).max()),
                        "A X = 0 exactly (rationals)": True})


def _d47_move_eps(inst: dict, t: float) -> dict:
    return {**inst, "f": t}


CLAIMS.append(Claim(
    id="thesis.ch5.eqD.47", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.47), proof of Lemma D.2.4, App. D.2.1: g_r^(0) (D.39) at the proof's W^, V^ (D.45)-(D.46), the "
                "chain's two ends (its '=' steps 'from the definition of g^(0)', 'from (D.45) and (D.46)', 'by Lemma "
                "D.2.8'); eps in Lemma D.2.4's range L6946", "L6982"),
    statement="(D.47): g_r^(0)(q, A, W^, V^, B) = ... = sum_n q^T a_n sum_{k in [p1]} c*_k Phi(a~_n sum_{j in [p2]} "
              "v*_{1,j} phi_{1,j}(A X w*_{1,j})) a~_n sum_{l in [p2]} v*_{2,l} phi_{2,l}(A X w*_{2,l}) +- O(||q||_1 p1 "
              "p2^2 C_s(Phi, p2 C_s(phi, ||A||_inf)) C_s(phi, ||A||_inf) sqrt(||A||_inf^2 + 1) eps), W^, V^ of "
              "(D.45)-(D.46); checked: |g_r^(0) - main term| against the error term's shape with one constant uniform "
              "over graphs, unit features, targets of the class, C^*, and every eps in (0, eps_sup) of Lemma D.2.4.",
    statement_tex=r"g_r^{(0)}(\mathbf{q}, \mathbf{A}, \widehat{\mathbf{W}}, \widehat{\mathbf{V}}, \mathbf{B}) = "
                  r"\sum_{n=1}^N \mathbf{q}^\top \mathbf{a}_n \sum_{k \in [p_1]} c_k^* \Phi \left( \tilde{\mathbf{a}}_n "
                  r"\sum_{j \in [p_2]} v_{1,j}^* \phi_{1,j}(\mathbf{A} \mathbf{X} \mathbf{w}_{1,j}^*) \right) "
                  r"\tilde{\mathbf{a}}_n \sum_{l \in [p_2]} v_{2,l}^* \phi_{2,l}(\mathbf{A} \mathbf{X} "
                  r"\mathbf{w}_{2,l}^*) \pm O(\|\mathbf{q}\|_1 p_1 p_2^2 \mathcal{C}_s(\Phi, p_2 \mathcal{C}_s(\phi, "
                  r"\|\mathbf{A}\|_\infty)) \mathcal{C}_s(\phi, \|\mathbf{A}\|_\infty) \sqrt{\|\mathbf{A}\|_\infty^2 + 1} "
                  r"\epsilon)",
    bound=B.eqD47_shape, measure=_d47_measure, strategy=_d47_instances, constants="hidden", uniform=True,
    expect="erratum", rtol=1e-9, atol=0.0,
    domain=_D24._D24_DOMAIN + (Param("f", 0, 1, lo_closed=False, hi_closed=False, key="f",
                                     text="eps in (0, eps_sup) of Lemma D.2.4 (L6946), eps = f eps_sup",
                                     unreached="f >= 1e-9 in the search; the eps -> 0 path goes to 1e-12"),),
    directions=(
        Direction("eps -> 0", "f", 0.0, how="path", move=_d47_move_eps, points=(1e-2, 1e-4, 1e-6, 1e-8, 1e-10, 1e-12),
                  reason="the error term is linear in eps; the gap |main_r| does not depend on eps"),
        Direction("graph size N", "N", INF, how="search", reason="twin blow-ups of G(k, p), k <= 6, and stars up to "
                  "k = 200 (round 18's strategy)"),
        Direction("||A||_inf -> inf", "ainf", INF, how="search", reason="||A||_inf grows like sqrt(k) on the star "
                  "blow-ups; the ratio's eps -> 0 growth is at every ||A||_inf"),
        Direction("feature dimension d", "d", INF, how="unsearched", reason="A X = 0, so g^(0) = 0 and the main term "
                  "(a function of A X = 0 and A 1) do not depend on d; d only places the features"),
        Direction("C^* -> inf", "Cstar", INF, how="search", reason="C^* in [1, 1e3]; eps's range scales as 1/C_s^2"),
        Direction("K, p1, p2", "K", INF, how="search", reason="1..3 each"),
    ),
    evidence="Audited (round 29, docs/audits/round29/thesis.md): auditor A CONFIRMED, auditor B CONFIRMED. The row L6982 was 'uncomputable' (the chain ends in Lemma D.2.8's expectation "
             "of Lemma D.2.7's h), but its two ends are computable where A X = 0: (D.39)'s g^(0) carries a_j X W^_i in "
             "every term (the pseudo network 'without bias'), so on round 18's twin blow-ups (thesis.ch5.lemmaD.2.4-"
             "L6964: each twin class's unit features sum to 0, A X = 0 exactly) g_r^(0) = 0 at (D.45)-(D.46)'s W^, V^ "
             "(at every W^, V^, initialization and width), while the last line's main term is sum_n (q^T A)_n sum_k "
             "c*_{k,r} Phi(sum_j v*_{1,j} phi_{1,j}(0) (A 1)_n) sum_l v*_{2,l} phi_{2,l}(0) (A 1)_n, generically "
             "nonzero and independent of eps, while the error term is linear in eps: along eps -> 0 the ratio grows "
             "like 1/eps for every constant. E.g. K_2 (A = [[1/2, 1/2], [1/2, 1/2]]), X = (x, -x), phi = cos, Phi = "
             "exp, p1 = p2 = K = 1, v* = c* = 1, q = e_1: main = e = 2.718, g^(0) = 0, the error term's shape "
             "||q||_1 p1 p2^2 C_s C_s sqrt(2) eps = eps/eps_sup < 1 (eps/eps_sup = 1e-6: ratio 2.7e6). Every "
             "hypothesis: unit features (L1367), any graph with self-connections, a target of the class (D.24) with "
             "infinite-order smooth phi, Phi, eps in Lemma D.2.4's range. The same mechanism as Lemma D.2.4's own "
             "erratum (thesis.ch5.lemmaD.2.4-L6964, confirmed): a step claim failing with its lemma; the step that "
             "breaks is the second '=' ('from (D.45) and (D.46)'), which replaces the frozen-pattern sum a_j X W^_i by "
             "phi_{2,l}(a_j X w*) through Lemma D.2.1's expectation (a bias-free linear part cannot produce phi(0)). "
             "Second path: tests/test_thesis_r29_discD.py::test_d47_k2 (own numpy pseudo network at (D.45)-like W^, "
             "V^ and the K_2 target), nothing imported from bounds/ or models/.",
    no_correction_reason="as thesis.ch5.lemmaD.2.4-L6964: the pseudo network's linear part needs the bias (X~ = (X, 1), "
                         "L7229) for the chain's second '=' to produce phi(0); whether the chain then holds with this "
                         "error term depends on Lemma D.2.7's existential h",
    second_path=SP + "test_d47_k2",
    mutants={"eps/1000 (a wrong, smaller shape)": B.eqD47_mut_no_eps}, auto_mutant=False,
    notes="Round 29 (discD): replaces the record 'uncomputable' of the row L6982 by the computation at the instances "
          "of thesis.ch5.lemmaD.2.4-L6964 (round 18's strategy, graphs and targets imported from r18_thesisD2). The "
          "pseudo network in float64 at a random initialization and (W^, V^) at the printed norms is reported as a "
          "term (~1e-17); the measure uses g^(0) = 0, exact since A X = 0 in rationals.",
    settings={"ci": {"max_examples": 5, "budget_s": 0.6, "shrink": False, "path_starts": 1}},
))
