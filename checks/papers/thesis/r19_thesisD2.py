"""thesis, Appendix D (round 19, helper thesisD2): Lemma D.2.7's printed error term (D.57), which has no eps, as the
input of (D.66).

- ``thesis.ch5.lemmaD.2.8-D.66-from-D.57``: (D.66) "Combining (D.63), (D.64), (D.65) and Lemma D.2.7" carries the
  error term O~(p2^2 C_s(Phi, p2 C_s(phi, ||A||_inf)) C_s(phi, ||A||_inf) (sqrt(||A||_inf^2 + 1) eps)), but Lemma
  D.2.7 as printed ((D.57), L7141) gives O~(p2^2 C_s(Phi, p2 C_s(phi, ||A||_inf)) C_s(phi, ||A||_inf) sqrt(||A||_inf^2
  + 1)): no eps (its own proof's last line (D.61) has the factor eps). The step is encoded as printed: the error
  term the lemma supplies against the one (D.66) states, one hidden constant uniform over eps in its printed range
  (0, eps_sup) of Lemma D.2.4 (L6946) and over F = p2^2 C_s(Phi, .) C_s(phi, .) sqrt(||A||^2 + 1).

Bounds in ``thmcheck.bounds.thesis.r19_thesisD2``; second paths in ``tests/test_thesis_r19_thesisD2.py``.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.thesis import r19_thesisD2 as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r19_thesisD2.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ============ (D.66) from Lemma D.2.7 as printed: (D.57)'s error term has no eps


def d57_parts(inst: dict) -> dict:
    """F = p2^2 C_s(Phi, p2 C_s(phi, ||A||_inf)) C_s(phi, ||A||_inf) sqrt(||A||_inf^2 + 1) from the instance's p2,
    ||A||_inf and the logs of the two C_s values of (5.3) (scaling the class's coefficients reaches every positive
    value), and eps = u eps_sup with
    eps_sup = 1/(K ||q||_1 p1 F) the top of Lemma D.2.4's range (L6946, open at 0): u in (0, 1) its position."""
    p2, A = int(inst["p2"]), float(inst["A"])
    lF = 2.0 * math.log(p2) + float(inst["lCsPhi"]) + float(inst["lCsphi"]) + 0.5 * math.log(A * A + 1.0)
    lsup = -(math.log(float(inst["Kq1p1"])) + lF)
    return {"F": math.exp(lF), "eps": math.exp(math.log(float(inst["u"])) + lsup), "eps_sup": math.exp(lsup),
            "lF": lF}


def _d66_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The error term Lemma D.2.7 supplies as printed ((D.57), L7141): F (no eps), closed form."""
    q = d57_parts(inst)
    return Measurement(q["F"], {"F": q["F"], "eps": q["eps"], "u": float(inst["u"]), "p2": int(inst["p2"]),
                                "ainf": float(inst["A"])},
                       {"(D.57)'s error term F (no eps)": q["F"], "(D.66)'s error term F eps": q["F"] * q["eps"],
                        "eps_sup (L6946)": q["eps_sup"], "ln F": q["lF"]})


@st.composite
def _d66_instances(draw: st.DrawFn) -> dict:
    """p2 in 1..1000, ||A||_inf in [1, 1e4], ln C_s(phi, ||A||_inf) in [0, 100], ln C_s(Phi, p2 C_s(phi, .)) in [0,
    300], K ||q||_1 p1 in [1, 1e3], eps = u eps_sup with u log-uniform in [1e-12, 1)."""
    return {"p2": int(draw(st.one_of(st.integers(1, 4), log_uniform(1.0, 1000.0).map(int)))),
            "A": float(draw(log_uniform(1.0, 1e4))), "lCsphi": draw(st.floats(0.0, 100.0)),
            "lCsPhi": draw(st.floats(0.0, 300.0)), "Kq1p1": float(draw(log_uniform(1.0, 1e3))),
            "u": float(draw(st.one_of(st.just(0.5), log_uniform(1e-12, 0.999))))}


def _mv_u(inst: dict, t: float) -> dict:
    """eps = t eps_sup at p2 = 1, ||A||_inf = 1, C_s values e^0 = 1, K ||q||_1 p1 = 1."""
    return {**inst, "u": float(t), "p2": 1, "A": 1.0, "lCsphi": 0.0, "lCsPhi": 0.0, "Kq1p1": 1.0}


def _mv_F(inst: dict, t: float) -> dict:
    """ln C_s(Phi, .) = t (capped at 300: F in float range) at eps = eps_sup/2 (F -> inf; eps_sup falls with it)."""
    return {**inst, "lCsPhi": min(float(t), 300.0), "u": 0.5, "p2": 1, "A": 1.0, "lCsphi": 0.0, "Kq1p1": 1.0}


CLAIMS.append(Claim(
    id="thesis.ch5.lemmaD.2.8-D.66-from-D.57", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.66), proof of Lemma D.2.8, App. D.2.1 ('Combining (D.63), (D.64), (D.65) and Lemma D.2.7' "
                "L7199); Lemma D.2.7's display (D.57) L7141 (no eps); its proof's last line (D.61) L7165 (with eps); "
                "eps's range L6946", "L7141, L7199-L7205"),
    statement="(D.66)'s error term from Lemma D.2.7 as printed: the error (D.57) supplies, O~(p2^2 C_s(Phi, p2 C_s(phi, "
              "||A||_inf)) C_s(phi, ||A||_inf) sqrt(||A||_inf^2 + 1)), is at most (D.66)'s O~(p2^2 C_s(Phi, p2 "
              "C_s(phi, ||A||_inf)) C_s(phi, ||A||_inf) (sqrt(||A||_inf^2 + 1) eps)); one hidden constant uniform over "
              "eps in (0, eps_sup) (L6946), p2, ||A||_inf and the C_s values.",
    statement_tex=r"\tilde{O}(p_2^2 \mathcal{C}_s(\Phi, p_2 \mathcal{C}_s(\phi, \|\mathbf{A}\|_\infty)) "
                  r"\mathcal{C}_s(\phi, \|\mathbf{A}\|_\infty) \sqrt{\|\mathbf{A}\|_\infty^2 + 1}) \leq \tilde{O}(p_2^2 "
                  r"\mathcal{C}_s(\Phi, p_2 \mathcal{C}_s(\phi, \|\mathbf{A}\|_\infty)) \mathcal{C}_s(\phi, "
                  r"\|\mathbf{A}\|_\infty) (\sqrt{\|\mathbf{A}\|_\infty^2 + 1} \cdot \epsilon))",
    bound=B.d66_err_shape, measure=_d66_measure, strategy=_d66_instances(), constants="hidden", uniform=True,
    expect="erratum", rtol=1e-9, atol=0.0,
    directions=(
        Direction("eps -> 0 (u -> 0, eps = u eps_sup)", "u", 0.0, how="path", move=_mv_u,
                  points=(0.5, 1e-1, 1e-2, 1e-4, 1e-6, 1e-9, 1e-12),
                  reason="the ratio is 1/eps: (D.57)'s error does not shrink with eps"),
        Direction("F -> inf (ln C_s(Phi, .) -> 300) at eps = eps_sup/2", "lCsPhi", INF, how="path", move=_mv_F,
                  points=(1.0, 3.0, 10.0, 30.0, 100.0, 300.0),
                  reason="eps_sup = 1/(K ||q||_1 p1 F) falls with F, so 1/eps grows like F"),
        Direction("p2 (searched)", "p2", INF, how="search", reason="p2^2 enters F; the ratio is 1/eps = K ||q||_1 p1 F/u"),
        Direction("A = ||A||_inf (searched)", "A", INF, how="search", reason="sqrt(||A||^2 + 1) enters F"),
        Direction("lCsphi (searched)", "lCsphi", INF, how="search", reason="C_s(phi, ||A||_inf) enters F"),
        Direction("Kq1p1 (searched)", "Kq1p1", INF, how="search", reason="K ||q||_1 p1 enters eps_sup only"),
    ),
    domain=(Param("u", 0, 1, lo_closed=False, hi_closed=False, far=1e-12,
                  text="eps/eps_sup, eps in (0, eps_sup) of L6946", unreached="u >= 1e-12 (the ratio is 1/eps)"),
            Param("p2", 1, INF, integer=True, far=1000, text="p2", unreached="1..1000"),
            Param("A", 1, INF, key="ainf", far=1e4, text="||A||_inf >= 1", unreached="[1, 1e4]"),
            Param("lCsphi", 0, INF, far=100, text="ln C_s(phi, ||A||_inf) of (5.3)",
                  unreached="[0, 100] (F in float range; C_s < 1 only raises eps_sup, the ratio is 1/eps)"),
            Param("lCsPhi", 0, INF, far=300, text="ln C_s(Phi, p2 C_s(phi, ||A||_inf))",
                  unreached="[0, 300] (F in float range; the ratio grows with F)"),
            Param("Kq1p1", 1, INF, far=1e3, text="K ||q||_1 p1", unreached="[1, 1e3]")),
    evidence=(
        "As printed, Lemma D.2.7's display (D.57) (L7141) ends with '± O~(p2^2 C_s(Phi, p2 C_s(phi, ||A||_inf))) "
        "C_s(phi, ||A||_inf) sqrt(||A||_inf^2 + 1)': no eps, while its proof's last line (D.61) ends with '... sqrt("
        "||A||_inf^2 + 1) · eps)' and (D.66) (L7199, 'Combining (D.63), (D.64), (D.65) and Lemma D.2.7') states the "
        "error '(sqrt(||A||_inf^2 + 1) · eps)'. So (D.66) does not follow from the lemma as printed: the ratio of the "
        "two error terms is exactly 1/eps (all other factors equal), unbounded as eps -> 0 inside the printed range "
        "(0, eps_sup) of L6946: at p2 = 1, ||A||_inf = 1, C_s = 1, K ||q||_1 p1 = 1 (F = 2^{1/2}, eps_sup = "
        "1/sqrt 2) the ratio goes 2.83 -> 1.41e12 as eps/eps_sup goes 0.5 -> 1e-12. Also along F -> inf at eps = "
        "eps_sup/2 (ratio 2 K ||q||_1 p1 F). The lemma's proof does reach the eps version ((D.61), thesis's own "
        "'the last step comes from (D.58) and m1 >= M'), so the error is in the lemma's display: a missing factor "
        "eps (as printed), not in (D.66). Second path: tests/test_thesis_r19_thesisD2.py recomputes the two printed "
        "error terms in mpmath from p2, ||A||_inf, C_s values (own code)."),
    corrected=B.d66_err_corrected,
    corrected_text="(D.66) with the error Lemma D.2.7 prints, O~(p2^2 C_s(Phi, .) C_s(phi, .) sqrt(||A||^2 + 1)) (no "
                   "eps); or (D.57) with the factor eps of its proof's (D.61), which (D.66) then inherits",
    mutants={"F sqrt(eps) (vanishes with eps)": B.d66_mut_sqrt_eps, "F^{1/2} (too small in F)": B.d66_mut_pow},
    auto_mutant=False, second_path=SP + "test_d66_from_d57_ratio_is_one_over_eps",
    notes="Encodes the eps-free error term of (D.57) as printed (round 19, thesisD2). Lemma D.2.7's rows L7139/L7141 "
          "stay 'uncomputable' for the existence over h itself; this claim computes the part of the display that "
          "needs no h: its error term, as the input of (D.66).",
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-19 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch5.lemmaD.2.8-D.66-from-D.57': 'auditor C: confirmed as printed',
}, 'docs/audits/round19/thesis.md')
