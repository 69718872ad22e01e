"""Round 19 (helper papers): mhgd rows marked ``covered`` whose covering claim does not compute the display.

- ``mhgd.display.eq58`` (L735, (58), proof of Prop. 5 = Prop. 1, App. A.1): ||grad^2_theta Phi(X; theta)|| <= 6 d^2
  ||X||_{2,inf} ||X||_{1,inf}^3 sum_t ||X u_t||_inf + 2 d sqrt(Td) ||X||_{2,inf} ||X||_{1,inf}^2, with the paper's
  norms (L65): ||A||_{2,inf} = max_i ||A_{i,.}|| (the largest token norm), ||A||_{1,inf} = max_j ||A_{.,j}||_inf (the
  largest entry in absolute value). The row was ``covered:mhgd.eq60``, which checks (60)'s first line with R =
  max(1, max_t ||x_t||): a different bound. ||X||_{1,inf} can be as small as ||X||_{2,inf}/sqrt(d) (dense tokens),
  so (58)'s right side can be d^{3/2} below (59)'s, and (58) has no R >= 1: at small token scale its terms are
  homogeneous of degrees 5 and 3 in X, (59)'s are not. The left side is invariant under a rotation of the token space
  (X -> XQ, U -> UQ, W -> Q^T W Q), the right side is not: the strategy draws tokens in a random rotation (dense
  entries) as well as axis-aligned. Holds on every draw (ratio <= 0.45, at d = 1).
"""

from __future__ import annotations

import torch
from hypothesis import strategies as st

from thmcheck.bounds.mhgd import r19_papers as B
from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform
from thmcheck.models.device import generator
from thmcheck.models.mhgd import steps as MS

CLAIMS: list[Claim] = []


@st.composite
def _eq58_instances(draw: st.DrawFn) -> dict:
    """T tokens in R^d (pairs +-v with small noise, one spike against scaled copies, or Gaussian), optionally rotated by
    a random orthogonal Q (dense entries: ||X||_{1,inf} near ||X||_{2,inf}/sqrt(d)); scales of X, U, W drawn over
    four to five decades."""
    return {"T": draw(st.integers(1, 6)), "d": draw(st.one_of(st.just(1), st.integers(1, 8))),
            "mode": draw(st.sampled_from(["pm", "spike", "gauss"])), "rotate": draw(st.booleans()),
            "x_scale": draw(log_uniform(0.05, 20.0)), "u_scale": draw(st.one_of(st.just(0.0), log_uniform(1e-3, 10.0))),
            "w_scale": draw(log_uniform(1e-3, 10.0)), "seed": draw(SEEDS)}


def eq58_build(inst: dict) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """X (T x d), U (T x d), W (d x d) of one head from the instance's seed."""
    g = generator(inst["seed"])
    T, d = int(inst["T"]), int(inst["d"])
    f64 = torch.float64
    v = torch.randn(d, generator=g, dtype=f64)
    v = v / v.norm()
    if inst["mode"] == "pm":
        s = torch.where(torch.rand(T, generator=g, dtype=f64) < 0.5, -1.0, 1.0).to(f64)
        X = s[:, None] * v[None, :] + 0.05 * torch.randn(T, d, generator=g, dtype=f64)
    elif inst["mode"] == "spike":
        X = -torch.rand(T, 1, generator=g, dtype=f64) * v[None, :] + 0.1 * torch.randn(T, d, generator=g, dtype=f64)
        X[0] = v
    else:
        X = torch.randn(T, d, generator=g, dtype=f64)
    X = X * inst["x_scale"]
    U = torch.randn(T, d, generator=g, dtype=f64) * inst["u_scale"]
    W = torch.randn(d, d, generator=g, dtype=f64) * inst["w_scale"]
    if inst["rotate"]:
        Q = torch.linalg.qr(torch.randn(d, d, generator=g, dtype=f64))[0]
        X, U, W = X @ Q, U @ Q, Q.T @ W @ Q
    return X, U, W


def _eq58_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    X, U, W = eq58_build(inst)
    T, d = int(inst["T"]), int(inst["d"])
    n2i = float(X.norm(dim=1).max())  # ||X||_{2,inf}: the largest row norm
    n1i = float(X.abs().max())  # ||X||_{1,inf}: the largest column sup-norm = the largest entry
    s_abs = float((X @ U.T).abs().max(dim=0).values.sum())  # sum_t ||X u_t||_inf
    return Measurement(MS.single_hessian_norm(X, U, W), {"T": T, "d": d, "n2i": n2i, "n1i": n1i, "s_abs": s_abs},
                       {"x_scale": inst["x_scale"], "rotate": inst["rotate"], "mode": inst["mode"]})


EQ58 = Claim(
    id="mhgd.display.eq58",
    catalog_id="mhgd.prop1",
    paper=PAPER,
    kind="step",
    source=f"Eq. (58), proof of Prop. 5 (= Prop. 1), App. A.1, {SEED_FILE} L735 (Term_1's bounds (54)-(56) L702-L724, "
           "Term_2's (57) L728-L731; the norms: Notation, L65)",
    statement="||grad^2_theta Phi(X; theta)|| <= 6 d^2 ||X||_{2,inf} ||X||_{1,inf}^3 sum_{t=1}^T ||X u_t||_inf + 2 d "
              "sqrt(Td) ||X||_{2,inf} ||X||_{1,inf}^2 (58), one head theta = (U, W), any X in R^{T x d}, with "
              "||A||_{2,inf} = max_i ||A_{i,.}|| and ||A||_{1,inf} = max_j ||A_{.,j}||_inf (L65): no assumption on "
              "the token norms (Assumption 1 enters only at (59)).",
    statement_tex=r"\|\nabla_{\boldsymbol{\theta}}^2 \Phi(\mathbf{X}; \boldsymbol{\theta})\| \leq 6d^2 "
                  r"\|\mathbf{X}\|_{2,\infty} \|\mathbf{X}\|_{1,\infty}^3 \sum_{t=1}^T \|\mathbf{X}\mathbf{u}_t\|_\infty "
                  r"+ 2d\sqrt{Td} \|\mathbf{X}\|_{2,\infty} \|\mathbf{X}\|_{1,\infty}^2",
    comparison="<=",
    bound=B.eq58,
    measure=_eq58_measure,
    strategy=_eq58_instances,
    expect="holds",
    evidence="Holds on every instance drawn (axis-aligned and randomly rotated tokens, T <= 6, d <= 8, token scales "
             "0.05-20, U and W scales over four decades): the largest ratio found, 0.44, is at d = 1 (tokens +-v, "
             "where (58) = (59) without R >= 1); dense rotated tokens at d = 6-8 stay below 0.04. The U-W cross block "
             "alone (u = 0) is at most sqrt(T) ||X||_{2,inf}^3 (||X^T phi' X|| <= ||X||_{2,inf}^2 as a variance) "
             "against (57)'s 2 d sqrt(Td) ||X||_{2,inf} ||X||_{1,inf}^2 >= 2 sqrt(T) ||X||_{2,inf}^3 "
             "(||X||_{1,inf} >= ||X||_{2,inf}/sqrt(d)).",
    mutants={"(57)'s cross-term bound dropped (wrong at U = 0)": B.eq58_mutant_no_cross,
             "||X||_{1,inf}^4 and ^3 (one power too many: wrong at small token scale)": B.eq58_mutant_power},
    auto_mutant=False,  # (58) is loose by a factor >= 2 on every instance (best ratio 0.44): 10 % is no test
    notes="The Hessian of Phi(X; theta) = sum_t u_t^T X^T softmax(X W^T x_t) in theta = (U, W) by autograd "
          "(models/mhgd/steps.single_hessian_norm, the measure of mhgd.eq60), its spectral norm; the norms as L65 "
          "defines them. (59)-(60) are mhgd.eq60's (R = max(1, max ||x_t||)).",
    domain=(Param("T", 1, INF, integer=True, text="any T >= 1", unreached="T <= 6: the full Hessian by autograd"),
            Param("d", 1, INF, integer=True, text="any d >= 1", unreached="d <= 8: the full Hessian by autograd"),
            Param("token scale", 0.0, INF, lo_closed=False, key="x_scale", text="any X (no Assumption 1 in (58))",
                  unreached="x_scale in [0.05, 20]: both sides are sums of homogeneous terms (degrees 5 and 3)"),
            Param("U scale", 0.0, INF, key="u_scale", text="any U", unreached="u_scale 0 or in [1e-3, 10]"),
            Param("W scale", 0.0, INF, key="w_scale", text="any W",
                  unreached="w_scale in [1e-3, 10] (softmax saturates beyond)")),
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
)
CLAIMS.append(EQ58)
