"""thesis, Appendices E and F: restated lemmas and proof displays with a hidden constant, checked uniformly (the
bound is the printed shape; ``Claim.uniform``):

- Lemma E.4.3 (E.5) / Lemma F.3.3 (F.5): Hoeffding's inequality for sub-Gaussian sums with an absolute constant c;
- (E.112)/(E.113) and (E.115): 'Chernoff' bounds e^{-C log M1} = M1^{-C} (some C > 0) of deviations from the mean
  at zero deviation, in the proof of Lemma E.4.5.

Catalog: ``shared/claims/thesis_ch5-7.md``; thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Bounds in
``thmcheck.bounds.thesis.appEF_steps``.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import appEF_steps as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis57_appEF_steps.py::"


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ============================================================ Lemma E.4.3 (E.5) / Lemma F.3.3 (F.5): Hoeffding

_SQRT_2_PI = math.sqrt(2 / math.pi)


def _psi2(family: str, s: float) -> float:
    """||X||_psi2 = sup_{p >= 1} p^{-1/2} (E|X|^p)^{1/p} (Definition E.4.2), attained at p = 1 for both families:
    s Rademacher: s; N(0, s^2): s E|g| = s sqrt(2/pi) (p^{-1/2} (E|g|^p)^{1/p} decreases in p: 0.798, 0.707, 0.674,
    ...)."""
    return s if family == "rademacher" else s * _SQRT_2_PI


def _hoeff_instances() -> st.SearchStrategy:
    @st.composite
    def draw(d: st.DrawFn) -> dict:
        family = d(st.sampled_from(["gaussian", "rademacher"]))
        if family == "rademacher":  # enumerated up to 12 summands; beyond, weights on few levels (binomial law)
            N = int(d(st.one_of(st.integers(1, 12), log_uniform(13, 10**4))))
        else:
            N = int(d(log_uniform(1, 10**4)))
        seed = d(st.integers(0, 2**16))
        s = float(d(log_uniform(1e-3, 1e3)))
        kind = d(st.sampled_from(["equal", "random", "one large"]))
        rng = np.random.default_rng(seed)
        if family == "rademacher" and N > _ENUM_MAX and kind == "random":
            kind = "two levels"  # random weights are enumerated only; many summands take weights on two levels
        a = np.ones(N) if kind == "equal" else rng.standard_normal(N)
        if kind == "one large":
            if family == "rademacher" and N > _ENUM_MAX:
                a = np.ones(N)
            a[0] = 10.0 * max(1.0, float(np.abs(a).max()))
        if kind == "two levels":  # n1 <= 64 summands of weight r, the rest weight 1
            n1 = int(d(st.integers(1, min(64, N - 1))))
            a = np.ones(N)
            a[:n1] = float(d(log_uniform(1e-2, 1e2)))
        a = a / np.linalg.norm(a) * float(d(log_uniform(1e-2, 1e2)))
        # t over [0, reach]: for Rademacher sums |sum| <= s ||a||_1, beyond it the probability is 0 (log = inf)
        reach = s * float(np.abs(a).sum()) if family == "rademacher" else s * float(np.linalg.norm(a)) * 40
        t = float(d(st.floats(0.0, 1.0))) * reach
        return {"family": family, "N": N, "s": s, "a": a, "t": t}
    return draw()


_ENUM_MAX = 12  # Rademacher sums with at most this many summands are enumerated (2^N sign patterns)
_LEVEL_COMBOS = 1 << 16  # beyond _ENUM_MAX: the sign combinations of the small weight levels, at most this many


def _rademacher_levels_log_tail(a: np.ndarray, s: float, t: float) -> float:
    """log Pr(|sum_i a_i eps_i| s >= t), eps_i Rademacher, exactly (float64 in logs) for weights a on few levels of
    |a_i| (the sign of a weight does not change the law): the most frequent level v with count n contributes v (2 K
    - n), K ~ Binomial(n, 1/2) (log pmf by lgamma, summed by logsumexp, so tails down to 2^-10000 stay finite); the
    other levels' sums are enumerated as their own binomials' products (at most _LEVEL_COMBOS combinations, else a
    SolverFailure). The same 1e-12 relative tolerance on the threshold as the enumeration."""
    from scipy.special import gammaln, logsumexp

    vals, counts = np.unique(np.abs(a), return_counts=True)
    vals, counts = vals[vals > 0], counts[vals > 0]
    if vals.size == 0:
        return 0.0 if t <= 0 else -math.inf
    big = int(np.argmax(counts))
    v, n = float(vals[big]), int(counts[big])
    others = [(float(x), int(c)) for i, (x, c) in enumerate(zip(vals, counts)) if i != big]
    if math.prod(c + 1 for _, c in others) > _LEVEL_COMBOS:
        raise SolverFailure("Rademacher weights on too many levels for the exact binomial law")

    def logpmf(c: int) -> np.ndarray:
        k = np.arange(c + 1)
        return gammaln(c + 1) - gammaln(k + 1) - gammaln(c - k + 1) - c * math.log(2)

    offs, logp = np.zeros(1), np.zeros(1)  # the other levels' sums and their log probabilities
    for x, c in others:
        vals_c = x * (2 * np.arange(c + 1) - c)
        offs = (offs[:, None] + vals_c[None, :]).ravel()
        logp = (logp[:, None] + logpmf(c)[None, :]).ravel()
    main = v * (2 * np.arange(n + 1) - n)
    lp_main = logpmf(n)
    thr = (t / s) * (1 - 1e-12)
    terms = []
    for o, lo in zip(offs, logp):
        hit = np.abs(o + main) >= thr
        if hit.any():
            terms.append(lo + float(logsumexp(lp_main[hit])))
    return float(logsumexp(terms)) if terms else -math.inf


def _hoeff_log_tail(inst: dict) -> float:
    """log Pr(|sum_i a_i X_i| >= t): Gaussian sums in closed form (log of 2 Phi(-t/(s ||a||))), Rademacher sums by
    enumerating the 2^N sign patterns (N <= 12), beyond that exactly through the binomial law of each weight level
    (:func:`_rademacher_levels_log_tail`; round 23, thesisY)."""
    from scipy.special import log_ndtr

    a, s, t = np.asarray(inst["a"], float), inst["s"], inst["t"]
    if inst["family"] == "gaussian":
        return float(math.log(2) + log_ndtr(-t / (s * float(np.linalg.norm(a))))) if t > 0 else 0.0
    if len(a) > _ENUM_MAX:
        return _rademacher_levels_log_tail(a, s, t)
    signs = np.array(list(itertools.product((-1.0, 1.0), repeat=len(a))))
    sums = np.abs(signs @ (s * a))
    k = int(np.count_nonzero(sums >= t * (1 - 1e-12)))
    return math.log(k / len(signs)) if k else -math.inf


def _hoeff_measure(inst: dict, ctx: Ctx) -> Measurement:
    lt = _hoeff_log_tail(inst)
    K = _psi2(inst["family"], inst["s"])
    a_norm = float(np.linalg.norm(inst["a"]))
    lhs = 1.0 - lt  # log(e / Pr)
    return Measurement(lhs, {"t": inst["t"], "K": K, "a_norm": a_norm}, {"log Pr": lt, "family": inst["family"]})


def _set(key: str, integer: bool = False):  # noqa: ANN202
    def move(inst: dict, t: float) -> dict:
        return {**inst, key: int(round(t)) if integer else float(t)}
    return move


def _move_t_rel(inst: dict, x: float) -> dict:
    """t = x s ||a||: the deviation in units of the sum's scale (Gaussian family)."""
    return {**inst, "family": "gaussian", "t": float(x) * inst["s"] * float(np.linalg.norm(inst["a"]))}


def _move_scale(inst: dict, s: float) -> dict:
    """The data scale s with t / (s ||a||) held fixed."""
    return {**inst, "s": float(s), "t": inst["t"] / inst["s"] * float(s)}


def _move_N(inst: dict, n: float) -> dict:
    """N equal weights a = 1/sqrt(N), Gaussian family, t fixed (t/(s ||a||) fixed)."""
    n = int(round(n))
    return {**inst, "family": "gaussian", "N": n, "a": np.ones(n) / math.sqrt(n)}


def _move_N_rademacher(inst: dict, n: float) -> dict:
    """N Rademacher summands of equal weight (||a|| kept), t held at the same fraction of the largest deviation s
    ||a||_1 = s ||a|| sqrt(N) as on the start (at most 1): t / (s ||a||) grows like sqrt(N) (exact binomial law)."""
    n = int(round(n))
    a = np.asarray(inst["a"], float)
    a_norm = float(np.linalg.norm(a))
    frac = min(1.0, inst["t"] / (inst["s"] * float(np.abs(a).sum())))
    return {**inst, "family": "rademacher", "N": n, "a": np.ones(n) / math.sqrt(n) * a_norm,
            "t": frac * inst["s"] * a_norm * math.sqrt(n)}


def _move_N_rademacher_edge(inst: dict, n: float) -> dict:
    """As :func:`_move_N_rademacher` with t at the largest deviation s ||a||_1 (the tail's far end, Pr = 2^{1-N})."""
    out = _move_N_rademacher(inst, n)
    return {**out, "t": out["s"] * float(np.abs(out["a"]).sum())}


def _hoeff_claim(which: str) -> Claim:
    eq, lemma, lines, cid = {
        "E": ("(E.5)", "Lemma E.4.3", "L7993 (Definition E.4.2 L7989, Lemma E.4.3 L7991)", "thesis.ch6.lemmaE.4.3"),
        "F": ("(F.5)", "Lemma F.3.3", "L9278 (Definition F.3.2 L9274, Lemma F.3.3 L9276)", "thesis.ch7.lemmaF.3.3"),
    }[which]
    return Claim(
        id=cid, paper=PAPER, kind="probabilistic", comparison=">=",
        source=_src(f"{lemma} ('[258] Proposition 5.1', Hoeffding's inequality) {eq} with Definition "
                    f"{'E.4.2' if which == 'E' else 'F.3.2'} of ||.||_psi2", lines),
        statement=f"{eq}: X_1..X_N independent centred sub-Gaussian, K = max_i ||X_i||_psi2 (sup_p p^(-1/2) "
                  "(E|X|^p)^(1/p)); for every a in R^N and t >= 0, Pr(|sum_i a_i X_i| >= t) <= e exp(-c t^2/(K^2 "
                  "||a||^2)) with an absolute constant c > 0. Checked uniformly as log(e / Pr) >~ t^2/(K^2 ||a||^2) "
                  "(one c over the whole domain) on Gaussian (closed form) and Rademacher sums (exact: enumeration for N "
                  "<= 12, the binomial law of the weight levels for N up to 10^4) at every scale s.",
        statement_tex=r"\Pr \left( \left| \sum_{i=1}^N a_i X_i \right| \geq t \right) \leq e \cdot \exp \left( "
                      r"-\frac{ct^2}{K^2 \|\mathbf{a}\|^2} \right)",
        bound=B.hoeffding_shape, measure=_hoeff_measure, strategy=_hoeff_instances, constants="hidden", uniform=True,
        directions=(
            Direction("t -> inf", "t_rel", math.inf, how="path", move=_move_t_rel, points=(10.0, 30.0, 100.0, 300.0, 1000.0),
                      reason="the deviation in units of s ||a|| (the Gaussian tail is exact there)"),
            Direction("s -> 0", "s", 0.0, how="path", move=_move_scale, points=(1.0, 0.1, 0.01, 1e-3)),
            Direction("s -> inf", "s", math.inf, how="path", move=_move_scale, points=(1.0, 10.0, 100.0, 1e3)),
            Direction("N -> inf", "N", math.inf, how="path", move=_move_N, points=(1, 10, 100, 1000, 10**4),
                      grows=("N",)),
            Direction("N -> inf (Rademacher, equal weights)", "N", math.inf, how="path", move=_move_N_rademacher,
                      points=(1, 10, 100, 1000, 10**4), grows=("N",)),
            Direction("N -> inf (Rademacher, t = s ||a||_1, the tail 2^{1-N})", "N", math.inf, how="path",
                      move=_move_N_rademacher_edge, points=(1, 10, 100, 1000, 10**4), grows=("N",)),
            Direction("t -> 0", "t", 0.0, how="unsearched",
                      reason="f = t^2/(K^2 ||a||^2) -> 0 while log(e/Pr) >= 1, so the ratio f/lhs -> 0 there"),
            Direction("distribution", "family", math.nan, how="search",
                      reason="the strategy draws Gaussian and Rademacher summands and weights a equal, random or with "
                             "one dominant entry (Rademacher sums of more than 12 summands: equal, one large or two "
                             "levels)"),
        ),
        mutants={"t^4 instead of t^2 (wrong power of the deviation)": B.hoeffding_mutant_t4,
                 "K dropped (missing factor of the scale)": B.hoeffding_mutant_K},
        domain=(Param("N", 1, math.inf, integer=True, text="X_1, ..., X_N, N >= 1",
                      unreached="N <= 10^4 (drawn and on the paths); Rademacher sums with random weights are "
                                "enumerated for N <= 12, beyond that their weights take one or two levels (equal, one "
                                "large, n1 <= 64 of another weight: exact through the binomial law); Gaussian sums "
                                "(closed form) reach 10^4"),
                Param("t", 0, math.inf, text="every t >= 0", far=1e3),
                Param("s", 0, math.inf, lo_closed=False, text="the summands' scale (K = ||X||_psi2 is proportional)",
                      far=100)),
        notes="Restated textbook inequality, so a check (not a record): the thesis restates it with the psi_2 norm of "
              "Definition E.4.2/F.3.2, which is computable for these families (attained at p = 1: s for s x "
              "Rademacher, s sqrt(2/pi) for N(0, s^2)). Expected to hold: Hoeffding gives log(e/Pr) >= "
              "t^2/(2 s^2 ||a||^2) + 1 - log 2 for Rademacher sums, and the Gaussian tail 2 Phi(-x) <= 2 e^{-x^2/2} "
              "(x = t/(s ||a||)) gives the same with K^2 = (2/pi) s^2. The thesis cites 'Proposition 5.1' of [258]; "
              "the Hoeffding-type inequality there is Proposition 5.10.",
        settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
    )


# ============================================ (E.112)/(E.113), (E.115): 'Chernoff' at zero deviation, M1^{-C}


def _zd_instances(form: str):  # noqa: ANN202
    @st.composite
    def draw(d: st.DrawFn) -> dict:
        M1 = int(d(log_uniform(3, 10**4)))
        M2 = int(d(log_uniform(1, 10**4)))
        K = float(d(log_uniform(1.0, 100.0)))  # l >= Theta(max{M1, M2} log M1): the Theta constant
        alpha = float(d(st.floats(0.0, 1.0, exclude_min=True))) if form == "E.112" else 1.0
        return _zd_fill({"form": form, "M1": M1, "M2": M2, "K": K, "alpha": alpha})
    return draw()


def _zd_fill(inst: dict) -> dict:
    M1, M2, K = inst["M1"], inst["M2"], inst["K"]
    ell = int(math.ceil(K * max(M1, M2) * math.log(M1)))
    return {**inst, "l": ell}


def _zd_measure(inst: dict, ctx: Ctx) -> Measurement:
    from scipy.stats import binom

    ell, M1, M2 = inst["l"], inst["M1"], inst["M2"]
    if inst["form"] == "E.112":  # Pr(sum 1[m_i = mu_j] <= l alpha/2), 1[m_i = mu_j] ~ Bernoulli(alpha/2)
        p = inst["alpha"] / 2
        pr = float(binom.cdf(math.floor(ell * p), ell, p))
    else:  # (E.115): Pr(sum 1[m_i = nu_k] >= l/M2), 1[m_i = nu_k] ~ Bernoulli(1/M2)
        p = 1 / M2
        pr = float(binom.sf(math.ceil(ell / M2) - 1, ell, p))
    return Measurement(-math.log(pr), {"M1": M1, "M2": M2}, {"Pr": pr, "l": ell, "p": p, "l p": ell * p})


def _zd_move_M1(inst: dict, t: float) -> dict:
    return _zd_fill({**inst, "M1": int(round(t))})


def _zd_move_M2(inst: dict, t: float) -> dict:
    return _zd_fill({**inst, "M2": int(round(t))})


def _zd_move_K(inst: dict, t: float) -> dict:
    return _zd_fill({**inst, "K": float(t)})


def _zd_claim(form: str) -> Claim:
    cid, lines, printed, where = {
        "E.112": ("thesis.ch6.eqE.112-chernoff", "L8487-L8489",
                  "Pr(sum_{i=1}^l 1[m_i = mu_j] <= l alpha/2) <= e^{-C log M1} = M1^{-C} ((E.113) the same for mu_s)",
                  "(E.112)/(E.113)"),
        "E.115": ("thesis.ch6.eqE.115-chernoff", "L8493",
                  "Pr(sum_{i=1}^l 1[m_i = nu_k] >= l/M2) <= e^{-C log M1 M2/M2} = M1^{-C}", "(E.115)"),
    }[form]
    directions = (
        Direction("M1 -> inf", "M1", math.inf, how="path", move=_zd_move_M1,
                  points=(3, 30, 300, 3000, 3 * 10**4, 3 * 10**5, 3 * 10**6), grows=("M1", "l")),
        Direction("M2 -> inf", "M2", math.inf, how="path", move=_zd_move_M2, points=(1, 10, 100, 1000, 10**4),
                  grows=("M2", "l")),
        Direction("l -> inf (Theta constant K)", "K", math.inf, how="path", move=_zd_move_K,
                  points=(1, 10, 100, 1000), grows=("l",)),
    )
    if form == "E.112":
        directions += (Direction("alpha -> 0", "alpha", 0.0, how="search",
                                 reason="the strategy draws alpha over (0, 1]"),)
    return Claim(
        id=cid, paper=PAPER, kind="step", comparison=">=",
        source=_src(f"{where}, proof of Lemma E.4.5, App. E.5.5, 'by the Chernoff bound of Bernoulli distribution in "
                    "Lemma E.4.1, given l >= Theta(max{M1, M2} log M1)', 'for some C > 0'", lines),
        statement=f"{where}: {printed}, for some C > 0, given l >= Theta(max{{M1, M2}} log M1); the indicators are "
                  "i.i.d. Bernoulli with mean " + ("alpha/2" if form == "E.112" else "1/M2") + " (the sampling "
                  "described before (E.112)). Checked uniformly: -log Pr >~ log M1 (one C for every M1, M2, l).",
        statement_tex=r"\Pr \left( \sum_{i=1}^l \mathbb{1}[m_i = \boldsymbol{\mu}_j] \leq l \cdot \frac{\alpha}{2} "
                      r"\right) \leq e^{-C \log M_1} = M_1^{-C}" if form == "E.112" else
                      r"\Pr\left(\sum_{i=1}^l \mathbb{1}[m_i = \boldsymbol{\nu}_k] \geq l \cdot \frac{1}{M_2}\right) "
                      r"\leq e^{-C \log M_1 \cdot M_2 \cdot \frac{1}{M_2}} = M_1^{-C}",
        bound=B.zero_deviation_shape, measure=_zd_measure, strategy=_zd_instances(form), constants="hidden",
        uniform=True, eventually=("l",), directions=directions, expect="erratum",
        evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/thesis.md): confirmed. The threshold is the mean itself (l alpha/2 for Bernoulli(alpha/2), l/M2 for "
                 "Bernoulli(1/M2)): the probability tends to 1/2 (CLT; at least about 1/2 for every l), so -log Pr "
                 "stays near log 2 while log M1 grows: Pr <= M1^{-C} fails for every fixed C > 0 once M1 > 2^{1/C}, "
                 "whatever the constant of l >= Theta(max{M1, M2} log M1). Lemma E.4.1 gives nothing at zero deviation "
                 "(its bound is e^0 = 1). " + ("(E.113) is the same display for mu_s." if form == "E.112" else
                                               "(E.114) fails the same way when alpha <= 2/M1 (mean (1-alpha)/(M1-2) "
                                               ">= 1/M1).") +
                 " The proof needs the counts near their means only up to constant factors; with a threshold "
                 "(1 - c) l alpha/2 (as in (E.42)) the bound e^{-c^2 l alpha/4} <= M1^{-C} holds for l >~ log M1/alpha.",
        no_correction_reason="at zero deviation no bound decaying in M1 holds (the probability tends to 1/2); the "
                             "repaired display is a different statement (a threshold (1 - c) times the mean, as "
                             "(E.42)), whose own check is thesis.ch6.eqE.42-chernoff",
        corrected_text="Pr(sum 1[m_i = mu_j] <= (1 - c) l alpha/2) <= e^{-c^2 l alpha/4} <= M1^{-C} for l >= "
                       "4 C log M1/(c^2 alpha)",
        mutants={"shape log(M1) M2 (an extra factor of a second parameter)": B.zero_deviation_mutant_M2},
        second_path=SP + "test_zero_deviation_chernoff_tends_to_one_half",
        domain=(Param("M1", 3, math.inf, integer=True, text="M1 >= 3 IDR patterns (mu_q, mu_j and others)", far=10**3),
                Param("M2", 1, math.inf, integer=True, text="M2 IDI patterns", far=10**3),
                Param("l", 1, math.inf, integer=True, text="l >= Theta(max{M1, M2} log M1)", far=10**4),
                *((Param("alpha", 0, 1, lo_closed=False, text="alpha in (0, 1]"),) if form == "E.112" else ())),
        notes="lhs = -log Pr, shape log M1 (uniform Omega: the ratio log M1 / (-log Pr) must stay bounded). l = ceil(K "
              "max(M1, M2) log M1) with K (the Theta constant) drawn over [1, 100]; l large enough is an 'eventually' "
              "parameter and grows along every path.",
        settings={"ci": {"max_examples": 30, "budget_s": 3.0}},
    )


CLAIMS: list[Claim] = [_hoeff_claim("E"), _hoeff_claim("F"), _zd_claim("E.112"), _zd_claim("E.115")]
