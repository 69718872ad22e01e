"""Round 25 (helper mhgd): Definition 1 at large n with an exact numpy SVM; (81) and (84) with the printed
'd sqrt(T) d'.

- ``mhgd.def1-n``: Definition 1's P1-P3 (reduced model vs the explicit H = G k head model) at n up to 512 (ci;
  dev 2048, deep 4096), T and d drawn so that the NTK features G (T d + d^2) can separate n samples (the paper's P3), token
  norms to 10: the SVM is the exact Lawson-Hanson least-distance program (models/mhgd/r25_mhgd.svm_ldp, with a
  weak-duality certificate; cvxpy is not used) and the explicit-model margin is one forward-mode derivative (no
  Jacobian), so one instance at n = 1024 takes seconds (mhgd.def1-size stops at n = 24: cvxpy + an
  autograd Jacobian, 70-190 s at n = 1024).
- ``mhgd.cor3.printed-81``: Corollary 3 (82) with its hypotheses as printed: (81) sqrt(H) >= 36 d sqrt(T) d R^3 (..)
  g0(1/K)^2 and rho(K) = (2 d sqrt(T) d R^3/sqrt(H) + T R^2/4) alpha(K)^2, 'd sqrt(T) d' read literally as d^2
  sqrt(T) (mhgd.cor3-size reads both as d sqrt(Td), the appendix's form; the printed one is the larger threshold).
- ``mhgd.lemma11.printed-84``: Lemma 11 with (84) as printed, 256 d sqrt(T) d R^3 (..) (mhgd.lemma11-size: d sqrt(Td)).
- ``mhgd.prop7-n``: Proposition 7's existential conclusion (mhgd.prop7, erratum) at n up to 512 (ci; dev 2048) with
  the exact NNLS SVM: its crossing persists (duplicated samples); the correction sqrt(2) g0 holds.
"""

from __future__ import annotations

import math

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.mhgd import r25_mhgd as B25
from thmcheck.bounds.mhgd import sec3_5_local as B
from thmcheck.bounds.mhgd import sec4_gd as BG
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._gd import _H_for
from thmcheck.checks.profiles import active_profile
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models.mhgd import r25_mhgd as MS
from thmcheck.models.mhgd import sec2_model as M
from thmcheck.models.mhgd import sec4_gd as MG

CLAIMS: list[Claim] = []


# ---------------------------------------------------------------------------------- Definition 1 at large n

_N_MAX = {"ci": 512, "dev": 2048, "deep": 4096}


def _n_max() -> int:
    return _N_MAX.get(active_profile(), 512)


@st.composite
def _def1_n_instances(draw: st.DrawFn) -> dict:
    """n log-uniform in [25, n_max] (n_max an edge); ratio in [1, 3]; d drawn from [d_min, max(d_min, 16)], d_min the
    least d with G (48 d + d^2) >= ratio x n; T the least value with G (T d + d^2) >= ratio x n (so P3 is possible:
    the NTK features of an antisymmetric or random init separate n random labels once there are more features than
    samples; an instance that is still not separable is rejected by the P3 assumption, certified by the dual bound
    gamma_ub ~ 0, not by a solver failure)."""
    seed = draw(SEEDS)
    nmax = _n_max()
    n = int(draw(with_edges(log_uniform(25.0, float(nmax)), float(nmax), 25.0)))
    G = draw(st.sampled_from([2, 4, 6]))
    ratio = draw(with_edges(st.floats(1.0, 3.0), 3.0, 1.0))
    need = ratio * n / G
    d_min = next(x for x in range(1, 10**4) if 24 * x + x * x >= need)
    d = draw(with_edges(st.integers(d_min, max(d_min, 16)), max(d_min, 16), d_min))
    T = max(1, math.ceil((need - d * d) / d))
    return {"n": n, "T": T, "d": d, "G": G, "ratio": ratio, "init": draw(st.sampled_from(["antisym", "random"])),
            "init_scale": draw(log_uniform(0.1, 6.0)), "dup": draw(st.sampled_from([False, False, False, True])),
            "x_norm": draw(with_edges(log_uniform(0.3, 10.0), 1.0, 10.0)), "k": draw(st.integers(1, 3)),
            "seed": seed}


def _def1_n_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """P1-P3 on the reduced model (exact numpy SVM) vs the explicit H = G k head model."""
    n, T, d, k = inst["n"], inst["T"], inst["d"], inst["k"]
    P = MG.make_problem(n, T, d, inst["G"], inst["init"], inst["init_scale"], inst["seed"], x_norm=inst["x_norm"],
                        dup=inst["dup"])
    G = P.frac.shape[0]
    H = G * k
    Ue, We = M.explicit_heads(P.U0, P.W0, [k] * G)
    item = 1 + inst["seed"] % 3
    # P3 is asked of every instance (the assumption), so the SVM runs for every item; items 2, 3 need no margin
    Fe = MG.ntk_features(P.Xs, P.U0, P.W0, P.frac).numpy()
    svm = MS.svm_ldp(Fe, P.ys.numpy())
    dU, dW = MG.split_reduced(svm.theta_star, P.frac, float(H), T, d)
    idx = torch.repeat_interleave(torch.arange(G), k)
    dUe, dWe = dU[idx], dW[idx]
    ts_full = math.sqrt(float(dUe.pow(2).sum() + dWe.pow(2).sum()))
    with torch.no_grad():
        if item == 1:
            lhs, ref = svm.gamma, float(MS.explicit_margin(P.Xs, P.ys, Ue, We, dUe, dWe).min())
        elif item == 2:
            ones = torch.ones(H, dtype=torch.float64)
            lhs = max(float(M.mha_output(P.Xs[i:i + 64], Ue, We, ones).abs().max()) for i in range(0, n, 64))
            ref = float(M.mha_output(P.Xs, P.U0, P.W0, P.frac * H).abs().max())
        else:
            lhs, ref = float(MG.head_norms(Ue, We).max()), float(MG.head_norms(P.U0, P.W0).max())
    margin = ref if item == 1 else math.nan
    return Measurement(lhs, {"item": item, "ref": ref},
                       {"gamma": svm.gamma, "explicit_margin": margin, "gamma_ub": svm.gamma_ub, "H": H,
                        "theta_star_norm_full": ts_full, "q": Fe.shape[1], "n": n, "T": T, "d": d,
                        "R": MG.data_R(P.Xs), "kkt_slack": svm.kkt_slack, "svm_status": svm.status},
                       solver="Lawson-Hanson NNLS least-distance SVM (weak-duality certificate)")


_DEF1_N_WHY = ("n log-uniform in [25, 512] under ci (dev 2048, deep 4096), both ends edges; T, d with G (T d + d^2) >= "
               "ratio x n, ratio in [1, 3] (d in [d_min, 16 v d_min], T <= 24 v (least T); n <= 24 is mhgd.def1-size's), token norm in [0.3, 10]: "
               "NTK separability (P3) needs about as many features as samples, and one instance is an exact NNLS on "
               "an n x G (T d + d^2) matrix (~1 s at n = 512, 3-5 s at 1024, ~30 s at 2048 on a loaded 2-core machine: NNLS grows ~ n^2.5)")


def _def1_n_claim() -> Claim:
    from thmcheck.checks.papers.mhgd.sec4_3_appC3_realizability import DEF1

    dom = (Param("n", 1, INF, integer=True, text="any training set of n samples", unreached=_DEF1_N_WHY),
           Param("T", 1, INF, integer=True, text="any T", unreached=_DEF1_N_WHY),
           Param("d", 1, INF, integer=True, text="any d", unreached=_DEF1_N_WHY),
           Param("R", 0.0, INF, lo_closed=False, text="any data (token norms)", unreached=_DEF1_N_WHY))
    return Claim(
        id="mhgd.def1-n", catalog_id="mhgd.def1", paper=DEF1.paper, domain=dom, source=DEF1.source,
        statement=DEF1.statement + " Checked at n up to 512 (ci; dev 2048, deep 4096), T, d with G (T d + d^2) >= n.",
        kind="construction", comparison="==", bound=BG.def1, measure=_def1_n_measure, strategy=_def1_n_instances,
        assumptions=(
            Assumption("P3", "NTK-separable: gamma > 0 (non-separable instances are certified by the dual bound "
                       "gamma_ub ~ 0: Definition 1 asks P3)", lambda q: q["gamma"]),
            Assumption("P3 norm", "||theta_*|| = sqrt(2) in the full model",
                       lambda q: 1e-12 - abs(q["theta_star_norm_full"] - math.sqrt(2)))),
        rtol=1e-9,
        mutants=dict(DEF1.mutants),
        notes="mhgd.def1's check (P3's gamma from the reduced SVM vs the margin of theta_* expanded to the explicit "
              "H = G k heads; P2, P1 reduced vs explicit) at large n, as equalities (comparison '=='): item 1 the "
              "P3 margin gamma of theta_* on the reduced features = min_i y_i <grad Phi~(X_i; theta0), theta_*> on "
              "the explicit heads; item 2 max_i |Phi~(X_i; theta0)| reduced = explicit (P2 holds with B_Phi = "
              "max(1, it)); item 3 max_h ||theta_h^(0)|| reduced = explicit (P1 with B2 = max(1, it)). mhgd.def1 "
              "compares item 1 with '<=', which leaves an equality at rounding level 'potential'. The SVM is the exact least-distance program by "
              "NNLS (scipy), its margin recomputed from theta_* (a valid P3 margin whatever the solver did) and "
              "bounded above by the dual (gamma_ub; status 'gap ..' marks a solver failure, which is never a "
              "rejection); the explicit margin is a forward-mode derivative of the explicit model along theta_*. "
              "rtol 1e-9: the reduced features and the explicit "
              "derivative round differently (5e-14 relative seen at n = 1024).",
        settings={"ci": {"max_examples": 3, "budget_s": 3.0}, "dev": {"max_examples": 40, "budget_s": 200.0}})


CLAIMS.append(_def1_n_claim())


# ------------------------------------------------------- (81) / rho(K) of Cor. 3 and (84) of Lemma 11 as printed

def _cor3_printed_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """r22_mhgdA2._cor3_measure with (81) and rho(K) as printed ('d sqrt(T) d' = d^2 sqrt(T)): H >= the printed (81)
    and (98) at eps = 1/K, times the drawn factor; eta = eta_frac x (1 ^ 1/rho_printed(K) ^ g0(1)^2 ^
    g0(1)^2/L^(theta0)). g0 is Prop. 7's corrected sqrt(2) g0 (Assumption 2 needs a valid g0; mhgd.prop7)."""
    from thmcheck.checks.papers.mhgd.r22_mhgdA2 import cor3_run

    T, d = inst["T"], inst["d"]
    q, terms, r = cor3_run(inst, B25.h81_printed, B25.rho_printed)
    if r is None:
        return Measurement(0.0, q, {**terms, "H81p_slack": -1.0, "rho_printed": math.nan})
    H, gK, g, R = r["H"], r["gK"], r["g"], terms["R"]
    return Measurement(r["LK"] if inst["item"] == 1 else r["dist"], q, {
        **terms, "H": H, "H_need": r["H_need"], "H81p_slack": math.sqrt(H) - math.sqrt(B25.h81_printed(T, d, R, gK, g)),
        "H81_appendix_slack": math.sqrt(H) - math.sqrt(B.h_train(T, d, R, gK, g)),
        "rho_printed": r["rho"], "rho_appendix": B.alpha_rho(T, d, H, R, gK, g)[1], "L0": r["L0"], "LK": r["LK"],
        "dist_K0": r["dist"], "g0_1": r["g01"]})


def _cor3_printed_claim() -> Claim:
    from thmcheck.checks.papers.mhgd.r22_mhgdA2 import CLAIMS as A2

    base = next(c for c in A2 if c.id == "mhgd.cor3-size")
    assumptions = tuple(a for a in base.assumptions if a.name != "H81") + (
        Assumption("H81 printed", "sqrt(H) >= 36 d sqrt(T) d R^3 (3 sqrt(d) R^2 (3 g0(1/K) + g(1/K)) + 1) g0(1/K)^2 "
                   "(81) as printed, d sqrt(T) d = d^2 sqrt(T)", lambda q: q["H81p_slack"]),)
    return Claim(
        id="mhgd.cor3.printed-81", catalog_id="mhgd.cor3", paper=base.paper, domain=base.domain, source=base.source,
        statement="Corollary 3 (82) with (81) and rho(K) as printed (L975, L981): sqrt(H) >= 36 d sqrt(T) d R^3 "
                  "(3 sqrt(d) R^2 (3 g0(1/K) + g(1/K)) + 1) g0(1/K)^2 and rho(K) = (2 d sqrt(T) d R^3/sqrt(H) + "
                  "T R^2/4) alpha(K)^2, 'd sqrt(T) d' read literally as d^2 sqrt(T); then for eta <= 1 ^ 1/rho(K) ^ "
                  "g0(1)^2 ^ g0(1)^2/L^(theta0): L^(theta_K) <= 2/K + 5 g0(1/K)^2/(4 eta K) and ||theta_K - theta0|| "
                  "<= 4 g0(1/K). Checked at n <= 64, T, d <= 16, R <= 2 (K by the work budget).",
        kind="algorithmic", comparison="<=", bound=base.bound, measure=_cor3_printed_measure, strategy=base.strategy,
        assumptions=assumptions, mutants=dict(base.mutants), auto_mutant=False,
        notes="mhgd.cor3-size's runs (numpy GD, g0 = Prop. 7's corrected sqrt(2) g0 as a valid Assumption 2) with "
              "H taken from the printed (81) (larger than the appendix form d sqrt(Td) by sqrt(d) in sqrt(H)) and "
              "eta capped by the printed rho(K) (likewise larger): the printed hypotheses, a subset of the instances "
              "mhgd.cor3-size runs, drawn afresh (H = printed requirement x {1, 10, 1000}). Terms: the appendix-form "
              "slack and rho for comparison. " + base.notes,
        settings={"ci": {"max_examples": 3, "budget_s": 3.0}, "dev": {"max_examples": 40, "budget_s": 150.0}})


def _lemma11_printed_measure(inst: dict, ctx: Ctx) -> Measurement:
    """mhgd.lemma11-size's measurement with H from (84) as printed: (84)'s printed least H is d x the appendix
    form's (sqrt(H) larger by sqrt(d)), so the run's factor is h_factor x d (r22_mhgdA.head_target iterates N);
    the printed slack is recomputed from the final H and N."""
    from thmcheck.checks.papers.mhgd.r22_mhgdA import _lemma11_measure

    m = _lemma11_measure({**inst, "h_factor": inst["h_factor"] * inst["d"]}, ctx)
    t = m.terms
    D, N = m.quantities["D"], m.quantities["N"]
    slack = math.sqrt(t["H"]) - math.sqrt(B25.h84_printed(inst["T"], inst["d"], m.quantities["R"], D, N))
    return Measurement(m.lhs, m.quantities, {**t, "h84p_slack": slack}, solver=m.solver)


def _lemma11_printed_claim() -> Claim:
    from thmcheck.checks.papers.mhgd.r22_mhgdA import LEMMA11_SIZE as base

    assumptions = tuple(a for a in base.assumptions if a.name != "Hgen") + (
        Assumption("H84 printed", "(84) as printed: sqrt(H) >= 256 d sqrt(T) d R^3 (3 sqrt(d) R^2 (3D+N) + 1) D^2, "
                   "d sqrt(T) d = d^2 sqrt(T)", lambda q: q["h84p_slack"]),)
    return Claim(
        id="mhgd.lemma11.printed-84", catalog_id="mhgd.lemma11", paper=base.paper, domain=base.domain,
        source=base.source.replace("L1007-L1099", "L1007-L1099, (84) at L1009"),
        statement=base.statement.replace("256 d sqrt(Td) R^3", "256 d sqrt(T) d R^3 (as printed, = 256 d^2 sqrt(T) "
                                                                 "R^3)"),
        kind="algorithmic", comparison="<=", bound=base.bound, measure=_lemma11_printed_measure,
        strategy=base.strategy, assumptions=assumptions, mutants=dict(base.mutants), auto_mutant=False,
        notes="mhgd.lemma11-size's runs (full GD and the n leave-one-out runs, numpy, batched; Theorem 1's eta cap "
              "with its own rho, printed with d sqrt(Td) at L1113) at H from (84) as printed (least H d times the "
              "appendix form's; H = printed requirement x {1, 10, 10^4}). " + base.notes,
        settings={"ci": {"max_examples": 6, "budget_s": 3.0}, "dev": {"max_examples": 60, "budget_s": 150.0}})


CLAIMS += [_cor3_printed_claim(), _lemma11_printed_claim()]


# ------------------------------------------ Proposition 7's existential conclusion at large n (exact numpy SVM)

def _good_init_ldp(n: int, T: int, d: int, G: int, init: str, init_scale: float, dup: bool, x_norm: float,
                   seed: int) -> tuple:
    """_gd._good_init with the exact NNLS SVM (models/mhgd/r25_mhgd.svm_ldp) instead of cvxpy."""
    P = MG.make_problem(n, T, d, G, init, init_scale, seed, x_norm=x_norm, dup=dup)
    Fe = MG.ntk_features(P.Xs, P.U0, P.W0, P.frac).numpy()
    svm = MS.svm_ldp(Fe, P.ys.numpy())
    B2 = max(1.0, float(MG.head_norms(P.U0, P.W0).max()))
    return P, Fe, svm, B2


def _prop7_n_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """sec4_3_appC3_realizability._assump2_measure (a certified lower bound r_lb of r*(eps), the least radius around
    theta0 holding a point of loss <= eps: Jensen + Taylor with Lemma 5's Hessian bound) on _good_init_ldp."""
    P, Fe, svm, B2 = _good_init_ldp(inst["n"], inst["T"], inst["d"], inst["G"], inst["init"], inst["init_scale"],
                                    inst["dup"], inst["x_norm"], inst["seed"])
    T, d, eps = inst["T"], inst["d"], inst["eps"]
    R = MG.data_R(P.Xs)
    gamma = svm.gamma
    B2 = B2 * inst["b2f"]
    BPhi = inst["bphi"]
    H_req = B.prop7_H(T, d, R, B2, BPhi, gamma, eps) if gamma > 0 else math.inf
    m = _H_for(P, H_req, inst["h_factor"])
    H = float(m.sum())
    # Phi~(X_i; theta0) = H^{-1/2} sum_g m_g Phi(X_i; theta_g): at H ~ 1e27 .. 1e30 (gamma ~ 1e-3 at large n) the
    # float64 rounding of each Phi(X_i; theta_g) (~1e-16), times sqrt(H), is O(1) and read as a P2 failure
    # (|Phi~(theta0)| > B_Phi), rejecting instances for rounding. Exact instead: Phi is linear in U, so an
    # antisymmetric twin (-U, W) has output exactly -Phi(X; U, W); the twins' outputs are set to the exact negatives
    # and the group sum is exactly rounded (math.fsum), which returns the exact 0 of an antisymmetric init
    outs = M.head_outputs(P.Xs, P.U0, P.W0).numpy()
    h = P.U0.shape[0] // 2
    if P.U0.shape[0] % 2 == 0 and h > 0 and torch.equal(P.U0[h:], -P.U0[:h]) and torch.equal(P.W0[h:], P.W0[:h]):
        outs[:, h:] = -outs[:, :h]
    mm = m.numpy()
    phi0 = torch.tensor([math.fsum((mm * row).tolist()) for row in outs], dtype=torch.float64) / math.sqrt(H)
    g0 = B.prop7_g0(BPhi, gamma, eps) if gamma > 0 else 0.0
    abar = (P.ys[:, None] * torch.as_tensor(Fe)).mean(0)
    slope = float(abar.norm()) * (1 + 1e-12)
    zbar = float((P.ys * phi0).mean()) + 1e-9
    init_norm = float(MG.head_norms(P.U0, P.W0).max())

    def curv(r: float) -> float:  # Lemma 5 (2) on the ball of radius r: max_h ||theta_h|| <= init_norm + r
        return B.beta3(T, d, R, init_norm + r) / math.sqrt(H) * (1 + 1e-12)

    lb = BG.loss_lower_bound(zbar, g0, slope, curv(g0))
    z_need = math.log(1 / math.expm1(eps)) * (1 - 1e-12)
    r_lb = BG.radius_lower_bound(z_need, zbar, slope, curv, 100 * max(g0, 1.0)) * (1 - 1e-12)
    return Measurement(r_lb, {"eps": eps, "BPhi": BPhi, "gamma": gamma},
                       {"g0": g0, "sqrt2_g0": math.sqrt(2) * g0, "loss_lb_on_g0_ball": lb, "loss_lb_over_eps": lb / eps,
                        "slope": slope, "gamma": gamma, "gamma_over_sqrt2": gamma / math.sqrt(2), "H": H,
                        "H_req": H_req, "B2": B2, "BPhi": BPhi, "R": R, "init_norm": init_norm,
                        "max_abs_phi0": float(phi0.abs().max()), "n": inst["n"], "T": T, "d": d,
                        "theta_star_norm": float(np.linalg.norm(svm.theta_star)), "gamma_ub": svm.gamma_ub,
                        "svm_status": svm.status},
                       solver="Lawson-Hanson NNLS SVM (weak-duality certificate)")


@st.composite
def _prop7_n_instances(draw: st.DrawFn) -> dict:
    """mhgd.prop7-size's draws (r22_mhgdA2._p7_instances: init, token norm, B_Phi, B2, eps down to 1e-12, H factor)
    with n log-uniform in [25, n_max] and T, d as mhgd.def1-n's (G (T d + d^2) >= ratio x n)."""
    from thmcheck.checks.papers.mhgd.r22_mhgdA2 import _p7_instances

    base = draw(_p7_instances())
    size = draw(_def1_n_instances())
    return {**base, **{k: size[k] for k in ("n", "T", "d", "G", "ratio")}}


def _prop7_n_claim() -> Claim:
    from thmcheck.checks.papers.mhgd.r22_mhgdA2 import CLAIMS as A2
    from thmcheck.checks.papers.mhgd.sec4_3_appC3_realizability import ASSUMP2

    base = next(c for c in A2 if c.id == "mhgd.prop7-size")
    dom = tuple(Param(p.name, p.lo, p.hi, lo_closed=p.lo_closed, hi_closed=p.hi_closed, text=p.text, key=p.key,
                      integer=p.integer, unreached=_DEF1_N_WHY if p.name in ("n", "T", "d") else p.unreached)
                for p in base.domain)
    return Claim(
        id="mhgd.prop7-n", catalog_id="mhgd.prop7", paper=base.paper, domain=dom, source=base.source,
        statement=ASSUMP2.statement + " Checked at n up to 512 (ci; dev 2048, deep 4096), T, d with G (T d + d^2) "
                  ">= n, eps in [1e-12, 1].",
        kind="construction", comparison="<=", bound=base.bound, measure=_prop7_n_measure,
        strategy=_prop7_n_instances, assumptions=base.assumptions, expect="erratum",
        evidence="mhgd.prop7's crossing persists at large n (mechanism of mhgd.prop7: with duplicated samples "
                 "||(1/n) sum_i y_i f_i|| = gamma/sqrt(2) and the certified Jensen + Taylor bound puts every point of "
                 "loss <= eps farther than g0 from theta0 for small eps; n does not enter). ci (float64, exact NNLS "
                 "SVM, certified): n = 64 duplicated samples, T = 1, d = 14, G = 2 antisymmetric (scale 0.1, seed "
                 "443), token norm 1, B_Phi = B2 = 1, eps = 1e-12, H = 1000 H_req = 8.7e17: gamma = sqrt(2), g0 = "
                 "20.95, certified r_lb = 27.62 = 1.318 g0, every point of the g0-ball has L^ >= 7.9e-10 = 790 eps; "
                 "n = 512 duplicated, T = 22, d = 19 (seed 0, H = H_req): r_lb = 43.10 > g0 = 33.18 (1.299). The "
                 "corrected sqrt(2) g0 holds (mhgd.prop7-n.corrected, best 0.24 .. 0.93). Second path (own numpy): "
                 "n = 512 copies, one token, where the least loss on the g0-ball is exactly log(1 + e^{-g0}). "
                 "Distinct samples at these sizes show no crossing (r_lb is only a lower bound of r*). " + base.evidence,
        corrected=base.corrected, corrected_text=base.corrected_text,
        second_path="tests/test_mhgd_r25_mhgd.py::test_prop7_n_second_path_duplicated_samples_T1",
        mutants=dict(base.mutants),
        notes="mhgd.prop7's measurement with the exact NNLS SVM (r25 svm_ldp, weak-duality certificate; a solver "
              "gap is reported in svm_status, never a rejection) at n up to 512 (ci), Phi~(theta0) summed exactly "
              "(antisymmetric twins as exact negatives, math.fsum: at H ~ 1e27 .. 1e30 the plain float sum left O(1) "
              "of rounding, which read as P2 failures). " + base.notes,
        settings={"ci": {"max_examples": 4, "budget_s": 3.0}, "dev": {"max_examples": 40, "budget_s": 200.0}})


CLAIMS.append(_prop7_n_claim())

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-25 audits
CLAIMS = cite_audits(CLAIMS, {
    'mhgd.prop7-n': 'auditor A: confirmed',
}, 'docs/audits/round25/mhgd.md')
