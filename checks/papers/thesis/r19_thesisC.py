"""thesis, Appendix C (round 19, helper thesisC): (C.247) as printed, without the permutation P*.

- (C.247) L6470, the conclusion of Lemma C.3.3's proof: ||W_0 - W*|| <~ kappa^6 K^3 tau^6 sqrt(D_6(Psi)) sqrt(d log
  n / n) ||W*||, printed with no permutation, while the lemma's own statement (C.87) L5672 (and the proof's steps
  (C.242)-(C.246), column by column after matching) has W* P*. Subroutine 1 returns its K columns in the order of its
  own tensor decomposition (Jennrich / KCL on R_3), which nothing ties to W*'s labelling. Encoded literally (the
  spectral norm of W_0 - W*, Subroutine 1's own column order); the P* form (C.87) is the reading (min over P, as
  thesis.ch4.lemmaC.3.3 measures). Both cross through the magnitude floor of (C.5) (alpha_hat -> E[phi'] ||w_j*||
  / K); the literal form has a second mechanism of its own: with a consistent magnitude (the link inverted) the
  P* error shrinks with n while the no-P* error stays at ||W* - W* P|| whenever the decomposition's order is not
  W*'s (second path: tests/test_thesis_r19_thesisC.py, own Jennrich and quadrature).
- (C.52) L5463, its last '>=' (left out by thesis.ch4.eqC.52-third), and (C.54) L5469 (the inventory row was covered by
  thesis.ch4.eqC.53, which checks (C.53), an upper bound on another integral): the large-mean lower bounds e^{-mu^2/2}
  mu^{-(1+eps)} / (8 sqrt(2 pi)) and e^{-mu^2/2} mu^{-(3+eps)} / (8 sqrt(2 pi)) as printed (every mu > 0): both fail
  for every mu <= 1 (the right sides blow up as mu -> 0+); they hold for mu large enough at fixed sigma, eps, so
  Property 4 (3)'s limit survives. Erratum; (C.52)'s corrected end is Mills' ratio a/(a^2 + 1), a = |mu| + 2 sigma.
- (C.199) L6211 and (C.217) L6313 (were not-a-fact rows): 'C_t holds if t >= B' with C_t = {X >= t/3} and X <= B
  from the display before: as printed the event is not forced (X = 0), and read as meant (C_t avoided) t >= B still
  allows X = B = t; the factor 3 of the t/3 split is missing (t > 3B). Erratum (constants only, as eqC.201).
- (C.215) L6305 (was a not-a-fact row): the threshold that ensures P(B'_t) <= delta/2 from (C.214) as printed; the
  exponent -C_15 n sqrt(S t) needs t >= Lg^2 / (C_15^2 n^2 S), unbounded against (C.215)'s Lg / (sqrt(S) n) along S -> 0
  and delta -> 0: erratum as printed; the reading -C_15 n sqrt(S) t holds with C_13 = max(12/sqrt(C_14), 1/C_15).
- (C.173) L6061 (was covered by a claim on another display): Property 5's symmetrisation of (sum_i r_i^T x phi'(sigma
  x_i))^2, both sides by Gauss-Hermite: holds.

Bounds: (C.87)'s shape ``thmcheck.bounds.thesis.r7_thesisH.c33_shape`` (the same printed right side); the large-mean
bounds in ``thmcheck.bounds.thesis.r19_thesisC`` (logarithms).
"""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r5_thesisCD as B5
from thmcheck.bounds.thesis import r7_thesisH as B7
from thmcheck.bounds.thesis import r19_thesisC as B19
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.appC_group_imbalance import _c33_instances, _c33_move, _c33_n_cap
from thmcheck.checks.strategies import log_uniform
from thmcheck.models import group_imbalance as GI
from thmcheck.models import tensor_init as TI

SP = "tests/test_thesis_r19_thesisC.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


def _sub1_outputs(inst: dict) -> tuple[list[np.ndarray], np.ndarray]:
    """Subroutine 1 (the printed one, thmcheck.models.tensor_init.subroutine1) on n fresh samples of the instance's
    mixture with W* scaled by ``wscale``: W_0 in Subroutine 1's own column order, for 2 draws (1 past n = 3e4)."""
    n = int(inst["n"])
    if n > _c33_n_cap():
        raise SolverFailure(f"n = {n} is past this profile's cap {_c33_n_cap():g} (Subroutine 1 costs O(n d^3))")
    W = np.asarray(inst["Wstar"], dtype=float) * float(inst.get("wscale", 1.0))
    outs = []
    for r in range(2 if n <= 30_000 else 1):
        seed = int(inst["seed"]) + 1000 * r + n
        g = torch.Generator().manual_seed(seed % 2**63)
        x, _ = GI.sample_gmm(n, inst["lam"], inst["mus"], inst["s2"], g)
        y = GI.sample_labels(torch.as_tensor(W), x, g)
        o = TI.subroutine1(x, y, int(inst["K"]), inst["lam"], inst["mus"], inst["s2"], inst["sym"],
                           np.random.default_rng(seed))
        outs.append(o["W0"])
    return outs, W


def _measure(inst: dict, with_p: bool) -> Measurement:
    outs, W = _sub1_outputs(inst)
    no_p = [float(np.linalg.norm(W0 - W, 2)) for W0 in outs]
    best_p = [TI.perm_error(W0, W, spectral=True) for W0 in outs]
    errs = best_p if with_p else no_p
    sv = np.linalg.svd(W, compute_uv=False)
    return Measurement(float(np.mean(errs)), {"d": int(inst["d"]), "K": int(inst["K"]), "n": float(inst["n"]),
                                              "Wnorm": float(sv[0]), "kappa": float(sv[0] / sv[-1])},
                       {"errors_no_P": no_p, "errors_min_P": best_p,
                        "order_not_W_star": [bool(a > b + 1e-12) for a, b in zip(no_p, best_p)],
                        "relative_error": float(np.mean(errs) / sv[0]), "wscale": inst.get("wscale", 1.0)})


def _c247_measure(inst: dict, ctx: Ctx) -> Measurement:
    """||W_0 - W*|| (spectral; as printed: no permutation) of the printed Subroutine 1, W_0 in its own column order,
    the mean over 2 draws (1 past n = 3e4)."""
    return _measure(inst, with_p=False)


def _c247_measure_p(inst: dict, ctx: Ctx) -> Measurement:
    """min_P ||W_0 - W* P|| (the reading with P*, as (C.87) prints it), same draws."""
    return _measure(inst, with_p=True)


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.247", paper=PAPER,
    source=_src("(C.247), the conclusion of Lemma C.3.3's proof (App. C.6.2), as printed without the permutation P* "
                "(that the lemma's (C.87) L5672 carries; Subroutine 1 L5113-L5140)", "L6470"),
    statement="(C.247): if n >= kappa^8 K^4 tau^12 D_6(Psi) d log^2 d, the output W_0 of Subroutine 1 satisfies "
              "||W_0 - W*|| <~ kappa^6 K^3 tau^6 sqrt(D_6(Psi)) sqrt(d log n / n) ||W*|| with probability at least "
              "1 - n^{-Omega(delta_1^4(W*))} (as printed: no permutation; ||.|| the spectral norm).",
    statement_tex=(r"\|\mathbf{W}_0 - \mathbf{W}^*\| \lesssim \kappa^6 K^3 \cdot \tau^6 \sqrt{D_6(\Psi)} "
                   r"\sqrt{\frac{d \log n}{n}} \|\mathbf{W}^*\|"),
    kind="probabilistic", comparison="<=", bound=B7.c33_shape, measure=_c247_measure, strategy=_c33_instances(),
    constants="hidden", uniform=True, expect="erratum", eventually=("n",),
    readings=(Reading("with P* (C.87)", "the intended (C.87) L5672: ||W_0 - W* P*|| for the permutation matching "
                      "Subroutine 1's columns to W*'s (min over P); the same measure as thesis.ch4.lemmaC.3.3",
                      measure=_c247_measure_p),),
    directions=(
        Direction("n -> inf", "n", INF, how="path", move=_c33_move("n"), points=(1e3, 3e3, 1e4, 3e4, 1e5, 3e5),
                  grows=("n",), reason="the mixture and W* held (tau, D_6(Psi), kappa fixed: (C.86) holds for n "
                                       "large enough, eventually n)"),
        Direction("scale of W* -> inf", "wscale", INF, how="path", move=_c33_move("wscale"),
                  points=(1.0, 3.0, 10.0, 30.0, 100.0),
                  reason="W* -> t W* keeps kappa; the error and the shape both carry ||W*||"),
        Direction("d, K, L, kappa, Psi", "d", INF, how="search",
                  reason="Theorem 2's instance space: d in {2, 3}, K <= d, L in {2, 3}, kappa <= 4, means and "
                         "covariances drawn (a rare heavy group in half the non-symmetric draws)")),
    domain=(
        Param("n", 1, math.inf, integer=True, text="n >= kappa^8 K^4 tau^12 D_6 d log^2 d, no upper limit", key="n",
              far=3e5, unreached="n in [1e3, 3e4] drawn, the n path to 3e5 (ci) / 1e6 (deep): Subroutine 1 costs "
              "O(n d^3)"),
        Param("wscale", 0, math.inf, lo_closed=False, text="W* in R^{d x K} (any scale)", key="wscale", far=100.0,
              unreached="the drawn W* (signal scale in [0.5, 3]) times 1, the path to 100"),
        Param("d", 2, math.inf, integer=True, text="d >= K", unreached="d <= 3 (Theorem 2's instance space)"),
        Param("K", 1, math.inf, integer=True, text="K >= 1 neurons", unreached="K <= d <= 3")),
    evidence=(
        "As printed, (C.247) bounds ||W_0 - W*|| with no permutation; the lemma it concludes prints ||W_0 - W* P*|| "
        "(C.87) L5672. The literal left side is >= the P* one for every draw (min over P includes P = I), so the "
        "floor of thesis.ch4.lemmaC.3.3 carries over: alpha_hat of (C.5) tends to E[phi'(w_j*^T x)] ||w_j*|| / K, "
        "||W_0 - W*|| tends to a positive constant while the right side -> 0 along n. Search (ci, 3 instances of "
        "Theorem 2's space, paths from the best): along n -> inf (1e3 .. 3e5) from d = 2, K = 1, ||W*|| = 6.87 (a "
        "nearly saturated neuron) lhs / (kappa^6 K^3 sqrt(d log n / n) ||W*||) grows 7.85 -> 107.5 (x13.7), "
        "log-slope 0.459 [0.418, 0.500] (sqrt(n / log n)), every point confirmed in float64; lhs = 6.77 at n = 3e5. "
        "From a K = 2 start with kappa ~ 4 the ratio grows x12.9 as well but stays below 1 up to n = 3e5 (kappa^6 ~ "
        "4e3 in the shape). The literal "
        "form has a second mechanism that the P* form has not: Subroutine 1's columns come in the order of the tensor "
        "decomposition of R_3 (Jennrich / KCL eigenvectors), unrelated to W*'s labelling, so for K >= 2 ||W_0 - W*|| "
        ">= ||W* - W* P|| - ||W_0 - W* P|| for the decomposition's P != I, a floor at every n even for an estimator "
        "consistent up to P*. Reproduced by "
        f"{SP}test_c247_order_of_the_decomposition_is_not_w_star (own numpy, population limit, d = K = 2, W* = "
        "[[1, 0.3], [0.2, 1.1]], x ~ (1/2) N(+-(0.5, -0.2), I_2): own Gauss-Hermite E[phi'], own Jennrich on T = "
        "sum_j c_j wbar_j^(x3) in a random orthonormal basis of span(W*) (as Subroutine 1 decomposes R_3 in U_hat's "
        "coordinates): the order is not W*'s in 97 of 200 draws; for such a draw the printed output has ||W_0 - W*|| "
        ">= min_P > 0.5 ||W*||, and the link-inverted output (exact magnitudes) has min_P ||W_0 - W* P|| = 0 but "
        "||W_0 - W*|| = ||W* - W* P_swap|| = 1.61 at every n: ratio to the shape x577 from n = 1e3 to 1e9)."),
    corrected=B5.c33_corrected_shape,
    second_path=SP + "test_c247_order_of_the_decomposition_is_not_w_star",
    mutants={"(C.247) without ||W*|| (wrong along the scale of W*)": B7.c33_mut_wnorm},
    notes="Round 18 (thesisC2) noted the missing P* in the inventory row L6470 and left it covered by "
          "thesis.ch4.lemmaC.3.3 (the P* form); round 13 (thesisC) found (C.86)'s n too small for the proof's "
          "gamma_3 <~ 1/4 when the means lie far along w* (no failure beyond the erratum). Round 19 encodes the display as printed (issue #30: the literal "
          "first): the literal measure is ||W_0 - W*||, the reading 'with P* (C.87)' is the lemma's own form (min over "
          "P). Corrected (as thesis.ch4.lemmaC.3.3's): ||W_0 - W*|| <~ ||W*|| (the printed estimator's error does not "
          "grow with n; it holds without P* too since ||W_0|| <~ ||W*||). Info terms: the no-P* and min-P errors per "
          "draw and whether the decomposition's order differs from W*'s.",
    settings={"ci": {"max_examples": 3, "budget_s": 6.0, "min_valid": 1},
              "dev": {"max_examples": 4, "min_valid": 1}, "deep": {"max_examples": 20, "min_valid": 4}},
))


# ============================ (C.52)'s last '>=' L5463 and (C.54) L5469: the large-mean lower bounds, as printed

def _mp_dphi(x: mpmath.mpf) -> mpmath.mpf:
    e = mpmath.exp(-abs(x))
    return e / (1 + e) ** 2


def _log_alpha_sq(sigma: float, mu: float, power: int) -> float:
    """log int phi'(sigma z)^2 z^power N(z; mu, 1) dz (mpmath, 30 digits; breakpoints at 0, mu - 2 sigma, mu)."""
    with mpmath.workdps(30):
        s, m = mpmath.mpf(sigma), mpmath.mpf(mu)
        pts = sorted({mpmath.mpf(0), m - 2 * s, m})
        v = mpmath.quad(lambda z: _mp_dphi(s * z) ** 2 * z**power * mpmath.npdf(z, m, 1),
                        [-mpmath.inf, *pts, mpmath.inf])
        return float(mpmath.log(v))


def _log_c52_third(sigma: float, mu: float) -> float:
    """log of (C.52)'s third member (1/(8 sqrt(2 pi))) e^{2|mu| sigma + 2 sigma^2} int_{|mu|+2 sigma}^inf e^{-t^2/2}
    dt (the tail by erfc, 30 digits)."""
    with mpmath.workdps(30):
        s, m = mpmath.mpf(sigma), abs(mpmath.mpf(mu))
        tail = mpmath.sqrt(mpmath.pi / 2) * mpmath.erfc((m + 2 * s) / mpmath.sqrt(2))
        return float(-mpmath.log(8 * mpmath.sqrt(2 * mpmath.pi)) + 2 * m * s + 2 * s * s + mpmath.log(tail))


@st.composite
def _large_mean_instances(draw: st.DrawFn) -> dict:
    """mu > 0 log-uniform in [1e-3, 30] (mu^{-(1+eps)} needs mu > 0; 'Let sigma be fixed' and no range for mu),
    sigma > 0 log-uniform in [1e-2, 10], eps > 0 log-uniform in [1e-3, 10] ('for any eps > 0')."""
    return {"mu": draw(log_uniform(1e-3, 30.0)), "sigma": draw(log_uniform(1e-2, 10.0)),
            "eps": draw(log_uniform(1e-3, 10.0))}


def _move_mu(inst: dict, t: float) -> dict:
    return {**inst, "mu": float(t)}


_MU_PATH = Direction("mu -> inf (the large mean of Property 4 (3))", "mu", INF, move=_move_mu,
                     points=(1.0, 3.0, 10.0, 30.0, 100.0), grows=("mu",))
_LARGE_MEAN_DOMAIN = (
    Param("mu", 0, INF, lo_closed=False, text="mu > 0 (mu^{-(1+eps)}; Property 4 (3) takes mu -> inf)", far=100.0,
          unreached="mu in [1e-3, 30] drawn, the path to 100"),
    Param("sigma", 0, INF, lo_closed=False, text="sigma > 0 fixed", far=10.0, unreached="sigma in [1e-2, 10]"),
    Param("eps", 0, INF, lo_closed=False, text="any eps > 0", far=10.0, unreached="eps in [1e-3, 10]"))


def _c52_measure(inst: dict, ctx: Ctx) -> Measurement:
    """log of (C.52)'s third member (the step's left side); the chain's first member (the integral itself) as a
    term."""
    mu, s = float(inst["mu"]), float(inst["sigma"])
    return Measurement(_log_c52_third(s, mu), {"mu": mu, "sigma": s, "eps": float(inst["eps"])},
                       {"log_first_member": _log_alpha_sq(s, mu, 0)})


def _c52_measure_first(inst: dict, ctx: Ctx) -> Measurement:
    """log of (C.52)'s first member int phi'^2(sigma z) N(z; mu, 1) dz (the chain's conclusion against its end)."""
    mu, s = float(inst["mu"]), float(inst["sigma"])
    return Measurement(_log_alpha_sq(s, mu, 0), {"mu": mu, "sigma": s, "eps": float(inst["eps"])}, {})


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.52-last", paper=PAPER, kind="step", comparison=">=",
    source=_src("(C.52), proof of Property 4 (3), App. C.2 (the last '>=' of the chain; 'Let sigma be fixed. For any "
                "eps > 0')", "L5463"),
    statement="(C.52), last step: (1/(8 sqrt(2 pi))) e^{2|mu| sigma + 2 sigma^2} int_{|mu|+2 sigma}^inf e^{-t^2/2} dt "
              ">= (1/(8 sqrt(2 pi))) e^{-mu^2/2} mu^{-(1+eps)} for fixed sigma > 0 and any eps > 0 (as printed: every "
              "mu > 0); compared in logarithms.",
    statement_tex=(r"\frac{1}{8\sqrt{2\pi}} e^{2|\mu|\sigma+2\sigma^2} \int_{|\mu|+2\sigma}^{\infty} e^{-\frac{t^2}{2}} dt "
                   r"\geq \frac{1}{8\sqrt{2\pi}} e^{-\frac{\mu^2}{2}} \frac{1}{\mu^{1+\epsilon}}"),
    bound=B19.c52_last_log_printed, measure=_c52_measure, strategy=_large_mean_instances(), rtol=1e-9,
    expect="erratum",
    readings=(
        Reading("chain's first member", "the chain's conclusion: int phi'^2(sigma z) N(z; mu, 1) dz >= the last "
                "member, as printed for every mu > 0", measure=_c52_measure_first),),
    directions=(_MU_PATH,),
    domain=_LARGE_MEAN_DOMAIN,
    evidence="The third member equals (1/(8 sqrt(2 pi))) e^{-mu^2/2} R(mu + 2 sigma), R(a) = e^{a^2/2} int_a^inf "
             "e^{-t^2/2} dt the Mills ratio (a/(a^2 + 1) <= R(a) <= 1/a); the last member is (1/(8 sqrt(2 pi))) "
             "e^{-mu^2/2} mu^{-(1+eps)}. So the step holds iff R(mu + 2 sigma) >= mu^{-(1+eps)}: true for mu large "
             "(R ~ 1/mu), false for every mu <= 1 at every sigma > 0, eps > 0 (R(mu + 2 "
             "sigma) <= 1/(mu + 2 sigma) < 1/mu <= mu^{-(1+eps)}). Example: mu = 0.5, sigma = 1, eps = 0.5: third member "
             "0.01559 (log -4.16) against the last 0.1245 (log -2.08); the chain's first member (the integral, "
             "0.0423) fails too. Property 4 (3) is a large-mean limit and for every fixed sigma, eps the step holds for mu large "
             "enough (R(mu + 2 sigma) mu^{1+eps} ~ mu^eps -> inf), but the threshold is not small: at eps = 1e-3, "
             "sigma = 10 it needs mu (mu^eps - 1) >~ 2 sigma, mu ~ 2.5e3 (a reading 'mu large enough' would only be "
             "conditional on it, so it is stated here, not encoded). Reproduced by "
             f"{SP}test_c52_last_and_c54_fail_at_small_mean (scipy erfcx and quad).",
    corrected=B19.c52_last_log_mills,
    corrected_text="(1/(8 sqrt(2 pi))) e^{2|mu| sigma + 2 sigma^2} int_{|mu|+2 sigma}^inf e^{-t^2/2} dt >= "
                   "(1/(8 sqrt(2 pi))) e^{-mu^2/2} a/(a^2 + 1), a = |mu| + 2 sigma (Mills' ratio), every mu",
    second_path=SP + "test_c52_last_and_c54_fail_at_small_mean",
    mutants={"1/a (the Mills ratio's upper bound) in place of a/(a^2 + 1)": B19.c52_last_mut_mills_upper},
    auto_mutant=False,
    notes="Round 19: thesis.ch4.eqC.52-third checks the chain's '=' to the third member and left the last '>=' out "
          "('a large-mean limit'); it is encoded here as printed (every mu > 0). lhs and the "
          "bound are logarithms (both members underflow float64 for mu ~ 40).",
    settings={"ci": {"max_examples": 20, "budget_s": 3.0}},
))


def _c54_measure(inst: dict, ctx: Ctx) -> Measurement:
    """log int phi'^2(sigma z) z^2 N(z; mu, 1) dz (mpmath)."""
    mu, s = float(inst["mu"]), float(inst["sigma"])
    return Measurement(_log_alpha_sq(s, mu, 2), {"mu": mu, "sigma": s, "eps": float(inst["eps"])}, {})


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.54", paper=PAPER, kind="step", comparison=">=",
    source=_src("(C.54), proof of Property 4 (3), App. C.2 ('Similarly', after (C.52)-(C.53); sigma fixed, any eps > "
                "0)", "L5469"),
    statement="(C.54): int phi'^2(sigma z) z^2 (1/sqrt(2 pi)) e^{-(z - mu)^2/2} dz >= (1/(8 sqrt(2 pi))) e^{-mu^2/2} "
              "mu^{-(3+eps)} for fixed sigma > 0 and any eps > 0 (as printed: every mu > 0); compared in logarithms.",
    statement_tex=(r"\int_{-\infty}^{\infty} \phi'^2(\sigma \cdot z) z^2 \frac{1}{\sqrt{2\pi}} e^{-\frac{(z-\mu)^2}{2}} dz "
                   r"\geq \frac{1}{8\sqrt{2\pi}} e^{-\frac{\mu^2}{2}} \frac{1}{\mu^{3+\epsilon}}"),
    bound=B19.c54_log_printed, measure=_c54_measure, strategy=_large_mean_instances(), rtol=1e-9,
    expect="erratum",
    directions=(_MU_PATH,),
    domain=_LARGE_MEAN_DOMAIN,
    evidence="The left side is at most (1/16) E[z^2] = (1 + mu^2)/16 (phi' <= 1/4) while the right side grows like "
             "mu^{-(3+eps)} as mu -> 0+: mu = 0.5, sigma = 1, eps = 0.5: left 0.02547 (log -3.67) against right 0.498 "
             "(log -0.70). For large mu the left side decays like mu^2 e^{-2 sigma mu} and the right like e^{-mu^2/2}, so "
             "for every fixed sigma, eps the display holds for mu large enough (Property 4 (3)'s limit survives this "
             "step; a reading 'mu large enough' would only be conditional on an unspecified mu_0, so it is stated "
             "here, not encoded). Reproduced by "
             f"{SP}test_c52_last_and_c54_fail_at_small_mean (scipy quad).",
    no_correction_reason="the display is a large-mean bound (Property 4 (3)); for mu large enough it holds, and a "
                         "bound valid for every mu > 0 would drop the mu^{-(3+eps)} blow-up at mu -> 0+",
    second_path=SP + "test_c52_last_and_c54_fail_at_small_mean",
    mutants={"e^{-mu^2/4} for e^{-mu^2/2}": B19.c54_mut_quarter}, auto_mutant=False,
    notes="Round 19: the inventory row L5469 was 'covered:thesis.ch4.eqC.53', which checks (C.53) (an upper bound "
          "on int phi'(sigma z) N(z; mu, 1) dz), not this lower bound with phi'^2 z^2. lhs and the bound are "
          "logarithms.",
    settings={"ci": {"max_examples": 20, "budget_s": 3.0}},
))


# ============================ (C.199) L6211 and (C.217) L6313: 'C_t holds if t >= ...' (were not-a-fact rows)

@st.composite
def _ct_instances(draw: st.DrawFn) -> dict:
    """r = X / B in [0, 1] (X the population term of C_t, any value (C.198) / (C.216) allows: X <= B, B the printed
    threshold's right side) and q = t / B >= 1 (every t the display admits), both exact dyadic rationals with the
    edges r = 1, q = 1 proposed."""
    dy = lambda v: Fraction(round(v * 2**30), 2**30)  # noqa: E731
    r = dy(draw(st.one_of(st.just(1.0), st.just(0.0), st.floats(0.0, 1.0))))
    q = dy(draw(st.one_of(st.just(1.0), st.just(3.0), log_uniform(1.0, 1e3))))
    return {"r": r, "q": q}


def _ct_measure(inst: dict, ctx: Ctx) -> Measurement:
    """3 X / t = 3 r / q (B cancels), exact: the event {X >= t/3} of (C.187)/(C.208) occurs iff this is >= 1."""
    return Measurement(3 * inst["r"] / inst["q"], {}, {"r": inst["r"], "q": inst["q"]}, exact=True)


_CT_DOMAIN = (
    Param("r", 0, 1, text="X / B in [0, 1]: every X the previous display allows", unreached="none (0 and 1 drawn)"),
    Param("q", 1, INF, far=1e3, text="t / B >= 1: every t the display admits", unreached="q in [1, 1e3]"))

for _cid, _disp, _line, _src_text, _B, _ev in (
    ("thesis.ch4.eqC.199", "(C.199)", "L6209-L6211",
     "(C.198)-(C.199), proof of Lemma C.4.5, App. C.4.7 ('Therefore, C_t holds if'; C_t of (C.187) L6140: the "
     "population term >= t/3)",
     "C_12 d^{3/2} K^{5/2} sqrt(sum_l lambda_l (||mu_l||_inf + ||Sigma_l^{1/2}||)^2 sum_l lambda_l (||mu_l||_inf + "
     "||Sigma_l^{1/2}||)^4) eps",
     "(C.198) gives X = sup_W ||E Hess l(W_j(W); x) - E Hess l(W; x)|| <= B = C_12 d^{3/2} K^{5/2} sqrt(...) eps, and "
     "C_t of (C.187) is {X >= t/3}. Literally ('C_t holds if t >= B') the event would occur for every t >= B: false "
     "once t > 3X (r = 0: X = 0, t = B). Read as meant (C_t is avoided, which is how (C.202) uses it), t >= B "
     "still allows X in [t/3, B]: r = 1, q = 1 (X = B = t) gives 3X/t = 3, the event occurs. The threshold must be "
     "t > 3B (the 3 of the t/3 split; compare (C.217)'s 3 C_9 against (C.216)'s bound, and (C.201)'s own factor "
     "2, thesis.ch4.eqC.201). Constants only: Lemma C.4.5 keeps its status."),
    ("thesis.ch4.eqC.217", "(C.217)", "L6311-L6313",
     "(C.216)-(C.217), proof of Lemma C.5.1, App. C.5.1 ('following the steps in part (2) of Lemma C.4.5, we can "
     "conclude that C'_t holds if'; C'_t of (C.208) L6281: the population term >= t/3)",
     "3 C_9 sqrt(K) d sum_l lambda_l (||mu_l||_inf + ||Sigma_l^{1/2}||)^2 eps",
     "(C.216) bounds E[sup_{W != W'} ||grad l(W, x) - grad l(W', x)|| / ||W - W'||_F] by 3 C_9 sqrt(K) d sum_l "
     "lambda_l (||mu_l||_inf + ||Sigma_l^{1/2}||)^2, so X' = sup_W ||E grad l(W_j(W); x) - E grad l(W; x)|| <= B' = "
     "that times eps, and C'_t of (C.208) is {X' >= t/3}. Literally ('C'_t holds if t >= B'') false once t > 3X'; "
     "read as meant (C'_t avoided), t >= B' still allows X' in [t/3, B']: r = 1, q = 1 gives 3X'/t = 3. The "
     "threshold must be t > 3B' = 9 C_9 sqrt(K) d (...) eps, the same factor 3 as (C.199) ((C.218)'s 18 = 3 x 3 x 2 "
     "has it for A'_t). Constants only: Lemma C.5.1 keeps its status."),
):
    CLAIMS.append(Claim(
        id=_cid, paper=PAPER, kind="step", comparison=">=",
        source=_src(_src_text, _line),
        statement=f"{_disp}: 'C_t holds if t >= {_B}' (B the right side), with C_t = {{X >= t/3}} for the population "
                  "term X <= B of the display before; as printed: the event occurs for every t >= B and every X the "
                  "previous display allows (3 X / t >= 1); checked exactly on r = X/B in [0, 1], q = t/B >= 1.",
        statement_tex=r"3X/t \geq 1 \quad \text{for } 0 \leq X \leq B,\ t \geq B",
        bound=B19.one, measure=_ct_measure, strategy=_ct_instances(), expect="erratum",
        readings=(Reading("C_t avoided", "the meant use (how (C.202) / the final step combine it): t >= B makes the "
                          "event {X >= t/3} impossible, i.e. 3 X / t < 1 for every X <= B", comparison="<"),),
        domain=_CT_DOMAIN,
        evidence=_ev + f" Reproduced by {SP}test_c199_c217_thresholds_miss_the_factor_3 (plain arithmetic).",
        no_correction_reason="a constant slip: t > 3B (strict) makes the event impossible for every X <= B; the "
                             "threshold is a choice inside the proof, restated by the next display",
        second_path=SP + "test_c199_c217_thresholds_miss_the_factor_3",
        mutants={"1/3 (the events' t/3 dropped)": B19.one_mut_third}, auto_mutant=False,
        notes="Round 19: the inventory row was 'not-a-fact' ('a requirement on t'); the sentence states an "
              "implication (a threshold on t ensures the event), which is a checkable step. Pure algebra on the "
              "printed displays, exact rationals (as thesis.ch4.eqC.201).",
        settings={"ci": {"max_examples": 20, "budget_s": 0.5}},
    ))


# ============================ (C.215) L6305: the threshold that 'ensures P(B'_t) <= delta/2' from (C.214) (was not-a-fact)

@st.composite
def _c215_instances(draw: st.DrawFn) -> dict:
    """S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 > 0 log-uniform in [1e-4, 1e2] (any mixture: the means and
    covariances scale it), n log-uniform in [10, 1e6], dK in 1..9, r/eps log-uniform in [1, 1e8], delta log-uniform
    in [1e-12, 0.5], (C.214)'s constants C_14, C_15 log-uniform in [0.1, 10] (fixed along the paths)."""
    return {"S": draw(log_uniform(1e-4, 1e2)), "n": draw(log_uniform(10.0, 1e6)), "dK": draw(st.integers(1, 9)),
            "r_eps": draw(log_uniform(1.0, 1e8)), "delta": draw(log_uniform(1e-12, 0.5)),
            "C14": draw(log_uniform(0.1, 10.0)), "C15": draw(log_uniform(0.1, 10.0))}


def _c215_parts(inst: dict) -> tuple[float, float, float]:
    S, n = float(inst["S"]), float(inst["n"])
    Lg = inst["dK"] * math.log(18.0 * float(inst["r_eps"])) + math.log(4.0 / float(inst["delta"]))
    return S, n, Lg


def _c215_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The least t for which the union bound over the covers (exp(dK log(18r/eps)), as (C.189)) times (C.214) as
    printed, 2 exp(max{-C_14 n t^2/(144 S), -C_15 n sqrt(S t)}), is <= delta/2: min{C_14 n t^2/(144 S), C_15 n
    sqrt(S t)} >= Lg, i.e. t* = max{12 sqrt(S Lg/(C_14 n)), Lg^2/(C_15^2 n^2 S)} (closed form)."""
    S, n, Lg = _c215_parts(inst)
    c14, c15 = float(inst["C14"]), float(inst["C15"])
    t_a, t_b = 12.0 * math.sqrt(S * Lg / (c14 * n)), Lg * Lg / (c15 * c15 * n * n * S)
    return Measurement(max(t_a, t_b), {"S": S, "n": n, "Lg": Lg}, {"t_square_term": t_a, "t_sqrt_term": t_b})


def _c215_measure_reading(inst: dict, ctx: Ctx) -> Measurement:
    """(C.214)'s second exponent read as -C_15 n sqrt(S) t (the square root over S only): t* = max{12 sqrt(S Lg/(C_14
    n)), Lg/(C_15 n sqrt(S))}."""
    S, n, Lg = _c215_parts(inst)
    c14, c15 = float(inst["C14"]), float(inst["C15"])
    t_a, t_b = 12.0 * math.sqrt(S * Lg / (c14 * n)), Lg / (c15 * n * math.sqrt(S))
    return Measurement(max(t_a, t_b), {"S": S, "n": n, "Lg": Lg}, {"t_square_term": t_a, "t_sqrt_term": t_b})


def _c215_move(key: str):  # noqa: ANN202
    def move(inst: dict, t: float) -> dict:
        return {**inst, key: float(t)}
    return move


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.215", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.214)-(C.215), proof of Lemma C.5.1, App. C.5.1 ('Moreover, we can obtain P(B'_t) <= delta/2 as "
                "long as'; the covers of (C.189) with V_{1/2}: log(18r/eps))", "L6303-L6306"),
    statement="(C.215): from (C.214) as printed (P(|(1/n) sum G'_i| >= t/6) <= 2 exp(max{-C_14 n t^2/(144 S), -C_15 n "
              "sqrt(S t)})) and the union bound over the covers, P(B'_t) <= delta/2 as long as t >= C_13 max{sqrt(S) "
              "sqrt(Lg/n), Lg/(sqrt(S) n)}, Lg = dK log(18r/eps) + log(4/delta), S = sum_l lambda_l (||mu_l|| + "
              "||Sigma_l^{1/2}||)^2, for some constant C_13; checked uniformly: the least sufficient t over the "
              "printed max stays bounded.",
    statement_tex=(r"t \geq C_{13} \cdot \max \left\{ \sqrt{S} \sqrt{\frac{dK \log \frac{18r}{\epsilon} + \log "
                   r"\frac{4}{\delta}}{n}}, \frac{dK \log \frac{18r}{\epsilon} + \log \frac{4}{\delta}}{\sqrt{S} \cdot n} "
                   r"\right\} \Rightarrow \mathbb{P}(B'_t) \leq \frac{\delta}{2}"),
    bound=B19.c215_shape, measure=_c215_measure, strategy=_c215_instances(), constants="hidden", uniform=True,
    expect="erratum as printed",
    readings=(Reading("sqrt(S) t in (C.214)", "(C.214)'s second exponent read as -C_15 n sqrt(S) t (the root over S "
                      "only, the sub-exponential scale sqrt(S)): then (C.215) follows with C_13 = max(12/sqrt(C_14), "
                      "1/C_15)", measure=_c215_measure_reading),),
    directions=(
        Direction("S -> 0 (means and covariances scaled down)", "S", 0.0, move=_c215_move("S"),
                  points=(1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6)),
        Direction("delta -> 0", "delta", 0.0, move=_c215_move("delta"), points=(1e-2, 1e-5, 1e-10, 1e-20, 1e-40)),
        Direction("n, dK, r/eps, C_14, C_15 (searched)", "n", INF, how="search",
                  reason="n in [10, 1e6], dK <= 9, r/eps in [1, 1e8], C_14, C_15 in [0.1, 10] drawn")),
    domain=(
        Param("S", 0, INF, lo_closed=False, far=1e-6, text="S > 0 (any mixture)", unreached="S in [1e-4, 1e2] drawn, "
              "the path to 1e-6"),
        Param("n", 1, INF, far=1e6, text="n samples", unreached="n in [10, 1e6]"),
        Param("delta", 0, 1, lo_closed=False, hi_closed=False, far=1e-40, text="delta in (0, 1)",
              unreached="delta in [1e-12, 0.5], the path to 1e-40")),
    evidence="The union bound over the eps-cover of the ball and the 1/2-cover of the sphere (log size dK "
             "log(18r/eps), the log in (C.215)) times (C.214) is <= delta/2 iff min{C_14 n t^2/(144 S), C_15 n "
             "sqrt(S t)} >= Lg: the first gives (C.215)'s first term (12/sqrt(C_14)) sqrt(S) sqrt(Lg/n), but the "
             "printed second exponent C_15 n sqrt(S t) needs t >= Lg^2/(C_15^2 n^2 S), not (C.215)'s Lg/(sqrt(S) "
             "n): their ratio Lg/(C_15^2 n sqrt(S)) is unbounded, along S -> 0 (like S^-1/2) and along delta -> 0 "
             "(like log(1/delta)). So no C_13 makes (C.215) follow from (C.214) as printed. Under the reading "
             "'sqrt(S) t' (the exponent -C_15 n sqrt(S) t) the second term is exactly Lg/(C_15 sqrt(S) n) and (C.215) "
             "holds with C_13 = max(12/sqrt(C_14), 1/C_15). Reproduced by "
             f"{SP}test_c215_threshold_from_c214 (own bisection on the printed union bound). Lemma C.5.1 keeps its "
             "own status (thesis.ch4.lemmaC.5.1). Auditor A (round 19, audit/A_thesis.md, CONFIRMED) adds that "
             "(C.215)'s conclusion P(B'_t) <= delta/2 itself fails in the model under EITHER reading of the root, "
             "by the rare heavy group of (C.212)/(C.214): d = 2, K = 1, W = W* = e_1 (a net point), v = e_2, x ~ (1 "
             "- e) N(0, I) + e N(0, diag(1, M^2)), y ~ Bern(sigmoid(x_1)), G' = (phi(x_1) - y) x_2 symmetric, mean "
             "0; P(B'_t) >= P(exactly one heavy sample) (1/2) P(|G'_heavy| >= n t/3); with n e = sqrt(delta), M = "
             "1e3 sqrt(n), n = 1000, r = 1: P(B'_t)/(delta/2) >= 67, 9.6e3, 9.9e5, 9.9e7 at delta = 1e-4, 1e-8, "
             "1e-12, 1e-16 (C_13 = 1), 1.3, 6.1e3, 9.3e5, 9.4e7 (C_13 = 10), 4e-46, 37, 4.4e5, 5.2e7 (C_13 = 100): "
             "~delta^-1/2, no C_13 serves; along the lemma's delta = d^-10 (n = 1000 d, n e = d^-5): 0.015, 200, "
             "2.3e4, 9.4e5 at d = 2, 4, 8, 16 (C_13 = 10). It holds for a single Gaussian scale (G' sub-Gaussian "
             "with parameter ~sqrt(S)), not over the printed GMM class. That conclusion is its own claim, "
             "thesis.ch4.eqC.215-conclusion (round 19, thesisC6; the step encoded here is the derivation from "
             "(C.214)); script "
             "/work/audit/r19a/thesis/thesis.ch4.eqC.215.py.",
    no_correction_reason="a typesetting slip in (C.214)'s exponent (the root over S t instead of S); the reading "
                         "'sqrt(S) t' repairs the derivation checked here and holds (the conclusion P(B'_t) <= "
                         "delta/2 fails by the rare heavy group under either reading, auditor A; see evidence)",
    second_path=SP + "test_c215_threshold_from_c214",
    mutants={"the first term alone": B19.c215_mut_first_only},
    notes="Round 19: the inventory row L6305 was 'not-a-fact' ('a requirement on t'); the sentence states that the "
          "threshold ensures P(B'_t) <= delta/2, a step checkable from (C.214) and the cover sizes. Closed form; the "
          "constants C_14, C_15 of (C.214) are drawn and held along the paths.",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
))


# ============================ (C.173) L6061: Property 5 applied to (sum_i r_i^T x phi'(sigma x_i))^2 (was covered by
# a claim on another display)

@st.composite
def _c173_instances(draw: st.DrawFn) -> dict:
    """d in {1, 2, 3}, k in 1..d, r_i in R^d (seeded normal, scale log-uniform in [0.1, 10]), sigma != 0 (either
    sign, |sigma| log-uniform in [1e-2, 10]), mu_l in R^d (norm in {0} or [0, 4]), Sigma_l = A A^T + s^2 I (any
    covariance: A seeded, s log-uniform in [0.1, 3])."""
    d = draw(st.integers(1, 3))
    k = draw(st.integers(1, d))
    rng = np.random.default_rng(draw(st.integers(0, 2**32 - 1)))
    R = rng.normal(size=(k, d)) * draw(log_uniform(0.1, 10.0))
    sig = draw(log_uniform(1e-2, 10.0)) * (1 if draw(st.booleans()) else -1)
    mu = rng.normal(size=d)
    mu = mu / max(np.linalg.norm(mu), 1e-12) * draw(st.one_of(st.just(0.0), st.floats(0.0, 4.0)))
    A = rng.normal(size=(d, d)) * draw(st.floats(0.0, 1.0))
    Sig = A @ A.T + draw(log_uniform(0.1, 3.0)) ** 2 * np.eye(d)
    return {"d": d, "k": k, "R": R, "sigma": sig, "mu": mu, "Sigma": Sig}


def _c173_expect(R: np.ndarray, sig: float, mu: np.ndarray, Sig: np.ndarray, nodes: int = 40) -> float:
    """E_{x ~ N(mu, Sigma)} (sum_i r_i^T x phi'(sigma x_i))^2 by tensor Gauss-Hermite (x = mu + chol(Sigma) z)."""
    d = mu.size
    z, w = np.polynomial.hermite_e.hermegauss(nodes)
    w = w / w.sum()
    Z = np.stack(np.meshgrid(*([z] * d), indexing="ij"), -1).reshape(-1, d)
    W = np.prod(np.stack(np.meshgrid(*([w] * d), indexing="ij"), -1).reshape(-1, d), axis=1)
    X = mu[None, :] + Z @ np.linalg.cholesky(Sig).T
    k = R.shape[0]
    u = sig * X[:, :k]
    p = 0.5 * (1.0 + np.tanh(0.5 * u))
    g = np.sum((X @ R.T) * p * (1.0 - p), axis=1)
    return float(np.sum(W * g * g))


def _c173_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Left side E_{N(mu_l, Sigma_l)}; the mixture's side (1/2) E_{N(mu_l, .)} + (1/2) E_{N(-mu_l, .)} computed
    separately (its own nodes at -mu_l) and E_{N(0, .)} (the mutant) as quantities."""
    R, s, mu, Sig = np.asarray(inst["R"]), float(inst["sigma"]), np.asarray(inst["mu"]), np.asarray(inst["Sigma"])
    nodes = 40 if mu.size < 3 else 24
    left = _c173_expect(R, s, mu, Sig, nodes)
    mix = 0.5 * _c173_expect(R, s, mu, Sig, nodes) + 0.5 * _c173_expect(R, s, -mu, Sig, nodes)
    zero = _c173_expect(R, s, np.zeros_like(mu), Sig, nodes)
    return Measurement(left, {"E_mix": mix, "E_zero": zero}, {"d": int(mu.size), "k": int(R.shape[0])})


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.173", paper=PAPER, kind="step", comparison="==",
    source=_src("(C.173), proof of Lemma C.4.4, App. C.4.6 ('Since (sum_i r_i^T x phi'(sigma x_i))^2 is an even "
                "function for any r_i, so from Property 5 we have'; L6059)", "L6061"),
    statement="(C.173): E_{x ~ N(mu_l, Sigma_l)}[(sum_{i=1}^k r_i^T x phi'(sigma x_i))^2] = E_{x ~ (1/2) N(mu_l, "
              "Sigma_l) + (1/2) N(-mu_l, Sigma_l)}[(sum_{i=1}^k r_i^T x phi'(sigma x_i))^2] for any r_i in R^d, sigma "
              "!= 0 (phi' even, so the integrand is even in x).",
    statement_tex=(r"\mathbb{E}_{\mathbf{x} \sim \mathcal{N}(\boldsymbol{\mu}_l, \boldsymbol{\Sigma}_l)} \left[ \left( "
                   r"\sum_{i=1}^k \mathbf{r}_i^\top \mathbf{x} \cdot \phi'(\sigma \cdot x_i) \right)^2 \right] = "
                   r"\mathbb{E}_{\mathbf{x} \sim \frac{1}{2}\mathcal{N}(\boldsymbol{\mu}_l, \boldsymbol{\Sigma}_l) + "
                   r"\frac{1}{2}\mathcal{N}(-\boldsymbol{\mu}_l, \boldsymbol{\Sigma}_l)} \left[ \left( \sum_{i=1}^k "
                   r"\mathbf{r}_i^\top \mathbf{x} \cdot \phi'(\sigma \cdot x_i) \right)^2 \right]"),
    bound=B19.c173_mixture, measure=_c173_measure, strategy=_c173_instances(), rtol=1e-9, atol=1e-12,
    domain=(Param("d", 1, INF, integer=True, far=3, text="x in R^d", unreached="d <= 3 (tensor Gauss-Hermite)"),
            Param("sigma", -INF, INF, far=10.0, text="sigma != 0", unreached="|sigma| in [1e-2, 10], both signs"),
            Param("mu_norm", 0, INF, key="mu", far=4.0, text="mu_l in R^d", unreached="||mu_l|| <= 4")),
    mutants={"E over N(0, Sigma_l)": B19.c173_mut_centered}, auto_mutant=False,
    notes="Round 19: the inventory row L6061 was 'covered:thesis.ch4.display.lemmaC.4.4-ts-independence', which "
          "checks E[t_i t_j s_i s_j] = E[t_i t_j] E[s_i s_j] (another display of the same proof), not this "
          "symmetrisation. Both sides by tensor Gauss-Hermite (40 nodes per axis, 24 at d = 3), the mixture's "
          "components on their own nodes. Holds: phi' is even, so the integrand is, and E_{N(-mu, Sigma)} f(x) = "
          "E_{N(mu, Sigma)} f(-x) (Property 5, thesis.ch4.propertyC.5).",
    settings={"ci": {"max_examples": 12, "budget_s": 3.0}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-19 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch4.eqC.199': 'auditor A: confirmed as printed',
    'thesis.ch4.eqC.215': 'auditor A: confirmed',
    'thesis.ch4.eqC.217': 'auditor A: confirmed as printed',
    'thesis.ch4.eqC.247': 'auditor A: confirmed',
    'thesis.ch4.eqC.52-last': 'auditor A: confirmed as printed',
    'thesis.ch4.eqC.54': 'auditor A: confirmed as printed',
}, 'docs/audits/round19/thesis.md')
