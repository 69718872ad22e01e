"""Round 26 (helper thesisEF2): checks/papers/thesis/r26_thesisEF2.py (thesis.ch6.eq6.18-M1).

- the claim's lhs re-computed in numpy from the trained weights W_Q, W_K alone (patterns rebuilt here as beta e_k,
  q = e_1), and its shape sqrt(ln M1)(1/M1 + 1/M2) by hand;
- its tied configuration is ch6_icl's (_m1_cfg) wherever both train (M1 <= 8), only the caps differ;
- the engine's path rule on the measured ratios (M1 = 4 .. 20, W_Q, seed 0): potential (a growing, significant slope,
  short of a decade and of x10), which is what dev expects."""

from __future__ import annotations

import math

import numpy as np

from thmcheck.checks.claim import Ctx


def _claim():  # noqa: ANN202
    from thmcheck.checks.papers.thesis import CLAIMS

    return next(c for c in CLAIMS if c.id == "thesis.ch6.eq6.18-M1")


def _partner_numpy(W: np.ndarray, M1: int, M2: int, dy: int, beta: float, which: str) -> float:
    """max over j, the label y (W_K: +-q; W_Q: 0) and k != j of |beta e_k^T W (beta e_j; y)|."""
    dx = M1 + M2
    best = 0.0
    for j in range(M1):
        for y in ([np.zeros(dy)] if which == "Q" else [np.eye(dy)[0], -np.eye(dy)[0]]):
            Wp = W @ np.concatenate([beta * np.eye(dx)[j], y])
            best = max(best, max(abs(beta * Wp[k]) for k in range(M1) if k != j))
    return best


def test_eq618_m1_lhs_by_numpy() -> None:
    from thmcheck.checks.papers.thesis import r26_thesisEF2 as M
    from thmcheck.models import icl as ICL

    c = _claim()
    model = ICL.trained(M._cfg(4, 0), "cpu")
    cfg = model.cfg
    for which in ("Q", "K"):
        m = c.measure({"M1": 4, "train_seed": 0, "which": which}, Ctx())
        W = (model.WQ if which == "Q" else model.WK).detach().numpy()
        ref = _partner_numpy(W, cfg.M1, cfg.M2, cfg.dy, cfg.beta, which)
        assert math.isclose(m.lhs, ref, rel_tol=1e-12), (which, m.lhs, ref)
        assert math.isclose(float(c.bound(**m.quantities)), math.sqrt(math.log(4)) * (1 / 4 + 1 / 16), rel_tol=1e-12)
        assert m.lhs > 1.5  # the partner projection at M1 = 4 (2.05): O(1), not O(sqrt(ln M1)/M1)


def test_cfg_is_ch6_icl_tied_cfg() -> None:
    from thmcheck.checks.papers.thesis import ch6_icl as C
    from thmcheck.checks.papers.thesis import r26_thesisEF2 as M

    for M1 in (2, 3, 4, 6, 8):
        assert M._cfg(M1, 0) == C._m1_cfg(M1, 0), M1


def test_path_rule_on_measured_ratios() -> None:
    from thmcheck.checks.engine.divergence import DivergencePath, PathPoint, judge_path

    c = _claim()
    pts = [PathPoint(t, t, {"M1": t}, r, 1.0, r) for t, r in _MEASURED]
    p = DivergencePath("M1", "M1", math.inf, ("M1", "M2"), pts)
    judge_path(c, p, 24)
    assert p.status == "potential", (p.status, p.why)
    ci = DivergencePath("M1", "M1", math.inf, ("M1", "M2"), pts[:3])
    judge_path(c, ci, 12)
    assert ci.status == "holds", (ci.status, ci.why)


# other / shape (W_Q, seed 0) at M1 = 4, 6, 8, 12, 16 (thesis.ch6.eq6.18's notes), 20 (this round)
_MEASURED = [(4, 5.577), (6, 8.217), (8, 9.966), (12, 13.46), (16, 17.07), (20, 20.31)]


def test_f145_alpha_path_and_caps() -> None:
    """thesis.ch7.eqF.145-alpha: its path is thesis.ch7.eqF.145's continued past 0.05, and ci's cap (SGD work t B <=
    3e4) stops it at 0.035 while dev's (2.5e5) reaches 0.01 (K = 2, M = 4, eta = 0.9, c_t = 0.1, c_B = 4: B = 23)."""
    from thmcheck.checks.papers.thesis import CLAIMS

    base = next(c for c in CLAIMS if c.id == "thesis.ch7.eqF.145")
    c = next(c for c in CLAIMS if c.id == "thesis.ch7.eqF.145-alpha")
    pts = c.directions[0].points
    assert pts[: len(base.directions[0].points)] == base.directions[0].points and min(pts) == 0.01

    def work(alpha: float) -> int:
        return math.ceil(0.1 * 8 / (0.9 * alpha**2)) * math.ceil(4 * 4 * math.log(4))

    assert work(0.035) <= 30_000 < work(0.025)
    assert work(0.01) <= 250_000
