"""Round 23 (helper undecidedC2): the sparse hop distances (models/spd_hops.py) that thesis.ch3.lemma3.4.5's run
uses in place of the dense BFS matrix equal GT.spd_matrix on graphs of the Section 3.5.1 law and on random graphs."""

from __future__ import annotations

import numpy as np
import pytest

from thmcheck.models import graph_transformer as GT
from thmcheck.models.spd_hops import spd_hops


@pytest.mark.parametrize("N", [1, 2, 40, 300])
@pytest.mark.parametrize("cap", [1, 2, 3, 4, 6])
def test_spd_hops_equals_dense_bfs_section351(N: int, cap: int) -> None:
    rng = np.random.default_rng(17 * N + cap)
    if N < 10:
        adj: list[set[int]] = [set() for _ in range(N)]
        if N == 2:
            adj[0].add(1)
            adj[1].add(0)
    else:
        pats, _, adj = GT.build_graph(N, 4, 0.4, 8, 0.1, rng)
        GT.add_same_pattern_edges(adj, pats, 2, rng)
    np.testing.assert_array_equal(spd_hops(adj, cap).astype(np.int64), GT.spd_matrix(adj, cap))


@pytest.mark.parametrize("seed", range(4))
def test_spd_hops_equals_dense_bfs_random_directed(seed: int) -> None:
    """Sparse random graphs, directed (adj[u] = out-neighbours) and with isolated nodes, caps 3 (the model's Z - 1)
    and 5 (the scipy branch of GT.spd_matrix)."""
    rng = np.random.default_rng(seed)
    N = 150
    adj = [set(rng.choice(N, size=rng.integers(0, 4), replace=False).tolist()) - {u} for u in range(N)]
    for cap in (3, 5):
        np.testing.assert_array_equal(spd_hops(adj, cap).astype(np.int64), GT.spd_matrix(adj, cap))
