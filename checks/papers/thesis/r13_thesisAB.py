"""thesis, Appendix B (proof of Lemma B.3.2, Chapter 3), round 13 (helper thesisAB): displays inside the proofs
encoded as printed.

- (B.119) L4416-L4419: at the initial point (b^(0) = 0, W_K^(0), W_Q^(0) of Assumption B.2.1), for s in S_1^{l,t},
  softmax_l(s) >= Omega(1) sum_{r in S_2^{l,t}} softmax_l(r). One node's softmax weight against the total weight of
  the sampled mu_2 nodes: the logits differ by at most 1 + 4 delta + 2 delta^2 < 3.5, so the ratio is at most
  e^{3.5}/|S_2^{l,t}| and tends to 0 as the sample S^{l,t} grows (Theorem 3.4.4 asks only |S^{n,t}| >= Omega(1)):
  erratum along |S^{l,t}| -> inf; corrected per node (softmax_l(s) >= Omega(1) softmax_l(r) for every r in S_2).

Bounds in ``thmcheck.bounds.thesis.r13_thesisAB``; own checks in ``tests/test_thesis_r13_thesisAB.py``.
"""

from __future__ import annotations

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r13_thesisAB as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, _src
from thmcheck.checks.strategies import SEEDS

CLAIMS: list[Claim] = []
SP = "tests/test_thesis_r13_thesisAB.py::"

# ================= (B.119) L4416-L4419, proof of Lemma B.3.2, App. B.3: one softmax weight against a sum of them


@st.composite
def _b119_instances(draw: st.DrawFn) -> dict:
    """The Section 3.5.1 graph's pattern counts (build_graph: n_1 = n_2 = max(2, floor(gamma_d N / 2)) nodes of mu_1,
    mu_2, the rest uniform over the M - 2 non-discriminative patterns): N in [20, 2000] (atoms 20, 2000), gamma_d in
    (0, 1] (atom 0.5), M in [3, 8]; the sample S^{l,t} of a mu_1 node l: l and frac (|S| - 1) uniform other nodes,
    |S^{l,t}| = max(2, round(frac N)), frac in [0.05, 1] (atom 1); Assumption B.2.1's key/query errors: W_K^(0) mu_j =
    q_j + n_j, W_Q^(0) mu_j = r_j + o_j with Q = R = I (orthonormal, q_1 = r_1, q_2 = r_2), ||n_j||, ||o_j|| <= delta,
    delta in [0, 0.49] (atom 0), each error a uniform direction of length delta x nscale x U[0, 1], nscale in [0, 1]
    (atom 0); both matrices divided by their spectral norm where it exceeds 1 (||W_K||, ||W_Q|| <= 1)."""
    return {"N": draw(st.one_of(st.sampled_from([20, 2000]), st.integers(20, 2000))),
            "gamma_d": draw(st.one_of(st.just(0.5), st.floats(0.05, 1.0))), "M": draw(st.integers(3, 8)),
            "frac": draw(st.one_of(st.just(1.0), st.floats(0.05, 1.0))),
            "delta": draw(st.one_of(st.just(0.0), st.floats(0.0, 0.49))),
            "nscale": draw(st.one_of(st.just(0.0), st.floats(0.0, 1.0))), "seed": draw(SEEDS)}


def _b119_errors(M: int, scale: float, rng: np.random.Generator) -> np.ndarray:
    """I + E, E's column j a uniform direction of length scale x U[0, 1], divided by its spectral norm if above 1."""
    u = rng.standard_normal((M, M))
    u /= np.linalg.norm(u, axis=0, keepdims=True)
    W = np.eye(M) + u * (scale * rng.uniform(0.0, 1.0, M))[None, :]
    return W / max(1.0, float(np.linalg.norm(W, 2)))


def _b119_measure(inst: dict, ctx: Ctx) -> Measurement:
    """softmax_l over the sample S^{l,t} at t = 0 (b^(0) = 0, so u^T b^(0) = 0 in every logit; node features x = mu_j
    exactly, Section 3.4.2): logit of a node r of pattern j = (W_K mu_j)^T (W_Q mu_1) for the mu_1 node l. The sample's
    pattern counts are drawn exactly (multivariate hypergeometric over the N - 1 other nodes, l added). lhs = min_{s in
    S_1^{l,t}} softmax_l(s); sum_s2 = sum_{r in S_2^{l,t}} softmax_l(r) (the printed right side's sum), max_s2 = the
    largest single softmax_l(r), r in S_2^{l,t}; k2 = |S_2^{l,t}|."""
    N, M = int(inst["N"]), int(inst["M"])
    rng = np.random.default_rng(int(inst["seed"]) % 2**63)
    n12 = max(2, int(float(inst["gamma_d"]) * N / 2))
    rest = N - 2 * n12
    other = rng.multinomial(rest, np.full(M - 2, 1.0 / (M - 2))) if rest > 0 else np.zeros(M - 2, dtype=np.int64)
    counts = np.concatenate([[n12, n12], other]).astype(np.int64)
    s_size = max(2, round(float(inst["frac"]) * N))
    pool = counts.copy()
    pool[0] -= 1                                                      # l itself (a mu_1 node) is in its sample
    cnt = rng.multivariate_hypergeometric(pool, s_size - 1)
    cnt[0] += 1
    delta, scale = float(inst["delta"]), float(inst["delta"]) * float(inst["nscale"])
    WK = _b119_errors(M, scale, rng)                                  # columns W_K mu_j (q_j = e_j)
    WQ = _b119_errors(M, scale, rng)                                  # columns W_Q mu_j (r_j = e_j)
    err = max(float(np.linalg.norm(WK - np.eye(M), axis=0).max()), float(np.linalg.norm(WQ - np.eye(M), axis=0).max()))
    a = WK.T @ WQ[:, 0]                                               # logit of a pattern-j node for the query l
    a = a - a.max()
    Z = float((cnt * np.exp(a)).sum())
    w = np.exp(a) / Z                                                 # softmax_l of one node of each pattern
    k2 = int(cnt[1])
    return Measurement(float(w[0]), {"sum_s2": k2 * float(w[1]), "max_s2": float(w[1]) if k2 else 0.0, "k2": k2},
                       {"S": s_size, "|S_1|": int(cnt[0]), "logit gap a_1 - a_2": float(a[0] - a[1]),
                        "key/query error": err, "delta_minus_error": delta - err, "N": N})


def _b119_move_n(inst: dict, t: float) -> dict:
    """N = t nodes at the instance's frac (|S^{l,t}| = frac N grows with N), the rest as drawn."""
    return {**inst, "N": int(t)}


CLAIMS.append(Claim(
    id="thesis.ch3.eqB.119",
    paper=PAPER,
    kind="step",
    comparison=">=",
    source=_src("(B.119), proof of Lemma B.3.2 (case l in S_1^{n,t}, 'at the initial point'), App. B.3, L4416-L4419; "
                "b^(0) = 0 (Algorithm 4, L3882); Assumption B.2.1 (L3891-L3897); |S^{n,t}| >= Omega(1) (Theorem 3.4.4)"),
    statement="'At the initial point ... softmax_l((W_K^(0) x_s)^T W_Q^(0) x_l + u_(s,l)^T b^(0)) >= Omega(1) sum_{r in "
              "S_2^{l,t}} softmax_l((W_K^(0) x_r)^T W_Q^(0) x_l + u_(s,l)^T b^(0)) (B.119) for s in S_1^{l,t}' (l in "
              "S_1^{n,t}). Checked: one constant for every sample S^{l,t} (a uniform sample of the graph, Algorithm 4, "
              "|S^{l,t}| >= 2), every W_K^(0), W_Q^(0) of Assumption B.2.1 (errors <= delta < 1/2, norms <= 1), b^(0) = "
              "0, node features x = mu_j exactly (Section 3.4.2), on the Section 3.5.1 pattern counts.",
    statement_tex=r"\text{softmax}_l((\mathbf{W}_K^{(0)} \mathbf{x}_s)^\top \mathbf{W}_Q^{(0)} \mathbf{x}_l + "
                  r"\mathbf{u}_{(s,l)}^\top \mathbf{b}^{(0)}) \geq \Omega(1) \cdot \sum_{r \in \mathcal{S}_2^{l,t}} "
                  r"\text{softmax}_l((\mathbf{W}_K^{(0)} \mathbf{x}_r)^\top \mathbf{W}_Q^{(0)} \mathbf{x}_l + "
                  r"\mathbf{u}_{(s,l)}^\top \mathbf{b}^{(0)})",
    bound=B.eqB119_printed,
    measure=_b119_measure,
    strategy=_b119_instances(),
    constants="hidden",
    uniform=True,
    assumptions=(Assumption("Assumption B.2.1 (key/query errors)", "||W_K^(0) mu_j - q_j||, ||W_Q^(0) mu_j - r_j|| <= "
                            "delta < 1/2 (after the norm-1 rescaling)", lambda q: q["delta_minus_error"]),),
    directions=(
        Direction("|S^{l,t}| -> inf (N -> inf at fixed frac: S grows)", "N", INF, move=_b119_move_n,
                  points=(40, 400, 4000, 40000), grows=("N",)),
        Direction("delta, gamma_d, M, frac, nscale, seed", "delta", 0.5, how="search",
                  reason="drawn by the strategy (delta <= 0.49; the logit gap stays in (-1.5, 3.5) over all of it)"),
    ),
    expect="erratum",
    evidence="One node's softmax weight is compared with the total weight of all sampled mu_2 nodes. At t = 0 (b^(0) = "
             "0) with node features x = mu_j (Section 3.4.2) the logit of a mu_1 node s for the query l is (q_1 + "
             "n_1)^T (q_1 + o_1) <= (1 + delta)^2 and that of a mu_2 node r is (q_2 + n_2)^T (q_1 + o_1) >= -(2 delta + "
             "delta^2) (Assumption B.2.1: orthonormal q's, q_1 = r_1, errors <= delta), so softmax_l(s) / sum_{r in "
             "S_2} softmax_l(r) <= e^{1 + 4 delta + 2 delta^2} / |S_2^{l,t}| < e^{3.5} / |S_2^{l,t}|, which tends to 0 "
             "as the sample grows: no constant c > 0 works for every |S^{l,t}|, and Theorem 3.4.4 asks only "
             "|S^{n,t}| >= Omega(1) (no upper limit; its high-probability events are 1 - |S^{n,t}|^{-C}). ci path (N "
             "-> inf at fixed frac): the ratio falls like 1/|S_2^{l,t}| over 3 decades of N. Second path (own numpy, "
             "an explicit node list, W_K = W_Q = I): the ratio is e / |S_2| exactly (2.7e-3 at |S_2| = 1000), and "
             "below e^{3.5}/|S_2| for random errors inside Assumption B.2.1. Inside every hypothesis: t = 0, b^(0) = 0 "
             "(Algorithm 4 L3882), Assumption B.2.1 (checked: errors <= delta < 1/2, ||W_K||, ||W_Q|| <= 1), l and s in "
             "S_1^{l,t}, |S^{l,t}| >= 2. Not the encoding: the u_(s,l) in the right side's argument (printed with s, "
             "not r) is 0 at b^(0) = 0 either way, and no trained quantity enters.",
    corrected=B.eqB119_per_node,
    corrected_text="softmax_l(s) >= Omega(1) softmax_l(r) for every r in S_2^{l,t} (per node: softmax_l(s) / "
                   "softmax_l(r) >= e^{1 - 4 delta - 2 delta^2} > e^{-1.5}); equivalently softmax_l(s) >= Omega(1) "
                   "|S_2^{l,t}|^{-1} sum_{r in S_2^{l,t}} softmax_l(r).",
    second_path=SP + "test_b119_ratio_falls_like_one_over_s2",
    mutants={"per-node shape x sqrt(|S_2^{l,t}|)": B.eqB119_mut_sqrt},
    domain=(
        Param("S", 2, INF, integer=True, key="S", far=10**4, text="|S^{l,t}| >= Omega(1) (Theorem 3.4.4), no upper "
              "limit", unreached="N <= 2000 drawn, 40000 on the path (|S| = frac N)"),
        Param("delta", 0, 0.5, hi_closed=False, text="delta < 1/2 (Assumption B.2.1)", unreached="delta <= 0.49"),
        Param("gamma_d", 0, 1, lo_closed=False, text="gamma_d in (0, 1]",
              unreached="gamma_d >= 0.05 drawn (n_1 = n_2 >= 2 nodes)"),
        Param("M", 3, INF, integer=True, far=8, text="M > 2 patterns", unreached="M <= 8 drawn"),
    ),
    notes="No training enters (t = 0): the display's two sides are softmax weights of the initial attention, with b^(0) "
          "= 0 (Algorithm 4) and node features x = mu_j exactly, so every node of one pattern has the same weight and "
          "the ratio is e^{a_1 - a_2} / |S_2^{l,t}| (a_j = (W_K mu_j)^T W_Q mu_1). W_V and its error sigma do not "
          "enter. The pattern counts of the sample are drawn from their exact law (multivariate hypergeometric).",
    settings={"ci": {"max_examples": 30, "budget_s": 3.0}},
))
