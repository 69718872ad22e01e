"""Round 29 (helper undecB): the potentials and undecided rescues settled this round (docs/undecided_r29_potentials.md).

- thesis.ch4.lemmaC.6.2.corrected: R_3's E phi''' by parts (models/tensor_init.gaussian_phi_deriv_means) against mpmath at a wide
  Gaussian, where the direct quadrature cancels;
- thesis.ch6.eqE.125: the reading 'summand softmax_r and gamma_{t,n}' from the logits at 60 digits is an identity;
- thesis.ch4.eqC.239: the reading's eps path reaches its plateau (no counterexample);
- thesis.ch6.eqE.91: the reading's longer t path (dev) is capped at the recorded run's end under ci.
"""

from __future__ import annotations

import mpmath
import numpy as np
import pytest


def _own_ephi3(m: float, s: float) -> float:
    """E[sigmoid'''(Z)], Z ~ N(m, s^2), at 30 digits by parts: int sigmoid'(z) p''(z) dz (own mpmath code)."""
    with mpmath.workdps(30):
        def f(u: mpmath.mpf) -> mpmath.mpf:
            e = mpmath.exp(-abs(u))
            p = mpmath.npdf(u, m, s)
            return e / (1 + e) ** 2 * p * (((u - m) / s) ** 2 - 1) / s**2

        return float(mpmath.quad(f, [-80, -10, 0, 10, 80]))


def test_ephi3_by_parts_matches_mpmath_where_the_direct_quadrature_cancels() -> None:
    from thmcheck.models import tensor_init as TI

    # the round-28 direct quadrature was ~39 % off at s = 5.9e7 (what made the corrected claim's path potential);
    # round 29 (discC) moved the integration by parts into the shared function
    for m, s in ((0.8, 4.7), (0.8, 5.9e7)):
        ref = _own_ephi3(m, s)
        assert abs(TI.gaussian_phi_deriv_means(m, s)[2] / ref - 1) < 1e-9


@pytest.mark.slow  # imports the paper's claim modules (~4 CPU-s)
def test_c62_corrected_sigma_path_levels_off() -> None:
    """The corrected (C.235)'s ratio along sigma -> inf from round 28's path start: flat to sigma_max = 1e7."""
    from thmcheck.bounds.thesis import ch4 as B
    from thmcheck.checks.papers.thesis import appC_group_imbalance as A
    from thmcheck.checks.profiles import _ACTIVE

    inst = {"d": 2, "K": 1, "L": 2, "sym": True, "kind": "orthonormal", "seed": 534, "gmm_rare": False,
            "rare_eps": 0.0, "n": 50, "reps": 4, "Wstar": np.array([[-4.5456928], [-3.6852777]]),
            "mus": np.array([[0.25950071, -0.10101078], [-0.25950071, 0.10101078]]),
            "s2": np.array([[0.42589042, 1.0], [0.42589042, 1.0]]), "lam": np.array([0.5, 0.5])}
    tok = _ACTIVE.set("ci")
    try:
        ratios = []
        for t in (1e3, 1e5, 1e7):
            ms = A._c62_measure(A._move_sigma(inst, t), None)
            ratios.append(ms.lhs / B.lemma_c6_2_corrected(**ms.quantities))
    finally:
        _ACTIVE.reset(tok)
    assert max(ratios) / min(ratios) < 1.01, ratios


@pytest.mark.slow  # imports the paper's claim modules (~4 CPU-s)
def test_e125_own_prompt_reading_is_an_identity_from_the_logits() -> None:
    from thmcheck.checks.papers.thesis import r6_thesisEF as R

    claim = R.E125
    reading = next(r for r in claim.readings if r.name == "summand softmax_r and gamma_{t,n}")
    strat = claim.strategy() if callable(claim.strategy) else claim.strategy
    from hypothesis import HealthCheck, given, settings

    seen = []

    @settings(max_examples=4, deadline=None, database=None, derandomize=True,
              suppress_health_check=list(HealthCheck))
    @given(strat)
    def check(inst: dict) -> None:
        ms = reading.measure(inst, None)
        assert ms.lhs == reading.bound(**ms.quantities)
        assert ms.terms["|lhs - gamma_tn| at 60 digits"] < 1e-50
        seen.append(ms.lhs)

    check()
    assert seen


@pytest.mark.slow  # imports the paper's claim modules (~4 CPU-s)
def test_c239_reading_eps_path_reaches_the_plateau() -> None:
    from thmcheck.checks.papers.thesis import r11_thesisC as R

    claim = next(c for c in R.CLAIMS if c.id == "thesis.ch4.eqC.239")
    (reading,) = claim.readings
    eps_dir = next(d for d in reading.directions if d.param == "eps")
    assert min(eps_dir.points) <= 1e-12
    lit = next(d for d in claim.directions if d.param == "eps")
    assert min(lit.points) == 1e-6  # the literal keeps its path


@pytest.mark.slow  # imports the paper's claim modules (~4 CPU-s)
def test_e91_reading_path_capped_under_ci() -> None:
    from thmcheck.checks.papers.thesis import r9_thesisE as E9
    from thmcheck.checks.profiles import _ACTIVE

    tok = _ACTIVE.set("ci")
    try:
        assert E9._move_t_long({"t": 0}, 480)["t"] == 60
    finally:
        _ACTIVE.reset(tok)
    tok = _ACTIVE.set("dev")
    try:
        assert E9._move_t_long({"t": 0}, 480)["t"] == 480
    finally:
        _ACTIVE.reset(tok)


@pytest.mark.slow  # imports the paper's claim modules (~4 CPU-s)
def test_e91_long_run_extends_the_recorded_run() -> None:
    """The continued SGD run's first 61 iterates are e92_wq's exactly (same generator and draws)."""
    from thmcheck.checks.papers.thesis import r9_thesisE as E9

    base = {"M1": 2, "M2": 1, "seed": 3, "beta": 1.0}
    short = E9.e92_wq(2, 1, 3, 1.0)
    assert E9._e91_wq_long({**base, "t": 61}).shape == short[60].shape
    long = E9._E91_LONG_CACHE[(2, 1, 3, 1.0)]
    assert len(long) == E9._E91_T_LONG + 1
    assert all(np.array_equal(a, b) for a, b in zip(long[:61], short, strict=True))
