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
)
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
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
    evidence="Audited (round 30, docs/audits/round30/factrecall.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. As printed the '<~' side of the first 'prop' fails: at S = R = 1, delta' = "
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
