"""mhgd, round 27 (helper leads): Proposition 3 with Gamma_eps over its whole printed range.

- ``mhgd.prop3-gamma-range``: Prop. 3 (L279-L285) prints only 'Gamma_eps >= 8 sqrt(2(M+1))/(3 S^2) log((1/zeta -
  1)/eps)'. mhgd.prop3 (erratum: a negative Gamma_eps when eps > 1/zeta - 1) draws Gamma_eps = threshold + s, s in
  {0} u [1e-3, 1e3], and declares no Gamma_eps parameter. Here Gamma_eps is a declared parameter over its printed
  range [threshold, inf): the threshold itself, the stretch [threshold, 0] when the threshold is negative (a fraction
  u of it), and threshold + s with s up to 1e6; the reading 'Gamma_eps >= 0' (a scale; the proof's Lemma 18 needs it)
  draws Gamma_eps = max(threshold, 0) + s. The auditor's instance (docs/audits/round26/mhgd.md, Prop. 3 aside: S =
  0.68, M = 1, T = 7, |R| = 6, eps = 0.191, Gamma_eps = threshold = -1.572: leak 0.1934 > eps, margin 1.0262 <
  gamma_attn 1.0292) is mhgd.prop3's mechanism.
- ``mhgd.def1-R`` (r23_mhgd2) gets an ``exact=`` re-measure: its item 1 compares the reduced SVM margin gamma with the
  margin of theta_* expanded to the explicit H = G k heads, the same number computed by two float64 paths (a potential
  at 4e-15 relative in ci). At 60 digits (mpmath): the single-head gradients in closed form (grad_U Phi = A X, grad_W
  Phi = sum_{t,s} A_ts (c_ts - cbar_t) x_t x_s^T, c_ts = <x_s, U_t>), the float64 instance (data, theta0, the SVM's
  theta_*) read exactly, the fractions m_g/H = 1/G exactly (their float64 1/G is the rounding of the explicit model's
  k/(G k)); both margins, and items 2 (P2) and 3 (P1), from them.

Second path: tests/test_mhgd_second_paths.py::test_prop3_negative_threshold (mhgd.prop3's) and
``tests/test_mhgd_r27_leads.py`` (the auditor's instance, own numpy)."""

from __future__ import annotations

import math

import mpmath
from hypothesis import strategies as st

from thmcheck.bounds.mhgd import sec3_5_local as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE, _dm1, _dm1_build, _dm1_domain, _with
from thmcheck.checks.strategies import log_uniform
from thmcheck.models.mhgd import sec5_dm1 as DM

EXACT_DPS = 60

CLAIMS: list[Claim] = []

_WHY = ("T to 64, M to 16, S in [0.05, 20], Z_mu = Z_nu <= S^2/8 (Prop. 3's hypothesis), r_perp to 10 S; Gamma_eps "
        "- threshold up to 1e6")


def _gamma(th: float, inst: dict) -> float:
    """Gamma_eps in its printed range [th, inf): th + s, or (negative threshold) th (1 - u), u in [0, 1]; under the
    reading (inst['nonneg']) the same from max(th, 0)."""
    base = max(th, 0.0) if inst.get("nonneg") else th
    if inst["where"] == "neg" and base < 0:
        return base * (1.0 - inst["u"])
    return base + inst["s"]


def _measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """mhgd.prop3's measurement (leak of (10), margin of (11) at U_opt, Gamma_eps W_opt) at the drawn Gamma_eps."""
    dm, s, _ = _dm1_build(inst)
    eps = inst["eps"] if inst["eps_rel"] <= 0 else inst["eps_rel"] * (1 / dm.zeta - 1)
    th = B.prop3_threshold(dm.S, dm.M, dm.zeta, eps)
    Gamma = _gamma(th, inst)
    Uo, Wo = dm.theta_opt()
    item = inst["item"]
    if item == 1:
        lhs = float(DM.leak(s["X"], s["rel"], Gamma * Wo).max())
    else:
        lhs = float(-DM.attention_margin(s["X"], s["y"], Uo, Gamma * Wo).min())
    return Measurement(lhs, {"item": item, "eps": eps, "T": dm.T, "S": dm.S, "Zmu": dm.Zmu, "Gamma": Gamma},
                       {"threshold": th, "Gamma - threshold": Gamma - th, "zeta": dm.zeta, "M": dm.M})


def _strategy(nonneg: bool = False) -> st.SearchStrategy:
    return _with(_dm1(items=(1, 2), S_lo=0.05, S_hi=20.0, prop3=True, noise_far=10.0, M_far=16, T_far=64,
                      modes=("corners", "adv", "zero", "uniform")),
                 eps=st.one_of(st.sampled_from([1e-4, 0.5, 1.0]), log_uniform(1e-4, 10.0)),
                 eps_rel=st.one_of(st.just(0.0), st.floats(0.3, 3.0), st.floats(1.05, 3.0)),
                 where=st.sampled_from(["at", "at", "above", "neg"]),
                 s=st.one_of(st.just(0.0), log_uniform(1e-3, 1e6)),
                 u=st.one_of(st.sampled_from([0.0, 0.5, 1.0]), st.floats(0.0, 1.0)),
                 nonneg=st.just(nonneg)).map(lambda i: {**i, "s": 0.0 if i["where"] == "at" else i["s"]})


CLAIMS.append(Claim(
    id="mhgd.prop3-gamma-range",
    catalog_id="mhgd.prop3",
    paper=PAPER,
    domain=_dm1_domain(_WHY) + (
        Param("Gamma_eps - threshold", 0.0, INF, key="Gamma - threshold",
              text="any Gamma_eps >= 8 sqrt(2(M+1))/(3 S^2) log((1/zeta - 1)/eps) (negative when eps > 1/zeta - 1)",
              unreached="Gamma_eps - threshold up to 1e6"),),
    source=f"Proposition 3 (attention expressivity), Sec. 5.3, L279-L285; proof App. E.1, L1512-L1568, {SEED_FILE}",
    statement="Single head. Suppose Z_mu = Z_nu <= S^2/8. For any eps > 0 and Gamma_eps >= (8 sqrt(2(M+1))/(3S^2)) "
              "log((1/zeta - 1)/eps): (10) for all t, sum_{t' in R^c} phi_{t'}(x_t^T Gamma_eps W_opt X^T) <= eps; "
              "(11) a.s. y Phi(X; U_opt, Gamma_eps W_opt) >= gamma_attn(eps) = (sqrt(T)/(sqrt2 S))(S^2(1-eps) - "
              "2 eps Z_mu). Gamma_eps drawn over its whole printed range (the threshold, [threshold, 0] when the "
              "threshold is negative, threshold + s up to 1e6).",
    kind="construction",
    comparison="<=",
    bound=B.prop3_printed,
    measure=_measure,
    strategy=_strategy(),
    assumptions=(Assumption("Z_mu = Z_nu <= S^2/8", "noise level of Prop. 3", lambda q: q["S"] ** 2 / 8 - q["Zmu"]),),
    readings=(Reading("Gamma_eps >= 0", "Gamma_eps is a scale (W = Gamma_eps W_opt; the proof's Lemma 18 and the "
                      "sigmoid lower bound use Gamma >= 0): the printed range intersected with [0, inf)",
                      strategy=_strategy(nonneg=True)),),
    expect="erratum as printed",
    second_path="tests/test_mhgd_r27_leads.py::test_prop3_auditor_instance",
    evidence="Audited (round 27, docs/audits/round27/mhgd.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED.; the mechanism is mhgd.prop3's (erratum). When eps > 1/zeta - 1 the printed "
             "threshold is negative and Gamma_eps in [threshold, 0) is admitted: auditor A's instance (round 26 aside) "
             "S = 0.68, M = 1, T = 7, |R| = 6 (zeta = 6/7), eps = 0.191 > 1/6: threshold -1.572; at Gamma_eps = "
             "-1.572 the leak to R^c is 0.1934 > eps and the margin 1.0262 < gamma_attn(eps) = 1.0292 (no noise). "
             "Under the reading Gamma_eps >= 0 both items hold (at Gamma_eps = 0 the leak is 1 - zeta = 0.143).",
    corrected=B.prop3_corrected,
    notes="Item 2 is encoded as -y Phi <= -gamma_attn(eps). Measurement as mhgd.prop3 (same model code); only the "
          "Gamma_eps draw differs (where: at the threshold, above it by s, or a fraction u of a negative threshold). ci "
          "keeps the first violating draw (shrink off: the shrinking cost 3x the search and the verdict does not rest "
          "on a minimal instance).",
    mutants={"gamma_attn without the 1 - eps": lambda item, eps, T, S, Zmu, Gamma: (
                 -(math.sqrt(T) / (math.sqrt(2) * S)) * (S**2 - 2 * eps * Zmu)
                 if item == 2 and Gamma >= 0 else B.prop3_corrected(item, eps, T, S, Zmu, Gamma))},
    settings={"ci": {"max_examples": 40, "budget_s": 1.5, "shrink": False}},
))


# ------------------------------------------------------------------ mhgd.def1-R: exact re-measure of P1-P3


def _mp_head(X: list, U: list, W: list) -> tuple:
    """Phi(X; U, W) = sum_t sum_s A_ts <x_s, U_t>, A_t = softmax_s(x_t^T W x_s), and its gradient (grad_U, grad_W) at
    the working precision; X (T x d), U (T x d), W (d x d) as nested lists of mpf."""
    T, d = len(X), len(X[0])
    WX = [[mpmath.fsum(W[a][b] * X[s][b] for b in range(d)) for a in range(d)] for s in range(T)]  # W x_s
    out = mpmath.mpf(0)
    gU = [[mpmath.mpf(0)] * d for _ in range(T)]
    gW = [[mpmath.mpf(0)] * d for _ in range(d)]
    for t in range(T):
        logit = [mpmath.fsum(X[t][a] * WX[s][a] for a in range(d)) for s in range(T)]
        mx = max(logit)
        e = [mpmath.exp(v - mx) for v in logit]
        z = mpmath.fsum(e)
        A = [v / z for v in e]
        c = [mpmath.fsum(X[s][a] * U[t][a] for a in range(d)) for s in range(T)]
        cbar = mpmath.fsum(A[s] * c[s] for s in range(T))
        out += cbar
        for a in range(d):
            gU[t][a] = mpmath.fsum(A[s] * X[s][a] for s in range(T))
        for s in range(T):
            w = A[s] * (c[s] - cbar)
            for a in range(d):
                for b in range(d):
                    gW[a][b] += w * X[t][a] * X[s][b]
    return out, gU, gW


def def1r_exact(inst: dict) -> Measurement:
    """mhgd.def1-R's measurement at 60 digits (see the module docstring): the reduced margin min_i y_i sum_g sqrt(1/G)
    <grad Phi(X_i; theta_g), ts_g> and the explicit one min_i y_i sum_h H^{-1/2} <grad Phi(X_i; theta_g(h)), ts_g /
    sqrt(k)> (H = G k, k heads per group); P2: max_i |Phi~| explicit vs max(1, reduced); P1: the largest head norm vs
    B2 = max(1, largest head norm)."""
    from thmcheck.checks.papers.mhgd._gd import _good_init

    P, _, svm, _ = _good_init(inst["n"], inst["T"], inst["d"], inst["G"], inst["init"], inst["init_scale"],
                              inst["dup"], inst["x_norm"], inst["seed"])
    T, d, k = int(inst["T"]), int(inst["d"]), int(inst["k"])
    G = int(P.frac.shape[0])
    H = G * k
    p = T * d + d * d
    mp = mpmath.mpf
    with mpmath.workdps(EXACT_DPS):
        Xs = [[[mp(float(v)) for v in row] for row in Xi] for Xi in P.Xs.tolist()]
        ys = [mp(float(v)) for v in P.ys.tolist()]
        Us = [[[mp(float(v)) for v in row] for row in Ug] for Ug in P.U0.tolist()]
        Ws = [[[mp(float(v)) for v in row] for row in Wg] for Wg in P.W0.tolist()]
        ts = [mp(float(v)) for v in svm.theta_star.reshape(-1).tolist()]
        tsg = [ts[g * p:(g + 1) * p] for g in range(G)]
        red, expl, outs_e, outs_r = [], [], [], []
        sq_frac = mpmath.sqrt(mp(1) / G)
        for i in range(len(Xs)):
            dots, vals = [], []
            for g in range(G):
                out, gU, gW = _mp_head(Xs[i], Us[g], Ws[g])
                flat = [v for row in gU for v in row] + [v for row in gW for v in row]
                dots.append(mpmath.fsum(a * b for a, b in zip(flat, tsg[g])))
                vals.append(out)
            red.append(ys[i] * mpmath.fsum(sq_frac * v for v in dots))
            expl.append(ys[i] * mpmath.fsum(dots[h // k] / mpmath.sqrt(k) for h in range(H)) / mpmath.sqrt(H))
            outs_e.append(abs(mpmath.fsum(vals[h // k] for h in range(H)) / mpmath.sqrt(H)))
            outs_r.append(abs(mpmath.fsum((mp(H) / G) * v for v in vals) / mpmath.sqrt(H)))
        gamma, margin = min(red), min(expl)
        norms = [mpmath.sqrt(mpmath.fsum(v * v for row in Us[g] for v in row) + mpmath.fsum(v * v for row in Ws[g]
                                                                                      for v in row)) for g in range(G)]
        norm_e = max(norms)
        ts_norm = mpmath.sqrt(mpmath.fsum(v * v for v in ts))  # ||ts_full|| = ||ts|| with m_g/H = 1/G exactly
        item = 1 + int(inst["seed"]) % 3
        lhs, ref = {1: (gamma, margin), 2: (max(outs_e), max(mp(1), max(outs_e))),
                    3: (norm_e, max(mp(1), norm_e))}[item]
        if item == 2:
            ref = max(mp(1), max(outs_r))
        return Measurement(lhs, {"item": item, "ref": ref},
                           {"gamma": gamma, "explicit_margin": margin, "H": H, "theta_star_norm_full": float(ts_norm),
                            "svm_status": svm.status})


def _attach_def1r() -> None:
    from thmcheck.checks.papers.mhgd import r23_mhgd2

    c = next(x for x in r23_mhgd2.CLAIMS if x.id == "mhgd.def1-R")
    c.exact = def1r_exact
    c.notes = (c.notes + " Round 27 (leads): exact= re-measures a candidate at 60 digits (closed-form head "
               "gradients in mpmath on the float64 instance, m_g/H = 1/G exactly); the ci potential (item 1 at 4e-15 "
               "relative: the reduced and the explicit margin are one number computed twice) was rounding.")


_attach_def1r()
