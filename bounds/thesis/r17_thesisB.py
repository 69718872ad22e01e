"""Bounds of checks/papers/thesis/r17_thesisB.py (thesis App. B, round 17, helper thesisB). Pure functions, no torch.

(B.110)/(B.111) reuse the upper bounds of their case-(2) twins (B.103)/(B.104) (``thmcheck.bounds.thesis.r14_thesisAB``,
the same printed sides with W_O(i) an unlucky neuron); (B.128) is a sign check of a ratio measured in the claim."""

from __future__ import annotations


def b128_one(ref: float, **_: object) -> float:
    """(B.128): the least ratio of the left side to the printed right side (computed in the measure over the node, the
    lucky neuron, the sampled mu_1 node and t' = 0..t where the side is positive) against the constant shape 1 (a
    hidden constant c > 0 must make ratio >= c)."""
    return ref


def b128_mut(ref: float, B: float, **_: object) -> float:
    """Planted: the shape times B (a wrong rate along B)."""
    return ref * B


def b90_side(eta: float, t: float, m: float, M: float, B: float, pm: float, wi: float, wk: float,
             **_: object) -> float:
    """(B.90) L4269's right side without its hidden constant, with (1 - eps_m - sigma/pi) <= 1 and p_n(t) the batch
    mean pm: (1/B) sum_{b=1}^t sum_{n in B_b} (eta^2/a) (1/2B) sum_{n in B_b} (m/(aM)) p_n(t) ||p_1||^2 W_O(i) p_2 +
    (eta^2 t m/(sqrt(B) a^2)) W_O(k) p_1 = t (eta^2/a) (m/(2 a M)) pm wi + eta^2 t m/(sqrt(B) a^2) wk, a = sqrt(m),
    ||p_1|| = 1; wi = W_O(i)^(t) p_2 (signed, as printed), wk = |W_O(k)^(t) p_1|."""
    a = m ** 0.5
    return t * eta * eta / a * m / (2 * a * M) * pm * wi + eta * eta * t * m / (B ** 0.5 * a * a) * wk


def b90_side_fav(eta: float, t: float, m: float, M: float, B: float, pm: float, wi_fav: float, wk: float,
                 **_: object) -> float:
    """(B.90)'s side with W_O(i) p_2 read as the largest |W_O(i')^(t) p_2| over the lucky neurons (the reading)."""
    return b90_side(eta=eta, t=t, m=m, M=M, B=B, pm=pm, wi=wi_fav, wk=wk)


def b90_mut(eta: float, t: float, m: float, M: float, B: float, pm: float, wi_fav: float, wk: float,
            **_: object) -> float:
    """Planted (against the reading): the reading's side over B (a wrong rate along B)."""
    return b90_side_fav(eta=eta, t=t, m=m, M=M, B=B, pm=pm, wi_fav=wi_fav, wk=wk) / B


def b118_zero(**_: object) -> float:
    """(B.118): the right side 0 (the value term of a lucky neuron on a sampled set is positive)."""
    return 0.0


def b118_mut(**_: object) -> float:
    """Planted: > 1 (a wrong scale: the values are of the order xi)."""
    return 1.0


def b192_shape(sigma: float, eta: float, t: float, m: float, xi: float, **_: object) -> float:
    """(B.192) L4796's right side without 1/poly(Z) (Z fixed: a hidden constant): sigma eta^3 t^5 m^3 xi^2 ||p||/a^5,
    a = sqrt(m), ||p|| = 1."""
    return sigma * eta ** 3 * t ** 5 * m ** 3 * xi * xi / m ** 2.5


def b192_mut(sigma: float, eta: float, t: float, m: float, xi: float, **_: object) -> float:
    """Planted: sigma^2 for sigma (a wrong rate along sigma -> 0)."""
    return sigma * b192_shape(sigma=sigma, eta=eta, t=t, m=m, xi=xi)


def b64_eps(eps: float, **_: object) -> float:
    """(B.64): the accuracy eps of B >~ eps^-2 log N."""
    return eps


def b64_mut(eps: float, **_: object) -> float:
    """Planted: eps/10 (a bound ten times too small)."""
    return eps / 10
