"""Section 4.1 and Appendix B (training analysis): Proposition 4 (= Proposition 6, GLQC), eq. (67), Lemma 7
(descent), the GD-run claims Lemmas 8-10, Theorem 3 (= Theorem 1 with constants) and Corollary 3."""

from __future__ import annotations

import math

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.mhgd import sec3_5_local as B
from thmcheck.bounds.mhgd import sec4_gd as BG
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import (
    _MH_WIDE,
    PAPER,
    SEED_FILE,
    _beta,
    _build_multi,
    _mh_domain,
    _multi_head,
    _record,
    _with,
)
from thmcheck.checks.papers.mhgd._gd import (
    _D,
    _DESCENT,
    _ETA_FRAC,
    _GD_WHY_R22,
    _gd,
    _gd_domain,
    _gd_instances,
    _good_init,
    _H_for,
    _init_instances,
    _k_max,
    _terms,
)
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models.device import generator
from thmcheck.models.mhgd import sec2_model as M
from thmcheck.models.mhgd import sec4_gd as MG

# ------------------------------------------------------- App. B/C: GLQC, eq. (67), descent, expansiveness


def _segment(inst: dict, ctx: Ctx) -> tuple:
    """theta_1,2 = theta_mid -+ s v along the most negative (group-constant) Hessian direction v, with
    s set (fixed point) so that 2 (beta3(th1) v beta3(th2)) ||th1 - th2||^2 = frac sqrt(H)."""
    Xs, ys, Ug, Wg, m = _build_multi(inst, ctx)
    H = float(m.sum())
    R = max(1.0, float(Xs.norm(dim=2).max()))
    if inst["direction"] in ("negative", "centred"):
        dU, dW, lam = M.most_negative_direction(Xs, ys, Ug, Wg, m)
        if inst["direction"] == "centred" and lam < 0:  # Newton steps to the local max of L^ along v
            h = 1e-3 / math.sqrt(-lam) * 1e-2

            def f(t: float) -> float:
                with torch.no_grad():
                    return float(M.emp_loss(Xs, ys, Ug + t * dU, Wg + t * dW, m))
            t0 = 0.0
            for _ in range(6):
                f0, fp_, fm_ = f(t0), f(t0 + h), f(t0 - h)
                d1, d2 = (fp_ - fm_) / (2 * h), (fp_ - 2 * f0 + fm_) / h**2
                if not d2 < 0:
                    break
                t0 -= d1 / d2
            Ug, Wg = Ug + t0 * dU, Wg + t0 * dW
    else:
        g = generator(inst["seed"] + 1)
        dU = torch.randn(Ug.shape, generator=g, dtype=torch.float64).to(Ug)
        dW = torch.randn(Wg.shape, generator=g, dtype=torch.float64).to(Wg)
        nr = math.sqrt(float((m * (dU.flatten(1).pow(2).sum(1) + dW.flatten(1).pow(2).sum(1))).sum()))
        dU, dW = dU / nr, dW / nr
    s = 0.0
    for _ in range(40):  # ||th1 - th2|| = 2s; beta3 grows with s, so iterate s <- sqrt(frac sqrt(H)/(8 b3))
        b3 = max(_beta(Ug - s * dU, Wg - s * dW, inst, R, H)[1], _beta(Ug + s * dU, Wg + s * dW, inst, R, H)[1])
        s = math.sqrt(inst["frac"] * math.sqrt(H) / (8 * b3))
    s *= 1 - 1e-9
    th1, th2 = (Ug - s * dU, Wg - s * dW), (Ug + s * dU, Wg + s * dW)
    b3max = max(_beta(*th1, inst, R, H)[1], _beta(*th2, inst, R, H)[1])
    dist = M.full_dist(*th1, *th2, m)
    return Xs, ys, m, th1, th2, H, R, b3max, dist


def _seg_instances(items: tuple[int, ...] = (1,), curvature: bool = False) -> st.SearchStrategy:
    """Segment instances; `curvature` (eq. 67): regime "curvature" and direction "negative" first (a Newton step
    to the maximum of L^ along v ("centred") leaves the tiny-head point of that regime)."""
    regimes = ("free", "free_many_heads", "many_small_heads", "many_heads_w0")
    directions = ["negative", "centred", "random"] if curvature else ["centred", "negative", "random"]
    return _with(_multi_head(items, n_max=4, regimes=("curvature", *regimes) if curvature else regimes, wide=True),
                 direction=st.sampled_from(directions), frac=st.one_of(st.just(1.0), st.floats(0.01, 1.0)))


def _prop4_measure(inst: dict, ctx: Ctx) -> Measurement:
    Xs, ys, m, th1, th2, H, R, b3max, dist = _segment(inst, ctx)
    grid = torch.linspace(0.0, 1.0, 201, dtype=torch.float64).to(th1[0])
    G = th1[0].shape[0]
    with torch.no_grad():  # all grid points at once: (201 G) heads, losses per grid point
        Ua = (th1[0][None] + grid[:, None, None, None] * (th2[0] - th1[0])[None]).flatten(0, 1)
        Wa = (th1[1][None] + grid[:, None, None, None] * (th2[1] - th1[1])[None]).flatten(0, 1)
        out = (M.head_outputs(Xs, Ua, Wa).reshape(-1, len(grid), G) * m).sum(-1) / torch.sqrt(m.sum())
        Ls = [float(v) for v in M.logistic(ys[:, None] * out).mean(0)]
    return Measurement(max(Ls), {"L1": Ls[0], "L2": Ls[-1]},
                       {"argmax": float(grid[int(np.argmax(Ls))]), "cond": 2 * b3max * dist**2 / math.sqrt(H)})


PROP4 = Claim(
    id="mhgd.prop4",
    paper=PAPER,
    domain=_mh_domain(_MH_WIDE),
    source=f"Proposition 4 (GLQC), Sec. 4, L337-L343; restated as Proposition 6 (catalog alias mhgd.prop6), "
           f"App. B.2, L826-L834, {SEED_FILE}",
    statement="If 2 (beta3(th1) v beta3(th2)) ||th1 - th2||^2 <= sqrt(H), then max_{th in [th1, th2]} L^(th) <= "
              "(4/3)(L^(th1) v L^(th2)).",
    kind="deterministic",
    comparison="<=",
    bound=B.prop4,
    measure=_prop4_measure,
    strategy=lambda: _seg_instances(),
    assumptions=(Assumption("2 beta3 ||th1-th2||^2 <= sqrt(H)", "the GLQC closeness condition",
                            lambda q: 1.0 - q["cond"]),),
    favourable=0.25,
    rtol=1e-12,
    atol=1e-16,
    notes="rtol = 1e-12: both sides are losses computed stably (softplus, float64, ~1e-15 relative), and interior "
          "bumps are small (~1e-7 relative). theta_1,2 = theta_mid -+ s v, v the most negative eigenvector of the Hessian restricted to group-constant "
          "directions (or a random direction; 'centred': theta_mid moved by a Newton step to the local maximum of L^ along "
          "v, so that the bump is interior), s at the condition (frac = 1: equality); H up to 10^12 heads, exact "
          "(group reduction). Max over a 201-point grid (a lower estimate of the max, valid for a violation). "
          "favourable = 0.25: the proof (f'' >= -c max f, c <= 1/2) gives the constant 16/15, so 4/3 is provably "
          "not tight to 10 %; the automatic mutant is the quasi-convex bound L^(th1) v L^(th2), killed by any "
          "interior bump.",
    settings={"ci": {"max_examples": 40, "budget_s": 5.0}},
)


def _eq67_measure(inst: dict, ctx: Ctx) -> Measurement:
    Xs, ys, m, th1, th2, H, R, b3max, dist = _segment(inst, ctx)
    worst, at, min_loss = -math.inf, 0.0, math.inf
    for a in np.linspace(0.0, 1.0, 11):
        D = M.loss_derivatives(Xs, ys, th1[0] + a * (th2[0] - th1[0]), th1[1] + a * (th2[1] - th1[1]), m)
        min_loss = min(min_loss, float(D.loss))
        if D.loss <= 0:  # the logistic loss is > 0; 0 is float64's underflow: our arithmetic failed, not the instance
            raise SolverFailure(f"L^ underflowed to {float(D.loss)} in float64 at alpha = {a:.2f} (large margins)")
        v = -D.lam_min / D.loss
        if v > worst:
            worst, at = v, float(a)
    return Measurement(worst if math.isfinite(worst) else 0.0, {"b3max": b3max, "H": H, "Lmax": 1.0},
                       {"alpha": at, "min_loss": min_loss})


EQ67 = Claim(
    id="mhgd.eq67",
    paper=PAPER,
    domain=_mh_domain("eq. (67) runs 30 ci instances with the curvature regime (T <= 5, d <= 4, H = 10^12, "
                              "tiny heads) first, so the far ends of " + _MH_WIDE),
    source=f"Eq. (67), App. B.1, L818 (= eq. (15), Sec. 4, L325), {SEED_FILE}",
    statement="For all th1, th2: min_{th in [th1, th2]} lambda_min(Hess L^(th)) >= -((beta3(th1) v beta3(th2))/sqrt(H)) "
              "L^(th) (eq. 67 pointwise; eq. 15 with max_{[th1,th2]} L^).",
    kind="deterministic",
    comparison="<=",
    bound=B.eq67,
    measure=_eq67_measure,
    strategy=lambda: _seg_instances(curvature=True),
    auto_mutant=False,
    notes="Checked pointwise on an 11-point grid of the segment (the printed pointwise form implies the min/max "
          "form): lhs = max_grid (-lambda_min(th)/L^(th)), bound = (beta3(th1) v beta3(th2))/sqrt(H) (Lmax = 1 "
          "after the division). Exact Hessian spectrum for H up to 10^12 (group reduction). The bound has provable "
          "slack >= 2 (|l'| <= l and ||Hess Phi|| <= beta3/2, catalog section 2), and 1/2 is the supremum: regime "
          "'curvature' (first edge, see _curvature; tests/test_mhgd.py checks its closed form) puts 10^12 tiny "
          "heads (u = w = 0.003, u_t along x_t) at d = 1, T = 2, x_t = (-1)^t x, margin z ~ 13, where the "
          "zero-sum-in-group Hessian block is l' H^{-1/2} Hess Phi with ||Hess Phi|| = sqrt(T) R^3 = beta3/2 and "
          "|l'|/l ~ 1: the ci search reaches 0.4937 of the bound, derandomized and in seeded runs 1-5 alike (it "
          "reached 0.002-0.2, derandomized 0.015, before this regime). Mutants: the bound at 0.45 (10 % under the "
          "attainable 1/2; killed at score 1.097 in the derandomized run and 5/5 seeded runs) and the wrong H "
          "exponent (1/H). Direction 'negative' comes first here: the Newton step of 'centred' leaves the tiny-head "
          "point. The instances where the loss underflows in float64 (large margins at H = 10^12) are rejected: the "
          "ratio is undefined there.",
    mutants={"1/H for 1/sqrt(H)": lambda b3max, H, Lmax: b3max / H * Lmax,
             "constant 0.45 (10 % under the attainable 1/2)": lambda b3max, H, Lmax: 0.45 * b3max / math.sqrt(H)
             * Lmax},
    settings={"ci": {"max_examples": 30, "budget_s": 5.0}},
)


def _lemma7_measure(inst: dict, ctx: Ctx) -> Measurement:
    Xs, ys, Ug, Wg, m = _build_multi(inst, ctx)
    H = float(m.sum())
    R = max(1.0, float(Xs.norm(dim=2).max()))
    gU, gW, L0 = M.per_head_grad(Xs, ys, Ug, Wg, m)
    eta = 1.0 / _beta(Ug, Wg, inst, R, H)[0]
    for _ in range(30):  # fixed point eta = 1/max(beta2(th_k), beta2(th_k - eta grad))
        eta = 1.0 / max(_beta(Ug, Wg, inst, R, H)[0], _beta(Ug - eta * gU, Wg - eta * gW, inst, R, H)[0])
    eta *= inst["eta_frac"] * (1 - 1e-12)
    U1, W1, _, g2 = M.group_step(Xs, ys, Ug, Wg, m, eta)
    rho = max(_beta(Ug, Wg, inst, R, H)[0], _beta(U1, W1, inst, R, H)[0])
    with torch.no_grad():
        L1 = float(M.emp_loss(Xs, ys, U1, W1, m))
    return Measurement(L1, {"L0": L0, "eta": eta, "g2": g2}, {"eta_rho": eta * rho})


LEMMA7 = Claim(
    id="mhgd.lemma7",
    paper=PAPER,
    domain=_mh_domain(_MH_WIDE),
    source=f"Lemma 7 (Descent), App. B.3, L840-L852, {SEED_FILE}",
    statement="Under Assumption 1, for any k: L^(th_{k+1}) <= L^(th_k) - (eta/2) ||grad L^(th_k)||^2 provided "
              "eta <= 1/rho_k, rho_k := beta2(th_k) v beta2(th_{k+1}).",
    kind="deterministic",
    comparison="<=",
    bound=B.lemma7,
    measure=_lemma7_measure,
    strategy=lambda: _with(_multi_head((1,), wide=True), eta_frac=st.one_of(st.just(1.0), st.floats(1e-3, 1.0))),
    assumptions=(Assumption("eta <= 1/rho_k", "step size below the local smoothness", lambda q: 1.0 - q["eta_rho"]),),
    notes="One exact GD step of the H-head model (group reduction); eta = the fixed point of eta = 1/max(beta2(th_k), "
          "beta2(th_k - eta grad)) times a drawn fraction. The bound is close to L^(th_k) when eta ||grad||^2 is "
          "small, which kills the automatic mutant; a step of 2 eta in the bound is the other mutant.",
    mutants={"(eta/2) -> 2 eta": lambda L0, eta, g2: L0 - 2 * eta * g2},
    settings={"ci": {"max_examples": 80, "budget_s": 4.0}},
)


def _lemma8_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    r = _gd(inst)
    return Measurement(r["avg"], {"Lth": r["Lth"], "D": r["D"], "eta": r["eta"], "K": r["K"], "tau_sum": r["tau_sum"]},
                       _terms(r))


LEMMA8 = Claim(
    id="mhgd.lemma8",
    paper=PAPER,
    domain=_gd_domain((_ETA_FRAC,)),
    source=f"Lemma 8 (regret inequality, eq. 69), App. B.3, {SEED_FILE} L854-L870",
    statement="Assume eta > 0 such that descent (68) holds for all k in [K-1]. Then for any theta: (1/K) sum_{k=1}^K "
              "L^(theta_k) <= L^(theta) + ||theta - theta0||^2/(2 eta K) + (1/2K) sum_{k=0}^{K-1} tau_k ||theta - theta_k||^2, "
              "tau_k = (beta3(theta) v beta3(theta_k))/sqrt(H) max_{alpha in [0,1]} L^(alpha theta_k + (1-alpha) theta).",
    kind="algorithmic",
    comparison="<=",
    bound=BG.lemma8,
    measure=_lemma8_measure,
    strategy=lambda: _gd_instances("lemma8"),
    assumptions=(_DESCENT,),
    mutants={"D^2/(2 eta K) -> D^2/(4 eta K)": lambda Lth, D, eta, K, tau_sum: Lth + D**2 / (4 * eta * K) + tau_sum / (2 * K)},
    notes="Full-batch GD on the exact group reduction (H = G 10^j, j in {0,1,2,4,8}), eta = s/beta2(theta0) with "
          "s in [0.01, 3]; descent (68) is the lemma's hypothesis and is checked along the run (runs where it "
          "fails are rejected). tau_k uses a certified upper bound of max_alpha L^ on the segment (17-point grid "
          "plus (h/2) beta1 ||theta - theta_k||, |l'| <= 1), so a violation is not a grid artefact. theta = theta0 "
          "makes the inequality tight (avg <= L^(theta0) + O(tau)), which kills the automatic mutant; theta = theta0 - "
          "c eta K grad L^(theta0) (c ~ 1) is where the D^2/(2 eta K) term is tight (linear regime: RHS - LHS = "
          "eta ||grad||^2/2), which kills the D^2/(4 eta K) mutant for K >= 3.",
    settings={"ci": {"max_examples": 40, "budget_s": 5.0}},
)


def _lemma9_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    r = _gd(inst)
    return Measurement(r["avg"], {"Lth": r["Lth"], "D": r["D"], "eta": r["eta"], "K": r["K"], "L0": r["L0"]},
                       _terms(r))


LEMMA9 = Claim(
    id="mhgd.lemma9",
    paper=PAPER,
    domain=_gd_domain((_ETA_FRAC, _D), why=_GD_WHY_R22),
    source=f"Lemma 9 (eq. 71), App. B.3, {SEED_FILE} L872-L888",
    statement="Under Lemma 8's assumptions and sqrt(H) >= 2 (beta3(theta) v beta3(theta_k)) ||theta - theta_k||^2 for "
              "all k in [K-1]: (1/K) sum_{k=1}^K L^(theta_k) <= 2 L^(theta) + 3||theta - theta0||^2/(4 eta K) + "
              "L^(theta0)/(2K).",
    kind="algorithmic",
    comparison="<=",
    bound=BG.lemma9,
    measure=_lemma9_measure,
    strategy=lambda: _gd_instances("lemma9"),
    assumptions=(_DESCENT, Assumption("H9", "sqrt(H) >= 2 (beta3(theta) v beta3(theta_k)) ||theta - theta_k||^2, "
                                      "k <= K-1", lambda q: q["h9_slack"])),
    favourable=0.7,
    mutants={"without 2 L^(theta)": lambda Lth, D, eta, K, L0: 3 * D**2 / (4 * eta * K) + L0 / (2 * K)},
    notes="Same runs as mhgd.thm3 (H = H_train(theta) x {1, 10, 10^4}, group reduction) with eta capped only by "
          "(73) (Lemma 9 itself needs only descent, checked along the run, and its H condition, checked at every k). "
          "favourable = 0.6: the bound is provably not tight to 10 %: Lemma 8 with the GLQC constant 16/15 that "
          "Prop. 4's proof actually gives yields avg <= (19/11) L^ + (15/22) D^2/(eta K) + (4/11) L^0/K <= 0.91 x "
          "RHS; with a slowly moving run avg ~ L^(theta0) while (73) forces 3D^2/(4 eta K) >= (3/4) L^(theta) "
          "the observed worst ratio under ci is about 0.36, so the automatic mutant moves the bound by 70 %.",
    settings={"ci": {"max_examples": 30, "budget_s": 5.0}},
)


def _lemma10_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    r = _gd(inst)
    return Measurement(r["max_dist"], {"D": r["D"]}, _terms(r))


LEMMA10 = Claim(
    id="mhgd.lemma10",
    paper=PAPER,
    domain=_gd_domain((_ETA_FRAC, _D), why=_GD_WHY_R22),
    source=f"Lemma 10 (iterates-norm bound, eq. 75), App. B.3, {SEED_FILE} L890-L924",
    statement="Suppose descent (68) holds for all k in [K-1], Assumption 1, (73) ||theta - theta0||^2 >= "
              "max{eta K L^(theta), eta L^(theta0)} and (74) sqrt(H) >= 36 d sqrt(Td) R^3 (3 sqrt(d) R^2 "
              "(3||theta - theta0|| + ||theta||_{2,inf}) + 1) ||theta - theta0||^2. Then ||theta_k - theta|| <= "
              "3||theta - theta0|| for all k in [K].",
    kind="algorithmic",
    comparison="<=",
    bound=BG.lemma10,
    measure=_lemma10_measure,
    strategy=lambda: _gd_instances("lemma10"),
    assumptions=(_DESCENT, Assumption("73", "D^2 >= max(eta K L^(theta), eta L^(theta0)) (relative)",
                                      lambda q: q["c73_slack"]),
                 Assumption("74", "sqrt(H) >= H_train bound (36)", lambda q: q["h74_slack"])),
    favourable=0.67,
    mutants={"3D -> D (no growth allowed)": lambda D: D * (1 - 1e-6)},
    notes="The proof's (78) gives A_k^2 <= (1 + 8/3 + 2/3) D^2, i.e. ||theta_k - theta|| <= 2.08 D: the printed 3D is "
          "provably not tight to 30 %. At k = 0 the distance is D exactly, and GD moving away from a random or "
          "anti-margin target exceeds D, so the 'no growth' mutant dies; favourable = 0.67 (bound D) likewise.",
    settings={"ci": {"max_examples": 30, "budget_s": 5.0}},
)


def _thm3_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    r = _gd(inst)
    item = inst["item"]
    lhs = {1: r["LK"], 2: r["avg"], 3: r["dist_K0"], 4: r["max_dist"], 5: r["avg"]}[item]
    return Measurement(lhs, {"item": item, "Lth": r["Lth"], "D": r["D"], "eta": r["eta"], "K": r["K"],
                             "avg": r["avg"], "L0": r["L0"]}, _terms(r))


def _thm3_mutant(which: str):  # noqa: ANN202
    def f(item: int, Lth: float, D: float, eta: float, K: int, avg: float, L0: float) -> float:
        if which == "item 2 without 5D^2/(4 eta K)" and item == 2:
            return 2 * Lth
        if which == "item 4: 3D -> D" and item == 4:
            return D
        return BG.thm3(item, Lth, D, eta, K, avg, L0)
    f.__name__ = "thm3_" + "".join(ch if ch.isalnum() else "_" for ch in which)
    return f


THM3 = Claim(
    id="mhgd.thm3",
    paper=PAPER,
    domain=_gd_domain((_ETA_FRAC, _D), why=_GD_WHY_R22),
    source=f"Theorem 3 (restatement of Thm. 1 with constants), App. B.4, {SEED_FILE} L930-L962 (eq. 79, 80)",
    statement="Fix any theta and H with sqrt(H) >= 36 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3D + N) + 1) D^2 (D = "
              "||theta - theta0||, N = ||theta||_{2,inf}); alpha = 3 d sqrt(d) R^2 [3 sqrt(T) R^3 (3D + N) + 2 sqrt(T) R], "
              "rho = (2 d sqrt(Td) R^3/sqrt(H) + T R^2/4) alpha^2. For eta <= 1 ^ 1/rho ^ D^2/(K L^(theta)) ^ "
              "D^2/L^(theta0): L^(theta_K) <= (1/K) sum_{k=1}^K L^(theta_k) <= 2 L^(theta) + 5 D^2/(4 eta K) and "
              "||theta_K - theta0|| <= 4D; in the proof (80): ||theta_k - theta|| <= 3D for all k <= K and avg <= "
              "2 L^(theta) + 3 D^2/(4 eta K) + L^(theta0)/(2K).",
    kind="algorithmic",
    comparison="<=",
    bound=BG.thm3,
    measure=_thm3_measure,
    strategy=lambda: _gd_instances("thm3"),
    assumptions=(Assumption("Htrain", "sqrt(H) >= 36 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3D+N) + 1) D^2",
                            lambda q: q["h74_slack"]),
                 Assumption("eta", "eta <= 1 ^ 1/rho ^ D^2/(K L^(theta)) ^ D^2/L^(theta0)",
                            lambda q: (q["eta_cap"] - q["eta"]) / q["eta_cap"]),
                 Assumption("D > 0", "theta != theta0 (else no admissible eta)", lambda q: q["D"] - 1e-300)),
    mutants={k: _thm3_mutant(k) for k in ("item 2 without 5D^2/(4 eta K)", "item 4: 3D -> D")},
    notes="Where it bites: items 2-3 are vacuous (bound >= L^(theta0) = log 2, which GD's average loss never "
          "exceeds) unless K > 5 D^2 rho / (4 (log 2 - 2 L^(theta))); at best (R = 1, N = 0 i.e. H -> inf, "
          "margin D per unit distance) the smallest such K is 4.0e3 at T = d = 1 (D = 1.15, rho = 343), 1.6e4 at "
          "T = 2, d = 1 and 1.3e5 at T = d = 2 (computed from thmcheck.bounds.mhgd.sec3_5_local.alpha_rho). The ci horizon K <= 12 (deep "
          "400) is far below, so the claim itself cannot fail there; its bite is the two mutants below, which "
          "die at K <= 12. "
          "Group-reduced GD at H = H_train(theta) x {1, 10, 10^4} (H ~ 10^3 - 10^13), eta = f x the printed cap "
          "(f in [0.01, 1], 1 included). Under ci the horizon is K <= 12 (GD_CONFIG; deep: K <= 400): with eta <= "
          "1/rho ~ 10^-3 - 10^-6 the iterates barely move and items 2-5 hold with large slack (they are vacuous "
          "at this scale; the catalog's non-vacuous run needs K = 2 10^5, ~8 min CPU). Item 1 is an equality at "
          "K = 1, which kills the automatic mutant; 'item 2 without its optimisation term' dies wherever "
          "L^(theta) < L^(theta0)/2 (margin targets), 'item 4: 3D -> D' wherever GD moves away from the target (random or anti-margin targets: the distance grows "
          "from D at k = 0).",
    settings={"ci": {"max_examples": 80, "budget_s": 6.0}},
)


# -------------------------------------------------------------------------------------------- Corollary 3


def _cor3_instances() -> st.SearchStrategy:
    """A good initialisation as in Prop. 7 (n <= 4) with a horizon K and a fraction of the printed step-size cap."""
    return st.tuples(_init_instances(n_max=4),
                     st.fixed_dictionaries({"K": st.integers(1, _k_max()),
                                            "eta_frac": with_edges(st.floats(0.01, 1.0), 1.0)})).map(
        lambda ab: {**ab[0], **ab[1], "item": 1 + ab[0]["seed"] % 2})


def _cor3_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """GD for K steps from a good initialisation, with Assumption 2's g0, g taken from the corrected Prop. 7:
    g0'(eps) = sqrt(2)(2 B_Phi + log(1/eps))/gamma, g'(eps) = B2 + g0'(eps) (the printed g0 does not satisfy
    Assumption 2, mhgd.prop7.statement); H >= (81) with g0'(1/K), g'(1/K) and >= (98) at eps = 1/K (so that
    Prop. 7's witness theta^(1/K) exists), times h_factor; eta = eta_frac x (1 ^ 1/rho(K) ^ g0'(1)^2 ^
    g0'(1)^2/L^(theta0)) (L973-L983)."""
    T, d, K = inst["T"], inst["d"], inst["K"]
    P, _, svm, B2 = _good_init(inst["n"], T, d, inst["G"], inst["init"], inst["init_scale"], inst["dup"],
                               inst["x_norm"], inst["seed"])
    R = MG.data_R(P.Xs)
    gamma = svm.gamma
    B2 = B2 * inst.get("b2f", 1.0)  # P1: any B2 >= max(1, max_h ||theta_h^(0)||)
    q = {"item": inst["item"], "K": K, "eta": 1.0, "g0K": 0.0}
    terms = {"gamma": gamma, "theta_star_norm": float(np.linalg.norm(svm.theta_star)), "B2": B2, "R": R}
    if not gamma > 0:
        return Measurement(0.0, q, {**terms, "BPhi": inst.get("bphi", 1.0), "max_abs_phi0": 0.0, "init_norm": 0.0,
                                    "H81_slack": -1.0})

    def g0p(eps: float, BPhi: float) -> float:
        return math.sqrt(2) * B.prop7_g0(BPhi, gamma, eps)

    BPhi = inst.get("bphi", 1.0)  # P2: any B_Phi >= 1 bounding |Phi~(X_i; theta0)| (= 0 here)
    gK = g0p(1 / K, BPhi)
    H_need = max(B.h_train(T, d, R, gK, B2 + gK), B.prop7_H(T, d, R, B2, BPhi, gamma, 1 / K))
    m = _H_for(P, H_need, inst["h_factor"])
    H = float(m.sum())
    phi0 = M.mha_output(P.Xs, P.U0, P.W0, m)
    L0 = float(M.emp_loss(P.Xs, P.ys, P.U0, P.W0, m))
    _, rho = B.alpha_rho(T, d, H, R, gK, B2 + gK)
    g01 = g0p(1.0, BPhi)
    eta = min(1.0, 1 / rho, g01**2, g01**2 / L0) * inst["eta_frac"] * (1 - 1e-12)
    tr = MG.gd_trajectory(P.Xs, P.ys, P.U0, P.W0, m, eta, K)
    LK = float(tr["losses"][-1])
    dist = M.full_dist(tr["Us"][-1], tr["Ws"][-1], P.U0, P.W0, m)
    q.update({"eta": eta, "g0K": gK})
    return Measurement(LK if inst["item"] == 1 else dist, q,
                       {**terms, "BPhi": BPhi, "max_abs_phi0": float(phi0.abs().max()),
                        "init_norm": float(MG.head_norms(P.U0, P.W0).max()), "H": H, "H_need": H_need,
                        "H81_slack": math.sqrt(H) - math.sqrt(B.h_train(T, d, R, gK, B2 + gK)), "rho": rho,
                        "L0": L0, "LK": LK, "dist_K0": dist, "g0_1": g01})


COR3 = Claim(
    id="mhgd.cor3",
    paper=PAPER,
    domain=_gd_domain((_ETA_FRAC,)),
    source=f"Corollary 3 (training loss under realizability), App. B.5, {SEED_FILE} L973-L997 (eqs. 81-83)",
    statement="Under Assumptions 1 and 2 (with g0, g), fix K >= 1 and H with sqrt(H) >= 36 d sqrt(Td) R^3 (3 sqrt(d) "
              "R^2 (3 g0(1/K) + g(1/K)) + 1) g0(1/K)^2 (81); alpha(K), rho(K) as in Thm. 3 with 3D + N -> 3 g0(1/K) "
              "+ g(1/K). For eta <= 1 ^ 1/rho(K) ^ g0(1)^2 ^ g0(1)^2/L^(theta0): L^(theta_K) <= 2/K + 5 g0(1/K)^2/"
              "(4 eta K) and ||theta_K - theta0|| <= 4 g0(1/K) (82).",
    kind="algorithmic",
    comparison="<=",
    bound=BG.cor3,
    measure=_cor3_measure,
    strategy=_cor3_instances,
    assumptions=(
        Assumption("P1", "||theta_h^(0)|| <= B2, B2 >= 1", lambda q: q["B2"] - max(1.0, q["init_norm"])),
        Assumption("P2", "|Phi~(X_i; theta0)| <= B_Phi = 1", lambda q: q["BPhi"] - max(1.0, q["max_abs_phi0"])),
        Assumption("P3", "NTK margin gamma > 0 with ||theta_*|| = sqrt(2) (Assumption 2 through Prop. 7)",
                   lambda q: min(q["gamma"], 1e-12 - abs(q["theta_star_norm"] - math.sqrt(2)))),
        Assumption("H81", "sqrt(H) >= 36 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3 g0(1/K) + g(1/K)) + 1) g0(1/K)^2  (81)",
                   lambda q: q["H81_slack"]),
    ),
    mutants={"item 1 without 5 g0^2/(4 eta K)": lambda item, K, eta, g0K: (2 / K if item == 1
                                                                         else BG.cor3(item, K, eta, g0K))},
    auto_mutant=False,
    notes="Assumption 2 is a hypothesis of Cor. 3 with any valid g0, g; Prop. 7's printed g0 = (2 B_Phi + "
          "log(1/eps))/gamma does not satisfy it (mhgd.prop7.statement), so the check uses the corrected g0' = "
          "sqrt(2) g0 (the distance of Prop. 7's own witness), g' = B2 + g0', valid at eps = 1/K when H also "
          "meets (98) there. '2d sqrt(T)d' in (81) and rho(K) is read as 2d sqrt(Td) (as in Prop. 5). Where it "
          "bites: with eta <= 1/rho(K) ~ 1e-5 both items are vacuous at the ci horizon K <= 12 (deep 400): "
          "L^(theta_K) ~ log 2 against 5 g0'^2/(4 eta K) >~ 10^5, ||theta_K - theta0|| ~ eta K ||grad|| against "
          "4 g0'; the mutant 'item 1 without 5 g0^2/(4 eta K)' (i.e. 2/K) dies for K >= 3. The automatic 10 % "
          "mutant cannot die at feasible K (same vacuity), hence switched off.",
    settings={"ci": {"max_examples": 20, "budget_s": 5.0}},
)


# -------------------------------------------------------------------------------------------- records

RECORDS: list[Claim] = [
    _record("mhgd.prop6", "Proposition 6 (GLQC), App. B, L826-L834",
            "Restatement of Prop. 4 (GLQC)", "deterministic",
            "alias of mhgd.prop4 (Prop. 6 is its App. B.2 restatement, same statement); checked there", category="alias"),
]


# --------------------------------------------------------------------------- Theorem 1 at theta~ = 0


@st.composite
def _thm1_inst(draw: st.DrawFn) -> dict:
    return {"n": draw(st.integers(1, 4)), "T": draw(st.integers(1, 3)), "d": draw(st.integers(1, 2)),
            "H": draw(st.integers(1, 2)), "x_scale": draw(log_uniform(1.0, 30.0)),
            "u_scale": draw(log_uniform(0.1, 10.0)), "w_scale": draw(log_uniform(0.1, 10.0)),
            "K": draw(st.integers(1, 30)), "eta_frac": draw(st.one_of(st.just(1.0), st.floats(0.1, 1.0))),
            "item": draw(st.sampled_from([2, 3, 1])), "rho3": False, "seed": draw(SEEDS)}


def _thm1_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """GD from a random theta~_0 towards the target theta~ = 0 (L^(0) = log 2): ||0||_{2,inf} = 0 makes (3) hold for
    every H and rho's lower bound 0, so eta = eta_frac (1 ^ D^2/(K log 2) ^ D^2/L^(theta0)) (literal; with rho3 the
    reading 'rho as in Thm. 3' also caps eta by 1/rho(0) of Thm. 3)."""
    from thmcheck.models.mhgd import steps as MS

    g = torch.Generator().manual_seed(inst["seed"] % 2**63)
    n, T, d, H, K = inst["n"], inst["T"], inst["d"], inst["H"], inst["K"]
    Xs = torch.randn(n, T, d, generator=g, dtype=torch.float64) * inst["x_scale"]
    ys = torch.where(torch.rand(n, generator=g, dtype=torch.float64) < 0.5, -1.0, 1.0).to(torch.float64)
    th0 = torch.cat([torch.cat([torch.randn(T * d, generator=g, dtype=torch.float64) * inst["u_scale"],
                                torch.randn(d * d, generator=g, dtype=torch.float64) * inst["w_scale"]])
                     for _ in range(H)])

    def loss(t: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.softplus(-ys * MS.mha_outputs(t, Xs, H, T, d)).mean()

    D = float(th0.norm())
    L0, Lth = float(loss(th0)), math.log(2.0)
    eta = min(1.0, BG.per_loss(D**2 / K, Lth), BG.per_loss(D**2, L0))  # L0 may underflow to 0: +inf there
    R = max(1.0, float(Xs.norm(dim=-1).max()))
    if inst["rho3"]:
        eta = min(eta, 1 / B.alpha_rho(T, d, H, R, D, 0.0)[1])
    eta *= inst["eta_frac"]
    th, losses = th0.clone(), []
    for _ in range(K):
        t = th.clone().requires_grad_(True)
        (gr,) = torch.autograd.grad(loss(t), t)
        th = (th - eta * gr).detach()
        losses.append(float(loss(th)))
    avg = float(np.mean(losses))
    item = inst["item"]
    lhs = {1: losses[-1], 2: avg, 3: float((th - th0).norm())}[item]
    return Measurement(lhs, {"item": item, "Lth": Lth, "D": D, "eta": eta, "K": K, "avg": avg, "L0": L0},
                       {"R": R, "H": H})


_THM1_WHY = ("the slice theta~ = 0 of the printed domain (n <= 4, T <= 3, d <= 2, H <= 2, token scale to 30, "
             "theta~_0 scales to 10, K <= 30): there (3) and rho's condition hold whatever the hidden constants; "
             "elsewhere the constants decide and Thm. 3 (mhgd.thm3) is the explicit version")
THM1 = Claim(
    id="mhgd.thm1",
    paper=PAPER,
    kind="algorithmic",
    domain=(Param("target ||theta~||_{2,inf}", 0.0, INF, key="Nt", text="any theta~ (checked at theta~ = 0)",
                  unreached=_THM1_WHY),
            Param("T", 1, INF, integer=True, text="any T", unreached=_THM1_WHY),
            Param("d", 1, INF, integer=True, text="any d", unreached=_THM1_WHY),
            Param("H", 1, INF, integer=True, text="H satisfying (3): any H at theta~ = 0", unreached=_THM1_WHY),
            Param("n", 1, INF, integer=True, text="any n", unreached=_THM1_WHY),
            Param("K", 1, INF, integer=True, text="any horizon K >= 1", unreached=_THM1_WHY),
            Param("eta", 0.0, 1.0, lo_closed=False, text="eta <= 1 ^ 1/rho ^ D^2/(K L^) ^ D^2/L^(theta0)",
                  unreached=_THM1_WHY)),
    source=f"Theorem 1 (Training loss), Sec. 4.1, L145-L151 (eq. 3, eq. 4), {SEED_FILE}",
    statement="Fix K >= 1 and any theta~, H with sqrt(H) >~ d^2 T^{1/2} R^5 ||theta~||_{2,inf} ||theta~ - "
              "theta~^(0)||^3 (3); eta <= 1 ^ 1/rho(theta~) ^ ||theta~ - theta~^(0)||^2/(K L^(theta~)) ^ ||theta~ - "
              "theta~^(0)||^2/L^(theta~^(0)) with rho(theta~) >~ d^{9/2} T^{3/2} R^13 ||theta~||_{2,inf}^2 ||theta~ - "
              "theta~^(0)||^2. Then L^(theta~^(K)) <= (1/K) sum_{k=1}^K L^(theta~_k) <= 2 L^(theta~) + 5||theta~ - "
              "theta~^(0)||^2/(4 eta K) and ||theta~^(K) - theta~^(0)|| <= 4 ||theta~ - theta~^(0)|| (4). Checked at "
              "the target theta~ = 0, where (3) and the lower bound on rho are 0 whatever the hidden constants.",
    statement_tex=r"\sqrt{H} \gtrsim d^2 T^{1/2} R^5 \|\widetilde{\boldsymbol{\theta}}\|_{2,\infty} "
                  r"\|\widetilde{\boldsymbol{\theta}} - \widetilde{\boldsymbol{\theta}}^{(0)}\|^3, \ \dots, \ "
                  r"\widehat{L}(\widetilde{\boldsymbol{\theta}}^{(K)}) \leq \frac{1}{K} \sum_{k=1}^K \widehat{L}"
                  r"(\widetilde{\boldsymbol{\theta}}_k) \leq 2\widehat{L}(\widetilde{\boldsymbol{\theta}}) + "
                  r"\frac{5\|\widetilde{\boldsymbol{\theta}} - \widetilde{\boldsymbol{\theta}}^{(0)}\|^2}{4\eta K}",
    comparison="<=",
    bound=BG.thm3,
    measure=_thm1_measure,
    strategy=lambda: _thm1_inst(),
    expect="erratum as printed",
    readings=(Reading("rho as in Thm. 3", "rho(theta~) is the explicit rho of Thm. 3 (App. B, L930-L936) at "
                      "theta~ = 0, not any value above the printed order; only (3) keeps its hidden constant",
                      strategy=lambda: _thm1_inst().map(lambda i: {**i, "rho3": True})),),
    corrected=None,
    no_correction_reason="Thm. 3's explicit requirement sqrt(H) >= 36 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3D + "
                         "||theta~||_{2,inf}) + 1) D^2 is the corrected order ((D + ||theta~||_{2,inf}) D^2 instead "
                         "of ||theta~||_{2,inf} D^3) and is checked as mhgd.thm3",
    corrected_text="sqrt(H) >~ d^2 T^{1/2} R^5 (||theta~ - theta~^(0)|| + ||theta~||_{2,inf}) ||theta~ - "
                   "theta~^(0)||^2 and rho >~ d^{9/2} T^{3/2} R^13 (||theta~ - theta~^(0)|| + ||theta~||_{2,inf})^2 "
                   "(Thm. 3's orders).",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/mhgd.md): confirmed as printed. At the target theta~ = 0 (L^(0) = log 2) the right side of (3) and rho's lower bound "
             "vanish for any constants, so Thm. 1 allows H = 1 and eta = 1 ^ D^2/(K log 2) ^ D^2/L^(theta~^(0)). "
             "GD with such steps from a random theta~^(0) diverges: e.g. n = 2, T = 3, d = 1, H = 2, K = 7, eta = 1: "
             "average loss 106.9 > 2 log 2 + 5 D^2/(4 eta K) = 2.27 and ||theta~^(K) - theta~^(0)|| = 287 * 4D. The "
             "order ||theta~||_{2,inf} ||theta~ - theta~^(0)||^3 of (3) disagrees with Thm. 3's (3D + N) D^2 "
             "(catalog section 3); Thm. 3 holds (mhgd.thm3).",
    second_path="tests/test_mhgd_steps.py::test_thm1_zero_target_diverges",
    mutants={"last loss below 0.9 x the average": lambda item, Lth, D, eta, K, avg, L0: (
        0.9 * avg if item == 1 else BG.thm3(item, Lth, D, eta, K, avg, L0))},
    settings={"ci": {"max_examples": 25, "budget_s": 6.0, "shrink": False}},
)


CLAIMS: list[Claim] = [PROP4, EQ67, LEMMA7, LEMMA8, LEMMA9, LEMMA10, THM3, COR3, THM1, *RECORDS]
