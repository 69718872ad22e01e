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
