"""Round 27 (helper chenliD): mhgd's definition / model rows re-read; the ones that assert a fact, checked.

- ``mhgd.display.appA-hessian-blocks`` (L666, L678 (49), L686 (51)): the block form of the Hessian of Phi in
  theta = (vec U, vec W) with its blocks (47), (49) (rows vec((48))^T) and (51) (rows vec((50))^T) equals the Hessian
  (autograd, float64). The paper does not define vec; the printed row order 11, ..., 1d, ..., Td (dd) fixes the
  row-major order, used for vec too (v = concat(p_1, ..., p_T, q_1, ..., q_d) at L694 is the same order). Rounds
  23-26 checked (47), (48), (50) as Lemma 4's items; the arrangement (block placement, which index is the row, vec
  order) was not checked.
- ``mhgd.display.eq102-first-step`` (L1237, (102) restating Lemma 2 L225): the first-phase iterate from theta^(0) =
  0 with step alpha_h sqrt(H) (L221) is W_h^(1) = 0 and U_h^(1) = alpha_h 1_T (zeta u_*/2 + p)^T: one row vector
  for every head and token. mhgd.lemma2 measures ||p|| from the closed form of that row (Lemma 16) and does not check
  the structure; here the GD step is taken by autograd on the multi-head empirical risk.
"""

from __future__ import annotations

import math

import torch
from hypothesis import strategies as st

from thmcheck.bounds.mhgd import r27_chenliD as B
from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import FAMILIES, PAPER, SEED_FILE, _build_single
from thmcheck.checks.strategies import SEEDS, log_uniform
from thmcheck.models.device import generator
from thmcheck.models.mhgd import sec2_model as M

CLAIMS: list[Claim] = []

# --------------------------------------------------- L666, (49) L678, (51) L686: the Hessian's block arrangement


@st.composite
def _hb_instances(draw: st.DrawFn) -> dict:
    """One head (X, U, W) at sizes T <= 6, d <= 5 (the Hessian is (Td + d^2)^2), every token family, scales
    1e-2 .. 1e2 (saturated softmaxes included), U along the tokens or generic, and the U = W = 0 edge."""
    return {"edge": draw(st.integers(0, 15)) == 15, "T": draw(st.integers(1, 6)), "d": draw(st.integers(1, 5)),
            "family": draw(st.sampled_from([*FAMILIES, "alternating"])),
            "x_scale": draw(log_uniform(1e-2, 1e2)), "u_scale": draw(log_uniform(1e-2, 1e2)),
            "u_aligned": draw(st.booleans()), "w_scale": draw(log_uniform(1e-2, 1e2)), "seed": draw(SEEDS)}


def _hb_measure(inst: dict, ctx: Ctx) -> Measurement:
    X, U, W, g = _build_single(inst, ctx)
    X, U, W = X.double().cpu(), U.double().cpu(), W.double().cpu()
    _, H = M.single_grad_hess(X, U, W)  # theta = (U.reshape(-1), W.reshape(-1)): row-major vec
    R = torch.randn(H.shape, generator=g, dtype=torch.float64)
    T, d = U.shape
    nat = float(X.norm()) ** 3 * (1.0 + float(X.norm()) ** 2 * float(U.norm()))
    scale = max(float(H.norm()), 1e-3 * nat, 1e-300)  # floor: a Hessian ~0 (equal rows)
    np_ = (lambda t: t.detach().numpy())  # noqa: E731
    return Measurement(float((R * H).sum()) / scale,
                       {"X": np_(X), "U": np_(U), "W": np_(W), "R": np_(R), "scale": scale},
                       {"hess_norm": float(H.norm()), "asym": float((H - H.T).norm()), "T": T, "d": d})


CLAIMS += [Claim(
    id="mhgd.display.appA-hessian-blocks",
    paper=PAPER,
    source=f"App. A.1, proof of Proposition 5, the Hessian's block form L666 with (47) L670, (48) L674, (49) L678, "
           f"(50) L682, (51) L686, {SEED_FILE}",
    statement="grad^2_theta Phi = [[grad^2_U~ Phi, grad^2_{W~U~} Phi], [grad^2_{W~U~} Phi^T, grad^2_W~ Phi]] (L666), "
              "with grad^2_U~ Phi = 0 (47), grad^2_{W~U~} Phi the matrix of rows vec(grad_W([grad_U Phi]_tj))^T, tj = "
              "11, ..., 1d, ..., Td (49), grad_W([grad_U Phi]_tj) = x_t X_{:,j}^T phi'(g_t) X (48), and grad^2_W~ Phi "
              "the matrix of rows vec(grad_W([grad_W Phi]_ij))^T, ij = 11, ..., dd (51), (50) its rows. Checked: "
              "the assembled matrix equals the Hessian of Phi(X; theta) in theta = (vec U, vec W), vec row-major "
              "(the printed row order), against a random probe.",
    kind="step", comparison="==", bound=B.hessian_blocks_probe, measure=_hb_measure, strategy=_hb_instances,
    rtol=1e-9, atol=1e-10,
    mutants=B.HB_MUTANTS,
    domain=(Param("T", 1, INF, integer=True, text="T tokens", unreached="T <= 6 (the Hessian has (Td + d^2)^2 "
                  "entries); the identity is algebraic, entry by entry, at every T"),
            Param("d", 1, INF, integer=True, text="d", unreached="d <= 5, as T"),
            Param("w_scale", 0.0, INF, text="W's scale", unreached="1e-2 .. 1e2 and the W = 0 edge")),
    settings={"ci": {"max_examples": 20, "budget_s": 1.5}},
)]

# ------------------------------------------------------- (102) L1237 = Lemma 2's form L225, the first GD step


@st.composite
def _fp_instances(draw: st.DrawFn) -> dict:
    return {"T": draw(st.integers(1, 6)), "d": draw(st.integers(1, 5)), "H": draw(st.integers(1, 5)),
            "n1": draw(st.integers(1, 12)), "x_scale": draw(log_uniform(1e-2, 1e2)),
            "labels": draw(st.sampled_from(["random", "all +1", "all -1"])), "seed": draw(SEEDS)}


def _fp_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """theta_h^(1) = 0 - alpha_h sqrt(H) grad_{theta_h} L^_{n1}(0) by autograd on the multi-head model (2) with the
    logistic loss, against a random probe R (U and W parts): lhs = <R, theta^(1)>/scale. The bound builds (102)'s
    (alpha_h 1_T w^T, 0)_h with w = zeta u_*/2 + p, p free: w is taken as the mean of U_h^(1)'s rows / alpha_h
    over every head and row, so the two sides agree exactly when every row of every head is alpha_h w and W^(1) = 0."""
    g = generator(inst["seed"])
    T, d, H, n = inst["T"], inst["d"], inst["H"], inst["n1"]
    Xs = torch.randn(n, T, d, generator=g, dtype=torch.float64) * inst["x_scale"] / math.sqrt(d)
    ys = {"random": torch.randint(0, 2, (n,), generator=g).double() * 2 - 1, "all +1": torch.ones(n, dtype=torch.float64),
          "all -1": -torch.ones(n, dtype=torch.float64)}[inst["labels"]]
    alpha = torch.randint(0, 2, (H,), generator=g).double() * 2 - 1
    Us = torch.zeros(H, T, d, dtype=torch.float64, requires_grad=True)
    Ws = torch.zeros(H, d, d, dtype=torch.float64, requires_grad=True)
    att = torch.softmax(torch.einsum("ntd,hde,nse->hnts", Xs, Ws, Xs), dim=-1)
    out = torch.einsum("htd,hntd->n", Us, torch.einsum("hnts,nsd->hntd", att, Xs)) / math.sqrt(H)
    loss = torch.nn.functional.softplus(-ys * out).mean()
    gU, gW = torch.autograd.grad(loss, (Us, Ws))
    U1 = -alpha[:, None, None] * math.sqrt(H) * gU
    W1 = -alpha[:, None, None] * math.sqrt(H) * gW
    w = (U1 / alpha[:, None, None]).mean(dim=(0, 1))
    RU = torch.randn(H, T, d, generator=g, dtype=torch.float64)
    RW = torch.randn(H, d, d, generator=g, dtype=torch.float64)
    scale = max(float(U1.norm()), float(Xs.norm()) / (n * math.sqrt(T)) * 1e-3, 1e-300)
    lhs = (float((RU * U1).sum()) + float((RW * W1).sum())) / scale
    return Measurement(lhs, {"RU": RU.numpy(), "alpha": alpha.numpy(), "w": w.detach().numpy(), "scale": scale},
                       {"U1_norm": float(U1.norm()), "W1_norm": float(W1.norm()),
                        "row_spread": float((U1 - alpha[:, None, None] * w).norm())})


CLAIMS += [Claim(
    id="mhgd.display.eq102-first-step",
    paper=PAPER,
    source=f"App. D.2, (102) L1237 (restating Lemma 2, Sec. 5.1, L225, of the first phase L219-L221), {SEED_FILE}",
    statement="theta_h^(1) = concat(U_h^(1), W_h^(1)) : W_h^(1) = 0, U_h^(1) = alpha_h (zeta/2 1_T u_*^T + 1_T p^T) "
              "(102), theta_h^(1) = theta_h^(0) - alpha_h sqrt(H) grad_{theta_h} L^_{n1}(theta_h^(0)), theta^(0) = 0 "
              "(L221). Checked: W_h^(1) = 0 and U_h^(1) = alpha_h 1_T w^T with one w (= zeta u_*/2 + p) for every head "
              "and token, against a random probe; tokens Gaussian (the step's form does not use DM1: phi(0) is uniform "
              "for every X), labels random or all equal.",
    kind="step", comparison="==", bound=B.eq102_probe, measure=_fp_measure, strategy=_fp_instances,
    rtol=1e-9, atol=1e-10,
    mutants=B.EQ102_MUTANTS,
    domain=(Param("n1", 1, INF, integer=True, text="n1 first-phase samples", unreached="n1 <= 12: the step is an "
                  "average over samples, its form the same at every n1"),
            Param("H", 1, INF, integer=True, text="H heads", unreached="H <= 5: heads are independent at theta = 0"),
            Param("T", 1, INF, integer=True, text="T", unreached="T <= 6"),
            Param("d", 1, INF, integer=True, text="d", unreached="d <= 5")),
    settings={"ci": {"max_examples": 25, "budget_s": 1.5}},
)]
