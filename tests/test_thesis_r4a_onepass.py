"""One pass of SGD over fresh labels in the replicated trainer (Theorems 3.4.6 / 3.4.8 under |L| >= BT): a replica
trains as ``train_masked(..., one_pass=True)`` does alone, and a pass longer than the labels is refused."""

from __future__ import annotations

import pytest
import torch

from thmcheck.checks.papers.thesis import ch3_training_grids as G
from thmcheck.models import graph_transformer as GT


def test_replica_one_pass_matches_single_run() -> None:
    cfg = {**G._config(), "N": 200}
    pats, y, D, _z, _ = G._graph(cfg, 0.5, 0.1, 3)
    Dt, Y = torch.as_tensor(D), torch.as_tensor(y, dtype=torch.float64)
    agg = (Dt >= 1) & (Dt <= 2)
    X, p, _, g = G._setup(cfg, pats, 3)
    lab = torch.randperm(200, generator=g)[:160]
    X2, p2, _, g2 = G._setup(cfg, pats, 3)
    torch.randperm(200, generator=g2)
    _, log1 = GT.train_masked(X, Y, Dt, lab, p, 0.2, 2, 40, 10, g, agg, every=10, one_pass=True)
    _, log2 = GT.train_masked_replicas(X2[None], Y[None], Dt[None], lab[None], GT.stack_params([p2]), 0.2, 2, 40, 10,
                                       [g2], agg[None], [("WQ", "WK", "WV", "WO", "b")], every=10, one_pass=True)
    assert log1 == pytest.approx(log2[0], rel=1e-10, abs=1e-12)


def test_replica_one_pass_needs_enough_labels() -> None:
    cfg = {**G._config(), "N": 60}
    pats, y, D, _z, _ = G._graph(cfg, 0.5, 0.1, 1)
    Dt, Y = torch.as_tensor(D), torch.as_tensor(y, dtype=torch.float64)
    X, p, lab, g = G._setup(cfg, pats, 1)
    with pytest.raises(ValueError, match="one pass"):
        GT.train_masked_replicas(X[None], Y[None], Dt[None], lab[None], GT.stack_params([p]), 0.2, 2, 100, 5, [g],
                                 ((Dt >= 1) & (Dt <= 2))[None], [("WV", "WO")], one_pass=True)
