"""thesis, Appendices C and D (round 6 discovery, helper thesisCD): proof displays encoded as printed
(``kind="step"``).

- Lemma D.2.2's cited identity (Lemma A.6 of [58], restated at L6854-L6858 for even i and L6872-L6876 for odd i):
  E_{w_0, b_0}[h_i(alpha_1) 1[alpha >= -b_0/t] 1[q_i(b_0)]] = E_{b_0}[p_i 1[q_i(b_0)]] x_1^i/t^i with the printed
  p_i, the left side computed from the setting of L6812 (alpha_1 = (x_1/t) alpha + sqrt(1 - x_1^2/t^2) beta);
- Property 10: (C.77) L5599 and (C.79) L5618 (the two elementary inequalities behind (C.74)-(C.75));
- (D.96) L7596, its second inequality (an AM-GM step with the printed constants 1/4 and 143).

Bounds in ``thmcheck.bounds.thesis.r6_thesisCD``; second paths in ``tests/test_thesis_r6_thesisCD.py``.
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

import mpmath
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r6_thesisCD as B
from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r6_thesisCD.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ================================= Lemma D.2.2, L6854-L6858 (even i) and L6872-L6876 (odd i): the cited identity


def _d22_instances(parity: int) -> st.SearchStrategy:
    """i of the given parity in 1..11, t log-uniform on [1e-3, 1e3] (no range is printed on t), rho = x_1/t with
    |rho| log-uniform on [1e-2, 1] and either sign (||x|| <= t; rho = +-1 drawn)."""
    ii = [i for i in range(1, 12) if i % 2 == parity]
    mag = st.one_of(st.just(1.0), log_uniform(1e-2, 1.0))
    return st.fixed_dictionaries({"i": st.sampled_from(ii), "t": st.one_of(st.just(1.0), log_uniform(1e-3, 1e3)),
                                  "rho": st.tuples(mag, st.sampled_from([1.0, -1.0])).map(lambda p: p[0] * p[1])})


def _he_coeffs(i: int) -> list[int]:
    """Coefficients of the probabilists' Hermite polynomial He_i (h_i of Definition A.5 in [58]) by the recursion
    He_{n+1} = x He_n - n He_{n-1}."""
    prev, cur = [1], [0, 1]
    if i == 0:
        return prev
    for n in range(1, i):
        nxt = [0] + cur
        for k, c in enumerate(prev):
            nxt[k] -= n * c
        prev, cur = cur, nxt
    return cur


def _d22_lhs(i: int, t: mpmath.mpf, rho: mpmath.mpf) -> mpmath.mpf:
    """E over b_0 in the indicator's range of phi(b_0) int_{alpha >= -b_0/t} phi(alpha) E_beta[He_i(rho alpha + s
    beta)] d alpha, s = sqrt(1 - rho^2): the beta-moment expands He_i(rho alpha + s beta) binomially (E beta^k = (k-1)!!
    for even k); the alpha-integrals int_c^inf alpha^n phi = c^{n-1} phi(c) + (n-1) int_c^inf alpha^{n-2} phi (by
    parts); the b_0-integral by mpmath quadrature. Shares nothing with the printed p_i or Mehler's formula."""
    a = _he_coeffs(i)
    s = mpmath.sqrt(1 - rho**2)
    q = [mpmath.mpf(0)] * (i + 1)  # polynomial in alpha: E_beta He_i(rho alpha + s beta)
    for j, aj in enumerate(a):
        if aj == 0:
            continue
        for k in range(0, j + 1, 2):  # E beta^k vanishes for odd k
            mk = 1
            for m in range(k - 1, 0, -2):
                mk *= m
            q[j - k] += aj * comb(j, k) * rho ** (j - k) * s**k * mk

    def inner(c: mpmath.mpf) -> mpmath.mpf:
        pc = mpmath.npdf(c)
        M = [mpmath.ncdf(-c), pc]
        for n in range(2, i + 1):
            M.append(c ** (n - 1) * pc + (n - 1) * M[n - 2])
        return mpmath.fsum(qn * M[n] for n, qn in enumerate(q))

    w = min(t / (2 * i), mpmath.mpf(40))
    lo, hi = (-w, mpmath.mpf(0)) if i % 2 == 0 else (-w, w)
    return mpmath.quad(lambda b: mpmath.npdf(b) * inner(-b / t), [lo, (lo + hi) / 2, hi])


def _d22_measure(inst: dict, ctx: Ctx) -> Measurement:
    i = int(inst["i"])
    with mpmath.workdps(B._dps(i, inst["rho"])):
        v = _d22_lhs(i, mpmath.mpf(inst["t"]), mpmath.mpf(inst["rho"]))
    return Measurement(float(v), {"i": i, "t": inst["t"], "rho": inst["rho"]}, {"x1": inst["rho"] * inst["t"]})


def _d22_exact(inst: dict) -> Measurement:
    i = int(inst["i"])
    with mpmath.workdps(B._dps(i, inst["rho"]) + 20):
        t, rho = mpmath.mpf(inst["t"]), mpmath.mpf(inst["rho"])
        v = _d22_lhs(i, t, rho)
    return Measurement(v, {"i": i, "t": t, "rho": rho}, {}, exact=True)


def _d22_domain(parity: str) -> tuple[Param, ...]:
    return (Param("i", 1 if parity == "odd" else 2, INF, integer=True, far=11,
                  text=f"every {parity} integer i >= 1", unreached="i <= 11 (both sides are finite polynomial sums; "
                  "the precision grows with i)"),
            Param("t", 0, INF, lo_closed=False, far=1e3, text="||x|| <= t, no range printed on t",
                  unreached="t in [1e-3, 1e3]; the b_0 range is cut at |b_0| = 40 (weight < e^-800)"),
            Param("rho", -1, 1, text="rho = x_1/t in [-1, 1] (||x|| <= t)",
                  unreached="|rho| >= 1e-2 (both sides are rho^i times a constant; at rho = 0 both vanish)"))


_D22_NOTES = ("The left side is computed from the setting of the proof (L6812: w_0 X = t alpha, alpha_1 = alpha x_1/t + "
              "beta sqrt(1 - x_1^2/t^2), alpha, beta, b_0 ~ N(0, 1) independent, h_i = He_i): the beta-moments "
              "binomially, the alpha-integral by the integration-by-parts recursion, the b_0-integral by mpmath "
              "quadrature at 30 + i log10(1/|rho|) digits (the binomial expansion cancels to rho^i).")

CLAIMS.append(Claim(
    id="thesis.ch5.display.lemmaD.2.2-even-identity", paper=PAPER, kind="step", comparison="==",
    source=_src("Proof of Lemma D.2.2, App. D.2.1, even i ('by Lemma A.6 in [58]' and the printed p_i)",
                "L6852-L6858"),
    statement="For even i >= 2, t > 0, ||x|| <= t: E_{w_0 ~ N(0, I), b_0 ~ N(0, 1)}[h_i(alpha_1) 1[alpha >= -b_0/t] "
              "1[0 < -b_0 <= t/(2i)]] = E_{b_0}[p_i 1[0 < -b_0 <= t/(2i)]] x_1^i/t^i with p_i = (i-1)!! "
              "exp(-b_0^2/(2t^2))/sqrt(2 pi) sum_{r = 1, r odd}^{i-1} (-1)^{(i-1-r)/2}/r!! binom(i/2-1, (r-1)/2) "
              "(-b_0/t)^r.",
    statement_tex=r"\mathbb{E}_{\mathbf{w}_0 \sim \mathcal{N}(0, \mathbf{I}), b_0 \sim \mathcal{N}(0,1)}[h_i(\alpha_1) "
                  r"\mathbb{1}[\alpha \geq -\frac{b_0}{t}] \mathbb{1}[0 < -b_0 \leq \frac{t}{2i}]] = \mathbb{E}_{b_0 "
                  r"\sim \mathcal{N}(0,1)}[p_i \cdot \mathbb{1}[0 < -b_0 \leq \frac{t}{2i}]] \cdot \frac{x_1^i}{t^i}, "
                  r"\quad p_i = (i-1)!! \frac{\exp(-b_0^2/(2t^2))}{\sqrt{2\pi}} \sum_{r=1, r \text{ odd}}^{i-1} "
                  r"\frac{(-1)^{\frac{i-1-r}{2}}}{r!!} \binom{i/2-1}{(r-1)/2} (-b_0/t)^r",
    bound=B.lemmaD22_identity_printed, measure=_d22_measure, exact=_d22_exact, strategy=_d22_instances(0),
    expect="holds", rtol=1e-8, atol=0.0, domain=_d22_domain("even"),
    evidence="Holds: for even i the printed sum is He_{i-1}(-b_0/t) (e.g. i = 4: 3(-x + x^3/3) = He_3(x)), and Mehler's "
             "formula with int_c^inf He_i phi = He_{i-1}(c) phi(c) gives the identity for every b_0.",
    mutants={"a factor i too many": B.lemmaD22_mut_dfact,
             "exp(-b_0^2/(2t^2)) dropped from p_i": B.lemmaD22_mut_gauss},
    auto_mutant=False,  # an equality: the automatic 10 % move is the same kind of wrong constant as the planted ones
    notes=_D22_NOTES,
    settings={"ci": {"max_examples": 5, "budget_s": 1.0}},
))

CLAIMS.append(Claim(
    id="thesis.ch5.display.lemmaD.2.2-odd-identity", paper=PAPER, kind="step", comparison="==",
    source=_src("Proof of Lemma D.2.2, App. D.2.1, odd i ('similarly by Lemma A.6 in [58]' and the printed p_i)",
                "L6870-L6876"),
    statement="For odd i >= 1, t > 0, ||x|| <= t: E_{w_0 ~ N(0, I), b_0 ~ N(0, 1)}[h(alpha_1) 1[alpha >= -b_0/t] "
              "1[|b_0| <= t/(2i)]] = E_{b_0}[p_i 1[|b_0| <= t/(2i)]] x_1^i/t^i with p_i = (i-1)!! "
              "exp(-b_0^2/(2t^2))/sqrt(2 pi) sum_{r = 1, r even}^{i-1} (-1)^{(i-1-r)/2}/r!! binom(i/2-1, (r-1)/2) "
              "(-b_0/t)^r (h read as h_i, the only Hermite polynomial in play).",
    statement_tex=r"\mathbb{E}_{w_0 \sim \mathcal{N}(0, I), b_0 \sim \mathcal{N}(0, 1)}[h(\alpha_1) \mathbb{1}[\alpha "
                  r"\geq -\frac{b_0}{t}] \mathbb{1}[|b_0| \leq \frac{t}{2i}]] = \mathbb{E}_{b_0 \sim \mathcal{N}(0,1)}"
                  r"[p_i \cdot \mathbb{1}[|b_0| \leq \frac{t}{2i}]] \cdot \frac{x_1^i}{t^i}, \quad p_i = (i-1)!! "
                  r"\frac{\exp(-b_0^2/(2t^2))}{\sqrt{2\pi}} \sum_{r=1, r \text{ even}}^{i-1} \frac{(-1)^{\frac{i-1-r}"
                  r"{2}}}{r!!} \binom{i/2-1}{(r-1)/2} (-b_0/t)^r",
    bound=B.lemmaD22_identity_printed, measure=_d22_measure, exact=_d22_exact, strategy=_d22_instances(1),
    expect="erratum", rtol=1e-8, atol=0.0, domain=_d22_domain("odd"),
    evidence="audit pending. The sum over even r printed from r = 1 starts at r = 2 and drops the r = 0 term, "
             "(i-1)!! (-1)^{(i-1)/2} binom(i/2-1, -1/2) = He_{i-1}(0) = (-1)^{(i-1)/2} (i-2)!!; with it the sum is "
             "He_{i-1}(-b_0/t) (e.g. i = 3: printed 2 (x^2/2) = x^2, He_2(x) = x^2 - 1; i = 1: printed 0 (an empty "
             "sum), He_0 = 1). Smallest instance: i = 1, t = 1, rho = 1: left side int_{-1/2}^{1/2} phi(b) "
             "(1 - Phi(-b)) db = 0.14683, printed right side 0. The proof itself bounds the sum below by (3/4)|c_0| "
             "(L6884), i.e. it uses the r = 0 term: a slip of the summation range; Lemma D.2.2 "
             "(thesis.ch5.lemmaD.2.2) keeps its own verdict.",
    corrected=B.lemmaD22_identity_corrected,
    corrected_text="p_i = (i-1)!! exp(-b_0^2/(2t^2))/sqrt(2 pi) sum_{r = 0, r even}^{i-1} (-1)^{(i-1-r)/2}/r!! "
                   "binom(i/2-1, (r-1)/2) (-b_0/t)^r = He_{i-1}(-b_0/t) exp(-b_0^2/(2t^2))/sqrt(2 pi)",
    mutants={"a factor i too many": B.lemmaD22_mut_dfact,
             "exp(-b_0^2/(2t^2)) dropped from p_i": B.lemmaD22_mut_gauss},
    auto_mutant=False,
    second_path=SP + "test_d22_odd_identity_misses_constant_term",
    notes=_D22_NOTES,
    settings={"ci": {"max_examples": 5, "budget_s": 1.0}},
))


# ======================================================= (C.77) L5599 and (C.79) L5618: Property 10's inequalities


@st.composite
def _c77_instances(draw: st.DrawFn) -> dict:
    """L in 1..6, a_i >= 1 (dyadic, in [1, 1e3], a_i = 1 drawn), lambda on the simplex (positive dyadic weights
    normalised exactly); all a_i equal (where both hold with equality) drawn."""
    L = draw(st.integers(1, 6))
    dy = st.floats(0.0, 1.0).map(lambda u: float(round(10 ** (3 * u) * 2**12) / 2**12))
    a = [draw(st.one_of(st.just(1.0), dy)) for _ in range(L)]
    if draw(st.booleans()):
        a = [a[0]] * L
    w = [draw(st.integers(1, 2**10)) for _ in range(L)]
    return {"L": L, "a": a, "w": w}


def _c77_parts(inst: dict) -> tuple[list, list]:
    tot = sum(inst["w"])
    return [Fraction(x, tot) for x in inst["w"]], [Fraction(x) for x in inst["a"]]


def _c77_measure(which: str):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        """The left side in exact rationals: sum lambda a * sum lambda a^2 ((C.77)) or (sum lambda a)^2 ((C.79))."""
        lam, a = _c77_parts(inst)
        s1 = sum(x * y for x, y in zip(lam, a, strict=True))
        s2 = sum(x * y**2 for x, y in zip(lam, a, strict=True))
        return Measurement(s1 * s2 if which == "77" else s1 * s1, {"lam": lam, "a": a}, {"L": inst["L"]},
                           exact=True)
    return measure


_C77_DOMAIN = (Param("L", 1, INF, integer=True, far=6, text="L >= 1 groups", unreached="L <= 6"),
               Param("a", 1, INF, far=1e3, text="a_i >= 1 (printed at L5593 and L5603)",
                     unreached="a_i in [1, 1e3] (dyadic); both sides are homogeneous in a (degree 3 or 2)"))

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.77", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.77), proof of Property 10 (i), App. C.2 ('From (C.76), we can obtain')", "L5599"),
    statement="(C.77): for a_i >= 1 and lambda on the simplex, sum_i lambda_i a_i sum_i lambda_i a_i^2 <= "
              "sum_i lambda_i a_i^3.",
    statement_tex=r"\sum_{i=1}^L \lambda_i a_i \sum_{i=1}^L \lambda_i a_i^2 \leq \sum_{i=1}^L \lambda_i a_i^3",
    bound=B.eqC77_printed, measure=_c77_measure("77"), strategy=_c77_instances, expect="holds", rtol=0, atol=0,
    domain=_C77_DOMAIN,
    evidence="Holds (Chebyshev's sum inequality: a and a^2 are similarly ordered); equality when all a_i are equal. "
             "Exact rationals.",
    mutants={"sum lambda a^2 on the right": B.eqC77_mut_square},
    notes="Exact in rationals; the equality case (all a_i equal) is drawn, so the automatic 10 % mutant dies.",
    settings={"ci": {"max_examples": 20, "budget_s": 0.5}},
))

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.79", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.79), proof of Property 10 (ii), App. C.2 ('By (C.78) we have')", "L5618"),
    statement="(C.79): for a_i >= 1 and lambda on the simplex, (sum_i lambda_i a_i)^2 <= sum_i lambda_i a_i^2.",
    statement_tex=r"(\sum_{i=1}^L \lambda_i a_i)^2 \leq \sum_{i=1}^L \lambda_i a_i^2",
    bound=B.eqC79_printed, measure=_c77_measure("79"), strategy=_c77_instances, expect="holds", rtol=0, atol=0,
    domain=_C77_DOMAIN,
    evidence="Holds (Jensen); equality when all a_i are equal. Exact rationals.",
    mutants={"sum lambda a on the right": B.eqC79_mut_mean},
    notes="Exact in rationals; the equality case is drawn.",
    settings={"ci": {"max_examples": 20, "budget_s": 0.5}},
))


# ================================================================ (D.96) L7596: the second inequality (AM-GM step)


@st.composite
def _d96_instances(draw: st.DrawFn) -> dict:
    """eps_0 > 0 and eta > 0 log-uniform over 12 decades, R >= 0 as x eps_0 with x log-uniform on [1e-6, 1e8], x = 0
    and x = 144 (where 6 sqrt(x) - x/4 peaks) drawn."""
    eps0 = draw(log_uniform(1e-6, 1e6))
    x = draw(st.one_of(st.sampled_from([0.0, 144.0]), log_uniform(1e-6, 1e8)))
    return {"eps0": eps0, "eta": draw(log_uniform(1e-6, 1e6)), "R": x * eps0}


def _d96_value(inst: dict, mp: bool) -> tuple:
    f = mpmath.mpf if mp else float
    R, eta, e = f(inst["R"]), f(inst["eta"]), f(inst["eps0"])
    sq = mpmath.sqrt if mp else (lambda v: v**0.5)
    return R + 6 * eta * sq(e) * sq(R) + eta * e, {"R": R, "eta": eta, "eps0": e}


def _d96_measure(inst: dict, ctx: Ctx) -> Measurement:
    v, q = _d96_value(inst, False)
    return Measurement(v, q, {})


def _d96_exact(inst: dict) -> Measurement:
    with mpmath.workdps(50):
        v, q = _d96_value(inst, True)
    return Measurement(v, q, {}, exact=True)


CLAIMS.append(Claim(
    id="thesis.ch5.eqD.96-second", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.96), proof of Lemma D.2.13, App. D.2 (its second inequality)", "L7596"),
    statement="(D.96), second '<=': R + 6 eta sqrt(eps_0) sqrt(R) + eta eps_0 <= R + (1/4) eta R + 143 eta eps_0 for "
              "R = R(sqrt(lambda_t) W_t, sqrt(lambda_t) V_t) >= 0, eta > 0, eps_0 > 0.",
    statement_tex=r"R + 6\eta \sqrt{\epsilon_0} \sqrt{R} + \eta \epsilon_0 \leq R + \frac{1}{4} \eta R + 143\eta "
                  r"\epsilon_0",
    bound=B.eqD96_second_printed, measure=_d96_measure, exact=_d96_exact, strategy=_d96_instances, expect="holds",
    domain=(Param("R", 0, INF, far=1e8, text="R >= 0 (a regulariser value)",
                  unreached="R/eps_0 <= 1e8 (the inequality depends on R/eps_0 only, after dividing by eta eps_0)"),
            Param("eta", 0, INF, lo_closed=False, far=1e6, text="eta > 0", unreached="eta in [1e-6, 1e6]"),
            Param("eps0", 0, INF, lo_closed=False, far=1e6, text="eps_0 > 0", unreached="eps_0 in [1e-6, 1e6]")),
    evidence="Holds: 6 sqrt(eps_0 R) <= R/4 + 36 eps_0 (AM-GM, equality at R = 144 eps_0), so the gap is at least "
             "(143 - 37) eta eps_0.",
    mutants={"35 in place of 143": B.eqD96_second_mut},
    notes="The printed 143 is loose (37 suffices); the automatic 10 % mutant survives by design, so it is off.",
    auto_mutant=False,
    settings={"ci": {"max_examples": 20, "budget_s": 0.5}},
))
