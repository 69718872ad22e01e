"""thesis, App. A (proof of Theorem 1, Chapter 2's shallow ViT), the update coordinates of (A.126) L3255, (A.131)
L3275, (A.132) L3277 (round 20, helper thesisA2; until now 'uncomputable' / 'open' rows: 'existential split').

On noise-free tokens (tau = 0 in (2.5), allowed by tau <= min(sigma, delta)) every token is a pattern mu_a = e_a, and
the W_Q gradient of the score x_s^T W_K^T W_Q x_l is (W_K x_s) x_l^T: Algorithm 3's step moves W_Q mu_p only inside
span{q_a(t) = W_K^(t) mu_a, a = 1..M} (the key features of Table A.1). With the M = 5 columns W_K^(t) mu_a linearly
independent (d = 8) the printed expansion

    W_Q^(t+1) x_j = W_Q^(t) x_j - eta (dL/dW_Q) x_j = r_1(t) + K(t) q_1(t) + Theta(1) n_j(t) + |K_e| q_2 + sum_{l>=3}
    gamma'_l q_l(t)      ((A.126), j in S_1^n)

has unique coefficients: the update W_Q^(t+1) mu_1 - W_Q^(t) mu_1 = sum_a A_t[1, a] q_a(t) (least squares, residual
~1e-15 of the update: the Theta(1) n_j(t) term of the update is 0 and absorbs nothing), K(t) = A_t[1, 1], K_e(t) =
A_t[1, 2], gamma'_l = A_t[1, l]. Each display is then a statement about one row of A_t:

- (A.126) with Claim 2 ('there exist K(t) > 0', the (1 + K(t)) q_1(t) of the last line): K(t) >= 0 at every step;
- (A.131): |gamma'_l| <~ (1/B) sum_{n in B_b} K(t) |S_l^n|/(|S^n| - |S_1^n|), l >= 3;
- (A.132): |K_e(t)| <~ (1/B) sum_{n in B_b} K(t) |S_2^n|/(|S^n| - |S_1^n|).

The model is Section 2.4.1's ViT (2.1) trained by Algorithm 3 on the hinge (thmcheck.models.vit data and init,
normalised: Assumption 2.3.1 measured; W_O entries N(0, xi^2), xi = 1/sqrt(M) as printed), computed per pattern
(thmcheck.models.vit_patterns: the same function of the weights as the token-level model, so |S^n| up to 768 is
cheap). The softmax Jacobian makes each row of A_t sum to 0. Second paths in ``tests/test_thesis_r20_thesisA2.py``
(an own token-level torch model of (2.1), autograd gradient of the batch hinge, own projection)."""

from __future__ import annotations

import functools
import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r20_thesisA2 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, _src
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []

SP = "tests/test_thesis_r20_thesisA2.py::"
D, M = 8, 5
L_PATH = (12, 48, 192, 768)
A_STARS = (4 / 12, 6 / 12, 8 / 12)


def instances() -> st.SearchStrategy:
    """|S^n| = L log-uniform in [8, 96] (the path takes it to 768), alpha* in {4, 6, 8}/12 (one confusion token),
    sigma in [0.05, 0.3], delta in [0.05, 0.45], N in {20, 40}, B in {8, 16, N} (N: full batch), m in {64, 128},
    eta log-uniform in [0.05, 1.6], t (steps inspected) in [10, 60]."""
    return st.fixed_dictionaries({
        "seed": SEEDS, "L": log_uniform(8.0, 96.0).map(int), "a_star": st.sampled_from(A_STARS),
        "sigma": st.floats(0.05, 0.3), "delta": st.floats(0.05, 0.45), "N": st.sampled_from([20, 40]),
        "B": st.sampled_from([8, 16, 0]), "m": st.sampled_from([64, 128]), "eta": log_uniform(0.05, 1.6),
        "t": st.integers(10, 60)})


@functools.lru_cache(maxsize=64)
def _coef_run(seed: int, L: int, a_star: float, sigma: float, delta: float, N: int, Bn: int, m: int, eta: float,
              t: int) -> tuple:
    """t steps of Algorithm 3 (mini-batch indices torch.randint(0, N, (B,)) from the run's generator, as
    thmcheck.models.vit_patterns.tstar_np); per step: A_t (M x M, row p = the coordinates of W_Q mu_p's update in the
    basis q_a(t) = W_K^(t) mu_a), the fit's relative residual, the update scale max |A_t[0]|, the batch's pattern
    counts (B x M) and labels."""
    import torch

    from thmcheck.models import vit as VIT
    from thmcheck.models import vit_patterns as VP

    Bn = Bn if Bn > 0 else N
    g = torch.Generator().manual_seed(seed % 2**63)
    _X, P, y = VIT.make_data(N, L, a_star, 1.0 / L, D, M, 0.0, g)
    p = VIT.init_params(D, m, L, sigma, delta, 1.0 / math.sqrt(M), g, normalize=True)
    c, abar = VP.collapse(P, p.A, M)
    c, abar, yv = c.numpy(), abar.numpy(), y.numpy()
    W = [np.array(w.detach().numpy(), dtype=np.float64) for w in (p.WQ, p.WK, p.WV, p.WO)]
    rows = []
    for tt in range(t):
        idx = torch.randint(0, N, (Bn,), generator=g).numpy()
        Qb, R0 = W[1][:, :M].copy(), W[0][:, :M].copy()
        for w, gr in zip(W, VP.hinge_grads_np(c[idx], abar[idx], yv[idx], *W), strict=True):
            w -= eta * gr
        dQ, dK = W[0][:, :M] - R0, W[1][:, :M] - Qb
        A = np.linalg.lstsq(Qb, dQ, rcond=None)[0].T
        C = np.linalg.lstsq(R0, dK, rcond=None)[0].T               # key updates in the basis r_a(t) = W_Q^(t) mu_a
        res = float(np.linalg.norm(Qb @ A.T - dQ)) / max(float(np.linalg.norm(dQ)), 1e-300)
        resc = float(np.linalg.norm(R0 @ C.T - dK)) / max(float(np.linalg.norm(dK)), 1e-300)
        rows.append((tt, A, res, float(np.abs(A[0]).max()), c[idx].copy(), yv[idx].copy(), C, resc))
    return tuple(rows)


def coef_run(inst: dict) -> tuple:
    return _coef_run(int(inst["seed"]), int(inst["L"]), float(inst["a_star"]), float(inst["sigma"]),
                     float(inst["delta"]), int(inst["N"]), int(inst["B"]), int(inst["m"]), float(inst["eta"]),
                     int(inst["t"]))


def _run_terms(inst: dict, rows: tuple) -> dict:
    return {"N": int(inst["N"]), "B (0 = N)": int(inst["B"]), "m": int(inst["m"]), "eta": float(inst["eta"]),
            "tau": 0.0, "max fit residual": max(r[2] for r in rows), "steps": len(rows),
            "steps with K(t) < 0": sum(1 for r in rows if r[3] > 0 and r[1][0, 0] < -1e-9 * r[3]),
            "steps with the mu_1 query moved": sum(1 for r in rows if r[3] > 0)}


def _k_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = the least K(t') / max_a |A_t'[1, a]| over the steps t' < t whose mu_1 query moved (a sign: scale-free).
    ``exact``: a negative K(t') above 1e-6 of the scale with the fit's residual below 1e-9."""
    rows = coef_run(inst)
    mv = [r for r in rows if r[3] > 0]
    if not mv:
        raise SolverFailure("no step moved W_Q mu_1 (every batch at zero hinge or without a mu_1 token)")
    tt, A, res, sc, *_ = min(mv, key=lambda r: r[1][0, 0] / r[3])
    v = float(A[0, 0]) / sc
    return Measurement(v, {"L": float(inst["L"])},
                       {"t'": tt, "K(t')": float(A[0, 0]), "update scale": sc, "A_t'[1, :]": [float(x) for x in A[0]],
                        **_run_terms(inst, rows)}, exact=bool(v < -1e-6 and res < 1e-9))


def _mag_pairs(row: tuple, which: str) -> list[tuple[float, float, int]]:
    """(|coordinate|, printed right side at constant 1, pattern 0-based) of one step: 'A131' |gamma'_l| = |A[1, l]|
    against K(t) (1/B) sum_n |S_l^n|/(|S^n| - |S_1^n|), l >= 3; 'A132' |K_e(t)| = |A[1, 2]| against K(t) (1/B) sum_n
    |S_2^n|/(|S^n| - |S_1^n|); 'A149' |gamma_l| = |C[1, l]| (the mu_1 key's update in the basis r_a(t) = W_Q^(t) mu_a)
    against Q(t) (1/B) sum_n |S_l^n|/(|S^n| - |S_*^n|), l >= 3; 'A150' |Q_e(t)| >= |C[1, 2]| (the printed coefficient
    is |Q_e|(1 - lambda); lambda -> 0 is the smallest |Q_e|) against Q(t) (1/B) sum_n |S_#^n|/(|S^n| - |S_*^n|), S_* /
    S_# the label's discriminative / confusion pattern (mu_1 / mu_2 for y^n = +1). The denominators are > 0 (one
    confusion token at least)."""
    _tt, A, _res, _sc, cnt, ylab, C, *_ = row
    tot = cnt.sum(1).astype(float)
    if which in ("A131", "A132"):
        K = float(A[0, 0])
        d1 = tot - cnt[:, 0]
        ls = range(2, M) if which == "A131" else (1,)
        return [(abs(float(A[0, lk])), K * float((cnt[:, lk] / d1).mean()), lk) for lk in ls]
    Q = float(C[0, 0])
    ar = np.arange(len(ylab))
    star = np.where(ylab == 1, 0, 1)
    dstar = tot - cnt[ar, star]
    if which == "A149":
        return [(abs(float(C[0, lk])), Q * float((cnt[:, lk] / dstar).mean()), lk) for lk in range(2, M)]
    return [(abs(float(C[0, 1])), Q * float((cnt[ar, 1 - star] / dstar).mean()), 1)]


def _mag_measure(inst: dict, ctx: Ctx, which: str) -> Measurement:  # noqa: ARG001
    """lhs = the least ratio (printed right side at constant 1) / |coordinate| over the steps and patterns with a
    coordinate above rounding (1e-9 of the step's scale); a hidden constant c > 0 must make it >= c (ref = 1). As
    printed the side carries K(t) itself, so a step with K(t) < 0 gives a negative ratio. ``exact``: a negative ratio
    whose K(t) and coordinate exceed 1e-6 of the scale with the fit's residual below 1e-9."""
    rows = coef_run(inst)
    best, best_pos = None, None
    key = which in ("A149", "A150")

    def kq(row: tuple) -> tuple[float, float, float]:
        if key:
            return float(row[6][0, 0]), float(np.abs(row[6][0]).max()), row[7]
        return float(row[1][0, 0]), row[3], row[2]

    for row in rows:
        K, sc, _res = kq(row)
        if sc <= 0:
            continue
        for v, rhs, lk in _mag_pairs(row, which):
            if v <= 1e-9 * sc:
                continue
            r = rhs / v
            if best is None or r < best[0]:
                best = (r, row, v, rhs, lk)
            if K > 0 and (best_pos is None or r < best_pos):
                best_pos = r
    if best is None:
        raise SolverFailure("no step moved a q_l(t) / r_l(t) coordinate of the mu_1 query's / key's update")
    r, row, v, rhs, lk = best
    K, sc, res = kq(row)
    exact = bool(r < 0 and -K > 1e-6 * sc and v > 1e-6 * sc and res < 1e-9)
    return Measurement(r, {"ref": 1.0, "L": float(inst["L"])},
                       {"t'": row[0], "|coordinate|": v, "printed right side (constant 1)": rhs,
                        "pattern (0-based)": lk, "K(t') (Q(t') for (A.149)/(A.150))": K, "update scale": sc,
                        "least ratio over the steps with K(t') > 0": best_pos, **_run_terms(inst, rows)}, exact=exact)


def _move_L(inst: dict, x: float) -> dict:
    return {**inst, "L": int(x)}


DIRECTIONS = (
    Direction("|S^n| -> inf", "L", INF, move=_move_L, points=L_PATH, grows=("L",),
              reason="|S^n| >= Omega(1) (2.9) without upper limit; the hidden constant must not depend on it"),
    Direction("eta, B, N, m, t, sigma, delta, alpha*", "eta", 0.0, how="search",
              reason="drawn: eta in [0.05, 1.6], B in {8, 16, N}, N in {20, 40}, m in {64, 128}, t in [10, 60]"),
)

DOMAIN = (
    Param("L", 1, math.inf, integer=True, text="|S^n| >= Omega(1) (2.9), no upper limit",
          unreached="|S^n| in [8, 96] drawn and 12 .. 768 on the path (below 8 tokens alpha* L and one confusion "
                    "token are too coarse to keep alpha* fixed)"),
    Param("eta", 0, math.inf, lo_closed=False, text="step size eta > 0",
          unreached="eta in [0.05, 1.6] drawn (above ~3 SGD on the hinge is erratic; the display is per step)"),
    Param("t", 0, math.inf, integer=True, text="every iteration t of Claim 2's induction (t <= T)",
          unreached="steps 0 .. 59 (the runs reach zero hinge within ~20-200 steps; the crossings occur from t = 0)"),
    Param("B", 1, math.inf, integer=True, text="batch size B >= Omega(1) (2.9)",
          unreached="B in {8, 16, N} with N in {20, 40} (full batch is the B -> N end; B > N repeats samples)"),
)

_NOTE = ("Round 20 (thesisA2): the row was 'uncomputable'/'open' (the proof's 'existential split' of W_Q^(t) x_j). "
         "With noise-free orthonormal patterns the update of W_Q mu_1 lies exactly in span{q_a(t) = W_K^(t) mu_a} "
         "(fit residual ~1e-15), so the printed coefficients are its unique coordinates, and the Theta(1) n_j(t) term "
         "of the update is 0. tau = 0 is inside tau <= min(sigma, delta). The q_l(t) of the printed expansion are "
         "Table A.1's key features W_K^(t) mu_l; (A.34)'s q_1(t) = sqrt(prod (1 + K(l))) q_1 is the proof's own "
         "bookkeeping of the same vector.")

_MECH = ("Mechanism: the softmax Jacobian makes the mu_1 query's update coordinates sum to 0 over the key patterns, "
         "and the hinge gradient of the y = -1 samples (where mu_1 is the confusion pattern, attended by its own mu_1 "
         "queries) and of the samples whose ReLU units carry negative a_(l) pushes the mu_1 query away from q_1(t): "
         "K(t) is negative at a sizable fraction of the steps, from t = 0 on, also with full batch (seeds 0-2, L = "
         "12/48/192, N = B = 40, m = 128, eta = 0.5: K(t) < 0 at 3, 11, 6; 12, 0, 0; 15, 40, 20 of 60 steps).")


EV126 = "A sign crossing, certain in float64 (fit residual ~1e-15: the coordinate is unique; K(t) ~1e12 times the rounding): the q_1(t) coordinate K(t) of the mu_1 query's update, printed (1 + K(t)) with K(t) > 0, is negative. ci-type instance: seed 2, |S^n| = 12, alpha* = 1/2, N = 40, B = N (draws with replacement), m = 128, eta = 0.5, sigma = 0.1, delta = 0.2, tau = 0: at t' = 0 A_0[1, :] = (-2.31e-3, 1.00e-3, 3.2e-4, 8.3e-5, 9.0e-4), K(0) = -max|A_0[1, :]|; K(t') < 0 at 14 of the first 20 steps. Along |S^n| (40 steps, eta = 0.5, m = 128, N = 40; seeds 0/1/2): B = 8: K < 0 at 1/2/19, 13/0/30, 9/4/15, 37/16/38 of 40 steps at |S^n| = 12, 48, 192, 768; B = N: 0/0/15, 11/0/33, 6/0/20, 40/14/40 (at |S^n| = 768 K(t) < 0 at every step on two seeds). Second path (own token-level model, true full batch, autograd): K(t) < 0 at 12 of 30 steps (seed 2, |S^n| = 12), from t = 0 (K(0) = -1.40e-3 against the q_5 coordinate 1.01e-3). The proof's (A.34) growth ||q_1(t)||^2 = prod (1 + K(l)) and Claim 3 rest on K(t) > 0."

EV13 = {'A131': "A sign crossing, certain in float64, by K(t) < 0 (thesis.ch2.eqA.126-K): the printed right side is K(t) times a positive average of token-count ratios, so at a step with K(t) < 0 it is negative while |gamma'_l| > 0, and no hidden constant makes the '<~' hold. ci-type instance: seed 2, |S^n| = 12, N = B = 40, m = 128, eta = 0.5, sigma = 0.1, delta = 0.2: at t' = 8 K(8) = -6.07e-4, the pattern-4 coordinate |gamma'_4| = 4.97e-6, right side -1.12e-4 (ratio -22.6). The same runs' steps with K(t) < 0 along |S^n| are thesis.ch2.eqA.126-K's (up to 40 of 40 steps at |S^n| = 768). Restricted to the steps with K(t) > 0 the least ratio (right side / |coordinate|) is 0.012 on this run, 0.001-0.55 over seeds 0-2, |S^n| = 12 .. 768, with no clean trend along |S^n| (not claimed). Second path: own token-level model, 3+ steps with K(t) < 0, a negative right side and a coordinate above 1e-6 of the step's scale.", 'A132': "A sign crossing, certain in float64, by K(t) < 0 (thesis.ch2.eqA.126-K): the printed right side is K(t) times a positive average of token-count ratios, so at a step with K(t) < 0 it is negative while |K_e(t)| > 0, and no hidden constant makes the '<~' hold. ci-type instance: seed 2, |S^n| = 12, N = B = 40, m = 128, eta = 0.5, sigma = 0.1, delta = 0.2: at t' = 2 K(2) = -9.02e-4, |K_e(2)| = 2.73e-5, right side -3.21e-4 (ratio -11.8). The same runs' steps with K(t) < 0 along |S^n| are thesis.ch2.eqA.126-K's (up to 40 of 40 steps at |S^n| = 768). Restricted to the steps with K(t) > 0 the least ratio (right side / |coordinate|) is 0.017 on this run, 0.007-1.2 over seeds 0-2, |S^n| = 12 .. 768, with no clean trend along |S^n| (not claimed). Second path: own token-level model, 3+ steps with K(t) < 0, a negative right side and a coordinate above 1e-6 of the step's scale."}


EV13.update({'A149': "A sign crossing, certain in float64 (key fit residual ~1e-15), by Q(t) < 0 (thesis.ch2.eqA.148; Q(t) = K(t) exactly): the printed right side is Q(t) times a positive average of token-count ratios, so at a step with Q(t) < 0 it is negative while |gamma_l| > 0. ci-type instance: seed 2, |S^n| = 12, alpha* = 1/2, N = B = 40, m = 128, eta = 0.5, sigma = 0.1, delta = 0.2: t' = 4, Q(4) = -8.56e-4, |gamma_4| = 3.60e-6, right side -1.75e-4 (ratio -48.6). Restricted to the steps with Q(t) > 0 the least ratio is 0.012 on this run (not claimed). Second path: own token-level model, Q(0) < 0 with nonzero r_3..r_5 coordinates.", 'A150': "A sign crossing, certain in float64, by Q(t) < 0 (thesis.ch2.eqA.148): at a step with Q(t) < 0 the printed right side is negative while |Q_e(t)| >= |r_2(t) coordinate| > 0 (every lambda in [0, 1)). ci-type instance: seed 2, |S^n| = 12, alpha* = 1/2, N = B = 40, m = 128, eta = 0.5, sigma = 0.1, delta = 0.2: t' = 2, Q(2) = -9.02e-4, r_2 coordinate 1.13e-4, right side -1.50e-4 (ratio -1.33). Restricted to the steps with Q(t) > 0 the least ratio is 0.056 on this run (not claimed). Second path: own token-level model, Q(0) < 0 with a nonzero r_2 coordinate."})


def _claims() -> list[Claim]:
    ci = {"ci": {"max_examples": 3, "budget_s": 5.0, "min_valid": 1, "path_starts": 1, "shrink": False},
          "dev": {"max_examples": 20, "min_valid": 5, "path_starts": 2}}
    out = [Claim(
        id="thesis.ch2.eqA.126-K", paper=PAPER, kind="step", comparison=">=",
        source=_src("(A.126) L3255 (Claim 2 of Lemma A.3.1: 'there exist K(t) > 0'; Algorithm 3 / App. A.1 "
                    "L2650-L2663; noise-free tokens tau = 0)"),
        statement="(A.126): for j in S_1^n, W_Q^(t+1) x_j = W_Q^(t) x_j - eta (dL/dW_Q) x_j = r_1(t) + K(t) q_1(t) + "
                  "Theta(1) n_j(t) + sum_b |K_e(b)| q_2(b) + sum_{l=3}^M gamma'_l q_l(t) = (1 + K(t)) q_1(t) + ..., "
                  "with K(t) > 0 (Claim 2). Checked: the q_1(t) coordinate K(t) of the mu_1 query's update (unique in "
                  "the basis q_a(t) = W_K^(t) mu_a on noise-free tokens) is >= 0 at every step t' < t of Algorithm 3.",
        statement_tex=r"\mathbf{W}_Q^{(t+1)} \mathbf{x}_j^n = (1 + K(t)) \mathbf{q}_1(t) + \Theta(1) \cdot "
                      r"\mathbf{n}_j(t) + \sum_{b=0}^{t-1} |K_e(b)| \mathbf{q}_2(b) + \sum_{l=3}^M \gamma'_l "
                      r"\mathbf{q}_l(t), \quad K(t) > 0",
        bound=B.a126_zero, measure=_k_measure, strategy=instances(), domain=DOMAIN,
        directions=(DIRECTIONS[1],), mutants={"> 1 (beyond the update scale)": B.a126_mut_one}, auto_mutant=False,
        expect="erratum",
        evidence=EV126,
        no_correction_reason="K(t)'s sign is not fixed (both signs occur on the same run); the proof's Claim 2 "
                             "needs K(t) > 0 at every step, and replacing it by |K(t)| changes (A.34)'s growth "
                             "||q_1(t)||^2 = prod (1 + K(l)) that Claim 3 and (A.158) use",
        second_path=SP + "test_a126_K_negative_own_model", notes=_NOTE + " " + _MECH, settings=ci)]
    for which, cid, line, stmt, tex in (
        ("A131", "thesis.ch2.eqA.131", "(A.131) L3275",
         "(A.131): |gamma'_l| <~ (1/B) sum_{n in B_b} K(t) |S_l^n|/(|S^n| - |S_1^n|), l >= 3, gamma'_l the q_l(t) "
         "coefficient of (A.126). Checked as printed (K(t) itself on the right, one hidden constant for every "
         "|S^n|, step and instance): the least ratio right side / |gamma'_l| over the steps t' < t and l = 3..M "
         "is >= c > 0, gamma'_l and K(t) the unique coordinates of the mu_1 query's update on noise-free tokens.",
         r"|\gamma'_l| \lesssim \frac{1}{B} \sum_{n \in \mathcal{B}_b} K(t) \cdot \frac{|\mathcal{S}_l^n|}"
         r"{|\mathcal{S}^n| - |\mathcal{S}_1^n|}"),
        ("A132", "thesis.ch2.eqA.132", "(A.132) L3277",
         "(A.132): |K_e(t)| <~ (1/B) sum_{n in B_b} K(t) |S_2^n|/(|S^n| - |S_1^n|), K_e(t) the q_2(t) coefficient of "
         "(A.126). Checked as printed (K(t) itself on the right, one hidden constant for every |S^n|, step and "
         "instance): the least ratio right side / |K_e(t)| over the steps t' < t is >= c > 0, K_e(t) and K(t) the "
         "unique coordinates of the mu_1 query's update on noise-free tokens.",
         r"|K_e(t)| \lesssim \frac{1}{B} \sum_{n \in \mathcal{B}_b} K(t) \cdot \frac{|\mathcal{S}_2^n|}"
         r"{|\mathcal{S}^n| - |\mathcal{S}_1^n|}"),
        ("A149", "thesis.ch2.eqA.149", "(A.149) L3351",
         "(A.149): |gamma_l| <~ (1/B) sum_{n in B_b} Q(t) |S_l^n|/(|S^n| - |S_*^n|), gamma_l the r_l(t) coefficient of "
         "the S_1 key's update ((A.147)). Checked as printed (Q(t) itself on the right, one hidden constant along "
         "|S^n|): least ratio right side / |gamma_l| over the steps and l = 3..M >= c > 0, gamma_l and Q(t) the unique "
         "coordinates of the mu_1 key's update in the basis r_a(t) = W_Q^(t) mu_a on noise-free tokens.",
         r"|\gamma_l| \lesssim \frac{1}{B} \sum_{n \in \mathcal{B}_b} Q(t) \cdot \frac{|\mathcal{S}_l^n|}"
         r"{|\mathcal{S}^n| - |\mathcal{S}_*^n|}"),
        ("A150", "thesis.ch2.eqA.150", "(A.150) L3353",
         "(A.150): |Q_e(t)| <~ (1/B) sum_{n in B_b} Q(t) |S_#^n|/(|S^n| - |S_*^n|), |Q_e(t)|(1 - lambda) the r_2(t) "
         "coefficient of the S_1 key's update ((A.147)). Checked as printed (Q(t) itself on the right, one hidden "
         "constant along |S^n|, lambda -> 0 the smallest |Q_e|): least ratio right side / |Q_e(t)| over the steps >= "
         "c > 0, on the unique coordinates of the mu_1 key's update on noise-free tokens.",
         r"|Q_e(t)| \lesssim \frac{1}{B} \sum_{n \in \mathcal{B}_b} Q(t) \cdot \frac{|\mathcal{S}_\#^n|}"
         r"{|\mathcal{S}^n| - |\mathcal{S}_*^n|}")):
        out.append(Claim(
            id=cid, paper=PAPER, kind="step", comparison=">=",
            source=_src(f"{line} (with (A.126) L3255, Claim 2 of Lemma A.3.1; noise-free tokens tau = 0)"),
            statement=stmt, statement_tex=tex, bound=B.a131_ref,
            measure=(lambda inst, ctx, w=which: _mag_measure(inst, ctx, w)), strategy=instances(), domain=DOMAIN,
            directions=DIRECTIONS, constants="hidden", uniform=True,
            mutants={"the shape times |S^n|^2": B.a131_mut_big},
            expect="erratum", evidence=EV13[which] + " " + _MECH,
            no_correction_reason="the display's K(t) has no fixed sign (thesis.ch2.eqA.126-K); with |K(t)| the "
                                 "K(t) > 0 steps give least ratios 0.001-1.2 over seeds 0-2 and |S^n| = 12 .. 768 "
                                 "without a settled trend, so no corrected shape is proposed this round",
            second_path=SP + ("test_a131_a132_sign_own_model" if which in ("A131", "A132")
                              else "test_a148_Q_negative_own_model"),
            notes=_NOTE + " " + _MECH, settings=ci))
    return out


CLAIMS += _claims()


# ====================== (A.130) L3271: K(t) >~ (a right side that is > 0 for every witness when sigma + tau is small)

def a130_instances() -> st.SearchStrategy:
    """As :func:`instances` with sigma weighted to small values (sigma in [0.005, 0.03] half of the time: (A.130)'s
    right side is positive for every witness once sigma + tau < (1/4B) sum_n (|S_1^n|/|S^n|)^2)."""
    return instances().flatmap(lambda d: st.one_of(st.floats(0.005, 0.03), st.floats(0.03, 0.3)).map(
        lambda s: {**d, "sigma": s}))


@functools.lru_cache(maxsize=64)
def _sigma_meas(seed: int, L: int, a_star: float, sigma: float, delta: float, N: int, m: int) -> tuple:
    """Assumption 2.3.1's sigma and delta measured on the run's normalised init (the same generator draws)."""
    import torch

    from thmcheck.models import vit as VIT

    g = torch.Generator().manual_seed(seed % 2**63)
    VIT.make_data(N, L, a_star, 1.0 / L, D, M, 0.0, g)
    p = VIT.init_params(D, m, L, sigma, delta, 1.0 / math.sqrt(M), g, normalize=True)
    a = VIT.assumption_231(p, M)
    return a["sigma"], a["delta"]


def _a130_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = the least K(t')/max|A_t'[1, :]| over the steps t' up to and including the first step with K(t') < 0
    (before it every K(l) >= 0, so (A.34)'s witness ||q_1(b)|| = sqrt(prod (1 + K(l))) >= 1 for b <= t') at which
    (A.130)'s right side is positive for every admissible witness: p_n(b) = |S_1^n| e^{||q_1(b)||^2 - (delta + tau)
    ||q_1(b)||} nu_n(b) >= |S_1^n|/|S^n| (||q_1(b)|| >= 1 > delta + tau), so the inner bracket (1/4B) sum_n
    |S_1^n|/|S^n| p_n(b) - sigma - tau >= margin = (1/4B) sum_n (|S_1^n|/|S^n|)^2 - sigma_meas - tau > 0, and every
    other factor is > 0 (the b-sum >= 0). K(t) >~ (positive) then needs K(t') > 0: a negative lhs crosses for every
    hidden constant. The margin of the step taken is a term (the assumption)."""
    rows = coef_run(inst)
    sig, dlt = _sigma_meas(int(inst["seed"]), int(inst["L"]), float(inst["a_star"]), float(inst["sigma"]),
                           float(inst["delta"]), int(inst["N"]), int(inst["m"]))
    elig = []
    for r in rows:
        if r[3] <= 0:
            continue
        cnt = r[4]
        frac = cnt[:, 0] / cnt.sum(1)
        elig.append((float(r[1][0, 0]) / r[3], r, float((frac ** 2).mean()) / 4 - sig))
        if r[1][0, 0] < 0:
            break
    if not elig:
        raise SolverFailure("no step moved W_Q mu_1 (every batch at zero hinge or without a mu_1 token)")
    pos = [e for e in elig if e[2] > 0]
    v, row, marg = min(pos, key=lambda e: e[0]) if pos else max(elig, key=lambda e: e[2])
    return Measurement(v, {"L": float(inst["L"])},
                       {"t'": row[0], "K(t')": float(row[1][0, 0]), "update scale": row[3],
                        "margin (1/4B) sum (|S_1|/|S|)^2 - sigma - tau": marg, "sigma_meas": sig, "delta_meas": dlt,
                        "fit residual": row[2], **_run_terms(inst, rows)},
                       exact=bool(v < -1e-6 and row[2] < 1e-9 and marg > 0))


EV130 = ("A sign crossing, certain in float64: at steps where (A.130)'s right side is positive for every admissible "
         "witness (all earlier K(l) >= 0, so ||q_1(b)|| >= 1 and p_n(b) >= |S_1^n|/|S^n|; margin (1/4B) sum_n "
         "(|S_1^n|/|S^n|)^2 - sigma - tau > 0 with sigma = Assumption 2.3.1's measured sigma, tau = 0), K(t) is "
         "negative, so K(t) >~ (positive) fails for every hidden constant. Instances (|S^n| = 12, N = 40, m = 128, eta "
         "= 0.5, sigma = 0.01 at init, delta = 0.2, 40 steps): seed 2, alpha* = 1/2, B = 8: K(0) = -max|A_0[1, :]| "
         "(ratio -1.0) at margin 0.0137 (sigma_meas = 0.0109); seed 1, alpha* = 2/3, B = 8: ratio -1.0 at t = 0, "
         "margin 0.043; seed 1, alpha* = 1/2, B = N: ratio -0.71 at t = 0, margin 0.0092; seed 0, alpha* = 2/3, B = N: "
         "-0.15 at t = 1, margin 0.051 (12 of 16 (seed, alpha*, B) runs cross at t <= 3 or at the first K < 0 step). "
         "The first line of (A.130) (K(t) >~ |W-part| - |U-part| - ...) is the proof's decomposition of the same K(t) "
         "and is not checked separately. Second path: own token-level model, true full batch, seed 2, alpha* = "
         "1/2, sigma = 0.01: K(0) < 0 with the own-measured margin > 0 (t = 0: ||q_1(0)|| = ||q_1|| = 1 exactly).")


CLAIMS.append(Claim(
    id="thesis.ch2.eqA.130", paper=PAPER, kind="step", comparison=">=",
    source=_src("(A.130) L3271 (p_n(t): Definition A.2.2 L2683; (A.34) L2809; Claim 2 of Lemma A.3.1; noise-free "
                "tokens tau = 0)"),
    statement="(A.130): K(t) >~ eta (1/B) sum_n |S_1^n| m/(|S^n| a) p_n(t) ( (1/B) sum_n xi eta (t+1)^2 |S_1^n| m/"
              "(|S^n| a^2) ((1/4B) sum_n |S_1^n|/|S^n| p_n(b) - sigma - tau) + eta m (1/2B) sum_{b=1}^t sum_{n in B_b+} "
              "|S_1^n|/(a|S^n|) p_n(b) (...)^2 ). Checked: where the right side is positive for every admissible "
              "witness (see the measure), K(t) (the unique q_1(t) coordinate of the mu_1 query's update on "
              "noise-free tokens) is > 0, i.e. K(t)/scale >= 0, at the steps up to the first K < 0.",
    statement_tex=r"K(t) \gtrsim \eta \frac{1}{B} \sum_{n \in \mathcal{B}_b} \frac{|\mathcal{S}_1^n|m}"
                  r"{|\mathcal{S}^n|a} p_n(t) \Big( \cdots \big( \frac{1}{4B} \sum_{n \in \mathcal{B}_b} "
                  r"\frac{|\mathcal{S}_1^n|}{|\mathcal{S}^n|} p_n(b) - \sigma - \tau \big) + \cdots \Big)",
    bound=B.a126_zero, measure=_a130_measure, strategy=a130_instances(), domain=DOMAIN,
    assumptions=(Assumption("(A.130)'s right side > 0 for every witness",
                            "(1/4B) sum_n (|S_1^n|/|S^n|)^2 - sigma_meas - tau > 0 at the step taken",
                            lambda q: q["margin (1/4B) sum (|S_1|/|S|)^2 - sigma - tau"]),
                 Assumption("delta < 1/2", "Assumption 2.3.1 (measured on the normalised init)",
                            lambda q: 0.5 - q["delta_meas"])),
    directions=(DIRECTIONS[1],), mutants={"> 1 (beyond the update scale)": B.a126_mut_one}, auto_mutant=False,
    expect="erratum", evidence=EV130 + " " + _MECH,
    no_correction_reason="K(t)'s sign is not fixed (thesis.ch2.eqA.126-K); no lower bound of this shape can hold at "
                         "the steps with K(t) < 0",
    second_path=SP + "test_a130_K0_negative_where_right_side_positive_own_model", notes=_NOTE,
    settings={"ci": {"max_examples": 4, "budget_s": 5.0, "min_valid": 1, "shrink": False},
              "dev": {"max_examples": 20, "min_valid": 5}}))


# ====================== (A.148) L3347: Q(t) >= K(t)(1 - lambda) > 0

def _q_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = the least Q(t')/max|C_t'[1, :]| over the steps whose mu_1 key moved: Q(t') the r_1(t) coordinate of the
    mu_1 key's update W_K^(t+1) mu_1 - W_K^(t) mu_1 in the basis r_a(t) = W_Q^(t) mu_a ((A.147)'s (1 + Q(t)) q_1(t);
    unique on noise-free tokens). (A.148)'s chain ends in '> 0'. ``exact``: negative above 1e-6 of the scale, fit
    residual below 1e-9. Terms: K(t') of the same step (Q = K: the W_K gradient is the transpose of W_Q's)."""
    rows = coef_run(inst)
    mv = [(float(r[6][0, 0]) / float(np.abs(r[6][0]).max()), r) for r in rows if np.abs(r[6][0]).max() > 0]
    if not mv:
        raise SolverFailure("no step moved W_K mu_1")
    v, r = min(mv, key=lambda e: e[0])
    return Measurement(v, {"L": float(inst["L"])},
                       {"t'": r[0], "Q(t')": float(r[6][0, 0]), "K(t')": float(r[1][0, 0]),
                        "key fit residual": r[7], "steps with Q(t) < 0": sum(1 for e in mv if e[0] < -1e-9),
                        **_run_terms(inst, rows)}, exact=bool(v < -1e-6 and r[7] < 1e-9))


CLAIMS.append(Claim(
    id="thesis.ch2.eqA.148", paper=PAPER, kind="step", comparison=">=",
    source=_src("(A.148) L3347 (with (A.146)-(A.147) L3339-L3343; noise-free tokens tau = 0)"),
    statement="(A.148): Q(t) >= K(t)(1 - lambda) > 0, Q(t) the q_1(t) coefficient (1 + Q(t)) of W_K^(t+1) x_j, j in "
              "S_1^n, in (A.147). Checked: the chain's end Q(t) > 0, Q(t) the unique r_1(t) = W_Q^(t) mu_1 coordinate "
              "of the mu_1 key's update on noise-free tokens (>= 0 at every step t' < t).",
    statement_tex=r"Q(t) \geq K(t)(1 - \lambda) > 0",
    bound=B.a126_zero, measure=_q_measure, strategy=instances(), domain=DOMAIN, directions=(DIRECTIONS[1],),
    mutants={"> 1 (beyond the update scale)": B.a126_mut_one}, auto_mutant=False, expect="erratum",
    evidence="A sign crossing, certain in float64 (key fit residual ~1e-15): Q(t) < 0 at the steps where K(t) < 0 "
             "(the W_K gradient of x_s^T W_K^T W_Q x_l is the transpose of the W_Q one, so the coordinate matrices "
             "satisfy C_t = A_t^T and Q(t) = K(t) exactly): seed 2, |S^n| = 12, alpha* = 1/2, N = B = 40, m = 128, "
             "eta = 0.5, sigma = 0.1, delta = 0.2: Q(0) = K(0) = -2.31e-3 < 0, Q < 0 at 14 of the first 20 steps. "
             "Then Q(t) >= K(t)(1 - lambda) also fails for every lambda in (0, 1) (K < 0: K > K(1 - lambda)). "
             "Second path: own token-level model, Q(0) < 0 by its own projection of the autograd W_K update. " + _MECH,
    no_correction_reason="Q(t) = K(t) has no fixed sign (thesis.ch2.eqA.126-K)",
    second_path=SP + "test_a148_Q_negative_own_model", notes=_NOTE,
    settings={"ci": {"max_examples": 3, "budget_s": 4.0, "min_valid": 1, "shrink": False}, "dev": {"max_examples": 20}}))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-20 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch2.eqA.126-K': 'auditor B: confirmed',
    'thesis.ch2.eqA.130': 'auditor B: confirmed',
    'thesis.ch2.eqA.131': 'auditor B: confirmed',
    'thesis.ch2.eqA.132': 'auditor B: confirmed',
    'thesis.ch2.eqA.148': 'auditor B: confirmed',
    'thesis.ch2.eqA.149': 'auditor B: confirmed',
    'thesis.ch2.eqA.150': 'auditor B: confirmed',
}, 'docs/audits/round20/thesis.md')
