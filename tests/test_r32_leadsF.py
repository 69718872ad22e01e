"""Round 32 (helper leadsF): round 31's measurement defects, redone (each test fails before its fix)."""

from __future__ import annotations

import math

import pytest

from thmcheck.checks.claim import Ctx


def _claim(module, cid: str):
    return next(c for c in module.CLAIMS if c.id == cid)


@pytest.mark.parametrize("item", ["1074", "1078", "1082", "1086"])
def test_thm5_grad_chain_measures_single_answer(item: str) -> None:
    """factrecall.display.thm5-grad-chain at R = D = 1 (|A| = 1, the end D = 1 of the printed domain): p^(a*) = 1,
    grad L = 0, eps = 0, so every link reads 0 <= 0; the measurement used to divide by the member (ZeroDivisionError)."""
    from thmcheck.checks.papers.factrecall import r13_factrecall as M

    c = _claim(M, "factrecall.display.thm5-grad-chain")
    inst = {"S": 2, "R": 1, "D": 1, "T": 3, "Nn": 1, "seed": 0, "amode": "random", "pmode": "uniform",
            "alpha": 0.1, "t_cap": 2.0, "h": 0.5, "delta": 0.1, "item": item}
    m = c.measure(inst, Ctx("float64", "cpu"))
    b = float(c.bound(**m.quantities))
    assert math.isfinite(float(m.lhs)) and math.isfinite(b)
    assert float(m.lhs) <= b


def test_prop2_p3_corrected_uses_lemma15_gamma() -> None:
    """mhgd.display.prop2-p3-restates-lemma15.corrected is Lemma 15's requirement (L1424) up to an absolute constant:
    4 (2 a + b)/gamma_*(119) <= 8 (a + b)/gamma_*(119). Round 29's form divided by gamma_*(7), which stays positive
    while gamma_*(119) -> 0 (here gamma_*(119) = 5.2e-4, gamma_*(7) = 2.0e-2: ratio 274)."""
    from thmcheck.checks.papers.mhgd import r29_discMh as M

    c = _claim(M, "mhgd.display.prop2-p3-restates-lemma15")
    inst = {"T": 2, "L": 1, "M": 1, "S": 1.0, "Z": 1.0, "p_frac": 0.011525287881333765, "inv": 1.0}
    m = c.measure(inst, Ctx("float64", "cpu"))
    assert 0 < m.terms["gamma_*(119)"] < 1e-3 < m.terms["gamma_*(7)"]
    assert float(m.lhs) / float(c.corrected(**m.quantities)) <= 8.0
    assert float(m.lhs) / float(c.bound(**m.quantities)) > 8.0  # the printed shape still misses it


def test_mhgd_eta_max_zero_loss() -> None:
    """Thm. 3's step-size cap 1 ^ 1/rho ^ D^2/(K L^(theta)) ^ D^2/L^(theta0) (bounds.mhgd.sec4_gd.eta_max): a zero
    loss makes its term +inf (the cap eta L <= D^2/K binds nothing), so the cap is 1 ^ 1/rho; it used to raise
    ZeroDivisionError (Python floats) or give nan (0/0 at D = 0)."""
    from thmcheck.bounds.mhgd import sec4_gd as BG

    T, d, H, R, D, N, K = 2, 3, 4.0, 1.0, 1.0, 1.0, 10
    _, rho = BG.alpha_rho(T, d, H, R, D, N)
    assert BG.eta_max(T, d, H, R, D, N, K, 0.0, 0.0) == min(1.0, 1 / rho)
    assert BG.eta_max(T, d, H, R, D, N, K, 0.0, 0.5) == min(1.0, 1 / rho, D**2 / 0.5)
    assert BG.per_loss(0.0, 0.0) == math.inf


@pytest.mark.parametrize("S", [1, 3])
def test_lemma6_single_answer_rejected(S: int) -> None:
    """factrecall.lemma6 at R = D = 1 (|A| = 1; S = R = D = 1 among them): p*(.|r) = p0, so no eps > 0 meets the
    hypothesis eps^2 <= min_r ||p*(.|r) - p0||/(50(|A|+1)) (L1147). The instance must be rejected (a negative slack),
    not measured; it used to reach the 'horizon' check and count as an inconclusive run (SolverFailure)."""
    from thmcheck.checks.engine.evaluate import assumption_slacks
    from thmcheck.checks.papers.factrecall import sec5_appD_flow as F

    inst = {"S": S, "R": 1, "D": 1, "T": 3, "Nn": 1, "seed": 0, "amode": "random", "pmode": "uniform",
            "alpha": 1e-4, "eps_frac": 1.0, "sm_frac": 1.0, "eps_min_frac": 1.0, "t_cap": 50.0, "h": 0.5}
    m = F.LEMMA6.measure(inst, Ctx("float64", "cpu"))
    sl = assumption_slacks(F.LEMMA6, inst, m)
    assert sl["eps_exists"] < 0
