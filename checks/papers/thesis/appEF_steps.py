"""thesis, Appendices E and F: displays inside the proofs, encoded as printed (``kind="step"``).

- (E.3) / (F.3): the restated multiplicative Chernoff upper tail, for gamma over the whole printed range
  [0, 1/p - 1];
- (E.55): the last step of the softmax chain in the proof of Theorem 6.3.3;
- (E.80), (E.106): two equalities between roots in the proofs of Proposition 6.4.1 / 6.4.5;
- (E.109): the expanded product in the pruning lower bound (proof of Proposition 6.4.5);
- E.5.9 (L9116): E[theta] = 0 for the angle to a uniformly random direction;
- (E.112)/(E.113) and (E.115): Chernoff 'bounds' at zero deviation, e^{-C log M1} for some C > 0 (uniform);
- (E.5) / (F.5): the restated Hoeffding inequality with an absolute constant c (uniform).

Catalog: ``shared/claims/thesis_ch5-7.md``; thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Bounds in
``thmcheck.bounds.thesis.appEF_steps``.
"""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
from hypothesis import strategies as st

from thmcheck.bounds.thesis import appEF_steps as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis57_appEF_steps.py::"


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


def _dy(x: float, bits: int = 30) -> float:
    """Round to the dyadic grid 2^-bits (exact in float64 and as a Fraction)."""
    return float(round(x * 2**bits) / 2**bits)


# =============================================================== (E.3) / (F.3): Chernoff upper tail, gamma > 1


def _chernoff_up_instances() -> st.SearchStrategy:
    @st.composite
    def draw(d: st.DrawFn) -> dict:
        regime = d(st.sampled_from(["whole range", "small gamma", "top of the range"]))
        if regime != "small gamma":  # gamma = u (1/p - 1) over the printed range (u near 1: its top end)
            m = int(d(log_uniform(1, 10**5)))
            p = _dy(d(log_uniform(1e-4, 1.0)))
            p = min(max(p, 2.0**-30), 1.0)
            u = _dy(d(st.one_of(st.sampled_from([0.0, 1.0]), st.floats(0.0, 1.0))) if regime == "whole range"
                    else d(st.floats(0.9, 1.0)))
            gamma = _dy(u * (1 / p - 1))
        else:  # many draws, gamma <= 1: the Chernoff regime proper
            m = int(d(log_uniform(10**2, 10**5)))
            p = _dy(d(st.floats(0.05, 0.5)))
            gamma = _dy(d(log_uniform(1e-3, 1.0)))
        gamma = max(0.0, min(gamma, 1 / p - 1))
        while (1 + Fraction(gamma)) * Fraction(p) > 1:  # gamma <= 1/p - 1 exactly (so k <= m)
            gamma = max(0.0, gamma - 2.0**-30)
        return {"m": m, "p": p, "gamma": gamma}
    return draw()


def _upper_k(m: int, p: Fraction, gamma: Fraction) -> int:
    """Smallest integer k with k/m >= (1 + gamma) p (exact)."""
    return math.ceil((1 + gamma) * p * m)


def _chernoff_up_measure(inst: dict, ctx: Ctx) -> Measurement:
    from scipy.stats import binom

    m, p, g = inst["m"], inst["p"], inst["gamma"]
    k = _upper_k(m, Fraction(p), Fraction(g))
    lhs = 0.0 if k <= 0 else float(binom.logsf(k - 1, m, p))  # log Pr(Bin(m, p) >= k)
    if math.isinf(lhs):  # logsf underflowed: the exact log pmf sum
        lhs = float(_chernoff_up_exact(inst).lhs)
    return Measurement(lhs, {"m": m, "p": p, "gamma": g}, {"k": k, "threshold": (1 + g) * p})


def _binom_sf_by_terms(n: int, k: int, p: mpmath.mpf) -> mpmath.mpf:
    """Pr(Binomial(n, p) >= k) for k >= the mean: pmf(k) by log-gamma, then pmf(j+1) = pmf(j) (n-j) p/((j+1)(1-p))
    summed upwards until past the mode and a term is below 1e-70 of the sum."""
    term = mpmath.exp(mpmath.loggamma(n + 1) - mpmath.loggamma(k + 1) - mpmath.loggamma(n - k + 1)
                      + k * mpmath.log(p) + (n - k) * mpmath.log(1 - p)) if p < 1 else mpmath.mpf(k == n)
    total, j, mode = term, k, (n + 1) * p
    while j < n and (j < mode or term > total * mpmath.mpf("1e-70")):
        term = term * (n - j) * p / ((j + 1) * (1 - p))
        total += term
        j += 1
    return total


def _chernoff_up_exact(inst: dict) -> Measurement:
    m, p, g = inst["m"], inst["p"], inst["gamma"]
    k = _upper_k(m, Fraction(p), Fraction(g))
    with mpmath.workdps(60):
        pm = mpmath.mpf(p)
        # Pr(Bin(m, p) >= k) = I_p(k, m - k + 1)
        lhs = mpmath.mpf(1) if k <= 0 else (mpmath.mpf(0) if k > m else _binom_sf_by_terms(m, k, pm))
        lhs = mpmath.log(lhs) if lhs > 0 else mpmath.mpf("-inf")
    return Measurement(lhs, {"m": m, "p": mpmath.mpf(p), "gamma": mpmath.mpf(g)}, {"k": k}, exact=True)


def _chernoff_up_claim(which: str) -> Claim:
    eq, lemma, lines, cid = {
        "E": ("(E.3)", "Lemma E.4.1", "L7985 (Lemma E.4.1: L7983-L7988)", "thesis.ch6.eqE.3"),
        "F": ("(F.3)", "Lemma F.3.1", "L9240 (Lemma F.3.1: L9238-L9272)", "thesis.ch7.eqF.3"),
    }[which]
    return Claim(
        id=cid, paper=PAPER, kind="step", comparison="<=",
        source=_src(f"{eq}, {lemma} (Multiplicative Chernoff bounds, 'Theorem D.4 of [270]'), App. "
                    f"{'E.4.2' if which == 'E' else 'F.3'}", lines),
        statement=f"{eq}: X_1..X_m independent with mean p and support in [0, 1]; for any gamma in [0, 1/p - 1], "
                  "Pr(p_hat >= (1 + gamma) p) <= e^{-m p gamma^2/3}. Checked with X_i ~ Bernoulli(p) (a distribution "
                  "the lemma covers), the exact binomial upper tail, in logs: log Pr <= -m p gamma^2/3.",
        statement_tex=r"for any $\gamma \in [0, \frac{1}{p} - 1]$ ... $\Pr(\hat{p} \geq (1 + \gamma)p) \leq "
                      r"e^{-\frac{mp\gamma^2}{3}}$",
        bound=B.chernoff_upper_printed, measure=_chernoff_up_measure, strategy=_chernoff_up_instances,
        exact=_chernoff_up_exact, expect="erratum",
        domain=(Param("m", 1, math.inf, integer=True, text="X_1, ..., X_m, m >= 1", far=10**4),
                Param("p", 0, 1, lo_closed=False, text="mean p of a distribution on [0, 1]; gamma needs p > 0"),
                Param("gamma", 0, math.inf, text="gamma in [0, 1/p - 1]", family="gamma = u (1/p - 1), u in [0, 1]",
                      far=1e3)),
        evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/thesis.md): confirmed. As restated, the upper tail is false for gamma > 1 (allowed when p < 1/2): with m = 1, "
                 "p = 0.1, gamma = 9 = 1/p - 1, Pr(X >= 1) = 0.1 > e^{-0.1*81/3} = e^{-2.7} = 0.067; with m = 10 the "
                 "tail is 1e-10 against e^{-27} = 1.9e-12. The exponent m p gamma^2/3 is the Chernoff bound for "
                 "gamma in [0, 1]; for gamma > 1 only m p gamma^2/(2 + gamma) holds. (The book's statement cited "
                 "has the same range.) The thesis' uses are lower tails (E.4)/(F.4) and, in (E.114)/(E.115), upper "
                 "tails with small gamma, so no conclusion hangs on the range.",
        corrected=B.chernoff_upper_corrected,
        corrected_text="for gamma >= 0, Pr(p_hat >= (1 + gamma) p) <= exp(-m p gamma^2/(2 + gamma)); equivalently "
                       "the printed exp(-m p gamma^2/3) for gamma in [0, 1] only",
        mutants={"gamma^2/(1+gamma) exponent": B.chernoff_upper_mutant}, auto_mutant=False,
        second_path=SP + f"test_chernoff_upper_tail_{which}3_fails_for_gamma_above_one",
        notes="Compared in logs, so the automatic '10 % too favourable' mutant (a 10 % larger exponent, not a "
              "constant factor) is replaced by the planted wrong exponent. k = ceil((1 + gamma) p m) computed in rationals (p, gamma on a dyadic grid); the exact re-check is the "
              "regularised incomplete beta I_p(k, m - k + 1) at 60 digits.",
        settings={"ci": {"max_examples": 80, "budget_s": 3.0}},
    )


# ============================================================================ (E.55): softmax chain, last step


def _e55_instances() -> st.SearchStrategy:
    @st.composite
    def draw(d: st.DrawFn) -> dict:
        ell = int(d(log_uniform(2, 10**4)))
        n1 = max(1, min(ell // 2, int(d(st.floats(0.0, 1.0)) * ell / 2)))  # alpha = 2 n1 / l in (0, 1]
        M1 = int(d(log_uniform(2, 10**3)))
        X = _dy(d(st.one_of(st.floats(0.0, 4.0), log_uniform(1e-3, 60.0))))
        delta = _dy(d(st.floats(1e-3, 0.2)))
        kappa = _dy(d(log_uniform(1e-3, 1e3)))  # Theta(delta^2) = kappa delta^2, kappa over (0, inf)
        return {"l": ell, "n1": n1, "n2": ell - n1, "M1": M1, "X": X, "delta": delta, "kappa": kappa}
    return draw()


def _e55_values(inst: dict, mp: bool = False) -> tuple:
    n1, n2, M1, X = inst["n1"], inst["n2"], inst["M1"], inst["X"]
    c = inst["kappa"] * inst["delta"] ** 2
    if mp:
        X, c = mpmath.mpf(X), mpmath.mpf(inst["kappa"]) * mpmath.mpf(inst["delta"]) ** 2
        e = mpmath.exp
    else:
        e = math.exp
    # middle expression: n1 e^{c + X^2} / (n1 e^{c + X^2} + n2 e^{X^2/M1}), divided through by n1 e^{c + X^2}
    mid = 1 / (1 + (n2 / mpmath.mpf(n1) if mp else n2 / n1) * e(X * X / M1 - c - X * X))
    return mid, c


def _e55_measure(inst: dict, ctx: Ctx) -> Measurement:
    mid, c = _e55_values(inst)
    return Measurement(mid, {"n1": inst["n1"], "n2": inst["n2"], "X": inst["X"], "c": c, "M1": inst["M1"]},
                       {"alpha": 2 * inst["n1"] / inst["l"]})


def _e55_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        mid, c = _e55_values(inst, mp=True)
    return Measurement(mid, {"n1": inst["n1"], "n2": inst["n2"], "X": mpmath.mpf(inst["X"]), "c": c,
                             "M1": inst["M1"]}, {}, exact=True)


E55 = Claim(
    id="thesis.ch6.eqE.55", paper=PAPER, kind="step", comparison=">=",
    source=_src("(E.55), proof of Theorem 6.3.3, App. E.4.3 (second inequality of the chain)", "L8189"),
    statement="(E.55), second step: with |N_j| = n1 = alpha l/2 contexts of the query's pattern and n2 = l - n1 "
              "others, X = eta sum_b gamma_b Delta_T >= 0 and Theta(delta^2) = c >= 0: "
              "n1 e^{c + X^2} / (n1 e^{c + X^2} + n2 e^{X^2/M1}) >= 1 - ((2 - alpha)/alpha) e^{-X^2}.",
    statement_tex=r"\geq \frac{\sum_{s \in \mathcal{N}_j^n} e^{\Theta(\delta^2) + (\eta \sum \gamma_b \Delta_T)^2}}"
                  r"{\sum_{s \in \mathcal{N}_j^n} e^{\Theta(\delta^2) + (\cdot)^2} + \sum_{s \in [l] - \mathcal{N}_j^n}"
                  r" e^{\frac{1}{M_1}(\cdot)^2}} \geq 1 - \frac{2 - \alpha}{\alpha} e^{-(\eta \sum_{b=0}^{T-1} "
                  r"\gamma_b \cdot \Delta_T)^2}",
    bound=B.eqE55_printed, measure=_e55_measure, strategy=_e55_instances, exact=_e55_exact, expect="erratum",
    domain=(Param("l", 2, math.inf, integer=True, text="prompt length l", far=10**3),
            Param("M1", 2, math.inf, integer=True, text="M1 IDR patterns", far=200),
            Param("X", 0, math.inf, text="X = eta sum_b gamma_b Delta_T >= 0 (grows with T)", far=50),
            Param("delta", 0, 0.2, lo_closed=False, text="delta in (0, 0.2] (Sec. 6.2.3)"),
            Param("kappa", 0, math.inf, lo_closed=False, text="Theta(delta^2) = kappa delta^2, kappa unspecified",
                  far=1e2)),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/thesis.md): confirmed as printed. 1 - middle = n2 e^{X^2/M1} / (n1 e^{c + X^2} + n2 e^{X^2/M1}) ~ (n2/n1) e^{-(1 - 1/M1) "
             "X^2 - c} for large X, which exceeds the printed (n2/n1) e^{-X^2} as soon as X^2/M1 > c: the e^{X^2/M1} "
             "weight of the other contexts is dropped. E.g. alpha = 1 (n1 = n2), M1 = 2, delta = 0.2, Theta(delta^2) = "
             "delta^2, X = 3: middle = 0.98944 < 1 - e^{-9} = 0.99988. No constant in Theta(delta^2) repairs it (X is "
             "unbounded). The consequence (E.56) gamma_T <= ((2-alpha)/alpha) e^{-X^2} then lacks its factor "
             "e^{X^2/M1}; Corollary 6.4.3's conclusion survives with X^2 replaced by (1 - 1/M1) X^2.",
    corrected=B.eqE55_corrected,
    corrected_text="middle >= 1 - ((2 - alpha)/alpha) e^{-(1 - 1/M1) X^2 - Theta(delta^2)}",
    mutants={"Theta(delta^2) counted twice": B.eqE55_mutant},
    second_path=SP + "test_eqE55_softmax_step_fails",
    notes="alpha = 2 n1/l exactly, so (2 - alpha)/alpha = n2/n1; the first inequality of (E.55) (Lemma E.4.5's "
          "logits) is not this claim.",
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)


# ========================================================================= (E.109): expanded product, third line


def _e109_instances() -> st.SearchStrategy:
    @st.composite
    def draw(d: st.DrawFn) -> dict:
        M1 = int(d(log_uniform(4, 10**4)))
        R = _dy(d(st.floats(0.0, 1.0, exclude_min=True, exclude_max=True)))
        eps = _dy(d(st.floats(0.0, 1.0, exclude_min=True, exclude_max=True)))
        alpha = _dy(4 / M1 + (1 - 4 / M1) * d(st.floats(0.0, 1.0)))  # alpha M1 >= 4 (assumption below)
        alpha_p = _dy(2 / M1 + (1 - 2 / M1) * d(st.floats(0.0, 1.0, exclude_min=True)))
        R, eps = max(R, 2.0**-30), max(eps, 2.0**-30)
        alpha, alpha_p = max(alpha, 2.0**-30), max(alpha_p, 2.0**-30)
        return {"M1": M1, "R": R, "eps": eps, "alpha": alpha, "alpha_p": alpha_p}
    return draw()


def _e109_parts(inst: dict, exact: bool = False) -> tuple:
    F = Fraction if exact else float
    R, eps, al, alp, M1 = (F(inst[k]) for k in ("R", "eps", "alpha", "alpha_p", "M1"))
    a = 2 / (alp * M1)
    b = 4 / (al * M1)
    v = eps + b + b * eps  # (1 + eps)(1 + 4/(alpha M1)) - 1
    third = 1 - (1 - R - a + R * a) * (1 + v)
    return third, R, a, v


def _e109_measure(inst: dict, ctx: Ctx) -> Measurement:
    third, R, a, v = _e109_parts(inst)
    return Measurement(third, {"R": R, "a": a, "v": v}, {"alpha*M1": inst["alpha"] * inst["M1"],
                                                         "alpha'*M1": inst["alpha_p"] * inst["M1"]})


def _e109_exact(inst: dict) -> Measurement:
    third, R, a, v = _e109_parts(inst, exact=True)
    return Measurement(third, {"R": R, "a": a, "v": v}, {}, exact=True)


E109 = Claim(
    id="thesis.ch6.eqE.109", paper=PAPER, kind="step", comparison=">=",
    source=_src("(E.109), proof of Proposition 6.4.5 / Theorem 6.3.7, App. E.5.4 (third to fourth line)",
                "L8458"),
    statement="(E.109), fourth line: 1 - (1 - R - 2/(alpha' M1) + 2R/(alpha' M1))(1 + eps + 4/(alpha M1) + "
              "4 eps/(alpha M1)) >= R + 2/(alpha' M1) - 2R/(alpha' M1) - (1 - R - 2/(alpha' M1))(eps + (4 + 4 eps)/"
              "(alpha M1)), for R in (0, 1) (the pruned fraction, R = Theta(1)), eps in (0, 1), alpha, alpha' in "
              "(0, 1], M1 >= 2.",
    statement_tex=r"= 1 - (1 - R - \frac{2}{\alpha' M_1} + \frac{2R}{\alpha' M_1})(1 + \epsilon + \frac{4}{\alpha "
                  r"M_1} + \frac{4\epsilon}{\alpha M_1}) \geq R + \frac{2}{\alpha' M_1} - \frac{2R}{\alpha' M_1} - "
                  r"(1 - R - \frac{2}{\alpha' M_1})(\epsilon + \frac{4 + 4\epsilon}{\alpha M_1})",
    bound=B.eqE109_printed, measure=_e109_measure, strategy=_e109_instances, exact=_e109_exact, expect="erratum",
    assumptions=(Assumption("alpha M1 >= 4", "x = 2/(alpha M1) <= 1/2, where the first step's '(1 - x)^{-1} <= 1 + 2x "
                            "for small x' holds", lambda q: q["alpha"] * q["M1"] - 4),
                 Assumption("alpha' M1 > 2", "1 - 2/(alpha' M1) > 0: (E.108)'s factor is positive",
                            lambda q: q["alpha_p"] * q["M1"] - 2 - 1e-12)),
    domain=(Param("M1", 2, math.inf, integer=True, text="M1 IDR patterns", far=10**3),
            Param("R", 0, 1, lo_closed=False, hi_closed=False, text="pruned fraction R = Theta(1) of W u U"),
            Param("eps", 0, 1, lo_closed=False, hi_closed=False, text="eps of Theorem 6.3.3"),
            Param("alpha", 0, 1, lo_closed=False, text="alpha in (0, 1]"),
            Param("alpha_p", 0, 1, lo_closed=False, text="alpha' in (0, 1]")),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/thesis.md): confirmed as printed. With a = 2/(alpha' M1) and v = eps + (4 + 4 eps)/(alpha M1), the third line is exactly "
             "R + a - R a - (1 - R - a + R a) v; the fourth line replaces the factor (1 - R - a + R a) by (1 - R - a), "
             "so it exceeds the third line by R a v > 0 for every R > 0: the printed '>=' is false everywhere on the "
             "domain. E.g. R = 1/2, alpha = alpha' = 1, M1 = 4, eps = 1/10: third line 0.45, fourth 0.75. The last "
             "step (>= Omega(R + 1/(alpha' M1))) survives for large alpha M1, since R a v is of lower order.",
    corrected=B.eqE109_corrected,
    corrected_text="third line = R + 2/(alpha' M1) - 2R/(alpha' M1) - (1 - R - 2/(alpha' M1) + 2R/(alpha' M1))"
                   "(eps + (4 + 4 eps)/(alpha M1))",
    mutants={"-R a term dropped": B.eqE109_mutant},
    second_path=SP + "test_eqE109_expansion_step_fails",
    notes="Pure algebra; the first step's '(1 - x)^{-1} <= 1 + 2x for small x' is not this claim.",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
)


# ==================================================================== (E.80), (E.106): equalities between roots


def _mm_instances() -> st.SearchStrategy:
    return st.fixed_dictionaries({"M1": log_uniform(2, 10**4).map(int), "M2": log_uniform(2, 10**4).map(int),
                                  "G": log_uniform(0.1, 100.0).map(_dy)})


def _e106_measure(inst: dict, ctx: Ctx) -> Measurement:
    M1, M2 = inst["M1"], inst["M2"]
    return Measurement(math.sqrt(1 / M1 + M2 / M2**2), {"M1": M1, "M2": M2}, {})


def _e106_exact(inst: dict) -> Measurement:
    M1, M2 = inst["M1"], inst["M2"]
    with mpmath.workdps(60):
        return Measurement(mpmath.sqrt(mpmath.mpf(1) / M1 + mpmath.mpf(M2) / M2**2), {"M1": M1, "M2": M2}, {},
                           exact=True)


E106 = Claim(
    id="thesis.ch6.eqE.106", paper=PAPER, kind="step", comparison="==",
    source=_src("(E.106), proof of Proposition 6.4.5, App. E.5.4 (the equality)", "L8438"),
    statement="(E.106): ||W_O(i,.) W_V|| <~ sqrt(1/M1 + (1/M2^2) M2) = 1/sqrt(M2); the equality, M1, M2 >= 2.",
    statement_tex=r"\lesssim \sqrt{\frac{1}{M_1} + \frac{1}{M_2^2} \cdot M_2} = \frac{1}{\sqrt{M_2}}",
    bound=B.eqE106_printed, measure=_e106_measure, strategy=_mm_instances, exact=_e106_exact, expect="erratum",
    domain=(Param("M1", 2, math.inf, integer=True, text="M1 IDR patterns", far=10**3),
            Param("M2", 2, math.inf, integer=True, text="M2 IDI patterns", far=10**3)),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/thesis.md): confirmed as printed. sqrt(1/M1 + 1/M2) = 1/sqrt(M2) only if 1/M1 = 0: the 1/M1 term (the square of (E.60)) is "
             "dropped. E.g. M1 = M2 = 4: sqrt(1/2) = 0.707 against 1/2. Theorem 6.3.7's (6.14) 'at most O(1/sqrt(M2))' "
             "inherits it: the derivation gives O(1/sqrt(M1) + 1/sqrt(M2)), which is O(1/sqrt(M2)) only when "
             "M2 <~ M1.",
    corrected=B.eqE106_corrected,
    corrected_text="sqrt(1/M1 + (1/M2^2) M2) = sqrt(1/M1 + 1/M2)",
    mutants={"1/M2^2 inside the root": B.eqE106_mutant},
    second_path=SP + "test_eqE106_and_eqE80_equalities_fail",
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
)


def _e80_measure(inst: dict, ctx: Ctx) -> Measurement:
    M1, M2, G = inst["M1"], inst["M2"], inst["G"]
    # literal: G (the projection) multiplies only the last term under the root
    return Measurement(math.sqrt(1 + M1 / M1**2 + 1 / M1**2 + M2 / M2**2 * G), {"M1": M1, "M2": M2, "G": G}, {})


def _e80_measure_intended(inst: dict, ctx: Ctx) -> Measurement:
    M1, M2, G = inst["M1"], inst["M2"], inst["G"]
    return Measurement(math.sqrt(1 + M1 / M1**2 + 1 / M1**2 + M2 / M2**2) * G, {"M1": M1, "M2": M2, "G": G}, {})


E80 = Claim(
    id="thesis.ch6.eqE.80", paper=PAPER, kind="step", comparison="==",
    source=_src("(E.80), proof of Proposition 6.4.1, App. E.5.2 (the equality)", "L8323"),
    statement="(E.80): ||W_Q p_query|| <~ sqrt(1 + (1/M1^2) M1 + 1/M1^2 + (1/M2^2) M2 G) = sqrt(1 + 1/M1 + 1/M2) G, "
              "with G = (mu_j, 0) eta (1/B) sum_b sum_n dl/dW_Q p_query > 0 (>~ sqrt(log M1) by (E.79)); the "
              "equality, as printed (G under the root in the last term only).",
    statement_tex=r"\lesssim \sqrt{1 + \frac{1}{M_1^2} \cdot M_1 + \frac{1}{M_1^2} + \frac{1}{M_2^2} \cdot M_2 "
                  r"(\boldsymbol{\mu}_j^\top, \mathbf{0}^\top) \eta \frac{1}{B} \sum \cdots} = \sqrt{1 + \frac{1}{M_1}"
                  r" + \frac{1}{M_2}} (\boldsymbol{\mu}_j^\top, \mathbf{0}^\top) \eta \frac{1}{B} \sum \cdots",
    bound=B.eqE80_printed, measure=_e80_measure, strategy=_mm_instances, expect="erratum",
    readings=(Reading("G outside the root", "the projection G multiplies the whole root (what the next line "
                      "uses): sqrt(1 + 1/M1 + 1/M1^2 + 1/M2) G = sqrt(1 + 1/M1 + 1/M2) G; the 1/M1^2 of (E.77) is "
                      "still dropped, so this reading fails too (E.87 keeps it)"),),
    domain=(Param("M1", 2, math.inf, integer=True, text="M1 IDR patterns", far=10**3),
            Param("M2", 2, math.inf, integer=True, text="M2 IDI patterns", far=10**3),
            Param("G", 0, math.inf, lo_closed=False, text="the W_Q gradient projection G > 0", far=50)),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/thesis.md): confirmed as printed. As printed the two sides differ in general (G enters the root once, the product once); "
             "with G outside the root the left side keeps the 1/M1^2 of (E.77) that the right side drops "
             "(sqrt(1 + 1/M1 + 1/M1^2 + 1/M2) > sqrt(1 + 1/M1 + 1/M2)), e.g. M1 = M2 = 2: 1.5 G against 1.414 G. "
             "Harmless inside the <~ chain.",
    corrected=B.eqE80_literal_lhs,
    corrected_text="the right side should read sqrt(1 + 1/M1 + 1/M1^2 + 1/M2) G, with G outside the root (as in "
                   "(E.87)); as typeset the left side is sqrt(1 + 1/M1 + 1/M1^2 + G/M2)",
    mutants={"1/M1 dropped": B.eqE80_mutant},
    second_path=SP + "test_eqE106_and_eqE80_equalities_fail",
    notes="The reading 'G outside the root' changes the measured left side (measure of that reading: "
          "sqrt(1 + 1/M1 + 1/M1^2 + 1/M2) G).",
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
)


def _e80_intended_bound(M1: int, M2: int, G: float) -> float:
    """The reading 'G outside the root' against the literal left side: the printed right side rescaled by
    literal / intended left side, so that 'literal lhs == this' holds exactly when 'intended lhs == printed rhs'."""
    lit = math.sqrt(1 + 1 / M1 + 1 / M1**2 + G / M2)
    intended = math.sqrt(1 + 1 / M1 + 1 / M1**2 + 1 / M2) * G
    return B.eqE80_printed(M1, M2, G) * lit / intended


E80.readings = (Reading(E80.readings[0].name, E80.readings[0].text, bound=_e80_intended_bound),)


# ============================================================================== E.5.9 (L9116): E[theta] = 0


def _angle_instances(conditioned: bool = False) -> st.SearchStrategy:
    return st.fixed_dictionaries({"d": st.one_of(st.integers(2, 8), log_uniform(2, 10**4).map(int)),
                                  "conditioned": st.just(conditioned)})


def _angle_mean(d: int, conditioned: bool) -> float:
    """E[theta] for theta the angle between a uniform direction on S^{d-1} and a fixed vector: density of theta
    proportional to sin^{d-2}(theta) on [0, pi] (on [0, pi/2) given a positive inner product, i in W_n)."""
    from scipy import integrate

    hi = math.pi / 2 if conditioned else math.pi
    # log-density to stay finite for large d
    w = (lambda t: math.exp((d - 2) * math.log(math.sin(t)))) if d > 2 else (lambda t: 1.0)
    num, _ = integrate.quad(lambda t: t * w(t), 0, hi, limit=200)
    den, _ = integrate.quad(w, 0, hi, limit=200)
    return num / den


def _angle_measure(inst: dict, ctx: Ctx) -> Measurement:
    return Measurement(_angle_mean(inst["d"], inst["conditioned"]), {"d": inst["d"]},
                       {"conditioned on i in W_n": inst["conditioned"]})


ANGLE = Claim(
    id="thesis.ch6.display.E.5.9-angle-mean", paper=PAPER, kind="step", comparison="==",
    source=_src("proof of Lemma E.4.10, App. E.5.9, the sentence before (E.227)", "L9116"),
    statement="theta_n^i, the angle between the feature embeddings of V^n(0) and W_O(i,.)^(0), the latter 'initialized "
              "uniformly on the d_X - 1 sphere', has E[theta_n^i] = 0 (d_X >= 2), read as printed: theta the angle to a "
              "uniform direction (unconditioned).",
    statement_tex=r"Since that the feature embedding of $\mathbf{W}_{O_{(i,\cdot)}}^{(0)}$ is initialized uniformed "
                  r"on the $d_{\mathcal{X}} - 1$-sphere, we have $\mathbb{E}[\theta_n^i] = 0$",
    bound=B.angle_mean_printed, measure=_angle_measure, strategy=_angle_instances(), expect="erratum",
    readings=(Reading("given i in W_n", "theta conditioned on a positive inner product (i in W_n, (E.31)), "
                      "where the lemma applies it", strategy=_angle_instances(True)),),
    domain=(Param("d", 2, math.inf, integer=True, text="d_X >= 2 (the feature dimension)", far=10**3),),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/thesis.md): confirmed. An angle lies in [0, pi] and is 0 with probability 0, so E[theta] > 0: unconditionally "
             "E[theta] = pi/2 (theta and pi - theta have the same law), and given a positive inner product (i in W_n) "
             "E[theta] = int_0^{pi/2} t sin^{d-2} t dt / int_0^{pi/2} sin^{d-2} t dt, e.g. pi/4 at d = 2 and -> pi/2 "
             "as d grows. (E.227) then bounds |mean of theta - E theta| by |mean of theta| using this, so the "
             "averaged angle is not small; the conclusion (E.229) needs another argument (e.g. the mean of the "
             "unit vectors, not of the angles).",
    corrected=B.angle_mean_corrected,
    corrected_text="E[theta_n^i] = pi/2 for a uniform direction (the mean of the unit vectors is 0, not the mean "
                   "angle)",
    mutants={"pi/3": B.angle_mean_mutant},
    second_path=SP + "test_angle_mean_is_not_zero",
    notes="The corrected value pi/2 is that of the literal (unconditioned) statement; given i in W_n the mean is "
          "below pi/2 and still positive.",
    rtol=1e-7, atol=1e-9,
    settings={"ci": {"max_examples": 20, "budget_s": 2.0}},
)


CLAIMS: list[Claim] = [_chernoff_up_claim("E"), _chernoff_up_claim("F"), E55, E109, E106, E80, ANGLE]


# ============================================================ (F.59): Hoeffding step in the proof of Theorem 5


def _f59_instances() -> st.SearchStrategy:
    @st.composite
    def draw(d: st.DrawFn) -> dict:
        l_ts = int(d(log_uniform(1, 10**5)))
        ap = _dy(d(st.floats(0.05, 1.0)))
        rho = _dy(d(st.one_of(log_uniform(1e-3, 0.999), st.floats(0.01, 0.99))))
        B1 = _dy(d(st.floats(0.05, 1.0)))
        B2 = _dy(d(st.floats(0.0, 1.0)) * min((1 - rho) * B1, 1 - B1))  # (7.13): B2 <= (1 - rho) B1; B1 + B2 <= 1
        c = _dy(d(st.floats(1e-3, 0.5)))  # 'some constant c > 0'; the first step of (F.59) needs c <= 1/2
        return {"l_ts": l_ts, "ap": ap, "rho": rho, "B1": B1, "B2": B2, "c": c}
    return draw()


def _f59_k(inst: dict) -> int:
    F = Fraction
    thr = F(inst["ap"]) * F(inst["B2"]) + F(inst["c"]) * F(inst["rho"]) * F(inst["ap"]) * F(inst["B1"])
    return math.ceil(thr * inst["l_ts"])


def _f59_exact(inst: dict) -> Measurement:
    k, n = _f59_k(inst), inst["l_ts"]
    with mpmath.workdps(60):
        p = mpmath.mpf(inst["ap"]) * mpmath.mpf(inst["B2"])
        pr = mpmath.mpf(0) if k > n else (mpmath.mpf(1) if k <= 0 else
                                          (_binom_sf_by_terms(n, k, p) if p > 0 else mpmath.mpf(0)))
        lhs = mpmath.log(pr) if pr > 0 else mpmath.mpf(-10**6)
    q = {key: (inst[key] if key == "l_ts" else mpmath.mpf(inst[key])) for key in ("l_ts", "rho", "c", "ap", "B1")}
    return Measurement(lhs, q, {"k": k}, exact=True)


def _f59_measure(inst: dict, ctx: Ctx) -> Measurement:
    from scipy.stats import binom

    k, n = _f59_k(inst), inst["l_ts"]
    p = inst["ap"] * inst["B2"]
    if k > n or p == 0:
        lhs = -1e6  # the event is empty: log 0, below every bound
    else:
        lhs = float(binom.logsf(k - 1, n, p)) if k > 0 else 0.0
        if math.isinf(lhs):
            lhs = float(_f59_exact(inst).lhs)
    return Measurement(lhs, {"l_ts": n, "rho": inst["rho"], "c": inst["c"], "ap": inst["ap"], "B1": inst["B1"]},
                       {"k": k, "p = alpha' B2": p, "threshold": k / n})


F59 = Claim(
    id="thesis.ch7.eqF.59", paper=PAPER, kind="step", comparison="<=",
    source=_src("(F.59), proof of Theorem 5, App. F.4.3 (second inequality, 'by Lemma F.3.3 and (7.13) for some "
                "constant c > 0')", "L9577"),
    statement="(F.59), last step: with m_i the TSR pattern of the i-th context example's final output, i.i.d. equal to "
              "mu'_{q2} with probability alpha' B(q, q2), and B(q, q2) <= (1 - rho_o) B(q, q1) ((7.13)): "
              "Pr((1/l_ts) sum_i 1[m_i = mu'_{q2}] >= alpha' B(q,q2) + c rho_o alpha' B(q,q1)) <= "
              "e^{-l_ts rho_o c^2 alpha' B(q,q1)}, for the constant c in (0, 1/2] (the range where the first step of "
              "(F.59) holds); compared in logs.",
    statement_tex=r"\leq \Pr \left( \frac{1}{l_{ts}} \sum_{i=1}^{l_{ts}} \mathbb{1}[m_i = \boldsymbol{\mu}'_{q_2}] \geq "
                  r"\alpha' B_{(q,q_2)} + c \cdot \rho_o^f \alpha' B_{(q,q_1)}^f \right) \leq e^{-l_{ts} \rho_o^f c^2 "
                  r"\alpha' B_{(q,q_1)}} = M^{-C}",
    bound=B.eqF59_printed, measure=_f59_measure, strategy=_f59_instances, exact=_f59_exact, expect="erratum",
    auto_mutant=False,
    domain=(Param("l_ts", 1, math.inf, integer=True, text="l_ts >= 1 test examples", far=10**4),
            Param("rho", 0, 1, lo_closed=False, hi_closed=False, text="rho_o^f in (0, 1) ((7.13))"),
            Param("c", 0, 0.5, lo_closed=False, text="'some constant c > 0' (c <= 1/2 for the first step)"),
            Param("ap", 0, 1, lo_closed=False, text="alpha' in (0, 1]",
                  unreached="alpha' >= 0.05 drawn: the failure is in the rho -> 0 direction"),
            Param("B1", 0, 1, lo_closed=False, text="B(q, q1) in (0, 1]",
                  unreached="B1 >= 0.05 drawn: the failure is in the rho -> 0 direction")),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/thesis.md): confirmed. The deviation is t = c rho alpha' B1 above the mean p = alpha' B2; Hoeffding (the cited "
             "Lemma F.3.3 with explicit constants) gives exp(-2 l_ts t^2) = exp(-2 l_ts c^2 rho^2 alpha'^2 B1^2), and "
             "the true exponent is about l_ts t^2/(2 p (1 - p)); the printed exponent l_ts rho c^2 alpha' B1 = l_ts t^2/"
             "(rho alpha' B1) is larger by 2 p (1-p)/(rho alpha' B1) ~ 2 B2/(rho B1), unbounded as rho -> 0. E.g. "
             "alpha' = 1, B1 = 0.5, B2 = 0.45, rho = 0.1, c = 1/2, l_ts = 1000: exact Pr ~ 0.07 against "
             "e^{-12.5} = 3.7e-6. (F.60)'s l_ts >~ (rho alpha' tau_o)^{-2} log M is what Hoeffding needs, so Theorem 5's "
             "condition survives; only this display's exponent is wrong (as (F.58)'s).",
    corrected=B.eqF59_corrected,
    corrected_text="<= exp(-2 l_ts (c rho_o alpha' B(q,q1))^2) (Hoeffding for the mean of l_ts indicators)",
    mutants={"twice Hoeffding's exponent": B.eqF59_mutant},
    second_path=SP + "test_eqF59_hoeffding_step_fails",
    notes="Compared in logs (tails below float64 range); the automatic 10 % mutant would move an exponent, so a planted "
          "wrong exponent replaces it. k = ceil(l_ts (alpha' B2 + c rho alpha' B1)) in rationals.",
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)

CLAIMS.append(F59)


# ====================================================== (F.10): the two sides of Lemma F.3.5's last bound


def _f10_lower(p, alpha, K, M):  # noqa: ANN001, ANN202
    """(F.10)'s lower bound per prompt: (1/(KM)) p (1-p)^2 (1 + (2-K) alpha^2/K^2) + (1-p)^2 alpha^2/K^3."""
    a2 = alpha * alpha / (K * K)
    return p * (1 - p) ** 2 * (1 + (2 - K) * a2) / (K * M) + (1 - p) ** 2 * alpha * alpha / K**3


def _f10_instances(p_from_init: bool = False) -> st.SearchStrategy:
    @st.composite
    def draw(d: st.DrawFn) -> dict:
        K = int(d(st.integers(1, 12)))
        M = int(d(st.integers(1, 24)))
        alpha = _dy(d(st.floats(0.0, 1.0, exclude_min=True)))
        lo = alpha / K if p_from_init else 0.0
        p = _dy(lo + (1 - lo) * d(st.floats(0.0, 1.0, exclude_max=True)))
        p = min(max(p, 2.0**-30), 1 - 2.0**-30)
        return {"K": K, "M": M, "alpha": max(alpha, 2.0**-30), "p": p}
    return draw()


def _f10_measure(inst: dict, ctx: Ctx, exact: bool = False) -> Measurement:
    F = Fraction if exact else float
    p, alpha, K, M = F(inst["p"]), F(inst["alpha"]), inst["K"], inst["M"]
    return Measurement(_f10_lower(p, alpha, K, M), {"p": p, "alpha": alpha, "K": K, "M": M},
                       {"alpha/K (p at W = 0)": float(alpha) / K}, exact=exact)


F10 = Claim(
    id="thesis.ch7.eqF.10", paper=PAPER, kind="step", comparison="<=",
    source=_src("(F.10), Lemma F.3.5, App. F.3 (the chain lower <= p'^T eta grad p <= upper)", "L9347-L9352"),
    statement="(F.10): for p' with a different TRR pattern and a different positional encoding from p, 'lower <= "
              "p'^T eta (1/B) sum dl/dW p <= upper' with, per prompt, lower = (1/(KM)) p (1-p)^2 (1 + (2-K) alpha^2/K^2) "
              "+ (1-p)^2 alpha^2/K^3 and upper = (1/(KM)) p (1-p)^2 (2 - K + (2-K) alpha^2/K^2) + (1-p)^2 p (1 + "
              "alpha^2/K^2)/K, p = p_n(t) in (0, 1); the chain needs lower <= upper (checked for one prompt, B = 1).",
    statement_tex=r"\eta \frac{1}{B} \sum_{n} \left( \frac{1}{KM} p_n(t) (1 - p_n(t))^2 \left( 1 + \frac{(2 - K)"
                  r"\alpha^2}{K^2} \right) + (1 - p_n(t))^2 \frac{\alpha^2}{K^3} \right) \leq \tilde{\mathbf{p}}'^\top "
                  r"\eta \frac{1}{B} \sum \frac{\partial \ell}{\partial \mathbf{W}^{(t)}} \tilde{\mathbf{p}} \leq \eta "
                  r"\frac{1}{B} \sum_{n} \left( \frac{1}{KM} p_n(t) (1 - p_n(t))^2 \left( 2 - K + \frac{(2 - K)\alpha^2}"
                  r"{K^2} \right) + (1 - p_n(t))^2 p_n(t) \left( 1 + \frac{\alpha^2}{K^2} \right) \frac{1}{K} \right)",
    bound=B.eqF10_upper, measure=_f10_measure, strategy=_f10_instances(),
    exact=lambda inst: _f10_measure(inst, Ctx(), exact=True), expect="erratum",
    readings=(Reading("p_n(t) >= alpha/K", "p_n(t) at least its value alpha/K at W = 0 (the attention grows during "
                      "training): the chain still fails for K >= M + 1", strategy=_f10_instances(True)),),
    domain=(Param("K", 1, math.inf, integer=True, text="K reasoning steps", far=10),
            Param("M", 1, math.inf, integer=True, text="M TRR patterns", far=20),
            Param("alpha", 0, 1, lo_closed=False, text="alpha in (0, 1]"),
            Param("p", 0, 1, lo_closed=False, hi_closed=False, text="p_n(t) in (0, 1)")),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/thesis.md): confirmed. upper - lower = ((1-p)^2/K) [p ((1-K)/M + 1 + alpha^2/K^2) - alpha^2/K^2] (exact algebra), "
             "negative for every p < 1 when K >= M + 1 (e.g. K = 4, M = 3, alpha = 1, p = 1/2: lower = 0.0117, upper = "
             "0.0039), and for p < alpha^2/(K^2 + alpha^2) always: no quantity lies between the two printed bounds, "
             "so at least one of them is false there. The lemma is used only for the sign and order of the updates.",
    no_correction_reason="the display does not say which side is wrong (the lower bound's p-term 1 + (2-K) "
                         "alpha^2/K^2 against the upper's 2 - K + (2-K) alpha^2/K^2 differ by K - 1, which the upper's "
                         "last term compensates only when M >= K - 1); the gradient itself is not computed here",
    corrected_text="needs M > K - 1 and p_n(t) >= alpha^2/(K^2 + alpha^2) for the two sides to be compatible",
    mutants={"upper bound without its last term": B.eqF10_upper_mutant},
    second_path=SP + "test_eqF10_lower_exceeds_upper",
    notes="Exact in rationals. The other two-sided displays (F.8), (F.9) are compatible for p >= alpha^2/(K^2 + "
          "alpha^2), which holds from initialisation on (p_n(0) ~ alpha/K).",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
)

CLAIMS.append(F10)


# ============================================ (E.110): the gradient of the hinge loss with respect to W_Q


def _e110_instances() -> st.SearchStrategy:
    return st.fixed_dictionaries({
        "seed": st.integers(0, 2**16), "d": st.integers(2, 6), "l": st.integers(1, 6), "m": st.integers(1, 8),
        "scale": log_uniform(0.1, 10.0), "z": st.sampled_from([1, -1])})


def _e110_parts(inst: dict) -> tuple:
    """A one-layer transformer of (6.2) with the App. E softmax over all l + 1 columns: F = sum_i a_i Relu(W_O(i)
    sum_s W_V p_s softmax_s(p_s^T W_K^T W_Q p_q)), hinge loss max(0, 1 - z F); returns the autograd gradient with
    respect to W_Q, the printed (E.110) expression (without 1[z F < 1]) and z F."""
    import torch

    g = torch.Generator().manual_seed(int(inst["seed"]))
    d, ell, m, s = inst["d"], inst["l"], inst["m"], float(inst["scale"])

    def rnd(*shape: int) -> torch.Tensor:
        return torch.randn(*shape, generator=g, dtype=torch.float64)

    P = rnd(d, ell + 1)  # columns p_1..p_l, p_query = the last column
    WK, WQ, WV, WO = s * rnd(d, d), s * rnd(d, d), s * rnd(d, d), s * rnd(m, d)
    a = torch.where(rnd(m) > 0, 1.0, -1.0).to(torch.float64) / m
    pq = P[:, -1]
    WQ = WQ.clone().requires_grad_(True)
    att = torch.softmax(P.T @ WK.T @ (WQ @ pq), dim=0)  # softmax_s(p_s^T W_K^T W_Q p_q), s = 1..l+1
    pre = WO @ (WV @ (P @ att))  # W_O(i) sum_s W_V p_s softmax_s
    F = (a * torch.relu(pre)).sum()
    z = float(inst["z"])
    loss = torch.clamp(1 - z * F, min=0.0)
    (grad,) = torch.autograd.grad(loss, WQ, allow_unused=True)
    grad = torch.zeros_like(WQ) if grad is None else grad
    with torch.no_grad():
        att_d, pre_d = att.detach(), pre.detach()
        Kp = WK @ P  # W_K p_s as columns
        centred = Kp - (Kp @ att_d)[:, None]  # W_K p_s - sum_r softmax_r W_K p_r = sum_r softmax_r W_K (p_s - p_r)
        vals = WO @ (WV @ P)  # W_O(i) W_V p_s, (m, l+1)
        printed = torch.zeros(d, d, dtype=torch.float64)
        for i in range(m):
            if pre_d[i] >= 0:
                w = vals[i] * att_d  # W_O(i) W_V p_s softmax_s
                printed += a[i] * (centred @ w)[:, None] * pq[None, :]
        printed = -z * printed
    scale = float(a.norm() * WO.norm() * WV.norm() * P.norm() ** 2 * WK.norm() * pq.norm())
    return grad.detach(), printed, z * float(F.detach()), scale


def _e110_measure(inst: dict, ctx: Ctx) -> Measurement:
    grad, printed, zF, scale = _e110_parts(inst)
    # relative difference; 1e-8 of the gradient's natural scale guards the saturated-softmax cancellations
    den = float(printed.norm()) + float(grad.norm()) + 1e-8 * scale
    rel = float((printed - grad).norm()) / den if den > 0 else 0.0
    return Measurement(rel, {}, {"zF": zF, "||printed||": float(printed.norm()), "||autograd||": float(grad.norm())})


E110 = Claim(
    id="thesis.ch6.eqE.110", paper=PAPER, kind="step", comparison="==",
    source=_src("(E.110), proof of Lemma E.4.5, App. E.5.5 ('by basic mathematical computation')", "L8470-L8479"),
    statement="(E.110): eta (1/B) sum_n dl/dW_Q = eta (1/B) sum_n (-z^n) sum_i a_i 1[W_O(i) sum_s W_V p_s softmax_s >= 0] "
              "(W_O(i) sum_s W_V p_s softmax_s) sum_r softmax_r W_K (p_s - p_r) p_query^T, for the hinge loss l = max(0, "
              "1 - z F) of (6.2) with the App. E softmax over l + 1 columns; checked for one prompt (B = 1) against "
              "autograd, lhs = ||printed - autograd||_F / (||printed|| + ||autograd||), claimed 0.",
    statement_tex=r"= \eta \frac{1}{B} \sum_{n \in \mathcal{B}_b} (-z^n) \sum_{i=1}^m a_i \mathbb{1}[\mathbf{W}_{O(i,"
                  r"\cdot)} \sum_{s=1}^{l+1} (\mathbf{W}_V \mathbf{p}_s^n) \text{softmax}(\cdot) \geq 0] \cdot \left( "
                  r"\mathbf{W}_{O(i,\cdot)} \sum_{s=1}^{l+1} (\mathbf{W}_V \mathbf{p}_s^n) \text{softmax}(\cdot) \cdot "
                  r"\sum_{r=1}^{l+1} \text{softmax}(\cdot) \mathbf{W}_K (\mathbf{p}_s^n - \mathbf{p}_r^n) "
                  r"\mathbf{p}_{query}^n{}^\top \right)",
    bound=B.identity_zero, measure=_e110_measure,
    strategy=_e110_instances(), expect="erratum as printed", rtol=1e-9, atol=1e-6,
    readings=(Reading("active hinge (z F < 1)", "the display is meant for prompts whose hinge is active, z F < 1 (the "
                      "factor 1[z F < 1] of the hinge loss's derivative left implicit)",
                      assumptions=(Assumption("z F < 1", "the hinge is active", lambda q: 1 - q["zF"] - 1e-9),)),),
    domain=(Param("d", 1, math.inf, integer=True, text="the token dimension", far=6,
                  unreached="d <= 6: the identity is dimension-free"),
            Param("l", 1, math.inf, integer=True, text="l >= 1 context columns", far=6,
                  unreached="l <= 6: the identity is length-free"),
            Param("m", 1, math.inf, integer=True, text="m neurons", far=8, unreached="m <= 8: a sum over neurons"),
            Param("scale", 0, math.inf, lo_closed=False, text="the weights' scale (|F| below and above 1)", far=10)),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/thesis.md): confirmed as printed. The hinge loss max(0, 1 - zF) has derivative -z dF/dW_Q 1[zF < 1]; (E.110) drops the "
             "indicator, so for every prompt with zF > 1 the printed gradient is non-zero while the true one is 0 "
             "(relative difference 1). Where the hinge is active the display equals the autograd gradient to rounding "
             "(the reading 'active hinge'). The same factor is missing from every gradient of App. E (catalog); it "
             "matters for the dynamics: once margins exceed 1 the updates stop (see thesis.ch6.prop6.4.1's notes).",
    corrected=None, no_correction_reason="under the reading 'active hinge' the printed formula holds (the corrected "
                                         "display multiplies it by 1[z F < 1])",
    corrected_text="(E.110) times 1[z^n F(Psi; P^n) < 1] inside the sum over n",
    no_mutant_reason="the claim is an identity (bound 0 on a relative difference); a planted wrong formula would be a "
                     "different measurement, not a different bound",
    second_path=SP + "test_eqE110_gradient_without_hinge_indicator",
    notes="The s-sum of the display is read over both factors (the typeset parentheses close it early); "
          "sum_r softmax_r W_K (p_s - p_r) = W_K p_s - sum_r softmax_r W_K p_r since the softmax sums to 1.",
    settings={"ci": {"max_examples": 30, "budget_s": 3.0}},
)

CLAIMS.append(E110)


# =========================================== (E.217): the spherical-cap chain in the proof of Lemma E.4.9


def _e217_integral_measure(inst: dict, ctx: Ctx) -> Measurement:
    from scipy import integrate

    M = inst["M"]
    # int_{1-1/M}^1 (1-t)^{-1/2} dt, substituting u = 1 - t: int_0^{1/M} u^{-1/2} du (quad with the algebraic weight)
    val, _ = integrate.quad(lambda u: 1.0, 0.0, 1.0 / M, weight="alg", wvar=(-0.5, 0.0))
    return Measurement(val, {"M": M}, {})


def _e217_integral_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        M = inst["M"]
        val = mpmath.quad(lambda t: (1 - t) ** mpmath.mpf(-0.5), [1 - mpmath.mpf(1) / M, 1])
    return Measurement(val, {"M": M}, {}, exact=True)


E217_INT = Claim(
    id="thesis.ch6.eqE.217-integral", paper=PAPER, kind="step", comparison="==",
    source=_src("(E.217), proof of Lemma E.4.9, App. E.5.8 (the '=' step: the integrals in closed form)", "L9074"),
    statement="(E.217), the equality: 1 - int_{1-1/M^2}^1 (1-t)^{-1/2} dt / (Theta(1) int_{1-1/M}^1 (1-t)^{-1/2} dt) = "
              "1 - (2/M) / (Theta(1) (2/sqrt(M) - 2/M)); checked: int_{1-1/M}^1 (1-t)^{-1/2} dt = 2/sqrt(M) - 2/M "
              "(the numerator's 2/M is right), M = d_X >= 2.",
    statement_tex=r"\geq 1 - \frac{\int_{1-1/M^2}^1 (1-t)^{-\frac{1}{2}} dt}{\int_{1-1/M}^1 \Theta(1) \cdot "
                  r"(1-t)^{-\frac{1}{2}} dt} = 1 - \frac{\frac{2}{M}}{\Theta(1) \cdot (\frac{2}{\sqrt{M}} - "
                  r"\frac{2}{M})}",
    bound=B.eqE217_integral_printed, measure=_e217_integral_measure, strategy=st.fixed_dictionaries(
        {"M": st.one_of(st.integers(2, 50), log_uniform(2, 10**6).map(int))}),
    exact=_e217_integral_exact, expect="erratum as printed", rtol=1e-9, atol=1e-12,
    readings=(Reading("denominator over [1-1/M, 1-1/M^2]", "the denominator's integral taken over [1 - 1/M, 1 - 1/M^2] "
                      "(the interval of the numerator removed), whose value is exactly 2/sqrt(M) - 2/M; the "
                      "preceding '>=' still holds for it",
                      bound=lambda M: B.eqE217_integral_printed(M) + 2 / M),),
    domain=(Param("M", 2, math.inf, integer=True, text="M = d_X = M1 + M2", far=10**4),),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/thesis.md): confirmed as printed. int_{1-1/M}^1 (1-t)^{-1/2} dt = [-2 (1-t)^{1/2}]_{1-1/M}^1 = 2/sqrt(M), not 2/sqrt(M) - 2/M "
             "(M = 4: 1 against 1/2). The printed value is int_{1-1/M}^{1-1/M^2}; the bound Theta(1) at the end "
             "survives either way (the printed denominator is the smaller, so the printed ratio is the larger).",
    corrected=B.eqE217_integral_corrected, corrected_text="int_{1-1/M}^1 (1-t)^{-1/2} dt = 2/sqrt(M)",
    mutants={"2/M": B.eqE217_integral_mutant},
    second_path=SP + "test_eqE217_cap_chain",
    notes="The reading's bound adds 2/M back so that the same measured integral is compared with the value of the "
          "integral over [1 - 1/M, 1] implied by that reading (2/sqrt(M)).",
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
)


def _e217_first_instances(reversed_: bool = False) -> st.SearchStrategy:
    @st.composite
    def draw(d: st.DrawFn) -> dict:
        M = int(d(st.one_of(st.integers(2, 40), log_uniform(2, 10**4).map(int))))
        c = float(d(log_uniform(1e-2, 10.0)))  # the Theta(1/M1) constant of (E.216)
        if reversed_:  # phi >= pi/2 - 1/M
            phi = math.pi / 2 - d(st.floats(0.0, 1.0)) / M
        else:  # (E.216) as printed: phi <= pi/2 - c/M
            phi = d(st.floats(0.0, 1.0)) * max(0.0, math.pi / 2 - c / M)
        return {"M": M, "d": M, "c": c, "phi": float(phi)}
    return draw()


def _e217_first_measure(inst: dict, ctx: Ctx) -> Measurement:
    from scipy.special import betainc

    d = inst["d"]
    lhs = float(betainc((d - 1) / 2, 0.5, math.sin(inst["phi"]) ** 2))
    return Measurement(lhs, {"d": d, "M": inst["M"]}, {"phi": inst["phi"], "pi/2 - 1/M": math.pi / 2 - 1 / inst["M"]})


E217_FIRST = Claim(
    id="thesis.ch6.eqE.217-first-step", paper=PAPER, kind="step", comparison=">=",
    source=_src("(E.216)-(E.217), proof of Lemma E.4.9, App. E.5.8 (the first '>=' of (E.217))", "L9072, L9074"),
    statement="(E.217), first step, under (E.216) phi <= pi/2 - Theta(1/M1): int_0^{sin^2 phi} t^{(d-3)/2} (1-t)^{-1/2} dt / "
              "int_0^1 (...) >= int_0^{cos^2(1/M)} (...) / int_0^1 (...), i.e. I_{sin^2 phi}((d-1)/2, 1/2) >= "
              "I_{cos^2(1/M)}((d-1)/2, 1/2), d = d_X = M; the Theta constant c drawn over (0, 10].",
    statement_tex=r"\phi \leq \pi/2 - \Theta(1/M_1) ... \frac{\int_0^{\sin^2 \phi} t^{\frac{d_{\mathcal{X}}-3}{2}} "
                  r"(1-t)^{-\frac{1}{2}} dt}{\int_0^1 \cdots} \geq \frac{\int_0^{\cos^2 1/M} t^{\frac{d_{\mathcal{X}}-3}"
                  r"{2}} (1-t)^{-\frac{1}{2}} dt}{\int_0^1 \cdots}",
    bound=B.eqE217_first_step_printed, measure=_e217_first_measure, strategy=_e217_first_instances(),
    expect="erratum as printed",
    readings=(Reading("phi >= pi/2 - 1/M", "(E.216)'s inequality reversed (a lower bound on the colatitude, which "
                      "the step needs): phi in [pi/2 - 1/M, pi/2]", strategy=_e217_first_instances(True)),),
    domain=(Param("M", 2, math.inf, integer=True, text="M = d_X", far=10**3),
            Param("phi", 0, math.pi / 2, text="phi <= pi/2 - Theta(1/M1) (E.216)"),
            Param("c", 0, math.inf, lo_closed=False, text="the constant of Theta(1/M1)", far=5)),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/thesis.md): confirmed as printed. I_x is increasing in x, and (E.216) bounds phi from above, so sin^2 phi <= cos^2(c/M): the "
             "first '>=' holds only if sin^2 phi >= cos^2(1/M), i.e. phi >= pi/2 - 1/M, the opposite of (E.216). E.g. "
             "M = d = 10, phi = pi/4: I_{1/2}(4.5, 0.5) = 0.0898 against I_{cos^2 0.1}(4.5, 0.5) = 0.80. A lower bound "
             "on Pr(i in W_n) needs a lower bound on phi; with (E.216) as printed the chain bounds nothing.",
    no_correction_reason="the step holds under the reading phi >= pi/2 - 1/M ((E.216) reversed), which is a "
                         "different hypothesis, not a different bound",
    corrected_text="(E.216) should read phi >= pi/2 - Theta(1/M1) (with constant at most 1 for this step)",
    auto_mutant=False, no_mutant_reason="erratum as printed without a corrected bound: the reading is the check that "
                                        "the step holds where its hypothesis is reversed",
    second_path=SP + "test_eqE217_cap_chain",
    settings={"ci": {"max_examples": 30, "budget_s": 2.0}},
)

CLAIMS.extend([E217_INT, E217_FIRST])


# ============================================================ (F.25): 1 - p_n(t+1) >~ ((1 - alpha)/alpha) e^{-u}


def _f25_instances(restricted: bool = False) -> st.SearchStrategy:
    """alpha in (0, 1) (log-uniform towards both ends), u >= 0 (0 as an atom: the start of training, p_n = alpha).
    ``restricted``: the reading p_n(t+1) >= 1/2, i.e. u >= log((1 - alpha)/alpha)."""
    @st.composite
    def draw(d: st.DrawFn) -> dict:
        a = float(d(st.one_of(log_uniform(1e-6, 0.5), st.builds(lambda x: 1 - x, log_uniform(1e-6, 0.5)))))
        u = float(d(st.one_of(st.just(0.0), log_uniform(1e-3, 60.0))))
        if restricted:
            u = max(u, math.log((1 - a) / a)) + float(d(st.one_of(st.just(0.0), log_uniform(1e-3, 10.0))))
        return {"alpha": a, "u": u}
    return draw()


def _f25_measure(inst: dict, ctx: Ctx) -> Measurement:
    a, u = float(inst["alpha"]), float(inst["u"])
    x = (1 - a) / a * math.exp(-u)
    p = 1 / (1 + x)  # (F.24): p_n(t+1) = e^u/(e^u + (1 - alpha)/alpha)
    lhs = x / (1 + x)  # (F.25)'s middle term (1 - alpha)/(alpha e^u + 1 - alpha) = 1 - p_n(t+1), without overflow
    return Measurement(lhs, {"alpha": a, "u": u}, {"p_n(t+1)": p, "1 - p_n(t+1)": 1 - p})


def _f25_exact(inst: dict) -> Measurement:
    a, u = mpmath.mpf(inst["alpha"]), mpmath.mpf(inst["u"])
    lhs = (1 - a) / (a * mpmath.exp(u) + (1 - a))
    return Measurement(lhs, {"alpha": a, "u": u}, {"p_n(t+1)": 1 - lhs})


def _f25_move(key: str):  # noqa: ANN202
    return lambda inst, t: {**inst, key: float(t)}


EQ_F25 = Claim(
    id="thesis.ch7.eqF.25", paper=PAPER, kind="step", comparison=">=",
    source=_src("(F.24)-(F.25), proof of Theorem 3, App. F.4.1 ('When 1 - p_n(b) <= O(1)', the '>~' of (F.25))",
                "L9420, L9416"),
    statement="(F.25): when 1 - p_n(b) <= O(1), with p_n(t+1) = e^u/(e^u + (1 - alpha)/alpha) (F.24): 1 - p_n(t+1) >= "
              "(1 - alpha)/(alpha e^u + (1 - alpha)) >~ ((1 - alpha)/alpha) e^{-u}. Checked: the '>~' uniformly (one "
              "constant for every alpha in (0, 1) and u >= 0; the condition 1 - p_n <= O(1) holds for every "
              "probability).",
    statement_tex=r"1 - p_n(t+1) \geq \frac{1-\alpha}{\alpha e^u + (1-\alpha)} \gtrsim \frac{1-\alpha}{\alpha} e^{-u}",
    bound=B.eqF25_shape, measure=_f25_measure, exact=_f25_exact, strategy=_f25_instances(), constants="hidden",
    uniform=True,
    directions=(
        Direction("alpha -> 0", "alpha", 0.0, move=_f25_move("alpha"), points=(1e-1, 1e-2, 1e-3, 1e-4)),
        Direction("alpha -> 1", "alpha", 1.0, move=_f25_move("alpha"), points=(0.9, 0.99, 0.999, 0.9999)),
        Direction("u -> inf (path parameter e^{-u} -> 0)", "u", 0.0,
                  move=lambda inst, t: {**inst, "u": -math.log(t)}, points=(0.5, 0.1, 1e-2, 1e-3, 1e-4)),
        Direction("u -> 0", "u", 0.0, move=_f25_move("u"), points=(1.0, 0.1, 0.01, 0.001)),
    ),
    expect="erratum as printed",
    readings=(Reading("p_n(t+1) >= 1/2", "'When 1 - p_n(b) <= O(1)' read as 1 - p_n bounded away from 1 (here p_n(t+1) "
                      ">= 1/2, i.e. alpha e^u >= 1 - alpha): then (1 - alpha)/(alpha e^u + 1 - alpha) >= x/2 with x = "
                      "((1 - alpha)/alpha) e^{-u} <= 1", strategy=lambda: _f25_instances(True),
                      assumptions=(Assumption("p_n(t+1) >= 1/2", "p_n(t+1) = e^u/(e^u + (1 - alpha)/alpha) >= 1/2",
                                              lambda q: q["p_n(t+1)"] - 0.5),)),),
    domain=(Param("alpha", 0, 1, lo_closed=False, hi_closed=False, text="alpha in (0, 1): the fraction of same-TRR "
                  "context examples"),
            Param("u", 0, math.inf, text="u >~ (eta/(KM)) sum_b (1 - p_n(b))^2 p_n(b) >= 0 (F.21)", far=50)),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round3/thesis.md): confirmed as printed. The middle term equals x/(1 + x) with x = ((1 - alpha)/alpha) e^{-u}, so the ratio of the "
             "printed shape to it is 1 + x: unbounded as x -> inf, i.e. along alpha -> 0 at any fixed u (at u = 0, "
             "the start of training where p_n = alpha, the ratio is exactly 1/alpha). '1 - p_n(b) <= O(1)' restricts "
             "nothing (every probability meets it), so no constant serves every alpha in (0, 1): e.g. alpha = 1e-4, "
             "u = 0: 1 - p_n = 0.9999 against ((1 - alpha)/alpha) e^0 = 9999. The step holds with constant 1/2 when "
             "p_n(t+1) >= 1/2 (x <= 1), the regime the proof then uses ((F.26)-(F.31) drive u up to log(1/eps)).",
    corrected=B.eqF25_corrected,
    corrected_text="1 - p_n(t+1) = x/(1 + x) >= min(1, x)/2 with x = ((1 - alpha)/alpha) e^{-u}; the printed shape x "
                   "alone needs p_n(t+1) bounded away from 0 (x <= O(1)).",
    mutants={"e^{-u/2} in place of e^{-u} (wrong along u -> inf)": B.eqF25_mutant_half_rate,
             "(1 - alpha) dropped (wrong along alpha -> 1)": B.eqF25_mutant_no_one_minus_alpha},
    second_path=SP + "test_eqF25_ratio_is_one_over_alpha_at_u_zero",
    notes="Uniform shape check (issue 31): lhs = (1 - alpha)/(alpha e^u + 1 - alpha) in closed form (mpmath re-check), "
          "shape ((1 - alpha)/alpha) e^{-u}; the directions are both ends of alpha and of u. (F.24) (p_n >~ 1 - x) holds "
          "with constant 1 (1/(1 + x) >= 1 - x) and is not a separate claim.",
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)

CLAIMS.append(EQ_F25)
