"""Round 26 (helper mhgd): second paths for checks/papers/mhgd/r26_mhgd.py, written from the paper's displays with
numpy / mpmath only (nothing from bounds/ or models/)."""

from __future__ import annotations

import math

import mpmath
import numpy as np


def _thm3(d: float, T: float, R: float, D: float, N: float) -> tuple[float, float]:
    """Theorem 3 (L932-L938): the sqrt(H) requirement and rho(theta) at H = inf."""
    sqrtH = 36 * d * math.sqrt(T * d) * R**3 * (3 * math.sqrt(d) * R**2 * (3 * D + N) + 1) * D**2
    alpha = 3 * d * math.sqrt(d) * R**2 * (3 * math.sqrt(T) * R**3 * (3 * D + N) + 2 * math.sqrt(T) * R)
    return sqrtH, T * R**2 / 4 * alpha**2


def _thm1(d: float, T: float, R: float, D: float, N: float) -> tuple[float, float]:
    """Theorem 1 (L147, L149): the '>~' shapes."""
    return d**2 * T**0.5 * R**5 * N * D**3, d**4.5 * T**1.5 * R**13 * N**2 * D**2


def test_thm3_requirements_exceed_thm1_shapes() -> None:
    """mhgd.display.thm1-restates-thm3: Theorem 3's requirements over Theorem 1's shapes are unbounded along
    D -> 0, N -> 0 (sqrt(H) and rho) and T -> inf (rho), and positive where the shapes are 0 (N = 0)."""
    ratios_D = [_thm3(1, 1, 1, D, 1.0)[0] / _thm1(1, 1, 1, D, 1.0)[0] for D in (1e-1, 1e-3, 1e-5)]
    assert all(b > 50 * a for a, b in zip(ratios_D, ratios_D[1:]))  # ~ 1/D
    ratios_N = [_thm3(1, 1, 1, 1.0, N)[1] / _thm1(1, 1, 1, 1.0, N)[1] for N in (1e-1, 1e-3, 1e-5)]
    assert all(b > 5e3 * a for a, b in zip(ratios_N, ratios_N[1:]))  # ~ 1/N^2
    ratios_T = [_thm3(1, T, 1, 1.0, 1.0)[1] / _thm1(1, T, 1, 1.0, 1.0)[1] for T in (1e2, 1e4, 1e6)]
    assert np.allclose(np.diff(np.log10(ratios_T)), 1.0, atol=0.02)  # ~ sqrt(T): x10 per two decades
    h, r = _thm3(3, 5, 2.0, 0.5, 0.0)
    s_h, s_r = _thm1(3, 5, 2.0, 0.5, 0.0)
    assert h > 0 and r > 0 and s_h == 0 and s_r == 0


def test_l806_step_on_one_head_by_finite_differences() -> None:
    """mhgd.display.lemma6-lmin-last on one sample, one head, T = 2, d = 1 (own mpmath Hessian by central differences
    of Phi(X; U, W) = <U, softmax(X W X^T) X>): |l'(y Phi)| ||grad^2 Phi|| <= (2 d sqrt(T) d R^3)(3 sqrt(d) R^2
    ||U||_F + 1) l(y Phi)."""
    mpmath.mp.dps = 40
    X = [mpmath.mpf("0.8"), mpmath.mpf("-0.6")]
    y = 1

    def phi(v: list) -> mpmath.mpf:
        u1, u2, w = v
        out = mpmath.mpf(0)
        for t in range(2):
            s = [mpmath.exp(X[t] * w * X[j]) for j in range(2)]
            z = sum(s)
            out += [u1, u2][t] * sum(s[j] / z * X[j] for j in range(2))
        return out

    v0 = [mpmath.mpf("0.7"), mpmath.mpf("-1.1"), mpmath.mpf("0.4")]
    h = mpmath.mpf("1e-12")
    Hm = mpmath.matrix(3, 3)
    for a in range(3):
        for b in range(3):
            def f(sa: int, sb: int, a: int = a, b: int = b) -> mpmath.mpf:
                v = list(v0)
                v[a] += sa * h
                v[b] += sb * h
                return phi(v)
            Hm[a, b] = (f(1, 1) - f(1, -1) - f(-1, 1) + f(-1, -1)) / (4 * h * h)
    hn = max(abs(e) for e in mpmath.eigsy(Hm)[0])
    z = y * phi(v0)
    lp = 1 / (1 + mpmath.exp(z))  # |l'(z)|
    loss = mpmath.log(1 + mpmath.exp(-z))
    R = max(mpmath.mpf(1), max(abs(x) for x in X))
    T, d = 2, 1
    U = mpmath.sqrt(v0[0] ** 2 + v0[1] ** 2)
    rhs = 2 * d * mpmath.sqrt(T) * d * R**3 * (3 * mpmath.sqrt(d) * R**2 * U + 1) * loss
    assert 0 < lp * hn <= rhs


def test_l1562_psi_sum_factor() -> None:
    """mhgd.display.prop3-psi-sum: on a hand-built DM1 sample (mu_+ = S e1, mu_- = S e2, nu_1 = S e3, T = 3, one
    relevant token, noise along e4), y <U_*, softmax(X W_* X^T) X> with U_* = 1_T u_*^T is S sqrt(2T) times the printed
    (y/(S sqrt(2T))) sum_t sum_t' [phi(x_t^T W_* X^T)]_t' u_*^T x_t', and equal to it with U_* / (S sqrt(2T))."""
    S, T, M, Gamma = 1.7, 3, 1, 2.5
    e = np.eye(4)
    mp, mm, nu = S * e[0], S * e[1], S * e[2]
    y = -1.0
    X = np.stack([mm, nu + 0.3 * e[3] + 0.1 * mp, nu - 0.2 * e[3]])  # token 1 relevant (mu_y, y = -1)
    W = np.outer(mp, mp) + np.outer(mm, mm) + np.outer(nu, mp + mm)
    Wst = Gamma / (S**2 * math.sqrt(2 * (M + 1))) * W
    G = X @ Wst @ X.T
    A = np.exp(G - G.max(axis=1, keepdims=True))
    A /= A.sum(axis=1, keepdims=True)
    u = mp - mm
    U = np.tile(u, (T, 1))
    lhs = y * float((U * (A @ X)).sum())
    psi = sum(A[t, tp] * float(u @ X[tp]) for t in range(T) for tp in range(T))
    printed = y / (S * math.sqrt(2 * T)) * psi
    assert math.isclose(lhs, S * math.sqrt(2 * T) * printed, rel_tol=1e-12)
    assert not math.isclose(lhs, printed, rel_tol=1e-3)
    assert math.isclose(lhs / (S * math.sqrt(2 * T)), printed, rel_tol=1e-12)
