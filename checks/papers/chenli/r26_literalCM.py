"""Round 26 (helper literalCM): chenli's numbered results, printed statement against the encoded claim (issue #30,
'Discovery': readings resolved in the authors' favour).

- ``chenli.lemma5.22-d1`` (L1278-L1282): Lemma 5.22 as printed over its whole domain d >= 1 (M in R^{d x d}).
  chenli.lemma5.22 draws d >= 2 only and leaves d = 1 as an 'unsearched' direction (log d read as >= log 2): at
  d = 1 the printed shape xi log 1 = 0, while every M = [a] with a != 0 meets (58) with xi = |a| and has
  ||M||_op = |a|, so 'lhs <= C xi log d' fails for every constant C. chenli.lemma5.22's reading (d >= 2) is this
  claim's Reading.
- ``chenli.lemma5.20-d1`` (L1244): Lemma 5.20 as printed, n <= O(log(d/eps)) with one absolute constant over every d
  >= 1, eps > 0. chenli.lemma5.20 checks the proof's explicit counts (ceilings, >= 1); at d = 1, ||v|| = 1 and eps ->
  1 one piece is needed while log(1/eps) -> 0. Reading: O(1 + log(d/eps)).
- ``chenli.lemma11.5-d1`` (L3077-L3091): Lemma 11.5 at d = 1: Item 3's ||v|| = Theta(M sqrt(d) log d) = 0 forces
  v = 0, and Item 4 then needs h(<w, x>) constant in x (chenli.lemma11.5 only reports Items 1 and 3).
- Lemma 7.2 at other gamma: encoded here too at first; round 26's chenliC checks each gamma as its own uniform
  statement (chenli.lemma7.2-gamma4, -gamma0.25: the constants may depend on gamma), which the lead kept.
- ``chenli.factB.5-printed`` (L3816-L3822): Fact B.5 with both conclusions (chenli.factB.5 encodes the determinant
  only) and kappa any admissible value; at m = 1 the printed 'kappa <= 1/m' admits kappa < 0 (no pairs), where both
  conclusions fail. Reading: kappa >= 0.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r26_literalCM as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli import appB_clt as AB
from thmcheck.checks.papers.chenli import sec5_5_6_spectral as S56
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

# ------------------------------------------------------------------------- Lemma 5.22 at d = 1 (L1278-L1282)


@st.composite
def _l522_d1_instances(draw: st.DrawFn) -> dict:
    """d = 1 (every family of chenli.lemma5.22 at d = 1: M = [c a], xi(M) = ||M||_op = c |a|) or chenli.lemma5.22's
    own instances (d >= 2)."""
    if draw(st.booleans()):
        fam = draw(st.sampled_from(S56._L522_FAMILIES))
        return {"family": fam, "seed": draw(SEEDS), "d": 1.0,
                "c": float(draw(with_edges(log_uniform(1e-3, 1e3), 1.0)))}
    return draw(S56._lemma5_22_instances())


_L522_DIRECTIONS = tuple(dr for dr in S56.LEMMA5_22.directions if dr.how != "unsearched")

CLAIMS.append(Claim(
    id="chenli.lemma5.22-d1",
    catalog_id="chenli.lemma5.22",
    paper=PAPER,
    source=f"Lemma 5.22, Section 5.5, {SEED_FILE} L1278-L1282 (as printed, d >= 1)",
    statement="If for all equal or disjoint subsets S, T of [d] the matrix M in R^{d x d} satisfies |1_S^T M 1_T| <= "
              "xi sqrt(|S| |T|) (58), then ||M||_op <~ xi log d. Checked as printed over every d >= 1 (chenli.lemma5.22 "
              "draws d >= 2): a uniform shape xi log d, xi = xi(M) the smallest xi meeting (58).",
    statement_tex=r"If for all equal or disjoint subsets $S, T \subseteq [d]$, the matrix $M \in \mathbb{R}^{d "
                  r"\times d}$ satisfies the bound $$|\mathbb{1}_S^\top M \mathbb{1}_T| \leq \xi \sqrt{|S| "
                  r"\cdot |T|}, \quad (58)$$ then $\|M\|_{\text{op}} \lesssim \xi \log d$",
    kind="deterministic",
    comparison="<=",
    bound=B.lemma5_22_printed_shape,
    measure=S56._lemma5_22_measure,
    strategy=_l522_d1_instances(),
    constants="hidden",
    uniform=True,
    directions=(
        *_L522_DIRECTIONS,
        Direction("d = 1 (log d = 0)", "d", 1.0, how="search",
                  reason="d = 1 is drawn directly (half the draws, every family of chenli.lemma5.22): an integer end, "
                         "no path leads to it; there the shape is 0 and the sign alone decides"),
    ),
    readings=(
        Reading("d >= 2", "log d read as bounded away from 0 (d >= 2, log d >= log 2): chenli.lemma5.22 as encoded",
                strategy=S56._lemma5_22_instances(), domain=S56.LEMMA5_22.domain,
                directions=S56.LEMMA5_22.directions),
    ),
    expect="erratum as printed",
    evidence="Audited (round 26, docs/audits/round26/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. d = 1, M = [a], a != 0 (e.g. a = 1): the only equal-or-disjoint pairs with "
             "nonempty S, T are S = T = {1}, so (58) reads |a| <= xi, met with xi = |a|; ||M||_op = |a| > 0 = C xi "
             "log 1 for every constant C. Every printed hypothesis holds (the lemma restricts neither d nor M). "
             "With d >= 2 (the reading; chenli.lemma5.22) the lemma holds on the searched span (H_d/(xi log d) -> "
             "~1/4 on the u_i = i^{-1/2} family). Not used at d = 1 by the paper (Section 5's d is huge).",
    second_path="tests/test_chenli_r26_literalCM.py::test_lemma522_d1",
    no_correction_reason="the correction is the reading 'd >= 2' (or log d replaced by max(1, log d)): chenli.lemma5.22 "
                         "as encoded (holds, uniform)",
    mutants={"without the log d (||M||_op <~ xi), wrong along d -> inf": B.lemma5_22_mut_nolog,
             "xi^2 log d (a wrong power of the scale), wrong along c -> 0": B.lemma5_22_mut_xi2},
    notes="Round 26 (helper literalCM): chenli.lemma5.22 kept d = 1 outside the search ('log d read as >= log 2', an "
          "unsearched direction); the printed statement quantifies over every d. Measurement and d >= 2 instances "
          "are chenli.lemma5.22's (xi(M) by enumeration of the equal-or-disjoint pairs; closed form on u u^T).",
    settings={"ci": {"max_examples": 20, "budget_s": 2.0}},
    domain=(Param("d", 1, INF, key="d", text="M in R^{d x d}, any d >= 1", integer=True,
                  unreached="d <= 8 (ci), 11 (deep) for enumerated families; inv_sqrt to 1e30 in closed form"),
            Param("c", 0.0, INF, lo_closed=False, key="c", text="the scale of M",
                  unreached="c in [1e-3, 1e3] in the search, to 1e-6 along the scale path")),
))


# ------------------------------------------------------------------------- Lemma 5.20 at d = 1 (L1244)


@st.composite
def _l520_instances(draw: st.DrawFn) -> dict:
    """d in [1, 256] (d = 1 in half the draws), ||v|| in (0, 1] (1 an edge), eps log-uniform in [1e-9, 2] with edges
    just below 1 (where log(1/eps) -> 0 at d = 1). Only ||v|| enters the measured lower bound."""
    d = 1 if draw(st.booleans()) else draw(st.integers(1, 256))
    norm = float(draw(with_edges(st.floats(0.0, 1.0, exclude_min=True), 1.0)))
    eps = float(draw(st.one_of(with_edges(log_uniform(1e-9, 2.0), 1e-9, 2.0),
                               st.sampled_from([0.5, 0.9, 0.99, 0.999, 1 - 1e-6]))))
    return {"d": int(d), "eps": eps, "norm": norm}


def _l520_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = a lower bound on the n of every admissible decomposition: n = 0 leaves ||v - 0|| = ||v||, so ||v|| > eps
    forces n >= 1 (and a nonzero w_1, i.e. at least one flat piece); exact (one comparison)."""
    need = 1.0 if inst["norm"] > inst["eps"] else 0.0
    return Measurement(need, {"d": float(inst["d"]), "eps": float(inst["eps"])},
                       {"||v||": inst["norm"], "||v|| - eps": inst["norm"] - inst["eps"], "log(d/eps)":
                        math.log(inst["d"] / inst["eps"])})


def _l520_move_eps1(inst: dict, t: float) -> dict:
    return {**inst, "d": 1, "norm": 1.0, "eps": float(t)}


def _l520_move_eps0(inst: dict, t: float) -> dict:
    return {**inst, "norm": 1.0, "eps": float(t)}


def _l520_move_d(inst: dict, t: float) -> dict:
    return {**inst, "d": int(t)}


CLAIMS.append(Claim(
    id="chenli.lemma5.20-d1",
    catalog_id="chenli.lemma5.20",
    paper=PAPER,
    source=f"Lemma 5.20, Section 5.5, {SEED_FILE} L1244 (as printed, every d >= 1 and eps > 0; Definition 5.19 L1242)",
    statement="Let v in R^d have norm at most 1. For any eps > 0, there exist O(log(d/eps))-flat-decomposable vectors "
              "w_1, ..., w_n for n <= O(log(d/eps)) such that ||v - (w_1 + ... + w_n)|| <= eps and ||w_j|| <= "
              "0.9^{j-1}. Checked as printed (one absolute constant in the O(.)) over every d >= 1, eps > 0: the "
              "least n any admissible decomposition needs (>= 1 when ||v|| > eps) against the shape log(d/eps).",
    kind="construction",
    comparison="<=",
    bound=B.lemma5_20_printed_shape,
    measure=_l520_measure,
    strategy=_l520_instances(),
    constants="hidden",
    uniform=True,
    directions=(
        Direction("eps -> 1 at d = 1, ||v|| = 1 (log(d/eps) -> 0)", "eps", 1.0, how="path", move=_l520_move_eps1,
                  points=(0.5, 0.9, 0.99, 0.999, 1 - 1e-6),
                  reason="one piece is needed while the shape log(1/eps) -> 0"),
        Direction("eps -> 0 (||v|| = 1)", "eps", 0.0, how="path", move=_l520_move_eps0,
                  points=(1e-1, 1e-3, 1e-6, 1e-9),
                  reason="the shape grows like log(1/eps); the needed count stays 1 (a lower bound only)"),
        Direction("d -> inf", "d", INF, how="path", move=_l520_move_d, points=(1.0, 10.0, 1e3, 1e6),
                  reason="the shape grows like log d; the needed count does not depend on d"),
        Direction("||v|| in (0, 1]", "norm", 1.0, how="search", reason="drawn, 1 an edge"),
    ),
    readings=(
        Reading("1 + log", "O(log(d/eps)) read as O(max(1, log(d/eps))) (bounded away from 0; chenli.lemma5.20 checks "
                "the proof's explicit counts, 2 ceil(log2(sqrt(2d)/eps)) pieces and ceil(log(sqrt 2 ||v||/eps)/"
                "log(2/sqrt 3)) steps, which are >= 1 at d = 1, eps < ||v||)", bound=B.lemma5_20_reading_shape),
    ),
    expect="erratum as printed",
    evidence="Audited (round 26, docs/audits/round26/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. d = 1, v = (1) (||v|| = 1), eps in (0, 1): n = 0 leaves ||v|| = 1 > eps, so "
             "every admissible decomposition has n >= 1 (w_1 = v with one flat piece works), while the printed "
             "bound n <= C log(d/eps) = C log(1/eps) < 1 once eps > e^{-1/C}: at eps = 1 - 1e-6 it needs C >= 1e6, and "
             "no absolute C serves eps -> 1. Every printed hypothesis holds (||v|| <= 1, eps > 0, d unrestricted). "
             "Read as O(1 + log(d/eps)) it holds (chenli.lemma5.20's explicit counts are >= 1 there); for d >= 3 and "
             "eps <= 1 the printed shape is >= log 3 and the issue does not arise.",
    second_path="tests/test_chenli_r26_literalCM.py::test_lemma520_d1",
    no_correction_reason="the correction is the reading O(1 + log(d/eps)) (chenli.lemma5.20 checks the proof's explicit "
                         "counts, holds)",
    mutants={"eps/d (a wrong shape, vanishing as eps -> 0)": B.lemma5_20_mut_eps},
    notes="Round 26 (helper literalCM): chenli.lemma5.20 replaces both O(log(d/eps)) by the proof's explicit counts "
          "(ceilings, >= 1); the printed O(.) has one absolute constant times log(d/eps), which tends to 0 at d = 1 "
          "as eps -> 1. The measured side is a certified lower bound (the least admissible n is >= 1 iff ||v|| > "
          "eps), so a divergence of lhs/shape refutes every constant.",
    settings={"ci": {"max_examples": 40, "budget_s": 1.0}},
    domain=(Param("d", 1, INF, key="d", text="v in R^d, any d >= 1", integer=True,
                  unreached="d <= 256 drawn, 1e6 on the d path (the measured count does not depend on d)"),
            Param("eps", 0.0, INF, lo_closed=False, key="eps", text="any eps > 0",
                  unreached="eps in [1e-9, 2] (eps >= ||v|| needs n = 0); 1e-9 on the eps -> 0 path"),
            Param("norm", 0.0, 1.0, lo_closed=False, key="norm", text="||v|| <= 1")),
))


# ------------------------------------------------------------------------- Lemma 11.5 at d = 1 (L3077-L3091)


@st.composite
def _l115_d1_instances(draw: st.DrawFn) -> dict:
    """d = 1, M in [1, 64] (M = 1, where h's printed domain {-d, ..., d} covers every <w, x>, an edge), w in [-M, M]
    (+-M an edge), h an even +-1 function on {-M, ..., M} (random, or the parity (-1)^l)."""
    M = int(draw(with_edges(st.integers(1, 64), 1)))
    w = int(draw(st.one_of(st.sampled_from([M, -M]), st.integers(-M, M))))
    seed = draw(SEEDS)
    if draw(st.booleans()):
        h = [(-1) ** abs(l) for l in range(-M, M + 1)]
    else:
        import numpy as np

        half = np.random.default_rng(seed).choice([-1, 1], size=M + 1)
        h = [int(half[abs(l)]) for l in range(-M, M + 1)]
    return {"d": 1, "M": M, "w": w, "h": h, "seed": seed}


def _l115_d1_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Item 3 at d = 1: ||v|| = Theta(M sqrt(1) log 1) = 0 forces v = 0, so the network sum_i lambda_i phi(tau_i +
    <v, x>) +- lambda_i phi(-tau_i + <v, x>) is one constant c for every x; the least possible sup over x in {-1, 0, 1}
    of |c - h(<w, x>)| is (max - min)/2 of h over {<w, x>} = {-w, 0, w} (exact integers)."""
    M, w, h = inst["M"], inst["w"], inst["h"]
    vals = [h[w * x + M] for x in (-1, 0, 1)]
    return Measurement(Fraction(max(vals) - min(vals), 2), {},
                       {"h on {-w, 0, w}": vals, "w": w, "M": M, "h even": float(all(h[i] == h[-1 - i]
                                                                                    for i in range(len(h))))},
                       exact=True)


def _l115_d1_measure_rho(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Round 28, the reading Item 3 = Theta(M sqrt(d) log(dM)) (or log(2d)): v = rho w with the proof's rho = log(8dM)
    is allowed at d = 1; lhs = Item 4's largest residual over x in {-1, 0, 1} of the proof's construction (tau = rho(-M
    .. M + 1), (146) solved in float64; thmcheck.models.chenli.sec11_lower, chenli.lemma11.5's model)."""
    from thmcheck.models.chenli import sec11_lower as L

    M, w = int(inst["M"]), int(inst["w"])
    h = np.array(inst["h"], dtype=float)
    rho = math.log(8 * M)
    lam, tau = L.interpolation(M, rho, h, False)
    ell = np.array([-w, 0, w])
    vals = L.interpolation_value(lam, tau, rho * ell.astype(float), False)
    res = float(np.abs(vals - h[ell + M]).max())
    even = float(all(inst["h"][i] == inst["h"][-1 - i] for i in range(len(inst["h"]))))
    return Measurement(res, {}, {"rho": rho, "||v||": rho * abs(w), "max |lambda_i|": float(np.abs(lam).max()),
                                 "h even": even})


CLAIMS.append(Claim(
    id="chenli.lemma11.5-d1",
    catalog_id="chenli.lemma11.5",
    paper=PAPER,
    source=f"Lemma 11.5, Section 11.2, {SEED_FILE} L3077-L3091 (Item 3 with Item 4, d = 1)",
    statement="Let d, M in N, w in Z^d with ||w||_inf <= M, h: {-d, ..., d} -> {+-1} even. For m = 2dM + 2 there exist "
              "tau_i >= 0, lambda_i and v in R^d with (3) ||v|| = Theta(M sqrt(d) log d) and (4) for all x in "
              "{-1, 0, 1}^d: sum_i lambda_i phi(tau_i + <v, x>) + lambda_i phi(-tau_i + <v, x>) = h(<w, x>). Checked "
              "at d = 1 (d in N, printed): Item 3 is ||v|| = Theta(0) = 0, so the network is a constant in x; lhs = "
              "the least sup residual of Item 4 a constant can reach, which must be 0.",
    kind="construction",
    comparison="<=",
    bound=B.lemma11_5_d1_residual,
    measure=_l115_d1_measure,
    strategy=_l115_d1_instances(),
    assumptions=(Assumption("h even", "h(-l) = h(l)", lambda q: q["h even"] - 1.0),),
    expect="erratum as printed",
    readings=(Reading("Item 3 with log(dM)", "Item 3 read as Theta(M sqrt(d) log(dM)) (the proof's rho = Theta(log dM), "
                      "L3137; both round-26 auditors name log(2d) or log(dM)): at d = 1 v = rho w is allowed and the "
                      "proof's construction meets Item 4 (round 28: the residual at the float64 solve's floor)",
                      measure=_l115_d1_measure_rho, bound=B.lemma11_5_d1_residual_floor),),
    evidence="Audited (round 26, docs/audits/round26/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. d = 1, M = 1, w = 1, h(l) = (-1)^l on {-1, 0, 1} (even, +-1-valued; at M = 1 "
             "h's printed domain {-d, ..., d} is exactly the range of <w, x>): Item 3 requires ||v|| = Theta(M sqrt(d) "
             "log d) = Theta(0), i.e. v = 0 for any constants; then sum_i lambda_i (phi(tau_i) + phi(-tau_i)) is "
             "the same number c at x = -1, 0, 1, while Item 4 needs c = h(0) = 1 and c = h(1) = -1. No (tau, lambda, "
             "v) meets Items 3 and 4 together. Every hypothesis holds (d = 1 in N, ||w||_inf = 1 <= M). The proof's "
             "construction (v = rho w, rho ~ log(8 dM), chenli.lemma11.5) meets Item 4 at d = 1 with ||v|| = rho M "
             "> 0: the lemma holds with Item 3 read as Theta(M sqrt(d) log(2d)) or Theta(M sqrt(d) log(dM)), the "
             "proof's rho. Larger M use h on {-dM, ..., dM} (chenli.display.lemma11.5-h-domain's reading). Round 28: "
             "that reading is a Reading of this claim (the proof's v = log(8M) w solved at every drawn M <= 64, "
             "residual <= 1e-12): erratum as printed.",
    second_path="tests/test_chenli_r26_literalCM.py::test_lemma115_d1",
    no_correction_reason="the corrected Item 3 (log d -> log(2d) or the proof's rho ~ log(dM)) only changes v's norm: "
                         "Item 4 with the proof's v is chenli.lemma11.5 (holds); ||v|| itself is hidden-constant",
    no_mutant_reason="the bound is the identity's 0; the crossing is a residual of at least 1 on every instance where "
                     "h(0) != h(w)",
    auto_mutant=False,
    notes="Round 26 (helper literalCM): chenli.lemma11.5 checks Item 4 on the proof's construction and only reports "
          "Items 1 and 3 (hidden constants); with log 1 = 0 Item 3 fixes v = 0 at d = 1, which Item 4 cannot "
          "survive. Exact (integers).",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
    domain=(Param("d", 1, 1, key="d", text="d = 1 (d in N; log d = 0 only there)", integer=True),
            Param("M", 1, INF, key="M", text="||w||_inf <= M, M in N", integer=True,
                  unreached="M <= 64 (the residual only depends on h at -w, 0, w)")),
))


@st.composite
def _fb5_instances(draw: st.DrawFn, nonneg: bool = False) -> dict:
    """chenli.factB.5's Gram families (m <= 6) with kappa drawn in [coherence, 1/m] (the printed 'kappa <= 1/m' with
    the coherence hypothesis), and at m = 1 (no pairs: kappa only needs kappa <= 1) kappa in [-1, 1] unless
    ``nonneg`` (the reading kappa >= 0)."""
    inst = draw(AB._factB_5_instances())
    V = np.asarray(inst["V"], float)
    m = V.shape[0]
    n = np.linalg.norm(V, axis=1)
    coh = float(np.abs(V @ V.T / np.outer(n, n) - np.eye(m)).max()) if m > 1 else 0.0
    lo = 0.0 if (m > 1 or nonneg) else -1.0
    lo = max(lo, coh) if m > 1 else lo
    frac = float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0)))
    kappa = lo + frac * (1.0 / m - lo)
    if m == 1 and not nonneg and draw(st.booleans()):
        kappa = -float(draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0)))
    return {**inst, "kappa": kappa, "coherence": coh}


def _fb5_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = the largest relative violation of the three conclusions with r1 = min ||v_i||, r2 = max ||v_i|| (the
    tightest admissible); eigenvalues and determinant of the m x m Gram matrix in float64."""
    V = np.asarray(inst["V"], float)
    m = V.shape[0]
    G = V @ V.T
    n2 = np.sum(V * V, axis=1)
    kap = float(inst["kappa"])
    ev = np.linalg.eigvalsh(G)
    r1s, r2s = float(n2.min()), float(n2.max())
    det_rel = (1 - kap * m) ** m - float(np.linalg.det(G)) / float(np.prod(n2))
    lo_rel = ((1 - kap * m) * r1s - float(ev.min())) / r2s
    hi_rel = (float(ev.max()) - (1 + kap * m) * r2s) / r2s
    return Measurement(max(det_rel, lo_rel, hi_rel), {},
                       {"det part": det_rel, "lambda_min part": lo_rel, "lambda_max part": hi_rel, "m": m,
                        "kappa": kap, "coherence": float(inst["coherence"]),
                        "kappa - coherence": kap - float(inst["coherence"]), "1/m - kappa": 1.0 / m - kap})


CLAIMS.append(Claim(
    id="chenli.factB.5-printed",
    catalog_id="chenli.factB.5",
    paper=PAPER,
    source=f"Fact B.5 (Gershgorin), Appendix B, {SEED_FILE} L3816-L3822 (both conclusions, kappa as printed)",
    statement="For m in N, let kappa <= 1/m. If v_1..v_m in R^d satisfy |<v_i, v_j>|/(||v_i|| ||v_j||) <= kappa for all "
              "distinct i, j, and r1 <= ||v_i|| <= r2, then det(V V^T) >= (1 - kappa m)^m prod_i ||v_i||^2, and all "
              "eigenvalues of V V^T lie in [(1 - kappa m) r1^2, (1 + kappa m) r2^2]. Checked: both conclusions (chenli."
              "factB.5 encodes the determinant only) with kappa any admissible value (chenli.factB.5 takes kappa = "
              "the measured coherence >= 0; at m = 1 there are no pairs and the printed kappa <= 1 admits kappa < 0).",
    kind="deterministic",
    comparison="<=",
    bound=B.factB5_violation,
    measure=_fb5_measure,
    strategy=_fb5_instances(),
    assumptions=(Assumption("coherence", "|<v_i, v_j>|/(||v_i|| ||v_j||) <= kappa for distinct i, j",
                            lambda q: q["kappa - coherence"] if q["m"] > 1 else 1.0),
                 Assumption("kappa <= 1/m", "kappa <= 1/m", lambda q: q["1/m - kappa"])),
    atol=1e-9,
    readings=(
        Reading("kappa >= 0", "kappa read as a coherence bound, kappa >= 0 (at m = 1 too)",
                strategy=_fb5_instances(nonneg=True),
                domain=(Param("m", 1, INF, key="m", text="m in N", integer=True, unreached="m <= 6 (as chenli.factB.5)"),
                        Param("kappa", 0.0, 1.0, key="kappa", text="0 <= kappa <= 1/m"))),
    ),
    expect="erratum as printed",
    evidence="Audited (round 26, docs/audits/round26/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. m = 1, v_1 = (1), kappa = -1/2: the pair hypothesis is void (no distinct i, j) "
             "and kappa <= 1/m = 1 holds; the printed determinant bound reads ||v_1||^2 = 1 >= (1 - kappa)^1 ||v_1||^2 = "
             "3/2 (false), and the eigenvalue interval [(1 - kappa) r1^2, (1 + kappa) r2^2] = [3/2, 1/2] is empty. With "
             "kappa >= 0 (the reading; for m >= 2 the pair hypothesis forces it) both conclusions hold: the eigenvalue "
             "part (not encoded before) is Gershgorin on D V V^T D plus Rayleigh quotients.",
    second_path="tests/test_chenli_r26_literalCM.py::test_factB5_m1_negative_kappa",
    no_correction_reason="the correction is the reading kappa >= 0 (or m >= 2), checked here as the reading (both "
                         "conclusions) and by chenli.factB.5 (determinant)",
    mutants={"a relative margin 1e-6 (the bounds are attained at orthogonal rows)": B.factB5_mut_margin},
    auto_mutant=False,
    notes="Round 26 (helper literalCM): chenli.factB.5 encodes the determinant only and takes kappa = the measured "
          "coherence (the strongest admissible kappa when kappa >= 0). Float64 Gram eigenvalues/determinant (m <= 6), "
          "tolerance 1e-9 relative.",
    settings={"ci": {"max_examples": 60, "budget_s": 2.0}},
    domain=(Param("m", 1, INF, key="m", text="m in N", integer=True,
                  unreached="m <= 6, d <= 12 (chenli.factB.5's Gram families)"),
            Param("kappa", -INF, 1.0, key="kappa", text="kappa <= 1/m (no lower end printed)",
                  unreached="kappa >= -1 at m = 1 (any kappa < 0 fails there alike); for m >= 2 the pair hypothesis "
                            "forces kappa >= coherence >= 0")),
))
