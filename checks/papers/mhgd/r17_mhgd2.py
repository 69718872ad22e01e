"""Round 17 (mhgd, helper mhgd, continuation): Lemma 7's Taylor chain (L850) as its own step claim.

- mhgd.display.lemma7-chain: the three members of the chain in the proof of Lemma 7 (App. B.3, L850) at one GD step
  of the H-head model, for ANY step size (the chain does not use eta <= 1/rho_k; that enters only after it).
- mhgd.display.eq14: (14) (Sec. 4, L321), the Taylor lower bound with min lambda_min of the Hessian over the segment.
"""

from __future__ import annotations

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.mhgd import r17_mhgd2 as B2
from thmcheck.checks.claim import Claim, Ctx, Measurement, SolverFailure
from thmcheck.checks.papers.mhgd._common import (
    _MH_WIDE,
    PAPER,
    SEED_FILE,
    _beta,
    _build_multi,
    _mh_domain,
    _multi_head,
    _with,
)
from thmcheck.checks.strategies import log_uniform
from thmcheck.models.device import generator
from thmcheck.models.mhgd import sec2_model as M

CLAIMS: list[Claim] = []

_GRID = 11


def _l850_measure(inst: dict, ctx: Ctx) -> Measurement:
    """One exact GD step theta_{k+1} = theta_k - eta grad L^(theta_k) of the group-reduced H-head model with
    eta = eta_mult / beta2(theta_k); ||Hess L^|| at an 11-point grid of [theta_k, theta_{k+1}] (the grid max is a
    lower estimate of the max over the segment: a crossing of item 2 is a true one; item 1's bound is then
    smaller than the printed one, so a crossing of item 1 would need a finer grid)."""
    Xs, ys, Ug, Wg, m = _build_multi(inst, ctx)
    H = float(m.sum())
    R = max(1.0, float(Xs.norm(dim=2).max()))
    eta = inst["eta_mult"] / _beta(Ug, Wg, inst, R, H)[0]
    U1, W1, L0, g2 = M.group_step(Xs, ys, Ug, Wg, m, eta)
    rho = max(_beta(Ug, Wg, inst, R, H)[0], _beta(U1, W1, inst, R, H)[0])
    with torch.no_grad():
        L1 = float(M.emp_loss(Xs, ys, U1, W1, m))
    hmax = 0.0
    if inst["item"] != 3:
        for a in np.linspace(0.0, 1.0, _GRID):
            D = M.loss_derivatives(Xs, ys, Ug + a * (U1 - Ug), Wg + a * (W1 - Wg), m)
            if not np.isfinite(D.hess_norm):
                raise SolverFailure(f"Hessian norm not finite at alpha = {a:.2f}")
            hmax = max(hmax, float(D.hess_norm))
    lhs = hmax if inst["item"] == 2 else L1
    return Measurement(lhs, {"item": inst["item"], "L0": L0, "eta": eta, "g2": g2, "hmax": hmax, "rho": rho},
                       {"eta_rho": eta * rho, "L1": L1})


L850 = Claim(
    id="mhgd.display.lemma7-chain",
    catalog_id="mhgd.lemma7",
    paper=PAPER,
    kind="step",
    domain=_mh_domain(_MH_WIDE),
    source=f"Proof of Lemma 7, App. B.3, L850 (the Taylor chain; rho_k of L846), {SEED_FILE} L846-L850",
    statement="With theta_{k+1} = theta_k - eta grad L^(theta_k), rho_k = beta2(theta_k) v beta2(theta_{k+1}): "
              "L^(theta_{k+1}) <= L^(theta_k) + <grad, theta_{k+1} - theta_k> + (1/2) max_{theta' in [theta_k, "
              "theta_{k+1}]} ||Hess L^(theta')|| ||theta_{k+1} - theta_k||^2 (item 1) <= L^(theta_k) - eta ||grad||^2 "
              "+ (eta^2 rho_k/2) ||grad||^2 (item 2: the Hessian factor max ||Hess|| <= rho_k; item 3: the chain's "
              "end). The chain holds for any eta > 0 (eta <= 1/rho_k is used only after it).",
    statement_tex=r"\widehat{L}(\theta_{k+1}) \leq \widehat{L}(\theta_k) - \eta \|\nabla \widehat{L}(\theta_k)\|^2 "
                  r"+ \frac{\eta^2 \rho_k}{2} \|\nabla \widehat{L}(\theta_k)\|^2",
    comparison="<=",
    bound=B2.l850,
    measure=_l850_measure,
    strategy=lambda: _with(_multi_head((1, 2, 3), wide=True),
                           eta_mult=st.one_of(st.sampled_from([1.0, 10.0]), log_uniform(1e-3, 100.0))),
    rtol=1e-9,
    notes="The step size is eta_mult/beta2(theta_k), eta_mult in [1e-3, 100] (far past 1/rho_k too: the chain does "
          "not assume it). Item 2 is Corollary 1's ||Hess L^|| <= beta2 with the max of beta2 over the segment at "
          "an end (||.||_{2,inf} is convex); its slack is large (beta2 is a worst case over all data), so the "
          "automatic 10 %-favourable mutant survives and is off.",
    mutants={"item 1 without the Hessian term": lambda item, L0, eta, g2, hmax, rho: (
                 L0 - eta * g2 if item == 1 else B2.l850(item, L0, eta, g2, hmax, rho)),
             "item 3 without the eta^2 term": lambda item, L0, eta, g2, hmax, rho: (
                 L0 - eta * g2 if item == 3 else B2.l850(item, L0, eta, g2, hmax, rho))},
    auto_mutant=False,  # item 2 has beta2's worst-case slack; items 1, 3 are killed by the planted mutants
    settings={"ci": {"max_examples": 30, "budget_s": 6.0}},
)

CLAIMS += [L850]


def _eq14_measure(inst: dict, ctx: Ctx) -> Measurement:
    """theta_k from the H-head generator, theta = theta_k + s v (v the most negative group-constant Hessian direction
    or a random one, unit norm in the full model); lambda_min(Hess L^) at an 11-point grid of [theta_k, theta] (the
    grid min is >= the min over the segment, so the grid bound is >= the printed one: 'holds' is conclusive)."""
    Xs, ys, Ug, Wg, m = _build_multi(inst, ctx)
    if inst["direction"] == "negative":
        dU, dW, _ = M.most_negative_direction(Xs, ys, Ug, Wg, m)
    else:
        g = generator(inst["seed"] + 1)
        dU = torch.randn(Ug.shape, generator=g, dtype=torch.float64).to(Ug)
        dW = torch.randn(Wg.shape, generator=g, dtype=torch.float64).to(Wg)
    nr = float((m * (dU.flatten(1).pow(2).sum(1) + dW.flatten(1).pow(2).sum(1))).sum()) ** 0.5
    if nr == 0:
        raise SolverFailure("zero direction")
    s = inst["s"]
    DU, DW = s * dU / nr, s * dW / nr
    gU, gW, Lk = M.per_head_grad(Xs, ys, Ug, Wg, m)
    inner = float((m * ((gU * DU).flatten(1).sum(1) + (gW * DW).flatten(1).sum(1))).sum())
    with torch.no_grad():
        Lth = float(M.emp_loss(Xs, ys, Ug + DU, Wg + DW, m))
    lmin = float("inf")
    for a in np.linspace(0.0, 1.0, _GRID):
        D = M.loss_derivatives(Xs, ys, Ug + a * DU, Wg + a * DW, m)
        if not np.isfinite(D.lam_min):
            raise SolverFailure(f"lambda_min not finite at alpha = {a:.2f}")
        lmin = min(lmin, float(D.lam_min))
    return Measurement(Lth, {"Lk": Lk, "inner": inner, "lmin": lmin, "dist2": s**2}, {"s": s})


EQ14 = Claim(
    id="mhgd.display.eq14",
    catalog_id="mhgd.lemma8",
    paper=PAPER,
    kind="step",
    domain=_mh_domain(_MH_WIDE),
    source=f"Eq. (14), Sec. 4, L321 (Taylor's theorem; theta_k_alpha of L323), {SEED_FILE} L321-L323",
    statement="For any theta, theta_k: L^(theta) >= L^(theta_k) + <grad L^(theta_k), theta - theta_k> + (1/2) "
              "min_{alpha in [0,1]} lambda_min(Hess L^(alpha theta_k + (1-alpha) theta)) ||theta - theta_k||^2.",
    statement_tex=r"\widehat{L}(\theta) \geq \widehat{L}(\theta_k) + \langle \nabla \widehat{L}(\theta_k), \theta - "
                  r"\theta_k \rangle + \frac{1}{2} \min_{\theta_{k_\alpha}} \lambda_{\min}(\nabla^2 \widehat{L}"
                  r"(\theta_{k_\alpha})) \|\theta - \theta_k\|^2",
    comparison=">=",
    bound=B2.eq14,
    measure=_eq14_measure,
    strategy=lambda: _with(_multi_head((1,), wide=True), direction=st.sampled_from(["negative", "random"]),
                           s=st.one_of(st.sampled_from([1e-3, 1.0, 10.0]), log_uniform(1e-4, 100.0))),
    rtol=1e-9,
    notes="Taylor's theorem with the Lagrange remainder (1/2) Delta^T Hess(theta') Delta >= (1/2) lambda_min ||Delta||^2. "
          "Tight for small steps along the most negative direction (the remainder is then lambda_min ||Delta||^2/2 "
          "to first order).",
    mutants={"without the curvature term": lambda Lk, inner, lmin, dist2: Lk + inner,
             "|lambda_min| for lambda_min": lambda Lk, inner, lmin, dist2: Lk + inner + 0.5 * abs(lmin) * dist2},
    auto_mutant=False,  # the bound's only constant is Taylor's 1/2; with lambda_min < 0 a larger one is weaker
    settings={"ci": {"max_examples": 30, "budget_s": 6.0}},
)

CLAIMS += [EQ14]
