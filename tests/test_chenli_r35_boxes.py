"""Second paths for checks/papers/chenli/r35_boxes.py (Lemma 6.4's printed box corners at Section 4's scale).

Independent of the claim's code: the corners, the box's image and the bullet windows are evaluated directly from
the printed formulas (L1781, L1785, L1891-L1895, L1929-L1941, L1990-L2000) with mpmath at d = 10^400 on the base
instance (perturbation P = 0), and the construction's identities (x^T Theta_i = tau w^(i), Tr Theta_i = 0,
<Theta_i, Theta_i'> = 0, <Theta_i, E'> = 0, the shift of the box's image) are checked numerically at a small d with
explicit matrices.
"""

from __future__ import annotations

import math

import mpmath as mp
import numpy as np

from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.chenli import r35_boxes as R


def _walsh(n: int, i: int) -> np.ndarray:
    """(-1)^{popcount(i & j)} for j < n: the i-th Walsh sign vector (n a power of 2)."""
    j = np.arange(n)
    return np.array([(-1) ** bin(i & int(t)).count("1") for t in j], dtype=float)


def test_construction_identities_small_d() -> None:
    """The instance's base at d = 64, m = 3 with explicit matrices: x^T Theta_i^0 = tau w^(i) on H, traces 0,
    Frobenius norms F, pairwise <Theta_i, Theta_i'> = 0 and <x^T Theta_i, x^T Theta_i'> = 0, E' with x^T E' =
    gamma F e_{j0}, ||E'||_F = F, <Theta_i, E'> = 0; and over random X_2, X_3 the printed Case (A) Step 2 corner puts
    x^T Theta_1 X_3 at its bullet window shifted by x^T (Theta_1)_S (X_{3,S} - X_{2,S})."""
    rng = np.random.default_rng(0)
    d, m, F, gamma = 64, 3, 7.0, 0.5
    h = d // 2
    tau = F / math.sqrt(h)
    x = np.concatenate([np.ones(h), rng.choice([-1.0, 1.0], size=d - h)])
    th = []
    for i in range(1, m + 1):
        w = _walsh(h, i)
        T = np.zeros((d, d))
        for j in range(h):
            T[(j + i) % h, j] = tau * w[j] * x[(j + i) % h]
        th.append(T)
        assert np.allclose(x @ T, np.concatenate([tau * w, np.zeros(d - h)]))
        assert abs(np.trace(T)) < 1e-12 and abs(np.linalg.norm(T) - F) < 1e-12
    for a in range(m):
        for b in range(a + 1, m):
            assert abs(np.sum(th[a] * th[b])) < 1e-12
            assert abs((x @ th[a]) @ (x @ th[b])) < 1e-12
    j0 = 0
    E = np.zeros((d, d))
    E[h:, j0] = gamma * F * x[h:] / (d - h)  # column j0 through the rows of R
    y = np.zeros(d)
    y[h:] = rng.standard_normal(d - h)
    y[h:] -= (y[h:] @ x[h:]) / (d - h) * x[h:]  # orthogonal to x on R
    z = np.zeros(d)
    z[h + 1:] = 1.0
    M = np.outer(y, z)
    E += M * math.sqrt(F * F - np.linalg.norm(E) ** 2) / np.linalg.norm(M)
    assert abs(np.linalg.norm(E) - F) < 1e-9
    xe = x @ E
    assert abs(xe[j0] - gamma * F) < 1e-9 and np.allclose(np.delete(xe, j0), 0.0, atol=1e-9)
    for T in th:
        assert abs(np.sum(T * E)) < 1e-12
    S = np.array([j0])
    Sc = np.setdiff1d(np.arange(d), S)
    s, xi = 0.05, 0.3
    T1 = th[0]
    r = x @ T1
    for _ in range(50):
        X2, X3 = rng.choice([-1.0, 1.0], size=d), rng.choice([-1.0, 1.0], size=d)
        a1 = r[Sc] @ X2[Sc] - s - xi * F  # printed corner, L1893
        t3 = r @ X3
        off_box = r[Sc] @ X3[Sc] - a1  # position of <v_1, X_{3,S^c}> inside [a_1, a_1 + xi F]
        off_bullet = t3 - (r @ X2 - s - xi * F)  # position of x^T Theta_1 X_3 relative to the bullet window
        assert abs(off_bullet - off_box - r[S] @ (X3[S] - X2[S])) < 1e-9


def _base(log10_d: int = 400, m: int = 1, k: int = 3, lam: float = 0.99, beta: float = 0.0, u: float = 0.0) -> dict:
    """The base instance's printed quantities in mpmath, computed here from Section 4's formulas: kappa (7), (68)-(69),
    F at 16 sqrt(log d) sqrt(d)/kappa, tau = F/sqrt(d/2)."""
    mp.mp.dps = 2 * log10_d // 2 + 80  # tau/F = sqrt(2/d): the corners differ at digit ~ log10(d)/2
    d = mp.power(10, log10_d)
    L = mp.log(d)
    kappa = mp.mpf(lam) ** 6.5 / (mp.mpf(m) ** 6.5 * L**2)
    F = 16 * mp.sqrt(L) * mp.sqrt(d) / kappa * 10
    g = (mp.log(k) + beta**2) / lam
    log_lo = mp.log(10) + g - lam / (m * kappa)
    log_hi = -g - mp.log(10)
    xi = mp.exp(log_lo + u * (log_hi - log_lo))
    return {"d": d, "F": F, "tau": F / mp.sqrt(d / 2), "xi": xi, "k": k, "beta": mp.mpf(beta), "s": mp.mpf("0.05"),
            "log10_F": float(mp.log10(F)), "log_xi": float(mp.log(xi)), "m": m, "lam": lam, "log10_d": log10_d}


def _claim(cid: str):  # noqa: ANN202
    return next(c for c in R.CLAIMS if c.id == cid)


def test_case_a_step2_corner_by_direct_mpmath() -> None:
    """Case (A) Step 2 at d = 1e400: X_{2,j0} = -1 (Sum alpha < 1, (89)), X_{3,j0} = +1 (|x^T E'_S X_{3,S}| = gamma F
    either way), T2 = x^T Theta_1 X_2 in the middle of X_2's window; the printed corner's box, mapped to x^T Theta_1
    X_3, sits 2 tau above X_3's bullet window: its top exceeds the window's top by 2 tau (at xi near (69)'s floor the
    two are disjoint). The claim's lower bound is positive and below the direct value."""
    for u in (0.0, 0.5, 1.0):
        b = _base(u=u)  # (sets the working precision; the claim's measure below resets it for itself)
        F, tau, xi, s = b["F"], b["tau"], b["xi"], b["s"]
        T2 = F * (mp.sqrt(10 * mp.log(3))) + xi * F / 2
        z2, z3 = -tau, tau  # x^T (Theta_1)_{:j0} X_{2,j0}, ... X_{3,j0} (r_{j0} = tau)
        v2 = T2 - z2  # <v_1, X_{2,S^c}>
        a1 = v2 - s - xi * F  # L1893
        box_lo, box_hi = z3 + a1, z3 + a1 + xi * F  # x^T Theta_1 X_3 over the box
        win_lo, win_hi = T2 - s - xi * F, T2 - s  # L1785
        direct = max(box_hi - win_hi, win_lo - box_lo) / tau
        assert abs(direct - 2) < mp.mpf(10) ** -40
        if u == 0.0:
            assert box_lo > win_hi  # disjoint: every box point misses the window
        inst = {"log10_d": b["log10_d"], "m": 1, "k": 3, "lam": 0.99, "log10_F": b["log10_F"], "beta": 0.0,
                "log_xi": b["log_xi"], "sgn": -1.0}
        lhs = _claim("chenli.display.lemma6.4-A-step2-box-scale").measure(inst, Ctx()).lhs
        assert 0.99 <= lhs <= float(direct) + 1e-12


def test_case_b_step1_corner_by_direct_mpmath() -> None:
    """Case (B) Step 1 at d = 1e400, k = 3, beta = 0.5: the printed a_1 = ||Theta_1||_F sqrt(10 log k) + beta - <v_1,
    X_{2,S^c}>; the box's largest x^T Theta_1 X_2 = tau + (F sqrt(10 log 3) + beta + xi F)/2 stays below X_2's bullet
    bottom F (sqrt(10 log 3) + beta) by about F (sqrt(10 log 3)/2 + beta)."""
    b = _base(beta=0.5, u=0.3)
    F, tau, xi, beta = b["F"], b["tau"], b["xi"], b["beta"]
    c = F * mp.sqrt(10 * mp.log(3)) + beta
    u_hi = (c + xi * F) / 2  # 2u in [c, c + xi F] from u in [a_1(u), a_1(u) + xi F]
    top = tau + u_hi
    bottom = F * (mp.sqrt(10 * mp.log(3)) + beta)
    gap = (bottom - top) / F
    assert gap > mp.sqrt(10 * mp.log(3)) / 2 + beta - mp.mpf("1e-3")
    inst = {"log10_d": 400, "m": 1, "k": 3, "lam": 0.99, "log10_F": b["log10_F"], "beta": 0.5, "log_xi": b["log_xi"],
            "sgn": 1.0, "b2_frac": 0.5}
    lhs = _claim("chenli.display.lemma6.4-B-step1-box-scale").measure(inst, Ctx()).lhs
    assert 0 < lhs <= float(gap) + 1e-9


def test_case_b_step2_corner_by_direct_mpmath() -> None:
    """Case (B) Step 2 at d = 1e400: the printed a_1 = x^T Theta_1 X_{2,S} - s - xi F (L1994) maps the box to
    x^T Theta_1 X_3 in z_3 + z_2 + [-s - xi F, -s], while X_3's bullet window is T2 + [-s - xi F, -s] with T2 >= F
    sqrt(10 log k) (X_2's bullet): the box lies F sqrt(10 log 3) - 2 tau below the window, for every sign of z_2, z_3."""
    b = _base(u=0.7)
    F, tau, xi, s = b["F"], b["tau"], b["xi"], b["s"]
    T2 = F * mp.sqrt(10 * mp.log(3))
    worst = None
    for z2 in (-tau, tau):
        for z3 in (-tau, tau):
            a1 = z2 - s - xi * F
            box_hi = z3 + a1 + xi * F
            win_lo = T2 - s - xi * F
            g = (win_lo - box_hi) / F
            worst = g if worst is None else min(worst, g)
    assert worst > mp.sqrt(10 * mp.log(3)) - mp.mpf("1e-3")
    inst = {"log10_d": 400, "m": 1, "k": 3, "lam": 0.99, "log10_F": b["log10_F"], "beta": 0.0, "log_xi": b["log_xi"],
            "sgn": -1.0, "b2_frac": 0.0}
    lhs = _claim("chenli.display.lemma6.4-B-step2-box-scale").measure(inst, Ctx()).lhs
    assert 0 < lhs <= float(worst) + 1e-9


def test_every_measured_hypothesis_met_on_the_test_instances() -> None:
    """The instances above meet every measured Section 4 hypothesis (Assumption 7 is the only grant)."""
    for cid, extra in (("chenli.display.lemma6.4-A-step2-box-scale", {}),
                       ("chenli.display.lemma6.4-B-step1-box-scale", {"b2_frac": 0.5}),
                       ("chenli.display.lemma6.4-B-step2-box-scale", {"b2_frac": 0.0})):
        b = _base(u=0.5)
        inst = {"log10_d": 400, "m": 1, "k": 3, "lam": 0.99, "log10_F": b["log10_F"], "beta": 0.0,
                "log_xi": b["log_xi"], "sgn": 1.0, **extra}
        c = _claim(cid)
        meas = c.measure(inst, Ctx())
        view = {**inst, **meas.quantities, **meas.terms}
        failed = [a.name for a in c.assumptions if a.certifiable and a.slack(view) < 0]
        assert failed == [], (cid, failed)
        assert [a.name for a in c.assumptions if not a.certifiable] == ["Assumption 7"]
