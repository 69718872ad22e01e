"""Round 27 (softlin, helper literalFS): the second bullets of Claims C.3 and C.5 (alpha_lin, alpha_exp).

``softlin.claimC.3`` and ``softlin.claimC.5`` check the first bullet only (A_{j0} x = ((A1)_{j0,*} X A2^T)^T, X = Q
K^T). Claim C.5's second bullet prints alpha_exp(A, x)_{j0} = <(exp((A1)_{j0,*} Q K^T A2)^T)^T, 1_n> with A2 where
the first bullet (and Claim C.3) has A2^T: the product is defined only when n = d, and then differs from alpha_exp
of Definition C.4 (alpha_exp := <u_exp, 1_n>, u_exp := exp(A_{j0} x)) unless A2 is symmetric. Both bullets are
checked here against the definitions (Definition C.1 / C.4, L425-L433, L477-L485), with A = A1 kron A2 and x =
vec(Q K^T) row-major (the convention under which the first bullets hold: softlin.factA.1).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.softlin_r27_literalFS import (
    c3_alpha_exp,
    c3_alpha_printed,
    c3_alpha_xt,
    c5_alpha_a2t,
    c5_alpha_no_exp,
    c5_alpha_printed,
    c5_alpha_xt,
)
from thmcheck.checks.claim import Claim, Ctx, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.softlin._common import PAPER, _src
from thmcheck.checks.strategies import SEEDS

CLAIMS: list[Claim] = []

SP = "tests/test_softlin_r27_literalFS.py::"


def _draw(n: int, d: int, seed: int, symmetric: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    A1, A2 = rng.standard_normal((n, d)), rng.standard_normal((n, d))
    Q, K = rng.standard_normal((d, d)), rng.standard_normal((d, d))
    if symmetric:  # the paper's self-attention case: A1 = A2 (still not symmetric as a matrix)
        A2 = A1.copy()
    return A1, A2, Q, K


def _alpha_def(A1: np.ndarray, A2: np.ndarray, X: np.ndarray, j0: int, soft: bool) -> float:
    """alpha(A, x)_{j0} from Definitions C.1 / C.4: <u(A, x)_{j0}, 1_n>, u = A_{j0} x (linear) or exp(A_{j0} x),
    A_{j0} the j0-th n-row block of A = A1 kron A2, x = vec(X) row-major."""
    n = A1.shape[0]
    A = np.kron(A1, A2)
    u = A[j0 * n:(j0 + 1) * n] @ X.reshape(-1)
    return float(np.exp(u).sum() if soft else u.sum())


@st.composite
def _c5_inst(draw: st.DrawFn) -> dict:
    """n = d (the printed product (A1)_{j0,*} Q K^T A2 is defined only then) in [1, 12]; Gaussian A1, A2, Q, K at
    scale s (entries N(0, s^2/d)), A2 = A1 on some draws; a row j0."""
    n = draw(st.one_of(st.just(2), st.integers(1, 12)))
    return {"n": n, "d": n, "j0": draw(st.integers(0, n - 1)), "seed": draw(SEEDS), "sym": draw(st.booleans()),
            "s": draw(st.sampled_from([0.3, 1.0]))}


@st.composite
def _c5_inst_any(draw: st.DrawFn) -> dict:
    """The reading's instances: any n, d in [1, 12] (A2^T makes the product defined for every n, d)."""
    n, d = draw(st.integers(1, 12)), draw(st.integers(1, 12))
    return {"n": n, "d": d, "j0": draw(st.integers(0, n - 1)), "seed": draw(SEEDS), "sym": draw(st.booleans()),
            "s": draw(st.sampled_from([0.3, 1.0]))}


def _scaled(inst: dict) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    n, d = int(inst["n"]), int(inst["d"])
    A1, A2, Q, K = _draw(n, d, int(inst["seed"]), bool(inst["sym"]))
    c = float(inst["s"]) / math.sqrt(d)
    return c * A1, c * A2, Q @ K.T


def _c5_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    A1, A2, X = _scaled(inst)
    j0 = int(inst["j0"])
    row = A1[j0] @ X
    printed = float(np.exp(row @ A2).sum()) if A2.shape[0] == A2.shape[1] else math.nan
    return Measurement(_alpha_def(A1, A2, X, j0, True),
                       {"printed": printed, "with_a2t": float(np.exp(row @ A2.T).sum()),
                        "no_exp": float((row @ A2.T).sum()), "x_transposed": float(np.exp(A1[j0] @ X.T @ A2.T).sum())},
                       {"n": int(inst["n"]), "d": int(inst["d"]), "A2 symmetric": bool(A2.shape[0] == A2.shape[1] and np.allclose(A2, A2.T))})


C5_ALPHA = Claim(
    id="softlin.claimC.5-alpha",
    catalog_id="softlin.claimC.5",
    paper=PAPER,
    kind="deterministic",
    source=_src("Claim C.5 (Equivalence Formula), App. C.2, its second bullet (Definition C.4: L477-L485)",
                "L490-L508"),
    statement="If x = vec(Q K^T), (A1)_{j0,*} the j0-th row of A1 in R^{n x d}, A = A1 kron A2, then "
              "alpha_exp(A, x)_{j0} = <(exp((A1)_{j0,*} Q K^T A2)^T)^T, 1_n> (as printed: A2, defined when n = d), "
              "alpha_exp := <u_exp(A, x)_{j0}, 1_n>, u_exp(A, x)_{j0} := exp(A_{j0} x) (Definition C.4).",
    statement_tex=r"\alpha_{\exp}(A,x)_{j_0} = \langle (\exp((A_1)_{j_0,*} Q K^\top A_2)^\top)^\top, {\bf 1}_n\rangle",
    comparison="==",
    bound=c5_alpha_printed,
    measure=_c5_measure,
    strategy=_c5_inst(),
    domain=(Param("n", 1, INF, integer=True, text="A1, A2 in R^{n x d}, n = d (the printed product's domain)",
                  unreached="n = d <= 12: the Kronecker matrix has n^2 d^2 entries; the gap is generic"),
            Param("d", 1, INF, integer=True, text="Q, K in R^{d x d}", unreached="as n")),
    rtol=1e-9,
    atol=1e-12,
    expect="erratum as printed",
    readings=(Reading("A2^T", "the second bullet read with A2^T, as the first bullet (and Claim C.3) prints it; "
                      "defined for every n, d", bound=c5_alpha_a2t, strategy=_c5_inst_any()),),
    evidence="As printed the second bullet multiplies (A1)_{j0,*} Q K^T (1 x d) by A2 (n x d): defined only for n = d, "
             "and then exp((A1)_{j0,*} X A2) sums exp over the columns of A2 where alpha_exp (Definition C.4) sums "
             "exp(A_{j0} x) = exp((A1)_{j0,*} X A2^T) over its rows. E.g. n = d = 2 with Gaussian A1, A2, Q, K: "
             "the two differ by tens of percent; equal when A2 is symmetric (n = d = 1 included). With A2^T (the "
             "first bullet's form; the reading) it holds for every n, d. A transpose slip of the proof-free "
             "equivalence formula, harmless for the paper (Appendix D-F use Claim C.5's first bullet with A1 = A2 "
             "and symmetric X). Audited (round 27, docs/audits/round27/softlin.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED.",
    second_path=SP + "test_c5_alpha_printed_differs",
    no_correction_reason="the corrected statement is the reading 'A2^T', which the same run checks",
    mutants={"exp dropped (linear alpha)": c5_alpha_no_exp, "Q K^T transposed": c5_alpha_xt},
    auto_mutant=False,
    notes="Round 27 (literalFS): softlin.claimC.5 checks the first bullet only; this is the second.",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)

CLAIMS += [C5_ALPHA]


@st.composite
def _c3_inst(draw: st.DrawFn) -> dict:
    n, d = draw(st.integers(1, 12)), draw(st.integers(1, 12))
    return {"n": n, "d": d, "j0": draw(st.integers(0, n - 1)), "seed": draw(SEEDS), "sym": draw(st.booleans()),
            "s": draw(st.sampled_from([0.3, 1.0]))}


def _c3_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    A1, A2, X = _scaled(inst)
    j0 = int(inst["j0"])
    row = A1[j0] @ X
    return Measurement(_alpha_def(A1, A2, X, j0, False),
                       {"printed": float((row @ A2.T).sum()), "with_exp": float(np.exp(row @ A2.T).sum()),
                        "x_transposed": float((A1[j0] @ X.T @ A2.T).sum())}, {"n": int(inst["n"]), "d": int(inst["d"])})


C3_ALPHA = Claim(
    id="softlin.claimC.3-alpha",
    catalog_id="softlin.claimC.3",
    paper=PAPER,
    kind="deterministic",
    source=_src("Claim C.3 (Equivalence Formula), App. C.1, its second bullet (Definition C.1: L425-L433)", "L445-L463"),
    statement="If x = vec(Q K^T), A = A1 kron A2, then alpha_lin(A, x)_{j0} = <((A1)_{j0,*} Q K^T A2^T)^T, 1_n>, "
              "alpha_lin := <u_lin(A, x)_{j0}, 1_n>, u_lin(A, x)_{j0} := A_{j0} x (Definition C.1).",
    statement_tex=r"\alpha_{\operatorname{lin}}(A,x)_{j_0} = \langle ((A_1)_{j_0,*} Q K^\top A_2^\top)^\top, "
                  r"{\bf 1}_n\rangle",
    comparison="==",
    bound=c3_alpha_printed,
    measure=_c3_measure,
    strategy=_c3_inst(),
    domain=(Param("n", 1, INF, integer=True, text="A1, A2 in R^{n x d}, n >= 1",
                  unreached="n <= 12: the Kronecker matrix has n^2 d^2 entries; the identity is exact"),
            Param("d", 1, INF, integer=True, text="Q, K in R^{d x d}, d >= 1", unreached="as n")),
    rtol=1e-9,
    atol=1e-12,
    mutants={"exp added (softmax alpha)": c3_alpha_exp, "Q K^T transposed": c3_alpha_xt},
    auto_mutant=False,
    notes="Round 27 (literalFS): softlin.claimC.3 checks the first bullet only; this is the second (row-major vec).",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)

CLAIMS += [C3_ALPHA]
