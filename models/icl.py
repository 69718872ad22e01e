"""Chapter 6 of the thesis: a one-layer nonlinear transformer (softmax attention + ReLU MLP) trained for
in-context binary classification, its task model and its evaluations.

Model (6.2), L1697: F(Psi; P) = a^T relu(W_O sum_i W_V p_i attn_i), attn_i = softmax_i((W_K p_i)^T W_Q p_q)
over the contexts i <= l. Data (6.6): x = mu_j + kappa nu_k, kappa ~ U(-K, K), patterns orthogonal with
norm beta; tasks f_(a,b) map IDR mu_a -> +1, mu_b -> -1, other IDR -> uniform +-1 (Def. 6.3.1); labels
embedded as +-q. Initialisation of Sec. 6.2.3 (W_V, W_Q, W_K = delta on the diagonal, W_O ~ N(0, 1/m),
a_i = +-1/m or +-1/sqrt(m)); SGD on the hinge loss, a fixed (Subroutine 2). Pruning zeroes rows of W_O.

Float64 by default, device-agnostic, every random number from a seeded torch.Generator.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import torch

from thmcheck.models.cot import single_thread
from thmcheck.models.device import generator


@dataclass(frozen=True)
class ICLConfig:
    """Sizes and training hyper-parameters (defaults: the catalog's small reproduction, M1 = 6)."""

    M1: int = 6
    M2: int = 24
    dy: int = 30
    beta: float = 3.0
    K: float = 0.5
    alpha: float = 0.8
    l_tr: int = 20
    m: int = 200
    delta: float = 0.2
    eta: float = 1.0
    B: int = 64
    T: int = 250
    ascale: str = "m"  # 'm': a_i = +-1/m (main text); 'sqrt': +-1/sqrt(m) (Subroutine 2)
    seed: int = 0

    @property
    def dx(self) -> int:
        return self.M1 + self.M2

    @property
    def ma(self) -> int:
        return max(60, self.dx + self.dy)


@dataclass
class ICLModel:
    """Weights of (6.2) plus the neuron mask used for pruning."""

    cfg: ICLConfig
    WQ: torch.Tensor
    WK: torch.Tensor
    WV: torch.Tensor
    WO: torch.Tensor
    a: torch.Tensor
    mask: torch.Tensor
    history: list[float] = field(default_factory=list)

    def params(self) -> list[torch.Tensor]:
        return [self.WQ, self.WK, self.WV, self.WO]

    def attn(self, ctx: torch.Tensor, pq: torch.Tensor) -> torch.Tensor:
        """Softmax over the contexts of (W_K p_i)^T W_Q p_query (query token not in the sum, as in (6.2)).
        Computed as p_i^T (W_K^T (W_Q p_query)): the same sums regrouped, without mapping every context token."""
        kq = (pq @ self.WQ.T) @ self.WK  # (n, D): W_K^T W_Q p_query
        return torch.softmax(torch.matmul(ctx, kq[..., None])[..., 0], -1)

    def forward(self, ctx: torch.Tensor, pq: torch.Tensor) -> torch.Tensor:
        """(6.2); the value sum_i attn_i W_V p_i is taken as W_V (sum_i attn_i p_i) (the same sums regrouped)."""
        at = self.attn(ctx, pq)
        v = torch.matmul(at[:, None, :], ctx)[:, 0] @ self.WV.T
        return (torch.relu(v @ self.WO.T) * self.mask) @ self.a


def patterns(cfg: ICLConfig, device: str = "cpu") -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """IDR patterns mu (M1 x dx), IDI patterns nu (M2 x dx), both beta times standard basis vectors, and the
    label embedding q (||q|| = 1)."""
    eye = torch.eye(cfg.dx, dtype=torch.float64, device=device)
    q = torch.zeros(cfg.dy, dtype=torch.float64, device=device)
    q[0] = 1.0
    return cfg.beta * eye[: cfg.M1], cfg.beta * eye[cfg.M1:], q


def cyclic_tasks(M1: int, U: int = 1) -> list[tuple[int, int]]:
    """Training tasks ((k-1) M1 + j)-th = (mu_j -> +1, mu_{j+k} -> -1), j in [M1], k in [U] (Sec. 6.5)."""
    return [(j, (j + k) % M1) for k in range(1, U + 1) for j in range(M1)]


def meets_testing_share(same: torch.Tensor, alpha_p: float) -> torch.Tensor:
    """Theorem 6.3.4's testing prompts (thesis L1794: "we only assume at least alpha'/2 fraction of context inputs
    contain the same IDR (or ODR) pattern as the query"), per prompt: ``same`` is make_prompts' (n, l) same-pattern
    mask; True where at least ceil(alpha'/2 l) contexts share the query's pattern. make_prompts draws the context
    patterns i.i.d. (the training construction), so a testing evaluation keeps only these prompts (round 31)."""
    need = math.ceil(alpha_p / 2 * same.shape[1] - 1e-9)
    return same.sum(1) >= need


def testing_prompts(prompts: tuple[torch.Tensor, ...], alpha_p: float) -> tuple[torch.Tensor, ...]:
    """make_prompts' (contexts, queries, labels, same-pattern mask) restricted to the prompts meeting L1794
    (:func:`meets_testing_share`): the testing prompts of Theorem 6.3.4."""
    ctx, pq, z, same = prompts
    keep = meets_testing_share(same, alpha_p)
    return ctx[keep], pq[keep], z[keep], same[keep]


def all_tasks(M1: int) -> list[tuple[int, int]]:
    """The M1 (M1 - 1) in-domain tasks of Def. 6.3.1."""
    return [(a, b) for a in range(M1) for b in range(M1) if a != b]


def condition6_3_2_counts(tasks: list[tuple[int, int]], M1: int) -> tuple[torch.Tensor, torch.Tensor]:
    """For each pattern j: the number of tasks mapping mu_j to +1 and to -1 (Condition 6.3.2)."""
    plus = torch.zeros(M1, dtype=torch.int64)
    minus = torch.zeros(M1, dtype=torch.int64)
    for a, b in tasks:
        plus[a] += 1
        minus[b] += 1
    return plus, minus


@lru_cache(maxsize=64)
def _prompt_consts(dx: int, M1: int, dy: int, beta: float) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """patterns() on the CPU, cached per size (make_prompts only reads them; round 24, cibudget)."""
    eye = torch.eye(dx, dtype=torch.float64)
    q = torch.zeros(dy, dtype=torch.float64)
    q[0] = 1.0
    return beta * eye[:M1], beta * eye[M1:], q


@lru_cache(maxsize=256)
def _task_table(tasks: tuple, Mr: int, alpha: float) -> tuple[torch.Tensor, torch.Tensor]:
    """The tasks as an int64 (T, 2) tensor and, per task, make_prompts' unnormalised context-pattern weights (the
    same entries its per-prompt rows had: (1 - alpha)/(Mr - 2), alpha/2 at a and at b)."""
    tt = torch.tensor(tasks, dtype=torch.int64).reshape(-1, 2)
    k = tt.shape[0]
    w = torch.full((k, Mr), (1 - alpha) / max(Mr - 2, 1), dtype=torch.float64)
    w[torch.arange(k), tt[:, 0]] = alpha / 2
    w[torch.arange(k), tt[:, 1]] = alpha / 2
    return tt, w


def make_prompts(cfg: ICLConfig, n: int, tasks: list[tuple[int, int]], l: int, alpha: float,
                 gen: torch.Generator, R: torch.Tensor | None = None, Nu: torch.Tensor | None = None,
                 Kx: float | None = None, adversarial: str | None = None, device: str = "cpu"
                 ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """Prompts (6.1): contexts (n, l, dx+dy), query tokens (n, dx+dy), query labels z, same-pattern mask.

    Query IDR is mu_a (z = +1) or mu_b (z = -1) with probability 1/2; context IDRs categorical with
    mu_a, mu_b at alpha/2 each and the others (1-alpha)/(M-2). ``adversarial``: exactly one context shares
    the query's pattern and the l-1 others are the opposite decisive pattern ('opp') or non-decisive
    patterns ('irr'); the alpha'/2 assumption then holds with alpha' = 2/l and l_ts >= 1/alpha'.

    Round 24 (cibudget): the patterns and the per-task weights are cached, the gathers are index_select and the
    noise is scaled in place: the same draws from ``gen`` in the same order and the same floating-point
    operations, so the prompts are bit-identical to the round-23 code's (tests/test_icl_prompts_fast.py).
    """
    mu, nu, q = _prompt_consts(cfg.dx, cfg.M1, cfg.dy, float(cfg.beta))
    R = mu if R is None else R.cpu().double()  # (a float32 R or Nu: the sums below were float64 already)
    Nu = nu if Nu is None else Nu.cpu().double()
    Kx = cfg.K if Kx is None else Kx
    Mr = R.shape[0]
    ti = torch.randint(len(tasks), (n,), generator=gen)
    tt, w = _task_table(tuple(tuple(int(x) for x in t) for t in tasks), Mr, float(alpha))
    A, Bt = tt[ti, 0], tt[ti, 1]
    zq = torch.where(torch.rand(n, generator=gen, dtype=torch.float64) < 0.5, 1.0, -1.0).double()
    qpat = torch.where(zq > 0, A, Bt)
    probs = w.index_select(0, ti)
    probs = probs / probs.sum(1, keepdim=True)
    cpat = torch.multinomial(probs, l, replacement=True, generator=gen)
    if adversarial is not None:
        other = torch.where(zq > 0, Bt, A)
        if adversarial == "opp":
            cpat = other[:, None].repeat(1, l)
        else:
            cand = torch.stack([torch.tensor([k for k in range(Mr) if k not in (int(a), int(b))])
                                for a, b in zip(A, Bt, strict=True)])
            cpat = cand[torch.arange(n)[:, None], torch.randint(cand.shape[1], (n, l), generator=gen)]
        pos = torch.randint(l, (n,), generator=gen)
        cpat[torch.arange(n), pos] = qpat
    cl = torch.where(torch.rand(n, l, generator=gen, dtype=torch.float64) < 0.5, 1.0, -1.0).double()
    cl = torch.where(cpat == A[:, None], 1.0, cl)
    cl = torch.where(cpat == Bt[:, None], -1.0, cl)
    kq = torch.randint(Nu.shape[0], (n,), generator=gen)
    kc = torch.randint(Nu.shape[0], (n, l), generator=gen)
    dx = R.shape[1]
    sq = torch.rand(n, 1, generator=gen, dtype=torch.float64).mul_(2).sub_(1).mul_(Kx)
    xq = R.index_select(0, qpat).add_(Nu.index_select(0, kq).mul_(sq))
    sc = torch.rand(n, l, 1, generator=gen, dtype=torch.float64).mul_(2).sub_(1).mul_(Kx)
    xc = R.index_select(0, cpat.reshape(-1)).view(n, l, dx).add_(
        Nu.index_select(0, kc.reshape(-1)).view(n, l, dx).mul_(sc))
    ctx = torch.cat([xc, cl[..., None] * q], -1)
    pq = torch.cat([xq, torch.zeros(n, cfg.dy, dtype=torch.float64)], -1)
    if device == "cpu":  # (the same tensors: .to("cpu") returns a CPU tensor itself; round 28, perfA)
        return ctx, pq, zq, cpat == qpat[:, None]
    return ctx.to(device), pq.to(device), zq.to(device), (cpat == qpat[:, None]).to(device)


def init_model(cfg: ICLConfig, gen: torch.Generator, device: str = "cpu") -> ICLModel:
    """Initialisation of Sec. 6.2.3."""
    D = cfg.dx + cfg.dy
    WQ = torch.zeros(cfg.ma, D, dtype=torch.float64)
    WK = torch.zeros(cfg.ma, D, dtype=torch.float64)
    WV = torch.zeros(cfg.ma, D, dtype=torch.float64)
    idx = torch.arange(cfg.dx)
    WQ[idx, idx] = cfg.delta
    WK[idx, idx] = cfg.delta
    WV[torch.arange(D), torch.arange(D)] = cfg.delta
    WO = torch.randn(cfg.m, cfg.ma, generator=gen, dtype=torch.float64) / math.sqrt(cfg.m)
    sc = 1 / cfg.m if cfg.ascale == "m" else 1 / math.sqrt(cfg.m)
    a = torch.where(torch.rand(cfg.m, generator=gen, dtype=torch.float64) < 0.5, sc, -sc).double()
    ts = [w.to(device).requires_grad_() for w in (WQ, WK, WV, WO)]
    return ICLModel(cfg, *ts, a.to(device), torch.ones(cfg.m, dtype=torch.float64, device=device))


def hinge(model: ICLModel, ctx: torch.Tensor, pq: torch.Tensor, z: torch.Tensor) -> torch.Tensor:
    """Mean hinge loss max(0, 1 - z F)."""
    return torch.clamp(1 - z * model.forward(ctx, pq), min=0).mean()


def hinge_grads(model: ICLModel, ctx: torch.Tensor, pq: torch.Tensor, z: torch.Tensor
                ) -> tuple[torch.Tensor, list[torch.Tensor]]:
    """The mean hinge loss of :func:`hinge` and its gradients in (W_Q, W_K, W_V, W_O), written out by hand (round 28,
    perfA: autograd's graph cost more than the arithmetic on these small tensors). The forward pass is
    :meth:`ICLModel.forward`'s operations and the backward pass the very operations autograd runs for them (the
    transposed products, ``_softmax_backward_data``, the masks of clamp and relu), in its order, so loss and gradients
    are bit-identical to ``hinge(...).backward()`` (tests/test_icl_manual_grads.py)."""
    with torch.no_grad():
        WQ, WK, WV, WO, a, mask = (t.detach() for t in (model.WQ, model.WK, model.WV, model.WO, model.a, model.mask))
        n = pq.shape[0]
        A = pq @ WQ.T
        kq = A @ WK
        at = torch.softmax(torch.matmul(ctx, kq[..., None])[..., 0], -1)
        u = torch.matmul(at[:, None, :], ctx)[:, 0]
        v = u @ WV.T
        h = v @ WO.T
        y = 1 - z * ((torch.relu(h) * mask) @ a)
        loss = torch.clamp(y, min=0).mean()
        gF = -((y >= 0).to(y.dtype) * (1.0 / n)) * z  # mean, clamp (grad where y >= 0), 1 - (.), z * F
        gh = torch.outer(gF, a) * mask * (h > 0)  # (.) @ a, * mask, relu (grad where h > 0)
        gv = gh @ WO
        gu = gv @ WV
        gs = torch._softmax_backward_data(torch.matmul(gu[:, None, :], ctx.transpose(1, 2))[:, 0], at, -1, at.dtype)
        gkq = torch.matmul(ctx.transpose(1, 2), gs[..., None])[..., 0]
        return loss, [(pq.T @ (gkq @ WK.T)).T, A.T @ gkq, (u.T @ gv).T, (v.T @ gh).T]


def train(cfg: ICLConfig, device: str = "cpu", stop_below: float | None = None, t_max: int | None = None,
          step_hook: Any = None) -> tuple[ICLModel, int | None]:
    """SGD on the hinge loss with fresh prompts on the cyclic training tasks (U = 1, |T_tr| = M1).
    With ``stop_below``: stop when the EMA (0.9) of the batch loss drops below it and return the step.
    ``step_hook(t, model, batch)``: see :func:`_loop` (each step's prompts and batch gradient at W^(t))."""
    gen = generator(cfg.seed)
    model = init_model(cfg, gen, device)
    tasks = cyclic_tasks(cfg.M1)
    steps = t_max if t_max is not None else cfg.T
    with single_thread():
        return _loop(cfg, model, tasks, gen, device, steps, stop_below, step_hook=step_hook)


def _loop(cfg: ICLConfig, model: ICLModel, tasks: list[tuple[int, int]], gen: torch.Generator, device: str,
          steps: int, stop_below: float | None, hook: Any = None, step_hook: Any = None
          ) -> tuple[ICLModel, int | None]:
    """SGD of Subroutine 2 (E.2): per step t a fresh batch of B prompts, the mean hinge loss, W <- W - eta grad.
    ``hook(t, model)``: before step t's prompts are drawn (and once more after the last step, t = steps).
    ``step_hook(t, model, batch)``: after step t's backward pass and before its update, with batch = (ctx, pq, z,
    same) the step's prompts (:func:`make_prompts`): the weights are W^(t) and each parameter's ``.grad`` holds the
    gradient of the batch's mean hinge loss at W^(t) (the update is eta times it). Neither hook draws from ``gen``,
    so a run with hooks follows the same trajectory as one without. ``stop_below``: stop after step t (t > 10) once
    the EMA (0.9) of the batch loss is below it and return t (the weights are then W^(t + 1))."""
    ema = None
    for t in range(steps):
        if hook is not None:
            hook(t, model)
        batch = make_prompts(cfg, cfg.B, tasks, cfg.l_tr, cfg.alpha, gen, device=device)
        ctx, pq, z, _ = batch
        loss, grads = hinge_grads(model, ctx, pq, z)  # = hinge(...).backward(), bit for bit (round 28)
        for p, g in zip(model.params(), grads, strict=True):
            p.grad = g
        if step_hook is not None:
            step_hook(t, model, batch)
        with torch.no_grad():
            for p in model.params():
                p -= cfg.eta * p.grad
        v = float(loss.detach())
        model.history.append(v)
        ema = v if ema is None else 0.9 * ema + 0.1 * v
        if stop_below is not None and t > 10 and ema < stop_below:
            return model, t
    if hook is not None:
        hook(steps, model)
    for p in model.params():
        p.requires_grad_(False)
    return model, None


def lucky_union_hook(cfg: ICLConfig) -> tuple[Any, torch.Tensor]:
    """A ``step_hook`` for :func:`_loop` that collects the union (E.35) W u U of the lucky sets (E.31)/(E.32) over
    every training prompt of the run: neuron i is in it when some prompt n has O_{i,1}^(0) V_{n,1}(0) > 0 and
    O_{i,2}^(0) V_{n,2}(0) > 0 (W_O(i) = (O_{i,1}, O_{i,2}, 0) split at d_x, d_x + d_y; V^n(0) = W_V^(0) sum_{s<=l}
    attn_s p_s the attention-weighted value at the initial weights, kept at t = 0). Returns (hook, mask); the mask
    (m,) is filled in place as the run goes (split by sign(a_i) for W and U)."""
    lucky = torch.zeros(cfg.m, dtype=torch.bool)
    w0: list[torch.Tensor] = []

    def hook(t: int, model: ICLModel, batch: tuple) -> None:
        if t == 0:
            w0.extend(p.detach().clone() for p in model.params())
        WQ0, WK0, WV0, WO0 = w0
        ctx, pq = batch[0], batch[1]
        with torch.no_grad():
            at = torch.softmax(torch.matmul(ctx, ((pq @ WQ0.T) @ WK0)[..., None])[..., 0], -1)
            V = torch.matmul(at[:, None, :], ctx)[:, 0] @ WV0.T
            o1 = WO0[:, : cfg.dx] @ V[:, : cfg.dx].T
            o2 = WO0[:, cfg.dx : cfg.dx + cfg.dy] @ V[:, cfg.dx : cfg.dx + cfg.dy].T
            lucky.logical_or_(((o1 > 0) & (o2 > 0)).any(1).to(lucky.device))

    return hook, lucky


def lucky_activation(cfg: ICLConfig, n_probe: int = 64, probe_seed: int = 12345, every: int = 10,
                     device: str = "cpu") -> dict[str, float]:
    """Lemma E.4.10 along the SGD run of :func:`train` (same trajectory; the probe prompts come from their own
    generator). Lucky sets (E.31)-(E.32) at t = 0 on ``n_probe`` training prompts: W_n = {i: O_{i,1} V_{n,1}(0) > 0,
    O_{i,2} V_{n,2}(0) > 0, a_i > 0}, U_n the same with a_i < 0, where W_O(i) = (O_{i,1}, O_{i,2}, 0) splits at d_x,
    d_x + d_y and V^n(t) (E.30) is the attention-weighted value. Returns the fraction of pairs (n, i in W_n) with
    z^n = +1 (resp. (n, i in U_n) with z^n = -1) whose neuron is inactive, W_O(i)^(t) V^n(t) <= 0, at some tracked
    step (E.38)-(E.39); the same at the last step for i in W = U_n W_n over all +1 samples (E.40) and U for -1 (E.41);
    and the lucky-set sizes."""
    gen = generator(cfg.seed)
    model = init_model(cfg, gen, device)
    tasks = cyclic_tasks(cfg.M1)
    ctx, pq, z, _ = make_prompts(cfg, n_probe, tasks, cfg.l_tr, cfg.alpha, generator(probe_seed), device=device)
    dx, D = cfg.dx, cfg.dx + cfg.dy

    def values(m: ICLModel) -> torch.Tensor:
        with torch.no_grad():
            at = m.attn(ctx, pq)
            return (at[..., None] * (ctx @ m.WV.T)).sum(1)

    V0 = values(model)
    with torch.no_grad():
        O = model.WO
        s1 = V0[:, :dx] @ O[:, :dx].T > 0
        s2 = V0[:, dx:D] @ O[:, dx:D].T > 0
    pos, neg = (z > 0)[:, None], (z < 0)[:, None]
    lucky = s1 & s2 & ((model.a > 0)[None, :] & pos | (model.a < 0)[None, :] & neg)  # W_n for +1, U_n for -1 samples
    ever_off = torch.zeros_like(lucky)
    last: dict[str, torch.Tensor] = {}

    def hook(t: int, m: ICLModel) -> None:
        if t % every and t != cfg.T:
            return
        with torch.no_grad():
            act = values(m) @ m.WO.T > 0
        ever_off.logical_or_(lucky & ~act)
        last["act"] = act

    with single_thread():
        _loop(cfg, model, tasks, gen, device, cfg.T, None, hook=hook)
    act = last["act"]
    Wall = (lucky & pos).any(0)[None, :] & pos  # E.40: every i in W on every +1 sample
    Uall = (lucky & neg).any(0)[None, :] & neg
    union = Wall | Uall
    return {"e38_off_fraction": float(ever_off.sum()) / max(1, int(lucky.sum())),
            "e40_off_fraction": float((union & ~act).sum()) / max(1, int(union.sum())),
            "lucky_per_sample": float(lucky.sum(1).double().mean()), "union_size": float(union.any(0).sum()),
            "m": float(cfg.m), "n_probe": float(n_probe)}


def _replica_forward(W: dict[str, torch.Tensor], ctx: torch.Tensor, pq: torch.Tensor) -> torch.Tensor:
    """(6.2) for R stacked models at once: W {name: (R, ...)}, ctx (R, n, l, D), pq (R, n, D) -> F (R, n); the
    same regrouped sums as :meth:`ICLModel.forward`."""
    kq = torch.bmm(torch.bmm(pq, W["WQ"].transpose(1, 2)), W["WK"])
    at = torch.softmax(torch.matmul(ctx, kq[..., None])[..., 0], -1)
    v = torch.bmm(torch.matmul(at[:, :, None, :], ctx)[:, :, 0], W["WV"].transpose(1, 2))
    return (torch.relu(torch.bmm(v, W["WO"].transpose(1, 2))) * W["a"][:, None, :]).sum(-1)


def _replica_hinge_grads(W: dict[str, torch.Tensor], ctx: torch.Tensor, pq: torch.Tensor, z: torch.Tensor
                         ) -> tuple[torch.Tensor, dict[str, torch.Tensor]]:
    """Each replica's mean hinge loss (R,) of :func:`_replica_forward` and the gradients of their sum in W_Q, W_K,
    W_V, W_O (R, ...), written out by hand (round 28, perfA): the forward pass is :func:`_replica_forward`'s
    operations and the backward pass the operations autograd runs for them, in its order, so both are bit-identical
    to ``loss.sum().backward()`` (tests/test_icl_manual_grads.py)."""
    with torch.no_grad():
        WQ, WK, WV, WO, a = (W[k].detach() for k in ("WQ", "WK", "WV", "WO", "a"))
        n = pq.shape[1]
        A = torch.bmm(pq, WQ.transpose(1, 2))
        kq = torch.bmm(A, WK)
        at = torch.softmax(torch.matmul(ctx, kq[..., None])[..., 0], -1)
        u = torch.matmul(at[:, :, None, :], ctx)[:, :, 0]
        v = torch.bmm(u, WV.transpose(1, 2))
        h = torch.bmm(v, WO.transpose(1, 2))
        y = 1 - z * (torch.relu(h) * a[:, None, :]).sum(-1)
        loss = torch.clamp(y, min=0).mean(-1)
        gF = -((y >= 0).to(y.dtype) * (1.0 / n)) * z
        gh = gF[..., None] * a[:, None, :] * (h > 0)
        gv = torch.bmm(gh, WO)
        gu = torch.bmm(gv, WV)
        gs = torch._softmax_backward_data(torch.matmul(gu[:, :, None, :], ctx.transpose(2, 3))[:, :, 0], at, -1,
                                          at.dtype)
        gkq = torch.matmul(ctx.transpose(2, 3), gs[..., None])[..., 0]
        return loss, {"WQ": torch.bmm(pq.transpose(1, 2), torch.bmm(gkq, WK.transpose(1, 2))).transpose(1, 2),
                      "WK": torch.bmm(A.transpose(1, 2), gkq), "WV": torch.bmm(u.transpose(1, 2), gv).transpose(1, 2),
                      "WO": torch.bmm(v.transpose(1, 2), gh).transpose(1, 2)}


def train_replicas(cfg: ICLConfig, R: int, seed: int | None = None, stop_below: float | None = None,
                   t_max: int | None = None) -> tuple[list[ICLModel], list[int | None], torch.Tensor]:
    """:func:`train` for R independent replicas at once (issue #24: batched replicas): stacked W_Q, W_K, W_V (the
    Sec. 6.2.3 initialisation, the same for every replica), W_O (R, m, ma) ~ N(0, 1/m) and signs a (R, m) drawn
    from one generator seeded with ``seed`` (default cfg.seed); every step one draw of R * B prompts on the cyclic
    training tasks (replica r takes rows r B .. (r + 1) B - 1), one batched forward/backward of the summed hinge
    losses (replica r's gradient is its own) and SGD with step eta. ``stop_below``: each replica's step at which
    its loss EMA (0.9) first falls below it (after t > 10), and the run ends once every replica has one (the
    models are then taken at the end of the run). Returns (the R models, their steps or None, the (steps, R)
    batch losses). Replica r follows exactly the one-model loop of :func:`train` fed with its own rows (tests)."""
    gen = generator(cfg.seed if seed is None else seed)
    D = cfg.dx + cfg.dy
    base = init_model(cfg, generator(0), "cpu")  # the deterministic W_Q, W_K, W_V of Sec. 6.2.3
    sc = 1 / cfg.m if cfg.ascale == "m" else 1 / math.sqrt(cfg.m)
    W = {k: getattr(base, k).detach().expand(R, cfg.ma, D).clone() for k in ("WQ", "WK", "WV")}
    W["WO"] = torch.randn(R, cfg.m, cfg.ma, generator=gen, dtype=torch.float64) / math.sqrt(cfg.m)
    a = torch.where(torch.rand(R, cfg.m, generator=gen, dtype=torch.float64) < 0.5, sc, -sc).double()
    tasks = cyclic_tasks(cfg.M1)
    steps = t_max if t_max is not None else cfg.T
    n = cfg.B
    hist: list[torch.Tensor] = []
    done: list[int | None] = [None] * R
    ema = torch.zeros(R, dtype=torch.float64)
    with single_thread():
        for t in range(steps):
            ctx, pq, z, _ = make_prompts(cfg, R * n, tasks, cfg.l_tr, cfg.alpha, gen)
            # = _replica_forward's hinge losses and loss.sum().backward(), bit for bit (round 28, perfA)
            loss, grads = _replica_hinge_grads({**W, "a": a}, ctx.reshape(R, n, *ctx.shape[1:]), pq.reshape(R, n, D),
                                               z.reshape(R, n))
            with torch.no_grad():
                for k in ("WQ", "WK", "WV", "WO"):
                    W[k] -= cfg.eta * grads[k]
            v = loss.detach()
            hist.append(v)
            if stop_below is None:
                continue
            ema = v if t == 0 else 0.9 * ema + 0.1 * v
            if t > 10:
                for r in torch.nonzero(ema < stop_below)[:, 0].tolist():
                    if done[r] is None:
                        done[r] = t
                if all(x is not None for x in done):
                    break
    models = [ICLModel(cfg, *(W[k][r].detach().clone() for k in ("WQ", "WK", "WV", "WO")), a[r].clone(),
                       torch.ones(cfg.m, dtype=torch.float64), [float(h[r]) for h in hist]) for r in range(R)]
    return models, done, torch.stack(hist)


@lru_cache(maxsize=32)
def trained(cfg: ICLConfig, device: str = "cpu") -> ICLModel:
    """A trained model per config (cached: several claims evaluate the same training run)."""
    model, _ = train(cfg, device)
    for p in model.params():
        p.requires_grad_(False)
    return model


def evaluate(model: ICLModel, ctx: torch.Tensor, pq: torch.Tensor, z: torch.Tensor,
             same: torch.Tensor | None = None) -> dict[str, float]:
    """Hinge loss, 0-1 error and (with ``same``) the attention mass on same-pattern contexts."""
    with torch.no_grad():
        F = model.forward(ctx, pq)
        out = {"err": float((z * F <= 0).double().mean()), "hinge": float(torch.clamp(1 - z * F, min=0).mean()),
               "margin_median": float((z * F).median())}
        if same is not None:
            out["mass"] = float((model.attn(ctx, pq) * same).sum(1).mean())
    return out


def neuron_norms(model: ICLModel) -> torch.Tensor:
    """||r_i|| for the rows r_i of W_O W_V (Theorem 6.3.7)."""
    return (model.WO @ model.WV).norm(dim=1)


def alignment(model: ICLModel) -> tuple[torch.Tensor, torch.Tensor]:
    """cos(r_{i,dx}, mu_bar) and cos(r_{i,dy}, sign(a_i) q) of Prop. 6.4.5, for every neuron."""
    cfg = model.cfg
    mu, _, q = patterns(cfg, model.WO.device)
    R = model.WO @ model.WV
    rdx, rdy = R[:, : cfg.dx], R[:, cfg.dx: cfg.dx + cfg.dy]
    mb = mu.mean(0)
    cos_mu = (rdx @ mb) / (rdx.norm(dim=1) * mb.norm()).clamp_min(1e-300)
    qe = torch.where(model.a[:, None] > 0, q, -q)
    cos_q = (rdy * qe).sum(1) / rdy.norm(dim=1).clamp_min(1e-300)
    return cos_mu, cos_q


def ood_patterns(cfg: ICLConfig, a: float, b: float, device: str = "cpu") -> torch.Tensor:
    """The OOD family of Sec. 6.5: mu'_1 = beta(0.3(e1 - e2) + a e5 + b e6) (a^2 + b^2 = 0.82),
    mu'_2 = beta(e1 + e2)/sqrt 2, mu'_3 = beta(e3 + e4)/sqrt 2, padded with zeros on the IDI block."""
    eye = torch.eye(cfg.M1, dtype=torch.float64)
    R = cfg.beta * torch.stack([0.3 * (eye[0] - eye[1]) + a * eye[4] + b * eye[5],
                                (eye[0] + eye[1]) / math.sqrt(2), (eye[2] + eye[3]) / math.sqrt(2)])
    return torch.cat([R, torch.zeros(3, cfg.M2, dtype=torch.float64)], 1).to(device)


def projections(model: ICLModel, which: str = "Q", part: str = "a") -> tuple[float, float]:
    """Prop. 6.4.1 for (p, W) = (p_query, W_Q) (``which`` "Q": p = (mu_j, 0)) or (p_i, W_K) (``which`` "K": context
    tokens p = (mu_j, +-q), both labels): (min over p of the own projection [mu_j; 0]^T W p (6.17), max over p of
    |[c; 0]^T W p| over the other relevant patterns c = mu_k, k != j (``part`` "a", (6.18)) or over the irrelevant
    patterns c = nu_k (``part`` "b", (6.19)))."""
    cfg = model.cfg
    mu, nu, q = patterns(cfg, model.WQ.device)
    z = torch.zeros(cfg.M1, cfg.dy, dtype=torch.float64, device=mu.device)
    if which == "Q":
        P, W, j = torch.cat([mu, z], 1), model.WQ, torch.arange(cfg.M1)
    else:
        P = torch.cat([torch.cat([mu, z + q], 1), torch.cat([mu, z - q], 1)])
        W, j = model.WK, torch.arange(cfg.M1).repeat(2)
    pad = lambda v: torch.cat([v, torch.zeros(v.shape[0], cfg.ma - cfg.dx, dtype=v.dtype, device=v.device)], 1)  # noqa: E731
    Wp = P @ W.detach().T  # (rows, ma): W p
    on_mu = Wp @ pad(mu).T  # [row, k] = [mu_k; 0]^T W p_row
    own = on_mu[torch.arange(len(j)), j]
    if part == "a":
        off = on_mu.abs().clone()
        off[torch.arange(len(j)), j] = 0.0
    else:
        off = (Wp @ pad(nu).T).abs()
    return float(own.min()), float(off.max())


def update_projections(model: ICLModel, which: str = "Q") -> dict[str, float]:
    """Lemma E.4.5 quantities: the accumulated update Delta = W^(T) - W^(0) of W_Q (or W_K), applied to p = (mu_j, 0)
    and projected on [mu_l; 0] / [nu_k; 0] (E.6)-(E.9): for each j, own = [mu_j; 0]^T Delta p_j, partners = the
    training-task partners mu_{j+-1} (cyclic T_tr), others = the remaining mu_l, idi = the nu_k; returned as the
    worst ratios over j (max |.| / own), plus the largest |entry| of Delta on the label columns (exactly 0 by (E.153))."""
    cfg = model.cfg
    W = model.WQ if which == "Q" else model.WK
    W0 = torch.zeros_like(W)
    idx = torch.arange(cfg.dx, device=W.device)
    W0[idx, idx] = cfg.delta
    delta = W - W0
    mu, nu, _ = patterns(cfg, W.device)
    pad = lambda v: torch.cat([v, torch.zeros(v.shape[0], cfg.ma - cfg.dx, dtype=v.dtype, device=v.device)], 1)  # noqa: E731
    P = torch.cat([mu, torch.zeros(cfg.M1, cfg.dy, dtype=torch.float64, device=mu.device)], 1)
    Dp = P @ delta.T  # (M1, ma): Delta p_j
    on_mu = Dp @ pad(mu).T  # [j, l]
    on_nu = (Dp @ pad(nu).T).abs()  # [j, k]
    own = on_mu.diagonal()
    j = torch.arange(cfg.M1, device=mu.device)
    partner = torch.zeros_like(on_mu, dtype=torch.bool)
    partner[j, (j + 1) % cfg.M1] = True
    partner[j, (j - 1) % cfg.M1] = True
    other = ~partner & ~torch.eye(cfg.M1, dtype=torch.bool, device=mu.device)
    return {"own_min": float(own.min()),
            "partner_ratio": float((on_mu.abs() * partner).max(1).values.div(own).max()),
            "other_ratio": float((on_mu.abs() * other).max(1).values.div(own).max()) if cfg.M1 > 3 else 0.0,
            "idi_ratio": float(on_nu.max(1).values.div(own).max()),
            "label_cols_max": float(delta[:, cfg.dx:].abs().max())}


def min_condition_tasks(M1: int) -> tuple[int, tuple[tuple[int, int], ...]]:
    """The smallest |T_tr| satisfying Condition 6.3.2 over every subset of the M1 (M1 - 1) tasks of Def. 6.3.1, and
    one minimiser, by an exact integer program (scipy's HiGHS MILP): binary x_(a,b) per task, integer r >= 1, for
    every j: #{tasks mapping mu_j to +1} = sum_b x_(j,b) = r and #{to -1} = sum_a x_(a,j) = r (so |T_tr| = M1 r);
    minimise sum x. The minimiser is re-checked with exact integer counts (a solver tolerance cannot pass)."""
    import numpy as np
    from scipy.optimize import Bounds, LinearConstraint, milp

    tasks = all_tasks(M1)
    n = len(tasks)
    A = np.zeros((2 * M1, n + 1))
    for e, (a, b) in enumerate(tasks):
        A[a, e] = 1.0
        A[M1 + b, e] = 1.0
    A[:, n] = -1.0
    c = np.r_[np.ones(n), 0.0]
    res = milp(c, constraints=LinearConstraint(A, 0.0, 0.0), integrality=np.ones(n + 1),
               bounds=Bounds(np.r_[np.zeros(n), 1.0], np.r_[np.ones(n), float(M1 - 1)]))
    if res.x is None:
        raise RuntimeError(f"MILP for M1 = {M1} failed: {res.message}")
    sub = tuple(t for t, v in zip(tasks, res.x[:n], strict=True) if v > 0.5)
    plus, minus = condition6_3_2_counts(list(sub), M1)
    r = len(sub) // M1
    if len(sub) % M1 or r < 1 or not bool((plus == r).all() and (minus == r).all()):
        raise RuntimeError(f"MILP minimiser for M1 = {M1} does not satisfy Condition 6.3.2 exactly")
    return len(sub), sub
