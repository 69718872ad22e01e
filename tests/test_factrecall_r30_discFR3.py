"""Second path for factrecall.display.lemma14-moment-step.sphere (L1715 on the sphere): the closed form of
E|x_1|^q for x ~ Unif(S^{d-1}) and a Monte Carlo cross-check, nothing from bounds/ or models/."""

from __future__ import annotations

import math

import numpy as np
from scipy.special import gammaln


def _abs_moment_x1(d: int, q: float) -> float:
    """E|x_1|^q = Gamma(d/2) Gamma((q + 1)/2) / (sqrt(pi) Gamma((d + q)/2))."""
    return math.exp(gammaln(d / 2) + gammaln((q + 1) / 2) - 0.5 * math.log(math.pi) - gammaln((d + q) / 2))


def test_sphere_coordinate_small_q_exceeds_q_half() -> None:
    """p = 1, f = x_1 (E f = 0, Var f = 1/d), delta = 0.95: q = 2 log(1/0.95) = 0.1026 and the ratio
    E[|x_1|^q]^{1/q} / Var^{1/2} exceeds the printed q^{1/2} for d = 2, 3, 10."""
    q = 2 * math.log(1 / 0.95)
    for d, expected in ((2, 0.73), (3, 0.66), (10, 0.58)):
        ratio = _abs_moment_x1(d, q) ** (1 / q) * math.sqrt(d)
        assert ratio > expected > q ** 0.5
    # the closed form agrees with Monte Carlo at d = 3, q = 0.5
    rng = np.random.default_rng(0)
    x = rng.standard_normal((200_000, 3))
    x1 = x[:, 0] / np.linalg.norm(x, axis=1)
    assert abs(np.mean(np.abs(x1) ** 0.5) - _abs_moment_x1(3, 0.5)) < 5e-3


def test_sphere_coordinate_large_q_below_q_half() -> None:
    """For q >= 1 the printed q^{1/2} holds for f = x_1 (the crossing is only q < 1)."""
    for d in (2, 3, 10, 64):
        for q in (1.0, 2.0, 5.0, 20.0, 50.0):
            assert _abs_moment_x1(d, q) ** (1 / q) * math.sqrt(d) <= q ** 0.5 + 1e-12


def test_lemma8_identity_learner_gap() -> None:
    """Lemma 8 (L1504) with f^ = (A_1, ..., A_R): sum_r I(A_r; f^) - I(A; f^) = R log C(V, D) - log prod_i C(V - iD, D)
    (closed form), below 2R^2D^2/|V| and at least R(R - 1)D^2/(2|V|) (the planted mutant's order)."""
    for R, D, V in ((2, 1, 4), (3, 1, 6), (2, 2, 8), (3, 2, 14)):
        gap = R * math.log(math.comb(V, D)) - sum(math.log(math.comb(V - i * D, D)) for i in range(R))
        assert R * (R - 1) * D * D / (2 * V) <= gap <= 2 * R * R * D * D / V
