"""Bounds of chenli (Chen & Li, "Provably learning a multi-head attention layer") Section 6.4 (Helpful
attention patterns): Lemmas 6.4, 6.5/6.6, Fact 6.7, Lemmas 6.8, 6.9, Eq. (71).

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Each function is a printed bound, a pure function of named
quantities (no torch); the pairing with measurements and instance strategies is in
``checks/papers/chenli/sec6_4_patterns.py``.

chenli Lemma 6.4 (helpful 2-sparse attention patterns occur): the exponent of its probability bound in xi.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt`` (line numbers ``Lnnn``). The pairing with the Monte Carlo
measurement
and the instance strategy is in ``checks/papers/chenli/sec6_4_patterns.py``.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from thmcheck.bounds.num import exp, log


def lemma6_4_exponent(m: int) -> float:
    """Lemma 6.4, L1539-L1561 (proof Sections 6.4.1-6.4.5, L1563-L2064). Kind: rate; hidden constants (Omega, O,
    Theta(eps*), '<<' in (68)-(70), the absolute c of s).

    Statement: Theta' = Theta^par + Theta^perp (Theta^par: projection onto the affine hull K_Theta), ||Theta'||_F <=
    2 ||Theta_1||_F, beta << min(d, ||Theta_1||_F), xi with (68) xi << k^{-Theta(1/lambda)} exp(-O(beta^2/lambda)) and
    (69) xi >> (k e^{beta^2})^{Theta(1/lambda)} / e^{lambda/(m kappa)}; if ||Theta^perp||_F >= eps* with eps* as in
    (70), then with probability >= Omega(xi)^m (k e^{beta^2})^{-O(m/lambda)} over X ~ {+-1}^{k x d}, for all i in
    [m], with s = c min(1, ||Theta_1||_F): (1) X_1 Theta_i (X_2 - X_3)^T in [s, s + xi ||Theta_1||_F]; (2) X_1
    Theta' (X_2 - X_3)^T outside [s - Theta(eps*), s + xi ||Theta_1||_F + Theta(eps*)]; (3) X_1 Theta_i (X_2 -
    X_a)^T >= beta ||Theta_1||_F for a in {1, 4, ..., k} (printed '..., m': a typo).
    Assumptions: Section 4 (Assumptions 1-7, notably 7: non-arithmetic Theta_i).

    Checked consequence: at fixed Theta's, k, beta, s (and Theta'), p(xi) >= C xi^m as xi -> 0, so the exponent of
    p(xi) in xi at xi -> 0 is at most m. Returns m."""
    return float(m)


# ----------------------------------------------------------------------------- Fact 6.7 (L1615-L1625)


def fact6_7(nu: float, dprime: int) -> Any:
    """Fact 6.7: when no S with |S| <= d' leaves a flat rest (||v|_{S^c}||_inf^2 <= ||v|_{S^c}||^2/(nu d')),
    some S with |S| <= d' leaves mass ||v|_{S^c}||^2/||v||^2 <= exp(-1/nu)."""
    return exp(-1 / nu)


# ----------------------------------------------------------------------------- Eq. (71) (L1567-L1577)


def eq71_exponent() -> float:
    """Eq. (71): sum_i |alpha_i| <~ (1/lambda) ||Theta'||_F / ||Theta_1||_F with a constant free of m: the sup
    ratio over the ball ||Theta'|| <= 2||Theta_1|| must stay bounded as m grows: fitted exponent in m <= 0."""
    return 0.0


def eq71_exponent_corrected() -> float:
    """What the proof's summation gives: sum |alpha_i| <= sqrt(m/(lambda - (m-1) kappa)) ||Theta'|| / ||Theta_1||;
    against (1/lambda)||Theta'||/||Theta_1|| at fixed lambda the ratio grows like m^{1/2}."""
    return 0.5


# ----------------------------------------------------------------------------- Lemma 6.9 (L1691-L1703)


def lemma6_9() -> Fraction:
    """Lemma 6.9, P[||E'^T x||^2 >= ||Theta_1||_F^2/2] >= Omega(1) (||E'||_F = ||Theta_1||_F), with the proof's
    Paley-Zygmund constant: P[Z >= E Z/2] >= (1/4)(E Z)^2/E[Z^2] >= (1/4)/(1 + 2) = 1/12 (V[Z] <= 2 ||E'||_F^4)."""
    return Fraction(1, 12)


def lemma6_8_items23(s: Any, K: Any, d: int, m: int, item2: int, item3: int) -> Any:
    """Lemma 6.8, Items 2 and 3 (L1653-L1665, proofs L1663-L1665), with the proof's explicit constants.

    Kind: probabilistic, explicit constants from the proof (the statement's '<~' and 'all but arbitrarily small
    constant failure probability' are hidden). x ~ U({+-1}^d); Assumption 4 (L451): every column (and row) of Theta_i
    has norm <= (v/sqrt d)||Theta_i||_F, v >= 1; E' any d x p matrix with ||E'||_F = ||Theta_1||_F (Section 6.4).

    Item 2 with constant s: ||Theta_i^T x||_inf <= s v sqrt(log d) ||Theta_i||_F/sqrt(d) for all i. The proof
    ('Hoeffding's inequality'): P[|<c, x>| >= t] <= 2 exp(-t^2/(2||c||^2)) with ||c|| <= v||Theta_i||_F/sqrt d gives
    2 d^{-s^2/2} per entry, and the union over the d entries and m heads 2 m d^{1 - s^2/2}.
    Item 3 with constant K: ||E'^T x||^2 <= K ||Theta_1||_F^2. The proof ('Markov's inequality', E ||E'^T x||^2 =
    ||E'||_F^2): failure probability <= 1/K.

    Returns the proof's bound on P[Item 2 or Item 3 fails] (item2/item3 in {0, 1} select the items checked)."""
    hoeffding = 2 * m * exp((1 - s * s / 2) * log(d)) if item2 else 0
    markov = 1 / K if item3 else 0
    return hoeffding + markov


def lemma6_5_shape(m: int, lam: float, xi: float, F: float, L: float, eps_star: float) -> float:
    """Lemma 6.5 (L1583-L1605), as printed. Kind: hidden constants, checked uniformly.

    With Sum_i alpha_i = 1 + sigma, Item 1 (eta_i in [-xi F/2, xi F/2]) and x^T E (X_2 - X_3)^T >= 0, the lemma
    asserts Item 2, i.e. x^T Theta' (X_2 - X_3)^T - (s + xi F/2) >= xi F/2 + Theta(eps*). With S = s + xi F/2 and
    sigma = c_* eps*/(2S), the room the lemma has is sigma S = c_* eps*/2, c_* = Theta(m L)^{-1} (72), L =
    log((k e^{beta^2})^{Theta(1/lambda)}/xi): this shape is c_* eps*/2 with the hidden constant of (72) set to 1,
    and the uniform check asks whether the worst-case need (xi F/2)(1 + Sum |alpha_i|) (measured) stays within a
    constant multiple of it. F = ||Theta_1||_F."""
    return eps_star / (2.0 * m * L)


def lemma6_5_eps_star(m: int, lam: float, xi: float, F: float, L: float) -> float:
    """Eq. (70) at its edge (its hidden Theta(1/lambda) inside the log set to 1/lambda, as in L):
    eps* = m L (1/2 + 1/lambda) xi F."""
    return m * L * (0.5 + 1.0 / lam) * xi * F


def eq71_shape(m: int, lam: float, r: float) -> float:
    """Eq. (71) (L1575-L1577), as printed: sum_i |alpha_i| <~ (1/lambda) ||Theta'||_F/||Theta_1||_F, r =
    ||Theta'||_F/||Theta_1||_F. Kind: hidden constant, checked uniformly; m is not part of the shape."""
    return r / lam


def eq71_shape_corrected(m: int, lam: float, r: float) -> float:
    """Cauchy-Schwarz with ||Theta'||^2 >= alpha^T G alpha (kappa = 0 here): sum_i |alpha_i| <= sqrt(m/lambda) r."""
    from thmcheck.bounds.num import sqrt

    return sqrt(m / lam) * r
