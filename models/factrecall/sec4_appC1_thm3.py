"""Theorem 3 / 10 of Nichani, Lee & Bietti (attention-only construction, App. C.1) sampled from the Gram matrix of
the embeddings: the smallest d at which the construction (M = 1, d_h = d, beta -> infinity) stores all facts with
probability >= 1 - delta, at a fixed polylog argument |V| S R / delta.

The construction's success event (attention order (a), (b) and all-V margins (c) of ``thmcheck.models.factrecall.sec4_scaling``)
depends on the embeddings only through their Gram matrix G (|V| x |V|) and, per head z, on
c_z = (d/d_h)(1 - <phi(z), phi(EOS)>^2) sum_{i <= d_h} t_i^2 with t_i^2 ~ Beta(1/2, (d-2)/2) independent of G:

* head z's score on input token t is <phi(z) + phi(EOS)/2, phi(t)> = G[z, t] + G[EOS, t] / 2;
* the logit of token a for the fact (s, r) is c_s sum_{a' in A_s} G[a, a'] + c_r sum_{a' in A_r} G[a, a'].

:func:`thm3_event` computes both parts from (G, a*, sum t^2); ``thmcheck.models.factrecall.sec4_scaling.thm3_success`` computes
them from explicit embeddings (tests feed it the same draws and compare to 1e-10). The Gram matrix of |V| i.i.d.
uniform unit vectors of R^d, d >= |V|, is drawn by Bartlett's decomposition (:func:`gram`), O(|V|^3) per draw
instead of O(|V|^2 d): ``thmcheck.models.factrecall.sec4_scaling.sphere_gram`` uses it only for d > 4|V| (below it draws the
embeddings), while here d_min is ~2-3 |V|.

The answer map a*: relation r owns the answer block [S+R + rD, S+R + (r+1)D). ``law="surjective"`` (the tight
case: |A_r| = D for every r when S >= D, which is what Theorem 10's d >~ D log^6 covers) gives relation r the
answers pi_r(s) mod D for a uniformly random permutation pi_r of the subjects; ``law="uniform"`` draws a*(s, r)
uniformly in the block (then |A_r| ~ D(1 - e^{-S/D}) < D: an easier instance).

Every hyper-parameter of the experiment is in :data:`THM3_CONFIG`. float64; numpy for the draws, torch for the
batched event.
"""

from __future__ import annotations

import math

import numpy as np
import torch

from thmcheck.bounds.factrecall.sec4_appC1_thm3 import delta_at_fixed_argument, polylog_argument, vocab_size
from thmcheck.models.factrecall._threads import single_thread
from thmcheck.models.factrecall.sec4_scaling import DMin, attention_gap, d_min, sphere_gram

THM3_CONFIG: dict[str, dict] = {
    # grid: (S, R, D) with R = D = max(R, D) = m >= 8 (below, the attention-order part, a polylog alone, is a large
    # share of d_min) and S >= D chosen so that |V| S R is nearly the same at every point; delta per point is then
    # |V| S R / L with one L for the whole grid (L = max |V| S R / delta_max): the polylog argument is constant.
    # Each point is measured seeds_per_point times (independent draws). d_min: doubling + bisection from
    # d_start_per_m * m, certified by a Clopper-Pearson bound at `confidence` over max(trials, trials_per_delta /
    # delta) fresh draws per d.
    # ci: the two ends only (3 repetitions each: the most exponent precision per CPU second, ~6-7 s).
    "ci": {"grid": [(54, 8, 8), (16, 16, 16)], "trials": 32, "confidence": 0.95,
           "rel_precision": 0.05, "seeds_per_point": 3, "d_start_per_m": 72},
    "deep": {"grid": [(137, 8, 8), (92, 12, 12), (59, 16, 16), (24, 24, 24)], "trials": 64, "confidence": 0.95,
             "rel_precision": 0.03, "seeds_per_point": 2, "d_start_per_m": 80},
    "trials_per_delta": 6,
    "chunk_entries": 2**23,  # at most this many Gram entries (n |V|^2) per batch of draws
}


def gram(rng: np.random.Generator, n: int, p: int, d: int) -> np.ndarray:
    """n Gram matrices (n, p, p) of p i.i.d. uniform unit vectors of R^d: Bartlett's decomposition
    (W = L L^T ~ Wishart(d, I_p), L lower triangular with L_ii^2 ~ chi^2_{d-i}, L_ij ~ N(0, 1)) normalised to unit
    diagonal when d >= p; ``sphere_gram`` (explicit vectors) when d < p."""
    if d < p:
        return sphere_gram(rng, n, p, d)
    L = np.zeros((n, p, p))
    il = np.tril_indices(p, -1)
    L[:, il[0], il[1]] = rng.standard_normal((n, len(il[0])))
    L[:, np.arange(p), np.arange(p)] = np.sqrt(rng.chisquare(d - np.arange(p), size=(n, p)))
    Lt = torch.from_numpy(L)
    W = Lt @ Lt.transpose(1, 2)  # torch: batched products are ~6x faster than numpy's here
    s = 1.0 / torch.diagonal(W, dim1=1, dim2=2).sqrt()
    return (W * s[:, :, None] * s[:, None, :]).numpy()


def answer_map(S: int, R: int, D: int, n: int, rng: np.random.Generator, law: str = "surjective") -> np.ndarray:
    """(n, S, R) token ids a*(s, r) in relation r's block [S+R + rD, S+R + (r+1)D) (module docstring)."""
    base = S + R + np.arange(R)[None, None, :] * D
    if law == "uniform":
        return base + rng.integers(0, D, size=(n, S, R))
    if law == "surjective":
        perm = rng.permuted(np.broadcast_to(np.arange(S)[None, :, None], (n, S, R)).copy(), axis=1)
        return base + perm % D
    raise ValueError(f"unknown answer law {law!r}")


def thm3_event(G: torch.Tensor, astar: torch.Tensor, t2: torch.Tensor, S: int, R: int, D: int, d: int,
               d_h: int) -> tuple[torch.Tensor, torch.Tensor]:
    """(attention gap, min margin), each (n,), of the M = 1, beta -> infinity construction from the Gram matrix G
    (n, |V|, |V|) of the embeddings, the answer map a* (n, S, R) and the per-head sums t2 (n, S + R) of d_h squared
    sphere coordinates. Success <=> both > 0 (``thmcheck.models.factrecall.sec4_scaling`` docstring, (a)-(c))."""
    n, V = G.shape[0], G.shape[1]
    heads = S + R
    ans0 = S + R
    inp = torch.cat([torch.arange(heads), torch.arange(ans0 + R * D, V)])  # S, R, noise, EOS (last)
    sc = G[:, :heads][:, :, inp] + 0.5 * G[:, V - 1, inp].unsqueeze(1)  # (n, heads, |inp|)
    att_gap = attention_gap(sc)
    c = (d / d_h) * (1 - G[:, :heads, V - 1] ** 2) * t2  # (n, heads)
    idx = astar - ans0  # (n, S, R) in [0, RD)
    Bs = torch.zeros(n, R * D, S, dtype=G.dtype)  # Bs[a, s] = 1 iff a in A_s (R distinct answers, one per block)
    Bs.scatter_(1, idx.transpose(1, 2), 1.0)
    Br = torch.zeros(n, R * D, R, dtype=G.dtype)  # Br[a, r] = 1 iff a in A_r
    Br.scatter_(1, idx, 1.0)
    Ga = G[:, :, ans0:ans0 + R * D]  # (n, V, RD)
    Ls = (Ga @ Bs) * c[:, None, :S]  # (n, V, S): subject heads' output on each token
    Lr = (Ga @ Br) * c[:, None, S:]  # (n, V, R): relation heads'
    logits = Ls[:, :, :, None] + Lr[:, :, None, :]  # (n, V, S, R)
    tgt = logits.gather(1, astar.unsqueeze(1))[:, 0]
    logits.scatter_(1, astar.unsqueeze(1), -math.inf)
    margin = (tgt - logits.amax(1)).amin((1, 2))
    return att_gap, margin


def thm3_success_gram(S: int, R: int, D: int, d: int, n: int, rng: np.random.Generator, law: str = "surjective",
                      d_h: int | None = None) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    """n draws of the construction's success event at (S, R, D, d) (Gram-matrix sampler), in chunks."""
    d_h = d if d_h is None else d_h
    V = vocab_size(S, R, D)
    heads = S + R
    chunk = max(1, THM3_CONFIG["chunk_entries"] // (V * V))
    gaps, margins = [], []
    for start in range(0, n, chunk):
        m = min(chunk, n - start)
        G = torch.from_numpy(gram(rng, m, V, d))
        astar = torch.from_numpy(answer_map(S, R, D, m, rng, law))
        t2 = rng.beta(0.5, (d - 2) / 2, size=(m, heads, d_h)).sum(-1) if d > 2 else np.full((m, heads), float(d_h))
        g, mg = thm3_event(G, astar, torch.from_numpy(t2), S, R, D, d, d_h)
        gaps.append(g.numpy())
        margins.append(mg.numpy())
    att_gap, margin = np.concatenate(gaps), np.concatenate(margins)
    return (att_gap > 0) & (margin > 0), {"attention_gap": att_gap, "margin": margin}


@single_thread
def thm3_dmin(S: int, R: int, D: int, delta: float, trials: int, confidence: float, rel_precision: float,
              d_start: int, seed: int, law: str = "surjective") -> DMin:
    """Smallest d (doubling + bisection, Clopper-Pearson certificate of failure rate <= delta over ``trials``
    fresh draws per d; ``thmcheck.models.factrecall.sec4_scaling.d_min``)."""

    def fails(d: int) -> tuple[int, int]:
        ok, _ = thm3_success_gram(S, R, D, d, trials, np.random.default_rng((seed, d)), law)
        return int((~ok).sum()), trials

    return d_min(fails, delta, confidence, d_start, rel_precision)


def thm3_sweep(scale: str, delta_max: float, law: str, seed: int) -> list[dict]:
    """d_min over the profile's grid at one polylog argument L = max_grid |V| S R / delta_max (one row per grid
    point and repetition: S, R, D, m = max(R, D), delta, ln L, d_min, d_min / m and the certificate)."""
    cfg = THM3_CONFIG[scale]
    L = max(polylog_argument(S, R, D, delta_max) for S, R, D in cfg["grid"])
    rows = []
    for i, (S, R, D) in enumerate(cfg["grid"]):
        delta = delta_at_fixed_argument(S, R, D, L)
        trials = max(cfg["trials"], math.ceil(THM3_CONFIG["trials_per_delta"] / delta))
        m = max(R, D)
        for rep in range(cfg["seeds_per_point"]):
            base = (seed * 7919 + 104729 * i + 15485863 * rep) % 2**62
            r = thm3_dmin(S, R, D, delta, trials, cfg["confidence"], cfg["rel_precision"], cfg["d_start_per_m"] * m,
                          base, law)
            rows.append({"S": S, "R": R, "D": D, "m": m, "delta": delta, "log_L": math.log(L), "d_min": r.d,
                         "ratio": r.d / m, "failures": r.failures, "trials": r.trials, "cp_upper": r.upper,
                         "evaluations": r.evaluations})
    return rows
