"""Bounds of chenli's round-9 step claims (helper chenliR; ``checks/papers/chenli/r9_chenliR.py``).
Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math
from typing import Any

from thmcheck.bounds.num import exp


def l2621_shape(a: float, b: float, **_: Any) -> float:
    """L2621, as printed: P[X_2 in Omega] <= exp(-Omega(a v b)), a = beta m r_Theta, b = m log d/lambda^4. With lhs =
    (a v b)/log(1/P[X_2 in Omega]) (the reciprocal of the rate constant the instance needs) the shape is 1."""
    return 1.0


def l2621_shape_min(a: float, b: float, **_: Any) -> float:
    """What Lemma 7.7's sum exp(-Omega(a)) + exp(-Omega(b)) gives: exp(-Omega(a ^ b)); against lhs = (a v b)/log(1/P)
    the shape is (a v b)/(a ^ b)."""
    return max(a, b) / min(a, b)


def l2621_shape_min_times_m(a: float, b: float, m: int, **_: Any) -> float:
    """Planted (of the corrected shape): the rate m (a ^ b), a spurious factor m (wrong along m -> inf)."""
    return max(a, b) / (m * min(a, b))


def l2621_shape_min_squared(a: float, b: float, **_: Any) -> float:
    """Planted (of the corrected shape): the rate (a ^ b)^2 (a wrong power; wrong along d -> inf)."""
    return max(a, b) / min(a, b) ** 2


def hw_rate_shape(beta: float, N: float, **_: Any) -> float:
    """L2381-L2383 / L2451-L2453, as printed: P[| ||X_1 Theta||^2 - ||Theta||_F^2 | > beta ||Theta||_F^2] <=
    exp(-Omega(beta m r_Theta)); with lhs = beta m r_Theta/log(1/P[fail]) the shape is 1."""
    return 1.0


def hw_rate_shape_beta_squared(beta: float, N: float, **_: Any) -> float:
    """What Theorem 3.1 gives at t = beta ||Theta||_F^2 (beta < 1): exp(-Omega(t^2/||M||_F^2 ^ t/||M||_op)) =
    exp(-Omega(beta^2 m r_Theta)); against lhs = beta m r_Theta/log(1/P) the shape is 1/beta."""
    return 1.0 / beta


def hw_rate_shape_beta_three_halves(beta: float, N: float, **_: Any) -> float:
    """Planted (of the corrected shape): the rate beta^{3/2} m r_Theta (a wrong power of beta): shape beta^{-1/2}."""
    return beta**-0.5


def hw_rate_shape_no_m(beta: float, N: float, m: int, **_: Any) -> float:
    """Planted (of the corrected shape): the rate beta^2 m^2 r_Theta (a spurious factor m, wrong along m)."""
    return 1.0 / (beta * m)


def l2547_shape(m: int, r: float, **_: Any) -> float:
    """L2547-L2549, as printed: P[exists i*: ||X_1 Theta_i*||^2 > K ||Theta_i*||_F^2] <= m exp(-Omega(m r_Theta)); with
    lhs = m r_Theta/log(m/P[fail]) the shape is 1."""
    return 1.0


def l2547_shape_per_head(m: int, r: float, **_: Any) -> float:
    """Theorem 3.1 per head (stable rank >= r_Theta) and a union bound: m exp(-Omega(r_Theta)); against lhs = m
    r_Theta/log(m/P) the shape is m."""
    return float(m)


def l2547_shape_r_three_halves(m: int, r: float, **_: Any) -> float:
    """Planted (of the corrected shape): m exp(-Omega(r_Theta^{3/2})) (a wrong power of r_Theta): shape m/sqrt(r)."""
    return m / r**0.5


def l2627_shape(omega: float, N: float, **_: Any) -> float:
    """L2627, as printed: P[#{i: |<z_i, w>| >= 1} >= N exp(-O(omega^2))] >= 1 - exp(-Omega(N)); with lhs =
    N/log(1/P[fail]) the shape is 1."""
    return 1.0


def l2627_shape_chernoff(omega: float, N: float, **_: Any) -> float:
    """What a Chernoff bound gives for a count with success probability exp(-omega^2): 1 - exp(-Omega(N exp(-omega^2)));
    against lhs = N/log(1/P) the shape is exp(omega^2)."""
    return exp(omega**2)


def l2627_shape_half_power(omega: float, N: float, **_: Any) -> float:
    """Planted (of the corrected shape): rate N exp(-omega^2/2) (a wrong power of the success probability)."""
    return exp(omega**2 / 2)


def eq121_shape(beta: float, N: float, **_: Any) -> float:
    """(121), as printed: P[not C] <= exp(-Omega(-beta m r_Theta)) = exp(+c beta m r_Theta); with lhs = P[not
    C]^{1/(beta m r_Theta)} the printed bound is lhs <= e^c: the shape is 1."""
    return 1.0


def eq121_mutant_decay(beta: float, N: float, m: int, r: float, **_: Any) -> float:
    """Planted: a decaying bound in the printed form, P[not C]^{1/(beta m r_Theta)} <~ 1/(beta m r_Theta) (the vacuous
    printed bound has no decay; wrong along beta -> 0 at fixed beta^2 m r_Theta)."""
    return 1.0 / (beta * m * r)


def l2399_shape(d: float, **_: Any) -> float:
    """(116) L2399, as printed: with constant failure probability delta, ||X_1 Theta~||_inf <= O(nu/sqrt(d) + mu)
    ||Theta_1||_F; with lhs = (the (1 - delta)-quantile of ||X_1 Theta~||_inf)/((nu/sqrt(d) + mu) ||Theta_1||_F) the
    shape is 1 (the O's constant, for delta in a fixed compact range)."""
    return 1.0


def l2399_shape_union(d: float, **_: Any) -> float:
    """What Hoeffding and the union bound over the d columns give (L2395-L2397): t = sqrt(2 log(2 d/delta)), so the
    shape sqrt(log(2 d)) (delta in a fixed compact range)."""
    return math.sqrt(math.log(2.0 * d))


def l2399_shape_union_over_nu(d: float, nu: float, **_: Any) -> float:
    """Planted (of the corrected shape): sqrt(log(2 d))/nu (a spurious 1/nu; wrong along nu -> inf)."""
    return math.sqrt(math.log(2.0 * d)) / nu


def l2607_shape(omega: float, **_: Any) -> float:
    """L2607-L2609's last step, as printed: exp(Omega(C^2 eta)) <= exp(O(omega^2)) 'by Eq. (7) and our choice of C,
    eta'; with lhs = C^2 eta/omega^2 (gamma_1 and eta's constant as 1) the shape is 1."""
    return 1.0


def l2607_shape_lambda(omega: float, m: int, lam: float, logd: float, **_: Any) -> float:
    """What (7) and (111) give: C^2 eta <= omega^2 lambda^2/(m^{9/2} log d) + 1/(omega m^{3/2} lambda^2 log d) (the
    kappa and the mu parts, gamma_1 and eta's constant 1); against lhs = C^2 eta/omega^2 the shape 2 (lambda^2/(m^{9/2}
    log d) + 1/(omega^3 m^{3/2} lambda^2 log d)) (the 2: (111) at its end makes the mu part equal)."""
    return 2.0 * (lam**2 / (m**4.5 * logd) + 1.0 / (omega**3 * m**1.5 * lam**2 * logd))


def l2607_shape_lambda_m_power(omega: float, m: int, lam: float, logd: float, **_: Any) -> float:
    """Planted (of the corrected shape): m^{5/2} in place of m^{3/2} in the mu part (a wrong power of m; wrong along
    m -> inf)."""
    return 2.0 * (lam**2 / (m**4.5 * logd) + 1.0 / (omega**3 * m**2.5 * lam**2 * logd))


def l2479_shape(**_: Any) -> float:
    """L2479, as printed: eta <~ eta' << lambda/m (by (7) and (111)); with lhs = max(eta/eta', m eta'/lambda) the shape
    is 2 (the constants hidden; the 2 because eta = eta' exactly when mu = 0)."""
    return 2.0


def l2479_shape_log_cubed(logd: float, **_: Any) -> float:
    """Planted: eta' << lambda/(m log^3 d) (a spurious power of log d: (7) and (111) give only log^{-2} d); wrong along
    d -> inf at fixed lambda."""
    return 2.0 / logd**3


def l2637_printed(k: int, a: float, F: float, **_: Any) -> float:
    """L2637, as printed: ||softmax(X_1 Theta_i X^T) - e_2||_2 <= k exp(-omega sqrt(log d)) ||Theta_1||_F (a := omega
    sqrt(log d), F := ||Theta_1||_F outside the exponential)."""
    return k * exp(-a) * F


def l2637_lemma72(k: int, a: float, F: float, **_: Any) -> float:
    """Lemma 7.2's own bound (L2320), what 'by Lemma 7.2' gives: k exp(-omega sqrt(log d) ||Theta_1||_F)."""
    return k * exp(-a * F)


def l2637_mutant_half(k: int, a: float, F: float, **_: Any) -> float:
    """Planted (of the corrected bound): half of Lemma 7.2's bound."""
    return 0.5 * k * exp(-a * F)


def l2637_mutant_no_k(k: int, a: float, F: float, **_: Any) -> float:
    """Planted (of the corrected bound): the factor k dropped (wrong along k)."""
    return exp(-a * F)


def eq114_shape(m: int, kappa: float, mu: float, lam: float, **_: Any) -> float:
    """(114), as printed: ||Theta~||_F = (1 +- O((m kappa + mu sqrt(m))/sqrt(lambda))) / sqrt(Z); with lhs =
    |sqrt(Z) ||Theta~||_F - 1| the shape is (m kappa + mu sqrt(m))/sqrt(lambda)."""
    return (m * kappa + mu * math.sqrt(m)) / math.sqrt(lam)


def eq114_mutant_no_sqrt_m(m: int, kappa: float, mu: float, lam: float, **_: Any) -> float:
    """Planted: the mu part without sqrt(m) ((m kappa + mu)/sqrt(lambda)); wrong along m -> inf."""
    return (m * kappa + mu) / math.sqrt(lam)


def l2433_shape(m: int, kappa: float, mu: float, lam: float, **_: Any) -> float:
    """L2433, as printed: ||Theta'||_F = (1 +- O((m kappa + mu sqrt(m + 1/lambda))/sqrt(lambda))) (1/Z) sqrt(S'); with
    lhs = |Z ||Theta'||_F/sqrt(S') - 1| the shape is (m kappa + mu sqrt(m + 1/lambda))/sqrt(lambda)."""
    return (m * kappa + mu * math.sqrt(m + 1.0 / lam)) / math.sqrt(lam)
