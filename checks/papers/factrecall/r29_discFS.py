"""Round 29 (factrecall, helper discFS): Theorem 6's proof, the last requirement L1398 as a checked fact.

The proof of Theorem 6 ends (L1396-L1400): 'To conclude, we must verify that T alpha <= (1/300) iota^{-1} min_r
||p*(. | r) - p0|| [L1398]. But since alpha = eps e^{-iota}/sqrt(|A| + 1), the RHS scales with e^{-iota} and the RHS
scales with iota, and thus the condition can be obtained for choosing iota sufficiently large.' Round 27 recorded the
row as not-a-fact (a requirement); it asserts an inequality that the proof claims to obtain, so it is checked here:
at every instance of Theorem 6's setting with iota >= L1377's threshold (the proof's own choice, any larger iota
allowed), T alpha <= (1/300) iota^{-1} min_r ||p*(. | r) - p0||, with iota named ``eventually`` (sufficiently large)
and a path along it. T is the sequence length (any T >= 3; drawn up to 1e300 in logarithms).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.factrecall.r29_discFS import l1398_mutant_exp, l1398_mutant_iota_sq, l1398_printed
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []


@st.composite
def _l1398_inst(draw: st.DrawFn) -> dict:
    """Theorem 6's setting (as factrecall.display.thm6-params): R >= 2, D >= 1, S >= 8 R sqrt(2D), p(s, r) = 1/(SR),
    an answer table (balanced columns or random), eps a fraction of L1375's eps_min, iota a factor >= 1 of L1377's
    threshold; T log-uniform in [3, 1e300] (only log T enters)."""
    R = draw(with_edges(st.integers(2, 8), 2))
    D = draw(with_edges(st.integers(1, 8), 1, 2))
    return {"R": R, "D": D, "S": math.ceil(8 * R * math.sqrt(2 * D)) + draw(with_edges(st.integers(0, 200), 0)),
            "logT": draw(with_edges(log_uniform(math.log(3.0), 300 * math.log(10.0)), math.log(3.0),
                                    300 * math.log(10.0))),
            "table": draw(st.sampled_from(("balanced", "random"))), "seed": draw(SEEDS),
            "eps_frac": draw(with_edges(log_uniform(1e-3, 1.0), 1.0, 1e-3)),
            "iota_factor": draw(with_edges(log_uniform(1.0, 1e3), 1.0))}


def _l1398_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = log(T alpha) + iota = log T + log eps - log(|A| + 1)/2 (alpha of L1375; both sides shifted by iota), iota = iota_factor times
    L1377's 100(|A| + 1) log|A| eps^{-4} max_r p(r) ||p*(. | r) - p0||, p0 = 1/|A| uniform, gap_r from the table."""
    R, D, S = inst["R"], inst["D"], inst["S"]
    A = R * D
    rng = np.random.default_rng(inst["seed"])
    gaps = []
    for r in range(R):
        col = np.arange(S) % D if inst["table"] == "balanced" else rng.integers(0, D, S)
        p = np.zeros(A)
        np.add.at(p, r * D + col, 1.0 / S)
        gaps.append(float(np.linalg.norm(p - 1.0 / A)))
    eps = inst["eps_frac"] * min(gaps) / (100 * (A + 1))
    iota = inst["iota_factor"] * 100 * (A + 1) * math.log(A) * eps**-4 * max(g / R for g in gaps)
    lhs = inst["logT"] + math.log(eps) - 0.5 * math.log(A + 1)  # log(T alpha) + iota
    return Measurement(lhs, {"log_gap": math.log(min(gaps)), "iota": iota},
                       {"eps": eps, "|A|": A, "log T": inst["logT"], "min gap": min(gaps)})


def _iota_move(inst: dict, t: float) -> dict:
    return {**inst, "iota_factor": float(t)}


L1398 = Claim(
    id="factrecall.display.thm6-l1398", paper=PAPER, catalog_id="factrecall.thm6", kind="step",
    source=f"Proof of Theorem 6, App. D.3: L1394-L1400 (alpha of L1375, iota of L1377), {SEED_FILE}",
    statement="'To conclude, we must verify that T alpha <= (1/300) iota^{-1} min_r ||p*(. | r) - p0|| [L1398]. But "
              "since alpha = eps e^{-iota}/sqrt(|A| + 1), ... the condition can be obtained for choosing iota "
              "sufficiently large.' Checked (in logarithms, both sides plus iota): log(T alpha) + iota <= log(min_r ||p*(. | r) - "
              "p0||/(300 iota)) + iota for iota >= L1377's threshold (iota 'sufficiently large': eventually along iota -> inf).",
    comparison="<=", bound=l1398_printed, measure=_l1398_measure, strategy=_l1398_inst, rtol=1e-12,
    domain=(Param("R", 2, INF, integer=True, text="R >= 2 relations (|A| = RD >= 2D)", unreached="R <= 8"),
            Param("D", 1, INF, integer=True, text="D >= 1 answers per relation", unreached="D <= 8"),
            Param("logT", math.log(3.0), INF, text="log T, T >= 3 the sequence length",
                  unreached="T <= 1e300 (log T enters linearly against iota >= 1e9)"),
            Param("eps_frac", 0.0, 1.0, lo_closed=False, text="eps = eps_frac eps_min-bound (L1375)",
                  unreached="eps_frac >= 1e-3 (a smaller eps only raises iota)"),
            Param("iota_factor", 1.0, INF, text="iota >= L1377's threshold (any larger iota)",
                  unreached="factor <= 1e3 drawn; the path goes to 1e6")),
    eventually=("iota_factor",),
    directions=(Direction("iota -> inf", "iota_factor", INF, how="path", move=_iota_move,
                          points=(10.0, 1e2, 1e3, 1e4, 1e6), grows=("iota_factor",)),),
    expect="holds",
    evidence="Holds at the proof's own iota already: iota >= 100(|A| + 1) log|A| eps^{-4} p(r) gap_r >= 1e9 here, so "
             "log(T alpha) = log T + log eps - iota - log(|A| + 1)/2 is far below log(gap/(300 iota)) for every "
             "T <= 1e300; the right side decays like 1/iota, the left like e^{-iota} (the text's 'RHS ... RHS' "
             "means LHS and RHS).",
    mutants={"the right side also times e^{-iota}": l1398_mutant_exp,
             "the right side e^{-iota} iota (alpha's order)": l1398_mutant_iota_sq},
    auto_mutant=False,
    notes="Closed form in logarithms; S and |N| do not enter L1398 (S only shapes the answer table).",
    settings={"ci": {"max_examples": 40, "budget_s": 0.5}},
)

CLAIMS.append(L1398)
