"""Round 8 (frsl): proof displays of Lemmas 8 and 9 (App. E.3: the entropy gaps L1572-L1577, L1592-L1594 and Lemma 9's
constants L1640-L1648) and Lemma 14 (App. F: the choice of q, L1719-L1727), encoded as printed as ``kind="step"``
claims. Lemmas 8, 9 and 14 keep their own claims (``catalog_id``)."""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.factrecall.r8_frsl import (
    eta_chain_mutant,
    eta_chain_printed,
    gap_chain_mutant,
    gap_chain_printed,
    growth_mutant,
    growth_printed,
    l883_corrected,
    l883_corrected_no_log,
    l883_d_needed,
    l883_shape,
    l1236_mutant,
    l1236_printed,
    l1236_reading,
    l1568_mutant,
    l1568_printed,
    lemma4_mutant,
    lemma4_printed,
    lemma8_gap_mutant,
    lemma8_gap_printed,
    lemma9_event_lhs,
    lemma9_event_rhs,
    lemma9_event_rhs_mutant,
    lemma14_q_choice_corrected,
    lemma14_q_choice_mutant,
    lemma14_q_choice_printed,
    riccati_corrected,
    riccati_mutant,
    riccati_printed,
    stage1_chain_mutant,
    stage1_chain_printed,
    t_eps_mutant,
    t_eps_printed,
    thm8_c_mutant,
    thm8_c_printed,
    thm8_l1540_mutant,
    thm8_l1540_printed,
)
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.papers.factrecall.r7_frsl import WIDTH, _width_inst

_RD_CAP = 20_000  # R D above it: SolverFailure (the gaps are sums of R D logarithms)


@st.composite
def _vdr(draw: st.DrawFn, r_one: bool = False) -> dict:
    """R >= 1 relations, D >= 1 answers each, |V| >= 2 R D (Lemma 8, L1502; Lemma 9, L1510: R = 1): |V| at the
    boundary, a little above it, or far above it."""
    R = 1 if r_one else draw(st.one_of(st.sampled_from([1, 2, 3]), st.integers(1, 50)))
    D = draw(st.one_of(st.sampled_from([1, 2, 5]), st.integers(1, 200)))
    extra = draw(st.one_of(st.just(0), st.integers(0, 20), st.integers(0, 10**4), st.integers(0, 10**9)))
    return {"R": R, "D": D, "V": 2 * R * D + extra}


def _true_gap(V: int, D: int, R: int) -> float:
    """sum_r H(A_r) - H(A_1, ..., A_R) for disjoint uniform D-subsets A_1, ..., A_R of V (L1566-L1568): H(A_r) =
    log C(|V|, D) by symmetry, H(A_1, ..., A_R) = sum_r log C(|V| - (r-1)D, D), summed term by term as
    sum_{r, j<D} log(1 + (r-1)D / (|V| - (r-1)D - j))."""
    if R * D > _RD_CAP:
        raise SolverFailure(f"R D = {R * D}: sums of R D logarithms capped at {_RD_CAP}")
    return math.fsum(math.log1p((r - 1) * D / (V - (r - 1) * D - j)) for r in range(2, R + 1) for j in range(D))


_VDR_DOMAIN = (Param("R", 1, INF, integer=True, text="R relations", unreached="R <= 50 (R D <= 2e4 summed terms)"),
               Param("D", 1, INF, integer=True, text="D answers per relation", unreached="D <= 200"),
               Param("|V|", 2, INF, integer=True, key="V", text="|V| >= 2RD (Lemma 8, L1502)",
                     unreached="|V| <= 2RD + 1e9"))

# ==================================================================== L1573: the '=' between the two R-log members


def _gap_identity_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """L1572's right member R log(C(|V|, D)/C(|V| - (R-1)D, D)) from math.comb (exact integers), against L1573's
    factorial form."""
    V, D, R = inst["V"], inst["D"], inst["R"]
    a, b = math.comb(V, D), math.comb(V - (R - 1) * D, D)
    return Measurement(R * math.log1p((a - b) / b), {"V": V, "D": D, "R": R}, {"R D / |V|": R * D / V})


LEMMA8_GAP = Claim(
    id="factrecall.display.lemma8-gap-identity",
    catalog_id="factrecall.lemma8",
    paper=PAPER,
    kind="step",
    domain=_VDR_DOMAIN,
    source=f"Proof of Lemma 8, App. E.3: L1572-L1573, {SEED_FILE}",
    statement="R log(C(|V|, D)/C(|V| - (R-1)D, D)) = R log(|V|! (|V| - RD)! / ((|V| - D)! (|V| - (R-1)D)!)) (the '=' "
              "of L1573 between the two R-log members; L1572's '<=' from the gap is item '1572' of "
              "factrecall.display.lemma8-gap-bounds).",
    comparison="==",
    bound=lemma8_gap_printed,
    measure=_gap_identity_measure,
    strategy=_vdr(),
    rtol=1e-9,
    atol=1e-300,
    expect="holds",
    evidence="Holds (an identity): C(|V|, D)/C(|V| - (R-1)D, D) = [|V|!/(|V| - D)!] [(|V| - RD)!/(|V| - (R-1)D)!]. "
             "Round 8's first encoding read L1573's '=' as attaching to the gap and was refuted by both audits "
             "(the erratum is withdrawn).",
    notes="Both sides from exact integers (math.comb; products of D factors), one rounding each, log1p near 1.",
    mutants={"R D in place of (R-1) D": lemma8_gap_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)

# ======================================================== L1574-L1577 (Lemma 8) and L1592-L1594 (Lemma 9): the bounds


def _gap_chain_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Left side of each link: (1572) and (1574) the true gap, (1574p) L1573's printed member, (1575)
    RD log(|V|/(|V| - RD));
    Lemma 9 (R = 1): (1593) sum_i H(z_i) - H(z_1, ..., z_D) = sum_{j<D} log(|V|/(|V| - j)) (z_i uniform on V, the
    tuple uniform over ordered D-tuples of distinct tokens), (1594) D log(|V|/(|V| - D))."""
    V, D, R, item = inst["V"], inst["D"], inst["R"], inst["item"]
    if item in ("1572", "1574"):
        lhs = _true_gap(V, D, R)
    elif item == "1574p":
        lhs = R * math.fsum(math.log1p((R - 1) * D / (V - (R - 1) * D - j)) for j in range(D))
    elif item == "1593":
        if D > _RD_CAP:
            raise SolverFailure(f"D = {D}: capped at {_RD_CAP}")
        lhs = -math.fsum(math.log1p(-j / V) for j in range(D))
    else:  # "1575", "1594": L1574's (L1593's) bound, the left side of the last link
        lhs = -R * D * math.log1p(-R * D / V)
    return Measurement(lhs, {"item": item, "V": V, "D": D, "R": R}, {"R D / |V|": R * D / V})


@st.composite
def _chain_inst(draw: st.DrawFn, items: tuple[str, ...]) -> dict:
    item = draw(st.sampled_from(items))
    return {**draw(_vdr(r_one=item in ("1593", "1594"))), "item": item}


LEMMA8_BOUNDS = Claim(
    id="factrecall.display.lemma8-gap-bounds",
    catalog_id="factrecall.lemma8",
    paper=PAPER,
    kind="step",
    domain=_VDR_DOMAIN,
    source=f"Proof of Lemma 8, App. E.3: L1572-L1577, {SEED_FILE}",
    statement="sum_r H(A_r) - H(A_1, ..., A_R) <= R log(C(|V|, D)/C(|V| - (R-1)D, D)) (L1572); sum_r H(A_r) - "
              "H(A_1, ..., A_R) <= RD log(|V|/(|V| - RD)) <= 2 R^2 D^2 / |V| (L1574-L1575, using "
              "log(1/(1 - x)) <= 2x, L1577), |V| >= 2RD; the first link also from L1573's printed middle.",
    comparison="<=",
    bound=gap_chain_printed,
    measure=_gap_chain_measure,
    strategy=_chain_inst(("1572", "1574", "1574p", "1575")),
    rtol=1e-9,
    expect="holds",
    evidence="Holds: the gap is sum_r log[C(|V|, D)/C(|V| - (r-1)D, D)], each term at most the r = R one (L1572); "
             "each of the R D ratios (|V| - j)/(|V| - (r-1)D - j) is at most |V|/(|V| - RD), and log(1/(1 - x)) "
             "<= 2x for x = RD/|V| <= 1/2 (it holds up to x = 0.797).",
    notes="Sums of logarithms (log1p), exact closed forms of the entropies (L1566-L1568).",
    mutants={"log(1/(1 - x)) <= x; a quarter of RD log(|V|/(|V| - RD))": gap_chain_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 80, "budget_s": 0.5}},
)

LEMMA9_BOUNDS = Claim(
    id="factrecall.display.lemma9-gap-bounds",
    catalog_id="factrecall.lemma9",
    paper=PAPER,
    kind="step",
    domain=(_VDR_DOMAIN[1], Param("|V|", 2, INF, integer=True, key="V", text="|V| >= 2D (Lemma 9, L1510)",
                                  unreached="|V| <= 2D + 1e9")),
    source=f"Proof of Lemma 9, App. E.3: L1590-L1594, {SEED_FILE}",
    statement="For (z_1, ..., z_D) a uniformly random ordering of A_r: sum_i H(z_i) - H(z_1, ..., z_D) <= D log(|V|/"
              "(|V| - D)) <= 2D^2/|V| (L1592-L1594), |V| >= 2D.",
    comparison="<=",
    bound=gap_chain_printed,
    measure=_gap_chain_measure,
    strategy=_chain_inst(("1593", "1594")),
    rtol=1e-9,
    expect="holds",
    evidence="Holds: the gap is sum_{j<D} log(|V|/(|V| - j)) <= D log(|V|/(|V| - D)), and log(1/(1 - x)) <= 2x for "
             "x = D/|V| <= 1/2.",
    notes="z_i is uniform on V (H = log|V|), the tuple uniform over the |V|!/(|V| - D)! ordered tuples of distinct "
          "tokens; sums of logarithms (log1p).",
    mutants={"log(1/(1 - x)) <= x; a quarter of D log(|V|/(|V| - D))": gap_chain_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)

# ===================================================================== L1640-L1648: Lemma 9's M, M/S and S/M


@st.composite
def _eta_inst(draw: st.DrawFn) -> dict:
    """D >= 1, |V| >= 2D, delta = 1/(2D log|V|) (L1642), S >= D log(D/delta) (L1642) drawn above its boundary, eta in
    (0, 1] (L1642: eta := 2C sqrt(D/S log(D/delta)) <= 1; C follows from eta)."""
    D = draw(st.one_of(st.sampled_from([1, 2, 8]), st.integers(1, 10**4)))
    V = 2 * D + draw(st.one_of(st.just(0), st.integers(0, 10**6)))
    s_fac = draw(st.one_of(st.just(1.0), st.floats(1.0, 10.0), st.floats(10.0, 1e6)))
    eta = draw(st.one_of(st.just(1.0), st.floats(1e-6, 1.0), st.floats(0.9, 1.0)))
    return {"D": D, "V": V, "s_fac": s_fac, "eta": eta}


def _eta_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """S/M with M = S/D - C sqrt(S/D log(D/delta)) (L1640) at C = eta / (2 sqrt(D/S log(D/delta)))."""
    D, V, eta = inst["D"], inst["V"], inst["eta"]
    delta = 1.0 / (2 * D * math.log(V))
    lg = math.log(D / delta)
    S = max(1.0, D * lg) * inst["s_fac"]
    C = eta / (2 * math.sqrt(D / S * lg))
    M = S / D - C * math.sqrt(S / D * lg)
    return Measurement(S / M, {"D": D, "eta": eta}, {"S": S, "C": C, "M": M, "delta": delta})


LEMMA9_ETA = Claim(
    id="factrecall.display.lemma9-eta-chain",
    catalog_id="factrecall.lemma9",
    paper=PAPER,
    kind="step",
    domain=(Param("D", 1, INF, integer=True, text="D >= 1", unreached="D <= 1e4"),
            Param("eta", 0.0, 1.0, lo_closed=False, text="eta := 2C sqrt(D/S log(2D^2 log|V|)) <= 1 (L1642)"),
            Param("S", 1.0, INF, key="S", text="S >= D log(D/delta) (L1642)", unreached="S <= 1e6 D log(D/delta)")),
    assumptions=(Assumption("S >= D log(D/delta)", "L1642", lambda q: q["S"] - q["D"] * math.log(q["D"] / q["delta"])),),
    source=f"Proof of Lemma 9, App. E.3: L1640-L1648, {SEED_FILE}",
    statement="M = S/D - C sqrt(S/D log(D/delta)) (L1640); M/S = (1/D)(1 - C sqrt(D/S log(D/delta))) = (1/D)(1 - "
              "eta/2) (L1644); S/M = D/(1 - eta/2) <= D(1 + eta) (L1648), with delta = 1/(2D log|V|) and eta := 2C "
              "sqrt(D/S log(2D^2 log|V|)) <= 1 (L1642).",
    comparison="<=",
    bound=eta_chain_printed,
    measure=_eta_measure,
    strategy=_eta_inst(),
    rtol=1e-9,
    expect="holds",
    evidence="Holds, tight at eta = 1 (S/M = 2D = D(1 + 1)): 1/(1 - x/2) <= 1 + x iff x <= 1. (The statement of "
             "Lemma 9, L1510, defines eta := C sqrt(...) without the proof's factor 2; C is unspecified there.)",
    notes="Closed forms; C is set from eta (the proof's definition), S from its lower bound times a drawn factor.",
    mutants={"D(1 + eta/2)": eta_chain_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)

# ==================================================================== L1719-L1727: Lemma 14's choice of q


@st.composite
def _q_inst(draw: st.DrawFn) -> dict:
    """p >= 1 (the degree), delta in (0, 1), Var(f)/(Ef)^2 a fraction u in (0, 1] of the largest value L1723 allows,
    e / (2^p log^p(1/delta))."""
    return {"p": draw(st.one_of(st.just(1), st.integers(1, 12), st.integers(1, 200))),
            "log_inv_delta": draw(st.one_of(st.just(1.0), st.floats(1e-3, 5.0), st.floats(5.0, 700.0))),
            "u": draw(st.one_of(st.just(1.0), st.floats(1e-6, 1.0)))}


def _q_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """log of (q^p Var/(Ef)^2)^{q/2} at q = 2 log(1/delta) (L1721) and Var/(Ef)^2 = u e / (2^p log^p(1/delta))."""
    p, lg, u = inst["p"], inst["log_inv_delta"], inst["u"]
    q = 2 * lg
    log_ratio = math.log(u) + 1.0 - p * math.log(2 * lg)  # log Var/(Ef)^2
    lhs = (q / 2) * (p * math.log(q) + log_ratio)
    return Measurement(lhs, {"log_delta": -lg}, {"p": p, "q": q, "log Var/(Ef)^2": log_ratio})


LEMMA14_Q = Claim(
    id="factrecall.display.lemma14-q-choice",
    catalog_id="factrecall.lemma14",
    paper=PAPER,
    kind="step",
    domain=(Param("p", 1, INF, integer=True, text="f of degree p >= 1 (Lemma 14, L1699)", unreached="p <= 200"),
            Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, key="log_delta",
                  text="delta in (0, 1), as log delta", unreached="log(1/delta) in [1e-3, 700]"),
            Param("Var/(Ef)^2", 0.0, 1.0, lo_closed=False, key="u",
                  text="Var(f)/(Ef)^2 as a fraction of L1723's largest value", unreached="fraction >= 1e-6")),
    source=f"Proof of Lemma 14, App. F: L1719-L1727, {SEED_FILE}",
    statement="Setting q = 2 log(1/delta), whenever 2^p e^{-1} log^p(1/delta) Var(f)/(Ef)^2 <= 1 (L1723), P(f <= 0) "
              "<= (q^p Var(f)/(Ef)^2)^{q/2} <= delta (L1727's second '<=').",
    comparison="<=",
    bound=lemma14_q_choice_printed,
    measure=_q_measure,
    strategy=_q_inst(),
    rtol=1e-9,
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round8/factrecall.md): confirmed. At the largest ratio L1723 allows, q^p Var/(Ef)^2 = (2 log(1/delta))^p e / (2^p "
             "log^p(1/delta)) = e, so (q^p Var/(Ef)^2)^{q/2} = e^{log(1/delta)} = 1/delta > delta for every delta < "
             "1: p = 1, delta = 1/e, Var/(Ef)^2 = e/2: q = 2, (2 e/2)^1 = e against 1/e. The step needs e^{+1} in "
             "L1723 (then the power is e^{-log(1/delta)} = delta); the same sign slip as Lemma 14's statement "
             "(factrecall.lemma14, an erratum of its own).",
    second_path="tests/test_factrecall_r8_frsl.py::test_lemma14_q_choice_at_the_boundary",
    corrected=lemma14_q_choice_corrected,
    corrected_text="Under L1723 as printed the chain gives only (q^p Var/(Ef)^2)^{q/2} <= e^{q/2} = 1/delta; the "
                   "conclusion <= delta needs 2^p e^{+1} log^p(1/delta) Var(f)/(Ef)^2 <= 1.",
    notes="Logs; the ratio Var/(Ef)^2 is drawn as a fraction of its largest admissible value.",
    mutants={"delta^{-1/2}": lemma14_q_choice_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)

# ====================================== L881-L885: the d that L883's middle needs, against L885's hypothesis on d


def _l883_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """eps log d_883 (the d at which L883's middle is 1) with delta' = delta/(SR|V|) (L898), through log log."""
    eps, c2, ll = float(inst["eps"]), float(inst["C2"]), float(inst["llid"])
    a = math.log(int(inst["S"])) + math.log(int(inst["R"])) + math.log(int(inst["V"]))  # log(1/delta') - log(1/delta)
    ll_dp = ll + math.log1p(a * math.exp(-ll)) if ll > 0 else math.log(a + math.exp(ll))
    return Measurement(l883_d_needed(eps, c2, ll_dp), {"eps": eps, "C2": c2, "ll_dp": ll_dp},
                       {"eps": eps, "C2": c2, "q": c2 / eps, "log log(1/delta')": ll_dp})


def _move(key: str) -> object:
    return lambda inst, t: {**inst, key: float(t)}


L883 = Claim(
    id="factrecall.display.lemma3-l883-d",
    catalog_id="factrecall.lemma3",
    paper=PAPER,
    kind="step",
    domain=WIDTH.domain,
    source=f"Proof of Lemma 3, App. C.2: L881-L887 (L883's middle, L885's condition on d, L887 likewise), {SEED_FILE}",
    statement="For p = 2 ceil(1/eps) + 1, q = C2/eps (C2 > 2): 2^{4q} log^{4q+2}(1/delta') S (4p)^p / d^p <~ "
              "2^{4C2/eps} log^{4C2/eps + 2}(1/delta') (8/eps)^{2/eps} / d^{1/eps} <~ 1 whenever d >~ (C3 log(1/"
              "delta')/eps)^{C4/eps} (L883-L885, C3, C4 universal: L772). Uniformly: eps log d_883 <~ 1 + log log(1/"
              "delta') + log(1/eps), d_883 = 2^{4C2} log^{4C2 + 2eps}(1/delta') (8/eps)^2 the d at which the middle "
              "is 1. L887 (k = 2 ceil(1/eps) + 1 for p, R <= d^{1/eps} for S) reduces to the same condition.",
    comparison="<=",
    bound=l883_shape,
    measure=_l883_measure,
    strategy=_width_inst(),
    constants="hidden",
    uniform=True,
    directions=(
        Direction("C2 -> inf (q = C2/eps, the degree of sigma)", "C2", INF, how="path", move=_move("C2"),
                  points=(3.0, 10.0, 30.0, 100.0, 300.0, 1e3, 1e4)),
        Direction("delta -> 0 (llid = log log(1/delta) -> inf)", "llid", INF, how="path", move=_move("llid"),
                  points=(1.0, 3.0, 10.0, 30.0, 100.0, 300.0, 700.0)),
        Direction("eps in (0, 1]", "eps", 0.0, how="search",
                  reason="the strategy spans [1e-3, 1]; at fixed C2 and delta' the lhs is eps (4 C2 log 2 + 4 C2 "
                         "log log(1/delta')) + O(eps log(1/eps)), bounded against the shape as eps -> 0"),
        Direction("S, R, |V| (delta' = delta/(SR|V|))", "S", INF, how="search",
                  reason="they enter only through log log(1/delta'), which the delta path already drives"),
    ),
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round8/factrecall.md): confirmed as printed. The d side of round 7's L889 width erratum (factrecall.display.lemma3-width): the middle "
             "of L883 is <= 1 iff d >= d_883 = 2^{4 C2} log^{4 C2 + 2 eps}(1/delta') (8/eps)^2, which grows like "
             "2^{4 C2} in C2 at fixed eps, delta', while L885's (C3 log(1/delta')/eps)^{C4/eps} does not depend on "
             "C2: no universal C3, C4 serve every C2 > 2 (q = C2/eps for 'some C2 > 2', L768). eps = 1, S = R = 1, "
             "|V| = 3, delta = 1/e (log(1/delta') = 1 + log 3): eps log d_883 = 4 C2 log 2 + (4 C2 + 2) log(2.099) "
             "+ 2 log 8 = 16.5 at C2 = 3 against the shape 1.74; 5.7e3 at C2 = 1e3.",
    second_path="tests/test_factrecall_r8_frsl.py::test_l883_d_outgrows_l885",
    corrected=l883_corrected,
    corrected_text="d >~ (C3 log(1/delta')/eps)^{C4 q} (the exponent C4/eps read as C4 q = C4 C2/eps, C3, C4 "
                   "universal), as for the width (L889).",
    notes="Closed form in logs (log log(1/delta') to 700). The first '<~' of L883 (S (4p)^p/d^p against (8/eps)^{2/"
          "eps}/d^{1/eps}, using d >= S^eps) is left to the hidden constant.",
    mutants={"the correction without its log log(1/delta') term (wrong as delta -> 0)": l883_corrected_no_log},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)

CLAIMS = [LEMMA8_GAP, LEMMA8_BOUNDS, LEMMA9_BOUNDS, LEMMA9_ETA, LEMMA14_Q, L883]

# ================================== L1200-L1220 (Lemma 6, stage 1): the Riccati comparison and the escape time


@st.composite
def _riccati_inst(draw: st.DrawFn) -> dict:
    """Lemma 6's setting (L1144-L1147) at one relation r: p(r) in (0, 1], Delta = ||p*(.|r) - p0|| in (0, sqrt 2],
    |A| >= 2, eps^2 <= Delta/(50(|A| + 1)), z0 = ||u_0||^2 = alpha^2 (|A| + 1) < eps^2 (Assumption 2: W_KQ = alpha
    sqrt(|A| + 1), W_OV = alpha, so <W_OV(., r), p* - p0> = 0), T alpha_sm^2 <= Delta / (150 log(eps^2/z0)), and t a
    fraction of L1209's window."""
    p = draw(st.one_of(st.sampled_from([1.0, 1e-3]), st.floats(1e-6, 1.0)))
    delta = draw(st.one_of(st.just(math.sqrt(2.0)), st.floats(1e-4, math.sqrt(2.0))))
    n_a = draw(st.one_of(st.just(2), st.integers(2, 10**5)))
    eps2 = delta / (50 * (n_a + 1)) * draw(st.one_of(st.just(1.0), st.floats(1e-6, 1.0)))
    z0 = eps2 * draw(st.one_of(st.just(0.5), st.floats(1e-9, 1.0 - 1e-9), st.floats(0.97, 1.0 - 1e-9)))
    ta2 = delta / (150 * math.log(eps2 / z0)) * draw(st.one_of(st.just(0.0), st.just(1.0), st.floats(0.0, 1.0)))
    return {"p": p, "Delta": delta, "A": n_a, "eps2": eps2, "z0": z0, "Talpha2": ta2,
            "tau": draw(st.one_of(st.just(0.99), st.floats(1e-3, 1.0 - 1e-9))), "item": draw(st.sampled_from(
                ("1210", "1218")))}


def _riccati_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """(1210) the Riccati solution z(t) = gamma z0 e^{gamma t} / (gamma - 4 p z0 (e^{gamma t} - 1)) of z' = gamma z
    + 4 p(r) z^2 (L1203 with equality, a function the step's hypothesis admits) at t = tau times L1209's window
    gamma^{-1} log(gamma/(4 p z0) + 1)."""
    p, z0 = inst["p"], inst["z0"]
    gamma = 2 * p * (inst["Delta"] + 2 * inst["Talpha2"])
    t = inst["tau"] * math.log1p(gamma / (4 * p * z0)) / gamma
    z = gamma * z0 * math.exp(gamma * t) / (gamma - 4 * p * z0 * math.expm1(gamma * t))
    return Measurement(z, {"gamma": gamma, "p": p, "z0": z0, "t": t},
                       {"window": math.log1p(gamma / (4 * p * z0)) / gamma, "p(r) / ||u_0||^2": p / z0})


RICCATI = Claim(
    id="factrecall.display.lemma6-riccati",
    catalog_id="factrecall.lemma6",
    paper=PAPER,
    kind="step",
    domain=(Param("p(r)", 0.0, 1.0, lo_closed=False, key="p", text="p(r) in (0, 1]", unreached="p(r) >= 1e-6"),
            Param("||u_0||^2", 0.0, math.sqrt(2.0) / 150, lo_closed=False, hi_closed=False, key="z0",
                  text="alpha^2 (|A| + 1) < eps^2 <= ||p* - p0|| / (50 (|A| + 1)) <= sqrt(2)/150 (L1144-L1147)",
                  unreached="the end needs |A| = 2, ||p* - p0|| = sqrt 2 and z0 -> eps^2 at once"),
            Param("t", 0.0, INF, lo_closed=False, key="t", text="t < gamma_r^{-1} log(gamma_r/(4 p(r) ||u_0||^2) + "
                  "1) (L1209)", unreached="t <= the window's end")),
    source=f"Proof of Lemma 6 (stage 1), App. D.3: L1198-L1203, L1205-L1210, {SEED_FILE}",
    statement="From d/dt ||u||^2 <= gamma_r ||u||^2 + 4 p(r) ||u||^4 (L1200-L1203, gamma_r := 2 p(r)(||p*(.|r) - p0|| "
              "+ 2 T alpha_sm^2), L1207) and Lemma 7: for t < gamma_r^{-1} log(gamma_r/(4 p(r) ||u_0||^2) + 1) "
              "(L1209), ||u||^2 <= gamma_r ||u_0||^2 exp(gamma_r t) / (gamma_r + 4 p(r)^2 (1 - exp(gamma_r t))) "
              "(L1210, as printed: p(r)^2).",
    comparison="<=",
    bound=riccati_printed,
    measure=_riccati_measure,
    strategy=_riccati_inst().filter(lambda i: i["item"] == "1210"),
    rtol=1e-9,
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round8/factrecall.md): confirmed as printed. Lemma 7 with A = gamma_r, B = 4 p(r) gives gamma_r z0 e^{gamma t} / (gamma_r + 4 p(r) z0 "
             "(1 - e^{gamma t})), z0 = ||u_0||^2: L1210 prints 4 p(r)^2 for 4 p(r) ||u_0||^2 (L1209's window and "
             "L1218 use the right form). The Riccati solution of z' = gamma z + 4 p z^2 meets L1203 with equality "
             "and exceeds the printed bound once the denominators differ in its favour: when p(r) < ||u_0||^2 (p(r) "
             "small, allowed: e.g. R large) the printed denominator is the larger one; when p(r) > ||u_0||^2 the "
             "printed denominator changes sign inside L1209's window (a negative bound). Lemma 6 itself "
             "(factrecall.lemma6) keeps its own verdict; L1214's second '<=' carries the same 4 p(r)^2.",
    second_path="tests/test_factrecall_r8_frsl.py::test_lemma6_riccati_printed_denominator",
    corrected=riccati_corrected,
    corrected_text="||u||^2 <= gamma_r ||u_0||^2 exp(gamma_r t) / (gamma_r + 4 p(r) ||u_0||^2 (1 - exp(gamma_r t))) "
                   "for t < gamma_r^{-1} log(gamma_r/(4 p(r) ||u_0||^2) + 1).",
    notes="Closed form of the Riccati solution (tests integrate the ODE); the hypotheses of Lemma 6 at one relation "
          "are drawn as printed (L1144-L1147, Assumption 2's initialisation).",
    mutants={"the correction with 2 p(r) for 4 p(r)": riccati_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)


def _t_eps_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The first log of L1218, log((eps^2 gamma + 4 p eps^2 z0) / (z0 gamma + 4 p eps^2 z0)), z0 = alpha^2 (|A| +
    1), on instances with eps^2 <= gamma_r / (4 p(r)) (L1220)."""
    p, z0, e2 = inst["p"], inst["z0"], inst["eps2"]
    gamma = 2 * p * (inst["Delta"] + 2 * inst["Talpha2"])
    lhs = math.log(e2 * gamma + 4 * p * e2 * z0) - math.log(z0 * gamma + 4 * p * e2 * z0)
    return Measurement(lhs, {"eps2": e2, "z0": z0}, {"gamma": gamma, "p": p, "gamma/(4p) - eps^2": gamma / (4 * p) - e2})


T_EPS = Claim(
    id="factrecall.display.lemma6-t-eps",
    catalog_id="factrecall.lemma6",
    paper=PAPER,
    kind="step",
    domain=RICCATI.domain[:2],
    assumptions=(Assumption("eps^2 <= gamma_r/(4 p(r))", "L1220", lambda q: q["gamma"] / (4 * q["p"]) - q["eps2"]),),
    source=f"Proof of Lemma 6 (stage 1), App. D.3: L1216-L1220, {SEED_FILE}",
    statement="gamma_r^{-1} log((eps^2 gamma_r + 4 p(r) eps^2 alpha^2 (|A|+1)) / (alpha^2 (|A|+1) gamma_r + 4 p(r) "
              "eps^2 alpha^2 (|A|+1))) >= gamma_r^{-1} log(eps^2 / (2 alpha^2 (|A|+1))) for eps^2 <= gamma_r/(4 "
              "p(r)) (L1218's second '>=', L1220).",
    comparison=">=",
    bound=t_eps_printed,
    measure=_t_eps_measure,
    strategy=_riccati_inst().filter(lambda i: i["item"] == "1218"),
    rtol=1e-9,
    expect="holds",
    evidence="Holds: the ratio is >= eps^2/(2 z0) iff gamma_r + 8 p(r) z0 >= 4 p(r) eps^2, which eps^2 <= gamma_r/(4 "
             "p(r)) gives (gamma_r^{-1} > 0 cancels).",
    notes="Closed form (logs); the hypotheses of Lemma 6 at one relation as for factrecall.display.lemma6-riccati.",
    mutants={"log(eps^2/(alpha^2 (|A| + 1))) (the 1/2 dropped)": t_eps_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)

CLAIMS = [*CLAIMS, RICCATI, T_EPS]

# ======================= L1263-L1267: u1 u2 grows at least like (1/4) gamma^- alpha^2 tau; L1277-L1284: the chain


def _lemma6_parts(inst: dict) -> dict:
    p, z0, n_a, ta2, dlt = inst["p"], inst["z0"], inst["A"], inst["Talpha2"], inst["Delta"]
    return {"gamma": 2 * p * (dlt + 2 * ta2), "gamma_minus": 2 * p * (dlt - 4 * ta2), "alpha2": z0 / (n_a + 1)}


def _growth_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """(1/2) gamma_r^- alpha^2 - 4 p(r) alpha^4 (L1267's middle per unit tau > 0), gamma_r^- := 2 p(r)(||p* - p0|| -
    4 T alpha_sm^2) (L1265), alpha^2 = ||u_0||^2/(|A| + 1) (Assumption 2)."""
    q = _lemma6_parts(inst)
    lhs = 0.5 * q["gamma_minus"] * q["alpha2"] - 4 * inst["p"] * q["alpha2"] ** 2
    return Measurement(lhs, {"gamma_minus": q["gamma_minus"], "alpha2": q["alpha2"]},
                       {**q, "p": inst["p"], "log(eps^2/z0)": math.log(inst["eps2"] / inst["z0"]),
                        "T alpha_sm^2 / Delta": inst["Talpha2"] / inst["Delta"]})


GROWTH = Claim(
    id="factrecall.display.lemma6-growth",
    catalog_id="factrecall.lemma6",
    paper=PAPER,
    kind="step",
    domain=RICCATI.domain[:2],
    source=f"Proof of Lemma 6 (stage 1), App. D.3: L1263-L1267, {SEED_FILE}",
    statement="With gamma_r^- := 2 p(r)(||p*(.|r) - p0|| - 4 T alpha_sm^2) (L1265), for a time 0 < tau <= T_eps: "
              "(u1 u2)(tau) >= ((1/2) gamma_r^- alpha^2 - 4 p(r) alpha^4) tau >= (1/4) gamma_r^- alpha^2 tau (L1267), "
              "under Lemma 6's hypotheses (L1144-L1147: alpha_sm^2 T <= (1/150) log(eps^2/(alpha^2(|A|+1)))^{-1} "
              "||p* - p0||, eps^2 <= ||p* - p0||/(50(|A|+1))) and Assumption 2 (||u_0||^2 = alpha^2 (|A|+1) < eps^2).",
    comparison=">=",
    bound=growth_printed,
    measure=_growth_measure,
    strategy=_riccati_inst(),
    rtol=1e-9,
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round8/factrecall.md): confirmed as printed. The second '>=' needs gamma_r^- >= 16 p(r) alpha^2, i.e. ||p* - p0|| - 4 T alpha_sm^2 >= "
             "8 alpha^2. Lemma 6's hypothesis bounds T alpha_sm^2 only by ||p* - p0|| / (150 log(eps^2/(alpha^2(|A|+"
             "1)))), which is unbounded as eps^2 -> alpha^2 (|A|+1) (the log -> 0, allowed: eps > alpha sqrt(|A|+1) "
             "is all the first hypothesis needs): with log(eps^2/(alpha^2(|A|+1))) < 4/150, T alpha_sm^2 may exceed "
             "||p* - p0||/4 and gamma_r^- < 0 (L1277's tau = 1/gamma_r^- is then negative). Instance: p(r) = 1, "
             "||p* - p0|| = sqrt 2, |A| = 2, eps^2 = sqrt(2)/150, alpha^2 (|A|+1) = eps^2/1.01, T alpha_sm^2 = "
             "sqrt(2)/(150 log 1.01) = 0.947: gamma^- = -4.75, (1/2) gamma^- alpha^2 - 4 alpha^4 = -7.4e-3 < (1/4) "
             "gamma^- alpha^2 = -3.7e-3. Holds when the log is >= 4/150 (then 4 T alpha_sm^2 <= ||p* - p0||) and "
             "alpha^2 is small; factrecall.lemma6 keeps its own verdict.",
    second_path="tests/test_factrecall_r8_frsl.py::test_lemma6_growth_needs_positive_gamma_minus",
    no_correction_reason="the repair is a hypothesis (gamma_r^- >= 16 p(r) alpha^2, e.g. alpha_sm^2 T <= ||p* - p0|| "
                         "/ 8 besides the printed one), not a different right side",
    corrected_text="Add alpha_sm^2 T <= ||p*(.|r) - p0|| / 8 and 8 alpha^2 <= ||p*(.|r) - p0|| / 2 (so gamma_r^- >= 16 "
                   "p(r) alpha^2 > 0) to Lemma 6's hypotheses.",
    notes="Closed form; Lemma 6's hypotheses at one relation drawn as printed (_riccati_inst).",
    mutants={"(1/2) gamma^- alpha^2": growth_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)


def _chain_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Left side of each link of L1279-L1282 at tau = 1/gamma_r^- (L1277), t = gamma_r^{-1} log(eps^2/(2 alpha^2
    (|A|+1))) (L1273): (1280) log((1/4) gamma^- alpha^2 tau e^{-gamma^- tau} exp((gamma^-/gamma) log(eps^2/(2 z0))));
    (1281) the '1280' right side (not in logs); (1282) log of the '1281' right side."""
    q = _lemma6_parts(inst)
    g, gm, a2, e2, n_a = q["gamma"], q["gamma_minus"], q["alpha2"], inst["eps2"], inst["A"]
    lg = math.log(e2 / (2 * inst["z0"]))
    x = 6 * inst["Talpha2"] / (inst["Delta"] + 2 * inst["Talpha2"]) * lg
    item = inst["item"]
    if item == "1280":
        tau = 1 / gm
        lhs = math.log(0.25 * gm * a2 * tau) - gm * tau + gm / g * lg
    elif item == "1281":
        lhs = e2 / (8 * math.e * (n_a + 1)) * math.exp(-x)
    else:
        lhs = math.log(e2 / (8 * math.e * (n_a + 1)) * (1 - x))
    return Measurement(lhs, {"item": item, "eps2": e2, "n_a": n_a, "x": x}, {**q, "x": x})


@st.composite
def _chain1280_inst(draw: st.DrawFn) -> dict:
    return {**draw(_riccati_inst()), "item": draw(st.sampled_from(("1280", "1281", "1282")))}


STAGE1_CHAIN = Claim(
    id="factrecall.display.lemma6-stage1-chain",
    catalog_id="factrecall.lemma6",
    paper=PAPER,
    kind="step",
    domain=RICCATI.domain[:2],
    assumptions=(Assumption("gamma_r^- > 0", "tau = 1/gamma_r^- > 0 (L1277; see factrecall.display.lemma6-growth)",
                            lambda q: q["gamma_minus"]),),
    source=f"Proof of Lemma 6 (stage 1), App. D.3: L1273-L1284, {SEED_FILE}",
    statement="At t = gamma_r^{-1} log(eps^2/(2 alpha^2(|A|+1))), tau = 1/gamma_r^-: (1/4) gamma^- alpha^2 tau "
              "exp(-gamma^- tau) exp((gamma^-/gamma) log(eps^2/(2 alpha^2(|A|+1)))) >= alpha^2/(4e) eps^2/(2 alpha^2 "
              "(|A|+1)) exp(-6 T alpha_sm^2/(||p* - p0|| + 2 T alpha_sm^2) log(...)) >= (the same with 1 - x) >= eps^2 "
              "/(50(|A|+1)) whenever T alpha_sm^2/(||p* - p0|| + 2 T alpha_sm^2) log(eps^2/(alpha^2(|A|+1))) <= 1/150 "
              "(L1279-L1284).",
    comparison=">=",
    bound=stage1_chain_printed,
    measure=_chain_measure,
    strategy=_chain1280_inst(),
    rtol=1e-9,
    expect="holds",
    evidence="Holds where gamma_r^- > 0: the first '>=' is an equality (gamma^-/gamma = 1 - 6 T alpha_sm^2/(||p* - "
             "p0|| + 2 T alpha_sm^2)), the second is e^{-x} >= 1 - x, the third needs (1 - x)/(8e) >= 1/50, and x <= "
             "6/150 follows from Lemma 6's hypothesis (L1284 with log(eps^2/(2 z0)) <= log(eps^2/z0)).",
    notes="Closed forms; Lemma 6's hypotheses at one relation drawn as printed (_riccati_inst).",
    mutants={"L1282 with eps^2/(20(|A|+1))": stage1_chain_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)

CLAIMS = [*CLAIMS, GROWTH, STAGE1_CHAIN]

# ======================================================= L1010-L1038 (Lemma 4's proof): the derivatives, as printed


@st.composite
def _lemma4_inst(draw: st.DrawFn) -> dict:
    """A small exact population of the Section 5 task (S, R, D <= 3, |N| <= 3, T in {3, 4, 5}: noise tokens repeat
    for T >= 5), weights W_OV, W_KQ from a seed (scale drawn), an entry (a, z), an answer a' and a row b."""
    return {"item": draw(st.sampled_from(("1012", "1016", "1022", "1029", "1038"))),
            "S": draw(st.integers(1, 3)), "R": draw(st.integers(1, 3)), "D": draw(st.integers(1, 3)),
            "Nn": draw(st.integers(1, 3)), "T": draw(st.integers(3, 5)),
            "scale": draw(st.one_of(st.just(1.0), st.floats(1e-3, 3.0))), "seed": draw(st.integers(0, 2**20)),
            "ia": draw(st.integers(0, 10**6)), "iz": draw(st.integers(0, 10**6)), "ia2": draw(st.integers(0, 10**6)),
            "ib": draw(st.integers(0, 10**6)), "z_in_row": draw(st.booleans()), "same_a": draw(st.booleans())}


def _lemma4_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Autograd (float64) of the logit phi(a')^T F_lin = sum_t W_OV(a', z_t) W_KQ(z_t) (a sum over the T - 1 input
    positions and EOS, gathered token by token) and of the population loss, against the printed closed forms with
    C(z_{1:T}, z) counted from the token list; (1038) W_KQ(z) dL/dW_KQ(z) - sum_a W_OV(a, z) dL/dW_OV(a, z)."""
    import numpy as np
    import torch

    from thmcheck.models.factrecall.sec5_appD_flow import answer_table, make_task

    S, R, D = inst["S"], inst["R"], inst["D"]
    task = make_task(S, R, D, inst["Nn"], inst["T"], answer_table(S, R, D, "random", inst["seed"]))
    rng = np.random.default_rng(inst["seed"])
    A, V = task.A, task.V
    wov = torch.tensor(inst["scale"] * rng.standard_normal((A, V)), requires_grad=True)
    wkq = torch.tensor(inst["scale"] * rng.standard_normal(V), requires_grad=True)
    tok = task.tokens
    logit = wov[:, tok].mul(wkq[tok][None]).sum(2).T  # (B, A): sum over positions
    b = inst["ib"] % tok.shape[0]
    z = int(tok[b, inst["iz"] % tok.shape[1]]) if inst["z_in_row"] else inst["iz"] % V
    a = inst["ia"] % A
    a2 = a if inst["same_a"] else inst["ia2"] % A
    count = (tok == z).sum(1).double()  # C(z_{1:T}, z) per row
    item = inst["item"]
    with torch.no_grad():
        p_hat = torch.softmax(logit, 1)
        resid = (torch.nn.functional.one_hot(task.tgt, A).double() - p_hat) * task.w[:, None]  # w (1(a = a*) - p^)
        e_ca = (count[:, None] * resid).sum(0)  # E[C(z) (1(a = a*) - p^(a))] per a
    if item in ("1012", "1016"):
        g_ov, g_kq = torch.autograd.grad(logit[b, a2], (wov, wkq))
        if item == "1012":
            lhs, printed = float(g_ov[a, z]), float((a == a2) * count[b] * wkq[z])
        else:
            lhs, printed = float(g_kq[z]), float(count[b] * wov[a2, z])
    else:
        nll = torch.logsumexp(logit, 1) - logit.gather(1, task.tgt[:, None]).squeeze(1)
        g_ov, g_kq = torch.autograd.grad((task.w * nll).sum(), (wov, wkq))
        if item == "1022":
            lhs, printed = float(g_ov[a, z]), float(-wkq[z] * e_ca[a])
        elif item == "1029":
            lhs, printed = float(g_kq[z]), float(-(wov[:, z].detach() * e_ca).sum())
        else:  # W_KQ(z) dL/dW_KQ(z) = sum_a W_OV(a, z) dL/dW_OV(a, z): the two terms of L1035 cancel (L1036-L1038)
            lhs, printed = float(wkq[z] * g_kq[z]), float((wov[:, z] * g_ov[:, z]).sum())
    return Measurement(lhs, {"item": item, "printed": printed},
                       {"item": item, "C(z_{1:T}, z)": float(count[b]), "rows": int(tok.shape[0]), "A": A, "V": V})


LEMMA4_DERIV = Claim(
    id="factrecall.display.lemma4-derivatives",
    catalog_id="factrecall.lemma4",
    paper=PAPER,
    kind="step",
    domain=(Param("S", 1, INF, integer=True, text="subjects", unreached="S <= 3 (the population is enumerated)"),
            Param("R", 1, INF, integer=True, text="relations", unreached="R <= 3"),
            Param("D", 1, INF, integer=True, text="answers per relation", unreached="D <= 3"),
            Param("|N|", 1, INF, integer=True, key="Nn", text="noise tokens", unreached="|N| <= 3"),
            Param("T", 3, INF, integer=True, text="sequence length T >= 3", unreached="T <= 5 (repeated noise tokens)"),
            Param("scale", 0.0, INF, lo_closed=False, text="weights W_OV, W_KQ (any real values)",
                  unreached="entries ~ N(0, scale^2), scale in [1e-3, 3]")),
    source=f"Proof of Lemma 4, App. D.1: L1010-L1016, L1018-L1029, L1031-L1038, {SEED_FILE}",
    statement="(L1012) d(phi(a')^T F_lin)/dW_VO(a, z) = 1(a = a') C(z_{1:T}, z) W_KQ(z); (L1016) d(phi(a')^T F_lin)/"
              "dW_KQ(z) = C(z_{1:T}, z) W_OV(a', z); (L1020-L1022) dL/dW_VO(a, z) = -W_KQ(z) E[C(z_{1:T}, z)(1(a = "
              "a*(z_{1:T})) - p^(a | z_{1:T}))]; (L1026-L1029) dL/dW_KQ(z) = -sum_a W_OV(a, z) E[C(z_{1:T}, z)(1(a = "
              "a*) - p^(a | z_{1:T}))]; (L1033-L1038) (1/2) d/dt (W_KQ(z)^2 - sum_a W_VO(a, z)^2) = 0 under gradient "
              "flow.",
    comparison="==",
    bound=lemma4_printed,
    measure=_lemma4_measure,
    strategy=_lemma4_inst(),
    rtol=1e-9,
    atol=1e-12,
    expect="holds",
    evidence="Every display holds (autograd of the enumerated population against the printed closed forms, C "
             "counted with repeats).",
    notes="The population of make_task (every (s, r, noise multiset) with its probability); the logits summed over "
          "the token list (not the model's count-matrix product), so the counts C of the printed forms are checked, "
          "repeats included (T = 5 with |N| small).",
    mutants={"each derivative with the opposite sign; L1038 = 1": lemma4_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 15, "budget_s": 0.5}},
)

CLAIMS = [*CLAIMS, LEMMA4_DERIV]

# ============================================= Lemma 6 where log(eps^2/(alpha^2(|A|+1))) < 4/150 (gamma_r^- < 0)


@st.composite
def _lemma6_corner_inst(draw: st.DrawFn) -> dict:
    """factrecall.lemma6's instances, with L := log(eps^2/(alpha^2(|A|+1))) drawn in (0, 4/150) (the printed
    hypotheses allow any alpha > 0 with L > 0; alpha follows from L in the measurement, once eps is known)."""
    from thmcheck.checks.papers.factrecall.sec5_appD_flow import _lemma6_instances

    inst = draw(_lemma6_instances())
    L = draw(st.one_of(st.just(4 / 150 * 0.999), st.floats(1e-4, 4 / 150, exclude_max=True), st.just(1e-4)))
    return {**inst, "corner_L": L}


def _lemma6_corner_measure(inst: dict, ctx: Ctx) -> Measurement:
    """factrecall.lemma6's measurement (sec5_appD_flow.lemma6_run) at alpha = eps e^{-L/2}/sqrt(|A| + 1)."""
    from thmcheck.checks.papers.factrecall.sec5_appD_flow import _task, lemma6_run

    task = _task(inst, Ctx("float64", ctx.device))
    A = task.A
    gap = float(((task.pstar - 1.0 / A) ** 2).sum(1).sqrt().min())
    eps = inst["eps_frac"] * math.sqrt(gap / (50 * (A + 1)))
    if eps <= 0:
        raise SolverFailure("min_r ||p*(.|r) - p0|| = 0: eps = 0")
    alpha = eps * math.exp(-inst["corner_L"] / 2) / math.sqrt(A + 1)
    rec = lemma6_run({**inst, "alpha": alpha}, ctx.device)
    return Measurement(rec["metric_min"], {"eps_min": rec["eps_min"]},
                       {k: v for k, v in rec.items() if k != "metric_min"} | {"t_cap": float(inst["t_cap"]),
                                                                               "L": inst["corner_L"],
                                                                               "alpha": alpha})


def _lemma6_corner() -> Claim:
    from thmcheck.bounds.factrecall import sec5_appD_flow as B6
    from thmcheck.checks.papers.factrecall.sec5_appD_flow import LEMMA6, _lemma6_escalate

    return Claim(
        id="factrecall.lemma6.log-corner",
        catalog_id="factrecall.lemma6",
        paper=PAPER,
        kind="algorithmic",
        domain=(*LEMMA6.domain[:-1],
                Param("log(eps^2/(alpha^2(|A|+1)))", 0.0, 4 / 150, lo_closed=False, hi_closed=False, key="L",
                      text="L1144-L1145 needs the log > 0; this claim spans (0, 4/150), where gamma_r^- of L1263 can "
                           "be < 0 (factrecall.lemma6 spans alpha in [1e-8, 1e-3], far from this corner)",
                      unreached="L >= 1e-4 (the log's lower end: alpha^2(|A|+1) -> eps^2)")),
        source=f"Lemma 6, Appendix D.3, {SEED_FILE} L1142-L1155 (the corner of L1144-L1147 where the proof's "
               "L1263-L1267 needs gamma_r^- >= 16 p(r) alpha^2)",
        statement=LEMMA6.statement + " Here alpha is such that log(eps^2/(alpha^2(|A|+1))) in (0, 4/150).",
        comparison="<=",
        bound=B6.lemma6,
        measure=_lemma6_corner_measure,
        strategy=_lemma6_corner_inst(),
        assumptions=LEMMA6.assumptions,
        escalate=_lemma6_escalate,
        auto_mutant=False,
        mutants={"eps_min^2 / 1e6": lambda eps_min: B6.lemma6(eps_min) * 1e-6},
        expect="holds",
        evidence="Holds: 4 valid runs in ci, 40 at --max-examples 40 (15 rejected by the hypotheses or the horizon), all reaching "
                 "eps_min^2 before T* with T alpha_sm^2 up to min_r ||p* - p0||/(150 L) > min_r ||p* - p0||/4 "
                 "(gamma_r^- < 0 at sm_frac = 1): the proof's stage-1 step L1267 fails there "
                 "(factrecall.display.lemma6-growth) but the lemma's conclusion survives on this corner.",
        notes="factrecall.lemma6's model, run and assumptions (sec5_appD_flow.lemma6_run) with alpha set from the "
              "drawn log L (the proof's stage 1 fails there: factrecall.display.lemma6-growth; the lemma's "
              "conclusion is what this claim searches).",
        settings={"ci": {"max_examples": 4, "budget_s": 2.0}},
    )


LEMMA6_CORNER = _lemma6_corner()
CLAIMS = [*CLAIMS, LEMMA6_CORNER]

# ================================================= L1236: log-sum-exp's Lipschitz step (proof of Lemma 6, stage 2)


@st.composite
def _l1236_inst(draw: st.DrawFn) -> dict:
    """|A| >= 1 logits z1, z2 in R^{|A|} (entries of any size: scale up to 1e3, a shift, ties)."""
    n = draw(st.one_of(st.just(1), st.integers(1, 5), st.integers(5, 200)))
    seed = draw(st.integers(0, 2**32 - 1))
    return {"n": n, "seed": seed, "scale": draw(st.one_of(st.just(1.0), st.floats(1e-6, 1e3))),
            "tie": draw(st.booleans()), "item": draw(st.sampled_from(("a", "b")))}


def _l1236_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """g = log-sum-exp at z1, z2 (drawn from the instance's seed), sup ||grad g||_1 = ||softmax||_1 over z1, z2 and
    their midpoint (softmax sums to 1 everywhere), ||z1 - z2||_inf; left side per link."""
    import numpy as np

    def logsumexp(z: np.ndarray) -> float:
        m = float(z.max())
        return m + math.log(float(np.exp(z - m).sum()))

    def softmax(z: np.ndarray) -> np.ndarray:
        e = np.exp(z - z.max())
        return e / e.sum()

    rng = np.random.default_rng(inst["seed"])
    z1 = inst["scale"] * rng.standard_normal(inst["n"])
    z2 = z1 + rng.uniform(-5, 5) if inst["tie"] else inst["scale"] * rng.standard_normal(inst["n"])
    gd = abs(float(logsumexp(z1) - logsumexp(z2)))
    sup = max(float(np.abs(softmax(z)).sum()) for z in (z1, z2, (z1 + z2) / 2))
    lhs = gd if inst["item"] == "a" else sup * gd
    return Measurement(lhs, {"item": inst["item"], "gd": gd, "sup": sup, "zinf": float(np.abs(z1 - z2).max())},
                       {"|A|": inst["n"]})


L1236 = Claim(
    id="factrecall.display.lemma6-lse-lipschitz",
    catalog_id="factrecall.lemma6",
    paper=PAPER,
    kind="step",
    domain=(Param("|A|", 1, INF, integer=True, key="n", text="answers", unreached="|A| <= 200"),
            Param("scale", 0.0, INF, lo_closed=False, text="logit scale (z in R^{|A|})", unreached="scale <= 1e3")),
    source=f"Proof of Lemma 6 (stage 2), App. D.3: L1234-L1236, {SEED_FILE}",
    statement="For g(z) = log(sum_a exp(z_a)): |g(z1) - g(z2)| <= sup_z ||grad g(z)||_1 ||g(z1) - g(z2)||_inf <= "
              "||g(z1) - g(z2)||_inf (L1236, as printed: the norms of the scalar g(z1) - g(z2)).",
    comparison="<=",
    bound=l1236_printed,
    measure=_l1236_measure,
    strategy=_l1236_inst(),
    readings=(Reading("||z1 - z2||_inf", "the right sides read as ||z1 - z2||_inf (the mean-value bound the proof "
                      "uses for L1245)", bound=l1236_reading),),
    rtol=1e-12,
    atol=1e-12,
    expect="holds",
    evidence="Holds as printed (both links are equalities: ||grad g||_1 = 1 and the inf-norm of a scalar is its "
             "absolute value) and under the intended reading (log-sum-exp is 1-Lipschitz in the inf-norm).",
    notes="log-sum-exp and softmax shifted by the max, float64.",
    mutants={"half of the printed right side": l1236_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 30, "budget_s": 0.5}},
)

CLAIMS = [*CLAIMS, L1236]

# ============================================ L1566-L1568: the joint entropy of R disjoint uniform D-subsets of V


def _l1568_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """H(A_1, ..., A_R) = log #{ordered R-tuples of disjoint D-subsets of V} (the tuple is uniform on them:
    L1566's uniform A_r, disjoint), counted as the multinomial |V|! / ((D!)^R (|V| - RD)!) (a sum of R D logs)."""
    V, D, R = inst["V"], inst["D"], inst["R"]
    if R * D > _RD_CAP:
        raise SolverFailure(f"R D = {R * D}: products capped at {_RD_CAP}")
    log_falling = math.fsum(math.log(V - j) for j in range(R * D))
    return Measurement(log_falling - R * math.lgamma(D + 1), {"V": V, "D": D, "R": R},
                       {"R D / |V|": R * D / V})


L1568 = Claim(
    id="factrecall.display.lemma8-joint-entropy",
    catalog_id="factrecall.lemma8",
    paper=PAPER,
    kind="step",
    domain=_VDR_DOMAIN,
    source=f"Proof of Lemma 8, App. E.3: L1566-L1568, {SEED_FILE}",
    statement="H(A_1, ..., A_R) = log(C(|V|, D) C(|V| - D, D) ... C(|V| - (R-1)D, D)) for A_1, ..., A_R disjoint "
              "uniformly random D-subsets of V (L1568).",
    comparison="==",
    bound=l1568_printed,
    measure=_l1568_measure,
    strategy=_vdr(),
    rtol=1e-12,
    atol=1e-12,
    expect="holds",
    evidence="Holds: the number of ordered R-tuples of disjoint D-subsets is the multinomial |V|!/((D!)^R "
             "(|V| - RD)!) = prod_r C(|V| - (r-1)D, D), and the tuple is uniform on them.",
    notes="The multinomial as a float64 sum of R D logs, the binomials exact; the enumeration test "
          "tests/test_factrecall_r8_frsl.py::test_lemma8_gap_by_enumeration measures the entropies from the laws.",
    mutants={"the product from C(|V| - D, D) to C(|V| - RD, D)": l1568_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 40, "budget_s": 0.5}},
)

CLAIMS = [*CLAIMS, L1568]

# ===================================================================== L1612-L1627: Lemma 9's event chain

_E_ITEMS = ("1614", "1615ge", "1615le", "1616", "1617", "1622", "1623ge", "1623le", "1624", "1627")


@st.composite
def _event_inst(draw: st.DrawFn) -> dict:
    """|V| >= 2, 1 <= D <= |V|, S >= D; A_r = {z_1..z_D} (a random ordering of a D-subset of V), a*(s, r) in A_r
    onto A_r (every z has |N_z| >= 1), f^(s, r) in Delta_V with entries >= 1e-12 (a zero entry makes the right
    members -inf), eps in (0, 1); M in (0, min_z |N_z|] (the event E, L1612) for the L1614-L1624 links, any M > 0
    for L1627."""
    item = draw(st.sampled_from(_E_ITEMS))
    V = draw(st.integers(2, 7))
    D = draw(st.integers(1, V))
    S = D + draw(st.integers(0, 8))
    zs = tuple(draw(st.permutations(list(range(V))))[:D])
    a = list(zs) + [zs[draw(st.integers(0, D - 1))] for _ in range(S - D)]
    a = tuple(draw(st.permutations(a)))
    w = st.one_of(st.just(1e-12), st.floats(1e-12, 1.0), st.just(1.0))
    f = []
    for _ in range(S):
        row = [draw(w) for _ in range(V)]
        tot = sum(row)
        f.append(tuple(x / tot for x in row))
    eps = draw(st.one_of(st.just(1e-9), st.floats(1e-9, 1.0, exclude_max=True), st.just(0.999999)))
    n_min = min(a.count(z) for z in zs)
    top = float(n_min) if item != "1627" else float(S + 1)
    M = draw(st.one_of(st.just(float(n_min)), st.floats(1e-3, top)))
    return {"item": item, "zs": zs, "a": a, "f": tuple(f), "eps": eps, "M": M,
            "i": draw(st.integers(0, D - 1))}


def _event_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The left member of the link, float64 sums of logs over the small instance."""
    p = {k: inst[k] for k in ("item", "zs", "a", "f", "eps", "M", "i")}
    return Measurement(lemma9_event_lhs(**p), p,
                       {"item": inst["item"], "S": len(inst["a"]), "|V|": len(inst["f"][0]), "D": len(inst["zs"]),
                        "eps": inst["eps"], "M": inst["M"]})


LEMMA9_EVENT = Claim(
    id="factrecall.display.lemma9-event-chain",
    catalog_id="factrecall.lemma9",
    paper=PAPER,
    kind="step",
    domain=(Param("|V|", 2, INF, integer=True, key="|V|", text="|V| >= 2", unreached="|V| <= 7 (exact small "
                  "instances; every link is a per-instance inequality of finite sums)"),
            Param("eps", 0.0, 1.0, lo_closed=False, hi_closed=False, key="eps", text="eps in (0, 1) (f~, L1604)",
                  unreached="eps in [1e-9, 0.999999]; each link is continuous in eps on the closed ends"),
            Param("M", 0.0, INF, lo_closed=False, key="M", text="M > 0, on E at most min_z |N_z| (L1612)",
                  unreached="M <= S + 1 <= 16")),
    source=f"Proof of Lemma 9, App. E.3: L1612-L1617, L1619-L1623, L1625-L1627, {SEED_FILE}",
    statement="On E (|N_z| >= M for all z in A): log((1/S) sum_s f~(s,r)_{z_i}) >= log((1/S) sum_{s in N_{z_i}} "
              "f~(s,r)_{a*(s,r)}) = log((1/|N|) sum_{N} f~_{a*}) + log(|N|/S) >= (1/|N|) sum_N log f~_{a*} + "
              "log(|N|/S) >= (1/M) sum_N log f~_{a*} + log(M/S) (L1614-L1617); sum_{i in [D]} log((1/S) sum_s "
              "f~_{z_i}) >= (1/M) sum_i sum_{N_{z_i}} log f~_{a*} + D log(M/S) = (1/M) sum_{s in [S]} log f~_{a*} + "
              "D log(M/S) >= ((1 - eps)/M) sum_s log f^_{a*} - (S eps/M) log|V| + D log(M/S) (L1621-L1623); on "
              "not-E, sum_i log((1/S) sum_s f~_{z_i}) >= D log(eps/|V|) (L1627). Each link as printed, '=' as two "
              "'>='.",
    comparison=">=",
    bound=lemma9_event_rhs,
    measure=_event_measure,
    strategy=_event_inst(),
    rtol=1e-9,
    expect="holds",
    evidence="Holds link by link: dropping s outside N_{z_i} (f~ > 0); Jensen for log; log f~ <= 0 with 1/|N| <= "
             "1/M and |N| >= M; the N_{z_i}, i in [D], partition [S] because a*(s, r) in A_r; concavity of log "
             "gives log f~ >= (1 - eps) log f^ + eps log(1/|V|); f~ >= eps/|V| entrywise (L1627, true on E too).",
    notes="Small exact instances (|V| <= 7, S <= D + 8) with f^ drawn in the simplex; float64 sums of logarithms "
          "(rtol 1e-9 for the '=' links).",
    mutants={"right member + log 2": lemma9_event_rhs_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)

CLAIMS = [*CLAIMS, LEMMA9_EVENT]

# ===================================================================== L1530-L1535: Theorem 8's eps_lot


@st.composite
def _lot_inst(draw: st.DrawFn, big_v: bool = False) -> dict:
    """R, D >= 1; |V| >= 2RD (Theorem 8); C >= 1 and S >= C D log(2 D^2 log|V|) (Theorem 8), eta := C sqrt(D/S
    log(2 D^2 log|V|)) (Lemma 9). big_v: |V| >= D e^{8(1 + eta)} (the reading of L320's |V| >> |S|, |R|)."""
    R = draw(st.one_of(st.just(1), st.integers(1, 10**4)))
    D = draw(st.one_of(st.just(1), st.integers(1, 10**4)))
    C = draw(st.one_of(st.just(1.0), st.floats(1.0, 1e4)))
    v_fac = draw(st.one_of(st.just(1.0), st.floats(1.0, 10.0), st.floats(10.0, 1e12)))
    s_fac = draw(st.one_of(st.just(1.0), st.floats(1.0, 1e6)))
    V = 2.0 * R * D * v_fac
    lg = math.log(2.0 * D * D * math.log(V))
    S = max(1.0, C * D * max(lg, 0.0)) * s_fac
    eta = C * math.sqrt(D / S * max(lg, 0.0))
    if big_v:
        V = max(V, D * math.exp(min(8.0 * (1.0 + eta), 600.0)))
        lg = math.log(2.0 * D * D * math.log(V))
        S = max(S, C * D * lg)
        eta = C * math.sqrt(D / S * lg)
    return {"R": R, "D": D, "V": V, "S": S, "C": C, "eta": eta}


def _lot_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """eps_lot/(RD log(|V|/D)) with eps_lot = 2RD log|V|/|V| + 2RD^2/|V| + eta RD + R + 2R^2D^2/|V| (L1533)."""
    R, D, V, eta = float(inst["R"]), float(inst["D"]), float(inst["V"]), float(inst["eta"])
    lot = 2 * R * D * math.log(V) / V + 2 * R * D * D / V + eta * R * D + R + 2 * R * R * D * D / V
    return Measurement(lot / (R * D * math.log(V / D)), {},
                       {"R": R, "D": D, "|V|": V, "S": inst["S"], "C": inst["C"], "eta": eta, "eps_lot": lot})


THM8_LOT = Claim(
    id="factrecall.display.thm8-eps-lot",
    catalog_id="factrecall.thm8",
    paper=PAPER,
    kind="step",
    domain=(Param("R", 1, INF, integer=True, key="R", text="R >= 1 relations", unreached="R <= 1e4"),
            Param("D", 1, INF, integer=True, key="D", text="D >= 1 answers per relation", unreached="D <= 1e4"),
            Param("|V|", 2, INF, key="|V|", text="|V| >= 2RD (Theorem 8)", unreached="|V| <= 2RD 1e12"),
            Param("C", 1.0, INF, key="C", text="C 'sufficiently large' in S >= C D log(2D^2 log|V|) and eta "
                  "(Theorem 8, Lemma 9)", unreached="C <= 1e4; eps_lot grows with eta = C sqrt(...), so larger "
                  "C only raises the ratio")),
    source=f"Proof of Theorem 8, App. E.2: L1529-L1535, {SEED_FILE}",
    statement="eps_lot := 2RD log|V|/|V| + 2RD^2/|V| + eta RD + R + 2R^2D^2/|V| << RD log(|V|/D) (L1531) and B >= "
              "SR log D + RD log(|V|/D) - eps_lot >= SR log D + (1 - c) RD log(|V|/D) (L1535), c in (0, 1) Theorem "
              "8's constant. Checked: the second '>=', i.e. eps_lot/(RD log(|V|/D)) <= c < 1, over Theorem 8's "
              "domain |V| >= 2RD, S >= C D log(2D^2 log|V|).",
    comparison="<=",
    bound=thm8_c_printed,
    measure=_lot_measure,
    strategy=_lot_inst(),
    readings=(Reading("|V| >> S, R (L320)", "|V| read as at least D e^{8(1 + eta)}: then eps_lot/(RD) <= 3(1 + eta) "
                      "and the ratio is <= 3/8", strategy=_lot_inst(big_v=True)),),
    expect="erratum as printed",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round8/factrecall.md): confirmed as printed. eps_lot/(RD) >= 1/D + 2RD/|V| and at |V| = 2RD, R = 1 the ratio is >= (1/D + 1)/log 2 "
              "> 1.44: no c in (0, 1) gives the second '>=' of L1535 on Theorem 8's printed domain (|V| >= 2RD). "
              "Smallest instance: R = D = 1, |V| = 2 (C = 1, S = 1, eta = 0.57): eps_lot = 2 log 2/2 + 1 + eta + "
              "1 + 1 = 4.26 against RD log(|V|/D) = 0.693 (ratio 6.1). Holds for |V| >> (the reading: |V| >= "
              "D e^{8(1 + eta)}). Theorem 8 keeps its own claims.",
    second_path="tests/test_factrecall_r8_frsl.py::test_thm8_eps_lot_small",
    no_correction_reason="the step needs |V| large against D and eta (L320's |V| >> |S|, |R|); the reading gives "
                         "one sufficient size, the paper states none",
    notes="Closed form in float64; eta from Lemma 9's definition at the drawn C and S.",
    mutants={"c = 0.01": thm8_c_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 25, "budget_s": 0.2}},
)

CLAIMS = [*CLAIMS, THM8_LOT]


@st.composite
def _l1540_inst(draw: st.DrawFn, reading: bool = False) -> dict:
    """Theorem 8's domain (as _lot_inst) and the loss L >= 0 (L1537: L = (1/SR) sum l(s, r), any value); reading:
    |V| >= D e^{8(1 + eta)} and S >= 4 C^2 D log(2D^2 log|V|) (eta <= 1/2, Lemma 9's proof assumes eta <= 1)."""
    inst = draw(_lot_inst(big_v=reading))
    if reading and inst["eta"] > 0.5:
        lg = math.log(2.0 * inst["D"] ** 2 * math.log(inst["V"]))
        inst["S"] = 4.0 * inst["C"] ** 2 * inst["D"] * lg
        inst["eta"] = inst["C"] * math.sqrt(inst["D"] / inst["S"] * lg)
    inst["L"] = draw(st.one_of(st.just(0.0), st.floats(0.0, 1e3), st.just(1e3)))
    return inst


def _l1540_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """eps_lot + (eta - 1) RD L: the gap of L1539-L1540 at c -> 1 moved to the left."""
    R, D, V, eta, L = (float(inst[k]) for k in ("R", "D", "V", "eta", "L"))
    lot = 2 * R * D * math.log(V) / V + 2 * R * D * D / V + eta * R * D + R + 2 * R * R * D * D / V
    return Measurement(lot + (eta - 1.0) * R * D * L, {"R": R, "D": D, "V": V},
                       {"R": R, "D": D, "|V|": V, "S": inst["S"], "C": inst["C"], "eta": eta, "L": L,
                        "eps_lot": lot})


THM8_L1540 = Claim(
    id="factrecall.display.thm8-l1540",
    catalog_id="factrecall.thm8",
    paper=PAPER,
    kind="step",
    domain=(*THM8_LOT.domain, Param("L", 0.0, INF, key="L", text="the expected loss L >= 0 (L1537)",
                                    unreached="L <= 1e3")),
    source=f"Proof of Theorem 8, App. E.2: L1537-L1540, {SEED_FILE}",
    statement="B >= -((1 + eta) RD + RS) L + SR log D + RD log(|V|/D) - eps_lot >= -((1 + c) RD + RS) L + SR log D + "
              "(1 - c) RD log(|V|/D) (L1539-L1540), c in (0, 1) Theorem 8's constant, L >= 0. Checked: the second "
              "'>=' at c -> 1 (where it is weakest): eps_lot + (eta - 1) RD L <= RD log(|V|/D).",
    comparison="<=",
    bound=thm8_l1540_printed,
    measure=_l1540_measure,
    strategy=_l1540_inst(),
    readings=(Reading("|V| >> S, R and eta <= 1/2", "|V| >= D e^{8(1 + eta)} (L320) and S >= 4 C^2 D log(2D^2 "
                      "log|V|) so that eta <= 1/2 (Lemma 9's proof takes eta <= 1, L1642)",
                      strategy=_l1540_inst(reading=True)),),
    expect="erratum as printed",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round8/factrecall.md): confirmed as printed. Two ways out of the printed domain: at L = 0 it is L1535 (R = D = 1, |V| = 2: eps_lot = "
             "4.26 > log 2); and at S = C D log(2D^2 log|V|) (Theorem 8's smallest S) eta = sqrt(C) >= 1, so (1 + "
             "eta) <= (1 + c) fails for every c < 1 and a large L breaks the link even for |V| huge. Holds under the "
             "reading (|V| >= D e^{8(1+eta)}, eta <= 1/2).",
    second_path="tests/test_factrecall_r8_frsl.py::test_thm8_l1540_eta",
    no_correction_reason="the step needs eta <= c and |V| large against D and eta; the paper fixes neither size",
    notes="Closed form in float64.",
    mutants={"c = 0.1 in the eps_lot part": thm8_l1540_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 25, "budget_s": 0.2}},
)

CLAIMS = [*CLAIMS, THM8_L1540]
