"""chenli Appendix B: Theorem B.4 (L3732-L3794), the lower bound, as a uniform check of its '>~' with conditions
(163)-(165) read as printed (their hidden constants as 'large enough' requirements)."""

from __future__ import annotations

import math
from fractions import Fraction

from hypothesis import strategies as st

from thmcheck.bounds.chenli import appB_clt as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges


def _box_prob(d: int, a: float, Delta: float, s: float) -> Fraction:
    """P[v^T x in [a, a + Delta]] for v = (s/sqrt d) 1 (flat: rho = 1, ||v|| = s) and x uniform on {+-1}^d: v^T x =
    (s/sqrt d)(2K - d), K ~ Bin(d, 1/2); exact integer counts (thresholds compared in rationals of the floats)."""
    sd = Fraction(s) / Fraction(math.sqrt(d))  # s/sqrt(d) as the float's exact rational
    lo, hi = Fraction(a), Fraction(a) + Fraction(Delta)
    cnt = 0
    c = 1
    for K in range(d + 1):
        val = sd * (2 * K - d)
        if lo <= val <= hi:
            cnt += c
        c = c * (d - K) // (K + 1)
    return Fraction(cnt, 2**d)


def _cond(inst: dict) -> dict:
    """Conditions (163)-(165) at m = 1 with their hidden constants set to 1, reported as ratios lhs/rhs (terms): at
    a = 0 the lower end of (163)'s lambda range, Omega(sqrt(m)||a||/r^2), is 0, so Lambda >= det(VV^T)^{1/2} |phi(0)|
    = s, and (163) needs s <~ Delta^2/s (Delta >~ s); (164) and (165) have left sides proportional to ||a||."""
    s, a, D = float(inst["s"]), float(inst["a"]), float(inst["Delta"])
    rhs163 = D * math.exp(-1.0 - a * a / (s * s)) * (D / s)
    return {"(163) s / rhs (a = 0 reading)": s / rhs163 if a == 0 else float("nan"),
            "(164) lhs/rhs": (abs(a) ** 3 / (s**3 * inst["d"] ** 1.5)) / math.exp(-a * a / (4 * s * s)),
            "(165) lhs/rhs": (abs(a) / s**2 * (D * D / s + D)) / math.exp(-a * a / (4 * s * s))}


@st.composite
def _b4_instances(draw: st.DrawFn) -> dict:
    return {"d": draw(with_edges(st.integers(1, 200), 1, 200)), "s": float(draw(log_uniform(0.1, 10.0))),
            "a": float(draw(with_edges(st.floats(-3.0, 3.0), 0.0))),
            "Delta": float(draw(with_edges(log_uniform(1e-3, 100.0), 1e-3, 100.0)))}


def _b4_measure(inst: dict, ctx: Ctx) -> Measurement:
    P = _box_prob(int(inst["d"]), float(inst["a"]), float(inst["Delta"]), float(inst["s"]))
    return Measurement(float(P), {"Delta": float(inst["Delta"]), "s": float(inst["s"]), "a": float(inst["a"])},
                       {**_cond(inst), "t = Delta/||v||": float(inst["Delta"]) / float(inst["s"])})


def _b4_exact(inst: dict) -> Measurement:
    P = _box_prob(int(inst["d"]), float(inst["a"]), float(inst["Delta"]), float(inst["s"]))
    return Measurement(P, {"Delta": float(inst["Delta"]), "s": float(inst["s"]), "a": float(inst["a"])}, _cond(inst),
                       exact=True)


def _move_Delta(inst: dict, t: float) -> dict:
    """a = 0 (R = [0, Delta]), Delta = t ||v||: (164), (165) hold (left sides 0), (163) needs Delta >~ ||v||, met for
    every hidden constant once t is large."""
    return {**inst, "a": 0.0, "Delta": float(t) * float(inst["s"])}


THMB_4 = Claim(
    id="chenli.thmB.4",
    paper=PAPER,
    source=f"Theorem B.4 (lower bound), Appendix B, {SEED_FILE} L3732-L3794",
    statement="R = prod_j [a_j, a_j + Delta_j], v_1..v_m with (160)-(162), Lambda(r1, r2) = det(VV^T)^{1/2} sup_{r1 <= "
              "||lambda|| <= r2} |phi_{Vx}(lambda)|; if (163)-(165) hold, then for x ~ {+-1}^d: P[Vx in R] >~ 0.9^m "
              "(prod_j Delta_j) det(2 pi VV^T)^{-1/2} exp(-a^T (VV^T)^{-1} a/2).",
    statement_tex=r"$$\mathbb{P}[\mathbf{V}\mathbf{x} \in R] \gtrsim 0.9^m \left(\prod_j \Delta_j \right) \cdot "
                  r"\frac{1}{\det(2\pi\mathbf{V}\mathbf{V}^\top)^{1/2}} \cdot \exp\left(-\frac{1}{2} a^\top "
                  r"(\mathbf{V}\mathbf{V}^\top)^{-1} a\right)$$",
    kind="probabilistic",
    comparison=">=",
    bound=B.thmB_4_lower_shape,
    measure=_b4_measure,
    exact=_b4_exact,
    strategy=_b4_instances,
    constants="hidden",
    uniform=True,
    eventually=("Delta/||v|| (163)",),
    directions=(
        Direction("Delta -> inf at a = 0", "Delta", INF, how="path", move=_move_Delta,
                  points=(1.0, 3.0, 10.0, 30.0, 100.0, 300.0, 1000.0), grows=("Delta/||v|| (163)",),
                  reason="at a = 0 conditions (164)-(165) hold (their left sides carry ||a||) and (163) reads s <~ "
                         "Delta^2/s; P[v^T x in [0, Delta]] <= 1 while the printed right side grows like Delta/||v||"),
        Direction("d, a, ||v||", "d", INF, how="search", reason="d in [1, 200], a in [-3, 3], ||v|| in [0.1, 10]"),
        Direction("m", "m", INF, how="unsearched",
                  reason="m = 1 (V = v^T flat): one case of the printed domain refutes a 'for all'"),
    ),
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_thmB_4_second_path",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round3/chenli.md): confirmed. Was a record ('only a bounded ratio could be checked'). As printed, (163)'s lambda range "
             "starts at Omega(sqrt(m)||a||/r^2), which is 0 at a = 0, so Lambda >= det(VV^T)^{1/2}|phi(0)| = "
             "det(VV^T)^{1/2} and (163) forces only Delta >~ ||v|| (m = 1); (164) and (165) have left sides "
             "proportional to ||a|| and hold at a = 0. So R = [0, Delta] with Delta -> inf meets every condition for "
             "any hidden constants, while P[v^T x in R] <= 1 and the printed right side 0.9 Delta/(sqrt(2 pi) ||v||) "
             "-> inf: d = 16, v = 1/4 (||v|| = 1), Delta = 100: P = 0.5982 vs 35.9. The local-CLT form needs Delta "
             "small against ||v|| (the proof's Borovkov step), which no condition imposes at a = 0.",
    no_correction_reason="The theorem needs an upper bound on Delta_j relative to ||v_j|| (or r1 > 0 in (163)); the "
                         "text does not say which, so no single corrected bound is implied.",
    corrected_text="With an added hypothesis Delta_bar <~ r_underbar (boxes no wider than the scale of Vx), the "
                   "lower bound is the local CLT the proof derives.",
    mutants={"an extra factor ||v||^2 (wrong along ||v||)": lambda Delta, s, a: B.thmB_4_lower_shape(Delta, s, a) * s * s},
    notes="m = 1, v = (s/sqrt d) 1: v^T x = (s/sqrt d)(2 Bin(d, 1/2) - d); P exact (integer counts, rational "
          "thresholds). Conditions (163)-(165) with constants 1 are in the terms (ratios lhs/rhs). The upper bound "
          "of Theorem B.4 (1.1^m ...) is not encoded here.",
    settings={"ci": {"max_examples": 40, "budget_s": 3.0}},
    domain=(Param("Delta", 0.0, INF, lo_closed=False, key="Delta", text="Delta > 0"),
            Param("d", 1, INF, integer=True, key="d", text="x in {+-1}^d", unreached="d <= 200 (exact counts)")),
)

CLAIMS: list[Claim] = [THMB_4]
