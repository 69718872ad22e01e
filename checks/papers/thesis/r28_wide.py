"""thesis, Chapter 6 (round 28, helper wide): Proposition 6.4.1 (6.17) as printed, in the large-width corner of
Theorem 6.3.3's printed domain (m >= Omega(M1^2 log M1) is a lower bound; here m = 1e12 M1^3 ln M1), decided along
M1 to 2^128 (and the engine's extension) by the a-priori certificate of thmcheck.models.icl_r28 (round 28, helper
hard), with no training.

- ``thesis.ch6.eq6.17-widem``: (6.17) L1877-L1879 as printed, ||[XDR(p)^T, 0^T] W p|| >= Omega(sqrt(log M1)) for
  (p, W) = (p_query, W_Q^(T)) or (p_i, W_K^(T)), in domain (XDR(p) = mu_j, the token's IDR pattern), T of (6.10).
  icl_r28's chain (its docstring, steps (1)-(3), (5)) bounds the drift of EVERY row of W_Q, W_K over T steps by
  delta (e^S - 1), S = 2 eta V_max w_max P^3 T, and S stays <= ~0.03 along M1 when m = 1e12 M1^3 ln M1. For the IDR
  row j (W^(0)[j, :] = delta e_j, p_j = beta) this gives the certified UPPER bound
  lhs = beta |W^(T)[j, :] . p| <= beta (delta beta + delta (e^S - 1) ||p||) ~ delta beta^2,
  a constant, while the printed shape sqrt(ln M1) grows: no c > 0 serves. The measure is that upper bound (float64;
  exact= the same in mpmath at 40 digits), so a ratio sqrt(ln M1) / (upper bound) <= sqrt(ln M1) / lhs.
  This is the in-domain member at every delta in (0, 0.2], delta = 0.2 (Remark 6.4.2's 'delta = Theta(1)')
  included: thesis.ch6.eq6.17 (round 20) is the out-of-domain member along delta -> 0, which that reading rescues.

Second path in ``tests/test_thesis_r28_wide.py``.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.thesis import r28_wide as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.r28_hard import WIDE_ASSUME, WIDE_M2_DIR, wide_instances, wide_move
from thmcheck.checks.profiles import active_profile
from thmcheck.models import icl_r28 as R

SP = "tests/test_thesis_r28_wide.py::"

CLAIMS: list[Claim] = []

# sqrt(ln M1) grows 11.3x from M1 = 2 to 2^128: the path reaches a 10x ratio growth only that far out (the
# certificate is arithmetic, so any M1 costs the same)
_PATH = (2.0, 4.0, 16.0, 256.0, 65536.0, 2.0 ** 32, 2.0 ** 64, 2.0 ** 128)


def _cfg(inst: dict) -> R.LazyCfg:
    return R.LazyCfg(M1=int(inst["M1"]), delta=float(inst["delta"]), K=float(inst["K"]), beta=float(inst["beta"]),
                     eta=float(inst["eta"]), alpha=float(inst["alpha"]), Tc=float(inst["Tc"]))


def _upper(cfg: R.LazyCfg, kappa: float, label: float, prec: int | None = None) -> tuple[float, dict]:
    """The certified upper bound beta (delta beta + delta (e^S - 1) ||p||) on beta |W^(T)[j, :] . p|."""
    cert = R.certificate(cfg, kappa, label, prec=prec)
    up = cfg.beta * (cfg.delta * cfg.beta + cert["drift"] * cert["pnorm"])
    return float(up), cert


def _measure(inst: dict, ctx: Ctx) -> Measurement:
    """A certified UPPER bound on lhs = ||[mu_j^T, 0^T] W^(T) p||, p = [mu_j + kappa nu_k; y] (y = 0 with W_Q, +-1
    with W_K), kappa = kfrac K, at m = 1e12 M1^3 ln M1 and T of (6.10)."""
    cfg = _cfg(inst)
    kappa = float(inst["kfrac"]) * cfg.K
    label = 0.0 if inst["which"] == "Q" else float(inst["label"])
    try:
        up, cert = _upper(cfg, kappa, label)
        up_exact, _ = _upper(cfg, kappa, label, prec=40)
    except ValueError as e:  # A Bc >= 1: the certificate's fixed point does not apply
        raise SolverFailure(str(e)) from e
    if not float(cert["S"]) < 1:
        raise SolverFailure(f"certificate loose at M1 = {cfg.M1}: S = {float(cert['S']):.3g} >= 1")
    shape = B.eq6_17_shape(cfg.M1)
    q = {"M1": cfg.M1, "M2": cfg.M2, "m": cfg.m, "m / (M1^2 ln M1)": cfg.m / (cfg.M1 ** 2 * math.log(cfg.M1)),
         "m_a": cfg.ma, "T": cfg.T, "alpha": cfg.alpha, "Tc ((6.10)'s constant)": cfg.Tc, "delta": cfg.delta,
         "K": cfg.K, "beta": cfg.beta, "S (drift exponent)": float(cert["S"]),
         "row drift bound delta (e^S - 1)": float(cert["drift"]), "w_0 bound": float(cert["w0"]),
         "V_max": float(cert["V_max"]), "log10 P(w_0 bound fails)": cert["log10 failure probability"],
         "delta slack": 0.2 - cfg.delta, "K slack": 0.5 - cfg.K, "beta - 1": cfg.beta - 1, "eta_train": cfg.eta,
         "alpha slack": min(cfg.alpha, 1 - cfg.alpha), "Condition 6.3.2 slack": 0.0}
    return Measurement(up, {"M1": cfg.M1}, {
        "W": f"W_{inst['which']}", "kappa": kappa, "label": label, "lhs upper bound (certificate)": up,
        "lhs upper bound, mpmath 40 digits": up_exact, "lhs at initialisation (delta beta^2)":
        cfg.delta * cfg.beta ** 2, "shape sqrt(ln M1)": shape, "shape / upper bound": shape / up, **q})


_instances = wide_instances(0.0)


_M1_DIR = Direction("M1 -> inf (M2 = 4 M1, m = 1e12 M1^3 ln M1, T = Tc M1 alpha^(-2/3) beta^(-2/3) sqrt(ln M1)/eta), "
                    "2 .. 2^128 and the engine's extension, by the a-priori certificate (no training)", "M1", math.inf,
                    how="path", move=wide_move, points=_PATH, grows=("M1", "M2", "m", "T"))
_SEARCH_DIRS = (
    Direction("(p, W): (p_query, W_Q) or (p_i, W_K)", "which", math.inf, how="search",
              reason="both printed pairs drawn (and both labels +-q for p_i)"),
    Direction("kappa in (-K, K)", "kfrac", 1.0, how="search", reason="kfrac in [0, 0.99] drawn"),
    Direction("delta in (0, 0.2]", "delta", 0.0, how="search",
              reason="delta in [0.01, 0.2] drawn (a constant; delta -> 0 is thesis.ch6.eq6.17's path)"),
    Direction("K <= 1/2", "K", 0.0, how="search", reason="K in [0.1, 0.5] drawn (a constant)"),
    Direction("beta >= 1", "beta", math.inf, how="search", reason="beta in [1, 4] drawn (a constant, L1762)"),
    Direction("eta in (0, 1]", "eta", 0.0, how="search", reason="eta in [0.01, 1] drawn (eta T is what enters)"),
    Direction("alpha", "alpha", 0.0, how="search", reason="alpha in [0.2, 0.99] drawn (enters T by (6.10))"),
    Direction("(6.10)'s constant", "Tc", math.inf, how="search", reason="Tc in [1, 100] drawn"),
)

EQ617_WIDEM = Claim(
    id="thesis.ch6.eq6.17-widem", paper=PAPER, catalog_id="thesis.ch6.prop6.4.1",
    source=f"Proposition 6.4.1 (6.17), Sec. 6.4.1, {SEED_FILE} L1877-L1879; Theorem 6.3.3 (i)-(iv) with (6.10) "
           f"L1808-L1814, initialisation Sec. 6.2.3 L1727, Remark 6.4.2 L1887",
    statement="(6.17) of Proposition 6.4.1 as printed: the trained model after T ((6.10)) iterations satisfies, for "
              "any (p, W) in {(p_query, W_Q^(T)), {(p_i, W_K^(T))}}, ||[XDR(p)^T, 0^T] W p|| >= Omega(sqrt(log "
              "M1)). Checked as the uniform shape (one constant over the printed domain, log natural) in domain "
              "(XDR(p) = mu_j, p = [mu_j + kappa nu_k; y]), M2 = 4 M1, at width m = 1e12 M1^3 ln M1 (>= Omega(M1^2 "
              "log M1), Theorem 6.3.3 (i)) and T of (6.10) with any constant, along M1 to 2^128 and beyond by a "
              "certified upper bound on the left side (thmcheck.models.icl_r28, no training).",
    statement_tex=r"\|[XDR(\mathbf{p})^\top, \mathbf{0}^\top] \mathbf{W} \mathbf{p}\| \geq \Omega(\sqrt{\log M_1}),"
                  r" \quad (6.17)",
    kind="algorithmic", comparison=">=", bound=B.eq6_17_shape, measure=_measure, strategy=_instances,
    constants="hidden", uniform=True, assumptions=WIDE_ASSUME,
    directions=(_M1_DIR, WIDE_M2_DIR, *_SEARCH_DIRS),
    expect="erratum",
    evidence="Audited (round 28, docs/audits/round28/thesis.md): auditor A CONFIRMED, auditor B CONFIRMED. At width m = 1e12 M1^3 ln M1 (Theorem 6.3.3 (i) bounds m from below only; "
             "(6.10)'s T has no m) the a-priori certificate of thmcheck.models.icl_r28 (round 28, helper hard; every "
             "step an inequality over every draw of the data and labels, on the event w_0 <= 1.01 sqrt(m_a/m) of "
             "probability >= 1 - exp(-1e-4 m_a m / 2)) bounds the move of every row of W_Q, W_K over T steps by "
             "delta (e^S - 1) with S <= ~0.03 on every drawn instance. For the IDR row j (W^(0)[j, :] = delta e_j) "
             "this gives lhs <= beta (delta beta + delta (e^S - 1) ||p||) ~ delta beta^2 at every M1, while the "
             "shape sqrt(ln M1) grows: delta = 0.2, beta = 3, K = 1/2, kappa = 0.99 K, eta = 1, Tc = 60, alpha = 0.8 "
             "(W_K, label +1): upper bound 1.8067, 1.8032, 1.8027 at M1 = 2, 16, 2^128 (S <= 3.2e-3; <= 0.026 over "
             "the drawn corners), against sqrt(ln M1) = 0.833, 1.665, 9.42 (shape / upper bound 0.461, 0.923, 5.23: "
             "x11.3, "
             "growing like sqrt(ln M1), unbounded). The constant delta = 0.2 (Remark 6.4.2's 'delta = Theta(1)', "
             "the reading that rescues thesis.ch6.eq6.17's out-of-domain delta -> 0 crossing) does not rescue it "
             "here: the growth from Theta(1) to Theta(sqrt(log M1)) that Remark 6.4.2 describes needs training, "
             "which T of (6.10) cannot do at this width (the mechanism of thesis.ch6.theorem6.3.3-width / "
             "eq6.14-width, audited in round 21: each step moves F by O(sqrt(m_a/m))). Not the encoding: " + SP +
             "test_upper_bound_own_fractions re-derives the upper bound in exact rationals (own code) along M1 to "
             "2^128 and " + SP + "test_certificate_agrees_with_own_training trains an own small wide model with T "
             "of (6.10) and checks the trained IDR projection lies inside the certificate's two-sided band.",
    second_path=SP + "test_upper_bound_own_fractions",
    no_correction_reason="the failure is the lazy corner of the width (m >> T^2 m_a): a correction would bound m "
                         "from above or tie T (or the step size) to m, which the thesis never states; at m ~ M1^2 "
                         "log M1 the trained checks (thesis.ch6.prop6.4.1, thesis.ch6.eq6.17) apply",
    mutants={"Omega(log M1) (a wrong exponent)": B.eq6_17_mut_log,
             "Omega(M1^(1/4) sqrt(log M1)) (an extra power)": B.eq6_17_mut_pow},
    domain=(Param("M1", 2, math.inf, integer=True, far=2 ** 128, text="M1 relevant patterns",
                  unreached="M1 in {2, 3} (ci) / {2, 3, 4, 6} drawn, the path to 2^128 and its extension (no "
                            "training: the certificate is arithmetic)"),
            Param("M2", 1, math.inf, integer=True, text="M2 irrelevant patterns",
                  unreached="M2 = 4 M1 (M2 = O(M1), L1762) on every instance"),
            Param("m", 1, math.inf, text="m >= Omega(M1^2 log M1) (Theorem 6.3.3 (i))",
                  unreached="m = 1e12 M1^3 ln M1 only: at m ~ M1^2 log M1 the certificate is vacuous (S ~ sqrt(M1)); "
                            "that part is trained by thesis.ch6.prop6.4.1 / thesis.ch6.eq6.17"),
            Param("kfrac", 0, 1, hi_closed=False, text="|kappa| / K, kappa ~ U(-K, K)", unreached="[0, 0.99] drawn"),
            Param("delta", 0, 0.2, lo_closed=False, text="delta in (0, 0.2] (Sec. 6.2.3)",
                  unreached="[0.01, 0.2] drawn: a smaller delta only lowers the upper bound (thesis.ch6.eq6.17 "
                            "follows delta -> 0)"),
            Param("K", 0, 0.5, lo_closed=False, text="K <= 1/2 ((6.6))", unreached="[0.1, 0.5] drawn"),
            Param("beta", 1, math.inf, text="beta >= 1, a constant (L1762)",
                  unreached="[1, 4] drawn: a constant the Omega() may depend on"),
            Param("eta", 0, 1, lo_closed=False, text="eta <= 1", unreached="[0.01, 1] drawn: only eta T enters"),
            Param("alpha", 0, 1, lo_closed=False, hi_closed=False, text="alpha in (0, 1)",
                  unreached="[0.2, 0.99] drawn: alpha^(-2/3) enters T")),
    notes="Round 28 (wide). Companion of thesis.ch6.eq6.19-uniform-widem (the same certificate, its lower half there, "
          "its upper half here). The certificate needs no training run, so B, l_tr and the task set are free (none "
          "enters the bound); the measure is a certified UPPER bound on the left side, so each ratio shape / measure "
          "is a lower bound on the true ratio.",
    settings={"ci": {"max_examples": 6, "budget_s": 2.0, "min_valid": 2, "path_starts": 1}},
)
CLAIMS += [EQ617_WIDEM]


# ============================================ Theorem 6.3.3 (6.11) at the same width, along eps -> 0 and M1

def _hinge_measure(inst: dict, ctx: Ctx) -> Measurement:
    """A certified LOWER bound on the in-domain loss E l(Psi; P, z): the hinge is >= 1 - |F| and |F| = |a^T relu(W_O
    W_V v)| <= (1/m) sum_r ||W_O[r]|| ||W_V||_op ||v|| <= w_max V_max P (icl_r28's chain, steps (2) and (5)), for every
    prompt, query and task, in or out of the training tasks; eps only sets B (which the bound does not contain)."""
    cfg = _cfg(inst)
    try:
        cert = R.certificate(cfg, 0.0, 0.0)
        ex = R.certificate(cfg, 0.0, 0.0, prec=40)
    except ValueError as e:
        raise SolverFailure(str(e)) from e
    low = 1 - float(cert["w_max"]) * float(cert["V_max"]) * float(cert["P"])
    low_exact = 1 - ex["w_max"] * ex["V_max"] * ex["P"]
    eps = float(inst["eps"])
    q = {"M1": cfg.M1, "M2": cfg.M2, "m": cfg.m, "m / (M1^2 ln M1)": cfg.m / (cfg.M1 ** 2 * math.log(cfg.M1)),
         "m_a": cfg.ma, "T": cfg.T, "alpha": cfg.alpha, "Tc ((6.10)'s constant)": cfg.Tc, "delta": cfg.delta,
         "K": cfg.K, "beta": cfg.beta, "w_max": float(cert["w_max"]), "V_max": float(cert["V_max"]),
         "log10 P(w_0 bound fails)": cert["log10 failure probability"],
         "B (= ceil(max(eps^-2, M1) ln M1), (ii) with constant 1; any larger B the same)":
             math.ceil(max(eps ** -2, cfg.M1) * math.log(cfg.M1)) + 1,
         "delta slack": 0.2 - cfg.delta, "K slack": 0.5 - cfg.K, "beta - 1": cfg.beta - 1, "eta_train": cfg.eta,
         "alpha slack": min(cfg.alpha, 1 - cfg.alpha), "Condition 6.3.2 slack": 0.0}
    return Measurement(low, {"eps": eps}, {"E l lower bound (certificate)": low,
                                           "E l lower bound, mpmath 40 digits": float(low_exact), **q})


@st.composite
def _hinge_instances(d: st.DrawFn) -> dict:
    starts = [2, 3] if active_profile() == "ci" else [2, 3, 4, 6, 100, 10 ** 6]
    return {"M1": d(st.sampled_from(starts)), "eps": d(st.floats(0.01, 1.0)),
            "delta": d(st.floats(0.01, 0.2)), "K": d(st.floats(0.1, 0.5)), "beta": d(st.floats(1.0, 4.0)),
            "eta": d(st.floats(0.01, 1.0)), "alpha": d(st.floats(0.2, 0.99)), "Tc": d(st.floats(1.0, 100.0))}


EQ611_WIDEM = Claim(
    id="thesis.ch6.eq6.11-widem", paper=PAPER, catalog_id="thesis.ch6.theorem6.3.3",
    source=f"Theorem 6.3.3 (6.11), Sec. 6.3.3, {SEED_FILE} L1818; its conditions (i)-(iv), (6.9)-(6.10) L1808-L1814; "
           f"a_r = +-1/m, initialisation Sec. 6.2.3 L1727",
    statement="(6.11) of Theorem 6.3.3 as printed: for any eps > 0, when (i) m >= Omega(M1^2 log M1), (ii) B > "
              "Omega(max{eps^-2, M1} log M1), (iii) (6.9), (iv) T of (6.10) with eta <= 1 and N = BT, w.h.p. "
              "E_{x_query, f in T} l(Psi; P, z) <= O(eps). Checked as the uniform shape eps (one constant) at width "
              "m = 1e12 M1^3 ln M1 (meets (i)), T of (6.10) with any constant, any B, l_tr and task set, along eps -> "
              "0, by a certified lower bound on the loss (thmcheck.models.icl_r28's chain: |F| <= w_max V_max P).",
    statement_tex=r"\mathbb{E}_{\mathbf{x}_{query} \sim \mathcal{D}, f \in \mathcal{T}} [\ell(\Psi; \mathbf{P}, z)] "
                  r"\leq \mathcal{O}(\epsilon). \quad (6.11)",
    kind="algorithmic", comparison="<=", bound=B.eq6_11_shape, measure=_hinge_measure, strategy=_hinge_instances,
    constants="hidden", uniform=True, assumptions=WIDE_ASSUME,
    directions=(Direction("eps -> 0 (B > max(eps^-2, M1) ln M1; m, T held)", "eps", 0.0, how="path",
                          move=lambda inst, t: {**inst, "eps": t}, points=(0.5, 0.1, 0.01, 1e-3, 1e-4)),
                Direction("M1", "M1", math.inf, how="search",
                          reason="M1 in {2, 3} (ci) / up to 1e6 (dev) drawn: the lower bound 1 - w_max V_max P is "
                                 "within 1e-5 of 1 at every M1 (S and w_max fall in M1)"),
                WIDE_M2_DIR, _SEARCH_DIRS[2], _SEARCH_DIRS[3], _SEARCH_DIRS[4], _SEARCH_DIRS[5], _SEARCH_DIRS[6],
                _SEARCH_DIRS[7]),
    expect="erratum",
    evidence="Audited (round 28, docs/audits/round28/thesis.md): auditor A CONFIRMED, auditor B CONFIRMED. The certified form of thesis.ch6.theorem6.3.3-width (round 21, audited: "
             "trained at M1 = 2, m = 64 x the tied width, hinge ~0.9998): at m = 1e12 M1^3 ln M1 (condition (i) "
             "bounds m from below only; (6.10)'s T has no m) icl_r28's chain bounds every prompt's |F| by w_max "
             "V_max P ~ 1.01 sqrt(m_a/m) delta P (<= 1e-5 on every drawn instance: 2.3e-6 at M1 = 2, delta = 0.2, "
             "beta = 3, eta = 1, Tc = 60, alpha = 0.8) on an event of probability >= 1 - exp(-1e-4 m_a m / 2), so "
             "the hinge loss is >= 1 - 1e-5 for every draw of data, query and task, whatever B, l_tr and the task "
             "set, while eps -> 0 (B grown by (ii)): ratio lhs / eps = 2, 10, 100, 1e3, 1e4 at eps = 0.5 .. 1e-4. "
             "No O(eps) constant serves. Not the encoding: " + SP + "test_hinge_bound_own_fractions re-derives "
             "1 - w_max V_max P in exact rationals at M1 = 2, 16, 1000, 2^64, and " + SP + "test_certificate_agrees"
             "_with_own_training checks the chain (band on the attention rows) on an own trained wide model; "
             "round 21's numpy second path trains M1 = 2 at 16 x width to hinge > 0.9.",
    second_path=SP + "test_hinge_bound_own_fractions",
    no_correction_reason="a correction would tie T (or the step size) to m (with a_i = +-1/m, T growing like "
                         "sqrt(m)), or bound m from above, which the thesis never states (as thesis.ch6.theorem6.3.3-"
                         "width)",
    mutants={"O(eps^2) (a wrong exponent)": B.eq6_11_mut_sq, "O(sqrt(eps)) (a wrong exponent)": B.eq6_11_mut_sqrt},
    domain=(Param("eps", 0, math.inf, lo_closed=False, text="eps > 0",
                  unreached="eps in [0.01, 1] drawn and the path to 1e-4: the lower bound does not depend on eps; "
                            "eps > 1 is a trivial bound for a loss <= ... (not drawn: lhs / eps only falls there)"),
            Param("M1", 2, math.inf, integer=True, text="M1 relevant patterns",
                  unreached="M1 in {2, 3} (ci), up to 1e6 (dev): w_max V_max P falls in M1"),
            Param("m", 1, math.inf, text="m >= Omega(M1^2 log M1) (Theorem 6.3.3 (i))",
                  unreached="m = 1e12 M1^3 ln M1 only (the lazy corner); at the tied width thesis.ch6.theorem6.3.3 "
                            "trains"),
            Param("delta", 0, 0.2, lo_closed=False, text="delta in (0, 0.2] (Sec. 6.2.3)",
                  unreached="[0.01, 0.2] drawn"),
            Param("K", 0, 0.5, lo_closed=False, text="K <= 1/2 ((6.6))", unreached="[0.1, 0.5] drawn"),
            Param("beta", 1, math.inf, text="beta >= 1, a constant (L1762)", unreached="[1, 4] drawn"),
            Param("eta", 0, 1, lo_closed=False, text="eta <= 1", unreached="[0.01, 1] drawn"),
            Param("alpha", 0, 1, lo_closed=False, hi_closed=False, text="alpha in (0, 1)",
                  unreached="[0.2, 0.99] drawn")),
    notes="Round 28 (wide). The same mechanism as thesis.ch6.theorem6.3.3-width (audited round 21), decided without "
          "training at every M1 by the certificate; the measure is a certified lower bound on the loss.",
    settings={"ci": {"max_examples": 6, "budget_s": 2.0, "min_valid": 2, "path_starts": 1}},
)
CLAIMS += [EQ611_WIDEM]
