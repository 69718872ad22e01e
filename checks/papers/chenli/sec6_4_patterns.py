"""chenli Section 6.4 (Helpful attention patterns): Lemmas 6.4, 6.5/6.6, Fact 6.7, Lemmas 6.8, 6.9, Eq. (71).

chenli Lemma 6.4 (helpful 2-sparse attention patterns occur with probability ~ xi^m): a rate check in xi.

Catalog: ``shared/claims/chenli.md`` (heading chenli.lemma6.4, appendix G.7); paper: ``shared/seeds/000_7ee2e1d97e13a266.txt``.
Bound: ``thmcheck.bounds.chenli.sec6_4_patterns``; measurement: ``thmcheck.models.chenli.sec6_4_lemma64`` (Monte Carlo U-statistic, float64).
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import torch
from hypothesis import strategies as st
from scipy.linalg import hadamard

from thmcheck.bounds import num as bnum
from thmcheck.bounds.chenli import sec6_4_patterns as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, uncertified
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.profiles import experiment_scale
from thmcheck.checks.stats import NormalMean
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models.chenli import sec6_5_hull as H

# Every hyper-parameter of the experiment, per profile: xi grid, independent first rows x, pool rows per x.
CONFIG = {
    "ci": {"xis": {1: (0.4, 0.2, 0.1, 0.05, 0.025, 0.0125), 2: (0.4, 0.2, 0.1, 0.05)},
           "n_x": {1: 1500, 2: 1500}, "pool": {1: 64, 2: 128}, "batch": 8},
    "deep": {"xis": {1: tuple(0.4 * 2.0 ** -j for j in range(9)), 2: tuple(0.4 * 2.0 ** -j for j in range(6))},
             "n_x": {1: 20000, 2: 20000}, "pool": {1: 128, 2: 256}, "batch": 8},
}


def _unit(rng: np.random.Generator, family: str, d: int) -> np.ndarray:
    """A d x d matrix of Frobenius norm 1 from a continuous law (non-arithmetic with probability 1, cf. Appendix C):
    'gaussian' (i.i.d. entries) or 'lowrank' (A B^T, rank max(2, d/8): small stable rank)."""
    if family == "gaussian":
        T = rng.normal(size=(d, d))
    else:
        r = max(2, d // 8)
        T = rng.normal(size=(d, r)) @ rng.normal(size=(r, d))
    return T / np.linalg.norm(T)


def _orth(T: np.ndarray, basis: list[np.ndarray]) -> np.ndarray:
    """T minus its Frobenius projection on span(basis) (Gram-Schmidt, twice for accuracy)."""
    for _ in range(2):
        for Bm in basis:
            T = T - np.sum(T * Bm) / np.sum(Bm * Bm) * Bm
    return T


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    """m = 1 first, then 2 heads; Theta_i Gaussian or low-rank (continuous laws: Assumption 7 holds generically),
    for m = 2 exactly Frobenius-orthogonal (kappa = 0) or independent (kappa ~ 1/d); ||Theta_1||_F = F in [5, 10]
    (Assumption 6's log(kd) << F read loosely), ||Theta_2||^2 = lambda F^2 with lambda in [1/2, 1]; k in {3, 4};
    d in {32, 16, 64}; s = c min(1, F) with c in [1/32, 1/8]; beta in [0.05, 0.5]; optionally Item 2 for a Theta' =
    sum_i alpha_i Theta_i + E (E orthogonal to every Theta_i, ||E|| = rho F), rescaled into ||Theta'|| <= 2 F, with
    eps* := ||Theta^perp||_F (the largest value '||Theta^perp|| >= eps*' admits) and the margin Theta(eps*) read as
    c_mu eps*, c_mu in [0.05, 0.5]."""
    m = draw(st.sampled_from([1, 2]))
    family = draw(st.sampled_from(["gaussian", "lowrank"]))
    coherence = draw(st.sampled_from(["orthogonal", "independent"])) if m == 2 else "single"
    d = draw(st.sampled_from([32, 16, 64]))
    k = draw(st.sampled_from([3, 4]))
    F = float(draw(with_edges(st.floats(5.0, 10.0), 6.0)))
    lam = float(draw(with_edges(st.floats(0.5, 1.0), 1.0, 0.5))) if m == 2 else 1.0
    c_s = float(draw(with_edges(st.floats(1 / 32, 1 / 8), 1 / 16)))
    beta = float(draw(with_edges(st.floats(0.05, 0.5), 0.3)))
    item2 = draw(st.booleans())
    theta_seed = draw(SEEDS)
    rng = np.random.default_rng(theta_seed)
    units = [_unit(rng, family, d)]
    for _ in range(1, m):
        T = _unit(rng, family, d)
        if coherence == "orthogonal":
            T = _orth(T, units)
            T = T / np.linalg.norm(T)
        units.append(T)
    thetas = np.stack([units[0] * F] + [u * math.sqrt(lam) * F for u in units[1:]])
    order = np.argsort(-np.linalg.norm(thetas, axis=(1, 2)), kind="stable")  # Assumption 1: ||Theta_1|| largest
    thetas = thetas[order]
    inst = {"m": m, "family": family, "coherence": coherence, "d": d, "k": k, "F": float(np.linalg.norm(thetas[0])),
            "s": c_s * min(1.0, float(np.linalg.norm(thetas[0]))), "c_s": c_s, "beta": beta, "item2": item2, "lam": lam,
            "thetas": thetas, "theta_seed": theta_seed, "seed": draw(SEEDS)}
    if item2:
        alphas = [float(draw(st.floats(-0.5, 1.5))) for _ in range(m)]
        rho = float(draw(st.floats(0.2, 1.0)))
        E = _orth(rng.normal(size=(d, d)), list(thetas))
        Tp = sum(a * T for a, T in zip(alphas, thetas, strict=True)) + rho * inst["F"] * E / np.linalg.norm(E)
        if np.linalg.norm(Tp) > 1.99 * inst["F"]:
            Tp = Tp * (1.99 * inst["F"] / np.linalg.norm(Tp))
        inst.update(theta_p=Tp, alphas=np.array(alphas), rho=rho, c_mu=float(draw(st.floats(0.05, 0.5))))
    return inst


def exponent_at_zero(xis: np.ndarray, f: np.ndarray) -> dict:
    """Exponent e of p(xi) = E f(x)(xi) at xi -> 0 from the fit log p = c + e log xi + a xi (a smooth density of the m
    bilinear forms gives p = (xi F)^m rho(s) (1 + O(xi)), so a xi absorbs the first-order finite-window curvature),
    and the plain log-log slope; standard errors by the delta method over the i.i.d. per-x rates f (n_x x J)."""
    p = f.mean(axis=0)
    if np.any(p <= 0):
        raise ValueError(f"no event at xi = {xis[p <= 0]} (p = 0): too few samples, or an arithmetic Theta")
    lx, y, n = np.log(xis), np.log(p), f.shape[0]
    out = {}
    for key, A in (("corrected", np.c_[np.ones_like(lx), lx, xis]), ("loglog", np.c_[np.ones_like(lx), lx])):
        w = np.linalg.pinv(A)[1]  # the exponent as a fixed linear functional of log p
        h = (f / p) @ w  # per-x influence of the delta method
        out[key] = (float(w @ y), float(h.std(ddof=1) / math.sqrt(n)))
    out["a"] = float(np.linalg.pinv(np.c_[np.ones_like(lx), lx, xis])[2] @ y)
    return out


def _measure(inst: dict, ctx: Ctx) -> Measurement:
    from thmcheck.models.chenli.sec6_4_lemma64 import affine_split, event_rates

    cfg = CONFIG[experiment_scale()]
    m, k, F = int(inst["m"]), int(inst["k"]), float(inst["F"])
    thetas = torch.as_tensor(np.asarray(inst["thetas"]), dtype=torch.float64, device=ctx.device)
    xis = np.array(cfg["xis"][m])
    theta_p, mu, terms = None, 0.0, {}
    lam = float(min(1.0 - 1e-9, min(torch.linalg.matrix_norm(T) ** 2 for T in thetas) / F**2))
    if inst["item2"]:
        theta_p = torch.as_tensor(np.asarray(inst["theta_p"]), dtype=torch.float64, device=ctx.device)
        _, perp = affine_split(thetas, theta_p)
        eps = float(torch.linalg.matrix_norm(perp))
        mu = float(inst["c_mu"]) * eps
        rhs70 = m * math.log((k * math.exp(inst["beta"] ** 2)) ** (1 / lam) / xis.max()) * (0.5 + 1 / lam) \
            * xis.max() * F
        terms.update({"eps*=||Theta_perp||": eps, "margin mu": mu, "||Theta'||/F": float(
            torch.linalg.matrix_norm(theta_p)) / F, "eps*/(70) rhs, constants 1, xi_max": eps / rhs70})
    f = event_rates(thetas, k, float(inst["s"]), float(inst["beta"]), xis, n_x=cfg["n_x"][m] * int(inst.get("effort", 1)),
                    pool=cfg["pool"][m],
                    seed=int(inst["seed"]), theta_p=theta_p, mu=mu, batch=cfg["batch"])
    fit = exponent_at_zero(xis, f)
    est, se = fit["corrected"]
    stat = NormalMean(est, se)
    V = thetas.reshape(m, -1)
    G = V @ V.T
    nrm = torch.sqrt(torch.diagonal(G))
    kappa = float((G / torch.outer(nrm, nrm) - torch.eye(m, dtype=G.dtype)).abs().max()) if m > 1 else 0.0
    p = f.mean(axis=0)
    terms.update({
        "xi": list(xis), "P(xi)": [float(f"{v:.4g}") for v in p], "P/xi^m": [float(f"{v:.4g}") for v in p / xis**m],
        "rel_se": [round(float(v), 4) for v in f.std(axis=0, ddof=1) / math.sqrt(f.shape[0]) / p],
        "x with a hit at xi_min": int((f[:, -1] > 0).sum()), "n_x": f.shape[0], "pool": cfg["pool"][m],
        "exponent_se": se, "loglog_slope": fit["loglog"][0], "loglog_slope_se": fit["loglog"][1],
        "curvature a": fit["a"], "lambda": lam, "kappa": kappa, "s": inst["s"],
        "trace_ratio": float(max(abs(torch.trace(T)) / torch.linalg.matrix_norm(T) for T in thetas)),
        "stable_rank_min": float(min(torch.linalg.matrix_norm(T) ** 2 / torch.linalg.matrix_norm(T, 2) ** 2
                                     for T in thetas)),
        # Theta_1 against itself is 0 up to the rounding of two norm computations: compare the others only (relative
        # rounding allowed, so lambda = 1, equal norms, is not read as a violated Assumption 1)
        "lambda_slack": float(min((F**2 * (1 + 1e-12) - torch.linalg.matrix_norm(T) ** 2 for T in thetas[1:]),
                                  default=1.0)),
        "theta_p_slack": (2 * F - float(torch.linalg.matrix_norm(theta_p))) if theta_p is not None else 1.0,
    })
    return Measurement(est, {"m": m}, terms, lhs_interval=stat.interval(0.99), stat=stat)


_SECTION4 = uncertified(
    "section4", "Assumptions 1-4 and 6 of Section 4 with their hidden constants (lambda >> m^{3/2} log m/sqrt(r_Theta), "
    "kappa = c lambda^{13/2}/(m^{13/2} log^2 d) in (7), log^c(dmk)/(kappa lambda) << r_Theta << d^{1/4}, upsilon << "
    "sqrt(d)/r_Theta^2, log(kd/sqrt(lambda')) << ||Theta_1||_F), which need d far beyond these sizes, and Assumption 7 "
    "(non-arithmetic Theta_i: a generic property of continuous laws, Appendix C, not certified per instance)",
                why="a '<<' / '>>' / Theta with a constant the paper leaves unspecified (Section 4, Eq. (8): no instance below d ~ 1e35 meets the printed scales); no finite instance can meet or miss it")

LEMMA6_4 = Claim(
    id="chenli.lemma6.4",
    paper=PAPER,
    source=f"Lemma 6.4, Section 6.4, {SEED_FILE} L1539-L1561 (proof L1563-L2064, Eqs. (68)-(70))",
    statement="Theta' = Theta^par + Theta^perp (projection onto the affine hull K_Theta), ||Theta'||_F <= 2||Theta_1||_F, "
              "beta << min(d, ||Theta_1||_F), xi << k^{-Theta(1/lambda)} exp(-O(beta^2/lambda)) (68), xi >> (k e^{beta^2})"
              "^{Theta(1/lambda)}/e^{lambda/(m kappa)} (69), ||Theta^perp||_F >= eps* >= m log((k e^{beta^2})^{Theta(1/"
              "lambda)}/xi)(1/2 + 1/lambda) xi ||Theta_1||_F (70). Then with probability >= Omega(xi)^m (k e^{beta^2})^"
              "{-O(m/lambda)} over X ~ {+-1}^{k x d}, for all i, with s = c min(1, ||Theta_1||_F): (1) X_1 Theta_i (X_2 - "
              "X_3)^T in [s, s + xi ||Theta_1||_F]; (2) X_1 Theta' (X_2 - X_3)^T not in [s - Theta(eps*), s + xi "
              "||Theta_1||_F + Theta(eps*)]; (3) X_1 Theta_i (X_2 - X_a)^T >= beta ||Theta_1||_F for a in {1, 4, ..., k} "
              "(printed '..., m': a typo, Item 3 is about the rows other than 2 and 3). Checked: the exponent of "
              "P[Items 1, 3 (and 2)] in xi at xi -> 0 is <= m.",
    kind="rate",
    comparison="<=",
    bound=B.lemma6_4_exponent,
    measure=_measure,
    strategy=_instances,
    constants="hidden",
    assumptions=(
        Assumption("assumption1_order", "||Theta_1||_F >= ||Theta_i||_F (lambda := min_i ||Theta_i||^2/||Theta_1||^2)",
                   lambda q: q["lambda_slack"]),
        Assumption("assumption5_trace", "|Tr Theta_i| <= chi ||Theta_i||_F for some 1 <= chi <= sqrt(log k)",
                   lambda q: math.sqrt(math.log(q["k"])) - max(1.0, q["trace_ratio"])),
        Assumption("theta_prime_norm", "||Theta'||_F <= 2 ||Theta_1||_F (when Item 2 is included)",
                   lambda q: q["theta_p_slack"]),
        _SECTION4,
        uncertified("xi_range", "(68) xi << k^{-Theta(1/lambda)} exp(-O(beta^2/lambda)) and (69) xi >> (k e^{beta^2})^"
                    "{Theta(1/lambda)}/e^{lambda/(m kappa)} on the whole xi grid (hidden constants)",
                why="(68)-(69) are '<<' / '>>' with Theta(1/lambda) exponents and O(.) constants the paper leaves unspecified"),
        uncertified("beta_s", "beta << min(d, ||Theta_1||_F) and s = c min(1, ||Theta_1||_F) with c sufficiently small",
                why="'<<' and 'c sufficiently small': constants the paper leaves unspecified"),
        uncertified("eq70", "eps* >= m log((k e^{beta^2})^{Theta(1/lambda)}/xi)(1/2 + 1/lambda) xi ||Theta_1||_F (70) "
                    "and the Item-2 margin Theta(eps*) = c_mu eps* (hidden constants)",
                why="Eq. (70) carries Theta(1/lambda) exponents with unspecified constants"),
    ),
    notes=(
        "Monte Carlo U-statistic (thmcheck.models.chenli.sec6_4_lemma64.event_rates): for each of n_x independent first rows x a pool "
        "of R independent rows; every ordered pair of distinct pool rows plays (X_2, X_3) and, for k = 4, every "
        "further distinct pool row plays X_4, so the per-x rate f(x) is an unbiased estimate of P and the f(x) are "
        "i.i.d. (checked against plain i.i.d. Monte Carlo in tests). One pass gives P at every xi of the grid (ci: m "
        "= 1: xi = 0.4 .. 0.0125, R = 64; m = 2: xi = 0.4 .. 0.05, R = 128; n_x = 1500). The exponent at xi -> 0 is "
        "fitted with a first-order finite-window term, log P = c + e log xi + a xi (a smooth density of the m bilinear "
        "forms gives P = (xi F)^m rho(s)(1 + O(xi))); standard error by the delta method over the i.i.d. f(x) (stat = "
        "NormalMean). The plain log-log slope is in the terms: it exceeds m by a few hundredths, significantly at this "
        "precision (m = 1: 1.02 +- 0.004 for k = 4, beta = 0.5; m = 2: 2.06-2.11 +- 0.02), because conditioning on "
        "Item 3 shifts the density of X_1 Theta_i (X_2 - X_3)^T upwards, so P/xi^m still grows across the grid: a "
        "finite-range effect that p >= C xi^m allows, hence the corrected fit (measured 0.99-1.00 +- 0.007 for m = 1, "
        "2.05-2.07 +- 0.05 for m = 2). Catalog G.7 (m = 1, d = 32, k = 3, F = 6, 4e6 i.i.d. samples): slope 1.01. "
        "Lattice Theta (entries c{-1, 0, 1}) break Assumption 7: every X_1 Theta (X_2 - X_3)^T is a multiple of 2c, so "
        "P = 0 exactly once the window [s, s + xi F] holds no such multiple (tests/test_chenli_lemma64.py); such Theta "
        "are not drawn. The proof (Section 6.4.3-6.4.4) asks for a width-xi F window for X_2 (probability ~ xi^m) and "
        "another for X_3 given X_2 (~ xi^m) and multiplies them, which gives Omega(xi)^{2m}, not the stated "
        "Omega(xi)^m; the measured exponent m supports the statement, not a proof gap in the rate. Item 2 with a Theta' "
        "on the line through Theta_1 (E = 0) can fail for every X depending on the hidden constants of (70)-(72) (see "
        "the record chenli.lemma6.5); here E != 0 is drawn and eps*, the margin are fixed along the xi grid, so Item 2 "
        "only changes the constant. Every Section-4 requirement and (68)-(70) carry hidden constants: a crossing is "
        "only potential; the planted exponents m - 1/2 are killed with them granted. The exponent m is attained "
        "(P ~ C xi^m for these continuous Theta), so the estimates scatter around m and about half the instances "
        "cross by Monte Carlo noise: expect 'potential' (none confirmed at the Bonferroni-corrected level), not a "
        "violation. Search power (issue #24): the pair pass keeps only the pool rows that pass Item 3 with a = 1 as X_2 "
        "candidates (the other pairs cannot count; the per-x rates are bitwise those of the full R x R pass), about "
        "2-4x faster, so ci evaluates ~30 instances (was 8) in its 6 s budget; the largest estimate there, 2.14 at m "
        "= 2, has the interval [1.96, 2.31] at 1 - 0.01/(instances tested): potential. Not given measure_batch: the "
        "work per instance is the R x R pair pass on its own Theta, which shared draws of x and the pool (< 1 % of the "
        "time) would not reduce."),
    mutants={"exponent 1/2 at m = 1 (p >= xi^{1/2})": lambda m: 0.5 if m == 1 else float(m),
             "exponent 3/2 at m = 2 (p >= xi^{3/2})": lambda m: 1.5 if m == 2 else float(m)},
    escalate=lambda inst, level: {**inst, "effort": 4**level},  # 4x, 16x, 64x the first rows x (same Theta, seed)
    expect="conditional",
    evidence="Sequential confirmation (this round): the ci potential at m = 2 (low-rank orthogonal Theta, d = 16, k = 3, "
             "F = 9.94, beta = 0.3; corrected-fit exponent 2.13 [2.00, 2.27]) settles at 4x the first rows to 2.10 "
             "[2.03, 2.17] > m = 2 at the multiplicity-corrected level: a crossing once the hidden-constant "
             "requirements are granted, hence 'conditional'. The granted requirement that plausibly decides it is (69), "
             "the lower end of xi (xi >> (k e^{beta^2})^{Theta(1/lambda)}/e^{lambda/(m kappa)}): at a finite d the "
             "bilinear forms X_1 Theta_i (X_2 - X_3)^T take finitely many values, so P falls below xi^m once the window "
             "xi ||Theta_1|| nears their spacing; (69) excludes that range with an unspecified constant. An independent auditor (docs/audits/chenli.md) found it not an erratum as printed and could not settle the crossing from the paper (unclear), in agreement with conditional.",
    # ci: 10 examples and one escalation level (4x the first rows), where the crossing turns conditional (round 8:
    # 4.1 -> 3.2 s of CPU, the same crossing at score 1.066); the deep profile keeps the long search
    settings={"ci": {"max_examples": 10, "budget_s": 3.0, "followup": 1}, "deep": {"max_examples": 60, "budget_s": 1800.0}},
    domain=(Param("m", 1, INF, text="m heads", integer=True,
                  unreached="m in {1, 2}: the event is an m-dimensional small-ball probability of order (xi F)^m, "
                            "estimated by pooled Monte Carlo over x; m = 3 needs ~1e3 x more samples"),
            Param("k", 2, INF, text="k tokens", integer=True, unreached="k in {3, 4}"),
            Param("d", 1, INF, text="dimension d", integer=True, unreached="d in {16, 32, 64} (Monte Carlo)"),
            Param("lam", 0.0, 1.0, lo_closed=False, text="||Theta_i||^2 >= lambda ||Theta_1||^2 (Assumption 1)",
                  key="lam", unreached="lambda in [1/2, 1] for m = 2 (1 for m = 1): the rate in xi is lambda-free "
                                       "at fixed m")),
)


# ====================================================================================== Sections 6, 8, 9 (linear algebra)

# ---------------------------------------------------------------------------- Fact 6.7 (L1615-L1625)


@st.composite
def _fact6_7_instances(draw: st.DrawFn) -> dict:
    """Tight mode: the proof's extremal vector (v_j^2 = g(1-g)^{j-1} for j <= d', g = (1+t)/(nu d'), then a flat
    tail of n < nu d' equal coordinates), so that no |S| <= d' leaves a flat rest and the mass left is
    (1-g)^{d'} ~ e^{-1/nu}; random mode: Gaussian / heavy-tailed vectors."""
    mode = draw(st.sampled_from(["tight", "tight", "random"]))
    nu = draw(with_edges(log_uniform(0.05, 20.0), 1.0, 3.0))
    dprime = draw(st.integers(1, 400))
    t = draw(with_edges(st.floats(0.0, 0.2), 1e-6, 0.0))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    g = (1 + t) / (nu * dprime)
    if mode == "tight" and g < 0.5:
        head = g * (1 - g) ** np.arange(dprime)
        n = max(1, int(np.ceil((1 - g) / g)))
        v = np.sqrt(np.r_[head, np.full(n, (1 - g) ** dprime / n), np.zeros(draw(st.integers(0, 5)))])
    else:
        d = draw(st.integers(dprime, dprime + 50))
        v = rng.standard_t(draw(st.sampled_from([1.0, 3.0, 100.0])), size=d)
    v = v[rng.permutation(v.size)] * rng.choice([-1.0, 1.0], size=v.size)
    return {"mode": mode, "nu": float(nu), "dprime": dprime, "t": t, "v": v, "seed": seed}


def _fact6_7_measure(inst: dict, ctx: Ctx) -> Measurement:
    lhs, info = H.fact6_7_worst(torch.as_tensor(inst["v"], dtype=torch.float64), inst["nu"], inst["dprime"])
    return Measurement(lhs, {"nu": inst["nu"], "dprime": inst["dprime"]}, {**info, "d": int(inst["v"].size)})


FACT6_7 = Claim(
    id="chenli.fact6.7", paper=PAPER, source=f"Fact 6.7, Section 6.4, {SEED_FILE} L1615-L1625",
    statement="For any v in R^d, 1 <= d' <= d and nu, there exists S subset [d], |S| <= d', such that "
              "||v|_{S^c}||_2^2 <= exp(-1/nu) ||v||_2^2 or ||v|_{S^c}||_inf^2 <= ||v|_{S^c}||_2^2 / (nu d').",
    kind="deterministic", comparison="<=", bound=B.fact6_7, measure=_fact6_7_measure, strategy=_fact6_7_instances,
    mutants={"exp(-2/nu)": lambda nu, dprime: bnum.exp(-2 / nu), "exp(-1) (nu dropped)": lambda nu, dprime: bnum.exp(-1.0)},
    notes=("Exhaustive over S: top-j sets (j <= d') are optimal for both items at each size, so lhs = 0 when some "
           "|S| <= d' leaves a flat rest, else the least rest mass ||v|_{S^c}||^2/||v||^2 (top-d'), compared with "
           "exp(-1/nu). The proof's extremal vector reaches (1-1/(nu d'))^{d'}/e^{-1/nu} -> 1 (0.997 at nu d' = "
           "200)."),
    settings={"ci": {"max_examples": 60, "budget_s": 2.0}},
    domain=(Param("dprime", 1, INF, text="1 <= d' <= d", integer=True),
            Param("nu", 0.0, INF, lo_closed=False, text="any nu > 0",
              unreached="nu in [0.05, 20]: the tight vector has ~nu d' coordinates (nu = 200 at d' = 400 makes "
                        "80000 and stalls generation); nu -> 0 sends exp(-1/nu) to 0 and nu -> inf makes the "
                        "second alternative (flat rest) immediate")),
)


# ---------------------------------------------------------------------------- Eq. (71) (L1567-L1577)

_EQ71_MS = (2, 4, 8, 16, 32)
_EQ71_H = hadamard(64).astype(float)


@st.composite
def _eq71_instances(draw: st.DrawFn) -> dict:
    """Exactly orthogonal families (kappa = 0 meets Eq. (7) for any c; e.g. Theta_i = sqrt(n_i) diag(h_i)/sqrt(d)
    with h_i distinct Hadamard rows, stable rank d), n_1 = 1 and a fraction p in {0, 1/2} of heads at n_i = lambda
    (Assumption 1 with equality); Theta' = sum_i Theta_i/n_i, the maximiser of sum|alpha_i|/||Theta'||_F for an
    orthogonal family (alpha = G^{-1} s with s = all ones)."""
    return {"m": draw(with_edges(st.integers(1, 4096), 1, 2, 4096)),
            "lam": float(draw(with_edges(st.floats(0.005, 0.999), 0.999, 0.05, 0.005))),
            "p": draw(st.sampled_from([0.0, 0.5]))}


def _eq71_values(inst: dict) -> tuple[float, dict]:
    """Closed form on the Gram matrix G = diag(n_i) (the heads' pairwise inner products are 0): alpha_i = 1/n_i,
    ||Theta'||_F^2 = alpha^T G alpha = sum_i 1/n_i, ||Theta_1||_F = 1."""
    m, lam = int(inst["m"]), float(inst["lam"])
    small = int(inst["p"] * m)
    n = np.r_[np.ones(m - small), np.full(small, lam)]
    alpha = 1.0 / n
    r = float(np.sqrt(np.sum(alpha * alpha * n)))
    return float(np.abs(alpha).sum()), {"m": m, "lam": lam, "r": r}


def _eq71_measure(inst: dict, ctx: Ctx) -> Measurement:
    lhs, q = _eq71_values(inst)
    return Measurement(lhs, q)


EQ71 = Claim(
    id="chenli.eq71", paper=PAPER, source=f"Eq. (71), proof of Lemma 6.4 (Section 6.4.1), {SEED_FILE} L1563-L1577",
    statement="Theta' = sum_i alpha_i Theta_i + E, E orthogonal to Theta_1..Theta_m (Assumptions 1-2, kappa of "
              "Eq. (7)): sum_i |alpha_i| <~ (1/lambda) ||Theta'||_F / ||Theta_1||_F.",
    kind="deterministic", comparison="<=", bound=B.eq71_shape, measure=_eq71_measure, strategy=_eq71_instances,
    constants="hidden", uniform=True, expect="erratum",
    directions=(
        Direction("m -> inf", "m", INF, how="path", move=lambda inst, t: {**inst, "m": max(1, int(round(t)))},
                  points=(2.0, 8.0, 32.0, 128.0, 512.0, 2048.0),
                  reason="equal norms (p = 0): sum|alpha_i| = m while ||Theta'||/||Theta_1|| = sqrt(m): the ratio to "
                         "the shape is lambda sqrt(m)"),
        Direction("lambda -> 0", "lam", 0.0, how="path", move=lambda inst, t: {**inst, "lam": float(t), "p": 0.5},
                  points=(0.5, 0.1, 0.02, 0.005, 0.001),
                  reason="half the heads at n_i = lambda: the printed ratio ~ sqrt(m lambda/2) falls; a shape without "
                         "the 1/lambda (a mutant) diverges like 1/sqrt(lambda)"),
    ),
    second_path="tests/test_chenli_errata.py::test_eq71_second_path",
    evidence=("The hidden constant cannot be free of m: for an exactly orthogonal family with equal norms (kappa = 0, "
              "lambda -> 1 allowed by Assumption 1's lambda in (0,1)) and Theta' = sum_i Theta_i, sum|alpha_i| = m "
              "while (1/lambda)||Theta'||/||Theta_1|| = sqrt(m): ratio lambda sqrt(m), unbounded along m (uniform "
              "check, this round; was an exponent fit on 64 x 64 Hadamard-diagonal heads, m = 2..32, exponent 0.500; "
              "the closed form on the Gram matrix is what tests/test_chenli_lp.py checks against least squares on "
              "real matrices). The proof's summation gives sum|alpha_i| <= m ||Theta'||/((lambda - (m-1)kappa)"
              "||Theta_1||); Cauchy-Schwarz gives sqrt(m/(lambda - (m-1)kappa)). Eq. (7) ties kappa to m but not "
              "lambda, so the m-dependence is real."),
    corrected=B.eq71_shape_corrected,
    mutants={"no 1/lambda (r), wrong along lambda -> 0": lambda m, lam, r: r,
             "r/(lambda sqrt m), wrong along m": lambda m, lam, r: r / (lam * m**0.5)},
    notes=("Uniform check of the hidden constant: lhs = sum_i |alpha_i| at the maximiser Theta' = G^{-1} s for an "
           "orthogonal family (closed form on the Gram matrix diag(n_i)), shape (1/lambda)||Theta'||/||Theta_1||. "
           "Assumption 1's lambda >> m^{3/2} log m/sqrt(r_Theta) holds with r_Theta = d large (Hadamard-diagonal "
           "heads realise the Gram matrix at any d >= m)."),
    settings={"ci": {"max_examples": 30, "budget_s": 1.5}},
    domain=(Param("lam", 0.0, 1.0, lo_closed=False, hi_closed=False, key="lam", text="lambda in (0, 1) (Assumption 1)"),
            Param("m", 1, INF, text="m heads", key="m", integer=True)),
)


# ---------------------------------------------------------------------------- Lemma 6.9 (L1691-L1703)


@st.composite
def _lemma6_9_instances(draw: st.DrawFn) -> dict:
    """Integer E' (d x p): rank one with equal, two-level or random weights on n coordinates (the anti-concentration
    extremisers: n = 3 equal weights gives 1/4), dense random, sparse, or a few columns."""
    d = draw(with_edges(st.integers(1, 14), 1, 3, 14))
    p = draw(st.integers(1, 6))
    mode = draw(st.sampled_from(["rank1_equal", "rank1_equal", "rank1_two", "rank1_random", "dense", "sparse"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    n = min(d, draw(with_edges(st.integers(1, 14), 3, 3, 5)))  # n = 3 equal weights first (the 1/4 extremiser)
    supp = rng.permutation(d)[:n]
    u = np.zeros(d, dtype=np.int64)
    if mode == "rank1_equal":
        u[supp] = 1
    elif mode == "rank1_two":
        u[supp] = rng.choice([1, draw(st.integers(2, 5))], n)
    elif mode == "rank1_random":
        u[supp] = rng.integers(1, 100, n)
    if mode.startswith("rank1"):
        E = (u * rng.choice([-1, 1], d))[:, None] * rng.integers(1, 4, p)[None]
    elif mode == "dense":
        E = rng.integers(-50, 51, (d, p))
    else:
        E = np.where(rng.random((d, p)) < 0.2, rng.integers(-9, 10, (d, p)), 0)
    if not E.any():
        E[rng.integers(d), 0] = 1
    return {"d": d, "p": p, "E": E.astype(np.int64), "mode": mode, "seed": seed}


def _lemma6_9_exact(inst: dict) -> Measurement:
    return Measurement(Fraction(H.half_energy_count(inst["E"]), 2 ** inst["d"]), {}, {"d": inst["d"]})


LEMMA6_9 = Claim(
    id="chenli.lemma6.9", paper=PAPER, source=f"Lemma 6.9 (proof: Paley-Zygmund), Section 6.4, {SEED_FILE} L1691-L1703",
    statement="P_{x ~ {+-1}^d}[||E'^T x||^2 >= ||Theta_1||_F^2/2] >= Omega(1), where ||E'||_F = ||Theta_1||_F. Checked "
              "with the proof's explicit Paley-Zygmund constant 1/12 (V[||E'^T x||^2] <= 2 ||E'||_F^4).",
    kind="deterministic", comparison=">=", bound=B.lemma6_9,
    measure=lambda inst, ctx: (lambda m: Measurement(float(m.lhs), m.quantities, m.terms))(_lemma6_9_exact(inst)),
    exact=_lemma6_9_exact, strategy=_lemma6_9_instances,
    auto_mutant=False,  # the smallest probability found is 1/4 (n = 3 equal weights), three times 1/12
    mutants={"constant 1/3 (above the attained 1/4)": lambda: Fraction(1, 3),
             "constant 1/4 made strict-looking: 1/4 + 1/1000": lambda: Fraction(1, 4) + Fraction(1, 1000)},
    domain=(Param("d", 1, INF, text="x in {+-1}^d, E' any d x p matrix", integer=True,
                  unreached="d <= 14: exact enumeration of the 2^d points in integers; the extremal shapes (rank "
                            "one, n = 3 equal weights: 1/4) live at d >= 3"),
            Param("p", 1, INF, text="E' has any number of columns", integer=True,
                  unreached="p <= 6: Z = x^T E' E'^T x depends on E' only through the PSD matrix E' E'^T")),
    notes=("Exact: integer E', so 2 ||E'^T x||^2 >= ||E'||_F^2 is decided in int64 over all 2^d points (the scale "
           "||E'||_F = ||Theta_1||_F drops out: the event is scale-free). The statement's Omega(1) is checked with "
           "the proof's Paley-Zygmund constant 1/12; the smallest probability found is 1/4 (rank one, three equal "
           "weights: P[|x_1 + x_2 + x_3|^2 >= 3/2] = 1/4), so the mutants 1/3 and 1/4 + 1/1000 are crossed and the "
           "proof's constant has room 3."),
    settings={"ci": {"max_examples": 100, "budget_s": 2.0}},
)


# ---------------------------------------------------------------------------- Lemma 6.8, Items 2-3 (L1653-L1665)


def _int_matrix(rng: np.random.Generator, d: int, cols: int, mode: str, n: int) -> np.ndarray:
    """An integer d x cols matrix of one of the shapes that make the cube events extreme: rank one with n equal
    (or two-level) weights (the Markov and Hoeffding extremisers live at n = 1, 2), flat signs, one heavy column,
    dense or sparse random."""
    supp = rng.permutation(d)[:n]
    if mode in ("rank1_equal", "rank1_two"):
        u = np.zeros(d, dtype=np.int64)
        u[supp] = 1 if mode == "rank1_equal" else rng.choice([1, 3], n)
        M = (u * rng.choice([-1, 1], d))[:, None] * rng.choice([-1, 1, 2], cols)[None]
    elif mode == "flat":
        M = rng.choice([-1, 1], (d, cols))
    elif mode == "heavy":
        M = rng.choice([-1, 0, 1], (d, cols))
        M[:, rng.integers(cols)] *= 7
    elif mode == "dense":
        M = rng.integers(-20, 21, (d, cols))
    else:
        M = np.where(rng.random((d, cols)) < 0.25, rng.integers(-9, 10, (d, cols)), 0)
    if not M.any():
        M[rng.integers(d), rng.integers(cols)] = 1
    return M.astype(np.int64)


@st.composite
def _lemma6_8_instances(draw: st.DrawFn) -> dict:
    """d <= 14 (exact enumeration), m heads Theta_i (integer d x d) and E' (integer d x p), the constants s (Item 2)
    and K (Item 3), and which items are checked (both, or one alone so that each term of the bound is tested)."""
    d = draw(with_edges(st.integers(2, 14), 2, 3, 14))
    m = draw(st.sampled_from([1, 2, 3]))
    p = draw(st.integers(1, 4))
    items = draw(st.sampled_from(["3", "2", "23"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    modes = ["rank1_equal", "flat", "rank1_equal", "flat", "rank1_two", "heavy", "dense", "sparse"]
    tmode, emode = draw(st.sampled_from(modes)), draw(st.sampled_from(modes))
    n = min(d, draw(with_edges(st.integers(1, 14), 1, 2, 3)))
    thetas = np.stack([_int_matrix(rng, d, d, tmode, n) for _ in range(m)])
    E = _int_matrix(rng, d, p, emode, n)
    s = float(draw(with_edges(st.floats(0.05, 6.0), 1.6, math.sqrt(2.0), 0.05, 6.0)))
    K = float(draw(with_edges(st.floats(1.0, 60.0), 1.0, 2.0 - 1e-6, 4.0 - 1e-6, 60.0)))
    family = draw(st.sampled_from(["random", "markov_edge", "hoeffding_edge"]))
    if family == "markov_edge":  # E' = rank one with n equal weights: ||E'^T x||^2/||E'||_F^2 = j^2/n; K just below
        items = "3"
        n = draw(st.integers(1, min(d, 6)))
        E = _int_matrix(rng, d, p, "rank1_equal", n)
        j = draw(st.sampled_from([j for j in range(n % 2, n + 1, 2) if j * j >= n] or [n]))
        K = max(1.0, j * j / n * (1 - 1e-9))
    elif family == "hoeffding_edge":  # one Hadamard head (d = 2, 4, 8): s just below the level where it fails
        from scipy.linalg import hadamard

        items, m = "2", 1
        d = draw(st.sampled_from([2, 4, 8]))
        thetas = np.stack([hadamard(d).astype(np.int64) * rng.choice([-1, 1], d)[None]])
        E = _int_matrix(rng, d, p, "flat", n)
        s = math.sqrt(d * d / (d * d * math.log(d) / d)) * (1 - 1e-9)  # (Theta^T x)_j^2 <= d^2, v = 1, ||.||_F^2 = d^2
        s = s * draw(st.sampled_from([1.0, 0.9, 0.7]))
    return {"d": d, "m": m, "p": p, "thetas": thetas, "E": E, "s": s, "K": K, "items": items,
            "modes": f"{tmode}/{emode}", "n": n, "family": family, "seed": seed}


def _lemma6_8_rows() -> st.SearchStrategy:
    """The instances with every head transposed: Item 2 read on Theta_i x (rows), as its proof's Theta_i^T e_j."""
    return _lemma6_8_instances().map(lambda inst: {**inst, "thetas": np.ascontiguousarray(
        np.transpose(inst["thetas"], (0, 2, 1))), "rows": True})


def _lemma6_8_measure(inst: dict, ctx: Ctx) -> Measurement:
    from thmcheck.models.chenli.sec6_4_lemma68 import lemma6_8_failures, smallest_v

    it2, it3 = "2" in inst["items"], "3" in inst["items"]
    r = lemma6_8_failures(list(inst["thetas"]), inst["E"], inst["s"], inst["K"], it2, it3)
    fro = [float(np.sum(np.asarray(t, float) ** 2)) for t in inst["thetas"]]
    terms = {"P_fail": r["fail"] / r["n"], "P_fail_item2": r["fail2"] / r["n"], "P_fail_item3": r["fail3"] / r["n"],
             "count": r["fail"], "points": r["n"], "v": [round(smallest_v(t), 4) for t in inst["thetas"]],
             "refined_mpmath": r["refined"], "fro2_theta": fro, "p": inst["p"]}
    q = {"s": inst["s"], "K": inst["K"], "d": inst["d"], "m": inst["m"], "item2": int(it2), "item3": int(it3)}
    return Measurement(r["fail"] / r["n"], q, terms, exact=True)


LEMMA6_8 = Claim(
    id="chenli.lemma6.8", paper=PAPER,
    source=f"Lemma 6.8, Items 2-3, Section 6.4.2, {SEED_FILE} L1653-L1665 (statement L1653-L1659, proofs of Items 2-3 "
           "L1663-L1665)",
    statement="x ~ U({+-1}^d). Item 2: ||Theta_i^T x||_inf <~ v sqrt(log d) ||Theta_i||_F/sqrt(d) for all i in [m]; "
              "Item 3: ||E'^T x||^2 <~ ||Theta_1||_F^2 (||E'||_F = ||Theta_1||_F); 'the events hold with all but "
              "arbitrarily small constant failure probability'. Checked with the proof's explicit constants: with "
              "constant s in Item 2 and K in Item 3, P[Item 2 or Item 3 fails] <= 2 m d^{1 - s^2/2} (Hoeffding over "
              "the d entries and m heads) + 1/K (Markov).",
    kind="probabilistic", comparison="<=", bound=B.lemma6_8_items23,
    measure=_lemma6_8_measure, strategy=_lemma6_8_instances,
    assumptions=(Assumption("assumption4", "v >= 1 with every column and row of Theta_i of norm <= (v/sqrt d)"
                            "||Theta_i||_F (Assumption 4; v is taken as the smallest admissible value, the worst "
                            "case for Item 2)", lambda q: min(q["v"]) - 1.0),),
    mutants={"Hoeffding without the union over the d entries: 2 m d^{-s^2/2} + 1/K":
             lambda s, K, d, m, item2, item3: (2 * m * d ** (-s * s / 2) if item2 else 0) + (1 / K if item3 else 0),
             "Markov halved: 2 m d^{1 - s^2/2} + 1/(2K)":
             lambda s, K, d, m, item2, item3: (2 * m * d ** (1 - s * s / 2) if item2 else 0) + (
                 1 / (2 * K) if item3 else 0)},
    notes=("Exact: integer Theta_i and E', every point of {+-1}^d enumerated (d <= 14) in int64, so the failure "
           "probability is an exact count (Item 3 compared in integers against the float K's exact rational value; "
           "Item 2's irrational threshold in float64, with every left side within 1e-9 of it re-decided by mpmath "
           "at 50 digits). v is the smallest value Assumption 4 allows for each head (sqrt(d) max(column, row "
           "norms)/||Theta_i||_F, at least 1). The statement's '<~' and 'arbitrarily small constant failure "
           "probability' are the proof's explicit inequalities: Hoeffding P[|<c, x>| >= t] <= 2 exp(-t^2/(2||c||^2)) "
           "per entry with the union over d entries and m heads, and Markov (E||E'^T x||^2 = ||E'||_F^2). The two "
           "items are checked alone and together (P[2 or 3 fails] <= the sum). Markov is attained: rank one E' = "
           "(1, 1), K -> 2 gives P = 1/2 = 1/K (so the halved-Markov and the automatic 10 % mutants cross); one flat "
           "2 x 2 head at s ~ 1.7 fails at every x, which the Hoeffding term without its union factor d misses. "
           "Items 1, 4, 5 rest on Theorem 3.1 (Hanson-Wright, hidden constant; checked as chenli.thm3.1): Item 1 is Lemma 7.5 (the paper says "
           "so, L2489), checked as chenli.lemma7.5 by its exact law and a fitted rate; Items 4-5 are not encoded "
           "(their events need d >> r_Theta^4 (Assumptions 3-4) for the '<~' to mean anything; no exact law at "
           "reachable d). The other assumptions of Section 4 are not used by the proofs of Items 2-3, so the "
           "instances need not meet them (a wider domain than the lemma's)."),
    readings=(Reading("rows (the proof's Theta_i^T e_j)", "Item 2 prints ||Theta_i^T x||_inf (entries <column j, x>) "
                      "but its proof (L1663) applies Hoeffding to the vector Theta_i^T e_j, row j of Theta_i, i.e. "
                      "it bounds ||Theta_i x||_inf; read so, every head is transposed (Assumption 4 bounds rows and "
                      "columns alike, so v and the bound are unchanged)", strategy=_lemma6_8_rows),),
    settings={"ci": {"max_examples": 120, "budget_s": 3.0}},
    domain=(Param("d", 2, INF, integer=True, text="x in {+-1}^d, any d (log d > 0 needs d >= 2)",
                  unreached="d <= 14: exact enumeration of the 2^d points; the extremal shapes (rank one, n = 1, 2 "
                            "coordinates) live at small d"),
            Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 3: the union bound is linear in m"),
            Param("s", 0.0, INF, lo_closed=False, text="the constant of Item 2's '<~' (any s > 0)",
                  unreached="s in [0.05, 6]: below s = sqrt(2) the Hoeffding term exceeds 1 at every d >= 2 (true "
                            "trivially), and 2 m d^{1 - s^2/2} < 1e-17 at s = 6, d = 14"),
            Param("K", 0.0, INF, lo_closed=False, text="the constant of Item 3's '<~' (any K > 0)",
                  unreached="K in [1, 60]: for K < 1 the Markov term 1/K exceeds 1 (true trivially); the event "
                            "||E'^T x||^2 > K ||E'||_F^2 is empty once K >= d (||E'^T x||^2 <= d ||E'||_F^2)")),
)


RECORDS: list[Claim] = [
]


# chenli.lemma6.4 is a uniform shape check since round 9 (checks/papers/chenli/r9_chenliH.py); LEMMA6_4 above is the
# rounds 1-8 exponent fit, kept for its tests (tests/test_chenli_lemma64.py) but no longer registered
CLAIMS: list[Claim] = [FACT6_7, LEMMA6_9, EQ71, LEMMA6_8, *RECORDS]
