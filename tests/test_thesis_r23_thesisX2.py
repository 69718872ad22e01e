"""Checks for checks/papers/thesis/r23_thesisX2.py (round 23, helper thesisX2): the (A.12) N path recomputed with
scipy's binomial law (no repository code for the tail), and the Chapter 3 m path's move."""

from __future__ import annotations

import math

import numpy as np
from scipy import stats


def _own_log_tail(N: int, p: float, frac: float) -> float:
    """ln P(|sum (B_i - p)| >= frac N max(p, 1-p)), B_i ~ Bernoulli(p) i.i.d.: scipy.stats.binom.logpmf over the
    outcomes k with |k - N p| >= the deviation, summed by scipy's logsumexp (logsf underflows in the far tail)."""
    from scipy.special import logsumexp

    dev = frac * N * max(p, 1 - p)
    k = np.arange(N + 1)
    sel = np.abs(k - N * p) >= dev * (1 - 1e-12)
    return float(logsumexp(stats.binom.logpmf(k[sel], N, p))) if sel.any() else -math.inf


def test_a26_large_deviation_exponent_linear_in_N_own_binomial() -> None:
    """Along N at a fixed fraction of the support's max, ln(e/P) / N converges (to the Chernoff rate), so 1/ln(e/P)
    times N (the inverse of the shape's t^2 / (K^2 ||a||^2) up to N-free factors) levels off: no growth in N."""
    for p, frac in ((0.01, 0.3), (0.5, 0.2), (1e-3, 0.05)):
        r = [(1.0 - _own_log_tail(N, p, frac)) / N for N in (10**4, 10**5, 4 * 10**5)]
        assert all(x > 0 for x in r), (p, frac, r)
        assert max(r) / min(r) < 1.2, (p, frac, r)


def test_a26_claim_measure_matches_own_binomial() -> None:
    """The claim's measure (the base claim's vectorised log-pmf sum) agrees with scipy's binomial tail at N = 10^5."""
    from thmcheck.checks.papers.thesis import r23_thesisX2 as X

    inst = {"family": "bern_eq", "s": 2.0, "w": 0.5, "N": 1000, "p": 0.01, "t": 0.0}
    inst["t"] = 0.3 * X._a26N_tmax(inst)
    new = X._a26_move_N(inst, 1e5)
    ms = X._a26N_measure(new, None)
    own = 1.0 / (1.0 - _own_log_tail(100000, 0.01, 0.3))
    assert abs(ms.lhs / own - 1) < 1e-6, (ms.lhs, own)


def test_m_move_keeps_the_network_parameters_and_the_width_hypothesis() -> None:
    """The m path sets m (capped at M_CAP), keeps seed, B, t, eta, and keeps m >= M^2 ln N on the copies."""
    from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B
    from thmcheck.checks.papers.thesis import r23_thesisX2 as X

    inst = {"seed": 3, "m": 512, "B": 200, "t": 20, "eta": 0.1}
    for x in (512.0, 4096.0, 10.0 ** 7):
        new = X._move_m(inst, x)
        assert {k: new[k] for k in ("seed", "B", "t", "eta")} == {k: inst[k] for k in ("seed", "B", "t", "eta")}
        assert new["m"] == max(min(int(x), X.M_CAP), R16B.gt80_m_req(200, 20))
        assert R16B.gt80_terms(new)["m_minus_M2lnN"] >= 0
