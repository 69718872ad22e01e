"""thesis, Section 5.3 (round 16, helper thesisD3): the remark after Theorem 5.3.1, as printed.

- ``thesis.ch5.thm5.3.1-remark-L1562``: 'condition (5.8) implies that ||A*||_inf is O(1)' (L1562). On a star (D
  leaves) beside a regular padding component, (5.8)'s caps c1/(L psi_l) grow with sum_l d_l N_l, and even p* = 1 for
  every group (allowed once the padding is large) leaves ||A*||_inf = ||A||_inf ~ sqrt(D/2): erratum (holds as
  ||A*||_inf <= ||A||_inf max_l p_l*).

Bounds in ``thmcheck.bounds.thesis.r16_thesisD3``; second path in ``tests/test_thesis_r16_thesisD3.py``.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r16_thesisD3 as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.r16_thesisD2 import _d130_graph
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r16_thesisD3.py::"
CLAIMS: list[Claim] = []


def _npad_for_p1(D: int, c1: float) -> int:
    """The padding size at which p* = 1 meets (5.8) for every group (L = 3): E >= 3 sqrt(2 (D + 1)) D / c1 (the leaves'
    cap is the smallest), with 10% room."""
    dpad = max(3, round(math.sqrt(2.0 * (D + 1))))
    return int(math.ceil(1.1 * 3.0 * math.sqrt(2.0 * (D + 1)) * D / (c1 * dpad)))


def _l1562_measure(inst: dict, ctx: Ctx) -> Measurement:
    """||A*||_inf of the star-plus-padding graph (r16_thesisD2._d130_graph: p* at fractions s of (5.8)'s caps), or with
    p* = 1 on the star's groups and 0 on the padding ('p_one', padding sized so that (5.8) holds); the slacks p_l/cap are in the record."""
    G = _d130_graph(inst)
    D = int(inst["D"])
    if inst["p_one"]:
        At = np.eye(D + 1)
        At[0, 1:] = At[1:, 0] = 1.0
        deg = At.sum(axis=1)
        A = At / np.sqrt(np.outer(deg, deg))
        a_inf = float(max(np.abs(A).sum(axis=1).max(), 1.0))  # the padding rows sum to 1
        p = {k: (0.0 if k == "padding" else 1.0) for k in G["p"]}  # (5.8) allows p = 0; the padding's cap is < 1
        R = float(np.abs(A).sum(axis=1).max())  # the padding rows of A* are 0
    else:
        Ast = G["Astar"]
        p = G["p"]
        pv = np.array([p["centre"]] + [p["leaves"]] * D)
        A = Ast / np.sqrt(pv)[:, None] / np.sqrt(pv)[None, :] if inst["sym"] else Ast / pv[None, :]
        a_inf = float(max(np.abs(A).sum(axis=1).max(), 1.0))
        R = G["R"]
    pmax = float(max(p.values()))
    slack = {f"p_{k}/cap ((5.8) or (D.16), <= 1)": p[k] / G["cap"][k] for k in p}
    if any(v > 1.0 + 1e-12 for v in slack.values()):
        raise AssertionError(f"generator left (5.8): {slack}")
    return Measurement(R, {"ainf": R, "a_inf": a_inf, "pmax": pmax},
                       {"||A*||_inf": R, "||A||_inf": a_inf, "p*": p, **slack, "L": G["L"], "psi": G["psi"],
                        "d_pad": G["dpad"], "sum_i d_i N_i": G["E"], "p* = 1": bool(inst["p_one"]),
                        "symmetric (D.14)": bool(inst["sym"])})


@st.composite
def _l1562_instances(draw: st.DrawFn) -> dict:
    """Stars with D in 10..2000 leaves, c1 in [1, 10], padding 0 or 1..1e6 nodes with p* at fractions s in [1/2, 1] of
    (5.8)'s caps (asymmetric or symmetric), or p* = 1 on the star's groups (0 on the padding) with the padding (5.8) then needs."""
    D, c1 = draw(st.integers(10, 2000)), draw(log_uniform(1.0, 10.0))
    p_one = draw(st.booleans())
    npad = _npad_for_p1(D, c1) if p_one else draw(st.one_of(st.just(0), log_uniform(1.0, 1e6).map(round)))
    return {"D": D, "npad": int(npad), "c1": c1, "s_leaf": draw(st.floats(0.5, 1.0)),
            "s_centre": draw(st.floats(0.5, 1.0)), "sym": False if p_one else draw(st.booleans()), "p_one": p_one}


_BASE = {"D": 400, "npad": 10**4, "c1": 1.0, "s_leaf": 1.0, "s_centre": 1.0, "sym": False, "p_one": False}


def _mv_pad(inst: dict, t: float) -> dict:
    """N_pad = t, p* at (5.8)'s caps, D = 400, c1 = 1."""
    return {**_BASE, "npad": int(round(t))}


def _mv_D(inst: dict, t: float) -> dict:
    """D = t leaves, p* = 1 on the star (0 on the padding), the padding (5.8) needs, c1 = 1."""
    D = int(round(t))
    return {**_BASE, "D": D, "npad": _npad_for_p1(D, 1.0), "p_one": True}


CLAIMS.append(Claim(
    id="thesis.ch5.thm5.3.1-remark-L1562", paper=PAPER, kind="step", comparison="<=",
    source=f"remark after Theorem 5.3.1 (A* = A P* (5.6)-(5.7), (5.8)-(5.9), degree groups L1415, A = D^{{-1/2}} (A~ + I) "
           f"D^{{-1/2}}), {SEED_FILE} L1562",
    statement="L1562: 'condition (5.8) implies that ||A*||_inf is O(1)': one constant bounds ||A*||_inf over every "
              "graph and every p* with 0 <= p_l* <= c1/(L psi_l) (5.8)-(5.9) (c1 a fixed constant).",
    statement_tex=r"0 \le p_l^* \le \frac{c_1}{L\psi_l}\ \forall l \implies \|\mathbf{A}^*\|_\infty = O(1)",
    bound=B.l1562_shape, measure=_l1562_measure, strategy=_l1562_instances(),
    constants="hidden", uniform=True, expect="erratum", rtol=1e-9, atol=0.0,
    directions=(
        Direction("padding mass -> inf, p* at (5.8)'s caps", "npad", INF, how="path", move=_mv_pad,
                  points=(100.0, 1e3, 1e4, 1e5, 1e6),
                  reason="the caps c1/(L psi_l) ~ sum_l d_l N_l: ||A*||_inf ~ N_pad d_pad/(6 (D + 1))"),
        Direction("D -> inf with p* = 1 on the star, 0 on the padding (constant p*)", "D", INF, how="path", move=_mv_D,
                  points=(10.0, 100.0, 1000.0, 4000.0),
                  reason="||A*||_inf = ||A||_inf = 1/(D + 1) + D/sqrt(2 (D + 1)) ~ sqrt(D/2)"),
        Direction("c1, fractions, symmetric sampling (searched)", "c1", 10.0, how="search",
                  reason="c1 in [1, 10], s in [1/2, 1], both samplings"),
    ),
    domain=(Param("D", 1, INF, integer=True, far=4000.0, text="the star's leaves (the printed domain is every graph)",
                  unreached="D <= 2000 drawn, 4000 on the path (dense matrix)"),
            Param("c1", 0, INF, lo_closed=False, far=10.0, text="(5.8)'s positive constant c1",
                  unreached="c1 in [1, 10] drawn; the paths hold c1 = 1")),
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round16/thesis.md, auditors A, B, D): confirmed. L1562 says (5.8) implies ||A*||_inf = O(1). (5.8) caps p_l* by c1/(L psi_l), psi_l = sqrt(d_L d_l) N_l / "
             "sum_i d_i N_i (5.9): a large low-degree component makes every psi_l small and every cap large. Star with "
             "D leaves (degrees 2 and D + 1 with self-loops) beside a d_pad-regular padding component (d_pad = "
             "round(sqrt(2 (D + 1))), L = 3 groups separated by factors ~ sqrt(D/2)). (a) p* at the caps, c1 = 1, D = "
             "400: N_pad = 1e2 .. 1e6 gives ||A*||_inf = 1.67, 12.2, 117, 1170, 11696 (slacks p_l/cap = 1). (b) "
             "constant p* (1 on the star's two groups, 0 on the padding, which (5.8)'s 0 <= p_l* allows; with padding N_pad "
             ">= 1.1 * 3 sqrt(2 (D + 1)) D/d_pad, c1 = 1, every slack p_l/cap <= 1/1.1, the padding's 0): ||A*||_inf = ||A||_inf = 1/(D + "
             "1) + D/sqrt(2 (D + 1)) = 2.22, 7.04, 22.4, 44.7 at D = 10, 100, 1000, 4000. The bound on ||A*||_inf needs "
             "||A||_inf bounded, which the normalized adjacency of a graph with a high-degree node does not give "
             "(the text's 'd_l = o(d_{l+1})' groups hold: 2 << sqrt(2 D) << D). Second path: full adjacency of the "
             "star plus a circulant padding graph in numpy, degrees and psi_l counted from it.",
    corrected=B.l1562_corrected,
    corrected_text="||A*||_inf <= ||A||_inf max_l p_l* (so O(1) only when ||A||_inf and the p_l* are)",
    mutants={"||A||_inf alone": B.l1562_mut_A, "||A||_inf sqrt(max_l p_l*)": B.l1562_mut_p},
    auto_mutant=False, second_path=SP + "test_l1562_ainf_unbounded_under_58",
    settings={"ci": {"max_examples": 20, "budget_s": 10.0}},
))
