"""Round 16 (helper chenli2): chenli's (87) (L1761), the Hanson-Wright step of Lemma 6.12's proof, on chenli.eq78's
closed-form family inside (7), (8) and Assumptions 1-6.

- ``chenli.eq87`` (L1761): there is an absolute c > 0 such that for every c' > 0, P[|x^T Theta_i E'_{S^c}^T x| <=
  (kappa + c log(m/c')/sqrt(r_Theta)) ||Theta_1||_F^2 for all i] >= 1 - c'. On the family the mean <Theta, E'_{S^c}>
  = -p sqrt(h) ||Theta_1||_F^2 is exact and the rest is a Hanson-Wright term of standard deviation <= sqrt(2 (1 -
  h)/(d - n)) r_E ||Theta_1||_F^2; at c' = 1/2 Chebyshev forces c >= (p sqrt(h) - sqrt 2 sigma - kappa) sqrt(r_Theta)/
  log 2, unbounded along log d (uniform check over the absolute c: erratum, from (78)'s).
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.chenli import r16_chenli2 as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.papers.chenli.r5_chenli2 import _EQ78_ASSUMPTIONS, _l1649
from thmcheck.checks.strategies import log_uniform, with_edges

CLAIMS: list = []


def _l1761(inst: dict, ctx: Ctx) -> Measurement:
    """lhs: the smallest c (87) allows at c' = 1/2 on chenli.eq78's family (m = 1). Y = x^T Theta E'_{S^c}^T x =
    -p sqrt(h) F^2 + Z exactly (the light part is a scaled permutation, so x^T Theta_{S^c} Theta_{S^c}^T x = (1 - h) F^2
    for every x), Z = r_E F x^T Theta_{S^c} N^T x with E[Z] = <Theta_{S^c}, N> = 0 and Var Z <= 2 r_E^2 F^2 ||Theta_{S^c}
    N^T||_F^2 <= 2 r_E^2 (1 - h)/(d - n) F^4. P[|Y| <= B F^2] >= 1/2 needs B >= p sqrt(h) - sqrt(2) sigma (Chebyshev),
    so c >= (p sqrt(h) - sqrt(2) sigma - kappa) sqrt(r_Theta)/log(2 m)."""
    base = _l1649(inst, ctx)
    t = dict(base.terms)
    L, p, h, kappa = float(inst["ld"]), float(inst["p"]), t["h (heavy mass)"], t["kappa (7)"]
    rE2 = max(t["r^2"], 0.0)
    log_sig = 0.5 * (math.log(2.0 * rE2 * (1.0 - h)) - L) if rE2 > 0 else -math.inf  # d - n ~ d (n <= d^{1/2})
    sigma = math.exp(log_sig) if log_sig > -700 else 0.0
    mean = p * math.sqrt(h)
    c_needed = (mean - math.sqrt(2.0) * sigma - kappa) * math.exp(t["log r_Theta"] / 2) / math.log(2.0)
    t.update({"|E Y|/F^2 = p sqrt(h)": mean, "sigma/F^2 (Hanson-Wright, bound)": sigma,
              "(87)'s threshold at c = 1, c' = 1/2": kappa + math.log(2.0) * math.exp(-t["log r_Theta"] / 2)})
    return Measurement(c_needed, {"ld": L}, t)


def _move_ld(inst: dict, t: float) -> dict:
    return {**inst, "ld": float(t)}


CLAIMS.append(Claim(
    id="chenli.eq87",
    catalog_id="chenli.lemma6.4",
    paper=PAPER,
    source=f"Proof of Lemma 6.12, Eq. (87), Section 6.4.2, {SEED_FILE} L1761 (with (78) L1649 and Theorem 3.1)",
    statement="By (78), |<Theta_i, E'_{S^c}>| <= kappa ||Theta_i||_F^2 and ||Theta_i E'^T_{S^c}||_op <= ||Theta_1||_F^2/"
              "sqrt(r_Theta), so by Theorem 3.1 there is an absolute constant c > 0 such that for any c' > 0, P[|x^T "
              "Theta_i E'^T_{S^c} x| <= (kappa + c log(m/c')/sqrt(r_Theta)) ||Theta_1||_F^2 for all i in [m]] >= 1 - c' "
              "(87). Checked as: the smallest c the instance allows at c' = 1/2 is <= C (one C over the domain).",
    statement_tex=r"$$\mathbb{P}\left[|x^\top \boldsymbol{\Theta}_i \mathcal{E}_{S^c}^{\ell' \top} x| \leq \left(\kappa + "
                  r"\frac{c \log(m/c')}{\sqrt{r_\Theta}}\right) \|\boldsymbol{\Theta}_1\|_F^2 \quad \forall i \in [m]"
                  r"\right] \geq 1 - c'. \quad (87)$$",
    kind="step", comparison="<=", bound=B.eq87_const, measure=_l1761,
    strategy=lambda: st.fixed_dictionaries({
        "ld": log_uniform(1000.0, 3e3), "lam": st.floats(0.3, 0.999), "k": log_uniform(3.0, 1e6),
        "c7": log_uniform(1e-3, 1.0), "c8": st.floats(1.0, 4.0), "rho": st.floats(0.0, 3.0),
        "u": st.floats(0.0, 1.0), "p": st.floats(0.2, 0.7), "g": st.floats(0.2, 1.9),
        "t": with_edges(st.floats(0.0, 1.0), 0.0)}),
    assumptions=_EQ78_ASSUMPTIONS,
    constants="hidden", uniform=True,
    directions=(
        Direction("log d -> inf (r_Theta at (8)'s lower end grows like log^{c+2} d)", "ld", INF, move=_move_ld,
                  points=(1e3, 3e3, 1e4, 3e4), grows=("ld",),
                  reason="the needed c ~ p sqrt(g kappa r_Theta)/log 2 ~ sqrt(10 log^c(dk)/lambda)"),
        Direction("r_Theta inside (8) (rho), heavy mass (t), E's share p", "rho", 3.0, how="search",
                  reason="rho in [0, 3], t in [0, 1] (t = 0 keeps Lemma 6.8's Item 4), p in [0.2, 0.7] drawn"),
        Direction("lambda (Assumption 1)", "lam", 0.3, how="search",
                  reason="lambda in [0.3, 0.999] drawn: the needed c ~ sqrt(10 log^c(dk)/lambda) only grows as lambda falls"),
        Direction("k", "k", INF, how="search", reason="k log-uniform in [3, 1e6]: enters only through log(d k)"),
        Direction("c of (8) and c of (7)", "c8", 4.0, how="search",
                  reason="c of (8) in [1, 4], c of (7) in [1e-3, 1] drawn: both raise r_Theta's floor and the needed c"),
        Direction("c' (any c' > 0)", "c'", 0.0, how="unsearched",
                  reason="c' = 1/2 suffices for a counterexample: (87) claims P >= 1 - c' for EVERY c'"),
        Direction("m", "m", INF, how="unsearched", reason="m = 1: a counterexample at m = 1 suffices"),
    ),
    mutants={"log log d (wrong: the needed c outgrows it along log d)": B.eq87_mut_loglog},
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round16/chenli.md, auditors A, B, C): confirmed. The step (87) takes (78)'s |<Theta_i, E'_{S^c}>| <= kappa ||Theta_i||_F^2 as the mean of the quadratic "
             "form; chenli.eq78 shows that inside (7), (8) and Assumptions 1-6 the mean is p sqrt(h) ||Theta_1||_F^2 "
             "(h the heavy mass; h = g kappa keeps Lemma 6.8's Item 4). On that family (m = 1) x^T Theta E'^T_{S^c} x = "
             "-p sqrt(h) F^2 + Z exactly, with Var Z <= 2 r_E^2 (1 - h) F^4/(d - n) (d = e^{1000} or more: sigma "
             "underflows), so at c' = 1/2 Chebyshev forces c >= (p sqrt(h) - sqrt 2 sigma - kappa) sqrt(r_Theta)/"
             "log 2: 72 at log d = 1000 (lambda = 0.999, k = 3, c of (7) = c of (8) = 1, p = 1/2, g = 1, t = 0: "
             "r_Theta = 1.0e10, kappa = 9.9e-7, p sqrt(h) = 5.0e-4) and growing like sqrt(10 log^{c+2}(dk)/lambda) "
             "along log d (the path), so no absolute c exists. Every hypothesis slack is in the report (as for "
             "chenli.eq78). Not a failure of Theorem 3.1: the Hanson-Wright concentration holds around the true "
             "mean; the printed centre kappa is (78)'s erratum. What it means for Lemma 6.12 and Lemma 6.4: see "
             "chenli.eq78 and chenli.lemma6.4 (the cross entries stay <~ sqrt(2 kappa e^{1/nu}) F^2 by Item 4 and "
             "Cauchy-Schwarz, so (84) and the lemma survive). Round 17: the family is chenli.eq78's smoothed copy "
             "(Lemma C.3, so Assumption 7 holds; the shift block alone violates it), encoded in the imported "
             "assumptions; the mean moves by <= 4 ||G||_F/F = O(1/d) (F = d) and the crossing is unchanged." +
             " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
             "constant: (8), Assumptions 1, 4, 6, 7, (77) (factors 10). Outcome (a) the crossing survives "
             "every admissible value of the constant: the log d path keeps r_Theta at (8)'s lower end 10 "
             "log^c(dmk)/(kappa lambda); at a larger constant r_Theta is larger and the needed c ~ (p sqrt(h) "
             "- kappa) sqrt(r_Theta)/log 2 larger still; the other hypotheses hold for every constant as log d"
             " grows.",
    second_path="tests/test_chenli_r16_chenli.py::test_eq87_second_path",
    no_correction_reason="the corrected centre is the Cauchy-Schwarz bound v sqrt(d'/d) ||Theta_i||_F ||Theta_1||_F of "
                         "chenli.eq78's correction, a different quantity (stated in words)",
    corrected_text="P[|x^T Theta_i E'^T_{S^c} x| <= (v sqrt(d'/d) + c log(m/c')/sqrt(r_Theta)) ||Theta_1||_F^2 for all "
                   "i] >= 1 - c' (Theorem 3.1 around the true mean, bounded by Cauchy-Schwarz and Assumption 4).",
    auto_mutant=False,
    notes="lhs in closed form from chenli.eq78's family (its measure and Assumptions, imported); the Hanson-Wright "
          "term is bounded, not sampled (a Monte Carlo at d = e^{1000} is impossible and not needed: the mean alone "
          "exceeds the threshold by a factor ~ 500 at the example).",
    domain=(Param("log d", 1.0, INF, key="ld", text="log d",
                  unreached="log d in [1e3, 3e3] drawn, 3e4 on the path: (8)'s window with Assumption 4 needs log d "
                            "in the hundreds to thousands"),
            Param("lambda", 0.0, 1.0, lo_closed=False, hi_closed=False, key="lam", text="lambda (Assumption 1)",
                  unreached="lambda in [0.3, 0.999]: m = 1"),
            Param("k", 3.0, INF, key="k", text="k", unreached="k <= 1e6: enters via log"),
            Param("c", 0.0, 1.0, lo_closed=False, key="c7", text="c of (7)",
                  unreached="c >= 1e-3: smaller c lowers kappa and raises r_Theta's floor"),
            Param("c8", 1.0, INF, key="c8", text="c of (8)", unreached="c in [1, 4] drawn (a fixed c is met at large "
                                                                       "log d)")),
    settings={"ci": {"max_examples": 20, "budget_s": 4.0, "path_starts": 1}},
))
