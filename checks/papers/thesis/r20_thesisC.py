"""thesis, Chapter 4 / Appendix C (round 20, helper thesisC).

- thesis.ch4.eqC.215-conclusion-tau1: (C.215)'s conclusion P(B'_t) <= delta/2 (seed 003 L6303-L6306) inside tau = 1
  (every covariance I: tau = sigma_max / sigma_min = 1, the printed tau = Theta(1) of L1134 on which C_13 may
  depend) and along the lemma's own delta = d^{-10} (L6320) with d -> inf. The round-19 claim
  thesis.ch4.eqC.215-conclusion fixes d = 2 and grows a covariance scale (tau -> inf); this one is auditor D's
  identity-covariance family (round 19): a rare group N(M e_2, I_d) beside N(0, I_d), n e = 20 delta, e M^2 = 1
  (S = 2 + 2 sqrt(e): bounded), W = W* = e_1 (K = 1), v = e_2. G' = (phi(x_1) - y) x_2 is symmetric with mean 0
  (s = phi(x_1) - y is symmetric and independent of x_2), so P(B'_t) >= P(|(1/n) sum G'_i| >= t/3) >= n e (1 - e)^(n-1)
  (1/2) P(|s (M + z)| >= n t/3) (the light sum is symmetric and independent of the heavy term). t_low: the largest t
  at which that lower bound reaches delta/2 (a certified lower bound on the least sufficient t).
"""

from __future__ import annotations

import math

import mpmath
import numpy as np
from hypothesis import strategies as st
from scipy.stats import norm

from thmcheck.bounds.thesis import r19_thesisC as B19
from thmcheck.bounds.thesis import r20_thesisC as B20
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r19_thesisC6 as C6
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r20_thesisC.py::"
CLAIMS: list[Claim] = []

_GL_U, _GL_W = np.polynomial.legendre.leggauss(600)
_GL_U, _GL_W = 12.0 * _GL_U, 12.0 * _GL_W  # Gauss-Legendre on u in [-12, 12] (the normal mass outside: 4e-33)
_GL_P = 1.0 / (1.0 + np.exp(-_GL_U))
_GL_PDF = norm.pdf(_GL_U) * _GL_W


def _abs_shift_tail(a: np.ndarray, M: float) -> np.ndarray:
    """P(|M + z| >= a), z ~ N(0, 1), a >= 0."""
    return norm.sf(a - M) + norm.sf(a + M)


def _heavy_tail(c: float, M: float) -> float:
    """P(|s (M + z)| >= c), s = phi(u) - y, u, z ~ N(0, 1), y ~ Bern(phi(u)): |s| = 1 - phi(u) w.p. phi(u), phi(u)
    w.p. 1 - phi(u) (600-node Gauss-Legendre over u)."""
    p = _GL_P
    f = p * _abs_shift_tail(c / (1.0 - p), M) + (1.0 - p) * _abs_shift_tail(c / p, M)
    return float(np.sum(_GL_PDF * f))


def _parts(inst: dict) -> dict:
    n, delta, p, M, d = (float(inst[k]) for k in ("n", "delta", "p", "M", "d"))
    e = p / n
    S = (1.0 - e) * 1.0 + e * (M + 1.0) ** 2  # (||mu_l|| + ||Sigma_l^{1/2}||)^2 = 1 and (M + 1)^2
    Lg = d * math.log(18.0 * float(inst["r_eps"])) + math.log(4.0 / delta)  # K = 1
    return {"n": n, "delta": delta, "e": e, "M": M, "S": S, "Lg": Lg, "d": d}


def _t_low(q: dict) -> tuple[float, float]:
    """The largest t with n e (1 - e)^(n-1) (1/2) P(|s (M + z)| >= n t/3) >= delta/2 and the tail level: round 19's
    root finder (r19_thesisC6._t_low) on this module's identity-covariance heavy tail."""
    return C6._t_low(q, _heavy_tail, tol=1e-9)


def _measure(inst: dict, ctx: Ctx) -> Measurement:
    q = _parts(inst)
    t, level = _t_low(q)
    return Measurement(t, {"S": q["S"], "n": q["n"], "Lg": q["Lg"]},
                       {"delta": q["delta"], "d": q["d"], "heavy_weight_e": q["e"], "M": q["M"], "tau": 1.0, "K": 1.0,
                        "tail_level": level})


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    """d log-uniform in [2, 1e3], n = n0 d log(d) / (2 log 2) with n0 log-uniform in [500, 1e5] (n / (dK log dK)
    bounded below: n >= C'' dK log dK), delta log-uniform in [1e-40, 0.5], the rare group's expected count p = n e
    log-uniform in [1e-15, 1], its mean norm M log-uniform in [1, 1e12], r/eps log-uniform in [1, 1e4]."""
    d = draw(log_uniform(2.0, 1e3))
    n = draw(log_uniform(500.0, 1e5)) * d * math.log(d) / (2.0 * math.log(2.0))
    return {"d": d, "n": n, "delta": draw(log_uniform(1e-40, 0.5)), "p": draw(log_uniform(1e-15, 1.0)),
            "M": draw(log_uniform(1.0, 1e12)), "r_eps": draw(log_uniform(1.0, 1e4))}


def _tie(inst: dict, n: float, delta: float) -> dict:
    """auditor D's family: n e = 20 delta, e M^2 = 1 (S = 2 + 2 sqrt(e))."""
    p = min(20.0 * delta, 0.5)
    return {**inst, "n": n, "delta": delta, "p": p, "M": math.sqrt(n / p)}


def _move_delta(inst: dict, t: float) -> dict:
    """delta -> 0 at fixed d, n (the rare group tied to delta)."""
    return _tie(inst, float(inst["n"]), float(t))


def _move_d(inst: dict, t: float) -> dict:
    """d -> inf with the lemma's delta = d^{-10} (L6320), n / (d log d) held, and the lemma's eps (L6320 with C_9 =
    1, K = 1, S_inf <= 2 and r = 1): r/eps = 36 d^2 n / delta, at least the drawn r/eps (a larger Lg only lowers the
    ratio)."""
    d0, d = float(inst["d"]), float(t)
    n = float(inst["n"]) * (d * math.log(d)) / (d0 * math.log(d0))
    delta = d ** -10.0
    out = _tie({**inst, "d": d}, n, delta)
    out["r_eps"] = max(float(inst["r_eps"]), 36.0 * d * d * n / delta)
    return out


def _move_n(inst: dict, t: float) -> dict:
    """n -> inf at fixed d, delta (the rare group re-tied: the ratio stays bounded along n)."""
    return _tie(inst, float(t), float(inst["delta"]))


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.215-conclusion-tau1", paper=PAPER, kind="step", comparison="<=",
    source=f"(C.215), proof of Lemma C.5.1, App. C.5.1 ('Moreover, we can obtain P(B'_t) <= delta/2 as long as'; B'_t "
           f"of (C.207) L6277; the lemma's delta = d^-10 at L6320; tau = Theta(1) at L1134), {SEED_FILE} L6303-L6306",
    statement="(C.215)'s conclusion inside tau = 1 and along delta = d^{-10}: P(B'_t) <= delta/2 whenever t >= C_13 "
              "max{sqrt(S) sqrt(Lg/n), Lg/(sqrt(S) n)}, Lg = dK log(18r/eps) + log(4/delta), S = sum_l lambda_l "
              "(||mu_l|| + ||Sigma_l^{1/2}||)^2, for one constant C_13; checked uniformly over identity-covariance "
              "Gaussian mixtures (tau = 1): the least t with P(B'_t) <= delta/2 (a certified lower bound, the "
              "one-rare-sample event) over the printed max stays bounded.",
    statement_tex=(r"t \geq C_{13} \cdot \max \left\{ \sqrt{S} \sqrt{\frac{dK \log \frac{18r}{\epsilon} + \log "
                   r"\frac{4}{\delta}}{n}}, \frac{dK \log \frac{18r}{\epsilon} + \log \frac{4}{\delta}}{\sqrt{S} \cdot n} "
                   r"\right\} \Rightarrow \mathbb{P}(B'_t) \leq \frac{\delta}{2} \quad (\Sigma_l = I,\ \delta = d^{-10})"),
    bound=B19.c215_shape, measure=_measure, strategy=_instances(), constants="hidden", uniform=True,
    expect="erratum",
    directions=(
        Direction("d -> inf with delta = d^-10 (the lemma's own delta; n e = 20 delta, e M^2 = 1, Sigma_l = I)", "d",
                  INF, move=_move_d, points=(2.0, 4.0, 8.0, 16.0, 64.0, 256.0), grows=("d", "n")),
        Direction("delta -> 0 at fixed d (n e = 20 delta, e M^2 = 1, Sigma_l = I)", "delta", 0.0, move=_move_delta,
                  points=(1e-4, 1e-8, 1e-12, 1e-16, 1e-24, 1e-32)),
        Direction("n -> inf (n e = 20 delta, e M^2 = 1)", "n", INF, move=_move_n, points=(1e3, 1e4, 1e5, 1e6),
                  grows=("n",)),
        Direction("rare group's mean norm M, r/eps (searched)", "M", INF, how="search",
                  reason="M in [1, 1e12], r/eps in [1, 1e4] drawn"),
        Direction("rare group's weight e -> 0 (searched)", "heavy_weight", 0.0, how="search",
                  reason="p = n e in [1e-15, 1] drawn; the paths take n e = 20 delta (e down to 1e-45)"),
        Direction("tau (held at 1)", "tau", INF, how="unsearched",
                  reason="this claim is the tau = 1 slice (the printed tau = Theta(1), L1134, on which C_13 may "
                         "depend); tau -> inf is thesis.ch4.eqC.215-conclusion's path (covariance diag(1, M^2))"),
        Direction("K (held at 1)", "K", INF, how="unsearched",
                  reason="K = 1 (W = W* = e_1, the gradient (phi(x_1) - y) x in closed form); K enters the printed "
                         "threshold only through Lg = dK log(18r/eps) + log(4/delta), i.e. a factor <= sqrt(K), while "
                         "the ratio grows like d^5 / sqrt(d log(d^12 n)) along delta = d^-10: every fixed K is beaten "
                         "by d")),
    domain=(
        Param("delta", 0, 1, lo_closed=False, hi_closed=False, far=1e-40, text="delta in (0, 1); the lemma's d^-10",
              unreached="delta in [1e-40, 0.5] drawn, the delta path to 1e-32, the d path to 256^-10"),
        Param("d", 1, INF, far=1e3, text="d >= 1 (K = 1)",
              unreached="d = 1 not drawn (d in [2, 1e3]); the d path to 256 (delta = d^-10 = 8e-25)"),
        Param("n", 1, INF, far=1e6, text="n >= C'' dK log dK",
              unreached="n = n0 d log d / (2 log 2), n0 in [500, 1e5]; the n path to 1e6"),
        Param("heavy_weight", 0, 1, key="heavy_weight_e", lo_closed=False, hi_closed=False, far=1e-15,
              text="lambda_l in (0, 1)", unreached="the common group's weight 1 - e -> 0 not drawn (the rare "
              "group is the shifted one)"),
        Param("M", 1, INF, far=1e12, text="mu_l any (here ||mu|| = M on the rare group)",
              unreached="M in [1, 1e12] drawn; the paths take M = sqrt(n / (20 delta)) (to ~1e18)"),
        Param("K", 1, INF, far=1.0, text="K >= 1 neurons", unreached="K = 1 only (see the K direction)"),
        Param("tau", 1, INF, far=1.0, text="tau = sigma_max/sigma_min = Theta(1) (L1134)",
              unreached="tau = 1 only (every Sigma_l = I): the end that the round-19 claim's path left")),
    evidence="Inside tau = 1 (every covariance I) the conclusion fails: auditor D's family (round 19), a rare group "
             "N(M e_2, I_d) beside N(0, I_d), n e = 20 delta, e M^2 = 1 (S = 2 + 2 sqrt(e) bounded), W = W* = e_1, "
             "v = e_2, G' = (phi(x_1) - y) x_2 symmetric with mean 0, P(B'_t) >= n e (1 - e)^(n-1) (1/2) P(|s (M + "
             "z)| >= n t/3). The certified least t over (C.215)'s max: along the lemma's own delta = d^-10 (n / (d "
             "log d) held, r/eps = 36 d^2 n / delta as the lemma's eps, from d = 2, n = 1000) t_low/shape = 1.57, 30.7, "
             "624, 1.29e4, 5.74e6, 2.62e9 at d = 2, 4, 8, 16, 64, 256 (~ d^5 / sqrt(d log(d^12 n)): d^-10 shrinks faster than the "
             "threshold's log(4/delta) grows); along delta -> 0 at d = 2 (n = 1000, r/eps = 1): 8.77, 703, 6.03e4, "
             "5.36e6, 4.5e10, 3.96e14 at delta = 1e-4, 1e-8, 1e-12, 1e-16, 1e-24, 1e-32 (~ delta^{-1/2}, as auditor D's 8.7, 700, 6.0e4, 3.9e14); bounded "
             "along n (8.77 .. 8.79 for n = 1e3 .. 1e6). Mechanism: at probability scale delta a single rare sample with |x_2| ~ M = sqrt(n/(20 delta)) "
             "moves the mean by ~M/n = 1/sqrt(20 n delta), while S stays O(1): no Theta(1) tau or C_13 saves "
             "it. Reproduced by " + SP + "test_c215_conclusion_tau1_second_path (own mpmath quadrature). The "
             "lemma's numbered result (C.204) is thesis.ch4.lemmaC.5.1-rare-group (round 18).",
    no_correction_reason="the deviation at probability delta is set by the largest group's mean and scale "
                         "(max_l ||mu_l|| + ||Sigma_l^{1/2}||), not by the lambda-average S; replacing sqrt(S) by that "
                         "maximum changes Lemma C.5.1's rate, so no correction of (C.215) alone is asserted",
    second_path=SP + "test_c215_conclusion_tau1_second_path",
    mutants={"S dropped from the shape": B19.c215_mut_no_S}, auto_mutant=False,
    notes="Round 20 (thesisC, task item 2): the round-19 claim thesis.ch4.eqC.215-conclusion fixes d = 2 and grows a "
          "covariance scale (tau -> inf); this one keeps tau = 1 and walks the lemma's delta = d^-10 with d -> inf.",
    settings={"ci": {"max_examples": 30, "budget_s": 1.5}},
))


# ---------------------------------------------------------------------------------------------------------------
# The in-text Claims of Property 4 (2)'s proof (App. C.2), L5403, L5421, L5451 (the fourth, L5433, is
# thesis.ch4.display.propertyC.4-claim-L5433, round 6). Printed with a range of k only; the proof of L5403 argues
# 'f(sigma) > 0 when sigma is large enough' and (C.44), (C.50) use them together. Q(a) = int_a^inf e^{-t^2/2} dt =
# sqrt(pi/2) erfc(a/sqrt 2); int_s^inf (t - s)^2 e^{-t^2/2} dt = (1 + s^2) Q(s) - s e^{-s^2/2} (by parts).


def _log_Q(a: mpmath.mpf) -> mpmath.mpf:
    return mpmath.log(mpmath.sqrt(mpmath.pi / 2) * mpmath.erfc(a / mpmath.sqrt(2)))


def _ratio_5403(inst: dict, dps: int = 50) -> mpmath.mpf:
    """int_{|mu|+2 sigma}^inf e^{-t^2/2} dt / e^{-2|mu| sigma - 2 sigma^2 - k1 log sigma}."""
    with mpmath.workdps(dps):
        m, s, k = abs(mpmath.mpf(inst["mu"])), mpmath.mpf(inst["sigma"]), mpmath.mpf(inst["k"])
        return +mpmath.exp(_log_Q(m + 2 * s) - (-2 * m * s - 2 * s * s - k * mpmath.log(s)))


def _ratio_5421(inst: dict, dps: int = 50) -> mpmath.mpf:
    """int_{|mu|+sigma}^inf e^{-t^2/2} dt / e^{-|mu| sigma - sigma^2/2 - k2 log sigma}."""
    with mpmath.workdps(dps):
        m, s, k = abs(mpmath.mpf(inst["mu"])), mpmath.mpf(inst["sigma"]), mpmath.mpf(inst["k"])
        return +mpmath.exp(_log_Q(m + s) - (-m * s - s * s / 2 - k * mpmath.log(s)))


def _ratio_5451(inst: dict, dps: int = 50) -> mpmath.mpf:
    """int_sigma^inf (t - sigma)^2 e^{-t^2/2} dt / e^{-sigma^2/2 - k2 log sigma} (the integral by parts, scaled by
    e^{sigma^2/2} before subtracting)."""
    with mpmath.workdps(dps):
        s, k = mpmath.mpf(inst["sigma"]), mpmath.mpf(inst["k"])
        scaled = (1 + s * s) * mpmath.exp(_log_Q(s) + s * s / 2) - s  # e^{sigma^2/2} int_s^inf (t - s)^2 e^{-t^2/2}
        return +(scaled * mpmath.exp(k * mpmath.log(s)))


def _claim_measure(ratio):  # noqa: ANN001, ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        return Measurement(float(ratio(inst)), {}, {"mu": float(inst.get("mu", 0.0)), "sigma": float(inst["sigma"]),
                                                    "k": float(inst["k"])})
    return measure


def _claim_exact(ratio):  # noqa: ANN001, ANN202
    def exact(inst: dict) -> Measurement:
        return Measurement(ratio(inst, 90), {}, {}, exact=True)
    return exact


def _claim_instances(k_lo: float, k_hi: float, lo_open: bool, hi_open: bool, with_mu: bool = True):  # noqa: ANN202
    """mu in [-6, 6] (edges 0, 6), sigma log-uniform in [1e-3, 1e4] (edges), k over the printed range (edges; an
    open end approached log-uniformly: k_lo + [1e-4, k_hi - k_lo] resp. k_hi - [1e-4, k_hi - k_lo])."""
    span = k_hi - k_lo
    k_st = st.floats(k_lo, k_hi, exclude_min=lo_open, exclude_max=hi_open)
    if lo_open:
        k_top = math.nextafter(k_hi, k_lo) if hi_open else k_hi  # an open upper end stays open (x = span)
        k_st = st.one_of(k_st, log_uniform(1e-4, span).map(lambda x: min(k_lo + x, k_top)))
    if hi_open:
        k_st = st.one_of(k_st, log_uniform(1e-4, span).map(lambda x: max(k_hi - x, k_lo + 1e-9)))
    edges = [x for x in (k_lo, k_hi) if not ((x == k_lo and lo_open) or (x == k_hi and hi_open))]

    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        out = {"sigma": draw(st.one_of(log_uniform(1e-3, 1e4), st.sampled_from([1e-3, 1.0, 3.0, 1e4]))),
               "k": draw(st.one_of(k_st, st.sampled_from(edges))) if edges else draw(k_st)}
        if with_mu:
            out["mu"] = draw(st.one_of(st.floats(-6.0, 6.0), st.sampled_from([0.0, 6.0])))
        return out
    return draw_inst()


def _claim_domain(k_text: str, k_lo: float, k_hi: float, with_mu: bool = True) -> tuple[Param, ...]:
    out = (Param("sigma", 0, INF, lo_closed=False, far=1e4, text="sigma > 0 (no range printed)",
                 unreached="sigma in [1e-3, 1e4] drawn; the path to 1e6"),
           Param("k", k_lo, k_hi, text=k_text, unreached="drawn over the printed range" if k_lo > -INF else
                 "k2 in [-10, 1] drawn (k2 -> -inf only lowers the right side at sigma < 1)"))
    if with_mu:
        out += (Param("mu", -INF, INF, far=6.0, text="mu = u_i real", unreached="|mu| <= 6"),)
    return out


# 'For sigma large enough' (auditors' reading of L5403 / L5451): sigma carried as ls = log10 sigma, so a path reaches
# the thresholds sigma_0 ~ (2 e^{mu^2/2})^{1/(k1 - 1)} resp. 2^{1/(3 - k2)} far beyond float64 (10^{8e4} at k1 = 1 +
# 1e-4, |mu| = 6; 10^{3e3} at k2 = 3 - 1e-4). The ratios are written with the cancellation done by hand: for L5403,
# log ratio = log R(a) - mu^2/2 + k1 log sigma with a = |mu| + 2 sigma and R(a) = Q(a) e^{a^2/2} (Mills' ratio); for
# L5451, ratio = ((1 + s^2) R(s) - s) s^{k2}. R from mpmath erfc at 80 digits while sigma <= 1e6, beyond by its
# asymptotic series (1/a - 1/a^3 + 3/a^5 - 15/a^7, relative error < 105/a^8 < 1e-40; for L5451 (1 + s^2) R(s) - s =
# 2/s^3 - 12/s^5 + 90/s^7, relative error < 420/s^6 < 1e-30).


def _ls_sigma(inst: dict) -> mpmath.mpf:
    return mpmath.mpf(10) ** mpmath.mpf(inst["ls"])


def _ratio_5403_ls(inst: dict) -> mpmath.mpf:
    with mpmath.workdps(80):
        s = _ls_sigma(inst)
        if s <= 1e6:
            return _ratio_5403({**inst, "sigma": s}, 80)
        m, k = abs(mpmath.mpf(inst["mu"])), mpmath.mpf(inst["k"])
        a = m + 2 * s
        logR = mpmath.log(1 / a - 1 / a**3 + 3 / a**5 - 15 / a**7)
        return +mpmath.exp(logR - m * m / 2 + k * mpmath.log(s))


def _ratio_5451_ls(inst: dict) -> mpmath.mpf:
    with mpmath.workdps(80):
        s = _ls_sigma(inst)
        if s <= 1e6:
            return _ratio_5451({**inst, "sigma": s}, 80)
        k = mpmath.mpf(inst["k"])
        return +((2 / s**3 - 12 / s**5 + 90 / s**7) * mpmath.exp(k * mpmath.log(s)))


def _ls_measure(ratio):  # noqa: ANN001, ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        r = ratio(inst)  # in log10 (the ratio leaves float64 far out on the path): against log10 1 = 0
        return Measurement(float(mpmath.log10(r)) if r > 0 else -math.inf, {"ls": float(inst["ls"]),
                                                                             "k": float(inst["k"])},
                           {"mu": float(inst.get("mu", 0.0)),
                                                                     "log10 sigma": float(inst["ls"]),
                                                    "k": float(inst["k"])})
    return measure


def _with_ls(strategy):  # noqa: ANN001, ANN202
    return strategy.map(lambda inst: {**inst, "ls": math.log10(inst["sigma"])})


def _mv_ls(inst: dict, t: float) -> dict:
    return {**inst, "ls": float(t), "sigma": 10.0 ** min(float(t), 300.0)}


_LS_PATH = Direction("sigma -> inf (log10 sigma = t), mu and k fixed", "ls", INF, how="path", move=_mv_ls,
                     points=(-3.0, -1.0, 0.0, 1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 100.0, 1e3, 1e4, 1e5, 1e6, 1e9, 1e12, 1e15, 1e18),
                     grows=("sigma",),
                     reason="'for sigma large enough given mu and k': a crossing must persist to sigma = 10^(10^6) "
                            "to refute it (the thresholds reach 10^(8e4))")


def _log_one(**_: object) -> float:
    """The reading's bound: log10 of the ratio against log10 1 = 0."""
    return 0.0


def _mut_sigma_k(ls: float = 0.0, k: float = 1.0, **_: object) -> float:
    """Wrong under 'sigma large enough' (L5403, a '>' Claim; log10 scale): the ratio against sigma^{k1} (the ratio
    grows only like sigma^{k1 - 1}: false for every large sigma)."""
    return ls * k


def _mut_sigma_k3(ls: float = 0.0, k: float = 1.0, **_: object) -> float:
    """Wrong under 'sigma large enough' (L5451, a '<' Claim; log10 scale): the ratio against sigma^{2 (k2 - 3)} (the
    ratio is ~ 2 sigma^{k2 - 3}: false for every sigma > 1)."""
    return 2.0 * ls * (k - 3.0)


def _large_sigma_reading(ratio, who: str, given: str) -> Reading:  # noqa: ANN001
    return Reading("sigma large enough", f"{who}'s reading: the Claim for sigma large enough given {given} (the "
                   "proof's own 'f(sigma) > 0 when sigma is large enough', L5411; its use is the limit sigma -> inf): "
                   "a crossing is followed along sigma -> inf at fixed " + given + " (log10 sigma up to 10^6, "
                   "mpmath; compared in log10)", measure=_ls_measure(ratio), bound=_log_one, eventually=("sigma",),
                   directions=(_LS_PATH,))


CLAIMS.append(Claim(
    id="thesis.ch4.display.propertyC.4-claim-L5403", paper=PAPER, kind="step", comparison=">",
    source=f"The first Claim of Property 4 (2)'s proof, App. C.2 ('Claim: ... for k1 > 1', lower bound for (C.40); its "
           f"proof (C.41)-(C.42)), {SEED_FILE} L5403",
    statement="Claim (L5403): int_{|mu|+2 sigma}^inf e^{-t^2/2} dt > e^{-2|mu| sigma - 2 sigma^2 - k1 log sigma} for "
              "k1 > 1 (no range of sigma, mu printed); checked as the ratio left/right > 1.",
    statement_tex=r"\int_{|\mu|+2\sigma}^{\infty} e^{-\frac{t^2}{2}} dt > e^{-2|\mu|\sigma - 2\sigma^2 - k_1 \log "
                  r"\sigma}, \quad k_1 > 1",
    bound=B20.claim_ratio_one, measure=_claim_measure(_ratio_5403), exact=_claim_exact(_ratio_5403),
    strategy=_with_ls(_claim_instances(1.0, 10.0, True, False)), expect="erratum as printed", rtol=1e-9,
    readings=(_large_sigma_reading(_ratio_5403_ls, "Auditor A", "mu and k1"),),
    domain=_claim_domain("k1 > 1", 1.0, INF)[:1] + (Param("k", 1, INF, lo_closed=False, far=10.0, text="k1 > 1",
                                                          unreached="k1 in (1, 10]"),) + _claim_domain("", 0, 1)[2:],
    evidence="As printed (no range of sigma) the Claim fails at small sigma and, for every sigma, at large |mu|: the "
             "left side is Q(|mu| + 2 sigma) ~ e^{-(|mu| + 2 sigma)^2/2}/(|mu| + 2 sigma), so the ratio is ~ e^{-mu^2/2} "
             "sigma^{k1}/(|mu| + 2 sigma): mu = 0, k1 = 1.5: ratio 0.034, 0.23, 0.42, 0.67 at sigma = 0.1, 0.5, 1, 2 "
             "(> 1 from sigma ~ 4: 1.11 at 5, 1.58 at 10); mu = 3, k1 = 1.5: 0.0021, 0.015, 0.055, 0.18 at sigma = 1, "
             "10, 100, 1e3 (crosses 1 only near sigma ~ 3e4). The proof ((C.41)-(C.42)) argues f(sigma) > 0 'when sigma "
             "is large enough': for each mu and k1 > 1 the ratio -> inf like sigma^{k1 - 1} (threshold sigma_0 ~ "
             "(2 e^{mu^2/2})^{1/(k1 - 1)}); that reading is not run as a search (sigma_0 leaves float64 as k1 -> 1+, so a "
             "finite sigma path cannot separate it from a persisting crossing). Reproduced by " + SP + "test_property4_claims_l5403_l5421_l5451 "
             "(own mpmath quadrature, no erfc). (C.44), which combines it, is thesis.ch4.eqC.44 (erratum as printed, round 6).",
    no_correction_reason="the literal failure is a missing quantifier ('for sigma large enough, given mu and k1'), "
                         "not a wrong bound of this signature",
    second_path=SP + "test_property4_claims_l5403_l5421_l5451",
    mutants={"ratio > sigma^{k1} (wrong for sigma large)": _mut_sigma_k}, auto_mutant=False,
    notes="Round 20 (thesisC): the in-text Claim had no claim (only used as an assumption of thesis.ch4.eqC.44's "
          "reading). The ratio in logs with mpmath erfc (50 digits; exact re-check at 90).",
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
))

_K2_USED = Reading("k2 in (1/2, 1] (the range (C.44) uses: 2 k2 > k1 > 1)", "k2 restricted to (1/2, 1], where (C.44) "
                   "needs the Claim", strategy=_claim_instances(0.5, 1.0, True, False),
                   domain=(Param("k", 0.5, 1, lo_closed=False, text="k2 in (1/2, 1]", unreached="drawn"),))

CLAIMS.append(Claim(
    id="thesis.ch4.display.propertyC.4-claim-L5421", paper=PAPER, kind="step", comparison="<",
    source=f"The second Claim of Property 4 (2)'s proof, App. C.2 ('and the Claim: ... for k2 <= 1 to give an upper "
           f"bound for (C.43)'), {SEED_FILE} L5421",
    statement="Claim (L5421): int_{|mu|+sigma}^inf e^{-t^2/2} dt < e^{-|mu| sigma - sigma^2/2 - k2 log sigma} for "
              "k2 <= 1 (no range of sigma, mu printed); checked as the ratio left/right < 1.",
    statement_tex=r"\int_{|\mu|+\sigma}^{\infty} e^{-\frac{t^2}{2}} dt < e^{-|\mu|\sigma - \frac{1}{2}\sigma^2 - k_2 "
                  r"\log \sigma}, \quad k_2 \leq 1",
    bound=B20.claim_ratio_one, measure=_claim_measure(_ratio_5421), exact=_claim_exact(_ratio_5421),
    strategy=_claim_instances(-10.0, 1.0, False, False), expect="erratum as printed", rtol=1e-9,
    readings=(_K2_USED,),
    domain=_claim_domain("k2 <= 1", -INF, 1.0),
    evidence="As printed (k2 <= 1, no range of sigma) the Claim fails for small k2 at small sigma: the ratio is "
             "Q(|mu| + sigma) e^{|mu| sigma + sigma^2/2} sigma^{k2} -> sqrt(pi/2) sigma^{k2} as sigma -> 0 at mu = 0, "
             "above 1 whenever k2 <= 0 (sigma < 1) or k2 small: mu = 0, sigma = 1e-4, k2 = -2: ratio 1.25e8; mu = 0, "
             "sigma = 0.01, k2 = 0.01: 1.19. Holds on k2 in (1/2, 1], the range (C.44) uses (2 k2 > k1 > 1): grid "
             "maximum 0.999999 (k2 = 1, mu = 0, sigma = 1e3; the Mills ratio Q(s) e^{s^2/2} s < 1), and for sigma large "
             "(the ratio ~ e^{-mu^2/2} sigma^{k2 - 1} sigma/(|mu| + sigma)). Reproduced by " + SP +
             "test_property4_claims_l5403_l5421_l5451 (own mpmath quadrature, no erfc).",
    no_correction_reason="the literal failure is the printed range k2 <= 1 (the proof needs only k2 in (1/2, 1]); the "
                         "reading with that range holds",
    second_path=SP + "test_property4_claims_l5403_l5421_l5451",
    mutants={"ratio < 10^-3": B20.claim_mut_ratio_small}, auto_mutant=False,
    notes="Round 20 (thesisC): the in-text Claim had no claim. Ratio by mpmath erfc in logs (50 digits).",
    settings={"ci": {"max_examples": 25, "budget_s": 1.0}},
))

CLAIMS.append(Claim(
    id="thesis.ch4.display.propertyC.4-claim-L5451", paper=PAPER, kind="step", comparison="<",
    source=f"The fourth Claim of Property 4 (2)'s proof, App. C.2 ('and the Claim: int_sigma^inf (t - sigma)^2 "
           f"e^{{-t^2/2}} dt < e^{{-sigma^2/2 - k2 log sigma}}'; k2 < 3 from (C.50)'s parenthesis), {SEED_FILE} L5451",
    statement="Claim (L5451): int_sigma^inf (t - sigma)^2 e^{-t^2/2} dt < e^{-sigma^2/2 - k2 log sigma}, k2 < 3 (the "
              "range of (C.50)'s parenthesis, L5457; no range of sigma printed); checked as the ratio left/right < 1.",
    statement_tex=r"\int_{\sigma}^{\infty} (t - \sigma)^2 e^{-\frac{t^2}{2}} dt < e^{-\frac{\sigma^2}{2} - k_2 \log "
                  r"\sigma}, \quad k_2 < 3",
    bound=B20.claim_ratio_one, measure=_claim_measure(_ratio_5451), exact=_claim_exact(_ratio_5451),
    strategy=_with_ls(_claim_instances(1.5, 3.0, True, True, with_mu=False)), expect="erratum as printed", rtol=1e-9,
    readings=(_large_sigma_reading(_ratio_5451_ls, "Auditor A", "k2"),),
    domain=_claim_domain("", 0, 1)[:1] + (Param("k", 1.5, 3.0, lo_closed=False, hi_closed=False,
                                                 text="k2 < 3 (and 2 k2 > k1 > 3: k2 > 3/2)",
                                                 unreached="drawn over the printed range (open at both ends)"),),
    evidence="The left side is (1 + sigma^2) Q(sigma) - sigma e^{-sigma^2/2} ~ 2 e^{-sigma^2/2} sigma^{-3}, so the "
             "ratio is ~ 2 sigma^{k2 - 3}: below 1 only once sigma > 2^{1/(3 - k2)}, and k2 < 3 is arbitrarily close "
             "to 3: k2 = 2.9: ratio 0.31, 1.11, 1.50, 1.26, 1.002, 0.80 at sigma = 1, 3, 10, 100, 1e3, 1e4 (fails on "
             "sigma in ~[2.6, 1.0e3]); k2 = 2.5 holds (maximum ~0.72). Inside (C.50)'s own range (k2 < 3 with 2 k2 > "
             "k1 > 3) as printed. For sigma large enough given k2 it holds (ratio -> 0 like sigma^{k2 - 3}); that reading is "
             "not run as a search: its threshold 2^{1/(3 - k2)} leaves float64 as k2 -> 3-, where every finite sigma "
             "path still crosses. "
             "Reproduced by " + SP + "test_property4_claims_l5403_l5421_l5451 (own mpmath quadrature, no erfc).",
    no_correction_reason="the literal failure is a missing quantifier ('for sigma large enough, given k2': sigma > "
                         "~2^{1/(3 - k2)}), not a wrong bound of this signature",
    second_path=SP + "test_property4_claims_l5403_l5421_l5451",
    mutants={"ratio < sigma^{2 (k2 - 3)} (wrong for sigma > 1)": _mut_sigma_k3}, auto_mutant=False,
    notes="Round 20 (thesisC): the in-text Claim had no claim (only an assumption of thesis.ch4.eqC.50's reading). k2 "
          "drawn in (3/2, 3) (2 k2 > k1 > 3 of (C.50)); the left side scaled by e^{sigma^2/2} before the "
          "cancellation (50 digits).",
    settings={"ci": {"max_examples": 25, "budget_s": 1.0}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-20 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch4.display.propertyC.4-claim-L5403': 'auditor A: confirmed as printed',
    'thesis.ch4.display.propertyC.4-claim-L5421': 'auditor A: confirmed as printed',
    'thesis.ch4.display.propertyC.4-claim-L5451': 'auditor A: confirmed as printed',
    'thesis.ch4.eqC.215-conclusion-tau1': 'auditor A: confirmed',
}, 'docs/audits/round20/thesis.md')
