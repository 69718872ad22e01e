"""Round 19 (helper thesisA2), thesis App. A: the shared, cached runs of thmcheck.models.vit_window behind (A.30)-(A.167)
(checks/papers/thesis/r18_thesisA2.py) and (A.134) (checks/papers/thesis/r19_thesisA.py). The vectorised attention
statistics (``step_stats``) against a per-step numpy recomputation (own softmax), the window-only a2_run against the
full one, and the ci / dense path grid."""

from __future__ import annotations

import numpy as np


def _att_np(X: np.ndarray, WK: np.ndarray, WQ: np.ndarray, transpose: bool) -> np.ndarray:
    """softmax over keys s of x_s^T W_K^T W_Q x_l (``transpose``) or x_s^T W_K W_Q x_l, shape (N, s, l), float64."""
    K = X @ WK.T if transpose else X @ WK
    S = np.einsum("nse,nle->nsl", K, X @ WQ.T)
    S = S - S.max(axis=1, keepdims=True)
    E = np.exp(S)
    return E / E.sum(axis=1, keepdims=True)


def test_step_stats_against_numpy() -> None:
    """Every statistic of ``step_stats`` at every step of one run (seed 0, eta = 1, full batch, m = 113, |S^n| = 20)
    equals its per-step numpy recomputation to 1e-12."""
    from thmcheck.checks.papers.thesis import r18_thesisA2 as A
    from thmcheck.models import vit_window as VW

    cfg = tuple(sorted(A.A2_CFG.items()))
    run = VW.window_run(0, 1.0, 20, 113, 20, 20, cfg, A.A2_NAT_CAP)
    n = run["T_star"]
    st = VW.step_stats(0, 1.0, 20, 113, 20, 20, cfg, A.A2_NAT_CAP, 0, n, True)
    X, P, y = run["X"].numpy(), run["P"].numpy(), run["y"].numpy()
    pos = y == 1
    Xp, Pp = X[pos], P[pos]
    s1, oth, nd = Pp == 0, Pp != 0, Pp >= 2
    for s in range(n):
        WK, WQ = run["WK"][s].numpy(), run["WQ"][s].numpy()
        a, b = _att_np(Xp, WK, WQ, True), _att_np(Xp, WK, WQ, False)
        want = {
            "T32": max(a[i][oth[i]].max() for i in range(len(Xp))),
            "T112": max(a[i][np.ix_(oth[i], s1[i])].max() for i in range(len(Xp))),
            "T158": min(a[i][np.ix_(s1[i], s1[i])].min() for i in range(len(Xp))),
            "out1": max(a[i][~s1[i]][:, s1[i]].sum(0).max() for i in range(len(Xp))),
            "L30": min(b[i][s1[i]].min() for i in range(len(Xp))),
            "L111": min(b[i][np.ix_(s1[i], s1[i])].min() for i in range(len(Xp))),
            "L165": min(b[i][np.ix_(s1[i], nd[i])].min() for i in range(len(Xp)) if nd[i].any()),
        }
        for k, v in want.items():
            assert abs(st[k][s] - v) < 1e-12, (k, s)


def test_a2_run_window_only() -> None:
    """a2_run computed on the window only (lo = 30) equals the full a2_run there and is NaN before it."""
    from thmcheck.checks.papers.thesis import r18_thesisA2 as A

    full, part = A.a2_run(0, 1.0, 20, 80, 10, 20), A.a2_run(0, 1.0, 20, 80, 10, 20, lo=30)
    assert full["T_star"] == part["T_star"] == 81
    for k in A.KEYS:
        assert np.isnan(part[k][:30]).all()
        assert np.allclose(part[k][30:], full[k][30:], rtol=0, atol=1e-14, equal_nan=True)


def test_profile_points() -> None:
    """The natural-witness path grid: ci walks its 14 points (10 .. 160, over a decade), other profiles the dense 17."""
    from thmcheck.checks.papers.thesis import r18_thesisA2 as A
    from thmcheck.checks.profiles import _ACTIVE

    tok = _ACTIVE.set("ci")
    try:
        ci = list(A.A2_NAT_L_PATH)
    finally:
        _ACTIVE.reset(tok)
    tok = _ACTIVE.set("dev")
    try:
        dev = list(A.A2_NAT_L_PATH)
    finally:
        _ACTIVE.reset(tok)
    assert ci[0] == 10 and ci[-1] == 160 and len(ci) == 14
    assert set(ci) < set(dev) and len(dev) == 17 and dev == sorted(dev)
