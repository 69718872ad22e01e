"""Second path of round 21's factrecall claim (checks/papers/factrecall/r21_papers.py): Lemma 15 at k > 40 by an
mpmath Gauss-Hermite quadrature (exact for polynomials of degree <= 2N - 1 in each variable), not by the claim's
integer expansion."""

from __future__ import annotations

from fractions import Fraction

import mpmath
import pytest

from thmcheck.checks.papers.factrecall.r21_papers import LEMMA15_LARGE_K, mehler_integer


def _he(k: int, x: mpmath.mpf) -> mpmath.mpf:
    """Probabilists' Hermite He_k(x) by the three-term recurrence."""
    a, b = mpmath.mpf(1), x
    if k == 0:
        return a
    for n in range(1, k):
        a, b = b, x * b - n * a
    return b


@pytest.mark.parametrize(("rho", "k"), [(0.5, 41), (-0.9, 60), (0.999, 45)])
def test_lemma15_large_k_by_quadrature(rho: float, k: int) -> None:
    """E[h_k(g1) h_k(rho g1 + s g2)] by 2-D Gauss-Hermite quadrature (N = k + 1 nodes: exact for degree 2k)."""
    with mpmath.workdps(120):
        N = k + 1
        nodes = mpmath.gauss_quadrature(N, "hermite") if hasattr(mpmath, "gauss_quadrature") else None
        if nodes is None:  # physicists' nodes from mpmath's Hermite roots: weight e^{-t^2}
            xs = mpmath.polyroots([c for c in reversed(_phys_coeffs(N))], maxsteps=400, extraprec=2000)
            xs = [mpmath.re(x) for x in xs]
            ws = [2 ** (N - 1) * mpmath.factorial(N) * mpmath.sqrt(mpmath.pi) / (N * N * mpmath.hermite(N - 1, x) ** 2)
                  for x in xs]
        else:
            xs, ws = nodes
        r, s = mpmath.mpf(rho), mpmath.sqrt(1 - mpmath.mpf(rho) ** 2)
        g = [mpmath.sqrt(2) * x for x in xs]  # E_{N(0,1)} f = pi^{-1/2} sum w f(sqrt2 x)
        h1 = [_he(k, gi) for gi in g]
        tot = mpmath.fsum(ws[i] * ws[j] * h1[i] * _he(k, r * g[i] + s * g[j]) for i in range(N) for j in range(N))
        val = tot / mpmath.pi / mpmath.factorial(k)
        assert abs(val - r**k) <= mpmath.mpf(10) ** -40 + mpmath.mpf(10) ** -30 * abs(r**k)
    assert mehler_integer(rho, k) == Fraction(rho) ** k


def _phys_coeffs(n: int) -> list[int]:
    """Power coefficients (ascending) of the physicists' Hermite H_n."""
    h0, h1 = [1], [0, 2]
    if n == 0:
        return h0
    for m in range(1, n):
        h2 = [0] + [2 * c for c in h1]
        for i, c in enumerate(h0):
            h2[i] -= 2 * m * c
        h0, h1 = h1, h2
    return h1


def test_lemma15_large_k_at_400_and_its_mutants() -> None:
    for rho in (0.123456789, -1.0, 2.0**-30):
        assert mehler_integer(rho, 400) == Fraction(rho) ** 400
    m = LEMMA15_LARGE_K.exact({"rho": 0.5, "k": 50})
    assert m.lhs == Fraction(1, 2**50)
    assert LEMMA15_LARGE_K.mutants["rho^(k+1)"](0.5, 50) != float(m.lhs)
