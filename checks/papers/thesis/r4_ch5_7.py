"""thesis, Appendix D (round 4 discovery): displays in the proof of Lemma D.2.2 (L6850-L6893), encoded as printed
(``kind="step"``).

- (D.31) L6868, even i: the last step t^{-i} t/(t^2+1) (i-1)!! 3/(8 pi) (1 - e^{-(t^2+1)/(8 i^2)}) >= t^{1-i}
  (i-1)!!/(100 i^2);
- L6884, odd i: the chain 3/4 |c_0| = ... >= (3/4) pi^{-(i-1)/2} >= 3/(2 pi i), its last link;
- (D.32) L6886-L6893, odd i: line 3 = line 4 (2 Phi(sqrt(t^2+1)/(2i)) - 1 = (2 Phi(sqrt(t^2+1)/2) - 1)/i), and the
  last step (line 4 >= t^{1-i}/sqrt(t^2+1) (i-1)!!/(100 i^2)).

Lemma D.2.2 itself is ``thesis.ch5.lemmaD.2.2`` (``ch5_gcn_sampling``). Bounds in ``thmcheck.bounds.thesis.r4_ch5_7``.
"""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r4_ch5_7 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r4b_lemmaD22.py::"
SP_E = "tests/test_thesis_r4b_appE.py::"
SP_F = "tests/test_thesis_r4b_appF.py::"


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


def _t(x: float) -> float:
    """t on a dyadic grid (2^-20), so the same t is exact in float64 and in mpmath."""
    return max(2.0**-20, float(round(x * 2**20) / 2**20))


def _it_instances(parity: int) -> st.SearchStrategy:
    """i of the given parity (0 even, 1 odd; i >= 2 resp. 3, small i drawn explicitly) and t > 0 log-uniform over
    [2^-10, 2^10] (no range on t is printed)."""
    lo = 2 if parity == 0 else 3
    i = st.one_of(st.sampled_from([lo, lo + 2, lo + 4]), st.integers(lo // 2, 25).map(lambda k: 2 * k + parity))
    return st.fixed_dictionaries({"i": i, "t": st.one_of(st.sampled_from([1.0, 6.0, 10.0, 100.0]),
                                                            log_uniform(2.0**-10, 2.0**10).map(_t))})


def _i_domain(parity: int) -> Param:
    lo = 2 if parity == 0 else 3
    return Param("i", lo, math.inf, integer=True, far=40,
                 text=f"every {'even' if parity == 0 else 'odd'} integer i >= {lo} (the display's case)",
                 unreached="i <= 51: the quantities are explicit in i and the (non-)crossing is settled at small i")


_T_DOMAIN = Param("t", 0, math.inf, lo_closed=False, far=1000, text="t > 0 (||x|| <= t; no range printed)",
                  unreached="t in [2^-10, 2^10]: both sides are explicit in t and their ratio is monotone past it")


def _mp_it(inst: dict) -> tuple[int, mpmath.mpf]:
    return int(inst["i"]), mpmath.mpf(inst["t"])


# ======================================================================= (D.31) L6868: the last step, even i


def _d31_measure(inst: dict, ctx: Ctx) -> Measurement:
    i, t = int(inst["i"]), float(inst["t"])
    return Measurement(B.eqD31_line_before(i, t), {"i": i, "t": t}, {})


def _d31_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        i, t = _mp_it(inst)
        return Measurement(B.eqD31_line_before(i, t), {"i": i, "t": t}, {}, exact=True)


D31 = Claim(
    id="thesis.ch5.eqD.31-last-step", paper=PAPER, kind="step", comparison=">=",
    source=_src("(D.31), proof of Lemma D.2.2 (even i), App. D.2.1 (its last inequality)", "L6868"),
    statement="(D.31), last step: t^{-i} t/(t^2+1) (i-1)!! (3/(8 pi)) (1 - exp(-(t^2+1)/(8 i^2))) >= t^{1-i} "
              "(i-1)!!/(100 i^2), for every even i >= 2 and t > 0.",
    statement_tex=r"= t^{-i} \frac{t}{t^2+1} (i-1)!! \frac{3}{8\pi} \left(1 - \exp\left(-\frac{t^2+1}{8i^2}\right)"
                  r"\right) \geq t^{1-i} \frac{(i-1)!!}{100i^2}",
    bound=B.eqD31_printed, measure=_d31_measure, exact=_d31_exact, strategy=_it_instances(0),
    expect="erratum",
    readings=(Reading("t <= O(1)", "t bounded, as the proofs that use Lemma D.2.2 assume ('t <= O(1)', (D.35) L6920), "
                      "read as t <= 10 (as thesis.ch5.lemmaD.2.2's reading)",
                      strategy=lambda: _it_instances(0).map(lambda d: {**d, "t": min(d["t"], 10.0)}),
                      domain=(_i_domain(0), Param("t", 0, 10, lo_closed=False, text="0 < t <= 10 (this reading)"))),),
    domain=(_i_domain(0), _T_DOMAIN),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed. Dividing by t^{1-i} (i-1)!!, the step says 3 (1 - e^{-(t^2+1)/(8 i^2)}) / (8 pi (t^2+1)) "
             ">= 1/(100 i^2); the left side decays like 3/(8 pi t^2) as t grows while the right side is fixed: "
             "i = 2, t = 6 gives 0.00221 < 0.0025 (ratio 0.884), t = 10 gives 0.00113 (ratio 0.453); i = 4 fails "
             "from t ~ 11. Every earlier equality of (D.31) holds (the integral of u e^{-k u^2/2} in closed form). "
             "Lemma D.2.2 itself carries the extra factor 1/sqrt(t^2+1) that (D.31) drops; it fails too, for t "
             "above ~64 (thesis.ch5.lemmaD.2.2). The step fails already at t = 6, inside the reading 't <= O(1)' "
             "that the proofs using the lemma assume (L6920).",
    corrected=B.eqD31_corrected,
    corrected_text="(D.31)'s line before the last is >= t^{1-i} (i-1)!!/(100 i^2 + 12.5 t^2) (by 1 - e^{-x} >= "
                   "x/(1+x)); the printed t^{1-i} (i-1)!!/(100 i^2) holds only for t up to about 2.6 i",
    mutants={"constant 1/(10 i^2)": B.eqD31_mutant},
    second_path=SP + "test_eqD31_last_step_fails_at_i2_t6",
    notes="Both sides exact at 60 digits (mpmath) on a dyadic t. i even (the display is the even case of the "
          "lemma), t log-uniform on [2^-10, 2^10] plus t in {1, 6, 10, 100}.",
    auto_mutant=False,  # the corrected bound 1/(100 i^2 + 12.5 t^2) is loose (by 1.5-1.9x), so a 10 % move of it cannot cross
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)


# ======================================================================= L6884: the chain for |c_0|, odd i


def _c0_measure(inst: dict, ctx: Ctx) -> Measurement:
    i = int(inst["i"])
    return Measurement(0.75 * math.pi ** (-(i - 1) / 2), {"i": i}, {})


def _c0_exact(inst: dict) -> Measurement:
    i = int(inst["i"])
    with mpmath.workdps(60):
        return Measurement(mpmath.mpf(3) / 4 * mpmath.pi ** (-mpmath.mpf(i - 1) / 2), {"i": i}, {}, exact=True)


C0CHAIN = Claim(
    id="thesis.ch5.display.lemmaD.2.2-c0-chain", paper=PAPER, kind="step", comparison=">=",
    source=_src("Unnumbered display before (D.32), proof of Lemma D.2.2 (odd i), App. D.2.1 (the last link of the "
                "chain)", "L6884"),
    statement="|sum_{r odd} c_r (-b0/t)^r| >= (3/4)|c_0| = (3/4) (i/2-1)!/(pi (1/2 3/2 ... (i-1)/2)) >= (3/4) "
              "pi^{-(i-1)/2} >= 3/(2 pi i): the last link (3/4) pi^{-(i-1)/2} >= 3/(2 pi i), every odd i >= 3.",
    statement_tex=r"\geq \frac{3}{4} \frac{1}{\pi^{\frac{i-1}{2}}} \geq \frac{3}{2\pi i}",
    bound=B.c0chain_printed, measure=_c0_measure, exact=_c0_exact,
    strategy=_it_instances(1).map(lambda d: {"i": d["i"]}), expect="erratum",
    domain=(_i_domain(1),),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed as printed. (3/4) pi^{-(i-1)/2} decays geometrically in i, 3/(2 pi i) harmonically: i = 5 gives "
             "0.0760 < 0.0955, i = 7 gives 0.0242 < 0.0682, and every odd i >= 5 fails (i = 3 holds: 0.239 >= "
             "0.159). The chain's end 3/(2 pi i) itself holds for (3/4)|c_0| with c_0 as defined (c_0 = binom(i/2 - "
             "1, -1/2) = Gamma(i/2)/(sqrt(pi) Gamma((i+1)/2)) ~ sqrt(2/(pi i))), so (D.32) survives; the middle "
             "expression (1/2 3/2 ... (i-1)/2 with (i-1)/2 an integer) is not well formed and is not checked.",
    no_correction_reason="the false link is the intermediate (3/4) pi^{-(i-1)/2}, which no i-independent constant "
                         "repairs (it decays geometrically); the chain holds when the link is skipped, from |c_0| = "
                         "Gamma(i/2)/(sqrt(pi) Gamma((i+1)/2)) >= 2/(pi i) directly",
    corrected_text="(3/4)|c_0| >= 3/(2 pi i) holds with |c_0| = Gamma(i/2)/(sqrt(pi) Gamma((i+1)/2)); the link "
                   "through pi^{-(i-1)/2} holds only for i <= 3",
    mutants={"right side 3/(2 pi i^2)": B.c0chain_mutant},
    second_path=SP + "test_c0_chain_link_fails_for_odd_i_from_5",
    notes="Exact at 60 digits; odd i from 3 to 51.",
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
)


# ======================================================================= (D.32) L6890-L6891: line 3 = line 4


def _d32_eq_measure(inst: dict, ctx: Ctx) -> Measurement:
    i, t = int(inst["i"]), float(inst["t"])
    return Measurement(B.eqD32_line3(i, t), {"i": i, "t": t}, {})


def _d32_eq_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        i, t = _mp_it(inst)
        return Measurement(B.eqD32_line3(i, t), {"i": i, "t": t}, {}, exact=True)


D32EQ = Claim(
    id="thesis.ch5.eqD.32-Phi-equality", paper=PAPER, kind="step", comparison="==",
    source=_src("(D.32), proof of Lemma D.2.2 (odd i), App. D.2.1 (the equality between lines 3 and 4)",
                "L6890-L6891"),
    statement="(D.32): t^{-i} (i-1)!! 3/(4 pi^2 i) t/sqrt(t^2+1) sqrt(2 pi) (2 Phi(sqrt(t^2+1)/(2i)) - 1) = t^{-i} "
              "(i-1)!! 3/(4 pi^2 i) t/sqrt(t^2+1) sqrt(2 pi) (2 Phi(sqrt(t^2+1)/2) - 1)/i, odd i >= 3, t > 0.",
    statement_tex=r"= t^{-i} \cdot (i-1)!! \frac{3}{4\pi^2 i} \cdot \frac{t}{\sqrt{t^2+1}} \cdot \sqrt{2\pi} \cdot "
                  r"\left( 2\Phi(\frac{\sqrt{t^2+1}}{2i}) - 1 \right) = t^{-i} \cdot (i-1)!! \frac{3}{4\pi^2 i} "
                  r"\cdot \frac{t}{\sqrt{t^2+1}} \cdot \sqrt{2\pi} \cdot \frac{2\Phi(\frac{\sqrt{t^2+1}}{2}) - 1}{i}",
    bound=B.eqD32_line4, measure=_d32_eq_measure, exact=_d32_eq_exact, strategy=_it_instances(1),
    expect="erratum as printed",
    readings=(Reading(">= for =", "the '=' read as '>=' (what the proof needs: 2 Phi(x) - 1 is concave on [0, inf) "
                      "and 0 at 0, so 2 Phi(x/i) - 1 >= (2 Phi(x) - 1)/i), written for '==' as line 3 == max(line 3, line 4)",
                      bound=B.eqD32_geq_reading),),
    domain=(_i_domain(1), _T_DOMAIN),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed as printed. 2 Phi(x/i) - 1 = (2 Phi(x) - 1)/i is false for every i >= 2 and x > 0 (2 Phi - 1 is "
             "strictly concave on (0, inf)): i = 3, t = 1 gives line 3 / line 4 = 1.074; i = 3, t = 100 gives 3.0 "
             "(2 Phi(x) - 1 -> 1 at both arguments). The inequality '>=' holds, which is the direction (D.32) needs, "
             "so the lemma's odd case is unaffected: a slip, false as printed.",
    corrected=B.eqD32_line3,
    corrected_text="line 4 should read '>=': 2 Phi(sqrt(t^2+1)/(2i)) - 1 >= (2 Phi(sqrt(t^2+1)/2) - 1)/i",
    mutants={"line 4 without the division by i": B.eqD32_line4_mutant},
    second_path=SP + "test_eqD32_line3_differs_from_line4",
    notes="Both sides exact at 60 digits (mpmath ncdf). The '>=' reading keeps the claim's '==' comparison with the "
          "bound max(line 3, line 4), which equals line 3 exactly when line 3 >= line 4.",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)


# ======================================================================= (D.32) L6891-L6892: the last step


D32LAST = Claim(
    id="thesis.ch5.eqD.32-last-step", paper=PAPER, kind="step", comparison=">=",
    source=_src("(D.32), proof of Lemma D.2.2 (odd i), App. D.2.1 (its last inequality)", "L6891-L6892"),
    statement="(D.32), last step: t^{-i} (i-1)!! 3/(4 pi^2 i) t/sqrt(t^2+1) sqrt(2 pi) (2 Phi(sqrt(t^2+1)/2) - 1)/i "
              ">= t^{1-i}/sqrt(t^2+1) (i-1)!!/(100 i^2), odd i >= 3, t > 0.",
    statement_tex=r"= t^{-i} \cdot (i-1)!! \frac{3}{4\pi^2 i} \cdot \frac{t}{\sqrt{t^2+1}} \cdot \sqrt{2\pi} \cdot "
                  r"\frac{2\Phi(\frac{\sqrt{t^2+1}}{2}) - 1}{i} \geq \frac{t^{1-i}}{\sqrt{t^2+1}} \frac{(i-1)!!}{100i^2}",
    bound=B.eqD32_last, measure=lambda inst, ctx: Measurement(B.eqD32_line4(int(inst["i"]), float(inst["t"])),
                                                              {"i": int(inst["i"]), "t": float(inst["t"])}, {}),
    exact=lambda inst: _mp_line4(inst), strategy=_it_instances(1),
    domain=(_i_domain(1), _T_DOMAIN),
    mutants={"constant 1/(10 i^2)": B.eqD32_last_mutant_constant,
             "factor 1/sqrt(t^2+1) dropped (wrong along t)": B.eqD32_last_mutant_t},
    notes="After dividing by t^{1-i} (i-1)!!/(i^2 sqrt(t^2+1)), the step is 3 sqrt(2 pi)/(4 pi^2) (2 Phi(sqrt(t^2+1)/2) "
          "- 1) >= 1/100, and 2 Phi(1/2) - 1 = 0.383 makes the left side >= 0.073: it holds with a factor 7.3 to spare "
          "(the step after the false equality thesis.ch5.eqD.32-Phi-equality).",
    auto_mutant=False,  # the printed bound holds with a factor 7.3 to spare, so a 10 % move cannot cross
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)


def _mp_line4(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        i, t = _mp_it(inst)
        return Measurement(B.eqD32_line4(i, t), {"i": i, "t": t}, {}, exact=True)


CLAIMS: list[Claim] = [D31, C0CHAIN, D32EQ, D32LAST]


# ======================================================= Lemma D.2.3's proof: the Hermite bounds (L6906, (D.37))


def _he(i: int, x: Fraction | float, deriv: bool = False) -> Fraction | float:
    """The probabilists' Hermite polynomial He_i(x) (Definition A.5 of [58]: i! sum_j (-1)^j x^{i-2j}/(j! (i-2j)!
    2^j)) by the recurrence He_{n+1} = x He_n - n He_{n-1}; with ``deriv`` its derivative i He_{i-1}(x). Exact on a
    Fraction."""
    n = i - 1 if deriv else i
    a, b = 1, x  # He_0, He_1
    if n == 0:
        val = a
    else:
        for k in range(1, n):
            a, b = b, x * b - k * a
        val = b
    return i * val if deriv else val


def _hx_instances() -> st.SearchStrategy:
    """i in 1..30 (small i drawn explicitly) and a dyadic x: 0, small, or |x| log-uniform up to 2^7, either sign."""
    i = st.one_of(st.sampled_from([1, 2, 3]), st.integers(1, 30))
    mag = st.one_of(st.sampled_from([0.0, 1.0, 3.0]), log_uniform(2.0**-8, 2.0**7).map(_t))
    return st.fixed_dictionaries({"i": i, "x": st.tuples(mag, st.sampled_from([1.0, -1.0])).map(lambda p: p[0] * p[1])})


_HX_DOMAIN = (Param("i", 1, math.inf, integer=True, far=30, text="degree i >= 1",
                    unreached="i <= 30: both sides are explicit polynomials; the failures are at i = 1 (L6906) and "
                              "x = 0 with odd i (D.37)"),
              Param("x", -math.inf, math.inf, far=100, text="every real x (no range printed)",
                    unreached="|x| <= 2^7: the L6906 failure grows like |x|^i against |x|^{i-2} for large |x|"))


def _hermite_measure(deriv: bool):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        i, x = int(inst["i"]), float(inst["x"])
        v = _he(i, x, deriv)
        return Measurement(abs(v) if deriv else v, {"i": i, "x": x}, {})

    def exact(inst: dict) -> Measurement:
        i, x = int(inst["i"]), Fraction(inst["x"])
        v = _he(i, x, deriv)
        return Measurement(abs(v) if deriv else v, {"i": i, "x": x}, {}, exact=True)

    return measure, exact


_HB_M, _HB_X = _hermite_measure(False)
HERMITE_BOUND = Claim(
    id="thesis.ch5.display.lemmaD.2.3-hermite-bound", paper=PAPER, kind="step", comparison="<=",
    source=_src("Unnumbered display in the proof of Lemma D.2.3, App. D.2.1 ('By the definition of Hermite "
                "polynomial in Definition A.5 in [58]'), used in (D.33)", "L6904-L6906"),
    statement="h_i(x) <= sum_{j=1}^{floor(i/2)} |x|^{i-2j} i^{2j} / j! for the degree-i Hermite polynomial h_i of "
              "[58] Def. A.5 (every i >= 1, x real).",
    statement_tex=r"h_i(x) \leq \sum_{j=1}^{\lfloor i/2 \rfloor} \frac{|x|^{i-2j} i^{2j}}{j!}",
    bound=B.hermite_sum_from1, measure=_HB_M, exact=_HB_X, strategy=_hx_instances(), expect="erratum",
    domain=_HX_DOMAIN,
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed as printed. The sum starts at j = 1, so it lacks the leading term |x|^i: at i = 1 it is empty (0) "
             "while h_1(x) = x (x = 1: 1 > 0); at i = 2, h_2(x) = x^2 - 1 > 4 for |x| > sqrt 5 (x = 3: 8 > 4); for "
             "every i, h_i(x) ~ x^i exceeds the degree-(i-2) sum for large x. h_i is the probabilists' He_i ([58] "
             "Def. A.5, the normalisation thesis.ch5.lemmaD.2.2 uses); the physicists' H_i = 2x, ... fails at the "
             "same instances. Exact in rationals. (D.33) uses the bound with |h_i| and inherits the missing term.",
    corrected=B.hermite_sum_from0,
    corrected_text="|h_i(x)| <= sum_{j=0}^{floor(i/2)} |x|^{i-2j} i^{2j}/j! (the sum from j = 0; coefficient "
                   "i!/((i-2j)! 2^j j!) <= i^{2j}/j!)",
    mutants={"sum without 1/j!": B.hermite_sum_from1_no_factorial},
    second_path=SP + "test_hermite_bound_from_j1_fails",
    notes="x dyadic (0, 1, 3 and log-uniform magnitudes up to 2^7, both signs), i in 1..30; He_i by its three-term "
          "recurrence, exact on Fractions.",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)

_D37_M, _D37_X = _hermite_measure(True)
D37 = Claim(
    id="thesis.ch5.eqD.37", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.37), proof of Lemma D.2.3 (d), App. D.2.1 ('by Definition A.5 in [58]')", "L6934-L6936"),
    statement="(D.37): |d/dx h_i(x)| <= sum_{j=0}^{floor(i/2)} |x|^{i-2j} i^{2j} (every i >= 1, x real).",
    statement_tex=r"\left| \frac{d}{dx} h_i(x) \right| \leq \sum_{j=0}^{\lfloor i/2 \rfloor} |x|^{i-2j} i^{2j}",
    bound=B.eqD37_printed, measure=_D37_M, exact=_D37_X, strategy=_hx_instances(), expect="erratum",
    domain=_HX_DOMAIN,
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed as printed. For odd i every exponent i - 2j is odd (>= 1), so the right side vanishes at x = 0, "
             "while h_i'(0) = i h_{i-1}(0) = i (-1)^{(i-1)/2} (i-2)!! != 0: i = 1 gives 1 > 0, i = 3 gives 3 > 0 "
             "(He_3' = 3x^2 - 3). Near x = 0 the bound stays below |h_i'| (i = 3, x = 2^-8: 3.0 vs 0.035). Even i "
             "hold in the cases drawn. Exact in rationals; the physicists' H_i fail the same way (H_1' = 2).",
    corrected=B.eqD37_corrected,
    corrected_text="|h_i'(x)| = i |h_{i-1}(x)| <= i sum_{j=0}^{floor((i-1)/2)} |x|^{i-1-2j} i^{2j}/j!",
    mutants={"sum from j = 1": B.eqD37_mutant},
    second_path=SP + "test_eqD37_fails_at_zero_for_odd_i",
    notes="Same instances as thesis.ch5.display.lemmaD.2.3-hermite-bound; |He_i'| = i |He_{i-1}| exact on Fractions.",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)

CLAIMS += [HERMITE_BOUND, D37]


# ======================================================= (D.28) L6840: the third step of the second-moment chain

_TAYLOR = {"sin": (0.0, 1.0, 0.0, -1 / 6, 0.0, 1 / 120), "exp": (1.0, 1.0, 0.5, 1 / 6, 1 / 24, 1 / 120),
           "x": (0.0, 1.0, 0.0, 0.0, 0.0, 0.0)}


def _d28_instances() -> st.SearchStrategy:
    """phi's Taylor coefficients c_0..c_5 (sin, exp truncated at degree 5, phi(x) = x, or a random polynomial with
    dyadic coefficients in [-2, 2], c_0 = 0 or not) and t > 0 log-uniform on [2^-8, 2^4]."""
    coef = st.one_of(st.sampled_from(sorted(_TAYLOR)).map(lambda k: _TAYLOR[k]),
                     st.tuples(*[st.one_of(st.just(0.0), st.floats(-2, 2).map(lambda v: round(v * 64) / 64))
                                 for _ in range(6)]))
    return st.builds(lambda c, t: {"t": t, **{f"c{i}": float(v) for i, v in enumerate(c)}}, coef,
                     st.one_of(st.sampled_from([0.25, 1.0]), log_uniform(2.0**-8, 2.0**4).map(_t)))


def _d28_lhs(t: float | mpmath.mpf, c: list) -> float | mpmath.mpf:
    """(D.28)'s second line without (eps^2 + c_0^2): sum_{i>=1} i^{3.5} |c_i|^2 (sqrt(t^2+1)/t^{1-i})^2."""
    return sum(i**3.5 * abs(ci) ** 2 * (math.sqrt(t * t + 1) if isinstance(t, float) else mpmath.sqrt(t * t + 1)) ** 2
               / t ** (2 - 2 * i) for i, ci in enumerate(c) if i >= 1)


def _d28_measure(inst: dict, ctx: Ctx) -> Measurement:
    c = [float(inst[f"c{i}"]) for i in range(6)]
    q = {"t": float(inst["t"]), **{f"c{i}": c[i] for i in range(6)}}
    return Measurement(_d28_lhs(float(inst["t"]), c), q, {})


def _d28_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        c = [mpmath.mpf(inst[f"c{i}"]) for i in range(6)]
        t = mpmath.mpf(inst["t"])
        return Measurement(sum(mpmath.mpf(i) ** mpmath.mpf(3.5) * abs(ci) ** 2 * (t * t + 1) * t ** (2 * i - 2)
                               for i, ci in enumerate(c) if i >= 1),
                           {"t": t, **{f"c{i}": c[i] for i in range(6)}}, {}, exact=True)


D28 = Claim(
    id="thesis.ch5.eqD.28-third-step", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.28), proof of Lemma D.2.1, App. D.2.1 (the step from its second to its third line)", "L6840"),
    statement="(D.28): (eps^2 + c_0^2) + sum_{i>=1} i^{3.5} |c_i|^2 (sqrt(t^2+1)/t^{1-i})^2 <= (eps^2 + c_0^2) + "
              "(sum_{i>=0} (i+1)^{1.75} |c_i| t^i sqrt(t^2+1))^2, for phi's Taylor coefficients c_i and t > 0.",
    statement_tex=r"\leq (\epsilon^2 + c_0^2) + \sum_{i=1}^{\infty} i^{3.5} \cdot |c_i|^2 \cdot \left(\frac{\sqrt{t^2+1}}"
                  r"{t^{1-i}}\right)^2 \leq (\epsilon^2 + c_0^2) + \left(\sum_{i=0}^{\infty} (i+1)^{1.75} \cdot |c_i| "
                  r"\cdot t^i \sqrt{t^2+1}\right)^2",
    bound=B.eqD28_printed, measure=_d28_measure, exact=_d28_exact, strategy=_d28_instances(), expect="erratum",
    domain=(Param("t", 0, math.inf, lo_closed=False, far=16, text="t > 0 (||x|| <= t = a of Lemma D.2.1, a > 0)",
                  unreached="t in [2^-8, 2^4]: the failure is the t -> 0 end; large t only helps the right side"),
            Param("c1", -math.inf, math.inf, text="phi's Taylor coefficients (every smooth phi)",
                  unreached="polynomials of degree <= 5 with |c_i| <= 2, sin and exp truncated at degree 5: any c_1 "
                            "!= 0 fails for small t")),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed. The second line's i-th term is i^{3.5} |c_i|^2 (t^2+1) t^{2i-2}; the square on the third "
             "line has terms of order t^{2i} only (its i = 1 diagonal term is 2^{3.5} |c_1|^2 t^2 (t^2+1)), so for "
             "c_1 != 0 the step fails as t -> 0: phi(x) = x (c_1 = 1) at t = 1/4 gives 1.0625 against 0.7513 (the "
             "step holds only for t >= 2^{-1.75} = 0.297); phi = sin at t = 1/4 likewise. The missing factor is "
             "t^{-2}. This is the display behind the a -> 0 failure of Lemma D.2.1's second-moment bound "
             "(thesis.ch5.lemmaD.2.1); the step's own error is the exponent t^{2i-2} against t^{2i}.",
    corrected=B.eqD28_corrected,
    corrected_text="sum_{i>=1} i^{3.5}|c_i|^2 (t^2+1) t^{2i-2} <= t^{-2} (sum_{i>=0} (i+1)^{1.75}|c_i| t^i)^2 (t^2+1)",
    mutants={"exponent 1.5 instead of 1.75": B.eqD28_mutant},
    second_path=SP + "test_eqD28_third_step_fails_for_small_t",
    notes="Coefficients up to degree 5 (a finite Taylor sum: every term is nonnegative, so truncation is exact for "
          "polynomials and the failure is already in the i = 1 term); exact at 60 digits.",
    auto_mutant=False,  # the corrected bound (a factor t^{-2}) is loose by about 2x, so a 10 % move of it cannot cross
    settings={"ci": {"max_examples": 30, "budget_s": 2.0}},
)

CLAIMS.append(D28)


# ======================================================= (E.132) L8584: Pr(|W_O(i,1:dX) x_query| <= beta xi) <= beta xi


def _e132_instances() -> st.SearchStrategy:
    """beta >= 1 (the pattern norm, a constant), xi > 0 (W_O's N(0, xi^2) initialisation, no range printed), kappa in
    [-K, K] with K <= 1/2 (x_query = mu_j + kappa nu_k), M1, M2 >= 1 (the dimension d_X = M1 + M2)."""
    return st.fixed_dictionaries({
        "beta": st.one_of(st.just(1.0), log_uniform(1.0, 16.0).map(_t)),
        "xi": st.one_of(st.sampled_from([0.01, 0.1, 0.5]), log_uniform(2.0**-12, 4.0).map(_t)),
        "kappa": st.one_of(st.sampled_from([0.0, 0.5, -0.5]), st.floats(-0.5, 0.5).map(lambda v: round(v * 2**20) / 2**20)),
        "M1": st.integers(2, 8), "M2": st.integers(1, 8)})


def _e132_x(inst: dict, mp: bool = False) -> tuple:
    """x_query = mu_1 + kappa nu_1 with mu_j = beta e_j, nu_k = beta e_{M1+k} (pairwise orthogonal, norm beta)."""
    one = mpmath.mpf(1) if mp else 1.0
    d = int(inst["M1"]) + int(inst["M2"])
    beta, kappa = one * inst["beta"], one * inst["kappa"]
    x = [0 * one] * d
    x[0], x[int(inst["M1"])] = beta, kappa * beta
    return x, beta, kappa


def _e132_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Pr over a row w ~ N(0, xi^2 I) of |w . x| <= beta xi: w . x ~ N(0, xi^2 ||x||^2), so the probability is
    erf(beta xi / (xi ||x|| sqrt 2))."""
    x, beta, kappa = _e132_x(inst)
    xi = float(inst["xi"])
    s = xi * math.sqrt(sum(v * v for v in x))
    return Measurement(math.erf(beta * xi / (s * math.sqrt(2))), {"beta": beta, "xi": xi, "kappa": kappa},
                       {"||x_query||": s / xi})


def _e132_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        x, beta, kappa = _e132_x(inst, mp=True)
        xi = mpmath.mpf(inst["xi"])
        s = xi * mpmath.sqrt(sum(v * v for v in x))
        return Measurement(mpmath.erf(beta * xi / (s * mpmath.sqrt(2))), {"beta": beta, "xi": xi, "kappa": kappa},
                           {}, exact=True)


E132 = Claim(
    id="thesis.ch6.eqE.132", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.132), proof of Lemma E.4.5, App. E.5.5 ('by the standard property of Gaussian distribution'); "
                "W_O's initialisation N(0, xi^2), Subroutine 2 L7907; data x = mu_j + kappa nu_k, ||mu_j|| = ||nu_k|| = "
                "beta >= 1, kappa ~ U(-K, K), K <= 1/2, L1762-L1766", "L8582-L8584, L7907, L1762-L1766"),
    statement="(E.132): each entry of W_O(i,.) ~ N(0, xi^2), so Pr(||W_O(i,1:d_X) x_query^n|| <= beta xi) <= beta xi.",
    statement_tex=r"\Pr(\|\mathbf{W}_{O_{(i,1:d_X)}} \mathbf{x}_{query}^n\| \leq \beta\xi) \leq \beta\xi",
    bound=B.eqE132_printed, measure=_e132_measure, exact=_e132_exact, strategy=_e132_instances(), expect="erratum",
    domain=(Param("beta", 1, math.inf, far=16, text="beta >= 1 (a constant), the norm of the patterns (L1762)",
                  unreached="beta <= 16: beta cancels from the probability (it scales x_query and the threshold alike)"),
            Param("xi", 0, math.inf, lo_closed=False, far=4, text="xi > 0, W_O(0) ~ N(0, xi^2) (L7907; no range printed)",
                  unreached="xi in [2^-12, 4]: the probability does not depend on xi; the bound beta xi grows with it"),
            Param("kappa", -0.5, 0.5, text="kappa in [-K, K], K <= 1/2 (x_query = mu_j + kappa nu_k)")),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed. W_O(i,1:d_X) x_query ~ N(0, xi^2 ||x_query||^2) with ||x_query||^2 = beta^2 (1 + kappa^2), "
             "so Pr(|.| <= beta xi) = 2 Phi(1/sqrt(1 + kappa^2)) - 1, between 0.629 (|kappa| = 1/2) and 0.683 "
             "(kappa = 0), whatever xi and beta: beta = 1, xi = 0.1, kappa = 0 gives 0.683 > 0.1. The printed bound "
             "holds only when beta xi >= 0.683; xi is any positive initialisation scale (a small one in the proofs). "
             "The 'standard property' is the small-ball bound Pr(|N(0, s^2)| <= r) <= sqrt(2/pi) r/s, which here "
             "gives a constant, not beta xi: the threshold beta xi is the typical size of the projection.",
    corrected=B.eqE132_corrected,
    corrected_text="Pr(|W_O(i,1:d_X) x_query| <= beta xi) = 2 Phi(1/sqrt(1 + kappa^2)) - 1 <= sqrt(2/pi)/sqrt(1 + "
                   "kappa^2) (a constant near 0.68); a small probability needs a smaller threshold: Pr(|.| <= eps beta "
                   "xi) <= sqrt(2/pi) eps",
    mutants={"sqrt(2/pi) beta xi": B.eqE132_mutant},
    second_path=SP_E + "test_eqE132_small_ball_probability_is_a_constant",
    notes="The probability over W_O's row is in closed form (erf), exact at 60 digits; x_query built from explicit "
          "orthogonal patterns of norm beta in d_X = M1 + M2 dimensions.",
    auto_mutant=False,  # the corrected small-ball bound sqrt(2/pi)/sqrt(1 + kappa^2) exceeds the exact 2 Phi(1/sqrt(1 + kappa^2)) - 1 by 12-17 %, so a 10 % move cannot cross reliably
    settings={"ci": {"max_examples": 30, "budget_s": 2.0}},
)

CLAIMS.append(E132)


# ======================================================= (E.102) L8417: 1/sqrt(1 + xi) >= 1 - Theta(1)/M1 (uniform)
# Chapter 6 fixes xi = 1/sqrt(m) (Section 6.2.3, L1727: W_O(0) entries ~ N(0, xi^2), xi = 1/sqrt(m)) and Proposition
# 6.4.5 is about the model trained under Theorem 6.3.3, whose condition (i) is m >= Omega(M1^2 log M1) (L1811).


def _e102_inst(M1: int, c: float, mult: float) -> dict:
    m = int(math.ceil(c * M1 * M1 * math.log(M1) * mult))
    return {"M1": int(M1), "c": float(c), "mult": float(mult), "m": m, "xi": 1.0 / math.sqrt(m)}


def _e102_instances() -> st.SearchStrategy:
    """M1 >= 2 log-uniform up to 10^4; the Omega-constant c of m >= c M1^2 log M1 on [0.01, 100]; m at least that
    (a multiplier up to 100); xi = 1/sqrt(m) as Chapter 6 fixes it."""
    return st.builds(_e102_inst, st.one_of(st.sampled_from([2, 6]), log_uniform(2, 10**4).map(int)),
                     st.one_of(st.sampled_from([0.01, 1.0, 100.0]), log_uniform(0.01, 100.0)),
                     st.one_of(st.just(1.0), log_uniform(1.0, 100.0)))


def _e102_measure(inst: dict, ctx: Ctx) -> Measurement:
    xi = float(inst["xi"])
    return Measurement(-math.expm1(-0.5 * math.log1p(xi)), {"M1": int(inst["M1"]), "xi": xi},
                       {"m": inst["m"], "c": inst["c"], "m_condition": inst["m"] - inst["c"] * inst["M1"] ** 2 *
                        math.log(inst["M1"])})


def _e102_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        xi = 1 / mpmath.sqrt(mpmath.mpf(inst["m"]))
        return Measurement(1 - 1 / mpmath.sqrt(1 + xi), {"M1": int(inst["M1"]), "xi": xi},
                           {"m": inst["m"], "c": inst["c"], "m_condition": inst["m"] - inst["c"] * inst["M1"] ** 2 *
                            math.log(inst["M1"])}, exact=True)


def _e102_move(key: str):  # noqa: ANN202
    def move(inst: dict, t: float) -> dict:
        M1 = int(round(t)) if key == "M1" else inst["M1"]
        mult = float(t) if key == "mult" else inst["mult"]
        return _e102_inst(M1, inst["c"], mult)
    return move


E102 = Claim(
    id="thesis.ch6.eqE.102", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.102), proof of Proposition 6.4.5, App. E.5.4 (the second inequality); xi = 1/sqrt(m) (Section "
                "6.2.3) and m >= Omega(M1^2 log M1) (Theorem 6.3.3 (i))", "L8417, L1727, L1811"),
    statement="(E.102): cos(...) >= 1/sqrt(1 + xi) >= 1 - Theta(1)/M1; the second link, as a uniform bound on the gap: "
              "1 - 1/sqrt(1 + xi) <= C/M1 with one constant C for every M1 >= 2, with xi = 1/sqrt(m) and "
              "m >= c M1^2 log M1 (Chapter 6's initialisation and Theorem 6.3.3's width).",
    statement_tex=r"\geq \frac{1}{\sqrt{1 + \xi}} \geq 1 - \frac{\Theta(1)}{M_1}",
    bound=B.eqE102_shape, measure=_e102_measure, exact=_e102_exact, strategy=_e102_instances(),
    assumptions=(Assumption("m >= c M1^2 log M1", "Theorem 6.3.3 (i) with the drawn Omega-constant c",
                            lambda q: q["m_condition"]),),
    constants="hidden", uniform=True, expect="holds",
    directions=(
        Direction("M1 -> inf", "M1", math.inf, how="path", move=_e102_move("M1"), points=(10, 100, 1000, 10**4),
                  reason="m = c M1^2 log M1 (times the drawn multiplier) grows with M1, so xi ~ 1/(M1 sqrt(c log M1))"),
        Direction("m -> inf (xi -> 0)", "mult", math.inf, how="path", move=_e102_move("mult"),
                  points=(1.0, 10.0, 100.0, 1000.0), reason="a wider model at fixed M1: the gap ~ xi/2 -> 0"),
        Direction("the Omega-constant c", "c", 0.0, how="search",
                  reason="drawn on [0.01, 100]: c is the fixed constant of Theorem 6.3.3's condition (i), and the "
                         "Theta(1) may depend on it (the ratio is about 1/(2 sqrt(c log M1)))"),
    ),
    domain=(Param("M1", 2, math.inf, integer=True, far=10**4, text="M1 >= 2 IDR patterns"),
            Param("m", 1, math.inf, integer=True, text="m >= c M1^2 log M1 (Theorem 6.3.3 (i)); xi = 1/sqrt(m)")),
    evidence="Holds in its chapter. A first encoding left xi free (Subroutine 2, L7907, keeps xi symbolic) and found "
             "the gap constant while 1/M1 -> 0; an independent auditor (docs/audits/round4/thesis.md) refuted that as "
             "an erratum: Chapter 6 fixes xi = 1/sqrt(m) (L1727) and Proposition 6.4.5 is about the model of "
             "Theorem 6.3.3 with m >= Omega(M1^2 log M1) (L1811), so 1 - 1/sqrt(1 + xi) <= xi/2 <= "
             "1/(2 M1 sqrt(c log M1)): bounded, as this check finds along M1 and m.",
    mutants={"xi/M1 (wrong along M1)": B.eqE102_mutant_M1, "xi^2 (wrong along m -> inf)": B.eqE102_mutant_xi},
    notes="Uniform (hidden Theta(1)): lhs = 1 - 1/sqrt(1 + xi) (expm1/log1p in float64, 60 digits exact), shape 1/M1. "
          "The xi-free version (xi fixed while M1 grows) is false, but it is not what the chapter prints "
          "(tests/test_thesis_r4b_appE.py::test_eqE102_gap_times_M1_grows keeps that arithmetic).",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
)

CLAIMS.append(E102)


# ======================================================= (E.96) L8385: (1/M1 + 1/M2) sum |k_ai k_ji| <= sqrt(log M1) (...)


@st.composite
def _e96_instances(draw: st.DrawFn) -> dict:
    """M1 in 2..8 (M1 = 2 drawn often), M2 >= 1, and two distinct ODR coefficient vectors k_j, k_a in R^{M1} with
    sum_i k_i^2 = 1 and sum_i k_i >= 1: nonnegative unit vectors (their sum is >= 1), k_a either independent or a
    small perturbation of k_j (nearly parallel: sum |k_ai k_ji| near 1)."""
    M1 = draw(st.one_of(st.just(2), st.integers(2, 8)))
    M2 = int(draw(log_uniform(1, 1000)))
    kj = [draw(st.floats(0.0, 1.0)) for _ in range(M1)]
    kj[0] = max(kj[0], 0.05)
    if draw(st.booleans()):
        ka = [max(0.0, v + draw(st.floats(-0.05, 0.05))) for v in kj]
    else:
        ka = [draw(st.floats(0.0, 1.0)) for _ in range(M1)]
    ka[-1] = max(ka[-1], 1e-3)
    return {"M1": M1, "M2": M2, "kj": kj, "ka": ka}


def _unit(v: list, mp: bool = False) -> list:
    n = (mpmath.sqrt(sum(mpmath.mpf(x) ** 2 for x in v)) if mp else math.sqrt(sum(x * x for x in v)))
    return [(mpmath.mpf(x) if mp else x) / n for x in v]


def _e96_terms(kj: list, ka: list) -> dict:
    return {"sum k_j - 1": sum(kj) - 1, "sum k_a - 1": sum(ka) - 1,
            "||k_a - k_j||": math.sqrt(sum((a - b) ** 2 for a, b in zip(ka, kj, strict=True)))}


def _e96_measure(inst: dict, ctx: Ctx) -> Measurement:
    M1, M2 = int(inst["M1"]), int(inst["M2"])
    kj, ka = _unit(inst["kj"]), _unit(inst["ka"])
    s = sum(abs(a * b) for a, b in zip(ka, kj, strict=True))
    return Measurement((1 / M1 + 1 / M2) * s, {"M1": M1, "M2": M2}, {"sum |k_ai k_ji|": s, **_e96_terms(kj, ka)})


def _e96_exact(inst: dict) -> Measurement:
    M1, M2 = int(inst["M1"]), int(inst["M2"])
    with mpmath.workdps(60):
        kj, ka = _unit(inst["kj"], True), _unit(inst["ka"], True)
        s = sum(abs(a * b) for a, b in zip(ka, kj, strict=True))
        terms = _e96_terms([float(x) for x in kj], [float(x) for x in ka])
        return Measurement((mpmath.mpf(1) / M1 + mpmath.mpf(1) / M2) * s, {"M1": M1, "M2": M2}, terms, exact=True)


_E96_ASSUME = (Assumption("sum_i k_ji >= 1", "the ODR pattern's coefficients (L8363)", lambda q: q["sum k_j - 1"]),
               Assumption("sum_i k_ai >= 1", "the other ODR pattern's coefficients", lambda q: q["sum k_a - 1"]),
               Assumption("mu'_a != mu'_j", "a is another pattern", lambda q: q["||k_a - k_j||"] - 1e-9))

E96 = Claim(
    id="thesis.ch6.eqE.96", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.96), proof of Proposition 6.4.1 (2), App. E.5.2 (its second step, 'by Cauchy-Schwarz inequality "
                "given that sum_i k_ji^2 = sum_i k_ai^2 = 1'); mu'_j = sum_i k_ji mu_i, sum_i k_ji >= 1 (L8361)",
                "L8361, L8381, L8383"),
    statement="(E.96), second step: (1/M1 + 1/M2) sum_{i=1}^{M1} |k_ai k_ji| <= sqrt(log M1) (1/M1 + 1/M2), for two "
              "distinct ODR patterns with sum_i k_i >= 1 and sum_i k_i^2 = 1 (natural log, the thesis' convention).",
    statement_tex=r"\lesssim \left(\frac{1}{M_1} + \frac{1}{M_2}\right) \sum_{i=1}^{M_1} |k_{ai} k_{ji}| \leq "
                  r"\sqrt{\log M_1} \left(\frac{1}{M_1} + \frac{1}{M_2}\right)",
    bound=B.eqE96_printed, measure=_e96_measure, exact=_e96_exact, strategy=_e96_instances(),
    assumptions=_E96_ASSUME, expect="erratum as printed",
    readings=(Reading("M1 >= 3", "M1 large enough for log M1 >= 1 (the proofs assume many patterns)",
                      strategy=lambda: _e96_instances().filter(lambda d: d["M1"] >= 3),
                      domain=(Param("M1", 3, math.inf, integer=True, far=8, text="M1 >= 3 (this reading)",
                                    unreached="M1 <= 8: sum |k_ai k_ji| <= 1 <= sqrt(log M1) for every M1 >= 3"),)),),
    domain=(Param("M1", 2, math.inf, integer=True, far=8, text="M1 >= 2 IDR patterns (Def. 6.3.1 needs two)",
                  unreached="M1 <= 8: sum |k_ai k_ji| <= 1 <= sqrt(log M1) for every M1 >= 3; only M1 = 2 can fail"),
            Param("M2", 1, math.inf, integer=True, far=1000, text="M2 IDI patterns")),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed as printed. Cauchy-Schwarz gives sum |k_ai k_ji| <= 1, and 1 <= sqrt(log M1) needs M1 >= e: at M1 = 2 "
             "two nearly parallel ODR patterns (k_j = (1, 0), k_a = (cos 0.1, sin 0.1), both with sum >= 1 and unit "
             "norm) give sum |k_ai k_ji| = 0.995 > sqrt(log 2) = 0.833. Harmless for M1 >= 3 (the reading): a slip, "
             "false as printed at the smallest M1.",
    corrected=B.eqE96_corrected,
    corrected_text="(1/M1 + 1/M2) sum |k_ai k_ji| <= 1/M1 + 1/M2 (Cauchy-Schwarz), which is <= sqrt(log M1) (1/M1 + "
                   "1/M2) only for M1 >= 3",
    mutants={"1/M1 + 1/M2^2": B.eqE96_mutant},
    auto_mutant=False,  # the corrected bound is reached only by parallel patterns, which the assumption excludes
    second_path=SP_E + "test_eqE96_cauchy_schwarz_step_fails_at_M1_2",
    notes="Natural log (the thesis' log); unit-norm coefficient vectors normalised from drawn nonnegative entries; "
          "exact at 60 digits.",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
)

CLAIMS.append(E96)


# ======================================================= (F.136) L9984-L9986: the last step of the bound on s_3


def _dyadic(x: float, bits: int = 16) -> Fraction:
    return Fraction(round(x * 2**bits), 2**bits)


@st.composite
def _f136_instances(draw: st.DrawFn) -> dict:
    """K in 1..30 (small K drawn often), M in 1..100, eta in (0, 1], alpha in (0, 1], and 1..4 values p_n(b) in
    [alpha/K, 1) (the step's premise p_n(b) >= alpha/K), all dyadic (exact as Fractions)."""
    K = draw(st.one_of(st.integers(1, 4), st.integers(1, 30)))
    alpha = _dyadic(draw(st.one_of(st.just(1.0), st.floats(2.0**-10, 1.0))))
    lo = alpha / K
    ps = []
    for _ in range(draw(st.integers(1, 4))):
        u = draw(st.one_of(st.just(0.0), st.floats(0.0, 0.999)))
        ps.append(min(max(lo, lo + _dyadic(u) * (1 - lo)), Fraction(2**16 - 1, 2**16)))
    return {"K": K, "M": draw(st.integers(1, 100)), "eta": _dyadic(draw(st.floats(2.0**-10, 1.0))),
            "alpha": alpha, "ps": tuple(ps)}


def _f136_q(inst: dict, exact: bool) -> dict:
    conv = Fraction if exact else float
    return {"K": int(inst["K"]), "M": int(inst["M"]), "eta": conv(inst["eta"]), "alpha": conv(inst["alpha"]),
            "ps": tuple(conv(p) for p in inst["ps"])}


def _f136_measure(inst: dict, ctx: Ctx) -> Measurement:
    q = _f136_q(inst, False)
    return Measurement(B.eqF136_line1(**q), q, {"p_min - alpha/K": min(q["ps"]) - q["alpha"] / q["K"]})


def _f136_exact(inst: dict) -> Measurement:
    q = _f136_q(inst, True)
    return Measurement(B.eqF136_line1(**q), q, {"p_min - alpha/K": float(min(q["ps"]) - q["alpha"] / q["K"])},
                       exact=True)


F136 = Claim(
    id="thesis.ch7.eqF.136", paper=PAPER, kind="step", comparison=">=",
    source=_src("(F.136), proof of Lemma F.3.5, App. F.5.1 (its last step, 'by K p_n(b) >= 4 alpha^2/K^2 when "
                "p_n(b) >= alpha/K')", "L9984-L9986"),
    statement="(F.136): -(eta/(KM)) sum_{b=0}^t (1 - p_n(b))^2 (-4 p_n(b)(1 + alpha^2/K^2) + (alpha^2/K)(1 + 2(K-1)/K) "
              "+ alpha^2/K^2 - (K - 1 + (2K-1) alpha^2/K^2) p_n(b)) >= (eta/(KM)) sum_{b=0}^t (1 - p_n(b))^2 (p_n(b) "
              "(3 + alpha^2/K^2)(4 + (2K-1)/K^2)), for p_n(b) >= alpha/K.",
    statement_tex=r"&\geq -\frac{\eta}{KM} \sum_{b=0}^t (1 - p_n(b))^2 (-4p_n(b)(1 + \frac{\alpha^2}{K^2}) + "
                  r"\frac{\alpha^2}{K}(1 + \frac{2(K-1)}{K}) + \frac{\alpha^2}{K^2} - (K-1 + \frac{2K-1}{K^2}\alpha^2)"
                  r"p_n(b))) \\ &\geq \frac{\eta}{KM} \sum_{b=0}^t (1 - p_n(b))^2 (p_n(b)(3 + \frac{\alpha^2}{K^2})"
                  r"(4 + \frac{2K-1}{K^2}))",
    bound=B.eqF136_printed, measure=_f136_measure, exact=_f136_exact, strategy=_f136_instances(),
    assumptions=(Assumption("p_n(b) >= alpha/K", "the step's premise (L9986)", lambda q: q["p_min - alpha/K"]),),
    expect="erratum",
    domain=(Param("K", 1, math.inf, integer=True, far=30, text="K >= 1 reasoning steps",
                  unreached="K <= 30: the step fails for K <= 12 and holds from K = 13 on (the margin grows with K)"),
            Param("alpha", 0, 1, lo_closed=False, text="alpha in (0, 1]"),
            Param("eta", 0, 1, lo_closed=False, text="step size eta in (0, 1] (it scales both sides)"),
            Param("M", 1, math.inf, integer=True, far=100, text="M TRR patterns (1/M scales both sides)")),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed as printed. Per term (both sides carry eta (1 - p)^2/(K M) >= 0), the first line is p (K + 3) + p "
             "alpha^2 (2K+3)/K^2 - alpha^2 (3K-1)/K^2 and the last p (3 + alpha^2/K^2)(4 + (2K-1)/K^2) ~ 12 p: for K = 1, "
             "alpha = 1/2, p = 3/4 (t = 0, M = 1, eta = 1): first line (1/16)(3.4375) = 0.2148 < last line (1/16)(12.1875) "
             "= 0.7617; the step fails for every K <= 9 at every alpha in (0, 1] and p_n(b) in [alpha/K, 1), for K = 10..12 at "
             "some (alpha, p) (p = alpha/K, alpha near 1), and holds from K = 13 on (exact in rationals, a grid of 64 "
             "alpha x 101 p). Dropping the factor "
             "(4 + (2K-1)/K^2) gives a valid step.",
    corrected=B.eqF136_corrected,
    corrected_text="the first line is >= (eta/(K M)) sum_b (1 - p_n(b))^2 p_n(b) (3 + alpha^2/K^2) when p_n(b) >= "
                   "alpha/K (the factor (4 + (2K-1)/K^2) dropped)",
    mutants={"(K + 4) in place of (3 + alpha^2/K^2)": B.eqF136_mutant},
    auto_mutant=False,  # the corrected bound is loose by a factor ~K/3 for large K (sharp only near K = 1, p = alpha)
    second_path=SP_F + "test_eqF136_last_step_fails_for_K1",
    notes="Exact in rationals (dyadic alpha, eta, p_n(b)); 1..4 values of p_n(b) (the sum over b = 0..t).",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
)

CLAIMS.append(F136)


@st.composite
def _f136p_instances(draw: st.DrawFn) -> dict:
    """K in 1..30 (K = 1 drawn often), alpha in (0, 1] and p_n(b) in [alpha/K, 1), dyadic."""
    K = draw(st.one_of(st.just(1), st.integers(1, 30)))
    alpha = _dyadic(draw(st.floats(2.0**-10, 1.0)))
    lo = alpha / K
    u = _dyadic(draw(st.one_of(st.just(0.0), st.floats(0.0, 0.999))))
    p = min(lo + u * (1 - lo), Fraction(2**16 - 1, 2**16))
    return {"K": K, "alpha": alpha, "ps": (p,)}


def _f136p_measure(inst: dict, ctx: Ctx, exact: bool = False) -> Measurement:
    conv = Fraction if exact else float
    K, alpha, p = int(inst["K"]), conv(inst["alpha"]), conv(inst["ps"][0])
    return Measurement(K * p, {"K": K, "alpha": alpha, "p": p}, {"p_min - alpha/K": float(p - alpha / K)},
                       exact=exact)


F136_PREMISE = Claim(
    id="thesis.ch7.display.eqF.136-premise", paper=PAPER, kind="step", comparison=">=",
    source=_src("The justification of (F.136)'s last step, proof of Lemma F.3.5, App. F.5.1 ('where the last step is "
                "by K p_n(b) >= 4 alpha^2/K^2 when p_n(b) >= alpha/K')", "L9986"),
    statement="K p_n(b) >= 4 alpha^2/K^2 whenever p_n(b) >= alpha/K (K >= 1 steps, alpha in (0, 1]).",
    statement_tex=r"Kp_n(b) \geq 4\alpha^2/K^2 \text{ when } p_n(b) \geq \alpha/K",
    bound=B.eqF136_premise_printed, measure=_f136p_measure, exact=lambda inst: _f136p_measure(inst, Ctx(), True),
    strategy=_f136p_instances(),
    assumptions=(Assumption("p_n(b) >= alpha/K", "the premise (L9986)", lambda q: q["p_min - alpha/K"]),),
    expect="erratum",
    domain=(Param("K", 1, math.inf, integer=True, far=30, text="K >= 1 reasoning steps",
                  unreached="K <= 30: only K = 1 can fail (K p >= alpha >= 4 alpha^2/K^2 once K^2 >= 4)"),
            Param("alpha", 0, 1, lo_closed=False, text="alpha in (0, 1]")),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed as printed. p >= alpha/K gives K p >= alpha, and alpha >= 4 alpha^2/K^2 needs K^2 >= 4 alpha: at K = 1 "
             "and alpha > 1/4 it fails for p in [alpha, 4 alpha^2): K = 1, alpha = 1/2, p = 1/2 gives 1/2 < 1 (exact). "
             "Holds for every K >= 2. (The step it justifies, thesis.ch7.eqF.136, fails for other reasons too.)",
    corrected=B.eqF136_premise_corrected,
    corrected_text="K p_n(b) >= alpha >= alpha^2 when p_n(b) >= alpha/K; >= 4 alpha^2/K^2 only when K^2 >= 4 alpha",
    mutants={"4 alpha/K": B.eqF136_premise_mutant},
    second_path=SP_F + "test_eqF136_premise_fails_at_K1",
    notes="Exact in rationals (dyadic alpha, p_n(b)).",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
)

CLAIMS.append(F136_PREMISE)


# ================================== App. F.5.1, proof of Lemma F.3.5: the '=' steps of (F.86), (F.115), (F.130)


@st.composite
def _f35_instances(draw: st.DrawFn) -> dict:
    """K in 1..30 (small K drawn often), M in 1..100 (M = K drawn too), eta in (0, 1], alpha in (0, 1], and a batch of
    1..4 values p_n(t) in (0, 1) (p = alpha/K drawn too), all dyadic (exact as Fractions)."""
    K = draw(st.one_of(st.integers(1, 4), st.integers(1, 30)))
    M = draw(st.one_of(st.just(K), st.integers(1, 4), st.integers(1, 100)))
    alpha = _dyadic(draw(st.one_of(st.just(1.0), st.floats(2.0**-10, 1.0))))
    ps = []
    for _ in range(draw(st.integers(1, 4))):
        u = draw(st.one_of(st.just(-1.0), st.floats(2.0**-16, 1 - 2.0**-16)))
        ps.append(alpha / K if u < 0 else min(max(_dyadic(u), Fraction(1, 2**16)), Fraction(2**16 - 1, 2**16)))
    return {"K": K, "M": M, "eta": _dyadic(draw(st.floats(2.0**-10, 1.0))), "alpha": alpha, "ps": tuple(ps)}


def _f35_measure(line1: object) -> tuple:
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        q = _f136_q(inst, False)
        return Measurement(line1(**q), q, {"p": float(q["ps"][0])})  # type: ignore[operator]

    def exact(inst: dict) -> Measurement:
        q = _f136_q(inst, True)
        return Measurement(line1(**q), q, {"p": float(q["ps"][0])}, exact=True)  # type: ignore[operator]

    return measure, exact


def _f35_domain(k_text: str) -> tuple:
    return (Param("K", 1, math.inf, integer=True, far=30, text="K >= 1 reasoning steps", unreached=k_text),
            Param("M", 1, math.inf, integer=True, far=100, text="M >= 1 TRR patterns",
                  unreached="M <= 100: both lines are explicit rational functions of M"),
            Param("alpha", 0, 1, lo_closed=False, text="alpha in (0, 1]"),
            Param("eta", 0, 1, lo_closed=False, text="step size eta in (0, 1] (it scales both lines)"),
            Param("p", 0, 1, lo_closed=False, hi_closed=False,
                  text="p_n(t) in (0, 1) (a softmax mass over l >= 2 examples), each sample of the batch (the first "
                       "one's is reported)"))


_F86_M, _F86_X = _f35_measure(B.eqF86_line1)

F86 = Claim(
    id="thesis.ch7.eqF.86", paper=PAPER, kind="step", comparison="==",
    source=_src("(F.86), proof of Lemma F.3.5, App. F.5.1 (its last '=')", "L9693-L9703"),
    statement="(F.86): eta (1/B) sum_n ((1/(KM))(1-p_n(t))^2 (-4 p_n(t)(1 + alpha^2/K^2) + 2(K-1)alpha^2/K^2) + (1/K - "
              "1/M)((1-p_n(t))^2 alpha^2/K^2)) = eta (1/B) sum_n ((1/(KM))(1-p_n(t))^2 (-4 p_n(t)(1 + alpha^2/K^2) + "
              "(alpha^2/K)(1 + 2(K-1)/K)) - (alpha^2/K^3)(1-p_n(t))^2).",
    statement_tex=r"&\leq \eta \frac{1}{B} \sum_{n \in \mathcal{B}_b} \left( \frac{1}{KM} (1 - p_n(t))^2 (-4p_n(t)(1 + "
                  r"\frac{\alpha^2}{K^2}) + \frac{2(K-1)\alpha^2}{K^2}) + (\frac{1}{K} - \frac{1}{M}) ((1 - p_n(t))^2 "
                  r"\frac{\alpha^2}{K^2}) \right) \\ &= \eta \cdot \frac{1}{B} \sum_{n \in \mathcal{B}_b} \left( "
                  r"\frac{1}{KM} (1 - p_n(t))^2 (-4p_n(t)(1 + \frac{\alpha^2}{K^2}) + \frac{\alpha^2}{K}(1 + "
                  r"\frac{2(K-1)}{K})) - \frac{\alpha^2}{K^3} (1 - p_n(t))^2 \right)",
    bound=B.eqF86_printed, measure=_F86_M, exact=_F86_X, strategy=_f35_instances(), expect="erratum",
    domain=_f35_domain("K <= 30: the difference 2 (alpha^2/K^2)(1/K - 1/M)(1-p)^2 is explicit"),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed. Line 1 minus line 2 is eta (1/B) sum_n 2 (alpha^2/K^2)(1/K - 1/M)(1 - p_n(t))^2: zero only "
             "when M = K. K = 1, M = 2, alpha = 1, p = 0, eta = 1, one sample: line 1 = 1/2, line 2 = -1/2 (exact). "
             "Expanding (1/K - 1/M) X with X = (1-p)^2 alpha^2/K^2 gives +X/K = +(alpha^2/K^3)(1-p)^2 and -X/M = "
             "(1/(KM))(1-p)^2 (-alpha^2/K): line 2 has both signs flipped. For M > K line 2 is the smaller, so the "
             "upper bound (F.86) ends on is not implied by its first line.",
    corrected=B.eqF86_line1,
    corrected_text="(F.86)'s last line should read eta (1/B) sum_n ((1/(KM))(1-p)^2 (-4p(1 + alpha^2/K^2) + (alpha^2/K)"
                   "(2(K-1)/K - 1)) + (alpha^2/K^3)(1-p)^2)",
    mutants={"line 2 with only the sign of alpha^2/K^3 repaired": B.eqF86_mutant},
    second_path=SP_F + "test_eqF86_equality_fails",
    notes="Exact in rationals (dyadic alpha, eta, p_n(t)); the batch is 1..4 samples.",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)


def _f108_measure(inst: dict, ctx: Ctx, exact: bool = False) -> Measurement:
    p = Fraction(inst["p"]) if exact else float(inst["p"])
    return Measurement(1 * (3 - p), {"p": p}, {}, exact=exact)


F108 = Claim(
    id="thesis.ch7.eqF.108", paper=PAPER, kind="step", comparison="==",
    source=_src("(F.108), proof of Lemma F.3.5, App. F.5.1 (the chain's last '=')", "L9827"),
    statement="(F.108): 3 - p_n(t) >= p'^T(p_i - sum_r softmax(.) p_r) p_query^T p >= 1 (3 - p_n(t)) = 2, p_n(t) in (0, 1): "
              "the last '='.",
    statement_tex=r"&\geq 1 \cdot (3 - p_n(t)) = 2",
    bound=B.eqF108_end, measure=_f108_measure, exact=lambda inst: _f108_measure(inst, Ctx(), True),
    strategy=st.fixed_dictionaries({"p": st.one_of(st.just(Fraction(1, 2)),
                                                   st.floats(2.0**-16, 1 - 2.0**-16).map(_dyadic))}),
    expect="erratum",
    domain=(Param("p", 0, 1, lo_closed=False, hi_closed=False,
                  text="p_n(t) in (0, 1) (a softmax mass over l >= 2 examples)"),),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed as printed. 1 (3 - p_n(t)) = 2 only at p_n(t) = 1: p_n(t) = 1/2 gives 5/2 != 2. Every sibling display "
             "((F.87), (F.90), (F.102), (F.120): 'x (3 - p - (1 - p)) = 2x') subtracts (1 - p_n(t)) too, so the slip "
             "is likely a dropped '- (1 - p_n(t))' (3 - p - (1 - p) = 2); as printed the chain's lower end equals its "
             "upper end 3 - p_n(t). Which value the proof then uses ((F.111)) is not checked here.",
    corrected=B.eqF108_corrected,
    corrected_text="1 (3 - p_n(t)) = 3 - p_n(t); the intended end is probably 1 (3 - p_n(t) - (1 - p_n(t))) = 2",
    mutants={"3 - 2 p": B.eqF108_mutant},
    second_path=SP_F + "test_eqF108_end_is_not_2",
    notes="Exact in rationals (dyadic p).",
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
)


_F115_M, _F115_X = _f35_measure(B.eqF115_line1)

F115 = Claim(
    id="thesis.ch7.eqF.115", paper=PAPER, kind="step", comparison="==",
    source=_src("(F.115), proof of Lemma F.3.5, App. F.5.1 (its last '=')", "L9864-L9878"),
    statement="(F.115): eta (1/B) sum_n ((1/(KM))(-alpha^2/K^2 + (K-1)(1 + alpha^2/K^2) p_n(t))(1-p_n(t))^2 - (1/K - "
              "1/M)(1-p_n(t))^2 alpha^2/K^2) = eta (1/B) sum_n ((1/(KM))(-alpha^2/K^2 + (K - 1 + (2K-1)alpha^2/K^2) "
              "p_n(t))(1-p_n(t))^2 - (1-p_n(t))^2 alpha^2/K^3).",
    statement_tex=r"&\leq \eta \frac{1}{B} \sum_{n \in \mathcal{B}_b} \left( \frac{1}{KM} \left( -\frac{\alpha^2}{K^2} + "
                  r"(K-1)(1 + \frac{\alpha^2}{K^2}) p_n(t) \right) (1 - p_n(t))^2 - \left( \frac{1}{K} - \frac{1}{M} "
                  r"\right) (1 - p_n(t))^2 \frac{\alpha^2}{K^2} \right) \\ &= \eta \cdot \frac{1}{B} \sum_{n \in "
                  r"\mathcal{B}_b} \left( \frac{1}{KM} \left( -\frac{\alpha^2}{K^2} + (K-1 + \frac{(2K-1)\alpha^2}{K^2}) "
                  r"p_n(t) \right) (1 - p_n(t))^2 - (1 - p_n(t))^2 \frac{\alpha^2}{K^3} \right)",
    bound=B.eqF115_printed, measure=_F115_M, exact=_F115_X, strategy=_f35_instances(), expect="erratum",
    domain=_f35_domain("K <= 30: the difference (alpha^2/K)(1-p)^3/(KM) is explicit"),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed. Line 1 minus line 2 is eta (1/B) sum_n (alpha^2/K)(1 - p_n(t))^3/(KM) > 0 for every p_n(t) "
             "< 1: the +(1/M)(1-p)^2 alpha^2/K^2 = (1/(KM))(alpha^2/K)(1-p)^2 of line 1 reappears in line 2 multiplied "
             "by p_n(t). K = M = 1, alpha = 1, p = 0, eta = 1, one sample: line 1 = -1, line 2 = -2 (exact). Line 2 "
             "is the smaller, so the upper bound (F.115) ends on (used in (F.136) for s_3) is not implied by its "
             "first line.",
    corrected=B.eqF115_line1,
    corrected_text="(F.115)'s last line should read eta (1/B) sum_n ((1/(KM))(-alpha^2/K^2 + alpha^2/K + (K - 1 + (K-1)"
                   "alpha^2/K^2) p_n(t))(1-p_n(t))^2 - (1-p_n(t))^2 alpha^2/K^3)",
    mutants={"(2K-2) for (2K-1)": B.eqF115_mutant},
    second_path=SP_F + "test_eqF115_equality_fails",
    notes="Exact in rationals (dyadic alpha, eta, p_n(t)); the batch is 1..4 samples.",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)


_F130_M, _F130_X = _f35_measure(B.eqF130_line1)

F130 = Claim(
    id="thesis.ch7.eqF.130", paper=PAPER, kind="step", comparison="==",
    source=_src("(F.130), proof of Lemma F.3.5, App. F.5.1 (its last '=')", "L9958"),
    statement="(F.130): eta (1/B) sum_n ((1/(KM))(-p(1-p)(-2 + 2p) + (3-K)(1-p)^2 (alpha^2/K^2) p) + (1/K - 1/M)(1-p)^2 "
              "p (1 + alpha^2/K^2)) = eta (1/B) sum_n ((1/(KM)) p (1-p)^2 (2 - K + (2-K) alpha^2/K^2) + (1-p)^2 p "
              "(1 + alpha^2/K^2)/K), p = p_n(t).",
    statement_tex=r"&\leq \eta \frac{1}{B} \sum_{n \in \mathcal{B}_b} \left( \frac{1}{KM} (-p_n(t)(1-p_n(t))(-2+2p_n(t)) "
                  r"+ (3-K)(1-p_n(t))^2 \frac{\alpha^2}{K^2} \cdot p_n(t)) \right. \\ & \quad \left. + \left( "
                  r"\frac{1}{K} - \frac{1}{M} \right) (1-p_n(t))^2 p_n(t) \left( 1 + \frac{\alpha^2}{K^2} \right) "
                  r"\right) \\ &= \eta \cdot \frac{1}{B} \sum_{n \in \mathcal{B}_b} \left( \frac{1}{KM} p_n(t)"
                  r"(1-p_n(t))^2 \left( 2 - K + \frac{(2-K)\alpha^2}{K^2} \right) \right.",
    bound=B.eqF130_printed, measure=_F130_M, exact=_F130_X, strategy=_f35_instances(), expect="erratum",
    domain=_f35_domain("K <= 30: the difference (1-K)(alpha^2/K^2) p (1-p)^2/(KM) is explicit"),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed as printed. Line 1 minus line 2 is eta (1/B) sum_n (1 - K)(alpha^2/K^2) p (1-p)^2/(KM): zero only at "
             "K = 1. K = 2, M = 1, alpha = 1, p = 1/2, eta = 1, one sample: line 1 = 1/16, line 2 = 5/64 (exact). "
             "Collecting the alpha^2 terms of line 1 gives (3 - K) - K = 3 - 2K, line 2 prints 2 - K. Line 2 is the "
             "larger for K >= 2, so the upper bound it ends on still follows: a harmless slip, false as printed.",
    corrected=B.eqF130_line1,
    corrected_text="(F.130)'s last line should carry (2 - K + (3 - 2K) alpha^2/K^2) in place of (2 - K + (2 - K) "
                   "alpha^2/K^2); as printed it is an upper bound of line 1 for K >= 1",
    mutants={"(4 - 2K) for (3 - 2K)": B.eqF130_mutant},
    second_path=SP_F + "test_eqF130_equality_fails",
    notes="Exact in rationals (dyadic alpha, eta, p_n(t)); the batch is 1..4 samples.",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)

CLAIMS += [F86, F108, F115, F130]


# ======================================================= (F.69) L9631: softmax at t = 0 bounded above by e^{-Theta(xi)}/l


def _gauss(u1: float, u2: float) -> float:
    """A standard normal value from two uniform draws (Box-Muller)."""
    return math.sqrt(-2.0 * math.log(u1)) * math.cos(2.0 * math.pi * u2)


@st.composite
def _f69_instances(draw: st.DrawFn) -> dict:
    """l in 2..16 context columns, d in 2..8, xi > 0 log-uniform on [2^-12, 4], the columns p_i and p_query with
    entries in [-1, 1] (embeddings of norm O(1)), W^(0) entries xi g with g standard normal (Box-Muller of drawn
    uniforms)."""
    l, d = draw(st.integers(2, 16)), draw(st.integers(2, 8))
    xi = draw(st.one_of(st.sampled_from([0.01, 0.1, 1.0]), log_uniform(2.0**-12, 4.0).map(_t)))
    ent = st.floats(-1.0, 1.0)
    unif = st.floats(2.0**-20, 1.0)
    return {"l": l, "xi": xi,
            "P": [[draw(ent) for _ in range(d)] for _ in range(l)], "q": [draw(ent) for _ in range(d)],
            "G": [[_gauss(draw(unif), draw(unif)) for _ in range(d)] for _ in range(d)]}


def _f69_logits(inst: dict, one: object = 1.0) -> list:
    xi, G, q = one * inst["xi"], inst["G"], inst["q"]  # type: ignore[operator]
    Wq = [sum(xi * G[k][j] * q[j] for j in range(len(q))) for k in range(len(q))]
    return [sum(p[k] * Wq[k] for k in range(len(q))) for p in inst["P"]]


def _f69_measure(inst: dict, ctx: Ctx) -> Measurement:
    z = _f69_logits(inst)
    m = max(z)
    s = sum(math.exp(v - m) for v in z)
    zmax = max(abs(v) for v in z)
    return Measurement(1.0 / s, {"l": int(inst["l"]), "xi": float(inst["xi"]), "zmax": zmax},
                       {"max_i |p_i^T W p_query|": zmax})


def _f69_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        z = _f69_logits(inst, mpmath.mpf(1))
        m = max(z)
        zmax = max(abs(v) for v in z)
        return Measurement(1 / sum(mpmath.exp(v - m) for v in z),
                           {"l": int(inst["l"]), "xi": mpmath.mpf(inst["xi"]), "zmax": zmax}, {}, exact=True)


F69 = Claim(
    id="thesis.ch7.eqF.69", paper=PAPER, kind="step", comparison="<=",
    source=_src("(F.69), proof of Lemma F.3.5, App. F.5.1 (t = 0; W^(0) entries N(0, xi^2), L9627-L9629)",
                "L9627-L9631"),
    statement="(F.69): at t = 0, softmax(p_i^T W^(0) p_query) <= e^{-Theta(xi)}/(l e^{Theta(xi)}) = (1/l) e^{-Theta(xi)} "
              "for every column i (checked at its most favourable constant, the bound 1/l: e^{-Theta(xi)} < 1).",
    statement_tex=r"\text{softmax}(\tilde{\mathbf{p}}_i^\top \mathbf{W}^{(0)} \tilde{\mathbf{p}}_{query}) \leq "
                  r"\frac{e^{-\Theta(\xi)}}{l \cdot e^{\Theta(\xi)}} = \frac{1}{l} \cdot e^{-\Theta(\xi)}",
    bound=B.eqF69_printed, measure=_f69_measure, exact=_f69_exact, strategy=_f69_instances(), expect="erratum",
    domain=(Param("l", 2, math.inf, integer=True, far=16, text="l >= 2 context columns",
                  unreached="l <= 16: the failure (max_i softmax_i > 1/l whenever the logits differ) is the "
                            "pigeonhole principle, independent of l"),
            Param("xi", 0, math.inf, lo_closed=False, far=4, text="xi > 0, W^(0) entries N(0, xi^2) (no range printed)",
                  unreached="xi in [2^-12, 4]: the bound e^{-Theta(xi)}/l < 1/l for every xi > 0")),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed as printed. The softmax weights over the l columns sum to 1, so the largest is >= 1/l, while the printed "
             "bound (1/l) e^{-Theta(xi)} is < 1/l for every positive constant in Theta(xi) and every xi > 0: (F.69) "
             "fails for some column at every instance, and the search's max_i softmax_i exceeds even the most "
             "favourable 1/l whenever the logits differ (e.g. l = 2, logits 0 and 0.1: 0.525 > 0.5). (F.69) copies "
             "(F.68)'s lower bound; the upper bound needs e^{Theta(xi)}/(l e^{-Theta(xi)}).",
    corrected=B.eqF69_corrected,
    corrected_text="softmax(p_i^T W^(0) p_query) <= e^{2 max_r |p_r^T W^(0) p_query|}/l = (1/l) e^{Theta(xi)} (by (F.67))",
    mutants={"e^{max |z|/2}/l": B.eqF69_mutant},
    second_path=SP_F + "test_eqF69_softmax_bound_below_1_over_l_fails",
    notes="Logits p_i^T W^(0) p_query from drawn columns (entries in [-1, 1]) and W^(0) = xi G, G standard normal by "
          "Box-Muller from drawn uniforms; the largest softmax weight, exact at 60 digits.",
    auto_mutant=False,  # the corrected bound e^{2 max|z|}/l is loose by design (it uses the worst logit gap)
    settings={"ci": {"max_examples": 20, "budget_s": 2.0, "shrink": False}},
)

CLAIMS.append(F69)


# ======================================================= (D.95) L7588: ||w + sqrt(eta) W_hat Sigma_i||^4 expanded


@st.composite
def _d95_instances(draw: st.DrawFn) -> dict:
    """d in 1..6, w = w_{t,i} and b = W_hat Sigma_i with dyadic entries in [-2, 2] (b nonzero), sqrt(eta) = s dyadic in
    (0, 1] (eta = s^2; eta is a small step size, no range printed beyond eta in (0, 1/poly))."""
    d = draw(st.integers(1, 6))
    ent = st.one_of(st.sampled_from([1.0, -1.0, 0.5]), st.floats(-2.0, 2.0)).map(_dyadic)
    w = tuple(draw(ent) for _ in range(d))
    b = tuple(draw(ent) for _ in range(d))
    if all(x == 0 for x in b):
        b = (Fraction(1),) + b[1:]
    s = _dyadic(draw(st.one_of(st.sampled_from([1.0, 2.0**-5]), log_uniform(2.0**-12, 1.0))))
    return {"w": w, "b": b, "s": max(s, Fraction(1, 2**16))}


def _d95_measure(inst: dict, ctx: Ctx, exact: bool = False) -> Measurement:
    conv = Fraction if exact else float
    w, b, s = tuple(conv(x) for x in inst["w"]), tuple(conv(x) for x in inst["b"]), conv(inst["s"])

    n2 = sum((x + s * y) ** 2 for x, y in zip(w, b, strict=True))
    return Measurement(n2 * n2, {"w": w, "b": b, "s": s}, {"eta": float(s) ** 2, "w.b": float(sum(
        x * y for x, y in zip(w, b, strict=True)))}, exact=exact)


D95 = Claim(
    id="thesis.ch5.eqD.95", paper=PAPER, kind="step", comparison="==",
    source=_src("(D.95), proof of Lemma D.2.13, App. D.2 ('Changes in Regularizer'; W_hat Sigma_i the i-th column of "
                "the update direction, Sigma in R^{m1 x m1})", "L7578-L7590"),
    statement="(D.95), its first '=': ||w_{t,i} + sqrt(eta) W_hat Sigma_i||_2^4 = ||w_{t,i}||^4 + eta^2 ||W_hat Sigma_i||^4 "
              "+ 4 eta |w_{t,i}^T W_hat Sigma_i|^2 + 2 eta ||w_{t,i}||^2 ||W_hat Sigma_i||^2.",
    statement_tex=r"\|\mathbf{w}_{t,i} + \sqrt{\eta} \hat{\mathbf{W}} \Sigma_i\|_2^4 &= \|\mathbf{w}_{t,i}\|_2^4 + "
                  r"\eta^2 \|\hat{\mathbf{W}} \Sigma_i\|_2^4 + 4\eta \|\mathbf{w}_{t,i}^\top \hat{\mathbf{W}} \Sigma_i\|^2 "
                  r"+ 2\eta \|\mathbf{w}_{t,i}\|_2^2 \|\hat{\mathbf{W}} \Sigma_i\|_2^2",
    bound=B.eqD95_printed, measure=_d95_measure, exact=lambda inst: _d95_measure(inst, Ctx(), True),
    strategy=_d95_instances(), expect="erratum as printed",
    readings=(Reading("E over the sign of Sigma_i", "the display read inside E_Sigma (the next line takes E_Sigma) with "
                      "a sign-symmetric Sigma ([58]'s random diagonal +-1): the odd terms in sqrt(eta) cancel; written "
                      "as: the average of ||w + sqrt(eta) b||^4 and ||w - sqrt(eta) b||^4 equals the printed side, "
                      "i.e. ||w + sqrt(eta) b||^4 == 2 (printed side) - ||w - sqrt(eta) b||^4",
                      bound=B.eqD95_sign_average),),
    domain=(Param("s", 0, 1, lo_closed=False, text="sqrt(eta) in (0, 1] (eta a small step size)"),),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed as printed. With a = ||w||^2 + eta ||b||^2 and c = 2 sqrt(eta) w.b (b = W_hat Sigma_i), ||w + sqrt(eta) "
             "b||^4 = (a + c)^2 = a^2 + 2ac + c^2; the display keeps a^2 + c^2 and drops 2ac = 4 sqrt(eta) ||w||^2 (w.b) "
             "+ 4 eta^{3/2} ||b||^2 (w.b). d = 1, w = b = 1, eta = 1/4: (1.5)^4 = 5.0625 against 1 + 1/16 + 1 + 1/2 = "
             "2.5625. The dropped terms are of order sqrt(eta), above the O_p(eta^2) of the display's next line, so the "
             "pointwise bound ||w||^4 + 6 eta ||w||^2 ||b||^2 + O_p(eta^2) fails too; both hold in expectation over a "
             "sign-symmetric Sigma (the reading), which is how the next line uses them: harmless, false as printed.",
    corrected=B.eqD95_corrected,
    corrected_text="||w + sqrt(eta) b||^4 = ||w||^4 + eta^2 ||b||^4 + 4 eta (w.b)^2 + 2 eta ||w||^2 ||b||^2 + 4 sqrt(eta) "
                   "||w||^2 (w.b) + 4 eta^{3/2} ||b||^2 (w.b); the printed right side is its average over b -> -b",
    mutants={"without 4 eta^{3/2} ||b||^2 (w.b)": B.eqD95_mutant},
    second_path=SP + "test_eqD95_expansion_drops_odd_terms",
    notes="Exact in rationals (dyadic entries, sqrt(eta) = s dyadic so eta = s^2); d in 1..6.",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)

CLAIMS.append(D95)


# ======================================================= L6862-L6866: the even-i coefficient ratio and sum (hold)


def _even_ix_instances() -> st.SearchStrategy:
    """Even i in 4..40 and x = -b_0/t in (0, 1/(2i)] (the indicator 0 < -b_0 <= t/(2i)), dyadic (x = 1/(2i) drawn)."""
    @st.composite
    def draw_it(draw: st.DrawFn) -> dict:
        i = 2 * draw(st.one_of(st.sampled_from([2, 3, 6]), st.integers(2, 20)))
        u = draw(st.one_of(st.just(1.0), st.floats(2.0**-20, 1.0)))
        x = Fraction(1, 2 * i) if u == 1.0 else max(_dyadic(u / (2 * i), 30), Fraction(1, 2**30))
        return {"i": i, "x": x}
    return draw_it()


def _even_terms(i: int, x: Fraction) -> list:
    return [lemmaD22_c(i, r) * x**r for r in range(1, i, 2)]


def lemmaD22_c(i: int, r: int) -> Fraction:
    return B.lemmaD22_even_c(i, r)


def _ratio_measure(inst: dict, ctx: Ctx, exact: bool = False) -> Measurement:
    i, x = int(inst["i"]), Fraction(inst["x"])
    t = _even_terms(i, x)
    ratio = max(abs(t[k] / t[k - 1]) for k in range(1, len(t)))
    return Measurement(ratio if exact else float(ratio), {"i": i, "x": x if exact else float(x)},
                       {"(i-2)/(24 i^2)": (i - 2) / (24 * i * i)}, exact=exact)


def _sum_measure(inst: dict, ctx: Ctx, exact: bool = False) -> Measurement:
    i, x = int(inst["i"]), Fraction(inst["x"])
    s = abs(sum(_even_terms(i, x)))
    return Measurement(s if exact else float(s), {"i": i, "x": x if exact else float(x)}, {}, exact=exact)


_EVEN_I = Param("i", 4, math.inf, integer=True, far=40, text="even i >= 4 (i = 2 has a single term)",
                unreached="i <= 40: the ratio (b_0/t)^2 (i+1-r)/(r(r-1)) <= (i-2)/(24 i^2) is explicit")
_X_DOM = Param("x", 0, 0.125, lo_closed=False, text="x = -b_0/t in (0, 1/(2i)] (the indicator of (D.31)); 1/8 at i = 4",
                unreached="the upper end 1/(2i) depends on i and is drawn exactly for every i (only i = 4 reaches 1/8); "
                          "towards 0 both displays tighten to their leading term (ratio -> 0, sum/|x| -> 1)")

D22RATIO = Claim(
    id="thesis.ch5.display.lemmaD.2.2-even-ratio", paper=PAPER, kind="step", comparison="<=",
    source=_src("Unnumbered display, proof of Lemma D.2.2 (even i), App. D.2.1; c_r defined at L6860", "L6860-L6862"),
    statement="For even i and |b_0/t| <= 1/(2i): |c_r (-b_0/t)^r/(c_{r-2}(-b_0/t)^{r-2})| = |(b_0/t)^2 (i+1-r)/(r(r-1))| "
              "<= 1/(4i) <= 1/4, for every odd r in 3..i-1.",
    statement_tex=r"\left| \frac{c_r(-b_0/t)^r}{c_{r-2}(-b_0/t)^{r-2}} \right| = \left| \left(\frac{b_0}{t}\right)^2 "
                  r"\frac{i+1-r}{r(r-1)} \right| \leq \frac{1}{4i} \leq \frac{1}{4}",
    bound=B.lemmaD22_ratio_printed, measure=_ratio_measure, exact=lambda inst: _ratio_measure(inst, Ctx(), True),
    strategy=_even_ix_instances(), expect="holds",
    domain=(_EVEN_I, _X_DOM),
    evidence="Holds: |c_r/c_{r-2}| = (i+1-r)/(r(r-1)) (from (r-2)!!/r!! = 1/r and the binomial ratio), largest at r = 3, "
             "so the ratio is at most (b_0/t)^2 (i-2)/6 <= (i-2)/(24 i^2) <= 1/(4i). Exact in rationals; the maximum "
             "over r is measured.",
    mutants={"(i-2)/(30 i^2)": B.lemmaD22_ratio_mutant},
    auto_mutant=False,  # the bound 1/(4i) is loose by a factor ~6 (the ratio is <= (i-2)/(24 i^2)), so 10 % cannot cross
    notes="Exact in rationals (dyadic x, c_r from math.comb and double factorials).",
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
)

D22SUM = Claim(
    id="thesis.ch5.display.lemmaD.2.2-even-sum", paper=PAPER, kind="step", comparison=">=",
    source=_src("Unnumbered display, proof of Lemma D.2.2 (even i), App. D.2.1 ('Therefore')", "L6860-L6866"),
    statement="For even i and 0 < -b_0/t <= 1/(2i): |sum_{r=1, r odd}^{i-1} c_r (-b_0/t)^r| >= (3/4)|b_0/t|.",
    statement_tex=r"\left| \sum_{r=1, r \text{ odd}}^{i-1} c_r (-b_0/t)^r \right| \geq \frac{3}{4} \|b_0/t\|",
    bound=B.lemmaD22_sum_printed, measure=_sum_measure, exact=lambda inst: _sum_measure(inst, Ctx(), True),
    strategy=_even_ix_instances(), expect="holds",
    domain=(_EVEN_I, _X_DOM),
    evidence="Holds: |c_1| = 1, the signs alternate and each term is at most 1/4 of the previous one (the ratio display), "
             "so |sum| >= |x| - |c_3 x^3| >= (3/4)|x|. Exact in rationals.",
    mutants={"|b_0/t| (the leading term alone)": B.lemmaD22_sum_mutant},
    auto_mutant=False,  # the sum is |x|(1 - O(1/i)), far above (3/4)|x|, so a 10 % move of 3/4 cannot cross
    notes="Exact in rationals (dyadic x).",
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
)

CLAIMS += [D22RATIO, D22SUM]


# ======================================================= (D.137) L7836: (D.136) at the printed s and k


@st.composite
def _d137_instances(draw: st.DrawFn) -> dict:
    """c = ||A*||_inf^4 (eps_c + C_0)^2 > 0 log-uniform on [2^-10, 2^10] (c = 1 drawn), K in 1..20 outputs, delta in
    [0, 1], N in 2..10^6 nodes, |Omega| in 1..10^6 samples."""
    c = draw(st.one_of(st.just(1.0), log_uniform(2.0**-10, 2.0**10).map(_t)))
    return {"c": c, "K": draw(st.integers(1, 20)), "delta": _t(draw(st.floats(0.0, 1.0))),
            "N": draw(st.one_of(st.just(2), log_uniform(2.0, 1e6).map(lambda v: int(round(v))))),
            "Omega": draw(st.one_of(st.just(1), log_uniform(1.0, 1e6).map(lambda v: int(round(v)))))}


def _d137_value(inst: dict, mp: bool) -> tuple:
    one = mpmath.mpf(1) if mp else 1.0
    c, K, d, N, Om = one * inst["c"], int(inst["K"]), one * inst["delta"], int(inst["N"]), int(inst["Omega"])
    D = K * (1 + d) ** 4
    k = c * K * (mpmath.sqrt if mp else math.sqrt)((1 + d) ** 4 * (mpmath.log if mp else math.log)(one * N) / Om)
    s = k / (2 * c * D)
    return c * D * Om * s * s - Om * k * s, {"c": c, "K": K, "delta": d, "N": N, "Omega": Om}


def _d137_measure(inst: dict, ctx: Ctx) -> Measurement:
    v, q = _d137_value(inst, False)
    return Measurement(v, q, {})


def _d137_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        v, q = _d137_value(inst, True)
        return Measurement(v, q, {}, exact=True)


D137 = Claim(
    id="thesis.ch5.eqD.137", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.137), proof of Theorem 5.3.1 (generalization), App. D ('Let s = ..., k = ..., we can obtain'), "
                "from (D.136)", "L7834-L7838"),
    statement="(D.136) at s = k/(2 c K (1+delta)^4) and k = c K sqrt((1+delta)^4 log N/|Omega|), c = ||A*||_inf^4 "
              "(eps_c + C_0)^2: exp(c K (1+delta)^4 |Omega| s^2 - |Omega| k s) <= exp(-c K log N) (compared as "
              "exponents; exp is increasing).",
    statement_tex=r"\mathbb{P}\left(\left|\sum_{i=1}^{|\Omega|} \frac{1}{|\Omega|} u_i\right| \geq k\right) \leq "
                  r"\exp(-\|\mathbf{A}^*\|_\infty^4 (\epsilon_c + C_0)^2 K \log N) \leq N^{-K}",
    bound=B.eqD137_printed, measure=_d137_measure, exact=_d137_exact, strategy=_d137_instances(),
    expect="erratum",
    domain=(Param("c", 0, math.inf, lo_closed=False, far=1024, text="c = ||A*||_inf^4 (eps_c + C_0)^2 > 0",
                  unreached="c in [2^-10, 2^10]: both exponents are linear in c"),
            Param("K", 1, math.inf, integer=True, far=20, text="K >= 1 outputs",
                  unreached="K <= 20: both exponents are linear in K"),
            Param("delta", 0, math.inf, far=1, text="delta >= 0 (Lemma 7 of [74])",
                  unreached="delta in [0, 1]: delta cancels from the exponent at the printed s, k"),
            Param("N", 2, math.inf, integer=True, far=1e6, text="N >= 2 nodes",
                  unreached="N <= 10^6: both exponents are linear in log N"),
            Param("Omega", 1, math.inf, integer=True, far=1e6, text="|Omega| >= 1 samples",
                  unreached="|Omega| <= 10^6: |Omega| cancels from the exponent at the printed s, k")),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed. With D = K (1+delta)^4, (D.136)'s exponent c D |Omega| s^2 - |Omega| k s at s = k/(2cD) is "
             "-|Omega| k^2/(4 c D), and with the printed k it is -c K log N / 4, not -c K log N: c = K = 1, delta = 0, "
             "N = 2 (any |Omega|) gives exp(-0.173) = 0.841 > exp(-0.693) = 0.5. The tail bound (D.137) is the fourth "
             "root of the printed one (N^{-cK/4} for N^{-cK}); the next link N^{-cK} <= N^{-K} needs c >= 1, which "
             "is not stated and not checked here.",
    corrected=B.eqD137_corrected,
    corrected_text="the exponent is -||A*||_inf^4 (eps_c + C_0)^2 K log N / 4 (or take k twice as large for the printed "
                   "exponent)",
    mutants={"-c K log N / 3": B.eqD137_mutant},
    second_path=SP + "test_eqD137_exponent_is_a_quarter",
    notes="Both exponents at 60 digits (mpmath); the claim compares exponents (the probability bounds are their exps).",
    auto_mutant=False,  # the corrected exponent is exact (equality), a 10 % move is killed by the planted mutant anyway
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)

CLAIMS.append(D137)


# ======================================================= (D.135) L7826: 1 <= exp(1 - t^2/(4K ||A*||^4 (eps_c + C_0)^2))


def _d135_B(inst: dict) -> float:
    return 2 * math.sqrt(inst["K"]) * float(inst["A"]) ** 2 * float(inst["e"])


@st.composite
def _d135_instances(draw: st.DrawFn, capped: bool = False) -> dict:
    """K in 1..20, ||A*||_inf = A and eps_c + C_0 = e log-uniform on [2^-4, 2^4], t >= 0 as a multiple u of the bound
    B = 2 sqrt(K) A^2 e on |u_i| (u in [0, 4], u = 1 - 2^-20 and 2 drawn; u < 1 under the reading: at u = 1 both sides
    are 1 up to rounding)."""
    inst = {"K": draw(st.integers(1, 20)), "A": draw(log_uniform(2.0**-4, 2.0**4).map(_t)),
            "e": draw(log_uniform(2.0**-4, 2.0**4).map(_t))}
    u = draw(st.one_of(st.sampled_from([1.0 - 2.0**-20, 2.0, 0.0]), st.floats(0.0, 4.0)))
    u = min(u, 1.0 - 2.0**-20) if capped else u
    return {**inst, "u": _t(u)}


def _d135_measure(inst: dict, ctx: Ctx) -> Measurement:
    q = {"t": float(inst["u"]) * _d135_B(inst), "K": int(inst["K"]), "A": float(inst["A"]), "e": float(inst["e"])}
    return Measurement(1.0, q, {"t/B": float(inst["u"])})


def _d135_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        K, A, e = int(inst["K"]), mpmath.mpf(inst["A"]), mpmath.mpf(inst["e"])
        t = mpmath.mpf(inst["u"]) * 2 * mpmath.sqrt(K) * A * A * e
        return Measurement(mpmath.mpf(1), {"t": t, "K": K, "A": A, "e": e}, {}, exact=True)


D135 = Claim(
    id="thesis.ch5.eqD.135", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.135), proof of Theorem 5.3.1, App. D (the middle link of 'P(|u_i| >= t) <= 1 <= exp(...)'); "
                "|u_i| <= 2 sqrt(K) ||A*||_inf^2 (eps_c + C_0) on its first line", "L7824-L7828"),
    statement="(D.135): P(|u_i| >= t) <= 1 <= exp(1 - t^2/(4 K ||A*||_inf^4 (eps_c + C_0)^2)), for t >= 0 (no range "
              "printed): the middle link.",
    statement_tex=r"\mathbb{P}(|u_i| \geq t) & \leq 1 \leq \exp\left(1 - \frac{t^2}{4K \|\mathbf{A}^*\|_\infty^4 "
                  r"(\epsilon_c + C_0)^2}\right)",
    bound=B.eqD135_printed, measure=_d135_measure, exact=_d135_exact, strategy=_d135_instances(),
    expect="erratum as printed",
    readings=(Reading("t <= B", "t only up to B = 2 sqrt(K) ||A*||^2 (eps_c + C_0), the bound on |u_i| (beyond it "
                      "P(|u_i| >= t) = 0 and the tail bound holds without the middle 1)",
                      strategy=lambda: _d135_instances(capped=True),
                      domain=(Param("t/B", 0, 1, text="0 <= t <= B (this reading)"),)),),
    domain=(Param("t/B", 0, math.inf, far=4, text="t >= 0, in units of B = 2 sqrt(K) ||A*||^2 (eps_c + C_0)",
                  unreached="t/B <= 4: exp(1 - (t/B)^2) is decreasing, below 1 for every t > B"),
            Param("K", 1, math.inf, integer=True, far=20, text="K >= 1 outputs",
                  unreached="K <= 20: only t/B matters")),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed as printed. 1 <= exp(1 - t^2/B^2) with B = 2 sqrt(K) ||A*||_inf^2 (eps_c + C_0) holds only for t <= B: "
             "t = 2B gives exp(-3) = 0.050 < 1. The tail bound P(|u_i| >= t) <= exp(1 - t^2/B^2) itself still holds "
             "(P = 0 for t > B by the first line), so the sub-Gaussian conclusion is unaffected: false as printed, "
             "harmless.",
    no_correction_reason="the false link is '1 <= exp(...)', between two explicit numbers; the display holds with the "
                         "middle 1 replaced by 1[t <= B] (the reading t <= B)",
    corrected_text="P(|u_i| >= t) <= 1[t <= B] <= exp(1 - t^2/B^2), B = 2 sqrt(K) ||A*||_inf^2 (eps_c + C_0)",
    mutants={"exp(1/2 - t^2/B^2)": B.eqD135_mutant},
    second_path=SP + "test_eqD135_middle_link_fails_beyond_B",
    notes="The left side is the constant 1; t drawn as a multiple of B in [0, 4B]; exact at 60 digits.",
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
)

CLAIMS.append(D135)


# ======================================================= (E.133) L8588: Pr(|W_O(i,.) x_query| >= beta xi log M1) <= M1^{-C}


def _e133_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Pr over a row w ~ N(0, xi^2 I) of |w . x| >= beta xi log M1 = erfc(beta log M1/(||x|| sqrt 2)), x as in (E.132)."""
    x, beta, kappa = _e132_x(inst)
    xi, M1 = float(inst["xi"]), int(inst["M1"])
    nx = math.sqrt(sum(v * v for v in x))
    return Measurement(math.erfc(beta * math.log(M1) / (nx * math.sqrt(2))),
                       {"M1": M1, "beta": beta, "xi": xi, "kappa": kappa}, {"||x_query||/beta": nx / beta})


def _e133_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        x, beta, kappa = _e132_x(inst, mp=True)
        xi, M1 = mpmath.mpf(inst["xi"]), int(inst["M1"])
        nx = mpmath.sqrt(sum(v * v for v in x))
        return Measurement(mpmath.erfc(beta * mpmath.log(M1) / (nx * mpmath.sqrt(2))),
                           {"M1": M1, "beta": beta, "xi": xi, "kappa": kappa}, {}, exact=True)


E133 = Claim(
    id="thesis.ch6.eqE.133", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.133), proof of Lemma E.4.5, App. E.5.5 ('by Hoeffding's inequality (E.5) ... for some C > 1'); "
                "W_O's initialisation N(0, xi^2), L7907; x = mu_j + kappa nu_k, ||mu_j|| = ||nu_k|| = beta, |kappa| <= "
                "K <= 1/2, L1762-L1766", "L8586-L8589, L7907, L1762-L1766"),
    statement="(E.133): Pr(||W_O(i,1:d_X) x_query^n|| >= beta xi log M1) <= M1^{-C} for some C > 1 (checked at the most "
              "favourable C -> 1+: the bound 1/M1), every M1 >= 2.",
    statement_tex=r"\Pr(\|\mathbf{W}_{O_{(i,1:d_X)}} \mathbf{x}_{query}^n\| \geq \beta\xi \log M_1) \leq M_1^{-C}",
    bound=B.eqE133_printed, measure=_e133_measure, exact=_e133_exact, strategy=_e132_instances(), expect="erratum",
    domain=(Param("M1", 2, math.inf, integer=True, far=8, text="M1 >= 2 IDR patterns (Def. 6.3.1 needs two)",
                  unreached="M1 <= 8: the tail erfc(log M1/sqrt(2(1 + kappa^2))) decays faster than any power of M1; "
                            "only M1 = 2 can exceed 1/M1 (M1 = 3 needs |kappa| > 0.54)"),
            Param("beta", 1, math.inf, far=16, text="beta >= 1, the norm of the patterns (L1762)",
                  unreached="beta <= 16: beta cancels from the probability"),
            Param("xi", 0, math.inf, lo_closed=False, far=4, text="xi > 0 (L7907)",
                  unreached="xi in [2^-12, 4]: xi cancels from the probability"),
            Param("kappa", -0.5, 0.5, text="kappa in [-K, K], K <= 1/2")),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed as printed. W_O(i,1:d_X) x_query ~ N(0, xi^2 beta^2 (1 + kappa^2)), so the probability is erfc(log M1/"
             "sqrt(2 (1 + kappa^2))), independent of beta and xi: at M1 = 2 and kappa = 1/2 it is 0.535 > 1/2 >= 2^{-C} "
             "for every C > 1; M1 = 2 fails for every |kappa| > 0.237 (kappa = 0 gives 0.488, which allows C up to "
             "1.035). From M1 = 3 on the tail is below 1/M1 (it decays like M1^{-log M1/(2(1 + kappa^2))}), so the "
             "slip is at the smallest M1 only.",
    corrected=B.eqE133_corrected,
    corrected_text="Pr(|W_O(i,1:d_X) x_query| >= beta xi log M1) = erfc(log M1/sqrt(2(1 + kappa^2))) <= M1^{-1/2} for every "
                   "M1 >= 2, |kappa| <= 1/2, and <= M1^{-C} with C > 1 only from M1 = 3 on",
    mutants={"M1^{-2}": B.eqE133_mutant},
    second_path=SP_E + "test_eqE133_tail_exceeds_one_over_M1_at_M1_2",
    notes="The probability over W_O's row is in closed form (erfc), exact at 60 digits; x_query as in thesis.ch6.eqE.132 "
          "(noiseless, explicit orthogonal patterns).",
    auto_mutant=False,  # the corrected M1^{-1/2} is loose for M1 >= 3 (the tail decays superpolynomially)
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
)

CLAIMS.append(E133)


# ======================================================= L7830 (text): E e^{s u_i} <= e^{||A*||^4 (eps_c + C_0)^2 s^2}


@st.composite
def _mgf_instances(draw: st.DrawFn) -> dict:
    """K in 1..20, ||A*||_inf = A and eps_c + C_0 = e log-uniform on [2^-4, 2^4], s in R (|s| B log-uniform in
    [2^-8, 2^4]), and a centered two-point law for u_i within [-B, B]: u = a B with probability q, u = -b B otherwise,
    q a = (1 - q) b (a, b in (0, 1]; a = b = 1, the +-B law, drawn often)."""
    K = draw(st.integers(1, 20))
    A, e = draw(log_uniform(2.0**-4, 2.0**4).map(_t)), draw(log_uniform(2.0**-4, 2.0**4).map(_t))
    a = draw(st.one_of(st.just(1.0), st.floats(2.0**-10, 1.0)))
    b = draw(st.one_of(st.just(1.0), st.floats(2.0**-10, 1.0)))
    B = 2 * math.sqrt(K) * A * A * e
    sB = draw(st.one_of(st.sampled_from([0.5, 1.0]), log_uniform(2.0**-8, 16.0))) * draw(st.sampled_from([1, -1]))
    return {"K": K, "A": A, "e": e, "a": a, "b": b, "s": sB / B}


def _mgf_value(inst: dict, mp: bool) -> tuple:
    one = mpmath.mpf(1) if mp else 1.0
    K, A, e, a, b, s = int(inst["K"]), one * inst["A"], one * inst["e"], one * inst["a"], one * inst["b"], one * inst["s"]
    B = 2 * (mpmath.sqrt if mp else math.sqrt)(K) * A * A * e
    q = b / (a + b)  # P(u = a B); mean q a B - (1 - q) b B = 0
    ex = mpmath.exp if mp else math.exp
    return q * ex(s * a * B) + (1 - q) * ex(-s * b * B), {"s": s, "K": K, "A": A, "e": e}


def _mgf_measure(inst: dict, ctx: Ctx) -> Measurement:
    v, q = _mgf_value(inst, False)
    return Measurement(v, q, {"|s| B": abs(q["s"]) * 2 * math.sqrt(q["K"]) * q["A"] ** 2 * q["e"]})


def _mgf_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        v, q = _mgf_value(inst, True)
        return Measurement(v, q, {}, exact=True)


MGF136 = Claim(
    id="thesis.ch5.display.eqD.136-mgf", paper=PAPER, kind="step", comparison="<=",
    source=_src("Proof of Theorem 5.3.1, App. D, the sentence before (D.136): 'Then, u_i is a sub-Gaussian random variable. "
                "We have E e^{s u_i} <= e^{||A*||_inf^4 (eps_c + C_0)^2 s^2}', from E[u_i] = 0 and |u_i| <= 2 "
                "sqrt(K) ||A*||_inf^2 (eps_c + C_0) (D.135)", "L7828, L7814, L7824-L7826"),
    statement="For u_i with E[u_i] = 0 and |u_i| <= B = 2 sqrt(K) ||A*||_inf^2 (eps_c + C_0): E e^{s u_i} <= "
              "e^{||A*||_inf^4 (eps_c + C_0)^2 s^2} for every s.",
    statement_tex=r"\mathbb{E} e^{su_i} \leq e^{\|\mathbf{A}^*\|_\infty^4 (\epsilon_c + C_0)^2 s^2}",
    bound=B.mgfD136_printed, measure=_mgf_measure, exact=_mgf_exact, strategy=_mgf_instances(), expect="erratum",
    domain=(Param("|s| B", 0, math.inf, far=16, text="s real (every s; measured as |s| B)",
                  unreached="|s| B in [2^-8, 16]: the failure is at small |s| B (cosh(sB) ~ 1 + s^2 B^2/2 against "
                            "1 + s^2 B^2/(4K)); for large |s| B the quadratic exponent wins"),
            Param("K", 1, math.inf, integer=True, far=20, text="K >= 1 outputs",
                  unreached="K <= 20: the printed exponent is B^2 s^2/(4K), the gap to Hoeffding's B^2 s^2/2 grows "
                            "with K")),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/thesis.md): confirmed as printed. The premises are E u_i = 0 and |u_i| <= B with B^2 = 4 K ||A*||^4 (eps_c + C_0)^2, so the "
             "printed exponent is B^2 s^2/(4K). The centered +-B law (allowed by the premises) has E e^{s u} = "
             "cosh(sB) ~ 1 + s^2 B^2/2 > e^{s^2 B^2/(4K)} for small |s|: K = 1, ||A*|| = 1, eps_c + C_0 = 1 (B = 2), "
             "s = 1/4: cosh(1/2) = 1.1276 > e^{1/16} = 1.0645. Hoeffding's lemma gives e^{s^2 B^2/2} = e^{2 K "
             "||A*||^4 (eps_c + C_0)^2 s^2}, a factor 2K in the exponent; it enters (D.136)-(D.137) as a constant "
             "factor in k, so the rate of (D.138) is unchanged. The actual u_i may be more concentrated; the claim "
             "is the step from its printed premises.",
    corrected=B.mgfD136_corrected,
    corrected_text="E e^{s u_i} <= e^{s^2 B^2/2} = e^{2 K ||A*||_inf^4 (eps_c + C_0)^2 s^2} (Hoeffding's lemma)",
    mutants={"e^{K ||A*||^4 (eps_c + C_0)^2 s^2}": B.mgfD136_mutant},
    second_path=SP + "test_mgf_before_eqD136_fails_for_pm_B",
    notes="Centered two-point laws on [-B, B] (the extremal laws for the mgf of a bounded centered variable); exact at "
          "60 digits.",
    auto_mutant=False,  # Hoeffding's bound is attained only as |s| B -> 0 by the +-B law; a 10 % move crosses only there
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
)

CLAIMS.append(MGF136)
