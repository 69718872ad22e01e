"""Round 19 (thesisE3): thesis.ch7.theorem4-exact, Theorem 4's 'CoT error = 0' exactly along l_ts = c * 150."""

from __future__ import annotations

from thmcheck.checks.papers.thesis import r19_thesisE3 as mod


def test_verdict_is_the_path_tail(monkeypatch) -> None:
    """The lhs is the largest error at c in {8, 16}; errors at c = 1..4 only show in the terms; exact 0 is the
    bound (no tolerance: 1 wrong step of 60 crosses)."""
    errs = {150: 0.5, 300: 0.1, 600: 0.0, 1200: 0.0, 2400: 1 / 60}

    def fake(inst, ctx, cs, l_ts):  # noqa: ANN001, ANN202
        return {"cot_err": errs[l_ts], "eta_train": 0.9, "span_residual (7.19)": 0.0, "cond": False}

    monkeypatch.setattr(mod, "_cot_sep", fake)
    m = mod._measure({"eval_seed": 1, "nq": 20, "pc": 0.7, "noise": 0.0}, None)
    assert m.lhs == 1 / 60 and m.lhs > mod.exact_zero()
    assert m.terms["wrong steps at c = 1"] == 30 and m.terms["wrong steps at c = 16"] == 1
    errs[2400] = 0.0
    assert mod._measure({"eval_seed": 1, "nq": 20, "pc": 0.7, "noise": 0.0}, None).lhs == 0.0


def test_seed_5799_path() -> None:
    """The probe of the task on the shared trained model: at seed 5799 (p_c = 0.7, noise 0.2, 20 prompts) the error
    is 2/60 at c = 1 (l_ts = 150) and exactly 0 at every c >= 2."""
    m = mod._measure({"eval_seed": 5799, "nq": 20, "pc": 0.7, "noise": 0.2}, None)
    assert m.terms["wrong steps at c = 1"] == 2, m.terms
    assert all(m.terms[f"wrong steps at c = {c}"] == 0 for c in (2, 4, 8, 16)), m.terms
    assert m.lhs == 0.0
