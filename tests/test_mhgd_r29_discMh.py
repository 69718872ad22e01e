"""Second path for round 29's mhgd.display.cor5-proof-applies-cor3 (helper discMh): plain Python and mpmath, nothing
from bounds/ or models/. The instance is built explicitly: T = 1, R = 1, one sample X = x^T with ||x|| = 1, theta_0 = 0
(any H), K = 1, so that P1 holds with B2 = 1, P2 with B_Phi = 1 (Phi~(X; 0) = 0) and P3 with gamma = sqrt(2)."""

from __future__ import annotations

import math

import mpmath
import numpy as np


def _p3_margin(d: int, H: int) -> float:
    """gamma of P3 at theta_0 = 0 for one sample x = e_1 in R^d, y = +1, T = 1: at U = 0 the W-gradients vanish and
    grad_{U_h} Phi~ = phi(0) X / sqrt(H) = x^T / sqrt(H) (T = 1); theta~_* = sqrt(2) grad / ||grad|| gives the margin
    sqrt(2) ||grad||."""
    x = np.zeros(d)
    x[0] = 1.0
    grad = np.concatenate([x / math.sqrt(H)] * H + [np.zeros(d * d)] * H)
    return math.sqrt(2) * float(np.linalg.norm(grad))


def _params(d: int) -> tuple:
    gamma = _p3_margin(d, H=3)
    assert abs(gamma - math.sqrt(2)) < 1e-12
    B2, BPhi, K, T, R = 1, 1, 1, 1, 1
    g0 = (2 * BPhi + math.log(K)) / gamma  # Prop. 7 at eps = 1/K
    g = B2 + g0
    return T, R, B2, BPhi, gamma, g0, g


def test_cor5_applies_cor3() -> None:
    # (81) against Cor. 5's threshold at d = 64: (36 d^2 / (256 d^{3/2} B2)) = 9 sqrt(d)/64 = 1.125
    d = 64
    T, R, B2, BPhi, gamma, g0, g = _params(d)
    thr5 = 256 * d * math.sqrt(T * d) * R**3 * B2 * (3 * math.sqrt(d) * R**2 * (4 * g0 + B2) + 1) * g0**2
    h81 = 36 * d * math.sqrt(T) * d * R**3 * (3 * math.sqrt(d) * R**2 * (3 * g0 + g) + 1) * g0**2
    h95 = 256 * d * math.sqrt(T * d) * R**3 * (3 * math.sqrt(d) * R**2 * (3 * g0 + g) + 1) * g0**2
    sH = math.sqrt(math.ceil(thr5**2))  # H = the least integer meeting Cor. 5's threshold
    assert abs(thr5 - 4.21434e7) / 4.21434e7 < 1e-5 and abs(h81 - 4.74114e7) / 4.74114e7 < 1e-5
    assert h81 / sH > 1.12  # (81) as printed is not met
    assert h95 <= sH  # (95) is (B2 = 1)

    # the step-size cap at d = 4 (mpmath, 50 digits): Cor. 5's 1/rho_5(K) exceeds Cor. 3's 1/rho_3(K)
    mpmath.mp.dps = 50
    d = 4
    T, R, B2, BPhi, gamma, g0, g = (mpmath.mpf(v) for v in _params(d))
    thr5 = 256 * d * mpmath.sqrt(T * d) * R**3 * B2 * (3 * mpmath.sqrt(d) * R**2 * (4 * g0 + B2) + 1) * g0**2
    sH = mpmath.sqrt(mpmath.ceil(thr5**2))
    alpha = 3 * d * mpmath.sqrt(d) * R**2 * (3 * mpmath.sqrt(T) * R**3 * (3 * g0 + g) + 2 * mpmath.sqrt(T) * R)
    rho5 = (2 * d * mpmath.sqrt(T * d) * R**3 / sH + T * R**2 / 4) * alpha**2
    rho3 = (2 * d * mpmath.sqrt(T) * d * R**3 / sH + T * R**2 / 4) * alpha**2
    L0 = mpmath.log(2)  # L^(theta_0) at Phi~ = 0, below log(1 + e^{B_Phi})
    g01 = 2 * BPhi / gamma
    cap5 = min(1, 1 / rho5, 4 * BPhi**2 / gamma**2 / mpmath.log(1 + mpmath.e**BPhi))
    cap3 = min(1, 1 / rho3, g01**2, g01**2 / L0)
    assert cap5 == 1 / rho5 and cap3 == 1 / rho3  # 1/rho(K) binds in both
    ratio = cap5 / cap3
    assert 1.0003 < ratio < 1.0005  # eta = Cor. 5's cap is above Cor. 3's by 3.8e-4
    mpmath.mp.dps = 15


def test_thm4_lemma11_hyp() -> None:
    # theta = 0 (||theta||_{2,inf} = 0), ||theta_0|| = 1, T = 1, d = 4, R = 1: Theorem 4 (L1107) vs (84) (L1009)
    T, d, R, D, N = 1, 4, 1.0, 1.0, 0.0
    br = 3 * math.sqrt(d) * R**2 * (3 * D + N) + 1  # = 19
    thm4 = 256 * d * math.sqrt(T * d) * R**3 * br * D**2
    h84 = 256 * d * math.sqrt(T) * d * R**3 * br * D**2
    H = math.ceil(thm4**2)  # the least H Theorem 4 allows
    assert thm4 == 38912 and h84 == 77824 and H == 38912**2
    assert math.sqrt(H) < h84  # (84) as printed is not met
    # the ratio is sqrt(d) for every d >= 2
    for d in (2, 9, 100):
        r = (256 * d * math.sqrt(T) * d) / (256 * d * math.sqrt(T * d))
        assert abs(r - math.sqrt(d)) < 1e-12


def test_prop2_p3_shape_misses_lemma15() -> None:
    # DM1, Z_mu = Z_nu = 0 (noise orthogonal to every pattern), Z = 1, T = 10, zeta = 0.1, M = 1, P = S^3
    T, zeta, M, Z = 10, 0.1, 1, 1.0
    ratios = []
    for S in (1e-2, 1e-3, 1e-4, 1e-6):
        P = S**3
        R = math.sqrt(S**2 + Z**2)  # Assumption 3's R (Z_nu = 0), >= 1
        bracket = zeta * S**4  # zeta S^4 - 7 Zb S^2 - 12 Zb^2 - 16 Zb^3/S^2 at Zb = 0
        pt = P * T**2.5 * (S + Z) ** 3
        glin = S * math.sqrt(T) / math.sqrt(2) * zeta  # (S sqrt(T)/sqrt2)(zeta - 2 (1 - zeta) Z_mu/S^2), Z_mu = 0
        g7 = (T * (1 - zeta) * zeta * bracket - pt + glin) / (4 * math.sqrt(2) * (M + 1))  # (7), L237
        g119 = T * (1 - zeta) * zeta / (4 * math.sqrt(2) * (M + 1)) * bracket - pt + glin  # (119), L1420
        assert g7 > 0 and g119 > 0
        lemma15 = 4 * (2 * R**3 * T * (S + P) + math.sqrt(T * R)) / g119
        prop2 = R**4 * T * (S + P) / g7
        ratios.append(lemma15 / prop2)
    assert ratios[-1] > 1e3 * ratios[0]  # grows like 1/S: no absolute constant
    assert all(b > 5 * a for a, b in zip(ratios[:-1], ratios[1:], strict=True))


def test_eq12_from_eq3() -> None:
    # Sec. 5.3's construction, S = R = 1, T = 1, M = 1 (d = 3), n = 2, C = 1, p = 1/2, theta~^(0) = 0
    S = R = 1.0
    T, d, n, C, p = 1, 3, 2, 1.0, 0.5
    gamma_attn = S * math.sqrt(T) / math.sqrt(2)
    out = []
    for H in (1.0, 1e4, 1e8, 1e12):
        u_h = math.log(n) / gamma_attn / math.sqrt(H)  # ||U_h||, ||U_opt|| = 1
        w_h = C / H**p  # ||W_h||, ||W_opt|| = 1
        n_2inf = math.hypot(u_h, w_h)  # every head alike
        norm = math.sqrt(H) * n_2inf  # ||theta~|| over H equal heads
        eq12 = S**5 * norm**3
        eq3 = d**2 * math.sqrt(T) * R**5 * n_2inf * norm**3
        out.append(eq12 / eq3)
    assert all(b > 90 * a for a, b in zip(out[:-1], out[1:], strict=True))  # grows like H^{1/2}: no constant
