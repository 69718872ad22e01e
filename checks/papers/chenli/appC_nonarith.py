"""chenli Appendix C (Non-arithmeticity): Lemma C.1, Fact C.2, Lemma C.3, and C.2 (relating Assumption 7 to
the characteristic function).
"""

from __future__ import annotations

import math

import mpmath
import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import appC_nonarith as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE, _mp_to_frac
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models.cube import (
    char_fn_linear,
    char_fn_linear_mp,
)

# ------------------------------------------------------------------------------------ Appendix C.2 (L3856-L3865)


@st.composite
def _appC_2_instances(draw: st.DrawFn) -> dict:
    """A_ij = <x, (Theta_i)_{:,j}> for a random x in {+-1}^d and Gaussian Theta_i (d = 16), T = first |T| columns;
    lambda Gaussian, in a box, or on a grid of multiples of pi/4."""
    m = draw(st.integers(1, 4))
    t = draw(st.integers(1, 10))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    d = 16
    x = rng.choice([-1.0, 1.0], d)
    thetas = rng.normal(size=(m, d, t)) / np.sqrt(d)
    A = np.einsum("d,mdt->mt", x, thetas)
    lmode = draw(st.sampled_from(["gaussian", "box", "grid"]))
    if lmode == "grid":
        lam = rng.integers(-4, 5, m) * np.pi / 4
    else:
        lam = rng.normal(size=m) * (draw(log_uniform(0.01, 10.0)) if lmode == "box" else 1.0)
    return {"m": m, "t": t, "A": A, "lam": lam, "lmode": lmode, "seed": seed}


def _appC_2_q(inst: dict) -> dict:
    return {"lam": tuple(float(v) for v in inst["lam"]), "A": tuple(tuple(float(v) for v in r) for r in inst["A"])}


def _appC_2_measure(inst: dict, ctx: Ctx) -> Measurement:
    return Measurement(char_fn_linear(inst["lam"], inst["A"]), _appC_2_q(inst))


def _appC_2_exact(inst: dict) -> Measurement:
    q = _appC_2_q(inst)
    with mpmath.workdps(60):
        lhs = _mp_to_frac(char_fn_linear_mp(list(q["lam"]), [list(r) for r in q["A"]]))
    return Measurement(lhs, q)  # float quantities: the (possibly negative) bound is evaluated in float64


APPC_2 = Claim(
    id="chenli.appC.2",
    paper=PAPER,
    source=f"Appendix C.2 (relating Assumption 7 to the characteristic function), {SEED_FILE} L3856-L3865",
    statement="Given x in {+-1}^d and T subset [d], V in R^{m x d} with rows x^T (Theta_i)_{:,T}; for y ~ Unif{+-1}^d "
              "and lambda in R^m: E_y exp(i <lambda, V y>) = prod_{i=1}^m prod_{j in T} cos(lambda_i <x,(Theta_i)_{:,j}>).",
    statement_tex=r"$$\mathbb{E}_{y \sim \{\pm 1\}^d} [e^{i \langle \lambda, \mathbf{V}y \rangle}] = \prod_{i=1}^m "
                  r"\prod_{j \in T} \cos(\lambda_i \langle x, (\Theta_i)_{:,j} \rangle).$$",
    kind="step",
    comparison="==",
    bound=B.appC_2,
    measure=_appC_2_measure,
    exact=_appC_2_exact,
    strategy=_appC_2_instances,
    rtol=1e-9,
    atol=1e-12,
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_appC_2_second_path",
    evidence=(
        "<lambda, V y> = sum_{j in T} y_j (sum_i lambda_i A_ij) with A_ij = <x,(Theta_i)_{:,j}>, so the "
        "characteristic function is prod_j cos(sum_i lambda_i A_ij); the printed double product "
        "prod_i prod_j cos(lambda_i A_ij) is correct only for m = 1. Example m = 2, |T| = 1, A = (pi/2, pi/2)^T, "
        "lambda = (1, 1): exact value cos(pi) = -1, printed cos(pi/2)^2 = 0. Found by exact enumeration over "
        "y in {+-1}^T with a 60-digit re-check. (The displayed sum also drops lambda_i.) Assumption 7 is stated "
        "with the same product form, so the link to condition (163) of Theorem B.4 needs the combined form."
    ),
    corrected=B.appC_2_corrected,
    mutants={"printed double product": B.appC_2,
             "one column only": lambda lam, A: B.appC_2_corrected(lam, tuple(r[:1] for r in A))},
    notes="Exact enumeration over y in {+-1}^|T| (|T| <= 10), m in 1..4, Gaussian Theta_i; mpmath re-check.",
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
    domain=(Param("m", 1, INF, text="lambda in R^m, m heads", integer=True,
                  unreached="m <= 4, |T| <= 10: exact enumeration over y in {+-1}^T (2^|T| points); the printed "
                            "product is wrong from m = 2, |T| = 1 on"),
            Param("T", 0, INF, key="t", text="T subset [d], any size", integer=True,
                  unreached="|T| in [1, 10] (2^|T| enumeration); |T| = 0 gives 1 = 1 (empty products)")),
)


# ------------------------------------------- Appendix C.2's use of Assumption 7 (L3864-L3866, L1851, L465-L467)


@st.composite
def _appC2_use_instances(draw: st.DrawFn) -> dict:
    """As for chenli.appC.2, plus the 'cancel' family: m = 2 heads whose columns agree on x (x^T Theta_1 = x^T Theta_2
    on T, compatible with near-orthogonal Theta_i: Theta_2 = Theta_1 + D with x^T D = 0) and lambda = (l, -l), so
    <lambda, V y> = 0 for every y while Assumption 7's product is prod_j cos(l A_j)^2."""
    if draw(st.booleans()):
        return draw(_appC_2_instances())
    t = draw(st.integers(1, 10))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    row = rng.normal(size=t) * draw(log_uniform(0.1, 10.0))
    l0 = float(draw(log_uniform(0.1, 10.0)))
    return {"m": 2, "t": t, "A": np.stack([row, row]), "lam": np.array([l0, -l0]), "lmode": "cancel", "seed": seed}


def _appC2_use_measure(inst: dict, ctx: Ctx) -> Measurement:
    return Measurement(abs(char_fn_linear(inst["lam"], inst["A"])), _appC_2_q(inst))


def _appC2_use_exact(inst: dict) -> Measurement:
    q = _appC_2_q(inst)
    with mpmath.workdps(60):
        lhs = abs(char_fn_linear_mp(list(q["lam"]), [list(r) for r in q["A"]]))
        qm = {"lam": tuple(mpmath.mpf(v) for v in q["lam"]), "A": tuple(tuple(mpmath.mpf(v) for v in r) for r in q["A"])}
    return Measurement(lhs, qm, exact=True)  # both sides at 60 digits (the bound is evaluated on mpf inputs)


DISPLAY_APPC2_ASSUMPTION7 = Claim(
    id="chenli.display.appC.2-assumption7",
    catalog_id="chenli.appC.2",
    paper=PAPER,
    source=f"Appendix C.2, {SEED_FILE} L3864-L3866 (with Assumption 7, L465-L467, and its use at L1851)",
    statement="The use of the display L3864: 'the condition Eq. (163) in Theorem B.4 ... is satisfied provided "
              "Assumption 7', i.e. |E_y exp(i <lambda, V y>)| <= prod_{i=1}^m prod_{j in T} |cos(lambda_i <x, "
              "(Theta_i)_{:,j}>)| (Assumption 7's product bounds the characteristic function of V y), for every "
              "lambda in R^m, x, T and Theta_i.",
    statement_tex=r"$$\prod_{i=1}^m \prod_{j \in T} |\cos(\lambda_i \langle x, \Theta_{:,j} \rangle)| \leq "
                  r"\exp(-\Omega(\sqrt{d}))$$ In other words, the condition Eq. (163) in Theorem B.4, in our "
                  r"applications thereof, is satisfied provided Assumption 7.",
    kind="step",
    comparison="<=",
    bound=B.appC2_assumption7_use,
    measure=_appC2_use_measure,
    exact=_appC2_use_exact,
    strategy=_appC2_use_instances,
    atol=1e-12,
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_display_appC2_assumption7_second_path",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round3/chenli.md): confirmed. (the audit NOTE in docs/audits/chenli.md on chenli.display.appC.2-inner found the "
             "display; this claim encodes its use). |phi_{Vy}(lambda)| = |prod_j cos(sum_i lambda_i A_ij)| is not "
             "bounded by prod_i prod_j |cos(lambda_i A_ij)|: m = 2, |T| = 1, A = (1, 1)^T, lambda = (1, 1): |cos 2| "
             "= 0.416 > cos(1)^2 = 0.292. Worse, with x^T Theta_1 = x^T Theta_2 on T (Theta_2 = Theta_1 + D, x^T D "
             "= 0, so the heads can still be nearly orthogonal) and lambda = (l, -l), ||lambda|| = sqrt 2 l >= "
             "sqrt m: <lambda, V y> = 0, |phi| = 1, while Assumption 7's product prod_j cos(l A_j)^2 is "
             "exp(-Omega(d)) for generic A: Assumption 7 as printed does not give (163).",
    corrected=B.appC2_assumption7_use_corrected,
    corrected_text="Assumption 7 restated on the combined form prod_{j in T} |cos(sum_i lambda_i <x, "
                   "(Theta_i)_{:,j}>)| <= exp(-Omega(sqrt d)); with it, |phi_{Vy}(lambda)| equals that product "
                   "(the corrected bound is that modulus).",
    mutants={"Assumption 7's product squared": lambda lam, A: B.appC2_assumption7_use(lam, A) ** 2},
    notes="Exact enumeration over y in {+-1}^|T| (|T| <= 10), 60-digit re-check; half the draws are the cancelling "
          "family (m = 2, lambda = (l, -l), equal rows of A).",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
    domain=(Param("m", 1, INF, text="lambda in R^m, m heads", integer=True,
                  unreached="m <= 4, |T| <= 10: exact enumeration over y in {+-1}^T"),
            Param("T", 0, INF, key="t", text="T subset [d]", integer=True,
                  unreached="|T| in [1, 10] (2^|T| enumeration)")),
)


# ------------------------------------------------------------------------------ Lemma C.3 (L3840-L3852)

_C3_DMAX = 2 * 10**6  # m d normals per realisation (a path point past it leaves the path: SolverFailure)


@st.composite
def _appC_3_instances(draw: st.DrawFn) -> dict:
    """The smallest admitted scale r sigma = C0 sqrt(m/d) (C0 the hidden Omega constant, drawn over 3 decades);
    lambda of norm exactly r, on one head ('single') or spread equally ('spread'); Theta' = 0 or on the lattice
    lambda_i <x, Theta'_{:,j}> in 2 pi Z (column norms 2 pi |n|/(lambda_i sqrt d) <= alpha: any alpha >> sigma
    admits it for large d); d drawn log-uniformly from 10 to 2e5/m (m d normals per realisation)."""
    C0 = draw(with_edges(log_uniform(0.01, 10.0), 0.01, 10.0))
    m = draw(with_edges(st.integers(1, 100), 1, 100))
    d = int(round(draw(with_edges(log_uniform(10.0, _C3_DMAX / m / 10), 10.0, _C3_DMAX / m / 10))))
    return {"C0": float(C0), "m": m, "d": d, "lam_mode": draw(st.sampled_from(["single", "spread"])),
            "theta_prime": draw(st.sampled_from(["zero", "lattice"])), "seed": draw(SEEDS), "effort": 1}


def _appC_3_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = the median over 3 x effort independent realisations of -log prod_{i, j in [d]} |cos(lambda_i <x,
    (Theta_i)_{:,j}>)| (one admissible lambda, ||lambda|| = r: a lower bound of the sup); quantities (d, m, C0)."""
    from thmcheck.models.chenli.sec3_appC_prelim import smoothed_cos_product_neglog

    C0, m, d = float(inst["C0"]), int(inst["m"]), int(inst["d"])
    if m * d > _C3_DMAX:
        raise SolverFailure(f"m d = {m * d} normals per realisation are not drawn here (cap {_C3_DMAX})")
    rs = C0 * np.sqrt(m / d)  # r sigma at the smallest admitted scale
    lam_sigma = np.r_[rs, np.zeros(m - 1)] if inst["lam_mode"] == "single" else np.full(m, rs / np.sqrt(m))
    ys = []
    for k in range(3 * int(inst.get("effort", 1))):
        lat = None
        if inst["theta_prime"] == "lattice":
            lat = np.random.default_rng(inst["seed"] + 7919 * k).integers(-3, 4, (m, d)).astype(float)
            lat[lam_sigma == 0] = 0.0
        ys.append(smoothed_cos_product_neglog(lam_sigma, d, inst["seed"] + k, lattice=lat))
    y = float(np.median(ys))
    return Measurement(y, {"d": float(d), "m": float(m), "C0": C0},
                       {"realisations": [float(f"{v:.6g}") for v in ys], "limit_m_C0^2/2": m * C0 * C0 / 2,
                        "sqrt_d": math.sqrt(d)})


LEMMAC_3 = Claim(
    id="chenli.lemmaC.3",
    paper=PAPER,
    source=f"Lemma C.3, Appendix C.1, {SEED_FILE} L3840-L3852",
    statement="x in {+-1}^d; Theta_i = Theta'_i + N(0, sigma^2/d) entrywise, columns of Theta'_i of norm <= alpha, "
              "alpha >> sigma. For any r, R with r sigma >= Omega(sqrt(m/d)), with probability >= 1 - (R m alpha d^2 "
              "e^{O(sqrt d)})^m exp(-Omega(d)), for all T of size >= (1 - o(1))d: sup_{r <= ||lambda|| <= R} "
              "prod_i prod_{j in T} |cos(lambda_i <x, (Theta_i)_{:,j}>)| <= e^{-Theta(sqrt d)}.",
    kind="probabilistic",
    comparison=">=",
    bound=B.lemmaC_3_shape,
    measure=_appC_3_measure,
    strategy=_appC_3_instances,
    constants="hidden",
    uniform=True,
    directions=(
        Direction("d -> inf", "d", INF, how="path", move=lambda inst, t: {**inst, "d": int(round(t))},
                  points=(1e1, 3e1, 1e2, 3e2, 1e3, 3e3, 1e4, 3e4, 1e5),
                  reason="the main rate at the smallest admitted scale r sigma = C0 sqrt(m/d): -log prod -> m "
                         "C0^2/2, d-free, where the shape sqrt(d) grows"),
        Direction("C0, m, lambda's spread, Theta'", "C0", INF, how="search",
                  reason="C0 in [0.01, 10], m in [1, 100], lambda on one head or spread, Theta' = 0 or on the "
                         "lattice (drawn)"),
        Direction("R, alpha", "R", INF, how="unsearched",
                  reason="one admissible lambda with ||lambda|| = r bounds the sup from below whatever R >= r; "
                         "alpha >> sigma only admits Theta' (the lattice columns meet it for large d)"),
    ),
    escalate=lambda inst, level: {**inst, "effort": 4**level},
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_lemmaC_3_second_path",
    evidence=(
        "One admissible lambda bounds the sup from below, and that is what breaks an upper bound. At the smallest "
        "admitted scale r sigma = C0 sqrt(m/d), lambda = r e_1, Theta' = 0, T = [d] (the largest T gives the "
        "smallest product): lambda_1 <x, (Theta_1)_{:,j}> ~ N(0, C0^2 m/d) i.i.d. exactly (||x||^2 = d), so "
        "-log prod_j |cos| = sum_j -log|cos| -> m C0^2/2 (mean d E[-log cos(C0 sqrt(m/d) g)] = m C0^2/2 + O(1/d), "
        "standard deviation O(1/sqrt d)): the product stays near e^{-m C0^2/2}, d-free, with probability -> 1, "
        "where the lemma says e^{-Theta(sqrt d)} (-log must grow like sqrt d). Measured: fitted exponent of -log "
        "prod in d about 0 (99 % interval far below 1/2) on ladders d = 100..10^6; second path (scipy quadrature "
        "of the exact mean and variance + Chebyshev) in tests. Cause: Lemma C.1 (chenli.lemmaC.1, erratum) gives "
        "|cos - 1| >= Omega(1/d), not Omega(1/sqrt d), at this scale, so Omega(d) such factors give e^{-Omega(1)}. "
        "The lemma holds at a larger scale: for r sigma >= C d^{-1/4} sqrt(m) the same computation gives "
        "-log prod ~ C^2 sqrt(d)/2. Round 4, uniform check: the search's own path d = 10..1e6 (median of 3 "
        "realisations per point) has sqrt(d)/(-log prod) growing x176, log-slope 0.46 [0.39, 0.54]."),
    domain=(
        Param("d", 1, INF, text="x in {+-1}^d, d in N (the statement is asymptotic in d)", key="d",
              integer=True, unreached="d in [10, 2e5/m] (m d normals per realisation); the path to 1e5 and on while "
                                      "m d <= 2e6"),
        Param("C0", 0.0, INF, lo_closed=False, text="r sigma >= Omega(sqrt(m/d)): r sigma = C0 sqrt(m/d), C0 the "
              "hidden constant", unreached="C0 in [0.01, 10]; the limit m C0^2/2 is d-free for every C0 (tests: "
                                           "closed form)"),
        Param("m", 1, INF, text="m heads, m in N", integer=True,
              unreached="m <= 100 (m d normals per realisation); the limit is m C0^2/2 or C0^2 m/2, d-free for "
                        "every m"),
    ),
    mutants={"rate e^{-Theta(d^{1/3})}, wrong along d": lambda d, m, C0: d ** (1 / 3),
             "rate e^{-Theta(sqrt(d)/m)} (a wrong power of m)": lambda d, m, C0: math.sqrt(d) / m},
    notes="Uniform check (round 4): lhs = the median over 3 x effort realisations of -log prod_{i, j in [d]} "
          "|cos(lambda_i <x, (Theta_i)_{:,j}>)| for one lambda with ||lambda|| = r, drawn in its exact law "
          "(thmcheck.models.chenli.sec3_appC_prelim.smoothed_cos_product_neglog; tests compare with dense d x d "
          "Gaussian Theta_i), shape sqrt(d), comparison '>=' (prod <= e^{-c sqrt d} is -log prod >= c sqrt d); the "
          "median fails the event on at least half the draws, far above the failure probability the lemma allows; "
          "escalate x4 realisations per level. d from 10 to 2e5/m (the path to 1e5, extended while m d <= 2e6). The failure probability the lemma allows tends to 0, so a d-free product on an event of "
          "probability -> 1 contradicts it. Mutants: slower rates e^{-Theta(d^{1/4})}, e^{-Theta(d^{1/8})} "
          "(also crossed: the product does not decay at all). No corrected bound as a rate: what holds is "
          "-log sup >= c > 0 (e^{-Omega(1)}), which the ladder's fitted exponent cannot express.",
    settings={"ci": {"max_examples": 10, "budget_s": 2.0}},
)


# ------------------------------------------------------------------------------ Lemma C.1 / Fact C.2 (L3830-L3836)

@st.composite
def _appC_1_instances(draw: st.DrawFn) -> dict:
    """Hidden constants drawn: c sigma = C0/sqrt d (the smallest scale the hypothesis allows), threshold c1/sqrt d;
    the mean mu = c<x,v'> at 0 (v' = 0) or anywhere in [0, 2 pi); d over 10^0..10^12."""
    mu = draw(st.one_of(st.sampled_from([0.0, 2 * np.pi * (1 - 1e-3)]), st.floats(0.0, 2 * np.pi, exclude_max=True)))
    return {"C0": draw(log_uniform(0.1, 10.0)), "c1": draw(log_uniform(0.01, 1.0)), "mu": mu,
            "d": float(draw(with_edges(log_uniform(1.0, 1e12), 1e2, 1e12)))}


def _appC_1_measure_at(inst: dict, dps: int, printed_threshold: str) -> Measurement:
    """-log P at the instance's d (P = P[dist(c<x,v>, 2 pi Z) >= arccos(1 - c1/sqrt d)], closed form)."""
    from thmcheck.models.chenli.sec3_appC_prelim import cos_threshold_angle, neg_log_prob_dist_2piz_ge

    d = float(inst["d"])
    tau = inst["C0"] / np.sqrt(d)
    thr = inst["c1"] / np.sqrt(d)
    a = cos_threshold_angle(thr) if printed_threshold == "cos" else min(thr, np.pi)
    nl = float(neg_log_prob_dist_2piz_ge(inst["mu"], tau, a, dps))
    return Measurement(max(0.0, nl), {"d": d, "C0": float(inst["C0"]), "c1": float(inst["c1"])}, {"P": math.exp(-nl)})


def _appC_1_directions(d_reason: str, search_note: str) -> tuple[Direction, ...]:
    """The directions of Lemma C.1 and Fact C.2: d -> inf along the ladder 10^2..10^12, the constants searched."""
    return (
        Direction("d -> inf", "d", INF, how="path", move=lambda inst, t: {**inst, "d": float(t)},
                  points=(1e2, 1e4, 1e6, 1e8, 1e10, 1e12), reason=d_reason),
        Direction("C0, c1, mu", "C0", INF, how="search",
                  reason="drawn: C0 in [0.1, 10], c1 in [0.01, 1], mu anywhere in [0, 2 pi)" + search_note),
    )


LEMMAC_1 = Claim(
    id="chenli.lemmaC.1",
    paper=PAPER,
    source=f"Lemma C.1, Appendix C.1, {SEED_FILE} L3830-L3834",
    statement="Consider any x in {+-1}^d and c bounded away from zero. Suppose v = v' + (sigma/sqrt d) gamma, v' "
              "deterministic, gamma ~ N(0, Id). Then if c sigma = Omega(1/sqrt d), "
              "P[|cos(c<x,v>) - 1| >= Omega(1/sqrt d)] >~ Omega(1).",
    kind="probabilistic",
    comparison="<=",
    bound=B.lemmaC_1_shape,
    measure=lambda inst, ctx: _appC_1_measure_at(inst, 30, "cos"),
    exact=lambda inst: _appC_1_measure_at(inst, 60, "cos"),
    strategy=_appC_1_instances,
    constants="hidden",
    uniform=True,
    directions=_appC_1_directions(
        "at the smallest admitted scale c sigma = C0/sqrt d, -log P ~ (c1/C0^2) sqrt d for every choice of the hidden "
        "constants", ""),
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_lemmaC_1_second_path",
    evidence=(
        "c<x,v> ~ N(c<x,v'>, c^2 sigma^2) exactly (||x||^2 = d); with v' = 0 and c sigma = C0/sqrt d, "
        "|cos(theta) - 1| = 2 sin^2(theta/2) <= theta^2/2 is of order 1/d, so the event |cos - 1| >= c1/sqrt d "
        "needs |theta| >= arccos(1 - c1/sqrt d) ~ sqrt(2 c1) d^{-1/4}, i.e. |N(0,1)| >= sqrt(2 c1) d^{1/4}/C0: "
        "P = 6.47e-6 at d = 10^2 and 1.8e-45 at d = 10^4 (C0 = c1 = 1), -> 0 like exp(-(c1/C0^2) sqrt d) for EVERY "
        "choice of the hidden constants (closed form, 30- and 60-digit mpmath; uniform check this round, in log form: "
        "P >~ Omega(1) iff -log P is bounded). The proof reduces to dist(theta, 2 pi Z) >= Omega(1/sqrt d) (Fact C.2, "
        "true), but 1 - cos is quadratic in that distance: the conclusion holds with threshold Omega(1/d), not "
        "Omega(1/sqrt d). Lemma C.3 then gets prod_j |cos| <= (1 - Omega(1/d))^{(1-o(1))d} = e^{-Omega(1)}, not "
        "e^{-Omega(sqrt d)}, at the smallest admitted scale r sigma ~ sqrt(m/d) (Assumption 7's justification)."),
    notes="Uniform check in log form: lhs = -log P (closed form: P[dist(theta, 2 pi Z) >= arccos(1 - c1/sqrt d)] for "
          "theta ~ N(mu, C0^2/d), summed over the periods from the normal tails, no cancellation, values down to "
          "10^-43000), shape 1 (P bounded away from 0 <=> -log P bounded). Corrected: -log P <~ (c1/C0^2) sqrt d + 1.",
    corrected=B.lemmaC_1_shape_corrected,
    mutants={"-log P <~ C0^2 (wrong along C0)": lambda d, C0, c1: C0 * C0},
    domain=(Param("d", 1, INF, key="d", text="x in {+-1}^d", integer=False),
            Param("C0", 0.0, INF, lo_closed=False, key="C0", text="c sigma = Omega(1/sqrt d): c sigma = C0/sqrt d",
                  unreached="C0 in [0.1, 10]: P = exp(-(c1/C0^2) sqrt d (1 + o(1))) for every C0 (closed form)"),
            Param("c1", 0.0, INF, lo_closed=False, key="c1", text="threshold Omega(1/sqrt d) = c1/sqrt d",
                  unreached="c1 in [0.01, 1]: |cos - 1| <= 2, so c1 > 2 sqrt(d) is empty; the rate is c1-free")),
    settings={"ci": {"max_examples": 20, "budget_s": 3.0}},
)

FACTC_2 = Claim(
    id="chenli.factC.2",
    paper=PAPER,
    source=f"Fact C.2, Appendix C.1, {SEED_FILE} L3836",
    statement="For any mu in [0, 2 pi) and tau = Omega(1/sqrt d), P_{zeta ~ N(mu, tau^2)}[dist(zeta, 2 pi Z) >= "
              "Omega(1/sqrt d)] >= Omega(1).",
    kind="probabilistic",
    comparison="<=",
    bound=B.factC_2_shape,
    measure=lambda inst, ctx: _appC_1_measure_at(inst, 30, "dist"),
    exact=lambda inst: _appC_1_measure_at(inst, 60, "dist"),
    strategy=_appC_1_instances,
    constants="hidden",
    uniform=True,
    directions=_appC_1_directions(
        "at the smallest admitted scale tau = C0/sqrt d with threshold c1/sqrt d, P depends on d only through mu's "
        "position: at mu = 0 it is P[|N(0,1)| >= c1/C0] for every d",
        "; the threshold's constant c1 is the statement's to choose, so c1/C0 is not sent to infinity") + (
        # round 36 (helper lim-c): tau = Omega(1/sqrt d) is bounded only below; its other end tau -> inf
        Direction("tau -> inf (C0 = tau sqrt d -> inf at d = 100, mu = 0, c1 = 1/10; round 36)", "C0", INF,
                  how="path", move=lambda inst, t: {**inst, "C0": float(t), "d": 100.0, "mu": 0.0, "c1": 0.1},
                  points=(0.1, 0.3, 1.0, 3.0, 10.0, 30.0, 100.0),
                  reason="round 36 (helper lim-c): as tau -> inf zeta mod 2 pi tends to the uniform law and P tends "
                         "to 1 - c1/(pi sqrt d); -log P falls to its limit 3.19e-3 by C0 = 100 (tau = 10; "
                         "larger tau only costs the exact image sum time)"),),
    mutants={"-log P <~ d^{-1/2} (P -> 1)": lambda d, C0, c1: d ** -0.5},
    notes="Uniform check in log form, as Lemma C.1 (same closed form, threshold c1/sqrt d on the distance itself, "
          "tau = C0/sqrt d): at mu = 0 the probability is P[|N(0,1)| >= c1/C0] for every d (-log P constant), "
          "elsewhere it increases to 1; -log P is bounded over the drawn domain.",
    settings={"ci": {"max_examples": 20, "budget_s": 3.0}},
    domain=(Param("mu", 0.0, 2 * math.pi, hi_closed=False, text="mu in [0, 2 pi)"),
            Param("d", 1, INF, key="d", text="zeta's scale tau = Omega(1/sqrt d)", integer=False),
            Param("C0", 0.0, INF, lo_closed=False, key="C0", text="tau = Omega(1/sqrt d): tau = C0/sqrt d",
                  unreached="C0 in [0.1, 10] with c1 in [0.01, 1]: the conclusion's constants (the threshold c1 and the probability floor) may depend on the constant C0 of tau's lower bound, so C0 -> 0 at a fixed c1 is not part of the statement"),
            Param("c1", 0.0, INF, lo_closed=False, key="c1", text="threshold c1/sqrt d",
                  unreached="c1 in [0.01, 1]; dist(., 2 pi Z) <= pi, so c1 > pi sqrt d is an empty event")),
)


CLAIMS: list[Claim] = [LEMMAC_1, FACTC_2, LEMMAC_3, APPC_2, DISPLAY_APPC2_ASSUMPTION7]
