"""thesis, Appendix D (round 19, helper thesisD, task thesisD3): (D.88) of Lemma D.2.12's proof with A = A*.

- ``thesis.ch5.lemmaD.2.12-D.88-Astar``: (D.88) (L7508) at Table D.2's choices (m1 = m2 = m) as
  thesis.ch5.lemmaD.2.12-D.88 (r12) encodes it, but over ||A||_inf in (0, inf): the thesis applies Lemma D.2.12's
  pseudo network with A = A* (the objective L'(A*, A*, A*, ...) of Theorem 5.3.1's proof, L7710; Table 5.1 and (5.17)
  use ||A*||_inf), and A* = A P* (5.6) with 0 <= p_l* <= c1/(L psi_l) ((5.8), L1441) reaches ||A*||_inf -> 0 while
  (5.17)'s m >= poly(..., ||A*||_inf, 1/eps) stays bounded. m is drawn inside (5.17)'s width at degree 1500 (m >= 2
  (C0/eps)^{1500}, as thesis.ch5.lemmaD.2.12-D.88-width). The tau term m ||A||^{4/3} m^{-1/1500} over the shape
  m ||A||^2 (eps/C0) grows like ||A*||^{-2/3}: erratum.

Bounds in ``thmcheck.bounds.thesis.r19_thesisD3`` (the printed shape is r12's ``d88_shape``); second path in
``tests/test_thesis_r19_thesisD3.py``.
"""

from __future__ import annotations

from hypothesis import strategies as st

from thmcheck.bounds.thesis import r12_thesisD as B12
from thmcheck.bounds.thesis import r19_thesisD3 as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.r12_thesisD import D88_MMAX, _d88_lhs, d88_emin, d88_width
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r19_thesisD3.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ================================ (D.88) with A = A*, ||A*||_inf in (0, inf) (A* = A P*, (5.6), (5.8))

A_MIN = 1e-12  # the smallest ||A*||_inf drawn and on the path


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    """m in [2, 1e290] (small integers or log-uniform), e = eps/C0 inside (5.17) at degree 1500 (log-uniform in
    [(2/m)^{1/1500}, 1]), ||A*||_inf log-uniform in [1e-12, 1e4] (or its ends, or 1)."""
    m = draw(st.one_of(st.integers(2, 64).map(float), log_uniform(2.0, D88_MMAX)))
    lo = d88_emin(m)
    e = lo if lo >= 1.0 else draw(st.one_of(st.just(lo), st.just(1.0), log_uniform(lo, 1.0)))
    A = draw(st.one_of(st.sampled_from((A_MIN, 1.0, 1e4)), log_uniform(A_MIN, 1e4)))
    return {"m": m, "A": float(A), "e": float(e)}


def _measure(inst: dict, ctx: Ctx) -> Measurement:
    m, A, e = float(inst["m"]), float(inst["A"]), float(inst["e"])
    t1, t2, terms = _d88_lhs(m, A)
    return Measurement(t1 + t2, {"m": m, "ainf": A, "e": e},
                       {"sigma_v term": t1, "tau term": t2, **terms,
                        "(D.88) middle / (m2 ||A||^2)": (t1 + t2) / (m * A * A),
                        "||A||^{-2/3}": A ** (-2.0 / 3.0),
                        "(5.17) width at degree 1500, 2 (C0/eps)^1500": d88_width(e)})


def _mv_A0(inst: dict, t: float) -> dict:
    """||A*||_inf = t -> 0 at m = 1e7, eps/C0 = 0.99 (m inside (5.17): 2 (1/0.99)^{1500} = 7.0e6)."""
    return {**inst, "A": float(t), "m": 1e7, "e": 0.99}


def _mv_Ainf(inst: dict, t: float) -> dict:
    """||A*||_inf = t -> inf with m = max(1e7, t^4), eps/C0 = 0.99."""
    return {**inst, "A": float(t), "m": max(1e7, float(t) ** 4), "e": 0.99}


def _mv_m(inst: dict, t: float) -> dict:
    """m = t -> inf at ||A*||_inf = 1e-3, eps/C0 = 0.99."""
    return {**inst, "m": float(t), "A": 1e-3, "e": 0.99}


def _mv_e(inst: dict, t: float) -> dict:
    """eps/C0 = t with m = 2 (C0/eps)^{1500} ((5.17) at degree 1500), ||A*||_inf = 1e-3."""
    return {**inst, "e": float(t), "m": d88_width(float(t)), "A": 1e-3}


CLAIMS.append(Claim(
    id="thesis.ch5.lemmaD.2.12-D.88-Astar", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.88), proof of Lemma D.2.12, App. D.2, with the lemma's A = A* as Theorem 5.3.1's proof applies it "
                "(L'(A*, A*, A*, ...), L7710); A* = A P* (5.6) L1421, 0 <= p_l* <= c1/(L psi_l) (5.8) L1441; Table "
                "D.2's choices L6766-L6780; (5.17) m >= poly(..., ||A*||_inf, 1/eps)", "L7508, L7710, L1421, L1441"),
    derived="(5.17)'s width taken at degree 1500 in C0/eps, m >= 2 (C0/eps)^{1500} (as "
            "thesis.ch5.lemmaD.2.12-D.88-width); its polynomial in ||A*||_inf stays bounded as ||A*||_inf -> 0, so m "
            "and eps/C0 are held fixed on that path",
    statement="(D.88) with A = A*: m2^{3/2} sigma_v (||A*||_inf^2 + ||A*||_inf^2 tau_w m1^{1/4}) + m2 ||A*||_inf^{2/3} "
              "(||A*||_inf tau_v + ||A*||_inf tau_w m1^{1/4} (1 + tau_v))^{2/3} <= O~(m2 ||A*||_inf^2 "
              "(eps/C0)^{Theta(1)}) at Table D.2's sigma_v = m2^{-1/2-0.01}, tau_w = m1^{-(3/4-0.01)}, tau_v = "
              "m1^{1/2-0.001}/m2^{1/2}, m1 = m2 = m >= 2 (C0/eps)^{1500}; one constant uniform over m, ||A*||_inf in "
              "(0, inf) and eps/C0, the Theta(1) exponent read as 1.",
    statement_tex=r"\tilde{O}(m_2^{\frac{3}{2}} \sigma_v (\|\mathbf{A}^*\|_\infty^2 + \|\mathbf{A}^*\|_\infty^2 \tau_w "
                  r"m_1^{\frac{1}{4}}) + m_2 \|\mathbf{A}^*\|_\infty^{\frac{2}{3}} (\|\mathbf{A}^*\|_\infty \tau_v + "
                  r"\|\mathbf{A}^*\|_\infty \tau_w m_1^{\frac{1}{4}} (1 + \tau_v))^{\frac{2}{3}}) \leq \tilde{O}(m_2 "
                  r"\|\mathbf{A}^*\|_\infty^2 (\epsilon/C_0)^{\Theta(1)})",
    bound=B12.d88_shape, measure=_measure, strategy=_instances(),
    constants="hidden", uniform=True, expect="erratum", rtol=1e-9, atol=0.0,
    directions=(
        Direction("||A*||_inf -> 0 at m = 1e7, eps/C0 = 0.99", "A", 0.0, how="path", move=_mv_A0,
                  points=(1.0, 1e-1, 1e-2, 1e-3, 1e-6, 1e-9, 1e-12),
                  reason="the tau term over m ||A||^2 (eps/C0) is ||A*||^{-2/3} m^{-1/1500} (1 + o(1))/(eps/C0): "
                         "grows like ||A*||^{-2/3} (1.86, 101, 1e4, 1e8 at 1, 1e-3, 1e-6, 1e-12)"),
        Direction("||A*||_inf -> inf with m = max(1e7, ||A||^4)", "A", INF, how="path", move=_mv_Ainf,
                  points=(1.0, 10.0, 1e2, 1e3, 1e4), grows=("m",),
                  reason="the tau term carries ||A||^{4/3} <= ||A||^2 above 1"),
        Direction("m -> inf at ||A*||_inf = 1e-3, eps/C0 = 0.99", "m", INF, how="path", move=_mv_m,
                  points=(1e7, 1e10, 1e30, 1e60, 1e120, 1e200, 1e290), grows=("m",),
                  reason="the ratio falls like m^{-1/1500} (slowly) at a fixed ||A*||"),
        Direction("eps/C0 -> 0.65 with m = 2 (C0/eps)^1500 at ||A*||_inf = 1e-3", "e", 0.0, how="path", move=_mv_e,
                  points=(0.99, 0.9, 0.8, 0.7, 0.65),
                  reason="flat in eps/C0 inside the width (m^{-1/1500} = 2^{-1/1500} eps/C0)"),
    ),
    domain=(Param("m", 2, INF, far=1e290, text="m1 = m2 = m >= poly(C_eps, p2, ||A*||_inf, 1/eps) (5.17), here "
                  ">= 2 (C0/eps)^{1500}", unreached="m in [2, 1e290] drawn and on the path (float range; "
                                                    "thesis.ch5.lemmaD.2.12-D.88-width goes on in logs)"),
            Param("A", 0, INF, lo_closed=False, key="ainf", far=1e4,
                  text="||A*||_inf = ||A P*||_inf in (0, inf) ((5.6), (5.8): p_l* in [0, c1/(L psi_l)])",
                  unreached="[1e-12, 1e4] drawn and on the paths (the ratio is ||A*||^{-2/3} below 1)"),
            Param("e", 0, 1, lo_closed=False, far=0.65, text="eps/C0 in (0, 1)",
                  unreached="eps/C0 >= (2/m)^{1/1500} >= 0.641 at m <= 1e290 (inside (5.17)); the ratio is flat in "
                            "eps/C0 inside the width (thesis.ch5.lemmaD.2.12-D.88-width, in logs)")),
    evidence=(
        "As applied (A = A*): Theorem 5.3.1's proof runs Lemma D.2.12's pseudo network on L'(A*, A*, A*, ...) (L7710), "
        "the lemma's target is F_{A*} and Table 5.1 / (5.17) are stated in ||A*||_inf. A* = A P* (5.6) with 0 <= p_l* "
        "<= c1/(L psi_l) (5.8), so p* -> 0 gives ||A*||_inf -> 0, while (5.17)'s m >= poly(C_eps, p2, ||A*||_inf, "
        "1/eps) stays bounded: m and eps/C0 may stay fixed. At Table D.2's choices (D.88)'s middle over m2 ||A*||^2 "
        "is m^{-0.01} (1 + m^{-0.49}) + ||A*||^{-2/3} (m^{-0.001} + m^{-0.49} (1 + m^{-0.001}))^{2/3}, so the ratio "
        "to m2 ||A*||^2 (eps/C0) grows like ||A*||^{-2/3}: at m = 1e7, eps/C0 = 0.99 it is 1.86, 101, 1.0e4, "
        "1.0e8 at ||A*||_inf = 1, 1e-3, 1e-6, 1e-12 (in float64 and in mpmath at 40 digits); also at m = 2 "
        "(C0/eps)^{1500}, eps/C0 = 1e-2 (in logs): 100, 1e4, 1e8 (auditor B's numbers). Mechanism: the tau term "
        "m2 ||A||^{2/3} (||A|| tau_v)^{2/3} carries ||A||^{4/3}, which (D.88)'s last step bounds by ||A||^2, true only "
        "for ||A||_inf >= 1 (the lemma's own normalized adjacency, where thesis.ch5.lemmaD.2.12-D.88 holds). For "
        "the printed A of Lemma D.2.12 (||A||_inf >= 1) the step holds; the crossing is in the use with A = A*. "
        "Second path: tests/test_thesis_r19_thesisD3.py rebuilds the display in mpmath (own code)."),
    corrected=B.d88a_corrected,
    corrected_text="(D.88) with m2 max(||A*||_inf^2, ||A*||_inf^{4/3}) (eps/C0)^{Theta(1)} (or (5.17) with a factor "
                   "max(1, ||A*||_inf^{-1}) in its polynomial, which moves m with ||A*||_inf -> 0)",
    mutants={"m2 max(||A||^2, ||A||^{3/2}) (eps/C0) (too small as ||A*|| -> 0)": B.d88a_mut_small,
             "m2^{0.9} max(||A||^2, ||A||^{4/3}) (eps/C0) (wrong power of m)": B.d88a_mut_m},
    auto_mutant=False, second_path=SP + "test_d88_astar_ratio_grows_like_a_to_minus_two_thirds",
    notes="Round 19 (thesisD3), from auditor B's note on thesis.ch5.lemmaD.2.12-D.88 (r12, which keeps the lemma's "
          "own ||A||_inf >= 1 and holds). Lemma D.2.12 (L7490) is stated for F_A^* and writes A; whether its A is "
          "the normalized adjacency (||A||_inf >= 1) or A* is not said, but the only use (Theorem 5.3.1's proof) "
          "takes A* (L7710), whose ||A*||_inf ranges over (0, inf) by (5.8); hence erratum in the application.",
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-19 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch5.lemmaD.2.12-D.88-Astar': 'auditor C: confirmed as printed',
}, 'docs/audits/round19/thesis.md')
