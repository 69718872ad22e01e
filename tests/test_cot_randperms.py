"""models/cot.randperms (round 33, perf): the vectorised draw of n random orders equals the loop of n torch.randperm
calls bit for bit, and leaves the generator where the loop leaves it (its later uniform and normal draws agree)."""

import pytest
import torch

from thmcheck.models.cot import CoTConfig, randperms, train_batch


def _loop(n: int, M: int, g: torch.Generator) -> torch.Tensor:
    return torch.stack([torch.randperm(M, generator=g) for _ in range(n)])


@pytest.mark.parametrize("n,M", [(32, 20), (64, 20), (355, 20), (100, 50), (40, 2), (33, 3), (5, 20), (1, 20)])
@pytest.mark.parametrize("seed", [0, 1, 7, 12345, 2**31 - 1])
def test_randperms_equal_the_loop(n: int, M: int, seed: int) -> None:
    g1, g2 = torch.Generator().manual_seed(seed), torch.Generator().manual_seed(seed)
    for k in (seed % 5, 3):  # also from a generator part-way through a block, with a cached normal
        torch.rand(k, generator=g1), torch.rand(k, generator=g2)
        torch.randn(k, generator=g1), torch.randn(k, generator=g2)
    for _ in range(40):  # 40 x n (M - 1) raw draws: crosses the 624-word block boundary many times
        a, b = _loop(n, M, g1), randperms(n, M, g2)
        assert a.dtype == b.dtype and torch.equal(a, b)
    assert torch.equal(torch.rand(7, generator=g1, dtype=torch.float64), torch.rand(7, generator=g2, dtype=torch.float64))
    assert torch.equal(torch.randn(7, generator=g1), torch.randn(7, generator=g2))
    assert torch.equal(torch.randint(10**9, (9,), generator=g1), torch.randint(10**9, (9,), generator=g2))
    assert torch.equal(g1.get_state(), g2.get_state()) or torch.equal(torch.rand(3, generator=g1),
                                                                       torch.rand(3, generator=g2))


def test_train_batch_unchanged() -> None:
    """train_batch with the vectorised random orders and with the loop gives the same prompts."""
    import thmcheck.models.cot as cot

    cfg = CoTConfig(B=355)
    out_fast = train_batch(cfg, cfg.B, torch.Generator().manual_seed(3))
    orig = cot.randperms
    try:
        cot.randperms = _loop
        out_loop = train_batch(cfg, cfg.B, torch.Generator().manual_seed(3))
    finally:
        cot.randperms = orig
    for x, y in zip(out_fast, out_loop, strict=True):
        assert torch.equal(x, y)
