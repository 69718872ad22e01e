"""thesis, Appendix C (round 16, helper thesisC): proof steps of Lemma C.3.2 (App. C.5.2).

- (C.224) L6345 ((4/K^2) Gamma~ ||W_hat_n - W*P||_F^2 <= (1/2) vec(Delta)^T Hess f_n(W') vec(Delta), "from Lemma
  C.4.4 and Lemma C.5.1"): the lemmas give Hess f_n >= (4(1 - eps_0)/K^2) Gamma~ (less the sampling term), so the
  quadratic term is at least HALF the printed left side; the factor 1/2 of (C.222) is lost. At K >= 2 the Hessian at
  W* has eigenvalues between 4 Gamma~/K^2 and 8 Gamma~/K^2 (where (C.178) itself holds), and the ERM's error
  Delta ~ H^{-1/2} z / sqrt(n) leans on them: the display fails in about half of the samples at d = K = 3 for every
  n tried (1e4 to 1e5), against the 2 d^-10 the proof allows: erratum.
- (C.221) L6331, last '<=': (1/n) sum_i ||nu_i||_F <= C_13 sqrt(K S) sqrt(d log n / n) xi (the common term cancelled):
  an average of noise NORMS does not decay (xi sqrt(dK) for +-xi entries), the ratio grows like sqrt(n / log n):
  erratum (corrected to xi sqrt(dK)).
- (C.164) L6027 (Hess fbar(W*P) <= C_4 max_a E[sum_j (a_j^T x)^2] I): holds (C_4 = 1/(2K) suffices).

Bounds in ``thmcheck.bounds.thesis.r16_thesisC``; second paths in ``tests/test_thesis_r16_thesisC.py``.
"""

from __future__ import annotations

import math

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.thesis import ch4 as B4
from thmcheck.bounds.thesis import r16_thesisC as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers._audits import cite_audits
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.ch4_group_imbalance import _kappa_capped
from thmcheck.checks.strategies import SEEDS, log_uniform
from thmcheck.models import group_imbalance as GI

SP = "tests/test_thesis_r16_thesisC.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ====================================== (C.224) L6345: the quadratic term of (C.222) against (4/K^2) Gamma~ ||Delta||^2


def _c224_m() -> int:
    """Samples per instance: 8 under ci (cost), 12 otherwise."""
    from thmcheck.checks.profiles import active_profile
    return 8 if active_profile() == "ci" else 12


@st.composite
def _c224_lead(draw: st.DrawFn) -> dict:
    """d = K = 3, W* = I (kappa = eta = 1), two identical groups N(0, I_3) (tau = 1, lambda = (1/2, 1/2))."""
    return {"d": 3, "K": 3, "L": 2, "Wstar": np.eye(3), "mus": np.zeros((2, 3)), "s": np.ones(2),
            "lam": np.array([0.5, 0.5]), "seed": draw(SEEDS), "n": int(draw(log_uniform(1e4, 1e5))), "m": _c224_m()}


@st.composite
def _c224_general(draw: st.DrawFn) -> dict:
    """d in {2, 3}, K in [1, d] (from K = d down), L in {2, 3} isotropic groups N(mu_l, s_l^2 I) (identical two
    times in three), W* orthonormal columns or Gaussian with kappa <= 4, times a scale in [0.5, 2]; standard
    deviations in [0.5, 2], the means' scale in [0, 1]; n log-uniform in [1e4, 3e4] (larger n along the path); m = 12
    samples."""
    d = draw(st.sampled_from([3, 2]))
    K = d - draw(st.integers(0, d - 1))
    L = draw(st.integers(2, 3))
    identical = draw(st.sampled_from([True, True, False]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    kind = draw(st.sampled_from(["orthonormal", "gaussian"]))
    W = np.linalg.qr(rng.normal(size=(d, d)))[0][:, :K] if kind == "orthonormal" else rng.normal(size=(d, K))
    W = _kappa_capped(W) * draw(log_uniform(0.5, 2.0))
    mus = rng.normal(0, 1, (L, d)) * draw(st.floats(0.0, 1.0)) / math.sqrt(d)
    s = np.clip(draw(log_uniform(0.5, 2.0)) * np.exp(rng.uniform(-0.3, 0.3, L)), 0.5, 2.0)
    if identical:
        mus, s = np.repeat(mus[:1], L, 0), np.repeat(s[:1], L)
    return {"d": d, "K": K, "L": L, "Wstar": W, "mus": mus, "s": s, "lam": rng.dirichlet(np.ones(L) * 2),
            "seed": seed, "n": int(draw(log_uniform(1e4, 3e4))), "m": _c224_m()}


def _c224_instances() -> st.SearchStrategy:
    return st.one_of(_c224_lead(), _c224_general())


def _c224_samples(inst: dict) -> dict:
    """For each of m samples of size n (x ~ sum_l lambda_l N(mu_l, s_l^2 I), y ~ Bern(H(W*, x))): W_hat_n, the local
    minimiser of f_n reached from W* (P = I) by GI.newton_critical_point; Delta = W_hat_n - W*; Taylor's remainder R =
    f_n(W_hat) - f_n(W*) - <grad f_n(W*), Delta> (the quadratic term (1/2) vec(Delta)^T Hess f_n(W') vec(Delta) at
    (C.222)'s W', read with grad f_n as thesis.ch4.eqC.222's reading); the display's left side (4/K^2) Gamma~
    ||Delta||_F^2."""
    Ws, n, K, d = inst["Wstar"], int(inst["n"]), int(inst["K"]), int(inst["d"])
    s2 = np.repeat(np.asarray(inst["s"], dtype=float)[:, None] ** 2, d, 1)
    gamma = B4.gamma_tilde(Ws, inst["mus"], inst["s"], inst["lam"])
    gen = torch.Generator().manual_seed(int(inst["seed"]) % 2**63)
    W0 = torch.as_tensor(Ws)
    lhs, R, dist = [], [], []
    for _ in range(int(inst["m"])):
        x, _ = GI.sample_gmm(n, inst["lam"], inst["mus"], s2, gen)
        y = GI.sample_labels(W0, x, gen)
        Wh, gnorm, _ = GI.newton_critical_point(W0, x, y, iters=150, tol=1e-10)
        if not math.isfinite(gnorm):
            raise SolverFailure("the trust-region Newton method found no critical point of f_n from W*")
        g0, _, f0 = GI.erm_grad_hess(W0, x, y)
        _, _, fh = GI.erm_grad_hess(Wh, x, y)
        D = (Wh - W0).reshape(-1)
        dd = float(D @ D)
        lhs.append(4.0 / K**2 * gamma * dd)
        R.append(fh - f0 - float(g0.reshape(-1) @ D))
        dist.append(math.sqrt(dd))
    return {"lhs": np.array(lhs), "R": np.array(R), "dist": np.array(dist), "gamma": gamma}


def _c224_measure(inst: dict, ctx: Ctx) -> Measurement:
    """A one-sided Clopper-Pearson lower confidence bound (level 1 - 1e-6) of P((C.224) fails) from the m samples
    whose W_hat_n is a strict local minimiser with R > 0 (the others are not counted)."""
    from scipy.stats import beta
    d = int(inst["d"])
    s2 = np.repeat(np.asarray(inst["s"], dtype=float)[:, None] ** 2, d, 1)
    sv = np.linalg.svd(GI.hessian_factor_at_wstar(inst["Wstar"], inst["mus"], s2, inst["lam"], 30 if d == 2 else 16),
                       compute_uv=False)
    spread = float(np.sum(1.0 / sv**2)) / int(inst["n"])  # tr(Hess fbar(W*)^-1)/n ~ E||W_hat_n - W*||_F^2
    slack = float(np.sum(np.asarray(inst["Wstar"]) ** 2)) / 4 - spread
    if slack < 0:  # outside the hypothesis 'n large enough': rejected without the m ERMs
        return Measurement(0.0, {"d": d}, {"share counted": 1.0, "n large enough (slack)": slack})
    p = _c224_samples(inst)
    ok = p["R"] > 0
    fails = int(np.sum(p["lhs"][ok] > p["R"][ok]))
    m = int(np.sum(ok))
    lo = float(beta.ppf(1e-6, fails, m - fails + 1)) if fails > 0 else 0.0
    ratio = p["lhs"][ok] / p["R"][ok]
    return Measurement(lo, {"d": int(inst["d"])},
                       {"n large enough (slack)": slack, "tr(H^-1)/n": spread, "failures": fails, "samples counted (R > 0)": m, "m": int(inst["m"]),
                        "share counted": m / int(inst["m"]), "n": int(inst["n"]), "K": int(inst["K"]),
                        "Gamma~": p["gamma"], "(4/K^2) Gamma~ ||Delta||^2 / R": ratio,
                        "max ratio": float(ratio.max()) if m else 0.0, "||Delta||_F": p["dist"],
                        "||W*||_F": float(np.linalg.norm(inst["Wstar"]))})


def _c224_move(inst: dict, t: float) -> dict:
    return {**inst, "n": int(round(t))}


def _c224_escalate(inst: dict, level: int) -> dict:
    return {**inst, "m": int(inst["m"]) * 2**level}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.224", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.224), proof of Lemma C.3.2, App. C.5.2 ('From Lemma C.4.4 and Lemma C.5.1, we have'; W' the "
                "point of (C.222) on the segment [W*P, W_hat_n])", "L6343-L6345"),
    statement="(C.224): (4/K^2) sum_l lambda_l ||Sigma_l^-1||^-1/(eta tau^K kappa^2) rho(W*^T mu_l/(delta_K "
              "||Sigma_l^-1||^-1/2), delta_K ||Sigma_l^-1||^-1/2) ||W_hat_n - W*P||_F^2 <= (1/2) vec(W_hat_n - "
              "W*P)^T Hess f_n(W') vec(W_hat_n - W*P), on the events of Lemmas C.3.1 and C.5.1 (each with "
              "probability >= 1 - d^-10) for n large enough; checked as: P(the display fails) <= 2 d^-10.",
    statement_tex=(r"\frac{4}{K^2} \sum_{l=1}^L \lambda_l \frac{\|\Sigma_l^{-1}\|^{-1}}{\eta\tau^K\kappa^2} \rho(\cdot)"
                   r" \|\widehat{\mathbf{W}}_n - \mathbf{W}^*\mathbf{P}\|_F^2 \leq \frac{1}{2} \text{vec}("
                   r"\widehat{\mathbf{W}}_n - \mathbf{W}^*\mathbf{P}) \nabla^2 f_n(\mathbf{W}') \text{vec}("
                   r"\widehat{\mathbf{W}}_n - \mathbf{W}^*\mathbf{P})"),
    bound=B.c224_failure_rhs, measure=_c224_measure, strategy=_c224_instances(), constants="hypotheses",
    eventually=("n",), escalate=_c224_escalate,
    assumptions=(Assumption("n large enough", "n >= poly(...) B(Psi) d log^2 d (C.94) with unspecified constants, read "
                            "as tr(Hess fbar(W*)^-1)/n <= ||W*||_F^2/4 (W_hat_n - W* ~ H^-1/2 z/sqrt(n) has mean "
                            "square at most a quarter of ||W*||_F^2); n also grows along the path",
                            lambda q: q["n large enough (slack)"]),
                 Assumption("W_hat_n a local minimiser near W*", "at least 3/4 of the m samples give a critical point "
                            "with Taylor remainder R > 0 (f_n convex along the segment on average)",
                            lambda q: q["share counted"] - 0.75),),
    directions=(Direction("n -> inf", "n", INF, how="path", move=_c224_move, points=(1e4, 2e4, 5e4, 1e5),
                          grows=("n",), reason="n >= poly(...) d log^2 d (C.92) and the ball of radius r have "
                                               "unspecified constants: a crossing must persist as n grows"),),
    domain=(Param("n", 0, INF, lo_closed=False, far=1e5, text="n >= poly(eps_0^-1, kappa, eta, tau K) B(Psi) d log^2 d "
                  "(C.94) (constants unspecified)",
                  unreached="drawn in [1e4, 1e5] and the path to 1e5; as n -> inf the failure probability tends to "
                            "P(z^T((8 Gamma~/K^2) H^-1 - I) z > 0), z ~ N(0, I_dK), H = Hess fbar(W*) (Delta ~ "
                            "H^-1/2 z/sqrt(n)): 0.60 at the lead (second path), not 0"),
            Param("s", 0, INF, lo_closed=False, far=2.0, text="Sigma_l = s_l^2 I_d positive definite",
                  unreached="s_l in [0.5, 2]: W_hat_n near W* needs n >> tr(Hess^-1), which grows without bound as "
                            "Sigma -> 0 or infinity (thesis.ch4.eqC.178.lower covers those ends at W*)")),
    expect="erratum",
    evidence=(
        "(C.224) needs lambda(Hess f_n(W')) >= (8/K^2) Gamma~ along Delta = W_hat_n - W*P, while Lemma C.4.4 "
        "(C.128) and Lemma C.5.1 give only (4(1 - eps_0)/K^2) Gamma~ (Lemma C.3.1's (C.130)-(C.131) even less): "
        "the 1/2 of (C.222)'s quadratic term is dropped. Computed: lead d = K = 3, W* = I (kappa = eta = 1), two "
        "identical groups N(0, I_3) (tau = 1, lambda = (1/2, 1/2)), Gamma~ = 2.144e-3 (rho of Definition C.2.2). "
        "The eigenvalues of Hess fbar(W*) are 0.51, 0.60, 0.60, 0.70, 0.74, 0.74, 26.6, 26.6, 29.8 times 8 "
        "Gamma~/K^2: (C.178) holds here (lambda_min >= 4 Gamma~/K^2, 1.02x), but six of nine directions lie below "
        "8 Gamma~/K^2, and the ERM's error Delta ~ H^-1/2 z / sqrt(n) leans on them. W_hat_n = the local minimiser of "
        "f_n reached from W* by trust-region Newton (gradient < 1e-8), W' the point of (C.222) (its quadratic term "
        "equals Taylor's remainder R = f_n(W_hat) - f_n(W*) - <grad f_n(W*), Delta>, as read in "
        "thesis.ch4.eqC.222): (4/K^2) Gamma~ ||Delta||^2 > R in 3, 4, 4 of 6 samples at n = 1e4, 1e5, 3e5 "
        "(ratios up to 2.4; ||Delta||_F = 0.11-0.14 at n = 3e5 against ||W*||_F = 1.73); the ci run counts the "
        "failures among 8 samples per n (12 under dev) along n = 1e4, 2e4, 5e4, 1e5: 7 of 8 at n = 1e4 (Clopper-Pearson "
        "lower bound, level 1 - 1e-6, 0.105), 5 of 8 at n = 2e4 (0.029), 6 of 8 at n = 5e4 and 1e5 (0.058), every point "
        "above 2 d^-10 = 3.4e-5 (3090x to 845x; with 12 samples per n: 11 of 12 at n = 1e4, 8 of 12 at n = 1e5). "
        "As n -> inf the failure "
        "probability tends to P(z^T((8 Gamma~/K^2) H^-1 - I) z > 0) = 0.60 (z ~ N(0, I_9), H = Hess fbar(W*)), "
        "not 0. Hypotheses: d >= 2, K <= d, L = 2 >= 2 (data model, L1066), W* of rank K with kappa = 1, "
        "Sigma_l = I positive definite, n >= C dK log dK for any C <= 1e4/(9 log 9) (n grows along the path: "
        "'n large enough' and the ball of radius r (C.81) have unspecified constants, so the crossing is followed "
        "as n grows and persists); the proof's union of the events of Lemmas C.3.1 and C.5.1 has probability >= "
        "1 - 2 d^-10, so the display may fail with probability at most 2 d^-10. Not the encoding: with Taylor's "
        "exact remainder no choice of W' is involved, and the failure is the lost 1/2 (the sampled quadratic "
        "forms sit between 4 and 8 Gamma~/K^2 times ||Delta||^2/2 along these directions). Second path: own numpy "
        "f_n and gradient, scipy BFGS ERM, mpmath rho (tests/test_thesis_ch4_c31.py's _rho) and numpy Gauss-Hermite "
        "Hessian: Gamma~ = 2.144e-3, six of nine Hessian eigenvalues below 8 Gamma~/K^2, the n -> inf failure "
        "probability in (0.55, 0.65), and at n = 3e4 at least 2 of 8 samples where (4/K^2) Gamma~ ||Delta||^2 "
        "exceeds max_t phi''(t)/2 over the whole segment (so no W' of the segment serves), no project model code."),
    no_correction_reason=(
        "the proof's ingredients give (2(1 - eps_0)/K^2) Gamma~ ||Delta||_F^2 (half of the printed side: Lemma "
        "C.4.4's bound times (C.222)'s 1/2), but that side inherits (C.178)'s erratum (thesis.ch4.eqC.178.lower: "
        "lambda_min(Hess fbar(W*)) / (Gamma~/K^2) -> 0 along Sigma -> t^2 Sigma), so no bound of the printed shape "
        "holds on the whole printed domain"),
    second_path=SP + "test_c224_lost_half_fails_often",
    mutants={"failure probability <= d^-10 / 2": B.c224_failure_mut}, auto_mutant=False,
    notes="ci: 2 draws of 8 ERMs (12 under dev) (n <= 1e5, trust-region Newton from W*), then the n path from the best draw.",
    settings={"ci": {"max_examples": 2, "budget_s": 5.0, "path_starts": 1, "path_decades": 0.0},
              "dev": {"max_examples": 12, "budget_s": 400.0, "path_decades": 1.0}},
))


# ====================================== (C.221) L6331, last '<=': (1/n) sum_i ||nu_i||_F <= C_13 sqrt(K S d log n/n) xi


@st.composite
def _c221_instances(draw: st.DrawFn) -> dict:
    """K in 1..4, d in K..K+3, n log-uniform in [1e2, 1e4] (larger along the path), xi log-uniform in [1e-3, 10], S =
    sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 log-uniform in [1e-2, 1e2] (L = 1 already takes every S > 0);
    the noise law (i.i.d. zero-mean entries bounded by xi, L5052): +-xi signs or uniform on [-xi, xi]."""
    K = draw(st.integers(1, 4))
    return {"K": K, "d": K + draw(st.integers(0, 3)), "n": int(draw(log_uniform(1e2, 1e4))),
            "xi": draw(log_uniform(1e-3, 10.0)), "S": draw(log_uniform(1e-2, 1e2)),
            "law": draw(st.sampled_from(["sign", "uniform"])), "seed": draw(SEEDS)}


def _c221_measure(inst: dict, ctx: Ctx) -> Measurement:
    """(1/n) sum_i ||nu_i||_F for n draws nu_i in R^{d x K} of the noise law (+-xi: exactly xi sqrt(dK); uniform:
    sampled from the seed, in chunks)."""
    d, K, n, xi = int(inst["d"]), int(inst["K"]), int(inst["n"]), float(inst["xi"])
    if inst["law"] == "sign":
        avg = xi * math.sqrt(d * K)
    else:
        rng = np.random.default_rng(int(inst["seed"]))
        tot, left = 0.0, n
        while left > 0:
            c = min(left, 200_000)
            tot += float(np.linalg.norm(rng.uniform(-xi, xi, size=(c, d * K)), axis=1).sum())
            left -= c
        avg = tot / n
    return Measurement(avg, {"K": K, "d": d, "n": n, "S": float(inst["S"]), "xi": xi},
                       {"law": inst["law"], "xi sqrt(dK)": xi * math.sqrt(d * K)})


def _c221_move(key: str):  # noqa: ANN202
    def move(inst: dict, t: float) -> dict:
        return {**inst, key: int(round(t)) if key == "n" else float(t)}
    return move


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.221", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.221), the end of Lemma C.5.1's proof (App. C.5.1), its last '<=' ('Therefore'); the noise nu_i: "
                "L5052", "L6331"),
    statement="(C.221), last step: C_13 sqrt(K S) sqrt(d log n / n) + (1/n) sum_i ||nu_i||_F <= C_13 sqrt(K S) sqrt(d "
              "log n / n) (1 + xi), S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2, nu_i in R^{d x K} i.i.d. "
              "zero-mean with entries bounded by xi (L5052), C_13 the constant of Lemma C.5.1; i.e. (1/n) sum_i "
              "||nu_i||_F <= C_13 sqrt(K S) sqrt(d log n / n) xi, one constant for all n, d, K, S, xi and laws.",
    statement_tex=(r"C_{13} \sqrt{K S} \sqrt{\frac{d \log n}{n}} + \frac{1}{n} \sum_{i=1}^n \|\nu_i\|_F \leq C_{13} "
                   r"\sqrt{K S} \sqrt{\frac{d \log n}{n}} (1 + \xi)"),
    bound=B.c221_shape, measure=_c221_measure, strategy=_c221_instances(), constants="hidden", uniform=True,
    directions=(
        Direction("n -> inf", "n", INF, how="path", move=_c221_move("n"), points=(1e3, 1e4, 1e5, 1e6),
                  reason="the average of the noise norms tends to E||nu_i||_F > 0 while the shape falls like "
                         "sqrt(log n / n)"),
        Direction("S -> 0", "S", 0.0, how="path", move=_c221_move("S"), points=(1e-1, 1e-2, 1e-3, 1e-4),
                  reason="the shape falls like sqrt(S), the left side does not depend on S"),
        Direction("S -> inf", "S", INF, how="unsearched", reason="the shape grows like sqrt(S): the ratio falls"),
        Direction("K, d, xi, law", "xi", INF, how="search",
                  reason="K in 1..4, d in K..K+3, xi in [1e-3, 10] drawn: the ratio is xi-free and at most "
                         "sqrt(n / (S log n)) in d, K"),
    ),
    domain=(Param("n", 1, INF, integer=True, far=1e6, text="n samples (n >= C'' dK log dK)",
                  unreached="n in [1e2, 1e4] drawn, the path to 1e6"),
            Param("S", 0, INF, lo_closed=False, far=1e2, text="S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 > 0",
                  unreached="S in [1e-2, 1e2] drawn, the path to 1e-4; S -> inf lowers the ratio"),
            Param("xi", 0, INF, lo_closed=False, far=10.0, text="xi > 0 (noise bound)",
                  unreached="xi in [1e-3, 10]: the ratio is xi-free"),
            Param("K", 1, INF, integer=True, far=4, text="K >= 1", unreached="K <= 4: the ratio is K-free"),
            Param("d", 1, INF, integer=True, far=7, text="d >= K", unreached="d <= K + 3: the ratio is d-free")),
    expect="erratum",
    evidence=(
        "Re-derived independently from the paper by auditors' own scripts (docs/audits/round16/thesis.md, auditor A): confirmed. Cancelling the common C_13 sqrt(K S) sqrt(d log n / n) term, the last '<=' of (C.221) is (1/n) sum_i "
        "||nu_i||_F <= C_13 sqrt(K S) sqrt(d log n / n) xi. The left side is an average of NORMS (the second line "
        "replaced (C.205)'s ||(1/n) sum_i nu_i|| by (1/n) sum_i ||nu_i|| by the triangle inequality), which does "
        "not decay: for the law of L5052 with entries +-xi (i.i.d., zero mean, bounded by xi) it equals xi sqrt(dK) "
        "for every n, and for entries uniform on [-xi, xi] it tends to E||nu||_F ~ xi sqrt(dK/3). The ratio to the "
        "printed shape is sqrt(n / (S log n)) (sign law): along n = 1e3, 1e4, 1e5, 1e6 (d = K = 1, S = 1) it is "
        "12.0, 40.2, 131.8, 425.5, unbounded, so no constant C_13 serves; the same along S -> 0. Hypotheses: any "
        "n >= C'' dK log dK (n -> inf), any GMM (S enters only the shape; L = 1 already reaches every S > 0), any "
        "xi > 0, a noise law inside L5052's class. Not the encoding: the step is deterministic given nu_1..nu_n, and "
        "the root is that of thesis.ch4.eqC.220 (the event {(1/n) sum ||nu_i||_F >= ...} is certain for large n), "
        "here in the chain's final inequality. Second path: plain numpy average of the norms of +-xi and uniform "
        "draws against the shape at n = 1e3..1e6."),
    corrected=B.c221_corrected,
    corrected_text="(1/n) sum_i ||nu_i||_F <= xi sqrt(dK) (entries bounded by xi), so (C.221)'s last line holds with "
                   "+ xi sqrt(dK) in place of the factor (1 + xi) on the sampling term (or, keeping (C.205)'s "
                   "||(1/n) sum_i nu_i||, with + xi sqrt(dK) sqrt(2 log(2dK/delta) / n) by Hoeffding).",
    second_path=SP + "test_c221_noise_norm_average_does_not_decay",
    mutants={"xi sqrt(dK) sqrt(log n / n) (the printed rate kept)": B.c221_mut_rate},
    notes="Uniform (hidden C_13). The sign law is exact; the uniform law is sampled (n <= 1e6 draws of dK <= 28).",
    settings={"ci": {"max_examples": 12, "budget_s": 6.0}},
))


# ====================================== (C.164) L6027: Hess fbar(W*P) <= C_4 max_{||a||=1} E[sum_j (a_j^T x)^2] I_dK


def _c164_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lambda_max(Hess fbar(W*)) (thesis.ch4.lemmaC.3.1's measure: tensor Gauss-Hermite at one point of a family)
    and max_{||a|| = 1} E[sum_j (a_j^T x)^2] = max_{||u|| = 1} E[(u^T x)^2] = lambda_max(sum_l lambda_l (mu_l mu_l^T +
    s_l^2 I)) (the maximum puts all of a's mass on one block)."""
    from thmcheck.checks.papers.thesis import appC_group_imbalance as AG
    m = AG._c31u_measure(inst, ctx)
    _, mus, s = AG._c31_point(inst, float(inst["t"]))
    d = int(inst["d"])
    M = sum(float(lam_l) * (np.outer(mu, mu) + float(s_l) ** 2 * np.eye(d))
            for lam_l, mu, s_l in zip(inst["lam"], mus, s, strict=True))
    exx = float(np.linalg.eigvalsh(M)[-1])
    return Measurement(m.terms["lambda_max"], {**m.quantities, "exx_max": exx}, {**m.terms, "E[xx^T]_max": exx})


def _c164_claim() -> Claim:
    from thmcheck.checks.papers.thesis import appC_group_imbalance as AG
    return Claim(
        id="thesis.ch4.eqC.164", paper=PAPER, kind="step", comparison="<=",
        source=_src("(C.164), proof of Lemma C.4.4 (App. C.4.6), the upper side of Hess fbar(W*P)", "L6027"),
        statement="(C.164): Hess fbar(W*P) <= (max_{||a||=1} a^T Hess fbar(W*) a) I_dK <= C_4 max_{||a||=1} "
                  "E_{x ~ sum_l lambda_l N(mu_l, Sigma_l)}[sum_j (a_j^T x)^2] I_dK (= the same with a_{pi*(j)}); "
                  "checked as lambda_max(Hess fbar(W*)) <~ max_{||u||=1} E[(u^T x)^2] uniformly (C_4 hidden).",
        statement_tex=(r"\nabla^2 \bar{f}(\mathbf{W}^* \mathbf{P}) \preceq C_4 \cdot \max_{\|\mathbf{a}\|=1} "
                       r"\mathbb{E}\left[ \sum_{j=1}^K (\mathbf{a}_j^\top \mathbf{x})^2 \right] \cdot \mathbf{I}_{dK}"),
        bound=B.c164_shape, measure=_c164_measure, strategy=AG._c31u_instances, constants="hidden", uniform=True,
        assumptions=AG._C31U_ASSUMPTIONS, domain=AG._c31_domain(), directions=AG._c31u_directions(),
        mutants={"(4/K^2) Gamma~ (Lemma C.4.4's lower side)": B.c164_mut_gamma}, auto_mutant=False,
        notes="Holds with C_4 = 1/(2K) <= 1/2: a^T Hess a = K^-2 E[(sum_j phi'_j a_j^T x)^2 / (H(1 - H))] and "
              "(sum_j phi'_j a_j^T x)^2 <= (sum_j phi'_j)(sum_j phi'_j (a_j^T x)^2), sum_j phi'_j <= K min(H, 1 - H) "
              "<= 2K H(1 - H), phi' <= 1/4. Measure and draw of thesis.ch4.lemmaC.3.1 (four families as paths).",
        settings={"ci": {"max_examples": 8, "budget_s": 6.0}},
    )


CLAIMS.append(_c164_claim())

CLAIMS = cite_audits(CLAIMS, {'thesis.ch4.eqC.224': "auditor A: confirmed; auditor D: confirmed as printed (the halved side 2 Gamma~/K^2 holds at this instance; the label stays erratum because that reading rests on Lemma C.4.4's lower bound, itself confirmed false)"}, "docs/audits/round16/thesis.md")
