"""Second path (no thmcheck code) for thesis.ch3.lemmaB.3.6 and thesis.ch2.lemmaA.5.2: lucky neurons with a negative
output weight switch off after one SGD step of the hinge loss, at every width m.

The mechanism, by hand: F(x) = sum_i a_i relu(W_O(i,:) V) with a_i = +-1/sqrt(m) fixed and W_O rows N(0, xi^2 I); for a
class +1 sample with active hinge, the step on W_O(i,:) is +eta a_i V for an active neuron, so W_O(i,:) V moves by
eta a_i ||V||^2 = -eta/sqrt(m) when a_i < 0. A lucky neuron (W_O(i,:)^(0) V > 0) with W_O(i,:)^(0) V < eta/sqrt(m) is
then switched off, which (A.193) / (B.36) exclude for every m >~ M^2 log N.
"""

from __future__ import annotations

import numpy as np


def _switched_off(m: int, xi: float, eta: float, d: int, seed: int) -> tuple[int, int]:
    """(lucky neurons switched off after one step, lucky neurons) for one class-+1 node with value V = e_1."""
    rng = np.random.default_rng(seed)
    a = rng.choice([-1.0, 1.0], m) / np.sqrt(m)
    W = xi * rng.standard_normal((m, d))
    V = np.zeros(d)
    V[0] = 1.0
    pre = W @ V
    lucky = pre > 0
    F = float(a @ np.maximum(pre, 0.0))
    assert 1.0 - F > 0                                       # the hinge is active: the step moves W_O
    W1 = W + eta * (a * lucky)[:, None] * V[None, :]          # -grad of max(0, 1 - F) for y = +1
    return int((lucky & (W1 @ V < 0)).sum()), int(lucky.sum())


def test_lucky_neurons_with_negative_a_switch_off_at_every_width() -> None:
    ms = [128, 512, 2048, 8192]
    counts = [_switched_off(m, xi=0.01, eta=0.1, d=6, seed=7 + m)[0] for m in ms]
    assert min(counts) >= 1, counts                          # a lucky neuron switches off at every width
    ratio = [c * m for c, m in zip(counts, ms, strict=True)]  # count / (1/m): the uniform check's ratio
    assert ratio[-1] / ratio[0] > 10, ratio


def test_only_negative_output_weights_switch_off() -> None:
    rng = np.random.default_rng(3)
    m, d, xi, eta = 1024, 6, 0.01, 0.1
    a = rng.choice([-1.0, 1.0], m) / np.sqrt(m)
    W = xi * rng.standard_normal((m, d))
    pre = W[:, 0]
    W1 = W[:, 0] + eta * a * (pre > 0)
    off = (pre > 0) & (W1 < 0)
    assert off.any() and (a[off] < 0).all()
