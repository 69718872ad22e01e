"""thesis, App. A, (A.122) L3225-L3232 and (A.125) L3251 (rows 'open' since round 21), round 23 (helper thesisX).

(A.122), inside Claim 2 of Lemma A.3.1's proof (the coefficient of q_1(t) in the W_Q gradient): for i in U_{l,n}(0) and
l in S_1^n, j in S_1^g, k in W_{l,n}(0),

    Z_i := W_O(i)^(t) sum_s W_V^(t) x_s softmax(x_s^T W_K^T W_Q x_l) q_1(t)^T (W_K^(t) x_s - sum_r softmax(...) W_K^(t)
           x_r) x_l^T x_j^g
        <~ p_n(t) ( (1/B) sum_n xi eta (t+1)^2 |S_2^n| m/(|S^n| a^2) ((1/4B) sum_n |S_2^n|/|S^n| p_n(b) - sigma - tau)
                    + eta m (1/2B) sum_{b=1}^t sum_{n in B_b+} |S_2^n|/(a |S^n|) p_n(b) (...)^2 ) phi_n(t) |S_2^n|
           beta_1(t) ||q_1(t)||^2.

Every factor but the bracket is positive (p_n, phi_n > 0 by Definition A.2.2, beta_1 > 0 by (A.114), |S_2^n| > 0 for U
to be non-empty, ||q_1|| > 0), and the bracket is bounded above without any witness: p_n <= 1 (Definition A.2.2: p_n =
x/(x + |S^n| - |S_1^n|)); every admissible sigma of Assumption 2.3.1 ((2.6): ||W_V^(0) mu_j - p_j|| <= sigma for some
orthonormal p_j) is >= max_j | ||W_V^(0) mu_j|| - 1 | (p_j has norm 1); tau = 0 (noise-free tokens); a = sqrt(m) and
xi = 1/sqrt(m) by (A.51) (xi taken as the larger of that and the model's W_O init scale, in the authors' favour). Where
that upper bound is < 0 the right side is < 0 and '<~' (<= C times it, C > 0) needs Z_i < 0 for every i in U: a neuron
of U with Z_i >= 0 crosses for every hidden constant. This happens in the first steps of training (at t = 0 the b-sum
is empty); at Claim 2's late busy steps (the reading) the positive b-sum term dominates and nothing is decided.

U_{l,n}(0) as printed: (A.9) defines U_{l,n}(0) = {i : W_O(i)^(0) V_{l,n}(0) > 0, l in S_2^n}, whose condition fails
for the display's l in S_1^n (the set is empty and the display vacuous); the claim reads U as (A.9)'s set at a mu_2
token l' of the same sample n (the only non-empty U of sample n; r22_thesisX's reading of (A.123)), and a Reading takes
(A.9)'s formula at the display's own l (the condition 'l in S_2^n' dropped: then U = W_{l,n}(0) of (A.8)).

thesis.ch2.eqA.122-eta: the complement at t = 0, where the bracket is positive (small sigma): the right side is eta
times an eta-free factor while the left side (the initial weights) does not involve eta, so the ratio grows like 1/eta.
thesis.ch2.eqA.125-eta: (A.125) (l in S_2^n, j in S_1^g, i in U_{l,n}(0)) at t = 0 on noisy tokens (its left side is 0
at tau = 0): the same eta factor on the right, the same eta-free initial weights on the left.

Model, data and run: r21_thesisA's (Section 2.4.1's ViT with noise-free orthonormal patterns, the normalised init of
thmcheck.models.vit, Algorithm 3 to T* with batches torch.randint(0, N, (B,)) from the run's generator). Bounds in
``thmcheck.bounds.thesis.r23_thesisX``; second path in ``tests/test_thesis_r23_thesisX.py``."""

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
from thmcheck.checks.papers.thesis._common import INF, PAPER, ProfilePoints, _src
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


def _a122_run_measure(inst: dict, ctx: Ctx, late_only: bool = False, own_l: bool = False  # noqa: ARG001
                      ) -> Measurement:
    """Every step t < T* of r21_thesisA's run (``late_only``: its late busy steps, Claim 2's proviso 't large enough
    before the end of training' as r21_thesisA reads it). The right side's sign is bounded without witnesses: with
    p_n <= 1, a = sqrt(m) ((A.51); the model's a_(l) = +-1/sqrt(m)) and xi = max(1/sqrt(m) of (A.51), the model's W_O
    init scale 1/sqrt(M)) (the larger xi favours the positive term), the bracket F1 A + F2 has
    A <= A_max = (1/4B) sum_{n in B_t} |S_2^n|/|S^n| - sigma_lb (tau = 0),
    F1 = (1/B) sum_{n in B_t} xi eta (t+1)^2 |S_2^n| m/(|S^n| a^2) > 0,
    F2 <= eta m/(2B) sum_{b=1}^t sum_{n in B_b, y = +1} |S_2^n|/(a |S^n|) (xi eta (t+1)^2 f_b/a (1/4) f_b m/a)^2,
    f_b = (1/B) sum_{n in B_b} |S_2^n|/|S^n|. lhs = max over (t, n) of min(max_{i in U} z_i(t), -(A_max + F2_max/F1))
    (U of (A.9) at a mu_2 token of sample n, at init; ``own_l``: (A.9)'s formula at the mu_1 query, = W_{l,n}(0));
    > 0: the right side is < 0 for every witness while a neuron of U has Z_i(t) > 0."""
    key = (int(inst["seed"]), int(inst["L"]), float(inst["a_star"]), float(inst["sigma"]), float(inst["delta"]),
           int(inst["N"]))
    m, eta = int(inst["m"]), float(inst["eta"])
    rows, T, reached = RA._late_run(*key, int(inst["B"]), m, eta)
    c, y, K0, Q0, V0, O0, _idx, sig_lb = init_state(*key, int(inst["B"]), m)
    a = math.sqrt(m)
    xi = max(1.0 / math.sqrt(m), 1.0 / math.sqrt(M))
    Q2 = np.roll(Q0, -1, axis=1)
    Umask = {}
    for n in range(c.shape[0]):
        if c[n, 0] > 0 and c[n, 1] > 0:
            U = (O0 @ (V0 @ RA._att1(c[n], K0, Q0 if own_l else Q2))) > 0
            if U.any():
                Umask[n] = U
    best, n_cmp, acc, crossing = None, 0, 0.0, set()
    for row in rows:
        t, cnt, yb = int(row[0]), row[4], row[5]
        f = cnt[:, 1] / cnt.sum(1)
        if t >= 1:   # the b-sum's term of step b = t (batch B_t), built up over b = 1 .. t
            pos = float((f * (yb > 0)).sum()) / a
            acc += pos * (float(f.mean()) ** 2) ** 2
        Bn = len(f)
        A_max = float(f.mean()) / 4 - sig_lb
        F1 = xi * eta * (t + 1) ** 2 * m / a ** 2 * float(f.mean())
        F2 = eta * m / (2 * Bn) * acc * (xi * eta * (t + 1) ** 2 * m / (4 * a ** 2)) ** 2
        neg = -(A_max + F2 / F1)
        if late_only and not (2 * t >= T and row[8] >= RA.BUSY):
            continue
        ns = [n for n in sorted(set(row[16].tolist())) if n in Umask]
        if not ns:
            continue
        Kt, Qt, Vt, Ot = row[10], row[11], row[14], row[15]
        OV = Ot @ Vt                                      # (m, M): W_O(i) W_V mu_a
        S = Kt.T @ Qt[:, 0]
        Wc = c[ns] * np.exp(S - S.max())[None, :]         # RA._att1 for every sample at once
        at = Wc / Wc.sum(1, keepdims=True)                # (k, M)
        kq = Kt[:, 0] @ Kt                                # q_1 . k_a
        w = at * (kq[None, :] - (at @ kq)[:, None])       # (k, M)
        Z = OV @ w.T                                      # (m, k)
        den = np.abs(OV).max(1)[:, None] * np.abs(w).sum(1)[None, :]
        z = Z / np.maximum(den, 1e-300)
        for col, n in enumerate(ns):
            U = Umask[n]
            n_cmp += 1
            zc = np.where(U, z[:, col], -np.inf)
            i = int(np.argmax(zc))
            v = min(float(z[i, col]), neg)
            if v > 1e-6:
                crossing.add(t)
            if best is None or v > best[0]:
                best = (v, t, n, i, float(z[i, col]), float(Z[i, col]), A_max, F2 / F1)
    q = {"pairs compared": n_cmp, "T* (end of training)": T, "T* reached (zero training hinge)": reached,
         "sigma lower bound max_j | ||W_V mu_j|| - 1 |": sig_lb, "xi": xi, "a": a,
         "steps with a crossing": len(crossing), "last step with a crossing": max(crossing, default=-1)}
    if best is None:
        return Measurement(-1.0, {"L": float(inst["L"])}, q)
    v, t, n, i, zi, Zi, A_max, r2 = best
    return Measurement(v, {"L": float(inst["L"])},
                       {**q, "t": t, "sample n": n, "y^n": int(y[n]), "neuron i (in U)": i, "z_i": zi, "Z_i": Zi,
                        "A_max": A_max, "F2_max / F1": r2}, exact=bool(v > 1e-6))


def _a122_instances() -> st.SearchStrategy:
    """|S^n| log-uniform in [8, 96] (the path to 768), alpha* in {4, 6, 8}/12 (one confusion token), the init's
    sigma in [0, 0.3] (nominal; the certified lower bound is measured), delta in [0.05, 0.45], N in {20, 40}, B in
    {1, 2, 8, 16, N} (0 = N), m in {64, 128}, eta log-uniform in [0.1, 1.6] (Algorithm 3 run to T*)."""
    return st.fixed_dictionaries({
        "seed": SEEDS, "L": log_uniform(8.0, 96.0).map(int), "a_star": st.sampled_from(A2.A_STARS),
        "sigma": st.floats(0.0, 0.3), "delta": st.floats(0.05, 0.45), "N": st.sampled_from([20, 40]),
        "B": st.sampled_from([8, 16, 0, 1, 2]), "m": st.sampled_from([64, 128]), "eta": log_uniform(0.1, 1.6)})


_A122_DOMAIN = (
    Param("L", 1, INF, integer=True, text="|S^n| >= Omega(1) (2.9), no upper limit",
          unreached="|S^n| in [8, 96] drawn and 12 .. 192 on the ci path (768 under dev/deep)"),
    Param("t", 0, INF, integer=True, text="every iteration t of Claim 2's induction",
          unreached="every step of the run to T* (zero training hinge, cap 2000); the sign is decided only where the "
                    "bound F1 A_max + F2_max of the bracket is < 0 (the first ~10-35 steps here)"),
    Param("eta", 0, INF, lo_closed=False, text="step size eta > 0",
          unreached="eta in [0.1, 1.6] drawn (a smaller eta lengthens the run to T*)"),
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
              "tau) + eta m (1/2B) sum_{b=1}^t sum_{n in B_b+} |S_2^n|/(a |S^n|) p_n(b) (...)^2 ) phi_n(t) |S_2^n| "
              "beta_1(t) ||q_1(t)||^2. Checked as a sign statement at every step t < T* of training: where the bracket "
              "is < 0 for every witness (p_n <= 1, sigma >= max_j | ||W_V mu_j|| - 1 |, a = sqrt(m) and xi of (A.51)), "
              "the right side is < 0, so every i in U must have a negative left side. U read as (A.9)'s set at a mu_2 "
              "token of sample n (as printed (A.9)'s 'l in S_2^n' makes it empty for l in S_1^n).",
    statement_tex=r"\mathbf{W}_{O_{(i,\cdot)}}^{(t)} \sum_{s} \mathbf{W}_V^{(t)} \mathbf{x}_s^n \text{softmax}(\cdots) "
                  r"\mathbf{q}_1(t)^\top (\cdots) \mathbf{x}_l^{n\top} \mathbf{x}_j^g \lesssim p_n(t) \Big( \cdots "
                  r"\Big( \frac{1}{4B} \sum_{n} \frac{|\mathcal{S}_2^n|}{|\mathcal{S}^n|} p_n(b) - \sigma - \tau \Big) "
                  r"+ \cdots \Big) \phi_n(t) |\mathcal{S}_2^n| \beta_1(t) \|\mathbf{q}_1(t)\|^2",
    bound=B.eqA122_sign_zero, measure=_a122_run_measure, strategy=_a122_instances, domain=_A122_DOMAIN,
    assumptions=(Assumption("a compared pair", "a step's batch sample with a mu_1 and a mu_2 token and U non-empty",
                            lambda q: q["pairs compared"] - 0.5),),
    directions=(Direction("|S^n| -> inf", "L", INF, move=A2._move_L, points=ProfilePoints((12, 48, 192),
                                                                                         (12, 48, 192, 768)),
                          grows=("L",), reason="|S^n| >= Omega(1) (2.9) without upper limit (ci to 192, dev 768: "
                                               "a run of 616 steps at 768 costs ~5 s)"),
                Direction("sigma, B, N, m, delta, alpha*", "sigma", INF, how="search",
                          reason="drawn: sigma in [0, 0.3], B in {1, 2, 8, 16, N}, N in {20, 40}, m in {64, 128}, "
                                 "eta in [0.1, 1.6]; the max over every step of the run to T*")),
    mutants={"score <= -1/2": B.eqA122_sign_mut}, auto_mutant=False,
    readings=(Reading("U = (A.9)'s formula at the display's l",
                      "U_{l,n}(0) := {i : W_O(i)^(0) V_{l,n}(0) > 0} at the display's own l in S_1^n ((A.9)'s "
                      "condition 'l in S_2^n' dropped; the set is then W_{l,n}(0) of (A.8))",
                      measure=lambda inst, ctx: _a122_run_measure(inst, ctx, own_l=True)),
              Reading("late busy steps (Claim 2's proviso)",
                      "Claim 2's 't large enough before the end of training' (L2775) as r21_thesisA reads it: T*/2 <= t "
                      "< T* with >= 5 training samples of positive hinge",
                      measure=lambda inst, ctx: _a122_run_measure(inst, ctx, late_only=True))),
    expect="erratum as printed",
    evidence=(
        "A sign crossing, certain in float64 (direct products of the weights on noise-free tokens; the bracket bound "
        "uses no witness), in the first steps of training: the right side's bracket is at most F1 A_max + F2_max with "
        "A_max = (1/4B) sum_n |S_2^n|/|S^n| - max_j | ||W_V mu_j|| - 1 | (p_n <= 1; every sigma of (2.6) is at least "
        "| ||W_V mu_j|| - 1 | since p_j has norm 1; tau = 0), F1 > 0 and F2_max the b-sum term with p_n <= 1, a = "
        "sqrt(m), xi = max(1/sqrt(m), 1/sqrt(M)) (F2 grows like t eta^3 (t+1)^4); every other factor is > 0 (beta_1 "
        "> 0 by (A.114)). A_max < 0 once the init's sigma exceeds about (alpha* + alpha#)/8, and then the right side is "
        "< 0 for every witness and hidden constant over the first steps, while neurons of U (A.9) have Z_i(t) > 0. "
        "By hand (alpha* = 1/3, sigma = 0.15, delta = 0.2, |S^n| = 12, N = B = 40, m = 128, eta = 0.5, tau = 0, "
        "seeds 0-2): crossings at 20, 21, 22 steps (t = 0 .. 19, 20, 21) of runs with T* = 107, 86, 134; best "
        "min(z_i, -(A_max + F2/F1)) = 0.110, 0.141, 0.165 (z_i = 0.68 .. 0.69 normalised to [-1, 1]); also at |S^n| "
        "= 24, 48, B = 8, 16, eta = 0.1 .. 1.6 (10 to 33 crossing steps per run); at the late busy steps (T*/2 <= t, "
        "the reading) F2 exceeds F1 |A_max| (F2/F1 = 1.3 .. 4.3 against A_max = -0.10 .. -0.15): no sign "
        "conclusion, the reading is not violated. ci: best score 1.18. At nominal sigma = 0 A_max > 0 (+0.05 .. "
        "+0.10): nothing decided. Also with U read as (A.9)'s formula at the display's own l (= W_{l,n}(0)). "
        "Mechanism: Z_i is an attention-weighted covariance of W_O(i) W_V mu_a with q_1.(k_a - kbar), of either sign "
        "for neurons of U (as thesis.ch2.eqA.121's lucky neurons), while the printed bound's first term carries (...) "
        "- sigma - tau, negative for a sigma of the order of the token fractions (Assumption 2.3.1 allows sigma = "
        "O(1/M), M = 5 here), and the positive b-sum term is negligible until t is a sizable fraction of T*. "
        "Theorem 1's (2.8) alpha* >= alpha#/(e^{-(delta+tau)}(1 - (sigma + tau))) holds there (1/3 against ~0.13). "
        "Second path: own token-level computation at t = 0 from the initial weights "
        "(tests/test_thesis_r23_thesisX.py): sigma = 0.15, alpha* = 1/3, seeds 0-2: A_max = -0.106, -0.129, -0.161 "
        "and 40 of 40 samples have a neuron of U with Z_i > 0."),
    no_correction_reason="the sign of Z_i over U_{l,n}(0) is not fixed in the first steps (an attention-weighted covariance, "
                         "as in thesis.ch2.eqA.121), so no right side that is negative there serves; a bound on "
                         "|Z_i| with the bracket's -sigma - tau removed was not checked this round",
    second_path=SP + "test_a122_negative_right_side_positive_u_term_own_tokens",
    notes="Round 23 (thesisX): the row L3225 was 'open' (round 21: computable, not encoded; round 22: U empty as "
          "printed, a sign check is the next step). The run is r21_thesisA._late_run's (Algorithm 3 to T*, batches "
          "drawn with replacement); U is fixed at init ((A.9)); every step and every batch sample with a mu_1 and a "
          "mu_2 token is compared. The right side's bracket is bounded above without the existential witnesses "
          "(K(t), beta_1, lambda) because every factor but the bracket is positive and p_n <= 1.",
    settings={"ci": {"max_examples": 3, "budget_s": 3.0, "min_valid": 1, "path_starts": 1, "path_decades": 0.0},
              "dev": {"max_examples": 60, "min_valid": 10}}))


# ====================== (A.122) at t = 0 along eta -> 0, where its bracket is positive


def _a122_eta_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """t = 0 (the run's initial weights and first batch, init_state): the right side of (A.122) is at most eta G_n with
    the eta-free G_n = xi (m/a^2) f A_max phi_max |S_2^n| beta_max ||q_1(0)||^2, f = (1/B) sum_{n in B_0} |S_2^n|/|S^n|,
    A_max = f/4 - sigma_lb (p_n <= 1), phi_max = 1/(|S_1^n| e + |S^n| - |S_1^n|) (Definition A.2.2 with ||q_1(0)|| =
    1: (A.34)'s empty product), beta_max = (|S^n| - |S_1^n|) phi_max ((A.115), its constant into the hidden one),
    a = sqrt(m), xi = max(1/sqrt(m), 1/sqrt(M)). lhs = max over the batch samples of max_{i in U} Z_i(0) / G_n (U of
    (A.9) at a mu_2 token); the bound is eta. Z_i(0) does not depend on eta, so the ratio is ~ 1/eta."""
    c, y, K0, Q0, V0, O0, idx, sig_lb = init_state(
        int(inst["seed"]), int(inst["L"]), float(inst["a_star"]), float(inst["sigma"]), float(inst["delta"]),
        int(inst["N"]), int(inst["B"]), int(inst["m"]))
    m = int(inst["m"])
    a, xi = math.sqrt(m), max(1.0 / math.sqrt(m), 1.0 / math.sqrt(M))
    L = c.sum(1)
    f = float((c[idx, 1] / L[idx]).mean())
    A_max = f / 4 - sig_lb
    OV = O0 @ V0
    Q2 = np.roll(Q0, -1, axis=1)
    best, n_cmp = None, 0
    for n in sorted(set(idx.tolist())):
        if c[n, 0] == 0 or c[n, 1] == 0:
            continue
        U = (O0 @ (V0 @ RA._att1(c[n], K0, Q2))) > 0
        if not U.any():
            continue
        at = RA._att1(c[n], K0, Q0)
        Z = OV @ (at * (K0[:, 0] @ (K0 - (K0 @ at)[:, None])))
        phi = 1.0 / (c[n, 0] * math.e + L[n] - c[n, 0])
        G = xi * m / a ** 2 * f * A_max * phi * c[n, 1] * (L[n] - c[n, 0]) * phi
        n_cmp += 1
        r = float(Z[U].max()) / G if A_max > 0 else -1.0
        if best is None or r > best[0]:
            best = (r, n, float(Z[U].max()), G)
    q = {"pairs compared": n_cmp, "A_max": A_max, "sigma lower bound": sig_lb, "t": 0}
    if best is None:
        return Measurement(-1.0, {"eta": float(inst["eta"])}, q)
    r, n, Zi, G = best
    return Measurement(r, {"eta": float(inst["eta"])},
                       {**q, "sample n": n, "y^n": int(y[n]), "max_{i in U} Z_i(0)": Zi, "G_n (eta-free factor)": G})


def _move_eta(inst: dict, t: float) -> dict:
    return {**inst, "eta": float(t)}


def _a122_eta_instances() -> st.SearchStrategy:
    """As thesis.ch2.eqA.122's, sigma drawn half from [0, 0.05] (where the bracket is positive) and eta log-uniform
    in [0.1, 1.6]."""
    return st.fixed_dictionaries({
        "seed": SEEDS, "L": log_uniform(8.0, 96.0).map(int), "a_star": st.sampled_from(A2.A_STARS),
        "sigma": st.one_of(st.floats(0.0, 0.05), st.floats(0.0, 0.3)), "delta": st.floats(0.05, 0.45),
        "N": st.sampled_from([20, 40]), "B": st.sampled_from([8, 16, 0, 1, 2]), "m": st.sampled_from([64, 128]),
        "eta": log_uniform(0.1, 1.6)})


CLAIMS.append(Claim(
    id="thesis.ch2.eqA.122-eta", paper=PAPER, kind="step", comparison="<=", catalog_id="thesis.ch2.eqA.122",
    source=_src("(A.122) L3225-L3232 at t = 0 ((t+1)^2 = 1, the b-sum empty; a = sqrt(m), xi = 1/sqrt(m) of (A.51) "
                "L2872; beta_1 of (A.115) L3189; ||q_1(0)|| = 1 by (A.34) L2792)"),
    statement="(A.122) at t = 0 where its bracket is positive: the left side Z_i(0) (i in U_{l,n}(0)) <~ the right side, "
              "which is eta times an eta-free factor G_n (p_n <= 1, phi_n(0) <= 1/(|S_1^n| e + |S^n| - |S_1^n|), "
              "beta_1 <~ phi_n (|S^n| - |S_1^n|) by (A.115)); one hidden constant for every step size eta > 0.",
    statement_tex=r"\mathbf{W}_{O_{(i,\cdot)}}^{(0)} \sum_{s} \mathbf{W}_V^{(0)} \mathbf{x}_s^n \text{softmax}(\cdots) "
                  r"\mathbf{q}_1(0)^\top (\cdots) \mathbf{x}_l^{n\top} \mathbf{x}_j^g \lesssim \eta \cdot G_n",
    bound=B.eqA122_eta_shape, measure=_a122_eta_measure, strategy=_a122_eta_instances,
    constants="hidden", uniform=True,
    assumptions=(Assumption("bracket positive", "A_max = (1/4B) sum |S_2^n|/|S^n| - sigma_lb > 0 (else the right "
                            "side is negative: thesis.ch2.eqA.122's sign check)", lambda q: q["A_max"]),
                 Assumption("a compared sample", "a first-batch sample with a mu_1 and a mu_2 token and U non-empty",
                            lambda q: q["pairs compared"] - 0.5)),
    directions=(Direction("eta -> 0 (t = 0: the left side does not depend on eta)", "eta", 0.0, move=_move_eta,
                          points=(1.0, 0.1, 0.01, 0.001)),
                Direction("|S^n|, sigma, B, N, m, delta, alpha*", "L", INF, how="search",
                          reason="drawn by the strategy; the right side's only eta-dependence is the factor eta")),
    domain=(Param("eta", 0, INF, lo_closed=False, text="step size eta > 0 (Theorem 1: zeta >~ 1 - eta^10)",
                  unreached="eta in [0.1, 1.6] drawn, 1 .. 1e-3 on the path; eta -> inf not run (the ratio falls)"),
            Param("t", 0, INF, integer=True, text="every iteration t of Claim 2's induction",
                  unreached="t = 0 only (the right side's eta factor against the eta-free initial weights)"),
            Param("sigma", 0, INF, text="sigma = O(1/M) of Assumption 2.3.1", key="sigma",
                  unreached="nominal init noise in [0, 0.3]; only instances with a positive bracket bound count"),
            Param("L", 1, INF, integer=True, text="|S^n| >= Omega(1) (2.9)", unreached="|S^n| in [8, 96]")),
    mutants={"shape eta^2": B.eqA122_eta_mut},
    expect="erratum",
    evidence=(
        "The ratio grows exactly like 1/eta, certain in float64: at t = 0 the left side Z_i(0) is a function of the "
        "initial weights and the first batch only (no eta), positive on neurons of U, while the printed right side is "
        "eta times an eta-free factor ((t+1)^2 = 1, the b-sum empty) bounded above without witnesses (p_n <= 1, phi_n(0) "
        "<= 1/(|S_1^n| e + |S^n| - |S_1^n|) with ||q_1(0)|| = 1 by (A.34), beta_1 by (A.115) up to its constant, a = "
        "sqrt(m), xi = max(1/sqrt(m), 1/sqrt(M))), positive where the bracket bound A_max > 0 (small sigma). ci: ratio "
        "2308 at eta = 1 to 2.3e8 at eta = 1e-5 (x1e5, log-slope -1 [-1, -1]). Second path "
        "(tests/test_thesis_r23_thesisX.py): own token-level computation at nominal sigma = 0 (W_V orthogonal, "
        "sigma_lb = 0), alpha* = 1/3, |S^n| = 12, N = 40, m = 128, seeds 0-2: bracket +0.052 and 40 of 40 samples "
        "have a neuron of U with Z_i(0) > 0, so Z_i / (eta G_n) rises x10 per decade of eta. Mechanism: the proof's "
        "expansion of W_O(i)^(t) W_V^(t) x_s keeps only the accumulated updates (xi eta (t+1)^2 ...) and drops the "
        "initial term W_O(i)^(0) W_V^(0) x_s (compare Claim 1's (A.19), which keeps '+ xi'); with the sign check "
        "(thesis.ch2.eqA.122) this covers both signs of the bracket at t = 0. Scope as thesis.ch2.eqA.122's: only "
        "t = 0 (Claim 2's proviso 't large enough', if it excludes t = 0, removes the content)."),
    no_correction_reason="a right side with the initial term (as (A.19)'s '+ xi') would be needed; its form for the "
                         "q_1 coefficient was not derived or checked this round",
    second_path=SP + "test_a122_eta_ratio_grows_as_eta_falls_own_tokens",
    notes="Round 23 (thesisX): the complement of thesis.ch2.eqA.122's sign check (where the bracket is positive): at "
          "t = 0 Algorithm 3 has not moved the weights, so the left side is a function of the initialisation alone, "
          "while the printed right side carries the factor eta (from xi eta (t+1)^2): no constant serves as eta -> 0.",
    settings={"ci": {"max_examples": 10, "budget_s": 3.0, "min_valid": 1, "path_starts": 1},
              "dev": {"max_examples": 60, "min_valid": 10}}))


# ====================== (A.125) L3251 at t = 0 along eta -> 0 on noisy tokens (tau > 0)


@functools.lru_cache(maxsize=32)
def _a125_state(seed: int, L: int, a_star: float, sigma: float, delta: float, c0: float, N: int, Bn: int,
                m: int) -> dict:
    """Token-level t = 0 state with noisy tokens (thmcheck.models.vit.make_data with noise c0 per coordinate, the
    normalised init, then Algorithm 3's first batch): for every batch sample n with a mu_2 token l (S_2^n) the largest
    left side of (A.125) over i in U_{l,n}(0) = {i : W_O(i) V_{l,n}(0) > 0} ((A.9) at the display's l) and j in S_1^g
    (every sample g), and the eta-free factor G_n of its right side."""
    import torch

    from thmcheck.models import vit as VIT

    Bn = Bn if Bn > 0 else N
    g = torch.Generator().manual_seed(seed % 2**63)
    X, P, y = VIT.make_data(N, L, a_star, 1.0 / L, D, M, c0, g)
    p = VIT.init_params(D, m, L, sigma, delta, 1.0 / math.sqrt(M), g, normalize=True)
    idx = torch.randint(0, N, (Bn,), generator=g).numpy()
    X, P, y = X.numpy(), P.numpy(), y.numpy()
    WQ, WK, WV, WO = (np.array(w.detach().numpy(), dtype=np.float64) for w in (p.WQ, p.WK, p.WV, p.WO))
    mu = np.eye(D)[:M]
    tau = float(np.linalg.norm(X - mu[P], axis=-1).max())
    sig_lb = float(np.abs(np.linalg.norm(WV[:, :M], axis=0) - 1.0).max())
    dlt = max(float(np.linalg.norm(WK[:, :M] - np.eye(D)[:, :M], axis=0).max()),
              float(np.linalg.norm(WQ[:, :M] - np.eye(D)[:, :M], axis=0).max()))
    q1 = WK[:, 0]
    X1 = X[P == 0]                                        # every x_j^g, j in S_1^g
    a, xi = math.sqrt(m), max(1.0 / math.sqrt(m), 1.0 / math.sqrt(M))
    f = float(((P[idx] == 1).sum(1) / L).mean())          # (1/B) sum_{n in B_0} |S_2^n|/|S^n|
    rows = []
    for n in sorted(set(idx.tolist())):
        ls = np.flatnonzero(P[n] == 1)
        if len(ls) == 0:
            continue
        keys, vals = X[n] @ WK.T, X[n] @ WV.T
        s_star, s_hash = ((P[n] == 0).sum(), (P[n] == 1).sum()) if y[n] > 0 else ((P[n] == 1).sum(), (P[n] == 0).sum())
        G = xi * m / a ** 2 * f * (f / 4) * s_hash / max(L - s_star, 1)
        for l in ls:
            sc = keys @ (WQ @ X[n, l])
            at = np.exp(sc - sc.max())
            at /= at.sum()
            U = WO @ (vals.T @ at) > 0
            if not U.any():
                continue
            Z = WO @ (vals.T @ (at * ((keys - at @ keys) @ q1)))
            xx = X1 @ X[n, l]
            lhs = float(np.maximum(Z[U] * xx.max(), Z[U] * xx.min()).max())
            rows.append((lhs / G, lhs, G, n, int(l), int(y[n])))
    return {"rows": rows, "tau": tau, "sigma_lb": sig_lb, "delta_meas": dlt}


def _a125_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = the largest (left side) / G_n over the first batch's mu_2 queries (t = 0); the bound is eta. G_n = xi
    (m/a^2) f (f/4) |S_#^n|/(|S^n| - |S_*^n|) with p_n <= 1, beta_1 <~ 1 ((A.115)), ||q_1(0)|| = 1 ((A.34)), lambda
    <= Theta(1) (Claim 3) into the hidden constant, a = sqrt(m), xi = max(1/sqrt(m), 1/sqrt(M))."""
    st_ = _a125_state(int(inst["seed"]), int(inst["L"]), float(inst["a_star"]), float(inst["sigma"]),
                      float(inst["delta"]), float(inst["c0"]), int(inst["N"]), int(inst["B"]), int(inst["m"]))
    q = {"tau (measured max ||x - mu||)": st_["tau"], "min(sigma_lb, delta) - tau": min(st_["sigma_lb"],
         st_["delta_meas"]) - st_["tau"], "pairs compared": len(st_["rows"]), "t": 0}
    if not st_["rows"]:
        return Measurement(-1.0, {"eta": float(inst["eta"])}, q)
    r, lhs, G, n, l, yn = max(st_["rows"])
    return Measurement(r, {"eta": float(inst["eta"])},
                       {**q, "left side (max over U, j)": lhs, "G_n": G, "sample n": n, "token l": l, "y^n": yn})


def _a125_instances() -> st.SearchStrategy:
    """|S^n| log-uniform in [8, 48], alpha* in {4, 6, 8}/12, sigma in [0.05, 0.3], delta in [0.05, 0.45], token noise
    c0 log-uniform in [1e-3, 0.03] per coordinate (tau = max ||x - mu||), N in {20, 40}, B in {8, 16, N}, m in {64,
    128}, eta log-uniform in [0.1, 1.6]."""
    return st.fixed_dictionaries({
        "seed": SEEDS, "L": log_uniform(8.0, 48.0).map(int), "a_star": st.sampled_from(A2.A_STARS),
        "sigma": st.floats(0.05, 0.3), "delta": st.floats(0.05, 0.45), "c0": log_uniform(1e-3, 0.03),
        "N": st.sampled_from([20, 40]), "B": st.sampled_from([8, 16, 0]), "m": st.sampled_from([64, 128]),
        "eta": log_uniform(0.1, 1.6)})


CLAIMS.append(Claim(
    id="thesis.ch2.eqA.125-eta", paper=PAPER, kind="step", comparison="<=", catalog_id="thesis.ch2.eqA.125",
    source=_src("(A.125) L3251 at t = 0 ((t+1)^2 = 1, the b-sum empty; a = sqrt(m), xi = 1/sqrt(m) of (A.51); beta_1 "
                "of (A.115); lambda <= Theta(1) of Claim 3; noisy tokens tau > 0)"),
    statement="(A.125) at t = 0: for l in S_2^n, j in S_1^g, i in U_{l,n}(0): W_O(i) sum_s W_V x_s softmax(...) "
              "q_1^T (W_K x_s - sum_r softmax(...) W_K x_r) x_l^T x_j^g <~ ((1/B) sum_n xi eta |S_2^n| m/(|S^n| a^2) "
              "(1/4B) sum_n |S_2^n|/|S^n| p_n(b)) beta_1 ||q_1||^2 lambda |S_#^n|/(|S^n| - |S_*^n|): the right side "
              "is eta times an eta-free factor; one hidden constant for every step size eta > 0 (the inner softmax "
              "printed softmax(W_K x_r^T W_K^T W_Q x_l) read as softmax(x_r^T W_K^T W_Q x_l)).",
    statement_tex=r"\cdots \mathbf{x}_l^{n\top} \mathbf{x}_j^g \lesssim \Big( \frac{1}{B} \sum_{n} \frac{\xi \eta "
                  r"|\mathcal{S}_2^n| m}{|\mathcal{S}^n| a^2} \cdots \Big) \beta_1(t) \|\mathbf{q}_1(t)\|^2 \lambda "
                  r"\frac{|\mathcal{S}_\#^n|}{|\mathcal{S}^n| - |\mathcal{S}_*^n|}",
    bound=B.eqA122_eta_shape, measure=_a125_measure, strategy=_a125_instances,
    constants="hidden", uniform=True,
    assumptions=(Assumption("tau <= min(sigma, delta)", "Theorem 1's tau <= min(sigma, delta) with the measured tau "
                            "and the init's sigma lower bound and measured delta",
                            lambda q: q["min(sigma_lb, delta) - tau"]),
                 Assumption("a compared query", "a first-batch sample with a mu_2 token and U non-empty",
                            lambda q: q["pairs compared"] - 0.5)),
    directions=(Direction("eta -> 0 (t = 0: the left side does not depend on eta)", "eta", 0.0, move=_move_eta,
                          points=(1.0, 0.1, 0.01, 0.001)),
                Direction("|S^n|, tau, sigma, B, N, m, delta, alpha*", "L", INF, how="search",
                          reason="drawn by the strategy; the right side's only eta-dependence is the factor eta"),
                Direction("token noise c0 (tau)", "c0", INF, how="search",
                          reason="c0 drawn in [1e-3, 0.03] per coordinate; tau <= min(sigma, delta) bounds it above "
                                 "(the assumption); as c0 -> 0 the left side vanishes with x_l^T x_j^g")),
    domain=(Param("eta", 0, INF, lo_closed=False, text="step size eta > 0",
                  unreached="eta in [0.1, 1.6] drawn, 1 .. 1e-3 on the path; eta -> inf not run (the ratio falls)"),
            Param("t", 0, INF, integer=True, text="every iteration t of Claim 2's induction",
                  unreached="t = 0 only (the right side's eta factor against the eta-free initial weights)"),
            Param("c0", 0, INF, text="token noise (tau <= min(sigma, delta))", key="c0",
                  unreached="c0 in [1e-3, 0.03] per coordinate; at c0 = 0 the left side is 0 (x_l^T x_j^g = 0)"),
            Param("L", 1, INF, integer=True, text="|S^n| >= Omega(1) (2.9)", unreached="|S^n| in [8, 48]")),
    mutants={"shape eta^2": B.eqA122_eta_mut},
    expect="erratum",
    evidence=(
        "The ratio grows exactly like 1/eta, certain in float64: at t = 0 the left side is a function of the initial "
        "weights and the noisy tokens only (no eta) and positive for some i in U_{l,n}(0) and j in S_1^g (x_l^T x_j^g "
        "= O(tau), of either sign over j), while the printed right side is eta times an eta-free positive factor "
        "((t+1)^2 = 1, the b-sum empty; its bracket has no '- sigma - tau'), bounded above with p_n <= 1, beta_1 <~ 1 "
        "((A.115)), ||q_1(0)|| = 1 ((A.34)), lambda <= Theta(1) (Claim 3), a = sqrt(m), xi = max(1/sqrt(m), "
        "1/sqrt(M)). ci: ratio 147 at eta = 1 to 1.47e7 at eta = 1e-5 (x1e5, log-slope -1 [-1, -1]). By hand (alpha* "
        "= 1/3, |S^n| = 12, N = B = 40, m = 128, sigma = 0.15, delta = 0.2, c0 = 0.01 per coordinate: tau = 0.049 .. "
        "0.052 below min(sigma_lb, delta_meas) = 0.158 .. 0.213; seeds 0-2): every compared mu_2 query (70, 65, 57) "
        "has a positive left side, best left side / G_n = 15.4, 12.7, 10.6 at eta = 1, so 1.5e4 .. 1.1e4 at eta = "
        "1e-3. Mechanism: as thesis.ch2.eqA.122-eta (the expansion of W_O(i)^(t) W_V^(t) x_s drops the initial term). "
        "Second path (tests/test_thesis_r23_thesisX.py): own token-level computation, 60+ (sample, mu_2 query) pairs "
        "with a positive left side over seeds 0-2 with tau < min(sigma_lb, delta). Scope: t = 0 only, as "
        "thesis.ch2.eqA.122."),
    no_correction_reason="a right side with the initial term (as Claim 1's (A.19) '+ xi') would be needed; not derived "
                         "or checked this round",
    second_path=SP + "test_a125_left_side_positive_at_init_noisy_tokens_own",
    notes="Round 23 (thesisX): the row L3251 was 'open' (round 22: holds trivially at tau = 0, content at tau > 0). "
          "At t = 0 Algorithm 3 has not moved the weights: the left side is a function of the initialisation and the "
          "noisy tokens only, while the printed right side carries the factor eta.",
    settings={"ci": {"max_examples": 6, "budget_s": 3.0, "min_valid": 1, "path_starts": 1},
              "dev": {"max_examples": 40, "min_valid": 10}}))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-23 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch2.eqA.122': 'auditor A: confirmed; auditor A: confirmed',
    'thesis.ch2.eqA.122-eta': 'auditor A: confirmed',
    'thesis.ch2.eqA.125-eta': 'auditor A: confirmed',
}, 'docs/audits/round23/thesis.md')
