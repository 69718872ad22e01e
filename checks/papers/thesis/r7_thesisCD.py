"""thesis, Appendices C and D (round 7 discovery, helper thesisCD): proof displays encoded as printed
(``kind="step"``).

- (C.67) L5561: the even moment of u^T x for a single Gaussian N(mu_l, Sigma_l) (the L = 1 case Property 8's claim
  thesis.ch4.propertyC.8 never draws: its data model has L >= 2);
- (C.139) L5901, (C.140) L5905-L5909, (C.141) L5913-L5917: A_0, B_0 of Lemma C.4.1's proof and their completed
  square (the displays behind the known failure of thesis.ch4.lemmaC.4.1);
- (C.170) L6047: the cross term C = 0 of Lemma C.4.4's proof;
- (C.212) L6295: E|G'_i|^p <= O(A^{p/2}) (uniform, along the moment order p);
- (C.242) L6437-L6444: the triangle-inequality chain of Lemma C.3.3's proof;
- (C.254) L6508-L6511, (C.261) L6535: the last '<~' of the moment-series chains (uniform, along theta);
- Lemma D.2.13's proof: L7580 (E_Sigma of the V-regulariser), L7592 (the O_p(eta^2) remainder, uniform), L7594
  (lambda_w ||..W_t||^4 <= R with R of L7540) and (D.96)'s first inequality;
- wave 2: (C.19) L5251-L5256, (C.21) L5271-L5275, (C.23) L5285 (Property 3 (3)'s sigma -> 0 limits), (C.51) L5459
  (rho as sigma -> inf, uniform), (C.115) L5801 (its second '<=' literally), L7651 ((D.107) => the min{c'_1, c'_2}
  bound, uniform), L7659 (its threshold, uniform), (D.122) L7736-L7738 and (D.123) L7749-L7754 (first '<=' each, on a
  small ReLU network).

Bounds in ``thmcheck.bounds.thesis.r7_thesisCD``; second paths in ``tests/test_thesis_r7_thesisCD.py``.
"""

from __future__ import annotations

import math
import warnings
from fractions import Fraction
from math import comb
from typing import Any

import mpmath
import numpy as np
from hypothesis import strategies as st
from scipy import integrate

from thmcheck.bounds.thesis import r7_thesisCD as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform

SP = "tests/test_thesis_r7_thesisCD.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ============================================================================================ (C.67) L5561


@st.composite
def _c67_instances(draw: st.DrawFn) -> dict:
    """d in 1..5, t in 1..8, Sigma_l = Q^T diag(s) Q (s log-uniform on [1e-3, 1e3], Q a rotation from a drawn seed),
    mu_l and u of drawn norms in random directions; the tight configurations drawn: mu_l = 0 with u the top
    eigenvector of Sigma_l (equality), and mu_l, u both along the top eigenvector."""
    d, t = draw(st.integers(1, 5)), draw(st.integers(1, 8))
    rng = np.random.default_rng(draw(SEEDS))
    s = np.array([draw(log_uniform(1e-3, 1e3)) for _ in range(d)])
    Q = np.linalg.qr(rng.standard_normal((d, d)))[0]
    Sigma = Q.T @ np.diag(s) @ Q
    Sigma = (Sigma + Sigma.T) / 2
    top = Q.T[:, int(np.argmax(s))]
    mode = draw(st.sampled_from(["random", "zero_mean_top", "aligned"]))
    mnorm, unorm = draw(log_uniform(1e-3, 1e2)), draw(log_uniform(1e-2, 1e2))
    if mode == "random":
        mu = rng.standard_normal(d)
        u = rng.standard_normal(d)
    else:
        mu = top.copy() if mode == "aligned" else np.zeros(d)
        u = top.copy()
    mu = mu / max(np.linalg.norm(mu), 1e-300) * mnorm if mode != "zero_mean_top" else mu
    u = u / np.linalg.norm(u) * unorm
    return {"d": d, "t": t, "Sigma": Sigma, "mu": mu, "u": u, "mode": mode}


def _c67_measure(inst: dict, ctx: Ctx) -> Measurement:
    """E[(u^T x)^{2t}] for x ~ N(mu, Sigma): u^T x ~ N(m, v), m = u^T mu, v = u^T Sigma u, and E(m + sqrt(v) Z)^{2t} =
    sum_k binom(2t, 2k) m^{2t-2k} v^k (2k-1)!! in exact rationals from the float m, v."""
    t = int(inst["t"])
    u, mu, Sig = inst["u"], inst["mu"], inst["Sigma"]
    m, v = Fraction(float(u @ mu)), Fraction(float(u @ Sig @ u))
    if v < 0:
        raise SolverFailure("u^T Sigma u < 0 in floating point")
    lhs = sum(comb(2 * t, 2 * k) * m ** (2 * t - 2 * k) * v**k * B._dfact(2 * k - 1) for k in range(t + 1))
    q = {"t": t, "unorm": float(np.linalg.norm(u)), "munorm": float(np.linalg.norm(mu)),
         "sig_half": float(math.sqrt(max(np.linalg.eigvalsh(Sig)[-1], 0.0)))}
    return Measurement(float(lhs), q, {"d": inst["d"], "mode": inst["mode"], "m": float(m), "v": float(v)})


def _c67_exact(inst: dict) -> Measurement:
    """The same at mpmath precision from the float entries of u, mu, Sigma (||Sigma^{1/2}|| from mpmath.eigsy), so the
    equality case mu = 0, u the top eigenvector is judged beyond float rounding."""
    t = int(inst["t"])
    d = int(inst["d"])
    u = [mpmath.mpf(float(x)) for x in inst["u"]]
    mu = [mpmath.mpf(float(x)) for x in inst["mu"]]
    S = mpmath.matrix([[mpmath.mpf(float(inst["Sigma"][a][b])) for b in range(d)] for a in range(d)])
    m = mpmath.fsum(a * b for a, b in zip(u, mu, strict=True))
    v = mpmath.fsum(u[a] * S[a, b] * u[b] for a in range(d) for b in range(d))
    lhs = mpmath.fsum(comb(2 * t, 2 * k) * m ** (2 * t - 2 * k) * v**k * B._dfact(2 * k - 1) for k in range(t + 1))
    lam = max(mpmath.eigsy(S)[0])
    q = {"t": t, "unorm": mpmath.sqrt(mpmath.fsum(x * x for x in u)), "munorm": mpmath.sqrt(mpmath.fsum(x * x for x in mu)),
         "sig_half": mpmath.sqrt(max(lam, mpmath.mpf(0)))}
    return Measurement(lhs, q, {}, exact=True)


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.67", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.67), proof of Property 8, App. C.2 ('By Property 6, we have')", "L5557-L5561"),
    statement="(C.67): for x ~ N(mu_l, Sigma_l) and every u, t >= 1: E[(u^T x)^{2t}] <= (2t-1)!! ||u||^{2t} "
              "(||mu_l|| + ||Sigma_l^{1/2}||)^{2t}.",
    statement_tex=r"\mathbb{E}_{\mathbf{x} \sim \mathcal{N}(\boldsymbol{\mu}_l, \boldsymbol{\Sigma}_l)}[(\mathbf{u}^\top "
                  r"\mathbf{x})^{2t}] \leq (2t-1)!! \|\mathbf{u}\|^{2t} (\|\boldsymbol{\mu}_l\| + \|\boldsymbol{\Sigma}_l"
                  r"^{\frac{1}{2}}\|)^{2t}",
    bound=B.eqC67_printed, measure=_c67_measure, exact=_c67_exact, strategy=_c67_instances, expect="holds", rtol=1e-12, atol=0.0,
    domain=(Param("t", 1, INF, integer=True, far=8, text="t >= 1 (an integer moment order)",
                  unreached="t <= 8 (both sides are polynomials in m, sqrt(v) of degree 2t; the ratio of their "
                            "coefficients (2k-1)!!/(2t-1)!! only decreases with t)"),
            Param("d", 1, INF, integer=True, far=5, text="x in R^d",
                  unreached="d <= 5: both sides depend on d only through m = u^T mu, v = u^T Sigma u and the norms"),
            Param("scale", 0, INF, lo_closed=False, far=1e3,
                  text="mu_l in R^d, Sigma_l positive definite, u in R^d",
                  unreached="eigenvalues of Sigma_l in [1e-3, 1e3], ||mu_l|| in [1e-3, 1e2] or 0, ||u|| in "
                            "[1e-2, 1e2]; both sides are homogeneous of degree 2t in u and jointly in (mu, "
                            "Sigma^{1/2})")),
    evidence="Holds: with m = u^T mu, s^2 = u^T Sigma u, E(m + s Z)^{2t} = sum_k binom(2t, 2k) m^{2t-2k} s^{2k} "
             "(2k-1)!! <= (2t-1)!! (|m| + s)^{2t}, |m| <= ||u|| ||mu||, s <= ||u|| ||Sigma^{1/2}||; equality at "
             "mu = 0, u the top eigenvector (drawn).",
    mutants={"(2t-3)!! in place of (2t-1)!!": B.eqC67_mut_dfact,
             "(||mu||^{2t} + ||Sigma^{1/2}||^{2t}) in place of the binomial": B.eqC67_mut_split},
    notes="Property 8 (thesis.ch4.propertyC.8) is the mixture version and draws L >= 2 components only, so this "
          "single-Gaussian display is not tested there. The left side is exact in rationals from the float "
          "m = u^T mu and v = u^T Sigma u; the right side's ||Sigma^{1/2}|| from numpy's eigvalsh (rtol 1e-12 for "
          "the equality case).",
    settings={"ci": {"max_examples": 25, "budget_s": 0.6}},
))


# ============================================================================================ (C.139) L5901


def _dphi2(z: float) -> float:
    """phi'(z)^2 for the sigmoid phi: phi' = e^{-|z|}/(1 + e^{-|z|})^2 (overflow-free)."""
    e = math.exp(-abs(z))
    return (e / (1.0 + e) ** 2) ** 2


def _quad(f, c: float, sigma: float) -> float:  # noqa: ANN001
    """int f(x) N(x; c, 1) dx over c +- 40, the breakpoints x = 0 (phi' peaks, width 1/|sigma|) and x = c."""
    w = 8.0 / max(abs(sigma), 1e-12)
    pts = sorted({p for p in (0.0, -w, w) if c - 40 < p < c + 40})
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", integrate.IntegrationWarning)
        val, err = integrate.quad(lambda x: f(x) * math.exp(-0.5 * (x - c) ** 2) / math.sqrt(2 * math.pi), c - 40,
                                  c + 40, points=pts or None, limit=400, epsabs=1e-15, epsrel=1e-12)
    if not math.isfinite(val) or err > 1e-9 * max(abs(val), 1e-4):  # absolute 1e-13 where the moment vanishes
        raise SolverFailure(f"quad did not converge: {val} +- {err}")
    return val


@st.composite
def _c139_instances(draw: st.DrawFn, zero_mean: bool = False) -> dict:
    """d in 1..4, k in 1..d, sigma = +-10^a with a in [-2, 2], mu in [-3, 3]^d (dyadic, each coordinate 0 drawn),
    R in [-1, 1]^{d x k} (dyadic); drawn from the rich end first (d = 4, k = d - 1, mu_j = 1.3, r_ij = 0.6 are the
    simplest draws: the ranges are shifted cyclically, so every value in range is still drawn)."""
    d = 5 - draw(st.integers(1, 4))
    off = draw(st.integers(0, d - 1))
    k = d - 1 - off if off < d - 1 else d  # every k in 1..d; the simplest draw is k = d - 1
    sigma = draw(log_uniform(1e-2, 1e2)) * draw(st.sampled_from([1.0, -1.0]))
    coord = st.one_of(st.floats(-3.0, 3.0).map(lambda x: round((((x + 4.3) % 6.0) - 3.0) * 2**10) / 2**10),
                      st.just(0.0))
    mu = [0.0 if zero_mean else draw(coord) for _ in range(d)]
    entry = st.floats(-1.0, 1.0).map(lambda x: round((((x + 1.6) % 2.0) - 1.0) * 2**10) / 2**10)
    R = [[draw(entry) for _ in range(k)] for _ in range(d)]
    return {"d": d, "k": k, "sigma": sigma, "mu": mu, "R": R}


def _c139_measure(inst: dict, ctx: Ctx) -> Measurement:
    """A_0 = sum_i E_{x ~ (N(mu, I) + N(-mu, I))/2}[phi'^2(sigma x_i) (r_i^T x)^2] (the first line of (C.139)): given
    x_i, the other coordinates are N(+-mu_{-i}, I), so E[(r_i^T x)^2 | x_i] = (r_ii x_i +- m_i)^2 + ||r_{i,-i}||^2
    with m_i = r_{i,-i}^T mu_{-i}; the x_i-integral by scipy quad per component. beta_0, beta_1, beta_2 (Definition
    C.2.2, z_i ~ N(mu_i, 1)) by separate quad calls for the printed side."""
    d, k, sigma = int(inst["d"]), int(inst["k"]), float(inst["sigma"])
    R, mu = inst["R"], inst["mu"]
    lhs = 0.0
    b0, b1, b2 = [], [], []
    for i in range(k):
        m = sum(R[j][i] * mu[j] for j in range(d) if j != i)
        s2 = sum(R[j][i] ** 2 for j in range(d) if j != i)
        rii = R[i][i]
        for sgn in (1.0, -1.0):
            lhs += 0.5 * _quad(lambda x, g=sgn, a=rii, b=m, c=s2: _dphi2(sigma * x) * ((a * x + g * b) ** 2 + c),
                               sgn * mu[i], sigma)
        b0.append(_quad(lambda x: _dphi2(sigma * x), mu[i], sigma))
        b1.append(_quad(lambda x: _dphi2(sigma * x) * x, mu[i], sigma))
        b2.append(_quad(lambda x: _dphi2(sigma * x) * x * x, mu[i], sigma))
    q = {"R": R, "mu": mu, "beta0": b0, "beta1": b1, "beta2": b2}
    return Measurement(lhs, q, {"d": d, "k": k, "sigma": sigma})


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.139", paper=PAPER, kind="step", comparison="==",
    source=_src("(C.139), proof of Lemma C.4.1, App. C.4.3 (A_0 of (C.137), 'by some basic mathematical "
                "computation'; beta_q of Definition C.2.2)", "L5899-L5901"),
    statement="(C.139): for x ~ (1/2) N(mu, I_d) + (1/2) N(-mu, I_d), phi the sigmoid, sigma != 0, r_i in R^d "
              "(i in [k], k <= d, r_ij its j-th entry): A_0 = sum_i E[phi'^2(sigma x_i) (r_i^T x)^2] = sum_i r_ii^2 "
              "beta_2(i, mu, sigma) + sum_i sum_{j != i} r_ij^2 beta_0(i, mu, sigma) (1 + mu_j^2).",
    statement_tex=r"A_0 = \sum_{i=1}^k \mathbb{E}_{\mathbf{x} \sim \frac{1}{2}\mathcal{N}(\boldsymbol{\mu}, \mathbf{I}_d)"
                  r" + \frac{1}{2}\mathcal{N}(-\boldsymbol{\mu}, \mathbf{I}_d)} \left[ \mathbf{r}_i^\top \left( \phi'^2"
                  r"(\sigma \cdot x_i) \mathbf{x}\mathbf{x}^\top \right) \mathbf{r}_i \right] = \sum_{i=1}^k r_{ii}^2 "
                  r"\beta_2(i, \boldsymbol{\mu}, \sigma) + \sum_{i=1}^k \sum_{j \neq i} r_{ij}^2 \beta_0(i, "
                  r"\boldsymbol{\mu}, \sigma) (1 + \mu_j^2)",
    bound=B.eqC139_printed, measure=_c139_measure, strategy=_c139_instances(), expect="erratum", rtol=1e-7, atol=1e-12,
    domain=(Param("d", 1, INF, integer=True, far=4, text="x in R^d",
                  unreached="d <= 4: the dropped terms need two nonzero mean coordinates (d >= 2) and every such "
                            "pattern occurs at d = 2, 3"),
            Param("sigma", -INF, INF, far=1e2, text="sigma != 0 (a real scale)",
                  unreached="|sigma| in [1e-2, 1e2] (phi'^2 is even, so the sign is immaterial; beta_q tend to "
                            "constants at both ends)"),
            Param("mu", -INF, INF, far=3, text="mu in R^d", unreached="|mu_j| <= 3 (the dropped terms grow with mu; "
                                                                      "a crossing at moderate mu is enough)")),
    evidence="Violated (Re-derived independently from the paper by an auditor's own script (docs/audits/round7/thesis.md): confirmed. ): the second '=' of (C.139) keeps only the x_i^2 and x_j^2 terms of x x^T, but "
             "under the symmetric mixture E[phi'^2(sigma x_i) x_i x_l] = beta_1(i, mu, sigma) mu_l and "
             "E[phi'^2(sigma x_i) x_j x_l] = beta_0(i, mu, sigma) mu_j mu_l (j != l, both != i) are not 0 (the "
             "text's 'E x_j = 0' is true only coordinatewise). Smallest instance: d = 2, k = 1, sigma = 1, "
             "mu = (1, 1), r_1 = (1, 1): A_0 = beta_2 + 2 beta_1 + 2 beta_0 = 0.13814 (beta_q at mu_1 = 1), printed "
             "beta_2 + 2 beta_0 = 0.10029 (tests/test_thesis_r7_thesisCD.py, a 2-D Gauss-Hermite product rule). The "
             "same cross moments are the cause named in Lemma C.4.1's own evidence (thesis.ch4.lemmaC.4.1, violated); "
             "with at most one nonzero coordinate of mu the display holds.",
    corrected=B.eqC139_corrected,
    corrected_text="A_0 = sum_i [r_ii^2 beta_2(i) + 2 r_ii beta_1(i) sum_{l != i} r_il mu_l + beta_0(i) (sum_{j != i} "
                   "r_ij^2 (1 + mu_j^2) + sum_{j != l; j, l != i} r_ij r_il mu_j mu_l)], i.e. beta_0(i) ((r_{i,-i}^T "
                   "mu_{-i})^2 + ||r_{i,-i}||^2) for the x_{-i} part.",
    mutants={"E[x_j^2] = 1 in place of 1 + mu_j^2": B.eqC139_mut_no_mean},
    second_path=SP + "test_c139_a0_cross_moments_by_product_quadrature",
    notes="beta_q by scipy quad on [mu_i - 40, mu_i + 40] with breakpoints at 0 and +-8/|sigma| (phi'^2(sigma x) has "
          "width 1/|sigma|); a quad error estimate above 1e-9 relative (absolute 1e-13 for a vanishing moment) raises SolverFailure. A_0 by the conditional "
          "second moment of x_{-i} given x_i (no beta_q), so the two sides share only the integrator.",
    settings={"ci": {"max_examples": 10, "budget_s": 0.8}},
))


# ================================================ (C.254) L6508-L6511 and (C.261) L6535: the moment series '<~'

_X_MAX = 100.0  # e^{e x} overflows float64 past x ~ 260; the ratio to the printed side already exceeds 1e36 at 100
_X_COND = 27 / (8 * math.e)  # (C.193)'s ratio condition, corrected: 4 e x / 27 <= 1/2 at p = 2


def _series_instances(k: int, two_d: bool, x_hi: float = _X_MAX) -> st.SearchStrategy:
    """x = theta tau^k sqrt(D_2 D_4) (or theta tau^4 D_2) log-uniform on [1e-4, x_hi], tau = sigma_max/sigma_min >= 1
    log-uniform on [1, 3], D_2(Psi), D_4(Psi) >= 1 log-uniform on [1, 1e3] (edges drawn); theta derived."""
    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        tau = draw(st.one_of(st.just(1.0), log_uniform(1.0, 3.0)))
        D2 = draw(st.one_of(st.just(1.0), log_uniform(1.0, 1e3)))
        D4 = draw(st.one_of(st.just(1.0), log_uniform(1.0, 1e3))) if two_d else 1.0
        x = draw(st.one_of(st.just(x_hi), log_uniform(1e-4, x_hi)))
        return {"x": x, "tau": tau, "D2": D2, "D4": D4, "k": k, "two_d": two_d,
                "theta": x / _scale(k, two_d, tau, D2, D4)}
    return draw_inst()


def _scale(k: int, two_d: bool, tau: float, D2: float, D4: float) -> float:
    return tau**k * (math.sqrt(D2 * D4) if two_d else D2)


def _series_measure(inst: dict, ctx: Ctx) -> Measurement:
    """1 + sum_{p >= 2} |e theta|^p tau^{kp} (D_2 D_4)^{p/2} / p^p (or (tau^4 D_2)^p) = 1 + sum_{p>=2} (e x)^p / p^p,
    x recomputed from theta, tau, D's; summed at 30 digits up to p = e^2 x + 80 (the terms peak at p ~ x; past
    p = e^2 x each is below e^{-p})."""
    x = float(inst["theta"]) * _scale(int(inst["k"]), bool(inst["two_d"]), inst["tau"], inst["D2"], inst["D4"])
    if x > 1.5 * _X_MAX:
        raise SolverFailure(f"x = {x:.3g} beyond the float64 range of the comparison")
    with mpmath.workdps(30):
        ex = mpmath.e * mpmath.mpf(x)
        top = int(math.e**2 * x) + 80  # beyond p = e^2 x each term is below e^{-p}
        s = mpmath.fsum(ex**p / mpmath.mpf(p) ** p for p in range(2, top))
    q = {"theta": inst["theta"], "tau": inst["tau"], "D2": inst["D2"]}
    if inst["two_d"]:
        q["D4"] = inst["D4"]
    return Measurement(float(1 + s), q, {"x": x})


def _series_move(inst: dict, t: float) -> dict:
    """The theta path through x = t (tau and the D's as in inst)."""
    return {**inst, "x": t, "theta": t / _scale(int(inst["k"]), bool(inst["two_d"]), inst["tau"], inst["D2"],
                                                 inst["D4"])}


_SMALL_X_PATH = (1e-1, 1e-2, 1e-3, 1e-4)


def _small_x_direction(xname: str) -> Direction:
    """theta -> 0 (x -> 0): both sides -> 1 (the series is 1 + (e x)^2/4 + O(x^3)); a bound that vanishes there
    (a planted mutant without the '1 +') is unbounded against it, under the condition (the Reading) too."""
    return Direction("theta -> 0", "x", 0.0, how="path", move=_series_move, points=_SMALL_X_PATH,
                     reason=f"both sides -> 1 as {xname} -> 0")


def _series_directions(xname: str) -> tuple[Direction, ...]:
    return (Direction("theta -> inf", "x", INF, how="path", move=_series_move, points=(3.0, 5.0, 10.0, 20.0, 30.0, 50.0, 70.0, 100.0),
                      reason=f"the series grows like e^x sqrt(2 pi x) ({xname}), the right side like x^2"),
            _small_x_direction(xname),
            Direction("tau, D2, D4 (enter through x)", "tau", INF, how="unsearched",
                      reason=f"both sides are functions of {xname} alone (1 + S(x) against 1 + x^2), so every "
                             "direction in tau, D_2, D_4 is a reparametrisation of the theta path"))


def _series_domain(two_d: bool) -> tuple[Param, ...]:
    ds = (Param("D2", 1, INF, far=1e3, text="D_2(Psi) >= 1", unreached="D_2 in [1, 1e3] (enters through x only)"),)
    if two_d:
        ds += (Param("D4", 1, INF, far=1e3, text="D_4(Psi) >= 1", unreached="D_4 in [1, 1e3] (through x only)"),)
    return (Param("theta", 0, INF, lo_closed=False, far=1e2, text="theta > 0 (no range printed in the display)",
                  unreached="x = theta tau^k sqrt(D) in [1e-4, 100] (e^x overflows the comparison far beyond)"),
            Param("tau", 1, INF, far=3.0, text="tau = sigma_max / sigma_min >= 1",
                  unreached="tau in [1, 3] (enters through x only)"), *ds)


def _cond_reading(k: int, two_d: bool) -> Reading:
    return Reading(
        "theta under (C.193)'s condition",
        "'Similar to the proof of (C.190)-(C.192)': theta restricted as (C.193) does for its series, read as the "
        "condition that makes the consecutive-term ratio at most 1/2 (4 e x / 27 <= 1/2, x <= 27/(8e); the printed "
        "(C.193) condition is itself wrong, thesis.ch4.eqC.193-condition)",
        strategy=_series_instances(k, two_d, _X_COND),
        assumptions=(Assumption("x <= 27/(8e)", "e theta tau^k sqrt(D) <= 27/8",
                                lambda q: _X_COND - q["theta"] * _scale(k, two_d, q["tau"], q["D2"],
                                                                        q.get("D4", 1.0)) * (1 - 1e-12)),),
        directions=(Direction("theta, tau, D2, D4 (x bounded)", "x", _X_COND, how="unsearched",
                              reason="x is bounded by 27/(8e) under the condition; (1 + S(x))/(1 + x^2) is continuous "
                                     "on [0, 27/(8e)] and tends to 1 as x -> 0, so no direction is unbounded"),
                    _small_x_direction("x")))


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.254-last", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.254), proof of Lemma C.6.1, App. C.6 (its last '<~'; Gp_i defined before (C.252))", "L6508-L6511"),
    statement="(C.254), last '<~': 1 + sum_{p=2}^inf |e theta|^p tau^{6p} (D_2(Psi) D_4(Psi))^{p/2} / p^p <~ 1 + "
              "theta^2 tau^12 D_2(Psi) D_4(Psi), read with one constant uniform over theta > 0, tau >= 1, D_2, D_4 >= 1.",
    statement_tex=r"1 + \sum_{p=2}^{\infty} \frac{|e\theta|^p \tau^{6p} (D_2(\Psi) D_4(\Psi))^{\frac{p}{2}}}{p^p} "
                  r"\lesssim 1 + \theta^2 \tau^{12} D_2(\Psi) D_4(\Psi)",
    bound=B.eqC254_shape, measure=_series_measure, strategy=_series_instances(6, True),
    constants="hidden", uniform=True, expect="erratum as printed", rtol=1e-9, atol=0.0,
    directions=_series_directions("x = theta tau^6 sqrt(D_2 D_4)"),
    domain=_series_domain(True),
    readings=(_cond_reading(6, True),),
    evidence="Violated (Re-derived independently from the paper by an auditor's own script (docs/audits/round7/thesis.md): confirmed as printed. ): with x = theta tau^6 sqrt(D_2 D_4) the left side is 1 + sum_{p>=2} (e x)^p/p^p "
             "~ e^x sqrt(2 pi x), the right side 1 + x^2: no constant bounds the ratio as theta -> inf (x = 3, 10, "
             "30, 100: ratio 7.75, 1.72e3, 1.63e11, 6.73e40; e.g. tau = D_2 = D_4 = 1, theta = 10). The display prints no "
             "range for theta; (C.255) later takes theta = t/(2 C16 (tau^6 sqrt(D_2 D_4))^2), which is small only "
             "for small t. Under (C.193)'s (corrected) ratio condition x <= 27/(8e) the step holds (the Reading). The "
             "same series with '<=' in (C.268)/(C.275) is thesis.ch4.eqC.268/eqC.275 (violated by the constant e^2/4).",
    corrected=B.eqC254_corrected,
    corrected_text="1 + sum_{p>=2} (e x)^p / p^p <= e^{e x} - e x (p^p >= p!), x = theta tau^6 sqrt(D_2 D_4); of order "
                   "1 + x^2 only for bounded x (e.g. x <= 27/(8e))",
    mutants={"x^2 (the '1 +' dropped)": B.eqC254_mut_no_one, "x e^{x/2}": B.eqC254_mut_half},
    second_path=SP + "test_c254_c261_series_outgrows_theta_squared",
    notes="Uniform (hidden constant): the series at 30 digits (mpmath.fsum to p = e^2 x + 80), the printed shape 1 + theta^2 tau^12 D_2 "
          "D_4; the theta path through x = 3 .. 100. The first two '<~' of the chain (moment bounds with hidden "
          "constants) are not checked here. Planted mutants: the mutant run also judges them under the Reading (x <= "
          "27/(8e), where only x -> 0 can diverge), so each is wrong along theta -> 0 (round 11: the former '1 + x^4' "
          "and 'e^{x/2}', wrong only along theta -> inf, were killed as printed but survived the Reading: 'violated "
          "as printed', counted as survived, at every load).",
    settings={"ci": {"max_examples": 10, "budget_s": 0.8}},
))

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.261-last", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.261), proof of Lemma C.6.1, App. C.6 (its last '<~'; Gp'_i)", "L6535"),
    statement="(C.261), last '<~': 1 + sum_{p=2}^inf |e theta|^p tau^{4p} D_2(Psi)^p / p^p <~ 1 + theta^2 tau^8 "
              "D_2(Psi)^2, read with one constant uniform over theta > 0, tau >= 1, D_2 >= 1.",
    statement_tex=r"1 + \sum_{p=2}^{\infty} \frac{|e\theta|^p \tau^{4p} D_2(\Psi)^p}{p^p} \lesssim 1 + \theta^2 \tau^8 "
                  r"D_2(\Psi)^2",
    bound=B.eqC261_shape, measure=_series_measure, strategy=_series_instances(4, False),
    constants="hidden", uniform=True, expect="erratum as printed", rtol=1e-9, atol=0.0,
    directions=_series_directions("x = theta tau^4 D_2"),
    domain=_series_domain(False),
    readings=(_cond_reading(4, False),),
    evidence="Violated (Re-derived independently from the paper by an auditor's own script (docs/audits/round7/thesis.md): confirmed as printed. ): as thesis.ch4.eqC.254-last with x = theta tau^4 D_2: 1 + sum_{p>=2} (e x)^p/p^p "
             "~ e^x sqrt(2 pi x) against 1 + x^2, unbounded as theta -> inf (x = 100: ratio 6.73e40). Holds under "
             "(C.193)'s corrected condition x <= 27/(8e) (the Reading).",
    corrected=B.eqC261_corrected,
    corrected_text="1 + sum_{p>=2} (e x)^p / p^p <= e^{e x} - e x, x = theta tau^4 D_2",
    mutants={"x^2 (the '1 +' dropped)": B.eqC261_mut_no_one, "x e^{x/2}": B.eqC261_mut_half},
    second_path=SP + "test_c254_c261_series_outgrows_theta_squared",
    notes="As thesis.ch4.eqC.254-last.",
    settings={"ci": {"max_examples": 10, "budget_s": 0.8}},
))


# ===================================================================== (D.96) L7596: its first inequality


def _dy(x: float, bits: int = 12) -> Fraction:
    return Fraction(round(x * 2**bits), 2**bits)


@st.composite
def _d96_instances(draw: st.DrawFn) -> dict:
    """d in 1..3, m1 in 1..3, m2 in 1..2; W_t, V_t dyadic in [-1, 1] or 0 (W_t = V_t = 0 drawn); W_hat, V_hat dyadic
    with entries in [-1/4, 1/4] (so ||W_hat||_F, ||V_hat||_F <= 1, Lemma D.2.13); lambda_t dyadic in (0, 1],
    lambda_w, lambda_v dyadic log-uniform on [2^-10, 2^10] (Table L6775: lambda_w = 2/(tau'_w)^4, any positive value);
    sqrt(eta) = s dyadic in [2^-10, 1/2]; eps_0 = u max(lambda_w ||sqrt(lambda_t) W_hat||_{2,4}^4, lambda_v
    ||sqrt(lambda_t) V_hat||_F^2) with u = 1 (both hypotheses L7564-L7566, one tight) or u in [1, 8]."""
    d, m1, m2 = draw(st.integers(1, 3)), draw(st.integers(1, 3)), draw(st.integers(1, 2))
    zero = draw(st.booleans())
    ent = st.floats(-1.0, 1.0).map(_dy)
    small = st.one_of(st.just(0.25), st.floats(-0.25, 0.25)).map(_dy)
    Wt = [[Fraction(0) if zero else draw(ent) for _ in range(m1)] for _ in range(d)]
    Vt = [[Fraction(0) if zero else draw(ent) for _ in range(m2)] for _ in range(m1)]
    Wh = [[draw(small) for _ in range(m1)] for _ in range(d)]
    Vh = [[draw(small) for _ in range(m2)] for _ in range(m1)]
    lam = _dy(draw(st.one_of(st.just(1.0), log_uniform(2.0**-10, 1.0))), 16)
    lw = _dy(draw(log_uniform(2.0**-10, 2.0**10)), 16)
    lv = _dy(draw(log_uniform(2.0**-10, 2.0**10)), 16)
    s = _dy(draw(st.one_of(st.just(0.5), log_uniform(2.0**-10, 0.5))), 16)
    u = _dy(draw(st.one_of(st.just(1.0), st.floats(1.0, 8.0))), 8)
    hyp_w = lw * lam**2 * _norm24_4(Wh)
    hyp_v = lv * lam * _fro2(Vh)
    return {"d": d, "m1": m1, "m2": m2, "Wt": Wt, "Vt": Vt, "Wh": Wh, "Vh": Vh, "lam": lam, "lw": lw, "lv": lv,
            "s": max(s, Fraction(1, 2**10)), "eps0": u * max(hyp_w, hyp_v)}


def _cols2(W: list) -> list:
    """Squared Euclidean norms of the columns of W (d x m1, list of rows)."""
    return [sum(row[i] ** 2 for row in W) for i in range(len(W[0]))]


def _norm24_4(W: list) -> Fraction:
    """||W||_{2,4}^4 = sum_i ||w_i||_2^4 over the columns w_i (i in [m1], L7582)."""
    return sum(c * c for c in _cols2(W))


def _fro2(V: list) -> Fraction:
    return sum(x * x for row in V for x in row)


def _d96_value(inst: dict, power: int, sqrt) -> tuple:  # noqa: ANN001
    """E_Sigma[R(sqrt(lambda_t) W~, sqrt(lambda_t) V~)] by enumerating the 2^{m1} sign patterns of the random diagonal
    Sigma ([58]'s +-1 entries; W~ = W_t + s W_hat Sigma, V~ = V_t + s Sigma V_hat), with R = lambda_v ||V||_F^2 +
    lambda_w ||W||_{2,4}^power at sqrt(lambda_t) (V, W): power 2 as printed at L7540, 4 as in (5.11) and as the proof
    uses at L7594. Also R at (W_t, V_t)."""
    lam, lw, lv, s = inst["lam"], inst["lw"], inst["lv"], inst["s"]
    m1 = int(inst["m1"])

    def reg(W: list, V: list) -> Any:
        n4 = _norm24_4(W) * lam**2  # ||sqrt(lam) W||_{2,4}^4
        if power == 4:
            return lv * lam * _fro2(V) + lw * n4
        return _mp(lv * lam * _fro2(V)) + _mp(lw) * sqrt(n4)

    tot = 0
    for mask in range(2**m1):
        sig = [1 if (mask >> i) & 1 else -1 for i in range(m1)]
        W = [[inst["Wt"][r][i] + s * sig[i] * inst["Wh"][r][i] for i in range(m1)] for r in range(len(inst["Wt"]))]
        V = [[inst["Vt"][i][c] + s * sig[i] * inst["Vh"][i][c] for c in range(len(inst["Vt"][0]))] for i in range(m1)]
        tot = tot + reg(W, V)
    return tot / 2**m1, reg(inst["Wt"], inst["Vt"])


def _mp(x: Any) -> Any:
    """A Fraction as an mpmath number at the working precision (other values unchanged)."""
    return mpmath.mpf(x.numerator) / x.denominator if isinstance(x, Fraction) else x


def _d96_measure(power: int):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        with mpmath.workdps(40):
            lhs, R = _d96_value(inst, power, lambda x: mpmath.sqrt(_mp(x)))
        return Measurement(float(lhs), {"R": float(R), "eta": float(inst["s"] ** 2), "eps0": float(inst["eps0"]),
                                        "lw": float(inst["lw"])}, {"m1": inst["m1"], "zero": float(R) == 0.0})
    return measure


def _d96_exact(power: int):  # noqa: ANN202
    def exact(inst: dict) -> Measurement:
        lhs, R = _d96_value(inst, power, lambda x: mpmath.sqrt(_mp(x)))
        return Measurement(_mp(lhs), {"R": _mp(R), "eta": _mp(inst["s"] ** 2), "eps0": _mp(inst["eps0"]),
                                      "lw": _mp(inst["lw"])}, {},
                           exact=True)
    return exact


_D96_ASSUME = (Assumption("eps_0 < 1", "eps_0 in (0, 1) (Lemma D.2.13)", lambda q: min(q["eps0"], 1 - q["eps0"])),)

CLAIMS.append(Claim(
    id="thesis.ch5.eqD.96-first", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.96), proof of Lemma D.2.13, App. D.2 (its first inequality; R as printed before Lemma D.2.13, its hypotheses "
                "from [58], the update directions W~, V~)", "L7594-L7596"),
    statement="(D.96), first '<=': E_Sigma[R(sqrt(lambda_t) W~, sqrt(lambda_t) V~)] <= R + 6 eta sqrt(eps_0) sqrt(R) + "
              "eta eps_0, R = R(sqrt(lambda_t) W_t, sqrt(lambda_t) V_t) with R(W, V) = lambda_v ||V||_F^2 + lambda_w "
              "||W||_{2,4}^2 (L7540), W~ = W_t + sqrt(eta) W_hat Sigma, V~ = V_t + sqrt(eta) Sigma V_hat, whenever "
              "lambda_w ||sqrt(lambda_t) W_hat||_{2,4}^4 <= eps_0, lambda_v ||sqrt(lambda_t) V_hat||_F^2 <= eps_0, "
              "||W_hat||_F, ||V_hat||_F <= 1, eps_0 in (0, 1), eta in (0, 1); Sigma the random diagonal +-1 matrix.",
    statement_tex=r"\mathbb{E}[R(\sqrt{\lambda_t} \tilde{\mathbf{W}}, \sqrt{\lambda_t} \tilde{\mathbf{V}})] \leq "
                  r"R(\sqrt{\lambda_t} \mathbf{W}_t, \sqrt{\lambda_t} \mathbf{V}_t) + 6\eta \sqrt{\epsilon_0} \sqrt{R("
                  r"\sqrt{\lambda_t} \mathbf{W}_t, \sqrt{\lambda_t} \mathbf{V}_t)} + \eta \epsilon_0",
    bound=B.eqD96_first_printed, measure=_d96_measure(2), exact=_d96_exact(2), strategy=_d96_instances(),
    assumptions=_D96_ASSUME, expect="erratum", rtol=1e-12, atol=0.0,
    readings=(Reading("R with ||.||_{2,4}^4 ((5.11))",
                      "R(W, V) = lambda_v ||V||_F^2 + lambda_w ||W||_{2,4}^4, the regulariser of (5.11) L1495 and of "
                      "[58], which the proof itself uses at L7594 ('lambda_w ||sqrt(lambda_t) W_t||_{2,4}^4 <= R'); "
                      "L7540 prints the square",
                      measure=_d96_measure(4)),),
    domain=(Param("lw", 0, INF, lo_closed=False, far=2.0**10, text="lambda_w > 0 (Table L6775: 2/(tau'_w)^4)",
                  unreached="lambda_w, lambda_v in [2^-10, 2^10]"),
            Param("lam", 0, 1, lo_closed=False, text="lambda_t in (0, 1] (the decaying weight, lambda_0 = 1)",
                  unreached="lambda_t >= 2^-10"),
            Param("s", 0, 1, lo_closed=False, text="eta in (0, 1/poly(m1, m2)), sqrt(eta) = s",
                  unreached="s in [2^-10, 1/2] (eta <= 1/4)"),
            Param("m1", 1, INF, integer=True, far=3, text="m1 neurons (Sigma is m1 x m1)",
                  unreached="d, m1 <= 3, m2 <= 2: 2^{m1} sign patterns enumerated exactly"),
            Param("eps0", 0, 1, lo_closed=False, text="eps_0 in (0, 1), with the hypotheses L7564-L7566",
                  unreached="eps_0 = u max(hypotheses), u in [1, 8]")),
    evidence="Violated (Re-derived independently from the paper by an auditor's own script (docs/audits/round7/thesis.md): confirmed as printed. ), by the printed R and by the reading. As printed (R with ||W||_{2,4}^2, L7540): "
             "E||sqrt(lambda_t) W~||_{2,4}^2 gains eta lambda_t ||W_hat||_{2,4}^2 (at W_t = 0), and lambda_w lambda_t "
             "||W_hat||_{2,4}^2 = sqrt(lambda_w) sqrt(lambda_w lambda_t^2 ||W_hat||_{2,4}^4) <= sqrt(lambda_w eps_0) "
             "can exceed eps_0 by any factor when lambda_w > eps_0. Smallest instance: d = m1 = m2 = 1, W_t = V_t = 0, "
             "W_hat = V_hat = 1/4, lambda_t = 1, lambda_w = 1, lambda_v = 4, eta = 1/4: eps_0 = 1/4, lhs = eta "
             "(1/16 + 1/4) = 5/64 against eta eps_0 = 1/16 (x1.25). Under the reading (||.||_{2,4}^4, as (5.11) and "
             "L7594): the expansion leaves eta^2 lambda_w ||sqrt(lambda_t) W_hat||_{2,4}^4 <= eta^2 eps_0, which the "
             "'+ O_p(eta^2)' of L7592 carries and (D.96) drops: W_t = V_t = 0, W_hat = V_hat = 1/2, all lambdas 1, "
             "eta = 1/4: lhs = 1/256 + 1/16 = 17/256 against 16/256. The second inequality of (D.96) "
             "(thesis.ch5.eqD.96-second) has room for it (143 vs 37), so the chain's end holds for eta <= 106.",
    corrected=B.eqD96_first_corrected,
    corrected_text="E[R(sqrt(lambda_t) W~, sqrt(lambda_t) V~)] <= R + 6 eta sqrt(eps_0 R) + 3 eta sqrt(lambda_w eps_0) "
                   "+ eta eps_0 + eta^2 eps_0, for both definitions of R (with (5.11)'s fourth power the term 3 eta "
                   "sqrt(lambda_w eps_0) is not needed; with L7540's square the terms 6 eta sqrt(eps_0 R) and eta^2 "
                   "eps_0 are not)",
    mutants={"corrected side without 3 eta sqrt(lambda_w eps_0)": B.eqD96_first_mut},
    second_path=SP + "test_d96_first_inequality_drops_eta_squared",
    notes="Exact: dyadic entries, sqrt(eta) dyadic, the 2^{m1} sign patterns of Sigma enumerated; the square root in "
          "||.||_{2,4}^2 at 40 digits (60 in the exact re-check). One corrected side covers both definitions of R.",
    settings={"ci": {"max_examples": 20, "budget_s": 0.8}},
))


# ====================================================== L7594: lambda_w ||sqrt(lambda_t) W_t||_{2,4}^4 <= R(...)


@st.composite
def _l7594_instances(draw: st.DrawFn) -> dict:
    """d, m1 in 1..3, m2 in 1..2; W_t dyadic entries in [-4, 4], V_t dyadic in [-4, 4] or 0 (drawn); lambda_t dyadic in
    (0, 1], lambda_w, lambda_v dyadic log-uniform on [2^-10, 2^10]."""
    d, m1, m2 = draw(st.integers(1, 3)), draw(st.integers(1, 3)), draw(st.integers(1, 2))
    ent = st.one_of(st.just(4.0), st.floats(-4.0, 4.0)).map(_dy)
    zero_v = draw(st.booleans())
    Wt = [[draw(ent) for _ in range(m1)] for _ in range(d)]
    Vt = [[Fraction(0) if zero_v else draw(ent) for _ in range(m2)] for _ in range(m1)]
    lam = _dy(draw(st.one_of(st.just(1.0), log_uniform(2.0**-10, 1.0))), 16)
    return {"Wt": Wt, "Vt": Vt, "lam": max(lam, Fraction(1, 2**16)), "m1": m1,
            "lw": _dy(draw(log_uniform(2.0**-10, 2.0**10)), 16), "lv": _dy(draw(log_uniform(2.0**-10, 2.0**10)), 16)}


def _l7594_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lambda_w ||sqrt(lambda_t) W_t||_{2,4}^4 = lambda_w lambda_t^2 sum_i ||w_i||^4 over the columns (exact)."""
    n4 = _norm24_4(inst["Wt"])
    q = {"lv": inst["lv"], "lam": inst["lam"], "fro2V": _fro2(inst["Vt"]), "lw": inst["lw"], "n4W": n4}
    return Measurement(float(inst["lw"] * inst["lam"] ** 2 * n4), {k: float(v) for k, v in q.items()},
                       {"lam_W2": float(inst["lam"]) * math.sqrt(float(n4))})


def _l7594_exact(inst: dict) -> Measurement:
    n4 = _norm24_4(inst["Wt"])
    q = {"lv": inst["lv"], "lam": inst["lam"], "fro2V": _fro2(inst["Vt"]), "lw": inst["lw"], "n4W": n4}
    return Measurement(_mp(inst["lw"] * inst["lam"] ** 2 * n4), {k: _mp(v) for k, v in q.items()}, {}, exact=True)


CLAIMS.append(Claim(
    id="thesis.ch5.display.lemmaD.2.13-regulariser", paper=PAPER, kind="step", comparison="<=",
    source=_src("Proof of Lemma D.2.13, App. D.2 ('Therefore, by lambda_w ||sqrt(lambda_t) W_t||_{2,4}^4 <= R(...)'; "
                "R as printed before Lemma D.2.13)", "L7594"),
    statement="lambda_w ||sqrt(lambda_t) W_t||_{2,4}^4 <= R(sqrt(lambda_t) W_t, sqrt(lambda_t) V_t) with R(sqrt(lambda) "
              "W, sqrt(lambda) V) = lambda_v ||sqrt(lambda) V||_F^2 + lambda_w ||sqrt(lambda) W||_{2,4}^2 (L7540), for "
              "every W_t in R^{d x m1}, V_t in R^{m1 x m2}, lambda_t in (0, 1], lambda_w, lambda_v > 0.",
    statement_tex=r"\lambda_w \|\sqrt{\lambda_t} \mathbf{W}_t\|_{2,4}^4 \leq R(\sqrt{\lambda_t} \mathbf{W}_t, "
                  r"\sqrt{\lambda_t} \mathbf{V}_t)",
    bound=B.regulariser_L7540, measure=_l7594_measure, exact=_l7594_exact, strategy=_l7594_instances(),
    expect="erratum as printed", rtol=1e-12, atol=0.0,
    readings=(Reading("R with ||.||_{2,4}^4 ((5.11))", "R as in (5.11) L1495 and [58]: lambda_v ||V||_F^2 + "
                      "lambda_w ||W||_{2,4}^4 (L7540 prints the square)", bound=B.regulariser_511),),
    domain=(Param("lam", 0, 1, lo_closed=False, text="lambda_t in (0, 1]", unreached="lambda_t >= 2^-16"),
            Param("lw", 0, INF, lo_closed=False, far=2.0**10, text="lambda_w, lambda_v > 0",
                  unreached="in [2^-10, 2^10]"),
            Param("W", -INF, INF, far=4.0, text="W_t in R^{d x m1}, V_t in R^{m1 x m2}",
                  unreached="d, m1 <= 3, m2 <= 2, entries in [-4, 4] (both sides homogeneous in W of degree 4 "
                            "against 2)")),
    evidence="Violated as printed (Re-derived independently from the paper by an auditor's own script (docs/audits/round7/thesis.md): confirmed as printed. ): with L7540's R the W-part is lambda_w lambda_t ||W_t||_{2,4}^2, and "
             "lambda_w lambda_t^2 ||W_t||_{2,4}^4 exceeds it as soon as lambda_t ||W_t||_{2,4}^2 > 1 (and V_t = 0): "
             "d = m1 = m2 = 1, W_t = 2, V_t = 0, lambda_t = lambda_w = 1: 16 against 4. Holds with equality at V_t = 0 "
             "under (5.11)'s fourth power (the Reading), which is the regulariser of (5.11), Algorithm 1 and [58]: "
             "L7540's square is a misprint that the proof does not use.",
    no_correction_reason="the step holds under the Reading (R with (5.11)'s fourth power, the regulariser the "
                         "algorithm uses); the misprint is in L7540's definition of R, not in this step's bound",
    mutants={"(5.11)'s R with lambda_t^3 on the W part": B.regulariser_mut},
    second_path=SP + "test_l7594_regulariser_square_against_fourth_power",
    notes="Exact in rationals (the square root of ||W||_{2,4}^4 at 60 digits in the exact re-check).",
    settings={"ci": {"max_examples": 20, "budget_s": 0.5}},
))


# ============================ L7592: E_Sigma ||W_t + sqrt(eta) W_hat Sigma||_{2,4}^4 <= ... + O_p(eta^2), uniform


@st.composite
def _l7592_instances(draw: st.DrawFn) -> dict:
    """d, m1 in 1..3; W_t dyadic entries in [-4, 4] or 0 (drawn); W_hat entries in [-1/4, 1/4] (||W_hat||_F <= 1,
    Lemma D.2.13), one entry 1/4 drawn, and a random scale 2^-k (k in 0..8) toward W_hat -> 0; sqrt(eta) = s dyadic
    in [2^-12, 1/2]."""
    d, m1 = draw(st.integers(1, 3)), draw(st.integers(1, 3))
    zero = draw(st.booleans())
    ent = st.floats(-4.0, 4.0).map(_dy)
    small = st.one_of(st.just(0.25), st.floats(-0.25, 0.25)).map(_dy)
    k = draw(st.integers(0, 8))
    Wt = [[Fraction(0) if zero else draw(ent) for _ in range(m1)] for _ in range(d)]
    Wh = [[draw(small) / 2**k for _ in range(m1)] for _ in range(d)]
    s = _dy(draw(st.one_of(st.just(0.5), log_uniform(2.0**-12, 0.5))), 16)
    return {"Wt": Wt, "Wh": Wh, "m1": m1, "s": max(s, Fraction(1, 2**16)), "k": k}


def _l7592_value(inst: dict) -> tuple:
    """E_Sigma ||W_t + s W_hat Sigma||_{2,4}^4 - ||W_t||_{2,4}^4 - 6 s^2 ||W_t||_{2,4}^2 ||W_hat||_{2,4}^2 over the
    2^{m1} sign patterns (exact up to the square roots of the 2,4-norms, taken at 40 digits)."""
    m1, s = int(inst["m1"]), inst["s"]
    tot = Fraction(0)
    for mask in range(2**m1):
        sig = [1 if (mask >> i) & 1 else -1 for i in range(m1)]
        W = [[inst["Wt"][r][i] + s * sig[i] * inst["Wh"][r][i] for i in range(m1)] for r in range(len(inst["Wt"]))]
        tot += _norm24_4(W)
    e4 = tot / 2**m1
    a4, b4 = _norm24_4(inst["Wt"]), _norm24_4(inst["Wh"])
    with mpmath.workdps(40):
        rem = _mp(e4 - a4) - 6 * _mp(s * s) * mpmath.sqrt(_mp(a4)) * mpmath.sqrt(_mp(b4))
    return rem, s * s, b4


def _l7592_measure(inst: dict, ctx: Ctx) -> Measurement:
    rem, eta, b4 = _l7592_value(inst)
    return Measurement(float(rem), {"eta": float(eta), "w4": float(b4)}, {"k": inst["k"]})


def _l7592_exact(inst: dict) -> Measurement:
    rem, eta, b4 = _l7592_value(inst)
    return Measurement(rem, {"eta": _mp(eta), "w4": _mp(b4)}, {}, exact=True)


def _l7592_move_s(inst: dict, t: float) -> dict:
    """The eta -> 0 path: sqrt(eta) = 2^-t (t = 1 .. 16 halvings, t -> inf; dyadic so the expectation stays exact)."""
    return {**inst, "s": Fraction(1, 2 ** int(round(t)))}


def _l7592_move_w(inst: dict, t: float) -> dict:
    """The W_hat -> 0 path: W_hat scaled by 2^-t (t the extra halvings)."""
    k = int(round(t))
    return {**inst, "Wh": [[x / 2**k for x in row] for row in inst["Wh"]], "k": int(inst["k"]) + k}


CLAIMS.append(Claim(
    id="thesis.ch5.display.lemmaD.2.13-eta-squared", paper=PAPER, kind="step", comparison="<=",
    source=_src("Proof of Lemma D.2.13, App. D.2 ('Therefore, by Cauchy-Schwarz inequality'; ||W_hat||_F << 1 "
                "read as <= 1, Lemma D.2.13)", "L7590-L7592"),
    statement="E_Sigma[||W_t + sqrt(eta) W_hat Sigma||_{2,4}^4] <= ||W_t||_{2,4}^4 + 6 eta ||W_t||_{2,4}^2 "
              "||W_hat||_{2,4}^2 + O_p(eta^2), read with one constant C uniform over W_t, ||W_hat||_F <= 1, eta in "
              "(0, 1), d, m1: the left side minus the first two terms is <= C eta^2 (Sigma the random diagonal +-1 "
              "matrix of [58]).",
    statement_tex=r"\mathbb{E}_{\Sigma}[\|\mathbf{W}_t + \sqrt{\eta} \hat{\mathbf{W}} \Sigma\|_{2,4}^4] \leq "
                  r"\|\mathbf{W}_t\|_{2,4}^4 + 6\eta \|\mathbf{W}_t\|_{2,4}^2 \|\hat{\mathbf{W}}\|_{2,4}^2 + O_p(\eta^2)",
    bound=B.eta_squared, measure=_l7592_measure, exact=_l7592_exact, strategy=_l7592_instances(),
    constants="hidden", uniform=True, expect="holds",
    directions=(
        Direction("eta -> 0", "s", INF, how="path", move=_l7592_move_s, points=(1.0, 2.0, 4.0, 8.0, 16.0),
                  reason="the O_p(eta^2) is a statement about small eta; the remainder is exactly eta^2 "
                         "||W_hat||_{2,4}^4 minus a nonnegative Cauchy-Schwarz gap of order eta"),
        Direction("W_hat -> 0", "k", INF, how="path", move=_l7592_move_w, points=(1.0, 2.0, 4.0, 8.0, 16.0),
                  reason="the remainder scales like ||W_hat||^4 (a shape wrong in W_hat diverges here)"),
        Direction("W_t, d, m1 (no growth)", "Wt", INF, how="search",
                  reason="W_t drawn with entries in [-4, 4] and 0; its terms cancel exactly up to the nonpositive "
                         "Cauchy-Schwarz gap, so ||W_t|| -> inf cannot raise the remainder"),
    ),
    domain=(Param("s", 0, 1, lo_closed=False, text="eta in (0, 1/poly(m1, m2)), sqrt(eta) = s",
                  unreached="s in [2^-16, 1/2]"),
            Param("Wt", -INF, INF, far=4.0, text="W_t in R^{d x m1}", unreached="d, m1 <= 3, entries in [-4, 4]"),
            Param("k", 0, INF, integer=True, far=15, text="W_hat with ||W_hat||_F <= 1 (scale 2^-k)",
                  unreached="k <= 24")),
    evidence="Holds: for the diagonal +-1 Sigma, column i of W_hat Sigma is sigma_i w^_i, E||a_i + sqrt(eta) sigma_i "
             "w^_i||^4 = ||a_i||^4 + 4 eta (a_i.w^_i)^2 + 2 eta ||a_i||^2 ||w^_i||^2 + eta^2 ||w^_i||^4, and Cauchy-"
             "Schwarz twice gives remainder <= eta^2 ||W_hat||_{2,4}^4 <= eta^2 (||W_hat||_F <= 1).",
    mutants={"eta^3": B.eta_cubed, "eta^2 ||W_hat||_{2,4}^8": B.eta_squared_wnorm},
    notes="Uniform (hidden constant), exact over the 2^{m1} sign patterns; the remainder is lhs, the shape eta^2.",
    settings={"ci": {"max_examples": 12, "budget_s": 0.8}},
))


# =============================================================== (C.212) L6295: E|G'_i|^p <= O(A^{p/2}), uniform


def _phi(z: float) -> float:
    return 0.5 * (1.0 + math.tanh(z / 2))


@st.composite
def _c212_instances(draw: st.DrawFn) -> dict:
    """d = K = 1 (x, w, w* scalars, v = +-1 the unit vector of R^1), L in 1..2 components with lambda on the simplex,
    mu_l in [-3, 3] (0 drawn), sigma_l in [0.1, 3]; w, w* in [-3, 3] (0 drawn: zeta = -1/2 or 1/2); p in 2..64."""
    L = draw(st.integers(1, 2))
    lam1 = draw(st.one_of(st.just(1.0), st.floats(0.05, 0.95))) if L == 2 else 1.0
    lam = [lam1, 1.0 - lam1] if L == 2 else [1.0]
    grid = st.floats(-3.0, 3.0).map(lambda x: round(x * 2**10) / 2**10)
    mu = [draw(st.one_of(st.just(0.0), grid)) for _ in range(L)]
    sig = [draw(st.one_of(st.just(1.0), st.floats(0.1, 3.0).map(lambda x: round(x * 2**10) / 2**10)))
           for _ in range(L)]
    return {"L": L, "lam": lam, "mu": mu, "sig": sig, "w": draw(st.one_of(st.just(0.0), grid)),
            "wstar": draw(st.one_of(st.just(0.0), grid)), "v": draw(st.sampled_from([1.0, -1.0])),
            "p": draw(st.integers(2, 64))}


def _c212_measure(inst: dict, ctx: Ctx) -> Measurement:
    """E|G'|^p, G' = v (zeta x - E[zeta x]), zeta = -(y - H)/(H (1 - H)) phi'(w x) (C.71) with H = phi(w x) (K = 1),
    y ~ Bernoulli(phi(w* x)) (the model (4.1)), x from the mixture: the y-sum in closed form, the x-integrals by
    scipy quad per component (breakpoints where G' changes sign are not needed: the integrand is continuous)."""
    w, ws, v, p = float(inst["w"]), float(inst["wstar"]), float(inst["v"]), int(inst["p"])
    if p > 96:  # |x|^p overflows float64 near p ~ 140 (sigma = 3); a path extension past the cap is our limit
        raise SolverFailure(f"moment order p = {p} beyond the float64 cap 96")

    def zeta_terms(x: float) -> tuple:
        h, hs = _phi(w * x), _phi(ws * x)
        return hs, -(1.0 - h) * v * x, 1.0 - hs, h * v * x  # P(y=1), v zeta x at y=1, P(y=0), v zeta x at y=0

    def integrate_all(f) -> float:  # noqa: ANN001
        tot = 0.0
        for lv, m, s in zip(inst["lam"], inst["mu"], inst["sig"], strict=True):
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", integrate.IntegrationWarning)
                val, err = integrate.quad(lambda x, m=m, s=s: f(x) * math.exp(-0.5 * ((x - m) / s) ** 2)
                                          / (s * math.sqrt(2 * math.pi)), m - 40 * s, m + 40 * s, points=[m],
                                          limit=400, epsabs=0.0, epsrel=1e-10)
            if not math.isfinite(val) or err > 1e-6 * max(abs(val), 1e-300):
                raise SolverFailure(f"quad did not converge: {val} +- {err}")
            tot += lv * val
        return tot

    def mean_f(x: float) -> float:
        a, b, c, e = zeta_terms(x)
        return a * b + c * e

    mval = integrate_all(mean_f)

    def mom_f(x: float) -> float:
        a, b, c, e = zeta_terms(x)
        return a * abs(b - mval) ** p + c * abs(e - mval) ** p

    lhs = integrate_all(mom_f)
    mun = [abs(m) for m in inst["mu"]]
    A = sum(lv * (m + s) ** 2 for lv, m, s in zip(inst["lam"], mun, inst["sig"], strict=True))
    return Measurement(lhs, {"p": p, "A": A, "lam": list(inst["lam"]), "mun": mun, "sig": list(inst["sig"])},
                       {"E_vzeta_x": mval})


def _c212_move(inst: dict, t: float) -> dict:
    return {**inst, "p": int(round(t))}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.212", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.212), proof of Lemma C.5.1, App. C.5.1 ('Following the idea of (C.191) and (C.192)'; G'_i defined after (C.209), "
                "zeta of (C.71))", "L6293-L6295"),
    statement="(C.212): E[|G'_i|^p] <= O((sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2)^{p/2}), G'_i = <v, "
              "grad l(W, x_i) - E[grad l(W, x)]>, ||v|| = 1, read with one constant uniform over the moment order p >= 2, "
              "W, W*, and the mixture.",
    statement_tex=r"\mathbb{E}[|G'_i|^p] \leq O \left( \left( \sum_{l=1}^L \lambda_l (\|\boldsymbol{\mu}_l\| + "
                  r"\|\boldsymbol{\Sigma}_l^{\frac{1}{2}}\|)^2 \right)^{\frac{p}{2}} \right)",
    bound=B.eqC212_shape, measure=_c212_measure, strategy=_c212_instances(),
    constants="hidden", uniform=True, expect="erratum",
    directions=(
        Direction("p -> inf (the moment order)", "p", INF, how="path", move=_c212_move,
                  points=(2.0, 3.0, 4.0, 6.0, 8.0, 11.0, 16.0, 22.0, 32.0, 45.0, 64.0, 90.0),
                  reason="G'_i has Gaussian tails (|zeta| is not small), so E|G'|^p grows like p^{p/2} c^p"),
        Direction("mu, sigma, lambda, w, w*, v (searched)", "mu", INF, how="search",
                  reason="drawn: mu_l in [-3, 3], sigma_l in [0.1, 3], w, w* in [-3, 3]; the shape is homogeneous "
                         "of degree p in (mu, sigma) like the left side"),
    ),
    domain=(Param("p", 2, INF, integer=True, far=90, text="p >= 2 (the moment order of (C.191)-(C.192))",
                  unreached="p <= 64 drawn, 90 on the path (a SolverFailure past 96: float64 range)"),
            Param("mu", -INF, INF, far=3.0, text="the mixture's means, covariances, weights; W, W*, v",
                  unreached="d = K = 1, L <= 2, |mu_l|, |w|, |w*| <= 3, sigma_l in [0.1, 3] (the p-growth needs "
                            "one coordinate only)")),
    evidence="Violated (Re-derived independently from the paper by an auditor's own script (docs/audits/round7/thesis.md): confirmed. ): |zeta| is of order 1 on a set of positive probability (at w = 0, zeta = -1/2 "
             "or 1/2), so G'_i is as heavy-tailed as v^T x: E|G'|^p ~ c^p p^{p/2}, while the printed shape A^{p/2} "
             "has no p-growth. E.g. d = K = L = 1, mu = 0, sigma = 1, w = w* = 0: E|G'|^p = 2^{-p} E|Z|^p, A = 1: "
             "p = 2, 16, 32, 64: 0.25, 30.9, 4.47e7, 6.09e24 (exact: 2^{-p} (p-1)!!). The '(C.191)-(C.192) idea' it "
             "follows gives E|G_i|^p <~ 2^p (2p-1)!! A^p (thesis.ch4.eqC.191's evidence), not A^{p/2}; (C.213)'s "
             "exponential moment needs only the factorial growth, so the lemma can survive with the corrected moment.",
    corrected=B.eqC212_corrected,
    corrected_text="E|G'_i|^p <= 2^p sum_l lambda_l (||mu_l|| + sqrt(p) ||Sigma_l^{1/2}||)^p (Minkowski; |zeta| <= 1 "
                   "by (C.210))",
    mutants={"the corrected side without sqrt(p)": B.eqC212_mut},
    second_path=SP + "test_c212_moment_grows_like_double_factorial",
    notes="Uniform (hidden constant): d = K = 1 so the y-sum is closed-form and the x-integrals 1-D (scipy quad, "
          "relative 1e-10, a SolverFailure past 1e-6); the moment-order path p = 2 .. 90.",
    settings={"ci": {"max_examples": 8, "budget_s": 0.8}},
))


# ============================================================= (C.242) L6437-L6444: the triangle-inequality chain


@st.composite
def _c242_instances(draw: st.DrawFn) -> dict:
    """d in 1..4, K in 1..d, W* = A diag(s) B^T with singular values s in [0.1, 3] (rotations from a drawn seed), j in
    [K]; U^ = the column span of W* rotated by a small random angle (scale log-uniform on [1e-4, 1], 0 drawn);
    v^ = U^^T w_bar + e with ||e|| log-uniform on [1e-4, 2], e along U^^T w_bar or random; alpha^ = ||w_j*|| (1 + a), a in [-2, 2] (0 and 1 drawn)."""
    d = draw(st.integers(1, 4))
    K = draw(st.integers(1, d))
    rng = np.random.default_rng(draw(SEEDS))
    s = np.array([draw(st.floats(0.1, 3.0)) for _ in range(K)])
    A = np.linalg.qr(rng.standard_normal((d, d)))[0][:, :K]
    Bm = np.linalg.qr(rng.standard_normal((K, K)))[0]
    Ws = A @ np.diag(s) @ Bm.T
    tilt = draw(st.one_of(st.just(0.0), log_uniform(1e-4, 1.0)))
    Uh = np.linalg.qr(A + tilt * rng.standard_normal((d, K)))[0][:, :K]
    j = draw(st.integers(0, K - 1))
    wbar = Ws[:, j] / np.linalg.norm(Ws[:, j])
    e = Uh.T @ wbar if draw(st.booleans()) else rng.standard_normal(K)  # an overshoot along U^^T w_bar, or random
    v = Uh.T @ wbar + e / max(float(np.linalg.norm(e)), 1e-300) * draw(log_uniform(1e-4, 2.0))
    a = draw(st.one_of(st.sampled_from([0.0, 1.0]), st.floats(-2.0, 2.0)))
    return {"d": d, "K": K, "Ws": Ws, "Uh": Uh, "j": j, "v": v, "alpha": float(np.linalg.norm(Ws[:, j])) * (1 + a)}


def _c242_measure(v_normalised: bool):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        """||w_j* - alpha^ U^ v^|| and the last line's pieces (numpy norms; v^ normalised under the reading)."""
        Ws, Uh, j = inst["Ws"], inst["Uh"], int(inst["j"])
        v = inst["v"] / np.linalg.norm(inst["v"]) if v_normalised else inst["v"]
        w = Ws[:, j]
        wn = float(np.linalg.norm(w))
        wbar = w / wn
        lhs = float(np.linalg.norm(w - inst["alpha"] * Uh @ v))
        q = {"delta1": float(np.linalg.svd(Ws, compute_uv=False)[0]),
             "perp": float(np.linalg.norm(wbar - Uh @ (Uh.T @ wbar))), "vdiff": float(np.linalg.norm(Uh.T @ wbar - v)),
             "adiff": abs(wn - inst["alpha"]), "vnorm": float(np.linalg.norm(v))}
        return Measurement(lhs, q, {"d": inst["d"], "K": inst["K"]})
    return measure


def _c242_exact(v_normalised: bool):  # noqa: ANN202
    def exact(inst: dict) -> Measurement:
        """The same norms at mpmath precision from the float entries (delta_1 by mpmath.svd_r)."""
        Ws = mpmath.matrix([[float(x) for x in row] for row in inst["Ws"]])
        Uh = mpmath.matrix([[float(x) for x in row] for row in inst["Uh"]])
        v = mpmath.matrix([float(x) for x in inst["v"]])
        if v_normalised:
            v = v / mpmath.norm(v)
        j = int(inst["j"])
        w = Ws[:, j]
        wn = mpmath.norm(w)
        wbar = w / wn
        alpha = mpmath.mpf(float(inst["alpha"]))
        lhs = mpmath.norm(w - alpha * (Uh * v))
        proj = Uh.T * wbar
        q = {"delta1": max(mpmath.svd_r(Ws, compute_uv=False)), "perp": mpmath.norm(wbar - Uh * proj),
             "vdiff": mpmath.norm(proj - v), "adiff": abs(wn - alpha), "vnorm": mpmath.norm(v)}
        return Measurement(lhs, q, {}, exact=True)
    return exact


def _c242_unit_measure_exact(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Round 28 (rescue2): the reading 'v^_j a unit vector' measured at 50 digits (a reading that changes the
    measure has no ``exact`` re-measure, so its float crossings inside rtol stayed potential): the same norms as
    ``_c242_exact(True)``, every one a triangle-inequality equality case at most."""
    with mpmath.workdps(50):
        return _c242_exact(True)(inst)


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.242", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.242), proof of Lemma C.3.3, App. C.6.2 ('By the triangle inequality'; its first line against its "
                "last)", "L6437-L6444"),
    statement="(C.242): ||w_j* - alpha^_j U^ v^_j|| <= delta_1(W*) (||w_bar_j* - U^ U^^T w_bar_j*|| + ||U^^T w_bar_j* - "
              "v^_j||) + | ||w_j*|| - alpha^_j |, for U^ in R^{d x K} with orthonormal columns, v^_j in R^K, alpha^_j "
              "real, w_bar_j* = w_j*/||w_j*||.",
    statement_tex=r"\|\mathbf{w}_j^* - \hat{\alpha}_j \hat{\mathbf{U}} \hat{\mathbf{v}}_j\| \leq \delta_1(\mathbf{W}^*) "
                  r"\left( \left\| \bar{\mathbf{w}}_j^* - \hat{\mathbf{U}} \hat{\mathbf{U}}^\top \bar{\mathbf{w}}_j^* "
                  r"\right\| + \left\| \hat{\mathbf{U}}^\top \bar{\mathbf{w}}_j^* - \hat{\mathbf{v}}_j \right\| \right) "
                  r"+ \left\| \|\mathbf{w}_j^*\| - \hat{\alpha}_j \right\|",
    bound=B.eqC242_last, measure=_c242_measure(False), exact=_c242_exact(False), strategy=_c242_instances(),
    expect="erratum as printed", rtol=1e-9, atol=1e-12,
    readings=(Reading("v^_j a unit vector", "v^_j read as a unit vector (an estimate of the direction U^^T w_bar_j*, "
                      "normalised), so that ||U^ v^_j|| = 1 and the fourth line's factor disappears",
                      measure=_c242_unit_measure_exact),),
    domain=(Param("d", 1, INF, integer=True, far=4, text="d >= K >= 1", unreached="d <= 4"),
            Param("v", -INF, INF, far=2.0, text="v^_j in R^K (no norm printed; ||v^ - U^^T w_bar|| <= gamma_2 in "
                                                 "Lemma C.6.5)", unreached="||v^ - U^^T w_bar|| <= 2"),
            Param("alpha", -INF, INF, far=3.0, text="alpha^_j real (an estimate of ||w_j*||)",
                  unreached="alpha^ = ||w_j*|| (1 + a), |a| <= 2")),
    evidence="Violated as printed (Re-derived independently from the paper by an auditor's own script (docs/audits/round7/thesis.md): confirmed as printed. ): the fourth line's factor ||U^ v^_j|| = ||v^_j|| on | ||w_j*|| - "
             "alpha^_j | is dropped in the last line, and ||v^_j|| > 1 whenever v^_j overshoots U^^T w_bar_j*. "
             "Smallest instance: d = K = 1, w* = 1, U^ = 1, v^ = 2, alpha^ = 3: ||w* - alpha^ U^ v^|| = 5 against "
             "1 (0 + 1) + 2 = 3. Holds when v^_j is a unit vector (the Reading) and with the factor kept (corrected). "
             "Lemma C.3.3 keeps its own verdict: with ||v^ - U^^T w_bar|| <= gamma_2 the factor is at most 1 + gamma_2.",
    corrected=B.eqC242_corrected,
    corrected_text="... <= delta_1(W*) (||w_bar - U^ U^^T w_bar|| + ||U^^T w_bar - v^_j||) + | ||w_j*|| - alpha^_j | "
                   "||v^_j|| (the factor ||U^ v^_j|| = ||v^_j|| of the fourth line kept)",
    mutants={"the corrected side without ||U^^T w_bar - v^||": B.eqC242_mut},
    second_path=SP + "test_c242_scalar_instance",
    notes="numpy norms in float64 (rtol 1e-9); U^ a small rotation of W*'s column span, v^ a perturbation of "
          "U^^T w_bar of drawn size, alpha^ a relative perturbation of ||w_j*||.",
    settings={"ci": {"max_examples": 20, "budget_s": 0.5}},
))


# ====================================================================== (C.140) L5905-L5909: B_0's last line


def _dphi(z: float) -> float:
    """phi'(z) for the sigmoid (overflow-free)."""
    e = math.exp(-abs(z))
    return e / (1.0 + e) ** 2


def _c140_measure(inst: dict, ctx: Ctx) -> Measurement:
    """B_0 = sum_{i != l} E[phi'(sigma x_i) phi'(sigma x_l) (r_i^T x)(r_l^T x)] under (N(mu, I) + N(-mu, I))/2: within a
    component the coordinates are independent, so every term is a product of 1-D moments M_q(i) = E_{N(+-mu_i, 1)}
    [phi'(sigma x) x^q] (q = 0, 1, 2, scipy quad) and of the rest's mean and covariance. alpha_0, alpha_2 (Definition
    C.2.2: z_i ~ N(mu_i, 1)) for the printed side are the + component's M_0, M_2."""
    d, k, sigma = int(inst["d"]), int(inst["k"]), float(inst["sigma"])
    R, mu = inst["R"], inst["mu"]
    M = {}
    for sgn in (1.0, -1.0):
        for i in range(d):
            for q in range(3):
                M[(sgn, i, q)] = _quad(lambda x, q=q: _dphi(sigma * x) * x**q, sgn * mu[i], sigma)
    b0 = 0.0
    for sgn in (1.0, -1.0):
        for i in range(k):
            for l_ in range(k):
                if i == l_:
                    continue
                rest = [j for j in range(d) if j not in (i, l_)]
                a = sgn * sum(R[j][i] * mu[j] for j in rest)  # E of r_i's rest part
                b = sgn * sum(R[j][l_] * mu[j] for j in rest)
                c = sum(R[j][i] * R[j][l_] for j in rest)  # its covariance
                Mi = [M[(sgn, i, q)] for q in range(3)]
                Ml = [M[(sgn, l_, q)] for q in range(3)]
                # (r_ii x_i + r_li' x_l + A)(r_il' x_i + r_ll x_l + B), r_i = R[:, i]: coefficient of x_i in r_i^T x is
                # R[i][i], of x_l is R[l][i]; in r_l^T x: R[i][l], R[l][l]
                p1, p2, q1, q2 = R[i][i], R[l_][i], R[i][l_], R[l_][l_]
                t = (p1 * q1 * Mi[2] * Ml[0] + (p1 * q2 + p2 * q1) * Mi[1] * Ml[1] + p2 * q2 * Mi[0] * Ml[2]
                     + (p1 * Mi[1] * Ml[0] + p2 * Mi[0] * Ml[1]) * b + (q1 * Mi[1] * Ml[0] + q2 * Mi[0] * Ml[1]) * a
                     + (a * b + c) * Mi[0] * Ml[0])
                b0 += 0.5 * t
    q = {"R": R, "mu": mu, "alpha0": [M[(1.0, i, 0)] for i in range(d)], "alpha2": [M[(1.0, i, 2)] for i in range(d)]}
    return Measurement(b0, q, {"d": d, "k": k, "sigma": sigma})


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.140", paper=PAPER, kind="step", comparison="==",
    source=_src("(C.140), proof of Lemma C.4.1, App. C.4.3 (B_0 of (C.138), 'By the equation in Page 30 of [71]'; "
                "alpha_q of Definition C.2.2)", "L5905-L5909"),
    statement="(C.140): for x ~ (1/2) N(mu, I_d) + (1/2) N(-mu, I_d), phi the sigmoid, sigma != 0, r_i in R^d (i in [k], "
              "r_ij its j-th entry): B_0 = sum_{i != l} E[phi'(sigma x_i) phi'(sigma x_l) r_i^T x x^T r_l] = sum_{i != l} "
              "r_ii r_li alpha_2(i) alpha_0(l) + sum_{i != l} r_ij r_lj alpha_0(i) alpha_0(l) (1 + mu_j^2), the free "
              "j read as summed over j not in {i, l}.",
    statement_tex=r"B_0 = \sum_{i \neq l}^k \mathbb{E}\left[ \mathbf{r}_i^\top \left( \phi'(\sigma \cdot x_i) \phi'("
                  r"\sigma \cdot x_l) \mathbf{x}\mathbf{x}^\top \right) \mathbf{r}_l \right] = \sum_{i \neq l} r_{ii} "
                  r"r_{li} \alpha_2(i, \boldsymbol{\mu}, \sigma) \alpha_0(l, \boldsymbol{\mu}, \sigma) + \sum_{i \neq l} "
                  r"r_{ij} r_{lj} \alpha_0(i, \boldsymbol{\mu}, \sigma) \alpha_0(l, \boldsymbol{\mu}, \sigma) (1 + "
                  r"\mu_j^2)",
    bound=B.eqC140_printed, measure=_c140_measure, strategy=_c139_instances(), expect="erratum", rtol=1e-7,
    atol=1e-12,
    domain=(Param("d", 1, INF, integer=True, far=4, text="x in R^d, k <= d",
                  unreached="d <= 4: every pattern of the terms occurs at d = 2, 3"),
            Param("sigma", -INF, INF, far=1e2, text="sigma != 0", unreached="|sigma| in [1e-2, 1e2]"),
            Param("mu", -INF, INF, far=3, text="mu in R^d", unreached="|mu_j| <= 3")),
    evidence="Violated (Re-derived independently from the paper by an auditor's own script (docs/audits/round7/thesis.md): confirmed as printed. ), already at mu = 0: the x_l^2 e_l e_l^T term of the expansion gives r_il r_ll "
             "alpha_0(i) alpha_2(l), which the last line drops; summed over ordered pairs it equals the kept r_ii "
             "r_li alpha_2(i) alpha_0(l) sum, so the printed first sum is half of its true value (the square that "
             "(C.141) completes carries the factor 2 the last line lacks). Smallest instance: d = k = 2, mu = 0, "
             "sigma = 1, R = I (r_1 = e_1, r_2 = e_2): the kept sum is r_11 r_21 + r_22 r_12 = 0 and B_0 = 0, so take "
             "R = [[1, 1], [1, 1]]: B_0 = 4 alpha_2 alpha_0 = 4 (0.14422)(0.20662) = 0.11920 (alpha_q at mu = 0), "
             "printed 2 alpha_2 alpha_0 = 0.05960. With mu != 0 the cross moments of (C.139) (thesis.ch4.eqC.139) add to it. "
             "Lemma C.4.1 (thesis.ch4.lemmaC.4.1) keeps its verdict.",
    no_correction_reason="the corrected B_0 is the measurement's sum (both x_i^2 and x_l^2 terms, and under the "
                         "mixture the cross moments of (C.139)); (C.141) needs the factor 2 only, which it already has",
    mutants={"alpha_0 in place of alpha_2": B.eqC140_mut},
    second_path=SP + "test_c140_b0_factor_two_at_zero_mean",
    notes="Products of 1-D scipy quad moments (the coordinates are independent within a mixture component).",
    settings={"ci": {"max_examples": 8, "budget_s": 0.8}},
))


# ===================================================================== (C.141) L5913-L5920: its first '='


def _c141_measure(inst: dict, ctx: Ctx) -> Measurement:
    """A_0 + B_0 ((C.137) + (C.138)) as the two measurements above compute them; alpha_0, alpha_2 (every coordinate)
    and beta_0, beta_2 (i in [k]) from the same quad moments."""
    ma, mb = _c139_measure(inst, ctx), _c140_measure(inst, ctx)
    q = {"R": inst["R"], "mu": inst["mu"], "alpha0": mb.quantities["alpha0"], "alpha2": mb.quantities["alpha2"],
         "beta0": ma.quantities["beta0"], "beta2": ma.quantities["beta2"]}
    return Measurement(ma.lhs + mb.lhs, q, {"A0": ma.lhs, "B0": mb.lhs, "d": inst["d"], "k": inst["k"]})


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.141", paper=PAPER, kind="step", comparison="==",
    source=_src("(C.141), proof of Lemma C.4.1, App. C.4.3 (its first '=': A_0 + B_0 as a completed square; A_0, B_0 "
                "of (C.137)-(C.138))", "L5913-L5917"),
    statement="(C.141), first '=': A_0 + B_0 = sum_{i=1}^k (r_ii alpha_2(i)/sqrt(1+mu_i^2) + sum_{l != i} r_li alpha_0(l) "
              "sqrt(1+mu_i^2))^2 - sum_i r_ii^2 alpha_2(i)^2/(1+mu_i^2) - sum_i sum_{l != i} r_li^2 alpha_0(l)^2 "
              "(1+mu_i^2) + sum_i r_ii^2 beta_2(i) + sum_i sum_{j != i} r_ij^2 beta_0(i) (1+mu_j^2), x ~ (N(mu, I_d) + "
              "N(-mu, I_d))/2, phi the sigmoid, R = (r_1..r_k) in R^{d x k}.",
    statement_tex=r"A_0 + B_0 = \sum_{i=1}^k \left( r_{ii} \frac{\alpha_2(i)}{\sqrt{1 + \mu_i^2}} + \sum_{l \neq i} "
                  r"r_{li} \alpha_0(l) \sqrt{1 + \mu_i^2} \right)^2 - \sum_{i=1}^k r_{ii}^2 \frac{\alpha_2^2(i)}{1 + "
                  r"\mu_i^2} - \sum_{i=1}^k \sum_{l \neq i} r_{li}^2 \alpha_0(l)^2 (1 + \mu_i^2) + \sum_{i=1}^k r_{ii}^2 "
                  r"\beta_2(i) + \sum_{i=1}^k \sum_{j \neq i} r_{ij}^2 \beta_0(i) (1 + \mu_j^2)",
    bound=B.eqC141_rhs, measure=_c141_measure, strategy=_c139_instances(), expect="erratum", rtol=1e-7, atol=1e-12,
    readings=(Reading("mu = 0", "the display at mu = 0 (where Lemma C.4.1 itself holds): the cross moments of (C.139) "
                      "vanish; the completed square still covers the coordinates i <= k only",
                      strategy=_c139_instances(zero_mean=True)),),
    domain=(Param("d", 1, INF, integer=True, far=4, text="x in R^d, k <= d", unreached="d <= 4"),
            Param("sigma", -INF, INF, far=1e2, text="sigma != 0", unreached="|sigma| in [1e-2, 1e2]"),
            Param("mu", -INF, INF, far=3, text="mu in R^d", unreached="|mu_j| <= 3")),
    evidence="Violated (Re-derived independently from the paper by an auditor's own script (docs/audits/round7/thesis.md): confirmed. ), under both readings: besides the cross moments of (C.139)-(C.140) for mu != 0, "
             "the square sum_{i<=k} (.. + sum_{l != i} r_li alpha_0(l) ..)^2 produces the products r_li r_l'i "
             "alpha_0(l) alpha_0(l') only for the coordinates i <= k, while B_0 has them for every coordinate j not in "
             "{l, l'} of [d]: at mu = 0 the identity fails as soon as d > k. Smallest instance: d = 3, k = 2, sigma = 1, "
             "mu = 0, r_1 = r_2 = (0, 0, 1): A_0 = 2 beta_0 = 0.08967, B_0 = 2 alpha_0^2 = 0.08538 (the x_3^2 term), "
             "A_0 + B_0 = 0.17506 against the right side 2 beta_0 = 0.08967. With d = k and mu = 0 it holds (the "
             "factor 2 that (C.140) misses is present here).",
    no_correction_reason="the right side would need the square over every coordinate j in [d] (sum_{j} (sum_{l != j} "
                         "r_lj alpha_0(l))^2 ...) plus the cross moments under the mixture; the lemma's failure is "
                         "recorded at thesis.ch4.lemmaC.4.1",
    mutants={"the cross term without its factor 2": B.eqC141_mut},
    second_path=SP + "test_c141_misses_coordinates_beyond_k",
    notes="A_0 and B_0 by the measurements of thesis.ch4.eqC.139 and thesis.ch4.eqC.140 (1-D quad moments).",
    settings={"ci": {"max_examples": 8, "budget_s": 0.8}},
))


# ============================================================================== (C.170) L6047: the cross term C = 0


@st.composite
def _c170_instances(draw: st.DrawFn) -> dict:
    """d = 2, K = 1: U = (cos t, sin t) (t in [0, pi) shifted by 0.7 so the simplest draw is off the axes; the axes t = 0, pi/2 drawn), W* = a U with a = +-10^e,
    e in [-1, 1]; Sigma_l = diag(sigma_1^2, sigma_2^2) ((C.171)'s sigma_lk), sigma_k in [0.2, 3] (equal drawn);
    mu_l = m U (Property 1: U_perp^T mu_l = 0), m in [-3, 3]; a_1 = (b, c) in the basis (U, U_perp) with b^2 + c^2 = 1
    (the min over ||a|| = 1 of (C.176)), its angle shifted by 0.7 so the simplest draw has b c != 0."""
    t = draw(st.one_of(st.floats(0.0, math.pi, exclude_max=True).map(lambda v: (v + 0.7) % math.pi),
                       st.sampled_from([0.0, math.pi / 2])))
    s1 = draw(st.floats(0.2, 3.0))
    s2 = draw(st.one_of(st.floats(0.2, 3.0).map(lambda v: 3.2 - v), st.just(s1)))
    ang = draw(st.floats(0.0, 2 * math.pi).map(lambda v: (v + 0.7) % (2 * math.pi)))
    return {"t": t, "a": draw(log_uniform(0.1, 10.0)) * draw(st.sampled_from([1.0, -1.0])), "s1": s1, "s2": s2,
            "m": draw(st.one_of(st.just(0.0), st.floats(-3.0, 3.0))), "b": math.cos(ang), "c": math.sin(ang)}


def _c170_measure(inst: dict, ctx: Ctx) -> Measurement:
    """C = E[2 (c_1^T U_perp^T x phi'(w*^T x)) (b_1^T U^T x phi'(w*^T x))] = 2 b c E[z s phi'(a z)^2], z = U^T x,
    s = U_perp^T x jointly Gaussian: E[s | z] = Cov(s, z)/Var(z) (z - m) (E s = 0), so C = 2 b c Cov/Var E[z (z - m)
    phi'(a z)^2], z ~ N(m, Var) by scipy quad."""
    t, a, m = float(inst["t"]), float(inst["a"]), float(inst["m"])
    u, up = (math.cos(t), math.sin(t)), (-math.sin(t), math.cos(t))
    S = (inst["s1"] ** 2, inst["s2"] ** 2)
    var = u[0] ** 2 * S[0] + u[1] ** 2 * S[1]
    cov = up[0] * u[0] * S[0] + up[1] * u[1] * S[1]
    sd = math.sqrt(var)
    # z = m + sd g, g ~ N(0, 1): E[z (z - m) phi'(a z)^2] = E[(m + sd g) sd g phi'(a (m + sd g))^2]
    val = _quad(lambda g: (m + sd * g) * sd * g * _dphi2(a * (m + sd * g)), 0.0, a * sd)
    C = 2 * inst["b"] * inst["c"] * cov / var * val
    return Measurement(C, {}, {"Cov(U_perp^T x, U^T x)": cov, "t": t})


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.170", paper=PAPER, kind="step", comparison="==",
    source=_src("(C.170), proof of Lemma C.4.4, App. C.4.6 (C, the cross term of (C.168), 'the last step is by "
                "U_perp^T mu_l = 0 by Property 1'; sigma_lk of (C.171))", "L6047-L6049"),
    statement="(C.170): for x ~ N(mu_l, Sigma_l), Sigma_l = diag(sigma_l1^2, ..., sigma_ld^2), mu_l in the column space "
              "of W* (Property 1), a_i = U b_i + U_perp c_i: C = E[2 (sum_i c_i^T U_perp^T x phi'(w_i*^T x)) (sum_i "
              "b_i^T U^T x phi'(w_i*^T x))] = sum_{i,j} E[2 c_i^T U_perp^T x] E[b_i^T U^T x phi'(w_i*^T x) "
              "phi'(w_j*^T x)] = 0.",
    statement_tex=r"C = \mathbb{E}\left[ 2 \left( \sum_{i=1}^K \mathbf{c}_i^\top \mathbf{U}_\perp^\top \mathbf{x} \cdot "
                  r"\phi'(\mathbf{w}_i^{*\top} \mathbf{x}) \right) \cdot \left( \sum_{i=1}^K \mathbf{b}_i^\top "
                  r"\mathbf{U}^\top \mathbf{x} \cdot \phi'(\mathbf{w}_i^{*\top} \mathbf{x}) \right) \right] = 0",
    bound=B.zero, measure=_c170_measure, strategy=_c170_instances(), expect="erratum", rtol=1e-7, atol=1e-9,
    domain=(Param("t", 0, math.pi, text="W* in R^{d x K} (its column space U)",
                  unreached="d = 2, K = 1: U = (cos t, sin t); one pair of coordinates carries the dependence"),
            Param("s1", 0, INF, lo_closed=False, far=3.0, text="sigma_lk > 0", unreached="sigma_lk in [0.2, 3]"),
            Param("m", -INF, INF, far=3.0, text="mu_l = m U (Property 1)", unreached="|m| <= 3")),
    evidence="Violated (Re-derived independently from the paper by an auditor's own script (docs/audits/round7/thesis.md): confirmed. ): the second '=' factorises E[c^T U_perp^T x . b^T U^T x phi' phi'] as if U_perp^T "
             "x were independent of U^T x, which holds only when Cov(U_perp^T x, U^T x) = U_perp^T Sigma_l U = 0 (an "
             "isotropic Sigma_l or U along the axes). For a general diagonal Sigma_l, E[U_perp^T x | U^T x] is a "
             "nonzero linear function of U^T x and C != 0. Smallest instance: d = 2, K = 1, U = (1, 1)/sqrt 2, "
             "w* = U, Sigma_l = diag(4, 1/4), mu_l = U, b = c = 1/sqrt 2: C = -0.014823 (second path: a 2-D Gauss-Hermite rule). The same dependence "
             "breaks (C.171)-(C.172) (thesis.ch4.eqC.172, thesis.ch4.display.lemmaC.4.4-ts-independence); Lemma C.4.4 "
             "keeps its own verdict.",
    no_correction_reason="C = 2 sum_{i,j} E[c_i^T E[U_perp^T x | U^T x] b_j^T U^T x phi'_i phi'_j], nonzero unless "
                         "U_perp^T Sigma_l U = 0; no closed form in the printed quantities",
    mutants={},
    no_mutant_reason="the printed value is the constant 0, met exactly at the isotropic and axis-aligned draws; a "
                     "wrong constant c != 0 is rejected there, so no planted mutant adds a direction",
    second_path=SP + "test_c170_cross_term_nonzero",
    notes="1-D scipy quad of E[z (z - m) phi'(a z)^2] after conditioning on z = U^T x.",
    settings={"ci": {"max_examples": 10, "budget_s": 0.6}},
))


# ============================================== L7580: E_Sigma ||V_t + sqrt(eta) Sigma V_hat||_F^2 (the identity)


@st.composite
def _l7580_instances(draw: st.DrawFn) -> dict:
    """m1 in 1..4, m2 in 1..3 with entries drawn one by one, or (round 23, thesisY) m1 up to 1024, m2 up to 64 (m1 m2
    <= 8192) with entries from a drawn seed; V_t and V_hat dyadic in [-2, 2] (V_t = 0 drawn), sqrt(eta) = s dyadic in [2^-40, 1]."""
    zero = draw(st.booleans())
    if draw(st.booleans()):
        m1, m2 = draw(st.integers(1, 4)), draw(st.integers(1, 3))
        ent = st.floats(-2.0, 2.0).map(lambda x: _dy(((x + 3.3) % 4.0) - 2.0))
        Vt = [[Fraction(0) if zero else draw(ent) for _ in range(m2)] for _ in range(m1)]
        Vh = [[draw(ent) for _ in range(m2)] for _ in range(m1)]
    else:
        m1 = int(draw(st.one_of(st.just(1024), log_uniform(5.0, 1024.0).map(round))))
        m2 = min(int(draw(st.one_of(st.just(64), log_uniform(1.0, 64.0).map(round)))), max(1, 8192 // m1))
        rng = np.random.default_rng(draw(SEEDS))
        Vt = [[Fraction(0) if zero else Fraction(int(k), 2**12) for k in row]
              for row in rng.integers(-2**13, 2**13 + 1, (m1, m2))]
        Vh = [[Fraction(int(k), 2**12) for k in row] for row in rng.integers(-2**13, 2**13 + 1, (m1, m2))]
    s = _dy(draw(st.one_of(log_uniform(2.0**-40, 1.0), st.just(1.0), st.just(2.0**-40))), 48)
    return {"m1": m1, "Vt": Vt, "Vh": Vh, "s": max(s, Fraction(1, 2**48))}


def _l7580_value(inst: dict) -> tuple:
    """E over the random diagonal Sigma (i.i.d. +-1 entries) of ||V_t + s Sigma V_hat||_F^2 (row i scaled by sigma_i),
    exact in rationals: for m1 <= 4 by enumerating the 2^{m1} sign patterns; for larger m1 row by row (the squared
    Frobenius norm is the sum of the rows' squared norms and row i depends on sigma_i only, so its expectation is
    the mean of its two values), the same exact expectation without 2^{m1} terms."""
    m1, s = int(inst["m1"]), inst["s"]
    m2 = len(inst["Vt"][0])
    tot = Fraction(0)
    if m1 <= 4:
        for mask in range(2**m1):
            sig = [1 if (mask >> i) & 1 else -1 for i in range(m1)]
            tot += sum((inst["Vt"][i][c] + s * sig[i] * inst["Vh"][i][c]) ** 2 for i in range(m1)
                       for c in range(m2))
        tot /= 2**m1
        return tot, {"fro2V": _fro2(inst["Vt"]), "fro2Vh": _fro2(inst["Vh"]), "eta": s * s}
    # row by row in exact integers: entries k / 2^12 (the strategy's dyadic grid), s = S / 2^48
    vt, vh = _l7580_ints(inst["Vt"]), _l7580_ints(inst["Vh"])
    if s.denominator > 2**48 or 2**48 % s.denominator:
        raise SolverFailure("s off the 2^-48 grid")
    S = s.numerator * (2**48 // s.denominator)
    num = 0
    for i in range(m1):
        for sg in (1, -1):  # row i's two values (sigma_i = +-1), each with probability 1/2
            num += sum(((a << 48) + sg * S * b) ** 2 for a, b in zip(vt[i], vh[i]))
    tot = Fraction(num, 2 * 2**120)
    fro = [Fraction(sum(k * k for row in v for k in row), 2**24) for v in (vt, vh)]
    return tot, {"fro2V": fro[0], "fro2Vh": fro[1], "eta": s * s}


def _l7580_ints(V: list) -> list:
    """The entries of V (Fractions on the 2^-12 grid) as integer numerators over 2^12."""
    out = []
    for row in V:
        r = []
        for x in row:
            x = Fraction(x)
            if 2**12 % x.denominator:
                raise SolverFailure("an entry off the 2^-12 grid")
            r.append(x.numerator * (2**12 // x.denominator))
        out.append(r)
    return out


def _l7580_measure(inst: dict, ctx: Ctx) -> Measurement:
    v, q = _l7580_value(inst)
    return Measurement(float(v), {k: float(x) for k, x in q.items()}, {"m1": inst["m1"]})


def _l7580_exact(inst: dict) -> Measurement:
    v, q = _l7580_value(inst)
    return Measurement(_mp(v), {k: _mp(x) for k, x in q.items()}, {}, exact=True)


CLAIMS.append(Claim(
    id="thesis.ch5.display.lemmaD.2.13-V-regulariser", paper=PAPER, kind="step", comparison="==",
    source=_src("Proof of Lemma D.2.13, App. D.2 ('Changes in Regularizer ... We know that'; Sigma the random diagonal "
                "+-1 matrix of [58])", "L7578-L7580"),
    statement="E_Sigma[||V_t + sqrt(eta) Sigma V_hat||_F^2] = ||V_t||_F^2 + eta ||V_hat||_F^2 for V_t, V_hat in "
              "R^{m1 x m2}, eta > 0, Sigma in R^{m1 x m1} diagonal with i.i.d. +-1 entries.",
    statement_tex=r"\mathbb{E}_{\Sigma}[\|\mathbf{V}_t + \sqrt{\eta} \Sigma \hat{\mathbf{V}}\|_F^2] = \|\mathbf{V}_t\|_F^2 "
                  r"+ \eta \|\hat{\mathbf{V}}\|_F^2",
    bound=B.eqL7580_printed, measure=_l7580_measure, exact=_l7580_exact, strategy=_l7580_instances(),
    expect="holds", rtol=1e-12, atol=0.0,
    domain=(Param("m1", 1, INF, integer=True, far=1024, text="m1 >= 1 (Sigma is m1 x m1), m2 >= 1",
                  unreached="m1 <= 1024, m2 <= 64, m1 m2 <= 8192 (exact rationals: the 2^{m1} sign patterns enumerated for m1 <= "
                            "4, row by row beyond; round 23 widened it from m1 <= 4, m2 <= 3)"),
            Param("s", 0, 1, lo_closed=False, text="eta in (0, 1/poly(m1, m2)), sqrt(eta) = s",
                  unreached="s in [2^-40, 1] (round 23: was [2^-10, 1])")),
    evidence="Holds: E[sigma_i] = 0 kills the cross term 2 sqrt(eta) <V_t, Sigma V_hat>, and sigma_i^2 = 1. Exact in "
             "rationals over the 2^{m1} sign patterns.",
    mutants={"sqrt(eta) in place of eta": B.eqL7580_mut},
    auto_mutant=False,  # an equality: the automatic 10 % move is the same kind of wrong constant as the planted one
    notes="Read with [58]'s Sigma (random diagonal +-1, the reading of thesis.ch5.eqD.95); thesis.ch5.eqD.95 checks "
          "the pointwise expansion of the next display, not this expectation.",
    settings={"ci": {"max_examples": 12, "budget_s": 1.0}},
))


# ============================= L7647-L7651: (D.107) => min{c'_1, c'_2} <= (1 - eta/2 + eta gamma/8) c'_3 + ..., uniform


def _d107_instances(a_hi: float = 2.0**10) -> st.SearchStrategy:
    """sqrt(eta) = s dyadic in [2^-12, 1/2] (so eta^1.5 = s^3 is rational); gamma, eps0 in [2^-16, 1) and
    Q = ||q^T A*||_1, a = ||A*||_inf in [2^-4, a_hi] log-uniform (dyadic); c'_3, OPT in [0, 16] (the losses are
    O~(1), Lemma D.2.13's range). Every quantity an exact dyadic rational."""
    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        def dy(lo: float, hi: float, edge: float | None = None) -> Fraction:
            base = log_uniform(lo, hi) if edge is None else st.one_of(st.just(edge), log_uniform(lo, hi))
            return _dy(draw(base), 24) or Fraction(1, 2**24)
        s = _dy(draw(st.one_of(st.just(0.5), log_uniform(2.0**-12, 0.5))), 16) or Fraction(1, 2**16)
        c3 = _dy(draw(st.one_of(st.just(0.0), st.floats(0.0, 16.0))), 12)
        opt = _dy(draw(st.one_of(st.just(0.0), st.floats(0.0, 16.0))), 12)
        return {"s": s, "gamma": dy(2.0**-16, 0.75, 0.5), "eps0": dy(2.0**-16, 0.75, 0.5),
                "Q": dy(2.0**-4, 2.0**6, 1.0), "a": dy(2.0**-4, a_hi, 1.0), "c3": c3, "opt": opt}
    return draw_inst()


def _d107_value(inst: dict) -> tuple[Fraction, dict]:
    """The largest min{c'_1, c'_2} that (D.107) allows (its O(.) and O_p(.) read with constant 1, at equality):
    c'_1 <= g(c'_2) = (1 - eta)(2 c'_3 - c'_2) + K decreases in c'_2, so the worst case is the crossing c'_2 = g(c'_2);
    minus the printed explicit part (1 - eta/2 + eta gamma/8) c'_3 + eta OPT / 2. Exact in rationals."""
    s = inst["s"]
    eta = s * s
    g, e0, Q, a, c3, opt = inst["gamma"], inst["eps0"], inst["Q"], inst["a"], inst["c3"], inst["opt"]
    K = eta * g / 4 * c3 + eta * (opt + Q * a**4 * e0 / g) + s**3
    c2 = (2 * (1 - eta) * c3 + K) / (2 - eta)
    c1 = (1 - eta) * (2 * c3 - c2) + K
    worst = min(c1, c2)
    rem = worst - ((1 - eta / 2 + eta * g / 8) * c3 + eta * opt / 2)
    return rem, {"eta": eta, "gamma": g, "eps0": e0, "Q": Q, "a": a}


def _d107_measure(inst: dict, ctx: Ctx) -> Measurement:
    if inst["gamma"] < Fraction(1, 2**60) or inst["a"] > 2**40 or inst["s"] < Fraction(1, 2**60):
        raise SolverFailure("a path left the float64 range of the comparison (gamma, sqrt(eta) < 2^-60 or "
                            "||A*||_inf > 2^40)")
    rem, q = _d107_value(inst)
    return Measurement(float(rem), {k: float(v) for k, v in q.items()}, {"c3": float(inst["c3"])})


def _d107_exact(inst: dict) -> Measurement:
    rem, q = _d107_value(inst)
    with mpmath.workdps(40):
        return Measurement(_mp(rem), {k: _mp(v) for k, v in q.items()}, {}, exact=True)


def _d107_move_a(inst: dict, t: float) -> dict:
    """The ||A*||_inf -> inf path: a = t (everything else as in inst)."""
    return {**inst, "a": Fraction(t)}


def _d107_move_gamma(inst: dict, t: float) -> dict:
    """The gamma -> 0 path: gamma = 2^-t."""
    return {**inst, "gamma": Fraction(1, 2 ** int(round(t)))}


def _d107_move_eta(inst: dict, t: float) -> dict:
    """The eta -> 0 path: sqrt(eta) = 2^-t."""
    return {**inst, "s": Fraction(1, 2 ** int(round(t)))}


_D107_SEARCH = Direction(
    "Q, eps0, c'_3, OPT (searched)", "Q", INF, how="search",
    reason="Q and eps0 enter the remainder only through the term eta Q a^4 eps0 / (gamma (2 - eta)), which has the "
           "same factor Q eps0 as the shape; c'_3 and OPT (bounded, O~(1)) contribute eta^2 (gamma/8 - 1/2) c'_3 / "
           "(2 - eta) <= 0 and eta^2 OPT / (2 (2 - eta)) <= 4 eta^2, below the eta^1.5 of the shape")
_D107_DIRS = (
    Direction("gamma -> 0", "gamma", INF, how="path", move=_d107_move_gamma, points=(2.0, 4.0, 8.0, 12.0, 16.0),
              reason="the eps0 / gamma term; a shape without the 1/gamma diverges here"),
    Direction("eta -> 0", "s", INF, how="path", move=_d107_move_eta, points=(1.0, 2.0, 4.0, 8.0, 12.0),
              reason="the O_p(eta^1.5): the remainder carries eta^1.5 / (2 - eta); a shape with eta^2 diverges here"),
    _D107_SEARCH,
    Direction("c'_3, OPT (bounded)", "c3", 16.0, how="search",
              reason="c'_3, OPT in [0, O~(1)] (Lemma D.2.13's range, L7544); their terms eta^2 (gamma/8 - 1/2) c'_3 / "
                     "(2 - eta) <= 0 and eta^2 OPT / (2 (2 - eta)) are bounded by the eta^1.5 of the shape"),
)
_D107_DOMAIN = (
    Param("s", 0, 1, lo_closed=False, text="eta in (0, 1/poly(m1, m2, ||A*||_inf, K)), sqrt(eta) = s",
          unreached="s in [2^-16, 1/2]"),
    Param("gamma", 0, 1, lo_closed=False, text="gamma > 0 small (gamma < eps0 / Omega(1))",
          unreached="gamma in [2^-24, 3/4]"),
    Param("eps0", 0, 1, lo_closed=False, text="eps0 in (0, 1)", unreached="eps0 in [2^-24, 3/4]"),
    Param("Q", 0, INF, lo_closed=False, far=2.0**6, text="||q^T A*||_1 > 0", unreached="Q in [2^-4, 2^6]"),
    Param("c3", 0, INF, far=16.0, text="c'_3 = L'(...) in [0, O~(1)] (Lemma D.2.13's range)",
          unreached="c'_3, OPT in [0, 16] (losses O~(1))"),
)


CLAIMS.append(Claim(
    id="thesis.ch5.display.D.107-min", paper=PAPER, kind="step", comparison="<=",
    source=_src("Proof of Lemma D.2.13, App. D.2 ('(D.107) ... which implies'; c'_1, c'_2, c'_3 of (D.102), (D.104), "
                "(D.106); (D.107) its hypothesis)", "L7649-L7651"),
    statement="(D.107) c'_1 <= (1 - eta)(2 c'_3 - c'_2) + (eta gamma/4) c'_3 + eta (OPT + O(||q^T A*||_1 ||A*||_inf^4 "
              "eps0/gamma)) + O_p(eta^1.5) implies min{c'_1, c'_2} <= (1 - eta/2 + eta gamma/8) c'_3 + (eta/2) OPT + "
              "O(||q^T A*||_1 ||A*||_inf^2 eta eps0/gamma) + O_p(eta^1.5): read with (D.107)'s O(.), O_p(.) at "
              "constant 1 and the worst c'_1, c'_2 it allows, the conclusion's constant uniform over eta, gamma, eps0, "
              "||q^T A*||_1, ||A*||_inf and c'_3, OPT in [0, O~(1)].",
    statement_tex=r"\min\{c'_1, c'_2\} \leq (1 - \eta\frac{1}{2} + \frac{\eta\gamma}{8})c'_3 + \eta\frac{1}{2}OPT + "
                  r"O(\|\mathbf{q}^\top \mathbf{A}^*\|_1 \|\mathbf{A}^*\|_\infty^2 \eta \epsilon_0 / \gamma) + "
                  r"O_p(\eta^{1.5})",
    bound=B.d107_min_printed, measure=_d107_measure, exact=_d107_exact, strategy=_d107_instances(),
    constants="hidden", uniform=True, expect="erratum", rtol=1e-9, atol=0.0,
    directions=(Direction("||A*||_inf -> inf", "a", INF, how="path", move=_d107_move_a,
                          points=(4.0, 16.0, 64.0, 256.0, 1024.0),
                          reason="(D.107) carries ||A*||_inf^4, the conclusion ||A*||_inf^2: the remainder over the "
                                 "printed shape grows like ||A*||_inf^2 / 2"),
                *_D107_DIRS),
    domain=(Param("a", 0, INF, lo_closed=False, far=2.0**10,
                  text="||A*||_inf > 0 (tracked as a free quantity in every bound of Ch. 5; the star graph's "
                       "normalised adjacency has ||A||_inf ~ sqrt(N/2))", unreached="a in [2^-4, 2^10]"),
            *_D107_DOMAIN),
    evidence="Violated (Re-derived independently from the paper by an auditor's own script (docs/audits/round7/thesis.md): confirmed as printed. ): the worst min{c'_1, c'_2} under (D.107) is at c'_1 = c'_2 = (2(1 - "
             "eta) c'_3 + K)/(2 - eta); minus the explicit part it equals eta^2 (gamma/8 - 1/2) c'_3/(2 - eta) + eta^2 "
             "OPT/(2(2 - eta)) + (eta ||q^T A*||_1 ||A*||_inf^4 eps0/gamma + eta^1.5)/(2 - eta), and the ||A*||_inf^4 "
             "of (D.107) is not O(||A*||_inf^2): e.g. eta = 1/4, gamma = eps0 = 1/2, Q = 1, c'_3 = OPT = 0: ratio to "
             "the printed shape 0.571, 8.88, 146, 2.34e3 at ||A*||_inf = 1, 4, 16, 64. The lemma's own threshold (L7544, "
             "L7663) keeps ||A*||_inf^4; the ^2 here (and in L7659's Omega(.)) reads as a misprint. Holds with the "
             "fourth power (corrected), and for bounded ||A*||_inf (L1562: (5.8) makes it O(1), absorbing the power; "
             "the chapter's bounds still track its powers, so the literal reading keeps it free).",
    corrected=B.d107_min_corrected,
    corrected_text="min{c'_1, c'_2} <= (1 - eta/2 + eta gamma/8) c'_3 + eta OPT/2 + O(||q^T A*||_1 ||A*||_inf^4 eta "
                   "eps0/gamma) + O_p(eta^1.5)",
    mutants={"||A*||_inf^3": B.d107_min_mut_a3, "1/gamma dropped": B.d107_min_mut_gamma},
    second_path=SP + "test_d107_min_by_grid_over_c2",
    notes="Uniform (hidden constant), exact in rationals (sqrt(eta) dyadic so eta^1.5 is rational); the measurement "
          "takes the crossing of c'_1 = g(c'_2) with c'_2 (the second path scans c'_2 on a grid instead).",
    settings={"ci": {"max_examples": 16, "budget_s": 0.8}},
))


# ============================================= (C.51) L5459: lim_{sigma -> inf} rho(u, sigma) >= Theta(sigma^{-3-eps})


def _dphi_sig(t: float) -> float:
    """phi'(t) for the sigmoid phi, 1 / (4 cosh^2(t/2)) (stable for large |t|)."""
    return 0.25 / math.cosh(t / 2) ** 2 if abs(t) < 1400 else 0.0


def _ab(u: float, sigma: float, power: int, q: int) -> float:
    """E_{z ~ N(u, 1)}[phi'(sigma z)^power z^q] in the variable t = sigma z: int phi'(t)^power (t/sigma)^q
    pdf(t/sigma - u) dt / sigma, over |t| <= 60 (phi'(t) < 4 e^{-60} beyond), split at 0 (scipy quad, rel 1e-12)."""
    def f(t: float) -> float:
        z = t / sigma
        return _dphi_sig(t) ** power * z**q * math.exp(-0.5 * (z - u) ** 2) / math.sqrt(2 * math.pi) / sigma
    tot = 0.0
    for lo, hi in ((-60.0, 0.0), (0.0, 60.0)):
        val, _err = integrate.quad(f, lo, hi, epsabs=0.0, epsrel=1e-12, limit=200)
        tot += val
    return tot


def _rho(u: list[float], sigma: float) -> float:
    """rho(u, sigma) of (C.6): min over i != j of (u_j^2 + 1)(beta_0(i) - alpha_0(i)^2) and beta_2(i) -
    alpha_2(i)^2 / (u_i^2 + 1)."""
    vals = []
    for i, ui in enumerate(u):
        b0, a0 = _ab(ui, sigma, 2, 0), _ab(ui, sigma, 1, 0)
        b2, a2 = _ab(ui, sigma, 2, 2), _ab(ui, sigma, 1, 2)
        vals.append(b2 - a2 * a2 / (ui * ui + 1))
        vals.extend((uj * uj + 1) * (b0 - a0 * a0) for j, uj in enumerate(u) if j != i)
    return min(vals)


@st.composite
def _c51_instances(draw: st.DrawFn) -> dict:
    """d in 2..3, u in [-2, 2]^d (0 drawn), eps in [0.01, 1], sigma log-uniform in [1, 1e4] (the large end drawn)."""
    d = draw(st.integers(2, 3))
    u = [draw(st.one_of(st.just(0.0), st.floats(-2.0, 2.0))) for _ in range(d)]
    return {"u": u, "eps": draw(st.floats(0.01, 1.0)), "sigma": draw(st.one_of(st.just(1e4), log_uniform(1.0, 1e4)))}


def _c51_measure(inst: dict, ctx: Ctx) -> Measurement:
    if float(inst["sigma"]) > 1e6:
        raise SolverFailure("sigma > 1e6: the t-grid of the quadrature is not resolved past it")
    return Measurement(_rho(list(inst["u"]), float(inst["sigma"])), {"sigma": inst["sigma"], "eps": inst["eps"]},
                       {"d": len(inst["u"])})


def _c51_move(inst: dict, t: float) -> dict:
    """The sigma -> inf path: sigma = t."""
    return {**inst, "sigma": float(t)}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.51", paper=PAPER, kind="step", comparison=">=",
    source=_src("(C.51), proof of Property 3 (2), App. C.2 (rho of Definition C.2.2, (C.6))", "L5457-L5459"),
    statement="(C.51): for any eps > 0, lim_{sigma -> inf} rho(u, sigma) >= Theta(1/sigma^{3+eps}), read as rho(u, "
              "sigma) >= c sigma^{-(3+eps)} for sigma large enough, c > 0 hidden (it may depend on the fixed u and eps; "
              "u drawn on a compact box), phi the sigmoid.",
    statement_tex=r"\lim_{\sigma \rightarrow \infty} \rho(\mathbf{u}, \sigma) \geq "
                  r"\Theta\left(\frac{1}{\sigma^{3+\epsilon}}\right)",
    bound=B.c51_shape, measure=_c51_measure, strategy=_c51_instances(),
    constants="hidden", uniform=True, eventually=("sigma",), expect="holds", rtol=1e-8, atol=0.0,
    directions=(
        Direction("sigma -> inf", "sigma", INF, how="path", move=_c51_move, points=(10.0, 100.0, 1e3, 1e4, 1e5),
                  grows=("sigma",),
                  reason="the limit in the display; rho decays like sigma^{-3} (beta_2 ~ sigma^{-3} int phi'^2(t) t^2 "
                         "dt pdf(u_i)), so a shape with a power above -3 diverges here"),
        Direction("u, eps (fixed u: the constant may depend on u and eps)", "eps", INF, how="search",
                  reason="the statement is a limit in sigma at fixed u and eps ('for any eps > 0'): Theta's constant "
                         "is a function of u (item (3) of Property 3 gives the separate ||u|| -> inf rate) and of eps; "
                         "u, eps are drawn over a compact box"),
    ),
    domain=(Param("sigma", 0, INF, lo_closed=False, far=1e4, text="sigma -> inf (sigma != 0)",
                  unreached="sigma in [1, 1e5] (the path to 1e5)"),
            Param("eps", 0, INF, lo_closed=False, far=1.0, text="any eps > 0", unreached="eps in [0.01, 1]"),
            Param("u", -INF, INF, far=2.0, text="u in R^d fixed", unreached="d in 2..3, u in [-2, 2]^d (the constant "
                  "may depend on u)")),
    evidence="Holds: in t = sigma z, beta_2(i) - alpha_2(i)^2/(u_i^2 + 1) = sigma^{-3} pdf(u_i) int phi'^2(t) t^2 dt "
             "(1 + o(1)) (alpha_2^2 is O(sigma^{-6})) and (u_j^2 + 1)(beta_0 - alpha_0^2) = Theta(sigma^{-1}), so "
             "sigma^3 rho -> min_i pdf(u_i) (pi^2 - 6)/18 (int phi'^2(t) t^2 dt = (pi^2 - 6)/18) > 0, so rho >= c "
             "sigma^{-3-eps} for large sigma: sigma^3 rho = 0.08231, 0.08574, 0.085764, 0.0857638 at sigma = 10, "
             "1e2, 1e3, 1e4 for u = (0, 0) (limit (pi^2 - 6)/(18 sqrt(2 pi)) = 0.0857638); 0.05202 for u = (1, -1/2).",
    mutants={"sigma^-2": B.c51_mut_square, "sigma^-2.5": B.c51_mut_half},
    notes="rho by scipy quad in t = sigma z (accurate at large sigma: no cancellation, the integrand localised on "
          "|t| <= 60); the second path integrates in z with mpmath at 30 digits.",
    second_path=SP + "test_c51_rho_sigma_cubed_levels_off",
    settings={"ci": {"max_examples": 8, "budget_s": 0.8}},
))


# =============================================================== (C.115) L5801: the second '<=' read literally


@st.composite
def _c115_instances(draw: st.DrawFn) -> dict:
    """L in 2..4, l = 1 (the component with the smallest ||Sigma_l||), lambda on the simplex (lambda_l > 0),
    ||mu_j|| = m for all j in [0, 4] (0 drawn), ||Sigma_j||^{1/2} = s_j in [1, 4] with s_l the smallest
    (||Sigma_j|| = Omega(1)); the common positive factor G = poly(.) d log^2 d / (sum_j lambda_j rho_j)^2 drawn
    log-uniform in [1e-3, 1e3] (d >= 2; it multiplies both sides)."""
    L = draw(st.integers(2, 4))
    w = [draw(st.floats(0.01, 1.0)) for _ in range(L)]
    lam = [x / sum(w) for x in w]
    s = sorted(draw(st.one_of(st.just(1.0), st.floats(1.0, 4.0))) for _ in range(L))
    m = draw(st.one_of(st.just(0.0), st.floats(0.0, 4.0)))
    return {"L": L, "lam": lam, "s": s, "m": m, "G": draw(log_uniform(1e-3, 1e3))}


def _c115_a(inst: dict) -> list[float]:
    """a_1, ..., a_5 as printed after (C.115) (L5803), component l = index 0; a_3's stray comma read as a sum of its
    two products (every a_i >= 0 under any reading)."""
    lam, s, m = inst["lam"], inst["s"], float(inst["m"])
    ln, sl = lam[0], s[0]
    rest = list(zip(lam[1:], s[1:], strict=True))
    s4 = sum(lj * (m + sj) ** 4 for lj, sj in rest)
    s8 = sum(lj * (m + sj) ** 8 for lj, sj in rest)
    r6 = sum(lj * (m / sj + 1) ** 6 for lj, sj in rest)
    del ln
    a1 = (m + sl) ** 12 / sl**6
    a2 = (m + sl) ** 8 * math.sqrt(s8) / sl**6
    a3 = (m / sl + 1) ** 6 * math.sqrt(s4 * s8) + (m + sl) ** 6 * r6
    a4 = r6 * (m + sl) ** 2 * math.sqrt(s8)
    a5 = math.sqrt(s4 * s8) * r6
    return [a1, a2, a3, a4, a5]


def _c115_measure(inst: dict, ctx: Ctx) -> Measurement:
    """G (a_1 lambda_l^2 + a_2 lambda_l^{3/2} + a_3 lambda_l + a_4 lambda_l^{1/2} + a_5)."""
    a = _c115_a(inst)
    lt = float(inst["lam"][0])
    num = a[0] * lt**2 + a[1] * lt**1.5 + a[2] * lt + a[3] * math.sqrt(lt) + a[4]
    return Measurement(inst["G"] * num, {"G": inst["G"], "a5": a[4]}, {"a1": a[0], "lambda_l": lt})


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.115-second", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.115), proof of Theorem 2 (n_sc as lambda_l varies; a_1..a_5 defined after it), App. C.3, its "
                "second step ('<=')", "L5801"),
    statement="(C.115), second step read literally ('<=' with the same poly(.)): poly(.) d log^2 d (a_1 lambda_l^2 + "
              "a_2 lambda_l^{3/2} + a_3 lambda_l + a_4 lambda_l^{1/2} + a_5) / (sum_j lambda_j rho_j)^2 <= poly(.) d "
              "log^2 d a_5 / (sum_j lambda_j rho_j)^2, with a_1..a_5 of L5803, ||Sigma_j|| = Omega(1), ||mu_j|| equal, "
              "||Sigma_l|| <= ||Sigma_j||.",
    statement_tex=r"\text{poly}(\cdot) d \log^2 d \frac{a_1 \lambda_l^2 + a_2 \lambda_l^{\frac{3}{2}} + a_3 \lambda_l + "
                  r"a_4 \lambda_l^{\frac{1}{2}} + a_5}{(\sum_{j=1}^L \lambda_j \rho_j)^2} \leq \text{poly}(\cdot) d "
                  r"\log^2 d \frac{a_5}{(\sum_{j=1}^L \lambda_j \rho_j)^2}",
    bound=B.c115_second_printed, measure=_c115_measure, strategy=_c115_instances(),
    expect="erratum", rtol=1e-12, atol=0.0,
    domain=(Param("m", 0, INF, far=4.0, text="||mu_j|| = ||mu_i|| >= 0", unreached="m in [0, 4]"),
            Param("s", 1, INF, far=4.0, text="||Sigma_j||^{1/2} >= Omega(1)", unreached="s_j in [1, 4]"),
            Param("L", 2, INF, integer=True, far=4, text="L >= 2 components", unreached="L <= 4")),
    evidence="Violated read literally (Re-derived independently from the paper by an auditor's own script (docs/audits/round7/thesis.md): confirmed. ): a_1 = (||mu_l|| + ||Sigma_l||^{1/2})^12 / ||Sigma_l||^3 > 0 "
             "and lambda_l > 0, so the left numerator exceeds a_5 by a_1 lambda_l^2 + ... > 0 on every instance "
             "(e.g. L = 2, lambda = (1/2, 1/2), mu = 0, ||Sigma_1|| = ||Sigma_2|| = 1, G = 1: a_1 = 1, a_2 = 2^{-1/2}, "
             "a_3 = 1, a_4 = 2^{-3/2}, a_5 = 1/4, left 1.5 against 0.25). The text justifies the step by 'a_i = O(a_5)', i.e. "
             "'<~' with a hidden constant; that reading is not this claim (and a_1 = O(a_5) itself fails as "
             "sum_{j != l} lambda_j -> 0, where a_5 -> 0 with a_1 fixed).",
    no_correction_reason="the step is meant as '<~' (the text: 'by a_i = O(a_5)'), a hidden-constant statement "
                         "whose own justification a_i = O(a_5) fails as lambda_l -> 1; no explicit display replaces it",
    mutants={"G a_5 / 2": B.c115_second_mut},
    second_path=SP + "test_c115_second_step_literal",
    notes="Explicit in float64 (all terms positive, no cancellation).",
    settings={"ci": {"max_examples": 10, "budget_s": 0.8}},
))


# ====================== L7659: 'as long as c'_3 >= (1 + gamma) OPT + Omega(||q^T A*||_1 ||A*||_inf^2)', uniform constant


def _l7659_value(inst: dict) -> tuple[Fraction, dict]:
    """The least constant C of the threshold c'_3 >= (1 + gamma) OPT + C Q a^2 for which L7651's bound (its O(.),
    O_p(.) at constant 1) gives min{c'_1, c'_2} <= (1 - eta gamma/4) c'_3 for every c'_3 above the threshold: the
    step needs eta OPT/2 + Q a^2 eta eps0/gamma + eta^1.5 <= eta (1/2 - 3 gamma/8) c'_3, whose right side grows in
    c'_3 (gamma < 4/3), so the threshold itself is the binding c'_3. Exact in rationals (sqrt(eta) dyadic)."""
    s = inst["s"]
    g, e0, Q, a, opt = inst["gamma"], inst["eps0"], inst["Q"], inst["a"], inst["opt"]
    k = Fraction(1, 2) - Fraction(3, 8) * g
    need = (opt / 2 - k * (1 + g) * opt + Q * a**2 * e0 / g + s) / (k * Q * a**2)
    return need, {"gamma": g}


def _l7659_measure(inst: dict, ctx: Ctx) -> Measurement:
    if inst["gamma"] < Fraction(1, 2**60):
        raise SolverFailure("gamma < 2^-60: past the float64 range of the comparison")
    need, q = _l7659_value(inst)
    return Measurement(float(need), {k: float(v) for k, v in q.items()}, {"eps0": float(inst["eps0"])})


def _l7659_exact(inst: dict) -> Measurement:
    need, q = _l7659_value(inst)
    with mpmath.workdps(40):
        return Measurement(_mp(need), {k: _mp(v) for k, v in q.items()}, {}, exact=True)


def _l7659_move_gamma(inst: dict, t: float) -> dict:
    """The gamma -> 0 path at fixed eps0: gamma = 2^-t."""
    return {**inst, "gamma": Fraction(1, 2 ** int(round(t)))}


CLAIMS.append(Claim(
    id="thesis.ch5.display.lemmaD.2.13-threshold", paper=PAPER, kind="step", comparison="<=",
    source=_src("Proof of Lemma D.2.13, App. D.2 ('As long as c'_3 >= (1 + gamma) OPT + Omega(||q^T A*||_1 "
                "||A*||_inf^2), we have'; from the display L7651)", "L7657-L7659"),
    statement="From L7651's min{c'_1, c'_2} <= (1 - eta/2 + eta gamma/8) c'_3 + eta OPT/2 + O(||q^T A*||_1 "
              "||A*||_inf^2 eta eps0/gamma) + O_p(eta^1.5) (constants 1): as long as c'_3 >= (1 + gamma) OPT + C "
              "||q^T A*||_1 ||A*||_inf^2 with one constant C (the Omega(.)), min{c'_1, c'_2} <= (1 - eta gamma/4) "
              "c'_3; measured: the least such C at each instance, claimed O(1) uniformly over eta, gamma, eps0, "
              "||q^T A*||_1, ||A*||_inf, OPT.",
    statement_tex=r"c'_3 \geq (1 + \gamma)OPT + \Omega(\|\mathbf{q}^\top \mathbf{A}^*\|_1 \|\mathbf{A}^*\|_\infty^2) "
                  r"\Rightarrow \min\{c'_1, c'_2\} \leq (1 - \eta\frac{\gamma}{4})c'_3",
    bound=B.l7659_constant, measure=_l7659_measure, exact=_l7659_exact, strategy=_d107_instances(),
    constants="hidden", uniform=True, expect="erratum", rtol=1e-9, atol=0.0,
    directions=(
        Direction("gamma -> 0 (eps0 fixed)", "gamma", INF, how="path", move=_l7659_move_gamma,
                  points=(2.0, 4.0, 8.0, 12.0, 16.0),
                  reason="the O(Q a^2 eta eps0/gamma) of L7651 against the threshold's Omega(Q a^2) without eps0/gamma: "
                         "the needed constant grows like 2 eps0/gamma"),
        Direction("eta, Q, a, eps0, OPT, c'_3 (searched)", "Q", INF, how="search",
                  reason="the needed constant is (OPT/2 - k (1 + gamma) OPT + Q a^2 eps0/gamma + sqrt(eta))/(k Q a^2), "
                         "k = 1/2 - 3 gamma/8: eps0/gamma is the gamma path; sqrt(eta)/(Q a^2) and OPT/(Q a^2) grow as "
                         "Q a^2 -> 0 (searched over the drawn box; c'_3 enters only through the threshold)"),
        Direction("eta (searched)", "s", INF, how="search", reason="sqrt(eta)/(k Q a^2) decreases as eta -> 0"),
        Direction("eps0, c'_3 (searched)", "eps0", INF, how="search",
                  reason="eps0 enters as eps0/gamma (the gamma path); c'_3 is eliminated (the threshold binds)"),
        Direction("a (searched)", "a", INF, how="search", reason="a enters through Q a^2 only (as Q)"),
        Direction("c'_3 (eliminated)", "c3", INF, how="unsearched",
                  reason="the step's right side grows in c'_3, so the least constant is set at the threshold itself; "
                         "c'_3 does not enter the measured constant"),
    ),
    domain=(Param("a", 0, INF, lo_closed=False, far=2.0**10, text="||A*||_inf > 0", unreached="a in [2^-4, 2^10]"),
            *_D107_DOMAIN),
    evidence="Violated (Re-derived independently from the paper by an auditor's own script (docs/audits/round7/thesis.md): confirmed as printed. ): the least constant of the threshold is (OPT/2 - k (1 + gamma) OPT + Q a^2 "
             "eps0/gamma + sqrt(eta))/(k Q a^2), k = 1/2 - 3 gamma/8, which grows like 2 eps0/gamma as gamma -> 0 "
             "(e.g. eta = 1/4, eps0 = 1/2, Q = a = 1, OPT = 0: 4.8, 6.15, 65.8, 1026 at gamma = 1/2, 2^-2, 2^-6, 2^-10; "
             "no Omega(||q^T A*||_1 ||A*||_inf^2) constant covers it). The lemma's own range (L7544) and Lemma D.2.14 "
             "(L7663) put ||q^T A*||_1 ||A*||_inf^4 eps0/gamma in the threshold; L7659 drops eps0/gamma (and the "
             "fourth power, thesis.ch5.display.D.107-min).",
    no_correction_reason="with L7544's threshold Omega(Q a^4 eps0/gamma) the needed constant still carries "
                         "sqrt(eta) gamma/(Q a^4 eps0) and 1/a^2, which need eta small and ||A*||_inf bounded below "
                         "relative to the other quantities (the lemma's eta = 1/poly(.) does not name eps0); no single "
                         "display restates it",
    mutants={"constant vanishing like gamma": B.l7659_mut_gamma},
    second_path=SP + "test_l7659_threshold_constant_by_scan",
    notes="Uniform (hidden constant), exact in rationals; the measured left side is the least admissible constant of "
          "the threshold, the shape 1.",
    settings={"ci": {"max_examples": 12, "budget_s": 0.8}},
))


# ======================== (C.21) L5271-L5275: lim_{sigma -> 0} (u_j^2/sigma^2 + 1)(beta_0 - alpha_0)(i, u/sigma, sigma) = +inf

_HZ, _HW = np.polynomial.hermite_e.hermegauss(80)
_HW = _HW / math.sqrt(2 * math.pi)


def _c21_var(ui: float, sigma: float) -> float:
    """beta_0 - alpha_0^2 at (u/sigma, sigma) = Var phi'(x), x = sigma z ~ N(u_i, sigma^2) (z ~ N(u_i/sigma, 1)):
    computed as Var[phi'(u_i + sigma Z) - phi'(u_i)], Z ~ N(0, 1), by an 80-node Gauss-Hermite rule (the shift
    removes the cancellation at small sigma)."""
    g = np.array([_dphi_sig(ui + sigma * z) - _dphi_sig(ui) for z in _HZ])
    m1 = float(np.dot(_HW, g))
    return float(np.dot(_HW, g * g)) - m1 * m1


@st.composite
def _c21_instances(draw: st.DrawFn) -> dict:
    """u_i, u_j in [-3, 3] (u_j != 0 matters for the printed '+inf'; 0 drawn), any level M in [1, 1e3], 1/sigma
    log-uniform in [1, 1e4]."""
    return {"ui": draw(st.one_of(st.just(1.0), st.floats(-3.0, 3.0))),
            "uj": draw(st.one_of(st.just(1.0), st.just(0.0), st.floats(-3.0, 3.0))),
            "M": draw(log_uniform(1.0, 1e3)), "inv_sigma": draw(st.one_of(st.just(1e4), log_uniform(1.0, 1e4)))}


def _c21_measure(inst: dict, ctx: Ctx) -> Measurement:
    """(u_j^2/sigma^2 + 1)(beta_0 - alpha_0^2)(i, u/sigma, sigma) at sigma = 1/inv_sigma."""
    if float(inst["inv_sigma"]) > 1e7:
        raise SolverFailure("sigma < 1e-7: Var phi' below the float64 resolution of the shifted rule")
    sig = 1.0 / float(inst["inv_sigma"])
    uj = float(inst["uj"])
    return Measurement((uj * uj / sig**2 + 1) * _c21_var(float(inst["ui"]), sig), {"M": inst["M"]}, {"sigma": sig})


def _c21_move(inst: dict, t: float) -> dict:
    """The sigma -> 0 path: 1/sigma = t."""
    return {**inst, "inv_sigma": float(t)}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.21", paper=PAPER, kind="step", comparison=">=",
    source=_src("(C.21), proof of Property 3 (3), App. C.2 ('by L'Hopital's rule and (C.19), (C.20)')", "L5271-L5275"),
    statement="(C.21): lim_{sigma -> 0} (u_j^2/sigma^2 + 1)(beta_0(i, u/sigma, sigma) - alpha_0(i, u/sigma, sigma)) = "
              "+inf (alpha_0 read squared, as in (C.19)/(C.6)): for every level M, the left side is >= M once sigma is "
              "small enough; phi the sigmoid, u_j != 0.",
    statement_tex=r"\lim_{\sigma \rightarrow 0} \left( \frac{u_j^2}{\sigma^2} + 1 \right) \left( \beta_0(i, "
                  r"\frac{\mathbf{u}}{\sigma}, \sigma) - \alpha_0(i, \frac{\mathbf{u}}{\sigma}, \sigma) \right) = +\infty",
    bound=B.c21_level, measure=_c21_measure, strategy=_c21_instances(), eventually=("inv_sigma",),
    expect="erratum", rtol=1e-6, atol=0.0,
    directions=(Direction("sigma -> 0", "inv_sigma", INF, how="path", move=_c21_move,
                          points=(10.0, 100.0, 1e3, 1e4, 1e5), grows=("inv_sigma",),
                          reason="the limit of the display; the left side tends to u_j^2 phi''(u_i)^2 (<= 0.0093 u_j^2)"),),
    domain=(Param("inv_sigma", 1, INF, far=1e4, text="sigma -> 0 (1/sigma)", unreached="1/sigma in [1, 1e5]"),
            Param("uj", -INF, INF, far=3.0, text="u in R^d", unreached="u_i, u_j in [-3, 3]"),
            Param("M", 0, INF, lo_closed=False, far=1e3, text="every level M", unreached="M in [1, 1e3]")),
    evidence="Violated (Re-derived independently from the paper by an auditor's own script (docs/audits/round7/thesis.md): confirmed. ; the consequence the audited thesis.ch4.eqC.20 already names): beta_0 - alpha_0^2 "
             "at (u/sigma, sigma) is Var phi'(x), x ~ N(u_i, sigma^2), = sigma^2 phi''(u_i)^2 + O(sigma^4), so the left "
             "side tends to u_j^2 phi''(u_i)^2, finite (<= 0.0093 u_j^2; e.g. u_i = u_j = 1: 0.008255 at sigma = 1e-2, "
             "1e-3, 1e-4, below the level M = 1 at every sigma on the path). With alpha_0 unsquared as printed the "
             "bracket tends to phi'^2(u_i) - phi'(u_i) < 0 and the left side to -inf. Property 3 (3)'s conclusion "
             "(rho(u/sigma, sigma) -> a positive value) does not need +inf: a positive finite limit suffices.",
    no_correction_reason="the true limit u_j^2 phi''(u_i)^2 is the corrected text of thesis.ch4.eqC.20 ((C.21) "
                         "there); the display's use (a positive limit of rho) survives",
    no_mutant_reason="the printed side is a free level M (the claim quantifies over every M): a wrong version is "
                     "another level, refuted by the same path",
    second_path=SP + "test_c21_limit_is_finite",
    notes="Var phi' by an 80-node Gauss-Hermite rule on phi'(u_i + sigma Z) - phi'(u_i); the 'eventually' quantifier "
          "(sigma small enough) is followed along the sigma -> 0 path.",
    settings={"ci": {"max_examples": 10, "budget_s": 0.8}},
))


# ====================== (C.19) L5251-L5256: lim_{sigma -> 0} (beta_0 - alpha_0^2)(i, u/sigma, sigma) = 0; (C.23) L5285


def _beta2_term(ui: float, sigma: float) -> float:
    """beta_2 - alpha_2^2/((u_i/sigma)^2 + 1) at (u/sigma, sigma) for coordinate i: z ~ N(u_i/sigma, 1), sigma z =
    u_i + sigma Z; with phi'(sigma z) = c + h (c = phi'(u_i)) and E z^2 = (u_i/sigma)^2 + 1 = D the c-terms cancel
    exactly: the term is E[h^2 z^2] - E[h z^2]^2 / D (80-node Gauss-Hermite, no cancellation at small sigma)."""
    c = _dphi_sig(ui)
    h = np.array([_dphi_sig(ui + sigma * float(v)) - c for v in _HZ])
    z2 = (ui / sigma + _HZ) ** 2
    D = (ui / sigma) ** 2 + 1
    e1 = float(np.dot(_HW, h * z2))
    return float(np.dot(_HW, h * h * z2)) - e1 * e1 / D


def _rho_scaled(u: list[float], sigma: float) -> float:
    """rho(u/sigma, sigma) of (C.6): the (C.19)-type terms (u_j^2/sigma^2 + 1) Var phi'(x_i) by the shifted rule,
    and beta_2 - alpha_2^2/((u_i/sigma)^2 + 1) by _beta2_term."""
    vals = []
    for i, ui in enumerate(u):
        var = _c21_var(ui, sigma)
        vals.append(_beta2_term(ui, sigma))
        vals.extend((uj * uj / sigma**2 + 1) * var for j, uj in enumerate(u) if j != i)
    return min(vals)


@st.composite
def _c19_instances(draw: st.DrawFn) -> dict:
    """u_i in [-16, 16] (0 and 1 drawn), sigma log-uniform in [1e-4, 1] (1e-4 drawn)."""
    return {"ui": draw(st.one_of(st.just(0.0), st.just(1.0), st.floats(-16.0, 16.0))),
            "sigma": draw(st.one_of(st.just(1e-4), log_uniform(1e-4, 1.0)))}


def _c19_measure(inst: dict, ctx: Ctx) -> Measurement:
    """beta_0 - alpha_0^2 at (u/sigma, sigma) = Var phi'(x), x ~ N(u_i, sigma^2) (shifted Gauss-Hermite)."""
    sig, ui = float(inst["sigma"]), float(inst["ui"])
    if sig < 1e-7 or abs(ui) > 40:
        raise SolverFailure("past the float64 resolution of the shifted rule (sigma < 1e-7 or |u_i| > 40)")
    return Measurement(_c21_var(ui, sig), {"sigma": sig, "dphi": _dphi_sig(ui)}, {})


def _c19_move_sigma(inst: dict, t: float) -> dict:
    """sigma = 1/t."""
    return {**inst, "sigma": 1.0 / float(t)}


def _c19_move_u(inst: dict, t: float) -> dict:
    """u_i = t (|u_i| -> inf)."""
    return {**inst, "ui": float(t)}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.19", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.19), proof of Property 3 (3), App. C.2 ('Similarly, we can obtain the following')", "L5251-L5256"),
    statement="(C.19): lim_{sigma -> 0} (beta_0(i, u/sigma, sigma) - alpha_0^2(i, u/sigma, sigma)) = phi'^2(u_i) - "
              "phi'^2(u_i) = 0; checked through the rate: beta_0 - alpha_0^2 <= C sigma^2 uniformly over u_i in R and "
              "sigma in (0, 1] (a stronger form: it implies the limit 0).",
    statement_tex=r"\lim_{\sigma \rightarrow 0} \left( \beta_0(i, \frac{\mathbf{u}}{\sigma}, \sigma) - \alpha_0^2(i, "
                  r"\frac{\mathbf{u}}{\sigma}, \sigma) \right) = \phi'^2(u_i) - \phi'^2(u_i) = 0",
    bound=B.sigma_squared, measure=_c19_measure, strategy=_c19_instances(),
    constants="hidden", uniform=True, expect="holds", rtol=1e-8, atol=0.0,
    directions=(
        Direction("sigma -> 0", "sigma", INF, how="path", move=_c19_move_sigma, points=(10.0, 100.0, 1e3, 1e4, 1e5),
                  reason="the limit of the display: Var phi'(x) = sigma^2 phi''(u_i)^2 + O(sigma^4)"),
        Direction("|u_i| -> inf", "ui", INF, how="path", move=_c19_move_u, points=(2.0, 4.0, 8.0, 16.0, 32.0),
                  reason="u in R^d: Var phi' <= sigma^2 sup phi''^2 (Gaussian Poincare), so the ratio stays bounded; "
                         "a shape decaying faster in |u_i| diverges here"),
    ),
    domain=(Param("sigma", 0, 1, lo_closed=False, text="sigma -> 0", unreached="sigma in [1e-5, 1]"),
            Param("ui", -INF, INF, far=16.0, text="u_i in R", unreached="|u_i| <= 32")),
    evidence="Holds: beta_0 - alpha_0^2 at (u/sigma, sigma) is Var phi'(x), x ~ N(u_i, "
             "sigma^2), <= sigma^2 sup phi''^2 = sigma^2/108 (Gaussian Poincare inequality), so it tends to 0 as "
             "printed (the printed middle value phi'^2(u_i) - phi'^2(u_i) is the point-mass limit).",
    mutants={"sigma^3": B.sigma_cubed, "sigma^2 phi'(u_i)^3": B.sigma_squared_dphi3},
    second_path=SP + "test_c21_limit_is_finite",
    notes="Var phi' by an 80-node Gauss-Hermite rule on phi'(u_i + sigma Z) - phi'(u_i) (no cancellation at small "
          "sigma); the second path integrates in x with mpmath (the same Var at u_i = 1, as sigma^2 phi''(1)^2).",
    settings={"ci": {"max_examples": 12, "budget_s": 0.8}},
))


def _c23_move_entry(inst: dict, t: float) -> dict:
    """Round 36 (lim-t): the largest nonzero entry u_j (j not a zero index; the next index if u = 0) set to t with its
    sign; the zero entry and sigma stay."""
    u = [float(v) for v in inst["u"]]
    nz = [k for k, v in enumerate(u) if v != 0.0]
    j = max(nz, key=lambda k: abs(u[k])) if nz else (u.index(0.0) + 1) % len(u)
    u[j] = math.copysign(float(t), u[j]) if u[j] != 0.0 else float(t)
    if 0.0 not in u:
        raise SolverFailure("no zero entry left (d = 1)")
    return {**inst, "u": u}


def _c23_move_d(inst: dict, t: float) -> dict:
    """Round 36 (lim-t): d = t, the drawn u tiled to length d (np.resize: its zero entry repeats), sigma kept."""
    return {**inst, "u": [float(v) for v in np.resize(np.asarray(inst["u"], dtype=float), int(round(float(t))))]}


@st.composite
def _c23_instances(draw: st.DrawFn) -> dict:
    """d in 2..3, u with u_i = 0 at a drawn index i (the display's case), other entries in [-4, 4] (0 drawn), sigma
    log-uniform in [1e-4, 1]."""
    d = draw(st.integers(2, 3))
    u = [draw(st.one_of(st.just(0.0), st.just(1.0), st.floats(-4.0, 4.0))) for _ in range(d)]
    u[draw(st.integers(0, d - 1))] = 0.0
    return {"u": u, "sigma": draw(st.one_of(st.just(1e-4), log_uniform(1e-4, 1.0)))}


def _c23_measure(inst: dict, ctx: Ctx) -> Measurement:
    sig = float(inst["sigma"])
    if sig < 1e-7:
        raise SolverFailure("sigma < 1e-7: past the float64 resolution of the shifted rule")
    return Measurement(_rho_scaled(list(inst["u"]), sig), {"sigma": sig, "dphi": 0.25}, {"d": len(inst["u"])})


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.23", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.23), proof of Property 3 (3), App. C.2 ('When u_i = 0 for some i ... by (C.19). Then from the "
                "Definition C.2.2')", "L5281-L5285"),
    statement="(C.23): when u_i = 0 for some i, lim_{sigma -> 0} rho(u/sigma, sigma) = 0 (rho of (C.6) at the "
              "scaled mean); checked through the rate rho(u/sigma, sigma) <= C sigma^2 uniformly over u with a zero "
              "entry and sigma in (0, 1] (stronger: it implies the limit 0; rho > 0 is Property 3 (1)).",
    statement_tex=r"\lim_{\sigma \rightarrow 0} \rho\left(\frac{\mathbf{u}}{\sigma}, \sigma\right) = 0",
    bound=B.sigma_squared, measure=_c23_measure, strategy=_c23_instances(),
    constants="hidden", uniform=True, expect="holds", rtol=1e-8, atol=0.0,
    directions=(
        Direction("sigma -> 0", "sigma", INF, how="path", move=_c19_move_sigma, points=(10.0, 100.0, 1e3, 1e4, 1e5),
                  reason="the limit of the display; rho is at most the (C.19) term (0 + 1) Var phi'(x_j) <= "
                         "sigma^2/108"),
        Direction("u (searched)", "u", INF, how="search",
                  reason="the bounding term (u_i^2/sigma^2 + 1) Var phi'(x_j) = Var phi'(x_j) <= sigma^2/108 for "
                         "every u_j (Gaussian Poincare), so no direction in u raises the ratio above 1/108"),
        Direction("|u_j| -> inf (round 36)", "u", INF, how="path", move=_c23_move_entry,
                  points=(4.0, 16.0, 64.0, 256.0),
                  reason="u in R^d has no bound on its other entries and the constant must not depend on them: the "
                         "largest nonzero entry (u_j/sigma -> inf) followed to 256 (the ratio falls: Var phi'(x_j) "
                         "decays with |u_j|)"),
        Direction("d -> inf (round 36)", "d", INF, how="path", move=_c23_move_d, points=(4.0, 8.0, 16.0, 32.0, 64.0),
                  grows=("d",),
                  reason="u in R^d for every d: the drawn u tiled to length d (its zero entry kept); rho is a min "
                         "over more terms, so it can only fall"),
    ),
    domain=(Param("sigma", 0, 1, lo_closed=False, text="sigma -> 0", unreached="sigma in [1e-5, 1]"),
            Param("u", -INF, INF, far=4.0, text="u in R^d with u_i = 0",
                  unreached="d <= 3, entries in [-4, 4] drawn; round 36 paths: one entry to 256, d to 64 (u tiled)")),
    evidence="Holds: with u_i = 0 the term (u_i^2/sigma^2 + 1)(beta_0(j) - alpha_0^2(j)) of (C.6) is Var phi'(x_j), "
             "x_j ~ N(u_j, sigma^2), <= sigma^2/108, and rho is at most it (at u = (0, 1): rho/sigma^2 = 2.3e-4, 2.3e-6, "
             "2.3e-8 at sigma = 0.1, 1e-2, 1e-3).",
    mutants={"sigma^5": B.sigma_fifth},
    second_path=SP + "test_c21_limit_is_finite",
    notes="As thesis.ch4.eqC.19; the beta_2 term by the same Gauss-Hermite rule in z ~ N(u_i/sigma, 1), its phi'(u_i) "
          "part cancelled exactly. rho(u/sigma, sigma) is in fact O(sigma^4) here (phi''(0) = 0 in the beta_2 term of "
          "the zero coordinate), so sigma^2 is not the rate; the planted sigma^5 dies along sigma -> 0.",
    settings={"ci": {"max_examples": 10, "budget_s": 0.8}},
))


# ========================================================= (D.122) L7736-L7738: its first '<=' (ReLU network)


def _relu(x: np.ndarray) -> np.ndarray:
    return np.maximum(x, 0.0)


@st.composite
def _d122_instances(draw: st.DrawFn) -> dict:
    """N in 1..3, d in 1..2, m1 in 1..2, m2 in 2..3 (c_r needs two entries to carry both signs); A*, A^(1), A^(2)
    entrywise in [0, 1] (aggregation weights), X, W, W', V, V' Gaussian, c_r entries +-1 (signs drawn), q = e_g."""
    rng = np.random.default_rng(draw(SEEDS))
    N, d, m1, m2 = draw(st.integers(1, 3)), draw(st.integers(1, 2)), draw(st.integers(1, 2)), draw(st.integers(2, 3))
    return {"N": N, "g": draw(st.integers(0, N - 1)), "As": rng.uniform(0, 1, (N, N)), "A1": rng.uniform(0, 1, (N, N)),
            "A2": rng.uniform(0, 1, (N, N)), "X": rng.standard_normal((N, d)), "W": rng.standard_normal((d, m1)),
            "Wp": rng.standard_normal((d, m1)), "V": rng.standard_normal((m1, m2)),
            "Vp": rng.standard_normal((m1, m2)), "c": np.array([draw(st.sampled_from([1.0, -1.0])) for _ in range(m2)])}


def _d122_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Left |q^T A* relu(A* relu(A* X W) V) c - q^T A* relu(A2 relu(A1 X W') V') c|; printed right side with the
    weights (q^T A*)_n c_i outside the inner absolute values and one outer absolute value."""
    As, A1, A2, X, c = inst["As"], inst["A1"], inst["A2"], inst["X"], inst["c"]
    q = np.zeros(int(inst["N"]))
    q[int(inst["g"])] = 1.0
    Z = As @ _relu(As @ X @ inst["W"]) @ inst["V"]
    Zp = A2 @ _relu(A1 @ X @ inst["Wp"]) @ inst["Vp"]
    w = q @ As
    diff = _relu(Z) - _relu(Zp)
    lhs = abs(float(w @ diff @ c))
    rhs = abs(float(w @ np.abs(diff) @ c))
    rhs_abs = float(np.abs(w) @ np.abs(diff) @ np.abs(c))
    return Measurement(lhs, {"rhs": rhs, "rhs_abs": rhs_abs}, {})


CLAIMS.append(Claim(
    id="thesis.ch5.eqD.122-first", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.122), proof of Lemma D.2.14, App. D.2, its first '<=' (sigma the ReLU, v_i the columns of V, "
                "c_{i,r} the entries of c_r)", "L7736-L7738"),
    statement="(D.122), first step: |q^T A* sigma(A* sigma(A* X W) V) c_r - q^T A* sigma(A^(2) sigma(A^(1) X W') V') c_r| "
              "<= |sum_n q^T a_n* sum_i c_{i,r} |sigma(a_n* sigma(A* X W) v_i) - sigma(a_n^(2) sigma(A^(1) X W') v'_i)||, "
              "for nonnegative aggregation matrices, any X, W, W', V, V', c_r.",
    statement_tex=r"|\mathbf{q}^\top \mathbf{A}^* \sigma(\mathbf{A}^* \sigma(\mathbf{A}^* \mathbf{XW}) \mathbf{V}) "
                  r"\mathbf{c}_r - \mathbf{q}^\top \mathbf{A}^* \sigma(\mathbf{A}^{(2)} \sigma(\mathbf{A}^{(1)} "
                  r"\mathbf{XW}') \mathbf{V}') \mathbf{c}_r| \leq \left| \sum_{n=1}^N \mathbf{q}^\top \mathbf{a}_n^* "
                  r"\sum_{i=1}^{m_2} c_{i,r} | \sigma(\mathbf{a}_n^* \sigma(\mathbf{A}^* \mathbf{XW}) \mathbf{v}_i) - "
                  r"\sigma(\mathbf{a}_n^{(2)} \sigma(\mathbf{A}^{(1)} \mathbf{XW}') \mathbf{v}'_i) | \right|",
    bound=B.d122_first_printed, measure=_d122_measure, strategy=_d122_instances(),
    expect="erratum", rtol=1e-9, atol=1e-12,
    domain=(Param("N", 1, INF, integer=True, far=3, text="N nodes, d, m1, m2 >= 1",
                  unreached="N <= 3, d, m1 <= 2, m2 in 2..3 (Gaussian weights, entries of A in [0, 1])"),),
    evidence="Violated (Re-derived independently from the paper by an auditor's own script (docs/audits/round7/thesis.md): confirmed as printed. ): the weights (q^T A*)_n c_{i,r} carry both signs (c_r has entries of both "
             "signs), and |sum_k w_k x_k| <= |sum_k w_k |x_k|| fails for mixed-sign weights: e.g. N = 1, m2 = 2, "
             "c_r = (1, -1), differences (1, -1): left |1 + 1| = 2 against |1 - 1| = 0. The absolute value belongs "
             "inside the sums (corrected), which the chain's later O(poly(eps)) bound can use unchanged.",
    corrected=B.d122_first_corrected,
    corrected_text="<= sum_n |q^T a_n*| sum_i |c_{i,r}| |sigma(a_n* sigma(A* X W) v_i) - sigma(a_n^(2) sigma(A^(1) X W') "
                   "v'_i)|",
    mutants={"half the corrected side": B.d122_first_mut},
    second_path=SP + "test_d122_first_mixed_signs",
    notes="float64 (sizes <= 3); the later '<=' of the chain (ReLU 1-Lipschitz, triangle inequalities) are not checked "
          "here.",
    settings={"ci": {"max_examples": 20, "budget_s": 0.5}},
))


# ========================================================= (D.123) L7749-L7754: its first '<=' (ReLU network)


@st.composite
def _d123_instances(draw: st.DrawFn) -> dict:
    """As (D.122)'s instances plus A^(3) entrywise in [0, 1]; drawn modes: general, W' = W and V' = V (the printed
    case that holds), and W = V = 0 (the A*-trained offsets at their zero start, where the printed last term
    vanishes)."""
    inst = draw(_d122_instances())
    rng = np.random.default_rng(draw(SEEDS))
    inst["A3"] = rng.uniform(0, 1, inst["As"].shape)
    mode = draw(st.sampled_from(["zero W, V", "general", "W' = W"]))
    if mode == "W' = W":
        inst = {**inst, "Wp": inst["W"], "Vp": inst["V"]}
    elif mode == "zero W, V":
        inst = {**inst, "W": np.zeros_like(inst["W"]), "V": np.zeros_like(inst["V"])}
    return inst


def _d123_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Left |f* - f^(3)|, f* = e_g^T A* relu(A* relu(A* X W) V) c_r, f^(3) = e_g^T A^(3) relu(A^(2) relu(A^(1) X W')
    V') c_r; t1 = |f* - f_mid| (f_mid with A* outside, A^(2), A^(1), W', V' inside); the second term with W, V as
    printed and with W', V'."""
    As, A1, A2, A3, X, c = inst["As"], inst["A1"], inst["A2"], inst["A3"], inst["X"], inst["c"]
    g = int(inst["g"])
    inner_star = _relu(As @ _relu(As @ X @ inst["W"]) @ inst["V"])
    inner_p = _relu(A2 @ _relu(A1 @ X @ inst["Wp"]) @ inst["Vp"])
    inner_wv = _relu(A2 @ _relu(A1 @ X @ inst["W"]) @ inst["V"])
    f_star, f_mid, f3 = float((As @ inner_star @ c)[g]), float((As @ inner_p @ c)[g]), float((A3 @ inner_p @ c)[g])
    t2p = abs(float(((As - A3) @ inner_wv @ c)[g]))
    t2q = abs(float(((As - A3) @ inner_p @ c)[g]))
    return Measurement(abs(f_star - f3), {"t1": abs(f_star - f_mid), "t2_printed": t2p, "t2_primed": t2q}, {})


def _frac_mat(a: Any) -> list[list[Fraction]]:
    """A float64 matrix (or vector as a column) as exact rationals."""
    arr = np.atleast_2d(np.asarray(a, dtype=float))
    return [[Fraction(float(x)) for x in row] for row in arr]


def _fmm(a: list[list[Fraction]], b: list[list[Fraction]]) -> list[list[Fraction]]:
    """Exact matrix product."""
    return [[sum((a[i][k] * b[k][j] for k in range(len(b))), Fraction(0)) for j in range(len(b[0]))]
            for i in range(len(a))]


def _frelu(a: list[list[Fraction]]) -> list[list[Fraction]]:
    return [[x if x > 0 else Fraction(0) for x in row] for row in a]


def _d123_exact(inst: dict) -> Measurement:
    """(D.123)'s sides in exact rationals from the float64 entries (ReLU of rationals is exact): settles the
    triangle-inequality equality cases that float64 leaves inside the tolerance (round 8; the ci potential of the
    corrected bound)."""
    As, A1, A2, A3, X = (_frac_mat(inst[k]) for k in ("As", "A1", "A2", "A3", "X"))
    W, Wp, V, Vp = (_frac_mat(inst[k]) for k in ("W", "Wp", "V", "Vp"))
    c = [[Fraction(float(x))] for x in np.asarray(inst["c"], dtype=float)]
    g = int(inst["g"])
    diff = [[a - b for a, b in zip(ra, rb, strict=True)] for ra, rb in zip(As, A3, strict=True)]
    inner_star = _frelu(_fmm(_fmm(As, _frelu(_fmm(_fmm(As, X), W))), V))
    inner_p = _frelu(_fmm(_fmm(A2, _frelu(_fmm(_fmm(A1, X), Wp))), Vp))
    inner_wv = _frelu(_fmm(_fmm(A2, _frelu(_fmm(_fmm(A1, X), W))), V))
    f_star = _fmm(_fmm(As, inner_star), c)[g][0]
    f_mid = _fmm(_fmm(As, inner_p), c)[g][0]
    f3 = _fmm(_fmm(A3, inner_p), c)[g][0]
    t2p = abs(_fmm(_fmm(diff, inner_wv), c)[g][0])
    t2q = abs(_fmm(_fmm(diff, inner_p), c)[g][0])
    return Measurement(abs(f_star - f3), {"t1": abs(f_star - f_mid), "t2_printed": t2p, "t2_primed": t2q}, {},
                       exact=True)


CLAIMS.append(Claim(
    id="thesis.ch5.eqD.123-first", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.123), proof of Lemma D.2.14, App. D.2, its first '<=' (sigma the ReLU; W', V' the weights "
                "trained with the sampled matrices)", "L7749-L7754"),
    statement="(D.123), first step: |e_g^T A* sigma(A* sigma(A* X W) V) c_r - e_g^T A^(3) sigma(A^(2) sigma(A^(1) X W') "
              "V') c_r| <= |e_g^T A* sigma(A* sigma(A* X W) V) c_r - e_g^T A* sigma(A^(2) sigma(A^(1) X W') V') c_r| + "
              "|e_g^T (A* - A^(3)) sigma(A^(2) sigma(A^(1) X W) V) c_r| (the last term with W, V as printed).",
    statement_tex=r"|\mathbf{e}_g^\top \mathbf{A}^* \sigma(\mathbf{A}^* \sigma(\mathbf{A}^* \mathbf{X} \mathbf{W}) "
                  r"\mathbf{V}) \mathbf{c}_r - \mathbf{e}_g^\top \mathbf{A}^{(3)} \sigma(\mathbf{A}^{(2)} "
                  r"\sigma(\mathbf{A}^{(1)} \mathbf{X} \mathbf{W}') \mathbf{V}') \mathbf{c}_r| \leq \dots + "
                  r"|\mathbf{e}_g^\top (\mathbf{A}^* - \mathbf{A}^{(3)}) \sigma(\mathbf{A}^{(2)} \sigma(\mathbf{A}^{(1)} "
                  r"\mathbf{X} \mathbf{W}) \mathbf{V}) \mathbf{c}_r|",
    bound=B.d123_first_printed, measure=_d123_measure, exact=_d123_exact, strategy=_d123_instances(),
    expect="erratum", rtol=1e-9, atol=1e-12,
    domain=(Param("N", 1, INF, integer=True, far=3, text="N nodes, d, m1, m2 >= 1",
                  unreached="N <= 3, d, m1 <= 2, m2 in 2..3 (Gaussian weights, entries of A in [0, 1])"),),
    evidence="Violated (Re-derived independently from the paper by an auditor's own script (docs/audits/round7/thesis.md): confirmed as printed. ): the triangle inequality through e_g^T A* sigma(A^(2) sigma(A^(1) X W') V') c_r "
             "leaves e_g^T (A* - A^(3)) sigma(A^(2) sigma(A^(1) X W') V') c_r, with W', V'; the printed W, V (the "
             "weights trained with A*) differ from W', V', and the printed side can fall below the left one: scalars "
             "(A^(1) = A^(2) = X = c = 1), W = V = 0, W' = V' = 1, A* = 1/2, A^(3) = 1: left 1, printed 1/2 + 0 (ci: "
             "0.06996 against 0.00901). Holds with W', V' (corrected) and when W' = W, V' = V; "
             "(D.124)'s O(poly(eps)) is unaffected when ||W - W'||, ||V - V'|| = O(eps) ((D.119)-(D.120)).",
    corrected=B.d123_first_corrected,
    corrected_text="<= |f(A*, W, V) - e_g^T A* sigma(A^(2) sigma(A^(1) X W') V') c_r| + |e_g^T (A* - A^(3)) "
                   "sigma(A^(2) sigma(A^(1) X W') V') c_r|",
    mutants={"corrected without its first term": B.d123_first_mut},
    second_path=SP + "test_d123_first_wrong_weights",
    notes="float64 (sizes <= 3); crossings and tight instances re-checked in exact rationals (round 8: the corrected "
          "bound's ci potential was a triangle-inequality equality at 1 + 4e-15, settled exactly).",
    settings={"ci": {"max_examples": 20, "budget_s": 0.5}},
))
