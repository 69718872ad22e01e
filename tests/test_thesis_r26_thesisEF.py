"""Round 26 (helper thesisEF): checks/papers/thesis/r26_thesisEF.py and the realised-alpha draws of
thesis.ch7.eqF.115.gradient / thesis.ch7.eqF.116-K.

- (6.18)/(6.19) as printed: the claim's lhs re-computed in numpy from the trained weights W_Q, W_K alone (the
  patterns rebuilt here as beta e_k, q = e_1), and its shape sqrt(ln M1)(1/M1 + 1/M2);
- the draws of the claims whose Chapter 7 model uses the exact fraction of same-pattern examples
  (models/cot.py exact_fraction: r10_thesisF._f159_state, r11_thesisF._state, r25_thesisY._f116k_state) keep the
  realised fraction max(1, round(alpha l_tr)) / l_tr below 1 (alpha < 1, L2101)."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import HealthCheck, given, settings

from thmcheck.checks.claim import Ctx


def _claim(cid: str):  # noqa: ANN202
    from thmcheck.checks.papers.thesis import CLAIMS

    return next(c for c in CLAIMS if c.id == cid)


def _other_numpy(WQ: np.ndarray, WK: np.ndarray, M1: int, M2: int, dy: int, beta: float, which: str,
                 part: str) -> float:
    """max over p of |[c; 0]^T W p|: p = (mu_j; 0) for W_Q, p = (mu_j; +-q) for W_K, c = mu_k (k != j) for (6.18),
    c = nu_k for (6.19); mu_j = beta e_j, nu_k = beta e_{M1 + k} in R^{dx}, dx = M1 + M2, q = e_1 in R^{dy}."""
    dx = M1 + M2
    W = WQ if which == "Q" else WK
    best = 0.0
    for j in range(M1):
        labels = [np.zeros(dy)] if which == "Q" else [np.eye(dy)[0], -np.eye(dy)[0]]
        for y in labels:
            p = np.concatenate([beta * np.eye(dx)[j], y])
            Wp = W @ p
            cs = [k for k in range(M1) if k != j] if part == "a" else [M1 + k for k in range(M2)]
            for k in cs:
                best = max(best, abs(beta * Wp[k]))  # [c; 0]^T W p with c = beta e_k padded by zeros
    return best


def test_eq618_eq619_lhs_by_numpy() -> None:
    from thmcheck.checks.papers.thesis.ch6_icl import _m1_model

    for cid, part in (("thesis.ch6.eq6.18", "a"), ("thesis.ch6.eq6.19", "b")):
        c = _claim(cid)
        for which in ("Q", "K"):
            inst = {"M1": 3, "train_seed": 0, "which": which, "part": part}
            m = c.measure(inst, Ctx())
            model = _m1_model(3, 0)
            cfg = model.cfg
            ref = _other_numpy(model.WQ.detach().numpy(), model.WK.detach().numpy(), cfg.M1, cfg.M2, cfg.dy,
                               cfg.beta, which, part)
            assert math.isclose(m.lhs, ref, rel_tol=1e-12, abs_tol=1e-14), (cid, which, m.lhs, ref)
            shape = math.sqrt(math.log(3)) * (1 / 3 + 1 / 12)
            assert math.isclose(float(c.bound(**m.quantities)), shape, rel_tol=1e-12)


def test_eq622_shape_and_mutant() -> None:
    c = _claim("thesis.ch6.eq6.22")
    assert float(c.bound(M1=4)) == 0.25
    (mut,) = c.mutants.values()
    assert float(mut(M1=8)) <= 0.0 < float(c.bound(M1=8))


def _realised(alpha: float, l_tr: int) -> float:
    return max(1, round(alpha * l_tr)) / l_tr


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(_claim("thesis.ch7.eqF.115.gradient").strategy)
def test_f115_draw_realised_alpha_below_one(inst: dict) -> None:
    assert _realised(inst["alpha"], inst["l_tr"]) < 1
    assert inst["l_tr"] >= max(2, math.ceil(1 / inst["alpha"]))


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(_claim("thesis.ch7.eqF.116-K").strategy)
def test_f116k_draw_realised_alpha_below_one(inst: dict) -> None:
    assert _realised(inst["alpha"], inst["l_tr"]) < 1
    assert 2 <= inst["l_tr"] <= 8 + 3


_EXACT_FRACTION_IDS = (
    "thesis.ch7.eqF.159", "thesis.ch7.eqF.96", "thesis.ch7.eqF.111", "thesis.ch7.eqF.126", "thesis.ch7.eqF.160",
    "thesis.ch7.eqF.150", "thesis.ch7.eqF.154", "thesis.ch7.eqF.156", "thesis.ch7.eqF.158", "thesis.ch7.eqF.162",
    "thesis.ch7.eqF.152", "thesis.ch7.eqF.153", "thesis.ch7.eqF.161", "thesis.ch7.eqF.163",
    "thesis.ch7.eqF.152.explicit", "thesis.ch7.eqF.116", "thesis.ch7.eqF.9-lower.gradient")


def test_exact_fraction_draws_realised_alpha_below_one() -> None:
    def check(cid: str) -> None:
        seen: list = []

        @settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck), database=None)
        @given(_claim(cid).strategy)
        def draw(inst: dict) -> None:
            seen.append(inst)
            assert _realised(inst["alpha"], inst["l_tr"]) < 1, (cid, inst["alpha"], inst["l_tr"])

        draw()
        assert seen, cid

    for cid in _EXACT_FRACTION_IDS:
        check(cid)


def test_realised_alpha_helper_is_least() -> None:
    from thmcheck.checks.papers.thesis.r10_thesisF import realised_alpha_below_one

    for alpha in np.linspace(0.05, 0.95, 37):
        for l_tr in range(2, 12):
            got = realised_alpha_below_one(float(alpha), l_tr)
            assert got >= l_tr and _realised(float(alpha), got) < 1
            assert got == l_tr or _realised(float(alpha), got - 1) == 1
