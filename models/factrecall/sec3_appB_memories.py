"""Associative memories of Nichani, Lee & Bietti (Section 3): linear and MLP memories, their one-step
constructions and their training, margins, and the capacity search of Figure 1.

Embeddings are i.i.d. uniform on the unit sphere S^{d-1}; decoding is argmax_y u_y^T F(e_x) with ties counted
as failures. float64 by default, any device; all randomness from a seeded ``torch.Generator``.
Every hyper-parameter of the capacity reproduction lives in :data:`CAPACITY_CONFIG`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import torch

from thmcheck.models.device import generator
from thmcheck.models.factrecall._threads import single_thread

# ------------------------------------------------------------------------------------------ embeddings


def sphere(n: int, d: int, gen: torch.Generator, dtype: torch.dtype = torch.float64, device: str = "cpu",
           batch: tuple[int, ...] = ()) -> torch.Tensor:
    """n i.i.d. points uniform on S^{d-1} (rows), optionally with leading batch dimensions."""
    x = torch.randn(*batch, n, d, generator=gen, dtype=dtype, device=gen.device).to(device)
    return x / x.norm(dim=-1, keepdim=True)


# ------------------------------------------------------------------------------------- linear memories


def linear_construction(E: torch.Tensor, U: torch.Tensor, f: torch.Tensor) -> torch.Tensor:
    """W = sum_x u_{f*(x)} e_x^T (Theorem 1); E (N, d) input embeddings, U (M, d) outputs, f (N,) targets."""
    return U[f].transpose(-1, -2) @ E


def linear_logits(W: torch.Tensor, E: torch.Tensor, U: torch.Tensor) -> torch.Tensor:
    """logits[x, y] = u_y^T W e_x."""
    return E @ W.transpose(-1, -2) @ U.transpose(-1, -2)


def margins(logits: torch.Tensor, f: torch.Tensor) -> torch.Tensor:
    """Per-input margin min_{y != f*(x)} (logit_{f*(x)} - logit_y) (> 0 iff x is stored, ties fail)."""
    true = logits.gather(-1, f.unsqueeze(-1))
    other = logits.scatter(-1, f.unsqueeze(-1), -math.inf)
    return (true - other.amax(-1, keepdim=True)).squeeze(-1)


def construction_gamma(E: torch.Tensor, U: torch.Tensor, f: torch.Tensor, x: int, y: int) -> torch.Tensor:
    """gamma_xy = (u_{f*(x)} - u_y)^T W e_x for W the linear construction (batched over leading dims)."""
    a = U[..., f[x], :] - U[..., y, :]  # (..., d)
    Uf = U[..., f, :]  # (..., N, d)
    s = (Uf @ a.unsqueeze(-1)).squeeze(-1)  # (..., N): a^T u_{f(z)}
    c = (E @ E[..., x, :].unsqueeze(-1)).squeeze(-1)  # (..., N): e_z^T e_x
    return (s * c).sum(-1)


def construction_stores_all(N: int, d: int, seed: int, M: int | None = None, device: str = "cpu") -> bool:
    """Whether the one-step construction stores f*(x) = x (M = N) for fresh embeddings (100 % accuracy)."""
    g = generator(seed)
    M = M or N
    E, U = sphere(N, d, g).to(device), sphere(M, d, g).to(device)
    f = torch.arange(N, device=device)
    return bool((margins(linear_logits(linear_construction(E, U, f), E, U), f) > 0).all())


# ----------------------------------------------------------------------------------------- MLP memory


def mlp_logits(V: torch.Tensor, W: torch.Tensor, E: torch.Tensor, U: torch.Tensor,
               act: Callable[[torch.Tensor], torch.Tensor] = torch.relu) -> torch.Tensor:
    """logits[x, y] = u_y^T V^T act(W e_x), V, W in R^{m x d}."""
    return act(E @ W.T) @ V @ U.T


# ----------------------------------------------------------------------------------- training (Fig. 1)

CAPACITY_CONFIG: dict = {
    # Figure 1 of the paper (L100-L104, details L418-L420): f*(x) = x (M = N), fresh sphere embeddings per
    # (m, d, N), cross-entropy over all M outputs, Adam lr 1e-2, 2^14 full-batch steps, standard init,
    # success = max accuracy during training >= 99 %, binary search on N, 5 seeds.
    "lr": 1e-2,
    "accuracy": 0.99,
    "eval_every": 32,
    "construction_d": [8, 12, 16, 24, 32, 48, 64, 96, 128],  # Thm 1's one-step construction (cheap, ci)
    "construction_seeds": [0, 1, 2],
    "construction_M_factor": [1, 10, 100],  # per seed: M = factor * N outputs (f* injective needs only M >= N)
    "ci": {"steps": 384, "linear_d": [4, 6, 8], "mlp_d": 8, "mlp_m": [8, 16, 32, 64, 84], "seeds": [0, 1],
           "rel_precision": 1 / 4},
    "deep": {"steps": 2**14, "linear_d": [6, 8, 12, 16, 24], "mlp_d": 8, "mlp_m": [4, 8, 16, 32, 64],
             "seeds": [0, 1], "rel_precision": 1 / 8},
    "paper": {"steps": 2**14, "seeds": [0, 1, 2, 3, 4]},
}


@dataclass
class TrainResult:
    """Best accuracy reached during training and the steps it took."""

    best_accuracy: float
    steps: int
    history: list[float] = field(default_factory=list)


@single_thread
def train_memory(kind: str, N: int, d: int, seed: int, steps: int, m: int = 0, lr: float = 1e-2,
                 target: float = 0.99, eval_every: int = 32, device: str = "cpu",
                 dtype: torch.dtype = torch.float32) -> TrainResult:
    """Train a linear (W in R^{d x d}) or MLP (V^T relu(W e), V, W in R^{m x d}) memory on f*(x) = x with
    full-batch cross-entropy and Adam; stop as soon as the accuracy reaches ``target``."""
    g = generator(seed)
    E = sphere(N, d, g).to(device=device, dtype=dtype)
    U = sphere(N, d, g).to(device=device, dtype=dtype)
    f = torch.arange(N, device=device)
    if kind == "linear":
        params = [(torch.randn(d, d, generator=g, dtype=torch.float64) / math.sqrt(d)).to(device, dtype)]
    elif kind == "mlp":
        params = [(torch.randn(m, d, generator=g, dtype=torch.float64) / math.sqrt(d)).to(device, dtype),
                  (torch.randn(m, d, generator=g, dtype=torch.float64) / math.sqrt(m)).to(device, dtype)]
    else:
        raise ValueError(f"kind must be 'linear' or 'mlp', got {kind!r}")
    # Full-batch cross-entropy and Adam (torch's defaults: betas (0.9, 0.999), eps 1e-8), with the gradient and
    # the update written out (the same arithmetic as autograd + torch.optim.Adam, without their per-step overhead,
    # which dominated these tiny problems: tests/test_factrecall.py compares the two).
    b1, b2, eps = 0.9, 0.999, 1e-8
    m1 = [torch.zeros_like(q) for q in params]
    m2 = [torch.zeros_like(q) for q in params]
    onehot = torch.nn.functional.one_hot(f, N).to(dtype)
    best, hist = 0.0, []
    for t in range(1, steps + 1):
        if kind == "linear":
            EW = E @ params[0].T
            logits = EW @ U.T
        else:
            H = E @ params[0].T  # (N, m) pre-activations W e_x
            Act = torch.relu(H)
            Z = Act @ params[1]  # (N, d) V^T relu(W e_x)
            logits = Z @ U.T
        if t % eval_every == 0 or t == 1 or t == steps:
            acc = float((margins(logits, f) > 0).double().mean())
            best = max(best, acc)
            hist.append(acc)
            if best >= target:
                return TrainResult(best, t, hist)
        P = torch.softmax(logits, 1)
        dL = (P - onehot) / N  # d mean CE / d logits
        dZ = dL @ U  # (N, d)
        if kind == "linear":
            grads = [dZ.T @ E]
        else:
            dH = (dZ @ params[1].T) * (H > 0)
            grads = [dH.T @ E, Act.T @ dZ]
        bc1, bc2 = 1 - b1**t, math.sqrt(1 - b2**t)
        for q, g_, a1, a2 in zip(params, grads, m1, m2):
            a1.lerp_(g_, 1 - b1)
            a2.mul_(b2).addcmul_(g_, g_, value=1 - b2)
            q.addcdiv_(a1, (a2.sqrt() / bc2).add_(eps), value=-lr / bc1)
    return TrainResult(best, steps, hist)


def max_stored(stores: Callable[..., bool], start: int, rel_precision: float = 1 / 16,
               cap: int = 1 << 16, votes: int = 3) -> int:
    """Largest N with ``stores`` (Figure 1's binary search), robust to single unlucky draws.

    ``stores(N, attempt)`` draws a fresh instance of size N for each ``attempt``; a size counts as stored when a
    majority of ``votes`` independent draws store it (evaluated lazily: the vote stops once decided), so one
    unlucky draw at some N neither stops the doubling nor misleads the bisection. From ``start``: doubling while
    sizes are stored; if ``start`` itself is not, halving until a size is (0 if even N = 1 is not); then bisection
    between the last stored and the first unstored size to relative precision ``rel_precision``.
    """
    need = votes // 2 + 1

    def ok(N: int) -> bool:
        yes = no = 0
        for attempt in range(votes):
            if stores(N, attempt):
                yes += 1
            else:
                no += 1
            if yes >= need or no >= need:
                break
        return yes >= need

    lo, hi = 0, max(1, start)
    if ok(hi):
        lo, hi = hi, 2 * hi
        while hi <= cap and ok(hi):
            lo, hi = hi, 2 * hi
    else:
        while hi > 1:
            mid = hi // 2
            if ok(mid):
                lo = mid
                break
            hi = mid
        if lo == 0:
            return 0
    while hi - lo > max(1, int(lo * rel_precision)):
        mid = (lo + hi) // 2
        if ok(mid):
            lo = mid
        else:
            hi = mid
    return lo


# ---------------------------------------------------------------- remarks after Theorem 1 (L60-L66)


def gd_step_constructions(E: torch.Tensor, U: torch.Tensor, f: torch.Tensor,
                          V: torch.Tensor | None = None, lr: float = 1.0) -> tuple[torch.Tensor, torch.Tensor]:
    """One GD step (autograd) from 0 on the correlation loss L = -sum_x u_{f*(x)}^T W e_x, and the printed
    construction. Full W (V None): returns (W_1, sum_x u_{f(x)} e_x^T). Low rank W = A V^T with V (d, m) fixed:
    the step is on A from 0, returns (A_1 V^T, sum_x u_{f(x)} e_x^T V V^T)."""
    d = E.shape[-1]
    if V is None:
        P = torch.zeros(d, d, dtype=E.dtype, device=E.device, requires_grad=True)
        W = P
    else:
        P = torch.zeros(d, V.shape[1], dtype=E.dtype, device=E.device, requires_grad=True)
        W = P @ V.T
    loss = -(U[f] * (E @ W.T)).sum()
    (g,) = torch.autograd.grad(loss, P)
    step = -lr * g
    W1 = step if V is None else step @ V.T
    C = linear_construction(E, U, f)
    return W1.detach(), (C if V is None else C @ V @ V.T)


def rank1_stored_upper(U: torch.Tensor, f: torch.Tensor) -> int:
    """An upper bound on the number of inputs any rank-1 W = a b^T stores (argmax, ties failing).

    u_y^T W e_x = (u_y^T a)(b^T e_x): the decoded output is argmax_y u_y^T a when b^T e_x > 0, argmin_y when
    b^T e_x < 0 (and a tie when it is 0), so every x decodes into {y_+, y_-}; at most the inputs whose target
    is y_+ or y_- are stored. Returns max over pairs of outputs of |f^{-1}({y1, y2})|."""
    counts = torch.bincount(f, minlength=U.shape[0]).sort(descending=True).values
    return int(counts[:2].sum())


def rank1_search(E: torch.Tensor, U: torch.Tensor, f: torch.Tensor, gen: torch.Generator,
                 tries: int = 2000) -> tuple[int, int]:
    """Second path: random rank-1 W = a b^T (a aimed at target outputs, b random); returns the most inputs
    stored and the most distinct decoded outputs seen."""
    d = E.shape[-1]
    best, distinct = 0, 0
    A = torch.randn(tries, d, generator=gen, dtype=E.dtype)
    k = min(tries, U.shape[0])
    A[:k] = U[:k]  # a aimed at each output in turn
    Bm = torch.randn(tries, d, generator=gen, dtype=E.dtype)
    s = A @ U.T  # (tries, M)
    t = Bm @ E.T  # (tries, N)
    for i in range(tries):
        logits = t[i].unsqueeze(-1) * s[i].unsqueeze(0)  # (N, M)
        ok = margins(logits, f) > 0
        best = max(best, int(ok.sum()))
        distinct = max(distinct, int(logits.argmax(-1).unique().numel()))
    return best, distinct


def separable(E: torch.Tensor, labels: torch.Tensor) -> bool:
    """Whether some w in R^d has labels_x <w, e_x> > 0 for all x (LP feasibility s_x <w, e_x> >= 1, HiGHS).

    For M = 2 outputs this is exactly 'some W stores f*' (w = W^T (u_1 - u_2) ranges over R^d)."""
    from scipy.optimize import linprog

    A = -(labels.double().unsqueeze(-1) * E.double()).cpu().numpy()
    n, d = A.shape
    res = linprog(c=[0.0] * d, A_ub=A, b_ub=[-1.0] * n, bounds=[(None, None)] * d, method="highs")
    return res.status == 0


def round_to_grid(W: torch.Tensor, eps: float) -> torch.Tensor:
    """Entrywise rounding to the nearest multiple of eps (Corollary 2's quantized W~)."""
    return torch.round(W / eps) * eps


# ------------------------------------------------------------------ eq. (3) and Theorem 9 constructions


def hermite_features_memory(E: torch.Tensor, U: torch.Tensor, f: torch.Tensor, Wr: torch.Tensor, k: int,
                            sigma_coef: torch.Tensor) -> torch.Tensor:
    """eq. (3): F(e_x) = m^{-1} sum_i sum_x' u_{f(x')} h_k(<w_i, e_x'>) sigma(<w_i, e_x>) for rows w_i of Wr
    (m, d); sigma = sum_j c_j h_j (orthonormal Hermite). Returns F for every input, shape (N, d)."""
    from thmcheck.models.hermite import hermite_orthonormal, hermite_series

    Z = E @ Wr.T  # (N, m)
    Vv = hermite_orthonormal(k, Z).T @ U[f] / Wr.shape[0]  # (m, d): v_i
    return hermite_series(sigma_coef.tolist(), Z) @ Vv


def polynomial_memory(E: torch.Tensor, U: torch.Tensor, f: torch.Tensor, k: int) -> torch.Tensor:
    """The limit of eq. (3) without its Hermite coefficient: sum_x' u_{f(x')} <e_x, e_x'>^k, shape (N, d)."""
    return (E @ E.T) ** k @ U[f]


def ntk_memory(E: torch.Tensor, U: torch.Tensor, f: torch.Tensor, W0: torch.Tensor, Vv: torch.Tensor, k: int,
               sigma_coef: torch.Tensor) -> torch.Tensor:
    """Theorem 9's construction (NTK form, L479-L500): F(e) = sum_i v_i sigma'(<w_i, e>) <q_i, e> with
    q_i = m^{-1} sum_z h_k(<w_i, e_z>) <v_i, u_{f(z)}> e_z; w_i, v_i rows of W0, Vv (m, d). Returns (N, d)."""
    from thmcheck.models.hermite import hermite_orthonormal, hermite_series

    m = W0.shape[0]
    Z = E @ W0.T  # (N, m)
    c = sigma_coef.tolist()
    dc = [math.sqrt(j + 1) * c[j + 1] for j in range(len(c) - 1)] or [0.0]  # h_j' = sqrt(j) h_{j-1}
    Sp = hermite_series(dc, Z)  # sigma'(<w_i, e_x>)
    G = hermite_orthonormal(k, Z) * (U[f] @ Vv.T)  # (N, m): h_k(<w_i,e_z>) <v_i, u_f(z)>
    Qe = (E @ E.T) @ G / m  # (N, m): <q_i, e_x>
    return (Sp * Qe) @ Vv


def sphere_tail(s: np.ndarray, d: int) -> np.ndarray:
    """P(<u, e> >= s) for u uniform on S^{d-1} and a fixed unit e (d >= 2): (1 - s^2) ~ Beta((d-1)/2, 1/2) on the
    upper half, so the tail is I_{1 - s^2}((d-1)/2, 1/2)/2 for s >= 0 (1 - that for s < 0)."""
    from scipy.special import betainc

    s = np.clip(np.asarray(s, float), -1.0, 1.0)
    half = 0.5 * betainc((d - 1) / 2, 0.5, 1 - s * s)
    return np.where(s >= 0, half, 1 - half)


def construction_success_upper(N: int, d: int, M: int, seed: int) -> float:
    """An upper bound on P(the construction W = sum_x u_{f*(x)} e_x^T stores f*(x) = x for all x in [N]) given one draw
    of the embeddings e_x and the image unembeddings u_1..u_N (uniform on S^{d-1}), with the M - N unembeddings
    outside the image integrated out: 0 if an image output already beats the target of some x; else each outside u
    must satisfy u^T g_x < m_x := u_x^T g_x for every x (g_x = W e_x), an event of probability at most
    1 - max_x P(<u, g_x/|g_x|> >= m_x/|g_x|), so the success probability is at most that to the power M - N
    (numpy, float64; M may be astronomically large)."""
    rng = np.random.default_rng(seed)
    E = rng.standard_normal((N, d))
    E /= np.linalg.norm(E, axis=1, keepdims=True)
    U = rng.standard_normal((N, d))
    U /= np.linalg.norm(U, axis=1, keepdims=True)
    G = E @ (U.T @ E).T  # row x: g_x = W e_x = sum_z u_z <e_z, e_x>, W = U^T E (d x d)
    logits = G @ U.T  # (x, y) for y in the image
    m = np.diag(logits).copy()
    np.fill_diagonal(logits, -np.inf)
    if N > 1 and bool((logits.max(1) >= m).any()):
        return 0.0
    if M <= N:
        return 1.0
    if d == 1:
        return 0.0 if M - N >= 1 and bool((m <= np.abs(G[:, 0])).any()) else 1.0
    p = float(sphere_tail(m / np.linalg.norm(G, axis=1), d).max())
    return float(np.exp((M - N) * np.log1p(-p))) if p < 1 else 0.0


def capacity_upper(success, d: int, M: int | None, M_over_N: float, draws: int, seed: int) -> int:  # noqa: ANN001
    """The largest N (doubling, then bisection) at which the mean over ``draws`` draws of ``success(N, d, M, seed)``
    (in [0, 1]) is >= 1/2, with M fixed (``M``) or M = ceil(M_over_N N) when ``M`` is None; always M >= N."""
    def ok(N: int) -> bool:  # mean >= 1/2, evaluated lazily (stops once the remaining draws cannot change it)
        m = max(N, M) if M is not None else max(N, math.ceil(M_over_N * N))
        total = 0.0
        for j in range(draws):
            total += success(N, d, m, seed * 7919 + 104729 * N + j)
            if total >= draws / 2:
                return True
            if total + (draws - 1 - j) < draws / 2:
                return False
        return total >= draws / 2

    lo, hi = 1, 2
    while ok(hi) and hi < 1 << 20:
        lo, hi = hi, 2 * hi
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (mid, hi) if ok(mid) else (lo, mid)
    return lo


def construction_capacity_upper(d: int, M: int | None, M_over_N: float, draws: int, seed: int) -> int:
    """:func:`capacity_upper` of :func:`construction_success_upper`: an upper bound (up to sampling) on the capacity of
    the one-step construction with M outputs."""
    return capacity_upper(construction_success_upper, d, M, M_over_N, draws, seed)
