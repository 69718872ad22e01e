"""Round 24 (helper chenliB2): chenli Lemma 7.6 as printed over its printed m and on the bilinear-chaos heads.

- ``chenli.lemma7.6-chaos`` (L2543): 'P[D_{a,i*}] <= exp(-Omega(a^2)) + m exp(-Omega(m r_Theta))' with D_{a,i*}:
  |X_1 Theta_{i*} X_a^T| > tau, tau = (chi + a)||Theta_1||_F (113). chenli.lemma7.6 checks it at m = 1 on heads whose
  entries pair disjoint coordinates (x^T Theta y is then a weighted sum of INDEPENDENT signs, sub-Gaussian at every
  level, so no stable-rank effect can show), and with the bound relaxed to (1 + m) exp(-Omega(a^2)). Here: (i) m is
  drawn over [1, 1e6] and the printed bound is kept with both terms (lhs = c* a^2, c* the largest c with P <=
  exp(-c a^2) + m exp(-c m r_Theta)), so the m exp(-Omega(m r_Theta)) term shrinks as printed; (ii) the heads are
  the far end of the family where the bilinear chaos is heaviest: Theta_{i*} = Theta_1 = (F/sqrt r) sum_{j<=r} u_j
  v_j^T with orthonormal spread u_j, v_j (stable rank r_Theta = r, Assumption 4's column bound nu/sqrt(d) met as d ->
  inf); as d -> inf, x.u_j, y.v_j tend to independent N(0, 1) (CLT), and x Theta y/F -> (1/sqrt r) sum_j g_j h_j =
  (G_1 - G_2)/sqrt r with G_1, G_2 iid Gamma(r/2, 1) (g h = (A^2 - B^2)/2). Its tail is computed exactly (one
  smooth 1-d integral in log space); the Rademacher laws are dominated by this Gaussian limit (contraction).
  Domain: a^2 <= r_Theta/10, the regime that Eq. (110) with (113) grants: C^2 << beta m r_Theta with a^2 <= C^2
  lambda^4/m (gamma_1 >= gamma_2, log(mkd) <~ log d) gives a^2 << lambda^{7/2} m kappa r_Theta, and m kappa << lambda
  < 1 (Assumption 2, Eq. (7)), so a^2 << r_Theta. Beyond a ~ sqrt(r_Theta) this law's tail is exp(-Theta(a
  sqrt(r_Theta))) (at a^2 = 10 r_Theta, -log P/a^2 ~ 0.2 and falling like sqrt(r_Theta)/a): outside the printed domain.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st
from scipy import optimize, special

from thmcheck.bounds.chenli import r24_chenliB2 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges

CLAIMS: list[Claim] = []

_R_MAX = 4096  # search; the r-path goes to 1e6 at fixed a (P stays moderate there)
_GRID = 20001


def log_gammaincc(k: float, x: np.ndarray) -> np.ndarray:
    """log Q(k, x) (upper regularised incomplete gamma) without underflow: scipy's Q where it is >= 1e-250, else the
    continued fraction Q = x^k e^{-x}/Gamma(k) / (x + 1 - k - 1(1 - k)/(x + 3 - k - ...)) (modified Lentz, valid for
    x > k + 1, which holds wherever Q < 1e-250) summed in log space."""
    x = np.asarray(x, dtype=float)
    q = special.gammaincc(k, x)
    with np.errstate(divide="ignore"):
        out = np.log(q)
    bad = q < 1e-250
    if np.any(bad):
        xb = x[bad]
        tiny = 1e-300
        b = xb + 1.0 - k
        c = np.full_like(xb, 1.0 / tiny)
        d = 1.0 / b
        h = d.copy()
        for i in range(1, 400):
            an = -i * (i - k)
            b = b + 2.0
            d = an * d + b
            d = np.where(np.abs(d) < tiny, tiny, d)
            c = b + an / c
            c = np.where(np.abs(c) < tiny, tiny, c)
            d = 1.0 / d
            delta = d * c
            h = h * delta
            if np.all(np.abs(delta - 1.0) < 1e-15):
                break
        out[bad] = -xb + k * np.log(xb) - special.gammaln(k) + np.log(h)
    return out


def chaos_log_tail(r: float, s: float) -> float:
    """log P[|sum_{j<=r} g_j h_j| > s] (g, h iid N(0, 1)) = log 2 + log P[G_1 - G_2 > s], G iid Gamma(r/2, 1):
    P[G_1 - G_2 > s] = int_0^inf f(g) Q(r/2, s + g) dg, with g = u^2 (smooth at 0 for r = 1), trapezoid on a fine
    grid in log space (logsumexp), at least 40 sqrt(r/2) points."""
    k = 0.5 * float(r)
    gmax = k + 60.0 * math.sqrt(k) + 80.0
    n = max(_GRID, int(40.0 * math.sqrt(k)) + 1)  # g-spacing ~ 2k/n <= sqrt(k)/20, the integrand's width/20
    u = np.linspace(0.0, math.sqrt(gmax), n)
    g = u * u
    with np.errstate(divide="ignore", invalid="ignore"):
        pw = np.where(u > 0, (2.0 * k - 1.0) * np.log(np.where(u > 0, u, 1.0)), 0.0 if k == 0.5 else -np.inf)
        log_f = math.log(2.0) + pw - g - special.gammaln(k)  # density of u = sqrt(G): 2 u^{2k-1} e^{-u^2}/Gamma(k)
        log_q = log_gammaincc(k, s + g)
    v = log_f + log_q
    v[~np.isfinite(v)] = -np.inf
    w = np.full(n, u[1] - u[0])
    w[0] = w[-1] = 0.5 * (u[1] - u[0])
    return math.log(2.0) + float(special.logsumexp(v, b=w))


def c_star(log_p: float, a: float, m: int, r: float) -> float:
    """The largest c with P <= exp(-c a^2) + m exp(-c m r) (the right side falls in c from 1 + m to 0)."""
    if log_p >= math.log1p(m):
        return 0.0

    def f(c: float) -> float:
        return float(np.logaddexp(-c * a * a, math.log(m) - c * m * r)) - log_p

    hi = (math.log1p(m) - log_p) / min(a * a, m * r)
    return float(optimize.brentq(f, 0.0, hi * (1 + 1e-12) + 1e-300, xtol=1e-15, rtol=1e-13, maxiter=500))


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    """r in [1, 4096] (log-uniform integers, 1 and 4096 proposed), m in [1, 1e6] (log-uniform integers, 1 and 2
    proposed), k in [3, 1e6], chi in [1, sqrt(log k)] (ends proposed), a log-uniform on [0.05, sqrt(r/10)]."""
    r = int(draw(with_edges(log_uniform(1.0, float(_R_MAX)).map(lambda v: max(1, round(v))), _R_MAX, 1, 10)))
    m = int(draw(st.one_of(st.sampled_from([1, 2]), log_uniform(1.0, 1e6).map(lambda v: max(1, round(v))))))
    k = int(draw(with_edges(log_uniform(3.0, 1e6).map(lambda v: max(3, round(v))), 3, 10**6)))
    chi_max = math.sqrt(math.log(k))
    chi = float(draw(with_edges(st.floats(1.0, chi_max), 1.0, chi_max)))
    a_hi = math.sqrt(r / 10.0) * (1 - 1e-12)
    a = float(draw(with_edges(log_uniform(0.05, a_hi), a_hi))) if a_hi > 0.05 else a_hi
    return {"r": r, "m": m, "k": k, "chi": chi, "a": a}


def _measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = c* a^2 (c*: the largest c with P[D] <= exp(-c a^2) + m exp(-c m r_Theta)), P[D] exact on the Gaussian
    limit: P[|sum_{j<=r} g_j h_j| > (chi + a) sqrt(r)]."""
    r, m, chi, a = float(inst["r"]), int(inst["m"]), float(inst["chi"]), float(inst["a"])
    lp = chaos_log_tail(r, (chi + a) * math.sqrt(r))
    c = c_star(lp, a, m, r)
    return Measurement(c * a * a, {"a": a, "r_Theta": r, "m": m},
                       {"log P": lp, "c*": c, "-log P/a^2": -lp / (a * a), "chi": chi,
                        "chi_slack": min(chi - 1.0, math.sqrt(math.log(int(inst["k"]))) - chi),
                        "a_cap_slack": r / 10.0 - a * a})


def _start(inst: dict) -> bool:
    return float(inst["a"]) >= 0.5


def _move_a(inst: dict, t: float) -> dict:
    """a = t, r raised to ceil(10 t^2) where needed (the regime a^2 <= r/10 kept)."""
    return {**inst, "a": float(t), "r": max(int(inst["r"]), math.ceil(10.0 * t * t))}


def _move_r(inst: dict, t: float) -> dict:
    """r_Theta -> inf at the instance's a, chi, m."""
    return {**inst, "r": max(int(inst["r"]), int(round(t)))}


def _move_m(inst: dict, t: float) -> dict:
    """m -> inf at the instance's a, r, chi: the second term m exp(-c m r_Theta) vanishes, lhs -> -log P."""
    return {**inst, "m": int(round(t))}


CLAIMS.append(Claim(
    id="chenli.lemma7.6-chaos",
    catalog_id="chenli.lemma7.5",
    paper=PAPER,
    source=f"Lemma 7.6, Section 7.1.3, {SEED_FILE} L2543-L2545 (D_{{a,i*}}: L2535; tau and a: Eq. (113), L2312; "
           "the domain: Eq. (110), L2278, Assumptions 1-3, 5)",
    statement="Lemma 7.6 as printed: P[D_{a,i*}] <= exp(-Omega(a^2)) + m exp(-Omega(m r_Theta)), D_{a,i*}: |X_1 "
              "Theta_{i*} X_a^T| > tau := (chi + a)||Theta_1||_F, X_1, X_a independent uniform on {+-1}^d, on "
              "rank-r heads with equal singular values and spread singular vectors (stable rank r_Theta = r) in "
              "the d -> inf limit. Checked as a uniform shape: lhs = c* a^2 with c* the largest c such that P <= "
              "exp(-c a^2) + m exp(-c m r_Theta), shape a^2, m drawn over [1, 1e6].",
    statement_tex=r"Lemma 7.6. $\mathbb{P}[\mathcal{D}_{a,i^*}] \leq \exp(-\Omega(a^2)) + m \exp(-\Omega(m "
                  r"r_{\Theta}))$.",
    kind="probabilistic", comparison=">=", bound=B.lemma7_6_chaos_shape, measure=_measure, strategy=_instances,
    constants="hidden", uniform=True,
    assumptions=(
        Assumption("assumption5", "1 <= chi <= sqrt(log k) (Assumption 5)", lambda q: q["chi_slack"]),
        Assumption("regime", "a^2 <= r_Theta/10: Eq. (110) with (113) gives a^2 << lambda^{7/2} m kappa r_Theta "
                   "and m kappa << lambda < 1 (Assumption 2), read as a factor 10", lambda q: q["a_cap_slack"]),
    ),
    directions=(
        Direction("a -> inf (r_Theta >= 10 a^2)", "a", INF, how="path", move=_move_a, start=_start,
                  points=(2.0, 4.0, 8.0, 16.0, 24.0, 32.0, 48.0, 64.0),
                  reason="the main rate at the regime's edge a^2 = r_Theta/10, where the chaos tail is heaviest "
                         "relative to exp(-a^2); -log P/a^2 stays near 0.48 (Gaussian limit 1/2)"),
        Direction("r_Theta -> inf", "r", INF, how="path", move=_move_r, start=_start,
                  points=(4096.0, 16384.0, 65536.0, 262144.0, 1048576.0),
                  reason="at fixed a the law tends to N(0, 1), P -> 2 Phi-bar(chi + a)"),
        Direction("m -> inf", "m", INF, how="path", move=_move_m, start=_start,
                  points=(1.0, 10.0, 100.0, 1e4, 1e6),
                  reason="P[D] is free of m; the printed second term m exp(-c m r_Theta) shrinks, so c* -> -log P/a^2"),
        Direction("a -> 0", "a", 0.0, how="search",
                  reason="a drawn down to 0.05: chi >= 1 keeps P <= P[|S| > sqrt(r)] < 1 bounded away from 1 + m"),
        Direction("chi, k", "chi", INF, how="search", reason="chi over [1, sqrt(log k)], k <= 1e6: a bounded range"),
    ),
    domain=(
        Param("a", 0.0, INF, lo_closed=False, key="a", text="a = gamma_2 omega sqrt(log(mkd)) > 0 (Eq. (113))",
              unreached="a in [0.05, sqrt(r_Theta/10)] (Eq. (110) with (113) and Assumption 2: a^2 << r_Theta); "
                        "a to 64 on the a-path (r_Theta = 10 a^2 = 40960)"),
        Param("m", 1, INF, integer=True, key="m", text="m heads",
              unreached="m <= 1e6 (log-uniform; 1 and 2 proposed)"),
        Param("r_Theta", 1.0, INF, key="r", text="stable rank r_Theta (Assumption 3)",
              unreached=f"r in [1, {_R_MAX}] in the search (continued-fraction incomplete gamma in log space), to "
                        "~1e6 on the r-path at fixed a; Assumption 3's polylog lower end is not imposed (smaller r "
                        "only makes the chaos heavier)"),
        Param("chi", 1.0, INF, key="chi", text="1 <= chi <= sqrt(log k) (Assumption 5)",
              unreached="chi <= sqrt(log k) with k <= 1e6 (chi <= 3.72)"),
    ),
    mutants={"exp(-Omega(a^3))": B.lemma7_6_chaos_mut_cube,
             "exp(-Omega(a^2 sqrt(r_Theta)))": B.lemma7_6_chaos_mut_rank},
    expect="holds",
    notes="Round 24 (helper chenliB2): the doubt of helper chenliB (L2499 note) was that m = 1 and a^2 <= r_Theta/10 "
          "hide a heavy chaos tail exp(-a sqrt(r_Theta)). On the printed domain a^2 << r_Theta (Eq. (110), (113), "
          "Assumption 2), so that tail is lighter than exp(-a^2); m only enters the bound's second term. Both are "
          "now drawn. Outside the domain (a^2 = 10 r_Theta) -log P/a^2 ~ 0.21-0.23 at r = 10, 100 and falls like "
          "sqrt(r_Theta)/a: the lemma would need the regime.",
    settings={"ci": {"max_examples": 25, "budget_s": 4.0}},
))
