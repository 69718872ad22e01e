"""Tests of the Theorem 3 / 10 Gram-matrix sampler (models/factrecall/sec4_appC1_thm3.py), its bound helpers and claim."""

from __future__ import annotations

import numpy as np
import pytest
import torch
from scipy import stats

from thmcheck.bounds.factrecall.sec4_appC1_thm3 import (
    delta_at_fixed_argument,
    polylog_argument,
    thm3_dmin_exponent,
    vocab_size,
)
from thmcheck.models.factrecall.sec4_appC1_thm3 import (
    THM3_CONFIG,
    answer_map,
    gram,
    thm3_event,
    thm3_success_gram,
)
from thmcheck.models.factrecall.sec4_scaling import thm3_success


@pytest.mark.parametrize(("S", "R", "D", "d"), [(6, 3, 4, 40), (3, 2, 5, 12)])
def test_event_from_gram_equals_explicit_embeddings(S: int, R: int, D: int, d: int) -> None:
    """Same draws as thm3_success (embeddings, uniform a*, Beta sums): same attention gap and margin."""
    n = 12
    _, ref = thm3_success(S, R, D, d, n, np.random.default_rng(5))
    rng = np.random.default_rng(5)
    V = vocab_size(S, R, D)
    phi = rng.standard_normal((n, V, d))
    phi /= np.linalg.norm(phi, axis=-1, keepdims=True)
    astar = S + R + np.arange(R)[None, None, :] * D + rng.integers(0, D, size=(n, S, R))
    t2 = rng.beta(0.5, (d - 2) / 2, size=(n, S + R, d)).sum(-1)
    G = torch.from_numpy(phi @ phi.transpose(0, 2, 1))
    gap, margin = thm3_event(G, torch.from_numpy(astar), torch.from_numpy(t2), S, R, D, d, d)
    assert np.allclose(gap.numpy(), ref["attention_gap"], atol=1e-12)
    assert np.allclose(margin.numpy(), ref["margin"], atol=1e-12)


def test_bartlett_gram_matches_explicit_vectors() -> None:
    rng = np.random.default_rng(0)
    a = gram(rng, 3000, 4, 9)  # Bartlett (d >= p)
    x = rng.standard_normal((3000, 4, 9))
    x /= np.linalg.norm(x, axis=-1, keepdims=True)
    b = x @ x.transpose(0, 2, 1)
    assert np.allclose(np.diagonal(a, axis1=1, axis2=2), 1.0)
    assert np.allclose(a, a.transpose(0, 2, 1))
    for i, j in [(0, 1), (2, 3), (0, 3)]:
        assert stats.ks_2samp(a[:, i, j], b[:, i, j]).pvalue > 1e-3


def test_answer_laws() -> None:
    S, R, D = 7, 3, 5
    rng = np.random.default_rng(1)
    for law in ("surjective", "uniform"):
        a = answer_map(S, R, D, 50, rng, law)
        block = (a - (S + R)) // D
        assert np.all(block == np.arange(R)[None, None, :])
    a = answer_map(S, R, D, 50, rng, "surjective")
    for r in range(R):
        assert all(len(set(a[k, :, r].tolist())) == D for k in range(50))  # |A_r| = D when S >= D
    with pytest.raises(ValueError):
        answer_map(S, R, D, 1, rng, "bogus")


def test_gram_sampler_success_rate_matches_explicit_sampler() -> None:
    """Bartlett path (d >= |V|) against explicit embeddings: same success probability (two-proportion test)."""
    S, R, D, d, n = 4, 2, 2, 40, 600
    ok_g, _ = thm3_success_gram(S, R, D, d, n, np.random.default_rng(2), law="uniform")
    ok_e, _ = thm3_success(S, R, D, d, n, np.random.default_rng(3))
    p1, p2 = ok_g.mean(), ok_e.mean()
    p = (p1 + p2) / 2
    z = (p1 - p2) / np.sqrt(max(p * (1 - p), 1e-9) * 2 / n)
    assert 0.05 < p < 0.95 and abs(z) < 4


def test_fixed_polylog_argument() -> None:
    L = max(polylog_argument(S, R, D, 0.25) for S, R, D in THM3_CONFIG["ci"]["grid"])
    for S, R, D in THM3_CONFIG["deep"]["grid"] + THM3_CONFIG["ci"]["grid"]:
        assert S >= D
        delta = delta_at_fixed_argument(S, R, D, L)
        assert abs(polylog_argument(S, R, D, delta) / L - 1) < 1e-12
    for S, R, D in THM3_CONFIG["ci"]["grid"]:
        assert 0.2 < delta_at_fixed_argument(S, R, D, L) <= 0.25
    assert vocab_size(16, 16, 16) == 321 and thm3_dmin_exponent() == 1.0


def test_claim_measurement_on_a_small_grid(monkeypatch: pytest.MonkeyPatch) -> None:
    from thmcheck.checks.papers.factrecall import sec4_appC1_thm3 as C

    small = {"grid": [(2, 1, 1), (4, 2, 2)], "trials": 8, "confidence": 0.95, "rel_precision": 0.3,
             "seeds_per_point": 2, "d_start_per_m": 24}
    monkeypatch.setitem(THM3_CONFIG, "ci", small)
    C._sweep.cache_clear()
    meas = C._measure({"scale": "ci", "law": "surjective", "delta_max": 0.25, "seed": 0}, C.Ctx())
    C._sweep.cache_clear()
    lo, hi = meas.lhs_interval
    assert lo <= meas.lhs <= hi and meas.stat.n == 4
    assert C.THM3.uniform and not C.THM3.assumptions  # the uniform claim reads one grid point per instance


def test_uniform_claim_keeps_one_polylog_argument() -> None:
    from thmcheck.bounds.factrecall.sec4_appC1_thm3 import polylog_argument
    from thmcheck.checks.papers.factrecall import sec4_appC1_thm3 as C

    args = [polylog_argument(S, m, m, 1.0) for m, S in C._S_AT.items()]
    assert max(args) / min(args) < 1.01
