"""Shapes of the thesis's hidden-constant claims converted to uniform checks in round 7 (issue 31, thesisH): each
bound is the printed shape f(parameters), the constant left to the uniform check; mutants are wrong shapes along a
second direction of the printed domain."""

from __future__ import annotations

import math

# ------------------------------------------------------------ Theorem 6.3.4 (6.13): OOD loss <= O(eps)


def thm634_shape(eps_id: float, **_: object) -> float:
    """(6.13)'s shape eps: the in-domain hinge loss of the same trained model (the eps that (6.11) reaches)."""
    return float(eps_id)


def thm634_mut_s1(eps_id: float, S1: float, **_: object) -> float:
    """Mutant wrong along S_1 -> 1 (the edge of the hypothesis S_j >= 1): O(eps (S_1 - 1)), which vanishes there."""
    return float(eps_id) * (float(S1) - 1.0)


# ------------------------------------------------------------ Lemma C.3.3 (C.87): tensor-initialisation error


def c33_shape(d: int, K: int, n: float, Wnorm: float, kappa: float, **_: object) -> float:
    """(C.87)'s shape kappa^6 K^3 sqrt(d log n / n) ||W*|| (tau^6 sqrt(D_6(Psi)): constants of the mixture, held along
    the n and scale paths, left out)."""
    return float(kappa) ** 6 * float(K) ** 3 * math.sqrt(d * math.log(n) / n) * float(Wnorm)


def c33_mut_wnorm(d: int, K: int, n: float, kappa: float, **_: object) -> float:
    """Mutant wrong along the scale of W*: (C.87) without its factor ||W*|| (the error grows with the scale)."""
    return float(kappa) ** 6 * float(K) ** 3 * math.sqrt(d * math.log(n) / n)


# ------------------------------------------------------------ Lemma E.4.7 (E.24)-(E.26): the sums of W_O gradients


def e2426_sign(delta: float, beta: float, alpha: float, eta: float, t0: int, a: float) -> float:
    """(E.24) L8061 / (E.26) L8067: eta (1/B) sum_b sum_n dl/dW_O(i) (mu_a, +-q) >~ delta (beta^2 + 1) alpha eta t0/(2a),
    a positive right side, so for any constant c > 0 the display needs its left side > 0: the sign consequence (0)."""
    return 0.0


def e2426_floor(delta: float, beta: float, alpha: float, eta: float, t0: int, a: float) -> float:
    """Mutant: the printed right side with constant 1 as a floor (a wrong, larger bound)."""
    return delta * (beta**2 + 1) * alpha * eta * t0 / (2 * a)


def e25_rhs(delta: float, beta: float, alpha: float, eta: float, t0: int, a: float, m: int) -> float:
    """(E.25) L8065: the printed value delta (beta^2 + 1) (alpha eta / (2a)) (1 + eta^2 m / a^2)^{t0}."""
    return delta * (beta**2 + 1) * alpha * eta / (2 * a) * (1 + eta**2 * m / a**2) ** t0


def e25_mut_m(delta: float, beta: float, alpha: float, eta: float, t0: int, a: float, m: int) -> float:
    """Mutant: (E.25) with a factor m more (a wrong power of the width)."""
    return e25_rhs(delta, beta, alpha, eta, t0, a, m) * m

