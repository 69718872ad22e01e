"""Hermite quantities of Appendix F.1 of Nichani, Lee & Bietti (factual recall): Lemma 15 (Mehler) and the
Hermite tensors of Definition 1 / Lemma 16.

* ``mehler_quadrature``: E_x[h_k(<u,x>) h_k(<w,x>)] for x ~ N(0, I_d) by exact Gauss-Hermite quadrature on the
  two-dimensional Gaussian (<u,x>, <w,x>) (float64); ``mehler_exact``: the same expectation in rationals from
  the monomial expansion (only Gaussian moments, so the result is a Fraction of the inner product).
* ``hermite_tensor_autograd``: the Hermite tensor He_k(x) = (-1)^k nabla^k mu_d(x)/mu_d(x) of Definition 1 by
  nested automatic differentiation of the density (torch, float64); ``hermite_tensor_contract_mp``: its
  contraction with w^{(x)k} from the closed form (sum over pairings), in mpmath.
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import mpmath
import numpy as np
import torch


def he_prob_coeffs(k: int) -> list[int]:
    """Power-basis coefficients of the monic (probabilists') Hermite polynomial He_k: sum_j c_j t^j."""
    c = [0] * (k + 1)
    for j in range(k // 2 + 1):
        c[k - 2 * j] = (-1) ** j * math.factorial(k) // (math.factorial(j) * 2**j * math.factorial(k - 2 * j))
    return c


def gauss_moment(n: int) -> int:
    """E g^n for g ~ N(0, 1): (n-1)!! for even n, 0 for odd n."""
    if n % 2:
        return 0
    return math.prod(range(n - 1, 0, -2)) if n else 1


def mehler_quadrature(u: np.ndarray, w: np.ndarray, k: int) -> float:
    """E[h_k(<u,x>) h_k(<w,x>)], x ~ N(0, I_d), h_k orthonormal, by tensor Gauss-Hermite quadrature (exact for
    polynomials of degree <= 2n - 1 per coordinate) after writing <u,x> = |u| g1, <w,x> = a g1 + b g2."""
    nu = float(np.linalg.norm(u))
    a = float(u @ w) / nu
    b = math.sqrt(max(float(w @ w) - a * a, 0.0))
    t, q = np.polynomial.hermite_e.hermegauss(k + 2)
    q = q / q.sum()
    g1, g2 = np.meshgrid(t, t, indexing="ij")
    wts = np.outer(q, q)
    c = np.zeros(k + 1)
    c[k] = 1.0 / math.sqrt(math.factorial(k))
    h1 = np.polynomial.hermite_e.hermeval(nu * g1, c)
    h2 = np.polynomial.hermite_e.hermeval(a * g1 + b * g2, c)
    return float((wts * h1 * h2).sum())


def mehler_exact(rho: Fraction, k: int) -> Fraction:
    """E[h_k(g1) h_k(rho g1 + s g2)] with s^2 = 1 - rho^2, in rationals (only even powers of s survive).

    h_k h_k = He_k He_k / k!; He_k(rho g1 + s g2) expanded binomially; E g1^i g2^j = m_i m_j."""
    c = he_prob_coeffs(k)
    s2 = 1 - rho * rho
    total = Fraction(0)
    for i, ci in enumerate(c):  # He_k(g1) = sum_i c_i g1^i
        if ci == 0:
            continue
        for n, cn in enumerate(c):  # He_k(z) = sum_n c_n z^n, z = rho g1 + s g2
            if cn == 0:
                continue
            for j in range(0, n + 1, 2):  # g2^j with j even
                total += ci * cn * math.comb(n, j) * rho ** (n - j) * s2 ** (j // 2) \
                    * gauss_moment(i + n - j) * gauss_moment(j)
    return total / math.factorial(k)


def hermite_tensor_autograd(x: torch.Tensor, k: int) -> torch.Tensor:
    """Definition 1 literally: He_k(x) = (-1)^k nabla^k mu_d(x) / mu_d(x) (a d^k tensor), by nested autograd
    of the standard Gaussian density mu_d(x) = (2 pi)^{-d/2} exp(-|x|^2/2)."""
    d = x.numel()

    def mu(z: torch.Tensor) -> torch.Tensor:
        return (2 * math.pi) ** (-d / 2) * torch.exp(-0.5 * (z * z).sum())

    f = mu
    for _ in range(k):
        f = (lambda g: (lambda z: torch.autograd.functional.jacobian(g, z, create_graph=True, vectorize=True)))(f)
    val = f(x.detach().clone().requires_grad_(True))
    return ((-1) ** k) * val.detach() / mu(x.detach())


def hermite_tensor_contract_mp(x: Any, w: Any, k: int, dps: int = 60) -> Any:
    """<He_k(x), w^{(x)k}> from the closed form of Definition 1's tensor (sum over partial pairings, each pair
    contributing -delta): sum_j (-1)^j k!/(j! 2^j (k-2j)!) |w|^{2j} <w,x>^{k-2j}, in mpmath."""
    with mpmath.workdps(dps):
        xs = [mpmath.mpf(float(v)) for v in x]
        ws = [mpmath.mpf(float(v)) for v in w]
        nw = mpmath.sqrt(mpmath.fsum(a * a for a in ws))
        ws = [a / nw for a in ws]  # the instance's w names the unit direction w/|w| (float rounding of |w| = 1)
        t = mpmath.fsum(a * b for a, b in zip(ws, xs, strict=True))
        n2 = mpmath.fsum(a * a for a in ws)
        return mpmath.fsum((-1) ** j * mpmath.mpf(math.factorial(k)) / (math.factorial(j) * 2**j
                           * math.factorial(k - 2 * j)) * n2**j * t ** (k - 2 * j) for j in range(k // 2 + 1))
