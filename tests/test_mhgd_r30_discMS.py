"""Second path for round 30's mhgd.display.cor3-proof-applies-thm3 (helper discMS): numpy and mpmath, nothing from
bounds/ or models/. The instance is built explicitly: T = d = 1, R = 1, one sample x = 1 (y = +1), theta_0 = 0, H heads,
K = 1: the multi-head model (2) is evaluated directly on the witness at distance exactly g0(1) = 1."""

from __future__ import annotations

import math

import mpmath
import numpy as np


def _phi_tilde(X: np.ndarray, U: list, W: list) -> float:
    """(2): (1/sqrt H) sum_h <U_h, softmax_rows(X W_h X^T) X>."""
    out = 0.0
    for Uh, Wh in zip(U, W):
        S = X @ Wh @ X.T
        P = np.exp(S - S.max(axis=1, keepdims=True))
        P /= P.sum(axis=1, keepdims=True)
        out += float(np.sum(Uh * (P @ X)))
    return out / math.sqrt(len(U))


def test_cor3_witness_breaks_thm3_hypothesis() -> None:
    T = d = 1
    R = 1.0
    X = np.ones((T, d))
    # Assumption 2 at eps = 1 (K = 1): theta_0 = 0 has L^ = log 2 <= 1, distance 0, ||.||_{2,inf} = 0, so g(1) = 0 and
    # g0(1) = s = 1 are valid (non-increasing extensions: g0(eps) = a(eps) + 1, g(eps) = a(eps)/sqrt(H)).
    g0, g = 1.0, 0.0
    # (81): sqrt(H) >= 36 d sqrt(T) d R^3 (3 sqrt(d) R^2 (3 g0 + g) + 1) g0^2 = 36 * 10 = 360
    thr81 = 36 * d * math.sqrt(T) * d * R**3 * (3 * math.sqrt(d) * R**2 * (3 * g0 + g) + 1) * g0**2
    H = math.ceil(thr81**2)
    assert H == 129600 and math.sqrt(H) >= thr81
    # the witness of L985: U_h = 0, W_h = w with H w^2 = g0^2 (distance exactly g0(1)); the model output is 0
    w = g0 / math.sqrt(H)
    Uh, Wh = np.zeros((T, d)), np.full((d, d), w)  # every head the same
    head = math.sqrt(float(np.sum(Uh**2) + np.sum(Wh**2)))
    dist, norm2inf = math.sqrt(H) * head, head
    loss = math.log1p(math.exp(-_phi_tilde(X, [Uh] * 3, [Wh] * 3)))  # U = 0 gives Phi~ = 0 for any H
    assert abs(dist - g0) < 1e-9 and loss <= 1.0
    assert norm2inf >= g0 / math.sqrt(H) - 1e-15  # no witness at distance g0 does better: ||theta||^2 <= H max_h ||theta_h||^2
    # Theorem 3's hypothesis at this witness (L932), exact
    with mpmath.workdps(40):
        D, N = mpmath.mpf(1), mpmath.mpf(1) / mpmath.sqrt(H)
        thr3 = 36 * d * mpmath.sqrt(T * d) * R**3 * (3 * mpmath.sqrt(d) * R**2 * (3 * D + N) + 1) * D**2
        assert thr3 > mpmath.sqrt(H)
        assert abs(thr3 - mpmath.mpf("360.3")) < mpmath.mpf("1e-30")
        # rho(theta) > rho(K): alpha grows with N > g
        a_k = 3 * R**2 * (3 * R**3 * (3 * D + g) + 2 * R)
        a_t = 3 * R**2 * (3 * R**3 * (3 * D + N) + 2 * R)
        assert a_t > a_k


def test_l985_exact_distance_scaling_regimes() -> None:
    """L985's own inference holds in the two regimes the report names: eps >= log 2 (shrink U to 0, then move W) and
    eps < log 2/n (all margins positive: scale U up); a one-sample check of the first: along U -> 0 the loss stays
    <= max(L^(witness), log 2)."""
    m = 0.3  # a witness margin at eps = 1: log(1 + e^{-0.3}) = 0.554 <= 1
    for t in np.linspace(0, 1, 11):
        assert math.log1p(math.exp(-t * m)) <= max(math.log1p(math.exp(-m)), math.log(2)) + 1e-15


def test_cor4_witness_breaks_thm4_hypothesis() -> None:
    """Cor. 4's (95) and Theorem 4 (L1107) share 256 d sqrt(Td): at T = d = 1, R = 1, g0(1) = 1, g(1) = 0 the least H
    meeting (95) is 2560^2, and the exact-distance witness (U_h = 0, W_h = 1/2560) needs 2560.3."""
    for d in (1, 3):
        g0, g, T, R = 1.0, 0.0, 1, 1.0
        thr95 = 256 * d * math.sqrt(T * d) * R**3 * (3 * math.sqrt(d) * R**2 * (3 * g0 + g) + 1) * g0**2
        H = math.ceil(thr95**2)
        with mpmath.workdps(40):
            N = mpmath.mpf(g0) / mpmath.sqrt(H)
            thr4 = 256 * d * mpmath.sqrt(T * d) * R**3 * (3 * mpmath.sqrt(d) * R**2 * (3 * g0 + N) + 1) * g0**2
            assert thr4 > mpmath.sqrt(H)
