"""thesis, Appendix C (proofs of Chapter 4): Definition C.1.1 (Stein tensors), Properties 1, 3-10 of App. C.2
((C.1), (C.37), (C.56), (C.66), (C.71)-(C.76)), (C.90)-(C.91), Lemmas C.3.1-C.3.3, C.4.1, C.4.4, C.6.5
(Subroutine 1), (C.150)-(C.159), Figure C.1's relative error 0.65 (a printed number), and the records of the
other numbered lemmas (C.4.2, C.4.3, C.4.5, C.5.1, C.6.1-C.6.4) and Assumption C.1.2.

Catalog: ``shared/claims/thesis_ch2-4.md``; paper: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Bounds in
``thmcheck.bounds.thesis.ch4``; models ``thmcheck.models.group_imbalance``, ``thmcheck.models.tensor_init``.
"""

from __future__ import annotations

import dataclasses
import math
from fractions import Fraction

import mpmath
import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.thesis import ch4 as B
from thmcheck.bounds.thesis import common as BC
from thmcheck.bounds.thesis import r5_thesisCD as B5
from thmcheck.bounds.thesis import r6_thesisH as B6
from thmcheck.bounds.thesis import r7_thesisH as B7
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import _BIG_D, INF, PAPER, _assemble, _directions, _dy, _src
from thmcheck.checks.papers.thesis.ch4_group_imbalance import _gmm_instances, _kappa_capped
from thmcheck.checks.profiles import active_profile, experiment_scale
from thmcheck.checks.stats import NormalMean, fit_exponent
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models import group_imbalance as GI
from thmcheck.models import tensor_init as TI
from thmcheck.models.device import torch_dtype

_REAL: list[Claim] = []


# ===================================================================================== Chapter 4 / App. C
# ---------------------------------------------------------------------------- Lemma C.4.1 (L5837-L5841)


@st.composite
def _c41_instances(draw: st.DrawFn) -> dict:
    """mu in R^d (d <= 4) in three modes: one nonzero coordinate (where the proof is right), general
    directions, zero; sigma log-uniform in [0.1, 10]; k <= d neurons."""
    d = draw(st.integers(2, 4))
    k = draw(st.integers(1, d))
    mode = draw(st.sampled_from(["general", "one_coord", "general", "zero"]))
    seed = draw(SEEDS)
    scale = draw(log_uniform(0.05, 4.0) if mode == "one_coord" else log_uniform(0.5, 4.0))
    rng = np.random.default_rng(seed)
    mu = np.zeros(d)
    if mode == "one_coord":
        mu[draw(st.integers(0, d - 1))] = _dy(scale * rng.choice([-1.0, 1.0]))
    elif mode == "general":
        mu = np.array([_dy(v) for v in rng.normal(0, scale, d)])
    sigma = draw(log_uniform(0.1, 10.0))
    return {"d": d, "k": k, "mu": mu, "sigma": sigma, "mode": mode, "seed": seed}


def _c41_measure(inst: dict, ctx: Ctx) -> Measurement:
    M = GI.c41_matrix(inst["mu"], inst["sigma"], inst["k"], torch_dtype(ctx.dtype), ctx.device)
    lmin = float(torch.linalg.eigvalsh(M.cpu())[0])
    return Measurement(lmin, {"mu": inst["mu"], "sigma": inst["sigma"]},
                       {"nonzero_mu": int(np.count_nonzero(inst["mu"]))})


def _c41_no_alpha(mu: np.ndarray, sigma: float, **_: object) -> float:
    """Mutant: rho without the subtracted alpha^2 terms (too large)."""
    vals = []
    for i in range(len(mu)):
        b0 = B.gauss_moment(mu[i], lambda z: B._dphi(sigma * z) ** 2)
        b2 = B.gauss_moment(mu[i], lambda z: B._dphi(sigma * z) ** 2 * z * z)
        vals.append(b2)
        vals += [(mu[j] ** 2 + 1) * b0 for j in range(len(mu)) if j != i]
    return min(vals) if int(np.count_nonzero(mu)) <= 1 else 0.0


_REAL.append(Claim(
    id="thesis.ch4.lemmaC.4.1", paper=PAPER,
    second_path="tests/test_thesis_ch4_errata.py::test_lemma_c41_lambda_min_below_rho_for_two_nonzero_mean_coordinates",
    source=_src("Lemma C.4.1 (C.125), App. C.4.1, L5837-L5841; proof C.4.3 (C.136)-(C.141), L5889-L5925; "
                "rho: Definition C.2.2 (C.6), L5151"),
    statement="E_{x ~ 1/2 N(mu, I_d) + 1/2 N(-mu, I_d)}[(sum_{i=1}^k r_i^T x phi'(sigma x_i))^2] >= rho(mu, sigma) "
              "||R||_F^2 for every R = (r_1..r_k) in R^{d x k}, with rho of Definition C.2.2.",
    kind="deterministic", comparison=">=", bound=B.lemma_c41, measure=_c41_measure, strategy=_c41_instances,
    assumptions=(Assumption("sigma_nonzero", "sigma != 0", lambda q: q["sigma"]),),
    expect="erratum",
    evidence=(
        "The LHS is vec(R)^T M vec(R) with M[(i,a),(l,b)] = E[phi'(sigma x_i) phi'(sigma x_l) x_a x_b], a product "
        "of 1-D Gauss-Legendre moments (1600 nodes). At d=k=3, mu=(1.7577,-1.6719,0.9810), sigma=0.2490: "
        "lambda_min(M) = 2.2147e-5 while rho(mu, sigma) = 2.7822e-4 (12.6x larger); Monte Carlo at the minimising "
        "R (4e6 samples): 2.2170e-5 +- 5.9e-8, so not a quadrature artefact; rho itself agrees between two "
        "codes (bounds.rho, models.rho_torch) to 1e-12. Random search reaches rho/lambda_min > 100. Cause: (C.139) "
        "uses E[x_j x_l] = 0 for j != l (and (C.140) similar cross moments), but under the symmetric mixture "
        "E[x_j x_l] = mu_j mu_l != 0. With mu having at most one nonzero coordinate the printed bound holds and "
        "is tight (max rho/lambda_min = 1 up to quadrature error)."),
    corrected=B.lemma_c41_corrected,
    mutants={"rho without the alpha^2 terms": _c41_no_alpha},
    notes="Corrected bound: rho(mu, sigma) when mu has at most one nonzero coordinate, else 0 (lambda_min >= 0); "
          "Lemma C.4.4 (via C.174) rests on this lemma.",
    rtol=1e-8, settings={"ci": {"max_examples": 40, "budget_s": 6.0}},
))


# ----------------------------------------------------------------------- Property C.4 (C.37), L5375-L5390

@st.composite
def _c37_instances(draw: st.DrawFn) -> dict:
    mu = _dy(draw(with_edges(st.floats(-5.0, 5.0), 0.0, 1.0, -3.0)))
    sigma = draw(log_uniform(1e-3, 1e-2))
    return {"mu": mu, "sigma": sigma}


def _c37_measure(inst: dict, ctx: Ctx) -> Measurement:
    v0, v2 = GI.rho_gaps(inst["mu"], inst["sigma"], torch_dtype(ctx.dtype), ctx.device)
    return Measurement(v2, {"mu": inst["mu"], "sigma": inst["sigma"]},
                       {"beta0_minus_alpha0sq": v0, "c36_ratio": v0 / B.c36_leading(inst["mu"], inst["sigma"])})


def _c37_mut_half(mu: float, sigma: float, **_: object) -> float:
    return 2 * B.c37_corrected(mu, sigma)


def _c37_mut_m4(mu: float, sigma: float, **_: object) -> float:
    m2, m4 = 1 + mu**2, mu**4 + 6 * mu**2 + 3
    return sigma**4 * (m4 - m2 * m2) / 256


_REAL.append(Claim(
    id="thesis.ch4.eqC.37-C.38", paper=PAPER, catalog_id="thesis.ch4.propertyC.4",
    second_path="tests/test_thesis_ch4_errata.py::test_property_c4_c37_printed_sigma2_term_is_absent",
    source=_src("Property 4 (1), proof (C.37)-(C.38), App. C.2, L5345-L5390"),
    statement="beta_2(i,u,sigma) - alpha_2(i,u,sigma)^2/(mu^2+1) = 9/64 sigma^2 + 33/64 mu^2 sigma^2 + 13/64 mu^4 "
              "sigma^2 + 1/64 mu^6 sigma^2 + o(sigma^2) as sigma -> 0+ (C.37), mu = u_i; (C.38): limit 9/64 sigma^2.",
    kind="step", comparison="==", bound=B.c37_leading, measure=_c37_measure, strategy=_c37_instances,
    expect="erratum",
    corrected_text="beta_2 - alpha_2^2/(mu^2+1) = sigma^4 (m6 - m4^2/m2)/256 + o(sigma^4) as sigma -> 0+, with "
                   "m2 = 1 + mu^2, m4 = mu^4 + 6 mu^2 + 3, m6 = E z^6 for z ~ N(mu, 1): no sigma^2 term (C.37), and "
                   "the limit of (C.38) is Theta(sigma^4), not 9/64 sigma^2",
    statement_tex=r"\beta_2(i, \mathbf{u}, \sigma) - \frac{\alpha_2(i, \mathbf{u}, \sigma)^2}{\mu^2 + 1} = "
                  r"\frac{9}{64}\sigma^2 + \frac{33}{64}\mu^2\sigma^2 + \frac{13}{64}\mu^4\sigma^2 + "
                  r"\frac{1}{64}\mu^6\sigma^2 + o(\sigma^2) \quad (C.37); \quad \lim_{\sigma \rightarrow 0^+} "
                  r"(\beta_2 - \frac{\alpha_2^2}{\mu^2 + 1}) = \frac{9}{64}\sigma^2 + o(\sigma^2) \quad (C.38)",
    evidence=(
        "beta_2 - alpha_2^2/m2 = m2 Var_w(phi'(sigma z)) (w ~ z^2 N(mu,1)) is O(sigma^4): the sigma^2 terms of "
        "beta_2 = m2/16 - sigma^2 m4/32 and alpha_2^2/m2 = m2/16 - sigma^2 m4/32 cancel (the proof's expansion of "
        "alpha_2 uses E z^6-type coefficients). Quadrature (variance form, no cancellation) at sigma=0.01: ratio to "
        "the printed term 1.67e-5 (mu=0), 1.16e-5 (mu=1), 5.5e-6 (mu=3); ratio to sigma^4 (m6 - m4^2/m2)/256: "
        "0.9997, 0.9995, 0.9989. (C.36) is right (ratio 0.9998). "
        "Property 4 (1) itself (rho = Theta(sigma^4)) still holds (both families are Theta(sigma^4)): it keeps its own "
        "claim, thesis.ch4.propertyC.4; what fails is the display (C.37) and its limit (C.38), hence this id."),
    corrected=B.c37_corrected,
    mutants={"corrected x2": _c37_mut_half, "m4 - m2^2 in place of m6 - m4^2/m2": _c37_mut_m4},
    notes="Asymptotic equality checked at sigma in [1e-3, 1e-2] with a 1 % relative tolerance.",
    rtol=0.01, atol=0.0, settings={"ci": {"max_examples": 30, "budget_s": 3.0}},
))


# --------------------------------------------------------------------- Property C.3(1) positivity, L5193

@st.composite
def _rho_instances(draw: st.DrawFn) -> dict:
    d = draw(st.integers(2, 4))
    seed = draw(SEEDS)
    scale = draw(log_uniform(0.01, 5.0))
    u = np.random.default_rng(seed).normal(0, scale, d)
    if draw(st.booleans()):
        u[0] = 0.0
    return {"d": d, "u": u, "sigma": draw(log_uniform(1e-3, 10.0)), "seed": seed}


def _rho_measure(inst: dict, ctx: Ctx) -> Measurement:
    r = GI.rho_torch(inst["u"], inst["sigma"])
    return Measurement(r, {"u": inst["u"], "sigma": inst["sigma"]})


def _rho_mut_sigma2(u: np.ndarray, sigma: float, **_: object) -> float:
    """Mutant: rho >= sigma^2/64 (the order (C.38) would give) -- false for small sigma."""
    return sigma**2 / 64


def _rho_mut_const(u: np.ndarray, sigma: float, **_: object) -> float:
    return 1e-4


_REAL.append(Claim(
    id="thesis.ch4.propertyC.3", paper=PAPER, source=_src("Property 3 (1), App. C.2, L5193-L5285"),
    statement="rho(u, sigma) > 0 for any u in R^d and sigma != 0.",
    kind="deterministic", comparison=">", bound=BC.positive, measure=_rho_measure, strategy=_rho_instances,
    mutants={"rho >= sigma^2/64": _rho_mut_sigma2, "rho >= 1e-4": _rho_mut_const}, auto_mutant=False,
    notes="The bound is 0, so the automatic 10 % mutant equals it; planted mutants replace it.",
    atol=0.0, settings={"ci": {"max_examples": 40, "budget_s": 3.0}},
))


# ----------------------------------------------------------------- Property C.4(1): rho = Theta(sigma^4)

@st.composite
def _rho_small_instances(draw: st.DrawFn) -> dict:
    """u as in Property 3 (d in 2..4, a coordinate set to 0 half the time, scale log-uniform in [0.01, 5]); sigma
    log-uniform in [1e-4, 0.03] (the limit sigma -> 0+)."""
    return {**draw(_rho_instances()), "sigma": draw(log_uniform(1e-4, 0.03))}


def _rho_small_measure(inst: dict, ctx: Ctx) -> Measurement:
    """rho(u, sigma) at one small sigma, from the stable variance forms."""
    return Measurement(GI.rho_torch(inst["u"], inst["sigma"]),
                       {"sigma": inst["sigma"], "unorm": float(np.linalg.norm(inst["u"]))}, {"d": inst["d"]})


def _rho_move_sigma(inst: dict, t: float) -> dict:
    return {**inst, "sigma": float(t)}


def _rho_move_u(inst: dict, t: float) -> dict:
    """u = (0, t, u_3, ...): one coordinate 0, a second of size t (the lower half's weakest direction)."""
    u = np.array(inst["u"], dtype=float)
    u[0], u[1] = 0.0, float(t)
    return {**inst, "u": u}


PROP_C4_SIGMA_PATH = Direction("sigma -> 0+ (Theta(sigma^4))", "sigma", 0.0, how="path", move=_rho_move_sigma,
                               points=(1e-2, 3e-3, 1e-3, 3e-4, 1e-4, 3e-5, 1e-5),
                               reason="the printed limit; u held fixed (the Theta's constant may depend on u: (C.39) "
                                      "prints min_j (u_j^2 + 1)/128)")

_REAL.append(Claim(
    id="thesis.ch4.propertyC.4", paper=PAPER,
    source=_src("Property 4 (1) (small variance), App. C.2, L5345-L5400 (C.39)"),
    statement="lim_{sigma -> 0+} rho(u, sigma) = Theta(sigma^4). Checked: the upper half as a uniform shape, "
              "rho(u, sigma) <~ sigma^4 as sigma -> 0+ at fixed u (the lower half is thesis.ch4.propertyC.4.lower).",
    kind="deterministic", comparison="<=", bound=B6.propC4_shape, measure=_rho_small_measure,
    strategy=_rho_small_instances, constants="hidden", uniform=True, expect="holds",
    directions=(PROP_C4_SIGMA_PATH,
                Direction("u (direction and scale), d", "u", INF, how="search",
                          reason="u drawn with scale log-uniform in [0.01, 5], d in 2..4; not a path: the Theta is "
                                 "in sigma at a fixed u, its constant grows with u ((C.39): like ||u||^4 when no "
                                 "coordinate is 0), which the statement allows")),
    mutants={"rho <~ sigma^5 (wrong power of sigma)": B6.propC4_mut_sigma5},
    evidence="rho/sigma^4 converges as sigma -> 0+ at each u (e.g. 1/64 at u = (0, 1), 0.0184 at (0.3, 2, -1), 10.36 "
             "at (5, 5)); the sigma path levels off.",
    notes="Uniform shape check (round 6; formerly the fitted log-log slope over sigma in [1e-3, 10^-1.5]): lhs = "
          "rho(u, sigma) at one drawn sigma in [1e-4, 0.03], shape sigma^4, the sigma -> 0 path from the best "
          "instances to 1e-5.",
    domain=(Param("sigma", 0, INF, lo_closed=False, text="sigma -> 0+ (the limit)", far=0.03,
                  unreached="sigma in [1e-4, 0.03] drawn, the path to 1e-5: the statement is a limit sigma -> 0+"),
            Param("u", -INF, INF, text="u in R^d", far=5.0, unreached="scale <= 5 (the Theta is at fixed u)"),
            Param("d", 2, INF, integer=True, text="u in R^d", unreached="d <= 4: " + _BIG_D)),
    settings={"ci": {"max_examples": 15, "budget_s": 1.0}},
))


# ------------------------------------------------------------------- Properties 6 and 7 (L5500, L5531)

@st.composite
def _gmm_moment_instances(draw: st.DrawFn) -> dict:
    d = draw(st.integers(1, 5))
    L = draw(st.integers(2, 4))  # L >= 2 (data model, L1066)
    t = draw(st.integers(1, 4))
    mode = draw(st.sampled_from(["iso_zero", "random", "small_mean"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    lam = rng.dirichlet(np.ones(L))
    if mode == "iso_zero":
        mus = np.zeros((L, d))
        s = np.exp(rng.uniform(-1, 1, L))
        s2 = np.repeat(s[:, None] ** 2, d, 1)
    else:
        mus = rng.normal(0, draw(log_uniform(0.01, 3.0)) if mode == "random" else 0.01, (L, d))
        s2 = np.exp(rng.uniform(-2, 2, (L, d)))
    u = rng.normal(size=d)
    return {"d": d, "L": L, "t": t, "mode": mode, "lam": lam, "mus": mus, "s2": s2, "u": u, "seed": seed}


def _c6_measure(inst: dict, ctx: Ctx) -> Measurement:
    lam, mus, s2, u, t = inst["lam"], inst["mus"], inst["s2"], inst["u"], inst["t"]
    lhs = sum(lam[i] * GI.gaussian_power_moment(float(u @ mus[i]), float(u**2 @ s2[i]), t) for i in range(len(lam)))
    return Measurement(lhs, {"t": t, "unorm": float(np.linalg.norm(u)), "mus": np.linalg.norm(mus, axis=1),
                             "sig_norms": np.sqrt(s2.max(1)), "lam": lam})


def _exact_power_moment(m: Fraction, v: Fraction, t: int) -> Fraction:
    """E[g^{2t}] for g ~ N(m, v) in exact rationals: sum_p C(2t, p) m^{2t-p} (p-1)!! v^{p/2} (p even)."""
    return sum((math.comb(2 * t, p) * m ** (2 * t - p) * B._dfact(p - 1) * v ** (p // 2)
                for p in range(0, 2 * t + 1, 2)), Fraction(0))


def _c6_exact(inst: dict) -> Measurement:
    """Property 6 re-measured exactly: the drawn float64 data read as rationals, the lhs an exact rational, the
    norms (square roots) as 60-digit mpmath numbers so the bound is evaluated without float rounding."""
    lam = [Fraction(float(x)) for x in inst["lam"]]
    u = [Fraction(float(x)) for x in inst["u"]]
    mus = [[Fraction(float(x)) for x in row] for row in inst["mus"]]
    s2 = [[Fraction(float(x)) for x in row] for row in inst["s2"]]
    t = int(inst["t"])
    lhs = sum((lam[i] * _exact_power_moment(sum((a * b for a, b in zip(u, mus[i], strict=True)), Fraction(0)),
                                            sum((a * a * b for a, b in zip(u, s2[i], strict=True)), Fraction(0)), t)
               for i in range(len(lam))), Fraction(0))

    def _mpq(q: Fraction) -> mpmath.mpf:
        return mpmath.mpf(q.numerator) / q.denominator

    with mpmath.workdps(60):
        unorm = mpmath.sqrt(_mpq(sum((a * a for a in u), Fraction(0))))
        mnorm = [mpmath.sqrt(_mpq(sum((a * a for a in row), Fraction(0)))) for row in mus]
        snorm = [mpmath.sqrt(_mpq(max(row))) for row in s2]
    return Measurement(lhs, {"t": t, "unorm": unorm, "mus": np.array(mnorm, dtype=object),
                             "sig_norms": np.array(snorm, dtype=object),
                             "lam": np.array([_mpq(x) for x in lam], dtype=object)}, exact=True)


def _c6_no_dfact(t: int, unorm: float, mus: np.ndarray, sig_norms: np.ndarray, lam: np.ndarray, **_: object) -> float:
    return B.property_c6(t, unorm, mus, sig_norms, lam) / B._dfact(2 * t - 1)


def _c6_exp_t(t: int, unorm: float, mus: np.ndarray, sig_norms: np.ndarray, lam: np.ndarray, **_: object) -> float:
    return B._dfact(2 * t - 1) * unorm ** (2 * t) * float(np.sum(lam * (mus + sig_norms) ** t))


_REAL.append(Claim(
    id="thesis.ch4.propertyC.6", paper=PAPER, source=_src("Property 6 (C.60), App. C.2, L5500"),
    statement="For x ~ sum_l lambda_l N(mu_l, Sigma_l), Sigma_l diagonal: E[(u^T x)^{2t}] <= (2t-1)!! ||u||^{2t} "
              "sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^{2t}.",
    kind="deterministic", comparison="<=", bound=B.property_c6, measure=_c6_measure,
    strategy=_gmm_moment_instances,
    mutants={"dropped (2t-1)!!": _c6_no_dfact, "exponent t in place of 2t": _c6_exp_t}, exact=_c6_exact,
    notes="LHS exactly from the Gaussian moment formula of u^T x ~ N(u^T mu_l, u^T Sigma_l u). Equality cases "
          "(mu_l = 0 with u along the top variance, e.g. isotropic groups) are re-measured exactly (Claim.exact: "
          "rational lhs, 60-digit bound), so a tie is decided, not left inside the float tolerance.",
    settings={"ci": {"max_examples": 80, "budget_s": 2.0}},
))


# ------------------------------------------------------------ Property 8 (C.66), App. C.2, L5551: full Sigma


@st.composite
def _c8_instances(draw: st.DrawFn) -> dict:
    """Property 6's draws with Sigma_l = Lambda_l^T D_l Lambda_l (Lambda_l a random rotation, D_l diagonal)."""
    base = draw(_gmm_moment_instances())
    rng = np.random.default_rng(base["seed"] + 1)
    d, L = base["mus"].shape[1], base["mus"].shape[0]
    Sig = []
    for l_ in range(L):
        Q = np.linalg.qr(rng.normal(size=(d, d)))[0]
        Sig.append(Q.T @ np.diag(base["s2"][l_]) @ Q)
    return {**base, "Sigma": np.stack(Sig)}


def _c8_measure(inst: dict, ctx: Ctx) -> Measurement:
    lam, mus, Sig, u, t = inst["lam"], inst["mus"], inst["Sigma"], inst["u"], inst["t"]
    lhs = sum(lam[i] * GI.gaussian_power_moment(float(u @ mus[i]), float(u @ Sig[i] @ u), t) for i in range(len(lam)))
    return Measurement(lhs, {"t": t, "unorm": float(np.linalg.norm(u)), "mus": np.linalg.norm(mus, axis=1),
                             "sig_norms": np.sqrt(np.linalg.eigvalsh(Sig)[:, -1]), "lam": lam})


_REAL.append(Claim(
    id="thesis.ch4.propertyC.8", paper=PAPER, catalog_id="thesis.ch4.propertyC.6",
    source=_src("Property 8 (C.66), App. C.2, L5551"),
    statement="For x ~ sum_l lambda_l N(mu_l, Sigma_l), Sigma_l = Lambda_l^T D_l Lambda_l: E[(u^T x)^{2t}] <= "
              "(2t-1)!! ||u||^{2t} sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^{2t}.",
    kind="deterministic", comparison="<=", bound=B.property_c6, measure=_c8_measure, strategy=_c8_instances,
    mutants={"dropped (2t-1)!!": _c6_no_dfact, "exponent t in place of 2t": _c6_exp_t},
    domain=(Param("t", 1, math.inf, integer=True, text="t >= 1", unreached="t <= 4: moments of order 8 already "
                  "cover the growth; higher orders scale both sides"),
            Param("d", 1, math.inf, integer=True, text="x in R^d", unreached="d <= 5: the moment is that of the 1-D "
                  "Gaussian u^T x, whatever d")),
    notes="Property 6 (thesis.ch4.propertyC.6) with rotated covariances: LHS exactly from the Gaussian moment "
          "formula of u^T x ~ N(u^T mu_l, u^T Sigma_l u); ||Sigma_l^{1/2}|| the square root of the top eigenvalue.",
    settings={"ci": {"max_examples": 80, "budget_s": 2.0}},
))


# ------------------------------------------------------------ Property 5 (C.56), App. C.2, L5475: even f


@st.composite
def _c5_instances(draw: st.DrawFn) -> dict:
    """d in {1, 2, 3}, mu of norm up to 3, a random positive-definite Sigma, and a random smooth g (tanh ridges,
    a cubic ridge, a quadratic form) whose even part f(x) = g(x) + g(-x) is the test function."""
    d = draw(st.integers(1, 3))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    mu = rng.normal(size=d) * draw(st.floats(0.0, 3.0)) / math.sqrt(d)
    A = rng.normal(size=(d, d))
    Sigma = A @ A.T / d + draw(log_uniform(0.05, 2.0)) * np.eye(d)
    return {"d": d, "mu": mu, "Sigma": Sigma, "W": rng.normal(size=(3, d)), "b": rng.normal(size=3),
            "c": rng.normal(size=3), "a": rng.normal(size=d) * 0.5, "Q": rng.normal(size=(d, d)), "seed": seed,
            "mu_norm": float(np.linalg.norm(mu))}


def _c5_g(inst: dict, x: np.ndarray) -> np.ndarray:
    return (np.tanh(x @ inst["W"].T + inst["b"]) @ inst["c"] + (x @ inst["a"]) ** 3
            + np.einsum("na,ab,nb->n", x, inst["Q"], x))


def _c5_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Both sides by tensor Gauss-Hermite (20 nodes per axis) through the Cholesky factor: E_{N(m, Sigma)} h =
    sum_k w_k h(m + C z_k). lhs = |E_N f - E_mix f| / scale for f = g + g(-.) (even); the same gap for g itself (not
    even) is a quantity, for the mutant."""
    d = inst["d"]
    z, w = np.polynomial.hermite_e.hermegauss(20)
    w = w / math.sqrt(2 * math.pi)
    Z = np.stack(np.meshgrid(*([z] * d), indexing="ij"), -1).reshape(-1, d)
    W = np.prod(np.stack(np.meshgrid(*([w] * d), indexing="ij"), -1).reshape(-1, d), 1)
    C = np.linalg.cholesky(inst["Sigma"])

    def E(m: np.ndarray, h) -> float:  # noqa: ANN001
        return float(W @ h(m + Z @ C.T))

    f = lambda x: _c5_g(inst, x) + _c5_g(inst, -x)  # noqa: E731
    g = lambda x: _c5_g(inst, x)  # noqa: E731
    mu = inst["mu"]
    lhs_f, mix_f = E(mu, f), 0.5 * E(mu, f) + 0.5 * E(-mu, f)
    lhs_g, mix_g = E(mu, g), 0.5 * E(mu, g) + 0.5 * E(-mu, g)
    scale = max(1.0, abs(lhs_f), float(W @ np.abs(f(mu + Z @ C.T))))
    return Measurement(abs(lhs_f - mix_f) / scale, {"odd_gap": abs(lhs_g - mix_g) / scale},
                       {"E_N_f": lhs_f, "E_mix_f": mix_f, "E_N_g": lhs_g, "E_mix_g": mix_g})


def _c5_mut_any_f(odd_gap: float, **_: object) -> float:
    """Mutant: Property 5 for any f (the evenness dropped)."""
    return B.round_off(odd_gap=odd_gap) - odd_gap


_REAL.append(Claim(
    id="thesis.ch4.propertyC.5", paper=PAPER, source=_src("Property 5 (C.56), App. C.2, L5475; proof (C.57)-(C.59)"),
    statement="If f is an even function, E_{x ~ N(mu, Sigma)}[f(x)] = E_{x ~ 1/2 N(mu, Sigma) + 1/2 N(-mu, Sigma)}[f(x)].",
    kind="deterministic", comparison="<=", bound=B.round_off, measure=_c5_measure, strategy=_c5_instances,
    auto_mutant=False, mutants={"any f (evenness dropped)": _c5_mut_any_f},
    domain=(Param("d", 1, math.inf, integer=True, text="x in R^d", unreached="d <= 3: tensor quadrature; the "
                  "identity is a change of variables in any d"),
            Param("mu_norm", 0, math.inf, text="any mean", far=3.0, unreached="||mu|| <= 3: the identity does not "
                  "depend on the scale; quadrature accuracy does")),
    notes="lhs: |E_N f - E_mix f| relative to E_N |f|, for f = g + g(-.) with g a random smooth function; both sides by "
          "the same tensor Gauss-Hermite rule (the identity is exact for the symmetric node set, so lhs is "
          "round-off, bound 1e-12). The mutant asserts the identity for g itself (not even): its gap is O(1).",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
))


def _c7_measure(inst: dict, ctx: Ctx) -> Measurement:
    lam, mus, s2, t = inst["lam"], inst["mus"], inst["s2"], inst["t"]
    lhs = sum(lam[i] * GI.norm_power_moment(mus[i], s2[i], t) for i in range(len(lam)))
    return Measurement(lhs, {"t": t, "d": inst["d"], "mus": np.linalg.norm(mus, axis=1),
                             "sig_norms": np.sqrt(s2.max(1)), "lam": lam})


def _c7_no_dt(t: int, d: int, mus: np.ndarray, sig_norms: np.ndarray, lam: np.ndarray, **_: object) -> float:
    return B.property_c7(t, d, mus, sig_norms, lam) / d**t


def _c7_no_dfact(t: int, d: int, mus: np.ndarray, sig_norms: np.ndarray, lam: np.ndarray, **_: object) -> float:
    return B.property_c7(t, d, mus, sig_norms, lam) / B._dfact(2 * t - 1)


_REAL.append(Claim(
    id="thesis.ch4.propertyC.7", paper=PAPER, source=_src("Property 7 (C.64), App. C.2, L5531"),
    statement="E||x||^{2t} <= d^t (2t-1)!! sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^{2t} (diagonal Sigma_l).",
    kind="deterministic", comparison="<=", bound=B.property_c7, measure=_c7_measure,
    strategy=_gmm_moment_instances,
    mutants={"dropped d^t": _c7_no_dt, "dropped (2t-1)!!": _c7_no_dfact},
    notes="LHS exactly from the cumulants of ||x||^2 (a sum of scaled non-central chi-squares).",
    settings={"ci": {"max_examples": 80, "budget_s": 2.0}},
))


# ------------------------------------------------------------------- Property 10 (C.76), L5585-L5620

@st.composite
def _c76_instances(draw: st.DrawFn) -> dict:
    L = draw(st.integers(2, 6))
    w = draw(st.lists(st.integers(1, 64), min_size=L, max_size=L))
    a = draw(st.lists(st.integers(16, 160), min_size=L, max_size=L))  # a_i = a/16 in [1, 10]
    assume_distinct = draw(st.booleans())
    if assume_distinct and len(set(a)) == 1:
        a[0] += 1
    return {"L": L, "w": w, "a16": a}


def _c76_parts(inst: dict) -> tuple[list, list, Fraction]:
    tot = sum(inst["w"])
    lam = [Fraction(x, tot) for x in inst["w"]]
    a = [Fraction(x, 16) for x in inst["a16"]]
    s1 = sum(li * ai for li, ai in zip(lam, a, strict=True))
    s2 = sum(li * ai**2 for li, ai in zip(lam, a, strict=True))
    s3 = sum(li * ai**3 for li, ai in zip(lam, a, strict=True))
    return lam, a, s3 - s1 * s2


def _c76_measure(inst: dict, ctx: Ctx) -> Measurement:
    lam, a, lhs = _c76_parts(inst)
    return Measurement(float(lhs), {"lam": [float(x) for x in lam], "a": [float(x) for x in a]})


def _c76_exact(inst: dict) -> Measurement:
    lam, a, lhs = _c76_parts(inst)
    return Measurement(lhs, {"lam": lam, "a": a})


def _c76_mut_third(lam: list, a: list, **_: object) -> Fraction:
    return B.c76_printed(lam, a) / 3


def _c76_mut_nosum(lam: list, a: list, **_: object) -> Fraction:
    n = len(a)
    return sum((lam[i] * lam[j] * (a[i] - a[j]) ** 2 for i in range(n) for j in range(i + 1, n)), Fraction(0))


_REAL.append(Claim(
    id="thesis.ch4.propertyC.10", paper=PAPER,
    second_path="tests/test_thesis_ch4_errata.py::test_property_c10_printed_identity_is_twice_the_left_side", source=_src("Property 10, proof (C.76), App. C.2, L5585-L5620"),
    statement="For lambda on the simplex and a_i >= 1: sum lam_i a_i^3 - sum lam_i a_i sum lam_i a_i^2 = "
              "sum_{1<=i,j<=L, i != j} lam_i lam_j (a_i - a_j)^2 (a_i + a_j) >= 0 (C.76); likewise (C.78) "
              "sum lam a^2 - (sum lam a)^2 = sum_{i != j} lam_i lam_j (a_i - a_j)^2. Conclusions (C.74) D_m D_2m <= "
              "D_3m and (C.75) D_m^2 <= D_2m.",
    kind="deterministic", comparison="==", bound=B.c76_printed, measure=_c76_measure, exact=_c76_exact,
    strategy=_c76_instances,
    expect="erratum",
    evidence=(
        "Read with the printed index set {1<=i,j<=L, i != j} (ordered pairs), the right side of (C.76) is twice "
        "the left: e.g. L=2, lam=(1/2,1/2), a=(1,2): LHS = 9/2 - (3/2)(5/2) = 3/4, printed RHS = 2*(1/4)*1*3 = 3/2 "
        "(exact rationals). The pairing step of the proof combines the (i,j) and (j,i) terms, so the sum must run "
        "over unordered pairs i < j; (C.78) has the same factor 2 (tests/test_thesis_ch2_4.py). Only the sign is "
        "used, so (C.74)-(C.75) and the theorem are unaffected."),
    corrected=B.c76_unordered,
    mutants={"1/3 of the ordered sum": _c76_mut_third, "(a_i + a_j) factor dropped": _c76_mut_nosum},
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
))


# ---------------------------------------------------------- (C.150)-(C.159), (C.210): L5975-L6010, L6286

@st.composite
def _xi_instances(draw: st.DrawFn) -> dict:
    K = draw(st.integers(1, 5))
    y = draw(st.sampled_from([0, 1]))
    seed = draw(SEEDS)
    scale = draw(log_uniform(0.1, 30.0))
    shift = draw(with_edges(st.floats(-40.0, 40.0), -30.0, 30.0, 0.0))
    z = np.random.default_rng(seed).normal(shift, scale, K)
    j, l, k = (draw(st.integers(0, K - 1)) for _ in range(3))
    return {"K": K, "y": y, "z": z, "j": j, "l": l, "k": k, "seed": seed}


def _xi_terms(inst: dict) -> dict[str, float]:
    z = torch.as_tensor(inst["z"], dtype=torch.float64)
    K, j, l, k = inst["K"], inst["j"], inst["l"], inst["k"]
    p = torch.sigmoid(z)
    q = torch.sigmoid(-z)  # 1 - p without cancellation
    d1 = p * q
    d2 = d1 * (q - p)
    d3 = d1 * (1 - 6 * p * q)
    h = p.mean() if inst["y"] == 1 else q.mean()  # y = 0: 1 - H in place of H (as the paper does)
    if inst["y"] == 0:  # derivatives of 1 - phi: -phi', -phi'', -phi''' (absolute values below)
        d2 = -d2
    return {
        "C.150": float(d1[j] * d1[l] / K**2 / h**2) / 1,
        "C.151": float(abs(d2[j]) / K / h) / 1,
        "C.156": float(2 * d1[j] * d1[l] * d1[k] / K**3 / h**3) / 2,
        "C.158": float(3 * abs(d2[j]) * d1[k] / K**2 / h**2) / 3,
        "C.159": float(abs(d3[j]) / K / h) / 1,
        "C.210": float(d1[j] / K / h) / 1,
    }


def _xi_measure(inst: dict, ctx: Ctx) -> Measurement:
    t = _xi_terms(inst)
    return Measurement(max(t.values()), {}, t)


def _unit_95(**_: object) -> float:
    return 0.95


_REAL.append(Claim(
    id="thesis.ch4.C.150-C.159", paper=PAPER,
    source=_src("(C.150), (C.151), (C.156)-(C.159), (C.210), App. C, L5975-L6010, L6286"),
    statement="For y = 1 (and y = 0 with 1 - H in place of H): (1/K^2) phi'_j phi'_l / H^2 <= 1, |(1/K) phi''_j / H| "
              "<= 1, |2 phi'_j phi'_l phi'_k/(K^3 H^3)| <= 2, |3 phi''_j phi'_k/(K^2 H^2)| <= 3, |phi'''_j/(K H)| <= 1, "
              "|(1/K) phi'_j / H| <= 1, H = (1/K) sum_i phi(w_i^T x).",
    kind="deterministic", comparison="<=", bound=B.unit, measure=_xi_measure, strategy=_xi_instances,
    mutants={"every constant 5 % smaller": _unit_95},
    notes="lhs = max over the six quantities, each divided by its printed constant; the bounds are approached "
          "as w_j^T x -> -infinity with K = 1.",
    settings={"ci": {"max_examples": 150, "budget_s": 2.0}},
))


# ------------------------------------------------------------------------- (C.90)-(C.91): L5686-L5694

@st.composite
def _c90_instances(draw: st.DrawFn) -> dict:
    L = draw(st.integers(2, 5))  # L >= 2 (data model, L1066)
    d = draw(st.integers(1, 4))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    iso_equal = draw(st.booleans())
    lam = rng.dirichlet(np.ones(L))
    mus = rng.normal(0, draw(log_uniform(0.01, 5.0)), (L, d))
    if iso_equal:
        s2 = np.full((L, d), float(np.exp(rng.uniform(-2, 2))))
    else:
        s2 = np.exp(rng.uniform(-2, 2, (L, d)))
    return {"L": L, "d": d, "lam": lam, "mus": mus, "s2": s2, "seed": seed}


def _c90_measure(inst: dict, ctx: Ctx) -> Measurement:
    lam = inst["lam"]
    mn = np.linalg.norm(inst["mus"], axis=1)
    smax_l, smin_l = np.sqrt(inst["s2"].max(1)), np.sqrt(inst["s2"].min(1))

    def S(m: int) -> float:
        return float(np.sum(lam * (mn + smax_l) ** m))

    def D(m: int) -> float:
        return float(np.sum(lam * (mn / smin_l + 1) ** m))

    smax = float(smax_l.max())
    r90 = math.sqrt(S(4) * S(8)) / B.c90(S(4), S(8), D(4), D(8), smax)
    r91 = math.sqrt(D(4) * D(8)) * D(6) / B.c91(D(4), D(6), D(8), D(12))
    return Measurement(max(r90, r91), {}, {"C.90_ratio": r90, "C.91_ratio": r91})


_REAL.append(Claim(
    id="thesis.ch4.C.90-C.91", paper=PAPER, source=_src("(C.90)-(C.91), App. C.3, L5686-L5694"),
    statement="(sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^4 sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^8)^{1/2} <= "
              "sqrt(D_4 D_8) sigma_max^6 (C.90) and sqrt(D_4 D_8) D_6 <= D_12 (C.91), D_m of (C.8).",
    kind="deterministic", comparison="<=", bound=B.unit, measure=_c90_measure, strategy=_c90_instances,
    mutants={"every constant 5 % smaller": _unit_95},
    notes="lhs = max of the two ratios (left side / printed right side); equality when all Sigma_l = s^2 I "
          "are equal (C.90) and L = 1 (C.91).",
    settings={"ci": {"max_examples": 80, "budget_s": 2.0}},
))


# ------------------------------------------------------------------ Property 9 (C.71)-(C.73), L5565

@st.composite
def _c73_instances(draw: st.DrawFn) -> dict:
    d = draw(st.integers(1, 5))
    K = draw(st.integers(1, 4))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    scale = draw(log_uniform(0.1, 3.0))
    return {"d": d, "K": K, "y": draw(st.sampled_from([0.0, 1.0])), "W": rng.normal(0, scale, (d, K)),
            "x": rng.normal(size=d), "P": rng.normal(size=(d, K, d, K)), "seed": seed}


def _c73_measure(inst: dict, ctx: Ctx) -> Measurement:
    dt = torch_dtype(ctx.dtype)
    d, K = inst["d"], inst["K"]
    x = torch.as_tensor(inst["x"], dtype=dt, device=ctx.device)
    y = torch.as_tensor(inst["y"], dtype=dt, device=ctx.device)
    W = torch.as_tensor(inst["W"], dtype=dt, device=ctx.device)
    Hs = torch.autograd.functional.hessian(lambda wf: GI.ce_loss(wf.view(d, K), x[None], y).sum(), W.reshape(-1))
    Hs = Hs.view(d, K, d, K)
    lhs = float((Hs.cpu() * torch.as_tensor(inst["P"], dtype=dt)).sum())
    return Measurement(lhs, {"W": inst["W"], "x": inst["x"], "y": inst["y"], "P": inst["P"]})


def _c73_mut_no_phi2(W: np.ndarray, x: np.ndarray, y: float, P: np.ndarray, **_: object) -> float:
    K = W.shape[1]
    p = 1 / (1 + np.exp(-(x @ W)))
    d1 = p * (1 - p)
    h = p.mean()
    xi = np.outer(d1, d1) / K**2 * (h * h + y - 2 * y * h) / (h * h * (1 - h) ** 2)
    return float(np.einsum("jl,a,b,ajbl->", xi, x, x, P))


def _c73_mut_k(W: np.ndarray, x: np.ndarray, y: float, P: np.ndarray, **_: object) -> float:
    """Mutant: 1/K in place of 1/K^2 in the first term of xi."""
    K = W.shape[1]
    p = 1 / (1 + np.exp(-(x @ W)))
    d1 = p * (1 - p)
    d2 = d1 * (1 - 2 * p)
    h = p.mean()
    xi = np.outer(d1, d1) / K * (h * h + y - 2 * y * h) / (h * h * (1 - h) ** 2)
    xi = xi - np.diag(d2 / K * (y - h) / (h * (1 - h)))
    return float(np.einsum("jl,a,b,ajbl->", xi, x, x, P))


_REAL.append(Claim(
    id="thesis.ch4.propertyC.9", paper=PAPER, source=_src("Property 9 (C.71)-(C.73), App. C.2, L5565-L5580"),
    statement="d^2 l/dw_j dw_l = xi_{j,l} x x^T, xi_{j,l} = (1/K^2) phi'_j phi'_l (H^2 + y - 2yH)/(H^2(1-H)^2) - "
              "1[j=l] (1/K) phi''_j (y - H)/(H(1-H)), for the cross-entropy loss of (4.1).",
    kind="deterministic", comparison="==", bound=B.c73_hessian, measure=_c73_measure, strategy=_c73_instances,
    mutants={"phi'' term dropped": _c73_mut_no_phi2, "1/K in place of 1/K^2": _c73_mut_k},
    notes="lhs: <autograd Hessian, random probe>; bound: the printed formula contracted with the same probe. "
          "The gradient (C.71) is tested in tests/test_thesis_ch2_4.py.",
    rtol=1e-8, atol=1e-12, settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
))


# ------------------------------------------------------------------ Lemma C.4.4 (C.128), L5851-L5853

@st.composite
def _c44_instances(draw: st.DrawFn) -> dict:
    """W = W* (Delta = 0, inside every ball B(W*P, r)), d <= 3, K <= d (d = K = 3 first), L in {2, 3} isotropic
    components (the data model needs L >= 2, L1066); mean scale log-uniform in [0.01, 3] (large
    first); W* Gaussian or with orthonormal columns; eps_0 in [0, 1/4] (at Delta = 0 every eps_0 is admissible)."""
    d = 5 - draw(st.integers(2, 3))
    K = d + 1 - draw(st.integers(1, d))
    L = draw(st.integers(2, 3))  # L >= 2 (data model, L1066)
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    kind = draw(st.sampled_from(["orthonormal", "gaussian"]))
    W = np.linalg.qr(rng.normal(size=(d, d)))[0][:, :K] if kind == "orthonormal" else rng.normal(size=(d, K))
    W = W * draw(log_uniform(0.3, 3.0))
    mus = rng.normal(0, 3.0 * 0.01 / draw(log_uniform(0.01, 3.0)), (L, d))
    s = np.exp(rng.uniform(-1, 1, L)) * draw(log_uniform(0.3, 3.0))
    lam = rng.dirichlet(np.ones(L))
    eps0 = draw(with_edges(st.floats(0.0, 0.25), 0.0, 0.25))
    return {"d": d, "K": K, "L": L, "Wstar": W, "mus": mus, "s": s, "lam": lam, "eps0": eps0, "seed": seed}


def _c44_measure(inst: dict, ctx: Ctx) -> Measurement:
    Hm = GI.population_hessian_at_wstar(inst["Wstar"], inst["mus"], inst["s"], inst["lam"], nodes=30)
    lmin = float(np.linalg.eigvalsh(Hm.numpy())[0])
    return Measurement(lmin, {"Wstar": inst["Wstar"], "mus": inst["mus"], "s": inst["s"], "lam": inst["lam"],
                              "eps0": inst["eps0"]})


_REAL.append(Claim(
    id="thesis.ch4.lemmaC.4.4", paper=PAPER,
    no_mutant_reason="an erratum with no known corrected bound (its rho rests on Lemma C.4.1, itself false for means "
                     "with two nonzero coordinates): every planted wrong version of the printed bound is stricter and "
                     "falls to the same violation (score 7.5); the search's power shows in that violation",
    second_path="tests/test_thesis_ch4_errata.py::test_lemma_c44_hessian_at_wstar_below_the_printed_lower_bound", source=_src("Lemma C.4.4 (C.128), App. C.4, L5851-L5853; (C.7)"),
    statement="For any permutation P, if ||W - W*P||_F <= r for an eps_0 in (0, 1/4): (4(1-eps_0)/K^2) sum_l lambda_l "
              "(||Sigma_l^-1||^-1/(eta tau^K kappa^2)) rho(W*^T mu_l/(delta_K ||Sigma_l^-1||^-1/2), delta_K "
              "||Sigma_l^-1||^-1/2) I <= Hess fbar(W) <= C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l^1/2||)^2 I.",
    kind="deterministic", comparison=">=", bound=B.lemma_c44, measure=_c44_measure, strategy=_c44_instances,
    expect="erratum",
    evidence=(
        "At W = W* (inside every ball B(W*P, r), so any eps_0 in (0, 1/4) is admissible), with eta = prod_i "
        "(delta_i/delta_K) (L1126): d = K = 3, W* = 0.3 x orthonormal (rows (-0.0287, -0.1004, -0.2812), (-0.0239, "
        "-0.2809, 0.1027), (-0.2977, 0.0323, 0.0189); kappa = eta = 1), L = 1 (equivalently two identical "
        "components, lambda = 1/2: same value), mu = (-3.7963, -1.8698, 0.1240), Sigma = 0.6131^2 I, so u = "
        "W*^T mu/(delta_K s) = (0.635, 4.949, 4.773) has two large coordinates: lambda_min(Hess fbar(W*)) = "
        "1.16814e-6 (tensor Gauss-Hermite with 30, 40, 50 nodes agree to 2e-15 relative) while the printed lower "
        "bound is 8.761e-6 at eps_0 -> 0 and still 6.571e-6 at eps_0 = 1/4 (Gamma~ = 1.971e-5): score 7.5. Not "
        "the former eta artefact (eta = 1 here). rho rests on Lemma C.4.1, itself false for means with two "
        "nonzero coordinates (see thesis.ch4.lemmaC.4.1). The former evidence instance (d = K = 2, W* = 0.3 x "
        "orthonormal, mu ~ 0) no longer fails: bound 1.62e-7 < lambda_min 3.22e-7."),
    settings={"ci": {"max_examples": 40, "budget_s": 6.0}},
))


# ----------------------------------------------------------- Definition C.1.1 (C.2), Stein tensors, L5078

@st.composite
def _q_instances(draw: st.DrawFn) -> dict:
    base = draw(_gmm_instances())
    base["j"] = draw(st.integers(1, 3))
    base["n_mc"] = 50_000 if active_profile() == "ci" else 200_000  # ci: 4x the instances at 2x the interval
    return base


def _q_measure(inst: dict, ctx: Ctx) -> Measurement:
    rng = np.random.default_rng(inst["seed"] + 1)
    d, j = inst["d"], inst["j"]
    a, Bp, Cp = rng.normal(size=d), rng.normal(size=(d, d)), rng.normal(size=(d, d, d))
    g = torch.Generator().manual_seed((inst["seed"] + 2) % 2**63)
    x, _ = GI.sample_gmm(inst["n_mc"], inst["lam"], inst["mus"], inst["s2"], g)
    y = GI.sample_labels(torch.as_tensor(inst["Wstar"]), x, g)
    s = TI.score_contractions(x, inst["lam"], inst["mus"], inst["s2"], a, Bp, Cp, only=j)[j - 1]
    v = (y * s).numpy()
    mean, se = float(v.mean()), float(v.std() / math.sqrt(len(v)))
    Q = TI.population_q(inst["Wstar"], inst["lam"], inst["mus"], inst["s2"])[j - 1]
    probe = [a, Bp, Cp][j - 1]
    z = 5.0  # two-sided 1 - 6e-7: a handful of instances per search never trips it by chance
    E = TI.phi_deriv_means(inst["Wstar"], inst["lam"], inst["mus"], inst["s2"])
    return Measurement(mean, {"closed_form": float(np.sum(Q * probe)), "K": inst["K"]},
                       {"mc_se": se, "E_phi_j": E[j - 1].tolist(), "sym": inst["sym"]},
                       lhs_interval=(mean - z * se, mean + z * se), stat=NormalMean(mean, se))


_REAL.append(Claim(
    id="thesis.ch4.defC.1.1", paper=PAPER, source=_src("Definition C.1.1 (C.2)-(C.4), App. C.1, L5078-L5096"),
    statement="Q_j := E_{x ~ sum_l lambda_l N(mu_l, Sigma_l)}[y (-1)^j p^{-1}(x) grad^(j) p(x)] is a j-th order tensor "
              "of the w_i*: Q_j = (1/K) sum_i E[phi^(j)(w_i*^T x)] w_i*^{xj} (j = 1, 2, 3); Q_2 = 0 for a symmetric "
              "GMM (C.4).",
    kind="deterministic", comparison="==", bound=B.stein_q, measure=_q_measure, strategy=_q_instances,
    mutants={"sign (-1)^j dropped": lambda closed_form, K: -closed_form,
             "1/K dropped": lambda closed_form, K: K * closed_form},
    notes="lhs: Monte Carlo mean of y <S_j(x), probe> (2e5 samples; 5e4 under ci, so ~40 GMMs are searched in its "
          "budget; y ~ Bern(H(W*, x)), score functions of the "
          "mixture density in thmcheck.models.tensor_init), interval +-5 standard errors; bound: the closed form contracted "
          "with the same random probe, E[phi^(j)] by 1-D Gauss-Hermite quadrature of the 1-D mixture w_i^T x.",
    rtol=0.0, atol=1e-12, settings={"ci": {"max_examples": 40, "budget_s": 8.0, "min_valid": 3}},
))


# ------------------------------------------------------- Lemma C.6.5 (C.241) and Lemma C.3.3 (C.87): Subroutine 1

def _sub1_parts(inst: dict, n: int, seed: int) -> dict:
    """Subroutine 1 on n fresh samples (n = 0: the population limit with the exact U, directions and Q_1)."""
    W = inst["Wstar"]
    K = inst["K"]
    wn = np.linalg.norm(W, axis=0)
    wbar = W / wn
    U = np.linalg.qr(W)[0]
    Q1 = TI.population_q(W, inst["lam"], inst["mus"], inst["s2"])[0]
    if n == 0:
        dirs, Uh, q1h = wbar, U, Q1
        alpha = np.linalg.lstsq(dirs, Q1, rcond=None)[0]
        V = U.T @ wbar
    else:
        g = torch.Generator().manual_seed(seed % 2**63)
        x, _ = GI.sample_gmm(n, inst["lam"], inst["mus"], inst["s2"], g)
        y = GI.sample_labels(torch.as_tensor(W), x, g)
        r = TI.subroutine1(x, y, K, inst["lam"], inst["mus"], inst["s2"], inst["sym"], np.random.default_rng(seed))
        dirs, Uh, q1h, alpha, V = r["dirs"], r["U"], r["q1"], r["alpha_hat"], r["V"]
        # match estimated neurons to true ones (the permutation P*) by |cosine|
        from itertools import permutations
        best = max(permutations(range(K)), key=lambda p: sum(abs(float(dirs[:, p[i]] @ wbar[:, i])) for i in range(K)))
        dirs, alpha, V = dirs[:, list(best)], alpha[list(best)], V[:, list(best)]
    gamma1 = float(np.linalg.norm(U @ U.T - Uh @ Uh.T, 2))
    gamma2 = max(float(np.linalg.norm(V[:, i] - Uh.T @ wbar[:, i])) for i in range(K))
    gamma3 = float(np.linalg.norm(Q1 - q1h) / np.linalg.norm(Q1))
    sv = np.linalg.svd(W, compute_uv=False)
    return {"alpha": alpha, "wn": wn, "dirs": dirs, "gamma1": gamma1, "gamma2": gamma2, "gamma3": gamma3,
            "kappa": float(sv[0] / sv[-1]), "W0": dirs * alpha}


@st.composite
def _c65_instances(draw: st.DrawFn) -> dict:
    base = draw(_gmm_instances())
    base["n"] = draw(st.sampled_from([0, 0, 30_000, 100_000]))
    return base


def _c65_measure(inst: dict, ctx: Ctx) -> Measurement:
    r = _sub1_parts(inst, inst["n"], inst["seed"] + 5)
    rel = np.abs(r["wn"] - r["alpha"]) / r["wn"]
    E1 = TI.phi_deriv_means(inst["Wstar"], inst["lam"], inst["mus"], inst["s2"])[0]
    z = np.array([TI.invert_magnitude(float(a), r["dirs"][:, i], inst["lam"], inst["mus"], inst["s2"], inst["K"])
                  for i, a in enumerate(r["alpha"])])
    return Measurement(float(rel.max()), {"kappa": r["kappa"], "K": inst["K"], "gamma1": r["gamma1"],
                                          "gamma2": r["gamma2"], "gamma3": r["gamma3"],
                                          "link_ratio": E1 / inst["K"]},
                       {"alpha_hat": r["alpha"].tolist(), "norm_w": r["wn"].tolist(),
                        "E_phi1_norm_over_K": (E1 * r["wn"] / inst["K"]).tolist(),
                        "link_inverted_rel_error": float(np.max(np.abs(r["wn"] - z) / r["wn"])), "n": inst["n"]})


def _c65_slack12(q: dict) -> float:
    return 1 / (q["kappa"] ** 2 * math.sqrt(q["K"])) - max(q["gamma1"], q["gamma2"])


_REAL.append(Claim(
    id="thesis.ch4.lemmaC.6.5", paper=PAPER,
    source=_src("Lemma C.6.5 (C.241), App. C.6.1, L6429-L6431 (cited from [71] Lemma E.13); alpha_hat of "
                "Subroutine 1 (C.5), L5136-L5140; Definition C.1.1"),
    statement="With ||UU^T - U_hat U_hat^T|| <~ gamma_1 <~ 1/(kappa^2 sqrt K), ||v_hat_i - U_hat^T wbar_i*|| <= gamma_2 <~ "
              "1/(kappa^2 sqrt K) and ||Q_1 - Q_hat_1|| <= gamma_3 ||Q_1|| <~ ||Q_1||/4: |‖w_i*‖ - alpha_hat_i| <= "
              "(kappa^4 K^{3/2}(gamma_1 + gamma_2) + kappa^2 K^{1/2} gamma_3) ‖w_i*‖ (C.241).",
    kind="deterministic", comparison="<=", bound=B.lemma_c65, measure=_c65_measure, strategy=_c65_instances,
    assumptions=(Assumption("gamma_1, gamma_2 <= 1/(kappa^2 sqrt K)", "hypotheses on U_hat and v_hat (constant 1)",
                            _c65_slack12),
                 Assumption("gamma_3 <= 1/4", "||Q_1 - Q_hat_1|| <= ||Q_1||/4", lambda q: 0.25 - q["gamma3"])),
    expect="erratum",
    evidence=(
        "alpha_hat of (C.5) is the least-squares coefficient of Q_1 on the directions wbar_j*, and Q_1 = (1/K) sum_i "
        "E[phi'(w_i*^T x)] ||w_i*|| wbar_i* (Definition C.1.1), so alpha_hat_i -> E[phi'(w_i*^T x)] ||w_i*||/K, not "
        "||w_i*||: in the population limit (exact U, directions and Q_1: gamma_1 = gamma_2 = gamma_3 = 0, right side "
        "0) the relative error is 1 - E[phi'(w_i*^T x)]/K >= 1 - 1/(4K) >= 3/4 (phi' <= 1/4). First ci instance "
        "(d = 2, K = 1, ||w*|| = 0.802, population limit): alpha_hat = 0.1894 = E[phi'(w*^T x)] ||w*|| (second "
        "path: 1-D quadrature of E[phi'], agreeing to 1e-15), relative error 0.764 > 0. Q_1 itself is confirmed by "
        "Monte Carlo (thesis.ch4.defC.1.1); Subroutine 1 on 4e5 samples (d = 3, K = 2) gives alpha_hat = (0.096, "
        "0.117) against E[phi']||w||/K = (0.094, 0.132) and ||w|| = (1.02, 1.60). [71] recovers ||w_i|| from the coefficient through the "
        "activation's link (homogeneous activations); the thesis's (C.5) and Subroutine 1 line 11 skip it."
        " Round 28 (hiddenhyp2, docs/hiddenhyp_r28.md): gamma_1, gamma_2 <~ 1/(kappa^2 sqrt K) and "
        "gamma_3 <~ 1/4 are read at constant 1, but the crossing is at the population limit gamma_1 ="
        " gamma_2 = gamma_3 = 0, which meets them for every constant: the crossing survives every "
        "constant."),
    corrected=B.lemma_c65_corrected,
    second_path="tests/test_thesis_ch4_subroutine1.py::test_c65_population_alpha_is_the_link_not_the_norm",
    mutants={"as printed (target ||w_i*|| in place of m(||w_i*||))": B.lemma_c65},
    domain=(
        Param("n", 0, math.inf, text="any sample size n (n = 0 here: the population limit)", integer=True,
              unreached="n <= 1e5 under ci (Subroutine 1 on n fresh samples); the population limit n = 0 is the "
                        "decisive case (right side 0)"),
        Param("gamma3", 0, 0.25, text="gamma_3 <~ 1/4 (constant 1 here)", unreached="gamma_3 near 1/4 needs n "
              "~1e2, where gamma_1, gamma_2 <= 1/(kappa^2 sqrt K) fail first"),
    ),
    notes="Population instances (n = 0) use the exact subspace, directions and Q_1 (1-D quadrature of E[phi']); "
          "finite-n instances run Subroutine 1 (thmcheck.models.tensor_init) and measure gamma_1, gamma_2, gamma_3; the "
          "permutation P* matches estimated to true neurons by |cosine|. Corrected (the fix: alpha_hat estimates "
          "m(||w_i*||), m(z) = z E[phi'(z wbar_i^T x)]/K, and inverting m recovers ||w_i*||): (C.241) for the "
          "target m(||w_i*||), stated for the printed alpha_hat's error against ||w_i*|| through the triangle "
          "inequality, max_i (1 - r_i) + r_i R with r_i = E[phi'(w_i*^T x)]/K and R the printed right side "
          "(B.lemma_c65_corrected; met with equality in the population limit). The link-inverted estimate's own "
          "relative error is a term (link_inverted_rel_error).",
    settings={"ci": {"max_examples": 6, "budget_s": 6.0, "min_valid": 1}},
))


def _c33_n_cap() -> float:
    """The largest n a profile pays for (Subroutine 1 costs O(n d^3), ~3 s at n = 3e5): SolverFailure beyond."""
    return 1e6 if active_profile() == "deep" else 3e5


@st.composite
def _c33_instances(draw: st.DrawFn) -> dict:
    """Theorem 2's GMM instances (d in {2, 3}, K <= d, L in {2, 3}, W* with kappa <= 4, means, covariances), a
    sample size n log-uniform in [1e3, 3e4] and the scale of W* (x1; the path multiplies it)."""
    return {**draw(_gmm_instances()), "n": int(draw(log_uniform(1e3, 3e4))), "wscale": 1.0}


def _c33_measure(inst: dict, ctx: Ctx) -> Measurement:
    """min_P ||W_0 - W* P|| (spectral) of the printed Subroutine 1 on n fresh samples with W* scaled by ``wscale``,
    the mean of 2 draws (1 past n = 3e4)."""
    n = int(inst["n"])
    if n > _c33_n_cap():
        raise SolverFailure(f"n = {n} is past this profile's cap {_c33_n_cap():g} (Subroutine 1 costs O(n d^3))")
    W = np.asarray(inst["Wstar"], dtype=float) * float(inst.get("wscale", 1.0))
    run = {**inst, "Wstar": W}
    errs = [TI.perm_error(_sub1_parts(run, n, int(inst["seed"]) + 1000 * r + n)["W0"], W, spectral=True)
            for r in range(2 if n <= 30_000 else 1)]
    sv = np.linalg.svd(W, compute_uv=False)
    return Measurement(float(np.mean(errs)), {"d": int(inst["d"]), "K": int(inst["K"]), "n": float(n),
                                              "Wnorm": float(sv[0]), "kappa": float(sv[0] / sv[-1])},
                       {"errors": errs, "relative_error": float(np.mean(errs) / sv[0]), "wscale": inst.get("wscale", 1.0)})


def _c33_move(key: str):  # noqa: ANN202
    def move(inst: dict, t: float) -> dict:
        return {**inst, key: int(round(t)) if key == "n" else float(t)}
    return move


_REAL.append(Claim(
    id="thesis.ch4.lemmaC.3.3", paper=PAPER,
    source=_src("Lemma C.3.3 (C.86)-(C.87), App. C.3, L5666-L5674; Subroutine 1, L5113-L5140"),
    statement="If n >= kappa^8 K^4 tau^12 D_6(Psi) d log^2 d (C.86), the output W_0 of Subroutine 1 satisfies "
              "||W_0 - W* P*|| <~ kappa^6 K^3 tau^6 sqrt(D_6(Psi)) sqrt(d log n/n) ||W*|| (C.87) w.p. >= "
              "1 - n^{-Omega(delta_1^4)} for a specific permutation P*.",
    kind="probabilistic", comparison="<=", bound=B7.c33_shape, measure=_c33_measure, strategy=_c33_instances,
    constants="hidden", uniform=True, expect="erratum", eventually=("n",),
    directions=(
        Direction("n -> inf", "n", INF, how="path", move=_c33_move("n"), points=(1e3, 3e3, 1e4, 3e4, 1e5, 3e5),
                  grows=("n",), reason="the mixture and W* held (tau, D_6(Psi), kappa fixed: (C.86) holds for n "
                                       "large enough, eventually n)"),
        Direction("scale of W* -> inf", "wscale", INF, how="path", move=_c33_move("wscale"),
                  points=(1.0, 3.0, 10.0, 30.0, 100.0),
                  reason="W* -> t W* keeps kappa; the error and the shape both carry ||W*||"),
        Direction("d, K, L, kappa, Psi", "d", INF, how="search",
                  reason="Theorem 2's instance space: d in {2, 3}, K <= d, L in {2, 3}, kappa <= 4, means and "
                         "covariances drawn")),
    evidence=(
        "The printed Subroutine 1 returns columns alpha_hat_j U_hat v_hat_j with alpha_hat of (C.5), which "
        "converges to E[phi'(w_j*^T x)] ||w_j*||/K instead of ||w_j*|| (thesis.ch4.lemmaC.6.5), so ||W_0 - W* P*|| "
        "tends to a positive constant (>= (1 - 1/(4K)) min_j ||w_j*||) while the right side of (C.87) -> 0: the "
        "fitted exponent of min_P ||W_0 - W* P|| in sqrt(d log n/n) is ~0 with a 99 % interval below 1: first ci "
        "instance (d = 2, K = 1, ||W*|| = 0.80) errors 0.73, 0.72, 0.65 at n = 3e3, 1e4, 3e4 (0.71 at 1e5), exponent "
        "0.11 in [-0.28, 0.49] (0.03 in [-0.21, 0.28] with n up to 1e5); relative error 0.83 at n = 3e4 (the paper's "
        "own Fig. C.1 reports 0.65 at n = 2e5). Independent second path (reviewer, own GMM score, exact directions, "
        "K = 1, w = (0.5, 0.6), kappa = 1): ||W_0 - W*|| = 0.621, 0.614, 0.609, 0.612, 0.610 at n = 1e3, 1e4, 1e5, "
        "1e6, 4e6, so its ratio to sqrt(d log n/n)||W*|| grows like sqrt(n/log n) (6.8, 18.3, 51.4, 149, 284): an "
        "n-independent floor, which no hidden constant in (C.87) absorbs once (C.86) holds at large n (D_6, tau are "
        "fixed by the instance). "
        "The estimate with the magnitude link inverted (m(z) = z E[phi'(z wbar^T x)]/K) is reported as a term; it "
        "removes the constant magnitude bias, but its direction step (U_hat from Q_hat_2, which is ~0 for nearly "
        "symmetric mixtures) keeps it slow at these n, so the corrected bound claims only what the printed "
        "estimator does: its error does not grow with n (||W_0 - W* P*|| <~ ||W*||). Uniform check (ci, round 7): "
        "along n -> inf (1e3 .. 3e5) lhs / (kappa^6 K^3 sqrt(d log n/n) ||W*||) grows 7.5 -> 109 (x14.6), log-slope "
        "0.47 [0.39, 0.54]."),
    corrected=B5.c33_corrected_shape,
    second_path="tests/test_thesis_ch4_subroutine1.py::test_c33_printed_subroutine1_error_has_an_n_independent_floor",
    mutants={"(C.87) without ||W*|| (wrong along the scale of W*)": B7.c33_mut_wnorm},
    domain=(
        Param("n", 1, math.inf, integer=True, text="n >= kappa^8 K^4 tau^12 D_6 d log^2 d (C.86), no upper limit",
              key="n", far=3e5, unreached="n in [1e3, 3e4] drawn, the n path to 3e5 (ci) / 1e6 (deep): Subroutine 1 "
              "costs O(n d^3)"),
        Param("wscale", 0, math.inf, lo_closed=False, text="W* in R^{d x K} (any scale)", key="wscale", far=100.0,
              unreached="the drawn W* (signal scale in [0.5, 3]) times 1, the path to 100"),
        Param("d", 2, math.inf, integer=True, text="d >= K", unreached="d <= 3 (population Q_2, Q_3 by quadrature)"),
        Param("K", 1, math.inf, integer=True, text="K >= 1 neurons", unreached="K <= d <= 3"),
    ),
    notes="Uniform shape check (round 7; formerly the fitted exponent of the error in sqrt(d log n/n) over n = 1e3 .. "
          "3e4 x 2 draws, against >= 1): lhs = min_P ||W_0 - W* P|| (spectral, mean of 2 draws, 1 past n = 3e4) at one "
          "n, shape kappa^6 K^3 sqrt(d log n/n) ||W*|| (tau^6 sqrt(D_6(Psi)) are constants of the mixture, held along "
          "both paths); paths n -> inf (to 3e5) and W* -> t W* (to t = 100). Subroutine 1 choices: eigenvalues by |.|, Jennrich in place of KCL, "
          "signs from Q_1 (thmcheck.models.tensor_init). Corrected (the companion, hand-written in r5_thesisCD): ||W_0 - W* P*|| "
          "<~ ||W*|| (the error of the printed estimator converges to its bias floor).",
    settings={"ci": {"max_examples": 3, "budget_s": 6.0, "min_valid": 1},
              "dev": {"max_examples": 4, "min_valid": 1}, "deep": {"max_examples": 20, "min_valid": 4}},
))


# ===================================================== Chapter 4: Property C.1 and Lemma C.3.1 (issue #6, part 3)
# ------------------------------------------------------------------ Property 1 (C.1), App. C.2, L5165-L5181

@st.composite
def _pc1_instances(draw: st.DrawFn) -> dict:
    """d in {2, 3}, K in [1, d-1] (for K = d the projection is the identity), L in {2, 3} (L >= 2, L1066); W* Gaussian (kappa <= 4)
    or with orthonormal columns, scaled by delta_1 in [0.3, 2]; each mean mu_l = mu_U + mu_perp with ||mu_U|| in
    [0, 3] and ||mu_perp|| in [0, 5] (drawn from the top: large perpendicular parts first); diagonal Sigma_l
    (isotropic or not) with standard deviations in [0.5, 2]."""
    d = draw(st.integers(2, 3))
    K = draw(st.integers(1, d - 1))
    L = draw(st.integers(2, 3))  # L >= 2 (data model, L1066)
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    kind = draw(st.sampled_from(["orthonormal", "gaussian"]))
    W = np.linalg.qr(rng.normal(size=(d, d)))[0][:, :K] if kind == "orthonormal" else rng.normal(size=(d, K))
    W = _kappa_capped(W) * draw(log_uniform(0.3, 2.0))
    U = np.linalg.svd(W, full_matrices=False)[0]
    mu_u_scale = draw(st.floats(0.0, 3.0))
    mu_p_scale = 5.0 - draw(st.floats(0.0, 5.0))
    mus = np.zeros((L, d))
    for l_ in range(L):
        a = U @ rng.normal(size=K)
        b = rng.normal(size=d)
        b = b - U @ (U.T @ b)
        mus[l_] = a / max(np.linalg.norm(a), 1e-12) * mu_u_scale * rng.uniform(0.5, 1.0) \
            + b / max(np.linalg.norm(b), 1e-12) * mu_p_scale * rng.uniform(0.5, 1.0)
    iso = draw(st.booleans())
    sd = draw(log_uniform(0.5, 2.0)) * (np.ones((L, 1)) * np.exp(rng.uniform(-0.3, 0.3, (L, 1))) if iso
                                         else np.exp(rng.uniform(-0.3, 0.3, (L, d))))
    s2 = np.broadcast_to(np.clip(sd, 0.5, 2.0) ** 2, (L, d)).copy()
    lam = rng.dirichlet(np.ones(L) * 2)
    return {"d": d, "K": K, "L": L, "Wstar": W, "mus": mus, "s2": s2, "lam": lam, "kind": kind, "iso": iso,
            "seed": seed}


def _pc1_nodes(d: int) -> int:
    return 30 if d == 2 else 20


def _pc1_measure(inst: dict, ctx: Ctx) -> Measurement:
    W, mus, s2, lam = inst["Wstar"], inst["mus"], inst["s2"], inst["lam"]
    nodes = _pc1_nodes(inst["d"])
    twin = GI.project_means(W, mus)
    Ho = GI.population_hessian_gmm(W, W, mus, s2, lam, nodes)
    Ht = GI.population_hessian_gmm(W, W, twin, s2, lam, nodes)
    eo, et = np.linalg.eigvalsh(Ho), np.linalg.eigvalsh(Ht)
    # the block of directions inside col(W*) (columns of W in col(W*)): there the two problems do agree
    U = np.linalg.svd(W, full_matrices=False)[0]
    Pb = np.kron(U @ U.T, np.eye(inst["K"]))
    Delta = np.random.default_rng(inst["seed"] + 1).normal(size=W.shape)
    Wq = W + 0.2 * Delta / np.linalg.norm(Delta) * np.linalg.norm(W)
    terms = {"lambda_max_original": float(eo[-1]), "lambda_max_projected": float(et[-1]),
             "mu_perp_norms": [float(v) for v in np.linalg.norm(mus - twin, axis=1)],
             "fbar_Wstar_original": GI.population_ce_gmm(W, W, mus, s2, lam, nodes),
             "fbar_Wstar_projected": GI.population_ce_gmm(W, W, twin, s2, lam, nodes),
             "fbar_W_original": GI.population_ce_gmm(Wq, W, mus, s2, lam, nodes),
             "fbar_W_projected": GI.population_ce_gmm(Wq, W, twin, s2, lam, nodes),
             "col_block_max_abs_diff": float(np.abs(Pb @ (Ho - Ht) @ Pb).max()),
             "lambda_min_original": float(eo[0]), "lambda_min_projected": float(et[0])}
    disc = max(abs(terms["fbar_Wstar_original"] - terms["fbar_Wstar_projected"]), terms["col_block_max_abs_diff"])
    scale = max(abs(terms["fbar_Wstar_original"]), float(np.abs(Ho).max()))
    return Measurement(disc, {"scale": scale, "lmin_gap": abs(float(eo[0]) - float(et[0]))}, terms)


def _pc1_mut_full_lmin(scale: float, lmin_gap: float, **_: object) -> float:
    """The old (over-reaching) check: lambda_min of the full Hessian is invariant too, i.e. discrepancy +
    |lambda_min gap| within the allowance."""
    return B.property_c1(scale) - lmin_gap


_REAL.append(Claim(
    id="thesis.ch4.propertyC.1", paper=PAPER, source=_src("Property 1, App. C.2, L5165-L5181; used in (C.167)-(C.172)"),
    statement="Given W* = UV with U an orthogonal basis of col(W*), decompose mu = mu_U + mu_U_perp. The recovery "
              "problem of FCN with x_i ~ N(mu_h, Sigma_h) is equivalent to the problem of FCN with x_i ~ N(mu_U_h, "
              "Sigma_h). Hence we can assume w.l.o.g. that mu_l belongs to the column space of W* for all l.",
    kind="deterministic", comparison="<=", bound=B.property_c1, measure=_pc1_measure, strategy=_pc1_instances,
    auto_mutant=False,
    mutants={"full-Hessian lambda_min invariant too (the old check)": _pc1_mut_full_lmin},
    notes="What the proof (L5165-L5181) shows: the law of (W*^T x, y) is unchanged when every mean is projected on "
          "col(W*) (GI.project_means). Checked: lhs = max(|fbar(W*) - fbar_twin(W*)|, max |P (Hess fbar(W*) - Hess "
          "fbar_twin(W*)) P|) with P the projector on directions whose columns lie in col(W*) (tensor Gauss-Hermite, "
          "30^2 or 20^3 nodes, labels integrated out), <= 1e-10 x scale (round-off allowance; observed ~1e-17). "
          "No automatic mutant (the allowance is not approached); the planted mutant adds the full Hessian's "
          "lambda_min gap. Proof gap recorded, not an erratum of Property 1 as printed: (C.167)-(C.172) use it to "
          "lower-bound lambda_min(Hess fbar) assuming U_perp^T mu_l = 0 'by Property 1' (L6041, L6049), which does "
          "not follow: the learner's W ranges over R^{d x K}, W^T x contains W^T mu_perp and Hess fbar(W*) contains "
          "mu_perp mu_perp^T. d = 2, K = 1, W* = e_1, L = 1, Sigma = I, mu = (1.5, 2): lambda_min = 0.117826 "
          "(original) vs 0.148270 (projected twin), lambda_max 0.90218 vs 0.27865, fbar at W* + Delta 0.48802 vs "
          "0.46583 (mpmath second path /tmp/audit-th4/pc1.py agrees); d = 3, K = 2 examples move the other way "
          "(0.003502 vs 0.003115). Terms report both lambda_min.",
    settings={"ci": {"max_examples": 12, "budget_s": 4.0}},
))


# ------------------------------------------------------------------ Lemma C.3.1 (C.83), App. C.3, L5640-L5656

_C31_FAMILIES = ("wstar_scale", "sigma_small", "mu_large", "sigma_large")


def _c31_config() -> dict:
    """Per family: the t grid (t = 2^0 .. 2^-k, t -> 0) and how many tail points the exponent is fitted on (>= 4
    points over >= 1 decade: the first points are a transient, e.g. the Sigma -> infinity ratio falls from 270 to
    its plateau 18.5 by t = 2^-4, which a fit over the whole grid reads as a decay). Gauss-Hermite nodes per axis;
    Sigma -> Sigma/t^2 needs more nodes (phi'(w^T x) has width 1/(|w| s/t) in the standard normal variable) and
    stops at t = 2^-6 (checked in scratch to 2^-9 with 60 nodes: the plateau holds); mu -> mu/t stops at 2^-6 where
    lambda_min underflows (~1e-24 of a 1e-5 lambda_max). Deep extends the Sigma -> 0 and W* -> 0 grids."""
    deep = active_profile() == "deep"
    k_small = 11 if deep else 9
    return {"kmax": {"wstar_scale": k_small, "sigma_small": k_small, "mu_large": 6, "sigma_large": 6},
            "tail": 5, "nodes2": {"sigma_large": 60}, "nodes3": {"sigma_large": 40}, "nodes2_default": 30,
            "nodes3_default": 16}


@st.composite
def _c31_instances(draw: st.DrawFn, families: tuple[str, ...] = _C31_FAMILIES) -> dict:
    """A base instance (d in {2, 3}, K in [1, d] drawn from K = d down; a mixture of L in {2, 3} isotropic
    components with lambda_l in (0, 1) (L1066: L >= 2), optionally identical components (the law of a single
    Gaussian); W* with kappa <= 4 and delta_1 in [0.5, 2], means of norm up to 2, standard deviations in [0.5, 2])
    and one family sending a parameter of Psi or W* to a limit as t -> 0: W* -> t W*, Sigma -> t^2 Sigma,
    mu -> mu/t or Sigma -> Sigma/t^2. Along every family kappa, eta and tau stay fixed (certified per instance by
    the assumption 'kappa, eta, tau fixed along the family'), and so do the parameters the family does not move."""
    d = draw(st.integers(2, 3))
    K = d - draw(st.integers(0, d - 1))
    L = draw(st.integers(2, 3))
    identical = draw(st.booleans())
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    kind = draw(st.sampled_from(["orthonormal", "gaussian"]))
    W = np.linalg.qr(rng.normal(size=(d, d)))[0][:, :K] if kind == "orthonormal" else rng.normal(size=(d, K))
    W = _kappa_capped(W) * draw(log_uniform(0.5, 2.0))
    mus = rng.normal(0, 1, (L, d)) * draw(st.floats(0.0, 2.0)) / math.sqrt(d)
    s = np.clip(draw(log_uniform(0.5, 2.0)) * np.exp(rng.uniform(-0.3, 0.3, L)), 0.5, 2.0)
    if identical:
        mus, s = np.repeat(mus[:1], L, 0), np.repeat(s[:1], L)
    lam = rng.dirichlet(np.ones(L) * 2)
    family = draw(st.sampled_from(families))
    return {"d": d, "K": K, "L": L, "Wstar": W, "mus": mus, "s": s, "lam": lam, "kind": kind, "family": family,
            "identical": identical, "seed": seed}


def _c31_point(inst: dict, t: float) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    W, mus, s = inst["Wstar"], inst["mus"], inst["s"]
    fam = inst["family"]
    if fam == "wstar_scale":
        return W * t, mus, s
    if fam == "sigma_small":
        return W, mus, s * t
    if fam == "mu_large":
        return W, mus / t, s
    return W, mus, s / t


def _kappa_eta_tau(W: np.ndarray, s: np.ndarray) -> np.ndarray:
    sv = np.linalg.svd(np.asarray(W, dtype=float), compute_uv=False)
    return np.array([sv[0] / sv[-1], float(np.prod(sv / sv[-1])), float(np.max(s) / np.min(s))])


# The measured Sigma-scale family both C.3.1 and C.3.2 rest on (one instance; second path in tests/test_thesis_ch4_c31.py).
_C31_FAMILY_EVIDENCE = (
    "W* = I, two identical groups, mu = (0.6, -0.3): lambda_min(Hess fbar(W*)) = 4.72e-9, 2.95e-10, 1.84e-11, "
    "1.15e-12 and Gamma~ = 1.20e-7, 2.93e-8, 7.29e-9, 1.82e-9 at t = 2^-5 .. 2^-8, ratio lambda_min/"
    "(Gamma~/K^2) = 0.157, 0.0402, 0.0101, 0.00253 (second path: numpy Gauss-Hermite + mpmath rho). "
    "Cause: to order t^2 the Hessian at W* has rank <= L(d+1) (lambda_min = Theta(t^4)) while Gamma~ = "
    "Theta(t^2). Under L1104's 'sigma_max, sigma_min can be viewed as constant' the Omega may depend on "
    "Sigma's scale and only the families that keep Sigma fixed (W* -> t W*, mu -> mu/t) test it: for Lemma "
    "C.3.1 mu -> mu/t still decays (round 19, its evidence); for (C.85) with Algorithm 1's step eta_0 = "
    "O(1/S_2inf) it decays too (round 19, thesisC5: decrement eta_0 lambda_min; tests/test_thesis_r19_thesisC5.py), "
    "while the optimal-step margin 2 lambda_min/lambda_max would hold along mu -> mu/t (thesisC4: its ratio levels "
    "off where a neuron is orthogonal to mu and grows like exp(2 c_min/t) otherwise; tests/test_thesis_r19_thesisC4.py).")


def _c31_measure(inst: dict, ctx: Ctx, contraction: bool = False) -> Measurement:
    """Lemma C.3.1: fitted exponent in t of lambda_min/(Gamma~/K^2) over the family's tail; with ``contraction``
    (Lemma C.3.2 (C.85)): of (2 lambda_min/lambda_max)/(Gamma~/(K^2 S_2)), S_2 = sum_l lambda_l (||mu_l|| +
    ||Sigma_l^1/2||)^2. Eigenvalues from the singular values of a factor G with G^T G = Hess fbar(W*)
    (GI.hessian_factor_at_wstar): lambda_min resolved far below eigvalsh's ~1e-13 lambda_max; a lambda_min below
    1e-26 lambda_max (sigma_min < 1e-13 sigma_max of the factor) is our SVD's failure, not the instance's:
    SolverFailure (unknown), never a rejection."""
    cfg = _c31_config()
    fam = inst["family"]
    d, K = inst["d"], inst["K"]
    nodes = (cfg["nodes2"] if d == 2 else cfg["nodes3"]).get(fam, cfg["nodes2_default" if d == 2 else "nodes3_default"])
    ts, ratios, lmins, lmaxs, gams, resolved, ket = [], [], [], [], [], [], []
    svals, mnorms, deltak = [], [], []
    for k in range(cfg["kmax"][fam] + 1):
        t = 2.0**-k
        W, mus, s = _c31_point(inst, t)
        G = GI.hessian_factor_at_wstar(W, mus, np.repeat(s[:, None] ** 2, d, 1), inst["lam"], nodes)
        sv = np.linalg.svd(G, compute_uv=False)
        lmin, lmax = float(sv[-1] ** 2), float(sv[0] ** 2)
        g = B.gamma_tilde(W, mus, s, inst["lam"])
        lmins.append(lmin)
        lmaxs.append(lmax)
        gams.append(g)
        resolved.append(lmin - 1e-26 * lmax)
        ket.append(_kappa_eta_tau(W, s))
        svals += [float(np.min(s)), float(np.max(s))]
        mnorms += [float(np.min(np.linalg.norm(mus, axis=1))), float(np.max(np.linalg.norm(mus, axis=1)))]
        deltak.append(float(np.linalg.svd(W, compute_uv=False)[-1]))
        ts.append(t)
        s2sum = float(np.sum(inst["lam"] * (np.linalg.norm(mus, axis=1) + s) ** 2))
        if contraction:
            ratios.append(2 * lmin / lmax / (g / (K**2 * s2sum)) if g > 0 else math.nan)
        else:
            ratios.append(lmin / (g / K**2) if g > 0 else math.nan)
    ket_a = np.asarray(ket)
    drift = float(np.max(np.abs(ket_a / ket_a[0] - 1)))
    terms = {"family": fam, "t": ts, "lambda_min": lmins, "lambda_max": lmaxs, "gamma_tilde": gams,
             "ratio": ratios, "min_resolved": min(resolved), "gamma_positive": min(gams),
             "kappa_eta_tau": ket_a[0].tolist(), "kappa_eta_tau_drift": drift, "tail_points": cfg["tail"],
             "sigma": np.asarray(svals), "mu_norm": np.asarray(mnorms), "delta_K": np.asarray(deltak)}
    r = np.asarray(ratios)[-cfg["tail"]:]
    if min(resolved) <= 0:  # our eigenvalues, not the instance: unknown, never a rejection
        raise SolverFailure(f"lambda_min(Hess fbar(W*)) not resolved (<= 1e-26 lambda_max) at some t of {fam}")
    if not (np.all(np.isfinite(r)) and np.all(r > 0)):
        return Measurement(0.0, {"p": 0.0}, terms)  # rejected by the assumptions below (Gamma~ > 0)
    f = fit_exponent(np.asarray(ts)[-cfg["tail"]:], r)
    return Measurement(f.exponent, {"p": 0.0}, {**terms, "r2": f.r2, "stderr": f.stderr}, lhs_interval=(f.lo, f.hi),
                       stat=f)


def _c31_assumptions(contraction: bool) -> tuple[Assumption, ...]:
    return (
        Assumption("Gamma~ > 0", "Gamma~ (Property C.3: rho > 0) is positive at every t", lambda q: q["gamma_positive"]),
        Assumption("kappa, eta, tau fixed along the family", "kappa = delta_1/delta_K, eta = prod_i delta_i/delta_K "
                   "(L1126) and tau = sigma_max/sigma_min (L1124) are the same at every t (relative drift <= 1e-9), "
                   "so the only constants (C.83)" + ("-(C.85)" if contraction else "") + " hides are universal",
                   lambda q: 1e-9 - q["kappa_eta_tau_drift"]),
    )


def _c31_domain() -> tuple[Param, ...]:
    return (
        Param("d", 2, math.inf, integer=True, text="d >= K (any dimension)", unreached="d <= 3: the population "
              "Hessian is a tensor Gauss-Hermite integral (nodes^d points)"),
        Param("K", 1, math.inf, integer=True, text="K >= 1 neurons, K <= d", unreached="K <= d <= 3"),
        Param("L", 2, math.inf, integer=True, text="L >= 2 groups (L1066)", unreached="L <= 3 (cost linear in L; "
              "identical components stand for a single Gaussian)"),
        Param("sigma", 0, math.inf, lo_closed=False, text="Sigma_l positive definite (here s_l^2 I), any scale",
              far=30.0, unreached="upper end past 30: Sigma -> Sigma/t^2 stops at t = 2^-6 (64 x a base s in [0.5, "
              "2]) where 40-60 Gauss-Hermite nodes per axis still resolve phi'; scratch to 2^-9 with 60 nodes: the "
              "ratio plateaus (18.5)"),
        Param("mu_norm", 0, math.inf, text="||mu_l|| >= 0, no upper limit", far=30.0,
              unreached="upper end when no mu -> mu/t draw is resolved: lambda_min underflows past ~2^6 x"),
        Param("delta_K", 0, math.inf, lo_closed=False, text="delta_K(W*) > 0 (W* of rank K), any scale",
              unreached="upper end: W* -> W*/t is the mu -> mu/t regime for the phi' factors (lambda_min underflows "
              "past ~2^6 x); not searched separately"),
        _c31u_lam_param(),
    )


_C31_DIRECTIONS = (
    Direction("Sigma -> t^2 Sigma, t -> 0 (family sigma_small)", "sigma", 0.0, how="fit",
              reason="each measurement fits the ratio's exponent in t over t = 2^-4 .. 2^-8 (ci) with kappa, eta, tau, "
                     "W*, mu fixed (certified)"),
    Direction("Sigma -> Sigma/t^2, t -> 0 (family sigma_large)", "sigma", INF, how="fit",
              reason="exponent fitted over t = 2^-2 .. 2^-6 (sigma up to 64 x a base in [0.5, 2])"),
    Direction("mu -> mu/t, t -> 0 (family mu_large)", "mu_norm", INF, how="fit",
              reason="exponent fitted over t = 2^-2 .. 2^-6 (||mu_l|| up to 64 x a base of norm <= 2)"),
    Direction("W* -> t W*, t -> 0 (family wstar_scale: delta_K -> 0 at fixed kappa, eta)", "delta_K", 0.0, how="fit",
              reason="exponent fitted over t = 2^-4 .. 2^-8 (ci)"),
    Direction("delta_K -> inf (W* -> W*/t)", "delta_K", INF, how="search",
              reason="the strategy draws delta_1(W*) in [0.5, 2] (kappa <= 4), so delta_K in [0.125, 2]; no family "
                     "sends W* to infinity (for the phi' factors it is the regime of mu -> mu/t, where lambda_min "
                     "underflows past ~2^6 x)"),
    Direction("L groups, identical components, d, K", "L", INF, how="search",
              reason="the strategy draws L in {2, 3} (L1066: L >= 2), optionally identical components (the law of a "
                     "single Gaussian), d in {2, 3}, K in [1, d]; the cost of the tensor quadrature grows with d"),
)


@st.composite
def _c31u_instances(draw: st.DrawFn, families: tuple[str, ...] = _C31_FAMILIES) -> dict:
    """As _c31_instances (d in {2, 3} (2 twice as often: the d = 3 quadrature costs ~0.5 s a point), K in [1, d], L
    in {2, 3} isotropic components, identical components (the law of a single Gaussian) two times in three, W* with
    kappa <= 4 and delta_1 in [0.5, 2], standard deviations in [0.5, 2]), the means' scale log-uniform in [0.05, 2]
    or 0 a third of the time, and one point t = 2^-k of the family (k in 0..kmax of the family): every (W*, Psi)
    the lemma quantifies over is reached this way (W*, mu and Sigma scaled away from the base). Round 19 (thesisC2):
    two times in five one drawn group's fraction is scaled by 10^-u, u in [0, 6] (the rest rescaled to sum 1), so the
    group fractions reach both ends of (0, 1) (a rare group; with L = 2 a dominant one)."""
    d = draw(st.sampled_from([2, 2, 3]))
    K = d - draw(st.integers(0, d - 1))
    L = draw(st.integers(2, 3))
    identical = draw(st.sampled_from([True, True, False]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    kind = draw(st.sampled_from(["orthonormal", "gaussian"]))
    W = np.linalg.qr(rng.normal(size=(d, d)))[0][:, :K] if kind == "orthonormal" else rng.normal(size=(d, K))
    W = _kappa_capped(W) * draw(log_uniform(0.5, 2.0))
    scale = draw(st.one_of(log_uniform(0.05, 2.0), log_uniform(0.05, 2.0), st.just(0.0)))
    mus = rng.normal(0, 1, (L, d)) * scale / math.sqrt(d)
    s = np.clip(draw(log_uniform(0.5, 2.0)) * np.exp(rng.uniform(-0.3, 0.3, L)), 0.5, 2.0)
    if identical:
        mus, s = np.repeat(mus[:1], L, 0), np.repeat(s[:1], L)
    lam = rng.dirichlet(np.ones(L) * 2)
    family = draw(st.sampled_from(families))
    inst = {"d": d, "K": K, "L": L, "Wstar": W, "mus": mus, "s": s, "lam": lam, "kind": kind, "family": family,
            "identical": identical, "seed": seed, "t": 2.0 ** -draw(st.integers(0, _c31_config()["kmax"][family])),
            "lam_l": np.array([np.min(lam), np.max(lam)])}
    if draw(st.integers(0, 4)) < 2:  # round 19: group fractions to both ends of (0, 1)
        inst = _c31u_lam_move({**inst, "lam_j": draw(st.integers(0, L - 1))}, 10.0 ** -draw(st.floats(0.0, 6.0)))
    return inst


def _c31u_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lambda_min and lambda_max of Hess fbar(W*) (singular values of the Gram factor, GI.hessian_factor_at_wstar)
    and Gamma~ at one point of the family: W*, mu, Sigma = _c31_point(inst, t)."""
    cfg = _c31_config()
    fam, d, K = inst["family"], inst["d"], inst["K"]
    fixed = 0.0 if fam in ("wstar_scale", "mu_large") or inst["t"] == 1 else -1.0
    if inst.get("sigma_fixed") and fixed < 0:  # outside the L1104 reading's domain: rejected, not measured
        return Measurement(1.0, {"gamma_tilde": 1.0, "K": K, "S2": 1.0, "delta_K": 1.0},
                           {"min_resolved": 1.0, "gamma_positive": 1.0, "Sigma at its drawn scale": fixed,
                            "2 lambda_min/lambda_max": 1.0, "lambda_min/S_2inf": 1.0})
    nodes = (cfg["nodes2"] if d == 2 else cfg["nodes3"]).get(fam, cfg["nodes2_default" if d == 2 else "nodes3_default"])
    W, mus, s = _c31_point(inst, float(inst["t"]))
    sv = np.linalg.svd(GI.hessian_factor_at_wstar(W, mus, np.repeat(s[:, None] ** 2, d, 1), inst["lam"], nodes),
                       compute_uv=False)
    lmin, lmax = float(sv[-1] ** 2), float(sv[0] ** 2)
    if lmin - 1e-26 * lmax <= 0:  # our eigenvalues, not the instance: unknown, never a rejection
        raise SolverFailure(f"lambda_min(Hess fbar(W*)) = {lmin:.3g} not resolved (<= 1e-26 lambda_max = {lmax:.3g})")
    g = B.gamma_tilde(W, mus, s, inst["lam"])
    S2 = float(np.sum(inst["lam"] * (np.linalg.norm(mus, axis=1) + s) ** 2))
    # Algorithm 1's step scale (L1117, L1132): eta_0 = O(1/S_2inf), S_2inf = sum_l lambda_l (||mu~_l||_inf +
    # ||Sigma_l^1/2||)^2, mu~_l = Lambda_l mu_l with Sigma_l = Lambda_l^T D_l Lambda_l: Sigma_l = s_l^2 I here, Lambda_l = I
    S2inf = float(np.sum(inst["lam"] * (np.max(np.abs(mus), axis=1) + s) ** 2))
    q = {"gamma_tilde": g, "K": K, "S2": S2, "delta_K": float(np.linalg.svd(W, compute_uv=False)[-1])}
    terms = {"family": fam, "t": inst["t"], "lambda_min": lmin, "lambda_max": lmax, "min_resolved": lmin - 1e-26 * lmax,
             "gamma_positive": g, "sigma": np.array([np.min(s), np.max(s)]),
             "mu_norm": np.linalg.norm(mus, axis=1), "delta_K": float(np.linalg.svd(W, compute_uv=False)[-1]),
             "kappa_eta_tau": _kappa_eta_tau(W, s).tolist(),
             "Sigma at its drawn scale": fixed}
    return Measurement(lmin, q, {**terms, "2 lambda_min/lambda_max": 2 * lmin / lmax, "S_2inf": S2inf,
                                 "lambda_min/S_2inf": lmin / S2inf, "lambda_max/S_2inf": lmax / S2inf})


def _c32u_measure(inst: dict, ctx: Ctx) -> Measurement:
    """(C.85)'s contraction decrement for Algorithm 1 (L1117-L1121; Theorem 2 L1132), the gradient descent the lemma
    serves, at one point of the family: with step eta_0 = c/S_2inf the iterates contract along Hess fbar(W*)'s lowest
    eigenvector by exactly 1 - eta_0 lambda_min per step (quadratic regime around W_n), so the decrement is c
    lambda_min/S_2inf; lhs = lambda_min/S_2inf, the step's constant c going with the Omega to the hidden constant of
    the uniform check. Generous to the paper: if eta_0 lambda_max > 1 the contraction along the top eigenvector is
    worse still. (Round 19, thesisC5, after auditor A: the optimal step 2/(lambda_min + lambda_max) measured before,
    margin 2 lambda_min/lambda_max, is outside eta_0 = O(1/S_2inf).)"""
    m = _c31u_measure(inst, ctx)
    return dataclasses.replace(m, lhs=m.terms["lambda_min/S_2inf"])


_C31U_ASSUMPTIONS = (
    Assumption("Gamma~ > 0", "Gamma~ (Property C.3: rho > 0) is positive", lambda q: q["gamma_positive"]),
)


def _c31u_move(family: str):  # noqa: ANN202
    def move(inst: dict, t: float) -> dict:
        return {**inst, "family": family, "t": float(t)}
    return move


def _c31u_directions() -> tuple[Direction, ...]:
    cfg = _c31_config()

    def pts(fam: str) -> tuple[float, ...]:
        return tuple(2.0 ** -k for k in range(cfg["kmax"][fam] + 1))

    return (
        Direction("Sigma -> t^2 Sigma, t -> 0", "sigma", 0.0, how="path", move=_c31u_move("sigma_small"),
                  points=pts("sigma_small"), reason="W*, mu, lambda fixed; kappa, eta, tau unchanged"),
        Direction("Sigma -> Sigma/t^2, t -> 0", "sigma", 0.0, how="path", move=_c31u_move("sigma_large"),
                  points=pts("sigma_large"), reason="to 64 x a base in [0.5, 2] (40-60 Gauss-Hermite nodes per axis)"),
        Direction("mu -> mu/t, t -> 0", "mu_norm", 0.0, how="path", move=_c31u_move("mu_large"),
                  points=pts("mu_large"), reason="to 64 x a base of norm <= 2 (lambda_min underflows beyond)"),
        Direction("W* -> t W*, t -> 0 (delta_K -> 0 at fixed kappa, eta)", "delta_K", 0.0, how="path",
                  move=_c31u_move("wstar_scale"), points=pts("wstar_scale"), reason="W* scaled, Psi fixed"),
        Direction("delta_K -> inf (W* -> W*/t)", "delta_K", INF, how="search",
                  reason="delta_1(W*) in [0.5, 2] (kappa <= 4) drawn; for the phi' factors W* -> W*/t is the regime "
                         "of mu -> mu/t (a path above), where lambda_min underflows past ~2^6 x"),
        Direction("L groups, identical components, d, K", "L", INF, how="search",
                  reason="L in {2, 3} (L1066: L >= 2), optionally identical components (a single Gaussian), d in "
                         "{2, 3}, K in [1, d] drawn; the tensor quadrature's cost grows like nodes^d"),
        _c31u_lam_direction(),
    )


def _c31u_lam_move(inst: dict, t: float) -> dict:
    """Group fraction lambda_j -> t lambda_j (j = inst["lam_j"], by default the largest fraction of the base), the
    other fractions rescaled to sum 1 in their drawn proportions; W*, mu, Sigma (so kappa, eta, tau) unchanged. The
    base fractions are kept in inst["lam_base"], so that the move can be applied to a moved instance."""
    base = np.asarray(inst.get("lam_base", inst["lam"]), dtype=float)
    j = int(inst["lam_j"]) if inst.get("lam_j") is not None else int(np.argmax(base))
    lam = base.copy()
    lam[j] = base[j] * float(t)
    rest = np.arange(len(base)) != j
    lam[rest] = base[rest] / base[rest].sum() * (1.0 - lam[j])
    return {**inst, "lam_base": base, "lam_j": j, "lam_t": float(t), "lam": lam,
            "lam_l": np.array([np.min(lam), np.max(lam)])}


_C31U_LAM_POINTS = (1.0, 0.1, 0.01, 1e-3, 1e-4, 1e-6)


def _c31u_lam_direction() -> Direction:
    return Direction("lambda_j -> 0 (one group fraction to 0, the others rescaled; group fractions to the ends of "
                     "(0, 1))", "lam_l", 0.0, how="path", move=_c31u_lam_move, points=_C31U_LAM_POINTS,
                     reason="W*, mu, Sigma fixed (kappa, eta, tau unchanged); the vanishing group is the base's "
                            "largest fraction on a path from the search's best instances, a drawn one in the search; "
                            "paths start from non-identical components only (identical ones are one Gaussian at every "
                            "lambda)", start=lambda inst: not inst["identical"])


def _c31u_lam_param() -> Param:
    return Param("lam_l", 0, 1, lo_closed=False, hi_closed=False,
                 text="group fractions lambda_l in (0, 1), sum_l lambda_l = 1 (L1066)")


def _c31u_balanced(inst: dict, balanced: bool, c: float) -> dict:
    """Round 19 (thesisC3): with ``balanced`` (and K >= 2) every group mean is replaced by mu with W*^T mu = c (1,
    -1, 0, ..): two neurons with opposite logits of the same size, the means' direction along which mu -> mu/t
    makes lambda_min/(Gamma~/K^2) decay like t^2 while lambda_min/lambda_max stays resolvable in float64 (a region
    of the printed domain: any mu_l is allowed)."""
    W = np.asarray(inst["Wstar"], dtype=float)
    K = W.shape[1]
    if not balanced or K < 2:
        return inst
    e = np.zeros(K)
    e[0], e[1] = c, -c
    mu = np.linalg.pinv(W.T) @ e
    return {**inst, "mus": np.repeat(mu[None, :], inst["L"], 0), "balanced": True}


def _c31u_sigma_fixed() -> st.SearchStrategy:
    """The L1104 reading's instances: the families that keep Sigma at its drawn scale, flagged so that a Sigma path
    is rejected before its quadrature is paid; half of them with balanced opposite logits (_c31u_balanced)."""
    return st.tuples(_c31u_instances(families=("wstar_scale", "mu_large")), st.booleans(),
                     log_uniform(0.1, 1.0)).map(lambda a: {**_c31u_balanced(*a), "sigma_fixed": True})


_C31U_SIGMA_FIXED = (*_C31U_ASSUMPTIONS,
                     Assumption("Sigma at its drawn scale (L1104)", "under the reading sigma_max, sigma_min are "
                                "constants: Sigma keeps its drawn scale (the Sigma paths leave the reading's domain)",
                                lambda q: q["Sigma at its drawn scale"]))


_C31_SIGMA_READING = ("L1104 says sigma_max and sigma_min 'can be viewed as constant': the Omega may then depend on "
                      "Sigma's scale, and only the families that keep Sigma fixed (W* -> t W*, mu -> mu/t) test it")


def _c31_sigma_fixed() -> st.SearchStrategy:
    return _c31_instances(families=("wstar_scale", "mu_large"))


def _c31_mut_grow(p: float, **_: object) -> float:
    """Mutant: the ratio grows at least like 1/t along every family (exponent <= -1)."""
    return p - 1.0


_REAL.append(Claim(
    id="thesis.ch4.lemmaC.3.1", paper=PAPER, source=_src("Lemma C.3.1 (C.81)-(C.83), App. C.3, L5640-L5656"),
    statement="There exists a constant C such that as long as n >= C_1 eps_0^-2 (sum_l lambda_l (||mu_l|| + "
              "||Sigma_l^1/2||)^2)^2 Gamma~^-2 d K^5 log^2 d (C.82), for some eps_0 in (0, 1/4) and any fixed "
              "permutation P, for all W in B(W*P, r): Omega((1-2eps_0)/K^2 Gamma~) I <= Hess f_n(W) <= C_2 "
              "sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^1/2||)^2 I w.p. >= 1 - d^-10, with Gamma~ = sum_l "
              "lambda_l ||Sigma_l^-1||^-1/(eta tau^K kappa^2) rho(W*^T mu_l/(delta_K ||Sigma_l^-1||^-1/2), delta_K "
              "||Sigma_l^-1||^-1/2).",
    kind="deterministic", comparison=">=", bound=B6.lemmaC31_shape, measure=_c31u_measure, strategy=_c31u_instances,
    expect="erratum", uniform=True,
    second_path="tests/test_thesis_r19_thesisC3.py::test_c31_reading_sigma_fixed_ratio_decays_as_mu_grows",
    no_correction_reason="the decay comes from Gamma~ itself (rho's variance credit (u_j^2 + 1) grows like ||mu||^2 "
                         "while the Hessian's spread off mu stays Sigma's): a corrected Gamma~ would replace rho's "
                         "second moments by the spread of x off the means' direction, not derived here",
    evidence="Uniform check (ci, round 6): the path Sigma -> t^2 Sigma from the search's best instance has (Gamma~/K^2)/lambda_min growing x1.95e9 over 4.7 decades of t (log-slope -1.98: t^-2). "
             "The L1104 reading (Sigma at its drawn scale) fails too, along mu -> mu/t (round 19, thesisC3; ci reaches it "
             "from a base with balanced opposite logits W*^T mu = c (1, -1, 0..), e.g. ratio x4.5e3 over 1.5 decades, "
             "log-slope -2.6; first found by dev seed 3897678420: d = K = 2, one Gaussian, ||mu|| = 3.68 at t = 1, ratio "
             "(Gamma~/K^2)/lambda_min x7.5e4 over 1.8 decades, last point lambda_min = 2.33e-34, Gamma~/K^2 = 2.65e-29). "
             "Settled in 90-digit mpmath (tests/test_thesis_r19_thesisC3.py: own Gauss-Hermite Gram matrix + "
             "mpmath.eigsy, rho by mpmath.quad, 24 vs 32 nodes per axis agree to 1e-8): W* = I, Sigma = 0.36 I fixed, "
             "one Gaussian, mu = (0.4, -3.66)/t: lambda_min/(Gamma~/K^2) = 3.946, 2.128, 0.7706, 0.2419, 0.06538 at t = "
             "1 .. 2^-4 (lambda_min = 1.42e-4 .. 5.73e-52, lambda_max = 0.88 .. 0.019; the float64 measure agrees to "
             "5 digits down to t = 2^-3 and cannot resolve 2^-4), x1/3.7 per halving, tending to t^2. Mechanism: "
             "rho's terms (u_j^2 + 1)(beta_0(i) - alpha_0(i)^2) and beta_2(i) - alpha_2(i)^2/(u_i^2+1) credit the "
             "coordinate i with the largest |u_i| = |w_i^T mu|/(delta_K s) with a variance (u_j^2 + 1) ~ 1/t^2, "
             "while in the Hessian neuron i's block sees x = mu/t + s z, whose spread off the direction mu stays "
             "s^2: both carry the same exp(-2|w_i^T mu|/t) factor, so the ratio ~ t^2 with Sigma, W*, kappa, eta, "
             "tau, lambda fixed (every hypothesis of Lemma C.3.1 met: L = 2 identical groups, W* of rank K, rho > 0). "
             "Second path for the as-printed Sigma -> t^2 Sigma decay: "
             "tests/test_thesis_ch4_c31.py::test_c31_ratio_decays_like_t_squared_as_sigma_shrinks. "
             "Along Sigma_l -> t^2 Sigma_l with kappa, eta, tau, W*, mu fixed (certified per instance) the ratio "
             "lambda_min(Hess fbar(W*))/(Gamma~/K^2) decays like t^2 wherever L(d+1) < dK (a single Gaussian, or L = 2 at d = K = 3): d = K = 2, "
             + _C31_FAMILY_EVIDENCE,
    assumptions=_C31U_ASSUMPTIONS,
    constants="hidden",
    auto_mutant=False,
    domain=_c31_domain(),
    readings=(Reading("sigma scale constant (L1104)", _C31_SIGMA_READING, strategy=_c31u_sigma_fixed,
                      assumptions=_C31U_SIGMA_FIXED),),
    directions=_c31u_directions(),
    mutants={"shape Gamma~/(K^2 delta_K^2) (wrong power of W*'s scale)": B6.lemmaC31_mut_deltaK},
    notes="Uniform shape check (round 6): lhs = lambda_min(Hess fbar(W*)) at one point of a family, shape "
          "Gamma~/K^2, '>=' with one universal constant (the lemma writes every dependence on Sigma, mu, W* and K "
          "into Gamma~); the four families are path directions from the search's best instances. Before round 6: "
          "Hidden constants (Omega, C_1, C_2, C_3) are checked as a bounded ratio: along a family t -> 0 the ratio "
          "lambda_min(Hess fbar(W*)) / (Gamma~/K^2) must stay bounded below, i.e. its log-log exponent p in t, "
          "fitted on the family's last 5 grid points (t = 2^-4 .. 2^-8 for Sigma -> 0 and W* -> 0 under ci, 1.2 "
          "decades; 2^-2 .. 2^-6 for mu -> inf and Sigma -> inf; 99 % t-interval, stat=fit), must be <= 0 (atol "
          "0.1 on the exponent: a plateau drifts by ~1e-4 in quadrature). Along every family kappa, eta = prod_i "
          "delta_i/delta_K (L1126) and tau are fixed, and this is certified per instance (assumption 'kappa, eta, "
          "tau fixed along the family'); the lemma writes every other dependence (Sigma, mu, W*, K) into Gamma~, "
          "so its Omega and C's are universal constants. (The encoding used to attach an uncertified 'constants "
          "fixed along the family': the thesis does not state one, and it is certified now.) W = W* (in every "
          "ball); the population Hessian (the n -> infinity limit of f_n; the finite-n condition (C.82) has hidden "
          "C_1) via singular values of its Gram factor (GI.hessian_factor_at_wstar; agrees with eigvalsh of "
          "GI.population_hessian_gmm to 1e-9 relative where eigvalsh resolves, i.e. lambda_min > 1e-13 "
          "lambda_max); eps_0 only moves the constant; the upper side C_2 is reported as lambda_max. Findings "
          "(th4c, th24): Sigma -> t^2 Sigma (tau, kappa, eta, W*, mu fixed): at W* the Hessian is E[grad H grad H^T/"
          "(H(1-H))], grad H = (phi'(w_j^T x) x/K)_j, x = mu_l + t z: to order t^2 it has rank <= L(d+1), so "
          "lambda_min = Theta(t^4) whenever L(d+1) < dK while Gamma~ = Theta(t^2) (rho(u/s, s) -> C_s > 0, "
          "Property C.3 (3)); d = K = 3, L = 2 (numpy seed 1, orthonormal W*, s = (1, 0.8), lambda = (1/2, 1/2)): "
          "ratio 1.007, 0.290, 0.0744, 0.0187, 0.00469 at t = 2^-5 .. 2^-9 (x1/4 per halving); second path "
          "tests/test_thesis_ch4_c31.py (numpy Gauss-Hermite + mpmath rho, no project code). W* -> t W*: plateau "
          "(7.24 on the same instance). Sigma -> Sigma/t^2: the ratio falls from 270 to a plateau 18.5 (a "
          "transient the old whole-grid fit read as a decay, score 1.49 under the old encoding). mu -> mu/t: "
          "lambda_min and Gamma~ both decay like exp(-c/t); on the d = K = 3 instance above the ratio falls 8.1, 6.1, "
          "4.5, 2.2, 0.98, 0.30, 0.082 at t = 1 .. 2^-6; settled in round 19 (thesisC3): real, ratio ~ t^2, "
          "second path tests/test_thesis_r19_thesisC3.py (90-digit mpmath); ci reaches it through the reading's balanced-logit bases (_c31u_balanced). Reading 'sigma "
          "scale constant (L1104)': L1104 says sigma_max and sigma_min 'can be viewed as constant', so there the "
          "Omega may depend on Sigma's scale and only the families that keep Sigma fixed (W* -> t W*, mu -> mu/t) "
          "test it. Table 4.1 (i) and Corollary 4.4.1 (i) use ||Sigma_l|| -> 0 as a regime of these very formulas.",
    settings={"ci": {"max_examples": 8, "budget_s": 2.0}},
))


# ------------------------------------------------------------------ Lemma C.3.2 (C.85), App. C.3, L5656-L5664

def _c32_measure(inst: dict, ctx: Ctx) -> Measurement:
    return _c31_measure(inst, ctx, contraction=True)


def _c32u_sigma_directions() -> tuple[Direction, ...]:
    """The L1104 reading's paths (round 19, thesisC5): the claim's, plus mu -> mu/t swept from the balanced-logit
    bases (_c31u_balanced) apart, so that the few best instances of other families do not crowd them out."""
    cfg = _c31_config()
    return (*_c31u_directions(),
            Direction("mu -> mu/t from balanced opposite logits, t -> 0", "mu_norm", 0.0, how="path",
                      move=_c31u_move("mu_large"),
                      points=tuple(2.0 ** (-k / 2) for k in range(2 * cfg["kmax"]["mu_large"] + 1)),
                      start=lambda inst: bool(inst.get("balanced")),
                      reason="W*^T mu = c (1, -1, 0, ..), c in [0.1, 1]; W*, Sigma, lambda fixed; half-octave "
                             "points (the decay sets in late when c is small: a tail fit needs points there)"))


_REAL.append(Claim(
    id="thesis.ch4.lemmaC.3.2", paper=PAPER, source=_src("Lemma C.3.2 (C.84)-(C.85), App. C.3, L5656-L5664"),
    statement="Under Lemma C.3.1's conditions, for any fixed P there is a critical point W_n in B(W*P, r) with "
              "||W_n - W*P||_F <= O(K^{5/2} sqrt(sum_l lambda_l (||mu_l|| + ||Sigma_l^1/2||)^2 (1+xi)) / Gamma~ "
              "sqrt(d log n/n)) (C.84); if W_0 in B(W*P, r), GD converges linearly: ||W_t - W_n||_F <= (1 - "
              "Omega(Gamma~/(K^2 sum_l lambda_l (||mu_l|| + ||Sigma_l^1/2||)^2)))^t ||W_0 - W_n||_F (C.85), w.p. >= "
              "1 - d^-10.",
    kind="deterministic", comparison=">=", bound=B6.lemmaC32_shape, measure=_c32u_measure, strategy=_c31u_instances,
    expect="erratum", uniform=True,
    second_path="tests/test_thesis_ch4_c31.py::test_c31_ratio_decays_like_t_squared_as_sigma_shrinks",
    no_correction_reason="the rate inherits Lemma C.3.1's lower curvature bound (C.83), which fails along Sigma -> "
                         "t^2 Sigma and mu -> mu/t (decay ~t^2 with Algorithm 1's step eta_0 = O(1/S_2inf)); no "
                         "corrected curvature shape is known to us (the gap is empirical, not derived)",
    evidence="Uniform check (ci, round 6): the path Sigma -> t^2 Sigma has (Gamma~/(K^2 S_2))/(2 lambda_min/lambda_max) growing x3.6e4 over 4.2 decades of t (log-slope -1.1; another instance: x6e10, -2.2). "
             "Round 19 (thesisC5, after auditor A's REFUTED of thesisC4's 'holds', audit/A_thesis.md): the gradient "
             "descent of (C.85) is Algorithm 1 (L1117-L1121, Theorem 2 L1132) with step eta_0 = O(1/S_2inf), S_2inf "
             "= sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^1/2||)^2; near W_n the iterates contract along the "
             "Hessian's lowest eigenvector by exactly 1 - eta_0 lambda_min, so the measure is now lambda_min/S_2inf "
             "(the step's constant goes to the hidden constant). With it the L1104 reading (Sigma at its drawn "
             "scale) is VIOLATED too: W* = I, s = 0.6, mu = (0.4, -3.66)/t (Lemma C.3.1's crossing instance): "
             "(lambda_min/S_2inf)/(Gamma~/(K^2 S_2)) = 0.779, 0.0662 at t = 1/4, 1/16 (~t^2: lambda_min = 6.7e-14, "
             "5.7e-52; auditor A's numbers, reproduced in 90-digit mpmath by tests/test_thesis_r19_thesisC5.py), "
             "and ci crosses along mu -> mu/t from balanced opposite logits (W*^T mu = c (1, -1, 0)). Mechanism: "
             "Lemma C.3.1's lower curvature bound (C.83) fails on this path and (C.85) inherits it through eta_0 "
             "lambda_min. Reading under which it holds: a free (optimal) step 2/(lambda_min + lambda_max), which is "
             "28 .. 3.6e5 x 1/S_2inf on this path (outside eta_0 = O(1/S_2inf)); the text below (thesisC4) is about "
             "that optimal-step margin 2 lambda_min/lambda_max, the measure before round 19's thesisC5. "
             "With the optimal step the L1104 reading holds (round 19, thesisC4; ci reported it 'potential' from "
             "transients: along mu -> mu/t from a base with small logits the ratio first falls while the logits "
             "W*^T mu/t pass through O(1), then rises again, e.g. d = K = 3, one Gaussian, W*^T mu = (0.028, -0.016, 0.036), s = 0.555 (float64): 3.9e5 .. 108 at t = 1 .. 2^-6, then 483, 5235 at "
             "2^-7, 2^-8). Mechanism: r = (2 lambda_min/lambda_max)/(Gamma~/(K^2 S_2)) = 2 K^2 (lambda_min/Gamma~) "
             "(S_2/lambda_max); lambda_min/Gamma~ decays at most like t^2 (Lemma C.3.1's reading), S_2 ~ ||mu||^2/t^2 "
             "and lambda_max ~ exp(-2 c_min/t)/t^2 with c_min = min_j |w_j*^T mu| (the slowest-growing logit carries "
             "the top eigenvalue), so r grows like exp(2 c_min/t) when c_min > 0 (Lemma C.3.1's crossing instance W* = "
             "I, s = 0.6, mu = (0.4, -3.66)/t: r = 68.8, 2.40e4, 1.85e11 at t = 2^-2, 2^-4, 2^-6 in 90-digit mpmath); "
             "the worst case c_min = 0 (a neuron orthogonal to mu; Gamma~ then gets no (u_j^2 + 1) credit) levels off: "
             "W* = I, s = 0.6, mu = (0, 1)/t: r = 218.13, 193.92, 183.70 at t = 2^-2, 2^-4, 2^-6 (mpmath, 24 vs 32 "
             "Gauss-Hermite nodes agree to 1e-6; float64 187.0 at 2^-5: steps halve with t, limit ~180); float64 "
             "scans of c_min = 0 bases (d = K = 3 logits (c, -c, 0) and (c, c', 0), d = 3 K = 2, Gaussian W*) level "
             "off too (38.5, 130, 185, 4.2e4); second path tests/test_thesis_r19_thesisC4.py (own mpmath). "
             "Along Sigma_l -> t^2 Sigma_l with kappa, eta, tau, W*, mu fixed (certified per instance) the ratio "
             "(2 lambda_min/lambda_max)/(Gamma~/(K^2 S_2)) (the GD contraction margin of (C.85)) decays like t^2 wherever L(d+1) < dK (a single Gaussian, or L = 2 at d = K = 3): d = K = 2, "
             + _C31_FAMILY_EVIDENCE,
    assumptions=_C31U_ASSUMPTIONS,
    constants="hidden",
    auto_mutant=False,
    domain=_c31_domain(),
    readings=(Reading("sigma scale constant (L1104)", _C31_SIGMA_READING, strategy=_c31u_sigma_fixed,
                      assumptions=_C31U_SIGMA_FIXED, directions=_c32u_sigma_directions()),),
    directions=_c31u_directions(),
    mutants={"shape Gamma~/(K^2 S_2 delta_K^4) (wrong power of W*'s scale)": B6.lemmaC32_mut_deltaK},
    notes="Uniform shape check (round 6): lhs = 2 lambda_min/lambda_max of Hess fbar(W*) at one point of a family, "
          "shape Gamma~/(K^2 S_2), '>=' with one universal constant; the four families are path directions. Before "
          "round 6: Hidden Omega: the ratio (2 lambda_min/lambda_max of Hess fbar(W*)) / (Gamma~/(K^2 S_2)) must stay bounded "
          "below along each family t -> 0 (same families, grids, tail fit, certified 'kappa, eta, tau fixed' and "
          "reading as thesis.ch4.lemmaC.3.1); lhs = its fitted log-log exponent in t (99 % interval, stat=fit), "
          "claimed <= 0. The population Hessian at W* stands for Hess f_n(W_n) in the n -> infinity limit; the GD "
          "factor bound 1 - 2 lambda_min/lambda_max is the linearisation around W_n (exact to first order for W_0 "
          "close to W_n): (C.85) needs c Gamma~/(K^2 S_2) <= 2 lambda_min/lambda_max for a fixed c. Along Sigma -> "
          "t^2 Sigma lambda_max and S_2 tend to positive limits, so the ratio follows lemmaC.3.1's (t^2 where "
          "L(d+1) < dK).",
    settings={"ci": {"max_examples": 16, "budget_s": 3.0}},
))


# ============================================ App. C.1.1, L5105, L5135 (Figure C.1): relative error 0.65

def _figc1_config() -> dict:
    """The paper's setting n = 2e5, d = 50, K = 2 under deep (10 draws of (W*, data), ~5 s each); ci runs a reduced
    version with n = 5e4 (3 draws), stated on the claim."""
    if experiment_scale() == "deep":
        return {"n": 200_000, "d": 50, "K": 2, "draws": 10}
    return {"n": 50_000, "d": 50, "K": 2, "draws": 3}


@st.composite
def _figc1_instances(draw: st.DrawFn, norm: str = "fro") -> dict:
    cfg = _figc1_config()
    return {"seed": draw(SEEDS), **cfg, "lam": np.array([0.5, 0.5]), "mu1": -0.3, "sigma2": 1.0, "norm": norm,
            "printed": 0.65, "tol": 0.1}


def _figc1_measure(inst: dict, ctx: Ctx) -> Measurement:
    d, K, n = inst["d"], inst["K"], inst["n"]
    lam = np.asarray(inst["lam"])
    mus = np.stack([inst["mu1"] * np.ones(d), np.zeros(d)])
    s2 = inst["sigma2"] * np.ones((2, d))
    errs, limits = [], []
    for r in range(inst["draws"]):
        rng = np.random.default_rng(inst["seed"] + 7919 * r)
        W = rng.uniform(-0.1, 0.1, (d, K))
        g = torch.Generator().manual_seed((inst["seed"] + 7919 * r) % 2**63)
        x, _ = GI.sample_gmm(n, lam, mus, s2, g)
        y = GI.sample_labels(torch.as_tensor(W), x, g)
        out = TI.subroutine1_large_d(x, y, K, lam, mus, s2, rng)
        spectral = inst["norm"] == "spectral"
        ref = float(np.linalg.norm(W, 2 if spectral else None))
        errs.append(TI.perm_error(out["W0"], W, spectral=spectral) / ref)
        # the n -> infinity limit with exact directions: alpha -> E[phi'(w_i^T x)] ||w_i||/K
        E1 = TI.phi_deriv_means(W, lam, mus, s2)[0]
        limits.append(float(np.linalg.norm(W * (1 - E1 / K), 2 if spectral else None)) / ref)
    e = np.asarray(errs)
    mean = float(e.mean())
    se = float(e.std(ddof=1) / math.sqrt(len(e))) if len(e) > 1 else math.inf
    stat = _AbsDev(NormalMean(mean, se), inst["printed"])
    return Measurement(abs(mean - inst["printed"]), {"tol": inst["tol"]},
                       {"relative_error_per_draw": e.tolist(), "mean_relative_error": mean,
                        "population_limit_exact_directions": limits, "printed": inst["printed"]},
                       lhs_interval=stat.interval(0.99), stat=stat)


class _AbsDev:
    """|mean - c| with the interval induced by the mean's CLT interval (for the engine's multiplicity correction)."""

    def __init__(self, mean: NormalMean, c: float):
        self.mean, self.c = mean, c

    def interval(self, confidence: float) -> tuple[float, float]:
        lo, hi = self.mean.interval(confidence)
        near = 0.0 if lo <= self.c <= hi else min(abs(lo - self.c), abs(hi - self.c))
        return near, max(abs(lo - self.c), abs(hi - self.c))


_REAL.append(Claim(
    id="thesis.ch4.figureC.1.tensor_init_error", paper=PAPER, catalog_id="thesis.ch4.lemmaC.3.3",
    source=_src("App. C.1.1, L5105 (setting) and L5135 (value), Figure C.1 (L5145); Subroutine 1, L5113-L5140"),
    statement="Tensor initialisation in Subroutine 1 returns an initial point close to one permutation of W*, with "
              "a relative error of 0.65 (n = 2e5, d = 50, K = 2, lambda_1 = lambda_2 = 0.5, mu_1 = -0.3 * 1, mu_2 = 0, "
              "entries of W* uniform in [-0.1, 0.1]).",
    kind="reproduction", comparison="<=", bound=BC.printed_tolerance, measure=_figc1_measure,
    strategy=_figc1_instances, constants="explicit", expect="erratum",
    readings=(Reading("spectral norm", "'relative error' as min_P ||W_0 - W* P||_2 / ||W*||_2 instead of the "
                      "Frobenius norm", strategy=lambda: _figc1_instances(norm="spectral")),),
    evidence="Subroutine 1 as printed (thmcheck.models.tensor_init.subroutine1_large_d: Q^_2's top-|eigenvalue| subspace, "
             "Jennrich on Q^_3(U, U, U), magnitudes by (C.5)) in the paper's setting (Sigma_l = I, which L5105 "
             "does not state; Section 4.5.1's default) returns W_0 with relative error 0.999, 0.994, 0.999 "
             "(Frobenius; 0.999, 0.997, 0.998 spectral) on three draws of W* and data, and even with the exact "
             "directions its n -> infinity limit is ||W* (I - diag(E[phi'(w_i^T x)])/K)|| / ||W*|| ~ 0.875 "
             "(phi' ~ 1/4 for ||w_i|| ~ 0.4, K = 2): alpha_hat of (C.5) estimates E[phi'(w_i^T x)] ||w_i||/K, "
             "not ||w_i|| (thesis.ch4.lemmaC.6.5), so 0.65 is out of reach of the printed recipe at any n. "
             "Second path (no project code): exact directions, Q^_1 from n/3 samples, numpy.",
    second_path="tests/test_thesis_repro_ch2_4.py::test_figure_c1_error_floor_with_exact_directions",
    mutants={"tolerance 0.05": lambda **_: 0.05},
    auto_mutant=False,
    domain=(Param("n", 200_000, 200_000, integer=True, text="n = 2e5 (L5105)",
                  unreached="ci runs n = 5e4 (the exact n = 2e5 under the deep profile, ~5 s per draw; scratch at "
                            "2e5: 0.999, 0.994, 0.999)"),
            Param("d", 50, 50, integer=True, text="d = 50 (L5105)")),
    notes="lhs = |mean relative error over draws - 0.65| with the CLT interval of the mean (stat), tolerance 0.1 "
          "(the printed value has two digits from one experiment; 0.1 is generous). The exact setting (n = 2e5) runs "
          "under deep (10 draws, ~5 s each: Q^_3 is only formed projected on U, which is all Subroutine 1 uses when "
          "the mixture is not symmetric); ci runs the reduced n = 5e4 with 3 draws (a smaller n only moves the "
          "estimate further from its limit 0.875). The population limit with exact directions "
          "is a term.",
    settings={"ci": {"max_examples": 1, "budget_s": 30.0, "min_valid": 1},
              "deep": {"max_examples": 3, "min_valid": 1}},
))



# ---------------------------------------------- Lemma C.4.3 (C.127): Hessian smoothness of fbar, uniform shape check

def _dp(inst: dict, p: int) -> float:
    """sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^p as printed in (C.126)-(C.129) (diagonal Sigma_l:
    ||Sigma_l^{1/2}|| = max sqrt s2); not D_m(Psi) of (C.8), which normalises the means (:func:`_dpsi`)."""
    return float(np.sum(inst["lam"] * (np.linalg.norm(inst["mus"], axis=1) + np.sqrt(inst["s2"].max(1))) ** p))


@st.composite
def _c43_instances(draw: st.DrawFn) -> dict:
    """Theorem 2's instance space (d <= 3, K <= d, L in {2, 3}) and a point W = W* + r D/||D||_F at any distance r."""
    base = draw(_gmm_instances())
    D = np.random.default_rng(base["seed"] + 43).normal(size=base["Wstar"].shape)
    return {**base, "D": D / np.linalg.norm(D), "r": draw(log_uniform(1e-3, 10.0))}


def _c43_measure(inst: dict, ctx: Ctx) -> Measurement:
    Ws, lam, mus, s2 = inst["Wstar"], inst["lam"], inst["mus"], inst["s2"]
    W = Ws + inst["r"] * inst["D"]
    nodes = 24 if inst["d"] == 3 else 40
    Hw = GI.population_hessian_gmm(W, Ws, mus, s2, lam, nodes)
    Hs = GI.population_hessian_gmm(Ws, Ws, mus, s2, lam, nodes)
    if not (np.isfinite(Hw).all() and np.isfinite(Hs).all()):
        raise SolverFailure("a population Hessian overflowed in float64 (saturated sigmoids)")
    lhs = float(np.linalg.norm(Hw - Hs, 2))
    return Measurement(lhs, {"K": inst["K"], "D4": _dp(inst, 4), "D8": _dp(inst, 8),
                             "dist": float(np.linalg.norm(W - Ws))},
                       {"sigma_max": float(np.sqrt(s2.max())), "mean_norm_max": float(np.linalg.norm(mus, axis=1).max())})


def _move_r(inst: dict, t: float) -> dict:
    return {**inst, "r": float(t)}


def _move_sigma(inst: dict, t: float) -> dict:
    """Every covariance scaled to sigma_max = t (means kept)."""
    s = float(np.sqrt(inst["s2"].max()))
    return {**inst, "s2": inst["s2"] * (t / s) ** 2}


def _move_mean(inst: dict, t: float) -> dict:
    """Every mean scaled to max_l ||mu_l|| = t (a zero mean replaced by e_1)."""
    mus = inst["mus"].copy()
    nrm = float(np.linalg.norm(mus, axis=1).max())
    if nrm == 0:
        mus[:, 0], nrm = 1.0, 1.0
    return {**inst, "mus": mus * (t / nrm)}


def _c43_mut_sqrt(K: int, D4: float, D8: float, dist: float, **_: object) -> float:
    """Mutant: (D_4 D_8)^{1/2} in place of ^{1/4} -- wrong along sigma -> 0 (sigma^6 against an lhs ~ sigma^3)."""
    return K**1.5 * (D4 * D8) ** 0.5 * dist


def _c43_mut_dist2(K: int, D4: float, D8: float, dist: float, **_: object) -> float:
    """Mutant: ||W - W*||_F^2 in place of ||W - W*||_F -- wrong along r -> 0 (a Lipschitz Hessian is linear there)."""
    return K**1.5 * (D4 * D8) ** 0.25 * dist**2


_REAL.append(Claim(
    id="thesis.ch4.lemmaC.4.3", paper=PAPER, source=_src("Lemma C.4.3 (C.127), App. C.4, L5847-L5851"),
    statement="(Hessian smoothness of population loss) In the FCN model (4.1), for some constant C_5 > 0, for any "
              "permutation matrix P: ||Hess fbar(W) - Hess fbar(W* P)|| <= C_5 K^{3/2} (sum_l lambda_l (||mu_l|| + "
              "||Sigma_l^{1/2}||)^4 sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^8)^{1/4} ||W - W* P||_F.",
    statement_tex=r"\|\nabla^2 \bar{f}(\mathbf{W}) - \nabla^2 \bar{f}(\mathbf{W}^* \mathbf{P})\| \leq C_5 \cdot "
                  r"K^{\frac{3}{2}} \cdot \left( \sum_{l=1}^L \lambda_l (\|\boldsymbol{\mu}_l\| + "
                  r"\|\boldsymbol{\Sigma}_l^{\frac{1}{2}}\|)^4 \sum_{l=1}^L \lambda_l (\|\boldsymbol{\mu}_l\| + "
                  r"\|\boldsymbol{\Sigma}_l^{\frac{1}{2}}\|)^8 \right)^{\frac{1}{4}} \cdot \|\mathbf{W} - "
                  r"\mathbf{W}^* \mathbf{P}\|_F",
    kind="deterministic", comparison="<=", bound=B.lemma_c4_3_shape, measure=_c43_measure, strategy=_c43_instances,
    constants="hidden", uniform=True,
    directions=(
        Direction("W -> W* (dist = r -> 0)", "r", 0.0, move=_move_r, points=(1e-1, 1e-2, 1e-3, 1e-4)),
        Direction("W far from W* (dist = r -> inf)", "r", INF, move=_move_r, points=(1.0, 10.0, 100.0, 1000.0)),
        Direction("sigma_max, sigma -> 0", "s2", 0.0, move=_move_sigma, points=(0.3, 0.1, 0.03, 0.01)),
        Direction("sigma_max, sigma -> inf", "s2", INF, move=_move_sigma, points=(1.0, 3.0, 10.0, 30.0)),
        Direction("||mu|| -> inf", "mus", INF, move=_move_mean, points=(1.0, 3.0, 10.0, 30.0)),
        Direction("d, K, L, W*", "d", INF, how="search", reason="the strategy draws d in {2, 3}, K <= d, L in {2, 3} (the data model needs L >= 2) and "
                  "W* (kappa <= 4, signal scale in [0.5, 3]); P = I (the statement holds for every P, and P = I is "
                  "one of them)"),
    ),
    mutants={"(D_4 D_8)^{1/2} in place of ^{1/4}": _c43_mut_sqrt, "||W - W*||_F^2 in place of ||W - W*||_F":
             _c43_mut_dist2},
    notes="Uniform shape check (issue 31): lhs = ||Hess fbar(W) - Hess fbar(W*)||_2 with both population Hessians by "
          "tensor Gauss-Hermite quadrature (thmcheck.models.group_imbalance.population_hessian_gmm, labels integrated out, "
          "24^3 / 40^2 nodes), W = W* + r D (D a unit Frobenius direction, r log-uniform in [1e-3, 10]); the shape "
          "K^{3/2} (D_4 D_8)^{1/4} ||W - W*||_F with D_p = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^p. "
          "The printed statement has no ball: W ranges over all of R^{d x K}. It was a record ('hidden constants on "
          "proof-internal quantities'); both sides are computable.",
    settings={"ci": {"max_examples": 12, "budget_s": 10.0}, "dev": {"max_examples": 40}},
))



# ------------------------------------ Lemma C.4.5 (C.129): empirical vs population Hessian, uniform shape check in n

def _c45_rare(inst: dict, n: int) -> dict:
    """The instance with its rare heavy group at sample size n (round 18): the drawn groups keep their shapes with
    weights (1 - eps) base_lam, and one more group N(M u, diag(base_s2[0])) of weight eps = n^-2 and mean M = s n
    (s = rare_s) is added along u (rare_u: a unit vector orthogonal to W*'s columns when K < d, else W*'s weakest
    left singular direction), so sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 stays ~ its base + s^2."""
    eps = float(n) ** -2.0
    lam = np.concatenate([(1.0 - eps) * inst["base_lam"], [eps]])
    mus = np.vstack([inst["base_mus"], inst["rare_s"] * n * inst["rare_u"][None, :]])
    s2 = np.vstack([inst["base_s2"], inst["base_s2"][:1]])
    return {**inst, "n": int(n), "lam": lam, "mus": mus, "s2": s2, "L": len(lam), "rare_eps": eps}


@st.composite
def _c45_instances(draw: st.DrawFn) -> dict:
    """Theorem 2's instance space and a sample size n (log-uniform in [50, 2e4]; deep: [50, 2e5]); half the draws
    (round 18) add a rare heavy group (:func:`_c45_rare`: weight n^-2, mean s n along a direction orthogonal to W*'s
    columns where K < d, s log-uniform in [0.3, 3]) -- the chapter's GMM allows any weights in (0, 1)."""
    hi = 2e5 if active_profile() == "deep" else 2e4
    base = {**draw(_gmm_instances()), "n": int(draw(log_uniform(50.0, hi))), "reps": 8, "rare": False}
    if not draw(st.booleans()):
        return base
    U = np.linalg.svd(base["Wstar"], full_matrices=True)[0]
    inst = {**base, "rare": True, "rare_s": draw(log_uniform(0.3, 3.0)), "rare_u": U[:, -1].copy(),
            "base_lam": base["lam"], "base_mus": base["mus"], "base_s2": base["s2"]}
    return _c45_rare(inst, base["n"])


def _move_rare_n(inst: dict, t: float) -> dict:
    """n = t with the rare heavy group at eps = n^-2, M = s n (its share of the population Hessian ~ s^2 fixed)."""
    return _c45_rare(inst, int(t))


def _c45_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The median over ``reps`` samples of ||Hess f_n(W*) - Hess fbar(W*)||_2: W* lies in every ball B(W*, r), so
    this is at most the sup of (C.129), and the median is at most the (1 - d^-10)-quantile the lemma bounds."""
    Ws, lam, mus, s2, n = inst["Wstar"], inst["lam"], inst["mus"], inst["s2"], int(inst["n"])
    nodes = 24 if inst["d"] == 3 else 40
    Hbar = torch.as_tensor(GI.population_hessian_gmm(Ws, Ws, mus, s2, lam, nodes))
    gen = torch.Generator().manual_seed(int(inst["seed"]) % 2**63)
    W = torch.as_tensor(Ws)
    devs = []
    for _ in range(max(2, min(int(inst["reps"]), int(4e5 // n)))):  # at most ~4e5 samples in all (path extensions)
        x, _ = GI.sample_gmm(n, lam, mus, s2, gen)
        y = GI.sample_labels(W, x, gen)
        _, Hn, _ = GI.erm_grad_hess(W, x, y)
        if not (bool(torch.isfinite(Hn).all()) and bool(torch.isfinite(Hbar).all())):
            raise SolverFailure("a Hessian of f_n or fbar overflowed in float64 (saturated sigmoids: h (1 - h) "
                                "underflows at |w^T x| >~ 700)")
        devs.append(float(torch.linalg.matrix_norm(Hn - Hbar, 2)))
    return Measurement(float(np.median(devs)), {"D2": _dp(inst, 2), "d": inst["d"], "K": inst["K"], "n": n},
                       {"max_over_reps": max(devs), "reps": int(inst["reps"])})


def _move_n(inst: dict, t: float) -> dict:
    return {**inst, "n": int(t)}


def _move_sigma_n(inst: dict, t: float) -> dict:
    """sigma_max = t together with n = 300 t^2: n grows along the path, so a divergence there refutes 'n large
    enough' (Claim.eventually) as well."""
    return {**_move_sigma(inst, t), "n": int(300 * t * t)}


def _c45_escalate(inst: dict, level: int) -> dict:
    """8 x 2^level draws (ci: one doubling at most, as a draw at n = 1e5 costs a second)."""
    return {**inst, "reps": 8 * 2 ** (min(level, 1) if active_profile() == "ci" else level)}


def _c45_mut_no_log(D2: float, d: int, K: int, n: int, **_: object) -> float:
    """Mutant: D_2 in place of D_2 -- dropped: sqrt(dK log n / n) alone, wrong along sigma -> inf."""
    return math.sqrt(d * K * math.log(n) / n)


def _c45_mut_rate(D2: float, d: int, K: int, n: int, **_: object) -> float:
    """Mutant: the rate log n / n in place of sqrt(log n / n) -- wrong along n -> inf."""
    return D2 * d * K * math.log(n) / n


_REAL.append(Claim(
    id="thesis.ch4.lemmaC.4.5", paper=PAPER, source=_src("Lemma C.4.5 (C.129), App. C.4, L5855-L5859"),
    statement="In the FCN model (4.1), for any permutation matrix P, as long as n >= C' dK log dK for some constant "
              "C' > 0: sup_{W in B(W* P, r)} ||Hess f_n(W) - Hess fbar(W)|| <= C_6 sum_l lambda_l (||mu_l|| + "
              "||Sigma_l^{1/2}||)^2 sqrt(dK log n / n) with probability at least 1 - d^-10 for some constant C_6 > 0.",
    kind="probabilistic", comparison="<=", bound=B.lemma_c4_5_shape, measure=_c45_measure, strategy=_c45_instances,
    constants="hidden", uniform=True, eventually=("n",), escalate=_c45_escalate,
    directions=(
        Direction("n -> inf", "n", INF, move=_move_n, points=(3e2, 1e3, 3e3, 1e4, 3e4), grows=("n",)),
        Direction("n -> inf with a rare heavy group (eps = n^-2, M = s n)", "n", INF, move=_move_rare_n,
                  points=(3e2, 1e3, 3e3, 1e4, 3e4), grows=("n",), start=lambda inst: bool(inst.get("rare"))),
        Direction("lambda_min -> 0 (a rare heavy group)", "lambda_min", 0.0, how="search",
                  reason="half the draws carry a group of weight n^-2 (n in [50, 2e4]); the path above moves n and "
                         "the weight together"),
        Direction("sigma -> 0", "s2", 0.0, move=_move_sigma, points=(0.3, 0.1, 0.03, 0.01)),
        Direction("sigma -> inf", "s2", INF, move=_move_sigma, points=(1.0, 2.0, 4.0, 10.0)),
        Direction("||mu|| -> inf", "mus", INF, move=_move_mean, points=(1.0, 2.0, 4.0, 10.0)),
        Direction("d, K, L, W*", "d", INF, how="search", reason="the strategy draws d in {2, 3}, K <= d, L in {2, 3} (the data model needs L >= 2) and "
                  "W*, plus (half the draws) a rare heavy group; P = I and W = W* (a point of every ball B(W*, r))"),
    ),
    mutants={"log n / n in place of sqrt(log n / n)": _c45_mut_rate},
    expect="erratum",
    evidence="Round 18: the generator now draws the chapter's whole range of group weights (a rare heavy group of "
             "weight n^-2 and mean s n along a direction orthogonal to W*'s columns, besides Theorem 2's groups). "
             "Without a heavy sample (probability (1 - n^-2)^n ~ 1 - 1/n, so the median of the 8 draws sees none) "
             "Hess f_n(W*) misses the heavy group's share of Hess fbar(W*), ~ s^2 E[phi'-weights] u u^T (the "
             "mean is orthogonal to W*, so the sigmoids do not saturate), while C_6 sum_l lambda_l (||mu_l|| + "
             "||Sigma_l^{1/2}||)^2 sqrt(dK log n / n) ~ (base + s^2) sqrt(dK log n / n) -> 0: along the path n -> inf "
             "with eps = n^-2, M = s n the ratio grows like sqrt(n / log n) (as it does along the plain n path while n << "
             "1/eps). Search (ci): from a rare-group draw, the path n -> inf, 9 points over 4 decades, ratio 0.10 -> "
             "6.6, log-slope 0.45 [0.44, 0.47] (every point confirmed in float64); before round 18 (Theorem 2's "
             "groups only) the claim held. The same mechanism as "
             "thesis.ch4.lemmaC.4.5-rare-group (round 17, a certified quantile bound at d = 2, K = 1, audited); "
             "here on Theorem 2's draws (d <= 3, K <= d) with the claim's own measurement. Every hypothesis holds "
             "(lambda_l in (0, 1), Sigma_l positive definite, L >= 2; n >= C' dK log dK eventually along the path). "
             "Second path: tests/test_thesis_r17_thesisC2.py::test_c45_rare_heavy_group_hessian_concentration (Monte "
             "Carlo of the empirical Hessian, numpy, no project code).",
    no_correction_reason="a concentration bound needs the heavy groups sampled: with the weighted S it fails once n "
                         "lambda_min << 1; a corrected rate needs S_max = max_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 and n "
                         ">~ 1/lambda_min (matrix Bernstein), not certified here",
    second_path="tests/test_thesis_r17_thesisC2.py::test_c45_rare_heavy_group_hessian_concentration",
    notes="Uniform shape check (issue 31): lhs = the median over 8 samples (escalate: 8 x 2^level) of "
          "||Hess f_n(W*) - Hess fbar(W*)||_2, f_n's Hessian in closed form (C.71)-(C.73) with labels y ~ Bern(H(W*, "
          "x)), fbar's by quadrature. W* is in every ball B(W*, r) (r of (C.81) need not be computed), so the value "
          "there is at most the sup; the median is at most the (1 - d^-10)-quantile the lemma bounds, so a divergence "
          "of the median refutes the printed statement. n >= C' dK log dK is 'large enough' (eventually n). It was a "
          "record ('hidden constants on proof-internal quantities'). Missing: a planted mutant along a second "
          "direction -- 'D_2 dropped' diverges along sigma -> inf only at fixed n (conditional under eventually n), "
          "and a path growing n with sigma (n = 300 sigma^2) made the engine's path extensions cost minutes; draws "
          "per point are capped at 4e5 samples in all.",
    settings={"ci": {"max_examples": 8, "budget_s": 12.0}, "dev": {"max_examples": 30}},
))



# ---------------------------------------------- (C.35)-(C.36), L5356-L5371: beta_0 - alpha_0^2 as sigma -> 0+

def _c36_measure(inst: dict, ctx: Ctx) -> Measurement:
    v0, _ = GI.rho_gaps(inst["mu"], inst["sigma"], torch_dtype(ctx.dtype), ctx.device)
    return Measurement(v0, {"mu": inst["mu"], "sigma": inst["sigma"]})


def _c36_mut_no_mu(mu: float, sigma: float, **_: object) -> float:
    return sigma**4 / 128


_REAL.append(Claim(
    id="thesis.ch4.eqC.35-C.36", paper=PAPER, source=_src("Property 4 (1), proof (C.35)-(C.36), App. C.2, L5356-L5371"),
    statement="beta_0(i, u, sigma) - alpha_0(i, u, sigma)^2 = (1/128) sigma^4 + mu^2 sigma^4/64 + o(sigma^4) as "
              "sigma -> 0+ (C.35), and its limit (C.36), mu = u_i.",
    statement_tex=r"\lim_{\sigma \rightarrow 0^+} (\beta_0(i, \mathbf{u}, \sigma) - \alpha_0(i, \mathbf{u}, "
                  r"\sigma)^2) = \frac{1}{128}\sigma^4 + \frac{\mu^2\sigma^4}{64} + o(\sigma^4)",
    kind="step", comparison="==", bound=B.c36_leading, measure=_c36_measure, strategy=_c37_instances,
    mutants={"mu^2 term dropped": _c36_mut_no_mu},
    notes="lhs = beta_0 - alpha_0^2 = Var_{z ~ N(mu,1)} phi'(sigma z) by the variance-form quadrature (no "
          "cancellation) at sigma in [1e-3, 1e-2], against the printed leading term at 1 % relative tolerance.",
    rtol=0.01, atol=0.0, settings={"ci": {"max_examples": 30, "budget_s": 3.0}},
    domain=(
        Param("sigma", 0, INF, lo_closed=False, text="sigma -> 0+ (an expansion)", far=1e-2,
              unreached="upper end: an expansion as sigma -> 0+; sampled in [1e-3, 1e-2]"),
        Param("mu", -INF, INF, text="mu = u_i in R", far=5.0, unreached="|mu| <= 5: the leading coefficient is a "
              "polynomial in mu, exact in mu")),
))


# ---------------------------------------------- (C.39), L5392: the limit of rho as sigma -> 0+ (a closed form)

@st.composite
def _c39_instances(draw: st.DrawFn) -> dict:
    d = draw(st.integers(2, 4))
    seed = draw(SEEDS)
    u = np.random.default_rng(seed).normal(0, draw(log_uniform(0.01, 3.0)), d)
    if draw(st.booleans()):
        u[0] = 0.0
    return {"d": d, "u": np.array([_dy(x) for x in u]), "sigma": draw(log_uniform(1e-3, 3e-3)), "seed": seed}


def _c39_measure(inst: dict, ctx: Ctx) -> Measurement:
    return Measurement(GI.rho_torch(inst["u"], inst["sigma"]), {"u": inst["u"], "sigma": inst["sigma"]})


def _c39_mut_half(u: np.ndarray, sigma: float, **_: object) -> float:
    return 0.5 * B.c39_corrected(u, sigma)


_REAL.append(Claim(
    id="thesis.ch4.eqC.39", paper=PAPER, source=_src("Property 4 (1), proof (C.39), App. C.2, L5390-L5393"),
    statement="lim_{sigma -> 0+} rho(u, sigma) = min_{j in [d], u_j != mu} {(u_j^2 + 1)} (1/128) sigma^4 (C.39), "
              "rho of Definition C.2.2 (C.6).",
    statement_tex=r"\lim_{\sigma \rightarrow 0^+} \rho(\mathbf{u}, \sigma) = \min_{j \in [d], u_j \neq \mu} "
                  r"\{(u_j^2 + 1)\} \frac{1}{128}\sigma^4",
    kind="step", comparison="==", bound=B.c39_printed, measure=_c39_measure, strategy=_c39_instances,
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/thesis.md): confirmed. rho (C.6) is a min over i != j of (u_j^2 + 1)(beta_0 - alpha_0^2)(i) and of the beta_2 "
             "terms; by (C.36) (right, ratio 0.9998) beta_0 - alpha_0^2 = (1/128 + u_i^2/64) sigma^4 + o(sigma^4), so "
             "the limit keeps a factor (1 + 2 u_i^2) that (C.39) drops (and the beta_2 branch, Theta(sigma^4) by the "
             "corrected (C.37), can be the min). u = (1, 0.5), sigma = 3e-3: rho/sigma^4 = 0.023437 (quadrature, "
             "thmcheck.models.group_imbalance.rho_torch) against the printed min_j (u_j^2 + 1)/128 = 0.009766; at u = 0 the two "
             "agree (1/128). The property's conclusion rho = Theta(sigma^4) holds (thesis.ch4.propertyC.4); read as a "
             "lower bound, lim rho/sigma^4 >= min_j (u_j^2 + 1)/128, the display would hold.",
    corrected=B.c39_corrected,
    corrected_text="lim_{sigma -> 0+} rho(u, sigma)/sigma^4 = min{ min_{i != j} (u_j^2 + 1)(1 + 2 u_i^2)/128, "
                   "min_i (m6 - m4^2/m2)(u_i)/256 } with m_k the moments of N(u_i, 1); in particular >= "
                   "min_j (u_j^2 + 1)/128, with equality at u = 0",
    second_path="tests/test_thesis_ch4_solver.py::test_c39_limit_of_rho_keeps_the_u_i_factor",
    mutants={"half the corrected limit": _c39_mut_half},
    notes="lhs = rho(u, sigma) by the stable variance-form quadrature at sigma in [1e-3, 3e-3] (the o(sigma^4) is "
          "below 1e-4 relative there), compared with the printed limit at 1 % relative tolerance. The condition "
          "'u_j != mu' names mu, which (C.35)-(C.38) use for u_i; j is read as ranging over [d] (any reading of the "
          "index set gives at most min_j (u_j^2 + 1)/128, below the measured limit when u != 0).",
    rtol=0.01, atol=0.0, settings={"ci": {"max_examples": 30, "budget_s": 3.0}},
    domain=(
        Param("sigma", 0, INF, lo_closed=False, text="sigma -> 0+ (a limit)", far=1e-2,
              unreached="upper end: a limit as sigma -> 0+; sampled in [1e-3, 3e-3]"),
        Param("d", 2, INF, integer=True, text="u in R^d", unreached="d <= 4: " + _BIG_D)),
))



# ------------------------------------------------- Lemma C.6.3 (C.236): ||Q^_1 - Q_1||, uniform shape check

def _dpsi(inst: dict, m: int) -> float:
    """D_m(Psi) of (C.8): sum_l lambda_l (||mu_l|| / ||Sigma_l^{-1}||^{-1/2} + 1)^m (diagonal: ||Sigma^-1||^-1/2 =
    min sqrt s2)."""
    return float(np.sum(inst["lam"] * (np.linalg.norm(inst["mus"], axis=1) / np.sqrt(inst["s2"].min(1)) + 1) ** m))


def _c63_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Median over ``reps`` samples of ||Q^_1 - Q_1|| (Q_1 exact by Stein's identity, TI.population_q; Q^_1 the sample
    mean of y S_1(x), TI.empirical_q1): the median is at most the (1 - 2 n^-Omega(d))-quantile once that
    probability is >= 1/2 (n large enough)."""
    Ws, lam, mus, s2, n = inst["Wstar"], inst["lam"], inst["mus"], inst["s2"], int(inst["n"])
    Q1 = TI.population_q(Ws, lam, mus, s2)[0]
    gen = torch.Generator().manual_seed(int(inst["seed"]) % 2**63)
    W = torch.as_tensor(Ws)
    devs = []
    reps = int(inst["reps"]) // (2 if active_profile() == "ci" else 1)  # ci: half the draws
    for _ in range(max(2, min(reps, int(1e5 // n)))):  # at most ~1e5 samples per point
        x, _ = GI.sample_gmm(n, lam, mus, s2, gen)
        y = GI.sample_labels(W, x, gen)
        devs.append(float(np.linalg.norm(TI.empirical_q1(x, y, lam, mus, s2) - Q1)))
    sig = np.sqrt(s2)
    return Measurement(float(np.median(devs)), {"tau": float(sig.max() / sig.min()), "D2psi": _dpsi(inst, 2),
                                                "d": inst["d"], "n": n, "sigma_min": float(sig.min())},
                       {"max_over_reps": max(devs), "Q1_norm": float(np.linalg.norm(Q1))})


def _c63_mut_sigma(tau: float, D2psi: float, d: int, n: int, **_: object) -> float:
    """Mutant: sqrt(d log n / n) alone (tau^2 sqrt(D_2) dropped) -- wrong along ||mu|| -> inf."""
    return math.sqrt(d * math.log(n) / n)


_N_CAP = 100_000  # the largest n a path point of Lemma C.6.3 draws (the engine extends paths by decades)


def _move_sigma_n2(inst: dict, t: float) -> dict:
    """sigma_max = t with n = 100 / t, capped at _N_CAP (n grows as sigma -> 0, uncapped over 3 decades of t: a
    divergence refutes 'n large enough' too)."""
    return {**_move_sigma(inst, t), "n": min(_N_CAP, int(100 / t))}


def _move_n_capped(inst: dict, t: float) -> dict:
    return {**inst, "n": min(_N_CAP, int(t))}


def _move_scale_n2(inst: dict, t: float) -> dict:
    """The data scale: x -> (t / sigma_max) x (means and standard deviations scaled together, so tau and D_m(Psi) are
    unchanged), with n = 20 / t (n grows as t -> 0: a divergence refutes 'n large enough' too)."""
    s = float(np.sqrt(inst["s2"].max()))
    return {**inst, "s2": inst["s2"] * (t / s) ** 2, "mus": inst["mus"] * (t / s), "n": min(_N_CAP, max(20, int(20 / t)))}


_C63_UNIFORM = Claim(
    id="thesis.ch4.lemmaC.6.3", paper=PAPER, source=_src("Lemma C.6.3 (C.236), App. C.6, L6405-L6407; D_m (C.8) L5160"),
    statement="Let Q^_1 be the empirical version of Q_1 using dataset S. Then with probability at least 1 - 2 n^{-Omega(d)}: "
              "||Q^_1 - Q_1|| <~ (tau^2 sqrt(D_2(Psi))) sqrt(d log n / n).",
    statement_tex=r"\|\widehat{\mathbf{Q}}_1 - \mathbf{Q}_1\| \lesssim (\tau^2 \sqrt{D_2(\Psi)}) \cdot "
                  r"\sqrt{\frac{d \log n}{n}}",
    kind="probabilistic", comparison="<=", bound=B.lemma_c6_3_shape, measure=_c63_measure, strategy=_c45_instances,
    constants="hidden", uniform=True, eventually=("n",), escalate=_c45_escalate,
    directions=(
        Direction("n -> inf", "n", INF, move=_move_n_capped, points=(1e2, 3e2, 1e3, 3e3), grows=("n",)),
        Direction("sigma -> 0 with n = 100/sigma", "s2", 0.0, move=_move_sigma_n2, points=(1.0, 0.5, 0.25, 0.1),
                  grows=("n",)),
        Direction("data scale -> 0 (mu, sigma together) with n = 20/t", "s2", 0.0, move=_move_scale_n2,
                  points=(1.0, 0.5, 0.25, 0.1), grows=("n",)),
        Direction("sigma -> inf", "s2", INF, move=_move_sigma, points=(1.0, 2.0, 4.0, 10.0)),
        Direction("||mu|| -> inf", "mus", INF, move=_move_mean, points=(1.0, 2.0, 4.0, 10.0)),
        Direction("d, K, L, W*", "d", INF, how="search", reason="the strategy draws d in {2, 3}, K <= d, L in {2, 3} "
                  "(the data model needs L >= 2), W*"),
    ),
    mutants={"tau^2 sqrt(D_2) dropped": _c63_mut_sigma},
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round3/thesis.md): confirmed. The score S_1(x) = sum_l post_l(x) Sigma_l^{-1}(x - mu_l) scales as sigma^-1, so "
             "||Q^_1 - Q_1|| ~ sd(y S_1(x)) / sqrt(n) grows like 1/(sigma sqrt(n)) as the covariances shrink, while "
             "tau^2 sqrt(D_2(Psi)) sqrt(d log n / n) stays bounded (sigma -> 0 with means fixed: D_2 ~ (||mu|| / "
             "sigma)^2, so the shape ~ sigma^-1 too, but with mu = 0 it is scale-free) -- the search finds the "
             "ratio unbounded with n growing along the path (n = 100/sigma; data scale with n = 20/t). The same "
             "missing scale as (C.235) (thesis.ch4.lemmaC.6.2) and (C.267) (thesis.ch4.eqC.267).",
    corrected=B.lemma_c6_3_corrected,
    corrected_text="||Q^_1 - Q_1|| <~ sigma_min^{-1} tau^2 sqrt(D_2(Psi)) sqrt(d log n / n) (the sigma_min^-1 scale of "
                   "the score S_1 restored)",
    second_path="tests/test_thesis24_c267.py::test_c236_q1_error_scales_like_sigma_minus_1",
    notes="Uniform shape check (issue 31): lhs = median over 8 samples (escalate: 8 x 2^level) of ||Q^_1 - Q_1||_2, "
          "Q_1 exact (Stein's identity), Q^_1 = mean of y S_1(x) with y ~ Bern(H(W*, x)); shape tau^2 sqrt(D_2(Psi)) "
          "sqrt(d log n/n), D_2 of (C.8). It was a record ('hidden constants on proof-internal quantities'), then a "
          "written but unregistered uniform check (cost); registered in round 3 with n capped at 1e5 per path point "
          "and at most 1e5 samples per point. Round 18: the generator (shared with thesis.ch4.lemmaC.4.5) also draws "
          "a rare heavy group (weight n^-2, mean s n orthogonal to W*); the score functions of the mixture stay O(1) "
          "on a heavy sample, so no crossing is expected from it. From such a draw (d = K = 3, L = 4, n = 50, s = 3, "
          "seed 12830) the corrected claim's path 'sigma -> inf' rises 0.010 -> 0.125 over 3 decades (ci: "
          "'potential', slope in log t 0.017) and plateaus: 0.12465, 0.12498, 0.12501 at t = 1e3, 1e4, 1e5 (data "
          "seeds 1, 2: 0.0987, 0.0989, 0.0989 and 0.0946, 0.0948, 0.0948): bounded, settled as holds.",
    settings={"ci": {"max_examples": 2, "budget_s": 6.0}, "dev": {"max_examples": 30},
              "deep": {"max_examples": 60}},
    domain=(
        Param("n", 1, INF, integer=True, text="n samples (large enough)", far=1e5,
              unreached="n log-uniform in [50, 2e4] (deep: 2e5); the n paths go to 3e4"),
        Param("d", 1, INF, integer=True, text="x in R^d", unreached="d <= 3 (Theorem 2's instance space)")),
)


_REAL.append(_C63_UNIFORM)


# ------------------------------------------------- (C.267), L6563: the moment bound in the proof of Lemma C.6.2

def _c267_lhs(inst: dict) -> tuple[float, np.ndarray]:
    """max over unit v of |E_x[sigma_min^-6 (v^T U^T x)^3]| (U the orthonormal column span of W*, an admissible U^),
    in closed form: for a = U v and x ~ sum_l lambda_l N(mu_l, Sigma_l), E (a^T x)^3 = sum_l lambda_l (m_l^3 + 3 m_l
    s_l^2) with m_l = a^T mu_l, s_l^2 = a^T Sigma_l a. The max runs over 512 unit v from the seed and the +-e_k."""
    Ws, lam, mus, s2 = inst["Wstar"], inst["lam"], inst["mus"], inst["s2"]
    U = np.linalg.svd(Ws, full_matrices=False)[0]
    K = U.shape[1]
    V = np.random.default_rng(int(inst["seed"]) + 267).normal(size=(512, K))
    V = np.vstack([np.eye(K), V / np.linalg.norm(V, axis=1, keepdims=True)])
    A = V @ U.T                                             # (n_v, d) unit vectors a = U v
    m = A @ mus.T                                           # (n_v, L)
    s = (A**2) @ s2.T                                       # (n_v, L): a^T Sigma_l a (diagonal Sigma_l)
    third = (m**3 + 3 * m * s) @ lam
    smin = float(np.sqrt(s2.min()))
    k = int(np.argmax(np.abs(third)))
    return float(abs(third[k])) / smin**6, V[k]


def _c267_measure(inst: dict, ctx: Ctx) -> Measurement:
    lhs, v = _c267_lhs(inst)
    sig = np.sqrt(inst["s2"])
    return Measurement(lhs, {"tau": float(sig.max() / sig.min()), "D6psi": _dpsi(inst, 6),
                             "sigma_min": float(sig.min())},
                       {"v": v.tolist(), "mean_norm_max": float(np.linalg.norm(inst["mus"], axis=1).max())})


def _c267_mut_no_d6(tau: float, D6psi: float, **_: object) -> float:
    """Mutant: sqrt(D_6) dropped (tau^6 alone) -- wrong along ||mu|| -> inf (lhs ~ ||mu||^3)."""
    return tau**6


@st.composite
def _c267_instances(draw: st.DrawFn) -> dict:
    """Theorem 2's instance space (d in {2, 3}, K <= d, L in {2, 3}, W*, means and covariances) and a data scale
    t log-uniform in [1e-2, 1e2] applied to means and standard deviations together (tau and D_m(Psi) unchanged)."""
    base = draw(_gmm_instances())
    return _move_scale(base, draw(log_uniform(1e-2, 1e2)))


def _move_scale(inst: dict, t: float) -> dict:
    """x -> (t / sigma_max) x: means and standard deviations scaled together (tau and D_m(Psi) unchanged)."""
    s = float(np.sqrt(inst["s2"].max()))
    return {**inst, "s2": inst["s2"] * (t / s) ** 2, "mus": inst["mus"] * (t / s)}


_REAL.append(Claim(
    id="thesis.ch4.eqC.267", paper=PAPER,
    source=_src("(C.267), proof of Lemma C.6.2, App. C.6.4, L6563; the expectation term of (C.266) L6561; D_m (C.8) L5160; "
                "tau L5067"),
    statement="E[|Gr_i|^p] <~ (E_{x ~ sum_l N(mu_l, Sigma_l)} [sigma_min^-6 (v^T U^T x)^3])^p <~ tau^{6p} "
              "sqrt(D_6(Psi))^p, ||v|| = 1; checked: its last inequality (p-th root), E_x[sigma_min^-6 "
              "(v^T U^T x)^3] <~ tau^6 sqrt(D_6(Psi)) for every unit v.",
    statement_tex=r"\mathbb{E}[|Gr_i|^p] \lesssim (\mathbb{E}_{\mathbf{x} \sim \sum_{l=1}^L \mathcal{N}"
                  r"(\boldsymbol{\mu}_l, \boldsymbol{\Sigma}_l)} [\sigma_{\min}^{-6} (\mathbf{v}^\top "
                  r"\hat{\mathbf{U}}^\top \mathbf{x})^3])^p \lesssim \tau^{6p} \sqrt{D_6(\Psi)}^p",
    kind="step", comparison="<=", bound=B.c267_shape, measure=_c267_measure, strategy=_c267_instances,
    constants="hidden", uniform=True,
    directions=(
        Direction("data scale -> 0 (mu, sigma together)", "s2", 0.0, move=_move_scale,
                  points=(1.0, 0.3, 0.1, 0.03, 0.01)),
        Direction("data scale -> inf", "s2", INF, move=_move_scale, points=(1.0, 3.0, 10.0, 30.0)),
        Direction("||mu|| -> inf", "mus", INF, move=_move_mean, points=(1.0, 3.0, 10.0, 30.0)),
        Direction("sigma -> 0 (means fixed)", "s2", 0.0, move=_move_sigma, points=(1.0, 0.3, 0.1, 0.03)),
        Direction("d, K, L, W*, v", "d", INF, how="search", reason="the strategy draws d in {2, 3}, K <= d, L in "
                  "{2, 3} (the data model needs L >= 2), W*, means, covariances; U^ = U (admissible); v: the max over "
                  "515 unit vectors"),
    ),
    mutants={"sqrt(D_6) dropped": _c267_mut_no_d6},
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round3/thesis.md): confirmed. Closed form, no sampling: E (a^T x)^3 = sum_l lambda_l (m_l^3 + 3 m_l s_l^2). Under the "
             "data scale x -> t x (means and standard deviations together) tau and D_6(Psi) are unchanged, so the "
             "right side is scale-free, while sigma_min^-6 (v^T U^T x)^3 scales as t^-3: the ratio grows like t^-3 "
             "as t -> 0 (the sigma^-3 factor the audit of (C.235) found missing). E.g. d = K = 1, L = 2, W* = 1, "
             "lambda = (0.3, 0.7), mu = (t, -t/2), sigma = t: lhs = 0.3 (1 + 3) t^3 + 0.7 (-1/8 - 3/2) t^3 = "
             "0.0625 t^3 / t^6 = 0.0625 t^-3, shape tau^6 sqrt(D_6) = sqrt(0.3 * 2^6 + 0.7 * 1.5^6) = 5.21.",
    corrected=B.c267_corrected,
    corrected_text="E_x[sigma_min^-6 (v^T U^T x)^3] <~ sigma_min^-3 tau^6 sqrt(D_6(Psi)) (the sigma_min^-3 scale "
                   "restored; even sigma_min^-3 tau^3 sqrt(D_6) holds, by Jensen)",
    second_path="tests/test_thesis24_c267.py::test_c267_third_moment_scales_like_t_minus_3",
    notes="Uniform shape check of a proof display (issue 30/31): lhs = max over unit v of |E_x[sigma_min^-6 (v^T U^T "
          "x)^3]| in closed form (U the column span of W*, an admissible U^), shape tau^6 sqrt(D_6(Psi)); the p-th "
          "root of the display's last inequality (the same statement for each fixed p, up to the constant). "
          "sigma_min = min_l ||Sigma_l^{-1}||^{-1/2}, tau = sigma_max / sigma_min, D_6 of (C.8). Also covers the "
          "expectation term of (C.266).",
    settings={"ci": {"max_examples": 20, "budget_s": 3.0}, "dev": {"max_examples": 100}},
    domain=(
        Param("scale", 0, INF, lo_closed=False, key="sigma_min", text="the data scale (means and covariances)",
              far=1e-2, unreached="sigma_min in [~5e-3, ~2e2] from the scale draw; the path goes to 1e-2 of the "
                                 "drawn scale"),
        Param("d", 2, INF, integer=True, text="x in R^d", unreached="d <= 3 (Theorem 2's instance space)")),
))


# ------------------------------------------------- Lemma C.4.2 (C.126): Hessian Lipschitz ratio, uniform shape check

def _c42_measure(inst: dict, ctx: Ctx) -> Measurement:
    """E_x[sup over W != W' in the ball of ||Hess l(W, x) - Hess l(W', x)|| / ||W - W'||_F], bounded below by its
    limit W' -> W = W* (a point of every ball B(W*P, r), P = I): E_x[max_Delta ||d/dt Hess l(W* + t Delta, x)||_2]
    over unit-Frobenius directions Delta (the K d coordinate directions and 8 random ones from the seed), the
    directional derivative by forward-mode autodiff of the closed-form Hessian (C.72)-(C.73) (GI.hessian_c73), the
    expectation by the mean over ``n`` draws of x from the mixture and y ~ Bern(H(W*, x)) (standard error a term)."""
    from torch.func import jvp, vmap

    Ws, lam, mus, s2 = inst["Wstar"], inst["lam"], inst["mus"], inst["s2"]
    d, K = Ws.shape
    gen = torch.Generator().manual_seed(int(inst["seed"]) % 2**63)
    x, _ = GI.sample_gmm(int(inst["n"]), lam, mus, s2, gen)
    W = torch.as_tensor(Ws)
    y = GI.sample_labels(W, x, gen).to(W.dtype)
    rng = np.random.default_rng(int(inst["seed"]) + 42)
    dirs = [np.eye(d * K)[i].reshape(d, K) for i in range(d * K)] + list(rng.normal(size=(8, d, K)))
    best = torch.zeros(x.shape[0], dtype=W.dtype)
    for D in dirs:
        Dt = torch.as_tensor(D / np.linalg.norm(D))

        def dhess(xi: torch.Tensor, yi: torch.Tensor, Dt: torch.Tensor = Dt) -> torch.Tensor:
            return jvp(lambda w: GI.hessian_c73(w, xi, yi), (W,), (Dt,))[1].reshape(d * K, d * K)

        dH = vmap(dhess)(x, y)
        if not bool(torch.isfinite(dH).all()):  # H(W*, x) rounds to 0 or 1 in float64: (C.73) divides by H(1-H)
            raise SolverFailure("Hessian derivative not finite in float64 (sigmoid saturated: |w^T x| > ~36)")
        best = torch.maximum(best, torch.linalg.matrix_norm(dH, ord=2))
    v = best.numpy()
    # the mean without an interval, as the other uniform checks of App. C (median over draws): the engine judges a
    # uniform claim by its divergence path, where the Monte Carlo error (reported as a term) is far below the ratio's
    # growth; with an interval the per-instance re-judge of a statistical crossing does not apply to a shape
    return Measurement(float(v.mean()), {"d": d, "K": K, "mus_inf": np.abs(mus).max(1), "sigma_op": s2.max(1),
                                         "lam": lam},
                       {"sigma_min": float(np.sqrt(s2.min())), "mc_stderr": float(v.std(ddof=1) / np.sqrt(len(v))),
                        "mean_norm_max": float(np.linalg.norm(mus, axis=1).max())})


@st.composite
def _c42_instances(draw: st.DrawFn) -> dict:
    """Theorem 2's instance space (d in {2, 3}, K <= d, L in {2, 3}, W*, means, covariances) with a data scale t
    log-uniform in [1e-2, 10] applied to means and standard deviations together, and n = 400 draws of x (ci; above
    scale ~10 the sigmoid saturates in float64 and the measurement raises SolverFailure)."""
    base = draw(_gmm_instances())
    return {**_move_scale(base, draw(log_uniform(1e-2, 10.0))), "n": 400 if active_profile() == "ci" else 2000}


def _c42_escalate(inst: dict, level: int) -> dict:
    return {**inst, "n": int(inst["n"]) * 4**level}


def _c42_mut_no_k(d: int, K: int, mus_inf: np.ndarray, sigma_op: np.ndarray, lam: np.ndarray, **_: object) -> float:
    """Mutant: the mixture factor squared (power 6 of the scale in place of 3 at small scale) -- wrong along the data
    scale -> 0 even under the ||Sigma^{1/2}|| reading."""
    return B.lemma_c4_2_sqrt_sigma(d, K, mus_inf, sigma_op, lam) ** 2


_REAL.append(Claim(
    id="thesis.ch4.lemmaC.4.2", paper=PAPER, source=_src("Lemma C.4.2 (C.126), App. C.4, L5843-L5846"),
    statement="With the FCN model (4.1) and the Gaussian mixture model, for any permutation matrix P, for some constant "
              "C_12 > 0: E_x[sup_{W != W' in B(W* P, r)} ||Hess l(W, x) - Hess l(W', x)|| / ||W - W'||_F] <= C_12 "
              "d^{3/2} K^{5/2} sqrt(sum_l lambda_l (||mu_l||_inf + ||Sigma_l||)^2 sum_l lambda_l (||mu_l||_inf + "
              "||Sigma_l||)^4).",
    statement_tex=r"\mathbb{E}_{\mathbf{x}} \left[ \sup_{\mathbf{W} \neq \mathbf{W}' \in \mathbb{B}(\mathbf{W}^* "
                  r"\mathbf{P}, r)} \frac{\|\nabla^2 \ell(\mathbf{W}, \mathbf{x}) - \nabla^2 \ell(\mathbf{W}', "
                  r"\mathbf{x})\|}{\|\mathbf{W} - \mathbf{W}'\|_F} \right] \leq C_{12} \cdot d^{\frac{3}{2}} "
                  r"K^{\frac{5}{2}} \sqrt{\sum_{l=1}^L \lambda_l (\|\boldsymbol{\mu}_l\|_\infty + "
                  r"\|\boldsymbol{\Sigma}_l\|)^2 \sum_{l=1}^L \lambda_l (\|\boldsymbol{\mu}_l\|_\infty + "
                  r"\|\boldsymbol{\Sigma}_l\|)^4}",
    kind="deterministic", comparison="<=", bound=B.lemma_c4_2_shape, measure=_c42_measure, strategy=_c42_instances,
    constants="hidden", uniform=True, escalate=_c42_escalate,
    readings=(Reading("||Sigma_l^{1/2}||", "||Sigma_l|| read as ||Sigma_l^{1/2}|| (the scale of x, as in (C.127) and "
                      "Lemmas C.4.3-C.4.5): the two terms of each factor then have the same unit",
                      bound=B.lemma_c4_2_sqrt_sigma),),
    directions=(
        Direction("data scale -> 0 (mu, sigma together)", "s2", 0.0, move=_move_scale,
                  points=(1.0, 0.3, 0.1, 0.03, 0.01)),
        Direction("data scale -> inf", "s2", INF, move=_move_scale, points=(1.0, 3.0, 10.0, 30.0)),
        Direction("sigma -> 0 (means fixed)", "s2", 0.0, move=_move_sigma, points=(1.0, 0.3, 0.1, 0.03)),
        Direction("||mu|| -> inf", "mus", INF, move=_move_mean, points=(1.0, 3.0, 10.0, 30.0)),
        Direction("d, K, L, W*", "d", INF, how="search", reason="the strategy draws d in {2, 3}, K <= d, L in {2, 3} "
                  "(the data model needs L >= 2), W*; the sup over pairs is bounded below by its limit at W = W* "
                  "(every ball B(W*P, r) contains W*P), P = I"),
    ),
    mutants={"mixture factor squared": _c42_mut_no_k},
    expect="erratum as printed",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round3/thesis.md): confirmed as printed. The third derivative of l in W is a cubic form in x, so the left side scales like "
             "t^3 under the data scale x -> t x (means and standard deviations together), while the printed factor, "
             "with ||Sigma_l|| = sigma^2 (a squared length) added to ||mu_l||_inf (a length), scales like t^6 when "
             "the means are 0 or scale with sigma: the ratio grows like t^-3 as t -> 0. Under the reading "
             "||Sigma_l^{1/2}|| both factors scale like t^3 and the check finds no divergence.",
    no_correction_reason="the reading ||Sigma_l^{1/2}|| is the corrected statement (checked as a Reading in the same run)",
    second_path="tests/test_thesis24_c267.py::test_c126_third_derivative_scales_like_t3",
    notes="Uniform shape check (issue 31): it was a record ('hidden constants and a supremum over pairs in the "
          "ball'). The supremum over pairs is bounded below by its limit at W = W*, which refutes the printed "
          "statement wherever that lower bound diverges against the shape. ||mu_l||_inf the max-norm of the mean, "
          "||Sigma_l|| the spectral norm (diagonal covariances: max variance).",
    settings={"ci": {"max_examples": 6, "budget_s": 8.0}, "dev": {"max_examples": 40}},
    domain=(
        Param("scale", 0, INF, lo_closed=False, key="sigma_min", text="the data scale (means and covariances)",
              far=1e-2, unreached="sigma_min from ~5e-3 to ~20 (scale draw in [1e-2, 10]); paths go 2 decades on; "
                                 "beyond ~10 the float64 sigmoid saturates (SolverFailure)"),
        Param("d", 2, INF, integer=True, text="x in R^d", unreached="d <= 3 (Theorem 2's instance space)")),
))


TEX_C51 = (r"\sup_{\mathbf{W} \in \mathbb{B}(\mathbf{W}^* \mathbf{P}, r)} \|\nabla \tilde{f}_n(\mathbf{W}) - \nabla "
           r"\tilde{f}(\mathbf{W})\| \leq C_{13} \cdot \sqrt{K \sum_{l=1}^L \lambda_l (\|\boldsymbol{\mu}_l\| + "
           r"\|\boldsymbol{\Sigma}_l\|)^2} \sqrt{\frac{d \log n}{n}} (1 + \xi)")


# ------------------------------------------------- Lemma C.5.1 (C.204): gradient deviation, uniform shape check

def _c51_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Median over ``reps`` samples of ||grad f~_n(W*) - grad f~(W*)||_2 = ||grad f_n(W*) + (1/n) sum_i nu_i||_2: W*
    lies in every ball B(W*P, r) (P = I), so this is at most the sup of (C.204); grad fbar(W*) = 0 (the population
    cross-entropy is minimised at the label model's W*) and E nu_i = 0 (L6268). grad f_n by (C.71) (GI.erm_grad),
    labels y ~ Bern(H(W*, x)); nu_i i.i.d. entries +-xi (Rademacher: zero mean, |(nu_i)_jk| <= xi as L5051
    requires; ||nu_i||_F = xi sqrt(dK), ||mean nu_i|| ~ xi sqrt(dK / n)). The median is at most the (1 - d^-10)-quantile the lemma bounds."""
    Ws, lam, mus, s2, n, xi = inst["Wstar"], inst["lam"], inst["mus"], inst["s2"], int(inst["n"]), float(inst["xi"])
    gen = torch.Generator().manual_seed(int(inst["seed"]) % 2**63)
    W = torch.as_tensor(Ws)
    d, K = Ws.shape
    devs = []
    for _ in range(max(2, min(int(inst["reps"]), int(1e5 // n)))):  # at most ~1e5 samples per point
        x, _ = GI.sample_gmm(n, lam, mus, s2, gen)
        y = GI.sample_labels(W, x, gen).to(W.dtype)
        ones = torch.ones(d, K, dtype=W.dtype)  # nu_i entries +-xi (Rademacher): zero mean, |(nu_i)_jk| <= xi (L5051)
        nu_mean = xi * (2.0 * torch.binomial(n * ones, 0.5 * ones, generator=gen) - n) / n
        g = GI.erm_grad(W, x, y) + nu_mean
        devs.append(float(torch.linalg.matrix_norm(g, ord=2)))
    return Measurement(float(np.median(devs)),
                       {"K": K, "mus_norm": np.linalg.norm(mus, axis=1), "sigma_op": s2.max(1), "lam": lam, "d": d,
                        "n": n, "xi": xi},
                       {"max_over_reps": max(devs), "sigma_min": float(np.sqrt(s2.min()))})


@st.composite
def _c51_instances(draw: st.DrawFn) -> dict:
    """Theorem 2's instance space, a data scale t log-uniform in [1e-2, 10] (means and standard deviations
    together), n log-uniform in [50, 2e4], noise scale xi in [0, 1] (0 first), 8 draws per point (ci: 4)."""
    base = draw(_gmm_instances())
    return {**_move_scale(base, draw(log_uniform(1e-2, 10.0))), "n": int(draw(log_uniform(50.0, 2e4))),
            "xi": draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0)), "reps": 4 if active_profile() == "ci" else 8}


def _move_scale_n(inst: dict, t: float) -> dict:
    """The data scale t (means and standard deviations together) with n = 20 / t, capped at _N_CAP (n grows as
    t -> 0)."""
    return {**_move_scale(inst, t), "n": min(_N_CAP, max(20, int(20 / t)))}


def _move_xi(inst: dict, t: float) -> dict:
    return {**inst, "xi": t}


def _c51_mut_rate(K: int, mus_norm: np.ndarray, sigma_op: np.ndarray, lam: np.ndarray, d: int, n: int, xi: float,
                  **_: object) -> float:
    """Mutant: d log n / n in place of sqrt(d log n / n) -- wrong along n -> inf (under either reading)."""
    return B.lemma_c5_1_sqrt_sigma(K, mus_norm, sigma_op, lam, d, n, xi) * math.sqrt(d * math.log(n) / n)


def _c51_mut_xi(K: int, mus_norm: np.ndarray, sigma_op: np.ndarray, lam: np.ndarray, d: int, n: int, xi: float,
                **_: object) -> float:
    """Mutant: (1 + xi) dropped, under the ||Sigma^{1/2}|| reading -- wrong along xi -> inf."""
    return B.lemma_c5_1_sqrt_sigma(K, mus_norm, sigma_op, lam, d, n, 0.0)


_REAL.append(Claim(
    id="thesis.ch4.lemmaC.5.1", paper=PAPER, source=_src("Lemma C.5.1 (C.204), App. C.5, L6257-L6262; nu_i L6268"),
    statement="If r is defined in (C.81) for eps_0 in (0, 1/4), then with probability at least 1 - d^-10: "
              "sup_{W in B(W*P, r)} ||grad f~_n(W) - grad f~(W)|| <= C_13 sqrt(K sum_l lambda_l (||mu_l|| + "
              "||Sigma_l||)^2) sqrt(d log n / n) (1 + xi) for some constant C_13 > 0.",
    statement_tex=TEX_C51,
    kind="probabilistic", comparison="<=", bound=B.lemma_c5_1_shape, measure=_c51_measure, strategy=_c51_instances,
    constants="hidden", uniform=True, escalate=_c45_escalate,
    readings=(Reading("||Sigma_l^{1/2}||", "||Sigma_l|| read as ||Sigma_l^{1/2}||, the form its own proof uses in "
                      "(C.212)-(C.213): both terms then have the unit of x", bound=B.lemma_c5_1_sqrt_sigma),),
    directions=(
        Direction("n -> inf", "n", INF, move=_move_n_capped, points=(1e2, 3e2, 1e3, 3e3)),
        Direction("data scale -> 0 (mu, sigma together) with n = 20/t", "s2", 0.0, move=_move_scale_n,
                  points=(1.0, 0.3, 0.1, 0.03, 0.01)),
        Direction("sigma -> inf", "s2", INF, move=_move_sigma, points=(1.0, 2.0, 4.0, 10.0)),
        Direction("||mu|| -> inf", "mus", INF, move=_move_mean, points=(1.0, 2.0, 4.0, 10.0)),
        Direction("xi -> inf (noise scale)", "xi", INF, move=_move_xi, points=(1.0, 3.0, 10.0, 30.0)),
        Direction("d, K, L, W*", "d", INF, how="search", reason="the strategy draws d in {2, 3}, K <= d, L in {2, 3} "
                  "(the data model needs L >= 2), W*; W = W* (a point of every ball B(W*P, r)), P = I; eps_0 only "
                  "sets r, and W* is in the ball for every r"),
    ),
    mutants={"d log n / n in place of sqrt(d log n / n)": _c51_mut_rate, "(1 + xi) dropped": _c51_mut_xi},
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round17/thesis.md, auditors B, C): confirmed. Re-derived independently from the paper by an auditor's own script (docs/audits/round3/thesis.md): confirmed. Two scale defects. (1) the noise: (1/n) sum_i nu_i has norm ~ xi sqrt(dK / n) whatever the "
             "data, but the printed right side multiplies (1 + xi) by the data factor sqrt(K sum_l lambda_l (||mu_l|| "
             "+ ||Sigma_l||)^2), which -> 0 with the data scale: for xi > 0 the ratio grows like t^-2 (as printed) "
             "or t^-1 (reading ||Sigma_l^{1/2}||) as x -> t x, t -> 0, with n = 20/t growing along the path -- so the "
             "statement fails under both readings. (2) as printed, ||Sigma_l|| = sigma^2 is a squared length added to "
             "||mu_l||: with xi = 0 the deviation ~ t / sqrt(n) against a factor ~ t^2. Search (ci): path 'data "
             "scale -> 0 with n = 20/t', 9 points over 4 decades, ratio 0.066 -> 2.5e6, log-slope -1.91 [-2.08, "
             "-1.75]; the reading's best ratio 1.55 along the same path. The noise entries are +-xi (Rademacher), inside "
             "L5051's |(nu_i)_jk| <= xi (round 17: re-encoded from N(0, xi^2), which is unbounded; the verdict "
             "and the second path are unchanged).",
    corrected=B.lemma_c5_1_corrected,
    corrected_text="sup_W ||grad f~_n(W) - grad f~(W)|| <~ (sqrt(K sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2) + "
                   "xi sqrt(K)) sqrt(d log n / n): the noise term additive, the covariance at the scale of x",
    second_path="tests/test_thesis24_c267.py::test_c204_gradient_error_scales_like_t",
    notes="Uniform shape check (issue 31): it was a record ('hidden constants and a supremum over the ball'). lhs = "
          "median over 4 (ci) / 8 samples of the spectral norm of grad f_n(W*) + mean nu_i, a lower bound of the sup.",
    settings={"ci": {"max_examples": 8, "budget_s": 6.0}, "dev": {"max_examples": 30}},
    domain=(
        Param("n", 1, INF, integer=True, text="n samples", far=1e5,
              unreached="n log-uniform in [50, 2e4]; the paths go to 1e5 (cap)"),
        Param("scale", 0, INF, lo_closed=False, key="sigma_min", text="the data scale (means and covariances)",
              far=1e-2, unreached="sigma_min from ~5e-3 to ~20 (scale draw in [1e-2, 10]); paths go on from there"),
        Param("d", 2, INF, integer=True, text="x in R^d", unreached="d <= 3 (Theorem 2's instance space)")),
))


TEX_C268 = (r"\mathbb{E}[\exp(\theta Gr_i)] \lesssim 1 + \sum_{p=2}^{\infty} \frac{\theta^p \mathbb{E}[|Gr_i|^p]}{p!} "
            r"\lesssim 1 + \sum_{p=2}^{\infty} \frac{|e\theta|^p \tau^{6p} D_6(\Psi)^{\frac{p}{2}}}{p^p} \leq 1 + "
            r"\theta^2 (\tau^{12} \sqrt{D_6(\Psi)})^2")
TEX_C275 = (r"\mathbb{E}[\exp(\theta Gq_i)] \lesssim 1 + \sum_{p=2}^{\infty} \frac{\theta^p \mathbb{E}[|Gq_i|^p]}{p!} "
            r"\lesssim 1 + \sum_{p=2}^{\infty} \frac{|e\theta|^p \tau^{2p} D_2(\Psi)^{\frac{p}{2}}}{p^p} \leq 1 + "
            r"\theta^2 (\tau^2 \sqrt{D_2(\Psi)})^2")
TEX_C193 = (r"\max_{p \geq 2} \left\{ \frac{\frac{|e\theta|^{(p+1)}}{(p+1)^{(p+1)}} \cdot \left( \sum_{l=1}^L "
            r"\lambda_l (\|\boldsymbol{\mu}_l\| + \|\boldsymbol{\Sigma}_l^{\frac{1}{2}}\|)^2 \right)^{p+1}}"
            r"{\frac{|e\theta|^p}{p^p} \cdot \left( \sum_{l=1}^L \lambda_l (\|\boldsymbol{\mu}_l\| + "
            r"\|\boldsymbol{\Sigma}_l^{\frac{1}{2}}\|)^2 \right)^p} \right\} \leq \frac{1}{2}")


# ------------------------------------------------- (C.193), (C.268), (C.275): the moment-series steps of App. C

def _series_pp(x: float) -> float:
    """sum_{p >= 2} (e x)^p / p^p in 40-digit arithmetic (mpmath.nsum; the terms decay super-geometrically)."""
    with mpmath.workdps(40):
        ex = mpmath.e * mpmath.mpf(x)
        return float(mpmath.nsum(lambda p: ex**p / p**p, [2, mpmath.inf]))


def _c268_strategy(k: int) -> st.SearchStrategy:
    """tau >= 1 (sigma_max / sigma_min) and D_m(Psi) >= 1 (a mean of (.. + 1)^m), log-uniform with the lower edge
    drawn first, and theta > 0 (no range in the display) through y = e theta tau^k sqrt(D) log-uniform in [1e-4, 50]
    (above, e^y overflows float64 in the corrected side; the ratio to the printed side only grows there)."""
    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        tau = draw(with_edges(log_uniform(1.0, 3.0), 1.0, 3.0))
        D = draw(with_edges(log_uniform(1.0, 1e3), 1.0, 1e3))
        y = draw(log_uniform(1e-4, 50.0))
        return {"theta": y / (math.e * tau**k * math.sqrt(D)), "tau": tau, "D": D}
    return draw_inst()


def _c268_measure(inst: dict, ctx: Ctx) -> Measurement:
    x = inst["theta"] * inst["tau"] ** 6 * math.sqrt(inst["D"])
    return Measurement(_series_pp(x), {"theta": inst["theta"], "tau": inst["tau"], "D6": inst["D"]}, {"x": x})


def _c275_measure(inst: dict, ctx: Ctx) -> Measurement:
    x = inst["theta"] * inst["tau"] ** 2 * math.sqrt(inst["D"])
    return Measurement(_series_pp(x), {"theta": inst["theta"], "tau": inst["tau"], "D2": inst["D"]}, {"x": x})


def _c268_mut(theta: float, tau: float, D6: float, **_: object) -> float:
    """A third of the corrected side (the series is half of e^y - 1 - y as y -> 0)."""
    return B.c268_corrected(theta, tau, D6) / 3


def _c275_mut(theta: float, tau: float, D2: float, **_: object) -> float:
    return B.c275_corrected(theta, tau, D2) / 3


_C268_DOMAIN = (
    Param("theta", 0, INF, lo_closed=False, text="theta > 0 (no range in the display; (C.269) fixes it later)",
          far=1e-6, unreached="e theta tau^k sqrt(D) in [1e-4, 50]: the ratio to the right side tends to e^2/4 as "
                              "theta -> 0 and grows like exp(e x)/x^2 as theta -> inf (float64 overflow beyond)"),
    Param("tau", 1, INF, text="tau = sigma_max / sigma_min >= 1", far=3.0,
          unreached="tau <= 3: a larger tau only raises the right side's tau power"),
    Param("D", 1, INF, text="D_m(Psi) >= 1", far=1e3, unreached="D <= 1e3 (it enters through x = theta tau^k "
                                                                 "sqrt(D) only)"))

_REAL.append(Claim(
    id="thesis.ch4.eqC.268", paper=PAPER, source=_src("(C.268), proof of Lemma C.6.2, App. C.6.4, L6565"),
    statement="E[exp(theta Gr_i)] <~ 1 + sum_{p>=2} theta^p E|Gr_i|^p / p! <~ 1 + sum_{p>=2} |e theta|^p tau^{6p} "
              "D_6(Psi)^{p/2} / p^p <= 1 + theta^2 (tau^12 sqrt(D_6(Psi)))^2; checked: the last (explicit) inequality.",
    statement_tex=TEX_C268,
    kind="step", comparison="<=", bound=B.c268_rhs, measure=_c268_measure, strategy=lambda: _c268_strategy(6),
    mutants={"a third of the corrected right side": _c268_mut},
    auto_mutant=False,  # the correction e^{ex} - 1 - ex is loose by ~2 (p^p >= p!), so "10% too favourable" holds
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round3/thesis.md): confirmed as printed. With x = theta tau^6 sqrt(D_6), the left side is sum_{p>=2} (e x)^p / p^p and the right "
             "side is theta^2 tau^24 D_6 = x^2 tau^12. At tau = 1 (equal covariances, a point of the domain) the "
             "ratio is (e^2/4)(1 + O(x)) -> 1.847 as theta -> 0, and for large theta the series grows like exp(x) "
             "while the right side is quadratic; e.g. tau = D_6 = 1, theta = 1e-3: 1.848e-6 against 1e-6.",
    corrected=B.c268_corrected,
    corrected_text="sum_{p>=2} (e x)^p / p^p <= e^{e x} - 1 - e x (p^p >= p!), x = theta tau^6 sqrt(D_6); for e x <= "
                   "27/8 this is at most a constant times (e x)^2, the printed shape with a constant >= e^2/4",
    second_path="tests/test_thesis24_c267.py::test_c268_c275_series_exceeds_theta_squared",
    notes="Closed form in 40-digit arithmetic (mpmath.nsum of the series). The chain's first two steps are <~ "
          "(hidden constants) and are not checked here.",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
    domain=_C268_DOMAIN,
))

_REAL.append(Claim(
    id="thesis.ch4.eqC.275", paper=PAPER, source=_src("(C.275), proof of Lemma C.6.3, App. C.6.5, L6593"),
    statement="E[exp(theta Gq_i)] <~ 1 + sum_{p>=2} theta^p E|Gq_i|^p / p! <~ 1 + sum_{p>=2} |e theta|^p tau^{2p} "
              "D_2(Psi)^{p/2} / p^p <= 1 + theta^2 (tau^2 sqrt(D_2(Psi)))^2; checked: the last (explicit) inequality.",
    statement_tex=TEX_C275,
    kind="step", comparison="<=", bound=B.c275_rhs, measure=_c275_measure, strategy=lambda: _c268_strategy(2),
    mutants={"a third of the corrected right side": _c275_mut},
    auto_mutant=False,  # the correction e^{ex} - 1 - ex is loose by ~2 (p^p >= p!), so "10% too favourable" holds
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round3/thesis.md): confirmed as printed. With x = theta tau^2 sqrt(D_2) the two sides are sum_{p>=2} (e x)^p / p^p and x^2: the "
             "ratio tends to e^2/4 = 1.847 as theta -> 0 for every tau and D_2, and grows like exp(x)/x^2 as theta "
             "-> inf; e.g. tau = D_2 = 1, theta = 1e-3: 1.848e-6 against 1e-6.",
    corrected=B.c275_corrected,
    corrected_text="sum_{p>=2} (e x)^p / p^p <= e^{e x} - 1 - e x, x = theta tau^2 sqrt(D_2)",
    second_path="tests/test_thesis24_c267.py::test_c268_c275_series_exceeds_theta_squared",
    notes="As thesis.ch4.eqC.268 (40-digit series).",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
    domain=_C268_DOMAIN,
))


@st.composite
def _c193_instances(draw: st.DrawFn) -> dict:
    """A = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 > 0 log-uniform in [1e-2, 1e2]; theta = u * 27/(4e) A with
    u in (0, 1] (the printed sufficient condition theta <= 27/(4e) A; its edge u = 1 first)."""
    A = draw(log_uniform(1e-2, 1e2))
    u = draw(with_edges(st.floats(1e-3, 1.0), 1.0, 1.0))
    return {"A": A, "theta": u * 27 / (4 * math.e) * A, "u": u}


def _c193_measure(inst: dict, ctx: Ctx) -> Measurement:
    """max_{p = 2..200} of the ratio of consecutive terms of (C.193), (|e theta|^{p+1} A^{p+1} / (p+1)^{p+1}) /
    (|e theta|^p A^p / p^p) = e theta A p^p / (p+1)^{p+1}, in 40-digit arithmetic (the monotonicity the text claims is
    not assumed)."""
    with mpmath.workdps(40):
        eta = mpmath.e * mpmath.mpf(inst["theta"]) * mpmath.mpf(inst["A"])
        r = max(eta * mpmath.mpf(p) ** p / mpmath.mpf(p + 1) ** (p + 1) for p in range(2, 201))
    return Measurement(float(r), {}, {"theta": inst["theta"], "A": inst["A"], "u": inst["u"]})


_REAL.append(Claim(
    id="thesis.ch4.eqC.193-condition", paper=PAPER,
    source=_src("(C.193) and the sentence after it, proof of Lemma C.4.5, App. C.4, L6185-L6187"),
    statement="(C.193): max_{p>=2} (|e theta|^{p+1} A^{p+1}/(p+1)^{p+1}) / (|e theta|^p A^p / p^p) <= 1/2, A = sum_l "
              "lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2; the text: '(C.193) holds if theta <= 27/(4e) A'.",
    statement_tex=TEX_C193,
    kind="step", comparison="<=", bound=B.half, measure=_c193_measure, strategy=_c193_instances,
    mutants={"1/4 in place of 1/2": lambda **_: 0.25},
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round3/thesis.md): confirmed as printed. The ratio is e theta A p^p/(p+1)^{p+1}, largest at p = 2: 4 e theta A / 27. The printed "
             "condition theta <= 27/(4e) A allows theta = 27/(4e) A, where the ratio is A^2: above 1/2 for every "
             "A > 1/sqrt(2) (e.g. A = 1: ratio 1). The condition that works is theta <= 27/(8 e A).",
    corrected=None,
    no_correction_reason="the corrected condition theta <= 27/(8 e A) changes the instance space, not the bound 1/2; "
                         "under it the maximum is exactly 1/2 at p = 2 (closed form)",
    second_path="tests/test_thesis24_c267.py::test_c193_condition_allows_ratio_a_squared",
    notes="40-digit evaluation of the ratio for p = 2..200.",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
    domain=(
        Param("A", 0, INF, lo_closed=False, text="A > 0", far=1e2, unreached="A in [1e-2, 1e2]"),
        Param("u", 0, 1, lo_closed=False, text="theta / (27/(4e) A) in (0, 1]", far=1e-3,
              unreached="u in [1e-3, 1]: the ratio is linear in u")),
))


# ------------------------------------------------- Lemma C.6.2 (C.235): ||R^_3 - R_3||, uniform shape check

def _c62_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Median over ``reps`` samples of ||R^_3 - R_3||_F with U^ = U (the orthonormal column span of W*, which meets
    ||UU^T - U^U^T|| <= 1/4 with 0): R_3 = Q_3(U, U, U) exact by Stein's identity (TI.population_q), R^_3 the sample
    mean of y S_3(x) projected on U (TI.empirical_q3_projected). The Frobenius norm of a K x K x K tensor is within
    a factor K <= 3 of the spectral norm: a constant, which a uniform check absorbs. Round 29 (undecB): E phi''' of
    Stein's identity by parts (models/tensor_init.gaussian_phi_deriv_means, round 29): the direct quadrature cancels
    for a wide Gaussian (39 % off at sigma_max = 1e7, which made the corrected claim's sigma -> inf path potential)."""
    Ws, lam, mus, s2, n = inst["Wstar"], inst["lam"], inst["mus"], inst["s2"], int(inst["n"])
    U = np.linalg.svd(Ws, full_matrices=False)[0]
    R3 = np.einsum("abc,ai,bj,ck->ijk", TI.population_q(Ws, lam, mus, s2)[2], U, U, U)
    gen = torch.Generator().manual_seed(int(inst["seed"]) % 2**63)
    W = torch.as_tensor(Ws)
    devs = []
    for _ in range(max(2, min(int(inst["reps"]), int(5e4 // n)))):  # at most ~1e5 samples per point
        x, _ = GI.sample_gmm(n, lam, mus, s2, gen)
        y = GI.sample_labels(W, x, gen)
        devs.append(float(np.linalg.norm(TI.empirical_q3_projected(x, y, lam, mus, s2, U) - R3)))
    sig = np.sqrt(s2)
    return Measurement(float(np.median(devs)),
                       {"delta1": float(np.linalg.svd(Ws, compute_uv=False)[0]), "tau": float(sig.max() / sig.min()),
                        "D6psi": _dpsi(inst, 6), "n": n, "sigma_min": float(sig.min())},
                       {"max_over_reps": max(devs), "R3_norm": float(np.linalg.norm(R3)), "mean_norm_max": float(np.linalg.norm(mus, axis=1).max())})


@st.composite
def _c62_instances(draw: st.DrawFn) -> dict:
    """Theorem 2's instance space and n log-uniform in [50, 5e3] (dev/deep: [50, 2e4]); ci takes 4 draws per point."""
    hi = 5e3 if active_profile() == "ci" else 2e4
    reps = 4 if active_profile() == "ci" else 8
    return {**draw(_gmm_instances()), "n": int(draw(log_uniform(50.0, hi))), "reps": reps}


def _c62_mut_rate(delta1: float, tau: float, D6psi: float, n: int, **_: object) -> float:
    """Mutant: log n / n in place of sqrt(log n / n) -- wrong along n -> inf."""
    return delta1**2 * tau**6 * math.sqrt(D6psi) * math.log(n) / n


def _c62_mut_tau(delta1: float, tau: float, D6psi: float, n: int, **_: object) -> float:
    """Mutant: tau^6 sqrt(D_6) dropped -- wrong along ||mu|| -> inf."""
    return delta1**2 * math.sqrt(math.log(n) / n)


# The four paths of Lemmas C.6.1 and C.6.2 (their statements share the data model and the data-free right side).
_C6_PATHS = (
    Direction("n -> inf", "n", INF, move=_move_n, points=(1e2, 3e2, 1e3, 3e3), grows=("n",)),
    Direction("data scale -> 0 (mu, sigma together) with n = 20/t", "s2", 0.0, move=_move_scale_n2,
              points=(1.0, 0.5, 0.25, 0.1), grows=("n",)),
    Direction("sigma -> inf", "s2", INF, move=_move_sigma, points=(1.0, 2.0, 4.0, 10.0)),
    Direction("||mu|| -> inf", "mus", INF, move=_move_mean, points=(1.0, 2.0, 4.0, 10.0)),
)


_REAL.append(Claim(
    id="thesis.ch4.lemmaC.6.2", paper=PAPER,
    source=_src("Lemma C.6.2 (C.235), App. C.6, L6401-L6403; D_m (C.8) L5160; tau L5067"),
    statement="U the orthonormal column span of W*, U^ orthogonal with ||UU^T - U^U^T|| <= 1/4, R_3 = Q_3(U^, U^, U^) "
              "(Definition C.1.1), R^_3 its empirical version from n i.i.d. samples of the Gaussian mixture. Then with "
              "probability at least 1 - n^{-Omega(delta^4(W*))}: ||R^_3 - R_3|| <~ delta_1(W*)^2 (tau^6 "
              "sqrt(D_6(Psi))) sqrt(log n / n).",
    statement_tex=r"\|\widehat{\mathbf{R}}_3 - \mathbf{R}_3\| \lesssim \delta_1(\mathbf{W}^*)^2 \cdot "
                  r"(\tau^6 \sqrt{D_6(\Psi)}) \cdot \sqrt{\frac{\log n}{n}}",
    kind="probabilistic", comparison="<=", bound=B.lemma_c6_2_shape, measure=_c62_measure, strategy=_c62_instances,
    constants="hidden", uniform=True, eventually=("n",), escalate=_c45_escalate,
    directions=(
        *_C6_PATHS,
        Direction("d, K, L, W*", "d", INF, how="search", reason="the strategy draws d in {2, 3}, K <= d, L in {2, 3} (the data model needs L >= 2), W*; "
                  "U^ = U (one admissible U^: the statement holds for every U^ within 1/4 of U)"),
    ),
    mutants={"log n / n in place of sqrt(log n / n)": _c62_mut_rate, "tau^6 sqrt(D_6) dropped": _c62_mut_tau},
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/thesis.md): confirmed. (helper thesis24b). tau = sigma_max/sigma_min and D_6(Psi) = sum_l lambda_l (||mu_l|| / "
             "||Sigma_l^-1||^-1/2 + 1)^6 are unchanged when the means and standard deviations are scaled together, "
             "and delta_1(W*) does not involve the data, so the printed right side of (C.235) does not see the data "
             "scale; the third-order score S_3(x) (Definition C.1.1) scales as sigma^-3, so ||R^_3 - R_3|| does. "
             "Instance: d = 2, K = 2, L = 1, mu = 0, Sigma = diag(0.863, 1) t^2: the median of ||R^_3 - R_3||_F over "
             "4 samples with n = 20/t grows like t^-2.9 against the shape (ratio 1.7 at t = 1, n = 20 to ~1e6 at "
             "t = 0.01): no constant C makes (C.235) hold for all data scales.",
    corrected=B.lemma_c6_2_corrected,
    corrected_text="||R^_3 - R_3|| <~ delta_1(W*)^2 tau^6 sqrt(D_6(Psi)) sqrt(log n / n) / sigma_min^3 (the printed "
                   "shape with the sigma_min^-3 scale of the third-order score restored)",
    second_path="tests/test_thesis24b_c62.py::test_c235_lhs_scales_like_sigma_minus_3",
    notes="Uniform shape check (issue 31): lhs = median over 8 samples (escalate: 8 x 2^level) of ||R^_3 - R_3||_F, "
          "R_3 exact (Stein's identity), R^_3 = mean of y S_3(x) projected on U, y ~ Bern(H(W*, x)); shape "
          "delta_1(W*)^2 tau^6 sqrt(D_6(Psi)) sqrt(log n / n). tau = sigma_max/sigma_min and D_m(Psi) are invariant "
          "under a common scale of the means and standard deviations, while S_3(x) scales as sigma^-3: the data-scale "
          "path tests that. It was a record ('hidden constants on proof-internal quantities').",
    settings={"ci": {"max_examples": 3, "budget_s": 6.0}, "dev": {"max_examples": 30}},
    domain=(
        Param("n", 1, INF, integer=True, text="n samples", far=1e5,
              unreached="n log-uniform in [50, 5e3] (dev: 2e4); the n path to 3e3, the data-scale path to n = 200 at t = 0.1 (the engine extends it)"),
        Param("d", 1, INF, integer=True, text="x in R^d", unreached="d <= 3 (Theorem 2's instance space)")),
))


# ------------------------------------------- Lemma C.6.1 (C.233)-(C.234): ||Q^_2 - Q_2||, uniform shape check

def _c61_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Median over ``reps`` samples of ||Q^_2 - Q_2||_2 (non-symmetric mixture, (C.233)) or of ||Q^_3(I, I, alpha) -
    Q_3(I, I, alpha)||_2 (symmetric, (C.234); alpha a unit vector from the seed), Q_j exact by Stein's identity
    (TI.population_q), Q^_j the sample mean of y S_j(x) (TI.empirical_q)."""
    Ws, lam, mus, s2, n = inst["Wstar"], inst["lam"], inst["mus"], inst["s2"], int(inst["n"])
    sym = bool(inst["sym"])
    Q = TI.population_q(Ws, lam, mus, s2)
    alpha = np.random.default_rng(int(inst["seed"]) + 61).normal(size=inst["d"])
    alpha /= np.linalg.norm(alpha)
    target = np.einsum("abc,c->ab", Q[2], alpha) if sym else Q[1]
    gen = torch.Generator().manual_seed(int(inst["seed"]) % 2**63)
    W = torch.as_tensor(Ws)
    devs = []
    for _ in range(max(2, min(int(inst["reps"]), int(5e4 // n)))):
        x, _ = GI.sample_gmm(n, lam, mus, s2, gen)
        y = GI.sample_labels(W, x, gen)
        est = np.einsum("abc,c->ab", TI.empirical_q(x, y, lam, mus, s2)[2], alpha) if sym else \
            TI.empirical_q2(x, y, lam, mus, s2)
        devs.append(float(np.linalg.norm(est - target, 2)))
    sig = np.sqrt(s2)
    return Measurement(float(np.median(devs)),
                       {"delta1": float(np.linalg.svd(Ws, compute_uv=False)[0]), "tau": float(sig.max() / sig.min()),
                        "D2psi": _dpsi(inst, 2), "D4psi": _dpsi(inst, 4), "d": inst["d"], "n": n,
                        "sigma_min": float(sig.min()), "order": 3 if sym else 2},
                       {"max_over_reps": max(devs), "target_norm": float(np.linalg.norm(target, 2)),
                        "mean_norm_max": float(np.linalg.norm(mus, axis=1).max())})


def _c61_mut_rate(delta1: float, tau: float, D2psi: float, D4psi: float, d: int, n: int, **_: object) -> float:
    """Mutant: d log n / n in place of sqrt(d log n / n) -- wrong along n -> inf."""
    return d * math.log(n) / n * delta1**2 * tau**6 * math.sqrt(D2psi * D4psi)


def _c61_mut_D(delta1: float, tau: float, D2psi: float, D4psi: float, d: int, n: int, **_: object) -> float:
    """Mutant: tau^6 sqrt(D_2 D_4) dropped -- wrong along ||mu|| -> inf."""
    return math.sqrt(d * math.log(n) / n) * delta1**2


_REAL.append(Claim(
    id="thesis.ch4.lemmaC.6.1", paper=PAPER,
    source=_src("Lemma C.6.1 (C.233)-(C.234), App. C.6, L6391-L6399; D_m (C.8) L5160; tau L5067"),
    statement="Q_2, Q_3 of Definition C.1.1, Q^_2, Q^_3 their empirical versions from n i.i.d. samples of the Gaussian "
              "mixture. With probability at least 1 - 2 n^{-Omega(delta_1(W*)^4 d)}: ||Q_2 - Q^_2|| <~ sqrt(d log n / "
              "n) delta_1(W*)^2 tau^6 sqrt(D_2(Psi) D_4(Psi)) if the mixture is not symmetric (C.233), and "
              "||Q_3(I, I, alpha) - Q^_3(I, I, alpha)|| <~ the same for any alpha if it is symmetric (C.234).",
    statement_tex=r"\|\mathbf{Q}_2 - \widehat{\mathbf{Q}}_2\| \lesssim \sqrt{\frac{d \log n}{n}} \cdot "
                  r"\delta_1(\mathbf{W}^*)^2 \cdot \tau^6 \sqrt{D_2(\Psi) D_4(\Psi)}",
    kind="probabilistic", comparison="<=", bound=B.lemma_c6_1_shape, measure=_c61_measure, strategy=_c62_instances,
    constants="hidden", uniform=True, eventually=("n",), escalate=_c45_escalate,
    directions=(
        *_C6_PATHS,
        Direction("d, K, L, W*, symmetric or not", "d", INF, how="search", reason="the strategy draws d in {2, 3}, "
                  "K <= d, L in {2, 3} (the data model needs L >= 2), W* and symmetric mixtures (C.234, alpha a unit vector from the seed) or not (C.233)"),
    ),
    mutants={"d log n / n in place of sqrt(d log n / n)": _c61_mut_rate, "tau^6 sqrt(D_2 D_4) dropped": _c61_mut_D},
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/thesis.md): confirmed. (helper thesis24b). As for (C.235) (thesis.ch4.lemmaC.6.2): tau and D_m(Psi) are "
             "unchanged when means and standard deviations are scaled together, delta_1(W*) does not involve the "
             "data, but S_2(x) (S_3(x)) scales as sigma^-2 (sigma^-3), so the printed right side cannot follow the "
             "error of Q^_2 (Q^_3(I, I, alpha)) as the data scale goes to 0 (n = 20/t growing along the path).",
    corrected=B.lemma_c6_1_corrected,
    corrected_text="the printed right side divided by sigma_min^2 for (C.233) (sigma_min^3 for (C.234)): the scale of the "
                   "score S_2 (S_3) restored",
    second_path="tests/test_thesis24b_c62.py::test_c233_lhs_scales_like_sigma_minus_2",
    notes="Uniform shape check (issue 31): lhs = median over 4 (ci) / 8 samples of the spectral error of Q^_2 "
          "(non-symmetric) or Q^_3(I, I, alpha) (symmetric), Q_j exact (Stein's identity). It was a record ('hidden "
          "constants on proof-internal quantities').",
    settings={"ci": {"max_examples": 3, "budget_s": 6.0}, "dev": {"max_examples": 30}},
    domain=(
        Param("n", 1, INF, integer=True, text="n samples", far=1e5,
              unreached="n log-uniform in [50, 5e3] (dev: 2e4); the engine extends the paths"),
        Param("d", 1, INF, integer=True, text="x in R^d", unreached="d <= 3 (Theorem 2's instance space)")),
))


# The printed domain of every claim that does not declare it inline (thmcheck.checks.domain.Param; key = the instance,
# quantity or term field carrying the value). Ends a run does not reach carry their reason.
_DOMAINS: dict[str, tuple[Param, ...]] = {
    "thesis.ch4.lemmaC.4.1": (
        Param("sigma", 0, INF, lo_closed=False, text="sigma != 0 (Definition C.2.2: any real; rho is even in sigma)",
              far=10.0, unreached="sigma in [0.1, 10] (log-uniform): phi'(sigma z) is flat below and a spike of width "
              "1/sigma above, where the 1600-node Gauss-Legendre moments stop resolving it; the end sigma -> 0 "
              "(both sides ~ sigma^4, lost in float64) is settled for the corrected bound (mu with at most one "
              "nonzero coordinate) by the 90-digit mpmath path of docs/ch4_ends_r35.md (sigma = 2 .. 1e-12: "
              "lambda_min >= rho, equality at mu = 0; round 35, tests/test_thesis_r35_ch4_ends.py)"),
        Param("d", 1, INF, integer=True, text="x in R^d", unreached="d <= 4: " + _BIG_D),
        Param("k", 1, INF, integer=True, text="k <= d neurons", unreached="k <= d <= 4")),
    "thesis.ch4.eqC.37-C.38": (
        Param("sigma", 0, INF, lo_closed=False, text="sigma -> 0+ (an expansion)", far=1e-2,
              unreached="upper end: an expansion as sigma -> 0+; sampled in [1e-3, 1e-2]"),
        Param("mu", -INF, INF, text="mu = u_i in R", far=5.0, unreached="|mu| <= 5: the sigma^2 terms grow like "
              "mu^6 and the check compares leading orders, exact in mu")),
    "thesis.ch4.lemmaC.4.3": (
        Param("dist", 0, INF, lo_closed=False, text="W anywhere in R^{dK} (no ball is printed)", far=10.0,
              unreached="r = ||W - W*||_F log-uniform in [1e-3, 10]; the paths go to 1e-4 and 1e3"),
        Param("sigma_max", 0, INF, lo_closed=False, key="sigma_max", text="Sigma_l any covariance", far=10.0,
              unreached="sigma in [0.5, 3] x e^{+-0.3} drawn; the paths go to 0.01 and 30"),
        Param("d", 1, INF, integer=True, text="x in R^d", unreached="d <= 3: tensor Gauss-Hermite Hessians"),
        Param("K", 1, INF, integer=True, text="K <= d neurons", unreached="K <= d <= 3")),
    "thesis.ch4.lemmaC.4.5": (
        Param("n", 1, INF, integer=True, text="n >= C' dK log dK (C' unspecified: n large enough)", far=1e5,
              unreached="n log-uniform in [50, 2e4] (deep: 2e5); the n paths go to 3e4"),
        Param("d", 1, INF, integer=True, text="x in R^d", unreached="d <= 3: tensor Gauss-Hermite Hessians"),
        Param("K", 1, INF, integer=True, text="K <= d neurons", unreached="K <= d <= 3"),
        Param("lambda_min", 0, 1, lo_closed=False, key="lam", far=1e-8,
              text="a group's weight lambda_l in (0, 1) (round 18: half the draws add a rare heavy group of weight "
                   "n^-2)", unreached="Theorem 2's Dirichlet weights, or n^-2 in [2.5e-9, 4e-4] (the rare path to "
                   "1e-9)")),
    "thesis.ch4.propertyC.3": (
        Param("sigma", 0, INF, lo_closed=False, text="sigma > 0", far=10.0,
              unreached="sigma in [1e-3, 10]: below, rho = Theta(sigma^4) underflows the positivity test's "
                        "resolution; above, the moments need more nodes"),
        Param("d", 2, INF, integer=True, text="u in R^d", unreached="d <= 4: " + _BIG_D)),
    "thesis.ch4.propertyC.6": (
        Param("t", 1, INF, integer=True, text="t >= 1 (moment order 2t)", unreached="t <= 4: (2t-1)!! moments of "
              "order 8 already cover the growth; higher orders only scale both sides"),
        Param("d", 1, INF, integer=True, text="x in R^d", unreached="d <= 5: " + _BIG_D)),
    "thesis.ch4.propertyC.7": (
        Param("t", 1, INF, integer=True, text="t >= 1", unreached="t <= 4 (as Property 6)"),
        Param("d", 1, INF, integer=True, text="x in R^d", unreached="d <= 5: " + _BIG_D)),
    "thesis.ch4.propertyC.10": (
        Param("L", 2, INF, integer=True, text="L >= 2 groups (L = 1: both sides 0)", unreached="L <= 6: the "
              "identity is a finite sum, exact in rationals"),),
    "thesis.ch4.C.150-C.159": (
        Param("K", 1, INF, integer=True, text="K >= 1 neurons", unreached="K <= 5: the xi_{j,l,k} bounds are per "
              "entry; K enters only through 1/K factors"),),
    "thesis.ch4.C.90-C.91": (
        Param("L", 2, INF, integer=True, text="L >= 2 groups (data model, L1066)", unreached="L <= 5"),
        Param("d", 1, INF, integer=True, text="x in R^d", unreached="d <= 4: " + _BIG_D)),
    "thesis.ch4.propertyC.9": (
        Param("d", 1, INF, integer=True, text="x in R^d", unreached="d <= 5: " + _BIG_D),
        Param("K", 1, INF, integer=True, text="K >= 1 neurons", unreached="K <= 4")),
    "thesis.ch4.lemmaC.4.4": (
        Param("eps0", 0, 0.25, lo_closed=False, hi_closed=False, text="eps_0 in (0, 1/4)",
              unreached="the search stops at its first confirmed violation; eps_0 -> 1/4 (the weakest bound, "
                        "3 Gamma~/K^2) fails on the evidence instance too (6.571e-6 > 1.168e-6)"),
        Param("d", 1, INF, integer=True, text="x in R^d", unreached="d in {2, 3}: tensor Gauss-Hermite Hessian"),
        Param("K", 1, INF, integer=True, text="K <= d", unreached="K <= d <= 3")),
    "thesis.ch4.defC.1.1": (
        Param("d", 1, INF, integer=True, text="x in R^d", unreached="d <= 3: Monte Carlo of d^j tensors"),
        Param("j", 1, 3, integer=True, text="j = 1, 2, 3")),
    "thesis.ch4.lemmaC.6.5": (),  # declared inline
    "thesis.ch4.propertyC.1": (
        Param("d", 2, INF, integer=True, text="x in R^d, K < d (K = d: the projection is the identity)",
              unreached="d <= 3: tensor Gauss-Hermite Hessians"),
        Param("K", 1, INF, integer=True, text="K < d", unreached="K < d <= 3")),
}


_RECORDS: list[tuple[str, str, str, str, str]] = [
    ("thesis.ch4.assumptionC.1.2", "Assumption C.1.2, App. C.1, L5094",
     "Q_1, Q_3 != 0, and Q_2 != 0 if the GMM is not symmetric.", "construction",
     "an assumption (generator constraint of the tensor initialisation), not a claim.", "definition"),
]


# Numbered results with no check of their own: (id, source, statement, kind, reason, covering catalog id).
_NUMBERED_RECORDS: list[tuple[str, str, str, str, str, str]] = [
    # thesis.ch4.propertyC.2 is a check in r5_thesisCD (the class of noise laws of L5052 is drawn)
    # thesis.ch4.lemmaC.6.4 is a uniform check in r5_thesisCD (the non-symmetric half, a Davis-Kahan statement)
]


_directions(_REAL, {
    "thesis.ch4.lemmaC.3.1": (
        ("||W - W*|| in the ball", "r", 0.0, "fit", "the Hessian bounds are followed along the ball's radius"),
        ("d, K, Psi", "d", INF, "search", "Theorem 2's instance space")),
    "thesis.ch4.lemmaC.3.2": (
        ("n -> inf", "n", INF, "fit", "the error of the critical point is fitted over the n grid"),
        ("d, K, Psi", "d", INF, "search", "Theorem 2's instance space")),
})


CLAIMS = _assemble(_REAL, _DOMAINS, _RECORDS, _NUMBERED_RECORDS)

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-18 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch4.lemmaC.4.5': 'auditor A: confirmed; auditor C: confirmed',
}, 'docs/audits/round18/thesis.md')

# ---- round-19 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch4.lemmaC.3.1': 'auditor A: confirmed',
    'thesis.ch4.lemmaC.3.2': "auditor A: the reading 'sigma scale constant (L1104)' fails with Algorithm 1's step eta_0 = O(1/S_2,inf) (refuting the round's first 'holds' of the reading, which took the optimal step): erratum",
}, 'docs/audits/round19/thesis.md')
