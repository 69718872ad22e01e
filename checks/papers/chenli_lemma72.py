"""chenli Lemma 7.2 (Section 7.1, L2318-L2339): conditional on the proxy event A, every head's attention row of token 1
is k exp(-omega sqrt(log d) ||Theta_1||_F)-close to e_2 with probability >= 1 - d^{-gamma}.

Catalog: ``shared/claims/chenli.md`` (chenli.lemma7.2, G.9); paper: ``shared/seeds/000_7ee2e1d97e13a266.txt``.
Bound: ``bounds.chenli_lemma72``; measurement: ``models.chenli_lemma72`` (exact conditional law of token 2 given A,
Monte Carlo only for the failure indicator). gamma_1, gamma_2 are hidden, so the claim is a fitted rate.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import assume
from hypothesis import strategies as st

from bounds import chenli_lemma72 as B
from checks.claim import Assumption, Claim, Ctx, Measurement, uncertified
from checks.domain import INF, Param
from checks.profiles import experiment_scale
from checks.stats import clopper_pearson, fit_exponent
from checks.strategies import SEEDS, with_edges

PAPER = "chenli"
SEED_FILE = "shared/seeds/000_7ee2e1d97e13a266.txt"

# Every hyper-parameter of the experiment, per profile: draws per C point, pilot draws, the fewest failures a kept
# point needs, the largest q kept, the intended number of grid points, the cap C^2 <= cap_frac m r.
CONFIG = {
    "ci": {"n": 20_000, "pilot": 1_000, "min_fail": 20, "q_hi": 0.5, "points": 10, "cap_frac": 0.1},
    "deep": {"n": 400_000, "pilot": 4_000, "min_fail": 40, "q_hi": 0.5, "points": 20, "cap_frac": 0.1},
}


def _heads(inst: dict):  # noqa: ANN202
    from models.chenli_lemma72 import Heads

    return Heads(ns=tuple(float(x) for x in inst["ns"]), r=int(inst["r"]), k=int(inst["k"]),
                 omega=float(inst["omega"]), traces=tuple(int(t) for t in inst["traces"]), mu=float(inst["mu"]),
                 e_mode=str(inst["e_mode"]), e_head=int(inst["e_head"]), e_sign=int(inst["e_sign"]),
                 r_e=int(inst["r"]) if inst["e_mode"] == "outside" else 0)


def _mu_scale(lam: float, omega: float, m: int, d: int) -> float:
    """The scale of Eq. (111): lambda^{5/2}/(omega^3 m^3 log^2 d) (the '<<' itself is hidden)."""
    return lam**2.5 / (omega**3 * m**3 * math.log(d) ** 2)


def _c_need(m: int, r: int, ns: np.ndarray, k: int, omega: float, d: int) -> float:
    """Rough C at which q(C) reaches min_fail/n (the Gaussian mechanism: token-2 logits ~ C/sqrt(Z) must beat the gap
    omega sqrt(log d) n_1, the largest of k - 1 other logits and the trace); the grid needs C^2 <= cap_frac m r."""
    cfg = CONFIG[experiment_scale()]
    Z = float(np.sum(1.0 / ns**2))
    tail = math.sqrt(2 * math.log((k - 1) * cfg["n"] / cfg["min_fail"]))
    return math.sqrt(Z) * float(ns[0]) * (omega * math.sqrt(math.log(d)) + tail + math.sqrt(math.log(k))) + 0.5


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    """m in {2, 1} (two heads first: the slower decay), norms n_1 >= n_2 = sqrt(lambda) n_1, k tokens, omega > 1,
    traces up to Assumption 5's chi <= sqrt(log k) (largest positive trace first: token 1 competes with token 2),
    proxy error E = 0, along one head (sign -1 first: it weakens that head in A) or on r further coordinates, with
    mu up to the scale of Eq. (111). The block size r is the smallest power of 2 >= the drawn base whose cap C^2 <=
    m r/10 (Eq. (110)'s C^2 << beta m r_Theta) leaves room for the decay of q (instances that need more than the
    largest enumerable r are rejected)."""
    m = draw(st.sampled_from([2, 1]))
    r0 = draw(st.sampled_from([1024, 512] if m == 2 else [1024, 256, 4096]))
    n1 = float(draw(with_edges(st.floats(2.0, 32.0), 8.0, 2.0, 32.0)))
    lam = float(draw(with_edges(st.floats(0.4, 1.0), 1.0, 0.4))) if m == 2 else 1.0
    ns = np.array([n1, n1 * math.sqrt(lam)])[:m]
    k = draw(st.integers(3, 8))
    omega = float(draw(with_edges(st.floats(1.0, 1.5, exclude_min=True), 1.0 + 1e-9, 1.5)))
    e_mode = draw(st.sampled_from(["along", "none", "outside"]))
    r_max = 2048 if m == 2 else 8192
    r = r0
    while r < r_max and math.sqrt(CONFIG[experiment_scale()]["cap_frac"] * m * r) < _c_need(
            m, r, ns, k, omega, 2 * r if e_mode == "outside" else r):
        r *= 2
    d = r + (r if e_mode == "outside" else 0)
    assume(math.sqrt(CONFIG[experiment_scale()]["cap_frac"] * m * r) >= _c_need(m, r, ns, k, omega, d))
    chi_max = math.sqrt(math.log(k))
    us = [draw(with_edges(st.floats(-1.0, 1.0), 1.0, 0.0)) for _ in range(m)]
    traces = [int(4 * math.trunc(u * chi_max * math.sqrt(r) / 4)) for u in us]  # multiples of 4: realisable
    mu = 0.0 if e_mode == "none" else draw(with_edges(st.floats(0.0, 1.0), 1.0)) * _mu_scale(
        min(lam, 1.0), omega, m, d)
    return {"m": m, "r": r, "ns": ns, "lam": lam, "k": k, "omega": omega, "traces": np.array(traces),
            "e_mode": e_mode, "e_head": draw(st.integers(0, m - 1)), "e_sign": draw(st.sampled_from([-1, 1])),
            "mu": float(mu), "seed": draw(SEEDS)}


def _curve(inst: dict) -> tuple[dict, dict]:
    from models.chenli_lemma72 import failure_curve

    cfg = CONFIG[experiment_scale()]
    h = _heads(inst)
    rho_pred = 1.0 / math.sqrt(2 * h.Z * max(h.ns) ** 2)  # Gaussian mechanism: other tokens vs the strongest head
    span = (math.sqrt(math.log(cfg["n"] / cfg["min_fail"])) - math.sqrt(math.log(1 / cfg["q_hi"]))) / rho_pred
    step = round(max(span / cfg["points"], 0.05), 3)
    cap = math.sqrt(cfg["cap_frac"] * h.m * h.r)
    for _ in range(2):  # refine the grid once if too few points were kept
        cur = failure_curve(h, cfg["n"], int(inst["seed"]), step, cap, cfg["q_hi"], cfg["min_fail"], cfg["pilot"])
        if cur["C"].size >= 5:
            break
        step = round(step / 2, 4)
    cur["step"], cur["cap"], cur["rho_pred"] = step, cap, rho_pred
    return cur, cfg


def _measure(inst: dict, ctx: Ctx) -> Measurement:
    from models.chenli_lemma72 import proxy_error_norm, trace_realisable

    h = _heads(inst)
    cur, cfg = _curve(inst)
    C, f, n = cur["C"], cur["fails"], cur["n"]
    if C.size < 3:
        raise ValueError(f"only {C.size} grid points with q <= {cfg['q_hi']} and >= {cfg['min_fail']} failures")
    q = f / n
    y = np.sqrt(-np.log(q))
    fit = fit_exponent(np.exp(C), np.exp(y))  # log-log fit of exp(.) data: the slope of sqrt(-log q) in C
    lo, hi = clopper_pearson(int(f[-1]), n)
    d = h.d
    # C at which the fitted line reaches q = 1/d (gamma = 1), and the gamma_1 of Eq. (113) that it corresponds to
    c_gamma1 = (math.sqrt(math.log(d)) - fit.intercept) / fit.exponent if fit.exponent > 0 else math.inf
    lam = float(inst["lam"])
    terms = {
        "C": [round(float(c), 4) for c in C], "q": [float(f"{x:.4g}") for x in q], "n_per_point": n,
        "P_A": [float(f"{x:.3g}") for x in cur["P_A"]], "q_last_CP99": (lo, hi),
        "gamma_eff_last": float(-math.log(q[-1]) / math.log(d)), "r2": fit.r2, "d": d, "eps": h.eps,
        "rho_mechanism": cur["rho_pred"], "rho_proof_A_prime": math.sqrt(lam / (4 * h.m)),
        "C_for_q_1/d": c_gamma1, "gamma1_for_q_1/d": c_gamma1 * lam**2 / (h.omega * math.sqrt(h.m * math.log(d))),
        "grid_step": cur["step"], "C_cap": cur["cap"],
        "trace_slack": math.sqrt(math.log(h.k)) - max([abs(t) for t in h.traces] + [0]) / math.sqrt(h.r),
        "k_ge_3": h.k - 3, "traces_ok": 1.0 if trace_realisable(h) else -1.0,
        "E_norm_err": abs(proxy_error_norm(h) - h.mu * h.ns[0]),
        "mu_scale_111": _mu_scale(min(lam, 1.0), h.omega, h.m, d), "mu": h.mu,
    }
    return Measurement(fit.exponent, {}, terms, lhs_interval=(fit.lo, fit.hi), stat=fit)


LEMMA7_2 = Claim(
    id="chenli.lemma7.2",
    paper=PAPER,
    source=f"Lemma 7.2, Section 7.1, {SEED_FILE} L2306-L2339 (event A, Eq. (113)); proof L2340-L2557",
    statement="For any gamma > 0 there is a choice of the constants gamma_1, gamma_2 in Eq. (113) (C = gamma_1 omega "
              "sqrt(m log d)/lambda^2) such that under event A: X_{1:} Theta~ X_{2:}^T > C/sqrt(Z) and for any omega "
              "> 1, the conditional probability that ||softmax(X_{1:} Theta_{i*} X^T) - e_2||_2 <= k exp(-omega "
              "sqrt(log d) ||Theta_1||_F) (for all i* in [m]) is at least 1 - 1/d^gamma.",
    kind="rate",
    comparison=">",
    bound=B.lemma7_2_gaussian_rate,
    measure=_measure,
    strategy=_instances,
    constants="hidden",
    assumptions=(
        Assumption("assumption5", "1 <= chi <= sqrt(log k) with |Tr(Theta_i)| <= chi ||Theta_i||_F (k >= 3)",
                   lambda q: min(q["trace_slack"], q["k_ge_3"])),
        Assumption("traces", "the drawn traces are realised by exactly orthogonal sign patterns (kappa = 0)",
                   lambda q: q["traces_ok"]),
        Assumption("proxy", "Theta~ = Theta* + E with ||E||_F = mu ||Theta_1||_F", lambda q: -q["E_norm_err"] + 1e-12),
        uncertified("eq111", "mu << lambda^{5/2}/(omega^3 m^3 log^2 d) (Eq. (111)): mu is drawn up to that scale "
                    "(the '<<' is hidden)"),
        uncertified("eq110", "1 <= omega << lambda^{7/4} sqrt(m kappa r_Theta/log d) (Eq. (110)), so that C^2 << beta "
                    "m r_Theta: the grid keeps C^2 <= m r/10; with kappa of Eq. (7) the requirement needs "
                    "astronomically large r_Theta"),
        uncertified("gamma1", "gamma_1 >= gamma_2 'sufficiently large' (Eq. (113)): C is a free grid starting where "
                    "q(C) <= 1/2"),
        uncertified("section4", "Assumptions 1, 3, 6 of Section 4 with their hidden '<<' (lambda >> m^{3/2} log m/"
                    "sqrt(r_Theta), log^c(dmk)/(kappa lambda) << r_Theta, log(kd/sqrt(lambda')) << ||Theta_1||_F)"),
    ),
    expect="holds",
    notes="Heads Theta_i = n_i diag(h_i)/sqrt(r) with equidistributed sign patterns (exactly orthogonal, flat, stable "
          "rank r, traces up to Assumption 5's sqrt(log k)), Theta~ = Theta* + E (E = 0, along a head, or on r "
          "further coordinates; ||E||_F = mu ||Theta_1||_F). Everything is a function of the class sums of "
          "y = X_1 * X_a, so the law of token 2 given A is EXACT (enumeration; P[A] down to 1e-20, no rejection "
          "sampling, cross-checked against models.chenli_proxy.prob_A) and only the failure indicator 'some head has "
          "||softmax - e_2|| > k exp(-omega sqrt(log d) ||Theta_1||)' is Monte Carlo (tokens 3..k drawn fresh). "
          "q(C) = P[fail | A] on a grid of C from q <= 1/2 down to ~1e-3 (ci: 2e4 draws a point; deep 4e5). Since C "
          "grows like sqrt(log d), 'q <= d^{-gamma} for every gamma (gamma_1 = gamma_1(gamma))' forces Gaussian "
          "decay q <= exp(-Omega(C^2)) (the proof's exp(-Omega(C^2 lambda/m)) + mk exp(-Omega(a^2))): the "
          "measured quantity is the fitted slope rho of sqrt(-log q(C)) in C (99 % interval, stat), which must be "
          "> 0 (hidden constant). Measured rho ~ 0.6-0.75 (m = 1; mechanism 1/sqrt 2) and 0.25-0.5 (m = 2; "
          "mechanism 1/sqrt(2 Z n_1^2)); omega in (1, 1.5], lambda in [0.4, 1] for m = 2, and r = the smallest "
          "power of 2 above the drawn one whose cap C^2 <= m r/10 leaves room for the decay (up to 2048 for m = 2, "
          "8192 for m = 1) keep the grid inside the proof's Gaussian regime at enumerable sizes; the proof's own A' rate sqrt(lambda/(4m)) and the gamma_1 needed for q = "
          "1/d are in the terms. Planted wrong rates (killed with the uncertified requirements granted): q <= "
          "exp(-C^2) (rho >= 1) and q <= exp(-C^2/2) for every m (rho >= 1/sqrt 2, false for two heads). m <= 2 "
          "(the exact conditional law enumerates (r/2^{m-1}+1)^{2^{m-1}} cells); Assumption 7 (non-arithmeticity) "
          "fails for these lattice heads but is not used by the proof of Lemma 7.2 (Theorems 3.1, 3.4, Hoeffding).",
    mutants={"q <= exp(-C^2) (rho >= 1)": lambda: 1.0,
             "q <= exp(-C^2/2) for every m (rho >= 1/sqrt 2)": lambda: 1 / math.sqrt(2)},
    settings={"ci": {"max_examples": 4, "budget_s": 6.0}, "deep": {"max_examples": 40, "budget_s": 1200.0}},
    domain=(Param("omega", 1.0, INF, lo_closed=False, text="any omega > 1",
                  unreached="omega in (1, 1.5]: the target k exp(-omega sqrt(log d) ||Theta_1||_F) shrinks with omega "
                            "and the exact enumeration caps r at 8192"),
            Param("k", 2, INF, text="k tokens", integer=True, unreached="k in [3, 8] (exact class-sum law)"),
            Param("m", 1, INF, text="m heads", integer=True, unreached="m in {1, 2} (exact laws need r <= 8192)"),
            Param("lam", 0.0, 1.0, lo_closed=False, text="lambda in (0, 1] (Assumption 1)", key="lam",
                  unreached="lambda in [0.4, 1] (m = 2): smaller lambda pushes the needed r past the enumerable 2048")),
)

CLAIMS = [LEMMA7_2]
