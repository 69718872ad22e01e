"""Round 24 (helper mhgd): App. D.2.1's chain for ||theta_h^(1)|| (L1247), which the covering claim (mhgd.prop2,
item 1) checked only through Prop. 2's looser B2 = sqrt(T)(S + P).

- ``mhgd.display.l1247-p1-chain``: ||theta_h^(1)||_2 = ||U_h^(1)||_F <= (zeta/2) sqrt(T) ||u_*||_2 + sqrt(T) ||p||_2
  <= (zeta/2) sqrt(T) sqrt(2) S + sqrt(T) P, for U_h^(1) = alpha_h 1_T (zeta/2 u_* + p)^T (Lemma 2), ||p|| <= P.
"""

from __future__ import annotations

import torch
from hypothesis import strategies as st

from thmcheck.bounds.mhgd import r24_mhgd as B
from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE, _dm1, _dm1_build, _dm1_domain, _with
from thmcheck.checks.strategies import log_uniform
from thmcheck.models.device import generator

CLAIMS: list[Claim] = []


def _l1247_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """||U_h^(1)||_F of the explicit T x d matrix alpha_h 1_T (zeta/2 u_* + p)^T; p of norm P_frac S along a random
    direction or along +-u_* (where the triangle inequality of item 1 is an equality or loosest)."""
    dm, _, _ = _dm1_build({**inst, "n": 1})
    g = generator(inst["seed"] + 11)
    us = dm.u_star
    v = {"rand": torch.randn(dm.d, generator=g, dtype=torch.float64), "+u": us.clone(), "-u": -us}[inst["p_dir"]]
    p = v / v.norm() * inst["P_frac"] * dm.S
    P = float(p.norm()) * (1 + inst["P_slack"])
    alpha = 1.0 if inst["alpha_pos"] else -1.0
    U = alpha * torch.ones(dm.T, 1, dtype=torch.float64) * (dm.zeta / 2 * us + p)[None, :]
    return Measurement(float(torch.linalg.matrix_norm(U)),
                       {"item": inst["item"], "T": dm.T, "zeta": dm.zeta, "S": dm.S, "P": P,
                        "u_norm": float(us.norm()), "p_norm": float(p.norm())}, {"d": dm.d})


_L1247_WHY = ("T <= 48, M <= 32 drawn (the display is a per-instance triangle inequality: its two sides scale together "
              "in T and do not involve M or the noise), S in [1e-3, 200], ||p|| / S in [0, 1e3]")

L1247 = Claim(
    id="mhgd.display.l1247-p1-chain",
    catalog_id="mhgd.prop2",
    paper=PAPER,
    kind="step",
    domain=_dm1_domain(_L1247_WHY) + (
        Param("P", 0.0, INF, key="P_frac", text="||p|| <= P (P free)", unreached="||p|| <= 1e3 S drawn: both sides "
              "grow linearly in P"),),
    source=f"Proof of Prop. 2 (P1), App. D.2.1, L1247, {SEED_FILE}",
    statement="||theta_h^(1)||_2 = ||U_h^(1)||_F <= (zeta/2) sqrt(T) ||u_*||_2 + sqrt(T) ||p||_2 (item 1) <= (zeta/2) "
              "sqrt(T) sqrt(2) S + sqrt(T) P (item 2), for U_h^(1) = alpha_h 1_T (zeta/2 u_* + p)^T, alpha_h = +-1, "
              "||p|| <= P, u_* = mu_+ - mu_-.",
    statement_tex=r"\|\boldsymbol{\theta}_h^{(1)}\|_2 = \|\mathbf{U}_h^{(1)}\|_F \leq \frac{\zeta}{2} \sqrt{T} "
                  r"\|\mathbf{u}_*\|_2 + \sqrt{T} \|\mathbf{p}\|_2 \leq \frac{\zeta}{2} \sqrt{T} \sqrt{2} S + \sqrt{T} P",
    comparison="<=",
    bound=B.l1247,
    measure=_l1247_measure,
    strategy=lambda: _with(_dm1(S_lo=1e-3, S_hi=200.0, T_far=48, M_far=32, n_max=1, modes=("zero",)),
                           item=st.sampled_from(B.L1247_ITEMS), p_dir=st.sampled_from(["rand", "+u", "-u"]),
                           P_frac=st.one_of(st.just(0.0), log_uniform(1e-3, 1e3)),
                           P_slack=st.one_of(st.just(0.0), log_uniform(1e-3, 1.0)), alpha_pos=st.booleans()),
    rtol=1e-12,
    notes="Exact up to float64 rounding: p along +u_* makes item 1 an equality (kills the planted slip and the "
          "automatic mutant); item 2 uses ||u_*|| = sqrt(2) S (mu_+ perp mu_-, ||mu_+-|| = S) and ||p|| <= P.",
    mutants={"p term without sqrt(T)": B.l1247_no_sqrtT_p},
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
)
CLAIMS += [L1247]
