"""Second path for thesis round 17 (thesisE1b): (E.70) L8261 on E79_FIRST (M1 = 4, M2 = 8, beta = 2, alpha = 0.8,
delta = 0.015, eta = 0.9, m = 80, B = ceil(8 M1 log M1) = 45, l_tr = 18, K = 1/2, seed 5), the scores recomputed from
the numpy SGD of tests/test_thesis_r15_thesisE (hand-derived gradients from the run's W^(0) over its prompts)."""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np

from tests.test_thesis_r16_thesisE1 import _own_run


@lru_cache(maxsize=1)
def _e79_first() -> tuple:
    return _own_run(M1=4, M2=8, beta=2.0, alpha=0.8, delta=0.015, eta=0.9, m=80, cB=8.0, cl=10.0, seed=5)


def test_eqE70_second_path() -> None:
    """(E.70): for the query mu_1 + kappa' nu' with label -1 (task (mu_4, mu_1)), every same-pattern context (mu_1 +
    kappa nu; -q) scores negatively while some different-pattern context (mu_2, mu_3 with either label, mu_4 with +q)
    scores positively, so lhs > 0 > (1/M1 + 1/M2) S: with the training tokens (nu = nu_k, kappa = +-1/2) and with the
    out-of-domain tokens (nu' = nu_1 or the uniform unit combination, kappa' = +-1)."""
    cfg, W0, WT = _e79_first()
    M1, M2, dx, b, K = cfg.M1, cfg.M2, cfg.dx, cfg.beta, cfg.K
    WQ, WK = WT[0], WT[1]

    def tok(j: int, g: np.ndarray, kap: float, y: float) -> np.ndarray:
        p = np.zeros(dx + cfg.dy)
        p[j], p[dx] = b, y
        p[M1:dx] = kap * b * g
        return p

    for nus, kaps in (([np.eye(M2)[k] for k in range(M2)], (-K, K)),
                      ([np.eye(M2)[0], np.full(M2, M2**-0.5)], (-1.0, 1.0))):
        q = WQ @ tok(0, nus[0], kaps[0], 0.0)
        same = [(WK @ tok(0, g, kap, -1.0)) @ q for g in nus for kap in kaps]
        diff = ([(WK @ tok(a, g, kap, y)) @ q for a in (1, 2) for y in (-1.0, 1.0) for g in nus for kap in kaps]
                + [(WK @ tok(3, g, kap, 1.0)) @ q for g in nus for kap in kaps])
        rhs = (1 / M1 + 1 / M2) * max(same)
        assert max(same) < -0.5 and max(diff) > 1.0 and max(diff) > rhs, (max(same), max(diff))


def test_eqE53_eqE69_second_path() -> None:
    """(E.53): the query mu_2 - 0.5 nu_5 with label +1 (task (mu_2, mu_3)): every same-pattern context (mu_2 + kappa
    nu_k; +q), kappa = +-1/2, scores below 0 < delta^2 (the printed side's least value); (E.69): with the out-of-domain
    contexts (mu_2 + kappa' nu', nu' = nu_1 or the uniform unit combination, kappa' = +-1; +q) every score is below 0 <
    log M1."""
    cfg, W0, WT = _e79_first()
    M1, M2, dx, b, K = cfg.M1, cfg.M2, cfg.dx, cfg.beta, cfg.K
    WQ, WK = WT[0], WT[1]

    def tok(j: int, g: np.ndarray, kap: float, y: float) -> np.ndarray:
        p = np.zeros(dx + cfg.dy)
        p[j], p[dx] = b, y
        p[M1:dx] = kap * b * g
        return p

    q = WQ @ tok(1, np.eye(M2)[4], -K, 0.0)
    same = [(WK @ tok(1, np.eye(M2)[k], kap, 1.0)) @ q for k in range(M2) for kap in (-K, K)]
    assert max(same) < 0.0 < 0.015**2, same
    ood = [(WK @ tok(1, g, kap, 1.0)) @ q for g in (np.eye(M2)[0], np.full(M2, M2**-0.5)) for kap in (-1.0, 1.0)]
    assert max(ood) < 0.0 < math.log(M1), ood
