"""thesis, Appendix C (round 14, helper thesisC): the first '<~' of (C.260) L6533 and of (C.267) L6563.

Both are moment steps of the Chernoff arguments of Lemmas C.6.1 (GMM not symmetric) and C.6.2: E[|G|^p] <~ (E[...])^p,
used for every p >= 2 in the series (C.261) resp. (C.268). Gp'_i = <v, (y_i S_2(x_i) - E[y S_2]) v> is a quadratic of
Gaussians and Gr_i (the flattened [phi(w_i*^T x) S_3(x)](U^, U^, U^), centred) a cubic, so E|Gp'|^p grows like p^p and
E|Gr|^p like p^(3p/2), while the right sides are c^p: the ratio, even its p-th root, is unbounded in p (the same slip
as thesis.ch4.eqC.253-first, which round 13 found for (C.253)). Errata; the roots of thesis.ch4.eqC.262 (as printed)
and thesis.ch4.eqC.269.n_restored. Bounds in ``thmcheck.bounds.thesis.r14_thesisC``; second paths in
``tests/test_thesis_r14_thesisC.py``.

Round 14 also changed two round-13 claims in ``r13_thesisC``: thesis.ch4.eqC.262 is 'erratum as printed' with the
Bernstein reading (auditor A), and thesis.ch4.eqC.252's x -> 0 path runs to 1e-10 (its corrected claim's plateau).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r14_thesisC as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r14_thesisC.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# the p path: 10 points over 1.08 decades (log E|G|^p grows like p log p, slightly convex in p: with 5 points the
# exponential form's interval, corrected for a dev run's ~150 evaluations, did not exclude 0)
_P_POINTS = (4.0, 5.0, 6.0, 8.0, 10.0, 13.0, 16.0, 22.0, 32.0, 48.0)


def _move_p(inst: dict, v: float) -> dict:
    return {**inst, "p": int(v)}


def _sigmoid(a: np.ndarray) -> np.ndarray:
    return 0.5 * (1 + np.tanh(a / 2))


# ====================================== (C.260) L6533, first step: E|Gp'_i|^p <~ (E[sigma_min^-4 (x^T v)^2])^p


@st.composite
def _c260_instances(draw: st.DrawFn) -> dict:
    """p integer in [2, 12]; the GMM lambda_1 N(m s e_1, s^2 I_2) + (1 - lambda_1) N(0, s^2 I_2) (not symmetric), s
    log-uniform on [0.5, 2], m log-uniform on [0.5, 2], lambda_1 in [0.2, 0.8]; delta = ||w*|| log-uniform on [0.5,
    2]."""
    return {"p": int(draw(st.integers(2, 12))), "s": draw(log_uniform(0.5, 2.0)), "m": draw(log_uniform(0.5, 2.0)),
            "lam1": draw(st.floats(0.2, 0.8)), "delta": draw(log_uniform(0.5, 2.0))}


def _abs_moment_z2m1(p: int) -> float:
    """E|Z^2 - 1|^p, Z ~ N(0, 1), by the trapezoid rule on 1e5 nodes of [-L, L] (the p-th moment's mass sits near |z|
    ~ sqrt(2p); the Gaussian tail beyond L = sqrt(2p) + 14 is below e^-98 of it)."""
    half = math.sqrt(2 * p) + 14.0
    z = np.linspace(-half, half, 100001)
    return float(np.trapezoid(np.abs(z * z - 1) ** p * np.exp(-z * z / 2), z) / math.sqrt(2 * math.pi))


def _c260_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = E|Gp'|^p / R^p, R = E[sigma_min^-4 (x^T v)^2]. Model (thesis.ch4.eqC.262's): d = 2, v = e_2, K = 1, w* =
    delta e_1, y ~ Bern(sigmoid(w*^T x)). Both components have S_2(x)(v, v) = (z_2^2 - 1)/s^2 (z = (x - mu_l)/s; the
    means have no e_2 part), so the mixture's score (posterior-weighted) is the same, Q_2(v, v) = E[y (z_2^2 - 1)]/s^2
    = 0 (z_2 independent of the component, x_1 and y), and Gp' = y (z_2^2 - 1)/s^2: E|Gp'|^p = p_1 E|Z^2 - 1|^p /
    s^(2p), p_1 = P(y = 1). R = s^-4 E[x_2^2] = s^-2. Ratio = p_1 E|Z^2 - 1|^p (s cancels)."""
    p = int(inst["p"])
    if p > 80:
        raise SolverFailure("p > 80: the float ratio overflows")
    s, dl, m, l1 = float(inst["s"]), float(inst["delta"]), float(inst["m"]), float(inst["lam1"])
    z, wz = np.polynomial.hermite_e.hermegauss(80)
    wz = wz / wz.sum()
    p1 = float(l1 * np.sum(wz * _sigmoid(dl * s * (m + z))) + (1 - l1) * np.sum(wz * _sigmoid(dl * s * z)))
    e2 = _abs_moment_z2m1(p)
    ratio = p1 * e2
    return Measurement(ratio, {"p": p}, {"p1": p1, "E|Z^2-1|^p": e2, "ratio^(1/p)": ratio ** (1 / p), "s": s,
                                         "R": s**-2, "E|Gp'|^p": ratio * s ** (-2 * p)})


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.260-first", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.260), proof of Lemma C.6.1 (App. C.6.3, GMM not symmetric), its first '<~' (Gp'_i defined after "
                "(C.258))", "L6533"),
    statement="(C.260), first step: E[|Gp'_i|^p] <~ (E_{x ~ sum_l N(mu_l, Sigma_l)}[sigma_min^-4 (x_i^T v)^2])^p for "
              "every p >= 2 (the p of (C.261)'s series), one hidden constant; Gp'_i = <v, ([y_i S_2(x_i)] - E[y_i "
              "S_2(x_i)]) v>, ||v|| = 1.",
    statement_tex=r"\mathbb{E}[|Gp'_i|^p] \lesssim (\mathbb{E}_{\mathbf{x} \sim \sum_{l=1}^L \mathcal{N}(\boldsymbol{\mu}"
                  r"_l, \boldsymbol{\Sigma}_l)} [\sigma_{\min}^{-4}(\mathbf{x}_i^\top \mathbf{v})^2])^p",
    bound=B.moment_first_shape, measure=_c260_measure, strategy=_c260_instances(), constants="hidden",
    uniform=True, expect="erratum",
    directions=(
        Direction("p -> inf", "p", INF, how="path", move=_move_p, points=_P_POINTS,
                  reason="E|Gp'|^p grows like p^p (a quadratic of Gaussians: E|Z^2 - 1|^p ~ (2p/e)^p), the right "
                         "side like c^p: the ratio is unbounded (its p-th root grows like p, so no C^p serves either)"),
        Direction("s, m, lam1 (lambda_1), delta", "s", INF, how="search",
                  reason="s cancels in the ratio; m, lambda_1, delta move only p_1 = P(y = 1) in (0, 1)"),
    ),
    domain=(Param("p", 2, INF, integer=True, far=12, text="p >= 2 (the moments of (C.261)'s series)",
                  unreached="p in [2, 12] drawn, the path to 48 (floats)"),
            Param("s", 0, INF, lo_closed=False, far=2.0, text="sigma_min = sigma_max = s (tau = 1)",
                  unreached="[0.5, 2]: s cancels in the ratio"),
            Param("lam1", 0, 1, lo_closed=False, hi_closed=False, text="lambda_1 (the GMM is not symmetric)",
                  unreached="[0.2, 0.8]: it moves p_1 only")),
    evidence=(
        "Instance (inside every hypothesis of Lemma C.6.1's non-symmetric case: the GMM 0.5 N(e_1, I_2) + 0.5 N(0, I_2) "
        "is not symmetric (C.4), tau = 1; v = e_2 unit, K = 1 <= d = 2, w* = e_1, y ~ Bern(sigmoid(w*^T x)); Gp'_i has "
        "mean 0 as the paragraph says): S_2(x)(v, v) = x_2^2 - 1 for both components (the means have no e_2 part), "
        "so Gp' = y (x_2^2 - 1) and E|Gp'|^p / (E[x_2^2])^p = p_1 E|Z^2 - 1|^p with p_1 = P(y = 1) = 0.598: the ratio "
        "is 1.20, 35.9, 7.1e5, 6.9e16, 4.0e43 at p = 2, 4, 8, 16, 32, its p-th root 1.09, 2.45, 5.39, 11.3, 23.1 (~ "
        "2p/e; second path: exact "
        "integer moments E(Z^2 - 1)^p at even p, p_1 by mpmath quadrature). No constant C (nor C^p) makes E|Gp'|^p <= "
        "C R^p for all p, which (C.261)'s series sums over p -> inf. Not the encoding: the printed right side is "
        "positive here (R = E[x_2^2] = 1), the moments are exact. This is the root of thesis.ch4.eqC.262 (the "
        "sub-Gaussian Chernoff form, false as printed): the moments of a quadratic of Gaussians are not (const)^p."),
    corrected=B.moment_pp,
    corrected_text="E[|Gp'_i|^p] <~ p^p (E[sigma_min^-4 (x^T v)^2])^p (the p^p of sub-exponential moments restored; "
                   "(C.261)'s series then converges only for theta <~ 1/R, the Bernstein form of (C.195))",
    second_path=SP + "test_c260_first_moments_exact",
    mutants={"1/p (shrinking with p)": B.moment_first_mut_p, "p^(p/2) (sub-Gaussian moments)": B.moment_mut_half},
    notes="The (C.260) row's last step is thesis.ch4.eqC.260-last (r8, an erratum of its own).",
    settings={"ci": {"max_examples": 10, "budget_s": 4.0, "path_starts": 1}},
))


# ====================================== (C.267) L6563, first step: E|Gr_i|^p <~ (E[sigma_min^-6 (v^T U^T x)^3])^p


@st.composite
def _c267_instances(draw: st.DrawFn) -> dict:
    """p integer in [2, 12], s log-uniform on [0.5, 2], delta = ||w*|| log-uniform on [0.5, 2]."""
    return {"p": int(draw(st.integers(2, 12))), "s": draw(log_uniform(0.5, 2.0)), "delta": draw(log_uniform(0.5, 2.0))}


def _c267_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = E|Gr|^p / R^p, R = E[sigma_min^-6 |v^T U^T x|^3] (the absolute value: as printed, without it, R = E[x^3]/s^6
    = 0 for this centred mixture and the step fails at once). Model (thesis.ch4.eqC.269.n_restored's): d = K = 1, the
    symmetric GMM (C.4) with mu = 0 (1/2 N(0, s^2) twice), w* = delta, U^ = U = 1 (the column span of W*), v = 1,
    phi = sigmoid: S_3(x) = He_3(z)/s^3 (z = x/s), B(x) = T(x) = sigmoid(delta s z) He_3(z)/s^3, Gr = B - E[B].
    E|Gr|^p = E|sigmoid(delta s Z) He_3(Z) - m_0|^p / s^(3p) (trapezoid rule on 1e5 nodes), R = E|Z|^3 / s^3 = 2 sqrt(2/pi)/s^3:
    s cancels except through delta s."""
    p = int(inst["p"])
    if p > 60:
        raise SolverFailure("p > 60: the float ratio overflows")
    a = float(inst["delta"]) * float(inst["s"])
    half = math.sqrt(3 * p) + 14.0  # the p-th moment's mass sits near |z| ~ sqrt(3p); the Gaussian tail beyond is < e^-98
    z = np.linspace(-half, half, 100001)
    w = np.exp(-z * z / 2) / math.sqrt(2 * math.pi)
    b = _sigmoid(a * z) * (z**3 - 3 * z)
    m0 = float(np.trapezoid(b * w, z))
    em = float(np.trapezoid(np.abs(b - m0) ** p * w, z))
    R = 2 * math.sqrt(2 / math.pi)
    ratio = em / R**p
    return Measurement(ratio, {"p": p}, {"E_B": float(m0), "E|Gr|^p s^(3p)": em, "R s^3": R,
                                         "ratio^(1/p)": ratio ** (1 / p), "delta_s": a})


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.267-first", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.267), proof of Lemma C.6.2 (App. C.6.4), its first '<~' (Gr_i defined after (C.265))", "L6563"),
    statement="(C.267), first step: E[|Gr_i|^p] <~ (E_{x ~ sum_l N(mu_l, Sigma_l)}[sigma_min^-6 (v^T U^^T x)^3])^p for "
              "every p >= 2 (the p of (C.268)'s series), one hidden constant; Gr_i = <v, B_i(x_i) v> - E[...], "
              "||v|| = 1; read with |v^T U^^T x|^3 (without it the right side is 0 for a centred mixture).",
    statement_tex=r"\mathbb{E}[|Gr_i|^p] \lesssim (\mathbb{E}_{\mathbf{x} \sim \sum_{l=1}^L \mathcal{N}(\boldsymbol{\mu}"
                  r"_l, \boldsymbol{\Sigma}_l)} [\sigma_{\min}^{-6} (\mathbf{v}^\top \hat{\mathbf{U}}^\top "
                  r"\mathbf{x})^3])^p",
    bound=B.moment_first_shape, measure=_c267_measure, strategy=_c267_instances(), constants="hidden",
    uniform=True, expect="erratum",
    directions=(
        Direction("p -> inf", "p", INF, how="path", move=_move_p, points=_P_POINTS,
                  reason="E|Gr|^p grows like p^(3p/2) (a cubic of Gaussians), the right side like c^p: the ratio is "
                         "unbounded (its p-th root grows like p^(3/2), so no C^p serves either)"),
        Direction("s, delta", "s", INF, how="search", reason="the ratio depends on delta s only (both drawn)"),
    ),
    domain=(Param("p", 2, INF, integer=True, far=12, text="p >= 2 (the moments of (C.268)'s series)",
                  unreached="p in [2, 12] drawn, the path to 48 (floats)"),
            Param("s", 0, INF, lo_closed=False, far=2.0, text="sigma_min = sigma_max = s (tau = 1)",
                  unreached="[0.5, 2]: only delta s enters the ratio"),
            Param("delta", 0, INF, lo_closed=False, far=2.0, text="delta_1(W*) = ||w*||",
                  unreached="[0.5, 2]: only delta s enters the ratio")),
    evidence=(
        "Instance (inside every hypothesis of Lemma C.6.2: the symmetric GMM (C.4) with mu = 0, sigma = 1, tau = 1, D_6 = "
        "1; d = K = 1, w* = 1, U^ = 1 the column span of W*, v = 1 unit, phi = sigmoid; Gr_i has mean 0 as the proof "
        "says): S_3(x) = He_3(x) = x^3 - 3x, B(x) = sigmoid(x) He_3(x), Gr = B - E[B] (E[B] = -0.062), and E|Gr|^p / "
        "(E|x|^3)^p is 0.95, 235, 1.2e9, 1.2e26, 1.6e67 at p = 2, 4, 8, 16, 32, its p-th root 0.98, 3.9, 13.7, "
        "42.6, 126 (~ 0.7 p^(3/2); second path: mpmath quadrature from the density's third derivative). No constant C (nor "
        "C^p) makes E|Gr|^p <= C R^p for all p, which (C.268)'s series sums over p -> inf. As printed (no |.|) R = "
        "E[x^3] = 0 and the step fails at every p. This is the root of thesis.ch4.eqC.269.n_restored (the "
        "sub-Gaussian Chernoff form): the moments of a cubic of Gaussians are not (const)^p."),
    corrected=B.moment_p3p2,
    corrected_text="E[|Gr_i|^p] <~ p^(3p/2) (E[sigma_min^-6 |v^T U^^T x|^3])^p (the p^(3p/2) of a cubic of Gaussians "
                   "restored; (C.268)'s series then diverges for every theta > 0: the tail is sub-Weibull(2/3))",
    second_path=SP + "test_c267_first_moments_by_mpmath",
    mutants={"1/p (shrinking with p)": B.moment_first_mut_p, "p^p (sub-exponential moments)": B.moment_pp},
    notes="The display's last step is thesis.ch4.eqC.267 (appC_group_imbalance, an erratum of its own: sigma_min^-3).",
    settings={"ci": {"max_examples": 10, "budget_s": 4.0, "path_starts": 1}},
))
