"""thesis, Apps. C-D (round 21, helper thesisCD): a floor-free measure for the readings of L7107 / L7129 inside Lemma
D.2.4's hypotheses, and App. C rows read against their covering claims.

Round 20's readings 'M grows with ||A||_inf' of ``thesis.ch5.lemmaD.2.6-L7107-inM`` (m1 >= ||A||_inf^{6/5}) and
``thesis.ch5.lemmaD.2.6-L7129-inM`` (m1 >= ||A||_inf^2) stopped at m1 = 512: round 18's measure (the W2 distance of the
Gaussian scale mixture law(r_{n,i}) to the best centred Gaussian as sqrt(E r^2 - s*^2), s* a trapezoid integral of
x Phi^{-1}(F(x)) f(x)) loses the difference of two nearly equal numbers: its relative error ~1e-6 in s*^2 is a floor
~2.2e-3 of the relative distance, and the readings need ~1.6/m1. ``mixture_w2_quantile`` computes the same minimum
without the cancellation: with p = Phi(z), W2^2(r, N(0, s^2)) = int (Q_r(Phi(z)) - s z)^2 phi(z) dz, minimised at s* =
int Q_r(Phi(z)) z phi(z) dz; Q_r(Phi(z)) is solved by Newton in log survival space (ndtr = erfc/2: relative
residual at roundoff at every node, the tails included) at the nodes of a composite Gauss-Legendre rule in z (24
panels of 16 nodes on [z0, 12], z0 where an atom of r at 0 ends; the same value to ~1e-12 relative at 48 panels for
m1 >= 64), and the squared deviation (Q - s* z)^2 is summed directly. It agrees with the old
measure where the old one is above its floor (m1 <= 64) and follows ~1.4/m1 down to m1 = 65536 (relative distance
2.15e-5 at the star's centre, D = 1e4), where the old one stays at 2.1e-3. Both readings now run with m1 up to 65536
(the scale draws cost K m1: ~2 s at m1 = 65536, K = 1000).

- ``thesis.ch4.eqC.228-upper``: (C.228)'s upper side as printed, H_max = C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2
  (the covariance's own norm, where (C.83) and (C.85) carry ||Sigma_l^{1/2}||): as the data scale t -> 0 the Hessian
  at W* tends to E[x x^T] (x) 1 1^T/(4K) ~ t while H_max ~ t^2: erratum as printed (the reading ||Sigma^{1/2}|| holds
  with C_4 = 1/(4K)); with eta_0 = 1/H_max (L6369) Algorithm 1 diverges there, so (C.232) fails as printed too.
- ``thesis.ch5.eqD.81``: (D.81), the four-term expansion of g_r (bilinearity with the sign patterns fixed): holds.
- ``thesis.ch5.lemmaD.2.10-L7321``: L7321 a~_n X~ w~_i^rho ~ N(0, ||a~_n X~||^2 sigma_w^2) as printed: Algorithm 2 never
  smooths B_1, so the bias coordinate adds no variance (||a~_n X||^2 sigma_w^2, half the printed value at one node):
  erratum as printed (the reading with a smoothed bias holds; (D.79) survives as a bound).

Tests in ``tests/test_thesis_r21_thesisCD.py`` (the W2 of two- and five-point scale mixtures in mpmath at 50 digits).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st
from scipy.special import log_ndtr, ndtr, ndtri

from thmcheck.bounds.thesis import r21_thesisCD as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r18_thesisD as D18
from thmcheck.checks.papers.thesis import r19_thesisD as R19
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.r8_thesisH import memo_measure
from thmcheck.checks.strategies import SEEDS, log_uniform
from thmcheck.models import group_imbalance as GI

SP = "tests/test_thesis_r21_thesisCD.py::"
CLAIMS: list[Claim] = []

GL_PANELS = 24  # 24 panels of 16 Gauss-Legendre nodes on [z0, 12]


def _gl_nodes(a: float, b: float, panels: int, k: int = 16) -> tuple[np.ndarray, np.ndarray]:
    """Composite Gauss-Legendre nodes and weights on [a, b] (panels equal panels of k nodes)."""
    if b <= a:
        return np.zeros(0), np.zeros(0)
    t, w = np.polynomial.legendre.leggauss(k)
    edges = np.linspace(a, b, panels + 1)
    h = 0.5 * np.diff(edges)
    mid = 0.5 * (edges[1:] + edges[:-1])
    return (mid[:, None] + h[:, None] * t[None, :]).ravel(), (h[:, None] * w[None, :]).ravel()


Z_MAX = 12.0  # int_{12}^inf z^2 phi(z) dz ~ 6e-31: the part of W2^2 beyond the grid is below 1e-29 E r^2


def mixture_w2_quantile(S: np.ndarray, panels: int = GL_PANELS) -> tuple[float, float, float]:
    """For r = S Z (Z ~ N(0, 1) independent of S; S uniform on the K given scales, 0 allowed): min over s >= 0 of
    W2(law(r), N(0, s^2)) as sqrt(int (Q_r(Phi(z)) - s* z)^2 phi(z) dz), s* = int Q_r(Phi(z)) z phi(z) dz (r symmetric:
    z > 0, doubled), by composite Gauss-Legendre on [0, z0] (where Phi(-z) >= P(r > 0): the quantile is the atom at
    0) and on [z0, 12]. Q_r(Phi(z)) for z > z0 solves log P(r > x) = log Phi(-z) by Newton (ndtr = erfc/2, so
    the tails keep their relative accuracy: the residual in log P at roundoff). Returns (distance, sqrt(E r^2), s*)."""
    S = np.asarray(S, float)
    K = S.size
    Sp = S[S > 0.0]
    es2 = float(np.mean(S * S))
    if Sp.size == 0:
        return 0.0, 0.0, 0.0
    q_pos = Sp.size / K
    z0 = 0.0 if q_pos >= 1.0 else float(-ndtri(0.5 * q_pos))  # Phi(-z0) = P(r > 0)
    z_a, w_a = _gl_nodes(0.0, z0, max(1, int(round(panels * z0 / Z_MAX))))
    zp, wp = _gl_nodes(z0, Z_MAX, panels)
    invS = 1.0 / Sp
    tgt = log_ndtr(-zp)
    x = math.sqrt(es2) * np.maximum(zp, 1e-3)
    for _ in range(100):
        xs = x[:, None] / Sp[None, :]
        surv = ndtr(-xs).sum(axis=1) / K  # ndtr(-t) = erfc(t/sqrt 2)/2: relative accuracy in the tail
        dens = (np.exp(-0.5 * xs * xs) * invS[None, :]).sum(axis=1) / (K * math.sqrt(2.0 * math.pi))
        if float(surv.min()) <= 0.0:
            raise SolverFailure("the mixture's survival function underflowed on the grid")
        lsurv, ldens = np.log(surv), np.log(dens)
        res = lsurv - tgt
        if float(np.max(np.abs(res) / np.maximum(1.0, np.abs(tgt)))) <= 4e-15:  # the residual at roundoff
            break
        x = np.maximum(x + res * np.exp(lsurv - ldens), 0.5 * x)  # d log P(r > x)/dx = -f/P(r > x)
    else:
        if float(np.max(np.abs(res) / np.maximum(1.0, np.abs(tgt)))) > 1e-12:
            raise SolverFailure("the mixture's quantiles did not converge (Newton in log survival space)")
    c = 1.0 / math.sqrt(2.0 * math.pi)
    pa = w_a * c * np.exp(-0.5 * z_a * z_a)
    pp = wp * c * np.exp(-0.5 * zp * zp)
    sstar = 2.0 * float(np.sum(pp * x * zp))
    d2 = 2.0 * (float(np.sum(pp * (x - sstar * zp) ** 2)) + sstar * sstar * float(np.sum(pa * z_a * z_a)))
    return math.sqrt(max(d2, 0.0)), math.sqrt(es2), sstar


def d26_measure_q(inst: dict, K: int = D18.D26_K, shift: int = 0) -> Measurement:
    """Round 18's thesis.ch5.lemmaD.2.6-L7107 measure (min over centred Gaussians of W2(law(r_{n,i}), .), law(r) the
    exact mixture of K scale draws, the same draws as round 18's) with the distance by ``mixture_w2_quantile``."""
    m1, m2, p2 = int(inst["m1"]), float(inst["m2"]), int(inst["p2"])
    a, Y, ainf = D18.d26_graph(inst)
    S = D18.d26_scales(a, Y, m1, 1, K, int(inst["seed"]) + shift) / math.sqrt(m2)
    dist, rms, sstar = mixture_w2_quantile(S)
    return Measurement(dist, {"ainf": ainf, "m1": float(m1), "m2": m2, "p2": float(p2)},
                       {"||A||_inf": ainf, "sqrt(E r^2)": rms, "best Gaussian sd s*": sstar,
                        "distance / sqrt(E r^2)": dist / rms if rms > 0 else 0.0,
                        "Pr(U = 0) (an atom of r at 0)": float(np.mean(S == 0.0)), "scale draws K": K,
                        "W2 method": f"quantile map, {GL_PANELS} x 16 Gauss-Legendre nodes in z (round 21)",
                        "sum_j a_{n,j}": float(a.sum()), "graph": inst["graph"]})


def l7129_measure_q(inst: dict, K: int = D18.D26_K, shift: int = 0) -> Measurement:
    """Round 19's literal L7129 measure (thesis.ch5.lemmaD.2.6-L7129: the W2 distance of law(r_{n,i}) to the Gaussians
    minus the slack of an admissible phi_eps) with the distance by ``mixture_w2_quantile``."""
    cs, _ = R19.target_coefficients(inst, True)
    if any(c != 0.0 for c in cs):
        raise SolverFailure("the literal target did not give c_j = 0 exactly")
    m = d26_measure_q(inst, K, shift)
    a, _, ainf = D18.d26_graph(inst)
    slack = R19.phi_eps_slack(inst, float(a.sum()), ainf)
    terms = {**m.terms, "c_j with phi_eps = the Taylor truncation (first 4)": cs[:4], "W2 to the Gaussians": m.lhs,
             "slack of an admissible phi_eps (|phi_eps(0)| <= eps)": slack,
             "right variable": ("beta' plus sum_j rho_j c_j, |c_j| <= eps_j (A1)_n: a Gaussian up to the slack, "
                                "whatever the coupling")}
    return Measurement(max(0.0, m.lhs - slack), {**m.quantities, "S": float(inst["S"])}, terms)


# ============ (C.228) L6363-L6365: Hess f_n(W(gamma)) <= H_max I with H_max = C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2

_C228_NODES = {1: 80, 2: 40, 3: 16}


def _c228_point(inst: dict, t: float) -> tuple[np.ndarray, np.ndarray]:
    """The instance's means and standard deviations after the data-scale move Sigma_l -> t Sigma_l, mu_l -> t mu_l."""
    return np.asarray(inst["mus"]) * t, np.asarray(inst["s"]) * math.sqrt(t)


def _c228_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lambda_max(Hess fbar(W*)) (labels integrated out: at W* the phi'' term vanishes and the Hessian is E[grad H grad
    H^T/(H(1-H))]) from the singular values of GI.hessian_factor_at_wstar's Gram factor (tensor Gauss-Hermite, Sigma_l
    = s_l^2 I); the printed H_max shape sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2 (||Sigma_l|| = s_l^2) and the
    reading's sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2."""
    d, K = int(inst["d"]), int(inst["K"])
    mus, s = _c228_point(inst, float(inst["t"]))
    lam = np.asarray(inst["lam"])
    G = GI.hessian_factor_at_wstar(np.asarray(inst["Wstar"]), mus, np.repeat(s[:, None] ** 2, d, 1), lam,
                                   _C228_NODES[d])
    lmax = float(np.linalg.svd(G, compute_uv=False)[0] ** 2)
    if not (math.isfinite(lmax) and lmax > 0.0):
        raise SolverFailure(f"lambda_max(Hess fbar(W*)) = {lmax} from the Gauss-Hermite factor")
    mn = np.linalg.norm(mus, axis=1)
    S_sigma = float(np.sum(lam * (mn + s**2) ** 2))
    S_half = float(np.sum(lam * (mn + s) ** 2))
    Exx = sum(lam[i] * (np.outer(mus[i], mus[i]) + s[i] ** 2 * np.eye(d)) for i in range(len(lam)))
    return Measurement(lmax, {"S_sigma": S_sigma, "S_half": S_half, "K": float(K)},
                       {"lambda_max(Hess fbar(W*))": lmax, "H_max shape as printed (||Sigma||)": S_sigma,
                        "with ||Sigma^1/2||": S_half, "lambda_max(E x x^T)/(4K) (the Fisher bound)":
                        float(np.linalg.eigvalsh(Exx)[-1]) / (4 * K), "t (data scale)": float(inst["t"]),
                        "eta_0 lambda_max at eta_0 = 1/S_sigma (GD diverges past 2)": lmax / S_sigma,
                        "sigma": np.asarray(s), "mu_norm": np.asarray(mn), "d": d, "K": K, "L": len(lam),
                        "lam": lam})


@st.composite
def _c228_instances(draw: st.DrawFn) -> dict:
    """d in {1, 2, 3}, K in [1, d], L in {2, 3} isotropic groups (identical ones half the time: a single Gaussian),
    W* Gaussian of scale in [0.3, 3], standard deviations s_l log-uniform in [1e-3, 3], means of scale 0 or log-uniform
    in [1e-3, 3], group fractions Dirichlet (one of them scaled by 10^-u, u in [0, 6], two times in five), and a
    data-scale t = 10^-k (k in 0..4) applied as Sigma_l -> t Sigma_l, mu_l -> t mu_l."""
    d = draw(st.sampled_from([1, 2, 2, 3]))
    K = draw(st.integers(1, d))
    L = draw(st.integers(2, 3))
    rng = np.random.default_rng(draw(SEEDS))
    W = rng.normal(size=(d, K)) * draw(log_uniform(0.3, 3.0)) / math.sqrt(d)
    sbase = draw(log_uniform(1e-3, 3.0))
    s = sbase * np.exp(rng.uniform(-0.3, 0.3, L))
    mscale = draw(st.one_of(st.just(0.0), log_uniform(1e-3, 3.0)))
    mus = rng.normal(0.0, 1.0, (L, d)) * mscale / math.sqrt(d)
    if draw(st.booleans()):
        mus, s = np.repeat(mus[:1], L, 0), np.repeat(s[:1], L)
    lam = rng.dirichlet(np.ones(L) * 2)
    if draw(st.integers(0, 4)) < 2:
        j = draw(st.integers(0, L - 1))
        lam[j] *= 10.0 ** -draw(st.floats(0.0, 6.0))
        lam = lam / lam.sum()
    return {"d": d, "K": K, "Wstar": W, "mus": mus, "s": s, "lam": lam, "t": 10.0 ** -draw(st.integers(0, 4))}


def _c228_mv_scale(inst: dict, t: float) -> dict:
    """Data scale t (Sigma_l -> t Sigma_l, mu_l -> t mu_l) at the instance's W*, group fractions and base Psi."""
    return {**inst, "t": float(t)}


def _c228_mv_centred(inst: dict, t: float) -> dict:
    """The instance with its means set to 0 (a centred mixture), at data scale t."""
    return {**inst, "mus": np.zeros_like(np.asarray(inst["mus"])), "t": float(t)}


_C228_DIRS = (
    Direction("data scale -> 0 (Sigma_l -> t Sigma_l, mu_l -> t mu_l, t -> 0)", "sigma", 0.0, how="path",
              move=_c228_mv_scale, points=(1.0, 1e-1, 1e-2, 1e-3, 1e-4),
              reason="as x -> 0 every phi' -> 1/4 and Hess fbar(W*) -> E[x x^T] (x) 1 1^T/(4K): lambda_max ~ t "
                     "(Sigma's part) while the printed H_max ~ t^2 (||mu|| ~ t, ||Sigma|| ~ t): ratio ~ 1/t"),
    Direction("centred mixture (mu_l = 0), Sigma -> t Sigma, t -> 0", "mu_norm", 0.0, how="path", move=_c228_mv_centred,
              points=(1.0, 1e-1, 1e-2, 1e-3, 1e-4),
              reason="mu_l = 0: lambda_max ~ ||Sigma||/(4K) against H_max = ||Sigma||^2"),
    Direction("Sigma, mu, W*, K, d, L, group fractions (searched)", "d", INF, how="search",
              reason="drawn as in _c228_instances (s_l in [1e-3, 3], means 0 or in [1e-3, 3], t = 1 .. 1e-4); the "
                     "large end of Sigma and mu cannot cross: lambda_max <= sum_l lambda_l (||mu_l||^2 + "
                     "||Sigma_l||)/(4K) (Fisher bound, proved in the reading's text) <= H_max shape once ||mu_l|| + "
                     "||Sigma_l|| >= 1"),
    Direction("Sigma large (searched)", "sigma", INF, how="search",
              reason="s_l up to 3 x exp(0.3) drawn; no crossing at the large end (the Fisher bound above)"),
    Direction("mu large (searched)", "mu_norm", INF, how="search",
              reason="means of scale up to 3 drawn; no crossing at the large end (the Fisher bound above)"),
    Direction("K (searched)", "K", INF, how="search", reason="K in [1, d], d <= 3 drawn; the limit ratio ~ 1/(4 K t)"),
)

_C228_DOMAIN = (
    Param("d", 1, INF, integer=True, text="d >= K", key="d", far=3,
          unreached="d <= 3: the population Hessian is a tensor Gauss-Hermite integral (nodes^d points)"),
    Param("K", 1, INF, integer=True, text="K >= 1 neurons", key="K", far=3, unreached="K <= d <= 3"),
    Param("sigma", 0, INF, lo_closed=False, text="Sigma_l positive definite (here s_l^2 I), any scale", key="sigma",
          far=3.0, unreached="s_l <= 3 x exp(0.3) (upper end: no crossing possible there, Fisher bound); the lower "
          "end reached (s ~ 1e-5 on the paths)"),
    Param("mu_norm", 0, INF, text="||mu_l|| >= 0", key="mu_norm", far=3.0,
          unreached="||mu_l|| <= ~5 (upper end: no crossing possible there, Fisher bound)"),
)

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.228-upper", paper=PAPER, kind="step", comparison="<=",
    source=f"(C.228), proof of Lemma C.3.2, App. C.5.2 ('by Lemma C.3.1, we have H_min I <= Hess f_n(W(gamma)) <= "
           f"H_max I (C.228) where ... H_max = C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2'; then eta_0 = 1/H_max "
           f"L6369), {SEED_FILE} L6363-L6365",
    statement="(C.228)'s upper side as printed: Hess f_n(W(gamma)) <= H_max I with H_max = C_4 sum_l lambda_l (||mu_l|| "
              "+ ||Sigma_l||)^2 (||Sigma_l|| the spectral norm of the covariance, not of its square root), C_4 one "
              "constant uniform over the Gaussian mixtures, W*, d, K; checked at W = W* (in every ball B(W*P, r)) in "
              "the population limit n -> inf (Hess f_n -> Hess fbar almost surely, so a population lambda_max above "
              "H_max makes (C.228) fail with probability -> 1): lambda_max(Hess fbar(W*)) <= C_4 S_sigma.",
    statement_tex=r"\nabla^2 f_n(\mathbf{W}(\gamma)) \preceq H_{\max} \mathbf{I},\ H_{\max} = C_4 \sum_{l=1}^L "
                  r"\lambda_l (\|\boldsymbol{\mu}_l\| + \|\Sigma_l\|)^2",
    bound=B.c228_hmax_printed, measure=memo_measure(_c228_measure), strategy=_c228_instances(),
    constants="hidden", uniform=True, expect="erratum as printed", rtol=1e-9, atol=0.0,
    directions=_C228_DIRS, domain=_C228_DOMAIN,
    readings=(Reading(
        "||Sigma_l^{1/2}|| for ||Sigma_l||",
        "H_max = C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2, the quantity of Lemma C.3.2's rate (C.85) and of "
        "Lemma C.3.1's upper bound (C.83) with ||mu_l|| for ||mu~_l||_inf. Holds at W* with C_4 = 1/(4K): with phi'_j "
        "= phi_j(1 - phi_j) <= 1/4 and (1/K) sum_j phi'_j <= H(1 - H) (Jensen), Cauchy-Schwarz gives (grad H . v)^2/(H(1 "
        "- H)) <= (1/(4K)) sum_j (x^T v_j)^2, so lambda_max(Hess fbar(W*)) <= lambda_max(E x x^T)/(4K) <= sum_l "
        "lambda_l (||mu_l||^2 + ||Sigma_l||)/(4K)",
        bound=B.c228_hmax_half),),
    corrected=B.c228_hmax_half,
    corrected_text="H_max = C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 (at W*: C_4 = 1/(4K) suffices, the "
                   "Fisher bound)",
    mutants={"corrected squared (the printed ||Sigma|| error again: fails as the data scale -> 0)": B.c228_mut_squared},
    auto_mutant=False, second_path=SP + "test_c228_upper_second_path",
    evidence=("(C.228)'s upper side prints H_max = C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2 with the covariance's own "
              "norm, where Lemma C.3.1 (C.83) and Lemma C.3.2 (C.85) carry ||Sigma_l^{1/2}||. As the data shrink (Sigma_l "
              "-> t Sigma_l, mu_l -> t mu_l) every phi'(w_j^T x) -> 1/4 and Hess fbar(W*) = E[grad H grad H^T/(H(1 - H))] "
              "-> E[x x^T] (x) 1 1^T/(4K): lambda_max ~ t, H_max ~ t^2. d = K = 1, two identical centred groups (mu = 0), "
              "W* = 1, s = 1 (Sigma = t): lambda_max(Hess fbar(W*)) = 0.1442, 0.02327, 2.481e-3, 2.498e-4, 2.4998e-5 at t "
              "= 1, 1e-1, ..., 1e-4 against sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2 = t^2: ratio 0.144, 2.33, 24.8, "
              "250, 2500 (K = 1 is logistic regression: Hess f_n(w) = (1/n) sum_i phi'(w x_i) x_i^2 for every w and "
              "labels, so the empirical Hessian is ~t/4 on the whole ball with probability -> 1 as n grows). d = 3, K "
              "= 2, centred: ratio 0.236, 25.5, 2551 at t = 1, 1e-2, 1e-4. Consequence: with (C.229)'s step eta_0 = "
              "1/H_max (L6369), eta_0 lambda_max ~ 1/(4 K C_4 t) exceeds 2 for small t, so ||I - eta_0 Hess|| > 1 and "
              "Algorithm 1 diverges from every start off W*: (C.229)-(C.232)'s linear convergence fails as printed "
              "there. The reading ||Sigma_l^{1/2}|| holds (proof in its text; measured ratio <= 1/(4K), 0.2500 and "
              "0.1250 in the limit for K = 1, 2). Second path: tests/test_thesis_r21_thesisCD.py (own 1-D Gauss-"
              "Hermite of E[phi'(w x) x^2] and a Monte Carlo empirical Hessian, none of the claim's code)."),
    notes="Round 21 (thesisCD), task 1: the row L6363 (C.228) was listed as claim thesis.ch4.eqC.229-second, which "
          "takes (C.228) as given and checks only the next step ||I - eta_0 Hbar|| <= 1 - eta_0 H_min.",
    settings={"ci": {"max_examples": 6, "budget_s": 4.0, "path_starts": 1, "path_decades": 0.0}},
))


# ============ (D.81) L7373-L7378: the four-term expansion of g_r at W + eta W'' Sigma, V + eta Sigma V''


def _d81_parts(inst: dict) -> dict:
    """The instance's matrices (one seed): a G(N, p) graph's A = D^{-1/2}(Adj + I)D^{-1/2}, X, q, c_r, B_1 = 1 b^T,
    B_2, the fixed sign patterns D_w + D'_w (N x m1), D_v + D'_v (N x m2) in {0, 1}, Sigma diagonal +-1, W^(0) + W^rho
    + W' (= Wa), W'', V^(0) + V^rho + V' (= Va), V''."""
    rng = np.random.default_rng([int(inst["seed"]), 7381])
    N, d, m1, m2 = int(inst["N"]), int(inst["d"]), int(inst["m1"]), int(inst["m2"])
    up = np.triu(rng.random((N, N)) < float(inst["p_edge"]), 1)
    A = D18.normalized_adjacency((up | up.T).astype(float)) * float(inst["a_scale"])
    return {"A": A, "X": rng.normal(size=(N, d)), "q": rng.normal(size=N), "c": rng.normal(size=m2),
            "B1": np.outer(np.ones(N), rng.normal(0.0, m1**-0.5, m1)), "B2": np.outer(np.ones(N), rng.normal(size=m2)),
            "Dw": (rng.random((N, m1)) < 0.5).astype(float), "Dv": (rng.random((N, m2)) < 0.5).astype(float),
            "Sig": np.diag(rng.choice([-1.0, 1.0], m1)), "Wa": rng.normal(0.0, m1**-0.5, (d, m1)),
            "Wb": rng.normal(size=(d, m1)), "Va": rng.normal(0.0, m2**-0.5, (m1, m2)), "Vb": rng.normal(size=(m1, m2))}


def _d81_g(P: dict, W: np.ndarray, V: np.ndarray, b1: bool, b2: bool) -> float:
    """g_r (both biases), g_r^(b) (B_1 only), g_r^(b,b) (no bias) of L7366-L7370 with the fixed D_w + D'_w, D_v + D'_v."""
    A = P["A"]
    h = (A @ (A @ P["X"] @ W + (P["B1"] if b1 else 0.0))) * P["Dw"]
    return float(P["q"] @ A @ (((h @ V) + (P["B2"] if b2 else 0.0)) * P["Dv"]) @ P["c"])


def _d81_measure(inst: dict, ctx: Ctx) -> Measurement:
    """|lhs - rhs| / (|lhs| + sum |terms|) of (D.81) in float64 (an identity: the residual is rounding)."""
    P = _d81_parts(inst)
    eta = float(inst["eta"])
    Wb, Vb = eta * P["Wb"] @ P["Sig"], eta * P["Sig"] @ P["Vb"]
    lhs = _d81_g(P, P["Wa"] + Wb, P["Va"] + Vb, True, True)
    terms = [_d81_g(P, P["Wa"], P["Va"], True, True), _d81_g(P, Wb, Vb, False, False),
             _d81_g(P, P["Wa"], Vb, True, False), _d81_g(P, Wb, P["Va"], False, False)]
    scale = abs(lhs) + sum(abs(t) for t in terms)
    res = abs(lhs - sum(terms)) / scale if scale > 0 else 0.0
    return Measurement(res, {}, {"lhs": lhs, "terms (g_r, g^(b,b)(eta W'' Sigma, eta Sigma V''), g^(b)(Wa, eta Sigma "
                                 "V''), g^(b,b)(eta W'' Sigma, Va))": terms, "eta": eta, "N": int(inst["N"]),
                                 "m1": int(inst["m1"])})


@st.composite
def _d81_instances(draw: st.DrawFn) -> dict:
    """G(N, p) with N in 1..12, d in 1..4, m1, m2 in 1..64, eta log-uniform in [1e-6, 10], A scaled by a in [1e-3, 1e3]
    (A* = A P*), every matrix from the seed."""
    return {"N": draw(st.integers(1, 12)), "p_edge": draw(st.floats(0.0, 1.0)), "d": draw(st.integers(1, 4)),
            "m1": int(draw(log_uniform(1.0, 64.0))), "m2": int(draw(log_uniform(1.0, 64.0))),
            "eta": draw(log_uniform(1e-6, 10.0)), "a_scale": draw(log_uniform(1e-3, 1e3)), "seed": draw(SEEDS)}


CLAIMS.append(Claim(
    id="thesis.ch5.eqD.81", paper=PAPER, kind="step", comparison="==",
    source=f"(D.81), proof of Lemma D.2.10, App. D.2 (g_r, g_r^(b), g_r^(b,b) L7366-L7370 with the sign patterns D_w + "
           f"D'_w, D_v + D'_v held fixed), {SEED_FILE} L7373-L7378",
    statement="(D.81): g_r(q, A, X, W0 + Wrho + W' + eta W'' Sigma, V0 + Vrho + V' + eta Sigma V'') = g_r(q, A, X, W0 + "
              "Wrho + W', V0 + Vrho + V') + g_r^(b,b)(q, A, X, eta W'' Sigma, eta Sigma V'') + g_r^(b)(q, A, X, W0 + "
              "Wrho + W', eta Sigma V'') + g_r^(b,b)(q, A, X, eta W'' Sigma, V0 + Vrho + V') for every graph, X, "
              "weights, biases, eta and fixed sign patterns; checked as: relative residual == 0.",
    statement_tex=r"g_r(\mathbf{W}^{(0)} + \mathbf{W}^\rho + \mathbf{W}' + \eta \mathbf{W}'' \Sigma, \mathbf{V}^{(0)} "
                  r"+ \mathbf{V}^\rho + \mathbf{V}' + \eta \Sigma \mathbf{V}'') = g_r(\cdot, \cdot) + g_r^{(b,b)}(\eta "
                  r"\mathbf{W}'' \Sigma, \eta \Sigma \mathbf{V}'') + g_r^{(b)}(\cdot, \eta \Sigma \mathbf{V}'') + "
                  r"g_r^{(b,b)}(\eta \mathbf{W}'' \Sigma, \cdot)",
    bound=B.d81_zero, measure=_d81_measure, strategy=_d81_instances(), rtol=0.0, atol=1e-12,
    mutants={"a relative residual of 1e-3": B.d81_mut_off}, auto_mutant=False,
    notes="Round 21 (thesisCD), task 2: the row L7373 (D.81) was listed under thesis.ch5.lemmaD.2.9-D.2.12, the "
          "claim of the next display L7382 (||W^(0)|| <= 1, erratum). (D.81) is bilinearity: (A(A X (Wa + Wb) + B_1) "
          ". D)(Va + Vb) splits into four products, B_1 stays with Wa and B_2 with the first term.",
    domain=(Param("eta", 0, INF, lo_closed=False, far=10.0, text="eta > 0", key="eta",
                  unreached="eta in [1e-6, 10] drawn: an identity, each side polynomial in eta"),
            Param("N", 1, INF, integer=True, far=12, text="the graph's nodes", key="N",
                  unreached="N <= 12: an identity in the matrices")),
    settings={"ci": {"max_examples": 20, "budget_s": 2.0}},
))


# ============ L7321 (proof of Lemma D.2.10 (1)): a~_n X~ w~_i^rho ~ N(0, ||a~_n X~||^2 sigma_w^2)


def _l7321_row(inst: dict) -> tuple[np.ndarray, np.ndarray]:
    """a~_n X~ (X~ = (X, 1)) at node n = 0 of a G(N, p) graph (A = D^{-1/2}(Adj + I)D^{-1/2}, times a_scale for A*) with
    unit features in R^d (or features of norm r), from the seed; and the variances of w~^rho's coordinates."""
    rng = np.random.default_rng([int(inst["seed"]), 7321])
    N, d = int(inst["N"]), int(inst["d"])
    up = np.triu(rng.random((N, N)) < float(inst["p_edge"]), 1)
    A = D18.normalized_adjacency((up | up.T).astype(float)) * float(inst["a_scale"])
    X = rng.normal(size=(N, d))
    X *= float(inst["x_norm"]) / np.linalg.norm(X, axis=1, keepdims=True)
    row = A[0] @ np.concatenate([X, np.ones((N, 1))], axis=1)
    sw2 = float(inst["sigma_w"]) ** 2
    var = np.full(d + 1, sw2)
    var[-1] = sw2 if inst.get("bias_smoothed") else 0.0  # Algorithm 2 smooths W only (L1465, (5.11) L1497): B_1^rho = 0
    return row, var


def _l7321_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Var(a~_n X~ w~_i^rho) = sum_k (a~_n X~)_k^2 Var(w~^rho_k), w~^rho = (w_i^rho, B_1^rho) with w_i^rho ~ N(0, sigma_w^2
    I) ((5.11) L1497) and B_1^rho = 0 (Algorithm 2 smooths W and V only; the reading: N(0, sigma_w^2) too)."""
    row, var = _l7321_row(inst)
    lhs = float(np.sum(row**2 * var))
    return Measurement(lhs, {"norm2_tilde": float(row @ row), "norm2_x": float(row[:-1] @ row[:-1]),
                             "sigma_w": float(inst["sigma_w"])},
                       {"(a~_n 1)^2 (the bias coordinate)": float(row[-1] ** 2), "||a~_n X||^2": float(row[:-1] @ row[:-1]),
                        "ratio lhs / printed": lhs / (float(row @ row) * float(inst["sigma_w"]) ** 2),
                        "B_1 smoothed": bool(inst.get("bias_smoothed")), "x_norm": float(inst["x_norm"]),
                        "a_scale": float(inst["a_scale"])})


@st.composite
def _l7321_instances(draw: st.DrawFn) -> dict:
    """G(N, p) with N in 1..12, d in 1..4, features of norm x_norm (1, the thesis's ||x_n|| = 1, or log-uniform in
    [1e-3, 1e3]), A scaled by a in [1e-3, 1e3] (A* = A P*), sigma_w log-uniform in [1e-8, 1] (Table D.2's sigma_w =
    m1^{-0.99} .. ), every matrix from the seed."""
    return {"N": draw(st.integers(1, 12)), "p_edge": draw(st.floats(0.0, 1.0)), "d": draw(st.integers(1, 4)),
            "x_norm": draw(st.one_of(st.just(1.0), log_uniform(1e-3, 1e3))), "a_scale": draw(log_uniform(1e-3, 1e3)),
            "sigma_w": draw(log_uniform(1e-8, 1.0)), "seed": draw(SEEDS)}


CLAIMS.append(Claim(
    id="thesis.ch5.lemmaD.2.10-L7321", paper=PAPER, kind="step", comparison="==",
    source=f"L7321, proof of Lemma D.2.10 (1), App. D.2 ('Since a~_n X w_i^(0) + B_1(n,i)^(0) = a~_n X~ w~_i^(0) where "
           f"w~_i^(0) = (w_i^(0), B_1(n,i)^(0)) and X~ = (X, 1) ... we can ignore the bias term'; W^rho ~ N(0, "
           f"sigma_w^2) entrywise and no smoothing of B_1, Algorithm 2 L1465 and (5.11) L1497), {SEED_FILE} L7315-L7321",
    statement="L7321 as printed: a~_n X~ w~_i^rho ~ N(0, ||a~_n X~||^2 sigma_w^2), with w~_i^rho = (w_i^rho, B_1^rho) by "
              "analogy with w~_i^(0) = (w_i^(0), B_1(n,i)^(0)) (L7316) and B_1^rho = 0 (Algorithm 2 smooths W and V "
              "only): the variance sum_k (a~_n X~)_k^2 Var(w~^rho_k) == ||a~_n X~||^2 sigma_w^2.",
    statement_tex=r"\tilde{\mathbf{a}}_n \tilde{\mathbf{X}} \tilde{\mathbf{w}}_i^\rho \sim \mathcal{N}(0, "
                  r"\|\tilde{\mathbf{a}}_n \tilde{\mathbf{X}}\|^2 \sigma_w^2)",
    bound=B.l7321_printed, measure=_l7321_measure, strategy=_l7321_instances(), expect="erratum as printed",
    rtol=1e-12, atol=0.0,
    readings=(Reading("B_1 smoothed too (w~^rho's last coordinate N(0, sigma_w^2))",
                      "w~_i^rho read as a full (d + 1)-vector of N(0, sigma_w^2) entries, i.e. a smoothing of the bias "
                      "B_1 that Algorithm 2 (L1465) and (5.11) (L1497) do not apply: then the display is exact",
                      strategy=_l7321_instances().map(lambda i: {**i, "bias_smoothed": True})),),
    mutants={"the printed ||a~_n X~||^2 sigma_w^2 (wrong for the corrected)": B.l7321_printed},
    auto_mutant=False,
    evidence="Algorithm 2 draws W^rho (entries N(0, sigma_w^2)) and V^rho and never perturbs B_1 (L1465; (5.11) and "
             "L1497 list W^rho, V^rho, Sigma), so with w~_i^rho = (w_i^rho, 0) the variance of a~_n X~ w~_i^rho is "
             "||a~_n X||^2 sigma_w^2 = ||a~_n X~||^2 sigma_w^2 - (a~_n 1)^2 sigma_w^2, and (a~_n 1) = (A1)_n > 0 for "
             "every graph (self-loops). Smallest instance: one node (A = [1]), x = e_1: ||a~ X||^2 = 1 against ||a~ "
             "X~||^2 = 2, the variance is half the printed one (ratio 1/2); a star's centre with D leaves and ||x|| = "
             "1 keeps ratio 1/2 (a~_n X = a~_n 1 x); ratio -> 0 as ||x|| -> 0 and -> 1 as ||x|| -> inf. The lemma's "
             "(D.79) survives: Pr[|a~ X~ w~^(0)| <= |a~ X w^rho|] = (2/pi) arctan(sigma_w sqrt(m1) ||a~ X||/||a~ X~||) "
             "<= (2/pi) arctan(sigma_w sqrt(m1)). Second path: tests/test_thesis_r21_thesisCD.py (Monte Carlo of "
             "a~ X w^rho at one node).",
    corrected=B.l7321_corrected,
    corrected_text="a~_n X~ w~_i^rho = a~_n X w_i^rho ~ N(0, ||a~_n X||^2 sigma_w^2)",
    second_path=SP + "test_l7321_second_path",
    notes="Round 21 (thesisCD), task 2: the row L7321 was covered by thesis.ch5.lemmaD.2.9, which drops the tilde "
          "(a_n X w^rho ~ N(0, ||a_n X||^2 sigma_w^2)) and so never computes the printed X~ variance.",
    domain=(Param("x_norm", 0, INF, lo_closed=False, far=1e3, text="||x_n|| (1 in Lemma D.2.10)", key="x_norm",
                  unreached="||x|| in [1e-3, 1e3] drawn: the ratio is monotone in ||x||"),
            Param("sigma_w", 0, INF, lo_closed=False, far=1.0, text="sigma_w > 0 (Table D.2)", key="sigma_w",
                  unreached="sigma_w in [1e-8, 1]: both sides are proportional to sigma_w^2")),
    settings={"ci": {"max_examples": 20, "budget_s": 2.0}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-21 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch4.eqC.228-upper': 'auditor L: confirmed as printed',
    'thesis.ch5.lemmaD.2.10-L7321': 'auditor A: confirmed as printed',
}, 'docs/audits/round21/thesis.md')
