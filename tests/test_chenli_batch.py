"""Batched chenli Monte Carlo claims (issue #24): one Hypothesis example measures B members on shared draws, and each
member equals the one-at-a-time measurement of its own instance (the same seeds, so the same draws); Lemma 6.4's
restricted pair pass gives bitwise the rates of the full pass."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from thmcheck.checks.claim import Ctx


def test_projections_of_many_directions_equal_one_at_a_time() -> None:
    from thmcheck.models.chenli.sec5_slices import cube_slice_projections

    V = torch.as_tensor(np.random.default_rng(0).normal(size=(30, 5)))
    a2, a3 = torch.tensor([3, 4, 5]), torch.tensor([2, 2, 3])
    many = cube_slice_projections(V, 10, 12, a2, a3, 300, torch.Generator().manual_seed(1))
    for b in range(5):
        one = cube_slice_projections(V[:, b].contiguous(), 10, 12, a2, a3, 300, torch.Generator().manual_seed(1))
        assert torch.allclose(many[..., b], one, rtol=0, atol=1e-12)


def test_coupled_difference_of_many_thetas_equals_one_at_a_time() -> None:
    from thmcheck.models.chenli.sec5_4_lemma515 import (
        aligned_theta,
        coupled_softmax_difference,
        coupled_softmax_difference_many,
    )

    rng = np.random.default_rng(2)
    d1, d2, d3 = 20, 16, 8
    thetas = [aligned_theta(d1, d2, d3, r, F, fam, al, rng)
              for r, F, fam, al in ((2.0, 1.0, "22", 1.0), (3.5, 4.0, "23", 0.7), (4.0, 2.0, "33", 1.0))]
    a2, a3, b2, b3 = [10, 10, 9], [5, 4, 4], [10, 6, 8], [5, 4, 3]
    many = coupled_softmax_difference_many(thetas, d1, d2, d3, a2, a3, b2, b3, 700, 9, chunk=300)
    for th, m in zip(thetas, many):
        one = coupled_softmax_difference(*th, d1, d2, d3, a2, a3, b2, b3, 700, 9, chunk=300)
        np.testing.assert_allclose(m["mean"], one["mean"], rtol=1e-12, atol=1e-15)
        np.testing.assert_allclose(m["se"], one["se"], rtol=1e-9, atol=1e-15)
        assert m["max"] == pytest.approx(one["max"], rel=1e-12)


def _assert_members_replay(claim, inst: dict, size: int, check: int) -> None:  # noqa: ANN001
    bm = claim.measure_batch(inst, Ctx(), size)
    assert len(bm.members) == size and bm.lhs.shape == (size,)
    assert bm.members[0]["batch_index"] == 0 and all(bm.members[0][k] == v for k, v in inst.items())
    for i in range(check):
        one = claim.measure(bm.members[i], Ctx())
        assert bm.lhs[i] == pytest.approx(one.lhs, rel=1e-9, abs=1e-12)
        if one.lhs_interval is not None:
            assert bm.lhs_interval[0][i] == pytest.approx(one.lhs_interval[0], rel=1e-9, abs=1e-12)
            assert bm.lhs_interval[1][i] == pytest.approx(one.lhs_interval[1], rel=1e-9, abs=1e-12)
    assert len({m["theta_seed"] if "theta_seed" in m else m["v_seed"] for m in bm.members}) == size  # distinct


def _event_rates_full_pass(thetas: torch.Tensor, k: int, s: float, beta: float, xis: np.ndarray, n_x: int, pool: int,
                           seed: int, theta_p: torch.Tensor | None, mu: float, batch: int) -> np.ndarray:
    """The per-x rates of Lemma 6.4 by the full (m, R, R) pair pass over every ordered pair of pool rows (the pass
    before the j2 axis was restricted to the rows passing Item 3 with a = 1), the same draws."""
    from thmcheck.models.chenli.sec6_4_lemma64 import _falling
    from thmcheck.models.device import generator

    m, d, _ = thetas.shape
    F = float(torch.linalg.matrix_norm(thetas[0]))
    xt = torch.as_tensor(xis, dtype=torch.float64)
    g = generator(seed, "cpu")
    out = np.zeros((n_x, len(xis)))
    eye = torch.eye(pool, dtype=torch.bool)
    norm = pool * (pool - 1) * float(_falling(torch.tensor(pool - 2), k - 3))
    for b0 in range(0, n_x, batch):
        B = min(batch, n_x - b0)
        x = torch.randint(0, 2, (B, d), generator=g).double() * 2 - 1
        P = torch.randint(0, 2, (B, pool, d), generator=g).double() * 2 - 1
        U = torch.einsum("bd,mde->bme", x, thetas)
        w = torch.einsum("bme,bre->bmr", U, P)
        q = torch.einsum("bme,be->bm", U, x)
        self3 = ((w - q[:, :, None]) >= beta * F).all(dim=1)
        diff = w[:, :, :, None] - w[:, :, None, :]
        need = (diff.amax(dim=1) - s) / F
        ok = (diff.amin(dim=1) >= s) & self3[:, :, None] & ~eye
        weight = torch.ones_like(need)
        if k > 3:
            good = (diff >= beta * F).all(dim=1) & ~eye
            weight = _falling(good.sum(dim=2)[:, :, None] - good.long(), k - 3)
        upper = torch.full_like(need, float("inf"))
        if theta_p is not None:
            wp = torch.einsum("bd,de,bre->br", x, theta_p, P)
            gp = wp[:, :, None] - wp[:, None, :]
            upper = torch.where(gp < s - mu, upper, (gp - s - mu) / F)
        hit = ok[..., None] & (need[..., None] <= xt) & (xt < upper[..., None])
        out[b0:b0 + B] = ((hit.double() * weight[..., None]).sum(dim=(1, 2)) / norm).numpy()
    return out


@pytest.mark.parametrize(("m", "k", "item2"), [(1, 3, False), (1, 4, True), (2, 3, True), (2, 4, False)])
def test_lemma6_4_restricted_pair_pass_equals_the_full_pass(m: int, k: int, item2: bool) -> None:
    from thmcheck.models.chenli.sec6_4_lemma64 import event_rates

    rng = np.random.default_rng(10 * m + k)
    d = 16
    th = torch.as_tensor(rng.normal(size=(m, d, d)))
    th = th / torch.linalg.matrix_norm(th[0]) * 6.0
    tp = torch.as_tensor(rng.normal(size=(d, d))) * 0.5 if item2 else None
    xis = np.array([0.4, 0.2, 0.1, 0.05])
    new = event_rates(th, k, 0.3, 0.2, xis, n_x=40, pool=48, seed=3, theta_p=tp, mu=0.2 if item2 else 0.0, batch=8)
    ref = _event_rates_full_pass(th, k, 0.3, 0.2, xis, 40, 48, 3, tp, 0.2 if item2 else 0.0, 8)
    assert new.sum() > 0
    np.testing.assert_array_equal(new, ref)
