"""Round 17 (mhgd, helper mhgd): displays whose covering claim did not compute them, or computed them on a generator
narrower than the printed hypotheses.

- ``mhgd.display.eq118-middle``: (118)'s middle link (L1412, proof of Lemma 14), ||grad Phi(X; theta_h^(1))||
  ||theta_*|| <= sqrt(2TR) (2 R^2 ||theta_h^(1)||_F + 1). ``mhgd.eq118`` checked it with p of norm P in a random
  direction only; Lemma 14's proof conditions on ||p|| <= P alone (L1239), so every p of norm <= P is in its
  domain, p = -(zeta/2) u_* (U_h^(1) = 0) included.
- ``mhgd.display.eq118-end``: (118)'s whole chain, |X_h| <= 2 (2 R^3 T (S + P) + sqrt(TR)), over Assumption 3's noise
  box (the shared _dm1 generator keeps Z_mu <= S^2 and r_perp <= S; Assumption 3 does not tie Z to S).
- ``mhgd.eq89``: (89) (L1055) literally; its row was credited to ``mhgd.eq21``, which computes (21) = L1039.
- ``mhgd.display.lemma11-H-chain``: the chain on sqrt(H) at L1043; its row was credited to ``mhgd.eq87``, which
  computes (87)'s second line (L1031).
- ``mhgd.display.eq20-loo-expansive``: (20) (L365, = (86)'s last link): (85) on the leave-one-out pair of GD runs;
  its row was credited to ``mhgd.lemma11`` (whose claim checks the lemma's conclusion only).
"""

from __future__ import annotations

import math

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.mhgd import r17_mhgd as B17
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import _DM1_WIDE, PAPER, SEED_FILE, _dm1, _dm1_build, _dm1_domain
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []

# ======================================================= (118)'s middle link, L1412 (proof of Lemma 14)


@st.composite
def _e118m_inst(draw: st.DrawFn) -> dict:
    """A DM1 instance and sample (mhgd.lemma16's wide sizes: T to 256, M to 128, S in [1e-3, 200], noise box to
    1e4 S^2 and r_perp to 1e4 S, every noise mode) and the first-phase deviation p: "cancel" p = -(zeta/2) u_* + a perturbation of relative size `pert`
    (0 first: U_h^(1) = 0), or "random" (norm P in a random direction, as mhgd.eq118); alpha = +-1. P = ||p||, the
    smallest P of the conditioning event ||p|| <= P."""
    inst = draw(_dm1(S_lo=1e-3, S_hi=200.0, M_far=128, T_far=256, noise_far=1e4))
    inst.update({"n": 1, "p_dir": draw(st.sampled_from(["cancel", "random"])),
                 "pert": draw(st.one_of(st.just(0.0), log_uniform(1e-4, 1.0))),
                 "P_rand": draw(st.one_of(st.just(0.0), log_uniform(1e-3, 10.0))),
                 "alpha": draw(st.sampled_from([1.0, -1.0]))})
    return inst


def _e118m_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """theta_h^(1) = (alpha 1_T (zeta/2 u_* + p)^T, W = 0) (102), one DM1 sample, grad Phi by autograd of eq. (1);
    theta_* = (U_*/||U_*||_F, sign(alpha) W_*/||W_*||_F) (||theta_*|| = sqrt 2); R = max(1, sqrt(S^2 + Z^2 +
    2 Z_nu/M)) (Assumption 3's R, L211, at least 1 as Assumption 1 asks)."""
    dm, smp, g = _dm1_build(inst)
    X = smp["X"][0]
    T, d, al = dm.T, dm.d, inst["alpha"]
    v = torch.randn(d, generator=g, dtype=torch.float64)
    v = v / v.norm()
    if inst["p_dir"] == "cancel":
        p = -dm.zeta / 2 * dm.u_star + inst["pert"] * dm.zeta * dm.S / math.sqrt(2) * v
    else:
        p = inst["P_rand"] * v
    P = float(p.norm())
    U1 = (al * (dm.zeta / 2 * dm.u_star + p)).expand(T, d).clone().requires_grad_(True)
    W1 = torch.zeros(d, d, dtype=torch.float64, requires_grad=True)
    f = (U1 * (torch.softmax(X @ W1 @ X.T, dim=-1) @ X)).sum()
    gU, gW = torch.autograd.grad(f, (U1, W1))
    gnorm = float(torch.sqrt(gU.pow(2).sum() + gW.pow(2).sum()))
    Us, Ws = dm.U_star(), dm.W_star()
    star = float(torch.sqrt((Us / Us.norm()).pow(2).sum() + (Ws / Ws.norm()).pow(2).sum()))
    R = max(1.0, dm.R_printed)
    thF = float(U1.detach().norm())
    xbar = float(X.mean(0).norm())
    max_tok = float(X.norm(dim=1).max())
    return Measurement(gnorm * star, {"T": T, "R": R, "thF": thF},
                       {"grad_norm": gnorm, "theta_star_norm": star, "P": P, "S": dm.S, "zeta": dm.zeta, "M": dm.M,
                        "Zmu": dm.Zmu, "Znu": dm.Znu, "Z": dm.Z, "mean_token_norm": xbar, "max_token_norm": max_tok,
                        "R_slack": R - max_tok})


def _e118m_exact(inst: dict) -> Measurement:
    """The same quantity without autograd: at W = 0 grad_U Phi = (1/T) 1 1^T X (phi(0) = 1 1^T/T) and grad_W Phi =
    sum_t x_t u^T X^T R_0 X with u the common row of U^(1), R_0 = I/T - 1 1^T/T^2 (Lemma 1 at W = 0); numpy."""
    dm, smp, g = _dm1_build(inst)
    X = smp["X"][0].numpy()
    T, d, al = dm.T, dm.d, inst["alpha"]
    v = torch.randn(d, generator=g, dtype=torch.float64)
    v = (v / v.norm()).numpy()
    us = dm.u_star.numpy()
    if inst["p_dir"] == "cancel":
        p = -dm.zeta / 2 * us + inst["pert"] * dm.zeta * dm.S / math.sqrt(2) * v
    else:
        p = inst["P_rand"] * v
    u = al * (dm.zeta / 2 * us + p)
    R0 = np.eye(T) / T - np.ones((T, T)) / T**2
    gU = np.ones((T, T)) / T @ X
    gW = np.outer(X.sum(0), u) @ X.T @ R0 @ X
    gnorm = math.sqrt(float((gU**2).sum() + (gW**2).sum()))
    R = max(1.0, dm.R_printed)
    thF = math.sqrt(T) * float(np.linalg.norm(u))
    return Measurement(gnorm * math.sqrt(2), {"T": T, "R": R, "thF": thF}, {})


def _e118m_mutant(kind: str):  # noqa: ANN202
    def f(T: int, R: float, thF: float) -> float:
        if kind == "without the +1":
            return math.sqrt(2 * T) * R * 2 * R**2 * thF
        return math.sqrt(T) * R * (2 * R**2 * thF + 1)  # ||theta_*|| = 1 for sqrt 2
    f.__name__ = "eq118m_" + kind.replace(" ", "_").replace("+", "plus")
    return f


EQ118_MIDDLE = Claim(
    id="mhgd.display.eq118-middle",
    catalog_id="mhgd.lemma14",
    paper=PAPER,
    kind="step",
    domain=_dm1_domain(_DM1_WIDE) + (
        Param("P", 0.0, INF, key="P", text="||p|| <= P (the event Lemma 14's proof conditions on, L1239; P = ||p||)",
              unreached="P = ||p|| follows p: 'cancel' gives about zeta S/sqrt 2 (to ~141), 'random' draws 0, 1e-3 .. 10"),),
    source=f"Proof of Lemma 14, App. D.2.3, (118) L1412, its middle link (first-phase iterate (102) L1237, the "
           f"event ||p|| <= P L1239), {SEED_FILE}",
    statement="For theta_h^(1) = (alpha_h 1_T (zeta/2 u_* + p)^T, 0) with ||p|| <= P and theta_* = (U_*-bar, "
              "sign(alpha) W_*-bar), ||theta_*|| = sqrt 2: ||grad_theta Phi(X; theta_h^(1))|| ||theta_*(theta_h^(1))|| "
              "<= sqrt(2TR) (2 R^2 ||theta_h^(1)||_F + 1) (as printed, R under the root).",
    statement_tex=r"\|\nabla_{\boldsymbol{\theta}} \Phi(\mathbf{X}; \boldsymbol{\theta}_h^{(1)})\| "
                  r"\|\boldsymbol{\theta}_*(\boldsymbol{\theta}_h^{(1)})\| \leq \sqrt{2TR} \left( 2R^2 "
                  r"\|\boldsymbol{\theta}_h^{(1)}\|_F + 1 \right)",
    comparison="<=",
    bound=B17.eq118_middle,
    measure=_e118m_measure,
    exact=_e118m_exact,
    strategy=lambda: _e118m_inst(),
    rtol=1e-9,
    expect="erratum as printed",
    readings=(Reading("sqrt(2T) R", "R outside the root, as Prop. 1 (item 5, L117 with ||x_t|| <= R) gives for "
                      "||grad Phi|| times ||theta_*|| = sqrt 2", bound=B17.eq118_middle_read),),
    corrected=B17.eq118_middle_read,
    corrected_text="||grad_theta Phi(X; theta_h^(1))|| ||theta_*|| <= sqrt(2T) R (2 R^2 ||theta_h^(1)||_F + 1) "
                   "(Prop. 1 with ||x_t|| <= R); the last link of (118) then holds as printed.",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/mhgd.md, auditor A): confirmed as printed. Where U_h^(1) is small the U-gradient phi(0) X = (1/T) 1 1^T X of norm sqrt(T) ||x-bar|| dominates, and "
             "||x-bar|| ~ R exceeds sqrt(R) once R > 1. Lemma 14's proof conditions only on ||p|| <= P (L1239: 'we "
             "condition on this good event'), so p = -(zeta/2) u_* (U_h^(1) = 0, W_h^(1) = 0) is inside its domain "
             "with P = zeta S/sqrt 2. E.g. T = 10, |R| = 1 (zeta = 0.1), M = 1, S = 10, no noise (Z_mu = Z_nu = Z = "
             "0, R = S = 10 = max ||x_t||: Assumptions 1, 3 hold with equality), y = +1, x = (mu_+, nu_1 x 9): "
             "grad_W Phi = 0 (U = 0), ||grad_U Phi|| = sqrt(10) * 10 sqrt(0.82) = 28.6, times ||theta_*|| = sqrt 2: "
             "40.5 against sqrt(2 * 10 * 10) (0 + 1) = 14.1. U_h^(1) = 0 is also what a first phase produces: with n1 = 2 "
             "samples of opposite labels whose noise tokens carry -+(mu_+ - mu_-)/18 (Z_mu = S^2/18 <= S^2/8, Z = "
             "sqrt(2) S/18, R = 10.03) Lemma 16's row (1/(2 n1 T)) alpha sum_i y_i sum_t x_{i,t} vanishes, and the "
             "same test sample gives 40.5 against 14.2. The slip is R inside the root (Prop. 1 gives sqrt(2T) "
             "R); the last link of (118), 2 (2 R^3 T (S + P) + sqrt(TR)), and Lemma 14 itself are not affected "
             "here (mhgd.eq118's other links hold). mhgd.eq118 drew p in a random direction only, where "
             "||theta_h^(1)|| ~ sqrt(T) zeta S hides the slip.",
    second_path="tests/test_mhgd_r17_mhgd.py::test_eq118_middle_zero_first_phase_row",
    mutants={k: _e118m_mutant(k) for k in ("without the +1", "||theta_*|| = 1")},
    notes="The 'cancel' family (p = -(zeta/2) u_* plus a perturbation of relative size 0 or 1e-4 .. 1) is drawn "
          "first; 'random' is mhgd.eq118's family. The exact re-measure is numpy from Lemma 1's closed forms at W = 0.",
    settings={"ci": {"max_examples": 60, "budget_s": 8.0}},
)

CLAIMS += [EQ118_MIDDLE]


# ============================================================= (89), L1055 (proof of Lemma 11), on GD runs


def _eq89_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """mhgd.eq21's setup (one training set of Thm. 4's population and target, H >= (84) x h_factor, eta <= Thm. 1's
    cap x eta_frac): Delta_k = ||theta_k - theta_k^{-i}|| (full GD and GD on L^{-i}, i = the first sample) at k = K
    and K + 1; the printed right side of (89) at k = K, its (22)/(91) form, and the additive term."""
    from thmcheck.bounds.mhgd import sec3_5_local as B
    from thmcheck.checks.papers.mhgd.sec4_appC_generalization import _loo_runs
    from thmcheck.models.mhgd import sec4_gd as MG

    r = _loo_runs(inst)
    T, d, n, D, N, H, m, eta = r["T"], r["d"], r["n"], r["D"], r["N"], r["H"], r["m"], r["eta"]
    Xs, ys, Ua, Wa, dK, dK1 = r["Xs"], r["ys"], r["Ua"], r["Wa"], r["dK"], r["dK1"]
    l_full = MG.losses_at(Xs[0], ys[0], Ua[0, 0][None], Wa[0, 0][None], m)[0]  # l_j(theta_K), j in [n]
    l_loo = MG.losses_at(Xs[0], ys[0], Ua[0, 1][None], Wa[0, 1][None], m)[0]  # l_j(theta_K^{-i})
    Lmi_full = float(l_full[1:].sum()) / n  # L^{-i}(theta_K), i = 0: (1/n) sum_{j != i}
    Lmi_loo = float(l_loo[1:].sum()) / n  # L^{-i}(theta_K^{-i})
    nrmK = float(MG.head_norms(Ua[0, 0], Wa[0, 0]).max())
    b1 = B.beta1(T, 1.0, nrmK)
    b3t = B.beta3(T, d, 1.0, 3 * D + N)
    extra = eta * b1 / n * float(l_full[0])
    c = 4 * eta * b3t / (3 * math.sqrt(H))
    printed = (1 + c) * (Lmi_full + Lmi_loo) * dK + extra
    intended = (1 + c * (Lmi_full + Lmi_loo)) * dK + extra
    return Measurement(dK1, {"printed": printed, "intended": intended, "extra": extra},
                       {"Delta_K": dK, "L_loo_at_theta_K": Lmi_full, "L_loo_at_theta_K_loo": Lmi_loo, "eta": eta,
                        "H": H, "beta3_tilde": b3t, "D": D, "N": N, "n": n})


def _eq89_strategy() -> st.SearchStrategy:
    from thmcheck.checks.papers.mhgd.sec4_appC_generalization import _thm4_instances

    return _thm4_instances().map(lambda i: {**i, "n": max(2, i["n"])})


def _eq89_domain() -> tuple[Param, ...]:
    from thmcheck.checks.papers.mhgd._gd import _D, _ETA_FRAC, _gd_domain

    return _gd_domain((_ETA_FRAC, _D))


EQ89 = Claim(
    id="mhgd.eq89",
    catalog_id="mhgd.lemma11",
    paper=PAPER,
    kind="step",
    domain=_eq89_domain(),
    source=f"Eq. (89), proof of Lemma 11, App. C, L1055 (after Prop. 4 on the leave-one-out loss, L1049-L1051), "
           f"{SEED_FILE}",
    statement="Under Lemma 11's hypotheses: ||theta_{k+1} - theta_{k+1}^{-i}|| <= ((1 + 4 eta beta~3(theta)/(3 "
              "sqrt(H))) (L^{-i}(theta_k) + L^{-i}(theta_k^{-i}))) ||theta_k - theta_k^{-i}|| + (eta beta1(theta_k)/n) "
              "l_i(theta_k) (as printed: the factor (1 + ...) multiplies the sum of the losses).",
    statement_tex=r"\|\boldsymbol{\theta}_{k+1} - \boldsymbol{\theta}_{k+1}^{-i}\| \leq \left( \left( 1 + "
                  r"\frac{4\eta\tilde{\beta}_3(\boldsymbol{\theta})}{3\sqrt{H}} \right) \cdot \left( "
                  r"\widehat{L}^{-i}(\boldsymbol{\theta}_k) + \widehat{L}^{-i}(\boldsymbol{\theta}_k^{-i}) \right) "
                  r"\right) \|\boldsymbol{\theta}_k - \boldsymbol{\theta}_k^{-i}\| + \frac{\eta\beta_1(\boldsymbol"
                  r"{\theta}_k)}{n} \ell_i(\boldsymbol{\theta}_k)",
    comparison="<=",
    bound=B17.eq89_printed,
    measure=_eq89_measure,
    strategy=_eq89_strategy,
    expect="erratum as printed",
    readings=(Reading("1 + alpha_{k,i}", "the factor 1 + alpha_{k,i}, alpha_{k,i} = 4 eta beta~3 (L^{-i}(theta_k) + "
                      "L^{-i}(theta_k^{-i}))/(3 sqrt H), as (22) (L373) and (91) (L1063) use it",
                      bound=B17.eq89_intended),),
    corrected=B17.eq89_intended,
    corrected_text="||theta_{k+1} - theta_{k+1}^{-i}|| <= (1 + alpha_{k,i}) ||theta_k - theta_k^{-i}|| + eta "
                   "beta1(theta_k) l_i(theta_k)/n with alpha_{k,i} = 4 eta beta~3 (L^{-i}(theta_k) + "
                   "L^{-i}(theta_k^{-i}))/(3 sqrt H) ((22), (91)).",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/mhgd.md, auditors A, B): confirmed as printed. Read as printed the factor (1 + 4 eta beta~3/(3 sqrt H)) (L^{-i}(theta_k) + L^{-i}(theta_k^{-i})) is "
             "below 1 whenever the two leave-one-out losses sum to less than 1/(1 + ...): a contraction of "
             "||theta_k - theta_k^{-i}||, while a GD step with eta <= 1/rho moves the two iterates almost in "
             "parallel (||Delta_{k+1}|| ~ ||Delta_k||) and the additive term eta beta1 l_i/n is small. On mhgd.eq21's "
             "runs (Thm. 4's population, zero theta0, H >= (84), eta at Thm. 1's cap) the measured ||Delta_{K+1}|| "
             "exceeds the printed right side (the losses sum to about (n-1) log 2/n < 1 near theta0). Explicit run "
             "(second path): T = d = R = 1, H = 4 heads, n = 2 samples x = 1, y = +1, theta0 = 0, target theta = "
             "theta0 + D (1,..,1)/sqrt(H) with D = 0.05, K = 30, eta = 1e-4 ((84): sqrt(H) = 2 >= 256 (3 (3D + N) + "
             "1) D^2 = 0.93; Thm. 1's cap: eta <= 1 ^ 1/rho = 0.014 ^ D^2/(K L^(theta)) = 1.2e-4 ^ D^2/L^(theta0) = "
             "3.6e-3): at k = K - 1, ||Delta_{k+1}|| = 7.50e-4 against the printed 5.37e-4 (ratio 1.40; the two "
             "losses sum to 0.693); the (22) form gives 7.59e-4 and holds. mhgd.eq21 "
             "checks the display before (89) (L1039, = (21)) with the same misplaced parenthesis; (89) is a "
             "different display (4/3, the sum of two losses) and had no claim (its row was credited to mhgd.eq21). "
             "(22) and (91) have the intended 1 + alpha_{k,i} (item 91-1 of "
             "mhgd.display.lemma11-stability-chains holds).",
    second_path="tests/test_mhgd_r17_mhgd.py::test_eq89_contraction_one_head",
    mutants={"without the additive term": lambda printed, intended, extra: intended - extra},
    auto_mutant=False,
    notes="Same runs as mhgd.eq21 (ci: a few seconds each). No automatic 10 % mutant: the corrected form bounds one GD "
          "step of the distance and is not approached within 10 % on every run (the planted mutant drops the additive "
          "term, which the first step from Delta_0 = 0 needs).",
    settings={"ci": {"max_examples": 8, "budget_s": 10.0}},
)

CLAIMS += [EQ89]


# ================================================ L1043 (proof of Lemma 11): the chain on H, on loo GD runs

_L1043_ITEMS = ("1043-1", "1043-2", "1043-3")


def _l1043_sides(item: str, r: dict) -> tuple[np.ndarray, np.ndarray]:
    """(smaller side, larger side) of the item's link over the pairs (k, i): the chain sqrt(H) >= 128 beta~3 D^2
    ('Assume', the hypothesis (84) gives it) >= 4 beta~3 (||th_k - th_0||^2 + ||th_k^{-i} - th_0||^2) ("1043-1")
    >= 2 beta~3 ||th_k - th_k^{-i}||^2 ("1043-2") >= 2 (beta3(th_k) v beta3(th_k^{-i})) ||th_k - th_k^{-i}||^2
    ("1043-3"), k = 0..K."""
    from thmcheck.bounds.mhgd import sec3_5_local as B
    from thmcheck.models.mhgd import sec4_gd as MG

    m, K, D, N, R, T, d = (r[k] for k in ("m", "K", "D", "N", "R", "T", "d"))
    Us, Ws = r["Us"], r["Ws"]
    b3t = B.beta3(T, d, R, 3 * D + N)  # beta~3(theta) (87)
    a = MG.dists(Us, Ws, Us[0], Ws[0], m)  # ||theta_k - theta_0||
    b3k = np.array([B.beta3(T, d, R, float(x)) for x in MG.nrm_2inf(Us, Ws)])
    small, large = [], []
    for tr in r["loo"]:
        Ui, Wi = tr["Us"], tr["Ws"]
        b = MG.dists(Ui, Wi, Us[0], Ws[0], m)  # ||theta_k^{-i} - theta_0|| (theta_0^{-i} = theta_0)
        dl = np.sqrt(((Us - Ui).flatten(2).pow(2).sum(2) + (Ws - Wi).flatten(2).pow(2).sum(2)).mul(m).sum(1).numpy())
        b3i = np.array([B.beta3(T, d, R, float(x)) for x in MG.nrm_2inf(Ui, Wi)])
        for k in range(K + 1):
            s1 = 128 * b3t * D**2
            s2 = 4 * b3t * (a[k] ** 2 + b[k] ** 2)
            s3 = 2 * b3t * dl[k] ** 2
            s4 = 2 * max(b3k[k], b3i[k]) * dl[k] ** 2
            lo, hi = {"1043-1": (s2, s1), "1043-2": (s3, s2), "1043-3": (s4, s3)}[item]
            small.append(lo)
            large.append(hi)
    return np.array(small), np.array(large)


def _l1043_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """mhgd.display.lemma11-stability-chains' runs (full GD and the n leave-one-out GD runs under Lemma 11's
    hypotheses); the link at the pair (k, i) of largest relative excess; the larger side travels as ``rhs``."""
    from thmcheck.bounds.mhgd import sec3_5_local as B
    from thmcheck.checks.papers.mhgd.r6_mhgdfr import _key, _loo_run

    r = _loo_run(_key(inst))
    lo, hi = _l1043_sides(inst["item"], r)
    # the pair of largest ratio smaller/larger (pairs where both sides vanish, k = 0 for links 2 and 3, say nothing)
    ratio = np.where(hi > 0, lo / np.where(hi > 0, hi, 1.0), np.where(lo > 0, np.inf, -1.0))
    j = int(np.argmax(ratio))
    D = r["D"]
    return Measurement(float(lo[j]), {"item": inst["item"], "rhs": float(hi[j])},
                       {"K": r["K"], "H": r["H"], "D": D, "N": r["N"], "eta": r["eta"], "T": r["T"], "d": r["d"],
                        "R": r["R"], "n": r["n"], "pair": j,
                        "h84_slack": math.sqrt(r["H"]) - math.sqrt(B.h_train(r["T"], r["d"], r["R"], D, r["N"],
                                                                             const=256.0)),
                        "eta_cap_slack": (r["eta_cap"] - r["eta"]) / r["eta_cap"] if math.isfinite(r["eta_cap"])
                        else -1.0})


@st.composite
def _l1043_instances(draw: st.DrawFn) -> dict:
    from thmcheck.checks.papers.mhgd._gd import _gd_instances

    inst = draw(_gd_instances("lemma11"))
    inst["item"] = _L1043_ITEMS[draw(SEEDS) % len(_L1043_ITEMS)]
    return inst


def _l1043_domain() -> tuple[Param, ...]:
    from thmcheck.checks.papers.mhgd._gd import _D, _ETA_FRAC, _gd_domain

    return _gd_domain((_ETA_FRAC, _D))


L1043 = Claim(
    id="mhgd.display.lemma11-H-chain",
    catalog_id="mhgd.lemma11",
    paper=PAPER,
    kind="step",
    domain=_l1043_domain(),
    source=f"Proof of Lemma 11, App. C, L1041-L1045 (the chain on sqrt(H) after 'Assume', 'where we used Theorem 1 "
           f"in the first inequality'), {SEED_FILE}",
    statement="On full GD and the leave-one-out GD runs under Lemma 11's hypotheses, for every k and i: 128 beta~3(th) "
              "||th - th_0||^2 >= 4 beta~3(th) (||th_k - th_0||^2 + ||th_k^{-i} - th_0||^2) >= 2 beta~3(th) ||th_k - "
              "th_k^{-i}||^2 >= 2 (beta3(th_k) v beta3(th_k^{-i})) ||th_k - th_k^{-i}||^2 (the first member "
              "sqrt(H) >= 128 beta~3 D^2 is assumed; (84) gives it).",
    statement_tex=r"128\tilde{\beta}_3(\boldsymbol{\theta}) \|\boldsymbol{\theta} - \boldsymbol{\theta}_0\|^2 \geq "
                  r"4\tilde{\beta}_3(\boldsymbol{\theta}) \left( \|\boldsymbol{\theta}_k - \boldsymbol{\theta}_0\|^2 + "
                  r"\|\boldsymbol{\theta}_k^{-i} - \boldsymbol{\theta}_0\|^2 \right) \geq 2\tilde{\beta}_3(\boldsymbol"
                  r"{\theta}) \|\boldsymbol{\theta}_k - \boldsymbol{\theta}_k^{-i}\|^2 \geq 2 \left( \beta_3(\boldsymbol"
                  r"{\theta}_k) \vee \beta_3(\boldsymbol{\theta}_k^{-i}) \right) \|\boldsymbol{\theta}_k - "
                  r"\boldsymbol{\theta}_k^{-i}\|^2",
    comparison="<=",
    bound=B17.l1043_link,
    measure=_l1043_measure,
    strategy=lambda: _l1043_instances(),
    assumptions=(Assumption("(84)", "sqrt(H) >= 256 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3D + N) + 1) D^2",
                            lambda q: q["h84_slack"]),
                 Assumption("Thm. 1 eta", "eta <= 1 ^ 1/rho ^ D^2/(K L^(theta)) ^ D^2/L^(theta0)",
                            lambda q: q["eta_cap_slack"])),
    rtol=1e-9,
    notes="The runs of mhgd.display.lemma11-stability-chains (r6: H = H_train(256) x {1, 10, 1e4}, eta = Thm. 3's cap "
          "x a drawn fraction, the n leave-one-out runs with weights). Each '>=' of the chain is checked as "
          "'smaller <= larger' at the (k, i) of largest relative excess. The first link needs ||th_k - th_0||, "
          "||th_k^{-i} - th_0|| <= 4D (Thm. 1's (4), applied to the leave-one-out loss too); the third needs Lemma 10's "
          "||th_k - th|| <= 3D for both runs ((87)).",
    mutants={"1043-2 halved": lambda item, rhs: rhs / 2 if item == "1043-2" else rhs},
    auto_mutant=False,
    settings={"ci": {"max_examples": 15, "budget_s": 12.0}},
)

CLAIMS += [L1043]


# ============================================== (118)'s whole chain: |X_h| <= 2 (2 R^3 T (S + P) + sqrt(TR))


@st.composite
def _e118e_inst(draw: st.DrawFn) -> dict:
    """A DM1 instance over Assumption 3's whole noise box: S in [1e-8, 10], the noise's mu-coefficient Z_mu/S and its
    orthogonal radius r_perp free up to 1e4 (Assumption 3 ties neither to S; the shared _dm1 draws Z_mu <= S^2 and
    r_perp <= S), every noise mode (the adversarial corner first); p of norm P (0 first) in a random direction."""
    inst = draw(_dm1(S_lo=1e-3, S_hi=10.0, modes=("adv", "corners", "uniform", "zero")))
    S = draw(st.one_of(st.sampled_from([1e-6, 1e-3, 1.0]), log_uniform(1e-8, 10.0)))
    kappa = draw(st.one_of(st.sampled_from([100.0, 0.0]), log_uniform(1e-3, 1e4)))
    inst.update({"S": S, "Zmu": kappa * S, "Znu": draw(st.one_of(st.just(0.0), log_uniform(1e-3, 1e3))) * S,
                 "rperp": draw(st.one_of(st.just(0.0), log_uniform(1e-3, 1e4))), "n": 1,
                 "P_rand": draw(st.one_of(st.just(0.0), log_uniform(1e-3, 10.0))),
                 "alpha": draw(st.sampled_from([1.0, -1.0]))})
    return inst


def _e118e_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """X_h = y <grad Phi(X; theta_h^(1)), theta_*(theta_h^(1))> (the summand of (117), L1408) for one DM1 sample,
    theta_h^(1) of (102) with ||p|| = P; R = max(1, sqrt(S^2 + Z^2 + 2 Z_nu/M)) (L211)."""
    from thmcheck.models.mhgd import sec5_dm1 as DM

    dm, smp, g = _dm1_build(inst)
    X, y = smp["X"][:1], smp["y"][:1]
    v = torch.randn(dm.d, generator=g, dtype=torch.float64)
    p = inst["P_rand"] * v / v.norm()
    xh = float(DM.lemma13_parts(dm, X, y, p, inst["alpha"])[0])
    R = max(1.0, dm.R_printed)
    max_tok = float(X[0].norm(dim=1).max())
    return Measurement(abs(xh), {"T": dm.T, "R": R, "S": dm.S, "P": float(p.norm())},
                       {"X_h": xh, "zeta": dm.zeta, "M": dm.M, "Zmu": dm.Zmu, "Znu": dm.Znu, "Z": dm.Z,
                        "max_token_norm": max_tok, "R_slack": R - max_tok})


def _e118e_exact(inst: dict) -> Measurement:
    """X_h from Lemma 1's closed forms at W = 0 in numpy: U-part y <(1/T) 1 1^T X, U_*/||U_*||_F>, W-part
    y <sum_t x_t u^T X^T R_0 X, sign(alpha) W_*/||W_*||_F> with u = alpha (zeta/2 u_* + p), R_0 = I/T - 1 1^T/T^2."""
    dm, smp, g = _dm1_build(inst)
    X, y = smp["X"][0].numpy(), float(smp["y"][0])
    v = torch.randn(dm.d, generator=g, dtype=torch.float64)
    p = (inst["P_rand"] * v / v.norm()).numpy()
    T, al = dm.T, inst["alpha"]
    us = dm.u_star.numpy()
    u = al * (dm.zeta / 2 * us + p)
    Us, Ws = dm.U_star().numpy(), dm.W_star().numpy()
    R0 = np.eye(T) / T - np.ones((T, T)) / T**2
    gU = np.ones((T, T)) / T @ X
    gW = np.outer(X.sum(0), u) @ X.T @ R0 @ X
    xh = y * (float((gU * Us).sum()) / float(np.linalg.norm(Us))
              + math.copysign(1.0, al) * float((gW * Ws).sum()) / float(np.linalg.norm(Ws)))
    return Measurement(abs(xh), {"T": T, "R": max(1.0, dm.R_printed), "S": dm.S, "P": float(np.linalg.norm(p))}, {})


EQ118_END = Claim(
    id="mhgd.display.eq118-end",
    catalog_id="mhgd.lemma14",
    paper=PAPER,
    kind="step",
    domain=_dm1_domain("S drawn in [1e-8, 10], Z_mu/S and r_perp to 1e4, T <= 12, M <= 3 (the crossing needs S "
                       "below 1/(4 Z^2 sqrt(T)), far from the T, M ends)") + (
        Param("P", 0.0, INF, key="P", text="||p|| <= P (L1239)", unreached="0 and 1e-3 .. 10 drawn"),),
    source=f"Proof of Lemma 14, App. D.2.3, (118) L1412, the chain from |X_h| to its last member (the a.s. bound "
           f"Lemma 14's Hoeffding step uses, L1416), {SEED_FILE}",
    statement="|X_h| <= 2 (2 R^3 T (S + P) + sqrt(TR)) for X_h = y <grad_theta Phi(X; theta_h^(1)), theta_*(theta_h^(1))> "
              "(117), theta_h^(1) of (102) with ||p|| <= P, any (X, y) from DM1 under Assumption 3, R = sqrt(S^2 + "
              "Z^2 + 2 Z_nu/M) (L211, at least 1).",
    statement_tex=r"|X_h| \leq 2 \left( 2R^3T(S+P) + \sqrt{TR} \right)",
    comparison="<=",
    bound=B17.eq118_end,
    measure=_e118e_measure,
    exact=_e118e_exact,
    strategy=lambda: _e118e_inst(),
    rtol=1e-9,
    expect="erratum as printed",
    readings=(Reading("sqrt(T) R", "sqrt(TR) read as sqrt(T) R (R outside the root, as Prop. 1 gives it)",
                      bound=B17.eq118_end_read),),
    corrected=B17.eq118_end_read,
    corrected_text="|X_h| <= 2 (2 R^3 T (S + P) + sqrt(T) R) (Prop. 1: ||grad Phi|| <= sqrt(T) R (2 R^2 ||theta_h||_F "
                   "+ 1), ||theta_*|| = sqrt 2, ||theta_h^(1)|| <= sqrt(T)(S + P)); Lemma 14's radius then reads "
                   "2 (2 R^3 T (S + P) + sqrt(T) R) sqrt(2 log(1/delta)/H).",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/mhgd.md, auditor A): confirmed as printed. When the noise is large against the signal (Assumption 3 bounds |<z, mu_y>| by Z_mu and ||z|| by Z, "
             "with no relation to S), the U-part of X_h, y u_*^T sum_t x_t/(S sqrt(2T)), reaches about "
             "(1-zeta) sqrt(2T) Z_mu/S ~ sqrt(T) Z, while the printed bound 4 R^3 T (S + P) + 2 sqrt(TR) is ~ "
             "2 sqrt(T Z) once S << 1/(Z^2 sqrt(T)) and P = 0. E.g. T = 10, |R| = 1, M = 1, S = 1e-6, every noise "
             "token z = -y (Z_mu/S^2)(mu_+ - mu_-) with Z_mu = 100 S/sqrt(2) (||z|| = 100 = Z, <z, nu> = 0, so "
             "Z_nu = 0 and R = sqrt(S^2 + Z^2) = 100 >= max ||x_t||), p = 0: X_h = -(zeta T S^2 - 2(1-zeta) T "
             "Z_mu)/(S sqrt(2T)) + W-part = -284.60 - 0.03, 284.6 in absolute value against 2 (2 * 1e6 * 10 * 1e-6 + "
             "sqrt(1000)) = 103.2 (the reading sqrt(T) R gives 672.5 and holds). The slip is sqrt(TR) for sqrt(T) R (the middle link, mhgd.display.eq118-middle). Lemma 14's "
             "conclusion is not affected: X_h does not depend on alpha_h (W_h^(1) = 0 makes the U-part free of alpha "
             "and the W-part proportional to |alpha| = 1), so (1/H) sum_h X_h = E X_h exactly.",
    second_path="tests/test_mhgd_r17_mhgd.py::test_eq118_end_noise_dominated",
    mutants={"without the sqrt(T) R term": lambda T, R, S, P: 4 * R**3 * T * (S + P)},
    auto_mutant=False,  # the corrected bound carries 2 for Prop. 1's sqrt 2 (and 4 for 2 sqrt 2): ratio <= 0.71
    notes="The generator leaves the shared _dm1's noise box (Z_mu <= S^2, r_perp <= S) for Assumption 3's (free Z_mu, "
          "Z): S to 1e-8, Z_mu/S and r_perp to 1e4. The exact re-measure is numpy from Lemma 1's closed forms at W = 0.",
    settings={"ci": {"max_examples": 60, "budget_s": 6.0}},
)

CLAIMS += [EQ118_END]


# ======================================== (20) / (86)'s last link, L365 / L1025: (85) on the leave-one-out pair

_E20_GRID = 17


def _e20_sides(r: dict) -> tuple[np.ndarray, np.ndarray]:
    """Over every (k, i), k < K: ||th_{k+1} - th_{k+1}^{-i}|| and max_alpha {(1 + eta beta3(th_a) L^{-i}(th_a)/sqrt H)
    v eta beta2(th_a)} ||th_k - th_k^{-i}|| + eta beta1(th_k) l_i(th_k)/n, th_a = a th_k + (1-a) th_k^{-i}; the max
    over alpha is taken on a 17-point grid (a lower bound of the printed right side: a crossing is real)."""
    from thmcheck.bounds.mhgd import sec3_5_local as B
    from thmcheck.models.mhgd import sec4_gd as MG

    P, m, K, eta, n, H, R, T, d = (r[k] for k in ("P", "m", "K", "eta", "n", "H", "R", "T", "d"))
    Us, Ws = r["Us"], r["Ws"]
    sH = math.sqrt(H)
    li = MG.losses_at(P.Xs, P.ys, Us, Ws, m)  # (K+1, n)
    nr = MG.nrm_2inf(Us, Ws)
    al = torch.linspace(0.0, 1.0, _E20_GRID, dtype=torch.float64)
    lhs, rhs = [], []
    for i, tr in enumerate(r["loo"]):
        Ui, Wi = tr["Us"], tr["Ws"]
        for k in range(K):
            dk = float(torch.sqrt(((Us[k] - Ui[k]).flatten(1).pow(2).sum(1) + (Ws[k] - Wi[k]).flatten(1).pow(2).sum(1))
                                  @ m))
            dk1 = float(torch.sqrt(((Us[k + 1] - Ui[k + 1]).flatten(1).pow(2).sum(1)
                                    + (Ws[k + 1] - Wi[k + 1]).flatten(1).pow(2).sum(1)) @ m))
            Ua = al[:, None, None, None] * Us[k][None] + (1 - al[:, None, None, None]) * Ui[k][None]
            Wa = al[:, None, None, None] * Ws[k][None] + (1 - al[:, None, None, None]) * Wi[k][None]
            la = MG.losses_at(P.Xs, P.ys, Ua, Wa, m)  # (grid, n)
            Lmi = (la.sum(1) - la[:, i]) / n  # L^{-i} on the segment
            nra = MG.nrm_2inf(Ua, Wa)
            fac = max(max(1 + eta * B.beta3(T, d, R, float(x)) * float(lv) / sH, eta * B.beta2(T, d, H, R, float(x)))
                      for x, lv in zip(nra, Lmi, strict=True))
            lhs.append(dk1)
            rhs.append(fac * dk + eta * B.beta1(T, R, float(nr[k])) / n * float(li[k, i]))
    return np.array(lhs), np.array(rhs)


def _e20_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The runs of mhgd.display.lemma11-stability-chains; the pair (k, i) of largest ratio lhs/rhs."""
    from thmcheck.bounds.mhgd import sec3_5_local as B
    from thmcheck.checks.papers.mhgd.r6_mhgdfr import _key, _loo_run

    r = _loo_run(_key(inst))
    lo, hi = _e20_sides(r)
    ratio = np.where(hi > 0, lo / np.where(hi > 0, hi, 1.0), np.where(lo > 0, np.inf, -1.0))
    j = int(np.argmax(ratio)) if lo.size else 0
    lv, rv = (float(lo[j]), float(hi[j])) if lo.size else (0.0, 0.0)
    D = r["D"]
    return Measurement(lv, {"item": "20", "rhs": rv},
                       {"K": r["K"], "H": r["H"], "D": D, "N": r["N"], "eta": r["eta"], "n": r["n"], "pair": j,
                        "h84_slack": math.sqrt(r["H"]) - math.sqrt(B.h_train(r["T"], r["d"], r["R"], D, r["N"],
                                                                             const=256.0)),
                        "eta_cap_slack": (r["eta_cap"] - r["eta"]) / r["eta_cap"] if math.isfinite(r["eta_cap"])
                        else -1.0})


@st.composite
def _e20_instances(draw: st.DrawFn) -> dict:
    from thmcheck.checks.papers.mhgd._gd import _gd_instances

    return {**draw(_gd_instances("lemma11")), "item": "20"}


EQ20 = Claim(
    id="mhgd.display.eq20-loo-expansive",
    catalog_id="mhgd.lemma11",
    paper=PAPER,
    kind="step",
    domain=_l1043_domain(),
    source=f"Eq. (20), Sec. 6.2, L365 (= (86)'s last link, proof of Lemma 11, App. C, L1025-L1027), {SEED_FILE}",
    statement="On full GD and the leave-one-out GD runs under Lemma 11's hypotheses: ||th_{k+1} - th_{k+1}^{-i}|| <= "
              "max_alpha {(1 + eta beta3(th_{k alpha}^{-i}) L^{-i}(th_{k alpha}^{-i})/sqrt(H)) v eta "
              "beta2(th_{k alpha}^{-i})} ||th_k - th_k^{-i}|| + (eta beta1(th_k)/n) l_i(th_k).",
    statement_tex=r"\|\boldsymbol{\theta}_{k+1} - \boldsymbol{\theta}_{k+1}^{-i}\| \leq \max_{\alpha \in [0,1]} "
                  r"\left\{ \left(1 + \frac{\eta \beta_3(\boldsymbol{\theta}_{k\alpha}^{-i})}{\sqrt{H}} \widehat{L}^{-i}"
                  r"(\boldsymbol{\theta}_{k\alpha}^{-i})\right) \vee \eta \beta_2(\boldsymbol{\theta}_{k\alpha}^{-i}) "
                  r"\right\} \|\boldsymbol{\theta}_k - \boldsymbol{\theta}_k^{-i}\| + \frac{\eta \beta_1(\boldsymbol"
                  r"{\theta}_k)}{n} \ell_i(\boldsymbol{\theta}_k)",
    comparison="<=",
    bound=B17.l1043_link,
    measure=_e20_measure,
    strategy=lambda: _e20_instances(),
    assumptions=L1043.assumptions,
    rtol=1e-9,
    notes="(85) (mhgd.eq85, at generic points of L^) applied to L^{-i} at the GD pair, plus the triangle inequality and "
          "Cor. 1 (1) for the removed sample. Runs of mhgd.display.lemma11-stability-chains; the max over alpha is "
          "a 17-point grid max (below the printed side, so a crossing would be real).",
    mutants={"half the right side": lambda item, rhs: rhs * 0.5},
    auto_mutant=False,
    settings={"ci": {"max_examples": 10, "budget_s": 10.0}},
)

CLAIMS += [EQ20]
