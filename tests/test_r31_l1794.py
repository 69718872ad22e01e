"""Round 31: Theorem 6.3.4's testing prompts (thesis L1794) need at least an alpha'/2 fraction of the contexts on the
query's pattern, per prompt; models/icl.make_prompts draws the patterns i.i.d. (the training construction), so the
Ch. 6 testing evaluations (r18 ood_eval, r18_thesisE2 ood_replica_runs, r19 id_eval) keep only the prompts that meet
it (models/icl.meets_testing_share)."""

from __future__ import annotations

import torch

from thmcheck.models.device import generator
from thmcheck.models.icl import ICLConfig, cyclic_tasks, make_prompts, meets_testing_share


def test_the_share_is_counted_per_prompt() -> None:
    same = torch.tensor([[True] * 8 + [False] * 10, [True] * 7 + [False] * 11, [False] * 18])
    assert meets_testing_share(same, 0.8).tolist() == [True, False, False]  # ceil(0.4 * 18) = 8
    assert meets_testing_share(same[:, :10], 1.0).tolist() == [True, True, False]  # ceil(0.5 * 10) = 5


def test_iid_testing_draws_miss_l1794_often() -> None:
    """Why the filter: at alpha' = 0.8, l_ts = 18, M1 = 4 about half of the i.i.d. prompts hold fewer than 8 contexts
    on the query's pattern (Binomial(18, 0.4) < 8 has probability ~0.56)."""
    cfg = ICLConfig(M1=4, M2=8, dy=2, beta=2.0, alpha=0.8, l_tr=18, m=20, delta=0.2, eta=0.9, B=10, T=1, seed=1)
    _, _, _, same = make_prompts(cfg, 2000, cyclic_tasks(4), 18, 0.8, generator(3))
    share = float(meets_testing_share(same, 0.8).double().mean())
    assert 0.35 < share < 0.55
