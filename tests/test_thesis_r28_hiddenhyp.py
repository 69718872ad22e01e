"""Round 28 (hiddenhyp): second path for thesis.ch3.eqB.73 along its hypotheses' constant c.

(B.70) sqrt(log N/N) + sigma <= Theta(gamma_d^2), (B.71) |L| >= Omega((1 + delta_zm^2) log N/(gamma_d^2 - sigma)^2),
L4197's eta T >= Theta(1) and B >= Omega(log N) carry unspecified constants. Here every one is met at a constant c
(gamma_d^2/c in (B.70), c in the others) and the printed member inside (B.73)'s |.| is still >= 1 (the printed eps_* < 1
fails) with probability > 1/2, exactly (the Binomial law of the one-pass sum at |S^{n,T}| = 1), for c = 1, 10, 100.
Own formulas only: nothing from bounds/ or models/ or the claim's module.
"""
from __future__ import annotations

import math

import pytest
from scipy.stats import binom


def _instance(c: float) -> dict:
    eta, g, dl, eps0_start, kappa, dzm = 4.8e-6, 0.05, 0.2, 0.1, 0.5, 1.0

    def T_of(eps0: float) -> int:  # (B.72)
        return math.ceil(eta ** -0.5 / (math.sqrt(1 - 2 * eps0) * math.sqrt(1 - dl) * g * g))

    T_target = math.ceil(c * max(T_of(eps0_start), c / eta))
    x = eta ** -0.5 / (math.sqrt(1 - dl) * g * g * T_target)
    eps0 = 0.5 * (1 - x * x)
    T = T_of(eps0)
    N = 10**7
    for _ in range(100):
        B = math.ceil(max(1.0, c) * math.log(N))
        N_new = max(N, B * T, math.ceil(c * c * (1 + dzm * dzm) / g**4 * math.log(N)))
        if N_new == N:
            break
        N = N_new
    B = math.ceil(max(1.0, c) * math.log(N))
    K = math.floor(kappa * g * N / 2)
    return {"eta": eta, "g": g, "eps0": eps0, "T": T, "B": B, "N": N, "K": K, "dzm": dzm}


@pytest.mark.parametrize("c", [1.0, 10.0, 100.0])
def test_b73_crossing_at_every_hypothesis_constant(c: float) -> None:
    i = _instance(c)
    T, B, N, g = i["T"], i["B"], i["N"], i["g"]
    # every hypothesis at constant c (sigma = 0)
    assert 0 < i["eps0"] < 0.5
    assert math.sqrt(math.log(N) / N) <= g * g / c                     # (B.70)
    assert N >= c * (1 + i["dzm"] ** 2) * math.log(N) / g**4           # (B.71)
    assert i["eta"] * T >= c                                           # L4197
    assert B >= c * math.log(N)                                        # B >= Omega(log N)
    assert N >= B * T                                                  # |L| >= B T, one pass
    # the member inside |.|: (S - n p)/B, S ~ Binomial(n = T B, p = K/N) (|S^{n,T}| = 1, one pass)
    n, p = T * B, i["K"] / N
    mean = n * p
    pr_small = binom.cdf(math.floor(mean + B - 1e-9), n, p) - binom.cdf(math.ceil(mean - B + 1e-9) - 1, n, p)
    # P(|dev| >= 1) > 1/2: the median of |dev| is >= 1 > eps_*
    assert 1.0 - pr_small > 0.5
    # the spread grows with c (sqrt(T p (1 - p)/B)), so the crossing does not fade along the path
    assert math.sqrt(n * p * (1 - p)) / B > 1.0 + math.log10(c)
