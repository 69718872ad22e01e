"""Bounds of chenli (Chen & Li, "Provably learning a multi-head attention layer") Section 7 (Average attention
matrix as a proxy): Lemma 7.1 / Algorithm 2, Lemmas 7.2, 7.3, 7.4, 7.5/7.6, 7.7, 7.8.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Each function is a printed bound, a pure function of named
quantities (no torch); the pairing with measurements and instance strategies is in
``checks/papers/chenli/sec7_proxy.py``.

Chen & Li, Lemma 7.2 (proxy event => all heads 1-sparse on token 2), L2318-L2339 and its proof L2340-L2557.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. The constants gamma_1, gamma_2 of Eq. (113) are hidden, so
the bound
is the sign of a rate that the measured fit (``checks/papers/chenli/sec7_proxy.py``) is compared with.
"""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import exp, log, sqrt


def lemma7_2_gaussian_rate() -> float:
    """Lemma 7.2, L2318-L2339. Kind: probabilistic, hidden constants (gamma_1, gamma_2 'sufficiently large').

    Statement: for any gamma > 0 there is a choice of gamma_1, gamma_2 in Eq. (113) (C = gamma_1 omega sqrt(m log d)
    / lambda^2) such that, under event A: X_{1:} Theta~ X_{2:}^T > C/sqrt(Z) and for any omega > 1, with conditional
    probability >= 1 - d^{-gamma}, ||softmax(X_{1:} Theta_{i*} X^T) - e_2||_2 <= k exp(-omega sqrt(log d)
    ||Theta_1||_F) (for every head i*). Assumptions: Section 4 (Assumptions 1-6 with kappa of Eq. (7)), Eqs. (110),
    (111) (mu << lambda^{5/2}/(omega^3 m^3 log^2 d)), Theta~ = Theta* + E with ||E||_F <~ mu ||Theta_1||_F.

    Consequence checked: as C ~ sqrt(log d), 'q(C) := P[some head fails | A] <= d^{-gamma} for every gamma with
    gamma_1 = gamma_1(gamma)' needs q(C) <= exp(-Omega(C^2)) (the proof's exp(-Omega(C^2 lambda/m)) + ...), i.e.
    sqrt(-log q(C)) grows at least linearly in C. The measured quantity is the fitted slope rho of sqrt(-log q(C))
    in C; the lemma (constant hidden) says rho > 0."""
    return 0.0


# ----------------------------------------------------------------------------- Lemma 7.3 (L2353-L2413)


def lemma7_3(C: float, eta: float) -> Any:
    """Lemma 7.3 as printed: P[A] >= exp(-C^2 / (2 (1 - eta)^2))."""
    return exp(-C**2 / (2 * (1 - eta) ** 2))


# ----------------------------------------------------------------------------- Lemma 7.4 (L2415-L2483)


def lemma7_4(C: float, lam: float, m: int, eta_p: float) -> Any:
    """Lemma 7.4 as printed, first term: P[A'] <= exp(-C^2 (1 + lambda/(2m)) / (2 (1 + eta')^2)) (+ exp(-Omega(beta m
    r_Theta)), a hidden-constant term not evaluated here: the caller reads it as 0, under an uncertified assumption)."""
    return exp(-C**2 * (1 + lam / (2 * m)) / (2 * (1 + eta_p) ** 2))


def lemma7_5_gaussian_rate() -> float:
    """Lemmas 7.5/7.6, L2489-L2555. Kind: rate (hidden constant Omega).

    Statement: with tau = (chi + a)||Theta_1||_F (Eq. (113)), P[|X_1 Theta_{i*} X_1^T| > tau] <= exp(-Omega(a^2))
    (7.5) and P[|X_1 Theta_{i*} X_a^T| > tau] <= exp(-Omega(a^2)) + m exp(-Omega(m r_Theta)) (7.6), x uniform on the
    cube, under Assumptions 3 and 5. Consequence checked: sqrt(-log P) >= sqrt(c) a, so the fitted slope rho of
    sqrt(-log P) in a is positive; the bound is that sign."""
    return 0.0


def lemma7_3_normalised(C: float, eta: float) -> Any:
    """Lemma 7.3 as printed, both sides multiplied by exp(C^2/2) (an equivalent form that does not underflow at large
    C): P[A] exp(C^2/2) >= exp(C^2/2 - C^2/(2 (1 - eta)^2)). Kind: uniform check (the multiplicative constant a
    '>=' with a hidden constant would allow is granted)."""
    return exp(C**2 / 2 - C**2 / (2 * (1 - eta) ** 2))


def lemma7_1_shape(m: int, d: int, k: int, omega: float, F1: float, W2: float) -> Any:
    """Lemma 7.1, Eq. (112) (L2296-L2298), as printed: ||hatW - sum_i W_i||_F <= 2 m d k^{3/2} exp(-omega sqrt(log d)
    ||Theta_1||_F + O(omega^2)). Kind: hidden constant (the e^{O(omega^2)} at fixed omega), checked uniformly. ``W2``
    (= ||W_2||_F) is not part of the printed shape (it is a quantity so that a shape in it can be written)."""
    return 2 * m * d * k**1.5 * exp(-omega * sqrt(log(d)) * F1)


def lemma7_8_shape(omega: float, N: int, d: int) -> Any:
    """Lemma 7.8 (L2615-L2621) in log form: -log(sigma_min(B)/sqrt N) <~ omega^2 (sigma_min(B) >~ sqrt(N)
    exp(-Omega(omega^2)) with omega >= 1). Kind: hidden constants, checked uniformly; N and d are not part of it."""
    return omega * omega


def lemma7_5_shape(a: float, r_Theta: float) -> float:
    """Lemmas 7.5/7.6, L2489-L2555, as a uniform shape (issue 31): P <= K exp(-Omega(a^2)) is '-log(P/K) >= c a^2'
    (K = 1 for 7.5; K = 1 + m for 7.6 in the regime a^2 <= r_Theta/10); checked lhs -log(P/K), comparison '>='
    (``r_Theta`` is for the mutants)."""
    return a * a
