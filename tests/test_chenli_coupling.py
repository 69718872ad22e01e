"""thmcheck.models.chenli.sec5_3_coupling against exact laws: the Monte Carlo coupling of Definition 5.10 has the exact block law of
thmcheck.models.chenli.sec5_slices.coupling_block_law, the slice sampler has exact counts, and the low-rank deviations equal the
dense x^T Theta (y - y') and x^T Theta x - x'^T Theta x' on the same draws."""

from __future__ import annotations

import math
from collections import Counter

import numpy as np
import pytest
import torch

from thmcheck.bounds.chenli import sec5_3_coupling as B
from thmcheck.models.chenli import sec5_3_coupling as M
from thmcheck.models.chenli.sec5_slices import coupling_block_law


@pytest.mark.parametrize(("n", "a", "b"), [(5, 1, 3), (5, 4, 2), (4, 2, 2), (4, 0, 4)])
def test_coupling_block_matches_exact_law(n: int, a: int, b: int) -> None:
    """x' of one slice block (d1 = d3 = 0) against the exact law, and the monotone structure of x' - x."""
    gen = torch.Generator().manual_seed(11 + 7 * a + b)
    N = 20_000
    x, x2 = M.sample_coupling(N, 0, n, a, b, 0, 0, 0, gen)
    assert torch.all((x == 1).sum(1) == a) and torch.all((x2 == 1).sum(1) == b)
    assert torch.all((x2 - x) * (1 if b >= a else -1) >= 0)  # only -1 -> +1 flips (or only +1 -> -1)
    law = coupling_block_law(n, a, b)
    freq = Counter(tuple(int(v) for v in row) for row in x2.tolist())
    assert set(freq) <= set(law)
    for z, p in law.items():  # binomial 5-sigma band per atom
        p = float(p)
        assert abs(freq.get(z, 0) / N - p) <= 5 * math.sqrt(p * (1 - p) / N) + 1e-12
    # x is uniform on the slice too
    fx = Counter(tuple(int(v) for v in row) for row in x.tolist())
    k = math.comb(n, a)
    assert len(fx) == k and all(abs(c / N - 1 / k) <= 5 * math.sqrt((1 / k) * (1 - 1 / k) / N) for c in fx.values())


def test_slices_have_exact_counts_and_uniform_cube() -> None:
    gen = torch.Generator().manual_seed(3)
    x = M.sample_slices(4000, 6, 5, 2, 4, 3, gen)
    assert x.shape == (4000, 15) and torch.all(x.abs() == 1)
    assert torch.all((x[:, 6:11] == 1).sum(1) == 2) and torch.all((x[:, 11:] == 1).sum(1) == 3)
    assert float(x[:, :6].mean().abs()) < 0.05


def test_low_rank_deviations_equal_dense() -> None:
    d1, d2, d3, r = 4, 6, 8, 3
    d = d1 + d2 + d3
    gen = torch.Generator().manual_seed(5)
    u1 = torch.zeros(d, dtype=torch.float64)
    u1[d1:] = 1.0
    u1 /= u1.norm()
    U, s, V = M.low_rank_theta(d, r, 2.0, "aligned", gen, u1, u1)
    T = (U * s) @ V.T
    assert abs(float(torch.linalg.matrix_norm(T)) - 2.0) < 1e-12
    assert float(U[:, 0] @ u1) > 1 - 1e-12 and float(V[:, 0] @ u1) > 1 - 1e-12
    st = M.theta_stats(U, s, V)
    assert abs(st["stable_rank"] - r) < 1e-9
    cols = torch.linalg.vector_norm(T, dim=0).max()
    rows = torch.linalg.vector_norm(T, dim=1).max()
    assert abs(st["upsilon"] - math.sqrt(d) * float(torch.maximum(cols, rows)) / 2.0) < 1e-9
    # bilinear (Lemma 5.11): replay the same draws densely
    n = 50
    z = M.bilinear_deviation(U, s, V, (d1, d2, d3), (2, 5), (1, 4, 2, 6), n, torch.Generator().manual_seed(9))
    g = torch.Generator().manual_seed(9)
    x = M.sample_slices(n, d1, d2, 2, d3, 5, g)
    y, y2 = M.sample_coupling(n, d1, d2, 1, 4, d3, 2, 6, g)
    assert torch.allclose(z, ((x @ T) * (y - y2)).sum(1).abs() / 2.0, atol=1e-12)
    # quadratic (Lemmas 5.13/5.14)
    z = M.quadratic_deviation(U, s, V, (d1, d2, d3), (5, 1, 2, 6), n, torch.Generator().manual_seed(4))
    x, x2 = M.sample_coupling(n, d1, d2, 5, 1, d3, 2, 6, torch.Generator().manual_seed(4))
    dense = (((x @ T) * x).sum(1) - ((x2 @ T) * x2).sum(1)).abs() / 2.0
    assert torch.allclose(z, dense, atol=1e-12)


def test_upper_quantile_and_scales() -> None:
    z = torch.arange(1, 101, dtype=torch.float64)
    assert M.upper_quantile(z, 0.25) == 75.0 and M.upper_quantile(z, 0.0) == 100.0
    assert abs(B.lemma5_11_scale(1.0, 16.0, 256.0, 256.0) - (2 ** 0.5 / 4 + (1 + math.sqrt(math.log(16))) / 2 ** 1.5)) \
        < 1e-12
    assert B.lemma5_11_exponent() == 0.0


def test_aligned_theta_deviation_is_the_deterministic_mean_part() -> None:
    """Second path for the adversarial family of chenli.lemma5.11: with d1 = 0, the rank-one part sigma u1 v1^T
    contributes exactly sigma <x, u1> <v1, y - y'> = 4 c^2/sqrt(r) (||Theta||_F = 1; c = 1: the shifts are j/2 on
    d2 = d3 = j^2), and the other r - 1 Haar directions only fluctuate: the sample median of |x^T Theta (y - y')|
    is within 10 % of it at j = 16."""
    j, r = 16, 4
    m = j * j
    gen = torch.Generator().manual_seed(2)
    ones = torch.ones(2 * m, dtype=torch.float64) / math.sqrt(2 * m)
    U, s, V = M.low_rank_theta(2 * m, r, 1.0, "aligned", gen, ones, -ones)
    z = M.bilinear_deviation(U, s, V, (0, m, m), (m // 2 + j // 2, m // 2 + j // 2),
                             (m // 2 - j // 2, m // 2 + j // 2, m // 2 - j // 2, m // 2 + j // 2), 2000, gen)
    assert abs(float(np.median(z.numpy())) - 4 / math.sqrt(r)) < 0.2
