"""Second paths for checks/papers/chenli/r36_boxes.py (round 36, helper boxc): the corrected corners of Lemma 6.4's
Theorem-B.4 boxes.

Independent of the claims' code (no linear-form algebra, no interval evaluation): (1) at a small d with explicit
matrices, every X in {+-1}^d is enumerated and, for each corrected box, every box point is checked against its
bullets (L1781, L1785) straight from the printed formulas with the corrected corner; the minimal Case (B) Step 1
correction (S^c -> S only) is shown to miss by beta (||Theta_1||_F - 1) (head 1) and sqrt(10 log k) (||Theta_1||_F -
||Theta_i||_F) (head i); (2) at d = 1e400 the minimal correction's gap is recomputed in mpmath from the printed
formulas on the base instance and compared with the claim's lower bound.
"""

from __future__ import annotations

import itertools
import math

import mpmath as mp
import numpy as np

from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.chenli import r36_boxes as R


def _claim(cid: str):  # noqa: ANN202
    return next(c for c in R.CLAIMS if c.id == cid)


def _setup(d: int = 12, m: int = 2, seed: int = 1):  # noqa: ANN202
    """x, rank-one-plus-noise Theta_i with ||Theta_1||_F > ||Theta_2||_F (so that x^T Theta_i X reaches X_2's bullet
    level ~ 3 ||Theta_1||_F often), a direction e = x^T E', S = {0}, all X in {+-1}^d."""
    rng = np.random.default_rng(seed)
    x = rng.choice([-1.0, 1.0], size=d)
    norms = [6.0, 4.5][:m]
    th = []
    for F in norms:
        y = rng.standard_normal(d)
        T = np.outer(x, y) + 0.3 * rng.standard_normal((d, d))
        th.append(T * F / np.linalg.norm(T))
    rows = np.array([x @ T for T in th])  # x^T Theta_i
    e = rng.standard_normal(d)
    e[0] = 2.0  # x^T E'_S
    X = np.array(list(itertools.product([-1.0, 1.0], repeat=d)))
    return x, th, rows, e, X, np.array([np.linalg.norm(T) for T in th])


def _box_ok(U: np.ndarray, a: np.ndarray, w: float) -> np.ndarray:
    return np.all((U >= a - 1e-12) & (U <= a + w + 1e-12), axis=1)


def test_corrected_corners_small_d_enumeration() -> None:
    """d = 12, m = 2, S = {0}, k = 3, xi = 0.6, s = 0.3: every box point of the corrected boxes meets its bullets
    (and the boxes are not empty); the minimal Case (B) Step 1 correction has box points that miss X_2's bullet."""
    x, th, rows, e, X, Fs = _setup()
    F1 = Fs[0]
    k, xi, s, thr = 3, 0.6, 0.3, 0.2
    s10 = math.sqrt(10 * math.log(k))
    Sc = list(range(1, X.shape[1]))  # S = {0}
    V = rows[:, Sc]  # v_i = x^T (Theta_i)_{:,S^c}
    w = xi * F1
    N = np.linalg.norm(e[Sc])
    misses = b1_points = 0
    for beta in (0.0, 0.4):
        lo = F1 * (s10 + beta)
        T_all = X @ rows.T  # x^T Theta_i X for every X
        in_b1 = np.all((T_all >= lo - 1e-12) & (T_all <= lo + w + 1e-12), axis=1)
        for sg in (-1.0, 1.0):  # sgn(sum alpha - 1)
            # Case (B) Step 1, (96) with S: X_{2,S} e_S has sign sg; v_{m+1} = sg F1/N e_{S^c}, a_{m+1} = 0
            for x2s in (-1.0, 1.0):
                if x2s * e[0] * sg < 0:
                    continue
                t2 = rows[:, 0] * x2s
                Xc = X[:, 1:]
                U = Xc @ V.T
                y = sg * F1 / N * (Xc @ e[Sc])
                T2 = t2 + U
                E2 = x2s * e[0] + Xc @ e[Sc]
                a_full = lo - t2  # B1-F: ||Theta_1||_F (sqrt(10 log k) + beta) - x^T (Theta_i)_S X_{2,S}
                box = _box_ok(U, a_full, w) & (y >= -1e-12) & (y <= w + 1e-12)
                assert np.all((T2[box] >= lo - 1e-9) & (T2[box] <= lo + w + 1e-9))
                assert np.all(sg * E2[box] >= -1e-9)
                b1_points += int(box.sum())
                a_min = Fs * s10 + beta - t2  # minimal: ||Theta_i||_F sqrt(10 log k) + beta - ...
                box_m = _box_ok(U, a_min, w) & (y >= -1e-12) & (y <= w + 1e-12)
                Tm = T2[box_m]
                # the box's image is [||Theta_i||_F sqrt(10 log k) + beta, ... + xi F1]: X_2's bullet shifted down by
                # beta (F1 - 1) (head 1) and sqrt(10 log k) (F1 - ||Theta_2||_F) + beta (F1 - 1) (head 2) > xi F1
                assert np.all((Tm >= Fs * s10 + beta - 1e-9) & (Tm <= Fs * s10 + beta + w + 1e-9))
                assert np.all(Tm[:, 1] < lo - (s10 * (F1 - Fs[1]) + beta * (F1 - 1) - w) + 1e-9)
                misses += int(np.any(Tm < lo - 1e-9, axis=1).sum())
        # X_3 boxes: X_2 meeting its first bullet (both heads); Case (A)/(B) Step 2 corrected corner
        X2s = X[in_b1]
        assert len(X2s) > 0
        hits = 0
        for X2 in X2s[:40]:
            T2v = rows @ X2
            for x3s in (-1.0, 1.0):
                t3 = rows[:, 0] * x3s
                a = T2v - t3 - s - w
                U = X[:, 1:] @ V.T
                box = _box_ok(U, a, w)
                T3 = t3 + U[box]
                hits += int(box.sum())
                assert np.all((T3 >= T2v - s - w - 1e-9) & (T3 <= T2v - s + 1e-9))
                # Case (B) Step 2's E' coordinate with (99) read with X_{3,S}: x3s e_S of sign sg' = sgn(1 - sum alpha)
                for sgp in (-1.0, 1.0):
                    if x3s * e[0] * sgp < 0:
                        continue
                    yv = sgp * F1 / N * (X[:, 1:] @ e[Sc])
                    am1 = F1**2 / N * thr / F1  # ||Theta_1||_F^2/||x^T E'_{S^c}|| sigma/eps* (2s + xi F1), thr = F1 sigma/eps* (...)
                    boxb = box & (yv >= am1 - 1e-12) & (yv <= am1 + w + 1e-12)
                    E3 = x3s * e[0] + X[boxb][:, 1:] @ e[Sc]
                    assert np.all(sgp * E3 >= thr - 1e-9)
        assert hits > 0
    assert b1_points > 0 and misses > 0  # the minimal correction's box has points, and they miss X_2's bullet


def _base(log10_d: int = 400, m: int = 1, k: int = 3, lam: float = 0.99, u: float = 0.3) -> dict:
    """kappa (7), (68)-(69) and F = 10 x 16 sqrt(log d) sqrt(d)/kappa from Section 4's formulas, in mpmath."""
    mp.mp.dps = 80
    d = mp.power(10, log10_d)
    L = mp.log(d)
    kappa = mp.mpf(lam) ** 6.5 / (mp.mpf(m) ** 6.5 * L**2)
    F = 16 * mp.sqrt(L) * mp.sqrt(d) / kappa * 100
    g = mp.log(k) / lam
    log_lo = mp.log(10) + g - lam / (m * kappa)
    log_hi = -g - mp.log(10)
    return {"F": F, "tau": F / mp.sqrt(d / 2), "log10_F": float(mp.log10(F)),
            "log_xi": float(log_lo + u * (log_hi - log_lo)), "xi": mp.exp(log_lo + u * (log_hi - log_lo))}


def test_minimal_b1_correction_by_direct_mpmath() -> None:
    """d = 1e400, k = 3, the base instance (P = 0): the minimal corner a_i = ||Theta_i||_F sqrt(10 log k) + beta - x^T
    (Theta_i)_S X_{2,S} puts x^T Theta_i X_2 over the box at [||Theta_i||_F sqrt(10 log k) + beta, ... + xi F]: head 1
    with beta = 0.5 starts beta (F - 1) below X_2's bullet F (sqrt(10 log k) + beta); head 2 of m = 2 at r = 0.995 (Assumption 1 at lambda = 0.99), beta
    = 0, starts 0.005 sqrt(10 log k) F below. The claim's lower bound is positive and at most the direct gap; the
    further correction (-F.corrected) measures 0 on the same instances."""
    s10 = mp.sqrt(10 * mp.log(3))
    for m, head, r, beta in ((1, 1, 1.0, 0.5), (2, 2, 0.995, 0.0)):
        b = _base(m=m)
        F = b["F"] * (1 if head == 1 else 1 / mp.mpf(r))  # the claim's strategy raises F by 1/r for heads 2..m
        Fi = F * r
        t = b["tau"]  # x^T (Theta_i)_{:j0} X_{2,j0}, any sign: it cancels
        a_i = Fi * s10 + beta - t
        img_lo = t + a_i
        gap = (F * (s10 + beta) - img_lo) / F
        expect = beta * (1 - 1 / F) + s10 * (1 - mp.mpf(r))
        assert abs(gap - expect) < mp.mpf(10) ** -30
        inst = {"log10_d": 400.0, "m": m, "k": 3, "lam": 0.99, "log10_F": float(mp.log10(F)), "beta": beta,
                "log_xi": b["log_xi"], "sgn": 1.0, "b2_frac": 0.5, "head": head, "r": r, "theta2": 0.5,
                "x3_sign": 1.0}
        c = _claim("chenli.display.lemma6.4-B-step1-box-scale.corrected")
        meas = c.measure(inst, Ctx())
        assert 0 < meas.lhs <= float(gap) + 1e-9
        assert meas.lhs > 0.99 * float(gap) - 1e-6  # sharp up to the ball's delta^2
        view = {**inst, **meas.quantities, **meas.terms}
        assert [a.name for a in c.assumptions if a.certifiable and a.slack(view) < 0] == []
        full = _claim("chenli.display.lemma6.4-B-step1-box-scale-F.corrected").measure(inst, Ctx())
        assert full.lhs == 0.0


def test_printed_sign_events_small_d() -> None:
    """d = 12, S = {0}, the corrected first-bullet corners: with (96) as printed (on X_{2,S^c}, implied by the box's
    (m+1)-th coordinate) X_{2,S} is free, and with (99) as printed (on X_{2,S}) X_{3,S} is free; for the S sign
    against sgn(sum alpha - 1) (Step 1), sgn(1 - sum alpha) (Step 2) box points miss the E' bullet (L1781, L1785;
    eta = 0) by up to |x^T E'_S X_S| = 2 (e_S = 2 here); with the S sign as (96)/(99) read with S / X_{3,S} ask, none."""
    x, th, rows, e, X, Fs = _setup()
    F1 = Fs[0]
    k, xi, s, thr = 3, 0.6, 0.3, 0.2
    s10 = math.sqrt(10 * math.log(k))
    Sc = list(range(1, X.shape[1]))
    V = rows[:, Sc]
    w = xi * F1
    N = np.linalg.norm(e[Sc])
    Xc = X[:, 1:]
    U = Xc @ V.T
    lo = F1 * s10
    bad1 = bad2 = good = 0
    for sg in (-1.0, 1.0):  # sgn(sum alpha - 1)
        for xs in (-1.0, 1.0):  # X_{2,j0} (Step 1) or X_{3,j0} (Step 2)
            wrong = xs * e[0] * sg < 0
            # Step 1: box with a_i = F1 sqrt(10 log k) - t_i, a_{m+1} = 0, v_{m+1} = sg F1/N e_{S^c}
            t = rows[:, 0] * xs
            y = sg * F1 / N * (Xc @ e[Sc])
            box = _box_ok(U, lo - t, w) & (y >= -1e-12) & (y <= w + 1e-12)
            assert np.all(sg * (Xc[box] @ e[Sc]) >= -1e-12)  # printed (96)'s event holds on the box
            miss = sg * (xs * e[0] + Xc[box] @ e[Sc]) < -1e-9
            if wrong:
                bad1 += int(miss.sum())
            else:
                good += int(box.sum()) - int(miss.sum())
                assert not miss.any()
            # Step 2 (X_2 with T2 = rows X2 in its window taken as T2 = lo + w/2 for both heads): the E' coordinate
            sgp = -sg  # sgn(1 - sum alpha)
            yv = sgp * F1 / N * (Xc @ e[Sc])
            am1 = F1**2 / N * thr / F1
            T2v = np.full(len(Fs), lo + w / 2)
            boxb = _box_ok(U, T2v - t - s - w, w) & (yv >= am1 - 1e-12) & (yv <= am1 + w + 1e-12)
            miss2 = sgp * (xs * e[0] + Xc[boxb] @ e[Sc]) < thr - 1e-9
            if xs * e[0] * sgp < 0:
                bad2 += int(miss2.sum())
            else:
                assert not miss2.any()
    assert bad1 > 0 and bad2 > 0 and good > 0


def test_a7_small_lambda_by_direct_product() -> None:
    """Assumption 7 at ||lambda|| = sqrt(m), recomputed without the claim's code: (1) cos y >= e^{-y^2} on [-1, 1]
    (mpmath on a grid, 50 digits); (2) explicit Gaussian Theta_i (d = 300, m = 2, entries N(0, F^2/d^2), F small
    enough for the hypothesis), x in {+-1}^d, lambda on the sphere of radius sqrt(2): the product over every column
    is >= exp(-sum_i lambda_i^2 ||x^T Theta_i||^2) and <= exp(-sum_i lambda_i^2 ||x^T Theta_i||^2/2); (3) the claim's
    measure on one instance agrees with a direct numpy evaluation of the same draws; (4) at Section 4's scale (d =
    1e400, k = 3) Assumption 6's floor 10 log(kd) gives m F^2 far below sqrt(d): there Assumption 7 at ||lambda|| =
    sqrt(m) excludes every Theta with ||x^T Theta_i|| ~ ||Theta_i||_F at that floor."""
    mp.mp.dps = 50
    for t in range(-100, 101):
        y = mp.mpf(t) / 100
        assert mp.cos(y) >= mp.exp(-y * y)
    rng = np.random.default_rng(7)
    d, m, F = 300, 2, 2.0
    x = rng.choice([-1.0, 1.0], size=d)
    lam = rng.standard_normal(m)
    lam *= math.sqrt(m) / np.linalg.norm(lam)
    logprod, s2 = 0.0, 0.0
    for i in range(m):
        T = rng.standard_normal((d, d)) * F / d
        c = x @ T
        y = lam[i] * c
        assert np.max(np.abs(y)) <= 1.0
        logprod += float(np.sum(np.log(np.abs(np.cos(y)))))
        s2 += float(y @ y)
    assert -logprod <= s2 and -logprod >= s2 / 2
    inst = {"d": 10**6, "m": 1, "k": 3, "F": 100.0, "dirs": [0.3], "seed": 11}
    meas = _claim("chenli.display.assump7-small-lambda-necessary").measure(inst, Ctx())
    g = np.random.default_rng(11)
    c = g.standard_normal(10**6) * (100.0 / 1000.0)
    assert abs(meas.lhs - float(-np.sum(np.log(np.abs(np.cos(c)))))) < 1e-6 * meas.lhs
    assert abs(meas.quantities["sum_l2_c2"] - float(c @ c)) < 1e-9 * float(c @ c)
    log_d = 400 * mp.log(10)
    floor = 10 * (mp.log(3) + log_d)
    assert 64 * floor**2 < mp.exp(log_d / 2) * mp.mpf(10) ** -190  # m <= 64 (round 35's range)
