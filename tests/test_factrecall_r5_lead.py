"""Second path (no code shared with the claim) for factrecall.display.thm10-other-logits."""

from __future__ import annotations

import numpy as np


def test_thm10_other_logits_are_below_seven_fifths_not_above() -> None:
    """L760 prints phi(a)^T F >= 6/5 + 1/5 = 7/5 for a != a*(s, r). With the proof's own intervals (L745-L752: a
    head's term is in [4/5, 6/5] for a in its answer set and in [-1/5, 1/5] otherwise), an a outside both answer
    sets has a logit in [-2/5, 2/5]: below 7/5, so the printed '>=' fails; every other a is at most 7/5."""
    rng = np.random.default_rng(0)
    inside = rng.uniform(0.8, 1.2, 1000)
    noise = rng.uniform(-0.2, 0.2, (1000, 2))
    outside_both = noise.sum(1)                       # a in neither A_s nor A_r
    one_set = inside + noise[:, 0]                   # a in exactly one of them
    assert outside_both.max() <= 0.4 < 1.4           # the printed '>= 7/5' fails for every such a
    assert max(outside_both.max(), one_set.max()) <= 1.4  # '<= 7/5' holds
