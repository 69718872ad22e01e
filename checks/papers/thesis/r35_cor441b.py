"""thesis, Chapter 4 (App. C), round 35 (helper cor441b): Corollary 4.4.1 cases (iv) and (v) (L1166-L1176, Table 4.1
columns 5-6 L1144-L1152, proof (C.115)-(C.124) L5799-L5823), left out of thesis.ch4.corollary4.4.1 (case (iii)) and of
r35_cor441 (cases (i)-(ii)).

- ``thesis.ch4.corollary4.4.1-case-iv``: lambda_l decreases, ||Sigma_l|| = sigma_min^2, all ||Sigma_j|| constants,
  all ||mu_j|| equal: n_sc (B, (C.93)), v (1/q, (C.96)), E_w, E, E_l ((C.97)-(C.99)) all increase.
- ``thesis.ch4.corollary4.4.1-case-v``: lambda_l increases, ||Sigma_l|| = sigma_max^2, same conditions: all increase.

lambda_l moves on a grid of 7 points in [x_lo, x_hi] inside (0, 1); the other weights must follow (they sum to 1) and
the corollary does not say how: literal reading, the others rescaled in proportion (lambda_j = (1 - lambda_l) w_j, w
fixed: "fixing all other parameters" (L1212) with the others' proportions fixed); reading "one other group absorbs":
lambda_k = c - lambda_l for one other group k, the rest fixed. For L = 2 both coincide. Reading "proof's forms": the
denominators of (C.115)-(C.124), (sum_j lambda_j rho_j), without ||Sigma_j^-1||^-1, and B's numerator (C.89)'s
(S4 S8)^(1/2) D6 (the a_1 .. a_5 of (C.115)). No group's mean or covariance moves, so rho_j is fixed: (C.93)/(C.96)'s
'otherwise' branch and (C.115) keep rho_j, and any lower function common to all groups (c rho_j, one existential
constant c) scales every form by c^-1 or c^-2 and leaves every direction as it is.

Sigma_j = s_j^2 I, s_j in [0.5, 2] (the case (i)/(ii) claims' range) times one factor in [0.5, 12], group l the smallest (iv) or largest (v); means
of one common norm m (0 atom or [0.05, 2]) along random directions; W* with kappa <= 4; rho by the variance forms
(thmcheck.models.group_imbalance.rho_torch).
"""

from __future__ import annotations

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r35_cor441b as B
from thmcheck.checks.claim import Claim, Ctx, Expect, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.thesis._common import PAPER, _src
from thmcheck.checks.papers.thesis.r35_cor441 import _RHO_POS, _base
from thmcheck.checks.strategies import log_uniform
from thmcheck.models import group_imbalance as GI

CLAIMS: list[Claim] = []

_POINTS = 7


def _instances(case: str) -> st.SearchStrategy:
    @st.composite
    def draw_(draw: st.DrawFn) -> dict:
        """The case (i)/(ii) base (d, K, L, W*, s_j in [0.5, 2], lambda Dirichlet(2), group l), then: every s_j times
        one factor f (1, atom, or log-uniform in [0.5, 4] or [4, 12]: s_j in [0.25, 24], both sides of the regime
        boundary, so the corrected statement's condition is met often enough);
        every mean rescaled to one norm m (0 or [0.05, 2]); group l swapped with the group of smallest (iv) / largest (v) s_j;
        lambda_l's range [x_lo, x_hi], x_hi in [0.1, 0.95], x_lo = x_hi r, r in [0.01, 0.8]; the others' proportions
        w from the drawn lambda; for the reading "one other group absorbs": group k and the total c = lambda_l +
        lambda_k in (x_hi, 1] (= 1 for L = 2)."""
        inst = _base(draw)
        mus, s, l, L = np.array(inst["mus"]), np.array(inst["s"]), inst["group"], inst["L"]
        s = s * draw(st.one_of(st.just(1.0), log_uniform(0.5, 4.0), log_uniform(4.0, 12.0)))
        m = draw(st.one_of(st.just(0.0), st.floats(0.05, 2.0)))
        rng = np.random.default_rng(inst["seed"] + 1)
        u = rng.normal(size=mus.shape)
        mus = m * u / np.linalg.norm(u, axis=1, keepdims=True)
        j = int(np.argmin(s) if case == "iv" else np.argmax(s))
        s[[l, j]] = s[[j, l]]
        x_hi = draw(st.floats(0.1, 0.95))
        x_lo = x_hi * draw(log_uniform(0.01, 0.8))
        others = [i for i in range(L) if i != l]
        k = others[draw(st.integers(0, L - 2))]
        c = 1.0 if L == 2 else x_hi + (1.0 - x_hi) * draw(st.floats(0.05, 0.95))
        return {**inst, "mus": mus, "s": s, "m_l": m, "m": m, "x_lo": x_lo, "x_hi": x_hi, "absorber": k, "c_tot": c,
                "case": case}
    return draw_()


def _paths(inst: dict, how: str) -> tuple[np.ndarray, np.ndarray]:
    """lambda_l's grid and the weights along it (rows), the others rescaled ("prop") or group k absorbing."""
    lam0, l, L = np.asarray(inst["lam"], float), inst["group"], inst["L"]
    xs = np.linspace(inst["x_lo"], inst["x_hi"], _POINTS)
    others = [i for i in range(L) if i != l]
    lam = np.zeros((_POINTS, L))
    lam[:, l] = xs
    if how == "prop":
        w = lam0[others] / lam0[others].sum()
        lam[:, others] = (1 - xs)[:, None] * w[None, :]
    else:
        k, c = inst["absorber"], inst["c_tot"]
        rest = [i for i in others if i != k]
        lam[:, k] = c - xs
        if rest:
            w = lam0[rest] / lam0[rest].sum()
            lam[:, rest] = (1 - c) * w[None, :]
    return xs, lam


def _measure_how(inst: dict, how: str) -> Measurement:
    W, mus, s, l = inst["Wstar"], np.asarray(inst["mus"]), np.asarray(inst["s"], float), inst["group"]
    dK = float(np.linalg.svd(W, compute_uv=False)[-1])
    m = np.linalg.norm(mus, axis=1)
    rho = np.array([GI.rho_group(W, mus[j], s[j], dK) for j in range(len(s))])
    xs, lam = _paths(inst, how)
    g = s**2 * rho
    q = {"lam": xs.tolist(), "S2": (lam @ (m + s) ** 2).tolist(), "D12": (lam @ (m / s + 1) ** 12).tolist(),
         "Gamma": (lam @ g).tolist(), "Gamma_rho": (lam @ rho).tolist(),
         "N115": (np.sqrt((lam @ (m + s) ** 4) * (lam @ (m + s) ** 8)) * (lam @ (m / s + 1) ** 6)).tolist(),
         "tau": float(s.max() / s.min()), "smax": float(s.max()), "m_l": float(m[l]), "s_l": float(s[l]),
         "K": int(inst["K"])}
    case = inst["case"]
    args = {k: q[k] for k in ("lam", "S2", "D12", "Gamma", "tau", "smax", "m_l", "s_l", "K")}
    terms = {"rho_min": float(rho.min()), "lam_min_path": float(lam.min()),
             "ratios": B.lam_ratios(**args, case=case),
             "ratios_proof_forms": B.lam_ratios(**{**args, "D12": q["N115"], "Gamma": q["Gamma_rho"]}, case=case),
             # group l's per-weight Gamma share against the share it trades with (d Gamma / d lambda_l), and its
             # S2/Gamma ratio h_l = (m + s_l)^2/(s_l^2 rho_l) against the displaced groups': E = S2/Gamma falls in
             # lambda_l iff h_l is below theirs
             "dGamma_dlam": float(np.diff(q["Gamma"])[0] / np.diff(xs)[0]),
             "h_l": float((m[l] + s[l]) ** 2 / g[l]), "h_others": [float((m[j] + s[j]) ** 2 / g[j])
                                                                  for j in range(len(s)) if j != l],
             "s_j": s.tolist(), "delta_K": dK}
    return Measurement(1.0, q, terms)


def _measure(inst: dict, ctx: Ctx) -> Measurement:
    return _measure_how(inst, "prop")


def _measure_absorb(inst: dict, ctx: Ctx) -> Measurement:
    return _measure_how(inst, "absorb")


def _readings(case: str) -> tuple[Reading, ...]:
    proof = B.case_iv_growth_proof if case == "iv" else B.case_v_growth_proof
    return (
        Reading("one other group absorbs", "the change of lambda_l taken up by one other group k (lambda_k = c - "
                "lambda_l), the remaining weights fixed, in place of all others rescaled in proportion (for L = 2 "
                "the two coincide)", measure=_measure_absorb),
        Reading("proof's forms (C.115)-(C.124)", "the closed forms as the proof of (iv)/(v) writes them: denominator "
                "sum_j lambda_j rho_j ((C.115)'s (sum_j lambda_j rho_j)^2, no ||Sigma_j^-1||^-1) in B, q, E_w, E, "
                "E_l, and B's numerator (C.89)'s (S4 S8)^(1/2) D6 (the a_1 .. a_5 of (C.115)) in place of (C.93)'s "
                "D12", bound=proof),
    )


_DOMAIN = (
    Param("L", 2, INF, integer=True, far=3, text="L >= 2 groups (L1066)", unreached="L in {2, 3}"),
    Param("d", 1, INF, integer=True, far=3, text="x in R^d", unreached="d in {2, 3}: the closed forms are free of d"),
    Param("K", 1, INF, integer=True, far=3, text="1 <= K <= d", unreached="K <= d <= 3"),
    Param("lambda_l", 0, 1, lo_closed=False, hi_closed=False, key="x_lo", far=None, text="lambda_l in (0, 1) moving",
          unreached="x_lo >= 1e-3, x_hi <= 0.95"),
    Param("m", 0, INF, far=2.0, text="||mu_j|| = m for all j (equal means' norms)", unreached="[0, 2] drawn"),
    Param("s", 0, INF, lo_closed=False, key="s_l", far=2.0, text="||Sigma_j|| all constants (s_j = ||Sigma_j^(1/2)||)",
          unreached="s_j in [0.25, 24]: the crossing is a fixed-Psi fact (no limit is involved); "
                    "the forms' directions depend on delta_K(W*) s_j only (at m = 0 exactly)"),
)


def _claim(case: str) -> Claim:
    iv = case == "iv"
    word = "decreases" if iv else "increases"
    prov = "sigma_min^2 (group l has the smallest group-level covariance)" if iv else \
        "sigma_max^2 (group l has the largest group-level covariance)"
    col = "5" if iv else "6"
    table = ("B = O(1/(1 + lambda_l)^2), v = Theta(1/(1 + lambda_l)), E_w = O(1/(1 + sqrt(lambda_l))), E = O(1/(1 + "
             "lambda_l)), E_l = O(1/(1 + sqrt(lambda_l)))") if iv else \
        ("B = O(1) - Theta(1)/(1 + lambda_l)^2, v = 1 - Theta(1/(1 + lambda_l)), E_w = O(1 + sqrt(lambda_l)), E = O(1) "
         "- Theta(1)/(1 + lambda_l), E_l = O(1 + sqrt(lambda_l))")
    proof = "(C.115)-(C.119)" if iv else "(C.120)-(C.124)"
    return Claim(
        id=f"thesis.ch4.corollary4.4.1-case-{case}", paper=PAPER,
        source=_src(f"Corollary 4.4.1 ({case}), L1166-L1176; Table 4.1 column {col}, L1144-L1152; proof {proof}, "
                    f"{'L5799-L5811' if iv else 'L5813-L5823'}; closed forms (C.93), (C.96)-(C.99); (P4) L1190"),
        statement=f"When we vary one parameter of group l and fix all the others, n_sc, v, ||W_n - W*P||_F, fbar and "
                  f"fbar_l all increase if ({case}) lambda_l {word}, provided that ||Sigma_l|| = {prov}, where "
                  f"||Sigma_j|| are all constants and ||mu_i|| = ||mu_j|| for all i, j (Table 4.1: {table}). Encoded on "
                  "the closed forms B (C.93), 1/q (C.96), E_w, E, E_l (C.97)-(C.99) with rho_j along lambda_l, every "
                  "mu_j, Sigma_j fixed, the other weights rescaled in proportion: each form at every later grid point "
                  "exceeds its value at every earlier one.",
        kind="deterministic", comparison="<", bound=B.case_iv_growth if iv else B.case_v_growth, measure=_measure,
        strategy=_instances(case), assumptions=(_RHO_POS,), constants="explicit", auto_mutant=False,
        readings=_readings(case), expect=Expect.ERRATUM,
        evidence=f"Violated under all three readings (others rescaled, one other group absorbing, the proof's forms "
                 f"(C.115)-(C.124)). Example (second path, mpmath, no project code): W* = I (d = K = 2), two groups, "
                 f"mu_1 = mu_2 = 0 (equal norms), Sigma_1 = 0.25 I, Sigma_2 = I (constants), lambda_1 from 0.05 to "
                 f"0.95: all five forms RISE with lambda_1 (B x125, 1/q and E x3.34, E_w and E_l x6.1; proof's forms: "
                 f"B x2.1, E x1.5, E_w x2.7), so decreasing lambda_1 (group 1 = sigma_min, case (iv)) lowers all five "
                 f"and increasing lambda_2 (group 2 = sigma_max, case (v)) lowers all five: smallest ratios "
                 f"{'form(earlier)/form(later)' if iv else 'form(later)/form(earlier)'} B 0.008, 1/q 0.30, E_w 0.16, "
                 f"E 0.30, E_l 0.16 (proof's forms 0.47, 0.67, 0.36, 0.67, 0.36). Same at Sigma = (I, 4I) with W* = "
                 f"I/2 (the directions depend on delta_K(W*) s_j only, at m = 0 exactly), so the proof's ||Sigma_j|| = "
                 f"Omega(1) does not help. Mechanism: E = S2/Gamma is a ratio of two functions linear in lambda_l; it "
                 f"falls in lambda_l iff h_l = (m + s_l)^2/(s_l^2 rho_l) is below the displaced groups' h_j, and h "
                 f"is U-shaped in delta_K s ((P3)'s 'medium regime'; minimum near delta_K s ~ 1.5-2 at m = 0): below "
                 f"its minimum the smallest-covariance group has the LARGEST h, and (iv) and (v) both reverse; they "
                 f"hold (E, E_w) when every group is past it (e.g. Sigma = (9I, 25I): all five in the printed "
                 f"direction). Over 200 drawn instances (s_j in [0.25, 24]) the literal reading fails in "
                 f"{'163' if iv else '172'} (B {'163' if iv else '172'}, v and E {'103' if iv else '111'}, E_w and "
                 f"E_l {'138' if iv else '126'}), the proof's forms in {'94' if iv else '89'}. See docs/cor441b_r35.md. "
                 f"Second path: tests/test_thesis_r35_cor441b.py. Referees H and I (docs/audits/round35/, own scripts): "
                 f"CONFIRMED FALSE AS PRINTED for (iv) and (v) under every reading (H: rescaled-reading ratios B "
                 f"0.0080, E_w 0.164, E 0.300, E_l 0.164 on this example; I: zero mean, s = (0.5, 3): all five wrong; "
                 f"all five as printed only with zero mean and both s_j past rho's peaks; with ||mu|| >= 1, B is wrong "
                 f"up to s = (4, 8)); the thesis's 'constant' covariances do not exclude the failing regime.",
        second_path=f"tests/test_thesis_r35_cor441b.py::test_case_{case}_all_five_forms_reverse",
        corrected=B.case_iv_corrected if iv else B.case_v_corrected,
        corrected_text=(f"As lambda_l {word} (||Sigma_l|| = {'sigma_min' if iv else 'sigma_max'}^2, equal ||mu_j||, "
                        f"the other weights rescaled), v, E_w, E and E_l increase provided group l's per-weight share "
                        f"of Gamma, ||Sigma_l^-1||^-1 rho_l, is {'at least' if iv else 'at most'} the share it trades "
                        "against (Gamma non-" + ("decreasing" if iv else "increasing") + " in lambda_l); n_sc's B is "
                        "not determined by this (D_12 moves the other way); without the condition all five can "
                        "move the other way."),
        mutants={"condition reversed": B.case_iv_mut_reversed if iv else B.case_v_mut_reversed,
                 "condition dropped (Table 4.1's column for v, E_w, E, E_l)":
                     B.case_iv_mut_nocond if iv else B.case_v_mut_nocond},
        domain=_DOMAIN,
        notes="Round 35 (helper cor441b). Score: lhs = 1 < 1 + the smallest relative increase, over the five forms and "
              "all pairs of 7 grid points of lambda_l, of form(start side)/form(end side) in the printed direction "
              "(r35_cor441's literal-rho ratios). tau = sigma_max/sigma_min and sigma_max do not move. No mu_j or "
              "Sigma_j moves, so the lower functions L_m, L_s of Property 3 (defined for a moving sigma or mu) are not "
              "invoked: (C.93)/(C.96)'s 'otherwise' branch and (C.115) keep rho_j; a lower function common to all "
              "groups (c rho_j) rescales every form and keeps every direction; per-group lower constants c_j in (0, "
              "rho_j] would make the direction arbitrary (either way for any instance) and are not a reading of the "
              "proof. Terms: ratios (per form, literal), ratios_proof_forms, dGamma_dlam, h_l against h_others "
              "((m + s_j)^2/(s_j^2 rho_j): E falls in lambda_l iff h_l is below the displaced groups').",
        atol=1e-9, settings={"ci": {"max_examples": 12, "budget_s": 4.0}},
    )


CLAIMS.append(_claim("iv"))
CLAIMS.append(_claim("v"))
