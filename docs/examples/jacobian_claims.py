"""The guide's second worked example (docs/guide.md): a false claim marked as an erratum, with evidence and a
correction.

"Lemma 1 (as printed): for every k >= 2 and v in R^k, the Jacobian of softmax at v has spectral norm at most 1/4."
The 1/4 is the logistic function's constant carried over; the softmax Jacobian diag(p) - p p^T has spectral norm up
to 1/2 (k = 2, v = 0: eigenvalues 0 and 2 p1 p2 = 1/2). Run it:

    python -m thmcheck run docs/examples/jacobian_claims.py --profile ci            # [erratum reproduced]
    python -m thmcheck run docs/examples/jacobian_claims.py --profile ci --mutants   # the correction's mutants die
"""

from __future__ import annotations

import math

import torch
from hypothesis import strategies as st

from thmcheck.checks.claim import Claim, Ctx, Expect, Measurement
from thmcheck.checks.domain import Param


def quarter(k: int) -> float:
    """The printed bound: 1/4, whatever k."""
    return 0.25


def half(k: int) -> float:
    """The corrected bound: 1/2 (attained at k = 2, v = 0)."""
    return 0.5


def jacobian_norm(inst: dict, ctx: Ctx) -> Measurement:
    g = torch.Generator().manual_seed(int(inst["seed"]))
    v = inst["scale"] * torch.randn(inst["k"], generator=g, dtype=torch.float64)
    p = torch.softmax(v, dim=0)
    jac = torch.diag(p) - torch.outer(p, p)
    norm = float(torch.linalg.eigvalsh(jac).abs().max())  # symmetric PSD: spectral norm = largest eigenvalue
    return Measurement(lhs=norm, quantities={"k": inst["k"]}, terms={"p_max": float(p.max())})


STRATEGY = st.fixed_dictionaries({
    "k": st.integers(2, 64),
    "scale": st.one_of(st.just(0.0), st.floats(1e-3, 30.0)),  # 0: uniform p, where the norm is 1/k
    "seed": st.integers(0, 2**32 - 1),
})

CLAIMS = [
    Claim(
        id="jac.lemma1", paper="jac", source="a folklore note, Lemma 1",
        statement="For every k >= 2 and v in R^k, ||J_softmax(v)||_2 <= 1/4.",
        kind="deterministic", comparison="<=", bound=quarter, measure=jacobian_norm, strategy=STRATEGY,
        domain=(Param("k", 2, math.inf, integer=True, text="k >= 2", far=60,
                      unreached="k > 64 only lowers the norm (it is at most 1/2 for every k; largest at k = 2)"),
                Param("scale", 0, math.inf, text="v in R^k (any scale)", far=20)),
        expect=Expect.ERRATUM,
        evidence="At k = 2, v = 0: J = [[1/4, -1/4], [-1/4, 1/4]] has eigenvalues 0 and 1/2, so ||J||_2 = 1/2 > 1/4. "
                 "1/4 is the logistic function's constant (k = 2 in one coordinate), not the softmax Jacobian's.",
        corrected=half, corrected_text="For every k >= 2 and v in R^k, ||J_softmax(v)||_2 <= 1/2.",
        second_path="tests/test_ux_guide.py::test_jacobian_two_by_two",
        mutants={"1/2 - 0.01": lambda k: 0.49},
    ),
]
