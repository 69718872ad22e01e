"""Chapter 2 of Li's thesis: the shallow Vision Transformer (2.1) and its patch data model (Section 2.3.2).

F(X) = (1/|S|) sum_{l in S} a_(l)^T Relu(W_O W_V X softmax(X^T W_K^T W_Q x_l)), hinge loss, Algorithm 3
(mini-batch SGD on W_O, W_V, W_K, W_Q; a frozen). Tokens: label-relevant (mu_1 for y = +1, mu_2 for y = -1),
confusion (the other discriminative pattern) and non-discriminative (mu_3..mu_M), plus N(0, c0^2 I) noise.
Token sparsification = dropping tokens (the softmax then runs over the kept tokens, as in (2.15)).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass

import torch


@contextmanager
def single_thread() -> Iterator[None]:
    """Tiny models train much faster on one intra-op thread (thread hand-offs dominate on a loaded machine);
    the previous setting is restored afterwards."""
    n = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(n)


@dataclass
class ViTParams:
    """Trainable W_Q, W_K (m_b x d), W_V (m_a x d), W_O (m x m_a) and the frozen a (L x m)."""

    WQ: torch.Tensor
    WK: torch.Tensor
    WV: torch.Tensor
    WO: torch.Tensor
    A: torch.Tensor

    def trainable(self) -> list[torch.Tensor]:
        return [self.WQ, self.WK, self.WV, self.WO]


def make_data(N: int, L: int, a_star: float, a_conf: float, d: int, M: int, c0: float, gen: torch.Generator,
              dtype: torch.dtype = torch.float64, device: str = "cpu") -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    """N samples of L tokens with the same pattern counts in every sample (Section 2.4.1): round(a_star L)
    label-relevant, round(a_conf L) confusion, the rest non-discriminative (uniform over mu_3..mu_M).
    Labels alternate +1, -1. Returns X (N, L, d), pattern ids P (N, L), y (N,)."""
    na, nb = int(round(a_star * L)), int(round(a_conf * L))
    if na <= nb:
        raise ValueError("the majority vote needs more label-relevant than confusion tokens")
    mu = torch.eye(d, dtype=dtype)[:M]
    X = torch.empty(N, L, d, dtype=dtype)
    P = torch.empty(N, L, dtype=torch.long)
    y = torch.empty(N, dtype=dtype)
    for n in range(N):
        yn = 1 if n % 2 == 0 else -1
        rel, conf = (0, 1) if yn == 1 else (1, 0)
        pats = torch.cat([torch.full((na,), rel), torch.full((nb,), conf),
                          torch.randint(2, M, (L - na - nb,), generator=gen)])
        pats = pats[torch.randperm(L, generator=gen)]
        X[n] = mu[pats] + c0 * torch.randn(L, d, generator=gen, dtype=dtype)
        P[n], y[n] = pats, yn
    return X.to(device), P.to(device), y.to(device)


def init_params(d: int, m: int, L: int, sigma: float, delta: float, xi: float, gen: torch.Generator,
                dtype: torch.dtype = torch.float64, device: str = "cpu", normalize: bool = False) -> ViTParams:
    """A 'pre-trained' initial model in the spirit of Assumption 2.3.1 (m_a = m_b = d): W_V = U + sigma-noise
    (U orthogonal), W_K = W_Q = I + delta-noise (noise entries N(0, s^2/d)), W_O entries N(0, xi^2), a_(l) entries
    uniform on +-1/sqrt(m); ``normalize`` divides W_V, W_K, W_Q by max(1, spectral norm) so that ||W|| <= 1 holds
    exactly. (The thesis' printed recipe W_Q = delta^2 I / c0^2 violates ||W|| <= 1.)"""
    U = torch.linalg.qr(torch.randn(d, d, generator=gen, dtype=dtype))[0]
    WV = U + sigma / d**0.5 * torch.randn(d, d, generator=gen, dtype=dtype)
    WK = torch.eye(d, dtype=dtype) + delta / d**0.5 * torch.randn(d, d, generator=gen, dtype=dtype)
    WQ = torch.eye(d, dtype=dtype) + delta / d**0.5 * torch.randn(d, d, generator=gen, dtype=dtype)
    if normalize:
        WV, WK, WQ = (W / max(1.0, float(torch.linalg.matrix_norm(W, 2))) for W in (WV, WK, WQ))
    WO = xi * torch.randn(m, d, generator=gen, dtype=dtype)
    A = (torch.randint(0, 2, (L, m), generator=gen) * 2 - 1).to(dtype) / m**0.5
    return ViTParams(*(t.to(device).requires_grad_() for t in (WQ, WK, WV, WO)), A.to(device))


def attention(X: torch.Tensor, WQ: torch.Tensor, WK: torch.Tensor) -> torch.Tensor:
    """softmax over keys s of x_s^T W_K^T W_Q x_l: shape (N, L_keys, L_queries), columns sum to 1."""
    S = torch.einsum("nsd,ed,ef,nlf->nsl", X, WK, WQ, X)
    return torch.softmax(S, dim=1)


def forward(X: torch.Tensor, p: ViTParams) -> tuple[torch.Tensor, torch.Tensor]:
    """(2.1): F(X) and the attention maps."""
    att = attention(X, p.WQ, p.WK)
    V = X @ p.WV.T                                   # (N, L, m_a)
    out = torch.einsum("nsl,nsa->nla", att, V)        # W_V X softmax(.)_l
    Hd = torch.relu(out @ p.WO.T)                     # (N, L, m)
    F = (Hd * p.A[None, : X.shape[1]]).sum(-1).mean(1)
    return F, att


def hinge(F: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """max{1 - yF, 0} per sample (2.3)."""
    return torch.clamp(1 - y * F, min=0)


def train_sgd(X: torch.Tensor, y: torch.Tensor, p: ViTParams, eta: float, B: int, T: int, gen: torch.Generator,
              freeze_attention: bool = False, stop_at_zero: bool = False) -> int:
    """Algorithm 3: T steps of mini-batch SGD on the hinge loss (W_K, W_Q frozen for Prop. 1's model).
    Returns the number of steps taken (the first t with zero training hinge when ``stop_at_zero``)."""
    params = [p.WV, p.WO] if freeze_attention else p.trainable()
    opt = torch.optim.SGD(params, lr=eta)
    N = X.shape[0]
    with single_thread():
        for t in range(T):
            if stop_at_zero:
                with torch.no_grad():
                    if float(hinge(forward(X, p)[0], y).max()) == 0.0:
                        return t
            idx = torch.randint(0, N, (B,), generator=gen)
            loss = hinge(forward(X[idx], p)[0], y[idx]).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
    return T


def assumption_231(p: ViTParams, M: int) -> dict[str, float]:
    """Measured constants of Assumption 2.3.1 with mu_j = e_j: spectral norms, delta = max_j ||W_K mu_j - q_j||
    (and W_Q) with q_j = r_j = e_j, sigma = max_j ||W_V mu_j - p_j|| with p_j = the polar factor of W_V applied
    to mu_j (orthonormal)."""
    with torch.no_grad():
        d = p.WK.shape[1]
        E = torch.eye(d, dtype=p.WK.dtype)[:, :M]
        Uv, _, Vh = torch.linalg.svd(p.WV)
        polar = Uv @ Vh
        return {"norm_max": max(float(torch.linalg.matrix_norm(W, 2)) for W in (p.WV, p.WK, p.WQ)),
                "delta": max(float((p.WK @ E - E).norm(dim=0).max()), float((p.WQ @ E - E).norm(dim=0).max())),
                "sigma": float((p.WV @ E - polar @ E).norm(dim=0).max())}


def attention_by_query_type(att: torch.Tensor, P: torch.Tensor, y: torch.Tensor) -> tuple[float, float, float]:
    """Mean attention mass on label-relevant keys for relevant, confusion and non-discriminative queries."""
    rel = torch.where(y[:, None] == 1, P == 0, P == 1)
    conf = torch.where(y[:, None] == 1, P == 1, P == 0)
    mass = (att * rel[:, :, None]).sum(1)             # (N, queries)
    nd = ~(rel | conf)
    return float(mass[rel].mean()), float(mass[conf].mean()), float(mass[nd].mean())


def lucky_counts(p: ViTParams, X: torch.Tensor, P: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    """|W_{l,n}(0)| of (A.8): for each sample n with y = +1 and each l in S_1^n, the number of neurons i with
    W_O(i,:) V_l^n > 0, V_l^n = W_V X^n softmax(X^nT W_K^T W_Q x_l^n). Returns a flat tensor of counts."""
    with torch.no_grad():
        att = attention(X, p.WQ, p.WK)
        V = torch.einsum("nsl,nsa->nla", att, X @ p.WV.T)
        act = (V @ p.WO.T) > 0                          # (N, L, m)
        sel = (y[:, None] == 1) & (P == 0)
        return act[sel].sum(-1)


# ----------------------------------------------------------------------------------------------------------------
# Replicated runs: R independent models trained in one batched computation (the leading axis of every tensor is the
# replica). The summed loss gives every replica exactly its own gradient, so one batched SGD step is R independent
# Algorithm-3 steps; tiny models then cost about as much as a single run. Tokens can be dropped per replica and
# sample by a ``keep`` mask (softmax over kept keys, F averaged over kept queries l in S^n).

def stack_params(ps: list[ViTParams]) -> ViTParams:
    """R single-model parameter sets -> one replicated set (leading axis R), trainable leaves."""
    return ViTParams(*(torch.stack([getattr(p, k).detach() for p in ps]).requires_grad_()
                       for k in ("WQ", "WK", "WV", "WO")), torch.stack([p.A for p in ps]))


def forward_replicas(X: torch.Tensor, p: ViTParams, keep: torch.Tensor | None = None) -> torch.Tensor:
    """(2.1) for replicated parameters: X (R, N, L, d), keep (R, N, L) bool or None -> F (R, N)."""
    K = X @ p.WK.transpose(-1, -2)[:, None]
    Q = X @ p.WQ.transpose(-1, -2)[:, None]
    S = K @ Q.transpose(-1, -2)                                   # (R, N, keys s, queries l)
    if keep is not None:
        S = S.masked_fill(~keep[..., :, None], float("-inf"))
    att = torch.softmax(S, dim=2)
    out = att.transpose(-1, -2) @ (X @ p.WV.transpose(-1, -2)[:, None])    # (R, N, l, m_a)
    H = torch.relu(out @ p.WO.transpose(-1, -2)[:, None])          # (R, N, l, m)
    f = (H * p.A[:, None, : X.shape[2]]).sum(-1)                  # (R, N, l)
    if keep is None:
        return f.mean(-1)
    kf = keep.to(f.dtype)
    return (f * kf).sum(-1) / kf.sum(-1)


def train_replicas(X: torch.Tensor, y: torch.Tensor, p: ViTParams, eta: float, B: int, T: int,
                   gen: torch.Generator | Sequence[torch.Generator], keep: torch.Tensor | None = None, stream: torch.Tensor | None = None,
                   freeze_attention: bool = False, check_every: int = 1,
                   log: Callable[[int, ViTParams], None] | None = None, log_at: Sequence[int] = ()) -> torch.Tensor:
    """Algorithm 3 for R replicas at once (X (R, N, L, d), y (R, N)). Replica r draws its mini-batches from the
    index stream ``stream[r]`` (replicas with the same stream see the same mini-batches: paired runs); default one
    stream per replica. Returns T* (R,): the first checked step with zero training hinge (T if never; once the hinge
    is 0 on every sample no mini-batch moves the replica again). ``log(t, p)`` is called before step t for t in
    ``log_at``. ``gen`` may be a sequence of G generators: then the streams form G equal consecutive blocks and
    block g draws its indices from ``gen[g]`` alone, so a block trains exactly as it would alone with ``gen[g]``
    (several independent experiments batched into one run)."""
    R, N = y.shape
    stream = torch.arange(R) if stream is None else stream
    n_streams = int(stream.max()) + 1
    gens = [gen] if isinstance(gen, torch.Generator) else list(gen)
    if n_streams % len(gens):
        raise ValueError(f"{n_streams} streams do not split into {len(gens)} equal blocks")
    per = n_streams // len(gens)
    params = [p.WV, p.WO] if freeze_attention else p.trainable()
    opt = torch.optim.SGD(params, lr=eta)
    t_star = torch.full((R,), T, dtype=torch.long)
    done = torch.zeros(R, dtype=torch.bool)
    rows = torch.arange(R)[:, None]
    log_set = set(log_at)
    with single_thread():
        for t in range(T):
            if log is not None and t in log_set:
                log(t, p)
            if t % check_every == 0:
                with torch.no_grad():
                    zero = hinge(forward_replicas(X, p, keep), y).amax(-1) == 0
                t_star[zero & ~done] = t
                done |= zero
                if bool(done.all()):
                    break
            draws = [torch.randint(0, N, (per, B), generator=g) for g in gens]
            idx = (draws[0] if len(draws) == 1 else torch.cat(draws))[stream]
            kb = None if keep is None else keep[rows, idx]
            loss = hinge(forward_replicas(X[rows, idx], p, kb), y[rows, idx]).mean(-1).sum()
            opt.zero_grad()
            loss.backward()
            opt.step()
        if log is not None and T in log_set:
            log(T, p)
    return t_star


def bounded_noise(X: torch.Tensor, frac: float, tau: float, gen: torch.Generator) -> tuple[torch.Tensor, torch.Tensor]:
    """Add to a random fraction ``frac`` of the tokens of X (N, L, d) a noise vector of norm exactly ``tau`` in a
    uniform random direction (so (2.5) holds with that tau). Returns the new X and the added norm per token (N, L)."""
    N, L, d = X.shape
    hit = torch.rand(N, L, generator=gen, dtype=X.dtype) < frac
    u = torch.randn(N, L, d, generator=gen, dtype=X.dtype)
    u = u / u.norm(dim=-1, keepdim=True)
    return X + tau * hit[..., None] * u, tau * hit.to(X.dtype)


def sparsify(P: torch.Tensor, noise: torch.Tensor, kind: str, k: int, gen: torch.Generator) -> torch.Tensor:
    """Keep mask (N, L) after dropping k tokens per sample: 'irrelevant' drops k non-discriminative tokens
    (patterns mu_3..mu_M; raises alpha*), 'noisy' the k tokens with the largest added noise (lowers tau),
    'random' k uniformly random tokens; 'none' keeps all. Ties and choices broken by a random score."""
    N, L = P.shape
    score = torch.rand(N, L, generator=gen, dtype=torch.float64)
    if kind == "none" or k == 0:
        return torch.ones(N, L, dtype=torch.bool)
    if kind == "irrelevant":
        if int((P >= 2).sum(1).min()) < k:
            raise ValueError("fewer than k non-discriminative tokens in a sample")
        score = score + 2.0 * (P >= 2)
    elif kind == "noisy":
        score = score + 2.0 * noise / max(float(noise.max()), 1e-300)
    elif kind != "random":
        raise ValueError(f"unknown sparsification {kind!r}")
    drop = score.topk(k, dim=1).indices
    keep = torch.ones(N, L, dtype=torch.bool)
    keep[torch.arange(N)[:, None], drop] = False
    return keep
