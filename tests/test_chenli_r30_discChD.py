"""Round 30 (helper discChD): second paths for checks/papers/chenli/r30_discChD.py (own enumeration, own numpy)."""

from __future__ import annotations

import itertools
import math

import numpy as np

from thmcheck.checks.papers.chenli import r30_discChD as M


def _enumerate(k: int, n: int, w: float, b: float) -> tuple[np.ndarray, np.ndarray]:
    d = k * n
    pts = np.array(list(itertools.product([-1, 1], repeat=d)))
    f = b + w * (pts.reshape(-1, k, n) == 1).sum(axis=2).max(axis=1)
    return pts, f.astype(float)


def test_a9_law_matches_enumeration_and_hypotheses():
    for k, n, w, b, tau in ((2, 3, 0.7, 0.5, 0.3), (3, 2, 1.0, 0.0, 0.6), (1, 6, 0.25, 2.0, 0.1)):
        pts, f = _enumerate(k, n, w, b)
        ef = f.mean()
        t = tau * ef
        p = float(np.mean(f <= ef - t + 1e-12))
        law = M.a9_law(k, n, w, b, tau)
        assert math.isclose(law["Ef"], ef, rel_tol=1e-12)
        assert math.isclose(law["P"], p, rel_tol=1e-9, abs_tol=1e-15)
        # (149) with constant w/2 and the neighbour bound, for the cube chain (flip a random bit with prob. 1/2)
        index = {tuple(x): i for i, x in enumerate(pts)}
        for i, x in enumerate(pts):
            drops = []
            for j in range(k * n):
                y = x.copy()
                y[j] = -y[j]
                fy = f[index[tuple(y)]]
                assert abs(f[i] - fy) <= w + 1e-12
                drops.append(max(0.0, f[i] - fy))
            gamma2 = 0.5 * sum(dd * dd for dd in drops)
            assert gamma2 <= 0.5 * w * f[i] + 1e-12


def test_factB5_eigen_interval_own_numpy():
    rng = np.random.default_rng(3)
    for m in (2, 3, 5, 8):
        for sgn in (-1.0, 1.0):
            c = (1.0 / m) * (1 - 1e-9)
            cm = (1.0 - sgn * c) * np.eye(m) + sgn * c * np.ones((m, m))
            norms = rng.uniform(1.0, 4.0, m)
            gram = np.diag(norms) @ cm @ np.diag(norms)
            eig = np.linalg.eigvalsh(gram)
            assert eig[0] >= (1 - c * m) * norms.min() ** 2 - 1e-9
            assert eig[-1] <= (1 + c * m) * norms.max() ** 2 + 1e-9
        inst = {"m": m, "family": "equi-", "cfrac": 1.0, "dim": m, "ratio": 1.0, "seed": 1}
        g = M.b5_gram(inst)
        assert math.isclose(g["lmin"], 1.0 - (m - 1) / m, rel_tol=1e-6)  # Gershgorin's end is reached up to kappa


def test_a9_slice_law_and_gamma_by_enumeration():
    for n, n2, T, w, b, tau in ((3, 4, 3, 0.8, 0.2, 0.4), (4, 2, 4, 1.0, 0.0, 0.3), (2, 5, 5, 0.5, 1.0, 0.2)):
        d = n + n2
        pts = [np.array(p) for p in itertools.product([-1, 1], repeat=d) if sum(v == 1 for v in p) == T]
        f = np.array([b + w * float(np.sum(p[:n] == 1)) for p in pts])
        ef = f.mean()
        p_ = float(np.mean(f <= ef - tau * ef + 1e-12))
        law = M.a9_law_slice(n, n2, T, w, b, tau)
        assert math.isclose(law["Ef"], ef, rel_tol=1e-10)
        assert math.isclose(law["P"], p_, rel_tol=1e-9, abs_tol=1e-15)
        # Gamma(f)^2 = d E_{y ~ x}[max(0, f(x) - f(y))^2], y: a uniform pair i < j with bits i and j swapped
        ratio = 0.0
        for p, fx in zip(pts, f):
            acc = 0.0
            for i in range(d):
                for j in range(i + 1, d):
                    y = p.copy()
                    y[i], y[j] = y[j], y[i]
                    fy = b + w * float(np.sum(y[:n] == 1))
                    assert abs(fx - fy) <= w + 1e-12
                    acc += max(0.0, fx - fy) ** 2
            g2 = d * acc / (d * (d - 1) / 2)
            if fx > 0:
                ratio = max(ratio, g2 / fx)
        assert math.isclose(law["gamma2_over_f"], ratio, rel_tol=1e-9, abs_tol=1e-12)
        assert ratio <= 2 * w + 1e-12


def test_a9_product_law_and_gamma_by_enumeration():
    for n, n2, T, w, b, tau in ((2, 3, 2, 0.9, 0.3, 0.35), (3, 2, 3, 1.0, 0.0, 0.5)):
        d1, d2 = n, n + n2
        d = d1 + d2
        cube = [np.array(p) for p in itertools.product([-1, 1], repeat=d1)]
        sl = [np.array(p) for p in itertools.product([-1, 1], repeat=d2) if sum(v == 1 for v in p) == T]

        def f_of(xc, xs, b=b, w=w, n=n):
            return b + w * (float(np.sum(xc == 1)) + float(np.sum(xs[:n] == 1)))

        vals = np.array([f_of(xc, xs) for xc in cube for xs in sl])
        ef = vals.mean()
        p_ = float(np.mean(vals <= ef - tau * ef + 1e-12))
        law = M.a9_law_product(n, n2, T, w, b, tau)
        assert math.isclose(law["Ef"], ef, rel_tol=1e-10)
        assert math.isclose(law["P"], p_, rel_tol=1e-9, abs_tol=1e-15)
        ratio = 0.0
        for xc in cube:
            for xs in sl:
                fx = f_of(xc, xs)
                cube_part = 0.0
                for i in range(d1):  # P_cube: a random i, flipped with probability 1/2
                    y = xc.copy()
                    y[i] = -y[i]
                    cube_part += 0.5 * max(0.0, fx - f_of(y, xs)) ** 2 / d1
                slice_part = 0.0
                for i in range(d2):  # P_slice: a uniform pair i < j swapped
                    for j in range(i + 1, d2):
                        y = xs.copy()
                        y[i], y[j] = y[j], y[i]
                        slice_part += max(0.0, fx - f_of(xc, y)) ** 2 / (d2 * (d2 - 1) / 2)
                g2 = d * ((d1 / d) * cube_part + (d2 / d) * slice_part)  # P_lambda, lambda_i = d_i/d
                if fx > 0:
                    ratio = max(ratio, g2 / fx)
        assert ratio <= law["gamma2_over_f"] + 1e-12
