"""Bounds of chenli's round-10 step claims (helper chenli7; ``checks/papers/chenli/r10_chenli7.py``).
Pure functions of named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. The L2345 claim
compares natural logs of probabilities (the probabilities are far below float64's range); log is monotone."""

from __future__ import annotations

from typing import Any


def l2345_printed(log_p_aprime: float, **_: Any) -> float:
    """L2345, as printed: P[|X_1 Theta_{i*} X_2^T| < alpha C | A] <= P[A]^{-1} P[A'] (A' of L2349, threshold
    (C/sqrt(Z))(1 - alpha/(Z ||Theta_{i*}||_F^2))); ``log_p_aprime`` = log(P[A']/P[A])."""
    return log_p_aprime


def l2345_corrected(log_p_a2: float, **_: Any) -> float:
    """L2345 with A' matched to the printed alpha C: A'': X_1 Theta' X_2^T > C/sqrt(Z) - alpha C/(Z ||Theta_{i*}||_F^2)
    (what the inclusion gives); ``log_p_a2`` = log(P[A'']/P[A])."""
    return log_p_a2


def l2345_mutant_no_alpha(log_p_a0: float, **_: Any) -> float:
    """Planted: A' without its alpha term, X_1 Theta' X_2^T > C/sqrt(Z); ``log_p_a0`` = log(P[A0]/P[A])."""
    return log_p_a0


def l2483_exponent(C: float, lam: float, m: float, **_: Any) -> float:
    """L2483's last step, the shape of its exponent: exp{-(C^2/2)[...]} <= exp(-Omega(C^2 lambda/m)), i.e.
    (C^2/2)[(1 + lambda/2m)/(1 + eta')^2 - 1/(1 - eta)^2] >= c C^2 lambda/m (one absolute c)."""
    return C * C * lam / m


def l2483_mutant_no_m(C: float, lam: float, **_: Any) -> float:
    """Planted: C^2 lambda (the 1/m lost; wrong along m -> inf)."""
    return C * C * lam


def l2483_mutant_sqrt_lam(C: float, lam: float, m: float, **_: Any) -> float:
    """Planted: C^2 sqrt(lambda)/m (a wrong power of lambda; wrong along lambda -> 0)."""
    return C * C * lam**0.5 / m


def l2483_mutant_sqrt_m(C: float, lam: float, m: float, **_: Any) -> float:
    """Planted: C^2 lambda/sqrt(m) (a wrong power of m; wrong along m -> inf)."""
    return C * C * lam / m**0.5


def one(**_: Any) -> float:
    """L2367/L2437's '>~' against the printed scale itself (lhs is the norm over that scale): the shape 1."""
    return 1.0


def mutant_sqrt_m(m: float, **_: Any) -> float:
    """Planted: sqrt(m) times the printed scale (wrong along m -> inf)."""
    return float(m) ** 0.5


def mutant_log_d(logd: float, **_: Any) -> float:
    """Planted: log d times the printed scale (wrong along d -> inf)."""
    return float(logd)


def l2529_exp_shape(C: float, eta: float, **_: Any) -> float:
    """L2529's exp(O(C^2 eta)): the shape C^2 eta of the exponent P[A]^{-1} exp(-C^2/(2(1 + eta)^2)) leaves."""
    return C * C * eta


def l2529_mutant_eta2(C: float, eta: float, **_: Any) -> float:
    """Planted: C^2 eta^2 (a wrong power of eta; wrong along eta -> 0)."""
    return C * C * eta * eta


def l2529_mutant_c1(C: float, eta: float, **_: Any) -> float:
    """Planted: C eta (a wrong power of C; wrong along C -> inf)."""
    return C * eta


def l2557_shape(bmr: float, **_: Any) -> float:
    """L2557's exp(-Omega(beta m r_Theta)): the shape beta m r_Theta the absorbed term's exponent must reach."""
    return bmr


def l2557_mutant_m(bmr: float, m: float, **_: Any) -> float:
    """Planted: m beta m r_Theta (wrong along m -> inf)."""
    return bmr * m


def l2557_mutant_sq(bmr: float, **_: Any) -> float:
    """Planted: (beta m r_Theta)^2 (wrong along beta m r_Theta -> inf)."""
    return bmr * bmr


def eq120_printed(C: float, eta: float, **_: Any) -> float:
    """(120)/(127), as printed (natural log): log P[A | X_1] <= -C^2/(2(1 + eta)^2)."""
    return -C * C / (2.0 * (1.0 + eta) ** 2)


def eq120_mutant_lam_m(C: float, lam: float, m: float, **_: Any) -> float:
    """Planted: -(C^2/2)(1 + lambda/m) (A''s exponent of L2483 for A: a wrong event)."""
    return -0.5 * C * C * (1.0 + lam / m)


def eq120_mutant_lam(C: float, lam: float, **_: Any) -> float:
    """Planted: -(C^2/2)(1 + lambda)."""
    return -0.5 * C * C * (1.0 + lam)


def l2551_shape(chi: float, a: float, **_: Any) -> float:
    """L2551's middle exponent: exp(-Omega(tau^2/||Theta_{i*}||_F^2)) <= exp(-Omega(chi^2 + a^2)), the shape chi^2 + a^2
    (the last step to exp(-Omega(a^2)) only drops chi^2)."""
    return chi * chi + a * a


def l2551_mutant_a3(chi: float, a: float, **_: Any) -> float:
    """Planted: chi^2 + a^3 (a wrong power of a; wrong along a -> inf)."""
    return chi * chi + a**3


def l2551_mutant_chi4(chi: float, a: float, **_: Any) -> float:
    """Planted: chi^4 + a^2 (a wrong power of chi; wrong along k -> inf with chi = sqrt(log k), a fixed)."""
    return chi**4 + a * a


def l2551_mutant_lam(chi: float, a: float, lam: float, **_: Any) -> float:
    """Planted: (chi^2 + a^2)/lambda (wrong along lambda -> 0 at ||Theta_{i*}||_F = ||Theta_1||_F)."""
    return (chi * chi + a * a) / lam
