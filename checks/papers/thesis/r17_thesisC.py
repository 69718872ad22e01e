"""thesis, Appendix C (round 17, helper thesisC): displays of App. C.1-C.5 (Chapter 4) no claim covered.

- (C.200) L6215-L6222, its '=': (3/t) E[sup_W (1/n) ||sum_i (Hess l(W_j(W); x_i) - Hess l(W; x_i))||] = (3/t)
  E[sup_W ||Hess l(W_j(W); x_i) - Hess l(W; x_i)||]. The sup of the norm of an average is at most the average of the
  sups (triangle inequality), with equality only in degenerate cases: at d = K = 1 (sup over an interval, certified
  by a grid and a second-derivative bound) the right side exceeds the left by ~8 % at n = 64: erratum as printed (reading
  '<=', which holds and is all the chain needs).
- (C.202) L6236-L6242: the condition on t "from (C.197) and (C.201)" prints (C.197)'s second term X/(S n) as its
  square root (without C_6): when X > S n (small data scale S, at any n) t above (C.202)'s max fails (C.197):
  erratum (corrected to C_6 X/(S n)); the crossing persists along n -> inf with S n fixed.
- (C.136) L5893 with (C.137)'s A_0 as printed (the extra factor r_i^T x: a vector for d > 1, and 0 at d = k = 1 by
  symmetry against a positive left side): erratum as printed (reading: A_0 without the factor, the expansion of the
  square, holds).
- L5179 (Property 1's chain W*^T x_i = ... = W*^T (z + mu_U)): holds.
- (C.120) L5815, second '<~' (n_sc's lambda-factor with ||Sigma_l|| the largest, against O(1) - Theta((1 +
  lambda_l)^-2)): holds (bounded above and below over the simplex).
- (C.214) L6301 (P(|(1/n) sum G'_i| >= t/6) <= 2 exp(max{-C_14 n t^2/(144 S), -C_15 n sqrt(S t)}), S the
  lambda-weighted scale): G'_i's tail is set by the heaviest group, not by S: a group of weight n^-2 and scale n keeps S
  ~ 2 and gives P >~ n^-2 against exp(-c n): erratum (corrected with S_max = max_l (||mu_l|| + ||Sigma_l^{1/2}||)^2).
- (C.212) L6295 (E|G'_i|^p <= O(S^{p/2})) read with a constant per p (thesis.ch4.eqC.212 takes one for all p): the same rare heavy group gives E|G'|^p ~ eps^{1 - p/2} at fixed S:
  erratum for every p >= 3 (corrected to m_p sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^p).
- (C.213) L6297 (E exp(theta G'_i) <= 1 + O(e theta^2 S) on the printed theta range, and on the corrected range of
  thesis.ch4.eqC.213-condition as a reading): the rare heavy group makes the left side ~ eps exp(theta^2/(8 eps)):
  erratum under both readings.
- (C.155) L5978-L5985, its last '<=' (the moments of degree 4 and 8 against C_8 (S4 S8)^{1/4}, the mixture read with
  its weights): holds (uniform, including a rare heavy group: the weighted 4th and 8th powers are the right scale).

Bounds in ``thmcheck.bounds.thesis.r17_thesisC``; second paths in ``tests/test_thesis_r17_thesisC.py``.
"""

from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import numpy as np
from hypothesis import strategies as st
from scipy import stats as sps

from thmcheck.bounds.thesis import ch4 as B4
from thmcheck.bounds.thesis import r17_thesisC as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.r7_thesisCD import _c115_a
from thmcheck.checks.profiles import active_profile
from thmcheck.checks.strategies import SEEDS, log_uniform

SP = "tests/test_thesis_r17_thesisC.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ============================ (C.200) L6215-L6222, its '=': the sup of an average against the average of the sups


_PHI3_MAX = 0.125  # max_u |phi'''(u)| of the sigmoid, at u = 0 (phi''' = phi' (1 - 6 phi + 6 phi^2))


@functools.lru_cache(maxsize=8)
def _hermgauss(k: int) -> tuple[np.ndarray, np.ndarray]:
    """Gauss-Hermite nodes and weights (cached: the 200-node rule costs more than the integrands)."""
    return np.polynomial.hermite.hermgauss(k)


def _dphi(u: np.ndarray) -> np.ndarray:
    s = 0.5 * (1.0 + np.tanh(0.5 * u))
    return s * (1.0 - s)


@dataclass
class _SlackMean:
    """A Monte Carlo mean whose every replicate is known only within +-``slack`` (a certified grid error): the
    interval at ``confidence`` is the CLT interval widened by the slack on both sides."""

    estimate: float
    stderr: float
    slack: float

    def interval(self, confidence: float) -> tuple[float, float]:
        z = float(sps.norm.ppf(0.5 + confidence / 2)) * self.stderr
        return self.estimate - self.slack - z, self.estimate + self.slack + z


def _c200_grid(inst: dict) -> tuple[np.ndarray, np.ndarray, float]:
    """The eps-cover of the ball B(w*, r) (d = K = 1: the interval [w* - r, w* + r]) by the centres of cells of width
    2 eps, w_j = w* - r + (2j + 1) eps, and G points per closed cell (both ends), clipped to the ball: W_j(W) is the
    centre of W's cell, ||W - W_j(W)|| <= eps. Returns (centres, grid [N, G], grid step)."""
    ws, r, eps, G = float(inst["wstar"]), float(inst["r"]), float(inst["eps"]), int(inst["G"])
    N = max(1, math.ceil(r / eps - 1e-12))
    lo = ws - r
    centres = lo + eps * (2 * np.arange(N) + 1)
    w = lo + 2 * eps * (np.arange(N)[:, None] + np.linspace(0.0, 1.0, G)[None, :])
    return centres, np.minimum(w, ws + r), 2 * eps / (G - 1)


def _c200_measure(inst: dict, ctx: Ctx) -> Measurement:
    """d = K = 1: Hess l(w; x) = phi'(w x) x^2 for both labels (the cross-entropy (4.3) of H = phi(w x)), so D(w; x)
    = x^2 (phi'(w_j(w) x) - phi'(w x)). For each of m replicates of n draws x_i from the mixture: Z = (1/n) sum_i
    sup_w |D(w; x_i)| - sup_w |(1/n) sum_i D(w; x_i)| (>= 0: the triangle inequality), whose mean is the right side
    of the '=' minus the left (the common 3/t dropped). Each sup over the ball is the grid maximum within the
    interpolation slack M h^2 / 8: inside a cell D is smooth in w, |d^2/dw^2 D(w; x)| <= x^4 max|phi'''| = x^4 / 8,
    and a smooth g exceeds the chord through two grid points by at most M h^2 / 8. Z is known within the slacks. lhs: the
    mean of Z; interval: the CLT interval widened by the mean slack."""
    lam, mu, sig = (np.asarray(inst[k], float) for k in ("lam", "mu", "sig"))
    n, m = int(inst["n"]), int(inst["m"])
    rng = np.random.default_rng(int(inst["seed"]))
    centres, w, h = _c200_grid(inst)
    z_lo, z_hi, rhs = np.empty(m), np.empty(m), np.empty(m)
    for rep in range(m):
        comp = rng.choice(len(lam), size=n, p=lam)
        x = mu[comp] + sig[comp] * rng.normal(size=n)
        xx = x[:, None, None]
        D = xx**2 * (_dphi(centres[None, :, None] * xx) - _dphi(w[None] * xx))
        per = np.abs(D).reshape(n, -1).max(1)
        lip = x**4 * _PHI3_MAX * h**2 / 8
        avg = float(np.abs(D.mean(0)).max())
        z_lo[rep] = per.mean() - (avg + lip.mean())
        z_hi[rep] = (per + lip).mean() - avg
        rhs[rep] = per.mean()
    mid = (z_lo + z_hi) / 2
    est, se, slack = float(mid.mean()), float(mid.std(ddof=1) / math.sqrt(m)), float((z_hi - z_lo).mean() / 2)
    stat = _SlackMean(est, se, slack)
    return Measurement(est, {"rhs": float(rhs.mean())},
                       {"Z_lower": float(z_lo.mean()), "Z_upper": float(z_hi.mean()), "stderr": se,
                        "grid_slack": slack, "E_sup_one_sample(lower)": float(rhs.mean()), "cells": len(centres)},
                       lhs_interval=stat.interval(0.999), stat=stat)


@st.composite
def _c200_instances(draw: st.DrawFn) -> dict:
    """d = K = 1: w* = +-[0.3, 3] (delta_1(W*) = |w*| > 0, kappa = 1), the ball's radius r = q |w*|, q in [0.1, 2]
    (r = Theta(.) of (C.81): its constant is free), the cover's eps = r / N with N in [2, 40] cells; L in {1, 2, 3}
    groups with lambda on the simplex, means in [-2, 2], standard deviations log-uniform in [0.3, 2]; n in [2, 256]
    samples (n = 1 is the one case of equality); m = 48 replicates (ci) or 96, G = 64 grid points per cell."""
    ws = draw(st.sampled_from([1.0, -1.0])) * draw(log_uniform(0.3, 3.0))
    r = abs(ws) * draw(log_uniform(0.1, 2.0))
    L = draw(st.integers(1, 3))
    w = [draw(st.floats(0.05, 1.0)) for _ in range(L)]
    return {"wstar": ws, "r": r, "eps": r / draw(st.integers(2, 40)),
            "lam": [x / sum(w) for x in w], "mu": [draw(st.floats(-2.0, 2.0)) for _ in range(L)],
            "sig": [draw(log_uniform(0.3, 2.0)) for _ in range(L)],
            "n": int(round(draw(log_uniform(2.0, 256.0)))), "m": 48 if active_profile() == "ci" else 96, "G": 64,
            "seed": draw(SEEDS)}


def _c200_escalate(inst: dict, level: int) -> dict:
    return {**inst, "m": int(inst["m"]) * 4**level}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.200-eq", paper=PAPER, kind="step", comparison="==",
    source=_src("(C.200), proof of Lemma C.4.5 (App. C.4.7, step 2): the bound on P(A_t), its '=' (second line to "
                "third; W_j(W) the point of the eps-cover of B(W*P, r) nearest W)", "L6215-L6222"),
    statement="(C.200)'s '=': (3/t) E_x[sup_{W in B(W*P, r)} (1/n) ||sum_{i=1}^n [Hess l(W_j(W); x_i) - Hess l(W; "
              "x_i)]||] = (3/t) E_x[sup_{W in B(W*P, r)} ||Hess l(W_j(W); x_i) - Hess l(W; x_i)||], x_i i.i.d. from "
              "sum_l lambda_l N(mu_l, Sigma_l); measured as right side minus left side (3/t dropped), 0 as printed.",
    statement_tex=(r"\frac{3}{t} \mathbb{E} \left[ \sup_{\mathbf{W} \in \mathbb{B}(\mathbf{W}^* \mathbf{P}, r)} "
                   r"\frac{1}{n} \left\| \sum_{i=1}^n [\nabla^2 \ell(\mathbf{W}_{j(\mathbf{W})}; \mathbf{x}_i) - "
                   r"\nabla^2 \ell(\mathbf{W}; \mathbf{x}_i)] \right\| \right] = \frac{3}{t} \mathbb{E} \left[ "
                   r"\sup_{\mathbf{W} \in \mathbb{B}(\mathbf{W}^* \mathbf{P}, r)} \left\| \nabla^2 "
                   r"\ell(\mathbf{W}_{j(\mathbf{W})}; \mathbf{x}_i) - \nabla^2 \ell(\mathbf{W}; \mathbf{x}_i) "
                   r"\right\| \right]"),
    bound=B.c200_eq_printed, measure=_c200_measure, strategy=_c200_instances, escalate=_c200_escalate,
    expect="erratum as printed", rtol=0.0, atol=1e-12,
    readings=(Reading("'<=' (the triangle inequality)",
                      "the '=' read as '<=': the sup over W of the norm of an average of n terms is at most the "
                      "average of the n terms' sups, whose expectation is the one-sample right side; the chain's "
                      "next steps and its conclusion (C.201) need only this", comparison=">="),),
    domain=(Param("n", 1, INF, integer=True, far=256, text="n samples (n >= C' dK log dK: any n at d = K = 1)",
                  unreached="n <= 256 (the gap grows with n towards E sup - sup E)"),
            Param("eps", 0, INF, lo_closed=False, text="the cover's radius eps < r", far=None,
                  unreached="eps = r/N, N in [2, 40]"),
            Param("d", 1, INF, integer=True, far=1, text="x in R^d, W in R^{d x K}",
                  unreached="d = K = 1 only: there the sup over the ball (an interval) is certified by a grid and a "
                            "second-derivative bound; in d K > 1 dimensions no upper bound of the left side's sup is "
                            "computed (a multi-start optimiser gives only lower bounds, the wrong side for the "
                            "left)")),
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/thesis.md, auditor A): confirmed as printed. The '=' drops the triangle inequality: sup_W ||(1/n) sum_i D(W; x_i)|| <= (1/n) sum_i sup_W ||D(W; "
             "x_i)||, strict unless the n sups are attained at one W with aligned signs. At d = K = 1 (Hess l(w; x) "
             "= phi'(w x) x^2 for both labels, D(w; x) = x^2 (phi'(w_j x) - phi'(w x))), w* = 1, r = 1, eps = 0.1 "
             "(10 cells), x ~ (1/2) N(1, 1) + (1/2) N(-1, 1), n = 64: the right side (one sample's E sup) 0.0407, "
             "the difference right - left 0.00315 (grid slack 1.6e-6) with standard error 1.1e-4 over 100 "
             "replicates (seed 1; 99.9 % interval [0.00278, 0.00353]): the left side is ~8 % below the right. The instance meets every "
             "hypothesis of Lemma C.4.5's proof: any n (n >= C' dK log dK is n >= 0 at d = K = 1), an eps-cover "
             "of B(W*P, r) with eps < r, r > 0 (Theta(.) of (C.81)), W* of full rank. Reproduced by "
             f"{SP}test_c200_eq_sup_of_average (scipy bounded minimisation per cell, its own sampler). The bound "
             "P(A_t) <= delta/2 survives: the '<=' reading holds and the chain continues with '<='.",
    no_correction_reason="the intended relation is the reading '<=' (checked, holds); the right side as printed "
                         "is then an upper bound and the rest of (C.200) is unchanged",
    second_path=SP + "test_c200_eq_sup_of_average",
    mutants={"E sup ||avg|| <= E sup ||D|| / 2": B.c200_mut_half, "E sup ||avg|| <= 0": B.c200_mut_zero},
    notes="The claim measures the difference of the two sides per replicate (the same n draws give both: the right "
          "side is E of one sample's sup, the mean of the n per-sample sups), so the interval covers both Monte "
          "Carlo errors and the grid slacks. d = K = 1 is where the sup over the ball is certified from above.",
    settings={"ci": {"max_examples": 6, "budget_s": 6.0, "shrink": False}, "dev": {"max_examples": 40}},
))


# ============================ (C.202) L6236-L6242: the condition on t that (C.197) and (C.201) need


def _c202_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The least t that (C.197) and (C.201) need at the final step's eps = delta / (C_12 d^{3/2} K^{5/2} sqrt(A2 A4)
    n d K) and delta = d^-10 (L6230): max{(C.201): C_12 d^{3/2} K^{5/2} sqrt(A2 A4) eps / delta, (C.197): C_6 max{S
    sqrt(X/n), X/(S n)}} with X = dK log(36 r/eps) + log(4/delta), computed from those two displays as printed
    (log-space for eps)."""
    d, K, n, S, A2, A4 = (inst[k] for k in ("d", "K", "n", "S", "A2", "A4"))
    r, C6, C12 = inst["r"], inst["C6"], inst["C12"]
    log_delta = -10.0 * math.log(d)
    lam_fac = C12 * d**1.5 * K**2.5 * math.sqrt(A2 * A4)
    log_eps = log_delta - math.log(lam_fac * n * d * K)
    t201 = lam_fac * math.exp(log_eps - log_delta)
    X = d * K * (math.log(36.0 * r) - log_eps) + (math.log(4.0) - log_delta)
    t197 = C6 * max(S * math.sqrt(max(X, 0.0) / n), X / (S * n))
    q = {"d": d, "K": K, "n": n, "S": S, "A2": A2, "A4": A4, "r": r, "C6": C6, "C12": C12}
    return Measurement(max(t201, t197), q, {"t_C201": t201, "t_C197": t197, "X": X, "X_over_Sn": X / (S * n),
                                            "scale": inst["scale"], "log_r_over_eps": math.log(r) - log_eps,
                                            "printed": B.c202_printed(**q)})


def _c202_sums(mus2: np.ndarray, musinf: np.ndarray, s: np.ndarray, lam: np.ndarray) -> tuple[float, float, float]:
    S = float(np.sum(lam * (mus2 + s) ** 2))
    A2 = float(np.sum(lam * (musinf + s) ** 2))
    A4 = float(np.sum(lam * (musinf + s) ** 4))
    return S, A2, A4


def _c202_with_scale(inst: dict, scale: float) -> dict:
    """The mixture's means and standard deviations all multiplied by ``scale`` (relative to the drawn shape)."""
    S, A2, A4 = _c202_sums(scale * np.asarray(inst["mu2"]), scale * np.asarray(inst["muinf"]),
                           scale * np.asarray(inst["s"]), np.asarray(inst["lam"]))
    return {**inst, "scale": float(scale), "S": S, "A2": A2, "A4": A4}


@st.composite
def _c202_instances(draw: st.DrawFn) -> dict:
    """d in [2, 64], K in [1, d], L in [1, 3] groups with lambda on the simplex, ||mu_l|| in [0, 2] with ||mu_l||_inf
    in [||mu_l|| / sqrt(d), ||mu_l||], ||Sigma_l^{1/2}|| in [0.5, 2], all times a data scale log-uniform in [1e-3,
    10]; n log-uniform in [1e2, 1e7]; r log-uniform in [1e-3, 1e3] (Theta(.) in (C.81)); C_6 log-uniform in [1, 1e3]
    ('some large constant'), C_12 log-uniform in [1e-2, 1e2] ('some constant')."""
    d = draw(st.integers(2, 64))
    K = draw(st.integers(1, d))
    L = draw(st.integers(1, 3))
    w = np.array([draw(st.floats(0.05, 1.0)) for _ in range(L)])
    mu2 = np.array([draw(st.floats(0.0, 2.0)) for _ in range(L)])
    muinf = mu2 * np.array([draw(st.floats(1.0 / math.sqrt(d), 1.0)) for _ in range(L)])
    s = np.array([draw(st.floats(0.5, 2.0)) for _ in range(L)])
    inst = {"d": d, "K": K, "n": float(round(draw(log_uniform(1e2, 1e7)))), "r": draw(log_uniform(1e-3, 1e3)),
            "C6": draw(log_uniform(1.0, 1e3)), "C12": draw(log_uniform(1e-2, 1e2)),
            "lam": (w / w.sum()).tolist(), "mu2": mu2.tolist(), "muinf": muinf.tolist(), "s": s.tolist()}
    return _c202_with_scale(inst, draw(log_uniform(1e-3, 10.0)))


def _c202_move_n(inst: dict, t: float) -> dict:
    """n -> t with the data scale^2 ~ 1/n (S n fixed): the crossing's regime X/(S n) > 1 kept as n grows."""
    return _c202_with_scale({**inst, "n": float(t)}, inst["scale"] * math.sqrt(inst["n"] / t))


def _c202_move_scale(inst: dict, t: float) -> dict:
    return _c202_with_scale(inst, t)


_C202_EPS = Assumption(
    "eps <= r", "the cover's radius eps at most the ball's r: L6121's log N_eps <= dK log(3r/eps) (from [258]) is "
    "the covering bound for eps <= r (for eps > r it is negative while N_eps >= 1)",
    lambda q: q["log_r_over_eps"])

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.202", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.202), proof of Lemma C.4.5 (App. C.4.7, '3) Final step': with eps = delta/(C_12 d^{3/2} K^{5/2} "
                "sqrt(.) ndK) and delta = d^-10, 'from (C.197) and (C.201) we need')", "L6230-L6242"),
    statement="(C.202): with eps = delta / (C_12 d^{3/2} K^{5/2} sqrt(A2 A4) n d K), delta = d^-10, (C.197) and "
              "(C.201) need t > max{1/(ndK), C_6 S (dK log(36 r n d^{25/2} K^{7/2} sqrt(A2 A4)) + log(4/delta))^{1/2} "
              "n^{-1/2}, (dK log(36 r n d^{25/2} K^{7/2} sqrt(A2 A4)) + log(4/delta))^{1/2} (S n)^{-1/2}}, S = sum_l "
              "lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2, A_m = sum_l lambda_l (||mu_l||_inf + ||Sigma_l^{1/2}||)^m; "
              "checked as: the least t meeting (C.197) and (C.201) <= the printed max (t above it suffices).",
    statement_tex=(r"t > \max\left\{\frac{1}{ndK}, C_6 \cdot \sum_{l=1}^L \lambda_l(\|\boldsymbol{\mu}_l\| + "
                   r"\|\boldsymbol{\Sigma}_l^{\frac{1}{2}}\|)^2 \cdot (dK \log(36rnd^{\frac{25}{2}} K^{\frac{7}{2}} "
                   r"\sqrt{\cdots}) + \log \frac{4}{\delta})^{\frac{1}{2}} n^{-\frac{1}{2}}, (dK "
                   r"\log(36rnd^{\frac{25}{2}} K^{\frac{7}{2}} \sqrt{\cdots}) + \log \frac{4}{\delta})^{\frac{1}{2}} "
                   r"(\sum_{l=1}^L \lambda_l(\|\boldsymbol{\mu}_l\| + \|\boldsymbol{\Sigma}_l^{\frac{1}{2}}\|)^2 "
                   r"n)^{-\frac{1}{2}} \right\}"),
    bound=B.c202_printed, measure=_c202_measure, strategy=_c202_instances(), constants="hypotheses",
    assumptions=(_C202_EPS,), eventually=("n",),
    directions=(Direction("n -> inf with S n fixed (data scale ~ n^-1/2)", "n", INF, move=_c202_move_n,
                          points=(1e3, 1e4, 1e5, 1e6, 1e7), grows=("n",),
                          reason="n >= C' dK log dK with C' unspecified: a crossing must persist as n grows"),
                Direction("data scale -> 0", "scale", 0.0, move=_c202_move_scale, points=(1e-1, 1e-2, 1e-3, 1e-4))),
    expect="erratum", rtol=1e-9,
    corrected=B.c202_corrected,
    corrected_text="With eps and delta as chosen, (C.197) and (C.201) need t >= max{1/(ndK), C_6 S sqrt(X/n), C_6 "
                   "X/(S n)}, X = dK log(36 C_12 r n d^{25/2} K^{7/2} sqrt(A2 A4)) + log(4/delta): (C.197)'s second "
                   "term X/(S n) itself, not its square root.",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/thesis.md, auditors A, C): confirmed. (C.197) (L6201) needs t >= C_6 max{S sqrt(X/n), X/(S n)}; (C.202) prints its second term as "
             "(X)^{1/2} (S n)^{-1/2}, the square root and without C_6. Whenever X > S n the printed term is the "
             "smaller one: e.g. d = 2, K = 1, L = 1, ||mu|| = 0, ||Sigma^{1/2}|| = 0.01 (S = A2 = 1e-4, A4 = 1e-8), n = 1e4, "
             "r = 1, C_6 = C_12 = 1: eps = 2^-10 / (2^{3/2} 1e-6 1e4 2) = 0.0173 <= r (slack log(r/eps) = 4.06), X "
             "= 2 log(36 r/eps) + log 4 + 10 log 2 = 23.60, (C.197) needs t >= X/(S n) = 23.6, the printed max is "
             "sqrt(23.6) = 4.86 (its other terms 5e-5 and 4.9e-6): t = 10 meets (C.202) and fails (C.197), so "
             "P(B_t) <= delta/2 is not obtained. The ratio grows like C_6 sqrt(X/(S n)): "
             "unbounded as the data scale -> 0 at fixed n, and it persists along n -> inf with S n fixed (a path "
             "of 4 decades), so no constant C' in Lemma C.4.5's n >= C' dK log dK (L5855: 'n large enough', eventually n) removes it; every other "
             "hypothesis (delta = d^-10 < 1, eps < r, r = Theta(.) free, C_6 >= 1 any, C_12 any) holds. Reproduced "
             f"by {SP}test_c202_condition_misses_c197 (own arithmetic from (C.197), (C.201)).",
    second_path=SP + "test_c202_condition_misses_c197",
    mutants={"last term C_6 sqrt(X/(S n))": B.c202_mut_sqrt, "X without the cover's log": B.c202_mut_nolog},
    domain=(Param("n", 1, INF, integer=True, far=1e7, text="n >= C' dK log dK (C' unspecified)",
                  unreached="n in [1e2, 1e7] drawn, the path to 1e7"),
            Param("scale", 0, INF, lo_closed=False, far=1e-4, text="the data scale (means and standard deviations)",
                  unreached="[1e-3, 10] drawn, the path to 1e-4"),
            Param("d", 2, INF, integer=True, far=64, text="x in R^d (delta = d^-10 < 1 needs d >= 2)",
                  unreached="d <= 64"),
            Param("C6", 0, INF, lo_closed=False, key="C6", far=1e3, text="C_6 'some large constant'",
                  unreached="[1, 1e3]: large")),
    notes="The measurement evaluates (C.197) and (C.201) at the final step's eps and delta as printed; the bound is "
          "(C.202). C_12 is the constant of Lemma C.4.2 (drawn): (C.202) drops it inside the log too (the corrected "
          "bound keeps it). The step (C.203) then takes t = S sqrt(dK log n/n), which meets the corrected condition "
          "only for n >~ (C_6 X / S^2)^2 / (dK log n): an S-dependence the lemma's n >= C' dK log dK omits.",
    settings={"ci": {"max_examples": 30, "budget_s": 2.0}},
))


# ============================ (C.136) L5893: the second moment split as A_0 + B_0 ((C.137) L5895, (C.138) L5897)


def _c136_literal(inst: dict, ctx: Ctx) -> Measurement:
    """d = k = 1, x ~ (1/2) N(mu, 1) + (1/2) N(-mu, 1), by 120-node Gauss-Hermite: the left side r^2 E[x^2
    phi'(sigma x)^2]; A_0 as printed (C.137), E[r^T x phi'^2(sigma x) x x^T r] = r^2 E[x^3 phi'(sigma x)^2] (a scalar
    only at d = 1); B_0 = 0 (no pair i != l at k = 1)."""
    mu, sg, r = float(inst["mu"][0]), float(inst["sigma"]), float(inst["R"][0][0])
    t, w = _hermgauss(120)
    w = w / math.sqrt(math.pi)
    x = np.concatenate([mu + math.sqrt(2) * t, -mu + math.sqrt(2) * t])
    ww = np.concatenate([w, w]) / 2
    dp = _dphi(sg * x)
    lhs = float(np.sum(ww * (r * x * dp) ** 2))
    a0 = float(np.sum(ww * r * x * dp**2 * x * x * r))
    return Measurement(lhs, {"A0": a0, "B0": 0.0}, {"lhs_over_r2": lhs / r**2})


def _c136_reading(inst: dict, ctx: Ctx) -> Measurement:
    """The reading A_0 = E[sum_i r_i^T phi'^2(sigma x_i) x x^T r_i] (the factor r_i^T x dropped), any d, k <= d: the
    left side, A_0 and B_0 (C.138) as means over the same 20000 draws of the mixture (the expansion of the square
    holds draw by draw, so the three means agree to rounding)."""
    mu, sg, R = np.asarray(inst["mu"], float), float(inst["sigma"]), np.asarray(inst["R"], float)
    d, k = R.shape
    rng = np.random.default_rng(int(inst["seed"]))
    m = 20_000
    x = rng.normal(size=(m, d)) + np.where(rng.random(m) < 0.5, 1.0, -1.0)[:, None] * mu[None, :]
    dp = _dphi(sg * x[:, :k])  # phi'(sigma x_i), i in [k]
    proj = x @ R  # r_i^T x
    lhs = float(np.mean(np.sum(proj * dp, 1) ** 2))
    a0 = float(np.mean(np.sum(dp**2 * proj**2, 1)))
    b0 = float(np.mean(np.sum(proj * dp, 1) ** 2 - np.sum(dp**2 * proj**2, 1)))
    return Measurement(lhs, {"A0": a0, "B0": b0}, {"d": d, "k": k})


@st.composite
def _c136_literal_instances(draw: st.DrawFn) -> dict:
    """d = k = 1: mu in [-3, 3], sigma = +-[0.1, 5] (sigma != 0), r = +-[0.1, 10]."""
    return {"mu": [draw(st.floats(-3.0, 3.0))], "sigma": draw(st.sampled_from([1.0, -1.0])) * draw(log_uniform(0.1, 5.0)),
            "R": [[draw(st.sampled_from([1.0, -1.0])) * draw(log_uniform(0.1, 10.0))]], "seed": draw(SEEDS)}


@st.composite
def _c136_any_instances(draw: st.DrawFn) -> dict:
    """d in [1, 4], k in [1, d], mu with entries in [-2, 2], sigma in [0.1, 5], R Gaussian (seeded) times a scale in
    [0.1, 10]."""
    d = draw(st.integers(1, 4))
    k = draw(st.integers(1, d))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed + 136)
    return {"mu": [draw(st.floats(-2.0, 2.0)) for _ in range(d)], "sigma": draw(log_uniform(0.1, 5.0)),
            "R": (rng.normal(size=(d, k)) * draw(log_uniform(0.1, 10.0))).tolist(), "seed": seed}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.136", paper=PAPER, kind="step", comparison="==",
    source=_src("(C.136)-(C.138), proof of Lemma C.4.1 (App. C.4.3: 'Following the proof idea in Lemma D.4 of [71]'), "
                "A_0 as (C.137) prints it", "L5893-L5897"),
    statement="(C.136): E_{x ~ (1/2) N(mu, I_d) + (1/2) N(-mu, I_d)}[(sum_{i=1}^k r_i^T x phi'(sigma x_i))^2] = A_0 + "
              "B_0 with (C.137) A_0 = E[sum_i r_i^T x phi'^2(sigma x_i) x x^T r_i] and (C.138) B_0 = E[sum_{i != l} "
              "r_i^T phi'(sigma x_i) phi'(sigma x_l) x x^T r_l].",
    statement_tex=(r"\mathbb{E}_{\mathbf{x} \sim \frac{1}{2}\mathcal{N}(\boldsymbol{\mu}, \mathbf{I}_d) + \frac{1}{2}"
                   r"\mathcal{N}(-\boldsymbol{\mu}, \mathbf{I}_d)} \left[ \left( \sum_{i=1}^k \mathbf{r}_i^\top "
                   r"\mathbf{x} \cdot \phi'(\sigma \cdot x_i) \right)^2 \right] = A_0 + B_0"),
    bound=B.c136_printed, measure=_c136_literal, strategy=_c136_literal_instances(),
    expect="erratum as printed", rtol=1e-9, atol=1e-12,
    readings=(Reading("A_0 without the factor r_i^T x",
                      "(C.137)'s A_0 read as E[sum_i r_i^T phi'^2(sigma x_i) x x^T r_i], the diagonal terms of the "
                      "square, as (C.139) L5901 expands it: then (C.136) is the expansion of the square, any d, k",
                      measure=_c136_reading, strategy=_c136_any_instances()),),
    domain=(Param("d", 1, INF, integer=True, far=1, text="x in R^d, k <= d",
                  unreached="d = k = 1 for the literal display: only there is the printed A_0 (the scalar r_i^T x "
                            "times the vector x x^T r_i) a number; at d > 1 it equates a scalar with a vector of "
                            "R^d. The reading is checked for d <= 4"),
            Param("sigma", -INF, INF, text="sigma != 0", far=5.0, unreached="|sigma| in [0.1, 5]")),
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/thesis.md, auditor A): confirmed as printed. (C.137) prints A_0 = E[sum_i r_i^T x phi'^2(sigma x_i) x x^T r_i]: the extra factor r_i^T x makes it a "
             "vector of R^d for d > 1, and at d = k = 1 (where it is a number) A_0 = r^2 E[x^3 phi'(sigma x)^2] = 0 "
             "(x -> -x maps the symmetric mixture to itself; phi' is even), B_0 = 0 (no pair i != l), while the "
             "left side is r^2 E[x^2 phi'(sigma x)^2] > 0: e.g. mu = 1, sigma = 1, r = 1 gives 0.02936 against 0. "
             "Every hypothesis of Lemma C.4.1 holds there (any mu in R^d, sigma != 0, any R in R^{d x k}, k <= d). "
             "(C.139) L5901 then uses A_0 without the factor (the reading, which holds). Reproduced by "
             f"{SP}test_c136_a0_as_printed (scipy quad on the mixture density).",
    no_correction_reason="the reading (A_0 without the factor r_i^T x, as (C.139) uses it) is the intended display "
                         "and holds; nothing downstream uses the printed A_0",
    second_path=SP + "test_c136_a0_as_printed",
    mutants={"B_0 dropped": B.c136_mut_no_b0, "B_0 counted twice": B.c136_mut_twice_b0},
    settings={"ci": {"max_examples": 10, "budget_s": 2.0}},
))


# ============================ L5179 (Property 1's proof): W*^T x_i = W*^T (z + mu_h) = ... = W*^T (z + mu_{U_h})


def _l5179_measure(inst: dict, ctx: Ctx) -> Measurement:
    """W* in R^{d x K} (seeded Gaussian, rank K), U its orthonormal column basis (QR), mu_h = mu_U + mu_Uperp (the
    projection U U^T mu_h and the rest), z ~ N(0, Sigma_h) (Sigma_h = A A^T, seeded), x = z + mu_h; every member of
    the chain in a seeded direction v of R^K: lhs v^T W*^T x computed from x, the last member a + b."""
    d, K, seed = int(inst["d"]), int(inst["K"]), int(inst["seed"])
    rng = np.random.default_rng(seed)
    W = rng.normal(size=(d, K)) * float(inst["scale"])
    U, _ = np.linalg.qr(W)
    mu = rng.normal(size=d) * float(inst["mean_scale"])
    mu_u = U @ (U.T @ mu)
    A = rng.normal(size=(d, d))
    z = A @ rng.normal(size=d)
    v = rng.normal(size=K)
    x = z + mu
    lhs = float(v @ (W.T @ x))
    a, b = float(v @ (W.T @ z)), float(v @ (W.T @ mu_u))
    second = float(v @ (W.T @ (z + mu_u + (mu - mu_u))))
    return Measurement(lhs, {"a": a, "b": b}, {"second_member": second, "c_perp": float(v @ (W.T @ (mu - mu_u)))})


@st.composite
def _l5179_instances(draw: st.DrawFn) -> dict:
    """d in [1, 8], K in [1, d], W* scale log-uniform in [0.1, 10], means' scale in [0, 10]."""
    d = draw(st.integers(1, 8))
    return {"d": d, "K": draw(st.integers(1, d)), "scale": draw(log_uniform(0.1, 10.0)),
            "mean_scale": draw(st.floats(0.0, 10.0)), "seed": draw(SEEDS)}


CLAIMS.append(Claim(
    id="thesis.ch4.propertyC.1-chain", paper=PAPER, kind="step", comparison="==",
    source=_src("Property 1's proof (App. C.2): W*^T x_i for x_i = z + mu_h, z ~ N(0, Sigma_h), mu_h split on the "
                "column space of W* = UV", "L5175-L5181"),
    statement="W*^T x_i = W*^T (z + mu_h) = W*^T (z + mu_{U_h} + mu_{U_h^perp}) = W*^T (z + mu_{U_h}), W*^T "
              "mu_{U_h^perp} = 0; checked in a random direction v: v^T W*^T x_i = v^T W*^T (z + mu_{U_h}).",
    statement_tex=(r"\mathbf{W}^{*\top} \mathbf{x}_i = \mathbf{W}^{*\top} (\mathbf{z} + \boldsymbol{\mu}_h) = "
                   r"\mathbf{W}^{*\top} (\mathbf{z} + \boldsymbol{\mu}_{\mathbf{U}_h} + \boldsymbol{\mu}_{\mathbf{U}_h^"
                   r"\perp}) = \mathbf{W}^{*\top} (\mathbf{z} + \boldsymbol{\mu}_{\mathbf{U}_h})"),
    bound=B.l5179_printed, measure=_l5179_measure, strategy=_l5179_instances(), rtol=1e-9, atol=1e-9,
    domain=(Param("d", 1, INF, integer=True, far=8, text="x in R^d, K <= d", unreached="d <= 8 (linear algebra: "
                  "the identity does not depend on the size)"),),
    mutants={"mean dropped": B.l5179_mut_no_mean, "column-space part twice": B.l5179_mut_double},
    notes="Holds exactly (W*^T U^perp = 0); float64 rounding only.",
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
))


# ============================ (C.120) L5815, second '<~': n_sc's factor in the lambdas, ||Sigma_l|| the largest


def _c120_f(lam: np.ndarray, s: np.ndarray, m: float, rho: np.ndarray) -> float:
    """(a_1 lambda_l^2 + a_2 lambda_l^{3/2} + a_3 lambda_l + a_4 lambda_l^{1/2} + a_5) / (sum_j lambda_j rho_j)^2
    with a_1..a_5 as printed after (C.115) (L5803, thesis.ch4.eqC.115-second's reading: a_3's stray comma a sum),
    component l = index 0."""
    a = _c115_a({"lam": list(lam), "s": list(s), "m": m})
    lt = float(lam[0])
    num = a[0] * lt**2 + a[1] * lt**1.5 + a[2] * lt + a[3] * math.sqrt(lt) + a[4]
    return num / float(np.dot(lam, rho)) ** 2


def _c120_lams(inst: dict) -> np.ndarray:
    w = np.asarray(inst["w_rest"], float)
    return np.concatenate([[inst["lam_l"]], (1.0 - inst["lam_l"]) * w / w.sum()])


def _c120_measure(inst: dict, ctx: Ctx) -> Measurement:
    """rho_j = ||Sigma_j^-1||^-1 rho(W*^T mu_j / (delta_K ||Sigma_j^-1||^-1/2), delta_K ||Sigma_j^-1||^-1/2) (Gamma's
    summand (C.7) without its lambda-free factors), Sigma_j = s_j^2 I; lhs: the factor at the drawn lambdas over its
    value at the uniform lambdas (everything but the lambdas is fixed, so the hidden constants may depend on it: the
    ratio to a fixed reference removes that dependence)."""
    W = np.asarray(inst["Wstar"], float)
    s, m = np.asarray(inst["s"], float), float(inst["m"])
    mus = np.asarray(inst["mus"], float)
    dK = float(np.linalg.svd(W, compute_uv=False)[-1])
    rho = np.array([sj**2 * B4.rho(W.T @ mu / (dK * sj), dK * sj) for mu, sj in zip(mus, s, strict=True)])
    lam = _c120_lams(inst)
    L = len(s)
    f = _c120_f(lam, s, m, rho)
    f_ref = _c120_f(np.full(L, 1.0 / L), s, m, rho)
    return Measurement(f / f_ref, {"lam_l": float(inst["lam_l"])}, {"factor": f, "factor_uniform": f_ref,
                                                                   "rho_min": float(rho.min())})


@st.composite
def _c120_instances(draw: st.DrawFn) -> dict:
    """L in {2, 3}, K in {1, 2}, d in {K, K + 1}, W* Gaussian (seeded); ||mu_j|| = m in [0, 3] for all j (random
    directions), ||Sigma_j||^{1/2} = s_j in [1, 3] (||Sigma_j|| = Omega(1)) with s_l = s_0 the largest; lambda_l
    log-uniform in [1e-4, 0.5] or 1 minus that, the others on the rest of the simplex."""
    L = draw(st.integers(2, 3))
    K = draw(st.integers(1, 2))
    d = K + draw(st.integers(0, 1))
    rng = np.random.default_rng(draw(SEEDS))
    m = draw(st.floats(0.0, 3.0))
    mus = rng.normal(size=(L, d))
    mus = mus / np.linalg.norm(mus, axis=1, keepdims=True) * m
    s = sorted((draw(log_uniform(1.0, 3.0)) for _ in range(L)), reverse=True)
    lam = draw(log_uniform(1e-4, 0.5))
    return {"Wstar": rng.normal(size=(d, K)).tolist(), "mus": mus.tolist(), "m": m, "s": s,
            "lam_l": lam if draw(st.booleans()) else 1.0 - lam, "w_rest": [draw(st.floats(0.05, 1.0))
                                                                             for _ in range(L - 1)]}


def _c120_move(inst: dict, t: float) -> dict:
    return {**inst, "lam_l": float(t)}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.120", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.120), proof of Corollary 4.4.1 / Theorem 2's discussion (App. C.3), everything fixed except "
                "lambda_1..lambda_L, ||Sigma_j|| = Omega(1), ||mu_j|| all equal, ||Sigma_l|| >= ||Sigma_j||; its "
                "second '<~' (a_1..a_5 of L5803)", "L5815"),
    statement="(C.120), second step: poly(.) d log^2 d (a_1 lambda_l^2 + a_2 lambda_l^{3/2} + a_3 lambda_l + a_4 "
              "lambda_l^{1/2} + a_5)/(sum_j lambda_j rho_j)^2 <~ poly(.) d log^2 d (O(1) - Theta((1 + lambda_l)^-2)) "
              "as the lambdas vary (everything else fixed): the factor over its value at uniform lambdas is at most "
              "a constant times 1 - (1/2)(1 + lambda_l)^-2 over the simplex.",
    statement_tex=(r"\text{poly}(\cdot) d \log^2 d \cdot \frac{(a_1 \lambda_l^2 + a_2 \lambda_l^{\frac{3}{2}} + a_3 "
                   r"\lambda_l + a_4 \lambda_l^{\frac{1}{2}} + a_5)}{(\sum_{j=1}^L \lambda_j \rho_j)^2} \lesssim "
                   r"\text{poly}(\cdot) d \log^2 d \cdot (O(1) - \Theta((1 + \lambda_l)^{-2}))"),
    bound=B.c120_shape, measure=_c120_measure, strategy=_c120_instances(), constants="hidden", uniform=True,
    directions=(
        Direction("lambda_l -> 0", "lam_l", 0.0, how="path", move=_c120_move, points=(0.1, 0.03, 0.01, 0.003, 0.001)),
        Direction("lambda_l -> 1", "lam_l", 1.0, how="path", move=_c120_move,
                  points=(0.9, 0.97, 0.99, 0.997, 0.999)),
        Direction("m, s_j, W*, K, L (fixed parameters)", "m", 3.0, how="search",
                  reason="everything but the lambdas is fixed in the statement: the ratio to the factor at uniform "
                         "lambdas removes their scale; the draw spans them")),
    domain=(Param("lam_l", 0, 1, lo_closed=False, hi_closed=False, text="lambda_l in (0, 1)",
                  unreached="[1e-4, 1 - 1e-4] drawn, the paths to 1e-3 and 1 - 1e-3"),),
    mutants={"(1 + lambda_l)^-2 - 1/4 (vanishing at lambda_l -> 1)": B.c120_mut_vanish_one,
             "lambda_l (vanishing at lambda_l -> 0)": B.c120_mut_vanish_zero},
    notes="The first '<~' of (C.120) is Theorem 2's n_sc (thesis.ch4.eqC.115-second encodes the (C.115) partner's "
          "second step); here the second: the lambda-factor is bounded above and below over the simplex (the "
          "denominator >= min_j rho_j > 0, the numerator bounded), which the printed O(1) - Theta((1 + "
          "lambda_l)^-2) allows.",
    settings={"ci": {"max_examples": 10, "budget_s": 3.0, "path_starts": 1}},
))


# ============================ (C.214) L6301: the tail of (1/n) sum G'_i with the weighted scale S


def _c214_tail_one(s: float, lam: np.ndarray, sig2: np.ndarray) -> float:
    """log P(|G'| >= s) for ONE sample at d = 2, K = 1, W = W* = e_1, v = e_2, groups x ~ N(0, diag(1, sig2_l^2)):
    the gradient of (4.3) is (phi(x_1) - y) x (C.71), so G' = <v, grad - E grad> = (phi(x_1) - y) x_2 (E[.] = 0: y ~
    Bern(phi(x_1)), x_2 independent and symmetric); given x_1, |phi(x_1) - y| is 1 - phi(x_1) (y = 1, probability
    phi(x_1)) or phi(x_1). By 200-node Gauss-Hermite in x_1 and the normal tail in log space."""
    from scipy.special import log_ndtr, logsumexp

    z, w = _hermgauss(200)
    x1 = math.sqrt(2.0) * z
    lw = np.log(w / math.sqrt(math.pi))
    p = 0.5 * (1.0 + np.tanh(0.5 * x1))
    terms = []
    for lam_l, s_l in zip(lam, sig2, strict=True):
        for weight, zeta in ((p, 1.0 - p), (1.0 - p, p)):
            with np.errstate(divide="ignore"):
                terms.append(math.log(lam_l) + lw + np.log(weight) + math.log(2.0)
                             + log_ndtr(-s / (np.maximum(zeta, 1e-300) * s_l)))
    return float(logsumexp(np.concatenate(terms)))


def _c214_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = -log(P_lb/2), P_lb = (1/2) P(|G'_1| >= n t/6) <= P(|(1/n) sum_i G'_i| >= t/6) (the G'_i are independent
    and symmetric: given G'_1 = g, |g + R| >= |g| with probability >= 1/2 for the symmetric rest R). An UPPER bound of
    the true -log(P/2): lhs below c min{...} refutes the printed bound. S = sum_l lambda_l (||mu_l|| +
    ||Sigma_l^{1/2}||)^2 = sum_l lambda_l max(1, sig2_l)^2 (mu_l = 0)."""
    n, t = float(inst["n"]), float(inst["t"])
    lam = np.array([1.0 - inst["eps"], inst["eps"]])
    sig2 = np.array([1.0, inst["M"]])
    S = float(np.sum(lam * np.maximum(1.0, sig2) ** 2))
    log_p = math.log(0.5) + _c214_tail_one(n * t / 6.0, lam, sig2)
    lhs = -(log_p - math.log(2.0))
    return Measurement(lhs, {"n": n, "t": t, "S": S, "S_max": float(np.max(np.maximum(1.0, sig2)) ** 2)},
                       {"log_P_lower": log_p, "eps": inst["eps"], "M": inst["M"]})


@st.composite
def _c214_instances(draw: st.DrawFn) -> dict:
    """Two groups with zero means: N(0, I_2) with weight 1 - eps and N(0, diag(1, M^2)) with weight eps, eps
    log-uniform in [1e-8, 0.5], M log-uniform in [0.1, 1e4] (half the draws on M = eps^-1/2, the rare heavy group
    with S ~ 2); t log-uniform in [1e-2, 1e2], n log-uniform in [1, 1e4]."""
    eps = draw(log_uniform(1e-8, 0.5))
    M = eps**-0.5 if draw(st.booleans()) else draw(log_uniform(0.1, 1e4))
    return {"eps": eps, "M": M, "t": draw(log_uniform(1e-2, 1e2)), "n": float(round(draw(log_uniform(1.0, 1e4))))}


def _c214_move_n(inst: dict, q: float) -> dict:
    """n = q with the rare group at eps = n^-2, M = n (S = 1 - eps + 1 ~ 2 fixed), t fixed."""
    return {**inst, "n": float(q), "eps": q**-2.0, "M": float(q)}


def _c214_move_t(inst: dict, q: float) -> dict:
    return {**inst, "t": float(q)}


def _c214_move_eps(inst: dict, e: float) -> dict:
    """eps = e, M = t = e^-1/2 (n fixed): S ~ 2 fixed."""
    return {**inst, "eps": float(e), "M": e**-0.5, "t": e**-0.5}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.214", paper=PAPER, kind="probabilistic", comparison=">=",
    source=_src("(C.214), proof of Lemma C.5.1 (App. C.5.1 (a), 'Following the derivation of (C.189) and (C.194) to "
                "(C.197)'; G'_i = <v, grad l(W, x_i) - E grad l(W, x)>, v in V_{1/2})", "L6299-L6301"),
    statement="(C.214): P(|(1/n) sum_{i=1}^n G'_i| >= t/6) <= 2 exp(max{-C_14 n t^2/(144 S), -C_15 n sqrt(S t)}), S "
              "= sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2, for some constants C_14, C_15 > 0; encoded as "
              "-log(P/2) >= c min{n t^2/(144 S), n sqrt(S t)} with one constant c > 0 over the whole domain.",
    statement_tex=(r"\mathbb{P} \left( \left| \frac{1}{n} \sum_{i=1}^n G'_i \right| \geq \frac{t}{6} \right) \leq 2 "
                   r"\exp \left( \max \left\{ -\frac{C_{14} n t^2}{144 \sum_{l=1}^L \lambda_l (\|\boldsymbol{\mu}_l\| "
                   r"+ \|\boldsymbol{\Sigma}_l^{\frac{1}{2}}\|)^2}, -C_{15} n \sqrt{\sum_{l=1}^L \lambda_l "
                   r"(\|\boldsymbol{\mu}_l\| + \|\boldsymbol{\Sigma}_l^{\frac{1}{2}}\|)^2 \cdot t} \right\} \right)"),
    bound=B.c214_shape, measure=_c214_measure, strategy=_c214_instances(), constants="hidden", uniform=True,
    expect="erratum",
    directions=(
        Direction("n -> inf with a rare heavy group (eps = n^-2, M = n, t fixed)", "n", INF, move=_c214_move_n,
                  points=(10.0, 1e2, 1e3, 1e4, 1e5)),
        Direction("eps -> 0 with M = t = eps^-1/2 (S ~ 2)", "eps", 0.0, move=_c214_move_eps,
                  points=(1e-4, 1e-8, 1e-12, 1e-16, 1e-20), how="path"),
        Direction("t -> inf", "t", INF, move=_c214_move_t, points=(1.0, 10.0, 1e2, 1e3)),
        Direction("t -> 0", "t", 0.0, how="search", reason="P -> 1: -log(P/2) -> log 2 > 0 while the shape -> 0"),
        Direction("M, eps (searched)", "M", INF, how="search", reason="the draw spans eps in [1e-8, 0.5], M in "
                  "[0.1, 1e4]"),
        Direction("d", "d", INF, how="unsearched",
                  reason="d = 2 is where v can be orthogonal to w*; at larger d the same groups embedded in the "
                         "first two coordinates give the same G'_i (the gradient's projection on v ignores the "
                         "others), so the ratio does not depend on d")),
    domain=(Param("n", 1, INF, integer=True, far=1e4, text="n samples", unreached="n <= 1e4 drawn, path to 1e5"),
            Param("t", 0, INF, lo_closed=False, far=1e2, text="t > 0", unreached="t in [1e-2, 1e2]"),
            Param("eps", 0, 1, lo_closed=False, hi_closed=False, far=1e-8, text="a group's weight lambda_l in (0, 1)",
                  unreached="[1e-8, 0.5] drawn, the path to 1e-20"),
            Param("d", 2, INF, integer=True, far=2, text="x in R^d",
                  unreached="d = 2, K = 1: the smallest family where v (a unit vector of the cover) can be "
                            "orthogonal to w*, so that zeta stays bounded away from 0 while v^T x is heavy")),
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/thesis.md, auditors A, B, C): confirmed. G'_i = zeta v^T x - E[.] with |zeta| <= 1 is sub-Gaussian with a norm set by the HEAVIEST group, not "
             "by the lambda-weighted S: a group of weight eps and scale M with eps M^2 = 1 keeps S ~ 2 while P(|G'| "
             ">= s) >= eps P(|zeta| |N(0, M^2)| >= s). At d = 2, K = 1, W = W* = e_1 (in every ball B(W*P, r)), v = "
             "e_2 (a unit vector, in a 1/2-cover of the sphere), groups N(0, I_2) (weight 1 - eps) and N(0, diag(1, "
             "M^2)) (weight eps), y ~ Bern(phi(x_1)): G' = (phi(x_1) - y) x_2. Along n -> inf with eps = n^-2, M = n "
             "and t = 1 fixed: P(|(1/n) sum G'_i| >= 1/6) >= (1/2) eps P(|zeta| |x_2| >= n/6) ~ c n^-2, a polynomial "
             "tail, while the printed bound is 2 exp(-min{C_14 n/(144 S), C_15 n sqrt(S)}) ~ exp(-c' n) for any "
             "C_14, C_15 > 0: -log(P/2) / min{...} ~ (2 log n)/n -> 0. The lower bound P >= (1/2) P(|G'_1| >= n t/6) "
             "uses only independence and symmetry. The mixture is inside every hypothesis (lambda_l in (0, 1), "
             "Sigma_l positive definite, means 0, no bound on the groups' weights or scales is assumed). "
             f"Reproduced by {SP}test_c214_rare_heavy_group_tail (Monte Carlo of the average and scipy quad).",
    corrected=B.c214_corrected_shape,
    corrected_text="P(|(1/n) sum_i G'_i| >= t/6) <= 2 exp(-c n t^2 / S_max), S_max = max_l (||mu_l|| + "
                   "||Sigma_l^{1/2}||)^2 (Hoeffding for the sub-Gaussian G'_i, whose norm is set by the heaviest "
                   "group); with the weighted S the bound needs all groups' scales comparable",
    second_path=SP + "test_c214_rare_heavy_group_tail",
    mutants={"n t^3 / S_max^{3/2} (too fast a tail)": B.c214_mut_linear,
             "n t^2 / S (the weighted scale)": B.c214_mut_avg},
    notes="The measured -log(P/2) uses a lower bound of P (one sample's deviation n t/6), so it is an upper bound of "
          "the true -log(P/2): a ratio to the shape that goes to 0 refutes the printed bound for every C_14, C_15; "
          "the corrected claim's holding rests on Hoeffding's inequality (the measurement is one-sided there).",
    settings={"ci": {"max_examples": 12, "budget_s": 3.0, "path_starts": 1}},
))


# ============================ (C.212) L6295: E|G'_i|^p <= O(S^{p/2}) with the weighted S


def _c212_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The family of thesis.ch4.eqC.214 with x_2's standard deviations times ``s``: G' = (phi(x_1) - y) x_2, x_2
    independent of (x_1, y) within a group, so E|G'|^p = E|phi(x_1) - y|^p E|z|^p sum_l lambda_l (s sig_l)^p,
    E|phi - y|^p = E[phi (1 - phi)^p + (1 - phi) phi^p] by 200-node Gauss-Hermite in x_1 ~ N(0, 1). ||Sigma_l^{1/2}||
    = max(1, s sig_l)."""
    p, s = float(inst["p"]), float(inst["s"])
    lam = np.array([1.0 - inst["eps"], inst["eps"]])
    sd = s * np.array([1.0, inst["M"]])
    z, w = _hermgauss(200)
    ph = 0.5 * (1.0 + np.tanh(0.5 * math.sqrt(2.0) * z))
    ezeta = float(np.sum(w / math.sqrt(math.pi) * (ph * (1 - ph) ** p + (1 - ph) * ph**p)))
    lhs = ezeta * B.abs_normal_moment(p) * float(np.sum(lam * sd**p))
    top = np.maximum(1.0, sd)
    q = {"p": p, "S": float(np.sum(lam * top**2)), "Sp": float(np.sum(lam * top**p)),
         "Spm1": float(np.sum(lam * top ** (p - 1)))}
    return Measurement(lhs, q, {"E|zeta|^p": ezeta, "eps": inst["eps"], "M": inst["M"], "s": s})


@st.composite
def _c212_instances(draw: st.DrawFn) -> dict:
    """p in {2, 3, 4, 6}; the two groups of thesis.ch4.eqC.214 (eps log-uniform in [1e-8, 0.5], M = eps^-1/2 half the
    time, else log-uniform in [0.1, 1e4]), x_2's scale s log-uniform in [0.1, 10]."""
    eps = draw(log_uniform(1e-8, 0.5))
    M = eps**-0.5 if draw(st.booleans()) else draw(log_uniform(0.1, 1e4))
    return {"p": draw(st.sampled_from([2, 3, 4, 6])), "eps": eps, "M": M, "s": draw(log_uniform(0.1, 10.0))}


def _c212_move_eps(inst: dict, e: float) -> dict:
    """eps = e with M = e^-1/2 (S ~ 1 + s^2 fixed)."""
    return {**inst, "eps": float(e), "M": e**-0.5}


def _c212_move_s(inst: dict, t: float) -> dict:
    return {**inst, "s": float(t)}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.212-per-p", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.212), proof of Lemma C.5.1 (App. C.5.1 (a), 'Following the idea of (C.191) and (C.192), and by v "
                "in V_{1/2}'; G'_i = <v, grad l(W, x_i) - E grad l(W, x)>)", "L6293-L6295"),
    statement="(C.212): E[|G'_i|^p] <= O((sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2)^{p/2}); the O(.) read with "
              "a p-dependent constant c m_p (m_p = E|N(0, 1)|^p), checked uniformly at each p (thesis.ch4.eqC.212 "
              "reads one constant for every p and fails along p; this reading fails at fixed p).",
    statement_tex=(r"\mathbb{E}[|G'_i|^p] \leq O \left( \left( \sum_{l=1}^L \lambda_l (\|\boldsymbol{\mu}_l\| + "
                   r"\|\boldsymbol{\Sigma}_l^{\frac{1}{2}}\|)^2 \right)^{\frac{p}{2}} \right)"),
    bound=B.c212_shape, measure=_c212_measure, strategy=_c212_instances(), constants="hidden", uniform=True,
    expect="erratum",
    directions=(
        Direction("eps -> 0 with M = eps^-1/2 (a rare heavy group, S fixed)", "eps", 0.0, move=_c212_move_eps,
                  points=(1e-3, 1e-5, 1e-7, 1e-9, 1e-11), start=lambda inst: int(inst["p"]) >= 3),
        Direction("s -> inf (x_2's scale)", "s", INF, move=_c212_move_s, points=(1.0, 10.0, 100.0, 1000.0)),
        Direction("s -> 0", "s", 0.0, move=_c212_move_s, points=(1.0, 0.1, 0.01, 0.001)),
        Direction("p", "p", INF, how="search", reason="p in {2, 3, 4, 6}: the O(.) is read per p (its constant c m_p); "
                  "at p = 2 the bound holds (E G'^2 <= E (v^T x)^2 <= S)"),
        Direction("d", "d", INF, how="unsearched",
                  reason="d = 2, K = 1 (v orthogonal to w*); more coordinates do not change G'_i")),
    domain=(Param("p", 2, INF, integer=True, far=6, text="p >= 2 (the moments of the series (C.213))",
                  unreached="p <= 6 (the crossing is at every p >= 3 along the eps path)"),
            Param("eps", 0, 1, lo_closed=False, hi_closed=False, far=1e-8, text="a group's weight lambda_l in (0, 1)",
                  unreached="[1e-8, 0.5] drawn, the path to 1e-11"),
            Param("s", 0, INF, lo_closed=False, far=10.0, text="the data scale", unreached="[0.1, 10] drawn, paths to "
                  "1e-3 and 1e3"),
            Param("d", 2, INF, integer=True, far=2, text="x in R^d", unreached="d = 2, K = 1 (see the d direction)")),
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/thesis.md, auditor A): confirmed. A group of weight eps and scale M = eps^-1/2 keeps S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 "
             "~ 2 but gives E|G'|^p >= eps E|zeta|^p m_p M^p = E|zeta|^p m_p eps^{1 - p/2}, unbounded as eps -> 0 for "
             "every p >= 3. Instance family (as thesis.ch4.eqC.214): d = 2, K = 1, W = W* = e_1, v = e_2, groups "
             "N(0, I_2) (weight 1 - eps) and N(0, diag(1, M^2)) (weight eps), means 0, y ~ Bern(phi(x_1)), G' = "
             "(phi(x_1) - y) x_2 (E[.] = 0); e.g. p = 4, eps = 1e-9, M = 31623: E|G'|^4 = 2.16e8 against m_4 S^2 = 12.0 "
             "(ratio 1.8e7; E|zeta|^4 = 0.0721, E|G'|^4 ~ E|zeta|^4 m_4 eps M^4). Every hypothesis holds (lambda_l in (0, 1), Sigma_l positive definite; "
             "no bound on the groups' weights or scales). Reproduced by "
             f"{SP}test_c212_rare_heavy_group_moment (Monte Carlo and scipy quad).",
    corrected=B.c212_corrected,
    corrected_text="E|G'_i|^p <= O(m_p sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^p) (the groups' p-th powers "
                   "averaged; S^{p/2} only when the groups' scales are comparable)",
    second_path=SP + "test_c212_rare_heavy_group_moment",
    mutants={"sum_l lambda_l (.)^{p-1} (one power short)": B.c212_mut_low_power},
    notes="The measurement is exact up to quadrature (x_2 is independent of (x_1, y) within a group). The chain "
          "(C.213)-(C.215) inherits the weighted S. Companion of thesis.ch4.eqC.212 (round 7: one constant for every "
          "p, refuted along p -> inf; its corrected bound already averages the groups' p-th powers): this claim "
          "takes the charitable reading (a constant per p) and refutes it at each fixed p >= 3 through the weights.",
    settings={"ci": {"max_examples": 12, "budget_s": 2.0, "path_starts": 1}},
))


# ============================ (C.213) L6297: E exp(theta G'_i) <= 1 + O(e theta^2 S) on theta <= 27/(4e) sqrt(S')


def _c213_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The family of thesis.ch4.eqC.214 (G' = (phi(x_1) - y) x_2, x_2 ~ N(0, M_l^2) within a group, independent of
    (x_1, y)): E exp(theta G') = sum_l lambda_l E[exp(theta^2 zeta^2 M_l^2 / 2)], zeta = phi(x_1) - y, by 200-node
    Gauss-Hermite in x_1 (log space). lhs = E exp(theta G') - 1. S uses ||Sigma_l^{1/2}|| = max(1, M_l), S' (the
    printed condition) ||Sigma_l|| = max(1, M_l^2)."""
    from scipy.special import logsumexp

    th = float(inst["theta"])
    lam = np.array([1.0 - inst["eps"], inst["eps"]])
    sd = np.array([1.0, inst["M"]])
    z, w = _hermgauss(200)
    ph = 0.5 * (1.0 + np.tanh(0.5 * math.sqrt(2.0) * z))
    lw = np.log(w / math.sqrt(math.pi))
    terms = []
    for lam_l, s_l in zip(lam, sd, strict=True):
        for weight, zeta in ((ph, 1.0 - ph), (1.0 - ph, ph)):
            with np.errstate(divide="ignore"):
                terms.append(math.log(lam_l) + lw + np.log(weight) + 0.5 * (th * zeta * s_l) ** 2)
    log_e = float(logsumexp(np.concatenate(terms)))
    if log_e > 700:
        raise SolverFailure("E exp(theta G') beyond float64 (log > 700)")
    S = float(np.sum(lam * np.maximum(1.0, sd) ** 2))
    S1 = float(np.sum(lam * np.maximum(1.0, sd**2) ** 2))
    return Measurement(math.expm1(log_e), {"theta": th, "S": S},
                       {"theta_max_printed": 27 / (4 * math.e) * math.sqrt(S1),
                        "theta_max_corrected": 27 / (8 * math.e * math.sqrt(S)), "eps": inst["eps"], "M": inst["M"]})


@st.composite
def _c213_instances(draw: st.DrawFn) -> dict:
    """The two groups of thesis.ch4.eqC.214 (eps log-uniform in [1e-3, 0.5]; M = eps^-1/2 half the time, else
    log-uniform in [0.1, 30]); theta = u times the printed range's end 27/(4e) sqrt(S') or (half the time) the
    corrected range's end 27/(8e sqrt(S)), u log-uniform in [1e-3, 1]."""
    eps = draw(log_uniform(1e-3, 0.5))
    M = eps**-0.5 if draw(st.booleans()) else draw(log_uniform(0.1, 30.0))
    lam = np.array([1.0 - eps, eps])
    sd = np.array([1.0, M])
    S = float(np.sum(lam * np.maximum(1.0, sd) ** 2))
    S1 = float(np.sum(lam * np.maximum(1.0, sd**2) ** 2))
    top = 27 / (4 * math.e) * math.sqrt(S1) if draw(st.booleans()) else 27 / (8 * math.e * math.sqrt(S))
    return {"eps": eps, "inv_eps": 1.0 / eps, "M": M, "theta": draw(log_uniform(1e-3, 1.0)) * top}


def _c213_move_inv_eps(inst: dict, q: float) -> dict:
    """eps = 1/q, M = q^1/2 (S ~ 2 fixed), theta fixed: log E exp(theta G') grows linearly in q."""
    return {**inst, "inv_eps": float(q), "eps": 1.0 / q, "M": math.sqrt(q)}


def _c213_move_theta(inst: dict, t: float) -> dict:
    return {**inst, "theta": float(t)}


_C213_RANGE = Assumption("theta <= 27/(4e) sqrt(S')", "(C.213)'s condition (L6299), S' = sum_l lambda_l (||mu_l|| + "
                         "||Sigma_l||)^2 as printed", lambda q: q["theta_max_printed"] - q["theta"])
_C213_RANGE_CORR = Assumption("theta <= 27/(8e sqrt(S))", "the corrected range of thesis.ch4.eqC.213-condition",
                              lambda q: q["theta_max_corrected"] - q["theta"])

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.213", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.213), proof of Lemma C.5.1 (App. C.5.1 (a)), 'where (C.213) holds if theta <= 27/(4e) "
                "sqrt(sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2)'", "L6297-L6299"),
    statement="(C.213): E[exp(theta G'_i)] <= 1 + O(|e theta^2| sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2) for "
              "theta <= 27/(4e) sqrt(sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2); checked uniformly: E exp(theta G') - 1 "
              "<= c e theta^2 S.",
    statement_tex=(r"\mathbb{E}[\exp(\theta G'_i)] \leq 1 + O \left( |e\theta^2| \sum_{l=1}^L \lambda_l "
                   r"(\|\boldsymbol{\mu}_l\| + \|\boldsymbol{\Sigma}_l^{\frac{1}{2}}\|)^2 \right)"),
    bound=B.c213_shape, measure=_c213_measure, strategy=_c213_instances(), constants="hidden", uniform=True,
    assumptions=(_C213_RANGE,), expect="erratum",
    readings=(Reading("the corrected range", "theta <= 27/(8e sqrt(S)) (thesis.ch4.eqC.213-condition's correction), "
                      "where a single Gaussian group gives E exp(theta G') - 1 = O(theta^2 S)",
                      assumptions=(_C213_RANGE_CORR,)),),
    directions=(
        Direction("eps -> 0 with M = eps^-1/2 (S ~ 2, theta fixed)", "inv_eps", INF, move=_c213_move_inv_eps,
                  points=(10.0, 20.0, 30.0, 50.0, 100.0)),
        Direction("theta -> 0", "theta", 0.0, move=_c213_move_theta, points=(1e-1, 1e-2, 1e-3, 1e-4)),
        Direction("M (searched)", "M", INF, how="search", reason="M in [0.1, 30] or eps^-1/2 in the draw; theta up "
                  "to the printed range's end (there a single heavy group already makes exp(theta^2 M^2/8) "
                  "unbounded against theta^2 S)"),
        Direction("d", "d", INF, how="unsearched",
                  reason="d = 2, K = 1 (v orthogonal to w*); more coordinates do not change G'_i")),
    domain=(Param("theta", 0, INF, lo_closed=False, far=1e-4, text="0 < theta <= 27/(4e) sqrt(S')",
                  unreached="u in [1e-3, 1] of the range's end, the path to 1e-4"),
            Param("inv_eps", 1, INF, lo_closed=False, far=1e3, text="1/lambda_l, a group's weight lambda_l in (0, 1)",
                  unreached="eps in [1e-3, 0.5] drawn (exp(theta^2 E zeta^2 / (2 eps)) leaves float64 beyond)"),
            Param("d", 2, INF, integer=True, far=2, text="x in R^d", unreached="d = 2, K = 1")),
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/thesis.md, auditor A): confirmed. Two failures. (1) On the printed range theta <= 27/(4e) sqrt(S') (S' with ||Sigma_l||) theta^2 S is "
             "unbounded and E exp(theta G') - 1 ~ exp(theta^2 E[zeta^2] M^2 / 2) grows exponentially in it "
             "(thesis.ch4.eqC.213-condition's evidence says so without computing it). (2) Also on the corrected "
             "range theta <= 27/(8e sqrt(S)) (the reading): a group of weight eps and scale M = eps^-1/2 keeps S ~ 2 "
             "while E exp(theta G') >= eps E exp(theta^2 zeta^2 / (2 eps)), unbounded as eps -> 0 at fixed theta: at theta "
             "= 0.25 (inside both ranges: 0.25 <= 27/(8e sqrt(S)) = 0.88) the ratio (E exp(theta G') - 1) / (e "
             "theta^2 S) is 0.039, 0.056, 4.1e6 at eps = 1e-1, 1e-2, 1e-3. "
             "Family (as thesis.ch4.eqC.214): d = 2, K = 1, W = W* = e_1, v = e_2, groups N(0, I_2) (1 - eps) and "
             "N(0, diag(1, M^2)) (eps), y ~ Bern(phi(x_1)), G' = (phi(x_1) - y) x_2; every hypothesis holds "
             "(lambda_l in (0, 1), Sigma_l positive definite, theta inside both ranges). Reproduced by "
             f"{SP}test_c213_rare_heavy_group_mgf (scipy quad).",
    no_correction_reason="a bound 1 + O(theta^2 S) needs all groups' scales comparable; with a rare heavy group "
                         "the moment generating function is set by max_l ||Sigma_l^{1/2}|| (theta^2 S_max, as "
                         "thesis.ch4.eqC.214's correction) on theta <~ 1/sqrt(S_max)",
    second_path=SP + "test_c213_rare_heavy_group_mgf",
    mutants={"e theta^4 S^2": B.c213_mut_quartic},
    settings={"ci": {"max_examples": 12, "budget_s": 2.0, "path_starts": 1}},
))


# ============================ (C.155) L5978-L5985, its last '<=': the moments against (S4 S8)^{1/4}


def _c155_measure(inst: dict, ctx: Ctx) -> Measurement:
    """sqrt(sum_k sqrt(E (b_k^T x)^4) sqrt(E[(a_j^T x)^4 (a_l^T x)^4])), b_k = w_k - W* p_k, x from sum_l lambda_l
    N(mu_l, Sigma_l) (the mixture of the model; the display's 'sum_l N(mu_l, Sigma_l)' read with its weights), each
    group's moments exact by Gauss-Hermite (degree 8 in two correlated normals: 10 nodes per axis)."""
    return _c155_moments(inst, np.asarray(inst["lam"], float))


def _c155_literal(inst: dict, ctx: Ctx) -> Measurement:
    """The same left side with x from the display's literal 'sum_l N(mu_l, Sigma_l)', no weights, normalized to a
    distribution: (1/L) sum_l N(mu_l, Sigma_l) (the unnormalized sum multiplies the left side by L^{1/2}, a constant
    at L = 2). The right side's S4, S8 keep the printed lambda_l."""
    L = len(inst["lam"])
    return _c155_moments(inst, np.full(L, 1.0 / L))


def _c155_moments(inst: dict, wts: np.ndarray) -> Measurement:
    """The left side with the expectation over sum_l wts_l N(mu_l, Sigma_l); the quantities with the model's lambda."""
    lam = np.asarray(inst["lam"], float)
    mus = np.asarray(inst["mus"], float)
    sig = np.asarray(inst["sig"], float)  # [L, d, d] covariances
    Bk = np.asarray(inst["B"], float)  # [d, K]
    aj, al = np.asarray(inst["aj"], float), np.asarray(inst["al"], float)
    z, w = _hermgauss(10)
    w = w / math.sqrt(math.pi)
    zz1, zz2 = np.meshgrid(z, z, indexing="ij")
    ww = np.outer(w, w)
    e8 = 0.0
    e4 = np.zeros(Bk.shape[1])
    for lam_l, mu, C in zip(wts, mus, sig, strict=True):
        P = np.stack([aj, al])
        m2 = P @ mu
        C2 = P @ C @ P.T + 1e-300 * np.eye(2)
        Lc = np.linalg.cholesky(C2 + 1e-14 * np.trace(C2) * np.eye(2))
        u1 = m2[0] + math.sqrt(2) * (Lc[0, 0] * zz1)
        u2 = m2[1] + math.sqrt(2) * (Lc[1, 0] * zz1 + Lc[1, 1] * zz2)
        e8 += lam_l * float(np.sum(ww * u1**4 * u2**4))
        for k in range(Bk.shape[1]):
            mk, vk = float(Bk[:, k] @ mu), float(Bk[:, k] @ C @ Bk[:, k])
            e4[k] += lam_l * float(np.sum(w * (mk + math.sqrt(2 * vk) * z) ** 4))
    lhs = math.sqrt(float(np.sum(np.sqrt(e4))) * math.sqrt(e8))
    top = np.array([np.linalg.norm(m) + math.sqrt(float(np.linalg.eigvalsh(C).max())) for m, C in zip(mus, sig,
                                                                                                     strict=True)])
    q = {"wn2": float(np.sum(Bk**2)), "aj2": float(aj @ aj), "al2": float(al @ al), "S4": float(lam @ top**4),
         "S8": float(lam @ top**8), "S2": float(lam @ top**2)}
    return Measurement(lhs, q, {"scale": inst["scale"], "eps": float(lam.min())})


def _c155_build(base: dict, scale: float, eps: float) -> dict:
    """The two groups (weights 1 - eps, eps) of ``base`` with means and covariance square roots times ``scale``, the
    second group's covariance further times 1/eps (a rare heavy group as eps -> 0)."""
    mus = np.asarray(base["mus0"]) * scale
    A = np.asarray(base["A0"])
    sig = np.stack([scale**2 * A[0] @ A[0].T, scale**2 * A[1] @ A[1].T / eps])
    return {**base, "scale": float(scale), "eps": float(eps), "lam": [1.0 - eps, eps], "mus": mus.tolist(),
            "sig": sig.tolist()}


@st.composite
def _c155_instances(draw: st.DrawFn) -> dict:
    """d in [1, 4], K in [1, 3], two groups (L = 2) with Gaussian means and covariance factors (seeded), a data scale
    log-uniform in [1e-2, 1e2], the second group's weight eps log-uniform in [1e-6, 0.5] (its covariance times
    1/eps); b_k = w_k - W* p_k, a_j, a_l Gaussian times scales log-uniform in [1e-2, 1e2]."""
    d = draw(st.integers(1, 4))
    K = draw(st.integers(1, 3))
    rng = np.random.default_rng(draw(SEEDS))
    base = {"mus0": (rng.normal(size=(2, d)) * draw(st.floats(0.0, 2.0))).tolist(),
            "A0": rng.normal(size=(2, d, d)).tolist(),
            "B": (rng.normal(size=(d, K)) * draw(log_uniform(1e-2, 1e2))).tolist(),
            "aj": (rng.normal(size=d) * draw(log_uniform(1e-2, 1e2))).tolist(),
            "al": (rng.normal(size=d) * draw(log_uniform(1e-2, 1e2))).tolist()}
    return _c155_build(base, draw(log_uniform(1e-2, 1e2)), draw(log_uniform(1e-6, 0.5)))


def _c155_move_scale(inst: dict, t: float) -> dict:
    return _c155_build(inst, t, inst["eps"])


def _c155_move_eps(inst: dict, e: float) -> dict:
    return _c155_build(inst, inst["scale"], e)


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.155-last", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.155), proof of Lemma C.4.3 (App. C.4.4), its last '<=' (the three are 'derived from "
                "Cauchy-Schwarz'; C_8 'some constant')", "L5978-L5985"),
    statement="(C.155), last step: sqrt(E sum_k T_{j,k,l}^2) sqrt(sum_k sqrt(E((w_k - W* p_k)^T x)^4) sqrt(E[(a_j^T "
              "x)^4 (a_l^T x)^4])) <= C_8 sqrt(E sum_k T^2) sqrt(sum_k ||w_k - W* p_k||^2 ||a_j||^2 ||a_l||^2) (S4 "
              "S8)^{1/4}, S_m = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^m, E over x ~ sum_l N(mu_l, Sigma_l) as "
              "printed (no weights; the common factor sqrt(E sum_k T^2) cancelled); hidden C_8, checked uniformly.",
    statement_tex=(r"\sqrt{\sum_{k=1}^K \sqrt{\mathbb{E}((\mathbf{w}_k - \mathbf{W}^* \mathbf{p}_k)^\top "
                   r"\mathbf{x})^4} \sqrt{\mathbb{E}[(\mathbf{a}_j^\top \mathbf{x})^4 (\mathbf{a}_l^\top "
                   r"\mathbf{x})^4]}} \leq C_8 \sqrt{\sum_{k=1}^K \|\mathbf{w}_k - \mathbf{W}^* \mathbf{p}_k\|_2^2 "
                   r"\cdot \|\mathbf{a}_j\|_2^2 \cdot \|\mathbf{a}_l\|_2^2} \cdot \left( \sum_{l=1}^L \lambda_l "
                   r"(\|\boldsymbol{\mu}_l\| + \|\boldsymbol{\Sigma}_l^{1/2}\|)^4 \sum_{l=1}^L \lambda_l "
                   r"(\|\boldsymbol{\mu}_l\| + \|\boldsymbol{\Sigma}_l^{1/2}\|)^8 \right)^{1/4}"),
    bound=B.c155_shape, measure=_c155_literal, strategy=_c155_instances(), constants="hidden", uniform=True,
    expect="erratum as printed",
    readings=(Reading("the mixture with its weights",
                      "the display's 'x ~ sum_l N(mu_l, Sigma_l)' read as the model's mixture sum_l lambda_l "
                      "N(mu_l, Sigma_l) (as (C.127) and the rest of App. C.4 write it; the right side's S4, S8 "
                      "carry the lambdas): then the last '<=' holds", measure=_c155_measure),),
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/thesis.md, auditor A): confirmed as printed. Literally the expectation is over 'x ~ sum_l N(mu_l, Sigma_l)' without the weights lambda_l, while "
             "the right side's S4 = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^4 and S8 carry them. Take a rare "
             "heavy group: d = K = 1, b = a_j = a_l = 1, mu_1 = mu_2 = 0, Sigma_1 = 1, Sigma_2 = 1/eps, lambda = (1 - "
             "eps, eps). Over (1/2) N(0, 1) + (1/2) N(0, 1/eps) the left side is (E x^4 E x^8)^{1/4} = ((3 + "
             "3/eps^2)/2 (105 + 105/eps^4)/2)^{1/4} ~ 2.98 eps^{-3/2}, the right side's shape (S4 S8)^{1/4} = ((1 - "
             "eps + 1/eps)(1 - eps + eps^{-3}))^{1/4} ~ eps^{-1}: the ratio grows like eps^{-1/2} (1e-2 -> 1e-8: "
             "x1000), so no constant C_8 works. Every hypothesis of Lemma C.4.3 / the FCN model (4.1) holds (lambda_l "
             "in (0, 1) summing to 1, any means and covariances, any W, any j, l); the unnormalized sum of densities "
             "changes the left side by L^{1/2} only. Under the weights (the reading) the heavy group's moments are "
             f"weighted by eps and the step holds. Reproduced by {SP}test_c155_unweighted_mixture (closed-form "
             "Gaussian moments).",
    no_correction_reason="the reading (the weighted mixture of the model, as everywhere else in App. C.4) is the "
                         "intended display and holds; it is what (C.127) uses",
    second_path=SP + "test_c155_unweighted_mixture",
    directions=(
        Direction("data scale -> 0", "scale", 0.0, move=_c155_move_scale, points=(1.0, 0.1, 0.01, 0.001)),
        Direction("data scale -> inf", "scale", INF, move=_c155_move_scale, points=(1.0, 10.0, 100.0, 1000.0)),
        Direction("eps -> 0 (a rare heavy group)", "eps", 0.0, move=_c155_move_eps,
                  points=(1e-2, 1e-4, 1e-6, 1e-8)),
        Direction("b_k, a_j, a_l, d, K (searched)", "d", INF, how="search",
                  reason="both sides are homogeneous of degree 1 in each of b, a_j, a_l; d <= 4, K <= 3 drawn")),
    domain=(Param("scale", 0, INF, lo_closed=False, far=1e2, text="the data scale",
                  unreached="[1e-2, 1e2] drawn, paths to 1e-3 and 1e3"),
            Param("eps", 0, 1, lo_closed=False, hi_closed=False, far=1e-6, text="a group's weight",
                  unreached="[1e-6, 0.5] drawn, the path to 1e-8"),
            Param("d", 1, INF, integer=True, far=4, text="x in R^d", unreached="d <= 4")),
    mutants={"S2^{3/2} in place of (S4 S8)^{1/4}": B.c155_mut_s2},
    notes="The display writes the mixture as 'sum_l N(mu_l, Sigma_l)' without the weights: the claim takes it "
          "literally (the equal-weight mixture), the reading as the model's mixture sum_l lambda_l N(mu_l, Sigma_l) "
          "(the right side's S4, S8 carry the lambdas). Each group's "
          "moment of degree 4 or 8 is bounded by (||mu_l|| + ||Sigma_l^{1/2}||)^m times a Gaussian constant, so the "
          "weighted p-th powers (not the weighted squares) are the right scale: the mutant with S2^{3/2} dies along "
          "the rare heavy group.",
    settings={"ci": {"max_examples": 12, "budget_s": 2.0, "path_starts": 1}},
))

# ---- round 29 (helper hhT23): the hidden-constant hypotheses of docs/hiddenhyp_r28.md triaged ("Round 29 triage"):
# why the crossing does not need the constant read at one value
from thmcheck.checks.papers import _hiddenhyp_r29 as hh  # noqa: E402

CLAIMS = hh.add_notes(CLAIMS, {
    "thesis.ch4.eqC.213": "theta <= 27/(4e) sqrt(S') is (C.213)'s printed condition (L6299), an explicit constant: no "
                          "hidden constant is granted (theta = 0.25 is also inside the corrected range).",
})
