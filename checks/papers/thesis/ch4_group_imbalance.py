"""thesis, Chapter 4 (one-hidden-layer net on a Gaussian mixture, group imbalance), Section 4.4: Theorem 2 split into
(4.8)-(4.10), (4.11)-(4.12) and the literal (4.11) entropy floor, Corollary 4.4.1 (iii) with Table 4.1, and the
record of Theorem 2 as a whole.

Catalog: ``shared/claims/thesis_ch2-4.md``; paper: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Bounds in
``thmcheck.bounds.thesis.ch4``; models ``thmcheck.models.group_imbalance``, ``thmcheck.models.tensor_init``.
"""

from __future__ import annotations

import math

import mpmath
import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import ch4 as B
from thmcheck.bounds.thesis import r6_thesisH as B6
from thmcheck.bounds.thesis import r14_thesisC as B14
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, SolverFailure, uncertified
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, _assemble, _directions, _src
from thmcheck.checks.profiles import active_profile
from thmcheck.checks.strategies import SEEDS, log_uniform
from thmcheck.models import group_imbalance as GI

_REAL: list[Claim] = []


def _kappa_capped(W: np.ndarray, cap: float = 4.0) -> np.ndarray:
    """W with its singular values clipped to [delta_1/cap, delta_1] and rescaled so delta_1 = 1 (kappa <= cap)."""
    U_, sv, Vt = np.linalg.svd(W, full_matrices=False)
    return U_ @ np.diag(np.clip(sv / sv.max(), 1.0 / cap, 1.0)) @ Vt


# ---------------------------------------------------------- Theorem 2 (4.11) literal: entropy floor

@st.composite
def _floor_instances(draw: st.DrawFn) -> dict:
    """d, K in 1..3, W* = I or Gaussian, mu with scale log-uniform in [0.01, 3], diagonal Sigma with standard
    deviations in [e^-1, e], n = e^(log n) with log n uniform in [3, 40]."""
    d = draw(st.integers(1, 3))
    K = draw(st.integers(1, 3))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    Wstar = np.eye(d, K) if draw(st.booleans()) else rng.normal(size=(d, K))
    mu = rng.normal(0, draw(log_uniform(0.01, 3.0)), d)
    sig = np.exp(rng.uniform(-1, 1, d))
    logn = draw(st.floats(3.0, 40.0))
    return {"d": d, "K": K, "Wstar": Wstar, "mu": mu, "sig": sig, "n": float(math.exp(logn)), "seed": seed}


def _floor_measure(inst: dict, ctx: Ctx) -> Measurement:
    """min_W fbar(W) = fbar(W*) (the conditional entropy E h_2(H(W*, x)), tensor Gauss-Hermite quadrature): a lower
    bound on fbar(W_n) for every W_n, so on the left side of (4.11) at every n."""
    f = GI.entropy_floor(inst["Wstar"], inst["mu"], inst["sig"], nodes=40 if inst["d"] == 3 else 60)
    return Measurement(f, {"d": inst["d"], "K": inst["K"], "n": inst["n"], "floor": f}, {"fbar_Wstar": f})


def _floor_move_n(inst: dict, t: float) -> dict:
    return {**inst, "n": float(t)}


_REAL.append(Claim(
    id="thesis.ch4.theorem2.eq4.11_literal", paper=PAPER,
    second_path="tests/test_thesis_ch4_errata.py::test_theorem2_eq411_population_risk_has_an_entropy_floor",
    source=_src("Theorem 2 (4.11)-(4.12), Section 4.4, L1128-L1163; proof (C.103)"),
    statement="fbar(W_n) <= E(Psi) poly(kappa, eta, tau, delta_1) Theta(K^{5/2}(1+xi) sqrt(d log n / n)) (4.11) "
              "(and the group version (4.12)), fbar the population cross-entropy (4.4).",
    kind="deterministic", comparison="<=", bound=B6.eq411_shape, measure=_floor_measure, strategy=_floor_instances,
    constants="hidden", uniform=True, expect="erratum",
    directions=(
        Direction("n -> inf", "n", INF, how="path", move=_floor_move_n, points=(1e2, 1e4, 1e6, 1e8, 1e10, 1e12),
                  reason="Psi, W* (so E(Psi), poly(kappa, eta, tau, delta_1) and xi) held: the factors the shape "
                         "cannot carry (poly is unspecified) are constants along it"),
        Direction("Psi, W*, d, K", "d", INF, how="search",
                  reason="d, K in 1..3, W* = I or Gaussian, mu scale in [0.01, 3], Sigma's scales drawn")),
    evidence=(
        "fbar(W) = E_x KL(Bern(H(W*,x)) || Bern(H(W,x))) + E_x h_2(H(W*,x)) >= fbar(W*) = E_x h_2(H(W*,x)) > 0 for "
        "EVERY W, so no bound C sqrt(d log n/n) -> 0 can hold: quadrature gives fbar(W*) = 0.6479 (d=K=2, W*=I, "
        "Sigma=I, mu=0), 0.4037 (mu=(2,2)). Uniform check (round 6): along n -> inf at fixed Psi the ratio "
        "fbar(W*)/(K^{5/2} sqrt(d log n/n)) grows like sqrt(n/log n). The proof (C.103) writes fbar_l(W_t) = "
        "fbar_l(W_t) - fbar_l(W*), i.e. silently sets fbar_l(W*) = 0. The corrected statement bounds the excess risk "
        "fbar(W) - fbar(W*)."),
    corrected=B6.eq411_excess_shape,
    corrected_text="fbar(W_n) - fbar(W*) <= E(Psi) poly(kappa, eta, tau, delta_1) Theta(K^{5/2}(1+xi) sqrt(d log n / "
                   "n)) (the excess risk)",
    mutants={"shape K^{5/2} sqrt(d log n/n) without the floor": B6.eq411_shape},
    domain=(Param("n", 1, INF, text="any n (the bound -> 0 as n -> inf)", far=1e17,
                  unreached="n >= e^3 = 20 drawn (log n uniform in [3, 40]), the path from 1e2 to 1e12; small n only "
                            "raises the bound"),
            Param("d", 1, INF, integer=True, text="x in R^d", unreached="d <= 3: tensor quadrature"),
            Param("K", 1, INF, integer=True, text="K neurons", unreached="K <= 3")),
    notes="Uniform shape check (round 6; formerly C drawn in [1, 1e4] against C sqrt(d log n/n)): lhs = min_W "
          "fbar(W) = fbar(W*), shape K^{5/2} sqrt(d log n/n); E(Psi), poly(kappa, eta, tau, delta_1) and (1+xi) are "
          "left out of the shape (the polynomial is unspecified) and are constants along the n path, which decides. "
          "Corrected (the excess risk, as a bound on fbar(W_n) at W_n = W*): fbar(W*) + K^{5/2} sqrt(d log n/n).",
    settings={"ci": {"max_examples": 15, "budget_s": 2.0}},
))


# ===================================================================== Chapter 4: Theorem 2 and Subroutine 1
# Shared instance space of the Theorem 2 / Subroutine 1 sweeps: d <= 3 (tensor quadrature of the population
# risks), K <= d neurons, L in {2, 3} groups (L1066: L >= 2) with diagonal covariances, symmetric or not.

def _t2_config() -> dict:
    """One config dict per experiment; ci is a small grid that runs in seconds, deep the paper's range."""
    prof = active_profile()
    if prof == "deep":
        return {"ns": [2000, 4000, 8000, 16000, 32000, 64000], "reps": 20, "gd_steps": 60}
    if prof == "dev":
        return {"ns": [2000, 4000, 8000, 16000, 32000, 64000], "reps": 10, "gd_steps": 40}
    return {"ns": [2000, 4000, 8000, 16000, 32000], "reps": 16, "gd_steps": 20}


@st.composite
def _gmm_instances(draw: st.DrawFn) -> dict:
    """d in {2, 3}, K <= d, W* Gaussian or scaled orthonormal columns, L in {2, 3} groups N(mu_l, diag s2_l) (the data
    model requires L >= 2, L1066; L = 1 is outside the chapter's hypotheses),
    symmetric (+-mu, equal weights/covariances) or not; the seed fills the bulk values. Round 18: half the
    non-symmetric draws make the last group a rare heavy one (weight 10^-4..10^-1.3, mean norm s eps^-1/2)."""
    d = draw(st.integers(2, 3))
    # K in {1, ..., d}, listed from K = 2 so that the simplest draw (Hypothesis' first example, all a ci run with
    # max_examples = 2 may see) is the non-convex case K = 2, not convex logistic regression (K = 1) (issue 32)
    K = draw(st.sampled_from([2, 1] if d == 2 else [2, 3, 1]))
    L = draw(st.integers(2, 3))  # L >= 2 (data model, L1066); L = 3 covers more than one minority pattern
    seed = draw(SEEDS)
    sym = L == 2 and draw(st.booleans())
    rng = np.random.default_rng(seed)
    kind = draw(st.sampled_from(["gaussian", "orthonormal"]))
    W = rng.normal(size=(d, K)) if kind == "gaussian" else np.linalg.qr(rng.normal(size=(d, d)))[0][:, :K]
    U_, sv, Vt = np.linalg.svd(W, full_matrices=False)
    W = U_ @ np.diag(np.clip(sv / sv.max(), 0.25, 1.0)) @ Vt  # condition number kappa <= 4
    mscale = draw(st.floats(0.0, 2.0))
    sscale = draw(log_uniform(0.5, 3.0))
    mus = rng.normal(0, 1, (L, d)) * mscale / math.sqrt(d)
    s2 = (sscale * np.exp(rng.uniform(-0.3, 0.3, (L, d)))) ** 2
    lam = rng.dirichlet(np.ones(L) * 2)
    if sym:
        mus[1], s2[1], lam = -mus[0], s2[0], np.array([0.5, 0.5])
    wscale = draw(log_uniform(0.5, 3.0))
    # round 18 (thesisC2): the chapter's GMM allows any weights lambda_l in (0, 1) and any means: a rare heavy group
    # (the last one) of weight eps = 10^u, u in [-4, -1.3], with mean of norm s eps^-1/2 (s log-uniform in [0.3, 3],
    # a seeded direction), so its share of the second moment, eps ||mu||^2 = s^2, stays O(1) while eps -> 0. Drawn
    # after the other values, so that those keep the draws they had before round 18
    rare = (not sym) and draw(st.booleans())
    eps = 0.0
    if rare:
        eps = 10.0 ** draw(st.floats(-4.0, -1.3))
        u = rng.normal(size=d)
        mus[-1] = u / np.linalg.norm(u) * draw(log_uniform(0.3, 3.0)) / math.sqrt(eps)
        lam = np.concatenate([lam[:-1] * (1.0 - eps) / lam[:-1].sum(), [eps]])
    # the scale of W* is drawn as the signal scale s_eff = max_i sqrt(E (w_i^T x)^2) (saturation of the sigmoid)
    second = np.einsum("ai,la,bi,lb,l->i", W, mus, W, mus, lam) + np.einsum("ai,la->i", W**2, s2 * lam[:, None])
    W = W * wscale / math.sqrt(float(second.max()))
    return {"d": d, "K": K, "L": L, "Wstar": W, "mus": mus, "s2": s2, "lam": lam, "sym": sym, "kind": kind,
            "seed": seed, "gmm_rare": rare, "rare_eps": eps}


_T2_CACHE: dict[tuple, dict] = {}


def _t2_effort(cfg: dict, inst: dict) -> dict:
    """``effort`` (set by the claims' ``escalate``) level e: (1 + e) times the draws per n, to settle a crossing of
    the fitted exponent sequentially (issue 32; ci stops at e = 1); under deep the n grid also grows by e doublings past its end (a
    run at n = 1.3e5 costs minutes)."""
    e = int(inst.get("effort", 0))
    if active_profile() == "ci":
        # ci does not escalate (round 8, ci cost): the baseline's level 1 (32 draws per n) left the K = 2 crossing
        # inside its interval (0.71 [0.41, 1.02]; ~195 points needed at this span); dev and deep escalate
        e = 0
    if e <= 0:
        return cfg
    ns = list(cfg["ns"]) + ([cfg["ns"][-1] * 2**k for k in range(1, e + 1)] if active_profile() == "deep" else [])
    return {**cfg, "ns": ns, "reps": cfg["reps"] * (1 + e)}


def _t2_escalate(inst: dict, level: int) -> dict:
    return {**inst, "effort": int(level)}


def _t2_run(inst: dict) -> dict:
    cfg = _t2_effort(_t2_config(), inst)
    key = (inst["seed"], inst["d"], inst["K"], inst["L"], inst["sym"], inst["kind"], inst["Wstar"].tobytes(),
           inst["mus"].tobytes(), inst["s2"].tobytes(), tuple(cfg["ns"]), cfg["reps"])
    if key not in _T2_CACHE:
        if len(_T2_CACHE) > 16:
            _T2_CACHE.clear()
        _T2_CACHE[key] = GI.theorem2_experiment(inst["Wstar"], inst["lam"], inst["mus"], inst["s2"], cfg["ns"],
                                                cfg["reps"], inst["seed"], gd_steps=cfg["gd_steps"])
    return _T2_CACHE[key]


def _nanstat(fn, v: np.ndarray) -> float:  # noqa: ANN001
    v = np.asarray(v, dtype=float)
    return float(fn(v[np.isfinite(v)])) if np.isfinite(v).any() else math.nan


def _t2_terms(r: dict, inst: dict) -> tuple[np.ndarray, np.ndarray, dict]:
    """The runs the fit uses and the terms. A run whose descent from W* left every ball around it (``escaped``: f_n
    has no local minimiser near W*, its infimum lies at infinity) shows that its n is below n_sc (4.7): that n and
    every smaller one of the grid are dropped from the fit. A run where our solver found nothing raises
    SolverFailure (an unknown evaluation, not a rejection)."""
    ok = np.isfinite(r["err"]) & np.isfinite(r["lmin"])
    esc = np.asarray(r.get("escaped", np.zeros(len(ok))), dtype=float) == 1.0
    x = np.sqrt(inst["d"] * np.log(r["n"]) / r["n"])
    if (~ok & ~esc).any():  # our trust-region Newton found no critical point: the checker's failure
        raise SolverFailure(f"thmcheck.models.group_imbalance.newton_critical_point found no critical point of f_n from W* in "
                            f"{int((~ok & ~esc).sum())} of {len(ok)} runs (d = {inst['d']}, K = {inst['K']}, "
                            f"L = {inst['L']})")
    n_esc = float(np.max(r["n"][esc])) if esc.any() else 0.0
    use = ok & (r["n"] > n_esc)
    levels = int(len(np.unique(r["n"][use])))
    terms = {"solved": int(ok.sum()), "runs": int(len(ok)), "escaped": int(esc.sum()), "largest_escaped_n": n_esc,
             "n_levels_fitted": levels,
             "min_lambda_min": float(np.min(r["lmin"][use])) if use.any() else -1.0,
             "max_grad_norm": float(np.max(r["grad"][use])) if use.any() else math.inf,
             "gd_rate_median": _nanstat(np.median, r["gd_rate"]), "pred_rate_median": _nanstat(np.median, r["pred_rate"]),
             "gd_rate_max_minus_pred": _nanstat(np.max, r["gd_rate"] - r["pred_rate"]),
             "err_by_n": [_nanstat(np.mean, r["err"][r["n"] == n]) for n in np.unique(r["n"])]}
    return x, use, terms


_T2_ASSUMPTIONS = (
    Assumption("local strong convexity", "every critical point W_hat_n found (gradient < 1e-8) is a strict local "
               "minimiser (lambda_min Hess f_n > 0) -- what n >= n_sc (4.7) is used for; n_sc itself has hidden "
               "constants and is not certified (a run where our solver finds no critical point raises "
               "SolverFailure: an unknown evaluation, never a rejection)",
               lambda q: min(q["min_lambda_min"], 1e-8 - q["max_grad_norm"])),
    Assumption("a local minimiser near W* at 3 sample sizes", "at least 3 sample sizes of the grid lie above the "
               "largest n at which the descent from W* escapes to infinity (f_n with no local minimiser near W*: such "
               "an n is below n_sc, which guarantees one, and is dropped from the fit with every smaller n)",
               lambda q: q["n_levels_fitted"] - 3),
    uncertified("n >= n_sc (4.7)", "the sample sizes of the grid reach n_sc = poly(eps_0^-1, kappa, eta, tau, K, "
                "delta_1) B(Psi) d log^2 d",
                why="poly(.) and B(Psi) are not given (their closed forms are 'in Section D of the supplementary "
                    "material', not in the thesis), so no instance can say whether its n grid lies above n_sc: an "
                    "exponent fitted at n <= 3.2e4 (ci) may be pre-asymptotic (K = 2 with a near-flat population "
                    "Hessian, lambda_min ~ 1e-5: ||W_hat_n - W*|| ~ 1 at n = 3.2e4 and ~ 0.1 at n = 1e6)"),
)



@st.composite
def _t2u_instances(draw: st.DrawFn) -> dict:
    """Theorem 2's instance space (``_gmm_instances``) at one sample size n from the ci grid's first levels (the path
    along n carries the rate)."""
    return {**draw(_gmm_instances()), "n": int(draw(st.sampled_from([2000, 4000, 8000])))}


def _t2u_reps() -> int:
    return {"deep": 20, "dev": 16}.get(active_profile(), 12)


_T2U_CACHE: dict[tuple, dict] = {}


def _t2u_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = the median over reps (12 under ci, (1 + effort) times more when escalated) of ||W_hat_n - W*||_F at
    this n (W_hat_n by damped Newton from W*, P* = I, xi = 0; GI.theorem2_experiment): a w.p. >= 1 - d^-10 bound
    that held would keep the median below it, so a median diverging against the shape refutes (4.10). Runs whose
    descent escaped to infinity (f_n with no local minimiser near W*: n below n_sc) are counted and reject the
    instance (assumption); a run where our Newton finds no critical point raises SolverFailure."""
    reps = _t2u_reps() * (1 + int(inst.get("effort", 0)))
    n = int(inst["n"])
    key = (inst["seed"], inst["d"], inst["K"], inst["L"], inst["sym"], inst["kind"], inst["Wstar"].tobytes(),
           inst["mus"].tobytes(), inst["s2"].tobytes(), n, reps)
    if key not in _T2U_CACHE:
        if len(_T2U_CACHE) > 32:
            _T2U_CACHE.clear()
        _T2U_CACHE[key] = GI.theorem2_experiment(inst["Wstar"], inst["lam"], inst["mus"], inst["s2"], [n], reps,
                                                 inst["seed"], gd_steps=20)
    r = _T2U_CACHE[key]
    ok = np.isfinite(r["err"]) & np.isfinite(r["lmin"])
    esc = np.asarray(r["escaped"], dtype=float) == 1.0
    if (~ok & ~esc).any():
        raise SolverFailure(f"thmcheck.models.group_imbalance.newton_critical_point found no critical point of f_n "
                            f"from W* in {int((~ok & ~esc).sum())} of {len(ok)} runs (n = {n})")
    q = {"K": float(inst["K"]), "d": float(inst["d"]), "n": float(n)}
    terms = {"runs": int(len(ok)), "escaped": int(esc.sum()),
             "min_lambda_min": float(np.min(r["lmin"][ok])) if ok.any() else -1.0,
             "max_grad_norm": float(np.max(r["grad"][ok])) if ok.any() else math.inf,
             "err_mean": _nanstat(np.mean, r["err"]), "err_q90": _nanstat(lambda v: np.quantile(v, 0.9), r["err"]),
             "gd_rate_median": _nanstat(np.median, r["gd_rate"]),
             "pred_rate_median": _nanstat(np.median, r["pred_rate"]),
             "gd_rate_max_minus_pred": _nanstat(np.max, r["gd_rate"] - r["pred_rate"])}
    if not ok.any():  # rejected (every run escaped); lhs unused
        return Measurement(0.0, q, terms)
    return Measurement(float(np.median(r["err"][ok])), q, terms)


def _t2u_move_n(inst: dict, t: float) -> dict:
    return {**inst, "n": int(round(t))}


_T2U_ASSUMPTIONS = (
    Assumption("local strong convexity", "every critical point W_hat_n found (gradient < 1e-8) is a strict local "
               "minimiser (lambda_min Hess f_n > 0) -- what n >= n_sc (4.7) is used for (a run where our solver finds "
               "no critical point raises SolverFailure: an unknown evaluation, never a rejection)",
               lambda q: min(q["min_lambda_min"], 1e-8 - q["max_grad_norm"])),
    Assumption("a local minimiser near W*", "no run's descent from W* escaped to infinity (f_n with no local "
               "minimiser near W*: such an n is below n_sc, which guarantees one)", lambda q: -float(q["escaped"])),
    _T2_ASSUMPTIONS[2],
)

_T2U_DIRECTIONS = (
    Direction("n -> inf (the rate)", "n", INF, how="path", move=_t2u_move_n, grows=("n",),
              points=(2000.0, 4000.0, 8000.0, 16000.0, 32000.0),
              reason="at fixed Psi and W* the constant E_w(Psi) poly(kappa, eta, tau, delta_1) is fixed: the ratio "
                     "median ||W_hat_n - W*|| / (K^{5/2} sqrt(d log n/n)) must stay bounded as n grows (1.2 decades "
                     "under ci; no extension: a Newton fit at n = 3e6 costs minutes)"),
    Direction("d, K, L (dimension, neurons, groups)", "d", INF, how="search",
              reason="d in {2, 3}, K in {1, ..., d} (K = 2 first), L in {2, 3} drawn; d and the mixture are Psi, K <= d "
                     "(the constant is existential per Psi and W*, L1128: no uniformity across them is asserted; "
                     "its printed closed form (C.97) is checked uniformly at n -> inf by thesis.ch4.theorem2.trinv)"),
    Direction("W* scale and condition (kappa, eta, delta_1)", "Wstar", 0.0, how="search",
              reason="signal scale of W* in [0.5, 3], kappa <= 4 drawn; poly(kappa, eta, tau, delta_1) has unprinted "
                     "degrees, so W* directions carry no uniform content at finite n (thesis.ch4.theorem2.trinv "
                     "sweeps W* -> t W* at n -> inf)"),
    Direction("Psi (means, covariances, weights)", "mus", INF, how="search",
              reason="||mu_l|| in [0, 2], sigma in [0.5, 3], lambda ~ Dirichlet drawn, and (round 18) half the "
                     "non-symmetric draws a rare heavy group (lambda_L in [1e-4, 0.05], ||mu_L|| = s lambda_L^-1/2, s "
                     "in [0.3, 3]) (E_w(Psi) and B(Psi) are per Psi, their closed forms unprinted)"),
    Direction("a group's weight lambda_l -> 0 (rare heavy group)", "lambda_min", 0.0, how="search",
              reason="round 18: half the non-symmetric draws make the last group rare (lambda_L = 10^-4 .. 10^-1.3) "
                     "and heavy (||mu_L|| = s lambda_L^-1/2); E_w(Psi), E(Psi) and B(Psi) are per Psi with unprinted "
                     "closed forms, so no path in lambda_L at fixed n carries uniform content (n_sc may grow as "
                     "lambda_L -> 0); runs whose descent escapes (n below n_sc) reject the instance"),
    Direction("xi (gradient noise)", "xi", INF, how="unsearched",
              reason="W_hat_n is the critical point of f_n, which the noise nu_i of (4.6) does not move, so (4.10)'s "
                     "left side is independent of xi while its right side grows with (1 + xi): xi = 0 is the binding "
                     "end, checked"),
)


_REAL.append(Claim(
    id="thesis.ch4.theorem2.eq4.8-4.10", paper=PAPER,
    source=_src("Theorem 2 (4.8)-(4.10), Section 4.4, L1128-L1163; (C.229)-(C.232), L6360-L6385"),
    statement="If n >= n_sc (4.7), w.p. >= 1 - d^-10 GD (4.6) with step eta_0 converges linearly to a critical point "
              "W_hat_n: ||W_t - W_hat_n||_F <= v^t ||W_0 - W_hat_n||_F + eta_0 xi/(1-v) sqrt(dK log n/n) (4.8), "
              "v = 1 - K^-2 q(Psi) (4.9), and ||W_hat_n - W* P*||_F <= E_w(Psi) poly(kappa, eta, tau, delta_1) "
              "Theta(K^{5/2}(1+xi) sqrt(d log n/n)) (4.10).",
    kind="probabilistic", comparison="<=", bound=B14.theorem2_eq410_shape, measure=_t2u_measure,
    strategy=_t2u_instances, assumptions=_T2U_ASSUMPTIONS, constants="hidden", uniform=True,
    mutants={"error O((d log n/n)^3) (the printed rate to the 6th power)": B14.theorem2_eq410_mut_x6},
    notes="Round 14 (thesisC, issue 31): re-encoded as a uniform shape check along n (it was a fitted exponent, "
          "kind rate, verdict potential under ci): lhs = the median of ||W_hat_n - W*||_F over the reps at one n, "
          "shape K^{5/2} sqrt(d log n/n), the hidden constant E_w(Psi) poly(kappa, eta, tau, delta_1) fixed along "
          "the path n = 2e3 .. 3.2e4 at fixed Psi and W*. The round-8 potential (fitted exponent 0.78 [0.35, 1.21] "
          "on the K = 2 draw, lambda_min ~ 3e-6) is settled: along n the ratio median error / shape stays flat "
          "(ci path from that draw, 12 runs per n: median error 2.18, 1.55, 0.74, 0.77, 0.60 at n = 2e3 .. 3.2e4 "
          "against K^{5/2} sqrt(d log n/n) = 0.49 .. 0.14: ratio 4.42, 4.27, 2.77, 3.91, 4.14, x0.94): the flatter "
          "fitted slope was the pre-asymptotic saturation round 12 explained (n below 2 tr Hess fbar(W*)^-1), not "
          "a growing ratio. Paths along Psi, W*, K, d are not made: the constant is existential per (Psi, W*) "
          "(L1128), so only n carries uniform content at finite n; the printed closed form (C.97) of E_w is swept "
          "uniformly at n -> inf by thesis.ch4.theorem2.trinv (Sigma, mu, W* -> t W* paths, holds). Earlier "
          "notes, lhs then the fitted exponent (99 % interval) of ||W_hat_n - W*||_F in x = sqrt(d log n/n) over the n grid (ci: "
          "n = 2e3..3.2e4, 16 draws each; deep: 2e3..6.4e4, 20 draws), xi = 0; W_hat_n by damped Newton from W* (the "
          "critical point of the ball), P* = I. (4.10) needs exponent >= 1 (the sqrt(log n) makes the true slope "
          "~1.1). The linear convergence of (4.8) is reported as terms: GD with eta_0 = 1/lambda_max(Hess f_n) from "
          "a point at distance ||W_hat_n - W*|| contracts at gd_rate per step, against the asymptotic factor 1 - "
          "lambda_min/lambda_max of (C.230) (pred_rate); the K^-2 form of v (4.9) has a hidden q(Psi) and is not "
          "checked. Why the potential is not settled (round 8): the K = 2 draw (lambda_min Hess ~ 3e-6) fits 0.78 "
          "[0.39, 1.17] at n = 2e3..3.2e4 and 0.71 [0.41, 1.02] at 32 draws per n (the baseline's level 1; ~195 "
          "points at this span would decide); the errors (2.0 .. 0.62) are not small, i.e. n is below the regime "
          "where ||W_hat_n - W*|| ~ sqrt(d log n/n), and n >= n_sc is 'eventually' with n_sc = poly(.) B(Psi) d "
          "log^2 d unprinted: a fit over n <= 3.2e4 can suggest but not refute (conditional at best). ci therefore "
          "does not escalate (cost); dev/deep extend n and the draws. Round 11 (thesisC, scratch run of the ci "
          "draw: d = K = 2, means 0, seed 0): at n = 6.4e4..5.1e5 (6 draws each) the mean error falls 0.40, 0.31, "
          "0.29, 0.17 (fitted exponent 0.85, still below 1) with lambda_min(Hess f_n(W_hat_n)) ~ 4e-5 throughout: "
          "the error is ~ ||Hess^-1 grad|| far from the quadratic regime, which n_sc ~ (rho-based curvature)^-2 "
          "puts beyond any CPU grid; not settled (a device run to n ~ 1e7 could). Round 12 (thesisC): why not "
          "uniform=True, and the potential explained. The n -> inf limit has a closed form: W_hat_n is a well-specified "
          "M-estimator (y ~ Bern(H(W*, x)), cross-entropy), so the per-sample gradient covariance at W* equals Hess "
          "fbar(W*) (Fisher = Hessian) and n E||W_hat_n - W*||_F^2 -> tr(Hess fbar(W*)^-1) (ms via "
          "GI.hessian_factor_at_wstar). On the reconstructed first ci draw (d = K = 2, L = 2, seed 0, means 0, "
          "sigma scale 0.5, signal scale 0.5) tr(H^-1) = 1.98e4 (eigenvalues 4.1e-2, 2.0e-2, 1.7e-4, 7.2e-5), so "
          "sqrt(tr/n) = 0.556, 0.393, 0.278, 0.197 at n = 6.4e4, 1.28e5, 2.56e5, 5.12e5 against round 11's "
          "measured 0.40, 0.31, 0.29, 0.17: the error joins the n^-1/2 asymptote from n ~ 10 tr(H^-1) on, and the "
          "ci grid n <= 3.2e4 < 2 tr(H^-1) is the saturated pre-asymptotic regime (error below the linearised "
          "prediction, hence the flatter fitted slope 0.7-0.85): the potential is pre-asymptotic, not a crossing, "
          "and in the limit the exponent in x = sqrt(d log n/n) is 1 + o(1) from above. A uniform check over the "
          "printed domain is not made here because (i) each measurement is a finite-n Newton/Monte Carlo fit "
          "(seconds to minutes per instance), so >= 4-point paths along Psi, W*, K, d from 3 starts do not fit ci; "
          "(ii) the cheap estimator (the limit above) drops the finite-n statement and the log n, i.e. it checks "
          "the derived 'sqrt(tr Hess fbar(W*)^-1) <~ E_w(Psi) poly(kappa, eta, tau, delta_1) K^{5/2} sqrt(d)', whose "
          "poly has unprinted degrees (a uniform check must fix them) and whose E_w needs the rho-function per "
          "group; along Sigma -> t^2 Sigma both sides scale like t^-2 (lambda_min ~ t^4, Gamma~ ~ t^2, "
          "thesis.ch4.lemmaC.3.1), so no divergence is expected there: left as a lead (a derived claim). Round 13 "
          "(thesisC), why uniform=True does not apply, precisely: Theorem 2 opens with 'There exist eps_0 and positive "
          "value functions B(Psi), q(Psi), E_w(Psi), E(Psi), E_l(Psi)' (L1128), so the constant of (4.10) is "
          "E_w(Psi) poly(kappa, eta, tau, delta_1) with E_w an arbitrary positive function of the mixture Psi "
          "(closed forms only in an unavailable supplement) and poly of unprinted degrees. d is part of Psi (mu_l, "
          "Sigma_l live in R^d) and K <= d, so at fixed Psi every parameter but n and W* takes finitely many values "
          "or is Psi itself: a single constant over the printed domain (uniform=True) is not what (4.10) asserts, "
          "and a constant per Psi leaves as falsifiable content only (a) the rate in n, fitted here, and (b) growth "
          "of the error in kappa, eta, delta_1 faster than every polynomial at fixed Psi. (b) is settled by the "
          "n -> inf closed form above: n E||W_hat_n - W*||_F^2 -> tr(Hess fbar(W*)^-1), whose eigenvalues are "
          "E[grad H grad H^T / (H (1 - H))] moments of phi' at W*^T x ~ N(W*^T mu_l, W*^T Sigma_l W*), which move "
          "polynomially under W* -> t W* (scratch, d = K = 2, L = 2, orthonormal W*, GI.hessian_factor_at_wstar: "
          "tr H^-1 = 6.1e6, 3.9e5, 2.7e4, 2.5e3, 515 at t = 1/16 .. 1 (lambda_min ~ t^4: the K columns' gradients "
          "align) and 400, 1.1e3, 5.2e3, 2.9e4 at t = 2 .. 16 (~ t^2.5: saturation)) and are continuous in kappa, eta on compacts; exp(-|w^T mu_l|^2 / "
          "(2 w^T Sigma_l w)) factors depend on W*'s direction and Psi only, absorbed by E_w(Psi) at fixed "
          "direction. So a uniform check would need a chosen degree (not printed) and a per-Psi constant (not one "
          "constant): kept as a rate claim.",
    directions=_T2U_DIRECTIONS, eventually=("n",), escalate=_t2_escalate,
    settings={"ci": {"max_examples": 2, "budget_s": 20.0, "min_valid": 1, "path_starts": 1, "path_decades": 0.0},
              "dev": {"max_examples": 6, "min_valid": 2, "path_starts": 2, "path_decades": 1.0},
              "deep": {"max_examples": 40, "min_valid": 5}},
))


def _t2u_excess_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = the largest, over the average and each group l, of the median over the reps of the excess population
    risk fbar(W_hat_n) - fbar(W*) resp. fbar_l(W_hat_n) - fbar_l(W*) at this n (tensor Gauss-Hermite quadrature of
    E KL(Bern(H(W*, x)) || Bern(H(W_hat_n, x))), pointwise non-negative); the same runs as thesis.ch4.theorem2.eq4.8-4.10
    (shared cache). Each side has its own constant E(Psi), E_l(Psi), fixed at fixed Psi, so the largest of the L + 1
    medians against the common shape is bounded along n exactly when each is."""
    m = _t2u_measure(inst, ctx)
    reps = _t2u_reps() * (1 + int(inst.get("effort", 0)))
    key = (inst["seed"], inst["d"], inst["K"], inst["L"], inst["sym"], inst["kind"], inst["Wstar"].tobytes(),
           inst["mus"].tobytes(), inst["s2"].tobytes(), int(inst["n"]), reps)
    r = _T2U_CACHE[key]
    ok = np.isfinite(r["err"]) & np.isfinite(r["lmin"])
    if not ok.any():
        return Measurement(0.0, m.quantities, m.terms)
    eg = np.asarray(r["excess_groups"])[ok]
    meds = {"average": float(np.median(r["excess"][ok]))}
    meds.update({f"group{k + 1}": float(np.median(eg[:, k])) for k in range(int(inst["L"]))})
    worst = max(meds, key=meds.get)
    return Measurement(meds[worst], m.quantities, {**m.terms, "worst": worst,
                                                   **{f"median_excess_{k}": v for k, v in meds.items()}})


_REAL.append(Claim(
    id="thesis.ch4.theorem2.eq4.11-4.12", paper=PAPER,
    derived="Theorem 2 (4.11)-(4.12), L1150-L1160, prints fbar(W_n) <= ... itself (thesis.ch4.theorem2.eq4.11_literal, "
            "false: fbar has an entropy floor); this excess-risk version is what the proof (C.103) establishes",
    source=_src("Theorem 2 (4.11)-(4.12), Section 4.4, L1128-L1163, corrected to the excess risk (proof (C.103))"),
    statement="fbar(W_hat_n) - fbar(W*) <= E(Psi) poly(kappa, eta, tau, delta_1) Theta(K^{5/2}(1+xi) sqrt(d log n/n)) "
              "and fbar_l(W_hat_n) - fbar_l(W*) <= E_l(Psi) poly(...) Theta(...) for every group l (the literal "
              "raw-risk version is thesis.ch4.theorem2.eq4.11_literal, an erratum).",
    kind="probabilistic", comparison="<=", bound=B14.theorem2_eq410_shape, measure=_t2u_excess_measure,
    strategy=_t2u_instances, assumptions=_T2U_ASSUMPTIONS, constants="hidden", uniform=True,
    mutants={"excess O((d log n/n)^4) (the printed rate to the 8th power)": B14.theorem2_eq411_mut_x8},
    notes="Round 14 (thesisC, issue 31): re-encoded as a uniform shape check along n (it was a fitted exponent, "
          "kind rate): lhs = the largest of the medians (over the runs at one n) of the average and group excess "
          "risks, shape K^{5/2} sqrt(d log n/n), the constants E(Psi), E_l(Psi) times poly fixed along the path n = "
          "2e3 .. 3.2e4 at fixed Psi and W*; the ratio falls along n (the excess is ~ dK/(2n)). Directions as "
          "thesis.ch4.theorem2.eq4.8-4.10's. Earlier notes, lhs then the smallest fitted exponent (99 % interval) in x = sqrt(d log n/n) among the average excess "
          "population CE and the group excesses; each excess is E KL(Bern(H(W*,x)) || Bern(H(W_hat_n,x))) by tensor "
          "Gauss-Hermite quadrature (30^d nodes, pointwise non-negative). Claimed >= 1; the truth is ~2 (the "
          "excess is quadratic in ||W_hat_n - W*||). Round 12 (thesisC): the n -> inf limit is a closed form "
          "independent of Psi: excess ~ (1/2) delta^T H delta with n E[delta delta^T] -> H^-1 (Fisher = Hessian "
          "at W*), so n E[fbar(W_hat_n) - fbar(W*)] -> tr(H^-1 H)/2 = dK/2 and n E[fbar_l(W_hat_n) - fbar_l(W*)] "
          "-> tr(H^-1 H_l)/2 (H_l group l's Hessian, sum_l lambda_l H_l = H); against the printed n^-1/2 shape the "
          "ratio -> 0 for every instance, so the limit cannot show a divergence along Psi, W*, K or d, and a "
          "uniform check would test only the pre-asymptotic range, where each point costs a Newton/Monte Carlo "
          "fit (why not uniform=True: see thesis.ch4.theorem2.eq4.8-4.10's notes, round 13: the constant is E(Psi) "
          "resp. E_l(Psi) times a polynomial of unprinted degree, existential per Psi (L1128), and the n -> inf "
          "excess n E[fbar(W_hat_n) - fbar(W*)] -> dK/2 is free of Psi and W* altogether, so no direction but n "
          "carries content).",
    directions=_T2U_DIRECTIONS, eventually=("n",), escalate=_t2_escalate,
    settings={"ci": {"max_examples": 2, "budget_s": 20.0, "min_valid": 1, "path_starts": 1, "path_decades": 0.0},
              "dev": {"max_examples": 6, "min_valid": 2, "path_starts": 2, "path_decades": 1.0},
              "deep": {"max_examples": 40, "min_valid": 5}},
))


# ------------------------------------------------- Corollary 4.4.1 (iii) + Table 4.1, L1144-L1172; (C.93)-(C.99)

def _cor441_config() -> dict:
    """Every hyper-parameter of the corollary's grid: points on [0, T] of ||mu_l|| (deep: a finer grid)."""
    return {"points": 41 if active_profile() == "deep" else 13}


@st.composite
def _cor441_instances(draw: st.DrawFn) -> dict:
    """A GMM (d in {2, 3}, K in [1, d] from K = d down, L in {2, 3} groups (L1066), Sigma_j = s_j^2 I with s_j in
    [0.5, 2], lambda_j in (0, 1) (Dirichlet), other means of norm up to ~2), W* with kappa <= 4, and one group l
    whose mean runs from 0 along a unit direction to norm T in [1, 4] (case (iii): everything else fixed)."""
    d = draw(st.integers(2, 3))
    K = d - draw(st.integers(0, d - 1))
    L = draw(st.integers(2, 3))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    W = _kappa_capped(rng.normal(size=(d, K))) * draw(log_uniform(0.5, 2.0))
    mus = rng.normal(0, 1, (L, d)) * draw(st.floats(0.0, 2.0)) / math.sqrt(d)
    s = np.exp(rng.uniform(math.log(0.5), math.log(2.0), L))
    lam = rng.dirichlet(np.ones(L) * 2)
    u = rng.normal(size=d)
    group = draw(st.integers(0, L - 1))
    T = draw(st.sampled_from([3.0, 1.0, 2.0, 4.0]))
    return {"d": d, "K": K, "L": L, "Wstar": W, "mus": mus, "s": s, "lam": lam, "group": group,
            "direction": u / np.linalg.norm(u), "T": T, "seed": seed}


def _cor441_measure(inst: dict, ctx: Ctx) -> Measurement:
    """rho_j of every group (variance form, thmcheck.models.group_imbalance.rho_along_mean) on the grid of ||mu_l||; the
    bound assembles the closed forms. lhs = 0: the claim is 0 < (smallest relative increase)."""
    grid = np.linspace(0.0, inst["T"], _cor441_config()["points"])
    rho, norms = GI.rho_along_mean(inst["Wstar"], inst["mus"], inst["s"], inst["group"], inst["direction"], grid)
    q = {"rho": rho, "norms": norms, "s": inst["s"], "lam": inst["lam"], "group": inst["group"]}
    low = rho.copy()
    low[:, inst["group"]] = B.running_min(rho[:, inst["group"]])
    forms = B.cor441_forms(low, norms, inst["s"], inst["lam"], inst["group"])
    terms = {"grid": grid.tolist(), "rho_l": rho[:, inst["group"]].tolist(), "rho_min": float(rho.min()),
             "rho_literal_min_increase": B.cor441_mean_rho(**q),
             **{f"{k}_first_last": [float(v[0]), float(v[-1])] for k, v in forms.items()}}
    return Measurement(1.0, q, terms)


def _cor441_exact(inst: dict) -> Measurement:
    """The same measurement with every quantity as a 60-digit mpmath number (rho from the float64 model, read
    exactly), so the bound's smallest relative increase is computed without the 1 + increase rounding."""
    m = _cor441_measure(inst, Ctx())
    with mpmath.workdps(60):
        q = {k: ([[mpmath.mpf(float(x)) for x in row] for row in np.asarray(v)] if np.ndim(v) == 2
                 else [mpmath.mpf(float(x)) for x in np.asarray(v)]) if k != "group" else v
             for k, v in m.quantities.items()}
    return Measurement(1, q, m.terms, exact=True)


_REAL.append(Claim(
    id="thesis.ch4.corollary4.4.1", paper=PAPER, source=_src("Corollary 4.4.1 + Table 4.1, L1144-L1172; proof "
                                                             "(C.93)-(C.99), L5700-L5746"),
    statement="When we vary one parameter of group l of Psi and fix all the others, the sample complexity n_sc, the "
              "convergence rate v, ||W_n - W*P||_F, the average risk and the group-l risk all increase (Table 4.1) "
              "if (i) ||Sigma_l|| -> 0; (ii) ||Sigma_l|| increases from some constant; (iii) ||mu_l|| increases from "
              "0; (iv)/(v) lambda_l decreases/increases when ||Sigma_l|| = sigma_min^2 / sigma_max^2.",
    kind="deterministic", comparison="<", bound=B.cor441_growth, measure=_cor441_measure, strategy=_cor441_instances,
    assumptions=(
        Assumption("rho_j > 0", "Property C.3 (1): every rho_j on the grid is positive (resolved in float64)",
                   lambda q: q["rho_min"]),
    ),
    constants="explicit", auto_mutant=False, exact=_cor441_exact,
    mutants={"rho in place of L_m ((C.97)-(C.102) literally)": B.cor441_growth_rho,
             "convergence faster with the mean (q in place of 1/q)": B.cor441_growth_faster},
    domain=(
        Param("T", 0, math.inf, text="||mu_l|| increases from 0 (no upper limit)", key="T",
              unreached="||mu_l|| up to 4: beyond, rho_l underflows like exp(-||mu_l||^2/2) and the closed forms "
                        "overflow in float64"),
    ),
    notes="Round 6: constants 'explicit' (formerly 'hidden'): the statement is a monotonicity ('all increase'); "
          "the hidden positive factors of the closed forms do not move with ||mu_l|| and cancel from every relative "
          "increase, so the check is exact for every value of them and no constant is left to a uniform check. "
          "Case (iii) only (the mean of group l runs from 0 along a ray, all else fixed). The corollary is about the "
          "closed-form parameter functions of Theorem 2, so the check evaluates them: B (C.93, first case, with "
          "L_m of Property C.3 (4)), v through 1/q (C.96, first case), E_w, E, E_l (C.97)-(C.99) with rho_l replaced "
          "by L_m as L5744 says their monotonicity follows q. Factors that do not move with the mean (sigma_max, "
          "delta_1, tau, eta, kappa, K, eps_0, C_0) are positive and dropped (monotonicity is scale-free). L_m on the "
          "ray is the running minimum of rho_l over the grid from 0 (C.24)/(C.26); rho by the variance forms "
          "(agrees with bounds.rho and with mpmath quadrature to <= 1e-10 relative). lhs = 1 and the bound is 1 + the "
          "smallest relative increase between neighbouring grid points over the five forms (13 points, deep 41): "
          "must be > 1, so the score 1/(1 + increase) shows the flattest step (it used to be lhs = 0 against the "
          "increase itself, a score that was always 0). With L_m the monotonicity holds by construction of L_m plus the strict growth of D_12 and "
          "S_2, so the check tests the encoding of the closed forms; the planted mutant 'rho in place of L_m' (the "
          "literal closed forms (C.97)-(C.102)) is non-monotone in most draws (17 of 24 scratch draws, relative "
          "drops up to 65 %) -- a note, not an erratum: the printed forms are upper bounds and the thesis routes "
          "the monotonicity through L_m. Cases (i)-(ii) are their own claims since round 35 "
          "(thesis.ch4.corollary4.4.1-case-i and -case-ii, checks/papers/thesis/r35_cor441.py: the existential "
          "L_s of (C.29)/(C.31) is covered by its least and most favourable choices in (0, rho_l]). Cases (iv)-(v): "
          "thesis.ch4.corollary4.4.1-case-iv and -case-v (r35_cor441b.py; three readings of how the other lambda_j "
          "move). Not encoded: the Table 4.1 orders (O(poly ||mu_l||), 1 - Theta(1/(||mu_l||^2 "
          "+ 1)), ...).",
    atol=1e-12, settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
))


# The printed domain of every claim that does not declare it inline (thmcheck.checks.domain.Param; key = the instance,
# quantity or term field carrying the value). Ends a run does not reach carry their reason.
_LAM_PARAM = Param("lambda_min", 0, 1, lo_closed=False, key="lam", far=1e-4,
                   text="a group's weight lambda_l in (0, 1) (round 18: half the non-symmetric draws add a rare heavy "
                        "group)", unreached="Dirichlet weights, or 10^-4 .. 10^-1.3 for the rare heavy group; B(Psi) "
                                            "(n_sc) is unprinted, so a rarer group needs an n the grid cannot certify")

_DOMAINS: dict[str, tuple[Param, ...]] = {
    "thesis.ch4.theorem2.eq4.8-4.10": (
        Param("n", 1, INF, integer=True, text="n >= n_sc (4.7) (poly(.) B(Psi) d log^2 d, unprinted constants)",
              far=32000, unreached="n in {2e3, 4e3, 8e3} drawn, the path to 3.2e4: a Newton fit per run costs "
                                   "O(n), and n_sc's constants are not printed (uncertified)"),
        Param("d", 1, INF, integer=True, text="x in R^d", unreached="d <= 3: population quantities by tensor "
              "quadrature"),
        Param("K", 1, INF, integer=True, text="K <= d", unreached="K <= d <= 3"),
        Param("L", 2, INF, integer=True, text="L >= 2 groups (data model, L1066)", unreached="L <= 3"),
        _LAM_PARAM),
    "thesis.ch4.theorem2.eq4.11-4.12": (
        Param("n", 1, INF, integer=True, text="n >= n_sc (4.7) (poly(.) B(Psi) d log^2 d, unprinted constants)",
              far=32000, unreached="n in {2e3, 4e3, 8e3} drawn, the path to 3.2e4: a Newton fit per run costs "
                                   "O(n), and n_sc's constants are not printed (uncertified)"),
        Param("d", 1, INF, integer=True, text="x in R^d", unreached="d <= 3: population quantities by tensor "
              "quadrature"),
        Param("K", 1, INF, integer=True, text="K <= d", unreached="K <= d <= 3"),
        Param("L", 2, INF, integer=True, text="L >= 2 groups (data model, L1066)", unreached="L <= 3"),
        _LAM_PARAM),
}


_RECORDS: list[tuple[str, str, str, str, str]] = [
    ("thesis.ch4.theorem2", "Theorem 2, Section 4.4, L1128-L1163",
     "If n >= poly(...) B(Psi) d log^2 d, GD from the tensor initialisation converges linearly to a critical "
     "point W_n with (4.8)-(4.12).", "algorithmic",
     "the theorem is split into thesis.ch4.theorem2.eq4.8-4.10, thesis.ch4.theorem2.eq4.11-4.12 and "
     "thesis.ch4.theorem2.eq4.11_literal; this record is their umbrella (an alias of the three).", "alias"),
]


_directions(_REAL, {
})


CLAIMS = _assemble(_REAL, _DOMAINS, _RECORDS)
