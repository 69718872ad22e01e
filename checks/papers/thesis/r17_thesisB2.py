"""thesis, Appendix B.4 (proof of Lemma B.3.3), round 17 (helper thesisB, continuation thesisB2).

- (B.185) L4761: |S_*^{l,t} cap N_z^l| / |S_*^{l,t}| >= |N_z^l| / (|N_z^l| + |V - N_z^l|) - 1/poly(Z) at z = z_m, with
  the probability of L4749 ('with probability at least 1 - |S^{n,t}|^{-C}'), the 1/poly(Z) being the sampling
  deviation sqrt(log s / s) of (B.182)-(B.183) that the proof combines with (B.184): the exact hypergeometric lower
  tail of a uniform sample S_* of the class-relevant discriminative nodes D_*, as thesis.ch3.eqB.182's encoding.

Bounds reused from ``thmcheck.bounds.thesis.r9_thesisAB`` (eqB182_shape and its mutants)."""

from __future__ import annotations

import math

from hypothesis import strategies as st
from scipy.stats import hypergeom

from thmcheck.bounds.thesis import r9_thesisAB as B9
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r9_thesisAB as R9
from thmcheck.checks.papers.thesis._common import INF, PAPER, _src

CLAIMS: list[Claim] = []


# ================= (B.185) L4761, proof of Lemma B.3.3 (P_2 at t = 0, z = z_m): the sampled class-relevant fraction

@st.composite
def _b185_instances(draw: st.DrawFn) -> dict:
    """thesis.ch3.eqB.182's draw (r9_thesisAB._b182_instances) read as: N = |D_*| class-relevant discriminative nodes,
    K = |D_* cap N_z^l|, s = |S_*^{l,t}| sampled uniformly from D_*; u in [0, 1] (atoms 1, 0) places |N_z^l|/N = u K/N
    below K/|D_*| as (B.184) at z = z_m gives (u = 1: (B.184) with equality, the tightest case)."""
    inst = draw(R9._b182_instances())
    return {**inst, "u": draw(st.one_of(st.sampled_from([1.0, 0.0]), st.floats(0.0, 1.0)))}


def _b185_fail(Nd: int, K: int, s: int, r: float) -> float:
    """Pr(X/s < r - sqrt(log s / s)), X ~ Hypergeometric(Nd, K, s) (|S_* cap N_z^l| for a uniform s-subset S_* of
    D_*)."""
    thr = math.sqrt(math.log(s) / s)
    lo = math.ceil(s * (r - thr) - 1e-12) - 1      # X <= lo  <=>  X/s < r - thr
    return min(1.0, max(0.0, float(hypergeom.cdf(lo, Nd, K, s)))) if lo >= 0 else 0.0


def _b185_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = log(s)/log(1/Pr(fail)) (0 when Pr(fail) = 0): 'with probability at least 1 - s^{-C}' is Pr(fail) <=
    s^{-C}, i.e. lhs <= 1/C; the tail exact (scipy's hypergeometric cdf)."""
    Nd, K, s = int(inst["N"]), int(inst["K"]), int(inst["s"])
    if s > R9.B182_SMAX or Nd > R9.B182_NMAX:
        raise SolverFailure(f"s = {s}, |D_*| = {Nd}: beyond the caps (s <= 1e6, N <= 1e8) of the exact tail")
    r = float(inst["u"]) * K / Nd
    p = _b185_fail(Nd, K, s, r)
    if p >= 1.0:
        raise SolverFailure(f"|D_*| = {Nd}, K = {K}, s = {s}: Pr(fail) = 1")
    lhs = 0.0 if p <= 0.0 else math.log(s) / -math.log(p)
    return Measurement(lhs, {"s": s, "N": Nd}, {"Pr(fail)": p, "|N_z|/N (r)": r, "K/|D_*| (B.184 side)": K / Nd,
                                                "deviation sqrt(log s/s)": math.sqrt(math.log(s) / s)})


def _b185_move_s(inst: dict, t: float) -> dict:
    return {**R9._b182_move_s(inst, t), "u": inst["u"]}


def _b185_move_n(inst: dict, t: float) -> dict:
    return {**R9._b182_move_n(inst, t), "u": inst["u"]}


def _b185_start(inst: dict) -> bool:
    """As eqB.182's paths (N >= 2 s, 0.1 <= K/N <= 0.9), with u >= 0.9 (|N_z|/N near its (B.184) cap, where the
    lower tail is not trivially 0; the draw's atom u = 1 meets it)."""
    return R9._b182_start(inst) and float(inst["u"]) >= 0.9


CLAIMS.append(Claim(
    id="thesis.ch3.eqB.185", paper=PAPER, kind="step", comparison="<=",
    source=_src("(B.185), proof of Lemma B.3.3 (P_2 at t = 0, z = z_m), App. B.4, L4761 (the probability at L4749: "
                "'with probability at least 1 - |S^{n,t}|^{-C} >= 1 - (MZ)^{-C'}'; (B.182)-(B.184) L4751-L4757)"),
    statement="(B.185): |S_*^{l,t} cap N_z^l| / |S_*^{l,t}| >= |N_z^l| / (|N_z^l| + |V - N_z^l|) - 1/poly(Z) for z = "
              "z_m, with probability at least 1 - |S^{n,t}|^{-C}. Checked: for S_* a uniform s-subset of the |D_*| "
              "class-relevant discriminative nodes, K of them in N_z^l, and |N_z^l|/N <= K/|D_*| ((B.184) at z_m), "
              "Pr(|S_* cap N_z^l|/s < |N_z^l|/N - sqrt(log s / s)) <= s^{-C} for one C > 0 over every s >= 2, |D_*| "
              ">= s, K, as log(s)/log(1/Pr(fail)) <= 1/C (uniform); 1/poly(Z) read as the deviation sqrt(log s / s) "
              "<= 1/poly(Z) of (B.182)-(B.183) (a larger 1/poly(Z) only lowers Pr(fail)).",
    statement_tex=r"\frac{|\mathcal{S}_*^{l,t} \cap \mathcal{N}_z^l|}{|\mathcal{S}_*^{l,t}|} \geq \frac{|\mathcal{N}_z^l|}"
                  r"{|\mathcal{N}_z^l| + |\mathcal{V} - \mathcal{N}_z^l|} - \frac{1}{\text{poly}(Z)} \text{ w.p. } \geq 1 "
                  r"- |\mathcal{S}^{n,t}|^{-C}",
    bound=B9.eqB182_shape, measure=_b185_measure, strategy=_b185_instances(),
    constants="hidden", uniform=True, expect="holds",
    directions=(
        Direction("s -> inf (|D_*|/s up to 100, K/|D_*| and u kept)", "s", INF, move=_b185_move_s,
                  points=(10.0, 1e2, 1e3, 1e4, 1e5), start=_b185_start),
        Direction("|D_*| -> inf at the instance's s, K/|D_*| and u", "N", INF, move=_b185_move_n,
                  points=(1e2, 1e4, 1e6, 1e8), start=_b185_start),
        Direction("K/|D_*| over [0, 1]", "K", 1, how="search"),
        Direction("u = (|N_z|/N)/(K/|D_*|) over [0, 1]", "u", 1, how="search",
                  reason="u drawn in [0, 1] with atoms 0, 1 ((B.184) with equality at u = 1)"),
    ),
    domain=(
        Param("s", 2, INF, integer=True, text="sample size s = |S_*^{l,t}| >= 2 (log s > 0)", far=10**6,
              unreached="s <= 1e5 along the path (the exact tail's cap is 1e6); Hoeffding's s^{-2} is uniform past it"),
        Param("N", 2, INF, integer=True, text="|D_*| class-relevant discriminative nodes", far=10**7,
              unreached="|D_*| <= 1e7 drawn, 1e8 along the path"),
        Param("K", 0, INF, integer=True, text="K = |D_* cap N_z^l| in [0, |D_*|]", unreached="K <= |D_*| <= 1e8"),
        Param("u", 0, 1, text="u = (|N_z^l|/N) / (K/|D_*|) in [0, 1]: (B.184) at z = z_m"),
    ),
    evidence="Given (B.184) at z_m, |N_z^l|/N <= K/|D_*| = E[X/s], so the failure event is inside the lower "
             "deviation event of (B.182) for D_*: Hoeffding for sampling without replacement gives Pr(fail) <= "
             "exp(-2 log s) = s^{-2}, lhs <= 1/2 for every s.",
    mutants={"log(s)/s (failure e^{-C s}: an exponential tail in s)": B9.eqB182_mut_exp_s,
             "log(s)/N (failure e^{-C |D_*|}: the population in place of the sample, wrong along |D_*|)":
                 B9.eqB182_mut_exp_n},
    notes="Round 17 (thesisB2): the proof reads (B.185) off (B.182)-(B.184) 'with probability at least 1 - "
          "|S^{n,t}|^{-C}' (L4749), so the display is a w.h.p. statement over the sampling of S^{l,t}; its "
          "deterministic part |N_z|/N <= |D_1 cap N_z|/|D_1| is (B.184) (thesis.ch3.eqB.184). (B.185)'s middle member "
          "(|S_* cap N_z|/(|S_* cap N_z| + |S_* cap (V - N_z)|)) is an identity. Z enters only through '1/poly(Z)' >= "
          "sqrt(log s / s), i.e. the requirement |S^{n,t}| >~ poly(Z) (not checked, as eqB.182); a family of graphs "
          "with Z growing adds nothing the sample size s does not carry. lhs is a monotone transform of the failure "
          "probability (C in an exponent).",
    settings={"ci": {"max_examples": 20, "budget_s": 0.6}},
))
