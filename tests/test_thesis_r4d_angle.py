"""Second path (numpy sampling of Gaussian directions with a fixed generator; no thmcheck code) for the premise
'E[theta_{l,n}^i] = 0' in the proof of Lemma A.5.2 (thesis seed 003, L3560): the mean angle is pi/2."""

from __future__ import annotations

import math

import numpy as np


def test_mean_angle_of_uniform_direction_is_pi_over_2() -> None:
    rng = np.random.default_rng(20261128)
    for ma in (2, 3, 10):
        w = rng.standard_normal((200_000, ma))
        v = np.zeros(ma)
        v[0] = 1.0
        theta = np.arccos(np.clip(w @ v / np.linalg.norm(w, axis=1), -1.0, 1.0))
        assert abs(theta.mean() - math.pi / 2) < 0.01          # E[theta] = pi/2, not 0
        lucky = theta[theta < math.pi / 2]
        assert lucky.mean() > 0.7                                # the lucky half: pi/4 (m_a=2), 1 (m_a=3), ~1.3
