"""Round 22 (helper mhgdA2): mhgd.cor3-size / -K (numpy GD port of mhgd.cor3's measurement) against mhgd.cor3's
autograd measurement on fixed instances, and mhgd.prop7-size's wide crossing (duplicated samples, T = d = 6)."""

from __future__ import annotations

import math

import pytest

from thmcheck.bounds.mhgd import sec4_gd as BG
from thmcheck.checks.papers.mhgd import r22_mhgdA2 as R
from thmcheck.checks.papers.mhgd.sec4_appB_training import _cor3_measure as torch_cor3


def _inst(**kw: object) -> dict:
    base = {"n": 3, "T": 2, "d": 2, "G": 4, "K": 4, "init": "antisym", "init_scale": 1.0, "dup": False,
            "x_norm": 1.0, "bphi": 1.0, "b2f": 1.0, "h_factor": 1.0, "eta_frac": 1.0, "item": 1, "seed": 7}
    base.update(kw)
    return base


@pytest.mark.parametrize("kw", [{}, {"item": 2}, {"dup": True, "K": 6, "eta_frac": 0.3}, {"init": "zero", "item": 2},
                                {"bphi": 2.5, "b2f": 1.7, "n": 2, "T": 1, "d": 1}])
def test_cor3_numpy_matches_autograd(kw: dict) -> None:
    inst = _inst(**kw)
    a = R._cor3_measure(inst, None)
    b = torch_cor3(inst, None)
    assert a.quantities == pytest.approx(b.quantities, rel=1e-12)
    if b.terms["gamma"] > 0:
        assert a.lhs == pytest.approx(b.lhs, rel=1e-9, abs=1e-14)
        assert a.terms["H81_slack"] == pytest.approx(b.terms["H81_slack"], rel=1e-9)


def test_prop7_size_crossing_at_wide_duplicated_instance() -> None:
    claim = next(c for c in R.CLAIMS if c.id == "mhgd.prop7-size")
    inst = {"n": 24, "T": 6, "d": 6, "G": 4, "init": "antisym", "init_scale": 1.0, "dup": True, "x_norm": 1.0,
            "bphi": 1.0, "b2f": 1.0, "eps": 1e-12, "h_factor": 1.0, "item": 1, "seed": 1}
    m = claim.measure(inst, None)
    g0 = BG.assump2(1e-12, 1.0, m.terms["gamma"])
    assert m.lhs > 1.3 * g0  # printed g0 fails (certified lower bound of the least radius)
    assert m.lhs < math.sqrt(2) * g0  # the correction sqrt(2) g0 holds
    assert m.terms["L_witness_sqrt2_g0"] <= 1e-12


@pytest.mark.parametrize("kw", [{}, {"dup": True, "K": 6, "eta_frac": 0.3}, {"bphi": 2.0, "b2f": 1.5, "T": 1}])
def test_sqrt2_cor5_numpy_matches_autograd(kw: dict) -> None:
    from thmcheck.checks.papers.mhgd.sec4_3_appC3_realizability import _cor5_measure

    inst = _inst(**kw)
    a = R._cor_measure_c("cor5", math.sqrt(2))(inst, None)
    b = _cor5_measure(inst, None, c=math.sqrt(2))
    assert a.quantities["g0K"] == pytest.approx(b.quantities["g0K"], rel=1e-12)
    assert a.quantities["eta"] == pytest.approx(b.quantities["eta"], rel=1e-12)
    assert a.lhs == pytest.approx(b.lhs, rel=1e-9, abs=1e-14)
