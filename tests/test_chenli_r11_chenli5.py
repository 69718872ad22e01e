"""Second paths of chenli's round-11 Section 5 displays (helper chenli5): the moments by enumerating the support of
the cube-slice product directly (no second-moment matrix), sharing no code with the claims' measurements
(checks/papers/chenli/r11_chenli5.py) beyond the instance's Theta."""

from __future__ import annotations

import itertools

import numpy as np

from thmcheck.checks.papers.chenli import r11_chenli5 as M


def _support(d1: int, d2: int, a2: int, d3: int, a3: int) -> np.ndarray:
    """Every point of {+-1}^{d1} x S_{d2, a2} x S_{d3, a3} (uniform law: each point equally likely)."""
    cube = list(itertools.product((1.0, -1.0), repeat=d1))
    s2 = [tuple(1.0 if i in c else -1.0 for i in range(d2)) for c in itertools.combinations(range(d2), a2)]
    s3 = [tuple(1.0 if i in c else -1.0 for i in range(d3)) for c in itertools.combinations(range(d3), a3)]
    return np.array([a + b + c for a in cube for b in s2 for c in s3])


def test_l900_expansion_by_enumeration() -> None:
    """E[(x^T u)^2] over the enumerated support equals the printed expansion (||u||^2 + the slice pair sums with
    (mu^2 d_a - 1)/(d_a - 1) + 2 mu nu across), and equals the claim's measurement."""
    for inst in ({"d1": 2, "d2": 4, "d3": 3, "a2": 1, "a3": 3, "family": "gaussian", "scale": 1.0, "seed": 3},
                 {"d1": 0, "d2": 5, "d3": 0, "a2": 0, "a3": 0, "family": "signed", "scale": 1.5, "seed": 0},
                 {"d1": 3, "d2": 3, "d3": 2, "a2": 2, "a3": 1, "family": "signed", "scale": 1.5, "seed": 5}):
        d1, d2, d3 = inst["d1"], inst["d2"], inst["d3"]
        T = M._l900_theta(inst)
        u = T[:, d1:d1 + d2].sum(1)
        X = _support(d1, d2, inst["a2"], d3, inst["a3"])
        direct = float(np.mean((X @ u) ** 2))
        mu = (2 * inst["a2"] - d2) / d2
        nu = (2 * inst["a3"] - d3) / d3 if d3 else 0.0
        S2, S3 = range(d1, d1 + d2), range(d1 + d2, d1 + d2 + d3)
        p2 = sum(u[i] * u[j] for i in S2 for j in S2 if i != j)
        p3 = sum(u[i] * u[j] for i in S3 for j in S3 if i != j)
        x23 = sum(u[i] * u[j] for i in S2 for j in S3)
        w2 = (mu**2 * d2 - 1) / (d2 - 1) if d2 > 1 else 1.0
        w3 = (nu**2 * d3 - 1) / (d3 - 1) if d3 > 1 else 1.0
        printed = float(u @ u + p2 * w2 + p3 * w3 + 2 * mu * nu * x23)
        assert abs(direct - printed) < 1e-9 * max(1.0, direct)
        assert abs(M._l900_measure(inst, None).lhs - direct) < 1e-9 * max(1.0, direct)


def test_l900_psd_argument() -> None:
    """The reason the display holds: u^T E[x x^T] u <= (d2 + d3) ||u||^2 + ... i.e. the second moment of a +-1 vector
    has top eigenvalue <= its dimension (checked on enumerated supports, all counts, d <= 8)."""
    for d1, d2, d3 in ((0, 3, 2), (2, 4, 2), (1, 2, 3)):
        for a2 in range(d2 + 1):
            for a3 in range(d3 + 1):
                X = _support(d1, d2, a2, d3, a3)
                C = X.T @ X / X.shape[0]
                top = float(np.linalg.eigvalsh(C[d1:, d1:]).max())
                assert top <= d2 + d3 + 1e-9


def test_l745_variance_is_norm() -> None:
    """V_y[<w, y>] for y uniform on {+-1}^{d1}: the mean of the enumerated squares minus the squared mean equals
    ||w||^2; the claim's measurement and its instance's event slack agree."""
    rng = np.random.default_rng(11)
    for d1 in (1, 4, 7):
        w = rng.normal(size=d1)
        ys = np.array(list(itertools.product((1.0, -1.0), repeat=d1)))
        v = ys @ w
        assert abs(float(v.var()) - float(w @ w)) < 1e-12 * max(1.0, float(w @ w))
    inst = {"d1": 6, "d2": 2, "d3": 1, "a2": 1, "a3": 0, "family": "gaussian", "seed": 4}
    m = M._l745_measure(inst, None)
    assert abs(m.lhs - m.quantities["norm2"]) < 1e-12


def _rows_dense(inst: dict) -> np.ndarray:
    """The 'rows' Theta = D + a 1_[3] e^T built densely from the same seed (the same draws in the same order)."""
    d, d1, d2 = inst["d"], inst["d1"], inst["d2"]
    d3 = d - d1 - d2
    rng = np.random.default_rng(inst["seed"])
    D = np.resize([1.0, -1.0], d)
    rng.shuffle(D)
    e = rng.choice([-1.0, 1.0], d)
    e[d1 + d2:] = np.resize([1.0, -1.0], d3)
    e /= np.sqrt(d)
    u = np.zeros(d)
    u[d1 + d2:] = 1.0
    return np.diag(D) + float(inst["a"]) * np.outer(u, e)


def test_l810_matrix_free_against_dense() -> None:
    """The claim's O(d) sums (Frobenius and operator norms, row and column norms, Theta^T 1_[a]) and its second
    moment equal the dense computation: ||Theta||_F, the SVD's top value, and tr(Theta Theta^T E[x x^T]) with E[x x^T]
    averaged over the enumerated support (small blocks)."""
    for inst in ({"d": 40, "d2": 4, "d1": 30, "a": 3**0.5, "seed": 2, "bullet": "ii", "cfrac": 1.0, "mu_side": 1,
                  "nu_side": 1},
                 {"d": 37, "d2": 5, "d1": 26, "a": 0.7, "seed": 9, "bullet": "i", "cfrac": 0.5, "mu_side": -1,
                  "nu_side": 0}):
        T = _rows_dense(inst)
        t = M._l810_rows(inst)
        assert abs(t["fro2"] - float((T**2).sum())) < 1e-9 * t["fro2"]
        assert abs(t["op2"] - float(np.linalg.norm(T, 2)) ** 2) < 1e-9 * t["op2"]
        assert np.allclose(t["rows2"], (T**2).sum(1)) and np.allclose(t["cols2"], (T**2).sum(0))
        p = M._l810_parts(inst)
        d1, d2, d = inst["d1"], inst["d2"], inst["d"]
        mu, nu = p["terms"]["mu"], p["terms"]["nu"]
        a2, a3 = round((1 + mu) * d2 / 2), round((1 + nu) * (d - d1 - d2) / 2)
        # E[x x^T] of the slice blocks by enumeration (the cube block contributes the identity)
        X = _support(0, d2, a2, d - d1 - d2, a3)
        C = np.eye(d)
        C[d1:, d1:] = X.T @ X / X.shape[0]
        assert abs(p["lhs"] - float(np.trace(T @ T.T @ C))) < 1e-9 * p["lhs"]
