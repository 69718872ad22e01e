"""Round 30 (factrecall, helper discFR2): Theorem 11's head count (L955) as printed.

discFR's lead: factrecall.thm11 checks only the first '=' of L955, H = H' N_S + H' N_R (heads built and counted);
the two proportionality links 'H' N_S + H' N_R prop d (S + R)/(d_h M) prop (S + R) log(|V|/delta')/d_h' are not
encoded. Here the first link, read as the paper's hidden-constant '<~' side (one constant for the whole domain,
uniform=True): H'(N_S + N_R) <= c d (S + R)/(d_h M), H' = ceil(d/d_h), N_S = ceil(S/M), N_R = ceil(R/M), under the
proof's own choice d = Theta(M log(|V|/delta')) (L927): d = ceil(c_d M L), L = log(|V|/delta'), c_d drawn. The
other side (>=) holds with constant 1 (ceil(x) >= x); the second link is the hypothesis d = Theta(M L) itself.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.factrecall.r30_discFR2 import (
    l955_corrected,
    l955_mutant_no_one,
    l955_mutant_no_R,
    l955_shape,
    l1648_mutant_half,
    l1648_printed,
)
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

CLAIMS: list[Claim] = []


def _complete(inst: dict) -> dict:
    """|V| = S + R + R D + N + 1 (D = 1 answer per relation, N = S + R noise tokens), L = log(|V|/delta'),
    d = ceil(c_d M L) (L927: d = Theta(M log(|V|/delta'))), d_h = ceil(c_h d) (any head dimension >= 1)."""
    S, R, M = int(inst["S"]), int(inst["R"]), int(inst["M"])
    V = S + R + R + (S + R) + 1
    L = math.log(V / inst["delta"])
    d = max(1, math.ceil(inst["cd"] * M * L))
    dh = max(1, math.ceil(inst["ch"] * d))
    return {**inst, "S": S, "R": R, "M": M, "V": V, "L": L, "d": d, "dh": dh}


@st.composite
def _l955_inst(draw: st.DrawFn) -> dict:
    """S, R in 1..1e4, M in 1..1e4 (small first), c_d in [0.1, 10], c_h in [1e-3, 4] (d_h <= d and d_h > d),
    delta' in (1e-6, 0.9)."""
    size = st.one_of(st.integers(1, 10), st.integers(1, 10**4))
    return _complete({"S": draw(size), "R": draw(size), "M": draw(size),
                      "cd": draw(st.one_of(st.just(1.0), log_uniform(0.1, 10.0))),
                      "ch": draw(st.one_of(st.just(1.0), log_uniform(1e-3, 4.0))),
                      "delta": draw(st.one_of(st.just(0.1), log_uniform(1e-6, 0.9)))})


def _l955_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    S, R, M, d, dh = inst["S"], inst["R"], inst["M"], inst["d"], inst["dh"]
    Hp = -(-d // dh)
    NS, NR = -(-S // M), -(-R // M)
    return Measurement(float(Hp * (NS + NR)), {"d": float(d), "dh": float(dh), "S": float(S), "R": float(R),
                                               "M": float(M)},
                       {"H'": Hp, "N_S": NS, "N_R": NR, "|V|": inst["V"], "log(|V|/delta')": inst["L"],
                        "d/(M log(|V|/delta'))": d / (M * inst["L"]),
                        "(S + R) log(|V|/delta')/d_h": (S + R) * inst["L"] / dh})


def _move_M(inst: dict, t: float) -> dict:
    """M = t (d = ceil(c_d M L) grows with it), S, R, c_d, c_h, delta' kept."""
    return _complete({**inst, "M": max(1, int(round(t)))})


def _move_ch(inst: dict, t: float) -> dict:
    """c_h = t: d_h = ceil(t d) grows, d kept."""
    return _complete({**inst, "ch": t})


def _move_SR(inst: dict, t: float) -> dict:
    """S = R = t, M kept."""
    n = max(1, int(round(t)))
    return _complete({**inst, "S": n, "R": n})


L955 = Claim(
    id="factrecall.display.thm11-head-count", paper=PAPER, catalog_id="factrecall.thm11", kind="step",
    source=f"Proof of Theorem 11, App. C.2: L955 (H' = ceil(d/d_h) L929, N_S, N_R and d = Theta(M log(|V|/delta')) "
           f"L927), {SEED_FILE}",
    statement="The total number of heads is H = H' N_S + H' N_R prop d (S + R)/(d_h M) prop (S + R) log(|V|/delta')"
              "/d_h (L955), H' = ceil(d/d_h), N_S = ceil(S/M), N_R = ceil(R/M), d = Theta(M log(|V|/delta')). "
              "Checked: the first 'prop' (its upper side), one hidden constant for every S, R, M, d_h, delta' "
              "(uniform).",
    statement_tex=r"H = H' N_S + H' N_R \propto \frac{d (S+R)}{d_h M}",
    comparison="<=", bound=l955_shape, measure=_l955_measure, strategy=_l955_inst(),
    constants="hidden", uniform=True,
    directions=(
        Direction("M -> inf (d = ceil(c_d M L) grows, S, R fixed)", "M", INF, how="path", move=_move_M,
                  points=(1.0, 10.0, 100.0, 1e3, 1e4, 1e5, 1e6)),
        Direction("d_h -> inf (c_h grown, d fixed)", "ch", INF, how="path", move=_move_ch,
                  points=(1.0, 10.0, 100.0, 1e3, 1e4)),
        Direction("S = R -> inf (M fixed)", "S", INF, how="path", move=_move_SR,
                  points=(1.0, 10.0, 100.0, 1e3, 1e4, 1e6)),
        Direction("delta' -> 0, c_d", "delta", 0.0, how="search",
                  reason="delta' and c_d enter only through d = ceil(c_d M L), which the M path and the drawn "
                         "c_d in [0.1, 10], delta' down to 1e-6 sweep"),
    ),
    domain=(Param("S", 1, INF, integer=True, text="subjects S >= 1", unreached="S <= 1e4 drawn, 1e6 on the path"),
            Param("R", 1, INF, integer=True, text="relations R >= 1", unreached="R <= 1e4 drawn, 1e6 on the path"),
            Param("M", 1, INF, integer=True, text="group size M >= 1 (the partition L927; no M <= S, R printed)",
                  unreached="M <= 1e4 drawn, 1e6 on the path"),
            Param("d_h", 1, INF, key="dh", text="head dimension d_h >= 1 (no d_h <= d printed)",
                  unreached="d_h = ceil(c_h d), c_h in [1e-3, 4] drawn, 1e4 on the path"),
            Param("delta'", 0.0, 1.0, key="delta", lo_closed=False, hi_closed=False, text="delta' in (0, 1)",
                  unreached="delta' in [1e-6, 0.9]")),
    expect="erratum",
    evidence="audit pending (round 30). As printed the '<~' side of the first 'prop' fails: at S = R = 1, delta' = "
             "0.1 (|V| = 6, L = log 60 = 4.09), c_d = 1 (d = ceil(M L)), d_h = d: H' = 1, N_S = N_R = 1, H = 2 while "
             "d (S + R)/(d_h M) = 2/M, ratio M = 1, 10, 100, 1e3, 1e4 along M: unbounded for every constant. The "
             "ceilings N_S = ceil(S/M) >= 1 and H' = ceil(d/d_h) >= 1 are not proportional to S/M, d/d_h when M > S, "
             "R or d_h > d, and the proof's d = Theta(M log(|V|/delta')) with d >~ (C2 log(|V|/delta)/eps)^{C3/eps} "
             "(Theorem 11) forces M ~ d/log large while S, R may be small. The second 'prop' is the hypothesis d = "
             "Theta(M log) and holds. Consequence for Theorem 11 (not decided here): its head budget H d_h >~ (S + R) "
             "log(|V|/delta) is below the proof's H' (N_S + N_R) d_h >= 2d when S + R << d/log(|V|/delta). Second "
             "path: plain integer arithmetic, tests/test_factrecall_r30_discFR2.py.",
    second_path="tests/test_factrecall_r30_discFR2.py::test_l955_head_count_ratio_grows",
    corrected=l955_corrected,
    corrected_text="H' N_S + H' N_R <= (d/d_h + 1)(S + R + 2M)/M (the ceilings kept); proportional to d (S + R)/"
                   "(d_h M) when d_h <= d and M <= min(S, R)",
    mutants={"d S/(d_h M) (relation groups dropped)": l955_mutant_no_R,
             "correction without the + 1 of ceil(d/d_h)": l955_mutant_no_one},
    auto_mutant=False,
    notes="Pure integer arithmetic (no model): the first '=' (the heads built) is factrecall.thm11's.",
    settings={"ci": {"max_examples": 60, "budget_s": 1.0}},
)

CLAIMS.append(L955)


# ============================================ L1640-L1648 (proof of Lemma 9): S/M <= D(1 + eta) with Lemma 9's eta


@st.composite
def _l1648_inst(draw: st.DrawFn) -> dict:
    """D >= 1, |V| >= 2D (Lemma 9), delta = 1/(2D log|V|) (L1642), S = s_fac D log(D/delta) >= D log(D/delta) (L1642),
    eta in (0, 0.999] (Lemma 9: eta <= 1; eta = 1 gives M = 0), C = eta/sqrt(D/S log(2D^2 log|V|)) (Lemma 9's
    definition of eta, the same letter C as L1640's Bernstein constant)."""
    D = draw(st.one_of(st.sampled_from([1, 2, 8]), st.integers(1, 10**4)))
    V = 2 * D + draw(st.one_of(st.just(0), st.integers(0, 10**6)))
    V = max(V, 3)
    s_fac = draw(st.one_of(st.just(1.0), st.floats(1.0, 10.0), st.floats(10.0, 1e6)))
    eta = draw(st.one_of(st.just(0.5), st.floats(1e-6, 0.999), st.floats(0.9, 0.999)))
    return {"D": D, "V": V, "s_fac": s_fac, "eta": eta}


def _l1648_parts(inst: dict) -> tuple[float, float, float, float]:
    D, V = inst["D"], inst["V"]
    delta = 1.0 / (2 * D * math.log(V))
    lg = math.log(D / delta)  # = log(2 D^2 log|V|)
    S = max(1.0, D * lg) * inst["s_fac"]
    return delta, lg, S, math.sqrt(D / S * lg)


def _l1648_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """S/M, M = S/D - C sqrt(S/D log(D/delta)) (L1640), C from Lemma 9's eta := C sqrt(D/S log(2D^2 log|V|))."""
    delta, lg, S, root = _l1648_parts(inst)
    C = inst["eta"] / root
    M = S / inst["D"] - C * math.sqrt(S / inst["D"] * lg)
    return Measurement(S / M, {"D": inst["D"], "eta": inst["eta"]},
                       {"S": S, "C": C, "M": M, "delta": delta, "|V| - 2D": inst["V"] - 2 * inst["D"],
                        "S - D log(D/delta)": S - inst["D"] * lg,
                        "C sqrt(D/S log(D/delta)) (L1644's eta/2)": C * root})


def _l1648_measure_proof_eta(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The reading: the proof's eta = 2 C sqrt(D/S log(D/delta)) (Lemma 9's C twice L1640's)."""
    delta, lg, S, root = _l1648_parts(inst)
    C = inst["eta"] / (2.0 * root)
    M = S / inst["D"] - C * math.sqrt(S / inst["D"] * lg)
    return Measurement(S / M, {"D": inst["D"], "eta": inst["eta"]},
                       {"S": S, "C": C, "M": M, "delta": delta, "|V| - 2D": inst["V"] - 2 * inst["D"],
                        "S - D log(D/delta)": S - inst["D"] * lg})


_L1648_PROOF_ETA = Reading(
    "Lemma 9's C twice the Bernstein C",
    "L1644's '= (1/D)(1 - eta/2)' defines the proof's eta as 2C sqrt(D/S log(D/delta)): Lemma 9's 'sufficiently large "
    "constant C' read as twice L1640's Bernstein constant (both unspecified), so eta <= 1 is eta_proof <= 1",
    measure=_l1648_measure_proof_eta,
)


L1648 = Claim(
    id="factrecall.display.lemma9-eta-chain-lemma-eta", paper=PAPER, catalog_id="factrecall.lemma9", kind="step",
    source=f"Proof of Lemma 9, App. E.3: L1640-L1648 (Lemma 9's eta and eta <= 1: L1510), {SEED_FILE}",
    statement="Lemma 9: eta := C sqrt(D/S log(2D^2 log|V|)), C sufficiently large, eta <= 1, |V| >= 2D. Proof: M = S/D "
              "- C sqrt(S/D log(D/delta)) (L1640), S >= D log(D/delta), delta = 1/(2D log|V|), M/S = (1/D)(1 - C "
              "sqrt(D/S log(D/delta))) = (1/D)(1 - eta/2) (L1644), S/M = D/(1 - eta/2) <= D(1 + eta) (L1648). "
              "Checked: S/M <= D(1 + eta) with eta and C as Lemma 9 prints them (one letter C).",
    statement_tex=r"\frac{S}{M} = \frac{D}{1-\eta/2} \le D(1+\eta)",
    comparison="<=", bound=l1648_printed, measure=_l1648_measure, strategy=_l1648_inst(),
    domain=(Param("D", 1, INF, integer=True, text="D >= 1", unreached="D <= 1e4"),
            Param("|V|", 2, INF, key="V", integer=True, text="|V| >= 2D (Lemma 9)", unreached="|V| <= 2D + 1e6"),
            Param("eta", 0.0, 1.0, lo_closed=False, text="eta <= 1 (Lemma 9)",
                  unreached="eta <= 0.999: at eta = 1 the printed M is 0 (S/M infinite)"),
            Param("S", 1.0, INF, key="s_fac", text="S >= D log(D/delta) (L1642), s_fac = S/(D log(D/delta))",
                  unreached="s_fac <= 1e6")),
    assumptions=(Assumption("S >= D log(D/delta)", "L1642", lambda q: q["S - D log(D/delta)"]),
                 Assumption("|V| >= 2D", "Lemma 9", lambda q: q["|V| - 2D"])),
    readings=(_L1648_PROOF_ETA,),
    rtol=1e-9,
    expect="erratum as printed",
    evidence="audit pending (round 30). With Lemma 9's own eta := C sqrt(D/S log(2D^2 log|V|)) and delta = 1/(2D "
             "log|V|) (so D/delta = 2D^2 log|V|), L1640's C sqrt(D/S log(D/delta)) is eta, not eta/2: M/S = (1/D)"
             "(1 - eta) and S/M = D/(1 - eta) > D(1 + eta) for every eta in (0, 1) (D = 1, eta = 0.5: 2 > 1.5; eta -> "
             "1: unbounded), under Lemma 9's eta <= 1. L1644's '= (1/D)(1 - eta/2)' holds only if the lemma's C is "
             "twice L1640's Bernstein C (reading; then S/M = D/(1 - eta/2) <= D(1 + eta) for eta <= 1, tight at 1, "
             "as factrecall.display.lemma9-eta-chain checks). Lemma 9 itself survives (its C is 'sufficiently "
             "large'). Second path: tests/test_factrecall_r30_discFR2.py.",
    second_path="tests/test_factrecall_r30_discFR2.py::test_l1648_lemma_eta",
    no_correction_reason="the display is right with the proof's eta = 2C sqrt(...) (the reading); the fix is a "
                         "factor 2 in Lemma 9's definition of eta, L1510, or eta <= 1/2",
    mutants={"S/M <= D(1 + eta/4)": l1648_mutant_half},
    auto_mutant=False,
    notes="Closed forms. The existing factrecall.display.lemma9-eta-chain takes the proof's eta (C = eta/(2 sqrt(...))); "
          "this claim takes Lemma 9's (C = eta/sqrt(...)).",
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)

CLAIMS.append(L1648)
