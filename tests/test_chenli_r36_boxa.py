"""Second paths for checks/papers/chenli/r36_boxa.py (round 36, helper boxa, r36): the sign that X_3's second bullet
(L1785) asks in Lemma 6.4's Case (A) Step 2 (L1880-L1905).

Independent of the claims' code (no linear-form algebra, no interval evaluation, no r35/r36 instance parts): (1) at d =
12 with explicit vectors x^T Theta_i and x^T E' (S = {0}, Case (A): ||x^T E'_{S^c}||_1 <= eta ||Theta_1||_F, so (94)'s
event is sure), every X_3 in {+-1}^12 is enumerated; on the conditioning printed in Step 2 (X_2 in its bullets, |x^T
E'_S X_{3,S}| >~ ||Theta_1||_F, the corrected box) box points with the wrong S sign miss X_3's second bullet, and with
the sign event of (89)'s form for X_3 none does; (2) the claims' lhs at d = 1e400 against the closed form gamma -
eta_max (printed conditioning, wrong sign) and -(gamma - 2 eta_max - thr_max) (sign fixed), from the printed formulas.
"""

from __future__ import annotations

import itertools

import numpy as np

from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.chenli import r36_boxa as R


def _claim(cid: str):  # noqa: ANN202
    return next(c for c in R.CLAIMS if c.id == cid)


def test_case_a_step2_sign_by_enumeration() -> None:
    """d = 12, m = 2, S = {0}: gamma = 1/2, eta = thr = ||Theta_1||_F/20. For each sgn(1 - sum alpha) and each S sign,
    X_2's level T2 is taken so that the corrected box is non-empty; every box point has x^T Theta_i X_3 in X_3's
    window (first bullet) and, iff the S sign agrees with sgn(1 - sum alpha), meets the second bullet."""
    rng = np.random.default_rng(7)
    d, m = 12, 2
    rows = rng.standard_normal((m, d)) * np.array([[6.0], [4.5]])  # x^T Theta_i
    F1 = float(np.linalg.norm(rows[0]))
    gamma, eta, thr = 0.5, F1 / 20, F1 / 20
    e = np.zeros(d)
    e[0] = gamma * F1  # x^T E'_S (Case (A): all of ||x^T E'|| on S)
    e[1:] = rng.standard_normal(d - 1)
    e[1:] *= 0.9 * eta / np.abs(e[1:]).sum()  # |x^T E'_{S^c} X_{S^c}| <= 0.9 eta F1-units for every X: (94) sure
    X = np.array(list(itertools.product([-1.0, 1.0], repeat=d)))
    s, w = 0.3, 0.6 * F1  # s, xi ||Theta_1||_F
    U = X[:, 1:] @ rows[:, 1:].T  # <v_i, X_{3,S^c}>
    n_bad = n_good = 0
    for sg in (-1.0, 1.0):  # sgn(1 - sum alpha): +1 asks x^T E' X_3 >= eta F1 + thr, -1 asks <= -(...)
        for x0 in (-1.0, 1.0):  # X_{3,j0}: x^T E'_S X_{3,S} = x0 gamma F1, |.| = F1/2 always (L1891's event)
            sel = X[:, 0] == x0
            star = np.flatnonzero(sel)[5]
            t = rows[:, 0] * x0  # x^T (Theta_i)_S X_{3,S}
            T2 = rows @ X[star] + s + w / 2  # X_2's x^T Theta_i X_2 (any level; X* lands mid-box)
            a = T2 - t - s - w  # referee G's corrected corner
            box = sel & np.all((U >= a - 1e-12) & (U <= a + w + 1e-12), axis=1)
            assert box.any()
            val = X[box] @ rows.T  # x^T Theta_i X_3 on the box
            assert np.all(val >= T2 - s - w - 1e-9) and np.all(val <= T2 - s + 1e-9)  # first bullet (L1785)
            assert np.all(np.abs(X[box, 1:] @ e[1:]) <= eta + 1e-12)  # (94) read with E'_{S^c}
            bullet = sg * (X[box] @ e) >= eta + thr - 1e-12
            if sg * x0 < 0:  # wrong sign: every box point misses, by at least gamma F1 - eta + ... > 0
                assert not bullet.any()
                n_bad += int(box.sum())
                assert np.min(eta + thr - sg * (X[box] @ e)) >= (gamma - 0.9 / 20) * F1 - 1e-9
            else:
                assert bullet.all()
                n_good += int(box.sum())
    assert n_bad > 0 and n_good > 0


def test_claims_against_closed_form() -> None:
    """At the search's shrunk instance (d = 1e400, m = 1, sum alpha < 1, X_{3,j0} = -1): the printed conditioning's
    lhs is gamma - eta_max = 0.45 (x^T E' X_3 <= -F1/2 + eta F1 against a threshold >= 0); the sign-fixed twin's lhs
    is -(gamma - 2 eta_max - thr_max) = -0.35 (upper end; the ball's (1 + delta^2)^{1/2} factor is below 1e-10)."""
    inst = {"log10_d": 400.0, "m": 1, "k": 3, "lam": 0.05, "log10_F": 217.07150415554034, "beta": 0.0,
            "log_xi": -12139934282678.541, "sgn": -1.0, "head": 1, "r": 1.0, "theta2": 0.0, "x3_sign": -1.0}
    lo = _claim("chenli.display.lemma6.4-A-step2-box-scale-sign.corrected").measure(inst, Ctx()).lhs
    hi = _claim("chenli.display.lemma6.4-A-step2-box-scale-signfix.corrected").measure(inst, Ctx()).lhs
    assert abs(lo - (0.5 - 0.05)) < 1e-9
    assert abs(hi - (-(0.5 - 0.05 - 0.05 - 0.05))) < 1e-9
    right = dict(inst, x3_sign=1.0)  # the right sign under the printed conditioning: met (lower end < 0)
    assert _claim("chenli.display.lemma6.4-A-step2-box-scale-sign.corrected").measure(right, Ctx()).lhs < 0
