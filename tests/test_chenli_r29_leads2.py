"""Second path of chenli.display.lemma11.7-projection-norm (round 29, helper leads2): own numpy solve of Lemma 11.5's
system (146) with Boolean even h (no relaxation over h), importing nothing from bounds/ or models/."""

from __future__ import annotations

import math

import numpy as np


def _max_projection_norm(d: int, M: int, c: float, h: np.ndarray) -> float:
    dM = d * M
    rho = c * math.log(dM)
    taus = rho * np.arange(-dM, dM + 2, dtype=float)
    rows = []
    for ell in range(-dM, dM + 1):
        x = taus - rho * ell  # rho (i - l)
        rows.append(x * np.tanh(x / 2))  # phi(z) = z tanh(z / 2)
    rows.append(np.ones(2 * dM + 2))
    lam = np.linalg.solve(np.array(rows), np.concatenate([h / 2, [0.0]]))
    nu2 = (rho * M) ** 2 * d  # w = M (1, ..., 1)
    return float(np.max(np.abs(lam) * np.sqrt(taus**2 + nu2)))


def test_lemma11_7_projection_norm() -> None:
    rng = np.random.default_rng(7)
    ratios = []
    for d in (16, 64, 256):
        best = 0.0
        for _ in range(4):
            half = rng.choice([-1.0, 1.0], d + 1)  # h(l) for l = 0..dM (M = 1), even: h(-l) = h(l)
            h = np.concatenate([half[:0:-1], half])
            best = max(best, _max_projection_norm(d, 1, 1.0, h))
        ratios.append(best / (d**1.5 * math.log(d)))
        assert best <= 2.0 * d  # order d M, not d^{3/2} M log(dM)
    assert ratios[0] > 5 * ratios[-1]  # the lower side of the printed Theta fails: the ratio falls
    assert ratios[-1] < 0.02  # 0.0115 at d = 256 (0.0045 at d = 1024 in the evidence)
