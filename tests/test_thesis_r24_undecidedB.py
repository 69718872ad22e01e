"""Round 24 (helper undecidedB): thesis.ch6.eqE.134 re-encoded at (6.10)'s T (checks/papers/thesis/r17_thesisE2.py)."""

from __future__ import annotations

import math
import sys
from pathlib import Path

from thmcheck.checks.papers.thesis import r17_thesisE2 as E

sys.path.insert(0, str(Path(__file__).parent))
from cot_own import own_constant, own_setup, own_sgd_step  # noqa: E402  (own code shared by two second paths)


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


def _own_cot_inf(T_marks: tuple[int, ...], B: int, seed: int = 7) -> dict[int, float]:
    """Second path for thesis.ch7.prop3-inf-C, own torch code (no repository model): the one-layer model of (7.2) with
    d = 30, M = 20 TRR patterns (mu_j = e_j), M' = 10, K = 3, alpha = 0.4, xi = 0.01, trained by SGD (eta = 0.9, B
    random cyclic-order tasks a step, f_k = shift by k) on infinitely long prompts (the attention output is the ratio
    of expectations over the column types (x_{k-1}, x_k, e_k), x of weight alpha when it is the query's input), squared
    loss; at each T in T_marks the deficit 1 - least attention of the greedy CoT query (v_{k-1}; 0) + e_k on S_k^*
    over q0 in [M'] and k, on infinitely long test prompts of the structured tasks (p_c = 0.501, c_k = 1, alpha' =
    0.2, own U and cyclic order)."""
    import torch

    W, g, U, As = own_setup(seed)
    out: dict[int, float] = {}
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        _own_loop(W, g, U, As, T_marks, B, out)
    finally:
        torch.set_num_threads(threads)
    return out


def _own_loop(W, g, U, As, T_marks, B, out) -> None:  # noqa: ANN001
    import numpy as np

    d, M, Mp, K = 30, 20, 10, 3
    ap = 0.2
    for t in range(max(T_marks) + 1):
        if t in T_marks:
            Wn = W.detach().numpy()
            worst = 0.0
            for q0 in range(Mp):
                dist = np.full(Mp, (1 - ap) / (Mp - 1))
                dist[q0] = ap
                J = []
                for k in range(K):
                    J.append(dist[:, None] * As[k])
                    dist = dist @ As[k]
                v = q0
                for k in range(1, K + 1):
                    q = np.concatenate([np.pad(U[v], (0, d - M)), np.zeros(d), np.eye(K)[k - 1]])
                    Wq = Wn @ q
                    sa, sb = np.pad(U, ((0, 0), (0, d - M))) @ Wq[:d], np.pad(U, ((0, 0), (0, d - M))) @ Wq[d:2 * d]
                    with np.errstate(divide="ignore"):
                        L = np.stack([np.log(J[j]) + sa[:, None] + sb[None, :] + Wq[2 * d + j] for j in range(K)])
                    w = np.exp(L - L.max())
                    worst = max(worst, 1 - w[k - 1, v].sum() / w.sum())
                    v = int(np.argmax(w.sum((0, 1))))
            out[t] = worst
        if t == max(T_marks):
            break
        own_sgd_step(W, g, B)


def test_second_path_prop3_constant_grows_along_T() -> None:
    """thesis.ch7.prop3-inf-C in own code: the deficit at alpha' = 0.2, p_c = 0.501 stays large (> 0.3 at T = 1600)
    and the Theorem 3 constant up to which the run is a counterexample grows > x3 from T = 320 to 1600 (B = 140 meets
    (iii) there); the claim's runs: 0.56 -> 2.19 (and 3.87, 8.17, 14.2 at T = 3200, 8000, 16000)."""
    dfc = _own_cot_inf((320, 1600), B=140)
    c = {T: own_constant(T, 140, dfc[T]) for T in dfc}
    assert dfc[1600] > 0.3, dfc
    assert c[1600] > 3 * c[320] and c[1600] > 1.5, (dfc, c)


def test_recorded_dev_path_is_violated() -> None:
    """thesis.ch7.prop3-inf-C's path from its ci start (p_c = 0.501, alpha' = 0.2, cyclic order 0) with dev's two
    further points (T = 8000, B = 560; T = 16000, B = 1800; recorded by this helper from models/cot_inf, 24 and 102
    CPU-s): the engine's path rule says violated (x25 over 1.7 decades); ci's four points (one decade, x6.9) are
    potential."""
    from thmcheck.checks.engine.divergence import DivergencePath, PathPoint, judge_path
    from thmcheck.checks.papers.thesis import r24_undecidedB as U

    vals = [(320, 0.56480), (800, 1.23285), (1600, 2.19136), (3200, 3.87400), (8000, 8.16649), (16000, 14.24868)]

    def judged(pts: list) -> str:
        path = DivergencePath("T", "T", math.inf, ("T", "B"), [PathPoint(t, t, {}, v, 1.0, v) for t, v in pts])
        return judge_path(U.PROP3_C, path, 20).status

    assert judged(vals) == "violated"
    assert judged(vals[:4]) == "potential"
