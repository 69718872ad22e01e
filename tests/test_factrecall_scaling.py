"""Tests of the Lemma 1 / Theorem 3 scaling samplers (models/factrecall/sec4_scaling.py) against direct paths."""

from __future__ import annotations

import numpy as np
from scipy import stats

from thmcheck.models.factrecall.sec4_scaling import (
    d_min,
    lemma1_gaps,
    lemma1_gaps_direct,
    sphere_gram,
    thm3_success,
    thm3_success_direct,
)


def test_bartlett_gram_matches_direct_sphere_gram() -> None:
    rng = np.random.default_rng(0)
    a = sphere_gram(rng, 4000, 3, 40)  # Bartlett (d > 4p)
    x = rng.standard_normal((4000, 3, 40))
    x /= np.linalg.norm(x, axis=-1, keepdims=True)
    b = x @ x.transpose(0, 2, 1)
    assert np.allclose(np.diagonal(a, axis1=1, axis2=2), 1.0)
    assert stats.ks_2samp(a[:, 0, 1], b[:, 0, 1]).pvalue > 1e-3
    assert stats.ks_2samp(a[:, 1, 2], b[:, 1, 2]).pvalue > 1e-3


def test_lemma1_fast_sampler_matches_full_embeddings() -> None:
    fast = lemma1_gaps(3, 40, 300, 3000, np.random.default_rng(1))
    direct = lemma1_gaps_direct(3, 40, 300, 600, 2)
    assert stats.ks_2samp(fast, direct).pvalue > 1e-3


def test_d_min_bisection_on_a_known_threshold() -> None:
    r = d_min(lambda d: (0 if d >= 137 else 50, 100), 0.05, 0.95, 8, 0.01)
    assert r.d == 137 and r.failures == 0


def test_thm3_event_implies_dense_construction_accuracy_one() -> None:
    rng = np.random.default_rng(3)
    ok, parts = thm3_success(4, 2, 2, 256, 50, rng)
    assert ok.mean() > 0.9 and np.all(parts["margin"] > 0)
    for seed in range(3):
        acc, margin = thm3_success_direct(4, 2, 2, 256, seed)
        assert acc == 1.0 and margin > 0


def test_certificate_is_clopper_pearson() -> None:
    from thmcheck.checks.stats import clopper_pearson
    from thmcheck.models.factrecall.sec4_scaling import certified

    for f, n in [(0, 120), (3, 120), (15, 120), (120, 120)]:
        assert abs(certified(f, n, 0.05, 0.95)[1] - clopper_pearson(f, n, 0.95)[1]) < 1e-12
