"""Chapter 7 of the thesis: a one-layer attention-only transformer trained for chain-of-thought (CoT), its
reasoning-task model, CoT and ICL inference, and the transition-matrix quantities (primacy, tau, B^f).

Model (7.2): F(Psi; P) = sum_i W_V p~_i softmax_i(p~_i^T W p~_query), W = W_K^T W_Q trained, W_V = (0 I 0)
fixed; tokens (input d, output d, positional encoding K coordinates) as in Subroutine 3. Training prompts
(7.1) with an alpha fraction of examples sharing the query's TRR input; squared loss on the step-k label.
Test prompts (7.4) with TSR patterns mu' = U mu, noise orthogonal to span(M'), step transitions A_k.
Float64, seeded torch/numpy generators, CPU (inference is a few small matrix products).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

import numpy as np
import torch

from thmcheck.models.device import generator


@contextmanager
def single_thread():  # noqa: ANN201
    """Run a small training loop on one thread (much faster than two contended threads on a busy machine)."""
    n = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(n)


# ------------------------------------------------------------------------- transition-matrix quantities


def primacy(A: np.ndarray, f: Any, exclude_self: bool = True) -> float:
    """Largest rho with A(i, f(i)) >= A(i, j)/(1 - rho) for all i and all j (j != f(i) if exclude_self):
    min_i 1 - max_j A(i, j)/A(i, f(i)). With exclude_self=False (as printed in (7.12)) this is <= 0."""
    out = []
    for i in range(A.shape[0]):
        js = int(f[i])
        others = [A[i, j] for j in range(A.shape[1]) if (j != js or not exclude_self)]
        out.append(1 - max(others) / A[i, js])
    return float(min(out))


def primacy_exact(A: np.ndarray, f: Any, exclude_self: bool = True) -> Fraction:
    """:func:`primacy` in exact rational arithmetic (A an object array of Fractions)."""
    out = []
    for i in range(A.shape[0]):
        js = int(f[i])
        others = [A[i, j] for j in range(A.shape[1]) if (j != js or not exclude_self)]
        out.append(1 - max(others) / A[i, js])
    return min(out)


def example1(exact: bool = False) -> dict[str, Any]:
    """Example 1 (L2133-L2134): B = A1 A2, tau^f (f_1 = id, f_2 = swap) and tau_o^f = min_i max_j B(i, j)."""
    num = (lambda x: Fraction(x).limit_denominator(1000)) if exact else float  # noqa: E731
    A1 = [[num("0.6"), num("0.4")], [num("0.4"), num("0.6")]]
    A2 = [[num("0.4"), num("0.6")], [num("0.8"), num("0.2")]]
    Bm = [[sum(A1[i][k] * A2[k][j] for k in range(2)) for j in range(2)] for i in range(2)]
    f1, f2 = [0, 1], [1, 0]
    tau = min(A1[i][f1[i]] * A2[f1[i]][f2[f1[i]]] for i in range(2))
    tau_o = min(max(Bm[i]) for i in range(2))
    return {"B00": Bm[0][0], "B01": Bm[0][1], "B10": Bm[1][0], "B11": Bm[1][1], "tau": tau, "tau_o": tau_o}


def structured_tasks(cs: tuple[int, ...], pc: Any, Mp: int, perm: np.ndarray | None = None
                     ) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """f_k = shift by k in the cyclic order ``perm``; A_k(i, f_k(i)) = p_c, A_k(i, g_k(i)) = 1 - p_c with
    g_k = shift by k + c_k (catalog Sec. 6.3). Entries are Fractions when p_c is a Fraction."""
    perm = np.arange(Mp) if perm is None else perm
    inv = np.argsort(perm)
    K = len(cs)
    fs = [np.array([perm[(inv[i] + k) % Mp] for i in range(Mp)]) for k in range(1, K + 1)]
    As = []
    for k in range(1, K + 1):
        A = np.zeros((Mp, Mp), dtype=object if isinstance(pc, Fraction) else float)
        if isinstance(pc, Fraction):
            A[:] = Fraction(0)
        for i in range(Mp):
            A[i, perm[(inv[i] + k) % Mp]] += pc
            A[i, perm[(inv[i] + k + cs[k - 1]) % Mp]] += 1 - pc
        As.append(A)
    return fs, As


def condition_732_structured(pc: Fraction, cs: tuple[int, ...], Mp: int) -> bool:
    """Condition 7.3.2 (7.21) for the structured instance, in exact arithmetic: the correct final pattern
    is an argmax of every row of B^f = prod_k A_k (ties count as argmax)."""
    fs, As = structured_tasks(cs, pc, Mp)
    Bm = As[0]
    for A in As[1:]:
        Bm = Bm.dot(A)
    ftot = np.arange(Mp)
    for f in fs:
        ftot = f[ftot]
    return all(Bm[i, ftot[i]] >= max(Bm[i]) for i in range(Mp))


# ---------------------------------------------------------------------------------------- the model


@dataclass(frozen=True)
class CoTConfig:
    """Sizes (catalog Sec. 8.7): d = 30, M = 20 TRR, M' = 10 TSR patterns, K = 3 steps."""

    d: int = 30
    M: int = 20
    Mp: int = 10
    K: int = 3
    alpha: float = 0.4
    l_tr: int = 20
    eta: float = 1.0
    B: int = 64
    T: int = 1500
    xi: float = 0.01
    seed: int = 0
    exact_fraction: bool = False  # True: exactly round(alpha l_tr) (>= 1) context examples share the query's pattern
    same_step: bool = False  # True: f_k = shift by 1 at every step k (the 'same' training tasks, which meet L2100's
    # 'f_k(x) != f_k'(x') iff x != x' or f_k != f_k'' within a task; round 33); False: f_k = shift by k ('shiftk')

    @property
    def D(self) -> int:
        return 2 * self.d + self.K


def l_tr_in_hypothesis(alpha: float, l_tr: int) -> int:
    """The smallest l >= l_tr whose exact count max(1, round(alpha l)) of same-pattern context examples
    (``CoTConfig.exact_fraction``) is below l: every training prompt then has the fraction round(alpha l)/l in (0, 1) of
    examples sharing the query's TRR pattern, as L2102 prints ('alpha in (0, 1 - c]: the fraction of context examples
    with input sharing the same TRR pattern as the query input', per prompt; round 33). The Bernoulli draw
    (exact_fraction False) gives prompts with fraction 0 or 1 (at l_tr = 2, alpha = 0.9: 81 % of prompts at 1)."""
    l_tr = max(1, int(l_tr))
    while max(1, round(alpha * l_tr)) >= l_tr:
        l_tr += 1
    return l_tr


def l2102_config(*, alpha: float, l_tr: int, **kw: object) -> CoTConfig:
    """A CoTConfig whose training prompts carry L2102's exact per-prompt fraction: ``exact_fraction`` on and l_tr
    raised to ``l_tr_in_hypothesis(alpha, l_tr)`` (the fraction in (0, 1)); the other fields as given."""
    return CoTConfig(alpha=alpha, l_tr=l_tr_in_hypothesis(alpha, l_tr), exact_fraction=True, **kw)  # type: ignore[arg-type]


def _tok(cfg: CoTConfig, inp: torch.Tensor, out: torch.Tensor, k: int) -> torch.Tensor:
    pe = torch.zeros(cfg.K, dtype=torch.float64)
    pe[k - 1] = 1.0
    return torch.cat([inp, out, pe.expand(*inp.shape[:-1], cfg.K)], -1)


def forward(cfg: CoTConfig, W: torch.Tensor, keys: torch.Tensor, mask: torch.Tensor, qry: torch.Tensor
            ) -> tuple[torch.Tensor, torch.Tensor]:
    """(7.2): output sum_i (W_V p_i) softmax_i(p_i^T W q), W_V = (0 I 0); masked keys get no mass."""
    s = torch.einsum("nld,de,ne->nl", keys, W, qry).masked_fill(~mask, -torch.inf)
    at = torch.softmax(s, -1)
    return torch.einsum("nl,nld->nd", at, keys[..., cfg.d: 2 * cfg.d]), at


_MT_STATE_BYTES = 5056  # torch's CPU generator state: seed u64, left i32, seeded i32, next u64, 624 x u64 words, normals
_MT = np.random.MT19937(0)  # reused: its state is overwritten from the torch generator on every call


def randperms(n: int, M: int, g: torch.Generator) -> torch.Tensor:
    """``torch.stack([torch.randperm(M, generator=g) for _ in range(n)])`` (int64, (n, M)) in one vectorised pass, bit
    for bit, leaving ``g`` in the same state (round 33, perf). torch's CPU randperm for small M is Fisher-Yates on the
    generator's raw 32-bit Mersenne-Twister outputs (swap r[i] and r[i + u % (M - i)], i = 0 .. M - 2); here numpy's
    MT19937 is loaded with the torch generator's state, gives the same n (M - 1) raw outputs, the n shuffles run as
    M - 1 column swaps, and the advanced state is written back. Small n, a non-CPU generator or an unknown state
    layout: the loop itself (tests/test_cot_randperms.py checks the two agree, the generator's later draws too)."""
    if n < 32 or M < 2 or g.device.type != "cpu":
        return torch.stack([torch.randperm(M, generator=g) for _ in range(n)])
    b = g.get_state().numpy()
    if b.shape != (_MT_STATE_BYTES,):
        return torch.stack([torch.randperm(M, generator=g) for _ in range(n)])
    left = int(b[8:12].view("<i4")[0])  # torch draws a new block when --left hits 0; numpy when pos == 624
    _MT.state = {"bit_generator": "MT19937",
                 "state": {"key": b[24:24 + 4992].view("<u8").astype(np.uint32), "pos": 625 - left}}
    k = np.arange(M - 1)
    base = np.arange(n, dtype=np.int64) * M
    z = (_MT.random_raw(n * (M - 1)).reshape(n, M - 1) % (M - k).astype(np.uint64)).astype(np.int64) + k + base[:, None]
    r = np.tile(np.arange(M, dtype=np.int64), n)
    for i in range(M - 1):
        a, c = base + i, z[:, i]
        tmp = r[c]
        r[c] = r[a]
        r[a] = tmp
    st = _MT.state["state"]
    pos = int(st["pos"])
    out = b.copy()
    out[24:24 + 4992] = st["key"].astype("<u8").view(np.uint8)
    out[8:12] = np.array([625 - pos], "<i4").view(np.uint8)
    out[16:24] = np.array([pos], "<u8").view(np.uint8)
    g.set_state(torch.from_numpy(out))
    return torch.from_numpy(r.reshape(n, M))


def train_batch(cfg: CoTConfig, n: int, g: torch.Generator, vector_perms: bool = False) -> tuple[torch.Tensor, ...]:
    """Training prompts (7.1) for uniform k in [K]: permutation tasks f_k = shift by k in a random order (by 1 at every
    step with ``cfg.same_step``).
    ``vector_perms``: draw the n uniform random orders in one call (argsort of uniforms) instead of n randperm
    calls: the same distribution, another random stream (used by the batched replicas of :func:`t_needed_replicas`)."""
    mu = torch.eye(cfg.d, dtype=torch.float64)[: cfg.M]
    if vector_perms:
        perms = torch.argsort(torch.rand(n, cfg.M, generator=g), 1)
    else:
        perms = randperms(n, cfg.M, g)
    inv = torch.argsort(perms, 1)

    def step(idx: torch.Tensor, k: int) -> torch.Tensor:
        pos = torch.gather(inv, 1, idx.reshape(n, -1)).reshape(idx.shape)
        return torch.gather(perms, 1, ((pos + k) % cfg.M).reshape(n, -1)).reshape(idx.shape)

    xq = torch.randint(cfg.M, (n,), generator=g)
    if cfg.exact_fraction:  # 'alpha is the fraction of context examples ...' (L2088) read as an exact count
        n_same = max(1, round(cfg.alpha * cfg.l_tr))
        same = torch.argsort(torch.rand(n, cfg.l_tr, generator=g), 1) < n_same
    else:
        same = torch.rand(n, cfg.l_tr, generator=g) < cfg.alpha
    other = (xq[:, None] + 1 + torch.randint(cfg.M - 1, (n, cfg.l_tr), generator=g)) % cfg.M
    xc = torch.where(same, xq[:, None], other)
    chains, qch = [xc], [xq]
    for k in range(1, cfg.K + 1):
        sk = 1 if cfg.same_step else k
        chains.append(step(chains[-1], sk))
        qch.append(step(qch[-1][:, None], sk)[:, 0])
    kk = torch.randint(1, cfg.K + 1, (n,), generator=g)
    # context column s * K + (k - 1) is the step-k token of example s: (mu[input], mu[output], e_k); query column
    # l_tr K + (j - 1) the query's step-j token. Every token is three ones in zeros (mu_i = e_i, i < M <= d): written
    # by one scatter of ones (round 28, perfA: the same tensors, bit for bit, as the former gathers of rows of the
    # identity and their concatenations; tests/test_cot_batch_fast.py)
    ch = torch.stack(chains, 2)  # (n, l_tr, K + 1)
    qs = torch.stack(qch, 1)  # (n, K + 1)
    d, K, L = cfg.d, cfg.K, cfg.l_tr * cfg.K
    pe = torch.arange(2 * d, 2 * d + K)
    idx = torch.cat([torch.stack([ch[..., :-1], ch[..., 1:] + d, pe.expand(n, cfg.l_tr, K)], -1).reshape(n, L, 3),
                     torch.stack([qs[:, :-1], qs[:, 1:] + d, pe.expand(n, K)], -1)], 1)
    keys = torch.zeros(n, L + K, cfg.D, dtype=torch.float64).scatter_(2, idx, 1.0)
    qry = torch.zeros(n, cfg.D, dtype=torch.float64).scatter_(
        1, torch.stack([torch.gather(qs, 1, (kk - 1)[:, None])[:, 0], kk - 1 + 2 * d], 1), 1.0)
    mask_q = torch.arange(cfg.K)[None, :] < (kk - 1)[:, None]
    mask = torch.cat([torch.ones(n, L, dtype=torch.bool), mask_q], 1)
    z = mu[torch.gather(qs, 1, kk[:, None])[:, 0]]
    return keys, mask, qry, z


def batch_grad(cfg: CoTConfig, W: torch.Tensor, g: torch.Generator, n: int, vector_perms: bool = True
               ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, torch.Tensor]:
    """The batch-mean gradient of the squared loss 0.5 ||out - z||^2 at W (a leaf with requires_grad) on n fresh
    training prompts drawn from g: (G, keys, qry, attention), W.grad left None."""
    keys, mask, qry, z = train_batch(cfg, n, g, vector_perms=vector_perms)
    out, at = forward(cfg, W, keys, mask, qry)
    (0.5 * ((out - z) ** 2).sum(-1).mean()).backward()
    G = W.grad.detach().clone()
    W.grad = None
    return G, keys, qry, at.detach()


def attention_masses(cfg: CoTConfig, W: torch.Tensor, keys: torch.Tensor, mask: torch.Tensor, qry: torch.Tensor
                     ) -> tuple[float, float]:
    """Mean attention of training queries (clean one-hot tokens) on (a) columns of other steps (positional
    encoding different from the query's, context and earlier query columns) and (b) S*: context columns of the
    query's step whose input pattern is the query's input (Lemma F.3.6 / Fig 7.6 quantities)."""
    with torch.no_grad():
        _, at = forward(cfg, W, keys, mask, qry)
        d = cfg.d
        same_step = torch.einsum("nlk,nk->nl", keys[..., 2 * d:], qry[:, 2 * d:]) > 0.5
        same_in = torch.einsum("nlk,nk->nl", keys[..., :d], qry[:, :d]) > 0.5
        ctx_col = torch.arange(keys.shape[1]) < cfg.l_tr * cfg.K
        other = float((at * (~same_step & mask)).sum(1).mean())
        star = float((at * (same_step & same_in & ctx_col[None, :])).sum(1).mean())
    return other, star


def train(cfg: CoTConfig, stop_below: float | None = None, track: list | None = None, track_every: int = 10,
          track_n: int = 256) -> tuple[torch.Tensor, list[float]]:
    """SGD (Subroutine 3) on the squared loss; returns W and the loss history.

    ``stop_below``: stop once the loss EMA (0.9) falls below it (the history length is then T_needed).
    ``track``: a list receiving (t, other-step mass, S* mass) every ``track_every`` steps on a fixed batch of
    ``track_n`` training prompts drawn from a separate generator (the SGD trajectory is unchanged)."""
    g = generator(cfg.seed)
    W = (cfg.xi * torch.randn(cfg.D, cfg.D, generator=g, dtype=torch.float64)).requires_grad_()
    hist: list[float] = []
    ema = None
    with single_thread():
        if track is not None:
            ev = train_batch(cfg, track_n, generator(cfg.seed + 7919))
        for t in range(cfg.T):
            if track is not None and t % track_every == 0:
                track.append((t, *attention_masses(cfg, W.detach(), *ev[:3])))
            keys, mask, qry, z = train_batch(cfg, cfg.B, g)
            out, _ = forward(cfg, W, keys, mask, qry)
            loss = 0.5 * ((out - z) ** 2).sum(-1).mean()
            loss.backward()
            with torch.no_grad():
                W -= cfg.eta * W.grad
                W.grad = None
            v = float(loss.detach())
            hist.append(v)
            ema = v if ema is None else 0.9 * ema + 0.1 * v
            if stop_below is not None and t > 10 and ema < stop_below:
                break
        if track is not None:
            track.append((len(hist), *attention_masses(cfg, W.detach(), *ev[:3])))
    return W.detach(), hist


def t_needed(cfg: CoTConfig, stop_below: float) -> int | None:
    """Iterations until the loss EMA falls below ``stop_below`` (None if not within cfg.T) (Theorem 3 sweep)."""
    _, hist = train(cfg, stop_below=stop_below)
    ema = None
    for t, v in enumerate(hist):
        ema = v if ema is None else 0.9 * ema + 0.1 * v
        if t > 10 and ema < stop_below:
            return t + 1
    return None


def t_needed_replicas(cfg: CoTConfig, stop_below: float, R: int, seed: int | None = None
                      ) -> tuple[list[int | None], torch.Tensor]:
    """:func:`t_needed` for R independent replicas trained at once (issue #24: batched replicas): one stacked W
    (R, D, D) with W_r(0) = xi N(0, 1), every step one draw of R * B training prompts (replica r takes rows r B ..
    (r + 1) B - 1, ``vector_perms``) from one generator seeded with ``seed`` (default cfg.seed), one batched
    forward/backward (the loss is the sum of the replicas' losses, so replica r's gradient is its own) and plain SGD.
    Runs until every replica's loss EMA (0.9) has fallen below ``stop_below`` (after t > 10) or cfg.T steps.
    Returns (T_needed per replica, None when not reached within cfg.T; the (steps, R) batch losses). Replica r follows
    exactly the trajectory of the one-model loop of :func:`train` fed with its own rows (tests check 1e-10)."""
    g = generator(cfg.seed if seed is None else seed)
    d, n = cfg.d, cfg.B
    W = (cfg.xi * torch.randn(R, cfg.D, cfg.D, generator=g, dtype=torch.float64)).requires_grad_()
    hist: list[torch.Tensor] = []
    ema = torch.zeros(R, dtype=torch.float64)
    done: list[int | None] = [None] * R
    with single_thread():
        for t in range(cfg.T):
            keys, mask, qry, z = (x.reshape(R, n, *x.shape[1:]) for x in train_batch(cfg, R * n, g, vector_perms=True))
            wq = torch.bmm(qry, W.transpose(1, 2))  # (R, n, D): W q per prompt
            s = torch.matmul(keys, wq[..., None])[..., 0].masked_fill(~mask, -torch.inf)
            out = torch.matmul(torch.softmax(s, -1)[:, :, None, :], keys[..., d: 2 * d])[:, :, 0]
            loss = 0.5 * ((out - z) ** 2).sum(-1).mean(-1)
            loss.sum().backward()
            with torch.no_grad():
                W -= cfg.eta * W.grad
                W.grad = None
            v = loss.detach()
            hist.append(v)
            ema = v if t == 0 else 0.9 * ema + 0.1 * v
            if t > 10:
                for r in torch.nonzero(ema < stop_below)[:, 0].tolist():
                    if done[r] is None:
                        done[r] = t + 1
                if all(x is not None for x in done):
                    break
    return done, torch.stack(hist)


_HISTORY: dict[CoTConfig, list[float]] = {}
_TRACK: dict[CoTConfig, list[tuple[int, float, float]]] = {}


@lru_cache(maxsize=4)
def trained(cfg: CoTConfig) -> tuple[torch.Tensor, CoTConfig, torch.Tensor]:
    """(W, cfg, U): the trained W and the TSR basis U (mu' = U mu, orthonormal rows in span of the TRR)."""
    track: list[tuple[int, float, float]] = []
    W, hist = train(cfg, track=track)
    _HISTORY[cfg] = hist
    _TRACK[cfg] = track
    g = generator(cfg.seed + 1)
    U = torch.linalg.qr(torch.randn(cfg.M, cfg.M, generator=g, dtype=torch.float64))[0][:, : cfg.Mp].T
    return W, cfg, U


def final_loss(cfg: CoTConfig, last: int = 50) -> float:
    """Mean training loss over the last ``last`` SGD steps of the cached run :func:`trained` (the model's epsilon)."""
    trained(cfg)
    hist = _HISTORY[cfg]
    return float(np.mean(hist[-last:]))


def trajectory(cfg: CoTConfig) -> list[tuple[int, float, float]]:
    """(t, other-step mass, S* mass) along the cached run :func:`trained` (every 10 steps and at the end)."""
    trained(cfg)
    return _TRACK[cfg]


# ------------------------------------------------------------------------------------------ inference


def separation(W: torch.Tensor, cfg: CoTConfig, U: torch.Tensor, cs: tuple[int, ...], pc: float, ap: float,
               lvl: float, l_ts: int, nq: int, seed: int, record: dict[str, list] | None = None) -> dict[str, Any]:
    """CoT (Algorithm 4, greedy decoding over clean TSR patterns) and ICL (7.8) errors on nq test prompts of
    a structured task (f_k = shift by k in a random cyclic order; errors g_k = shift by k + c_k).

    With ``record`` (a dict), Prop. 3 quantities are appended per query: ``mass`` (K values: the attention
    of CoT step k on S_k^*, the context columns of step k whose step-k input has the TSR pattern v_{k-1})
    and ``correct`` (K booleans: v_k = f_k o ... o f_1(x_query), (7.24)). Runs on one torch thread (these
    small products are several times slower on two contended threads)."""
    with single_thread():
        return _separation(W, cfg, U, cs, pc, ap, lvl, l_ts, nq, seed, record)


def structured_prompts(cfg: CoTConfig, U: torch.Tensor, cs: tuple[int, ...], pc: float, ap: float,
                 lvl: float, l_ts: int, nq: int, seed: int) -> Iterator[dict[str, Any]]:
    """The nq test prompts (7.4) of a structured task, in the random stream of :func:`separation` (shared with
    :mod:`thmcheck.models.cot_f52`): first a dict with the task (``mup``, ``fs``, ``As``, ``Bm``, ``ftot``), then one
    dict per prompt with ``q0``, ``chain`` (the K + 1 TSR index arrays of the context examples), ``toks`` (per step k
    the noisy (input, output) tokens), ``truth`` (f_k o ... o f_1(q0), k = 0..K) and ``keys`` (the l_ts K context
    columns p_(s, k), s outer). The consumer draws nothing from the stream."""
    rng = np.random.default_rng(seed)
    d, K, Mp = cfg.d, cfg.K, cfg.Mp
    mu = torch.eye(d, dtype=torch.float64)[: cfg.M]
    mup = U @ mu
    Q, _ = np.linalg.qr(np.concatenate([mup.numpy().T, rng.standard_normal((d, d - Mp))], 1))
    noise_basis = torch.tensor(Q[:, Mp:].T)
    perm = rng.permutation(Mp)
    fs, As = structured_tasks(cs, pc, Mp, perm)
    Bm = np.linalg.multi_dot(As) if K > 1 else As[0]
    ftot = np.arange(Mp)
    for f in fs:
        ftot = f[ftot]
    yield {"mup": mup, "fs": fs, "As": As, "Bm": Bm, "ftot": ftot}

    def noisy(idx: np.ndarray) -> torch.Tensor:
        c = torch.tensor(rng.standard_normal((*idx.shape, d - Mp)))
        c = c / c.norm(dim=-1, keepdim=True) * lvl
        return mup[torch.as_tensor(idx)] + c @ noise_basis

    eye = torch.eye(K, dtype=torch.float64)
    for _ in range(nq):
        q0 = int(rng.integers(Mp))
        nsame = int(math.ceil(ap * l_ts))
        x = np.concatenate([np.full(nsame, q0), rng.choice([j for j in range(Mp) if j != q0], l_ts - nsame)])
        rng.shuffle(x)
        chain = [x]
        for k in range(K):
            u = rng.random(l_ts)
            cum = np.cumsum(As[k][chain[-1]], axis=1)
            chain.append((u[:, None] > cum).sum(1).clip(max=Mp - 1))
        toks = [(noisy(chain[k]), noisy(chain[k + 1])) for k in range(K)]
        truth = [q0]
        for f in fs:
            truth.append(int(f[truth[-1]]))
        # the context columns p_(s, k) for s < l_ts, k <= K in that order (s outer), built in one concatenation
        keys = torch.cat([torch.stack([toks[k][0] for k in range(K)], 1), torch.stack([toks[k][1] for k in range(K)], 1),
                          eye.expand(l_ts, K, K)], -1).reshape(l_ts * K, -1)
        yield {"q0": q0, "chain": chain, "toks": toks, "truth": truth, "keys": keys}


def _separation(W: torch.Tensor, cfg: CoTConfig, U: torch.Tensor, cs: tuple[int, ...], pc: float, ap: float,
                lvl: float, l_ts: int, nq: int, seed: int, record: dict[str, list] | None) -> dict[str, Any]:
    """Body of :func:`separation`."""
    d, K, Mp = cfg.d, cfg.K, cfg.Mp
    gen = structured_prompts(cfg, U, cs, pc, ap, lvl, l_ts, nq, seed)
    task = next(gen)
    mup, Bm, ftot = task["mup"], task["Bm"], task["ftot"]
    cond = bool(all(Bm[i].argmax() == ftot[i] for i in range(Mp)))
    zeros = torch.zeros(d, dtype=torch.float64)
    eye = torch.eye(K, dtype=torch.float64)
    cot_err = icl_err = 0.0
    for pr in gen:
        q0, chain, toks, truth, keys = pr["q0"], pr["chain"], pr["toks"], pr["truth"], pr["keys"]
        v, qcols, masses = [q0], [], []
        for k in range(1, K + 1):
            qry = _tok(cfg, mup[v[-1]], zeros, k)
            kk = torch.cat([keys] + ([torch.stack(qcols)] if qcols else []), 0)
            out, at = forward(cfg, W, kk[None], torch.ones(1, kk.shape[0], dtype=torch.bool), qry[None])
            if record is not None:
                star = np.flatnonzero(chain[k - 1] == v[-1]) * K + (k - 1)  # S_k^*: step-k columns, input v_{k-1}
                masses.append(float(at[0, torch.as_tensor(star, dtype=torch.long)].sum()))
            vk = int(torch.argmax(mup @ out[0]))
            qcols.append(_tok(cfg, mup[v[-1]], mup[vk], k))
            v.append(vk)
        cot_err += float(np.mean([v[k + 1] != truth[k + 1] for k in range(K)]))
        if record is not None:
            record.setdefault("mass", []).append(masses)
            record.setdefault("correct", []).append([v[k + 1] == truth[k + 1] for k in range(K)])
        # per s: (x_s, y_s, e_1) then (0, 0, e_k) for k = 2..K, in one concatenation
        first = torch.cat([toks[0][0], toks[K - 1][1], eye[0].expand(l_ts, K)], -1)
        rest = torch.cat([torch.zeros(K - 1, 2 * d, dtype=torch.float64), eye[1:]], -1)
        ik = torch.cat([first[:, None], rest.expand(l_ts, K - 1, rest.shape[-1])], 1).reshape(l_ts * K, -1)
        out, _ = forward(cfg, W, ik[None], torch.ones(1, ik.shape[0], dtype=torch.bool),
                         _tok(cfg, mup[q0], zeros, 1)[None])
        icl_err += float(int(torch.argmax(mup @ out[0])) != truth[-1])
    return {"cot_err": cot_err / nq, "icl_err": icl_err / nq, "cond": cond}
