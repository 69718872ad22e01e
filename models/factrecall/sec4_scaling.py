"""Scaling measurements for Section 4 of Nichani, Lee & Bietti: the smallest embedding dimension d at which
Lemma 1's denoising event (resp. Theorem 3's attention-only construction) succeeds with probability >= 1 - delta
over the embeddings, certified by a Clopper-Pearson bound, found by doubling + bisection over d.

Both samplers are exact in distribution but cheap:

* Lemma 1 (L604-L628). The event depends on the Gram matrix of the k + 1 vectors phi(V^(h)), phi(EOS) and on
  <v, phi(z')> for the |V| - k - 1 outside tokens. The Gram matrix of k + 1 i.i.d. uniform unit vectors of R^d is
  D^{-1/2} W D^{-1/2} with W ~ Wishart(d, I_{k+1}) (Bartlett decomposition, O(k^2) per draw, any d >= k + 1); the
  outside tokens are independent of v, so <v, phi(z')> = |v| t with t a coordinate of a uniform unit vector
  ((t + 1)/2 ~ Beta((d-1)/2, (d-1)/2)), and only their maximum matters (inverse-CDF of the max of n i.i.d.).
  ``lemma1_gaps_direct`` computes the same event from full embeddings (``thmcheck.models.factrecall.sec4_transformer``) for tests.
* Theorem 3 / 10 (App. C.1) with one head per subject / relation (M = 1) and beta -> infinity: head z's output on
  its own token is c_z sum_{a in A_z} phi(a), c_z = (d/d_h) |W_h phi(z)|^2 with W_h's rows uniform on the sphere
  of phi(EOS)^perp, i.e. c_z = (d/d_h)(1 - <phi(z), phi(EOS)>^2) sum_{i <= d_h} t_i^2, t_i^2 ~ Beta(1/2, (d-2)/2);
  a head whose token is absent attends to EOS and outputs exactly 0 (W_h phi(EOS) = 0). The construction is then
  100 % accurate on EVERY sequence (any filling, any T) when (a) each head's score <v_z, phi(t)> is largest at its
  own token z, (b) next largest at EOS among the tokens that can occur in an input (S, R, noise), and (c) every
  fact's margin (logit of a*(s, r) minus the best other logit over all of V) is > 0. ``thm3_success_direct``
  checks the same event through the dense construction (``attention_only`` + ``mhsa`` at large beta).

Every hyper-parameter of the two experiments is in :data:`SCALING_CONFIG`. float64; numpy for the exact
distributional samplers (seeded from the drawn integer), torch for the dense cross-checks.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np
from scipy import stats

if TYPE_CHECKING:
    import torch

SCALING_CONFIG: dict[str, dict] = {
    "lemma1": {
        # (k = |V^(h)|, |V|) grid; delta; Clopper-Pearson confidence; draws per d; bisection precision
        "ci": {"grid": [(1, 64), (2, 256), (3, 1024), (4, 64), (6, 4096), (8, 1024), (12, 128), (16, 256),
                        (24, 2048), (32, 4096)], "trials": 120,
               "confidence": 0.95, "rel_precision": 0.03},
        "deep": {"grid": [(k, v) for k in (1, 2, 4, 8, 16, 32, 64) for v in (64, 2048, 65536, 2**21)
                          if v >= k + 2], "trials": 400, "confidence": 0.95, "rel_precision": 0.01},
        "d_start": 8,
        "trials_per_delta": 6,  # at least 6 / delta draws per d, so that a failure rate <= delta is certifiable
    },
    "thm3": {
        # (S, R, D) grid with S >= D (so a relation has up to D distinct answers); noise tokens |N| = S + R
        # (paper Section 4.4); M = 1 (one head per subject / relation), d_h = d, beta -> infinity.
        "ci": {"grid": [(8, 1, 1), (8, 2, 2), (8, 4, 4), (8, 8, 8), (16, 16, 16)], "trials": 40,
               "confidence": 0.95, "rel_precision": 0.04},
        "deep": {"grid": [(16, 1, 1), (16, 2, 2), (16, 4, 4), (16, 8, 8), (16, 16, 16), (32, 32, 32),
                          (16, 16, 2), (16, 2, 16), (64, 64, 8), (64, 8, 64)], "trials": 120,
                 "confidence": 0.95, "rel_precision": 0.02},
        "d_start": 8,
    },
}


# ------------------------------------------------------------------------------------------ bisection


@dataclass(frozen=True)
class DMin:
    """The smallest certified d of one grid point, and the evidence at it."""

    d: int
    failures: int  # at d
    trials: int
    upper: float  # Clopper-Pearson upper bound of the failure rate at d
    evaluations: int


def certified(failures: int, trials: int, delta: float, confidence: float) -> tuple[bool, float]:
    """Whether the failure rate is certified <= delta: the upper end of the two-sided Clopper-Pearson interval
    at ``confidence`` (one-sided (1 + confidence)/2) is <= delta."""
    a = 1.0 - confidence  # the upper end of the exact (Clopper-Pearson) two-sided interval
    hi = 1.0 if failures >= trials else float(stats.beta.ppf(1 - a / 2, failures + 1, trials - failures))
    return hi <= delta, hi


def d_min(failures_at: Callable[[int], tuple[int, int]], delta: float, confidence: float, d_start: int,
          rel_precision: float, d_floor: int = 2, d_cap: int = 2**22) -> DMin:
    """Smallest d (to ``rel_precision``) with a certified success rate >= 1 - delta: doubling from ``d_start``,
    then bisection. ``failures_at(d)`` returns (failures, trials) of fresh draws at d. Success is assumed monotone
    in d (true in distribution for both events here); a non-monotone noisy answer only moves d_min within the
    transition region."""
    evals = 0
    cache: dict[int, tuple[bool, int, int, float]] = {}

    def ok(d: int) -> bool:
        nonlocal evals
        if d not in cache:
            f, n = failures_at(d)
            c, hi = certified(f, n, delta, confidence)
            cache[d] = (c, f, n, hi)
            evals += 1
        return cache[d][0]

    lo, hi = max(d_floor, d_start // 2), max(d_floor, d_start)
    while not ok(hi):
        lo, hi = hi, 2 * hi
        if hi > d_cap:
            raise RuntimeError(f"no certified success up to d = {d_cap}")
    if hi == max(d_floor, d_start):  # success at the start: walk down
        while lo >= d_floor and ok(lo):
            hi, lo = lo, lo // 2
        lo = max(lo, d_floor - 1)
    while hi - lo > max(1, int(rel_precision * hi)):
        mid = (lo + hi) // 2
        if ok(mid):
            hi = mid
        else:
            lo = mid
    _, f, n, u = cache[hi]
    return DMin(hi, f, n, u, evals)


# -------------------------------------------------------------------------------------------- Lemma 1


def sphere_gram(rng: np.random.Generator, n: int, p: int, d: int) -> np.ndarray:
    """n Gram matrices (n, p, p) of p i.i.d. uniform unit vectors of R^d (exact: Bartlett for d >= p)."""
    if d < p or d <= 4 * p:
        x = rng.standard_normal((n, p, d))
        x /= np.linalg.norm(x, axis=-1, keepdims=True)
        return x @ x.transpose(0, 2, 1)
    L = np.zeros((n, p, p))
    iu = np.tril_indices(p, -1)
    L[:, iu[0], iu[1]] = rng.standard_normal((n, len(iu[0])))
    L[:, np.arange(p), np.arange(p)] = np.sqrt(rng.chisquare(d - np.arange(p), size=(n, p)))
    W = L @ L.transpose(0, 2, 1)
    s = 1.0 / np.sqrt(np.diagonal(W, axis1=1, axis2=2))
    return W * s[:, :, None] * s[:, None, :]


def sphere_gram_w(rng: np.random.Generator, n: int, p: int, d: int, w: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(G @ w (n, p), sqrt(w^T G w) (n,)) for the Gram matrices G of :func:`sphere_gram`, from the SAME draws in
    the same order (same rng stream, same branch), without forming G: O(n p d) or O(n p^2) instead of the batched
    p x p products (round 22, ci time of factrecall.lemma1; equal to sphere_gram's G @ w up to rounding)."""
    if d < p or d <= 4 * p:
        x = rng.standard_normal((n, p, d))
        x /= np.linalg.norm(x, axis=-1, keepdims=True)
        v = np.matmul(w, x)  # (n, d)
        return np.matmul(x, v[:, :, None])[:, :, 0], np.linalg.norm(v, axis=-1)
    L = np.zeros((n, p, p))
    iu = np.tril_indices(p, -1)
    L[:, iu[0], iu[1]] = rng.standard_normal((n, len(iu[0])))
    L[:, np.arange(p), np.arange(p)] = np.sqrt(rng.chisquare(d - np.arange(p), size=(n, p)))
    s = 1.0 / np.sqrt(np.einsum("npq,npq->np", L, L))  # 1/sqrt(diag(L L^T))
    y = np.einsum("nqp,nq->np", L, s * w)  # L^T (s w)
    return s * np.einsum("npq,nq->np", L, y), np.sqrt(np.einsum("np,np->n", y, y))


def max_sphere_coordinate(rng: np.random.Generator, n: int, m: int, d: int) -> np.ndarray:
    """n draws of the maximum of m i.i.d. coordinates <u, x> (x uniform on S^{d-1}, u a fixed unit vector),
    by inverse CDF: (t + 1)/2 ~ Beta((d-1)/2, (d-1)/2) and max = F^{-1}(U^{1/m})."""
    if m <= 0:
        return np.full(n, -np.inf)
    u = rng.random(n)
    q = -np.expm1(np.log(u) / m)  # 1 - U^{1/m}, accurately
    a = (d - 1) / 2
    return 2.0 * stats.beta.isf(q, a, a) - 1.0


def lemma1_gaps(k: int, V: int, d: int, n: int, rng: np.random.Generator) -> np.ndarray:
    """n draws of Lemma 1's chain gap min(min_{z in V^h} <v,phi(z)> - <v,phi(EOS)> - 1/4,
    <v,phi(EOS)> + 1/4 - max_{z' not in V^h, z' != EOS} <v,phi(z')> - 1/2): > 0 iff the event holds.
    V^(h) = k tokens, |V| = V tokens in all (EOS included)."""
    w = np.ones(k + 1)
    w[-1] = 0.5
    ip, vnorm = sphere_gram_w(rng, n, k + 1, d, w)  # last index: EOS
    out = vnorm * max_sphere_coordinate(rng, n, V - k - 1, d)
    eos = ip[:, -1]
    g1 = ip[:, :-1].min(1) - eos - 0.25
    g2 = eos + 0.25 - out - 0.5
    return np.minimum(g1, g2)


def lemma1_failures(k: int, V: int, d: int, n: int, seed: int) -> tuple[int, int]:
    """(failures, n) of Lemma 1's event at (k, |V|, d) over n fresh embedding draws."""
    gaps = lemma1_gaps(k, V, d, n, np.random.default_rng(seed))
    return int((gaps <= 0).sum()), n


def lemma1_gaps_direct(k: int, V: int, d: int, n: int, seed: int) -> np.ndarray:
    """The same gaps from full embeddings Phi (|V|, d) through ``thmcheck.models.factrecall.sec4_transformer.lemma1_chain_gap``
    (tests compare the two distributions)."""
    import torch  # noqa: PLC0415

    from thmcheck.models.device import generator  # noqa: PLC0415
    from thmcheck.models.factrecall.sec3_appB_memories import sphere  # noqa: PLC0415
    from thmcheck.models.factrecall.sec4_transformer import lemma1_chain_gap  # noqa: PLC0415

    g = generator(seed)
    members = torch.arange(k)
    return np.array([lemma1_chain_gap(sphere(V, d, g), members, V - 1) for _ in range(n)])


# ------------------------------------------------------------------------------------ Theorem 3 / 10


def attention_gap(sc: torch.Tensor) -> torch.Tensor:
    """Attention-order margin of the M = 1 construction from the scores sc (n, heads, |inp|) of head h over the
    input tokens (head h's own token at column h, EOS last): min over heads of min(own - EOS, EOS - every other
    token); > 0 iff every head attends to its own token first and to EOS second. Returns (n,)."""
    import torch  # noqa: PLC0415

    heads = sc.shape[1]
    hh = torch.arange(heads)
    own = sc[:, hh, hh]
    eos_sc = sc[:, :, -1]
    others = sc.clone()
    others[:, hh, hh] = -math.inf
    others[:, :, -1] = -math.inf
    return torch.minimum(own - eos_sc, eos_sc - others.amax(-1)).amin(-1)


def thm3_success(S: int, R: int, D: int, d: int, n: int, rng: np.random.Generator,
                 d_h: int | None = None) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    """n draws of the M = 1, beta -> infinity construction: success (a) and (b) and (c) of the module docstring,
    and the parts (attention order gap, min margin). Tokens: subjects [0, S), relations [S, S+R), answers
    [S+R, S+R+RD) (relation r owns block r; a*(s, r) uniform in it), noise (S + R tokens), EOS last."""
    import torch  # noqa: PLC0415

    d_h = d if d_h is None else d_h
    n_noise = S + R
    V = S + R + R * D + n_noise + 1
    heads = S + R
    Phi = torch.from_numpy(rng.standard_normal((n, V, d)))
    Phi /= Phi.norm(dim=-1, keepdim=True)
    astar = torch.from_numpy(S + R + np.arange(R)[None, None, :] * D + rng.integers(0, D, size=(n, S, R)))
    # sum of d_h i.i.d. squared coordinates of a uniform unit vector of R^{d-1}: Beta(1/2, (d-2)/2) each
    t2 = rng.beta(0.5, (d - 2) / 2, size=(n, heads, d_h)).sum(-1) if d > 2 else np.full((n, heads), float(d_h))
    e = Phi[:, -1, :]
    ze = (Phi[:, :heads, :] @ e.unsqueeze(-1))[..., 0]  # <phi(z), phi(EOS)>
    c = (d / d_h) * (1 - ze**2) * torch.from_numpy(t2)  # (n, heads): c_z = (d/d_h) |W_h phi(z)|^2
    # attention order for every head: scores <v_z, phi(t)> over the input tokens t (S, R, noise, EOS)
    inp = torch.from_numpy(np.r_[np.arange(heads), np.arange(S + R + R * D, V)])
    sc = (Phi[:, :heads, :] + 0.5 * e.unsqueeze(1)) @ Phi[:, inp, :].transpose(1, 2)  # (n, heads, |inp|)
    att_gap = attention_gap(sc)  # (n,)
    # memories: P_s = c_s sum_{a in A_s} phi(a), Q_r = c_r sum_{a in A_r} phi(a); logits over all of V
    rows = torch.arange(n)[:, None, None]
    P = Phi[rows, astar, :].sum(2)  # (n, S, d): the R answers of s are distinct (one per relation block)
    idx = astar - (S + R)  # (n, S, R) answer index in [0, RD)
    inrel = torch.zeros(n, R, R * D, dtype=Phi.dtype)  # A_r: answers of relation r used by some subject
    for r in range(R):
        inrel[:, r, :].scatter_(1, idx[:, :, r], 1.0)
    Q = inrel @ Phi[:, S + R:S + R + R * D, :]  # (n, R, d)
    mem = torch.cat([P, Q], 1) * c.unsqueeze(-1)  # (n, S + R, d)
    Lz = Phi @ mem.transpose(1, 2)  # (n, V, S + R)
    logits = Lz[:, :, :S, None] + Lz[:, :, None, S:]  # (n, V, S, R)
    tgt = logits.gather(1, astar.unsqueeze(1))[:, 0]  # (n, S, R)
    logits.scatter_(1, astar.unsqueeze(1), -math.inf)
    margin = (tgt - logits.amax(1)).amin((1, 2))  # (n,)
    att_gap, margin = att_gap.numpy(), margin.numpy()
    return (att_gap > 0) & (margin > 0), {"attention_gap": att_gap, "margin": margin}


def thm3_failures(S: int, R: int, D: int, d: int, n: int, seed: int) -> tuple[int, int]:
    """(failures, n) of the construction's success event at (S, R, D, d) over n fresh draws."""
    ok, _ = thm3_success(S, R, D, d, n, np.random.default_rng(seed))
    return int((~ok).sum()), n


def thm3_success_direct(S: int, R: int, D: int, d: int, seed: int, beta: float = 1e4, T: int = 8,
                        fillings: int = 4) -> tuple[float, float]:
    """(accuracy, min margin) of the dense construction (``attention_only`` with M = 1, d_h = d, large beta)
    on sampled sequences: the direct path the fast sampler is compared with in tests."""
    from thmcheck.models.device import generator  # noqa: PLC0415
    from thmcheck.models.factrecall.sec4_transformer import (  # noqa: PLC0415
        attention_only,
        make_task,
        margins_all_vocab,
        mhsa,
        sample_sequences,
    )

    g = generator(seed)
    task = make_task(S, R, D, S + R, d, g)
    heads = attention_only(task, 1, d, beta, g)
    toks, tgt = sample_sequences(task, T, fillings, g)
    F, _ = mhsa(heads, task.Phi[toks])
    m = margins_all_vocab(F, task.Phi, tgt)
    return float((m > 0).double().mean()), float(m.min())


def log_factor(S: int, R: int, D: int, delta: float) -> float:
    """ln(|V| S R / delta), the argument of Theorem 10's polylog, with |V| = S + R + RD + (S + R) + 1."""
    V = S + R + R * D + S + R + 1
    return math.log(V * S * R / delta)
