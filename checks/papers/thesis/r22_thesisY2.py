"""thesis, App. C (round 22, helper thesisY2): the upper Hessian bounds of Lemma C.3.1 at K > 1.

- ``thesis.ch4.eqC.134-K``, ``thesis.ch4.eqC.135-K``, ``thesis.ch4.eqC.83.upper-K``, ``thesis.ch4.theorem2.eta0-K``:
  (C.134) L5881, (C.135) L5885, (C.83) L5652's upper side and Theorem 2's step eta_0 (L1117, L1132) were checked at
  K = 1 only (``thesis.ch4.eqC.134`` / ``eqC.135`` / ``eqC.83.upper`` / ``theorem2.eta0``: the Hessian by 1-D
  quadrature; domain reason "K > 1 needs a K-dimensional one"). Here the population Hessian at W* of the Chapter 4
  model H(W, x) = (1/K) sum_j phi(w_j^T x) (labels integrated out: E[grad H grad H^T / (H (1 - H))]) is computed for
  K = 2..4 at any d: conditioning x ~ N(mu_l, Sigma_l) on z = W*^T x leaves a Gaussian in x, so every (j, k) block is
  G0 (C + mu mu^T) + mu (B G1)^T + (B G1) mu^T + B G2 B^T with G0, G1, G2 the K-dimensional moments of phi'_j phi'_k
  / (K^2 H (1 - H)) under N(W*^T mu_l, W*^T Sigma_l W*) (tensor Gauss-Hermite at two node counts, else 6
  scrambled-Sobol replicates with a 3-standard-error interval; an unresolved value is a SolverFailure, never a
  rejection). Instances: those of the K = 1 claims with W* = a G (G a seeded d x K Gaussian matrix with unit
  columns). (C.134) holds (ratio <= 0.095; Cauchy-Schwarz and Jensen give lambda_max <= ||E x x^T|| / (4K)); the
  ||mu~_l||_inf forms cross along d as at K = 1 (errata, corrected to the Euclidean norm).

Second paths in ``tests/test_thesis_r22_thesisY2.py`` (plain numpy Monte Carlo of the Fisher matrix).
"""

from __future__ import annotations

import math

import numpy as np
import scipy.linalg
import scipy.special
import scipy.stats
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r12_thesisC as B
from thmcheck.bounds.thesis import r22_thesisY2 as B2
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r12_thesisC as R12
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform

SP = "tests/test_thesis_r22_thesisY2.py::"
CLAIMS: list[Claim] = []

_NODES = {1: (80, 120), 2: (40, 60), 3: (16, 24), 4: (10, 14)}


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


def _log_sig(z: np.ndarray) -> np.ndarray:
    """log sigmoid(z), stable for any z."""
    return -np.logaddexp(0.0, -z)


def _points(K: int, rule: tuple) -> tuple[np.ndarray, np.ndarray]:
    """Standard normal points xi (N, K) and weights: ("gh", n) a tensor Gauss-Hermite rule with n nodes per axis;
    ("qmc", seed, m) a scrambled Sobol rule with 2^m points (equal weights)."""
    if rule[0] == "gh":
        x1, w1 = np.polynomial.hermite_e.hermegauss(int(rule[1]))
        w1 = w1 / math.sqrt(2.0 * math.pi)
        xi = np.stack([g.ravel() for g in np.meshgrid(*([x1] * K), indexing="ij")], axis=1)
        wt = np.prod(np.stack([g.ravel() for g in np.meshgrid(*([w1] * K), indexing="ij")], axis=1), axis=1)
        return xi, wt
    u = scipy.stats.qmc.Sobol(K, scramble=True, seed=int(rule[1])).random_base2(int(rule[2]))
    xi = scipy.special.ndtri(np.clip(u, 1e-16, 1 - 1e-16))
    return xi, np.full(xi.shape[0], 1.0 / xi.shape[0])


def _moments(nu: np.ndarray, V: np.ndarray, rule: tuple) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """G0[j,k] = E g_jk, G1[j,k,:] = E g_jk (z - nu), G2[j,k,:,:] = E g_jk (z - nu)(z - nu)^T for z ~ N(nu, V) and
    g_jk = phi'(z_j) phi'(z_k) / (K^2 H (1 - H)), H = (1/K) sum_j sigmoid(z_j) (log-space: no 0/0 in the tails;
    0 <= g_jj <= phi'_j <= 1/4 since H (1 - H) >= phi'_j / K^2)."""
    K = nu.shape[0]
    xi, wt = _points(K, rule)
    y = xi @ np.linalg.cholesky(V).T  # z - nu
    z = nu[None, :] + y
    ls, lsm = _log_sig(z), _log_sig(-z)
    ldphi = ls + lsm  # log phi'
    logH = scipy.special.logsumexp(ls, axis=1) - math.log(K)
    log1mH = scipy.special.logsumexp(lsm, axis=1) - math.log(K)
    a = np.exp(ldphi - math.log(K) - 0.5 * (logH + log1mH)[:, None])  # g_jk = a_j a_k
    gf = (a[:, :, None] * a[:, None, :] * wt[:, None, None]).reshape(-1, K * K).T  # (K K, N)
    G0 = gf.sum(axis=1).reshape(K, K)
    G1 = (gf @ y).reshape(K, K, K)
    G2 = (gf @ (y[:, :, None] * y[:, None, :]).reshape(-1, K * K)).reshape(K, K, K, K)
    return G0, G1, G2


def population_hessian_K(W: np.ndarray, lam: np.ndarray, mus: np.ndarray, s2: np.ndarray, rule: tuple) -> np.ndarray:
    """Hess fbar(W*) (dK x dK, block (j, k) at rows j d .. j d + d) for W* = W (d x K), x ~ sum_l lam_l N(mu_l,
    diag(s2_l)), by conditioning on z = W^T x and a K-dimensional rule (``_points``)."""
    d, K = W.shape
    Hs = np.zeros((K, d, K, d))
    for lam_l, mu, sd in zip(lam, mus, s2, strict=True):
        SW = sd[:, None] * W  # Sigma W (d x K)
        V = W.T @ SW
        V = (V + V.T) / 2
        Vi = np.linalg.inv(V)
        Bm = SW @ Vi  # d x K
        C = np.diag(sd) - Bm @ SW.T
        C = (C + C.T) / 2
        G0, G1, G2 = _moments(W.T @ mu, V, rule)
        A = C + np.outer(mu, mu)
        BG1 = np.einsum("ak,jlk->jla", Bm, G1)  # (K, K, d): B G1_jl
        for j in range(K):
            for k in range(K):
                blk = (G0[j, k] * A + np.outer(mu, BG1[j, k]) + np.outer(BG1[j, k], mu)
                       + Bm @ G2[j, k] @ Bm.T)
                Hs[j, :, k, :] += lam_l * blk
    M = Hs.reshape(d * K, d * K)
    return (M + M.T) / 2


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    """Round 12's (C.135) instances (d, L, lambda, means i.i.d. or flat at scale m, distinct diagonal covariances at
    scale sigma, ||w_j*|| = a) with K in 2..4 neurons (K <= d)."""
    K = draw(st.integers(2, 4))
    d = draw(st.one_of(st.integers(K, 20), st.integers(21, 120)))
    return {"d": d, "K": K, "L": draw(st.integers(2, 3)), "seed": draw(SEEDS), "a": draw(log_uniform(0.3, 3.0)),
            "m": draw(log_uniform(0.05, 3.0)), "sig": draw(log_uniform(0.3, 3.0)), "flat": draw(st.booleans())}


def _setup(inst: dict) -> dict:
    s = R12._c135_setup({**inst, "a": 1.0})
    d, K = int(inst["d"]), int(inst["K"])
    G = np.random.default_rng([int(inst["seed"]), 4]).standard_normal((d, K))
    G[:, 0] = s["w"]  # the K = 1 claims' w* as the first neuron
    W = float(inst["a"]) * G / np.linalg.norm(G, axis=0)
    return {**s, "W": W}


def _top(Hm: np.ndarray) -> float:
    D = Hm.shape[0]
    ev = scipy.linalg.eigh(Hm, eigvals_only=True, subset_by_index=[D - 1, D - 1])
    if not np.all(np.isfinite(ev)):
        raise SolverFailure("Hessian eigenvalues not finite")
    return float(ev[-1])


def lambda_max_K(s: dict, K: int, seed: int) -> tuple[float, float, str]:
    """(lambda_max, its error estimate, method): tensor Gauss-Hermite at two node counts if they agree to 1e-3
    (relative); otherwise 6 independently scrambled Sobol replicates of 2^13 points (mean and 3 standard errors of
    the replicates' lambda_max; > 5% relative: SolverFailure)."""
    lo, hi = _NODES[K]
    t_lo = _top(population_hessian_K(s["W"], s["lam"], s["mus"], s["s2"], ("gh", lo)))
    t_hi = _top(population_hessian_K(s["W"], s["lam"], s["mus"], s["s2"], ("gh", hi)))
    if abs(t_lo - t_hi) <= 1e-3 * abs(t_hi):
        return t_hi, abs(t_lo - t_hi), "gauss-hermite"
    reps = np.array([_top(population_hessian_K(s["W"], s["lam"], s["mus"], s["s2"], ("qmc", seed * 8 + r, 13)))
                     for r in range(6)])
    mean, err = float(reps.mean()), 3.0 * float(reps.std(ddof=1)) / math.sqrt(len(reps))
    if err > 0.05 * mean:
        raise SolverFailure(f"QMC lambda_max {mean:.4g} +- {err:.2g} (> 5%); Gauss-Hermite {t_lo:.4g} vs {t_hi:.4g}")
    return mean, err, "sobol-qmc"


def _measure(inst: dict, ctx: Ctx) -> Measurement:
    s = _setup(inst)
    K = int(inst["K"])
    lmax, err, how = lambda_max_K(s, K, int(inst["seed"]) % 100_000)
    sq = np.sqrt(s["s2"].max(axis=1))
    s_inf = float(np.sum(s["lam"] * (np.abs(s["mus"]).max(axis=1) + sq) ** 2))
    s_two = float(np.sum(s["lam"] * (np.linalg.norm(s["mus"], axis=1) + sq) ** 2))
    s_mean = float(np.sum(s["lam"] * np.linalg.norm(s["mus"], axis=1) ** 2))
    Exx = sum(lam * (np.diag(sd) + np.outer(mu, mu)) for lam, mu, sd in zip(s["lam"], s["mus"], s["s2"], strict=True))
    cs = float(np.linalg.eigvalsh(Exx)[-1]) / (4.0 * K)
    return Measurement(lmax, {"s_inf": s_inf, "s_two": s_two, "s_mean": s_mean},
                       {"d": int(inst["d"]), "K": K, "lambda_max": lmax, "error": err, "method": how,
                        "||E xx^T||/(4K) (Cauchy-Schwarz ceiling)": cs, "lambda_max/(C.134) side": lmax / s_two,
                        "lambda_max/(C.135) side": lmax / s_inf})


def _move(key: str, cast=float):  # noqa: ANN001, ANN202
    def move(inst: dict, t: float) -> dict:
        out = {**inst, key: cast(t)}
        if key == "K":
            out["d"] = max(int(out["d"]), int(t))
        return out
    return move


_DIRECTIONS = (
    Direction("mean scale m -> 0", "m", 0.0, how="path", move=_move("m"),
              points=(1.0, 0.3, 0.1, 0.03, 0.01, 0.003, 0.001),
              reason="both sides tend to their Sigma parts"),
    Direction("K -> 4 (neurons; K-dimensional quadrature)", "K", INF, how="path", move=_move("K", int), points=(2, 3, 4),
              reason="the (j, k) blocks carry phi'_j phi'_k / (K^2 H (1 - H)); Cauchy-Schwarz and Jensen give "
                     "lambda_max <= ||E x x^T|| / (4K) (the ratio should fall like 1/K)"),
    Direction("d -> inf (means with i.i.d. entries: ||mu_l|| ~ sqrt(d) ||mu_l||_inf)", "d", INF, how="path",
              move=_move("d", int), points=(4, 8, 16, 32, 64, 128, 256),
              reason="lambda_max >= E[phi'_j (w^T x)^2 ...] along a mean orthogonal to W* grows like d m^2 / K"),
    Direction("mean scale m -> inf", "m", INF, how="path", move=_move("m"), points=(0.3, 1.0, 3.0, 10.0, 30.0),
              reason="phi' decays once W*^T mu_l grows; both sides ~ m^2 otherwise"),
    Direction("sigma -> 0", "sig", 0.0, how="path", move=_move("sig"), points=(1.0, 0.1, 0.01, 0.001),
              reason="the covariance part vanishes; the mean part remains"),
    Direction("sigma -> inf", "sig", INF, how="path", move=_move("sig"), points=(1.0, 3.0, 10.0),
              reason="Var(W*^T x) grows; 10 is where 12 Gauss-Hermite nodes per axis (K = 4) still converge"),
    Direction("w* scale a (searched)", "a", INF, how="search", reason="a in [0.3, 3] drawn"),
)

_DOMAIN = (
    Param("d", 2, INF, integer=True, text="x in R^d", far=120, unreached="d <= 120 drawn, 256 on the path (a dense "
          "dK x dK eigenproblem per point)"),
    Param("m", 0, INF, text="mean scale", far=3.0, unreached="m in [0.05, 3] drawn, 1e-3 and 30 on the paths"),
    Param("sig", 0, INF, lo_closed=False, text="covariance scale", far=3.0,
          unreached="sigma in [0.3, 3] drawn, 1e-3 and 10 on the paths"),
    Param("a", 0, INF, lo_closed=False, text="||w_j*||", far=3.0, unreached="a in [0.3, 3] (enters through phi' only)"),
    Param("K", 1, INF, integer=True, text="K neurons", far=4,
          unreached="K in 2..4 (tensor Gauss-Hermite with n^K nodes; K = 1 is thesis.ch4.eqC.134 / eqC.135 / "
                    "eqC.83.upper). For every K the Cauchy-Schwarz / Jensen ceiling ||E x x^T|| / (4K) is reported"),
)

_NOTE = ("Population Hessian at W* for K in 2..4 (round 12's K = 1 claims checked it at K = 1 only). Measure: "
         "conditioning on z = W*^T x, K-dimensional tensor Gauss-Hermite at two node counts, or (when they disagree "
         "by > 1e-3, wide W*^T x) 6 scrambled-Sobol replicates with a 3-standard-error interval (> 5%: "
         "SolverFailure, never a rejection).")
_CI = {"ci": {"max_examples": 8, "budget_s": 5.0, "path_decades": 0.3, "path_starts": 1}}

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.134-K", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.134), proof of Lemma C.3.1 (App. C.4.2), at K > 1", "L5881"),
    statement="(C.134) at K = 2..4: ||Hess f_n(W)|| <= C_2 sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 (+ the "
              "sqrt(dK log n / n) term, gone at n -> inf); encoded at W = W*, n -> inf: lambda_max(Hess fbar(W*)) <~ "
              "sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2, uniformly in d, K, the means, covariances, W*.",
    statement_tex=r"\|\nabla^2 \bar f(W^*)\| \le C_2 \sum_l \lambda_l (\|\mu_l\| + \|\Sigma_l^{1/2}\|)^2,\ K \ge 2",
    bound=B.eqC134_upper, measure=_measure, strategy=_instances(), constants="hidden", uniform=True,
    second_path=SP + "test_c134_K_monte_carlo",
    mutants={"Sigma part dropped (dies along m -> 0)": B2.eqC134_mut_nosigma,
             "||mu~_l||_inf in place of ||mu_l|| ((C.135)'s side)": B.eqC135_mut_inf_sq},
    auto_mutant=False, directions=_DIRECTIONS, domain=_DOMAIN, notes=_NOTE, settings=_CI,
))

_EVIDENCE = (
    "Violated at K = 2..4 as at K = 1 (thesis.ch4.eqC.135 / eqC.83.upper, audited in round 12): the proof's (C.134) "
    "bounds ||Hess f_n|| with the Euclidean ||mu_l||, and (C.135) / (C.83) print ||mu~_l||_inf <= ||mu_l||, smaller "
    "by up to sqrt(d). At W = W*, n -> inf the Hessian is the Fisher matrix E[grad H grad H^T / (H (1 - H))] of "
    "H = (1/K) sum_j phi(w_j*^T x); along a direction v = (u, ..., u)/sqrt K with u a mean orthogonal to W*, "
    "v^T Hess v = E[(sum_j phi'_j)^2 (u^T x)^2 / (K^3 H (1 - H))] ~ ||mu_l||^2, so lambda_max / sum_l lambda_l "
    "(||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 grows like d (flat means) or d / log d (Gaussian entries). ci search: "
    "path d = 4 .. 256 at K = 2 (flat means, m = 1.81, sigma = 0.3, a = 0.3): ratio 0.246 -> 10.1 (log-slope 0.87, "
    "every point re-checked in float64; lambda_max = 50.4 at d = 256 against the (C.135) sum 4.98, (C.134)'s "
    "Euclidean sum ratio 0.059). Second path (plain numpy Monte Carlo of the Fisher matrix's Rayleigh quotient, "
    "1e5 samples per component, no project code): K = 2, L = 2, lambda = (1/2, 1/2), mu_1 = -mu_2 = (1, ..., 1), "
    "Sigma_l = diag(linspace(0.9, 1.1, d)), w_1* = (e_1 - e_2)/sqrt 2, w_2* = (e_3 - e_4)/sqrt 2: ratio to the "
    "(C.135) sum 0.21, 0.76, 2.98, 11.9 at d = 8, 32, 128, 512 (~ 0.023 d), ratio to (C.134)'s Euclidean sum "
    "bounded. n -> inf is allowed ((C.82) is a lower bound on n); W* lies in every ball B(W* P, r); Sigma_l diagonal "
    "with distinct entries makes Lambda_l a signed permutation, so ||mu~_l||_inf = ||mu_l||_inf is unambiguous.")
_CORR = ("Hess f_n(W) <= C_2 sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 I_{dK} (the (C.134) form, Euclidean norm "
         "of the mean), as round 12's K = 1 correction; at W* Cauchy-Schwarz and Jensen give C_2 = 1/(4K).")

_C135_TEXT = ("(C.135)'s upper side at K = 2..4: Hess f_n(W) <= C_2 sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 "
              "I (mu~_l = Lambda_l mu_l, Sigma_l = Lambda_l^T D_l Lambda_l) w.p. >= 1 - d^-10; encoded at W = W*, "
              "n -> inf: lambda_max(Hess fbar(W*)) <~ sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2, uniformly.")

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.135-K", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.135) ('Combining (C.133) and (C.134)'), proof of Lemma C.3.1 (App. C.4.2), at K > 1", "L5885"),
    statement=_C135_TEXT,
    statement_tex=r"\nabla^2 f_n(W) \preceq C_2 \sum_l \lambda_l (\|\tilde\mu_l\|_\infty + \|\Sigma_l^{1/2}\|)^2 I,\ "
                  r"K \ge 2",
    bound=B.eqC135_upper, measure=_measure, strategy=_instances(), constants="hidden", uniform=True,
    expect="erratum", corrected=B.eqC134_upper, corrected_text=_CORR, evidence=_EVIDENCE,
    second_path=SP + "test_c135_K_grows_like_d",
    mutants={"Sigma part dropped from the corrected sum (dies along m -> 0)": B2.eqC134_mut_nosigma},
    auto_mutant=False, directions=_DIRECTIONS, domain=_DOMAIN, notes=_NOTE, settings=_CI,
))

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.83.upper-K", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.83)'s upper side, Lemma C.3.1 (App. C.3), at K > 1", "L5652"),
    statement="(C.83)'s upper side at K = 2..4: for all W in B(W* P, r), Hess f_n(W) <= C_2 sum_l lambda_l "
              "(||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 I_{dK} w.p. >= 1 - d^-10 once n satisfies (C.82); encoded at "
              "W = W*, n -> inf: lambda_max(Hess fbar(W*)) <~ sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2.",
    statement_tex=r"\nabla^2 f_n(W) \preceq C_2 \sum_l \lambda_l (\|\tilde\mu_l\|_\infty + \|\Sigma_l^{1/2}\|)^2 "
                  r"I_{dK},\ K \ge 2",
    bound=B.eqC135_upper, measure=_measure, strategy=_instances(), constants="hidden", uniform=True,
    expect="erratum", corrected=B.eqC134_upper, corrected_text=_CORR, evidence=_EVIDENCE,
    second_path=SP + "test_c135_K_grows_like_d",
    mutants={"Sigma part dropped from the corrected sum (dies along m -> 0)": B2.eqC134_mut_nosigma},
    auto_mutant=False, directions=_DIRECTIONS, domain=_DOMAIN, notes=_NOTE, settings=_CI,
))


def _eta0_measure(inst: dict, ctx: Ctx) -> Measurement:
    """eta_0 lambda_max(Hess fbar(W*)) / c = lambda_max / sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 at
    K = 2..4 (round 12's thesis.ch4.theorem2.eta0 measure, K > 1)."""
    m = _measure(inst, ctx)
    return Measurement(m.lhs / m.quantities["s_inf"], m.quantities, m.terms)


CLAIMS.append(Claim(
    id="thesis.ch4.theorem2.eta0-K", paper=PAPER, kind="step", comparison="<=",
    source=_src("Theorem 2 (Section 4.4) and Algorithm 1 line 1 at K > 1: GD (4.6) with step eta_0 = O((sum_l "
                "lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2)^-1) converges linearly (4.8)", "L1117, L1132"),
    statement="Theorem 2 at K = 2..4: with eta_0 = c (sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2)^-1, "
              "linear convergence of (4.6) to W_hat_n needs eta_0 lambda_max(Hess f_n(W_hat_n)) < 2; encoded at "
              "n -> inf (W_hat_n -> W*): lambda_max(Hess fbar(W*)) / sum_l lambda_l (||mu~_l||_inf + "
              "||Sigma_l^{1/2}||)^2 = O(1), uniformly.",
    statement_tex=r"\eta_0 \lambda_{\max}(\nabla^2 f_n(\widehat W_n)) < 2,\ \eta_0 = c\,(\textstyle\sum_l \lambda_l "
                  r"(\|\tilde\mu_l\|_\infty + \|\Sigma_l^{1/2}\|)^2)^{-1},\ K \ge 2",
    bound=B.theorem2_eta0_const, measure=_eta0_measure, strategy=_instances(), constants="hidden", uniform=True,
    expect="erratum", corrected=B.theorem2_eta0_corrected,
    corrected_text="eta_0 = c (sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2)^-1 (Euclidean norm of the mean; then "
                   "eta_0 lambda_max <= c/(4K) at W*).",
    evidence=("Violated at K = 2..4 as at K = 1 (thesis.ch4.theorem2.eta0): eta_0 lambda_max / c = lambda_max / "
              "sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2, the ratio of thesis.ch4.eqC.135-K, grows like "
              "d (flat means), so for any fixed c the printed step exceeds 2 / lambda_max at large d and GD (4.6) "
              "is unstable at W_hat_n -> W*. " + _EVIDENCE.split("ci search: ", 1)[1]),
    second_path=SP + "test_c135_K_grows_like_d",
    mutants={"Sigma part dropped from the corrected sum (dies along m -> 0)": B.theorem2_eta0_mut_nosigma},
    auto_mutant=False, directions=_DIRECTIONS, domain=_DOMAIN, notes=_NOTE, settings={"ci": {**_CI["ci"], "path_starts": 2}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-22 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch4.eqC.135-K': 'auditor B: confirmed',
    'thesis.ch4.eqC.83.upper-K': 'auditor B: confirmed',
    'thesis.ch4.theorem2.eta0-K': 'auditor C: confirmed',
}, 'docs/audits/round22/thesis.md')
