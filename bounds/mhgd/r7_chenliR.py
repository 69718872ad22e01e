"""Bounds of mhgd's round-7 step claims (helper chenliR; ``checks/papers/mhgd/r7_chenliR.py``).
Pure functions of named quantities (no torch). Seed: ``shared/seeds/004_fdca0756fccde960.txt``."""

from __future__ import annotations

import math


def l299_s_lower(C: float, H: float, p: float, logn: float) -> float:
    """L299: S >~ C^{-1/2} H^{p/2} v (log(n)/C) H^{p-1/2} (the two lower bounds on S of the case ||W~|| >= ||U~||)."""
    return max(H ** (p / 2) / math.sqrt(C), logn / C * H ** (p - 0.5))


def l299_s_lower_wrong_power(C: float, H: float, p: float, logn: float) -> float:
    """Planted: H^p in place of H^{p/2} in the first lower bound."""
    return max(H**p / math.sqrt(C), logn / C * H ** (p - 0.5))


def l303_link(C: float, H: float, p: float, logn: float) -> float:
    """L303's second link: S^5 C^3 H^{3/2-3p} >~ C^{1/2} H^{3/2-p/2} v (log^5(n)/C^2) H^{2p-1}."""
    return max(math.sqrt(C) * H ** (1.5 - p / 2), logn**5 / C**2 * H ** (2 * p - 1))


def l303_link_wrong_power(C: float, H: float, p: float, logn: float) -> float:
    """Planted: H^{3/2-p/3} in place of H^{3/2-p/2}."""
    return max(math.sqrt(C) * H ** (1.5 - p / 3), logn**5 / C**2 * H ** (2 * p - 1))


def l303_first_implication(H: float, p: float) -> float:
    """L303: H^{1/2} >~ C^{1/2} H^{3/2-p/2} => H^{p-2} >~ C: the upper bound H^{p-2} on C."""
    return H ** (p - 2)


def l303_first_implication_wrong(H: float, p: float) -> float:
    """Planted: H^{p-5/2} (a wrong power of H)."""
    return H ** (p - 2.5)


def l303_second_implication(H: float, p: float, logn: float) -> float:
    """L303: H^{1/2} >~ (log^5(n)/C^2) H^{2p-1} => H^{p-3/4} <~ C/log^{5/2}(n): the lower bound log^{5/2}(n)
    H^{p-3/4} on C."""
    return logn**2.5 * H ** (p - 0.75)


def l303_second_implication_wrong(H: float, p: float, logn: float) -> float:
    """Planted: log^{5/2}(n) H^{p-1/2} (a wrong power of H)."""
    return logn**2.5 * H ** (p - 0.5)


def taylor_mean_value(half: float) -> float:
    """(99): the remainder equals (1/2) y <theta - theta_0, Hess Phi(theta') (theta - theta_0)> for SOME theta' on the
    segment: |R - mid| <= half, [mid - half, mid + half] the range of that quadratic form (times 1/2) on the segment."""
    return half


def taylor_mean_value_tenth(half: float) -> float:
    """Planted: a tenth of the range (the remainder pinned near the segment's midpoint curvature)."""
    return half / 10.0


def l862_lmin(lmin: float, lmax: float, dn2: float, lmin_hi: float = math.nan) -> float:  # noqa: ARG001
    """L862: L^(theta) - L^(theta_k) - <grad L^(theta_k), theta - theta_k> >= (1/2) lambda_min(Hess L^(theta_k
    alpha)) ||theta - theta_k||^2 for some alpha (the smallest lambda_min on the segment)."""
    return 0.5 * lmin * dn2


def l862_lmax(lmin: float, lmax: float, dn2: float, lmin_hi: float = math.nan) -> float:  # noqa: ARG001
    """Planted: lambda_max in place of lambda_min (the remainder is at most (1/2) max lambda_max ||.||^2)."""
    return 0.5 * lmax * dn2


def l862_every_alpha(lmin: float, lmax: float, dn2: float, lmin_hi: float = math.nan) -> float:  # noqa: ARG001
    """L862 read with alpha universal ('for theta_{k alpha} ..., alpha in [0, 1]' as 'for every alpha'): the
    remainder >= (1/2) lambda_min(Hess L^(theta_{k alpha})) ||theta - theta_k||^2 for every alpha, i.e. >= (1/2) (the
    largest lambda_min on the segment) ||theta - theta_k||^2 (the grid's largest is a lower estimate of it, so a
    crossing on the grid is a crossing)."""
    return 0.5 * lmin_hi * dn2


def l1464_shape(n1: int, n: int, psi1: float, mean: float) -> float:  # noqa: ARG001
    """L1464's first '<=': ||X_v||_psi2 <= (C/n) sqrt(sum_{i in [n1]} ||y_i <v, mu_{y_i}>||_psi2^2) (C hidden); the
    n1 summands are identically distributed with psi_2 norm psi1, so the shape is sqrt(n1) psi1/n."""
    return math.sqrt(n1) * psi1 / n


def l1464_shape_wrong_n(n1: int, n: int, psi1: float, mean: float) -> float:  # noqa: ARG001
    """Planted: sqrt(n1) psi1/n^2 (a wrong power of the total sample size n), wrong along n -> inf."""
    return math.sqrt(n1) * psi1 / n**2


def l1464_shape_corrected(n1: int, n: int, psi1: float, mean: float) -> float:
    """The centred chain: ||X_v||_psi2 <= ||X_v - E X_v||_psi2 + ||E X_v||_psi2 <~ sqrt(n1) psi1/n + |E X_v|."""
    return math.sqrt(n1) * psi1 / n + abs(mean)


def l1344_expansion(y: float, T: int, A: float, Bp: float, Cp: float, Dp: float) -> float:
    """L1344-L1352's last line: (y/T) {zeta T (zeta T y S^2 S^4 + B) + sum_{t in R^c} [C_t + D_t]}, the printed terms
    A = zeta T zeta T y S^6, B = zeta T sum_{t' in R^c} z_{t'}^T u_* S^2 mu_y^T z_{t'}, C = sum_t zeta T y S^2 (...),
    D = sum_t sum_{t'} z_{t'}^T u_* (...) computed term by term from their printed formulas."""
    return y / T * (A + Bp + Cp + Dp)


def l1344_expansion_no_noise_pairs(y: float, T: int, A: float, Bp: float, Cp: float, Dp: float) -> float:  # noqa: ARG001
    """Planted: the noise-noise double sum D dropped."""
    return y / T * (A + Bp + Cp)


def eq112_line1(T: int, zeta: float, S: float, Zmu: float, Znu: float) -> float:
    """(112)'s first right side: zeta T [zeta S^6 - 2(1-zeta) Z_mu^2 S^2] + (1-zeta) T [zeta S^6 - zeta(Z_mu + Z_nu)
    S^4 - 2 Z_mu (1-zeta)(2 Z_mu^2 + 2 Z_mu Z_nu + 2 Z_mu S^2)]."""
    z = zeta
    return (z * T * (z * S**6 - 2 * (1 - z) * Zmu**2 * S**2)
            + (1 - z) * T * (z * S**6 - z * (Zmu + Znu) * S**4
                             - 2 * Zmu * (1 - z) * (2 * Zmu**2 + 2 * Zmu * Znu + 2 * Zmu * S**2)))


def eq112_line2(T: int, zeta: float, S: float, Zmu: float, Znu: float) -> float:
    """(112)'s second right side: T [zeta S^6 - zeta(1-zeta)(Z_mu+Z_nu) S^4 - 2(1-zeta)(zeta + 2(1-zeta)) Z_mu^2 S^2 -
    4(1-zeta)^2 Z_mu^2 (Z_mu + Z_nu)]."""
    z = zeta
    return T * (z * S**6 - z * (1 - z) * (Zmu + Znu) * S**4 - 2 * (1 - z) * (z + 2 * (1 - z)) * Zmu**2 * S**2
                - 4 * (1 - z) ** 2 * Zmu**2 * (Zmu + Znu))


def eq112_line1_noiseless(T: int, zeta: float, S: float, Zmu: float, Znu: float) -> float:  # noqa: ARG001
    """Planted: (112)'s first right side with every noise term dropped (zeta T S^6, the noiseless value)."""
    return eq112_line1(T, zeta, S, 0.0 * Zmu, 0.0 * Znu)


def eq112_line2_wrong(T: int, zeta: float, S: float, Zmu: float, Znu: float) -> float:
    """Planted: (112)'s second line with 4(1-zeta) in place of 4(1-zeta)^2 in its last term."""
    return eq112_line2(T, zeta, S, Zmu, Znu) + 4 * (1 - zeta) * zeta * T * Zmu**2 * (Zmu + Znu)


def l1364_expansion(T: int, left: float, right: float) -> float:
    """L1364-L1369: -(1/T^2) {sum_{t' in R} y^2 S^2 + sum_{t' in R^c} y z_{t'}^T u_*} . {the printed double sum of
    [r_t]_{t'}}, the two braces computed from their printed formulas."""
    return -left * right / T**2


def l1364_expansion_wrong(T: int, left: float, right: float) -> float:
    """Planted: 1/T in place of 1/T^2."""
    return -left * right / T
