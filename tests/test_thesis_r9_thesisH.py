"""Round 9 (thesisH): the tied-scaling path of the Chapter 6 ICL model (groundwork for uniform checks).

- ``scaled_cfg`` is the shared model's configuration at M1 = 6 and grows m, B, l_tr, T with M1 as (6.9)-(6.10) print
  them (M2 = 4 M1), and refuses M1 past the CPU cap;
- ``prune_measure`` on the smallest path point returns the pruned hinge with the unpruned one as eps and the checkable
  hypotheses as terms.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from thmcheck.checks.claim import Ctx, SolverFailure
from thmcheck.checks.papers.thesis.r9_thesisH import M1_CAP, m1_move, prune_measure, scaled_cfg
from thmcheck.models import icl as ICL


@given(seed=st.integers(0, 3))
@settings(max_examples=4, deadline=None)
def test_scaled_cfg_at_the_shared_point_is_the_shared_model(seed: int) -> None:
    assert scaled_cfg(6, seed) == ICL.ICLConfig(seed=seed)


@given(a=st.integers(2, M1_CAP), b=st.integers(2, M1_CAP))
@settings(max_examples=30, deadline=None)
def test_scaled_cfg_grows_as_printed(a: int, b: int) -> None:
    lo, hi = sorted((a, b))
    c0, c1 = scaled_cfg(lo, 0), scaled_cfg(hi, 0)
    assert c1.M2 == 4 * hi and c0.M2 == 4 * lo
    for f in ("m", "B", "l_tr", "T"):
        assert getattr(c1, f) >= getattr(c0, f)
    if hi >= 8:  # past the floors the width follows M1^2 log M1 (a second path: the ratio at two points)
        want = (hi / 6) ** 2 * math.log(hi) / math.log(6) * 200
        assert abs(c1.m - want) <= 0.5


def test_scaled_cfg_cap_and_move() -> None:
    with pytest.raises(SolverFailure):
        scaled_cfg(M1_CAP + 1, 0)
    assert m1_move({"M1": 3, "n": 500}, 7.6) == {"M1": 8, "n": 500}
    assert m1_move({"M1": 3}, 1.0)["M1"] == 2


def test_prune_measure_smallest_point() -> None:
    m = prune_measure({"M1": 2, "train_seed": 0, "eval_seed": 1, "n": 200}, Ctx("float64", "cpu"))
    assert m.lhs >= 0 and m.quantities["M2"] == 8 and m.quantities["eps_id"] >= 0
    assert m.terms["Condition 6.3.2 slack"] == 0.0 and m.terms["eta_train"] <= 1


@given(seed=st.integers(0, 2**31), tau=st.floats(0.01, 0.6))
@settings(max_examples=10, deadline=None)
def test_remark2_token_noise_level_is_the_added_norm(seed: int, tau: float) -> None:
    """Remark 2's measured tau (2.5): with no Gaussian token noise (c0 = 0) and noise of norm exactly tau on some
    tokens (< kappa/2 = sqrt(2)/2 from every pattern), min_j ||x - mu_j|| is tau on those tokens and 0 elsewhere."""
    import torch

    from thmcheck.checks.papers.thesis.ch2_training_grids import _r2_hypotheses
    from thmcheck.models import vit as VIT

    g = torch.Generator().manual_seed(seed)
    X, _, _ = VIT.make_data(4, 10, 0.4, 0.1, 8, 5, 0.0, g)
    Xn, nz = VIT.bounded_noise(X, 0.5, tau, g)
    p = VIT.init_params(8, 16, 10, 0.2, 0.2, 0.01, g, normalize=True)
    h = _r2_hypotheses(Xn, X, p, {"d": 8, "M": 5})
    want = float(nz.max())  # tau if any token was hit, else 0
    assert abs(h["tau"] - want) <= 1e-6 * want  # models.vit.bounded_noise adds float32(tau)
    assert h["sigma"] >= 0 and 0 <= h["delta"]
