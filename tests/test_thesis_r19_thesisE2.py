"""Round 19 (thesisE2) second path: (E.63) L8227 and (E.64) L8231 on the training prompts of the Chapter 6 model
trained for T of (E.62) steps at delta = 0.02, recomputed from a numpy SGD run with hand-derived gradients
(tests/test_thesis_r18_thesisE._own_run_batches) and an own forward pass on the run's own last training batches (the
prompts P^n themselves), sharing no code with the claims' measure (models/icl.train only supplies the prompts); and
the bookkeeping of thesis.ch6.eqE.67-whp (the printed eps, no hidden constant)."""

from __future__ import annotations

import math

import numpy as np

from tests.test_thesis_r18_thesisE import _A, _own_run_batches


def _own_train_F(seed: int, delta: float = 0.02, last: int = 40) -> tuple[float, float]:
    """OOD_FIRST's family (M1 = 4, M2 = 8, beta = 2, alpha = 0.8, eta = 0.9, m = 80, B = 45, l_tr = 18), trained for
    T = ceil(40 M1 sqrt(log M1) / (eta (delta beta alpha)^{2/3})) steps; the least F over the label +1 prompts and the
    largest over the label -1 prompts of the last ``last`` training batches, at W^(T) (own numpy forward pass)."""
    M1, M2, beta, alpha, eta, m = 4, 8, 2.0, 0.8, 0.9, 80
    T = math.ceil(40.0 * M1 * math.sqrt(math.log(M1)) / (eta * (delta * beta * alpha) ** (2 / 3)))
    _, _, WT, batches = _own_run_batches(M1, M2, beta, alpha, delta, eta, m, 8.0, 10.0, seed, t_max=T, stop_below=None)
    WQ, WK, WV, WO = WT
    a = _A[seed]
    fp, fm = np.inf, -np.inf
    for ctx, pq, z in batches[-last:]:
        s = np.einsum("nld,nd->nl", ctx @ WK.T, pq @ WQ.T)
        att = np.exp(s - s.max(1, keepdims=True))
        att /= att.sum(1, keepdims=True)
        F = np.maximum(np.einsum("nl,nld->nd", att, ctx) @ WV.T @ WO.T, 0.0) @ a
        fp = min(fp, float(F[z > 0].min()))
        fm = max(fm, float(F[z < 0].max()))
    return fp, fm


def test_eqE63_64_second_path() -> None:
    """thesis.ch6.eqE.63-whp / eqE.64-whp (hold): at delta = 0.02 (the delta at which (E.65)/(E.66) fail on the
    in-domain tasks), seed 5, every label +1 prompt of the last 40 training batches has F >= 1 and every label -1
    prompt F <= -1 at W^(T): the per-prompt displays hold on the training tasks."""
    fp, fm = _own_train_F(5)
    assert fp >= 1.0 and fm <= -1.0, (fp, fm)


def test_eqE67_printed_eps(monkeypatch) -> None:
    """thesis.ch6.eqE.67-whp compares each run's in-domain hinge with the printed eps = M1^{-1/2} = 0.5 (no hidden
    constant): on stub runs with hinge 0.49, 0.51, 0.2, 0.6 the failing seeds are the two above 0.5."""
    from thmcheck.checks.papers.thesis import r19_thesisE2 as mod

    runs = [{"seed": 5 + k, "hinge": h, "T": 2077, "zero": 1000, "l_tr": 18} for k, h in enumerate((0.49, 0.51, 0.2, 0.6))]
    monkeypatch.setattr(mod, "id_runs", lambda inst, n: runs)
    inst = {"M1": 4, "M2": 8, "beta": 2.0, "alpha": 0.8, "alpha_p": 0.8, "delta": 0.02, "m": 80, "seed": 5}
    m = mod._e67_measure(inst, None)
    q = m.terms
    assert q["failing seeds"] == "[6, 8]" and q["failure share"] == 0.5, q
    # round 20: the lhs is the certified level, the 3rd largest of 4 hinges (Wilson lower of 3 of 4 is 0.30 > 1/4)
    assert m.lhs == 0.49 and q["certified level: the k-th largest hinge, k"] == 3, (m.lhs, q)
    assert mod.E67.bound(4) == 0.5
