"""Shapes of the thesis's hidden-constant claims converted to uniform checks in round 6 (issue 31): each bound is
the printed shape f(parameters), the constant left to the uniform check; mutants are wrong shapes."""

from __future__ import annotations

import math
from typing import Any

import numpy as np

# ------------------------------------------------------------ Property C.4 (1): rho(u, sigma) = Theta(sigma^4)

def propC4_shape(sigma: float, **_: object) -> float:
    """The printed shape sigma^4 of Property 4 (1) (both halves of the Theta)."""
    return float(sigma) ** 4


def propC4_mut_sigma5(sigma: float, **_: object) -> float:
    """Mutant of the upper half: rho <~ sigma^5 (a wrong power of sigma)."""
    return float(sigma) ** 5


def propC4_mut_sigma3(sigma: float, **_: object) -> float:
    """Mutant of the lower half: rho >~ sigma^3 (a wrong power of sigma)."""
    return float(sigma) ** 3


def propC4_mut_unorm(sigma: float, unorm: float, **_: object) -> float:
    """Mutant of the lower half, wrong along ||u||: rho >~ sigma^4 (1 + ||u||^2)."""
    return float(sigma) ** 4 * (1.0 + float(unorm) ** 2)


# ------------------------------------------------------------ Theorem 2 (4.11) as printed

def eq411_shape(d: int, K: int, n: float, **_: object) -> float:
    """(4.11)'s shape K^{5/2} sqrt(d log n / n) (E(Psi), poly(kappa, eta, tau, delta_1), (1 + xi): constants of the
    instance, not part of the shape)."""
    return K**2.5 * math.sqrt(d * math.log(n) / n)


def eq411_excess_shape(d: int, K: int, n: float, floor: float, **_: object) -> float:
    """(4.11) corrected to the excess risk, as a bound on fbar(W_n): fbar(W*) + K^{5/2} sqrt(d log n / n)."""
    return float(floor) + eq411_shape(d, K, n)


# ------------------------------------------------------------ Lemmas C.3.1 (C.83), C.3.2 (C.85)

def lemmaC31_shape(gamma_tilde: float, K: int, **_: object) -> float:
    """(C.83)'s lower Hessian bound without its constant: Gamma~/K^2 ((1 - 2 eps_0) is a constant in (1/2, 1))."""
    return float(gamma_tilde) / K**2


def lemmaC31_mut_deltaK(gamma_tilde: float, K: int, delta_K: float, **_: object) -> float:
    """Mutant wrong along W*'s scale: Gamma~/(K^2 delta_K^2) (both sides are Theta(delta_K^4) as W* -> t W*)."""
    return float(gamma_tilde) / (K**2 * float(delta_K) ** 2)


def lemmaC32_shape(gamma_tilde: float, K: int, S2: float, **_: object) -> float:
    """(C.85)'s contraction margin without its constant: Gamma~/(K^2 S_2)."""
    return float(gamma_tilde) / (K**2 * float(S2))


def lemmaC32_mut_deltaK(gamma_tilde: float, K: int, S2: float, delta_K: float, **_: object) -> float:
    """Mutant wrong along W*'s scale: Gamma~/(K^2 S_2 delta_K^4) (the margin is Theta(delta_K^2), Gamma~ is
    Theta(delta_K^4) as W* -> t W*)."""
    return float(gamma_tilde) / (K**2 * float(S2) * float(delta_K) ** 4)


# ------------------------------------------------------------ Lemma E.4.9: |W_n| >= Omega(m)

def lemmaE49_shape(m: int, **_: object) -> float:
    """The printed shape m of |W_n|, |U_n| >= Omega(m) (uniform check, '>=')."""
    return float(m)


def lemmaE49_mut_m2(m: int, **_: object) -> float:
    """Mutant: Omega(m^2), wrong along m."""
    return float(m) ** 2


def lemmaE49_mut_dx(m: int, dx: int, **_: object) -> float:
    """Mutant: Omega(m sqrt(d_x)), wrong along the feature dimension."""
    return float(m) * math.sqrt(dx)


# ------------------------------------------------------------ Lemma D.2.1: E[h^2] <= C_s(phi, a)^2 (a^2 + 1)

def lemmaD21_shape(a: float, coef: Any, **_: object) -> float:
    """sqrt(a^2 + 1) C_s(phi, a)/C* = sqrt(a^2 + 1) sum_i (i+1)^1.75 a^i |c_i| (the square root of the printed bound,
    the constant C* left out)."""
    return math.sqrt(a * a + 1) * sum((i + 1) ** 1.75 * a**i * abs(float(c)) for i, c in enumerate(coef))


def lemmaD21_mut_a(a: float, coef: Any, **_: object) -> float:
    """Mutant: the shape times a (a wrong power of the scale a)."""
    return a * lemmaD21_shape(a, coef)


def lemmaD21_mut_coef2(a: float, coef: Any, **_: object) -> float:
    """Mutant wrong along the scale of phi: |c_i| replaced by c_i^2 (the left side is linear in phi)."""
    return math.sqrt(a * a + 1) * sum((i + 1) ** 1.75 * a**i * float(c) ** 2 for i, c in enumerate(coef))


# ------------------------------------------------------------ Lemma D.2.3 (3)-(4): sum <= C_eps(phi, t) sqrt(t^2+1)

def c_eps(coef: Any, C: float, t: float, eps: float) -> float:
    """C_eps(phi, t) of (5.2) with constant C: 2|c_0| + sum_{i>=1} ((C t)^i + (sqrt(log(1/eps)/i) C t)^i) |c_i|."""
    out = 2 * abs(float(coef[0]))
    for i, c in enumerate(coef):
        if i >= 1 and c != 0:
            out += ((C * t) ** i + (math.sqrt(math.log(1 / eps) / i) * C * t) ** i) * abs(float(c))
    return out


def lemmaD23_shape(t: float, eps: float, coef: Any, **_: object) -> float:
    """C_eps(phi, t) sqrt(t^2 + 1) with C* = 1. For a polynomial of degree D (c_0 = 0), C_eps with constant C* lies
    between min(1, C*)^D and max(1, C*)^D times it, so a constant C* exists iff lhs/shape is bounded."""
    return c_eps(coef, 1.0, t, eps) * math.sqrt(t * t + 1)


def lemmaD23_mut_eps(t: float, eps: float, coef: Any, **_: object) -> float:
    """Mutant wrong along eps: the shape times eps (it vanishes as eps -> 0, the left side does not depend on eps)."""
    return lemmaD23_shape(t, eps, coef) * eps


def unorm_of(u: Any) -> float:
    """||u||_2 of a vector."""
    return float(np.linalg.norm(np.asarray(u, dtype=float)))


# ------------------------------------------------------------ Lemma F.3.6 (F.11)-(F.12): t1(eps) <~ T1(eps)

def lemmaF36_shape(eps: float, eta: float, alpha: float, K: int, **_: object) -> float:
    """T1 = eta^-1 alpha^-2 K^3 log(K/eps) of (F.11), the constant of '>~' left out: the first step t1(eps) with
    the other-step attention <= eps must be <~ T1."""
    return K**3 * math.log(K / float(eps)) / (float(eta) * float(alpha) ** 2)


def lemmaF36_mut_alpha(eps: float, eta: float, alpha: float, K: int, **_: object) -> float:
    """Mutant wrong along alpha: T1 without its factor alpha^-2."""
    return lemmaF36_shape(eps, eta, alpha, K) * float(alpha) ** 2


def lemmaF36_mut_K(eps: float, eta: float, alpha: float, K: int, **_: object) -> float:
    """Mutant wrong along K: K^2 instead of K^3."""
    return lemmaF36_shape(eps, eta, alpha, K) / K
