"""Section 5 of Nichani, Lee & Bietti: the linear-attention model with orthogonal embeddings and its gradient
flow on the exact population cross-entropy loss (seed L233-L255, Appendix D L975-L1426).

With d = |V| and one-hot embeddings every parameter is a table: W_OV(a, z) for a in A, z an input token, and
W_KQ(z) = phi(z)^T W_KQ phi(EOS). The logit of answer a on z_{1:T} is sum_t W_OV(a, z_t) W_KQ(z_t) (the sum
includes z_T = EOS); p^ is the softmax over A only. Answer tokens never occur in inputs, so their W_OV/W_KQ
entries get zero gradient and stay at their initial value: they are left out of the tables here.

Input-token index layout of the tables (V_in = S + R + |N| + 1 columns): subjects 0..S-1, relations S..S+R-1,
noise S+R..S+R+|N|-1, EOS last. Answers: a*(s, r) in block r, i.e. in {rD, ..., rD + D - 1}, |A| = RD.

Data (L122-L142): (s, r) ~ p, two distinct positions of [T-1] get s and r, the other T-3 positions i.i.d.
uniform noise, z_T = EOS. Logits depend only on the multiset of tokens, so the population is enumerated
exactly over (s, r, noise multiset) with multinomial weights (|N|^(T-3) ordered noise tuples).

float64 by default, any device; no Hypothesis. All hyper-parameters of the Figure 5 reproduction are in
:data:`FIG5_CONFIG`.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
import torch

from thmcheck.models.factrecall._threads import single_thread


@dataclass
class Task:
    """The exact population of the factual-recall task for the Section 5 model (torch tensors on ``device``)."""

    S: int
    R: int
    D: int
    Nn: int
    T: int
    a_star: torch.Tensor  # (S, R) answer index in [0, RD)
    p_sr: torch.Tensor  # (S, R) probabilities p(s, r)
    C: torch.Tensor  # (B, V_in) token counts C(z_{1:T}, z) of each distinct multiset
    tokens: torch.Tensor  # (B, T) the multiset as a token list (repeats = counts), EOS last
    w: torch.Tensor  # (B,) probability of each multiset
    tgt: torch.Tensor  # (B,) a*(s, r)
    subj: torch.Tensor  # (B,)
    rel: torch.Tensor  # (B,)
    pstar: torch.Tensor  # (R, A) p*(a | r) = sum_s p(s | r) 1(a = a*(s, r))
    p_r: torch.Tensor  # (R,)
    p_s: torch.Tensor  # (S,)

    @property
    def A(self) -> int:
        return self.R * self.D

    @property
    def V(self) -> int:
        return self.S + self.R + self.Nn + 1

    @property
    def eos(self) -> int:
        return self.V - 1

    def subject_cols(self) -> list[int]:
        return list(range(self.S))

    def relation_cols(self) -> list[int]:
        return list(range(self.S, self.S + self.R))

    def noise_cols(self) -> list[int]:
        return list(range(self.S + self.R, self.S + self.R + self.Nn))


def make_task(S: int, R: int, D: int, Nn: int, T: int, a_star: np.ndarray, p_sr: np.ndarray | None = None,
              dtype: torch.dtype = torch.float64, device: str = "cpu") -> Task:
    """The exact population: one row per (s, r, noise multiset). ``a_star[s, r]`` in block r; p_sr uniform
    1/(SR) by default."""
    if T < 3:
        raise ValueError("need T >= 3 (subject, relation, EOS)")
    a_star = np.asarray(a_star, dtype=np.int64).reshape(S, R)
    if not np.all((a_star >= np.arange(R)[None] * D) & (a_star < (np.arange(R)[None] + 1) * D)):
        raise ValueError("a*(s, r) must lie in block r: {rD, ..., rD + D - 1}")
    p = np.full((S, R), 1.0 / (S * R)) if p_sr is None else np.asarray(p_sr, dtype=float).reshape(S, R)
    k = T - 3
    multisets = list(itertools.combinations_with_replacement(range(Nn), k)) if k > 0 else [()]
    # multinomial weight of each noise multiset among the |N|^k ordered tuples
    mw = []
    for m in multisets:
        cnt = np.bincount(np.asarray(m, dtype=np.int64), minlength=Nn) if m else np.zeros(Nn, dtype=np.int64)
        mw.append(math.factorial(k) / math.prod(math.factorial(int(c)) for c in cnt) / Nn**k)
    V = S + R + Nn + 1
    nm = len(multisets)
    noise_counts = np.zeros((nm, V))
    for i, m in enumerate(multisets):
        for n in m:
            noise_counts[i, S + R + n] += 1
    ss, rr, mm = np.meshgrid(np.arange(S), np.arange(R), np.arange(nm), indexing="ij")
    ss, rr, mm = ss.ravel(), rr.ravel(), mm.ravel()
    C = noise_counts[mm].copy()
    C[np.arange(ss.size), ss] += 1
    C[np.arange(ss.size), S + rr] += 1
    C[:, V - 1] += 1
    noise_tok = np.asarray(multisets, dtype=np.int64).reshape(nm, k) + S + R
    tokens = np.concatenate([ss[:, None], S + rr[:, None], noise_tok[mm], np.full((ss.size, 1), V - 1)], 1)
    w = p[ss, rr] * np.asarray(mw)[mm]
    pstar = np.zeros((R, R * D))
    pr = p.sum(0)
    for s in range(S):
        for r in range(R):
            if pr[r] > 0:
                pstar[r, a_star[s, r]] += p[s, r] / pr[r]

    def t(x: np.ndarray, dt: torch.dtype = dtype) -> torch.Tensor:
        return torch.as_tensor(x, dtype=dt, device=device)

    return Task(S, R, D, Nn, T, t(a_star, torch.long), t(p), t(C), t(tokens, torch.long), t(w), t(a_star[ss, rr], torch.long),
                t(ss, torch.long), t(rr, torch.long), t(pstar), t(pr), t(p.sum(1)))


def balanced_init(task: Task, alpha: float) -> tuple[torch.Tensor, torch.Tensor]:
    """Assumption 2 (L253): W_OV(a, z) = alpha and W_KQ(z) = alpha sqrt(|A| + 1)."""
    dt, dev = task.C.dtype, task.C.device
    return (torch.full((task.A, task.V), alpha, dtype=dt, device=dev),
            torch.full((task.V,), alpha * math.sqrt(task.A + 1), dtype=dt, device=dev))


def logits(Wov: torch.Tensor, Wkq: torch.Tensor, task: Task) -> torch.Tensor:
    """(B, A): logit(a | z_{1:T}) = sum_t W_OV(a, z_t) W_KQ(z_t) = sum_z C(z_{1:T}, z) Theta(a, z) (one dense
    product with the count matrix C: the same sum as over the T positions, at a fraction of the gather's cost)."""
    return task.C @ (Wov * Wkq[None, :]).T


def loss(Wov: torch.Tensor, Wkq: torch.Tensor, task: Task) -> torch.Tensor:
    """L(theta) = E[-log p^(a*(s, r) | z_{1:T})] (exact population expectation)."""
    lg = logits(Wov, Wkq, task)
    nll = torch.logsumexp(lg, 1) - lg.gather(1, task.tgt[:, None]).squeeze(1)
    return (task.w * nll).sum()


def probs(Wov: torch.Tensor, Wkq: torch.Tensor, task: Task) -> torch.Tensor:
    """(B, A): p^(a | z_{1:T}) (softmax written out: torch.softmax is slow on a short last dimension)."""
    L = logits(Wov, Wkq, task)
    e = torch.exp(L - L.amax(1, keepdim=True))
    return e / e.sum(1, keepdim=True)


def residual(Wov: torch.Tensor, Wkq: torch.Tensor, task: Task) -> tuple[torch.Tensor, torch.Tensor]:
    """G(a, z) = E[C(z_{1:T}, z)(1(a = a*) - p^(a | z_{1:T}))] (A, V_in), and p^ (B, A)."""
    P = probs(Wov, Wkq, task)
    G0, Cw = _residual_parts(task)
    G = G0 - Cw @ P  # sum_b w_b C(b, z)(y_b - p_b): the count matrix sums the T positions at once
    return G.T, P


def _residual_parts(task: Task) -> tuple[torch.Tensor, torch.Tensor]:
    """(C^T diag(w) Y, C^T diag(w)) of the population (Y the one-hot targets), computed once per task."""
    key = (task.C.data_ptr(), task.w.data_ptr(), task.tgt.data_ptr(), tuple(task.C.shape), task.C.dtype)
    hit = _PARTS.get(id(task))
    if hit is not None and hit[0] == key:
        return hit[1], hit[2]
    Cw = (task.C * task.w[:, None]).T.contiguous()
    Y = torch.zeros(task.C.shape[0], task.A, dtype=task.C.dtype, device=task.C.device)
    Y[torch.arange(Y.shape[0], device=Y.device), task.tgt] = 1.0
    G0 = Cw @ Y
    if len(_PARTS) > 64:
        _PARTS.clear()
    _PARTS[id(task)] = (key, G0, Cw, task)  # the task itself is kept so that its id is not reused meanwhile
    return G0, Cw


_PARTS: dict[int, tuple] = {}


def grad_lemma4(Wov: torch.Tensor, Wkq: torch.Tensor, task: Task) -> tuple[torch.Tensor, torch.Tensor]:
    """The gradients of Lemma 4 (L1000-L1006): dL/dW_OV(a, z) = -W_KQ(z) G(a, z) and
    dL/dW_KQ(z) = -sum_a W_OV(a, z) G(a, z)."""
    G, _ = residual(Wov, Wkq, task)
    return -Wkq[None, :] * G, -(Wov * G).sum(0)


def grad_autograd(Wov: torch.Tensor, Wkq: torch.Tensor, task: Task) -> tuple[torch.Tensor, torch.Tensor]:
    """The same gradients by reverse-mode autodiff of :func:`loss` (a second path)."""
    a = Wov.detach().clone().requires_grad_(True)
    b = Wkq.detach().clone().requires_grad_(True)
    gA, gB = torch.autograd.grad(loss(a, b, task), (a, b))
    return gA, gB


# ----------------------------------------------------------------------------------------- gradient flow


@dataclass
class Trajectory:
    """Snapshots of a gradient-flow run: times (n,), W_OV (n, A, V_in), W_KQ (n, V_in), loss (n,)."""

    t: np.ndarray
    Wov: torch.Tensor
    Wkq: torch.Tensor
    loss: np.ndarray
    stats: dict[str, np.ndarray] = field(default_factory=dict)


@single_thread
def flow(task: Task, Wov0: torch.Tensor, Wkq0: torch.Tensor, t_end: float, h: float, every: int = 1,
         stop: Callable[[float, torch.Tensor, torch.Tensor], bool] | None = None) -> Trajectory:
    """Integrate theta' = -grad L(theta) with classical RK4 and step h (the gradient of Lemma 4), keeping every
    ``every``-th state (and the last). ``stop(t, Wov, Wkq)`` may end the run early."""
    Wov, Wkq = Wov0.clone(), Wkq0.clone()
    n = max(1, int(math.ceil(t_end / h - 1e-9)))
    ts, ovs, kqs, ls = [0.0], [Wov.clone()], [Wkq.clone()], [float(loss(Wov, Wkq, task))]

    def f(a: torch.Tensor, b: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        ga, gb = grad_lemma4(a, b, task)
        return -ga, -gb

    t = 0.0
    for i in range(1, n + 1):
        hh = min(h, t_end - t) if i == n else h
        k1 = f(Wov, Wkq)
        k2 = f(Wov + 0.5 * hh * k1[0], Wkq + 0.5 * hh * k1[1])
        k3 = f(Wov + 0.5 * hh * k2[0], Wkq + 0.5 * hh * k2[1])
        k4 = f(Wov + hh * k3[0], Wkq + hh * k3[1])
        Wov = Wov + hh / 6 * (k1[0] + 2 * k2[0] + 2 * k3[0] + k4[0])
        Wkq = Wkq + hh / 6 * (k1[1] + 2 * k2[1] + 2 * k3[1] + k4[1])
        t += hh
        last = i == n or (stop is not None and stop(t, Wov, Wkq))
        if i % every == 0 or last:
            ts.append(t)
            ovs.append(Wov.clone())
            kqs.append(Wkq.clone())
            ls.append(float(loss(Wov, Wkq, task)))
        if last:
            break
    return Trajectory(np.asarray(ts), torch.stack(ovs), torch.stack(kqs), np.asarray(ls))


def window_sweep_batched(task: Task, tgt: torch.Tensor, pstar: torch.Tensor, alphas: list[float], t_end: float,
                         h: float, watch: list[int]) -> dict[str, np.ndarray]:
    """Theorem 6's window sweep (``thmcheck.checks.papers.factrecall.sec5_appD_flow.thm6_sweep``) for M answer maps and every
    alpha in one batched RK4 integration: trajectory (m, k) runs the flow of :func:`flow` from
    :func:`balanced_init` at alphas[k] on ``task``'s population (C, tokens, w, rel: shared by the members, i.e. the
    same sizes and p(s, r)) with targets ``tgt[m]`` (M, rows) and p* ``pstar[m]`` (M, R, A). After each step but the
    last (as ``flow`` calls its ``stop``), a trajectory stops when a watched weight |W_OV(a, z)|, |W_KQ(z)| (z in
    ``watch``) exceeds sqrt(alpha) (the window closes) or its error max_z sum_a (p*(a|r) - p^(a|z))^2 falls below
    1e-14; until then the smallest error, its time and the loss there are kept. Returns (M, K) arrays H1, t1,
    loss_t1, window_end; equal to the one-at-a-time sweep to rounding (tests/test_factrecall_flow.py). Stopped
    trajectories leave the batch, so the cost follows the open windows."""
    M_, K = tgt.shape[0], len(alphas)
    N, A, V = M_ * K, task.A, task.V
    dt, dev = task.C.dtype, task.C.device
    al = [float(a) for a in alphas] * M_  # trajectory n = m K + k
    Wov = torch.stack([torch.full((A, V), a, dtype=dt, device=dev) for a in al])
    Wkq = torch.stack([torch.full((V,), a * math.sqrt(A + 1), dtype=dt, device=dev) for a in al])
    sq = torch.tensor([math.sqrt(a) for a in al], dtype=dt, device=dev)
    tg = tgt.to(dev).repeat_interleave(K, 0)
    ps = pstar.to(dev, dt).repeat_interleave(K, 0)[:, task.rel]  # (N, rows, A): p*(. | r) of each row
    rows = task.tokens.shape[0]
    Ct = task.C.T.contiguous()
    wcol = task.w[None, :, None]
    oh_w = torch.zeros(N, rows, A, dtype=dt, device=dev).scatter_(2, tg[..., None], 1.0) * wcol
    watch_t = torch.as_tensor(watch, device=dev)

    def sm(L: torch.Tensor) -> torch.Tensor:  # softmax over the |A| answers (torch.softmax is slow on a short last dim)
        e = torch.exp(L - L.amax(2, keepdim=True))
        return e / e.sum(2, keepdim=True)

    def lg(Wo: torch.Tensor, Wk: torch.Tensor) -> torch.Tensor:  # (n, rows, A), as :func:`logits`: C Theta^T
        n_ = Wo.shape[0]  # one GEMM: (n A, V) x (V, rows), C the token counts (G = E^T C below)
        return ((Wo * Wk[:, None, :]).reshape(n_ * A, V) @ Ct).reshape(n_, A, rows).transpose(1, 2)

    def f(Wo: torch.Tensor, Wk: torch.Tensor, ohw: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        P = sm(lg(Wo, Wk))
        E = -P * wcol + ohw  # as :func:`residual`: w (1(a = a*) - p^)
        G = (E.transpose(1, 2).reshape(-1, rows) @ task.C).reshape(-1, A, V)  # (n, A, V)
        return Wk[:, None, :] * G, (Wo * G).sum(1)  # -grad of Lemma 4

    best_H = torch.full((N,), math.inf, dtype=dt, device=dev)
    best_t = torch.zeros(N, dtype=dt, device=dev)
    best_l = torch.full((N,), math.nan, dtype=dt, device=dev)
    end = torch.zeros(N, dtype=dt, device=dev)
    act = torch.arange(N, device=dev)
    n = max(1, int(math.ceil(t_end / h - 1e-9)))
    t = 0.0
    for i in range(1, n + 1):
        hh = min(h, t_end - t) if i == n else h
        Wo, Wk, ohw = Wov[act], Wkq[act], oh_w[act]
        k1 = f(Wo, Wk, ohw)
        k2 = f(Wo + 0.5 * hh * k1[0], Wk + 0.5 * hh * k1[1], ohw)
        k3 = f(Wo + 0.5 * hh * k2[0], Wk + 0.5 * hh * k2[1], ohw)
        k4 = f(Wo + hh * k3[0], Wk + hh * k3[1], ohw)
        Wo = Wo + hh / 6 * (k1[0] + 2 * k2[0] + 2 * k3[0] + k4[0])
        Wk = Wk + hh / 6 * (k1[1] + 2 * k2[1] + 2 * k3[1] + k4[1])
        Wov[act], Wkq[act] = Wo, Wk
        t += hh
        if i == n:
            end[act] = t
            break
        out = torch.maximum(Wo[:, :, watch_t].abs().amax((1, 2)), Wk[:, watch_t].abs().amax(1)) > sq[act]
        inside = ~out
        L = lg(Wo, Wk)
        H = ((sm(L) - ps[act]) ** 2).sum(2).amax(1)
        better = inside & (H < best_H[act])
        if bool(better.any()):
            nll = torch.logsumexp(L, 2) - L.gather(2, tg[act][..., None]).squeeze(2)
            loss_n = (task.w[None, :] * nll).sum(1)
            idx = act[better]
            best_H[idx], best_t[idx], best_l[idx] = H[better], t, loss_n[better]
        done = out | (inside & (H < 1e-14))
        if bool(done.any()):
            end[act[done]] = t
            act = act[~done]
            if act.numel() == 0:
                break
    shape = (M_, K)
    return {"H1": best_H.reshape(shape).cpu().numpy(), "t1": best_t.reshape(shape).cpu().numpy(),
            "loss_t1": best_l.reshape(shape).cpu().numpy(), "window_end": end.reshape(shape).cpu().numpy()}


def invariant(Wov: torch.Tensor, Wkq: torch.Tensor) -> torch.Tensor:
    """I_z = W_KQ(z)^2 - sum_a W_OV(a, z)^2 (Lemma 4: constant along gradient flow); works on stacked states."""
    return Wkq**2 - (Wov**2).sum(-2)


# ------------------------------------------------------------------------------------- Section 5 metrics


def hallucination_max(P: torch.Tensor, task: Task) -> torch.Tensor:
    """max over input sequences of sum_a (p*(a | r) - p^(a | z_{1:T}))^2 (Theorem 6, claim 2, eq. (16))."""
    return ((P - task.pstar[task.rel]) ** 2).sum(1).max()


def lemma6_metric(P: torch.Tensor, task: Task) -> torch.Tensor:
    """sum_r p(r)^2 ||p*(. | r) - E[p^(. | z_{1:T}) | r in z_{1:T}]||^2 (Lemma 6's conclusion, L1171)."""
    R = task.R
    onehot = torch.nn.functional.one_hot(task.rel, R).to(P.dtype) * task.w[:, None]  # (B, R)
    mass = onehot.sum(0)
    cond = (onehot.T @ P) / mass[:, None]
    return (task.p_r**2 * ((task.pstar - cond) ** 2).sum(1)).sum()


def group_losses(P: torch.Tensor, task: Task) -> dict[str, float]:
    """Figure 5 curves: total loss, relation-only loss E[-log sum_{a in A_r} p^(a)] and subject-only loss
    E[-log sum_{a in A_s} p^(a)], with A_s = {a*(s, r'): r'}."""
    B = P.shape[0]
    idx = torch.arange(B, device=P.device)
    total = float((task.w * -torch.log(P[idx, task.tgt])).sum())
    block = P.reshape(B, task.R, task.D).sum(2)[idx, task.rel]
    As = torch.zeros(task.S, task.A, dtype=P.dtype, device=P.device)
    As.scatter_(1, task.a_star, 1.0)
    subj = (P * As[task.subj]).sum(1)
    return {"loss": total, "relation_only": float((task.w * -torch.log(block)).sum()),
            "subject_only": float((task.w * -torch.log(subj)).sum())}


def relation_entropy(task: Task) -> float:
    """E_r H(p*(. | r)): the loss of the best relation-only predictor (the plateau level)."""
    ps = task.pstar
    h = -(torch.where(ps > 0, ps * torch.log(ps), torch.zeros_like(ps))).sum(1)
    return float((task.p_r * h).sum())


FIG5_CONFIG: dict = {
    # Figure 5 (left), L279-L291 (details L426): linear attention, orthogonal embeddings. The paper uses S = 16,
    # R = 4, D = 8 with "all weights 1e-5" (not the balanced Assumption 2) and does not give T, |N|, the optimiser
    # or the step; here: T = 4, exact population gradient flow by RK4, balanced init (Assumption 2).
    "ci": {"S": 16, "R": 2, "D": 2, "Nn": 8, "T": 4, "alpha": 1e-4, "t_end": 600.0, "h": 1.0, "every": 5},
    "deep": {"S": 16, "R": 4, "D": 8, "Nn": 32, "T": 4, "alpha": 1e-5, "t_end": 4000.0, "h": 0.5, "every": 20},
}


def figure5(cfg: dict, seed: int, device: str = "cpu") -> dict[str, np.ndarray]:
    """Run the Figure 5 (left) experiment of ``cfg``: loss, relation-only and subject-only losses over time."""
    rng = np.random.default_rng(seed)
    S, R, D = cfg["S"], cfg["R"], cfg["D"]
    a_star = np.arange(R)[None] * D + rng.integers(0, D, (S, R))
    task = make_task(S, R, D, cfg["Nn"], cfg["T"], a_star, device=device)
    traj = flow(task, *balanced_init(task, cfg["alpha"]), cfg["t_end"], cfg["h"], cfg["every"])
    out: dict[str, list[float]] = {"loss": [], "relation_only": [], "subject_only": []}
    for i in range(len(traj.t)):
        g = group_losses(probs(traj.Wov[i], traj.Wkq[i], task), task)
        for k in out:
            out[k].append(g[k])
    return {"t": traj.t, **{k: np.asarray(v) for k, v in out.items()},
            "plateau_level": np.asarray(relation_entropy(task)), "log_A": np.asarray(math.log(task.A))}


def answer_table(S: int, R: int, D: int, rule: str, seed: int) -> np.ndarray:
    """The (S, R) answer table a*(s, r) in block r ([rD, (r+1)D), 0-indexed). ``random``: each a*(s, r) uniform on
    its relation's D answers, independently (the text, L223); ``balanced``: a*(s, r) = floor(s D / S) + r D (the
    authors' released code), every answer of a relation used S/D times; ``any``: any map into the relation's D
    answers, as the task's definition (L122-L142) allows -- per relation, a seeded choice among an independent
    uniform column, one answer for every subject, two answers, and the balanced column."""
    if rule == "any":
        rng = np.random.default_rng(seed)
        cols = []
        for _ in range(R):
            mode = int(rng.integers(0, 4))
            if mode == 0:
                c = rng.integers(0, D, S)
            elif mode == 1:
                c = np.full(S, int(rng.integers(0, D)))
            elif mode == 2:
                c = rng.choice(rng.choice(D, size=min(2, D), replace=False), size=S)
            else:
                c = rng.permutation((np.arange(S) * D) // S)
            cols.append(c)
        return np.stack(cols, 1) + np.arange(R)[None] * D
    if rule == "random":
        return np.arange(R)[None] * D + np.random.default_rng(seed).integers(0, D, (S, R))
    if rule == "balanced":
        return (np.arange(S)[:, None] * D) // S + np.arange(R)[None] * D
    raise ValueError(f"rule must be 'any', 'random' or 'balanced', got {rule!r}")


@single_thread
def figure5_plateau(S: int, R: int, D: int, Nn: int, T: int, alpha: float, rule: str, seed: int, t_end: float,
                    h: float, every: int = 5, device: str = "cpu") -> dict[str, float]:
    """Figure 5 (left) as printed (L289, L428): every weight initialised to ``alpha`` (not Assumption 2), exact
    population gradient flow (RK4). The plateau is read where the model is closest to the relation-only predictor
    p*(. | r) (smallest max-sequence sum_a (p*(a | r) - p^(a | z))^2 along the run); returns the loss there, the
    relation-only loss there, E_r H(p*(. | r)) and log D."""
    task = make_task(S, R, D, Nn, T, answer_table(S, R, D, rule, seed), device=device)
    dt, dev = task.C.dtype, task.C.device
    Wov0 = torch.full((task.A, task.V), alpha, dtype=dt, device=dev)
    Wkq0 = torch.full((task.V,), alpha, dtype=dt, device=dev)
    traj = flow(task, Wov0, Wkq0, t_end, h, every)
    best = (math.inf, 0)
    for i in range(len(traj.t)):
        Hm = float(hallucination_max(probs(traj.Wov[i], traj.Wkq[i], task), task))
        if Hm < best[0]:
            best = (Hm, i)
    i = best[1]
    g = group_losses(probs(traj.Wov[i], traj.Wkq[i], task), task)
    return {"plateau_loss": float(traj.loss[i]), "t_plateau": float(traj.t[i]), "hallucination_at_plateau": best[0],
            "relation_only_at_plateau": g["relation_only"], "relation_entropy": relation_entropy(task),
            "log_D": math.log(D), "final_loss": float(traj.loss[-1])}
