"""thesis, Appendix D (round 19, helper thesisD, task thesisD4): (D.88)'s first '<=' and (D.82)'s last with A = A*.

- ``thesis.ch5.lemmaD.2.12-D.88-first-Astar``: (D.88) (L7508) opens 'By Lemma D.2.10, we have ||D'_{n,v}||_0 <=
  O~(m2^{3/2} sigma_v (||A||^2 + ||A||^2 tau_w m1^{1/4}) + m2 ||A||^{2/3} (...)^{2/3})'; Lemma D.2.10 (1) (L7305)
  states the first term with ||A||_inf, not ||A||_inf^2. From the lemma as stated the line follows only where
  ||A||_inf >= 1; Theorem 5.3.1's proof applies Lemma D.2.12 with A = A* (L7710), and A* = A P* (5.6) with
  0 <= p_l* <= c1/(L psi_l) ((5.8), L1441) reaches ||A*||_inf -> 0. The step is checked over Lemma D.2.10's ranges
  (L7299) and ||A*||_inf in (0, inf); the search decides (ratio ~ ||A*||^{-1/3} below 1: erratum in the
  application; the line itself is L7357's, the lemma's proof, so the display survives by that route).
- ``thesis.ch5.lemmaD.2.10-D.82-last-Astar``: (D.82)'s last '<=' (L7391-L7392, proof of Lemma D.2.10 (2)) bounds
  ||A|| (||A|| (m^{-1/2} + sigma_w + tau_w) + m^{-1/2}) by ||A||^2 m1^{-1/2}: the '+ m^{-1/2}' term carries ||A|| once,
  so at A = A* the ratio is 1/||A*|| + O(1) (erratum in the application; holds with constant 4 for ||A|| >= 1).

Bounds in ``thmcheck.bounds.thesis.r19_thesisD4``; second path in ``tests/test_thesis_r19_thesisD4.py``.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.thesis import r19_thesisD4 as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r19_thesisD4.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ============================== (D.88)'s first '<=' from Lemma D.2.10 (1) (L7305), A = A*, ||A*||_inf in (0, inf)

A_MIN = 1e-12  # the smallest ||A*||_inf drawn and on the paths
B_SPAN = 12.0  # sigma_v drawn down to 10^{-12} m2^{-1/2}


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    """||A*||_inf log-uniform in [1e-12, 1e4] (or its ends, or 1); m1, m2 in [1, 1e12] (small integers or
    log-uniform); tau_w at a log-position a in [m1^{-3/2}, m1^{-1/2}]; sigma_v at a log-position b in (0, m2^{-1/2})
    (down to 1e-12 m2^{-1/2}); tau_v log-uniform in [1e-12, 1] (Lemma D.2.10's ranges, L7299)."""
    return {"A": float(draw(st.one_of(st.sampled_from((A_MIN, 1.0, 1e4)), log_uniform(A_MIN, 1e4)))),
            "m1": draw(st.one_of(st.integers(1, 64).map(float), log_uniform(1.0, 1e12))),
            "m2": draw(st.one_of(st.integers(1, 64).map(float), log_uniform(1.0, 1e12))),
            "a": draw(st.floats(0.0, 1.0)), "b": draw(st.floats(0.0, 1.0)), "tv": draw(log_uniform(1e-12, 1.0))}


def _params(inst: dict) -> dict:
    m1, m2 = float(inst["m1"]), float(inst["m2"])
    tw = math.exp(math.log(m1) * (-1.5 + float(inst["a"])))
    sv = m2**-0.5 * math.exp(-float(inst["b"]) * B_SPAN * math.log(10.0)) * (1.0 - 1e-9)
    return {"ainf": float(inst["A"]), "sv": sv, "tw": tw, "tv": float(inst["tv"]), "m1": m1, "m2": m2}


def _measure(inst: dict, ctx: Ctx) -> Measurement:
    """Lemma D.2.10 (1)'s bound as stated (L7305), the bound the step cites: m2^{3/2} sigma_v (||A|| + ||A|| tau_w
    m1^{1/4}) + m2 ||A||^{2/3} (||A|| tau_v + ||A|| tau_w m1^{1/4} (1 + tau_v))^{2/3}."""
    q = _params(inst)
    A, sv, tw, tv, m1, m2 = q["ainf"], q["sv"], q["tw"], q["tv"], q["m1"], q["m2"]
    x = tw * m1**0.25
    first = m2**1.5 * sv * A * (1.0 + x)
    second = m2 * A ** (2.0 / 3.0) * (A * tv + A * x * (1.0 + tv)) ** (2.0 / 3.0)
    line = float(B.d88first_shape(**q))
    return Measurement(first + second, q, {"L7305 first term (||A||)": first, "tau term": second,
                                           "(D.88) first line (||A||^2)": line,
                                           "L7305 / (D.88) first line": (first + second) / line,
                                           "||A||^{-1/3}": A ** (-1.0 / 3.0)})


def _table_d2(m: float) -> dict:
    """Table D.2's choices at m1 = m2 = m as log-positions: tau_w = m^{-(3/4-0.01)} (a = 0.76), sigma_v =
    m^{-1/2-0.01} (b = 0.01 log10(m)/12), tau_v = m^{1/2-0.001}/m^{1/2} = m^{-0.001}."""
    return {"m1": m, "m2": m, "a": 0.76, "b": 0.01 * math.log10(m) / B_SPAN, "tv": m**-0.001}


def _mv_A0_table(inst: dict, t: float) -> dict:
    """||A*||_inf = t -> 0 at Table D.2's choices, m1 = m2 = 1e7 (Theorem 5.3.1's use)."""
    return {**inst, "A": float(t), **_table_d2(1e7)}


def _mv_A0_edge(inst: dict, t: float) -> dict:
    """||A*||_inf = t -> 0 at sigma_v = m2^{-1/2}/2, tau_w = m1^{-3/2}, tau_v = 1e-6, m1 = m2 = 1e4."""
    return {**inst, "A": float(t), "b": math.log10(2.0) / B_SPAN, "a": 0.0, "tv": 1e-6, "m1": 1e4, "m2": 1e4}


def _mv_Ainf(inst: dict, t: float) -> dict:
    """||A*||_inf = t -> inf at Table D.2's choices, m = 1e7 (the ratio is <= 1 there)."""
    return {**inst, "A": float(t), **_table_d2(1e7)}


def _mv_m(inst: dict, t: float) -> dict:
    """m1 = m2 = t -> inf at Table D.2's choices, ||A*||_inf = 1e-6."""
    return {**inst, "A": 1e-6, **_table_d2(float(t))}


def _mv_tau(inst: dict, t: float) -> dict:
    """tau_w -> m1^{-3/2} at m1 = 1e8, ||A*||_inf = 1e-3: t = m1^{-1/2}/tau_w from 1 to 1e8."""
    return {**inst, "A": 1e-3, "m1": 1e8, "a": max(0.0, 1.0 - math.log(t) / math.log(1e8))}


CLAIMS.append(Claim(
    id="thesis.ch5.lemmaD.2.12-D.88-first-Astar", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.88)'s first '<=', proof of Lemma D.2.12, App. D.2 ('By Lemma D.2.10, we have ... ||D'_{n,v}||_0 "
                "<= O~(m2^{3/2} sigma_v (||A||^2 + ...' from Lemma D.2.10 (1)'s L7305, hypotheses L7299), with the "
                "lemma's A = A* as Theorem 5.3.1's proof applies it (L'(A*, A*, A*, ...), L7710); A* = A P* (5.6) "
                "L1421, 0 <= p_l* <= c1/(L psi_l) (5.8) L1441", "L7504-L7508, L7305, L7299, L7710, L1441"),
    statement="Lemma D.2.10 (1)'s bound O~(m2^{3/2} sigma_v (||A*||_inf + ||A*||_inf tau_w m1^{1/4}) + m2 "
              "||A*||_inf^{2/3} (||A*||_inf tau_v + ||A*||_inf tau_w m1^{1/4} (1 + tau_v))^{2/3}) is <= (D.88)'s first "
              "line O~(m2^{3/2} sigma_v (||A*||_inf^2 + ||A*||_inf^2 tau_w m1^{1/4}) + m2 ||A*||_inf^{2/3} (...)^{2/3}) "
              "for tau_v in (0, 1], tau_w in [m1^{-3/2}, m1^{-1/2}], sigma_v in (0, m2^{-1/2}), m1, m2 >= 1 and "
              "||A*||_inf in (0, inf); one constant uniform over all of them.",
    statement_tex=r"\|\mathbf{D}'_{n,v}\|_0 \leq \tilde{O}(m_2^{\frac{3}{2}} \sigma_v (\|\mathbf{A}^*\|_\infty^2 + "
                  r"\|\mathbf{A}^*\|_\infty^2 \tau_w m_1^{\frac{1}{4}}) + m_2 \|\mathbf{A}^*\|_\infty^{\frac{2}{3}} "
                  r"(\|\mathbf{A}^*\|_\infty \tau_v + \|\mathbf{A}^*\|_\infty \tau_w m_1^{\frac{1}{4}} (1 + "
                  r"\tau_v))^{\frac{2}{3}})",
    bound=B.d88first_shape, measure=_measure, strategy=_instances(),
    constants="hidden", uniform=True, expect="erratum", rtol=1e-9, atol=0.0,
    directions=(
        Direction("||A*||_inf -> 0 at Table D.2's choices, m1 = m2 = 1e7", "A", 0.0, how="path", move=_mv_A0_table,
                  points=(1.0, 1e-1, 1e-2, 1e-3, 1e-6, 1e-9, 1e-12),
                  reason="L7305's sigma_v term (||A*||) over (D.88)'s tau term (||A*||^{4/3}): the ratio is "
                         "~ m^{1/2} sigma_v / tau_v^{2/3} ||A*||^{-1/3} = m^{-0.0093} ||A*||^{-1/3}"),
        Direction("||A*||_inf -> 0 at sigma_v = m2^{-1/2}/2, tau_w = m1^{-3/2}, tau_v = 1e-6, m1 = m2 = 1e4", "A", 0.0,
                  how="path", move=_mv_A0_edge, points=(1.0, 1e-1, 1e-3, 1e-6, 1e-9, 1e-12),
                  reason="the same mechanism where the sigma_v term dominates already at ||A*|| = 1"),
        Direction("||A*||_inf -> inf at Table D.2's choices, m = 1e7", "A", INF, how="path", move=_mv_Ainf,
                  points=(1.0, 10.0, 1e2, 1e3, 1e4),
                  reason="||A|| <= ||A||^2 above 1: the ratio is <= 1"),
        Direction("m1 = m2 -> inf at Table D.2's choices, ||A*||_inf = 1e-6", "m1", INF, how="path", move=_mv_m,
                  points=(1e2, 1e4, 1e7, 1e10, 1e12), grows=("m2",),
                  reason="the ratio falls like m^{-0.0093} (slowly) at a fixed ||A*||"),
        Direction("tau_w -> m1^{-3/2} at m1 = 1e8, ||A*||_inf = 1e-3", "a", INF, how="path", move=_mv_tau,
                  points=(1.0, 10.0, 1e2, 1e4, 1e6, 1e8), reason="tau_w over its whole range"),
        Direction("sigma_v (searched)", "b", 1.0, how="search", reason="sigma_v drawn over (1e-12, 1) m2^{-1/2}"),
        Direction("tau_v (searched)", "tv", 0.0, how="search", reason="tau_v drawn log-uniform over [1e-12, 1]"),
    ),
    domain=(Param("A", 0, INF, lo_closed=False, far=1e4,
                  text="||A*||_inf = ||A P*||_inf in (0, inf) ((5.6), (5.8): p_l* in [0, c1/(L psi_l)])",
                  unreached="[1e-12, 1e4] drawn and on the paths (pure algebra: the ratio is ~ ||A*||^{-1/3} below 1, "
                            "<= 1 above)"),
            Param("m1", 1, INF, far=1e12, text="m1", unreached="[1, 1e12] drawn and on the path (pure algebra)"),
            Param("m2", 1, INF, far=1e12, text="m2", unreached="[1, 1e12] drawn and on the path (pure algebra)"),
            Param("a", 0, 1, text="tau_w in [m1^{-3/2}, m1^{-1/2}] (log-position)", unreached="the whole range"),
            Param("b", 0, 1, text="sigma_v in (0, m2^{-1/2}) (log-position, down to 1e-12 m2^{-1/2})",
                  unreached="sigma_v >= 1e-12 m2^{-1/2}: smaller sigma_v only shrinks L7305's first term"),
            Param("tv", 0, 1, lo_closed=False, text="tau_v in (0, 1]", unreached="[1e-12, 1] drawn")),
    evidence=(
        "As applied (A = A*): (D.88)'s first '<=' cites Lemma D.2.10, whose statement (1) (L7305) has "
        "m2^{3/2} sigma_v (||A||_inf + ||A||_inf tau_w m1^{1/4}); (D.88) writes ||A||_inf^2 there, smaller when "
        "||A||_inf < 1. Theorem 5.3.1's proof runs Lemma D.2.12 on L'(A*, A*, A*, ...) (L7710) and A* = A P* with "
        "0 <= p_l* <= c1/(L psi_l) ((5.8)) reaches ||A*||_inf -> 0. Ratio L7305 / (D.88) first line = (P ||A|| + "
        "T ||A||^{4/3}) / (P ||A||^2 + T ||A||^{4/3}), P = m2^{3/2} sigma_v (1 + tau_w m1^{1/4}), T = m2 (tau_v + "
        "tau_w m1^{1/4} (1 + tau_v))^{2/3}, -> (P/T) ||A*||^{-1/3}: at Table D.2's choices, m1 = m2 = 1e7: 1, 9.52, "
        "87.0, 8603 at ||A*||_inf = 1, 1e-3, 1e-6, 1e-12 (P/T = 0.860); at sigma_v = m2^{-1/2}/2, tau_w = m1^{-3/2}, "
        "tau_v = 1e-6, m1 = m2 = 1e4 (P/T = 1011): 1, 910, 1.01e6, 1.01e7 at 1, 1e-3, 1e-9, 1e-12 (float64 and "
        "mpmath at 40 digits). Mechanism: "
        "the step replaces ||A|| by ||A||^2, an upper bound only for ||A||_inf >= 1 (the lemma's normalized "
        "adjacency, where the step holds: ratio <= 1). The displayed line itself is the lemma's proof's own bound "
        "L7357 (which carries ||A||^2; thesis.ch5.lemmaD.2.10-L7305-from-L7357 shows the statement L7305 does not "
        "follow from it above 1), so (D.88)'s first line survives by L7357; what fails is the route through the "
        "lemma as stated. Second path: tests/test_thesis_r19_thesisD4.py (own mpmath)."),
    corrected=B.d88first_corrected,
    corrected_text="(D.88)'s first line with max(||A*||_inf, ||A*||_inf^2) in the sigma_v term (or cite L7357, the "
                   "proof of Lemma D.2.10, instead of its statement)",
    mutants={"max(||A||^{1.2}, ||A||^2) in the sigma_v term (too small as ||A*|| -> 0)": B.d88first_mut_small,
             "corrected side / m2^{1/2} (wrong power of m2)": B.d88first_mut_m2},
    auto_mutant=False, second_path=SP + "test_d88_first_astar_ratio_grows_like_a_to_minus_one_third",
    notes="Round 19 (thesisD4), the companion of thesis.ch5.lemmaD.2.12-D.88-Astar (the second '<=' of (D.88) at "
          "A = A*). Lemma D.2.10's left side (a network's sign changes) is not computed: the step tested is the "
          "bound the lemma states against the line (D.88) writes. Looked at and left: (D.89), (D.90) carry "
          "||A*||^2, ||A*||^4 on their left sides (<= eps only easier as ||A*|| -> 0); L7651's ||A*||^4 -> ||A*||^2 "
          "and L7659's threshold are thesis.ch5.display.D.107-min and its L7659 companion (r7).",
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
))


# ============ (D.82)'s last '<=' (proof of Lemma D.2.10 (2), L7391-L7392), A = A*, ||A*||_inf in (0, inf), m read m1


@st.composite
def _d82_instances(draw: st.DrawFn) -> dict:
    """||A*||_inf log-uniform in [1e-12, 1e4] (or its ends, or 1); m1, m2 in [1, 1e12]; tau_w at a log-position a in
    [m1^{-5/4}, m1^{-1/2}] (below m1^{-5/4} sigma_w's interval [m1^{-3/2}, tau_w/m1^{1/4}] of L7299 is empty);
    sigma_w at a log-position c in that interval; tau_v log-uniform in [1e-12, 1]."""
    return {"A": float(draw(st.one_of(st.sampled_from((A_MIN, 1.0, 1e4)), log_uniform(A_MIN, 1e4)))),
            "m1": draw(st.one_of(st.integers(1, 64).map(float), log_uniform(1.0, 1e12))),
            "m2": draw(st.one_of(st.integers(1, 64).map(float), log_uniform(1.0, 1e12))),
            "a": draw(st.floats(0.0, 1.0)), "c": draw(st.floats(0.0, 1.0)), "tv": draw(log_uniform(1e-12, 1.0))}


def _d82_measure(inst: dict, ctx: Ctx) -> Measurement:
    """(D.82)'s line before the last, eta ||q^T A||_1 = 1 (the same factor on both sides): ||A|| (||A|| (m1^{-1/2} +
    sigma_w + tau_w) + m1^{-1/2}) tau_v m2^{1/2}."""
    A, m1, m2, tv = float(inst["A"]), float(inst["m1"]), float(inst["m2"]), float(inst["tv"])
    lm = math.log(m1)
    tw = math.exp(lm * (-1.25 + 0.75 * float(inst["a"])))
    c = float(inst["c"])
    sw = math.exp((1.0 - c) * (-1.5 * lm) + c * (math.log(tw) - 0.25 * lm))  # in [m1^{-3/2}, tau_w/m1^{1/4}]
    r = m1**-0.5
    lhs = A * (A * (r + sw + tw) + r) * tv * m2**0.5
    q = {"ainf": A, "tv": tv, "m1": m1, "m2": m2}
    return Measurement(lhs, q, {"tau_w": tw, "sigma_w": sw, "||A|| m^{-1/2} term": A * r * tv * m2**0.5,
                                "ratio - 1/||A|| (<= 3)": lhs / float(B.d82last_shape(**q)) - 1.0 / A})


def _d82_mv_A0(inst: dict, t: float) -> dict:
    """||A*||_inf = t -> 0 at m1 = m2 = 1e7, tau_w = m1^{-1/2}, sigma_w at the top of its interval, tau_v = 1e-3."""
    return {**inst, "A": float(t), "m1": 1e7, "m2": 1e7, "a": 1.0, "c": 1.0, "tv": 1e-3}


def _d82_mv_Ainf(inst: dict, t: float) -> dict:
    """||A*||_inf = t -> inf at m1 = m2 = 1e7, tau_w = m1^{-1/2}, sigma_w at the top, tau_v = 1e-3 (ratio <= 4)."""
    return {**inst, "A": float(t), "m1": 1e7, "m2": 1e7, "a": 1.0, "c": 1.0, "tv": 1e-3}


def _d82_mv_m1(inst: dict, t: float) -> dict:
    """m1 = t -> inf at ||A*||_inf = 1e-3 (ratio ~ 1/||A*|| + O(1), flat in m1)."""
    return {**inst, "A": 1e-3, "m1": float(t)}


CLAIMS.append(Claim(
    id="thesis.ch5.lemmaD.2.10-D.82-last-Astar", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.82)'s last '<=', proof of Lemma D.2.10 (2), App. D.2 ('where the last step is by the value "
                "selection of sigma_w, tau_w and tau_v'; ranges L7299), with A = A* as Lemma D.2.13's proof applies "
                "Lemma D.2.10 ((D.98), G(q, A*, ...)) and Lemma D.2.12's proof at A* (L7710); A* = A P* (5.6) L1421, "
                "0 <= p_l* <= c1/(L psi_l) (5.8) L1441", "L7391-L7392, L7299, L7604-L7610, L7710, L1441"),
    statement="(D.82) last step with A = A*: eta ||q^T A*||_1 ||A*||_inf (||A*||_inf (m1^{-1/2} + sigma_w + tau_w) + "
              "m1^{-1/2}) tau_v m2^{1/2} <= O~(eta ||q^T A*||_1 ||A*||_inf^2 tau_v m2^{1/2} m1^{-1/2}) for tau_v in "
              "(0, 1], tau_w in [m1^{-3/2}, m1^{-1/2}], sigma_w in [m1^{-3/2}, tau_w/m1^{1/4}], m1, m2 >= 1, "
              "||A*||_inf in (0, inf); one constant uniform over all of them.",
    statement_tex=r"\eta \|\mathbf{q}^\top \mathbf{A}\|_1 \|\mathbf{A}\|_\infty (\|\mathbf{A}\|_\infty (m^{-\frac{1}{2}} "
                  r"+ \sigma_w + \tau_w) + m^{-\frac{1}{2}}) \tau_v m_2^{\frac{1}{2}} \leq \tilde{O}(\eta "
                  r"\|\mathbf{q}^\top \mathbf{A}\|_1 \|\mathbf{A}\|_\infty^2 \tau_v m_2^{\frac{1}{2}} "
                  r"m_1^{-\frac{1}{2}})",
    bound=B.d82last_shape, measure=_d82_measure, strategy=_d82_instances(),
    constants="hidden", uniform=True, expect="erratum", rtol=1e-9, atol=0.0,
    directions=(
        Direction("||A*||_inf -> 0 at m1 = m2 = 1e7, tau_w = m1^{-1/2}, tau_v = 1e-3", "A", 0.0, how="path",
                  move=_d82_mv_A0, points=(1.0, 1e-1, 1e-2, 1e-3, 1e-6, 1e-9, 1e-12),
                  reason="the '+ m^{-1/2}' term carries ||A*|| once against ||A*||^2: ratio = 1/||A*|| + (1 + "
                         "m1^{1/2}(sigma_w + tau_w))"),
        Direction("||A*||_inf -> inf at m1 = m2 = 1e7", "A", INF, how="path", move=_d82_mv_Ainf,
                  points=(1.0, 10.0, 1e2, 1e3, 1e4), reason="ratio <= 3 + 1/||A|| <= 4 above 1"),
        Direction("m1 -> inf at ||A*||_inf = 1e-3", "m1", INF, how="path", move=_d82_mv_m1,
                  points=(1.0, 1e2, 1e4, 1e8, 1e12), reason="m1 cancels up to m1^{1/2}(sigma_w + tau_w) <= 2"),
        Direction("m2 (cancels)", "m2", INF, how="search", reason="m2^{1/2} is on both sides; drawn over [1, 1e12]"),
        Direction("tau_v (cancels)", "tv", 0.0, how="search", reason="tau_v is on both sides; drawn over [1e-12, 1]"),
        Direction("tau_w (searched)", "a", INF, how="search",
                  reason="log-position over [m1^{-5/4}, m1^{-1/2}]; m1^{1/2} tau_w <= 1"),
        Direction("sigma_w (searched)", "c", INF, how="search",
                  reason="log-position over [m1^{-3/2}, tau_w/m1^{1/4}]; m1^{1/2} sigma_w <= 1"),
    ),
    domain=(Param("A", 0, INF, lo_closed=False, far=1e4,
                  text="||A*||_inf = ||A P*||_inf in (0, inf) ((5.6), (5.8): p_l* in [0, c1/(L psi_l)])",
                  unreached="[1e-12, 1e4] drawn and on the paths (the ratio is 1/||A*|| + O(1))"),
            Param("m1", 1, INF, far=1e12, text="m1 (and m of (D.82))", unreached="[1, 1e12] drawn and on the path"),
            Param("m2", 1, INF, far=1e12, text="m2", unreached="[1, 1e12] drawn (cancels)"),
            Param("a", 0, 1, text="tau_w in [m1^{-3/2}, m1^{-1/2}] (log-position over [m1^{-5/4}, m1^{-1/2}])",
                  unreached="tau_w < m1^{-5/4} leaves sigma_w's interval [m1^{-3/2}, tau_w/m1^{1/4}] (L7299) empty"),
            Param("c", 0, 1, text="sigma_w in [m1^{-3/2}, tau_w/m1^{1/4}] (log-position)", unreached="the whole range"),
            Param("tv", 0, 1, lo_closed=False, text="tau_v in (0, 1]", unreached="[1e-12, 1] drawn (cancels)")),
    evidence=(
        "As applied (A = A*): Lemma D.2.13's proof applies Lemma D.2.10 to G(q, A*, ...) ((D.98)) and Lemma D.2.12's "
        "proof runs at A* (L7710); A* = A P* with 0 <= p_l* <= c1/(L psi_l) ((5.8)) reaches ||A*||_inf -> 0. (D.82)'s "
        "line before the last over its last line (eta ||q^T A||_1 tau_v m2^{1/2} cancel) is exactly 1 + "
        "m1^{1/2}(sigma_w + tau_w) + 1/||A||_inf, in [1, 3] + 1/||A||: at m1 = 1e7, tau_w = m1^{-1/2}, sigma_w = "
        "tau_w m1^{-1/4}: 3.018, 1002, 1e6 + 2.02, 1e12 + 2.02 at ||A*||_inf = 1, 1e-3, 1e-6, 1e-12 (float64 and "
        "mpmath). Mechanism: the '+ m^{-1/2}' term (the bias/initialisation part, no ||A|| factor inside) is bounded "
        "by ||A||^2 m1^{-1/2}, true only for ||A||_inf >= 1 (the lemma's normalized adjacency, where the step holds "
        "with constant 4). The numbered (D.78) of Lemma D.2.10 (2) is already an erratum for another reason "
        "(thesis.ch5.lemmaD.2.10-D.78-from-D.82-D.83: tau_v sqrt(m2/m1) left over). Second path: "
        "tests/test_thesis_r19_thesisD4.py (own mpmath)."),
    corrected=B.d82last_corrected,
    corrected_text="(D.82)'s last line with max(||A*||_inf, ||A*||_inf^2) for ||A*||_inf^2",
    mutants={"max(||A||^{1.5}, ||A||^2) (too small as ||A*|| -> 0)": B.d82last_mut_small,
             "corrected side with m1^{-3/4} (wrong power of m1)": B.d82last_mut_m1},
    auto_mutant=False, second_path=SP + "test_d82_last_astar_ratio_is_one_over_a",
    notes="Round 19 (thesisD4). 'm' in (D.82) is undefined in the lemma; read as m1 (the width of W^(0), whose "
          "entries have variance 1/m1; as thesis.ch5.lemmaD.2.10-D.78-from-D.82-D.83). eta ||q^T A*||_1 is the same "
          "factor on both sides and set to 1. The left side is the printed line before the last, not the network.",
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-19 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch5.lemmaD.2.10-D.82-last-Astar': 'auditor E: confirmed as printed',
    'thesis.ch5.lemmaD.2.12-D.88-first-Astar': 'auditor D: confirmed as printed',
}, 'docs/audits/round19/thesis.md')
