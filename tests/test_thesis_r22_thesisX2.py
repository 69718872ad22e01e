"""Round 22 (thesisX2): thesis.ch2.eqA.152 / thesis.ch2.eqA.153 ((A.152)-(A.153) L3361-L3363).

- the left side (the inner product of the batch hinge's W_K gradient applied to mu_z with q_a(t) = W_K^(t) mu_a) equals
  torch autograd on the pattern model at the run's first step (the claim computes it with the hand gradient);
- the middle term's S_z and S_1 parts equal a direct per-sample, per-neuron loop over the printed sums;
- the measured ratio stays O(1) on the ci instance (the claims' expectation: holds)."""

from __future__ import annotations

import math

import numpy as np
import torch

from thmcheck.checks.papers.thesis import r20_thesisA2 as A2
from thmcheck.checks.papers.thesis import r21_thesisA as RA
from thmcheck.checks.papers.thesis import r22_thesisX2 as X
from thmcheck.models import vit_patterns as VP

INST = {"seed": 0, "L": 12, "a_star": 1 / 3, "sigma": 0.05, "delta": 0.05, "N": 20, "B": 8, "m": 64, "eta": 0.1}
KEY = (0, 12, 1 / 3, 0.05, 0.05, 20)


def _first_step() -> tuple:
    rows, _T, _r = RA._late_run(*KEY, 8, 64, 0.1)
    c, abar, y = X._abar(*KEY, 64)
    row = rows[0]
    M, d = A2.M, row[10].shape[0]
    Wq, Wk, Wv = np.zeros((d, d)), np.zeros((d, d)), np.zeros((row[14].shape[0], d))
    Wq[:, :M], Wk[:, :M], Wv[:, :M] = row[11], row[10], row[14]
    return row, c[row[16]], abar[row[16]], y[row[16]], (Wq, Wk, Wv, row[15].copy())


def test_a152_left_side_equals_autograd() -> None:
    row, c, ab, y, W = _first_step()
    Wt = [torch.tensor(w, requires_grad=True) for w in W]
    loss = torch.clamp(1.0 - torch.tensor(y) * VP.forward(torch.tensor(c), torch.tensor(ab), *Wt), min=0.0).mean()
    gK = torch.autograd.grad(loss, Wt[1])[0].numpy()
    pairs = [p for p in X.a152_pairs(INST, "152") if p[1] == 0]
    assert pairs
    for _r, _t, z, lhs, *_ in pairs:
        assert math.isclose(lhs, abs(float(row[10][:, 0] @ gK[:, z])), rel_tol=1e-9, abs_tol=1e-15)


def test_a152_middle_term_direct_loop() -> None:
    """The printed sums, one sample, neuron and key pattern at a time (softmax over the tokens from the counts)."""
    row, c, ab, y, W = _first_step()
    Wq, Wk, Wv, WO = W
    M, L = A2.M, INST["L"]
    S = Wk[:, :M].T @ Wq[:, :M]
    pairs = [p for p in X.a152_pairs(INST, "152") if p[1] == 0]
    for _r, _t, z, _lhs, _mid, A, Bv in pairs:
        a_sum = b_sum = 0.0
        for n in range(len(y)):
            if c[n, 0] == 0:
                continue
            w = np.array([c[n, a] * math.exp(S[a, 0]) for a in range(M)])
            sm = w / w.sum()                                  # mass of each key pattern for a mu_1 query
            h = WO @ (Wv[:, :M] @ sm)
            for i in range(WO.shape[0]):
                if h[i] < 0:
                    continue
                coef = -y[n] * L * ab[n, 0, i]                # sum_{l in S_1^n} a_(l)i
                a_sum += coef * float(WO[i] @ Wv[:, z]) * sm[z]
                b_sum += coef * float(WO[i] @ Wv[:, 0]) * sm[0]
        assert math.isclose(A, a_sum / len(y), rel_tol=1e-9, abs_tol=1e-14)
        assert math.isclose(Bv, b_sum / len(y), rel_tol=1e-9, abs_tol=1e-14)


def test_a152_a153_ratio_bounded_on_ci_instance() -> None:
    for which in ("152", "153"):
        r = max(p[0] for p in X.a152_pairs(INST, which))
        assert 0 < r < 5, (which, r)
