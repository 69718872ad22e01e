"""Tests of thmcheck.checks.papers.thesis.r29_leads (round 29, helper leads).

test_single_g_self_errors_icl: Theorem 5 (a) (L2197-L2209) on F = {g} (one M-cycle g at every step of every training
task, L2100's literal training set) with test errors that return to the input: the own single-g model of
tests/test_thesis_r28_ch7.py (own SGD on finite prompts (7.1), M = 8, d = 12, K = 2, alpha = 0.4, l_tr = 30, B = 32,
T = 600) and the own noisy ICL prompts (7.8) of tests/test_thesis_r27_literalTb.py (f = f_2 o f_1, f_k = shift by 1
w.p. 0.48, errors -1 and +4 / +5: B(i, i) = 0.2592 > B(i, i + 2), Condition 7.3.2 fails at every row, (7.12) holds,
l_ts = 4000, ||delta|| = 0.3, alpha' = 0.8). The task's shifts are read in the cycle order of g (mu'_j = mu_{order[j]},
an orthonormal relabelling of the TRR patterns: (7.19) exactly). Theorem 5 (a) asks R_ICL > 0: it holds there on every
seed (the single-g model does not follow the chain), as the claim finds on the l = infinity model. No code of bounds/ or
models/ is imported.
"""

from __future__ import annotations

import pytest
import torch

from tests.test_thesis_r27_literalTb import _own_icl_self_errors
from tests.test_thesis_r28_ch7 import _own_train_single


@pytest.mark.slow
def test_single_g_self_errors_icl() -> None:
    M = 8
    W = _own_train_single()
    order = torch.randperm(M, generator=torch.Generator().manual_seed(0 + 99))  # g's cycle (the trainer's seed + 99)
    # relabel the TRR patterns so that g is i -> i + 1: mu'_j := mu_{order[j]} (a permutation of the first d coordinates)
    Pm = torch.zeros(2 * 12 + 2, 2 * 12 + 2, dtype=torch.float64)
    for j in range(M):
        Pm[order[j], j] = 1.0
        Pm[12 + order[j], 12 + j] = 1.0
    for c in list(range(M, 12)) + list(range(12 + M, 24)) + [24, 25]:
        Pm[c, c] = 1.0
    Wr = Pm.T @ W @ Pm  # W in the relabelled coordinates: scores k^T W q unchanged
    errs = []
    for s in range(3):
        err, cond_somewhere, primacy = _own_icl_self_errors(Wr, seed=s)
        assert primacy and not cond_somewhere  # (7.12) holds, Condition 7.3.2 fails at every row
        errs.append(err)
    assert min(errs) > 0, errs  # Theorem 5 (a): R_ICL >= Omega(1) holds on F = {g}
