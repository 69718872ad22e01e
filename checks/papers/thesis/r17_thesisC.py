"""thesis, Appendix C (round 17, helper thesisC): displays of App. C.1-C.5 (Chapter 4) no claim covered.

- (C.200) L6215-L6222, its '=': (3/t) E[sup_W (1/n) ||sum_i (Hess l(W_j(W); x_i) - Hess l(W; x_i))||] = (3/t)
  E[sup_W ||Hess l(W_j(W); x_i) - Hess l(W; x_i)||]. The sup of the norm of an average is at most the average of the
  sups (triangle inequality), with equality only in degenerate cases: at d = K = 1 (sup over an interval, certified
  by a grid and a second-derivative bound) the right side exceeds the left by ~5 % at n = 64: erratum as printed (reading
  '<=', which holds and is all the chain needs).

Bounds in ``thmcheck.bounds.thesis.r17_thesisC``; second paths in ``tests/test_thesis_r17_thesisC.py``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from hypothesis import strategies as st
from scipy import stats as sps

from thmcheck.bounds.thesis import r17_thesisC as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.profiles import active_profile
from thmcheck.checks.strategies import SEEDS, log_uniform

SP = "tests/test_thesis_r17_thesisC.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ============================ (C.200) L6215-L6222, its '=': the sup of an average against the average of the sups


_PHI3_MAX = 0.125  # max_u |phi'''(u)| of the sigmoid, at u = 0 (phi''' = phi' (1 - 6 phi + 6 phi^2))


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
    evidence="The '=' drops the triangle inequality: sup_W ||(1/n) sum_i D(W; x_i)|| <= (1/n) sum_i sup_W ||D(W; "
             "x_i)||, strict unless the n sups are attained at one W with aligned signs. At d = K = 1 (Hess l(w; x) "
             "= phi'(w x) x^2 for both labels, D(w; x) = x^2 (phi'(w_j x) - phi'(w x))), w* = 1, r = 1, eps = 0.1 "
             "(10 cells), x ~ (1/2) N(1, 1) + (1/2) N(-1, 1), n = 64: the right side (one sample's E sup) ~0.040, "
             "the difference right - left >= 0.0025 (the grid's slack subtracted) with standard error "
             "1.2e-4 over 100 replicates: the left side is ~6 % below the right. The instance meets every "
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
    settings={"ci": {"max_examples": 6, "budget_s": 6.0}, "dev": {"max_examples": 40}},
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
    evidence="(C.197) (L6201) needs t >= C_6 max{S sqrt(X/n), X/(S n)}; (C.202) prints its second term as "
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
