"""Second path of round 19 (helper thesisA3), thesis App. A: the claims of checks/papers/thesis/r19_thesisA3.py
((A.114) and the first '<~' of (A.115)). Own numpy recomputation (softmax from the trained weights, Definition A.2.2's
phi_n, nu_n), not the claims' measures."""

from __future__ import annotations

import math

import numpy as np


def _att_np(X: np.ndarray, WK: np.ndarray, WQ: np.ndarray) -> np.ndarray:
    """softmax over keys s of x_s^T W_K^T W_Q x_l, shape (N, s, l), in numpy float64."""
    S = np.einsum("nsd,nld->nsl", X @ WK.T, X @ WQ.T)
    S = S - S.max(axis=1, keepdims=True)
    E = np.exp(S)
    return E / E.sum(axis=1, keepdims=True)


def _ratios(L: int, m: int) -> tuple[float, float, float, float]:
    """(printed (A.115) first, natural (A.115) first, printed (A.114), natural (A.114)) on seed 0, eta = 1, full batch
    (N = 20), every step t < T*, samples with y = 1, queries l in S_1^n; beta_1 = 1 - A_1 per query."""
    from thmcheck.checks.papers.thesis import r19_thesisA as C
    from thmcheck.models import vit_window as VW

    dt = 0.3
    run = VW.window_run(0, 1.0, 20, m, L, 20, tuple(sorted(C.A117_CFG.items())), C.A117_CAP)
    X, P, y = run["X"].numpy(), run["P"].numpy(), run["y"].numpy()
    S1 = int((P[0] == 0).sum())
    R = L - S1
    nu1 = R / (S1 * math.exp(1 - dt) + R)
    lit, nat, nat114 = 0.0, 0.0, 0.0
    for t in range(run["T_star"]):
        WK = run["WK"][t].numpy()
        a = _att_np(X, WK, run["WQ"][t].numpy())
        q = float(np.linalg.norm(WK[:, 0]))
        nuR = R / (S1 * math.exp(q * q - dt * q) + R)
        phiR = R / (S1 * math.exp(q * q + dt * q) + R)
        bs = [a[n][~(P[n] == 0)][:, P[n] == 0].sum(0).max() for n in np.nonzero(y == 1)[0]]
        b = max(bs)
        lit = max(lit, b / nu1)
        nat = max(nat, b / nuR)
        nat114 = max(nat114, phiR / b)
    lit114 = R / (S1 * math.exp(1 + dt) + R) / 1.0
    return lit, nat, lit114, nat114


def test_a115_first_and_a114() -> None:
    """(A.115)'s first '<~' beta_1 <~ nu_n R and (A.114) beta_1 >~ phi_n R with beta_1 = 1 - A_1 (mass outside S_1^n of
    a query in S_1^n): as printed (best witnesses: nu, phi at ||q_1|| = 1; (A.114) at k_1 = 1, beta_1 = 1) the ratios
    are O(1) at |S^n| = 10 and 80; with ||q_1(t)|| = ||W_K^(t) mu_1|| (natural) (A.115)'s grows > x5 from (L, m) =
    (10, 80) to (80, 226) (1.72 -> 14.5) while (A.114)'s stays below 1 (0.89, 0.80)."""
    from thmcheck.checks.papers.thesis import r19_thesisA3 as C3  # noqa: F401  (the module imports)

    a = _ratios(10, 80)
    b = _ratios(80, 226)
    assert a[0] < 1.5 and b[0] < 1.5
    assert a[2] < 0.5 and b[2] < 0.5
    assert 1.5 < a[1] < 2.0 and b[1] > 10 and b[1] / a[1] > 5
    assert 0.5 < a[3] < 1.0 and 0.5 < b[3] < 1.0
