"""Round 7 (thesisH): tests of the thesis claims converted or re-encoded this round (issue 31 and undecided
verdicts). Each test computes its reference without the claim's bound or measurement where it says so."""

from __future__ import annotations

import dataclasses

import numpy as np

from thmcheck.models import cot as COT


def test_lemmaF35_fast_trajectory_matches_autograd_run() -> None:
    """The written-out gradient of Lemma F.3.5's trajectory reproduces thmcheck.models.cot.trajectory (autograd SGD)
    step for step on a short run."""
    from thmcheck.checks.papers.thesis.ch7_cot import _f35_trajectory

    cfg = dataclasses.replace(COT.CoTConfig(T=800, eta=0.9), T=60)
    fast = np.array(_f35_trajectory(cfg))
    ref = np.array(COT.trajectory(cfg))
    assert fast.shape == ref.shape
    assert np.abs(fast - ref).max() < 1e-12


def test_lemma347_run_meets_L_ge_BT_with_fresh_labels() -> None:
    """Lemma 3.4.7's run is one pass over fresh labels: |L| = 0.8 N >= B T (3.9) at the drawn scale (0.1: N = 450)."""
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.thesis import ch3_graph_transformer as C

    inst = {"seed": 0, "N": 80, "M": 4, "gamma_d": 0.4, "deg": 6, "eps_S": 0.1, "chunks": 3, "eta": 0.05, "B": 4,
            "n_sample": 10, "d": 6, "Z": 4, "margins": "counts", **C._l347_scaled(0.1)}
    m = C._l347_measure(inst, Ctx(device="cpu"))
    assert m.terms["labels"] >= m.terms["BT"] == 4 * 30 * 3
    assert m.terms["N_nodes"] == 450
