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


def _hinge_grad_wo(w: np.ndarray, a_i: float, V: np.ndarray, z: float, F: float) -> np.ndarray:
    """d max(0, 1 - z F)/d w for F = sum_i a_i relu(w_i . V) (the neuron's own term), written out by hand."""
    active = (z * F < 1) and (w @ V > 0)
    return -z * a_i * V if active else np.zeros_like(V)


def test_eqE24_gradient_component_negative_on_a_lucky_neuron() -> None:
    """(E.24) L8061 as printed (a sum of GRADIENTS): one neuron, a_i = 1/m > 0, m = 9, w = O_i^(0) = (1, 0; 1) (d_x = 2,
    d_y = 1), one prompt with z = +1 and attention output V = (beta, 0; 1) (a context of pattern mu_1 = beta e_1 with
    label q): both blocks of w . V positive, so i is in W (E.31); F = a_i relu(w . V) = (beta + 1)/9 < 1, the hinge is
    active and eta dl/dw (mu_1; q) = -eta a_i (beta^2 + 1) < 0, at every t0 on a batch of such prompts while the hinge
    stays active: below the positive right side delta (beta^2 + 1) alpha eta t0/(2a) for any constant."""
    beta, m, eta = 1.5, 9, 0.3
    w = np.array([1.0, 0.0, 1.0])
    V = np.array([beta, 0.0, 1.0])
    a_i = 1.0 / m
    assert w[:2] @ V[:2] > 0 and w[2:] @ V[2:] > 0
    F = a_i * max(w @ V, 0.0)
    g = _hinge_grad_wo(w, a_i, V, 1.0, F)
    lhs = eta * g @ np.array([beta, 0.0, 1.0])
    assert lhs == -eta * a_i * (beta**2 + 1) < 0


def test_eqE26_gradient_component_not_positive_on_a_neuron_of_U() -> None:
    """(E.26) L8067 as printed: a neuron of U (E.32): a_i = -1/m, w = (1, 0; 1), one prompt with z = +1 and attention
    output V = (beta, 0; 1) (both blocks of w . V positive: i in U); F = a_i relu(w . V) < 0 < 1, the hinge is active,
    the gradient is -z a_i V = V/m and eta dl/dw (mu_1; -q) = eta (beta^2 - 1)/m, which is <= 0 at beta = 1 (the
    printed lower end of Theta(1) >= beta >= 1): not above the positive right side for any constant."""
    beta, m, eta = 1.0, 9, 0.3
    w = np.array([1.0, 0.0, 1.0])
    V = np.array([beta, 0.0, 1.0])
    a_i = -1.0 / m
    assert w[:2] @ V[:2] > 0 and w[2:] @ V[2:] > 0
    F = a_i * max(w @ V, 0.0)
    g = _hinge_grad_wo(w, a_i, V, 1.0, F)
    lhs = eta * g @ np.array([beta, 0.0, -1.0])
    assert abs(lhs - eta * (beta**2 - 1) / m) < 1e-15 and lhs <= 0


def test_eqE25_zero_batch_average_at_beta_one() -> None:
    """(E.25) L8065: the same neuron of U and prompts as the (E.26) test (beta = 1): every prompt of pattern mu_1 with
    label +1 gives eta dl/dw (mu_1; -q) = eta (beta^2 - 1)/m = 0, so the batch average is 0, while the printed right side
    delta (beta^2 + 1) (alpha eta/(2a)) (1 + eta^2 m/a^2)^{t0} is positive (delta = 0.1, alpha = 0.5, a = m = 9, t0 = 1)."""
    beta, m, eta, delta, alpha, t0 = 1.0, 9, 0.3, 0.1, 0.5, 1
    w = np.array([1.0, 0.0, 1.0])
    vals = []
    for scale in (1.0, 2.0, 0.5):  # three prompts of the batch, attention outputs of different sizes
        V = scale * np.array([beta, 0.0, 1.0])
        a_i = -1.0 / m
        g = _hinge_grad_wo(w, a_i, V, 1.0, a_i * max(w @ V, 0.0))
        vals.append(eta * g @ np.array([beta, 0.0, -1.0]))
    rhs = delta * (beta**2 + 1) * alpha * eta / (2 * m) * (1 + eta**2 * m / m**2) ** t0
    assert np.mean(vals) == 0.0 and rhs > 1e-3
