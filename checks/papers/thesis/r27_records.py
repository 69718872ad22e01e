"""thesis, Chapter 3 App. B (round 27, helper records): a record re-examined as a referee would.

- ``thesis.ch3.lemmaB.3.5``: Lemma B.3.5 (B.34)-(B.35), L4019-L4027, was a record (an alias of Ch. 2's Lemma A.5.1).
  The printed statement is not the same one symbol by symbol: it carries the width hypothesis (B.34) m >= M^2 log N
  (A.5.1 has none), its lucky sets are Chapter 3's (B.3)-(B.5) (one set per NODE, V_n(0) aggregated over the sampled
  set T^n of the graph with the positional bias u_(s,n)^T b, not Ch. 2's per-token (A.7)-(A.9)), and N is the number of
  graph nodes. It is computable: it is encoded here as printed. (B.3) prints x_n inside the sum over s in T^n
  (literal: the softmax weights sum to 1 and V_n(0) = W_V^(0) x_n); the sum over x_s (the aggregation of (3.1)) is
  measured too and reported in the terms (its counts have the same law: a Gaussian row of W_O^(0) falls on either
  side of the hyperplane of any V != 0 with probability 1/2). The free 'l in S_1^{n,t}' of (B.4)-(B.5) is read with
  the notation table (L3860: 'W_l(0), U_l(0): the set of lucky neurons for node l') and Lemma B.3.6 (l in D_1 for
  W_l, l in D_2 for U_l, L4029-L4033): the lhs is the least count over the nodes of D_1 (for W) and D_2 (for U).

Bounds in ``thmcheck.bounds.thesis.r27_records``; second path in ``tests/test_thesis_r27_records.py``.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r27_records as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform

SP = "tests/test_thesis_r27_records.py::"
_M_CAP, _N_CAP = 1 << 16, 1 << 13  # the count matrix is m x N floats


def _m_min(M: int, N: int) -> int:
    """(B.34): the least integer width m >= M^2 log N (natural log; at least 1)."""
    return max(1, math.ceil(M * M * math.log(N)))


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    """M in [2, 8] patterns (p_1, p_2 discriminative), d in [M, M + 6] (orthonormal patterns), N in [2, 512] nodes,
    |T^n| in [1, min(N, 24)] nodes sampled uniformly from the whole graph (Algorithm 4, L789), m from its printed least
    value ceil(M^2 log N) (drawn with probability 1/4) to 8192 log-uniformly, the init errors sigma, delta and the
    W_O scale xi drawn."""
    M = draw(st.integers(2, 8))
    N = draw(st.integers(2, 512))
    lo = _m_min(M, N)
    m = lo if draw(st.integers(0, 3)) == 0 else max(lo, int(draw(log_uniform(float(lo), 8192.0))))
    return {"M": M, "d": M + draw(st.integers(0, 6)), "N": N, "T": draw(st.integers(1, min(N, 24))), "m": m,
            "sigma": draw(st.floats(0.0, 0.3)), "delta": draw(st.floats(0.0, 0.45)),
            "xi": draw(log_uniform(1e-3, 1.0)), "seed": draw(SEEDS)}


def _counts(inst: dict) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per node n: the number of i with W_O(i,:)^(0) V_n(0) > 0, V_n(0) as printed in (B.3) (x_n inside the sum) and
    with x_s; the pattern of each node."""
    rng = np.random.default_rng(int(inst["seed"]))
    M, d, N, T, m = int(inst["M"]), int(inst["d"]), int(inst["N"]), int(inst["T"]), int(inst["m"])
    if m > _M_CAP or N > _N_CAP:
        raise SolverFailure(f"m = {m}, N = {N}: beyond the memory cap (m <= {_M_CAP}, N <= {_N_CAP})")
    pat = rng.permutation(np.arange(N) % M)                       # every pattern present once N >= M; D_1, D_2 != {}
    X = np.eye(d)[pat]                                             # x_n = mu_{pat(n)}: x_i^T x_j = 1 / 0 (lambda = 0)
    U = np.linalg.qr(rng.standard_normal((d, d)))[0]
    WV = U + inst["sigma"] / math.sqrt(d) * rng.standard_normal((d, d))
    WK = np.eye(d) + inst["delta"] / math.sqrt(d) * rng.standard_normal((d, d))
    WQ = np.eye(d) + inst["delta"] / math.sqrt(d) * rng.standard_normal((d, d))
    WO = inst["xi"] * rng.standard_normal((m, d))
    S = np.stack([rng.choice(N, size=T, replace=False) for _ in range(N)])      # T^n, uniform from the whole graph
    sc = np.einsum("nsd,ed,ef,nf->ns", X[S], WK, WQ, X)                          # x_s^T W_K^T W_Q x_n, b^(0) = 0
    w = np.exp(sc - sc.max(1, keepdims=True))
    w /= w.sum(1, keepdims=True)
    V_lit = (X * w.sum(1, keepdims=True)) @ WV.T                                 # (B.3) as printed: x_n in the sum
    V_xs = np.einsum("ns,nsd->nd", w, X[S]) @ WV.T                               # the aggregation over x_s
    return (WO @ V_lit.T > 0).sum(0), (WO @ V_xs.T > 0).sum(0), pat, np.asarray(m)


def _measure(inst: dict, ctx: Ctx) -> Measurement:
    """min over l in D_1 of |W_l(0)| and over l in D_2 of |U_l(0)| ((B.4)-(B.5)) at one width m."""
    lit, xs, pat, _ = _counts(inst)
    rel = (pat == 0) | (pat == 1)
    c = float(lit[rel].min())
    m = int(inst["m"])
    return Measurement(c, {"m": m, "N": int(inst["N"]), "M": int(inst["M"])},
                       {"min_fraction": c / m, "min_fraction_xs": float(xs[rel].min()) / m,
                        "m_over_M2logN": m / (inst["M"] ** 2 * math.log(inst["N"]))})


def _move_m(inst: dict, t: float) -> dict:
    return {**inst, "m": max(int(t), _m_min(inst["M"], inst["N"]))}


def _move_N(inst: dict, t: float) -> dict:
    """N = t nodes at the printed least width m = ceil(M^2 log N) of (B.34)."""
    N = int(t)
    return {**inst, "N": N, "T": min(inst["T"], N), "m": _m_min(inst["M"], N)}


def _move_M(inst: dict, t: float) -> dict:
    """M = t patterns (d = M + 2) at the printed least width m = ceil(M^2 log N)."""
    M = int(t)
    N = max(inst["N"], M)
    return {**inst, "M": M, "d": M + 2, "N": N, "T": min(inst["T"], N), "m": _m_min(M, N)}


CLAIMS: list[Claim] = [Claim(
    id="thesis.ch3.lemmaB.3.5", paper=PAPER,
    source=f"Lemma B.3.5 (B.34)-(B.35), App. B.3, L4019-L4027 (cited from [6]; lucky sets (B.3)-(B.5) L3900-L3909), "
           f"{SEED_FILE} L4019-L4027",
    statement="[6] If the number of neurons m is larger enough such that m >= M^2 log N (B.34), the number of lucky "
              "neurons at the initialization |W_l(0)|, |U_l(0)| satisfies |W_l(0)|, |U_l(0)| >= Omega(m) (B.35).",
    statement_tex=r"m \geq M^2 \log N \;\Rightarrow\; |\mathcal{W}_l(0)|, |\mathcal{U}_l(0)| \geq \Omega(m)",
    kind="probabilistic", comparison=">=", bound=B.luckyB35_shape, measure=_measure, strategy=_instances,
    constants="hidden", uniform=True, eventually=("m",),
    assumptions=(Assumption("(B.34)", "m >= M^2 log N", lambda q: q["m"] - q["M"] ** 2 * math.log(q["N"])),),
    directions=(
        Direction("m -> inf", "m", INF, move=_move_m, points=(64, 512, 4096, 32768), grows=("m",)),
        Direction("N -> inf at m = ceil(M^2 log N)", "N", INF, move=_move_N, points=(4, 32, 256, 2048, 8192),
                  grows=("m",)),
        Direction("M -> inf at m = ceil(M^2 log N)", "M", INF, move=_move_M, points=(2, 4, 8, 16, 32, 64),
                  grows=("m",)),
        Direction("xi, sigma, delta, d, |T^n|", "xi", 0.0, how="search",
                  reason="drawn by the strategy (the sign of W_O(i,:) V does not depend on the scale xi; a Gaussian "
                         "row is on either side of the hyperplane of V_n(0) w.p. 1/2 whatever W_V, W_K, W_Q are)"),
    ),
    domain=(
        Param("m", 1, INF, integer=True, text="m >= M^2 log N (B.34)", unreached="m <= 8192 drawn, 32768 on the path"),
        Param("N", 2, INF, integer=True, text="N graph nodes", unreached="N <= 512 drawn, 8192 on the path"),
        Param("M", 2, INF, integer=True, text="M patterns, p_1 and p_2 discriminative",
              unreached="M <= 8 drawn, 64 on the path"),
        Param("sigma", 0, INF, text="sigma (Assumption B.2.1, as Ch. 2's Assumption 2.3.1: sigma = O(1/M))", far=0.3,
              unreached="sigma <= 0.3: the counts do not depend on W_V^(0) (a Gaussian W_O row is on either side of "
                        "any hyperplane w.p. 1/2)"),
        Param("delta", 0, 0.5, hi_closed=False, text="delta < 1/2",
              unreached="delta <= 0.45: the measured errors of W_K, W_Q stay below 1/2"),
    ),
    mutants={"Omega(m^2)": B.luckyB35_mut_m2, "Omega(m M)": B.luckyB35_mut_mM, "Omega(m sqrt(N))": B.luckyB35_mut_sqrtN},
    second_path=SP + "test_lucky_counts_binomial_half",
    notes="Round 27 (records): was the record 'alias of thesis.ch2.lemmaA.5.1'; the printed statement differs (the "
          "hypothesis (B.34), per-node lucky sets of (B.3)-(B.5), N = graph nodes), so it is checked as printed. "
          "Omega(m) read as m -> inf (eventually m); the N and M paths stay at the printed least width "
          "m = ceil(M^2 log N). Each neuron is lucky w.p. exactly 1/2, so the least count over the D_1, D_2 nodes is "
          "~ m/2 - O(sqrt(m log N)) >= m/2 - O(m/M): bounded below by m/4 once M >= 4 ... the search decides.",
    settings={"ci": {"max_examples": 20, "budget_s": 2.0}},
)]
