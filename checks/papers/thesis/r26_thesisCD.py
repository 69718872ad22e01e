"""thesis, round 26 (helper thesisCD): App. C-D rows re-read for issue #30 ("Discovery").

- (C.44) L5425, its last link '>~ 1/sigma^{1+eps}' and (C.50) L5453, its last link '>~ 1/sigma^{3.1}': the claims
  thesis.ch4.eqC.44 / eqC.50 (round 6) check the first '>=' of each chain only; here the '>~' between the printed
  middle side (1/(8 sqrt(2 pi))) sigma^{-k1} - c sigma^{-2 k2} and the printed right side, with k1, k2 drawn over
  the range the parenthesis prints ('holds for any 2 k2 > k1 where k1 > 1 and k2 <= 1', resp. 'k1 > 3 and k2 < 3'),
  as a sigma -> infinity statement (a hidden constant, uniform in sigma, allowed to depend on k1, k2, eps, mu).
- (C.4) L5088, the symmetric Gaussian mixture 'can be written as' the printed form: its odd-L index range l =
  2..(L-1)/2 gives L - 2 components (thesis.ch4.eqC.4-components).
- L7113, Lemma D.2.6's proof: the index blocks S_{j,l} 'subset [m_1]' with the printed offset (l-1)(m1/p2) S
  (thesis.ch5.display.lemmaD.2.6-blocks).
- (C.15) L5223, (C.16) L5227: the limit laws u_i -> 0 themselves (thesis.ch4.eqC.15-C.16-limits, through a rate;
  thesis.ch4.eqC.15-C.16-positive checks only the limits' positivity).
- L1375, the loss assumption 'L(0, y) in [0, 1]. This includes ... the cross-entropy loss': CE(0^K, y) = log K
  (thesis.ch5.L1375-cross-entropy-L0); its l2-regression loss is not 1-Lipschitz (thesis.ch5.L1375-l2-lipschitz).
- Table 5.1 L1512's lambda_w = 2 eps0 m1^{3-0.002}/C0^4 against Table D.2's 2/(tau'_w)^4 = 2 eps0 m1^{3-0.02}/C0^4
  (thesis.ch5.table5.1-lambda_w, derived).

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Bounds in ``thmcheck.bounds.thesis.r26_thesisCD``; second paths
in ``tests/test_thesis_r26_thesisCD.py``.
"""

from __future__ import annotations

import math

import mpmath
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r26_thesisCD as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform

SP = "tests/test_thesis_r26_thesisCD.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ======================================================= (C.44) L5425 and (C.50) L5453: the last '>~' of each chain

C1 = 1 / (8 * math.sqrt(2 * math.pi))  # the printed 1/(8 sqrt(2 pi)) of both middle sides
GAP_MIN = 0.1  # 2 k2 - k1 >= GAP_MIN (the start sigma0 below grows like a power 1/(2 k2 - k1))


def _c2(inst: dict) -> float:
    """The printed coefficient of sigma^{-2 k2}: 1/(2 pi) in (C.44), 2/(pi (mu^2 + 1)) in (C.50)."""
    if inst["eq"] == "C.44":
        return 1 / (2 * math.pi)
    mu = float(inst["mu"])
    return 2 / (math.pi * (mu * mu + 1))


def _sigma0(inst: dict) -> float:
    """The sigma from which the middle side is at least half its first term: C1 sigma^{-k1} >= 2 c2 sigma^{-2 k2},
    i.e. sigma^{2 k2 - k1} >= 2 c2 / C1 (at least 1)."""
    gap = 2 * float(inst["k2"]) - float(inst["k1"])
    return max(1.0, (2 * _c2(inst) / C1) ** (1 / gap))


def _middle(inst: dict) -> float:
    sg, k1, k2 = float(inst["sigma"]), float(inst["k1"]), float(inst["k2"])
    return C1 * sg ** (-k1) - _c2(inst) * sg ** (-2 * k2)


def _with_sigma(inst: dict, s: float) -> dict:
    return {**inst, "s": float(s), "sigma": _sigma0(inst) * float(s)}


@st.composite
def _gtrsim_instances(draw: st.DrawFn, eq: str, k1_hi_of_eps: bool = False) -> dict:
    """(C.44): k1 in (1, 2 - GAP_MIN], k2 = (k1 + gap)/2 with gap = 2 k2 - k1 in [GAP_MIN, 2 - k1] (so k2 <= 1), eps
    log-uniform in [1e-3, 2]; (C.50): k1 in (3, 6 - GAP_MIN], gap in [GAP_MIN, 6 - k1] (k2 < 3 kept: gap < 6 - k1),
    mu in [-6, 6] (0 drawn). sigma = sigma0 s, s log-uniform in [1, 1e6] (sigma0: the middle side >= half its first
    term there). ``k1_hi_of_eps``: the reading's k1 <= 1 + eps (resp. <= 3.1)."""
    base = 1.0 if eq == "C.44" else 3.0
    eps = draw(st.one_of(st.just(1e-3), log_uniform(1e-3, 2.0))) if eq == "C.44" else 0.1
    hi = 2 * base - GAP_MIN if eq == "C.44" else 2 * base - GAP_MIN
    if k1_hi_of_eps:
        hi = min(hi, base + eps)
    k1 = base + (hi - base) * draw(st.one_of(st.just(1.0), st.floats(1e-6, 1.0)))
    top = 2 * base - k1  # gap <= top keeps k2 <= base (C.44: k2 <= 1; C.50: k2 < 3 through the 0.999)
    gap = GAP_MIN + (top - GAP_MIN) * draw(st.floats(0.0, 0.999 if eq == "C.50" else 1.0))
    inst = {"eq": eq, "k1": k1, "k2": (k1 + gap) / 2, "eps": eps,
            "mu": draw(st.one_of(st.just(0.0), st.floats(-6.0, 6.0))) if eq == "C.50" else 0.0}
    return _with_sigma(inst, draw(st.one_of(st.just(1e6), log_uniform(1.0, 1e6))))


def _gtrsim_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = the printed middle side at (sigma, k1, k2[, mu]); the shape is the printed right side."""
    g = _middle(inst)
    q = {"sigma": float(inst["sigma"]), "eps": float(inst["eps"])} if inst["eq"] == "C.44" else {
        "sigma": float(inst["sigma"])}
    p = 1 + float(inst["eps"]) if inst["eq"] == "C.44" else 3.1
    return Measurement(g, q, {"k1": inst["k1"], "k2": inst["k2"], "2 k2 - k1": 2 * inst["k2"] - inst["k1"],
                              "mu": inst["mu"], "sigma0": _sigma0(inst), "s = sigma / sigma0": inst["s"],
                              "middle * sigma^(printed power)": g * float(inst["sigma"]) ** p})


def _gtrsim_exact(inst: dict) -> Measurement:
    """The middle side at 50 digits (mpmath)."""
    with mpmath.workdps(50):
        sg, k1, k2 = mpmath.mpf(inst["sigma"]), mpmath.mpf(inst["k1"]), mpmath.mpf(inst["k2"])
        c1 = 1 / (8 * mpmath.sqrt(2 * mpmath.pi))
        mu = mpmath.mpf(inst["mu"])
        c2 = 1 / (2 * mpmath.pi) if inst["eq"] == "C.44" else 2 / (mpmath.pi * (mu * mu + 1))
        g = float(c1 * sg ** (-k1) - c2 * sg ** (-2 * k2))
    m = _gtrsim_measure(inst, None)  # type: ignore[arg-type]
    return Measurement(g, m.quantities, m.terms)


def _dirs(eq: str) -> tuple[Direction, ...]:
    return (
        Direction("sigma -> inf", "s", INF, how="path", move=_with_sigma, points=(1e1, 1e2, 1e3, 1e4, 1e6, 1e8),
                  grows=("sigma", "s"),
                  reason="the display is used as sigma -> infinity ((C.51)); the middle side decays like "
                         "sigma^{-k1}, so against the printed power the ratio moves like sigma^{power - k1}"),
        Direction("k1, k2" + (", eps" if eq == "C.44" else ", mu") + " (fixed: the constant may depend on them)",
                  "k1", 2.0 if eq == "C.44" else 6.0, how="search",
                  reason="'for any eps > 0' and the parenthesis' k1, k2 are fixed before sigma -> infinity: the hidden "
                         "constant may depend on them, only the sigma path can refute it; they are drawn over "
                         "their printed range"),
    )


def _domain(eq: str) -> tuple[Param, ...]:
    if eq == "C.44":
        ks = (Param("k1", 1, 2, lo_closed=False, hi_closed=False, text="k1 > 1 (and 2 k2 > k1 with k2 <= 1: k1 < 2)",
                    unreached="k1 <= 2 - 0.1 (2 k2 - k1 >= 0.1: the start sigma0 grows like 6.4^{1/(2 k2 - k1)})"),
              Param("k2", 0.5, 1, lo_closed=False, text="k2 <= 1 with 2 k2 > k1",
                    unreached="2 k2 - k1 >= 0.1 (as k1)"),
              Param("eps", 0, INF, lo_closed=False, far=2.0, text="for any eps > 0",
                    unreached="eps in [1e-3, 2] (at eps >= 1 every printed k1 < 2 is below 1 + eps)"))
    else:
        ks = (Param("k1", 3, 6, lo_closed=False, hi_closed=False, text="k1 > 3 (and 2 k2 > k1 with k2 < 3: k1 < 6)",
                    unreached="k1 <= 6 - 0.1 (2 k2 - k1 >= 0.1, as (C.44))"),
              Param("k2", 1.5, 3, lo_closed=False, hi_closed=False, text="k2 < 3 with 2 k2 > k1",
                    unreached="2 k2 - k1 >= 0.1"),
              Param("mu", -INF, INF, far=6.0, text="mu = u_i real", unreached="|mu| <= 6"))
    return (Param("sigma", 0, INF, lo_closed=False, far=1e14,
                  text="sigma -> infinity (the '>~' is read for sigma large enough, the regime of (C.51))",
                  unreached="sigma >= sigma0(k1, k2[, mu]), where the middle side is >= half its first term (below "
                            "it the middle side is negative for sigma small: no constant can serve there, so the "
                            "statement is read for large sigma only); the path to 1e8 sigma0"),
            *ks)


_C44_TEX = (r"\beta_0(i, \mathbf{u}, \sigma) - \alpha_0(i, \mathbf{u}, \sigma)^2 \geq \frac{1}{8\sqrt{2\pi}} "
            r"\frac{1}{\sigma^{k_1}} - \frac{1}{2\pi} \frac{1}{\sigma^{2k_2}} \gtrsim \frac{1}{\sigma^{1+\epsilon}}")
_C50_TEX = (r"\beta_2(i, \mathbf{u}, \sigma) - \frac{\alpha_2(i, \mathbf{u}, \sigma)^2}{\mu^2 + 1} \geq "
            r"\frac{1}{8\sqrt{2\pi}} \frac{1}{\sigma^{k_1}} - \frac{2}{\pi(\mu^2 + 1)} \frac{1}{\sigma^{2k_2}} "
            r"\gtrsim \frac{1}{\sigma^{3.1}}")

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.44-gtrsim", paper=PAPER, kind="step", comparison=">=",
    catalog_id="thesis.ch4.eqC.44",
    source=_src("(C.44), proof of Property 4 (2), App. C.2: its last link '>~ 1/sigma^{1+eps}', with the parenthesis "
                "after it", "L5423-L5427"),
    statement="(C.44), last link: for any eps > 0, (1/(8 sqrt(2 pi))) sigma^{-k1} - (1/(2 pi)) sigma^{-2 k2} >~ "
              "1/sigma^{1+eps} ('The above inequality holds for any 2 k2 > k1 where k1 > 1 and k2 <= 1'); read as: "
              "for sigma large enough the middle side is >= c sigma^{-(1+eps)}, c > 0 hidden (it may depend on k1, "
              "k2, eps).",
    statement_tex=_C44_TEX,
    bound=B.c44_gtrsim_shape, measure=_gtrsim_measure, strategy=_gtrsim_instances("C.44"), exact=_gtrsim_exact,
    constants="hidden", uniform=True, eventually=("sigma",), directions=_dirs("C.44"), domain=_domain("C.44"),
    expect="erratum as printed", rtol=1e-9, atol=0.0,
    readings=(Reading("k1 <= 1 + eps (k1 chosen for eps)",
                      "the parenthesis' 'any' read as 'some': k1 taken in (1, 1 + eps] (the proof may pick k1 = 1 + "
                      "eps), then the middle side ~ sigma^{-k1} >= c sigma^{-(1+eps)} for sigma large",
                      strategy=_gtrsim_instances("C.44", k1_hi_of_eps=True)),),
    evidence="Audited (round 26, docs/audits/round26/thesis.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. As printed the parenthesis lets k1 be any value in (1, 2) (2 k2 > k1, k2 <= "
             "1) for any eps > 0, and the middle side (1/(8 sqrt(2 pi))) sigma^{-k1} - (1/(2 pi)) sigma^{-2 k2} is "
             "~ sigma^{-k1}/(8 sqrt(2 pi)) as sigma -> infinity (2 k2 > k1): against sigma^{-(1+eps)} the ratio "
             "falls like sigma^{1+eps-k1}, to 0 whenever k1 > 1 + eps, so no constant c > 0 serves. E.g. k1 = 1.9, "
             "k2 = 1, eps = 0.1: middle * sigma^{1.1} = 1.57e-7, 9.81e-9 at sigma = 1e6, 1e8 (x0.063 per 2 decades, "
             "the sigma^{-0.8} law), the middle side positive from sigma = (8/sqrt(2 pi))^10 ~ 1.1e5. Under the reading 'k1 <= 1 + eps' "
             "the link holds (ratio >= 1/(16 sqrt(2 pi)) from sigma0 on). The chain's conclusion survives: beta_0 - "
             "alpha_0^2 = Theta(1/sigma) for sigma -> infinity (thesis.ch4.eqC.51 checks rho's sigma^{-3} decay), "
             "so only this printed link, with the parenthesis' k1 range, fails.",
    no_correction_reason="a quantifier, not a bound: the link holds once k1 is chosen <= 1 + eps (the Reading); with "
                         "k1 free in (1, 2) no shape of this signature serves every k1",
    mutants={"sigma^-1 (eps dropped)": B.c44_gtrsim_mut_eps, "sigma^-(1+eps/4)": B.c44_gtrsim_mut_half},
    second_path=SP + "test_c44_gtrsim_ratio_falls_for_k1_above_1_plus_eps",
    notes="Round 26 (thesisCD): thesis.ch4.eqC.44 checks the chain's first '>=' only (its statement says the '>~' "
          "has a hidden constant); this claim checks that link. Pure arithmetic (float64, mpmath exact re-measure).",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
))

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.50-gtrsim", paper=PAPER, kind="step", comparison=">=",
    catalog_id="thesis.ch4.eqC.50",
    source=_src("(C.50), proof of Property 4 (2), App. C.2: its last link '>~ 1/sigma^{3.1}', with the parenthesis "
                "after it", "L5451-L5455"),
    statement="(C.50), last link: (1/(8 sqrt(2 pi))) sigma^{-k1} - (2/(pi (mu^2 + 1))) sigma^{-2 k2} >~ 1/sigma^{3.1} "
              "('The above inequality holds for any 2 k2 > k1 where k1 > 3 and k2 < 3'), mu = u_i; read as: for "
              "sigma large enough the middle side is >= c sigma^{-3.1}, c > 0 hidden (it may depend on k1, k2, mu).",
    statement_tex=_C50_TEX,
    bound=B.c50_gtrsim_shape, measure=_gtrsim_measure, strategy=_gtrsim_instances("C.50"), exact=_gtrsim_exact,
    constants="hidden", uniform=True, eventually=("sigma",), directions=_dirs("C.50"), domain=_domain("C.50"),
    expect="erratum as printed", rtol=1e-9, atol=0.0,
    readings=(Reading("k1 <= 3.1 (k1 chosen)",
                      "the parenthesis' 'any' read as 'some': k1 taken in (3, 3.1], then the middle side ~ "
                      "sigma^{-k1} >= c sigma^{-3.1} for sigma large",
                      strategy=_gtrsim_instances("C.50", k1_hi_of_eps=True)),),
    evidence="Audited (round 26, docs/audits/round26/thesis.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. As printed the parenthesis lets k1 be any value in (3, 6) (2 k2 > k1, k2 < 3), "
             "and the middle side is ~ sigma^{-k1}/(8 sqrt(2 pi)) as sigma -> infinity: against sigma^{-3.1} the "
             "ratio falls like sigma^{3.1-k1}, to 0 whenever k1 > 3.1. E.g. k1 = 5, k2 = 2.9, mu = 0: middle * "
             "sigma^{3.1} = 5.37e-6, 9.44e-8, 1.24e-9, 1.98e-13 at sigma = 1e2, 1e3, 1e4, 1e6 (the sigma^{-1.9} "
             "law). Under the reading 'k1 <= 3.1' the link holds. The chain's conclusion survives: beta_2 - "
             "alpha_2^2/(mu^2 + 1) = Theta(sigma^{-3}) (thesis.ch4.eqC.51, holds), so only this printed link, with "
             "the parenthesis' k1 range, fails.",
    no_correction_reason="a quantifier, not a bound: the link holds once k1 is chosen <= 3.1 (the Reading)",
    mutants={"sigma^-2.5": B.c50_gtrsim_mut_25, "sigma^-2": B.c50_gtrsim_mut_2},
    second_path=SP + "test_c50_gtrsim_ratio_falls_for_k1_above_3_1",
    notes="Round 26 (thesisCD): thesis.ch4.eqC.50 checks the chain's first '>=' only; this claim checks its last "
          "link. Pure arithmetic (float64, mpmath exact re-measure).",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
))


# ======================================================= (C.4) L5088: 'the symmetric distribution can be written as'


def _c4_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = L, the number of Gaussian components of the symmetric mixture (Section 4.2's model: L groups); the bound
    is the number of components of (C.4)'s printed form, its index sets enumerated."""
    L = int(inst["L"])
    return Measurement(float(L), {"L": L}, {"parity": "odd" if L % 2 else "even",
                                            "printed odd sum": f"l = 2..{(L - 1) // 2}" if L % 2 else "-"})


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.4-components", paper=PAPER, kind="construction", comparison="==",
    source=_src("(C.4), App. C.1, Definition C.1.1's symmetric Gaussian mixture ('If the Gaussian mixture model is "
                "symmetric, the symmetric distribution can be written as')", "L5086-L5088"),
    statement="(C.4): a symmetric Gaussian mixture of L components can be written as sum_{l=1}^{L/2} lambda_l "
              "(N(mu_l, Sigma_l) + N(-mu_l, Sigma_l)) if L is even, lambda_1 N(0, Sigma_1) + sum_{l=2}^{(L-1)/2} "
              "lambda_l (N(mu_l, Sigma_l) + N(-mu_l, Sigma_l)) if L is odd; checked: the printed form has L Gaussian "
              "components (its index sets enumerated).",
    statement_tex=r"\mathbf{x} \sim \begin{cases} \sum_{l=1}^{\frac{L}{2}} \lambda_l (\mathcal{N}(\boldsymbol{\mu}_l, "
                  r"\boldsymbol{\Sigma}_l) + \mathcal{N}(-\boldsymbol{\mu}_l, \boldsymbol{\Sigma}_l)) & L \text{ is "
                  r"even} \\ \lambda_1 \mathcal{N}(\mathbf{0}, \boldsymbol{\Sigma}_1) + \sum_{l=2}^{\frac{L-1}{2}} "
                  r"\lambda_l (\mathcal{N}(\boldsymbol{\mu}_l, \boldsymbol{\Sigma}_l) + \mathcal{N}(-\boldsymbol{\mu}_l, "
                  r"\boldsymbol{\Sigma}_l)) & L \text{ is odd} \end{cases}",
    bound=B.c4_printed_components, measure=_c4_measure,
    strategy=st.fixed_dictionaries({"L": st.one_of(st.sampled_from([1, 2, 3, 4, 5]), st.integers(1, 99))}),
    rtol=0.0, atol=0.0, auto_mutant=False,
    domain=(Param("L", 1, INF, integer=True, far=99, text="L >= 1 components (L >= 2 groups in Section 4.2, L1066)",
                  unreached="L <= 99 (the count is L - 2 for every odd L >= 3)"),),
    expect="erratum",
    evidence="Audited (round 26, docs/audits/round26/thesis.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. As printed, the odd case lambda_1 N(0, Sigma_1) + sum_{l=2}^{(L-1)/2} lambda_l "
             "(N(mu_l, Sigma_l) + N(-mu_l, Sigma_l)) has 1 + 2((L - 1)/2 - 1) = L - 2 Gaussian components for every "
             "odd L >= 3 (L = 3: the sum is empty and the form is the single Gaussian N(0, Sigma_1), which no "
             "3-component symmetric mixture with mu_2 != 0 equals; L = 5: 3 components). The even case has L. The "
             "upper index (L + 1)/2 gives L (corrected). An index-range misprint in a model display: the proofs use "
             "symmetry only (Q_2 = 0, thesis.ch4.defC.1.1), which the corrected form keeps.",
    corrected=B.c4_corrected_components,
    corrected_text="L odd: lambda_1 N(0, Sigma_1) + sum_{l=2}^{(L+1)/2} lambda_l (N(mu_l, Sigma_l) + N(-mu_l, Sigma_l))",
    mutants={"odd sum to (L+3)/2": B.c4_mut_upper_plus, "even sum to L/2 - 1": B.c4_mut_even_short},
    second_path=SP + "test_c4_odd_form_has_L_minus_2_components",
    notes="Round 26 (thesisCD): the row was a 'model' record; its sentence asserts that every symmetric mixture can be "
          "written in the printed form, which the count of components decides.",
    settings={"ci": {"max_examples": 20, "budget_s": 0.5}},
))


# ======================================================= L7113: S_{j,l} = {(j-1) m1/p2 + (l-1) (m1/p2) S + k} in [m1]


def _blocks(p2: int, S: int, m1: int, corrected: bool = False) -> list[list[int]]:
    """The p2 S index blocks of L7113 as printed, S_{j,l} = {(j-1) m1/p2 + (l-1) (m1/p2) S + k : k in [m1/(p2 S)]}
    (``corrected``: offset (l-1) m1/(p2 S))."""
    size = m1 // (p2 * S)
    step = m1 // (p2 * S) if corrected else (m1 // p2) * S
    return [[(j - 1) * (m1 // p2) + (l - 1) * step + k for k in range(1, size + 1)]
            for j in range(1, p2 + 1) for l in range(1, S + 1)]


@st.composite
def _l7113_instances(draw: st.DrawFn) -> dict:
    """p2 in 1..8, S in 1..8, m1 = p2 S q with q in 1..32 (|S_{j,l}| = m1/(p2 S) an integer, as the text needs)."""
    p2, S = draw(st.integers(1, 8)), draw(st.integers(1, 8))
    return {"p2": p2, "S": S, "m1": p2 * S * draw(st.integers(1, 32))}


def _l7113_measure_with(inst: dict, corrected: bool) -> Measurement:
    p2, S, m1 = int(inst["p2"]), int(inst["S"]), int(inst["m1"])
    bl = _blocks(p2, S, m1, corrected)
    flat = [i for b in bl for i in b]
    return Measurement(float(max(flat)), {"m1": m1},
                       {"p2": p2, "S": S, "blocks": len(bl), "indices outside [m1]": sum(i > m1 for i in flat),
                        "indices in two blocks": len(flat) - len(set(flat)), "block size m1/(p2 S)": m1 // (p2 * S)})


def _l7113_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = the largest index of the union of the printed blocks; the bound m1 (the printed 'subset [m_1]')."""
    return _l7113_measure_with(inst, False)


CLAIMS.append(Claim(
    id="thesis.ch5.display.lemmaD.2.6-blocks", paper=PAPER, kind="step", comparison="<=",
    source=_src("proof of Lemma D.2.6, App. D.2.1: the p2 S chunks of the first layer", "L7111-L7113"),
    statement="'Define p2 S many chunks of the first layer with each chunk corresponding to a set S_{j,l}, where "
              "|S_{j,l}| = m1/(p2 S) for j in [p2] and l in [S], such that S_{j,l} = {(j-1) m1/p2 + (l-1) (m1/p2) S "
              "+ k | k in [m1/(p2 S)]} subset [m1]'; checked: every index of every printed S_{j,l} is <= m1.",
    statement_tex=r"\mathcal{S}_{j,l} = \{(j-1)\frac{m_1}{p_2} + (l-1)\frac{m_1}{p_2}S + k | k \in "
                  r"[\frac{m_1}{p_2S}]\} \subset [m_1]",
    bound=B.l7113_m1, measure=_l7113_measure, strategy=_l7113_instances(), rtol=0.0, atol=0.0, auto_mutant=False,
    domain=(Param("p2", 1, INF, integer=True, far=8, text="p2 >= 1 (j in [p2])", unreached="p2 <= 8"),
            Param("S", 1, INF, integer=True, far=8, text="S >= 1 chunks per j (l in [S])",
                  unreached="S <= 8 (the overflow is (S - 1)(S - 1/S) m1/p2 > 0 for every S >= 2)"),
            Param("m1", 1, INF, integer=True, far=8 * 8 * 32, text="m1 a multiple of p2 S",
                  unreached="m1 = p2 S q, q <= 32")),
    expect="erratum as printed",
    evidence="Audited (round 26, docs/audits/round26/thesis.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. As printed the offset of S_{j,l} is (l-1) (m1/p2) S, so S_{p2,S} reaches (p2 - "
             "1) m1/p2 + (S - 1) S m1/p2 + m1/(p2 S) > m1 for every S >= 2 (p2 = 1, S = 2, m1 = 4: S_{1,2} = {9, 10}, "
             "outside [4]; p2 = 2, S = 3, m1 = 12: largest index 44; the blocks also no longer tile [m1]). With the offset (l-1) m1/(p2 S) the p2 S blocks of "
             "size m1/(p2 S) tile [m1] exactly (the Reading, largest index m1). An index misprint; the proof only "
             "needs disjoint blocks of size m1/(p2 S).",
    no_correction_reason="the misprint is in the blocks (the measured side), not in the bound m1: the corrected "
                         "offset (l-1) m1/(p2 S) is the Reading",
    readings=(Reading("offset (l-1) m1/(p2 S)", "the blocks tile [m1]: S_{j,l} = {(j-1) m1/p2 + (l-1) m1/(p2 S) + k}",
                      measure=lambda inst, ctx: _l7113_measure_with(inst, True)),),
    mutants={"[m1 - 1]": B.l7113_mut_m1_minus},
    second_path=SP + "test_l7113_blocks_leave_m1",
    notes="Round 26 (thesisCD): the row was a 'definition' record; its '... subset [m_1]' is an assertion about the "
          "printed index sets.",
    settings={"ci": {"max_examples": 30, "budget_s": 0.5}},
))


# ======================================================= (C.15) L5223, (C.16) L5227: the limits u_i -> 0 as printed


def _dphi(t: float) -> float:
    """phi'(t) of the sigmoid, e^{-|t|}/(1 + e^{-|t|})^2 (= 1/(4 cosh^2(t/2)), without overflow)."""
    e = math.exp(-abs(t))
    return e / (1 + e) ** 2


def _mom(u: float, sigma: float, power: int, q: int) -> float:
    """E_{z ~ N(u, 1)}[phi'(sigma z)^power z^q] by scipy quad over [min(u - 12, -1), max(u + 12, 1)] with a break point at
    0 (phi'(sigma z) is a spike of width 1/|sigma| there)."""
    from scipy import integrate

    def f(z: float) -> float:
        return _dphi(sigma * z) ** power * z**q * math.exp(-0.5 * (z - u) ** 2) / math.sqrt(2 * math.pi)

    lo, hi = min(u - 12.0, -1.0), max(u + 12.0, 1.0)
    tot = 0.0
    for a, b in ((lo, 0.0), (0.0, hi)):
        val, _err = integrate.quad(f, a, b, epsabs=0.0, epsrel=1e-13, limit=400)
        tot += val
    return tot


@st.composite
def _c15_instances(draw: st.DrawFn) -> dict:
    """sigma != 0: |sigma| log-uniform in [1e-2, 1e2] with a drawn sign (phi' is even, so the sign does not enter),
    u_j in [-3, 3], h = u_i log-uniform in [1e-4, 1] with a drawn sign."""
    s = draw(log_uniform(1e-2, 1e2)) * draw(st.sampled_from([1.0, -1.0]))
    return {"sigma": s, "u_j": draw(st.floats(-3.0, 3.0)),
            "h": draw(log_uniform(1e-4, 1.0)) * draw(st.sampled_from([1.0, -1.0]))}


def _c15_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = the largest distance of the three printed expressions at u_i = h to their printed limits (at u_i = 0):
    (C.15) (u_j^2/sigma^2 + 1)(beta_0 - alpha_0^2) (divided by its prefactor, the same on both sides), (C.16)'s first
    line beta_2 - alpha_2^2/(u_i^2 + 1) and its middle line beta_2 - (alpha_2/(u_i^2 + 1))^2, against the last line
    beta_2(0) - alpha_2(0)^2."""
    sg, h = abs(float(inst["sigma"])), float(inst["h"])
    pref = float(inst["u_j"]) ** 2 / sg**2 + 1

    def parts(u: float) -> tuple[float, float, float]:
        return _mom(u, sg, 2, 0), _mom(u, sg, 1, 0), _mom(u, sg, 2, 2), _mom(u, sg, 1, 2)  # type: ignore[return-value]

    b0h, a0h, b2h, a2h = parts(h)
    b00, a00, b20, a20 = parts(0.0)
    lim15, lim16 = b00 - a00 * a00, b20 - a20 * a20
    d15 = abs((b0h - a0h * a0h) - lim15)
    d16a = abs(b2h - a2h * a2h / (h * h + 1) - lim16)
    d16b = abs(b2h - (a2h / (h * h + 1)) ** 2 - lim16)
    return Measurement(max(d15, d16a, d16b), {"h": h},
                       {"(C.15) limit (u_j^2/sigma^2 + 1)(beta_0 - alpha_0^2) at u_i = 0": pref * lim15,
                        "(C.16) limit beta_2 - alpha_2^2 at u_i = 0": lim16,
                        "(C.15) distance / prefactor": d15, "(C.16) first line distance": d16a,
                        "(C.16) middle line distance": d16b, "sigma": inst["sigma"], "u_j": inst["u_j"]})


def _c15_move(inst: dict, t: float) -> dict:
    return {**inst, "h": math.copysign(float(t), float(inst["h"]))}


def _c15_move_sigma(inst: dict, t: float) -> dict:
    """Round 36 (lim-t): |sigma| = t with the drawn sign (phi' is even), u_j and h as drawn."""
    return {**inst, "sigma": math.copysign(float(t), float(inst["sigma"]))}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.15-C.16-limits", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.15)-(C.16), proof of Property 3 (2), App. C.2 (the two '=' of each display: 'the first step is "
                "by Definition C.2.2, and the second step comes from the limit laws')", "L5221-L5227"),
    statement="(C.15): lim_{u_i -> 0} (u_j^2/sigma^2 + 1)(beta_0 - alpha_0^2) = (u_j^2/sigma^2 + 1)(int phi'^2(sigma z) "
              "N(z) dz - (int phi'(sigma z) N(z) dz)^2); (C.16): lim_{u_i -> 0} (beta_2 - alpha_2^2/(u_i^2 + 1)) = "
              "lim_{u_i -> 0} (int phi'^2(sigma z) z^2 N(z - u_i) dz - ((1/(u_i^2 + 1)) int phi'(sigma z) z^2 N(z - "
              "u_i) dz)^2) = int phi'^2(sigma z) z^2 N(z) dz - (int phi'(sigma z) z^2 N(z) dz)^2 (N the standard "
              "normal density, phi the sigmoid, sigma != 0); checked through the rate: each printed expression at "
              "u_i = h is within C |h| of its printed limit, one C uniform over sigma, u_j and |h| <= 1 (stronger "
              "than the limits).",
    statement_tex=r"\lim_{u_i \rightarrow 0} \left( \beta_2(i, \mathbf{u}, \sigma) - \frac{1}{u_i^2 + 1} "
                  r"\alpha_2^2(i, \mathbf{u}, \sigma) \right) = \int_{-\infty}^{\infty} \phi'^2(\sigma \cdot z_i) z_i^2 "
                  r"(2\pi)^{-\frac{1}{2}} \exp(-\frac{\|z_i\|^2}{2}) dz_i - \left( \int_{-\infty}^{\infty} \phi'(\sigma "
                  r"\cdot z_i) z_i^2 (2\pi)^{-\frac{1}{2}} \exp(-\frac{\|z_i\|^2}{2}) dz_i \right)^2",
    bound=B.c15_rate_shape, measure=_c15_measure, strategy=_c15_instances(),
    constants="hidden", uniform=True, expect="holds", rtol=1e-8, atol=1e-13,
    directions=(
        Direction("u_i -> 0", "h", 0.0, how="path", move=_c15_move, points=(1e-1, 1e-2, 1e-3, 1e-4),
                  reason="the limit of the displays"),
        Direction("sigma, u_j", "sigma", INF, how="search",
                  reason="sigma != 0 and u_j are fixed in the limit; drawn over |sigma| in [1e-2, 1e2], u_j in [-3, 3] "
                         "(the u_i-derivatives of the integrals are bounded by E|z|^3/16 at every sigma)"),
        Direction("|sigma| -> 0 (round 36)", "sigma", 0.0, how="path", move=_c15_move_sigma,
                  points=(1e-1, 1e-2, 1e-3, 1e-4),
                  reason="sigma != 0 has no lower limit and C must be uniform over it: phi'(sigma z) -> 1/4, the "
                         "ratio tends to a constant (h^2/8 / |h| at the drawn h)"),
        Direction("|sigma| -> inf (round 36)", "sigma", INF, how="path", move=_c15_move_sigma,
                  points=(1e1, 1e2, 3e2, 1e3),
                  reason="sigma has no upper limit: phi'(sigma z) is a spike of width 1/|sigma|, every moment falls "
                         "like 1/|sigma| or faster; quadrature with the break at 0 to |sigma| = 1e3 (past it scipy's "
                         "quad warns of round-off)"),
    ),
    domain=(Param("h", -1, 1, text="u_i -> 0 (|u_i| <= 1 drawn)", unreached="|u_i| in [1e-4, 1], the path to 1e-4"),
            Param("sigma", -INF, INF, text="sigma != 0", unreached="|sigma| in [1e-2, 1e2] drawn, round 36 paths to 1e-4, 1e3 (quadrature of the spike "
                  "phi'(sigma z); the bound on the u_i-derivatives is sigma-free)"),
            Param("u_j", -INF, INF, far=3.0, text="u_j real (enters only (C.15)'s prefactor, divided out)",
                  unreached="|u_j| <= 3")),
    mutants={"|h|^3": B.c15_mut_cube, "|h|^2.5": B.c15_mut_25},
    second_path=SP + "test_c15_c16_limits_by_mpmath",
    evidence="Holds: the integrands are continuous in u_i and dominated (phi' <= 1/4), so each expression tends to its "
             "value at u_i = 0, and (C.16)'s middle line (alpha_2/(u_i^2 + 1))^2 and first line alpha_2^2/(u_i^2 + 1) "
             "have the same limit alpha_2(0)^2; at u_i = 0 the integrals are even in u_i, so the distances are O(h^2).",
    notes="Round 26 (thesisCD): thesis.ch4.eqC.15-C.16-positive checks the limits' positivity (their values at u_i = "
          "0); this claim checks the printed '=' (the limit laws) themselves, through a rate.",
    settings={"ci": {"max_examples": 6, "budget_s": 2.0}},
))


# ======================================================= L1375: the cross-entropy's L(0, y) in [0, 1]


def _l1375_l0_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = CE(0^K, y) = logsumexp(0^K) - 0 = log K (computed as logsumexp of the zero logits, label y)."""
    K, y = int(inst["K"]), int(inst["y"])
    z = [0.0] * K
    m = max(z)
    ce = m + math.log(sum(math.exp(v - m) for v in z)) - z[y]
    return Measurement(ce, {"K": K}, {"y": y, "softmax(0)_y": 1.0 / K})


CLAIMS.append(Claim(
    id="thesis.ch5.L1375-cross-entropy-L0", paper=PAPER, kind="step", comparison="<=",
    source=_src("Section 5.2, the loss assumption: 'the function L(., y) is nonnegative, convex, 1-Lipschitz continuous "
                "and 1-Lipschitz smooth and L(0, y) in [0, 1]. This includes both the cross-entropy loss and the l2-"
                "regression loss (for bounded Y)'; used by (D.134)-(D.135) L7820-L7826 ('L(0^K, y) in [0, 1]')",
                "L1375"),
    statement="L1375: the cross-entropy loss L(z, y) = -log softmax(z)_y on z in R^{1 x K} (K output classes, C in "
              "R^{m x K} L1373) meets L(0, y) in [0, 1]; checked: CE(0^K, y) <= 1 for every K >= 2 and label y.",
    statement_tex=r"L(0, y) \in [0, 1]",
    bound=B.l1375_l0_upper, measure=_l1375_l0_measure,
    strategy=st.integers(2, 1000).flatmap(lambda K: st.fixed_dictionaries({"K": st.just(K),
                                                                          "y": st.integers(0, K - 1)})),
    rtol=1e-12, atol=0.0, auto_mutant=False,
    domain=(Param("K", 2, INF, integer=True, far=1000, text="K >= 2 output classes (the chapter's K; K^6 in (5.18))",
                  unreached="K <= 1000 (log K > 1 from K = 3 on)"),),
    expect="erratum",
    evidence="Audited (round 26, docs/audits/round26/thesis.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. softmax(0^K) is uniform, so CE(0^K, y) = log K for every label: log 3 = 1.0986 "
             "> 1, log 10 = 2.303; the printed L(0, y) in [0, 1] holds for the cross-entropy only at K = 2 (log 2 = "
             "0.693). (D.135) uses L(0^K, y) in [0, 1] for |u_i| <= 2 sqrt K ||A*||^2 (eps_c + C_0) (L7824-L7826): with "
             "the cross-entropy the bound gains log K. Round 15 noted this in thesis.ch5.L1375-cross-entropy-"
             "lipschitz's evidence without a claim of its own.",
    corrected=B.l1375_l0_corrected,
    corrected_text="for the cross-entropy over K classes L(0, y) = log K (in [0, log K]); L(0, y) in [0, 1] needs K <= 2",
    mutants={"log(K - 1)": B.l1375_l0_mut_km1},
    second_path=SP + "test_l1375_cross_entropy_at_zero_is_log_K",
    notes="Round 26 (thesisCD): pure arithmetic; the l2-regression half of the sentence ('for bounded Y': not 1-"
          "Lipschitz on unbounded outputs, L(0, y) = ||y||^2/2 <= 1 only for ||y|| <= sqrt 2) is left unencoded.",
    settings={"ci": {"max_examples": 20, "budget_s": 0.5}},
))


# ======================================================= L1375: the l2-regression loss is '1-Lipschitz continuous'


@st.composite
def _l1375_l2_instances(draw: st.DrawFn, near: bool = False) -> dict:
    """K in 1..20, a label y of norm B in (0, 10] (bounded Y), outputs z, z' = y + s g, y + s' g' with g, g' unit
    directions from a seed and s, s' log-uniform in [1e-3, 1e3] (``near``: s, s' <= 1, the reading's ball); 0 drawn as
    z' (the form (D.134) uses)."""
    import numpy as np

    K = draw(st.integers(1, 20))
    rng = np.random.default_rng(draw(SEEDS))
    def unit() -> np.ndarray:
        v = rng.standard_normal(K)
        return v / np.linalg.norm(v)
    B = draw(st.floats(1e-3, 1.0 if near else 10.0))
    y = B * unit()
    hi = 1.0 if near else 1e3
    z = y + draw(log_uniform(1e-3, hi)) * unit()
    zp = np.zeros(K) if (draw(st.booleans()) and not near) else y + draw(log_uniform(1e-3, hi)) * unit()
    return {"K": K, "y": [float(v) for v in y], "z": [float(v) for v in z], "zp": [float(v) for v in zp]}


def _l1375_l2_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = |L(z, y) - L(z', y)| for L(z, y) = ||z - y||^2 / 2 (the more favourable of the usual normalisations),
    dz = ||z - z'||."""
    import numpy as np

    y, z, zp = (np.asarray(inst[k], dtype=float) for k in ("y", "z", "zp"))
    L1, L2 = 0.5 * float(((z - y) ** 2).sum()), 0.5 * float(((zp - y) ** 2).sum())
    return Measurement(abs(L1 - L2), {"dz": float(np.linalg.norm(z - zp))},
                       {"K": inst["K"], "||y||": float(np.linalg.norm(y)), "||z - y||": float(np.linalg.norm(z - y)),
                        "||z' - y||": float(np.linalg.norm(zp - y))})


CLAIMS.append(Claim(
    id="thesis.ch5.L1375-l2-lipschitz", paper=PAPER, kind="step", comparison="<=",
    source=_src("Section 5.2, the loss assumption: 'L(., y) is nonnegative, convex, 1-Lipschitz continuous and "
                "1-Lipschitz smooth and L(0, y) in [0, 1]. This includes both the cross-entropy loss and the l2-"
                "regression loss (for bounded Y)'", "L1375"),
    statement="L1375: the l2-regression loss L(z, y) = ||z - y||^2/2 on z in R^{1 x K}, for a bounded label set Y, is "
              "1-Lipschitz continuous: |L(z, y) - L(z', y)| <= ||z - z'|| for every z, z' and y in Y.",
    statement_tex=r"|L(\mathbf{z}, y) - L(\mathbf{z}', y)| \leq \|\mathbf{z} - \mathbf{z}'\|",
    bound=B.l1375_l2_lip, measure=_l1375_l2_measure, strategy=_l1375_l2_instances(), rtol=1e-9, atol=1e-15,
    auto_mutant=False,
    domain=(Param("K", 1, INF, integer=True, far=20, text="K outputs", unreached="K <= 20 (the failure is in any K)"),
            Param("B", 0, INF, lo_closed=False, far=10.0, text="||y|| <= B (Y bounded, bound unspecified)",
                  unreached="B in [1e-3, 10]"),
            Param("s", 0, INF, lo_closed=False, far=1e3, text="z, z' in R^{1 x K} (every output)",
                  unreached="||z - y||, ||z' - y|| in [1e-3, 1e3]")),
    expect="erratum as printed",
    readings=(Reading("outputs within distance 1 of the label",
                      "the Lipschitz property read on the ball ||z - y|| <= 1 (where the gradient z - y has norm <= 1), "
                      "with ||y|| <= 1",
                      strategy=_l1375_l2_instances(near=True)),),
    evidence="Audited (round 26, docs/audits/round26/thesis.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. The gradient of ||z - y||^2/2 is z - y, unbounded in z, so no Lipschitz "
             "constant serves all outputs; bounding Y bounds the labels, not the network's outputs: y = 0, z = 3 "
             "e_1, z' = 0 gives |4.5 - 0| = 4.5 > ||z - z'|| = 3 (with ||z - y||^2 in place of /2 already at ||z|| > "
             "1). (D.134) L7822 uses the property at z = lambda_{T-1} F, z' = 0 with F's coordinates as large as "
             "O~(||A*||_inf^2 (eps_c + C_0)). Under the reading 'outputs within distance 1 of the label' it holds.",
    no_correction_reason="the l2 loss is not globally Lipschitz for any constant; the fix is a domain (the Reading), "
                         "or a Lipschitz constant growing with the output bound",
    mutants={"1/2-Lipschitz": B.l1375_l2_mut_half},
    second_path=SP + "test_l1375_l2_loss_is_not_1_lipschitz",
    notes="Round 26 (thesisCD): the l2 half of L1375's inclusion sentence (the cross-entropy half: "
          "thesis.ch5.L1375-cross-entropy-lipschitz and thesis.ch5.L1375-cross-entropy-L0).",
    settings={"ci": {"max_examples": 40, "budget_s": 0.8}},
))


# ======================================================= Table 5.1 L1512: lambda_w against Table D.2's 2/(tau'_w)^4


@st.composite
def _lw_instances(draw: st.DrawFn) -> dict:
    """m1 log-uniform in [1, 1e8] (1 drawn: there the two agree), eps0 in (0, 1/100], C0 log-uniform in [1e-2, 1e3]."""
    return {"m1": draw(st.one_of(st.just(1.0), log_uniform(1.0, 1e8))), "eps0": draw(log_uniform(1e-6, 1e-2)),
            "C0": draw(log_uniform(1e-2, 1e3))}


def _lw_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = Table D.2's lambda_w = 2/(tau'_w)^4, tau'_w = C0/(eps0^{1/4} m1^{3/4 - 0.005}); the bound is Table 5.1's
    printed 2 eps0 m1^{3 - 0.002}/C0^4."""
    m1, e0, C0 = float(inst["m1"]), float(inst["eps0"]), float(inst["C0"])
    tau = C0 / (e0**0.25 * m1 ** (0.75 - 0.005))
    return Measurement(2 / tau**4, {"m1": m1, "eps0": e0, "C0": C0},
                       {"tau'_w (Table D.2)": tau, "ratio Table 5.1 / Table D.2 (= m1^0.018)": m1**0.018})


CLAIMS.append(Claim(
    id="thesis.ch5.table5.1-lambda_w", paper=PAPER, kind="construction", comparison="==",
    source=_src("Table 5.1 (Parameter choices for Algorithm 2), Section 5.3.3, L1509-L1512, against Table D.2 (Full "
                "parameter choices for three-layer GCN), App. D, L6768-L6775", "L1512"),
    statement="Table D.2's lambda_w = 2/(tau'_w)^4 with tau'_w = C0/(eps0^{1/4} m1^{3/4-0.005}) (the value the proof "
              "uses, e.g. (D.126)) equals Table 5.1's lambda_w = 2 eps0 m1^{3-0.002}/C0^4 (the value Algorithm 2 and "
              "Theorem 5.3.1 use).",
    statement_tex=r"\lambda_w = 2\epsilon_0 m_1^{3-0.002}/C_0^4",
    bound=B.lambda_w_table51, measure=_lw_measure, strategy=_lw_instances(), rtol=1e-9, atol=0.0, auto_mutant=False,
    derived="the paper prints both tables for the same Algorithm 2 parameter (Table 5.1 L1512, Table D.2 L6769/L6775); "
            "their agreement is implied, not printed",
    domain=(Param("m1", 1, INF, far=1e8, text="m1 >= M (poly)", unreached="m1 <= 1e8 (the ratio is m1^0.018)"),
            Param("eps0", 0, 0.01, lo_closed=False, text="eps0 in (0, 1/100] (Theorem 5.3.1)",
                  unreached="eps0 in [1e-6, 1e-2]"),
            Param("C0", 0, INF, lo_closed=False, text="C0 = O~(p1^2 p2 K^2 C C'') > 0", unreached="[1e-2, 1e3]")),
    expect="erratum",
    evidence="Audited (round 26, docs/audits/round26/thesis.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. Table D.2: tau'_w^4 = C0^4/(eps0 m1^{3 - 0.02}), so lambda_w = 2/(tau'_w)^4 = 2 "
             "eps0 m1^{3-0.02}/C0^4, while Table 5.1 prints 2 eps0 m1^{3-0.002}/C0^4: the two differ by the factor "
             "m1^{0.018} (1.28 at m1 = 1e6, 1.39 at 1e8); Table D.2's lambda_v = 2/(tau'_v)^2 = 2 eps0 m2/m1^{1-0.01} "
             "agrees with Table 5.1's. A misprint in one table (0.002 for 0.02); the proof ((D.126), L7564) uses "
             "Table D.2's.",
    corrected=B.lambda_w_table51_corrected,
    corrected_text="Table 5.1: lambda_w = 2 eps0 m1^{3-0.02}/C0^4 (= 2/(tau'_w)^4 of Table D.2)",
    mutants={"m1^{3-0.03}": B.lambda_w_mut_m1},
    second_path=SP + "test_table51_lambda_w_against_tableD2",
    notes="Round 26 (thesisCD): pure arithmetic on the two printed tables.",
    settings={"ci": {"max_examples": 20, "budget_s": 0.5}},
))
