"""Round 11 (chenli6): Lemma 6.11/6.12's Gram-matrix displays. The claims' left sides against other numpy routines
(det, solve, the 2-norm) on the same Gram matrices, the constants their evidence states over a grid at the edges of the
hypotheses (adversarial deviation, log d = 1, c = 1, u = 1), and the uniform checks' fields."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest

from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.chenli import r11_chenli6 as M

_BY_ID = {c.id: c for c in M.CLAIMS}


def _inst(**kw: object) -> dict:
    base = {"m": 3, "lam": 0.2, "ld": 1.0, "c7": 1.0, "F": 7.0, "fam": "floor", "pert": "adversarial", "seed": 5,
            "u": 1.0, "k": 50, "beta": 1.0, "A": 10.0, "adir": "weak"}
    return {**base, **kw}


def _ok(inst: dict, g: np.ndarray, hyp: dict, prime: bool) -> bool:
    m, lam = inst["m"], inst["lam"]
    return 10 * m * hyp["kappa"] <= lam and hyp["max_dev"] <= 2 * hyp["kappa"] * (1 + 1e-12) and (
        not prime or hyp["max_cross"] <= lam / (10 * m) * (1 + 1e-12))


@pytest.mark.parametrize("prime", [False, True])
def test_lhs_by_other_routines(prime: bool) -> None:
    ids = ("chenli.eq83", "chenli.eq84", "chenli.eq85", "chenli.eq98") if prime else (
        "chenli.eq80", "chenli.eq81", "chenli.eq82", "chenli.eq91")
    for m, fam, pert in itertools.product((1, 2, 5, 17), ("floor", "spread"), ("adversarial", "random")):
        inst = _inst(m=m, fam=fam, pert=pert, ld=3.0)
        g, _ = M.gram(inst, prime)
        F2 = inst["F"] ** 2
        op = np.linalg.norm(g, 2) * F2
        smin = 1.0 / np.linalg.norm(np.linalg.inv(g), 2) * F2
        ratio = np.trace(g) * F2 / smin
        root = np.linalg.det(g) ** (1.0 / len(g)) * F2
        got = [_BY_ID[i].measure(inst, Ctx()).lhs for i in ids]
        assert np.allclose(got, [op, smin, ratio, root], rtol=1e-9)
        # V with V V^T = G: ||V||_F^2 = Tr(G)
        v = np.linalg.cholesky(g)
        assert math.isclose(float(np.sum(v * v)), float(np.trace(g)), rel_tol=1e-12)


def test_eq92_by_solve() -> None:
    for m, adir in itertools.product((1, 2, 6), ("weak", "random")):
        inst = _inst(m=m, adir=adir, ld=2.0)
        g, _ = M.gram(inst, False)
        F = inst["F"]
        w, vec = np.linalg.eigh(g)
        u = vec[:, 0] if adir == "weak" else None
        if u is None:
            u = np.random.default_rng(inst["seed"] + 1).standard_normal(m)
            u /= np.linalg.norm(u)
        a = u * inst["A"] * math.sqrt(m) * F * (math.sqrt(10 * math.log(inst["k"])) + inst["beta"])
        want = float(a @ np.linalg.solve(F * F * g, a))
        assert math.isclose(M._measure92(inst, Ctx()).lhs, want, rel_tol=1e-9)


def test_evidence_constants_at_the_edges() -> None:
    """Over a grid at the hypotheses' edges the ratios stay inside the windows the evidence states: ||G||_op <= 1.2
    F^2, sigma_min >= 0.8 lambda F^2 (V), <= 1.3 and >= 0.7 (V'), det roots between them."""
    for m, lam, fam, pert in itertools.product((1, 2, 3, 8, 30), (0.999, 0.5, 0.1, 1e-3), ("floor", "spread"),
                                               ("adversarial", "random")):
        for prime in (False, True):
            inst = _inst(m=m, lam=lam, fam=fam, pert=pert)
            g, hyp = M.gram(inst, prime)
            if not _ok(inst, g, hyp, prime):
                continue
            w = np.linalg.eigvalsh(g)
            assert w[-1] <= (1.3 if prime else 1.2) + 1e-12
            assert w[0] >= (0.7 if prime else 0.8) * lam - 1e-12
            assert np.sum(w) / w[0] <= (2.0 * 1.3 / 0.7 if prime else 1.5) * m / lam


def test_uniform_fields() -> None:
    uniform = [c for c in M.CLAIMS if c.id != "chenli.lemma6.8-item4"]
    assert len(uniform) == 14
    for c in uniform:
        assert c.constants == "hidden" and c.uniform
        assert len(c.mutants) >= 2
        paths = [d for d in c.directions if d.how == "path"]
        assert paths
        for d in paths:
            pts = [p for p in d.points]
            assert len(pts) >= 4
            assert max(pts) / min(pts) >= 10.0
        assert "L1" in c.source


def test_item4_second_path() -> None:
    """Lemma 6.8 Item 4 (L1659) on the diagonal family, by a second path sharing no code with the claim: (i) numpy at
    small d: for a diagonal Theta, ||x^T Theta_{:,S^c}||^2 = sum_{j not in S} theta_j^2 for every x, so the Item 4
    deviation with S the heavy set is the heavy mass for every x; (ii) mpmath at d = e^600 (m = 1, lambda = 1/2, c of
    (7) = 1, c of (8) = 3, nu = 1, k = 3, heavy mass 4 kappa F^2): every checkable hypothesis as printed ('<<' a
    factor 10), and the deviation 4 kappa F^2 > 2 kappa F^2."""
    import mpmath as mp

    rng = np.random.default_rng(1)
    d, s = 40, 4
    th = rng.uniform(0.5, 1.0, d) * np.where(np.arange(d) % 2 == 0, 1.0, -1.0)
    th[:s] = 3.0 * np.where(np.arange(s) % 2 == 0, 1.0, -1.0)
    T = np.diag(th)
    for _ in range(20):
        x = rng.choice([-1.0, 1.0], d)
        dev = abs(np.sum((x @ T[:, s:]) ** 2) - np.sum(T**2))
        assert abs(dev - np.sum(th[:s] ** 2)) < 1e-9
    mp.mp.dps = 50
    D = mp.e**600
    lam, c7, c8, nu, k, m = mp.mpf("0.5"), mp.mpf(1), 3, mp.mpf(1), mp.mpf(3), 1
    L = mp.log(D)
    kap = c7 * lam**6.5 / (m**6.5 * L**2)  # (7)
    dprime = kap * mp.sqrt(D) / (nu * mp.sqrt(L))  # (75)
    S = mp.floor(dprime)
    F2 = D  # F = sqrt(d)
    mu = 4 * kap  # heavy mass fraction
    a2 = mu * F2 / S  # each heavy entry squared
    b2max = 4 * (1 - mu) * F2 / (D - S)  # light entries' largest square (magnitudes in [b/2, b])
    r = 20 * mp.log(D * m * k) ** c8 / (kap * lam)  # (8) lower end with '<<' a factor 10, twice over
    v = max(mp.mpf(1), 2 * mp.sqrt(D * a2 / (F2 - a2)))  # Assumption 4, twice the least v
    assert 1 <= dprime <= D and a2 >= b2max and mu < 1
    assert 10 * mp.log(k) <= lam * mp.log(D / (2 * mp.sqrt(D * a2 / (F2 - a2))))  # Assumption 11 m1_bar (v)
    assert 10 * r <= D ** mp.mpf(0.25)  # (8) upper
    assert F2 >= r * a2 and F2 - a2 >= r * a2  # Assumption 3 (op norm a; Pi_S^perp: F^2 - a^2 and op <= a)
    assert 1 <= v and 10 * v * r**2 <= mp.sqrt(D)  # Assumption 4's v << sqrt(d)/r^2
    assert mp.sqrt(a2) <= v * mp.sqrt(F2 - a2) / mp.sqrt(D)  # columns, rows, (Theta Pi_S^perp)_{:i}
    assert 1 <= mp.sqrt(mp.log(k)) and 2 * mp.sqrt(a2) <= mp.sqrt(F2)  # Assumption 5 (chi = 1, |Tr| <= 2a)
    assert 10 * mp.log(k * D * mp.sqrt(r)) <= mp.sqrt(F2) <= k * D  # Assumption 6 (lambda' = 1/r)
    assert 10 * m * kap <= lam * mp.e ** (-1 / nu)  # (77) first part
    assert nu * dprime * mp.sqrt(L / D) <= kap * (1 + mp.mpf(10) ** -40)  # (77) second part
    dev = S * a2
    assert dev > 2 * kap * F2 and dev / (2 * kap * F2) > mp.mpf("1.99")
    # Lemma C.3's smoothed copy (entries + N(0, C^2/d^2), C = 10): ||x^T G_{:,S^c}|| <= sqrt(d) ||G||_op <= 2C (1.1),
    # <D, G>, ||G||_F^2 = O(C^2): the left side moves by at most 2 F (2.2 C) + 2 (2.2 C)^2, far below the margin
    C = 10
    assert 2 * mp.sqrt(F2) * 2.2 * C + 2 * (2.2 * C) ** 2 < mp.mpf("1e-6") * (dev - 2 * kap * F2)
    # the proof's step L1673: (d' log d/d) v^2 is not << kappa here
    assert dprime * L / D * v**2 > kap


def test_l1763_needs_assumption11() -> None:
    """The remark after (87) (L1763), 'c log(m/c')/sqrt(r_Theta) << kappa', by mpmath from (7), (8) and Assumption 11
    alone: m = 1, k = 2, c of (7) = 1, c' = 0.1, r_Theta at (8)'s lower end. (i) Without Assumption 11 (c of (8) = 3,
    lambda at the smallest value for which (8)'s window 10 log^3(dmk)/(kappa lambda) <= r_Theta <= d^{1/4}/10 is
    nonempty) the ratio log(m/c')/(sqrt(r_Theta) kappa) grows without bound (like d^{11/120}); (ii) with Assumption
    11's m <= m1_bar (lambda >= 10 m log k/log d) and c of (8) = 15/2 it stays bounded along log d = 400 ... 12800."""
    import mpmath as mp

    mp.mp.dps = 60
    m, k, cp = 1, 2, mp.mpf("0.1")
    free, held = [], []
    for L in (200, 400, 1600):
        D = mp.e**L
        lg = mp.log(D * m * k) ** 3
        lam = (100 * lg * m**6.5 * L**2 / D ** mp.mpf(0.25)) ** (1 / mp.mpf(7.5)) * (1 + mp.mpf(10) ** -30)
        kap = lam**6.5 / (m**6.5 * L**2)
        r = 10 * lg / (kap * lam)
        assert 0 < lam < 1 and r <= D ** mp.mpf(0.25) / 10 * (1 + mp.mpf(10) ** -20)
        free.append(mp.log(m / cp) / (mp.sqrt(r) * kap))
    assert free[0] > 10 and free[1] > 1e6 * free[0] and free[2] > 1e40 * free[1]
    for L in (400, 1600, 6400, 12800):
        D = mp.e**L
        lg = mp.log(D * m * k) ** mp.mpf(7.5)
        lam = max(10 * m * mp.log(k) / L, (100 * lg * m**6.5 * L**2 / D ** mp.mpf(0.25)) ** (1 / mp.mpf(7.5)))
        kap = lam**6.5 / (m**6.5 * L**2)
        r = 10 * lg / (kap * lam)
        assert lam < 1 and r <= D ** mp.mpf(0.25) / 10
        held.append(mp.log(m / cp) / (mp.sqrt(r) * kap))
    assert max(held) < 10 and max(held) < 1.1 * min(held)  # log^{15/4 - c/2} d with c = 15/2: level
