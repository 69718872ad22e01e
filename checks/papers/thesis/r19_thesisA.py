"""thesis, Appendix A (Chapter 2, the shallow ViT), proof of Lemma A.3.1 Claim 2 (App. A.4.2), round 19 (helper
thesisA): (A.117) L3197, a row kept 'uncomputable' (the split coefficients of (A.113)/(A.116)).

(A.113) splits W_K^(t) x_s - sum_r softmax(x_r^T W_K^(t)T W_Q^(t) x_l) W_K^(t) x_r := beta_1^n(t) q_1(t) + beta_2^n(t)
(s, r, l in S_1^n), and (A.116) writes beta_2^n(t) ~ Theta(1) o_j(t) + Q_e(t) r_2(t) + sum_{l >= 3} gamma'_l r_l(t) -
sum_a sum_{r in S_a^n} softmax(...) r_a(t) = Theta(1) o_j(t) + sum_l zeta'_l r_l(t) 'for some Q_e(t) > 0 and gamma'_l
> 0'; (A.117): |zeta'_l| <= beta_1^n(t) |S_l^n| / (|S^n| - |S_1^n|) for l >= 2 (explicit, no hidden constant).

As printed the coefficients zeta'_2 = Q_e(t) - A_2, zeta'_l = gamma'_l - A_l (A_a = sum_{r in S_a^n} softmax(...)) carry
the existential Q_e(t), gamma'_l > 0: the choice Q_e = A_2, gamma'_l = A_l (> 0) gives zeta'_l = 0, so (A.117) holds
at every trained step (lhs = min |zeta'_l| over the witnesses = 0; beta_1 the natural coefficient 1 - A_1 >= 0).
Natural reading: no cross terms, q_a(t) = W_K^(t) mu_a (r_a(t) read as q_a(t), parallel by (A.127)-(A.128)), o_j(t)
the noise W_K^(t)(x - mu): W_K^(t) x_s = q_1(t) + o for s in S_1^n, so Q_e, gamma'_l -> 0+, beta_1 = 1 - A_1 =
sum_{r not in S_1^n} softmax and |zeta'_l| = A_l: (A.117) then says the mean attention on the tokens of pattern l is
at most the mean over all tokens outside S_1^n, which the training breaks (the confusion pattern S_2 gets more).
Measured on Section 2.4.1's model trained by Algorithm 3 (thmcheck.models.vit_window), at every step t < T* (the first
zero training hinge), samples with y^n = 1, every query l in S_1^n, every pattern l >= 2 present in the sample.

Bounds in ``thmcheck.bounds.thesis.r19_thesisA``; second path in ``tests/test_thesis_r19_thesisA.py``."""

from __future__ import annotations

from hypothesis import strategies as st

from thmcheck.bounds.thesis import r19_thesisA as B
from thmcheck.checks.claim import Claim, Ctx, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, _src
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []

SP = "tests/test_thesis_r19_thesisA.py::"
A117_CFG = {"a_star": 0.3, "a_conf": 0.1, "d": 8, "M": 5, "c0": 0.01, "sigma": 0.1, "delta": 0.2, "xi": 0.01}
A117_CAP = 1000


def a117_worst(seed: int, eta: float, B_: int, m: int, L: int, N: int) -> dict:
    """Over the steps t < T*, samples n with y^n = 1, queries l in S_1^n and patterns a >= 2 (ids 1..M-1 of
    thmcheck.models.vit; S_1 = id 0) present in sample n: the largest ratio A_a / (beta_1 |S_a| / R) with A_a =
    sum_{r in S_a^n} softmax_r(x_r^T W_K^(t)T W_Q^(t) x_l), beta_1 = 1 - A_1 (natural coefficients), R = |S^n| -
    |S_1^n|. Returns the ratio, A_a, beta_1, |S_a|, R and where."""
    import torch

    from thmcheck.models import vit as VIT
    from thmcheck.models import vit_window as VW

    run = VW.window_run(seed, eta, B_, m, L, N, tuple(sorted(A117_CFG.items())), A117_CAP)
    X, P, y = run["X"], run["P"], run["y"]
    pos = torch.nonzero(y == 1).flatten()
    best = {"ratio": -1.0}
    with torch.no_grad():
        for t in range(max(1, run["T_star"])):
            att = VIT.attention(X[pos], run["WQ"][t], run["WK"][t])        # (n, keys, queries)
            for i, n in enumerate(pos.tolist()):
                s1 = P[n] == 0
                R = int((~s1).sum())
                if R == 0:
                    continue
                a = att[i][:, s1]                                          # queries l in S_1^n
                beta1 = 1.0 - a[s1].sum(0)
                for pat in range(1, int(A117_CFG["M"])):
                    mk = P[n] == pat
                    Sa = int(mk.sum())
                    if Sa == 0:
                        continue
                    Aa = a[mk].sum(0)
                    r = Aa * R / (beta1 * Sa)
                    k = int(r.argmax())
                    if float(r[k]) > best["ratio"]:
                        best = {"ratio": float(r[k]), "A": float(Aa[k]), "beta1": float(beta1[k]), "Sl": Sa, "R": R,
                                "t": t, "n": n, "pattern (0-based id)": pat}
    if best["ratio"] < 0:
        raise SolverFailure("no sample with y = 1 and a token outside S_1")
    best["T_star"] = run["T_star"]
    return best


def _measure(natural: bool):  # noqa: ANN202
    """lhs = |zeta'_l| at the worst (t, n, l, pattern): as printed the least over the witnesses Q_e(t), gamma'_l > 0
    (0, at Q_e = A_2, gamma'_l = A_l); ``natural``: A_l (Q_e, gamma'_l -> 0+). Quantities beta1, Sl, R."""
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        w = a117_worst(int(inst["seed"]), float(inst["eta"]), int(inst["B"]), int(inst["m"]), int(inst["L"]),
                       int(inst["N"]))
        lhs = w["A"] if natural else 0.0
        return Measurement(lhs, {"beta1": w["beta1"], "Sl": float(w["Sl"]), "R": float(w["R"])},
                           {"A_l = sum_{S_l} softmax": w["A"], "mean ratio A_l R / (beta_1 |S_l|)": w["ratio"],
                            "t": w["t"], "sample n": w["n"], "pattern (0-based id)": w["pattern (0-based id)"],
                            "T*": w["T_star"]})
    return measure


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    """seed; eta in {1, 0.5}; N = 20; B: the full batch (atom) or 4..20; m log-uniform on [80, 128] (M^2 ln 20 = 74.9;
    atom 80); L in {10, 20, 40} (atom 10)."""
    N = 20
    return {"seed": draw(SEEDS), "eta": draw(st.sampled_from([1.0, 0.5])), "N": N,
            "B": draw(st.one_of(st.just(N), st.integers(4, N))),
            "m": int(draw(st.one_of(st.just(80), log_uniform(80.0, 128.0)))),
            "L": draw(st.one_of(st.just(10), st.sampled_from([10, 20, 40])))}


DOMAIN = (
    Param("L", 2, INF, integer=True, far=40, text="|S^n| tokens (|S_1^n| = 0.3 |S^n|, |S_2^n| = 0.1 |S^n|)",
          unreached="L in {10, 20, 40} (a training run per draw, cost; the statement is explicit, no path needed)"),
    Param("m", 1, INF, integer=True, far=128, text="m >~ M^2 log N (2.7)", unreached="m in [80, 128] drawn"),
    Param("eta", 0, INF, lo_closed=False, far=1, text="step size eta > 0",
          unreached="eta in {0.5, 1} (a smaller eta lengthens the run to T*, cost)"),
    Param("B", 1, INF, integer=True, far=20, text="B >= Omega(1) (2.9)",
          unreached="B in [4, N] (B = N the full batch); B < 4 not drawn (cost)"),
)

TEX = (r"|\zeta'_l| \leq \beta_1^n(t) \frac{|\mathcal{S}_l^n|}{|\mathcal{S}^n| - |\mathcal{S}_1^n|}")

CLAIMS.append(Claim(
    id="thesis.ch2.eqA.117", paper=PAPER, kind="step", comparison="<=",
    source=_src("(A.117) L3197 with (A.113) L3183, (A.116) L3191-L3195, proof of Lemma A.3.1 Claim 2 (App. A.4.2)"),
    statement="(A.117): |zeta'_l| <= beta_1^n(t) |S_l^n| / (|S^n| - |S_1^n|) for l >= 2, zeta'_l the coefficients of "
              "r_l(t) in beta_2^n(t) = Theta(1) o_j(t) + Q_e(t) r_2(t) + sum_{l>=3} gamma'_l r_l(t) - sum_a sum_{r in "
              "S_a^n} softmax(x_r^T W_K^(t)T W_Q^(t) x_l) r_a(t) ((A.116), 'for some Q_e(t) > 0 and gamma'_l > 0'), "
              "beta_1^n(t) the coefficient of q_1(t) in (A.113) (s, r, l in S_1^n). As printed: the least |zeta'_l| "
              "over the witnesses Q_e, gamma'_l > 0 (0) against the natural beta_1 = 1 - sum_{S_1} softmax, at every "
              "step t < T* of training, samples with y^n = 1, queries l in S_1^n.",
    statement_tex=TEX,
    bound=B.a117_side, measure=_measure(False), strategy=_instances(),
    domain=DOMAIN, auto_mutant=False,
    mutants={"side - 1": B.a117_mut_minus},
    expect="holds",
    evidence="As printed (A.117) holds at every step: the witnesses Q_e(t) = A_2, gamma'_l = A_l (> 0, the attention "
             "masses of the patterns) cancel the softmax terms, zeta'_l = 0 <= beta_1 |S_l| / R. The display constrains "
             "the proof's split only. Natural reading (no cross terms, Q_e, gamma'_l -> 0+, r_a(t) read as q_a(t) = "
             "W_K^(t) mu_a): |zeta'_l| = A_l and (A.117) says the mean attention of a query l in S_1^n on the pattern "
             "l tokens is at most the mean over all tokens outside S_1^n: violated, explicit constant (ci: seed 0, eta "
             "= 1, full batch, m = 80, L = 10: the confusion pattern S_2^n (|S_2| = 1, R = 7) gets A_2 R / (beta_1 "
             "|S_2|) = 4.05 at t = 79 (T* = 81); by hand 4.75, 5.96 at L = 20, 40 (seed 0), 4.54, 4.76, 5.57 (seed "
             "1, L = 10, 20, 40)). Mechanism: training raises the confusion tokens' logits x_r^T W_K^T W_Q x_l (both "
             "mu_1 and mu_2 directions of W_K, W_Q grow) above those of the non-discriminative tokens, so the mean "
             "over S_2 exceeds the mean over the complement of S_1 (which it is part of). Not an error of the printed "
             "words (the witnesses absorb it); the proof's later use of |zeta'_l| (A.122)-(A.125), with lambda, "
             "rests on the split, not on the natural coefficients.",
    second_path=SP + "test_a117_natural_reading",
    notes="Round 19 (thesisA): the row was 'uncomputable' (split coefficients 'not determined by the weights'); the "
          "split's only freedom is the witnesses Q_e, gamma'_l > 0 and the Theta(1) o_j(t) noise term, so the printed "
          "display is decided by the witnesses (holds), and the natural coefficients are computable (reading).",
    settings={"ci": {"max_examples": 1, "budget_s": 4.0, "min_valid": 1}, "dev": {"max_examples": 12}},
    readings=(Reading("natural coefficients (Q_e, gamma'_l -> 0+)",
                      "no cross terms: q_a(t) = W_K^(t) mu_a, r_a(t) read as q_a(t) ((A.127)-(A.128)), o_j(t) the "
                      "noise; |zeta'_l| = sum_{r in S_l^n} softmax_r, beta_1 = 1 - sum_{r in S_1^n} softmax_r",
                      measure=_measure(True)),),
))


# ============================================================== (A.134) phi_n(t)(|S^n| - |S_1^n|) >~ beta_1^n(t)

A134_F = 0.0    # every step t < T* (the proof of Claim 2 runs over every t)


def a134_run(seed: int, eta: float, B_: int, m: int, L: int, N: int) -> dict:
    """Per step t < T*: the largest 1 - A_1 = sum_{r not in S_1^n} softmax_r(x_r^T W_K^(t)T W_Q^(t) x_l) over samples
    with y^n = 1 and queries l in S_1^n, and ||W_K^(t) mu_1||. Round 19 (thesisA2): from
    ``thmcheck.models.vit_window.step_stats`` over every step s < T* (cached: the same runs and the same attention
    pass as the natural-witness reading of (A.32)/(A.112)/(A.167), computed once for the claim and its reading)."""
    from thmcheck.models import vit_window as VW

    args = (int(seed), float(eta), int(B_), int(m), int(L), int(N), tuple(sorted(A117_CFG.items())), A117_CAP)
    run = VW.window_run(*args)
    n = max(1, run["T_star"])
    out = VW.step_stats(*args, 0, n, False)["out1"]
    P = run["P"]
    S1 = int((P[0] == 0).sum())
    return {"beta1": out, "nq": VW.key_norms(run)[:n], "S1": S1, "R": P.shape[1] - S1, "T_star": run["T_star"]}


def _a134_measure(natural: bool):  # noqa: ANN202
    """As printed (weakest witnesses: k_1(t) -> inf in (A.127), so beta_1 -> 1 - A_1, its least value; ||q_1(t)|| = 1):
    lhs = max_t (1 - A_1(t)), quantities S1, R, dt = delta + tau, m. ``natural``: ||q_1(t)|| = ||W_K^(t) mu_1||, lhs =
    max_t (1 - A_1(t)) (S1 e^{q^2 + dt q} + R) / R (bound 1, one hidden constant along the paths)."""
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        import numpy as np

        r = a134_run(int(inst["seed"]), float(inst["eta"]), int(inst["B"]), int(inst["m"]), int(inst["L"]),
                     int(inst["N"]))
        dt = A117_CFG["delta"] + 0.1
        v = r["beta1"]
        if natural:
            q = r["nq"]
            v = v * (r["S1"] * np.exp(q * q + dt * q) + r["R"]) / r["R"]
        k = int(np.argmax(v))
        return Measurement(float(v[k]), {} if natural else {"S1": float(r["S1"]), "R": float(r["R"]), "dt": dt,
                                                           "m": float(inst["m"])},
                           {"t of the extreme": k, "1 - A_1 there": float(r["beta1"][k]),
                            "||W_K^(t) mu_1|| there": float(r["nq"][k]), "T*": r["T_star"]})
    return measure


def _a134_directions():  # noqa: ANN202
    from thmcheck.checks.papers.thesis import r18_thesisA2 as A2

    return A2.NAT_DIRECTIONS


A134_DOMAIN = (
    Param("L", 2, INF, integer=True, far=160, text="|S^n| tokens (|S_1^n| = 0.3 |S^n|)",
          unreached="L in {10, 20, 40} drawn, to 160 along the (L, m) path (each run to its own T*, cost)"),
    Param("m", 1, INF, integer=True, far=1280, text="m >~ M^2 log N (2.7)",
          unreached="m in [80, 128] drawn, to 1280 along the m path"),
    DOMAIN[2], DOMAIN[3],
)

CLAIMS.append(Claim(
    id="thesis.ch2.eqA.134", paper=PAPER, kind="step", comparison="<=",
    source=_src("(A.134) L3287 with (A.113) L3183, (A.116) L3191, (A.127) L3257, Definition A.2.2 L2679, proof of "
                "Lemma A.3.1 Claim 2 (App. A.4.2)"),
    statement="(A.134): when |S^n| > |S_1^n|, phi_n(t)(|S^n| - |S_1^n|) >~ beta_1^n(t), phi_n(t) = 1/(|S_1^n| "
              "e^{||q_1(t)||^2 + (delta + tau)||q_1(t)||} + |S^n| - |S_1^n|), beta_1^n(t) the q_1(t)-coefficient of "
              "the split (A.113) with beta_2 of the form (A.116) (its a = 1 term -A_1 r_1(t), r_1(t) = q_1(t)/k_1(t), "
              "k_1(t) > 0 (A.127)): beta_1 = 1 - A_1 + A_1/k_1(t), A_1 = sum_{r in S_1^n} softmax(x_r^T W_K^(t)T "
              "W_Q^(t) x_l). Checked at the weakest witnesses (k_1 -> inf: beta_1 -> 1 - A_1; ||q_1(t)|| = 1, the "
              "largest phi), one hidden constant for every |S^n| and m, every step t < T*, samples with y^n = 1, "
              "queries l in S_1^n.",
    statement_tex=r"\phi_n(t) (|\mathcal{S}^n| - |\mathcal{S}_1^n|) \gtrsim \beta_1^n(t)",
    bound=B.a134_side, measure=_a134_measure(False), strategy=_instances(),
    constants="hidden", uniform=True, directions=_a134_directions(), domain=A134_DOMAIN, eventually=("m",),
    mutants={"side / (100 |S^n|^3 m^3)": B.a134_mut_tiny},
    expect="holds",
    evidence="As printed (weakest witnesses) the ratio (1 - A_1)/(phi(1) R) stays O(1) (1 - A_1 <= 1 and phi(1) R = "
             "0.7/(0.3 e^{1.3} + 0.7) = 0.39 in Section 2.4.1's model): holds. Natural-witness reading (||q_1(t)|| = "
             "||W_K^(t) mu_1||, beta_1 = 1 - A_1): the ratio (1 - A_1)(S1 e^{q^2 + (delta+tau) q} + R)/R grows "
             "with ||W_K mu_1||, i.e. with the training length T*, which grows with |S^n| (the mechanism of (A.32)'s "
             "reading, thesis.ch2.eqA.32). ci (seed 0, eta = 1, full batch, m = 80, L = 10, N = 20): as printed "
             "ratio 1.475 (at t = 0, near-uniform attention), x1 along m = 80 -> 1280; natural reading 5.02 -> 96.4 "
             "(x19.2, slope in log x 29.3 [4.76, 53.8], 14 points; log-slope 1.25 [0.11, 2.38] on round 19's 9) along "
             "L = 10 -> 160 with m = 80 sqrt(L/10): violated (not an "
             "error of the printed words). Audit (round 19, auditor B, own runs: 4.18 -> 228 along L = 10 -> 320): the "
             "growth sits at t near T*(L); with t capped at a fixed T (Lemma A.3.1's T = Theta(eta^{-3/5} alpha_*^{-1}), "
             "eta and alpha_* fixed on the path; (A.115)'s 'log T <= Theta(1)') the natural ratio is flat in L (1.18-1.30 "
             "for t <= 100), so the reading fails along t -> inf, not inside a fixed printed T.",
    second_path=SP + "test_a134_weakest_and_natural",
    notes="Round 19 (thesisA): the row was 'uncomputable' (split coefficients); beta_1 is fixed by the weights once "
          "the witnesses k_1(t) (A.127) and ||q_1(t)|| (A.34) are, so the display is a feasibility question in them. "
          "(A.114) beta_1 >~ phi R (L3187) holds trivially as printed (k_1 -> 0+ makes beta_1 as large as wanted).",
    settings={"ci": {"max_examples": 1, "budget_s": 6.0, "min_valid": 1, "path_starts": 1, "path_decades": 0.0},
              "dev": {"max_examples": 12}},
    readings=(Reading("natural witness ||q_1(t)|| = ||W_K^(t) mu_1||, beta_1 = 1 - A_1",
                      "q_1(t) read as the model's key feature W_K^(t) mu_1, k_1 = 1 with the a = 1 term of (A.116) "
                      "read as excluded (beta_1 = 1 - A_1, the authors' favour): ratio beta_1 / (phi_n(t) R) against "
                      "one hidden constant along |S^n| and m", bound=B.one, measure=_a134_measure(True)),),
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-19 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch2.eqA.117': 'auditor C: refuted as an erratum, i.e. holds as printed as this claim expects (the witnesses can cancel the quantity: close to vacuous); the natural-coefficient reading violated',
    'thesis.ch2.eqA.134': 'auditor B: confirmed, holds as printed; the natural-witness reading fails only at t near T*(|S^n|), beyond a fixed printed T',
}, 'docs/audits/round19/thesis.md')
