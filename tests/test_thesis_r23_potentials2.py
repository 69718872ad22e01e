"""Round 23 (potentials2): the closed-form batched gradients of models/icl_grad.py against models/icl's autograd; the
engine's Monte Carlo path rule (checks.stats.RunMedian points) on toy claims; thesis.ch6.eqE.157-M1 / eqE.159-M1."""

from __future__ import annotations

import math

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
from thmcheck.checks.engine import run_claim
from thmcheck.checks.stats import RunMedian
from thmcheck.models.icl import ICLConfig, cyclic_tasks, hinge, init_model, make_prompts, train
from thmcheck.models.icl_grad import batch_grads, sgd_wq_grads

# ---------------------------------------------------------------- closed-form gradients against autograd


def _autograd(model, ctx, pq, z):  # noqa: ANN001, ANN202
    for p in model.params():
        p.grad = None
    hinge(model, ctx, pq, z).backward()
    return {n: getattr(model, n).grad.detach().clone() for n in ("WQ", "WK", "WV", "WO")}


def test_batch_grads_equal_autograd_with_active_and_inactive_hinges() -> None:
    """Random (not initial) weights, a = +-1/sqrt(m) scaled so that about half the margins are past 1 (the hinge's
    flat side): every gradient equal to autograd's to 1e-12 relative."""
    from thmcheck.models.device import generator

    cfg = ICLConfig(M1=5, M2=6, dy=2, beta=1.5, alpha=0.8, l_tr=9, m=40, delta=0.2, B=30, ascale="sqrt", seed=3)
    gen = generator(7)
    mods, bs = [], []
    for r in range(3):
        mo = init_model(cfg, gen)
        with torch.no_grad():
            for n in ("WQ", "WK", "WV"):
                getattr(mo, n).add_(0.3 * torch.randn(getattr(mo, n).shape, generator=gen, dtype=torch.float64))
            mo.a.mul_(8.0 * (r + 1))
        b = make_prompts(cfg, cfg.B, cyclic_tasks(cfg.M1), cfg.l_tr, cfg.alpha, gen)
        mods.append(mo)
        bs.append(b)
    inactive = 0
    for mo, b in zip(mods, bs, strict=True):
        with torch.no_grad():
            inactive += int((1 - b[2] * mo.forward(b[0], b[1]) <= 0).sum())
    assert inactive > 5, inactive  # the flat side of the hinge is exercised
    refs = [_autograd(mo, b[0], b[1], b[2]) for mo, b in zip(mods, bs, strict=True)]
    W = {n: torch.stack([getattr(mo, n).detach() for mo in mods]) for n in ("WQ", "WK", "WV", "WO", "a")}
    G, loss = batch_grads(W, torch.stack([b[0] for b in bs]), torch.stack([b[1] for b in bs]),
                          torch.stack([b[2] for b in bs]))
    for r, ref in enumerate(refs):
        with torch.no_grad():
            want_loss = float(hinge(mods[r], bs[r][0], bs[r][1], bs[r][2]))
        assert abs(float(loss[r]) - want_loss) <= 1e-12 * max(1.0, abs(want_loss))
        for n in ("WQ", "WK", "WV", "WO"):
            err = float((G[n][r] - ref[n]).abs().max()) / float(ref[n].abs().max())
            assert err < 1e-12, (r, n, err)


def test_sgd_wq_grads_replays_train_to_1e12() -> None:
    """The W_Q batch gradient at steps 0, 2, 5 of models/icl.train (its step hook) for 3 seeds, against
    sgd_wq_grads (same generator and draws, closed-form gradients, runs stacked two at a time)."""
    cfg = ICLConfig(M1=6, M2=8, dy=2, beta=1.0, alpha=0.8, l_tr=12, m=130, delta=0.1, eta=1.0, B=60, T=6, seed=0)
    steps = (0, 2, 5)
    got = sgd_wq_grads(cfg, [11, 12, 13], steps, chunk=2)
    for i, s in enumerate((11, 12, 13)):
        ref: dict = {}

        def hook(t, model, batch, ref=ref) -> None:  # noqa: ANN001
            if t in steps:
                ref[t] = (model.WQ.grad.detach().clone(), batch[1][:, :cfg.M1].argmax(1))

        train(ICLConfig(**{**cfg.__dict__, "seed": s}), t_max=6, step_hook=hook)
        for t in steps:
            err = float((got[i][t]["GQ"] - ref[t][0]).abs().max()) / float(ref[t][0].abs().max())
            assert err < 1e-12, (s, t, err)
            assert torch.equal(got[i][t]["qpat"], ref[t][1])


def test_mc_measure_matches_r16_per_run_values() -> None:
    """thesis.ch6.eqE.157-M1's per-run values equal r16_thesisE2.wq_rows_t0's (autograd) on the same seeds."""
    from thmcheck.checks.papers.thesis import r16_thesisE2 as E2
    from thmcheck.checks.papers.thesis import r23_potentials2 as P

    inst = {"M1": 5, "M2": 7, "beta": 1.3, "alpha": 0.8, "delta": 0.1, "eta": 1.0, "cm": 2.0, "cB": 6.0, "cl": 8.0,
            "t0": 2, "seed": 5}
    old = E2.wq_rows_t0(tuple(sorted({**inst, "nruns": 4}.items())))["runs"]
    new = P.wq_rows_mc(tuple(sorted({**inst, "nruns": 4}.items())))["runs"]
    for a, b in zip(old, new, strict=True):
        assert math.isclose(a[0], b[0], rel_tol=1e-9) and math.isclose(a[1], b[1], rel_tol=1e-9)
        assert a[4] == b[2] and a[5] == b[3]


# ---------------------------------------------------------------- the Monte Carlo path rule on toy claims

X = st.fixed_dictionaries({"x": st.floats(1.0, 10.0)})
UP = Direction("x -> infinity", "x", math.inf, how="path", move=lambda inst, t: {**inst, "x": float(t)},
               points=(10.0, 30.0, 100.0, 300.0, 1000.0))


def _toy(measure, cid: str, **kw) -> Claim:  # noqa: ANN001, ANN003
    return Claim(id=cid, paper="toy", source="toy", statement="lhs <~ 1", kind="deterministic", comparison="<=",
                 bound=lambda one: 1.0, measure=measure, strategy=X, constants="hidden", uniform=True,
                 directions=(UP,), no_mutant_reason="toy", **kw)


def _runs(center: float, spread: float, x: float, n: int = 64) -> tuple[float, ...]:
    rng = np.random.default_rng(int(x * 1000) % 2**31)
    return tuple(float(v) for v in center * np.exp(spread * rng.standard_normal(n)))


def _mc(center_of, spread: float):  # noqa: ANN001, ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        stat = RunMedian(_runs(center_of(inst["x"]), spread, inst["x"]))
        return Measurement(stat.estimate, {"one": 1.0}, stat=stat)

    return measure


def test_deterministic_growing_path_is_violated() -> None:
    res = run_claim(_toy(lambda inst, ctx: Measurement(0.5 * inst["x"] ** 0.5, {"one": 1.0}), "toy.det"), "ci")
    assert res.path is not None and res.path.status == "violated", res.message
    assert res.path.point_intervals is None


def test_monte_carlo_growing_path_with_confidence_is_violated() -> None:
    """The same growth, as the median of 64 noisy runs a point (log-normal, sd 0.5): the intervals separate, the
    verdict is the deterministic path's."""
    res = run_claim(_toy(_mc(lambda x: 0.5 * x ** 0.5, 0.5), "toy.mc.grow"), "ci")
    assert res.path is not None and res.path.status == "violated", res.message
    iv = res.path.point_intervals
    assert iv is not None and iv[-1][0] > iv[0][1]


def test_monte_carlo_noisy_flat_path_is_not_violated() -> None:
    """A flat centre with heavy noise (sd 1.5 on the log: single runs spread over x100) is not violated."""
    res = run_claim(_toy(_mc(lambda x: 2.0, 1.5), "toy.mc.flat"), "ci")
    assert res.path is None or res.path.status in ("holds", "potential"), res.message
    assert str(res.verdict) != "violated"


def test_monte_carlo_growth_within_overlapping_intervals_is_at_most_potential() -> None:
    """x10 growth of the centre over the grid's two decades (no extension), but with noise so wide (sd 3 on the
    log) that the far point's interval does not clear the near one's: not violated."""
    res = run_claim(_toy(_mc(lambda x: 0.3 * x ** 0.5, 3.0), "toy.mc.wide", settings={"ci": {"path_decades": 0.0}}),
                    "ci")
    assert res.path is not None and res.path.status != "violated", res.message
    assert "point intervals that overlap" in res.path.why or res.path.status == "holds"


def test_run_median_interval_is_the_order_statistic_interval() -> None:
    """R = 50: P(Bin(50, 1/2) <= 15) = 0.0033 <= 0.005 < P(<= 16): the 99 % interval is [x_(16), x_(35)]."""
    s = RunMedian(tuple(float(i) for i in range(1, 51)))
    assert s.interval(0.99) == (16.0, 35.0)
    assert s.interval(0.99) == (16.0, 35.0) and RunMedian((1.0, 2.0, 3.0)).interval(0.99) == (-math.inf, math.inf)
