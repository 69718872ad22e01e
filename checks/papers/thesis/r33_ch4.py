"""thesis, Chapter 4 (App. C), round 33 (helper ch4): the printed domain's ends left for cost in round 32.

The Ch. 4 c-rows of ``docs/ends_r32_T2.tsv`` were re-measured at their end with the claims' own measurement
(``docs/r33/ch4/ch4_ends.py``, results in docs/r33/ch4/ends_ch4.tsv). One end crossed, and is a claim here, ``derived`` since round 32's audit: its family shrinks every group, while
Corollary 4.4.1 varies one group with the others fixed (where the first line stays bounded):

- ``thesis.ch4.eqC.102-second-ends``: (C.102) L5756 (proof of Corollary 4.4.1, case ||Sigma_l|| = o(1)), its second
  '<~' at the s = ||Sigma_L^{1/2}|| -> 0 end of the display's own regime: the first line grows like ||Sigma_L||^-3
  (rho_l ~ s^4), the printed right side O(1 - ||Sigma_L||^3) stays bounded.

The measurement is round 15's (``r15_thesisC._c102_measure``), imported unchanged.
"""

from __future__ import annotations

import dataclasses

from hypothesis import strategies as st

from thmcheck.bounds.thesis import r33_ch4 as B
from thmcheck.checks.claim import Direction, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.thesis import r15_thesisC as R15
from thmcheck.checks.strategies import log_uniform

CLAIMS = []

_C102 = next(c for c in R15.CLAIMS if c.id == "thesis.ch4.eqC.102-second")


@st.composite
def _c102_end_instances(draw: st.DrawFn) -> dict:
    """(C.102)'s case ||Sigma_l|| = o(1) down to its end: s log-uniform in [0.005, 0.3] (atom 0.01), K in {2, 3, 4}
    (d = K), m in [0, 2] (atom 1), lambda_1 in [0.2, 0.8], xi in [0, 1]."""
    K = draw(st.integers(2, 4))
    return {"K": K, "d": K, "lam1": draw(st.floats(0.2, 0.8)),
            "s": draw(st.one_of(st.just(0.01), log_uniform(0.005, 0.3))),
            "m": draw(st.one_of(st.just(1.0), st.floats(0.0, 2.0))), "xi": draw(st.floats(0.0, 1.0))}


def _move_s(inst: dict, t: float) -> dict:
    return {**inst, "s": float(t)}


CLAIMS.append(dataclasses.replace(
    _C102, id="thesis.ch4.eqC.102-second-ends",
    statement="(C.102), second step, at the end ||Sigma_L|| -> 0 of its own case ||Sigma_l|| = o(1): the first line "
              "O(K^{5/2} sqrt(sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 (1 + xi)) / (sum_l lambda_l "
              "||Sigma_l^-1||^-1 rho_l / (eta tau^K kappa^2)) sqrt(d log n / n)) <~ poly(eta, kappa, tau, delta_K(W*)) "
              "sqrt(d log n / n) K^2 (1 + xi) O(1 - ||Sigma_L||^3); encoded at eta = kappa = tau = delta_K = 1, K <= 4 "
              "(the K power is thesis.ch4.eqC.102-second's), the first line over K^{5/2} (1 + xi) (1 - ||Sigma_L||^3) "
              "<~ 1 uniformly as s = ||Sigma_L^{1/2}|| -> 0.",
    bound=B.c102_end_printed, strategy=_c102_end_instances(), expect="erratum as printed",
    derived="(C.102) with every group shrinking together (both groups N(+-m e_1, s^2 I_K), s -> 0, W*^T mu_l with zero "
            "entries): Corollary 4.4.1 varies one parameter of one group and fixes all the others (L1166-L1168, "
            "L5750), where the other group keeps the denominator away from 0 and the first line stays bounded (round "
            "34's referee A: 560-655 as ||Sigma_L|| -> 0 at two groups, K = 2), so the printed O(1) holds there; "
            "referee A: REFUTED as an erratum of the paper (docs/audits/round32/referee_A.md section 2)",
    readings=(Reading("O(||Sigma_L||^-3) on the right", "the second line's O(1 - ||Sigma_L||^3) read as "
                      "O(||Sigma_L||^-3), the growth (C.100) (1/||Sigma_L^{1/2}||^6 in n_sc) and (C.101) (Theta("
                      "||Sigma_L||^3) in the contraction) carry in the same case", bound=B.c102_end_corrected),),
    corrected=B.c102_end_corrected,
    corrected_text="O(K^{5/2} ...) <~ poly(eta, kappa, tau, delta_K(W*)) sqrt(d log n / n) K^{5/2} (1 + xi) "
                   "O(||Sigma_L||^-3) (the denominator sum_l lambda_l ||Sigma_l^-1||^-1 rho_l is Theta(||Sigma_L||^3), "
                   "as (C.101) writes it).",
    directions=(
        Direction("s = ||Sigma_L^{1/2}|| -> 0", "s", 0.0, how="path", move=_move_s, points=(0.05, 0.02, 0.01, 0.005),
                  reason="rho_l = rho(m/s e_1, s) ~ s^4 (sigmoid), ||Sigma_l^-1||^-1 = s^2: the first line grows like "
                         "s^-6 (m > 0; s^-5 at m = 0), the printed second line tends to a constant"),
        Direction("K, m, lambda_1, xi (searched)", "m", 2.0, how="search",
                  reason="K in {2, 3, 4}, m in [0, 2], lambda_1 in [0.2, 0.8], xi in [0, 1] drawn; K -> inf is "
                         "thesis.ch4.eqC.102-second's path")),
    domain=(Param("s", 0, INF, lo_closed=False, far=0.3, text="||Sigma_l^{1/2}|| = s (the case ||Sigma_l|| = o(1))",
                  unreached="s >= 0.005 drawn (rho ~ s^4 loses its digits in float64 quadrature below ~1e-3; the "
                            "growth s^-6 is plain from 0.3 to 0.005)"),
            Param("K", 1, INF, integer=True, far=4, text="K neurons",
                  unreached="K in {2, 3, 4}: the K power is thesis.ch4.eqC.102-second's"),
            Param("m", 0, INF, far=2.0, text="||mu_l||", unreached="[0, 2] drawn"),
            Param("xi", 0, INF, far=1.0, text="the noise level", unreached="[0, 1]: sqrt(1 + xi)/(1 + xi) <= 1")),
    evidence=(
        "Not an erratum of the paper (derived: every group shrinks; round 32's referee A REFUTED the first reading, "
        "see derived). On this family: violated at the s = ||Sigma_L^{1/2}|| -> 0 end of (C.102)'s own case ||Sigma_l|| = o(1): rho_l of "
        "Definition C.2.2 (sigmoid) behaves like s^4 (7.66e-7, 4.86e-8, 1.25e-9, 7.81e-11 at s = 0.1, 0.05, 0.02, "
        "0.01; mpmath quadrature at 40 digits), so the first line over K^{5/2} (1 + xi) (1 - ||Sigma_L||^3) is 1.44e8, "
        "8.64e9, 2.04e12, 1.29e14 (m = 1, ~ s^-6 = ||Sigma_L||^-3) and 1.31e7, 4.12e8, 4.00e10, 1.28e12 (m = 0, ~ s^-5) "
        "(two groups N(+-m e_1, s^2 I_K), W* = [I_K; 0], K = 3, eta = kappa = tau = delta_K = 1), while the printed "
        "O(1 - ||Sigma_L||^3) tends to a constant. (C.100) (n_sc ~ 1/||Sigma_L^{1/2}||^6) and (C.101) (Theta("
        "||Sigma_L||^3)) carry the growth in the same case: a slip of '1 -' for an inverse power; with O(||Sigma_L||^-3) "
        "the ratio stays in [1.3, 144] over s in [0.01, 0.1]. Second path: tests/test_thesis_r33_ch4.py (mpmath, no "
        "project code)."),
    second_path="tests/test_thesis_r33_ch4.py::test_c102_first_line_grows_like_sigma_inv3",
    mutants={"||Sigma_L||^-2 (too slow a growth)": B.c102_end_mut_slow},
    auto_mutant=False,
    notes="Round 33 (helper ch4): round 32's ends table left s -> 0 unreached (c); the claim's own measurement at the end "
          "(docs/r33/ch4/ch4_ends.py) gave the ratio 4.1e8 (s = 0.05) -> 1.3e12 (0.01) -> 4.1e13 (0.005), m = 0.",
    settings={"ci": {"max_examples": 10, "budget_s": 4.0, "path_starts": 1}},
))
