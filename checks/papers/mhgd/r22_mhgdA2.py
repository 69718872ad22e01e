"""Round 22 (helper mhgdA2): Corollary 3 and Proposition 7 at wide sizes (continuation of r22_mhgdA).

- ``mhgd.cor3-size`` / ``mhgd.cor3-K``: Corollary 3 (eq. 82), items 1 (training loss) and 2 (distance), with
  mhgd.cor3's measurement (corrected g0' = sqrt(2) g0 of Prop. 7, g' = B2 + g0', H >= (81) and (98) at eps = 1/K,
  eta = eta_frac x (1 ^ 1/rho(K) ^ g0'(1)^2 ^ g0'(1)^2/L^(theta0))) ported to the closed-form numpy GD of
  :mod:`thmcheck.models.mhgd.r22_mhgdA`, at n <= 64, T, d <= 16 (K by a work budget) and at long horizons
  K in [1e3, 2.5e3] (ci; dev 3e4, deep 2e5) at small sizes;
- ``mhgd.prop7-size``: Proposition 7's existential conclusion (mhgd.prop7, an erratum at small eps: the printed
  g0 = (2 B_Phi + log(1/eps))/gamma is too small by sqrt(2)) re-run with mhgd.prop7's measurement at n <= 24,
  T, d <= 6, eps down to 1e-12: is it still violated away from the small sizes, and does its correction
  sqrt(2) g0 hold there;
- ``mhgd.cor5.sqrt2-g0-size`` / ``-K``, ``mhgd.cor2.sqrt2-g0-size`` / ``-K``: Corollaries 5 and 2 with Prop. 7's
  corrected g0' = sqrt(2) g0 (mhgd.cor5.sqrt2-g0, mhgd.cor2.sqrt2-g0) on the generators of mhgd.cor5-size etc.;
- ``mhgd.def1-size``: Definition 1's P1-P3 (reduced vs explicit H = G k head model) at n <= 24, T, d <= 6.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.mhgd import sec3_5_local as B
from thmcheck.bounds.mhgd import sec4_gd as BG
from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import PAPER
from thmcheck.checks.papers.mhgd._gd import _good_init, _H_for
from thmcheck.checks.papers.mhgd.r22_mhgdA import _ETA_WHY, _K_WHY, _SIZE_WHY, _cor_instances
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models.mhgd import r22_mhgdA as F
from thmcheck.models.mhgd import sec4_gd as MG

CLAIMS: list[Claim] = []


# -------------------------------------------------------------------------------- Corollary 3 at wide sizes

def cor3_run(inst: dict, h81, rho_of) -> tuple[dict, dict, dict | None]:  # noqa: ANN001
    """Corollary 3's run with the numpy GD at the statement's own horizon K: the good initialization, H >= max(h81,
    (98)) at eps = 1/K times the drawn factor, eta = eta_frac x (1 ^ 1/rho ^ g0(1)^2 ^ g0(1)^2/L^(theta0)), g0 Prop.
    7's corrected sqrt(2) g0. ``h81(T, d, R, g0, g)`` is the width (81) and ``rho_of(T, d, H, R, g0, g)`` the rho(K)
    the caller reads (the appendix's or the printed ones). Returns (query, terms, run): run is None where the data
    have no margin (gamma = 0), else H, H_need, m, rho, gK, g01, L0, LK, dist, max_abs_phi0, init_norm, B2 + gK."""
    T, d, K = inst["T"], inst["d"], inst["K"]
    P, _, svm, B2 = _good_init(inst["n"], T, d, inst["G"], inst["init"], inst["init_scale"], inst["dup"],
                               inst["x_norm"], inst["seed"])
    R = MG.data_R(P.Xs)
    gamma = svm.gamma
    B2 = B2 * inst["b2f"]
    BPhi = inst["bphi"]
    q = {"item": inst["item"], "K": K, "eta": 1.0, "g0K": 0.0}
    terms = {"gamma": gamma, "theta_star_norm": float(np.linalg.norm(svm.theta_star)), "B2": B2, "R": R,
             "T": T, "d": d, "n": inst["n"]}
    if not gamma > 0:
        return q, {**terms, "BPhi": BPhi, "max_abs_phi0": 0.0, "init_norm": 0.0}, None

    def g0p(eps: float) -> float:
        return math.sqrt(2) * B.prop7_g0(BPhi, gamma, eps)

    gK = g0p(1 / K)
    H_need = max(h81(T, d, R, gK, B2 + gK), B.prop7_H(T, d, R, B2, BPhi, gamma, 1 / K))
    m = _H_for(P, H_need, inst["h_factor"]).numpy()
    H = float(m.sum())
    X, y, U0, W0 = P.Xs.numpy(), P.ys.numpy(), P.U0.numpy(), P.W0.numpy()
    _, _, out0 = F.heads(X, U0, W0)
    phi0 = np.abs(out0 @ m) / math.sqrt(H)
    L0 = F.loss(X, y, U0, W0, m)
    rho = rho_of(T, d, H, R, gK, B2 + gK)
    g01 = g0p(1.0)
    eta = min(1.0, 1 / rho, g01**2, g01**2 / L0) * inst["eta_frac"] * (1 - 1e-12)
    tr = F.trajectory(X, y, U0, W0, m, eta, K, U0, W0)
    LK, dist = float(tr["L"][-1]), float(tr["B"][-1])
    q.update({"eta": eta, "g0K": gK})
    terms.update({"BPhi": BPhi, "max_abs_phi0": float(phi0.max()),
                  "init_norm": float(np.sqrt((U0**2).reshape(len(m), -1).sum(1)
                                             + (W0**2).reshape(len(m), -1).sum(1)).max())})
    return q, terms, {"H": H, "H_need": H_need, "rho": rho, "gK": gK, "g": B2 + gK, "g01": g01, "L0": L0, "LK": LK,
                      "dist": dist}


def _cor3_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """mhgd.cor3's measurement (sec4_appB_training._cor3_measure) with the numpy GD: item 1 L^(theta_K), item 2
    ||theta_K - theta0||, both at the statement's own horizon K."""
    T, d = inst["T"], inst["d"]
    q, terms, r = cor3_run(inst, B.h_train, lambda *a: B.alpha_rho(*a)[1])
    if r is None:
        return Measurement(0.0, q, {**terms, "H81_slack": -1.0})
    H, gK, g = r["H"], r["gK"], r["g"]
    return Measurement(r["LK"] if inst["item"] == 1 else r["dist"], q, {
        **terms, "H": H, "H_need": r["H_need"], "H81_slack": math.sqrt(H) - math.sqrt(B.h_train(T, d, terms["R"], gK, g)),
        "rho": r["rho"], "L0": r["L0"], "LK": r["LK"], "dist_K0": r["dist"], "g0_1": r["g01"]})


def _cor3_claims() -> list[Claim]:
    from thmcheck.checks.papers.mhgd.sec4_appB_training import COR3

    out = []
    for far in (False, True):
        why = _K_WHY if far else _SIZE_WHY
        where = ("long horizons K in [10^3, 2.5 10^3] (ci; dev 3 10^4, deep 2 10^5) at n <= 8, T <= 3, d <= 2" if far
                 else "n <= 64, T, d <= 16, R <= 2 (K by the work budget)")
        dom = (Param("n", 1, INF, integer=True, text="any n", unreached=why),
               Param("T", 1, INF, integer=True, text="any T", unreached=why),
               Param("d", 1, INF, integer=True, text="any d", unreached=why),
               Param("K", 1, INF, integer=True, text="any K >= 1", unreached=why),
               Param("eta / cap", 0.0, 1.0, lo_closed=False, key="eta_frac", text="any eta up to the printed cap",
                     unreached=_ETA_WHY),
               Param("H / H_need", 1.0, INF, key="h_factor", text="any H meeting (81) (and (98) at eps = 1/K)",
                     unreached="H = requirement x {1, 10, 1000}"),
               Param("R", 1.0, INF, key="x_norm", text="||x_t|| <= R, R >= 1", unreached=why),
               Param("B_Phi", 1.0, INF, key="bphi", text="P2: any B_Phi >= 1 bounding |Phi~(X_i; theta0)|",
                     unreached="B_Phi in [1, 4] (|Phi~(theta0)| = 0 here: antisymmetric or zero init)"),
               Param("B2", 1.0, INF, key="b2f", text="P1: any B2 >= 1 bounding ||theta_h^(0)||",
                     unreached="B2 up to 3 x its least value"))

        def strat(far: bool = far) -> st.SearchStrategy:
            return _cor_instances(far).flatmap(
                lambda i: st.sampled_from([1, 2]).map(lambda it, i=i: {**i, "item": it}))

        out.append(Claim(
            id=f"mhgd.cor3-{'K' if far else 'size'}", catalog_id="mhgd.cor3", paper=PAPER, domain=dom,
            source=COR3.source, statement=COR3.statement + " Checked at " + where + ".", kind="algorithmic",
            comparison="<=", bound=BG.cor3, measure=_cor3_measure, strategy=strat, assumptions=COR3.assumptions,
            mutants=dict(COR3.mutants), auto_mutant=False,
            notes="mhgd.cor3's measurement (corrected g0' = sqrt(2) g0, g' = B2 + g0'; see mhgd.cor3's note) with the "
                  "closed-form numpy GD at " + where + ". B_Phi in [1, 4] and B2 up to 3x its least value are "
                  "drawn (P1/P2 quantify over any valid bound). Both items stay vacuous by orders of magnitude "
                  "(eta <= 1/rho(K)); the mutant 2/K (item 1) dies for K >= 3.",
            settings={"ci": {"max_examples": 2 if far else 6, "budget_s": 3.0 if far else 4.0},
                      "dev": {"max_examples": 40, "budget_s": 150.0}}))
    return out


CLAIMS += _cor3_claims()


# -------------------------------------------------------------------------------- Proposition 7 at wide sizes

_P7_WHY = ("n <= 24, T, d <= 6 (edges 1, 24, 6), R in [1, 2], B_Phi in [1, 4], B2 up to 3 x its least value, eps in "
           "[1e-12, 1], H = H_req of (98) x {1, 10, 1000}: one instance solves the NTK max-margin SVM (cvxpy) on "
           "G (T d + d^2) reduced features; larger n, T, d are not drawn (the SVM and the torch NTK features grow as "
           "n G (Td + d^2))")


@st.composite
def _p7_instances(draw: st.DrawFn) -> dict:
    seed = draw(SEEDS)
    return {"n": draw(with_edges(st.integers(1, 24), 1, 24)), "T": draw(with_edges(st.integers(1, 6), 6, 1)),
            "d": draw(with_edges(st.integers(1, 6), 6, 1)), "G": draw(st.sampled_from([2, 4])),
            "init": draw(st.sampled_from(["antisym", "zero"])), "init_scale": draw(log_uniform(0.1, 3.0)),
            "dup": draw(st.booleans()), "x_norm": draw(with_edges(st.floats(0.3, 2.0), 1.0, 2.0)),
            "bphi": draw(with_edges(log_uniform(1.0, 4.0), 1.0)), "b2f": draw(with_edges(log_uniform(1.0, 3.0), 1.0)),
            "eps": draw(with_edges(log_uniform(1e-12, 1.0), 1e-12, 1.0)),
            "h_factor": draw(st.sampled_from([1.0, 10.0, 1000.0])), "item": 1, "seed": seed}


def _prop7_claims() -> list[Claim]:
    from thmcheck.checks.papers.mhgd.sec4_3_appC3_realizability import ASSUMP2

    dom = (Param("n", 1, INF, integer=True, text="any training set of n samples", unreached=_P7_WHY),
           Param("T", 1, INF, integer=True, text="any T", unreached=_P7_WHY),
           Param("d", 1, INF, integer=True, text="any d", unreached=_P7_WHY),
           Param("eps", 0.0, 1.0, lo_closed=False, text="1 >= eps > 0 (Prop. 7, L1157)",
                 unreached="eps >= 1e-12 (log-uniform, both ends edges): the crossing grows as eps -> 0"),
           Param("H / H_req", 1.0, INF, key="h_factor", text="H satisfying (98)",
                 unreached="H = H_req x {1, 10, 1000}"),
           Param("R", 1.0, INF, key="x_norm", text="||x_t|| <= R, R >= 1 (Assumption 1)", unreached=_P7_WHY),
           Param("B_Phi", 1.0, INF, key="bphi", text="P2: |Phi~(X_i; theta0)| <= B_Phi, B_Phi >= 1",
                 unreached=_P7_WHY),
           Param("B2", 1.0, INF, key="b2f", text="P1: ||theta_h^(0)|| <= B2, B2 >= 1", unreached=_P7_WHY))
    return [Claim(
        id="mhgd.prop7-size", catalog_id="mhgd.prop7", paper=PAPER, domain=dom, source=ASSUMP2.source,
        statement=ASSUMP2.statement + " Checked at n <= 24, T, d <= 6, eps in [1e-12, 1].", kind="construction",
        comparison="<=", bound=BG.assump2, measure=ASSUMP2.measure, strategy=_p7_instances,
        assumptions=ASSUMP2.assumptions, expect="erratum",
        evidence="mhgd.prop7's crossing persists at wide sizes, by its mechanism (Prop. 7's witness lies at "
                 "distance sqrt(2) g0 since ||theta_*|| = sqrt(2); with duplicated samples ||(1/n) sum_i y_i f_i|| = "
                 "gamma/sqrt(2) and no point within g0 reaches loss eps, by the certified Jensen + Taylor bound): "
                 "n = 24 duplicated samples, T = d = 6, G = 4, antisymmetric init (scale 1, seed 1), token norm 1, "
                 "B_Phi = B2 = 1, eps = 1e-12, H = H_req: gamma = 0.854, g0 = 34.71, certified r_lb = 45.29 "
                 "(1.305 g0; corrected sqrt(2) g0 = 49.09 holds, r_lb/(sqrt(2) g0) = 0.923); seed 2: gamma = 0.607, "
                 "r_lb/g0 = 1.304. ci finds n = 1, T = d = 6, eps = 1e-12: r_lb = 32.87 > g0 = 25.28. For distinct "
                 "(non-duplicated) samples at these sizes the certified lower bound stays below g0 (n = 24, T = d "
                 "= 6: r_lb/g0 = 0.08), i.e. no crossing is shown there (r_lb is only a lower bound of r*). "
                 + ASSUMP2.evidence,
        corrected=BG.assump2_corrected, corrected_text=ASSUMP2.corrected_text,
        second_path=ASSUMP2.second_path, mutants=dict(ASSUMP2.mutants),
        notes="mhgd.prop7's measurement (certified r_lb of the least radius r*(eps)) at n <= 24, T, d <= 6. "
              + ASSUMP2.notes,
        settings={"ci": {"max_examples": 8, "budget_s": 5.0}, "dev": {"max_examples": 80, "budget_s": 200.0}})]


CLAIMS += _prop7_claims()


# ------------------------------------------------------- Corollaries 5 and 2 with Prop. 7's corrected g0' = sqrt(2) g0

def _cor_measure_c(which: str, c: float):  # noqa: ANN202
    """r22_mhgdA._cor_measure with the factor c on g0 (sqrt(2): Prop. 7's corrected g0' = sqrt(2) g0)."""
    from thmcheck.checks.papers.mhgd.r22_mhgdA import _cor_measure

    return _cor_measure(which, c)



def _sqrt2_claims() -> list[Claim]:
    from thmcheck.checks.papers.mhgd.r22_mhgdA import CLAIMS as A
    from thmcheck.checks.papers.mhgd.sec4_3_appC3_realizability import COR2_SQRT2, COR5_SQRT2

    out = []
    for which, base in (("cor5", COR5_SQRT2), ("cor2", COR2_SQRT2)):
        for suffix in ("size", "K"):
            wide = next(c for c in A if c.id == f"mhgd.{which}-{suffix}")
            where = wide.statement[wide.statement.index("Checked at"):]
            out.append(Claim(
                id=f"mhgd.{which}.sqrt2-g0-{suffix}", catalog_id=f"mhgd.{which}", derived=base.derived,
                paper=PAPER, domain=wide.domain, source=base.source, statement=base.statement + " " + where,
                kind="algorithmic", comparison="<=", bound=BG.cor3,
                measure=_cor_measure_c(which, math.sqrt(2)), strategy=wide.strategy,
                assumptions=wide.assumptions, mutants=dict(wide.mutants), auto_mutant=False,
                notes=f"{base.id} (g0' = sqrt(2) g0 in the requirement on H, rho(K), the step cap and the conclusion) "
                      f"with the numpy GD, on {wide.id}'s generator. " + wide.notes,
                settings=wide.settings))
    return out


CLAIMS += _sqrt2_claims()


# -------------------------------------------------------------------------------- Definition 1 at wide sizes

_DEF1_WHY = _P7_WHY.replace("G (T d + d^2) reduced features", "G (T d + d^2) reduced features and takes the autograd "
                            "Jacobian of the explicit H = G k head model (k <= 3)")


def _def1_claims() -> list[Claim]:
    from thmcheck.checks.papers.mhgd.sec4_3_appC3_realizability import DEF1

    def strat() -> st.SearchStrategy:
        return _p7_instances().flatmap(lambda i: st.tuples(st.integers(1, 3), log_uniform(0.1, 6.0)).map(
            lambda t, i=i: {**i, "k": t[0], "init_scale": t[1]}))

    dom = (Param("n", 1, INF, integer=True, text="any training set of n samples", unreached=_DEF1_WHY),
           Param("T", 1, INF, integer=True, text="any T", unreached=_DEF1_WHY),
           Param("d", 1, INF, integer=True, text="any d", unreached=_DEF1_WHY))
    return [Claim(
        id="mhgd.def1-size", catalog_id="mhgd.def1", paper=PAPER, domain=dom, source=DEF1.source,
        statement=DEF1.statement + " Checked at n <= 24, T, d <= 6.", kind="construction", comparison="<=",
        bound=BG.def1, measure=DEF1.measure, strategy=strat, assumptions=DEF1.assumptions, rtol=DEF1.rtol,
        mutants=dict(DEF1.mutants), notes="mhgd.def1's check at n <= 24, T, d <= 6. " + DEF1.notes,
        settings={"ci": {"max_examples": 8, "budget_s": 3.0}, "dev": {"max_examples": 80, "budget_s": 150.0}})]


CLAIMS += _def1_claims()

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-22 audits
CLAIMS = cite_audits(CLAIMS, {
    'mhgd.prop7-size': 'auditor A: confirmed',
}, 'docs/audits/round22/mhgd.md')
