"""GD runs, NTK features and the NTK max-margin SVM for the mhgd H-head attention classifier (float64, no Hypothesis).

Builds on the group-reduced model of :mod:`thmcheck.models.mhgd.sec2_model` (G distinct head vectors with multiplicities m_g, H = sum m,
every quantity exact for the full H-head model at the cost of G heads):

* :func:`make_problem`: data with row norms <= 1 (so R = 1 in Assumption 1) and a group-structured initialisation
  (antisymmetric pairs (U, W), (-U, W) of equal multiplicity give Phi~(X; theta0) = 0 exactly, hence B_Phi = 1);
* :func:`ntk_features`: f_i = grad Phi~(X_i; theta0) in the reduced coordinates concat_g sqrt(m_g/H) grad Phi(X_i; theta_g)
  (the inner product of two group-structured full vectors is the inner product of their reduced coordinates
  w_g = sqrt(m_g) e_g);
* :func:`ntk_svm`: the hard-margin SVM min ||w||^2 s.t. y_i <f_i, w> >= 1 (cvxpy, CLARABEL), re-checked: the margin
  gamma is recomputed from the returned direction, and the dual gives an upper bound on the best margin;
* :func:`gd_trajectory`: full-batch GD keeping every iterate (for Lemma 8's tau_k and the iterate-distance claims),
  with optional sample weights (leave-one-out GD on L^{-i} = (1/n) sum_{j != i} l_j).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import torch

from thmcheck.models.mhgd import sec2_model as M

# ------------------------------------------------------------------------------------------- problems


@dataclass
class Problem:
    """Data and a group-structured initialisation (reduced coordinates)."""

    Xs: torch.Tensor  # (n, T, d)
    ys: torch.Tensor  # (n,)
    U0: torch.Tensor  # (G, T, d)
    W0: torch.Tensor  # (G, d, d)
    frac: torch.Tensor  # (G,) m_g / H

    def mult(self, H: float) -> torch.Tensor:
        """Multiplicities m_g = frac_g H (exact integers when H is a multiple of the denominators)."""
        return self.frac * H


def make_problem(n: int, T: int, d: int, G: int, init: str, init_scale: float, seed: int,
                 x_norm: float = 1.0, dup: bool = False) -> Problem:
    """Data with max token norm exactly ``x_norm`` (<= 1 keeps R = 1) and an initialisation of kind ``init``:

    ``antisym``: G/2 random (U, W) and their (-U, W) twins, equal fractions (Phi~(theta0) = 0);
    ``random``: G random heads, equal fractions (Phi~(theta0) != 0 in general);
    ``zero``: one group of zero heads.  ``dup``: every sample is a copy of sample 0 (labels kept random), where the
    max-margin SVM is attained by every sample (support vectors)."""
    g = torch.Generator().manual_seed(int(seed) % (2**63))
    Xs = torch.randn(n, T, d, generator=g, dtype=torch.float64)
    if dup:
        Xs = Xs[:1].expand(n, T, d).clone()
    Xs = Xs / Xs.norm(dim=2).max() * x_norm
    ys = torch.where(torch.rand(n, generator=g, dtype=torch.float64) < 0.5, 1.0, -1.0).to(torch.float64)
    if dup:
        ys = ys[:1].expand(n).clone()
    if init == "zero":
        U0 = torch.zeros(1, T, d, dtype=torch.float64)
        W0 = torch.zeros(1, d, d, dtype=torch.float64)
    elif init == "antisym":
        h = max(1, G // 2)
        Ua = torch.randn(h, T, d, generator=g, dtype=torch.float64) * init_scale / math.sqrt(T * d)
        Wa = torch.randn(h, d, d, generator=g, dtype=torch.float64) * init_scale / d
        U0, W0 = torch.cat([Ua, -Ua]), torch.cat([Wa, Wa])
    else:
        U0 = torch.randn(G, T, d, generator=g, dtype=torch.float64) * init_scale / math.sqrt(T * d)
        W0 = torch.randn(G, d, d, generator=g, dtype=torch.float64) * init_scale / d
    Gr = U0.shape[0]
    frac = torch.full((Gr,), 1.0 / Gr, dtype=torch.float64)
    return Problem(Xs, ys, U0, W0, frac)


def head_norms(Ug: torch.Tensor, Wg: torch.Tensor) -> torch.Tensor:
    """||theta_g|| for every group."""
    return torch.sqrt(Ug.flatten(1).pow(2).sum(1) + Wg.flatten(1).pow(2).sum(1))


def data_R(Xs: torch.Tensor) -> float:
    """R of Assumption 1: max(1, max token norm)."""
    return max(1.0, float(Xs.norm(dim=2).max()))


# ---------------------------------------------------------------------------------------- NTK and SVM


@M.small_threads
def ntk_features(Xs: torch.Tensor, Ug: torch.Tensor, Wg: torch.Tensor, frac: torch.Tensor) -> torch.Tensor:
    """Reduced NTK features (n, G p): row i = concat_g sqrt(m_g/H) grad_theta Phi(X_i; theta_g)."""
    g, _ = _grads(Xs, Ug, Wg)
    return (g * torch.sqrt(frac)[None, :, None]).reshape(Xs.shape[0], -1)


def _grads(Xs: torch.Tensor, Ug: torch.Tensor, Wg: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Per-sample, per-group gradients (n, G, p) of Phi(X_i; theta_g) and the outputs (n, G)."""
    n, G = Xs.shape[0], Ug.shape[0]
    T, d = Ug.shape[1], Ug.shape[2]
    p = T * d + d * d
    th = torch.cat([Ug.flatten(1), Wg.flatten(1)], 1).detach()
    th = th[None].expand(n, G, p).clone().requires_grad_(True)
    U = th[..., : T * d].reshape(n, G, T, d)
    W = th[..., T * d:].reshape(n, G, d, d)
    A = torch.softmax(torch.einsum("ntd,ngde,nse->ngts", Xs, W, Xs), dim=-1)
    out = torch.einsum("ngts,nsd,ngtd->ng", A, Xs, U)
    (gr,) = torch.autograd.grad(out.sum(), th)
    return gr.detach(), out.detach()


@dataclass
class SVM:
    """A re-checked NTK max-margin solution."""

    theta_star: np.ndarray  # reduced coordinates, ||theta_star|| = sqrt(2)
    gamma: float  # min_i y_i <f_i, theta_star> recomputed (a valid P3 margin)
    gamma_ub: float  # sqrt(2) ||sum_i a_i y_i f_i|| for the normalised dual a: an upper bound on the best margin
    status: str


def ntk_svm(F: np.ndarray, y: np.ndarray) -> SVM:
    """Hard-margin SVM on features F (n, q), labels y: min ||w||^2 s.t. y_i <f_i, w> >= 1 (cvxpy CLARABEL).

    The solver is not trusted: gamma is recomputed from theta_* = sqrt(2) w/||w|| (any direction gives a valid
    P3 margin, possibly smaller than the best), and for every a in the simplex min_i y_i <f_i, v> <= ||sum a_i y_i f_i||
    ||v||, so the normalised dual gives an upper bound gamma_ub >= best margin (gamma <= gamma_ub up to rounding)."""
    import cvxpy as cp

    A = y[:, None] * F
    n, q = A.shape
    if n == 1:  # closed form: theta_* along f
        w = A[0] / float(A[0] @ A[0])
        a = np.ones(1)
        status = "closed form"
    else:
        wv = cp.Variable(q)
        cons = [A @ wv >= 1]
        prob = cp.Problem(cp.Minimize(cp.sum_squares(wv)), cons)
        try:
            prob.solve(solver=cp.CLARABEL)
        except cp.error.SolverError:
            prob.solve(solver=cp.SCS, eps=1e-9)
        status = str(prob.status)
        if wv.value is None:
            return SVM(np.zeros(q), 0.0, 0.0, status)
        w = np.asarray(wv.value, dtype=float)
        a = np.maximum(np.asarray(cons[0].dual_value, dtype=float).reshape(-1), 0.0)
    nw = float(np.linalg.norm(w))
    ts = math.sqrt(2.0) * w / nw if nw > 0 else w
    gamma = float((A @ ts).min())
    ub = math.sqrt(2.0) * float(np.linalg.norm(A.T @ (a / a.sum()))) if a.sum() > 0 else math.inf
    return SVM(ts, gamma, ub, status)


def split_reduced(v: np.ndarray | torch.Tensor, frac: torch.Tensor, H: float, T: int,
                  d: int) -> tuple[torch.Tensor, torch.Tensor]:
    """Reduced coordinates w (G p,) -> per-head blocks e_g = w_g / sqrt(m_g) as (dU (G,T,d), dW (G,d,d))."""
    G = frac.shape[0]
    w = torch.as_tensor(np.asarray(v), dtype=torch.float64).reshape(G, T * d + d * d)
    e = w / torch.sqrt(frac * H)[:, None]
    return e[:, : T * d].reshape(G, T, d), e[:, T * d:].reshape(G, d, d)


# ------------------------------------------------------------------------------------------------ GD


@M.small_threads
def gd_trajectory(Xs: torch.Tensor, ys: torch.Tensor, U0: torch.Tensor, W0: torch.Tensor, m: torch.Tensor,
                  eta: float, K: int, weights: torch.Tensor | None = None) -> dict:
    """K steps of full-batch GD (group-reduced, exact for H = sum m heads), keeping every iterate.

    Returns ``Us`` (K+1, G, T, d), ``Ws`` (K+1, G, d, d), ``losses`` (K+1,) and ``grad_sq`` (K,) = ||grad L^(th_k)||^2
    of the full model (sum_g m_g ||per-head gradient||^2)."""
    U, W = U0.clone(), W0.clone()
    Us, Ws, losses, gsq = [U], [W], [], []
    for _ in range(K):
        gU, gW, L = M.per_head_grad(Xs, ys, U, W, m, weights)
        losses.append(L)
        gsq.append(float((m * (gU.flatten(1).pow(2).sum(1) + gW.flatten(1).pow(2).sum(1))).sum()))
        U, W = U - eta * gU, W - eta * gW
        Us.append(U)
        Ws.append(W)
    with torch.no_grad():
        losses.append(float(M.emp_loss(Xs, ys, U, W, m, weights)))
    return {"Us": torch.stack(Us), "Ws": torch.stack(Ws), "losses": np.array(losses), "grad_sq": np.array(gsq)}


def dists(Us: torch.Tensor, Ws: torch.Tensor, U: torch.Tensor, W: torch.Tensor, m: torch.Tensor) -> np.ndarray:
    """||theta_k - theta|| (full model) for every iterate k of a trajectory."""
    sq = (Us - U).flatten(2).pow(2).sum(2) + (Ws - W).flatten(2).pow(2).sum(2)  # (K+1, G)
    return torch.sqrt((sq * m).sum(1)).numpy()


def nrm_2inf(Us: torch.Tensor, Ws: torch.Tensor) -> np.ndarray:
    """||theta_k||_{2,inf} = max_g ||theta_{k,g}|| for every iterate."""
    return torch.sqrt(Us.flatten(2).pow(2).sum(2) + Ws.flatten(2).pow(2).sum(2)).max(1).values.numpy()


@M.small_threads
def segment_max_loss(Xs: torch.Tensor, ys: torch.Tensor, Ua: torch.Tensor, Wa: torch.Tensor, Ub: torch.Tensor,
                     Wb: torch.Tensor, m: torch.Tensor, grid: int = 17,
                     weights: torch.Tensor | None = None) -> tuple[np.ndarray, np.ndarray]:
    """max over alpha in [0,1] of L^(alpha a + (1-alpha) b) on a grid, for a batch of segments (leading dim B).

    Returns (grid max, grid step h) per segment; a certified upper bound adds (h/2) sup|f'| (see callers)."""
    al = torch.linspace(0.0, 1.0, grid, dtype=torch.float64)
    best = np.full(Ua.shape[0], -np.inf)
    for a in al:
        U = a * Ua + (1 - a) * Ub
        W = a * Wa + (1 - a) * Wb
        z = ys[None, :] * _mha_batch(Xs, U, W, m)
        w = torch.ones_like(z) if weights is None else weights[None, :].expand_as(z)
        L = (w * M.logistic(z)).sum(1) / z.shape[1]
        best = np.maximum(best, L.numpy())
    return best, np.full(Ua.shape[0], 1.0 / (grid - 1))


def _mha_batch(Xs: torch.Tensor, U: torch.Tensor, W: torch.Tensor, m: torch.Tensor) -> torch.Tensor:
    """Phi~(X_i) for a batch of B group-structured points: (n,T,d), (B,G,T,d), (B,G,d,d) -> (B, n)."""
    A = torch.softmax(torch.einsum("ntd,bgde,nse->bngts", Xs, W, Xs), dim=-1)
    out = torch.einsum("bngts,nsd,bgtd->bng", A, Xs, U)
    return (out * m).sum(-1) / torch.sqrt(m.sum())


@M.small_threads
def losses_at(Xs: torch.Tensor, ys: torch.Tensor, U: torch.Tensor, W: torch.Tensor, m: torch.Tensor) -> np.ndarray:
    """Per-sample losses l(y_i Phi~(X_i)) at a batch of points (B, n)."""
    return M.logistic(ys[None, :] * _mha_batch(Xs, U, W, m)).numpy()


def test_loss(Xt: torch.Tensor, yt: torch.Tensor, U: torch.Tensor, W: torch.Tensor, m: torch.Tensor) -> float:
    """Mean logistic loss on a test set."""
    with torch.no_grad():
        return float(M.logistic(yt * M.mha_output(Xt, U, W, m)).mean())


# ------------------------------------------------------------------------- Monte Carlo over training sets (App. C)


def sample_population(num: int, n: int, T: int, d: int, a: float, b: float, s: float, flip: float,
                      gen: torch.Generator) -> tuple[torch.Tensor, torch.Tensor]:
    """``num`` IID training sets of n samples: (num, n, T, d) tokens and (num, n) labels.

    Data model (token norms <= 1, so R = 1 in Assumption 1): y uniform in {-1, +1}; token t is
    x_t = y (a + b u_t) e_1 + s z_t with u_t ~ U[-1, 1] and z_t uniform on the unit sphere of e_1's orthogonal
    complement (d >= 2; z_t = 0 when d = 1); then the label is flipped with probability ``flip``. Needs
    (a + b)^2 + s^2 <= 1. Without flips every token has y <x_t, e_1> >= a - b (a margin certified for every set)."""
    y = torch.where(torch.rand(num, n, generator=gen, dtype=torch.float64) < 0.5, 1.0, -1.0).to(torch.float64)
    u = torch.rand(num, n, T, generator=gen, dtype=torch.float64) * 2 - 1
    X = torch.zeros(num, n, T, d, dtype=torch.float64)
    X[..., 0] = y[..., None] * (a + b * u)
    if d >= 2:
        z = torch.randn(num, n, T, d - 1, generator=gen, dtype=torch.float64)
        X[..., 1:] = s * z / z.norm(dim=-1, keepdim=True).clamp_min(1e-300)
    flipped = torch.rand(num, n, generator=gen, dtype=torch.float64) < flip
    return X, torch.where(flipped, -y, y)


def _outputs_batched(Xs: torch.Tensor, U: torch.Tensor, W: torch.Tensor, m: torch.Tensor) -> torch.Tensor:
    """Phi~ for R runs, each with its own parameters and data: (R,n,T,d), (R,G,T,d), (R,G,d,d) -> (R, n)."""
    A = torch.softmax(torch.einsum("rntd,rgde,rnse->rngts", Xs, W, Xs), dim=-1)
    out = torch.einsum("rngts,rnsd,rgtd->rng", A, Xs, U)
    return (out * m).sum(-1) / torch.sqrt(m.sum())


@M.small_threads
def gd_loo_batched(Xs: torch.Tensor, ys: torch.Tensor, U0: torch.Tensor, W0: torch.Tensor, m: torch.Tensor,
                   eta: float, K: int) -> tuple[torch.Tensor, torch.Tensor]:
    """For B training sets (B,n,T,d), (B,n): K full-batch GD steps on L^ and on every leave-one-out loss
    L^{-i} = (1/n) sum_{j != i} l_j, all from theta0 (group-reduced, exact for H = sum m heads).

    Returns the final parameters U (B, n+1, G, T, d), W (B, n+1, G, d, d); run 0 is full GD, run i+1 omits sample i."""
    B, n = ys.shape
    w = torch.ones(n + 1, n, dtype=torch.float64)
    w[1:] -= torch.eye(n, dtype=torch.float64)
    Xr = Xs[:, None].expand(B, n + 1, *Xs.shape[1:]).reshape(B * (n + 1), *Xs.shape[1:])
    yr = ys[:, None].expand(B, n + 1, n).reshape(-1, n)
    wr = w[None].expand(B, n + 1, n).reshape(-1, n)
    R = B * (n + 1)
    U = U0[None].expand(R, *U0.shape).clone()
    W = W0[None].expand(R, *W0.shape).clone()
    for _ in range(K):
        U.requires_grad_(True)
        W.requires_grad_(True)
        L = (wr * M.logistic(yr * _outputs_batched(Xr, U, W, m))).sum() / n  # sum over runs of each run's loss
        gU, gW = torch.autograd.grad(L, (U, W))
        with torch.no_grad():  # the gradient of the full model for one head of group g is (shared-head grad) / m_g
            U = U - eta * gU / m[:, None, None]
            W = W - eta * gW / m[:, None, None]
    U, W = U.detach(), W.detach()
    return U.reshape(B, n + 1, *U0.shape), W.reshape(B, n + 1, *W0.shape)


@M.small_threads
def losses_per_set(Xs: torch.Tensor, ys: torch.Tensor, U: torch.Tensor, W: torch.Tensor,
                   m: torch.Tensor) -> torch.Tensor:
    """Per-sample losses l(y Phi~(X; theta_r)) of every run r of every set on that set's samples:
    (B,N,T,d), (B,N), (B,r,G,T,d), (B,r,G,d,d) -> (B, r, N)."""
    B, r = U.shape[:2]
    N = ys.shape[1]
    Xr = Xs[:, None].expand(B, r, *Xs.shape[1:]).reshape(B * r, *Xs.shape[1:])
    yr = ys[:, None].expand(B, r, N).reshape(B * r, N)
    with torch.no_grad():
        z = yr * _outputs_batched(Xr, U.reshape(B * r, *U.shape[2:]), W.reshape(B * r, *W.shape[2:]), m)
    return M.logistic(z).reshape(B, r, N)


@dataclass
class MonteCarloGap:
    """Per-set quantities of a Monte Carlo over B training sets (numpy arrays of shape (B,))."""

    gap: np.ndarray  # L(theta_K) - L^(theta_K) (test set of the same set index; control variate at theta0)
    stab: np.ndarray  # (1/n) sum_i ||theta_K - theta_K^{-i}||
    loss_stab: np.ndarray  # (1/n) sum_i [l_i(theta_K^{-i}) - l_i(theta_K)] + [L(theta_K) - L(theta_K^{-i})]
    train_loss: np.ndarray  # L^(theta_K)
    test_loss: np.ndarray  # L(theta_K) on the held-out sample
    nrm_max: float  # max over every run's theta_K of ||theta_K||_{2,inf}


def mc_gap(U0: torch.Tensor, W0: torch.Tensor, m: torch.Tensor, eta: float, K: int, train: tuple, test: tuple,
           loo_test: bool = True) -> MonteCarloGap:
    """The Monte Carlo of App. C: GD and its n leave-one-out runs on each training set (train = (X, y) of shape
    (B,n,T,d), (B,n)), the test loss on a fresh held-out sample per set (test = (B,N,T,d), (B,N)).

    The gap uses the control variate [L_test(theta0) - L^(theta0)] (mean zero: theta0 is data-independent), which
    vanishes when Phi~(.; theta0) = 0 (antisymmetric or zero initialisations). ``loss_stab`` is the right side of
    the leave-one-out identity E[L(A(S)) - L^(A(S))] = E[(1/n) sum_i (l_i(A(S^{-i})) - l_i(A(S)))] +
    E[(1/n) sum_i (L(A(S)) - L(A(S^{-i})))] (z_i is independent of S^{-i}), with L on the same held-out sample."""
    (Xs, ys), (Xt, yt) = train, test
    B, n = ys.shape
    U, W = gd_loo_batched(Xs, ys, U0, W0, m, eta, K)
    U0b, W0b = U0[None, None].expand(B, 1, *U0.shape), W0[None, None].expand(B, 1, *W0.shape)
    tr = losses_per_set(Xs, ys, torch.cat([U0b, U], 1), torch.cat([W0b, W], 1), m)  # (B, n+2, n)
    runs = (torch.cat([U0b, U], 1), torch.cat([W0b, W], 1)) if loo_test else (torch.cat([U0b, U[:, :1]], 1),
                                                                              torch.cat([W0b, W[:, :1]], 1))
    te = losses_per_set(Xt, yt, runs[0], runs[1], m).mean(-1)  # (B, n+2 or 2)
    train_loss = tr[:, 1].mean(-1)
    gap = (te[:, 1] - te[:, 0]) - (train_loss - tr[:, 0].mean(-1))
    dU = (U[:, :1] - U[:, 1:]).flatten(3).pow(2).sum(-1) + (W[:, :1] - W[:, 1:]).flatten(3).pow(2).sum(-1)  # (B,n,G)
    stab = torch.sqrt((dU * m).sum(-1)).mean(-1)
    if loo_test:
        own = torch.diagonal(tr[:, 2:], dim1=1, dim2=2)  # l_i(theta_K^{-i})
        loss_stab = (own - tr[:, 1]).mean(-1) + (te[:, 1:2] - te[:, 2:]).mean(-1)
    else:
        loss_stab = torch.full((B,), float("nan"), dtype=torch.float64)
    nrm = float(torch.sqrt(U.flatten(3).pow(2).sum(-1) + W.flatten(3).pow(2).sum(-1)).max())
    return MonteCarloGap(gap.numpy(), stab.numpy(), loss_stab.numpy(), train_loss.numpy(), te[:, 1].numpy(), nrm)
