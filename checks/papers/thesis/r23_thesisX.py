"""thesis, App. A, (A.122) L3225-L3232 (row 'open' since round 21), round 23 (helper thesisX).

(A.122), inside Claim 2 of Lemma A.3.1's proof (the coefficient of q_1(t) in the W_Q gradient): for i in U_{l,n}(0) and
l in S_1^n, j in S_1^g, k in W_{l,n}(0),

    Z_i := W_O(i)^(t) sum_s W_V^(t) x_s softmax(x_s^T W_K^T W_Q x_l) q_1(t)^T (W_K^(t) x_s - sum_r softmax(...) W_K^(t)
           x_r) x_l^T x_j^g
        <~ p_n(t) ( (1/B) sum_n xi eta (t+1)^2 |S_2^n| m/(|S^n| a^2) ((1/4B) sum_n |S_2^n|/|S^n| p_n(b) - sigma - tau)
                    + eta m (1/2B) sum_{b=1}^t sum_{n in B_b+} |S_2^n|/(a |S^n|) p_n(b) (...)^2 ) phi_n(t) |S_2^n|
           beta_1(t) ||q_1(t)||^2.

At t = 0 the b-sum is empty and every factor but the inner bracket (1/4B) sum_n |S_2^n|/|S^n| p_n(b) - sigma - tau is
positive (p_n, phi_n > 0 by Definition A.2.2, beta_1 > 0 by (A.114), |S_2^n| > 0 for U to be non-empty, ||q_1|| > 0),
so where that bracket is < 0 the right side is < 0 and '<~' (<= C times it, C > 0) needs Z_i < 0 for every i in
U_{l,n}(0): a neuron of U with Z_i >= 0 crosses for every hidden constant. The bracket is bounded above without any
witness: p_n(b) <= 1 (Definition A.2.2: p_n = x/(x + |S^n| - |S_1^n|)), and every admissible sigma of Assumption 2.3.1
((2.6): ||W_V^(0) mu_j - p_j|| <= sigma for some orthonormal p_j) is >= max_j | ||W_V^(0) mu_j|| - 1 | (p_j has norm
1); tau = 0 (noise-free tokens).

U_{l,n}(0) as printed: (A.9) defines U_{l,n}(0) = {i : W_O(i)^(0) V_{l,n}(0) > 0, l in S_2^n}, whose condition fails
for the display's l in S_1^n (the set is empty and the display vacuous); the claim reads U as (A.9)'s set at a mu_2
token l' of the same sample n (the only non-empty U of sample n; r22_thesisX's reading of (A.123)), and a Reading takes
(A.9)'s formula at the display's own l (the condition 'l in S_2^n' dropped: then U = W_{l,n}(0) of (A.8)).

Model and data: r21_thesisA's (Section 2.4.1's ViT with noise-free orthonormal patterns, the normalised init of
thmcheck.models.vit, Algorithm 3's first batch torch.randint(0, N, (B,)) from the run's generator), evaluated at t = 0
only (no training needed). Bounds in ``thmcheck.bounds.thesis.r23_thesisX``; second path in
``tests/test_thesis_r23_thesisX.py``."""

from __future__ import annotations

import functools
import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r23_thesisX as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r20_thesisA2 as A2
from thmcheck.checks.papers.thesis import r21_thesisA as RA
from thmcheck.checks.papers.thesis._common import INF, PAPER, _src
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []

SP = "tests/test_thesis_r23_thesisX.py::"
D, M = A2.D, A2.M


@functools.lru_cache(maxsize=64)
def init_state(seed: int, L: int, a_star: float, sigma: float, delta: float, N: int, Bn: int, m: int) -> tuple:
    """r21_thesisA._late_run's state at t = 0 (the same generator draws: data, normalised init, then the first batch):
    pattern counts c (N x M), labels y, W_K mu_a, W_Q mu_a, W_V mu_a (d x M), W_O (m x d), the first batch's indices
    (B draws with replacement; B = 0 means N) and the sigma lower bound max_j | ||W_V mu_j|| - 1 |."""
    import torch

    from thmcheck.models import vit as VIT
    from thmcheck.models import vit_patterns as VP

    Bn = Bn if Bn > 0 else N
    g = torch.Generator().manual_seed(seed % 2**63)
    _X, P, y = VIT.make_data(N, L, a_star, 1.0 / L, D, M, 0.0, g)
    p = VIT.init_params(D, m, L, sigma, delta, 1.0 / math.sqrt(M), g, normalize=True)
    c, _abar = VP.collapse(P, p.A, M)
    WQ, WK, WV, WO = (np.array(w.detach().numpy(), dtype=np.float64) for w in (p.WQ, p.WK, p.WV, p.WO))
    idx = torch.randint(0, N, (Bn,), generator=g).numpy()
    sig_lb = float(np.abs(np.linalg.norm(WV[:, :M], axis=0) - 1.0).max())
    return c.numpy(), y.numpy(), WK[:, :M], WQ[:, :M], WV[:, :M], WO, idx, sig_lb


def _a122_measure(inst: dict, ctx: Ctx, own_l: bool = False) -> Measurement:  # noqa: ARG001
    """lhs = min(max over the batch samples n with a mu_1 and a mu_2 token of max_{i in U} z_i, -bracket_max):
    z_i = Z_i / (max_a |W_O(i) W_V mu_a| sum_a softmax_a |q_1.(k_a - kbar)|) in [-1, 1] (r22_thesisX's normalisation)
    for the mu_1 query at t = 0, U = (A.9)'s set at a mu_2 token of sample n (``own_l``: (A.9)'s formula at the mu_1
    query itself, = W_{l,n}(0)); bracket_max = (1/4B) sum_{n in B_0} |S_2^n|/|S^n| - sigma_lb - tau (p_n <= 1, tau =
    0), an upper bound of (A.122)'s inner bracket for every witness. > 0: a crossing for every hidden constant."""
    c, y, K0, Q0, V0, O0, idx, sig_lb = init_state(
        int(inst["seed"]), int(inst["L"]), float(inst["a_star"]), float(inst["sigma"]), float(inst["delta"]),
        int(inst["N"]), int(inst["B"]), int(inst["m"]))
    L = c.sum(1)
    bracket = float((c[idx, 1] / L[idx]).mean()) / 4.0 - sig_lb
    OV = O0 @ V0
    Q2 = np.roll(Q0, -1, axis=1)        # column 0 = W_Q mu_2 (RA._att1 takes the query's column 0)
    best, n_cmp = None, 0
    for n in sorted(set(idx.tolist())):
        if c[n, 0] == 0 or c[n, 1] == 0:
            continue
        at = RA._att1(c[n], K0, Q0)
        U = (O0 @ (V0 @ at)) > 0 if own_l else (O0 @ (V0 @ RA._att1(c[n], K0, Q2))) > 0
        if not U.any():
            continue
        w = at * (K0[:, 0] @ (K0 - (K0 @ at)[:, None]))
        Z = OV @ w
        z = Z / np.maximum(np.abs(OV).max(1) * float(np.abs(w).sum()), 1e-300)
        n_cmp += 1
        i = int(np.flatnonzero(U)[np.argmax(z[U])])
        if best is None or z[i] > best[0]:
            best = (float(z[i]), n, i, float(Z[i]), int(U.sum()))
    q = {"samples compared": n_cmp, "sigma lower bound max_j | ||W_V mu_j|| - 1 |": sig_lb,
         "bracket upper bound (1/4B) sum |S_2^n|/|S^n| - sigma_lb - tau": bracket, "B (0 = N)": int(inst["B"])}
    if best is None:
        return Measurement(-1.0, {"L": float(inst["L"])}, q)
    zb, n, i, Zi, nU = best
    v = min(zb, -bracket)
    return Measurement(v, {"L": float(inst["L"])},
                       {**q, "t": 0, "sample n": n, "y^n": int(y[n]), "|S_1^n|": int(c[n, 0]),
                        "|S_2^n|": int(c[n, 1]), "neuron i (in U)": i, "|U|": nU, "max z_i over U": zb, "Z_i": Zi},
                       exact=bool(v > 1e-6))


def _a122_instances() -> st.SearchStrategy:
    """|S^n| log-uniform in [8, 96] (the path to 768), alpha* in {4, 6, 8}/12 (one confusion token), the init's
    sigma in [0, 0.3] (nominal; the certified lower bound is measured), delta in [0.05, 0.45], N in {20, 40}, B in
    {1, 2, 8, 16, N} (0 = N), m in {64, 128}."""
    return st.fixed_dictionaries({
        "seed": SEEDS, "L": log_uniform(8.0, 96.0).map(int), "a_star": st.sampled_from(A2.A_STARS),
        "sigma": st.floats(0.0, 0.3), "delta": st.floats(0.05, 0.45), "N": st.sampled_from([20, 40]),
        "B": st.sampled_from([8, 16, 0, 1, 2]), "m": st.sampled_from([64, 128])})


_A122_DOMAIN = (
    Param("L", 1, INF, integer=True, text="|S^n| >= Omega(1) (2.9), no upper limit",
          unreached="|S^n| in [8, 96] drawn and 12 .. 768 on the path"),
    Param("t", 0, INF, integer=True, text="every iteration t of Claim 2's induction",
          unreached="t = 0 only: there the b-sum of the right side is empty and its sign is the inner bracket's; at t "
                    "> 0 the positive second term carries xi and a, whose values the sign check does not fix"),
    Param("B", 1, INF, integer=True, text="batch size B >= Omega(1) (2.9)",
          unreached="B in {1, 2, 8, 16, N} with N in {20, 40} (draws with replacement)"),
    Param("sigma", 0, INF, text="sigma = O(1/M) of Assumption 2.3.1 (M = 5 patterns)", key="sigma",
          unreached="nominal init noise in [0, 0.3] (the measured lower bound reaches ~0.35); where (1/4B) sum "
                    "|S_2^n|/|S^n| > sigma the bracket may be positive and the display's constant is not checked by "
                    "sign"),
)

CLAIMS.append(Claim(
    id="thesis.ch2.eqA.122", paper=PAPER, kind="step", comparison="<=",
    source=_src("(A.122) L3225-L3232 (U_{l,n}(0) of (A.9); p_n, phi_n of Definition A.2.2 L2679-L2683; beta_1 "
                "> 0 by (A.114) L3187; sigma of Assumption 2.3.1 (2.6) L568; noise-free tokens tau = 0)"),
    statement="(A.122): for i in U_{l,n}(0) and l in S_1^n, j in S_1^g, k in W_{l,n}(0): W_O(i)^(t) sum_s W_V^(t) x_s "
              "softmax(x_s^T W_K^T W_Q x_l) q_1(t)^T (W_K^(t) x_s - sum_r softmax(...) W_K^(t) x_r) x_l^T x_j^g <~ "
              "p_n(t) ( (1/B) sum_n xi eta (t+1)^2 |S_2^n| m/(|S^n| a^2) ((1/4B) sum_n |S_2^n|/|S^n| p_n(b) - sigma - "
              "tau) + eta m (1/2B) sum_{b=1}^t ... ) phi_n(t) |S_2^n| beta_1(t) ||q_1(t)||^2. Checked at t = 0 (the "
              "b-sum empty) where the inner bracket is < 0 for every witness (p_n <= 1, sigma >= max_j | ||W_V mu_j|| - "
              "1 |): the right side is then < 0, so every i in U must have a negative left side. U read as (A.9)'s "
              "set at a mu_2 token of sample n (as printed (A.9)'s 'l in S_2^n' makes it empty for l in S_1^n).",
    statement_tex=r"\mathbf{W}_{O_{(i,\cdot)}}^{(t)} \sum_{s} \mathbf{W}_V^{(t)} \mathbf{x}_s^n \text{softmax}(\cdots) "
                  r"\mathbf{q}_1(t)^\top (\cdots) \mathbf{x}_l^{n\top} \mathbf{x}_j^g \lesssim p_n(t) \Big( \cdots "
                  r"\Big( \frac{1}{4B} \sum_{n} \frac{|\mathcal{S}_2^n|}{|\mathcal{S}^n|} p_n(b) - \sigma - \tau \Big) "
                  r"+ \cdots \Big) \phi_n(t) |\mathcal{S}_2^n| \beta_1(t) \|\mathbf{q}_1(t)\|^2",
    bound=B.eqA122_sign_zero, measure=_a122_measure, strategy=_a122_instances, domain=_A122_DOMAIN,
    assumptions=(Assumption("a compared sample", "a first-batch sample with a mu_1 and a mu_2 token and U non-empty",
                            lambda q: q["samples compared"] - 0.5),),
    directions=(A2.DIRECTIONS[0],
                Direction("sigma, B, N, m, delta, alpha*", "sigma", INF, how="search",
                          reason="drawn: sigma in [0, 0.3], B in {1, 2, 8, 16, N}, N in {20, 40}, m in {64, 128}")),
    mutants={"score <= -1/2": B.eqA122_sign_mut}, auto_mutant=False,
    readings=(Reading("U = (A.9)'s formula at the display's l",
                      "U_{l,n}(0) := {i : W_O(i)^(0) V_{l,n}(0) > 0} at the display's own l in S_1^n ((A.9)'s "
                      "condition 'l in S_2^n' dropped; the set is then W_{l,n}(0) of (A.8))",
                      measure=lambda inst, ctx: _a122_measure(inst, ctx, True)),),
    expect="erratum",
    evidence=(
        "A sign crossing, certain in float64 (direct products of the initial weights on noise-free tokens; the bracket "
        "bound uses no witness): at t = 0 the right side's inner bracket (1/4B) sum_n |S_2^n|/|S^n| p_n(b) - sigma - "
        "tau is at most (1/4B) sum_n |S_2^n|/|S^n| - max_j | ||W_V mu_j|| - 1 | (p_n <= 1; every sigma of (2.6) is at "
        "least | ||W_V mu_j|| - 1 |), which is < 0 once the init's sigma exceeds about (alpha* + alpha#)/8; every "
        "other factor is > 0 (the b-sum is empty at t = 0, beta_1 > 0 by (A.114)), so the right side is < 0 for every "
        "witness and hidden constant, while neurons of U (A.9) have Z_i > 0. By hand (|S^n| = 12, N = 40, B = N, m = "
        "128, delta = 0.2, tau = 0, seeds 0-2): alpha* = 1/3, nominal sigma = 0.05 / 0.1 / 0.2: bracket bound -0.004 .. "
        "-0.028 / -0.056 .. -0.099 / -0.144 .. -0.215 with max_{i in U} z_i = 0.70 .. 0.78 (normalised to [-1, 1]); "
        "alpha* = 2/3, sigma = 0.1: bracket -0.002 .. -0.062, max z_i 0.86 .. 0.91; at nominal sigma = 0 the bracket "
        "is positive (+0.05 .. +0.10) and the sign check decides nothing. ci: best score 1.17 (|S^n| = 8, B = 8, "
        "sigma_lb = 0.264, bracket -0.210, a y = +1 sample with |S_1^n| = 3, |S_2^n| = 1, z_i = 0.73). Also with U "
        "read as (A.9)'s formula at the display's own l (= W_{l,n}(0)). Mechanism: Z_i is an attention-weighted "
        "covariance of W_O(i) W_V mu_a with q_1.(k_a - kbar), of either sign for neurons of U (as thesis.ch2.eqA.121's "
        "lucky neurons), while the printed bound's first term carries (...) - sigma - tau, negative for a sigma of "
        "the order of the token fractions (Assumption 2.3.1 allows sigma = O(1/M), M = 5 here). Second path: own "
        "token-level computation from the initial weights (tests/test_thesis_r23_thesisX.py): sigma = 0.15, alpha* = "
        "1/3, seeds 0-2: bracket bound -0.106, -0.129, -0.161 and 40 of 40 samples have a neuron of U with Z_i > 0."),
    no_correction_reason="the sign of Z_i over U_{l,n}(0) is not fixed at t = 0 (an attention-weighted covariance, "
                         "as in thesis.ch2.eqA.121), so no right side of a fixed sign serves; a bound on |Z_i| with "
                         "the bracket's -sigma - tau removed was not checked this round",
    second_path=SP + "test_a122_negative_right_side_positive_u_term_own_tokens",
    notes="Round 23 (thesisX): the row L3225 was 'open' (round 21: computable, not encoded; round 22: U empty as "
          "printed, a sign check is the next step). Only the step t = 0 is evaluated (no training run): the first "
          "batch is Algorithm 3's, drawn as r21_thesisA._late_run draws it.",
    settings={"ci": {"max_examples": 30, "budget_s": 4.0, "min_valid": 1},
              "dev": {"max_examples": 200, "min_valid": 10}}))
