"""Round 28 (perfA): models/cot.train_batch builds its tokens by one scatter of ones; the tensors and the random
stream are those of the round-27 code (copied below as _old_train_batch), bit for bit."""

from __future__ import annotations

import dataclasses

import pytest
import torch

from thmcheck.models import cot as COT
from thmcheck.models.cot import CoTConfig, _tok
from thmcheck.models.device import generator


def _old_train_batch(cfg: CoTConfig, n: int, g: torch.Generator, vector_perms: bool = False) -> tuple[torch.Tensor, ...]:
    """Training prompts (7.1) for uniform k in [K]: permutation tasks f_k = shift by k in a random order.
    ``vector_perms``: draw the n uniform random orders in one call (argsort of uniforms) instead of n randperm
    calls: the same distribution, another random stream (used by the batched replicas of :func:`t_needed_replicas`)."""
    mu = torch.eye(cfg.d, dtype=torch.float64)[: cfg.M]
    if vector_perms:
        perms = torch.argsort(torch.rand(n, cfg.M, generator=g), 1)
    else:
        perms = torch.stack([torch.randperm(cfg.M, generator=g) for _ in range(n)])
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
        chains.append(step(chains[-1], k))
        qch.append(step(qch[-1][:, None], k)[:, 0])
    kk = torch.randint(1, cfg.K + 1, (n,), generator=g)
    # context column s * K + (k - 1) is the step-k token of example s: (mu[input], mu[output], e_k)
    ch = torch.stack(chains, 2)  # (n, l_tr, K + 1)
    pe = torch.eye(cfg.K, dtype=torch.float64).expand(n, cfg.l_tr, cfg.K, cfg.K)
    ctx = torch.cat([mu[ch[..., :-1]], mu[ch[..., 1:]], pe], -1).reshape(n, cfg.l_tr * cfg.K, cfg.D)
    qc = torch.stack([_tok(cfg, mu[qch[j - 1]], mu[qch[j]], j) for j in range(1, cfg.K + 1)], 1)
    qs = torch.stack(qch, 1)
    qry = _tok(cfg, mu[torch.gather(qs, 1, (kk - 1)[:, None])[:, 0]], torch.zeros(n, cfg.d, dtype=torch.float64), 1)
    qry[:, 2 * cfg.d:] = torch.nn.functional.one_hot(kk - 1, cfg.K).double()
    mask_q = torch.arange(cfg.K)[None, :] < (kk - 1)[:, None]
    keys = torch.cat([ctx, qc], 1)
    mask = torch.cat([torch.ones(n, cfg.l_tr * cfg.K, dtype=torch.bool), mask_q], 1)
    z = mu[torch.gather(qs, 1, kk[:, None])[:, 0]]
    return keys, mask, qry, z


@pytest.mark.parametrize("vector_perms", [False, True])
@pytest.mark.parametrize("exact", [False, True])
@pytest.mark.parametrize("sizes", [(30, 20, 3, 20), (3, 3, 2, 4), (7, 5, 4, 3)])
def test_train_batch_bit_identical(vector_perms: bool, exact: bool, sizes: tuple) -> None:
    d, M, K, l_tr = sizes
    cfg = dataclasses.replace(CoTConfig(), d=d, M=M, Mp=M - 1, K=K, l_tr=l_tr, exact_fraction=exact, alpha=0.4)
    g1, g2 = generator(7), generator(7)
    for n in (1, 9):
        new = COT.train_batch(cfg, n, g1, vector_perms=vector_perms)
        old = _old_train_batch(cfg, n, g2, vector_perms=vector_perms)
        for a, b in zip(new, old, strict=True):
            assert a.dtype == b.dtype and a.shape == b.shape and torch.equal(a, b)
    assert torch.equal(torch.rand(3, generator=g1), torch.rand(3, generator=g2))  # the same draws were taken
