"""Round 26 (helper chenliC): second paths for checks/papers/chenli/r26_chenliC.py (own numpy/mpmath; nothing imported
from bounds/ or models/)."""

from __future__ import annotations

import math

import mpmath
import numpy as np
from scipy.linalg import hadamard


def _family(N: int, h: int, a: float, x1: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Theta (d x d, d = 2N + 2h) and x for the L876 family, built from the definitions."""
    d3 = 2 * h
    d = 2 * N + d3
    H = hadamard(N).astype(float)
    H[:, 0] = 0.0  # the all-ones column of the Sylvester Hadamard zeroed
    s = np.concatenate([np.ones(h), -np.ones(h)])
    T = np.zeros((d, d))
    T[:N, N:2 * N] = H
    T[:N, 2 * N:] = math.sqrt(a / d3) * np.outer(np.ones(N), s)
    x = np.concatenate([x1, np.tile([1.0, -1.0], N // 2), np.tile([1.0, -1.0], h)])
    return T, x


def _sides(T: np.ndarray, x: np.ndarray, N: int, d3: int, c: float, p2: float, p3: float) -> tuple[float, float]:
    """L876: the middle (first '<=''s right side) and the printed right side, term by term from the definitions."""
    w = T.T @ x
    w2, w3 = w[N:2 * N], w[2 * N:]

    def offdiag(u: np.ndarray, v: np.ndarray, same: bool) -> float:
        M = np.outer(u, v)
        return float(M.sum() - (np.trace(M) if same else 0.0))

    mid = (p2 * float(w2 @ w2) + p3 * float(w3 @ w3) + p2**2 * abs(offdiag(w2, w2, True))
           + p3**2 * abs(offdiag(w3, w3, True)) + 2 * p2 * p3 * abs(offdiag(w2, w3, False)))
    F2 = float((T * T).sum())
    rhs = (c / math.sqrt(N) * F2 + c * c / N * float(w2.sum()) ** 2 + float(w3.sum()) ** 2
           + 2 * c / math.sqrt(d3) * float(np.linalg.norm(w)) * abs(float(w3.sum())))
    return mid, rhs


def test_l876_hadamard_family() -> None:
    """chenli.display.lemma5.11-coupling-second-link-sec4: (1) the matrices at N = 64 agree with the claim's closed
    form (w's blocks, ||Theta||_F^2, the singular values N (N - 1 times) and a N, <w, 1_[3]> = 0); (2) the crossing
    at J = 21 (x_[1] all ones) and at J = 30 with a typical x_[1] (B = sqrt(N)) re-derived in mpmath, with the
    hypotheses' numbers recomputed here."""
    from thmcheck.checks.papers.chenli import r26_chenliC as M

    N, h, a, c = 64, 2, 3.0, 1.0
    rng = np.random.default_rng(5)
    for x1 in (np.ones(N), rng.choice([-1.0, 1.0], N)):
        T, x = _family(N, h, a, x1)
        w = T.T @ x
        assert abs(float(w[2 * N:].sum())) < 1e-9
        sv = np.linalg.svd(T[:N], compute_uv=False)
        assert np.allclose(sorted(sv**2), sorted([N] * (N - 1) + [a * N]))
        mid, rhs = _sides(T, x, N, 2 * h, c, 0.0, 1.0)
        B = float(x1.sum())
        inst = {"J": 6, "h": h, "a": a, "kb": math.log(max(abs(B), 1e-300)) / math.log(N) * 2 - 1 if B else 0.0,
                "t": 1.0 if B >= 0 else -1.0, "x0": float(x1[0]), "u_r": 0.0, "u_c": 0.0, "u_v": 0.0, "p2": 0.0,
                "p3": 1.0, "nu": 0.0, "seed": 0}
        if B > 0:
            m = M._l876_measure(inst, None)
            assert math.isclose(m.lhs, mid, rel_tol=1e-9)
            assert math.isclose(m.quantities["TF"], float((T * T).sum()), rel_tol=1e-12)
            assert math.isclose(m.quantities["a2"], float(w[N:2 * N].sum()), abs_tol=1e-9)
        assert math.isclose(mid, 2 * a * B * B, rel_tol=1e-9, abs_tol=1e-9)
    # (2) mpmath at the reported instances: left 2 a B^2, right (c/sqrt N) F^2 + (c^2/N)(N x0 - B)^2
    mpmath.mp.dps = 40
    for J, hh, aa, B_of_N, ratio_min in ((21, 2, 1, lambda n: n, 2895.0), (30, 8, 1e5, lambda n: mpmath.sqrt(n), 6.0)):
        n = mpmath.mpf(2) ** J
        Bv = B_of_N(n)
        F2 = n * (n - 1) + aa * n
        left = 2 * aa * Bv**2
        right = F2 / mpmath.sqrt(n) + (n - Bv) ** 2 / n
        assert left / right > ratio_min
        assert n**2 - Bv**2 + aa * Bv**2 <= 2 * F2  # the event ||w||^2 <= 2 ||Theta||_F^2
        d = 2 * n + 2 * hh
        r = 4
        assert r <= d ** mpmath.mpf(0.25) / 10  # (8) with margin 10
        # Assumption 3 over |S| <= d/4: at least N - 1 - d/4 bulk columns stay, each a singular value sqrt(N)
        kb = n - 1 - mpmath.floor(d / 4)
        al2 = mpmath.mpf(aa) / (2 * hh)
        assert (kb + aa) / max(1, aa) >= r
        # Assumption 4: the largest column/row over ||.||_F/sqrt(d), also after removing d/4 bulk columns
        v2 = max(d * n * max(1, al2) / F2, d * (n - 1 + aa) / F2, d * max(1, al2) / (kb + aa))
        v = max(1, mpmath.sqrt(v2))
        if J == 30:
            v = mpmath.mpf(158.12)  # the claim's v at u_v = 0 (the least valid one)
            assert v * v >= v2
        assert v <= mpmath.sqrt(d) / (10 * r * r)
        assert 2 * hh <= min(d / (8 * v * v), mpmath.sqrt(d * r) / (8 * v))  # the bullet, nu = v, c = 1
        assert 2 * hh <= min(d / 8, mpmath.sqrt(d * r) / 8)  # the bullet, nu = max |nu| = 1


def test_l3478_minmax_cube() -> None:
    """chenli.display.lemmaA.10-minmax: on {+-1}^3, Definition A.8's max-min by a dense grid of the sphere's positive
    orthant, the min-max over measures on A by SLSQP on the simplex, and the printed min over measures on Omega (0 at
    y = delta_x): the reading agrees to 1e-2, the printed right side is 0 while d_T > 0 outside A."""
    from itertools import product

    from scipy.optimize import minimize

    cube = np.array(list(product([-1.0, 1.0], repeat=3)))
    g = np.linspace(0.0, math.pi / 2, 181)
    alphas = np.array([[math.sin(t) * math.cos(p), math.sin(t) * math.sin(p), math.cos(t)] for t in g for p in g])
    rng = np.random.default_rng(11)
    for _ in range(6):
        in_A = rng.random(8) < 0.4
        in_A[rng.integers(8)] = True
        if in_A.all():
            in_A[0] = False
        x = cube[int(rng.choice(np.flatnonzero(~in_A)))]
        U = (cube[in_A] != x).astype(float)
        d_T = float((alphas @ U.T).min(axis=1).max())  # max over alpha of min over y in A
        k = U.shape[0]
        res = minimize(lambda lam, U=U: float(np.sum((lam @ U) ** 2)), np.full(k, 1.0 / k), method="SLSQP",
                       bounds=[(0.0, 1.0)] * k, constraints=[{"type": "eq", "fun": lambda lam: lam.sum() - 1.0}])
        minmax_A = math.sqrt(res.fun)
        assert abs(d_T - minmax_A) < 1e-2
        printed = float(np.linalg.norm((cube[np.all(cube == x, axis=1)][0] != x).astype(float)))  # y = delta_x
        assert printed == 0.0 and d_T >= 1 / math.sqrt(3) - 1e-2
    x, A = -np.ones(3), np.ones((1, 3))
    assert math.isclose(float((alphas @ (A != x).astype(float).T).min(axis=1).max()), math.sqrt(3), rel_tol=1e-4)
