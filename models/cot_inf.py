"""Chapter 7 of the thesis at l_tr = l_ts = infinity (round 21, ch7): the one-layer transformer (7.2) of
:mod:`thmcheck.models.cot` trained on prompts of infinite length, and its CoT / ICL errors on infinitely long test
prompts, so that (7.4)'s l_ts <= l_tr holds together with every constant of (7.20) / (7.22).

Why the limit: Theorem 4 and Theorem 5 (b) need l_ts >= Omega((alpha' tau rho)^-2 log M) -> infinity as the test
task's primacy rho -> 0, and (7.4) asks l_ts <= l_tr; the shared model of :mod:`thmcheck.models.cot` is trained at
l_tr = 20. As l -> infinity (law of large numbers) the attention output of (7.2) is a ratio of expectations over the
column types of the prompt (the query's own <= K - 1 columns have vanishing weight):

    F(q) = sum_types P(type) e^{s(type)} y(type) / sum_types P(type) e^{s(type)},   s = p^T W q.

Training prompts (7.1): context example x uniform over the TRR patterns, x = the query's input with probability alpha
(uniform over the other M - 1 otherwise), its K columns (mu[f_{k-1} o ... (x)], mu[f_k o ... (x)], e_k) for a random
permutation task f; the type weights are P(x) / K. The squared loss of the step-kk query is that of
:func:`thmcheck.models.cot.train` with the context replaced by its column law; SGD over B tasks per step, W(0) =
xi N(0, 1) from the same generator as the shared model.

Test prompts (7.4): context chain x_0 = q0 w.p. alpha' (uniform over the other M' - 1 otherwise), x_k ~ A_k(x_{k-1}, .);
step-k columns of type (a, b) have weight P(x_{k-1} = a, x_k = b) / K. Noise orthogonal to span(M') leaves both limits
unchanged: its part of the score <delta_in, (Wq)_in> + <delta_out, (Wq)_out> has a law common to every noisy column
(the query is clean), so E e^{noise part} is one factor of every context column, and mu'_m . delta_out = 0.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

import numpy as np
import torch

from thmcheck.models.cot import CoTConfig, single_thread, structured_tasks
from thmcheck.models.device import generator

CHECKPOINT_EVERY = 100  # W is kept every 100 SGD steps: a longer run's prefix is the shorter run (no schedule)


def sgd_step(W: torch.Tensor, ch: torch.Tensor, g: torch.Generator, cfg: CoTConfig) -> float:
    """One SGD step at l_tr = infinity (module docstring) on the B training tasks' chains ch (B, M, K + 1) (ch[b, x, k]:
    the pattern after k steps from x): draws the query input xq and step kk from ``g``, updates W in place (W -= eta
    grad of the squared loss of the step-kk query against its column law) and returns the loss. Shared by
    :class:`_Run` and :class:`thmcheck.models.thesis.r28_ch7._SameRun` (round 29: one copy of the step)."""
    d, M, K, B = cfg.d, cfg.M, cfg.K, cfg.B
    lw_other, lw_same = float(np.log((1 - cfg.alpha) / (M - 1))), float(np.log(cfg.alpha))
    xq = torch.randint(M, (B,), generator=g)
    kk = torch.randint(1, K + 1, (B,), generator=g)
    qin = torch.gather(ch[torch.arange(B), xq], 1, (kk - 1)[:, None])[:, 0]
    z = torch.gather(ch[torch.arange(B), xq], 1, kk[:, None])[:, 0]
    Wq = W[:, qin].T + W[:, 2 * d + kk - 1].T  # (B, D): W q for q = (mu[qin], 0, e_kk)
    s = (torch.gather(Wq, 1, ch[..., :K].reshape(B, -1)).reshape(B, M, K)
         + torch.gather(Wq, 1, d + ch[..., 1:].reshape(B, -1)).reshape(B, M, K)
         + Wq[:, 2 * d: 2 * d + K][:, None, :])
    logw = torch.full((B, M), lw_other, dtype=torch.float64)
    logw[torch.arange(B), xq] = lw_same
    a = torch.softmax((s + logw[..., None]).reshape(B, -1), 1)  # (B, M K)
    out = torch.zeros(B, M, dtype=torch.float64).scatter_add(1, ch[..., 1:].reshape(B, -1), a)
    loss = 0.5 * ((out - torch.nn.functional.one_hot(z, M).double()) ** 2).sum(1).mean()
    loss.backward()
    with torch.no_grad():
        W -= cfg.eta * W.grad
        W.grad = None
    return float(loss.detach())


class _Run:
    """One SGD run at l_tr = infinity (module docstring), resumable: ``advance(T)`` trains on to step T, keeping W every
    ``CHECKPOINT_EVERY`` steps, so the models at T = 800, 1600, 3200, ... of one configuration come from one run (the
    SGD trajectory does not depend on the final T)."""

    def __init__(self, cfg: CoTConfig) -> None:
        self.cfg = cfg
        self.g = generator(cfg.seed)
        self.W = (cfg.xi * torch.randn(cfg.D, cfg.D, generator=self.g, dtype=torch.float64)).requires_grad_()
        self.hist: list[float] = []
        self.saved: dict[int, torch.Tensor] = {0: self.W.detach().clone()}

    def advance(self, T: int) -> None:
        cfg = self.cfg
        M, K, B = cfg.M, cfg.K, cfg.B
        ar = torch.arange(M)
        W, g = self.W, self.g
        with single_thread():
            while len(self.hist) < T:
                perms = torch.argsort(torch.rand(B, M, generator=g), 1)
                inv = torch.argsort(perms, 1)
                # chain[b, x, k]: pattern after k steps from x (f_k = shift by k in the order perms[b])
                chain = [ar.expand(B, M)]
                for k in range(1, K + 1):
                    pos = torch.gather(inv, 1, chain[-1])
                    chain.append(torch.gather(perms, 1, (pos + k) % M))
                ch = torch.stack(chain, 2)  # (B, M, K + 1)
                self.hist.append(sgd_step(W, ch, g, cfg))
                if len(self.hist) % CHECKPOINT_EVERY == 0:
                    self.saved[len(self.hist)] = W.detach().clone()


_RUNS: dict[CoTConfig, _Run] = {}


def _run(cfg: CoTConfig) -> _Run:
    key = replace(cfg, T=0)
    if key not in _RUNS:
        _RUNS[key] = _Run(key)
    return _RUNS[key]


@lru_cache(maxsize=16)
def trained_inf(cfg: CoTConfig) -> tuple[torch.Tensor, CoTConfig, torch.Tensor]:
    """(W, cfg, U) of the model trained at l_tr = infinity for cfg.T SGD steps (cfg.l_tr is not used); U as in
    :func:`thmcheck.models.cot.trained` (the TSR patterns mu' = U mu, orthonormal rows in span(mu))."""
    run = _run(cfg)
    if cfg.T in run.saved:
        W = run.saved[cfg.T]
    elif cfg.T >= len(run.hist):
        run.advance(cfg.T)
        W = run.W.detach().clone()
        run.saved[cfg.T] = W
    else:  # a step between two checkpoints of a longer run: replay a fresh run to it
        fresh = _Run(replace(cfg, T=0))
        fresh.advance(cfg.T)
        W = fresh.W.detach().clone()
    g = generator(cfg.seed + 1)
    U = torch.linalg.qr(torch.randn(cfg.M, cfg.M, generator=g, dtype=torch.float64))[0][:, : cfg.Mp].T
    return W, cfg, U


def final_loss_inf(cfg: CoTConfig, last: int = 50) -> float:
    """Mean l_tr = infinity training loss over the last ``last`` SGD steps up to cfg.T (the trained model's epsilon)."""
    trained_inf(cfg)
    hist = _run(cfg).hist[: cfg.T]
    return float(np.mean(hist[-last:]))


def cot_limit(W: np.ndarray, U: np.ndarray, cfg: CoTConfig, cs: tuple[int, ...], pc: float, ap: float,
              perm: np.ndarray | None = None) -> dict[str, float]:
    """CoT (greedy decoding over the clean TSR patterns, Algorithm 4) at l_ts = infinity for every query q0 in [M']
    of the structured task (f_k = shift by k in the cyclic order ``perm``, errors g_k = shift by k + c_k).

    Returns ``cot_err`` (share of wrong steps over the M' queries x K steps, (7.7)), ``margin`` (least over the steps
    decoded from a correct prefix of log sum-weight(true output) - log max other; < 0 is a strict wrong vote, the same
    for every large enough finite l_ts), ``off_star`` (largest attention mass off S_k^*, the eps of (F.49)/(F.52)) and
    ``mean_off_star``, ``wrong_by_step`` (wrong queries at step k = 1 .. K: (F.50) is step 1, (F.53) every step), ``off_star_f52``
    (the largest mass off S_k^* with (F.52)'s query ((v_{k-1}; v_k) + c_k), the decoded v_k filled in)."""
    d, K, Mp = cfg.d, cfg.K, cfg.Mp
    mup = U @ np.eye(d)[: cfg.M]
    fs, As = structured_tasks(cs, pc, Mp, perm)
    wrong, margin, off, offs, off52 = 0, np.inf, 0.0, [], 0.0
    by_step = [0] * K
    for q0 in range(Mp):
        dist = np.full(Mp, (1 - ap) / (Mp - 1))
        dist[q0] = ap
        J = []
        for k in range(K):
            J.append(dist[:, None] * As[k])  # P(x_k = a, x_{k+1} = b): the step-(k+1) column types
            dist = dist @ As[k]
        truth = [q0]
        for f in fs:
            truth.append(int(f[truth[-1]]))
        v, ok = q0, True
        for k in range(1, K + 1):
            Wq = W @ np.concatenate([mup[v], np.zeros(d), np.eye(K)[k - 1]])
            sa, sb, sk = mup @ Wq[:d], mup @ Wq[d: 2 * d], Wq[2 * d:]
            with np.errstate(divide="ignore"):
                lw = np.stack([np.log(J[j]) + sa[:, None] + sb[None, :] + sk[j] for j in range(K)])  # (K, a, b)
            top = lw.max()
            w = np.exp(lw - top)
            vote = w.sum((0, 1))  # per output pattern b
            star = w[k - 1, v].sum() / w.sum()
            offs.append(1 - star)
            off = max(off, 1 - star)
            vk = int(np.argmax(vote))
            # (F.52)'s query: the k-th query column with its decoded output, ((v_{k-1}; v_k) + c_k)
            Wq52 = W @ np.concatenate([mup[v], mup[vk], np.eye(K)[k - 1]])
            sa, sb, sk = mup @ Wq52[:d], mup @ Wq52[d: 2 * d], Wq52[2 * d:]
            with np.errstate(divide="ignore"):
                lw = np.stack([np.log(J[j]) + sa[:, None] + sb[None, :] + sk[j] for j in range(K)])
            w = np.exp(lw - lw.max())
            off52 = max(off52, 1 - w[k - 1, v].sum() / w.sum())
            if ok:
                lv = np.log(np.maximum(vote, 1e-300))
                margin = min(margin, float(lv[truth[k]] - np.delete(lv, truth[k]).max()))
            wrong += vk != truth[k]
            by_step[k - 1] += int(vk != truth[k])
            ok = ok and vk == truth[k]
            v = vk
    return {"cot_err": wrong / (Mp * K), "margin": margin, "off_star": off, "mean_off_star": float(np.mean(offs)),
            "wrong_by_step": by_step, "off_star_f52": off52}
