"""Section 4.3 and Appendix C.3-C.4 (from good initialization to realizability): Definition 1, Proposition 7 with
the NTK SVM, Assumption 2 (Prop. 7's existential statement), Corollaries 2 and 5 (records)."""

from __future__ import annotations

import math

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.mhgd import sec3_5_local as B
from thmcheck.bounds.mhgd import sec4_gd as BG
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, uncertified
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE
from thmcheck.checks.papers.mhgd._gd import _good_init, _H_for, _init_domain, _init_instances
from thmcheck.checks.strategies import log_uniform
from thmcheck.models.mhgd import sec2_model as M
from thmcheck.models.mhgd import sec4_gd as MG


def _prop7_setup(inst: dict) -> dict:
    P, F, svm, B2 = _good_init(inst["n"], inst["T"], inst["d"], inst["G"], inst["init"], inst["init_scale"],
                               inst["dup"], inst["x_norm"], inst["seed"])
    T, d, eps = inst["T"], inst["d"], inst["eps"]
    R = MG.data_R(P.Xs)
    gamma = svm.gamma
    B2 = B2 * inst.get("b2f", 1.0)  # P1: any B2 >= max(1, max_h ||theta_h^(0)||)
    BPhi = inst.get("bphi", 1.0)  # P2: any B_Phi >= 1 with |Phi~(X_i; theta0)| <= B_Phi (Phi~(theta0) = 0 here)
    H_req = B.prop7_H(T, d, R, B2, BPhi, gamma, eps) if gamma > 0 else math.inf
    m = _H_for(P, H_req, inst["h_factor"])
    H = float(m.sum())
    phi0 = M.mha_output(P.Xs, P.U0, P.W0, m)  # P2 checked against it by the assumption
    return {"P": P, "F": F, "svm": svm, "B2": B2, "R": R, "gamma": gamma, "BPhi": BPhi, "H_req": H_req, "m": m,
            "H": H, "phi0": phi0}


def _prop7_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    s = _prop7_setup(inst)
    P, m, T, d = s["P"], s["m"], inst["T"], inst["d"]
    g0 = B.prop7_g0(s["BPhi"], s["gamma"], inst["eps"]) if s["gamma"] > 0 else 0.0
    dU, dW = MG.split_reduced(s["svm"].theta_star * g0, P.frac, s["H"], T, d)
    U, W = P.U0 + dU, P.W0 + dW
    L = float(M.emp_loss(P.Xs, P.ys, U, W, m))
    # the displacement itself (= g0 theta_* split over the heads), not (theta0 + d) - theta0: the subtraction loses
    # ~ulp(theta0)/|d_h| ~ 1e-10 relative at H ~ 1e12, which left equalities of the corrected item 2 'potential'
    dist = M.full_dist(dU, dW, torch.zeros_like(dU), torch.zeros_like(dW), m)
    nrm = float(MG.head_norms(U, W).max())
    item = inst["item"]
    lhs = {1: L, 2: dist, 3: nrm}[item]
    return Measurement(lhs, {"item": item, "eps": inst["eps"], "BPhi": s["BPhi"], "gamma": s["gamma"], "B2": s["B2"]},
                       {"L": L, "dist": dist, "nrm_2inf": nrm, "g0": g0, "H": s["H"], "H_req": s["H_req"],
                        "R": s["R"], "theta_star_norm": float(np.linalg.norm(s["svm"].theta_star)),
                        "max_abs_phi0": float(s["phi0"].abs().max()), "init_norm": float(MG.head_norms(P.U0, P.W0).max()),
                        "gamma_ub": s["svm"].gamma_ub, "svm_status": s["svm"].status},
                       solver="cvxpy CLARABEL (re-checked margin)")


_GOOD_INIT_ASSUMPTIONS = (
    Assumption("P1", "||theta_h^(0)|| <= B2, B2 >= 1", lambda q: q["B2"] - max(1.0, q["init_norm"])),
    Assumption("P2", "|Phi~(X_i; theta0)| <= B_Phi, B_Phi >= 1", lambda q: q["BPhi"] - max(1.0, q["max_abs_phi0"])),
    Assumption("P3", "y_i <grad Phi~(X_i; theta0), theta_*> >= gamma > 0 with ||theta_*|| = sqrt(2) (gamma "
               "recomputed from theta_*)", lambda q: min(q["gamma"], 1e-12 - abs(q["theta_star_norm"] - math.sqrt(2)))),
    Assumption("H98", "sqrt(H) >= (5 d sqrt(Td) R^3 B2/B_Phi)(3 sqrt(d) R^2 + 1) g0^2 (1 v g0)  (98)",
               lambda q: q["H"] - q["H_req"]),
    Assumption("eps", "0 < eps <= 1", lambda q: min(q["eps"], 1 - q["eps"])),
    Assumption("A1", "||x_t|| <= R, R >= 1 (Assumption 1)", lambda q: q["R"] - 1.0),
)


def _prop7_item_mutant(which: str):  # noqa: ANN202
    def f(item: int, eps: float, BPhi: float, gamma: float, B2: float) -> float:
        b = BG.prop7_corrected(item, eps, BPhi, gamma, B2)
        if which == "item 1: loss eps/2" and item == 1:
            return eps / 10
        return b
    f.__name__ = "prop7_" + which.replace(" ", "_").replace(":", "")
    return f


PROP7 = Claim(
    id="mhgd.display.prop7-witness",
    catalog_id="mhgd.prop7",
    paper=PAPER,
    domain=_init_domain(),
    source=f"Proposition 7 (from good initialization to realizability), App. C.3, {SEED_FILE} L1155-L1179: "
           "the proof's witness theta^(eps) (L1167) and its claim g0 = (2B_Phi + log(1/eps))/gamma (L1179)",
    statement="Suppose good initialization theta0 (Definition 1: P1 B2 >= 1, P2 B_Phi >= 1, P3 ||theta_*|| = sqrt(2), "
              "margin gamma > 0). Fix 1 >= eps > 0 and let sqrt(H) >= (5 d sqrt(Td) R^3 B2/B_Phi)(3 sqrt(d) R^2 + 1) "
              "g0^2 (1 v g0) (98), g0 = (2 B_Phi + log(1/eps))/gamma. Then Assumption 2 holds with g0(eps) and "
              "g(eps) = B2 + g0(eps), witnessed by theta^(eps) = theta0 + g0(eps) theta_*: (i) L^(theta^(eps)) <= eps, "
              "(ii) ||theta^(eps) - theta0|| <= g0(eps), (iii) ||theta^(eps)||_{2,inf} <= g(eps). "
              "(Checked here: the proof's witness; the statement's existential form is mhgd.prop7.)",
    kind="step",
    comparison="<=",
    bound=BG.prop7,
    measure=_prop7_measure,
    strategy=_init_instances,
    assumptions=_GOOD_INIT_ASSUMPTIONS,
    expect="erratum",
    evidence=(
        "The witness theta^(eps) = theta0 + g0(eps) theta_* has ||theta^(eps) - theta0|| = g0(eps) ||theta_*|| = "
        "sqrt(2) g0(eps), not <= g0(eps): P3 fixes ||theta_*|| = sqrt(2) (L181) and the proof (L1179) reads "
        "g0 off the definition of theta^(eps) forgetting that norm. Every instance shows it for the proof's witness (at eps near 1 the printed existential statement may still hold through another point, e.g. theta0 itself with L^ = log 2 <= eps = 1; the statement-level counterexample, small eps, is mhgd.prop7), e.g. n = 1, T = d = 2, "
        "antisymmetric init (4 groups), gamma = 0.669, eps = 1e-4, H = 1.4e12: dist/g0 = 1.414214 (float64; the "
        "distance is computed in the full H-head space as sqrt(sum_g m_g ||dtheta_g||^2)). Part (i) holds "
        "(L^/eps <= 0.135). The corrected constants g0' = sqrt(2) g0, g' = B2 + sqrt(2) g0 hold; the factor "
        "propagates to Cor. 3/4/5 (g0^2 -> 2 g0^2). mhgd.prop7 shows the printed g0 is not just a loose witness: "
        "no point within g0 of theta0 reaches loss eps for small eps."),
    corrected=BG.prop7_corrected,
    second_path="tests/test_mhgd_second_paths.py::test_prop7_witness_is_sqrt2_g0_from_theta0",
    mutants={"item 1: loss eps/10": _prop7_item_mutant("item 1: loss eps/2")},
    notes="NTK features at theta0 in reduced coordinates concat_g sqrt(m_g/H) grad Phi(X; theta_g) (H-free), "
          "hard-margin SVM by cvxpy CLARABEL; gamma is recomputed as min_i y_i <f_i, theta_*> from the returned "
          "direction (a valid P3 margin whatever the solver's accuracy). H = H_req of (98) x {1, 10, 1000} with "
          "equal integer multiplicities; B_Phi = 1 (antisymmetric pairs or theta0 = 0). Item 1 is loose by design "
          "(margin >= 2 B_Phi - |Phi~0| + log(1/eps) gives L^ <= e^-2 eps when Phi~(theta0) = 0), so the "
          "automatic mutant dies on item 2 (corrected: equality). The 'loss eps/10' mutant checks item 1 has bite. Item 3 is loose at H >= H_req: the per-head "
          "displacement is ||w_g||/sqrt(m_g) = O(g0/sqrt(H)), so ||theta^(eps)||_{2,inf} ~ ||theta0||_{2,inf}.",
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
)


# ------------------------------------------------------------------------------------- Definition 1


@st.composite
def _def1_instances(draw: st.DrawFn) -> dict:
    inst = draw(_init_instances(n_max=4))
    inst["k"] = draw(st.integers(1, 3))  # heads per group in the explicit model (H = G k)
    inst["init_scale"] = draw(log_uniform(0.1, 6.0))
    return inst


def _def1_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """P1-P3 on the reduced model vs the explicit H = G k head model (autograd of Phi~ per sample)."""
    P, _, svm, B2 = _good_init(inst["n"], inst["T"], inst["d"], inst["G"], inst["init"], inst["init_scale"],
                               inst["dup"], inst["x_norm"], inst["seed"])
    T, d, k = inst["T"], inst["d"], inst["k"]
    G = P.frac.shape[0]
    H = G * k
    mult = [k] * G
    Ue, We = M.explicit_heads(P.U0, P.W0, mult)
    p = T * d + d * d
    th = torch.cat([Ue.flatten(1), We.flatten(1)], 1).reshape(-1).detach()

    def outs(t: torch.Tensor) -> torch.Tensor:
        t = t.reshape(H, p)
        return M.mha_output(P.Xs, t[:, : T * d].reshape(H, T, d), t[:, T * d:].reshape(H, d, d),
                            torch.ones(H, dtype=torch.float64))

    J = torch.autograd.functional.jacobian(outs, th)  # (n, H p)
    dU, dW = MG.split_reduced(svm.theta_star, P.frac, float(H), T, d)
    ts_full = torch.cat([dU.flatten(1), dW.flatten(1)], 1)[torch.repeat_interleave(torch.arange(G), k)].reshape(-1)
    margin = float((P.ys * (J @ ts_full)).min())
    phi_e = float(outs(th).abs().max())
    norm_e = float(torch.sqrt(Ue.flatten(1).pow(2).sum(1) + We.flatten(1).pow(2).sum(1)).max())
    item = 1 + inst["seed"] % 3
    lhs, ref = {1: (svm.gamma, margin), 2: (phi_e, max(1.0, phi_e)), 3: (norm_e, B2)}[item]
    if item == 2:  # B_Phi from the reduced model
        ref = max(1.0, float(M.mha_output(P.Xs, P.U0, P.W0, P.frac * H).abs().max()))
    return Measurement(lhs, {"item": item, "ref": ref},
                       {"gamma": svm.gamma, "explicit_margin": margin, "gamma_ub": svm.gamma_ub, "H": H,
                        "theta_star_norm_full": float(ts_full.norm()), "svm_status": svm.status},
                       solver="cvxpy CLARABEL (re-checked margin)")


DEF1 = Claim(
    id="mhgd.def1",
    paper=PAPER,
    domain=_init_domain()[:3],
    source=f"Definition 1 (good initialization), Sec. 4.3, {SEED_FILE} L177-L181",
    statement="theta0 is a good initialization for (X_i, y_i) if P1: ||theta_h^(0)|| <= B2 (B2 >= 1) for all h; "
              "P2: |Phi~(X_i; theta0)| <= B_Phi (B_Phi >= 1) for all i; P3: some theta_* with ||theta_*|| = sqrt(2) "
              "and gamma > 0 has y_i <grad Phi~(X_i; theta0), theta_*> >= gamma for all i.",
    kind="construction",
    comparison="<=",
    bound=BG.def1,
    measure=_def1_measure,
    strategy=_def1_instances,
    assumptions=(Assumption("P3 norm", "||theta_*|| = sqrt(2) in the full model",
                            lambda q: 1e-12 - abs(q["theta_star_norm_full"] - math.sqrt(2))),),
    rtol=1e-9,
    mutants={"P3 with ||theta_*|| = 1 (margin / sqrt(2))": lambda item, ref: ref / math.sqrt(2) if item == 1 else ref},
    notes="A definition has no truth value: the check certifies the computed P1-P3 used by "
          "mhgd.display.prop7-witness and mhgd.prop7. P3's gamma comes from the reduced SVM (cvxpy CLARABEL, margin recomputed) and is compared "
          "with the margin of theta_* expanded to the explicit H = G k head model (per-head block w_g/sqrt(m_g)), "
          "gradients by autograd of the full Phi~; P2 and P1 likewise (reduced vs explicit). Item 1 is an equality "
          "at the support vectors, so the automatic mutant dies there.",
    settings={"ci": {"max_examples": 30, "budget_s": 3.0}},
)


# --------------------------------------------------------------------------------- Assumption 2 (existential)


def _assump2_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """A certified lower bound of r*(eps), the least radius of a ball around theta0 that contains a point of loss
    <= eps (Jensen + Taylor with Lemma 5's Hessian bound, which grows with the radius), and, as second paths, the
    loss lower bound on the ball of radius g0 and L^ at the best linear direction (an upper bound of that min)."""
    s = _prop7_setup(inst)
    P, m, T, d = s["P"], s["m"], inst["T"], inst["d"]
    eps = inst["eps"]
    g0 = B.prop7_g0(s["BPhi"], s["gamma"], eps) if s["gamma"] > 0 else 0.0
    abar = (P.ys[:, None] * torch.as_tensor(s["F"])).mean(0)  # (1/n) sum y_i f_i (reduced = full inner products)
    slope = float(abar.norm()) * (1 + 1e-12)
    zbar = float((P.ys * s["phi0"]).mean()) + 1e-9
    init_norm = float(MG.head_norms(P.U0, P.W0).max())

    def curv(r: float) -> float:  # Lemma 5 (2) on the ball of radius r: max_h ||theta_h|| <= init_norm + r
        return B.beta3(T, d, s["R"], init_norm + r) / math.sqrt(s["H"]) * (1 + 1e-12)

    lb = BG.loss_lower_bound(zbar, g0, slope, curv(g0))
    z_need = math.log(1 / math.expm1(eps)) * (1 - 1e-12)  # l(z) <= eps <=> z >= log(1/(e^eps - 1))
    r_lb = BG.radius_lower_bound(z_need, zbar, slope, curv, 100 * max(g0, 1.0)) * (1 - 1e-12)
    v = abar.numpy() / max(float(abar.norm()), 1e-300) * g0
    dU, dW = MG.split_reduced(v, P.frac, s["H"], T, d)
    L_dir = float(M.emp_loss(P.Xs, P.ys, P.U0 + dU, P.W0 + dW, m))
    dU2, dW2 = MG.split_reduced(s["svm"].theta_star * g0, P.frac, s["H"], T, d)  # the witness, at sqrt(2) g0
    L_wit = float(M.emp_loss(P.Xs, P.ys, P.U0 + dU2, P.W0 + dW2, m))
    return Measurement(r_lb, {"eps": eps, "BPhi": s["BPhi"], "gamma": s["gamma"]},
                       {"g0": g0, "sqrt2_g0": math.sqrt(2) * g0, "loss_lb_on_g0_ball": lb,
                        "loss_lb_over_eps": lb / eps, "slope": slope, "gamma": s["gamma"],
                        "gamma_over_sqrt2": s["gamma"] / math.sqrt(2), "curv_term": curv(g0) * g0**2 / 2,
                        "L_best_direction": L_dir, "L_witness_sqrt2_g0": L_wit, "H": s["H"], "H_req": s["H_req"],
                        "B2": s["B2"], "BPhi": s["BPhi"], "R": s["R"], "init_norm": init_norm,
                        "max_abs_phi0": float(s["phi0"].abs().max()),
                        "theta_star_norm": float(np.linalg.norm(s["svm"].theta_star))},
                       solver="cvxpy CLARABEL (re-checked margin)")


ASSUMP2 = Claim(
    id="mhgd.prop7",
    paper=PAPER,
    domain=_init_domain(),
    source=f"Proposition 7 (from good initialization to realizability), App. C.3, {SEED_FILE} L1155-L1161: its "
           "conclusion 'Assumption 2 holds with g0(eps) = (2 B_Phi + log(1/eps))/gamma, g = B2 + g0' (Assumption 2, "
           "realizability, Sec. 4.1, L169); catalog entry mhgd.assump2",
    statement="There exist non-increasing g, g0 such that for all eps > 0 some theta_(eps) has (i) L^(theta_(eps)) <= eps, "
              "(ii) ||theta_(eps) - theta0|| <= g0(eps), (iii) ||theta_(eps)||_{2,inf} <= g(eps); by Prop. 7 this holds "
              "under a good initialization and (98) with g0(eps) = (2 B_Phi + log(1/eps))/gamma, g = B2 + g0. "
              "Checked as (i)+(ii): r*(eps) <= g0(eps), r*(eps) the least radius of a ball around theta0 that "
              "contains a point of loss <= eps.",
    kind="construction",
    comparison="<=",
    bound=BG.assump2,
    measure=_assump2_measure,
    strategy=lambda: _init_instances(eps_lo=1e-12, n_max=3),
    assumptions=_GOOD_INIT_ASSUMPTIONS,
    expect="erratum",
    evidence=(
        "With Prop. 7's g0 the existential (i)+(ii) fails for small eps: for every theta with ||theta - theta0|| <= r, "
        "Jensen and Taylor give L^(theta) >= l(mean_i y_i Phi~(X_i; theta0) + r ||(1/n) sum_i y_i f_i|| + "
        "r^2 beta3(B2 + r)/(2 sqrt(H))) (Lemma 5's Hessian bound), so no point of loss <= eps lies closer than the "
        "root r_lb of that margin = log(1/(e^eps - 1)). For one sample (or duplicated samples) "
        "||f|| = gamma/sqrt(2) exactly, so r_lb ~ sqrt(2) log(1/eps)/gamma > g0 = (2 B_Phi + log(1/eps))/gamma "
        "once log(1/eps) > 2 B_Phi/(sqrt(2) - 1) + O(H^-1/2), e.g. n = 1, T = d = 2, antisymmetric init (4 groups, "
        "B_Phi = 1, gamma = 0.669), eps = 1e-4, H = H_req = 3.6e11: every point of the ball of radius g0 has "
        "L^ >= 3.1e-4 > eps (certified, curvature term included, term loss_lb_on_g0_ball); the loss at the best "
        "linear direction is 3.6e-4 (second path). It is the sqrt(2) of mhgd.display.prop7-witness: with "
        "g0' = sqrt(2) g0 the witness of Prop. 7 satisfies (i) and (ii) (mhgd.prop7.corrected, which runs). "
        "Independent exact second path (reviewer, no project code): n = 1, T = d = 1, x = y = 1, antisymmetric "
        "heads: one token makes the softmax 1, the model is linear in theta with ||f|| = 1, gamma = sqrt(2) for "
        "every H, so the least loss in the ball is exactly log(1 + e^{-g0}); at eps = 1e-6 (g0 = 11.183) it is "
        "1.3905e-5 = 13.9 eps, and the statement fails for every eps < 0.00789 (log(1/eps) > 4.842). Assumption 2 "
        "itself is an assumption (no truth value); what fails is Proposition 7's claim that it holds with these "
        "g0, g. Audited: /work/coord/audit/mhgd.md and mhgd_b.md (prop7, CONFIRMED by both auditors)."),
    corrected=BG.assump2_corrected,
    corrected_text="Proposition 7 holds with g0(eps) = sqrt(2) (2 B_Phi + log(1/eps))/gamma (the distance of its own "
                   "witness theta0 + ((2 B_Phi + log(1/eps))/gamma) theta_*, ||theta_*|| = sqrt(2)) and "
                   "g(eps) = B2 + sqrt(2) (2 B_Phi + log(1/eps))/gamma; equivalently P3 with ||theta_*|| = 1. "
                   "Corollaries 2 and 5 then read with g0(1/K)^2 doubled: mhgd.cor5.sqrt2-g0, mhgd.cor2.sqrt2-g0.",
    second_path="tests/test_mhgd_second_paths.py::test_prop7_statement_fails_at_small_eps",
    mutants={"radius 1.2 g0 (a smaller correction)": lambda eps, BPhi, gamma: 1.2 * BG.prop7_g0(BPhi, gamma, eps)},
    notes="lhs is a certified lower bound r_lb of the least radius r*(eps) (bisection on the Jensen-Taylor margin "
          "bound, curvature beta3(init_norm + r)/sqrt(H) growing with r; rounding margins 1e-12 relative, 1e-9 "
          "absolute in favour of the claim). The corrected bound sqrt(2) g0 must hold: the witness at distance "
          "sqrt(2) g0 reaches loss <= eps (term L_witness_sqrt2_g0), so r* <= sqrt(2) g0 and r_lb <= r*. Its "
          "planted mutants (1.2 g0; the automatic 0.9 sqrt(2) g0 = 1.27 g0) die at small eps: for one sample "
          "r_lb/g0 -> sqrt(2) log(1/eps)/(2 B_Phi + log(1/eps)), 1.32 at eps = 1e-12 (eps is drawn down to 1e-12).",
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
)


# -------------------------------------------------------------------------------------------- records

def _cor5_instances() -> st.SearchStrategy:
    from thmcheck.checks.papers.mhgd.sec4_appB_training import _cor3_instances

    return _cor3_instances().map(lambda i: {**i, "item": 1})


def _cor5_measure(inst: dict, ctx: Ctx, c: float = 1.0) -> Measurement:  # noqa: ARG001
    """GD for K steps from a good initialisation (Def. 1: B2, B_Phi = 1, gamma the NTK-SVM margin with ||theta_*|| =
    sqrt2), with Cor. 5's printed g0(1/K) = (2 B_Phi + log K)/gamma, H >= Cor. 5's requirement (L1187) times
    h_factor, eta = eta_frac x (1 ^ 1/rho(K) ^ 4 B_Phi^2/(gamma^2 log(1 + e^{B_Phi}))), rho(K) with 4 g0 + B2 in
    place of 3D + N (L1191-L1197). Returns L^(theta_K) and Cor. 5's requirement slack (H_cor5).

    ``c``: the factor on g0 (1 as printed; sqrt(2) for Cor. 5 with Prop. 7's corrected g0' = sqrt(2) g0, which
    enters the requirement on H, rho(K), the step cap g0'(1)^2/log(1 + e^{B_Phi}) = 8 B_Phi^2/(gamma^2 log(1 +
    e^{B_Phi})) and the conclusion 5 g0'(1/K)^2/(4 eta K))."""
    T, d, K = inst["T"], inst["d"], inst["K"]
    P, _, svm, B2 = _good_init(inst["n"], T, d, inst["G"], inst["init"], inst["init_scale"], inst["dup"],
                               inst["x_norm"], inst["seed"])
    R = MG.data_R(P.Xs)
    gamma, BPhi = svm.gamma, inst.get("bphi", 1.0)
    B2 = B2 * inst.get("b2f", 1.0)
    q = {"item": 1, "K": K, "eta": 1.0, "g0K": 0.0}
    terms = {"gamma": gamma, "theta_star_norm": float(np.linalg.norm(svm.theta_star)), "B2": B2, "R": R}
    if not gamma > 0:
        return Measurement(0.0, q, {**terms, "BPhi": BPhi, "max_abs_phi0": 0.0, "init_norm": 0.0, "Hc_slack": -1.0})
    gK = c * (2 * BPhi + math.log(K)) / gamma
    h_need = (256 * d * math.sqrt(T * d) * R**3 * B2 * (3 * math.sqrt(d) * R**2 * (4 * gK + B2) + 1) * gK**2) ** 2
    m = _H_for(P, h_need, inst["h_factor"])
    H = float(m.sum())
    phi0 = M.mha_output(P.Xs, P.U0, P.W0, m)
    a = 3 * d * math.sqrt(d) * R**2 * (3 * math.sqrt(T) * R**3 * (4 * gK + B2) + 2 * math.sqrt(T) * R)
    rho = (2 * d * math.sqrt(T * d) * R**3 / math.sqrt(H) + T * R**2 / 4) * a**2
    eta = min(1.0, 1 / rho, c * c * 4 * BPhi**2 / (gamma**2 * math.log(1 + math.exp(BPhi)))) * inst["eta_frac"] * (
        1 - 1e-12)
    tr = MG.gd_trajectory(P.Xs, P.ys, P.U0, P.W0, m, eta, K)
    LK = float(tr["losses"][-1])
    q.update({"eta": eta, "g0K": gK})
    return Measurement(LK, q, {**terms, "BPhi": BPhi, "max_abs_phi0": float(phi0.abs().max()),
                               "init_norm": float(MG.head_norms(P.U0, P.W0).max()), "H": H,
                               "Hc_slack": math.sqrt(H) - math.sqrt(h_need), "rho": rho, "LK": LK,
                               "L0": float(M.emp_loss(P.Xs, P.ys, P.U0, P.W0, m))})


_GOOD = (
    Assumption("P1", "||theta_h^(0)|| <= B2, B2 >= 1", lambda q: q["B2"] - max(1.0, q["init_norm"])),
    Assumption("P2", "|Phi~(X_i; theta0)| <= B_Phi, B_Phi >= 1", lambda q: q["BPhi"] - max(1.0, q["max_abs_phi0"])),
    Assumption("P3", "NTK margin gamma > 0 with ||theta_*|| = sqrt(2)",
               lambda q: min(q["gamma"], 1e-12 - abs(q["theta_star_norm"] - math.sqrt(2)))),
)
_COR5_NOTE = ("Vacuous at CPU horizons: eta <= 1/rho(K) ~ 1e-5 keeps L^(theta_K) ~ log 2 while 5(2 B_Phi + log K)^2/"
              "(4 gamma^2 eta K) >~ 10^4 until K ~ 10^7; checked at the largest K of the profile (ci 12). The "
              "generalization half of (101) is Cor. 4's bound at g0 = (2 B_Phi + log K)/gamma (mhgd.cor4). The "
              "mutant 2/K (dropping the second term) dies for K >= 3.")

COR5 = Claim(
    id="mhgd.cor5",
    paper=PAPER,
    domain=_init_domain(),
    source=f"Corollary 5 (Restatement of Cor. 2), App. C.4, L1185-L1217 (training half of (101)), {SEED_FILE}",
    statement="Good initialization theta0 (Def. 1); sqrt(H) >= 256 d sqrt(Td) R^3 B2 (3 sqrt(d) R^2 (4 g0(1/K) + B2) "
              "+ 1) g0(1/K)^2, g0(1/K) = (2 B_Phi + log K)/gamma; alpha(K), rho(K) with 4 g0 + B2; eta <= 1 ^ "
              "1/rho(K) ^ 4 B_Phi^2/(gamma^2 log(1 + e^{B_Phi})). Then L^(theta_K) <= 2/K + 5(2 B_Phi + log K)^2/"
              "(4 gamma^2 eta K) (training half of (101)).",
    kind="algorithmic",
    comparison="<=",
    bound=BG.cor3,
    measure=_cor5_measure,
    strategy=_cor5_instances,
    assumptions=(*_GOOD, Assumption("H_cor5", "Cor. 5's requirement on sqrt(H) (L1187)", lambda q: q["Hc_slack"])),
    mutants={"2/K": lambda item, K, eta, g0K: 2 / K},
    auto_mutant=False,
    notes=_COR5_NOTE,
    settings={"ci": {"max_examples": 12, "budget_s": 5.0}},
)

def _cor2_instances() -> st.SearchStrategy:
    """Cor. 5's instances plus the two absolute constants of Cor. 2's '>~' (log10 c_H, log10 c_rho in [-3, 3])."""
    return st.tuples(_cor5_instances(), st.floats(-3.0, 3.0), st.floats(-3.0, 3.0)).map(
        lambda a: {**a[0], "lcH": a[1], "lcR": a[2]})


def _cor2_measure(inst: dict, ctx: Ctx, c: float = 1.0) -> Measurement:  # noqa: ARG001
    """Cor. 2 as printed (L185-L191): good initialisation, sqrt(H) = c_H d^2 T^{1/2} R^5 B2^2 g0(1/K)^3 x
    sqrt(h_factor), rho(K) = c_rho d^{9/2} T^{3/2} R^13 g0(1/K)^4 (the smallest rho the hypothesis allows), eta =
    eta_frac x (1 ^ 1/rho(K) ^ 4 B_Phi^2/(gamma^2 log(1 + e^{B_Phi}))); GD for K steps. ``c``: the factor on g0
    (sqrt(2) for the corrected g0' of Prop. 7; the step cap's third term is c^2 4 B_Phi^2/(gamma^2 log(1 +
    e^{B_Phi})) = g0'(1)^2/log(1 + e^{B_Phi}) then)."""
    T, d, K = inst["T"], inst["d"], inst["K"]
    P, _, svm, B2 = _good_init(inst["n"], T, d, inst["G"], inst["init"], inst["init_scale"], inst["dup"],
                               inst["x_norm"], inst["seed"])
    R = MG.data_R(P.Xs)
    gamma, BPhi = svm.gamma, inst.get("bphi", 1.0)
    B2 = B2 * inst.get("b2f", 1.0)
    cH, cR = 10 ** inst["lcH"], 10 ** inst["lcR"]
    q = {"item": 1, "K": K, "eta": 1.0, "g0K": 0.0}
    terms = {"gamma": gamma, "theta_star_norm": float(np.linalg.norm(svm.theta_star)), "B2": B2, "R": R,
             "c_H": cH, "c_rho": cR}
    if not gamma > 0:
        return Measurement(0.0, q, {**terms, "BPhi": BPhi, "max_abs_phi0": 0.0, "init_norm": 0.0})
    gK = c * (2 * BPhi + math.log(K)) / gamma
    h_need = max(1.0, (cH * d**2 * math.sqrt(T) * R**5 * B2**2 * gK**3) ** 2)
    m = _H_for(P, h_need, inst["h_factor"])
    H = float(m.sum())
    phi0 = M.mha_output(P.Xs, P.U0, P.W0, m)
    rho = cR * d**4.5 * T**1.5 * R**13 * gK**4
    eta = min(1.0, 1 / rho, c * c * 4 * BPhi**2 / (gamma**2 * math.log(1 + math.exp(BPhi)))) * inst["eta_frac"] * (
        1 - 1e-12)
    tr = MG.gd_trajectory(P.Xs, P.ys, P.U0, P.W0, m, eta, K)
    LK = float(tr["losses"][-1])
    q.update({"eta": eta, "g0K": gK})
    return Measurement(LK, q, {**terms, "BPhi": BPhi, "max_abs_phi0": float(phi0.abs().max()),
                               "init_norm": float(MG.head_norms(P.U0, P.W0).max()), "H": H, "rho": rho, "LK": LK})


def _cor2_measure_sqrt2(inst: dict, ctx: Ctx) -> Measurement:
    return _cor2_measure(inst, ctx, c=math.sqrt(2))


_COR2_CONST = uncertified(
    "'>~' constants", "c_H and c_rho are the absolute constants of the two '>~' (L187, L189); drawn in [1e-3, 1e3]",
    why="the paper leaves both constants unspecified ('>~' hides absolute constants, L65): the statement holds if it "
        "holds for SOME c_H, c_rho, so a crossing at drawn constants is conditional; and as c_rho grows the step "
        "cap 1/rho(K) -> 0 makes the bound 5 g0^2/(4 eta K) grow without limit, so no crossing can persist as the "
        "constants grow (the 'eventually' reading is vacuous in c_rho; Cor. 5 = mhgd.cor5 is the explicit content)")
_COR2_DOMAIN = (*_init_domain(),
                Param("log10 c_H", -INF, INF, key="lcH", text="the absolute constant of sqrt(H) >~ ... (L187)",
                      unreached="[-3, 3]: any constant is allowed; see the uncertified requirement"),
                Param("log10 c_rho", -INF, INF, key="lcR", text="the absolute constant of rho(K) >~ ... (L189)",
                      unreached="[-3, 3]: any constant is allowed; see the uncertified requirement"))
_COR2_MUTANTS = {
    "2/K": lambda item, K, eta, g0K: 2 / K,
    "eta in the numerator (a wrong power of eta)": lambda item, K, eta, g0K: 2 / K + 5 * g0K**2 * eta / (4 * K),
}
_COR2_NOTE = ("Encoded as an explicit bound (the conclusion's constants 2 and 5/4 are printed); the hidden constants "
              "sit in the hypotheses only, as the drawn c_H, c_rho (granted: uncertified). Reading of rho: the "
              "smallest rho(K) the hypothesis allows (c_rho d^{9/2} T^{3/2} R^13 g0^4), i.e. the largest step cap. "
              "Vacuous at CPU horizons for c_rho >~ 1: eta <= 1/rho(K) keeps L^(theta_K) ~ log 2 far below the "
              "bound; small drawn constants (c ~ 1e-3) give the largest steps the printed shapes allow. ")

COR2 = Claim(
    id="mhgd.cor2",
    paper=PAPER,
    domain=_COR2_DOMAIN,
    source=f"Corollary 2, Sec. 4.3, L185-L191 (training half), {SEED_FILE}",
    statement="Good initialization; sqrt(H) >~ d^2 T^{1/2} R^5 B2^2 g0(1/K)^3, g0(1/K) = (2 B_Phi + log K)/gamma; "
              "eta <= 1 ^ 1/rho(K) ^ 4 B_Phi^2/(gamma^2 log(1 + e^{B_Phi})), rho(K) >~ d^{9/2} T^{3/2} R^13 "
              "g0(1/K)^4. Then L^(theta_K) <= 2/K + 5(2 B_Phi + log K)^2/(4 gamma^2 eta K). The two '>~' constants "
              "c_H, c_rho are drawn (granted, uncertified).",
    kind="algorithmic",
    comparison="<=",
    bound=BG.cor3,
    measure=_cor2_measure,
    strategy=_cor2_instances,
    assumptions=(*_GOOD, _COR2_CONST),
    mutants=_COR2_MUTANTS,
    auto_mutant=False,
    notes=_COR2_NOTE + _COR5_NOTE + (
        " Round 17: not encoded as constants='hypotheses' with a path in c_H, c_rho: along c_rho -> infinity the step "
        "cap eta <= 1/rho(K) ~ 1/c_rho makes the bound 2/K + 5 g0^2/(4 eta K) grow like c_rho, past log(1 + e^{B_Phi}) "
        ">= L^(theta_K) (descent from the good initialization), so every path point beyond the first decade holds by "
        "construction and the path could neither refute nor confirm more than the drawn constants already do; along "
        "c_H -> infinity only H grows, which the drawn H (to 10^12, group-reduced) covers."),
    settings={"ci": {"max_examples": 4, "budget_s": 1.5}},
)


def _cor5_measure_sqrt2(inst: dict, ctx: Ctx) -> Measurement:
    return _cor5_measure(inst, ctx, c=math.sqrt(2))


_SQRT2_NOTE = ("Prop. 7 is false with its printed g0 (mhgd.prop7, mhgd.display.prop7-witness) and true with g0' = "
               "sqrt(2) g0 (mhgd.prop7.corrected), so the proof of Cor. 5 (L1199-L1217: Prop. 7 at eps = 1/K, then "
               "Cor. 3 (82) and Cor. 4 (96) with g0(1/K)) goes through only with g0'. The paper prints no statement "
               "with g0'; this is what Cor. 5 then says, its proof's inputs replaced: g0'(1/K) = sqrt(2)(2 B_Phi + "
               "log K)/gamma in the requirement on H and in alpha(K), rho(K); g0'(1)^2/L^(theta0) >= 8 B_Phi^2/"
               "(gamma^2 log(1 + e^{B_Phi})) in the step cap; conclusion 2/K + 5 g0'(1/K)^2/(4 eta K) = 2/K + "
               "5(2 B_Phi + log K)^2/(2 gamma^2 eta K) (and 34(2 B_Phi + log K)^2/(gamma^2 eta n) for the gap, "
               "mhgd.cor4 with g0'). The printed Cor. 5/Cor. 2 (mhgd.cor5, mhgd.cor2) keep their own ids: with the "
               "printed, smaller g0 their proof has a gap (Prop. 7 fails), and no run at CPU horizons refutes "
               "their conclusion (vacuous there: eta <= 1/rho(K) keeps L^(theta_K) ~ log 2 far below the bound). ")

COR5_SQRT2 = Claim(
    id="mhgd.cor5.sqrt2-g0",
    paper=PAPER,
    derived="mhgd.cor5",
    domain=_init_domain(),
    source=f"Corollary 5 (Restatement of Cor. 2), App. C.4, L1185-L1217 (training half of (101)), with Prop. 7's "
           f"g0 (L1159) replaced by its witness's radius sqrt(2) g0 (L1167, P3 L181), {SEED_FILE}",
    statement="Good initialization theta0 (Def. 1); g0'(1/K) = sqrt(2)(2 B_Phi + log K)/gamma; sqrt(H) >= 256 d "
              "sqrt(Td) R^3 B2 (3 sqrt(d) R^2 (4 g0'(1/K) + B2) + 1) g0'(1/K)^2; alpha(K), rho(K) with 4 g0' + B2; "
              "eta <= 1 ^ 1/rho(K) ^ 8 B_Phi^2/(gamma^2 log(1 + e^{B_Phi})). Then L^(theta_K) <= 2/K + "
              "5(2 B_Phi + log K)^2/(2 gamma^2 eta K) (Cor. 5's training half with the corrected g0 of Prop. 7).",
    kind="algorithmic",
    comparison="<=",
    bound=BG.cor3,
    measure=_cor5_measure_sqrt2,
    strategy=_cor5_instances,
    assumptions=(*_GOOD, Assumption("H_cor5'", "Cor. 5's requirement on sqrt(H) with g0' = sqrt(2) g0",
                                    lambda q: q["Hc_slack"])),
    mutants={"2/K": lambda item, K, eta, g0K: 2 / K},
    auto_mutant=False,
    notes=_SQRT2_NOTE + _COR5_NOTE,
    settings={"ci": {"max_examples": 12, "budget_s": 5.0}},
)

COR2_SQRT2 = Claim(
    id="mhgd.cor2.sqrt2-g0",
    paper=PAPER,
    derived="mhgd.cor2",
    domain=_COR2_DOMAIN,
    source=f"Corollary 2, Sec. 4.3, L185-L191 (training half), with Prop. 7's g0 (L1159) replaced by its witness's "
           f"radius sqrt(2) g0 (L1167, P3 L181), {SEED_FILE}",
    statement="Good initialization; g0'(1/K) = sqrt(2)(2 B_Phi + log K)/gamma; sqrt(H) >~ d^2 T^{1/2} R^5 B2^2 "
              "g0'(1/K)^3; eta <= 1 ^ 1/rho(K) ^ 8 B_Phi^2/(gamma^2 log(1 + e^{B_Phi})), rho(K) >~ d^{9/2} "
              "T^{3/2} R^13 g0'(1/K)^4. Then L^(theta_K) <= 2/K + 5(2 B_Phi + log K)^2/(2 gamma^2 eta K). The two "
              "'>~' constants c_H, c_rho are drawn (granted, uncertified).",
    kind="algorithmic",
    comparison="<=",
    bound=BG.cor3,
    measure=_cor2_measure_sqrt2,
    strategy=_cor2_instances,
    assumptions=(*_GOOD, _COR2_CONST),
    mutants=_COR2_MUTANTS,
    auto_mutant=False,
    notes=_SQRT2_NOTE + _COR2_NOTE + _COR5_NOTE,
    settings={"ci": {"max_examples": 4, "budget_s": 1.5}},
)


CLAIMS: list[Claim] = [PROP7, DEF1, ASSUMP2, COR5, COR2, COR5_SQRT2, COR2_SQRT2]

# ---- round 29 (helper hhT23): the hidden-constant hypotheses of docs/hiddenhyp_r28.md triaged ("Round 29 triage"):
# why the crossing does not need the constant read at one value
from thmcheck.checks.papers import _hiddenhyp_r29 as hh  # noqa: E402

CLAIMS = hh.add_notes(CLAIMS, {
    "mhgd.display.prop7-witness": "P1-P3 and (98) are explicit printed inequalities (as mhgd.prop7, round 28's "
                                  "triage): no hidden constant is granted; ||theta^(eps) - theta0|| = sqrt(2) g0 is "
                                  "exact on every instance.",
})
