"""thesis, round 26 (helper undecided2): Theorem 2's linear rate (4.8)-(4.9) at a step size the printed O(.) allows.

- thesis.ch4.theorem2.eq4.8-step: Theorem 2 L1128-L1138 ('the iterates returned by Algorithm 1 with step size eta_0 =
  O((sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2)^-1) converge linearly ... ||W_t - W_hat_n||_F <= v(Psi)^t
  ||W_0 - W_hat_n||_F + eta_0 xi / (1 - v) sqrt(dK log n / n) (4.8), v(Psi) = 1 - K^-2 q(Psi) (4.9)'). eta_0 is
  bounded above only, while v(Psi) is a function of the GMM parameters Psi alone: at fixed Psi, eta_0 = c / S (S the
  printed sum) with c -> 0 is allowed, and gradient descent's per-step contraction near W_hat_n is then 1 - Theta(c)
  -> 1. lhs = the measured mean rate gap 1 - (||W_T - W_hat_n|| / ||W_0 - W_hat_n||)^{1/T} over T = 50 steps of
  (4.6) (xi = 0, so (4.8) at t = T says lhs >= 1 - v = K^-2 q(Psi)), shape K^-2 ('>='), q(Psi) the hidden constant,
  uniform along the c path (Psi held). n >= n_sc (4.7) is 'n large enough' (eventually n): the c path grows n as
  2000 c^{-1/4}. Reading 'eta_0 = Theta(.)' (the proof's eta_0 = 1/H_max, L6369): c in {1, 1/2} fixed, the n path only.

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Second path (own numpy logistic GD, no repository code) in
``tests/test_thesis_r26_undecided2.py``."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r26_undecided2 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, ProfilePoints, _src
from thmcheck.checks.papers.thesis.ch4_group_imbalance import _gmm_instances

CLAIMS: list[Claim] = []

SP = "tests/test_thesis_r26_undecided2.py::"
T_STEPS = 50
N0 = 2000
R0 = 1e-4   # ||W_0 - W_hat_n|| / (1 + ||W_hat_n||): inside the region where (4.6) is its linearisation


def printed_sum(lam: np.ndarray, mus: np.ndarray, s2: np.ndarray) -> float:
    """S = sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 (Algorithm 1 line 1, L1117; Sigma_l = diag(s2_l), mu~_l
    read as mu_l, as thesis.ch4.theorem2.eta0)."""
    return float(np.sum(lam * (np.abs(mus).max(axis=1) + np.sqrt(s2.max(axis=1))) ** 2))


def step_run(inst: dict) -> dict:
    """n samples of the GMM (4.1) from torch.Generator(seed), W_hat_n by GI.newton_critical_point from W* (the local
    minimiser of f_n that GD from W* reaches, as thesis.ch4.theorem2.eq4.8-4.10), W_0 = W_hat_n + R0 (1 + ||W_hat_n||)
    u_max (u_max the top eigenvector of Hess f_n(W_hat_n): the start from which GD contracts fastest near W_hat_n,
    the most favourable to (4.8); Section 4.5 initialises near W*, L1232), T_STEPS steps of (4.6) with xi = 0 at
    eta_0 = c / S; returns the rate gap and terms."""
    import torch

    from thmcheck.models import group_imbalance as GI

    n, c = int(inst["n"]), float(inst["c"])
    gen = torch.Generator().manual_seed(int(inst["seed"]) % 2**63)
    x, _ = GI.sample_gmm(n, inst["lam"], inst["mus"], inst["s2"], gen)
    Ws = torch.as_tensor(inst["Wstar"])
    y = GI.sample_labels(Ws, x, gen)
    Wh, gn, lm = GI.newton_critical_point(Ws, x, y)
    out = {"n": float(n), "K": float(inst["K"]), "d": float(inst["d"]), "c": c}
    if lm == -math.inf:   # the descent from W* escapes to infinity: no local minimiser (n below n_sc); rejected
        return {**out, "gap": 0.0, "lambda_min": -1.0, "grad_norm": math.inf, "escaped": 1.0}
    if not math.isfinite(gn):
        raise SolverFailure("thmcheck.models.group_imbalance.newton_critical_point found no critical point of f_n "
                            f"from W* (n = {n}, d = {inst['d']}, K = {inst['K']})")
    _, Hs, _ = GI.erm_grad_hess(Wh, x, y)
    ev, Q = torch.linalg.eigh((Hs + Hs.T) / 2)
    S = printed_sum(inst["lam"], inst["mus"], inst["s2"])
    eta0 = c / S
    W0 = Wh + R0 * (1.0 + float(Wh.norm())) * Q[:, -1].reshape(Wh.shape)
    path = GI.gd_contraction(W0, Wh, x, y, eta0, T_STEPS)
    if not np.all(np.isfinite(path)) or path[0] <= 0:
        raise SolverFailure("GD path not finite")
    gap = float(1.0 - (path[-1] / path[0]) ** (1.0 / T_STEPS))
    return {**out, "gap": gap, "lambda_min": float(ev[0]), "lambda_max": float(ev[-1]), "grad_norm": gn,
            "escaped": 0.0, "S (printed sum)": S, "eta_0": eta0, "eta_0 lambda_max": eta0 * float(ev[-1]),
            "eta_0 lambda_min (asymptotic gap)": eta0 * float(ev[0]),
            "||W_T - W_hat|| / ||W_0 - W_hat||": float(path[-1] / path[0]), "||W_0 - W_hat||": float(path[0])}


def _measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    r = step_run(inst)
    return Measurement(r["gap"], {"K": r["K"], "n": r["n"]}, {k: v for k, v in r.items() if k != "gap"})


def _move_c(inst: dict, t: float) -> dict:
    """c -> t, n = N0 t^{-1/4} (n >= n_sc is 'large enough': it grows along the path)."""
    return {**inst, "c": float(t), "n": int(round(N0 * float(t) ** -0.25))}


def _move_n(inst: dict, t: float) -> dict:
    return {**inst, "n": int(round(t))}


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    """Theorem 2's instance space of thesis.ch4.theorem2.eq4.8-4.10 (_gmm_instances: d in {2, 3}, K <= d, L in {2, 3},
    W* Gaussian or orthonormal with kappa <= 4, symmetric or general GMMs, a rare heavy group), n = 2000, the constant
    c of eta_0 = c / S in {1 (first), 1/2, 1/4} (the path takes it to 0)."""
    return {**draw(_gmm_instances()), "n": N0, "c": draw(st.sampled_from([1.0, 0.5, 0.25]))}


@st.composite
def _instances_theta(draw: st.DrawFn) -> dict:
    return {**draw(_gmm_instances()), "n": N0, "c": draw(st.sampled_from([1.0, 0.5]))}


C_PATH = ProfilePoints((1.0, 0.3, 0.1, 0.03, 0.01), (1.0, 0.3, 0.1, 0.03, 0.01, 0.003, 0.001))
N_PATH = ProfilePoints((2000, 4000, 8000, 20000), (2000, 4000, 8000, 20000, 40000))

_ASSUMPTIONS = (
    Assumption("a strict local minimiser W_hat_n near W*", "the critical point found (gradient < 1e-8) has lambda_min "
               "Hess f_n > 0 -- what n >= n_sc (4.7) is used for; a descent from W* that escapes to infinity (no local "
               "minimiser: n below n_sc) rejects the instance, a Newton failure raises SolverFailure",
               lambda q: min(q["lambda_min"], 1e-8 - q["grad_norm"])),
    Assumption("eta_0 <= S^-1 (c <= 1)", "eta_0 = O(S^-1): the constant c in (0, 1] (checked)", lambda q: 1.0 - q["c"]),
)

_PSI_DIR = Direction("Psi (d, K, L, W*, means, covariances, weights)", "d", INF, how="search",
                     reason="q(Psi) is a function of Psi: a Psi direction cannot refute one q per Psi; Psi is drawn "
                            "from thesis.ch4.theorem2.eq4.8-4.10's space and held along each path")

_DOMAIN = (
    Param("c", 0, 1, lo_closed=False, text="the constant of eta_0 = O(S^-1): eta_0 = c / S, c in (0, 1]",
          unreached="c from 1 to 0.01 on ci's path (to 0.001 on dev's): the mean gap falls ~ c (evidence); c > 1 "
                    "(the O's own constant is unspecified) is thesis.ch4.theorem2.eta0's direction (too large at "
                    "large d), not this one"),
    Param("n", 1, INF, integer=True, text="sample size n >= n_sc (4.7)",
          unreached="n = 2000 c^{-1/4} on the c path (6300 at c = 0.01); n_sc's poly(.) and B(Psi) are not given"),
    Param("d", 2, INF, integer=True, text="dimension d", unreached="d in {2, 3} (thesis.ch4.theorem2.eq4.8-4.10's space)"),
)

CLAIMS.append(Claim(
    id="thesis.ch4.theorem2.eq4.8-step", paper=PAPER, kind="algorithmic", comparison=">=",
    catalog_id="thesis.ch4.theorem2",
    source=_src("Theorem 2 (4.8)-(4.9), Section 4.4, L1128-L1138; Algorithm 1 line 1 L1117 (eta_0 = O(.))"),
    statement="Theorem 2: if n >= n_sc (4.7), w.p. >= 1 - d^-10 the iterates of Algorithm 1 with step size eta_0 = "
              "O((sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2)^-1) converge linearly: ||W_t - W_hat_n||_F <= "
              "v(Psi)^t ||W_0 - W_hat_n||_F + eta_0 xi/(1 - v(Psi)) sqrt(dK log n/n) (4.8), v(Psi) = 1 - K^-2 q(Psi) "
              "(4.9). Checked at xi = 0 as 1 - (||W_T - W_hat_n|| / ||W_0 - W_hat_n||)^{1/T} >= K^-2 q(Psi) (T = 50), "
              "q(Psi) hidden, along eta_0 = c S^-1 with c -> 0 at fixed Psi (n growing).",
    statement_tex=r"\|\mathbf{W}_t - \widehat{\mathbf{W}}_n\|_F \leq v(\Psi)^t \|\mathbf{W}_0 - \widehat{\mathbf{W}}_n\|_F,"
                  r"\ v(\Psi) = 1 - K^{-2} q(\Psi),\ \eta_0 = O\big((\textstyle\sum_l \lambda_l (\|\tilde\mu_l\|_\infty + "
                  r"\|\Sigma_l^{1/2}\|)^2)^{-1}\big)",
    bound=B.t2_rate_gap, measure=_measure, strategy=_instances(), constants="hidden", uniform=True,
    eventually=("n",), assumptions=_ASSUMPTIONS,
    directions=(
        Direction("c -> 0 (eta_0 = c / S; Psi held, n = 2000 c^{-1/4} grows)", "c", 0.0, move=_move_c, points=C_PATH,
                  grows=("n",)),
        _PSI_DIR,
    ),
    domain=_DOMAIN,
    readings=(Reading("eta_0 = Theta(S^-1)", "Algorithm 1's step read as eta_0 = c / S with c a fixed constant (the "
                      "proof sets eta_0 = 1/H_max, L6369, and gets v = 1 - H_min/H_max, (C.230)): c in {1, 1/2}, no c "
                      "path; n -> inf at fixed c",
                      strategy=_instances_theta(),
                      directions=(Direction("n -> inf at fixed c", "n", INF, move=_move_n, points=N_PATH, grows=("n",)),
                                  _PSI_DIR)),),
    mutants={"rate gap K^-2 (n/2000)^2 (a spurious gain with n)": B.t2_rate_gap_mut_n},
    expect="erratum as printed",
    evidence="Audited (round 26, docs/audits/round26/thesis.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. Literal: eta_0 = O(S^-1) bounds the step above only, and v(Psi) (4.9) depends "
             "on Psi alone, so at one Psi the rate v must serve every eta_0 = c / S, c in (0, 1]; near W_hat_n GD's "
             "per-step factor is at least 1 - eta_0 lambda_max(Hess f_n) = 1 - c lambda_max / S, so the mean rate gap "
             "1 - (||W_T - W_hat|| / ||W_0 - W_hat||)^{1/T} is O(c) and (4.8) fails once c < K^-2 q(Psi) S / "
             "lambda_max. ci (1.9 s): the first draw (d = 2, K = 2, L = 2, Gaussian W*, seed 0; lambda_max(Hess f_n) ~ 0.04, "
             "lambda_min ~ 1e-5), W_0 = W_hat_n + 1e-4 (1 + ||W_hat_n||) u_max (u_max the top Hessian eigenvector: the "
             "start GD contracts fastest from), T = 50, xi = 0: gap 0.0917, 0.0263, 0.0108, 0.00285, 0.00115 at c = "
             "1, 0.3, 0.1, 0.03, 0.01 (n = 2000 .. 6325): ratio K^-2 / gap 2.7 -> 217 (x80 over 2 decades, log-slope "
             "-0.95 [-1.29, -0.62]): violated; dev (6 s, 6 Psi drawn): x997 over c = 1 .. 0.001 (log-slope -0.99), "
             "the reading eta_0 = Theta(S^-1): no counterexample on 6 instances. By hand (a random start at distance max(||W_hat - W*||, 1e-3), n = 2000 "
             "c^{-1/2}): d = 3, K = 1, L = 2 (S = 2.10): gap 4.4e-2, 3.3e-3, 7.4e-4, 7.3e-5 at c = 1, 0.1, 0.01, 0.001; "
             "d = 3, K = 2 (S = 15.8): 2.5e-2 .. 2.1e-5; every one of 6 drawn Psi falls x100-x1000 over 3 decades of "
             "c. The crossing persists as n grows (n = 2000 c^{-1/4} on ci's path; at a fixed c the gap's limit "
             "c lambda_max(Hess fbar) / S does not depend on n). Granted: nothing but n >= n_sc ('large enough', grown along the path) and W_0: Algorithm 1's "
             "tensor initialisation (Subroutine 1) is replaced by a point near W_hat_n (Section 4.5's own runs "
             "initialise near W*, L1232); the mechanism (a per-step factor >= 1 - c lambda_max / S) holds for every "
             "W_0 != W_hat_n. Reading eta_0 = Theta(S^-1) (c fixed; the proof's eta_0 = 1/H_max, L6369, gives v = 1 - "
             "H_min/H_max, (C.230)): q(Psi) absorbs c, and the gap does not fall along n. Second path "
             "(tests/test_thesis_r26_undecided2.py, own numpy logistic GD, K = 1, d = 3, L = 2, n = 6000, S = "
             "2.99, lambda_max 0.224): gap 0.0750, 0.00750, 7.50e-4, 7.50e-5 at c = 1, 0.1, 0.01, 0.001 (= c "
             "lambda_max / S to 0.1 %).",
    no_correction_reason="the reading eta_0 = Theta(S^-1) (the proof's eta_0 = 1/H_max) is the corrected statement: "
                         "with c fixed, v(Psi) = 1 - K^-2 q(Psi) absorbs c; it is checked as a Reading in the same run",
    second_path=SP + "test_t2_rate_gap_vanishes_with_the_step",
    notes="Round 26 (undecided2): the fixed-constant question of issue #30 for an upper-bounded step size: the "
          "existing Theorem 2 claims draw eta_0 = 1/lambda_max (thesis.ch4.theorem2.eq4.8-4.10's gd_rate terms) or "
          "test eta_0's largest constant (thesis.ch4.theorem2.eta0, eta0-K: erratum, the printed step too large at "
          "large d); none takes the O's constant below 1.",
    settings={"ci": {"max_examples": 1, "budget_s": 12.0, "min_valid": 1, "shrink": False, "followup": 0,
                     "path_starts": 1, "path_decades": 0.0},
              "dev": {"max_examples": 6, "min_valid": 2, "budget_s": 300.0, "path_starts": 2, "path_decades": 0.0}},
))


# ================= Theorem 3.4.8 (3.8), L927-L929: the oracle GT (b = 0, S^{n,t}, T^n in N_zm^n) along eta -> 0

def t348_eta_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """r15_t346.t344_measure with Theorem 3.4.8's model: b = 0 and every S^{n,t} and T^n a subset of N_zm^n (S^{n,t}:
    n_sample nodes drawn with replacement from the distance-z_m row, the node itself not included: literal 'subsets of
    N_zm^n', as the GCN of thesis.ch3.theorem3.4.6; T^n = the whole row). Every sampled node has SPD z_m, so the PE
    adds one common constant to every logit of a row: b has no effect on F and its gradient sums to zero (b stays 0
    to rounding); W_Q, W_K, W_V, W_O are trained (gt_tstar_np). lhs = T*, the first logged step at which the mean
    hinge of the unlabelled nodes is <= 2 eps_0 + eps (eps = 0.05), on thesis.ch3.theorem3.4.4.iterations' graphs,
    sizes and init."""
    from thmcheck.checks.papers.thesis import r15_t346 as R

    cfg = R.T346_CFG
    eta = float(inst["eta"])
    if eta < R.T346_ETA_MIN * 0.999:
        raise SolverFailure(f"eta = {eta:g} < {R.T346_ETA_MIN}: the one pass needs > 1e7 labels (the method's size limit)")
    sz = R.t346_sizes(eta)
    rng = np.random.default_rng((int(inst["seed"]) % 2**32, 344))
    pats, y, D = R.component_templates(cfg["templates"], cfg["c"], cfg["M"], float(inst["gamma_d"]), cfg["deg"],
                                       float(inst["eps_S"]), cfg["same"], rng)
    cs = R.core_stats(pats, y, D)
    Zb = int(D.max()) + 2
    p, W, U, g = R.t346_init(inst, cfg["d"], sz["m"], Zb, cfg["xi"])
    nt = len(pats)
    order = rng.permutation(np.repeat(np.arange(nt), sz["lab_per_node"]))[: sz["B"] * sz["cap"]]
    X = np.eye(cfg["d"])[: cfg["M"]][pats]
    thr = 2 * cs["eps0"] + cfg["eps"]
    agg = D == cs["z_m"]
    if agg.sum(1).min() == 0:
        raise SolverFailure("a node has an empty core neighbourhood N_zm^n (the graph, not the theorem)")
    W0 = (W["WQ"], W["WK"], W["WV"], p.WO.detach().numpy(), np.zeros(Zb))
    T, log, Wt = R.gt_tstar_np(X, y.astype(np.float64), D, agg, np.arange(nt), W0, p.a.numpy(), eta, sz["B"],
                               sz["cap"], sz["n_sample"], g, R.t346_every(eta), thr, include_self=False, order=order,
                               eval_nodes=np.arange(nt), return_weights=True)
    if T >= sz["cap"]:
        raise SolverFailure(f"the test hinge stays above 2 eps_0 + eps = {thr:.3g} for the cap {sz['cap']} steps "
                            f"at eta = {eta:g} (last {log[-1] if log else None}): the run length")
    return R.t346_terms(eta, T, log, W, U, pats, cs, sz, {"max |b| after training": float(np.abs(Wt[4]).max())})


T348_ETA_PATH = ProfilePoints((0.2, 0.1, 0.05, 0.02, 0.01), (0.2, 0.05, 0.01, 0.003, 0.001, 0.0005))


def _t348_claim() -> Claim:
    from thmcheck.bounds.thesis import r15_t346 as B15
    from thmcheck.checks.papers.thesis import r15_t346 as R
    from thmcheck.checks.papers.thesis.r8_thesisH import memo_measure

    return Claim(
        id="thesis.ch3.theorem3.4.8-eta", paper=PAPER, catalog_id="thesis.ch3.theorem3.4.8",
        source=_src("Theorem 3.4.8, Section 3.4.5, L927-L929, with Theorem 3.4.4's (3.8)-(3.10) L869-L879"),
        statement="Theorem 3.4.8: when b = 0 and all S^{n,t}, T^n are subsets of N_zm^n, a desirable generalization "
                  "(f(psi) <= 2 eps_0 + eps, (3.10)) is achieved when the sample complexity and the number of "
                  "iterations satisfy (3.9) and (3.8), T = Theta(eta^{-1/2}(1-2eps_0)^{-1/2}(1-delta)^{-1/2}): the "
                  "first iteration T* with f(psi) <= 2 eps_0 + eps is O(eta^{-1/2}(1-2eps_0)^{-1/2}(1-delta)^{-1/2}), "
                  "one constant along eta -> 0.",
        kind="algorithmic", comparison="<=", bound=B15.theorem3_4_4_shape, measure=memo_measure(t348_eta_measure),
        strategy=R.t346_strategy, constants="hidden", uniform=True, eventually=("B", "m", "n_sample", "labels"),
        assumptions=R.T344_ASSUMPTIONS,
        directions=(
            Direction("eta -> 0 (T = Theta(eta^-1/2))", "eta", 0.0, move=R.t346_move_eta, points=T348_ETA_PATH,
                      grows=("B", "m", "n_sample", "labels")),
            Direction("eta -> inf (the shape vanishes)", "eta", INF, how="unsearched", reason="T* >= 1 is an integer "
                      "step count, so T* eta^{1/2} -> inf trivially as eta -> inf; (3.8) is read for eta = O(1), as "
                      "thesis.ch3.theorem3.4.4.iterations"),
            Direction("eps_0 -> 1/2 (the shape grows)", "eps0", 0.5, how="search",
                      reason="eps_0 is the graph's measured value, not a generator parameter; towards 1/2 the target "
                             "2 eps_0 + eps passes the initial hinge (T* -> 1) and the shape grows: no path inside "
                             "the hypotheses (as thesis.ch3.theorem3.4.4.iterations)"),
            Direction("delta -> 1/2 (the shape grows)", "delta", 0.5, how="search",
                      reason="delta is the measured W_K / W_Q init error; (1 - delta)^{-1/2} only grows towards 1/2"),
            Direction("gamma_d, eps_S, sigma, seed", "eps_S_meas", 0.5, how="search",
                      reason="drawn by thesis.ch3.theorem3.4.4.iterations' strategy (not in the shape)"),
        ),
        expect="erratum", expect_by_profile={"ci": "potential"},
        expect_settled="dev (eta 0.2 .. 0.0005, 35 s): violated, T* = 175 .. 41000 with eta T* = 35 .. 20.5, ratio "
                       "to (3.8)'s shape 60 -> 703 (x11.7 over 2.6 decades)",
        evidence="Audited (round 26, docs/audits/round26/thesis.md): auditor A CONFIRMED, auditor B CONFIRMED. The oracle GT of Theorem 3.4.8 (b = 0, S^{n,t} and T^n in N_zm^n) needs "
                 "eta T* = Theta(1) iterations, not eta^{-1/2}: seed 0, gamma_d = 0.6, eps_S = 0.1, sigma = 0.03, "
                 "delta = 0.15 (measured 0.268, z_m = 2, confusion ratio 0.196, eps_0 = 0.0125): T* = 100, 335, 1500, "
                 "5229 at eta = 0.2, 0.05, 0.01, 0.003 (eta T* = 20, 16.8, 15.0, 15.7), so T* eta^{1/2} grows like "
                 "eta^{-1/2} and no constant of (3.8) serves eta -> 0: the mechanism of thesis.ch3.theorem3.4.4."
                 "iterations (the GT with learned PE, erratum) and thesis.ch3.theorem3.4.6 (the GCN, erratum), on "
                 "the same graphs, sizes (B, m, |S^{n,t}|, |L| >= BT growing with ln N) and init. b stays 0 to 2e-17 "
                 "(every sampled node has SPD z_m: the PE shifts a row's logits by one constant). ci (6 s): seed 0, "
                 "gamma_d 0.6, eps_S 0.1, sigma 0.01, delta 0.05: T* = 100, 165, 335, 804, 1500 at eta = 0.2, 0.1, "
                 "0.05, 0.02, 0.01, ratio to the shape 42 -> 141 (x3.35: potential, the path too short for x10). dev "
                 "(35 s): violated, seed 873, gamma_d 0.6, eps_S 0.2: T* = 175, 485, 2250, 6972, 21000, 41000 at eta "
                 "= 0.2, 0.05, 0.01, 0.003, 0.001, 0.0005 (eta T* = 35, 24, 22.5, 20.9, 21.0, 20.5), ratio 60 -> 703 "
                 "(x11.7 over 2.6 decades, log-slope -0.42 [-0.63, -0.22]); the corrected eta^{-1} shape: no "
                 "counterexample. Second path (tests/test_thesis_r26_undecided2.py::test_t348_oracle_eta_t_constant, "
                 "own graph and torch-autograd oracle GT on the core neighbourhood): eta T* stays within a factor 2 "
                 "over eta = 0.1 .. 0.001.",
        corrected=B15.theorem3_4_4_corrected_shape,
        corrected_text="T = Theta(eta^{-1}(1-2eps_0)^{-1/2}(1-delta)^{-1/2}) iterations (eta T = Theta(1)), with (3.9) "
                       "for that T (as corrected for thesis.ch3.theorem3.4.4.iterations).",
        second_path=SP + "test_t348_oracle_eta_t_constant",
        mutants={"eta^{-1} ((1-delta)^{-1/2} - 1.5) (wrong in delta)": B15.theorem3_4_4_mut_delta,
                 "eta^{-1} ((1-2eps_0)^{-1/2} - 1.5) (wrong in eps_0)": B15.theorem3_4_4_mut_eps0},
        domain=(
            Param("eta", 0, INF, lo_closed=False, text="step size eta > 0 (T = Theta(eta^{-1/2}) as eta -> 0)",
                  unreached="eta in [0.05, 0.4] drawn and 0.2 .. 0.01 (ci) / 0.0005 (dev) on the path (T* ~ 15/eta)"),
            Param("eps0", 0, 0.5, hi_closed=False, text="eps_0 in (0, 1/2) (the graph's smallest valid value)",
                  unreached="the measured eps_0 of the Section 3.5.1 components"),
            Param("delta", 0, 0.5, hi_closed=False, text="delta < 1/2 (Assumption B.2.1)",
                  unreached="the measured W_K / W_Q error of the normalised init (drawn 0.05 - 0.25)"),
        ),
        notes="Round 26 (undecided2): the fixed-constant question for (3.8) as Theorem 3.4.8 uses it; the existing "
              "Theorem 3.4.8 claims move gamma_d (thesis.ch3.theorem3.4.8-gamma_d, holds; -ratio-gamma_d) or eps_S "
              "(-eps_S) at search-drawn eta, none along eta.",
        settings={"ci": {"max_examples": 1, "budget_s": 15.0, "min_valid": 1, "path_starts": 1, "path_decades": 0.0,
                         "refine": False, "shrink": False, "followup": 0},
                  "dev": {"max_examples": 2, "min_valid": 1, "path_starts": 1, "path_decades": 0.0,
                          "budget_s": 400.0}},
    )


CLAIMS.append(_t348_claim())
