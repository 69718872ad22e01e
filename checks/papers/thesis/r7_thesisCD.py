"""thesis, Appendices C and D (round 7 discovery, helper thesisCD): proof displays encoded as printed
(``kind="step"``).

- (C.67) L5561: the even moment of u^T x for a single Gaussian N(mu_l, Sigma_l) (the L = 1 case Property 8's claim
  thesis.ch4.propertyC.8 never draws: its data model has L >= 2);
- (C.139) L5901: A_0 of the proof of Lemma C.4.1 reduced to beta_0, beta_2 (its last line), the display behind the
  known failure of Lemma C.4.1 (thesis.ch4.lemmaC.4.1).

Bounds in ``thmcheck.bounds.thesis.r7_thesisCD``; second paths in ``tests/test_thesis_r7_thesisCD.py``.
"""

from __future__ import annotations

import math
from fractions import Fraction
from math import comb

import mpmath
import numpy as np
from hypothesis import strategies as st
from scipy import integrate

from thmcheck.bounds.thesis import r7_thesisCD as B
from thmcheck.checks.claim import Claim, Ctx, Measurement, SolverFailure
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
    val, err = integrate.quad(lambda x: f(x) * math.exp(-0.5 * (x - c) ** 2) / math.sqrt(2 * math.pi), c - 40, c + 40,
                              points=pts or None, limit=400, epsabs=1e-15, epsrel=1e-12)
    if not math.isfinite(val) or err > 1e-9 * max(abs(val), 1e-12):
        raise SolverFailure(f"quad did not converge: {val} +- {err}")
    return val


@st.composite
def _c139_instances(draw: st.DrawFn) -> dict:
    """d in 1..4, k in 1..d, sigma = +-10^a with a in [-2, 2], mu in [-3, 3]^d with each coordinate 0 drawn,
    R in [-1, 1]^{d x k} (dyadic)."""
    d = draw(st.integers(1, 4))
    k = draw(st.integers(1, d))
    sigma = draw(log_uniform(1e-2, 1e2)) * draw(st.sampled_from([1.0, -1.0]))
    coord = st.one_of(st.just(0.0), st.floats(-3.0, 3.0).map(lambda x: round(x * 2**10) / 2**10))
    mu = [draw(coord) for _ in range(d)]
    entry = st.floats(-1.0, 1.0).map(lambda x: round(x * 2**10) / 2**10)
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
                "computation'; beta_q of Definition C.2.2, L5151)", "L5899-L5901"),
    statement="(C.139): for x ~ (1/2) N(mu, I_d) + (1/2) N(-mu, I_d), phi the sigmoid, sigma != 0, r_i in R^d "
              "(i in [k], k <= d, r_ij its j-th entry): A_0 = sum_i E[phi'^2(sigma x_i) (r_i^T x)^2] = sum_i r_ii^2 "
              "beta_2(i, mu, sigma) + sum_i sum_{j != i} r_ij^2 beta_0(i, mu, sigma) (1 + mu_j^2).",
    statement_tex=r"A_0 = \sum_{i=1}^k \mathbb{E}_{\mathbf{x} \sim \frac{1}{2}\mathcal{N}(\boldsymbol{\mu}, \mathbf{I}_d)"
                  r" + \frac{1}{2}\mathcal{N}(-\boldsymbol{\mu}, \mathbf{I}_d)} \left[ \mathbf{r}_i^\top \left( \phi'^2"
                  r"(\sigma \cdot x_i) \mathbf{x}\mathbf{x}^\top \right) \mathbf{r}_i \right] = \sum_{i=1}^k r_{ii}^2 "
                  r"\beta_2(i, \boldsymbol{\mu}, \sigma) + \sum_{i=1}^k \sum_{j \neq i} r_{ij}^2 \beta_0(i, "
                  r"\boldsymbol{\mu}, \sigma) (1 + \mu_j^2)",
    bound=B.eqC139_printed, measure=_c139_measure, strategy=_c139_instances, expect="erratum", rtol=1e-7, atol=1e-12,
    domain=(Param("d", 1, INF, integer=True, far=4, text="x in R^d",
                  unreached="d <= 4: the dropped terms need two nonzero mean coordinates (d >= 2) and every such "
                            "pattern occurs at d = 2, 3"),
            Param("sigma", -INF, INF, far=1e2, text="sigma != 0 (a real scale)",
                  unreached="|sigma| in [1e-2, 1e2] (phi'^2 is even, so the sign is immaterial; beta_q tend to "
                            "constants at both ends)"),
            Param("mu", -INF, INF, far=3, text="mu in R^d", unreached="|mu_j| <= 3 (the dropped terms grow with mu; "
                                                                      "a crossing at moderate mu is enough)")),
    evidence="Violated (audit pending): the second '=' of (C.139) keeps only the x_i^2 and x_j^2 terms of x x^T, but "
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
          "width 1/|sigma|); a quad error estimate above 1e-9 relative raises SolverFailure. A_0 by the conditional "
          "second moment of x_{-i} given x_i (no beta_q), so the two sides share only the integrator.",
    settings={"ci": {"max_examples": 10, "budget_s": 0.8}},
))
