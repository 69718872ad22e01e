"""Round 24 (helper undecidedB): thesis.ch6.eqE.134 re-encoded at (6.10)'s T (checks/papers/thesis/r17_thesisE2.py)."""

from __future__ import annotations

import math

from thmcheck.checks.papers.thesis import r17_thesisE2 as E


def test_x_at_equals_lucky_parts_x() -> None:
    """The lean X of (E.134) at (6.10)'s T equals lucky_parts' X (same probe prompts, W_n at W^(0)) at t = 0 and T."""
    import torch

    from thmcheck.checks.papers.thesis.r11_thesisE import sizes
    from thmcheck.models.icl import ICLConfig, train

    inst = {**E._E1F_T, "m": 60, "cT": 1.0}
    B, l_tr = sizes(inst)
    T = E.t610(inst)
    assert T == math.ceil(3 * math.sqrt(math.log(3)))
    cfg = ICLConfig(M1=3, M2=4, dy=2, beta=1.0, K=0.5, alpha=1.0, l_tr=l_tr, m=60, delta=0.2, eta=1.0, B=B, T=T,
                    seed=342)
    names = ("WQ", "WK", "WV", "WO")
    snaps: dict = {}
    model, _ = train(cfg, t_max=T, step_hook=lambda t, mo, b: snaps.setdefault(
        t, {k: getattr(mo, k).detach().clone() for k in names}) if t == 0 else None)
    snaps[T] = {k: getattr(model, k).detach().clone() for k in names}
    run = {"cfg": cfg, "w0": snaps[0], "a": model.a.detach().clone(), "l_tr": l_tr}
    X, _ = E._x_at(run, snaps)
    for t in (0, T):
        P = E.lucky_parts({**run, "wT": snaps[t]}, True)
        assert math.isclose(X[t], float(P["X"].abs().median()), rel_tol=1e-12)
    assert not torch.equal(snaps[0]["WO"], snaps[T]["WO"])


def test_ratio_at_610_T_stays_at_its_t0_value_along_m() -> None:
    """At (6.10)'s T (c_T = 16: 51 steps) the ratio median |X_n| / (beta xi) is 0.045 .. 0.072 from m = 50 to 1000."""
    r = {m: E._e134_610_measure(E._move_m610({}, m), None) for m in (50, 1000)}
    for m, meas in r.items():
        ratio = meas.lhs * math.sqrt(m)
        assert 0.03 < ratio < 0.1, (m, ratio)
        assert meas.terms["T of (6.10)"] == 51


# ---------------------------------------------------------------- thesis.ch7.prop3-inf-C


def test_constant_met_is_one_at_eps_min() -> None:
    """r21_ch7.constant_met inverts eps_min: at eps = eps_min(T, B) (constant 1) the constant met is 1; below it
    less, and it is linear in T and B where they bind."""
    from thmcheck.checks.papers.thesis import r21_ch7 as R

    for T, B in ((1600, 400), (3200, 3120), (8000, 560)):
        e = R.eps_min(T, B)
        assert math.isclose(R.constant_met(T, B, e), 1.0, rel_tol=1e-6), (T, B)
        assert R.constant_met(T, B, 0.9 * e) < 1.0
        assert math.isclose(R.constant_met(2 * T, 10**15, 0.3), 2 * R.constant_met(T, 10**15, 0.3))
