"""Appendices A and C: Fact A.1 (tensor trick) and Claims C.3, C.5."""

from __future__ import annotations

import math

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds import softlin as B
from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.softlin._common import PAPER, _int_log, _src
from thmcheck.checks.strategies import SEEDS, with_edges
from thmcheck.models import softlin as M
from thmcheck.models.device import torch_dtype

# ================================================================================ Fact A.1, Claims C.3/C.5


@st.composite
def _kron_instances(draw: st.DrawFn, which: str) -> dict:
    """Gaussian A1, A2 (n x d) and X (d x d), generic (A1 != A2, X not symmetric) or the paper's symmetric case."""
    d = draw(with_edges(_int_log(1, 120), 1, 2))
    n = draw(with_edges(_int_log(1, max(1, 320 // d)), 1, 2))  # the Kronecker matrix has n^2 d^2 <= 1e5 entries
    rng = np.random.default_rng(draw(SEEDS))
    A1, A2, X = rng.standard_normal((n, d)), rng.standard_normal((n, d)), rng.standard_normal((d, d))
    if draw(st.booleans()):
        A2, X = A1.copy(), X + X.T
    return {"A1": A1, "A2": A2, "X": X, "idx": draw(st.integers(0, n * n - 1)), "which": which, "n": n, "d": d}


_KRON_DOMAIN = (Param("n", 1, math.inf, integer=True, far=100.0, text="A1, A2 in R^{n x d}, n >= 1"),
                Param("d", 1, math.inf, integer=True, far=100.0, text="Q, K in R^{d x d}, d >= 1"))


def _kron_measure(inst: dict, ctx: Ctx) -> Measurement:
    dt = torch_dtype(ctx.dtype)
    A1, A2, X = (torch.as_tensor(inst[k], dtype=dt, device=ctx.device) for k in ("A1", "A2", "X"))
    lhs_vec, _ = M.kron_rowmajor(A1, A2, X)
    n = inst["A1"].shape[0]
    q = {"A1": inst["A1"].tolist(), "A2": inst["A2"].tolist(), "X": inst["X"].tolist()}
    if inst["which"] == "A1":
        q["idx"] = inst["idx"]
    else:
        q["j0"], q["i"] = divmod(inst["idx"], n)
    return Measurement(float(lhs_vec[inst["idx"]]), q)


def _col_major_mutant(A1, A2, X, idx: int) -> float:  # noqa: ANN001
    """Fact A.1 with column-major vec: the matching Kronecker product is A2 kron A1 (not A1 kron A2)."""
    return B.factA_1(A2, A1, X, idx)


def _kron_claim(cid: str, source: str, statement: str, bound, which: str, mutant) -> Claim:  # noqa: ANN001
    return Claim(id=cid, paper=PAPER, source=source, statement=statement, kind="deterministic", comparison="==",
                 bound=bound, measure=_kron_measure, strategy=lambda: _kron_instances(which), rtol=1e-9, atol=1e-9,
                 mutants={"A2 kron A1 (column-major convention)": mutant}, domain=_KRON_DOMAIN,
                 notes="Compared as the logarithm of the printed exp identity (exp is injective). Holds with "
                       "row-major vec, the convention Claims C.3/C.5 use (block j0 = row j0); with column-major "
                       "vec it needs A2 kron A1 (catalog F5). The paper never states the convention and its "
                       "applications have A1 = A2 and symmetric X, where it does not matter.",
                 settings={"ci": {"max_examples": 40, "budget_s": 3.0}})


FA1 = _kron_claim("softlin.factA.1", _src("Fact A.1 (tensor trick), App. A; Kronecker product L381", "L381-L391"),
                  "vec(exp(A1 Q K^T A2^T)) = exp(A vec(Q K^T)) with A := A1 kron A2 in R^{n^2 x d^2}.",
                  B.factA_1, "A1", _col_major_mutant)
C3 = _kron_claim("softlin.claimC.3", _src("Claim C.3, App. C", "L445-L463"),
                 "The j0-th n-row block A_{j0} of A = A1 kron A2 satisfies A_{j0} x = ((A1)_{j0,*} X A2^T)^T, and "
                 "u_exp(A, x)_{j0} = exp(A_{j0} x).",
                 B.claimC_3, "C3", lambda A1, A2, X, j0, i: B.claimC_3(A2, A1, X, j0, i))
C5 = _kron_claim("softlin.claimC.5", _src("Claim C.5, App. C (second bullet: A2 should be A2^T)", "L490-L508"),
                 "Cross-attention: A_{j0} x = ((A1)_{j0,*} X A2^T)^T, and u_lin(A, x)_{j0} = A_{j0} x.",
                 B.claimC_3, "C5", lambda A1, A2, X, j0, i: B.claimC_3(A2, A1, X, j0, i))
