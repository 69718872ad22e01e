"""Chapter 7 of the thesis (round 28, helper ch7): the printed range of the test patterns, test tasks and training
sets, at l_tr = l_ts = infinity.

The model (7.2) and its l = infinity limits are those of :mod:`thmcheck.models.cot_inf` (training) and
:mod:`thmcheck.models.cot_r27` (CoT / ICL votes for any task). Those fix one TSR basis U (drawn once from
``generator(cfg.seed + 1)``), the structured or identity-step tasks, and one training set ('shiftk': task f with
f_k = shift by k in a random cyclic order of the M TRR patterns). The printed hypotheses allow more:

- TSR patterns (L2108): any orthonormal set M' of M' <= M vectors in span(M) ((7.19)): :func:`random_tsr` draws U
  uniformly (QR of a Gaussian matrix, sign-fixed) from an integer seed, for any M'.
- testing tasks T' (L2110): any composition of K functions on M': :func:`random_task` draws each f_k as a
  derangement, a bijection (fixed points allowed) or an arbitrary map, and each row of A_k^f as f_k's entry p_k plus
  ``n_err`` error entries drawn among the other patterns ((7.12) over j != j*).
- training tasks (L2098-L2100): 'f_k(x) != f_k'(x') iff x != x' or f_k != f_k''. :func:`trained_same` trains on
  'same' tasks (f_k = g at every step, g = shift by 1 in a random cyclic order), which meet it within every task
  (round-27 auditors' training (C)); same SGD, sizes, seeds and l = infinity loss as cot_inf: :class:`_SameRun`
  builds its chains with the step function as the only difference and calls cot_inf's :func:`sgd_step` (round 29).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

import numpy as np
import torch

from thmcheck.models.cot import CoTConfig, single_thread
from thmcheck.models.cot_inf import sgd_step
from thmcheck.models.device import generator

CHECKPOINT_EVERY = 100


def random_tsr(seed: int, Mp: int, M: int) -> np.ndarray:
    """U (M' x M): orthonormal rows, uniform (Haar) over the Stiefel manifold, so mu'_j = sum_i U(j, i) mu_i lie in
    span(mu_1, ..., mu_M) ((7.19)) and are orthonormal."""
    g = np.random.default_rng(int(seed))
    Q, R = np.linalg.qr(g.normal(size=(M, M)))
    Q = Q * np.sign(np.diag(R))[None, :]
    return Q[:, :Mp].T.copy()


def random_task(seed: int, Mp: int, ps: list[float], kind: str, n_err: int
                ) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """K = len(ps) steps. f_k: 'derangement' (a permutation without fixed points), 'bijection' (any permutation) or
    'map' (any function [M'] -> [M']), drawn from ``seed``. A_k(i, f_k(i)) = p_k; the rest 1 - p_k is split over
    ``n_err`` distinct patterns j != f_k(i) drawn per row (Dirichlet(1) shares, so the largest error entry varies).
    Returns (fs, As)."""
    g = np.random.default_rng(int(seed))
    fs, As = [], []
    for p in ps:
        if kind == "map":
            f = g.integers(0, Mp, Mp)
        else:
            while True:
                f = g.permutation(Mp)
                if kind == "bijection" or np.all(f != np.arange(Mp)):
                    break
        A = np.zeros((Mp, Mp))
        for i in range(Mp):
            others = np.array([j for j in range(Mp) if j != f[i]])
            errs = g.choice(others, size=min(n_err, len(others)), replace=False)
            w = g.dirichlet(np.ones(len(errs)))
            A[i, f[i]] = p
            A[i, errs] += (1 - p) * w
        fs.append(np.asarray(f))
        As.append(A)
    return fs, As


def step_primacy(fs: list[np.ndarray], As: list[np.ndarray]) -> float:
    """rho^f of (7.12) over j != j* (the printed 'for all j' is thesis.ch7.def7.12-primacy): the largest rho with
    A_k(i, f_k(i)) >= A_k(i, j)/(1 - rho) for every k, i and j != f_k(i)."""
    out = np.inf
    for f, A in zip(fs, As, strict=True):
        for i in range(A.shape[0]):
            out = min(out, 1 - np.delete(A[i], f[i]).max() / A[i, f[i]])
    return float(out)


def step_tau(fs: list[np.ndarray], As: list[np.ndarray]) -> float:
    """tau^f of (7.17): min_i prod_k A_k(z_{k-1}, z_k) along the correct chain from i."""
    Mp = As[0].shape[0]
    out = np.inf
    for i in range(Mp):
        v, pr = i, 1.0
        for f, A in zip(fs, As, strict=True):
            pr *= A[v, f[v]]
            v = int(f[v])
        out = min(out, pr)
    return float(out)


def shift_task(p1: float, p_rest: float, Mp: int, perm: np.ndarray, f1: int, err1: int
               ) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """K = 3: f_1 = shift by ``f1`` (0: identity), f_2 = shift by 2, f_3 = shift by 3 in the cyclic order ``perm``;
    step 1 errs to shift by ``err1`` (probability 1 - p1), steps 2, 3 to shift by 3, 4 (probability 1 - p_rest).
    err1 = 1 with f1 = 0 is :func:`thmcheck.models.cot_r27.identity_step_task`."""
    inv = np.argsort(perm)

    def shift(s: int) -> np.ndarray:
        return perm[(inv + s) % Mp]

    fs = [shift(f1), shift(2), shift(3)]
    errs = [shift(err1), shift(3), shift(4)]
    As = []
    for f, e, p in zip(fs, errs, [p1, p_rest, p_rest], strict=True):
        A = np.zeros((Mp, Mp))
        A[np.arange(Mp), f] += p
        A[np.arange(Mp), e] += 1 - p
        As.append(A)
    return fs, As


class _SameRun:
    """SGD at l_tr = infinity as :class:`thmcheck.models.cot_inf._Run`, on 'same' training tasks: every step of a task
    applies the same g (shift by 1 in the task's random cyclic order), so f_k(x) = f_k'(x') iff x = x' within a task
    (L2100). Resumable; W kept every ``CHECKPOINT_EVERY`` steps."""

    def __init__(self, cfg: CoTConfig, single: bool) -> None:
        self.cfg, self.single = cfg, single
        self.g = generator(cfg.seed)
        self.W = (cfg.xi * torch.randn(cfg.D, cfg.D, generator=self.g, dtype=torch.float64)).requires_grad_()
        self.hist: list[float] = []
        self.saved: dict[int, torch.Tensor] = {0: self.W.detach().clone()}
        # 'single': one cyclic order (one g) for every task, drawn once from the training generator's own seed + 7
        self.order = torch.argsort(torch.rand(cfg.M, generator=generator(cfg.seed + 7)))

    def advance(self, T: int) -> None:
        cfg = self.cfg
        M, K, B = cfg.M, cfg.K, cfg.B
        ar = torch.arange(M)
        W, g = self.W, self.g
        with single_thread():
            while len(self.hist) < T:
                perms = torch.argsort(torch.rand(B, M, generator=g), 1)
                if self.single:
                    perms = self.order.expand(B, M)
                inv = torch.argsort(perms, 1)
                chain = [ar.expand(B, M)]
                for _k in range(1, K + 1):  # the same g = shift by 1 at every step
                    pos = torch.gather(inv, 1, chain[-1])
                    chain.append(torch.gather(perms, 1, (pos + 1) % M))
                ch = torch.stack(chain, 2)
                self.hist.append(sgd_step(W, ch, g, cfg))  # cot_inf's step on these chains
                if len(self.hist) % CHECKPOINT_EVERY == 0:
                    self.saved[len(self.hist)] = W.detach().clone()


_RUNS: dict[tuple[CoTConfig, bool], _SameRun] = {}


def _run(cfg: CoTConfig, single: bool) -> _SameRun:
    key = (replace(cfg, T=0), single)
    if key not in _RUNS:
        _RUNS[key] = _SameRun(key[0], single)
    return _RUNS[key]


@lru_cache(maxsize=8)
def trained_same(cfg: CoTConfig, single: bool = False) -> np.ndarray:
    """W (numpy) after cfg.T SGD steps at l_tr = infinity on the 'same' training tasks (f_1 = ... = f_K = g): g a
    fresh random cyclic shift per task (``single=False``, the round-27 auditors' training (C)), or one g for every
    task (``single=True``: F = {g}, the reading of L2100 across the whole function set, auditor B's 'same')."""
    run = _run(cfg, single)
    if cfg.T not in run.saved:
        if cfg.T < len(run.hist):
            fresh = _SameRun(replace(cfg, T=0), single)
            fresh.advance(cfg.T)
            return fresh.W.detach().numpy().copy()
        run.advance(cfg.T)
        run.saved[cfg.T] = run.W.detach().clone()
    return run.saved[cfg.T].numpy().copy()


def final_loss_same(cfg: CoTConfig, single: bool = False, last: int = 50) -> float:
    """Mean training loss over the last ``last`` steps up to cfg.T of the 'same' run."""
    trained_same(cfg, single)
    hist = _run(cfg, single).hist[: cfg.T]
    return float(np.mean(hist[-last:]))
