"""Round 28 (helper lits): beta_3 by name where Corollary 1 prints '2d sqrt(T) d' (literal first).

- ``mhgd.display.lemma10-L910-beta3-cor1``: the last '=' of L910 (proof of Lemma 10), '4 d sqrt(T d-bar) R^3 (3
  sqrt(d-bar) R^2 ||th_{j,alpha}||_{2,inf} + 1) ||th - th_j||^2 = 2 beta_3(th_{j,alpha}) ||th - th_j||^2', with
  beta_3 the symbol of Corollary 1 (3) (L133: 2 d sqrt(T) d R^3 (3 sqrt(d) R^2 ||th||_{2,inf} + 1); Lemma 6, L782,
  the 'tight version of Corollary 1', prints the same). Read literally the right side is 4 d^2 sqrt(T) R^3 (...)
  ||.||^2, sqrt(d) times the left for d >= 2: the '=' fails and the chain's conclusion sqrt(H) >= 2 beta_3 ||.||^2
  (Lemma 9's hypothesis, which Lemma 10 invokes through Prop. 4) is not reached from (74)'s 36 d sqrt(T d-bar).
  Reading: the appendix's beta_3 = 2 d sqrt(T d) R^3 (...) (Prop. 5 L611, (87) L1031, 'recall beta_3 := 2d sqrt(Td)
  ... defined in Corollary 1' L1173): the '=' is an identity.
  mhgd.display.lemma9-10-thm3-gd-equalities checks the same '=' as '<=' with the appendix beta_3 on GD runs.
"""

from __future__ import annotations

from hypothesis import strategies as st

from thmcheck.bounds.mhgd import r28_lits as B
from thmcheck.checks.claim import Claim, Ctx, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

CLAIMS: list[Claim] = []


def _q(inst: dict) -> dict:
    return {"T": int(inst["T"]), "d": int(inst["d"]), "R": float(inst["R"]), "n": float(inst["n"]),
            "a": float(inst["a"])}


def _measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = L910's printed left member (closed form; d-bar read as d). Every (n, a) >= 0 is realised: theta_j = theta
    + a e with e a unit vector in theta's largest head block along it (alpha = 1: ||theta_{j,1}||_{2,inf} = n)."""
    q = _q(inst)
    return Measurement(B.l910_left(**q), q)


def _exact(inst: dict) -> Measurement:
    import mpmath

    with mpmath.workdps(60):
        q = _q(inst)
        qm = {"T": q["T"], "d": q["d"], "R": mpmath.mpf(q["R"]), "n": mpmath.mpf(q["n"]), "a": mpmath.mpf(q["a"])}
        return Measurement(B.l910_left(**qm), q)


@st.composite
def _inst(draw: st.DrawFn) -> dict:
    return {"T": draw(st.one_of(st.sampled_from([1, 2, 64]), st.integers(1, 1024))),
            "d": draw(st.one_of(st.sampled_from([1, 2, 3]), st.integers(1, 1024))),
            "R": draw(st.one_of(st.just(1.0), log_uniform(1.0, 100.0))),
            "n": draw(st.one_of(st.just(0.0), st.just(1.0), log_uniform(1e-6, 1e6))),
            "a": draw(st.one_of(st.just(1.0), log_uniform(1e-6, 1e6)))}


L910_BETA3 = Claim(
    id="mhgd.display.lemma10-L910-beta3-cor1",
    catalog_id="mhgd.lemma10",
    paper=PAPER,
    kind="step",
    source=f"Proof of Lemma 10 (App. B.3), {SEED_FILE} L910 (its last '='), beta_3 of Corollary 1 (3) L133 (as "
           "printed: 2d sqrt(T) d R^3); Lemma 6 (3) L782 prints the same",
    statement="4 d sqrt(T d-bar) R^3 (3 sqrt(d-bar) R^2 ||theta_{j,alpha}||_{2,inf} + 1) ||theta - theta_j||^2 = 2 "
              "beta_3(theta_{j,alpha}) ||theta - theta_j||^2, beta_3(theta) := 2 d sqrt(T) d R^3 (3 sqrt(d) R^2 "
              "||theta||_{2,inf} + 1) (Cor. 1 (3), as printed); d-bar (undefined) read as d.",
    statement_tex=r"4 d \sqrt{T \bar{d}} R^3 \left( 3 \sqrt{\bar{d}} R^2 \|\boldsymbol{\theta}_{j,\alpha}\|_{2,\infty} "
                  r"+ 1 \right) \|\boldsymbol{\theta} - \boldsymbol{\theta}_j\|^2 = 2\beta_3(\boldsymbol{\theta}_{j,"
                  r"\alpha}) \|\boldsymbol{\theta} - \boldsymbol{\theta}_j\|^2",
    comparison="==",
    bound=B.two_beta3_cor1,
    measure=_measure,
    exact=_exact,
    strategy=lambda: _inst(),
    rtol=1e-12,
    readings=(Reading("appendix beta_3", "beta_3 = 2 d sqrt(T d) R^3 (3 sqrt(d) R^2 ||theta||_{2,inf} + 1) as Prop. "
                      "5 (L611), (87) (L1031) and L1173 ('recall beta_3 := 2d sqrt(Td) ... defined in Corollary 1') "
                      "print it: the '=' is an identity", bound=B.two_beta3_appendix),),
    expect="erratum as printed",
    no_correction_reason=("the reading is the correction: with the appendix's beta_3 = 2d sqrt(Td) (L611, L1031, "
                          "L1173) the '=' is an identity"),
    evidence="Round 28 (helper lits), Audited (round 28, docs/audits/round28/mhgd.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. With Corollary 1's printed beta_3 (2 d sqrt(T) d R^3 "
             "(...)) the right side is 4 d^2 sqrt(T) R^3 (3 sqrt(d) R^2 n + 1) a^2 and the left 4 d sqrt(T d) R^3 (3 "
             "sqrt(d) R^2 n + 1) a^2: ratio left/right = 1/sqrt(d), e.g. T = 1, d = 2, R = 1, n = 0, a = 1: 8 sqrt(2) "
             "= 11.31 against 16. So L910 reaches sqrt(H) >= 2 beta_3 ||th - th_j||^2 / sqrt(d), not Lemma 9's "
             "sqrt(H) >= 2 beta_3 ||.||^2 that Prop. 4 needs, whenever d >= 2 (at the worst admissible A_j = 3D, "
             "||th_{j,alpha}||_{2,inf} = 3D + ||th||_{2,inf}, (74) at equality gives exactly a factor sqrt(d) short). "
             "Lemma 10's own conclusion is not refuted here (its hypothesis (74) prints its own sqrt(T d-bar)); under "
             "the appendix reading beta_3 = 2 d sqrt(Td) the '=' is an identity (bitwise equal here).",
    second_path="tests/test_mhgd_r28_lits.py::test_l910_cor1_beta3",
    no_mutant_reason="an '==' step refuted in closed form at every d >= 2; its reading is an identity, and a planted "
                     "wrong exponent of the reading (mutants) is refuted at d >= 2 as well",
    mutants={"reading without d^(1/2)": B.two_beta3_cor1_wrong_exp},
    auto_mutant=False,
    notes="Closed-form sides: theta, theta_j enter only through n = ||theta_{j,alpha}||_{2,inf} and a = ||theta - "
          "theta_j||, every pair of non-negative values is realised (theta_j = theta + a e, e unit in the largest "
          "head block, alpha = 1). T, d up to 1024, R in [1, 100], n, a over twelve decades (n = 0 included).",
    domain=(Param("T", 1, INF, integer=True, text="T", unreached="T <= 1024; both sides scale as sqrt(T)"),
            Param("d", 1, INF, integer=True, text="d", unreached="d <= 1024; the ratio is 1/sqrt(d), d = 2 suffices"),
            Param("R", 1.0, INF, text="R >= 1 (Assumption 1)", unreached="R <= 100; R cancels in the ratio"),
            Param("n", 0.0, INF, text="||theta_{j,alpha}||_{2,inf}", unreached="n <= 1e6; n cancels in the ratio"),
            Param("a", 0.0, INF, text="||theta - theta_j||", unreached="a in [1e-6, 1e6]; a^2 cancels (a = 0: 0 = 0)")),
    settings={"ci": {"max_examples": 25, "budget_s": 1.0}},
)

CLAIMS += [L910_BETA3]


def _q87(inst: dict) -> dict:
    return {"T": int(inst["T"]), "d": int(inst["d"]), "R": float(inst["R"]), "n": float(inst["n"])}


def _measure87(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = beta_3(theta_{k alpha}^{-i}) with Corollary 1's printed beta_3 at n = ||theta_{k alpha}^{-i}||_{2,inf}."""
    q = _q87(inst)
    return Measurement(B.beta3_cor1(**q), q)


def _measure87_app(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    q = _q87(inst)
    return Measurement(B.beta3_appendix(**q), q)


def _exact87(inst: dict) -> Measurement:
    import mpmath

    with mpmath.workdps(60):
        q = _q87(inst)
        return Measurement(B.beta3_cor1(q["T"], q["d"], mpmath.mpf(q["R"]), mpmath.mpf(q["n"])), q)


EQ87_BETA3 = Claim(
    id="mhgd.display.eq87-beta3-cor1",
    catalog_id="mhgd.lemma11",
    paper=PAPER,
    kind="step",
    source=f"Proof of Lemma 11 (App. C), (87) {SEED_FILE} L1031 (its first '='), beta_3 of Corollary 1 (3) L133 (as "
           "printed: 2d sqrt(T) d R^3)",
    statement="beta_3(theta_{k alpha}^{-i}) = 2 d sqrt(T d) R^3 (3 sqrt(d) R^2 ||alpha theta_k + (1 - alpha) "
              "theta_k^{-i}||_{2,inf} + 1), beta_3 := 2 d sqrt(T) d R^3 (3 sqrt(d) R^2 ||theta||_{2,inf} + 1) (Cor. 1 "
              "(3), as printed).",
    statement_tex=r"\beta_3(\boldsymbol{\theta}_{k\alpha}^{-i}) = 2d\sqrt{Td}R^3 \left( 3\sqrt{d}R^2 \|\alpha"
                  r"\boldsymbol{\theta}_k + (1-\alpha)\boldsymbol{\theta}_k^{-i}\|_{2,\infty} + 1 \right)",
    comparison="==",
    bound=B.eq87_right,
    measure=_measure87,
    exact=_exact87,
    strategy=lambda: _inst(),
    rtol=1e-12,
    readings=(Reading("appendix beta_3", "beta_3 = 2 d sqrt(T d) R^3 (...) (Prop. 5 L611, L1173): the '=' is the "
                      "definition", measure=_measure87_app),),
    expect="erratum as printed",
    no_correction_reason=("the reading is the correction: with the appendix's beta_3 = 2d sqrt(Td) (L611, L1031, "
                          "L1173) the '=' is an identity"),
    evidence="Round 28 (helper lits), Audited (round 28, docs/audits/round28/mhgd.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. Corollary 1's printed beta_3 is 2 d^2 sqrt(T) R^3 (3 "
             "sqrt(d) R^2 n + 1), (87)'s right member 2 d sqrt(T d) R^3 (...): ratio sqrt(d), e.g. T = 1, d = 2, R = 1, "
             "n = 0: 8 against 4 sqrt(2) = 5.66. (87)'s last member beta~_3 then bounds beta_3(theta_{k alpha}^{-i}) "
             "only up to sqrt(d) (L1043's last '>=' likewise: at ||theta_k||_{2,inf} = 3D + ||theta||_{2,inf}, "
             "allowed by Lemma 10, beta_3(theta_k) = sqrt(d) beta~_3(theta)); L1035's (88) beta_2 the same through "
             "beta_3/sqrt(H). Under the appendix's beta_3 (the reading) the '=' is the definition. Same source as "
             "mhgd.display.lemma10-L910-beta3-cor1.",
    second_path="tests/test_mhgd_r28_lits.py::test_l910_cor1_beta3",
    no_mutant_reason="an '==' step refuted in closed form at every d >= 2 (ratio sqrt(d)); the reading is the "
                     "definition (bitwise equal)",
    auto_mutant=False,
    notes="Closed form: theta_{k alpha}^{-i} enters only through n = its ||.||_{2,inf}, any n >= 0 realised.",
    domain=L910_BETA3.domain[:4],
    settings={"ci": {"max_examples": 25, "budget_s": 1.0}},
)

CLAIMS += [EQ87_BETA3]
