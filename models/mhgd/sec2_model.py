"""Multi-head softmax attention classifier of Deora et al. (mhgd), in torch (float64, no Hypothesis).

Single head (eq. 1): Phi(X; W, U) = <U, softmax_rows(X W X^T) X>, theta = (U, W) in R^{Td + d^2}.
Multi-head (eq. 2): Phi~(X; theta~) = H^{-1/2} sum_h Phi(X; theta_h).

Heads are stored *group-reduced*: G distinct head vectors (Ug[g], Wg[g]) with integer multiplicities m[g]
(H = sum m).  Every quantity below is the exact value for the full H-head model, computed at the cost of G
heads (catalog section 7 item 7), so H = 10^12 costs what G heads cost:

* the gradient of the full model has, for every head of group g, the block (1/n) sum_i l'_i y_i grad Phi_ig / sqrt(H);
* the Hessian of the full loss splits into the subspace of vectors constant inside each group (a G p x G p
  matrix) and, for each group with m_g >= 2, the vectors summing to zero inside the group (a p x p matrix with
  multiplicity m_g - 1) -- see :func:`loss_derivatives`.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch


def small_threads(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Run a small-tensor computation on one intra-op thread (restored afterwards): on a shared, loaded CPU
    the default thread pool makes these p <= 100 Hessians up to 100x slower."""
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        old = torch.get_num_threads()
        if old == 1:
            return fn(*args, **kwargs)
        torch.set_num_threads(1)
        try:
            return fn(*args, **kwargs)
        finally:
            torch.set_num_threads(old)
    return wrapper

# ------------------------------------------------------------------------------------------- model


def head_outputs(Xs: torch.Tensor, Ug: torch.Tensor, Wg: torch.Tensor) -> torch.Tensor:
    """Single-head outputs Phi(X_i; U_g, W_g): (n,T,d), (G,T,d), (G,d,d) -> (n, G).

    Row t of the attention matrix is softmax(X W^T x_t), i.e. logits [g_t]_{t'} = x_t^T W x_{t'}."""
    A = torch.softmax(torch.einsum("ntd,gde,nse->ngts", Xs, Wg, Xs), dim=-1)
    return torch.einsum("ngts,nsd,gtd->ng", A, Xs, Ug)


def mha_output(Xs: torch.Tensor, Ug: torch.Tensor, Wg: torch.Tensor, m: torch.Tensor) -> torch.Tensor:
    """Phi~(X_i) = H^{-1/2} sum_g m_g Phi(X_i; theta_g), shape (n,)."""
    return (head_outputs(Xs, Ug, Wg) * m).sum(1) / torch.sqrt(m.sum())


def logistic(z: torch.Tensor) -> torch.Tensor:
    """l(z) = log(1 + e^{-z}) without overflow."""
    return torch.nn.functional.softplus(-z)


def emp_loss(Xs: torch.Tensor, ys: torch.Tensor, Ug: torch.Tensor, Wg: torch.Tensor, m: torch.Tensor,
             weights: torch.Tensor | None = None) -> torch.Tensor:
    """L^(theta~) = (1/n) sum_i w_i l(y_i Phi~(X_i)); weights (default 1) give the leave-one-out loss
    (w_i = 0, keeping the 1/n of the paper)."""
    z = ys * mha_output(Xs, Ug, Wg, m)
    w = torch.ones_like(z) if weights is None else weights
    return (w * logistic(z)).sum() / z.shape[0]


def param_norms(Ug: torch.Tensor, Wg: torch.Tensor) -> tuple[float, float]:
    """(||theta~||_{2,inf} = max_h ||theta_h||, max_h ||U_h||_F)."""
    th = torch.sqrt(Ug.flatten(1).pow(2).sum(1) + Wg.flatten(1).pow(2).sum(1))
    return float(th.max()), float(Ug.flatten(1).norm(dim=1).max())


def full_dist(Ug: torch.Tensor, Wg: torch.Tensor, Ug2: torch.Tensor, Wg2: torch.Tensor, m: torch.Tensor) -> float:
    """||theta~ - theta~'|| of two group-structured points with the same groups: sqrt(sum_g m_g ||dtheta_g||^2)."""
    sq = (Ug - Ug2).flatten(1).pow(2).sum(1) + (Wg - Wg2).flatten(1).pow(2).sum(1)
    return float(torch.sqrt((m * sq).sum()))


# ------------------------------------------------------------------------------ single-head calculus


def _flat(U: torch.Tensor, W: torch.Tensor) -> torch.Tensor:
    return torch.cat([U.reshape(-1), W.reshape(-1)])


def single_phi_flat(X: torch.Tensor, T: int, d: int):  # noqa: ANN201
    """theta (flattened (U, W)) -> Phi(X; theta), for autograd.functional."""
    def f(th: torch.Tensor) -> torch.Tensor:
        U = th[: T * d].reshape(T, d)
        W = th[T * d:].reshape(d, d)
        A = torch.softmax(X @ W @ X.T, dim=-1)
        return (U * (A @ X)).sum()
    return f


def single_grad_hess(X: torch.Tensor, U: torch.Tensor, W: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Gradient (p,) and Hessian (p,p) of Phi(X; U, W) in theta = (vec U, vec W), by autograd."""
    T, d = U.shape
    f = single_phi_flat(X, T, d)
    th = _flat(U, W).detach()
    g = torch.autograd.functional.jacobian(f, th)
    Hs = torch.autograd.functional.hessian(f, th)
    return g, Hs


def _phi_theta(th: torch.Tensor, X: torch.Tensor) -> torch.Tensor:
    T, d = X.shape
    U = th[: T * d].reshape(T, d)
    W = th[T * d:].reshape(d, d)
    return (U * (torch.softmax(X @ W @ X.T, dim=-1) @ X)).sum()


@small_threads
def batched_grad_hess(Xs: torch.Tensor, Ug: torch.Tensor, Wg: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Gradients (n,G,p) and Hessians (n,G,p,p) of Phi(X_i; theta_g) for every sample and group, in closed form
    (equal to :func:`batched_grad_hess_autograd` to rounding, tests/test_mhgd.py; 5-20x faster on the sizes the
    checks draw).

    Phi = sum_t a_t . v_t with a_t = softmax_s(x_t^T W x_s), v_ts = <x_s, u_t>; J_t = diag(a_t) - a_t a_t^T,
    c_t = a_t o (v_t - a_t . v_t). Then dPhi/du_t = X^T a_t, dPhi/dW = sum_t x_t (X^T c_t)^T; the U-U block is 0,
    d^2 Phi / du_t[e] dW[a, b] = x_t[a] (X^T J_t X)[e, b], and d^2 Phi / dW[a, b] dW[c, e] = sum_t x_t[a] x_t[c]
    B_t[b, e] with B_t = X^T (diag(c_t) - c_t a_t^T - a_t c_t^T) X (the derivative of J_t v_t in the scores)."""
    n, G = Xs.shape[0], Ug.shape[0]
    T, d = Ug.shape[1], Ug.shape[2]
    p = T * d + d * d
    X = Xs
    A = torch.softmax(torch.einsum("ntd,gde,nse->ngts", X, Wg, X), dim=-1)  # (n,G,T,T)
    V = torch.einsum("nsd,gtd->ngts", X, Ug)
    C = A * (V - (A * V).sum(-1, keepdim=True))
    XA = torch.einsum("ngts,nse->ngte", A, X)  # X^T a_t
    XC = torch.einsum("ngts,nse->ngte", C, X)  # X^T c_t
    grad_W = torch.einsum("nta,ngtb->ngab", X, XC)
    g = torch.cat([XA.reshape(n, G, T * d), grad_W.reshape(n, G, d * d)], -1)
    XJX = torch.einsum("ngts,nse,nsb->ngteb", A, X, X) - XA[..., :, None] * XA[..., None, :]
    Bt = torch.einsum("ngts,nsb,nse->ngtbe", C, X, X) - XC[..., :, None] * XA[..., None, :] \
        - XA[..., :, None] * XC[..., None, :]
    huw = torch.einsum("nta,ngteb->ngteab", X, XJX).reshape(n, G, T * d, d * d)
    hww = torch.einsum("nta,ntc,ngtbe->ngabce", X, X, Bt).reshape(n, G, d * d, d * d)
    Hs = torch.zeros(n, G, p, p, dtype=X.dtype, device=X.device)
    Hs[..., : T * d, T * d:] = huw
    Hs[..., T * d:, : T * d] = huw.transpose(-1, -2)
    Hs[..., T * d:, T * d:] = hww
    return g, Hs


@small_threads
def batched_grad_hess_autograd(Xs: torch.Tensor, Ug: torch.Tensor, Wg: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """:func:`batched_grad_hess` by autograd (the second path of its closed form).

    One independent copy of theta_g per (i, g), so the gradient of the sum holds every per-pair gradient and
    p batched backward passes (grad_outputs e_k in every block) give every per-pair Hessian."""
    n, G = Xs.shape[0], Ug.shape[0]
    T, d = Ug.shape[1], Ug.shape[2]
    p = T * d + d * d
    th = torch.cat([Ug.flatten(1), Wg.flatten(1)], 1).detach()
    th = th[None].expand(n, G, p).clone().requires_grad_(True)
    U = th[..., : T * d].reshape(n, G, T, d)
    W = th[..., T * d:].reshape(n, G, d, d)
    A = torch.softmax(torch.einsum("ntd,ngde,nse->ngts", Xs, W, Xs), dim=-1)
    f = torch.einsum("ngts,nsd,ngtd->", A, Xs, U)
    (g,) = torch.autograd.grad(f, th, create_graph=True)
    eye = torch.eye(p, dtype=Xs.dtype, device=Xs.device)[:, None, None, :].expand(p, n, G, p)
    (Hs,) = torch.autograd.grad(g, th, grad_outputs=eye, is_grads_batched=True)
    return g.detach(), Hs.permute(1, 2, 0, 3).detach()


def phiprime(v: torch.Tensor) -> torch.Tensor:
    """phi'(v) = diag(phi(v)) - phi(v) phi(v)^T."""
    s = torch.softmax(v, dim=-1)
    return torch.diag(s) - torch.outer(s, s)


@small_threads
def lemma4_formulas(X: torch.Tensor, U: torch.Tensor, W: torch.Tensor, a: torch.Tensor, b: torch.Tensor,
                    c: torch.Tensor) -> dict[str, torch.Tensor]:
    """The closed forms of Lemma 1 / Lemma 4 (L103-L113, L510-L520)."""
    T, d = U.shape
    gU = torch.softmax(X @ W @ X.T, dim=-1) @ X
    gW = torch.zeros(d, d, dtype=X.dtype, device=X.device)
    cross = torch.zeros(d, d, dtype=X.dtype, device=X.device)
    ww = torch.zeros(d, d, dtype=X.dtype, device=X.device)
    for t in range(T):
        xt, ut = X[t], U[t]
        gt = X @ W.T @ xt
        P = phiprime(gt)
        ph = torch.softmax(gt, dim=-1)
        gW = gW + torch.outer(xt, ut @ X.T @ P @ X)
        cross = cross + a[t] * torch.outer(xt, b @ X.T @ P @ X)
        Xu, Xb = X @ ut, X @ b
        dvec = Xb * Xu - Xu * (Xb @ ph) - Xb * (Xu @ ph)
        ww = ww + (c @ xt) * torch.outer(xt, dvec @ P @ X)
    return {"gU": gU, "gW": gW, "cross": cross, "ww": ww}


@small_threads
def lemma4_autograd(X: torch.Tensor, U: torch.Tensor, W: torch.Tensor, a: torch.Tensor, b: torch.Tensor,
                    c: torch.Tensor) -> dict[str, torch.Tensor]:
    """The same four quantities by autograd (double backward for the second derivatives), plus d^2Phi/dU^2."""
    U = U.detach().clone().requires_grad_(True)
    W = W.detach().clone().requires_grad_(True)
    phi = (U * (torch.softmax(X @ W @ X.T, dim=-1) @ X)).sum()
    gU, gW = torch.autograd.grad(phi, (U, W), create_graph=True)
    cross = torch.autograd.grad((a[:, None] * gU * b[None, :]).sum(), W, retain_graph=True)[0]
    ww = torch.autograd.grad((c[:, None] * gW * b[None, :]).sum(), W, retain_graph=True)[0]
    uu = torch.autograd.grad((a[:, None] * gU * b[None, :]).sum(), U, retain_graph=True, allow_unused=True)[0]
    uu = torch.zeros_like(U) if uu is None else uu
    return {"gU": gU.detach(), "gW": gW.detach(), "cross": cross.detach(), "ww": ww.detach(), "uu": uu.detach()}


@small_threads
def prop1_quantities(X: torch.Tensor, U: torch.Tensor, W: torch.Tensor) -> dict[str, float]:
    """Measured norms of Prop. 1/5 and the data norms its bounds use."""
    T, d = U.shape
    g, Hs = batched_grad_hess(X[None], U[None], W[None])
    g, Hs = g[0, 0], Hs[0, 0]
    return {
        "grad_U": float(g[: T * d].norm()), "grad_W": float(g[T * d:].norm()), "grad": float(g.norm()),
        "hess": float(torch.linalg.eigvalsh(Hs).abs().max()),
        "x2inf": float(X.norm(dim=1).max()), "x1inf": float(X.abs().max()),
        "sxu": float((X @ U.T).abs().max(dim=0).values.sum()),  # sum_t ||X u_t||_inf
        "UF": float(U.norm()),
    }


# ------------------------------------------------------------------------ loss derivatives, exact in H


@dataclass
class LossDerivatives:
    """Exact derivatives of L^ for the full H-head model.

    The ``*_per_loss`` fields are ||grad L^|| / L^ and lambda_min(Hess L^) / L^, computed with the per-sample weights
    l(z_i) / sum_j l(z_j) in log space: they stay exact where L^ itself underflows (every margin above ~745), where
    ``grad_norm``, ``lam_min`` and ``loss`` are 0 in float64."""

    loss: float
    grad_norm: float
    hess_norm: float  # spectral norm of the full Hessian
    lam_min: float
    model_grad_max: float  # max_i ||grad Phi~(X_i)||
    model_hess_max: float  # max_i ||Hess Phi~(X_i)|| (block diagonal over heads)
    grad_per_loss: float = math.nan  # ||grad L^|| / L^
    lam_min_per_loss: float = math.nan  # lambda_min(Hess L^) / L^
    log_loss: float = math.nan  # log L^


def log_logistic(z: torch.Tensor) -> torch.Tensor:
    """log l(z) = log log(1 + e^{-z}) without underflow: -z + log1p(-e^{-z}/2) for z > 30 (error e^{-2z}/3)."""
    big = z > 30
    small = torch.log(torch.nn.functional.softplus(-torch.where(big, torch.zeros_like(z), z)))
    return torch.where(big, -z + torch.log1p(-0.5 * torch.exp(-z)), small)


@small_threads
def loss_derivatives(Xs: torch.Tensor, ys: torch.Tensor, Ug: torch.Tensor, Wg: torch.Tensor,
                     m: torch.Tensor) -> LossDerivatives:
    """Gradient norm, Hessian spectrum of L^ for H = sum m heads (groups of identical heads), exactly.

    With f_i = concat_g sqrt(m_g/H) grad Phi(X_i; theta_g) and K_ig = Hess Phi(X_i; theta_g):
    symmetric block  S = (1/n) sum_i [l''_i f_i f_i^T + l'_i y_i H^{-1/2} blockdiag_g K_ig],
    antisymmetric blocks A_g = (1/n) sum_i l'_i y_i H^{-1/2} K_ig for every group with m_g >= 2.
    Everything is computed divided by L^ (weights l'_i / (n L^), l''_i / (n L^) from log l, see
    :func:`log_logistic`) and multiplied back by L^ for the unnormalised values.
    """
    n, G = Xs.shape[0], Ug.shape[0]
    T, d = Ug.shape[1], Ug.shape[2]
    p = T * d + d * d
    H = float(m.sum())
    sH = math.sqrt(H)
    grads, hess = batched_grad_hess(Xs, Ug, Wg)
    out = head_outputs(Xs, Ug, Wg)
    z = ys * (out * m).sum(1) / sH
    ll = log_logistic(z)
    lse = torch.logsumexp(ll, 0)
    w = torch.exp(ll - lse)  # l_i / sum_j l_j
    log_loss = float(lse) - math.log(n)
    loss = math.exp(log_loss)
    lp = -torch.exp(torch.nn.functional.logsigmoid(-z) - ll) * w  # l'_i / (n L^)
    lpp = torch.exp(torch.nn.functional.logsigmoid(z) + torch.nn.functional.logsigmoid(-z) - ll) * w  # l''_i/(n L^)
    # gradient / L^: per head of group g the block sum_i (l'_i / (n L^)) y_i grads[i,g] / sqrt(H)
    blk = torch.einsum("i,igp->gp", lp * ys, grads) / sH
    grad_per_loss = float(torch.sqrt((m[:, None] * blk.pow(2)).sum()))
    f = (grads * torch.sqrt(m / H)[None, :, None]).reshape(n, G * p)
    S = torch.einsum("i,ip,iq->pq", lpp, f, f)
    K = torch.einsum("i,igpq->gpq", lp * ys, hess) / sH
    S = S + torch.block_diag(*K)
    eigs = [torch.linalg.eigvalsh(S)]
    for g in range(G):
        if float(m[g]) >= 2:
            eigs.append(torch.linalg.eigvalsh(K[g]))
    ev = torch.cat(eigs)  # eigenvalues of Hess L^ / L^
    mg = float(torch.sqrt((f.pow(2)).sum(1)).max())
    mh = float(torch.linalg.eigvalsh(hess).abs().max()) / sH
    return LossDerivatives(loss, grad_per_loss * loss, float(ev.abs().max()) * loss, float(ev.min()) * loss, mg,
                           mh, grad_per_loss, float(ev.min()), log_loss)


def explicit_heads(Ug: torch.Tensor, Wg: torch.Tensor, mult: list[int]) -> tuple[torch.Tensor, torch.Tensor]:
    """Expand a group-structured point into its H explicit heads (for tests of the reduction)."""
    idx = torch.repeat_interleave(torch.arange(len(mult)), torch.tensor(mult))
    return Ug[idx], Wg[idx]


def full_loss_flat(Xs: torch.Tensor, ys: torch.Tensor, T: int, d: int, H: int):  # noqa: ANN201
    """theta~ (flattened, H explicit heads) -> L^, for autograd checks of the reduction."""
    def f(th: torch.Tensor) -> torch.Tensor:
        t = th.reshape(H, T * d + d * d)
        Ug = t[:, : T * d].reshape(H, T, d)
        Wg = t[:, T * d:].reshape(H, d, d)
        return emp_loss(Xs, ys, Ug, Wg, torch.ones(H, dtype=th.dtype, device=th.device))
    return f


# ----------------------------------------------------------------------------------- GD, group-reduced


@small_threads
def per_head_grad(Xs: torch.Tensor, ys: torch.Tensor, Ug: torch.Tensor, Wg: torch.Tensor, m: torch.Tensor,
                  weights: torch.Tensor | None = None) -> tuple[torch.Tensor, torch.Tensor, float]:
    """Gradient of L^ w.r.t. ONE head of each group (autograd on the shared head, divided by m_g), and L^."""
    U = Ug.detach().clone().requires_grad_(True)
    W = Wg.detach().clone().requires_grad_(True)
    L = emp_loss(Xs, ys, U, W, m, weights)
    gU, gW = torch.autograd.grad(L, (U, W))
    return gU / m[:, None, None], gW / m[:, None, None], float(L.detach())


@small_threads
def gd(Xs: torch.Tensor, ys: torch.Tensor, U0: torch.Tensor, W0: torch.Tensor, m: torch.Tensor, eta: float,
       K: int, weights: torch.Tensor | None = None, target: tuple[torch.Tensor, torch.Tensor] | None = None,
       ) -> dict:
    """K steps of full-batch GD on the (group-reduced) H-head model.

    Returns the final point, the losses L^(theta_k) for k = 0..K, and (when a target theta is given) the largest
    distance max_k ||theta_k - theta|| over k = 0..K."""
    U, W = U0.clone(), W0.clone()
    losses = []
    max_dist = 0.0
    for _ in range(K):
        if target is not None:
            max_dist = max(max_dist, full_dist(U, W, target[0], target[1], m))
        gU, gW, L = per_head_grad(Xs, ys, U, W, m, weights)
        losses.append(L)
        U, W = U - eta * gU, W - eta * gW
    with torch.no_grad():
        losses.append(float(emp_loss(Xs, ys, U, W, m, weights)))
    if target is not None:
        max_dist = max(max_dist, full_dist(U, W, target[0], target[1], m))
    return {"U": U, "W": W, "losses": losses, "max_dist": max_dist}


# ------------------------------------------------------------------------------------ small helpers


@small_threads
def loss_moments(Xs: torch.Tensor, ys: torch.Tensor, Ug: torch.Tensor, Wg: torch.Tensor,
                 m: torch.Tensor) -> dict[str, float]:
    """L^, L^' = mean |l'(z_i)|, L^'' = mean |l''(z_i)| and min_i z_i at the margins z_i = y_i Phi~(X_i)."""
    z = ys * mha_output(Xs, Ug, Wg, m)
    return {"L": float(logistic(z).mean()), "Lp": float(torch.sigmoid(-z).mean()),
            "Lpp": float((torch.sigmoid(z) * torch.sigmoid(-z)).mean()), "zmin": float(z.min())}


def saturation_leak(r: torch.Tensor, L: int, Gamma: float) -> float:
    """sum_{i > L} softmax(Gamma r)_i (via log-softmax, no cancellation)."""
    lw = torch.log_softmax(Gamma * r, dim=-1)
    return float(torch.logsumexp(lw[L:], dim=-1).exp())


def two_point_tail(H: int, q: float, a: float, b: float, radius: float) -> float:
    """Exact P(|mean of H IID draws of X - E X| > radius) for P(X = b) = q, P(X = a) = 1 - q (binomial sum)."""
    from scipy.stats import binom

    k = torch.arange(H + 1, dtype=torch.float64)
    dev = (a + (b - a) * k / H - (a + (b - a) * q)).abs()
    pmf = torch.as_tensor(binom.pmf(k.numpy(), H, q), dtype=torch.float64)
    return float(pmf[dev > radius].sum())


# ------------------------------------------------------------------------------- segments (App. B, C)


def group_step(Xs: torch.Tensor, ys: torch.Tensor, Ug: torch.Tensor, Wg: torch.Tensor, m: torch.Tensor,
               eta: float) -> tuple[torch.Tensor, torch.Tensor, float, float]:
    """One full-batch GD step G(theta) = theta - eta grad L^(theta) of the (group-reduced) H-head model.

    Returns the new (Ug, Wg), L^(theta) and ||grad L^(theta)||^2 of the full model (sum_g m_g ||g_g||^2)."""
    gU, gW, L = per_head_grad(Xs, ys, Ug, Wg, m)
    g2 = float((m * (gU.flatten(1).pow(2).sum(1) + gW.flatten(1).pow(2).sum(1))).sum())
    return Ug - eta * gU, Wg - eta * gW, L, g2


@small_threads
def most_negative_direction(Xs: torch.Tensor, ys: torch.Tensor, Ug: torch.Tensor, Wg: torch.Tensor,
                            m: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, float]:
    """The unit (full-norm) group-constant direction (dU, dW) of the most negative eigenvalue of the Hessian of
    L^ restricted to group-constant perturbations (the block S of :func:`loss_derivatives`), and that eigenvalue.

    In S's coordinates v_g = sqrt(m_g) delta_g, so the per-head perturbation is delta_g = v_g / sqrt(m_g)."""
    n, G = Xs.shape[0], Ug.shape[0]
    T, d = Ug.shape[1], Ug.shape[2]
    p = T * d + d * d
    H = float(m.sum())
    grads, hess = batched_grad_hess(Xs, Ug, Wg)
    z = ys * (head_outputs(Xs, Ug, Wg) * m).sum(1) / math.sqrt(H)
    lp, lpp = -torch.sigmoid(-z), torch.sigmoid(z) * torch.sigmoid(-z)
    f = (grads * torch.sqrt(m / H)[None, :, None]).reshape(n, G * p)
    S = torch.einsum("i,ip,iq->pq", lpp, f, f) / n
    S = S + torch.block_diag(*(torch.einsum("i,igpq->gpq", lp * ys, hess) / (n * math.sqrt(H))))
    ev, V = torch.linalg.eigh(S)
    v = V[:, 0].reshape(G, p) / torch.sqrt(m)[:, None]
    return v[:, : T * d].reshape(G, T, d), v[:, T * d:].reshape(G, d, d), float(ev[0])
