"""Round 20 (helper chenli2): Lemma 6.8 Item 4's Hanson-Wright step (L1669-L1671), as printed.

- ``chenli.display.lemma6.8-item4-prob``: proof of Lemma 6.8, Item 4 (L1667-L1671): Theorem 3.1 for M = Theta_i
  Theta_i^T, 'Take t = kappa ||Theta_1||_F^2 so that by Assumption 3, the right-hand side is bounded by
  exp(-Omega(kappa r_Theta))'. With ||Theta_i||_op^2 <= ||Theta_i||_F^2/r_Theta, t/||Theta_i||_op^2 >= kappa r_Theta
  but t^2/||Theta_i||_4^4 >= kappa^2 r_Theta only (||Theta_i||_4^4 <= ||Theta_i||_op^2 ||Theta_i||_F^2): the minimum
  is kappa^2 r_Theta (kappa < 1), the same kappa-versus-kappa^2 slip as Item 5's (chenli.display.lemma6.8-item5-prob).
  The family: Theta = R incoherent blocks u_k w_{k+1}^T (u_k the normalised indicator of the k-th block of n = d/R
  coordinates, cyclic so that Tr Theta = 0): ||x^T Theta||^2 = sum_k S_k^2/n (S_k the block sums of x), mean R =
  ||Theta||_F^2, a chi-square-like sum with variance ~ 2R; stable rank R (>= R/2 after zeroing any d/2 columns:
  Assumption 3 with r_Theta = R/2), columns and rows of norm ||Theta||_F/sqrt(d) (Assumption 4 with v = 1).
"""

from __future__ import annotations

import mpmath as mp
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r20_chenli2 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

CLAIMS: list[Claim] = []

_RHO = 16  # E|S^2/n - 1|^3 <= E (S^2/n)^3 + 1 <= 15 + 1 (Rademacher moments below the Gaussian's)


def _item4(inst: dict) -> dict:
    """m = k = 1, d = R n (n = floor(10^ld / R)), kappa of (7) with the drawn c, lambda; r_Theta = f log^{c8}(d m k)/
    (kappa lambda) (the lower end of (8), '<<' read as the factor f), R = 2 ceil(r_Theta) blocks. Failure
    P[|sum_k (S_k^2/n - 1)| > kappa R]: normal value 2 Phi(-kappa R/sqrt(2 R (1 - 1/n))) with a two-sided Berry-Esseen band
    2 x 0.56 rho/(sigma^3 sqrt R), rho <= 16."""
    with mp.workdps(30):
        ld = mp.mpf(inst["ld"])
        logd = ld * mp.log(10)
        c, lam = mp.mpf(inst["c"]), mp.mpf(inst["lam"])
        kappa = c * lam**6.5 / logd**2  # (7) with m = 1
        r = mp.mpf(inst["f"]) * logd ** mp.mpf(inst["c8"]) / (kappa * lam)
        R = 2 * int(mp.ceil(r))
        r = mp.mpf(R) / 2  # the Theta's r_Theta (>= the lower end of (8))
        log_n = logd - mp.log(R)
        sigma2 = 2 * R * (1 - mp.e ** (-log_n))
        z = kappa * R / mp.sqrt(sigma2)
        p = 2 * mp.ncdf(-z)
        band = 2 * 0.56 * _RHO / (mp.mpf(2) ** 1.5 * mp.sqrt(R))
        return {"kappa": kappa, "r": r, "R": R, "z": z, "p": p, "band": band, "logd": logd, "log_n": log_n,
                "r_over_d_quarter": mp.e ** (mp.log(r) - logd / 4)}


def _measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    q = _item4(inst)
    p, band = q["p"], q["band"]
    lo, hi = max(p - band, mp.mpf(10) ** -30), min(p + band, mp.mpf(1))
    return Measurement(float(-mp.log(p)), {"kappa_r": float(q["kappa"] * q["r"]), "kappa2_r": float(q["kappa"] ** 2 * q["r"])},
                       {"failure": float(p), "failure_band": float(band), "log10_d": float(inst["ld"]),
                        "kappa": float(q["kappa"]), "r_Theta": float(q["r"]), "blocks_R": float(q["R"]),
                        "kappa2_r": float(q["kappa"] ** 2 * q["r"]), "z": float(q["z"]),
                        "log_n": float(q["log_n"]), "r_over_d_quarter": float(q["r_over_d_quarter"])},
                       lhs_interval=(float(-mp.log(hi)), float(-mp.log(lo))))


@st.composite
def _inst(draw: st.DrawFn) -> dict:
    return {"ld": draw(st.one_of(st.just(60.0), st.floats(40.0, 200.0))),
            "c": draw(st.one_of(st.just(1.0), log_uniform(0.01, 1.0))),
            "lam": draw(st.one_of(st.just(1.0), log_uniform(0.1, 1.0))),
            "c8": draw(st.one_of(st.just(1.0), st.floats(1.0, 3.0))),
            "f": draw(st.one_of(st.just(1.0), log_uniform(1.0, 10.0)))}


def _mv_ld(inst: dict, t: float) -> dict:
    return {**inst, "ld": t}


LEMMA68_ITEM4 = Claim(
    id="chenli.display.lemma6.8-item4-prob",
    catalog_id="chenli.lemma6.8",
    paper=PAPER,
    kind="step",
    source=f"Proof of Lemma 6.8, Item 4, Section 6.4.2, {SEED_FILE} L1667-L1671 ('Take t = kappa ||Theta_1||_F^2 so "
           "that by Assumption 3, the right-hand side is bounded by exp(-Omega(kappa r_Theta))'; the right-hand side "
           "of the Hanson-Wright display L1669; kappa of (7), r_Theta of (8))",
    statement="P[| ||x^T Theta_i||^2 - ||Theta_i||_F^2 | > kappa ||Theta_1||_F^2] <~ exp(-Omega(kappa r_Theta)) for "
              "x ~ {+-1}^d under Assumption 3 with kappa of (7) and r_Theta in (8) (L1669-L1671); checked with m = 1 as "
              "-log(failure) >= c kappa r_Theta with one c > 0 (the failure's normal value and a Berry-Esseen band).",
    statement_tex=r"\mathbb{P}[|\|x^\top \Theta_i\|^2 - \|\Theta_i\|_F^2| > \kappa \|\Theta_1\|_F^2] \lesssim "
                  r"\exp(-\Omega(\kappa r_\Theta))",
    comparison=">=",
    bound=B.item4_shape,
    measure=_measure,
    strategy=lambda: _inst(),
    assumptions=(
        Assumption("(8): r_Theta <= d^{1/4}", "r_Theta below (8)'s upper end (at constant 1)",
                   slack=lambda q: 1.0 - q["r_over_d_quarter"]),
        Assumption("blocks of n >= 2 coordinates", "d = R n with n >= 2 (the block construction fits in d)",
                   slack=lambda q: q["log_n"] - 0.7),
    ),
    constants="hidden",
    uniform=True,
    directions=(
        Direction("d -> inf (log10 d = t)", "ld", INF, how="path", move=_mv_ld,
                  points=(40.0, 60.0, 100.0, 200.0, 400.0, 1000.0, 3000.0),
                  reason="-log(failure) ~ kappa^2 r_Theta/2 while kappa r_Theta = f log^{c8}(d)/lambda grows: the ratio "
                         "falls like kappa ~ c/log^2 d (for c8 <= 2 the failure does not even decay)"),
        Direction("c of (7), the '<<' factor f", "c", INF, how="search",
                  reason="c in [0.01, 1], f in [1, 10]"),
        Direction("lambda of Assumption 1 (searched)", "lam", 0.0, how="search",
                  reason="lambda in [0.1, 1]: smaller lambda shrinks kappa like lambda^{13/2}, which widens the gap"),
        Direction("c of (8) (searched)", "c8", INF, how="search",
                  reason="c8 in [1, 3]: for any fixed c8 the ratio kappa^2 r_Theta/(kappa r_Theta) = kappa -> 0 with d"),
        Direction("m (heads)", "m", INF, how="unsearched",
                  reason="m = 1: the display is about one Theta_i (i = 1); kappa of (7) only shrinks with m, which "
                         "widens the kappa-versus-kappa^2 gap"),
    ),
    expect="erratum",
    evidence="Hanson-Wright with ||Theta_i||_op^2 <= ||Theta_i||_F^2/r_Theta and ||Theta_i Theta_i^T||_F^2 <= "
             "||Theta_i||_F^4/r_Theta gives t/||.||_op^2 >= kappa r_Theta but t^2/||.||_F^2 >= kappa^2 r_Theta: the "
             "bound is exp(-Omega(kappa^2 r_Theta)), and it is attained. Instance (m = 1; Assumptions 3 and 4 hold "
             "exactly, Tr Theta = 0): Theta = R incoherent blocks of equal singular values, ||x^T Theta||^2 - R a sum "
             "of R iid S_k^2/n - 1 (variance ~ 2R), r_Theta = R/2 at (8)'s lower end f log^{c8}(d)/(kappa lambda). "
             "c = lambda = f = c8 = 1, d = 1e40: kappa = 1.18e-4, r_Theta = 7.8e5, kappa r_Theta = 92, failure "
             "2 Phi(-kappa sqrt(r_Theta)) = 0.917 +- 0.005; d = 1e3000: kappa r_Theta = 6908, failure 0.999. At c8 = 3 "
             "the failure decays like exp(-kappa^2 r_Theta/2), still against exp(-c kappa r_Theta) with c -> 0 like "
             "1/log^2 d. So the step's 'exp(-Omega(kappa r_Theta))' fails as printed; Item 4 itself needs kappa^2 "
             "r_Theta >> log m (true at (8)'s lower end only when c8 > 2)." +
             " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
             "constant: (8) r_Theta <= d^{1/4} (constant 1); (8)'s lower end at a searched factor f. Outcome "
             "(a) the crossing survives every admissible value of the constant: the d path puts r_Theta at "
             "(8)'s lower end f log^{c8}(d)/(kappa lambda), polylog in d, so r_Theta << d^{1/4} holds for "
             "every constant eventually; -log(failure) <~ kappa^2 r_Theta against kappa r_Theta, a ratio kappa"
             " -> 0 for every f, c8.",
    second_path="tests/test_chenli_r20_chenli2.py::test_lemma68_item4_kappa_squared",
    corrected=B.item4_shape_corrected,
    corrected_text="P[| ||x^T Theta_i||^2 - ||Theta_i||_F^2 | > kappa ||Theta_1||_F^2] <~ exp(-Omega(kappa^2 "
                   "r_Theta)) (the Gaussian branch of Theorem 3.1)",
    no_mutant_reason="a uniform rate refuted along d by a closed form; any planted shape growing with d is refuted by "
                     "the same path",
    auto_mutant=False,
    notes="Closed form: S_k are sums of n = d/R signs, so ||x^T Theta||^2 - ||Theta||_F^2 = sum_k (S_k^2/n - 1) with "
          "independent terms of variance 2(1 - 1/n); its law is taken as normal with a Berry-Esseen band 2 x 0.56 x "
          "16/(2^{3/2} sqrt R) (two tails). Assumption 3's Pi_S clause holds with c = 1/2 ('sufficiently small "
          "constant'): zeroing s columns removes s/n of the Frobenius mass and leaves singular values <= 1. "
          "d = 10^40 .. 10^200 drawn, 10^3000 on the path.",
    domain=(Param("log10 d", 1.0, INF, key="ld", text="d",
                  unreached="log10 d in [40, 200] drawn, 3000 on the path: below ~35 (8)'s window is empty"),
            Param("c", 0.0, INF, lo_closed=False, text="c of (7) ('arbitrarily small constant')",
                  unreached="c in [0.01, 1]"),
            Param("lam", 0.0, 1.0, lo_closed=False, text="lambda of Assumption 1", unreached="lambda in [0.1, 1]"),
            Param("c8", 0.0, INF, lo_closed=False, text="the exponent c of (8) ('sufficiently large')",
                  unreached="c8 in [1, 3]: any fixed c8 leaves kappa^2 r_Theta / (kappa r_Theta) = kappa -> 0"),
            Param("m", 1, INF, integer=True, text="m heads", unreached="m = 1")),
    settings={"ci": {"max_examples": 15, "budget_s": 2.0, "path_decades": 0.0},
              "dev": {"path_decades": 0.0}, "deep": {"path_decades": 0.0}},
)

CLAIMS += [LEMMA68_ITEM4]

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-20 audits
CLAIMS = cite_audits(CLAIMS, {
    'chenli.display.lemma6.8-item4-prob': 'auditor B: confirmed as printed',
}, 'docs/audits/round20/chenli.md')
